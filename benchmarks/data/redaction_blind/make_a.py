#!/usr/bin/env python3
"""Generator for blind redaction corpus A.

Every secret below is FAKE: random characters drawn from the right alphabet,
with the right prefix and length, produced here by a seeded PRNG.  No value
was copied from anywhere.  Output: A.json next to this script.

    python3 make_A.py          # writes A.json
"""
import base64
import json
import os
import random
import string
import struct
import uuid

from mnemonic import Mnemonic  # only for the BIP-39 word lists

R = random.Random(0xA5EC12E7)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

SECRETS = []
HARMLESS = []


# --------------------------------------------------------------------------
# primitive generators
# --------------------------------------------------------------------------
def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rb(nbytes)).decode()


def b64u_nopad(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def ruuid():
    return str(uuid.UUID(bytes=rb(16), version=4))


def rint(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def ip():
    return pick(["10.0.%d.%d", "10.12.%d.%d", "192.168.%d.%d", "172.16.%d.%d"]) % (rint(0, 20), rint(2, 250))


WORDS = ["Sunflower", "Tiger", "Dragon", "Maple", "River", "Falcon", "Orange", "Winter",
         "Summer", "Coffee", "Panda", "Rocket", "Harbor", "Cobalt", "Meadow", "Lantern",
         "Violet", "Thunder", "Copper", "Willow", "Monkey", "Galaxy", "Pepper", "Shadow",
         "Cactus", "Nimbus", "Otter", "Basil", "Quartz", "Marble", "Raven", "Tofu"]
PINYIN = ["zhang", "wang", "liming", "xiaoyu", "chen", "huang", "linlin", "zhou", "haitao",
          "yang", "meimei", "jiajia", "liuyang", "tianyi", "wenjun", "qiang", "xuefeng"]
PASSWORDS_WORDS = ["gravel", "orbit", "lantern", "mosaic", "velvet", "tundra", "pickle", "harbor",
                   "crimson", "saddle", "walnut", "glacier", "thimble", "ember", "juniper",
                   "pylon", "quiver", "sprocket", "marigold", "anvil", "biscuit", "cobble",
                   "dynamo", "fjord", "gusto", "hazel", "igloo", "jigsaw", "kettle", "lagoon",
                   "mantis", "nectar", "oyster", "parsnip", "quarry", "rhubarb", "sonar",
                   "trellis", "umbra", "vortex", "wombat", "yodel", "zephyr", "banjo", "cinder"]


def pw(style=None, safe=False):
    """A realistic human or generated password.
    safe=True: no quotes, backslash, space, $, `, !, & ; ( ) | < > ~ (usable unquoted in shell)"""
    sym = "@#%_.-+=" if safe else "!@#$%&*?_-.+="
    if style is None:
        style = R.randrange(9)
    if style == 0:
        core = rs(rint(12, 16), AN + sym)
        out = core + pick(sym) + pick(DG)
    elif style == 1:
        out = pick(WORDS) + pick(sym) + str(rint(10, 2025))
    elif style == 2:
        out = pick(PINYIN) + str(rint(1970, 2010)) + pick(sym)
    elif style == 3:
        w = pick(WORDS) + pick(["_", ".", "-"]) + pick(WORDS)
        tr = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$" if not safe else "5"})
        out = w.translate(tr) + pick(DG) + pick(sym)
    elif style == 4:
        out = pick(WORDS).lower() + "-" + pick(WORDS) + "-" + str(rint(10, 99))
    elif style == 5:
        out = rs(20, AN)
    elif style == 6:
        out = "".join(pick(AN) + pick(sym) if i % 3 == 0 else pick(AN) for i in range(rint(8, 11)))
    elif style == 7:
        out = pick(UP) + rs(rint(3, 5), LO) + str(rint(100, 9999)) + pick(sym)
    else:
        out = rs(rint(14, 24), AN + "-_")
    return out


def pw_url():
    """password usable verbatim inside a URL userinfo"""
    s = R.randrange(4)
    if s == 0:
        return rs(rint(16, 28), AN)
    if s == 1:
        return pick(WORDS) + rs(4, DG) + pick(["-", "_", "."]) + rs(4, AN)
    if s == 2:
        # percent-encoded special chars
        return rs(6, AN) + pick(["%40", "%23", "%21", "%24"]) + rs(7, AN) + pick(["%2F", "%3A", "%25"]) + rs(3, DG)
    return rs(rint(10, 14), LO + DG) + "_" + rs(rint(4, 8), UP + DG)


def pw_at():
    """password containing '@' (docker login case)"""
    return pick([pick(WORDS) + "@" + str(rint(2018, 2026)) + rs(2, AN),
                 rs(5, AN) + "@" + rs(6, AN + "#%") + pick(DG),
                 "P@" + rs(3, LO) + pick(WORDS) + str(rint(1, 99)) + "!",
                 pick(PINYIN).capitalize() + "@" + rs(5, AN)])


def passphrase(n=None, sep=None):
    n = n or rint(4, 6)
    sep = sep if sep is not None else pick([" ", "-", ".", "_"])
    ws = R.sample(PASSWORDS_WORDS, n)
    if R.random() < 0.3:
        i = R.randrange(n)
        ws[i] = ws[i].capitalize()
    s = sep.join(ws)
    if R.random() < 0.3:
        s += sep + str(rint(1, 99))
    return s


def user():
    return pick(["alice", "bob", "deploy", "admin", "jenkins", "svc_etl", "app_rw", "root",
                 "li.ming", "zhangwei", "wang.fang", "ops", "backup", "grafana", "ci-bot",
                 "maria.k", "tomh", "reporting", "kafka_user", "chen_jie"])


def host():
    return pick(["db01.internal", "pg-primary.prod.svc.cluster.local", "10.0.4.17",
                 "mysql.staging.acme.io", "rds-prod.c9xk2abcd.us-east-1.rds.amazonaws.com",
                 "localhost", "db.example.com", "192.168.10.23", "mariadb", "postgres",
                 "warehouse.corp.local", "rm-bp1abc2de3fg.mysql.rds.aliyuncs.com"])


def email():
    return pick(["alice", "bob.smith", "ops", "dev", "li.ming", "zhang.wei", "tom", "j.doe",
                 "maria", "wangfang", "noreply", "release-bot"]) + "@" + pick(
        ["example.com", "acme.io", "corp.local", "gmail.com", "qq.com", "163.com", "outlook.com",
         "company.cn", "startup.dev"])


# --------------------------------------------------------------------------
# vendor-format secret generators (fake values, real shapes)
# --------------------------------------------------------------------------
def aws_akid(prefix="AKIA"):
    return prefix + rs(16, B32)


def aws_secret():
    return rs(40, AN + "/+")


def aws_session_token():
    return "IQoJb3JpZ2luX2VjE" + rs(rint(560, 700), B64) + pick(["=", "==", ""])


def gh_classic(prefix="ghp_"):
    return prefix + rs(36)


def gh_fine():
    return "github_pat_11" + rs(20, UP + DG) + "_" + rs(59)


def glpat():
    return "glpat-" + rs(20, B64U)


def slack_bot():
    return "xoxb-" + rs(rint(10, 12), DG) + "-" + rs(13, DG) + "-" + rs(24)


def slack_user():
    return "xoxp-" + rs(rint(10, 12), DG) + "-" + rs(rint(10, 13), DG) + "-" + rs(13, DG) + "-" + hx(32)


def slack_app():
    return "xapp-1-A" + rs(10, UP + DG) + "-" + rs(13, DG) + "-" + hx(64)


def slack_webhook():
    tok = rs(24)
    return "https://hooks.slack.com/services/T" + rs(rint(8, 10), UP + DG) + "/B" + rs(rint(8, 10), UP + DG) + "/" + tok, tok


def discord_webhook():
    tok = rs(68, B64U)
    dom = pick(["discord.com", "discordapp.com", "ptb.discord.com"])
    return "https://%s/api/webhooks/%s/%s" % (dom, rs(19, DG).lstrip("0") or "1", tok), tok


def discord_bot():
    uid = str(rint(10 ** 17, 13 * 10 ** 17))
    return b64u_nopad(uid.encode()) + "." + rs(6, B64U) + "." + rs(38, B64U)


def teams_webhook(v2=False):
    h = hx(32)
    tenant = pick(["contoso", "acmecorp", "fabrikam", "northwind"])
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        tenant, ruuid(), ruuid(), h, ruuid())
    secrets = [h]
    if v2:
        sig = rs(43, B64U)
        url += "/V2" + sig
        secrets.append(sig)
    return url, secrets


def sentry_dsn(legacy=False):
    k = hx(32)
    if legacy:
        s = hx(32)
        return "https://%s:%s@sentry.io/%d" % (k, s, rint(100000, 999999)), [k, s]
    return "https://%s@o%d.ingest.%ssentry.io/%d" % (k, rint(100000, 4500000), pick(["", "us.", "de."]), rint(4000000, 4509999)), [k]


def stripe_key(prefix="sk_live_"):
    if R.random() < 0.5:
        return prefix + rs(24)
    return prefix + "51" + rs(97)


def twilio_sid():
    return "AC" + hx(32)


def sendgrid():
    return "SG." + rs(22, B64U) + "." + rs(43, B64U)


def openai_key(kind=None):
    kind = kind or pick(["legacy", "proj", "proj", "svc"])
    if kind == "legacy":
        return "sk-" + rs(20) + "T3BlbkFJ" + rs(20)
    if kind == "svc":
        return "sk-svcacct-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)
    return "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)


def anthropic_key():
    return "sk-ant-api03-" + rs(93, B64U) + "AA"


def google_api():
    return "AIza" + rs(35, B64U)


def azure_storage_key():
    return base64.b64encode(rb(64)).decode()


def azure_devops_pat():
    if R.random() < 0.5:
        return rs(52, LO + "234567")
    return rs(76) + "AZDO" + rs(4)


def tfc_token():
    return rs(14) + ".atlasv1." + rs(67)


def op_service_token():
    payload = {
        "signInAddress": "my.1password.com",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                     "salt": b64u_nopad(rb(16))},
        "email": rs(13, LO + DG) + "@1passwordserviceaccounts.com",
        "srpX": hx(64),
        "muk": {"alg": "A256GCM", "ext": True, "k": b64u_nopad(rb(32)), "key_ops": ["encrypt", "decrypt"],
                "kty": "oct", "kid": "mp"},
        "secretKey": "A3-" + "-".join(rs(n, UP + DG) for n in (6, 6, 5, 5, 5, 5)),
        "throttleSecret": {"seed": hx(64), "uuid": rs(26, UP + DG)},
        "deviceUuid": rs(26, LO + DG),
    }
    return "ops_" + b64u_nopad(json.dumps(payload, separators=(",", ":")).encode())


def okta_token():
    return "00" + rs(40, B64U)


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(58, BECH32.upper())


def age_public():
    return "age1" + rs(58, BECH32)


def cohere_key():
    return rs(40)


def xai_key():
    return "xai-" + rs(80)


def hf_token():
    return "hf_" + rs(34, UP + LO)


def npm_token():
    return "npm_" + rs(36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJD" + rs(rint(140, 170), B64U)


def ali_akid():
    return "LTAI5t" + rs(18)


def ali_secret():
    return rs(30)


def tencent_id():
    return "AKID" + rs(32)


def tencent_key():
    return rs(32)


def qianfan_bearer():
    return "bce-v3/ALTAK-" + rs(21) + "/" + hx(40)


def huawei_ak():
    return rs(20, UP + DG)


def huawei_sk():
    return rs(40)


def hvs_token():
    return "hvs.CAESI" + rs(rint(80, 90), B64U)


def jwt(alg="HS256", payload=None, kid=None):
    head = {"alg": alg, "typ": "JWT"}
    if kid:
        head["kid"] = kid
    payload = payload or {
        "sub": str(rint(1000, 999999)),
        "email": email(),
        "role": pick(["admin", "user", "authenticated", "service_role", "editor"]),
        "iat": 1710000000 + rint(0, 20000000),
    }
    if "iat" in payload and "exp" not in payload:
        payload["exp"] = payload["iat"] + pick([900, 3600, 86400, 604800])
    sig = rb(32 if alg.startswith("HS") else 256 if alg.startswith("RS") else 64)
    return ".".join([b64u_nopad(json.dumps(head, separators=(",", ":")).encode()),
                     b64u_nopad(json.dumps(payload, separators=(",", ":")).encode()),
                     b64u_nopad(sig)])


def totp_seed(n=None):
    return rs(n or pick([16, 26, 32]), B32)


MN_EN = Mnemonic("english")
MN_ZH = Mnemonic("chinese_simplified")


def bip39(words=12, lang="en"):
    m = MN_EN if lang == "en" else MN_ZH
    return m.to_mnemonic(rb(16 if words == 12 else 32))


# ---- DER / PEM ----------------------------------------------------------
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int_rand(nbytes):
    c = rb(nbytes)
    c = bytes([c[0] | 0x80]) + c[1:]
    return der(0x02, b"\x00" + c)


def rsa_pkcs1(bits=2048):
    n = bits // 8
    h = n // 2
    body = (der(0x02, b"\x00") + der_int_rand(n) + der(0x02, b"\x01\x00\x01") + der_int_rand(n)
            + der_int_rand(h) + der_int_rand(h) + der_int_rand(h) + der_int_rand(h) + der_int_rand(h))
    return der(0x30, body)


def rsa_pkcs8(bits=2048):
    algo = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return der(0x30, der(0x02, b"\x00") + algo + der(0x04, rsa_pkcs1(bits)))


def ec_sec1():
    return (bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))


def ed25519_pkcs8():
    return bytes.fromhex("302e020100300506032b657004220420") + rb(32)


def ssh_str(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment="deploy@ci"):
    pub = rb(32)
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    chk = rb(4)
    priv = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(rb(32) + pub) + ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"") + struct.pack(">I", 1)
            + ssh_str(pubblob) + ssh_str(priv))
    return blob


def pem_lines(data, width=64):
    s = base64.b64encode(data).decode()
    return [s[i:i + width] for i in range(0, len(s), width)]


def pem(label, data, width=64):
    lines = pem_lines(data, width)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label), lines


def fake_cert_der():
    # shaped like an X.509 certificate (random content, realistic header bytes)
    tbs = bytes.fromhex("a003020102") + der(0x02, rb(20)) + rb(rint(700, 900))
    return der(0x30, der(0x30, tbs) + der(0x30, bytes.fromhex("06092a864886f70d01010b0500")) + der(0x03, b"\x00" + rb(256)))


def rsa_spki():
    algo = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    pub = der(0x30, der_int_rand(256) + der(0x02, b"\x01\x00\x01"))
    return der(0x30, algo + der(0x03, b"\x00" + pub))


def ec_spki():
    return bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)


