#!/usr/bin/env python3
"""make_h.py - blind evaluation corpus H for agent-memory secret redaction.

Standard library only.  Fixed seed.  No iteration over sets.  Output is
byte-identical whatever PYTHONHASHSEED is.

Template mini-language (inside a template text):
  «s:SPEC»         secret value, listed
  «s=NAME:SPEC»    secret value, listed, remembered as NAME
  «p:SPEC»         public filler (not listed); «p=NAME:SPEC» remembers it
  «d=NAME:SPEC»    define a secret silently (emitted later in pieces)
  «=NAME»          emit a remembered value again (listed only once)
  «part:NAME:i/n»  emit piece i of n of NAME, the piece is listed
  «wrap:NAME:W:J»  emit NAME cut every W chars, pieces joined by "\\n"+J,
                   every piece listed
  «f:KEY»          named filler, stable within one sample (org, user, ...)
SPEC: literal text mixed with [xN] (N random chars of class x) and named
tokens such as [uuid] [pw] [pwc]; or @func(arg,...) for structured values.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys

SEED = 0x7A11B0D5
R = random.Random(SEED)

OUT_DIR = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = os.path.join(OUT_DIR, "h.json")
OUT_SHA = os.path.join(OUT_DIR, "h.sha256")

# JSON layout: {"secrets": [sample, ...], "harmless": [sample, ...]}
# secret sample keys, harmless sample keys (order as written):
SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]

# ---------------------------------------------------------------- alphabets
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
DIG = string.digits
CLS = {
    "a": LOW + UPP + DIG,
    "l": LOW + DIG,
    "L": LOW,
    "U": UPP,
    "A": UPP + DIG,
    "h": "0123456789abcdef",
    "H": "0123456789ABCDEF",
    "d": DIG,
    "b": UPP + LOW + DIG + "+/",
    "u": UPP + LOW + DIG + "-_",
    "B": "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
    "T": UPP + "234567",
    "z": LOW + UPP + DIG + "-_.~",
    "n": "abcdefghjkmnpqrstuvwxyz23456789",
    "N": "ABCDEFGHJKLMNPQRSTUVWXYZ23456789",
}
B58 = CLS["B"]

WORDS = ("amber anchor aspen badger basalt beacon birch bramble canyon cedar "
         "cinder cobalt comet coral crimson dune ember falcon fern fjord flint "
         "gale garnet glacier granite harbor hazel heron indigo juniper kelp "
         "lantern lichen lilac marble meadow mesa monsoon moss nectar nimbus "
         "oasis onyx orchid otter pebble pine plume prairie quartz raven reef "
         "ridge river saffron sage sequoia shale sierra slate sparrow spruce "
         "summit tamarind thistle thunder tundra umber velvet violet walnut "
         "willow yarrow zephyr").split()
SYLL = ("an bai bo chen cheng chun dan dong fang fei feng gang guo hai hao hong "
        "hua hui jia jian jie jing jun kai lan lei li liang lin ling long mei "
        "min ming na ning peng ping qiang qing rui shan sheng shu tao ting wei "
        "wen xia xiang xin xiu xu yan yang yi ying yong yu yuan yue yun ze "
        "zhen zhi zhong").split()
SURN = ("wang li zhang liu chen yang zhao huang zhou wu xu sun hu zhu gao lin "
        "he guo ma luo").split()


def rs(cls, n):
    a = CLS[cls]
    return "".join(R.choice(a) for _ in range(n))


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def b58enc(bs):
    n = int.from_bytes(bs, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = 0
    for c in bs:
        if c == 0:
            pad += 1
        else:
            break
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def uuid4():
    h = rs("h", 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- passwords
def pw_en(urlsafe=False):
    sym = "-_.~!" if urlsafe else "!@#*-_.+"
    W = lambda: R.choice(WORDS)
    s = R.randrange(7)
    if s == 0:
        v = W().capitalize() + str(R.randrange(1000, 9999)) + R.choice(sym)
    elif s == 1:
        v = W() + R.choice(sym) + W().capitalize() + str(R.randrange(10, 99))
    elif s == 2:
        v = (R.choice(["Spring", "Summer", "Autumn", "Winter", "Fall"]) +
             R.choice(sym) + str(R.randrange(2019, 2026)) + W()[:3])
    elif s == 3:
        v = "".join(R.choice([w[0].upper(), w[0]]) for w in
                    [W() for _ in range(5)]) + R.choice(sym) + rs("d", 3) + rs("L", 2)
    elif s == 4:
        v = W() + "." + W() + "." + rs("d", 4)
    elif s == 5:
        v = W().capitalize() + rs("d", 2) + R.choice(sym) + W().upper()[:4]
    else:
        v = "".join(R.choice(CLS["a"] + sym) for _ in range(R.randrange(12, 18)))
        v = v[:3] + R.choice(sym) + v[4:8] + R.choice(DIG) + v[9:]
    return v


def pw_cn(urlsafe=False):
    sym = "-_.~!" if urlsafe else "@#!._"
    s = R.randrange(6)
    if s == 0:
        v = R.choice(SURN) + R.choice(SYLL) + str(R.randrange(1975, 2004)) + \
            "%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29))
    elif s == 1:
        v = (R.choice(SYLL) + R.choice(SYLL)).capitalize() + R.choice(sym) + rs("d", 4)
    elif s == 2:
        v = "".join(R.choice(SYLL)[0] for _ in range(R.randrange(2, 5))).capitalize() + \
            R.choice(sym) + str(R.randrange(2018, 2026)) + R.choice(["", "!", "."])
    elif s == 3:
        v = ("Xiao" + R.choice(SYLL)) + R.choice("_.") + "%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29))
    elif s == 4:
        v = R.choice(SURN)[0] + R.choice(SYLL)[0] + R.choice(["138", "139", "186", "159", "177"]) + rs("d", 5)
    else:
        v = (R.choice(SYLL) + R.choice(SYLL)).capitalize() + R.choice("._" if urlsafe else ".@_") + rs("d", 3) + R.choice(sym)
    return v


def pw_rand(n=None, urlsafe=False):
    n = n or R.randrange(16, 22)
    sym = "-_.~" if urlsafe else "!@#*-_+=."
    while True:
        v = "".join(R.choice(CLS["a"] * 3 + sym) for _ in range(n))
        if any(c in sym for c in v) and any(c in DIG for c in v) and v[0] not in "-=":
            return v


def words(n, sep="-"):
    out = []
    while len(out) < n:
        w = R.choice(WORDS)
        if w not in out:
            out.append(w)
    return sep.join(out)


CNPW_PHRASES = ["小猫钓鱼", "春风十里", "青山绿水", "天天向上", "大吉大利", "万事如意",
                "星辰大海", "海阔天空", "一帆风顺", "好好学习", "年年有余", "前程似锦",
                "云淡风轻", "月下独酌", "平安喜乐"]


def pw_hanzi():
    return R.choice(CNPW_PHRASES) + R.choice(["", "@", "_", "#"]) + str(R.randrange(2019, 2026)) + rs("d", 2)


# ---------------------------------------------------------------- specials
def sp_basic(ctx, user, pw):
    return b64(("%s:%s" % (user, pw)).encode())


def sp_b64of(ctx, v):
    return b64(v.encode())


def jwt_part(obj):
    return b64u(json.dumps(obj, separators=(",", ":")).encode())


def sp_jwt(ctx, kind="generic", *a):
    iat = R.randrange(1704067200, 1748000000)
    if kind == "supabase":
        hdr = {"alg": "HS256", "typ": "JWT"}
        pl = {"iss": "supabase", "ref": rs("L", 20), "role": "service_role",
              "iat": iat, "exp": iat + 315360000}
    elif kind == "k8s":
        hdr = {"alg": "RS256", "kid": rs("u", 43)}
        ns = a[0] if a else "default"
        pl = {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": iat + 3600,
              "iat": iat, "iss": "https://kubernetes.default.svc.cluster.local",
              "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": "deployer", "uid": uuid4()}},
              "sub": "system:serviceaccount:%s:deployer" % ns}
    elif kind == "minimax":
        hdr = {"alg": "RS256", "typ": "JWT"}
        pl = {"GroupName": rs("L", 8), "UserName": rs("L", 8), "Account": "",
              "SubjectID": rs("d", 19), "Phone": "", "GroupID": rs("d", 19),
              "PageName": "", "Mail": "", "CreateTime": "2025-0%d-1%d 1%d:2%d:3%d" % (
                  R.randrange(1, 9), R.randrange(9), R.randrange(9), R.randrange(9), R.randrange(9)),
              "TokenType": 1, "iss": "minimax"}
    elif kind == "monday":
        hdr = {"alg": "HS256"}
        pl = {"tid": R.randrange(10 ** 8, 10 ** 9), "aai": 11, "uid": R.randrange(10 ** 7, 10 ** 8),
              "iad": "2025-0%d-0%dT0%d:1%d:2%d.000Z" % (R.randrange(1, 9), R.randrange(1, 9),
                                                          R.randrange(9), R.randrange(9), R.randrange(9)),
              "per": "me:write", "actid": R.randrange(10 ** 6, 10 ** 7), "rgn": "use1"}
    elif kind == "calendly":
        hdr = {"kid": "1ce1e136", "typ": "PAT", "alg": "ES512"}
        pl = {"iss": "https://auth.calendly.com", "iat": iat, "jti": uuid4(),
              "user_uuid": uuid4()}
    else:
        hdr = {"alg": "HS256", "typ": "JWT"}
        pl = {"sub": rs("l", 12), "iat": iat, "exp": iat + 86400 * 30, "scope": "api"}
    sig = b64u(rb(64 if hdr["alg"] in ("RS256",) else 32)) if hdr["alg"] != "ES512" else b64u(rb(132))
    if hdr["alg"] == "RS256":
        sig = b64u(rb(256))
    return jwt_part(hdr) + "." + jwt_part(pl) + "." + sig


def sp_ss(ctx, method, pw):
    return b64u(("%s:%s" % (method, pw)).encode())


def sp_cftunnel(ctx):
    obj = {"a": rs("h", 32), "t": uuid4(), "s": b64(rb(32))}
    return b64(json.dumps(obj, separators=(",", ":")).encode())


def sp_neptune(ctx):
    obj = {"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai",
           "api_key": uuid4()}
    return b64(json.dumps(obj, separators=(",", ":")).encode()).rstrip("=")


def sp_solarray(ctx):
    return "[" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]"


def sp_wif(ctx):
    return b58check(b"\x80" + rb(32) + b"\x01")


def sp_sol58(ctx):
    return b58enc(rb(64))


def sp_bitlocker(ctx):
    return "-".join("%06d" % (11 * R.randrange(1, 65536)) for _ in range(8))


def sp_filevault(ctx):
    return "-".join(rs("N", 4) for _ in range(6))


def sp_ghrecov(ctx):
    return rs("h", 5) + "-" + rs("h", 5)


def sp_wpapp(ctx):
    return " ".join(rs("a", 4) for _ in range(6))


def sp_entra(ctx):
    return rs("a", 3) + rs("d", 1) + "Q~" + rs("z", 34)


def sp_awssts(ctx):
    return "IQoJb3JpZ2luX2VjE" + rs("b", 3) + "aCXVzLWVhc3QtMSJHMEUCI" + rs("b", R.randrange(560, 880))


def sp_fcm(ctx):
    return "AAAA" + rs("u", 7) + ":APA91b" + rs("u", 134)


def sp_atlassian(ctx):
    return "ATATT3xFfGF0" + rs("u", 183) + "=" + rs("H", 8)


def sp_teamcity(ctx):
    return "eyJ0eXAiOiAiVENWMiJ9." + rs("u", 43) + "." + b64(("%s-%s" % (uuid4(), rs("h", 12))).encode()).rstrip("=")


def sp_alipay(ctx):
    body = b64(b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa7\x30\x82\x04\xa3\x02\x01\x00\x02\x82\x01\x01\x00" + rb(1170))
    return body


def sp_storj(ctx):
    return "1" + rs("B", R.randrange(300, 360))


def sp_pgpass(ctx):
    return rs("a", 20)


def sp_volcsk(ctx):
    return b64(rs("h", 32).encode()).rstrip("=") if R.random() < 0.5 else b64(rs("h", 32).encode())


def sp_spotifyuri(ctx):
    return rs("a", 22)


def sp_aesgcm(ctx):
    return b64(rb(32))


def sp_jdcookie(ctx):
    return "AAJ" + rs("u", 4) + rs("a", 60)


def sp_musicu(ctx):
    return "00" + rs("H", R.randrange(300, 340))


def sp_edgerc(ctx):
    return "akab-" + rs("l", 16) + "-" + rs("l", 16)


def sp_igsess(ctx, uid):
    return "%s%%3A%s%%3A%d%%3AAY%s" % (uid, rs("a", 14), R.randrange(1, 30), rs("u", 40))


def sp_googsid(ctx):
    return "g.a000" + rs("u", 66) + "0076"


def sp_ppked(ctx):
    return b64(b"\x00\x00\x00\x20" + rb(32))


def sp_hexlines(ctx, n, w):
    return "\n".join(rs("h", int(w)) for _ in range(int(n)))


def sp_wrappw(ctx):
    return R.choice(["资源分享站", "学习资料库", "素材之家", "考研资料群", "设计素材网"]) + R.choice(["", "@", "_"]) + str(R.randrange(2019, 2026)) + rs("L", 2)


SPECIAL = {
    "wrappw": sp_wrappw,
    "basic": sp_basic, "b64of": sp_b64of, "jwt": sp_jwt, "ss": sp_ss,
    "cftunnel": sp_cftunnel, "neptune": sp_neptune, "solarray": sp_solarray,
    "wif": sp_wif, "sol58": sp_sol58, "bitlocker": sp_bitlocker,
    "filevault": sp_filevault, "ghrecov": sp_ghrecov, "wpapp": sp_wpapp,
    "entra": sp_entra, "awssts": sp_awssts, "fcm": sp_fcm,
    "atlassian": sp_atlassian, "teamcity": sp_teamcity, "alipay": sp_alipay,
    "storj": sp_storj, "volcsk": sp_volcsk, "jdcookie": sp_jdcookie,
    "musicu": sp_musicu, "edgerc": sp_edgerc, "igsess": sp_igsess,
    "googsid": sp_googsid, "ppked": sp_ppked,
}

NAMED = {
    "uuid": uuid4,
    "UUID": lambda: uuid4().upper(),
    "pw": pw_en,
    "pwu": lambda: pw_en(True),
    "pwc": pw_cn,
    "pwcu": lambda: pw_cn(True),
    "pwr": pw_rand,
    "pwru": lambda: pw_rand(urlsafe=True),
    "pwhz": pw_hanzi,
    "w4": lambda: words(4),
    "w5": lambda: words(5),
    "W4": lambda: words(4, " "),
    "W5": lambda: words(5, " "),
    "W6": lambda: words(6, " "),
    "fernet": lambda: base64.urlsafe_b64encode(rb(32)).decode(),
    "mmdd": lambda: "%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29)),
}

TOK = re.compile(r"\[([A-Za-z0-9]+)(?::([0-9]+))?\]")


def expand(spec, ctx):
    if spec.startswith("@"):
        m = re.match(r"@(\w+)(?:\((.*)\))?$", spec, re.S)
        fn = m.group(1)
        args = []
        if m.group(2):
            for a in m.group(2).split(","):
                a = a.strip()
                if a.startswith("="):
                    a = ctx["vars"][a[1:]]
                elif a.startswith("f:"):
                    a = filler(a[2:], ctx)
                else:
                    a = expand(a, ctx)
                args.append(a)
        return SPECIAL[fn](ctx, *args)

    def rep(m):
        name = m.group(1)
        if name in NAMED:
            return NAMED[name]()
        if name.startswith("b64u") and name[4:].isdigit():
            return b64u(rb(int(name[4:])))
        if name.startswith("b64") and name[3:].isdigit():
            return b64(rb(int(name[3:])))
        cls, n = name[0], name[1:]
        if m.group(2):  # [x12:20] -> random length
            return rs(cls, R.randrange(int(n), int(m.group(2)) + 1))
        return rs(cls, int(n))
    return TOK.sub(rep, spec)


# ---------------------------------------------------------------- fillers
ORGS = ["northwind", "bluefin", "kestrel-labs", "tidewater", "quarrylane", "hollowpine",
        "meridian-io", "copperleaf", "saltmarsh", "ironbark", "larkspur", "driftwood-ai",
        "orbitfox", "pinecrest", "tallgrass", "fernhill", "brightwell", "cindergate"]
CORGS = ["xinghe", "yunfan", "lanjing", "qinghe", "haina", "zhiyuan", "huaxin", "tianyu",
         "beichen", "jinshan", "dongfang", "xunlei"]
CORGN = ["星河科技", "云帆网络", "蓝鲸数据", "青禾软件", "海纳智能", "致远信息", "华信云",
         "天宇互动", "北辰物联", "金山湖电商", "东方启明", "迅雷风行"]
USERS = ["dmitri", "priya.n", "jlaurent", "svc-deploy", "ops-bot", "kwame", "e.sato",
         "mgarcia", "t.okafor", "lindqvist", "hwang.j", "rfernandes", "ci-runner", "abelcher",
         "nkowalski", "svc-etl", "backup", "grafana-ro", "reporting", "app_rw"]
CNAMES = ["张伟", "李娜", "王磊", "刘洋", "陈静", "赵强", "孙悦", "周杰", "吴敏", "郑浩",
          "黄婷", "林峰", "何雪", "郭鹏", "马丽", "罗军", "高翔", "胡波"]
TLDS = ["dev", "io", "cloud", "app", "net", "co", "tech"]
CTLDS = ["com.cn", "cn", "net.cn", "com"]
REGIONS = ["us-east-1", "eu-west-2", "ap-southeast-1", "us-west-2", "eu-central-1", "ca-central-1"]
CREGIONS = ["cn-hangzhou", "cn-shanghai", "cn-beijing", "cn-shenzhen", "ap-guangzhou", "cn-north-4"]
APPS = ["billing", "gateway", "ingest", "notifier", "search", "checkout", "ledger", "scheduler",
        "reports", "auth", "media", "crm-sync", "orders", "inventory"]
DBS = ["orders", "appdb", "analytics", "crm", "warehouse", "payments", "inventory", "users"]
HOSTP = ["db", "pg", "mysql", "cache", "mq", "build", "edge", "bastion", "app", "api", "nas", "vpn"]


def filler(key, ctx):
    cache = ctx["fill"]
    if key in cache:
        return cache[key]
    base = key if key in FILL else key.rstrip("0123456789")
    for _ in range(20):
        v = FILL[base](ctx)
        if v not in cache.values():
            break
    cache[key] = v
    return v


FILL = {
    "org": lambda c: R.choice(ORGS),
    "corg": lambda c: R.choice(CORGS),
    "corgn": lambda c: R.choice(CORGN),
    "user": lambda c: R.choice(USERS),
    "cuser": lambda c: R.choice(SURN) + R.choice(SYLL) + (R.choice(SYLL) if R.random() < .4 else ""),
    "cname": lambda c: R.choice(CNAMES),
    "domain": lambda c: filler("org", c).replace("-", "") + "." + R.choice(TLDS),
    "cdomain": lambda c: filler("corg", c) + "." + R.choice(CTLDS),
    "email": lambda c: filler("user", c).replace("-", ".").split(".")[0] + "@" + filler("domain", c),
    "cemail": lambda c: filler("cuser", c) + "@" + filler("cdomain", c),
    "host": lambda c: "%s-%s-%02d" % (R.choice(HOSTP), R.choice(["prod", "stg", "int", "dev"]), R.randrange(1, 20)),
    "ip": lambda c: R.choice(["10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(2, 250)),
                              "192.168.%d.%d" % (R.randrange(256), R.randrange(2, 250)),
                              "172.%d.%d.%d" % (R.randrange(16, 32), R.randrange(256), R.randrange(2, 250))]),
    "pubip": lambda c: "%d.%d.%d.%d" % (R.choice([39, 47, 101, 118, 121, 139, 43, 81, 150]), R.randrange(256),
                                        R.randrange(256), R.randrange(2, 250)),
    "region": lambda c: R.choice(REGIONS),
    "cregion": lambda c: R.choice(CREGIONS),
    "app": lambda c: R.choice(APPS),
    "db": lambda c: R.choice(DBS),
    "bport": lambda c: str(R.randrange(10000, 65535)),
    "port": lambda c: str(R.choice([5432, 3306, 6379, 8080, 9000, 8443, 27017, 5672, 9092, 8888])),
    "ver": lambda c: "%d.%d.%d" % (R.randrange(0, 5), R.randrange(0, 30), R.randrange(0, 20)),
    "date": lambda c: "2025-%02d-%02d" % (R.randrange(1, 13), R.randrange(1, 29)),
    "time": lambda c: "%02d:%02d" % (R.randrange(8, 23), R.randrange(60)),
    "ts": lambda c: "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(24),
                                                           R.randrange(60), R.randrange(60), R.randrange(1000)),
    "epoch": lambda c: str(R.randrange(1735689600, 1767225600)),
    "num": lambda c: str(R.randrange(100, 9999)),
    "pid": lambda c: str(R.randrange(1200, 65000)),
    "ticket": lambda c: str(R.randrange(1000, 99999)),
    "sha7": lambda c: rs("h", 7),
    "sha40": lambda c: rs("h", 40),
    "ns": lambda c: R.choice(["prod", "staging", "payments", "data", "platform", "default", "apps"]),
    "bucket": lambda c: filler("org", c) + "-" + R.choice(["assets", "backups", "exports", "logs", "media"]),
    "proj": lambda c: R.choice(["atlas", "beacon", "cartographer", "dovetail", "ember", "foundry",
                                "gantry", "harvest", "keel", "lumen", "monolith", "nimbus"]),
    "city": lambda c: R.choice(["北京", "上海", "深圳", "杭州", "成都", "南京", "武汉", "西安"]),
    "wifi": lambda c: R.choice(["TP-LINK_", "CMCC-", "ChinaNet-", "HUAWEI-", "Xiaomi_"]) + rs("A", 4),
    "repo": lambda c: filler("org", c) + "/" + filler("proj", c),
    "branch": lambda c: R.choice(["main", "develop", "feature/billing-v2", "fix/login-timeout", "release/2025.06"]),
    "ms": lambda c: str(R.randrange(3, 900)),
    "line": lambda c: str(R.randrange(12, 420)),
    "cid": lambda c: rs("h", 12),
}

# ---------------------------------------------------------------- rendering
MARK = re.compile(r"«([^«»]+)»")


def split_n(v, n):
    k = len(v) // n
    cuts = [i * k for i in range(n)] + [len(v)]
    return [v[cuts[i]:cuts[i + 1]] for i in range(n)]


def render(tmpl, ctx):
    listed = []

    def rep(m):
        body = m.group(1)
        if body.startswith("f:"):
            return filler(body[2:], ctx)
        if body.startswith("="):
            return ctx["vars"][body[1:]]
        if body.startswith("part:"):
            _, name, frac = body.split(":")
            i, n = [int(x) for x in frac.split("/")]
            piece = split_n(ctx["vars"][name], n)[i - 1]
            listed.append(piece)
            return piece
        if body.startswith("wrap:"):
            _, name, w, j = body.split(":", 3)
            v, w = ctx["vars"][name], int(w)
            pieces = [v[i:i + w] for i in range(0, len(v), w)]
            if len(pieces) > 1 and len(pieces[-1]) < 6:
                need = 6 - len(pieces[-1])
                pieces[-1] = pieces[-2][-need:] + pieces[-1]
                pieces[-2] = pieces[-2][:-need]
            listed.extend(pieces)
            return ("\n" + j).join(pieces)
        typ, rest = body.split(":", 1)
        name = None
        if "=" in typ:
            typ, name = typ.split("=", 1)
        val = expand(rest, ctx)
        if name:
            ctx["vars"][name] = val
        if typ == "s":
            listed.append(val)
            return val
        if typ == "p":
            return val
        if typ in ("d", "D"):
            return ""
        raise ValueError(body)
    text = MARK.sub(rep, tmpl)
    return text, listed


def new_ctx():
    return {"fill": {}, "vars": {}}


CJK = re.compile(r"[\u4e00-\u9fff]")


# ---------------------------------------------------------------- placements
def ind(text, pre):
    return "\n".join(pre + ln if ln else ln for ln in text.split("\n"))


def numbered(text, fmt):
    return "\n".join(fmt % (i + 1, ln) for i, ln in enumerate(text.split("\n")))


def lang_of(path):
    ext = path.rsplit(".", 1)[-1].lower() if "." in path else ""
    return {"py": "python", "go": "go", "rs": "rust", "java": "java", "kt": "kotlin", "cs": "csharp",
            "php": "php", "rb": "ruby", "swift": "swift", "dart": "dart", "js": "js", "ts": "ts",
            "json": "json", "yaml": "yaml", "yml": "yaml", "toml": "toml", "ini": "ini", "xml": "xml",
            "properties": "properties", "conf": "conf", "sh": "bash", "nix": "nix", "tf": "hcl",
            "c": "c", "h": "c", "cpp": "cpp", "sql": "sql", "md": "markdown", "lua": "lua",
            "ex": "elixir", "exs": "elixir", "pl": "perl", "r": "r", "vcl": "vcl"}.get(ext, "")


def place_file_en(body, path, c):
    s = R.randrange(13)
    n = body.count("\n") + 1
    if s == 0:
        return "⏺ Bash(cat %s)\n  ⎿  %s" % (path, ind(body, "     ").lstrip())
    if s == 1:
        bar = "─" * 7
        return ("%s┬%s\n       │ File: %s\n%s┼%s\n%s\n%s┴%s" %
                (bar, "─" * 60, path, bar, "─" * 60, numbered(body, "%4d   │ %s"), bar, "─" * 60))
    if s == 2:
        return ("[read_file for '%s'] Result:\n<file><path>%s</path>\n<content lines=\"1-%d\">\n%s\n</content>\n</file>"
                % (path, path, n, numbered(body, "%d | %s")))
    if s == 3:
        msg = {"role": "tool", "tool_call_id": "call_" + rs("a", 24), "name": "read_file", "content": body}
        return json.dumps(msg, ensure_ascii=False)
    if s == 4:
        return ("### Steps to reproduce\n\nRun `%s` with the config below.\n\n<details><summary>%s</summary>\n\n```%s\n%s\n```\n</details>\n\n### Expected\nStarts without errors."
                % (filler("app", c), path, lang_of(path), body))
    if s == 5:
        return "{code:title=%s}\n%s\n{code}\n\nAttached from the %s box, see above." % (path, body, filler("host", c))
    if s in (6, 7, 8) and path[0] in "/~":
        s = 12
    if s == 6:
        wp = "C:\\src\\" + filler("proj", c) + "> "
        return "PS %sGet-Content .\\%s\n%s" % (wp, path.replace("/", "\\"), body)
    if s == 7:
        return "$ kubectl exec -n %s deploy/%s -- cat /app/%s\n%s" % (filler("ns", c), filler("app", c), path, body)
    if s == 8:
        return "$ git show HEAD~1:%s\n%s" % (path, body)
    if s == 9:
        return ("Looking at #file:%s — this is what's currently checked in:\n\n```%s\n%s\n```\n\nI'll update the loader so it reads this on startup."
                % (path, lang_of(path), body))
    if s == 10:
        return "$ nl -ba %s\n%s" % (path, numbered(body, "%6d\t%s"))
    if s == 11:
        rp = path if path[0] in "/~" else "~/" + filler("proj", c) + "/" + path
        return "%s@%s:~/%s$ ssh %s 'cat %s'\n%s" % (filler("user", c), filler("host", c), filler("proj", c),
                                                  filler("host2", c), rp, body)
    return body


def place_file_zh(body, path, c):
    s = R.randrange(9)
    if s == 0:
        return ("【Bug #%s】%s 启动失败\n严重程度：2-严重\n重现步骤：\n1. 拉取最新代码\n2. 使用下面的 %s 启动\n\n%s\n\n结果：服务起不来，日志报连接超时。"
                % (filler("ticket", c), filler("app", c), path, body))
    if s == 1:
        return "%s %s\n@%s 帮忙看下这个配置哪里不对，一直报错\n%s" % (filler("cname", c), filler("time", c), filler("cname2", c), body)
    if s == 2:
        return "📄 %s（飞书文档《%s 部署手册》附录）\n\n%s" % (path, filler("app", c), body)
    if s == 3:
        return ("【求助】%s 读取配置失败\n\n环境：Ubuntu 22.04，%s 版本 %s\n配置文件 %s 如下：\n```\n%s\n```\n有大佬遇到过吗？"
                % (filler("app", c), filler("proj", c), filler("ver", c), path, body))
    if s == 4:
        return "好的，我先读取 `%s` 看看：\n\n```%s\n%s\n```\n\n配置格式本身没有问题，接下来检查网络连通性。" % (path, lang_of(path), body)
    if s == 5:
        return "Gitee Issue #I%s\n标题：升级到 %s 后配置不生效\n\n%s 内容：\n\n%s" % (rs("A", 5), filler("ver", c), path, body)
    if s == 6:
        return "复盘记录（%s）\n一、事故时间线\n%s 发布后出现 5xx。\n二、当时线上的 %s：\n%s" % (filler("date", c), filler("time", c), path, body)
    if s == 7:
        return "%s@%s:~$ cat %s\n%s" % (filler("cuser", c), filler("host", c), path, body)
    return body


def split_cmd_output(body):
    """(command, output) when body is one command line followed by its output."""
    lines = body.split("\n")
    if len(lines) == 1 or all(ln.endswith("\\") for ln in lines[:-1]):
        return None
    return lines[0], "\n".join(lines[1:])


def place_cmd_out_en(cmd, out, c):
    s = R.randrange(7)
    if s == 0:
        return "➜  %s git:(%s) ✗ %s\n%s" % (filler("proj", c), filler("branch", c), cmd, out)
    if s == 1:
        return "%s@%s:~/%s$ %s\n%s" % (filler("user", c), filler("host", c), filler("proj", c), cmd, out)
    if s == 2:
        return "⏺ Bash(%s)\n  ⎿  %s" % (cmd, ind(out, "     ").lstrip())
    if s == 3:
        return "[Pipeline] sh\n+ %s\n%s" % (cmd, out)
    if s == 4:
        return "Here's what I got:\n\n```\n$ %s\n%s\n```" % (cmd, out)
    if s == 5:
        return "[0] 0:bash* 1:vim-                                  \"%s\" %s\n$ %s\n%s" % (
            filler("host", c), filler("time", c), cmd, out)
    return "$ %s\n%s" % (cmd, out)


def place_cmd_out_zh(cmd, out, c):
    s = R.randrange(5)
    if s == 0:
        return "执行结果如下：\n```\n$ %s\n%s\n```" % (cmd, out)
    if s == 1:
        return "%s: 跑了一下，输出是这样的\n$ %s\n%s" % (filler("cname", c), cmd, out)
    if s == 2:
        return "我执行了 `%s`，输出如下：\n```\n%s\n```" % (cmd, out)
    if s == 3:
        return "%s@%s:~$ %s\n%s\n（%s 排查记录）" % (filler("cuser", c), filler("host", c), cmd, out, filler("date", c))
    return "%s@%s:~$ %s\n%s" % (filler("cuser", c), filler("host", c), cmd, out)


def place_cmd_en(body, c):
    multi = "\n" in body
    if multi:
        s = R.choice([0, 4, 5, 6, 7, 8, 14])
    else:
        s = R.randrange(15)
    if s == 0:
        return "➜  %s git:(%s) ✗ %s" % (filler("proj", c), filler("branch", c), body)
    if s == 1:
        e = int(filler("epoch", c))
        return "#%d\ncd ~/%s\n#%d\n%s\n#%d\ngit status" % (e, filler("proj", c), e + 9, body, e + 61)
    if s == 2:
        e = int(filler("epoch", c))
        return ": %d:0;ls -la\n: %d:2;%s\n: %d:0;clear" % (e, e + 14, body, e + 40)
    if s == 3:
        e = int(filler("epoch", c))
        return "- cmd: cd %s\n  when: %d\n- cmd: %s\n  when: %d" % (filler("proj", c), e, body, e + 33)
    if s == 4:
        return "[0] 0:bash* 1:vim-                                  \"%s\" %s\n$ %s" % (filler("host", c), filler("time", c), body)
    if s == 5:
        return "[Pipeline] { (Deploy)\n[Pipeline] sh\n+ %s\n[Pipeline] }" % body.replace("\n", "\n+ ")
    if s == 6:
        return "section_start:%s:step_script\r\x1b[0K$ %s\nsection_end:%s:step_script" % (
            filler("epoch", c), body, filler("epoch", c))
    if s == 7:
        return "⏺ Bash(%s)\n  ⎿  Done" % body
    if s == 8:
        return "      - name: %s\n        run: |\n%s" % (R.choice(["Deploy", "Seed database", "Publish", "Smoke test"]), ind(body, "          "))
    if s == 9:
        return "<execute_command>\n<command>%s</command>\n<requires_approval>true</requires_approval>\n</execute_command>" % body
    if s == 10:
        return "%d %d * * * %s >> /var/log/%s.log 2>&1" % (R.randrange(60), R.randrange(24), body, filler("app", c))
    if s == 11:
        return "- name: %s\n  ansible.builtin.shell: %s" % (R.choice(["bootstrap", "register node", "seed"]), body)
    if s == 12:
        return "#%d [%d/7] RUN %s" % (R.randrange(4, 12), R.randrange(2, 7), body)
    if s == 13:
        return "deploy:\n\t%s" % body
    return body if R.random() < .6 else "$ " + body


def place_win_en(body, c):
    s = R.randrange(4)
    if "\n" in body and s in (1, 2):
        s = 0
    if s == 0:
        return "PS C:\\Users\\%s> %s" % (filler("user", c).split(".")[0], body)
    if s == 1:
        return "C:\\ops\\scripts>%s" % body
    if s == 2:
        return "# %%APPDATA%%\\Microsoft\\Windows\\PowerShell\\PSReadLine\\ConsoleHost_history.txt\ncd C:\\ops\n%s\nexit" % body
    return body


def place_cmd_zh(body, c):
    s = R.randrange(7)
    if s == 0:
        return "执行了下面的命令：\n%s\n然后就卡住了，没有任何输出。" % body
    if s == 1:
        return "%s: 我刚在 %s 上跑了\n%s\n你看下是不是这样" % (filler("cname", c), filler("host", c), body)
    if s == 2:
        return "排查步骤：\n1. 确认服务状态\n2. 手动执行\n   %s\n3. 观察日志输出" % body.replace("\n", "\n   ")
    if s == 3:
        return "好的，我来执行这条命令：\n\n```bash\n%s\n```" % body
    if s == 4:
        return "上线 checklist（%s）\n- [x] 备份数据库\n- [ ] %s\n- [ ] 通知测试" % (filler("date", c), body)
    if s == 5:
        return "操作记录 %s %s\n%s" % (filler("date", c), filler("time", c), body)
    return body


def place_log_en(body, c):
    s = R.randrange(8)
    lines = body.split("\n")
    if s == 0:
        t = filler("ts", c)
        return "\n".join("%s app[web.1]: %s" % (t, ln) for ln in lines)
    if s == 1:
        return "$ kubectl logs -n %s deploy/%s --tail=50\n%s" % (filler("ns", c), filler("app", c), body)
    if s == 2:
        a = filler("app", c)
        return "\n".join("%s-1  | %s" % (a, ln) for ln in lines)
    if s == 3:
        return "$ aws logs tail /ecs/%s --since 10m\n%s" % (filler("app", c), "\n".join(
            "%s %s/%s %s" % (filler("ts", c), filler("app", c), rs("h", 32), ln) for ln in lines))
    if s == 4:
        return "$ fly logs -a %s\n%s" % (filler("app", c), "\n".join(
            "%s app[%s] %s [info] %s" % (filler("ts", c), rs("h", 14), filler("region", c)[:3], ln) for ln in lines))
    if s == 5:
        return "Here is the output I got:\n\n```\n%s\n```" % body
    if s == 6:
        return "$ tail -n 40 /var/log/%s/%s.log\n%s" % (filler("app", c), filler("app", c), body)
    return body


def place_log_zh(body, c):
    s = R.randrange(6)
    if s == 0:
        return "SLS 查询结果（logstore: %s-prod）：\n%s" % (filler("app", c), body)
    if s == 1:
        return "【告警】%s 错误率超过阈值\n告警时间：%s %s\n相关日志：\n%s" % (filler("app", c), filler("date", c), filler("time", c), body)
    if s == 2:
        return "线上日志如下，麻烦看下：\n```\n%s\n```" % body
    if s == 3:
        return "%s 转发到值班群：\n%s" % (filler("cname", c), body)
    if s == 4:
        return "腾讯云 CLS 检索（%s）\n%s" % (filler("date", c), body)
    return body


def place_msg_en(body, c):
    s = R.randrange(7)
    u = filler("user", c)
    if s == 0:
        return "%s — Today at %s\n%s" % (u, filler("time", c), body)
    if s == 1:
        return "[%s] %s\n%s" % (filler("time", c), u, body)
    if s == 2:
        return "[%s] <%s> %s" % (filler("time", c), u.split(".")[0], body.replace("\n", "\n[%s] <%s> " % (filler("time", c), u.split(".")[0])))
    if s == 3:
        return "%s, [%s %s]:\n%s" % (u, filler("date", c), filler("time", c), body)
    if s == 4:
        return "@%s %s" % (filler("user2", c), body)
    return body


def place_msg_zh(body, c):
    s = R.randrange(6)
    n = filler("cname", c)
    if s == 0:
        return "%s %s\n%s" % (n, filler("time", c), body)
    if s == 1:
        return "【%s】%s：%s" % (R.choice(["运维组", "研发群", "项目群", "技术部"]), n, body)
    if s == 2:
        return "%s(%s) %s\n%s" % (n, filler("cuser", c), filler("time", c), body)
    if s == 3:
        return "@%s %s" % (filler("cname2", c), body)
    return body


def place(cat, body, lang, c):
    if cat.startswith("F:"):
        path, extra = render(cat[2:], c)
        assert not extra
        return (place_file_zh if lang == "zh" else place_file_en)(body, path, c)
    if cat == "C":
        co = split_cmd_output(body)
        if co:
            return (place_cmd_out_zh if lang == "zh" else place_cmd_out_en)(co[0], co[1], c)
        return (place_cmd_zh if lang == "zh" else place_cmd_en)(body, c)
    if cat == "W":
        return place_cmd_zh(body, c) if lang == "zh" else place_win_en(body, c)
    if cat == "L":
        return (place_log_zh if lang == "zh" else place_log_en)(body, c)
    if cat == "M":
        return (place_msg_zh if lang == "zh" else place_msg_en)(body, c)
    return body


# ---------------------------------------------------------------- registry
SECRET_KINDS = []
HARMLESS_KINDS = []


def K(name, templates):
    SECRET_KINDS.append((name, [(t[0], t[1], t[2].strip("\n")) for t in templates]))


def H(name, templates):
    HARMLESS_KINDS.append((name, [(t[0], t[1], t[2].strip("\n")) for t in templates]))


def sp_cacert(ctx):
    lines = ["-----BEGIN CERTIFICATE-----", "MIIC" + rs("b", 60)]
    lines += [rs("b", 64) for _ in range(R.randrange(14, 18))]
    lines += [rs("b", 40) + "=", "-----END CERTIFICATE-----", ""]
    return b64("\n".join(lines).encode())


def sp_dkimpub(ctx):
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs("b", 306) + "IDAQAB"


def sp_fpr(ctx, n="32"):
    return ":".join(rs("H", 2) for _ in range(int(n)))


def sp_ulid(ctx):
    return "01J" + "".join(R.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(23))


def sp_tokids(ctx):
    return "[" + ", ".join(str(R.randrange(100, 50000)) for _ in range(R.randrange(8, 14))) + "]"


def sp_pgpsig(ctx, indent=""):
    ls = ["-----BEGIN PGP SIGNATURE-----", "", "iQIzBAABCAAdFiEE" + rs("b", 48)]
    ls += [rs("b", 64) for _ in range(R.randrange(6, 10))]
    ls += [rs("b", 20) + "=", "=" + rs("b", 4), "-----END PGP SIGNATURE-----"]
    return ("\n" + indent).join(ls)


def sp_sshsig(ctx):
    ls = ["-----BEGIN SSH SIGNATURE-----", "U1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg" + rs("b", 26)]
    ls += [rs("b", 70) for _ in range(3)] + [rs("b", 30) + "=", "-----END SSH SIGNATURE-----"]
    return "\n".join(ls)


SPECIAL.update({"cacert": sp_cacert, "dkimpub": sp_dkimpub, "fpr": sp_fpr, "ulid": sp_ulid,
                "tokids": sp_tokids, "pgpsig": sp_pgpsig, "pgpsigc": lambda c: sp_pgpsig(c, " "), "sshsig": sp_sshsig})

# ================================================================ HARMLESS
H("saas_object_ids", [
 ("en", "M", r"""Refund failed for charge «p:ch_3[a24]» (customer «p:cus_[a14]», invoice «p:in_1[a23]»). Stripe says `charge_already_refunded`, so I think the webhook retried. Can you check event «p:evt_1[a23]»?"""),
 ("en", "L", r"""«f:ts» INFO stripe.webhook type=payment_intent.succeeded id=«p:evt_3[a23]» object=«p:pi_3[a24]» customer=«p:cus_[a14]» livemode=true
