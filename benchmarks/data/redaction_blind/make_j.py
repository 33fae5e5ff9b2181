#!/usr/bin/env python3
"""Blind held-out corpus J for agent-memory secret redaction.

Standard library only, deterministic: one random.Random(SEED), no iteration over sets.
Writes j.json and j.sha256 next to this file.  `python3 make_j.py -v` prints a per-kind table.

Template markers (my own syntax, guillemets):
  «s:SPEC»          a listed secret, drawn fresh
  «p:SPEC»          unlisted public filler
  «f:KEY»           named filler, constant within one sample (user, host, ip, cn, ...)
  «S:NAME:SPEC»     listed secret, remembered as NAME
  «d:NAME:SPEC»     define NAME silently (not emitted, not listed)
  «L:NAME»          emit and list a defined value
  «P:NAME»          emit a defined value without listing it
  «r:NAME»          repeat a remembered value (not listed again)
  «c:NAME:i/n»      emit and list piece i of n of a defined value
  «e:FUNC:A,B»      emit and list an encoding of defined values (basic, dockerauth, b64)
  «K:TYPE»          PEM / key block, every body line listed
A SPEC is a '+'-joined sequence of quoted literals ('sk-') and generators (A32, h40, pw, ...).
A template beginning with '@file PATH', '@cmd' or '@log' is wrapped in a placement for its language.
"""
import base64
import hashlib
import json
import os
import re
import struct
import sys

import random

SEED = 0x5EC7E7A1  # my own; I used 0x1C0DE5A7, H 0x7A11B0D5
R = random.Random(SEED)

SECRET_KEYS = ("kind", "lang", "text", "secrets")
HARMLESS_KEYS = ("kind", "lang", "text")

CJK = re.compile(r"[\u4e00-\u9fff]")

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
CHARSETS = {
    "A": UP + LO + DG, "a": LO + DG, "U": UP + DG, "h": "0123456789abcdef", "H": "0123456789ABCDEF",
    "d": DG, "b": B64, "w": B64U, "z": UP + "234567", "y": LO + "234567", "l": LO, "u": UP,
    "e": "qpzry9x8gf2tvdw0s3jn54khce6mua7l",  # bech32 data chars
    "m": "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",  # base58
}


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


EN_WORDS = ("anchor amber apple arrow aspen atlas autumn badge bamboo banjo barley basil beacon bison blossom "
            "bramble breeze bronze cabin cactus canyon carbon cedar cello cherry cinder clover cobalt comet coral "
            "cotton crane crystal cypress dahlia delta denim dolphin dune eagle ember falcon fennel fjord flint "
            "forest fossil garnet ginger glacier granite harbor hazel heron hickory indigo iris ivory jasper juniper "
            "kettle kiwi lagoon lantern lava lemon lilac linen lotus lunar magnet mango maple marble meadow mercury "
            "mint monsoon mosaic nectar nickel nimbus nutmeg oasis olive onyx opal orbit orchid otter paprika "
            "pebble pepper pilot plum polar poppy prairie prism quartz quill radish raven reef ripple river saffron "
            "salmon sapphire sequoia shadow sierra silver sparrow spruce summit tango thistle thunder timber topaz "
            "tulip tundra velvet violet walnut willow yonder zephyr zinc").split()
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit "
         "august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby "
         "bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic "
         "basket battle beach bean beauty because become beef before begin behave behind believe below belt bench "
         "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade "
         "blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb "
         "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave "
         "bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy "
         "butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy "
         "cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash "
         "casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement "
         "census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
         "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar "
         "cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff "
         "climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct confirm "
         "congress connect consider control convince cook cool copper copy coral core corn correct cost cotton "
         "couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy "
         "cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble "
         "crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute "
         "cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris decade december "
         "decide decline decorate decrease deer defense define defy degree delay deliver demand demise denial "
         "dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy "
         "detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity "
         "dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance "
         "divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose "
         "double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck "
         "dumb dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo "
         "ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant "
         "elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end endless "
         "endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter "
         "entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence "
         "estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse "
         "execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express "
         "extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy "
         "fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel "
         "female fence festival fetch fever few fiber fiction field figure file film filter final find fine "
         "finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip "
         "float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget "
         "fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog "
         "front frost frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap "
         "garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle "
         "genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse "
         "globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab "
         "grace grain grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess "
         "guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have "
         "hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint "
         "hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital "
         "host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid "
         "ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose "
         "improve impulse inch include income increase index indicate indoor industry infant inflict inform "
         "inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside inspire "
         "install intact interest into invest invite involve iron island isolate issue item ivory jacket jaguar "
         "jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just "
         "kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee "
         "knife knock know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry "
         "lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon "
         "lend length lens leopard lesson letter level liar liberty library license life lift light like limb "
         "limit link lion liquid list little live lizard load loan lobster local lock logic lonely long loop "
         "lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet "
         "maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin "
         "marine market marriage mask mass master match material math matrix matter maximum maze meadow mean "
         "measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh "
         "message metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery "
         "miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month moon moral "
         "more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle "
         "museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature near "
         "neck need negative neglect neither nephew nerve nest net network neutral never news next nice night "
         "noble noise nominee noodle normal north nose notable note nothing notice novel now nuclear number "
         "nurse nut oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer "
         "office often oil okay old olive olympic omit once one onion online only open opera opinion oppose "
         "option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer "
         "output outside oval oven over own owner oxygen oyster ozone").split()
PINYIN = ("zhang wang li liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin luo gao zheng liang xie song "
          "tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lv ding ren "
          "shen yao lu jiang cui zhong tan jia fan jin shi qian wen xiang hong hao ming jie ling jun yan hui ping "
          "qiang bo tao lei fang xin yi ning").split()
CN_NAMES = ("张伟 王芳 李娜 刘洋 陈静 杨帆 赵磊 黄婷 周杰 吴敏 徐涛 孙悦 马超 朱琳 胡斌 郭强 何欢 林峰 罗敏 高翔 "
            "郑爽 梁晨 谢飞 宋佳 唐宁 韩雪 冯刚 邓超 曹颖 彭博").split()
EN_USERS = ("alice bob carol dave erin frank grace heidi ivan judy mallory niaj olivia peggy rupert sybil trent "
            "victor walter yusuf zoe priya kenji lars marta omar").split()
ORGS = ("acme globex initech umbrella hooli vandelay stark wayne wonka tyrell cyberdyne soylent "
        "northwind contoso fabrikam tailspin").split()
CN_ORGS = ("lanshan yunfan xingchen haitao jinqiao tianyu huaxin zhiyuan qingfeng boya").split()
TLDS = ("io", "dev", "com", "net", "cloud", "app", "internal", "cn")
SVC = ("api", "db", "auth", "billing", "gw", "mq", "cache", "search", "etl", "report", "admin", "ops")


def g_pw():
    k = R.randrange(6)
    w1, w2 = R.choice(EN_WORDS), R.choice(EN_WORDS)
    if k == 0:
        return w1.capitalize() + R.choice("!#%*?") + w2.capitalize() + rs(DG, 2)
    if k == 1:
        return "".join(c.upper() if R.random() < .4 else c for c in w1) + "_" + rs(DG, 4)
    if k == 2:
        return rs(UP + LO + DG + "!#$%^*-_=+", R.randint(14, 20))
    if k == 3:
        return R.choice(("Spring", "Summer", "Autumn", "Winter")) + str(R.randint(2019, 2026)) + R.choice("!#$") + rs(LO, 2)
    if k == 4:
        return w1 + "." + w2 + "." + str(R.randint(1970, 2024)) + R.choice("!?") + rs(UP, 1)
    return rs(UP, 1) + rs(LO, 3) + R.choice("$%&") + rs(DG, 3) + w1[:4] + R.choice("~^")


def g_pwu():
    return rs(UP + LO, 2) + rs(UP + LO + DG + "-_.", R.randint(12, 18)) + rs(DG, 2)


def g_pwat():
    return R.choice(EN_WORDS).capitalize() + "@" + rs(LO + DG, 5) + R.choice("!#") + rs(UP, 1) + rs(DG, 2)


def g_pwzh():
    k = R.randrange(5)
    a, b = R.choice(PINYIN), R.choice(PINYIN)
    if k == 0:
        return a + b + "_" + rs(DG, 8)
    if k == 1:
        return "wx" + a + "@" + rs(DG, 4) + rs(LO, 2)
    if k == 2:
        return a.capitalize() + "!" + b[:2] + str(R.randint(2020, 2026)) + rs(DG, 2)
    if k == 3:
        return rs(UP, 3) + "#" + rs(DG, 5) + rs(LO, 3)
    return a.capitalize() + b.capitalize() + "." + "1" + R.choice("35789") + rs(DG, 9)[:4] + R.choice("*&")


def g_phrase():
    return " ".join(R.choice(EN_WORDS) for _ in range(R.randint(4, 6)))


def g_pin():
    while True:
        p = rs(DG, R.choice((6, 6, 8)))
        if len(set(p)) >= 4:
            return p


def g_uuid():
    h = rs("0123456789abcdef", 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def g_mnem(n):
    return " ".join(R.choice(BIP39) for _ in range(n))


def b64(b, url=False, pad=True):
    s = (base64.urlsafe_b64encode(b) if url else base64.b64encode(b)).decode()
    return s if pad else s.rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32(hrp, data8):
    acc, bits, d5 = 0, 0, []
    for b in data8:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            d5.append((acc >> bits) & 31)
    if bits:
        d5.append((acc << (5 - bits)) & 31)
    gen = (0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3)

    def polymod(vals):
        chk = 1
        for v in vals:
            top = chk >> 25
            chk = (chk & 0x1ffffff) << 5 ^ v
            for i in range(5):
                chk ^= gen[i] if ((top >> i) & 1) else 0
        return chk
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = polymod(hv + d5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[x] for x in d5 + chk)


def g_age():
    return bech32("age-secret-key-", rbytes(32)).upper()


def g_jwt(payload=None, alg="HS256", siglen=32):
    hdr = {"alg": alg, "typ": "JWT"}
    if payload is None:
        payload = {"sub": g_uuid(), "iat": R.randint(1700000000, 1760000000)}
        payload["exp"] = payload["iat"] + R.choice((3600, 86400, 2592000))
    enc = lambda o: b64(json.dumps(o, separators=(",", ":")).encode(), url=True, pad=False)
    return enc(hdr) + "." + enc(payload) + "." + b64(rbytes(siglen), url=True, pad=False)


def g_longjwt():
    p = {"iss": "https://login.%s.%s/" % (R.choice(ORGS), R.choice(TLDS)), "sub": g_uuid(), "aud": "api://" + g_uuid(),
         "scp": "openid profile offline_access files.readwrite", "sid": g_uuid(),
         "iat": R.randint(1700000000, 1760000000), "roles": ["admin", "billing.write"], "nonce": rs(CHARSETS["A"], 24)}
    p["exp"] = p["iat"] + 3600
    return g_jwt(p, "RS256", 256)


def g_b64blob():
    d = {"type": "service_account", "project_id": R.choice(ORGS) + "-" + rs(LO + DG, 6),
         "private_key_id": rs(CHARSETS["h"], 40), "client_email": "svc-%s@%s.iam.example" % (rs(LO, 5), R.choice(ORGS)),
         "client_id": rs(DG, 21), "token": rs(CHARSETS["w"], 120)}
    return b64(json.dumps(d).encode())


def g_refresh():
    return "1//0" + rs(CHARSETS["w"], 2) + rs(CHARSETS["A"] + "-_", R.randint(210, 260))


def g_cftunnel():
    d = {"a": rs(CHARSETS["h"], 32), "t": g_uuid(), "s": b64(rbytes(32))}
    return b64(json.dumps(d, separators=(",", ":")).encode())


def g_azpat():
    return rs(CHARSETS["A"], 52) + "JQQJ99" + rs(CHARSETS["A"], 18) + "AZDO" + rs(CHARSETS["A"], 4)


def g_tfc():
    return rs(CHARSETS["A"], 14) + ".atlasv1." + rs(CHARSETS["A"], 67)


def g_discord():
    return rs(CHARSETS["w"], 68)


def g_okta():
    return "00" + rs(CHARSETS["A"] + "-_", 40)


def g_op_secretkey():
    return "A3-" + "-".join(rs(UP + "23456789", n) for n in (6, 6, 5, 5, 5, 5))


def g_totp():
    return rs(CHARSETS["z"], R.choice((16, 32)))


def g_azkey():
    return b64(rbytes(64))


def g_azsecret():
    return rs(CHARSETS["A"], 3) + rs(DG, 1) + "Q~" + rs(CHARSETS["A"] + "-_.~", 34)


def g_github():
    return "ghp_" + rs(CHARSETS["A"], 36)


def g_finepat():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(CHARSETS["A"], 59)


def g_djsecret():
    return "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)


def g_sendgrid():
    return "SG." + rs(CHARSETS["w"], 22) + "." + rs(CHARSETS["w"], 43)


def g_aws():
    return "AKIA" + rs(UP + "234567", 16)


def g_awss():
    return rs(CHARSETS["A"] + "/+", 40)


def g_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(CHARSETS["w"], 150)


def g_slackwh():
    return "T" + rs(UP + DG, 8) + "/B" + rs(UP + DG, 10) + "/" + rs(CHARSETS["A"], 24)


def g_huawei_ak():
    return "HPUA" + rs(UP + DG, 16)


def g_volc_ak():
    return "AKLT" + rs(CHARSETS["w"], 40)


def g_openssh_lines():
    raw = b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01" \
        + b"\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32) + struct.pack(">I", 0x88) \
        + rbytes(4) * 2 + b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32) + b"\x00\x00\x00\x40" \
        + rbytes(64) + b"\x00\x00\x00\x0f" + rbytes(15) + b"\x01\x02\x03\x04\x05"
    s = b64(raw)
    return [s[i:i + 70] for i in range(0, len(s), 70)]


def g_rsa_lines(nbytes=1190):
    raw = b"\x30\x82" + struct.pack(">H", nbytes - 4) + b"\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(nbytes - 12)
    s = b64(raw)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def g_pgp_lines():
    raw = b"\x95\x03\xc6\x04" + struct.pack(">I", R.randint(1600000000, 1760000000)) + b"\x01\x0c\x00" + rbytes(700)
    s = b64(raw)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def g_ppk_lines():
    s = b64(rbytes(R.choice((420, 468))))
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def fix_last(lines):
    # every listed line must be >= 6 chars
    if len(lines[-1]) < 8:
        lines[-2] = lines[-2] + lines[-1]
        lines.pop()
    return lines


NAMED = {
    "pw": g_pw, "pwu": g_pwu, "pwat": g_pwat, "pwzh": g_pwzh, "phrase": g_phrase, "pin": g_pin, "uuid": g_uuid,
    "mnem": lambda n=12: g_mnem(n or 12), "age": g_age, "jwt": g_jwt, "longjwt": g_longjwt, "sablob": g_b64blob,
    "refresh": g_refresh, "cftunnel": g_cftunnel, "azpat": g_azpat, "tfc": g_tfc, "discord": g_discord,
    "okta": g_okta, "opkey": g_op_secretkey, "totp": g_totp, "azkey": g_azkey, "azsecret": g_azsecret,
    "ghp": g_github, "finepat": g_finepat, "djsecret": g_djsecret, "sendgrid": g_sendgrid, "aws": g_aws,
    "awss": g_awss, "pypi": g_pypi, "slackwh": g_slackwh, "huak": g_huawei_ak, "volcak": g_volc_ak,
    "rawb": lambda n=32: b64(rbytes(n or 32)), "ipv4": lambda n=0: "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
    "kb": lambda n=32: b64(rbytes(n or 32)), "fernet": lambda n=0: b64(rbytes(32), url=True),
    "agepub": lambda n=0: bech32("age", rbytes(32)), "npub": lambda n=0: bech32("npub", rbytes(32)),
    "sid": lambda n=0: "AC" + rs(CHARSETS["h"], 32), "ts": lambda n=0: str(R.randint(1733000000, 1765000000)),
}
TOK = re.compile(r"'([^']*)'|([A-Za-z]+)(\d*)")


def gen(spec):
    out = []
    pos = 0
    for part in spec.split("+"):
        m = TOK.fullmatch(part.strip())
        if not m:
            raise ValueError("bad spec %r" % spec)
        if m.group(1) is not None:
            out.append(m.group(1))
            continue
        name, num = m.group(2), m.group(3)
        if len(name) == 1 and name in CHARSETS and num:
            out.append(rs(CHARSETS[name], int(num)))
        elif name in NAMED:
            f = NAMED[name]
            out.append(f(int(num)) if num else f())
        else:
            raise ValueError("unknown generator %r in %r" % (name, spec))
    return "".join(out)


# ---------------------------------------------------------------- fillers and rendering

