#!/usr/bin/env python3
"""make_g.py - blind evaluation corpus G for secret redaction (agent-memory).

Standard library only, fixed seed, no iteration over sets.  Writes g.json and
g.sha256 next to this file.  Template fields:
    «s:SPEC»   secret value (listed)      «p:SPEC»   public filler (not listed)
SPEC is pieces joined by '+': '=literal' or a generator name (see gen());
an optional '#tag' suffix reuses the same value inside one sample.
"""
import base64
import hashlib
import json
import os
import re
import string
import sys
import urllib.parse

import random

SEED = 0x62026C07
R = random.Random(SEED)
OUT = os.path.dirname(os.path.abspath(__file__))

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
HEXD = "0123456789abcdef"
B64C = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
SYM = "!@#%^*-_=+.~?"
SYMU = "-_.~"


def ch(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def mixed(alpha, n):
    """random string; for n >= 8 with a mixed alphabet require letters and digits."""
    need_d = any(c in DIG for c in alpha)
    need_a = any(c.isalpha() for c in alpha)
    for _ in range(100):
        s = ch(alpha, n)
        if n < 8 or ((not need_d or any(c in DIG for c in s)) and (not need_a or any(c.isalpha() for c in s))):
            return s
    return s


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64b(n):
    return base64.b64encode(rbytes(n)).decode()


def b64ub(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def uuid4():
    return "%s-%s-4%s-%s%s-%s" % (ch(HEXD, 8), ch(HEXD, 4), ch(HEXD, 3), R.choice("89ab"), ch(HEXD, 3), ch(HEXD, 12))


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


WORDS = ("amber anchor apple arrow autumn badge bamboo banjo basil beacon birch bison blossom bramble breeze bronze "
         "cactus canyon carbon cedar cherry cinder clover cobalt comet copper coral cosmic cotton crane crimson crystal "
         "dahlia delta desert dolphin dragon drift eagle ember falcon fennel fern flint forest fossil galaxy garnet "
         "ginger glacier granite harbor hazel heron honey horizon indigo iris ivory jasmine jungle juniper kettle kiwi "
         "lagoon lantern lemon lilac lotus lunar maple marble meadow mercury mint monsoon mosaic nebula nectar nimbus "
         "nova olive onyx orbit orchid otter pebble pepper pine planet plum polar poppy prairie quartz quill raven reef "
         "ripple river robin saffron sage sapphire shadow sierra silver sparrow spruce summit sunset tiger timber topaz "
         "tulip tundra velvet violet walnut willow winter zephyr").split()
SURN = "zhang wang li liu chen yang zhao huang zhou wu xu sun hu zhu gao lin he guo ma luo".split()
GIVEN = "wei fang na min jing lei qiang jun yong yan jie tao ming chao xiuying xia hui peng hao yu xin bo lan".split()
KEYWALK = ["qaz2wsx", "1qaz@WSX", "zxcvbnm", "qwer1234", "asdf;lkj", "1q2w3e4r", "!QAZ2wsx", "zaq1xsw2"]

BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
         "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among "
         "amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna "
         "antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor "
         "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
         "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
         "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball "
         "bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef "
         "before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid "
         "bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse "
         "blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box "
         "boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze "
         "broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger "
         "burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can "
         "canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart "
         "case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery "
         "cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
         "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon "
         "circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic "
         "clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut coffee coil coin "
         "collect color column combine come comfort comic common company concert conduct confirm congress connect "
         "consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple "
         "course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream creek crew cricket "
         "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube "
         "culture cup cupboard curious current curtain curve cushion custom cute cycle").split()
BIP39_ZH = ("的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经"
            "十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形"
            "相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展"
            "五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战")


def w():
    return R.choice(WORDS)


def pw_human():
    st = R.randrange(9)
    if st == 0:
        return w().capitalize() + R.choice("!#%*-_.") + w().capitalize() + ch(DIG, R.randint(2, 4))
    if st == 1:
        return R.choice(SURN).capitalize() + R.choice(GIVEN) + R.choice("@#!.") + str(R.randint(1975, 2004)) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    if st == 2:
        t = w() + w()
        t = t.replace("a", "@", 1).replace("o", "0").replace("e", "3", 1).replace("i", "1", 1)
        return t[0].upper() + t[1:] + ch(DIG, 2) + R.choice("!#*")
    if st == 3:
        return R.choice(KEYWALK) + R.choice("#!") + mixed(ALNUM, 5)
    if st == 4:
        return mixed(ALNUM + SYM, R.randint(16, 22))
    if st == 5:
        return w().capitalize() + w().capitalize() + "!" + ch(DIG, R.randint(3, 4))
    if st == 6:
        return R.choice(["Woaini", "woaini", "Aini", "Iloveyou"]) + R.choice(["520", "1314", "521"]) + R.choice("!.@") + mixed(ALNUM, 4)
    if st == 7:
        return w() + "_" + w() + "_" + ch(DIG, 3)
    return mixed(ALNUM, R.randint(10, 14)) + R.choice(SYM)


def pw_url():
    st = R.randrange(3)
    if st == 0:
        return w().capitalize() + ch(DIG, 4) + R.choice(SYMU) + mixed(ALNUM, 5)
    if st == 1:
        return mixed(ALNUM + SYMU, R.randint(14, 20))
    return mixed(ALNUM, R.randint(12, 18))


def pw_zh():
    st = R.randrange(4)
    if st == 0:
        return R.choice(SURN) + R.choice(GIVEN) + str(R.randint(1975, 2004)) + R.choice(["", "!", "@", "."]) + ch(DIG, 2)
    if st == 1:
        return R.choice(SURN).capitalize() + R.choice(GIVEN).capitalize() + "@" + ch(DIG, 4) + ch(LOW, 2)
    if st == 2:
        return R.choice(["Woaini", "Huawei", "Abc", "Qq", "Wx"]) + ch(DIG, R.randint(5, 7)) + R.choice("!.#@")
    return pw_human()


def phrase(sep, n=None, cap=False):
    n = n or R.randint(4, 6)
    ws = [w() for _ in range(n)]
    if cap:
        ws = [x.capitalize() for x in ws]
    return sep.join(ws) + (sep + ch(DIG, R.randint(1, 2)) if R.random() < 0.4 else "")


def jwt(payload=None, alg="HS256", siglen=43):
    hdr = b64url_json({"alg": alg, "typ": "JWT"})
    if payload is None:
        payload = {"sub": uuid4(), "iat": R.randint(1700000000, 1760000000), "role": R.choice(["service", "admin", "user", "service_role"])}
        payload["exp"] = payload["iat"] + R.choice([3600, 86400, 31536000])
    return hdr + "." + b64url_json(payload) + "." + mixed(B64U, siglen)


def pem_lines(nlines, first_prefix="", last_len=None):
    lines = []
    for i in range(nlines):
        n = 64 if i < nlines - 1 else (last_len or R.randint(20, 60))
        if i == 0 and first_prefix:
            lines.append(first_prefix + ch(B64C, n - len(first_prefix)))
        else:
            lines.append(ch(B64C, n))
    if not lines[-1].endswith("="):
        lines[-1] = lines[-1][:-1] + "="
    return lines


def pem(kind):
    if kind == "rsa":
        hd, ft, body = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", pem_lines(25, "MIIEpAIBAAKCAQEA", 32)
    elif kind == "pkcs8":
        hd, ft, body = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", pem_lines(26, "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 24)
    elif kind == "ec":
        hd, ft, body = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", pem_lines(3, "MHcCAQEEI", 44)
    elif kind == "p8":  # App Store Connect / APNs .p8 (PKCS#8 EC P-256)
        hd, ft, body = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", pem_lines(4, "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 8)
    elif kind == "enc":
        hd, ft, body = "-----BEGIN ENCRYPTED PRIVATE KEY-----", "-----END ENCRYPTED PRIVATE KEY-----", pem_lines(27, "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 40)
    else:
        raise KeyError(kind)
    return hd, body, ft


def pgp_block():
    body = ["lQVYBG" + ch(B64C, 58)] + [ch(B64C, 64) for _ in range(R.randint(14, 20))] + [ch(B64C, R.randint(20, 50)) + "="]
    crc = "=" + ch(B64C, 4)
    text = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(body) + "\n" + crc + "\n-----END PGP PRIVATE KEY BLOCK-----"
    return text, body


def sa_json(project):
    hd, body, ft = pem("pkcs8")
    obj = {"type": "service_account", "project_id": project, "private_key_id": ch(HEXD, 40),
           "private_key": hd + "\n" + "\n".join(body) + "\n" + ft + "\n",
           "client_email": "%s@%s.iam.gserviceaccount.com" % (R.choice(["ci-deployer", "etl-runner", "firebase-adminsdk-x1q9z", "bq-reader"]), project),
           "client_id": ch(DIG, 21), "auth_uri": "https://accounts.google.com/o/oauth2/auth",
           "token_uri": "https://oauth2.googleapis.com/token"}
    return json.dumps(obj, indent=2)


def mnemonic(n):
    return " ".join(R.choice(BIP39) for _ in range(n))


def pct(s):
    return urllib.parse.quote(s, safe="")


# ----------------------------------------------------------------- generators
ZNAMES = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄强", "周杰", "吴霞", "孙浩", "马丽", "老王", "小李", "阿强", "徐婷"]
ENAMES = ["Alice", "Bob", "Priya", "Marco", "Kenji", "Sara", "Tom", "Lena", "Omar", "Grace", "Diego", "Nina"]
USERS = ["deploy", "alice", "bob.chen", "svc_etl", "admin", "jenkins", "ops", "liwei", "wangfang", "app_user", "reporter",
         "mlops", "dev01", "ci-bot", "backup", "zhangsan", "etl_reader", "grafana", "sa_payments", "kchen"]
HOSTS = ["db-prod-01.internal", "pg.corp.example.com", "mysql.staging.local", "redis-master.svc.cluster.local",
         "bastion.acme.io", "sql01.corp.local", "mq.internal.example.cn", "10.20.3.17", "172.16.8.42", "192.168.10.5",
         "etcd-0.infra.local", "nas.home.arpa", "ch-node2.analytics.lan", "fs01.office.lan"]
DOMS = ["acme.io", "example.com", "internal.corp", "mycompany.cn", "shop.example.cn", "northwind.dev", "contoso.net", "tailspin.io"]
SSIDS = ["Office-5G", "ACME-Guest", "TP-LINK_8A2C", "ChinaNet-x7Qp", "CMCC-3F9e", "Xiaomi_5B21", "HomeNet", "Cafe_Free",
         "HUAWEI-B2K7", "Lisbon-Office", "Airbnb-Porto", "NETGEAR42"]
REGIONS = ["us-east-1", "eu-west-1", "ap-southeast-1", "cn-hangzhou", "cn-beijing", "ap-guangzhou", "cn-north-4", "westeurope"]
PROJS = ["billing-api", "atlas", "orion-web", "data-pipeline", "infra", "mobile-app", "crm-sync", "search-svc", "agent-runner"]

FIXED = {
    # public fillers
    "user": lambda: R.choice(USERS),
    "name": lambda: R.choice(ENAMES),
    "zname": lambda: R.choice(ZNAMES),
    "email": lambda: "%s@%s" % (R.choice(["li.wei", "ops", "m.rossi", "j.tanaka", "finance", "dev", "hr", "sara.k", "zhangsan"]), R.choice(DOMS)),
    "phone": lambda: "1" + R.choice("3456789") + ch(DIG, 9),
    "host": lambda: R.choice(HOSTS),
    "dom": lambda: R.choice(DOMS),
    "ip": lambda: "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
    "port": lambda: str(R.choice([5432, 3306, 6379, 1433, 27017, 5672, 8443, 9000, 2379, 9042, 8123])),
    "date": lambda: "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28)),
    "time": lambda: "%02d:%02d" % (R.randint(8, 22), R.randint(0, 59)),
    "ts": lambda: "2025-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)),
    "ssid": lambda: R.choice(SSIDS),
    "region": lambda: R.choice(REGIONS),
    "proj": lambda: R.choice(PROJS),
    "bucket": lambda: R.choice(["acme-backups", "prod-assets", "ml-datasets", "logs-archive", "static-cn", "user-uploads"]) + "-" + ch(LOW + DIG, 4),
    "tmid": lambda: "%s %s %s" % (ch(DIG, 3), ch(DIG, 3), ch(DIG, 3)),
    "ver": lambda: "%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 40)),
    # secrets
    "pw": pw_human,
    "pwu": pw_url,
    "pwzh": pw_zh,
    "pwr": lambda: mixed(ALNUM + SYM, R.randint(18, 26)),
    "phrase_sp": lambda: phrase(" "),
    "phrase_dash": lambda: phrase("-", cap=R.random() < 0.5),
    "phrase_dot": lambda: phrase("."),
    "uuid": uuid4,
    "jwt": jwt,
    "jwt_rs": lambda: jwt(alg="RS256", siglen=342),
    "mn12": lambda: mnemonic(12),
    "mn24": lambda: mnemonic(24),
    "mnzh": lambda: " ".join(R.choice(BIP39_ZH) for _ in range(12)),
    "gapp": lambda: " ".join(ch(LOW, 4) for _ in range(4)),
    "asp": lambda: "-".join(ch(LOW, 4) for _ in range(4)),
    "winkey": lambda: "-".join(ch("BCDFGHJKMNPQRTVWXY2346789", 5) for _ in range(5)),
    "ghp": lambda: "ghp_" + mixed(ALNUM, 36),
    "gho": lambda: "gho_" + mixed(ALNUM, 36),
    "npm": lambda: "npm_" + mixed(ALNUM, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + mixed(B64U, R.randint(150, 190)),
    "basic": lambda: base64.b64encode(("%s:%s" % (R.choice(USERS), pw_human())).encode()).decode(),
    "basic_pat": lambda: base64.b64encode((":" + ch("abcdefghijklmnopqrstuvwxyz234567", 52)).encode()).decode(),
    "ms_refresh": lambda: "0.A" + mixed(B64U, R.randint(3, 4)) + "A" + mixed(B64U + ".", R.randint(700, 900)),
    "laravel_refresh": lambda: "def50200" + ch(HEXD, R.randint(640, 800)),
    "huawei_token": lambda: "MII" + ch(ALNUM + "+-", R.randint(1400, 1900)),
    "fb_eaa": lambda: "EAA" + mixed(ALNUM, R.randint(205, 240)),
    "ig_token": lambda: "IGQVJ" + mixed(B64U, R.randint(240, 280)),
    "li_token": lambda: "AQV" + mixed(B64U, R.randint(320, 360)),
    "tw_bearer": lambda: "AAAAAAAAAAAAAAAAAAAAA" + mixed(ALNUM, 22) + "%3D" + mixed(ALNUM, 50),
    "sess_long": lambda: mixed(B64U, R.randint(230, 420)),
    "nextauth_jwe": lambda: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + mixed(B64U, 22) + "." + mixed(B64U, R.randint(300, 500)) + "." + mixed(B64U, 22),
    "sts_tok": lambda: "IQoJb3JpZ2luX2Vj" + mixed(B64C, R.randint(520, 700)),
    "ops": lambda: "ops_" + b64url_json({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64ub(16)}, "email": ch(LOW + DIG, 26) + "@1passwordserviceaccounts.com", "srpX": ch(HEXD, 64), "muk": {"alg": "A256GCM", "ext": True, "k": b64ub(32), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + ch(UP + DIG, 6) + "-" + ch(UP + DIG, 6) + "-" + ch(UP + DIG, 5) + "-" + ch(UP + DIG, 5) + "-" + ch(UP + DIG, 5) + "-" + ch(UP + DIG, 5), "throttleSecret": {"seed": ch(HEXD, 64), "uuid": ch(UP + DIG, 26)}, "deviceUuid": ch(LOW + DIG, 26)}),
    "op_secret_key": lambda: "A3-" + "-".join(ch(UP + DIG, n) for n in (6, 6, 5, 5, 5, 5)),
    "age": lambda: "AGE-SECRET-KEY-1" + ch("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "age_pub": lambda: "age1" + ch("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
    "tfc": lambda: mixed(ALNUM, 14) + ".atlasv1." + mixed(ALNUM, 67),
    "okta": lambda: "00" + mixed(ALNUM + "-_", 40),
    "xai": lambda: "xai-" + mixed(ALNUM, 80),
    "qf_bce": lambda: "bce-v3/ALTAK-" + mixed(ALNUM, 21) + "/" + ch(HEXD, 40),
    "akid": lambda: "AKID" + mixed(ALNUM, 32),
    "akia": lambda: "AKIA" + mixed(UP + DIG, 16),
    "aws_sk": lambda: mixed(B64C, 40),
    "azkey": lambda: b64b(64),
    "azdo_old": lambda: ch("abcdefghijklmnopqrstuvwxyz234567", 52),
    "azdo_new": lambda: mixed(ALNUM, 52) + "JQQJ99" + mixed(ALNUM, 18) + "AZDO" + mixed(ALNUM, 4),
    "totp": lambda: ch(B32, R.choice([16, 26, 32])),
    "hf": lambda: "hf_" + mixed(LOW + UP, 34),
    "baidu_at": lambda: "24.%s.2592000.%d.282335-%s" % (ch(HEXD, 32), R.randint(1700000000, 1760000000), ch(DIG, 8)),
    "sw_token": lambda: "SWMTKN-1-" + ch(LOW + DIG, 50) + "-" + ch(LOW + DIG, 25),
    "kubeadm": lambda: ch(LOW + DIG, 6) + "." + ch(LOW + DIG, 16),
    "hvs": lambda: "hvs." + mixed(ALNUM + "_-", R.choice([24, 91])),
    "sendgrid": lambda: "SG." + mixed(B64U, 22) + "." + mixed(B64U, 43),
    "dt": lambda: "dt0c01." + mixed(UP + DIG, 24) + "." + mixed(UP + DIG, 64),
    "mapbox_sk": lambda: "sk.eyJ1Ijoi" + mixed(ALNUM, R.randint(16, 30)) + "IiwiYSI6Im" + mixed(ALNUM, 18) + "In0." + mixed(B64U, 22),
    "mapbox_pk": lambda: "pk.eyJ1Ijoi" + mixed(ALNUM, R.randint(16, 30)) + "IiwiYSI6Im" + mixed(ALNUM, 18) + "In0." + mixed(B64U, 22),
    "wpsalt": lambda: mixed(ALNUM + "!#%*()-_=+[]{}<>~;:,.?|", 64),
    "sa_b64": lambda: base64.b64encode(sa_json(R.choice(PROJS) + "-" + ch(DIG, 6)).encode()).decode(),
    "zhihu": lambda: '"2|1:0|10:%d|4:z_c0|92:Mi4x%s|%s"' % (R.randint(1700000000, 1760000000), mixed(B64U, 88), ch(HEXD, 64)),
    "bduss": lambda: mixed(ALNUM + "-~", 192),
    "sessdata": lambda: "%s%%2C%d%%2C%s%%2A%s" % (ch(HEXD, 8), R.randint(1760000000, 1790000000), ch(HEXD, 5), mixed(ALNUM, 90)),
    "connect_sid": lambda: "s%3A" + mixed(B64U, 32) + "." + mixed(ALNUM, 27) + "%2F" + mixed(ALNUM, 13),
    "wp_cookie": lambda: "%s%%7C%d%%7C%s%%7C%s" % (R.choice(USERS), R.randint(1760000000, 1790000000), mixed(ALNUM, 43), ch(HEXD, 64)),
    "fernet": lambda: base64.urlsafe_b64encode(rbytes(32)).decode(),
    "laravel_key": lambda: "base64:" + b64b(32),
    "rails_skb": lambda: ch(HEXD, 128),
    "oy2": lambda: "oy2" + ch(LOW + DIG, 43),
    "rubygems": lambda: "rubygems_" + ch(HEXD, 48),
    "dckr": lambda: "dckr_pat_" + mixed(B64U, 27),
    "doppler": lambda: "dp.st." + R.choice(["prd.", "dev.", "stg."]) + mixed(ALNUM, 40),
    "pulumi": lambda: "pul-" + ch(HEXD, 40),
    "glc": lambda: "glc_" + mixed(ALNUM + "=", 96) + "==",
    "sntrys": lambda: "sntrys_" + b64url_json({"iat": R.uniform(1.7e9, 1.76e9), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": R.choice(PROJS)}) + "_" + mixed(ALNUM + "/+", 43),
    "bw_sm": lambda: "0.%s.%s:%s==" % (uuid4(), mixed(ALNUM, 30), mixed(B64C, 22)),
    "aiven": lambda: "AVNS_" + mixed(ALNUM + "-_", 19),
    "convex": lambda: "prod:%s-%s-%d|%s" % (w(), w(), R.randint(100, 999), "ey" + mixed(B64U, 96) + "=="),
    "square": lambda: "EAAA" + mixed(B64U, 60),
    "braintree": lambda: "access_token$production$%s$%s" % (ch(LOW + DIG, 16), ch(HEXD, 32)),
    "eth_pk": lambda: ch(HEXD, 64),
    "twilio_sid": lambda: "AC" + ch(HEXD, 32),
    "gcs_sig": lambda: ch(HEXD, 512),
    "dockercfg_b64": lambda: base64.b64encode(json.dumps({"auths": {"harbor." + R.choice(DOMS): {"username": R.choice(USERS), "password": pw_url(), "auth": base64.b64encode(("%s:%s" % (R.choice(USERS), pw_url())).encode()).decode()}}}).encode()).decode(),
    "discord_bot": lambda: base64.b64encode(("1" + ch(DIG, 18)).encode()).decode().rstrip("=") + "." + mixed(B64U, 6) + "." + mixed(B64U, 38),
    "totp_sp": lambda: " ".join(ch("abcdefghijklmnopqrstuvwxyz234567", 4) for _ in range(8)),
    "otp_migr": lambda: pct(base64.b64encode(b"\n" + rbytes(R.randint(40, 70))).decode()),
    "azdo_npm": lambda: base64.b64encode(ch("abcdefghijklmnopqrstuvwxyz234567", 52).encode()).decode(),
    "elastic_apikey": lambda: base64.b64encode(("%s:%s" % (mixed(B64U, 20), mixed(B64U, 22))).encode()).decode(),
    "intercom": lambda: base64.b64encode(("tok:" + uuid4().replace("-", "_")).encode()).decode(),
    "jfrog_ref": lambda: "cmVmdGtuOjAxOjE3" + mixed(ALNUM, 48),
    "lark_t": lambda: "t-g104" + ch(DIG + UP, 3) + mixed(ALNUM, 30),
}

PARAM = re.compile(r"^(alnum|lowalnum|upalnum|hex|HEX|digits|b64ub|b64u|b64c|b64b|lowb32|b32|lower|upper)_?(\d+)$")
ALPH = {"alnum": ALNUM, "lowalnum": LOW + DIG, "upalnum": UP + DIG, "hex": HEXD, "HEX": "0123456789ABCDEF",
        "digits": DIG, "b64u": B64U, "b64c": B64C, "b32": B32, "lowb32": "abcdefghijklmnopqrstuvwxyz234567",
        "lower": LOW, "upper": UP}

MULTI = {}  # generators returning (value, [listed...]) for multi-line keys


def _pem_gen(kind, joiner="\n"):
    def g():
        hd, body, ft = pem(kind)
        return hd + joiner + joiner.join(body) + joiner + ft, list(body)
    return g


for _k in ("rsa", "pkcs8", "ec", "p8", "enc"):
    MULTI["pem_" + _k] = _pem_gen(_k)
    MULTI["pemj_" + _k] = _pem_gen(_k, "\\n")
    MULTI["pemi_" + _k] = _pem_gen(_k, "\n    ")
MULTI["pgp"] = pgp_block


def gen_piece(name):
    if name.startswith("="):
        return name[1:], None
    if name in MULTI:
        return MULTI[name]()
    if name in FIXED:
        return FIXED[name](), None
    m = PARAM.match(name)
    if not m:
        raise KeyError(name)
    g, n = m.group(1), int(m.group(2))
    if g == "b64b":
        return b64b(n), None
    if g == "b64ub":
        return b64ub(n), None
    if g == "digits":
        return R.choice("123456789") + ch(DIG, n - 1), None
    return mixed(ALPH[g], n), None


def gen(spec):
    pieces = spec.split("+")
    vals, listed = [], None
    for p in pieces:
        v, l = gen_piece(p)
        vals.append(v)
        if l is not None:
            listed = l
    val = "".join(vals)
    if listed is None or len(pieces) > 1:
        listed = [val]
    return val, listed


STICKY = ("user", "email", "dom", "host", "proj", "lower4", "lower5", "lower6", "lower8", "region", "bucket",
          "name", "zname", "twilio_sid", "age_pub", "ssid", "phone", "tmid", "ver")
FIELD = re.compile(r"«([sp]):([^«»]+?)»")


def fill(tpl):
    tags = {}
    secrets = []

    def rep(m):
        kind, spec = m.group(1), m.group(2)
        tag = None
        if "#" in spec:
            spec, tag = spec.rsplit("#", 1)
        elif kind == "p" and spec in STICKY:
            tag = "_sticky_" + spec   # same org/user/host/... throughout one sample
        if tag is not None and (kind, tag) in tags:
            val, listed = tags[(kind, tag)]
        else:
            val, listed = gen(spec)
            if tag is not None:
                tags[(kind, tag)] = (val, listed)
        if kind == "s":
            for x in listed:
                if x not in secrets:
                    secrets.append(x)
        return val

    text = FIELD.sub(rep, tpl)
    return text, secrets


def P(spec):
    """public filler value for wrappers"""
    return gen(spec)[0]


# ------------------------------------------------------------------ placements
def _hist(cmd):
    n = R.randint(120, 1900)
    pre = R.sample(["cd ~/src/" + P("proj"), "git status", "ls -la", "vim README.md", "docker ps", "kubectl get pods -n prod",
                    "make test", "htop", "clear", "git pull --rebase", "python -m venv .venv"], 2)
    post = R.choice(["history | tail -5", "exit", "ls", "git log --oneline -3"])
    lines = pre + cmd.split("\n") + [post]
    return "\n".join("%5d  %s" % (n + i, l) for i, l in enumerate(lines))


def _diff(body, f):
    lines = body.split("\n")
    return "diff --git a/%s b/%s\nnew file mode 100644\nindex 0000000..%s\n--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n%s" % (
        f, f, P("hex7"), f, len(lines), "\n".join("+" + l for l in lines))


def _mcp(body, f):
    return json.dumps({"jsonrpc": "2.0", "id": R.randint(2, 90), "result": {"content": [{"type": "text", "text": body}], "isError": False}}, ensure_ascii=False)


def _ci(cmd):
    t0 = R.randint(10, 50)
    day = "2025-%02d-%02dT%02d:%02d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), t0)
    out = []
    lines = ["##[group]Run " + cmd.split("\n")[0]] + cmd.split("\n") + ["shell: /usr/bin/bash -e {0}", "##[endgroup]"]
    for i, l in enumerate(lines):
        out.append("%s:%02d.%07dZ %s" % (day, i, R.randint(0, 9999999), l))
    return "\n".join(out)


def _docker_exec(b, f):
    c = P("hex12")
    return "root@%s:/app# cat %s\n%s\nroot@%s:/app# " % (c, f, b, c)


def _wechat(b, f):
    h, m = R.randint(8, 20), R.randint(0, 50)
    a, z = R.sample(ZNAMES, 2)
    return "%s %02d:%02d\n%s 内容如下\n%s\n%s %02d:%02d\n收到，我看看" % (a, h, m, f, b, z, h, m + R.randint(1, 9))


EN_FILE = [
    lambda b, f: b,
    lambda b, f: "$ cat %s\n%s" % (f, b),
    lambda b, f: "exec\nbash -lc 'cat %s' in /home/%s/%s\n succeeded in %dms:\n%s" % (f, P("user"), P("proj"), R.randint(5, 90), b),
    lambda b, f: "Can you figure out why the service won't start? This is my %s:\n\n```\n%s\n```" % (f, b),
    _mcp,
    _diff,
    lambda b, f: "From: %s\nSubject: config for the new box\n\nHi, here is %s as requested:\n\n%s\n\nCheers,\n%s" % (P("email"), f, b, P("name")),
    lambda b, f: "[%s] %s: pasting %s so you can compare\n%s" % (P("time"), P("user"), f, b),
    lambda b, f: "---\ntags: [infra, setup]\nupdated: %s\n---\n# %s\n\n```\n%s\n```\n" % (P("date"), f, b),
    _docker_exec,
    lambda b, f: "Tool: read_file\nArguments: {\"path\": \"%s\"}\nResult:\n%s" % (f, b),
]
ZH_FILE = [
    lambda b, f: "帮我看看这个配置哪里有问题：\n```\n%s\n```" % b,
    lambda b, f: "【工单 #%s】测试环境起不来，附上 %s：\n%s\n麻烦尽快处理。" % (P("digits5"), f, b),
    _wechat,
    lambda b, f: "我先读取 %s 看看配置。\n[调用工具 read_file] path=%s\n[工具结果]\n%s\n配置本身没问题，问题可能在网络。" % (f, f, b),
    lambda b, f: "## 交接说明\n服务器上的 %s 备份一份在这里：\n\n%s\n" % (f, b),
    lambda b, f: "@%s 这是预发环境的 %s，你直接拷过去用：\n%s" % (P("zname"), f, b),
    lambda b, f: "运行 `cat %s` 的输出：\n%s\n以上是当前配置。" % (f, b),
    lambda b, f: "助手：我在仓库里找到了 %s，内容如下：\n\n%s\n\n需要我帮你改成从环境变量读取吗？" % (f, b),
]
EN_CMD = [
    lambda c: c,
    _hist,
    lambda c: "%s@%s:~/%s$ %s" % (P("user"), R.choice(["devbox", "ip-10-0-1-23", "build-07", "mbp"]), P("proj"), c),
    lambda c: "Assistant: I'll run the following to finish the setup:\n```bash\n%s\n```" % c,
    _ci,
    lambda c: "### Step %d\nRun:\n\n    %s\n\nthen check the dashboard." % (R.randint(2, 7), c.replace("\n", "\n    ")),
    lambda c: "#!/usr/bin/env bash\nset -euo pipefail\n# nightly job, added %s\n%s\n" % (P("date"), c),
    lambda c: "> /run %s\n(aider) Command finished with exit code 0." % c,
    lambda c: "Ran terminal command: %s\nExit code: %d" % (c, R.choice([0, 0, 1])),
    lambda c: "$ %s\n$ echo $?\n0" % c,
]
ZH_CMD = [
    lambda c: "我执行了下面的命令，但是报错了：\n```\n%s\n```\n报错信息：connection refused" % c,
    lambda c: "部署步骤：\n1. 登录跳板机\n2. 执行：\n%s\n3. 检查日志是否正常" % c,
    lambda c: "助手：我来执行这条命令完成配置。\n$ %s\n执行成功。" % c,
    lambda c: "运维笔记（%s）：\n%s\n# 上面这条是恢复环境时用的" % (P("date"), c),
    lambda c: "%s %s\n你跑一下这个\n%s" % (P("zname"), P("time"), c),
    lambda c: "【操作记录】%s\n命令：%s\n结果：成功" % (P("date"), c),
]
EN_LOG = [
    lambda b: b,
    lambda b: "$ kubectl logs deploy/%s --tail=40\n%s" % (P("proj"), b),
    lambda b: "$ journalctl -u %s -n 30 --no-pager\n%s" % (P("proj"), b),
    lambda b: "Here's the log output from the failing run:\n```\n%s\n```" % b,
    lambda b: "Observation: the container printed\n%s" % b,
]
ZH_LOG = [
    lambda b: "日志如下：\n%s" % b,
    lambda b: "线上报错了，日志贴一下：\n```\n%s\n```" % b,
    lambda b: "助手：我查看了服务日志，发现以下内容：\n%s\n看起来是连接超时导致的。" % b,
    lambda b: "排查记录：\n%s\n（以上为 %s 的日志截取）" % (b, P("date")),
]


def wrap(body, mode, lang, fname):
    if mode == "raw":
        return body
    if mode == "file":
        ws = EN_FILE if lang == "en" else ZH_FILE
        return R.choice(ws)(body, fname or R.choice([".env", "config.yml", "settings.json"]))
    if mode == "cmd":
        ws = EN_CMD if lang == "en" else ZH_CMD
        return R.choice(ws)(body)
    if mode == "log":
        ws = EN_LOG if lang == "en" else ZH_LOG
        return R.choice(ws)(body)
    raise ValueError(mode)


# ------------------------------------------------------------------ registry
CJK = re.compile(r"[\u4e00-\u9fff]")
SECRETS, HARMLESS = [], []
ALL_TEXTS = []
TEXT_SET = {}
USED = []          # listed secrets in order
USED_SET = {}
KINDS_S, KINDS_H = [], []


def _secret_ok(secs, text):
    if not secs:
        return False
    for i, s in enumerate(secs):
        if len(s) < 6 or s not in text or s in USED_SET:
            return False
        for j, t in enumerate(secs):
            if i != j and (s in t):
                return False
        for t in ALL_TEXTS:
            if s in t:
                return False
        for u in USED:
            if u in s:
                return False
    for u in USED:
        if u in text:
            return False
    return True


def _add_text(text):
    TEXT_SET[text] = 1
    ALL_TEXTS.append(text)


def _norm(t):
    if isinstance(t, tuple):
        return t
    return (None, t)


def K(name, mode, en, zh=None, ne=3, nz=2):
    """secret kind. en/zh: list of templates (str or (filename, str)). zh None -> reuse en with zh placements."""
    assert name not in KINDS_S, name
    KINDS_S.append(name)
    plan = [("en", _norm(en[i % len(en)])) for i in range(ne)]
    zsrc = zh if zh is not None else en
    off = 0 if zh is not None else ne
    plan += [("zh", _norm(zsrc[(i + off) % len(zsrc)])) for i in range(nz)]
    for lang, (fname0, tpl) in plan:
        for attempt in range(300):
            fname = fill(fname0)[0] if fname0 else fname0
            body, secs = fill(tpl)
            m = mode
            text = wrap(body, m, lang, fname)
            if text in TEXT_SET:
                continue
            if lang == "zh" and not CJK.search(text):
                continue
            if not _secret_ok(secs, text):
                continue
            SECRETS.append({"text": text, "secrets": secs, "kind": name, "lang": lang})
            _add_text(text)
            for s in secs:
                USED.append(s)
                USED_SET[s] = 1
            break
        else:
            raise RuntimeError("could not build sample for %s: %r" % (name, tpl[:80]))


def H(name, mode, en, zh, ne=9, nz=6):
    assert name not in KINDS_H, name
    KINDS_H.append(name)
    plan = [("en", _norm(en[i % len(en)])) for i in range(ne)] + [("zh", _norm(zh[i % len(zh)])) for i in range(nz)]
    for lang, (fname0, tpl) in plan:
        for attempt in range(300):
            fname = fill(fname0)[0] if fname0 else fname0
            body, secs = fill(tpl)
            assert not secs, (name, tpl)
            text = wrap(body, mode, lang, fname)
            if text in TEXT_SET:
                continue
            if lang == "zh" and not CJK.search(text):
                continue
            HARMLESS.append({"text": text, "kind": name, "lang": lang})
            _add_text(text)
            break
        else:
            raise RuntimeError("could not build harmless sample for %s" % name)


# =================================================================== HARMLESS
def build_harmless():
    H("placeholder_values", "file", [
        (".env.example", "# copy to .env and fill in\nOPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://«p:user»:<password>@«p:host»:5432/«p:proj»\nREDIS_PASSWORD=changeme"),
        ("config/secrets.sample.yml", "stripe:\n  secret_key: \"sk_live_REPLACE_ME\"\n  webhook_secret: \"whsec_...\"\nsentry_dsn: \"https://<key>@o0.ingest.sentry.io/<project>\"\nservice: «p:proj»-«p:digits3»"),
        ("settings.json", "{\n  \"apiKey\": \"YOUR_API_KEY_HERE\",\n  \"endpoint\": \"https://api.«p:dom»/v«p:digits1»\",\n  \"clientSecret\": \"<your-client-secret>\"\n}"),
        ("docker-compose.override.yml", "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-changeme}\n      POSTGRES_DB: «p:proj»_«p:digits2»"),
        ("README.md", "Set `ANTHROPIC_API_KEY=sk-ant-...` in your shell, then run `make dev`. Replace `<your-token>` in `config/«p:proj».toml` with a real token from the dashboard (ticket «p:upper3»-«p:digits4»)."),
        ("terraform.tfvars.example", "db_password   = \"CHANGE_ME\"\napi_token     = \"xxxxxxxxxxxxxxxxxxxxxxxx\"\nregion        = \"«p:region»\"\ninstance_type = \"t3.«p:lower5»\""),
    ], [
        (".env.example", "# 阿里云百炼，填入你自己的 key\nDASHSCOPE_API_KEY=sk-你的密钥\nAPP_SECRET=请替换为你的AppSecret\nAPP_ID=«p:proj»-«p:digits4»"),
        ("config.yaml", "# 数据库配置（示例）\ndatabase:\n  host: «p:host»\n  user: «p:user»\n  password: 在这里填写密码\n  port: «p:port»"),
        ("README.md", "在 `.env` 中把 `WECHAT_APP_SECRET=<你的AppSecret>` 替换成公众号后台里的值，`TOKEN=xxxxxxxx` 也一样（项目编号 «p:digits6»）。"),
        ("application.yml", "spring:\n  datasource:\n    url: jdbc:mysql://«p:host»:3306/«p:proj»\n    username: root\n    password: ******  # 请改成你本地的密码"),
    ])
    H("masked_values", "raw", [
        "Token ghp_************************************ was last used «p:digits2» days ago by «p:user».",
        "aws configure list\n      Name                    Value             Type    Location\n   profile                «p:user»           manual    --profile\naccess_key     ****************«p:upalnum4» shared-credentials-file\nsecret_key     ****************«p:alnum4» shared-credentials-file\n    region                «p:region»      config-file    ~/.aws/config",
        "Your API keys\nNAME            KEY              CREATED\n«p:proj»        sk-...«p:alnum4»        «p:date»\nlocal-dev       sk-...«p:alnum4»        «p:date»",
        "DB_PASSWORD=•••••••• (hidden, click to reveal) — updated «p:date» by «p:name»",
        "Connection string: Server=«p:host»;Database=«p:proj»;User Id=«p:user»;Password=********;",
        "Heroku config for «p:proj»-«p:digits3»:\nDATABASE_URL: postgres://u***:****@ec2-«p:digits2»-«p:digits3».compute-1.amazonaws.com:5432/d***\nSECRET_KEY_BASE: [hidden]",
    ], [
        "密码：******（已脱敏），如需查看请走审批流程 «p:digits8»。",
        "SecretId: AKID****************«p:alnum4»" + "\nSecretKey: ******** （控制台只显示一次，已隐藏）",
        "用户 «p:zname» 的手机号 1«p:digits2»****«p:digits4» 已绑定，登录密码最近修改于 «p:date»。",
        "APIKey 列表：\n名称 «p:proj»  密钥 sk-****«p:alnum4»" + "  创建时间 «p:date»  状态 启用",
    ])
    H("template_var_refs", "file", [
        ("values.yaml", "db:\n  host: {{ .Values.global.dbHost }}\n  password: {{ .Values.db.password | quote }}\n  replicas: «p:digits1»"),
        ("nginx.conf.tmpl", "proxy_set_header Authorization \"Bearer ${UPSTREAM_TOKEN}\";\nproxy_pass http://«p:host»:«p:port»;"),
        ("config/database.yml", "production:\n  adapter: postgresql\n  password: <%= ENV.fetch(\"DATABASE_PASSWORD\") %>\n  pool: «p:digits2»"),
        (".github/workflows/release.yml", "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n          BUILD_ID: ${{ github.run_id }}-«p:digits3»"),
        ("alembic.ini", "sqlalchemy.url = postgresql://%(DB_USER)s:%(DB_PASSWORD)s@%(DB_HOST)s/«p:proj»"),
        ("opencode.json", "{\n  \"provider\": {\"anthropic\": {\"options\": {\"apiKey\": \"{env:ANTHROPIC_API_KEY}\"}}},\n  \"model\": \"«p:proj»-«p:digits2»\"\n}"),
    ], [
        ("application-prod.yml", "# 生产环境密码通过环境变量注入\nspring:\n  datasource:\n    password: ${DB_PASSWORD}\n    username: ${DB_USER:«p:user»}"),
        ("deploy.sh", "# 密钥从 CI 变量读取，不要写死\ncurl -H \"Authorization: Bearer $(cat /run/secrets/api_token)\" https://«p:dom»/deploy/«p:digits4»"),
        ("k8s/deploy.yaml", "        env:\n        - name: REDIS_PASSWORD   # 密码来自 Secret\n          valueFrom:\n            secretKeyRef:\n              name: redis-«p:lower4»\n              key: password"),
    ])
    H("code_reading_secrets", "file", [
        ("app/config.py", "import os\n\nDB_PASSWORD = os.environ[\"DB_PASSWORD\"]\nSECRET_KEY = os.getenv(\"SECRET_KEY\")\nTIMEOUT = «p:digits2»"),
        ("src/client.ts", "const apiKey = process.env.OPENAI_API_KEY;\nif (!apiKey) throw new Error('OPENAI_API_KEY is not set');\nexport const client = new OpenAI({ apiKey, timeout: «p:digits5» });"),
        ("Main.java", "String password = System.getenv(\"JDBC_PASSWORD\");\nDataSource ds = builder.password(password).url(\"jdbc:postgresql://«p:host»/«p:proj»\").build();"),
        ("main.rs", "let token = std::env::var(\"GITHUB_TOKEN\").expect(\"GITHUB_TOKEN must be set\");\nlet client = Client::new(&token, «p:digits2»);"),
        ("cmd/root.go", "secret := viper.GetString(\"auth.jwt_secret\")\nif secret == \"\" {\n\tlog.Fatal(\"auth.jwt_secret missing\")\n}\nport := «p:digits4»"),
        ("login.py", "import getpass, keyring\npw = keyring.get_password(\"«p:proj»\", \"«p:user»\") or getpass.getpass(\"Password: \")"),
    ], [
        ("config.py", "# 从环境变量读取密钥，避免硬编码\nAPI_KEY = os.environ.get(\"QIANFAN_API_KEY\")\nSECRET_KEY = os.environ.get(\"QIANFAN_SECRET_KEY\")\nRETRY = «p:digits1»"),
        ("db.go", "// 数据库密码从环境变量获取\npassword := os.Getenv(\"MYSQL_PASSWORD\")\ndsn := fmt.Sprintf(\"«p:user»:%s@tcp(«p:host»:3306)/«p:proj»\", password)"),
        ("settings.js", "// 读取 .env 中的 token，不要提交到仓库\nconst token = process.env.FEISHU_APP_SECRET ?? '';\nmodule.exports = { token, port: «p:digits4» };"),
    ])
    H("vault_manager_calls", "cmd", [
        "aws secretsmanager get-secret-value --secret-id prod/«p:proj»/db --query SecretString --output text | jq -r .password > /dev/null",
        "vault kv get -field=password secret/«p:proj»/postgres-«p:digits2»",
        "op read \"op://Engineering/«p:proj» DB/password\" | pbcopy",
        "aws ssm get-parameter --name /«p:proj»/prod/api_token --with-decryption --region «p:region»",
        "doppler run --project «p:proj» --config prd_«p:lower3» -- python manage.py migrate",
        "az keyvault secret show --vault-name kv-«p:proj»-«p:lower4» --name SqlAdminPassword --query value -o tsv",
        "sops -d secrets/«p:proj».enc.yaml | kubectl apply -f -",
    ], [
        "gcloud secrets versions access latest --secret=«p:proj»-db-password --project=«p:lower6»-«p:digits6»",
        "kubectl get secret «p:proj»-db -o jsonpath='{.data.password}' | base64 -d | wc -c  # 只看长度",
        "infisical run --env=prod --path=/«p:proj» -- npm start",
    ])
    H("password_prose_no_value", "raw", [
        "I forgot my «p:proj» password again, can you walk me through the reset flow? Ticket «p:upper3»-«p:digits4».",
        "Reminder: the shared admin password rotates every «p:digits2» days; it lives in the team vault, never in Slack.",
        "User: what's the wifi password here?\nAssistant: I don't have access to that — the front desk can give it to you (room «p:digits3»).",
        "The password field should have a show/hide toggle and a strength meter (issue #«p:digits4»).",
        "Can you make the login form reject passwords that appear in the breached-password list? Use the k-anonymity API, batch size «p:digits3».",
        "Note to self: change the router admin password this weekend and write it in the password manager, not here. («p:date»)",
    ], [
        "我又忘了 «p:proj» 的登录密码，怎么重置？工单号 «p:digits6»。",
        "提醒：数据库密码每 «p:digits2» 天轮换一次，请到密码管理器里查看，不要发在群里。",
        "用户：WiFi 密码是多少？\n助手：我这边没有这个信息，可以问一下前台（«p:digits3» 房间）。",
        "登录页面需要加一个“忘记密码”链接，密码输错 «p:digits1» 次后锁定账号。",
    ])
    H("password_policy_docs", "raw", [
        "Password policy v«p:ver»: minimum 14 characters, at least one digit and one symbol, no reuse of the last «p:digits2» passwords.",
        "PASSWORD_REGEX = r\"^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,64}$\"  # policy «p:upper2»-«p:digits3»",
        "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": «p:digits2»}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]",
        "pam_pwquality: minlen=«p:digits2» dcredit=-1 ucredit=-1 ocredit=-1 lcredit=-1 retry=3 enforce_for_root",
        "NIST 800-63B says: don't force periodic rotation, check against breached lists, allow paste. Our audit («p:date») found we still force 90-day rotation.",
    ], [
        "密码策略：长度不少于 «p:digits2» 位，必须包含大小写字母、数字和特殊字符，90 天内不得重复。",
        "安全规范 «p:upper2»-«p:digits3»：禁止在代码、日志、工单中出现明文密码，密钥统一放在 KMS。",
        "口令复杂度要求：至少三类字符，不能包含用户名，连续输错 «p:digits1» 次锁定 30 分钟。",
    ])
    H("hashes_checksums", "raw", [
        "$ sha256sum «p:proj»-«p:ver»-linux-amd64.tar.gz\n«p:hex64»  «p:proj»-linux-amd64.tar.gz",
        "<script src=\"https://cdn.jsdelivr.net/npm/htmx.org@«p:ver»/dist/htmx.min.js\" integrity=\"sha384-«p:b64c64»\" crossorigin=\"anonymous\"></script>",
        "github.com/«p:lower6»/«p:lower5» v«p:ver» h1:«p:b64c43»=\ngithub.com/«p:lower6»/«p:lower5» v«p:ver»/go.mod h1:«p:b64c43»=",
        "requests==2.32.3 \\\n    --hash=sha256:«p:hex64» \\\n    --hash=sha256:«p:hex64»",
        "[[package]]\nname = \"«p:lower6»\"\nversion = \"«p:ver»\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"«p:hex64»\"",
        "MD5 («p:proj».iso) = «p:hex32»",
    ], [
        "下载完成后请校验 SHA256：«p:hex64»，不一致说明文件损坏。",
        "镜像文件 «p:proj»-«p:ver».img 的 MD5 是 «p:hex32»，已和官网核对一致。",
        "$ certutil -hashfile setup.exe SHA1\nSHA1 的 setup.exe 哈希:\n«p:hex40»\nCertUtil: -hashfile 命令成功完成。",
    ])
    H("git_shas_refs", "raw", [
        "$ git log --oneline -4\n«p:hex7» fix: retry on 503 from upstream\n«p:hex7» chore(deps): bump axios to «p:ver»\n«p:hex7» feat: add memory export\n«p:hex7» Merge pull request #«p:digits3» from «p:user»/main",
        "This reverts commit «p:hex40».",
        "$ git rev-parse HEAD\n«p:hex40»",
        "Bisect result: «p:hex40» is the first bad commit\nAuthor: «p:name» <«p:email»>",
        "https://github.com/«p:lower6»/«p:proj»/blob/«p:hex40»/src/main.py#L«p:digits2»",
        "Merge: «p:hex7» «p:hex7»\nAuthor: «p:name» <«p:email»>\nDate:   «p:date»",
    ], [
        "回滚到上一个稳定版本：git reset --hard «p:hex40»",
        "这个问题是在提交 «p:hex7» 引入的，cherry-pick «p:hex7» 可以修复。",
        "发布记录：v«p:ver» 对应 commit «p:hex40»，构建号 «p:digits4»。",
    ])
    H("uuids_trace_ids", "raw", [
        "HTTP 502 from upstream (x-request-id: «p:uuid»)",
        "traceparent: 00-«p:hex32»-«p:hex16»-01",
        "ERROR 2025 RequestId: «p:uuid» Duration: «p:digits3».12 ms Billed Duration: «p:digits3» ms",
        "Sentry event «p:hex32» grouped into issue «p:upper4»-«p:digits3»",
        "X-Amzn-Trace-Id: Root=1-«p:hex8»-«p:hex24»;Parent=«p:hex16»;Sampled=1",
        "Created memory «p:uuid» for session «p:uuid» (agent «p:proj»)",
    ], [
        "接口报错了，请求ID：«p:uuid»，麻烦帮忙查一下。",
        "{\"RequestId\": \"«p:uuid»\", \"Code\": \"Throttling.User\", \"Message\": \"请求被流控\"}",
        "链路追踪 TraceId=«p:hex32» SpanId=«p:hex16» 耗时 «p:digits3»ms",
    ])
    H("public_keys_certs", "raw", [
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:b64c43» «p:user»@«p:lower6»",
        "# ~/.ssh/authorized_keys\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ«p:b64c300» deploy@«p:lower5»",
        "[Peer]\nPublicKey = «p:b64c43»=\nAllowedIPs = 10.«p:digits1».0.0/24\nEndpoint = vpn.«p:dom»:51820",
        "-----BEGIN CERTIFICATE-----\nMIID«p:b64c60»\n«p:b64c64»\n«p:b64c64»\n«p:b64c40»==\n-----END CERTIFICATE-----",
        "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"alg\":\"RS256\",\"kid\":\"«p:hex16»\",\"n\":\"«p:b64u342»\",\"e\":\"AQAB\"}]}",
        "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:«p:b64c43» «p:user»@«p:lower5» (ED25519)",
        "# public key: «p:age_pub»\nrecipients for sops: «p:age_pub»",
    ], [
        "这是我的公钥，帮我加到服务器的 authorized_keys：\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«p:b64c43» «p:user»@«p:lower5»",
        "«p:host» 的主机指纹：SHA256:«p:b64c43»，首次连接请核对。",
        "WireGuard 对端公钥：«p:b64c43»= ，私钥在各自机器上，不要发出来。",
    ])
    H("ordinary_agent_chat", "raw", [
        "User: why did the summary get cut off?\nAssistant: The response hit max_tokens («p:digits4»). I'll raise the limit or split the document into «p:digits1» chunks.",
        "The key insight from the retro: we shipped «p:digits2» tickets but half were blocked on review.",
        "That prompt uses about «p:digits4» input tokens; at current pricing that's well under a cent per call.",
        "Pressing the Escape key twice cancels the current tool call; «p:name» found that out the hard way.",
        "The secret to a good sourdough is patience — «p:digits2» hours of cold proofing.",
        "Assistant: I've stored that as memory «p:lower4»-«p:digits4»: you prefer tabs over spaces and short commit messages.",
    ], [
        "这次对话一共用了 «p:digits4» 个 token，主要是因为上下文里塞了整份文档。",
        "关键点有三个：先复现，再定位，最后补测试。周报编号 «p:digits4»。",
        "助手：已记住你的偏好——回答尽量简短，代码用 Python «p:ver»。",
        "用户：这个模型的上下文窗口有多大？\n助手：«p:digits3»" + "K token，长文档建议分段处理。",
    ])
    H("innocent_keyword_usage", "file", [
        ("models.py", "class User(Base):\n    id = Column(Integer, primary_key=True)\n    password_hash = Column(String(«p:digits3»), nullable=False)\n    reset_token_expires_at = Column(DateTime)"),
        ("limiter.go", "// TokenBucket refills at rate r tokens/sec\ntype TokenBucket struct {\n\tcapacity int // «p:digits3»\n\ttokens   float64\n}"),
        ("utils.py", "items.sort(key=lambda x: x.created_at)\ncache_key = f\"user:{user_id}:profile:v«p:digits1»\""),
        ("urls.py", "path('password-reset/', PasswordResetView.as_view(), name='password_reset'),\npath('api/v«p:digits1»/tokens/', TokenListView.as_view()),"),
        ("tokenizer_test.py", "ids = tokenizer.encode(\"hello world\")\nassert len(ids) == «p:digits1»\nprint(tokenizer.decode(ids), max_tokens)"),
        ("traceback.txt", "Traceback (most recent call last):\n  File \"app.py\", line «p:digits3», in login\n    pw = form['password']\nKeyError: 'password'"),
    ], [
        ("schema.sql", "-- 用户表，主键自增\nCREATE TABLE users (\n  id BIGINT PRIMARY KEY AUTO_INCREMENT,\n  password_hash VARCHAR(«p:digits3») NOT NULL COMMENT '密码哈希'\n);"),
        ("limiter.py", "# 令牌桶限流：每秒补充 «p:digits2» 个令牌\nbucket = TokenBucket(rate=«p:digits2», capacity=100)"),
        ("notes.md", "Redis 的键值对设计：key 用冒号分隔，例如 order:«p:digits6»:status，value 存 JSON。"),
    ])
    H("ids_version_numbers", "raw", [
        "Released «p:proj» v«p:ver» (build «p:digits5») — see CHANGELOG.",
        "Order #«p:digits10» shipped via UPS 1Z«p:upalnum16».",
        "Fixed in «p:upper4»-«p:digits4»; backported to release/«p:ver».",
        "CVE-2025-«p:digits5» affects versions < «p:ver»; upgrade recommended.",
        "Invoice INV-«p:digits4»-«p:digits6» due «p:date», PO «p:digits8».",
        "ISBN 978-«p:digits1»-«p:digits3»-«p:digits5»-«p:digits1», ed. «p:digits1»",
    ], [
        "订单号 «p:digits18» 已发货，顺丰单号 SF«p:digits13»。",
        "版本 v«p:ver» 已上线，构建编号 «p:digits6»。",
        "工单 «p:upper3»-«p:digits5» 已关闭，关联需求 «p:digits7»。",
    ])
    H("image_digests_artifacts", "raw", [
        "$ docker images --digests «p:proj»\nREPOSITORY   TAG    DIGEST                                                                    IMAGE ID\n«p:proj»     «p:ver»  sha256:«p:hex64»   «p:hex12»",
        "image: ghcr.io/«p:lower6»/«p:proj»@sha256:«p:hex64»",
        "«p:digits12».dkr.ecr.«p:region».amazonaws.com/«p:proj»:«p:hex7»",
        "/nix/store/«p:lowb32_32»-python3-«p:ver»",
        "Uploaded artifact «p:proj»-«p:ver».whl, sha256=«p:hex64», size «p:digits6» bytes",
    ], [
        "镜像已推送：registry.cn-hangzhou.aliyuncs.com/«p:lower6»/«p:proj»:«p:ver»，digest: sha256:«p:hex64»",
        "制品 «p:proj»-«p:ver».jar 的摘要 sha256:«p:hex64»，已归档。",
        "k8s 回滚到镜像 «p:proj»@sha256:«p:hex64»（上一版本）",
    ])
    H("base64_nonsecret_data", "raw", [
        ".icon-check { background-image: url(\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAA«p:b64c40»AAAAASUVORK5CYII=\"); width: «p:digits2»px; }",
        "Content-Type: text/plain; name=\"CHANGELOG.txt\"\nContent-Transfer-Encoding: base64\n\n" + base64.b64encode(b"Changelog\n- fixed pagination\n- bumped deps\n").decode() + "\n--boundary-«p:hex8»",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: «p:proj»-banner\nbinaryData:\n  banner.txt: " + base64.b64encode(b"Welcome to the staging cluster!\n").decode(),
        "The payload field is just base64 JSON: eyJldmVudCI6InBhZ2VfdmlldyIsInBhdGgiOiIvcHJpY2luZyJ9 (event page_view), batch «p:digits4».",
        "@font-face { font-family: 'Icons'; src: url(data:font/woff2;base64,d09GMgABAAAAA«p:b64c80») format('woff2'); }",
    ], [
        "图片用 base64 内嵌：<img src=\"data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==\" alt=\"占位图«p:digits3»\">",
        "这个字段是 base64 编码的普通文本：" + base64.b64encode("你好，世界".encode()).decode() + "，解码后就是“你好，世界”（样例 «p:digits3»）。",
        "ConfigMap 里的欢迎语（base64）：" + base64.b64encode("欢迎使用测试集群".encode()).decode() + "  # 编号 «p:digits4»",
    ])
    H("redacted_logs", "log", [
        "«p:ts» INFO  login ok user=«p:user» password=[REDACTED] ip=«p:ip»",
        "Started POST \"/users/sign_in\" for «p:ip»\nParameters: {\"user\"=>{\"email\"=>\"«p:email»\", \"password\"=>\"[FILTERED]\"}}",
        "> GET /v1/models HTTP/1.1\n> Authorization: Bearer <redacted>\n< HTTP/1.1 200 OK (took «p:digits3»ms)",
        "{\"level\":\"debug\",\"msg\":\"outgoing request\",\"headers\":{\"x-api-key\":\"***\"},\"latency_ms\":«p:digits3»}",
        "connecting to postgresql://«p:user»:***@«p:host»:5432/«p:proj» ... ok",
    ], [
        "«p:ts» 用户 «p:user» 登录成功，密码=******，来源IP=«p:ip»",
        "[WARN] 调用第三方接口失败，token=<已脱敏>，重试 «p:digits1» 次",
        "请求参数：{\"appId\":\"«p:proj»\",\"appSecret\":\"***\",\"ts\":«p:digits10»}",
    ])
    H("secret_names_listing", "raw", [
        "$ kubectl get secrets -n «p:proj»\nNAME                 TYPE                             DATA   AGE\ndb-credentials       Opaque                           2      «p:digits2»d\nregistry-auth        kubernetes.io/dockerconfigjson   1      «p:digits2»d\ntls-«p:lower5»       kubernetes.io/tls                2      «p:digits1»d",
        "$ gh secret list\nAWS_ACCESS_KEY_ID      Updated «p:date»\nAWS_SECRET_ACCESS_KEY  Updated «p:date»\nNPM_TOKEN              Updated «p:date»",
        "$ vault kv list secret/«p:proj»\nKeys\n----\napi-token\ndb-password\nstripe-webhook-secret",
        "CI/CD variables: DEPLOY_TOKEN (masked, protected), DB_PASSWORD (masked), SENTRY_DSN (visible) — last edited by «p:user» on «p:date»",
        "$ doppler secrets --only-names -p «p:proj» -c prd\n┌──────────────────┐\n│ NAME             │\n├──────────────────┤\n│ DATABASE_URL     │\n│ JWT_SECRET       │\n│ OPENAI_API_KEY   │\n└──────────────────┘",
    ], [
        "密钥清单（只列名称）：DB_PASSWORD、REDIS_PASSWORD、OSS_ACCESS_KEY_SECRET，负责人 «p:zname»，更新于 «p:date»。",
        "$ aliyun kms ListSecrets   # 只返回凭据名称，不含值\n{\"SecretList\":[{\"SecretName\":\"«p:proj»-db-password\",\"CreateTime\":\"«p:ts»\"}],\"RequestId\":\"«p:uuid»\"}",
        "凭据管理里新建了两个条目：prod/«p:proj»/mysql 和 prod/«p:proj»/token，值已经录入，不在这里贴。",
    ])
    H("cli_help_text", "raw", [
        "  -p, --password[=name]\n                      Password to use when connecting to server. If password is\n                      not given it's asked from the tty.  (mysql Ver «p:ver»)",
        "  -u, --user <user:password>  Server user and password\n  -H, --header <header/@file>  Pass custom header(s) to server   (curl «p:ver»)",
        "Usage:  docker login [OPTIONS] [SERVER]\n\nOptions:\n  -p, --password string   Password\n      --password-stdin    Take the password from stdin\n  -u, --username string   Username\n(docker «p:ver»)",
        "PGPASSWORD behaves the same as the password connection parameter. Use of this environment variable is not recommended for security reasons. (PostgreSQL «p:digits2» docs)",
        "-passin arg    Input file pass phrase source. Forms: pass:, env:, file:, fd:, stdin (openssl «p:ver»)",
    ], [
        "  -p, --password  连接数据库时使用的密码，不写值则交互式输入（mysql 客户端 «p:ver» 中文手册）",
        "参数说明：--token 访问令牌，建议通过环境变量 GITEE_TOKEN 传入，避免出现在命令历史中。（版本 «p:ver»）",
        "redis-cli -a <password>：使用密码连接，会有警告 “Using a password with '-a' option on the command line interface may not be safe”。（文档 «p:ver»）",
    ])
    H("empty_null_configs", "file", [
        ("config.toml", "[database]\nhost = \"«p:host»\"\nuser = \"«p:user»\"\npassword = \"\"\nport = «p:port»"),
        (".env", "API_KEY=\nAPI_SECRET=\nLOG_LEVEL=debug\nPORT=«p:digits4»"),
        ("settings.json", "{\n  \"token\": null,\n  \"retries\": «p:digits1»,\n  \"proxy\": {\"username\": \"\", \"password\": \"\"}\n}"),
        ("values.yaml", "auth:\n  enabled: false\n  password: \"\"\n  existingSecret: \"\"\nreplicaCount: «p:digits1»"),
    ], [
        ("config.ini", "; 本地开发不需要密码\n[redis]\nhost = «p:host»\npassword =\ndb = «p:digits1»"),
        ("application.properties", "# 测试环境未开启鉴权\nspring.redis.password=\nspring.redis.port=«p:port»"),
    ])
    H("infra_identifiers", "raw", [
        "arn:aws:iam::«p:digits12»:role/«p:proj»-deploy",
        "Terminated i-0«p:hex16» in subnet-0«p:hex16» (vpc-0«p:hex16», sg-0«p:hex16»)",
        "/subscriptions/«p:uuid»/resourceGroups/rg-«p:proj»/providers/Microsoft.Web/sites/app-«p:lower5»",
        "ocid1.instance.oc1.iad.«p:lowalnum60»",
        "projects/«p:digits12»/locations/«p:region»/keyRings/«p:proj»/cryptoKeys/db-key",
    ], [
        "阿里云实例 i-bp1«p:lowalnum17» 已重启，所属 VPC vpc-bp1«p:lowalnum17»。",
        "腾讯云 CVM ins-«p:lowalnum8» 在 «p:region» 地域，安全组 sg-«p:lowalnum8»。",
        "华为云 ECS 的 ID 是 «p:uuid»，项目 «p:proj»。",
    ])
    H("public_client_ids", "raw", [
        "<script>const stripe = Stripe('pk_live_«p:alnum99»'); // publishable key, safe in the browser</script>",
        "GOOGLE_CLIENT_ID=«p:digits12»-«p:lowalnum32».apps.googleusercontent.com  # public OAuth client id",
        "mapboxgl.accessToken = '«p:mapbox_pk»'; // public pk. token, URL-restricted",
        "GitHub App «p:proj»: App ID «p:digits6», Client ID Iv1.«p:hex16» (both shown on the public install page)",
        "AZURE_TENANT_ID=«p:uuid»\nAZURE_CLIENT_ID=«p:uuid»\n# the secret comes from workload identity, nothing stored here",
    ], [
        "小程序 AppID：wx«p:hex16»（公开信息，AppSecret 不要给出来）",
        "高德地图 JS API 的 key 是前端公开的：«p:hex32»，记得在控制台配置域名白名单。",
        "飞书应用 App ID：cli_«p:hex16»，这个可以公开，App Secret 在后台。",
    ])
    H("crypto_public_data", "raw", [
        "Sent 0.«p:digits3» ETH to 0x«p:hex40» — tx hash 0x«p:hex64» (etherscan shows 12 confirmations)",
        "Donations: bc1q«p:lowalnum38» (BTC) / 0x«p:hex40» (ETH)",
        "https://etherscan.io/tx/0x«p:hex64»",
        "Block #«p:digits8» hash 0x«p:hex64» parent 0x«p:hex64»",
        "Pinned to IPFS: bafybei«p:lowb32_52»",
    ], [
        "收款地址：0x«p:hex40»（公开地址，可以放心转账）",
        "交易哈希 0x«p:hex64» 已上链，区块高度 «p:digits8»。",
        "合约地址 0x«p:hex40» 已在区块浏览器开源验证。",
    ])
    H("tool_output_no_secret", "raw", [
        "$ kubectl describe secret db-credentials -n «p:proj»\nName:         db-credentials\nType:  Opaque\n\nData\n====\npassword:  «p:digits2» bytes\nusername:  «p:digits1» bytes",
        "Terraform will perform the following actions:\n  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"«p:proj»-db-«p:digits2»\"\n    }",
        "===== «p:digits2» passed, 1 skipped in «p:digits1».«p:digits2»s =====\ntests/test_auth.py::test_wrong_password_rejected PASSED",
        "added «p:digits3» packages, and audited «p:digits3» packages in 9s\nfound 0 vulnerabilities",
        "remote: Create a pull request for 'fix/token-refresh' on GitHub by visiting:\nremote:   https://github.com/«p:lower6»/«p:proj»/pull/new/fix/token-refresh",
        "$ pulumi stack output\nCurrent stack outputs («p:digits1»):\n    OUTPUT        VALUE\n    dbEndpoint    «p:host»\n    dbPassword    [secret]",
    ], [
        "$ kubectl describe secret redis-auth\n数据\n====\npassword:  «p:digits2» bytes\n（只显示长度，不显示内容）",
        "测试结果：«p:digits2» 通过，0 失败，其中 test_token_expired 和 test_invalid_password 均通过。",
        "助手：我已运行 `npm audit`，发现 0 个漏洞，«p:digits3» 个依赖已更新。",
    ])
    H("ci_logs_masked", "log", [
        "«p:ts» Run docker login ghcr.io -u «p:user» -p ***\n«p:ts» Login Succeeded",
        "$ echo \"deploying with token $DEPLOY_TOKEN\"\ndeploying with token [MASKED]\nJob succeeded (#«p:digits6»)",
        "[Pipeline] withCredentials\nMasking supported pattern matches of $PASSWORD\n[Pipeline] sh\n+ curl -u «p:user»:**** https://nexus.«p:dom»/service/rest/v1/status",
        "##[warning]Secret source: Actions\n«p:ts» env:\n«p:ts»   AWS_SECRET_ACCESS_KEY: ***\n«p:ts»   AWS_REGION: «p:region»",
    ], [
        "流水线日志：\n+ docker login -u «p:user» -p ******** registry.«p:dom»\nLogin Succeeded\n构建号 #«p:digits4»",
        "«p:ts» [云效] 使用密钥 ${ALIYUN_AK} 部署（已隐藏）\n部署成功，耗时 «p:digits2»s",
    ])
    H("password_hashing_code", "file", [
        ("auth.py", "import bcrypt\n\ndef hash_password(pw: str) -> bytes:\n    return bcrypt.hashpw(pw.encode(), bcrypt.gensalt(rounds=«p:digits2»))"),
        ("security.ts", "import argon2 from 'argon2';\nexport const hash = (pw: string) => argon2.hash(pw, { type: argon2.argon2id, memoryCost: «p:digits5», timeCost: 3 });"),
        ("settings.py", "PASSWORD_HASHERS = [\n    \"django.contrib.auth.hashers.Argon2PasswordHasher\",\n    \"django.contrib.auth.hashers.PBKDF2PasswordHasher\",\n]  # iterations «p:digits6»"),
        ("PasswordConfig.java", "@Bean\nPasswordEncoder encoder() {\n    return new BCryptPasswordEncoder(«p:digits2»);\n}"),
    ], [
        ("user_service.py", "# 密码只存哈希，不存明文\npw_hash = hashlib.pbkdf2_hmac('sha256', password.encode(), salt, «p:digits6»)"),
        ("auth.go", "// 用 bcrypt 存储密码哈希，cost=«p:digits2»\nhash, err := bcrypt.GenerateFromPassword([]byte(password), «p:digits2»)"),
    ])
    H("shell_history_clean", "cmd", [
        "read -s -p 'DB password: ' PGPASSWORD && export PGPASSWORD && psql -h «p:host» -U «p:user» «p:proj»",
        "export GITHUB_TOKEN=$(gh auth token) && gh release create v«p:ver»",
        "pass insert -m work/«p:proj»/db",
        "docker login ghcr.io -u «p:user» --password-stdin < ~/.config/ghcr-token",
        "aws sso login --profile «p:proj»-admin && aws sts get-caller-identity",
        "ssh-add --apple-use-keychain ~/.ssh/id_ed25519_«p:lower4»",
    ], [
        "export DB_PASSWORD=$(vault kv get -field=password secret/«p:proj»)",
        "mysql -h «p:host» -u «p:user» -p «p:proj»",
        "gpg --decrypt ~/secrets/«p:proj».gpg | kubectl create secret generic app-env --from-env-file=/dev/stdin",
    ])
    H("docs_examples", "raw", [
        "aws configure\nAWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nDefault region name [None]: «p:region»",
        "Connection URI format: postgresql://[user[:password]@][host][:port][/dbname] (see section «p:digits2».1)",
        "Example: curl -u username:password https://api.«p:dom»/v«p:digits1»/me",
        "Set the header `Authorization: Bearer <token>` where <token> is the value returned by /oauth/token (docs v«p:ver»).",
        "mongodb+srv://<username>:<password>@cluster0.«p:lowalnum5».mongodb.net/?retryWrites=true",
    ], [
        "示例：mysql://用户名:密码@主机:端口/数据库名（见文档第 «p:digits1» 章）",
        "官方文档写的是 `Authorization: Bearer <你的API Key>`，把尖括号里的内容换成控制台生成的值（v«p:ver»）。",
        "格式说明：AccessKey ID 以 LTAI 开头，AccessKey Secret 为 30 位字符串，请勿泄露。（文档 «p:ver»）",
    ])


# =================================================================== SECRETS
def build_secrets_prose():
    K("pw_wifi_prose", "raw", [
        "Guest Wi-Fi at the Lisbon office: network «p:ssid», password «s:pw». It resets every quarter.",
        "WIFI:T:WPA;S:«p:ssid»;P:«s:pw»;H:false;;\n^ that's what the QR code taped to the router decodes to",
        "House notes for guests: the Wi-Fi («p:ssid») key is «s:pw» - it's also on the fridge. Checkout by 11.",
        "user: what's the wifi at the studio again?\n«p:name»: «p:ssid» / «s:pw» (capital first letter)",
    ], [
        "酒店wifi：«p:ssid»，密码«s:digits10»，前台给的，明早退房。",
        "家里的无线网改了，名字还是«p:ssid»，新密码：«s:pwzh»",
        "会议室WiFi «p:ssid» 密码是 «s:pw» ，访客网络别连错。",
    ], ne=3, nz=3)
    K("pw_changed_to", "raw", [
        "I changed it to «s:pw» last night, so the old one in the wiki is stale.",
        "FYI the shared Grafana admin login was reset; the password is now «s:pw» until someone sets up SSO.",
        "updated the root pw on the NAS -> «s:pw» (Tuesday, after the firmware upgrade)",
    ], [
        "我把登录密码改成了«s:pwzh»，你下次用这个登。",
        "路由器后台的管理密码已经改为 «s:pw» 了，原来那个作废。",
        "刚才重置了一下，企业邮箱密码现在是«s:pw»。",
    ], ne=3, nz=3)
    K("pw_sent_over", "raw", [
        "Sent you the new creds on Signal but in case it didn't arrive: «s:pw»",
        "here you go → «s:pw» (that's the VPN one, not the SSO one)",
        "Forwarded from IT:\n> Your temporary password is «s:pw». You will be asked to change it at first sign-in.",
    ], [
        "新密码发你了：«s:pwzh»，记得登录后改掉。",
        "测试账号的密码我私聊发你了哈，怕你没看到再发一次：«s:pw»",
    ])
    K("pw_after_username_line", "raw", [
        "Jenkins\n«p:user»\n«s:pw»",
        "login: «p:email»\n«s:pw»\n(staging Stripe dashboard, please don't enable 2FA on it)",
        "prod bastion\nuser «p:user»\n«s:pw»",
    ], [
        "账号：«p:phone»\n«s:pwzh»\n这是公司公众号后台的",
        "用户名 «p:user»\n«s:pw»\n堡垒机的，别外传",
        "企业邮箱\n«p:email»\n«s:pw»\n（财务共用）",
    ], ne=3, nz=3)
    K("passphrase_multiword", "raw", [
        "The passphrase for the offsite backup key is «s:phrase_sp» - all lowercase, spaces included.",
        "KeePassXC master passphrase (do not lose): «s:phrase_dash»",
        "my ssh key passphrase is «s:phrase_sp» in case I forget it again",
    ], [
        "加密硬盘的口令是一句英文：«s:phrase_sp»，中间有空格。",
        "备份仓库的 passphrase 我设成了 «s:phrase_dot» ，别告诉别人。",
    ])
    K("pin_codes", "raw", [
        "Door code for the server room changed to «s:digits6» - press # after.",
        "The PIN for the corporate card is «s:digits6», don't share it outside finance.",
        "YubiKey PIV: PIN «s:digits8», PUK «s:digits8» (reset the management key too)",
    ], [
        "保险柜密码«s:digits6»，钥匙在抽屉里。",
        "U盾的支付口令是«s:digits8»，转账的时候要用。",
    ])
    K("pw_value_before_keyword", "raw", [
        "«s:pw» - that's the password for the staging DB, user «p:user».",
        "«s:pw» is the new root password on «p:host».",
        "remember: «s:pw» = Jira service account password",
    ], [
        "«s:pwzh» 这个是测试服的数据库密码",
        "«s:pw»是新的VPN口令，从今天开始生效。",
    ])
    K("pw_bare_reply_multiturn", "raw", [
        "User: can you log into the router and open port 8443?\nAssistant: Sure - what's the admin password?\nUser: «s:pw»\nAssistant: Thanks, logging in now.",
        "assistant: I need the sudo password to install the package.\nuser: «s:pw»\nassistant: Installing postgresql-16...",
        "[agent] The keystore is locked. Please provide the passphrase.\n[user] «s:pw»\n[agent] Unlocked. Signing the release APK.",
    ], [
        "用户：帮我连一下公司的数据库\n助手：好的，请提供数据库密码。\n用户：«s:pwzh»\n助手：已连接。",
        "助手：需要 root 密码才能继续。\n用户：«s:pw»\n助手：好的，正在执行。",
        "AI：这个压缩包有密码，能告诉我吗？\n我：«s:pw»\nAI：解压完成，共 «p:digits2» 个文件。",
    ], ne=3, nz=3)
    K("pw_shared_accounts", "raw", [
        "Netflix family account: «p:email» / «s:pw» - please don't change the profile pics.",
        "the shared ChatGPT Team seat: login «p:email», pw «s:pw»",
        "Spotify for the office speaker -> «p:email» pass: «s:pw»",
    ], [
        "爱奇艺会员账号：«p:phone» 密码：«s:pwzh»，别改密码哦",
        "公司共用的百度网盘账号 «p:phone»，密码«s:pw»",
    ])
    K("pw_protected_files", "raw", [
        "The zip I sent is encrypted, password: «s:pw»",
        "Report attached (the PDF is protected - open it with «s:pw»).",
        "the 7z archive password is «s:pw»; extract with -o./out",
    ], [
        "压缩包解压密码：«s:pwzh»",
        "附件是加密的Excel，打开密码«s:pw»。",
    ])
    K("pw_ocr_screenshots", "raw", [
        "[OCR result for IMG_«p:digits4».png]\nAdmin Console\nUser: «p:user»\nPassword: «s:pw»\nLast login: «p:date»",
        "Image description: a yellow sticky note on the monitor reading 'root / «s:pw»'.",
        "Transcribed whiteboard photo: TEMP DB PW = «s:pw» (rotate Fri)",
    ], [
        "[图片识别结果]\n管理员账号：admin\n密码：«s:pwzh»\n上次登录：«p:date»",
        "截图里的便签写着：服务器密码 «s:pw»",
    ])
    K("meeting_passcodes", "raw", [
        "Join Zoom Meeting\nhttps://us06web.zoom.us/j/«p:digits11»?pwd=«s:alnum32».1\n\nMeeting ID: «p:digits3» «p:digits4» «p:digits4»",
        "Webex: https://«p:lower6».webex.com/meet/«p:user»\nMeeting password: «s:pw»",
        "Zoom for the board call - ID «p:digits3» «p:digits4» «p:digits4», Passcode: «s:alnum8»",
    ], [
        "#腾讯会议：«p:tmid»\n会议密码：«s:digits6»\n点击链接直接加入会议",
        "明天评审会的腾讯会议号 «p:tmid»，入会密码«s:digits6»，别转发。",
    ])
    K("onboarding_emails", "raw", [
        "Welcome to «p:proj»!\nYour account has been created.\nUsername: «p:email»\nTemporary password: «s:pw»\nPlease sign in at https://sso.«p:dom» and change it.",
        "Subject: VPN access approved\n\nHi «p:name», your VPN account is «p:user» and the initial password is «s:pw». It expires in 7 days.",
        "Your new Workspace mailbox is ready. Sign-in: «p:email» / one-time password «s:pw»",
    ], [
        "【入职通知】欢迎加入！\n工号：«p:digits6»\nOA 账号：«p:user»\n初始密码：«s:pwzh»\n请首次登录后修改。",
        "您好，您的企业邮箱已开通，账号 «p:email»，临时密码 «s:pw» ，72 小时内有效。",
    ])
    K("password_manager_exports", "file", [
        ("bitwarden_export.csv", "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nWork,,login,GitHub,,,0,https://github.com,«p:user»,«s:pwr»,\nWork,,login,AWS console,,,0,https://console.aws.amazon.com,«p:email»,«s:pw»,"),
        ("Chrome Passwords.csv", "name,url,username,password,note\nrouter.asus.com,http://192.168.50.1/,admin,«s:pw»,\nmail.«p:dom»,https://mail.«p:dom»/,«p:email»,«s:pwr»,"),
        ("1password_export.csv", "Title,Website,Username,Password,OTPAuth,Notes\n«p:proj» prod DB,,«p:user»,«s:pwr»,,\nJira,https://«p:lower6».atlassian.net,«p:email»,«s:pw»,,"),
    ], None)


def build_secrets_long():
    K("long_session_tokens", "raw", [
        "session_token=«s:sess_long»",
        "Set this before running the scraper:\nexport PORTAL_SESSION_TOKEN=\"«s:sess_long»\"",
        "{\"sessionToken\": \"«s:sess_long»\", \"expiresAt\": \"«p:ts»\"}",
        "X-Subject-Token: «s:huawei_token»",
    ], [
        "华为云 IAM 返回的 token（放在 X-Auth-Token 头里）：«s:huawei_token»",
        "登录后拿到的会话令牌，有效期 24 小时：\nsession_token: '«s:sess_long»'",
    ], ne=4, nz=2)
    K("long_oauth_refresh_tokens", "raw", [
        "refresh_token=«s:ms_refresh»",
        "{\"token_type\":\"Bearer\",\"scope\":\"offline_access Mail.Read\",\"expires_in\":3599,\"refresh_token\":\"«s:ms_refresh»\"}",
        "PASSPORT_REFRESH_TOKEN='«s:laravel_refresh»'",
    ], [
        "这是 Outlook 接口返回的刷新令牌，帮我存起来，下次直接用：\nrefresh_token: «s:ms_refresh»",
        "Laravel Passport 的 refresh_token 是 «s:laravel_refresh» ，过期时间 30 天。",
    ])
    K("long_b64_sa_blobs", "raw", [
        "GCP_SA_KEY_B64=«s:sa_b64»",
        "FIREBASE_SERVICE_ACCOUNT_BASE64: \"«s:sa_b64»\"",
        "gcloud_credentials_b64 = «s:sa_b64»",
    ], [
        "把服务账号的 base64 填到 CI 变量 GOOGLE_CREDENTIALS_BASE64 里：«s:sa_b64»",
        "服务账号密钥（base64）：\n«s:sa_b64»",
    ])
    K("long_social_api_tokens", "raw", [
        "FB_PAGE_ACCESS_TOKEN=«s:fb_eaa»",
        "instagram:\n  long_lived_token: «s:ig_token»",
        "LINKEDIN_ACCESS_TOKEN=\"«s:li_token»\"",
        "TWITTER_BEARER_TOKEN=«s:tw_bearer»",
    ], [
        "海外投放用的 Facebook 主页访问令牌：«s:fb_eaa»",
        "Instagram 长期令牌（60天）：«s:ig_token»",
    ], ne=4, nz=2)
    K("long_cookie_values", "raw", [
        "Cookie: __Secure-next-auth.session-token=«s:nextauth_jwe»; theme=dark",
        "curl 'https://app.«p:dom»/api/me' -b 'sid=«s:sess_long»'",
        "Set-Cookie: auth_session=«s:sess_long»; Path=/; HttpOnly; Secure; SameSite=Lax",
    ], [
        "浏览器里复制出来的 cookie：next-auth.session-token=«s:nextauth_jwe»",
        "登录态 cookie（用于爬虫）：session=«s:sess_long»",
    ])
    K("presigned_url_signatures", "raw", [
        "https://«p:bucket».s3.«p:region».amazonaws.com/exports/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«s:akia»%2F20250301%2F«p:region»%2Fs3%2Faws4_request&X-Amz-Date=20250301T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«s:hex64»",
        "https://storage.googleapis.com/«p:bucket»/model.bin?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40«p:proj».iam.gserviceaccount.com%2F20250301%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20250301T000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=«s:gcs_sig»",
        "https://«p:lower8».blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-31T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=«s:b64c43»%3D",
    ], [
        "临时下载链接（7天有效）：https://«p:bucket».s3.amazonaws.com/a.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«s:akia»%2F20250301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«s:hex64»",
        "Azure 的 SAS 链接发你：https://«p:lower8».blob.core.windows.net/share/doc.pdf?sv=2022-11-02&sr=b&sp=r&se=2025-06-30&sig=«s:b64c43»%3D",
    ])


def build_secrets_cli():
    K("cli_nosql_analytics_db", "cmd", [
        "cqlsh «p:host» 9042 -u cassandra -p '«s:pw»' -e 'DESCRIBE KEYSPACES'",
        "influx -host «p:host» -username admin -password '«s:pw»' -database telegraf -execute 'SHOW MEASUREMENTS'",
        "clickhouse-client --host «p:host» --user default --password «s:pwu» --query 'SELECT count() FROM events'",
        "cypher-shell -a neo4j://«p:host»:7687 -u neo4j -p '«s:pw»' 'MATCH (n) RETURN count(n);'",
        "mongodump --host «p:host» --username backup --password '«s:pw»' --authenticationDatabase admin --out /tmp/dump",
    ])
    K("cli_mssql_bulk_tools", "cmd", [
        "bcp dbo.Orders out orders.dat -S «p:host» -d «p:proj» -U sa -P '«s:pw»' -n",
        "sqlpackage /Action:Export /SourceServerName:«p:host» /SourceDatabaseName:«p:proj» /SourceUser:sa /SourcePassword:«s:pw» /TargetFile:db.bacpac",
        "osql -S «p:host» -U sa -P «s:pw» -Q \"BACKUP DATABASE «p:proj» TO DISK='D:\\bak\\db.bak'\"",
        "mssql-cli -S «p:host» -U «p:user» -P '«s:pw»' -d «p:proj»",
        "Invoke-DbaQuery -SqlInstance «p:host» -SqlCredential (New-Object PSCredential('sa',(ConvertTo-SecureString '«s:pw»' -AsPlainText -Force))) -Query 'SELECT 1'",
    ])
    K("cli_broker_kv_tools", "cmd", [
        "rabbitmqctl add_user «p:user» '«s:pw»' && rabbitmqctl set_permissions -p / «p:user» '.*' '.*' '.*'",
        "rabbitmqadmin -H «p:host» -u admin -p «s:pw» list queues name messages",
        "etcdctl --endpoints=https://«p:host»:2379 --user root:«s:pwu» get /config --prefix",
        "nats --server nats://«p:host»:4222 --user app --password «s:pw» pub orders.created '{}'",
        "rabbitmqctl change_password guest «s:pw»",
    ])
    K("cli_registry_copy_tools", "cmd", [
        "skopeo copy --src-creds «p:user»:«s:pwu» docker://registry.«p:dom»/app:«p:ver» oci:./app",
        "crane auth login registry.«p:dom» -u «p:user» -p «s:pw»",
        "oras login ghcr.io -u «p:user» -p «s:ghp»",
        "nerdctl login --username «p:user» --password '«s:pw»' harbor.«p:dom»",
        "buildah login -u «p:user» -p «s:pw» quay.io",
    ])
    K("cli_windows_remote_tools", "cmd", [
        "plink -ssh -pw «s:pw» «p:user»@«p:host» \"systemctl restart nginx\"",
        "pscp -pw «s:pw» backup.tar.gz «p:user»@«p:host»:/tmp/",
        "winscp.com /command \"open sftp://«p:user»:«s:pwu»@«p:host»/ -hostkey=*\" \"put report.xlsx /srv/share/\" \"exit\"",
        "psexec \\\\«p:host» -u CORP\\«p:user» -p «s:pw» cmd /c ipconfig",
        "net use Z: \\\\fs01\\finance «s:pw» /user:CORP\\«p:user» /persistent:yes",
    ])
    K("powershell_securestring", "cmd", [
        "$pw = ConvertTo-SecureString '«s:pw»' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\«p:user»', $pw)\nInvoke-Command -ComputerName «p:host» -Credential $cred -ScriptBlock { hostname }",
        "Set-ADAccountPassword -Identity «p:user» -Reset -NewPassword (ConvertTo-SecureString -AsPlainText '«s:pw»' -Force)",
        "Import-PfxCertificate -FilePath .\\signing.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '«s:pw»' -Force -AsPlainText)",
        "$secure = '«s:pw»' | ConvertTo-SecureString -AsPlainText -Force; New-ADUser -Name svc_«p:lower4» -AccountPassword $secure -Enabled $true",
        "Connect-VIServer -Server vcenter.«p:dom» -User administrator@vsphere.local -Password '«s:pw»'",
    ])
    K("windows_service_task_creds", "cmd", [
        "schtasks /Create /TN \"NightlyExport\" /TR C:\\jobs\\export.bat /SC DAILY /ST 02:00 /RU CORP\\«p:user» /RP «s:pw»",
        "sc.exe config «p:proj»Svc obj= \".\\svc_app\" password= \"«s:pw»\"",
        "wmic /node:«p:host» /user:administrator /password:«s:pw» os get caption",
        "runas /netonly /user:CORP\\«p:user» \"cmd\"  (typed password «s:pw» at the prompt)",
        "Register-ScheduledTask -TaskName backup -Action $a -Trigger $t -User 'CORP\\«p:user»' -Password '«s:pw»'",
    ])
    K("macos_security_cli", "cmd", [
        "security add-generic-password -a «p:user» -s «p:proj»-api -w '«s:pwr»' -U",
        "security unlock-keychain -p «s:pw» ~/Library/Keychains/login.keychain-db",
        "sudo sysadminctl -addUser «p:user» -fullName \"«p:name»\" -password '«s:pw»' -admin",
        "sudo dscl . -passwd /Users/«p:user» «s:pw»",
        "security find-generic-password -s «p:proj» -w  # printed: «s:pwr»",
    ])
    K("linux_user_password_cmds", "cmd", [
        "echo '«p:user»:«s:pw»' | sudo chpasswd",
        "echo «s:pw» | sudo passwd --stdin «p:user»",
        "printf '%s\\n%s\\n' '«s:pw#a»' '«s:pw#a»' | sudo smbpasswd -a -s «p:user»",
        "sudo useradd -m «p:user» && echo \"«p:user»:«s:pw»\" | sudo chpasswd",
        "htdigest -c /etc/apache2/.digest realm «p:user» <<< $'«s:pw#b»\\n«s:pw#b»'",
    ])
    K("document_password_tools", "cmd", [
        "qpdf --password=«s:pw» --decrypt statement.pdf statement-plain.pdf",
        "pdftk payroll.pdf input_pw «s:pw» output payroll-open.pdf",
        "msoffcrypto-tool -p '«s:pw»' budget_enc.xlsx budget.xlsx",
        "unrar x -p«s:pwu» archive.part1.rar ./out/",
        "veracrypt --text --mount vault.hc /mnt/vault --password='«s:pw»' --pim=0 --keyfiles='' --protect-hidden=no",
    ])
    K("backup_tool_passphrases", "cmd", [
        "RESTIC_PASSWORD='«s:pw»' restic -r s3:s3.amazonaws.com/«p:bucket» backup /srv",
        "export BORG_PASSPHRASE='«s:phrase_sp»'\nborg create ::{hostname}-{now} /home",
        "kopia repository connect s3 --bucket=«p:bucket» --access-key=«p:upalnum20» --secret-access-key=«s:aws_sk» --password='«s:pw»'",
        "PASSPHRASE='«s:pwr»' duplicity /var/www sftp://backup@«p:host»//srv/dup",
        "rclone config create nas webdav url=https://«p:host»/dav vendor=other user=«p:user» pass=«s:pw» --obscure",
    ])
    K("vpn_client_creds", "cmd", [
        "echo '«s:pw»' | sudo openconnect --user=«p:user» --passwd-on-stdin vpn.«p:dom»",
        "rasdial \"Corp VPN\" «p:user» «s:pw»",
        "sudo sstpc --cert-warn --user «p:user» --password '«s:pw»' vpn.«p:dom» usepeerdns require-mschap-v2",
        "nmcli connection modify corp-vpn +vpn.secrets 'password=«s:pw»'",
        "sudo sh -c 'echo \": PSK \\\"«s:pwr»\\\"\" >> /etc/ipsec.secrets'",
    ])
    K("mail_cli_tools", "cmd", [
        "swaks --to «p:email» --server smtp.«p:dom»:587 --auth LOGIN --auth-user alerts@«p:dom» --auth-password '«s:pw»' --tls",
        "sendemail -f alerts@«p:dom» -t «p:email» -u test -m hi -s smtp.«p:dom»:587 -xu alerts@«p:dom» -xp «s:pw» -o tls=yes",
        "echo body | mailx -S smtp=smtps://smtp.«p:dom»:465 -S smtp-auth=login -S smtp-auth-user=bot@«p:dom» -S smtp-auth-password='«s:pw»' -s report «p:email»",
        "curl --ssl-reqd --url smtps://smtp.gmail.com:465 --user '«p:email»:«s:gapp»' --mail-from «p:email» --mail-rcpt «p:email» -T mail.txt",
        "msmtp --host=smtp.«p:dom» --port=587 --auth=on --user=bot --passwordeval=\"echo «s:pw»\" «p:email» < mail.txt",
    ])
    K("k8s_gitops_cli", "cmd", [
        "kubectl create secret docker-registry regcred --docker-server=harbor.«p:dom» --docker-username=«p:user» --docker-password='«s:pw»' -n «p:proj»",
        "argocd login argocd.«p:dom» --username admin --password «s:pwr» --grpc-web",
        "argocd repo add https://github.com/«p:lower6»/«p:proj».git --username git --password «s:ghp»",
        "flux create source git podinfo --url=https://gitlab.«p:dom»/«p:proj» --username=flux --password=«s:=glpat-+b64u20» --branch=main",
        "kubectl create secret generic minio-creds --from-literal=rootUser=admin --from-literal=rootPassword='«s:pwr»' -n storage",
    ])
    K("java_build_cli_props", "cmd", [
        "./gradlew publishToSonatype -PossrhUsername=«p:user» -PossrhPassword=«s:pw» -Psigning.password=«s:pwr»",
        "mvn -B deploy -Dgpg.passphrase='«s:phrase_sp»' -DaltDeploymentRepository=nexus::https://nexus.«p:dom»/repository/releases",
        "sbt -Dsonatype.user=«p:user» -Dsonatype.password=«s:pw» publishSigned",
        "mvn liquibase:update -Dliquibase.url=jdbc:postgresql://«p:host»/«p:proj» -Dliquibase.username=«p:user» -Dliquibase.password=«s:pw»",
        "./gradlew bootRun --args='--spring.datasource.password=«s:pw»'",
    ])
    K("dotnet_nuget_cli", "cmd", [
        "dotnet nuget add source https://nuget.pkg.github.com/«p:lower6»/index.json -n github -u «p:user» -p «s:ghp» --store-password-in-clear-text",
        "dotnet nuget push bin/Release/«p:proj».«p:ver».nupkg -k «s:oy2» -s https://api.nuget.org/v3/index.json",
        "dotnet user-secrets set \"Jwt:SigningKey\" \"«s:b64b48»\"",
        "nuget sources add -Name Internal -Source https://pkgs.«p:dom»/nuget -Username «p:user» -Password «s:pw»",
        "dotnet user-secrets set \"ConnectionStrings:Default\" \"Server=«p:host»;Database=«p:proj»;User Id=sa;Password=«s:pw»;\"",
    ])
    K("python_pkg_cli", "cmd", [
        "pip install --extra-index-url https://«p:user»:«s:pwu»@pypi.«p:dom»/simple «p:proj»-sdk",
        "poetry config http-basic.internal «p:user» «s:pw»",
        "poetry config pypi-token.pypi «s:pypi»",
        "uv publish --token «s:pypi»",
        "UV_INDEX_CORP_PASSWORD=«s:pwr» uv sync --index corp=https://pypi.«p:dom»/simple",
    ])
    K("ruby_php_pkg_cli", "cmd", [
        "bundle config set --global gems.contribsys.com «s:hex8»:«s:hex8»",
        "composer config --global http-basic.repo.packagist.com token «s:alnum40»",
        "composer config --global github-oauth.github.com «s:gho»",
        "bundle config set --global enterprise.contribsys.com «s:hex8»:«s:hex8»",
        "gem push «p:proj»-«p:ver».gem --key «s:rubygems» --host https://rubygems.org",
    ])
    K("deploy_cli_tokens", "cmd", [
        "vercel deploy --prod --token «s:alnum24»",
        "netlify deploy --prod --dir=dist --auth «s:=nfp_+alnum36»",
        "firebase deploy --only hosting --token \"«s:=1//0+b64u96»\"",
        "CLOUDFLARE_API_TOKEN=«s:b64u40» npx wrangler deploy",
        "EXPO_TOKEN=«s:alnum40» eas build --platform ios --non-interactive",
    ])
    K("scanner_cli_tokens", "cmd", [
        "sonar-scanner -Dsonar.projectKey=«p:proj» -Dsonar.host.url=https://sonar.«p:dom» -Dsonar.token=«s:=squ_+hex40»",
        "snyk auth «s:uuid»",
        "codecov upload-process -t «s:uuid» -f coverage.xml",
        "SEMGREP_APP_TOKEN=«s:hex64» semgrep ci",
        "jf c add corp --url=https://«p:lower6».jfrog.io --user=«p:user» --password='«s:pw»' --interactive=false",
    ])
    K("network_device_configs", "file", [
        ("running-config", "hostname core-sw01\n!\nusername admin privilege 15 secret 0 «s:pw»\nsnmp-server community «s:alnum14» RO 10\n!"),
        ("mikrotik.rsc", "/user add name=«p:user» group=full password=«s:pw»\n/interface wireless security-profiles set [ find default=yes ] authentication-types=wpa2-psk wpa2-pre-shared-key=«s:pw»"),
        ("huawei-s5735.cfg", "aaa\n local-user admin password irreversible-cipher «s:pw»\n local-user admin service-type ssh http\n#\nsnmp-agent community read cipher «s:alnum16»"),
        ("fortigate.conf", "config system admin\n    edit \"«p:user»\"\n        set accprofile \"super_admin\"\n        set password «s:pw»\n    next\nend"),
        ("h3c.cfg", "local-user «p:user» class manage\n password simple «s:pw»\n service-type ssh telnet"),
    ])
    K("expect_autologin_scripts", "file", [
        ("login.exp", "#!/usr/bin/expect -f\nspawn ssh «p:user»@«p:host»\nexpect \"assword:\"\nsend \"«s:pw»\\r\"\ninteract"),
        ("deploy_switch.py", "import pexpect\nchild = pexpect.spawn('telnet «p:host»')\nchild.expect('Password:')\nchild.sendline('«s:pw»')\nchild.expect('#')"),
        ("autologin.sh", "expect -c 'spawn su - «p:user»; expect \"Password:\"; send \"«s:pw»\\r\"; interact'"),
        ("ftp_upload.exp", "spawn sftp «p:user»@«p:host»\nexpect \"password:\" { send \"«s:pw»\\r\" }\nexpect \"sftp>\" { send \"put build.zip\\r\" }"),
        ("paramiko_run.py", "ssh = paramiko.SSHClient()\nssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())\nssh.connect('«p:host»', username='«p:user»', password='«s:pw»')"),
    ])
    K("cluster_join_tokens", "cmd", [
        "docker swarm join --token «s:sw_token» «p:ip»:2377",
        "kubeadm join «p:ip»:6443 --token «s:kubeadm» --discovery-token-ca-cert-hash sha256:«p:hex64»",
        "curl -sfL https://get.k3s.io | K3S_URL=https://«p:ip»:6443 K3S_TOKEN=«s:=K10+hex64+=::server:+hex32» sh -",
        "microk8s join «p:ip»:25000/«s:hex32»/«p:hex12»",
        "nomad acl bootstrap  ->  Secret ID = «s:uuid»",
    ])


def build_secrets_config():
    K("php_config_files", "file", [
        ("wp-config.php", "define( 'DB_NAME', '«p:proj»' );\ndefine( 'DB_USER', '«p:user»' );\ndefine( 'DB_PASSWORD', '«s:pw»' );\ndefine( 'DB_HOST', '«p:host»' );"),
        ("configuration.php", "<?php\nclass JConfig {\n\tpublic $user = '«p:user»';\n\tpublic $password = '«s:pw»';\n\tpublic $db = '«p:proj»';\n\tpublic $secret = '«s:alnum16»';\n}"),
        ("app/etc/env.php", "<?php\nreturn [\n    'crypt' => [\n        'key' => '«s:hex32»'\n    ],\n    'db' => ['connection' => ['default' => ['host' => '«p:host»', 'username' => '«p:user»', 'password' => '«s:pw»']]],\n];"),
        ("config/database.php", "'mysql' => [\n    'driver' => 'mysql',\n    'host' => env('DB_HOST', '«p:host»'),\n    'username' => env('DB_USERNAME', 'forge'),\n    'password' => env('DB_PASSWORD', '«s:pw»'),\n],"),
        ("sites/default/settings.php", "$databases['default']['default'] = [\n  'database' => '«p:proj»',\n  'username' => '«p:user»',\n  'password' => '«s:pw»',\n  'host' => '«p:host»',\n  'driver' => 'mysql',\n];\n$settings['hash_salt'] = '«s:b64u55»';"),
        ("config.inc.php", "<?php\ndefine(\"SMTP_PASS\", \"«s:pw»\");\ndefine('API_SECRET', '«s:hex40»');"),
    ], None, ne=4, nz=2)
    K("xml_password_elements", "file", [
        ("hibernate.cfg.xml", "<hibernate-configuration>\n  <session-factory>\n    <property name=\"hibernate.connection.url\">jdbc:mysql://«p:host»:3306/«p:proj»</property>\n    <property name=\"hibernate.connection.username\">«p:user»</property>\n    <property name=\"hibernate.connection.password\">«s:pw»</property>\n  </session-factory>\n</hibernate-configuration>"),
        ("standalone.xml", "<datasource jndi-name=\"java:jboss/datasources/AppDS\" pool-name=\"AppDS\">\n    <connection-url>jdbc:postgresql://«p:host»:5432/«p:proj»</connection-url>\n    <security>\n        <user-name>«p:user»</user-name>\n        <password>«s:pw»</password>\n    </security>\n</datasource>"),
        ("sitemanager.xml", "<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>«p:host»</Host>\n      <Port>21</Port>\n      <User>«p:user»</User>\n      <Pass encoding=\"base64\">«s:basic»</Pass>\n    </Server>\n  </Servers>\n</FileZilla3>"),
        ("logback.xml", "<appender name=\"EMAIL\" class=\"ch.qos.logback.classic.net.SMTPAppender\">\n  <smtpHost>smtp.«p:dom»</smtpHost>\n  <username>alerts@«p:dom»</username>\n  <password>«s:pw»</password>\n  <to>«p:email»</to>\n</appender>"),
        ("users.xml", "<clickhouse>\n  <users>\n    <analyst>\n      <password>«s:pw»</password>\n      <networks><ip>::/0</ip></networks>\n    </analyst>\n  </users>\n</clickhouse>"),
        ("web.config", "<appSettings>\n  <add key=\"PaymentApiSecret\" value=\"«s:alnum32»\" />\n  <add key=\"Environment\" value=\"Production\" />\n</appSettings>"),
    ], None, ne=4, nz=2)
    K("xml_plist_mobile_secrets", "file", [
        ("app/src/main/res/values/secrets.xml", "<resources>\n    <string name=\"backend_client_secret\">«s:alnum40»</string>\n    <string name=\"app_name\">«p:proj»</string>\n</resources>"),
        ("AndroidManifest.xml", "<meta-data\n    android:name=\"com.«p:lower6».API_SECRET\"\n    android:value=\"«s:hex32»\" />"),
        ("Info.plist", "<key>APISecret</key>\n<string>«s:alnum40»</string>\n<key>CFBundleShortVersionString</key>\n<string>«p:ver»</string>"),
        ("GoogleService-Info.plist", "<key>CLIENT_SECRET</key>\n<string>«s:=GOCSPX-+b64u28»</string>\n<key>BUNDLE_ID</key>\n<string>com.«p:lower6».app</string>"),
        ("Secrets.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>RevenueCatSecret</key>\n\t<string>«s:=sk_+alnum32»</string>\n</dict>\n</plist>"),
    ])
    K("docker_config_json_auth", "file", [
        ("~/.docker/config.json", "{\n\t\"auths\": {\n\t\t\"harbor.«p:dom»\": {\n\t\t\t\"auth\": \"«s:basic»\"\n\t\t},\n\t\t\"https://index.docker.io/v1/\": {}\n\t},\n\t\"credsStore\": \"desktop\"\n}"),
        ("${XDG_RUNTIME_DIR}/containers/auth.json", "{\n  \"auths\": {\n    \"quay.io\": {\"auth\": \"«s:basic»\"},\n    \"registry.redhat.io\": {\"auth\": \"«s:basic»\"}\n  }\n}"),
        ("config.json", "{\"auths\":{\"«p:lower8».azurecr.io\":{\"auth\":\"\",\"identitytoken\":\"«s:jwt_rs»\"}}}"),
        ("gitlab-ci variables", "DOCKER_AUTH_CONFIG={\"auths\":{\"registry.«p:dom»:5000\":{\"auth\":\"«s:basic»\"}}}"),
        ("regcred.yaml", "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nmetadata:\n  name: regcred\ndata:\n  .dockerconfigjson: «s:dockercfg_b64»"),
    ])
    K("rails_master_key_and_base", "file", [
        ("config/master.key", "«s:hex32»"),
        ("bin/rails credentials:show", "secret_key_base: «s:rails_skb»\naws:\n  access_key_id: «s:akia»\n  secret_access_key: «s:aws_sk»"),
        ("config/initializers/devise.rb", "Devise.setup do |config|\n  config.secret_key = '«s:rails_skb»'\n  config.mailer_sender = 'no-reply@«p:dom»'\nend"),
        (".kamal/secrets", "RAILS_MASTER_KEY=«s:hex32»\nKAMAL_REGISTRY_PASSWORD=«s:dckr»"),
        ("config/secrets.yml", "production:\n  secret_key_base: «s:rails_skb»"),
    ])
    K("flask_secret_keys", "file", [
        ("app/__init__.py", "app = Flask(__name__)\napp.config['SECRET_KEY'] = '«s:hex48»'\napp.config['SQLALCHEMY_DATABASE_URI'] = 'sqlite:///«p:proj».db'"),
        ("config.py", "class ProductionConfig(Config):\n    SECRET_KEY = \"«s:b64u43»\"\n    JWT_SECRET_KEY = \"«s:hex64»\"\n    WTF_CSRF_SECRET_KEY = \"«s:alnum32»\""),
        (".flaskenv", "FLASK_APP=«p:proj»\nFLASK_SECRET_KEY=«s:hex64»"),
        ("main.py", "app.add_middleware(SessionMiddleware, secret_key=\"«s:b64u43»\", max_age=«p:digits5»)"),
        ("wsgi.py", "app.secret_key = b'«s:b64u32»'\nsocketio = SocketIO(app)"),
    ])
    K("web_framework_secrets", "file", [
        (".env", "APP_NAME=«p:proj»\nAPP_ENV=production\nAPP_KEY=«s:laravel_key»\nAPP_DEBUG=false"),
        (".env.local", "APP_ENV=prod\nAPP_SECRET=«s:hex32»"),
        ("server.js", "app.use(session({\n  secret: '«s:alnum32»',\n  resave: false,\n  saveUninitialized: false,\n}));"),
        ("web.config", "<system.web>\n  <machineKey validationKey=\"«s:HEX128»\" decryptionKey=\"«s:HEX48»\" validation=\"HMACSHA256\" decryption=\"AES\" />\n</system.web>"),
        ("config/runtime.exs", "config :«p:lower6», «p:upper1»«p:lower5»Web.Endpoint,\n  secret_key_base: \"«s:b64c64»\""),
        (".env.production", "NEXTAUTH_URL=https://«p:dom»\nNEXTAUTH_SECRET=«s:b64b32»"),
    ], None, ne=4, nz=2)
    K("session_cookies", "raw", [
        "curl 'https://admin.«p:dom»/api/orders' -H 'Cookie: PHPSESSID=«s:lowalnum26»; lang=en'",
        "Set-Cookie: JSESSIONID=«s:HEX32»; Path=/«p:proj»; Secure; HttpOnly",
        "Cookie: connect.sid=«s:connect_sid»",
        "# Netscape HTTP Cookie File\n.«p:dom»\tTRUE\t/\tTRUE\t1767225600\tsessionid\t«s:lowalnum32»\n.«p:dom»\tTRUE\t/\tFALSE\t1767225600\tcsrftoken\t«p:alnum32»",
        "Cookie: wordpress_logged_in_«p:hex32»=«s:wp_cookie»",
        "requests.get(url, cookies={\"_session_id\": \"«s:hex32»\"})",
    ], [
        "爬虫要带上登录 cookie：PHPSESSID=«s:lowalnum26»",
        "接口调试时用的 cookie：JSESSIONID=«s:HEX32»，过期就重新登录拿。",
    ], ne=4, nz=2)
    K("cn_site_cookies", "raw", [
        "bilibili downloader config: SESSDATA=«s:sessdata»",
        "zhihu scraper: cookies = {'z_c0': '«s:zhihu»'}",
        "BDUSS=«s:bduss» (Baidu Netdisk CLI login)",
    ], [
        "B站大会员的 SESSDATA：«s:sessdata»，填到 config.json 里就能下载 1080P。",
        "百度网盘的 BDUSS 是 «s:bduss» ，用 BaiduPCS-Go login -bduss= 登录",
        "知乎登录 cookie z_c0=«s:zhihu»",
    ], ne=3, nz=3)
    K("json_camelcase_keys", "file", [
        ("config/default.json", "{\n  \"server\": {\"port\": «p:digits4»},\n  \"mqttPassword\": \"«s:pw»\",\n  \"webhookSigningSecret\": \"«s:hex64»\"\n}"),
        ("app.json", "{\n  \"expo\": {\n    \"name\": \"«p:proj»\",\n    \"extra\": {\"backendApiSecret\": \"«s:alnum40»\"}\n  }\n}"),
        ("serverless.json", "{\"service\":\"«p:proj»\",\"custom\":{\"encryptionSecret\":\"«s:b64b32»\",\"stage\":\"prod\"}}"),
        ("local.settings.json", "{\n  \"IsEncrypted\": false,\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"UseDevelopmentStorage=true\",\n    \"smtpPass\": \"«s:pw»\",\n    \"privateKeyPassphrase\": \"«s:phrase_dash»\"\n  }\n}"),
        ("firebase-functions.json", "{\"stripe\": {\"restrictedKey\": \"«s:=rk_live_+alnum99»\"}, \"authToken\": \"«s:b64u40»\"}"),
        ("config.prod.json", "{\"db\":{\"masterKey\":\"«s:hex64»\",\"replicaPwd\":\"«s:pw»\"}}"),
    ], None, ne=4, nz=2)
    K("yaml_nested_keys", "file", [
        ("config/production.yaml", "auth:\n  jwt:\n    signingSecret: «s:b64u64»\n    ttl: 15m\nmail:\n  smtpPassword: '«s:pw»'"),
        ("application.yml", "micronaut:\n  security:\n    token:\n      jwt:\n        signatures:\n          secret:\n            generator:\n              secret: '«s:alnum48»'"),
        ("docker-stack.yml", "x-app-env: &env\n  ACME_ADMIN_PWD: \"«s:pw»\"\n  ACME_LICENSE_SECRET: «s:hex40»"),
        ("config.yaml", "clickhouse:\n  dsn: tcp://«p:host»:9000\n  adminPassword: «s:pw»\nencryption:\n  dataKey: «s:b64b32»"),
        ("settings.yml", "x-api-secret: «s:alnum36»\nallowed_origins:\n  - https://«p:dom»"),
    ], [
        ("config.yaml", "# 生产环境配置\n飞书:\n  appId: cli_«p:hex16»\n  appSecret: «s:alnum32»\n数据库:\n  密码: «s:pwzh»"),
        ("application-prod.yml", "# 短信服务\nsms:\n  accessKeySecret: «s:alnum30»\n  signName: 某某科技"),
    ])
    K("env_prefixed_keys", "file", [
        (".env", "ACME_PROD_DB_PASSWORD=«s:pw»\nACME_PROD_DB_HOST=«p:host»\nACME_FEATURE_FLAGS=beta,search"),
        (".env.production", "APP__AUTH__JWTSECRET=«s:b64u48»\nAPP__AUTH__ISSUER=https://«p:dom»"),
        (".env", "TF_VAR_db_password=«s:pw»\nPULUMI_CONFIG_PASSPHRASE=«s:phrase_sp»"),
        ("keycloak.env", "KC_DB=postgres\nKC_DB_PASSWORD=«s:pw»\nKC_BOOTSTRAP_ADMIN_PASSWORD=«s:pwr»"),
        ("grafana.env", "GF_SECURITY_ADMIN_PASSWORD=«s:pw»\nGF_SERVER_ROOT_URL=https://grafana.«p:dom»"),
        (".env", "NUXT_SESSION_PASSWORD=«s:alnum40»\nNUXT_OAUTH_GITHUB_CLIENT_SECRET=«s:hex40»"),
    ], None, ne=4, nz=2)
    K("shell_env_exports_multi", "file", [
        (".envrc", "export AWS_PROFILE=«p:proj»\nexport DATABASE_PASSWORD='«s:pw»'\nlayout python3"),
        ("config.fish", "set -gx OPENROUTER_API_KEY «s:=sk-or-v1-+hex64»\nset -gx EDITOR nvim"),
        ("$PROFILE", "$env:AZURE_OPENAI_API_KEY = \"«s:hex32»\"\n$env:AZURE_OPENAI_ENDPOINT = \"https://«p:lower8».openai.azure.com/\""),
        ("setup.bat", "setx SMTP_PASSWORD \"«s:pw»\"\nsetx SMTP_HOST smtp.«p:dom»"),
        ("Dockerfile", "FROM python:3.12-slim\nENV PIP_INDEX_URL=https://«p:user»:«s:pwu»@pypi.«p:dom»/simple\nARG SENTRY_AUTH_TOKEN=«s:=sntryu_+hex64»\nRUN pip install -r requirements.txt"),
        (".cshrc", "setenv ORACLE_PWD «s:pw»\nsetenv ORACLE_SID PROD"),
    ], None, ne=4, nz=2)
    K("ini_db_client_files", "file", [
        ("~/.my.cnf", "[client]\nuser=«p:user»\npassword=«s:pw»\nhost=«p:host»"),
        ("/etc/odbc.ini", "[ReportsDSN]\nDriver=ODBC Driver 18 for SQL Server\nServer=«p:host»\nDatabase=«p:proj»\nUID=«p:user»\nPWD=«s:pw»"),
        ("/etc/sssd/sssd.conf", "[domain/corp]\nldap_uri = ldaps://ldap.«p:dom»\nldap_default_bind_dn = cn=sssd,ou=svc,dc=corp\nldap_default_authtok = «s:pw»"),
        ("php.ini", "[MySQLi]\nmysqli.default_host = «p:host»\nmysqli.default_user = «p:user»\nmysqli.default_pw = «s:pw»"),
        ("freetds.conf", "[legacy]\n\thost = «p:host»\n\tport = 1433\n\ttds version = 7.4\n# user «p:user» password «s:pw»"),
    ])
    K("ini_pkg_index_files", "file", [
        ("~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = «s:pypi»"),
        ("~/.config/pip/pip.conf", "[global]\nindex-url = https://«p:user»:«s:pwu»@nexus.«p:dom»/repository/pypi/simple\ntimeout = 60"),
        ("~/.condarc", "channels:\n  - https://conda.anaconda.org/t/«s:lower2+=-+uuid»/«p:lower6»\n  - conda-forge"),
        ("~/.gem/credentials", "---\n:rubygems_api_key: «s:rubygems»"),
        ("~/.gitconfig", "[http \"https://git.«p:dom»/\"]\n\textraHeader = Authorization: Basic «s:basic»"),
    ])
    K("toml_configs", "file", [
        ("~/.cargo/credentials.toml", "[registry]\ntoken = \"«s:=cio+alnum32»\""),
        (".streamlit/secrets.toml", "[connections.postgresql]\ndialect = \"postgresql\"\nhost = \"«p:host»\"\nusername = \"«p:user»\"\npassword = \"«s:pw»\""),
        ("/etc/gitlab-runner/config.toml", "[[runners]]\n  name = \"«p:proj»-runner\"\n  url = \"https://gitlab.«p:dom»\"\n  token = \"«s:=glrt-+b64u20»\"\n  executor = \"docker\""),
        ("telegraf.conf", "[[outputs.influxdb_v2]]\n  urls = [\"http://«p:host»:8086\"]\n  token = \"«s:b64u86»==\"\n  organization = \"«p:proj»\""),
        ("wrangler.toml", "name = \"«p:proj»\"\n[vars]\nUPSTREAM_API_SECRET = \"«s:alnum40»\""),
    ])
    K("hcl_configs", "file", [
        ("consul.hcl", "datacenter = \"dc1\"\nencrypt = \"«s:b64b32»\"\nacl {\n  enabled = true\n  tokens {\n    initial_management = \"«s:uuid»\"\n  }\n}"),
        ("vault.hcl", "seal \"transit\" {\n  address = \"https://vault-transit.«p:dom»:8200\"\n  token   = \"«s:hvs»\"\n  key_name = \"autounseal\"\n}"),
        ("nomad.hcl", "vault {\n  enabled = true\n  address = \"https://vault.«p:dom»:8200\"\n  token   = \"«s:hvs»\"\n}"),
        ("variables.pkr.hcl", "variable \"winrm_password\" {\n  type    = string\n  default = \"«s:pw»\"\n}"),
        ("terragrunt.hcl", "inputs = {\n  db_username = \"«p:user»\"\n  db_password = \"«s:pw»\"\n}"),
    ])
    K("gradle_properties", "file", [
        ("~/.gradle/gradle.properties", "signing.keyId=«p:HEX8»\nsigning.password=«s:pw»\nsigning.secretKeyRingFile=/home/«p:user»/.gnupg/secring.gpg\nossrhPassword=«s:pwr»"),
        ("gradle.properties", "systemProp.https.proxyHost=proxy.«p:dom»\nsystemProp.https.proxyUser=«p:user»\nsystemProp.https.proxyPassword=«s:pw»"),
        ("sentry.properties", "defaults.org=«p:proj»\ndefaults.project=android\nauth.token=«s:sntrys»"),
        ("gradle.properties", "org.gradle.jvmargs=-Xmx4g\nnexusUsername=«p:user»\nnexusPassword=«s:pw»"),
        ("local.properties", "sdk.dir=/Users/«p:user»/Library/Android/sdk\nRELEASE_STORE_PASSWORD=«s:pw»\nRELEASE_KEY_PASSWORD=«s:pwr»"),
    ])
    K("jvm_app_properties", "file", [
        ("flyway.conf", "flyway.url=jdbc:postgresql://«p:host»:5432/«p:proj»\nflyway.user=«p:user»\nflyway.password=«s:pw»"),
        ("liquibase.properties", "changeLogFile=db/changelog.xml\nurl=jdbc:oracle:thin:@«p:host»:1521/ORCL\nusername=«p:user»\npassword=«s:pw»"),
        ("application.properties", "quarkus.datasource.username=«p:user»\nquarkus.datasource.password=«s:pw»\nquarkus.oidc.credentials.secret=«s:alnum32»"),
        ("mail.properties", "mail.smtp.host=smtp.«p:dom»\nmail.smtp.user=noreply@«p:dom»\nmail.smtp.password=«s:pw»"),
        ("hibernate.properties", "hibernate.connection.username=«p:user»\nhibernate.connection.password=«s:pw»"),
    ])
    K("ci_workflow_literals", "file", [
        (".github/workflows/deploy.yml", "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DEPLOY_HOOK_SECRET: «s:hex40»\n    steps:\n      - uses: actions/checkout@v4"),
        (".gitlab-ci.yml", "variables:\n  POSTGRES_PASSWORD: \"«s:pw»\"\n  POSTGRES_DB: «p:proj»\ntest:\n  services: [postgres:16]"),
        ("Jenkinsfile", "pipeline {\n  agent any\n  environment {\n    NEXUS_PASSWORD = '«s:pw»'\n  }\n  stages { stage('build') { steps { sh './mvnw -B deploy' } } }\n}"),
        ("azure-pipelines.yml", "variables:\n  sqlAdminPassword: '«s:pw»'\n  buildConfiguration: Release"),
        ("bitbucket-pipelines.yml", "pipelines:\n  default:\n    - step:\n        script:\n          - export SONAR_TOKEN=«s:=sqp_+hex40»\n          - ./gradlew sonar"),
        (".drone.yml", "steps:\n- name: publish\n  image: plugins/docker\n  settings:\n    username: «p:user»\n    password: «s:pw»"),
    ], None, ne=4, nz=2)
    K("ci_log_leaks", "log", [
        "+ curl -sf -H 'Authorization: Bearer «s:b64u48»' https://api.«p:dom»/deploy\n+ echo done\ndone",
        "[Pipeline] sh\n+ mvn -B deploy -Drepo.password=«s:pw»\n[INFO] BUILD SUCCESS",
        "«p:ts» + docker login -u ci -p «s:pw» registry.«p:dom»\n«p:ts» WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n«p:ts» Login Succeeded",
        "Step 7/12 : RUN git clone https://oauth2:«s:=glpat-+b64u20»@gitlab.«p:dom»/«p:proj».git\n ---> Running in «p:hex12»",
        "$ env | sort\nCI=true\nDEPLOY_KEY_PASSPHRASE=«s:phrase_sp»\nHOME=/root",
    ])
    K("proxy_header_injection", "file", [
        ("nginx/conf.d/api.conf", "location /upstream/ {\n    proxy_pass https://api.«p:dom»/;\n    proxy_set_header Authorization \"Bearer «s:b64u40»\";\n}"),
        ("nginx.conf", "location /es/ {\n    proxy_pass http://«p:host»:9200/;\n    proxy_set_header Authorization \"Basic «s:basic»\";\n}"),
        ("httpd.conf", "<Location /api>\n    RequestHeader set X-Api-Key \"«s:hex40»\"\n    ProxyPass http://«p:host»:8080/api\n</Location>"),
        ("Caddyfile", "api.«p:dom» {\n\treverse_proxy «p:host»:3000 {\n\t\theader_up X-Internal-Token «s:alnum40»\n\t}\n}"),
        ("squid.conf", "cache_peer proxy.«p:dom» parent 3128 0 no-query login=«p:user»:«s:pwu»"),
    ])
    K("log_shipper_configs", "file", [
        ("logstash.conf", "output {\n  elasticsearch {\n    hosts => [\"https://«p:host»:9200\"]\n    user => \"logstash_writer\"\n    password => \"«s:pw»\"\n  }\n}"),
        ("fluent-bit.conf", "[OUTPUT]\n    Name  http\n    Match *\n    Host  logs.«p:dom»\n    HTTP_User «p:user»\n    HTTP_Passwd «s:pw»"),
        ("filebeat.yml", "output.elasticsearch:\n  hosts: [\"«p:host»:9200\"]\n  username: \"filebeat\"\n  password: \"«s:pw»\""),
        ("vector.toml", "[sinks.loki]\ntype = \"loki\"\nendpoint = \"https://logs-prod.grafana.net\"\nauth.strategy = \"basic\"\nauth.user = \"«p:digits6»\"\nauth.password = \"«s:glc»\""),
        ("prometheus.yml", "remote_write:\n  - url: https://prometheus.«p:dom»/api/v1/write\n    basic_auth:\n      username: «p:digits6»\n      password: «s:pw»"),
    ])
    K("redis_conf_acl", "file", [
        ("redis.conf", "bind 0.0.0.0\nport 6379\nrequirepass «s:pwr»\nmaxmemory 2gb"),
        ("users.acl", "user default off\nuser worker on >«s:pw» ~jobs:* &* +@all -@dangerous"),
        ("replica.conf", "replicaof «p:ip» 6379\nmasterauth «s:pwr»"),
        ("sentinel.conf", "sentinel monitor mymaster «p:ip» 6379 2\nsentinel auth-pass mymaster «s:pw»"),
        ("valkey.conf", "# prod cache\nrequirepass \"«s:pw»\"\nappendonly yes"),
    ])
    K("iot_firmware_creds", "file", [
        ("src/main.cpp", "const char* ssid = \"«p:ssid»\";\nconst char* password = \"«s:pw»\";\nconst char* mqtt_pass = \"«s:pwr»\";"),
        ("secrets.yaml", "wifi_ssid: \"«p:ssid»\"\nwifi_password: \"«s:pw»\"\napi_encryption_key: \"«s:b64b32»\"\nota_password: \"«s:hex32»\""),
        ("boot.py", "import network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('«p:ssid»', '«s:pw»')"),
        ("tasmota-console.txt", "Backlog SSID1 «p:ssid»; Password1 «s:pw»; MqttHost «p:ip»; MqttPassword «s:pwr»"),
        ("configuration.yaml", "homeassistant:\n  name: Home\nhttp:\n  use_x_forwarded_for: true\n# long-lived token for the dashboard script\nrest_command:\n  notify:\n    headers:\n      Authorization: \"Bearer «s:jwt»\""),
    ])
    K("git_credential_files", "file", [
        ("~/.git-credentials", "https://«p:user»:«s:ghp»@github.com\nhttps://oauth2:«s:=glpat-+b64u20»@gitlab.«p:dom»"),
        ("~/.gitconfig", "[credential \"https://git.«p:dom»\"]\n\thelper = \"!f() { echo username=«p:user»; echo password=«s:pw»; }; f\""),
        (".git/config", "[remote \"origin\"]\n\turl = https://x-access-token:«s:=ghs_+alnum36»@github.com/«p:lower6»/«p:proj».git\n\tfetch = +refs/heads/*:refs/remotes/origin/*"),
        ("~/.config/gh/hosts.yml", "github.com:\n    user: «p:user»\n    oauth_token: «s:gho»\n    git_protocol: https"),
        (".git/config", "[remote \"origin\"]\n\turl = https://«p:user»:«s:=ATBB+alnum32»@bitbucket.org/«p:lower6»/«p:proj».git"),
    ])
    K("coding_agent_configs", "file", [
        (".aider.conf.yml", "model: gemini/gemini-2.5-pro\napi-key:\n  - gemini=«s:=AIza+b64u35»\nauto-commits: false"),
        ("~/.continue/config.yaml", "models:\n  - name: voyage-embed\n    provider: voyage\n    model: voyage-code-3\n    apiKey: «s:=pa-+b64u43»"),
        (".cursor/mcp.json", "{\n  \"mcpServers\": {\n    \"tavily\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"tavily-mcp\"],\n      \"env\": {\"TAVILY_API_KEY\": \"«s:=tvly-dev-+alnum32»\"}\n    }\n  }\n}"),
        ("litellm_config.yaml", "model_list:\n  - model_name: llama-fast\n    litellm_params:\n      model: cerebras/llama3.3-70b\n      api_key: «s:=csk-+lowalnum48»"),
        (".claude/settings.local.json", "{\n  \"env\": {\n    \"FIRECRAWL_API_KEY\": \"«s:=fc-+hex32»\",\n    \"MAX_THINKING_TOKENS\": \"8000\"\n  }\n}"),
    ])
    K("helm_values_passwords", "file", [
        ("values-prod.yaml", "postgresql:\n  auth:\n    postgresPassword: «s:pw»\n    password: «s:pwr»\n    database: «p:proj»"),
        ("values.yaml", "keycloak:\n  auth:\n    adminUser: admin\n    adminPassword: \"«s:pw»\""),
        ("values.yaml", "redis:\n  architecture: replication\n  auth:\n    enabled: true\n    password: «s:pwr»"),
        ("values-minio.yaml", "rootUser: admin\nrootPassword: «s:pw»\npersistence:\n  size: 500Gi"),
        ("values.yaml", "gitlab-runner:\n  runnerToken: «s:=glrt-+b64u20»\n  gitlabUrl: https://gitlab.«p:dom»/"),
    ])
    K("config_mgmt_pillars", "file", [
        ("hieradata/common.yaml", "profile::mysql::root_password: '«s:pw»'\nprofile::mysql::bind_address: '0.0.0.0'"),
        ("pillar/mysql.sls", "mysql:\n  server:\n    root_password: «s:pw»\n  user:\n    «p:user»:\n      password: «s:pwr»"),
        ("data_bags/credentials/smtp.json", "{\n  \"id\": \"smtp\",\n  \"user\": \"mailer\",\n  \"password\": \"«s:pw»\"\n}"),
        ("group_vars/all/vault_plain.yml", "# TODO encrypt with ansible-vault\nvault_redis_password: «s:pwr»"),
        ("cloud-init.yaml", "#cloud-config\nchpasswd:\n  list: |\n    ubuntu:«s:pw»\n  expire: false"),
    ])
    K("db_urls_new_schemes", "file", [
        (".env", "DATABASE_URL=postgresql://«p:user»:«s:pwu»@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full"),
        (".env", "TURSO_DATABASE_URL=libsql://«p:proj»-«p:lower6».turso.io\nTURSO_AUTH_TOKEN=«s:jwt»"),
        ("settings.py", "DATABASES = {\"default\": dj_database_url.parse(\"postgres://avnadmin:«s:aiven»@pg-«p:lower6».aivencloud.com:12691/defaultdb?sslmode=require\")}"),
        ("celeryconfig.py", "broker_url = 'rediss://default:«s:alnum32»@«p:lower6».upstash.io:6379'\nresult_backend = broker_url"),
        ("config.py", "SQLALCHEMY_DATABASE_URI = \"oracle+oracledb://«p:user»:«s:pwu»@«p:host»:1521/?service_name=ORCLPDB1\""),
        ("nats.conf", "cluster {\n  routes = [\n    nats://ruser:«s:pwu»@«p:host»:6222\n  ]\n}"),
    ], None, ne=4, nz=2)
    K("tf_state_outputs", "file", [
        ("terraform.tfstate", "{\n  \"type\": \"random_password\",\n  \"name\": \"db\",\n  \"instances\": [{\"attributes\": {\"length\": 24, \"result\": \"«s:pwr»\", \"special\": true}}]\n}"),
        ("terraform output -json", "{\n  \"db_admin_password\": {\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"«s:pwr»\"\n  }\n}"),
        ("pulumi stack output --show-secrets", "Current stack outputs (3):\n    OUTPUT          VALUE\n    dbEndpoint      «p:host»\n    dbPassword      «s:pwr»\n    region          «p:region»"),
        ("terraform.tfstate", "\"attributes\": {\n  \"id\": \"«p:user»\",\n  \"encrypted_secret\": null,\n  \"secret\": \"«s:aws_sk»\",\n  \"user\": \"«p:user»\"\n}"),
        ("terraform.tfstate", "\"attributes\": {\"administrator_login\": \"«p:user»\", \"administrator_login_password\": \"«s:pw»\", \"fqdn\": \"«p:lower6».database.windows.net\"}"),
    ])
    K("sql_password_statements", "raw", [
        "CREATE LOGIN «p:user» WITH PASSWORD = '«s:pw»', CHECK_POLICY = ON;",
        "CREATE USER «p:user» IDENTIFIED BY \"«s:pw»\" DEFAULT TABLESPACE users;",
        "CREATE USER «p:user» IDENTIFIED WITH sha256_password BY '«s:pw»';  -- ClickHouse",
        "CREATE ROLE «p:user» WITH PASSWORD = '«s:pw»' AND LOGIN = true;  -- cqlsh",
        "db.changeUserPassword(\"«p:user»\", \"«s:pw»\")",
    ], [
        "-- 给报表库新建只读账号\nALTER ROLE «p:user» WITH LOGIN PASSWORD '«s:pw»';",
        "迁移脚本里有这么一句：SET PASSWORD FOR '«p:user»'@'%' = '«s:pw»'; 先别提交。",
    ])


def build_secrets_vendors_required():
    K("discord_webhooks_bots", "file", [
        (".env", "DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/«p:digits19»/«s:b64u68»"),
        ("notify.py", "requests.post(\"https://discordapp.com/api/webhooks/«p:digits18»/«s:b64u68»\", json={\"content\": msg})"),
        ("alertmanager.yml", "receivers:\n  - name: discord\n    discord_configs:\n      - webhook_url: https://ptb.discord.com/api/webhooks/«p:digits19»/«s:b64u68»?wait=true"),
        ("bot/.env", "DISCORD_BOT_TOKEN=«s:discord_bot»\nGUILD_ID=«p:digits18»"),
        ("config.json", "{\"token\": \"«s:discord_bot»\", \"prefix\": \"!\", \"owner\": \"«p:digits18»\"}"),
    ])
    K("teams_webhooks", "file", [
        ("notify.ps1", "$uri = 'https://«p:lower8».webhook.office.com/webhookb2/«p:uuid»@«p:uuid»/IncomingWebhook/«s:hex32»/«p:uuid»/«s:=V2+b64u43»'\nInvoke-RestMethod -Method Post -Uri $uri -Body $json -ContentType 'application/json'"),
        ("alerts.yaml", "teams:\n  url: \"https://prod-«p:digits2».westeurope.logic.azure.com:443/workflows/«p:hex32»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«s:b64u43»\""),
        (".env", "TEAMS_WORKFLOW_URL=https://«p:hex32».«p:digits2».environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/«p:hex32»/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«s:b64u43»"),
        ("Jenkinsfile", "office365ConnectorSend webhookUrl: 'https://outlook.office.com/webhook/«p:uuid»@«p:uuid»/IncomingWebhook/«s:hex32»/«p:uuid»', message: 'build done'"),
        ("grafana-contact-point.json", "{\"type\":\"teams\",\"settings\":{\"url\":\"https://«p:lower8».webhook.office.com/webhookb2/«p:uuid»@«p:uuid»/IncomingWebhook/«s:hex32»/«p:uuid»/«s:=V2+b64u43»\"}}"),
    ])
    K("sentry_dsn_tokens", "file", [
        ("sentry.client.config.ts", "Sentry.init({\n  dsn: \"https://«s:hex32»@o«p:digits6».ingest.us.sentry.io/«p:digits16»\",\n  tracesSampleRate: 0.1,\n});"),
        (".env", "SENTRY_DSN=https://«s:hex32»@sentry.«p:dom»/«p:digits2»\nSENTRY_AUTH_TOKEN=«s:sntrys»"),
        (".sentryclirc", "[auth]\ntoken=«s:=sntryu_+hex64»\n\n[defaults]\norg=«p:proj»"),
        ("settings.py", "sentry_sdk.init(dsn=\"https://«s:hex32»@o«p:digits6».ingest.de.sentry.io/«p:digits7»\", environment=\"prod\")"),
        ("ci.sh", "sentry-cli --auth-token «s:sntrys» releases new «p:ver»"),
    ])
    K("terraform_cloud_tokens", "file", [
        ("~/.terraform.d/credentials.tfrc.json", "{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"«s:tfc»\"\n    }\n  }\n}"),
        ("provider.tf", "provider \"tfe\" {\n  hostname = \"app.terraform.io\"\n  token    = \"«s:tfc»\"\n}"),
        ("ci.env", "TFE_TOKEN=«s:tfc»\nTF_CLOUD_ORGANIZATION=«p:proj»"),
        ("run.sh", "curl -s -H \"Authorization: Bearer «s:tfc»\" -H 'Content-Type: application/vnd.api+json' https://app.terraform.io/api/v2/organizations/«p:proj»/workspaces"),
        (".envrc", "export TF_TOKEN_tfe_«p:lower6»_com=«s:tfc»"),
    ])
    K("onepassword_credentials", "raw", [
        "OP_SERVICE_ACCOUNT_TOKEN=«s:ops»",
        "1Password Emergency Kit\nSign-in address: https://«p:lower6».1password.com\nEmail: «p:email»\nSecret Key: «s:op_secret_key»",
        "$ eval $(op signin --account «p:lower6»)\n$ env | grep OP_SESSION\nOP_SESSION_«p:lower6»=«s:b64u43»",
        "connect:\n  OP_CONNECT_HOST: http://op-connect:8080\n  OP_CONNECT_TOKEN: «s:jwt»",
    ], [
        "1Password 的 Secret Key 帮我记一下：«s:op_secret_key»",
        "CI 里配置的 1Password 服务账号令牌：«s:ops»",
    ], ne=4, nz=2)
    K("okta_tokens", "file", [
        ("~/.okta/okta.yaml", "okta:\n  client:\n    orgUrl: https://«p:lower6».okta.com\n    token: «s:okta»"),
        ("sync_users.sh", "curl -H \"Authorization: SSWS «s:okta»\" \"https://«p:lower6».okta.com/api/v1/users?limit=200\""),
        ("okta.tf", "provider \"okta\" {\n  org_name  = \"«p:lower6»\"\n  base_url  = \"okta.com\"\n  api_token = \"«s:okta»\"\n}"),
        (".env", "OKTA_ISSUER=https://«p:lower6».okta.com/oauth2/default\nOKTA_CLIENT_ID=0oa«p:alnum17»\nOKTA_CLIENT_SECRET=«s:b64u64»"),
        ("settings.py", "OKTA_API_TOKEN = \"«s:okta»\""),
    ])
    K("age_secret_keys", "file", [
        ("~/.config/sops/age/keys.txt", "# created: «p:ts»\n# public key: «p:age_pub»\n«s:age»"),
        (".envrc", "export SOPS_AGE_KEY=«s:age»"),
        ("chezmoi.toml", "encryption = \"age\"\n[age]\n    identity = \"~/key.txt\"\n    recipient = \"«p:age_pub»\"\n# key.txt: «s:age»"),
        ("flux-sops.yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sops-age\n  namespace: flux-system\nstringData:\n  age.agekey: «s:age»"),
        ("age-keygen output", "Public key: «p:age_pub»\n# created: «p:ts»\n# public key: «p:age_pub»\n«s:age»"),
    ])
    K("cohere_keys", "file", [
        (".env", "CO_API_KEY=«s:alnum40»\nCOHERE_MODEL=command-r-plus"),
        ("rag.py", "import cohere\nco = cohere.ClientV2(api_key=\"«s:alnum40»\")\nres = co.rerank(model=\"rerank-v3.5\", query=q, documents=docs)"),
        ("embed.py", "embeddings = CohereEmbeddings(model=\"embed-english-v3.0\", cohere_api_key=\"«s:alnum40»\")"),
        ("test.sh", "curl https://api.cohere.com/v2/chat -H \"Authorization: Bearer «s:alnum40»\" -d '{\"model\":\"command-a-03-2025\",\"messages\":[]}'"),
        ("litellm.yaml", "  - model_name: rerank\n    litellm_params:\n      model: cohere/rerank-v3.5\n      api_key: «s:alnum40»"),
    ])
    K("xai_keys", "file", [
        (".env", "XAI_API_KEY=«s:xai»"),
        ("grok.py", "client = OpenAI(base_url=\"https://api.x.ai/v1\", api_key=\"«s:xai»\")"),
        ("test.sh", "curl https://api.x.ai/v1/chat/completions -H \"Authorization: Bearer «s:xai»\" -H 'Content-Type: application/json'"),
        ("config.toml", "[providers.xai]\napi_key = \"«s:xai»\"\nmodel = \"grok-4\""),
        ("index.ts", "const xai = createXai({ apiKey: '«s:xai»' });"),
    ])
    K("baidu_qianfan_keys", "file", [
        (".env", "QIANFAN_API_KEY=«s:qf_bce»\nQIANFAN_MODEL=ernie-4.5-turbo-128k"),
        ("ernie.py", "url = \"https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=«s:alnum24»&client_secret=«s:alnum32»\""),
        ("qianfan.sh", "export QIANFAN_ACCESS_KEY=«s:hex32»\nexport QIANFAN_SECRET_KEY=«s:hex32»"),
        ("chat.py", "resp = requests.post(f\"https://aip.baidubce.com/rpc/2.0/ai_custom/v1/wenxinworkshop/chat/ernie-speed-128k?access_token=«s:baidu_at»\", json=body)"),
        ("client.py", "client = OpenAI(api_key=\"«s:qf_bce»\", base_url=\"https://qianfan.baidubce.com/v2\")"),
    ], [
        ("config.yaml", "# 千帆大模型平台\nqianfan:\n  api_key: «s:qf_bce»\n  model: ernie-4.5"),
        ("说明.md", "文心一言旧版鉴权：API Key = «s:alnum24»，Secret Key = «s:alnum32»，先换 access_token 再调用。"),
    ])
    K("huawei_cloud_keys", "file", [
        ("credentials.csv", "User Name,Access Key Id,Secret Access Key\n«p:user»,«s:upalnum20»,«s:alnum40»"),
        ("hcloud.sh", "hcloud configure set --cli-profile=prod --cli-mode=AKSK --cli-region=cn-north-4 --cli-access-key=«s:upalnum20» --cli-secret-key=«s:alnum40»"),
        ("main.py", "credentials = BasicCredentials(ak=\"«s:upalnum20»\", sk=\"«s:alnum40»\", project_id=\"«p:hex32»\")"),
        (".env", "HUAWEICLOUD_SDK_AK=«s:upalnum20»\nHUAWEICLOUD_SDK_SK=«s:alnum40»\nHUAWEICLOUD_REGION=cn-north-4"),
        (".env", "MAAS_API_KEY=«s:b64u86»\nMAAS_BASE_URL=https://api.modelarts-maas.com/v1"),
    ], [
        ("obs.py", "# 华为云 OBS 上传\nobsClient = ObsClient(access_key_id='«s:upalnum20»', secret_access_key='«s:alnum40»', server='https://obs.cn-north-4.myhuaweicloud.com')"),
        ("笔记.md", "华为云 ModelArts 大模型的 API Key：«s:b64u86» ，在 MaaS 控制台生成的。"),
    ])
    K("tencent_cloud_keys", "file", [
        ("cos.py", "config = CosConfig(Region='ap-guangzhou', SecretId='«s:akid»', SecretKey='«s:alnum32»')"),
        ("~/.cos.conf", "[common]\nsecret_id = «s:akid»\nsecret_key = «s:alnum32»\nbucket = «p:bucket»-«p:digits10»\nregion = ap-shanghai"),
        (".env", "TENCENTCLOUD_SECRET_ID=«s:akid»\nTENCENTCLOUD_SECRET_KEY=«s:alnum32»"),
        ("provider.tf", "provider \"tencentcloud\" {\n  secret_id  = \"«s:akid»\"\n  secret_key = \"«s:alnum32»\"\n  region     = \"ap-guangzhou\"\n}"),
        ("sms.go", "credential := common.NewCredential(\"«s:akid»\", \"«s:alnum32»\")"),
    ])
    K("azure_storage_keys", "file", [
        ("local.settings.json", "{\"Values\": {\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=«p:lower8»;AccountKey=«s:azkey»;EndpointSuffix=core.windows.net\"}}"),
        ("az storage account keys list", "[\n  {\n    \"creationTime\": \"«p:ts»\",\n    \"keyName\": \"key1\",\n    \"permissions\": \"FULL\",\n    \"value\": \"«s:azkey»\"\n  }\n]"),
        (".env", "AZURE_STORAGE_ACCOUNT=«p:lower8»\nAZURE_STORAGE_KEY=«s:azkey»"),
        ("rclone.conf", "[azblob]\ntype = azureblob\naccount = «p:lower8»\nkey = «s:azkey»"),
        ("appsettings.json", "{\"Storage\": {\"ConnectionString\": \"DefaultEndpointsProtocol=https;AccountName=«p:lower8»;AccountKey=«s:azkey»;EndpointSuffix=core.chinacloudapi.cn\"}}"),
    ])
    K("azure_devops_pats", "file", [
        ("clone.sh", "git clone https://«p:user»:«s:azdo_old»@dev.azure.com/«p:lower6»/«p:proj»/_git/«p:proj»"),
        (".env", "AZURE_DEVOPS_EXT_PAT=«s:azdo_new»"),
        ("query.sh", "curl -H \"Authorization: Basic «s:basic_pat»\" \"https://dev.azure.com/«p:lower6»/_apis/projects?api-version=7.1\""),
        (".npmrc", "registry=https://pkgs.dev.azure.com/«p:lower6»/_packaging/«p:proj»/npm/registry/\n//pkgs.dev.azure.com/«p:lower6»/_packaging/«p:proj»/npm/registry/:username=«p:lower6»\n//pkgs.dev.azure.com/«p:lower6»/_packaging/«p:proj»/npm/registry/:_password=«s:azdo_npm»"),
        ("pipeline-agent.sh", "./config.sh --unattended --url https://dev.azure.com/«p:lower6» --auth pat --token «s:azdo_old» --pool Default"),
    ])
    K("totp_seeds", "raw", [
        "otpauth://totp/GitHub:«p:user»?secret=«s:totp»&issuer=GitHub",
        "otpauth-migration://offline?data=«s:otp_migr»",
        "import pyotp\ntotp = pyotp.TOTP(\"«s:totp»\")\nprint(totp.now())",
        "$ oathtool --totp -b «s:totp»\n«p:digits6»",
    ], [
        "两步验证的密钥（手动输入那个）：«s:totp_sp»",
        "谷歌验证器导出的二维码内容：otpauth-migration://offline?data=«s:otp_migr»",
    ], ne=4, nz=2)
    K("bip39_mnemonics", "raw", [
        "MNEMONIC=\"«s:mn12»\"\nRPC_URL=https://sepolia.infura.io/v3/«p:hex32»",
        "module.exports = { networks: { hardhat: { accounts: { mnemonic: \"«s:mn24»\" } } } };",
        "cast wallet import deployer --mnemonic \"«s:mn12»\"",
    ], [
        "钱包助记词（中文）：«s:mnzh»",
        "这是测试钱包的助记词，帮我保存一下：«s:mn12»",
        "冷钱包备份：«s:mn24»",
    ], ne=3, nz=3)


def build_secrets_vendors_new():
    K("huggingface_tokens", "file", [
        (".env", "HF_TOKEN=«s:hf»"),
        ("login.sh", "huggingface-cli login --token «s:hf» --add-to-git-credential"),
        (".git/config", "[remote \"space\"]\n\turl = https://«p:user»:«s:hf»@huggingface.co/spaces/«p:user»/«p:proj»"),
        ("~/.cache/huggingface/token", "«s:hf»"),
        ("train.py", "from huggingface_hub import login\nlogin(token=\"«s:hf»\")"),
    ])
    K("ai_keys_intl_prefixed", "file", [
        (".env", "VOYAGE_API_KEY=«s:=pa-+b64u43»"),
        ("search.py", "headers = {\"Authorization\": \"Bearer «s:=jina_+hex32+alnum28»\"}\nr = requests.post(\"https://api.jina.ai/v1/embeddings\", headers=headers, json=payload)"),
        ("tts.ts", "const client = new ElevenLabsClient({ apiKey: \"«s:=sk_+hex48»\" });"),
        (".env", "NVIDIA_API_KEY=«s:=nvapi-+b64u64»"),
        (".env", "LANGFUSE_PUBLIC_KEY=pk-lf-«p:uuid»\nLANGFUSE_SECRET_KEY=«s:=sk-lf-+uuid»\nLANGFUSE_HOST=https://cloud.langfuse.com"),
        ("admin.sh", "curl https://api.anthropic.com/v1/organizations/users -H \"x-api-key: «s:=sk-ant-admin01-+b64u93+=AA»\" -H 'anthropic-version: 2023-06-01'"),
    ], None, ne=4, nz=2)
    K("ai_keys_intl_unprefixed", "file", [
        ("transcribe.py", "import assemblyai as aai\naai.settings.api_key = \"«s:hex32»\""),
        ("stt.sh", "curl -X POST -H \"Authorization: Token «s:hex40»\" -H 'Content-Type: audio/wav' --data-binary @a.wav 'https://api.deepgram.com/v1/listen'"),
        ("tools.py", "SERPER_API_KEY = \"«s:hex40»\"\nheaders = {\"X-API-KEY\": SERPER_API_KEY}"),
        ("search.py", "params = {\"engine\": \"google\", \"q\": query, \"api_key\": \"«s:hex64»\"}"),
        ("azure_openai.py", "client = AzureOpenAI(azure_endpoint=\"https://«p:lower8».openai.azure.com/\", api_key=\"«s:hex32»\", api_version=\"2024-10-21\")"),
    ])
    K("ai_keys_cn_more", "file", [
        (".env", "SPARK_APPID=«p:hex8»\nSPARK_API_SECRET=«s:b64c32»\nSPARK_API_KEY=«s:hex32»"),
        ("yi.py", "client = OpenAI(api_key=\"«s:hex32»\", base_url=\"https://api.lingyiwanwu.com/v1\")"),
        ("hunyuan.py", "client = OpenAI(api_key=\"«s:=sk-+alnum48»\", base_url=\"https://api.hunyuan.cloud.tencent.com/v1\")"),
    ], [
        ("config.py", "# 魔搭社区 API-Inference\nMODELSCOPE_API_KEY = \"«s:=ms-+uuid»\""),
        (".env", "# 阶跃星辰\nSTEPFUN_API_KEY=«s:alnum64»"),
        ("sensenova.py", "# 商汤日日新\nsensenova.access_key_id = \"«s:HEX32»\"\nsensenova.secret_access_key = \"«s:hex32»\""),
    ], ne=3, nz=3)
    K("google_oauth_gemini", "file", [
        ("client_secret.json", "{\"installed\":{\"client_id\":\"«p:digits12»-«p:lowalnum32».apps.googleusercontent.com\",\"project_id\":\"«p:proj»\",\"client_secret\":\"«s:=GOCSPX-+b64u28»\",\"redirect_uris\":[\"http://localhost\"]}}"),
        ("token.json", "{\"token\": \"«s:=ya29.a0+b64u180»\", \"refresh_token\": \"«s:=1//0g+b64u96»\", \"token_uri\": \"https://oauth2.googleapis.com/token\", \"scopes\": [\"https://www.googleapis.com/auth/drive.readonly\"]}"),
        (".env", "GEMINI_API_KEY=«s:=AIza+b64u35»"),
        ("gemini.py", "from google import genai\nclient = genai.Client(api_key=\"«s:=AIza+b64u35»\")"),
        ("oauth.sh", "curl -d client_id=«p:digits12»-«p:lowalnum32».apps.googleusercontent.com -d client_secret=«s:=GOCSPX-+b64u28» -d refresh_token=«s:=1//0g+b64u96» -d grant_type=refresh_token https://oauth2.googleapis.com/token"),
    ])
    K("twilio_credentials", "file", [
        (".env", "TWILIO_ACCOUNT_SID=«p:twilio_sid»\nTWILIO_AUTH_TOKEN=«s:hex32»\nTWILIO_FROM=+1«p:digits10»"),
        ("sms.py", "client = Client(\"«p:twilio_sid»\", \"«s:hex32»\")\nclient.messages.create(to=to, from_=FROM, body=text)"),
        ("send.sh", "curl -X POST https://api.twilio.com/2010-04-01/Accounts/«p:twilio_sid»/Messages.json -u «p:twilio_sid»:«s:hex32» --data-urlencode Body=hi"),
        ("config.yaml", "twilio:\n  api_key_sid: SK«p:hex32»\n  api_key_secret: «s:alnum32»"),
        ("verify.ts", "const client = twilio(process.env.TWILIO_SID, '«s:hex32»');"),
    ])
    K("email_api_keys_new", "file", [
        (".env", "SENDGRID_API_KEY=«s:sendgrid»"),
        ("mailer.py", "requests.post(\"https://api.mailgun.net/v3/mg.«p:dom»/messages\", auth=(\"api\", \"«s:hex32+=-+hex8+=-+hex8»\"), data=msg)"),
        ("newsletter.js", "mailchimp.setConfig({ apiKey: '«s:hex32+=-us+digits2»', server: 'us21' });"),
        ("postfix/sasl_passwd", "[email-smtp.«p:region».amazonaws.com]:587 «s:akia»:«s:=B+b64c43»"),
        ("config.rb", "ActionMailer::Base.smtp_settings = { user_name: 'apikey', password: '«s:sendgrid»', address: 'smtp.sendgrid.net' }"),
    ])
    K("sms_voice_keys", "file", [
        (".env", "VONAGE_API_KEY=«p:hex8»\nVONAGE_API_SECRET=«s:alnum16»"),
        ("plivo_send.py", "client = plivo.RestClient(auth_id=\"MA«p:upalnum18»\", auth_token=\"«s:alnum40»\")"),
        ("sinch.sh", "curl -u «p:hex32»:«s:alnum32» https://sms.api.sinch.com/xms/v1/«p:hex32»/batches"),
    ], [
        ("sms.py", "# 云片短信\nYUNPIAN_APIKEY = \"«s:hex32»\"\nresp = requests.post('https://sms.yunpian.com/v2/sms/single_send.json', data={'apikey': YUNPIAN_APIKEY, 'mobile': m, 'text': t})"),
        ("application.yml", "# 阿里云短信\naliyun:\n  sms:\n    access-key-id: «s:=LTAI5t+alnum18»\n    access-key-secret: «s:alnum30»\n    sign-name: 某某商城"),
    ])
    K("cn_push_services", "file", [
        ("push.py", "_jpush = jpush.JPush(app_key=\"«p:hex24»\", master_secret=\"«s:hex24»\")"),
        ("getui.properties", "getui.appId=«p:alnum22»\ngetui.appKey=«p:alnum22»\ngetui.masterSecret=«s:alnum22»"),
    ], [
        ("umeng.yaml", "# 友盟推送\numeng:\n  appkey: «p:hex24»\n  app_master_secret: «s:lowalnum32»"),
        ("hms-push.json", "{\"说明\": \"华为推送服务\", \"client_id\": \"«p:digits9»\", \"client_secret\": \"«s:hex64»\"}"),
        ("mipush.properties", "# 小米推送\nmipush.package=com.«p:lower6».app\nmipush.appSecret=«s:b64c22»=="),
    ], ne=2, nz=3)
    K("feishu_wecom_qq_secrets", "file", [
        (".env", "FEISHU_APP_ID=cli_«p:hex16»\nFEISHU_APP_SECRET=«s:alnum32»\nFEISHU_ENCRYPT_KEY=«s:alnum32»"),
        ("lark.sh", "curl -H 'Authorization: Bearer «s:lark_t»' https://open.larksuite.com/open-apis/im/v1/chats"),
    ], [
        ("wecom.py", "# 企业微信自建应用\nCORP_ID = \"ww«p:hex16»\"\nCORP_SECRET = \"«s:b64u43»\""),
        ("qqbot.yaml", "# QQ 机器人\nappid: «p:digits9»\nsecret: «s:alnum32»"),
        ("config.py", "# 飞书机器人\nAPP_ID = \"cli_«p:hex16»\"\nAPP_SECRET = \"«s:alnum32»\"  # 应用凭证"),
    ], ne=2, nz=3)
    K("cn_cloud_keys_more", "file", [
        ("ucloud.py", "client = Client({\"region\": \"cn-bj2\", \"public_key\": \"«p:b64c40»\", \"private_key\": \"«s:hex40»\"})"),
        ("bos_conf.py", "config = BceClientConfiguration(credentials=BceCredentials('«s:hex32»', '«s:hex32»'), endpoint='bj.bcebos.com')"),
        ("qingcloud.yaml", "qy_access_key_id: '«s:upper20»'\nqy_secret_access_key: '«s:alnum40»'\nzone: 'pek3'"),
    ], [
        ("upyun.py", "# 又拍云操作员\nup = upyun.UpYun('«p:bucket»', username='«p:user»', password='«s:alnum32»')"),
        ("ctyun.env", "# 天翼云对象存储\nCTYUN_AK=«s:hex32»\nCTYUN_SK=«s:hex32»"),
        ("ecloud.yaml", "# 移动云\necloud:\n  access_key: «s:hex32»\n  secret_key: «s:hex32»"),
    ], ne=3, nz=3)
    K("amap_baidumap_keys", "file", [
        ("index.html", "<script>\nwindow._AMapSecurityConfig = { securityJsCode: '«s:hex32»' };\n</script>\n<script src=\"https://webapi.amap.com/maps?v=2.0&key=«p:hex32»\"></script>"),
        ("geo.py", "AMAP_KEY = \"«p:hex32»\"\nAMAP_SIG_PRIVATE_KEY = \"«s:hex32»\"  # used to compute sig"),
    ], [
        ("map.py", "# 百度地图 SN 校验\nAK = '«p:alnum32»'\nSK = '«s:alnum32»'  # 签名用，不能泄露"),
        ("config.js", "// 高德地图安全密钥\nwindow._AMapSecurityConfig = {\n  securityJsCode: '«s:hex32»',\n}"),
        ("tmap.py", "# 腾讯位置服务 签名校验\nKEY = '«p:upalnum5»-«p:upalnum5»-«p:upalnum5»-«p:upalnum5»-«p:upalnum5»-«p:upalnum5»'\nSK = '«s:alnum32»'"),
    ], ne=2, nz=3)
    K("hashicorp_tokens", "raw", [
        "$ vault operator init\nUnseal Key 1: «s:b64b33»\nUnseal Key 2: «s:b64b33»\nUnseal Key 3: «s:b64b33»\n\nInitial Root Token: «s:hvs»",
        "$ vault login -method=userpass username=«p:user»\nKey                    Value\n---                    -----\ntoken                  «s:hvs»\ntoken_accessor         «p:b64u24»\ntoken_duration         768h",
        "export VAULT_ADDR=https://vault.«p:dom»:8200\nexport VAULT_TOKEN=«s:hvs»",
        "CONSUL_HTTP_TOKEN=«s:uuid» consul kv get -recurse config/",
    ], [
        "Vault 初始化后的 root token：«s:hvs» ，先用着，回头吊销。",
        "Nomad 的管理令牌 NOMAD_TOKEN=«s:uuid»",
    ], ne=4, nz=2)
    K("package_registry_tokens_new", "file", [
        ("~/.jfrog/jfrog-cli.conf.v6", "{\"servers\":[{\"url\":\"https://«p:lower6».jfrog.io/\",\"accessToken\":\"«s:jfrog_ref»\",\"serverId\":\"corp\"}]}"),
        ("mix.sh", "HEX_API_KEY=«s:hex32» mix hex.publish --yes"),
        ("deploy.sh", "CLOJARS_USERNAME=«p:user» CLOJARS_PASSWORD=«s:=CLOJARS_+hex60» lein deploy clojars"),
        ("tea.sh", "tea login add --name corp --url https://gitea.«p:dom» --token «s:hex40»"),
        ("release.sh", "echo ok && docker login -u «p:user» -p «s:dckr» && docker push «p:user»/«p:proj»:«p:ver»"),
    ])
    K("secrets_manager_saas_tokens", "file", [
        (".env", "DOPPLER_TOKEN=«s:doppler»"),
        ("Pulumi.ci.sh", "export PULUMI_ACCESS_TOKEN=«s:pulumi»\npulumi up --yes --stack prod"),
        ("docker-compose.yml", "services:\n  app:\n    environment:\n      INFISICAL_TOKEN: «s:=st.+uuid+=.+hex32+=.+hex32»"),
        (".envrc", "export BWS_ACCESS_TOKEN=«s:bw_sm»"),
        ("ci.yml", "env:\n  DOPPLER_TOKEN: «s:doppler»"),
    ])
    K("search_maps_keys", "file", [
        (".env", "MAPBOX_PUBLIC_TOKEN=«p:mapbox_pk»\nMAPBOX_SECRET_TOKEN=«s:mapbox_sk»"),
        ("indexer.py", "client = SearchClient.create(\"«p:upalnum10»\", \"«s:hex32»\")  # admin API key"),
        ("docker-compose.yml", "services:\n  meilisearch:\n    image: getmeili/meilisearch:v1.12\n    environment:\n      MEILI_MASTER_KEY: «s:b64u32»"),
        ("typesense.ini", "[server]\napi-key = «s:alnum32»\ndata-dir = /var/lib/typesense"),
        ("es.sh", "curl -H \"Authorization: ApiKey «s:elastic_apikey»\" https://«p:lower8».es.«p:region».aws.elastic-cloud.com/_cat/indices"),
    ])
    K("payments_new_vendors", "file", [
        (".env", "SQUARE_ACCESS_TOKEN=«s:square»\nSQUARE_ENVIRONMENT=production"),
        ("braintree.rb", "gateway = Braintree::Gateway.new(access_token: \"«s:braintree»\")"),
        ("mollie.php", "$mollie->setApiKey(\"«s:=live_+alnum30»\");"),
        ("adyen.env", "ADYEN_API_KEY=«s:=AQE+b64c120»\nADYEN_MERCHANT_ACCOUNT=«p:proj»ECOM"),
        ("square.yaml", "oauth:\n  application_id: sq0idp-«p:b64u22»\n  application_secret: «s:=sq0csp-+b64u43»"),
    ])
    K("auth_provider_secrets", "file", [
        (".env.local", "AUTH0_DOMAIN=«p:lower6».eu.auth0.com\nAUTH0_CLIENT_ID=«p:alnum32»\nAUTH0_CLIENT_SECRET=«s:b64u64»"),
        (".env", "CLERK_PUBLISHABLE_KEY=pk_live_«p:b64u40»\nCLERK_SECRET_KEY=«s:=sk_live_+alnum40»"),
        ("keycloak-client.json", "{\"clientId\": \"«p:proj»-backend\", \"secret\": \"«s:alnum32»\", \"publicClient\": false}"),
        ("stytch.py", "client = stytch.Client(project_id=\"project-live-«p:uuid»\", secret=\"«s:=secret-live-+b64u36»\")"),
        ("workos.ts", "const workos = new WorkOS('«s:=sk_+alnum48»');"),
    ])
    K("webhook_signing_secrets", "file", [
        (".env", "STRIPE_WEBHOOK_SECRET=«s:=whsec_+alnum32»"),
        ("webhooks.py", "wh = Webhook(\"«s:=whsec_+b64c32»\")\npayload = wh.verify(body, headers)"),
        ("slack.env", "SLACK_SIGNING_SECRET=«s:hex32»"),
        ("github_app.yml", "app_id: «p:digits6»\nwebhook_secret: «s:hex40»"),
        ("shopify.app.toml", "client_id = \"«p:hex32»\"\n# secret from partner dashboard\nclient_secret = \"«s:=shpss_+hex32»\""),
    ])
    K("saas_productivity_tokens", "file", [
        (".env", "HUBSPOT_ACCESS_TOKEN=«s:=pat-na1-+uuid»"),
        ("zendesk.sh", "curl https://«p:lower6».zendesk.com/api/v2/tickets.json -u «p:email»/token:«s:alnum40»"),
        ("trello.py", "TRELLO_KEY = \"«p:hex32»\"\nTRELLO_TOKEN = \"«s:=ATTA+hex64+HEX8»\""),
        ("clickup.ts", "const headers = { Authorization: '«s:=pk_+digits8+=_+upalnum32»' };"),
        (".env", "TYPEFORM_TOKEN=«s:=tfp_+b64u44+=_+b64u14»\nINTERCOM_TOKEN=«s:intercom»"),
    ])
    K("observability_tokens_new", "file", [
        ("oneagent.sh", "wget -O installer.sh \"https://«p:lower8».live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86\" --header=\"Authorization: Api-Token «s:dt»\""),
        ("hec.sh", "curl -k https://splunk.«p:dom»:8088/services/collector/event -H \"Authorization: Splunk «s:uuid»\" -d '{\"event\":\"deploy\"}'"),
        ("alloy.river", "prometheus.remote_write \"cloud\" {\n  endpoint {\n    url = \"https://prometheus-prod-«p:digits2»-prod-eu-west-2.grafana.net/api/prom/push\"\n    basic_auth {\n      username = \"«p:digits7»\"\n      password = \"«s:glc»\"\n    }\n  }\n}"),
        ("rollbar.py", "rollbar.init('«s:hex32»', environment='production')"),
        (".env", "AXIOM_TOKEN=«s:=xaat-+uuid»\nAXIOM_DATASET=«p:proj»"),
    ])
    K("cloud_hosting_tokens_new", "file", [
        (".env", "LINODE_TOKEN=«s:hex64»"),
        ("vultr.tf", "provider \"vultr\" {\n  api_key = \"«s:upalnum36»\"\n}"),
        ("~/.config/scw/config.yaml", "access_key: «s:=SCW+upalnum17»\nsecret_key: «s:uuid»\ndefault_organization_id: «p:uuid»"),
        ("b2.env", "B2_APPLICATION_KEY_ID=«s:hex25»\nB2_APPLICATION_KEY=«s:=K00+digits1+b64u27»"),
        ("ovh.conf", "[ovh-eu]\napplication_key=«p:alnum16»\napplication_secret=«s:alnum32»\nconsumer_key=«s:alnum32»"),
        (".env", "IBMCLOUD_API_KEY=«s:b64u44»"),
    ], None, ne=4, nz=2)
    K("database_saas_creds", "file", [
        (".env.local", "CONVEX_DEPLOY_KEY=«s:convex»"),
        (".xatarc", "{\"databaseURL\": \"https://«p:lower6»-«p:lower4».eu-central-1.xata.sh/db/«p:proj»\"}\n# XATA_API_KEY=«s:=xau_+alnum36»"),
        ("atlas.sh", "atlas config set public_api_key «p:lower8»\natlas config set private_api_key «s:uuid»"),
        ("Neo4j-«p:hex8»-Created-«p:date».txt", "NEO4J_URI=neo4j+s://«p:hex8».databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD=«s:b64u43»"),
        ("fauna.env", "FAUNA_SECRET=«s:=fnAF+alnum36»"),
    ])
    K("crypto_exchange_keys", "file", [
        ("bot.py", "exchange = ccxt.binance({'apiKey': '«s:alnum64»', 'secret': '«s:alnum64»'})"),
        ("okx.env", "OKX_API_KEY=«s:uuid»\nOKX_SECRET_KEY=«s:HEX32»\nOKX_PASSPHRASE=«s:pw»"),
        (".env", "DEPLOYER_PRIVATE_KEY=0x«s:eth_pk»\nETHERSCAN_API_KEY=«s:upalnum34»"),
        ("foundry.toml", "[rpc_endpoints]\nmainnet = \"https://mainnet.infura.io/v3/«p:hex32»\"\n# infura project secret: «s:hex32»"),
        ("keys.json", "{\"privateKey\": \"«s:eth_pk»\", \"address\": \"0x«p:hex40»\"}"),
    ])
    K("apple_dev_credentials", "file", [
        ("fastlane/.env", "FASTLANE_USER=«p:email»\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=«s:asp»\nMATCH_PASSWORD=«s:pw»"),
        ("notarize.sh", "xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id «p:email» --team-id «p:upalnum10» --password «s:asp»"),
        ("AuthKey_«p:upalnum10».p8", "«s:pem_p8»"),
        ("upload.sh", "xcrun altool --upload-app -f build/App.ipa -t ios -u «p:email» -p «s:asp»"),
        ("Matchfile", "git_url(\"https://«p:user»:«s:ghp»@github.com/«p:lower6»/certificates\")\nstorage_mode(\"git\")"),
    ])
    K("social_platform_secrets", "file", [
        (".env", "TWITTER_API_KEY=«p:alnum25»\nTWITTER_API_SECRET=«s:alnum50»"),
        ("praw.ini", "[bot1]\nclient_id=«p:b64u22»\nclient_secret=«s:b64u30»\nusername=«p:user»"),
        ("tg.py", "client = TelegramClient('session', «p:digits8», '«s:hex32»')"),
    ], [
        ("weibo.py", "# 微博开放平台\nAPP_KEY = '«p:digits10»'\nAPP_SECRET = '«s:hex32»'"),
        ("douyin.yaml", "# 抖音开放平台\nclient_key: aw«p:lowalnum14»\nclient_secret: «s:hex32»"),
    ])


def build_secrets_keys_http_generic():
    K("pgp_private_key_blocks", "raw", [
        "«s:pgp»",
        "$ gpg --export-secret-keys --armor «p:email»\n«s:pgp»",
        "Here is the signing key for the apt repo, import it on the build box:\n\n«s:pgp»",
    ], [
        "发布用的 GPG 私钥，导入到打包机器上：\n«s:pgp»",
        "助手：我在 ~/backup 里找到了一个私钥文件，内容如下：\n«s:pgp»",
    ])
    K("jwk_private_keys", "raw", [
        "{\"kty\":\"EC\",\"crv\":\"P-256\",\"kid\":\"«p:hex8»\",\"x\":\"«p:b64u43»\",\"y\":\"«p:b64u43»\",\"d\":\"«s:b64u43»\"}",
        "{\"keys\":[{\"kty\":\"oct\",\"kid\":\"hs256-«p:digits4»\",\"alg\":\"HS256\",\"k\":\"«s:b64u43»\"}]}",
        "{\"kty\":\"RSA\",\"kid\":\"«p:hex8»\",\"n\":\"«p:b64u342»\",\"e\":\"AQAB\",\"d\":\"«s:b64u342»\",\"p\":\"«s:b64u171»\",\"q\":\"«s:b64u171»\",\"dp\":\"«s:b64u171»\",\"dq\":\"«s:b64u171»\",\"qi\":\"«s:b64u171»\"}",
        "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"«p:b64u43»\",\"d\":\"«s:b64u43»\",\"use\":\"sig\"}",
    ], [
        "JWT 签名用的私钥（JWK 格式）：{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"«p:b64u43»\",\"y\":\"«p:b64u43»\",\"d\":\"«s:b64u43»\"}",
        "对称签名密钥 JWK：{\"kty\":\"oct\",\"k\":\"«s:b64u43»\",\"alg\":\"HS256\"}",
    ], ne=4, nz=2)
    K("pem_keys_embedded", "raw", [
        "PRIVATE_KEY=\"«s:pemj_pkcs8»\\n\"",
        "github_app:\n  app_id: «p:digits6»\n  private_key: |\n    «s:pemi_rsa»",
        "resource \"tls_locally_signed_cert\" \"x\" {\n  ca_private_key_pem = <<EOT\n«s:pem_ec»\nEOT\n}",
        "{\"type\": \"jwt\", \"privateKeyPem\": \"«s:pemj_ec»\", \"issuer\": \"«p:proj»\"}",
    ], [
        "部署脚本里的私钥（带密码，密码是 «s:pw»）：\n«s:pem_enc»",
        "# 支付回调签名私钥\nMERCHANT_PRIVATE_KEY=\"«s:pemj_pkcs8»\"",
    ], ne=4, nz=2)
    K("http_client_files", "file", [
        ("api.http", "@baseUrl = https://api.«p:dom»\n@token = «s:b64u48»\n\nGET {{baseUrl}}/v1/orders\nAuthorization: Bearer {{token}}"),
        ("staging.postman_environment.json", "{\"name\":\"staging\",\"values\":[{\"key\":\"apiKey\",\"value\":\"«s:alnum40»\",\"type\":\"secret\",\"enabled\":true}]}"),
        ("orders/list.bru", "meta {\n  name: list orders\n  type: http\n}\nget {\n  url: https://api.«p:dom»/orders\n}\nauth:bearer {\n  token: «s:jwt»\n}"),
        ("session.har", "\"request\": {\"method\": \"GET\", \"url\": \"https://api.«p:dom»/me\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer «s:b64u64»\"}]}"),
        ("requests.http", "### create user\nPOST https://«p:dom»/admin/users\nX-Admin-Key: «s:hex48»\nContent-Type: application/json\n\n{\"name\": \"«p:user»\"}"),
    ])
    K("devtools_copy_as_curl", "raw", [
        "curl 'https://«p:dom»/graphql' -H 'accept: */*' -H 'authorization: Bearer «s:jwt»' --data-raw '{\"query\":\"{ me { id } }\"}'",
        "fetch(\"https://api.«p:dom»/v2/items\", {\n  \"headers\": {\"x-api-key\": \"«s:alnum40»\", \"accept\": \"application/json\"},\n  \"method\": \"GET\"\n});",
        "Invoke-WebRequest -Uri 'https://«p:dom»/api/export' -Headers @{ 'Authorization' = 'Bearer «s:b64u48»' } -OutFile export.csv",
    ], [
        "从浏览器开发者工具复制的请求：\ncurl 'https://api.«p:dom»/user/info' -H 'token: «s:hex32»' -H 'accept: application/json'",
        "接口调试用的请求（Copy as cURL）：\ncurl 'https://«p:dom»/api/order' -H 'Authorization: Bearer «s:jwt»'",
    ])
    K("access_log_query_tokens", "log", [
        "«p:ip» - - [12/Mar/2025:10:22:31 +0000] \"GET /api/export?access_token=«s:b64u40»&fmt=csv HTTP/1.1\" 200 51234 \"-\" \"python-requests/2.32\"",
        "https «p:ts» app/«p:proj»-alb/«p:hex16» «p:ip»:53422 10.0.1.5:8080 0.001 0.120 0.000 200 200 312 1024 \"GET https://«p:dom»:443/download?token=«s:hex40» HTTP/1.1\"",
        "«p:ts» INFO webhook received: POST /hooks/deploy?key=«s:alnum32» from «p:ip»",
    ], [
        "«p:ip» - - [03/Apr/2025:08:11:09 +0800] \"GET /open/api/v1/list?appkey=«p:hex16}&sign=x&secret=«s:hex32» HTTP/1.1\" 200 812".replace("«p:hex16}", "«p:hex16»"),
        "«p:ts} 访问日志 GET /callback?api_key=«s:alnum32} 200 耗时12ms".replace("«p:ts}", "«p:ts»").replace("«s:alnum32}", "«s:alnum32»"),
    ])
    K("structured_log_leaks", "log", [
        "{\"ts\":\"«p:ts»\",\"level\":\"debug\",\"msg\":\"login attempt\",\"body\":{\"username\":\"«p:user»\",\"password\":\"«s:pw»\"}}",
        "DEBUG:app.client:sending payload {'grant_type': 'password', 'username': '«p:user»', 'password': '«s:pw»'}",
        "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n[SQL: SELECT 1]\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql://«p:user»:«s:pwu»@«p:host»:5432/«p:proj»",
        "«p:ts» INFO  c.z.h.HikariDataSource - Connecting with jdbc:mysql://«p:host»:3306/«p:proj»?user=«p:user»&password=«s:pwu»",
    ], [
        "«p:ts» [ERROR] 登录失败，用户名=«p:user»，密码=«s:pwzh»，原因：验证码错误",
        "«p:ts» 调用短信接口 params={\"accessKeySecret\":\"«s:alnum30»\",\"phone\":\"«p:phone»\"}",
    ], ne=4, nz=2)
    K("generic_kw_en", "raw", [
        "shared secret for the partner SFTP handshake: «s:alnum32»",
        "The HMAC key for the internal webhook is «s:hex64», same on both sides.",
        "partner API key → «s:b64u40» (rotate in Q3)",
        "signing_key: «s:b64b32»",
        "client_secret «s:uuid» for the reporting integration",
        "service token for the metrics relay: «s:lowalnum40»",
    ], [], ne=6, nz=0)
    K("generic_kw_zh", "raw", [], [
        "接口密钥：«s:alnum32»，对接方是物流系统。",
        "签名秘钥是 «s:hex32» ，两边保持一致。",
        "访问令牌：«s:b64u43»（有效期一年）",
        "对接用的口令 «s:alnum24» 别发到群里",
        "加密盐值（salt）：«s:hex32»，改了老数据就解不开了。",
        "内部网关的凭证：«s:lowalnum40»",
    ], ne=0, nz=6)
    K("generic_code_literals", "file", [
        ("PartnerClient.java", "public class PartnerClient {\n    private static final String API_SECRET = \"«s:alnum40»\";\n}"),
        ("hmac.go", "var hmacKey = []byte(\"«s:hex64»\")"),
        ("client.rs", "const PARTNER_TOKEN: &str = \"«s:b64u48»\";"),
        ("Settings.cs", "internal static class Settings {\n    private const string ClientSecret = \"«s:b64u40»\";\n}"),
        ("Auth.kt", "object Auth {\n    const val SIGNING_KEY = \"«s:hex48»\"\n}"),
    ], [
        ("sign.py", "# 第三方平台签名密钥（先写死，后面改成配置）\nSIGN_KEY = \"«s:alnum32»\""),
        ("pay.js", "// 支付平台商户密钥\nconst MCH_KEY = '«s:alnum32»';"),
    ])
    K("license_keys", "raw", [
        "Windows 11 Pro product key: «s:winkey»",
        "Office 2021 license for the front desk PC: «s:winkey»",
        "LICENSE_KEY=«s:upalnum8+=-+upalnum8+=-+upalnum8+=-+upalnum8» # enterprise seat, do not share",
    ], [
        "Windows 激活码：«s:winkey» ，只能激活一台。",
        "软件授权码（企业版）：«s:upalnum8+=-+upalnum8+=-+upalnum8+=-+upalnum8»",
    ])


# =================================================================== MAIN
def check(data):
    secrets, harmless = data["secrets"], data["harmless"]
    texts = [x["text"] for x in secrets] + [x["text"] for x in harmless]
    assert len(texts) == len(dict.fromkeys(texts)), "duplicate text"
    listed = []
    for i, smp in enumerate(secrets):
        assert set(smp) == {"text", "secrets", "kind", "lang"}
        assert smp["lang"] in ("en", "zh")
        assert smp["secrets"], smp["kind"]
        for s in smp["secrets"]:
            assert len(s) >= 6, (smp["kind"], s)
            assert s in smp["text"], (smp["kind"], s)
            listed.append((s, i))
    seen = {}
    for s, i in listed:
        assert s not in seen, ("listed twice", s)
        seen[s] = i
    for s, i in listed:
        for j, t in enumerate(texts):
            if j != i:
                assert s not in t, ("secret leaks into other sample", s[:40], j)
    for smp in harmless:
        assert set(smp) == {"text", "kind", "lang"}
        assert smp["lang"] in ("en", "zh")
    for smp in secrets + harmless:
        if smp["lang"] == "zh":
            assert CJK.search(smp["text"]), smp["text"][:60]
    kinds_s, kinds_h = {}, {}
    for smp in secrets:
        kinds_s[smp["kind"]] = kinds_s.get(smp["kind"], 0) + 1
    for smp in harmless:
        kinds_h[smp["kind"]] = kinds_h.get(smp["kind"], 0) + 1
    assert len(secrets) >= 600 and len(kinds_s) >= 110, (len(secrets), len(kinds_s))
    assert all(5 <= n <= 8 for n in kinds_s.values()), kinds_s
    assert len(harmless) >= 380 and len(kinds_h) >= 25, (len(harmless), len(kinds_h))
    allz = sum(1 for x in secrets + harmless if x["lang"] == "zh") / float(len(secrets) + len(harmless))
    sz = sum(1 for x in secrets if x["lang"] == "zh") / float(len(secrets))
    hz = sum(1 for x in harmless if x["lang"] == "zh") / float(len(harmless))
    assert 0.36 <= sz <= 0.45 and 0.36 <= hz <= 0.45 and 0.36 <= allz <= 0.45, (sz, hz, allz)
    return True


def main():
    build_harmless()
    build_secrets_prose()
    build_secrets_long()
    build_secrets_cli()
    build_secrets_config()
    build_secrets_vendors_required()
    build_secrets_vendors_new()
    build_secrets_keys_http_generic()
    data = {"secrets": SECRETS, "harmless": HARMLESS}
    check(data)
    raw = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
    with open(os.path.join(OUT, "g.json"), "wb") as f:
        f.write(raw)
    digest = hashlib.sha256(raw).hexdigest()
    with open(os.path.join(OUT, "g.sha256"), "w") as f:
        f.write(digest + "  g.json\n")
    # re-read and re-check what was written
    with open(os.path.join(OUT, "g.json"), "rb") as f:
        check(json.loads(f.read().decode("utf-8")))
    nz_s = sum(1 for x in SECRETS if x["lang"] == "zh")
    nz_h = sum(1 for x in HARMLESS if x["lang"] == "zh")
    print("secrets %d samples, %d kinds, %d listed (zh %d)" % (len(SECRETS), len(KINDS_S), len(USED), nz_s))
    print("harmless %d samples, %d kinds (zh %d)" % (len(HARMLESS), len(KINDS_H), nz_h))
    print("sha256", digest)


if __name__ == "__main__":
    main()