«f:ts» INFO stripe.webhook type=invoice.paid id=«p:evt_1[a23]» object=«p:in_1[a23]» subscription=«p:sub_1[a23]»"""),
 ("en", "N", r"""GET https://slack.com/api/conversations.history?channel=C0«p:[A9]»&limit=2
{"ok":true,"messages":[{"type":"message","user":"U0«p:[A9]»","text":"deploy of «f:app» finished","ts":"17«p:[d8]».«p:[d6]»"},{"type":"message","user":"U0«p:[A9]»","text":"thanks!","ts":"17«p:[d8]».«p:[d6]»"}],"has_more":true}"""),
 ("en", "N", r"""The import script reads from https://airtable.com/app«p:[a14]»/tbl«p:[a14]»/viw«p:[a14]»?blocks=hide — base id is the `app…` part, table is `tbl…`. Nothing else is needed in the URL, auth comes from the env."""),
 ("en", "N", r"""Runbook lives at https://www.notion.so/«f:org»/Postgres-failover-runbook-«p:[h32]» and the design is in https://www.figma.com/design/«p:[a22]»/Checkout-v3?node-id=«p:[d3]»-«p:[d4]». Linear ticket: ENG-«f:ticket»."""),
 ("zh", "N", r"""这笔订单已经退款了：支付宝交易号 2025«p:[d4]»22001«p:[d15]»，商户订单号 «f:corg»«p:[d14]»。如果用户再来问，直接把交易号发给他查。"""),
 ("zh", "M", r"""微信支付回调里 transaction_id=4200002«p:[d3]»2025«p:[d4]»«p:[d10]»，out_trade_no=ORD«p:[d16]»，金额 199.00，状态 SUCCESS，已入账。"""),
 ("zh", "N", r"""需求文档在飞书：https://«f:corg».feishu.cn/docx/«p:[a27]»，接口定义见 https://docs.qq.com/sheet/D«p:[a14]»?tab=BB08J2 第二页。"""),
 ("zh", "N", r"""Stripe 后台查到这个客户 «p:cus_[a14]»，订阅 «p:sub_1[a23]» 上个月已经取消，最后一张发票 «p:in_1[a23]»。"""),
])

H("dns_verification_records", [
 ("en", "F:zones/db.zone", r"""$ORIGIN «f:domain».
@        3600 IN TXT "google-site-verification=«p:[u43]»"
@        3600 IN TXT "MS=ms«p:[d8]»"
@        3600 IN TXT "v=spf1 include:_spf.google.com include:mailgun.org ~all"
_dmarc   3600 IN TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@«f:domain»"
"""),
 ("en", "C", r"""dig +short TXT google._domainkey.«f:domain»
"v=DKIM1; k=rsa; p=«p:@dkimpub»"
"""),
 ("en", "N", r"""To verify the org on GitHub, add a TXT record `_github-challenge-«f:org»-org.«f:domain»` with value `«p:[h10]»`. It only proves domain ownership; the value is shown to anyone who runs dig."""),
 ("en", "F:terraform/dns.tf", r"""resource "cloudflare_record" "fb_verify" {
  zone_id = var.zone_id
  name    = "@"
  type    = "TXT"
  content = "facebook-domain-verification=«p:[l30]»"
}

resource "cloudflare_record" "atlassian" {
  zone_id = var.zone_id
  name    = "@"
  type    = "TXT"
  content = "atlassian-domain-verification=«p:[b64]»"
}"""),
 ("zh", "N", r"""阿里云 SSL 证书 DNS 验证：主机记录 _dnsauth.«f:cdomain»，记录类型 TXT，记录值 2025«p:[d12]»«p:[l26]»。添加后等 5 分钟再点验证。"""),
 ("zh", "M", r"""百度站长平台验证已经加好了：TXT 记录 baidu-site-verification=code-«p:[a10]»，另外 DKIM 的公钥也在解析里：v=DKIM1; k=rsa; p=«p:@dkimpub»"""),
 ("zh", "N", r"""DNSPod 里 «f:cdomain» 的记录：
@        TXT   "v=spf1 include:spf.mxhichina.com -all"
_dmarc   TXT   "v=DMARC1; p=none; rua=mailto:postmaster@«f:cdomain»"
@        TXT   "google-site-verification=«p:[u43]»"
域名所有权验证用的，可以公开。"""),
])

H("public_signatures", [
 ("en", "C", r"""git cat-file commit «f:sha40»
tree «p:[h40]»
parent «p:[h40]»
author «f:user» <«f:email»> «f:epoch» +0200
committer «f:user» <«f:email»> «f:epoch» +0200
gpgsig «p:@pgpsigc»

Fix pagination off-by-one in «f:app»"""),
 ("en", "F:dist/«f:app»-«f:ver».tar.gz.minisig", r"""untrusted comment: signature from minisign secret key
RU«p:[b84]»
trusted comment: timestamp:«f:epoch»	file:«f:app»-«f:ver».tar.gz	hashed
«p:[b86]»=="""),
 ("en", "N", r"""Release artifacts are signed with the project SSH key; verify with `ssh-keygen -Y verify -f allowed_signers -I release@«f:domain» -n file -s «f:app».sig < «f:app».tar.gz`. The signature file:

«p:@sshsig»"""),
 ("en", "C", r"""codesign -dvv /Applications/«f:proj».app
Executable=/Applications/«f:proj».app/Contents/MacOS/«f:proj»
Identifier=io.«f:org».«f:proj»
Format=app bundle with Mach-O universal (x86_64 arm64)
CodeDirectory v=20500 size=«p:[d5]» flags=0x10000(runtime) hashes=«p:[d4]»+7 location=embedded
Signature size=«p:[d4]»
Authority=Developer ID Application: «f:org» Inc («p:[A10]»)
Authority=Developer ID Certification Authority
Authority=Apple Root CA
TeamIdentifier=«p:[A10]»"""),
 ("zh", "N", r"""这是 v«f:ver» 发布包的签名文件（.asc），用来校验下载的包有没有被篡改，签名本身是公开的：

«p:@pgpsig»"""),
 ("zh", "N", r"""cosign 校验通过：
Verification for ghcr.io/«f:repo»:v«f:ver» --
The following checks were performed on each of these signatures:
  - The cosign claims were validated
  - The signatures were verified against the specified public key
[{"critical":{"identity":{"docker-reference":"ghcr.io/«f:repo»"},"image":{"docker-manifest-digest":"sha256:«p:[h64]»"},"type":"cosign container image signature"},"optional":null}]
签名是公开信息，可以放进发布说明。"""),
])

H("app_signing_fingerprints", [
 ("en", "F:public/.well-known/assetlinks.json", r"""[{
  "relation": ["delegate_permission/common.handle_all_urls"],
  "target": {
    "namespace": "android_app",
    "package_name": "com.«f:org».«f:proj»",
    "sha256_cert_fingerprints": ["«p:@fpr(32)»"]
  }
}]"""),
 ("en", "C", r"""./gradlew signingReport
> Task :app:signingReport
Variant: release
Config: release
Store: /home/«f:user»/keys/«f:proj»-upload.jks
Alias: upload
MD5: «p:@fpr(16)»
SHA1: «p:@fpr(20)»
SHA-256: «p:@fpr(32)»
Valid until: Tuesday, «p:[d2]» March 2052"""),
 ("en", "C", r"""apksigner verify --print-certs app-release.apk
Signer #1 certificate DN: CN=«f:org», OU=Mobile, O=«f:org», L=Berlin, C=DE
Signer #1 certificate SHA-256 digest: «p:[h64]»
Signer #1 certificate SHA-1 digest: «p:[h40]»
Signer #1 certificate MD5 digest: «p:[h32]»"""),
 ("en", "F:apple-app-site-association", r"""{
  "applinks": {
    "details": [
      {"appIDs": ["«p:[A10]».io.«f:org».«f:proj»"], "components": [{"/": "/invite/*"}]}
    ]
  },
  "webcredentials": {"apps": ["«p:[A10]».io.«f:org».«f:proj»"]}
}"""),
 ("zh", "N", r"""微信开放平台填写应用签名：把 release 包装到手机上，用官方的签名生成工具获取，结果是 «p:[h32]»（小写、不带冒号），包名 com.«f:corg».app。"""),
 ("zh", "N", r"""高德地图 Android Key 配置：
发布版安全码SHA1：«p:@fpr(20)»
调试版安全码SHA1：«p:@fpr(20)»
PackageName：com.«f:corg».«f:proj»
这两个 SHA1 是证书指纹，不是密钥。"""),
 ("zh", "C", r"""keytool -list -v -keystore release.jks -alias «f:proj»
别名: «f:proj»
创建日期: «f:date»
条目类型: PrivateKeyEntry
证书指纹:
	 SHA1: «p:@fpr(20)»
	 SHA256: «p:@fpr(32)»
签名算法名称: SHA256withRSA"""),
])

H("generated_resource_names", [
 ("en", "C", r"""docker ps --format 'table {{.ID}}\t{{.Image}}\t{{.Names}}'
CONTAINER ID   IMAGE                     NAMES
«p:[h12]»   postgres:16               «p:[L6]»_«p:[L7]»
«p:[h12]»   redis:7-alpine            «p:[L5]»_«p:[L8]»
«p:[h12]»   «f:org»/«f:app»:«f:sha7»   «f:proj»-«f:app»-1"""),
 ("en", "C", r"""kubectl get pods -n «f:ns»
NAME                             READY   STATUS    RESTARTS   AGE
«f:app»-«p:[l9]»-«p:[n5]»         1/1     Running   0          3h
«f:app»-«p:[l9]»-«p:[n5]»         1/1     Running   1          3h
«f:app»-migrate-«p:[n5]»           0/1     Completed 0          3h"""),
 ("en", "N", r"""heroku create
Creating app... done, ⬢ «p:[L6]»-«p:[L7]»-«p:[d5]»
https://«p:[L6]»-«p:[L7]»-«p:[d5]»-«p:[h12]».herokuapp.com/ | https://git.heroku.com/«p:[L6]»-«p:[L7]»-«p:[d5]».git"""),
 ("en", "N", r"""The test wrote its output to /tmp/tmp«p:[l8]»/report.xml and /tmp/pytest-of-«f:user»/pytest-«p:[d2]»/test_export0/out.csv; the codespace is «p:[L6]»-«p:[L5]»-«p:[L7]»-«p:[l14]». All of these are throwaway names."""),
 ("zh", "C", r"""docker compose ps
NAME                     IMAGE             STATUS
«f:proj»-«f:app»-1         «f:app»:latest    Up 2 hours
«f:proj»-db-1            mysql:8.0         Up 2 hours (healthy)
«p:[L6]»_«p:[L7]»          busybox           Exited (0)
容器 ID 都是随机生成的，不用管。"""),
 ("zh", "N", r"""mktemp 生成的目录是 /tmp/tmp.«p:[a10]»，Terraform random_pet 给的名字是 «p:[L7]»-«p:[L8]»，桶名拼成 «f:corg»-«p:[L7]»-«p:[L8]»。"""),
])

H("ci_build_ids", [
 ("en", "M", r"""CI failed again: https://github.com/«f:repo»/actions/runs/«p:[d11]»/job/«p:[d11]» — build scan is at https://scans.gradle.com/s/«p:[l13]» if you want the dependency graph."""),
 ("en", "L", r"""INFO: Invocation ID: «p:[uuid]»
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/«p:[uuid]»
INFO: Analyzed 214 targets (0 packages loaded, 0 targets configured).
INFO: Build completed successfully, 1877 total actions"""),
 ("en", "N", r"""Buildkite build https://buildkite.com/«f:org»/«f:proj»/builds/«f:ticket»#«p:[uuid]» is green; the Nx Cloud run is https://cloud.nx.app/runs/«p:[a10]» and turbo reported `cache hit, replaying logs «p:[h16]»` for the web package."""),
 ("en", "L", r"""BUILD_TAG=jenkins-«f:proj»-«f:branch»-«p:[d4]»
BUILD_URL=https://ci.«f:domain»/job/«f:proj»/job/main/«p:[d4]»/
GIT_COMMIT=«p:[h40]»
CIRCLE_WORKFLOW_ID=«p:[uuid]»"""),
 ("zh", "N", r"""云效流水线「«f:app»-发布」运行 #«p:[d4]» 失败，运行 ID «p:[d9]»，失败阶段：镜像构建。构建日志里镜像 tag 是 «p:[h8]»-«p:[d14]»。"""),
 ("zh", "M", r"""蓝盾构建 b-«p:[h32]» 跑完了，产物已经推到制品库，CODING 持续集成的构建号是 #«p:[d4]»。"""),
 ("zh", "N", r"""Jenkins 构建号 #«p:[d4]»，BUILD_TAG=jenkins-«f:proj»-«p:[d4]»，Gradle 扫描报告 https://scans.gradle.com/s/«p:[l13]»，都可以直接贴进工单。"""),
])

H("cloud_request_ids", [
 ("en", "L", r"""botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied
x-amz-request-id: «p:[A16]»
x-amz-id-2: «p:[b76]»"""),
 ("en", "N", r"""HTTP/2 403
x-ms-request-id: «p:[uuid]»
x-ms-correlation-request-id: «p:[uuid]»
x-ms-routing-request-id: WESTEUROPE:20250«p:[d9]»T«p:[d6]»Z:«p:[uuid]»
Support asked for the correlation id above, nothing else."""),
 ("en", "N", r"""< HTTP/2 520
< cf-ray: «p:[h16]»-FRA
< x-vercel-id: fra1::iad1::«p:[l5]»-«p:[d13]»-«p:[h12]»
< x-cloud-trace-context: «p:[h32]»/«p:[d19]»;o=1"""),
 ("zh", "N", r"""阿里云接口报错：
{"RequestId":"«p:[UUID]»","HostId":"ecs.aliyuncs.com","Code":"InvalidInstanceId.NotFound","Message":"The specified InstanceId does not exist.","Recommend":"https://api.aliyun.com/troubleshoot?q=InvalidInstanceId.NotFound&product=Ecs&requestId=«p:[UUID]»"}
提工单时把 RequestId 发给售后就行。"""),
 ("zh", "L", r"""[TencentCloudSDKException] code:ResourceNotFound message:实例不存在 requestId:«p:[uuid]»
x-oss-request-id: «p:[H24]»"""),
])

H("tracing_headers", [
 ("en", "N", r"""GET /api/orders/«p:[d6]» HTTP/1.1
Host: «f:app».«f:domain»
traceparent: 00-«p:[h32]»-«p:[h16]»-01
tracestate: rojo=«p:[h16]»,congo=t61rcWkgMzE
X-Amzn-Trace-Id: Root=1-«p:[h8]»-«p:[h24]»;Parent=«p:[h16]»;Sampled=1"""),
 ("en", "L", r"""{"level":"warn","msg":"slow query","dd.trace_id":"«p:[d19]»","dd.span_id":"«p:[d19]»","duration_ms":«f:ms»,"service":"«f:app»"}
{"level":"info","msg":"span finished","uber-trace-id":"«p:[h16]»:«p:[h16]»:0:1","service":"«f:app»"}"""),
 ("en", "N", r"""Propagation check: the gateway forwards `X-B3-TraceId: «p:[h32]»`, `X-B3-SpanId: «p:[h16]»` and `X-B3-Sampled: 1`, but the worker starts a new root span, so the trace breaks at the queue."""),
 ("zh", "N", r"""SkyWalking 的链路头长这样：sw8: 1-«p:[b44]»-«p:[b40]»-0-«p:[b12]»-«p:[b16]»-«p:[b24]»-«p:[b20]»，全是 base64 编码的服务名和 traceId，不是凭证。"""),
 ("zh", "L", r"""EagleEye-TraceID: «p:[h30]»
ARMS 链路追踪 TraceId «p:[h32]» 耗时 «f:ms»ms，慢在 «f:app» 调用下游。"""),
])

H("content_hashes_etags", [
 ("en", "L", r"""vite v5.«p:[d1]».«p:[d1]» building for production...
dist/index.html                   0.46 kB
dist/assets/index-«p:[u8]».css   12.10 kB │ gzip:  3.02 kB
dist/assets/index-«p:[u8]».js   142.33 kB │ gzip: 45.87 kB
dist/assets/vendor-«p:[u8]».js  311.04 kB │ gzip: 98.10 kB"""),
 ("en", "N", r"""HTTP/1.1 200 OK
ETag: "«p:[h32]»-«p:[d2]»"
Content-MD5: «p:[b22]»==
x-goog-hash: crc32c=«p:[b6]»==, md5=«p:[b22]»==
Cache-Control: public, max-age=31536000, immutable"""),
 ("en", "F:SHA512SUMS", r"""«p:[h128]»  «f:app»-«f:ver»-linux-amd64.tar.gz
«p:[h128]»  «f:app»-«f:ver»-darwin-arm64.tar.gz"""),
 ("zh", "N", r"""七牛上传成功返回：{"hash":"Fq«p:[u26]»","key":"uploads/«f:date»/«p:[h16]».png"}，hash 是七牛的 etag，用来判断文件有没有变化。"""),
 ("zh", "N", r"""前端发版后静态资源文件名带内容哈希：app.«p:[h8]».js、chunk-vendors.«p:[h8]».js，OSS 返回 ETag "«p:[H32]»"，CDN 刷新后生效。"""),
])

H("db_ids_ulid_snowflake", [
 ("en", "N", r"""SELECT id, status FROM jobs ORDER BY created_at DESC LIMIT 3;
              id              | status
------------------------------+----------
 «p:@ulid»   | done
 «p:@ulid»   | running
 «p:@ulid»   | queued"""),
 ("en", "N", r"""db.events.find({ _id: ObjectId("«p:[h24]»") }) returned nothing, but ObjectId("«p:[h24]»") exists — the ids come from a different shard. Ingest ids are nanoids like «p:[u21]»."""),
 ("en", "L", r"""{"msg":"order created","order_id":"«p:[d19]»","ksuid":"«p:[a27]»","cuid":"c«p:[l24]»"}"""),
 ("zh", "N", r"""雪花 ID «p:[d19]» 解析出来的时间戳是 «f:date»，机器位 «p:[d2]»。订单表主键是这种雪花 ID，不是什么敏感信息。"""),
 ("zh", "N", r"""MongoDB 查询结果：{ "_id": ObjectId("«p:[h24]»"), "userId": "«p:[h24]»", "status": "已发货" }，两个都是 ObjectId。"""),
])

H("hexdump_encoded_text", [
 ("en", "C", r"""xxd -l 48 «f:app».cfg
00000000: 2320 «p:[h4]» 2073 6574 7469 6e67 730a 6c6f  # «p:[h2]»settings.lo
00000010: 675f 6c65 7665 6c3d 696e 666f 0a«p:[h2]»  «p:[h4]» «p:[h4]»  g_level=info....
00000020: «p:[h4]» «p:[h4]» «p:[h4]» «p:[h4]» «p:[h4]» «p:[h4]» «p:[h4]» «p:[h4]»  ................"""),
 ("en", "N", r"""Subject: =?UTF-8?Q?Re:_Caf=C3=A9_booking_for_=23«p:[d4]»?=
Content-Transfer-Encoding: quoted-printable

Hi, the caf=C3=A9 on «p:[d2]»th is confirmed =E2=80=94 see you there.=0A"""),
 ("en", "N", r"""The request path was /search?q=%E5%BF%AB%E9%80%92%E6%9F%A5%E8%AF%A2&page=«p:[d1]» and the host xn--«p:[l10]»-«p:[l4]».com; both are just encodings of the Chinese query and an IDN."""),
 ("zh", "N", r"""邮件标题是 =?UTF-8?B?5L2g5aW977yM5Lya6K6u57qq6KaB?= 这种格式，解码出来是“你好，会议纪要”，编号 «p:[d6]»，不是乱码也不是密钥。"""),
 ("zh", "N", r"""接口返回的 JSON 里中文被转义了：{"msg":"\u64cd\u4f5c\u6210\u529f","code":0,"traceId":"«p:[h16]»"}，前端解析后就是“操作成功”。"""),
])

H("oauth_public_params", [
 ("en", "N", r"""https://«f:org».okta.com/oauth2/default/v1/authorize?client_id=0oa«p:[a17]»&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2F«f:app».«f:domain»%2Fcallback&state=«p:[u43]»&nonce=«p:[u22]»&code_challenge=«p:[u43]»&code_challenge_method=S256"""),
 ("en", "F:openid-configuration.json", r"""{
  "issuer": "https://auth.«f:domain»",
  "authorization_endpoint": "https://auth.«f:domain»/authorize",
  "token_endpoint": "https://auth.«f:domain»/oauth/token",
  "jwks_uri": "https://auth.«f:domain»/.well-known/jwks.json",
  "code_challenge_methods_supported": ["S256"],
  "id_token_signing_alg_values_supported": ["RS256"]
}"""),
 ("en", "M", r"""PKCE is working: the app sends code_challenge=«p:[u43]» with method S256 and state «p:[u22]», the callback comes back with the same state. No client secret involved since it's a public client."""),
 ("zh", "N", r"""微信网页授权链接：https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx«p:[h16]»&redirect_uri=https%3A%2F%2Fm.«f:cdomain»%2Fauth&response_type=code&scope=snsapi_userinfo&state=«p:[a16]»#wechat_redirect"""),
 ("zh", "N", r"""钉钉扫码登录跳转：https://login.dingtalk.com/oauth2/auth?redirect_uri=https%3A%2F%2Foa.«f:cdomain»%2Fcb&response_type=code&client_id=ding«p:[l16]»&scope=openid&state=«p:[h12]»&prompt=consent，client_id 和 state 都是公开参数。"""),
])