def ssh_rsa_pub():
    blob = ssh_str(b"ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + bytes([0x80 | R.getrandbits(7)]) + rb(255))
    return "ssh-rsa " + base64.b64encode(blob).decode()


def ssh_ed_pub():
    return "ssh-ed25519 " + base64.b64encode(ssh_str(b"ssh-ed25519") + ssh_str(rb(32))).decode()


# --------------------------------------------------------------------------
# sample registration
# --------------------------------------------------------------------------
_seen = set()


def S(kind, text, secrets, lang):
    assert lang in ("en", "zh")
    assert secrets, (kind, text)
    for s in secrets:
        assert s and s in text, (kind, s, text)
    if text in _seen:
        return
    _seen.add(text)
    SECRETS.append({"text": text, "secrets": list(dict.fromkeys(secrets)), "kind": kind, "lang": lang})


def H(kind, text, lang):
    assert lang in ("en", "zh")
    if text in _seen:
        return
    _seen.add(text)
    HARMLESS.append({"text": text, "kind": kind, "lang": lang})


EN_WRAP = [
    "{s}",
    "{s}",
    "{s}",
    "Here's my config:\n```\n{s}\n```",
    "Can you figure out why this isn't working?\n\n{s}\n\nI keep getting 403s since this morning.",
    "Saving this for later:\n{s}",
    "deploy is failing again, current settings below\n{s}",
    "[note 2024-03-%02d] staging setup\n{s}",
    "this is what I have in the file right now:\n\n{s}\n\nanything obviously wrong?",
    "Assistant, remember this for the migration task:\n{s}",
    "From the handover doc (ops wiki, page 'Prod access'):\n{s}",
]
ZH_WRAP = [
    "帮我看下这个配置哪里有问题：\n```\n{s}\n```",
    "我本地是这么配的：\n{s}\n但是一直报 401，怎么回事？",
    "记一下，下次部署要用：\n{s}",
    "这是测试环境的配置，先放这里备忘：\n{s}",
    "运行下面这段之后报错了：\n{s}\n报错信息是 connection refused",
    "你帮我把这段改成从环境变量读取：\n{s}",
    "之前同事留下的配置，原样贴过来：\n\n{s}\n\n能直接用吗？",
    "【备忘】生产环境接入信息\n{s}",
    "用户说：这是我现在的配置，帮我检查一下格式\n{s}",
]

HEN_WRAP = [
    "{s}",
    "{s}",
    "{s}",
    "What does this mean?\n{s}",
    "Saw this in the logs:\n{s}",
    "For reference:\n```\n{s}\n```",
    "Note: {s}",
    "Can you explain the output below?\n\n{s}",
]
HZH_WRAP = [
    "这个是什么意思？\n{s}",
    "日志里看到这一行：\n{s}",
    "帮我解释一下下面的输出：\n{s}",
    "记录一下：\n{s}",
    "文档里的示例是这样写的：\n```\n{s}\n```",
    "同事贴过来的，帮我看看有没有问题：\n{s}",
]


def wrap(snip, zh_p=0.3):
    if R.random() < zh_p:
        return pick(ZH_WRAP).replace("{s}", snip), "zh"
    t = pick(EN_WRAP)
    if "%02d" in t:
        t = t % rint(1, 28)
    return t.replace("{s}", snip), "en"


def hwrap(snip, zh_p=0.3):
    if R.random() < zh_p:
        return pick(HZH_WRAP).replace("{s}", snip), "zh"
    return pick(HEN_WRAP).replace("{s}", snip), "en"


def SW(kind, snip, secrets, zh_p=0.3):
    t, l = wrap(snip, zh_p)
    S(kind, t, secrets, l)


def HW(kind, snip, zh_p=0.3):
    t, l = hwrap(snip, zh_p)
    H(kind, t, l)


# ==========================================================================
# SECRET SAMPLES
# ==========================================================================
def gen_prose():
    en = [
        "the wifi password is {p}",
        "The guest Wi-Fi password is {p} btw, the office one is different.",
        "I changed it to {p} so please update the shared notes.",
        "ok I changed the admin password, it's now {p}",
        "Password for the staging admin panel: {p}",
        "fyi the root pw on the NAS is now {p}",
        "Login is {u} / {p}",
        "Can you log in as {u}? password's {p} — I'll rotate it after the demo.",
        "I set the router admin pass to '{p}'.",
        "The zip is encrypted, the password is \"{p}\".",
        "Use {p} as the password for the test account. Unfortunately it's the same as prod.",
        "The db user is app_rw and the password is {p}.",
        "Remember: new VPN password = {p} (old one expired on Friday)",
        "my jira password got reset to {p}, need to change it on first login",
        "Temporary password: {p}\nIt expires in 24 hours.",
        "He said the shared mailbox password is {p} but don't tell anyone.",
        "Hi! Your account has been created. Username: {u}  Password: {p}",
        "Kibana login → elastic / {p}",
        "For the record, I used {p} as the keystore password when I generated the upload key.",
        "PW: {p}",
        "pass for grafana is {p}",
        "The password you want is {p}; the old one ({p2}) no longer works.",
        "I just typed my password into the wrong window lol: {p}",
        "Remember that my laptop password is {p} in case you need to unlock it while I'm out.",
        "Sorry, typo earlier — the correct password is {p}, not what I sent.",
        "Tell the contractor the Confluence password is {p} until we get SSO working.",
        "Note to self: SFTP for the vendor drop is sftp.partner.example.com, user {u}, password {p}",
        "Yes, the encryption passphrase for the backup volume is {p}.",
        "AP config done. SSID: Acme-Guest, WPA2 key: {p}",
        "my password for the school portal is {p} can you remember it for me",
        "Database password was changed from {p2} to {p} during the incident.",
        "Password is: {p}",
        "the pwd for that excel file is {p}",
        "Unlock code for the shared iPad: {p}",
    ]
    zh = [
        "登录密码改成了 {p}",
        "新密码发你了：{p}",
        "wifi 密码是 {p}，连不上再找我",
        "服务器 root 密码：{p}",
        "我把后台管理员的密码改为{p}了，记得同步到文档",
        "账号 {u}，密码 {p}",
        "测试账号：{u} / {p}",
        "压缩包解压密码：{p}",
        "数据库密码我设置成了「{p}」",
        "跳板机密码是{p}，别外传",
        "邮箱密码 {p}，用完帮我改掉",
        "刚才重置了，临时密码为 {p}，首次登录需修改",
        "路由器管理密码：{p}（默认的已经改掉了）",
        "你试试 {p} 这个密码，应该能进",
        "密码：{p}",
        "NAS 的登录密码换成 {p} 了",
        "帮我记住：公司 VPN 密码 {p}",
        "我的 Apple ID 密码是 {p}，你帮我记一下",
        "客户那边的 FTP，用户名 {u}，密码是 {p}",
        "Jenkins 管理员初始密码：{p}",
        "生产库的密码已经从 {p2} 改成 {p} 了",
        "这个 Excel 加密了，打开密码是{p}。",
        "Wi-Fi：Office-5G，密码：{p}",
        "redis 的 requirepass 我设成了 {p}，你那边配置也改一下",
        "老板说共享盘的密码是 {p}",
        "我忘了，好像是 {p} 吧，你试一下",
        "堡垒机账号 {u} 的密码改成了{p}，旧的作废",
        "记住我的密码：{p}",
        "这台 Windows 服务器的 Administrator 密码是 {p}",
        "RabbitMQ 管理后台：http://{ip}:15672 账号 admin 密码 {p}",
        "大家注意，会议室电视的投屏密码是 {p}",
        "不好意思刚才发错了，正确的密码是 {p}",
        "运维群里说 MySQL 的 root 密码是「{p}」，我先记在这里",
        "私钥的保护密码（passphrase）是 {p}",
    ]
    for t in en:
        p = pw()
        p2 = pw()
        S("prose_password_en", t.format(p=p, p2=p2, u=user(), ip=ip()), [p] + ([p2] if "{p2}" in t else []), "en")
    for t in zh:
        p = pw()
        p2 = pw()
        text = t.format(p=p, p2=p2, u=user(), ip=ip())
        S("prose_password_zh", text, [p] + ([p2] if "{p2}" in t else []), "zh")


def gen_own_line():
    en = [
        "vpn login\n{u}\n{p}",
        "Staging Grafana:\nhttps://grafana.staging.acme.io\n{u}\n{p}",
        "Router (192.168.1.1)\nadmin\n{p}\n(changed 2024-02-11)",
        "Accounts to hand over:\n- AWS console: {e}\n  {p}\n- Jira: same email, SSO",
        "username: {u}\n{p}",
        "Here are the creds for the shared test phone:\n\n{e}\n{p}\n\nPlease don't change them.",
    ]
    zh = [
        "服务器：{ip}\n用户名：{u}\n{p}",
        "测试环境后台\nhttp://{ip}:8080/admin\n{u}\n{p}",
        "交接清单：\n1. 阿里云控制台 子账号 {u}@1234567890.onaliyun.com\n{p}\n2. 域名解析找李工",
        "邮箱：{e}\n{p}\n用完记得退出登录",
        "路由器后台\nadmin\n{p}",
        "华为云 IAM 用户\n{u}\n{p}\n（只读权限）",
    ]
    for t in en:
        p = pw()
        S("password_own_line", t.format(p=p, u=user(), e=email(), ip=ip()), [p], "en")
    for t in zh:
        p = pw()
        S("password_own_line", t.format(p=p, u=user(), e=email(), ip=ip()), [p], "zh")


def gen_passphrase():
    en = [
        "My master password for Bitwarden is \"{p}\" — writing it here in case I forget.",
        "The disk encryption passphrase: {p}",
        "We went with a four-word passphrase for the shared vault: {p}",
        "GPG passphrase is {p} (yes, the whole thing, separators included)",
        "new wifi passphrase → {p}",
        "ssh key passphrase: '{p}'",
    ]
    zh = [
        "KeePass 主密码是「{p}」，千万别丢",
        "磁盘加密的口令短语：{p}",
        "我用了几个英文单词当密码：{p}",
        "GPG 私钥的 passphrase 是 {p}",
        "备份卷的解密口令是 {p}，单词之间有分隔符",
        "家里 wifi 密码改成一串单词了：{p}",
    ]
    for t in en:
        p = passphrase()
        S("passphrase", t.format(p=p), [p], "en")
    for t in zh:
        p = passphrase()
        S("passphrase", t.format(p=p), [p], "zh")


def gen_pin():
    en = [
        "The door code for the server room is {n}.",
        "SIM PIN: {n}, PUK is in the drawer",
        "my phone unlock PIN is {n}",
        "YubiKey PIN was set to {n} during enrollment",
        "Alarm panel disarm code → {n}#",
        "Locker 14 combination is {n}",
    ]
    zh = [
        "手机锁屏密码是 {n}",
        "机房门禁密码：{n}",
        "U盾的 PIN 码设成了 {n}",
        "保险柜密码 {n}，用完锁好",
        "银行卡取款密码是{n}，别告诉别人",
        "智能门锁临时密码：{n}，今天有效",
    ]
    for t in en:
        n = rs(pick([4, 4, 6, 6, 8]), DG)
        S("pin", t.format(n=n), [n], "en")
    for t in zh:
        n = rs(pick([4, 6, 6]), DG)
        S("pin", t.format(n=n), [n], "zh")


def gen_long_value():
    def sa_blob():
        sa = {"type": "service_account", "project_id": "acme-prod-%d" % rint(100, 999),
              "private_key_id": hx(40),
              "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n" % "\n".join(pem_lines(rsa_pkcs8())),
              "client_email": "ci-deployer@acme-prod.iam.gserviceaccount.com", "client_id": rs(21, DG),
              "auth_uri": "https://accounts.google.com/o/oauth2/auth",
              "token_uri": "https://oauth2.googleapis.com/token"}
        return base64.b64encode(json.dumps(sa, indent=2).encode()).decode()

    items = []
    v = rs(rint(300, 420), B64U)
    items.append(("SESSION_TOKEN=%s" % v, v))
    v = rs(rint(240, 300), B64U) + "." + rs(rint(40, 60), B64U)
    items.append(('session_token: "%s"' % v, v))
    v = "0.AXEA" + rs(rint(700, 900), B64U) + "." + rs(rint(100, 200), B64U)
    items.append(('{\n  "token_type": "Bearer",\n  "expires_in": 3599,\n  "refresh_token": "%s"\n}' % v, v))
    v = "1//0" + rs(rint(200, 240), B64U)
    items.append(("refresh_token=%s" % v, v))
    v = sa_blob()
    items.append(("GOOGLE_CREDENTIALS_B64=%s" % v, v))
    v = sa_blob()
    items.append(("gcp_sa_key: '%s'" % v, v))
    v = aws_session_token()
    items.append(("aws_session_token = %s" % v, v))
    v = "ya29.a0" + rs(rint(220, 260), B64U)
    items.append(("access_token: %s" % v, v))
    v = "EAAG" + rs(rint(200, 240))
    items.append(('FB_PAGE_ACCESS_TOKEN="%s"' % v, v))
    v = jwt("RS256", {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                      "kubernetes.io/serviceaccount/secret.name": "deployer-token-" + rs(5, LO + DG),
                      "kubernetes.io/serviceaccount/service-account.name": "deployer",
                      "kubernetes.io/serviceaccount/service-account.uid": ruuid(),
                      "sub": "system:serviceaccount:ci:deployer"}, kid=rs(43, B64U))
    items.append(("users:\n- name: deployer\n  user:\n    token: %s" % v, v))
    v = rs(rint(260, 340), B64)
    items.append(("auth_token %s" % v, v))
    v = base64.b64encode(rb(rint(180, 240))).decode()
    items.append(("secret_value='%s'" % v, v))
    v = rs(rint(380, 480), HEX)
    items.append(("SECRET_KEY=%s" % v, v))
    v = "s%3A" + rs(rint(220, 260), B64U) + "." + rs(43, B64)
    items.append(("Cookie: connect.sid=%s; theme=dark" % v, v))
    v = "AQ" + rs(rint(260, 320), B64U)
    items.append(("linkedin oauth token: %s" % v, v))
    v = rs(rint(230, 280), AN)
    items.append(("api_token => %s" % v, v))
    for snip, v in items[:9]:
        SW("long_value", snip, [v], 0.0)
    zh_tpl = [
        "会话令牌太长了，我直接贴全：\n{s}",
        "这个 refresh token 能用多久？\n{s}",
        "帮我看看这个凭证是不是过期了：{s}",
        "服务账号的密钥我 base64 了一下放环境变量里：\n{s}",
        "登录后拿到的 token 如下，先存一下\n{s}",
        "接口返回的 {s}",
        "令牌：{s}",
    ]
    for (snip, v), t in zip(items[9:], zh_tpl):
        S("long_value", t.replace("{s}", snip), [v], "zh")


def gen_tool_flags():
    T = []  # (text, secrets)

    def hist(cmd):
        r = R.random()
        if r < 0.25:
            return " %d  %s" % (rint(100, 2100), cmd)
        if r < 0.45:
            return "$ " + cmd
        if r < 0.6:
            return "%s@%s:~# %s" % (pick(["root", "ubuntu", "ec2-user"]), pick(["web01", "bastion", "ip-10-0-1-23", "build-7"]), cmd)
        return cmd

    # mysql
    p = pw(safe=True); T.append(("mysql -h %s -u root -p'%s' orders_db" % (ip(), p), [p]))
    p = rs(14, AN + "@#%_"); T.append(("mysql -uadmin -p%s -e 'SHOW DATABASES;'" % p, [p]))
    p = pw(safe=True); T.append(("mysqldump --user=backup --password=%s --single-transaction shop > shop_$(date +%%F).sql" % p, [p]))
    p = pw(); T.append(('mysql --host=db.internal --user=app --password="%s" app_prod < migrate.sql' % p.replace("$", "x").replace("!", "x"), [p.replace("$", "x").replace("!", "x")]))
    # psql
    p = pw_url(); T.append(('psql "postgresql://analytics:%s@pg-replica.internal:5432/warehouse?sslmode=require"' % p, [p]))
    p = pw(safe=True); T.append(("PGPASSWORD='%s' psql -h localhost -U postgres -d app -c 'select count(*) from users'" % p, [p]))
    p = pw_url(); T.append(("pg_dump 'postgres://backup:%s@%s/app' -Fc -f app.dump" % (p, ip()), [p]))
    # helm
    p = pw(safe=True); T.append(("helm repo add internal https://charts.acme.internal --username ci-bot --password %s" % p, [p]))
    p = pw(safe=True); T.append(("helm registry login harbor.acme.io -u 'robot$ci' --password '%s'" % p, [p]))
    p = pw(safe=True); T.append(("helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword=%s --set auth.database=app" % p, [p]))
    # keytool / jarsigner
    p1, p2 = pw(safe=True), pw(safe=True)
    T.append(('keytool -genkeypair -v -alias upload -keyalg RSA -keysize 2048 -validity 10000 -keystore upload.jks -storepass %s -keypass %s -dname "CN=Acme Mobile, O=Acme, C=US"' % (p1, p2), [p1, p2]))
    p = pw(safe=True); T.append(("jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore release.jks -storepass %s app-release-unsigned.apk release" % p, [p]))
    p1, p2 = pw(safe=True), pw(safe=True)
    T.append(("keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore new.jks -deststorepass %s" % (p1, p2), [p1, p2]))
    p = pw(safe=True); T.append(("jarsigner -keystore ~/keys/acme.keystore -storepass %s -keypass %s build/libs/plugin.jar acme" % (p, p), [p]))
    # mongo
    p = pw_url(); T.append(('mongosh "mongodb://admin:%s@%s:27017/?authSource=admin"' % (p, ip()), [p]))
    p = pw(safe=True); T.append(("mongosh --host mongo-0.mongo --username root --password '%s' --authenticationDatabase admin" % p, [p]))
    p = pw_url(); T.append(("mongodump --uri='mongodb+srv://backup:%s@cluster0.%s.mongodb.net/shop' --out /backups/$(date +%%F)" % (p, rs(5, LO + DG)), [p]))
    # sqlcmd
    p = pw(safe=True); T.append(('sqlcmd -S tcp:sql01.corp.local,1433 -U sa -P \'%s\' -Q "SELECT @@VERSION"' % p, [p]))
    p = pw(safe=True); T.append(("sqlcmd -S localhost -U SA -P %s -d master -i init.sql" % p, [p]))
    p = pw(safe=True); T.append(("bcp dbo.Orders out orders.dat -S sql01 -U etl -P %s -c -t," % p, [p]))
    # ldap
    p = pw(safe=True); T.append(('ldapsearch -x -H ldap://dc01.corp.local -D "cn=admin,dc=corp,dc=local" -w %s -b "ou=people,dc=corp,dc=local" "(uid=jdoe)"' % p, [p]))
    p = pw(safe=True); T.append(("ldapsearch -LLL -x -D 'CN=svc_ldap,OU=Service,DC=example,DC=com' -w '%s' -H ldaps://ad.example.com -b 'DC=example,DC=com' sAMAccountName=alice" % p, [p]))
    p = pw(safe=True); T.append(('ldapmodify -x -D "cn=Directory Manager" -w %s -f add_user.ldif' % p, [p]))
    # smb
    p = pw(safe=True); T.append(("smbclient //fileserver/finance -U alice%%%s -c 'ls'" % p, [p]))
    p = pw(safe=True); T.append(("smbclient -L //192.168.1.20 -U 'CORP\\bob%%%s'" % p, [p]))
    p = pw(safe=True); T.append(("sudo mount -t cifs //nas/media /mnt/media -o username=kodi,password=%s,vers=3.0" % p, [p]))
    # docker login with @
    p = pw_at(); T.append(("docker login -u deployer -p '%s' registry.gitlab.example.com" % p, [p]))
    p = pw_at(); T.append(("docker login registry.cn-hangzhou.aliyuncs.com --username=dev@acme --password=%s" % p, [p]))
    p = pw_at(); T.append(("docker login -u admin -p %s harbor.local:8443" % p, [p]))
    # htpasswd
    p = pw(safe=True); T.append(("htpasswd -b -c /etc/nginx/.htpasswd admin %s" % p, [p]))
    p = pw(safe=True); T.append(("htpasswd -bB /etc/apache2/.htpasswd grafana '%s'" % p, [p]))
    # openssl
    p = pw(safe=True); T.append(("openssl pkcs12 -in client.p12 -out client.pem -nodes -passin pass:%s" % p, [p]))
    p = pw(safe=True); T.append(("openssl rsa -in server.key.enc -out server.key -passin 'pass:%s'" % p, [p]))
    p = pw(safe=True); T.append(("openssl enc -aes-256-cbc -salt -pbkdf2 -in backup.tar -out backup.tar.enc -pass pass:%s" % p, [p]))
    p = pw(safe=True); T.append(("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % p, [p]))
    # curl / wget
    p = pw(safe=True); T.append(("curl -u elastic:%s -X GET 'http://localhost:9200/_cat/indices?v'" % p, [p]))
    p = pw(safe=True); T.append(("curl -s --user 'ci:%s' https://nexus.acme.io/service/rest/v1/repositories | jq ." % p, [p]))
    p = pw(safe=True); T.append(("curl -u 'jenkins:%s' -X POST https://jenkins.internal/job/deploy/buildWithParameters?ENV=prod" % p, [p]))
    p = pw(safe=True); T.append(("wget --user=mirror --password=%s https://repo.partner.example.com/dist/latest.tar.gz" % p, [p]))
    # sshpass
    p = pw(safe=True); T.append(("sshpass -p '%s' ssh -o StrictHostKeyChecking=no root@%s" % (p, ip()), [p]))
    p = pw(safe=True); T.append(("sshpass -p %s scp dump.sql ubuntu@bastion:/tmp/" % p, [p]))
    p = pw(safe=True); T.append(('sshpass -p"%s" rsync -avz ./dist/ deploy@web01:/var/www/html/' % p, [p]))
    # redis
    p = pw(safe=True); T.append(("redis-cli -h %s -p 6379 -a %s INFO memory" % (ip(), p), [p]))
    p = pw(safe=True); T.append(("redis-cli -a '%s' --no-auth-warning KEYS 'session:*'" % p, [p]))
    p = rs(32); T.append(("redis-cli -u redis://default:%s@redis-%d.c1.us-east-1-2.ec2.cloud.redislabs.com:%d ping" % (p, rint(10000, 19999), rint(10000, 19999)), [p]))
    p = pw(safe=True); T.append(("redis-cli --user app --pass %s -h cache.internal GET feature:flags" % p, [p]))
    # misc tools
    p = pw(safe=True); T.append(("ipmitool -I lanplus -H 10.0.9.12 -U ADMIN -P %s chassis power status" % p, [p]))
    p = pw(safe=True); T.append(("xfreerdp /u:Administrator /p:'%s' /v:10.0.0.5 /cert:ignore" % p, [p]))
    p = pw(safe=True); T.append(("nmcli dev wifi connect HomeNet-5G password '%s'" % p, [p]))
    p = pw(safe=True); T.append(("zip -P %s -r handover.zip docs/" % p, [p]))
    p = pw(safe=True); T.append(("7z a -p%s -mhe=on backup.7z ./data" % p, [p]))
    p = passphrase(); T.append(("gpg --batch --yes --passphrase '%s' -d secrets.tar.gpg | tar x" % p, [p]))
    p = pw(safe=True); T.append(("mc alias set minio http://localhost:9000 minioadmin %s" % p, [p]))
    p = pw(safe=True); T.append(("rabbitmqctl add_user app_producer %s && rabbitmqctl set_permissions -p / app_producer '.*' '.*' '.*'" % p, [p]))
    p = pw(safe=True); T.append(("az login -u svc-deploy@acme.onmicrosoft.com -p '%s'" % p, [p]))
    p = pw(safe=True); T.append(("net use Z: \\\\fs01\\share /user:CORP\\alice %s" % p, [p]))
    p = pw(safe=True); T.append(("wp user create editor2 editor2@example.com --role=editor --user_pass=%s" % p, [p]))
    p = pw(safe=True); T.append(("twine upload -u acme-bot -p %s --repository-url https://pypi.internal/simple dist/*" % p, [p]))

    for cmd, secs in T:
        SW("tool_flag", hist(cmd), secs, 0.35)


def gen_configs():
    # ---------------- .env ----------------
    for i in range(13):
        lines = ["APP_ENV=%s" % pick(["production", "staging", "local"]), "PORT=%d" % pick([3000, 8000, 8080]),
                 "LOG_LEVEL=%s" % pick(["info", "debug", "warn"])]
        secs = []
        key = pick(["DB_PASSWORD", "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD",
                    "MAIL_PASSWORD", "ADMIN_PASS", "RABBITMQ_DEFAULT_PASS", "JWT_SECRET", "API_SECRET",
                    "ENCRYPTION_KEY", "WEBHOOK_SECRET", "db_pass", "MINIO_ROOT_PASSWORD"])
        if key in ("JWT_SECRET", "API_SECRET", "WEBHOOK_SECRET", "ENCRYPTION_KEY"):
            v = pick([hx(64), rs(48, B64U), b64(32)])
        else:
            v = pw()
        q = pick(["", "", '"', "'"])
        if q == "'":
            v = v.replace("'", "")
        if q == "":
            v = v.replace("#", "%").replace(" ", "")
        lines.insert(rint(1, 3), "%s=%s%s%s" % (key, q, v, q))
        secs.append(v)
        if i % 3 == 0:
            lv = "base64:" + b64(32)
            lines.insert(0, "APP_KEY=" + lv)
            secs.append(lv[7:])
        if i % 4 == 1:
            lines.append("DB_HOST=%s" % host())
            lines.append("DB_USER=%s" % user())
        if i % 5 == 2:
            v2 = pw()
            lines.append('export SMTP_PASS="%s"' % v2.replace('"', ""))
            secs.append(v2.replace('"', ""))
        SW("env_file", "\n".join(lines), secs)

    # ---------------- YAML ----------------
    ymls = []
    p = pw(); ymls.append(("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/orders?useSSL=false\n    username: %s\n    password: %s\n  jpa:\n    hibernate:\n      ddl-auto: validate" % (host(), user(), p.replace("#", "%").replace(": ", "")), [p.replace("#", "%").replace(": ", "")]))
    p = pw(); ymls.append(('services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: "%s"\n      POSTGRES_DB: app\n    ports:\n      - "5432:5432"' % p.replace('"', ""), [p.replace('"', "")]))
    p = pw(); ymls.append(("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: prod\ntype: Opaque\nstringData:\n  username: app\n  password: '%s'" % p.replace("'", ""), [p.replace("'", "")]))
    p = pw(); ymls.append(("all:\n  hosts:\n    web01:\n      ansible_host: %s\n  vars:\n    ansible_user: deploy\n    ansible_become_pass: \"%s\"" % (ip(), p.replace('"', "")), [p.replace('"', "")]))
    p = pw(); ymls.append(("smtp:\n  host: smtp.office365.com\n  port: 587\n  user: noreply@acme.io\n  password: \"%s\"\n  starttls: true" % p.replace('"', ""), [p.replace('"', "")]))
    p = pw(); ymls.append(("# secrets.yaml (Home Assistant)\nwifi_ssid: HomeNet\nwifi_password: \"%s\"\nlatitude: 31.23\nlongitude: 121.47" % p.replace('"', ""), [p.replace('"', "")]))
    p = pw(); ymls.append(("elasticsearch:\n  hosts: [\"https://es01:9200\"]\n  username: elastic\n  password: '%s'\n  ssl.verification_mode: none" % p.replace("'", ""), [p.replace("'", "")]))
    v = rs(32); ymls.append(("grafana:\n  adminUser: admin\n  adminPassword: %s\n  persistence:\n    enabled: true" % v, [v]))
    p = pw(); ymls.append(("mysql:\n  auth:\n    rootPassword: \"%s\"\n    database: wordpress\n    username: wp\n    password: \"%s\"" % (p.replace('"', ""), p[::-1].replace('"', "")), [p.replace('"', ""), p[::-1].replace('"', "")]))
    v = hx(64); ymls.append(("jwt:\n  secret: %s\n  expiration: 86400\n  issuer: auth.acme.io" % v, [v]))
    p = pw(); ymls.append(("- name: Create db user\n  community.mysql.mysql_user:\n    name: reporting\n    password: \"%s\"\n    priv: 'reports.*:SELECT'\n    state: present" % p.replace('"', ""), [p.replace('"', "")]))
    v = rs(40, B64U); ymls.append(("gitlab-runner:\n  runnerToken: \"glrt-%s\"\n  concurrent: 4" % v[:20], ["glrt-" + v[:20]]))
    p = pw(); ymls.append(("datasources:\n  - name: Postgres\n    type: postgres\n    url: pg:5432\n    user: grafana\n    secureJsonData:\n      password: \"%s\"" % p.replace('"', ""), [p.replace('"', "")]))
    for snip, secs in ymls:
        SW("yaml_config", snip, secs)

    # ---------------- JSON ----------------
    js = []
    p = pw(safe=True); js.append(('{\n  "ConnectionStrings": {\n    "Default": "Server=sql01;Database=Shop;User Id=shop_app;Password=%s;TrustServerCertificate=True"\n  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}' % p, [p]))
    p = pw(); js.append(('{\n  "host": "%s",\n  "port": 5432,\n  "user": "%s",\n  "password": "%s",\n  "database": "metrics"\n}' % (host(), user(), p.replace('"', "")), [p.replace('"', "")]))
    v = rs(32, AN); js.append(('{"mqtt": {"broker": "mqtt.acme.io", "port": 8883, "username": "sensor-gw", "password": "%s"}}' % v, [v]))
    v = hx(40); js.append(('{\n  "name": "billing-worker",\n  "api_secret": "%s",\n  "retry": 3\n}' % v, [v]))
    p = pw(); js.append(('"sqltools.connections": [\n  {\n    "name": "prod-ro",\n    "driver": "PostgreSQL",\n    "server": "%s",\n    "username": "readonly",\n    "password": "%s"\n  }\n]' % (host(), p.replace('"', "")), [p.replace('"', "")]))
    v = rs(43, B64U); js.append(('{\n  "webhook": {\n    "url": "https://api.acme.io/hooks/orders",\n    "signing_secret": "%s"\n  }\n}' % v, [v]))
    p = pw(); js.append(('{"level":"debug","msg":"connecting","cfg":{"addr":"%s:3306","user":"root","passwd":"%s","net":"tcp"}}' % (ip(), p.replace('"', "")), [p.replace('"', "")]))
    v = rs(64, AN); js.append(('{\n  "clientId": "%s",\n  "client_secret": "%s",\n  "redirectUri": "https://app.acme.io/callback"\n}' % (ruuid(), v), [v]))
    p = pw(); js.append(('{\n  "smtp": {\n    "server": "smtp.qq.com",\n    "port": 465,\n    "sender": "%s",\n    "pwd": "%s"\n  }\n}' % (email(), p.replace('"', "")), [p.replace('"', "")]))
    v = rs(48); js.append(('[{"key": "PAYMENT_API_KEY", "value": "%s", "masked": false}]' % v, [v]))
    for snip, secs in js:
        SW("json_config", snip, secs)

    # ---------------- TOML ----------------
    tm = []
    p = pw(); tm.append(('[database]\nhost = "%s"\nport = 5432\nuser = "app"\npassword = "%s"\npool_size = 10' % (host(), p.replace('"', "")), [p.replace('"', "")]))
    v = "cio" + rs(32); tm.append(('[registry]\ntoken = "%s"' % v, [v]))
    p = pw(); tm.append(('# .streamlit/secrets.toml\n[connections.snowflake]\naccount = "xy12345.eu-west-1"\nuser = "ANALYST"\npassword = "%s"\nwarehouse = "COMPUTE_WH"' % p.replace('"', ""), [p.replace('"', "")]))
    v = rs(40); tm.append(('[auth]\nadmin_user = "admin"\nadmin_token = \'%s\'\nsession_ttl = "12h"' % v, [v]))
    p = pw(); tm.append(('[smtp]\nenabled = true\nhost = "smtp.exmail.qq.com:465"\nuser = "alerts@company.cn"\npassword = """%s"""\nfrom_address = "alerts@company.cn"' % p, [p]))
    p = pw(); tm.append(('[[outputs.influxdb]]\n  urls = ["http://influx:8086"]\n  database = "telegraf"\n  username = "telegraf"\n  password = "%s"' % p.replace('"', ""), [p.replace('"', "")]))
    for snip, secs in tm:
        SW("toml_config", snip, secs)

    # ---------------- INI ----------------
    ini = []
    p = pw(); ini.append(("[client]\nuser=root\npassword=%s\nhost=127.0.0.1" % p.replace(" ", ""), [p.replace(" ", "")]))
    p = pw(safe=True); ini.append(("[ODBC Data Sources]\nreporting=PostgreSQL Unicode\n\n[reporting]\nDriver=PostgreSQL Unicode\nServername=%s\nDatabase=reports\nUID=bi_reader\nPWD=%s" % (host(), p), [p]))
    p = pw(safe=True); ini.append(("[inet_http_server]\nport=0.0.0.0:9001\nusername=admin\npassword=%s" % p, [p]))
    p = pw(safe=True); ini.append(("[mail]\nsmtp_server = smtp.163.com\nsmtp_user = %s\nsmtp_pass = %s\n; 注意端口用 465" % (email(), p), [p]))
    k = base64.b64encode(rb(32)).decode()
    ini.append(("[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 0.0.0.0/0" % (k, base64.b64encode(rb(32)).decode()), [k]))
    p = pw(safe=True); ini.append(("[ldap]\nurl = ldaps://ad.corp.local:636\nbind_dn = CN=svc_app,OU=Service Accounts,DC=corp,DC=local\nbind_password = %s\nsearch_base = DC=corp,DC=local" % p, [p]))
    for snip, secs in ini:
        SW("ini_config", snip, secs)

    # ---------------- PHP define ----------------
    WPSALT = AN + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|"
    ph = []
    p = pw(); ph.append(("define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );" % p.replace("'", ""), [p.replace("'", "")]))
    a, b = rs(64, WPSALT), rs(64, WPSALT)
    ph.append(("define('AUTH_KEY',         '%s');\ndefine('SECURE_AUTH_KEY',  '%s');" % (a, b), [a, b]))
    p = pw(); ph.append(('<?php\ndefine("SMTP_HOST", "smtp.mailgun.org");\ndefine("SMTP_USER", "postmaster@mg.acme.io");\ndefine("SMTP_PASS", "%s");' % p.replace('"', "").replace("$", "S"), [p.replace('"', "").replace("$", "S")]))
    p = pw(); ph.append(("<?php\n$db_host = 'localhost';\n$db_user = 'shop';\n$db_password = '%s';\n$conn = new mysqli($db_host, $db_user, $db_password, 'shop');" % p.replace("'", ""), [p.replace("'", "")]))
    v = rs(32); ph.append(("define('API_SECRET_KEY', '%s'); // 支付回调签名用" % v, [v]))
    p = pw(); ph.append(("$config['db']['password'] = '%s';\n$config['db']['charset'] = 'utf8mb4';" % p.replace("'", ""), [p.replace("'", "")]))
    for snip, secs in ph:
        SW("php_define", snip, secs)

    # ---------------- XML ----------------
    xm = []
    p = pw(safe=True); xm.append(("<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deploy</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % p, [p]))
    p = pw(safe=True); xm.append(('<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="tomcat" password="%s" roles="manager-gui,admin-gui"/>\n</tomcat-users>' % p, [p]))
    p = pw(safe=True); xm.append(('<bean id="dataSource" class="com.zaxxer.hikari.HikariDataSource">\n  <property name="jdbcUrl" value="jdbc:mysql://%s:3306/erp"/>\n  <property name="username" value="erp"/>\n  <property name="password" value="%s"/>\n</bean>' % (host(), p), [p]))
    p = pw(safe=True); xm.append(('<connectionStrings>\n  <add name="Main" connectionString="Data Source=sql02;Initial Catalog=CRM;User ID=crm_web;Password=%s" providerName="System.Data.SqlClient" />\n</connectionStrings>' % p, [p]))
    p = pw(safe=True); xm.append(('<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % p, [p]))
    p = pw(safe=True); xm.append(('<property name="hibernate.connection.username">hr</property>\n<property name="hibernate.connection.password">%s</property>' % p, [p]))
    v = rs(40); xm.append(("<oauth>\n  <clientId>portal-web</clientId>\n  <secret>%s</secret>\n</oauth>" % v, [v]))
    p = pw(safe=True); xm.append(("<server>\n  <id>docker.io</id>\n  <username>acmebuild</username>\n  <password>%s</password>\n  <configuration><email>build@acme.io</email></configuration>\n</server>" % p, [p]))
    for snip, secs in xm:
        SW("xml_config", snip, secs)

    # ---------------- docker config.json auth ----------------
    for reg in ["https://index.docker.io/v1/", "ghcr.io", "harbor.acme.io", "registry.cn-shanghai.aliyuncs.com", "123456789012.dkr.ecr.us-east-1.amazonaws.com"]:
        p = pw() if reg != "ghcr.io" else gh_classic()
        a = base64.b64encode(("%s:%s" % (user(), p)).encode()).decode()
        if "ecr" in reg:
            a = base64.b64encode(("AWS:" + "eyJwYXlsb2FkIjoi" + rs(600, B64)).encode()).decode()
        snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, a)
        SW("docker_config_auth", snip, [a])
    inner = '{"auths":{"registry.acme.io":{"username":"puller","password":"%s","auth":"%s"}}}' % (pw(safe=True), b64(24))
    dcj = base64.b64encode(inner.encode()).decode()
    SW("docker_config_auth", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % dcj, [dcj])

    # ---------------- Rails secret_key_base ----------------
    v = hx(128); SW("rails_secret_key_base", "production:\n  secret_key_base: %s" % v, [v])
    v = hx(128); SW("rails_secret_key_base", "SECRET_KEY_BASE=%s bundle exec rails s -e production" % v, [v])
    v = hx(32); SW("rails_secret_key_base", "$ cat config/master.key\n%s" % v, [v])
    v = hx(128); SW("rails_secret_key_base", "# config/credentials.yml.enc (decrypted)\nsecret_key_base: %s\naws:\n  region: us-east-1" % v, [v])

    # ---------------- Django / Flask SECRET_KEY ----------------
    DJ = LO + DG + "!@#%^&*(-_=+)"
    v = "django-insecure-" + rs(50, DJ); SW("django_flask_secret_key", "# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = '%s'\n\nDEBUG = False" % v, [v])
    v = rs(50, DJ); SW("django_flask_secret_key", 'SECRET_KEY = "%s"\nALLOWED_HOSTS = ["api.acme.io"]' % v, [v])
    v = hx(64); SW("django_flask_secret_key", "app = Flask(__name__)\napp.config['SECRET_KEY'] = '%s'" % v, [v])
    v = rs(32, B64U); SW("django_flask_secret_key", "app.secret_key = b'%s'" % v, [v])
    v = rs(50, DJ); SW("django_flask_secret_key", "DJANGO_SECRET_KEY='%s'" % v, [v])
    v = hx(48); SW("django_flask_secret_key", "class ProdConfig(Config):\n    SECRET_KEY = \"%s\"\n    SQLALCHEMY_ECHO = False" % v, [v])

    # ---------------- session cookies ----------------
    v = rs(32, LO + DG); SW("session_cookie", "Cookie: csrftoken=%s; sessionid=%s; django_language=zh-hans" % (rs(32, AN), v), [v])
    v = "s%3A" + rs(32, B64U) + "." + rs(43, B64); SW("session_cookie", "Set-Cookie: connect.sid=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % v, [v])
    v = rs(26, LO + DG); SW("session_cookie", "GET /admin/index.php HTTP/1.1\nHost: shop.acme.io\nCookie: PHPSESSID=%s; lang=en" % v, [v])
    v = base64.b64encode(json.dumps({"iv": b64(16), "value": b64(rint(150, 180)), "mac": hx(64), "tag": ""}, separators=(",", ":")).encode()).decode()
    SW("session_cookie", "laravel_session=%s" % v, [v])
    v = hx(32).upper(); SW("session_cookie", "curl -b 'JSESSIONID=%s' https://intranet.acme.io/hr/payroll" % v, [v])
    v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(22, B64U) + "." + rs(rint(300, 420), B64U) + "." + rs(22, B64U)
    SW("session_cookie", "__Secure-next-auth.session-token=%s" % v, [v])
    v = rs(rint(60, 80), B64U); SW("session_cookie", "requests.get(url, cookies={'session': '%s'})" % v, [v])

    # ---------------- camelCase / prefixed keys ----------------
    cc = []
    v = azure_storage_key(); cc.append(("const config = {\n  storageAccount: 'acmeprodlogs',\n  storageKey: '%s',\n  container: 'raw'\n};" % v, [v]))
    v = rs(40, AN + "~._-"); cc.append(("export const authConfig = {\n  clientId: '%s',\n  clientSecret: '%s',\n  tenantId: '%s',\n};" % (ruuid(), v, ruuid()), [v]))
    p = pw(); cc.append(("dbHost: %s\ndbUser: report\ndbPass: \"%s\"" % (host(), p.replace('"', "")), [p.replace('"', "")]))
    v = rs(40); cc.append(("const apiToken = \"%s\";\nfetch(`${BASE}/items`, { headers: { Authorization: `Token ${apiToken}` } });" % v, [v]))
    v = rs(32, HEX); cc.append(("private static final String APP_SECRET = \"%s\";" % v, [v]))
    v = rs(44, B64U); cc.append(("cfg := Config{\n\tEndpoint:  \"https://api.partner.io\",\n\tAuthToken: \"%s\",\n}" % v, [v]))
    v, v2 = rs(50), rs(25); cc.append(("twitter:\n  consumerKey: %s\n  consumerSecret: %s" % (v2, v), [v2, v]))
    v = rs(64, HEX); cc.append(("public const string WebhookSigningSecret = \"%s\";" % v, [v]))
    v = rs(32); cc.append(("prodDbPassword = '%s'" % v, [v]))
    v = rs(30); cc.append(('{"accessKeyId": "%s", "accessKeySecret": "%s", "endpoint": "oss-cn-hangzhou.aliyuncs.com"}' % (ali_akid(), v), [v]))
    v = b64(32); cc.append(("encryptionKey: \"%s\"  # AES-256" % v, [v]))
    v = rs(36, LO + DG); cc.append(("let masterKey = \"%s\"" % v, [v]))
    for snip, secs in cc:
        if "accessKeyId" in snip:
            secs = secs + [snip.split('"accessKeyId": "')[1].split('"')[0]]
        SW("camelcase_key", snip, secs)

    # ---------------- HTTP auth headers ----------------
    hd = []
    v = rs(40); hd.append(("curl -H 'x-api-key: %s' https://api.partner.io/v2/orders?status=open" % v, [v]))
    u, p = user(), pw(safe=True); bb = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    hd.append(("GET /api/v1/nodes HTTP/1.1\nHost: k8s-dash.internal\nAuthorization: Basic %s\nAccept: application/json" % bb, [bb]))
    v = rs(48, B64U); hd.append(("Authorization: Bearer %s" % v, [v]))
    v = hx(32); hd.append(("curl https://acme-openai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-02-01 \\\n  -H \"Content-Type: application/json\" \\\n  -H \"api-key: %s\" \\\n  -d @body.json" % v, [v]))
    v = hvs_token(); hd.append(("curl -H \"X-Vault-Token: %s\" https://vault.acme.io/v1/secret/data/app" % v, [v]))
    v = rs(32, HEX); hd.append(("DEBUG urllib3 request headers={'User-Agent': 'python-requests/2.31.0', 'X-Auth-Token': '%s', 'Accept': '*/*'}" % v, [v]))
    u, p = user(), pw(safe=True); bb = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    hd.append(("Proxy-Authorization: Basic %s" % bb, [bb]))
    v = rs(rint(40, 60), B64U); hd.append(("fetch('https://api.acme.io/me', {\n  headers: { 'Authorization': 'Bearer %s' }\n})" % v, [v]))
    v = rs(36, LO + DG); hd.append(("X-API-KEY: %s" % v, [v]))
    v = rs(40); hd.append(("headers = {\"Authorization\": \"Token %s\", \"Content-Type\": \"application/json\"}" % v, [v]))
    v = rs(32); hd.append(("nginx access log: 10.2.3.4 - - [12/May/2024:10:01:22 +0000] \"GET /export?apikey=%s&fmt=csv HTTP/1.1\" 200 5123" % v, [v]))
    u, p = user(), pw(safe=True); bb = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    hd.append(("proxy_set_header Authorization \"Basic %s\";" % bb, [bb]))
    for snip, secs in hd:
        SW("http_header_auth", snip, secs)


def gen_vendors():
    # ---------------- AWS ----------------
    a, s = aws_akid(), aws_secret()
    SW("vendor_aws", "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1\noutput = json" % (a, s), [a, s])
    a, s = aws_akid(), aws_secret()
    SW("vendor_aws", "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_DEFAULT_REGION=eu-west-1" % (a, s), [a, s])
    a, s = aws_akid(), aws_secret()
    SW("vendor_aws", "s3 = boto3.client(\n    's3',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n    region_name='ap-southeast-1',\n)" % (a, s), [a, s])
    a, s = aws_akid(), aws_secret()
    SW("vendor_aws", 'provider "aws" {\n  region     = "us-west-2"\n  access_key = "%s"\n  secret_key = "%s"\n}' % (a, s), [a, s])
    a, s = aws_akid(), aws_secret()
    SW("vendor_aws", "$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: cn-north-1\nDefault output format [None]: json" % (a, s), [a, s])
    a, s, t = aws_akid("ASIA"), aws_secret(), aws_session_token()
    SW("vendor_aws", '{\n  "Credentials": {\n    "AccessKeyId": "%s",\n    "SecretAccessKey": "%s",\n    "SessionToken": "%s",\n    "Expiration": "2024-06-01T12:00:00Z"\n  }\n}' % (a, s, t), [a, s, t])
    a, s = aws_akid(), aws_secret()
    S("vendor_aws", "AWS 的 AK/SK 先发你，用完我就删掉：\nAK: %s\nSK: %s" % (a, s), [a, s], "zh")
    a, s = aws_akid(), aws_secret()
    S("vendor_aws", "the IAM user for the backup job is backup-bot, key %s with secret %s — scoped to the archive bucket only" % (a, s), [a, s], "en")
    a, s = aws_akid(), aws_secret()
    SW("vendor_aws", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com\nuse_https = True" % (a, s), [a, s])

    # ---------------- GitHub ----------------
    t = gh_classic(); SW("vendor_github", "git remote set-url origin https://%s@github.com/acme/infra.git" % t, [t])
    t = gh_classic(); SW("vendor_github", "export GH_TOKEN=%s\ngh pr list --repo acme/web" % t, [t])
    t = gh_classic("gho_"); SW("vendor_github", "# ~/.config/gh/hosts.yml\ngithub.com:\n    user: alice-dev\n    oauth_token: %s\n    git_protocol: https" % t, [t])
    t = gh_fine(); SW("vendor_github", "curl -H \"Authorization: Bearer %s\" https://api.github.com/repos/acme/web/actions/runs" % t, [t])
    t = gh_fine(); S("vendor_github", "GitHub 的 fine-grained token 给你：%s ，只有 contents 读权限" % t, [t], "zh")
    t = gh_classic(); SW("vendor_github", "//npm.pkg.github.com/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t, [t])
    t = gh_classic("ghs_"); SW("vendor_github", "2024-05-14T09:12:44Z INFO  installation token acquired: %s (expires in 3600s)" % t, [t])
    t = gh_classic(); S("vendor_github", "I generated a new PAT for the bot: %s. Scopes: repo, workflow." % t, [t], "en")
    t = gh_classic(); SW("vendor_github", "git clone https://alice-dev:%s@github.com/acme/private-sdk.git" % t, [t])
    t, t2 = gh_classic("ghr_"), gh_classic("ghu_"); SW("vendor_github", '{"access_token":"%s","expires_in":28800,"refresh_token":"%s","token_type":"bearer"}' % (t2, t), [t2, t])

    # ---------------- GitLab ----------------
    t = glpat(); SW("vendor_gitlab", "curl --header \"PRIVATE-TOKEN: %s\" \"https://gitlab.example.com/api/v4/projects?owned=true\"" % t, [t])
    t = glpat(); SW("vendor_gitlab", "git clone https://oauth2:%s@gitlab.com/acme/backend.git" % t, [t])
    t = glpat(); SW("vendor_gitlab", "GITLAB_TOKEN=%s" % t, [t])
    t = glpat(); S("vendor_gitlab", "gitlab 的 access token 是 %s，过期时间设置的一年" % t, [t], "zh")
    t = glpat(); SW("vendor_gitlab", "- name: push tags\n  run: git push https://ci:%s@gitlab.internal/acme/app.git --tags" % t, [t])

    # ---------------- Slack ----------------
    t = slack_bot(); SW("vendor_slack", "SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#deploys" % t, [t])
    t = slack_bot(); SW("vendor_slack", "from slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#alerts\", text=\"disk 90%%\")" % t, [t])
    t = slack_user(); SW("vendor_slack", "slack user token (for the export script): %s" % t, [t])
    t1, t2 = slack_app(), slack_bot(); SW("vendor_slack", "SLACK_APP_TOKEN=%s\nSLACK_BOT_TOKEN=%s" % (t1, t2), [t1, t2])
    t = slack_bot(); S("vendor_slack", "Slack 机器人 token：%s，已经加到 #ops 频道了" % t, [t], "zh")
    for i in range(5):
        url, tok = slack_webhook()
        snip = pick([
            "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' %s",
            "receivers:\n  - name: slack-oncall\n    slack_configs:\n      - api_url: %s\n        channel: '#oncall'",
            "SLACK_WEBHOOK_URL=%s",
            "告警推送到 Slack：%s",
            "webhook for #releases: %s",
        ]) % url
        if "告警" in snip:
            S("vendor_slack_webhook", snip, [tok], "zh")
        else:
            SW("vendor_slack_webhook", snip, [tok])

    # ---------------- Discord ----------------
    for tpl in ["DISCORD_WEBHOOK=%s",
                "requests.post(\"%s\", json={\"content\": \"build #%d passed\"})",
                "Discord 频道的 webhook 地址：%s",
                "notify:\n  discord:\n    url: %s",
                "curl -H \"Content-Type: application/json\" -d '{\"username\":\"bot\",\"content\":\"hi\"}' %s"]:
        url, tok = discord_webhook()
        snip = tpl % ((url, rint(100, 999)) if "%d" in tpl else url)
        if "频道" in tpl:
            S("vendor_discord_webhook", snip, [tok], "zh")
        else:
            SW("vendor_discord_webhook", snip, [tok])
    for tpl in ["client.run('%s')", "DISCORD_TOKEN=%s", "我的 discord bot token 是 %s，帮我看下为什么登录失败",
                "const TOKEN = \"%s\";\nclient.login(TOKEN);", "bot:\n  token: \"%s\"\n  prefix: \"!\""]:
        t = discord_bot()
        if "discord bot" in tpl:
            S("vendor_discord_bot", tpl % t, [t], "zh")
        else:
            SW("vendor_discord_bot", tpl % t, [t])

    # ---------------- Teams ----------------
    for i, tpl in enumerate(["TEAMS_WEBHOOK_URL=%s", "Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $json -Uri \"%s\"",
                             "Teams 通知地址：%s", "msteams:\n  webhook_url: '%s'"]):
        url, secs = teams_webhook(v2=(i % 2 == 1))
        if "通知" in tpl:
            S("vendor_teams_webhook", tpl % url, secs, "zh")
        else:
            SW("vendor_teams_webhook", tpl % url, secs)

    # ---------------- Sentry ----------------
    for i, tpl in enumerate(["sentry_sdk.init(\n    dsn=\"%s\",\n    traces_sample_rate=0.2,\n)", "SENTRY_DSN=%s",
                             "Sentry.init({ dsn: '%s', environment: 'production' });", "raven:\n  dsn: %s",
                             "前端的 Sentry DSN 配的是 %s"]):
        d, secs = sentry_dsn(legacy=(i == 3))
        if "前端" in tpl:
            S("vendor_sentry_dsn", tpl % d, secs, "zh")
        else:
            SW("vendor_sentry_dsn", tpl % d, secs)

    # ---------------- Stripe ----------------
    t = stripe_key(); SW("vendor_stripe", "stripe.api_key = \"%s\"" % t, [t])
    t = stripe_key(); SW("vendor_stripe", "STRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s" % (t, rs(24)), [t])
    t = stripe_key(); SW("vendor_stripe", "curl https://api.stripe.com/v1/charges \\\n  -u %s: \\\n  -d amount=2000 -d currency=usd" % t, [t])
    t = stripe_key("rk_live_"); SW("vendor_stripe", "restricted key for the reporting job: %s" % t, [t])
    t = "whsec_" + rs(32); SW("vendor_stripe", "STRIPE_WEBHOOK_SECRET=%s" % t, [t])
    t = stripe_key(); S("vendor_stripe", "Stripe 正式环境密钥：%s（别用在前端）" % t, [t], "zh")

    # ---------------- Twilio ----------------
    sid, tok = twilio_sid(), hx(32); SW("vendor_twilio", "TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+15005550006" % (sid, tok), [tok])
    sid, tok = twilio_sid(), hx(32); SW("vendor_twilio", "client = Client(\"%s\", \"%s\")\nclient.messages.create(to=to, from_=FROM, body=msg)" % (sid, tok), [tok])
    sid, tok = twilio_sid(), hx(32); SW("vendor_twilio", "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json -u %s:%s --data-urlencode 'Body=hello'" % (sid, sid, tok), [tok])
    k, sec = "SK" + hx(32), rs(32); SW("vendor_twilio", "twilio:\n  api_key: %s\n  api_secret: %s" % (k, sec), [sec])
    sid, tok = twilio_sid(), hx(32); S("vendor_twilio", "Twilio 的 Auth Token 是 %s，Account SID %s" % (tok, sid), [tok], "zh")

    # ---------------- SendGrid ----------------
    for tpl in ["SENDGRID_API_KEY=%s", "sg = SendGridAPIClient('%s')", "curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer %s' --header 'Content-Type: application/json' -d @mail.json",
                "发邮件用的 SendGrid key：%s", "spring.sendgrid.api-key=%s"]:
        t = sendgrid()
        if "发邮件" in tpl:
            S("vendor_sendgrid", tpl % t, [t], "zh")
        else:
            SW("vendor_sendgrid", tpl % t, [t])

    # ---------------- OpenAI ----------------
    oa = ["OPENAI_API_KEY=%s", "client = OpenAI(api_key=\"%s\")", "openai.api_key = '%s'",
          "curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer %s\" -H \"Content-Type: application/json\" -d '{\"model\":\"gpt-4o-mini\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}'",
          "我的 key 是 %s ，为什么一直报 429 insufficient_quota？", "export OPENAI_API_KEY=\"%s\"",
          "User: use this key for the eval run: %s", "llm:\n  provider: openai\n  api_key: %s\n  model: gpt-4o"]
    for tpl in oa:
        t = openai_key()
        if "我的 key" in tpl:
            S("vendor_openai", tpl % t, [t], "zh")
        elif tpl.startswith("User:"):
            S("vendor_openai", tpl % t, [t], "en")
        else:
            SW("vendor_openai", tpl % t, [t])

    # ---------------- Anthropic ----------------
    an = ["ANTHROPIC_API_KEY=%s", "client = anthropic.Anthropic(api_key=\"%s\")",
          "curl https://api.anthropic.com/v1/messages -H \"x-api-key: %s\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" -d @req.json",
          "帮我保存一下这个 Claude 的 key：%s", "export ANTHROPIC_API_KEY='%s'", "[llm]\nprovider = \"anthropic\"\napi_key = \"%s\""]
    for tpl in an:
        t = anthropic_key()
        if "帮我保存" in tpl:
            S("vendor_anthropic", tpl % t, [t], "zh")
        else:
            SW("vendor_anthropic", tpl % t, [t])
    t = "sk-ant-admin01-" + rs(93, B64U) + "AA"
    SW("vendor_anthropic", "ANTHROPIC_ADMIN_KEY=%s" % t, [t])

    # ---------------- Google API key ----------------
    gg = ["<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async defer></script>",
          "GOOGLE_API_KEY=%s", "genai.configure(api_key=\"%s\")",
          "const firebaseConfig = {\n  apiKey: \"%s\",\n  authDomain: \"acme-app.firebaseapp.com\",\n  projectId: \"acme-app\",\n};",
          "Gemini 的 API key：%s", "curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=%s\" -d @prompt.json"]
    for tpl in gg:
        t = google_api()
        if "Gemini 的" in tpl:
            S("vendor_google_api", tpl % t, [t], "zh")
        else:
            SW("vendor_google_api", tpl % t, [t])

    # ---------------- GCP service account JSON ----------------
    for i in range(5):
        lines = pem_lines(rsa_pkcs8())
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
        proj = pick(["acme-prod", "data-platform-31", "ml-sandbox-2024", "shop-cn-bj"])
        sa = pick(["terraform", "ci-deployer", "bq-reader", "vertex-runner"])
        j = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
             '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
             '  "token_uri": "https://oauth2.googleapis.com/token",\n  "universe_domain": "googleapis.com"\n}') % (proj, hx(40), pk, sa, proj, rs(21, DG))
        if i == 0:
            S("vendor_gcp_service_account", "这是 GCP 的服务账号密钥文件内容，帮我看看为什么 invalid_grant：\n" + j, lines, "zh")
        elif i == 1:
            S("vendor_gcp_service_account", "$ cat key.json\n" + j, lines, "en")
        else:
            SW("vendor_gcp_service_account", j, lines)

    # ---------------- Azure storage ----------------
    k = azure_storage_key(); SW("vendor_azure_storage", "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=%s;EndpointSuffix=core.windows.net\"" % k, [k])
    k = azure_storage_key(); SW("vendor_azure_storage", "az storage blob upload --account-name acmebackup --account-key %s -c db -f dump.bak -n 2024/05/dump.bak" % k, [k])
    k = azure_storage_key(); SW("vendor_azure_storage", "\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=funcstore01;AccountKey=%s;EndpointSuffix=core.windows.net\"" % k, [k])
    sig = base64.b64encode(rb(32)).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    SW("vendor_azure_storage", "https://acmeassets.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-12-31T00:00:00Z&st=2024-05-01T00:00:00Z&spr=https&sig=%s" % sig, [sig])
    k = base64.b64encode(rb(32)).decode(); SW("vendor_azure_storage", "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % k, [k])
    k = azure_storage_key(); S("vendor_azure_storage", "Azure 存储账户 acmecn 的访问密钥 key1：%s" % k, [k], "zh")

    # ---------------- Azure DevOps PAT ----------------
    t = azure_devops_pat(); SW("vendor_azure_devops", "git clone https://pat:%s@dev.azure.com/acme/Platform/_git/infra" % t, [t])
    t = azure_devops_pat(); SW("vendor_azure_devops", "export AZURE_DEVOPS_EXT_PAT=%s\naz devops project list --org https://dev.azure.com/acme" % t, [t])
    t = azure_devops_pat(); bb = base64.b64encode((":" + t).encode()).decode()
    SW("vendor_azure_devops", "Authorization: Basic %s" % bb, [bb])
    t = azure_devops_pat(); S("vendor_azure_devops", "Azure DevOps 的 PAT：%s，有效期 30 天" % t, [t], "zh")
    t = azure_devops_pat(); SW("vendor_azure_devops", "<packageSourceCredentials>\n  <AcmeArtifacts>\n    <add key=\"Username\" value=\"az\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </AcmeArtifacts>\n</packageSourceCredentials>" % t, [t])

    # ---------------- Terraform Cloud ----------------
    t = tfc_token(); SW("vendor_terraform_cloud", '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % t, [t])
    t = tfc_token(); SW("vendor_terraform_cloud", "export TF_TOKEN_app_terraform_io=%s" % t, [t])
    t = tfc_token(); SW("vendor_terraform_cloud", 'credentials "app.terraform.io" {\n  token = "%s"\n}' % t, [t])
    t = tfc_token(); S("vendor_terraform_cloud", "TFC 的 team token：%s" % t, [t], "zh")

    # ---------------- 1Password service account ----------------
    t = op_service_token(); SW("vendor_1password", "export OP_SERVICE_ACCOUNT_TOKEN=%s\nop item list --vault Infra" % t, [t])
    t = op_service_token(); SW("vendor_1password", "- uses: 1password/load-secrets-action@v2\n  env:\n    OP_SERVICE_ACCOUNT_TOKEN: %s" % t, [t])
    t = op_service_token(); S("vendor_1password", "1Password 服务账号 token 放这了：%s" % t, [t], "zh")
    t = op_service_token(); S("vendor_1password", "Service account token for the CI vault (read-only): %s" % t, [t], "en")

    # ---------------- Okta ----------------
    t = okta_token(); SW("vendor_okta", "curl -H \"Authorization: SSWS %s\" https://acme.okta.com/api/v1/users?limit=25" % t, [t])
    t = okta_token(); SW("vendor_okta", "okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: %s" % t, [t])
    t = okta_token(); SW("vendor_okta", "OKTA_API_TOKEN=%s" % t, [t])
    t = okta_token(); S("vendor_okta", "Okta 管理员 API token：%s" % t, [t], "zh")

    # ---------------- age ----------------
    k = age_secret(); SW("vendor_age", "# created: 2024-04-02T10:11:12+08:00\n# public key: %s\n%s" % (age_public(), k), [k])
    k = age_secret(); SW("vendor_age", "export SOPS_AGE_KEY=%s\nsops -d secrets.enc.yaml" % k, [k])
    k = age_secret(); S("vendor_age", "sops 用的 age 私钥：%s" % k, [k], "zh")
    k = age_secret(); S("vendor_age", "Backup of my age identity (keys.txt): %s" % k, [k], "en")

    # ---------------- Cohere ----------------
    t = cohere_key(); SW("vendor_cohere", "CO_API_KEY=%s" % t, [t])
    t = cohere_key(); SW("vendor_cohere", "co = cohere.Client(\"%s\")\nresp = co.rerank(model=\"rerank-english-v3.0\", query=q, documents=docs)" % t, [t])
    t = cohere_key(); S("vendor_cohere", "Cohere 的 API key 是 %s" % t, [t], "zh")
    t = cohere_key(); SW("vendor_cohere", "cohere:\n  api_key: \"%s\"\n  embed_model: embed-multilingual-v3.0" % t, [t])

    # ---------------- xAI ----------------
    t = xai_key(); SW("vendor_xai", "XAI_API_KEY=%s" % t, [t])
    t = xai_key(); SW("vendor_xai", "curl https://api.x.ai/v1/chat/completions -H \"Authorization: Bearer %s\" -H 'Content-Type: application/json' -d @req.json" % t, [t])
    t = xai_key(); S("vendor_xai", "Grok 的 key：%s" % t, [t], "zh")
    t = xai_key(); SW("vendor_xai", "client = OpenAI(base_url=\"https://api.x.ai/v1\", api_key=\"%s\")" % t, [t])

    # ---------------- Hugging Face ----------------
    t = hf_token(); SW("vendor_huggingface", "huggingface-cli login --token %s" % t, [t])
    t = hf_token(); SW("vendor_huggingface", "HF_TOKEN=%s" % t, [t])
    t = hf_token(); SW("vendor_huggingface", "from huggingface_hub import login\nlogin(token=\"%s\")" % t, [t])
    t = hf_token(); SW("vendor_huggingface", "git clone https://alice:%s@huggingface.co/acme/private-model" % t, [t])
    t = hf_token(); S("vendor_huggingface", "HF 的 write token 是 %s，下载 gated 模型要用" % t, [t], "zh")

    # ---------------- npm ----------------
    t = npm_token(); SW("vendor_npm", "//registry.npmjs.org/:_authToken=%s" % t, [t])
    t = npm_token(); SW("vendor_npm", "NPM_TOKEN=%s npm publish --access public" % t, [t])
    t = npm_token(); S("vendor_npm", "npm 发包用的 automation token：%s" % t, [t], "zh")
    t = npm_token(); SW("vendor_npm", "npmAuthToken: \"%s\"\nnpmRegistryServer: \"https://registry.npmjs.org\"" % t, [t])
    t = npm_token(); S("vendor_npm", "Created a granular access token for the release workflow: %s (expires in 90 days)" % t, [t], "en")

    # ---------------- PyPI ----------------
    t = pypi_token(); SW("vendor_pypi", "[pypi]\n  username = __token__\n  password = %s" % t, [t])
    t = pypi_token(); SW("vendor_pypi", "twine upload -u __token__ -p %s dist/*" % t, [t])
    t = pypi_token(); SW("vendor_pypi", "UV_PUBLISH_TOKEN=%s uv publish" % t, [t])
    t = pypi_token(); S("vendor_pypi", "PyPI 项目级 token：%s" % t, [t], "zh")

    # ---------------- Alibaba Cloud ----------------
    a, s = ali_akid(), ali_secret()
    S("vendor_alibaba", "阿里云 AccessKey ID：%s\nAccessKey Secret：%s\n这个子账号只有 OSS 权限" % (a, s), [a, s], "zh")
    a, s = ali_akid(), ali_secret()
    SW("vendor_alibaba", "export ALIBABA_CLOUD_ACCESS_KEY_ID=%s\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=%s" % (a, s), [a, s])
    a, s = ali_akid(), ali_secret()
    SW("vendor_alibaba", "auth = oss2.Auth('%s', '%s')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'acme-static')" % (a, s), [a, s])
    a, s = ali_akid(), ali_secret()
    SW("vendor_alibaba", "aliyun configure set --profile prod --mode AK --region cn-shanghai --access-key-id %s --access-key-secret %s" % (a, s), [a, s])
    a, s = ali_akid(), ali_secret()
    S("vendor_alibaba", "短信服务的 AK 是 %s，SK 是 %s，签名用「某某科技」" % (a, s), [a, s], "zh")
    a, s = ali_akid(), ali_secret()
    SW("vendor_alibaba", "spring:\n  cloud:\n    alicloud:\n      access-key: %s\n      secret-key: %s" % (a, s), [a, s])

    # ---------------- Tencent Cloud ----------------
    a, s = tencent_id(), tencent_key()
    S("vendor_tencent", "腾讯云 API 密钥\nSecretId: %s\nSecretKey: %s" % (a, s), [a, s], "zh")
    a, s = tencent_id(), tencent_key()
    SW("vendor_tencent", "export TENCENTCLOUD_SECRET_ID=%s\nexport TENCENTCLOUD_SECRET_KEY=%s" % (a, s), [a, s])
    a, s = tencent_id(), tencent_key()
    SW("vendor_tencent", "cred = credential.Credential(\"%s\", \"%s\")\nclient = cvm_client.CvmClient(cred, \"ap-guangzhou\")" % (a, s), [a, s])
    a, s = tencent_id(), tencent_key()
    SW("vendor_tencent", "secret_id = %s\nsecret_key = %s\nbucket = assets-1250000000\nregion = ap-shanghai" % (a, s), [a, s])
    a, s = tencent_id(), tencent_key()
    S("vendor_tencent", "COS 上传一直 403，我用的是 SecretId=%s SecretKey=%s，权限应该够啊" % (a, s), [a, s], "zh")
    a, s = tencent_id(), tencent_key()
    SW("vendor_tencent", 'provider "tencentcloud" {\n  secret_id  = "%s"\n  secret_key = "%s"\n  region     = "ap-beijing"\n}' % (a, s), [a, s])

    # ---------------- Baidu Qianfan ----------------
    a, s = rs(24), rs(32)
    S("vendor_baidu_qianfan", "千帆的 API Key：%s\nSecret Key：%s\n用来换 access_token 的" % (a, s), [a, s], "zh")
    a, s = hx(32), hx(32)
    SW("vendor_baidu_qianfan", "os.environ[\"QIANFAN_ACCESS_KEY\"] = \"%s\"\nos.environ[\"QIANFAN_SECRET_KEY\"] = \"%s\"" % (a, s), [a, s])
    t = qianfan_bearer()
    SW("vendor_baidu_qianfan", "curl -X POST 'https://qianfan.baidubce.com/v2/chat/completions' -H 'Content-Type: application/json' -H 'Authorization: Bearer %s' -d @req.json" % t, [t])
    t = qianfan_bearer()
    S("vendor_baidu_qianfan", "千帆 v2 的 key 是 %s，直接当 Bearer 用" % t, [t], "zh")
    a, s = rs(24), rs(32)
    SW("vendor_baidu_qianfan", "QIANFAN_AK=%s\nQIANFAN_SK=%s" % (a, s), [a, s])

    # ---------------- Huawei Cloud ----------------
    a, s = huawei_ak(), huawei_sk()
    S("vendor_huawei", "华为云访问密钥（credentials.csv）：\nUser Name,Access Key Id,Secret Access Key\nobs-uploader,%s,%s" % (a, s), [a, s], "zh")
    a, s = huawei_ak(), huawei_sk()
    SW("vendor_huawei", "export HUAWEICLOUD_SDK_AK=%s\nexport HUAWEICLOUD_SDK_SK=%s\nexport HUAWEICLOUD_SDK_PROJECT_ID=%s" % (a, s, hx(32)), [a, s])
    a, s = huawei_ak(), huawei_sk()
    SW("vendor_huawei", "./obsutil config -i=%s -k=%s -e=obs.cn-north-4.myhuaweicloud.com" % (a, s), [a, s])
    a, s = huawei_ak(), huawei_sk()
    SW("vendor_huawei", "credentials = BasicCredentials(\"%s\", \"%s\", project_id)" % (a, s), [a, s])
    a, s = huawei_ak(), huawei_sk()
    S("vendor_huawei", "华为云 AK：%s SK：%s region 用 cn-east-3" % (a, s), [a, s], "zh")


def gen_keys_tokens():
    # ---------------- PEM private keys ----------------
    def add_pem(label, data, width, ctx, lang=None):
        block, lines = pem(label, data, width)
        if ctx == "yaml":
            block = "\n".join("    " + l for l in block.split("\n"))
            snip = "deploy:\n  host: web01.acme.io\n  ssh_private_key: |\n" + block
        elif ctx == "k8s":
            block = "\n".join("    " + l for l in block.split("\n"))
            snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n" + block
        elif ctx == "tf":
            snip = 'resource "tls_locally_signed_cert" "x" {\n  ca_private_key_pem = <<EOT\n' + block + "\nEOT\n}"
        elif ctx == "cat":
            snip = "$ cat ~/.ssh/id_ed25519\n" + block
        else:
            snip = block
        if lang == "zh":
            S("private_key_pem", pick(["这是部署用的私钥，先存一下：\n", "服务器私钥如下，帮我转成 ppk 格式：\n", "私钥（别外传）：\n"]) + snip, lines, "zh")
        elif lang == "en":
            S("private_key_pem", pick(["Here's the deploy key for the CI box:\n", "Old signing key, keeping it here until the rotation is done:\n", "can you tell me why ssh says 'invalid format' with this key?\n"]) + snip, lines, "en")
        else:
            SW("private_key_pem", snip, lines, 0.0)

    add_pem("RSA PRIVATE KEY", rsa_pkcs1(2048), 64, "plain", "en")
    add_pem("PRIVATE KEY", rsa_pkcs8(2048), 64, "k8s")
    add_pem("RSA PRIVATE KEY", rsa_pkcs1(1024), 64, "plain", "zh")
    add_pem("EC PRIVATE KEY", ec_sec1(), 64, "plain", "en")
    add_pem("EC PRIVATE KEY", ec_sec1(), 64, "tf")
    add_pem("EC PRIVATE KEY", ec_sec1(), 64, "plain", "zh")
    add_pem("OPENSSH PRIVATE KEY", openssh_ed25519("alice@laptop"), 70, "cat")
    add_pem("OPENSSH PRIVATE KEY", openssh_ed25519("deploy@ci"), 70, "yaml")
    add_pem("OPENSSH PRIVATE KEY", openssh_ed25519("git@gitee"), 70, "plain", "zh")
    add_pem("PRIVATE KEY", ed25519_pkcs8(), 64, "plain", "en")
    add_pem("PRIVATE KEY", rsa_pkcs8(2048), 64, "plain", "zh")
    # single-line base64 key as used by Chinese payment SDKs
    k = base64.b64encode(rsa_pkcs8(2048)).decode()
    S("private_key_pem", "alipay:\n  app-id: 20210%s\n  private-key: %s\n  alipay-public-key: MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s" % (rs(11, DG), k, rs(40, B64)), [k], "zh")

    # ---------------- JWT ----------------
    jw = [
        ("Authorization: Bearer %s", "HS256"),
        ("localStorage.setItem('access_token', '%s')", "HS256"),
        ("curl -H \"Authorization: Bearer %s\" https://api.acme.io/v1/me", "RS256"),
        ("这个 token 过期了吗？%s", "HS256"),
        ("SUPABASE_SERVICE_ROLE_KEY=%s", "HS256"),
        ("Set-Cookie: access_token=%s; HttpOnly; Path=/", "ES256"),
        ("[auth] issued token=%s user_id=%d", "RS256"),
        ("登录接口返回：{\"code\":0,\"data\":{\"token\":\"%s\"}}", "HS512"),
    ]
    for tpl, alg in jw:
        payload = None
        if "SUPABASE" in tpl:
            payload = {"iss": "supabase", "ref": rs(20, LO), "role": "service_role", "iat": 1700000000 + rint(0, 9999999)}
            payload["exp"] = payload["iat"] + 315360000
        t = jwt(alg, payload, kid=(rs(8, HEX) if alg != "HS256" else None))
        text = tpl % ((t, rint(100, 99999)) if "%d" in tpl else t)
        if any("\u4e00" <= c <= "\u9fff" for c in tpl):
            S("jwt", text, [t], "zh")
        else:
            SW("jwt", text, [t])

    # ---------------- TOTP seeds ----------------
    for tpl in ["otpauth://totp/GitHub:alice-dev?secret=%s&issuer=GitHub",
                "otpauth://totp/AWS%%20Root:root@acme.io?secret=%s&issuer=Amazon%%20Web%%20Services&algorithm=SHA1&digits=6&period=30",
                "二次验证的种子我备份一下：otpauth://totp/阿里云:ops@company.cn?secret=%s&issuer=Aliyun",
                "mfa:\n  issuer: acme-vpn\n  totp_uri: \"otpauth://totp/acme-vpn:bob?secret=%s&digits=6\"",
                "Google Authenticator 换手机前导出的：otpauth://totp/Gitee:zhangwei?secret=%s"]:
        sd = totp_seed()
        text = tpl % sd
        if "二次" in tpl or "换手机" in tpl:
            S("totp_seed", text, [sd], "zh")
        else:
            SW("totp_seed", text, [sd])
    sd = totp_seed(32)
    grp = " ".join(sd[i:i + 4] for i in range(0, 32, 4)).lower()
    S("totp_seed", "Can't scan the QR code? Enter this setup key in your authenticator app:\n%s\n(saved here so I can re-add it on the new phone)" % grp, [grp], "en")

    # ---------------- BIP-39 ----------------
    m = bip39(12); S("bip39_mnemonic", "Seed phrase backup for the hardware wallet: %s" % m, [m], "en")
    m = bip39(24); S("bip39_mnemonic", "MetaMask Secret Recovery Phrase:\n%s\n\nDon't lose this." % m, [m], "en")
    m = bip39(12); S("bip39_mnemonic", "助记词：%s" % m, [m], "zh")
    m = bip39(12, "zh"); S("bip39_mnemonic", "钱包的中文助记词抄在这里：%s" % m, [m], "zh")
    m, ik = bip39(24), hx(32); S("bip39_mnemonic", "MNEMONIC=\"%s\"\nRPC_URL=https://sepolia.infura.io/v3/%s" % (m, ik), [m, ik], "en")
    m = bip39(12); S("bip39_mnemonic", "const wallet = ethers.Wallet.fromPhrase(\"%s\");" % m, [m], "en")
    m = bip39(24); S("bip39_mnemonic", "冷钱包的 24 个恢复词，按顺序：%s" % m, [m], "zh")
    m = bip39(12); S("bip39_mnemonic", "- testnet deployer mnemonic: %s (has real mainnet funds too, careful)" % m, [m], "en")

    # ---------------- DB URLs ----------------
    tpls = [
        "DATABASE_URL=postgres://{u}:{p}@{h}:5432/app",
        "SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg2://{u}:{p}@{h}/analytics'",
        "spring.datasource.url=jdbc:postgresql://{h}:5432/erp?user={u}&password={p}",
        "DATABASE_URL=\"mysql://{u}:{p}@{h}:3306/shop\"",
        "engine = create_engine(\"mysql+pymysql://{u}:{p}@{h}/crm?charset=utf8mb4\")",
        "REDIS_URL=redis://:{p}@{h}:6379/0",
        "CELERY_BROKER_URL = 'rediss://default:{p}@cache-prod.abc123.ng.0001.use1.cache.amazonaws.com:6379/1'",
        "AMQP_URL=amqp://{u}:{p}@rabbitmq.internal:5672/orders",
        "broker_url: amqps://{u}:{p}@b-1234abcd.mq.us-east-1.amazonaws.com:5671",
        "MONGO_URI=mongodb+srv://{u}:{p}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority",
        "sqlalchemy.url = postgresql://{u}:{p}@{h}/billing",
        "数据库连接串：postgresql://{u}:{p}@{h}:5432/report",
        "连不上库，我的连接字符串是 mysql://{u}:{p}@{h}:3306/test，端口也开了",
        "Redis 地址 redis://default:{p}@{h}:6379 ，db 用 2",
        "2024-05-14 10:22:01 ERROR sqlalchemy.pool: could not connect to postgres://{u}:{p}@{h}:5432/app: timeout",
        "kafka:\n  sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{u}\" password=\"{p}\";",
    ]
    for t in tpls:
        p = pw_url() if "jaas" not in t else pw(safe=True)
        text = t.format(u=user(), p=p, h=host())
        if any("\u4e00" <= c <= "\u9fff" for c in t):
            S("db_url", text, [p], "zh")
        else:
            SW("db_url", text, [p], 0.3)

    # ---------------- Chinese secret contexts ----------------
    zc = []
    p = pw(); zc.append(("堡垒机口令：%s" % p, [p]))
    c = rs(16, LO); zc.append(("QQ 邮箱的 SMTP 授权码是 %s，不是登录密码，别搞混" % c, [c]))
    c = rs(16, UP); zc.append(("网易邮箱客户端授权码：%s" % c, [c]))
    k = rs(32); zc.append(("接口签名密钥：%s，MD5 签名时拼在参数最后" % k, [k]))
    t, s = hx(64), "SEC" + hx(64)
    zc.append(("钉钉机器人：\nhttps://oapi.dingtalk.com/robot/send?access_token=%s\n加签密钥 %s" % (t, s), [t, s]))
    u = ruuid(); zc.append(("飞书群机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/%s\n签名校验秘钥：%s" % (u, rs(22)), [u]))
    zc[-1] = (zc[-1][0], [u, zc[-1][0].split("签名校验秘钥：")[1]])
    u = ruuid(); zc.append(("企业微信告警：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u]))
    k = hx(32); zc.append(("公众号 AppID: wx%s\nAppSecret: %s" % (hx(16), k), [k]))
    t = rs(rint(40, 64), B64U); zc.append(("访问令牌：%s（有效期 2 小时）" % t, [t]))
    p = pw(); zc.append(("keystore 的私钥口令是 %s，别和 storepass 搞混" % p, [p]))
    t = hx(32); zc.append(("Gitee 私人令牌：%s" % t, [t]))
    k = rs(32); zc.append(("微信支付 APIv3 密钥：%s" % k, [k]))
    p = pw(); zc.append(("数据库口令已更新为 %s ，应用配置里也要改" % p, [p]))
    t = rs(32, LO + DG); zc.append(("调用接口时 header 里带上 token：%s" % t, [t]))
    k = hx(32); zc.append(("高德地图 Web 服务的 key 是 %s，安全密钥（jscode）是 %s" % (hx(32), k), [k]))
    zc[-1] = (zc[-1][0], [zc[-1][0].split("key 是 ")[1].split("，")[0], k])
    k = rs(16, AN); zc.append(("AES 加密用的秘钥：%s，IV 固定为 0" % k, [k]))
    for text, secs in zc:
        S("zh_secret_context", text, secs, "zh")


# ==========================================================================
# HARMLESS SAMPLES
# ==========================================================================
def gen_harmless_placeholders():
    ph = [
        "OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "\"api_key\": \"<your-api-key>\"",
        "DB_PASSWORD=your_password_here",
        "AWS_ACCESS_KEY_ID=YOUR_ACCESS_KEY_ID\nAWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY",
        "token: \"REPLACE_ME\"",
        "Authorization: Bearer <token>",
        "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "mysql -u root -p'<password>' mydb",
        "curl -u username:password https://api.example.com/v1/status",
        "postgres://user:password@localhost:5432/mydb",
        "DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DBNAME",
        "password: changeme",
        "ANTHROPIC_API_KEY=sk-ant-...",
        "STRIPE_SECRET_KEY=sk_live_...",
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX",
        "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX",
        "HF_TOKEN=hf_your_token_here",
        "docker login -u <username> -p <password> registry.example.com",
        "SECRET_KEY = 'change-me-in-production'",
        "<password>YOUR_PASSWORD</password>",
        "sshpass -p 'PASSWORD' ssh user@host",
        "api_key = \"INSERT_YOUR_KEY\"  # get one at https://platform.example.com/keys",
        "define('DB_PASSWORD', 'password_here');",
        "client_secret: \"<client-secret>\"",
        "redis-cli -a <password> ping",
        "GOOGLE_API_KEY=AIza...your-key",
        "Replace `sk-...` in the snippet with your own key before running it.",
        "jdbc:mysql://localhost:3306/db?user=root&password=******",
        "The README says: set `PASSWORD=<choose a strong password>` in .env before the first run.",
        "The default login for the dev container is admin / changeme, you'll be forced to change it on first login.",
    ]
    zh = [
        "密码：请填写你自己的密码",
        "API_KEY=在这里填你的key",
        "把 <你的密钥> 替换成控制台里生成的 AccessKey 即可",
        "配置示例：\nusername: 你的用户名\npassword: 你的密码",
        "AccessKey ID：LTAI****************，AccessKey Secret：******（请到 RAM 控制台查看）",
        "DB_PASS=xxxxxx  # 改成实际密码",
        "在 .env 里加一行 OPENAI_API_KEY=sk-xxx 就行，xxx 换成你自己的",
        "SecretId 和 SecretKey 用占位符 YOUR_SECRET_ID / YOUR_SECRET_KEY 代替了，部署时再注入",
        "文档里的示例：mysql -h 主机 -u 用户名 -p密码",
        "token 填 <token>，不要把真实值提交到仓库",
        "授权码那里先写 TODO，等邮箱管理员开通后再填",
        "连接串格式：mongodb://<用户名>:<密码>@<主机>:27017/<库名>",
    ]
    for t in ph:
        HW("placeholder", t, 0.3)
    for t in zh:
        H("placeholder", t, "zh")


def gen_harmless_masked():
    mk = [
        "Your API key sk-proj-****************************************Ab3d has been revoked.",
        "password: ********",
        "token=[REDACTED]",
        "AWS_SECRET_ACCESS_KEY=****************************************",
        "ghp_••••••••••••••••••••••••••••••••Zk2p  Last used within the last week",
        "Authorization: Bearer ***",
        "INFO config loaded: db_password=<redacted> smtp_password=<redacted>",
        "api_key=sk-a1…9xYz (masked)",
        "\"password\": \"[FILTERED]\"",
        "Connection string: Server=sql01;Database=Shop;User Id=shop_app;Password=*****;",
        "xoxb-****-****-****",
        "Secret `DB_PASSWORD` (value hidden) was updated by alice 3 days ago",
        "NPM_TOKEN: ***",
    ]
    zh = [
        "密码：******（已隐藏）",
        "控制台只显示 AccessKey Secret 的后四位：****k9Qz",
        "日志里 token 已经脱敏成 eyJ***，看不到原文",
        "手机号 138****5678 的用户反馈收不到验证码",
        "您的密钥 sk-****abcd 已于 2024-05-01 过期，请重新生成",
        "已脱敏：password=[已屏蔽]",
    ]
    for t in mk:
        HW("masked_value", t, 0.3)
    for t in zh:
        H("masked_value", t, "zh")


def gen_harmless_templates():
    tv = [
        "password: ${DB_PASSWORD}",
        "password: {{ .Values.postgresql.auth.password }}",
        "      - name: Login to Docker Hub\n        uses: docker/login-action@v3\n        with:\n          username: ${{ secrets.DOCKERHUB_USERNAME }}\n          password: ${{ secrets.DOCKERHUB_TOKEN }}",
        "export DB_PASSWORD=$(cat /run/secrets/db_password)",
        "sqlalchemy.url = postgresql://%(DB_USER)s:%(DB_PASS)s@%(DB_HOST)s/app",
        "secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>",
        "resource \"aws_db_instance\" \"main\" {\n  username = \"app\"\n  password = var.db_password\n}",
        "environment:\n  POSTGRES_PASSWORD_FILE: /run/secrets/pg_password",
        "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD:}",
        "\"Password=__DB_PASSWORD__\" is replaced by the release pipeline",
        "token = \"{{ vault_api_token }}\"",
        "api_key: !env_var ${OPENAI_API_KEY}",
        "- name: set password\n  mysql_user:\n    name: app\n    password: \"{{ mysql_app_password }}\"",
        "DATABASE_URL=postgres://$PGUSER:$PGPASSWORD@$PGHOST:5432/$PGDATABASE",
        "auth:\n  username: \"#{REGISTRY_USER}#\"\n  password: \"#{REGISTRY_PASSWORD}#\"",
        "curl -H \"Authorization: Bearer $GITLAB_TOKEN\" \"$CI_API_V4_URL/projects\"",
    ]
    zh = [
        "数据库密码改成用 ${MYSQL_PASSWORD} 引用了，真实值放在 K8s Secret 里",
        "helm 模板里写的是 password: {{ .Values.redis.password }}，部署时用 --set 传进去",
        "流水线里用 $(ACR_PASSWORD) 这个变量，值在变量组里配置",
    ]
    for t in tv:
        HW("template_var", t, 0.3)
    for t in zh:
        H("template_var", t, "zh")


def gen_harmless_env_read():
    code = [
        "api_key = os.environ[\"OPENAI_API_KEY\"]",
        "db_password = os.getenv(\"DB_PASSWORD\")\nif not db_password:\n    raise RuntimeError(\"DB_PASSWORD is not set\")",
        "const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);",
        "token := os.Getenv(\"GITHUB_TOKEN\")\nif token == \"\" {\n\tlog.Fatal(\"GITHUB_TOKEN not set\")\n}",
        "let key = std::env::var(\"ANTHROPIC_API_KEY\").expect(\"ANTHROPIC_API_KEY must be set\");",
        "String secret = System.getenv(\"JWT_SECRET\");",
        "password = ENV.fetch(\"SMTP_PASSWORD\")",
        ": \"${API_KEY:?API_KEY must be set}\"\ncurl -H \"x-api-key: ${API_KEY}\" https://api.partner.io/v2/ping",
        "$pass = getenv('DB_PASSWORD');",
        "var conn = Environment.GetEnvironmentVariable(\"SQL_CONNECTION_STRING\");",
        "from dotenv import load_dotenv\nload_dotenv()\nclient = OpenAI()  # reads OPENAI_API_KEY from the environment",
        "class Settings(BaseSettings):\n    database_url: str\n    secret_key: SecretStr\n    model_config = SettingsConfigDict(env_file=\".env\")",
        "password = keyring.get_password(\"acme-vpn\", getpass.getuser())",
        "resp = sm.get_secret_value(SecretId=\"prod/db/credentials\")\ncreds = json.loads(resp[\"SecretString\"])",
        "secret = client.secrets.kv.v2.read_secret_version(path=\"app/db\")\npassword = secret[\"data\"][\"data\"][\"password\"]",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password",
        "password = getpass.getpass(\"Password: \")",
        "read -rs -p 'Vault token: ' VAULT_TOKEN && export VAULT_TOKEN",
        "const token = core.getInput('github-token', { required: true });",
        "apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,",
        "if 'AWS_SECRET_ACCESS_KEY' not in os.environ:\n    sys.exit('missing AWS credentials')",
        "def check_password(plain: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(plain.encode(), hashed)",
        "token = request.headers.get(\"Authorization\", \"\").removeprefix(\"Bearer \")",
        "session = boto3.Session(profile_name=\"prod-readonly\")",
    ]
    zh = [
        "改好了，现在是 api_key = os.environ.get(\"DASHSCOPE_API_KEY\")，不再硬编码",
        "读取密钥的代码：\nsecret_key = os.getenv(\"TENCENTCLOUD_SECRET_KEY\")\nsecret_id = os.getenv(\"TENCENTCLOUD_SECRET_ID\")",
        "密码从 Vault 里读：vault kv get -field=password secret/mysql/prod",
        "Java 里用 System.getenv(\"ALIBABA_CLOUD_ACCESS_KEY_SECRET\") 读取，不要写死在代码里",
        "我们用 KMS 托管密钥，应用启动时调用 GetSecretValue 拿到数据库密码",
        "token 通过 process.env.FEISHU_APP_SECRET 注入，本地开发用 .env.local",
        "配置中心里只存引用 ${kms:prod/redis/password}，实际值不落盘",
    ]
    for t in code:
        HW("env_read_code", t, 0.3)
    for t in zh:
        H("env_read_code", t, "zh")


def gen_harmless_cli():
    cmds = [
        "vault kv get -field=password secret/db/prod",
        "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text",
        "gcloud secrets versions access latest --secret=db-password",
        "az keyvault secret show --vault-name acme-kv --name DbPassword --query value -o tsv",
        "op read \"op://Infra/postgres-prod/password\"",
        "kubectl create secret generic db-credentials --from-file=password=./password.txt",
        "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d",
        "pass show work/email",
        "security find-generic-password -s \"acme-vpn\" -w",
        "mysql -u root -p",
        "psql -h db01.internal -U app -W app",
        "echo \"$CR_PAT\" | docker login ghcr.io -u USERNAME --password-stdin",
        "docker login -u acmebuild --password-stdin < ~/.docker-token",
        "ssh-keygen -t ed25519 -C \"alice@acme.io\" -f ~/.ssh/id_ed25519",
        "sshpass -f ~/.ssh/pw.txt ssh deploy@web01",
        "redis-cli --askpass -h cache.internal",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
        "ldapsearch -x -W -D \"cn=admin,dc=corp,dc=local\" -b \"dc=corp,dc=local\"",
        "keytool -list -keystore release.jks -storepass:env KEYSTORE_PASS",
        "curl -u alice https://nexus.acme.io/service/rest/v1/status  # curl prompts for the password",
        "sqlcmd -S sql01 -U sa   # then type the password at the prompt",
        "mongosh \"mongodb://db01:27017\" --username admin --authenticationDatabase admin  # password prompted",
        "htpasswd -c /etc/nginx/.htpasswd admin",
        "smbclient -U alice //fileserver/finance",
        "helm registry login harbor.acme.io -u robot --password-stdin < robot.token",
        "git config --global credential.helper osxkeychain",
        "gh auth login --with-token < token.txt",
        "passwd deploy",
        "ssh-add -K ~/.ssh/id_ed25519",
        "openssl rand -base64 32 > secret.key   # generate, never print",
    ]
    zh = [
        "执行 mysql -uroot -p 之后按提示输入密码就行",
        "用 docker login --password-stdin 从文件读密码，别直接写在命令里",
        "passwd 命令改完密码后记得 logout 再登一次",
        "kubectl get secret 出来的是 base64，要 base64 -d 才能看到明文，不过别贴出来",
    ]
    for t in cmds:
        HW("tool_no_secret", t, 0.3)
    for t in zh:
        H("tool_no_secret", t, "zh")


def gen_harmless_hashes():
    # sha256 / md5 / sha1 / sha512 / commit / digests / integrity
    for i in range(8):
        h = hx(64)
        fn = pick(["node-v20.11.1-linux-x64.tar.xz", "ubuntu-24.04-live-server-amd64.iso", "terraform_1.8.3_linux_amd64.zip",
                   "app-release.apk", "backup-2024-05-14.tar.gz", "model.safetensors", "kubectl", "go1.22.3.linux-amd64.tar.gz"])
        HW("hash_sha256", pick(["%s  %s" % (h, fn), "SHA256 (%s) = %s" % (fn, h), "sha256sum: %s  %s" % (h, fn),
                                 "%s 的 SHA256 校验值：%s" % (fn, h), "Expected checksum %s for %s, matched." % (h, fn)]))
    for i in range(6):
        h = hx(32)
        HW("hash_md5", pick(["MD5 (%s) = %s" % ("report.pdf", h), "ETag: \"%s\"" % h, "md5sum upload.zip → %s" % h,
                              "文件 MD5：%s，和服务器上的一致" % h, "Content-MD5 mismatch: expected %s" % base64.b64encode(rb(16)).decode(),
                              "cache key = md5(url) = %s" % h]))
    for i in range(8):
        c = hx(40)
        HW("commit_sha", pick(["commit %s\nAuthor: Alice Chen <alice@acme.io>\nDate:   Tue May 14 10:02:11 2024 +0800\n\n    fix: handle empty password field in login form" % c,
                               "git revert %s" % c, "Fixed in %s (see PR #%d)" % (c, rint(100, 9999)),
                               "这个 bug 是 %s 这次提交引入的" % c[:12], "HEAD is now at %s Merge branch 'release/2.4'" % c[:7],
                               "rev: %s  # pre-commit hook pin" % c, "cherry-pick %s 到 release 分支" % c,
                               "https://github.com/acme/web/commit/%s" % c]))
    for i in range(6):
        HW("image_digest", pick(["docker pull nginx@sha256:%s" % hx(64), "latest: digest: sha256:%s size: 2417" % hx(64),
                                  "image: ghcr.io/acme/api@sha256:%s" % hx(64), "imageID: docker.io/library/redis@sha256:%s" % hx(64),
                                  "镜像 digest 是 sha256:%s，和仓库里一致" % hx(64), "Successfully built %s\nSuccessfully tagged acme/api:1.4.2" % hx(12)]))
    ck = [
        "\"integrity\": \"sha512-%s==\"" % rs(86, B64),
        "github.com/stretchr/testify v1.9.0 h1:%s=" % rs(43, B64),
        "requests==2.31.0 \\\n    --hash=sha256:%s" % hx(64),
        "[[package]]\nname = \"serde\"\nversion = \"1.0.201\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % hx(64),
        "resolved \"https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#%s\"" % hx(40),
        "CRC32: %s" % hx(8).upper(),
        "<dependency-checksum algorithm=\"SHA-1\">%s</dependency-checksum>" % hx(40),
        "Subresource Integrity: integrity=\"sha384-%s\"" % rs(64, B64),
        "pip 安装报 hash 不匹配：Expected sha256 %s，Got %s" % (hx(64), hx(64)),
        "BuildID[sha1]=%s, for GNU/Linux 3.2.0, stripped" % hx(40),
        "fingerprint SHA256:%s (ED25519)" % rs(43, B64),
        "The server's host key fingerprint is SHA256:%s. Are you sure you want to continue connecting?" % rs(43, B64),
    ]
    for t in ck:
        HW("checksum", t)


def gen_harmless_ids():
    for i in range(12):
        u = ruuid()
        HW("uuid", pick(["\"request_id\": \"%s\"" % u, "uid: %s" % u, "Created project %s" % u, "trace: %s" % u,
                         "订单 UUID：%s" % u, "metadata:\n  uid: %s\n  resourceVersion: \"%d\"" % (u, rint(10000, 999999)),
                         "GUID {%s}" % u.upper(), "device_id=%s" % u, "x-correlation-id: %s" % u,
                         "INSERT INTO jobs (id, status) VALUES ('%s', 'queued');" % u, "用户 ID 是 %s，帮我查一下他的订单" % u,
                         "tenantId: %s  # public Azure AD tenant id" % u]))
    rq = [
        "x-amz-request-id: %s\nx-amz-id-2: %s" % (hx(16).upper(), rs(76, B64)),
        "cf-ray: %s-SJC" % hx(16),
        "Stripe error: No such customer; request-id: req_%s" % rs(14),
        "OpenAI response id: chatcmpl-%s" % rs(29),
        "Anthropic message id: msg_01%s" % rs(22),
        "x-ms-request-id: %s" % ruuid(),
        "RequestId: %s  Duration: 112.43 ms  Billed Duration: 113 ms" % ruuid(),
        "请求 ID：%s，请把这个发给客服" % hx(32).upper(),
        "{\"error\":\"rate_limited\",\"request_id\":\"%s\"}" % rs(26, LO + DG),
        "X-Request-ID: %s" % rs(32, HEX),
        "阿里云返回 RequestId: %s" % ruuid().upper(),
        "腾讯云错误：AuthFailure.SignatureFailure，RequestId=%s" % ruuid(),
    ]
    for t in rq:
        HW("request_id", t)
    tr = [
        "traceparent: 00-%s-%s-01" % (hx(32), hx(16)),
        "trace_id=%s span_id=%s" % (hx(32), hx(16)),
        "X-Amzn-Trace-Id: Root=1-%s-%s" % (hx(8), hx(24)),
        "dd.trace_id=%d dd.span_id=%d" % (rint(10 ** 18, 9 * 10 ** 18), rint(10 ** 18, 9 * 10 ** 18)),
        "Sentry event ID: %s" % hx(32),
        "uber-trace-id: %s:%s:0:1" % (hx(16), hx(16)),
        "链路追踪 traceId=%s，麻烦查下这个请求" % hx(32),
        "grpc-trace-bin: %s" % b64(29),
    ]
    for t in tr:
        HW("trace_id", t)
    bd = [
        "GitHub Actions run %d, attempt 2" % rint(7000000000, 9999999999),
        "Vercel deployment dpl_%s is ready" % rs(27),
        "Netlify deploy id %s published" % hx(24),
        "CodeBuild: acme-api:%s SUCCEEDED" % ruuid(),
        "Jenkins BUILD_TAG=jenkins-acme-api-%d" % rint(100, 9000),
        "构建号 #%d，产物 build-%s.tar.gz" % (rint(100, 9999), hx(8)),
        "Android build fingerprint: google/husky/husky:14/AP1A.240505.005/%d:user/release-keys" % rint(10000000, 99999999),
        "Cloud Build ID: %s" % ruuid(),
    ]
    for t in bd:
        HW("build_id", t)
    s3 = [
        "s3://acme-prod-uploads/users/%s/avatar/%s.png" % (ruuid(), hx(16)),
        "\"Key\": \"AWSLogs/123456789012/CloudTrail/us-east-1/2024/05/14/123456789012_CloudTrail_us-east-1_20240514T0005Z_%s.json.gz\"" % rs(16),
        "\"VersionId\": \"%s\"" % rs(32, AN + "._"),
        "gs://acme-ml-artifacts/runs/%s/checkpoints/step-12000/model.safetensors" % hx(12),
        "OSS 对象路径：oss://acme-static/images/2024/05/%s.jpg" % hx(32),
        "aws s3 cp s3://acme-backups/pg/%s/base.tar.gz ." % ("2024-05-14T02-00-00Z"),
        "COS 对象键 uploads/%s/%s.pdf 上传成功" % (rint(100000, 999999), rs(20, LO + DG)),
        "multipart UploadId: %s" % rs(64, B64U),
    ]
    for t in s3:
        HW("object_key", t)
    cr = [
        "tx hash 0x%s, see https://etherscan.io/tx/0x%s" % ((lambda h: (h, h))(hx(64))),
        "send the test ETH to 0x%s (my public address)" % hx(40),
        "转账哈希：0x%s，区块确认 12 次了" % hx(64),
        "BTC receive address: bc1q%s" % rs(38, BECH32),
        "IPFS CID: bafybei%s" % rs(52, "abcdefghijklmnopqrstuvwxyz234567"),
        "contract deployed at 0x%s on Sepolia" % hx(40),
    ]
    for t in cr:
        HW("crypto_public", t)
    zh = [
        "订单号 %s 一直显示待发货" % (time_str() + rs(6, DG)),
        "顺丰单号 SF%s，麻烦帮忙催一下" % rs(13, DG),
        "工单号 INC-2024%s-%s 已处理" % (rs(4, DG), rs(4, DG)),
        "统一社会信用代码：91110108%s" % rs(10, UP + DG),
        "发票号码 %s，开票日期 2024-05-14" % rs(8, DG),
        "设备序列号 SN: %s，保修到 2026 年" % rs(12, UP + DG),
        "支付流水号：%s" % (time_str() + rs(10, DG)),
        "批次号 B%s 的质检报告已上传" % rs(10, DG),
        "这个 appid 是 wx%s，公开的没关系" % hx(16),
        "阿里云账号 ID：%s（主账号 UID，不是密钥）" % rs(16, DG),
    ]
    for t in zh:
        H("business_id_zh", t, "zh")


def time_str():
    return "2024%02d%02d%02d%02d%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def gen_harmless_keys_certs():
    for i in range(6):
        HW("public_key_ssh", pick([
            "%s alice@macbook" % ssh_rsa_pub(),
            "%s deploy@ci" % ssh_ed_pub(),
            "github.com %s" % ssh_ed_pub(),
            "command=\"/usr/local/bin/backup-only\",no-pty %s backup@nas" % ssh_ed_pub(),
            "把这个公钥加到服务器的 authorized_keys 里：%s zhangwei@thinkpad" % ssh_ed_pub(),
            "my public key is %s" % ssh_rsa_pub(),
        ]))
    k1 = base64.b64encode(rb(32)).decode()
    HW("public_key_ssh", "[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25" % k1)
    HW("public_key_ssh", "# public key: %s\nrecipients: %s" % ((lambda a: (a, a))(age_public())))
    HW("public_key_ssh", "sops:\n  age:\n    - recipient: %s" % age_public())
    for i in range(5):
        block, _ = pem("CERTIFICATE", fake_cert_der())
        HW("certificate", pick(["ssl_certificate.pem:\n", "", "CA 证书如下：\n", "tls.crt: |\n", "openssl s_client output:\n"]) + block, 0.25)
    block, _ = pem("PUBLIC KEY", rsa_spki())
    HW("public_key_pem", "JWT 验签公钥：\n" + block if R.random() < 0.5 else "Public key for verifying webhooks:\n" + block)
    block, _ = pem("PUBLIC KEY", ec_spki())
    HW("public_key_pem", block)
    jwk = {"keys": [{"kty": "RSA", "use": "sig", "kid": hx(16), "alg": "RS256", "n": b64u_nopad(b"\xc1" + rb(255)), "e": "AQAB"}]}
    HW("public_key_pem", "GET /.well-known/jwks.json\n" + json.dumps(jwk, indent=2))
    block, _ = pem("PUBLIC KEY", rsa_spki())
    H("public_key_pem", "支付宝公钥（alipay-public-key）可以公开，贴在这里方便对照：\n" + block, "zh")
    pgp = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(rs(64, B64) for _ in range(6)) + "\n=" + rs(4, B64) + "\n-----END PGP PUBLIC KEY BLOCK-----"
    HW("public_key_pem", pgp)


def gen_harmless_base64():
    png = base64.b64encode(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + rb(rint(90, 160))).decode()
    HW("base64_image", "<img src=\"data:image/png;base64,%s\" alt=\"logo\">" % png)
    gif = base64.b64encode(b"GIF89a" + rb(60)).decode()
    HW("base64_image", "![spinner](data:image/gif;base64,%s)" % gif)
    svg = base64.b64encode(b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#2d7ff9"/></svg>').decode()
    HW("base64_image", ".icon { background: url(data:image/svg+xml;base64,%s) no-repeat; }" % svg)
    jpg = base64.b64encode(bytes.fromhex("ffd8ffe000104a46494600010100000100010000") + rb(200)).decode()
    H("base64_image", "截图的 base64 太长了，只贴开头：data:image/jpeg;base64,%s..." % jpg, "zh")
    woff = base64.b64encode(b"wOF2\x00\x01\x00\x00" + rb(150)).decode()
    HW("base64_image", "@font-face { font-family: 'Icons'; src: url(data:font/woff2;base64,%s) format('woff2'); }" % woff)
    png = base64.b64encode(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + rb(120)).decode()
    HW("base64_image", "{\"type\": \"image\", \"source\": {\"type\": \"base64\", \"media_type\": \"image/png\", \"data\": \"%s\"}}" % png)
    ev = base64.b64encode(json.dumps({"event": "page_view", "path": "/pricing", "ts": 1715650000 + rint(0, 9999)}).encode()).decode()
    HW("base64_data", "pubsub message data: %s" % ev)
    HW("base64_data", "binaryData:\n  logo.ico: %s" % b64(rint(90, 140)))
    HW("base64_data", "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s" %
       base64.b64encode("Hi team, the quarterly report is attached. Thanks!".encode()).decode())
    HW("base64_data", "protobuf payload (base64): %s" % b64(rint(40, 70)))
    H("base64_data", "这段 base64 解出来是 JSON：%s" % base64.b64encode(json.dumps({"城市": "上海", "温度": 26}, ensure_ascii=False).encode()).decode(), "zh")
    HW("base64_data", "user_data = \"%s\"  # cloud-init script" % base64.b64encode(b"#!/bin/bash\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\n").decode())


def gen_harmless_prose():
    en = [
        "I reset my password yesterday and now 2FA keeps asking me again.",
        "Password must be at least 12 characters and include a number.",
        "Never commit your API key to git — use the secrets manager instead.",
        "The token expired, I need to log in again.",
        "Remember to rotate the AWS access keys every 90 days.",
        "Where do I find my GitHub personal access token settings?",
        "She forgot her password again, can you send a reset link?",
        "The password field is hashed with argon2id before it's stored.",
        "We keep secrets in Vault, not in the .env file.",
        "I changed my password this morning.",
        "My password has a special character and the script breaks on it.",
        "The password is the same as the one on the sticky note, ask Tom.",
        "The NAS password is in 1Password under 'Home NAS'.",
        "I'll DM you the password later.",
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
        "FATAL:  password authentication failed for user \"app\"",
        "Please don't paste tokens into this chat.",
        "The API key was revoked after it leaked in a public repo; we generated a new one and stored it in Vault.",
        "Is it safe to store the refresh token in localStorage?",
        "Password reset emails are going to spam for Outlook users.",
        "We should switch from password auth to SSH keys on all hosts.",
        "The secret key is derived from the master key with HKDF, so there's nothing to store.",
        "Login failed: invalid username or password.",
        "Passwordless login via magic link is enabled for the beta.",
        "remote: Support for password authentication was removed on August 13, 2021. Please use a personal access token instead.",
        "Which is better for the bot: a fine-grained token or a GitHub App?",
        "Let's discuss the password policy in the security sync on Thursday.",
        "The private key never leaves the HSM.",
        "docker: Error response from daemon: Get \"https://registry-1.docker.io/v2/\": unauthorized: incorrect username or password.",
        "Your session has expired. Please sign in again.",
    ]
    zh = [
        "我昨天把密码重置了，现在登录又要短信验证",
        "密码至少 8 位，需要同时包含字母和数字",
        "忘记密码可以点登录页的「忘记密码」找回",
        "密钥不要写在代码里，统一放到 KMS",
        "令牌过期了，需要重新登录一下",
        "请勿在群聊中发送密码",
        "密码我私聊发你",
        "口令要定期更换，90 天一次",
        "新密码已经通过短信发到您的手机，请注意查收",
        "管理员密码保存在保险柜里，需要的话找行政",
        "授权码在邮箱设置里开启 SMTP 服务后生成",
        "我改了密码，但是 git 还在用旧的凭据，怎么清除？",
        "密码错误次数过多，账号已锁定 30 分钟",
        "为什么 mysql 报 Access denied for user 'root'@'localhost' (using password: NO)？",
        "私钥一旦泄露就要立刻吊销证书",
        "这个项目的 AccessKey 是谁创建的？需要做一下权限收敛",
        "密码强度检测用的是 zxcvbn",
        "默认密码在首次登录后必须修改",
        "SSH 建议关掉密码登录，只允许密钥登录",
        "token 存在 Redis 里，过期时间 7 天",
        "请确认密钥已经轮换，旧的要作废",
        "验证码已发送，五分钟内有效",
        "数据库密码放在 K8s 的 Secret 里，通过环境变量注入容器",
        "用户反馈改密码之后 App 一直提示「令牌无效」",
        "密码加密用的是 bcrypt，cost 设置为 12",
        "我们的 API 使用 HMAC-SHA256 签名，密钥由服务端分配",
        "客户端拿到的只是临时凭证，十五分钟后自动失效",
        "你别把 key 发在群里，直接配到 CI 的变量里",
        "登录失败：用户名或密码错误",
        "开启了双因素认证之后就不需要经常改密码了",
        "Wi-Fi 密码贴在前台了，访客自己看",
        "这次泄露的是测试环境的密钥，已经全部轮换",
    ]
    for t in en:
        H("prose_about_secret_en", t, "en")
    for t in zh:
        H("prose_about_secret_zh", t, "zh")


def gen_harmless_tokens_prose():
    en = [
        "The token limit is 8k for this model, so we need to chunk the document.",
        "max_tokens=4096, temperature=0.2",
        "Claude has a 200k-token context window.",
        "usage: {\"prompt_tokens\": %d, \"completion_tokens\": %d, \"total_tokens\": %d}" % ((lambda a, b: (a, b, a + b))(rint(100, 3000), rint(10, 800))),
        "Rate limit: 90,000 tokens per minute, 3,500 requests per minute.",
        "The tokenizer splits 'password' into two tokens.",
        "Input tokens: 1532 · Output tokens: 211 · Cost: $0.0041",
        "Refresh tokens are valid for 30 days; access tokens for 1 hour.",
    ]
    zh = [
        "这个模型的 token 上限是 128k",
        "max_tokens 设成 2048 就够了",
        "每分钟 token 限额是 10 万，超了会返回 429",
        "一个汉字大概算 1 到 2 个 token",
        "输入 token 数：3021，输出 token 数：455",
        "access token 有效期 2 小时，refresh token 有效期 30 天",
    ]
    for t in en:
        H("token_count_prose", t, "en")
    for t in zh:
        H("token_count_prose", t, "zh")


def gen_harmless_versions_urls():
    vs = [
        "Python 3.11.7 (main, Dec 8 2023, 18:56:58) [GCC 11.4.0] on linux",
        "OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)",
        "go version go1.22.3 linux/amd64",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.207 Safari/537.36",
        "Linux ip-10-0-1-23 6.5.0-1022-aws #22~22.04.1-Ubuntu SMP x86_64 GNU/Linux",
        "requests==2.31.0\nurllib3==2.2.1\ncryptography==42.0.7\nPyJWT==2.8.0",
        "升级到 2.3.1 之后就好了，之前是 2.2.9",
        "kubectl version: Client Version: v1.30.1, Kustomize Version: v5.0.4-0.20230601165947-6ce0bf390ce3",
        "\"dependencies\": {\n  \"jsonwebtoken\": \"^9.0.2\",\n  \"bcryptjs\": \"^2.4.3\",\n  \"dotenv\": \"^16.4.5\"\n}",
        "Docker version 26.1.1, build 4cf5afa",
        "node v20.11.1, npm 10.2.4",
        "当前版本 v3.12.0-rc.2+build.7f3e9a1",
    ]
    for t in vs:
        if any("\u4e00" <= c <= "\u9fff" for c in t):
            H("version_string", t, "zh")
        else:
            HW("version_string", t, 0.25)
    us = [
        "https://github.com/acme/web/pull/%d" % rint(100, 9999),
        "https://docs.python.org/3/library/secrets.html",
        "https://api.example.com/v1/users?page=2&per_page=50&sort=created_at",
        "DATABASE_URL=postgres://localhost:5432/app_dev",
        "REDIS_URL=redis://redis:6379/0",
        "amqp://rabbitmq:5672/",
        "https://accounts.acme.io/reset-password?lang=en",
        "git clone git@github.com:acme/infra.git",
        "https://alice@bitbucket.org/acme/mobile.git",
        "https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2Fapp.acme.io%%2Fcallback&response_type=code&scope=openid%%20email" % (rs(12, DG), rs(32, LO + DG)),
        "mongodb://mongo-0.mongo,mongo-1.mongo,mongo-2.mongo:27017/?replicaSet=rs0",
        "文档地址：https://help.aliyun.com/zh/ram/user-guide/create-an-accesskey-pair",
        "https://console.cloud.tencent.com/cam/capi 在这里可以管理 API 密钥",
        "jdbc:postgresql://db01.internal:5432/erp?sslmode=require&ApplicationName=erp-web",
        "https://platform.openai.com/api-keys",
        "https://hooks.slack.com/ is blocked by the corporate proxy",
    ]
    for t in us:
        if any("\u4e00" <= c <= "\u9fff" for c in t):
            H("url_no_creds", t, "zh")
        else:
            HW("url_no_creds", t, 0.3)


def gen_harmless_config_shapes():
    em = [
        "password: \"\"",
        "DB_PASSWORD=\nDB_HOST=localhost",
        "\"secret\": null,",
        "# requirepass foobared\nbind 127.0.0.1",
        "password = None  # set via env",
        "<password></password>",
        "auth:\n  enabled: false\n  password: ~",
        "ADMIN_PASSWORD=  # leave empty to generate on first boot",
    ]
    for t in em:
        HW("empty_secret_field", t, 0.3)
    pol = [
        "password_min_length: 12\npassword_require_symbol: true\npassword_max_age_days: 90",
        "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": 12}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]",
        "PASSWORD_HASHERS = [\"django.contrib.auth.hashers.Argon2PasswordHasher\"]",
        "token_ttl: 3600\nrefresh_token_ttl: 2592000\njwt_algorithm: RS256",
        "minlen = 14\ndcredit = -1\nucredit = -1\nlcredit = -1\nocredit = -1",
        "\"passwordResetTimeout\": 86400,\n\"maxLoginAttempts\": 5",
        "密码策略：最小长度 12 位，90 天过期，不能与最近 5 次重复",
        "security:\n  oauth2:\n    resourceserver:\n      jwt:\n        issuer-uri: https://auth.acme.io/realms/prod",
        "secretRef:\n  name: api-keys\n  key: openai",
        "api_key_header_name: X-API-Key\napi_key_required: true",
        "session:\n  cookie_name: sessionid\n  cookie_secure: true\n  max_age: 1209600",
        "[auth]\npassword_auth = false\npubkey_auth = true",
    ]
    for t in pol:
        if any("\u4e00" <= c <= "\u9fff" for c in t):
            H("secret_policy_config", t, "zh")
        else:
            HW("secret_policy_config", t, 0.3)


def gen_harmless_lookalikes():
    fd = [
        "Slack bot tokens start with xoxb-, user tokens with xoxp-; never paste either into a ticket.",
        "GitHub classic PATs begin with ghp_ and fine-grained ones with github_pat_, so the secret scanner can spot them.",
        "An age identity line starts with AGE-SECRET-KEY-1 and the matching recipient with age1.",
        "locale: sk-SK\ntimezone: Europe/Bratislava",
        "import sklearn  # not sk-learn, that package name is wrong",
        "<div class=\"sk-spinner sk-spinner-pulse\"></div>",
        "digest = hashlib.sha256(password.encode(\"utf-8\") + salt).hexdigest()",
        "阿里云的 AccessKey ID 以 LTAI 开头，腾讯云的 SecretId 以 AKID 开头，看前缀就能分辨",
        "OpenAI 的新 key 是 sk-proj- 开头的，老的是 sk- 开头",
        "AWS access key IDs start with AKIA for long-term keys and ASIA for temporary STS credentials.",
    ]
    for t in fd:
        if any("\u4e00" <= c <= "\u9fff" for c in t):
            H("format_description", t, "zh")
        else:
            H("format_description", t, "en")
    ri = [
        "https://docs.google.com/spreadsheets/d/1%s/edit#gid=0" % rs(43, B64U),
        "https://www.youtube.com/watch?v=%s" % rs(11, B64U),
        "CONTAINER ID   IMAGE          STATUS\n%s   nginx:1.25     Up 3 hours" % hx(12),
        "pod/api-%s-%s restarted 3 times" % (rs(10, LO + DG), rs(5, LO + DG)),
        "Figma file key: %s" % rs(22),
        "Notion page id %s" % hx(32),
        "飞书文档链接：https://acme.feishu.cn/docx/%s" % rs(27),
        "语雀知识库 https://www.yuque.com/acme/dev/%s" % rs(16, LO + DG),
        "Airtable base app%s, table tbl%s" % (rs(14), rs(14)),
        "Firebase project number %s, app id 1:%s:web:%s" % (rs(12, DG), rs(12, DG), hx(22)),
    ]
    for t in ri:
        HW("resource_id", t)


# ==========================================================================
def main():
    gen_prose()
    gen_own_line()
    gen_passphrase()
    gen_pin()
    gen_long_value()
    gen_tool_flags()
    gen_configs()
    gen_vendors()
    gen_keys_tokens()

    gen_harmless_placeholders()
    gen_harmless_masked()
    gen_harmless_templates()
    gen_harmless_env_read()
    gen_harmless_cli()
    gen_harmless_hashes()
    gen_harmless_ids()
    gen_harmless_keys_certs()
    gen_harmless_base64()
    gen_harmless_prose()
    gen_harmless_tokens_prose()
    gen_harmless_versions_urls()
    gen_harmless_config_shapes()
    gen_harmless_lookalikes()

    # sanity
    for s in SECRETS:
        for v in s["secrets"]:
            assert v in s["text"]
    out = {"secrets": SECRETS, "harmless": HARMLESS}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "A.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    from collections import Counter
    for part in ("secrets", "harmless"):
        items = out[part]
        zh = sum(1 for x in items if x["lang"] == "zh")
        print("%s: %d (zh %d = %.0f%%)" % (part, len(items), zh, 100.0 * zh / len(items)))
        c = Counter((x["kind"], x["lang"]) for x in items)
        kinds = sorted(set(k for k, _ in c))
        print("  " + ", ".join("%s %d/%d" % (k, c[(k, "en")], c[(k, "zh")]) for k in kinds))


if __name__ == "__main__":
    main()
