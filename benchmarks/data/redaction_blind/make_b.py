#!/usr/bin/env python3
"""Generate blind redaction evaluation corpus B.

All secrets are FAKE: random parts come from a seeded PRNG below, shaped to the
real formats (prefix, length, alphabet).  Writes B.json next to this script.
"""
import base64
import hashlib
import json
import os
import random
import string
import struct
import sys
import uuid as _uuid

try:
    from mnemonic import Mnemonic  # BIP-39 word lists (pip install mnemonic)
    BIP_EN = Mnemonic("english")
    BIP_ZH = Mnemonic("chinese_simplified")
except Exception:  # pragma: no cover
    BIP_EN = BIP_ZH = None

R = random.Random(0xB5EC12E7)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLS = AN + "_-"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    return base64.b64encode(rb(n)).decode()


def b64url(n):
    return base64.urlsafe_b64encode(rb(n)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64urls(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def ruuid():
    return str(_uuid.UUID(bytes=rb(16), version=4))


def pick(xs):
    return R.choice(xs)


def chunk(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ---------------------------------------------------------------- contexts
USERS = ["alice", "bob", "deploy", "svc_etl", "jenkins", "ops", "admin", "dev01",
         "mchen", "priya", "tkowalski", "ana.souza", "ci-bot", "backup", "grafana"]
ZH_USERS = ["zhangwei", "liuyang", "wangfang", "chenjie", "lixiaolong", "zhaolei",
            "sunli", "huangmin", "yangtao", "xuqing"]
HOSTS = ["db-prod-01.internal", "10.0.3.17", "pg.staging.acme.io", "mysql-primary.svc.cluster.local",
         "172.16.40.12", "db01.corp.example.net", "orders-db.c9x2kq.eu-west-1.rds.amazonaws.com",
         "192.168.10.25", "reporting.dbhost.local", "10.20.1.8"]
DBS = ["orders", "billing", "app_prod", "analytics", "crm", "inventory", "users", "ledger"]
SVCS = ["billing-api", "orders-svc", "data-pipeline", "auth-gateway", "search-indexer",
        "notification-worker", "reporting", "checkout-web", "mobile-bff", "etl-nightly"]
ZH_SVCS = ["风控平台", "订单中心", "数据中台", "支付网关", "会员系统", "报表服务", "客服工单系统", "推荐引擎"]
WORDS = ["maple", "orbit", "canyon", "violet", "harbor", "lantern", "copper", "meadow", "falcon",
         "glacier", "pepper", "willow", "thunder", "saffron", "pixel", "cobalt", "ember", "juniper",
         "tundra", "velvet", "quartz", "bramble", "cinder", "dune", "fjord", "hollow", "ivory",
         "kettle", "lagoon", "mosaic", "nectar", "onyx", "paddle", "quiver", "ripple", "summit"]
SEASON = ["Spring", "Summer", "Autumn", "Winter", "Sunflower", "Dragon", "Tiger", "Phoenix",
          "Monkey", "Galaxy", "Rocket", "Panda", "Falcon", "Coffee", "Ocean"]
PINY = ["zhang", "wang", "li", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun",
        "hz", "sh", "bj", "sz", "xiaoming", "lele", "dabao", "wx"]
SYM = "!@#$%^&*"


def pw_strong(lo=12, hi=20):
    n = R.randint(lo, hi)
    while True:
        s = rs(AN, 1) + rs(AN + "!@#$%^&*-_=+.?", n - 1)
        if any(c in SYM + "-_=+.?" for c in s) and any(c in DG for c in s) and any(c in UP for c in s):
            return s


def pw_human():
    k = R.randint(0, 7)
    if k == 0:
        return pick(SEASON) + pick(["#", "!", "@", "$", "_"]) + str(R.randint(2019, 2026))
    if k == 1:
        return pick(SEASON) + str(R.randint(10, 99)) + pick(SYM) + pick(SEASON).lower()[:3]
    if k == 2:
        w = pick(WORDS)
        return w[0].upper() + w[1:].replace("o", "0").replace("e", "3") + pick(SYM) + str(R.randint(1, 999))
    if k == 3:
        return pick(PINY).capitalize() + "@" + str(R.randint(1980, 2024)) + pick(PINY)
    if k == 4:
        return pick(PINY) + pick(PINY) + "#" + str(R.randint(100, 9999)) + pick(UP)
    if k == 5:
        return pw_strong(10, 14)
    if k == 6:
        return pick(["Qw", "Zx", "As", "Pl", "Mn"]) + rs(LO, 3) + pick(SYM) + rs(DG, 4) + rs(UP, 2)
    return pick(WORDS).capitalize() + pick(WORDS).capitalize() + str(R.randint(10, 99)) + pick(SYM)


def pw_at():  # password that contains '@' (breaks naive URL/flag parsing)
    return pick([pick(SEASON) + "@" + str(R.randint(100, 9999)) + rs(LO, 2),
                 rs(AN, 5) + "@" + rs(AN, 4) + pick(SYM) + rs(DG, 2),
                 "P@ss" + rs(AN, 6) + str(R.randint(10, 99)),
                 pick(PINY).capitalize() + "@" + rs(DG, 4) + "@" + rs(LO, 3)])


def pw_url_safe():
    # password safe to put in a URL userinfo without percent-encoding
    return rs(AN, R.randint(3, 6)) + pick(["-", "_", ".", "~", ""]) + rs(AN, R.randint(6, 14))


def passphrase(n=None, sep=None):
    n = n or R.randint(4, 6)
    sep = sep if sep is not None else pick([" ", "-", ".", "_"])
    return sep.join(R.sample(WORDS, n))


def pin(n=None):
    n = n or pick([4, 4, 6, 6, 5, 8])
    while True:
        s = rs(DG, n)
        if len(set(s)) > 2:
            return s


# ---------------------------------------------------------------- vendor formats
def aws_akid(p="AKIA"):
    return p + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "/+", 40)


def aws_session_token():
    return "IQoJb3JpZ2luX2Vj" + rs(AN, 2) + b64(R.randint(300, 420))


def ghp():
    return "ghp_" + rs(AN, 36)


def gh(prefix):
    return prefix + "_" + rs(AN, 36)


def github_pat():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(URLS, 20)


def slack_bot():
    return "xoxb-%s-%s-%s" % (rs(DG, 12), rs(DG, 13), rs(AN, 24))


def slack_user():
    return "xoxp-%s-%s-%s-%s" % (rs(DG, 12), rs(DG, 12), rs(DG, 13), rs(HEX, 32))


def slack_webhook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DG, 10), rs(UP + DG, 10), rs(AN, 24))


def discord_webhook():
    return "https://discord.com/api/webhooks/%s/%s" % ("1" + rs(DG, 18), rs(URLS, 68))


def discord_bot():
    uid = "1" + rs(DG, 18)
    return b64urls(uid) + "." + rs(URLS, 6) + "." + rs(URLS, 38)


def teams_webhook(org=None):
    org = org or pick(["contoso", "acmecorp", "fabrikamltd", "northwind", "globexinc"])
    return ("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s"
            % (org, ruuid(), ruuid(), rs(HEX, 32), ruuid(), rs(URLS, 43)))


def sentry_key():
    return rs(HEX, 32)


def stripe(prefix="sk_live_", n=None):
    return prefix + rs(AN, n or pick([24, 99]))


def twilio_sk():
    return "SK" + rs(HEX, 32)


def twilio_ac():
    return "AC" + rs(HEX, 32)


def sendgrid():
    return "SG." + rs(URLS, 22) + "." + rs(URLS, 43)


def mailgun():
    return pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])


def openai_key():
    k = R.randint(0, 3)
    if k == 0:
        return "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)
    if k == 1:
        return "sk-svcacct-" + rs(URLS, 74) + "T3BlbkFJ" + rs(URLS, 74)
    return "sk-proj-" + rs(URLS, R.choice([48, 74])) + "T3BlbkFJ" + rs(URLS, R.choice([48, 74]))


def anthropic_key():
    return pick(["sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-"]) + rs(URLS, 93) + "AA"


def google_key():
    return "AIza" + "Sy" + rs(URLS, 33)


def azure_storage_key():
    return b64(64)  # 88 chars ending '=='


def azure_sb_key():
    return b64(32)  # 44 chars


def azdo_pat():
    return pick([rs("abcdefghijklmnopqrstuvwxyz234567", 52), rs(AN, 76) + "AZDO" + rs(AN, 4)])


def tfc_token():
    return rs(AN, 14) + ".atlasv1." + rs(AN, 67)


def op_token():
    payload = json.dumps({"signInAddress": "my.1password.com", "userAuth": {
        "method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
        "salt": b64url(16)}, "email": rs(LO + DG, 13) + "@1passwordserviceaccounts.com",
        "srpX": rs(HEX, 64), "muk": {"alg": "A256GCM", "ext": True, "k": b64url(32),
                                     "key_ops": ["encrypt", "decrypt"], "kty": "oct",
                                     "kid": "mp"}, "secretKey": "A3-" + rs(UP + DG, 6) + "-" + rs(UP + DG, 6) + "-" + rs(UP + DG, 5),
        "throttleSecret": {"seed": rs(HEX, 64), "uuid": rs(UP + DG, 26)}, "deviceUuid": rs(LO + DG, 26)},
        separators=(",", ":"))
    return "ops_" + b64urls(payload)


def okta_token():
    return "00" + rs(URLS, 40)


def age_key():
    return "AGE-SECRET-KEY-1" + rs(BECH32, 58)


def cohere_key():
    return rs(AN, 40)