H("secret_refs_iac", [
 ("en", "F:cfn/db.yaml", r"""  Database:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      MasterUsername: '{{resolve:secretsmanager:«f:ns»/«f:app»/db:SecretString:username}}'
      MasterUserPassword: '{{resolve:secretsmanager:«f:ns»/«f:app»/db:SecretString:password}}'
      DBInstanceClass: db.t4g.medium"""),
 ("en", "F:k8s/externalsecret.yaml", r"""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: «f:app»-db
spec:
  refreshInterval: 1h
  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}
  target: {name: «f:app»-db}
  data:
    - secretKey: password
      remoteRef: {key: «f:ns»/«f:app»/postgres, property: password}"""),
 ("en", "F:deploy/«f:app».service", r"""[Service]
ExecStart=/usr/local/bin/«f:app» --config /etc/«f:app»/config.toml
LoadCredential=dbpass:/etc/credstore/«f:app»-dbpass
Environment=DB_PASSWORD_FILE=%d/dbpass
DynamicUser=yes"""),
 ("en", "F:nomad/«f:app».nomad.hcl", r"""template {
  data        = <<EOT
{{ with secret "kv/data/«f:app»" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}
EOT
  destination = "secrets/db.env"
  env         = true
}"""),
 ("en", "F:group_vars/all.yml", r"""db_password: "{{ lookup('community.hashicorp_vault.vault_kv2_get', '«f:app»/db', engine_mount_point='kv').secret.password }}"
smtp_password: "{{ lookup('amazon.aws.aws_ssm', '/«f:ns»/smtp/password', decrypt=true) }}"
"""),
 ("zh", "F:application-prod.yml", r"""spring:
  config:
    import: "aliyun-kms-secret://«f:app»-db-credential"
  datasource:
    # 密码从阿里云 KMS 凭据管家读取，凭据名 acs:kms:«f:cregion»:«p:[d16]»:secret/«f:app»-db-credential
    password: ${db.password}"""),
 ("zh", "N", r"""华为云 CSMS 凭据名 «f:app»-mysql，代码里通过 ShowSecretVersion 接口按版本 latest 读取；腾讯云 SSM 用 GetSecretValue(SecretName="«f:app»/redis", VersionId="v«p:[d1]»")。仓库里只存凭据名，不存值。"""),
 ("zh", "F:docker-compose.yml", r"""services:
  db:
    image: mysql:8.0
    environment:
      MYSQL_ROOT_PASSWORD_FILE: /run/secrets/mysql_root   # 从 secrets 文件读取
    secrets: [mysql_root]
secrets:
  mysql_root:
    file: ./secrets/mysql_root_«p:[d2]».txt"""),
])

H("password_file_refs", [
 ("en", "C", r"""restic -r s3:s3.«f:region».amazonaws.com/«f:bucket» --password-file /root/.config/restic/«f:proj».pass backup /srv/«f:app»"""),
 ("en", "C", r"""mysqldump --defaults-extra-file=/etc/mysql/«f:app»-backup.cnf --single-transaction «f:db» | gzip > /backup/«f:db»-$(date +%F).sql.gz"""),
 ("en", "F:~/.mbsyncrc", r"""IMAPAccount «f:org»
Host imap.«f:domain»
User «f:email»
PassCmd "pass show mail/«f:org»"
SSLType IMAPS"""),
 ("en", "F:/etc/openvpn/client/«f:org».conf", r"""client
remote vpn.«f:domain» 1194 udp
auth-user-pass /etc/openvpn/client/«f:org»-creds.txt
auth-nocache
remote-cert-tls server"""),
 ("en", "C", r"""ansible-playbook -i inventories/«f:ns» site.yml --vault-password-file ~/.ansible/«f:proj»-vault-pass --limit «f:host»"""),
 ("zh", "C", r"""rsync -az --password-file=/etc/rsync.d/«f:app».pass /data/«f:app»/ backup@«f:ip»::«f:app»   # 密码放在单独的文件里，权限 600"""),
 ("zh", "N", r"""数据库容器的密码用 POSTGRES_PASSWORD_FILE=/run/secrets/pg_«f:app» 传进去，psql 这边用 PGPASSFILE=/home/«f:cuser»/.pgpass，脚本里不要再写明文。"""),
 ("zh", "F:/etc/fstab", r"""//«f:ip»/share  /mnt/«f:proj»  cifs  credentials=/root/.smb-«f:proj».cred,uid=1000,iocharset=utf8  0  0
# 账号密码在 credentials 文件里，别写到 fstab"""),
])

H("masked_cli_outputs", [
 ("en", "C", r"""gh auth status
github.com
  ✓ Logged in to github.com account «f:user» (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"""),
 ("en", "C", r"""fly secrets list -a «f:app»
NAME                    DIGEST                  CREATED AT
DATABASE_URL            «p:[h16]»        «p:[d1]»d ago
SENTRY_DSN              «p:[h16]»        «p:[d2]»d ago
STRIPE_SECRET_KEY       «p:[h16]»        «p:[d1]»h ago"""),
 ("en", "C", r"""kubectl config view --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://«f:ip»:6443
  name: «f:proj»
users:
- name: «f:user»
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
    token: REDACTED"""),
 ("en", "C", r"""vercel env ls
 name                     value               environments        created
 DATABASE_URL             Encrypted           Production          «p:[d2]»d ago
 NEXTAUTH_SECRET          Encrypted           Production, Preview «p:[d2]»d ago"""),
 ("zh", "C", r"""aliyun configure list
Profile   | Credential         | Valid   | Region           | Language
--------- | ------------------ | ------- | ---------------- | --------
default * | AK:***«p:[a4]»           | Valid   | «f:cregion»      | zh
«f:cuser» | AK:***«p:[a4]»           | Valid   | «f:cregion»      | zh"""),
 ("zh", "N", r"""tccli configure list 的输出里 secretKey 显示为 ****，secretId 只露出后四位 ****«p:[a4]»，说明配置已经生效，值本身看不到。"""),
 ("zh", "C", r"""glab auth status
gitlab.«f:cdomain»
  ✓ Logged in to gitlab.«f:cdomain» as «f:cuser» (/home/«f:cuser»/.config/glab-cli/config.yml)
  ✓ Token: **************************"""),
])

H("test_fixtures_marked", [
 ("en", "F:tests/conftest.py", r"""@pytest.fixture
def fake_settings(tmp_path):
    # dummy values for unit tests, never sent to a real service
    return Settings(
        api_key="test-api-key-«p:[d3]»",
        db_password="not-a-real-password",
        webhook_secret="dummy-webhook-secret",
        data_dir=tmp_path,
    )"""),
 ("en", "F:internal/auth/auth_test.go", r"""// fake credentials for the table test; not valid anywhere
const testToken = "fake-token-for-tests"

func TestVerify_«p:[U1]»«p:[L6]»(t *testing.T) {
	if err := Verify(testToken, "wrong"); err == nil {
		t.Fatal("expected error")
	}
}"""),
 ("en", "F:src/test/java/«f:app»/RepoIT.java", r"""@Container
static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>("postgres:16-alpine")
        .withDatabaseName("«f:db»_test")
        .withUsername("test")
        .withPassword("test"); // throwaway container, lives for one test run"""),
 ("en", "F:spec/fixtures/vcr/«f:app»_«p:[d3]».yml", r"""http_interactions:
- request:
    method: post
    uri: https://api.«f:domain»/v1/charges
    headers:
      Authorization:
      - "<FILTERED>"
  response:
    status: {code: 200, message: OK}"""),
 ("zh", "F:tests/test_client.py", r"""# 测试用的假数据，不是真实密钥
FAKE_APP_ID = "wx_test_appid_«p:[d3]»"
FAKE_SECRET = "dummy-secret-for-unit-test"

def test_sign():
    assert sign({"a": 1}, FAKE_SECRET) == "e3b0c442"  # 仅用于回归"""),
 ("zh", "F:src/__mocks__/config.ts", r"""// 单测 mock，值都是占位的
export default {
  apiBase: 'http://localhost:«f:port»',
  apiKey: 'mock-api-key',
  password: 'mock-password-«p:[d2]»',
};"""),
])

H("security_docs_token_formats", [
 ("en", "F:.gitleaks.toml", r"""[[rules]]
id = "«f:org»-internal-token"
description = "«f:org» internal service token"
regex = '''«f:org»_(live|test)_[0-9a-zA-Z]{32}'''
keywords = ["«f:org»_live_", "«f:org»_test_"]

[allowlist]
paths = ['''testdata/.*''']"""),
 ("en", "F:.secrets.baseline", r"""{
  "version": "1.5.0",
  "results": {
    "config/«f:app».yaml": [
      {
        "type": "Secret Keyword",
        "filename": "config/«f:app».yaml",
        "hashed_secret": "«p:[h40]»",
        "is_verified": false,
        "line_number": «f:line»
      }
    ]
  }
}"""),
 ("en", "N", r"""Token formats to add to the scanner: GitLab PATs are `glpat-` followed by 20 characters, Slack bot tokens start with `xoxb-`, PyPI tokens start with `pypi-AgEIcHlwaS5vcmc`, and our own keys are `«f:org»_live_` plus 32 alphanumerics. The regex for ours is `«f:org»_live_[A-Za-z0-9]{32}` (ticket SEC-«f:ticket»)."""),
 ("zh", "N", r"""密钥格式说明（安全规范 v«f:ver»）：阿里云 AccessKey ID 以 LTAI 开头，共 24 位；腾讯云 SecretId 以 AKID 开头，36 位；火山引擎 AK 以 AKLT 开头。扫描规则用正则 LTAI[0-9A-Za-z]{20}，命中后人工复核。"""),
 ("zh", "N", r"""detect-secrets 基线文件里的 hashed_secret 是 SHA1（例如 «p:[h40]»），只是用来去重的，不能反推出原文。第 «f:line» 行的告警已经标记为误报。"""),
])

H("agent_security_advice", [
 ("en", "N", r"""I won't hardcode the key in `«f:app»/settings.py`. I've changed it to read `«p:[U6]»_API_KEY` from the environment and added the name to `.env.example` with an empty value. Put the real value in your password manager and export it in your shell before running the tests."""),
 ("en", "N", r"""Heads-up: earlier in this session you pasted what looks like a live token for «f:app». I haven't written it to any file or to memory. I'd recommend revoking it in the provider's dashboard and issuing a new one, then storing it with `gh secret set «p:[U6]»_TOKEN` instead of in the repo."""),
 ("en", "N", r"""For the CI job, use OIDC federation instead of a long-lived access key: the workflow requests a short-lived token and assumes role `arn:aws:iam::«p:[d12]»:role/«f:proj»-deploy`. Nothing secret needs to be stored in the repository settings."""),
 ("zh", "N", r"""我不会把密钥写进代码里。已经改成从环境变量 «p:[U6]»_SECRET 读取，.env.example 里只保留变量名。真实的值请放到团队的密码管理器里，部署时由 CI 注入。"""),
 ("zh", "N", r"""提醒一下：你刚才贴的那段配置里好像包含数据库密码，我没有把它保存到记忆或者任何文件里。建议尽快在控制台重置这个密码，新密码放到 KMS 凭据管家（凭据名 «f:app»-db）里。"""),
])

H("code_reading_secrets_langs", [
 ("en", "F:cmd/«f:app»/main.go", r"""func mustEnv(k string) string {
	v, ok := os.LookupEnv(k)
	if !ok || v == "" {
		log.Fatalf("missing required env %s", k)
	}
	return v
}

var dbPassword = mustEnv("«p:[U5]»_DB_PASSWORD")"""),
 ("en", "F:src/config.rs", r"""let token = std::env::var("«p=v:[U5]»_TOKEN")
    .context("«=v»_TOKEN must be set (see README)")?;
let client = Client::builder().bearer_auth(&token).build()?;"""),
 ("en", "F:Program.cs", r"""var secret = builder.Configuration["Auth:ClientSecret"]
    ?? throw new InvalidOperationException("Auth:ClientSecret missing; use dotnet user-secrets or Key Vault");
builder.Services.AddAuthentication().AddOpenIdConnect(o => o.ClientSecret = secret);"""),
 ("en", "F:Sources/«f:proj»/Keychain.swift", r"""let query: [String: Any] = [
    kSecClass as String: kSecClassGenericPassword,
    kSecAttrService as String: "io.«f:org».«f:proj»",
    kSecAttrAccount as String: "api-token",
    kSecReturnData as String: true
]
var item: CFTypeRef?
let status = SecItemCopyMatching(query as CFDictionary, &item)"""),
 ("en", "F:config/app.php", r"""'stripe' => [
    'secret' => env('STRIPE_SECRET'),
    'webhook_secret' => env('STRIPE_WEBHOOK_SECRET_«p:[U4]»'),
],"""),
 ("zh", "F:src/main/java/Config.java", r"""// 从环境变量读取，不要在代码里写死
String accessKeySecret = System.getenv("ALIYUN_ACCESS_KEY_SECRET_«p:[U3]»");
if (accessKeySecret == null) {
    throw new IllegalStateException("请先配置 ALIYUN_ACCESS_KEY_SECRET");
}"""),
 ("zh", "F:lib/«f:app».rb", r"""# 密码从 Rails credentials 或环境变量读取
password = Rails.application.credentials.dig(:mysql, :password) || ENV.fetch("MYSQL_PASSWORD_«p:[U3]»")"""),
 ("zh", "F:app/src/main/kotlin/Secure.kt", r"""// Android 上用 EncryptedSharedPreferences 保存 token，明文不落盘
val prefs = EncryptedSharedPreferences.create(
    context, "«f:proj»_secure_prefs", masterKey,
    EncryptedSharedPreferences.PrefKeyEncryptionScheme.AES256_SIV,
    EncryptedSharedPreferences.PrefValueEncryptionScheme.AES256_GCM)
val token = prefs.getString("access_token", null)"""),
])

H("prose_password_chat", [
 ("en", "M", r"""My «f:app» password expired again this morning and the reset email took «p:[d2]» minutes to arrive. Is there a way to get SSO on that thing so I can stop rotating it every 90 days?"""),
 ("en", "M", r"""I rotated the «f:app» deploy key after «f:user» left, updated it in the vault, and bumped the pods. If anything fails to authenticate after «f:time», ping me and I'll check the sync job."""),
 ("en", "M", r"""Quick q: do we store the Grafana admin credentials anywhere, or did whoever set it up in «p:[d4]» keep them in their head? The login page says my password is wrong and I never had one."""),
 ("en", "N", r"""Password reset flow for «f:app» v«f:ver»: the user enters their email, we send a single-use link valid for 30 minutes, and the new password must differ from the last five. We never email the password itself and support staff cannot see it."""),
 ("zh", "M", r"""我的 «f:app» 后台密码又过期了，找回密码的邮件等了 «p:[d2]» 分钟才收到。能不能接入统一登录，省得每三个月改一次？"""),
 ("zh", "M", r"""«f:cname2» 离职后我已经把 «f:app» 的部署密钥换掉了，新的放在密码管理器里，pod 也重启了。«f:time» 之后如果还有认证失败的告警再叫我。"""),
 ("zh", "M", r"""忘记 «f:proj» 测试环境的管理员密码了，谁知道存在哪？我记得是 «f:cname2» 当时配的，他说放到了 1Password 的「运维」保险库里，但我没有权限。"""),
])

H("innocent_keyword_code", [
 ("en", "N", r""">>> tok = AutoTokenizer.from_pretrained("bert-base-uncased")
>>> tok("the secret to good bread is time")
{'input_ids': «p:@tokids», 'token_type_ids': [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 'attention_mask': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}"""),
 ("en", "F:src/lexer.rs", r"""match self.peek() {
    Some('"') => Token::new(TokenKind::StringLit, self.read_string()?),
    Some(c) if c.is_alphabetic() => Token::new(TokenKind::Ident, self.read_ident()),
    _ => Token::new(TokenKind::Unknown, String::new()),
}
// line «f:line»: the key of a map literal is always an Ident token"""),
 ("en", "F:app/api/deps.py", r"""api_key_header = APIKeyHeader(name="X-API-Key", auto_error=False)

async def require_key(key: str | None = Depends(api_key_header)) -> Principal:
    if key is None:
        raise HTTPException(status_code=401, detail="missing API key")
    return await lookup_principal(hash_key(key))"""),
 ("en", "F:templates/login.html", r"""<form method="post" action="/login">
  <input type="email" name="email" autocomplete="username" required>
  <input type="password" name="password" autocomplete="current-password" minlength="«p:[d2]»" required>
  <input type="hidden" name="next" value="/«f:app»/dashboard">
</form>"""),
 ("en", "N", r"""resp = client.messages.create(model=model, max_tokens=«p:[d4]», messages=msgs)
print(resp.usage.input_tokens, resp.usage.output_tokens)  # token budget for «f:app»: «p:[d5]»/day"""),
 ("zh", "N", r"""限流用的是令牌桶：桶容量 «p:[d3]»，每秒补充 «p:[d2]» 个令牌，key 用用户 ID 拼接接口名，比如 rate:«p:[d6]»:/api/orders。这里的 token 和 key 都不是凭证。"""),
 ("zh", "N", r"""主键设计：orders 表（按月分 «p:[d2]» 张表）用 bigint 自增作为主键（primary key），外键 user_id 指向 users 表。唯一键 uk_order_no 防止重复下单，密钥相关字段一律不进这张表。"""),
 ("zh", "N", r"""讲一下 Diffie-Hellman 密钥交换：双方各自生成私钥 a、b，交换公钥 g^a mod p 和 g^b mod p，最终得到相同的共享密钥。示例参数 p=«p:[d3]»、g=5，只是教学用的小数字。"""),
])

H("k8s_cluster_public_data", [
 ("en", "F:~/.kube/config", r"""apiVersion: v1
kind: Config
clusters:
- name: «f:proj»-eks
  cluster:
    server: https://«p:[H32]».gr7.«f:region».eks.amazonaws.com
    certificate-authority-data: «p:@cacert»
users:
- name: «f:proj»-eks
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: aws
      args: [eks, get-token, --cluster-name, «f:proj», --region, «f:region»]"""),
 ("en", "F:k8s/webhook.yaml", r"""apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: «f:app»-policy
webhooks:
  - name: policy.«f:domain»
    clientConfig:
      service: {name: «f:app»-webhook, namespace: «f:ns», path: /validate}
      caBundle: «p:@cacert»"""),
 ("en", "C", r"""kubectl get secrets -n «f:ns»
NAME                        TYPE                             DATA   AGE
«f:app»-db                  Opaque                           2      «p:[d2]»d
«f:app»-tls                 kubernetes.io/tls                2      «p:[d2]»d
regcred                     kubernetes.io/dockerconfigjson   1      «p:[d3]»d"""),
 ("zh", "N", r"""集群 CA 证书（公开的，用来校验 apiserver）：
certificate-authority-data: «p:@cacert»
把它放进 kubeconfig 的 cluster 段即可，用户认证走 OIDC。"""),
 ("zh", "C", r"""kubectl get nodes -o wide
NAME                      STATUS   ROLES           AGE   VERSION   INTERNAL-IP
«f:cregion»-node-«p:[l5]»  Ready    control-plane   «p:[d2]»d   v1.30.«p:[d1]»   «f:ip»
«f:cregion»-node-«p:[l5]»  Ready    <none>          «p:[d2]»d   v1.30.«p:[d1]»   «f:ip2»"""),
])

H("crypto_public_new", [
 ("en", "N", r"""Send the USDC to our Solana treasury address «p:[B44]» (not the deposit address «p:[B43]» from last month). Tx signature of the test transfer: «p:[B88]»."""),
 ("en", "N", r"""Watch-only wallet imported from the extended public key xpub6«p:[B106]»; first receive address is bc1q«p:[l38]». No private material is on this machine."""),
 ("en", "L", r"""{"chain":"cosmoshub-4","from":"cosmos1«p:[l38]»","to":"cosmos1«p:[l38]»","amount":"«p:[d7]»uatom","txhash":"«p:[H64]»"}"""),
 ("zh", "N", r"""收款地址（TRC20）：T«p:[B33]»，请核对前四位和后四位再转账。链上交易哈希 «p:[h64]»，区块浏览器可查。"""),
 ("zh", "N", r"""硬件钱包导出的扩展公钥 xpub6«p:[B106]» 只能看余额、生成收款地址，不能花钱，可以放到记账软件里。"""),
])

H("cn_business_ids", [
 ("en", "N", r"""Merchant profile for the WeChat Pay integration: merchant ID (mch_id) 16«p:[d8]», unified social credit code 91«p:[d4]»«p:[A12]», ICP license 沪ICP备2023«p:[d6]»号-1. None of these are credentials; they are printed on the company site."""),
 ("en", "N", r"""The courier tracking number SF«p:[d13]» and the order number «p:[d18]» are both in the support ticket; invoice number «p:[d8]» was issued on «f:date»."""),
 ("zh", "N", r"""公司信息：统一社会信用代码 91«p:[d4]»«p:[A12]»，ICP 备案号 浙ICP备«p:[d8]»号-2，公安备案号 浙公网安备 «p:[d14]» 号。"""),
 ("zh", "N", r"""快递单号 YT«p:[d13]»，订单号 «p:[d19]»，发票号码 «p:[d8]»，发票代码 «p:[d12]»，麻烦财务核对一下。"""),
 ("zh", "N", r"""微信支付商户号 16«p:[d8]»，支付宝 APPID 2021«p:[d12]»，这两个都是公开的标识，可以写在配置文件注释里，密钥另存。"""),
])

H("redacted_new_tools", [
 ("en", "L", r"""{"eventName":"CreateUser","eventSource":"iam.amazonaws.com","requestParameters":{"userName":"«f:user»"},"userIdentity":{"arn":"arn:aws:iam::«p:[d12]»:user/ci"}}
{"eventName":"CreateLoginProfile","requestParameters":{"userName":"«f:user»","password":"HIDDEN_DUE_TO_SECURITY_REASONS","passwordResetRequired":true}}"""),
 ("en", "C", r"""curl -s localhost:«f:port»/actuator/env | jq '.propertySources[1].properties'
{
  "spring.datasource.url": {"value": "jdbc:postgresql://«f:host»:5432/«f:db»"},
  "spring.datasource.password": {"value": "******"},
  "«f:app».api-key": {"value": "******"}
}"""),
 ("en", "N", r"""Sentry event «p:[h32]»: request.data = {"username": "«f:user»", "password": "[Filtered]", "otp": "[Filtered]"}, headers.Authorization = "[Filtered]"."""),
 ("en", "N", r"""Django debug page (DEBUG=True on staging):
DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': '«f:host»', 'NAME': '«f:db»', 'PASSWORD': '********************', 'USER': '«f:user»'}}
SECRET_KEY = '********************'"""),
 ("zh", "L", r"""«f:date» «f:time» INFO  用户登录 user=«f:cuser» phone=1«p:[d2]»****«p:[d4]» password=****** idcard=«p:[d6]»********«p:[d3]»X result=success"""),
 ("zh", "N", r"""Airflow 界面上连接 «f:app»_mysql 的 Password 一栏显示为 ***，变量 «p:[U6]»_SECRET 也被自动打码了，日志里同样是 ***，说明脱敏规则生效。"""),
])

H("docker_env_clean", [
 ("en", "C", r"""docker inspect «f:app» --format '{{json .Config.Env}}' | jq .
[
  "PATH=/usr/local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "LANG=C.UTF-8",
  "GPG_KEY=«p:[H40]»",
  "PYTHON_VERSION=3.12.«p:[d1]»",
  "PYTHON_SHA256=«p:[h64]»",
  "APP_ENV=production"
]"""),
 ("en", "C", r"""docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' node-«f:app»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
NODE_VERSION=20.«p:[d2]».«p:[d1]»
YARN_VERSION=1.22.«p:[d2]»
NODE_ENV=production
PORT=«f:port»"""),
 ("en", "N", r"""The postgres image sets PG_MAJOR=16, PG_VERSION=16.«p:[d1]»-1.pgdg120+1, PGDATA=/var/lib/postgresql/data and GOSU_VERSION=1.17; the GPG_KEYS fingerprint «p:[H40]» is the Debian repo signing key, public."""),
 ("zh", "N", r"""容器里的环境变量看过了，只有 JAVA_HOME=/opt/java/openjdk、JAVA_VERSION=jdk-21.0.«p:[d1]»+«p:[d1]»、TZ=Asia/Shanghai、SPRING_PROFILES_ACTIVE=prod，还有官方镜像自带的 GPG_KEY=«p:[H40]»（这是公钥指纹），没有密钥。"""),
 ("zh", "C", r"""docker exec «f:app» env | sort
HOME=/root
HOSTNAME=«p:[h12]»
LANG=zh_CN.UTF-8
NGINX_VERSION=1.27.«p:[d1]»
NJS_VERSION=0.8.«p:[d1]»
PKG_RELEASE=1~bookworm"""),
])

H("media_content_ids", [
 ("en", "N", r"""The demo video is https://www.youtube.com/watch?v=«p:[u11]»&t=«p:[d2]»s and the playlist track is spotify:track:«p:[a22]». Both are public links."""),
 ("en", "N", r"""Cite it as doi:10.«p:[d4]»/«p:[d7]».«p:[d7]» (arXiv:24«p:[d2]».«p:[d5]»); the accompanying recording is https://vimeo.com/«p:[d9]»."""),
 ("en", "M", r"""Can you add the ISRC «p:[A5]»«p:[d7]» for track «p:[d2]» and link https://soundcloud.com/«f:org»/«p:[l10]»?"""),
 ("zh", "N", r"""B 站视频 BV1«p:[a9]»，抖音 https://www.douyin.com/video/7«p:[d18]»，小红书笔记 https://www.xiaohongshu.com/explore/«p:[h24]»，都是公开内容，可以放到周报里。"""),
 ("zh", "N", r"""网易云音乐歌单 https://music.163.com/#/playlist?id=«p:[d10]»，QQ 音乐歌曲 mid «p:[a14]»，这些 ID 都不是密钥。"""),
])

H("log_lines_clean_json", [
 ("en", "L", r"""{"ts":"«f:ts»","level":"info","service":"«f:app»","request_id":"«p:[uuid]»","method":"POST","path":"/v1/sessions","status":201,"duration_ms":«f:ms»,"auth":"bearer","user_id":1«p:[d5]»}"""),
 ("en", "L", r"""{"ts":"«f:ts»","level":"info","msg":"password changed","user_id":1«p:[d6]»,"password_changed":true,"mfa":"totp","ip":"«f:pubip»","trace_id":"«p:[h32]»"}"""),
 ("en", "L", r"""level=info ts=«f:ts» caller=server.go:«f:line» msg="token refreshed" token_count=«p:[d3]» key_id=«p:[d2]» expires_in=3600 tenant=«f:org»"""),
 ("zh", "L", r"""{"time":"«f:ts»","level":"INFO","msg":"登录成功","uid":«p:[d8]»,"login_type":"password","device":"iPhone15,«p:[d1]»","traceId":"«p:[h32]»","cost":«f:ms»}"""),
 ("zh", "L", r"""«f:date» «f:time» [http-nio-8080-exec-«p:[d1]»] INFO  c.«f:corg».OrderController - 创建订单成功 orderNo=«p:[d18]» userId=«p:[d7]» amount=«p:[d3]».00 traceId=«p:[h32]»"""),
])

H("public_keys_new_formats", [
 ("en", "F:~/.ssh/known_hosts", r"""github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:[b43]»
«f:host».«f:domain»,«f:ip» ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB«p:[b90]»=
@cert-authority *.«f:domain» ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:[b43]» ca@«f:domain»"""),
 ("en", "F:cosign.pub", r"""-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«p:[b28]»
«p:[b56]»==
-----END PUBLIC KEY-----"""),
 ("en", "F:/etc/wireguard/wg0.conf.d/peer-«f:host».conf", r"""[Peer]
# «f:host» (public key only; the private key never leaves that host)
PublicKey = «p:[b6432]»
Endpoint = «f:pubip»:51820
AllowedIPs = 10.«p:[d2]».0.0/24
PersistentKeepalive = 25"""),
 ("en", "N", r"""minisign public key for verifying releases: RWQ«p:[b53]». Nostr: npub1«p:[l58]». Tor mirror: «p:[l56]».onion."""),
 ("zh", "N", r"""服务器的 SSH 主机公钥指纹是 SHA256:«p:[b43]»，第一次连接时核对一下再输入 yes。公钥本身：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:[b43]» root@«f:host»"""),
 ("zh", "N", r"""支付宝公钥（用于验签，开放平台页面上可以直接看到）：
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«p:[b250]»IDAQAB
注意不要和应用私钥搞混。"""),
])

H("placeholder_config_new", [
 ("en", "F:config.example.toml", r"""[«f:app»]
endpoint = "https://api.«f:domain»"
api_key = "<paste-your-api-key-here>"   # get one at https://«f:domain»/settings/keys
webhook_secret = ""                      # optional
timeout_secs = «p:[d2]»"""),
 ("en", "F:appsettings.Example.json", r"""{
  "ConnectionStrings": {
    "Default": "Server=localhost;Database=«f:db»;User Id=sa;Password=<your-password>;TrustServerCertificate=true"
  },
  "Auth": {"ClientId": "«p:[uuid]»", "ClientSecret": "YOUR_CLIENT_SECRET"}
}"""),
 ("en", "F:.env.sample", r"""# Copy to .env and fill in
«p=v:[U5]»_API_KEY=
«=v»_API_SECRET=
DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/«f:db»
SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>"""),
 ("en", "F:values.yaml", r"""auth:
  # -- set via --set auth.password=... or an existing secret
  password: ""
  existingSecret: ""
  apiToken: "REPLACE_WITH_TOKEN"   # «f:app» chart «f:ver»"""),
 ("zh", "F:config.sample.yaml", r"""# 复制为 config.yaml 后填写
aliyun:
  access_key_id: "请填写你的AccessKeyId"
  access_key_secret: "请填写你的AccessKeySecret"
  region: «f:cregion»
wechat:
  appid: wx«p:[h16]»
  secret: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"   # 在公众号后台获取"""),
 ("zh", "N", r"""README 里写的示例：`export DASHSCOPE_API_KEY=sk-你的APIKey`，还有 `密码：<数据库密码>`，这些都是要自己替换的占位符，不是真的值。（文档版本 v«f:ver»）"""),
])

# ================================================================ SECRETS
# ---- chat and prose ------------------------------------------------------
K("chat_login_slash_pairs", [
 ("en", "M", r"""staging admin for «f:app» → «f:user» / «s:[pw]» (don't use it for anything prod)"""),
 ("en", "M", r"""creds for the vendor portal, login: ops@«f:domain» / «s:[pwr]», 2FA goes to the shared phone"""),
 ("en", "N", r"""User: can you log into the Metabase instance and pull last week's churn numbers?
Assistant: Sure — I need credentials for it.
User: «f:email» | «s:[pw]»  (it's https://bi.«f:domain»)"""),
 ("zh", "M", r"""测试环境后台账密：«f:cuser» / «s:[pwc]»，登录地址 http://«f:ip»:8080/admin"""),
 ("zh", "M", r"""«f:app» 运营后台 账号 admin 密码 «s:[pwc]» ，用完记得退出"""),
])

K("chat_abbrev_pw_zh", [
 ("en", "M", r"""pw: «s:[pw]» (for the kiosk account on the 3rd floor)"""),
 ("zh", "M", r"""服务器 «f:ip» root，mm 是 «s:[pwc]»"""),
 ("zh", "M", r"""那台 NAS 的 pwd：«s:[pwc]»，账号还是 admin"""),
 ("zh", "M", r"""psw «s:[pwc]» 账号就是你工号，首次登录会让你改"""),
 ("zh", "M", r"""邮箱 «f:cemail» 密碼：«s:[pwc]»（繁体键盘打的，别介意）"""),
])

K("chat_typo_corrections", [
 ("en", "N", r"""[«f:user»] the vpn password is «s:[pw]»
[«f:user»] sorry, typo — it's «s:[pw]»"""),
 ("en", "M", r"""Correction to my last message: the DB password is not «s:[pw]», that was the old one. Current one is «s:[pwr]»."""),
 ("en", "N", r"""User: try «s:[pw]» for the router
Assistant: That was rejected (401).
User: ugh, capital first letter, my bad: «s:[pw]»"""),
 ("zh", "M", r"""密码是 «s:[pwc]»
不对不对，打错了，是 «s:[pwc]»"""),
 ("zh", "N", r"""用户：wifi 密码 «s:[pwc]»
助手：连接失败，提示密码错误。
用户：哦最后是感叹号不是点，«s:[pwc]»"""),
])