def filler(key):
    if key == "user":
        return R.choice(EN_USERS)
    if key == "cn":
        return R.choice(CN_NAMES)
    if key == "py":
        return R.choice(PINYIN) + R.choice(PINYIN)
    if key == "org":
        return R.choice(ORGS)
    if key == "cnorg":
        return R.choice(CN_ORGS)
    if key == "domain":
        return R.choice(ORGS + CN_ORGS) + "." + R.choice(TLDS)
    if key == "host":
        return R.choice(SVC) + "-" + R.choice(("prod", "stg", "dev", "01", "02", "bj", "sh", "eu1")) + "." + R.choice(ORGS) + ".internal"
    if key == "svc":
        return R.choice(SVC)
    if key == "ip":
        return "%d.%d.%d.%d" % (R.choice((10, 172, 192)), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    if key == "port":
        return str(R.choice((5432, 3306, 6379, 27017, 1433, 8080, 8443, 9000, 389, 636, 5672)))
    if key == "date":
        return "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))
    if key == "time":
        return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    if key == "db":
        return R.choice(("orders", "crm", "inventory", "analytics", "billing", "users", "wms", "erp"))
    if key == "email":
        return R.choice(EN_USERS) + "@" + R.choice(ORGS) + ".com"
    if key == "proj":
        return R.choice(("atlas", "hermes", "pegasus", "nebula", "orion", "phoenix", "lynx", "kestrel", "tianji", "fuxi"))
    if key == "n":
        return str(R.randint(2, 98))
    if key == "ver":
        return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
    raise ValueError(key)


MARK = re.compile(r"«([a-zA-Z]):([^«»]*)»")


class Ctx:
    def __init__(self):
        self.vals = {}
        self.listed = []

    def lst(self, v):
        if v not in self.listed:
            self.listed.append(v)
        return v


ENC = {
    "basic": lambda vs: b64(":".join(vs).encode()),
    "b64": lambda vs: b64("".join(vs).encode()),
    "hello": lambda vs: b64(("hello from " + "".join(vs)).encode()),
}


def render(tpl, ctx):
    def sub(m):
        t, body = m.group(1), m.group(2)
        if t == "s":
            return ctx.lst(gen(body))
        if t == "p":
            return gen(body)
        if t == "f":
            if "f." + body not in ctx.vals:
                ctx.vals["f." + body] = filler(body.rstrip("0123456789"))
            return ctx.vals["f." + body]
        if t in "Sd":
            name, spec = body.split(":", 1)
            ctx.vals[name] = gen(spec)
            return ctx.lst(ctx.vals[name]) if t == "S" else ""
        if t == "L":
            return ctx.lst(ctx.vals[body])
        if t in "Pr":
            return ctx.vals[body]
        if t == "c":
            name, frac = body.split(":")
            i, n = map(int, frac.split("/"))
            v = ctx.vals[name]
            step = -(-len(v) // n)
            return ctx.lst(v[(i - 1) * step:i * step])
        if t == "e":
            fn, names = body.split(":")
            return ctx.lst(ENC[fn]([ctx.vals[x] if x in ctx.vals else ctx.vals["f." + x] for x in names.split(",")]))
        if t == "X":
            return " ".join(R.sample(PARA_ZH if body == "zh" else PARA_EN, 3))
        if t == "K":
            kind = body
            if kind == "openssh":
                lines, hd = g_openssh_lines(), "OPENSSH PRIVATE KEY"
            elif kind == "rsa":
                lines, hd = g_rsa_lines(), "RSA PRIVATE KEY"
            elif kind == "pgp":
                lines, hd = g_pgp_lines(), "PGP PRIVATE KEY BLOCK"
            elif kind == "pkcs8":
                lines, hd = g_rsa_lines(1218), "PRIVATE KEY"
                lines[0] = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + lines[0][50:]
            elif kind == "ppk":
                lines = fix_last(g_ppk_lines())
                for x in lines:
                    ctx.lst(x)
                return "Private-Lines: %d\n%s" % (len(lines), "\n".join(lines))
            else:
                raise ValueError(kind)
            lines = fix_last(lines)
            # the first OpenSSH line is the same for every ed25519 key (format header): not listed
            for x in (lines[1:] if kind == "openssh" else lines):
                ctx.lst(x)
            extra = "\n" if kind == "pgp" else ""
            return "-----BEGIN %s-----\n%s%s\n-----END %s-----" % (hd, extra, "\n".join(lines), hd)
        raise ValueError(t)
    # repeat until no markers (fillers may not nest, but keep it simple)
    return MARK.sub(sub, tpl)


# ---------------------------------------------------------------- placements (my own choice)

def numbered(body, fmt):
    start = R.randint(1, 30)
    return "\n".join(fmt % (start + i, ln) for i, ln in enumerate(body.split("\n")))


def relp(p):
    for pre in ("~/", "./", "/"):
        if p.startswith(pre):
            return p[len(pre):]
    return p


def plus_lines(body):
    return "\n".join("+" + ln for ln in body.split("\n"))


FILE_EN = [
    lambda p, b: "Here's my `%s`, what am I missing?\n\n```\n%s\n```\n\nIt still says connection refused." % (p, b),
    lambda p, b: "$ cat %s\n%s\n$ " % (p, b),
    lambda p, b: "# provision step 4\ncat > %s <<'EOF'\n%s\nEOF\nchmod 600 %s" % (p, b, p),
    lambda p, b: "▸ view_file(\"%s\")\n%s\n(end of file)" % (p, numbered(b, "%4d │ %s")),
    lambda p, b: "diff --git a/%s b/%s\nnew file mode 100644\nindex 0000000..%s\n--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n%s"
    % (p, p, rs(CHARSETS["h"], 7), p, b.count("\n") + 1, plus_lines(b)),
    lambda p, b: "docker compose exec app cat %s\n%s" % (p if p.startswith("/") else "/srv/app/" + relp(p), b),
    lambda p, b: "Memory (project notes): the working %s as of today, keep for next session:\n%s" % (p, b),
    lambda p, b: "In [7]: !cat %s\n%s\n\nIn [8]:" % (p, b),
    lambda p, b: "kubectl exec -it deploy/web -- cat %s\n%s" % (p if p.startswith("/") else "/app/" + relp(p), b),
    lambda p, b: "Attached `%s` from the old box (for the migration ticket):\n\n%s\n\n-- end attachment --" % (p, b),
]
FILE_ZH = [
    lambda p, b: "大佬们帮忙看下，%s 是这样写的：\n```\n%s\n```\n启动就报错，百度了半天没找到原因" % (p, b),
    lambda p, b: "【交接文档】%s 当前内容如下：\n%s\n以上，有问题随时找我。" % (p, b),
    lambda p, b: "钉钉群消息：配置我贴一下，大家别外传\n%s\n%s" % (p, b),
    lambda p, b: "### 环境信息\n配置文件 `%s`：\n```\n%s\n```\n### 期望结果\n服务能正常启动" % (p, b),
    lambda p, b: "二、修改配置文件 %s\n\n%s\n\n保存后重启服务即可生效。" % (p, b),
    lambda p, b: "飞书文档《上线记录》\n文件：%s\n%s\n（上线后记得改掉）" % (p, b),
    lambda p, b: "助手读取文件 %s：\n%s\n已读取完毕，下面开始分析。" % (p, numbered(b, "%3d| %s")),
    lambda p, b: "Gitee 提交 diff（新增文件 %s）：\n%s" % (p, plus_lines(b)),
]
CMD_EN = [
    lambda c: "\n".join(": %d:0;%s" % (R.randint(1733000000, 1765000000), x) for x in c.split("\n")),
    lambda c: "root@%s:~# %s" % (filler("host").split(".")[0], c.replace("\n", "\nroot@box:~# ")),
    lambda c: "Tool call: bash\n  command: |\n    %s\n  timeout: 120" % c.replace("\n", "\n    "),
    lambda c: "deploy:\n\t%s" % c.replace("\n", "\n\t"),
    lambda c: "[Pipeline] sh\n%s" % "\n".join("+ " + x for x in c.split("\n")),
    lambda c: "Can you explain why this hangs?\n\n    %s\n" % c.replace("\n", "\n    "),
    lambda c: "I ran these on the jump host:\n```console\n%s\n```" % "\n".join("$ " + x for x in c.split("\n")),
    lambda c: "#!/usr/bin/env bash\nset -euo pipefail\n%s" % c,
]
CMD_ZH = [
    lambda c: "我执行了下面的命令：\n%s\n然后就一直卡住不动了" % c,
    lambda c: "运维手册 第3步：\n%s\n执行完确认返回码为 0" % c,
    lambda c: "复盘：当时执行的是\n%s\n后来发现是端口不通" % c,
    lambda c: "提测说明：先在测试机上跑\n```\n%s\n```" % c,
    lambda c: "终端输出（Agent 自动执行）：\n$ %s" % c.replace("\n", "\n$ "),
    lambda c: "群里有人问怎么连，我是这么连的：%s" % c.replace("\n", "  然后 ") if "\n" not in c else "照着这个来：\n%s" % c,
]
OUT_EN = [
    lambda c, o: "$ %s\n%s" % (c, o),
    lambda c, o: "Tool call: bash\n  command: %s\nOutput:\n%s" % (c, o),
    lambda c, o: "%s@%s:~$ %s\n%s\n%s@%s:~$ " % ("ubuntu", "ip-10-0-%d-%d" % (R.randint(0, 9), R.randint(2, 250)), c, o, "ubuntu", "ip-10-0-1-7"),
    lambda c, o: "Ran `%s`, output below:\n\n```\n%s\n```" % (c, o),
]
OUT_ZH = [
    lambda c, o: "执行 %s 的输出如下：\n%s" % (c, o),
    lambda c, o: "终端里跑了一下：\n$ %s\n%s\n看着没问题吧？" % (c, o),
    lambda c, o: "排查记录：\n```\n$ %s\n%s\n```" % (c, o),
]
LOG_EN = [
    lambda l: "$ kubectl logs deploy/%s --since=1h | tail\n%s" % (filler("svc"), l),
    lambda l: "$ docker compose logs -f api\n%s" % "\n".join("api-1  | " + x for x in l.split("\n")),
    lambda l: "tail -n 50 /var/log/%s/app.log\n%s" % (filler("svc"), l),
    lambda l, n=None: (lambda n: "pm2 logs %s --lines 20\n%s" % (n, "\n".join("0|%s  | %s" % (n, x) for x in l.split("\n"))))(filler("proj")),
]
LOG_ZH = [
    lambda l: "阿里云 SLS 查询结果（最近 15 分钟）：\n%s" % l,
    lambda l: "线上日志截取，麻烦看一下：\n%s" % l,
    lambda l: "腾讯云 CLS 检索出来的几条：\n%s\n是不是配置写错了？" % l,
]


def place(tpl_body, kind, lang):
    head, _, rest = tpl_body.partition("\n")
    if head.startswith("@file "):
        path = head[6:].strip()
        return R.choice(FILE_ZH if lang == "zh" else FILE_EN)(path, rest)
    if head == "@cmd":
        return R.choice(CMD_ZH if lang == "zh" else CMD_EN)(rest)
    if head == "@out":
        c, _, o = rest.partition("\n")
        return R.choice(OUT_ZH if lang == "zh" else OUT_EN)(c, o)
    if head == "@log":
        return R.choice(LOG_ZH if lang == "zh" else LOG_EN)(rest)
    return tpl_body


def is_placed(t):
    return t.startswith("@file ") or t.startswith("@cmd\n") or t.startswith("@log\n") or t.startswith("@out\n")


def compatible(t, lang):
    has = bool(CJK.search(t))
    if lang == "zh":
        return has or is_placed(t)
    return not has


# ---------------------------------------------------------------- secret kinds
# (name, "EZ" = number of en / zh samples, templates)
SK = []


def K(name, ratio, *tpls):
    SK.append((name, ratio, list(tpls)))


# --- passwords in prose, English and Chinese
K("prose_pw_changed_en", "50",
  "ok I changed it to «s:pw» — update your keychain before the 3pm sync",
  "@«f:user» fyi the admin login for grafana is now «s:pw», the old one stopped working after the SSO change",
  "Rotated the shared NAS account this morning. New one: «s:pw» (don't paste it in #general pls)",
  "Switched the root password over to «s:pwat» last night, so the old runbook is out of date.",
  "pw for the vendor portal got reset, it's «s:pw» now. Username unchanged.")
K("prose_pw_changed_zh", "05",
  "登录密码改成了 «s:pwzh»，你那边重新登一下试试",
  "新密码发你了：«s:pwzh»，记得登录后再改一次",
  "@«f:cn» 后台管理员密码我刚重置了，现在是«s:pwzh»，别发到大群里",
  "堡垒机的密码被我改成«s:pw»了，老的那个已经失效",
  "财务系统账号没变，密码换成了 «s:pwzh» ，下周一前记得改回自己的")
K("wifi_pw_prose", "23",
  "the wifi password is «s:pw» (network «f:org»-guest), ask reception if it changes",
  "Guest network: «f:org»-Visitors / pass «s:pwu» — valid till Friday",
  "Office WiFi «f:org»-5G，密码是 «s:pwzh»，访客网络不要连",
  "家里路由器 WiFi 密码我改成了«s:pwzh»，你回来直接连就行",
  "For the offsite: SSID «f:proj»-event, wpa2 key «s:pw», 2.4GHz only")
K("user_then_password_lines", "32",
  "staging admin\n«f:user»\n«s:pw»\n\nthat's for the /admin panel, not the db",
  "Login for the printer web UI:\nadmin\n«s:pwu»",
  "creds for the demo tenant (expires monday)\n«f:email»\n«s:pw»",
  "测试环境后台账号\n«f:user»_test\n«s:pwzh»\n用完记得退出",
  "监控大屏登录：\nadmin\n«s:pwzh»")
K("passphrases_multiword", "32",
  "The passphrase for the offline backup key is \"«s:phrase»\" — all lowercase, single spaces.",
  "Keepass master passphrase (store in the safe, not here): «s:phrase»",
  "restic repo passphrase: «s:phrase»",
  "冷钱包备份文件的口令是：«s:phrase»（空格分隔，全小写）",
  "加密硬盘的解锁口令：«s:phrase»，放在保险柜纸条上的那个")
K("pins_en_zh", "23",
  "SIM PIN for the on-call phone: «s:pin». PUK is in the envelope.",
  "The safe in the server room opens with «s:pin» then #",
  "公司卡的取款密码是«s:pin»，用完把小票拍给我",
  "门禁临时密码：«s:pin»，明天早上 8 点失效",
  "U盾密码 «s:pin» ，网银转账要用，别告诉别人")
K("answer_in_later_line_en", "50",
  "[10:02] «f:user»: what's the db password for staging again?\n[10:03] «f:user2»: one sec\n[10:05] «f:user2»: «s:pw»",
  "Q: does anyone have the jenkins admin login?\nA: admin, and «s:pwu»",
  "> what did you set the redis auth to?\n«s:pw»\n> thx",
  "<«f:user»> which key did you use for the mailgun sandbox\n<«f:user2»> «s:'key-'+h32»\n<«f:user»> ty",
  "Agent: I need the password for the «f:host» service account to continue. Could you provide it?\nUser: «s:pw»")
K("answer_in_later_line_zh", "05",
  "«f:cn»：测试库的密码是多少来着？\n«f:cn2»：稍等我找找\n«f:cn2»：«s:pwzh»",
  "问：VPN 账号密码谁有？\n答：找我，«f:py» / «s:pwzh»",
  "助手：继续部署需要服务器 root 密码，请提供。\n用户：«s:pwzh»",
  "——跟进上条问题——\n那个 FTP 的密码：«s:pw»",
  "群聊记录\n「«f:cn»」：jenkins 怎么登？\n「«f:cn2»」：admin\n「«f:cn2»」：«s:pwzh»")
K("pw_rotation_old_new", "32",
  "rotation done: old «s:pw» -> new «s:pw» (mysql app user on «f:host»)",
  "Heads-up: the shared inbox password changed from «s:pw» to «s:pwat» at 09:00 UTC",
  "密码轮换记录 «f:date»：旧密码 «s:pwzh»，新密码 «s:pwzh»，已通知相关同事",
  "把原来的 «s:pwzh» 作废了，新的是 «s:pwzh»",
  "changelog: sftp user «f:user» password «s:pwu» replaced by «s:pwu»")
K("handover_account_lists", "23",
  "Hand-over notes (leaving Friday)\n- Grafana: admin / «s:pw»\n- Zabbix: Admin / «s:pw»\n- UPS web card: apc / «s:pwu»\nEverything else is in the vault.",
  "Things you'll need:\n1. build server ssh: deploy@«f:ip» pw «s:pw»\n2. sonar admin token «s:'squ_'+h40»",
  "【离职交接】\n1. 阿里云子账号 «f:py»@«f:cnorg» 密码 «s:pwzh»\n2. 域名后台 密码«s:pwzh»\n3. 公众号后台 扫码登录，不需要密码",
  "交接清单：\n· 运维机 root：«s:pwzh»\n· Nexus admin：«s:pw»\n其余见 wiki",
  "Handover for «f:proj» on-call:\nipmi console «f:ip» ADMIN/«s:pwu»\ndell idrac root/«s:pw»")
K("pw_in_commit_messages", "32",
  "@cmd\ngit commit -am \"fix db login, password is «s:pw» now\"",
  "commit «p:h40»\nAuthor: «f:user» <«f:email»>\n\n    temp: hardcode smtp pass «s:pw» until vault is back",
  "commit «p:h40»\nAuthor: «f:py» <«f:py»@«f:cnorg».cn>\n\n    修复登录问题，测试账号密码改为 «s:pwzh»",
  "@out\ngit log --oneline -3\n«p:h7» chore: bump deps\n«p:h7» WIP use token «s:ghp» for now\n«p:h7» init",
  "MR 描述：临时把 redis 密码写死成 «s:pwzh»，后续改成读环境变量")
K("secret_in_long_document", "32",
  None, None, None, None, None)  # filled in by long_doc() below

# --- long values after a secret keyword (>200 chars)
K("long_refresh_tokens", "32",
  "@file ~/.config/gdrive-sync/token.env\nCLIENT_ID=«p:d12»-«p:a32».apps.googleusercontent.com\nREFRESH_TOKEN=«s:refresh»",
  "{\"token_type\": \"Bearer\", \"expires_in\": 3599, \"refresh_token\": \"«s:refresh»\", \"scope\": \"https://www.googleapis.com/auth/drive\"}",
  "给你 refresh_token：«s:refresh» ，access token 过期了就用它换",
  "@log\n«f:date»T«f:time»Z DEBUG oauth refreshed, refresh_token=«s:'M.C5'+d3+'_BAY.0.U.-'+w240»",
  "oauth 返回的 refresh_token=«s:w64+'.'+w180» 先存起来，下次直接用")
K("long_session_tokens", "32",
  "session_token: «s:longjwt»",
  "Cookie value I copied from devtools (auth_session):\n«s:longjwt»",
  "@file .env.local\nNEXT_AUTH_SESSION=«s:longjwt»\nNEXT_PUBLIC_ENV=staging",
  "把这个 access_token 填到 Postman 里：«s:longjwt»",
  "登录态 token（浏览器里拷的）：\"«s:longjwt»\"")
K("long_b64_blobs", "32",
  "@file deploy/.env\nGOOGLE_CREDENTIALS_B64=«s:sablob»\nREGION=europe-west1",
  "@cmd\nexport SA_KEY_BASE64='«s:sablob»'\ngcloud auth activate-service-account --key-file=<(echo $SA_KEY_BASE64 | base64 -d)",
  "secret: \"«s:sablob»\"  # service account, base64",
  "服务账号密钥（base64 之后的）：«s:sablob»",
  "CI 变量 GCP_SA_JSON 的值是 «s:sablob» 直接粘贴进去")
K("long_unquoted_values", "32",
  "@file config/app.ini\n[auth]\nsigning_secret = «s:w240»\nttl = 3600",
  "AUTH_COOKIE=«s:A64+'%2F'+A180» curl -s https://«f:domain»/api/me",
  "api_token:«s:a256»",
  "@file 部署/配置.properties\nsso.client.secret=«s:A220»\nsso.timeout=30",
  "凭证 secret_key=«s:w230» 有效期一年")

SK[[k[0] for k in SK].index("secret_in_long_document")] = ("secret_in_long_document", "32", [
    "# «f:proj» runbook\n\n«X:en»\n\n## Access\nThe reporting replica is «f:host». Connect as report_ro with password «s:pw» from the bastion only.\n\n«X:en»\n\n«X:en»",
    "Weekly status — «f:date»\n\n«X:en»\n«X:en»\nPS: mail relay password got reset to «s:pwat», tell the app team.\n«X:en»",
    "Post-incident review draft\n«X:en»\n«X:en»\n«X:en»\nTimeline note: at 14:20 we temporarily set STRIPE_KEY=«s:'sk_live_'+A99» on the canary to rule out the key.\n«X:en»",
    "# «f:proj» 运维手册\n\n«X:zh»\n\n«X:zh»\n\n## 数据库\n只读账号 readonly，密码 «s:pwzh»，只能从跳板机访问。\n\n«X:zh»",
    "周报 «f:date»\n«X:zh»\n«X:zh»\n另外：短信平台的 AccessKey Secret 换成了 «s:A30»，老的已禁用。\n«X:zh»"])

# --- tool password flags
K("helm_passwords", "32",
  "@cmd\nhelm repo add «f:org» https://charts.«f:domain» --username «f:user» --password «s:pw»",
  "@cmd\nhelm registry login registry.«f:domain» -u robot$ci -p «s:A32»",
  "@cmd\nhelm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=«s:pwu» --set auth.database=«f:db»",
  "@cmd\nhelm install redis bitnami/redis --set auth.password='«s:pw»' -n cache",
  "@cmd\necho «s:A40» | helm registry login harbor.«f:domain» --username admin --password-stdin")
K("keytool_jarsigner", "32",
  "@cmd\nkeytool -genkeypair -alias release -keyalg RSA -keystore release.jks -storepass «s:pwu» -keypass «s:pwu» -dname \"CN=«f:org»\"",
  "@cmd\njarsigner -keystore ~/keys/«f:proj».jks -storepass «s:pw» app-release-unsigned.apk release",
  "@cmd\nkeytool -importcert -file ca.crt -alias corp -keystore truststore.p12 -storepass:env STORE_PW -noprompt && keytool -list -keystore server.p12 -storepass «s:pwu»",
  "@cmd\napksigner sign --ks upload.jks --ks-pass pass:«s:pwu» --key-pass pass:«s:pwu» app.apk",
  "@file gradle/signing.properties\nstoreFile=../keystore/«f:proj».jks\nstorePassword=«s:pw»\nkeyAlias=upload\nkeyPassword=«s:pw»")
K("mongosh_uris", "32",
  "@cmd\nmongosh \"mongodb+srv://«f:user»:«s:pwu»@cluster0.«p:a5».mongodb.net/«f:db»?retryWrites=true&w=majority\"",
  "@cmd\nmongosh --host «f:ip» --port 27017 -u admin -p '«s:pw»' --authenticationDatabase admin",
  "@cmd\nmongo «f:db» --username app --password «s:pwu» --eval 'db.stats()'",
  "@cmd\nmongodump --uri=\"mongodb://backup:«s:pwu»@«f:host»:27017/?authSource=admin\" --archive=/tmp/m.gz --gzip",
  "MONGO_URL=mongodb://root:«s:pwu»@mongo-0.mongo,mongo-1.mongo/«f:db»?replicaSet=rs0")
K("sqlcmd_passwords", "32",
  "@cmd\nsqlcmd -S «f:host»,1433 -U sa -P \"«s:pw»\" -Q \"SELECT @@VERSION\"",
  "@cmd\nsqlcmd -S tcp:«f:ip» -d «f:db» -U etl_user -P «s:pwu» -i migrate.sql -b",
  "@cmd\n/opt/mssql-tools18/bin/sqlcmd -C -S localhost -U SA -P '«s:pw»'",
  "@cmd\nbcp dbo.orders out orders.dat -S «f:host» -U report -P «s:pwu» -c",
  "@cmd\nInvoke-Sqlcmd -ServerInstance «f:host» -Username sa -Password '«s:pw»' -Query 'DBCC CHECKDB'")
K("ldap_tool_passwords", "32",
  "@cmd\nldapsearch -x -H ldaps://«f:host» -D \"cn=admin,dc=«f:org»,dc=com\" -w «s:pw» -b \"ou=people,dc=«f:org»,dc=com\" uid=«f:user»",
  "@cmd\nldapmodify -x -D cn=Manager,dc=«f:org»,dc=local -w '«s:pw»' -f reset.ldif",
  "@cmd\nldappasswd -x -D \"cn=admin,dc=«f:org»,dc=com\" -w «s:pwu» -s «s:pwu» \"uid=«f:user»,ou=people,dc=«f:org»,dc=com\"",
  "@cmd\nldapadd -x -H ldap://«f:ip» -D cn=admin,dc=corp -w «s:pwat» -f users.ldif",
  "@file /etc/sssd/sssd.conf\n[domain/«f:org»]\nldap_default_bind_dn = cn=sssd,ou=svc,dc=«f:org»,dc=com\nldap_default_authtok = «s:pw»")
K("smbclient_passwords", "32",
  "@cmd\nsmbclient //«f:ip»/finance -U «f:user»%«s:pwu» -c 'ls'",
  "@cmd\nsmbclient -L //nas.local -U admin «s:pw»",
  "@cmd\nmount -t cifs //«f:ip»/backup /mnt/backup -o username=svc_bak,password=«s:pwu»,vers=3.0",
  "@file /root/.smbcredentials\nusername=«f:user»\npassword=«s:pw»\ndomain=«f:org»",
  "@cmd\nsmbmap -H «f:ip» -u administrator -p '«s:pw»' -r C$")
K("docker_login_at_passwords", "32",
  "@cmd\ndocker login -u «f:user» -p «s:pwat» registry.«f:domain»",
  "@cmd\ndocker login registry.cn-hangzhou.aliyuncs.com --username=«f:py»@«f:cnorg» -p 'Ali@«s:pwu»'",
  "@cmd\npodman login -u ci -p «s:pwat» quay.«f:domain»",
  "@cmd\nnerdctl login --username admin --password «s:pwat» harbor.«f:domain»",
  "@cmd\ndocker login -u=robot -p=«s:pwat» «f:ip»:5000")
K("htpasswd_cmds", "32",
  "@cmd\nhtpasswd -b /etc/nginx/.htpasswd «f:user» «s:pw»",
  "@cmd\nhtpasswd -bc /etc/apache2/.htpasswd admin «s:pwu»",
  "@cmd\nhtpasswd -nbB grafana '«s:pw»' >> users.htpasswd",
  "@cmd\ndocker run --rm httpd:2.4 htpasswd -Bbn registry «s:pwu» > auth/htpasswd",
  "@cmd\nprintf '«f:user»:%s\\n' \"$(openssl passwd -apr1 «s:pw»)\" >> .htpasswd")
K("openssl_passin", "32",
  "@cmd\nopenssl rsa -in server.key.enc -out server.key -passin pass:«s:pw»",
  "@cmd\nopenssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:«s:pwu»",
  "@cmd\nopenssl enc -aes-256-cbc -pbkdf2 -salt -in db.sql -out db.sql.enc -k «s:pw»",
  "@cmd\nopenssl pkcs12 -in client.pfx -nodes -passin 'pass:«s:pw»' | openssl x509 -noout -subject",
  "@cmd\nopenssl req -new -key ca.key -passin pass:«s:pwu» -out ca.csr -subj \"/CN=«f:domain»\"")
K("archive_gpg_passwords", "32",
  "@cmd\n7z a -p«s:pwu» -mhe=on backup-«f:date».7z /srv/data",
  "@cmd\nzip -r -P «s:pw» payroll.zip payroll/",
  "@cmd\ngpg --batch --yes --passphrase '«s:pw»' --pinentry-mode loopback -d secrets.tar.gpg | tar x",
  "解压密码：«s:pwzh»（压缩包在网盘里）",
  "@cmd\nunrar x -p«s:pwu» 设计稿.rar")
K("remote_admin_cli_passwords", "32",
  "@cmd\nipmitool -I lanplus -H «f:ip» -U ADMIN -P «s:pwu» chassis power cycle",
  "@cmd\nsshpass -p '«s:pw»' ssh -o StrictHostKeyChecking=no root@«f:ip»",
  "@cmd\nxfreerdp /v:«f:ip» /u:Administrator /p:«s:pwu» /cert:ignore",
  "@cmd\nracadm -r «f:ip» -u root -p «s:pw» serveraction hardreset",
  "@cmd\nlftp -u «f:user»,«s:pwu» sftp://«f:ip» -e 'mirror -R dist /var/www; quit'")
K("db_cli_glued_passwords", "32",
  "@cmd\nmysql -h «f:host» -uroot -p«s:pwu» «f:db» < dump.sql",
  "@cmd\nmysqldump --user=backup --password=«s:pw» --single-transaction «f:db» | gzip > «f:db».sql.gz",
  "@cmd\nPGPASSWORD=«s:pwu» psql -h «f:host» -U postgres -d «f:db» -c '\\dt'",
  "@cmd\npsql \"host=«f:host» dbname=«f:db» user=app password=«s:pwu» sslmode=require\"",
  "@cmd\nclickhouse-client --host «f:ip» --user default --password «s:pw» --query 'SHOW DATABASES'")
K("kubectl_cli_literals", "32",
  "@cmd\nkubectl create secret generic db-creds --from-literal=username=app --from-literal=password='«s:pw»' -n «f:proj»",
  "@cmd\nkubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=«f:user» --docker-password=«s:ghp»",
  "@cmd\necho «s:ghp» | gh auth login --with-token",
  "@out\naz ad sp create-for-rbac --name ci-«f:proj»\n{\n  \"appId\": \"«p:uuid»\",\n  \"displayName\": \"ci-«f:proj»\",\n  \"password\": \"«s:azsecret»\",\n  \"tenant\": \"«p:uuid»\"\n}",
  "@cmd\nkubectl -n «f:proj» set env deploy/api REDIS_PASSWORD=«s:pwu»")
K("curl_wget_credentials", "32",
  "@cmd\ncurl -u «f:user»:«s:pwu» https://nexus.«f:domain»/service/rest/v1/repositories",
  "@cmd\nwget --user=«f:user» --password='«s:pw»' https://files.«f:domain»/exports/q3.csv",
  "@cmd\ncurl --user 'admin:«s:pw»' -X POST http://«f:ip»:9200/_security/user/kibana_system/_password",
  "@cmd\naria2c --http-user=«f:user» --http-passwd=«s:pwu» https://dl.«f:domain»/iso/latest.iso",
  "@cmd\nhttp -a «f:user»:«s:pwu» POST https://«f:domain»/api/deploy ref=main")

# --- config formats
K("php_define_configs", "32",
  "@file config/database.php\n<?php\ndefine('DB_HOST', '«f:host»');\ndefine('DB_USER', 'app');\ndefine('DB_PASSWORD', '«s:pw»');\ndefine('DB_NAME', '«f:db»');",
  "@file inc/config.inc.php\n<?php\n$config['db_pass'] = \"«s:pw»\";\n$config['smtp_pass'] = '«s:pwu»';",
  "@file .env.php\n<?php\nreturn [\n    'mail_password' => '«s:pw»',\n    'api_secret'    => '«s:A40»',\n];",
  "@file wp-config.php\ndefine( 'DB_PASSWORD', '«s:pw»' );\ndefine( 'AUTH_KEY',         '«s:b64»' );",
  "@file app/config/parameters.php\n<?php\n$container->setParameter('database_password', '«s:pwu»');")
K("xml_maven_tomcat", "32",
  "@file ~/.m2/settings.xml\n<settings>\n  <servers>\n    <server>\n      <id>«f:org»-releases</id>\n      <username>deployer</username>\n      <password>«s:pw»</password>\n    </server>\n  </servers>\n</settings>",
  "@file conf/tomcat-users.xml\n<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"tomcat\" password=\"«s:pwu»\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>",
  "@file config/app.xml\n<integration>\n  <endpoint>https://api.«f:domain»</endpoint>\n  <secret>«s:A48»</secret>\n</integration>",
  "@file conf/context.xml\n<Resource name=\"jdbc/main\" auth=\"Container\" type=\"javax.sql.DataSource\"\n  username=\"app\" password=\"«s:pw»\" url=\"jdbc:mysql://«f:host»:3306/«f:db»\"/>",
  "@file App.config\n<appSettings>\n  <add key=\"SmtpPassword\" value=\"«s:pw»\" />\n  <add key=\"ApiKey\" value=\"«s:h32»\" />\n</appSettings>")
K("docker_config_auths", "32",
  "@file ~/.docker/config.json\n{\n  \"auths\": {\n    \"registry.«f:domain»\": {\n      \"auth\": \"«d:u:'ci-bot'»«d:pw:pwu»«e:basic:u,pw»\"\n    }\n  }\n}",
  "@file /root/.docker/config.json\n{\"auths\":{\"https://index.docker.io/v1/\":{\"auth\":\"«d:u:l7»«d:t:'dckr_pat_'+w27»«e:basic:u,t»\"}}}",
  "@file ~/.docker/config.json\n{\n  \"auths\": {\n    \"ghcr.io\": { \"auth\": \"«d:u:l8»«d:t:ghp»«e:basic:u,t»\" },\n    \"ccr.ccs.tencentyun.com\": { \"auth\": \"«d:u2:d10»«d:p2:pwu»«e:basic:u2,p2»\" }\n  }\n}",
  "kubectl get secret regcred -o jsonpath='{.data.\\.dockerconfigjson}' | base64 -d\n{\"auths\":{\"harbor.«f:domain»\":{\"username\":\"robot$ci\",\"password\":\"«S:pw:A32»\",\"auth\":\"«d:u:'robot$ci'»«e:basic:u,pw»\"}}}")
K("rails_flask_django_keys", "32",
  "@file config/secrets.yml\nproduction:\n  secret_key_base: «s:h128»",
  "@cmd\nexport SECRET_KEY_BASE=«s:h128»\nbin/rails s -e production",
  "@file app/settings.py\nSECRET_KEY = '«s:djsecret»'\nDEBUG = False",
  "@file instance/config.py\nSECRET_KEY = \"«s:h48»\"\nSQLALCHEMY_DATABASE_URI = \"sqlite:///app.db\"",
  "@file app.py\napp = Flask(__name__)\napp.config['SECRET_KEY'] = '«s:w32»'\napp.secret_key = os.environ.get('FALLBACK', '«s:A24»')")
K("session_cookies", "32",
  "Cookie: session=«s:'eyJ'+w60+'.'+w6+'.'+w27»; theme=dark",
  "Cookie: connect.sid=s%3A«s:w32+'.'+w43»; _ga=GA1.1.«p:d10».«p:d10»",
  "document.cookie → \"laravel_session=«s:'eyJpdiI6I'+b180»; XSRF-TOKEN=«p:'eyJpdiI6I'+b60»\"  (XSRF 不用管，session 那个别泄露)",
  "Set-Cookie: PHPSESSID=«s:a26»; path=/; HttpOnly",
  "复现用的 cookie：sessionid=«s:a32»; csrftoken=«p:A32»")
K("camelcase_json_keys", "32",
  "@file src/config/settings.json\n{\n  \"storageKey\": \"«s:azkey»\",\n  \"clientId\": \"«p:uuid»\",\n  \"clientSecret\": \"«s:A40»\"\n}",
  "@file config/default.json\n{\"db\":{\"host\":\"«f:host»\",\"dbUser\":\"app\",\"dbPass\":\"«s:pw»\"},\"apiToken\":\"«s:a40»\"}",
  "@file appsettings.Development.json\n{\n  \"Integrations\": {\n    \"Crm\": { \"BaseUrl\": \"https://crm.«f:domain»\", \"ApiToken\": \"«s:A48»\" }\n  }\n}",
  "@file src/environments/environment.prod.ts\nexport const environment = {\n  production: true,\n  signingSecret: '«s:h64»',\n  adminPassword: '«s:pw»'\n};",
  "@file config.yaml\nupstream:\n  accessKeySecret: «s:A30»\n  webhookSigningKey: «s:w43»")
K("prefixed_key_names", "32",
  "@file .env\nMYAPP_DB_PASSWD=«s:pw»\nMYAPP_DB_HOST=«f:host»\nORDERSVC_API_KEY=«s:a40»",
  "@file config/settings.yaml\npayments:\n  stripeSecretKey: «s:'sk_live_'+A99»\n  paypalClientSecret: «s:w80»",
  "@file local.settings.json\n{\"Values\": {\"x_api_key\": \"«s:A40»\", \"crm_api_secret\": \"«s:h64»\"}}",
  "@file config/prod.toml\n[vendor]\nacme_partner_secret = \"«s:A32»\"\nacme_partner_id = \"«p:d8»\"",
  "@file .env.production\nVITE_APP_NAME=«f:proj»\nBACKEND_INTERNAL_SERVICE_TOKEN=«s:w64»")
K("env_secret_word_first", "32",
  "@file .env\nPASSWORD_DB_MAIN=«s:pw»\nPASSWORD_DB_REPLICA=«s:pw»\nHOST_DB_MAIN=«f:host»",
  "@file .envrc\nexport TOKEN_GITHUB=«s:ghp»\nexport TOKEN_NPM=«s:'npm_'+A36»",
  "@file ci/vars.env\nSECRET_STRIPE=«s:'rk_live_'+A99»\nKEY_SENDGRID=«s:sendgrid»",
  "@cmd\nexport PASS_SMTP='«s:pw»' APIKEY_MAPS=«s:'AIza'+w35»",
  "@file docker/.env\nPWD_MYSQL_ROOT=«s:pwu»\nPWD_MYSQL_APP=«s:pwu»")
K("env_secret_word_middle", "32",
  "@file .env\nREDIS_PASSWORD_1=«s:pwu»\nREDIS_PASSWORD_2=«s:pwu»\nREDIS_HOSTS=«f:host»",
  "@file .env.prod\nAPI_KEY_PROD=«s:A40»\nAPI_KEY_STAGING=«s:A40»",
  "@file deploy/env.list\nDB_PASS_RO=«s:pw»\nS3_SECRET_BACKUP=«s:awss»",
  "@cmd\nexport OPENAI_KEY_FALLBACK=«s:'sk-proj-'+w156» && python worker.py",
  "@file settings.env\nCRM_TOKEN_V2_EU=«s:w48»\nCRM_URL_V2_EU=https://eu.crm.«f:domain»")
K("dotnet_connection_strings", "32",
  "@file appsettings.json\n{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=«f:host»;Database=«f:db»;User Id=app;Password=«s:pwu»;TrustServerCertificate=True\"\n  }\n}",
  "@file Web.config\n<connectionStrings>\n  <add name=\"Main\" connectionString=\"Data Source=«f:host»;Initial Catalog=«f:db»;User ID=sa;Password=«s:pwu»\" />\n</connectionStrings>",
  "Host=«f:host»;Port=5432;Username=svc;Password=«s:pwu»;Database=«f:db»",
  "@file appsettings.Production.json\n{\"Redis\": \"«f:host»:6380,password=«s:pwu»,ssl=True,abortConnect=False\"}",
  "@cmd\ndotnet user-secrets set \"Smtp:Password\" \"«s:pw»\"")
K("ini_toml_sections", "32",
  "@file /etc/«f:proj»/app.ini\n[database]\nhost = «f:host»\nuser = app\npass = «s:pw»\n\n[cache]\nttl = 300",
  "@file config.toml\n[smtp]\nserver = \"smtp.«f:domain»\"\nusername = \"noreply\"\npassword = \"«s:pw»\"",
  "@file ~/.my.cnf\n[client]\nuser=root\npassword=\"«s:pw»\"",
  "@file odbc.ini\n[«f:db»]\nDriver=PostgreSQL\nServer=«f:host»\nUID=report\nPWD=«s:pwu»",
  "@file pyproject.toml\n[tool.«f:proj».secrets]\nwebhook_secret = \"«s:w40»\"")
K("java_properties_yaml", "32",
  "@file src/main/resources/application.properties\nspring.datasource.url=jdbc:mysql://«f:host»:3306/«f:db»\nspring.datasource.username=app\nspring.datasource.password=«s:pw»",
  "@file application-prod.yml\nspring:\n  redis:\n    host: «f:host»\n    password: «s:pwu»\n  mail:\n    password: «s:pw»",
  "@file conf/jdbc.properties\njdbc.url=jdbc:postgresql://«f:host»:5432/«f:db»?user=app&password=«s:pwu»",
  "@file bootstrap.yml\nspring:\n  cloud:\n    config:\n      uri: http://config:8888\n      username: cfg\n      password: «s:pw»",
  "@file src/main/resources/application.yml\njwt:\n  secret: «s:b64»\n  expiration: 86400")
K("keys_split_across_lines", "32",
  "@file config/app.yaml\ndatabase:\n  password: >-\n    «s:pw»\n  pool: 10",
  "The API secret is\n«s:A40»\n(copy it exactly, no spaces)",
  "@file creds.json\n{\n  \"client_secret\":\n      \"«s:w40»\",\n  \"client_id\": \"«p:d12»\"\n}",
  "密钥如下：\n\n«s:A32»\n\n只显示一次，注意保存",
  "| name | value |\n|------|-------|\n| admin password |\n| «s:pw» |\n(table broke when I pasted, value is on its own row)")
K("glued_tokens", "32",
  "curl https://api.telegram.org/bot«s:'5'+d9+':AA'+w33»/sendMessage?chat_id=«p:d9»&text=deploy+ok",
  "GET /v2/geocode?address=Berlin&key=«s:'AIza'+w35»&cb=1 HTTP/1.1",
  "token:«s:ghp»;user:«f:user»;scope:repo",
  "{\"apikey\":\"«s:h32»\",\"cb\":\"jsonp_«p:d6»\"}",
  "wss://stream.«f:domain»/ws?access_token=«s:A40»&v=3",
  "接口地址拼好了：https://«f:domain»/open/api?appKey=«p:d8»&appSecret=«s:h32»&ts=«p:ts»，直接浏览器打开就能看到",
  "日志里 url 是 /callback?code=0«p:d2»&token=«s:w40»&state=xyz，这个 token 会过期吗")
K("minified_js_bundles", "32",
  "!function(){var e={env:\"prod\",apiBase:\"https://api.«f:domain»\",apiSecret:\"«s:A40»\",retries:3};window.__CFG__=e}();",
  "(self.webpackChunk=self.webpackChunk||[]).push([[179],{4411:function(t,e,n){n.d(e,{a:function(){return r}});const r={stripe:\"«s:'sk_live_'+A99»\",pk:\"pk_live_«p:A99»\"}}}]);",
  "const c=Object.freeze({openaiKey:\"«s:'sk-proj-'+w156»\",model:\"gpt-4o\"});export default c",
  "main.3f9a1c.js 里扒出来的：a.headers[\"X-Api-Key\"]=\"«s:a40»\";",
  "小程序包反编译看到：var t={appid:\"wx«p:h16»\",secret:\"«s:h32»\"}")

# --- vendor formats named in the issue
K("discord_webhooks", "32",
  "DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/«p:d19»/«s:discord»",
  "@file alerts/notify.py\nWEBHOOK = \"https://discordapp.com/api/webhooks/«p:d18»/«s:discord»\"\nrequests.post(WEBHOOK, json={\"content\": msg})",
  "构建通知发到 Discord：https://discord.com/api/webhooks/«p:d19»/«s:discord» ，别公开这个地址",
  "@file .github/workflows/notify.yml\n      - run: curl -H 'Content-Type: application/json' -d '{\"content\":\"released\"}' https://discord.com/api/webhooks/«p:d19»/«s:discord»",
  "Discord bot token for the mod bot: «s:'MT'+w24+'.'+w6+'.'+w38»")
K("teams_webhooks", "32",
  "@file monitoring/alertmanager.yml\nreceivers:\n  - name: teams\n    msteams_configs:\n      - webhook_url: https://«f:org».webhook.office.com/webhookb2/«p:uuid»@«p:uuid»/IncomingWebhook/«s:h32»/«p:uuid»/V2«s:w43»",
  "Teams connector URL (channel #deploys): https://outlook.office.com/webhook/«p:uuid»@«p:uuid»/IncomingWebhook/«s:h32»/«p:uuid»",
  "Teams 群机器人地址：https://«f:org».webhook.office.com/webhookb2/«p:uuid»@«p:uuid»/IncomingWebhook/«s:h32»/«p:uuid»/V2«s:w43»",
  "@cmd\nInvoke-RestMethod -Method Post -ContentType 'application/json' -Body $card -Uri 'https://prod-«p:d2».westeurope.logic.azure.com:443/workflows/«p:h32»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«s:w43»'")
K("sentry_dsns", "32",
  "@file src/main.tsx\nSentry.init({\n  dsn: \"https://«s:h32»@o«p:d6».ingest.us.sentry.io/«p:d7»\",\n  tracesSampleRate: 0.2,\n});",
  "SENTRY_DSN=https://«s:h32»:«s:h32»@sentry.«f:domain»/«p:d2»",
  "@file settings/prod.py\nsentry_sdk.init(dsn='https://«s:h32»@o«p:d6».ingest.sentry.io/«p:d7»', environment='prod')",
  "Sentry 的 DSN：https://«s:h32»@sentry.«f:cnorg».cn/«p:d2» 前端后端共用这个",
  "@cmd\nSENTRY_AUTH_TOKEN=«s:'sntryu_'+h64» sentry-cli releases new «f:ver»")
K("terraform_cloud_tokens", "32",
  "@file ~/.terraform.d/credentials.tfrc.json\n{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"«s:tfc»\"\n    }\n  }\n}",
  "@cmd\nexport TF_TOKEN_app_terraform_io=«s:tfc»\nterraform init",
  "TFC team token for the «f:proj» workspace: «s:tfc»",
  "@file .github/workflows/tf.yml\n    env:\n      TF_API_TOKEN: «s:tfc»",
  "Terraform Cloud 的 org token 先用我的：«s:tfc»")
K("onepassword_keys", "32",
  "Emergency kit (scan): Sign-in address my.1password.com  Email «f:email»  Secret Key «s:opkey»",
  "@cmd\nexport OP_SESSION_«f:org»=«s:w43»\nop item list --vault Infra",
  "@file deploy/op-connect.env\nOP_CONNECT_HOST=http://op-connect:8080\nOP_CONNECT_TOKEN=«s:longjwt»",
  "1Password 账户的 Secret Key：«s:opkey»，主密码我当面告诉你",
  "@cmd\nexport OP_SERVICE_ACCOUNT_TOKEN=«s:'ops_eyJ'+w300»\nop read op://Prod/db/password")
K("okta_tokens", "32",
  "@file ~/.okta/okta.yaml\nokta:\n  client:\n    orgUrl: https://«f:org».okta.com\n    token: «s:okta»",
  "@file terraform.auto.tfvars\nokta_org_name = \"«f:org»\"\nokta_api_token = \"«s:okta»\"",
  "@cmd\ncurl -H \"Authorization: SSWS «s:okta»\" https://«f:org».okta.com/api/v1/users?limit=2",
  "Okta 的 API token：«s:okta» 只有读权限",
  "@file .env\nOKTA_CLIENT_ID=0oa«p:A17»\nOKTA_CLIENT_SECRET=«s:A40+'-'+A23»")
K("age_secret_keys", "32",
  "@file ~/.config/sops/age/keys.txt\n# created: «f:date»T«f:time»+08:00\n# public key: «p:agepub»\n«s:age»",
  "@cmd\nexport SOPS_AGE_KEY=«s:age»\nsops -d secrets.enc.yaml",
  "age key for the backup repo (keep offline): «s:age»",
  "sops 的 age 私钥：«s:age» ，公钥在 .sops.yaml 里",
  "@file .github/workflows/deploy.yml\n      SOPS_AGE_KEY: «s:age»")
K("cohere_xai_keys", "32",
  "@file .env\nCO_API_KEY=«s:A40»\nXAI_API_KEY=«s:'xai-'+A80»",
  "@file app/llm.py\nclient = cohere.ClientV2(api_key=\"«s:A40»\")",
  "@cmd\ncurl https://api.x.ai/v1/chat/completions -H \"Authorization: Bearer «s:'xai-'+A80»\" -d @req.json",
  "Grok 的 key：«s:'xai-'+A80» 额度不多省着用",
  "cohere 试用 key «s:A40»，每分钟 20 次")
K("qianfan_keys", "14",
  "@file .env\nQIANFAN_API_KEY=«s:'bce-v3/ALTAK-'+A21+'/'+h40»",
  "千帆的 API Key：«s:A24» Secret Key：«s:A32»，用来换 access_token",
  "@cmd\ncurl -X POST 'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=«s:A24»&client_secret=«s:A32»'",
  "文心一言接入：QIANFAN_ACCESS_KEY=«s:'ALTAK'+A20» QIANFAN_SECRET_KEY=«s:h32»",
  "百度智能云 access_token=«s:'24.'+h32+'.2592000.'+d10+'.282335-'+d8»")
K("huawei_cloud_keys", "23",
  "@file ~/.hcloud/config.json\n{\"profiles\":[{\"name\":\"default\",\"accessKeyId\":\"«s:huak»\",\"secretAccessKey\":\"«s:A40»\",\"region\":\"cn-north-4\"}]}",
  "@cmd\nexport HUAWEICLOUD_SDK_AK=«s:huak»\nexport HUAWEICLOUD_SDK_SK=«s:A40»",
  "华为云 ModelArts 的 API Key：«s:w86»",
  "华为云 OBS：AK «s:huak» SK «s:A40»，桶是 «f:proj»-static",
  "@file config/obs.yaml\nobs:\n  endpoint: obs.cn-east-3.myhuaweicloud.com\n  ak: «s:huak»\n  sk: «s:A40»")
K("tencent_cloud_keys", "23",
  "@file ~/.tccli/default.credential\n{\n    \"secretId\": \"«s:'AKID'+A32»\",\n    \"secretKey\": \"«s:A32»\"\n}",
  "@cmd\nexport TENCENTCLOUD_SECRET_ID=«s:'AKID'+A32»\nexport TENCENTCLOUD_SECRET_KEY=«s:A32»\nterraform apply",
  "腾讯云 COS 的 SecretId «s:'AKID'+A32»，SecretKey «s:A32»",
  "混元大模型 key：«s:'sk-'+A48»",
  "@file cos.conf\n[common]\nsecret_id = «s:'AKID'+A32»\nsecret_key = «s:A32»\nbucket = «f:proj»-«p:d10»")
K("azure_storage_keys", "32",
  "@file local.settings.json\n{\"Values\": {\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=«f:org»sa;AccountKey=«s:azkey»;EndpointSuffix=core.windows.net\"}}",
  "@cmd\naz storage blob upload --account-name «f:org»logs --account-key «s:azkey» -c backups -f db.bak",
  "Cosmos primary key: «s:azkey»",
  "存储账户密钥 key1：«s:azkey» ，连接串里的 AccountKey 也是它",
  "@file .env\nAZURE_STORAGE_SAS=sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig=«s:b43+'%3D'»")
K("azure_devops_pats", "32",
  "@cmd\ngit clone https://«f:user»:«s:azpat»@dev.azure.com/«f:org»/«f:proj»/_git/api",
  "@cmd\necho «s:azpat» | az devops login --organization https://dev.azure.com/«f:org»",
  "@file ~/.npmrc\n//pkgs.dev.azure.com/«f:org»/_packaging/feed/npm/registry/:_password=«d:p:azpat»«e:b64:p»",
  "Azure DevOps PAT（老格式）：«s:y52» 下个月过期",
  "AZURE_DEVOPS_EXT_PAT=«s:y52»")
K("totp_seeds", "32",
  "otpauth://totp/«f:org»:«f:email»?secret=«s:totp»&issuer=«f:org»&algorithm=SHA1&digits=6&period=30",
  "Couldn't scan the QR so I used the setup key: «s:z4+' '+z4+' '+z4+' '+z4»",
  "@file 2fa-backup.txt\nGitHub «f:user»: «s:totp»\nAWS root: «s:totp»",
  "谷歌验证器的密钥（手动输入那个）：«s:totp»",
  "堡垒机 MFA 种子 «s:totp» 丢了手机可以用这个恢复")
K("bip39_mnemonics", "32",
  "Seed phrase for the test wallet (testnet only but still): «s:mnem12»",
  "@file scripts/.env\nMNEMONIC=\"«s:mnem12»\"\nRPC_URL=https://sepolia.infura.io/v3/«p:h32»",
  "recovery words:\n«s:mnem24»",
  "助记词：«s:mnem12»（按顺序，不要截图）",
  "钱包恢复短语 «s:mnem24»")
K("azure_ad_client_secrets", "32",
  "@file appsettings.json\n{\"AzureAd\": {\"Instance\": \"https://login.microsoftonline.com/\", \"TenantId\": \"«p:uuid»\", \"ClientId\": \"«p:uuid»\", \"ClientSecret\": \"«s:azsecret»\"}}",
  "@cmd\naz login --service-principal -u «p:uuid» -p «s:azsecret» --tenant «p:uuid»",
  "Entra app secret (expires in 6 months): «s:azsecret»",
  "应用注册的客户端密码：«s:azsecret» ，只显示一次",
  "@file .env\nAZURE_CLIENT_SECRET=«s:azsecret»")
K("cloudflare_tokens", "32",
  "@cmd\ncloudflared service install «s:cftunnel»",
  "@file docker-compose.yml\nservices:\n  tunnel:\n    image: cloudflare/cloudflared\n    command: tunnel run --token «s:cftunnel»",
  "@file .env\nCLOUDFLARE_API_TOKEN=«s:w40»\nCF_ORIGIN_CA_KEY=«s:'v1.0-'+h24+'-'+h146»",
  "Cloudflare 隧道 token：«s:cftunnel»",
  "CF Global API key «s:h37» (legacy, account «f:email»)")

# --- common vendors in new contexts
K("github_token_family", "32",
  "@file .git/hooks/pre-push\n#!/bin/sh\nGH_TOKEN=«s:finepat» gh pr checks --watch",
  "@cmd\ngit remote set-url origin https://x-access-token:«s:'ghs_'+A36»@github.com/«f:org»/«f:proj».git",
  "@file ~/.config/gh/hosts.yml\ngithub.com:\n    user: «f:user»\n    oauth_token: «s:'gho_'+A36»\n    git_protocol: https",
  "GitHub 的 fine-grained token：«s:finepat» 只给了 contents:read",
  "runner 注册 token «s:'A'+U28» 一小时内有效  ./config.sh --url https://github.com/«f:org» --token «s:U29»")
K("openai_anthropic_keys", "32",
  "@file ~/.zshrc\nexport ANTHROPIC_API_KEY=«s:'sk-ant-api03-'+w93+'-'+w6+'AA'»\nalias c=claude",
  "@file notebooks/eval_setup.py\nimport openai\nopenai.api_key = \"«s:'sk-proj-'+w156»\"",
  "我的 OpenAI key 借你测一下：«s:'sk-proj-'+w156»",
  "@cmd\ncurl https://api.anthropic.com/v1/messages -H \"x-api-key: «s:'sk-ant-api03-'+w93+'-'+w6+'AA'»\" -H 'anthropic-version: 2023-06-01' -d @msg.json",
  "Claude key 已经发你邮箱了，就是 «s:'sk-ant-api03-'+w93+'-'+w6+'AA'»")
K("stripe_secret_keys", "32",
  "@cmd\nstripe listen --api-key «s:'sk_live_'+A99» --forward-to localhost:3000/webhooks",
  "@file config/stripe.rb\nStripe.api_key = '«s:'rk_live_'+A99»'",
  "Stripe test mode key for the sandbox: «s:'sk_test_'+A99»",
  "Stripe 的 restricted key «s:'rk_live_'+A99» 只开了 charges:read",
  "@file .env\nSTRIPE_SECRET_KEY=«s:'sk_live_'+A99»\nNEXT_PUBLIC_STRIPE_KEY=pk_live_«p:A99»")
K("slack_tokens_webhooks", "32",
  "@file bot/.env\nSLACK_BOT_TOKEN=«s:'xoxb-'+d13+'-'+d13+'-'+A24»\nSLACK_CHANNEL=#alerts",
  "@cmd\ncurl -X POST -H 'Content-type: application/json' --data '{\"text\":\"done\"}' https://hooks.slack.com/services/«s:slackwh»",
  "user token for the export script: «s:'xoxp-'+d13+'-'+d13+'-'+d13+'-'+h32»",
  "Slack 告警 webhook：https://hooks.slack.com/services/«s:slackwh»",
  "@file alertmanager.yml\nglobal:\n  slack_api_url: https://hooks.slack.com/services/«s:slackwh»")
K("aws_keys_new_contexts", "32",
  "@file ~/.aws/credentials\n[«f:proj»-admin]\naws_access_key_id = «s:aws»\naws_secret_access_key = «s:awss»\nregion = eu-central-1",
  "@file scripts/upload.py\ns3 = boto3.client('s3', aws_access_key_id='«s:aws»', aws_secret_access_key='«s:awss»')",
  "@cmd\nAWS_ACCESS_KEY_ID=«s:aws» AWS_SECRET_ACCESS_KEY=«s:awss» aws s3 sync dist s3://«f:proj»-web",
  "AWS 子账号的 AK：«s:aws»，SK：«s:awss»",
  "@file .s3cfg.bak\naccess_key = «s:aws»\nsecret_key = «s:awss»")
K("google_oauth_secrets", "32",
  "@file client_secret.json\n{\"installed\":{\"client_id\":\"«p:d12»-«p:a32».apps.googleusercontent.com\",\"client_secret\":\"«s:'GOCSPX-'+w28»\",\"redirect_uris\":[\"http://localhost\"]}}",
  "Authorization: Bearer «s:'ya29.'+w150»",
  "@file .env\nGOOGLE_CLIENT_SECRET=«s:'GOCSPX-'+w28»\nGEMINI_API_KEY=«s:'AIza'+w35»",
  "Gemini 的 key：«s:'AIza'+w35»，走代理访问",
  "@cmd\ncurl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=«s:'AIza'+w35»\" -d @p.json")
K("twilio_sendgrid_mailgun", "32",
  "@file .env\nTWILIO_ACCOUNT_SID=«p:sid»\nTWILIO_AUTH_TOKEN=«s:h32»\nTWILIO_API_KEY=«s:'SK'+h32»",
  "@file app/mailer.py\nsg = SendGridAPIClient('«s:sendgrid»')",
  "@cmd\ncurl -s --user 'api:«s:'key-'+h32»' https://api.mailgun.net/v3/mg.«f:domain»/messages -F from=noreply@«f:domain»",
  "SendGrid 的 key «s:sendgrid» 用于发验证码邮件",
  "twilio creds: sid «p:sid» token «s:h32»")
K("npm_pypi_cargo_tokens", "32",
  "@file ~/.npmrc\n//registry.npmjs.org/:_authToken=«s:'npm_'+A36»",
  "@file ~/.pypirc\n[pypi]\nusername = __token__\npassword = «s:pypi»",
  "@file .yarnrc.yml\nnpmScopes:\n  «f:org»:\n    npmAuthToken: «s:'npm_'+A36»\n    npmRegistryServer: https://registry.npmjs.org",
  "@file ~/.cargo/credentials.toml\n[registry]\ntoken = \"«s:'cio'+A32»\"",
  "@cmd\nuv publish --token «s:pypi»")
K("hf_replicate_ai_tokens", "32",
  "@cmd\nhuggingface-cli login --token «s:'hf_'+A34»",
  "@file .env\nREPLICATE_API_TOKEN=«s:'r8_'+A37»\nPERPLEXITY_API_KEY=«s:'pplx-'+A48»",
  "HF token（写权限）：«s:'hf_'+A34»，上传模型用",
  "@file configs/providers.yaml\ngroq:\n  api_key: «s:'gsk_'+A52»\nmistral:\n  api_key: «s:A32»",
  "together 的 key «s:h64» 跑 benchmark 用")
K("devops_saas_tokens", "32",
  "@cmd\ndoctl auth init -t «s:'dop_v1_'+h64»",
  "@file ~/.config/figma-export.json\n{\"figmaToken\": \"«s:'figd_'+w40»\"}",
  "@file .env\nJIRA_API_TOKEN=«s:'ATATT3xFfGF0'+w170+'='+H8»\nPOSTMAN_API_KEY=«s:'PMAK-'+h24+'-'+h34»",
  "Databricks 个人 token：«s:'dapi'+h32» workspace 是 adb-«p:d16».«p:d2».azuredatabricks.net",
  "@cmd\nexport NEW_RELIC_API_KEY=«s:'NRAK-'+U27»\nnewrelic apm deployment create --applicationId «p:d9» --revision «p:h7»")
K("monitoring_vendor_keys", "32",
  "@file datadog.yaml\napi_key: «s:h32»\napp_key: «s:h40»\nsite: datadoghq.eu",
  "@cmd\nDD_API_KEY=«s:h32» DD_SITE=datadoghq.com bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"",
  "PagerDuty integration key for the «f:proj» service: «s:h32»",
  "Datadog 的 API key «s:h32» 装 agent 的时候要填",
  "@file opsgenie.tf\nprovider \"opsgenie\" {\n  api_key = \"«s:uuid»\"\n}")
K("shopify_tokens", "32",
  "@file shopify.app.toml.env\nSHOPIFY_API_SECRET=«s:'shpss_'+h32»\nSHOPIFY_ADMIN_TOKEN=«s:'shpat_'+h32»",
  "@cmd\ncurl -H 'X-Shopify-Access-Token: «s:'shpat_'+h32»' https://«f:org».myshopify.com/admin/api/2025-01/products.json",
  "Shopify custom app token: «s:'shpca_'+h32»",
  "Shopify 后台自定义应用 Admin API token：«s:'shpat_'+h32»",
  "@file config/shopify.yml\nprivate_app_password: «s:'shppa_'+h32»")
K("db_platform_tokens", "32",
  "@cmd\nsupabase login --token «s:'sbp_'+h40»",
  "@file .env\nDATABASE_URL=mysql://«p:a12»:«s:'pscale_pw_'+w43»@aws.connect.psdb.cloud/«f:db»?sslaccept=strict",
  "@file .env.local\nSUPABASE_SERVICE_ROLE_KEY=«s:jwt»\nNEXT_PUBLIC_SUPABASE_URL=https://«p:l20».supabase.co",
  "Neon 连接串：postgresql://neondb_owner:«s:'npg_'+A12»@ep-«p:l6»-«p:l6»-«p:a8».ap-southeast-1.aws.neon.tech/neondb?sslmode=require",
  "@cmd\nfly secrets set DATABASE_URL=postgres://postgres:«s:A16»@«f:proj»-db.flycast:5432")
K("tunnel_mesh_tokens", "32",
  "@cmd\nngrok config add-authtoken «s:'2'+A26+'_'+A21»",
  "@cmd\ntailscale up --authkey=«s:'tskey-auth-'+A17+'-'+A33» --advertise-routes=10.0.0.0/24",
  "@file ~/.config/ngrok/ngrok.yml\nversion: \"3\"\nagent:\n  authtoken: «s:'2'+A26+'_'+A21»",
  "Tailscale 的 auth key «s:'tskey-auth-'+A17+'-'+A33» 可复用，90 天过期",
  "frp 的 token：«s:A24»，服务端 7000 端口")
K("telegram_bot_tokens", "32",
  "@file bot/config.py\nBOT_TOKEN = \"«s:'5'+d9+':AA'+w33»\"\nADMIN_IDS = [«p:d9»]",
  "TELEGRAM_BOT_TOKEN=«s:'5'+d9+':AA'+w33»",
  "电报机器人 token：«s:'5'+d9+':AA'+w33» ，BotFather 刚生成的",
  "@cmd\ncurl -s \"https://api.telegram.org/bot«s:'5'+d9+':AA'+w33»/getUpdates\" | jq .",
  "new bot from BotFather: Use this token to access the HTTP API:\n«s:'5'+d9+':AA'+w33»")
K("firebase_fcm_server_keys", "32",
  "@file functions/.env\nFCM_SERVER_KEY=«s:'AAAA'+w7+':APA91b'+w134»",
  "@cmd\ncurl -X POST -H \"Authorization: key=«s:'AAAA'+w7+':APA91b'+w134»\" -H 'Content-Type: application/json' https://fcm.googleapis.com/fcm/send -d @push.json",
  "FCM 旧版服务器密钥：«s:'AAAA'+w7+':APA91b'+w134»",
  "@cmd\nfirebase deploy --token «s:'1//0'+w96»",
  "Firebase CI token «s:'1//0'+w96»")
K("dingtalk_feishu_wecom", "14",
  "@file config/notify.yaml\ndingtalk:\n  webhook: https://oapi.dingtalk.com/robot/send?access_token=«s:h64»\n  secret: «s:'SEC'+h64»",
  "飞书机器人：https://open.feishu.cn/open-apis/bot/v2/hook/«s:uuid» 签名校验密钥 «s:A22»",
  "企业微信群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«s:uuid»",
  "飞书应用 App ID：cli_«p:h16» App Secret：«s:A32»",
  "钉钉应用 AppKey: ding«p:a16» AppSecret: «s:w64»")
K("wechat_alipay_keys", "14",
  "@file config/wechat.php\n'app_id' => 'wx«p:h16»',\n'secret' => '«s:h32»',\n'token' => '«s:A32»',",
  "公众号 AppSecret：«s:h32»（重置过一次了，旧的作废）",
  "支付宝应用私钥（一行的那个）：«s:'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ'+b300»",
  "微信支付商户 API 密钥（v2）：«s:A32»，商户号 «p:d10»",
  "小程序 appsecret=«s:h32» 别提交到仓库里")
K("cn_object_storage_keys", "14",
  "@file conf/qiniu.ini\n[qiniu]\naccess_key = «s:w40»\nsecret_key = «s:w40»\nbucket = «f:proj»-img",
  "火山引擎 AK：«s:volcak» SK：«s:b56+'=='»",
  "火山方舟的 API Key：«s:uuid» ，模型接入点 ep-«p:d14»-«p:a5»",
  "@cmd\nexport VOLC_ACCESSKEY=«s:volcak»\nexport VOLC_SECRETKEY=«s:b56+'=='»",
  "金山云 KS3：AK «s:'AKLT'+w20» SK «s:'O'+w39»")
K("aliyun_keys_new_contexts", "14",
  "@file application-oss.yml\naliyun:\n  oss:\n    access-key-id: «s:'LTAI5t'+A18»\n    access-key-secret: «s:A30»",
  "阿里云 RAM 用户 AK：«s:'LTAI5t'+A18» SK：«s:A30»，只给了 OSS 读写",
  "DashScope 的 key：«s:'sk-'+h32»，通义千问用",
  "@cmd\naliyun configure set --profile «f:proj» --access-key-id «s:'LTAI5t'+A18» --access-key-secret «s:A30» --region cn-hangzhou",
  "短信服务 AccessKeySecret=«s:A30»（签名：«f:cnorg»科技）")
K("cn_llm_keys", "14",
  "@file .env\nMOONSHOT_API_KEY=«s:'sk-'+A48»\nDEEPSEEK_API_KEY=«s:'sk-'+h32»",
  "智谱的 key：«s:h32+'.'+A16»",
  "MiniMax 的 API key 超长：«s:longjwt»",
  "Kimi key 放这了 «s:'sk-'+A48» 跑完记得删",
  "豆包的 API Key：«s:uuid»，接入点 ID ep-«p:d14»-«p:a5»")

# --- private keys and app secrets
K("openssh_private_keys", "32",
  "@file ~/.ssh/id_ed25519\n«K:openssh»",
  "here's the deploy key, paste it into the CI var:\n«K:openssh»",
  "部署用的私钥：\n«K:openssh»\n公钥已经加到服务器上了",
  "@file ansible/files/deploy_key\n«K:openssh»")
K("pkcs8_rsa_keys_yaml", "32",
  "@file k8s/jwt-keys.yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: jwt-keys\nstringData:\n  private.pem: |\n    «K:pkcs8»",
  "@file config/saml.yml\nsp:\n  entity_id: https://«f:domain»/saml\n  private_key: |\n«K:rsa»",
  "GitHub App 的私钥：\n«K:rsa»",
  "@file certs/server.key\n«K:pkcs8»")
K("pgp_private_blocks", "32",
  "@out\ngpg --export-secret-keys --armor «f:email»\n«K:pgp»",
  "signing key for the apt repo (CI secret APT_SIGNING_KEY):\n«K:pgp»",
  "发布签名用的 GPG 私钥：\n«K:pgp»")
K("putty_ppk_files", "32",
  "@file keys/prod.ppk\nPuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-«p:d8»\nPublic-Lines: 6\n«p:'AAAAB3NzaC1yc2EAAAADAQABAAABAQ'+b34»\n«p:b64»\n«p:b64»\n«p:b64»\n«p:b64»\n«p:b40»\n«K:ppk»\nPrivate-MAC: «p:h64»",
  "WinSCP 用的 ppk 私钥，我直接贴了：\nPuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: imported-openssh-key\n«K:ppk»\nPrivate-MAC: «p:h40»")
K("jwt_signing_secrets", "32",
  "@file .env\nJWT_SECRET=«s:w64»\nJWT_EXPIRES_IN=7d",
  "@file src/auth/token.py\ndef issue(uid):\n    return jwt.encode({\"uid\": uid}, \"«s:A40»\", algorithm=\"HS256\")",
  "@file config/auth.js\nmodule.exports = { jwtSecret: '«s:h64»', refreshSecret: '«s:h64»' };",
  "JWT 签名密钥：«s:A40»，网关和用户服务必须一致",
  "@file application.yml\ntoken:\n  header: Authorization\n  secret: «s:A48»")
K("app_encryption_keys", "32",
  "@file .env\nAPP_KEY=base64:«s:kb»\nAPP_ENV=production",
  "@file settings.py\nFERNET_KEY = b'«s:fernet»'",
  "@file config/credentials/production.key\n«s:h32»",
  "加密用的 AES key：«s:h64»，IV 每次随机",
  "@file n8n/.env\nN8N_ENCRYPTION_KEY=«s:A32»\nN8N_HOST=n8n.«f:domain»")
K("oauth_client_secrets_generic", "32",
  "@file config/oauth.yaml\nproviders:\n  gitlab:\n    client_id: «p:h64»\n    client_secret: «s:'gloas-'+h64»\n  github:\n    client_id: Ov23li«p:A14»\n    client_secret: «s:h40»",
  "@cmd\ncurl -X POST https://auth.«f:domain»/oauth/token -d grant_type=client_credentials -d client_id=«f:proj»-svc -d client_secret=«s:A32»",
  "Keycloak client «f:proj»-backend 的 secret：«s:A32»",
  "OIDC secret for grafana: «s:A32»",
  "@file grafana.ini\n[auth.generic_oauth]\nclient_id = grafana\nclient_secret = «s:A32»")
K("bearer_opaque_tokens", "32",
  "@cmd\ncurl -H \"Authorization: Bearer «s:A48»\" https://api.«f:domain»/v1/invoices?limit=5",
  "@cmd\nhttp GET https://«f:domain»/api/users 'Authorization:Bearer «s:w64»'",
  "fetch('/api/export', { headers: { Authorization: `Bearer «s:h64»` } })",
  "接口要带 header：Authorization: Bearer «s:A40»",
  "@cmd\ngrpcurl -H 'authorization: bearer «s:w40»' «f:host»:443 list")
K("api_keys_in_query_strings", "32",
  "@log\n«f:ip» - - [06/Dec/2026:«f:time» +0000] \"GET /v1/forecast?lat=52.5&lon=13.4&appid=«s:h32» HTTP/1.1\" 200 812",
  "https://«f:domain»/export.csv?api_key=«s:A32»&from=«f:date»",
  "@log\nGET /openapi/v2/order/list?appkey=«p:d8»&appsecret=«s:h32»&page=1 200 43ms",
  "回调地址：https://«f:domain»/notify?token=«s:A32»&sign=md5",
  "@log\nproxy: upstream request https://maps.«f:domain»/geocode?address=x&access_token=«s:w40» took 128ms")
K("db_connection_urls", "32",
  "DATABASE_URL=postgres://app:«s:pwu»@«f:host»:5432/«f:db»",
  "@file config/cache.yml\nredis_url: redis://:«s:pwu»@«f:host»:6379/2",
  "@file .env\nAMQP_URL=amqps://«f:user»:«s:pwu»@mq.«f:domain»/vhost",
  "数据库连接：mysql://root:«s:pwu»@«f:ip»:3306/«f:db»?charset=utf8mb4",
  "@file celeryconfig.py\nbroker_url = 'sqla+postgresql://celery:«s:pwu»@«f:host»/celery'")
K("smtp_mail_passwords", "32",
  "Gmail app password for the alerts mailbox: «s:l4+' '+l4+' '+l4+' '+l4»",
  "@file msmtprc\naccount default\nhost smtp.«f:domain»\nuser alerts@«f:domain»\npassword «s:pw»",
  "@file config/mail.yml\nsmtp:\n  address: smtp.office365.com\n  user_name: noreply@«f:domain»\n  password: «s:pw»",
  "Outlook 应用密码：«s:l16»",
  "@cmd\nswaks --to ops@«f:domain» --server smtp.«f:domain»:587 --auth-user alerts --auth-password '«s:pw»' --tls")
K("qq_163_auth_codes", "05",
  "QQ 邮箱的 SMTP 授权码：«s:l16»，不是 QQ 密码",
  "163 邮箱客户端授权密码：«s:U16»",
  "@file 邮件配置/mail.properties\nmail.host=smtp.qq.com\nmail.username=«p:d10»@qq.com\nmail.password=«s:l16»",
  "发信账号 «f:py»@163.com 授权码 «s:U16»",
  "阿里企业邮箱的三方客户端安全密码：«s:A16»")
K("router_nas_passwords", "05",
  "光猫超级管理员：telecomadmin 密码 «s:'nE7jA%5m'+d4+l2»",
  "群晖 NAS 管理员 admin，密码 «s:pwzh»，外网地址 «f:py».synology.me:5001",
  "路由器后台 192.168.1.1，管理密码我改成 «s:pwzh» 了",
  "家里 NAS 的 SMB 账号 «f:py»，密码«s:pwzh»",
  "监控摄像头 NVR 的 admin 密码：«s:pwzh»，萤石云验证码 «s:U6»")
K("wifi_iot_device_configs", "32",
  "@file src/secrets.h\n#define WIFI_SSID \"«f:org»-iot\"\n#define WIFI_PASS \"«s:pw»\"\n#define BLYNK_AUTH_TOKEN \"«s:w32»\"",
  "@file main.py\nwlan.connect('«f:org»-lab', '«s:pwu»')",
  "WIFI:T:WPA;S:«f:org»-Guest;P:«s:pwu»;;",
  "@file /etc/wpa_supplicant/wpa_supplicant.conf\nnetwork={\n    ssid=\"«f:org»-5G\"\n    psk=\"«s:pw»\"\n}",
  "ESP32 上写死的热点密码 «s:pwzh» 以后改成配网")
K("mqtt_broker_passwords", "32",
  "@cmd\nmosquitto_pub -h «f:host» -p 8883 -u sensor -P «s:pwu» -t home/temp -m 21.5",
  "@file mosquitto/passwd.plain\n«f:user»:«s:pw»",
  "@file config/emqx.conf\nauthentication {\n  mechanism = password_based\n  backend = built_in_database\n}\n# bootstrap user: dashboard admin / «s:pw»",
  "MQTT 连接参数：用户名 device01 密码 «s:pwzh» ，端口 1883",
  "@file node-red/settings.js\nadminAuth: { users: [{ username: \"admin\", password: \"«p:'$2b$08$'+b53»\" }] },\ncredentialSecret: \"«s:A32»\",")
K("ansible_inventory_vars", "32",
  "@file inventory/hosts.ini\n[web]\n«f:ip» ansible_user=deploy ansible_password=«s:pwu» ansible_become_pass=«s:pwu»",
  "@file group_vars/all/vars.yml\nmysql_root_password: «s:pw»\nkeepalived_auth_pass: «s:A8»",
  "@file .vault_pass\n«s:A32»",
  "@cmd\nansible-playbook site.yml -e 'ansible_ssh_pass=«s:pw»' -l «f:host»",
  "@file host_vars/win01.yml\nansible_user: Administrator\nansible_password: «s:pw»\nansible_connection: winrm")
K("ci_variables_plain", "32",
  "@file .gitlab-ci.yml\nvariables:\n  DOCKER_AUTH_PASSWORD: \"«s:pw»\"\n  DEPLOY_TOKEN: «s:'gldt-'+A20»",
  "@file Jenkinsfile\nenvironment {\n    NEXUS_PASS = '«s:pw»'\n}",
  "@file .woodpecker.yml\nsteps:\n  publish:\n    environment:\n      PLUGIN_PASSWORD: «s:pwu»",
  "@file azure-pipelines.yml\nvariables:\n  sqlPassword: '«s:pw»'\n  buildConfiguration: Release",
  "@file .github/workflows/e2e.yml\n    env:\n      E2E_ADMIN_PASSWORD: «s:pw»\n      E2E_BASE_URL: https://staging.«f:domain»")
K("k8s_secret_manifests", "32",
  "@file k8s/db-secret.yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\nstringData:\n  POSTGRES_PASSWORD: «s:pwu»",
  "@file manifests/secret.yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: api\ndata:\n  api-key: «d:k:A40»«e:b64:k»",
  "@file charts/app/values-prod.yaml\nauth:\n  rootPassword: «s:pwu»\n  replicationPassword: «s:pwu»",
  "@file k8s/argo-secret.yaml\nstringData:\n  password: «s:pw»\n  url: https://git.«f:domain»/«f:org»/deploy.git",
  "@file deploy/secret-registry.yaml\nkind: Secret\ndata:\n  password: «d:k:pw»«e:b64:k»")
K("docker_run_env_flags", "32",
  "@cmd\ndocker run -d --name db -e MYSQL_ROOT_PASSWORD=«s:pwu» -p 3306:3306 mysql:8.4",
  "@cmd\ndocker run -e POSTGRES_PASSWORD='«s:pw»' -v pg:/var/lib/postgresql/data postgres:17",
  "@cmd\ndocker run -d -e MINIO_ROOT_USER=admin -e MINIO_ROOT_PASSWORD=«s:pwu» minio/minio server /data",
  "@cmd\ndocker run --rm -e GF_SECURITY_ADMIN_PASSWORD=«s:pwu» grafana/grafana-oss",
  "@cmd\npodman run -e RABBITMQ_DEFAULT_PASS=«s:pwu» -e RABBITMQ_DEFAULT_USER=mq rabbitmq:4-management")

# --- code, SQL, shells
K("python_code_literals", "32",
  "@file etl/load.py\nconn = psycopg2.connect(host=\"«f:host»\", dbname=\"«f:db»\", user=\"etl\", password=\"«s:pw»\")",
  "@file scripts/report.py\nr = requests.get(URL, auth=(\"«f:user»\", \"«s:pw»\"), timeout=10)",
  "@file tests/conftest.py\n@pytest.fixture\ndef client():\n    return ApiClient(base_url=STAGING, api_key=\"«s:A40»\")",
  "@file crawler/settings.py\nPROXY_PASS = '«s:pwu»'\nCOOKIES = {'SESSDATA': '«s:h8+'%2C'+d10+'%2C'+w5+'%2A'+w24»'}",
  "@file app/redis_client.py\npool = redis.ConnectionPool(host='«f:host»', port=6379, password='«s:pwu»', db=0)")
K("js_ts_code_literals", "32",
  "@file src/db.ts\nexport const pool = new Pool({ host: '«f:host»', user: 'api', password: '«s:pw»', database: '«f:db»' });",
  "@file server/index.js\nmongoose.connect('mongodb://admin:«s:pwu»@«f:host»:27017/«f:db»?authSource=admin');",
  "@file src/api.ts\naxios.defaults.headers.common['X-API-KEY'] = '«s:A40»';",
  "@file lib/mail.js\nconst transporter = nodemailer.createTransport({ host: 'smtp.qq.com', port: 465, auth: { user: '«p:d9»@qq.com', pass: '«s:l16»' } });",
  "@file deno/main.ts\nconst kv = await Deno.openKv(\"https://api.deno.com/databases/«p:uuid»/connect\"); // token «s:'ddo_'+A36»")
K("go_rust_java_literals", "32",
  "@file cmd/worker/main.go\ndsn := \"app:«s:pwu»@tcp(«f:host»:3306)/«f:db»?parseTime=true\"\ndb, err := sql.Open(\"mysql\", dsn)",
  "@file src/main.rs\nlet client = Client::new(\"https://api.«f:domain»\", \"«s:A40»\");",
  "@file src/main/java/com/«f:org»/Config.java\nprivate static final String API_SECRET = \"«s:h40»\";\nprivate static final String DB_PWD = \"«s:pw»\";",
  "@file internal/conf/conf.go\nvar Default = Config{\n\tRedisAddr: \"«f:host»:6379\",\n\tRedisPass: \"«s:pwu»\",\n}",
  "@file app/src/main/kotlin/Net.kt\nval client = ApiClient(key = \"«s:A32»\", secret = \"«s:A48»\")")
K("sql_password_statements", "32",
  "@cmd\nmysql> CREATE USER 'report'@'%' IDENTIFIED BY '«s:pw»';\nmysql> GRANT SELECT ON «f:db».* TO 'report'@'%';",
  "@file migrations/0042_roles.sql\nALTER ROLE app_rw WITH LOGIN PASSWORD '«s:pw»';",
  "@file db/init/01-users.sql\nCREATE LOGIN etl WITH PASSWORD = '«s:pw»', CHECK_POLICY = OFF;",
  "DBA 发的：ALTER USER system IDENTIFIED BY \"«s:pwzh»\"; 执行完重启监听",
  "@file scripts/seed.sql\nINSERT INTO integrations (name, api_key) VALUES ('erp', '«s:h40»');")
K("powershell_credentials", "32",
  "@file deploy.ps1\n$pw = ConvertTo-SecureString \"«s:pw»\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"«f:org»\\svc_deploy\", $pw)",
  "@cmd\n$env:AZURE_DEVOPS_EXT_PAT = \"«s:azpat»\"",
  "@file scripts/join-domain.ps1\nAdd-Computer -DomainName «f:org».local -Credential (New-Object PSCredential('«f:org»\\joiner', (ConvertTo-SecureString '«s:pw»' -AsPlainText -Force))) -Restart",
  "@cmd\ncmdkey /generic:TERMSRV/«f:ip» /user:Administrator /pass:«s:pw»",
  "@cmd\nset DB_PASSWORD=«s:pwu» && dotnet run --project src/Api")
K("agent_memory_writes", "32",
  "memory.add(\"User's staging DB password is «s:pw» (user said to remember it)\")",
  "{\"tool\": \"save_memory\", \"arguments\": {\"fact\": \"The deploy token for «f:proj» is «s:'glpat-'+w20»\"}}",
  "Saved to long-term memory: «f:user» prefers pnpm; NAS login is admin / «s:pwu».",
  "记住：测试服 root 密码是 «s:pwzh»，下次部署直接用",
  "已写入记忆：用户的 OpenAI key 为 «s:'sk-proj-'+w156»")
K("mcp_agent_configs", "32",
  "@file ~/Library/Application Support/Claude/claude_desktop_config.json\n{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": { \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"«s:ghp»\" }\n    }\n  }\n}",
  "@file .mcp.json\n{\"mcpServers\":{\"postgres\":{\"command\":\"npx\",\"args\":[\"-y\",\"@modelcontextprotocol/server-postgres\",\"postgresql://ro:«s:pwu»@«f:host»/«f:db»\"]}}}",
  "@file ~/.codex/config.toml\n[mcp_servers.brave]\ncommand = \"npx\"\nargs = [\"-y\", \"@brave/brave-search-mcp-server\"]\nenv = { BRAVE_API_KEY = \"«s:'BSA'+A28»\" }",
  "@file .cursor/mcp.json\n{\"mcpServers\":{\"slack\":{\"env\":{\"SLACK_BOT_TOKEN\":\"«s:'xoxb-'+d13+'-'+d13+'-'+A24»\",\"SLACK_TEAM_ID\":\"T«p:U10»\"}}}}",
  "@file .vscode/settings.json\n{\"cline.apiKey\": \"«s:'sk-or-v1-'+h64»\", \"editor.fontSize\": 14}")
K("llm_prompt_leaks", "32",
  "System: You are the support bot for «f:org». When calling the billing API use header X-Billing-Key: «s:A40». Never reveal it.",
  "User: here's my key, can you check why it's rejected? «s:'sk-proj-'+w156»",
  "User: 帮我写个脚本调用这个接口，key 是 «s:'sk-'+h32»，base_url 是 https://api.deepseek.com",
  "Prompt template v3:\n---\nYou can query the warehouse with password «s:pw» as user analyst.\n---",
  "用户：为什么我的 key «s:'sk-'+A48» 一直返回 401？")
K("error_tracebacks", "32",
  "Traceback (most recent call last):\n  File \"/app/sync.py\", line 88, in <module>\n    client = Client(user='svc', password='«s:pw»')\n  File \"/app/lib/client.py\", line 12, in __init__\n    raise AuthError(\"invalid credentials\")\nlib.client.AuthError: invalid credentials",
  "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"«f:host»\" failed\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL: engine url postgresql://app:«s:pwu»@«f:host»:5432/«f:db»]",
  "@log\njava.sql.SQLException: Access denied for user 'app'@'«f:ip»' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.<init>(ConnectionImpl.java:455)\nCaused by: url=jdbc:mysql://«f:host»:3306/«f:db»?user=app&password=«s:pwu»",
  "报错信息：redis.exceptions.AuthenticationError: invalid username-password pair, url=redis://default:«s:pwu»@«f:host»:6379",
  "@log\nError: Request failed with status code 401\n    config: { headers: { 'X-Api-Key': '«s:A40»' }, url: 'https://api.«f:domain»/v2/sync' }")
K("http_request_dumps", "32",
  "POST /api/v1/orders HTTP/1.1\nHost: api.«f:domain»\nX-Api-Key: «s:A40»\nContent-Type: application/json\n\n{\"sku\":\"«p:U8»\",\"qty\":1}",
  "{\"log\":{\"entries\":[{\"request\":{\"method\":\"GET\",\"url\":\"https://«f:domain»/me\",\"headers\":[{\"name\":\"Cookie\",\"value\":\"sid=«s:w43»\"}]}}]}}",
  "抓包看到的请求：\nGET /user/info HTTP/1.1\nHost: «f:domain»\nAuthorization: «s:h32»",
  "> GET /v3/accounts HTTP/2\n> Host: api.«f:domain»\n> authorization: Token «s:h40»\n> user-agent: curl/8.5.0\n< HTTP/2 200",
  "Charles 抓到的：X-Access-Token: «s:A64»")
K("cookie_jar_exports", "32",
  "# Netscape HTTP Cookie File\n.«f:domain»\tTRUE\t/\tTRUE\t1798761600\tsession_token\t«s:w48»\n.«f:domain»\tTRUE\t/\tFALSE\t1798761600\t_ga\tGA1.1.«p:d10».«p:d10»",
  "@file cookies.txt\n.github.com\tTRUE\t/\tTRUE\t1799000000\tuser_session\t«s:w48»\n.github.com\tTRUE\t/\tFALSE\t1799000000\tlogged_in\tyes",
  "B站 cookie：SESSDATA=«s:h8+'%2C'+d10+'%2C'+w5+'%2A'+w24»; bili_jct=«s:h32»",
  "yt-dlp --add-header 'Cookie: __Secure-3PSID=«s:'g.a000'+w64»' URL",
  "微博 cookie 里的 SUB=«s:'_2A25'+w90» 有效期一个月")
K("reset_invite_magic_links", "32",
  "Your reset link: https://app.«f:domain»/reset-password?token=«s:w43»&email=«f:email»",
  "Invite URL for the workspace (single use): https://«f:domain»/join/«s:A32»",
  "魔法登录链接：https://«f:domain»/auth/magic?code=«s:w40» 10 分钟有效",
  "@log\n[mailer] sent password_reset to «f:email» link=https://«f:domain»/users/password/edit?reset_password_token=«s:A20»",
  "Supabase invite: https://«p:l20».supabase.co/auth/v1/verify?token=«s:h56»&type=invite")
K("mfa_recovery_codes", "32",
  "GitHub recovery codes:\n«s:h5+'-'+h5»\n«s:h5+'-'+h5»\n«s:h5+'-'+h5»",
  "Backup codes for «f:email» (each works once): «s:d4+' '+d4» «s:d4+' '+d4»",
  "两步验证的备用码：«s:d8» «s:d8»，放在抽屉里",
  "Bitwarden recovery code: «s:U28»",
  "AWS root MFA 的恢复码：«s:l10+'-'+l10»")
K("vpn_client_configs", "32",
  "@file client.ovpn\nremote vpn.«f:domain» 1194\n<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n«s:h32»\n«s:h32»\n«s:h32»\n«s:h32»\n-----END OpenVPN Static key V1-----\n</tls-auth>",
  "@file /etc/openvpn/auth.txt\n«f:user»\n«s:pw»",
  "L2TP 连接：服务器 «f:ip»，预共享密钥 «s:A12»，账号 «f:py» 密码 «s:pwzh»",
  "@file /etc/wireguard/wg0.conf\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = «s:kb»\n[Peer]\nPublicKey = «p:kb»\nPresharedKey = «s:kb»",
  "IPsec PSK for the «f:org» site-to-site tunnel: «s:A32»")
K("proxy_urls_with_credentials", "32",
  "@file ~/.bashrc\nexport HTTPS_PROXY=http://«f:user»:«s:pwu»@proxy.«f:domain»:3128",
  "@cmd\npip install -r requirements.txt --proxy http://svc_build:«s:pwu»@«f:ip»:8080",
  "@cmd\ngit config --global http.proxy http://«f:user»:«s:pwu»@proxy.«f:org».local:8080",
  "公司代理：http://«f:py»:«s:pwu»@10.1.1.1:808 ，不配连不上外网",
  "@file ~/.npmrc\nproxy=http://dev:«s:pwu»@squid.«f:domain»:3128")
K("zh_chat_account_pairs", "05",
  "账号：«f:py» 密码：«s:pwzh»",
  "用户名 admin 密码 «s:pwzh» 登录地址 http://«f:ip»:8080",
  "测试账号给你：13«p:d9» / «s:pwzh»",
  "帐号密码都发你了：«f:py»@«f:cnorg».com，«s:pwzh»",
  "内网 gitlab：root / «s:pwzh»")
K("markdown_credential_tables", "23",
  "| System | User | Password |\n|---|---|---|\n| Jenkins | admin | «s:pw» |\n| Sonar | admin | «s:pw» |",
  "| 系统 | 账号 | 密码 |\n|---|---|---|\n| 禅道 | admin | «s:pwzh» |\n| Jira | «f:py» | «s:pwzh» |",
  "| env | key |\n|---|---|\n| prod | «s:A40» |\n| staging | «s:A40» |",
  "| 环境 | 地址 | 密钥 |\n| --- | --- | --- |\n| 生产 | https://«f:domain» | «s:h32» |",
  "Service accounts\n\nName         Password\n-----------  ------------------\nsvc_backup   «s:pw»\nsvc_monitor  «s:pw»")
K("yaml_json_passwords_nested", "32",
  "@file docker-compose.override.yml\nservices:\n  db:\n    environment:\n      - POSTGRES_PASSWORD=«s:pwu»\n  pgadmin:\n    environment:\n      PGADMIN_DEFAULT_PASSWORD: \"«s:pw»\"",
  "@file config/config.json\n{\"development\": {\"username\": \"root\", \"password\": \"«s:pw»\", \"database\": \"«f:db»\", \"dialect\": \"mysql\"}}",
  "@file conf/config.yaml\nmysql:\n  dsn: \"root:«s:pwu»@tcp(«f:ip»:3306)/«f:db»\"\nredis:\n  password: \"«s:pwu»\"",
  "@file .strapi/.env\nADMIN_JWT_SECRET=«s:b22+'=='»\nAPI_TOKEN_SALT=«s:b22+'=='»\nDATABASE_PASSWORD=«s:pwu»",
  "@file config/settings.yaml\nldap:\n  bind_dn: cn=ro,dc=«f:org»,dc=com\n  bind_password: '«s:pw»'")
K("git_credential_stores", "32",
  "@file ~/.git-credentials\nhttps://«f:user»:«s:ghp»@github.com\nhttps://«f:user»:«s:'glpat-'+w20»@gitlab.«f:domain»",
  "@cmd\ngit clone https://oauth2:«s:'glpat-'+w20»@gitlab.«f:domain»/«f:org»/«f:proj».git",
  "@cmd\ngit clone https://«f:py»:«s:pwu»@gitee.com/«f:cnorg»/«f:proj».git",
  "@file .git/config\n[remote \"origin\"]\n\turl = https://ci:«s:h40»@gitea.«f:domain»/«f:org»/«f:proj».git",
  "@cmd\nprintf 'protocol=https\\nhost=github.com\\nusername=«f:user»\\npassword=«s:'gho_'+A36»\\n' | git credential approve")
K("netrc_pgpass_files", "32",
  "@file ~/.netrc\nmachine api.heroku.com\n  login «f:email»\n  password «s:uuid»",
  "@file ~/.pgpass\n«f:host»:5432:«f:db»:app:«s:pwu»",
  "@file ~/.netrc\nmachine urs.earthdata.nasa.gov login «f:user» password «s:pw»",
  "@file /root/.pgpass\n*:*:*:replicator:«s:pwu»",
  "@file _netrc\nmachine «f:host» login deploy password «s:pw»")
K("registry_tokens_misc", "32",
  "@file ~/.gem/credentials\n---\n:rubygems_api_key: «s:'rubygems_'+h48»",
  "@file ~/.config/hex/hex.config\n{'$repos', #{<<\"hexpm\">> => #{api_key => <<\"«s:h32»\">>}}}.",
  "@file ~/.pub-cache/credentials.json\n{\"accessToken\":\"«s:'ya29.'+w150»\",\"refreshToken\":\"«s:refresh»\"}",
  "@cmd\ndotnet nuget add source https://nuget.pkg.github.com/«f:org»/index.json -n gh -u «f:user» -p «s:ghp» --store-password-in-clear-text",
  "@cmd\nflutter pub token add https://dart.«f:domain» --env-var PUB_TOKEN  # PUB_TOKEN=«s:A40»")
K("jupyter_notebook_outputs", "32",
  "In [3]: os.environ[\"WANDB_API_KEY\"]\nOut[3]: '«s:h40»'",
  "{\"cell_type\": \"code\", \"source\": [\"api_key = '«s:A40»'\\n\", \"client = Client(api_key)\"], \"outputs\": []}",
  "In [12]: creds\nOut[12]: {'user': 'analyst', 'password': '«s:pw»', 'host': '«f:host»'}",
  "Notebook 第 2 个单元格：\nKAGGLE_KEY = \"«s:h32»\"",
  ">>> settings.DATABASES['default']['PASSWORD']\n'«s:pw»'")
K("env_dumps_and_printenv", "32",
  "@out\nprintenv | grep -i -E 'pass|token'\nDB_PASSWORD=«s:pw»\nCI_JOB_TOKEN=«s:'glcbt-'+w20»\nGH_TOKEN=«s:ghp»",
  "@out\ncat /proc/1/environ | tr '\\0' '\\n'\nPATH=/usr/local/sbin:/usr/local/bin\nAPP_SECRET=«s:h64»\nHOME=/root",
  "@out\ndocker inspect api --format '{{json .Config.Env}}'\n[\"NODE_ENV=production\",\"SESSION_SECRET=«s:w40»\",\"PORT=3000\"]",
  "env 输出里有这个：ADMIN_PASSWORD=«s:pwzh»",
  "@out\nheroku config -a «f:proj»\n=== «f:proj» Config Vars\nDATABASE_URL: postgres://u«p:a12»:«s:h64»@ec2-«p:d2»-«p:d3».compute-1.amazonaws.com:5432/d«p:a13»\nSECRET_KEY_BASE: «s:h128»")

K("ticket_issue_leaks", "32",
  "Issue #«p:d4»: Login fails on staging\n\nSteps:\n1. open https://staging.«f:domain»/login\n2. user qa_«f:user», password «s:pw»\n3. 500 error\n\nExpected: dashboard",
  "JIRA «p:U3»-«p:d4» comment by «f:user»: the partner gave us a new sandbox secret «s:A32», can someone update the config?",
  "【缺陷】支付回调验签失败\n复现：商户号 «p:d10»，APIv3 密钥 «s:A32»\n期望：回调正常\n指派：«f:cn»",
  "工单 #«p:d6» 用户反馈：我的账号 «f:py» 密码 «s:pwzh» 登录提示冻结，请处理",
  "Zammad ticket: customer says their integration token «s:w40» stopped working after the upgrade")
K("onboarding_emails", "32",
  "Subject: Your new account\n\nHi «f:user»,\nyour account on «f:domain» has been created.\nUsername: «f:user»\nTemporary password: «s:pw»\nYou'll be asked to change it at first login.",
  "Welcome to the «f:proj» beta! Your API key is «s:'live_'+A32». Keep it safe.",
  "主题：【账号开通】\n«f:cn» 您好，您的 OA 账号已开通。\n账号：«f:py»\n初始密码：«s:pwzh»\n请首次登录后修改。",
  "From: it-helpdesk@«f:domain»\nYour VPN one-time enrolment secret: «s:U20»",
  "邮件：您的 FTP 账号已创建，地址 ftp://«f:ip»，用户 «f:py»，密码 «s:pwzh»")
K("zh_sms_notifications", "05",
  "【«f:cnorg»云】您的服务器 «f:ip» 已开通，root 初始密码：«s:pwzh»，请尽快修改。",
  "【宽带】尊敬的用户，您的宽带账号 0571«p:d8» 密码已重置为 «s:pin»",
  "【校园网】您的上网密码为 «s:pwzh»，有效期至 «f:date»",
  "【银行】您的网银临时登录密码为 «s:A8»，请于24小时内登录修改",
  "短信转发给你：【«f:cnorg»】管理后台初始密码 «s:pwzh» ，请勿泄露")
K("systemd_cron_secrets", "32",
  "@file /etc/systemd/system/«f:proj».service\n[Service]\nEnvironment=\"API_TOKEN=«s:w40»\"\nEnvironment=\"DB_PASSWORD=«s:pwu»\"\nExecStart=/opt/«f:proj»/bin/server",
  "@out\ncrontab -l\n0 3 * * * PGPASSWORD=«s:pwu» pg_dump -h «f:host» «f:db» | gzip > /backup/«f:db».sql.gz",
  "@file /etc/cron.d/sync\n*/15 * * * * root /usr/local/bin/sync --token «s:A40» >/dev/null 2>&1",
  "@file /etc/default/«f:proj»\nOPTS=\"--listen :9100 --auth-password=«s:pw»\"",
  "定时任务里写死了：0 2 * * * mysqldump -uroot -p«s:pwu» --all-databases > /data/bak.sql")
K("windows_unattend_autologon", "32",
  "@file autounattend.xml\n<UserAccounts>\n  <AdministratorPassword>\n    <Value>«s:pw»</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
  "@cmd\nreg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d «s:pw» /f",
  "@file Autologon.reg\n\"AutoAdminLogon\"=\"1\"\n\"DefaultUserName\"=\"kiosk\"\n\"DefaultPassword\"=\"«s:pw»\"",
  "装机镜像的本地管理员密码：«s:pwzh»（unattend.xml 里明文）",
  "@file sysprep/unattend.xml\n<AutoLogon>\n  <Password><Value>«s:pw»</Value><PlainText>true</PlainText></Password>\n  <Username>Administrator</Username>\n</AutoLogon>")
K("db_proxy_userlists", "32",
  "@file /etc/pgbouncer/userlist.txt\n\"app\" \"«s:pw»\"\n\"report\" \"«p:'SCRAM-SHA-256$4096:'+b24+'$'+b43+'=:'+b43»=\"",
  "@file proxysql.cnf\nmysql_users = (\n  { username = \"app\", password = \"«s:pw»\", default_hostgroup = 0 }\n)",
  "@file mycat/conf/server.xml\n<user name=\"root\">\n  <property name=\"password\">«s:pwu»</property>\n  <property name=\"schemas\">«f:db»</property>\n</user>",
  "ShardingSphere 代理配置：authority.users: - root@%:«s:pwzh»",
  "@file odyssey.conf\nstorage \"postgres_server\" {\n\ttype \"remote\"\n}\ndatabase default {\n\tuser \"etl\" {\n\t\tpassword \"«s:pwu»\"\n\t}\n}")

# --- paragraph filler for long documents (unlisted)
PARA_EN = [
    "The nightly batch now finishes in about forty minutes; most of the gain came from batching the inserts and dropping the per-row audit trigger.",
    "We agreed to keep the old endpoint alive until the mobile clients on 3.x drop below five percent of traffic, then remove it in one release.",
    "Disk usage on the log volume is at 71 percent. Retention is fourteen days, compression is on, and the alert threshold is 85 percent.",
    "Reminder that the staging environment is rebuilt every Monday at 06:00, so anything you deploy by hand there will disappear.",
    "Latency p99 for the checkout path went from 820 ms to 540 ms after the connection pool change; error rate is flat.",
    "The migration script is idempotent and can be rerun safely; it skips tables that already carry the new column.",
    "Two customers reported duplicate emails. Root cause was a retry without an idempotency key; the fix is in review.",
    "Owners: platform team for the cluster, data team for the warehouse, and the on-call rotation for everything paged.",
    "Backups are verified weekly by restoring the latest snapshot into a scratch instance and running the smoke queries.",
    "We will revisit the cache eviction policy after the traffic test next sprint; until then the TTL stays at five minutes.",
]
PARA_ZH = [
    "本周主要完成了订单服务的拆分，接口兼容旧版本，灰度比例从百分之十逐步放到百分之百。",
    "日志盘使用率已经到百分之七十二，保留周期十四天，告警阈值设为百分之八十五。",
    "测试环境每周一早上六点重建，手工部署的内容会被清掉，请走流水线发布。",
    "结算链路 p99 延迟从八百毫秒降到五百多毫秒，主要是连接池参数调整带来的收益。",
    "迁移脚本可以重复执行，已经加了字段的表会自动跳过，不会重复修改。",
    "有两位客户反馈收到重复通知，原因是重试时没有带幂等键，修复已经提交评审。",
    "集群归平台组负责，数仓归数据组负责，告警统一由值班同学处理。",
    "每周会把最新快照恢复到临时实例上跑一遍冒烟查询，确认备份可用。",
    "缓存淘汰策略等下个迭代压测之后再定，目前过期时间保持五分钟。",
    "新人入职第一周先熟悉发布流程和监控大盘，第二周开始参与值班。",
]


# ---------------------------------------------------------------- harmless kinds
HK = []


def H(name, ratio, *tpls):
    HK.append((name, ratio, list(tpls)))


H("env_and_vault_reads_in_code", "9,6",
  "@file app/config.py\nDB_PASSWORD = os.environ[\"DB_PASSWORD\"]\nAPI_KEY = os.getenv(\"PAYMENTS_API_KEY\", \"\")",
  "@file src/env.ts\nconst token = process.env.GITHUB_TOKEN ?? (() => { throw new Error('GITHUB_TOKEN missing') })();",
  "@file internal/cfg/cfg.go\npass := os.Getenv(\"REDIS_PASSWORD\")\nif pass == \"\" {\n\tlog.Fatal(\"REDIS_PASSWORD not set\")\n}",
  "@file src/main/java/Db.java\nString pwd = System.getenv(\"DB_PASS\");\nString key = vault.logical().read(\"secret/data/«f:proj»\").getData().get(\"api_key\");",
  "@file src/config.rs\nlet secret = std::env::var(\"JWT_SECRET\").expect(\"JWT_SECRET must be set\");",
  "@file deploy.ps1\n$token = (Get-AzKeyVaultSecret -VaultName «f:org»-kv -Name 'deploy-token' -AsPlainText)",
  "@file app/settings.py\nclient = hvac.Client(url=VAULT_ADDR)\npassword = client.secrets.kv.v2.read_secret_version(path='«f:proj»/db')['data']['data']['password']",
  "@file lib/secrets.rb\nSTRIPE_KEY = Rails.application.credentials.dig(:stripe, :secret_key)")
H("template_and_interpolation_refs", "10,5",
  "@file templates/secret.yaml\nstringData:\n  password: {{ .Values.db.password | quote }}\n  apiKey: {{ required \"apiKey\" .Values.apiKey }}",
  "@file roles/db/templates/my.cnf.j2\n[client]\nuser={{ mysql_user }}\npassword={{ mysql_password }}",
  "@file docker-compose.yml\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      REDIS_URL: redis://:${REDIS_PASSWORD}@redis:6379",
  "@file azure-pipelines.yml\n  - script: ./deploy.sh --token $(DEPLOY_TOKEN) --password $(SqlPassword)",
  "@file config/database.yml\nproduction:\n  password: <%= ENV['DATABASE_PASSWORD'] %>",
  "@file octopus/vars.json\n{\"ConnectionString\": \"Server=#{DbHost};Password=#{DbPassword}\"}",
  "@file logging.ini\n[handler_smtp]\nargs=('smtp.«f:domain»', 'noreply@«f:domain»', ['ops@«f:domain»'], 'alert', ('%(user)s', '%(password)s'))",
  "@file .github/workflows/ci.yml\n        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n          SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}")
H("placeholders_en", "9,6",
  "@file .env.example\nOPENAI_API_KEY=your-openai-api-key-here\nDB_PASSWORD=changeme\nJWT_SECRET=replace-with-a-long-random-string",
  "Set `api_key: <YOUR_API_KEY>` in config.yaml and restart the worker.",
  "@file config.sample.toml\n[auth]\ntoken = \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"\npassword = \"REPLACE_ME\"",
  "export ANTHROPIC_API_KEY=sk-ant-...   # paste your key here",
  "@file README.md\n```bash\ncurl -H \"Authorization: Bearer $TOKEN\" https://api.«f:domain»/v1/me\n```\nwhere `$TOKEN` is the value from Settings → API.",
  "@file docker-compose.yml\n      MYSQL_ROOT_PASSWORD: example\n      # change this before deploying",
  "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX (get it from the dashboard, never commit it)",
  "@file settings.example.json\n{\"clientId\": \"<client-id>\", \"clientSecret\": \"<client-secret>\", \"tenant\": \"<tenant-id>\"}")
H("placeholders_zh", "0,15",
  "把 .env 里的 API_KEY=你的密钥 改成自己申请的 key 就行",
  "配置示例：\naccess_key_id: 请填写你的AccessKeyId\naccess_key_secret: 请填写你的AccessKeySecret",
  "password 那一栏先随便填个 123456 占位，上线前换成正式的（正式密码找运维要）",
  "@file config.example.yaml\nwechat:\n  appid: wx开头的appid\n  secret: 这里填公众号后台的AppSecret",
  "调用示例：curl -H 'Authorization: Bearer <你的token>' https://api.«f:domain»/v1/chat",
  "DEEPSEEK_API_KEY=sk-此处替换为你自己的key，注意不要上传到 GitHub",
  "文档里写的 SecretKey=xxxxxxxxxxxxxxxx 只是示例，实际值在控制台查看")
H("masked_and_truncated_values", "10,5",
  "OPENAI_API_KEY=sk-proj-…q9Xw (masked in the dashboard)",
  "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account «f:user» (keyring)\n  - Token: gho_************************************",
  "Current password: ••••••••••  [Show]",
  "{\"db\": {\"user\": \"app\", \"password\": \"[hidden]\"}, \"apiKey\": \"****************\"}",
  "$ heroku config:get DATABASE_URL -a «f:proj» | sed 's/:[^:@]*@/:***@/'\npostgres://u«p:a12»:***@ec2-«p:d2»-«p:d3».compute-1.amazonaws.com:5432/d«p:a13»",
  "控制台显示的 AccessKey Secret：************（仅创建时可见）",
  "token 已脱敏：ghp_****«p:A4»，如需完整值请走审批",
  "$ kubectl get secret db -o yaml | grep password\n  password: <set>  # value hidden by kubectl-neat")
H("release_checksums", "9,6",
  "$ sha256sum «f:proj»-«f:ver»-linux-amd64.tar.gz\n«p:h64»  «f:proj»-«f:ver»-linux-amd64.tar.gz",
  "@file SHA256SUMS\n«p:h64»  «f:proj»_«f:ver»_darwin_arm64.zip\n«p:h64»  «f:proj»_«f:ver»_linux_amd64.zip\n«p:h64»  «f:proj»_«f:ver»_windows_amd64.zip",
  "PS> Get-FileHash .\\setup-«f:ver».exe -Algorithm SHA256\n\nAlgorithm       Hash                                                                   Path\n---------       ----                                                                   ----\nSHA256          «p:H64»       C:\\Downloads\\setup-«f:ver».exe",
  "md5: «p:h32»\nsha1: «p:h40»\n(from the mirror's checksum page)",
  "下载后校验一下：sha256 应该是 «p:h64»，不一致就重新下",
  "certutil -hashfile 安装包.msi SHA256\nSHA256 的 安装包.msi 哈希:\n«p:h64»\nCertUtil: -hashfile 命令成功完成。")
H("commit_shas_and_refs", "10,5",
  "Bisected it: first bad commit is «p:h40» (\"refactor pool init\"). Reverting «p:h7» fixes it.",
  "$ git rev-parse HEAD\n«p:h40»\n$ git describe --tags\nv«f:ver»-«p:d2»-g«p:h7»",
  "GITHUB_SHA=«p:h40»\nGITHUB_REF=refs/heads/main\nGITHUB_RUN_ID=«p:d10»",
  "Merge pull request #«p:d4» from «f:org»/fix-timeout\n\n«p:h40»",
  "回滚到 «p:h40» 就好了，后面那个 commit «p:h7» 引入了空指针",
  "$ git reflog -3\n«p:h7» HEAD@{0}: commit: tidy imports\n«p:h7» HEAD@{1}: rebase (finish)\n«p:h7» HEAD@{2}: checkout: moving from main to dev")
H("request_and_correlation_ids", "9,6",
  "Error 500. Please contact support with request id «p:uuid».",
  "< HTTP/2 403\n< x-amz-request-id: «p:U16»\n< x-amz-id-2: «p:b76»\n< x-request-id: «p:uuid»",
  "{\"Response\": {\"Error\": {\"Code\": \"AuthFailure.SignatureExpire\", \"Message\": \"签名过期\"}, \"RequestId\": \"«p:uuid»\"}}",
  "阿里云返回：RequestId: «p:U8»-«p:U4»-«p:U4»-«p:U4»-«p:U12»，错误码 Forbidden.RAM",
  "X-Amzn-Trace-Id: Root=1-«p:h8»-«p:h24»;Parent=«p:h16»;Sampled=1",
  "cf-ray: «p:h16»-FRA\nx-correlation-id: «p:uuid»")
H("trace_and_span_ids", "10,5",
  "traceparent: 00-«p:h32»-«p:h16»-01",
  "{\"level\":\"error\",\"msg\":\"upstream timeout\",\"trace_id\":\"«p:h32»\",\"span_id\":\"«p:h16»\",\"service\":\"«f:svc»\"}",
  "Sentry event «p:h32» — TypeError: Cannot read properties of undefined (reading 'id')",
  "sentry-trace: «p:h32»-«p:h16»-1\nbaggage: sentry-environment=prod,sentry-release=«f:ver»",
  "链路追踪 TraceId：«p:h32»，在 SkyWalking 里搜这个能看到慢 SQL",
  "dd.trace_id=«p:d19» dd.span_id=«p:d19» level=warn msg=\"retrying\"")
H("ssh_public_keys", "9,6",
  "@file cloud-init/user-data.yaml\nusers:\n  - name: deploy\n    ssh_authorized_keys:\n      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:b43» deploy@«f:host»",
  "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:b43» «f:email»",
  "resource \"aws_key_pair\" \"ops\" {\n  key_name   = \"ops\"\n  public_key = \"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ«p:b300» ops@laptop\"\n}",
  "把这个公钥加到服务器 authorized_keys 里：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:b43» «f:py»@mbp",
  "Deploy keys: «f:proj»-ci (read-only) SHA256:«p:b43» added «f:date»",
  "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB«p:b87»= root@«f:host»")
H("kubeconfig_ca_and_certs", "10,5",
  "@file ~/.kube/config\nclusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM«p:b300»\n    server: https://«f:ip»:6443\n  name: «f:proj»",
  "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU«p:b44»\n«p:b64»\n«p:b64»\n«p:b64»\n«p:b40»==\n-----END CERTIFICATE-----",
  "$ openssl s_client -connect «f:domain»:443 -showcerts </dev/null 2>/dev/null | head -3\nCONNECTED(00000003)\n---\nCertificate chain\n 0 s:CN = «f:domain»\n   i:C = US, O = Let's Encrypt, CN = R11",
  "CA 证书（公开的，可以随便发）：\n-----BEGIN CERTIFICATE-----\nMIIFazCCA1OgAwIBAgIR«p:b42»\n«p:b64»\n«p:b64»\n«p:b30»=\n-----END CERTIFICATE-----",
  "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«p:b64»\n«p:b24»==\n-----END PUBLIC KEY-----",
  "Certificate fingerprint (SHA-256): «p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»:«p:H2»")
H("crypto_tool_public_keys", "9,6",
  "@file wg0-peers.conf\n[Peer]\n# «f:user» laptop\nPublicKey = «p:kb»\nAllowedIPs = 10.8.0.«p:d2»/32",
  "@file .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: «p:agepub»",
  "minisign public key: RWQ«p:b53»",
  "my nostr: «p:npub»",
  "WireGuard 服务端公钥：«p:kb» ，客户端把它填到 [Peer] 里",
  "untrusted comment: signify public key\nRWS«p:b53»",
  "$ age-keygen -y key.txt\n«p:agepub»")
H("base64_non_secret_content", "10,5",
  "$ echo -n 'hello from «f:proj»' | base64\n«e:hello:f.proj»",
  "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n«p:'SGkgdGVhbSwgdGhlIHJlbGVhc2Ugbm90ZXMgYXJlIGF0dGFjaGVkLiBUaGFua3Mh'»",
  "@file k8s/configmap.yaml\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ«p:b80»",
  "{\"cursor\": \"eyJvZmZzZXQiOjEwMCwic29ydCI6ImNyZWF0ZWRfYXQifQ\", \"has_more\": true}",
  "分页游标 next_token=eyJwYWdlIjoyLCJzaXplIjo1MH0= 原样传回来即可",
  "@file fixtures/message.json\n{\"data\": \"eyJldmVudCI6Im9yZGVyLmNyZWF0ZWQiLCJpZCI6MTIzfQ==\", \"attributes\": {\"type\": \"order\"}}")
H("password_talk_en", "15,0",
  "I reset my password yesterday and the new one is in 1Password under «f:proj»-admin, ask me for access.",
  "Passwords must be at least 12 characters and can't reuse the last five.",
  "The forgot-password link expired before I clicked it, can you resend?",
  "We never log passwords; the auth service only stores argon2id hashes.",
  "FYI the wifi password changed, it's on the whiteboard in the kitchen.",
  "Can you DM me the staging token? Don't paste it in the channel.",
  "Rotating the API keys is scheduled for Thursday; expect a short outage of the webhook sender.",
  "If you see \"invalid password\" on first login, wait a minute for LDAP to sync and try again.")
H("password_talk_zh", "0,15",
  "密码已经通过短信发给你了，注意查收",
  "初始密码请找运维同学要，不要在群里问",
  "密码要求：至少 12 位，包含大小写字母、数字和特殊字符，90 天强制修改",
  "我刚把 VPN 密码改了，新密码放在公司密码管理器里了",
  "忘记密码的话在登录页点“找回密码”，验证码会发到绑定手机",
  "这次泄露的只是用户名，密码是加盐哈希存的，不用慌",
  "API 密钥明天统一轮换，轮换期间回调可能会失败几分钟")
H("cli_prompts_without_value", "9,6",
  "$ mysql -u root -p\nEnter password:\nWelcome to the MySQL monitor.",
  "$ echo \"$CR_PAT\" | docker login ghcr.io -u «f:user» --password-stdin\nLogin Succeeded",
  "$ psql -h «f:host» -U app -W «f:db»\nPassword:\npsql (16.4)",
  "$ keytool -list -keystore release.jks\nEnter keystore password:\nKeystore type: PKCS12",
  "$ ldapsearch -x -W -D cn=admin,dc=«f:org»,dc=com -b dc=«f:org»,dc=com\nEnter LDAP Password:",
  "执行 sudo 的时候提示：[sudo] password for «f:py»: 输完回车就行，不会显示",
  "$ openssl rsa -in server.key -out plain.key\nEnter pass phrase for server.key:\nwriting RSA key",
  "$ ansible-playbook site.yml --ask-vault-pass\nVault password:")
H("secret_manager_commands", "10,5",
  "$ aws secretsmanager get-secret-value --secret-id prod/«f:proj»/db --query SecretString --output text | jq -r .password | pbcopy",
  "$ op run --env-file=.env.tpl -- npm start",
  "$ vault kv get -field=password secret/«f:proj»/postgres > /dev/null && echo ok\nok",
  "$ doppler run --project «f:proj» --config prd -- ./server",
  "用 sops -d secrets.enc.yaml | kubectl apply -f - 解密后直接应用，不落盘",
  "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d | wc -c\n24",
  "$ gcloud secrets versions access latest --secret=«f:proj»-api-key --out-file=/run/secrets/api_key")
H("content_hashes_and_etags", "9,6",
  "ETag: \"«p:h32»\"\nIf-None-Match: W/\"«p:h40»\"",
  "assets: main.«p:h8».js (212 kB), vendor.«p:h20».js (1.1 MB), styles.«p:h8».css",
  "ipfs://bafybei«p:y52»",
  "magnet:?xt=urn:btih:«p:h40»&dn=ubuntu-24.04-desktop-amd64.iso",
  "S3 对象的 ETag 是 \"«p:h32»-«p:d2»\"，分片上传的所以不是纯 md5",
  "$ git hash-object README.md\n«p:h40»",
  "content-digest: sha-256=:«p:kb»:")
H("config_keys_with_harmless_values", "10,5",
  "@file config/auth.yaml\npassword_min_length: 12\npassword_max_age_days: 90\ntoken_ttl_seconds: 3600\nsecret_rotation: weekly",
  "@file settings.py\nPASSWORD_HASHERS = [\"django.contrib.auth.hashers.Argon2PasswordHasher\"]\nAUTH_PASSWORD_VALIDATORS = []",
  "@file gateway.yaml\napi_key_header: X-API-Key\ntoken_endpoint: https://auth.«f:domain»/oauth2/token\nsecret_store: vault",
  "@file .env\nPASSWORD_RESET_TIMEOUT=86400\nSESSION_COOKIE_SECURE=true\nTOKEN_ALGORITHM=RS256",
  "配置项说明：password.retry.max=5（连续输错 5 次锁定），token.expire=7200（秒）",
  "@file keycloak-realm.json\n{\"passwordPolicy\": \"length(12) and digits(1) and notUsername\", \"accessTokenLifespan\": 300}")
H("llm_token_counts", "9,6",
  "usage: prompt_tokens=1832 completion_tokens=412 total_tokens=2244",
  "{\"model\": \"gpt-4o-mini\", \"max_tokens\": 4096, \"temperature\": 0.2, \"stop\": [\"<|endoftext|>\"]}",
  ">>> enc.encode(\"hello world\")\n[15339, 1917]",
  "这次调用消耗了 3,204 个 token，按每百万 token 2 元计费",
  "tokenizer_config.json: {\"bos_token\": \"<s>\", \"eos_token\": \"</s>\", \"pad_token\": \"<pad>\", \"model_max_length\": 32768}",
  "Context: 128k tokens, output limit 8k tokens; we truncate history at 100k.")
H("blockchain_public_addresses", "10,5",
  "Send testnet coins to tb1q«p:e38»",
  "xpub6C«p:m105»",
  "Solana program id: «p:m44»",
  "收款地址（TRC20）：T«p:m33»",
  "bc1q«p:e38» (cold wallet, watch-only)",
  "tx: 0x«p:h64» confirmed in block «p:d8»")
H("cn_business_identifiers", "0,15",
  "订单号 «p:d19»，物流单号 SF«p:d12»，麻烦帮查一下",
  "支付宝交易号 2026«p:d24»，金额 199.00 元",
  "用户 openid：o«p:w27»，unionid：o«p:w27»",
  "统一社会信用代码 91«p:d6»MA«p:U8»，发票抬头 «f:cnorg»科技有限公司",
  "微信支付订单 4200«p:d24» 已退款",
  "备案号 京ICP备«p:d8»号-1，公安备案 11010«p:d9»",
  "快递单号 YT«p:d13» 显示已签收")
H("document_and_media_ids", "9,6",
  "Spec doc: https://docs.google.com/document/d/1«p:w43»/edit",
  "Notion page https://www.notion.so/«f:org»/Roadmap-«p:h32»",
  "Figma: https://www.figma.com/design/«p:A22»/Checkout?node-id=12-345",
  "demo video https://youtu.be/«p:w11»",
  "飞书文档链接：https://«f:cnorg».feishu.cn/docx/«p:A27»",
  "语雀：https://www.yuque.com/«f:cnorg»/kb/«p:l16»")
H("container_and_build_ids", "10,5",
  "$ docker ps --no-trunc --format '{{.ID}} {{.Names}}'\n«p:h64» «f:proj»-api-1\n«p:h64» «f:proj»-db-1",
  "pod uid: «p:uuid»  node: ip-«p:d2»-«p:d1»-«p:d2»-«p:d3».ec2.internal",
  "$ file ./server\n./server: ELF 64-bit LSB executable, x86-64, BuildID[sha1]=«p:h40», stripped",
  "Build «p:d5» finished: image «f:proj»:«p:h12»",
  "容器 ID «p:h12» 一直 Restarting，看下 docker logs",
  "Go build ID: \"«p:w20»/«p:w20»/«p:w20»/«p:w20»\"")
H("sql_schema_and_bind_params", "9,6",
  "CREATE TABLE users (\n  id BIGSERIAL PRIMARY KEY,\n  email TEXT UNIQUE NOT NULL,\n  password_hash TEXT NOT NULL,\n  api_token_last4 CHAR(4)\n);",
  "cur.execute(\"SELECT id FROM users WHERE email = %s AND password_hash = crypt(%s, password_hash)\", (email, password))",
  "UPDATE api_keys SET revoked_at = now() WHERE key_prefix = :prefix;",
  "字段说明：pwd_salt 存盐值，pwd_hash 存 bcrypt 结果，明文密码不落库",
  "SELECT COUNT(*) FROM sessions WHERE token_expires_at < now(); -- 12873",
  "ALTER TABLE integrations ADD COLUMN secret_ref TEXT; -- points to vault path")
H("redacted_log_lines", "10,5",
  "Started POST \"/users/sign_in\" for «f:ip»\n  Parameters: {\"user\"=>{\"email\"=>\"«f:email»\", \"password\"=>\"[FILTERED]\"}}",
  "«f:date»T«f:time»Z INFO auth: login ok user=«f:user» mfa=totp",
  "DEBUG http: > Authorization: Bearer ***\nDEBUG http: < 200 OK (142ms)",
  "level=info msg=\"token refreshed\" expires_in=3600 client=«f:proj»-web",
  "[WARN] connection string: Server=«f:host»;User Id=app;Password=******;",
  "登录成功 user=«f:py» ip=«f:ip» 密码错误次数已清零",
  "api_key=<redacted> status=401 path=/v1/sync")
H("public_app_identifiers", "9,6",
  "<script src=\"https://www.paypal.com/sdk/js?client-id=A«p:w79»&currency=EUR\"></script>",
  "const vapidPublicKey = 'B«p:w86»';",
  "FB.init({ appId: '«p:d15»', version: 'v21.0' });",
  "Apple Pay merchant identifier: merchant.com.«f:org».«f:proj»",
  "小程序 AppID：wx«p:h16»（公开信息，前端可见）",
  "ALGOLIA_APP_ID=«p:U10»")
H("generated_names_and_slugs", "10,5",
  "NAME                          READY   STATUS    RESTARTS\n«f:svc»-«p:h10»-«p:l5»      1/1     Running   0\n«f:svc»-«p:h10»-«p:l5»      1/1     Running   2",
  "created bucket «f:proj»-artifacts-«p:a12»",
  "tmp file: /tmp/tmp«p:a8»_«p:a6».json",
  "heroku create → https://«p:l6»-«p:l8»-«p:d5»-«p:h12».herokuapp.com/",
  "临时目录 /var/folders/«p:a2»/«p:a30»/T/ 清理一下",
  "Vercel preview: https://«f:proj»-«p:a9»-«f:org».vercel.app")
H("password_policy_docs_zh_en", "9,6",
  "NIST 800-63B: don't force periodic password changes; check new passwords against breach lists instead.",
  "等保 2.0 要求：口令长度不少于 8 位，三种以上字符组合，定期更换",
  "Lockout policy: 5 failed attempts lock the account for 15 minutes; admins can unlock in the console.",
  "The `passwd` command asks twice and won't echo; if the two entries differ it prints \"Sorry, passwords do not match\".",
  "密码策略已更新：禁止使用最近 5 次用过的密码",
  "API keys are shown once at creation; if you lose one, revoke it and create another.")


# ---------------------------------------------------------------- generation

def chat_prefix(lang):
    t = "[%02d:%02d] " % (R.randint(7, 23), R.randint(0, 59))
    if lang == "zh":
        return R.choice((t + filler("cn") + "：", "「" + filler("cn") + "」", "[群消息] " + filler("cn") + "：",
                         "回复 @" + filler("cn") + "：", t, "企业微信 " + filler("cn") + "：", ""))
    return R.choice((t + filler("user") + ": ", "<" + filler("user") + "> ", filler("user") + " wrote:\n",
                     "#ops " + filler("user") + ": ", t, "> ", ""))


def langs_for(ratio, total):
    if "," in ratio:
        ne, nz = map(int, ratio.split(","))
    else:
        ne, nz = int(ratio[0]), int(ratio[1])
    assert ne + nz == total, ratio
    pos = [int((i + 0.5) * total / nz) for i in range(nz)]
    return ["zh" if i in pos else "en" for i in range(total)]


def make_sample(tpl, lang, secret):
    ctx = Ctx()
    body = render(tpl, ctx)
    text = place(body, None, lang) if is_placed(tpl) else body
    if not is_placed(tpl) and "\n" not in tpl.strip() and (not secret or R.random() < 0.5):
        p = chat_prefix(lang)
        text = p + text if not p.endswith("\n") else p + text
    return text, ctx.listed


def generate():
    harmless, secrets = [], []
    texts = set()          # membership only
    all_texts = []         # ordered list of every accepted text
    listed_all = []        # ordered list of listed values
    listed_set = set()     # membership only

    for name, ratio, tpls in HK:
        langs = langs_for(ratio, 15)
        ptr, use = 0, {}
        for lang in langs:
            cands = [i for i, t in enumerate(tpls) if compatible(t, lang)]
            assert cands, (name, lang)
            low = min(use.get(i, 0) for i in cands)
            cands = [i for i in cands if use.get(i, 0) == low] + [i for i in cands if use.get(i, 0) != low]
            nlow = sum(1 for i in cands if use.get(i, 0) == low)
            start = next((j for j, i in enumerate(cands[:nlow]) if i >= ptr), 0)
            for attempt in range(200):
                t = tpls[cands[(start + attempt) % len(cands)]]
                text, _ = make_sample(t, lang, False)
                if text in texts or (lang == "zh" and not CJK.search(text)):
                    continue
                break
            else:
                raise RuntimeError("harmless redraw failed: %s" % name)
            ptr = tpls.index(t) + 1
            use[ptr - 1] = use.get(ptr - 1, 0) + 1
            texts.add(text)
            all_texts.append(text)
            harmless.append({"kind": name, "lang": lang, "text": text})

    for name, ratio, tpls in SK:
        langs = langs_for(ratio, 5)
        ptr, use = 0, {}
        for lang in langs:
            cands = [i for i, t in enumerate(tpls) if compatible(t, lang)]
            if not cands:
                raise RuntimeError("no %s template for %s" % (lang, name))
            low = min(use.get(i, 0) for i in cands)
            cands = [i for i in cands if use.get(i, 0) == low] + [i for i in cands if use.get(i, 0) != low]
            nlow = sum(1 for i in cands if use.get(i, 0) == low)
            start = next((j for j, i in enumerate(cands[:nlow]) if i >= ptr), 0)
            for attempt in range(200):
                t = tpls[cands[(start + attempt // 3) % len(cands)]]
                text, listed = make_sample(t, lang, True)
                ok = listed and all(len(v) >= 6 and v in text for v in listed)
                ok = ok and text not in texts and (lang == "en" or CJK.search(text))
                if ok:
                    for i, v in enumerate(listed):
                        if v in listed_set or any(v in o or o in v for o in listed[:i] + listed[i + 1:]):
                            ok = False
                            break
                if ok and any(v in x for v in listed for x in all_texts):
                    ok = False
                if ok and any(o in text for o in listed_all):
                    ok = False
                if ok and any(v in o or o in v for v in listed for o in listed_all):
                    ok = False
                if ok:
                    break
            else:
                raise RuntimeError("secret redraw failed: %s" % name)
            ptr = tpls.index(t) + 1
            use[ptr - 1] = use.get(ptr - 1, 0) + 1
            texts.add(text)
            all_texts.append(text)
            for v in listed:
                listed_all.append(v)
                listed_set.add(v)
            secrets.append({"kind": name, "lang": lang, "text": text, "secrets": listed})
    return {"secrets": secrets, "harmless": harmless}


def check(doc):
    assert list(doc) == ["secrets", "harmless"]
    S, Hm = doc["secrets"], doc["harmless"]
    for s in S:
        assert tuple(s) == SECRET_KEYS, s
        assert s["lang"] in ("en", "zh")
        assert s["secrets"], s
        for v in s["secrets"]:
            assert len(v) >= 6 and v in s["text"], (s["kind"], v)
    for h in Hm:
        assert tuple(h) == HARMLESS_KEYS, h
        assert h["lang"] in ("en", "zh")
    vals = [v for s in S for v in s["secrets"]]
    assert len(vals) == len(set(vals)), "listed values not unique"
    alltexts = [(i, x["text"]) for i, x in enumerate(S + Hm)]
    assert len(set(t for _, t in alltexts)) == len(alltexts), "duplicate text"
    owner = {}
    for i, s in enumerate(S):
        for v in s["secrets"]:
            owner[v] = i
    for v in vals:
        for i, t in alltexts:
            if i != owner[v] and v in t:
                raise AssertionError("value of sample %d appears in text %d: %r" % (owner[v], i, v))
    for x in S + Hm:
        if x["lang"] == "zh":
            assert CJK.search(x["text"]), x
    kinds_s = {}
    for s in S:
        kinds_s[s["kind"]] = kinds_s.get(s["kind"], 0) + 1
    kinds_h = {}
    for h in Hm:
        kinds_h[h["kind"]] = kinds_h.get(h["kind"], 0) + 1
    assert len(S) >= 600 and len(kinds_s) >= 120 and all(5 <= n <= 8 for n in kinds_s.values())
    assert len(Hm) >= 400 and len(kinds_h) >= 25
    zh = sum(1 for x in S + Hm if x["lang"] == "zh")
    share = zh / len(S + Hm)
    assert 0.40 <= share <= 0.45, share
    return kinds_s, kinds_h


def table(doc):
    rows = []
    for part in ("secrets", "harmless"):
        order, cnt = [], {}
        for x in doc[part]:
            k = x["kind"]
            if k not in cnt:
                order.append(k)
                cnt[k] = [0, 0, 0]
            cnt[k][0 if x["lang"] == "en" else 1] += 1
            cnt[k][2] += len(x.get("secrets", ()))
        rows.append("== %s: %d samples, %d kinds" % (part, len(doc[part]), len(order)))
        for k in order:
            e, z, n = cnt[k]
            rows.append("  %-34s en %2d  zh %2d" % (k, e, z) + ("  listed %3d" % n if part == "secrets" else ""))
    S, Hm = doc["secrets"], doc["harmless"]
    zs = sum(1 for x in S if x["lang"] == "zh")
    zh_ = sum(1 for x in Hm if x["lang"] == "zh")
    vals = [v for s in S for v in s["secrets"]]
    rows.append("secrets %d (zh %d, %.1f%%), listed %d, >200 chars %d, longest %d" % (
        len(S), zs, 100 * zs / len(S), len(vals), sum(1 for v in vals if len(v) > 200), max(map(len, vals))))
    rows.append("harmless %d (zh %d, %.1f%%)" % (len(Hm), zh_, 100 * zh_ / len(Hm)))
    rows.append("overall zh %.1f%% (%d of %d)" % (100 * (zs + zh_) / (len(S) + len(Hm)), zs + zh_, len(S) + len(Hm)))
    return "\n".join(rows)


def main():
    doc = generate()
    check(doc)
    here = os.path.dirname(os.path.abspath(__file__))
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(here, "j.json"), "wb") as f:
        f.write(data)
    digest = hashlib.sha256(data).hexdigest()
    with open(os.path.join(here, "j.sha256"), "w") as f:
        f.write(digest + "  j.json\n")
    if "-v" in sys.argv:
        print(table(doc))
    print("sha256", digest)


if __name__ == "__main__":
    main()