def xai_key():
    return "xai-" + rs(AN, 80)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def npm_token():
    return "npm_" + rs(AN, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(URLS, R.randint(150, 190))


def do_token(p="dop_v1_"):
    return p + rs(HEX, 64)


def ali_ak():
    return "LTAI" + rs(AN, pick([12, 16, 20]))


def ali_sk():
    return rs(AN, 30)


def tc_ak():
    return "AKID" + rs(AN, 32)


def tc_sk():
    return rs(AN, 32)


def qianfan():
    return pick(["bce-v3/ALTAK-" + rs(AN, 21) + "/" + rs(HEX, 40)])


def baidu_ak():
    return rs(AN, 24)


def baidu_sk():
    return rs(AN, 32)


def hw_ak():
    return rs(UP + DG, 20)


def hw_sk():
    return rs(AN, 40)


def volc_ak():
    return "AKLT" + rs(URLS, 43)


def volc_sk():
    return b64s(rs(HEX, 32)) if R.random() < 0.5 else b64(45)


def jwt(alg="HS256", payload=None):
    hdr = b64urls(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    now = R.randint(1700000000, 1760000000)
    payload = payload or {"sub": str(R.randint(10000, 9999999)), "name": pick(USERS + ZH_USERS),
                          "role": pick(["admin", "user", "service", "editor"]), "iat": now,
                          "exp": now + pick([3600, 86400, 604800])}
    pl = b64urls(json.dumps(payload, separators=(",", ":"), ensure_ascii=False))
    sig = b64url(32 if alg.startswith("HS") else 256)
    return hdr + "." + pl + "." + sig


def totp_seed():
    return rs(B32, pick([16, 32, 32, 26]))


def mnemonic_words(n=12, lang="en"):
    m = BIP_ZH if lang == "zh" else BIP_EN
    return m.to_mnemonic(rb(16 if n == 12 else 32))


# --- private keys (structurally shaped DER, random key material)
def pem_ec():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    body = chunk(base64.b64encode(der).decode())
    return "EC PRIVATE KEY", body


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
    return "PRIVATE KEY", chunk(base64.b64encode(der).decode())


def pem_rsa(pkcs8=False, bits=2048):
    n = 1190 if bits == 2048 else 605
    if pkcs8:
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rb(n)
        return "PRIVATE KEY", chunk(base64.b64encode(der).decode())
    der = bytes.fromhex("308204a40201000282010100" if bits == 2048 else "3082025c02010002818100") + rb(n)
    return "RSA PRIVATE KEY", chunk(base64.b64encode(der).decode())


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def pem_openssh(comment="user@host"):
    pub = rb(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rb(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(rb(32) + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad]); pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    return "OPENSSH PRIVATE KEY", chunk(base64.b64encode(blob).decode(), 70)


def pem_encrypted():
    der = bytes.fromhex("308205") + rb(1300)
    return "ENCRYPTED PRIVATE KEY", chunk(base64.b64encode(der).decode())


def pem_block(kind, body):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(body), kind)


# --- harmless look-alikes helpers
def sha1h(s=None):
    return hashlib.sha1((s or rs(AN, 20)).encode()).hexdigest()


def sha256h(s=None):
    return hashlib.sha256((s or rs(AN, 20)).encode()).hexdigest()


def md5h(s=None):
    return hashlib.md5((s or rs(AN, 20)).encode()).hexdigest()


def ssh_pub_ed25519(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rb(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def ssh_pub_rsa(comment):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rb(256))
    return "ssh-rsa " + base64.b64encode(blob).decode() + " " + comment


def pem_public_ec():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rb(64)
    return pem_block("PUBLIC KEY", chunk(base64.b64encode(der).decode()))


def pem_public_rsa():
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rb(256) + bytes.fromhex("0203010001")
    return pem_block("PUBLIC KEY", chunk(base64.b64encode(der).decode()))


def pem_cert():
    der = bytes.fromhex("308201") + rb(R.randint(380, 700))
    return pem_block("CERTIFICATE", chunk(base64.b64encode(der).decode()))


# ================================================================ assembly helpers
SECRETS = []
HARMLESS = []


def S(kind, lang, text, secrets):
    if isinstance(secrets, str):
        secrets = [secrets]
    for s in secrets:
        assert s and s in text, (kind, s, text)
    SECRETS.append({"text": text, "secrets": list(dict.fromkeys(secrets)), "kind": kind, "lang": lang})


def H(kind, lang, text):
    HARMLESS.append({"text": text, "kind": kind, "lang": lang})


def co():
    return pick(["acme", "initech", "globex", "umbrella-labs", "northwind", "hooli", "piedpiper", "vandelay"])


# ================================================================ passwords in prose
def gen_password_prose():
    en = [
        lambda p: f"FYI I changed the staging DB password to {p} — update your local .env when you get a chance.",
        lambda p: f'Guest wifi for the offsite: network "Lakeside-Guest", password {p}',
        lambda p: f"wifi: HomeNet-5G  pw: {p}",
        lambda p: f"the pass is {p} btw, same as the old jenkins one",
        lambda p: f"My password for the Grafana admin account is {p}. Please remember it so you can log in for me next time.",
        lambda p: f"Remember this: Synology NAS at 192.168.1.20, user admin, password {p}",
        lambda p: f"Heads up team — rotated the shared ops@ mailbox password. New one: {p}",
        lambda p: f"Can you save this for later? Router admin panel creds are admin / {p}",
        lambda p: f"pwd for the jump host is {p} (only until Friday, then we switch to keys)",
        lambda p: f"Use `{p}` as the password when the installer prompts for the keystore.",
        lambda p: f"password's {p} — don't paste it in the public channel pls",
        lambda p: f"I reset your VPN password, it's now {p}. You'll be asked to change it at first login.",
        lambda p: f"Note to self: Apple ID pass = {p}",
        lambda p: f"The Jira service account (jira-bot) uses password {p}; it's not in the vault yet.",
        lambda p: f"Temporary password: {p}\nPlease change it after your first sign-in.",
        lambda p: f"Staging Kibana -> elastic / pw: {p}",
        lambda p: f"ok so the password ended up being {p} after IT reset it",
        lambda p: f"Login for the printer's web UI: user 'service', passcode {p}",
        lambda p: f"remember that the root password on the raspberry pi is {p} now, I changed it from the default",
        lambda p: f"Hey, could you log into the vendor portal for me? Username is finance@{co()}.com and password is {p}.",
        lambda p: f"Changed my GitHub password to {p}, update the password manager entry later",
        lambda p: f"Password for the encrypted zip with the Q3 reports: {p}",
        lambda p: f"Setting the SA password for the SQL Server container to {p} since it needs upper/lower/digit/symbol.",
        lambda p: f"RDP into WIN-BUILD02 as .\\builder with {p}",
        lambda p: f"PSA: the shared test account qa-tester@{co()}.com has password {p} in all envs",
        lambda p: f"Keycloak admin console: admin:{p}",
        lambda p: f"Remember my Postgres superuser password: {p}",
        lambda p: f"the default pass for new hires this week is {p}, they must change it on day one",
        lambda p: f"Ticket #4471 — user locked out. Unlocked and set password to {p}, told her to reset via SSO.",
        lambda p: f"> what's the wifi here?\nit's {p} — network is CoffeeLab_5G",
        lambda p: f"Runbook note (2024-03-02): the iDRAC on rack B7 still has password {p}, change after the audit.",
        lambda p: f"passwd for the `deploy` user on the build box is {p}",
        lambda p: f"If the Wordpress login asks, the password is {p}",
        lambda p: f"I'm using {p} as my password for the conference registration site, remind me if I forget.",
        lambda p: f"for the record, Minecraft server rcon password = {p}",
    ]
    zh = [
        lambda p: f"帮我记一下，生产库的新密码是 {p}",
        lambda p: f"测试环境 MySQL 的 root 密码改成了{p}，下次部署记得更新配置",
        lambda p: f"堡垒机口令：{p}",
        lambda p: f"公司 wifi（{pick(['Office-5G', 'ACME-Staff', 'HQ_Guest'])}）密码：{p}",
        lambda p: f"我的 GitLab 账号是 {pick(ZH_USERS)}，密码 {p}，你帮我记住",
        lambda p: f"服务器 root 密码是 {p}，千万别外传",
        lambda p: f"家里路由器后台 192.168.1.1，账号 admin，密码 {p}",
        lambda p: f"记住：Jenkins 管理员密码已经重置为「{p}」",
        lambda p: f"VPN 密码：{p}（下个月 15 号过期）",
        lambda p: f"新密码是{p}，旧的那个已经作废了",
        lambda p: f"NAS 的登录密码我换了，现在是 {p}",
        lambda p: f"邮箱密码改成了 {p}，outlook 客户端要重新登录一下",
        lambda p: f"数据库账号 {pick(ZH_USERS)} / 密码 {p}",
        lambda p: f"老板的 OA 密码是 {p}，他让我帮忙提交报销单",
        lambda p: f"共享盘的访问口令是 {p}",
        lambda p: f"压缩包解压密码：{p}",
        lambda p: f"Redis 的 requirepass 我设成了 {p}",
        lambda p: f"阿里云控制台子账号 {pick(ZH_USERS)} 的登录密码：{p}",
        lambda p: f"咱们的测试账号 test01，密码统一是 {p}",
        lambda p: f"Windows 开机密码是 {p}，电脑放你那了",
        lambda p: f"记一下：PostgreSQL 超级用户 postgres 密码 = {p}",
        lambda p: f"把 Grafana 的 admin 密码设置成了 {p}，登录后先别改",
        lambda p: f"刚让运维重置了密码，临时密码 {p}，首次登录需要修改",
        lambda p: f"密码我发你了：{p}",
        lambda p: f"麻烦记住我绑定邮箱的密码 {p}",
        lambda p: f"群晖的密码是{p}（注意大小写）",
        lambda p: f"客户那边给的 FTP 账号：ftpuser，口令 {p}",
        lambda p: f"这台跳板机的 root 口令改为 {p} 了，老口令不能用了",
        lambda p: f"公司打印机管理页面密码：{p}",
        lambda p: f"工单备注：用户反馈无法登录，已将其密码重置为 {p}，请通知本人尽快修改。",
        lambda p: f"明天培训用的演示账号 demo / {p}，会后我会改掉",
        lambda p: f"我把 Nacos 控制台的默认密码改了，新的是：{p}",
        lambda p: f"嗯，密码就是 {p}，你直接登就行",
        lambda p: f"运维交接：iLO 管理口地址 10.0.8.21，用户 Administrator，密码 {p}",
        lambda p: f"帮我存一下淘宝店铺后台的登录密码 {p}，我老是忘",
    ]
    R.shuffle(en); R.shuffle(zh)
    for t in en:
        p = pw_human()
        S("password_prose", "en", t(p), p)
    for t in zh:
        p = pw_human()
        S("password_prose", "zh", t(p), p)
    # two-secret prose
    p, n = pw_human(), pin(6)
    S("password_prose", "en", f"For the demo laptop the local admin password is {p}, and the BitLocker PIN is {n}.", [p, n])
    p, p2 = pw_human(), pw_human()
    S("password_prose", "zh", f"两个环境的密码不一样：测试是 {p}，预发是 {p2}，别搞混了", [p, p2])


def gen_passphrase():
    tt = [
        ("en", lambda f: f"Backup key passphrase: {f}"),
        ("en", lambda f: f'The passphrase for my GPG key is "{f}"'),
        ("en", lambda f: f"VeraCrypt volume on the external drive — passphrase is {f}"),
        ("en", lambda f: f"Use the passphrase {f} to unlock the Ansible vault file (group_vars/prod/vault.yml)."),
        ("en", lambda f: f"ssh key passphrase = {f}"),
        ("en", lambda f: f"KeePass master password: {f}\nThe .kdbx lives in ~/Dropbox/vault/."),
        ("en", lambda f: f"My new Bitwarden master passphrase is '{f}'. Please remind me of it if I ask."),
        ("zh", lambda f: f"私钥的 passphrase 是 {f}，用 ssh-add 的时候要输"),
        ("zh", lambda f: f"KeePass 主密码：{f}"),
        ("zh", lambda f: f"GPG 密钥的保护口令是「{f}」，备份在移动硬盘里"),
        ("zh", lambda f: f"钱包解锁短语（不是助记词）：{f}"),
        ("zh", lambda f: f"我用了一串英文单词当密码：{f}，帮我记着"),
    ]
    for lang, t in tt:
        f = passphrase()
        S("passphrase", lang, t(f), f)


def gen_pin():
    tt = [
        ("en", lambda n: f"Door code for the server room is {n}#"),
        ("en", lambda n: f"The lockbox at the Airbnb opens with {n}, check-in after 3pm."),
        ("en", lambda n: f"garage keypad: {n}"),
        ("en", lambda n: f"Alarm disarm code: {n} (you have 30 seconds after opening the door)"),
        ("en", lambda n: f"Card PIN {n} — remember it for me please"),
        ("en", lambda n: f"the YubiKey PIN is {n}, PUK is in the safe"),
        ("zh", lambda n: f"门禁密码 {n}#，进门后右手边是机房"),
        ("zh", lambda n: f"保险柜密码是 {n}"),
        ("zh", lambda n: f"银行卡取款密码 {n}，帮我记着"),
        ("zh", lambda n: f"机房门锁密码改成了 {n}"),
        ("zh", lambda n: f"手机锁屏密码 {n}，我的备用机放你桌上了"),
        ("zh", lambda n: f"支付密码是 {n}，别告诉别人"),
    ]
    for lang, t in tt:
        n = pin()
        S("pin_code", lang, t(n), n)
    n, k = pin(4), pin(8)
    S("pin_code", "en", f"My SIM PIN is {n} and the PUK is {k}", [n, k])
    n = pin(6)
    S("pin_code", "zh", f"快递柜取件码不用记，但小区大门的密码是 {n}，记一下", n)


def gen_user_then_pw():
    tt = [
        ("en", lambda u, p: f"Jenkins admin\nuser: {u}\n{p}"),
        ("en", lambda u, p: f"Staging login\n{u}@corp.example.com\n{p}"),
        ("en", lambda u, p: f"Here are the creds for the test tenant:\n{u}\n{p}\n(expires end of sprint)"),
        ("en", lambda u, p: f"vCenter\nhttps://vcenter.lab.local/ui\n{u}@vsphere.local\n{p}"),
        ("en", lambda u, p: f"Login details for the client's SFTP:\nhost: sftp.partner-example.com\nusername: {u}\n{p}"),
        ("zh", lambda u, p: f"堡垒机账号\n{u}\n{p}"),
        ("zh", lambda u, p: f"测试账号如下：\n账号：{u}\n{p}"),
        ("zh", lambda u, p: f"禅道登录\n地址：http://10.1.2.3/zentao\n{u}\n{p}\n登录后请修改"),
        ("zh", lambda u, p: f"企业邮箱\n{u}@example.cn\n{p}"),
    ]
    for lang, t in tt:
        u = pick(ZH_USERS if lang == "zh" else USERS)
        p = pw_human()
        S("password_after_username", lang, t(u, p), p)


# ================================================================ long values (>200 chars)
def long_opaque():
    return b64url(R.randint(170, 360))


def gen_long_tokens():
    def sa_b64():
        sa = {"type": "service_account", "project_id": "prod-data-" + rs(DG, 6),
              "private_key_id": rs(HEX, 40),
              "private_key": pem_block(*pem_ed25519_pkcs8()) + "\n",
              "client_email": "etl-runner@prod-data.iam.gserviceaccount.com",
              "client_id": rs(DG, 21), "token_uri": "https://oauth2.googleapis.com/token"}
        return base64.b64encode(json.dumps(sa, indent=2).encode()).decode()

    def ms_refresh():
        return "0.A" + rs(URLS, 3) + "A" + b64url(R.randint(500, 700))

    def dockercfg():
        return b64s(json.dumps({"auths": {"registry.example.com": {"username": "robot$ci", "password": pw_strong(24, 32), "auth": b64s("robot$ci:" + pw_strong(24, 32))}}}))

    tt = [
        ("en", lambda v: (f'# copied from the browser devtools\nSESSION_TOKEN="{v}"', v)),
        ("en", lambda v: (f"session token: {v}", v)),
        ("en", lambda v: (json.dumps({"token_type": "Bearer", "expires_in": 3599, "access_token": "see below",
                                       "refresh_token": v, "scope": "offline_access Mail.Read"}, indent=2), v)),
        ("en", lambda v: (f"OAUTH_REFRESH_TOKEN={v}", v)),
        ("en", lambda v: (f"Remember this refresh token for the Outlook integration, the consent flow is painful to redo:\n{v}", v)),
        ("en", lambda v: (f"x-auth-token: {v}", v)),
        ("en", lambda v: (f"export GOOGLE_CREDENTIALS_B64='{v}'", v)),
        ("en", lambda v: (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\n  namespace: ci\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: {v}", v)),
        ("en", lambda v: (f"[auth]\nsession_token = {v}\nexpires = 2025-11-02T10:00:00Z", v)),
        ("zh", lambda v: (f"这是我的登录 token，挺长的，帮我存一下：{v}", v)),
        ("zh", lambda v: (f"会话令牌：{v}", v)),
        ("zh", lambda v: (f"refresh_token 先记在这，过期了再找我：\n{v}", v)),
        ("zh", lambda v: (f"# 服务账号凭证（base64 编码后的 json）\nGCP_SA_KEY_BASE64={v}", v)),
        ("zh", lambda v: (f"抓包拿到的 cookie 里 SESSIONID 的值是 {v}，用它可以免登录调试", v)),
        ("zh", lambda v: (f"飞书开放平台 user_access_token（长期调试用）：\"{v}\"", v)),
    ]
    gens = [long_opaque, long_opaque, ms_refresh, long_opaque, ms_refresh, long_opaque, sa_b64,
            dockercfg, long_opaque, long_opaque, long_opaque, ms_refresh, sa_b64, long_opaque, long_opaque]
    for (lang, t), g in zip(tt, gens):
        v = g()
        assert len(v) > 200
        text, sec = t(v)
        S("long_token", lang, text, sec)


# ================================================================ CLI password flags
def hist(lines):
    n = R.randint(180, 1900)
    return "\n".join("%5d  %s" % (n + i, l) for i, l in enumerate(lines))


def gen_cli():
    h, d, u = pick(HOSTS), pick(DBS), pick(USERS)
    items = []

    def add(cmd, secs, pre=None, post=None):
        items.append((cmd, secs, pre, post))

    p = pw_human(); add(f"mysql -u root -p'{p}' -h {pick(HOSTS)} {pick(DBS)}", p)
    p = pw_url_safe(); add(f'mysql -uroot -p{p} -e "SHOW DATABASES;"', p)
    p, d = pw_url_safe(), pick(DBS); add(f"mysqldump --user=backup --password={p} --single-transaction {d} > /backups/{d}.sql", p)
    p = pw_human(); add(f"PGPASSWORD='{p}' psql -h {pick(HOSTS)} -U {pick(USERS)} -d {pick(DBS)} -c '\\dt'", p)
    p = pw_url_safe(); add(f'psql "postgresql://{pick(USERS)}:{p}@{pick(HOSTS)}:5432/{pick(DBS)}?sslmode=require"', p)
    p = pw_url_safe(); add(f"pg_dump postgres://{pick(USERS)}:{p}@{pick(HOSTS)}/{pick(DBS)} -Fc -f dump.bin", p)
    p = pw_human(); add(f"helm repo add internal https://charts.example.com --username ci --password {p}", p)
    p = pw_strong(); add(f"helm registry login registry.example.com -u robot --password '{p}'", p)
    p, q = pw_url_safe(), pw_url_safe()
    add(f"keytool -genkeypair -v -alias release -keyalg RSA -keysize 2048 -validity 10000 -keystore release.jks -storepass {p} -keypass {q} -dname \"CN=Mobile Team, O=Example\"", [p, q])
    p = pw_url_safe(); add(f"jarsigner -verbose -sigalg SHA256withRSA -keystore release.jks -storepass {p} app-release-unsigned.apk release", p)
    p = pw_url_safe(); add(f'mongosh "mongodb+srv://{pick(USERS)}:{p}@cluster0.{rs(LO + DG, 5)}.mongodb.net/{pick(DBS)}"', p)
    p = pw_human(); add(f"mongosh --host {pick(HOSTS)} -u admin -p '{p}' --authenticationDatabase admin", p)
    p = pw_strong(); add(f"sqlcmd -S tcp:{pick(HOSTS)},1433 -U sa -P '{p}' -Q \"SELECT @@VERSION\"", p)
    p = pw_url_safe(); add(f'ldapsearch -x -H ldap://ldap.corp.example.com -D "cn=admin,dc=corp,dc=example,dc=com" -w {p} -b "ou=people,dc=corp,dc=example,dc=com" "(uid=jdoe)"', p)
    p = pw_human(); add(f"ldapmodify -x -D \"cn=Manager,dc=example,dc=org\" -w '{p}' -f add_group.ldif", p)
    p = pw_url_safe(); add(f"smbclient //fs01/finance -U alice%{p} -c 'ls'", p)
    p = pw_at(); add(f"docker login -u {pick(USERS)} -p '{p}' registry.gitlab.example.com", p,
                     post="WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded")
    p = pw_at(); add(f"docker login --username=ops --password={p} harbor.internal.example.com", p)
    p = pw_strong(); add(f"echo '{p}' | docker login ghcr.io -u {pick(USERS)} --password-stdin", p)
    p = pw_url_safe(); add(f"htpasswd -b -c /etc/nginx/.htpasswd admin {p}", p)
    p = pw_url_safe(); add(f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -name web -passout pass:{p}", p)
    p = pw_url_safe(); add(f"openssl rsa -in server.key.enc -out server.key -passin pass:{p}", p)
    p = pw_url_safe(); add(f"curl -u {pick(USERS)}:{p} https://jenkins.example.com/api/json?pretty=true", p)
    p = pw_human(); add(f"curl -s --user 'elastic:{p}' -X GET \"https://es.internal:9200/_cat/indices?v\"", p)
    p = pw_human(); add(f"sshpass -p '{p}' ssh -o StrictHostKeyChecking=no root@{pick(HOSTS)}", p)
    p = pw_url_safe(); add(f"redis-cli -h {pick(HOSTS)} -p 6379 -a {p} INFO keyspace", p,
                           post="Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.")
    p = pw_human(); add(f"rabbitmqctl add_user {pick(SVCS)} '{p}'", p)
    p = pw_url_safe(); add(f"rabbitmqctl change_password admin {p}", p)
    p = pw_url_safe(); add(f"wget --user=deploy --password={p} https://artifacts.example.com/releases/app-2.3.1.tar.gz", p)
    p = pw_strong(); add(f"az login --service-principal -u {ruuid()} -p '{p}' --tenant {ruuid()}", p)
    p = pw_url_safe(); add(f"net use Z: \\\\fs01\\share /user:CORP\\{pick(USERS)} {p} /persistent:no", p)
    p, q = pw_url_safe(), pw_url_safe(); add(f"mysqladmin -u root -p'{p}' password '{q}'", [p, q])
    p = pw_url_safe(); add(f"lftp -u ftpuser,{p} ftp.partner-example.com", p)
    p = rs(AN, 40); add(f"mc alias set minio http://minio.internal:9000 {rs(UP + DG, 20)} {p}", p)
    p = pw_human(); add(f"vault login -method=userpass username={pick(USERS)} password='{p}'", p)
    p = pw_human(); add(f"kubectl -n prod create secret generic db-credentials --from-literal=username=app --from-literal=password='{p}'", p)
    p = pw_url_safe(); add(f"java -jar build/libs/app.jar --spring.datasource.url=jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)} --spring.datasource.password={p}", p)
    p = pw_human(); add(f"ansible-playbook -i inventories/prod site.yml -e \"ansible_become_pass='{p}'\"", p)
    p = pw_url_safe(); add(f"7z a -p{p} -mhe=on reports-2024Q2.7z reports/", p)
    p = pw_url_safe(); add(f"zip -P {p} -r handover.zip handover/", p)
    p = pw_url_safe(); add(f"mysql -h {pick(HOSTS)} -u app --password={p} {pick(DBS)} < migrations/0042_add_index.sql", p,
                           post="mysql: [Warning] Using a password on the command line interface can be insecure.")
    p = pw_url_safe(); add(f"psql -d \"host={pick(HOSTS)} port=5432 dbname={pick(DBS)} user={pick(USERS)} password={p}\"", p)
    p = pw_url_safe(); add(f"influx setup --username admin --password {p} --org acme --bucket metrics --force", p)
    p = pw_url_safe(); add(f"git clone https://{pick(USERS)}:{p}@git.internal.example.com/platform/infra.git", p)

    zh_pre = ["帮我记一下这个命令，下次直接用：", "# 连接生产库（别在群里发）", "运维笔记：昨天排查问题用的命令", "这是备份脚本里的一行，记住它：",
              "# 注意：临时方案，下周改成读取环境变量", "刚才终端里敲的：", "部署文档第 3 步：", "# 测试环境，密码已和 DBA 确认"]
    en_pre = ["", "", "", "$ history | tail", "Runbook: restore step 4", "# TODO move this to the secrets manager",
              "Paste from my terminal:", "from the bastion, as ops:"]
    R.shuffle(items)
    for i, (cmd, secs, pre, post) in enumerate(items):
        r = R.random()
        lang = "en"
        if r < 0.38:
            lang = "zh"
            text = pick(zh_pre) + "\n" + cmd
        elif r < 0.6:
            text = hist([pick(["cd ~/src/" + pick(SVCS), "ls -la", "git pull --rebase", "kubectl get pods -n prod"]), cmd,
                         pick(["exit", "history -c", "clear", "echo $?"])])
        else:
            pr = pick(en_pre)
            text = (pr + "\n" if pr else "") + ("$ " if R.random() < 0.5 else "") + cmd
        if post:
            text += "\n" + post
        S("cli_password_flag", lang, text, secs)


# ================================================================ DB / queue URLs with passwords
def gen_db_urls():
    tt = [
        ("en", lambda u, p, h, d: f"DATABASE_URL=postgres://{u}:{p}@{h}:5432/{d}"),
        ("en", lambda u, p, h, d: f"REDIS_URL=redis://:{p}@{h}:6379/0"),
        ("en", lambda u, p, h, d: f"UPSTASH_REDIS_URL=rediss://default:{p}@{pick(['apt-gecko', 'fond-lark', 'smart-ox'])}-{rs(DG, 5)}.upstash.io:6379"),
        ("en", lambda u, p, h, d: f"CELERY_BROKER_URL=amqp://{u}:{p}@rabbitmq:5672/{d}"),
        ("en", lambda u, p, h, d: f"spring.datasource.url=jdbc:mysql://{h}:3306/{d}?user={u}&password={p}&useSSL=true"),
        ("en", lambda u, p, h, d: f"MONGO_URI=mongodb://{u}:{p}@mongo-0.mongo:27017,mongo-1.mongo:27017/{d}?replicaSet=rs0&authSource=admin"),
        ("en", lambda u, p, h, d: f'engine = create_engine("mysql+pymysql://{u}:{p}@{h}/{d}?charset=utf8mb4", pool_pre_ping=True)'),
        ("en", lambda u, p, h, d: f'"ConnectionStrings": {{\n  "Default": "Server=tcp:{d}-sql.database.windows.net,1433;Initial Catalog={d};User ID={u};Password={p};Encrypt=True;"\n}}'),
        ("en", lambda u, p, h, d: f"NATS_URL=nats://{u}:{p}@nats.{d}.svc:4222"),
        ("en", lambda u, p, h, d: f"Worker crashed on startup:\n  sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server\n  [SQL: SELECT 1] url=postgresql://{u}:{p}@{h}:5432/{d}"),
        ("en", lambda u, p, h, d: f"clickhouse-client? no, use the HTTP one: https://{u}:{p}@ch.{d}.example.com:8443/?database={d}"),
        ("zh", lambda u, p, h, d: f"生产库连接串：mysql://{u}:{p}@{h}:3306/{d}"),
        ("zh", lambda u, p, h, d: f"把这个连接地址记下来 postgresql://{u}:{p}@{h}/{d}，报表服务要用"),
        ("zh", lambda u, p, h, d: f"# 消息队列地址（测试环境）\nBROKER_URL=amqp://{u}:{p}@10.0.5.9:5672//"),
        ("zh", lambda u, p, h, d: f"缓存用的是 redis://:{p}@{h}:6379/2 ，注意 db 编号是 2"),
        ("zh", lambda u, p, h, d: f"MongoDB Atlas 的连接字符串我放这：mongodb+srv://{u}:{p}@cluster0.{rs(LO + DG, 5)}.mongodb.net/?retryWrites=true&w=majority"),
        ("zh", lambda u, p, h, d: f"日志里打出来了连接串，赶紧记下再去改：\n[ERROR] 2024-05-11 09:12:03 数据源初始化失败 url=jdbc:postgresql://{h}:5432/{d}?user={u}&password={p}"),
    ]
    for lang, t in tt:
        u = pick(ZH_USERS if lang == "zh" else USERS)
        p = pw_url_safe()
        S("db_url", lang, t(u, p, pick(HOSTS), pick(DBS)), p)


# ================================================================ config formats
def gen_configs():
    # ---- .env
    p, k = pw_human(), rs(AN, 32)
    S("env_file", "en", f"# .env.production\nNODE_ENV=production\nPORT=8080\nDB_HOST={pick(HOSTS)}\nDB_USER=app\nDB_PASSWORD={p}\nJWT_SECRET={k}\nLOG_LEVEL=info", [p, k])
    p = pw_strong()
    S("env_file", "en", f'POSTGRES_USER=postgres\nPOSTGRES_PASSWORD="{p}"\nPOSTGRES_DB={pick(DBS)}', p)
    k = rs(HEX, 64)
    S("env_file", "en", f"APP_NAME=Laravel\nAPP_ENV=local\nAPP_KEY=base64:{b64(32)}\nAPP_DEBUG=false\nSESSION_SECRET={k}", [k])
    # APP_KEY handled separately below to list it too
    SECRETS[-1]["secrets"].insert(0, SECRETS[-1]["text"].split("APP_KEY=")[1].split("\n")[0])
    p = pw_human()
    S("env_file", "zh", f"# 数据库配置（不要提交到 git）\nMYSQL_HOST=127.0.0.1\nMYSQL_PORT=3306\nMYSQL_USER=root\nMYSQL_PASSWORD={p}", p)
    k = rs(AN, 48)
    S("env_file", "zh", f"# 第三方短信平台\nSMS_APP_ID=1400{rs(DG, 6)}\nSMS_APP_SECRET={k}\nSMS_SIGN=某某科技", k)
    p = pw_url_safe()
    S("env_file", "en", f"SMTP_HOST=smtp.mailprovider.example\nSMTP_PORT=587\nSMTP_USER=noreply@{co()}.com\nSMTP_PASS={p}", p)
    k = rs(HEX, 40)
    S("env_file", "en", f"export ADMIN_API_TOKEN={k}\nexport FEATURE_FLAGS=new_checkout,beta_search", k)
    p = pw_human()
    S("env_file", "zh", f"# 本地开发用，密码是测试库的\nSPRING_DATASOURCE_USERNAME=dev\nSPRING_DATASOURCE_PASSWORD='{p}'", p)
    k = rs(AN + "+/", 44)
    S("env_file", "en", f"ENCRYPTION_KEY={k}\n# ^ 32-byte key, base64. do NOT regenerate, old rows become unreadable", k)
    p = pw_human()
    S("env_file", "zh", f"帮我记住 .env 里这一行：RABBITMQ_DEFAULT_PASS={p}", p)

    # ---- YAML
    p = pw_human()
    S("yaml_config", "en", f"spring:\n  datasource:\n    url: jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)}\n    username: app_rw\n    password: {p}\n  jpa:\n    open-in-view: false", p)
    p = pw_strong()
    S("yaml_config", "en", f"services:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: \"{p}\"\n      MYSQL_DATABASE: {pick(DBS)}\n    ports:\n      - \"3306:3306\"", p)
    p = pw_human()
    S("yaml_config", "en", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-db\ntype: Opaque\nstringData:\n  DB_USER: app\n  DB_PASSWORD: '{p}'", p)
    p = pw_url_safe()
    S("yaml_config", "en", f"# group_vars/prod.yml\nmysql_root_password: {p}\nmysql_bind_address: 0.0.0.0\nnginx_worker_processes: auto", p)
    k = rs(AN, 32)
    S("yaml_config", "zh", f"# 微信支付配置\nwechat:\n  pay:\n    mch-id: 16{rs(DG, 8)}\n    api-v3-key: {k}\n    notify-url: https://pay.example.cn/notify", k)
    p = pw_human()
    S("yaml_config", "zh", f"# 生产环境 Redis，密码找 DBA 要的\nredis:\n  host: 10.10.2.30\n  port: 6379\n  password: {p}\n  database: 0", p)
    k = rs(AN, 40)
    S("yaml_config", "en", f"smtp:\n  server: smtp.sendmail.example\n  port: 465\n  user: alerts\n  secret: \"{k}\"", k)
    p = pw_human()
    S("yaml_config", "zh", f"nacos:\n  server-addr: 10.0.1.5:8848\n  username: nacos\n  password: {p}  # 已改掉默认密码", p)
    k = rs(HEX, 32)
    S("yaml_config", "en", f"grafana:\n  adminUser: admin\n  adminPassword: {pw_url_safe()}\n  env:\n    GF_SECURITY_SECRET_KEY: {k}", [k])
    SECRETS[-1]["secrets"].insert(0, SECRETS[-1]["text"].split("adminPassword: ")[1].split("\n")[0])
    p = pw_human()
    S("yaml_config", "en", f"jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      REGISTRY_PASSWORD: {p}   # FIXME use secrets.REGISTRY_PASSWORD\n    steps:\n      - uses: actions/checkout@v4", p)

    # ---- JSON
    p = pw_human()
    S("json_config", "en", json.dumps({"database": {"host": pick(HOSTS), "port": 5432, "user": "svc", "password": p}, "debug": False}, indent=2), p)
    k = rs(AN, 64)
    S("json_config", "en", json.dumps({"name": "webhook-relay", "secret": k, "retries": 3}, indent=4), k)
    p = pw_strong()
    S("json_config", "en", '{\n  "Logging": { "LogLevel": { "Default": "Warning" } },\n  "Smtp": { "Host": "smtp.office365.com", "User": "robot@' + co() + '.com", "Password": "' + p + '" }\n}', p)
    k = rs(AN, 32)
    S("json_config", "zh", "// 小程序配置，appSecret 不要泄露\n" + json.dumps({"appId": "wx" + rs(HEX, 16), "appSecret": k, "env": "prod"}, indent=2, ensure_ascii=False), k)
    p = pw_human()
    S("json_config", "zh", "帮我记住这份配置：\n" + json.dumps({"ftp": {"host": "10.2.3.4", "user": "upload", "pass": p}}, ensure_ascii=False), p)
    k = rs(AN + "_-", 43)
    S("json_config", "en", json.dumps({"mcpServers": {"jira": {"command": "npx", "args": ["-y", "mcp-jira"], "env": {"JIRA_URL": "https://acme.atlassian.net", "JIRA_API_TOKEN": k}}}}, indent=2), k)
    p = pw_url_safe()
    S("json_config", "en", json.dumps({"version": "0.2.0", "configurations": [{"name": "Attach", "type": "node", "env": {"ADMIN_PASSWORD": p}}]}, indent=2), p)

    # ---- TOML
    p = pw_human()
    S("toml_config", "en", f"[database]\nhost = \"{pick(HOSTS)}\"\nport = 5432\nuser = \"grafana\"\npassword = \"{p}\"\nssl_mode = \"require\"", p)
    k = rs(HEX, 64)
    S("toml_config", "en", f"[server]\nhttp_port = 3000\n\n[security]\nadmin_user = \"admin\"\nsecret_key = \"{k}\"", k)
    p = pw_url_safe()
    S("toml_config", "zh", f"# 爬虫配置\n[proxy]\nendpoint = \"http://proxy.example.cn:9020\"\nusername = \"spider01\"\npassword = \"{p}\"", p)
    k = rs(AN, 40)
    S("toml_config", "en", f"[[registries.internal]]\nindex = \"sparse+https://cargo.internal.example.com/index/\"\ntoken = \"Bearer {k}\"", k)
    p = pw_human()
    S("toml_config", "zh", f"[mail]\n# 企业邮箱授权码（不是登录密码）\nsmtp_user = \"bot@example.cn\"\nsmtp_password = \"{p}\"", p)
    k = rs(AN, 36)
    S("toml_config", "en", f"# netlify.toml? no — this is our deploy config\n[deploy.env]\nBUILD_HOOK_SECRET = '{k}'\nREGION = 'eu-central'", k)

    # ---- INI / my.cnf / pgpass
    p = pw_url_safe()
    S("ini_config", "en", f"# ~/.my.cnf\n[client]\nuser=root\npassword={p}\nhost=127.0.0.1", p)
    p = pw_url_safe()
    S("ini_config", "en", f"{pick(HOSTS)}:5432:{pick(DBS)}:{pick(USERS)}:{p}", p)
    SECRETS[-1]["text"] = "~/.pgpass contains:\n" + SECRETS[-1]["text"]
    p = pw_human()
    S("ini_config", "en", f"[odbc_prod]\nDriver=ODBC Driver 18 for SQL Server\nServer={pick(HOSTS)}\nUID=reporting\nPWD={p}", p)
    p = pw_url_safe()
    S("ini_config", "zh", f"; 老系统的配置文件 config.ini\n[db]\nhost = 192.168.3.10\nuser = erp\npasswd = {p}\ncharset = utf8", p)
    k = rs(AN, 40)
    S("ini_config", "en", f"[default]\nendpoint = https://api.example-ci.io\nauth_token = {k}\ntimeout = 30", k)
    p = pw_human()
    S("ini_config", "zh", f"# supervisord.conf（管理页面只对内网开放）\n[inet_http_server]\nport=*:9001\nusername=admin\npassword={p}", p)
    p = pw_url_safe()
    S("ini_config", "en", f"[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql://alembic:{p}@{pick(HOSTS)}/{pick(DBS)}", p)

    # ---- .npmrc
    t = npm_token()
    S("npmrc", "en", f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\nsave-exact=true", t)
    t = ghp()
    S("npmrc", "en", f"@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={t}", t)
    a = b64s(pick(USERS) + ":" + pw_human())
    S("npmrc", "zh", f"# 公司私服 .npmrc\nregistry=https://nexus.example.cn/repository/npm-group/\n_auth={a}\nalways-auth=true", a)
    t = rs(AN, 64)
    S("npmrc", "en", f"//npm.internal.example.com/:_authToken=\"{t}\"\nengine-strict=true", t)
    t = npm_token()
    S("npmrc", "zh", f"发布包之前把这行加到 ~/.npmrc：\n//registry.npmjs.org/:_authToken={t}", t)

    # ---- .pypirc
    t = pypi_token()
    S("pypirc", "en", f"[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = {t}", t)
    p = pw_human()
    S("pypirc", "en", f"[internal]\nrepository = https://nexus.example.com/repository/pypi-internal/\nusername = deployer\npassword = {p}", p)
    t = pypi_token()
    S("pypirc", "zh", f"# ~/.pypirc（测试仓库）\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = {t}", t)
    p = pw_url_safe()
    S("pypirc", "zh", f"pip.conf 里写了私有源：\n[global]\nindex-url = https://pypi-user:{p}@pypi.example.cn/simple", p)

    # ---- PHP
    p = pw_human()
    S("php_config", "en", f"define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );", p)
    k1, k2 = rs(AN + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 64), rs(AN + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 64)
    k1, k2 = k1.replace("'", "x"), k2.replace("'", "x")
    S("php_config", "en", f"define('AUTH_KEY',         '{k1}');\ndefine('SECURE_AUTH_KEY',  '{k2}');", [k1, k2])
    p = pw_human()
    S("php_config", "zh", f"<?php\n// 数据库连接（旧版后台）\n$db_host = 'localhost';\n$db_user = 'shop';\n$db_pass = '{p}';\n$conn = mysqli_connect($db_host, $db_user, $db_pass, 'shop');", p)
    p = pw_url_safe()
    S("php_config", "en", f"'mysql' => [\n    'driver' => 'mysql',\n    'host' => '{pick(HOSTS)}',\n    'username' => 'forge',\n    'password' => '{p}',\n],", p)
    p = pw_human()
    S("php_config", "zh", f"帮我看下这段为什么连不上：\n$pdo = new PDO('mysql:host=10.0.0.8;dbname=cms', 'cms', '{p}');", p)

    # ---- XML
    p = pw_human()
    S("xml_config", "en", f"<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployment</username>\n      <password>{p}</password>\n    </server>\n  </servers>\n</settings>", p)
    p = pw_human()
    S("xml_config", "en", f"<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"tomcat\" password=\"{p}\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>", p)
    p = pw_strong()
    S("xml_config", "en", f"<connectionStrings>\n  <add name=\"Main\" connectionString=\"Data Source=SQL01;Initial Catalog=Shop;User Id=shop_app;Password={p};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", p)
    k = rs(AN, 40)
    S("xml_config", "en", f"<config>\n  <endpoint>https://hooks.example.com/ingest</endpoint>\n  <secret>{k}</secret>\n</config>", k)
    p = pw_human()
    S("xml_config", "zh", f"<!-- 生产数据源，密码为明文，后续改成加密 -->\n<property name=\"jdbcUrl\" value=\"jdbc:mysql://10.1.1.20:3306/erp\"/>\n<property name=\"user\" value=\"erp\"/>\n<property name=\"password\" value=\"{p}\"/>", p)
    p = pw_url_safe()
    S("xml_config", "zh", f"settings.xml 里私服的账号：\n<server>\n  <id>aliyun-private</id>\n  <username>{pick(ZH_USERS)}</username>\n  <password>{p}</password>\n</server>", p)
    k = rs(AN, 32)
    S("xml_config", "en", f"<add key=\"ApiSecret\" value=\"{k}\" />\n<add key=\"ApiBaseUrl\" value=\"https://api.partner.example/v2\" />", k)

    # ---- docker config.json
    for lang, pre in [("en", "~/.docker/config.json:\n"), ("en", ""), ("zh", "CI 机器上的 docker 配置（登录过私有仓库）：\n"), ("en", "cat /root/.docker/config.json\n")]:
        reg = pick(["https://index.docker.io/v1/", "registry.example.com", "harbor.example.cn", "ghcr.io"])
        a = b64s(pick(USERS) + ":" + pw_at())
        S("docker_config_auth", lang, pre + json.dumps({"auths": {reg: {"auth": a}}}, indent=2), a)

    # ---- framework secret keys
    k = rs(HEX, 128)
    S("framework_secret_key", "en", f"production:\n  secret_key_base: {k}", k)
    k = rs(HEX, 32)
    S("framework_secret_key", "en", f"$ cat config/master.key\n{k}", k)
    k = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    S("framework_secret_key", "en", f"# settings.py\nSECRET_KEY = '{k}'\nDEBUG = True\nALLOWED_HOSTS = []", k)
    k = rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    S("framework_secret_key", "zh", f"# 生产配置 settings/prod.py\nDEBUG = False\nSECRET_KEY = \"{k}\"", k)
    k = rs(HEX, 48)
    S("framework_secret_key", "en", f"app = Flask(__name__)\napp.config['SECRET_KEY'] = '{k}'", k)
    k = rs(HEX, 64)
    S("framework_secret_key", "zh", f"Flask 的 SECRET_KEY 我定成了 {k}，多实例部署要保持一致", k)
    k = b64(32)
    S("framework_secret_key", "en", f"# config/packages/prod.yaml? no, .env.local\nAPP_SECRET={rs(HEX, 32)}\nNEXTAUTH_SECRET={k}", [k])
    SECRETS[-1]["secrets"].insert(0, SECRETS[-1]["text"].split("APP_SECRET=")[1].split("\n")[0])

    # ---- cookies
    v = rs(LO + DG, 32)
    S("cookie_session", "en", f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: sessionid={v}; expires=Tue, 02 Jul 2024 10:00:00 GMT; HttpOnly; Path=/; SameSite=Lax; Secure", v)
    v = "s%3A" + rs(URLS, 32) + "." + rs(AN + "%", 43)
    S("cookie_session", "en", f"curl 'https://admin.example.com/api/users' -H 'Cookie: connect.sid={v}; theme=dark'", v)
    v = b64(90).replace("=", "") + "--" + rs(HEX, 40)
    S("cookie_session", "en", f"Cookie: _myapp_session={v}", v)
    v = rs(HEXU, 32)
    S("cookie_session", "zh", f"登录后抓到的 cookie：JSESSIONID={v}，帮我记下来调接口用", v)
    v = rs(AN, 64)
    S("cookie_session", "zh", f"把浏览器里的 Cookie 复制给你：\nPHPSESSID=4f{rs(LO + DG, 24)}; remember_token={v}; lang=zh-CN", v)
    SECRETS[-1]["secrets"].insert(0, SECRETS[-1]["text"].split("PHPSESSID=")[1].split(";")[0])
    v = rs(AN, 40)
    S("cookie_session", "en", f"requests.get(url, cookies={{'auth_session': '{v}'}}, timeout=10)", v)

    # ---- camelCase / prefixed keys
    k = azure_storage_key()
    S("camelcase_key", "en", f"const config = {{\n  storageAccount: 'mediaprod',\n  storageKey: '{k}',\n  container: 'uploads',\n}};", k)
    k = rs(URLS + "~.", 40)
    S("camelcase_key", "en", f"export const oidc = {{ clientId: '{ruuid()}', clientSecret: '{k}', authority: 'https://login.microsoftonline.com/common' }}", k)
    p = pw_human()
    S("camelcase_key", "en", f"dbHost = \"{pick(HOSTS)}\"\ndbUser = \"reporter\"\ndbPass = \"{p}\"", p)
    k = rs(AN, 40)
    S("camelcase_key", "en", f"val client = ApiClient(baseUrl = \"https://api.vendor.example\", apiToken = \"{k}\")", k)
    k = rs(HEX, 32)
    S("camelcase_key", "en", f"curl -H 'x-api-key: {k}' https://api.partner.example/v1/orders?limit=50", k)
    k = rs(AN, 32)
    S("camelcase_key", "zh", f"// 高德地图 web 服务\nconst amapConfig = {{ key: '{rs(HEX, 32)}', securityJsCode: '{k}' }}", [k])
    SECRETS[-1]["secrets"].insert(0, SECRETS[-1]["text"].split("key: '")[1].split("'")[0])
    k = rs(AN, 44)
    S("camelcase_key", "zh", f"appSecret 是 {k}，appKey 我晚点发你", k)
    k = rs(AN, 40)
    S("camelcase_key", "en", f"props.setProperty(\"signingSecret\", \"{k}\");", k)
    k = rs(HEX, 64)
    S("camelcase_key", "en", f"X-Webhook-Secret: {k}", k)
    k = rs(AN + "_", 48)
    S("camelcase_key", "zh", f"# 钉钉机器人\nDINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token={rs(HEX, 64)}\nDINGTALK_SECRET=SEC{rs(HEX, 64)}", [])
    t = SECRETS.pop()["text"]
    S("camelcase_key", "zh", t, [t.split("access_token=")[1].split("\n")[0], t.split("DINGTALK_SECRET=")[1]])
    k = rs(AN, 32)
    S("camelcase_key", "en", f"masterKey: \"{k}\"  # meilisearch", k)

    # ---- Authorization headers
    up = pick(USERS) + ":" + pw_human()
    a = b64s(up)
    S("http_auth_header", "en", f"GET /api/v2/builds HTTP/1.1\nHost: ci.example.com\nAuthorization: Basic {a}\nAccept: application/json", a)
    t = rs(AN, 40)
    S("http_auth_header", "en", f"curl -H \"Authorization: Bearer {t}\" https://api.example.com/v1/me", t)
    t = "hvs." + rs(AN, 24)
    S("http_auth_header", "en", f"X-Vault-Token: {t}", t)
    a = b64s("api:" + rs(AN, 32))
    S("http_auth_header", "zh", f"接口调试记录：\nPOST /v1/report HTTP/1.1\nAuthorization: Basic {a}\n返回 200", a)
    t = rs(LO + DG, 40)
    S("http_auth_header", "zh", f"请求头里要带 Authorization: token {t}，否则 401", t)
    t = b64url(48)
    S("http_auth_header", "en", f"headers = {{\n    \"Authorization\": \"Bearer {t}\",\n    \"Content-Type\": \"application/json\",\n}}", t)
    t = "hvs.CAESI" + rs(URLS, 82)
    S("http_auth_header", "en", f"export VAULT_ADDR=https://vault.internal:8200\nexport VAULT_TOKEN={t}", t)
    t = rs(AN, 32)
    S("http_auth_header", "zh", f"Postman 里那个接口的 Bearer token 是 {t}，我今天刚刷新的", t)

    # ---- credential files (.netrc, .git-credentials, kubeconfig)
    p = pw_strong()
    S("credentials_file", "en", f"# ~/.netrc\nmachine api.heroku.com\n  login ops@{co()}.com\n  password {p}", p)
    t = ghp()
    S("credentials_file", "en", f"$ cat ~/.git-credentials\nhttps://{pick(USERS)}:{t}@github.com", t)
    t = b64url(R.randint(180, 240))
    S("credentials_file", "en", f"users:\n- name: ci-deployer\n  user:\n    token: {t}", t)
    p = pw_url_safe()
    S("credentials_file", "zh", f"# ~/.netrc 里写了内部 GitLab 的凭据\nmachine git.example.cn login {pick(ZH_USERS)} password {p}", p)
    t = glpat()
    S("credentials_file", "zh", f"git 凭据缓存里的一行：https://oauth2:{t}@gitlab.example.cn", t)


# ================================================================ vendor formats
EN_WRAP = [
    "Here's the {svc} key for the project, keep it handy: {v}",
    "remember my {svc} token: {v}",
    "{svc} creds for local dev -> {v}",
    "Can you store this somewhere? {svc} API key {v}",
    "I generated a new {svc} token ({v}) and revoked the old one.",
    "export {env}={v}",
    "The {svc} token in CI is {v}, it expires in 90 days",
    "use this when calling {svc}: {v}",
    "{env}: {v}",
    "For future sessions: the {svc} key is `{v}`.",
    "pasting the {svc} secret here so I don't lose it\n{v}",
    "os.environ[\"{env}\"] = \"{v}\"  # quick hack for the notebook",
    "New {svc} key, old one leaked in a screenshot:\n{v}",
    "{env}=\"{v}\"",
    "Please remember the {svc} credential I use for the side project: {v}",
    "the prod {svc} key is {v} — staging uses a different one",
]
ZH_WRAP = [
    "帮我记住 {svc} 的 key：{v}",
    "这是新的 {svc} 令牌 {v}，旧的已经吊销了",
    "{svc} 密钥：{v}（别提交到仓库）",
    "以后调用 {svc} 就用这个：{v}",
    "我把 {svc} 的 token 放这儿了 {v}",
    "环境变量 {env} 设置为 {v}",
    "测试环境的 {svc} API Key 是 {v}",
    "刚在控制台申请的 {svc} 访问令牌：{v}，有效期 30 天",
    "记一下，{svc} 的凭证是 {v}",
    "# {svc} 配置\n{env}={v}",
    "{svc} 的密钥换了，新的是 {v}，老的下午停用",
    "下次部署的时候把 {env} 配成 {v}",
    "这个 {svc} key 是我个人账号的，额度不多，省着用：{v}",
    "{svc} token 记得存一下：\n{v}",
    "项目里 {svc} 用的密钥如下\n{env} = \"{v}\"",
    "给你 {svc} 的 key，调试完告诉我一声我再轮换：{v}",
]
_wrap_state = {"en": [], "zh": []}


def wrap(lang, svc, env, v):
    pool = _wrap_state[lang]
    if not pool:
        pool.extend(EN_WRAP if lang == "en" else ZH_WRAP)
        R.shuffle(pool)
    return pool.pop().format(svc=svc, env=env, v=v)


def vendor(kind, svc, env, gen, specific, n_wrap_en=1, n_wrap_zh=2):
    for lang, t in specific:
        out = t()
        S(kind, lang, out[0], out[1])
    for lang, n in (("en", n_wrap_en), ("zh", n_wrap_zh)):
        for _ in range(n):
            v = gen()
            S(kind, lang, wrap(lang, svc, env, v), v)


def T(lang, fn):
    return (lang, fn)


def gen_vendors():
    # ---- AWS
    def aws_creds_file():
        a, s = aws_akid(), aws_secret()
        return f"[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-east-1", [a, s]

    def aws_env():
        a, s = aws_akid(), aws_secret()
        return f"export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\nexport AWS_DEFAULT_REGION=eu-west-1", [a, s]

    def aws_sts():
        a, s, t = aws_akid("ASIA"), aws_secret(), aws_session_token()
        return json.dumps({"Credentials": {"AccessKeyId": a, "SecretAccessKey": s, "SessionToken": t,
                                           "Expiration": "2024-06-12T18:22:41+00:00"}}, indent=4), [a, s, t]

    def aws_boto():
        a, s = aws_akid(), aws_secret()
        return f"s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"{a}\",\n    aws_secret_access_key=\"{s}\",\n)", [a, s]

    def aws_zh():
        a, s = aws_akid(), aws_secret()
        return f"AWS 的 IAM 用户 ci-uploader 的访问密钥：\nAccessKey: {a}\nSecretKey: {s}\n只给了 S3 写权限", [a, s]

    def aws_zh2():
        a, s = aws_akid(), aws_secret()
        return f"帮我记下这对 key，备份脚本要用：{a} / {s}", [a, s]

    def aws_tf():
        a, s = aws_akid(), aws_secret()
        return f'provider "aws" {{\n  region     = "ap-southeast-1"\n  access_key = "{a}"\n  secret_key = "{s}"\n}}', [a, s]

    def aws_csv():
        a, s = aws_akid(), aws_secret()
        return f"Access key ID,Secret access key\n{a},{s}", [a, s]

    vendor("aws", "AWS", "AWS_SECRET_ACCESS_KEY", aws_secret,
           [T("en", aws_creds_file), T("en", aws_env), T("en", aws_sts), T("en", aws_boto), T("zh", aws_zh),
            T("zh", aws_zh2), T("en", aws_tf), T("en", aws_csv)], 0, 1)

    # ---- GitHub
    vendor("github", "GitHub", "GITHUB_TOKEN", ghp, [
        T("en", lambda: (lambda t: (f"git remote set-url origin https://x-access-token:{t}@github.com/acme/infra.git", [t]))(gh("ghs"))),
        T("en", lambda: (lambda t: (f"gh auth login --with-token <<< {t}", [t]))(ghp())),
        T("en", lambda: (lambda t: (f"GH_TOKEN={t} gh pr list --repo acme/web", [t]))(github_pat())),
        T("zh", lambda: (lambda t: (f"新建了一个 fine-grained token，只读 acme/docs 仓库：{t}", [t]))(github_pat())),
        T("en", lambda: (lambda t: (f"# ~/.config/gh/hosts.yml\ngithub.com:\n    user: {pick(USERS)}\n    oauth_token: {t}\n    git_protocol: https", [t]))(gh("gho"))),
        T("zh", lambda: (lambda t: (f"CI 日志里把 token 打印出来了：\n[debug] Using token {t} for api.github.com\n要赶紧作废", [t]))(gh("ghs"))),
        T("en", lambda: (lambda t: (f"Refresh token for the GitHub App user: {t}", [t]))("ghr_" + rs(AN, 76))),
    ], 1, 2)

    # ---- GitLab
    vendor("gitlab", "GitLab", "GITLAB_TOKEN", glpat, [
        T("en", lambda: (lambda t: (f"curl --header \"PRIVATE-TOKEN: {t}\" \"https://gitlab.example.com/api/v4/projects?owned=true\"", [t]))(glpat())),
        T("en", lambda: (lambda t: (f"variables:\n  GITLAB_API_TOKEN: \"{t}\"\n  DOCKER_DRIVER: overlay2", [t]))(glpat())),
        T("zh", lambda: (lambda t: (f"# 新机器注册 runner\ngitlab-runner register --url https://gitlab.example.cn --registration-token {t}", [t]))("glrt-" + rs(URLS, 20))),
    ], 1, 1)

    # ---- Slack
    vendor("slack", "Slack", "SLACK_BOT_TOKEN", slack_bot, [
        T("en", lambda: (lambda t, g: (f"SLACK_BOT_TOKEN={t}\nSLACK_SIGNING_SECRET={g}", [t, g]))(slack_bot(), rs(HEX, 32))),
        T("en", lambda: (lambda w: (f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {w}", [w]))(slack_webhook())),
        T("zh", lambda: (lambda w: (f"告警通知的 Slack webhook：{w}", [w]))(slack_webhook())),
        T("en", lambda: (lambda t: (f"my user token for the export script: {t}", [t]))(slack_user())),
        T("en", lambda: (lambda w: (f"alertmanager:\n  receivers:\n    - name: oncall\n      slack_configs:\n        - api_url: {w}\n          channel: '#alerts'", [w]))(slack_webhook())),
        T("zh", lambda: (lambda t: (f"app = App(token=\"{t}\")  # 先写死，上线前改", [t]))(slack_bot())),
    ], 1, 1)

    # ---- Discord
    vendor("discord", "Discord", "DISCORD_TOKEN", discord_bot, [
        T("en", lambda: (lambda w: (f"DISCORD_WEBHOOK_URL={w}", [w]))(discord_webhook())),
        T("en", lambda: (lambda t: (f"client.run('{t}')", [t]))(discord_bot())),
        T("zh", lambda: (lambda w: (f"构建失败通知发到 Discord：{w}", [w]))(discord_webhook())),
        T("en", lambda: (lambda t: (f"# bot for the #builds channel\nDISCORD_BOT_TOKEN=\"{t}\"\nGUILD_ID=9{rs(DG, 17)}", [t]))(discord_bot())),
    ], 1, 1)

    # ---- Teams
    vendor("teams_webhook", "Teams webhook", "TEAMS_WEBHOOK_URL", teams_webhook, [
        T("en", lambda: (lambda w: (f"Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $payload -Uri '{w}'", [w]))(teams_webhook())),
        T("en", lambda: (lambda w: (f"notifications:\n  teams:\n    url: {w}", [w]))(teams_webhook())),
        T("zh", lambda: (lambda w: (f"把 Teams 频道的 incoming webhook 记一下，发布通知用：\n{w}", [w]))(teams_webhook())),
    ], 0, 1)

    # ---- Sentry
    def sentry_dsn(k=None):
        k = k or sentry_key()
        return k, f"https://{k}@o{rs(DG, 6)}.ingest.{pick(['', 'us.', 'de.'])}sentry.io/{rs(DG, 7)}"
    vendor("sentry_dsn", "Sentry", "SENTRY_DSN", lambda: sentry_dsn()[1], [
        T("en", lambda: (lambda kd: (f"Sentry.init({{\n  dsn: \"{kd[1]}\",\n  tracesSampleRate: 0.2,\n}});", [kd[0]]))(sentry_dsn())),
        T("en", lambda: (lambda kd: (f"SENTRY_DSN={kd[1]}", [kd[0]]))(sentry_dsn())),
        T("en", lambda: (lambda a, b: (f"raven config (old self-hosted): SENTRY_DSN=https://{a}:{b}@sentry.internal.example.com/12", [a, b]))(rs(HEX, 32), rs(HEX, 32))),
        T("zh", lambda: (lambda kd: (f"sentry_sdk.init(dsn=\"{kd[1]}\")  # 前端错误上报", [kd[0]]))(sentry_dsn())),
        T("zh", lambda: (lambda t: (f"SENTRY_AUTH_TOKEN={t}  # 上传 sourcemap 用", [t]))("sntrys_" + b64urls(json.dumps({"iat": 1717000000, "url": "https://sentry.io", "org": "acme"})) + "_" + rs(AN, 43))),
    ], 0, 0)
    # DSNs from wrap-less; the key is the secret. (no wrappers: whole-URL wrappers would be ambiguous)

    # ---- Stripe
    vendor("stripe", "Stripe", "STRIPE_SECRET_KEY", lambda: stripe("sk_live_"), [
        T("en", lambda: (lambda k: (f"stripe.api_key = \"{k}\"", [k]))(stripe("sk_live_"))),
        T("en", lambda: (lambda k: (f"STRIPE_WEBHOOK_SECRET={k}", [k]))("whsec_" + rs(AN, 32))),
        T("en", lambda: (lambda k: (f"restricted key for the analytics export (read-only charges): {k}", [k]))(stripe("rk_live_", 99))),
        T("zh", lambda: (lambda k: (f"Stripe 回调签名密钥：{k}，本地用 stripe listen 会生成另一个", [k]))("whsec_" + rs(AN, 32))),
        T("en", lambda: (lambda k: (f"curl https://api.stripe.com/v1/charges -u {k}: -d limit=3", [k]))(stripe("sk_live_"))),
    ], 1, 2)

    # ---- Twilio
    def tw1():
        ac, tok = twilio_ac(), rs(HEX, 32)
        return f"TWILIO_ACCOUNT_SID={ac}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM=+1415555{rs(DG, 4)}", [ac, tok]

    def tw2():
        sk, sec, ac = twilio_sk(), rs(AN, 32), twilio_ac()
        return f"client = Client(\"{sk}\", \"{sec}\", \"{ac}\")", [sk, sec, ac]

    def tw3():
        ac, tok = twilio_ac(), rs(HEX, 32)
        return f"Twilio 短信（海外）账号：Account SID {ac}，Auth Token {tok}", [ac, tok]

    def tw4():
        ac, tok = twilio_ac(), rs(HEX, 32)
        return f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{ac}/Messages.json -u {ac}:{tok} --data-urlencode 'Body=test'", [ac, tok]

    def tw5():
        sk, sec = twilio_sk(), rs(AN, 32)
        return f"Twilio API key for the video service: SID {sk}, secret {sec}", [sk, sec]
    vendor("twilio", "Twilio", "TWILIO_AUTH_TOKEN", lambda: rs(HEX, 32),
           [T("en", tw1), T("en", tw2), T("zh", tw3), T("en", tw4), T("en", tw5)], 0, 1)

    # ---- SendGrid
    vendor("sendgrid", "SendGrid", "SENDGRID_API_KEY", sendgrid, [
        T("en", lambda: (lambda k: (f"sg = SendGridAPIClient('{k}')", [k]))(sendgrid())),
        T("en", lambda: (lambda k: (f"spring.mail.host=smtp.sendgrid.net\nspring.mail.username=apikey\nspring.mail.password={k}", [k]))(sendgrid())),
    ], 1, 2)

    # ---- Mailgun
    vendor("mailgun", "Mailgun", "MAILGUN_API_KEY", mailgun, [
        T("en", lambda: (lambda k: (f"curl -s --user 'api:{k}' https://api.mailgun.net/v3/mg.{co()}.com/messages -F from='Ops <ops@mg.example.com>'", [k]))(mailgun())),
        T("en", lambda: (lambda k, w: (f"MAILGUN_DOMAIN=mg.example.com\nMAILGUN_API_KEY={k}\nMAILGUN_WEBHOOK_SIGNING_KEY={w}", [k, w]))(mailgun(), rs(HEX, 32))),
    ], 1, 1)

    # ---- OpenAI
    vendor("openai", "OpenAI", "OPENAI_API_KEY", openai_key, [
        T("en", lambda: (lambda k: (f"from openai import OpenAI\nclient = OpenAI(api_key=\"{k}\")", [k]))(openai_key())),
        T("en", lambda: (lambda k: (f"OPENAI_API_KEY={k}\nOPENAI_MODEL=gpt-4o-mini", [k]))(openai_key())),
        T("zh", lambda: (lambda k: (f"curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer {k}\" -d @req.json\n# 上面这个 key 是团队共享的", [k]))(openai_key())),
        T("en", lambda: (lambda k: (f"Error code: 429 - quota exceeded for key {k[:12]}...\n(full key for reference: {k})", [k]))(openai_key())),
    ], 2, 2)

    # ---- Anthropic
    vendor("anthropic", "Anthropic", "ANTHROPIC_API_KEY", anthropic_key, [
        T("en", lambda: (lambda k: (f"client = anthropic.Anthropic(api_key=\"{k}\")", [k]))(anthropic_key())),
        T("en", lambda: (lambda k: (f"curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: {k}\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\"", [k]))(anthropic_key())),
        T("zh", lambda: (lambda k: (f"Claude 的 API key 给你：{k}，周末之后我会删掉", [k]))(anthropic_key())),
    ], 1, 1)

    # ---- Google API key
    vendor("google_api_key", "Google Maps", "GOOGLE_MAPS_API_KEY", google_key, [
        T("en", lambda: (lambda k: (f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\" async></script>", [k]))(google_key())),
        T("en", lambda: (lambda k: (f"genai.configure(api_key=\"{k}\")  # Gemini", [k]))(google_key())),
        T("zh", lambda: (lambda k: (f"YouTube Data API 的 key：{k}，每天配额一万", [k]))(google_key())),
    ], 1, 1)

    # ---- GCP service account JSON
    def gcp_sa(lang):
        kind, body = pem_rsa(pkcs8=True)
        pk = pem_block(kind, body) + "\n"
        proj = pick(["prod-data", "ml-platform", "shop-backend", "bi-export"]) + "-" + rs(DG, 6)
        sa = {"type": "service_account", "project_id": proj, "private_key_id": rs(HEX, 40),
              "private_key": pk, "client_email": f"{pick(['etl', 'ci-deploy', 'bq-reader'])}@{proj}.iam.gserviceaccount.com",
              "client_id": rs(DG, 21), "auth_uri": "https://accounts.google.com/o/oauth2/auth",
              "token_uri": "https://oauth2.googleapis.com/token"}
        js = json.dumps(sa, indent=2)
        pre = {"en": pick(["Here's the service account key file (sa.json):\n", "", "$ cat credentials.json\n"]),
               "zh": pick(["GCP 服务账号密钥文件内容如下，先帮我保存：\n", "# BigQuery 导出用的服务账号\n"])}[lang]
        return pre + js, [l for l in body if len(l) >= 16]
    for lang in ["en", "en", "zh", "zh", "en"]:
        t, sec = gcp_sa(lang)
        S("gcp_service_account", lang, t, sec)

    # ---- Azure storage / connection strings
    def az_conn():
        k = azure_storage_key()
        return f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=st{rs(LO + DG, 10)};AccountKey={k};EndpointSuffix=core.windows.net\"", [k]

    def az_sb():
        k = azure_sb_key()
        return f"\"ServiceBus\": \"Endpoint=sb://orders-{rs(LO, 5)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}\"", [k]

    def az_cli():
        k = azure_storage_key()
        return f"az storage blob upload --account-name mediaprod --account-key {k} -c assets -f logo.png -n logo.png", [k]

    def az_zh():
        k = azure_storage_key()
        return f"Azure 存储账户 backupst01 的 key1：{k}", [k]

    def az_sas():
        sig = b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        return f"https://mediaprod.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-01T00:00:00Z&spr=https&sig={sig}", [sig]

    def az_zh2():
        k = azure_storage_key()
        return f"# 日志归档\nstorage:\n  account: logarchive\n  key: \"{k}\"  # 主密钥，季度轮换", [k]

    def az_cosmos():
        k = azure_storage_key()
        return f"AccountEndpoint=https://catalog-db.documents.azure.com:443/;AccountKey={k};", [k]
    vendor("azure_storage", "Azure", "AZURE_STORAGE_KEY", azure_storage_key,
           [T("en", az_conn), T("en", az_sb), T("en", az_cli), T("zh", az_zh), T("en", az_sas), T("zh", az_zh2), T("en", az_cosmos)], 0, 0)

    # ---- Azure DevOps PAT
    vendor("azure_devops_pat", "Azure DevOps", "AZURE_DEVOPS_EXT_PAT", azdo_pat, [
        T("en", lambda: (lambda t: (f"echo {t} | az devops login --organization https://dev.azure.com/contoso", [t]))(azdo_pat())),
        T("en", lambda: (lambda t: (f"git clone https://build:{t}@dev.azure.com/contoso/Platform/_git/infra", [t]))(azdo_pat())),
        T("zh", lambda: (lambda t: (f"Azure DevOps 的 PAT（Code 读写权限）：{t}", [t]))(azdo_pat())),
    ], 1, 0)

    # ---- Terraform Cloud
    vendor("terraform_cloud", "Terraform Cloud", "TF_TOKEN_app_terraform_io", tfc_token, [
        T("en", lambda: (lambda t: (f"# ~/.terraformrc\ncredentials \"app.terraform.io\" {{\n  token = \"{t}\"\n}}", [t]))(tfc_token())),
        T("en", lambda: (lambda t: (json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2), [t]))(tfc_token())),
        T("zh", lambda: (lambda t: (f"TFC 团队 token 我更新到流水线变量里了，原值：{t}", [t]))(tfc_token())),
    ], 0, 1)

    # ---- 1Password
    vendor("onepassword", "1Password service account", "OP_SERVICE_ACCOUNT_TOKEN", op_token, [
        T("en", lambda: (lambda t: (f"export OP_SERVICE_ACCOUNT_TOKEN={t}\nop item get 'prod-db' --vault Infra", [t]))(op_token())),
        T("zh", lambda: (lambda t: (f"1Password 服务账号 token（CI 用）：\n{t}", [t]))(op_token())),
    ], 1, 0)

    # ---- Okta
    vendor("okta", "Okta", "OKTA_API_TOKEN", okta_token, [
        T("en", lambda: (lambda t: (f"curl -H \"Authorization: SSWS {t}\" https://{co()}.okta.com/api/v1/users?limit=25", [t]))(okta_token())),
        T("en", lambda: (lambda t: (f"okta:\n  client:\n    orgUrl: https://dev-{rs(DG, 8)}.okta.com\n    token: {t}", [t]))(okta_token())),
        T("zh", lambda: (lambda t: (f"Okta 管理 API 的 token：{t}（只读用户）", [t]))(okta_token())),
    ], 0, 1)

    # ---- age
    def age1():
        k = age_key()
        return f"# created: 2024-04-18T10:21:09+08:00\n# public key: age1{rs(BECH32.lower(), 58)}\n{k}", [k]
    vendor("age_key", "age", "SOPS_AGE_KEY", age_key, [
        T("en", age1),
        T("en", lambda: (lambda k: (f"SOPS_AGE_KEY={k} sops -d secrets.enc.yaml", [k]))(age_key())),
        T("zh", lambda: (lambda k: (f"sops 解密用的 age 私钥，备份一份：{k}", [k]))(age_key())),
    ], 0, 1)

    # ---- Cohere
    vendor("cohere", "Cohere", "COHERE_API_KEY", cohere_key, [
        T("en", lambda: (lambda k: (f"co = cohere.ClientV2(api_key=\"{k}\")", [k]))(cohere_key())),
        T("en", lambda: (lambda k: (f"CO_API_KEY={k}", [k]))(cohere_key())),
        T("zh", lambda: (lambda k: (f"Cohere 的 rerank 接口用这个 key：{k}", [k]))(cohere_key())),
    ], 0, 1)

    # ---- xAI
    vendor("xai", "xAI", "XAI_API_KEY", xai_key, [
        T("en", lambda: (lambda k: (f"client = OpenAI(base_url=\"https://api.x.ai/v1\", api_key=\"{k}\")", [k]))(xai_key())),
        T("zh", lambda: (lambda k: (f"Grok 的 key：{k}", [k]))(xai_key())),
    ], 1, 1)

    # ---- Hugging Face
    vendor("huggingface", "Hugging Face", "HF_TOKEN", hf_token, [
        T("en", lambda: (lambda k: (f"huggingface-cli login --token {k}", [k]))(hf_token())),
        T("en", lambda: (lambda k: (f"model = AutoModel.from_pretrained(\"acme/internal-ner\", token=\"{k}\")", [k]))(hf_token())),
        T("zh", lambda: (lambda k: (f"下载私有模型需要的 HF token：{k}", [k]))(hf_token())),
    ], 1, 1)

    # ---- npm
    vendor("npm_token", "npm", "NPM_TOKEN", npm_token, [
        T("en", lambda: (lambda k: (f"npm config set //registry.npmjs.org/:_authToken {k}", [k]))(npm_token())),
        T("en", lambda: (lambda k: (f"NPM_TOKEN={k} npm publish --access public", [k]))(npm_token())),
    ], 1, 1)

    # ---- PyPI
    vendor("pypi_token", "PyPI", "TWINE_PASSWORD", pypi_token, [
        T("en", lambda: (lambda k: (f"twine upload -u __token__ -p {k} dist/*", [k]))(pypi_token())),
        T("en", lambda: (lambda k: (f"poetry config pypi-token.pypi {k}", [k]))(pypi_token())),
    ], 0, 2)

    # ---- DigitalOcean
    vendor("digitalocean", "DigitalOcean", "DIGITALOCEAN_ACCESS_TOKEN", do_token, [
        T("en", lambda: (lambda k: (f"doctl auth init --access-token {k}", [k]))(do_token())),
        T("en", lambda: (lambda k: (f"provider \"digitalocean\" {{\n  token = \"{k}\"\n}}", [k]))(do_token())),
        T("zh", lambda: (lambda k: (f"DO 的 OAuth token（给 CI 用的）：{k}", [k]))(do_token("doo_v1_"))),
    ], 0, 1)

    # ---- Alibaba Cloud
    def ali1():
        a, s = ali_ak(), ali_sk()
        return f"# 阿里云 OSS（静态资源）\naliyun:\n  oss:\n    endpoint: oss-cn-hangzhou.aliyuncs.com\n    access-key-id: {a}\n    access-key-secret: {s}\n    bucket: static-prod", [a, s]

    def ali2():
        a, s = ali_ak(), ali_sk()
        return f"阿里云 RAM 子账号的 AccessKey：\nAccessKeyId: {a}\nAccessKeySecret: {s}", [a, s]

    def ali3():
        a, s = ali_ak(), ali_sk()
        return f"aliyun configure set --profile prod --mode AK --region cn-shanghai --access-key-id {a} --access-key-secret {s}", [a, s]

    def ali4():
        a, s = ali_ak(), ali_sk()
        return f"# 短信服务\nALIBABA_CLOUD_ACCESS_KEY_ID={a}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={s}", [a, s]

    def ali5():
        a, s = ali_ak(), ali_sk()
        return f"auth = oss2.Auth('{a}', '{s}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-beijing.aliyuncs.com', 'logs-archive')", [a, s]

    def ali6():
        k = "sk-" + rs(HEX, 32)
        return f"通义千问 DashScope 的 API Key：{k}，放到 DASHSCOPE_API_KEY 里", [k]
    vendor("alibaba_cloud", "阿里云", "ALIYUN_ACCESS_KEY_SECRET", ali_sk,
           [T("zh", ali1), T("zh", ali2), T("en", ali3), T("zh", ali4), T("en", ali5), T("zh", ali6)], 0, 0)

    # ---- Tencent Cloud
    def tc1():
        a, s = tc_ak(), tc_sk()
        return f"cred = credential.Credential(\"{a}\", \"{s}\")\nclient = cvm_client.CvmClient(cred, \"ap-guangzhou\")", [a, s]

    def tc2():
        a, s = tc_ak(), tc_sk()
        return f"腾讯云 API 密钥\nSecretId: {a}\nSecretKey: {s}\n（只开了 COS 权限）", [a, s]

    def tc3():
        a, s = tc_ak(), tc_sk()
        return f"export TENCENTCLOUD_SECRET_ID={a}\nexport TENCENTCLOUD_SECRET_KEY={s}\nterraform plan", [a, s]

    def tc4():
        a, s = tc_ak(), tc_sk()
        return f"coscmd config -a {a} -s {s} -b assets-1250000000 -r ap-shanghai", [a, s]

    def tc5():
        a, s = tc_ak(), tc_sk()
        return f"# cos 上传配置（测试）\ncos:\n  secret-id: {a}\n  secret-key: {s}\n  region: ap-beijing", [a, s]

    def tc6():
        a = tc_ak()
        return f"帮我记一下腾讯云的 SecretId {a}，SecretKey 稍后单独发", [a]
    vendor("tencent_cloud", "腾讯云", "TENCENTCLOUD_SECRET_KEY", tc_sk,
           [T("en", tc1), T("zh", tc2), T("en", tc3), T("en", tc4), T("zh", tc5), T("zh", tc6)], 0, 0)

    # ---- Baidu Qianfan / BCE
    def bd1():
        k = qianfan()
        return f"千帆 ModelBuilder 的 API Key：{k}", [k]

    def bd2():
        a, s = baidu_ak(), baidu_sk()
        return f"# 文心一言（旧版鉴权）\nQIANFAN_AK={a}\nQIANFAN_SK={s}", [a, s]

    def bd3():
        a, s = baidu_ak(), baidu_sk()
        return f"curl -X POST 'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={a}&client_secret={s}'", [a, s]

    def bd4():
        k = qianfan()
        return f"client = OpenAI(api_key=\"{k}\", base_url=\"https://qianfan.baidubce.com/v2\")", [k]

    def bd5():
        a, s = rs(HEX, 32), rs(HEX, 32)
        return f"百度智能云 BOS 的 AK/SK：{a} / {s}，只给了 bucket 读权限", [a, s]
    vendor("baidu_qianfan", "千帆", "QIANFAN_API_KEY", qianfan,
           [T("zh", bd1), T("zh", bd2), T("en", bd3), T("en", bd4), T("zh", bd5)], 0, 0)

    # ---- Huawei Cloud
    def hw1():
        a, s = hw_ak(), hw_sk()
        return f"华为云 OBS 访问密钥\nAccess Key Id: {a}\nSecret Access Key: {s}", [a, s]

    def hw2():
        a, s = hw_ak(), hw_sk()
        return f"HUAWEICLOUD_SDK_AK={a}\nHUAWEICLOUD_SDK_SK={s}\nHUAWEICLOUD_SDK_PROJECT_ID={rs(HEX, 32)}", [a, s]

    def hw3():
        a, s = hw_ak(), hw_sk()
        return f"obsutil config -i={a} -k={s} -e=obs.cn-north-4.myhuaweicloud.com", [a, s]

    def hw4():
        a, s = hw_ak(), hw_sk()
        return f"credentials = BasicCredentials(\"{a}\", \"{s}\", project_id)", [a, s]

    def hw5():
        a, s = hw_ak(), hw_sk()
        return f"# 华为云 ModelArts 调用凭证（测试项目）\nak: {a}\nsk: {s}", [a, s]
    vendor("huawei_cloud", "华为云", "HUAWEICLOUD_SDK_SK", hw_sk,
           [T("zh", hw1), T("en", hw2), T("en", hw3), T("en", hw4), T("zh", hw5)], 0, 0)

    # ---- Volcengine
    def vc1():
        a, s = volc_ak(), volc_sk()
        return f"火山引擎 AccessKey：\nAccessKeyID: {a}\nSecretAccessKey: {s}", [a, s]

    def vc2():
        a, s = volc_ak(), volc_sk()
        return f"export VOLC_ACCESSKEY={a}\nexport VOLC_SECRETKEY={s}", [a, s]

    def vc3():
        k = ruuid()
        return f"# 方舟大模型（豆包）\nARK_API_KEY={k}\nARK_BASE_URL=https://ark.cn-beijing.volces.com/api/v3", [k]

    def vc4():
        a, s = volc_ak(), volc_sk()
        return f"tos_client = tos.TosClientV2(\"{a}\", \"{s}\", \"tos-cn-beijing.volces.com\", \"cn-beijing\")", [a, s]

    def vc5():
        a, s = volc_ak(), volc_sk()
        return f"volcengine:\n  ak: {a}\n  sk: {s}\n  region: cn-beijing", [a, s]
    vendor("volcengine", "火山引擎", "VOLC_SECRETKEY", volc_sk,
           [T("zh", vc1), T("en", vc2), T("zh", vc3), T("en", vc4), T("en", vc5)], 0, 0)


# ================================================================ private keys, JWT, TOTP, BIP-39
def indent(s, n):
    return "\n".join(" " * n + l for l in s.split("\n"))


def gen_private_keys():
    k, b = pem_openssh(pick(USERS) + "@laptop")
    S("private_key", "en", "~/.ssh/id_ed25519 (deploy key for the infra repo):\n" + pem_block(k, b), [l for l in b if len(l) >= 16])
    k, b = pem_ec()
    S("private_key", "en", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    (see cert-manager)\n  tls.key: |\n" + indent(pem_block(k, b), 4), [l for l in b if len(l) >= 16])
    k, b = pem_ed25519_pkcs8()
    S("private_key", "en", "JWT_PRIVATE_KEY=\"" + pem_block(k, b) + "\"\nJWT_ISSUER=https://auth.example.com", [l for l in b if len(l) >= 16])
    k, b = pem_rsa()
    S("private_key", "en", "Here's the GitHub App private key we downloaded, store it for the bot:\n" + pem_block(k, b), [l for l in b if len(l) >= 16])
    k, b = pem_openssh("root@" + pick(["jump01", "bastion", "gpu-node-3"]))
    S("private_key", "zh", "服务器登录用的私钥，帮我保存一下，别发到群里：\n" + pem_block(k, b), [l for l in b if len(l) >= 16])
    k, b = pem_ec()
    S("private_key", "zh", "# 支付回调验签用的私钥（生产）\n" + pem_block(k, b), [l for l in b if len(l) >= 16])
    k, b = pem_rsa(bits=1024)
    S("private_key", "en", "SIGNING_KEY=\"" + pem_block(k, b).replace("\n", "\\n") + "\"", [l for l in b if len(l) >= 16])
    k, b = pem_encrypted()
    S("private_key", "zh", "加密过的私钥，口令在 1Password 里：\n" + pem_block(k, b), [l for l in b if len(l) >= 16])
    k, b = pem_ec()
    S("private_key", "en", "resource \"tls_locally_signed_cert\" \"api\" {\n  ca_private_key_pem = <<EOT\n" + pem_block(k, b) + "\nEOT\n}", [l for l in b if len(l) >= 16])
    k, b = pem_ed25519_pkcs8()
    S("private_key", "zh", "这是 ed25519 的私钥（PKCS#8）：\n" + pem_block(k, b) + "\n公钥已经上传到网关了", [l for l in b if len(l) >= 16])
    k, b = pem_openssh("ci@runner")
    S("private_key", "en", "$ cat ~/.ssh/id_ed25519\n" + pem_block(k, b) + "\n$ chmod 600 ~/.ssh/id_ed25519", [l for l in b if len(l) >= 16])


def gen_jwt():
    j = jwt()
    S("jwt", "en", f"GET /api/orders HTTP/1.1\nHost: shop.example.com\nAuthorization: Bearer {j}", j)
    j = jwt("RS256")
    S("jwt", "en", f"here's my id_token for debugging the claims issue: {j}", j)
    j = jwt(payload={"uid": R.randint(1000, 99999), "nickname": "小明", "role": "admin", "exp": 1767225600})
    S("jwt", "zh", f"登录接口返回的 token：{j}\n有效期 7 天，先用这个测", j)
    j = jwt()
    S("jwt", "en", f"localStorage.setItem('access_token', '{j}');", j)
    j = jwt(payload={"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": 1716000000, "exp": 2031576000})
    S("jwt", "en", f"NEXT_PUBLIC_SUPABASE_URL=https://{rs(LO, 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={j}", j)
    j = jwt()
    S("jwt", "zh", f"# 测试用的管理员 JWT（7天有效）\nADMIN_JWT={j}", j)
    j = jwt("HS512")
    S("jwt", "en", f"[2024-06-11T09:14:22Z] INFO auth: POST /api/login 200 in 83ms body={{\"token\":\"{j}\",\"expires_in\":3600}}", j)
    j = jwt()
    S("jwt", "zh", f"IM 长连接地址：wss://im.example.cn/ws?token={j}", j)


def gen_totp():
    s = totp_seed()
    S("totp_seed", "en", f"otpauth://totp/GitHub:{pick(USERS)}?secret={s}&issuer=GitHub", s)
    s = rs(B32.lower(), 32)
    sp = " ".join(chunk(s, 4))
    S("totp_seed", "en", f"2FA setup key for the AWS root account (in case the phone dies): {sp}", sp)
    s = totp_seed()
    S("totp_seed", "zh", f"阿里云 MFA 的密钥（扫不了码时手动输入）：{s}", s)
    s = totp_seed()
    S("totp_seed", "en", f"code = pyotp.TOTP(\"{s}\").now()  # e2e login for the staging admin", s)
    s = totp_seed()
    S("totp_seed", "zh", f"把这个二维码里的内容记下来：otpauth://totp/{pick(['ACME%20VPN', 'Jumpserver', 'GitLab'])}:{pick(ZH_USERS)}?secret={s}&algorithm=SHA1&digits=6&period=30", s)
    s = totp_seed()
    S("totp_seed", "en", f"# test automation\nE2E_USER=qa@example.com\nE2E_TOTP_SECRET={s}", s)


def gen_bip39():
    m = mnemonic_words(12)
    S("bip39_mnemonic", "en", f"my seed phrase (metamask, hot wallet): {m}", m)
    m = mnemonic_words(12)
    ws = m.split()
    block = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(ws))
    S("bip39_mnemonic", "en", "Recovery phrase — write this down:\n" + block, block)
    m = mnemonic_words(12)
    S("bip39_mnemonic", "zh", f"钱包助记词：{m}\n千万不要截图", m)
    m = mnemonic_words(12, "zh")
    S("bip39_mnemonic", "zh", f"中文助记词备份：{m}", m)
    m = mnemonic_words(12)
    S("bip39_mnemonic", "en", f"# hardhat .env\nMNEMONIC=\"{m}\"\nSEPOLIA_RPC_URL=https://sepolia.infura.io/v3/<project-id>", m)
    m = mnemonic_words(12)
    S("bip39_mnemonic", "en", f"networks: {{\n  sepolia: {{\n    url: process.env.RPC_URL,\n    accounts: {{ mnemonic: \"{m}\" }},\n  }},\n}}", m)
    m = mnemonic_words(24)
    S("bip39_mnemonic", "zh", f"冷钱包的 24 个助记词，帮我记住：{m}", m)
    m = mnemonic_words(24)
    S("bip39_mnemonic", "en", f"backup words for the Ledger:\n{m}", m)


# ================================================================ harmless look-alikes
def gen_harmless():
    # ---- placeholders
    ph_en = [
        "OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "Set `api_key: \"<your-api-key>\"` in config.yaml before running the script.",
        "POSTGRES_PASSWORD=changeme  # overridden in every real environment",
        "DB_PASSWORD=your_password_here",
        "AWS_ACCESS_KEY_ID=<YOUR_ACCESS_KEY_ID>\nAWS_SECRET_ACCESS_KEY=<YOUR_SECRET_ACCESS_KEY>\nAWS_DEFAULT_REGION=us-east-1",
        "token: \"REPLACE_ME\"",
        "Personal access tokens look like ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX; never paste a real one into an issue.",
        "curl -u USERNAME:PASSWORD https://api.example.com/v1/status",
        "mysql -u root -p   # it will prompt for the password",
        "docker login -u myuser --password-stdin < ~/.config/registry-token",
        "password = \"\"  # leave empty to use peer auth",
        "Authorization: Bearer <token>",
        "DATABASE_URL=postgres://user:password@localhost:5432/mydb  (example from the README)",
        "STRIPE_SECRET_KEY=sk_live_...   # get it from Dashboard → Developers → API keys",
        "client_secret: '...'",
        "api_key = \"YOUR_API_KEY\"",
        "slack webhook format: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "export GITHUB_TOKEN=<paste token here>",
        "<password>${env.NEXUS_PASSWORD}</password>",
        "ANTHROPIC_API_KEY=sk-ant-...",
        "secret_key = \"PLACEHOLDER\"",
        "HF_TOKEN=hf_********************************",
        "Use `--password <pass>` or set MONGO_PASSWORD; the flag takes precedence.",
        "Example: redis-cli -a <password> ping",
        "keytool ... -storepass <storepass> -keypass <keypass>",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:$P12_PASS",
        "smbclient //server/share -U username%password  (syntax reminder from the man page)",
        "the local docker-compose stack has no login at all; prod uses SSO only",
    ]
    for t in ph_en:
        H("placeholder", "en", t)
    ph_zh = [
        "把 API_KEY 替换成你自己的 key，格式类似 sk-******",
        "密码：请联系管理员获取",
        "DB_PASSWORD=<数据库密码>",
        "appSecret: 填写你在开放平台申请的密钥",
        "# 示例配置，请修改\nusername: your_name\npassword: your_password",
        "在 .env 里填 OPENAI_API_KEY=sk-xxxx 就行，别把真实 key 发给我",
        "AccessKeyId: <你的AccessKeyId>\nAccessKeySecret: <你的AccessKeySecret>",
        "token 填 “你的令牌” 的位置，文档截图里的是假数据",
        "mysql -h 127.0.0.1 -u root -p  # 回车后再输入密码",
        "密钥格式：LTAI 开头的是 AccessKeyId，后面那串才是 Secret，这里不贴了",
        "SecretId=AKIDxxxxxxxxxxxxxxxx（示例）",
        "默认账号 admin，默认密码见部署手册第 2 章",
        "webhook 地址填 https://oapi.dingtalk.com/robot/send?access_token=XXXXXX 这样的格式",
        "password: ${MYSQL_PASSWORD}  # 由 K8s Secret 注入",
    ]
    for t in ph_zh:
        H("placeholder", "zh", t)

    # ---- masked values
    mk = [
        ("en", "password=****"),
        ("en", lambda: f"OPENAI_API_KEY=sk-...{rs(AN, 4)} (masked in the settings page)"),
        ("en", "Authorization: Bearer ***"),
        ("en", "token: [REDACTED]"),
        ("en", "AKIA**************** (last used 3 days ago, us-east-1)"),
        ("en", "Run 'docker login' ... \n  env:\n    REGISTRY_PASSWORD: ***\nLogin Succeeded"),
        ("en", lambda: f"Your API key ending in …{rs(AN, 4)} was rotated on 2024-05-02."),
        ("en", "DB_PASSWORD=<redacted>\nDB_HOST=db.internal"),
        ("en", "\"apiKey\": \"••••••••••••••••\""),
        ("en", "client_secret=xxxxxx&grant_type=client_credentials  (real value removed)"),
        ("zh", "密码：******"),
        ("zh", "key 已脱敏：sk-****，原文在密码管理器里"),
        ("zh", lambda: f"AccessKey 尾号 {rs(UP + DG, 4)}，已于昨天禁用"),
        ("zh", "日志中的 token 已替换为 [已隐藏]"),
        ("zh", "数据库密码（已打码）：P@****rd"),
        ("zh", "Authorization: Basic ********（抓包时已屏蔽）"),
    ]
    for lang, t in mk:
        H("masked_value", lang, t() if callable(t) else t)

    # ---- environment references
    env = [
        ("en", "api_key = os.environ[\"OPENAI_API_KEY\"]"),
        ("en", "password = os.getenv(\"DB_PASSWORD\", \"\")"),
        ("en", "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-04-10' });"),
        ("en", "String secret = System.getenv(\"AWS_SECRET_ACCESS_KEY\");"),
        ("en", "config.secret_key_base = ENV.fetch(\"SECRET_KEY_BASE\")"),
        ("en", "- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}"),
        ("en", "datasource:\n  password: ${DB_PASSWORD}"),
        ("en", "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?must be set}"),
        ("en", "$headers = @{ Authorization = \"Bearer $env:API_TOKEN\" }"),
        ("en", "mysql -h \"$DB_HOST\" -u \"$DB_USER\" -p\"$MYSQL_PWD\" \"$DB_NAME\""),
        ("en", "curl -u \"$JENKINS_USER:$JENKINS_API_TOKEN\" \"$JENKINS_URL/job/deploy/build\""),
        ("en", "dsn = \"postgresql://%(user)s:%(password)s@%(host)s/%(dbname)s\" % params"),
        ("en", "[database]\nuser = app\npassword = %(DB_PASS)s"),
        ("en", "ansible_become_pass: \"{{ vault_become_password }}\""),
        ("en", "password: {{ .Values.postgresql.auth.password | quote }}"),
        ("en", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: app-db\n        key: password"),
        ("en", "PGPASSWORD=$(cat /run/secrets/pg_password) psql -h db -U app"),
        ("en", "let token = std::env::var(\"GITHUB_TOKEN\").expect(\"GITHUB_TOKEN not set\");"),
        ("en", "apiKey := os.Getenv(\"SENDGRID_API_KEY\")"),
        ("en", "echo \"$REGISTRY_PASSWORD\" | docker login registry.example.com -u \"$REGISTRY_USER\" --password-stdin"),
        ("en", "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}"),
        ("en", "sshpass -p \"$SSHPASS\" ssh deploy@host   # SSHPASS comes from the CI secret store"),
        ("en", "redis-cli -a \"$(vault kv get -field=password secret/redis)\" ping"),
        ("en", "client = anthropic.Anthropic()  # reads ANTHROPIC_API_KEY from the environment"),
        ("zh", "# 从环境变量读取，不要写死\napi_key = os.environ.get(\"DASHSCOPE_API_KEY\")"),
        ("zh", "密码通过 ${DB_PASSWORD} 注入，本地开发在 .env.local 里配置"),
        ("zh", "// 密钥从配置中心读取\nconst secret = process.env.WECHAT_APP_SECRET;"),
        ("zh", "helm install 时用 --set db.password=$DB_PASSWORD，变量在流水线里定义"),
        ("zh", "GitHub Actions 里引用：${{ secrets.ALIYUN_ACCESS_KEY_SECRET }}，不要在日志里 echo"),
        ("zh", "阿里云 SDK 会自动读取 ALIBABA_CLOUD_ACCESS_KEY_ID 和 ALIBABA_CLOUD_ACCESS_KEY_SECRET 两个环境变量"),
        ("zh", "jdbc 密码用 ${MYSQL_PWD} 占位，启动脚本里 export"),
        ("zh", "cred = credential.EnvironmentVariableCredential().get_credential()  # 从环境变量取腾讯云密钥"),
    ]
    for lang, t in env:
        H("env_reference", lang, t)

    # ---- vault / secrets manager references
    vr = [
        ("en", "vault kv get -field=password secret/prod/db"),
        ("en", "aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text"),
        ("en", "gcloud secrets versions access latest --secret=stripe-api-key"),
        ("en", "az keyvault secret show --vault-name kv-prod-weu --name sql-admin-password --query value -o tsv"),
        ("en", "export DB_PASSWORD=$(op read \"op://Infra/prod-postgres/password\")"),
        ("en", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/app/db"),
        ("en", "aws ssm get-parameter --name /prod/app/db_password --with-decryption --query Parameter.Value"),
        ("en", "The DB password lives in Vault under secret/data/payments; ask #infra for a policy if you need read access."),
        ("en", "kubectl get secret app-db -o jsonpath='{.data.password}' | base64 -d   # don't paste the output anywhere"),
        ("en", "sops -d secrets/prod.enc.yaml > /tmp/prod.yaml && shred -u /tmp/prod.yaml"),
        ("zh", "密码统一放在 Vault 的 secret/data/payment 下，代码里不要写死"),
        ("zh", "生产数据库密码存在阿里云 KMS 凭据管家里，凭据名 prod-rds-password"),
        ("zh", "获取方式：aliyun kms GetSecretValue --SecretName prod/redis/password"),
        ("zh", "密钥已迁移到 1Password 的 Infra 保险库，条目名“生产 MySQL”"),
        ("zh", "腾讯云 SSM 凭据：ssm-prod-mysql，应用启动时拉取"),
        ("zh", "用 kubectl create secret generic 创建，值从剪贴板粘贴，不要写进命令历史"),
    ]
    for lang, t in vr:
        H("vault_reference", lang, t)

    # ---- hashes / checksums
    hs = [
        ("en", lambda: f"$ sha256sum app-2.4.1-linux-amd64.tar.gz\n{sha256h()}  app-2.4.1-linux-amd64.tar.gz"),
        ("en", lambda: f"MD5 (Installer-3.2.dmg) = {md5h()}"),
        ("en", lambda: f"requests==2.32.3 \\\n    --hash=sha256:{sha256h()}"),
        ("en", lambda: f"\"integrity\": \"sha512-{b64(64)}\""),
        ("en", lambda: f"golang.org/x/net v0.24.0 h1:{b64(32)}"),
        ("en", lambda: f"image: ghcr.io/acme/api@sha256:{sha256h()}"),
        ("en", lambda: f"ETag: \"{md5h()}\""),
        ("en", lambda: f"[[package]]\nname = \"serde\"\nversion = \"1.0.203\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{sha256h()}\""),
        ("en", lambda: f"<script src=\"https://cdn.example.com/lib.min.js\" integrity=\"sha384-{b64(48)}\" crossorigin=\"anonymous\"></script>"),
        ("en", lambda: f"content_sha1: {sha1h()}\nsize_bytes: {R.randint(10000, 9000000)}"),
        ("en", lambda: f"Expected checksum {sha256h()} but got {sha256h()} — the download is corrupted, retrying."),
        ("en", lambda: f"git lfs pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:{sha256h()}\nsize {R.randint(100000, 90000000)}"),
        ("zh", lambda: f"安装包的 SHA256 校验值：{sha256h()}"),
        ("zh", lambda: f"文件 md5 是 {md5h()}，和官网一致"),
        ("zh", lambda: f"镜像 digest：sha256:{sha256h()}，回滚时按 digest 拉"),
        ("zh", lambda: f"模型权重文件 model.safetensors 的 sha256：{sha256h()}，下载后先校验"),
        ("zh", lambda: f"两次构建产物的 sha1 分别是 {sha1h()} 和 {sha1h()}，不一致说明构建不可复现"),
    ]
    for lang, t in hs:
        H("hash_checksum", lang, t())
    for _ in range(2):
        H("hash_checksum", "en", f"{sha256h()}  dist/{pick(SVCS)}-{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 9)}.whl")
        H("hash_checksum", "zh", f"校验和（sha256）：{sha256h()}  {pick(['release.zip', 'firmware.bin', 'backup-0611.tar.gz'])}")

    # ---- UUIDs
    uu = [
        ("en", lambda: f"tenant_id: {ruuid()}\nsubscription_id: {ruuid()}"),
        ("en", lambda: f"request {ruuid()} failed with 502 Bad Gateway after 30s"),
        ("en", lambda: f"Idempotency-Key: {ruuid()}"),
        ("en", lambda: f"\"correlationId\": \"{ruuid()}\", \"status\": \"FAILED\""),
        ("en", lambda: f"UPDATE jobs SET state = 'queued' WHERE id = '{ruuid()}';"),
        ("en", lambda: f"The workspace id is {ruuid()} — paste it into the dashboard filter."),
        ("zh", lambda: f"订单号 {ruuid()} 重复提交了，查一下幂等逻辑"),
        ("zh", lambda: f"设备 ID：{ruuid()}，用户反馈启动闪退"),
        ("zh", lambda: f"这个任务的 UUID 是 {ruuid()}，日志里按它搜"),
        ("zh", lambda: f"租户 ID {ruuid()} 的配额调整到 200"),
    ]
    for lang, t in uu:
        H("uuid", lang, t())

    # ---- git SHAs
    gs = [
        ("en", lambda: f"commit {sha1h()}\nAuthor: {pick(USERS)} <{pick(USERS)}@example.com>\nDate:   Tue Jun 11 14:02:11 2024 +0200\n\n    fix: handle empty cart in checkout"),
        ("en", lambda: f"git revert {sha1h()}"),
        ("en", lambda: f"cherry-picked {sha1h()[:7]} and {sha1h()[:7]} onto release/2.4"),
        ("en", lambda: f"Merge pull request #{R.randint(100, 9999)} from acme/feature/rate-limit\n{sha1h()}"),
        ("en", lambda: f"Deployed {pick(SVCS)} at {sha1h()} to prod (build #{R.randint(1000, 99999)})"),
        ("en", lambda: f"bisect: first bad commit is {sha1h()}"),
        ("en", lambda: f"Change-Id: I{sha1h()}"),
        ("en", lambda: f"  - uses: actions/checkout@{sha1h()} # v4.1.7"),
        ("zh", lambda: f"回滚到 {sha1h()} 这个提交就好了"),
        ("zh", lambda: f"线上版本对应的 commit：{sha1h()}"),
        ("zh", lambda: f"这个 bug 是 {sha1h()[:8]} 引入的，当时改了缓存逻辑"),
        ("zh", lambda: f"git log --oneline 显示最新的是 {sha1h()[:7]} 修复登录超时"),
    ]
    for lang, t in gs:
        H("git_sha", lang, t())

    # ---- public keys & certificates
    pk = [
        ("en", lambda: f"Add this to ~/.ssh/authorized_keys on the new box:\n{ssh_pub_ed25519(pick(USERS) + '@laptop')}"),
        ("en", lambda: ssh_pub_rsa("deploy@ci")),
        ("en", lambda: f"github.com {ssh_pub_ed25519('').strip()}"),
        ("en", lambda: "The JWT verification key (public, safe to share):\n" + pem_public_ec()),
        ("en", lambda: "jwks public key:\n" + pem_public_rsa()),
        ("en", lambda: json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(HEX, 16), "alg": "RS256", "n": b64url(256), "e": "AQAB"}]}, indent=2)),
        ("en", lambda: f"# public key: age1{rs(BECH32.lower(), 58)}\nrecipients are listed in .sops.yaml"),
        ("en", lambda: f"Deploy key (read-only) fingerprint SHA256:{b64(32).rstrip('=')} — public key below\n{ssh_pub_ed25519('gitops@cluster')}"),
        ("zh", lambda: f"把这个公钥加到服务器的 authorized_keys：\n{ssh_pub_ed25519(pick(ZH_USERS) + '@macbook')}"),
        ("zh", lambda: "支付平台给的验签公钥：\n" + pem_public_rsa()),
        ("zh", lambda: f"我的 SSH 公钥（可以公开）：{ssh_pub_ed25519(pick(ZH_USERS))}"),
        ("zh", lambda: "网关用这个公钥校验 token 签名：\n" + pem_public_ec()),
    ]
    for lang, t in pk:
        H("public_key", lang, t())
    ce = [
        ("en", lambda: "ca.crt for the internal PKI:\n" + pem_cert()),
        ("en", lambda: "server certificate (public):\n" + pem_cert()),
        ("en", lambda: f"clusters:\n- cluster:\n    certificate-authority-data: {b64s(pem_cert())}\n    server: https://10.0.0.1:6443\n  name: prod"),
        ("zh", lambda: "这是中间证书，nginx 配置 ssl_certificate 时要拼在后面：\n" + pem_cert()),
        ("zh", lambda: "根证书（公开的）：\n" + pem_cert()),
    ]
    for lang, t in ce:
        H("certificate", lang, t())

    # ---- prose about secrets with no value
    pe = [
        "Rotate the API key monthly and store it in the vault, not in the repo.",
        "Our token budget for the summarizer is 4k per request, so trim the context.",
        "Passwords must be at least 12 characters and can't reuse the last 5.",
        "The JWT secret is loaded at startup; if it's missing the service refuses to boot.",
        "Reminder: never commit .env files. The pre-commit hook scans for keys.",
        "I forgot my password again, I'll use the reset link.",
        "Can you add a 'show password' toggle to the login form?",
        "We should switch from API keys to OIDC federation for the CI runners.",
        "The session token expires after 30 minutes of inactivity.",
        "Secret scanning flagged a false positive in the fixtures folder; I added it to the allowlist.",
        "Make sure the password reset email links expire after one hour.",
        "Who has access to the prod database password? We need to audit that list.",
        "The private key never leaves the HSM; we only export the public half.",
        "Let's rotate all the Stripe keys after the contractor offboarding on Friday.",
        "The wifi password is on the sticker under the router, I'm not typing it here.",
        "Use a passphrase of at least four random words for the disk encryption.",
        "Access tokens are short-lived (15 min); refresh tokens last 30 days and are rotated on use.",
        "The bug: we were logging the Authorization header at DEBUG level. Fixed by stripping it in the middleware.",
        "Store the keystore password in Gradle properties, not in build.gradle.",
        "GitHub push protection blocked my commit because it contained a token — I removed it and rewrote history.",
        "Our SLA says credentials must be revoked within 4 hours of an employee leaving.",
        "Please enable MFA on your account; TOTP apps or hardware keys both work.",
        "max_tokens=4096, temperature=0.2 for the extraction prompts",
        "prompt_tokens: 1532, completion_tokens: 210, total_tokens: 1742",
        "The tokenizer splits 'password' into two tokens for this model, funny.",
        "A keyboard shortcut: press the key combination Ctrl+Shift+K to open the command palette.",
        "Primary key on orders is (tenant_id, order_id); the foreign key to users is nullable.",
        "The API returns 401 when the key is wrong and 403 when it lacks the scope.",
        "Secrets in GitHub Actions are masked in logs, but not if you base64 them first.",
        "The password field in the signup form is missing autocomplete=\"new-password\".",
        "Key rotation for the KMS CMK is enabled (yearly).",
        "I changed my password yesterday, so the old saved session might be invalid.",
        "Don't share one-time codes with anyone, even support staff.",
        "Token-bucket rate limiting: 100 tokens per second, burst 200.",
        "The secret santa draw is on Friday — names go in the hat by Wednesday.",
    ]
    for t in pe:
        H("prose_no_value", "en", t)
    pz = [
        "密码至少12位，包含大小写字母、数字和特殊字符",
        "令牌桶算法限流，每秒补充 100 个令牌",
        "密钥每 90 天轮换一次，到期前一周会有提醒",
        "不要把 AccessKey 写在代码里，统一用 RAM 角色",
        "这个模型的上下文窗口是 128k token，输出上限 8k",
        "我忘记密码了，走一下找回流程吧",
        "登录页需要加一个“显示密码”的按钮",
        "会话令牌 30 分钟无操作自动失效",
        "私钥只保存在 HSM 里，导出的只有公钥",
        "离职员工的账号和密钥需要在 4 小时内回收",
        "请开启二次验证，支持 TOTP 和硬件密钥",
        "密码输错 5 次会锁定账号 15 分钟",
        "生产环境的密码谁有权限看？需要做一次审计",
        "把 .env 加到 .gitignore 里，防止密钥泄露",
        "验证码 5 分钟内有效，请勿告诉他人",
        "接口返回 401 说明 token 无效，403 说明权限不足",
        "这次的 prompt 用了大概 3000 个 token，有点贵",
        "口令强度检测用 zxcvbn，分数低于 3 不允许提交",
        "密钥管理规范：开发、测试、生产三套环境的密钥必须不同",
        "wifi 密码贴在前台了，我就不在这发了",
        "用户表里的密码字段改成 bcrypt 哈希后，旧数据需要迁移",
        "主键用雪花算法生成，外键不加约束",
        "这个按键（key）映射有问题，按 F5 没反应",
        "刷新令牌有效期 30 天，每次使用后轮换",
        "秘钥和密钥是同一个意思，文档里统一写“密钥”",
        "安全部门要求：口令不得包含用户名、生日等信息",
        "发版前记得检查一下有没有把测试账号的密码写进配置",
        "加密算法用 AES-256-GCM，密钥长度 32 字节",
        "GitHub 推送被拦截了，因为提交里有 token，已经移除并重写历史",
        "支付密码和登录密码要分开设置",
        "密码重置邮件里的链接一小时后失效",
        "这台服务器只允许密钥登录，已禁用密码登录",
        "token 过期了，重新登录一下就好",
        "把密钥放到 KMS 里，代码通过 SDK 解密",
        "运维说数据库的密码下周统一更换，到时候会单独通知",
    ]
    for t in pz:
        H("prose_no_value", "zh", t)

    # ---- URLs without credentials
    ue = [
        "https://api.stripe.com/v1/charges?limit=10",
        "DATABASE_URL=postgres://db.internal:5432/app  (auth via IAM, no password)",
        "REDIS_URL=redis://localhost:6379/0",
        "mongodb+srv://cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority  — credentials come from the X.509 cert",
        "git clone ssh://git@github.com/acme/infra.git",
        "git remote add upstream https://github.com/acme/web.git",
        "amqp://rabbitmq.messaging.svc:5672/%2F",
        "https://example.com/account/reset-password?step=2&lang=en",
        "Docs: https://docs.example.com/auth/api-keys#rotating-keys",
        "jdbc:postgresql://pg.internal:5432/orders?sslmode=verify-full&ApplicationName=reporting",
        "https://grafana.example.com/d/abc123/latency?orgId=1&from=now-6h&to=now",
        "https://alice@git.example.com/platform/tools.git  (HTTPS, will prompt for a token)",
        "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=00000000-0000-0000-0000-000000000000&response_type=code&scope=openid",
        "wss://stream.example.com/v2/ticks?symbols=BTCUSD,ETHUSD",
    ]
    for t in ue:
        H("url_no_credentials", "en", t)
    uz = [
        "接口地址：https://api.example.cn/v1/orders?page=2&size=50",
        "生产库地址 mysql://10.0.3.17:3306/orders，账号走 IAM 认证",
        "内网 Redis：redis://10.10.2.30:6379/1",
        "文档地址 https://help.aliyun.com/document_detail/53045.html",
        "仓库地址：git@gitee.com:acme/mall.git",
        "重置密码页面：https://passport.example.cn/reset?from=login",
        "Kafka 集群：kafka-0.kafka:9092,kafka-1.kafka:9092",
    ]
    for t in uz:
        H("url_no_credentials", "zh", t)

    # ---- long random-looking ids that are not secrets
    ri = [
        ("en", lambda: f"x-request-id: req_{rs(AN, 14)}"),
        ("en", lambda: f"traceparent: 00-{rs(HEX, 32)}-{rs(HEX, 16)}-01"),
        ("en", lambda: f"X-Amzn-Trace-Id: Root=1-{rs(HEX, 8)}-{rs(HEX, 24)};Parent={rs(HEX, 16)};Sampled=1"),
        ("en", lambda: f"Build #{R.randint(10000, 99999)} (run id {rs(DG, 10)}) finished in 12m 31s"),
        ("en", lambda: f"s3://acme-media-prod/uploads/2024/06/11/{rs(HEX, 32)}.jpg"),
        ("en", lambda: f"{pick(SVCS)}-{rs(HEX[:10] + 'bcdf', 10)}-{rs(LO + DG, 5)}   1/1   Running   0   3h12m"),
        ("en", lambda: f"CONTAINER ID   IMAGE\n{rs(HEX, 12)}   postgres:16\n{rs(HEX, 12)}   redis:7"),
        ("en", lambda: f"Sentry event {rs(HEX, 32)} grouped under issue WEB-{R.randint(100, 9999)}"),
        ("en", lambda: f"CF-Ray: {rs(HEX, 16)}-FRA"),
        ("en", lambda: f"Snowflake id 1{rs(DG, 18)} maps to 2024-06-11T08:00:12Z"),
        ("en", lambda: f"upload_id={b64url(48)}&part_number=3"),
        ("en", lambda: f"Operation ID: {rs(LO + DG, 8)}-{rs(LO + DG, 4)}, status: Succeeded"),
        ("en", lambda: f"YouTube video id {rs(URLS, 11)} — add it to the onboarding playlist"),
        ("en", lambda: f"cursor=\"{b64url(24)}\" (pagination cursor, opaque, safe to log)"),
        ("en", lambda: f"GCP operation: operation-{rs(DG, 13)}-{rs(HEX, 13)}-{rs(HEX, 8)}-{rs(HEX, 8)}"),
        ("en", lambda: f"ami-{rs(HEX, 17)} in eu-west-1, instance i-{rs(HEX, 17)}"),
        ("en", lambda: f"Stripe charge ch_{rs(AN, 24)} refunded (customer cus_{rs(AN, 14)})"),
        ("zh", lambda: f"请求 ID：{rs(HEXU, 24)}，把它发给阿里云工单"),
        ("zh", lambda: f"工单号 INC{rs(DG, 10)}，已转给网络组"),
        ("zh", lambda: f"快递单号 SF{rs(DG, 13)}"),
        ("zh", lambda: f"链路追踪 traceId={rs(HEX, 32)}，在 SkyWalking 里查"),
        ("zh", lambda: f"OSS 对象路径：oss://media-prod/avatar/{rs(HEX, 32)}.png"),
        ("zh", lambda: f"流水线第 {R.randint(1000, 9999)} 次构建，制品版本 1.8.{R.randint(0, 50)}-{rs(HEX, 8)}"),
        ("zh", lambda: f"微信支付订单号 4200{rs(DG, 24)}，用户说扣款了没到账"),
        ("zh", lambda: f"消息 ID {rs(HEXU, 32)} 消费失败，进入死信队列"),
        ("zh", lambda: f"这条日志的 spanId 是 {rs(HEX, 16)}，父 span 是 {rs(HEX, 16)}"),
        ("zh", lambda: f"容器 {rs(HEX, 12)} 一直重启，看一下 OOM"),
    ]
    for lang, t in ri:
        H("random_id", lang, t())
    for _ in range(3):
        H("random_id", "en", f"[{R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)}] request_id={rs(HEX, 32)} method=GET path=/api/v1/items status=200 dur={R.randint(3, 900)}ms")
        H("random_id", "zh", f"错误日志：request_id={rs(HEX, 32)} 调用下游超时（{R.randint(3, 30)}s）")

    # ---- base64 of non-secret data
    bd = [
        ("en", lambda: f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA{b64(60)}\" alt=\"logo\">"),
        ("en", lambda: f"echo {b64s(json.dumps({'name': 'acme', 'region': 'eu-west-1', 'replicas': 3}))} | base64 -d"),
        ("en", lambda: f"binaryData:\n  favicon.ico: AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAA{b64(72)}"),
        ("en", lambda: f"Content-Transfer-Encoding: base64\n\n{b64s('Hi team, the weekly report is attached. Numbers look good this week. Cheers, Ana')}"),
        ("en", lambda: f"protobuf payload (base64) from the failing event: {b64(40)}"),
        ("en", lambda: f"font-face src: url(data:font/woff2;base64,d09GMgABAAAAA{b64(45)}) format('woff2');"),
        ("en", lambda: "The cursor is just base64 of the last id: " + b64s(json.dumps({"last_id": 48213, "dir": "next"}))),
        ("zh", lambda: f"这段 base64 解码后是一段配置说明：{b64s('timeout=30; retries=3; region=cn-hangzhou')}"),
        ("zh", lambda: f"图片预览用的 data URI：data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/{b64(48)}"),
        ("zh", lambda: f"消息体是 base64 编码的 JSON：{b64s(json.dumps({'event': 'order_paid', 'amount': 129.0}))}"),
        ("zh", lambda: f"证书指纹（公开信息）：{b64(32)}"),
    ]
    for lang, t in bd:
        H("base64_data", lang, t())

    # ---- key names without values
    kn = [
        "Set STRIPE_SECRET_KEY in the deployment settings, then redeploy.",
        "KeyError: 'DATABASE_PASSWORD'",
        "Error: Missing required environment variable AWS_SECRET_ACCESS_KEY",
        "password:\nusername:\nhost: localhost",
        "The variable is called GITHUB_TOKEN, not GH_TOKEN — the action reads the former.",
        "| client_secret | string | OAuth client secret issued by the provider |",
        "Renamed SENTRY_AUTH_TOKEN to SENTRY_RELEASE_TOKEN in all pipelines.",
        "required: [api_key, api_secret, region]",
        "Warning: OPENAI_API_KEY is not set; falling back to the local model.",
        "pydantic_core.ValidationError: 1 validation error for Settings\ndb_password\n  Field required [type=missing]",
        "--password, -p   Password to use when connecting to server. If not given, it's prompted.",
        "ALTER TABLE users RENAME COLUMN passwd TO password_hash;",
        "class Settings(BaseSettings):\n    api_key: SecretStr\n    db_password: SecretStr\n    debug: bool = False",
        "grep -rn 'secret_key' config/   # find where it's read",
        "The fields accessKeyId and secretAccessKey are deprecated; use the credential provider chain.",
    ]
    for t in kn:
        H("key_name_only", "en", t)
    kz = [
        "需要配置的环境变量：OPENAI_API_KEY、DB_PASSWORD、REDIS_URL",
        "报错：缺少配置项 spring.datasource.password",
        "字段说明：app_secret（字符串，必填）—— 开放平台分配的应用密钥",
        "把 SECRET_KEY 改名为 DJANGO_SECRET_KEY，两个地方都要改",
        "配置文件里 password 这一项留空即可，会走免密认证",
        "提示 AccessKeySecret 不能为空，检查一下环境变量有没有加载",
        "数据库表里的 pwd 字段改名为 password_hash",
    ]
    for t in kz:
        H("key_name_only", "zh", t)

    # ---- code handling secrets without containing one
    cd = [
        ("en", "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))"),
        ("en", "if password != confirm_password:\n    raise ValidationError(\"Passwords do not match\")"),
        ("en", "<input type=\"password\" name=\"password\" autocomplete=\"current-password\" required minlength=\"12\">"),
        ("en", "PASSWORD_RE = re.compile(r\"^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{12,}$\")"),
        ("en", "def rotate_api_key(user_id: int) -> str:\n    key = secrets.token_urlsafe(32)\n    store_hash(user_id, sha256(key))\n    return key"),
        ("en", "token = jwt.encode(payload, settings.JWT_SECRET, algorithm=\"HS256\")"),
        ("en", "const hash = await argon2.hash(req.body.password);"),
        ("en", "SECRET_KEY = get_random_secret_key()  # generated at first boot and saved to the volume"),
        ("en", "openssl rand -base64 32 > master.key   # generate, don't print"),
        ("en", "assert resp.status_code == 401, \"wrong password should be rejected\""),
        ("en", "log.info(\"user %s changed password\", user.id)"),
        ("en", "def mask(secret: str) -> str:\n    return secret[:4] + \"*\" * (len(secret) - 4)"),
        ("zh", "# 校验密码强度\nif len(pwd) < 12:\n    raise ValueError(\"密码长度不足 12 位\")"),
        ("zh", "// 登录失败次数超过 5 次则锁定\nif (failCount >= 5) lockAccount(userId);"),
        ("zh", "token = create_access_token(data={\"sub\": user.id})  # 生成访问令牌"),
        ("zh", "# 生成随机密钥并写入 KMS，不在终端打印\nkey = os.urandom(32)"),
        ("zh", "密码用 PBKDF2 加盐哈希：hashlib.pbkdf2_hmac('sha256', pwd.encode(), salt, 600000)"),
    ]
    for lang, t in cd:
        H("code_no_secret", lang, t)

    # ---- misc near-misses (versions, colors, serials, numbers next to keywords)
    mi = [
        ("en", "Node v20.14.0, npm 10.7.0, pnpm 9.1.4"),
        ("en", "brand colors: #1A73E8, #FBBC04, #34A853"),
        ("en", "MAC 3c:22:fb:9e:41:07 got lease 10.0.0.42 for 86400s"),
        ("en", "The keypad on floor 3 is broken; facilities ticket FAC-2231 is open."),
        ("en", "pin the dependency to ==4.2.11 until the migration lands"),
        ("en", "PIN code entry screen crashes on Android 14 (see MOB-882)"),
        ("en", "Password policy updated: minimum length 14, history 10, max age 365 days."),
        ("en", "The passcode screen now supports 6 digits instead of 4."),
        ("zh", "门禁系统升级了，新的门禁卡下周发"),
        ("zh", "密码长度从 8 位提升到 12 位，下个版本生效"),
        ("zh", "PIN 码输入框在 iOS 17 上不弹键盘"),
        ("zh", "版本号 3.12.4，构建时间 2024-06-11 10:32"),
        ("zh", "保险柜钥匙在行政那里，需要登记后领取"),
    ]
    for lang, t in mi:
        H("misc_near_miss", lang, t)


# ================================================================ main
def main():
    gen_password_prose()
    gen_passphrase()
    gen_pin()
    gen_user_then_pw()
    gen_long_tokens()
    gen_cli()
    gen_db_urls()
    gen_configs()
    gen_vendors()
    gen_private_keys()
    gen_jwt()
    gen_totp()
    gen_bip39()
    gen_harmless()

    # validation
    seen = set()
    for s in SECRETS:
        assert s["lang"] in ("en", "zh")
        assert s["secrets"], s
        for x in s["secrets"]:
            assert x in s["text"], (s["kind"], x)
        assert s["text"] not in seen, s["text"]
        seen.add(s["text"])
    all_secret_values = {x for s in SECRETS for x in s["secrets"] if len(x) >= 8}
    for h in HARMLESS:
        assert h["text"] not in seen, h["text"]
        seen.add(h["text"])
        for x in all_secret_values:
            assert x not in h["text"], (x, h["text"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "B.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"secrets": SECRETS, "harmless": HARMLESS}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for name, part in (("secrets", SECRETS), ("harmless", HARMLESS)):
        zh = sum(1 for s in part if s["lang"] == "zh")
        print(f"{name}: {len(part)} total, zh {zh} ({100 * zh / len(part):.1f}%)")


if __name__ == "__main__":
    main()