K("chat_rotation_old_new", [
 ("en", "M", r"""Rotated the Jenkins admin password. old: «s:[pw]» new: «s:[pwr]» — update your bookmarks."""),
 ("en", "N", r"""Subject: «f:app» service account rotated
The previous password («s:[pw]») stops working tonight at 23:00. New password: «s:[pwr]»
— «f:user»"""),
 ("en", "M", r"""fyi I changed the shared «f:proj» SFTP login from «s:[pw]» to «s:[pw]» because the contractor still had it"""),
 ("zh", "M", r"""«f:app» 数据库密码已经轮换：旧的 «s:[pwc]» 今晚作废，新的是 «s:[pwr]»，配置中心我已经改好了。"""),
 ("zh", "M", r"""监控账号密码改了哈，原来是 «s:[pwc]»，现在改成 «s:[pwc]»，有问题找我"""),
])

K("remote_assist_codes", [
 ("en", "M", r"""Can you take a look at my screen? TeamViewer ID «p:[d3]» «p:[d3]» «p:[d3]», password «s:[a8]»"""),
 ("en", "M", r"""AnyDesk address «p:[d3]» «p:[d3]» «p:[d3]», unattended access password is «s:[pw]» — it's the build Mac in the office."""),
 ("zh", "M", r"""ToDesk 设备代码 «p:[d3]» «p:[d3]» «p:[d3]»，临时密码 «s:[l8]»，麻烦远程帮我装一下驱动"""),
 ("zh", "M", r"""向日葵识别码 «p:[d3]» «p:[d3]» «p:[d3]»，验证码 «s:[a6]»，装好了告诉我"""),
 ("zh", "M", r"""RustDesk ID «p:[d9]»，固定密码我设成了 «s:[pwc]»，以后直接连"""),
])

K("email_client_auth_codes", [
 ("en", "N", r"""Thunderbird kept rejecting my Yahoo password, so I generated an app password: «s:[L16]». Works now with imap.mail.yahoo.com:993."""),
 ("en", "M", r"""Outlook app password for the scanner-to-email thing: «s:[L16]» (account «f:email»)"""),
 ("zh", "M", r"""QQ邮箱 SMTP 授权码：«s:[L16]»，发件服务器 smtp.qq.com 端口 465"""),
 ("zh", "N", r"""163 邮箱开启 IMAP/SMTP 之后给的授权密码是 «s:[U16]»，客户端里密码填这个，不是登录密码。"""),
 ("zh", "M", r"""阿里企业邮箱三方客户端安全密码：«s:[a16]»，用户名 «f:cemail»"""),
])

K("recovery_backup_codes", [
 ("en", "F:github-recovery-codes.txt", r"""«s:@ghrecov»
«s:@ghrecov»
«s:@ghrecov»
«s:@ghrecov»
«s:@ghrecov»
«s:@ghrecov»

Put these in a safe spot.
If you lose your device and don't have the recovery codes you will lose access to your account."""),
 ("en", "M", r"""Google backup codes for the shared «f:org» ops account (each works once): «s:[d4] [d4]», «s:[d4] [d4]», «s:[d4] [d4]»"""),
 ("en", "N", r"""Bitwarden two-step login recovery code: «s:[A4]-[A4]-[A4]-[A4]-[A4]-[A4]-[A4]» — keep it offline."""),
 ("zh", "N", r"""阿里云账号 MFA 的备用恢复码，存一下：«s:[d8]» «s:[d8]» «s:[d8]»，用过的划掉。"""),
 ("zh", "M", r"""微软账户恢复代码：«s:[A5]-[A5]-[A5]-[A5]-[A5]»，换手机的时候要用"""),
])

K("disk_recovery_keys", [
 ("en", "C", r"""manage-bde -protectors -get C:

BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Volume C: [OS]
All Key Protectors

    Numerical Password:
      ID: {«p:[UUID]»}
      Password:
        «s:@bitlocker»"""),
 ("en", "M", r"""FileVault recovery key for «f:user»'s MacBook (asset «p:[A8]»): «s:@filevault»"""),
 ("en", "N", r"""LUKS passphrase for the backup disk /dev/sdb2 is «s:[W5]» — cryptsetup open /dev/sdb2 backup"""),
 ("zh", "N", r"""BitLocker 恢复密钥：«s:@bitlocker»，设备名 «f:cuser»-LAPTOP，密钥 ID 前八位 «p:[H8]»。"""),
 ("zh", "M", r"""Mac 的 FileVault 恢复密钥 «s:@filevault»，IT 资产号 «p:[A8]»"""),
])

K("home_network_admin", [
 ("en", "N", r"""ISP install notes: PPPoE username «p:[d11]»@fibre, PPPoE password «s:[a10]», router admin at 192.168.1.1 with «s:[pw]»"""),
 ("zh", "M", r"""光猫超级管理员账号 telecomadmin，超级密码 «s:[a8][d8]»，改桥接要用"""),
 ("zh", "N", r"""宽带账号 «p:[d12]»，宽带密码 «s:[d8]»，路由器管理密码 «s:[pwc]»，都写在这了，搬家的时候要用。"""),
 ("zh", "M", r"""海康摄像头 «f:ip» 的 admin 密码我改成了 «s:[pwc]»，萤石云验证码是机身上那个 «s:[U6]»"""),
 ("zh", "M", r"""群晖 NAS http://«f:ip»:5000 管理员 «f:cuser» 密码 «s:[pwc]»"""),
])

K("server_panel_installs", [
 ("en", "L", r"""==================================================================
Congratulations! Installed successfully!
==================================================================
aaPanel Internet Address: https://«f:pubip»:«f:bport»/«p:[l8]»
aaPanel Internal Address: https://«f:ip»:«f:bport»/«p:[l8]»
username: «p:[l8]»
password: «s:[l8]»
Warning:
If you cannot access the panel,
release the following port («f:bport»|888|80|443|20|21) in the security group"""),
 ("zh", "L", r"""==================================================================
Congratulations! Installed successfully!
========================面板账户登录信息==========================

 【云服务器】请在安全组放行 «f:bport» 端口
 外网面板地址: https://«f:pubip»:«f:bport»/«p:[l8]»
 内网面板地址: https://«f:ip»:«f:bport»/«p:[l8]»
 username: «p:[l8]»
 password: «s:[l8]»

 浏览器访问以下链接，添加宝塔客户端
=================================================================="""),
 ("zh", "C", r"""bt default
=================================================================
BT-Panel default info!
==================================================================
外网面板地址: https://«f:pubip»:«f:bport»/«p:[l8]»
username: «p:[l8]»
password: «s:[l8]»"""),
 ("zh", "L", r"""[1Panel «f:date» «f:time» install.log]: 安装成功！
[1Panel «f:date» «f:time» install.log]: 面板地址: http://«f:pubip»:«f:bport»/«p:[h10]»
[1Panel «f:date» «f:time» install.log]: 面板用户: «p:[l10]»
[1Panel «f:date» «f:time» install.log]: 面板密码: «s:[l10]»"""),
 ("zh", "M", r"""青龙面板 http://«f:ip»:5700 账号 admin 密码 «s:[pwc]»，JD 脚本都在里面"""),
])

K("proxy_tunnel_configs", [
 ("en", "F:frps.toml", r"""bindPort = 7000
vhostHTTPPort = 8080
auth.method = "token"
auth.token = "«s:[a24]»"
webServer.addr = "0.0.0.0"
webServer.port = 7500
webServer.user = "admin"
webServer.password = "«s:[pwr]»"
"""),
 ("zh", "M", r"""节点发你了：ss://«s:@ss(chacha20-ietf-poly1305,[a16])»@«f:pubip»:«f:bport»#«f:city»-01 ，导入小火箭就行"""),
 ("zh", "M", r"""trojan://«s:[a22]»@«p:[l6]».«f:cdomain»:443?security=tls&sni=«p:[l6]».«f:cdomain»#HK-01，另外订阅链接 https://sub.«f:cdomain»/api/v1/client/subscribe?token=«s:[h32]» 别外传"""),
 ("zh", "F:config.json", r"""{
  "inbounds": [{
    "port": 443, "protocol": "vless",
    "settings": {"clients": [{"id": "«s:[uuid]»", "flow": "xtls-rprx-vision"}], "decryption": "none"},
    "streamSettings": {"security": "reality", "realitySettings": {"privateKey": "«s:[u43]»", "shortIds": ["«p:[h8]»"]}}
  }]
}"""),
 ("zh", "F:frpc.ini", r"""[common]
server_addr = «f:pubip»
server_port = 7000
token = «s:[a20]»

[nas-web]
type = tcp
local_ip = 127.0.0.1
local_port = 5000
remote_port = 6«p:[d4]»"""),
])

K("download_rpc_secrets", [
 ("en", "F:~/.aria2/aria2.conf", r"""dir=/srv/downloads
enable-rpc=true
rpc-listen-all=true
rpc-allow-origin-all=true
rpc-secret=«s:[a24]»
max-concurrent-downloads=5"""),
 ("en", "F:/var/lib/transmission/.config/transmission-daemon/settings.json", r"""{
    "rpc-authentication-required": true,
    "rpc-bind-address": "0.0.0.0",
    "rpc-enabled": true,
    "rpc-password": "«s:[pw]»",
    "rpc-port": 9091,
    "rpc-username": "«f:user»",
    "rpc-whitelist-enabled": false
}"""),
 ("en", "C", r"""aria2c --enable-rpc --rpc-listen-all --rpc-secret=«s:[a20]» --dir=/mnt/media -D"""),
 ("zh", "M", r"""AriaNg 连接设置：RPC 地址 http://«f:ip»:6800/jsonrpc，密钥 «s:[a16]»"""),
 ("zh", "M", r"""qBittorrent WebUI http://«f:ip»:8085 用户名 admin 密码改成 «s:[pwc]» 了，默认的那个已经不能用"""),
])

K("cn_bot_webhooks", [
 ("en", "F:alerting/dingtalk.yml", r"""receivers:
  - name: oncall-dingtalk
    url: https://oapi.dingtalk.com/robot/send?access_token=«s:[h64]»
    secret: «s:SEC[h64]»
    message:
      title: '{{ template "ding.link.title" . }}'"""),
 ("zh", "C", r"""curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«s:[uuid]»' \
  -H 'Content-Type: application/json' \
  -d '{"msgtype":"text","text":{"content":"«f:app» 发布完成"}}'"""),
 ("zh", "F:notify.py", r"""# 飞书群机器人，开启了签名校验
WEBHOOK = "https://open.feishu.cn/open-apis/bot/v2/hook/«s:[uuid]»"
SIGN_SECRET = "«s:[a22]»"

def notify(text):
    ts = str(int(time.time()))
    sign = gen_sign(ts, SIGN_SECRET)
    requests.post(WEBHOOK, json={"timestamp": ts, "sign": sign, "msg_type": "text", "content": {"text": text}})"""),
 ("zh", "M", r"""钉钉告警机器人加签的 secret 是 «s:SEC[h64]»，webhook 里的 access_token=«s:[h64]»，Grafana 里配一下"""),
 ("zh", "F:.env", r"""# 企业微信群机器人（告警群）
WECOM_BOT_KEY=«s:[uuid]»
# 飞书机器人
FEISHU_HOOK=https://open.feishu.cn/open-apis/bot/v2/hook/«s:[uuid]»"""),
])

K("messaging_platform_secrets", [
 ("en", "F:.env.production", r"""LINE_CHANNEL_ID=«p:[d10]»
LINE_CHANNEL_SECRET=«s:[h32]»
LINE_CHANNEL_ACCESS_TOKEN=«s:[b172]»="""),
 ("en", "F:config/viber.yml", r"""viber:
  bot_name: «f:org» Support
  auth_token: «s:[h16]-[h16]-[h16]»
  webhook: https://bots.«f:domain»/viber"""),
 ("en", "C", r"""curl -X POST https://«f:domain»/mattermost/hooks/«s:[l26]» -d '{"text": "deploy «f:sha7» done"}'"""),
 ("en", "F:kakao.properties", r"""# 카카오 로그인 / 카카오톡 메시지
kakao.rest-api-key=«s:[h32]»
kakao.admin-key=«s:[h32]»
kakao.redirect-uri=https://«f:cdomain»/oauth/kakao"""),
 ("zh", "M", r"""Zulip 机器人的 API key 是 «s:[a32]»，邮箱 «f:app»-bot@«f:cdomain»，在 zuliprc 里配置"""),
])

K("en_chat_handover", [
 ("en", "M", r"""dropping the staging Algolia write key here since the vault sync is broken: «s:[h32]» — I'll rotate it Friday"""),
 ("en", "M", r"""here's the thing you asked for, expires end of sprint: «s:[a40]» (it's the partner API token for «f:org»)"""),
 ("en", "N", r"""User: the build needs NEXUS creds. user is deploy, the other bit is «s:[pwr]»
Assistant: Thanks, I'll pass them via environment variables for this run only."""),
 ("en", "M", r"""don't share this outside the channel pls — HMAC key for the callback verification: «s:[b64u32]»"""),
 ("en", "M", r"""ok so the one from the shared drive was revoked; use «s:[l40]» for the «f:proj» sandbox until IT issues proper ones"""),
 ("en", "N", r"""Assistant: I need the signing secret to verify the webhook locally.
User: «s:[h40]»
Assistant: Got it, verifying now."""),
])

K("zh_chat_handover", [
 ("zh", "M", r"""key 贴这儿了，临时的，用完就删：«s:[a32]»"""),
 ("zh", "M", r"""私信不方便，直接发群里吧，接口秘钥 «s:[h32]»，明天我就换掉"""),
 ("zh", "M", r"""解压密码：«s:@wrappw»，资料包在共享盘 /产品部/«f:date»/ 里"""),
 ("zh", "M", r"""家里 WiFi「«f:wifi»」密码是 «s:[pwhz]»，对，中文的"""),
 ("zh", "N", r"""用户：合同 PDF 打不开，要密码
助手：请提供文档的打开密码。
用户：«s:[pwhz]»"""),
 ("zh", "M", r"""那个口令你记一下 → «s:[pwr]» ，别外传，也别存到聊天记录里（虽然已经存了 😂）"""),
])

# ---- AI, data and cloud vendors ----------------------------------------------
K("ai_keys_intl_new", [
 ("en", "F:.env.local", r"""GROQ_API_KEY=«s:gsk_[a52]»
PERPLEXITY_API_KEY=«s:pplx-[a48]»
DEFAULT_MODEL=llama-3.3-70b-versatile"""),
 ("en", "C", r"""curl -s https://api.replicate.com/v1/predictions -H "Authorization: Bearer «s:r8_[a37]»" -H 'Content-Type: application/json' -d @input.json"""),
 ("en", "F:src/llm/providers.ts", r"""export const providers = {
  mistral: new Mistral({ apiKey: "«s:[a32]»" }),
  openrouter: new OpenAI({ baseURL: "https://openrouter.ai/api/v1", apiKey: "«s:sk-or-v1-[h64]»" }),
};"""),
 ("zh", "M", r"""Groq 的 key 给你：«s:gsk_[a52]»，免费额度每分钟 30 次请求，够测试用了"""),
 ("zh", "N", r"""OpenRouter 充了 20 刀，密钥 «s:sk-or-v1-[h64]»，模型用 deepseek/deepseek-chat，别拿去跑批量任务。"""),
])

K("ai_inference_hosts", [
 ("en", "F:config/inference.yaml", r"""providers:
  together:
    base_url: https://api.together.xyz/v1
    api_key: «s:tgp_v1_[u43]»
  fireworks:
    base_url: https://api.fireworks.ai/inference/v1
    api_key: «s:fw_[a24]»"""),
 ("en", "C", r"""export CEREBRAS_API_KEY=«s:csk-[l48]» && python bench.py --provider cerebras --model llama3.1-8b"""),
 ("en", "F:litellm_config.yaml", r"""model_list:
  - model_name: qwen-72b
    litellm_params:
      model: deepinfra/Qwen/Qwen2.5-72B-Instruct
      api_key: «s:[a32]»
  - model_name: mixtral
    litellm_params:
      model: anyscale/mistralai/Mixtral-8x7B-Instruct-v0.1
      api_key: «s:esecret_[l26]»"""),
 ("zh", "M", r"""Together AI 的 key：«s:[h64]»，在 .env 里配 TOGETHER_API_KEY 就行"""),
 ("zh", "F:app/settings.py", r"""# Fireworks 推理服务（测试账号）
FIREWORKS_API_KEY = "«s:fw_[a24]»"
FIREWORKS_MODEL = "accounts/fireworks/models/llama-v3p1-70b-instruct"
"""),
])

K("agent_tool_api_keys", [
 ("en", "F:.env", r"""TAVILY_API_KEY=«s:tvly-dev-[a32]»
FIRECRAWL_API_KEY=«s:fc-[h32]»
BROWSERBASE_PROJECT_ID=«p:[uuid]»
BROWSERBASE_API_KEY=«s:bb_live_[u27]»"""),
 ("en", "F:agent/tools.py", r"""from e2b_code_interpreter import Sandbox
from exa_py import Exa

sandbox = Sandbox(api_key="«s:e2b_[h40]»")
exa = Exa(api_key="«s:[uuid]»")"""),
 ("en", "C", r"""npx -y firecrawl-mcp --api-key «s:fc-[h32]»"""),
 ("zh", "M", r"""搜索工具用 Tavily，key 是 «s:tvly-[a32]»，每月 1000 次免费"""),
 ("en", "F:mcp.json", r"""{
  "mcpServers": {
    "e2b": {"command": "npx", "args": ["-y", "@e2b/mcp-server"], "env": {"E2B_API_KEY": "«s:e2b_[h40]»"}}
  }
}"""),
])

K("vector_db_keys", [
 ("en", "F:rag/config.py", r"""PINECONE_API_KEY = "«s:pcsk_[a5]_[a63]»"
PINECONE_INDEX = "«f:proj»-docs"
EMBED_MODEL = "text-embedding-3-small"
"""),
 ("en", "F:docker/.env", r"""QDRANT_URL=https://«p:[uuid]».«f:region».aws.cloud.qdrant.io:6333
QDRANT_API_KEY=«s:[u48]»
WEAVIATE_URL=https://«p:[l10]».c0.«f:region».gcp.weaviate.cloud
WEAVIATE_API_KEY=«s:[a40]»"""),
 ("en", "C", r"""curl -X POST "https://in03-«p:[h15]».serverless.gcp-us-west1.cloud.zilliz.com/v2/vectordb/collections/list" -H "Authorization: Bearer «s:[h104]»" -d '{}'"""),
 ("zh", "F:application.yml", r"""vector:
  # 向量库用 Zilliz Cloud
  uri: https://in03-«p:[h15]».serverless.ali-cn-hangzhou.cloud.zilliz.com.cn
  token: «s:[h104]»"""),
 ("zh", "M", r"""Pinecone 的 key 我新建了一个：«s:pcsk_[a5]_[a63]»，索引名 «f:proj»-kb，维度 1024"""),
])

K("zhipu_glm_keys", [
 ("en", "F:glm_client.py", r"""from zhipuai import ZhipuAI
client = ZhipuAI(api_key="«s:[h32].[a16]»")
resp = client.chat.completions.create(model="glm-4-plus", messages=msgs)"""),
 ("en", "C", r"""export ZHIPUAI_API_KEY="«s:[h32].[a16]»"; python eval.py --model glm-4-flash"""),
 ("zh", "M", r"""智谱的 API Key：«s:[h32].[a16]»，glm-4-flash 是免费的，别用 plus"""),
 ("zh", "F:.env", r"""# 智谱 BigModel 开放平台
ZHIPU_API_KEY=«s:[h32].[a16]»
ZHIPU_BASE_URL=https://open.bigmodel.cn/api/paas/v4"""),
 ("zh", "N", r"""用户：为什么 glm 接口返回 401？我的 key 是 «s:[h32].[a16]»
助手：这个格式是对的（id.secret），401 通常是密钥被禁用或者过期了，可以在控制台重新生成。"""),
])

K("cn_llm_platforms_new", [
 ("en", "F:config/models.yaml", r"""volcengine_ark:
  base_url: https://ark.cn-beijing.volces.com/api/v3
  api_key: «s:[uuid]»
  endpoint: ep-2025«p:[d10]»-«p:[l5]»"""),
 ("zh", "F:.env", r"""# MiniMax
MINIMAX_GROUP_ID=«p:[d19]»
MINIMAX_API_KEY=«s:@jwt(minimax)»"""),
 ("zh", "M", r"""硅基流动的 key：«s:sk-[l48]»，用 Qwen/Qwen2.5-72B-Instruct，base_url 是 https://api.siliconflow.cn/v1"""),
 ("zh", "C", r"""curl https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions -H "Authorization: Bearer «s:sk-[h32]»" -H "Content-Type: application/json" -d '{"model":"qwen-plus","messages":[{"role":"user","content":"你好"}]}'"""),
 ("zh", "F:config.py", r"""# Kimi（月之暗面）
MOONSHOT_API_KEY = "«s:sk-[a48]»"
MOONSHOT_BASE_URL = "https://api.moonshot.cn/v1"
"""),
])

K("ml_experiment_keys", [
 ("en", "F:~/.netrc", r"""machine api.wandb.ai
  login user
  password «s:[h40]»"""),
 ("en", "F:~/.kaggle/kaggle.json", r"""{"username":"«f:user»","key":"«s:[h32]»"}"""),
 ("en", "F:.env", r"""NEPTUNE_PROJECT=«f:org»/«f:proj»
NEPTUNE_API_TOKEN=«s:@neptune»
LANGCHAIN_TRACING_V2=true
LANGCHAIN_API_KEY=«s:lsv2_pt_[h32]_[h10]»"""),
 ("zh", "C", r"""wandb login «s:[h40]» && python train.py --config configs/«f:proj».yaml"""),
 ("en", "F:clearml.conf", r"""api {
    web_server: https://app.clear.ml
    api_server: https://api.clear.ml
    credentials {
        "access_key" = "«s:[A30]»"
        "secret_key" = "«s:[a64]»"
    }
}"""),
])

K("data_platform_tokens", [
 ("en", "F:~/.databrickscfg", r"""[DEFAULT]
host  = https://adb-«p:[d16]».«p:[d1]».azuredatabricks.net
token = «s:dapi[h32]-2»

[staging]
host  = https://«f:org»-staging.cloud.databricks.com
token = «s:dapi[h32]»"""),
 ("en", "C", r"""curl -H "Authorization: Token «s:dbtc_[u56]»" https://cloud.getdbt.com/api/v2/accounts/«p:[d6]»/runs/?limit=5"""),
 ("en", "F:~/.snowsql/config", r"""[connections.«f:proj»]
accountname = «p:[L7]»-«p:[L2]»«p:[d5]»
username = «f:user»
password = «s:[pwr]»
warehousename = TRANSFORMING"""),
 ("zh", "F:fivetran.env", r"""# Fivetran REST API（数据同步）
FIVETRAN_API_KEY=«s:[a16]»
FIVETRAN_API_SECRET=«s:[a32]»"""),
 ("zh", "M", r"""Airbyte Cloud 的 client_id «p:[uuid]»，client_secret «s:[a32]»，拿 token 用 https://api.airbyte.com/v1/applications/token"""),
])

K("confluent_kafka_creds", [
 ("en", "F:client.properties", r"""bootstrap.servers=pkc-«p:[l5]».«f:region».aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="«s:[A16]»" password="«s:[b64]»";"""),
 ("en", "C", r"""kcat -b «f:host»:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=«f:user» -X sasl.password=«s:[pwr]» -t «f:app».events -C -o -5"""),
 ("en", "F:kafka_server_jaas.conf", r"""KafkaServer {
   org.apache.kafka.common.security.scram.ScramLoginModule required
   username="admin"
   password="«s:[pwr]»";
};"""),
 ("zh", "M", r"""Confluent Cloud API Key：«s:[A16]»，Secret：«s:[b64]»，集群在 «f:region»，topic 权限已经开了"""),
 ("en", "F:application.yml", r"""spring:
  kafka:
    bootstrap-servers: «f:ip»:9093
    properties:
      security.protocol: SASL_PLAINTEXT
      sasl.mechanism: SCRAM-SHA-256
      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="«f:cuser»" password="«s:[pwc]»";"""),
])

K("supabase_planetscale_neon", [
 ("en", "F:.env", r"""NEXT_PUBLIC_SUPABASE_URL=https://«p:[l20]».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«p:@jwt(generic)»
SUPABASE_SERVICE_ROLE_KEY=«s:@jwt(supabase)»"""),
 ("en", "C", r"""SUPABASE_ACCESS_TOKEN=«s:sbp_[h40]» supabase link --project-ref «p:[l20]»"""),
 ("en", "F:.env.production", r"""DATABASE_URL="mysql://«p:[l12]»:«s:pscale_pw_[u43]»@aws.connect.psdb.cloud/«f:db»?sslaccept=strict"
NEON_API_KEY=«s:napi_[l64]»"""),
 ("zh", "M", r"""PlanetScale 服务令牌：ID «p:[l12]»，token «s:pscale_tkn_[u43]»，只给了 read_branch 权限"""),
 ("zh", "F:scripts/db.sh", r"""# Neon 分支管理
export NEON_API_KEY=«s:napi_[l64]»
neonctl branches create --project-id «p:[L6]»-«p:[L6]»-«p:[d8]» --name preview-$PR"""),
])

K("cloudflare_tokens", [
 ("en", "F:~/.config/rclone/rclone.conf", r"""[r2]
type = s3
provider = Cloudflare
access_key_id = «s:[h32]»
secret_access_key = «s:[h64]»
endpoint = https://«p:[h32]».r2.cloudflarestorage.com"""),
 ("en", "C", r"""curl -s "https://api.cloudflare.com/client/v4/zones?name=«f:domain»" -H "X-Auth-Email: «f:email»" -H "X-Auth-Key: «s:[h37]»"
"""),
 ("en", "F:docker-compose.yml", r"""services:
  tunnel:
    image: cloudflare/cloudflared:latest
    command: tunnel --no-autoupdate run
    environment:
      - TUNNEL_TOKEN=«s:@cftunnel»"""),
 ("zh", "F:.github/workflows/deploy.yml", r"""    steps:
      - uses: cloudflare/wrangler-action@v3
        with:
          apiToken: «s:[u40]»   # TODO 改成 secrets，先跑通
          accountId: «p:[h32]»"""),
 ("zh", "M", r"""CF 的 API 令牌（只有 DNS 编辑权限）：«s:[u40]»，用于 «f:cdomain» 的证书续期"""),
])

K("cdn_edge_creds", [
 ("en", "F:~/.edgerc", r"""[default]
client_secret = «s:[b6432]»
host = akab-«p:[l16]»-«p:[l16]».luna.akamaiapis.net
access_token = «s:@edgerc»
client_token = «s:@edgerc»"""),
 ("en", "C", r"""curl -X POST -H "Fastly-Key: «s:[u32]»" https://api.fastly.com/service/«p:[a22]»/purge_all"""),
 ("en", "F:terraform/bunny.tf", r"""provider "bunnynet" {
  api_key = "«s:[uuid]-[h4]-[h4]-[h4]-[h12]»"
}"""),
 ("zh", "M", r"""KeyCDN 的 API Key «s:[a32]»，刷新缓存的脚本在 ops 仓库"""),
 ("zh", "F:purge.sh", r"""#!/bin/bash
# Fastly 全站刷新
FASTLY_API_TOKEN="«s:[u32]»"
curl -s -X POST -H "Fastly-Key: $FASTLY_API_TOKEN" "https://api.fastly.com/service/«p:[a22]»/purge_all"
"""),
])

K("dns_acme_creds", [
 ("en", "F:/etc/letsencrypt/cloudflare.ini", r"""# Cloudflare API token used by Certbot
dns_cloudflare_api_token = «s:[u40]»"""),
 ("en", "C", r"""GD_Key="«s:[a34]»" GD_Secret="«s:[a22]»" ~/.acme.sh/acme.sh --issue --dns dns_gd -d «f:domain» -d '*.«f:domain»'"""),
 ("en", "F:porkbun.json", r"""{
  "apikey": "«s:pk1_[h64]»",
  "secretapikey": "«s:sk1_[h64]»"
}"""),
 ("zh", "C", r"""export DP_Id="«p:[d6]»"
export DP_Key="«s:[h32]»"
~/.acme.sh/acme.sh --issue --dns dns_dp -d «f:cdomain» -d "*.«f:cdomain»"
"""),
 ("zh", "F:~/.acme.sh/account.conf", r"""LOG_FILE="/root/.acme.sh/acme.sh.log"
SAVED_Ali_Key='«s:LTAI5t[a18]»'
SAVED_Ali_Secret='«s:[a30]»'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'"""),
])

K("mesh_tunnel_keys", [
 ("en", "C", r"""tailscale up --authkey=«s:tskey-auth-k[a10]CNTRL-[a33]» --advertise-routes=10.0.0.0/16 --hostname=«f:host»"""),
 ("en", "F:~/.config/ngrok/ngrok.yml", r"""version: "3"
agent:
  authtoken: «s:2[a26]_[a21]»
tunnels:
  web:
    proto: http
    addr: 3000"""),
 ("en", "F:.github/workflows/e2e.yml", r"""      - name: Join tailnet
        uses: tailscale/github-action@v2
        with:
          authkey: «s:tskey-auth-k[a10]CNTRL-[a33]»
          tags: tag:ci"""),
 ("en", "C", r"""ngrok config add-authtoken «s:2[a26]_[a21]»"""),
 ("zh", "M", r"""ZeroTier 网络 «p:[h16]» 的 API token：«s:[a32]»，脚本自动批准新设备用"""),
])

K("wireguard_openvpn_secrets", [
 ("en", "F:/etc/wireguard/wg0.conf", r"""[Interface]
Address = 10.«p:[d2]».0.1/24
ListenPort = 51820
PrivateKey = «s:[b6432]»

[Peer]
PublicKey = «p:[b6432]»
PresharedKey = «s:[b6432]»
AllowedIPs = 10.«p:[d2]».0.2/32"""),
 ("en", "F:client.ovpn", r"""client
dev tun
remote vpn.«f:domain» 1194
<tls-auth>
-----BEGIN OpenVPN Static key V1-----
«s:[h32]»
«s:[h32]»
«s:[h32]»
«s:[h32]»
«s:[h32]»
«s:[h32]»
«s:[h32]»
«s:[h32]»
-----END OpenVPN Static key V1-----
</tls-auth>
key-direction 1"""),
 ("en", "F:/etc/openvpn/auth.txt", r"""«f:user»
«s:[pw]»"""),
 ("zh", "M", r"""WireGuard 配置里的私钥：PrivateKey = «s:[b6432]»，对端公钥 «p:[b6432]»，你手机上新建一个隧道填进去"""),
 ("zh", "F:wg-client.conf", r"""[Interface]
# «f:cname» 的笔记本
PrivateKey = «s:[b6432]»
Address = 10.«p:[d2]».0.«p:[d2]»/32
DNS = 223.5.5.5

[Peer]
PublicKey = «p:[b6432]»
Endpoint = «f:pubip»:51820
AllowedIPs = 10.0.0.0/8"""),
])

K("paas_tokens_new", [
 ("en", "C", r"""HEROKU_API_KEY=«s:HRKU-AA[u58]» heroku container:release web -a «f:app»"""),
 ("en", "F:.github/workflows/render.yml", r"""      - name: Trigger deploy
        run: |
          curl -X POST "https://api.render.com/v1/services/srv-«p:[l20]»/deploys" \
            -H "Authorization: Bearer «s:rnd_[a32]»"
"""),
 ("en", "F:fly.env", r"""FLY_API_TOKEN=FlyV1 «s:fm2_[b220]»
FLY_APP=«f:app»"""),
 ("zh", "M", r"""DigitalOcean 的 token：«s:dop_v1_[h64]»，doctl 里用 doctl auth init -t 登录"""),
 ("zh", "F:.env", r"""# Railway 部署
RAILWAY_TOKEN=«s:[uuid]»
RAILWAY_PROJECT_ID=«p:[uuid]»"""),
])

