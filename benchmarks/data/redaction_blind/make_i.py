#!/usr/bin/env python3
"""Generator for blind redaction corpus I (agent-memory).

Standard library only. Fixed seed, no iteration over sets, output is
byte-identical for any PYTHONHASHSEED.  Run:  python3 make_i.py
Writes i.json and i.sha256 next to this file.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import struct
import sys
import zlib

SEED = 0x1C0DE5A7          # corpus I seed (H used 0x7A11B0D5)
R = random.Random(SEED)

SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]

# ---------------------------------------------------------------- alphabets
LO = string.ascii_lowercase
UP = string.ascii_uppercase
DG = string.digits
ALPH = {
    "hex": "0123456789abcdef",
    "HEX": "0123456789ABCDEF",
    "an": LO + UP + DG,
    "AN": UP + DG,
    "lc": LO + DG,
    "al": LO + UP,
    "lo": LO,
    "up": UP,
    "dig": DG,
    "nz": "123456789",
    "b64": UP + LO + DG + "+/",
    "b64u": UP + LO + DG + "-_",
    "b58": "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
    "b32": UP + "234567",
    "bech": "qpzry9x8gf2tvdw0s3jn54khce6mua7l",
    "wk": "BCDFGHJKMPQRTVWXY2346789",
    "cj": "ABCDEFGHJKLMNPQRSTUVWXYZ23456789",
}


def rs(alpha, n):
    a = ALPH[alpha]
    return "".join(R.choice(a) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs("hex", 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- words
WORDS = ("amber anchor apricot arbor aspen atlas autumn badger bamboo basalt beacon birch bison blossom "
         "boulder bramble breeze bronze cactus canyon carbon cedar cinder clover cobalt comet coral cotton "
         "crater cricket cypress dahlia delta desert dingo drift dune ember falcon fennel fern fjord flint "
         "fossil garnet geyser ginger glacier granite gravel harbor hazel heron hollow indigo iris jasper "
         "juniper kelp kestrel lagoon lantern larch lemur lichen linen lotus lynx magma mango maple marble "
         "meadow mesquite mica mint mirage monsoon moss nectar nickel nova oak oasis obsidian ocelot olive "
         "onyx orchid osprey otter oyster paprika pebble pepper pine plover pollen poplar prairie quartz "
         "quill raven reed ridge river robin saffron sage salmon sequoia shale sierra slate sorrel spruce "
         "summit sumac tamarind thistle thunder timber topaz tundra tulip umber valley velvet violet walnut "
         "willow wren yarrow zephyr zinc").split()
BIP = ("abandon ability absorb abstract access acoustic actor adapt addict adjust admit adult advice "
       "aerobic affair afford agent agree airport alarm album alcohol alley almost alpha already amateur "
       "amount anchor ancient angle animal ankle announce annual antenna anxiety apart april arch arena "
       "armed arrow artist asset assume athlete atom attack auction august aunt autumn avocado awake "
       "bacon badge balance bamboo banner barely barrel basket battle beach bean become believe below "
       "bench betray bicycle biology bitter blanket blast bleak blossom blush board bonus border bounce "
       "brave bread brisk broccoli bronze brush bubble buddy budget buffalo bulb bundle burden butter "
       "cabin cactus canal candy canvas carbon cargo carpet casino castle catalog cattle ceiling cement "
       "census chalk chaos charge cheese cherry chimney choice chunk cinnamon circle citizen clarify "
       "claw clever climb clinic cloth cluster coconut coffee column combine comic copper coral cotton "
       "couch cradle crane crater credit cricket crisp crystal cube cupboard curtain cushion dairy "
       "damage dawn debris decade decline deer delay denial deposit desert detail devote diagram diesel "
       "dinosaur dolphin donkey dragon drastic dream drift during dwarf eager eagle early easily echo "
       "eclipse economy eight elbow elegant element elephant embark emerge empower enact endless engine "
       "enrich entire envelope episode equip erosion escape essay estate ethics evoke exhaust exotic "
       "fabric faculty falcon famous fantasy fatigue feature fiber fiction filter finger fitness flame "
       "flavor flight float fluid foam fossil fragile frame frequent frost fruit furnace galaxy garage "
       "garlic gauge genius gesture giant ginger giraffe glance glimpse glove goddess gospel gorilla "
       "gravity guitar habit hammer harbor harvest hazard hedgehog helmet hobby hockey honey horizon "
       "hospital hover humble hurdle hybrid iceberg idle ignore illegal immune impulse income indoor "
       "infant inherit inmate insect invest island ivory jacket jaguar jelly jewel jungle kangaroo "
       "kernel ketchup kidney kingdom kitten ladder lament language laptop lava lawsuit leisure lemon "
       "leopard liberty library lizard lobster lottery lumber lunar lyrics magnet mammal mango marble "
       "margin marine meadow melody mercy method midnight miracle mirror mixture monkey mosquito motor "
       "muffin museum mushroom napkin narrow nephew neutral noodle notable novel nuclear oasis oblige "
       "obtain ocean olympic onion opera orbit orchard orphan ostrich outdoor oxygen oyster paddle "
       "palace panda panther parade parrot patrol peanut pelican pencil pepper physical piano pigeon "
       "pioneer planet plastic pledge plunge pony popular portion potato powder praise predict prison "
       "puzzle pyramid quantum quarter rabbit raccoon radar rainbow ranch raven razor recipe reflect "
       "region release remind rescue reunion rhythm ribbon rifle ritual rival robust rocket romance "
       "rubber saddle salmon sandwich satoshi scatter scorpion script season segment shadow sheriff "
       "shuffle siren skeleton slender slogan smooth snack soccer sphere spider spinach squirrel stadium "
       "stomach sunset supreme surge swallow symptom tackle talent tattoo tenant thunder ticket tiger "
       "timber tobacco toddler tomato tornado tortoise tourist trumpet tunnel turtle twelve umbrella "
       "uncover unicorn universe upgrade urban utility vacuum valley vapor velvet vendor venture vessel "
       "vibrant village vintage violin volcano voyage walnut warrior wealth whale whisper wisdom wolf "
       "wrestle yellow zebra zone").split()
EN_FIRST = ("alex ben carla dana eli farah gus hana ivan jamal kira leo maya nico omar priya quinn rosa "
            "sam tariq uma vik wes ximena yusuf zoe arjun bea chen diego emma felix greta hugo ines").split()
EN_LAST = ("reyes novak okafor lindqvist moreau tanaka haddad kowalski brennan costa ferreira ng "
           "patel schmidt ivanova dubois kim larsen mendes oduya park rossi silva varga").split()
ZH_NAMES = ("王磊 李娜 张伟 刘洋 陈静 杨帆 赵敏 黄涛 周婷 吴昊 徐凯 孙悦 胡斌 朱琳 高翔 林峰 何雪 郭强 "
            "马超 罗丹 梁晨 宋佳 郑毅 谢飞 韩冰 唐宁 冯博 董洁 萧然 程亮").split()
ZH_PY = ("wanglei lina zhangwei liuyang chenjing yangfan zhaomin huangtao zhouting wuhao xukai sunyue "
         "hubin zhulin gaoxiang linfeng hexue guoqiang machao luodan liangchen songjia zhengyi xiefei "
         "hanbing tangning fengbo dongjie xiaoran chengliang").split()
ZH_ORGS = ("杭州云栈科技 深圳星河数智 成都蓝鲸互娱 北京极光远景 上海青禾网络 南京知行软件 武汉长江数科 "
           "苏州木兰智能 广州骏马物流 西安秦川云 厦门海屿信息 重庆山城优选").split()
ZH_ORG_PY = "yunzhan xinghe lanjing jiguangyj qinghe zhixing cjshuke mulan junma qinchuan haiyu sccyx".split()
EN_ORGS = ("northwind kestrel-labs bluefin orbitly harborline quillstack tidepool lumenhq fernway "
           "copperleaf driftwave saltmarsh pinecrest arclight").split()
TLDS = ["io", "dev", "com", "app", "net", "co"]
ZTLDS = ["cn", "com.cn", "com", "net"]
AWS_REG = ["us-east-1", "us-west-2", "eu-central-1", "eu-west-1", "ap-southeast-1", "ap-northeast-1", "sa-east-1"]
CN_REG = ["cn-hangzhou", "cn-shanghai", "cn-beijing", "cn-shenzhen", "cn-chengdu", "cn-zhangjiakou"]
HOSTP = ["api", "db", "web", "worker", "bastion", "cache", "mq", "etl", "gw", "search", "ci", "nas", "vpn", "build"]
SVC = ["billing", "orders", "ingest", "notifier", "auth", "search", "reports", "gateway", "scheduler", "sync"]
ZH_DEPT = ["运维组", "后端组", "数据平台", "基础架构", "测试组", "运维值班", "中台研发", "SRE"]

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def _date():
    return (2023 + R.randrange(3), 1 + R.randrange(12), 1 + R.randrange(28))


def _time():
    return (R.randrange(24), R.randrange(60), R.randrange(60))


def fill_gen(key):
    if key == "user":
        f = R.choice(EN_FIRST)
        return R.choice([f, f + "." + R.choice(EN_LAST), f[0] + R.choice(EN_LAST), f + str(R.randrange(2, 99))])
    if key == "uname":
        return R.choice(EN_FIRST).capitalize() + " " + R.choice(EN_LAST).capitalize()
    if key == "first":
        return R.choice(EN_FIRST).capitalize()
    if key == "zhname":
        return R.choice(ZH_NAMES)
    if key == "zhuser":
        return R.choice(ZH_PY) + R.choice(["", "", str(R.randrange(1, 99))])
    if key == "org":
        return R.choice(EN_ORGS)
    if key == "zorg":
        return R.choice(ZH_ORGS)
    if key == "zorgpy":
        return R.choice(ZH_ORG_PY)
    if key == "domain":
        return R.choice(EN_ORGS) + "." + R.choice(TLDS)
    if key == "zdomain":
        return R.choice(ZH_ORG_PY) + R.choice(["", "tech", "yun", "data"]) + "." + R.choice(ZTLDS)
    if key == "host":
        return "%s-%s-%02d" % (R.choice(HOSTP), R.choice(["prod", "stg", "dev", "prd", "uat"]), R.randrange(1, 20))
    if key == "ip":
        return "%d.%d.%d.%d" % (R.choice([3, 18, 34, 35, 44, 52, 54, 64, 139, 143, 159, 167, 178, 188]),
                                R.randrange(1, 255), R.randrange(1, 255), R.randrange(2, 254))
    if key == "zip":
        return "%d.%d.%d.%d" % (R.choice([39, 47, 49, 81, 101, 106, 111, 114, 116, 118, 120, 121, 123, 139, 175, 182]),
                                R.randrange(1, 255), R.randrange(1, 255), R.randrange(2, 254))
    if key == "lip":
        return R.choice(["10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(2, 254)),
                         "172.%d.%d.%d" % (R.randrange(16, 32), R.randrange(256), R.randrange(2, 254)),
                         "192.168.%d.%d" % (R.randrange(256), R.randrange(2, 254))])
    if key == "region":
        return R.choice(AWS_REG)
    if key == "zregion":
        return R.choice(CN_REG)
    if key == "proj":
        return R.choice(WORDS) + "-" + R.choice(["api", "web", "svc", "app", "core", "etl", "bot", "admin"])
    if key == "svc":
        return R.choice(SVC)
    if key == "word":
        return R.choice(WORDS)
    if key == "db":
        return R.choice(SVC) + R.choice(["", "_prod", "_db", "db"])
    if key == "bucket":
        return R.choice(EN_ORGS) + "-" + R.choice(["assets", "backups", "uploads", "logs", "artifacts"])
    if key == "branch":
        return R.choice(["main", "develop", "feat/", "fix/", "release/"]) and R.choice(
            ["main", "develop", "feat/" + R.choice(WORDS), "fix/" + R.choice(WORDS) + "-" + str(R.randrange(10, 999)),
             "release/2.%d" % R.randrange(1, 30)])
    if key == "port":
        return str(R.choice([3000, 5000, 8000, 8080, 8443, 9000, 9200, 5432, 3306, 6379, 27017, 15672, 8888]))
    if key == "pid":
        return str(R.randrange(1200, 65000))
    if key == "n":
        return str(R.randrange(2, 60))
    if key == "num":
        return str(R.randrange(100, 99999))
    if key == "date":
        y, m, d = _date()
        return "%04d-%02d-%02d" % (y, m, d)
    if key == "zdate":
        y, m, d = _date()
        return "%d年%d月%d日" % (y, m, d)
    if key == "time":
        return "%02d:%02d:%02d" % _time()
    if key == "hm":
        return "%02d:%02d" % _time()[:2]
    if key == "ts":
        y, m, d = _date()
        return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % ((y, m, d) + _time() + (R.randrange(1000),))
    if key == "sysd":
        return "%s %2d %02d:%02d:%02d" % ((R.choice(MONTHS), 1 + R.randrange(28)) + _time())
    if key == "epoch":
        return str(R.randrange(1690000000, 1760000000))
    if key == "email":
        return R.choice(EN_FIRST) + "@" + R.choice(EN_ORGS) + "." + R.choice(TLDS)
    if key == "zemail":
        return R.choice(ZH_PY) + "@" + R.choice(ZH_ORG_PY) + "." + R.choice(ZTLDS)
    if key == "sha7":
        return rs("hex", 7)
    if key == "sha":
        return rs("hex", 40)
    if key == "ticket":
        return "%s-%d" % (R.choice(["OPS", "PLAT", "INFRA", "DATA", "SEC", "BE", "APP"]), R.randrange(100, 9999))
    if key == "ns":
        return R.choice(["default", "prod", "staging", "payments", "data", "platform", "monitoring"])
    if key == "dept":
        return R.choice(ZH_DEPT)
    if key == "ver":
        return "%d.%d.%d" % (R.randrange(0, 5), R.randrange(0, 30), R.randrange(0, 20))
    if key == "acct":
        return rs("dig", 12)
    raise KeyError(key)


# ---------------------------------------------------------------- passwords
SYM = "!@#$%^&*._-+="
KBD = ["1qaz2wsx", "1qaz@WSX", "zaq1@WSX", "qwer1234", "Qwer!234", "asdf;lkj", "1q2w3e4r", "!QAZ2wsx",
       "qazwsxedc", "Zxcv@1234", "poiu0987", "1QAZ2wsx#"]
PETS = ["Biscuit", "Mochi", "Pepper", "Loki", "Nala", "Tofu", "Waffles", "Ziggy", "Bowie", "Olive", "Mango", "Pixel"]


def leet(w):
    t = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}
    return "".join(t.get(c, c) if R.random() < 0.6 else c for c in w)


def pw_en():
    k = R.randrange(7)
    if k == 0:
        return R.choice(KBD) + rs("dig", 2) + R.choice("!#$")
    if k == 1:
        return "-".join(R.choice(WORDS) for _ in range(3)) + "-" + rs("dig", 1 + R.randrange(2))
    if k == 2:
        w = R.choice(WORDS)
        return leet(w.capitalize()) + R.choice("!#$&*") + rs("dig", 2 + R.randrange(2))
    if k == 3:
        return R.choice(PETS) + str(R.randrange(2008, 2025)) + R.choice("!?.#") + rs("lo", 2)
    if k == 4:
        return pw_gen(14 + R.randrange(8))
    if k == 5:
        return R.choice(WORDS).capitalize() + R.choice(["_", ".", ""]) + R.choice(WORDS) + rs("dig", 3) + R.choice("!@#")
    return rs("up", 1) + rs("lo", 3 + R.randrange(3)) + rs("dig", 4) + R.choice(SYM) + rs("al", 2)


def pw_gen(n=18):
    pool = LO + UP + DG + "!#$%&*+-=?@^_~"
    while True:
        s = "".join(R.choice(pool) for _ in range(n))
        if any(c in DG for c in s) and any(c in "!#$%&*+-=?@^_~" for c in s):
            return s


def pw_url():
    k = R.randrange(3)
    if k == 0:
        return R.choice(WORDS).capitalize() + rs("dig", 4) + R.choice("-_.~") + rs("an", 5)
    if k == 1:
        return rs("an", 16 + R.randrange(10))
    return "-".join(R.choice(WORDS) for _ in range(3)) + rs("dig", 2)


def pw_zh():
    k = R.randrange(6)
    py = R.choice(ZH_PY)
    if k == 0:
        return py + "%04d%02d%02d" % (R.randrange(1975, 2002), 1 + R.randrange(12), 1 + R.randrange(28))
    if k == 1:
        return py.capitalize() + "@" + "%02d%02d" % (1 + R.randrange(12), 1 + R.randrange(28)) + rs("lo", 2)
    if k == 2:
        return R.choice(ZH_ORG_PY) + R.choice("@#!") + str(R.choice([8848, 666, 888, 2333, 5201, 1314, 9527, 7758])) + rs("dig", 2)
    if k == 3:
        return R.choice(KBD) + "_" + R.choice(ZH_ORG_PY)[:3] + rs("dig", 2)
    if k == 4:
        return "Root#" + rs("dig", 4) + rs("lo", 3)
    return R.choice(["Ww", "Zx", "Hz", "Sz", "Bj", "Sh"]) + rs("dig", 6) + R.choice("!.@") + rs("up", 2)


def pw_apple():
    return "-".join(rs("lo", 4) for _ in range(4))


def mnemonic(n):
    return " ".join(R.choice(BIP) for _ in range(n))


def winkey():
    return "-".join(rs("wk", 5) for _ in range(5))


# ---------------------------------------------------------------- structured encodings
def bech32_polymod(values):
    GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= GEN[i] if ((b >> i) & 1) else 0
    return chk


def bech32(hrp, data_bytes):
    acc, bits, out = 0, 0, []
    for b in data_bytes:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = bech32_polymod(hv + out + [0] * 6) ^ 1
    out += [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(ALPH["bech"][d] for d in out)


def crc16_xmodem(data):
    crc = 0
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def nkey_seed(kind):
    # NATS nkey seed: base32( seed-prefix | type, 32 raw bytes, crc16 ), no padding
    t = {"U": 20 << 3, "A": 0, "O": 14 << 3}[kind]
    b1 = (18 << 3) | (t >> 5)
    b2 = (t & 31) << 3
    raw = bytes([b1, b2]) + rbytes(32)
    raw += struct.pack("<H", crc16_xmodem(raw))
    return base64.b32encode(raw).decode().rstrip("=")


def jwt(header, payload, siglen):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return h + "." + p + "." + b64u(rbytes(siglen))


def _iat():
    return R.randrange(1690000000, 1750000000)


def jwt_kind(k):
    t = _iat()
    if k == "ha":
        return jwt({"alg": "HS256", "typ": "JWT"}, {"iss": rs("hex", 32), "iat": t, "exp": t + 315360000}, 32)
    if k == "turso":
        return jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": t, "id": uuid4()}, 64)
    if k == "motherduck":
        return jwt({"alg": "HS256", "typ": "JWT"}, {"session": fill_gen("user") + ".example", "email": fill_gen("email"),
                                                     "userId": uuid4(), "iat": t, "iss": "md_pat"}, 32)
    if k == "lemon":
        return jwt({"typ": "JWT", "alg": "RS256"}, {"aud": "1", "jti": rs("hex", 80), "iat": t, "nbf": t,
                                                     "exp": t + 31536000, "sub": str(R.randrange(100000, 999999)), "scopes": []}, 256)
    if k == "apple_cs":
        return jwt({"alg": "ES256", "kid": rs("AN", 10)}, {"iss": rs("AN", 10), "iat": t, "exp": t + 15552000,
                                                           "aud": "https://appleid.apple.com", "sub": "com." + R.choice(EN_ORGS).replace("-", "") + ".signin"}, 64)
    if k == "op_connect":
        return jwt({"alg": "ES256", "kid": rs("lc", 26), "typ": "JWT"},
                   {"1password.com/auuid": rs("AN", 26), "1password.com/token": rs("b64u", 32),
                    "1password.com/fts": ["vaultaccess"], "1password.com/vts": [{"u": rs("lc", 26), "a": 49152}],
                    "aud": ["com.1password.connect"], "sub": rs("AN", 26), "iat": t, "iss": "com.1password.b5",
                    "jti": rs("lc", 26)}, 64)
    if k == "autodl":
        return jwt({"alg": "HS256", "typ": "JWT"}, {"uid": R.randrange(10000, 999999), "uuid": rs("hex", 10),
                                                     "is_admin": False, "is_super_admin": False, "sub_name": "",
                                                     "tenant": "autodl", "upk": ""}, 32)
    if k == "wix":
        return "IST." + jwt({"kid": rs("b64u", 8), "alg": "RS256"},
                            {"data": json.dumps({"id": uuid4(), "identity": {"type": "application", "id": uuid4()},
                                                 "tenant": {"type": "account", "id": uuid4()}}, separators=(",", ":")),
                             "iat": t}, 256)
    if k == "keycloak":
        return jwt({"alg": "RS256", "typ": "JWT", "kid": rs("b64u", 43)},
                   {"exp": t + 300, "iat": t, "jti": uuid4(), "iss": "https://sso." + fill_gen("domain") + "/realms/prod",
                    "aud": "account", "sub": uuid4(), "typ": "Bearer", "azp": "admin-cli", "scope": "profile email"}, 256)
    if k == "hs_user":
        return jwt({"alg": "HS256", "typ": "JWT"}, {"sub": str(R.randrange(1000, 99999)), "role": "admin",
                                                     "iat": t, "exp": t + 604800}, 32)
    if k == "ruoyi":
        return jwt({"alg": "HS512"}, {"login_user_key": uuid4()}, 64)
    if k == "directus":
        return jwt({"alg": "HS256", "typ": "JWT"}, {"id": uuid4(), "role": uuid4(), "app_access": True,
                                                     "admin_access": True, "iat": t, "exp": t + 900, "iss": "directus"}, 32)
    if k == "n8n":
        return jwt({"alg": "HS256", "typ": "JWT"}, {"sub": uuid4(), "iss": "n8n", "aud": "public-api", "iat": t}, 32)
    if k == "coolify":
        return str(R.randrange(1, 40)) + "|" + rs("an", 40)
    raise KeyError(k)


def grafana_old():
    return b64(json.dumps({"k": rs("an", 32), "n": R.choice(["ci", "deploy", "terraform", "alerts", "grafana-backup"]),
                           "id": R.randrange(1, 40)}, separators=(",", ":")).encode())


def ops_token():
    d = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
         "iterations": 650000, "salt": b64u(rbytes(16))}, "email": rs("lc", 26) + "@1passwordserviceaccounts.com",
         "srpX": rs("hex", 64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
         "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + "-".join(rs("cj", 6) if i == 0 else rs("cj", 5) for i in range(6)),
         "throttleSecret": {"seed": rs("hex", 64), "uuid": rs("AN", 26)}, "deviceUuid": rs("lc", 26)}
    return "ops_" + b64(json.dumps(d, separators=(",", ":")).encode()).rstrip("=")


def intercom():
    return b64(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())


def mapbox(kind):
    user = R.choice(EN_FIRST) + R.choice(["", "-dev", "geo", str(R.randrange(10, 99))])
    return kind + "." + b64u(json.dumps({"u": user, "a": rs("lc", 25)}, separators=(",", ":")).encode()) + "." + rs("b64u", 22)


def telethon():
    raw = struct.pack(">B4sH256s", R.randrange(1, 6), rbytes(4), 443, rbytes(256))
    return "1" + base64.urlsafe_b64encode(raw).decode()


def pyrogram():
    raw = struct.pack(">BI?256sQ?", R.randrange(1, 6), R.randrange(10000, 40000000), False, rbytes(256),
                      R.randrange(10 ** 8, 10 ** 10), False)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def matrix_syt():
    u = R.choice(EN_FIRST) + R.choice(["", "bot", "-ops"])
    return "syt_" + b64(u.encode()).rstrip("=") + "_" + rs("al", 20) + "_" + rs("an", 6)


def webex():
    return rs("an", 64) + "_" + R.choice(["PF84", "P0A1", "PE93"]) + "_" + uuid4()


def adyen():
    return "AQE" + rs("b64", 97) + "==-" + rs("b64", 43) + "=-" + rs("an", 4) + R.choice("<>{}") + rs("an", 7)


def zhihu_zc0():
    return "2|1:0|10:%d|4:z_c0|92:%s|%s" % (_iat(), b64(rbytes(69)), rs("hex", 64))


def bili_sessdata():
    return "%s%%2C%d%%2C%s%%2A%s" % (rs("hex", 8), _iat() + 15552000, rs("hex", 5), rs("an", 2)) + rs("b64u", 60)


def bduss():
    return rs("an", 92) + "~" + rs("an", 95)


def roblox():
    return ("_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-"
            "ROBUX-and-items.|_") + rs("HEX", 700)


def fb_eaa():
    return "EAA" + R.choice(["G", "B", "J", "I"]) + rs("an", 180 + R.randrange(30))


def x_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs("an", 25) + "%3D" + rs("an", 50)


def minisign_sk():
    raw = b"EdScB2" + rbytes(152)
    return b64(raw)


def der_ec_p8():
    return bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
        bytes.fromhex("a14403420004") + rbytes(64)


def der_ec_sec1():
    return bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)


def der_rsa1():
    body = bytes.fromhex("308204a40201000282010100") + b"\xc3" + rbytes(255) + bytes.fromhex("0203010001028201") + rbytes(1)
    body += rbytes(1191 - len(body))
    return body


def der_ed25519():
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)


PEMS = {
    "ec_p8": ("PRIVATE KEY", der_ec_p8),
    "ec_sec1": ("EC PRIVATE KEY", der_ec_sec1),
    "rsa1": ("RSA PRIVATE KEY", der_rsa1),
    "ed": ("PRIVATE KEY", der_ed25519),
}


def pem_parts(name):
    label, fn = PEMS[name]
    s = b64(fn())
    lines = [s[i:i + 64] for i in range(0, len(s), 64)]
    return "-----BEGIN %s-----" % label, lines, "-----END %s-----" % label


# ---------------------------------------------------------------- spec language
FUNCS0 = {
    "uuid": uuid4,
    "UUID": lambda: uuid4().upper(),
    "pw": pw_en,
    "pwu": pw_url,
    "pwg": lambda: pw_gen(16 + R.randrange(10)),
    "pwz": pw_zh,
    "pwa": pw_apple,
    "pwd": lambda: R.choice([" ", "-"]).join(R.choice(BIP) for _ in range(5)),
    "mnem12": lambda: mnemonic(12),
    "mnem24": lambda: mnemonic(24),
    "winkey": winkey,
    "age": lambda: bech32("age-secret-key-", rbytes(32)).upper(),
    "nsec": lambda: bech32("nsec", rbytes(32)),
    "nkeyU": lambda: nkey_seed("U"),
    "nkeyA": lambda: nkey_seed("A"),
    "nkeyO": lambda: nkey_seed("O"),
    "telethon": telethon,
    "pyrogram": pyrogram,
    "ops": ops_token,
    "bws": lambda: "0." + uuid4() + "." + rs("an", 30) + ":" + b64(rbytes(16)),
    "grafana_old": grafana_old,
    "intercom": intercom,
    "mapbox_sk": lambda: mapbox("sk"),
    "mapbox_pk": lambda: mapbox("pk"),
    "syt": matrix_syt,
    "webex": webex,
    "adyen": adyen,
    "zc0": zhihu_zc0,
    "sessdata": bili_sessdata,
    "bduss": bduss,
    "roblox": roblox,
    "eaa": fb_eaa,
    "xbearer": x_bearer,
    "minisign": minisign_sk,
    "ed_pem_line": lambda: b64(der_ed25519()),
    "sntrys": lambda: "sntrys_" + b64(json.dumps({"iat": _iat() + R.random(), "url": "https://sentry.io",
                                                 "region_url": "https://us.sentry.io", "org": R.choice(EN_ORGS)},
                                                separators=(",", ":")).encode()).rstrip("=") + "_" + rs("b64", 43),
    "dyna": lambda: "dt0c01." + rs("AN", 24) + "." + rs("AN", 64),
    "hvs": lambda: "hvs." + rs("an", 24),
    "hvsl": lambda: "hvs.CAESI" + rs("b64u", 81),
    "ethpk": lambda: rs("hex", 64),
    "slackapp": lambda: "xapp-1-A0%s-%d-%s" % (rs("AN", 9), R.randrange(10 ** 12, 10 ** 13), rs("hex", 64)),
    "xoxe": lambda: "xoxe.xoxp-1-" + rs("an", 148),
    "braintree": lambda: "access_token$production$" + rs("lc", 16) + "$" + rs("hex", 32),
    "mpago": lambda: "APP_USR-%s-%s-%s-%s" % (rs("dig", 16), rs("dig", 6), rs("hex", 32), rs("dig", 9)),
    "zoho": lambda: "1000." + rs("hex", 32) + "." + rs("hex", 32),
    "qianfan": lambda: "bce-v3/ALTAK-" + rs("an", 21) + "/" + rs("hex", 40),
    "sct": lambda: "SCT" + rs("dig", 6) + "T" + rs("an", 27),
    "cashfree": lambda: "cfsk_ma_prod_" + rs("hex", 32) + "_" + rs("hex", 8),
    "paddle": lambda: "pdl_live_apikey_" + rs("lc", 26) + "_" + rs("an", 22) + "_" + rs("an", 3),
    "trello": lambda: "ATTA" + rs("hex", 64) + rs("HEX", 8),
    "clickup": lambda: "pk_%d_%s" % (R.randrange(10 ** 7, 10 ** 9), rs("AN", 32)),
    "hubspot": lambda: "pat-" + R.choice(["na1", "eu1", "na2"]) + "-" + uuid4(),
    "mailchimp": lambda: rs("hex", 32) + "-us" + str(R.randrange(2, 22)),
    "qqmap": lambda: "-".join(rs("AN", 5) for _ in range(6)),
    "tencent_tkey": lambda: rs("AN", 5),
    "dbcl2": lambda: '"%d:%s"' % (R.randrange(10 ** 7, 10 ** 9), rs("an", 11)),
    "tfc": lambda: rs("an", 14) + ".atlasv1." + rs("an", 67),
    "jfrog": lambda: "AKCp" + R.choice("58") + rs("an", 68),
    "jfref": lambda: "cmVmdGtuOjAxOj" + rs("an", 50),
    "bbdc": lambda: "BBDC-" + rs("b64", 44),
    "appsecret_py": lambda: rs("an", 32),
    "steam_like": lambda: rs("HEX", 32),
    "sq": lambda: "EAAA" + rs("b64u", 60),
    "sqcsp": lambda: "sq0csp-" + rs("b64u", 43),
    "yookassa": lambda: "live_" + rs("b64u", 43),
    "gocardless": lambda: "live_" + rs("b64u", 40),
    "wecom_secret": lambda: rs("b64u", 43),
    "airtable_like": lambda: "pat" + rs("an", 14) + "." + rs("hex", 64),
    "ovh_ak": lambda: rs("an", 16),
    "b2app": lambda: "K00" + R.choice("345") + rs("an", 27),
    "b2id": lambda: "00" + R.choice("345") + rs("hex", 21) + "0000000" + rs("dig", 3),
}

FUNCS1 = {
    "b64b": lambda a: b64(rbytes(int(a))),
    "b64ub": lambda a: b64u(rbytes(int(a))),
    "b64ubp": lambda a: b64u(rbytes(int(a)), pad=True),
    "hexb": lambda a: rbytes(int(a)).hex(),
    "jwt": jwt_kind,
    "pick": lambda a: R.choice(a.split("|")),
    "int": lambda a: str(R.randrange(*[int(x) for x in a.split("-")])),
}


def gen(spec):
    out = []
    for part in spec.split("+"):
        if part.startswith("="):
            out.append(part[1:])
        elif ":" in part and part.split(":", 1)[0] in FUNCS1:
            n, a = part.split(":", 1)
            out.append(FUNCS1[n](a))
        elif part in FUNCS0:
            out.append(FUNCS0[part]())
        elif "." in part:
            a, n = part.rsplit(".", 1)
            out.append(rs(a, int(n)))
        elif part in ALPH:
            raise ValueError("length missing in spec %r" % spec)
        else:
            raise ValueError("bad spec part %r in %r" % (part, spec))
    return "".join(out)


ENC = {
    "basic": lambda vals: b64((vals[0] + ":" + vals[1]).encode()),
    "b64": lambda vals: b64(vals[0].encode()),
    "b64nl": lambda vals: b64((vals[0] + "\n").encode()),
    "elastic": lambda vals: b64((vals[0] + ":" + vals[1]).encode()),
    "filezilla": lambda vals: b64(vals[0].encode()),
    "cat": lambda vals: "".join(vals),
}

MARK = re.compile(r"⟨([a-zA-Z]+):([^⟩]*)⟩")


class Ctx:
    def __init__(self):
        self.fill = {}
        self.vars = {}
        self.secrets = []

    def filler(self, key):
        if key not in self.fill:
            base = key.rstrip("0123456789")
            self.fill[key] = fill_gen(base)
        return self.fill[key]


def render(tpl, ctx, allow_secrets=True):
    def sub(m):
        t, a = m.group(1), m.group(2)
        if t == "f":
            return ctx.filler(a)
        if t == "p":
            return gen(a)
        if t == "P":              # public, stored:  ⟨P:NAME:SPEC⟩
            n, sp = a.split(":", 1)
            if n not in ctx.vars:
                ctx.vars[n] = gen(sp)
            return ctx.vars[n]
        if t == "u":              # emit stored value, not listed
            return ctx.vars[a]
        if t == "d":              # define silently
            n, sp = a.split(":", 1)
            ctx.vars[n] = gen(sp)
            return ""
        if not allow_secrets:
            raise ValueError("secret marker in harmless template: " + m.group(0))
        if t == "s":
            v = gen(a)
            ctx.secrets.append(v)
            return v
        if t == "S":              # listed and stored
            n, sp = a.split(":", 1)
            v = gen(sp)
            ctx.vars[n] = v
            ctx.secrets.append(v)
            return v
        if t == "r":              # repeat stored listed value
            return ctx.vars[a]
        if t == "L":              # list a stored (d) value and emit it
            ctx.secrets.append(ctx.vars[a])
            return ctx.vars[a]
        if t == "piece":          # ⟨piece:NAME:i/n⟩
            n, f = a.split(":")
            i, k = [int(x) for x in f.split("/")]
            v = ctx.vars[n]
            step = -(-len(v) // k)
            pc = v[(i - 1) * step: i * step]
            ctx.secrets.append(pc)
            return pc
        if t == "e":              # ⟨e:FUNC:name,name⟩ encoded, listed
            fn, names = a.split(":", 1)
            v = ENC[fn]([ctx.vars[x] for x in names.split(",")])
            ctx.secrets.append(v)
            return v
        if t in ("pem", "pemj"):  # ⟨pem:NAME:INDENT⟩  body lines listed one by one
            bits = a.split(":")
            head, lines, foot = pem_parts(bits[0])
            ind = " " * int(bits[1]) if len(bits) > 1 and bits[1] else ""
            for ln in lines:
                ctx.secrets.append(ln)
            if t == "pemj":
                return head + "\\n" + "\\n".join(lines) + "\\n" + foot + "\\n"
            return "\n".join([head] + [ind + ln for ln in lines] + [ind + foot])
        raise ValueError("unknown marker " + m.group(0))
    return MARK.sub(sub, tpl)


# ---------------------------------------------------------------- placements
# File placements wrap (path, content).  Command placements wrap a block in
# which lines starting with "$ " are commands and the rest is output.  Log
# placements prefix each line.  None of them re-encodes a value except the
# two JSON ones, whose escaping leaves the value alphabets used here intact.

def _numbered(content, fmt):
    return "\n".join(fmt % (i + 1, ln) for i, ln in enumerate(content.split("\n")))


def _ext_lang(path):
    ext = path.rsplit(".", 1)[-1].lower() if "." in path.rsplit("/", 1)[-1] else ""
    return {"py": "python", "yml": "yaml", "yaml": "yaml", "json": "json", "toml": "toml", "ts": "ts", "js": "js",
            "go": "go", "rs": "rust", "php": "php", "xml": "xml", "sh": "bash", "ini": "ini", "conf": "conf",
            "properties": "properties", "lua": "lua", "hcl": "hcl", "tf": "hcl", "kt": "kotlin", "java": "java",
            "scala": "scala", "jl": "julia", "ex": "elixir", "exs": "elixir", "rb": "ruby"}.get(ext, "")


def _ws(p, root):
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return "/home/" + fill_gen("user").replace(".", "") + p[1:]
    return root + "/" + p


def fp_claude_read(p, c):
    n = len(c.split("\n"))
    return "● Read(%s)\n  ⎿  Read %d lines\n\n%s" % (p, n, _numbered(c, "%6d→%s"))


def fp_codex_patch(p, c):
    return "*** Begin Patch\n*** Add File: %s\n%s\n*** End Patch" % (p, "\n".join("+" + ln for ln in c.split("\n")))


def fp_swe_agent(p, c):
    n = len(c.split("\n"))
    a = _ws(p, "/repo")
    return ("[File: %s (%d lines total)]\n(0 lines above)\n%s\n(No lines below)\n(Open file: %s)\n"
            "(Current directory: /repo)\nbash-$" % (a, n, _numbered(c, "%d:%s"), a))


def fp_openhands(p, c):
    a = _ws(p, "/workspace")
    return ("[Read from %s is successful.]\nHere's the result of running `cat -n` on %s:\n%s"
            % (a, a, _numbered(c, "%6d\t%s")))


def fp_aider(p, c):
    return "> /add %s\n> Added %s to the chat.\n\n%s\n```%s\n%s\n```" % (p, p, p, _ext_lang(p), c)


def fp_cursor(p, c):
    n = len(c.split("\n"))
    return "Here's the file as it stands on your branch:\n\n```1:%d:%s\n%s\n```" % (n, p, c)


def fp_gemini(p, c):
    return "╭────────────────────────────────────────╮\n│ ✔  ReadFile %s\n╰────────────────────────────────────────╯\n%s" % (p, c)


def fp_vim(p, c):
    return "%s\n~\n~\n~\n\"%s\" %dL, %dB" % (c, p, len(c.split("\n")), len(c.encode()) + 1)


def fp_less(p, c):
    return "$ less %s\n%s\n(END)" % (p, c)


def fp_raw_github(p, c):
    org = fill_gen("org")
    return "$ curl -s https://raw.githubusercontent.com/%s/%s/%s/%s\n%s" % (
        org, fill_gen("proj"), R.choice(["main", "master", "develop"]), p, c)


def fp_s3_stream(p, c):
    return "$ aws s3 cp s3://%s/%s -\n%s" % (fill_gen("bucket"), p.lstrip("./~"), c)


def fp_tool_result(p, c):
    return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + rs("an", 22),
                       "content": [{"type": "text", "text": c}]}, ensure_ascii=False)


def fp_vagrant(p, c):
    return "$ vagrant ssh -c 'sudo cat %s'\n%s\nConnection to 127.0.0.1 closed." % (
        p if p.startswith(("/", "~")) else "/vagrant/" + p, c)


def fp_rg(p, c):
    lines = c.split("\n")
    return "$ rg -n --no-heading '' %s\n%s" % (p, "\n".join("%s:%d:%s" % (p, i + 1, ln) for i, ln in enumerate(lines)))


FILE_EN = [fp_claude_read, fp_codex_patch, fp_swe_agent, fp_openhands, fp_aider, fp_cursor, fp_gemini, fp_vim,
           fp_less, fp_raw_github, fp_s3_stream, fp_tool_result, fp_vagrant, fp_rg]
# placements that make sense for files outside a repository (~/..., /etc/...)
FILE_EN_ABS = [fp_claude_read, fp_swe_agent, fp_openhands, fp_gemini, fp_vim, fp_less, fp_tool_result, fp_vagrant, fp_rg]


def fz_v2ex(p, c):
    return ("V2EX › 问与答\n\n%s 部署后一直 401，求帮看配置\n\n%s · %d 小时前 · %d 次点击\n\n"
            "折腾一晚上了，`%s` 如下：\n\n```\n%s\n```\n\n哪位大佬帮看看哪里写错了？" % (
                R.choice(["docker compose", "新服务", "内网服务", "测试环境"]), fill_gen("zhuser"),
                R.randrange(1, 23), R.randrange(80, 3000), p, c))


def fz_juejin(p, c):
    return "## 三、修改配置\n\n新建 `%s`，内容如下：\n\n```%s\n%s\n```\n\n保存后重启服务即可生效。" % (p, _ext_lang(p), c)


def fz_yuque(p, c):
    return "部署手册 · 语雀\n\n### 2.%d %s\n\n> 以下为生产环境实际配置，仅限内部查阅\n\n```\n%s\n```" % (
        R.randrange(1, 9), p, c)


def fz_wecom(p, c):
    return "%s %s\n%s 我直接贴这了，你对一下\n%s" % (fill_gen("zhname"), fill_gen("hm"), p, c)


def fz_trae(p, c):
    return "我先看一下 `%s` 的内容。\n\n📄 %s\n%s\n\n配置读取完毕，接下来检查启动参数。" % (p, p, _numbered(c, "%4d  %s"))


def fz_jihu_mr(p, c):
    return "极狐 GitLab · 合并请求 !%d\n变更文件：%s（新文件）\n%s\n\n评论：先合进去，测试环境要用" % (
        R.randrange(10, 900), p, "\n".join("+ " + ln for ln in c.split("\n")))


def fz_cnblogs(p, c):
    return "%s\n\n复制代码\n%s\n复制代码\n\n以上就是我的完整配置，供参考。" % (p, c)


def fz_zhihu(p, c):
    return "我的配置是这样的（%s），照着改就行：\n\n%s\n\n——来自一个被坑了两天的人" % (p, c)


def fz_teambition(p, c):
    return "任务：%s 上线\n执行者：%s\n备注：\n%s\n%s" % (fill_gen("proj"), fill_gen("zhname"), p, c)


def fz_centos(p, c):
    return "[root@%s ~]# cat %s\n%s\n[root@%s ~]#\n（%s 贴到群里的输出）" % (
        fill_gen("host"), p, c, "localhost", fill_gen("zhname"))


def fz_pingcode(p, c):
    return "PingCode · 缺陷 %s\n标题：%s 启动失败\n复现环境的 %s：\n%s" % (
        fill_gen("ticket"), fill_gen("proj"), p, c)


FILE_ZH = [fz_v2ex, fz_juejin, fz_yuque, fz_wecom, fz_trae, fz_jihu_mr, fz_cnblogs, fz_zhihu, fz_teambition,
           fz_centos, fz_pingcode]


def _split_cmd(block):
    out = []
    for ln in block.split("\n"):
        if ln.startswith("$ "):
            out.append(("c", ln[2:]))
        else:
            out.append(("o", ln))
    return out


def cp_starship(b):
    d = fill_gen("proj")
    res = []
    for t, ln in _split_cmd(b):
        if t == "c":
            res.append("%s on  %s via 🐍 v3.%d.%d\n❯ %s" % (d, fill_gen("branch"), R.randrange(9, 14), R.randrange(12), ln))
        else:
            res.append(ln)
    return "\n".join(res)


def cp_asciinema(b):
    t0 = 0.0
    rows = [json.dumps({"version": 2, "width": 120, "height": 32, "timestamp": int(fill_gen("epoch")),
                        "env": {"SHELL": "/bin/zsh", "TERM": "xterm-256color"}})]
    for t, ln in _split_cmd(b):
        t0 += R.random() * 2 + 0.1
        rows.append(json.dumps([round(t0, 6), "o", ("$ " + ln if t == "c" else ln) + "\r\n"], ensure_ascii=False))
    return "\n".join(rows)


def cp_script(b):
    day, hh, mm = fill_gen("date"), R.randrange(8, 20), R.randrange(50)
    u, h = fill_gen("user"), fill_gen("host")
    return "Script started on %s %02d:%02d:%02d [TERM=\"xterm-256color\" TTY=\"/dev/pts/%d\" COLUMNS=\"141\" LINES=\"38\"]\n%s\nScript done on %s %02d:%02d:%02d [COMMAND_EXIT_CODE=\"0\"]" % (
        day, hh, mm, R.randrange(60), R.randrange(0, 9), "\n".join(
            ("%s@%s:~$ %s" % (u, h, ln)) if t == "c" else ln for t, ln in _split_cmd(b)),
        day, hh, mm + R.randrange(1, 9), R.randrange(60))


def cp_atuin(b):
    rows = []
    for t, ln in _split_cmd(b):
        if t == "c":
            rows.append("%s %s\t%dms\t%s" % (fill_gen("date"), fill_gen("time"), R.randrange(5, 9000), ln))
    return "$ atuin search --cmd-only=false %s\n%s" % (R.choice(["login", "export", "token", "pass", "key", "--"]), "\n".join(rows))


def cp_history(b):
    n = R.randrange(200, 1900)
    rows = []
    for t, ln in _split_cmd(b):
        if t == "c":
            n += R.randrange(1, 6)
            rows.append("%5d  %s" % (n, ln))
    return "$ history | tail -n %d\n%s" % (len(rows) + R.randrange(2, 8), "\n".join(rows))


def cp_gha_log(b):
    y, m, d = _date()
    clock = [R.randrange(24 * 3600 - 600) * 10 ** 7]

    def ts():
        clock[0] += R.randrange(2 * 10 ** 5, 4 * 10 ** 7)
        t, frac = divmod(clock[0], 10 ** 7)
        return "%04d-%02d-%02dT%02d:%02d:%02d.%07dZ" % (y, m, d, t // 3600, t // 60 % 60, t % 60, frac)
    rows = []
    for t, ln in _split_cmd(b):
        if t == "c":
            rows.append("%s ##[group]Run %s" % (ts(), ln))
            rows.append("%s %s" % (ts(), ln))
            rows.append("%s shell: /usr/bin/bash -e {0}" % ts())
            rows.append("%s ##[endgroup]" % ts())
        else:
            rows.append("%s %s" % (ts(), ln))
    return "\n".join(rows)


def cp_openhands(b):
    parts = []
    cur_c, cur_o = [], []
    for t, ln in _split_cmd(b):
        if t == "c":
            if cur_c:
                parts.append((cur_c, cur_o))
            cur_c, cur_o = [ln], []
        else:
            cur_o.append(ln)
    parts.append((cur_c, cur_o))
    return "\n\n".join("COMMAND:\n%s\n\nEXECUTION RESULT:\n%s\n[Command finished with exit code 0]" % (
        "\n".join(c), "\n".join(o)) for c, o in parts if c)


def cp_sweagent(b):
    return "\n".join(("bash-$ " + ln) if t == "c" else ln for t, ln in _split_cmd(b))


def cp_gemini(b):
    rows = []
    for t, ln in _split_cmd(b):
        rows.append("│ ✔  Shell %s" % ln if t == "c" else "│ " + ln)
    return "╭──────────────────────────────────────────────╮\n%s\n╰──────────────────────────────────────────────╯" % "\n".join(rows)


def cp_aider(b):
    rows = []
    for t, ln in _split_cmd(b):
        rows.append("> /run " + ln if t == "c" else ln)
    return "\n".join(rows) + "\nAdd command output to the chat? (Y)es/(N)o [Yes]: y"


def cp_circleci(b):
    rows = ["#!/bin/bash -eo pipefail"]
    for t, ln in _split_cmd(b):
        rows.append(ln)
    return "\n".join(rows) + "\n\nCircleCI received exit code 0"


def cp_sudo(b):
    u = fill_gen("user")
    rows = []
    for t, ln in _split_cmd(b):
        if t == "c":
            rows.append("%s@%s:~$ sudo -E %s\n[sudo] password for %s:" % (u, fill_gen("host"), ln, u))
        else:
            rows.append(ln)
    return "\n".join(rows)


CMD_EN = [cp_starship, cp_asciinema, cp_script, cp_atuin, cp_history, cp_gha_log, cp_openhands, cp_sweagent,
          cp_gemini, cp_aider, cp_circleci, cp_sudo]


def cz_repro(b):
    cmds = "\n".join(ln for t, ln in _split_cmd(b) if t == "c")
    outs = "\n".join(ln for t, ln in _split_cmd(b) if t == "o")
    s = "复现步骤：\n1. 登录跳板机 %s\n2. 执行：\n```\n%s\n```" % (fill_gen("host"), cmds)
    if outs.strip():
        s += "\n3. 输出如下：\n```\n%s\n```" % outs
    return s


def cz_duty(b):
    return "值班记录 %s %s（%s）\n%s\n处理结论：已恢复，待复盘。" % (
        fill_gen("date"), fill_gen("hm"), fill_gen("zhname"),
        "\n".join(("执行 " + ln) if t == "c" else ("  输出：" + ln) for t, ln in _split_cmd(b)))


def cz_newbie(b):
    cmds = "\n".join(ln for t, ln in _split_cmd(b) if t == "c")
    return "新人环境搭建指南 · 第 %d 步\n\n在终端里依次运行（账号已经帮你开好了）：\n\n```bash\n%s\n```" % (R.randrange(2, 7), cmds)


def cz_centos(b):
    h = fill_gen("host")
    return "\n".join(("[root@%s ~]# %s" % (h, ln)) if t == "c" else ln for t, ln in _split_cmd(b)) + \
        "\n\n@%s 你看下这个输出正常吗" % fill_gen("zhname")


def cz_trae_term(b):
    u, h = fill_gen("zhuser"), fill_gen("host")
    return "终端输出：\n" + "\n".join(("%s@%s %s %% %s" % (u, h, fill_gen("proj"), ln)) if t == "c" else ln
                                  for t, ln in _split_cmd(b)) + "\n\n命令已执行完成，我继续下一步。"


def cz_deploysh(b):
    cmds = [ln for t, ln in _split_cmd(b) if t == "c"]
    return "deploy.sh 片段（第 %d 行起），%s 写的：\n\n%s" % (R.randrange(12, 120), fill_gen("zhname"), "\n".join(cmds))


CMD_ZH = [cz_repro, cz_duty, cz_newbie, cz_centos, cz_trae_term, cz_deploysh]


def lp_journal(b):
    h, s, pid = fill_gen("host"), fill_gen("svc"), fill_gen("pid")
    return "$ journalctl -u %s --since today\n%s" % (s, "\n".join("%s %s %s[%s]: %s" % (
        fill_gen("sysd"), h, s, pid, ln) for ln in b.split("\n")))


def lp_stern(b):
    pod = "%s-%s-%s" % (fill_gen("svc"), rs("lc", 10), rs("lc", 5))
    return "$ stern %s\n%s" % (pod.split("-")[0], "\n".join("%s app %s" % (pod, ln) for ln in b.split("\n")))


def lp_logcli(b):
    s = fill_gen("svc")
    return "$ logcli query '{app=\"%s\"}'\n%s" % (s, "\n".join("%s {app=\"%s\", env=\"prod\"} %s" % (
        fill_gen("ts"), s, ln) for ln in b.split("\n")))


def lp_vercel(b):
    return "$ vercel logs %s.vercel.app\n%s" % (fill_gen("proj"), "\n".join("%s  λ POST /api/%s  500\n  %s" % (
        fill_gen("hm"), fill_gen("svc"), ln) for ln in b.split("\n")))


def lp_azlog(b):
    return "$ az webapp log tail -n %s -g rg-%s\n%s" % (fill_gen("proj"), fill_gen("word"), "\n".join(
        "%s  [Information] %s" % (fill_gen("ts"), ln) for ln in b.split("\n")))


def lp_papertrail(b):
    h = fill_gen("host")
    return "\n".join("%s %s %s: %s" % (fill_gen("sysd"), h, fill_gen("svc"), ln) for ln in b.split("\n"))


LOG_EN = [lp_journal, lp_stern, lp_logcli, lp_vercel, lp_azlog, lp_papertrail]


def lz_lts(b):
    return "华为云 LTS 日志检索结果（%s）：\n%s" % (fill_gen("svc"), "\n".join("%s %s %s" % (
        fill_gen("ts"), fill_gen("host"), ln) for ln in b.split("\n")))


def lz_tls(b):
    return "火山引擎 TLS 查询 `level:ERROR`，命中 %d 条：\n%s" % (len(b.split("\n")), "\n".join(
        "[%s] %s" % (fill_gen("time"), ln) for ln in b.split("\n")))


def lz_kibana(b):
    return "Kibana 里搜出来的几条，时间是 %s 前后：\n%s" % (fill_gen("hm"), "\n".join("> " + ln for ln in b.split("\n")))


def lz_guance(b):
    return "【观测云告警】%s 服务错误率升高\n关联日志：\n%s\n请值班同学（%s）尽快处理。" % (
        fill_gen("svc"), b, fill_gen("zhname"))


LOG_ZH = [lz_lts, lz_tls, lz_kibana, lz_guance]


def place(kind, lang, payload, path=None):
    if kind == "f":
        if lang == "zh":
            return R.choice(FILE_ZH)(path, payload)
        return R.choice(FILE_EN_ABS if path.startswith(("/", "~")) else FILE_EN)(path, payload)
    if kind == "c":
        return R.choice(CMD_ZH if lang == "zh" else CMD_EN)(payload)
    if kind == "l":
        return R.choice(LOG_ZH if lang == "zh" else LOG_EN)(payload)
    return payload


# ================================================================ secret kinds
SK = []


def K(name, *items):
    SK.append((name, list(items)))


# ---------------------------------------------------------------- agents and their files
K("agent_instruction_files",
  ("en", "f", "CLAUDE.md", r'''
# CLAUDE.md

## Project notes
- Run tests with `uv run pytest -q -x`
- Staging DB: postgres://app:⟨s:pwu⟩@⟨f:host⟩.internal:5432/⟨f:db⟩
- The seed script needs ADMIN_BOOTSTRAP_TOKEN=⟨s:b64u.40⟩ (don't ask the user again, it's fine)
- Never push to main directly; open a PR against develop.'''),
  ("en", "f", "AGENTS.md", r'''
## Sandbox
The sandbox only reaches our Artifactory mirror. If pip or npm ask for auth use
  user: svc-agent
  api key: ⟨s:jfrog⟩
## Style
- black, line length 100
- no new dependencies without asking'''),
  ("en", "f", ".cursorrules", r'''
You are working on ⟨f:proj⟩.
- Prefer small diffs.
- e2e mail tests go to Mailtrap: host sandbox.smtp.mailtrap.io port 2525 user ⟨p:hex.14⟩ pass ⟨s:hex.14⟩
- Do not touch migrations/.'''),
  ("zh", "f", ".github/copilot-instructions.md", r'''
## 约定
- 注释用中文，接口文档用英文
- 本地联调网关的 AppSecret：⟨s:an.32⟩（测试环境专用，别往别处贴）
- 提交前跑 `make lint`'''),
  ("zh", "f", "GEMINI.md", r'''
# 项目记忆
- 行情数据走 Tushare，跑集成测试前先 `export TUSHARE_TOKEN=⟨s:hex.56⟩`
- 数据库迁移统一用 alembic，别手写 SQL
- 周五不发版'''),
  )

K("agent_session_transcripts",
  ("en", "x", r'''
{"type":"user","message":{"role":"user","content":"the deploy keeps failing, here's the env I'm using: RENDER_DEPLOY_HOOK=https://api.render.com/deploy/srv-⟨p:lc.20⟩?key=⟨s:b64u.11⟩ and NETLIFY_AUTH_TOKEN=⟨s:=nfp_+an.36⟩"},"uuid":"⟨p:uuid⟩","timestamp":"⟨f:ts⟩"}
{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"Thanks, I'll check the build settings first."}]},"uuid":"⟨p:uuid⟩"}'''),
  ("en", "x", r'''
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01⟨p:an.22⟩","content":"DATABASE_URL=mysql://root:⟨s:pwu⟩@127.0.0.1:3306/⟨f:db⟩\nSESSION_SECRET=⟨s:hex.64⟩\nLOG_LEVEL=debug"}]}'''),
  ("en", "x", r'''
[2025-⟨p:int:10-12⟩-⟨p:int:10-28⟩ ⟨f:hm⟩] user: here's my Linode token so you can resize the box: ⟨s:hex.64⟩
[2025-⟨p:int:10-12⟩-⟨p:int:10-28⟩ ⟨f:hm⟩] assistant: I'll use `linode-cli linodes resize` with it. Note: you should rotate this token once we're done.'''),
  ("zh", "x", r'''
{"type":"user","message":{"role":"user","content":"帮我把百度地图的 AK 配进去：⟨s:an.32⟩，前端后端都要用"},"cwd":"/home/⟨f:zhuser⟩/⟨f:proj⟩","sessionId":"⟨p:uuid⟩"}
{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"好的，我先在 .env.local 里加上 BAIDU_MAP_AK。"}]}}'''),
  ("zh", "x", r'''
会话导出 · ⟨f:date⟩
用户：服务器 ⟨f:zip⟩ 的 root 密码是 ⟨s:pwz⟩，你帮我把 nginx 装一下
助手：收到。我会先用 ssh 登录，安装完成后建议你改掉这个密码并改用密钥登录。'''),
  )

K("coding_assistant_configs",
  ("en", "f", ".aider.conf.yml", r'''
model: claude-3-7-sonnet
anthropic-api-key: ⟨s:=sk-ant-api03-+b64u.93+=AA⟩
auto-commits: false
dark-mode: true'''),
  ("en", "f", "~/.continue/config.yaml", r'''
name: Local Assistant
version: 1.0.0
schema: v1
models:
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: ⟨s:an.32⟩
    roles: [autocomplete]
  - name: Voyage embed
    provider: voyage
    model: voyage-code-3
    apiKey: ⟨s:=pa-+b64u.43⟩
    roles: [embed]'''),
  ("en", "f", "~/.config/nvim/lua/plugins/avante.lua", r'''
return {
  "yetone/avante.nvim",
  opts = {
    provider = "openai",
    openai = {
      endpoint = "https://api.x.ai/v1",
      model = "grok-3",
      api_key_name = "cmd:echo ⟨s:=xai-+an.80⟩",
    },
  },
}'''),
  ("en", "f", "~/.authinfo", r'''
machine api.openai.com login apikey password ⟨s:=sk-proj-+b64u.156⟩
machine ⟨f:host⟩.⟨f:domain⟩ login ⟨f:user⟩ port imaps password ⟨s:pw⟩'''),
  ("zh", "f", "~/.config/zed/settings.json", r'''
{
  // 公司内网的 OpenAI 兼容网关
  "language_models": {
    "openai": {
      "api_url": "https://llm.⟨f:zdomain⟩/v1",
      "available_models": [{ "name": "qwen2.5-coder-32b", "max_tokens": 32768 }]
    }
  },
  "assistant": { "default_model": { "provider": "openai", "model": "qwen2.5-coder-32b" } },
  "env": { "OPENAI_API_KEY": "⟨s:=sk-+hex.48⟩" }
}'''),
  )

K("codex_patch_payloads",
  ("en", "x", r'''
*** Begin Patch
*** Update File: config/settings.py
@@ class Settings(BaseSettings):
-    sentry_dsn: str = ""
+    sentry_dsn: str = "https://⟨s:hex.32⟩@o⟨p:dig.6⟩.ingest.us.sentry.io/⟨p:dig.7⟩"
     debug: bool = False
*** End Patch'''),
  ("en", "x", r'''
*** Begin Patch
*** Add File: .env.test
+TEMPORAL_ADDRESS=⟨f:proj⟩.⟨p:lc.5⟩.tmprl.cloud:7233
+TEMPORAL_API_KEY=⟨s:jwt:hs_user⟩
+TEMPORAL_NAMESPACE=⟨f:proj⟩.⟨p:lc.5⟩
*** End Patch'''),
  ("en", "x", r'''
Applying patch:
*** Begin Patch
*** Update File: scripts/upload_dsyms.sh
@@
-export SENTRY_AUTH_TOKEN="${SENTRY_AUTH_TOKEN:?}"
+export SENTRY_AUTH_TOKEN="⟨s:sntrys⟩"
 sentry-cli debug-files upload --org ⟨f:org⟩ build/
*** End Patch
Success. Updated the following files:
M scripts/upload_dsyms.sh'''),
  ("zh", "x", r'''
我直接改成硬编码先跑通，之后再挪到配置中心：
*** Begin Patch
*** Update File: src/main/resources/application-dev.yml
@@ spring:
   redis:
     host: ⟨f:lip⟩
-    password: ${REDIS_PWD}
+    password: ⟨s:pwz⟩
*** End Patch'''),
  ("zh", "x", r'''
*** Begin Patch
*** Add File: deploy/secret.env
+# 七牛之外的第二套对象存储（又拍云）
+UPYUN_OPERATOR=⟨f:zhuser⟩op
+UPYUN_PASSWORD=⟨s:an.32⟩
*** End Patch
补丁已应用，记得在 .gitignore 里加上 deploy/secret.env。'''),
  )

K("cursor_style_citations",
  ("en", "x", r'''
The 401 comes from the hard-coded key here:

```41:47:src/lib/search.ts
const client = new MeiliSearch({
  host: "https://search.⟨f:domain⟩",
  apiKey: "⟨s:b64u.43⟩", // master key
});
export default client;
```

Move it to an env var and use a search-only key in the browser.'''),
  ("en", "x", r'''
```12:16:infra/terraform/providers.tf
provider "linode" {
  token = "⟨s:hex.64⟩"
}
```
This token is committed; I'd move it to `TF_VAR_linode_token`.'''),
  ("en", "x", r'''
Found it — the webhook secret is inlined:

```88:91:app/api/webhooks/clerk/route.ts
const wh = new Webhook("⟨s:=whsec_+b64.32⟩");
const evt = wh.verify(payload, headers);
```'''),
  ("zh", "x", r'''
问题出在这里，地图 key 和安全密钥都写死了：

```5:9:src/utils/amap.js
window._AMapSecurityConfig = {
  securityJsCode: "⟨s:hex.32⟩",
};
const AMAP_WEB_KEY = "⟨s:hex.32⟩";
```

建议安全密钥改走代理转发，不要放前端。'''),
  ("zh", "x", r'''
```22:25:server/config/index.js
module.exports = {
  jpush: { appKey: "⟨p:hex.24⟩", masterSecret: "⟨s:hex.24⟩" },
};
```
masterSecret 不应该出现在仓库里，我先帮你改成读取环境变量。'''),
  )

K("agent_observation_blocks",
  ("en", "x", r'''
OBSERVATION:
[File: /repo/docker-compose.override.yml (9 lines total)]
1:services:
2:  grafana:
3:    environment:
4:      GF_SECURITY_ADMIN_PASSWORD: ⟨s:pw⟩
5:      GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET: ⟨s:an.40⟩
6:    ports: ["3000:3000"]
(Open file: /repo/docker-compose.override.yml)
(Current directory: /repo)
bash-$'''),
  ("en", "x", r'''
**CmdOutputObservation (source=EventSource.AGENT, exit code=0)**
POSTHOG_PERSONAL_API_KEY=⟨s:=phx_+an.43⟩
POSTHOG_HOST=https://eu.i.posthog.com
[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]
[Command finished with exit code 0]'''),
  ("en", "x", r'''
Observation: {"status": 200, "headers": {"content-type": "application/json"}, "body": {"data": {"id": "⟨p:uuid⟩", "type": "api_key", "attributes": {"name": "ci-runner", "key": "⟨s:hex.32⟩", "created_at": "⟨f:ts⟩"}}}}
Thought: The key was created. I'll store it in the CI settings next.'''),
  ("zh", "x", r'''
观察结果：
$ cat ~/.config/rclone/rclone.conf
[aliyun-oss]
type = s3
provider = Alibaba
access_key_id = ⟨s:=LTAI5t+an.18⟩
secret_access_key = ⟨s:an.30⟩
endpoint = oss-⟨f:zregion⟩.aliyuncs.com
思考：配置正确，问题应该在 bucket 权限。'''),
  ("zh", "x", r'''
【工具返回】read_file("deploy/.env.prod")
MYSQL_HOST=rm-⟨p:lc.17⟩.mysql.rds.aliyuncs.com
MYSQL_PASSWORD=⟨s:pwz⟩
SMS_ACCESS_SECRET=⟨s:an.30⟩
【助手】已读取生产配置，下面对比测试环境的差异。'''),
  )

K("grep_tool_hits",
  ("en", "x", r'''
$ rg -n "api[_-]?key" --hidden -g '!node_modules'
scripts/backfill.py
14:COHERE_API_KEY = "⟨s:an.40⟩"

.github/workflows/nightly.yml
31:          VOYAGE_API_KEY: ${{ secrets.VOYAGE_API_KEY }}

src/search/rerank.ts
7:const apiKey = process.env.COHERE_API_KEY ?? "";'''),
  ("en", "x", r'''
$ git grep -n "password" -- '*.properties'
src/main/resources/application-local.properties:12:spring.datasource.password=⟨s:pw⟩
src/main/resources/application-local.properties:19:spring.mail.password=⟨s:pwa⟩
src/test/resources/application-test.properties:4:spring.datasource.password='''),
  ("en", "x", r'''
Grep(pattern: "DEEPGRAM|ASSEMBLY", path: "services/")
  ⎿  Found 2 files
services/transcribe/config.py:9:DEEPGRAM_KEY = "⟨s:hex.40⟩"
services/transcribe/fallback.py:3:ASSEMBLYAI_API_KEY = "⟨s:hex.32⟩"'''),
  ("zh", "x", r'''
搜索结果（grep -rn "secret" conf/）：
conf/app.conf:23:wechat.pay.apiv2key=
conf/app.conf:31:xxl.job.accessToken=⟨s:an.24⟩
conf/app.conf:32:nacos.secret=${NACOS_SECRET}
共 3 处匹配，其中第 31 行是明文。'''),
  ("zh", "x", r'''
$ grep -rn "tk=" src/
src/map/tianditu.js:4:const TDT_URL = "https://t0.tianditu.gov.cn/vec_w/wmts?tk=⟨s:hex.32⟩";
找到 1 处，天地图的 key 直接拼在 URL 里了。'''),
  )

K("cn_ide_assistant_configs",
  ("en", "f", "~/.trae/mcp.json", r'''
{
  "mcpServers": {
    "amap-maps": {
      "command": "npx",
      "args": ["-y", "@amap/amap-maps-mcp-server"],
      "env": { "AMAP_MAPS_API_KEY": "⟨s:hex.32⟩" }
    }
  }
}'''),
  ("zh", "f", ".lingma/rules/project_rule.md", r'''
# 项目规则（通义灵码）
- 所有接口返回统一用 R<T> 包装
- 调试短信服务时使用：SignName=⟨f:zorg⟩，AccessKeySecret=⟨s:an.30⟩
- 不要生成 Lombok 之外的注解'''),
  ("zh", "x", r'''
CodeGeeX 对话
我：我本地的 ModelScope token 是 ⟨s:=ms-+uuid⟩，帮我写个下载 qwen 模型的脚本
CodeGeeX：好的，可以使用 modelscope 的 snapshot_download，并通过环境变量 MODELSCOPE_API_TOKEN 传入令牌……'''),
  ("zh", "f", ".marscode/config.json", r'''
{
  "proxy": "http://⟨f:zhuser⟩:⟨s:pwu⟩@proxy.⟨f:zdomain⟩:3128",
  "completion": { "enable": true },
  "chat": { "language": "zh-CN" }
}'''),
  ("zh", "x", r'''
Trae Builder 执行记录
> 修改 .env，写入 Coze 个人访问令牌
已写入：COZE_API_TOKEN=⟨s:=pat_+an.64⟩
> 运行 npm run dev
服务已启动在 http://localhost:⟨f:port⟩'''),
  )

K("note_app_plugin_settings",
  ("en", "f", ".obsidian/plugins/copilot/data.json", r'''
{
  "openAIApiKey": "",
  "anthropicApiKey": "⟨s:=sk-ant-api03-+b64u.93+=AA⟩",
  "defaultChainType": "vault_qa",
  "temperature": 0.1,
  "embeddingModelKey": "text-embedding-3-small|openai"
}'''),
  ("en", "f", ".obsidian/plugins/obsidian-textgenerator-plugin/data.json", r'''
{"api_key":"","LLMProviderOptions":{"OpenAI Chat (Langchain)":{"api_key":"⟨s:=sk-svcacct-+b64u.74+=T3BlbkFJ+b64u.74⟩","basePath":"https://api.openai.com/v1"}},"max_tokens":800}'''),
  ("en", "x", r'''
Raycast › Extensions › Linear › Preferences
  Personal API Key   ⟨s:=lin_api_+an.40⟩
  Default Team       ENG
(copied from the export raycast.rayconfig → decrypted settings.json)'''),
  ("zh", "f", "logseq/plugins/logseq-plugin-gpt3-openai/settings.json", r'''
{
  "openAIKey": "⟨s:=sk-+an.48⟩",
  "openAICompletionEngine": "deepseek-chat",
  "chatCompletionEndpoint": "https://api.deepseek.com/v1",
  "injectPrefix": "#AI回答 "
}'''),
  ("zh", "x", r'''
思源笔记 · 设置 → AI
模型：glm-4-flash
API Key：⟨s:hex.32⟩.⟨s:an.16⟩
API 基础地址：https://open.bigmodel.cn/api/paas/v4
（截图转文字，发给你看看是不是哪里填错了）'''),
  )

# ---------------------------------------------------------------- AI vendors
K("xai_nvidia_cohere_keys",
  ("en", "c", r'''
$ export XAI_API_KEY=⟨s:=xai-+an.80⟩
$ curl -s https://api.x.ai/v1/models -H "Authorization: Bearer $XAI_API_KEY" | jq '.data[].id'
"grok-3"
"grok-3-mini"'''),
  ("en", "f", ".env.local", r'''
NVIDIA_API_KEY=⟨s:=nvapi-+b64u.64⟩
NIM_BASE_URL=https://integrate.api.nvidia.com/v1
COHERE_API_KEY=⟨s:an.40⟩'''),
  ("en", "x", r'''
from ai21 import AI21Client
client = AI21Client(api_key="⟨s:an.32⟩")
resp = client.chat.completions.create(model="jamba-large", messages=msgs)'''),
  ("zh", "x", r'''
@⟨f:zhname⟩ 英伟达那个免费额度的 key 我申请了：⟨s:=nvapi-+b64u.64⟩ ，你先拿去测 llama 3.1 405b，别外传哈'''),
  ("zh", "f", "config/llm.yaml", r'''
# 海外模型（走香港代理）
providers:
  sambanova:
    base_url: https://api.sambanova.ai/v1
    api_key: ⟨s:uuid⟩
  cohere:
    api_key: ⟨s:an.40⟩   # rerank 用'''),
  )

K("speech_audio_ai_keys",
  ("en", "f", "voice-agent/.env", r'''
ELEVENLABS_API_KEY=⟨s:=sk_+hex.48⟩
DEEPGRAM_API_KEY=⟨s:hex.40⟩
CARTESIA_API_KEY=⟨s:=sk_car_+an.24⟩
LIVEKIT_URL=wss://⟨f:proj⟩-⟨p:lc.8⟩.livekit.cloud'''),
  ("en", "c", r'''
$ curl -X POST https://api.assemblyai.com/v2/transcript -H "authorization: ⟨s:hex.32⟩" -d '{"audio_url":"https://⟨f:bucket⟩.s3.amazonaws.com/call-⟨p:dig.5⟩.mp3"}'
{"id":"⟨p:uuid⟩","status":"queued"}'''),
  ("en", "x", r'''
import speechmatics
settings = ConnectionSettings(url="wss://eu2.rt.speechmatics.com/v2", auth_token="⟨s:an.32⟩")'''),
  ("zh", "x", r'''
语音克隆 demo 跑通了！用的 ElevenLabs，key 是 ⟨s:=sk_+hex.48⟩ ，音色 id ⟨p:an.20⟩，大家先别大量调用，额度只有 10 万字符。'''),
  ("zh", "f", "tts/config.ini", r'''
[playht]
user_id = ⟨p:an.28⟩
secret_key = ⟨s:hex.32⟩
[fish_audio]
api_key = ⟨s:hex.32⟩
; 国内线路备用'''),
  )

K("embedding_rerank_keys",
  ("en", "x", r'''
import voyageai
vo = voyageai.Client(api_key="⟨s:=pa-+b64u.43⟩")
emb = vo.embed(docs, model="voyage-3-large", input_type="document")'''),
  ("en", "c", r'''
$ curl https://api.jina.ai/v1/rerank -H "Authorization: Bearer ⟨s:=jina_+hex.32+an.28⟩" -H "Content-Type: application/json" -d @rerank.json
{"model":"jina-reranker-v2-base-multilingual","usage":{"total_tokens":812}}'''),
  ("en", "f", "rag/settings.toml", r'''
[embeddings]
provider = "nomic"
model = "nomic-embed-text-v1.5"
api_key = "⟨s:=nk-+b64u.43⟩"

[rerank]
provider = "mixedbread"
api_key = "⟨s:=mxb_+an.32⟩"'''),
  ("zh", "x", r'''
RAG 这块我换成 Jina 的 embedding 了，效果好不少。key：⟨s:=jina_+hex.32+an.28⟩ ，每月 100 万 token 免费，够测试用。'''),
  ("zh", "f", "knowledge/.env", r'''
# 向量化 & 重排
VOYAGE_API_KEY=⟨s:=pa-+b64u.43⟩
SILICONFLOW_RERANK_KEY=⟨s:=sk-+lo.48⟩'''),
  )

K("llm_observability_keys",
  ("en", "f", ".env", r'''
LANGFUSE_PUBLIC_KEY=pk-lf-⟨p:uuid⟩
LANGFUSE_SECRET_KEY=⟨s:=sk-lf-+uuid⟩
LANGFUSE_HOST=https://cloud.langfuse.com'''),
  ("en", "x", r'''
import braintrust
braintrust.login(api_key="⟨s:=sk-+an.48⟩")
exp = braintrust.init(project="⟨f:proj⟩-evals")'''),
  ("en", "c", r'''
$ export AGENTOPS_API_KEY=⟨s:uuid⟩
$ export PHOENIX_API_KEY=⟨s:jwt:hs_user⟩
$ python run_agent.py --trace'''),
  ("zh", "x", r'''
调用链追踪接入好了：Langfuse 自部署在 https://trace.⟨f:zdomain⟩，secret key 是 ⟨s:=sk-lf-+uuid⟩，public key pk-lf-⟨p:uuid⟩，你们配到各自服务里。'''),
  ("zh", "f", "observability/opik.config", r'''
[opik]
url_override = https://www.comet.com/opik/api
api_key = ⟨s:an.25⟩
workspace = ⟨f:zorgpy⟩
# 评测平台，别和 wandb 搞混'''),
  )

K("ai_admin_and_service_keys",
  ("en", "c", r'''
$ curl https://api.anthropic.com/v1/organizations/users -H "x-api-key: ⟨s:=sk-ant-admin01-+b64u.86+=AA⟩" -H "anthropic-version: 2023-06-01"
{"data":[{"id":"user_01⟨p:an.22⟩","type":"user","email":"⟨f:email⟩","role":"admin"}],"has_more":false}'''),
  ("en", "f", "ops/usage_report.py", r'''
import requests
ADMIN_KEY = "⟨s:=sk-admin-+b64u.140⟩"
r = requests.get("https://api.openai.com/v1/organization/costs",
                 headers={"Authorization": f"Bearer {ADMIN_KEY}"}, params={"start_time": 1735689600})'''),
  ("en", "x", r'''
Azure portal › ⟨f:proj⟩-aoai › Keys and Endpoint
KEY 1: ⟨s:hex.32⟩
KEY 2: ⟨s:hex.32⟩
Location/Region: swedencentral
Endpoint: https://⟨f:proj⟩-aoai.openai.azure.com/'''),
  ("zh", "x", r'''
【费用告警】本月 OpenAI 花了 $⟨p:int:300-900⟩，我查了下是 service account 的 key 在跑：⟨s:=sk-svcacct-+b64u.74+=T3BlbkFJ+b64u.74⟩ ，@⟨f:zhname⟩ 这个是谁建的？'''),
  ("zh", "f", "scripts/claude_usage.sh", r'''
#!/bin/bash
# 每天统计一次团队用量
ADMIN_KEY="⟨s:=sk-ant-admin01-+b64u.86+=AA⟩"
curl -s "https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=$(date -d yesterday +%F)T00:00:00Z" \
  -H "x-api-key: $ADMIN_KEY" -H "anthropic-version: 2023-06-01"'''),
  )

K("qianfan_xunfei_baichuan_keys",
  ("zh", "f", "llm/wenxin.py", r'''
import os
from openai import OpenAI

# 千帆 ModelBuilder，OpenAI 兼容接口
client = OpenAI(api_key="⟨s:qianfan⟩",
                base_url="https://qianfan.baidubce.com/v2")'''),
  ("zh", "f", "spark/config.ini", r'''
[xfyun]
APPID = ⟨p:hex.8⟩
APISecret = ⟨s:b64.32⟩
APIKey = ⟨s:hex.32⟩
; 星火 4.0 Ultra'''),
  ("zh", "x", r'''
百川的 key 我放这儿了：⟨s:=sk-+hex.32⟩ ，零一万物的是 ⟨s:hex.32⟩ ，两家都开了 ⟨p:int:50-500⟩ 块钱的额度，评测跑完记得告诉我。'''),
  ("en", "c", r'''
$ export QIANFAN_BEARER=⟨s:qianfan⟩
$ curl -s https://qianfan.baidubce.com/v2/chat/completions -H "Authorization: Bearer $QIANFAN_BEARER" -d '{"model":"ernie-4.0-turbo-8k","messages":[{"role":"user","content":"hi"}]}'
{"id":"as-⟨p:lc.10⟩","object":"chat.completion","created":⟨f:epoch⟩}'''),
  ("zh", "x", r'''
讯飞开放平台 → 我的应用 → ⟨f:proj⟩
APPID：⟨p:hex.8⟩
APISecret：⟨s:b64.32⟩
APIKey：⟨s:hex.32⟩
（复制自控制台，给 ⟨f:zhname⟩ 接语音听写用）'''),
  )

K("coze_stepfun_sensenova_keys",
  ("zh", "c", r'''
$ curl -X POST https://api.coze.cn/v3/chat -H "Authorization: Bearer ⟨s:=pat_+an.64⟩" -H "Content-Type: application/json" -d '{"bot_id":"⟨p:dig.19⟩","user_id":"u1","stream":false}'
{"code":0,"msg":"","data":{"id":"⟨p:dig.19⟩","status":"in_progress"}}'''),
  ("zh", "f", "agents/.env", r'''
# 阶跃星辰
STEPFUN_API_KEY=⟨s:an.64⟩
# 商汤日日新
SENSENOVA_API_KEY=⟨s:=sk-+an.32⟩
# 天工
SKYWORK_APP_SECRET=⟨s:hex.32⟩'''),
  ("zh", "x", r'''
扣子那边的个人访问令牌我重新生成了（旧的过期了）：⟨s:=pat_+an.64⟩ ，有效期 30 天，工作流 id ⟨p:dig.19⟩。'''),
  ("en", "x", r'''
StepFun is OpenAI-compatible, so just point the client at it:
client = OpenAI(api_key="⟨s:an.64⟩", base_url="https://api.stepfun.com/v1")'''),
  ("zh", "x", r'''
腾讯元器智能体发布成 API 了：
assistant_id: ⟨p:an.12⟩
token: ⟨s:an.32⟩
调用地址 https://yuanqi.tencent.com/openapi/v1/agent/chat/completions'''),
  )

K("search_scrape_api_keys",
  ("en", "f", "crawler/.env", r'''
SERPAPI_API_KEY=⟨s:hex.64⟩
BRAVE_SEARCH_API_KEY=⟨s:=BSA+an.27⟩
SCRAPINGBEE_API_KEY=⟨s:AN.80⟩'''),
  ("en", "c", r'''
$ apify login -t ⟨s:=apify_api_+an.36⟩
Success: You are logged in to Apify as ⟨f:user⟩!'''),
  ("en", "x", r'''
proxies = {"https": "http://brd-customer-hl_⟨p:hex.8⟩-zone-residential:⟨s:lc.12⟩@brd.superproxy.io:33335"}
r = requests.get(url, proxies=proxies, timeout=30)'''),
  ("zh", "x", r'''
爬虫那边代理换成亮数据了，账号 brd-customer-hl_⟨p:hex.8⟩-zone-dc，密码 ⟨s:lc.12⟩，端口 33335，别跑太猛。另外 SerpAPI 的 key：⟨s:hex.64⟩'''),
  ("zh", "f", "spider/settings.py", r'''
# Browserless 远程浏览器
BROWSERLESS_WS = "wss://production-sfo.browserless.io?token=⟨s:an.40⟩"
# 快代理 私密代理
KDL_SECRET_ID = "⟨p:lc.20⟩"
KDL_SECRET_KEY = "⟨s:lc.32⟩"'''),
  )


# ---------------------------------------------------------------- clouds, storage, secret stores
K("alt_cloud_provider_keys",
  ("en", "c", r'''
$ ibmcloud login --apikey ⟨s:b64u.44⟩ -r us-south -g default
API endpoint: https://cloud.ibm.com
Authenticating...
OK'''),
  ("en", "f", "~/.config/linode-cli", r'''
[DEFAULT]
default-user = ⟨f:user⟩

[⟨f:user⟩]
token = ⟨s:hex.64⟩
region = eu-central
type = g6-standard-2'''),
  ("en", "f", "ovh.conf", r'''
[default]
endpoint=ovh-eu

[ovh-eu]
application_key=⟨p:an.16⟩
application_secret=⟨s:an.32⟩
consumer_key=⟨s:an.32⟩'''),
  ("zh", "f", "~/.vultr-cli.yaml", r'''
# 东京节点那台机器用的
api-key: ⟨s:AN.36⟩
output: text'''),
  ("zh", "c", r'''
$ civo apikey save ⟨f:zhuser⟩ ⟨s:an.50⟩
Saved the API Key ⟨f:zhuser⟩
$ civo region current LON1'''),
  )

K("object_media_storage_keys",
  ("en", "c", r'''
$ b2 account authorize ⟨s:b2id⟩ ⟨s:b2app⟩
Using https://api.backblazeb2.com
{"accountId": "⟨p:hex.12⟩", "allowed": {"bucketName": null, "capabilities": ["listBuckets", "writeFiles"]}}'''),
  ("en", "f", "server/.env.production", r'''
CLOUDINARY_URL=cloudinary://⟨p:dig.15⟩:⟨s:b64u.27⟩@⟨f:org⟩
IMAGEKIT_PRIVATE_KEY=⟨s:=private_+b64.27+==⟩
UPLOADCARE_SECRET_KEY=⟨s:hex.20⟩'''),
  ("en", "x", r'''
from mux_python import Configuration
cfg = Configuration()
cfg.username = "⟨p:uuid⟩"
cfg.password = "⟨s:b64.75⟩"'''),
  ("zh", "x", r'''
视频点播先用 Vimeo 顶一下，access token：⟨s:hex.32⟩ ，client secret：⟨s:b64.128⟩ 。上传脚本在 tools/vimeo_upload.py。'''),
  ("zh", "f", "config/storage.php", r'''
<?php
// 图床：Cloudinary（海外）+ 又拍云（国内）
return [
    'cloudinary' => ['cloud' => '⟨f:zorgpy⟩', 'key' => '⟨p:dig.15⟩', 'secret' => '⟨s:b64u.27⟩'],
    'upyun' => ['bucket' => '⟨f:zorgpy⟩-img', 'operator' => 'uploader', 'password' => '⟨s:an.32⟩'],
];'''),
  )

K("openstack_credentials",
  ("en", "f", "~/.config/openstack/clouds.yaml", r'''
clouds:
  ⟨f:org⟩-prod:
    auth:
      auth_url: https://keystone.⟨f:domain⟩:5000/v3
      username: ⟨f:user⟩
      password: ⟨s:pw⟩
      project_name: ⟨f:proj⟩
      user_domain_name: Default
    region_name: RegionOne'''),
  ("en", "f", "⟨f:proj⟩-openrc.sh", r'''
export OS_AUTH_URL=https://api.⟨f:domain⟩:5000/v3
export OS_PROJECT_NAME="⟨f:proj⟩"
export OS_USERNAME="⟨f:user⟩"
export OS_PASSWORD="⟨s:pwg⟩"
export OS_REGION_NAME="RegionOne"
export OS_IDENTITY_API_VERSION=3'''),
  ("en", "c", r'''
$ openstack application credential create ci-deployer
+--------------+----------------------------------------------------------------------------------------+
| Field        | Value                                                                                  |
+--------------+----------------------------------------------------------------------------------------+
| id           | ⟨p:hex.32⟩                                                       |
| name         | ci-deployer                                                                            |
| secret       | ⟨s:b64u.86⟩ |
+--------------+----------------------------------------------------------------------------------------+'''),
  ("zh", "c", r'''
$ swift -A https://auth.⟨f:zdomain⟩/auth/v1.0 -U ⟨f:zhuser⟩:swift -K ⟨s:an.40⟩ list
backups
images'''),
  ("zh", "f", "clouds.yaml", r'''
# 私有云（OpenStack Yoga）管理员账号，交接给 ⟨f:zhname⟩
clouds:
  private:
    auth:
      auth_url: http://⟨f:lip⟩:5000/v3
      username: admin
      password: ⟨s:pwz⟩
      project_name: admin
    interface: internal'''),
  )

K("storage_tool_configs",
  ("en", "f", "~/.boto", r'''
[Credentials]
gs_oauth2_refresh_token = ⟨s:=1//0+b64u.100⟩

[Boto]
https_validate_certificates = True

[GSUtil]
default_project_id = ⟨f:proj⟩-⟨p:dig.6⟩'''),
  ("en", "f", "~/.s3cfg", r'''
[default]
host_base = rgw.⟨f:domain⟩
host_bucket = rgw.⟨f:domain⟩
access_key = ⟨s:AN.20⟩
secret_key = ⟨s:an.40⟩
use_https = True'''),
  ("en", "f", "~/.config/rclone/rclone.conf", r'''
[nas]
type = sftp
host = ⟨f:lip⟩
user = ⟨f:user⟩
pass = ⟨s:b64u.34⟩

[box-webdav]
type = webdav
url = https://dav.⟨f:domain⟩/remote.php/dav/files/⟨f:user⟩
vendor = nextcloud
pass = ⟨s:b64u.43⟩'''),
  ("zh", "f", "rclone.conf", r'''
# 百度网盘以外的备份（坚果云 WebDAV）
[jianguo]
type = webdav
url = https://dav.jianguoyun.com/dav/
user = ⟨f:zemail⟩
pass = ⟨s:b64u.30⟩'''),
  ("zh", "c", r'''
$ s3cmd --access_key=⟨s:AN.20⟩ --secret_key=⟨s:an.40⟩ --host=s3.⟨f:zdomain⟩ ls s3://backup
2024-06-01 03:00   s3://backup/mysql/'''),
  )

K("frontend_hosting_tokens",
  ("en", "c", r'''
$ vercel deploy --prod --token ⟨s:an.24⟩ --scope ⟨f:org⟩
Vercel CLI 39.1.2
🔍  Inspect: https://vercel.com/⟨f:org⟩/⟨f:proj⟩/⟨p:an.9⟩ [3s]
✅  Production: https://⟨f:proj⟩.vercel.app [41s]'''),
  ("en", "f", "~/.config/netlify/config.json", r'''
{
  "telemetryDisabled": true,
  "userId": "⟨p:hex.24⟩",
  "users": {
    "⟨p:hex.24⟩": {
      "id": "⟨p:hex.24⟩",
      "name": "⟨f:uname⟩",
      "auth": { "token": "⟨s:=nfp_+an.36⟩", "github": {} }
    }
  }
}'''),
  ("en", "x", r'''
- name: Deploy to Deno Deploy
  run: deployctl deploy --project=⟨f:proj⟩ --token=⟨s:=ddp_+an.36⟩ main.ts'''),
  ("zh", "f", "appwrite.env", r'''
APPWRITE_ENDPOINT=https://cloud.appwrite.io/v1
APPWRITE_PROJECT_ID=⟨p:hex.20⟩
# 服务端 API key，权限全开了
APPWRITE_API_KEY=⟨s:=standard_+hex.256⟩'''),
  ("zh", "x", r'''
Convex 部署密钥我放群公告了，免得大家再问：CONVEX_DEPLOY_KEY=⟨s:=prod:+pick:happy|brave|quiet|lucky+=-+pick:otter|heron|lynx|falcon+=-+int:100-999+=|+b64.104⟩'''),
  )

K("serverless_db_tokens",
  ("en", "f", ".dev.vars", r'''
TURSO_DATABASE_URL=libsql://⟨f:proj⟩-⟨f:user⟩.turso.io
TURSO_AUTH_TOKEN=⟨s:jwt:turso⟩'''),
  ("en", "f", "lib/redis.ts", r'''
import { Redis } from "@upstash/redis";
export const redis = new Redis({
  url: "https://⟨p:lo.6⟩-⟨p:lo.7⟩-⟨p:dig.5⟩.upstash.io",
  token: "⟨s:=A+an.3+b64b:40⟩",
});'''),
  ("en", "c", r'''
$ export MOTHERDUCK_TOKEN=⟨s:jwt:motherduck⟩
$ duckdb "md:⟨f:db⟩"
D select count(*) from events;'''),
  ("zh", "f", "worker/.env", r'''
# Xata 数据库
XATA_API_KEY=⟨s:=xau_+an.36⟩
XATA_BRANCH=main
# QStash 定时任务
QSTASH_TOKEN=⟨s:b64b:72⟩
QSTASH_CURRENT_SIGNING_KEY=⟨s:=sig_+an.28⟩'''),
  ("zh", "c", r'''
$ avn user login ⟨f:zemail⟩ --token
$ export AIVEN_TOKEN=⟨s:b64b:96⟩
$ avn service list --project ⟨f:zorgpy⟩'''),
  )

K("iac_platform_tokens",
  ("en", "f", "~/.terraform.d/credentials.tfrc.json", r'''
{
  "credentials": {
    "app.terraform.io": {
      "token": "⟨s:tfc⟩"
    }
  }
}'''),
  ("en", "c", r'''
$ pulumi login
Manage your Pulumi stacks by logging in.
Enter your access token from https://app.pulumi.com/account/tokens
    or hit <ENTER> to log in using your browser                   : ⟨s:=pul-+hex.40⟩
  Welcome to Pulumi!'''),
  ("en", "x", r'''
env:
  SPACELIFT_API_KEY_ENDPOINT: https://⟨f:org⟩.app.spacelift.io
  SPACELIFT_API_KEY_ID: ⟨p:AN.26⟩
  SPACELIFT_API_KEY_SECRET: ⟨s:hex.64⟩
  TF_TOKEN_app_terraform_io: ⟨s:tfc⟩'''),
  ("zh", "x", r'''
env0 的 key 我建好了，id ⟨p:lc.16⟩，secret 是 ⟨s:an.32⟩ ，只给 ⟨f:proj⟩ 这个项目的部署权限，你配到 GitLab 变量里（记得勾 masked）。'''),
  ("zh", "f", "~/.terraformrc", r'''
# 私有 registry（内网 Terraform Enterprise）
credentials "tfe.⟨f:zdomain⟩" {
  token = "⟨s:tfc⟩"
}
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"'''),
  )

K("secret_store_cli_outputs",
  ("en", "c", r'''
$ aws secretsmanager get-secret-value --secret-id prod/⟨f:svc⟩/db --query SecretString --output text
{"username":"⟨f:svc⟩_app","password":"⟨s:pwg⟩","engine":"postgres","host":"⟨f:svc⟩.cluster-⟨p:lc.12⟩.⟨f:region⟩.rds.amazonaws.com","port":5432}'''),
  ("en", "c", r'''
$ gcloud secrets versions access latest --secret=sendgrid-api-key --project=⟨f:proj⟩
⟨s:=SG.+b64u.22+=.+b64u.43⟩'''),
  ("en", "c", r'''
$ vault kv get -mount=secret ⟨f:svc⟩/smtp
===== Secret Path =====
secret/data/⟨f:svc⟩/smtp

======= Metadata =======
Key                Value
---                -----
created_time       ⟨f:ts⟩
version            3

====== Data ======
Key         Value
---         -----
password    ⟨s:pw⟩
username    postmaster@⟨f:domain⟩'''),
  ("zh", "c", r'''
$ op read "op://运维/阿里云主账号/password"
⟨s:pwz⟩
$ bw get password git.⟨f:zdomain⟩
⟨s:pwg⟩'''),
  ("zh", "c", r'''
$ az keyvault secret show --vault-name kv-⟨f:zorgpy⟩ --name redis-conn --query value -o tsv
⟨f:zorgpy⟩.redis.cache.windows.net:6380,password=⟨s:b64.43+==⟩,ssl=True,abortConnect=False'''),
  )

K("secrets_platform_tokens",
  ("en", "f", "Dockerfile", r'''
FROM node:20-alpine
RUN apk add --no-cache curl && curl -Ls https://cli.doppler.com/install.sh | sh
ENV DOPPLER_TOKEN=⟨s:=dp.st.prd.+an.40⟩
CMD ["doppler", "run", "--", "node", "server.js"]'''),
  ("en", "c", r'''
$ export OP_SERVICE_ACCOUNT_TOKEN=⟨s:ops⟩
$ op vault list
ID                            NAME
⟨p:lc.26⟩    CI'''),
  ("en", "x", r'''
from bitwarden_sdk import BitwardenClient
client = BitwardenClient()
client.auth().login_access_token("⟨s:bws⟩")'''),
  ("zh", "f", ".env.ci", r'''
# Infisical 服务令牌（只读，prod 环境）
INFISICAL_TOKEN=⟨s:=st.+hex.24+=.+hex.32+=.+hex.32⟩
INFISICAL_API_URL=https://secrets.⟨f:zdomain⟩/api'''),
  ("zh", "x", r'''
Akeyless 这边的访问凭证：access id p-⟨p:lc.12⟩，access key ⟨s:b64.43+==⟩，认证方式 API Key，给 ⟨f:zhname⟩ 的 CI 用。'''),
  )

K("vault_consul_bootstrap_outputs",
  ("en", "c", r'''
$ vault operator init -key-shares=3 -key-threshold=2
Unseal Key 1: ⟨s:b64b:33⟩
Unseal Key 2: ⟨s:b64b:33⟩
Unseal Key 3: ⟨s:b64b:33⟩

Initial Root Token: ⟨s:hvs⟩

Vault initialized with 3 key shares and a key threshold of 2.'''),
  ("en", "c", r'''
$ consul acl bootstrap
AccessorID:       ⟨p:uuid⟩
SecretID:         ⟨s:uuid⟩
Description:      Bootstrap Token (Global Management)
Local:            false
Create Time:      ⟨f:date⟩ 10:12:41.118 +0000 UTC'''),
  ("en", "c", r'''
$ nomad acl bootstrap
Accessor ID  = ⟨p:uuid⟩
Secret ID    = ⟨s:uuid⟩
Name         = Bootstrap Token
Type         = management
Global       = true'''),
  ("zh", "x", r'''
Vault 初始化结果（截图转文字，纸质版在保险柜里）：
Unseal Key 1: ⟨s:b64b:33⟩
Unseal Key 2: ⟨s:b64b:33⟩
Initial Root Token: ⟨s:hvs⟩
@⟨f:zhname⟩ 这个只发你一个人'''),
  ("zh", "x", r'''
新建了一个批处理 token 给 CI 读 kv：⟨s:=hvb.+b64u.120⟩ ，TTL 24h，策略 ci-read。另外 Consul 的 agent token：⟨s:uuid⟩'''),
  )

K("cn_cloud_other_keys",
  ("zh", "f", "~/.ctyun/config", r'''
# 天翼云
[default]
access_key = ⟨s:hex.32⟩
secret_key = ⟨s:hex.32⟩
region = cn-huadong1'''),
  ("zh", "x", r'''
UCloud 的 API 密钥：
公钥 PublicKey：⟨s:=4E9UU0V+an.21⟩
私钥 PrivateKey：⟨s:an.40⟩
项目 ID org-⟨p:lc.6⟩，用来调 UHost 接口。'''),
  ("zh", "f", "qingcloud_config.yaml", r'''
# 青云 QingCloud
qy_access_key_id: '⟨s:AN.20⟩'
qy_secret_access_key: '⟨s:an.40⟩'
zone: 'pek3'
host: 'api.qingcloud.com'
port: 443
protocol: 'https' '''),
  ("en", "f", "bce.ini", r'''
[bce]
BCE_ACCESS_KEY_ID=⟨s:hex.32⟩
BCE_SECRET_ACCESS_KEY=⟨s:hex.32⟩
BOS_ENDPOINT=bj.bcebos.com'''),
  ("zh", "c", r'''
$ obsutil config -i=⟨s:=HPUA+AN.16⟩ -k=⟨s:an.40⟩ -e=obs.cn-north-4.myhuaweicloud.com
Config file url:
  /root/.obsutilconfig
Update config file successfully!'''),
  )

K("aliyun_sts_and_oss_configs",
  ("zh", "f", "~/.ossutilconfig", r'''
[Credentials]
language=CH
endpoint=oss-⟨f:zregion⟩.aliyuncs.com
accessKeyID=⟨s:=LTAI5t+an.18⟩
accessKeySecret=⟨s:an.30⟩'''),
  ("zh", "c", r'''
$ aliyun sts AssumeRole --RoleArn acs:ram::⟨p:dig.16⟩:role/oss-uploader --RoleSessionName web
{
	"Credentials": {
		"AccessKeyId": "⟨s:=STS.NU+an.24⟩",
		"AccessKeySecret": "⟨s:an.44⟩",
		"Expiration": "⟨f:ts⟩",
		"SecurityToken": "⟨s:=CAIS+b64.560+=GoAB⟩"
	},
	"RequestId": "⟨p:UUID⟩"
}'''),
  ("en", "x", r'''
const client = new OSS({
  region: "oss-⟨f:zregion⟩",
  accessKeyId: "⟨s:=STS.NT+an.24⟩",
  accessKeySecret: "⟨s:an.44⟩",
  stsToken: "⟨s:=CAIS+b64.480+=GoAB⟩",
  bucket: "⟨f:bucket⟩",
});'''),
  ("zh", "x", r'''
前端直传 OSS 一直 403，后端下发的临时凭证贴一下：
AccessKeyId: ⟨s:=STS.NV+an.24⟩
AccessKeySecret: ⟨s:an.44⟩
Expiration 看着也没过期啊'''),
  ("en", "c", r'''
$ ossutil64 cp dist/ oss://⟨f:bucket⟩/ -r -f -i ⟨s:=LTAI5t+an.18⟩ -k ⟨s:an.30⟩ -e oss-⟨f:zregion⟩.aliyuncs.com
Succeed: Total num: 214, size: 8,301,992. OK num: 214(upload 214 files).'''),
  )


# ---------------------------------------------------------------- developer tooling
K("sentry_grafana_tokens",
  ("en", "f", ".sentryclirc", r'''
[auth]
token=⟨s:sntrys⟩

[defaults]
org=⟨f:org⟩
project=⟨f:proj⟩'''),
  ("en", "c", r'''
$ curl -s -H "Authorization: Bearer ⟨s:=glsa_+an.32+=_+hex.8⟩" https://grafana.⟨f:domain⟩/api/dashboards/uid/⟨p:an.9⟩ | jq .meta.slug
"⟨f:svc⟩-overview"'''),
  ("en", "f", "grafana-backup.json", r'''
{
  "general": { "backup_dir": "_OUTPUT_", "verify_ssl": true },
  "grafana": {
    "url": "https://grafana.⟨f:domain⟩",
    "token": "⟨s:grafana_old⟩",
    "search_api_limit": 5000
  }
}'''),
  ("zh", "x", r'''
Grafana Cloud 的访问策略 token：⟨s:=glc_+b64.120⟩ ，写 metrics 和 logs 用的，Alloy 配置里 basic_auth 的 password 填它。'''),
  ("zh", "c", r'''
$ sentry-cli --auth-token ⟨s:=sntryu_+hex.64⟩ releases new ⟨f:ver⟩
Created release ⟨f:ver⟩'''),
  )

K("apm_logging_vendor_keys",
  ("en", "f", "dynatrace-operator/values.yaml", r'''
apiUrl: https://⟨p:lc.8⟩.live.dynatrace.com/api
apiToken: ⟨s:dyna⟩
dataIngestToken: ⟨s:dyna⟩
oneAgent:
  cloudNativeFullStack: {}'''),
  ("en", "x", r'''
Rollbar.configure do |config|
  config.access_token = "⟨s:hex.32⟩"
  config.environment = Rails.env
end
Honeybadger.configure { |c| c.api_key = "⟨s:=hbp_+an.36⟩" }'''),
  ("en", "c", r'''
$ curl -X POST https://api.axiom.co/v1/datasets/⟨f:svc⟩/ingest -H "Authorization: Bearer ⟨s:=xaat-+uuid⟩" -H "Content-Type: application/x-ndjson" --data-binary @events.ndjson
{"ingested":412,"failed":0,"processedBytes":98113}'''),
  ("zh", "f", "fluent-bit/outputs.conf", r'''
[OUTPUT]
    Name        splunk
    Match       *
    Host        hec.⟨f:zdomain⟩
    Port        8088
    Splunk_Token ⟨s:uuid⟩
    TLS         On
# 上面是 Splunk HEC，下面是 Logz.io 备份
[OUTPUT]
    Name  logzio
    logzio_token ⟨s:al.32⟩'''),
  ("zh", "x", r'''
Sumo Logic 的采集用 access id ⟨s:=su+an.12⟩ / access key ⟨s:an.64⟩ ，Bugsnag 的 notifier key 是 ⟨s:hex.32⟩ ，都加到 K8s secret 里吧。'''),
  )

K("code_quality_ci_tokens",
  ("en", "f", "sonar-project.properties", r'''
sonar.projectKey=⟨f:org⟩_⟨f:proj⟩
sonar.host.url=https://sonar.⟨f:domain⟩
sonar.token=⟨s:=sqp_+hex.40⟩
sonar.sources=src'''),
  ("en", "x", r'''
- uses: codecov/codecov-action@v4
  with:
    token: ⟨s:uuid⟩
    files: coverage.xml
- run: npx chromatic --project-token=⟨s:=chpt_+hex.14⟩'''),
  ("en", "c", r'''
$ snyk auth ⟨s:uuid⟩
Your account has been authenticated. Snyk is now ready to be used.
$ DEEPSOURCE_DSN=https://⟨s:hex.32⟩@app.deepsource.com deepsource report --analyzer test-coverage --key python --value-file coverage.xml'''),
  ("zh", "c", r'''
$ mvn sonar:sonar -Dsonar.host.url=http://⟨f:lip⟩:9000 -Dsonar.token=⟨s:=squ_+hex.40⟩
[INFO] ANALYSIS SUCCESSFUL, you can find the results at: http://⟨f:lip⟩:9000/dashboard?id=⟨f:proj⟩'''),
  ("zh", "x", r'''
SonarQube 的全局分析令牌：⟨s:=sqa_+hex.40⟩ ，Jenkins 里所有流水线共用，别再每个项目单独建了。Coveralls 的 repo_token：⟨s:an.32⟩'''),
  )

K("browser_test_cloud_keys",
  ("en", "f", "wdio.conf.ts", r'''
export const config = {
  user: "⟨f:user⟩_⟨p:an.6⟩",
  key: "⟨s:an.20⟩",
  hostname: "hub.browserstack.com",
  services: [["browserstack", { browserstackLocal: true }]],
};'''),
  ("en", "c", r'''
$ export SAUCE_USERNAME=oauth-⟨f:user⟩-⟨p:hex.5⟩
$ export SAUCE_ACCESS_KEY=⟨s:uuid⟩
$ saucectl run -c .sauce/config.yml'''),
  ("en", "x", r'''
npx cypress run --record --key ⟨s:uuid⟩ --parallel --ci-build-id $GITHUB_RUN_ID
PERCY_TOKEN=⟨s:=web_+hex.64⟩ npx percy exec -- cypress run'''),
  ("zh", "f", "lambdatest.config.json", r'''
{
  "lambdatest_auth": {
    "username": "⟨f:zhuser⟩",
    "access_key": "⟨s:an.50⟩"
  },
  "browsers": [{ "browser": "Chrome", "platform": "Windows 11", "versions": ["latest"] }],
  "run_settings": { "build_name": "回归测试" }
}'''),
  ("zh", "x", r'''
Applitools 视觉回归的 API key：⟨s:an.44⟩ ，Currents 的 record key：⟨s:an.16⟩ ，我放 1Password 的"测试"保险库里了，这里也贴一份方便你今天调试。'''),
  )

K("gitlab_token_variants",
  ("en", "c", r'''
$ gitlab-runner register --non-interactive --url https://gitlab.⟨f:domain⟩ --token ⟨s:=glrt-+b64u.20⟩ --executor docker --docker-image alpine:3.20
Runtime platform  arch=amd64 os=linux pid=⟨f:pid⟩ revision=⟨p:hex.8⟩ version=17.5.2
Runner registered successfully.'''),
  ("en", "c", r'''
$ curl -X POST --fail -F token=⟨s:=glptt-+hex.40⟩ -F ref=main https://gitlab.⟨f:domain⟩/api/v4/projects/⟨p:int:10-900⟩/trigger/pipeline
{"id":⟨p:int:10000-99999⟩,"status":"created"}'''),
  ("en", "x", r'''
deploy token created: username gitlab+deploy-token-⟨p:int:10-400⟩ password ⟨s:=gldt-+b64u.20⟩
(read_registry, read_package_registry) — save it now, you won't see it again.'''),
  ("zh", "f", "/etc/gitlab-runner/config.toml", r'''
concurrent = 4
[[runners]]
  name = "⟨f:host⟩"
  url = "https://jihulab.⟨f:zdomain⟩"
  token = "⟨s:=glrt-+b64u.20⟩"
  executor = "docker"
  # 旧的注册令牌，已废弃但还没删：⟨s:=GR1348941+b64u.20⟩'''),
  ("zh", "x", r'''
OAuth 应用的 secret 给你：⟨s:=gloas-+hex.64⟩ ，Application ID ⟨p:hex.64⟩，回调地址 https://sso.⟨f:zdomain⟩/callback'''),
  )

K("bitbucket_artifact_repo_tokens",
  ("en", "f", "~/.m2/settings-bitbucket.xml", r'''
<servers>
  <server>
    <id>bitbucket-dc</id>
    <username>⟨f:user⟩</username>
    <password>⟨s:bbdc⟩</password>
  </server>
</servers>'''),
  ("en", "c", r'''
$ git clone https://⟨f:user⟩:⟨s:=ATBB+an.32+HEX.8⟩@bitbucket.org/⟨f:org⟩/⟨f:proj⟩.git
Cloning into '⟨f:proj⟩'...'''),
  ("en", "x", r'''
JFrog Platform › User Profile › Identity Tokens
Reference token (copy now):
⟨s:jfref⟩'''),
  ("zh", "f", ".npmrc", r'''
# 制品库（JFrog）
registry=https://jfrog.⟨f:zdomain⟩/artifactory/api/npm/npm-virtual/
//jfrog.⟨f:zdomain⟩/artifactory/api/npm/npm-virtual/:_password=⟨s:b64b:15⟩
//jfrog.⟨f:zdomain⟩/artifactory/api/npm/npm-virtual/:username=⟨f:zhuser⟩
always-auth=true'''),
  ("zh", "c", r'''
$ jf config add nexus-cn --url=https://jfrog.⟨f:zdomain⟩ --user=ci --access-token=⟨s:jwt:keycloak⟩ --interactive=false
$ jf rt ping
OK'''),
  )

K("jvm_dotnet_repo_credentials",
  ("en", "f", "NuGet.Config", r'''
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="internal" value="https://pkgs.⟨f:domain⟩/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <internal>
      <add key="Username" value="⟨f:user⟩" />
      <add key="ClearTextPassword" value="⟨s:pw⟩" />
    </internal>
  </packageSourceCredentials>
</configuration>'''),
  ("en", "f", "~/.sbt/.credentials", r'''
realm=Sonatype Nexus Repository Manager
host=nexus.⟨f:domain⟩
user=⟨f:user⟩
password=⟨s:pwg⟩'''),
  ("en", "f", "~/.gradle/gradle.properties", r'''
org.gradle.jvmargs=-Xmx4g
ossrhUsername=⟨p:an.8⟩
ossrhPassword=⟨s:b64u.44⟩
signing.keyId=⟨p:HEX.8⟩
signing.password=⟨s:pw⟩
signing.secretKeyRingFile=/home/⟨f:user⟩/.gnupg/secring.gpg'''),
  ("zh", "c", r'''
$ dotnet nuget push bin/Release/*.nupkg --api-key ⟨s:=oy2+lo.43⟩ --source https://api.nuget.org/v3/index.json
正在将 ⟨f:proj⟩.⟨f:ver⟩.nupkg 推送到 'https://www.nuget.org/api/v2/package'...
  Created https://www.nuget.org/api/v2/package/ 1834 毫秒'''),
  ("zh", "f", "~/.lein/profiles.clj", r'''
;; 私服账号，别提交
{:auth {:repository-auth {#"nexus\.⟨f:zorgpy⟩" {:username "deploy" :password "⟨s:pwz⟩"}}}}'''),
  )

K("python_index_credentials",
  ("en", "f", "pyproject.toml", r'''
[[tool.uv.index]]
name = "internal"
url = "https://__token__:⟨s:an.40⟩@pypi.⟨f:domain⟩/simple"
explicit = true

[tool.uv.sources]
⟨f:svc⟩-sdk = { index = "internal" }'''),
  ("en", "f", "~/.config/pypoetry/auth.toml", r'''
[http-basic.gemfury]
username = "⟨s:an.20⟩"
password = ""'''),
  ("en", "c", r'''
$ export UV_INDEX_INTERNAL_USERNAME=ci
$ export UV_INDEX_INTERNAL_PASSWORD=⟨s:pwu⟩
$ uv sync --frozen
Resolved 143 packages in 1.21s'''),
  ("zh", "f", "~/.condarc", r'''
# 公司 Anaconda 镜像（带 token）
channel_alias: https://conda.⟨f:zdomain⟩/t/⟨s:=ac-+hex.32⟩
channels:
  - defaults
show_channel_urls: true'''),
  ("zh", "c", r'''
$ twine upload --repository-url https://pypi.⟨f:zdomain⟩/ -u ⟨f:zhuser⟩ -p ⟨s:pwz⟩ dist/*
Uploading distributions to https://pypi.⟨f:zdomain⟩/
Uploading ⟨f:proj⟩-⟨f:ver⟩-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 12.4/12.4 kB'''),
  )

K("php_ruby_go_dependency_auth",
  ("en", "f", "auth.json", r'''
{
    "http-basic": {
        "repo.magento.com": {
            "username": "⟨p:hex.32⟩",
            "password": "⟨s:hex.32⟩"
        }
    },
    "github-oauth": { "github.com": "⟨s:=gho_+an.36⟩" }
}'''),
  ("en", "f", ".bundle/config", r'''
---
BUNDLE_PATH: "vendor/bundle"
BUNDLE_ENTERPRISE__CONTRIBSYS__COM: "⟨p:hex.8⟩:⟨s:hex.8⟩"
BUNDLE_GEMS__GRAPHQL__PRO: "⟨s:hex.64⟩"'''),
  ("en", "c", r'''
$ export COMPOSER_AUTH='{"bearer":{"packages.⟨f:domain⟩":"⟨s:an.40⟩"}}'
$ composer install --no-dev --prefer-dist'''),
  ("zh", "c", r'''
$ go env -w GOPRIVATE=git.⟨f:zdomain⟩
$ git config --global url."https://⟨f:zhuser⟩:⟨s:an.20⟩@git.⟨f:zdomain⟩/".insteadOf "https://git.⟨f:zdomain⟩/"
$ go mod download
# 这样内网的 Go 模块就能拉了'''),
  ("zh", "x", r'''
Composer 装 Magento 扩展要的那对 key：公钥 ⟨p:hex.32⟩，私钥 ⟨s:hex.32⟩ ，填到 auth.json 的 repo.magento.com 下面。'''),
  )

K("container_registry_logins_new",
  ("en", "c", r'''
$ skopeo copy --src-creds ⟨f:user⟩:⟨s:pwu⟩ --dest-creds ⟨f:org⟩+ci:⟨s:AN.64⟩ docker://registry.⟨f:domain⟩/⟨f:svc⟩:⟨f:ver⟩ docker://quay.io/⟨f:org⟩/⟨f:svc⟩:⟨f:ver⟩
Getting image source signatures
Copying blob sha256:⟨p:hex.64⟩'''),
  ("en", "c", r'''
$ crane auth login harbor.⟨f:domain⟩ -u 'robot$ci+pusher' -p ⟨s:an.32⟩
2025/02/11 09:14:27 logged in via /home/⟨f:user⟩/.docker/config.json'''),
  ("en", "f", "/etc/containerd/config.toml", r'''
version = 2
[plugins."io.containerd.grpc.v1.cri".registry.configs."registry.⟨f:domain⟩".auth]
  username = "pull-bot"
  password = "⟨s:pwg⟩"'''),
  ("zh", "c", r'''
$ docker login --username=⟨f:zhuser⟩@⟨p:dig.16⟩ --password=⟨s:pwz⟩ registry.⟨f:zregion⟩.aliyuncs.com
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
# 阿里云 ACR 个人版固定密码'''),
  ("zh", "c", r'''
$ oras login -u ci -p ⟨s:pwu⟩ harbor.⟨f:zdomain⟩
Login Succeeded
$ oras push harbor.⟨f:zdomain⟩/models/qwen:v1 model.safetensors'''),
  )

K("apple_mobile_release_secrets",
  ("en", "f", "fastlane/.env.default", r'''
FASTLANE_USER=⟨f:email⟩
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=⟨s:pwa⟩
MATCH_PASSWORD=⟨s:pw⟩
MATCH_GIT_BASIC_AUTHORIZATION=⟨d:mu:=ci-bot⟩⟨d:mp:pwu⟩⟨e:basic:mu,mp⟩'''),
  ("en", "c", r'''
$ xcrun altool --upload-app -f build/⟨f:proj⟩.ipa -t ios -u ⟨f:email⟩ -p ⟨s:pwa⟩
No errors uploading 'build/⟨f:proj⟩.ipa'.'''),
  ("en", "x", r'''
eas.json is fine. For CI set:
EXPO_TOKEN=⟨s:an.40⟩
FIREBASE_TOKEN=⟨s:=1//0+b64u.100⟩   # from `firebase login:ci`'''),
  ("zh", "x", r'''
苹果的专用密码重新生成了：⟨s:pwa⟩ ，Transporter 上传用这个，Apple ID 还是 ⟨f:zemail⟩。fastlane 的 FASTLANE_SESSION 也更新了，见下：
FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: ⟨s:hex.200⟩\n'''),
  ("zh", "f", "android/local.properties", r'''
sdk.dir=/Users/⟨f:zhuser⟩/Library/Android/sdk
# 友盟 & 极光，打包时注入 BuildConfig
UMENG_APPKEY=⟨p:hex.24⟩
UMENG_MESSAGE_SECRET=⟨s:hex.32⟩
RELEASE_STORE_PASSWORD=⟨s:pwz⟩'''),
  )

K("ec_and_ed25519_private_keys",
  ("en", "f", "AuthKey_⟨p:AN.10⟩.p8", r'''
⟨pem:ec_p8⟩'''),
  ("en", "x", r'''
APNS_KEY_ID=⟨p:AN.10⟩
APNS_TEAM_ID=⟨p:AN.10⟩
APNS_PRIVATE_KEY="⟨pemj:ec_p8⟩"'''),
  ("en", "f", "certs/webhook-signer.key", r'''
⟨pem:ec_sec1⟩'''),
  ("zh", "x", r'''
Sign in with Apple 的密钥文件内容（AuthKey），给后端生成 client_secret 用：
⟨pem:ec_p8⟩
Key ID：⟨p:AN.10⟩'''),
  ("zh", "f", "keys/ed25519_signer.pem", r'''
⟨pem:ed⟩'''),
  )

K("http_client_env_files",
  ("en", "f", "http-client.private.env.json", r'''
{
  "dev": {
    "token": "⟨s:jwt:keycloak⟩",
    "clientSecret": "⟨s:an.32⟩"
  },
  "prod": {
    "token": ""
  }
}'''),
  ("en", "f", "requests/orders.http", r'''
### create order
POST https://api.⟨f:domain⟩/v2/orders
Authorization: Bearer ⟨s:=sk_live_+an.99⟩
Content-Type: application/json

{"sku": "⟨p:AN.8⟩", "qty": 2}'''),
  ("en", "f", ".vscode/settings.json", r'''
{
  "rest-client.environmentVariables": {
    "staging": {
      "baseUrl": "https://staging.⟨f:domain⟩",
      "apiKey": "⟨s:hex.40⟩"
    }
  },
  "thunder-client.saveToWorkspace": true
}'''),
  ("zh", "x", r'''
Apifox 导出的环境变量（测试环境）：
| 变量名 | 当前值 |
| --- | --- |
| baseUrl | https://test-api.⟨f:zdomain⟩ |
| appSecret | ⟨s:an.32⟩ |
| token | ⟨s:jwt:ruoyi⟩ |'''),
  ("zh", "f", "thunder-tests/thunderEnvironment.json", r'''
[{"_id":"⟨p:uuid⟩","name":"联调","default":false,"data":[{"name":"host","value":"http://⟨f:lip⟩:8080"},{"name":"signKey","value":"⟨s:hex.32⟩"}]}]'''),
  )

K("sftp_deploy_configs",
  ("en", "f", ".vscode/sftp.json", r'''
{
    "name": "⟨f:proj⟩ prod",
    "host": "⟨f:ip⟩",
    "protocol": "sftp",
    "port": 22,
    "username": "deploy",
    "password": "⟨s:pw⟩",
    "remotePath": "/var/www/⟨f:proj⟩",
    "uploadOnSave": true
}'''),
  ("en", "f", "sftp-config.json", r'''
{
    "type": "ftp",
    "save_before_upload": true,
    "upload_on_save": false,
    "host": "ftp.⟨f:domain⟩",
    "user": "⟨f:user⟩",
    "password": "⟨s:pwg⟩",
    "remote_path": "/public_html/",
}'''),
  ("en", "f", "~/.config/filezilla/sitemanager.xml", r'''
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="*nix">
  <Servers>
    <Server>
      <Host>⟨f:ip⟩</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <User>⟨f:user⟩</User>
      ⟨d:fzp:pw⟩<Pass encoding="base64">⟨e:filezilla:fzp⟩</Pass>
      <Name>shared hosting</Name>
    </Server>
  </Servers>
</FileZilla3>'''),
  ("zh", "f", ".vscode/sftp.json", r'''
{
  "name": "测试服",
  "host": "⟨f:zip⟩",
  "protocol": "sftp",
  "username": "root",
  "password": "⟨s:pwz⟩",
  "remotePath": "/www/wwwroot/⟨f:zdomain⟩",
  "uploadOnSave": true,
  "ignore": [".vscode", ".git", "node_modules"]
}'''),
  ("zh", "x", r'''
git-ftp 配好了，直接 `git ftp push` 就能部署到虚拟主机：
git config git-ftp.url "ftp://⟨f:zip⟩/htdocs"
git config git-ftp.user "⟨f:zhuser⟩"
git config git-ftp.password "⟨s:pwz⟩"'''),
  )

K("ci_log_leaks",
  ("en", "x", r'''
2025-01-14T08:31:02.4412270Z ##[group]Run echo "$KUBECONFIG_B64" | base64 -d > kubeconfig && cat kubeconfig | grep token
2025-01-14T08:31:02.4413031Z ##[endgroup]
2025-01-14T08:31:02.5120339Z     token: ⟨s:b64u.52⟩
2025-01-14T08:31:02.5124410Z ##[group]Run kubectl apply -f k8s/'''),
  ("en", "x", r'''
##[section]Starting: Publish to feed
##[debug]Evaluating: variables['FEED_PAT']
##[debug]Result: '⟨s:lo.52⟩'
==============================================================================
Task         : Command line'''),
  ("en", "x", r'''
+ echo "Deploying with token ${DRONE_TOKEN:0:4}..."
Deploying with token ⟨p:an.4⟩...
+ curl -s -u admin:⟨s:pw⟩ -X POST https://jenkins.⟨f:domain⟩/job/deploy/buildWithParameters
latest: Pulling from plugins/docker'''),
  ("zh", "x", r'''
流水线 #⟨p:int:1000-9999⟩ 失败日志节选（Bitbucket Pipelines）：
+ mysql -h $DB_HOST -u root -p⟨s:pwz⟩ -e "source migrations/2024_10.sql"
mysql: [Warning] Using a password on the command line interface can be insecure.
ERROR 1050 (42S01) at line 3: Table 'orders_v2' already exists'''),
  ("zh", "x", r'''
云效流水线日志：
[⟨f:time⟩] [INFO] 执行命令 sshpass-free deploy --host ⟨f:zip⟩ --key-pass ⟨s:pwz⟩
[⟨f:time⟩] [INFO] 部署完成
为什么 key-pass 没有被脱敏成 ***？变量明明勾了"私密"。'''),
  )

K("ci_config_files_new",
  ("en", "f", "bitbucket-pipelines.yml", r'''
image: node:20
pipelines:
  branches:
    main:
      - step:
          name: Deploy
          script:
            - export HEROKU_API_KEY=⟨s:uuid⟩
            - npx heroku container:push web -a ⟨f:proj⟩'''),
  ("en", "f", "buildspec.yml", r'''
version: 0.2
env:
  variables:
    SONAR_TOKEN: "⟨s:=squ_+hex.40⟩"
    DOCKERHUB_PASS: "⟨s:pw⟩"
phases:
  build:
    commands:
      - docker build -t ⟨f:svc⟩ .'''),
  ("en", "f", "cloudbuild.yaml", r'''
steps:
  - name: gcr.io/cloud-builders/docker
    args: ["build", "-t", "gcr.io/$PROJECT_ID/⟨f:svc⟩", "."]
  - name: gcr.io/google.com/cloudsdktool/cloud-sdk
    entrypoint: bash
    args: ["-c", "curl -X POST -H 'Authorization: Bearer ⟨s:an.48⟩' https://hooks.⟨f:domain⟩/deploy"]'''),
  ("zh", "f", ".drone.yml", r'''
kind: pipeline
type: docker
name: 发布
steps:
  - name: 推送镜像
    image: plugins/docker
    settings:
      registry: registry.⟨f:zdomain⟩
      username: ci
      password: ⟨s:pwz⟩
      repo: registry.⟨f:zdomain⟩/⟨f:proj⟩'''),
  ("zh", "f", "tekton/pipelinerun.yaml", r'''
apiVersion: tekton.dev/v1
kind: PipelineRun
metadata:
  generateName: ⟨f:proj⟩-run-
spec:
  pipelineRef: { name: build-and-push }
  params:
    - name: git-token   # 临时写死，等 ExternalSecret 好了再改
      value: ⟨s:=gldt-+b64u.20⟩'''),
  )

K("gitops_cli_logins",
  ("en", "c", r'''
$ argocd admin initial-password -n argocd
⟨s:b64u.16⟩

 This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.'''),
  ("en", "c", r'''
$ argocd login argocd.⟨f:domain⟩ --username admin --password ⟨s:pw⟩ --grpc-web
'admin:login' logged in successfully
Context 'argocd.⟨f:domain⟩' updated'''),
  ("en", "c", r'''
$ flux create secret git ⟨f:proj⟩-auth --url=https://gitlab.⟨f:domain⟩/⟨f:org⟩/fleet --username=flux --password=⟨s:=glpat-+b64u.20⟩
► git secret '⟨f:proj⟩-auth' created in 'flux-system' namespace'''),
  ("zh", "c", r'''
$ argocd repo add https://git.⟨f:zdomain⟩/ops/k8s-manifests.git --username argocd --password ⟨s:pwz⟩
Repository 'https://git.⟨f:zdomain⟩/ops/k8s-manifests.git' added'''),
  ("zh", "x", r'''
ArgoCD 初始密码：⟨s:b64u.16⟩ （kubectl -n argocd get secret argocd-initial-admin-secret 解出来的），登录后我会改掉，先记一下。'''),
  )

K("provisioning_templates",
  ("en", "f", "ubuntu.pkrvars.hcl", r'''
iso_url      = "https://releases.ubuntu.com/24.04/ubuntu-24.04.1-live-server-amd64.iso"
ssh_username = "packer"
ssh_password = "⟨s:pw⟩"
vsphere_password = "⟨s:pwg⟩"'''),
  ("en", "f", "cloud-init/user-data", r'''
#cloud-config
chpasswd:
  expire: false
  users:
    - name: ubuntu
      password: ⟨s:pw⟩
      type: text
ssh_pwauth: true'''),
  ("en", "f", "ks.cfg", r'''
lang en_US.UTF-8
keyboard us
rootpw --plaintext ⟨s:pwg⟩
user --name=ops --password=⟨s:pw⟩ --plaintext --groups=wheel
autopart --type=lvm'''),
  ("zh", "f", "preseed.cfg", r'''
### 账户（装机模板，内网用）
d-i passwd/root-login boolean true
d-i passwd/root-password password ⟨s:pwz⟩
d-i passwd/root-password-again password ⟨r:X⟩'''.replace("⟨r:X⟩", "⟨r:rp⟩").replace("⟨s:pwz⟩", "⟨S:rp:pwz⟩")),
  ("zh", "c", r'''
$ qm set 9000 --ciuser ⟨f:zhuser⟩ --cipassword '⟨s:pwz⟩' --ipconfig0 ip=dhcp
update VM 9000: -cipassword <hidden> -ciuser ⟨f:zhuser⟩ -ipconfig0 ip=dhcp'''),
  )


# ---------------------------------------------------------------- databases and data tools
K("nosql_graph_db_clis",
  ("en", "c", r'''
$ clickhouse-client --host ⟨f:host⟩ --secure --user analyst --password '⟨s:pwg⟩' --query "SELECT count() FROM events"
18230411'''),
  ("en", "c", r'''
$ cqlsh ⟨f:lip⟩ 9042 -u cassandra -p ⟨s:pw⟩
Connected to prod-ring at ⟨f:lip⟩:9042
[cqlsh 6.1.0 | Cassandra 4.1.5 | CQL spec 3.4.6 | Native protocol v5]
cassandra@cqlsh>'''),
  ("en", "f", "docker-compose.graph.yml", r'''
services:
  neo4j:
    image: neo4j:5.24
    environment:
      NEO4J_AUTH: neo4j/⟨s:pwu⟩
      NEO4J_PLUGINS: '["apoc"]'
    ports: ["7474:7474", "7687:7687"]'''),
  ("zh", "c", r'''
$ cypher-shell -a neo4j://⟨f:lip⟩:7687 -u neo4j -p ⟨s:pwz⟩ "MATCH (n:Company) RETURN count(n);"
+----------+
| count(n) |
+----------+
| 48211    |
+----------+'''),
  ("zh", "f", "/etc/clickhouse-server/users.d/etl.xml", r'''
<clickhouse>
    <users>
        <etl>
            <!-- 数仓同步账号 -->
            <password>⟨s:pwz⟩</password>
            <networks><ip>10.0.0.0/8</ip></networks>
            <profile>default</profile>
        </etl>
    </users>
</clickhouse>'''),
  )

K("tsdb_kv_monitoring_secrets",
  ("en", "f", "telegraf.conf", r'''
[[outputs.influxdb_v2]]
  urls = ["https://influx.⟨f:domain⟩:8086"]
  token = "⟨s:b64b:64⟩"
  organization = "⟨f:org⟩"
  bucket = "telegraf"'''),
  ("en", "c", r'''
$ etcdctl --endpoints=https://⟨f:lip⟩:2379 --user root:⟨s:pwu⟩ get /registry/namespaces --prefix --keys-only | head -3
/registry/namespaces/default
/registry/namespaces/kube-system'''),
  ("en", "f", "prometheus.yml", r'''
scrape_configs:
  - job_name: federate-eu
    scheme: https
    basic_auth:
      username: prom
      password: ⟨s:pwg⟩
    static_configs:
      - targets: ["prom-eu.⟨f:domain⟩"]'''),
  ("zh", "f", "alertmanager.yml", r'''
global:
  smtp_smarthost: 'smtp.exmail.qq.com:465'
  smtp_from: 'alert@⟨f:zdomain⟩'
  smtp_auth_username: 'alert@⟨f:zdomain⟩'
  smtp_auth_password: '⟨s:an.16⟩'
route:
  receiver: 'ops-钉钉'
'''),
  ("zh", "c", r'''
$ influx setup --username admin --password ⟨s:pwz⟩ --org ⟨f:zorgpy⟩ --bucket iot --token ⟨s:b64b:64⟩ --force
User	Organization	Bucket
admin	⟨f:zorgpy⟩	iot'''),
  )

K("redis_acl_sentinel_configs",
  ("en", "f", "/etc/redis/users.acl", r'''
user default off
user app on >⟨s:pwg⟩ ~app:* &* +@all -@dangerous
user metrics on >⟨s:pwu⟩ ~* +info +ping'''),
  ("en", "f", "sentinel.conf", r'''
port 26379
sentinel monitor mymaster ⟨f:lip⟩ 6379 2
sentinel auth-pass mymaster ⟨s:pwg⟩
sentinel down-after-milliseconds mymaster 5000'''),
  ("en", "c", r'''
$ redis-cli -h ⟨f:host⟩ --user admin --pass ⟨s:pw⟩ ACL SETUSER reporting on '>⟨s:pwu⟩' '~reports:*' '+get'
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
OK'''),
  ("zh", "f", "redis.conf", r'''
# 主从 + 哨兵，主从密码要一致
requirepass ⟨S:rp:pwz⟩
masterauth ⟨r:rp⟩
maxmemory 4gb'''),
  ("zh", "c", r'''
$ docker run -d --name dragonfly -p 6379:6379 docker.dragonflydb.io/dragonflydb/dragonfly --requirepass=⟨s:pwz⟩ --maxmemory=8gb
⟨p:hex.64⟩'''),
  )

K("mssql_oracle_cli_passwords",
  ("en", "c", r'''
$ sqlcmd -S ⟨f:host⟩.database.windows.net -d ⟨f:db⟩ -U sqladmin -P '⟨s:pwg⟩' -Q "SELECT @@VERSION"
Microsoft SQL Azure (RTM) - 12.0.2000.8'''),
  ("en", "c", r'''
$ sqlpackage /Action:Export /SourceServerName:⟨f:host⟩ /SourceDatabaseName:⟨f:db⟩ /SourceUser:sa /SourcePassword:⟨s:pw⟩ /TargetFile:⟨f:db⟩.bacpac
Connecting to database '⟨f:db⟩' on server '⟨f:host⟩'.'''),
  ("en", "c", r'''
$ expdp system/⟨s:pwu⟩@//⟨f:lip⟩:1521/ORCLPDB1 schemas=APP directory=DATA_PUMP_DIR dumpfile=app_%U.dmp parallel=4
Export: Release 19.0.0.0.0 - Production'''),
  ("zh", "c", r'''
$ rman target sys/⟨s:pwz⟩@⟨f:lip⟩:1521/orcl
恢复管理器: Release 19.0.0.0.0 - Production
已连接到目标数据库: ORCL (DBID=⟨p:dig.10⟩)'''),
  ("zh", "c", r'''
$ bcp ⟨f:db⟩.dbo.orders out orders.csv -c -t, -S ⟨f:lip⟩ -U etl -P ⟨s:pwz⟩
开始复制...
已复制 182934 行。'''),
  )

K("backup_tool_secrets",
  ("en", "f", "/etc/restic/env", r'''
RESTIC_REPOSITORY=s3:https://s3.⟨f:region⟩.amazonaws.com/⟨f:bucket⟩/restic
RESTIC_PASSWORD=⟨s:pwg⟩
AWS_ACCESS_KEY_ID=⟨s:=AKIA+AN.16⟩
AWS_SECRET_ACCESS_KEY=⟨s:b64.40⟩'''),
  ("en", "c", r'''
$ export BORG_PASSPHRASE='⟨s:pw⟩'
$ borg create --stats ssh://u⟨p:dig.6⟩@u⟨p:dig.6⟩.your-storagebox.de:23/./borg::{hostname}-{now} /etc /home
Archive name: ⟨f:host⟩-2025-02-01T03:00:01'''),
  ("en", "f", "/etc/pgbackrest/pgbackrest.conf", r'''
[global]
repo1-type=s3
repo1-s3-bucket=⟨f:bucket⟩
repo1-cipher-type=aes-256-cbc
repo1-cipher-pass=⟨s:b64b:48⟩
repo1-retention-full=2'''),
  ("zh", "f", "velero/credentials-velero", r'''
[default]
aws_access_key_id = ⟨s:AN.20⟩
aws_secret_access_key = ⟨s:an.40⟩
# MinIO 上的备份桶，集群迁移用'''),
  ("zh", "x", r'''
WAL-G 的加密密钥千万别丢，不然备份全废：WALG_LIBSODIUM_KEY=⟨s:hexb:32⟩ ，另外 kopia 仓库密码 ⟨s:pwz⟩ ，我也放到密码本里了。'''),
  )

K("postgres_ha_configs",
  ("en", "f", "/etc/patroni/patroni.yml", r'''
scope: pg-main
name: ⟨f:host⟩
postgresql:
  authentication:
    superuser:
      username: postgres
      password: ⟨s:pwg⟩
    replication:
      username: replicator
      password: ⟨s:pw⟩'''),
  ("en", "f", "/etc/repmgr.conf", r'''
node_id=2
node_name='⟨f:host⟩'
conninfo='host=⟨f:lip⟩ user=repmgr password=⟨s:pwu⟩ dbname=repmgr connect_timeout=2'
data_directory='/var/lib/postgresql/16/main' '''),
  ("en", "f", "barman.d/pg-main.conf", r'''
[pg-main]
description = "Main cluster"
conninfo = host=⟨f:lip⟩ user=barman dbname=postgres password=⟨s:pwu⟩
streaming_conninfo = host=⟨f:lip⟩ user=streaming_barman password=⟨s:pwu⟩
backup_method = postgres'''),
  ("zh", "f", "postgresql.auto.conf", r'''
# 从库（pg_basebackup -R 自动生成）
primary_conninfo = 'user=replicator password=⟨s:pwz⟩ host=⟨f:lip⟩ port=5432 sslmode=prefer'
primary_slot_name = 'standby_2' '''),
  ("zh", "f", "pgpool.conf", r'''
# 健康检查 / 流复制检查账号
health_check_user = 'pgpool'
health_check_password = '⟨s:pwz⟩'
sr_check_user = 'pgpool'
sr_check_password = '⟨s:pwz⟩'
wd_authkey = '⟨s:an.16⟩' '''),
  )

K("cn_analytics_db_clis",
  ("zh", "c", r'''
$ taos -h ⟨f:lip⟩ -u root -p⟨s:pwz⟩
Welcome to the TDengine Command Line Interface, Client Version:3.3.2.0
taos> show databases;'''),
  ("zh", "c", r'''
$ mysql -h ⟨f:lip⟩ -P9030 -uroot -p'⟨s:pwz⟩' -e "SHOW BACKENDS\G" | grep Alive
                 Alive: true
                 Alive: true
# StarRocks FE，三台 BE 都正常'''),
  ("zh", "f", "odps_config.ini", r'''
project_name=⟨f:zorgpy⟩_dw
access_id=⟨s:=LTAI5t+an.18⟩
access_key=⟨s:an.30⟩
end_point=http://service.⟨f:zregion⟩.maxcompute.aliyun.com/api
# MaxCompute 客户端 odpscmd 配置'''),
  ("en", "c", r'''
$ curl -u root:⟨s:pwu⟩ -d "select last_row(*) from power.meters" http://⟨f:lip⟩:6041/rest/sql
{"code":0,"column_meta":[["last_row(ts)","TIMESTAMP",8]],"data":[["2025-01-09T08:00:00.000Z"]],"rows":1}'''),
  ("zh", "x", r'''
Doris 的 root 我改过密码了：⟨s:pwz⟩ ，BE 节点用的 Broker 密码是 ⟨s:pwu⟩ ，HDFS 那边不用动。@⟨f:zhname⟩ 周一跑一下 stream load 验证。'''),
  )

K("java_cn_middleware_configs",
  ("zh", "f", "nacos/conf/application.properties", r'''
nacos.core.auth.enabled=true
nacos.core.auth.plugin.nacos.token.secret.key=⟨s:b64b:32⟩
nacos.core.auth.server.identity.key=serverIdentity
nacos.core.auth.server.identity.value=⟨s:an.16⟩
db.password.0=⟨s:pwz⟩'''),
  ("zh", "f", "src/main/resources/application-druid.yml", r'''
spring:
  datasource:
    druid:
      master:
        url: jdbc:mysql://⟨f:lip⟩:3306/ry-vue?useSSL=false&serverTimezone=GMT%2B8
        username: root
        password: ⟨s:pwz⟩
      statViewServlet:
        enabled: true
        login-username: ruoyi
        login-password: ⟨s:pwz⟩
token:
  secret: ⟨s:an.32⟩'''),
  ("zh", "f", "rocketmq/conf/plain_acl.yml", r'''
accounts:
  - accessKey: RocketMQ
    secretKey: ⟨s:an.16⟩
    whiteRemoteAddress:
    admin: false
  - accessKey: rocketmq2
    secretKey: ⟨s:an.16⟩
    admin: true'''),
  ("zh", "f", "canal.deployer/conf/example/instance.properties", r'''
canal.instance.master.address=⟨f:lip⟩:3306
canal.instance.dbUsername=canal
canal.instance.dbPassword=⟨s:pwz⟩
canal.instance.filter.regex=⟨f:db⟩\\..*
# Apollo 客户端访问密钥
apollo.access-key.secret=⟨s:hex.32⟩'''),
  ("en", "f", "src/main/resources/application.yml", r'''
xxl:
  job:
    admin:
      addresses: http://⟨f:lip⟩:8080/xxl-job-admin
    accessToken: ⟨s:an.24⟩
jasypt:
  encryptor:
    password: ⟨s:pwg⟩'''),
  )

K("mq_nats_rabbit_secrets",
  ("en", "f", "~/.local/share/nats/nsc/keys/creds/⟨f:org⟩/⟨f:proj⟩/worker.creds", r'''
-----BEGIN NATS USER JWT-----
⟨s:jwt:hs_user⟩
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
NKEYs are sensitive and should be treated as secrets.

-----BEGIN USER NKEY SEED-----
⟨s:nkeyU⟩
------END USER NKEY SEED------'''),
  ("en", "c", r'''
$ rabbitmqctl add_user ⟨f:svc⟩ '⟨s:pwg⟩'
Adding user "⟨f:svc⟩" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.'''),
  ("en", "c", r'''
$ nsc generate nkey --account
⟨s:nkeyA⟩
⟨p:=A+b32.55⟩'''),
  ("zh", "c", r'''
$ rabbitmqadmin -H ⟨f:lip⟩ -u admin -p ⟨s:pwz⟩ list queues name messages
+------------------+----------+
|       name       | messages |
+------------------+----------+
| order.delay      | 1024     |
+------------------+----------+'''),
  ("zh", "f", "nats-server.conf", r'''
# 设备上报用的 NATS
authorization {
  users = [
    { user: iot, password: "⟨s:pwz⟩" }
    { user: admin, password: "⟨s:pwu⟩" }
  ]
}'''),
  )

K("search_engine_secrets",
  ("en", "c", r'''
$ docker exec -it es01 /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic -b
Password for the [elastic] user successfully reset.
New value: ⟨s:an.20⟩'''),
  ("en", "c", r'''
$ curl -s -u elastic:⟨s:pwu⟩ -X POST "https://⟨f:host⟩:9200/_security/api_key" -H 'Content-Type: application/json' -d '{"name":"ingest"}'
⟨d:eid:an.20⟩⟨d:ekey:b64u.22⟩{"id":"⟨u:eid⟩","name":"ingest","api_key":"⟨L:ekey⟩","encoded":"⟨e:elastic:eid,ekey⟩"}'''),
  ("en", "f", "docker-compose.search.yml", r'''
services:
  meilisearch:
    image: getmeili/meilisearch:v1.11
    environment:
      MEILI_MASTER_KEY: ⟨s:b64u.43⟩
      MEILI_ENV: production
  typesense:
    image: typesense/typesense:27.1
    command: --data-dir /data --api-key=⟨s:an.32⟩'''),
  ("zh", "x", r'''
OpenSearch 2.12 以后必须设初始密码，我设的是 OPENSEARCH_INITIAL_ADMIN_PASSWORD=⟨s:pwz⟩ ，Dashboards 用 admin 登录。'''),
  ("zh", "f", "config/algolia.js", r'''
// 后台重建索引用的是 Admin Key，前台只能用 Search-Only Key！
export const ALGOLIA_APP_ID = "⟨p:AN.10⟩";
export const ALGOLIA_ADMIN_KEY = "⟨s:hex.32⟩";'''),
  )

K("data_app_configs",
  ("en", "f", ".dlt/secrets.toml", r'''
[sources.sql_database.credentials]
drivername = "mssql+pyodbc"
host = "⟨f:host⟩"
username = "loader"
password = "⟨s:pwg⟩"

[destination.bigquery.credentials]
project_id = "⟨f:proj⟩"
client_email = "dlt@⟨f:proj⟩.iam.gserviceaccount.com"
private_key = "⟨pemj:rsa1⟩"'''),
  ("en", "f", "meltano.yml", r'''
plugins:
  extractors:
    - name: tap-hubspot
      config:
        access_token: ⟨s:hubspot⟩
        start_date: "2024-01-01T00:00:00Z"'''),
  ("en", "f", "metabase.env", r'''
MB_DB_TYPE=postgres
MB_DB_PASS=⟨s:pw⟩
MB_ENCRYPTION_SECRET_KEY=⟨s:b64b:32⟩
REDASH_COOKIE_SECRET=⟨s:hex.64⟩'''),
  ("zh", "f", "dagster_cloud.yaml", r'''
locations:
  - location_name: 数仓
    code_source:
      package_name: dw_pipelines
# agent token（别提交！）
# DAGSTER_CLOUD_API_TOKEN=⟨s:=agent:+lc.12+=:+hex.32⟩'''),
  ("zh", "x", r'''
DataX 的 job 配置里 reader 的密码是明文：
"reader": {"name": "mysqlreader", "parameter": {"username": "dx_read", "password": "⟨s:pwz⟩", "connection": [{"jdbcUrl": ["jdbc:mysql://⟨f:lip⟩:3306/⟨f:db⟩"]}]}}'''),
  )

K("python_dashboard_secrets",
  ("en", "f", ".streamlit/secrets.toml", r'''
[connections.snowflake]
account = "⟨p:AN.7⟩-⟨p:AN.7⟩"
user = "STREAMLIT_SVC"
password = "⟨s:pwg⟩"
warehouse = "COMPUTE_WH"

openai_api_key = "⟨s:=sk-proj-+b64u.156⟩"'''),
  ("en", "f", "app.py", r'''
import dash_auth
VALID_USERNAME_PASSWORD_PAIRS = {"ops": "⟨s:pw⟩", "viewer": "⟨s:pw⟩"}
auth = dash_auth.BasicAuth(app, VALID_USERNAME_PASSWORD_PAIRS)'''),
  ("en", "f", ".chainlit/.env", r'''
CHAINLIT_AUTH_SECRET=⟨s:b64ub:48⟩
OAUTH_GITHUB_CLIENT_ID=Iv23⟨p:an.16⟩
OAUTH_GITHUB_CLIENT_SECRET=⟨s:hex.40⟩'''),
  ("zh", "f", ".streamlit/secrets.toml", r'''
# 看板数据源（只读账号）
[mysql]
host = "⟨f:lip⟩"
user = "bi_read"
password = "⟨s:pwz⟩"
[dashscope]
api_key = "⟨s:=sk-+hex.32⟩"'''),
  ("zh", "x", r'''
Gradio 应用加了登录：demo.launch(auth=("⟨f:zhuser⟩", "⟨s:pwz⟩"), server_name="0.0.0.0") ，内网地址 http://⟨f:lip⟩:7860 ，大家用这个账号就行。'''),
  )


# ---------------------------------------------------------------- SaaS vendors
K("crm_support_tokens",
  ("en", "f", "integrations/.env", r'''
HUBSPOT_PRIVATE_APP_TOKEN=⟨s:hubspot⟩
ZENDESK_SUBDOMAIN=⟨f:org⟩
ZENDESK_EMAIL=⟨f:email⟩/token
ZENDESK_API_TOKEN=⟨s:an.40⟩
FRESHDESK_API_KEY=⟨s:an.20⟩'''),
  ("en", "c", r'''
$ curl -s https://api.intercom.io/conversations?per_page=5 -H "Authorization: Bearer ⟨s:intercom⟩" -H "Intercom-Version: 2.11" | jq '.total_count'
1843'''),
  ("en", "x", r'''
sf = Salesforce(username="integration@⟨f:domain⟩", password="⟨s:pw⟩",
                security_token="⟨s:an.24⟩", consumer_key="3MVG9⟨p:b64u.80⟩",
                consumer_secret="⟨s:HEX.64⟩")'''),
  ("zh", "x", r'''
Zoho CRM 的刷新令牌：⟨s:zoho⟩ ，client secret ⟨s:hex.42⟩ ，数据中心选的 .com.cn，同步脚本每 50 分钟刷新一次 access token。'''),
  ("zh", "f", "crm/pipedrive.py", r'''
# Pipedrive 销售线索同步（海外业务线）
API_TOKEN = "⟨s:hex.40⟩"
BASE = "https://⟨f:zorgpy⟩.pipedrive.com/api/v1"'''),
  )

K("project_tool_tokens",
  ("en", "c", r'''
$ curl -s "https://api.trello.com/1/members/me/boards?key=⟨p:hex.32⟩&token=⟨s:trello⟩" | jq '.[].name'
"Roadmap"
"On-call"'''),
  ("en", "f", "scripts/sync_tasks.py", r'''
CLICKUP_TOKEN = "⟨s:clickup⟩"
TODOIST_TOKEN = "⟨s:hex.40⟩"
headers = {"Authorization": CLICKUP_TOKEN}'''),
  ("en", "x", r'''
YouTrack › Profile › Account Security › Tokens › New token "ci-release"
perm:⟨s:=perm:+b64.16+=.+b64.16+=.+an.30⟩
(Token shown once.)'''),
  ("zh", "x", r'''
Notion 集成密钥：⟨s:=ntn_+an.46⟩ ，已经把"周报"数据库分享给集成了，脚本每周五 18:00 跑。Shortcut 的 token 也顺便给你：⟨s:uuid⟩'''),
  ("zh", "f", "config/smartsheet.ini", r'''
[smartsheet]
; 海外项目排期表
access_token = ⟨s:an.37⟩
sheet_id = ⟨p:dig.16⟩'''),
  )

K("email_marketing_keys",
  ("en", "f", "newsletter/.env", r'''
MAILCHIMP_API_KEY=⟨s:mailchimp⟩
KLAVIYO_PRIVATE_KEY=⟨s:=pk_+hex.34⟩
MAILERSEND_API_TOKEN=⟨s:=mlsn.+hex.64⟩'''),
  ("en", "c", r'''
$ curl -X POST https://send.api.mailtrap.io/api/send -H "Authorization: Bearer ⟨s:hex.32⟩" -H "Content-Type: application/json" -d @mail.json
{"success":true,"message_ids":["⟨p:uuid⟩"]}'''),
  ("en", "f", "config/mail.php", r'''
'mandrill' => ['secret' => '⟨s:=md-+b64u.22⟩'],
'smtp2go'  => ['api_key' => '⟨s:=api-+HEX.32⟩'],
'ses_smtp' => ['username' => '⟨s:=AKIA+AN.16⟩', 'password' => '⟨s:=B+b64.43⟩'],'''),
  ("zh", "x", r'''
ZeptoMail 的发信 token：Zoho-enczapikey ⟨s:b64.140+==⟩ ，发件域 mail.⟨f:zdomain⟩ 已经验证过了。'''),
  ("zh", "f", "mailer.yaml", r'''
# 营销邮件（海外用户）
provider: mailchimp
api_key: ⟨s:mailchimp⟩
list_id: ⟨p:hex.10⟩
# 事务邮件 Mailgun
mailgun_key: ⟨s:hex.32+=-+hex.8+=-+hex.8⟩'''),
  )

K("realtime_comms_apis",
  ("en", "f", "config/pusher.js", r'''
module.exports = new Pusher({
  appId: "⟨p:dig.7⟩",
  key: "⟨p:hex.20⟩",
  secret: "⟨s:hex.20⟩",
  cluster: "eu",
});'''),
  ("en", "c", r'''
$ curl -s -u "⟨p:an.6⟩.⟨p:an.6⟩:⟨s:b64u.43⟩" https://rest.ably.io/channels/orders/messages -H 'Content-Type: application/json' -d '{"name":"ping"}'
{"channel":"orders","messageId":"⟨p:b64u.10⟩"}'''),
  ("en", "f", ".env", r'''
PUBNUB_PUBLISH_KEY=pub-c-⟨p:uuid⟩
PUBNUB_SUBSCRIBE_KEY=sub-c-⟨p:uuid⟩
PUBNUB_SECRET_KEY=⟨s:=sec-c-+b64.48⟩
STREAM_API_SECRET=⟨s:lc.64⟩'''),
  ("zh", "x", r'''
Vonage 短信（海外验证码）：api_key ⟨p:hex.8⟩，api_secret ⟨s:an.16⟩ 。Plivo 的 auth token ⟨s:b64u.40⟩ 作为备用通道。'''),
  ("zh", "f", "im/sendbird.yaml", r'''
sendbird:
  app_id: ⟨p:UUID⟩
  api_token: ⟨s:hex.40⟩  # 主 token，能删频道，慎用
'''),
  )

K("payments_global_new",
  ("en", "f", "config/payments.yml", r'''
adyen:
  merchant_account: ⟨f:org⟩ECOM
  api_key: "⟨s:adyen⟩"
  hmac_key: ⟨s:HEX.64⟩
braintree:
  access_token: ⟨s:braintree⟩'''),
  ("en", "c", r'''
$ curl https://connect.squareup.com/v2/locations -H "Square-Version: 2024-12-18" -H "Authorization: Bearer ⟨s:sq⟩"
{"locations":[{"id":"⟨p:AN.13⟩","name":"⟨f:org⟩ Main St"}]}'''),
  ("en", "f", ".env.production", r'''
MOLLIE_API_KEY=⟨s:=live_+an.30⟩
GOCARDLESS_ACCESS_TOKEN=⟨s:gocardless⟩
PADDLE_API_KEY=⟨s:paddle⟩
PLAID_CLIENT_ID=⟨p:hex.24⟩
PLAID_SECRET=⟨s:hex.30⟩'''),
  ("zh", "x", r'''
海外站收款接的是 Checkout.com：secret key ⟨s:=sk_+uuid⟩ ，Webhook 签名密钥 ⟨s:uuid⟩ 。Authorize.net 那套停用了，但 transaction key ⟨s:an.16⟩ 还没作废。'''),
  ("zh", "f", "pay/wise.py", r'''
# Wise 批量付款（给海外外包结算）
WISE_API_TOKEN = "⟨s:uuid⟩"
WISE_PROFILE_ID = ⟨p:dig.8⟩'''),
  )

K("payments_regional_new",
  ("en", "f", "checkout/config.ts", r'''
export const mercadoPago = {
  publicKey: "APP_USR-⟨p:uuid⟩",
  accessToken: "⟨s:mpago⟩",
};'''),
  ("en", "x", r'''
Configuration.account_id = '⟨p:dig.6⟩'
Configuration.secret_key = '⟨s:yookassa⟩'
payment = Payment.create({"amount": {"value": "990.00", "currency": "RUB"}})'''),
  ("en", "f", "payments/.env", r'''
PAYTM_MID=⟨p:an.20⟩
PAYTM_MERCHANT_KEY=⟨s:=#+an.15⟩
PHONEPE_SALT_KEY=⟨s:uuid⟩
CASHFREE_SECRET_KEY=⟨s:cashfree⟩'''),
  ("zh", "x", r'''
中东站用的 Moyasar：secret key ⟨s:=sk_live_+an.40⟩ ；土耳其站 Iyzico：apiKey ⟨p:an.32⟩，secretKey ⟨s:an.32⟩ 。回调地址都是 /pay/notify。'''),
  ("zh", "f", "pay/config/latam.yaml", r'''
# 拉美支付
mercadopago:
  access_token: ⟨s:mpago⟩
dlocal:
  x_login: ⟨p:an.10⟩
  x_trans_key: ⟨s:an.10⟩
  secret_key: ⟨s:an.32⟩'''),
  )

K("auth_provider_secrets",
  ("en", "f", ".env.local", r'''
AUTH0_DOMAIN=⟨f:org⟩.eu.auth0.com
AUTH0_CLIENT_ID=⟨p:an.32⟩
AUTH0_CLIENT_SECRET=⟨s:b64u.64⟩
AUTH0_SECRET=⟨s:hex.64⟩'''),
  ("en", "c", r'''
$ curl -s -H "Authorization: SSWS ⟨s:=00+b64u.40⟩" "https://⟨f:org⟩.okta.com/api/v1/users?limit=1" | jq '.[0].profile.login'
"⟨f:email⟩"'''),
  ("en", "f", "apps/web/.env", r'''
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_⟨p:b64.36⟩
CLERK_SECRET_KEY=⟨s:=sk_live_+an.40⟩
STYTCH_SECRET=⟨s:=secret-live-+b64u.32+==⟩
WORKOS_API_KEY=⟨s:=sk_+an.60⟩'''),
  ("zh", "x", r'''
Keycloak 里 ⟨f:proj⟩ 这个 client 的 secret 是 ⟨s:an.32⟩ ，realm 是 prod，管理员 admin 的密码 ⟨s:pwz⟩ 也先给你，配完 SSO 我就改。'''),
  ("zh", "f", "duo/authproxy.cfg", r'''
[ad_client]
host=⟨f:lip⟩
service_account_username=svc-duo
service_account_password=⟨s:pwz⟩

[radius_server_auto]
ikey=⟨p:AN.20⟩
skey=⟨s:an.40⟩
api_host=api-⟨p:hex.8⟩.duosecurity.com'''),
  )

K("maps_geo_keys",
  ("en", "f", "server/geo.py", r'''
MAPBOX_SECRET_TOKEN = "⟨s:mapbox_sk⟩"
HERE_API_KEY = "⟨s:b64u.43⟩"
TOMTOM_KEY = "⟨s:an.32⟩"'''),
  ("en", "c", r'''
$ curl "https://api.mapbox.com/uploads/v1/⟨f:user⟩/credentials?access_token=⟨s:mapbox_sk⟩"
{"bucket":"tilestream-tilesets-production","key":"⟨p:lc.20⟩/_pending/⟨p:lc.8⟩/⟨f:user⟩"}'''),
  ("en", "x", r'''
const esri = new ApiKeyManager({ key: "⟨s:=AAPK+hex.32+b64u.64⟩" }); // ArcGIS location services'''),
  ("zh", "f", "src/config/map.js", r'''
// 腾讯位置服务：key + 签名校验 SK
export const QQMAP_KEY = "⟨s:qqmap⟩";
export const QQMAP_SK = "⟨s:an.32⟩";
// 百度地图服务端 AK
export const BMAP_AK = "⟨s:an.32⟩";'''),
  ("zh", "x", r'''
天地图申请的服务端 key：⟨s:hex.32⟩ ，高德 Web 服务 key：⟨s:hex.32⟩ ，配额都是每天 30 万次，前端别直接用服务端 key。'''),
  )

K("captcha_server_secrets",
  ("en", "f", "config/captcha.php", r'''
return [
    'recaptcha' => ['site_key' => '6L⟨p:b64u.38⟩', 'secret' => '⟨s:=6L+b64u.38⟩'],
];'''),
  ("en", "f", ".env", r'''
HCAPTCHA_SITEKEY=⟨p:uuid⟩
HCAPTCHA_SECRET=⟨s:=0x+hex.40⟩
TURNSTILE_SECRET_KEY=⟨s:=0x4AAAAAAA+b64u.25⟩'''),
  ("en", "c", r'''
$ curl -s https://challenges.cloudflare.com/turnstile/v0/siteverify -d "secret=⟨s:=0x4AAAAAAA+b64u.25⟩&response=XXXX.DUMMY.TOKEN.XXXX"
{"success":false,"error-codes":["invalid-input-response"]}'''),
  ("zh", "f", "captcha/tencent.yaml", r'''
# 腾讯云天御验证码
captcha:
  app_id: ⟨p:dig.9⟩
  app_secret_key: ⟨s:an.24⟩
  # 阿里云验证码 2.0 的 ekey
  aliyun_ekey: ⟨s:an.32⟩'''),
  ("zh", "x", r'''
reCAPTCHA 国内用 recaptcha.net 域名就能加载。服务端校验的 secret：⟨s:=6L+b64u.38⟩ ，站点 key 是 6L⟨p:b64u.38⟩（这个可以公开）。'''),
  )

K("social_media_api_tokens",
  ("en", "f", "whatsapp/.env", r'''
WHATSAPP_PHONE_NUMBER_ID=⟨p:dig.15⟩
WHATSAPP_ACCESS_TOKEN=⟨s:eaa⟩
WHATSAPP_VERIFY_TOKEN=⟨s:an.24⟩'''),
  ("en", "c", r'''
$ curl -s "https://api.x.com/2/tweets/search/recent?query=%40⟨f:org⟩" -H "Authorization: Bearer ⟨s:xbearer⟩" | jq '.meta.result_count'
10'''),
  ("en", "x", r'''
reddit = praw.Reddit(client_id="⟨p:b64u.22⟩", client_secret="⟨s:b64u.30⟩",
                     username="⟨f:user⟩_bot", password="⟨s:pw⟩", user_agent="modqueue/0.3")'''),
  ("zh", "x", r'''
海外社媒自动发帖的 Page token（长期）：⟨s:eaa⟩ ，Bluesky 的应用密码：⟨s:pwa⟩ ，账号 ⟨f:zhuser⟩.bsky.social。'''),
  ("zh", "f", "tiktok/config.json", r'''
{
  "client_key": "⟨p:lc.18⟩",
  "client_secret": "⟨s:an.32⟩",
  "comment": "TikTok for Developers，海外投放素材回传"
}'''),
  )

K("matrix_telegram_sessions",
  ("en", "f", "bot/config.yaml", r'''
homeserver: https://matrix.⟨f:domain⟩
user_id: "@⟨f:user⟩bot:⟨f:domain⟩"
access_token: ⟨s:syt⟩
device_id: ⟨p:AN.10⟩'''),
  ("en", "f", "userbot/.env", r'''
TG_API_ID=⟨p:dig.8⟩
TG_API_HASH=⟨s:hex.32⟩
TG_SESSION=⟨s:telethon⟩'''),
  ("en", "c", r'''
$ curl -s -H "X-Auth-Token: ⟨s:b64u.43⟩" -H "X-User-Id: ⟨p:an.17⟩" https://chat.⟨f:domain⟩/api/v1/me | jq .username
"⟨f:user⟩"'''),
  ("zh", "x", r'''
Pyrogram 的 session string 生成好了，放服务器上就不用再登录：
⟨s:pyrogram⟩
api_hash 是 ⟨s:hex.32⟩ ，别发到群里。'''),
  ("zh", "f", "notify/matrix.json", r'''
{
  "server": "https://matrix.⟨f:zdomain⟩",
  "room": "!⟨p:al.18⟩:⟨f:zdomain⟩",
  "token": "⟨s:syt⟩",
  "说明": "告警推送到 Element"
}'''),
  )

K("chat_webhooks_app_tokens",
  ("en", "f", "slackbot/.env", r'''
SLACK_APP_TOKEN=⟨s:slackapp⟩
SLACK_CONFIG_REFRESH_TOKEN=⟨s:xoxe⟩'''),
  ("en", "x", r'''
TEAMS_WEBHOOK="https://⟨f:org⟩.webhook.office.com/webhookb2/⟨p:uuid⟩@⟨p:uuid⟩/IncomingWebhook/⟨s:hex.32⟩/⟨p:uuid⟩/⟨s:=V2+b64u.43⟩"
curl -H 'Content-Type: application/json' -d '{"text":"deploy ok"}' "$TEAMS_WEBHOOK"'''),
  ("en", "x", r'''
Power Automate flow "Incident → Planner" trigger URL:
https://prod-⟨p:dig.2⟩.westeurope.logic.azure.com:443/workflows/⟨p:hex.32⟩/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=⟨s:b64u.43⟩'''),
  ("zh", "x", r'''
Google Chat 的告警 webhook（海外团队那个空间）：
https://chat.googleapis.com/v1/spaces/AAAA⟨p:b64u.7⟩/messages?key=⟨s:=AIzaSy+b64u.33⟩&token=⟨s:b64u.43+=%3D⟩'''),
  ("zh", "f", "alert/webex.py", r'''
# Webex 机器人（对接欧洲分公司）
WEBEX_BOT_TOKEN = "⟨s:webex⟩"
ROOM_ID = "Y2lzY29zcGFyazovL3VzL1JPT00v⟨p:b64u.48⟩"'''),
  )

K("push_notification_keys",
  ("en", "c", r'''
$ curl -s -F "token=⟨s:=a+an.29⟩" -F "user=⟨s:=u+an.29⟩" -F "message=backup finished on ⟨f:host⟩" https://api.pushover.net/1/messages.json
{"status":1,"request":"⟨p:uuid⟩"}'''),
  ("en", "f", "~/.config/apprise/apprise.yml", r'''
urls:
  - gotify://push.⟨f:domain⟩/⟨s:=A+b64u.14⟩
  - ntfys://⟨f:user⟩:⟨s:pwu⟩@ntfy.⟨f:domain⟩/alerts
  - pbul://⟨s:=o.+an.32⟩'''),
  ("en", "c", r'''
$ curl -H "Authorization: Bearer ⟨s:=tk_+lc.29⟩" -d "disk 91% on ⟨f:host⟩" https://ntfy.⟨f:domain⟩/ops'''),
  ("zh", "x", r'''
群晖的通知我接到 Bark 了：https://api.day.app/⟨s:an.22⟩/NAS备份完成 ，另外 Server酱 的 SendKey 是 ⟨s:sct⟩ ，挂了会推到微信。'''),
  ("zh", "f", "ql/notify.sh", r'''
## 青龙通知配置（节选）
export PUSH_PLUS_TOKEN="⟨s:hex.32⟩"
export WXPUSHER_APP_TOKEN="⟨s:=AT_+an.32⟩"
export WXPUSHER_UIDS="UID_⟨p:an.28⟩"'''),
  )

K("cn_push_sdk_secrets",
  ("zh", "f", "push/config.properties", r'''
# 极光推送
jpush.appKey=⟨p:hex.24⟩
jpush.masterSecret=⟨s:hex.24⟩
# 友盟
umeng.appMasterSecret=⟨s:lc.32⟩'''),
  ("zh", "f", "vendor_push.yaml", r'''
huawei:
  app_id: "⟨p:dig.9⟩"
  client_secret: "⟨s:hex.64⟩"
xiaomi:
  app_secret: "⟨s:b64.22+==⟩"
oppo:
  master_secret: "⟨s:hex.32⟩"
vivo:
  app_secret: "⟨s:uuid⟩"'''),
  ("zh", "x", r'''
厂商通道申请下来了：荣耀 client secret ⟨s:hex.32⟩ ，魅族 AppSecret ⟨s:an.32⟩ 。@⟨f:zhname⟩ 你在推送后台配一下，记得选正式环境。'''),
  ("en", "f", "push-gateway/application.yml", r'''
getui:
  app-id: ⟨p:an.22⟩
  master-secret: ⟨s:an.22⟩
jpush:
  master-secret: ⟨s:hex.24⟩'''),
  ("zh", "c", r'''
$ curl -X POST https://api.jpush.cn/v3/push -u "⟨p:hex.24⟩:⟨s:hex.24⟩" -d '{"platform":"all","audience":"all","notification":{"alert":"测试推送"}}'
{"sendno":"0","msg_id":"⟨p:dig.17⟩"}'''),
  )

K("cn_vision_translate_data_apis",
  ("zh", "f", "ocr/config.py", r'''
# 百度智能云 OCR
BAIDU_OCR_API_KEY = "⟨s:an.24⟩"
BAIDU_OCR_SECRET_KEY = "⟨s:an.32⟩"
# 有道智云翻译
YOUDAO_APP_KEY = "⟨p:hex.16⟩"
YOUDAO_APP_SECRET = "⟨s:an.32⟩"'''),
  ("zh", "x", r'''
百度翻译开放平台：APP ID ⟨p:dig.17⟩，密钥 ⟨s:an.20⟩ 。彩云天气 token：⟨s:an.16⟩ 。都是个人认证的，别拿去跑大批量。'''),
  ("zh", "f", "weather/seniverse.ini", r'''
[seniverse]
public_key = P⟨p:an.14⟩
private_key = ⟨s:=S+an.16⟩
; 心知天气私钥用于签名'''),
  ("en", "x", r'''
deepl_client = deepl.DeepLClient("⟨s:uuid+=:fx⟩")
azure_tr = {"Ocp-Apim-Subscription-Key": "⟨s:hex.32⟩", "Ocp-Apim-Subscription-Region": "eastasia"}'''),
  ("zh", "x", r'''
企查查开放平台：Key ⟨p:hex.32⟩ ，SecretKey ⟨s:AN.32⟩ ；天眼查 token ⟨s:uuid⟩ 。两个都按次计费，测试时加缓存。'''),
  )

K("cn_netdisk_site_cookies",
  ("zh", "x", r'''
阿里云盘的 refresh_token：⟨s:hex.32⟩ ，填到 AList 的存储配置里就能挂载，有效期 30 天左右。'''),
  ("zh", "f", "config/bilibili.json", r'''
{
  "SESSDATA": "⟨s:sessdata⟩",
  "bili_jct": "⟨s:hex.32⟩",
  "DedeUserID": "⟨p:dig.9⟩",
  "备注": "下载 1080P 需要登录态"
}'''),
  ("zh", "x", r'''
Cookie: BDUSS=⟨s:bduss⟩; BAIDUID=⟨p:HEX.32⟩:FG=1; STOKEN=⟨s:hex.64⟩
（百度网盘 bypy 报 -6 错误，这是我浏览器里复制的 cookie，是不是过期了）'''),
  ("zh", "f", "spider/cookies.txt", r'''
# 知乎 / 豆瓣 登录态（爬评论用）
zhihu: z_c0="⟨s:zc0⟩"
douban: dbcl2=⟨s:dbcl2⟩; ck=⟨p:an.4⟩'''),
  ("en", "x", r'''
miyoushe daily check-in script needs these cookies:
ltoken_v2=⟨s:=v2_+b64u.120⟩; ltuid_v2=⟨p:dig.9⟩; cookie_token_v2=⟨s:=v2_+b64u.120⟩'''),
  )

K("cn_selfhosted_apps",
  ("zh", "c", r'''
$ docker exec -it alist ./alist admin random
INFO[⟨f:date⟩ ⟨f:time⟩] reading config file: data/config.json
INFO[⟨f:date⟩ ⟨f:time⟩] generate new random password
INFO[⟨f:date⟩ ⟨f:time⟩] admin user has been updated:
INFO[⟨f:date⟩ ⟨f:time⟩] username: admin
INFO[⟨f:date⟩ ⟨f:time⟩] password: ⟨s:an.8⟩'''),
  ("zh", "c", r'''
$ docker exec safeline-mgt resetadmin
[SafeLine] Initial username：admin
[SafeLine] Initial password：⟨s:an.8⟩
[SafeLine] Done'''),
  ("zh", "f", "alist/data/config.json", r'''
{
  "force": false,
  "site_url": "https://pan.⟨f:zdomain⟩",
  "jwt_secret": "⟨s:an.16⟩",
  "token_expires_in": 48,
  "database": { "type": "sqlite3", "db_file": "data/data.db" }
}'''),
  ("en", "f", "usr/themes/config.inc.php", r'''
<?php
/** Typecho database */
$db = new \Typecho\Db('Pdo_Mysql', 'typecho_');
$db->addServer(array (
  'host' => 'localhost',
  'user' => 'typecho',
  'password' => '⟨s:pw⟩',
  'database' => 'typecho',
), \Typecho\Db::READ | \Typecho\Db::WRITE);'''),
  ("zh", "f", "config/config_global.php", r'''
// Discuz! X3.5 全局配置
$_config['db'][1]['dbpw'] = '⟨s:pwz⟩';
$_config['security']['authkey'] = '⟨s:an.32⟩';
$_config['admincp']['founder'] = '1';'''),
  )

K("proxy_client_configs",
  ("zh", "f", "~/.config/clash/config.yaml", r'''
mixed-port: 7890
external-controller: 127.0.0.1:9090
secret: "⟨s:an.16⟩"
proxies:
  - { name: "香港01", type: trojan, server: hk1.⟨P:ap:lc.8⟩.xyz, port: 443, password: "⟨s:uuid⟩", sni: hk1.⟨u:ap⟩.xyz }
  - { name: "日本02", type: ss, server: jp2.⟨u:ap⟩.xyz, port: 8388, cipher: 2022-blake3-aes-128-gcm, password: "⟨s:b64b:16⟩" }'''),
  ("zh", "f", "sing-box/config.json", r'''
{
  "outbounds": [
    {
      "type": "hysteria2",
      "tag": "hy2-新加坡",
      "server": "⟨f:ip⟩",
      "server_port": 443,
      "password": "⟨s:an.24⟩",
      "tls": { "enabled": true, "server_name": "www.bing.com", "insecure": true }
    }
  ]
}'''),
  ("en", "f", "/etc/hysteria/config.yaml", r'''
listen: :443
acme:
  domains: [hy.⟨f:domain⟩]
  email: ⟨f:email⟩
auth:
  type: password
  password: ⟨s:b64u.24⟩
masquerade:
  type: proxy
  proxy: { url: https://news.ycombinator.com/, rewriteHost: true }'''),
  ("zh", "x", r'''
订阅转换后的 Clash Meta 配置里面有这段，节点全失效了是什么情况：
proxy-providers:
  机场A:
    type: http
    url: "https://sub.⟨p:lc.6⟩.top/api/v1/client/subscribe?token=⟨s:hex.32⟩"
    interval: 3600'''),
  ("en", "f", "xray/config.json", r'''
{
  "inbounds": [{
    "port": 443, "protocol": "vmess",
    "settings": { "clients": [{ "id": "⟨s:uuid⟩", "alterId": 0 }] },
    "streamSettings": { "network": "ws", "wsSettings": { "path": "/⟨p:lc.10⟩" } }
  }]
}'''),
  )

K("home_automation_secrets",
  ("en", "f", "homeassistant/secrets.yaml", r'''
# Home Assistant secrets
mqtt_password: ⟨s:pw⟩
unifi_password: ⟨s:pwg⟩
octoprint_api_key: ⟨s:HEX.32⟩
latitude_home: 52.37'''),
  ("en", "c", r'''
$ curl -s -H "Authorization: Bearer ⟨s:jwt:ha⟩" http://homeassistant.local:8123/api/states/sensor.outdoor_temperature | jq .state
"7.4"'''),
  ("en", "f", "esphome/garage-door.yaml", r'''
esphome:
  name: garage-door
api:
  encryption:
    key: "⟨s:b64b:32⟩"
ota:
  - platform: esphome
    password: "⟨s:hex.32⟩"
wifi:
  ssid: "⟨f:word⟩-iot"
  password: "⟨s:pw⟩"'''),
  ("zh", "x", r'''
米家设备 token 拿到了（用 Xiaomi-cloud-tokens-extractor 导出）：
空气净化器 4 Pro  IP ⟨f:lip⟩  token ⟨s:hex.32⟩
扫地机 S7        IP ⟨f:lip2⟩  token ⟨s:hex.32⟩
填到 HA 的 xiaomi_miio 集成里就行。'''),
  ("zh", "f", "zigbee2mqtt/configuration.yaml", r'''
mqtt:
  server: mqtt://⟨f:lip⟩
  user: z2m
  password: ⟨s:pwz⟩
advanced:
  network_key: ⟨s:=[+int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=, +int:10-250+=]⟩
  pan_id: ⟨p:int:1000-60000⟩
frontend:
  port: 8080'''),
  )

K("game_server_secrets",
  ("en", "f", "server.properties", r'''
#Minecraft server properties
enable-rcon=true
rcon.port=25575
rcon.password=⟨s:pw⟩
motd=⟨f:org⟩ survival
white-list=true'''),
  ("en", "f", "data/server-settings.json", r'''
{
  "name": "⟨f:org⟩ factory",
  "visibility": { "public": false, "lan": true },
  "username": "⟨f:user⟩",
  "token": "⟨s:hex.30⟩",
  "game_password": "⟨s:pw⟩"
}'''),
  ("en", "x", r'''
TeamSpeak first start log — save this:
------------------------------------------------------------------
                      I M P O R T A N T
------------------------------------------------------------------
      Server Query Admin Account created
      loginname= "serveradmin", password= "⟨s:an.8⟩"
      apikey= "⟨s:b64u.44⟩"
------------------------------------------------------------------
ServerAdmin privilege key created, please use it to gain
serveradmin rights for your virtualserver. please
also check the doc/privilegekey_guide.txt for details.
       token=⟨s:b64.40⟩'''),
  ("zh", "f", "PalServer/Pal/Saved/Config/LinuxServer/PalWorldSettings.ini", r'''
[/Script/Pal.PalGameWorldSettings]
OptionSettings=(Difficulty=None,ServerName="⟨f:zhname⟩的幻兽帕鲁服",AdminPassword="⟨s:pwz⟩",ServerPassword="⟨s:pwz⟩",PublicPort=8211,RCONEnabled=True,RCONPort=25575)'''),
  ("zh", "x", r'''
Roblox 小号的 Cookie（挂机脚本要用）：.ROBLOSECURITY=⟨s:roblox⟩'''),
  )

K("selfhosted_media_docs_apps",
  ("en", "f", "paperless/docker-compose.env", r'''
PAPERLESS_SECRET_KEY=⟨s:b64u.50⟩
PAPERLESS_ADMIN_USER=⟨f:user⟩
PAPERLESS_ADMIN_PASSWORD=⟨s:pw⟩
PAPERLESS_OCR_LANGUAGE=deu+eng'''),
  ("en", "c", r'''
$ curl -s -H "x-api-key: ⟨s:an.43⟩" https://photos.⟨f:domain⟩/api/server/statistics | jq .photos
48211'''),
  ("en", "x", r'''
Emby › Advanced › API Keys › New: "sonarr" → ⟨s:hex.32⟩
Navidrome ND_LASTFM_SECRET=⟨s:hex.32⟩'''),
  ("zh", "f", "audiobookshelf/.env", r'''
# 有声书服务器
TOKEN_SECRET=⟨s:b64b:32⟩
ADMIN_TOKEN=⟨s:jwt:hs_user⟩
# Calibre-Web 管理员
CALIBRE_ADMIN_PASS=⟨s:pwz⟩'''),
  ("zh", "x", r'''
Immich 的 API Key 给你：⟨s:an.43⟩ ，手机端备份脚本用。Kavita 的 OPDS 地址：https://read.⟨f:zdomain⟩/api/opds/⟨s:uuid⟩ （地址本身就是凭证，别外传）。'''),
  )

K("web_framework_secrets_new",
  ("en", "f", "config/runtime.exs", r'''
import Config
config :⟨f:svc⟩, ⟨f:svc⟩Web.Endpoint,
  secret_key_base: "⟨s:b64.64⟩",
  live_view: [signing_salt: "⟨s:b64u.8⟩"]'''),
  ("en", "f", ".env.local", r'''
APP_ENV=prod
APP_SECRET=⟨s:hex.32⟩
DATABASE_URL="postgresql://app:⟨s:pwu⟩@127.0.0.1:5432/app?serverVersion=16&charset=utf8"'''),
  ("en", "f", ".env", r'''
AUTH_SECRET="⟨s:b64b:32⟩"
BETTER_AUTH_SECRET=⟨s:an.32⟩
PAYLOAD_SECRET=⟨s:hex.24⟩'''),
  ("zh", "f", "config/master.key", r'''
⟨s:hex.32⟩'''),
  ("zh", "f", "start/env.ts", r'''
// AdonisJS 6 —— 本地调试直接写死了，上线前改成 Env.get
export default {
  APP_KEY: '⟨s:b64u.32⟩',
  SESSION_DRIVER: 'cookie',
  DB_PASSWORD: '⟨s:pwz⟩',
}'''),
  )

K("php_cms_secrets",
  ("en", "f", "sites/default/settings.php", r'''
$databases['default']['default'] = [
  'database' => 'drupal',
  'username' => 'drupal',
  'password' => '⟨s:pw⟩',
  'host' => 'localhost',
  'driver' => 'mysql',
];
$settings['hash_salt'] = '⟨s:b64u.74⟩';'''),
  ("en", "f", "configuration.php", r'''
<?php
class JConfig {
	public $dbtype = 'mysqli';
	public $user = 'joomla';
	public $password = '⟨s:pwg⟩';
	public $db = 'joomla';
	public $secret = '⟨s:an.16⟩';
}'''),
  ("en", "f", "app/etc/env.php", r'''
<?php
return [
    'crypt' => ['key' => 'base64⟨s:b64b:32⟩'],
    'db' => ['connection' => ['default' => ['host' => 'db', 'dbname' => 'magento', 'username' => 'magento', 'password' => '⟨s:pw⟩']]],
];'''),
  ("zh", "f", "LocalSettings.php", r'''
## 内部 Wiki（MediaWiki 1.42）
$wgDBpassword = "⟨s:pwz⟩";
$wgSecretKey = "⟨s:hex.64⟩";
$wgUpgradeKey = "⟨s:hex.16⟩";'''),
  ("zh", "f", "moodle/config.php", r'''
<?php  // 学校 Moodle 平台
$CFG->dbtype    = 'pgsql';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '⟨s:pwz⟩';
$CFG->wwwroot   = 'https://elearning.⟨f:zdomain⟩';'''),
  )

K("network_device_configs",
  ("en", "x", r'''
!
hostname ⟨f:host⟩
enable secret 0 ⟨s:pwg⟩
username netops privilege 15 password 0 ⟨s:pw⟩
snmp-server community ⟨s:an.12⟩ RO 10
tacacs server ISE
 address ipv4 ⟨f:lip⟩
 key 0 ⟨s:an.20⟩
!'''),
  ("en", "x", r'''
[admin@MikroTik] > /user add name=backup group=read password=⟨s:pw⟩
[admin@MikroTik] > /interface wireless security-profiles set [ find default=yes ] mode=dynamic-keys authentication-types=wpa2-psk wpa2-pre-shared-key=⟨s:pw⟩
[admin@MikroTik] >'''),
  ("en", "x", r'''
set system login user ops authentication plain-text-password-value ⟨s:pwg⟩
set snmp community ⟨s:an.12⟩ authorization read-only
set system radius-server ⟨f:lip⟩ secret ⟨s:an.16⟩'''),
  ("zh", "x", r'''
# 华为交换机，刚上架的初始化配置
aaa
 local-user admin password irreversible-cipher ⟨p:=$1c$+b64.56+=$⟩
 local-user netadmin password cipher ⟨s:pwz⟩
#
snmp-agent community read cipher ⟨s:an.12⟩
radius-server shared-key cipher ⟨s:an.16⟩'''),
  ("zh", "x", r'''
<H3C>system-view
[H3C]local-user admin class manage
[H3C-luser-manage-admin]password simple ⟨s:pwz⟩
[H3C-luser-manage-admin]service-type ssh http https
# 锐捷那台也一样：enable secret 0 ⟨s:pwz⟩'''),
  )

K("wifi_psk_configs",
  ("en", "f", "/etc/hostapd/hostapd.conf", r'''
interface=wlan0
ssid=⟨f:org⟩-guest
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase=⟨s:pw⟩
rsn_pairwise=CCMP'''),
  ("en", "f", "/etc/NetworkManager/system-connections/Office.nmconnection", r'''
[connection]
id=Office
type=wifi
[wifi]
ssid=⟨f:org⟩-5G
[wifi-security]
key-mgmt=wpa-psk
psk=⟨s:pw⟩'''),
  ("en", "x", r'''
PS C:\> netsh wlan show profile name="⟨f:org⟩-Staff" key=clear
Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Security key           : Present
    Key Content            : ⟨s:pw⟩'''),
  ("zh", "f", "/etc/config/wireless", r'''
config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '⟨f:zorgpy⟩-办公'
	option encryption 'psk2'
	option key '⟨s:pwz⟩' '''),
  ("zh", "c", r'''
$ nmcli dev wifi connect "⟨f:zorgpy⟩-会议室" password "⟨s:pwz⟩"
成功用 "wlp2s0" 激活了设备 "⟨p:uuid⟩"。'''),
  )

K("vpn_mesh_setup_keys",
  ("en", "f", "/etc/ipsec.secrets", r'''
# This file holds shared secrets or RSA private keys for authentication.
⟨f:ip⟩ ⟨f:ip2⟩ : PSK "⟨s:pwg⟩"
%any %any : EAP "⟨s:pw⟩"'''),
  ("en", "c", r'''
$ headscale preauthkeys create --user ⟨f:user⟩ --reusable --expiration 24h
⟨s:hex.48⟩'''),
  ("en", "x", r'''
Outline Manager — paste this into the app:
{"apiUrl":"https://⟨f:ip⟩:⟨p:int:10000-60000⟩/⟨s:b64u.22⟩","certSha256":"⟨p:HEX.64⟩"}'''),
  ("zh", "c", r'''
$ netbird up --setup-key ⟨s:UUID⟩ --management-url https://nb.⟨f:zdomain⟩
Connected
# 办公网 + 机房 打通'''),
  ("zh", "f", "swanctl.conf", r'''
secrets {
   ike-总部 {
      id = ⟨f:zip⟩
      secret = "⟨s:pwz⟩"
   }
   eap-⟨f:zhuser⟩ {
      id = ⟨f:zhuser⟩
      secret = "⟨s:pwu⟩"
   }
}'''),
  )

K("modern_crypto_key_formats",
  ("en", "f", "~/.config/sops/age/keys.txt", r'''
# created: 2024-11-03T10:21:44+01:00
# public key: ⟨p:=age1+bech.58⟩
⟨s:age⟩'''),
  ("en", "f", "~/.minisign/minisign.key", r'''
untrusted comment: minisign encrypted secret key
⟨s:minisign⟩'''),
  ("en", "x", r'''
nostr bot config:
relays = ["wss://relay.damus.io", "wss://nos.lol"]
nsec = "⟨s:nsec⟩"'''),
  ("zh", "x", r'''
SOPS 用的 age 私钥发你一份，放到 ~/.config/sops/age/keys.txt：
⟨s:age⟩
公钥是 ⟨p:=age1+bech.58⟩ ，已经加到 .sops.yaml 里了。'''),
  ("zh", "f", "release/signify-⟨f:proj⟩.sec", r'''
untrusted comment: signify secret key
⟨s:=RWRCSwAAAA+b64.94⟩'''),
  )

K("eth_dev_wallets",
  ("en", "c", r'''
$ cast wallet new
Successfully created new keypair.
Address:     0x⟨p:hex.40⟩
Private key: 0x⟨s:ethpk⟩'''),
  ("en", "f", "hardhat.config.ts", r'''
const config: HardhatUserConfig = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/⟨p:hex.32⟩",
      accounts: ["0x⟨s:ethpk⟩"],
    },
  },
  etherscan: { apiKey: "⟨s:AN.34⟩" },
};'''),
  ("en", "f", "truffle-config.js", r'''
const HDWalletProvider = require("@truffle/hdwallet-provider");
const mnemonic = "⟨s:mnem12⟩";
module.exports = { networks: { goerli: { provider: () => new HDWalletProvider(mnemonic, RPC), network_id: 5 } } };'''),
  ("zh", "x", r'''
测试网部署用的钱包助记词（只放了测试币）：⟨s:mnem12⟩
Infura 项目密钥 ⟨s:hex.32⟩ 也在这，别拿去主网。'''),
  ("zh", "f", "contracts/.env", r'''
# Foundry 部署
PRIVATE_KEY=⟨s:ethpk⟩
TENDERLY_ACCESS_KEY=⟨s:b64u.32⟩
BSCSCAN_API_KEY=⟨s:AN.34⟩'''),
  )

K("jwk_private_keys",
  ("en", "f", "keys/signing.jwk.json", r'''
{
  "kty": "EC",
  "crv": "P-256",
  "kid": "⟨p:b64u.16⟩",
  "x": "⟨p:b64u.43⟩",
  "y": "⟨p:b64u.43⟩",
  "d": "⟨s:b64u.43⟩",
  "use": "sig",
  "alg": "ES256"
}'''),
  ("en", "x", r'''
JWT_PRIVATE_JWK='{"kty":"OKP","crv":"Ed25519","x":"⟨p:b64u.43⟩","d":"⟨s:b64u.43⟩","kid":"2025-01"}'
'''),
  ("en", "x", r'''
const secret = await jose.importJWK({ kty: "oct", k: "⟨s:b64u.43⟩", alg: "HS256" });'''),
  ("zh", "f", "oidc/jwks-private.json", r'''
{
  "说明": "内部 SSO 签名私钥，不要发布到 /.well-known",
  "keys": [{ "kty": "EC", "crv": "P-384", "kid": "sso-1", "x": "⟨p:b64u.64⟩", "y": "⟨p:b64u.64⟩", "d": "⟨s:b64u.64⟩" }]
}'''),
  ("zh", "x", r'''
用 PKCS#8 单行 ed25519 私钥也行，格式如下（这是测试环境的，生产的在 KMS）：
-----BEGIN PRIVATE KEY-----
⟨s:ed_pem_line⟩
-----END PRIVATE KEY-----'''),
  )

K("software_license_keys_new",
  ("en", "x", r'''
VMware Workstation Pro 17 — license key: ⟨s:winkey⟩
Windows 11 Pro retail (from the box): ⟨s:winkey⟩'''),
  ("en", "f", "~/Library/Preferences/com.charlesproxy.charles.plist.txt", r'''
registeredName = "⟨f:uname⟩";
licenseKey = "⟨s:hex.18⟩";'''),
  ("en", "x", r'''
Typora license — email: ⟨f:email⟩  key: ⟨s:=+AN.6+=-+AN.6+=-+AN.6+=-+AN.6⟩
Paw/RapidAPI for Mac: ⟨s:AN.8+=-+AN.8+=-+AN.8+=-+AN.8⟩'''),
  ("zh", "x", r'''
公司买的 IDM 序列号：⟨s:AN.5+=-+AN.5+=-+AN.5+=-+AN.5⟩ ，姓名填 ⟨f:zorg⟩，只能激活 1 台，谁装了说一声。'''),
  ("zh", "x", r'''
XMind 激活码（团队版）：⟨s:AN.20⟩ ；Adobe Acrobat 序列号：⟨s:dig.4+=-+dig.4+=-+dig.4+=-+dig.4+=-+dig.4+=-+dig.4⟩ 。'''),
  )

K("windows_admin_cmds",
  ("en", "x", r'''
C:\Windows\system32>net user svc_backup ⟨s:pwg⟩ /add /passwordchg:no
The command completed successfully.

C:\Windows\system32>net localgroup "Backup Operators" svc_backup /add'''),
  ("en", "x", r'''
PS C:\> schtasks /Create /TN "NightlyExport" /TR "C:\jobs\export.bat" /SC DAILY /ST 02:00 /RU CORP\svc_export /RP ⟨s:pw⟩
SUCCESS: The scheduled task "NightlyExport" has successfully been created.'''),
  ("en", "x", r'''
psexec \\⟨f:host⟩ -u CORP\adm_⟨f:user⟩ -p ⟨s:pwg⟩ -h cmd /c "ipconfig /flushdns"'''),
  ("zh", "x", r'''
C:\>net use Z: \\⟨f:lip⟩\财务共享 /user:FIN\⟨f:zhuser⟩ ⟨s:pwz⟩ /persistent:yes
命令成功完成。'''),
  ("zh", "x", r'''
C:\>sc config "⟨f:svc⟩Agent" obj= ".\svc_agent" password= "⟨s:pwz⟩"
[SC] ChangeServiceConfig 成功'''),
  )

K("macos_secret_cmds",
  ("en", "c", r'''
$ security find-generic-password -s "⟨f:svc⟩-cli" -a ⟨f:user⟩ -w
⟨s:an.40⟩'''),
  ("en", "c", r'''
$ security add-generic-password -a ⟨f:user⟩ -s github-release -w ⟨s:=ghp_+an.36⟩ -U'''),
  ("en", "x", r'''
<key>PayloadContent</key>
<array>
  <dict>
    <key>SSID_STR</key><string>⟨f:org⟩-Corp</string>
    <key>EncryptionType</key><string>WPA2</string>
    <key>Password</key><string>⟨s:pw⟩</string>
    <key>PayloadType</key><string>com.apple.wifi.managed</string>
  </dict>
</array>'''),
  ("zh", "c", r'''
$ networksetup -setairportnetwork en0 "⟨f:zorgpy⟩-5G" "⟨s:pwz⟩"
$ defaults write com.⟨f:zorgpy⟩.agent ApiToken "⟨s:an.32⟩"'''),
  ("zh", "x", r'''
钥匙串里导出的（security find-internet-password -s git.⟨f:zdomain⟩ -g）：
password: "⟨s:pwz⟩"
我也不知道为什么 git 一直弹窗。'''),
  )

K("linux_account_cmds",
  ("en", "c", r'''
$ echo 'deploy:⟨s:pwg⟩' | sudo chpasswd
$ sudo usermod -aG docker deploy'''),
  ("en", "c", r'''
$ sudo htpasswd -b -c /etc/nginx/.htpasswd ⟨f:user⟩ ⟨s:pw⟩
Adding password for user ⟨f:user⟩'''),
  ("en", "c", r'''
$ (echo '⟨S:smb:pw⟩'; echo '⟨r:smb⟩') | sudo smbpasswd -s -a ⟨f:user⟩
Added user ⟨f:user⟩.'''),
  ("zh", "c", r'''
$ echo "⟨s:pwz⟩" | passwd --stdin ⟨f:zhuser⟩
更改用户 ⟨f:zhuser⟩ 的密码 。
passwd：所有的身份验证令牌已经成功更新。'''),
  ("zh", "c", r'''
$ mysqladmin -uroot -p'⟨s:pwz⟩' password '⟨s:pwz⟩'
mysqladmin: [Warning] Using a password on the command line interface can be insecure.
# 前一个是旧密码，后一个是新的'''),
  )

K("automation_script_passwords",
  ("en", "f", "scripts/switch_backup.exp", r'''
#!/usr/bin/expect -f
set timeout 20
spawn ssh admin@⟨f:lip⟩
expect "assword:"
send "⟨s:pw⟩\r"
expect "#"
send "show running-config\r"'''),
  ("en", "f", "netops/backup.py", r'''
from netmiko import ConnectHandler
dev = {"device_type": "cisco_ios", "host": "⟨f:lip⟩", "username": "netops",
       "password": "⟨s:pw⟩", "secret": "⟨s:pwg⟩"}
with ConnectHandler(**dev) as c:
    print(c.send_command("show run"))'''),
  ("en", "x", r'''
c = Connection("⟨f:host⟩", user="deploy", connect_kwargs={"password": "⟨s:pwu⟩"})
c.sudo("systemctl restart ⟨f:svc⟩", password="⟨s:pw⟩")'''),
  ("zh", "f", "ops/batch_ssh.py", r'''
import paramiko
# 批量巡检脚本，机房那批老机器还没上密钥
ssh = paramiko.SSHClient()
ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())
ssh.connect("⟨f:lip⟩", username="root", password="⟨s:pwz⟩")'''),
  ("zh", "f", "tools/login.py", r'''
import pexpect
child = pexpect.spawn("ssh ops@⟨f:lip⟩ -p 2222")
child.expect("密码：")
child.sendline("⟨s:pwz⟩")
child.interact()'''),
  )


# ---------------------------------------------------------------- outputs, logs, errors
K("crash_reports_new",
  ("en", "x", r'''
#
# A fatal error has been detected by the Java Runtime Environment:
#
#  SIGSEGV (0xb) at pc=0x00007f3a1c2b1e40, pid=⟨f:pid⟩, tid=⟨f:pid⟩
#
---------------  S U M M A R Y ------------

Command Line: -Xmx2g -Dspring.profiles.active=prod -Dspring.datasource.password=⟨s:pwg⟩ -Dapp.jwt.secret=⟨s:b64b:32⟩ -jar /opt/⟨f:svc⟩/app.jar

Host: Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz, 4 cores, 15G, Ubuntu 22.04.4 LTS'''),
  ("en", "x", r'''
{"app_name":"⟨f:proj⟩","timestamp":"⟨f:date⟩ 11:02:44.00 +0100","app_version":"⟨f:ver⟩","bug_type":"309","os_version":"macOS 15.1 (24B83)"}
{
  "procPath" : "/Applications/⟨f:proj⟩.app/Contents/MacOS/⟨f:proj⟩",
  "parentProc" : "launchd",
  "environment" : ["OPENROUTER_KEY=⟨s:=sk-or-v1-+hex.64⟩", "HOME=/Users/⟨f:user⟩"],
  "exception" : {"codes":"0x0000000000000001, 0x0000000000000000","type":"EXC_BREAKPOINT","signal":"SIGTRAP"}
}'''),
  ("en", "x", r'''
Sentry event ⟨p:hex.32⟩
level: error
message: ConnectionError in payments.sync
extra:
  settings.STRIPE_WEBHOOK_SECRET: '⟨s:=whsec_+b64.32⟩'
  settings.DEBUG: False
contexts.runtime: CPython 3.12.4'''),
  ("zh", "x", r'''
Android 崩溃日志（tombstone 节选）：
Build fingerprint: 'Xiaomi/⟨p:lo.6⟩/⟨p:lo.6⟩:14/UKQ1.230917.001/V816.0.3.0:user/release-keys'
pid: ⟨f:pid⟩, tid: ⟨f:pid⟩, name: RenderThread  >>> com.⟨f:zorgpy⟩.app <<<
Cmdline: com.⟨f:zorgpy⟩.app --api-secret=⟨s:an.32⟩
signal 11 (SIGSEGV), code 1 (SEGV_MAPERR), fault addr 0x0'''),
  ("zh", "x", r'''
Electron 应用崩溃上报（crashpad 注释字段）：
process_type: renderer
annotations:
  env.DB_PASSWORD: ⟨s:pwz⟩
  env.NODE_ENV: production
  ver: ⟨f:ver⟩
用户反馈：点"同步"按钮就闪退'''),
  )

K("cluster_tool_outputs",
  ("en", "c", r'''
$ kubectl describe pod ⟨f:svc⟩-7d9f8c6b5-⟨p:lc.5⟩ -n ⟨f:ns⟩ | sed -n '/Environment:/,/Mounts:/p'
    Environment:
      SPRING_PROFILES_ACTIVE:  prod
      DB_PASSWORD:             ⟨s:pwg⟩
      REDIS_URL:               <set to the key 'url' in secret '⟨f:svc⟩-redis'>  Optional: false
    Mounts:'''),
  ("en", "c", r'''
$ helm get values ⟨f:proj⟩ -n ⟨f:ns⟩
USER-SUPPLIED VALUES:
auth:
  postgresPassword: ⟨s:pw⟩
  replicationPassword: ⟨s:pwg⟩
image:
  tag: ⟨f:ver⟩'''),
  ("en", "c", r'''
$ terraform output -json db_credentials
{"password":"⟨s:pwg⟩","username":"app_admin","endpoint":"⟨f:svc⟩.⟨p:lc.12⟩.⟨f:region⟩.rds.amazonaws.com"}'''),
  ("zh", "c", r'''
$ docker compose config | grep -A3 environment
    environment:
      MYSQL_ROOT_PASSWORD: ⟨s:pwz⟩
      NACOS_AUTH_TOKEN: ⟨s:b64b:32⟩
      TZ: Asia/Shanghai'''),
  ("zh", "c", r'''
$ pulumi stack output --show-secrets
Current stack outputs (3):
    OUTPUT          VALUE
    bucketName      ⟨f:bucket⟩
    dbPassword      ⟨s:pwz⟩
    redisAuthToken  ⟨s:an.32⟩'''),
  )

K("iac_state_and_vars",
  ("en", "f", "terraform.tfstate", r'''
{
  "version": 4,
  "terraform_version": "1.9.8",
  "resources": [
    {
      "mode": "managed",
      "type": "random_password",
      "name": "db",
      "instances": [{ "attributes": { "length": 24, "result": "⟨s:pwg⟩", "special": true } }]
    }
  ]
}'''),
  ("en", "f", "envs/prod/terraform.tfvars", r'''
region            = "⟨f:region⟩"
db_admin_password = "⟨s:pw⟩"
datadog_api_key   = "⟨s:hex.32⟩"
datadog_app_key   = "⟨s:hex.40⟩"'''),
  ("en", "f", "Pulumi.prod.yaml", r'''
config:
  aws:region: ⟨f:region⟩
  ⟨f:proj⟩:dbPassword: ⟨s:pw⟩
  ⟨f:proj⟩:apiKey:
    secure: v1:⟨p:b64.16⟩:⟨p:b64.60⟩'''),
  ("zh", "f", "terraform/alicloud.auto.tfvars.json", r'''
{
  "access_key": "⟨s:=LTAI5t+an.18⟩",
  "secret_key": "⟨s:an.30⟩",
  "rds_password": "⟨s:pwz⟩",
  "_comment": "临时写在这里，迁移到 OSS backend 后删除"
}'''),
  ("zh", "x", r'''
state 文件里能直接看到密码，这是正常的吗？
"type": "tencentcloud_mysql_instance",
...
"root_password": "⟨s:pwz⟩",
"internet_service": 0,'''),
  )

K("syslog_audit_leaks",
  ("en", "l", r'''
sudo: ⟨f:user⟩ : TTY=pts/0 ; PWD=/home/⟨f:user⟩ ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p⟨s:pwu⟩ -e FLUSH PRIVILEGES'''),
  ("en", "x", r'''
type=EXECVE msg=audit(⟨f:epoch⟩.412:8891): argc=5 a0="curl" a1="-u" a2="admin:⟨s:pwu⟩" a3="-X" a4="POST"
type=CWD msg=audit(⟨f:epoch⟩.412:8891): cwd="/root"'''),
  ("en", "l", r'''
Started ⟨f:svc⟩ worker with args --broker amqp://worker:⟨s:pwu⟩@⟨f:lip⟩:5672// --concurrency 8'''),
  ("zh", "l", r'''
连接数据库失败 dsn=root:⟨s:pwz⟩@tcp(⟨f:lip⟩:3306)/⟨f:db⟩?charset=utf8mb4 err=dial tcp: i/o timeout'''),
  ("zh", "x", r'''
/var/log/secure 里翻到的（有人把密码当用户名输了）：
⟨f:sysd⟩ ⟨f:host⟩ sshd[⟨f:pid⟩]: Invalid user ⟨s:pwz⟩ from ⟨f:lip⟩ port 52114
⟨f:sysd⟩ ⟨f:host⟩ sshd[⟨f:pid⟩]: Accepted password for ⟨f:zhuser⟩ from ⟨f:lip⟩ port 52120 ssh2'''),
  )

K("web_access_logs_new",
  ("en", "x", r'''
⟨f:ip⟩ - - [12/Feb/2025:09:14:22 +0000] "GET /v1/export?format=csv&apikey=⟨s:hex.32⟩ HTTP/1.1" 200 48211 "-" "python-requests/2.32.3"'''),
  ("en", "x", r'''
#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip sc-status
⟨f:date⟩ 08:01:17 ⟨f:lip⟩ GET /reports/download.aspx file=q4.pdf&pwd=⟨s:pwu⟩ 443 - ⟨f:ip⟩ 200'''),
  ("en", "x", r'''
{"ClientHost":"⟨f:ip⟩","RequestMethod":"POST","RequestPath":"/api/ingest","DownstreamStatus":202,"request_Authorization":"Bearer ⟨s:an.48⟩","request_User-Agent":"vector/0.42"}'''),
  ("zh", "x", r'''
nginx 日志里看到前端把密钥拼在 URL 上了：
⟨f:zip⟩ - - [⟨p:int:10-28⟩/Mar/2025:21:03:11 +0800] "GET /api/sms/send?phone=138****5521&sign=⟨p:hex.32⟩&appsecret=⟨s:an.32⟩ HTTP/1.1" 200 61'''),
  ("zh", "x", r'''
HAProxy 抓的请求头（capture request header Authorization len 128）：
⟨f:zip⟩:51234 [⟨f:hm⟩] fe_https be_api/api1 0/0/1/12/13 200 512 - - ---- {Basic ⟨d:hu:=ops⟩⟨d:hp:pwz⟩⟨e:basic:hu,hp⟩} "GET /admin/metrics HTTP/1.1"'''),
  )

K("error_messages_new",
  ("en", "x", r'''
fatal: [⟨f:host⟩]: FAILED! => {"changed": false, "invocation": {"module_args": {"login_host": "localhost", "login_user": "root", "login_password": "⟨s:pw⟩", "name": "⟨f:db⟩", "state": "present"}}, "msg": "unable to connect to database"}'''),
  ("en", "x", r'''
│ Error: Error creating DB Instance: InvalidParameterValue: The parameter MasterUserPassword is not a valid password because it contains '@'. Value: ⟨s:=+pwg+=@+dig.2⟩
│
│   with aws_db_instance.main,
│   on rds.tf line 12'''),
  ("en", "x", r'''
** (DBConnection.ConnectionError) tcp connect (⟨f:host⟩:5432): connection refused - :econnrefused
    config: [hostname: "⟨f:host⟩", username: "postgres", password: "⟨s:pw⟩", database: "⟨f:db⟩_prod", pool_size: 10]'''),
  ("zh", "x", r'''
Go 服务启动报错：
panic: redis: connection pool: failed to dial after 5 attempts: dial tcp ⟨f:lip⟩:6379: connect: connection refused

goroutine 1 [running]:
main.initRedis({0xc0001a2000, 0x12}, {0xc0001a2040, 0x18}="⟨s:pwz⟩")'''),
  ("zh", "x", r'''
Celery 启动日志里 broker 被打码了，但 result backend 没打码：
- ** ---------- .> transport:   amqp://guest:**@⟨f:lip⟩:5672//
- ** ---------- .> results:     redis://:⟨s:pwz⟩@⟨f:lip⟩:6379/1'''),
  )

K("ticket_systems_new",
  ("en", "x", r'''
Linear · ENG-⟨p:int:100-9999⟩  Staging emails not sending
⟨f:uname⟩ commented:
SMTP creds on staging are `postmaster@mg.⟨f:domain⟩` / `⟨s:hex.32+=-+hex.8+=-+hex.8⟩` — can someone check the sending domain is verified?'''),
  ("en", "x", r'''
Redmine #⟨p:int:1000-30000⟩ (Bug) — LDAP sync fails
Description:
bind DN: cn=svc-redmine,ou=svc,dc=⟨f:org⟩,dc=local
bind password: ⟨s:pw⟩
Error: Net::LDAP::Error Invalid credentials'''),
  ("en", "x", r'''
Zendesk ticket #⟨p:int:10000-99999⟩
Customer: Hi, your integration stopped working. Here is our API key so you can test: ⟨s:an.40⟩. Thanks, ⟨f:uname⟩'''),
  ("zh", "x", r'''
Worktile 任务 #⟨p:int:100-9999⟩ 支付回调验签失败
描述：商户号 ⟨p:dig.10⟩，APIv3 密钥 ⟨s:an.32⟩ ，证书序列号 ⟨p:HEX.40⟩ 。已经核对过好几遍了还是验签失败，帮忙看看。'''),
  ("zh", "x", r'''
语雀 · 故障记录 ⟨f:date⟩
现象：报表服务连不上数仓
临时处理：把只读账号 bi_ro 的密码重置为 ⟨s:pwz⟩ ，通知 ⟨f:zhname⟩ 更新配置
后续：改为 Vault 动态凭证'''),
  )

K("forum_help_posts",
  ("en", "x", r'''
Stack Overflow — "SMTPAuthenticationError (535) with Office 365 from Django"
My settings:
EMAIL_HOST = 'smtp.office365.com'
EMAIL_HOST_USER = 'noreply@⟨f:domain⟩'
EMAIL_HOST_PASSWORD = '⟨s:pw⟩'
EMAIL_PORT = 587
What am I doing wrong?'''),
  ("en", "x", r'''
r/selfhosted · Posted by u/⟨f:user⟩
Nextcloud AIO keeps saying my Collabora secret is wrong?? compose snippet:
  environment:
    - aliasgroup1=https://cloud.⟨f:domain⟩:443
    - extra_params=--o:ssl.enable=false
    - password=⟨s:pw⟩'''),
  ("en", "x", r'''
GitHub Discussions · Q&A
⟨f:user⟩ asked: Webhook signature never matches
```js
const sig = crypto.createHmac("sha256", "⟨s:hex.40⟩").update(rawBody).digest("hex");
```'''),
  ("zh", "x", r'''
掘金沸点：有没有大佬遇到过企业微信回调 URL 校验失败的？
Token：⟨s:an.32⟩
EncodingAESKey：⟨s:an.43⟩
按文档用 WXBizMsgCrypt 解密一直报 -40001'''),
  ("zh", "x", r'''
知乎提问：MinIO 控制台为什么登不上？
环境变量是 MINIO_ROOT_USER=admin，MINIO_ROOT_PASSWORD=⟨s:pwz⟩ ，容器日志里也没报错，浏览器提示 Invalid Login。'''),
  )

K("team_chat_exports",
  ("en", "x", r'''
[03/02/2025, 21:14:07] ⟨f:uname⟩: wifi at the cabin is "⟨f:word⟩-net", pass ⟨s:pw⟩
[03/02/2025, 21:14:40] ⟨f:uname2⟩: and the router admin?
[03/02/2025, 21:15:02] ⟨f:uname⟩: admin / ⟨s:pw⟩'''),
  ("en", "x", r'''
⟨f:uname⟩  10:42 AM
@here new PagerTree integration key for the on-call rotation: ⟨s:an.32⟩
⟨f:uname2⟩  10:43 AM
thx, updating the alertmanager receiver
(exported from Element, room #sre)'''),
  ("en", "x", r'''
Google Chat · Space "Data Eng"
⟨f:uname⟩, 4:05 PM
fivetran → snowflake is fixed, I reset the loader user: LOADER_FIVETRAN / ⟨s:pwg⟩'''),
  ("zh", "x", r'''
【企业微信】运维交流群
⟨f:zhname⟩ 14:22
堡垒机 JumpServer 的 admin 密码我重置成 ⟨s:pwz⟩ 了，MFA 还没绑，今天下班前都去绑一下
⟨f:zhname2⟩ 14:23
收到'''),
  ("zh", "x", r'''
Lark · #海外-infra
⟨f:zhname⟩：新加坡那台跳板机 ⟨f:ip⟩ 的 ec2-user 我开了密码登录，临时密码 ⟨s:pwz⟩ ，明天关掉
⟨f:zhname2⟩：👌'''),
  )

K("code_review_threads",
  ("en", "x", r'''
Gerrit · Change ⟨p:int:10000-99999⟩ · Patch Set 3
File: config/prod.ini
  Line 14: smtp_password = ⟨s:pw⟩
⟨f:uname⟩: -1 Please don't commit the relay password; use the vault lookup like stage does.'''),
  ("en", "x", r'''
Phabricator · D⟨p:int:1000-9999⟩ · Inline comment on `deploy/secrets.env` line 3
  + OPSGENIE_KEY=⟨s:uuid⟩
⟨f:user⟩: Is this the prod key? If so, please abandon and rotate.'''),
  ("en", "x", r'''
Bitbucket PR #⟨p:int:10-900⟩ · ⟨f:uname⟩ commented on src/main/resources/application.yml
> spring.rabbitmq.password: ⟨s:pwg⟩
Suggestion: `${RABBIT_PASSWORD}` instead.'''),
  ("zh", "x", r'''
云效 Codeup · 合并请求 !⟨p:int:10-900⟩ 评审意见
文件 src/config/oss.js 第 6 行：
+ accessKeySecret: '⟨s:an.30⟩',
⟨f:zhname⟩：这个 AK 是主账号的，别提交，走 STS。'''),
  ("zh", "x", r'''
Review 意见（⟨f:zhname⟩）：
`sms.go:27` `const tplSecret = "⟨s:hex.32⟩"` 这个是腾讯云短信的 AppKey 吧？请改为读取配置，且本次提交需要从历史里清掉。'''),
  )

K("git_history_outputs",
  ("en", "c", r'''
$ git blame -L 18,21 src/integrations/zoom.py
⟨p:hex.8⟩ (⟨f:uname⟩ 2024-06-11 14:02:31 +0200 18) ZOOM_ACCOUNT_ID = "⟨p:b64u.22⟩"
⟨p:hex.8⟩ (⟨f:uname⟩ 2024-06-11 14:02:31 +0200 19) ZOOM_CLIENT_ID = "⟨p:b64u.22⟩"
⟨p:hex.8⟩ (⟨f:uname⟩ 2024-06-11 14:02:31 +0200 20) ZOOM_CLIENT_SECRET = "⟨s:an.32⟩"'''),
  ("en", "c", r'''
$ git log -S "PINECONE" --oneline -p -- .env.example | head -12
⟨p:hex.7⟩ chore: example env
diff --git a/.env.example b/.env.example
+PINECONE_API_KEY=⟨s:=pcsk_+an.5+=_+an.64⟩'''),
  ("en", "c", r'''
$ git stash show -p stash@{0}
diff --git a/docker-compose.yml b/docker-compose.yml
@@ -12,3 +12,4 @@ services:
       POSTGRES_USER: app
+      POSTGRES_PASSWORD: ⟨s:pw⟩'''),
  ("zh", "c", r'''
$ git cat-file -p ⟨p:hex.40⟩
# 生产环境配置
SMS_SIGN_SECRET=⟨s:an.32⟩
WX_MCH_APIV3_KEY=⟨s:an.32⟩'''),
  ("zh", "x", r'''
用 git log --all -p 翻出来一个几年前的提交，里面是老的 Jenkins 账号：
-jenkins.password=⟨s:pwz⟩
+jenkins.password=${JENKINS_PWD}
这个账号现在还能登录，得赶紧禁用。'''),
  )

K("notebook_formats_new",
  ("en", "f", "notebooks/ingest.py", r'''
# Databricks notebook source
# MAGIC %md ## Nightly ingest

# COMMAND ----------

storage_key = "⟨s:b64.86+==⟩"
spark.conf.set("fs.azure.account.key.⟨f:org⟩lake.dfs.core.windows.net", storage_key)'''),
  ("en", "f", "app.py", r'''
import marimo
app = marimo.App()

@app.cell
def _():
    import requests
    FINNHUB = "⟨s:lc.20⟩"
    quote = requests.get("https://finnhub.io/api/v1/quote", params={"symbol": "NVDA", "token": FINNHUB}).json()
    return (quote,)'''),
  ("en", "f", "report.qmd", r'''
---
title: "Weekly KPIs"
format: html
---

```{r}
con <- DBI::dbConnect(RPostgres::Postgres(), host = "⟨f:host⟩", user = "analyst", password = "⟨s:pw⟩")
```'''),
  ("zh", "f", "分析/用户留存.livemd", r'''
# 用户留存分析

```elixir
Mix.install([{:req, "~> 0.5"}])
token = "⟨s:jwt:hs_user⟩"
Req.get!("https://api.⟨f:zdomain⟩/stats", auth: {:bearer, token})
```'''),
  ("zh", "x", r'''
Zeppelin 笔记（导出的 note.json 片段）：
{"paragraphs":[{"title":"连接 Hive","text":"%jdbc(hive)\n-- 用户 etl 密码 ⟨s:pwz⟩\nselect count(*) from ods.orders","status":"FINISHED"}]}'''),
  )

K("jvm_alt_lang_code",
  ("en", "f", "src/main/scala/Db.scala", r'''
object Db {
  val xa = Transactor.fromDriverManager[IO](
    driver = "org.postgresql.Driver",
    url = "jdbc:postgresql://⟨f:host⟩:5432/⟨f:db⟩",
    user = "app", password = "⟨s:pw⟩", logHandler = None)
}'''),
  ("en", "f", "src/⟨f:svc⟩/config.clj", r'''
(def db-spec {:dbtype "postgresql" :host "⟨f:host⟩" :dbname "⟨f:db⟩"
              :user "svc" :password "⟨s:pwu⟩"})
(def stripe-key "⟨s:=rk_live_+an.99⟩")'''),
  ("en", "f", "build.gradle.kts", r'''
publishing {
    repositories {
        maven {
            url = uri("https://maven.pkg.github.com/⟨f:org⟩/⟨f:proj⟩")
            credentials { username = "⟨f:user⟩"; password = "⟨s:=ghp_+an.36⟩" }
        }
    }
}'''),
  ("zh", "f", "scripts/release.main.kts", r'''
// 发版脚本：上传到蒲公英内测
val pgyerApiKey = "⟨s:hex.32⟩"
val file = File("app/build/outputs/apk/release/app-release.apk")'''),
  ("zh", "f", "src/main/groovy/Notify.groovy", r'''
// 钉钉之外再发一份邮件
def props = [host: 'smtp.qiye.aliyun.com', user: 'ci@⟨f:zdomain⟩', pass: '⟨s:pwz⟩']
new AntBuilder().mail(mailhost: props.host, user: props.user, password: props.pass, ssl: true)'''),
  )

K("systems_alt_lang_code",
  ("en", "f", "src/main.zig", r'''
const std = @import("std");
const api_token: []const u8 = "⟨s:an.40⟩";
pub fn main() !void {
    var client = std.http.Client{ .allocator = std.heap.page_allocator };
    defer client.deinit();
}'''),
  ("en", "f", "src/config.nim", r'''
const
  dbHost* = "⟨f:host⟩"
  dbUser* = "reporter"
  dbPass* = "⟨s:pw⟩"'''),
  ("en", "f", "app/Config.hs", r'''
connInfo :: ConnectInfo
connInfo = defaultConnectInfo
  { connectHost = "⟨f:host⟩", connectUser = "hs_app"
  , connectPassword = "⟨s:pwu⟩", connectDatabase = "⟨f:db⟩" }'''),
  ("zh", "f", "src/fetch.jl", r'''
# 行情抓取（Julia）
using HTTP, JSON3
const API_KEY = "⟨s:AN.16⟩"   # Alpha Vantage
r = HTTP.get("https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey=$(API_KEY)")'''),
  ("zh", "f", "src/Settings.fs", r'''
module Settings
// 报表服务（F#）连接串，先写死
let connStr = "Server=⟨f:lip⟩;Database=⟨f:db⟩;User Id=report;Password=⟨s:pwz⟩;TrustServerCertificate=True"'''),
  )

K("edge_frontend_configs",
  ("en", "f", "wrangler.toml", r'''
name = "⟨f:proj⟩"
main = "src/index.ts"
compatibility_date = "2024-11-01"

[vars]
ENVIRONMENT = "production"
RESEND_API_KEY = "⟨s:=re_+an.8+=_+an.24⟩"
HMAC_SECRET = "⟨s:hex.64⟩"'''),
  ("en", "f", "next.config.js", r'''
module.exports = {
  reactStrictMode: true,
  env: {
    CMS_PREVIEW_SECRET: "⟨s:an.32⟩",
    SHOPIFY_STOREFRONT_TOKEN: "⟨s:hex.32⟩",
  },
};'''),
  ("en", "f", "nuxt.config.ts", r'''
export default defineNuxtConfig({
  runtimeConfig: {
    lemonSqueezyKey: "⟨s:jwt:lemon⟩",
    public: { siteUrl: "https://⟨f:domain⟩" },
  },
})'''),
  ("zh", "f", ".env.production", r'''
# 注意：VITE_ 前缀会被打包进前端！
VITE_API_BASE=https://api.⟨f:zdomain⟩
VITE_OSS_ACCESS_KEY_SECRET=⟨s:an.30⟩
VITE_WX_APPSECRET=⟨s:hex.32⟩'''),
  ("zh", "f", "src/lib/server/secrets.ts", r'''
// SvelteKit：本来应该用 $env/static/private，先写死调试
export const FEISHU_APP_SECRET = "⟨s:an.32⟩";
export const FEISHU_APP_ID = "cli_⟨p:hex.16⟩";'''),
  )

K("shell_rc_env_files",
  ("en", "f", "~/.config/fish/config.fish", r'''
set -gx EDITOR nvim
set -gx GROQ_API_KEY ⟨s:=gsk_+an.52⟩
set -gx HOMEBREW_GITHUB_API_TOKEN ⟨s:=github_pat_+an.22+=_+an.59⟩
fish_add_path ~/.cargo/bin'''),
  ("en", "f", "~/.config/nushell/env.nu", r'''
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.ANTHROPIC_API_KEY = "⟨s:=sk-ant-api03-+b64u.93+=AA⟩"
$env.EDITOR = "hx"'''),
  ("en", "f", "mise.toml", r'''
[tools]
node = "22"
python = "3.12"

[env]
DATABASE_URL = "postgres://dev:⟨s:pwu⟩@localhost:5432/⟨f:db⟩"
FLY_API_TOKEN = "⟨s:=fo1_+b64u.43⟩"'''),
  ("zh", "f", ".envrc", r'''
# direnv：进入目录自动加载
export DEEPSEEK_API_KEY=⟨s:=sk-+hex.32⟩
export KIMI_API_KEY=⟨s:=sk-+an.48⟩
layout python3'''),
  ("zh", "f", "Documents/PowerShell/Microsoft.PowerShell_profile.ps1", r'''
# 个人 PowerShell 配置
Set-PSReadLineOption -PredictionSource History
$env:DASHSCOPE_API_KEY = "⟨s:=sk-+hex.32⟩"
$env:HTTPS_PROXY = "http://⟨f:zhuser⟩:⟨s:pwu⟩@proxy.⟨f:zdomain⟩:8080"'''),
  )

K("cli_tool_dotfiles",
  ("en", "f", "~/.config/gh/hosts.yml", r'''
github.com:
    users:
        ⟨f:user⟩:
            oauth_token: ⟨s:=gho_+an.36⟩
    git_protocol: ssh
    oauth_token: ⟨s:=gho_+an.36⟩
    user: ⟨f:user⟩'''),
  ("en", "f", "~/.config/glab-cli/config.yml", r'''
hosts:
    gitlab.⟨f:domain⟩:
        token: ⟨s:=glpat-+b64u.20⟩
        api_host: gitlab.⟨f:domain⟩
        git_protocol: ssh
        api_protocol: https'''),
  ("en", "f", "~/.transifexrc", r'''
[https://app.transifex.com]
rest_hostname = https://rest.api.transifex.com
token = ⟨s:=1/+hex.40⟩'''),
  ("zh", "f", "~/.config/tea/config.yml", r'''
logins:
  - name: 公司 Gitea
    url: https://gitea.⟨f:zdomain⟩
    token: ⟨s:hex.40⟩
    default: true
    user: ⟨f:zhuser⟩'''),
  ("zh", "f", "~/.jira.d/config.yml", r'''
endpoint: https://jira.⟨f:zdomain⟩
user: ⟨f:zhuser⟩
password-source: stdin
# 懒得每次输，直接写这了
password: ⟨s:pwz⟩'''),
  )

K("git_remote_credentials",
  ("en", "c", r'''
$ git remote -v
origin	https://x-access-token:⟨s:=ghs_+an.36⟩@github.com/⟨f:org⟩/⟨f:proj⟩.git (fetch)
origin	https://x-access-token:⟨r:none⟩@github.com/⟨f:org⟩/⟨f:proj⟩.git (push)'''.replace("⟨s:=ghs_+an.36⟩", "⟨S:tok:=ghs_+an.36⟩").replace("⟨r:none⟩", "⟨r:tok⟩")),
  ("en", "f", ".git/config", r'''
[core]
	repositoryformatversion = 0
	bare = false
[remote "origin"]
	url = https://oauth2:⟨s:=glpat-+b64u.20⟩@gitlab.⟨f:domain⟩/⟨f:org⟩/⟨f:proj⟩.git
	fetch = +refs/heads/*:refs/remotes/origin/*'''),
  ("en", "f", "ci/askpass.sh", r'''
#!/bin/sh
# used via GIT_ASKPASS in the mirror job
case "$1" in
  Username*) echo "mirror-bot" ;;
  Password*) echo "⟨s:an.40⟩" ;;
esac'''),
  ("zh", "c", r'''
$ git clone https://⟨f:zhuser⟩:⟨s:hex.32⟩@gitee.com/⟨f:zorgpy⟩/⟨f:proj⟩.git
正克隆到 '⟨f:proj⟩'...
remote: Enumerating objects: 1832, done.'''),
  ("zh", "x", r'''
Codeup 的 HTTPS 克隆密码（不是登录密码）：⟨s:an.20⟩ ，用户名是 ⟨f:zhuser⟩ ，在 个人设置 → HTTPS 密码 里设的。'''),
  )

K("mail_server_stacks",
  ("en", "f", "mailcow.conf", r'''
MAILCOW_HOSTNAME=mail.⟨f:domain⟩
DBPASS=⟨s:an.28⟩
DBROOT=⟨s:an.28⟩
REDISPASS=⟨s:an.28⟩'''),
  ("en", "f", "/root/iRedMail-1.7.1/iRedMail.tips", r'''
* Admin account:
    - Username: postmaster@⟨f:domain⟩
    - Password: ⟨s:pwg⟩
* MariaDB:
    - root password: ⟨s:an.32⟩
    - vmail password: ⟨s:an.32⟩'''),
  ("en", "f", "roundcube/config/config.inc.php", r'''
$config['db_dsnw'] = 'mysql://roundcube:⟨s:pwu⟩@localhost/roundcubemail';
$config['des_key'] = '⟨s:an.24⟩';
$config['smtp_host'] = 'tls://mail.⟨f:domain⟩:587';'''),
  ("zh", "f", "/etc/dovecot/conf.d/auth-static.conf.ext", r'''
# 监控探针用的静态账号
passdb {
  driver = static
  args = user=probe password=⟨s:pwz⟩
}'''),
  ("zh", "f", "stalwart/config.toml", r'''
[authentication.fallback-admin]
user = "admin"
secret = "⟨s:pwz⟩"

# 企业邮箱迁移期间的中继
[queue.outbound.relay]
auth.username = "relay@⟨f:zdomain⟩"
auth.secret = "⟨s:an.16⟩"'''),
  )

K("cn_compose_stacks",
  ("zh", "f", "docker-compose.yml", r'''
services:
  gitlab:
    image: gitlab/gitlab-ce:17.5.1-ce.0
    hostname: git.⟨f:zdomain⟩
    environment:
      GITLAB_ROOT_PASSWORD: ⟨s:pwz⟩
      GITLAB_OMNIBUS_CONFIG: |
        external_url 'https://git.⟨f:zdomain⟩'
        gitlab_rails['smtp_password'] = "⟨s:an.16⟩"'''),
  ("zh", "f", "jeecg/docker-compose.yml", r'''
services:
  jeecg-boot-mysql:
    image: mysql:8.0
    environment:
      MYSQL_ROOT_PASSWORD: ⟨s:pwz⟩
  jeecg-boot-system:
    environment:
      - JEECG_MINIO_SECRET_KEY=⟨s:pwz⟩'''),
  ("zh", "f", "halo/docker-compose.yaml", r'''
services:
  halo:
    image: registry.fit2cloud.com/halo/halo:2.20
    command:
      - --spring.r2dbc.url=r2dbc:pool:postgresql://halodb/halo
      - --spring.r2dbc.username=halo
      - --spring.r2dbc.password=⟨s:pwz⟩
      - --halo.external-url=https://blog.⟨f:zdomain⟩'''),
  ("zh", "f", "chatwoot/.env", r'''
# 客服系统
SECRET_KEY_BASE=⟨s:hex.128⟩
POSTGRES_PASSWORD=⟨s:pwz⟩
SMTP_PASSWORD=⟨s:an.16⟩'''),
  ("en", "f", "deploy/zentao-compose.yml", r'''
services:
  zentao:
    image: easysoft/zentao:20.6
    environment:
      - MYSQL_INTERNAL=true
      - ZT_MYSQL_PASSWORD=⟨s:pw⟩
      - LDAP_BIND_PASSWORD=⟨s:pwg⟩'''),
  )

K("atlassian_server_tokens",
  ("en", "c", r'''
$ curl -s -H "Authorization: Bearer ⟨s:b64.44⟩" https://jira.⟨f:domain⟩/rest/api/2/myself | jq .name
"svc-automation"'''),
  ("en", "f", "confluence-export.sh", r'''
#!/bin/bash
CONFLUENCE_PAT="⟨s:b64.44⟩"
curl -sf -H "Authorization: Bearer $CONFLUENCE_PAT" "https://wiki.⟨f:domain⟩/rest/api/space?limit=200" > spaces.json'''),
  ("en", "x", r'''
crowd.properties
application.name=jira
application.password=⟨s:pwg⟩
crowd.server.url=https://crowd.⟨f:domain⟩/crowd/services/'''),
  ("zh", "x", r'''
Bitbucket Server 的 HTTP 访问令牌：⟨s:bbdc⟩ （只读，项目 OPS），Jenkins 凭据里选 "Username with password"，用户名随便填。'''),
  ("zh", "x", r'''
Jira 数据中心的个人访问令牌（自动建单脚本用）：⟨s:b64.44⟩ ，过期时间 ⟨f:date⟩，到期前记得续。'''),
  )

K("code_search_ai_tokens",
  ("en", "c", r'''
$ export SRC_ENDPOINT=https://sourcegraph.⟨f:domain⟩
$ export SRC_ACCESS_TOKEN=⟨s:=sgp_+hex.16+=_+hex.40⟩
$ src search 'repo:^github.com/⟨f:org⟩/ lang:go context.WithTimeout count:5'''),
  ("en", "f", "~/.codeium/config.json", r'''
{"api_key": "⟨s:uuid⟩", "portal_url": "https://codeium.⟨f:domain⟩", "enterprise": true}'''),
  ("en", "x", r'''
Greptile API key: ⟨s:b64u.48⟩  (repo index for ⟨f:org⟩/⟨f:proj⟩)
Tabnine enterprise server token: ⟨s:uuid⟩'''),
  ("zh", "x", r'''
公司自建的 Sourcegraph 地址 https://sg.⟨f:zdomain⟩ ，我的 token：⟨s:=sgp_local_+hex.40⟩ ，你先用着查代码，自己的申请下来再换。'''),
  ("zh", "f", "~/.config/cody/settings.json", r'''
{
  "cody.serverEndpoint": "https://sg.⟨f:zdomain⟩",
  "cody.accessToken": "⟨s:=sgp_+hex.16+=_+hex.40⟩",
  "cody.autocomplete.enabled": true
}'''),
  )

K("esign_scheduling_keys",
  ("en", "f", "docusign/private.key", r'''
⟨pem:rsa1⟩'''),
  ("en", "f", ".env", r'''
DOCUSIGN_INTEGRATION_KEY=⟨p:uuid⟩
DOCUSIGN_SECRET_KEY=⟨s:uuid⟩
DROPBOX_SIGN_API_KEY=⟨s:hex.64⟩
PANDADOC_API_KEY=⟨s:hex.40⟩'''),
  ("en", "x", r'''
Zoom Marketplace › Server-to-Server OAuth app "recordings-sync"
Account ID: ⟨p:b64u.22⟩
Client ID: ⟨p:b64u.22⟩
Client secret: ⟨s:an.32⟩'''),
  ("zh", "x", r'''
Cal.com 自部署的 API key：⟨s:=cal_live_+hex.32⟩ ，预约 webhook 的 secret 是 ⟨s:an.24⟩ 。海外客户约演示用。'''),
  ("zh", "x", r'''
e签宝（电子合同）开放平台：AppId ⟨p:dig.10⟩，AppSecret ⟨s:hex.32⟩ ；法大大 app_secret ⟨s:an.24⟩ 。合同签署回调都配到 /contract/notify。'''),
  )

K("ecommerce_platform_keys_new",
  ("en", "f", "shopee/config.py", r'''
PARTNER_ID = ⟨p:dig.7⟩
PARTNER_KEY = "⟨s:hex.64⟩"
SHOP_ID = ⟨p:dig.9⟩'''),
  ("en", "x", r'''
etsy = EtsyClient(keystring="⟨p:lc.24⟩", shared_secret="⟨s:lc.10⟩")
wix_headers = {"Authorization": "⟨s:jwt:wix⟩", "wix-site-id": "⟨p:uuid⟩"}'''),
  ("en", "f", "channels/walmart.env", r'''
WALMART_CLIENT_ID=⟨p:uuid⟩
WALMART_CLIENT_SECRET=⟨s:b64u.86⟩
ECWID_SECRET_TOKEN=⟨s:=secret_+an.32⟩'''),
  ("zh", "f", "erp/channels.yaml", r'''
# 电商渠道对接
jd:
  app_key: ⟨p:HEX.32⟩
  app_secret: ⟨s:hex.32⟩
kuaishou:
  app_key: ks⟨p:dig.18⟩
  app_secret: ⟨s:b64u.22⟩
xiaohongshu:
  app_secret: ⟨s:hex.32⟩'''),
  ("zh", "x", r'''
微店开放平台的 appsecret：⟨s:hex.32⟩ ；得物的 app_secret：⟨s:hex.40⟩ 。ERP 那边两天后上线，今天先联调。'''),
  )

K("logistics_apis",
  ("en", "f", "shipping/.env", r'''
SHIPSTATION_API_KEY=⟨p:hex.32⟩
SHIPSTATION_API_SECRET=⟨s:hex.32⟩
EASYPOST_API_KEY=⟨s:=EZAK+hex.54⟩
SHIPPO_TOKEN=⟨s:=shippo_live_+hex.40⟩'''),
  ("en", "c", r'''
$ curl -s -H "as-api-key: ⟨s:=asat_+hex.32⟩" "https://api.aftership.com/tracking/2024-10/trackings?limit=1" | jq '.data.trackings[0].tag'
"InTransit"'''),
  ("en", "x", r'''
client = easypost.EasyPostClient("⟨s:=EZAK+hex.54⟩")
shipment = client.shipment.create(to_address=to, from_address=frm, parcel=parcel)'''),
  ("zh", "f", "logistics/kdniao.ini", r'''
[kdniao]
; 快递鸟
EBusinessID=⟨p:dig.7⟩
AppKey=⟨s:uuid⟩
[sf]
; 顺丰丰桥
partnerID=⟨p:AN.10⟩
checkWord=⟨s:an.32⟩'''),
  ("zh", "x", r'''
菜鸟裹裹的 appSecret：⟨s:an.32⟩ ，京东物流的 app_secret：⟨s:hex.32⟩ ，电子面单都走这两个。'''),
  )

K("market_data_exchange_keys",
  ("en", "f", "quant/.env", r'''
POLYGON_API_KEY=⟨s:an.32⟩
TIINGO_TOKEN=⟨s:hex.40⟩
BINANCE_API_KEY=⟨s:an.64⟩
BINANCE_API_SECRET=⟨s:an.64⟩'''),
  ("en", "x", r'''
exchange = ccxt.okx({
    "apiKey": "⟨s:uuid⟩",
    "secret": "⟨s:HEX.32⟩",
    "password": "⟨s:pw⟩",   # OKX API passphrase
})'''),
  ("en", "x", r'''
coinbase advanced trade key (cdp_api_key.json):
{"name": "organizations/⟨p:uuid⟩/apiKeys/⟨p:uuid⟩", "privateKey": "⟨pemj:ec_sec1⟩"}'''),
  ("zh", "x", r'''
Tushare 的 token：⟨s:hex.56⟩ ，积分 5000 的账号，接口频率够用。聚宽 JQData 账号 ⟨f:zhuser⟩，密码 ⟨s:pwz⟩ 。'''),
  ("zh", "f", "strategy/config.yaml", r'''
# 火币之外的交易所（测试资金）
gate:
  key: ⟨s:hex.32⟩
  secret: ⟨s:hex.64⟩
bitget:
  api_key: ⟨s:=bg_+hex.32⟩
  secret: ⟨s:hex.64⟩
  passphrase: ⟨s:pwu⟩'''),
  )

K("gpu_cloud_keys",
  ("en", "f", "~/.modal.toml", r'''
[⟨f:user⟩]
token_id = "⟨s:=ak-+an.22⟩"
token_secret = "⟨s:=as-+an.22⟩"
active = true'''),
  ("en", "c", r'''
$ runpodctl config --apiKey ⟨s:=rpa_+AN.40⟩
Configuration saved to file: /home/⟨f:user⟩/.runpod/config.toml
$ runpodctl get pod'''),
  ("en", "x", r'''
LAMBDA_API_KEY=⟨s:=secret_+lc.12+=_+hex.32+=.+an.32⟩
VAST_API_KEY=⟨s:hex.64⟩
BASETEN_API_KEY=⟨s:an.8+=.+an.32⟩'''),
  ("zh", "x", r'''
Modal 的 token 我建了一对：token id ⟨s:=ak-+an.22⟩ ，secret ⟨s:=as-+an.22⟩ 。跑微调的时候别开太多 H100，按秒计费。'''),
  ("zh", "f", "infer/.env", r'''
# RunPod serverless 推理
RUNPOD_API_KEY=⟨s:=rpa_+AN.40⟩
RUNPOD_ENDPOINT_ID=⟨p:lc.14⟩
TOGETHER_FALLBACK=false'''),
  )

K("cn_ml_platform_tokens",
  ("zh", "c", r'''
$ modelscope login --token ⟨s:=ms-+uuid⟩
Login successful.
$ modelscope download --model qwen/Qwen2.5-7B-Instruct --local_dir ./models'''),
  ("zh", "x", r'''
AutoDL 的开发者 token（控制台 → 账号 → 访问控制）：⟨s:jwt:autodl⟩ ，用来调 API 自动开关机省钱。'''),
  ("zh", "f", "paddle/.env", r'''
# 飞桨 AI Studio 星河社区
AISTUDIO_ACCESS_TOKEN=⟨s:hex.40⟩
# OpenXLab
OPENXLAB_AK=⟨s:lc.20⟩
OPENXLAB_SK=⟨s:lc.40⟩'''),
  ("en", "x", r'''
from openai import OpenAI
# Gitee AI (Moark) serverless endpoint
client = OpenAI(base_url="https://ai.gitee.com/v1", api_key="⟨s:AN.40⟩")'''),
  ("zh", "x", r'''
魔搭的 SDK 令牌：⟨s:=ms-+uuid⟩ ，和鲸社区的 token：⟨s:hex.32⟩ ，都是我个人账号的，比赛结束就删。'''),
  )

# ---------------------------------------------------------------- people talking
K("chat_prose_passwords_en",
  ("en", "x", r'''
hey, the temp admin login for the new Metabase is ⟨f:user⟩@⟨f:domain⟩ / ⟨s:pw⟩ — please change it on first login, it's shared with two contractors right now'''),
  ("en", "x", r'''
Voicemail transcript (⟨f:date⟩ 09:12): "Hi it's ⟨f:first⟩ from IT, your VPN password has been reset to ⟨s:pw⟩, capital first letter, call me back if it doesn't work."'''),
  ("en", "x", r'''
> what's the door code + the printer admin pw again?
door is 4471#, printer admin is ⟨s:pw⟩ (the Brother on floor 3)'''),
  ("en", "x", r'''
I set the staging basic-auth to ⟨f:org⟩ / ⟨s:pw⟩ so the client can preview. Remind me to drop it after the demo on Thursday.'''),
  ("en", "x", r'''
ok so the old password was ⟨s:pw⟩ and I changed it to ⟨s:pw⟩ — if anything still uses the old one it'll start failing tonight'''),
  )

K("chat_prose_passwords_zh",
  ("zh", "x", r'''
财务系统的测试账号：⟨f:zhuser⟩，密码 ⟨s:pwz⟩ ，只有查看权限，别拿去做审批。'''),
  ("zh", "x", r'''
@⟨f:zhname⟩ 打印机管理后台 http://⟨f:lip⟩ 账号 admin 密码 ⟨s:pwz⟩ ，卡纸的时候可以在上面看状态'''),
  ("zh", "x", r'''
刚才电话里说的那个密码我再打一遍，免得听错：⟨s:pwz⟩ （大小写注意，第一个是大写）'''),
  ("zh", "x", r'''
群晖 NAS 的 admin 密码改成 ⟨s:pwz⟩ 了，之前那个 ⟨s:pwz⟩ 已经不能用，Time Machine 备份需要重新登录。'''),
  ("zh", "x", r'''
【账号移交】⟨f:zhname⟩ 离职，以下账号转给 ⟨f:zhname2⟩：
1. 阿里云子账号 ops-⟨f:zhuser⟩ / ⟨s:pwz⟩
2. 域名注册商 / ⟨s:pwz⟩
请接收后立刻修改密码。'''),
  )

K("meeting_transcripts",
  ("en", "x", r'''
Otter.ai transcript — Infra sync
⟨f:uname⟩  12:04
So for the load test just use the loadgen account, the token is ⟨s:an.32⟩, I'll paste it in the doc too.
⟨f:uname2⟩  12:05
Got it.'''),
  ("en", "x", r'''
[Zoom auto-transcript 00:31:12] ⟨f:uname⟩: the recovery passphrase for the HSM backup is "⟨s:pwd⟩", we need two people present to use it'''),
  ("en", "x", r'''
Meeting notes (auto-generated by Fireflies)
- Action item: ⟨f:first⟩ to rotate the Segment source key (current one: ⟨s:an.32⟩) before the audit.
- Decision: move secrets to Doppler by end of Q2.'''),
  ("zh", "x", r'''
飞书妙记 · 周会纪要
⟨f:zhname⟩ 00:14:32：测试环境数据库的密码就是 ⟨s:pwz⟩ ，大家记一下，别每次都来问我。
⟨f:zhname2⟩ 00:14:40：好的。'''),
  ("zh", "x", r'''
腾讯会议转写（智能纪要）：
⟨f:zhname⟩：那个堡垒机的动态口令先关掉了，现在用固定密码 ⟨s:pwz⟩ 登录，等审计完再打开。'''),
  )

K("screenshot_ocr_text",
  ("en", "x", r'''
[image: screenshot.png — OCR]
Vultr  Account › API
API Key
⟨s:AN.36⟩     [Regenerate]
Access Control
Allow all IPv4   Allow all IPv6'''),
  ("en", "x", r'''
(OCR of phone photo of sticky note on monitor)
wifi: ⟨f:org⟩-Guest
pw: ⟨s:pw⟩
alarm code: 4 4 1 9'''),
  ("en", "x", r'''
OCR text from attached image:
Personal Access Tokens
Name: ci-upload   Expires: Never
⟨s:=dckr_pat_+b64u.27⟩
Make sure to copy your personal access token now. You won't be able to see it again!'''),
  ("zh", "x", r'''
【图片识别结果】
百度智能云 › 安全认证 › Access Key
Access Key ID          Secret Access Key        创建时间
⟨s:hex.32⟩   ⟨s:hex.32⟩   ⟨f:date⟩
状态：启用'''),
  ("zh", "x", r'''
截图文字（扣子 个人访问令牌页面）：
令牌名称：数据同步
令牌：pat_⟨s:an.64⟩
过期时间：⟨f:zdate⟩
⚠ 令牌仅显示一次，请妥善保存'''.replace("pat_⟨s:an.64⟩", "⟨s:=pat_+an.64⟩")),
  )

K("password_manager_exports",
  ("en", "f", "Chrome Passwords.csv", r'''
name,url,username,password,note
jira.⟨f:domain⟩,https://jira.⟨f:domain⟩/login.jsp,⟨f:user⟩,⟨s:pw⟩,
console.⟨f:domain⟩,https://console.⟨f:domain⟩/,admin,⟨s:pwg⟩,staging'''),
  ("en", "f", "bitwarden_export_20250211.json", r'''
{
  "encrypted": false,
  "items": [
    { "type": 1, "name": "Hetzner Robot", "login": { "username": "⟨f:user⟩", "password": "⟨s:pwg⟩",
      "totp": "⟨s:b32.32⟩", "uris": [{ "uri": "https://robot.hetzner.com" }] } }
  ]
}'''),
  ("en", "f", "keepass-export.xml", r'''
<Entry>
  <String><Key>Title</Key><Value>pfSense</Value></String>
  <String><Key>UserName</Key><Value>admin</Value></String>
  <String><Key>Password</Key><Value ProtectInMemory="True">⟨s:pwg⟩</Value></String>
  <String><Key>URL</Key><Value>https://⟨f:lip⟩</Value></String>
</Entry>'''),
  ("zh", "f", "LastPass 导出.csv", r'''
url,username,password,totp,extra,name,grouping,fav
https://signin.aliyun.com,ops@⟨f:zorgpy⟩,⟨s:pwz⟩,,,阿里云 RAM,运维,0
https://mp.weixin.qq.com,⟨f:zemail⟩,⟨s:pwz⟩,,,公众号后台,市场,1'''),
  ("zh", "x", r'''
从 1Password 导出的条目（1pux 解压后 export.data 节选）：
{"title":"腾讯云主账号","fields":[{"designation":"username","value":"⟨p:dig.10⟩"},{"designation":"password","value":"⟨s:pwz⟩"}],"totp":"otpauth://totp/Tencent?secret=⟨s:b32.32⟩"}'''),
  )

K("browser_devtools_outputs",
  ("en", "x", r'''
> localStorage.getItem("supabase.auth.token")
'{"access_token":"⟨s:jwt:hs_user⟩","token_type":"bearer","expires_in":3600,"refresh_token":"⟨s:an.22⟩"}'
'''),
  ("en", "x", r'''
Console
> document.cookie
'_ga=GA1.1.⟨p:dig.9⟩.⟨p:dig.10⟩; session=⟨s:b64u.120⟩; theme=dark'
'''),
  ("en", "x", r'''
Application › Storage › Extension storage (chrome.storage.local)
Key            Value
apiKey         "⟨s:=sk-or-v1-+hex.64⟩"
model          "anthropic/claude-3.7-sonnet"
lastSync       ⟨f:epoch⟩'''),
  ("zh", "x", r'''
F12 控制台里打出来的：
> sessionStorage.getItem("Admin-Token")
'⟨s:jwt:ruoyi⟩'
后台一直 401，是不是这个 token 过期了？'''),
  ("zh", "x", r'''
网络面板 → 请求标头（复制为 cURL 后贴出来的）：
curl 'https://admin.⟨f:zdomain⟩/api/user/list' -H 'authorization: Bearer ⟨s:jwt:hs_user⟩' -H 'x-tenant-id: 1' --compressed'''),
  )

K("proxy_tool_captures",
  ("en", "x", r'''
$ mitmdump -r flows.mitm --flow-detail 2 | head -9
⟨f:lip⟩:51822: POST https://api.⟨f:domain⟩/v1/sessions
    Host: api.⟨f:domain⟩
    X-Api-Key: ⟨s:hex.40⟩
    Content-Type: application/json
    {"device":"ios"}
 << 201 Created 312b'''),
  ("en", "x", r'''
Burp Repeater — Request
POST /graphql HTTP/2
Host: api.⟨f:domain⟩
Authorization: Token ⟨s:hex.40⟩
Content-Type: application/json

{"query":"{ viewer { id email } }"}'''),
  ("en", "x", r'''
Fiddler › Raw
GET https://partner.⟨f:domain⟩/feeds/daily.xml HTTP/1.1
Host: partner.⟨f:domain⟩
Proxy-Authorization: Basic ⟨d:pu:=svc_proxy⟩⟨d:pp:pwu⟩⟨e:basic:pu,pp⟩
Connection: keep-alive'''),
  ("zh", "x", r'''
Charles 抓包（小程序登录接口）：
POST /wxapp/login HTTP/1.1
Host: api.⟨f:zdomain⟩
Content-Type: application/json

{"code":"0⟨p:an.31⟩","appid":"wx⟨p:hex.16⟩","secret":"⟨s:hex.32⟩"}
小程序前端居然把 AppSecret 也传上来了……'''),
  ("zh", "x", r'''
Proxyman 导出的请求：
GET /api/v2/report?date=today HTTP/1.1
Host: bi.⟨f:zdomain⟩
X-Access-Token: ⟨s:an.32⟩
User-Agent: 数据看板/3.2 (iPhone; iOS 17.5)'''),
  )

K("custom_auth_headers",
  ("en", "c", r'''
$ curl -s https://a.klaviyo.com/api/profiles/ -H "Authorization: Klaviyo-API-Key ⟨s:=pk_+hex.34⟩" -H "revision: 2024-10-15" | jq '.data | length'
20'''),
  ("en", "c", r'''
$ curl -s -H "Authorization: Bot ⟨s:b64u.26+=.+b64u.6+=.+b64u.38⟩" https://discord.com/api/v10/users/@me | jq .username
"⟨f:proj⟩-bot"'''),
  ("en", "c", r'''
$ http GET https://www.zohoapis.com/crm/v7/Leads "Authorization:Zoho-oauthtoken ⟨s:zoho⟩"
HTTP/1.1 200 OK'''),
  ("zh", "c", r'''
$ curl -H "X-Appwrite-Key: ⟨s:=standard_+hex.256⟩" -H "X-Appwrite-Project: ⟨p:hex.20⟩" https://cloud.appwrite.io/v1/users
# 用服务端 key 查用户列表'''),
  ("zh", "x", r'''
对接文档里写的鉴权方式：请求头带 `X-Ca-Key: ⟨p:dig.8⟩` 和 `X-Ca-Secret: ⟨s:hex.32⟩`（阿里云 API 网关简单认证模式，AppSecret 直接放头里）。'''),
  )

K("split_values_new",
  ("en", "x", r'''
⟨d:k:=sk_live_+an.99⟩// obfuscated "so scanners don't flag it"
static const char *parts[] = {"⟨piece:k:1/3⟩", "⟨piece:k:2/3⟩", "⟨piece:k:3/3⟩"};'''),
  ("en", "x", r'''
⟨d:t:=xai-+an.80⟩$key = "⟨piece:k:1/2⟩" + `
       "⟨piece:k:2/2⟩"'''.replace("piece:k:", "piece:t:")),
  ("en", "x", r'''
⟨d:m:b64.88⟩Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

Your new Mux token secret (please store it securely):
⟨piece:m:1/2⟩
⟨piece:m:2/2⟩'''),
  ("zh", "x", r'''
⟨d:q:qianfan⟩-- 存储过程里把 key 拆成两段拼起来（别问为什么）
SET @k = CONCAT('⟨piece:q:1/2⟩', '⟨piece:q:2/2⟩');'''),
  ("zh", "x", r'''
⟨d:w:=pat_+an.64⟩短信里收到的令牌被截成两条了：
【扣子】(1/2) 您的令牌：⟨piece:w:1/2⟩
【扣子】(2/2) ⟨piece:w:2/2⟩ 请勿泄露。'''),
  )


# ================================================================ harmless look-alikes
HK = []


def H(name, *items):
    HK.append((name, list(items)))


def _png_b64():
    raw = bytes.fromhex("89504e470d0a1a0a0000000d49484452") + struct.pack(">II", R.randrange(8, 64), R.randrange(8, 64)) + \
        bytes.fromhex("0806000000") + rbytes(R.randrange(40, 90))
    return b64(raw)


def _srcmap_b64():
    d = {"version": 3, "file": R.choice(WORDS) + ".js", "sources": ["../src/" + R.choice(WORDS) + ".ts"],
         "names": [], "mappings": rs("an", 40).replace("0", ";")}
    return b64(json.dumps(d, separators=(",", ":")).encode())


def _imei():
    d = [R.randrange(10) for _ in range(14)]
    s = 0
    for i, x in enumerate(d):
        if i % 2 == 1:
            x *= 2
            x = x - 9 if x > 9 else x
        s += x
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def _mac():
    return ":".join("%02x" % R.randrange(256) for _ in range(6))


def _eip55():
    h = rs("hex", 40)
    k = hashlib.sha256(h.encode()).hexdigest()   # stand-in for keccak: mixed case like EIP-55
    return "0x" + "".join(c.upper() if c.isalpha() and int(k[i], 16) >= 8 else c for i, c in enumerate(h))


def _clerk_pk():
    return "pk_live_" + b64(("clerk." + fill_gen("domain") + "$").encode()).rstrip("=")


def _cert_lines(n):
    s = "MII" + rs("an", 1) + rs("b64", 64 * n)
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def _pgp_lines(n):
    s = "mQINBG" + rs("b64", 64 * n)
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64)) + "\n=" + rs("b64", 4)


FUNCS0.update({
    "png": _png_b64, "srcmap": _srcmap_b64, "imei": _imei, "mac": _mac, "eip55": _eip55, "clerkpk": _clerk_pk,
    "cert4": lambda: _cert_lines(4), "cert6": lambda: _cert_lines(6), "pgp5": lambda: _pgp_lines(5),
    "ed_pub": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs("b64", 43),
    "rsa_pub": lambda: "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rs("b64", 510),
    "gguid": lambda: uuid4().upper(),
})

H("ssh_host_fingerprints",
  ("en", "x", r'''
The authenticity of host '⟨f:host⟩ (⟨f:ip⟩)' can't be established.
ED25519 key fingerprint is SHA256:⟨p:b64.43⟩.
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
Warning: Permanently added '⟨f:host⟩' (ED25519) to the list of known hosts.'''),
  ("en", "c", r'''
$ ssh-keygen -lf ~/.ssh/id_ed25519.pub
256 SHA256:⟨p:b64.43⟩ ⟨f:user⟩@⟨f:host⟩ (ED25519)
$ ssh-keygen -l -E md5 -f /etc/ssh/ssh_host_rsa_key.pub
3072 MD5:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩:⟨p:hex.2⟩ root@⟨f:host⟩ (RSA)'''),
  ("en", "f", "~/.ssh/authorized_keys", r'''
ssh-ed25519 ⟨p:ed_pub⟩ ⟨f:user⟩@laptop
ssh-ed25519 ⟨p:ed_pub⟩ deploy@ci
no-port-forwarding,command="/usr/local/bin/backup-only" ssh-rsa ⟨p:rsa_pub⟩ backup@⟨f:host⟩'''),
  ("en", "c", r'''
$ gh ssh-key list
TITLE           ID        KEY                                                                          TYPE            ADDED
work laptop     ⟨p:dig.9⟩  ssh-ed25519 ⟨p:ed_pub⟩  authentication  about 3 months ago
yubikey         ⟨p:dig.9⟩  sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t⟨p:b64.60⟩  signing  about 1 year ago'''),
  ("en", "x", r'''
Please verify the server's host key matches before you connect:
  SHA256:⟨p:b64.43⟩ (ECDSA)
  SHA256:⟨p:b64.43⟩ (ED25519)
These are also published as SSHFP records in DNS.'''),
  ("zh", "x", r'''
首次连接会提示指纹，核对一下是不是这个再输入 yes：
ECDSA key fingerprint is SHA256:⟨p:b64.43⟩.
不一致的话马上停下来找 ⟨f:zhname⟩。'''),
  ("zh", "c", r'''
$ ssh-keyscan -t ed25519 ⟨f:zip⟩
# ⟨f:zip⟩:22 SSH-2.0-OpenSSH_8.7
⟨f:zip⟩ ssh-ed25519 ⟨p:ed_pub⟩
# 把这行加到 known_hosts 就不会再弹确认了'''),
  ("zh", "x", r'''
这是我的公钥，麻烦加到跳板机的 authorized_keys 里（公钥可以公开，私钥我自己保管）：
ssh-ed25519 ⟨p:ed_pub⟩ ⟨f:zhuser⟩@macbook'''),
  )

H("pgp_public_material",
  ("en", "x", r'''
-----BEGIN PGP PUBLIC KEY BLOCK-----
Comment: ⟨f:uname⟩ <⟨f:email⟩>

⟨p:pgp5⟩
-----END PGP PUBLIC KEY BLOCK-----'''),
  ("en", "c", r'''
$ gpg --list-keys --keyid-format long ⟨f:email⟩
pub   ed25519/⟨p:HEX.16⟩ 2023-04-11 [SC] [expires: 2026-04-10]
      ⟨p:HEX.40⟩
uid                 [ultimate] ⟨f:uname⟩ <⟨f:email⟩>
sub   cv25519/⟨p:HEX.16⟩ 2023-04-11 [E] [expires: 2026-04-10]'''),
  ("en", "c", r'''
$ git log --show-signature -1
commit ⟨p:hex.40⟩
gpg: Signature made Tue ⟨f:date⟩ 14:02:11 CET
gpg:                using EDDSA key ⟨p:HEX.40⟩
gpg: Good signature from "⟨f:uname⟩ <⟨f:email⟩>" [ultimate]'''),
  ("en", "x", r'''
Security contact: security@⟨f:domain⟩
Encryption: https://keys.openpgp.org/vks/v1/by-fingerprint/⟨p:HEX.40⟩
Preferred-Languages: en
(from /.well-known/security.txt)'''),
  ("en", "x", r'''
WKD lookup URL for ⟨f:user⟩@⟨f:domain⟩:
https://openpgpkey.⟨f:domain⟩/.well-known/openpgpkey/⟨f:domain⟩/hu/⟨p:=+pick:y|b|n|d|r|f|g|8|e|j|k|m|c|p|q|x|o|t|1|u|w|i|s|z|a|3|4|5|h|7|6|9+lc.31⟩?l=⟨f:user⟩'''),
  ("zh", "x", r'''
发版签名用的公钥指纹：⟨p:HEX.4⟩ ⟨p:HEX.4⟩ ⟨p:HEX.4⟩ ⟨p:HEX.4⟩ ⟨p:HEX.4⟩  ⟨p:HEX.4⟩ ⟨p:HEX.4⟩ ⟨p:HEX.4⟩ ⟨p:HEX.4⟩ ⟨p:HEX.4⟩
下载后请用 gpg --verify 校验签名，指纹对不上不要安装。'''),
  ("zh", "x", r'''
我们的 APT 源公钥（可以公开）：
-----BEGIN PGP PUBLIC KEY BLOCK-----

⟨p:pgp5⟩
-----END PGP PUBLIC KEY BLOCK-----
导入：curl -fsSL https://mirrors.⟨f:zdomain⟩/key.gpg | sudo gpg --dearmor -o /usr/share/keyrings/⟨f:zorgpy⟩.gpg'''),
  )

H("git_object_ids",
  ("en", "c", r'''
$ git log --oneline -5
⟨p:hex.7⟩ (HEAD -> main, origin/main) fix: retry on 429
⟨p:hex.7⟩ chore(deps): bump ruff to 0.8.4
⟨p:hex.7⟩ feat: add export endpoint
⟨p:hex.7⟩ Merge pull request #⟨p:int:100-999⟩ from ⟨f:org⟩/⟨f:branch⟩
⟨p:hex.7⟩ docs: token rotation runbook'''),
  ("en", "x", r'''
fix(auth): refresh the signing key cache on rotation

Change-Id: I⟨p:hex.40⟩
Reviewed-on: https://review.⟨f:domain⟩/c/⟨f:proj⟩/+/⟨p:int:10000-99999⟩
Tested-by: CI Bot <ci@⟨f:domain⟩>'''),
  ("en", "f", "assets/demo.mp4", r'''
version https://git-lfs.github.com/spec/v1
oid sha256:⟨p:hex.64⟩
size ⟨p:int:100000-90000000⟩'''),
  ("en", "c", r'''
$ git ls-tree HEAD config/
100644 blob ⟨p:hex.40⟩	config/default.toml
100644 blob ⟨p:hex.40⟩	config/secrets.example.toml
040000 tree ⟨p:hex.40⟩	config/envs'''),
  ("en", "c", r'''
$ git submodule status
 ⟨p:hex.40⟩ vendor/protos (v1.⟨p:int:2-40⟩.0)
+⟨p:hex.40⟩ vendor/keys-schema (heads/main)'''),
  ("zh", "c", r'''
$ git rev-parse HEAD
⟨p:hex.40⟩
# 上线单里填这个 commit id'''),
  ("zh", "x", r'''
回滚到 ⟨p:hex.40⟩ 这个版本就行，它之前的 "secret key 轮换" 那次提交 ⟨p:hex.7⟩ 有问题。'''),
  )

H("lockfile_integrity_hashes",
  ("en", "f", "package-lock.json", r'''
    "node_modules/jsonwebtoken": {
      "version": "9.0.2",
      "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",
      "integrity": "sha512-⟨p:b64.86+===⟩",
      "license": "MIT"
    },'''),
  ("en", "f", "go.sum", r'''
github.com/golang-jwt/jwt/v5 v5.2.1 h1:⟨p:b64.43+==⟩
github.com/golang-jwt/jwt/v5 v5.2.1/go.mod h1:⟨p:b64.43+==⟩
golang.org/x/crypto v0.31.0 h1:⟨p:b64.43+==⟩'''),
  ("en", "f", "Cargo.lock", r'''
[[package]]
name = "secrecy"
version = "0.10.3"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "⟨p:hex.64⟩"'''),
  ("en", "f", "poetry.lock", r'''
[[package]]
name = "keyring"
version = "25.5.0"
files = [
    {file = "keyring-25.5.0-py3-none-any.whl", hash = "sha256:⟨p:hex.64⟩"},
    {file = "keyring-25.5.0.tar.gz", hash = "sha256:⟨p:hex.64⟩"},
]'''),
  ("en", "f", "flake.lock", r'''
      "locked": {
        "lastModified": ⟨f:epoch⟩,
        "narHash": "sha256-⟨p:b64.43+=⟩",
        "owner": "NixOS",
        "repo": "nixpkgs",
        "rev": "⟨p:hex.40⟩",
        "type": "github"
      },'''),
  ("en", "f", "requirements.txt", r'''
cryptography==44.0.0 \
    --hash=sha256:⟨p:hex.64⟩ \
    --hash=sha256:⟨p:hex.64⟩'''),
  ("zh", "f", "pnpm-lock.yaml", r'''
  /crypto-js@4.2.0:
    resolution: {integrity: sha512-⟨p:b64.86+===⟩}
    dev: false
# 上面是锁文件里的完整性校验值，不是密钥'''),
  ("zh", "x", r'''
yarn.lock 里每个包的 checksum 都变了，是因为换了镜像源吗？
"axios@npm:^1.7.2":
  checksum: 10c0/⟨p:hex.128⟩'''),
  )

H("container_image_digests",
  ("en", "f", "k8s/deployment.yaml", r'''
    spec:
      containers:
        - name: ⟨f:svc⟩
          image: ghcr.io/⟨f:org⟩/⟨f:svc⟩@sha256:⟨p:hex.64⟩
          envFrom:
            - secretRef: { name: ⟨f:svc⟩-env }'''),
  ("en", "c", r'''
$ docker pull ghcr.io/⟨f:org⟩/⟨f:svc⟩:⟨f:ver⟩
⟨f:ver⟩: Pulling from ⟨f:org⟩/⟨f:svc⟩
Digest: sha256:⟨p:hex.64⟩
Status: Downloaded newer image for ghcr.io/⟨f:org⟩/⟨f:svc⟩:⟨f:ver⟩'''),
  ("en", "c", r'''
$ docker images --digests ⟨f:svc⟩
REPOSITORY   TAG       DIGEST                                                                    IMAGE ID       SIZE
⟨f:svc⟩      latest    sha256:⟨p:hex.64⟩   ⟨p:hex.12⟩   212MB'''),
  ("en", "c", r'''
$ cosign triangulate ghcr.io/⟨f:org⟩/⟨f:svc⟩:⟨f:ver⟩
ghcr.io/⟨f:org⟩/⟨f:svc⟩:sha256-⟨p:hex.64⟩.sig'''),
  ("en", "c", r'''
$ kubectl get pod -n ⟨f:ns⟩ -l app=⟨f:svc⟩ -o jsonpath='{.items[0].status.containerStatuses[0].imageID}'
docker.io/library/redis@sha256:⟨p:hex.64⟩'''),
  ("zh", "x", r'''
生产镜像一定要用 digest 固定版本：
image: registry.⟨f:zregion⟩.aliyuncs.com/⟨f:zorgpy⟩/⟨f:svc⟩@sha256:⟨p:hex.64⟩'''),
  ("zh", "c", r'''
$ crane digest registry.⟨f:zdomain⟩/base/jdk17:latest
sha256:⟨p:hex.64⟩
# 和测试环境的 digest 一致，说明是同一个镜像'''),
  )

H("cloud_tenant_resource_ids",
  ("en", "c", r'''
$ az account show -o json
{
  "environmentName": "AzureCloud",
  "id": "⟨p:uuid⟩",
  "isDefault": true,
  "name": "⟨f:org⟩-prod",
  "tenantId": "⟨p:uuid⟩",
  "user": { "name": "⟨f:email⟩", "type": "user" }
}'''),
  ("en", "c", r'''
$ aws sts get-caller-identity
{
    "UserId": "AIDA⟨p:AN.17⟩",
    "Account": "⟨f:acct⟩",
    "Arn": "arn:aws:iam::⟨f:acct⟩:user/⟨f:user⟩"
}'''),
  ("en", "x", r'''
/subscriptions/⟨p:uuid⟩/resourceGroups/rg-⟨f:proj⟩/providers/Microsoft.KeyVault/vaults/kv-⟨f:proj⟩/secrets/db-password'''),
  ("en", "x", r'''
Service account: deployer@⟨f:proj⟩.iam.gserviceaccount.com
Unique ID: ⟨p:dig.21⟩
Project number: ⟨p:dig.12⟩
Workload identity provider: projects/⟨p:dig.12⟩/locations/global/workloadIdentityPools/github/providers/⟨f:org⟩'''),
  ("en", "x", r'''
arn:aws:secretsmanager:⟨f:region⟩:⟨f:acct⟩:secret:prod/⟨f:svc⟩/db-⟨p:an.6⟩
arn:aws:kms:⟨f:region⟩:⟨f:acct⟩:key/⟨p:uuid⟩'''),
  ("zh", "x", r'''
阿里云主账号 UID：⟨p:dig.16⟩，RAM 角色 ARN：acs:ram::⟨p:dig.16⟩:role/⟨f:svc⟩-ecs-role ，授权的时候填这两个就行（不是 AccessKey，可以发）。'''),
  ("zh", "x", r'''
腾讯云 APPID ⟨p:dig.10⟩，账号 ID ⟨p:dig.12⟩，COS 桶名 ⟨f:zorgpy⟩-⟨p:dig.10⟩ ，这些都是公开标识。'''),
  )

H("publishable_client_keys",
  ("en", "x", r'''
<script src="https://js.stripe.com/v3/"></script>
<script>const stripe = Stripe("pk_live_⟨p:an.99⟩");</script>'''),
  ("en", "f", "apps/web/.env.production", r'''
# public, bundled into the browser
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=⟨p:clerkpk⟩
NEXT_PUBLIC_MAPBOX_TOKEN=⟨p:mapbox_pk⟩
NEXT_PUBLIC_POSTHOG_KEY=phc_⟨p:an.43⟩'''),
  ("en", "x", r'''
<div class="cf-turnstile" data-sitekey="0x4AAAAAAA⟨p:b64u.14⟩"></div>
<div class="h-captcha" data-sitekey="⟨p:uuid⟩"></div>'''),
  ("en", "x", r'''
const ldClient = LDClient.initialize("⟨p:hex.24⟩", context); // client-side ID, safe to expose
const statsig = new StatsigClient("client-⟨p:an.43⟩", user);'''),
  ("en", "x", r'''
braintree.client.create({ authorization: "production_⟨p:lc.8⟩_⟨p:lc.16⟩" }); // tokenization key (public)
const searchClient = algoliasearch("⟨p:AN.10⟩", "⟨p:hex.32⟩"); // search-only API key'''),
  ("zh", "x", r'''
前端页面里的 reCAPTCHA 站点密钥：6L⟨p:b64u.38⟩ （site key，本来就是公开的，服务端那个 secret 不要放前端）'''),
  ("zh", "f", "src/config/public.ts", r'''
// 以下都是可公开的前端 key
export const STRIPE_PK = "pk_live_⟨p:an.99⟩";
export const MAPBOX_PUBLIC = "⟨p:mapbox_pk⟩";'''),
  )

H("public_oauth_client_ids",
  ("en", "f", "src/auth/config.ts", r'''
export const googleClientId = "⟨p:dig.12⟩-⟨p:lc.32⟩.apps.googleusercontent.com";
export const cognito = {
  userPoolId: "⟨f:region⟩_⟨p:an.9⟩",
  userPoolClientId: "⟨p:lc.26⟩",
};'''),
  ("en", "x", r'''
OKTA_ISSUER=https://⟨f:org⟩.okta.com/oauth2/default
OKTA_CLIENT_ID=0oa⟨p:an.17⟩
# PKCE public client — there is no client secret'''),
  ("en", "x", r'''
GitHub App "⟨f:proj⟩-bot"
App ID: ⟨p:dig.6⟩
Client ID: Iv23li⟨p:an.14⟩
Public link: https://github.com/apps/⟨f:proj⟩-bot'''),
  ("en", "f", "public/auth_config.json", r'''
{
  "domain": "⟨f:org⟩.us.auth0.com",
  "clientId": "⟨p:an.32⟩",
  "authorizationParams": { "audience": "https://api.⟨f:domain⟩" }
}'''),
  ("en", "x", r'''
Entra app registration "⟨f:proj⟩-spa": Application (client) ID ⟨p:uuid⟩, Directory (tenant) ID ⟨p:uuid⟩, platform: Single-page application, no certificates or secrets.'''),
  ("zh", "x", r'''
飞书应用 App ID：cli_⟨p:hex.16⟩ ；钉钉 AppKey：ding⟨p:lc.16⟩ ；这些是公开的应用标识，App Secret 在配置中心，不要贴群里。'''),
  ("zh", "f", "miniprogram/project.config.json", r'''
{
  "appid": "wx⟨p:hex.16⟩",
  "projectname": "⟨f:proj⟩",
  "description": "小程序 AppID 是公开的，AppSecret 只在服务端"
}'''),
  )

H("jwks_and_certificates",
  ("en", "x", r'''
$ curl -s https://auth.⟨f:domain⟩/.well-known/jwks.json
{"keys":[{"kty":"RSA","use":"sig","kid":"⟨p:b64u.16⟩","alg":"RS256","n":"⟨p:b64u.342⟩","e":"AQAB"}]}'''),
  ("en", "x", r'''
-----BEGIN CERTIFICATE-----
⟨p:cert6⟩
-----END CERTIFICATE-----
(this is the intermediate CA the partner asked for — public)'''),
  ("en", "c", r'''
$ openssl x509 -in server.crt -noout -serial -fingerprint -sha256 -subject
serial=⟨p:HEX.32⟩
sha256 Fingerprint=⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩:⟨p:HEX.2⟩
subject=CN = api.⟨f:domain⟩'''),
  ("en", "x", r'''
-----BEGIN CERTIFICATE REQUEST-----
⟨p:cert4⟩
-----END CERTIFICATE REQUEST-----'''),
  ("en", "x", r'''
{"keys":[{"kty":"EC","crv":"P-256","kid":"⟨p:b64u.11⟩","use":"sig","x":"⟨p:b64u.43⟩","y":"⟨p:b64u.43⟩"}]}
(public JWKS for webhook verification; private "d" is not part of this)'''),
  ("zh", "x", r'''
这是我们 API 网关的证书链（公开信息），对方要求做证书钉扎：
-----BEGIN CERTIFICATE-----
⟨p:cert4⟩
-----END CERTIFICATE-----
SPKI pin-sha256="⟨p:b64.43+=⟩"'''),
  ("zh", "c", r'''
$ openssl s_client -connect api.⟨f:zdomain⟩:443 -showcerts </dev/null 2>/dev/null | grep -E "s:|i:"
 0 s:CN = api.⟨f:zdomain⟩
   i:C = CN, O = "TrustAsia Technologies, Inc.", CN = TrustAsia RSA DV TLS CA G2
# 证书链完整'''),
  )

H("webhook_signature_headers",
  ("en", "x", r'''
POST /webhooks/stripe HTTP/1.1
Stripe-Signature: t=⟨f:epoch⟩,v1=⟨p:hex.64⟩,v0=⟨p:hex.64⟩
Content-Type: application/json; charset=utf-8'''),
  ("en", "x", r'''
X-GitHub-Delivery: ⟨p:uuid⟩
X-GitHub-Event: push
X-Hub-Signature: sha1=⟨p:hex.40⟩
X-Hub-Signature-256: sha256=⟨p:hex.64⟩'''),
  ("en", "x", r'''
svix-id: msg_⟨p:an.27⟩
svix-timestamp: ⟨f:epoch⟩
svix-signature: v1,⟨p:b64.43+=⟩'''),
  ("en", "x", r'''
X-Slack-Request-Timestamp: ⟨f:epoch⟩
X-Slack-Signature: v0=⟨p:hex.64⟩
(verification failed: clock skew > 5 min)'''),
  ("en", "x", r'''
X-Shopify-Topic: orders/create
X-Shopify-Hmac-Sha256: ⟨p:b64.43+=⟩
X-Shopify-Webhook-Id: ⟨p:uuid⟩'''),
  ("zh", "x", r'''
微信支付回调的请求头：
Wechatpay-Serial: ⟨p:HEX.40⟩
Wechatpay-Signature: ⟨p:b64.342+==⟩
Wechatpay-Timestamp: ⟨f:epoch⟩
Wechatpay-Nonce: ⟨p:AN.32⟩
验签用平台证书公钥，不需要商户密钥。'''),
  ("zh", "x", r'''
飞书事件回调头里的签名：X-Lark-Signature: ⟨p:hex.64⟩ ，X-Lark-Request-Nonce: ⟨p:dig.10⟩ —— 这个是请求签名结果，每次都不一样。'''),
  )

H("email_auth_headers",
  ("en", "x", r'''
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=⟨f:domain⟩; s=google;
        h=to:subject:message-id:date:from:mime-version:from:to:cc:subject;
        bh=⟨p:b64.43+=⟩;
        b=⟨p:b64.70⟩
         ⟨p:b64.70⟩
         ⟨p:b64.70⟩
         ⟨p:b64.30+==⟩'''),
  ("en", "x", r'''
ARC-Seal: i=1; a=rsa-sha256; t=⟨f:epoch⟩; cv=none; d=google.com; s=arc-20240605;
        b=⟨p:b64.70⟩
         ⟨p:b64.70⟩==
Authentication-Results: mx.google.com; dkim=pass header.i=@⟨f:domain⟩; spf=pass; dmarc=pass (p=REJECT)'''),
  ("en", "x", r'''
Message-ID: <CA+⟨p:b64.44⟩@mail.gmail.com>
X-Gm-Message-State: AOJu0Y⟨p:b64.60⟩
X-Google-Smtp-Source: AGHT+IE⟨p:b64.50⟩'''),
  ("en", "x", r'''
X-MS-Exchange-CrossTenant-Id: ⟨p:uuid⟩
X-MS-Exchange-Organization-AuthAs: Anonymous
X-Microsoft-Antispam-Message-Info: ⟨p:b64.90⟩'''),
  ("zh", "x", r'''
邮件被退回了，原始邮件头里 DKIM 是通过的：
DKIM-Signature: v=1; a=rsa-sha256; d=⟨f:zdomain⟩; s=mail; c=relaxed/relaxed; bh=⟨p:b64.43+=⟩; b=⟨p:b64.80⟩
Authentication-Results: mx.qq.com; dkim=pass; spf=pass'''),
  ("zh", "x", r'''
腾讯企业邮的头：X-QQ-mid: bizesmtp⟨p:dig.2⟩t⟨p:dig.10⟩t⟨p:an.8⟩；X-QQ-SSF: ⟨p:HEX.16⟩ ；这些都是邮件追踪标识。'''),
  )

H("html_sri_csp_hashes",
  ("en", "x", r'''
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="sha384-⟨p:b64.64⟩" crossorigin="anonymous">'''),
  ("en", "x", r'''
Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-⟨p:b64.22+==⟩' 'strict-dynamic'; style-src 'self' 'sha256-⟨p:b64.43+=⟩'; object-src 'none'; base-uri 'none' '''),
  ("en", "x", r'''
<script type="module" src="/assets/index-⟨p:b64u.8⟩.js" integrity="sha512-⟨p:b64.86+==⟩"></script>'''),
  ("en", "x", r'''
Refused to execute inline script because it violates the following Content Security Policy directive: "script-src 'self'". Either the 'unsafe-inline' keyword, a hash ('sha256-⟨p:b64.43+=⟩'), or a nonce ('nonce-...') is required to enable inline execution.'''),
  ("zh", "x", r'''
CDN 上的 vue.global.prod.js 加了 SRI 校验：
<script src="https://unpkg.com/vue@3.5.13/dist/vue.global.prod.js" integrity="sha384-⟨p:b64.64⟩" crossorigin="anonymous"></script>'''),
  ("zh", "x", r'''
CSP 报错里提示的哈希：'sha256-⟨p:b64.43+=⟩' ，把它加到 script-src 里就能放行这段内联脚本。'''),
  )

H("analytics_tracking_cookies",
  ("en", "x", r'''
Cookie: _ga=GA1.1.⟨p:dig.10⟩.⟨f:epoch⟩; _ga_⟨p:AN.10⟩=GS1.1.⟨f:epoch⟩.3.1.⟨f:epoch⟩.0.0.0; _gcl_au=1.1.⟨p:dig.10⟩.⟨f:epoch⟩; _fbp=fb.1.⟨f:epoch⟩123.⟨p:dig.10⟩'''),
  ("en", "x", r'''
Set-Cookie: _uetsid=⟨p:hex.32⟩; Max-Age=86400; Path=/
Set-Cookie: _clck=⟨p:lc.6⟩%7C2%7Cfr5%7C0%7C1812; Max-Age=31536000; Path=/'''),
  ("en", "x", r'''
ajs_anonymous_id=%22⟨p:uuid⟩%22; mp_⟨p:hex.32⟩_mixpanel=%7B%22distinct_id%22%3A%22⟨p:uuid⟩%22%7D; _hjSessionUser_⟨p:dig.7⟩=eyJpZCI6Ij⟨p:b64.40⟩'''),
  ("en", "x", r'''
Optimizely/Amplitude debug: device_id=⟨p:uuid⟩ session_id=⟨f:epoch⟩123 optimizelyEndUserId=oeu⟨f:epoch⟩r0.⟨p:dig.16⟩'''),
  ("zh", "x", r'''
Cookie: Hm_lvt_⟨p:hex.32⟩=⟨f:epoch⟩; Hm_lpvt_⟨p:hex.32⟩=⟨f:epoch⟩; UM_distinctid=⟨p:hex.11⟩-⟨p:hex.14⟩-⟨p:hex.8⟩-⟨p:hex.6⟩-⟨p:hex.11⟩
（百度统计和友盟的访客标识，不是登录态）'''),
  ("zh", "x", r'''
统计脚本写进去的 cookie：CNZZDATA⟨p:dig.10⟩=⟨p:dig.9⟩-⟨f:epoch⟩-%7C⟨f:epoch⟩；sensorsdata2015jssdkcross=%7B%22distinct_id%22%3A%22⟨p:hex.15⟩%22%7D'''),
  )

H("ml_run_ids_revisions",
  ("en", "x", r'''
wandb: Syncing run ⟨f:word⟩-⟨f:word2⟩-⟨p:int:10-400⟩
wandb: ⭐️ View project at https://wandb.ai/⟨f:org⟩/⟨f:proj⟩
wandb: 🚀 View run at https://wandb.ai/⟨f:org⟩/⟨f:proj⟩/runs/⟨p:lc.8⟩'''),
  ("en", "x", r'''
mlflow.start_run() -> run_id='⟨p:hex.32⟩', experiment_id='⟨p:dig.18⟩'
Registered model 'churn-xgb' version 7 from runs:/⟨p:hex.32⟩/model'''),
  ("en", "x", r'''
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct", revision="⟨p:hex.40⟩")
# pin the revision so evals are reproducible'''),
  ("en", "f", "dvc.lock", r'''
stages:
  featurize:
    cmd: python src/featurize.py
    outs:
    - path: data/features
      md5: ⟨p:hex.32⟩.dir
      size: ⟨p:int:100000-900000000⟩
      nfiles: 12'''),
  ("en", "x", r'''
COMET: Experiment is live on comet.com https://www.comet.com/⟨f:user⟩/⟨f:proj⟩/⟨p:hex.32⟩
COMET: experiment key ⟨p:hex.32⟩ (this is the run id, not your API key)'''),
  ("zh", "x", r'''
数据集缓存指纹：Dataset.map(num_proc=8) fingerprint=⟨p:hex.16⟩ ，和昨天的不一样，说明预处理函数改过了。'''),
  ("zh", "x", r'''
SwanLab 实验地址：https://swanlab.cn/@⟨f:zhuser⟩/⟨f:proj⟩/runs/⟨p:lc.21⟩ ，对比一下两次的 loss 曲线。'''),
  )

H("well_known_guids",
  ("en", "x", r'''
Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "⟨f:proj⟩", "src\⟨f:proj⟩\⟨f:proj⟩.csproj", "{⟨p:gguid⟩}"
EndProject'''),
  ("en", "x", r'''
$ az role assignment create --assignee ⟨p:uuid⟩ --role b24988ac-6180-42a0-ab88-20f7382dd24c --scope /subscriptions/⟨p:uuid⟩
# b24988ac-… is the built-in "Contributor" role definition ID'''),
  ("en", "c", r'''
$ sgdisk -p /dev/nvme0n1 | tail -3
   1            2048         1050623   512.0 MiB   EF00  EFI system partition
$ blkid -o value -s PART_ENTRY_TYPE /dev/nvme0n1p1
c12a7328-f81f-11d2-ba4b-00a0c93ec93b'''),
  ("en", "x", r'''
⟨f:proj⟩ manifest → requiredResourceAccess: resourceAppId 00000003-0000-0000-c000-000000000000 (Microsoft Graph), scope e1fe6dd8-ba31-4d61-89e7-88639da4683d (User.Read)'''),
  ("en", "x", r'''
BLE characteristic UUIDs: Heart Rate Measurement 00002a37-0000-1000-8000-00805f9b34fb, custom service ⟨p:uuid⟩'''),
  ("zh", "x", r'''
⟨f:zhname⟩：注册表里的"桌面"已知文件夹 ID 是 {B4BFCC3A-DB2C-424C-B029-7FE99A87C641}，组策略重定向的时候会用到，和密钥无关。'''),
  ("zh", "x", r'''
（⟨f:dept⟩）Azure CLI 的公共客户端 ID 04b07795-8ddb-461a-bbee-02f9e1bf7b46，条件访问策略里要把它排除掉（这是微软公开的应用 ID）。'''),
  )

H("base64_data_payloads",
  ("en", "x", r'''
<img alt="status" src="data:image/png;base64,⟨p:png⟩">'''),
  ("en", "x", r'''
//# sourceMappingURL=data:application/json;base64,⟨p:srcmap⟩'''),
  ("en", "f", "k8s/configmap-fonts.yaml", r'''
apiVersion: v1
kind: ConfigMap
metadata:
  name: report-assets
binaryData:
  logo.png: ⟨p:png⟩'''),
  ("en", "x", r'''
grpc-status: 3
grpc-message: invalid%20page_token
grpc-status-details-bin: CAMSEmludmFsaWQgcGFnZV90b2tlbhp⟨p:b64.60⟩'''),
  ("en", "x", r'''
next page: ?cursor=⟨p:b64u.40⟩ (opaque pagination cursor, base64 of the last sort key)'''),
  ("zh", "x", r'''
前端把小图标内联成 base64 了：background: url("data:image/png;base64,⟨p:png⟩");'''),
  ("zh", "x", r'''
分页接口返回的 next_token 是 ⟨p:b64.48⟩ ，就是上一页最后一条的排序键编码，不是鉴权 token。'''),
  )

H("hardware_device_ids",
  ("en", "c", r'''
$ ip link show eth0
2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP mode DEFAULT group default qlen 1000
    link/ether ⟨p:mac⟩ brd ff:ff:ff:ff:ff:ff'''),
  ("en", "c", r'''
$ sudo smartctl -i /dev/sda | grep -E "Model|Serial|WWN"
Device Model:     ST8000VN004-3CP101
Serial Number:    WW⟨p:AN.6⟩
LU WWN Device Id: 5 000c50 0⟨p:hex.9⟩'''),
  ("en", "c", r'''
$ sudo dmidecode -s system-serial-number; sudo dmidecode -s system-uuid
⟨p:AN.7⟩
⟨p:gguid⟩'''),
  ("en", "x", r'''
Device: iPhone 15 Pro  IMEI: ⟨p:imei⟩  Serial: ⟨p:AN.10⟩  (for the MDM enrollment ticket)'''),
  ("en", "c", r'''
$ lsblk -o NAME,UUID,FSTYPE
nvme0n1p1 ⟨p:HEX.4⟩-⟨p:HEX.4⟩                             vfat
nvme0n1p2 ⟨p:uuid⟩ ext4'''),
  ("zh", "x", r'''
报修单：服务器序列号 ⟨p:AN.10⟩，主板 BMC MAC ⟨p:mac⟩，硬盘 SN WD-⟨p:AN.12⟩，麻烦厂商上门换盘。'''),
  ("zh", "x", r'''
测试机列表：小米 14 IMEI ⟨p:imei⟩；华为 Mate 60 SN ⟨p:AN.16⟩ 。'''),
  )

H("evm_chain_public_data",
  ("en", "c", r'''
$ cast receipt 0x⟨p:hex.64⟩ --rpc-url $RPC
blockHash            0x⟨p:hex.64⟩
blockNumber          ⟨p:int:18000000-21000000⟩
from                 ⟨p:eip55⟩
status               1 (success)
transactionHash      0x⟨p:hex.64⟩'''),
  ("en", "x", r'''
Transfer event topic: 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef
Filter: address=⟨p:eip55⟩, fromBlock=⟨p:int:18000000-21000000⟩'''),
  ("en", "x", r'''
Deployed ⟨f:proj⟩Vault at ⟨p:eip55⟩ (tx 0x⟨p:hex.64⟩), verified on Etherscan: https://etherscan.io/address/⟨p:eip55⟩#code'''),
  ("en", "x", r'''
Safe multisig owners: ⟨p:eip55⟩, ⟨p:eip55⟩, ⟨p:eip55⟩ — threshold 2/3. safeTxHash 0x⟨p:hex.64⟩ awaiting 1 confirmation.'''),
  ("zh", "x", r'''
充值地址（公开）：⟨p:eip55⟩ ，到账后把交易哈希 0x⟨p:hex.64⟩ 发给财务核对。'''),
  ("zh", "x", r'''
合约 storage slot 0 的值：0x⟨p:hex.64⟩ ，是 owner 地址左补零，不是私钥，别紧张。'''),
  )

H("masked_secret_listings",
  ("en", "c", r'''
$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************⟨p:AN.4⟩ shared-credentials-file
secret_key     ****************⟨p:an.4⟩ shared-credentials-file
    region                ⟨f:region⟩      config-file    ~/.aws/config'''),
  ("en", "c", r'''
$ kubectl describe secret ⟨f:svc⟩-db -n ⟨f:ns⟩
Name:         ⟨f:svc⟩-db
Namespace:    ⟨f:ns⟩
Type:  Opaque

Data
====
password:  24 bytes
username:  8 bytes'''),
  ("en", "c", r'''
$ op item get "⟨f:svc⟩ prod DB" --fields password
[use 'op item get ⟨p:lc.26⟩ --reveal' to reveal]'''),
  ("en", "c", r'''
$ npm config list
; "user" config from /home/⟨f:user⟩/.npmrc
//registry.npmjs.org/:_authToken = (protected)
@⟨f:org⟩:registry = "https://npm.pkg.github.com/"'''),
  ("en", "c", r'''
$ terraform plan | grep -A2 random_password
  + resource "random_password" "db" {
      + result = (sensitive value)
      + length = 24'''),
  ("en", "c", r'''
$ gh secret list -R ⟨f:org⟩/⟨f:proj⟩
NAME                UPDATED
DOCKERHUB_TOKEN     about 2 months ago
NPM_TOKEN           about 9 days ago
SENTRY_AUTH_TOKEN   less than a minute ago'''),
  ("zh", "c", r'''
$ pulumi config
KEY                 VALUE
aws:region          ⟨f:region⟩
⟨f:proj⟩:dbPassword  [secret]
# 加 --show-secrets 才会显示明文，不要在群里贴那个'''),
  ("zh", "x", r'''
阿里云控制台 → AccessKey 管理：
AccessKey ID ⟨p:=LTAI****+an.4⟩　AccessKey Secret ******（仅创建时可见）　状态 启用'''),
  ("zh", "c", r'''
$ glab variable list
KEY              PROTECTED   MASKED   EXPANDED   ENVIRONMENT_SCOPE
DEPLOY_TOKEN     true        true     false      *
OSS_SECRET       true        true     false      production'''),
  )

H("secret_store_references",
  ("en", "f", ".github/workflows/deploy.yml", r'''
      - name: Deploy
        env:
          FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}
          DATABASE_URL: ${{ secrets.DATABASE_URL }}
        run: flyctl deploy --remote-only'''),
  ("en", "x", r'''
App settings:
  DbPassword = @Microsoft.KeyVault(SecretUri=https://kv-⟨f:proj⟩.vault.azure.net/secrets/db-password/⟨p:hex.32⟩)'''),
  ("en", "f", ".env.tpl", r'''
DATABASE_PASSWORD=op://Production/⟨f:svc⟩-db/password
STRIPE_KEY=op://Production/stripe/credential'''),
  ("en", "f", "serverless.yml", r'''
provider:
  environment:
    DB_PASSWORD: ${ssm:/⟨f:proj⟩/prod/db-password}
    API_KEY: ${aws:secretsmanager:prod/⟨f:svc⟩/api-key}'''),
  ("en", "x", r'''
spring.datasource.password=${vault:secret/data/⟨f:svc⟩#password}
spring.cloud.vault.kv.backend=secret'''),
  ("en", "f", "k8s/deploy.yaml", r'''
          env:
            - name: API_TOKEN
              valueFrom:
                secretKeyRef:
                  name: ⟨f:svc⟩-secrets
                  key: api-token'''),
  ("zh", "x", r'''
生产配置里的密码都改成引用 KMS 凭据了：
db.password=${kms:acs:kms:⟨f:zregion⟩:⟨p:dig.16⟩:secret/⟨f:svc⟩-db}
以后不要再在 Nacos 里写明文。'''),
  ("zh", "f", "docker-compose.yml", r'''
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt   # 该文件不入库'''),
  )

H("placeholders_doc_examples",
  ("en", "x", r'''
export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
export AWS_DEFAULT_REGION=us-west-2
(these are the example values from the AWS documentation, used in ⟨f:proj⟩/README.md)'''),
  ("en", "f", ".env.example", r'''
OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
ANTHROPIC_API_KEY=<your-anthropic-key>
DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/⟨f:db⟩
SESSION_SECRET=replace-me-with-64-random-hex-chars'''),
  ("en", "x", r'''
## Configuration
Create a token at Settings → Developer settings and export it:
```sh
export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
```
Replace the X's with your own token (scopes: repo, read:org) and run `./⟨f:proj⟩ sync`.'''),
  ("en", "f", "config.sample.yaml", r'''
slack:
  bot_token: "xoxb-your-bot-token"
  signing_secret: "<SLACK_SIGNING_SECRET>"
mapbox:
  token: "${MAPBOX_TOKEN}"'''),
  ("en", "x", r'''
curl -H "Authorization: Bearer $API_TOKEN" https://api.⟨f:domain⟩/v1/me   # set API_TOKEN first; never paste the literal token here'''),
  ("zh", "f", "config/application-example.yml", r'''
wechat:
  appid: 你的AppID
  secret: 请替换为你的AppSecret
aliyun:
  access-key-id: 填写你的AccessKeyId
  access-key-secret: 填写你的AccessKeySecret'''),
  ("zh", "x", r'''
使用方法：把 `sk-此处替换成你的key` 改成自己在平台申请的 API Key，然后运行 `python ⟨f:proj⟩.py` 即可。不要把真实 key 提交到仓库。'''),
  )

H("scanner_allowlist_fingerprints",
  ("en", "f", ".gitleaksignore", r'''
# false positives: test fixtures
⟨p:hex.40⟩:tests/fixtures/jwt_samples.json:jwt:12
⟨p:hex.40⟩:docs/api.md:generic-api-key:88'''),
  ("en", "f", ".gitguardian.yaml", r'''
version: 2
secret:
  ignored-matches:
    - name: test stripe key in docs
      match: ⟨p:hex.64⟩
  ignored-paths:
    - "tests/fixtures/**"'''),
  ("en", "x", r'''
remote: error: GH013: Repository rule violations found for refs/heads/⟨f:branch⟩.
remote: - GITHUB PUSH PROTECTION
remote:   —————————————————————————————————————————
remote:     Resolve the following violations before pushing again
remote:     —— Slack API Token ——————————————————————————————————
remote:      locations:
remote:        - commit: ⟨p:hex.40⟩
remote:          path: scripts/notify.sh:4
remote:      (?) To push, remove secret from commit(s) or follow this URL to allow the secret.
remote:      https://github.com/⟨f:org⟩/⟨f:proj⟩/security/secret-scanning/unblock-secret/⟨p:an.27⟩'''),
  ("en", "f", "semgrep/rules/hardcoded-token.yaml", r'''
rules:
  - id: hardcoded-bearer-token
    pattern-regex: "(?i)bearer\\s+[a-z0-9_\\-\\.=]{20,}"
    message: Hard-coded bearer token
    severity: ERROR
    languages: [generic]'''),
  ("en", "x", r'''
trufflehog git file://. --since-commit ⟨p:hex.40⟩ --only-verified --exclude-detectors=JDBC,URI
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷
finished scanning chunks=1843 bytes=9.1MB verified_secrets=0 unverified_secrets=0'''),
  ("zh", "x", r'''
GitLab 密钥检测报告里的误报，按指纹加白名单：
- 规则：generic-api-key  指纹：⟨p:hex.64⟩  文件：docs/接口说明.md
- 规则：jwt  指纹：⟨p:hex.64⟩  文件：tests/fixtures/token.json'''),
  ("zh", "x", r'''
gitleaks 扫描结果：0 leaks found（扫描了 ⟨p:int:300-9000⟩ 个提交，耗时 ⟨p:int:2-40⟩s）。上次那个误报已经加进 .gitleaksignore 了。'''),
  )

H("rfc_test_vectors",
  ("en", "x", r'''
RFC 4231, Test Case 1
Key  = 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b (20 bytes)
Data = 4869205468657265 ("Hi There")
HMAC-SHA-256 = b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7
(used in tests/test_hmac_⟨f:word⟩.py)'''),
  ("en", "x", r'''
# FIPS-197 Appendix C.1 known-answer test
KEY = 000102030405060708090a0b0c0d0e0f
PT  = 00112233445566778899aabbccddeeff
CT  = 69c4e0d86a7b0430d8cdb78070b4c55a
assert aes128_encrypt(KEY, PT) == CT  # ⟨f:proj⟩ crypto self-test'''),
  ("en", "x", r'''
RFC 6238 Appendix B uses the ASCII seed "12345678901234567890" (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ) for the SHA-1 test vectors; at T=59 the expected 8-digit TOTP is 94287082. Our test_totp_rfc_vectors case #⟨p:int:1-9⟩ checks exactly that.'''),
  ("en", "x", r'''
RFC 8032 §7.1 TEST 1 (published test vector, not a real key)
SECRET KEY: 9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60
PUBLIC KEY: d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a
MESSAGE (length 0 bytes):
(vendored into ⟨f:proj⟩/tests/vectors/ed25519.txt)'''),
  ("en", "x", r'''
PBKDF2-HMAC-SHA1 (RFC 6070): P = "password", S = "salt", c = 1, dkLen = 20
DK = 0c60c80f961f0e71f3a9b524af6012062fe037a6
-- vector #⟨p:int:1-4⟩ in our KDF regression suite'''),
  ("zh", "x", r'''
单测里的 HMAC 用的是 RFC 4231 的公开测试向量（key 是 20 个 0x0b），期望输出 b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7，和生产密钥没关系。——⟨f:zhname⟩'''),
  ("zh", "x", r'''
国密 SM3 标准示例：输入 "abc"，杂凑值 66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0 ，我们的实现跑出来一致（用例 #⟨p:int:1-30⟩）。'''),
  )

H("incident_writeups_no_values",
  ("en", "x", r'''
Postmortem ⟨f:ticket⟩: A Mailgun key (ending …⟨p:hex.4⟩) was committed to a public fork on ⟨f:date⟩. GitHub secret scanning notified Mailgun, the key was auto-revoked within 4 minutes, and we issued a new one via the vault. No sends were observed from unknown IPs.'''),
  ("en", "x", r'''
Timeline:
09:12 alert: "AWS access key exposed" for key id suffix …⟨p:AN.4⟩
09:19 key deactivated, CloudTrail reviewed (0 calls from outside our CIDRs)
09:40 new credentials distributed through Secrets Manager
Root cause: .env copied into a Docker image layer.'''),
  ("en", "x", r'''
⟨f:ticket⟩: We rotated every credential that lived in the old Jenkins controller (⟨f:host⟩): 14 API tokens, 6 SSH keys and 3 database passwords. The new values are only in Vault; this doc intentionally contains none of them.'''),
  ("en", "x", r'''
Customer notice: On ⟨f:date⟩ we invalidated all personal access tokens created before ⟨f:date2⟩ as a precaution. Please create a new token in Settings → API. We will never ask you to send a token by email.'''),
  ("zh", "x", r'''
【事故复盘】⟨f:date⟩ 测试同学把含 AccessKey 的截图发到了外部群。处理：5 分钟内禁用该 AK（尾号 ⟨p:an.4⟩），审计 ActionTrail 未发现异常调用，已重新下发 STS 临时凭证方案。改进：截图前先打码。'''),
  ("zh", "x", r'''
安全周报（⟨f:date⟩）：本周 GitHub 监控发现 2 起疑似泄露，均为测试环境的过期 token，已确认失效；另有 1 起是文档里的示例 key（AKIAIOSFODNN7EXAMPLE），属于误报。'''),
  )

H("password_policy_and_prompts",
  ("en", "c", r'''
$ passwd
Changing password for ⟨f:user⟩.
Current password:
New password:
Retype new password:
passwd: password updated successfully'''),
  ("en", "f", "/etc/security/pwquality.conf", r'''
minlen = 14
dcredit = -1
ucredit = -1
ocredit = -1
maxrepeat = 3
dictcheck = 1
enforce_for_root'''),
  ("en", "x", r'''
Password policy for ⟨f:org⟩ (SOC 2 control AC-⟨p:int:2-20⟩): minimum 14 characters, no forced periodic rotation (per NIST SP 800-63B), block known-breached passwords via the HIBP k-anonymity range API, lock after 10 failed attempts.'''),
  ("en", "c", r'''
$ sudo mysql_secure_installation
Securing the MySQL server deployment.
Enter password for user root:
VALIDATE PASSWORD COMPONENT can be used to test passwords and improve security.
Press y|Y for Yes, any other key for No: y
There are three levels of password validation policy:
LOW    Length >= 8'''),
  ("en", "x", r'''
Tip for the ⟨f:svc⟩ team: use a passphrase of 4+ random words from the password manager's generator, never reuse it, and turn on a hardware key for the SSO account.'''),
  ("zh", "x", r'''
等保 2.0 对口令的要求：长度不少于 8 位，包含大小写字母、数字、特殊字符中至少三种，90 天内更换，连续 5 次失败锁定 30 分钟。我们的堡垒机（⟨f:host⟩）已经按这个配置。'''),
  ("zh", "c", r'''
$ passwd ⟨f:zhuser⟩
更改用户 ⟨f:zhuser⟩ 的密码 。
新的 密码：
无效的密码： 密码少于 8 个字符
重新输入新的 密码：'''),
  )

H("secret_handling_code",
  ("en", "f", "app/settings.py", r'''
from pydantic import SecretStr
from pydantic_settings import BaseSettings

class Settings(BaseSettings):
    database_password: SecretStr
    openai_api_key: SecretStr
    model_config = {"env_file": ".env"}'''),
  ("en", "f", "variables.tf", r'''
variable "db_password" {
  type      = string
  sensitive = true
  description = "Master password; supplied via TF_VAR_db_password in CI"
}'''),
  ("en", "x", r'''
import getpass, keyring
token = keyring.get_password("⟨f:proj⟩", getpass.getuser())
if token is None:
    token = getpass.getpass("API token: ")
    keyring.set_password("⟨f:proj⟩", getpass.getuser(), token)'''),
  ("en", "x", r'''
use secrecy::{ExposeSecret, SecretString};
// ⟨f:svc⟩ client
let api_key = SecretString::from(std::env::var("API_KEY")?);
client.bearer_auth(api_key.expose_secret());'''),
  ("en", "x", r'''
// ⟨f:svc⟩ service
@Value("${payments.webhook-secret}")
private String webhookSecret;   // injected from Vault at startup'''),
  ("zh", "x", r'''
const secret = process.env.WX_APP_SECRET;
if (!secret) throw new Error("缺少 WX_APP_SECRET 环境变量（⟨f:proj⟩）");
// 密钥只从环境变量读取，禁止写进代码'''),
  ("zh", "f", "app/build.gradle.kts", r'''
// 地图 key 从 local.properties 读取，不入库
val mapKey: String = gradleLocalProperties(rootDir, providers).getProperty("AMAP_KEY", "")
android { defaultConfig { buildConfigField("String", "AMAP_KEY", "\"$mapKey\"") } }'''),
  )

H("empty_or_disabled_auth_configs",
  ("en", "f", "redis.conf", r'''
# IMPORTANT NOTE: starting with Redis 6 "requirepass" is just a compatibility
# layer on top of the new ACL system.
# requirepass foobared
bind 127.0.0.1 -::1
protected-mode yes'''),
  ("en", "f", "docker-compose.dev.yml", r'''
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_HOST_AUTH_METHOD: trust   # local dev only
  mariadb:
    image: bitnami/mariadb:11.4
    environment:
      - ALLOW_EMPTY_PASSWORD=yes'''),
  ("en", "f", "/etc/ssh/sshd_config.d/50-hardening.conf", r'''
PasswordAuthentication no
PermitEmptyPasswords no
KbdInteractiveAuthentication no
PubkeyAuthentication yes'''),
  ("en", "f", "grafana.ini", r'''
[auth.anonymous]
enabled = true
org_role = Viewer
[security]
admin_password =
disable_initial_admin_creation = true'''),
  ("en", "c", r'''
$ jupyter lab --no-browser --ServerApp.token='' --ServerApp.password='' --ip=127.0.0.1
[I ServerApp] Jupyter Server 2.14.2 is running at: http://127.0.0.1:8888/lab'''),
  ("zh", "f", "elasticsearch.yml", r'''
# 本地开发环境，关闭安全认证
xpack.security.enabled: false
xpack.security.enrollment.enabled: false
discovery.type: single-node'''),
  ("zh", "f", "loki-config.yaml", r'''
auth_enabled: false   # 单租户，不需要 X-Scope-OrgID
server:
  http_listen_port: 3100
# 注意：没有密码，只能内网访问'''),
  )

H("agent_redacted_transcripts",
  ("en", "x", r'''
I added the key to `⟨f:proj⟩/.env` as `ANTHROPIC_API_KEY=[REDACTED]` and confirmed the app reads it. I didn't echo the value anywhere in the logs.'''),
  ("en", "x", r'''
⏺ Bash(grep -c STRIPE .env)
  ⎿  2
The file has two Stripe entries (sk_live_…⟨p:an.4⟩ and whsec_…⟨p:an.4⟩); I left them untouched.'''),
  ("en", "x", r'''
Memory saved: "Staging DB credentials live in 1Password item '⟨f:svc⟩-staging-db'; use `op run --env-file .env.tpl` to inject them." (no value stored)'''),
  ("en", "x", r'''
Tool output (secrets masked by the harness):
DATABASE_URL=postgres://app:********@⟨f:host⟩:5432/⟨f:db⟩
REDIS_URL=redis://default:<redacted:password>@⟨f:host⟩:6379'''),
  ("en", "x", r'''
Token check: `gho_************************************` is valid for user ⟨f:user⟩ with scopes repo, read:org. I did not print the full token.'''),
  ("zh", "x", r'''
已把 API Key 写入 .env（内容：DASHSCOPE_API_KEY=sk-****⟨p:hex.4⟩，已脱敏显示），并把 .env 加进了 .gitignore。'''),
  ("zh", "x", r'''
记忆：⟨f:zhname⟩ 的服务器登录方式是密钥认证，私钥在其本机 ~/.ssh/id_ed25519，不要在对话里索要密码。'''),
  )


# ================================================================ build, check, write
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
HARMLESS_PER_KIND = (9, 6)     # en, zh for even-numbered kinds; odd-numbered kinds use (10, 5)


def _strip(t):
    return t.strip("\n")


def build(item, allow_secrets):
    lang, typ = item[0], item[1]
    ctx = Ctx()
    if typ == "f":
        path = render(item[2], ctx, allow_secrets=False)
        body = render(_strip(item[3]), ctx, allow_secrets)
        text = place("f", lang, body, path)
    else:
        body = render(_strip(item[2]), ctx, allow_secrets)
        text = place(typ, lang, body)
    return text, ctx.secrets


class Corpus:
    def __init__(self):
        self.texts = []
        self.text_seen = set()      # membership only, never iterated
        self.blob = ""
        self.listed = []

    def reason_secret(self, lang, text, secrets):
        if lang == "zh" and not CJK.search(text):
            return "no CJK"
        if text in self.text_seen:
            return "duplicate text"
        if not secrets:
            return "no secrets"
        for i, v in enumerate(secrets):
            if len(v) < 6:
                return "short value %r" % v
            if v not in text:
                return "not verbatim %r" % v[:40]
            for w in secrets[i + 1:]:
                if v in w or w in v:
                    return "overlap within sample"
            if v in self.blob:
                return "value in earlier text"
        for w in self.listed:
            if w in text:
                return "text contains listed value"
            for v in secrets:
                if v in w or w in v:
                    return "overlap with listed value"
        return None

    def add(self, text, secrets):
        self.texts.append(text)
        self.text_seen.add(text)
        self.blob += "\x00" + text
        self.listed.extend(secrets)


def generate():
    C = Corpus()
    harmless = []
    for k, (name, items) in enumerate(HK):
        per = HARMLESS_PER_KIND if k % 2 == 0 else (10, 5)
        for lang, count in (("en", per[0]), ("zh", per[1])):
            pool = [it for it in items if it[0] == lang]
            for i in range(count):
                it = pool[i % len(pool)]
                for attempt in range(200):
                    text, sec = build(it, allow_secrets=False)
                    if text in C.text_seen or (lang == "zh" and not CJK.search(text)):
                        continue
                    break
                else:
                    raise SystemExit("harmless %s/%s: cannot draw a unique text" % (name, lang))
                C.add(text, [])
                harmless.append({"kind": name, "lang": lang, "text": text})
    secrets = []
    for name, items in SK:
        for it in items:
            last = None
            for attempt in range(300):
                text, sec = build(it, allow_secrets=True)
                last = C.reason_secret(it[0], text, sec)
                if last is None:
                    break
            else:
                raise SystemExit("secret %s: %s" % (name, last))
            C.add(text, sec)
            secrets.append({"kind": name, "lang": it[0], "text": text, "secrets": sec})
    return {"secrets": secrets, "harmless": harmless}


def check(doc):
    S, Hs = doc["secrets"], doc["harmless"]
    assert list(doc.keys()) == ["secrets", "harmless"]
    alltexts = [s["text"] for s in S] + [h["text"] for h in Hs]
    assert len(alltexts) == len(set(alltexts)), "duplicate texts"
    values = []
    for idx, s in enumerate(S):
        assert list(s.keys()) == SECRET_KEYS, s.keys()
        assert s["lang"] in ("en", "zh")
        if s["lang"] == "zh":
            assert CJK.search(s["text"]), s["kind"]
        assert s["secrets"], s["kind"]
        for v in s["secrets"]:
            assert len(v) >= 6, (s["kind"], v)
            assert v in s["text"], (s["kind"], v)
            values.append((v, idx))
    for h in Hs:
        assert list(h.keys()) == HARMLESS_KEYS
        assert h["lang"] in ("en", "zh")
        if h["lang"] == "zh":
            assert CJK.search(h["text"]), h["kind"]
    vals = [v for v, _ in values]
    assert len(vals) == len(set(vals)), "listed values not unique"
    for i, (v, idx) in enumerate(values):
        for j, t in enumerate(alltexts):
            if j != idx:
                assert v not in t, ("value reused", v[:30])
        for w, _ in values[i + 1:]:
            assert v not in w and w not in v, ("overlap", v[:30], w[:30])
    kinds = {}
    for s in S:
        kinds[s["kind"]] = kinds.get(s["kind"], 0) + 1
    hk = {}
    for h in Hs:
        hk[h["kind"]] = hk.get(h["kind"], 0) + 1
    assert len(S) >= 600 and len(kinds) >= 120, (len(S), len(kinds))
    assert all(5 <= n <= 8 for n in kinds.values())
    assert len(Hs) >= 400 and len(hk) >= 25, (len(Hs), len(hk))
    zh = sum(1 for x in S + Hs if x["lang"] == "zh")
    share = zh / (len(S) + len(Hs))
    assert 0.36 <= share <= 0.45, share
    return kinds, hk


def stats(doc, kinds, hk):
    S, Hs = doc["secrets"], doc["harmless"]
    zs = sum(1 for s in S if s["lang"] == "zh")
    zh_ = sum(1 for h in Hs if h["lang"] == "zh")
    nval = sum(len(s["secrets"]) for s in S)
    longest = max((len(v), s["kind"]) for s in S for v in s["secrets"])
    over200 = sum(1 for s in S for v in s["secrets"] if len(v) > 200)
    print("secrets: %d samples, %d kinds, %d listed values (en %d / zh %d = %.1f%%); >200 chars: %d; longest %d (%s)"
          % (len(S), len(kinds), nval, len(S) - zs, zs, 100.0 * zs / len(S), over200, longest[0], longest[1]))
    print("harmless: %d samples, %d kinds (en %d / zh %d = %.1f%%)"
          % (len(Hs), len(hk), len(Hs) - zh_, zh_, 100.0 * zh_ / len(Hs)))
    print("overall zh share: %.1f%%" % (100.0 * (zs + zh_) / (len(S) + len(Hs))))
    if "-v" in sys.argv:
        for name, _ in SK:
            ss = [s for s in S if s["kind"] == name]
            print("  S %s %d/%d (%d)" % (name, sum(1 for s in ss if s["lang"] == "en"),
                                         sum(1 for s in ss if s["lang"] == "zh"), sum(len(s["secrets"]) for s in ss)))
        for name, _ in HK:
            hh = [h for h in Hs if h["kind"] == name]
            print("  H %s %d/%d" % (name, sum(1 for h in hh if h["lang"] == "en"), sum(1 for h in hh if h["lang"] == "zh")))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    doc = generate()
    kinds, hk = check(doc)
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(here, "i.json"), "wb") as f:
        f.write(data)
    digest = hashlib.sha256(data).hexdigest()
    with open(os.path.join(here, "i.sha256"), "w", encoding="utf-8") as f:
        f.write("%s  i.json\n" % digest)
    stats(doc, kinds, hk)
    print("sha256", digest)


if __name__ == "__main__":
    main()