K("cloud_keys_regional", [
 ("en", "C", r"""hcloud context create «f:proj» <<< "«s:[a64]»"
"""),
 ("en", "F:~/.oci/config", r"""[DEFAULT]
user=ocid1.user.oc1..«p:[l60]»
fingerprint=«p:@fpr(16)»
tenancy=ocid1.tenancy.oc1..«p:[l60]»
region=«f:region»
key_file=~/.oci/oci_api_key.pem
pass_phrase=«s:[pwr]»"""),
 ("en", "F:~/.config/yandex-cloud/s3.env", r"""AWS_ACCESS_KEY_ID=«s:YCAJ[u21]»
AWS_SECRET_ACCESS_KEY=«s:YC[u38]»
YC_API_KEY=«s:AQVN[u36]»"""),
 ("zh", "M", r"""Exoscale 的 key：«s:EXO[h24]»，secret «s:[u43]»，放 sos 存储桶用的"""),
 ("zh", "N", r"""OCI 的 Auth Token 生成了，只显示一次：«s:[a8]([a3]:[a4]>[a3]»，docker login 到 «f:region».ocir.io 用这个当密码。"""),
])

K("s3_compatible_keys", [
 ("en", "C", r"""mc alias set «f:proj» https://minio.«f:domain» «s:[A20]» «s:[a40]»"""),
 ("en", "F:docker-compose.yml", r"""  minio:
    image: quay.io/minio/minio
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: «f:user»
      MINIO_ROOT_PASSWORD: «s:[pwr]»"""),
 ("en", "F:~/.s3cfg", r"""[default]
access_key = «s:DO00[A16]»
secret_key = «s:[b43]»
host_base = «f:region».digitaloceanspaces.com
host_bucket = %(bucket)s.«f:region».digitaloceanspaces.com"""),
 ("zh", "M", r"""Wasabi 的 Access Key «s:[A20]»，Secret «s:[a40]»，冷备份桶 «f:bucket»"""),
 ("zh", "F:uplink-access.txt", r"""# Storj 访问授权（只读，过期时间 «f:date»）
«s:@storj»"""),
])

K("cn_cloud_keys_newer", [
 ("en", "F:volc.env", r"""VOLCENGINE_ACCESS_KEY=«s:AKLT[u43]»
VOLCENGINE_SECRET_KEY=«s:@volcsk»
VOLCENGINE_REGION=cn-beijing"""),
 ("zh", "F:qiniu.py", r"""# 七牛云存储
from qiniu import Auth
access_key = "«s:[u40]»"
secret_key = "«s:[u40]»"
q = Auth(access_key, secret_key)
token = q.upload_token("«f:corg»-static")"""),
 ("zh", "F:jdcloud.yml", r"""# 京东云 OSS
jdcloud:
  access-key: «s:JDC_[H28]»
  secret-key: «s:[H32]»
  endpoint: s3.cn-north-1.jdcloud-oss.com"""),
 ("zh", "M", r"""金山云 KS3 的 AK：«s:AKLT[u22]»，SK：«s:[u40]»，桶在 cn-beijing-6"""),
 ("zh", "C", r"""ve configure set --profile «f:corg» --region cn-beijing --access-key «s:AKLT[u43]» --secret-key «s:@volcsk»"""),
])

# ---- commerce, payments, messaging vendors ---------------------------------
K("rtc_im_keys", [
 ("en", "F:livekit.yaml", r"""port: 7880
rtc:
  tcp_port: 7881
keys:
  «p:API[a12]»: «s:[a43]»"""),
 ("en", "F:server/.env", r"""AGORA_APP_ID=«p:[h32]»
AGORA_APP_CERTIFICATE=«s:[h32]»
AGORA_CUSTOMER_SECRET=«s:[a32]»"""),
 ("zh", "F:trtc_config.js", r"""// 腾讯云 TRTC 生成 UserSig（仅调试用，正式环境放服务端）
export const SDKAPPID = 1400«p:[d6]»;
export const SDKSECRETKEY = '«s:[h64]»';
export const EXPIRETIME = 604800;"""),
 ("zh", "M", r"""即构 ZEGO 的 AppID «p:[d10]»，ServerSecret «s:[h32]»，生成 token04 用"""),
 ("zh", "F:im.properties", r"""# 环信 IM
easemob.org-name=«p:[d13]»
easemob.app-name=«f:corg»
easemob.client-id=«p:YXA6[u22]»
easemob.client-secret=«s:YXA6[u27]»
# 融云
rongcloud.app-key=«p:[l14]»
rongcloud.app-secret=«s:[a14]»"""),
])

K("iot_device_secrets", [
 ("en", "F:particle.env", r"""PARTICLE_ACCESS_TOKEN=«s:[h40]»
PARTICLE_DEVICE_ID=«p:[h24]»"""),
 ("en", "F:src/main.cpp", r"""#define BLYNK_TEMPLATE_ID "TMPL«p:[a8]»"
#define BLYNK_TEMPLATE_NAME "Greenhouse"
#define BLYNK_AUTH_TOKEN "«s:[u32]»"
#include <BlynkSimpleEsp32.h>"""),
 ("zh", "F:device_config.json", r"""{
  "ProductKey": "«p:a1[a9]»",
  "DeviceName": "«f:corg»-sensor-«p:[d4]»",
  "DeviceSecret": "«s:[h32]»",
  "Region": "«f:cregion»"
}"""),
 ("zh", "F:tuya.py", r"""# 涂鸦 IoT 平台云开发
ACCESS_ID = "«p:[l20]»"
ACCESS_SECRET = "«s:[l32]»"
ENDPOINT = "https://openapi.tuyacn.com"
"""),
 ("zh", "M", r"""OneNET 设备 «p:[d9]» 的设备密钥 key=«s:[b6432]»，MQTT 连接时用它算 token"""),
])

K("ecommerce_open_platforms", [
 ("en", "F:sp-api.env", r"""LWA_APP_ID=amzn1.application-oa2-client.«p:[h32]»
LWA_CLIENT_SECRET=«s:amzn1.oa2-cs.v1.[h64]»
SP_API_REFRESH_TOKEN=«s:Atzr|[u340]»"""),
 ("en", "F:ebay.yaml", r"""api.ebay.com:
  appid: «p:[a8]»-«f:org»-PRD-«p:[h9]»-«p:[h8]»
  certid: «s:PRD-[h12]-[h4]-[h4]-[h4]-[h4]»
  devid: «p:[uuid]»"""),
 ("zh", "F:config/taobao.php", r"""<?php
// 淘宝开放平台
return [
    'app_key'    => '«p:[d8]»',
    'app_secret' => '«s:[h32]»',
    'session'    => '«s:61[h38]»',
];"""),
 ("zh", "M", r"""拼多多开放平台 client_id «p:[h32]»，client_secret «s:[h40]»，订单同步脚本要用"""),
 ("zh", "F:.env", r"""# 抖店开放平台
DOUDIAN_APP_KEY=«p:[d19]»
DOUDIAN_APP_SECRET=«s:[uuid]»
# 有赞云
YOUZAN_CLIENT_SECRET=«s:[h32]»"""),
])

K("cn_payment_keys", [
 ("zh", "F:application-pay.yml", r"""wechat:
  pay:
    mch-id: 16«p:[d8]»
    # APIv3 密钥（商户平台-账户中心-API安全）
    api-v3-key: «s:[a32]»
    merchant-serial-number: «p:[H40]»"""),
 ("zh", "F:alipay.properties", r"""alipay.app-id=2021«p:[d12]»
alipay.gateway=https://openapi.alipay.com/gateway.do
# 应用私钥
alipay.merchant-private-key=«s:@alipay»
alipay.sign-type=RSA2"""),
 ("zh", "M", r"""银联商户签名证书 acp_prod_sign.pfx 的密码是 «s:[d6][a6]»，证书我放群文件了"""),
 ("zh", "N", r"""用户：微信支付回调验签失败
助手：APIv3 密钥要和商户平台上设置的一致，你现在配置的是什么？
用户：«s:[a32]»"""),
 ("zh", "F:pay/config.go", r"""// 支付宝沙箱（正式环境也是这套，还没拆）
var AlipayConf = alipay.Config{
	AppID:      "2021«p:[d12]»",
	PrivateKey: "«s:@alipay»",
	IsProd:     true,
}"""),
])

K("payments_emerging", [
 ("en", "F:.env", r"""RAZORPAY_KEY_ID=rzp_live_«p:[a14]»
RAZORPAY_KEY_SECRET=«s:[a24]»
PAYSTACK_SECRET_KEY=«s:sk_live_[h40]»"""),
 ("en", "F:config/flutterwave.rb", r"""Flutterwave.configure do |c|
  c.public_key = "FLWPUBK-«p:[h32]»-X"
  c.secret_key = "«s:FLWSECK-[h32]-X»"
  c.encryption_key = "«s:[h12]»"
end"""),
 ("en", "C", r"""curl https://api.xendit.co/v2/invoices -u «s:xnd_production_[a50]»: -d external_id=inv-«f:ticket» -d amount=150000"""),
 ("en", "F:paypal.json", r"""{
  "mode": "live",
  "client_id": "«p:A[u79]»",
  "client_secret": "«s:E[u79]»"
}"""),
 ("zh", "M", r"""东南亚那边接 Midtrans，server key 是 «s:Mid-server-[u24]»，client key 可以放前端"""),
])

K("commerce_store_tokens", [
 ("en", "F:shopify.app.toml", r"""[access]
admin_api_version = "2025-01"
store = "«f:org».myshopify.com"
access_token = "«s:shpat_[h32]»"
"""),
 ("en", "F:woo.env", r"""WOO_URL=https://shop.«f:domain»
WOO_CONSUMER_KEY=«s:ck_[h40]»
WOO_CONSUMER_SECRET=«s:cs_[h40]»"""),
 ("en", "C", r"""curl -H "X-Auth-Token: «s:[l31]»" https://api.bigcommerce.com/stores/«p:[l10]»/v3/catalog/products?limit=5"""),
 ("zh", "M", r"""PrestaShop 的 Webservice key：«s:[A32]»，只开了 products 和 orders 的 GET"""),
 ("zh", "F:scripts/sync_shopify.py", r"""# Shopify 独立站订单同步
SHOP = "«f:corg»-store.myshopify.com"
TOKEN = "«s:shpat_[h32]»"
headers = {"X-Shopify-Access-Token": TOKEN}"""),
])

K("email_api_new", [
 ("en", "C", r"""curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: «s:[uuid]»" -H "Content-Type: application/json" -d '{"From":"no-reply@«f:domain»","To":"«f:email»","Subject":"test","TextBody":"hi"}'"""),
 ("en", "F:.env", r"""RESEND_API_KEY=«s:re_[a8]_[a24]»
BREVO_API_KEY=«s:xkeysib-[h64]-[a16]»"""),
 ("en", "F:config/mail.js", r"""module.exports = {
  sparkpost: { apiKey: '«s:[h40]»' },
  mailjet: { apiKey: '«s:[h32]»', apiSecret: '«s:[h32]»' },
};"""),
 ("zh", "M", r"""Brevo（原 Sendinblue）的 SMTP key：«s:xsmtpsib-[h64]-[a16]»，登录名是注册邮箱"""),
 ("zh", "F:mailer.py", r"""# 海外营销邮件走 Resend
import resend
resend.api_key = "«s:re_[a8]_[a24]»"
"""),
])

K("smtp_relay_files", [
 ("en", "F:/etc/postfix/sasl_passwd", r"""[smtp.«f:domain»]:587    «f:email»:«s:[pw]»
[email-smtp.«f:region».amazonaws.com]:587    «s:AKIA[A16]»:«s:BP[b42]»"""),
 ("en", "F:~/.msmtprc", r"""defaults
auth on
tls on
account «f:org»
host smtp.«f:domain»
port 587
from «f:email»
user «f:email»
password «s:[pwr]»
account default : «f:org»"""),
 ("en", "F:/etc/ssmtp/ssmtp.conf", r"""root=postmaster
mailhub=smtp.«f:domain»:465
AuthUser=alerts@«f:domain»
AuthPass=«s:[pw]»
UseTLS=YES"""),
 ("zh", "F:/etc/postfix/sasl_passwd", r"""# 阿里企业邮箱中继
[smtp.qiye.aliyun.com]:465    noreply@«f:cdomain»:«s:[pwc]»"""),
 ("zh", "F:/etc/nullmailer/remotes", r"""smtp.exmail.qq.com smtp --port=465 --ssl --user=alert@«f:cdomain» --pass=«s:[pwc]»"""),
])

K("mail_client_rc", [
 ("en", "F:~/.muttrc", r"""set imap_user = "«f:email»"
set imap_pass = "«s:[pw]»"
set smtp_url = "smtps://«f:user»@smtp.«f:domain»:465/"
set smtp_pass = "«s:[pw]»"
set folder = "imaps://imap.«f:domain»:993"
"""),
 ("en", "F:~/.fetchmailrc", r"""poll imap.«f:domain» protocol IMAP
  user "«f:email»" there with password "«s:[pwr]»" is «f:user» here
  ssl keep"""),
 ("en", "F:~/.config/aerc/accounts.conf", r"""[Work]
source   = imaps://«f:user»:«s:[pwu]»@imap.«f:domain»:993
outgoing = smtps://«f:user»@smtp.«f:domain»:465
from     = «f:user» <«f:email»>"""),
 ("zh", "F:~/.offlineimaprc", r"""[Repository «f:corg»-remote]
type = IMAP
remotehost = imap.exmail.qq.com
remoteuser = «f:cemail»
remotepass = «s:[pwc]»
sslcacertfile = /etc/ssl/certs/ca-certificates.crt"""),
 ("zh", "F:~/.mbsyncrc", r"""IMAPAccount qq
Host imap.qq.com
User «p:[d9]»@qq.com
# QQ 邮箱授权码
Pass «s:[L16]»
SSLType IMAPS"""),
])

K("irc_chat_clients", [
 ("en", "C", r"""/set irc.server.libera.sasl_password "«s:[pw]»"
"""),
 ("en", "F:~/.irssi/config", r"""chatnets = {
  liberachat = {
    type = "IRC";
    sasl_mechanism = "PLAIN";
    sasl_username = "«f:user»";
    sasl_password = "«s:[pwr]»";
  };
};"""),
 ("en", "F:~/.config/hexchat/servlist.conf", r"""N=Libera.Chat
L=6
I=«f:user»
U=«f:user»
P=«s:[pw]»
S=irc.libera.chat/6697"""),
 ("en", "N", r"""/msg NickServ IDENTIFY «f:user» «s:[pw]»"""),
 ("zh", "M", r"""ZNC 的连接密码：服务器填 «f:pubip»:6697，密码填 «f:cuser»/libera:«s:[pwc]»"""),
])

K("vcs_other_creds", [
 ("en", "C", r"""svn checkout https://svn.«f:domain»/repos/«f:proj»/trunk --username «f:user» --password '«s:[pw]»' --non-interactive"""),
 ("en", "F:~/.hgrc", r"""[auth]
«f:org».prefix = https://hg.«f:domain»/
«f:org».username = «f:user»
«f:org».password = «s:[pwr]»"""),
 ("en", "F:.p4config", r"""P4PORT=ssl:perforce.«f:domain»:1666
P4USER=«f:user»
P4CLIENT=«f:user»_«f:proj»
P4PASSWD=«s:[H32]»"""),
 ("en", "C", r"""cvs -d :pserver:«f:cuser»:«s:[pwcu]»@cvs.«f:cdomain»:/cvsroot checkout «f:proj»"""),
 ("zh", "M", r"""SVN 老仓库还在用，账号 «f:cuser»，密码 «s:[pwc]»，地址 svn://«f:ip»/«f:proj»"""),
])

# ---- packages, mobile, CI, config management ------------------------------------
K("js_pkg_tokens_new", [
 ("en", "F:.yarnrc.yml", r"""nodeLinker: node-modules
npmScopes:
  «f:org»:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAlwaysAuth: true
    npmAuthToken: "«s:ghp_[a36]»"
"""),
 ("en", "F:bunfig.toml", r"""[install.scopes]
"@«f:org»" = { token = "«s:npm_[a36]»", url = "https://registry.npmjs.org/" }"""),
 ("en", "C", r"""DENO_AUTH_TOKENS=«s:[a40]»@raw.githubusercontent.com deno run --allow-net https://raw.githubusercontent.com/«f:repo»/main/mod.ts"""),
 ("en", "C", r"""pnpm config set //npm.«f:cdomain»/:_authToken «s:[uuid]»"""),
 ("zh", "F:verdaccio/htpasswd.txt", r"""# 私有 npm 源账号（verdaccio），给 CI 用
registry=https://npm.«f:cdomain»/
user=ci
password=«s:[pwc]»"""),
])

K("lang_registry_tokens", [
 ("en", "F:~/.local/share/gem/credentials", r"""---
:rubygems_api_key: «s:rubygems_[h48]»"""),
 ("en", "C", r"""cargo publish --token «s:cio[a32]»"""),
 ("en", "F:~/.cloudsmith/credentials.ini", r"""[default]
api_key=«s:[h40]»"""),
 ("en", "C", r"""dart pub token add https://pub.«f:cdomain» --env-var PUB_TOKEN && export PUB_TOKEN=«s:[a40]»"""),
 ("zh", "F:~/.netrc", r"""# CocoaPods trunk
machine trunk.cocoapods.org
  login «f:cemail»
  password «s:[h32]»"""),
])

K("mobile_signing_passwords", [
 ("en", "F:android/key.properties", r"""storePassword=«s:[pw]»
keyPassword=«s:[pw]»
keyAlias=upload
storeFile=/Users/«f:user»/keys/upload-keystore.jks"""),
 ("en", "F:export_presets.cfg", r"""[preset.0.options]
keystore/release="res://android/release.keystore"
keystore/release_user="«f:proj»"
keystore/release_password="«s:[pwr]»"
package/unique_name="com.«f:org».«f:proj»"
"""),
 ("en", "F:Assets/Editor/BuildScript.cs", r"""PlayerSettings.Android.useCustomKeystore = true;
PlayerSettings.Android.keystoreName = "Keystore/«f:proj».keystore";
PlayerSettings.Android.keystorePass = "«s:[pw]»";
PlayerSettings.Android.keyaliasName = "release";
PlayerSettings.Android.keyaliasPass = "«s:[pw]»";"""),
 ("zh", "F:keystore.properties", r"""# 安卓正式签名（不要提交到仓库！）
storeFile=../keystore/«f:corg».jks
storePassword=«s:[pwc]»
keyAlias=«f:corg»
keyPassword=«s:[pwc]»"""),
 ("zh", "F:codemagic.yaml", r"""workflows:
  android-release:
    environment:
      vars:
        CM_KEYSTORE_PASSWORD: «s:[pwr]»   # 先写死，后面换成加密变量
        CM_KEY_ALIAS: upload
        CM_KEY_PASSWORD: «s:[pwr]»"""),
])

K("ci_circleci_travis", [
 ("en", "F:.circleci/config.yml", r"""jobs:
  deploy:
    docker:
      - image: cimg/node:20.11
        auth:
          username: «f:user»
          password: «s:dckr_pat_[u27]»
    environment:
      SENTRY_AUTH_TOKEN: «s:sntrys_[b64]»"""),
 ("en", "C", r"""curl -H "Circle-Token: «s:CCIPAT_[a22]_[h40]»" https://circleci.com/api/v2/project/gh/«f:repo»/pipeline"""),
 ("en", "F:.travis.yml", r"""language: python
env:
  global:
    - PYPI_USER=__token__
    - PYPI_PASSWORD=«s:pypi-AgEIcHlwaS5vcmc[u120]»
deploy:
  provider: script
  script: twine upload -u $PYPI_USER -p $PYPI_PASSWORD dist/*"""),
 ("en", "C", r"""travis env set DEPLOY_TOKEN «s:[a40]» --private -r «f:repo»"""),
 ("zh", "F:.circleci/config.yml", r"""    environment:
      # 阿里云镜像仓库
      ACR_USERNAME: «f:cuser»@«f:corg»
      ACR_PASSWORD: «s:[pwc]»"""),
])

K("ci_buildkite_concourse_woodpecker", [
 ("en", "F:.buildkite/pipeline.yml", r"""env:
  BUILDKITE_API_TOKEN: «s:bkua_[h40]»
steps:
  - label: ":rocket: deploy"
    command: scripts/deploy.sh"""),
 ("en", "F:ci/credentials.yml", r"""# fly -t main set-pipeline -p «f:proj» -c pipeline.yml -l ci/credentials.yml
github-private-key-passphrase: «s:[pwr]»
registry-password: «s:[pwr]»
slack-webhook: https://hooks.slack.com/services/T«p:[A8]»/B«p:[A10]»/«s:[a24]»"""),
 ("en", "C", r"""buildkite-agent start --token «s:[h50]» --tags "queue=deploy,os=linux" """),
 ("zh", "F:.woodpecker.yml", r"""steps:
  publish:
    image: plugins/docker
    settings:
      registry: registry.«f:cdomain»
      username: ci
      password: «s:[pwc]»   # 临时
      repo: registry.«f:cdomain»/«f:corg»/«f:app»"""),
 ("en", "C", r"""fly -t «f:corg» set-pipeline -p «f:app» -c pipeline.yml -v harbor-password=«s:[pwr]» -v git-token=«s:[a40]»"""),
])

K("jenkins_creds_scripts", [
 ("en", "F:init.groovy.d/creds.groovy", r"""import com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl
def c = new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, "nexus-deploy", "Nexus deploy user", "deploy", "«s:[pwr]»")
SystemCredentialsProvider.getInstance().getStore().addCredentials(Domain.global(), c)"""),
 ("en", "F:jenkins.yaml", r"""credentials:
  system:
    domainCredentials:
      - credentials:
          - usernamePassword:
              scope: GLOBAL
              id: "«f:app»-db"
              username: "«f:user»"
              password: "«s:[pwr]»"
          - string:
              id: "slack-token"
              secret: "«s:xoxb-[d12]-[d13]-[a24]»"
"""),
 ("en", "C", r"""java -jar jenkins-cli.jar -s https://ci.«f:domain»/ -auth «f:user»:«s:11[h32]» build «f:proj»/main -f -v"""),
 ("en", "C", r"""curl -X POST -u «f:cuser»:«s:11[h32]» "https://jenkins.«f:cdomain»/job/«f:app»/buildWithParameters?ENV=prod"
"""),
 ("zh", "N", r"""Jenkins 管理员初始密码在 /var/jenkins_home/secrets/initialAdminPassword，我 cat 出来是 «s:[h32]»，登录后记得建自己的账号。"""),
])

K("teamcity_octopus_tokens", [
 ("en", "C", r"""curl -H "Authorization: Bearer «s:@teamcity»" https://teamcity.«f:domain»/app/rest/builds?locator=count:5"""),
 ("en", "F:deploy.ps1", r"""$octopusURL = "https://octopus.«f:domain»"
$octopusAPIKey = "«s:API-[A27]»"
$header = @{ "X-Octopus-ApiKey" = $octopusAPIKey }"""),
 ("en", "F:bamboo-specs/.credentials", r"""bamboo.url=https://bamboo.«f:domain»
bamboo.token=«s:[b44]»"""),
 ("zh", "M", r"""TeamCity 访问令牌：«s:@teamcity»，只有查看构建的权限"""),
 ("zh", "F:.octopus.env", r"""# Octopus 发布
OCTOPUS_CLI_SERVER=https://deploy.«f:cdomain»
OCTOPUS_CLI_API_KEY=«s:API-[A27]»"""),
])

K("ansible_inventory_secrets", [
 ("en", "F:inventories/prod/hosts.ini", r"""[db]
«f:host» ansible_host=«f:ip» ansible_user=deploy ansible_password=«s:[pw]» ansible_become_password=«s:[pwr]»

[web]
«f:host2» ansible_host=«f:ip2» ansible_user=deploy"""),
 ("en", "F:group_vars/windows.yml", r"""ansible_connection: winrm
ansible_winrm_transport: ntlm
ansible_user: «f:org»\svc_ansible
ansible_password: «s:[pwr]»"""),
 ("en", "C", r"""ansible-playbook -i hosts site.yml -e "ansible_ssh_pass=«s:[pw]» ansible_become_pass=«s:[pw]»" --limit «f:host»"""),
 ("zh", "F:hosts", r"""[mysql]
«f:ip» ansible_ssh_user=root ansible_ssh_pass=«s:[pwc]»
# 下面这台还没改密码
«f:ip2» ansible_ssh_user=root ansible_ssh_pass=«s:[pwc]»"""),
 ("zh", "F:roles/redis/defaults/main.yml", r"""redis_port: 6379
redis_maxmemory: 4gb
# Redis 认证密码
redis_requirepass: "«s:[pwr]»"
"""),
])

K("k8s_secret_manifests", [
 ("en", "F:k8s/«f:app»-secret.yaml", r"""apiVersion: v1
kind: Secret
metadata:
  name: «f:app»-env
  namespace: «f:ns»
type: Opaque
stringData:
  DATABASE_PASSWORD: «s:[pwr]»
  JWT_SECRET: «s:[a48]»"""),
 ("en", "F:k8s/db-secret.yaml", r"""apiVersion: v1
kind: Secret
metadata:
  name: postgres-auth
data:
  username: «p:@b64of(f:user)»
  password: «s=pw:@b64of([pwr])»"""),
 ("en", "C", r"""kubectl -n «f:ns» create secret generic «f:app»-api --from-literal=api-key=«s:[a32]» --from-literal=signing-secret=«s:[h64]»"""),
 ("zh", "F:deploy/secret.yaml", r"""# 数据库连接信息（明文，上线前要换成 SealedSecret）
apiVersion: v1
kind: Secret
metadata:
  name: mysql-conn
stringData:
  MYSQL_PASSWORD: "«s:[pwc]»"
  REDIS_PASSWORD: "«s:[pwr]»"
"""),
 ("zh", "C", r"""kubectl create secret generic oss-cred -n «f:ns» --from-literal=accessKeyId=«s:LTAI5t[a18]» --from-literal=accessKeySecret=«s:[a30]»"""),
])

K("helm_kustomize_cli", [
 ("en", "C", r"""helm upgrade --install «f:app» bitnami/postgresql -n «f:ns» --set auth.postgresPassword=«s:[pwr]» --set auth.password=«s:[pwr]» --set primary.persistence.size=50Gi"""),
 ("en", "F:overlays/prod/kustomization.yaml", r"""secretGenerator:
  - name: «f:app»-secrets
    literals:
      - STRIPE_WEBHOOK_SECRET=«s:whsec_[a32]»
      - SESSION_SECRET=«s:[h64]»"""),
 ("en", "C", r"""helm install grafana grafana/grafana --set-string adminPassword='«s:[pw]»' --set persistence.enabled=true"""),
 ("zh", "C", r"""helm install redis bitnami/redis -n «f:ns» --set auth.password=«s:[pwr]» --set architecture=standalone   # 测试集群"""),
 ("en", "F:helmfile.yaml", r"""releases:
  - name: nacos
    chart: ./charts/nacos
    set:
      - name: nacos.storage.db.password
        value: «s:[pwc]»
      - name: nacos.auth.token
        value: «s:[b64]»"""),
])

K("systemd_supervisor_env", [
 ("en", "F:/etc/systemd/system/«f:app».service", r"""[Unit]
Description=«f:app» API
After=network-online.target

[Service]
User=«f:app»
Environment="DATABASE_URL=postgres://«f:app»:«s:[pwu]»@«f:host»:5432/«f:db»"
Environment="API_SIGNING_KEY=«s:[h64]»"
ExecStart=/opt/«f:app»/bin/server"""),
 ("en", "F:/etc/supervisor/conf.d/worker.conf", r"""[program:worker]
command=/srv/«f:app»/venv/bin/celery -A «f:app» worker -l info
environment=BROKER_URL="amqp://«f:app»:«s:[pwu]»@«f:host»:5672//",AWS_SECRET_ACCESS_KEY="«s:[b40]»"
autorestart=true"""),
 ("en", "F:~/Library/LaunchAgents/io.«f:org».sync.plist", r"""<key>EnvironmentVariables</key>
<dict>
    <key>SYNC_TOKEN</key>
    <string>«s:[a40]»</string>
</dict>"""),
 ("zh", "F:/etc/systemd/system/«f:app».service.d/override.conf", r"""[Service]
# 临时加的，回头挪到 EnvironmentFile
Environment=REDIS_PASSWORD=«s:[pwc]»
Environment=OSS_ACCESS_KEY_SECRET=«s:[a30]»"""),
 ("en", "F:~/.config/containers/systemd/«f:app».container", r"""[Container]
Image=registry.«f:cdomain»/«f:app»:latest
Environment=MYSQL_PASSWORD=«s:[pwc]»
PublishPort=8080:8080

[Install]
WantedBy=default.target"""),
])

K("config_languages_misc", [
 ("en", "F:hosts/«f:host»/configuration.nix", r"""services.grafana = {
  enable = true;
  settings.security.admin_password = "«s:[pwr]»";
  settings.server.http_port = 3000;
};
services.restic.backups.daily.environmentFile = "/etc/restic.env";"""),
 ("en", "F:config/prod.jsonnet", r"""local secrets = {
  slackToken: '«s:xoxb-[d12]-[d13]-[a24]»',
  dbPassword: '«s:[pwr]»',
};
{ app: { name: '«f:app»', db: { password: secrets.dbPassword } } }"""),
 ("en", "F:deploy/values.cue", r"""package deploy

app: {
	name:     "«f:app»"
	replicas: 3
	env: API_TOKEN: "«s:[a40]»"
}"""),
 ("en", "F:config.dhall", r"""{ host = "«f:host»"
, port = 5432
, user = "«f:user»"
, password = "«s:[pwr]»"
}"""),
 ("zh", "F:config.pkl", r"""// 应用配置（Pkl）
database {
  host = "«f:ip»"
  username = "«f:cuser»"
  password = "«s:[pwc]»"
}"""),
])

K("build_tool_files", [
 ("en", "F:Makefile", r"""REGISTRY ?= ghcr.io/«f:org»
GHCR_TOKEN ?= «s:ghp_[a36]»

push:
	echo $(GHCR_TOKEN) | docker login ghcr.io -u «f:user» --password-stdin
	docker push $(REGISTRY)/«f:app»:$(VERSION)"""),
 ("en", "F:justfile", r"""export SENTRY_AUTH_TOKEN := "«s:sntryu_[h64]»"

release version:
    sentry-cli releases new {{version}}
    sentry-cli releases finalize {{version}}"""),
 ("en", "F:.bazelrc", r"""build:remote --bes_results_url=https://app.buildbuddy.io/invocation/
build:remote --remote_cache=grpcs://remote.buildbuddy.io
build:remote --remote_header=x-buildbuddy-api-key=«s:[a20]»"""),
 ("en", "F:Taskfile.yml", r"""version: '3'
env:
  HARBOR_USER: robot$«f:corg»+ci
  HARBOR_PASS: «s:[a32]»
tasks:
  push:
    cmds:
      - docker login harbor.«f:cdomain» -u "$HARBOR_USER" -p "$HARBOR_PASS"
"""),
 ("zh", "F:Earthfile", r"""VERSION 0.8
deploy:
    FROM alpine:3.20
    # TODO: 改成 --secret
    ARG OSS_SECRET=«s:[a30]»
    RUN ossutil cp -r dist/ oss://«f:corg»-web/ -k $OSS_SECRET"""),
])

K("ide_devcontainer_configs", [
 ("en", "F:.devcontainer/devcontainer.json", r"""{
  "name": "«f:proj»",
  "image": "mcr.microsoft.com/devcontainers/python:3.12",
  "containerEnv": {
    "OPENAI_API_KEY": "«s:sk-proj-[u156]»",
    "PGPASSWORD": "«s:[pw]»"
  }
}"""),
 ("en", "F:.vscode/launch.json", r"""{
  "version": "0.2.0",
  "configurations": [{
    "name": "API (local)",
    "type": "debugpy",
    "request": "launch",
    "module": "uvicorn",
    "env": {"STRIPE_SECRET_KEY": "«s:sk_test_[a99]»", "JWT_SECRET": "«s:[h64]»"}
  }]
}"""),
 ("en", "F:.vscode/settings.json", r"""{
  "sqltools.connections": [{
    "name": "«f:db» prod (read)",
    "driver": "PostgreSQL",
    "server": "«f:host»",
    "database": "«f:db»",
    "username": "«f:user»",
    "password": "«s:[pwr]»"
  }]
}"""),
 ("en", "F:.idea/workspace.xml", r"""<component name="RunManager">
  <configuration name="«f:app»Application" type="SpringBootApplicationConfigurationType">
    <envs>
      <env name="SPRING_DATASOURCE_PASSWORD" value="«s:[pwc]»" />
      <env name="ALIYUN_SK" value="«s:[a30]»" />
    </envs>
  </configuration>
</component>"""),
 ("zh", "F:.gitpod.yml", r"""tasks:
  - init: pnpm install
    command: pnpm dev
    env:
      # 测试用的高德 Web 服务 key 和安全密钥
      AMAP_SECURITY_CODE: «s:[h32]»"""),
])

# ---- servers, self-hosted apps, platform configs ----------------------------
K("lb_gateway_auth", [
 ("en", "F:/etc/haproxy/haproxy.cfg", r"""listen stats
    bind *:8404
    stats enable
    stats uri /stats
    stats auth admin:«s:[pw]»

userlist ops
    user «f:user» insecure-password «s:[pwr]»"""),
 ("en", "F:default.vcl", r"""sub vcl_recv {
    if (req.url ~ "^/purge" && req.http.X-Purge-Token != "«s:[h40]»") {
        return (synth(403, "Forbidden"));
    }
}"""),
 ("en", "F:kong.yml", r"""_format_version: "3.0"
consumers:
  - username: «f:org»-partner
    keyauth_credentials:
      - key: «s:[a32]»
    basicauth_credentials:
      - username: partner
        password: «s:[pwr]»"""),
 ("zh", "F:apisix/conf/apisix.yaml", r"""consumers:
  - username: «f:corg»_mobile
    plugins:
      key-auth:
        key: «s:[a32]»   # App 端调用网关用
#END"""),
 ("zh", "F:conf.d/admin.conf", r"""location /admin/ {
    # 网关鉴权，临时方案
    if ($http_x_admin_token != "«s:[h32]»") { return 401; }
    proxy_pass http://«f:ip»:8080;
}"""),
])

K("selfhosted_social_secrets", [
 ("en", "F:.env.production", r"""LOCAL_DOMAIN=social.«f:domain»
SECRET_KEY_BASE=«s:[h128]»
OTP_SECRET=«s:[h128]»
VAPID_PRIVATE_KEY=«s:[b64u32]»
VAPID_PUBLIC_KEY=«p:B[u86]»"""),
 ("en", "F:homeserver.yaml", r"""server_name: "«f:domain»"
registration_shared_secret: "«s:[a50]»"
macaroon_secret_key: "«s:[a50]»"
form_secret: "«s:[a50]»"
"""),
 ("en", "F:containers/app.yml", r"""env:
  DISCOURSE_HOSTNAME: forum.«f:domain»
  DISCOURSE_SMTP_ADDRESS: smtp.«f:domain»
  DISCOURSE_SMTP_USER_NAME: forum@«f:domain»
  DISCOURSE_SMTP_PASSWORD: "«s:[pwr]»"
"""),
 ("zh", "F:.config/default.yml", r"""# Misskey 实例配置
url: https://mk.«f:cdomain»/
db:
  host: db
  port: 5432
  db: misskey
  user: misskey
  pass: «s:[pwc]»
redis:
  host: redis
  pass: «s:[pwr]»"""),
 ("zh", "F:lemmy.hjson", r"""{
  database: { password: "«s:[pwc]»", host: "postgres" }
  email: { smtp_server: "smtp.exmail.qq.com:465", smtp_login: "bot@«f:cdomain»", smtp_password: "«s:[pwc]»" }
}"""),
])

K("selfhosted_tool_secrets", [
 ("en", "F:/etc/gitea/app.ini", r"""[security]
INSTALL_LOCK   = true
SECRET_KEY     = «s:[a64]»
INTERNAL_TOKEN = «s:@jwt(generic)»

[oauth2]
JWT_SECRET = «s:[u43]»"""),
 ("en", "F:config/config.php", r"""<?php
$CONFIG = array (
  'instanceid' => '«p:oc[l10]»',
  'passwordsalt' => '«s:[a30]»',
  'secret' => '«s:[a48]»',
  'dbtype' => 'pgsql',
  'dbuser' => 'nextcloud',
  'dbpassword' => '«s:[pwr]»',
);"""),
 ("en", "F:vaultwarden.env", r"""DOMAIN=https://vault.«f:domain»
SIGNUPS_ALLOWED=false
ADMIN_TOKEN=«s:[b64]»"""),
 ("zh", "F:authelia/configuration.yml", r"""identity_validation:
  reset_password:
    jwt_secret: «s:[a64]»
session:
  secret: «s:[a64]»
storage:
  encryption_key: «s:[a64]»
# 以上三个都是随机生成的，别改"""),
 ("zh", "F:outline.env", r"""# Outline 知识库
SECRET_KEY=«s:[h64]»
UTILS_SECRET=«s:[h64]»
DATABASE_URL=postgres://outline:«s:[pwcu]»@postgres:5432/outline"""),
])

K("homelab_media_apps", [
 ("en", "F:/config/config.xml", r"""<Config>
  <BindAddress>*</BindAddress>
  <Port>8989</Port>
  <ApiKey>«s:[h32]»</ApiKey>
  <AuthenticationMethod>Forms</AuthenticationMethod>
</Config>"""),
 ("en", "F:Preferences.xml", r"""<?xml version="1.0" encoding="utf-8"?>
<Preferences MachineIdentifier="«p:[uuid]»" ProcessedMachineIdentifier="«p:[h40]»" PlexOnlineToken="«s:[u20]»" PlexOnlineUsername="«f:user»" FriendlyName="«f:host»"/>"""),
 ("en", "C", r"""curl -s "http://«f:ip»:8096/Items?Recursive=true&api_key=«s:[h32]»" | jq '.TotalRecordCount'"""),
 ("en", "F:/etc/pihole/setupVars.conf", r"""PIHOLE_INTERFACE=eth0
QUERY_LOGGING=true
INSTALL_WEB_SERVER=true
WEBPASSWORD=«s:[h64]»"""),
 ("zh", "M", r"""Radarr 的 API Key «s:[h32]»，Jellyfin 的 «s:[h32]»，Overseerr 里都要填"""),
])

K("data_pipeline_configs", [
 ("en", "F:airflow.cfg", r"""[core]
executor = CeleryExecutor
fernet_key = «s:[fernet]»

[webserver]
secret_key = «s:[h32]»"""),
 ("en", "F:.env", r"""AIRFLOW_CONN_WAREHOUSE='postgresql://etl:«s:[pwu]»@«f:host»:5432/«f:db»'
AIRFLOW_CONN_SLACK='{"conn_type": "slack", "password": "«s:xoxb-[d12]-[d13]-[a24]»"}'"""),
 ("en", "F:~/.dbt/profiles.yml", r"""«f:proj»:
  target: prod
  outputs:
    prod:
      type: postgres
      host: «f:host»
      user: «f:user»
      password: «s:[pwr]»
      dbname: «f:db»
      schema: analytics"""),
 ("zh", "F:superset_config.py", r"""# Superset 配置
SECRET_KEY = "«s:[b42]»"
SQLALCHEMY_DATABASE_URI = "mysql://superset:«s:[pwcu]»@«f:ip»:3306/superset"
MAPBOX_API_KEY = ""
"""),
 ("en", "C", r"""prefect cloud login --key «s:pnu_[a36]» --workspace «f:corg»/prod"""),
])

K("hadoop_spark_trino", [
 ("en", "F:core-site.xml", r"""<property>
  <name>fs.s3a.access.key</name>
  <value>«s:AKIA[A16]»</value>
</property>
<property>
  <name>fs.s3a.secret.key</name>
  <value>«s:[b40]»</value>
</property>"""),
 ("en", "C", r"""spark-submit --master yarn --conf spark.hadoop.fs.s3a.secret.key=«s:[b40]» --conf spark.hadoop.fs.s3a.access.key=«s:AKIA[A16]» jobs/rollup.py"""),
 ("en", "F:etc/catalog/«f:db».properties", r"""connector.name=postgresql
connection-url=jdbc:postgresql://«f:host»:5432/«f:db»
connection-user=trino
connection-password=«s:[pwr]»"""),
 ("zh", "F:hive-site.xml", r"""<!-- Hive 元数据库 -->
<property>
  <name>javax.jdo.option.ConnectionPassword</name>
  <value>«s:[pwc]»</value>
</property>"""),
 ("en", "F:connectors/mysql-source.json", r"""{
  "name": "«f:app»-mysql-cdc",
  "config": {
    "connector.class": "io.debezium.connector.mysql.MySqlConnector",
    "database.hostname": "«f:ip»",
    "database.user": "debezium",
    "database.password": "«s:[pwc]»",
    "topic.prefix": "«f:corg»"
  }
}"""),
])

K("unix_credential_files", [
 ("en", "F:/etc/pgbouncer/userlist.txt", r""""«f:app»" "«s:[pwr]»"
"stats" "«s:[pw]»"
"""),
 ("en", "F:/etc/rsyncd.secrets", r"""backup:«s:[pwr]»"""),
 ("en", "F:/etc/ppp/chap-secrets", r"""# client        server  secret                  IP addresses
«f:user»        *       «s:[pw]»         *"""),
 ("zh", "F:/root/.smbcredentials", r"""username=«f:cuser»
password=«s:[pwc]»
domain=«f:corg»"""),
 ("zh", "F:/etc/passwd-s3fs", r"""«s:LTAI5t[a18]»:«s:[a30]»"""),
])

K("windows_unattend_gpp", [
 ("en", "F:autounattend.xml", r"""<UserAccounts>
  <AdministratorPassword>
    <Value>«s:[pw]»</Value>
    <PlainText>true</PlainText>
  </AdministratorPassword>
</UserAccounts>
<AutoLogon>
  <Password><Value>«s:[pw]»</Value><PlainText>true</PlainText></Password>
  <Enabled>true</Enabled>
  <Username>kiosk</Username>
</AutoLogon>"""),
 ("en", "F:autologon.reg", r"""Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosk"
"DefaultPassword"="«s:[pw]»"
"""),
 ("en", "F:Groups.xml", r"""<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}">
  <User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalAdmin" changed="«f:date» 10:12:44" uid="{«p:[UUID]»}">
    <Properties action="U" newName="" fullName="" cpassword="«s:[b43]»" userName="LocalAdmin"/>
  </User>
</Groups>"""),
 ("zh", "W", r"""cmdkey /add:«f:ip» /user:«f:corg»\«f:cuser» /pass:«s:[pwc]»"""),
 ("zh", "W", r"""reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d «s:[pwc]» /f"""),
])

K("remote_desktop_cli", [
 ("en", "C", r"""xfreerdp /v:«f:ip» /u:«f:org»\\«f:user» /p:'«s:[pw]»' /cert:ignore /dynamic-resolution"""),
 ("en", "C", r"""x11vnc -display :0 -forever -passwd «s:[a8]» -rfbport 5900"""),
 ("en", "F:/etc/guacamole/user-mapping.xml", r"""<user-mapping>
  <authorize username="«f:user»" password="«s:[pwr]»">
    <connection name="«f:host»">
      <protocol>rdp</protocol>
      <param name="hostname">«f:ip»</param>
      <param name="username">Administrator</param>
      <param name="password">«s:[pwr]»</param>
    </connection>
  </authorize>
</user-mapping>"""),
 ("zh", "C", r"""rdesktop -u administrator -p «s:[pwc]» -g 1920x1080 «f:pubip»:3389"""),
 ("en", "C", r"""sshpass -p '«s:[pwc]»' ssh -o StrictHostKeyChecking=no root@«f:ip» 'systemctl restart «f:app»'"""),
])

# ---- code in many languages ---------------------------------------------------
K("orm_connection_literals", [
 ("en", "F:app/db.py", r"""engine = create_engine(
    "mysql+pymysql://«f:app»:«s:[pwu]»@«f:host»:3306/«f:db»?charset=utf8mb4",
    pool_pre_ping=True,
)"""),
 ("en", "F:src/db.ts", r"""export const AppDataSource = new DataSource({
  type: "postgres",
  host: "«f:host»",
  username: "«f:user»",
  password: "«s:[pwr]»",
  database: "«f:db»",
  synchronize: false,
});"""),
 ("en", "F:config/runtime.exs", r"""config :«f:app», «f:proj».Repo,
  username: "«f:user»",
  password: "«s:[pw]»",
  hostname: "«f:host»",
  database: "«f:db»_prod",
  pool_size: 10"""),
 ("zh", "F:models/index.js", r"""// 数据库连接（Sequelize）
const sequelize = new Sequelize('«f:db»', 'root', '«s:[pwc]»', {
  host: '«f:ip»',
  dialect: 'mysql',
  timezone: '+08:00',
});"""),
 ("zh", "F:internal/dao/db.go", r"""// 初始化 GORM
dsn := "«f:cuser»:«s:[pwcu]»@tcp(«f:ip»:3306)/«f:db»?charset=utf8mb4&parseTime=True&loc=Local"
db, err := gorm.Open(mysql.Open(dsn), &gorm.Config{})"""),
])

K("go_code_secrets", [
 ("en", "F:internal/config/config.go", r"""package config

const (
	apiBaseURL = "https://api.«f:domain»/v2"
	apiKey     = "«s:[a40]»"
)"""),
 ("en", "F:pkg/auth/jwt.go", r"""var hmacSecret = []byte("«s:[u48]»")

func Sign(claims jwt.MapClaims) (string, error) {
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(hmacSecret)
}"""),
 ("en", "F:cmd/uploader/main.go", r"""cfg, _ := config.LoadDefaultConfig(ctx,
	config.WithRegion("«f:region»"),
	config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("«s:AKIA[A16]»", "«s:[b40]»", "")),
)"""),
 ("zh", "F:internal/cache/redis.go", r"""// 连接缓存集群
rdb := redis.NewClient(&redis.Options{
	Addr:     "«f:ip»:6379",
	Password: "«s:[pwc]»", // TODO 移到配置中心
	DB:       0,
})"""),
 ("zh", "F:pkg/sms/client.go", r"""// 短信签名密钥
const (
	smsAppID     = "«p:[d10]»"
	smsAppSecret = "«s:[h32]»"
)"""),
])

K("rust_code_secrets", [
 ("en", "F:src/main.rs", r"""let pool = PgPoolOptions::new()
    .max_connections(5)
    .connect("postgres://«f:user»:«s:[pwu]»@«f:host»/«f:db»")
    .await?;"""),
 ("en", "F:src/auth.rs", r"""const JWT_SECRET: &[u8] = b"«s:[a48]»";

pub fn encode_token(claims: &Claims) -> jsonwebtoken::errors::Result<String> {
    encode(&Header::default(), claims, &EncodingKey::from_secret(JWT_SECRET))
}"""),
 ("en", "F:src/client.rs", r"""let client = reqwest::Client::new();
let resp = client
    .get("https://api.«f:domain»/v1/usage")
    .bearer_auth("«s:[a48]»")
    .send()
    .await?;"""),
 ("zh", "F:src/storage.rs", r"""// 对象存储（临时写死，后面走环境变量）
let creds = Credentials::new("«s:LTAI5t[a18]»", "«s:[a30]»", None, None, "static");"""),
 ("zh", "F:src/bin/notify.rs", r"""// 企业微信应用
const CORP_ID: &str = "ww«p:[h16]»";
const CORP_SECRET: &str = "«s:[u43]»";"""),
])

K("java_kotlin_code_secrets", [
 ("en", "F:src/main/java/«f:app»/Db.java", r"""Connection conn = DriverManager.getConnection(
    "jdbc:postgresql://«f:host»:5432/«f:db»", "«f:user»", "«s:[pwr]»");"""),
 ("en", "F:src/main/kotlin/Config.kt", r"""object Config {
    const val API_BASE = "https://api.«f:domain»"
    const val API_KEY = "«s:[a40]»"
    val signingKey: SecretKey = Keys.hmacShaKeyFor("«s:[a64]»".toByteArray())
}"""),
 ("en", "F:src/main/java/«f:app»/S3Config.java", r"""@Bean
public AmazonS3 s3() {
    BasicAWSCredentials creds = new BasicAWSCredentials("«s:AKIA[A16]»", "«s:[b40]»");
    return AmazonS3ClientBuilder.standard().withCredentials(new AWSStaticCredentialsProvider(creds)).build();
}"""),
 ("zh", "F:src/main/java/com/«f:corg»/OssConfig.java", r"""// 阿里云 OSS 客户端
@Value("${oss.secret:«s:[a30]»}")
private String accessKeySecret;"""),
 ("zh", "F:app/src/main/java/com/«f:corg»/Constants.kt", r"""// 个推 / 推送相关常量
object PushConst {
    const val MASTER_SECRET = "«s:[a22]»"
}"""),
])

K("csharp_code_secrets", [
 ("en", "F:Services/MailService.cs", r"""var client = new SmtpClient("smtp.«f:domain»", 587)
{
    EnableSsl = true,
    Credentials = new NetworkCredential("«f:email»", "«s:[pw]»")
};"""),
 ("en", "F:Program.cs", r"""var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("«s:[a64]»"));
builder.Services.AddAuthentication(JwtBearerDefaults.AuthenticationScheme)
    .AddJwtBearer(o => o.TokenValidationParameters = new() { IssuerSigningKey = key });"""),
 ("en", "F:appsettings.Development.json", r"""{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "«p:[uuid]»",
    "ClientId": "«p:[uuid]»",
    "ClientSecret": "«s:@entra»"
  }
}"""),
 ("zh", "F:Data/DbHelper.cs", r"""// 老系统的连接串，先别动
private const string ConnStr = "Data Source=«f:ip»;Initial Catalog=«f:db»;User ID=sa;Password=«s:[pwc]»;";"""),
 ("zh", "F:Controllers/PayController.cs", r"""// 微信支付 v2 商户 key
private static readonly string MchKey = "«s:[a32]»";"""),
])

K("php_ruby_code_secrets", [
 ("en", "F:lib/db.php", r"""<?php
$pdo = new PDO('mysql:host=«f:host»;dbname=«f:db»;charset=utf8mb4', '«f:user»', '«s:[pw]»', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);"""),
 ("en", "F:lib/github_sync.rb", r"""client = Octokit::Client.new(access_token: "«s:ghp_[a36]»")
client.auto_paginate = true
repos = client.org_repos("«f:org»")"""),
 ("en", "F:app/Services/Partner.php", r"""$response = Http::withToken('«s:[a48]»')
    ->acceptJson()
    ->get('https://partner.«f:domain»/api/v3/orders');"""),
 ("zh", "F:mailer.rb", r"""# 发邮件（腾讯企业邮）
Net::SMTP.start('smtp.exmail.qq.com', 465, '«f:cdomain»', 'notice@«f:cdomain»', '«s:[pwc]»', :login) do |smtp|
  smtp.send_message msg, 'notice@«f:cdomain»', to
end"""),
 ("zh", "F:api/sign.php", r"""<?php
// 接口签名
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_USERPWD, "api:«s:[pwr]»");"""),
])

K("swift_dart_mobile_code", [
 ("en", "F:Sources/«f:proj»/APIClient.swift", r"""enum Secrets {
    static let apiKey = "«s:[a40]»"
}

var request = URLRequest(url: URL(string: "https://api.«f:domain»/v1/feed")!)
request.setValue("Bearer \(Secrets.apiKey)", forHTTPHeaderField: "Authorization")"""),
 ("en", "F:lib/env.dart", r"""class Env {
  static const revenueCatKey = '«s:sk_[a32]»';
  static const sentryDsn = 'https://«s:[h32]»@o«p:[d6]».ingest.sentry.io/«p:[d7]»';
}"""),
 ("en", "F:«f:proj»/Config.xcconfig", r"""API_HOST = api.«f:domain»
MAPS_SERVER_KEY = «s:[a39]»
ANALYTICS_WRITE_KEY = «s:[a32]»"""),
 ("zh", "F:ios/«f:proj»/Keys.m", r"""// 友盟 / 统计（后端签名用，不该放客户端）
static NSString *const kServerSecret = @"«s:[h32]»";"""),
 ("zh", "C", r"""flutter build apk --release --dart-define=API_SECRET=«s:[a32]» --dart-define=ENV=prod"""),
])

K("scripting_lang_code", [
 ("en", "F:bin/report.pl", r"""my $dbh = DBI->connect("dbi:Pg:dbname=«f:db»;host=«f:host»", "«f:user»", "«s:[pw]»", { RaiseError => 1 });"""),
 ("en", "F:lua/access.lua", r"""local secret = "«s:[a32]»"
local sig = ngx.hmac_sha1(secret, ngx.var.uri .. ngx.var.arg_ts)
if ngx.encode_base64(sig) ~= ngx.var.arg_sig then
    return ngx.exit(403)
end"""),
 ("en", "F:analysis/load.R", r"""con <- dbConnect(RPostgres::Postgres(), dbname = "«f:db»", host = "«f:host»",
                 user = "«f:user»", password = "«s:[pwr]»")"""),
 ("zh", "F:宏/导出报表.bas", r"""' 连接 ERP 数据库导出报表
conn.Open "Provider=SQLOLEDB;Data Source=«f:ip»;Initial Catalog=«f:db»;User ID=report;Password=«s:[pwc]»;"
"""),
 ("zh", "F:scripts/backup.ps1", r"""# 备份脚本（管理员密码明文，待整改）
$pw = ConvertTo-SecureString "«s:[pwc]»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("«f:corg»\backup", $pw)"""),
])

K("embedded_c_configs", [
 ("en", "F:main/secrets.h", r"""#pragma once
#define MQTT_BROKER "mqtts://mqtt.«f:domain»:8883"
#define MQTT_USER "«f:proj»-node"
#define MQTT_PASS "«s:[pwr]»"
#define OTA_TOKEN "«s:[h40]»"
"""),
 ("en", "F:sdkconfig.defaults", r"""CONFIG_EXAMPLE_WIFI_SSID="«f:org»-iot"
CONFIG_EXAMPLE_WIFI_PASSWORD="«s:[pw]»"
CONFIG_ESP_MAXIMUM_RETRY=5"""),
 ("en", "F:platformio.ini", r"""[env:esp32dev]
platform = espressif32
board = esp32dev
framework = arduino
build_flags =
    -DWIFI_SSID=\"«f:org»-lab\"
    -DAPI_KEY=\"«s:[a32]»\"
"""),
 ("zh", "F:prj.conf", r"""# Zephyr 工程配置（设备预置凭证）
CONFIG_NET_SAMPLE_PSK="«s:[h32]»"
CONFIG_MQTT_LIB_TLS=y"""),
 ("zh", "F:src/config.cpp", r"""// 设备连云配置
static const char *kDeviceSecret = "«s:[h32]»";   // 阿里云 IoT
static const char *kWifiPass = "«s:[pwc]»";"""),
])

K("notebook_cells", [
 ("en", "F:notebooks/explore.ipynb", r"""{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "import openai\n",
    "client = openai.OpenAI(api_key=\"«s:sk-proj-[u156]»\")\n"
   ]
  }
 ],
 "nbformat": 4
}"""),
 ("en", "N", r"""In [2]: %env HF_TOKEN=«s=hf:hf_[a34]»
env: HF_TOKEN=«=hf»
In [3]: from huggingface_hub import whoami; whoami()["name"]
Out[3]: '«f:user»'"""),
 ("en", "N", r"""# Colab cell
import os
os.environ["WANDB_API_KEY"] = "«s:[h40]»"
os.environ["KAGGLE_KEY"] = "«s:[h32]»"
!pip -q install wandb kaggle"""),
 ("zh", "F:分析/用户留存.ipynb", r"""{
 "cells": [
  {
   "cell_type": "code",
   "source": [
    "# 连接数仓\n",
    "conn = pymysql.connect(host='«f:ip»', user='analyst', password='«s:[pwc]»', db='«f:db»')\n"
   ]
  }
 ]
}"""),
 ("zh", "N", r"""In [5]: import dashscope
In [6]: dashscope.api_key = "«s:sk-[h32]»"   # 通义千问
In [7]: dashscope.Generation.call(model="qwen-turbo", prompt="你好")"""),
])
# ---- command lines, process and network output -----------------------------------
K("cli_enterprise_db", [
 ("en", "C", r"""db2 connect to «f:db» user db2inst1 using «s:[pw]»"""),
 ("en", "C", r"""hdbsql -n «f:host»:30015 -u SYSTEM -p «s:[pwr]» "SELECT COUNT(*) FROM M_CONNECTIONS"
"""),
 ("en", "F:load.bteq", r""".LOGON «f:host»/etl_user,«s:[pw]»;
SELECT COUNT(*) FROM «f:db».orders;
.LOGOFF;
.QUIT;"""),
 ("zh", "C", r"""mysqlsh --uri «f:cuser»@«f:ip»:3306 --password=«s:[pwc]» --sql -e "show databases;"
"""),
 ("en", "C", r"""vsql -h «f:ip» -U dbadmin -w «s:[pwc]» -d «f:db» -c "select count(*) from public.orders;"
"""),
])

K("cli_cn_databases", [
 ("zh", "C", r"""disql SYSDBA/"«s:[pwc]»"@«f:ip»:5236"""),
 ("zh", "C", r"""obclient -h«f:ip» -P2881 -uroot@«f:corg»#obcluster -p'«s:[pwc]»' -A -Doceanbase"""),
 ("en", "C", r"""gsql -d postgres -h «f:ip» -p 8000 -U omm -W '«s:[pwr]»' -r"""),
 ("zh", "C", r"""KINGBASE_PASSWORD='«s:[pwc]»' ksql -h «f:ip» -p 54321 -U system -d test"""),
 ("en", "C", r"""mysql -h tidb.«f:domain» -P 4000 -u root -p'«s:[pw]»' -e 'SELECT tidb_version()\G'"""),
])

K("cli_paas_logins", [
 ("en", "C", r"""oc login --token=«s:sha256~[u43]» --server=https://api.«f:proj».«f:domain»:6443"""),
 ("en", "C", r"""cf login -a https://api.cf.«f:domain» -u «f:email» -p '«s:[pw]»' -o «f:org» -s production"""),
 ("en", "C", r"""az login --service-principal -u «p:[uuid]» -p «s:@entra» --tenant «p:[uuid]»"""),
 ("zh", "C", r"""rancher login https://rancher.«f:cdomain»/v3 --token «s:token-[l5]:[l54]» --context c-«p:[l5]»:p-«p:[l5]»"""),
 ("en", "C", r"""doctl auth init -t «s:dop_v1_[h64]» --context «f:corg»"""),
])

K("docker_run_env_flags", [
 ("en", "C", r"""docker run -d --name pg -e POSTGRES_USER=«f:user» -e POSTGRES_PASSWORD=«s:[pwr]» -p 5432:5432 postgres:16"""),
 ("en", "C", r"""docker service create --name «f:app» --env STRIPE_API_KEY=«s:rk_live_[a99]» --replicas 3 ghcr.io/«f:org»/«f:app»:«f:sha7»"""),
 ("en", "C", r"""docker compose run --rm -e PGPASSWORD=«s:[pw]» migrate alembic upgrade head"""),
 ("en", "C", r"""docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD=«s:[pwc]» -v /data/mysql:/var/lib/mysql -p 3306:3306 mysql:8.0"""),
 ("zh", "C", r"""docker run -d -p 9000:9000 -p 9001:9001 -e MINIO_ROOT_USER=admin -e MINIO_ROOT_PASSWORD=«s:[pwc]» minio/minio server /data --console-address ":9001"  # 文件服务"""),
])

K("container_inspect_dumps", [
 ("en", "C", r"""docker inspect «f:app» --format '{{json .Config.Env}}'
["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","NODE_ENV=production","DATABASE_URL=postgres://«f:app»:«s:[pwu]»@«f:host»:5432/«f:db»","SESSION_SECRET=«s:[h64]»"]"""),
 ("en", "C", r"""docker history --no-trunc «f:org»/«f:app»:latest | grep ARG
<missing>   3 days ago   ARG NPM_TOKEN=«s:npm_[a36]»   0B   buildkit.dockerfile.v0"""),
 ("en", "C", r"""kubectl get pod «f:app»-«p:[l9]»-«p:[n5]» -o jsonpath='{.spec.containers[0].env}' | jq .
[
  {"name": "LOG_LEVEL", "value": "info"},
  {"name": "MAILGUN_API_KEY", "value": "«s:key-[h32]»"}
]"""),
 ("en", "C", r"""crictl inspect «p:[h13]» | grep -A3 envs
        "envs": [
          {"key": "REDIS_PASSWORD", "value": "«s:[pwc]»"},
          {"key": "TZ", "value": "Asia/Shanghai"}"""),
 ("zh", "C", r"""podman inspect «f:app» | jq '.[0].Config.Env'
[
  "MYSQL_PASSWORD=«s:[pwc]»",
  "container=podman"
]"""),
])

K("process_list_leaks", [
 ("en", "C", r"""ps aux | grep [m]ysqldump
backup   «f:pid»  2.1  0.3  41236  9120 ?  S  02:00  0:12 mysqldump -u backup --password=«s:[pw]» --all-databases"""),
 ("en", "C", r"""cat /proc/«f:pid»/cmdline | tr '\0' ' '
/usr/bin/java -Xmx2g -Dspring.datasource.password=«s:[pwr]» -jar /opt/«f:app»/app.jar"""),
 ("en", "W", r"""Get-CimInstance Win32_Process -Filter "name='sqlcmd.exe'" | Select-Object CommandLine

CommandLine
-----------
sqlcmd -S «f:host» -U sa -P «s:[pw]» -i C:\jobs\nightly.sql"""),
 ("en", "C", r"""pgrep -af redis-cli
«f:pid» redis-cli -h «f:ip» -p 6379 -a «s:[pwc]» --scan --pattern session:*"""),
 ("zh", "N", r"""top 里看到有个进程一直占 CPU：
  PID USER      PR  NI    VIRT    RES  %CPU COMMAND
 «f:pid» root      20   0  812344  91232  98.7 python3 sync.py --ak «s:LTAI5t[a18]» --sk «s:[a30]»
是同步脚本，命令行里把密钥带出来了。"""),
])

K("plaintext_protocol_captures", [
 ("en", "N", r"""Follow TCP Stream (tcp.stream eq «p:[d2]»):
220 mail.«f:domain» ESMTP Postfix
EHLO scanner
250-AUTH PLAIN LOGIN
AUTH PLAIN «s:@basic(f:email,[pw])»
235 2.7.0 Authentication successful"""),
 ("en", "C", r"""tcpdump -A -i eth0 port 21
USER «f:user»
331 Please specify the password.
PASS «s:[pw]»
230 Login successful."""),
 ("en", "C", r"""redis-cli -h «f:ip» MONITOR
OK
«f:epoch».«p:[d6]» [0 «f:ip2»:«f:bport»] "AUTH" "«s:[pwr]»"
«f:epoch».«p:[d6]» [0 «f:ip2»:«f:bport»] "GET" "session:«p:[h16]»"
"""),
 ("zh", "N", r"""抓包看到 IMAP 是明文登录的：
a001 LOGIN «f:cemail» «s:[pwc]»
a001 OK LOGIN completed
建议强制 993。"""),
 ("zh", "N", r"""telnet 调试 POP3：
+OK ready
USER «f:cuser»
+OK
PASS «s:[pwc]»
+OK 12 messages"""),
])

K("db_server_logs", [
 ("en", "L", r"""«f:date» 03:12:44.118 UTC [«f:pid»] postgres@«f:db» LOG:  statement: ALTER ROLE «f:app» WITH LOGIN PASSWORD '«s:[pwr]»';"""),
 ("en", "L", r"""«f:ts»	  «p:[d3]» Query	CREATE USER 'report'@'%' IDENTIFIED BY '«s:[pw]»'
«f:ts»	  «p:[d3]» Query	GRANT SELECT ON «f:db».* TO 'report'@'%'"""),
 ("en", "L", r"""{"t":{"$date":"«f:ts»"},"s":"I","c":"COMMAND","msg":"Slow query","attr":{"command":{"createUser":"«f:app»","pwd":"«s:[pwr]»","roles":["readWrite"]}}}"""),
 ("zh", "L", r"""«f:date» «f:time»:01 CST [«f:pid»] LOG:  语句: CREATE USER «f:cuser» PASSWORD '«s:[pwc]»';"""),
 ("zh", "L", r"""# Time: «f:ts»
# User@Host: root[root] @ localhost []
SET PASSWORD FOR 'app'@'%' = '«s:[pwc]»';"""),
])

K("http_debug_dumps", [
 ("en", "C", r"""curl -v https://api.«f:domain»/v1/me -H "Authorization: Bearer «s=tok:[u64]»"
*   Trying «f:pubip»:443...
> GET /v1/me HTTP/2
> Host: api.«f:domain»
> user-agent: curl/8.5.0
> authorization: Bearer «=tok»
< HTTP/2 200"""),
 ("en", "L", r"""send: b'POST /oauth/token HTTP/1.1\r\nHost: auth.«f:domain»\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\ngrant_type=client_credentials&client_id=«p:[l20]»&client_secret=«s:[u40]»'
reply: 'HTTP/1.1 200 OK\r\n'"""),
 ("en", "C", r"""http --print=HB POST https://api.«f:domain»/v2/jobs X-Api-Key:«s=k:[a32]» name=nightly
POST /v2/jobs HTTP/1.1
X-Api-Key: «=k»
Content-Type: application/json"""),
 ("en", "L", r"""DEBUG okhttp.OkHttpClient: --> POST https://api.«f:cdomain»/v1/upload
DEBUG okhttp.OkHttpClient: X-Access-Token: «s:[h40]»
DEBUG okhttp.OkHttpClient: --> END POST (2048-byte body)"""),
 ("zh", "C", r"""wget -d --header="Authorization: Token «s=t2:[h40]»" https://api.«f:cdomain»/export.csv
---request begin---
GET /export.csv HTTP/1.1
Authorization: Token «=t2»
---request end---"""),
])
# ---- exports, logs, errors, diffs, documents ----------------------------------------
K("api_client_exports", [
 ("en", "F:«f:proj».har", r"""{"log": {"entries": [{
  "request": {
    "method": "GET",
    "url": "https://api.«f:domain»/v1/accounts",
    "headers": [
      {"name": "accept", "value": "application/json"},
      {"name": "authorization", "value": "Bearer «s:[u86]»"}
    ]
  },
  "response": {"status": 200}
}]}}"""),
 ("en", "F:«f:proj».postman_collection.json", r"""{
  "info": {"name": "«f:proj» API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
  "auth": {
    "type": "apikey",
    "apikey": [
      {"key": "value", "value": "«s:[a40]»", "type": "string"},
      {"key": "key", "value": "X-API-Key", "type": "string"}
    ]
  }
}"""),
 ("en", "F:bruno/«f:app»/get-orders.bru", r"""meta {
  name: get orders
  type: http
}

get {
  url: https://api.«f:domain»/orders
}

auth:bearer {
  token: «s:[u48]»
}"""),
 ("zh", "F:tests/api/订单.hurl", r"""# 订单接口冒烟测试
GET https://api.«f:cdomain»/v1/orders
Authorization: Bearer «s:[h48]»
HTTP 200"""),
 ("zh", "F:insomnia-export.json", r"""{"_type": "export", "resources": [
  {"_type": "environment", "name": "生产环境", "data": {"base_url": "https://api.«f:cdomain»", "app_secret": "«s:[h32]»"}}
]}"""),
])

K("json_request_body_logs", [
 ("en", "L", r"""{"level":30,"time":«f:epoch»123,"pid":«f:pid»,"req":{"method":"POST","url":"/api/login","body":{"email":"«f:email»","password":"«s:[pw]»"}},"msg":"incoming request"}"""),
 ("en", "L", r"""{"level":"debug","ts":«f:epoch».5521,"caller":"client/http.go:«f:line»","msg":"outbound","headers":{"X-Api-Key":["«s:[a32]»"],"Accept":["application/json"]}}"""),
 ("en", "L", r"""[«f:ts» DBG] HTTP POST /v1/payouts responded 201 {"Request": {"Headers": {"Authorization": "Basic «s:@basic(f:user,[pwr])»"}}}"""),
 ("zh", "L", r"""{"@timestamp":"«f:ts»","level":"INFO","logger":"c.«f:corg».web.LogFilter","message":"请求参数","params":{"username":"«f:cuser»","password":"«s:[pwc]»","captcha":"«p:[d4]»"}}"""),
 ("zh", "L", r"""«f:date» «f:time» DEBUG 调用第三方接口 url=https://open.«f:cdomain»/api/token body={"appKey":"«p:[h16]»","appSecret":"«s:[h32]»"} cost=«f:ms»ms"""),
])

K("python_tracebacks", [
 ("en", "L", r"""Traceback (most recent call last):
  File "/srv/«f:app»/sync.py", line «f:line», in <module>
    resp = requests.get(url, timeout=10)
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.«f:domain»', port=443): Max retries exceeded with url: /v2/export?format=csv&api_key=«s:[a32]» (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f«p:[h10]»>: Failed to establish a new connection: [Errno 111] Connection refused'))"""),
 ("en", "L", r"""pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings
redis_url
  Input should be a valid URL, relative URL without a base [type=url_parsing, input_value='rediss:/:«s:[pwu]»@«f:host»:6380/0', input_type=str]"""),
 ("en", "L", r"""╭──────────────────── Traceback (most recent call last) ────────────────────╮
│ /srv/«f:app»/client.py:«f:line» in fetch                                    │
│ ╭──────────────────────────── locals ─────────────────────────────╮       │
│ │   token = '«s:[a40]»'        │       │
│ │     url = 'https://api.«f:domain»/v1/items'                       │       │
│ ╰─────────────────────────────────────────────────────────────────╯       │
╰───────────────────────────────────────────────────────────────────────────╯
HTTPError: 401 Client Error: Unauthorized"""),
 ("zh", "L", r"""Traceback (most recent call last):
  File "/opt/«f:app»/main.py", line «f:line», in <module>
    client = AcsClient("«s:LTAI5t[a18]»", "«s:[a30]»", "«f:cregion»")
  File "/usr/lib/python3/site-packages/aliyunsdkcore/client.py", line 98, in __init__
    raise ClientException(...)
aliyunsdkcore.acs_exception.exceptions.ClientException: SDK.InvalidRegionId"""),
 ("zh", "L", r"""报错如下：
  File "manage.py", line «f:line», in handle
    conn = pymysql.connect(host="«f:ip»", user="root", password="«s:[pwc]»")
pymysql.err.OperationalError: (2003, "Can't connect to MySQL server on '«f:ip»' (timed out)")"""),
])

K("jvm_dotnet_errors", [
 ("en", "L", r"""***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'spring.mail.password' to java.lang.String:

    Property: spring.mail.password
    Value: "«s:[pwr]»"
    Origin: class path resource [application-prod.properties] - 14:22
    Reason: failed to convert"""),
 ("en", "L", r"""Unhandled exception. System.ArgumentException: Keyword not supported: 'passwrd'.
   at Microsoft.Data.SqlClient.SqlConnectionStringBuilder..ctor(String connectionString)
Connection string was: Server=«f:host»;Database=«f:db»;User Id=«f:user»;Passwrd=«s:[pw]»;Encrypt=true"""),
 ("en", "L", r"""org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry for host "«f:ip»"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	... 
Caused by: datasource url=jdbc:postgresql://«f:host»:5432/«f:db»?user=«f:user»&password=«s:[pwu]»&ssl=true"""),
 ("zh", "L", r"""Caused by: java.lang.IllegalStateException: 无法连接 Redis，配置: RedisConfig{host='«f:ip»', port=6379, password='«s:[pwc]»', database=0}
	at com.«f:corg».config.RedisConfig.init(RedisConfig.java:«f:line»)"""),
 ("zh", "L", r"""ERROR 1 --- [main] o.s.boot.SpringApplication : 启动失败
com.alibaba.nacos.api.exception.NacosException: 鉴权失败 username=nacos, password=«s:[pwc]», serverAddr=«f:ip»:8848"""),
])

K("node_go_php_errors", [
 ("en", "L", r"""AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)
  config: {
    url: 'https://api.«f:domain»/v3/contacts',
    method: 'get',
    headers: Object [AxiosHeaders] {
      Accept: 'application/json',
      Authorization: 'Bearer «s:[a64]»'
    }
  },"""),
 ("en", "L", r"""panic: failed to connect to `host=«f:host» user=«f:user» database=«f:db»`: dial error (dial tcp «f:ip»:5432: connect: connection refused)
	dsn="postgres://«f:user»:«s:[pwu]»@«f:host»:5432/«f:db»?sslmode=require"

goroutine 1 [running]:
main.main()
	/src/cmd/«f:app»/main.go:«f:line» +0x1c4"""),
 ("en", "L", r"""PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/html/db.php:4
Stack trace:
#0 /var/www/html/db.php(4): PDO->__construct('mysql:host=«f:host»...', '«f:user»', '«s:[pw]»')
#1 /var/www/html/index.php(3): require_once('/var/www/html/d...')
#2 {main}"""),
 ("zh", "L", r"""thread 'main' panicked at src/main.rs:«f:line»:10:
called `Result::unwrap()` on an `Err` value: Io(Custom { kind: ConnectionRefused, error: "redis://:«s:[pwcu]»@«f:ip»:6379/0 连接被拒绝" })"""),
 ("zh", "L", r"""Error: getaddrinfo ENOTFOUND mongo-prod
    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)
连接串: mongodb://admin:«s:[pwcu]»@mongo-prod:27017/«f:db»?authSource=admin"""),
])

K("git_diff_rotations", [
 ("en", "C", r"""git diff HEAD~1 -- config/production.env
diff --git a/config/production.env b/config/production.env
index «p:[h7]»..«p:[h7]» 100644
--- a/config/production.env
+++ b/config/production.env
@@ -3,7 +3,7 @@ LOG_LEVEL=info
 REDIS_URL=redis://«f:host»:6379/0
-MAILGUN_API_KEY=«s:key-[h32]»
+MAILGUN_API_KEY=«s:key-[h32]»
 FEATURE_FLAGS=checkout_v2"""),
 ("en", "C", r"""git log -p -1 -- deploy/values.yaml
commit «f:sha40»
Author: «f:user» <«f:email»>

    bump db password

@@ -12,4 +12,4 @@ postgresql:
   auth:
-    password: «s:[pwr]»
+    password: «s:[pwr]»"""),
 ("en", "N", r"""From «f:sha40» Mon Sep 17 00:00:00 2001
From: «f:user» <«f:email»>
Subject: [PATCH] use the new partner key

---
 src/partner.ts | 2 +-
--- a/src/partner.ts
+++ b/src/partner.ts
@@ -1,3 +1,3 @@
-const PARTNER_KEY = "«s:[a32]»";
+const PARTNER_KEY = "«s:[a32]»";"""),
 ("zh", "C", r"""git show «f:sha7» -- application-prod.yml
@@ -20,7 +20,7 @@ spring:
   redis:
     host: «f:ip»
-    password: «s:[pwc]»
+    password: «s:[pwc]»   # 换新密码"""),
 ("zh", "N", r"""代码评审意见：这一行把密钥直接写进来了
```diff
+  secretKey: "«s:[h32]»"   // 短信签名
```
请改为从配置中心读取。"""),
])

K("commit_pr_text", [
 ("en", "N", r"""commit «f:sha40»
Author: «f:user» <«f:email»>
Date:   «f:date»

    hotfix: hardcode staging token until vault sync is fixed

    Token «s:[a40]» is staging-only, will revert in #«f:ticket»."""),
 ("en", "N", r"""## Testing
```
curl -H 'X-Api-Key: «s:[a32]»' https://staging.«f:domain»/v2/health
```
Returns 200 with the new middleware. Closes #«f:ticket»."""),
 ("en", "N", r"""Squashed commit of the following:

    wip
    add creds for local e2e (user e2e / «s:[pw]»)
    fix lint"""),
 ("zh", "N", r"""feat(pay): 接入新版支付回调

测试商户的回调密钥：«s:[a32]»（测试环境专用）
关联需求 #«f:ticket»"""),
 ("zh", "N", r"""PR 描述：
1. 修复短信发送失败的问题
2. 本地验证方法：export SMS_SECRET=«s:[h32]» 后运行 make test
3. 影响范围：通知服务"""),
])

K("markdown_tables_creds", [
 ("en", "F:docs/environments.md", r"""| Env | URL | User | Password |
|-----|-----|------|----------|
| dev | https://dev.«f:domain» | admin | «s:[pw]» |
| staging | https://stg.«f:domain» | admin | «s:[pwr]» |"""),
 ("en", "N", r"""|| Service || Account || Secret ||
| Grafana | admin | «s:[pw]» |
| RabbitMQ | «f:app» | «s:[pw]» |"""),
 ("zh", "F:docs/测试账号.md", r"""| 环境 | 地址 | 账号 | 密码 |
| --- | --- | --- | --- |
| 测试 | http://«f:ip»:8080 | test01 | «s:[pwc]» |
| 预发 | https://pre.«f:cdomain» | test01 | «s:[pwc]» |"""),
 ("zh", "N", r"""腾讯文档《系统账号汇总》节选：
| 系统 | 用户名 | 密码 | 备注 |
| 禅道 | «f:cuser» | «s:[pwc]» | 项目管理 |
| Jenkins | admin | «s:[pwr]» | 构建 |"""),
 ("zh", "F:README.md", r"""## 第三方服务
| 服务 | AppKey | AppSecret |
|---|---|---|
| 高德地图 | «p:[h32]» | «s:[h32]» |
| 个推 | «p:[a22]» | «s:[a22]» |"""),
])

K("ticket_trackers", [
 ("en", "N", r"""[«f:proj»-«f:ticket»] Nightly export fails with 401
Reporter: «f:user»
Priority: High
Description:
The export job uses the partner key «s:[h40]». It started failing after their migration on «f:date». Steps: run `make export` on «f:host»."""),
 ("en", "N", r"""**Describe the bug**
Login loop on the admin page.

**To Reproduce**
1. Go to https://admin.«f:domain»
2. Log in as `qa-admin` / `«s:[pw]»`
3. See redirect loop

<details><summary>env</summary>

APP_SECRET=«s:[h32]»
</details>"""),
 ("en", "N", r"""Ticket #«f:ticket» — Customer reply:
Hi, here is our API key as requested so you can reproduce: «s:[a32]». Please let me know once it's fixed.
— «f:user», «f:org»"""),
 ("zh", "N", r"""【禅道 Bug #«f:ticket»】短信验证码收不到
指派给：«f:cname»
重现步骤：
1. 后台「短信配置」里 AccessKeySecret 填的是 «s:[a30]»
2. 点击发送测试短信
结果：提示 SignatureDoesNotMatch"""),
 ("zh", "N", r"""TAPD 需求 #«f:ticket» 评论：
@«f:cname2» 预发环境的管理员账号给你开了：«f:cuser» / «s:[pwc]»，验完记得在需求里勾选。"""),
])

K("vendor_credential_emails", [
 ("en", "N", r"""From: Partner Integrations <integrations@«f:domain»>
Subject: Your production API credentials

Hello,
Your sandbox has been upgraded. Production credentials:
  Client ID: «p:[l24]»
  Client Secret: «s:[a48]»
Store these securely; we cannot show the secret again.
"""),
 ("en", "N", r"""---------- Forwarded message ---------
From: «f:user» <«f:email»>
Subject: SFTP drop for the Q3 files

host: sftp.«f:domain»  port: 22
user: «f:org»_upload
pass: «s:[pwr]»
"""),
 ("en", "N", r"""> On «f:date», support@«f:domain» wrote:
> Your temporary admin password is «s:[pwr]» and expires in 24 hours.
Thanks, I'll log in today."""),
 ("zh", "N", r"""发件人：开放平台 <noreply@«f:cdomain»>
主题：【开发者账号开通通知】

尊敬的开发者，您好！您的应用已审核通过：
AppID：«p:[d8]»
AppSecret：«s:[h32]»
请妥善保管，切勿泄露。"""),
 ("zh", "N", r"""转发：服务器交付信息
实例IP：«f:pubip»
登录用户：root
初始密码：«s:[pwr]»
请及时修改密码。——«f:corgn» 运维部"""),
])

K("url_query_tokens", [
 ("en", "L", r"""«f:ip» - - [«p:[d2]»/Jun/2025:10:«p:[d2]»:11 +0000] "POST /hooks/inbound?token=«s:[a32]» HTTP/1.1" 200 2 "-" "GitHub-Hookshot/«p:[h7]»"
"""),
 ("en", "N", r"""Redirected to https://«f:app».«f:domain»/callback#access_token=«s:[u43]»&token_type=Bearer&expires_in=3600&state=«p:[u22]»"""),
 ("en", "N", r"""Referer: https://grafana.«f:domain»/d/«p:[a9]»/overview?orgId=1&auth_token=«s:glsa_[a32]_[h8]»&kiosk"""),
 ("zh", "M", r"""大屏直接打开这个链接就行：https://bi.«f:cdomain»/share/dashboard?accessToken=«s:[h40]»&theme=dark"""),
 ("en", "L", r"""«f:date» «f:time» INFO websocket connect wss://push.«f:cdomain»/ws?appkey=«p:[l12]»&auth=«s:[u64]» ok"""),
])

K("url_userinfo_other_schemes", [
 ("en", "F:docker-compose.yml", r"""  worker:
    environment:
      CELERY_BROKER_URL: amqps://«f:app»:«s:[pwu]»@b-«p:[uuid]».mq.«f:region».amazonaws.com:5671"""),
 ("en", "N", r"""Finder → Go → Connect to Server → smb://«f:user»:«s:[pwu]»@«f:ip»/Design (that's the NAS share for the art team)"""),
 ("zh", "M", r"""监控摄像头推流地址：rtsp://admin:«s:[pwcu]»@«f:ip»:554/Streaming/Channels/101 ，VLC 里直接打开"""),
 ("zh", "F:ftp_sync.sh", r"""#!/bin/sh
# 每晚同步到供应商 FTP
lftp -c "open ftp://«f:cuser»:«s:[pwcu]»@ftp.«f:cdomain»; mirror -R /data/out /in"
"""),
 ("zh", "F:config/mqtt.yaml", r"""mqtt:
  # 设备上报
  url: mqtt://iot_admin:«s:[pwcu]»@«f:ip»:1883"""),
])
# ---- infrastructure logins and SaaS vendors --------------------------------------
K("dev_server_tokens", [
 ("en", "L", r"""[I «f:date» «f:time»:03.112 ServerApp] Jupyter Server 2.14.1 is running at:
[I «f:date» «f:time»:03.112 ServerApp] http://«f:host»:8888/lab?token=«s=jt:[h48]»
[I «f:date» «f:time»:03.112 ServerApp]     http://127.0.0.1:8888/lab?token=«=jt»"""),
 ("en", "F:~/.config/code-server/config.yaml", r"""bind-addr: 0.0.0.0:8080
auth: password
password: «s:[a24]»
cert: false"""),
 ("en", "F:app.py", r"""demo.launch(server_name="0.0.0.0", server_port=7860, auth=("«f:user»", "«s:[pw]»"), share=True)"""),
 ("en", "C", r"""jupyter server list
Currently running servers:
http://0.0.0.0:8888/?token=«s:[h48]» :: /home/«f:cuser»/notebooks"""),
 ("zh", "C", r"""code serve-web --host 0.0.0.0 --port 8000 --connection-token «s:[a32]»   # 服务器上开个网页版 VS Code"""),
])

K("ldap_ad_bind", [
 ("en", "C", r"""ldapsearch -x -H ldaps://ldap.«f:domain» -D "cn=admin,dc=«f:org»,dc=io" -w '«s:[pwr]»' -b "ou=people,dc=«f:org»,dc=io" "(uid=«f:user»)" """),
 ("en", "F:/etc/nslcd.conf", r"""uri ldaps://ldap.«f:domain»/
base dc=«f:org»,dc=io
binddn cn=nslcd,ou=services,dc=«f:org»,dc=io
bindpw «s:[pwr]»"""),
 ("en", "C", r"""net ads join -U Administrator%«s:[pw]» createcomputer=Servers/Linux"""),
 ("zh", "F:ldap_sync.py", r"""# 同步 AD 账号到内部系统
server = Server("ldaps://«f:ip»", get_info=ALL)
conn = Connection(server, "CN=svc_sync,OU=服务账号,DC=«f:corg»,DC=local", "«s:[pwc]»", auto_bind=True)"""),
 ("zh", "F:application.yml", r"""spring:
  ldap:
    urls: ldap://«f:ip»:389
    base: dc=«f:corg»,dc=com
    username: cn=readonly,dc=«f:corg»,dc=com
    password: «s:[pwc]»"""),
])

K("smb_mount_creds", [
 ("en", "C", r"""sudo mount -t cifs //«f:ip»/backups /mnt/backups -o username=«f:user»,password=«s:[pwr]»,vers=3.0"""),
 ("en", "C", r"""smbclient //«f:host»/finance -U «f:org»/«f:user»%«s:[pw]» -c 'ls'"""),
 ("en", "C", r"""mount_smbfs //«f:user»:«s:[pwu]»@«f:ip»/Media ~/mnt/media"""),
 ("zh", "F:/etc/fstab", r"""# 财务共享盘
//«f:ip»/财务 /mnt/finance cifs username=«f:cuser»,password=«s:[pwc]»,iocharset=utf8,uid=1000 0 0"""),
 ("zh", "F:/etc/davfs2/secrets", r"""# 坚果云 WebDAV（应用密码）
https://dav.jianguoyun.com/dav/ «f:cemail» «s:[l16]»"""),
])

K("bmc_hypervisor_creds", [
 ("en", "C", r"""ipmitool -I lanplus -H «f:ip» -U ADMIN -P «s:[pw]» chassis power cycle"""),
 ("en", "C", r"""curl -sk -u root:«s:[pwr]» https://«f:ip»/redfish/v1/Systems/System.Embedded.1 | jq .PowerState"""),
 ("en", "F:govc.env", r"""export GOVC_URL=https://vcenter.«f:domain»/sdk
export GOVC_USERNAME=administrator@vsphere.local
export GOVC_PASSWORD='«s:[pwr]»'
export GOVC_INSECURE=1"""),
 ("en", "C", r"""snmpwalk -v3 -l authPriv -u «f:cuser» -a SHA -A «s:[pwr]» -x AES -X «s:[pwr]» «f:ip» 1.3.6.1.2.1.1"""),
 ("zh", "F:proxmox.env", r"""# Proxmox API token（Terraform 用）
PM_API_URL=https://«f:ip»:8006/api2/json
PM_API_TOKEN_ID=terraform@pve!ci
PM_API_TOKEN_SECRET=«s:[uuid]»"""),
])

K("mqtt_mq_cli", [
 ("en", "C", r"""mosquitto_pub -h mqtt.«f:domain» -p 8883 --capath /etc/ssl/certs -u «f:proj»-gw -P '«s:[pwr]»' -t sensors/«p:[d3]»/temp -m 21.5"""),
 ("en", "C", r"""pulsar-admin --admin-url https://pulsar.«f:domain»:8443 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:«s:@jwt(generic)» tenants list"""),
 ("en", "C", r"""activemq producer --brokerUrl ssl://«f:host»:61617 --user «f:app» --password «s:[pwr]» --destination queue://orders --messageCount 10"""),
 ("zh", "F:conf/plain_acl.yml", r"""# RocketMQ ACL
accounts:
  - accessKey: «f:corg»_producer
    secretKey: «s:[a24]»
    whiteRemoteAddress:
    admin: false"""),
 ("zh", "C", r"""./bin/emqx ctl admins passwd admin «s:[pwc]»"""),
])

K("observability_vendors_new", [
 ("en", "F:newrelic.yml", r"""common: &default_settings
  license_key: «s:[h36]NRAL»
  app_name: «f:app» (production)
  distributed_tracing:
    enabled: true"""),
 ("en", "C", r"""curl -X POST https://api.newrelic.com/graphql -H "API-Key: «s:NRAK-[A27]»" -d '{"query":"{ actor { user { email } } }"}'"""),
 ("en", "F:otel-collector.yaml", r"""exporters:
  otlp/honeycomb:
    endpoint: api.honeycomb.io:443
    headers:
      x-honeycomb-team: «s:hcaik_[a58]»
  otlphttp/betterstack:
    endpoint: https://in-otel.logs.betterstack.com
    headers:
      authorization: Bearer «s:[a24]»"""),
 ("zh", "F:alertmanager.yml", r"""receivers:
  - name: pagerduty-critical
    pagerduty_configs:
      - routing_key: «s:[h32]»
  - name: opsgenie
    opsgenie_configs:
      - api_key: «s:[uuid]»   # 值班告警"""),
 ("zh", "M", r"""Coralogix 的 Send-Your-Data key：«s:cxtp_[a30]»，区域选 AP1"""),
])

K("feature_flag_analytics", [
 ("en", "F:.env", r"""LAUNCHDARKLY_SDK_KEY=«s:sdk-[uuid]»
POSTHOG_PERSONAL_API_KEY=«s:phx_[a43]»
NEXT_PUBLIC_POSTHOG_KEY=«p:phc_[a43]»"""),
 ("en", "F:unleash.env", r"""UNLEASH_URL=https://unleash.«f:domain»/api
UNLEASH_API_TOKEN=«s:*:production.[h64]»"""),
 ("en", "F:server/flags.py", r"""statsig.initialize("«s:secret-[a43]»", StatsigOptions(tier="production"))
analytics.write_key = "«s:[a32]»"   # Segment server-side source"""),
 ("zh", "M", r"""Mixpanel 服务账号：用户名 «f:cuser».«p:[h6]».mp-service-account，secret «s:[a32]»"""),
 ("zh", "F:config/flags.yaml", r"""# Flagsmith 服务端 key（不能放前端）
flagsmith:
  environment_key: «s:ser.[a22]»
# Amplitude
amplitude:
  secret_key: «s:[h32]»"""),
])

K("cms_headless_keys", [
 ("en", "C", r"""contentful space export --space-id «p:[l12]» --management-token «s:CFPAT-[u43]»"""),
 ("en", "F:.env.local", r"""SANITY_PROJECT_ID=«p:[l8]»
SANITY_API_TOKEN=«s:sk[a180]»
STRAPI_API_TOKEN=«s:[h256]»"""),
 ("en", "F:scripts/publish.js", r"""const api = new GhostAdminAPI({
  url: 'https://blog.«f:domain»',
  key: '«s:[h24]:[h64]»',
  version: 'v5.0',
});"""),
 ("zh", "M", r"""WordPress 的应用程序密码：«s:@wpapp»，用户名 «f:cuser»，REST API 发文章用"""),
 ("en", "F:.env", r"""# Directus / Storyblok
DIRECTUS_STATIC_TOKEN=«s:[u32]»
STORYBLOK_PREVIEW_TOKEN=«s:[a22]tt»"""),
])

K("collab_tools", [
 ("en", "F:.env", r"""LINEAR_API_KEY=«s:lin_api_[a40]»
FIGMA_TOKEN=«s:figd_[u40]»
POSTMAN_API_KEY=«s:PMAK-[h24]-[h34]»"""),
 ("en", "C", r"""curl -u «f:email»:«s:@atlassian» -H "Accept: application/json" "https://«f:org».atlassian.net/rest/api/3/search?jql=project=«p:[U3]»"
"""),
 ("en", "F:scripts/airtable_sync.py", r"""AIRTABLE_TOKEN = "«s:pat[a14].[h64]»"
ASANA_PAT = "«s:2/[d16]/[d16]:[h32]»"
MONDAY_TOKEN = "«s:@jwt(monday)»"
"""),
 ("zh", "M", r"""Dropbox 的临时访问令牌：«s:sl.[u138]»，4 小时过期，够把设计稿同步完了"""),
 ("zh", "F:calendly.env", r"""# 预约系统
CALENDLY_PAT=«s:@jwt(calendly)»
BOX_DEVELOPER_TOKEN=«s:[a32]»"""),
])

K("cn_dev_platforms", [
 ("zh", "C", r"""git clone https://«f:cuser»:«s:[h32]»@gitee.com/«f:corg»/«f:proj».git"""),
 ("zh", "C", r"""docker login -u «f:cregion»@«s:[A20]» -p «s:[h64]» swr.«f:cregion».myhuaweicloud.com"""),
 ("zh", "F:.npmrc", r"""# CODING 制品库
registry=https://«f:corg»-npm.pkg.coding.net/«f:proj»/npm/
//«f:corg»-npm.pkg.coding.net/«f:proj»/npm/:_authToken=«s:[h40]»
always-auth=true"""),
 ("zh", "M", r"""腾讯云 TCR 的长期访问凭证：用户名 1000«p:[d8]»，密码 «s:@jwt(generic)»，CI 里拉镜像用"""),
 ("en", "C", r"""curl -H "x-yunxiao-token: «s:pt-[a24]_[uuid]»" https://openapi-rdc.aliyuncs.com/oapi/v1/flow/organizations/«p:[h24]»/pipelines"""),
])

K("cn_data_apis", [
 ("zh", "F:weather.py", r"""# 和风天气
QWEATHER_KEY = "«s:[h32]»"
url = f"https://devapi.qweather.com/v7/weather/now?location=101010100&key={QWEATHER_KEY}"
"""),
 ("zh", "F:.env", r"""# 快递100 实时查询
KUAIDI100_CUSTOMER=«s:[H32]»
KUAIDI100_KEY=«s:[a16]»
# 聚合数据
JUHE_APPKEY=«s:[h32]»"""),
 ("zh", "F:captcha.yml", r"""# 极验行为验证 4.0
geetest:
  captcha-id: «p:[h32]»
  captcha-key: «s:[h32]»
# 网易易盾
yidun:
  secret-id: «p:[h32]»
  secret-key: «s:[h32]»"""),
 ("zh", "M", r"""天行数据的 key «s:[h32]»，每天 100 次，新闻接口用"""),
 ("en", "F:weather/settings.py", r"""# QWeather (和风天气) dev API, used by the travel widget
QWEATHER_API_KEY = "«s:[h32]»"
QWEATHER_HOST = "devapi.qweather.com"
"""),
])

K("wechat_callback_aes", [
 ("zh", "F:wechat.properties", r"""# 公众号服务器配置（消息加解密：安全模式）
wx.mp.app-id=wx«p:[h16]»
wx.mp.token=«s:[a24]»
wx.mp.aes-key=«s:[a43]»"""),
 ("zh", "F:config/wecom.yaml", r"""# 企业微信应用回调
corp_id: ww«p:[h16]»
callback:
  token: «s:[a15]»
  encoding_aes_key: «s:[a43]»"""),
 ("zh", "M", r"""钉钉事件订阅的加密 aes_key：«s:[a43]»，签名 token：«s:[a24]»，在开发者后台填一样的"""),
 ("zh", "F:mp/settings.py", r"""# 开放平台第三方平台
COMPONENT_APPID = "wx«p:[h16]»"
COMPONENT_APPSECRET = "«s:[h32]»"
COMPONENT_TOKEN = "«s:[a20]»"
"""),
 ("en", "F:src/wechat/config.ts", r"""export const wechatConfig = {
  appId: 'wx«p:[h16]»',
  token: '«s:[a32]»',
  encodingAESKey: '«s:[a43]»',
};"""),
])

K("sms_voice_new", [
 ("en", "F:.env", r"""MESSAGEBIRD_ACCESS_KEY=«s:[a25]»
TELNYX_API_KEY=«s:KEY[A32]_[a22]»"""),
 ("en", "C", r"""curl -X POST https://«p:[l6]».api.infobip.com/sms/2/text/advanced -H "Authorization: App «s:[h32]-[uuid]»" -H 'Content-Type: application/json' -d @sms.json"""),
 ("en", "F:config/bandwidth.yml", r"""bandwidth:
  account_id: "«p:[d7]»"
  username: «f:app»-api
  password: «s:[pwr]»"""),
 ("zh", "F:sms.properties", r"""# 腾讯云短信（旧版 SDK，AppKey 方式）
sms.sdk-app-id=1400«p:[d6]»
sms.app-key=«s:[h32]»"""),
 ("zh", "M", r"""容联云通讯主账号 ACCOUNT SID «p:[h32]»，AUTH TOKEN «s:[h32]»，验证码模板 ID 1"""),
])

K("game_media_platforms", [
 ("en", "F:.env", r"""SPOTIFY_CLIENT_ID=«p:[h32]»
SPOTIFY_CLIENT_SECRET=«s:[h32]»
TWITCH_CLIENT_ID=«p:[l30]»
TWITCH_CLIENT_SECRET=«s:[l30]»"""),
 ("en", "F:bot/config.json", r"""{
  "twitch": {"username": "«f:proj»bot", "oauth": "oauth:«s:[l30]»", "channels": ["«f:user»"]}
}"""),
 ("en", "C", r"""curl "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=«s:[H32]»&steamids=7656119«p:[d10]»"
"""),
 ("zh", "M", r"""Riot 开发者 key：«s:RGAPI-[uuid]»，24 小时过期，拉对局数据用"""),
 ("zh", "F:patreon.env", r"""# Patreon 创作者令牌（会员同步）
PATREON_CREATOR_TOKEN=«s:[u43]»"""),
])
# ---- keys, gateways, split values, cloud identity --------------------------------
K("crypto_keys_new", [
 ("en", "F:~/.config/solana/id.json", r"""«s:@solarray»"""),
 ("en", "F:.env", r"""SOLANA_RPC=https://mainnet.helius-rpc.com/?api-key=«s:[uuid]»
TREASURY_SECRET_KEY=«s:@sol58»"""),
 ("en", "F:hardhat.config.ts", r"""networks: {
  mainnet: {
    url: "https://eth-mainnet.g.alchemy.com/v2/«s:[u32]»",
  },
  base: {
    url: "https://«p:[l5]»-«p:[l5]»-«p:[l5]».base-mainnet.quiknode.pro/«s:[h40]»/",
  },
},"""),
 ("en", "N", r"""Paper wallet backup (WIF, compressed): «s:@wif» — sweep it into the multisig and destroy the paper."""),
 ("zh", "F:bot/config.yaml", r"""# 量化机器人交易所配置
kraken:
  api_key: «s:[b56]»
  private_key: «s:[b86]»==
bybit:
  api_key: «s:[a18]»
  api_secret: «s:[a36]»"""),
 ("zh", "M", r"""火币（HTX）的 API：AccessKey «s:[h8]-[h8]-[h8]-[h5]»，SecretKey «s:[h8]-[h8]-[h8]-[h5]»，只开了读取和交易，没开提币"""),
])

K("crypto_cli_passwords", [
 ("en", "C", r"""openssl pkcs12 -export -in server.crt -inkey server.key -out server.p12 -passout pass:«s:[pw]»"""),
 ("en", "C", r"""keytool -genkeypair -alias «f:proj» -keyalg RSA -keystore release.jks -storepass «s:[pwr]» -keypass «s:[pwr]» -dname "CN=«f:org»" """),
 ("en", "C", r"""gpg --batch --pinentry-mode loopback --passphrase '«s:[W5]»' --decrypt secrets.tar.gz.gpg | tar xz"""),
 ("en", "C", r"""ssh-keygen -t ed25519 -C "deploy@«f:cdomain»" -N '«s:[pwc]»' -f ~/.ssh/deploy_«f:proj»"""),
 ("zh", "C", r"""openssl enc -aes-256-cbc -pbkdf2 -salt -in db.sql -out db.sql.enc -pass pass:«s:[pwc]»   # 备份加密"""),
])

K("tls_keystore_server_configs", [
 ("en", "F:conf/server.xml", r"""<Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol"
           SSLEnabled="true" scheme="https" secure="true"
           keystoreFile="conf/«f:proj».p12" keystorePass="«s:[pwr]»" keystoreType="PKCS12"/>"""),
 ("en", "F:src/main/resources/application.properties", r"""server.port=8443
server.ssl.key-store=classpath:keystore.p12
server.ssl.key-store-password=«s:[pwr]»
server.ssl.key-alias=«f:app»"""),
 ("en", "F:config/server.properties", r"""listeners=SSL://:9093
ssl.keystore.location=/var/private/ssl/kafka.server.keystore.jks
ssl.keystore.password=«s:[pwr]»
ssl.key.password=«s:[pwr]»
ssl.truststore.password=«s:[pw]»"""),
 ("en", "F:start.ini", r"""# Jetty HTTPS
jetty.sslContext.keyStorePath=etc/keystore.p12
jetty.sslContext.keyStorePassword=«s:[pwc]»
jetty.sslContext.keyManagerPassword=«s:[pwc]»"""),
 ("zh", "F:nginx/ssl.conf", r"""ssl_certificate     /etc/nginx/ssl/«f:cdomain».crt;
ssl_certificate_key /etc/nginx/ssl/«f:cdomain».key;
# 私钥有密码，写在这个文件里
ssl_password_file   /etc/nginx/ssl/pass.txt;   # 内容：«s:[pwc]»"""),
])

K("agent_mcp_configs_new", [
 ("en", "F:~/.codex/config.toml", r"""model = "o4-mini"

[mcp_servers.linear]
command = "npx"
args = ["-y", "mcp-remote", "https://mcp.linear.app/sse"]

[mcp_servers.github]
command = "docker"
args = ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"]
env = { GITHUB_PERSONAL_ACCESS_TOKEN = "«s:github_pat_11[A20]_[a59]»" }"""),
 ("en", "F:~/.gemini/settings.json", r"""{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": {"BRAVE_API_KEY": "«s:BSA[a28]»"}
    }
  }
}"""),
 ("en", "F:cline_mcp_settings.json", r"""{
  "mcpServers": {
    "postgres": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://«f:user»:«s:[pwu]»@«f:host»:5432/«f:db»"],
      "disabled": false
    }
  }
}"""),
 ("en", "F:~/.config/goose/config.yaml", r"""GOOSE_PROVIDER: openrouter
GOOSE_MODEL: anthropic/claude-sonnet-4
OPENROUTER_API_KEY: «s:sk-or-v1-[h64]»
extensions:
  slack:
    envs:
      SLACK_BOT_TOKEN: «s:xoxb-[d12]-[d13]-[a24]»"""),
 ("zh", "F:.windsurf/mcp_config.json", r"""{
  "mcpServers": {
    "amap-maps": {
      "command": "npx",
      "args": ["-y", "@amap/amap-maps-mcp-server"],
      "env": {"AMAP_MAPS_API_KEY": "«s:[h32]»"}
    }
  }
}"""),
])

K("cn_llm_webui_configs", [
 ("zh", "F:docker/.env", r"""# Dify 自部署
SECRET_KEY=«s:sk-[a43]»
INIT_PASSWORD=«s:[pwc]»
DB_PASSWORD=«s:[pwr]»"""),
 ("zh", "F:lobe-chat.env", r"""ACCESS_CODE=«s:[pwc]»
OPENAI_API_KEY=«s:sk-[a48]»
OPENAI_PROXY_URL=https://api.«f:cdomain»/v1"""),
 ("zh", "C", r"""docker run -d -p 3000:3000 -e OPENAI_API_KEY=«s:sk-[a48]» -e CODE=«s:[pwc]» -e BASE_URL=https://api.«f:cdomain» yidadaa/chatgpt-next-web"""),
 ("zh", "M", r"""new-api 后台给你建了个令牌：«s:sk-[a48]»，额度 50 刀，模型只开了 gpt-4o-mini 和 deepseek-chat"""),
 ("zh", "F:fastgpt/config.json", r"""{
  "systemEnv": {"vectorMaxProcess": 15},
  "llmModels": [{"model": "qwen-max", "requestUrl": "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", "requestAuth": "Bearer «s:sk-[h32]»"}]
}"""),
])

K("llm_gateways", [
 ("en", "F:gateway.ts", r"""const portkey = new Portkey({
  apiKey: "«s:[u32]»",
  virtualKey: "openai-«p:[l6]»",
});"""),
 ("en", "C", r"""curl https://oai.helicone.ai/v1/chat/completions -H "Helicone-Auth: Bearer «s:sk-helicone-[l7]-[l7]-[l7]-[l7]»" -H "Authorization: Bearer $OPENAI_API_KEY" -d @req.json"""),
 ("en", "C", r"""curl https://gateway.ai.cloudflare.com/v1/«p:[h32]»/«f:proj»/openai/chat/completions -H "cf-aig-authorization: Bearer «s:[u40]»" -H "Authorization: Bearer $OPENAI_API_KEY" -d @req.json"""),
 ("zh", "F:apim.http", r"""### 通过 Azure API Management 调用内部大模型网关
POST https://«f:corg»-apim.azure-api.net/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01
Ocp-Apim-Subscription-Key: «s:[h32]»
Content-Type: application/json"""),
 ("zh", "M", r"""公司统一大模型网关的 key：«s:[a20]».«s:[h32]»，base_url 是 https://llm.«f:cdomain»/v1，别在个人项目里用"""),
])

K("genmedia_api_keys", [
 ("en", "F:.env", r"""FAL_KEY=«s:[uuid]:[h32]»
STABILITY_API_KEY=«s:sk-[a48]»"""),
 ("en", "C", r"""curl https://api.dev.runwayml.com/v1/image_to_video -H "Authorization: Bearer «s:key_[h128]»" -H "X-Runway-Version: 2024-11-06" -d @gen.json"""),
 ("en", "F:speech.py", r"""speech_config = speechsdk.SpeechConfig(subscription="«s:[h32]»", region="«f:region»")
clarifai_pat = "«s:[h32]»"
"""),
 ("zh", "M", r"""Ideogram 的 API key：«s:[u86]»，生成海报用，一张 0.08 刀"""),
 ("zh", "F:tts_config.yaml", r"""# 配音服务
elevenlabs_fallback: false
azure_tts:
  key: «s:[h32]»
  region: eastasia
roboflow:
  api_key: «s:[a20]»"""),
])

K("split_wrapped_values", [
 ("en", "L", r"""«d=t:[u180]»$ echo $DROPBOX_TOKEN
sl.«wrap:t:72:»"""),
 ("en", "N", r"""«d=t:[b128]»From the vendor email (the client wrapped it):

    Your API key:
    «wrap:t:60:    »

Please paste it as a single line."""),
 ("en", "F:values.yaml", r"""«d=t:[h120]»signing:
  key: >-
    «wrap:t:48:    »"""),
 ("zh", "N", r"""«d=t:[a96]»短信里收到的密钥被拆成了两行：
«part:t:1/2»
«part:t:2/2»
拼起来用，中间不要有空格。"""),
 ("zh", "L", r"""«d=t:[u150]»终端太窄，token 被折行了：
$ cat ~/.config/«f:proj»/token
«wrap:t:64:»"""),
])

K("split_concat_code", [
 ("en", "F:src/main/java/«f:app»/Keys.java", r"""«d=t:[a72]»private static final String API_SECRET =
        "«part:t:1/3»" +
        "«part:t:2/3»" +
        "«part:t:3/3»";"""),
 ("en", "F:settings.py", r"""«d=t:[h96]»SIGNING_KEY = (
    "«part:t:1/2»"
    "«part:t:2/2»"
)"""),
 ("en", "C", r"""«d=t:[u80]»curl https://api.«f:domain»/v1/export \
  -H "Authorization: Bearer «part:t:1/2»\
«part:t:2/2»" -o out.json"""),
 ("zh", "F:src/config.js", r"""«d=t:[a64]»// 拆开写是为了躲扫描（这样没用的）
const SECRET = ['«part:t:1/4»', '«part:t:2/4»', '«part:t:3/4»', '«part:t:4/4»'].join('');"""),
 ("zh", "F:main.go", r"""«d=t:[h80]»// 签名密钥（分段拼接）
var signKey = "«part:t:1/2»" +
	"«part:t:2/2»"
"""),
])

K("env_dump_outputs", [
 ("en", "C", r"""heroku config -a «f:app»
=== «f:app» Config Vars
DATABASE_URL:      postgres://«p:[l14]»:«s:[h64]»@ec2-«p:[d2]»-«p:[d3]»-«p:[d2]»-«p:[d3]».compute-1.amazonaws.com:5432/«p:[l14]»
PAPERTRAIL_API_TOKEN: «s:[a20]»
REDIS_URL:         rediss://:«s:p[h63]»@ec2-«p:[d2]»-«p:[d3]».compute-1.amazonaws.com:«f:bport»"""),
 ("en", "W", r"""Get-ChildItem Env: | Where-Object Name -like '*TOKEN*'

Name                           Value
----                           -----
GITLAB_TOKEN                   «s:glpat-[u20]»
NUGET_API_TOKEN                «s:oy2[l43]»"""),
 ("en", "C", r"""printenv | grep -i -E 'key|secret'
TWILIO_API_SECRET=«s:[a32]»
SECRET_KEY_BASE=«s:[h128]»"""),
 ("en", "C", r"""railway variables --kv
MYSQL_URL=mysql://root:«s:[a32]»@mysql.railway.internal:3306/railway
JWT_SECRET=«s:[h64]»"""),
 ("zh", "C", r"""vercel env pull .env.local && cat .env.local
# Created by Vercel CLI
KV_REST_API_TOKEN="«s:A[u60]=»"
WECHAT_APP_SECRET="«s:[h32]»"
"""),
])

K("iam_key_create_outputs", [
 ("en", "C", r"""aliyun ram CreateAccessKey --UserName «f:user»
{
	"AccessKey": {
		"AccessKeyId": "«s:LTAI5t[a18]»",
		"AccessKeySecret": "«s:[a30]»",
		"CreateDate": "«f:ts»",
		"Status": "Active"
	},
	"RequestId": "«p:[UUID]»"
}"""),
 ("en", "C", r"""oci iam auth-token create --user-id ocid1.user.oc1..«p:[l60]» --description ci
{
  "data": {
    "description": "ci",
    "token": "«s:[a8]{[a4]]:[a4]»",
    "lifecycle-state": "ACTIVE"
  }
}"""),
 ("en", "C", r"""scw iam api-key create application-id=«p:[uuid]» description=ci
AccessKey   «s:SCW[A17]»
SecretKey   «s:[uuid]»
Description ci"""),
 ("zh", "C", r"""tccli cam CreateAccessKey --TargetUin 1000«p:[d8]»
{
    "AccessKey": {
        "AccessKeyId": "«s:AKID[a32]»",
        "SecretAccessKey": "«s:[a32]»",
        "Status": "Active"
    },
    "RequestId": "«p:[uuid]»"
}"""),
 ("zh", "N", r"""华为云 IAM 新建访问密钥后下载的 credentials.csv 我打开看了：
User Name,Access Key Id,Secret Access Key
«f:cuser»,«s:[A20]»,«s:[a40]»
这个文件只能下载一次。"""),
])

K("azure_entra_secrets", [
 ("en", "C", r"""az ad sp create-for-rbac --name «f:proj»-deployer --role contributor --scopes /subscriptions/«p:[uuid]»
{
  "appId": "«p:[uuid]»",
  "displayName": "«f:proj»-deployer",
  "password": "«s:@entra»",
  "tenant": "«p:[uuid]»"
}"""),
 ("en", "F:.env", r"""AZURE_TENANT_ID=«p:[uuid]»
AZURE_CLIENT_ID=«p:[uuid]»
AZURE_CLIENT_SECRET=«s:@entra»"""),
 ("en", "C", r"""az ad app credential reset --id «p:[uuid]» --append --years 1
{
  "appId": "«p:[uuid]»",
  "password": "«s:@entra»",
  "tenant": "«p:[uuid]»"
}"""),
 ("zh", "F:msal_config.py", r"""# Entra ID 应用（世纪互联）
AUTHORITY = "https://login.partner.microsoftonline.cn/«p:[uuid]»"
CLIENT_ID = "«p:[uuid]»"
CLIENT_SECRET = "«s:@entra»"
"""),
 ("zh", "M", r"""Azure 那边的客户端密码新建好了：«s:@entra»，24 个月过期，记得放 Key Vault"""),
])

K("gcp_hmac_fcm", [
 ("en", "F:~/.boto", r"""[Credentials]
gs_access_key_id = «s:GOOG1E[A55]»
gs_secret_access_key = «s:[b40]»"""),
 ("en", "F:functions/.env", r"""FCM_SERVER_KEY=«s:@fcm»
FIREBASE_PROJECT=«f:proj»-prod"""),
 ("en", "C", r"""curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=«s:@fcm»" -H 'Content-Type: application/json' -d '{"to":"/topics/news","notification":{"title":"hi"}}'"""),
 ("en", "F:rclone.conf", r"""[gcs-hmac]
type = s3
provider = GCS
access_key_id = «s:GOOG1E[A55]»
secret_access_key = «s:[b40]»
endpoint = https://storage.googleapis.com"""),
 ("zh", "M", r"""旧版 FCM 服务器密钥：«s:@fcm»，安卓推送还在用这个，迁移 HTTP v1 之前别删"""),
])

K("aws_sts_session", [
 ("en", "C", r"""aws sts assume-role --role-arn arn:aws:iam::«p:[d12]»:role/«f:proj»-admin --role-session-name «f:user»
{
    "Credentials": {
        "AccessKeyId": "«s:ASIA[A16]»",
        "SecretAccessKey": "«s:[b40]»",
        "SessionToken": "«s:@awssts»",
        "Expiration": "«f:ts»"
    }
}"""),
 ("en", "F:~/.aws/credentials", r"""[«f:proj»-admin]
aws_access_key_id = «s:ASIA[A16]»
aws_secret_access_key = «s:[b40]»
aws_session_token = «s:@awssts»"""),
 ("en", "C", r"""export AWS_ACCESS_KEY_ID=«s:ASIA[A16]» AWS_SECRET_ACCESS_KEY=«s:[b40]» AWS_SESSION_TOKEN=«s:@awssts»"""),
 ("zh", "N", r"""临时凭证（1 小时有效）：
AccessKeyId: «s:ASIA[A16]»
SecretAccessKey: «s:[b40]»
SessionToken: «s:@awssts»"""),
 ("zh", "L", r"""«f:date» «f:time» DEBUG botocore.credentials 使用的凭证 access_key=«s:ASIA[A16]» secret_key=«s:[b40]» token=«s:@awssts»"""),
])

K("idp_selfhosted_clients", [
 ("en", "F:dex/config.yaml", r"""staticClients:
  - id: «f:app»
    redirectURIs: ["https://«f:app».«f:domain»/callback"]
    name: «f:app»
    secret: «s:[u32]»"""),
 ("en", "F:authentik.env", r"""AUTHENTIK_SECRET_KEY=«s:[a60]»
OAUTH_CLIENT_ID=«p:[a40]»
OAUTH_CLIENT_SECRET=«s:[a128]»"""),
 ("en", "F:fusionauth/kickstart.json", r"""{
  "apiKeys": [{"key": "«s:[u48]»", "description": "kickstart"}],
  "requests": [{"method": "POST", "url": "/api/application", "body": {"application": {"oauthConfiguration": {"clientSecret": "«s:[u43]»"}}}}]
}"""),
 ("zh", "F:casdoor/app.conf", r"""appname = casdoor
httpport = 8000
dataSourceName = root:«s:[pwc]»@tcp(«f:ip»:3306)/
# 应用的 Client Secret
clientSecret = «s:[h40]»"""),
 ("zh", "M", r"""ZITADEL 里给 «f:app» 建了个机器用户，client secret «s:[a64]»，拿 token 走 client_credentials"""),
])

K("cn_site_cookies_new", [
 ("zh", "F:ql/env.sh", r"""# 青龙面板环境变量
export JD_COOKIE="pt_key=«s:@jdcookie»;pt_pin=«f:cuser»;"
"""),
 ("zh", "M", r"""微博爬虫的 cookie：SUB=«s:_2A25[u80]»; SUBP=«p:[u40]»，过期了再找我要"""),
 ("zh", "F:netease.py", r"""# 网易云音乐签到脚本
cookies = {"MUSIC_U": "«s:@musicu»", "__csrf": "«s:[h32]»"}
"""),
 ("zh", "N", r"""抖音创作者后台接口要带登录态：Cookie: sessionid=«s:[h32]»; ttwid=«p:1%7C[u43]%7C[d10]%7C[h64]»"""),
 ("zh", "M", r"""淘宝联盟接口调试用这个 cookie2=«s:[h32]»，还有 _tb_token_=«s:[a13]»，别发到外面"""),
])

K("intl_site_cookies", [
 ("en", "N", r"""Copy-as-cURL from the browser:
curl 'https://www.instagram.com/api/v1/users/web_profile_info/?username=«f:org»' -H 'cookie: csrftoken=«p:[a32]»; ds_user_id=«p=uid:[d11]»; sessionid=«s:@igsess(=uid)»'"""),
 ("en", "F:scraper/cookies.json", r"""[
  {"domain": ".x.com", "name": "auth_token", "value": "«s:[h40]»", "httpOnly": true},
  {"domain": ".x.com", "name": "ct0", "value": "«s:[h160]»"}
]"""),
 ("en", "F:slack-export.sh", r"""curl -s https://«f:org».slack.com/api/conversations.list \
  -H "Authorization: Bearer «s:xoxc-[d12]-[d13]-[d13]-[h64]»" \
  -H "Cookie: d=«s:xoxd-[u80]»"
"""),
 ("en", "N", r"""Gemini web client needs the __Secure-1PSID cookie: «s:@googsid» and __Secure-1PSIDTS: «s:sidts-[u70]»"""),
 ("zh", "N", r"""GitHub 网页登录态 user_session=«s:[u48]»，我用它跑 Actions 页面的爬虫，先别登出"""),
])

K("putty_ppk_keys", [
 ("en", "F:keys/«f:host».ppk", r"""PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: «f:user»@«f:host»
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAI«p:[b43]»
Private-Lines: 1
«s:@ppked»
Private-MAC: «p:[h64]»"""),
 ("en", "F:deploy.ppk", r"""PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-«p:[d8]»
Public-Lines: 2
AAAAB3NzaC1yc2EAAAABJQAAAEEA«p:[b60]»
«p:[b24]»==
Private-Lines: 4
«s:[b64]»
«s:[b64]»
«s:[b64]»
«s:[b20]»==
Private-MAC: «p:[h40]»"""),
 ("en", "N", r"""WinSCP session «f:host» uses the private key below (Private-Lines section of the .ppk):
«s:@ppked»"""),
 ("zh", "F:运维/跳板机.ppk", r"""PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: 跳板机-«f:cuser»
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAI«p:[b43]»
Private-Lines: 1
«s:@ppked»
Private-MAC: «p:[h64]»"""),
 ("zh", "F:keys/mysql跳板.ppk", r"""PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: 数据库跳板
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 13
Argon2-Parallelism: 1
Argon2-Salt: «p:[h32]»
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAI«p:[b43]»
Private-Lines: 1
«s:[b64]»
Private-MAC: «p:[h64]»
# 口令：«s:[pwc]»"""),
])

K("k8s_bearer_tokens", [
 ("en", "C", r"""kubectl -n «f:ns» create token deployer --duration=8760h
«s:@jwt(k8s,f:ns)»"""),
 ("en", "F:ci/kubeconfig", r"""users:
- name: ci
  user:
    token: «s:@jwt(k8s,f:ns)»"""),
 ("en", "C", r"""curl -sk -H "Authorization: Bearer «s:k8s-aws-v1.[u420]»" https://«p:[H32]».gr7.«f:region».eks.amazonaws.com/api/v1/namespaces"""),
 ("zh", "F:rancher-cli.json", r"""{"Servers":{"rancherDefault":{"accessKey":"token-«p=rk:[l5]»","secretKey":"«s=rs:[l54]»","tokenKey":"token-«=rk»:«=rs»","url":"https://rancher.«f:cdomain»"}}}"""),
 ("zh", "N", r"""Dashboard 登录用的 token（admin-user，别外传）：
«s:@jwt(k8s,kubernetes-dashboard)»"""),
])

K("software_serials", [
 ("en", "F:rarreg.key", r"""RAR registration data
«f:org» Ltd
Site License
UID=«p:[h20]»
«s:[h54]»
«s:[h54]»
«s:[h54]»
«s:[h54]»"""),
 ("en", "N", r"""----- BEGIN LICENSE -----
«f:user»
Single User License
EA7E-«p:[d6]»
«s:[H8] [H8] [H8] [H8]»
«s:[H8] [H8] [H8] [H8]»
«s:[H8] [H8] [H8] [H8]»
------ END LICENSE ------"""),
 ("en", "M", r"""Unity Pro seat for the build machine: serial «s:E3-[A4]-[A4]-[A4]-[A4]-[A4]»"""),
 ("zh", "M", r"""Navicat 注册码：«s:[A4]-[A4]-[A4]-[A4]»，公司买的 2 个授权，别装太多台"""),
 ("zh", "N", r"""Beyond Compare 授权密钥（团队版）：
--- BEGIN LICENSE KEY ---
«s:[a60]»
«s:[a60]»
--- END LICENSE KEY ---"""),
])

# ================================================================ driver
N_H_EN, N_H_ZH = 8, 6


def make_all():
    texts = []          # every accepted text, in order
    text_set = {}       # text -> True, membership only (never iterated)
    listed_all = []     # every listed value, in order
    harmless, secrets = [], []

    for kname, tmpls in HARMLESS_KINDS:
        en = [t for t in tmpls if t[0] == "en"]
        zh = [t for t in tmpls if t[0] == "zh"]
        # even-numbered kinds 8 en / 6 zh, odd-numbered kinds 9 en / 5 zh
        n_en, n_zh = (N_H_EN, N_H_ZH) if len(harmless) % 28 == 0 else (N_H_EN + 1, N_H_ZH - 1)
        order = [en[i % len(en)] for i in range(n_en)] + [zh[i % len(zh)] for i in range(n_zh)]
        for lang, cat, tmpl in order:
            for attempt in range(200):
                ctx = new_ctx()
                body, listed = render(tmpl, ctx)
                assert not listed, (kname, tmpl[:40])
                text = place(cat, body, lang, ctx)
                if text in text_set:
                    continue
                if lang == "zh" and not CJK.search(text):
                    continue
                break
            else:
                raise SystemExit("harmless: cannot draw %s" % kname)
            texts.append(text)
            text_set[text] = True
            harmless.append({"kind": kname, "lang": lang, "text": text})

    for kname, tmpls in SECRET_KINDS:
        for lang, cat, tmpl in tmpls:
            why = ""
            for attempt in range(400):
                ctx = new_ctx()
                body, listed = render(tmpl, ctx)
                text = place(cat, body, lang, ctx)
                why = bad_secret(text, listed, lang, texts, text_set, listed_all)
                if not why:
                    break
            else:
                raise SystemExit("secret: cannot draw %s (%s): %s" % (kname, why, tmpl[:60]))
            texts.append(text)
            text_set[text] = True
            listed_all.extend(listed)
            secrets.append({"kind": kname, "lang": lang, "text": text, "secrets": listed})
    return secrets, harmless


def bad_secret(text, listed, lang, texts, text_set, listed_all):
    if not listed:
        return "nothing listed"
    if text in text_set:
        return "duplicate text"
    if lang == "zh" and not CJK.search(text):
        return "zh without CJK"
    for i, v in enumerate(listed):
        if len(v) < 6:
            return "short value %r" % v
        if v not in text:
            return "not verbatim %r" % v[:30]
        for w in listed[:i]:
            if v in w or w in v:
                return "overlap within sample"
        if any(v in t for t in texts):
            return "value seen before"
        if any(v in w or w in v for w in listed_all):
            return "overlap with earlier value"
    if any(w in text for w in listed_all):
        return "text contains earlier value"
    return ""


def check(doc):
    secrets, harmless = doc["secrets"], doc["harmless"]
    all_texts = [s["text"] for s in secrets] + [h["text"] for h in harmless]
    seen = {}
    for t in all_texts:
        assert t not in seen, "duplicate text"
        seen[t] = True
    vals = []
    for s in secrets:
        assert list(s.keys()) == SECRET_KEYS
        assert s["lang"] in ("en", "zh")
        for v in s["secrets"]:
            assert len(v) >= 6, v
            assert v in s["text"], v
            vals.append(v)
    for h in harmless:
        assert list(h.keys()) == HARMLESS_KEYS
        assert h["lang"] in ("en", "zh")
    vs = {}
    for v in vals:
        assert v not in vs, "listed twice: %r" % v
        vs[v] = True
    for i, s in enumerate(secrets):
        others = [t for j, t in enumerate(all_texts) if j != i]
        for v in s["secrets"]:
            assert not any(v in t for t in others), "value in another sample: %r" % v[:40]
    for x in secrets + harmless:
        if x["lang"] == "zh":
            assert CJK.search(x["text"]), x["text"][:40]
    kinds = {}
    for s in secrets:
        kinds[s["kind"]] = kinds.get(s["kind"], 0) + 1
    assert len(secrets) >= 600 and len(kinds) >= 120, (len(secrets), len(kinds))
    assert all(5 <= n <= 8 for n in kinds.values()), kinds
    hk = {}
    for h in harmless:
        hk[h["kind"]] = hk.get(h["kind"], 0) + 1
    assert len(harmless) >= 400 and len(hk) >= 25, (len(harmless), len(hk))
    n = len(secrets) + len(harmless)
    zh = sum(1 for x in secrets + harmless if x["lang"] == "zh")
    assert 0.36 <= zh / n <= 0.45, zh / n
    return kinds, hk


def main():
    secrets, harmless = make_all()
    doc = {"secrets": secrets, "harmless": harmless}
    kinds, hk = check(doc)
    data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
    with open(OUT_JSON, "wb") as f:
        f.write(data)
    digest = hashlib.sha256(data).hexdigest()
    with open(OUT_SHA, "w") as f:
        f.write(digest + "\n")
    zs = sum(1 for s in secrets if s["lang"] == "zh")
    zh_h = sum(1 for h in harmless if h["lang"] == "zh")
    print("secrets %d (zh %d) in %d kinds, %d listed; harmless %d (zh %d) in %d kinds; zh share %.1f%%"
          % (len(secrets), zs, len(kinds), sum(len(s["secrets"]) for s in secrets),
             len(harmless), zh_h, len(hk), 100.0 * (zs + zh_h) / (len(secrets) + len(harmless))))
    print("sha256", digest)


if __name__ == "__main__":
    main()
