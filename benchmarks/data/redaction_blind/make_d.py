#!/usr/bin/env python3
"""Generate blind redaction corpus D (d.json).

Stdlib only, fixed seed, byte-identical output on every run.  Every secret in
here is fake: random characters in the shape of the real format.  Written
without reading the project's redaction code, its patterns or the other
corpora.

    python3 make_d.py            # writes d.json next to this file
"""
import base64
import json
import os
import random
import string

R = random.Random(0x2026D4)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ALO = LO + DG
HEX = DG + "abcdef"
HEXU = DG + "ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
SYM = "!@%^*-_+="


def rs(n, a=AN):
    return "".join(R.choice(a) for _ in range(n))


def rmix(n, a=AN):
    while True:
        s = rs(n, a)
        if (any(c.isupper() for c in s) or not any(c.isupper() for c in a)) and \
                (any(c.islower() for c in s) or not any(c.islower() for c in a)) and any(c.isdigit() for c in s):
            return s


def pick(lst, j):
    return lst[j % len(lst)]


def fill(tmpl, **kw):
    for k, v in kw.items():
        tmpl = tmpl.replace("{" + k + "}", v)
    assert "{pw}" not in tmpl and "{v}" not in tmpl, tmpl
    return tmpl


def b64(s):
    return base64.b64encode(s.encode()).decode()


def b64u(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def uuid():
    return "-".join([rs(8, HEX), rs(4, HEX), "4" + rs(3, HEX), R.choice("89ab") + rs(3, HEX), rs(12, HEX)])


WORDS = ["lantern", "falcon", "maple", "copper", "river", "orbit", "velvet", "cactus", "harbor",
         "pepper", "thunder", "willow", "marble", "rocket", "sierra", "nimbus", "garnet", "tundra",
         "walrus", "quartz", "saffron", "meadow", "glacier", "cobalt", "ember", "juniper", "otter",
         "pixel", "raven", "summit", "tango", "violet", "zephyr", "basil", "cedar", "dingo"]
PINYIN = ["zhangwei", "wangfang", "liuyang", "chenjie", "lihua", "xiaoming", "zhaolei", "sunli",
          "huangyan", "zhouqi", "wutao", "tianyu", "haoran", "jingjing", "laowang", "xiaobai"]
USERS = ["admin", "deploy", "ci-bot", "root", "svc_app", "jdoe", "backup", "ops", "dev01", "etl_user",
         "grafana", "report_ro", "wangl", "liming", "build"]
HOSTS = ["db01.internal", "10.0.3.17", "pg-prod.corp.local", "mysql.staging.svc", "172.16.8.40",
         "rds-main.cx2k1.ap-southeast-1.rds.amazonaws.com", "db.hz.example.cn", "192.168.1.23"]
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
         "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
         "address adjust admit adult advance advice aerobic affair afford afraid again agent agree ahead "
         "aim air airport aisle alarm album alcohol alert alien alley allow almost alone alpha already "
         "alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal "
         "ankle announce annual another answer antenna antique anxiety apart apology appear apple approve "
         "april arch arctic area arena argue armor army around arrange arrest arrive arrow artist artwork "
         "aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction "
         "audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward "
         "axis baby bachelor bacon badge balance balcony bamboo banana banner barely bargain barrel basic "
         "basket battle beach bean beauty become beef before begin behave behind believe below bench "
         "benefit betray better between beyond bicycle biology bird birth bitter blade blame blanket blast "
         "bleak bless blind blood blossom blouse blur blush board boat body bomb bone bonus boost border "
         "boring borrow bottom bounce bracket brain brand brass brave bread breeze brick bridge brief bright "
         "bring brisk broccoli broken bronze broom brother brush bubble buddy budget buffalo build bulb "
         "bundle bunker burden burger burst business butter buyer cabbage cabin cable cactus canal cancel "
         "candy cannon canoe canvas canyon capable capital captain carbon cargo carpet casino castle casual "
         "catalog category cattle caught caution ceiling celery cement census century cereal chalk champion "
         "chaos chapter chase cheap cherry chicken chief chimney chronic chuckle chunk churn cinnamon citizen "
         "civil clarify claw clerk clever cliff climb clinic clog clown clump cluster clutch coconut coil "
         "comfort comic company concert convince coral cotton couch coyote cradle crane crater crawl cricket "
         "crouch crucial cruel crumble crunch crystal cupboard curious curtain cushion cycle dad damp dance "
         "daughter debris decade denial desert device diamond dinosaur divorce dolphin donkey dove dragon "
         "drum duck dune dwarf eager eagle eight elegant elephant embark emerge enrich envelope erode escape "
         "essay estate eternal evidence evolve exhibit exotic fabric fantasy fashion father fence festival "
         "fiscal fitness flame flavor fluid forest fossil fringe frozen fruit funny furnace gadget galaxy "
         "garden garlic genius ginger giraffe glimpse glove goose gorilla grape gravity guitar hammer hamster "
         "harvest hedgehog helmet hero hobby hockey horse hover humble hungry hurdle hybrid icon identify "
         "impulse infant inhale inmate invest island ivory jacket jealous jelly journey juice jungle kangaroo "
         "ketchup kidney kingdom kitten kiwi ladder laundry lecture lemon leopard limb lion liquid lizard "
         "lobster lottery loyal lunar lyrics magnet mammal mango marble margin maze meadow melody mercy merry "
         "method midnight mirror mixture monkey motor mountain muscle museum mushroom mystery napkin nephew "
         "noble noodle novel nurse oak obvious ocean olive olympic orange orbit owner oxygen oyster paddle "
         "palace panther parrot patrol peanut penalty pepper pigeon pilot pioneer pistol pizza planet pledge "
         "pluck plunge poem polar pond pony potato powder pride priority prize proud pulse pumpkin pupil "
         "puzzle quiz quote rabbit rally random rapid rather recycle refuse region release remind resemble "
         "retreat reveal reward ribbon ripple ritual robot rocket rotate royal rubber runway rural saddle "
         "salmon satoshi scheme scissors scout scrub segment senior settle shadow shiver shrimp silver siren "
         "skull slogan smoke snake soldier south spawn spider sponsor spoon squirrel stadium steak stereo "
         "stove strategy struggle subway sunny surge survey sword symbol talent tenant theory thunder ticket "
         "timber tissue tomato topic tornado trumpet tunnel turtle twin typical umbrella uniform unveil "
         "useful vacuum valley velvet venue verify village vintage virus volcano wagon walnut warrior wealth "
         "whale wheel width winter wolf wrist yellow youth zebra zone zoo").split()


def pw(kind=None, sym=SYM):
    """A human-made password (never ends in '.', no quotes, spaces, '#', '$' or backslash)."""
    t = R.randrange(8) if kind is None else kind
    if t == 0:
        s = R.choice(WORDS).capitalize() + rs(R.randint(2, 4), DG) + R.choice(sym)
    elif t == 1:
        s = rmix(R.randint(5, 8)) + R.choice(sym) + rmix(R.randint(5, 8))
    elif t == 2:
        s = R.choice(PINYIN) + R.choice("@_!") + rs(4, DG)
    elif t == 3:
        w = R.choice(WORDS).capitalize().replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        s = w + rs(2, DG) + R.choice(sym) + rs(2, UP)
    elif t == 4:
        s = R.choice(WORDS).capitalize() + R.choice("-_") + R.choice(WORDS) + rs(2, DG) + R.choice("!%*")
    elif t == 5:
        s = rs(3, UP) + R.choice(sym) + rs(4, DG) + rs(3, LO) + R.choice("!*%")
    elif t == 6:
        s = R.choice(PINYIN).capitalize() + rs(4, DG) + R.choice(sym) + rs(2, UP)
    else:
        s = rmix(R.randint(12, 18))
    return s


def pw_url():
    return rmix(R.randint(5, 8)) + R.choice("-_.~") + rmix(R.randint(5, 9))


def pw_at():
    return rmix(R.randint(4, 7)) + "@" + rmix(R.randint(4, 8)) + R.choice("!%*-")


def pin(n=None):
    n = n or R.choice([6, 6, 7, 8])
    while True:
        s = rs(n, DG)
        if len(set(s)) >= 4:
            return s


# ---------------------------------------------------------------- vendor value shapes
def aws_id():
    return "AKIA" + rs(16, B32)


def aws_secret():
    return rmix(40, AN + "+/")


def gcp_key():
    return "AIza" + rs(35, B64U)


def pem_body(kind="rsa"):
    if kind == "rsa":
        raw = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + rs(1573, B64)
    elif kind == "rsa1":
        raw = "MIIEpAIBAAKCAQEA" + rs(1572, B64)
    elif kind == "ec":
        raw = "MHcCAQEEI" + rs(147, B64) + "=="
    else:
        raw = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD" + rs(250, B64) + "=="
    return [raw[i:i + 64] for i in range(0, len(raw), 64)] if kind != "openssh" else [raw[i:i + 70] for i in range(0, len(raw), 70)]


PEM_HDR = {"rsa": "PRIVATE KEY", "rsa1": "RSA PRIVATE KEY", "ec": "EC PRIVATE KEY", "openssh": "OPENSSH PRIVATE KEY"}


def openai_key():
    if R.random() < 0.6:
        return "sk-proj-" + rs(R.choice([48, 74, 124]), B64U)
    return "sk-" + rs(20, AN) + "T3BlbkFJ" + rs(20, AN)


def anthropic_key():
    return "sk-ant-api03-" + rs(93, B64U) + "AA"


def gh_pat():
    return R.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rs(36, AN)


def gh_fine():
    return "github_pat_11" + rs(20, UP + DG) + "_" + rs(59, AN)


def glpat():
    return "glpat-" + rs(20, B64U)


def slack_bot():
    return R.choice(["xoxb", "xoxp"]) + "-" + rs(12, DG) + "-" + rs(13, DG) + "-" + rs(24, AN)


def jwt(alg="HS256", long=False):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    claims = {"sub": rs(8, DG), "name": R.choice(["svc-ingest", "Li Ming", "ops-runner", "admin"]),
              "iat": 1730000000 + R.randrange(9000000)}
    claims["exp"] = claims["iat"] + 3600
    if long:
        claims["scope"] = "read:org write:repo admin:hooks"
        claims["tid"] = uuid()
    body = b64u(json.dumps(claims, separators=(",", ":")))
    sig = rs(342 if alg == "RS256" else 43, B64U)
    return head + "." + body + "." + sig


def sessiontok_aws():
    return "IQoJb3JpZ2luX2VjE" + rs(R.randint(380, 560), AN + "+/") + "="


def tf_token():
    return rs(14, AN) + ".atlasv1." + rs(67, AN)


def age_key():
    return "AGE-SECRET-KEY-1" + rs(58, BECH.upper())


def okta_tok():
    return "00" + rs(40, B64U)


def op_sa():
    inner = json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(22, B64U)}, "email": rs(12, ALO) + "@1passwordserviceaccounts.com", "srpX": rs(64, HEX), "muk": {"alg": "A256GCM", "ext": True, "k": rs(43, B64U), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(6, UP + DG) + "-" + rs(6, UP + DG) + "-" + rs(5, UP + DG) + "-" + rs(5, UP + DG) + "-" + rs(5, UP + DG) + "-" + rs(5, UP + DG), "throttleSecret": {"seed": rs(64, HEX), "uuid": rs(26, UP + DG)}, "deviceUuid": rs(26, ALO)}, separators=(",", ":"))
    return "ops_" + b64u(inner)


def op_secret_key():
    return "A3-" + "-".join([rs(6, UP + DG), rs(6, UP + DG), rs(5, UP + DG), rs(5, UP + DG), rs(5, UP + DG), rs(5, UP + DG)])


def totp():
    return rs(R.choice([16, 32]), B32)


def mnemonic(n=None):
    n = n or R.choice([12, 12, 24])
    return " ".join(R.choice(BIP39) for _ in range(n))


def azure_storage():
    return rs(85, AN + "+/") + R.choice("AQgw") + "=="


def azure_devops():
    return rs(52, LO + "234567")


def azure_client_secret():
    return rs(3, AN) + R.choice(DG) + "Q~" + rs(34, AN + "-_.~")


def sentry_dsn():
    k = rs(32, HEX)
    return k, "https://" + k + "@o" + rs(6, DG) + ".ingest." + R.choice(["sentry.io", "us.sentry.io", "de.sentry.io"]) + "/" + rs(7, DG)


def stripe_sk():
    return R.choice(["sk_live_", "rk_live_", "sk_test_"]) + rs(R.choice([24, 99]), AN)


def dingtalk():
    return rs(64, HEX)


def discord_hook():
    tok = rs(68, B64U)
    return tok, "https://discord.com/api/webhooks/" + rs(19, DG) + "/" + tok


def teams_hook():
    h = rs(32, HEX)
    v2 = "V2" + rs(43, B64U)
    url = ("https://" + R.choice(["contoso", "acmecorp", "fabrikam"]) + ".webhook.office.com/webhookb2/" + uuid() + "@" + uuid()
           + "/IncomingWebhook/" + h + "/" + uuid() + "/" + v2)
    return [h, v2], url


def slack_hook():
    tok = rs(24, AN)
    return tok, "https://hooks.slack.com/services/T" + rs(8, UP + DG) + "/B" + rs(10, UP + DG) + "/" + tok


def telegram():
    return rs(10, DG) + ":AA" + rs(33, B64U)


# ---------------------------------------------------------------- wrappers
EN_INTRO = ["", "", "can you check why this doesn't work?\n\n", "here's the config:\n\n", "deploy keeps failing, pasting it:\n\n",
            "fyi\n", "this is what I ran:\n\n", "pasting the file so you have context\n\n", "ok so this is the relevant bit:\n",
            "From the repo we inherited:\n\n", "quick q - is this right?\n", "CI broke after this change:\n\n",
            "why does this give 401 on staging??\n", "refactor this to read from env pls\n\n", "found this in an old branch, is it still used?\n\n",
            "Adding to the ticket for context:\n"]
ZH_INTRO = ["帮我看下这个配置为什么连不上：\n\n", "这是我跑的命令：\n", "报错了，日志贴一下\n\n", "参考下面这个文件改一下\n\n",
            "之前同事留下的，帮我整理一下：\n", "这个为啥不生效？\n\n", "先用这个，回头再换\n", "我本地是这样配的：\n\n",
            "部署失败，下面是相关配置\n\n", "看看这段有没有问题 👇\n", "帮忙 review 一下这个 PR 里的改动：\n\n", "客户那边发过来的配置：\n",
            "这个 config 有问题吗\n", "prod 的 env 文件，帮我 check 一下\n\n", "脚本里 hardcode 了，帮我 refactor 成读环境变量\n\n",
            "跑 CI 的时候 fail 了，相关的 step 👇\n", "昨天还好好的，今天就连不上了。。\n", "按照文档配的，还是 401\n\n"]
EN_OUTRO = ["", "", "", "\n\nthanks!", "\n\nlmk", "\n\nany idea?", "\n\n(will rotate after)"]
ZH_OUTRO = ["", "", "\n\n谢谢", "\n\n多谢了", "\n\n急，在线等", "\n\n用完我再改掉", "\n\n有空帮看下"]


WRAPC = [0]


def wrap(body, zh, j, lang=""):
    c = WRAPC[0]
    WRAPC[0] += 1
    fenced = c % 3 != 2
    b = ("```" + lang + "\n" + body + "\n```") if fenced else body
    if zh:
        return pick(ZH_INTRO, c * 7 + 3) + b + pick(ZH_OUTRO, c * 5 + 1)
    return pick(EN_INTRO, c * 7 + 1) + b + pick(EN_OUTRO, c * 3 + 2)


# ---------------------------------------------------------------- secret kinds
SECRETS = []
HARMLESS = []


def is_zh(text):
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def add_secret(kind, text, secrets, zh):
    out = []
    for s in secrets:
        assert s in text, (kind, s, text)
        if s not in out:
            out.append(s)
        if len(s) > 200 and s[-40:] not in out:
            out.append(s[-40:])
    assert is_zh(text) == zh, (kind, zh, text)
    SECRETS.append({"text": text, "secrets": out, "kind": kind, "lang": "zh" if zh else "en"})


def run_secret(kind, n, zhfrac, fn):
    je = jz = 0
    for i in range(n):
        zh = int((i + 1) * zhfrac) > int(i * zhfrac)
        if zh:
            text, secs = fn(True, jz)
            jz += 1
        else:
            text, secs = fn(False, je)
            je += 1
        add_secret(kind, text, secs, zh)


# -- passwords in prose
PROSE_EN = [
    "the wifi password is {pw}",
    "Guest wifi: name CORP-GUEST, password is {pw}",
    "I changed the admin password this morning. I changed it to {pw} - tell the others",
    "pw for the staging db: {pw}",
    "new pass is {pw} lmk if it doesnt work",
    "{pw} is the root password on the bastion now",
    "use {pw} for the jenkins admin login",
    "Try '{pw}' if the usual one fails, that's what Tom set last week",
    "creds are deploy / {pw}",
    "password reset to `{pw}`, please change on first login",
    "The shared mailbox (support@) password: {pw}",
    "my laptop login is {pw} if you need to get in while I'm out",
    "Password: {pw}\n\nBest,\nKaren",
    "hey, the router admin pasword is {pw} (typo'd it earlier, sorry)",
    "old password was {pw} but I rotated it yesterday, the new one is {pw2}",
    "set the postgres superuser pass to {pw} for now",
    "the zip is encrypted, pass = {pw}",
    "Login: jsmith  Pass: {pw}",
    "grafana admin -> {pw}",
    "🔑 {pw} (prod vpn)",
    "as discussed, the sftp password for the vendor is {pw}. Please don't email it around.",
    "passwd for the pi is {pw}",
    "I'm locked out, can you set my password to {pw}? I'll change it later",
    "so the trick is the password has to be {pw} exactly, case sensitive",
    "account: ops@acme-corp.io\npassword {pw}",
    "keystore password is the same as the db one: {pw}",
    "The default admin login after install is admin, and the password we set is {pw}.",
    "pls use this pwd: {pw}",
    "Ticket OPS-4412: reset SMTP relay password. New value: {pw}. Closing.",
    "wifi in the meeting room 3B - SSID Orion-5G - key {pw}",
]
PROSE_ZH = [
    "登录密码改成了 {pw}",
    "新密码发你了：{pw}",
    "wifi密码是{pw}",
    "服务器 root 密码：{pw}，别外传",
    "数据库密码我改成{pw}了",
    "{pw} 是测试环境的管理员密码",
    "账号 admin 密码 {pw}",
    "跳板机密码还是老的那个 {pw}，如果不行试试 {pw2}",
    "堡垒机的登录密码为「{pw}」",
    "密码是 {pw} 哈，记得改",
    "mysql 的 pwd 是 {pw}",
    "prod 的 password 我 reset 成 {pw} 了",
    "VPN 密码：{pw}（注意大小写）",
    "初始密码：{pw}，首次登录后请修改",
    "密吗是{pw}（打错字了，是密码）",
    "mima: {pw} 记一下",
    "会议室的 WiFi：Office-5F，密码 {pw}",
    "他说 Jenkins 的口令是 {pw}，你试试",
    "把 redis 的密码设成 {pw} 吧，和测试环境一致",
    "邮箱密码：{pw}\n别存到浏览器里",
    "老板让我把 NAS 密码告诉你：{pw}",
    "密码换了，现在是 {pw} 。旧的作废",
    "你用 {pw} 登录后台试试，不行再找我",
    "gitlab 的 root 账号密码设置为 {pw}",
    "压缩包解压密码：{pw}",
    "刚才那个不对，密码应该是 {pw}",
    "sftp 账号 vendor01，密码（{pw}）",
    "运维群里说的密码是{pw}，不知道改没改",
    "客户的测试账号：test01 / {pw}",
    "路由器后台密码 {pw} ，管理地址 192.168.1.1",
]


def k_prose_en(zh, j):
    p, p2 = pw(), pw()
    t = fill(pick(PROSE_EN, j), pw=p, pw2=p2)
    return t, [p] + ([p2] if p2 in t else [])


def k_prose_zh(zh, j):
    p, p2 = pw(), pw()
    t = fill(pick(PROSE_ZH, j), pw=p, pw2=p2)
    return t, [p] + ([p2] if p2 in t else [])


CTX_EN = [
    "| env | user | password |\n|---|---|---|\n| staging | app | {pw} |\n| prod | app | see vault |",
    "Access list:\n- host: bastion.acme.io\n- user: ops\n- password: {pw}\n- port: 2222",
    "(password: {pw})",
    "We tried three passwords, the one that worked was {pw}.",
    "✅ admin panel restored — login is admin, password {pw}",
    "the db user is `report_ro` and its password (read only, don't worry) is `{pw}`",
    "* ssh: ubuntu@10.1.4.7 (pass {pw})",
    "> password {pw}\n\nwas in the handover doc, is it still valid?",
    "reminder: the password for the backup drive is {pw} and it expires Friday",
    "Name: Build agent 7\nIP: 10.20.0.77\nPassword: {pw}\nNotes: reboot weekly",
]
CTX_ZH = [
    "| 环境 | 账号 | 密码 |\n|---|---|---|\n| 测试 | app | {pw} |\n| 生产 | app | 找运维要 |",
    "交接清单：\n- 主机：bastion.example.cn\n- 用户：ops\n- 密码：{pw}\n- 端口：2222",
    "（密码：{pw}）",
    "试了好几个，最后能登上的是 {pw} 这个密码",
    "✅ 后台恢复了，账号 admin，密码 {pw}",
    "🔐 {pw} ← 这是生产库的密码，别发群里",
    "1. 打开 http://10.0.0.8:8080\n2. 用户名 admin\n3. 密码 {pw}\n4. 点\"同步\"",
    "备份盘的密码是 {pw}，周五过期",
]


def k_ctx(zh, j):
    p = pw()
    return fill(pick(CTX_ZH if zh else CTX_EN, j), pw=p), [p]


PASSPH_EN = ["the passphrase for the GPG key is '{pp}'", "ssh key passphrase: {pp}",
             "Vault unseal passphrase (keep offline): {pp}", "wallet passphrase -> {pp}",
             "KeePass master password is \"{pp}\"", "the encryption passphrase for restic is {pp}",
             "BitLocker recovery key: {bl}"]
PASSPH_ZH = ["GPG 私钥的口令是「{pp}」", "ssh 密钥的 passphrase：{pp}", "KeePass 主密码：{pp}",
             "restic 仓库密码是 {pp}，丢了就全没了", "BitLocker 恢复密钥：{bl}"]


def k_passphrase(zh, j):
    sep = R.choice([" ", "-", " ", "."])
    pp = sep.join(R.choice(WORDS + ["correct", "staple", "yellow", "river", "ninety", "quiet"]) for _ in range(R.randint(4, 6)))
    if R.random() < 0.3:
        pp += sep + rs(2, DG)
    bl = "-".join(rs(6, DG) for _ in range(8))
    t = pick(PASSPH_ZH if zh else PASSPH_EN, j)
    v = bl if "{bl}" in t else pp
    return fill(t, pp=pp, bl=bl), [v]


PIN_EN = ["door code is {p}#", "The alarm code for the server room is {p}", "SIM PIN {p}, PUK is {q}",
          "safe combo: {p}", "garage keypad {p} then press enter", "my debit card pin is {p}, grab 200 for the team lunch",
          "PIN for the yubikey: {p}", "the lockbox at the DC has code {p}"]
PIN_ZH = ["门禁密码 {p}#", "机房门锁密码：{p}", "保险柜密码 {p}，别告诉别人", "支付密码是{p}", "快递柜取件码 {p}",
          "银行卡密码 {p}，帮我取一下钱", "U盾密码：{p}", "SIM 卡 PIN 码 {p}，PUK 码 {q}"]


def k_pin(zh, j):
    p, q = pin(), pin(8)
    t = pick(PIN_ZH if zh else PIN_EN, j)
    return fill(t, p=p, q=q), [p] + ([q] if "{q}" in t else [])


UPL_EN = ["login for grafana\nadmin\n{pw}", "user: deploy\n{pw}", "Username\njdoe@acme-corp.io\n{pw}\n(MFA is off for now)",
          "staging jenkins:\nci-runner\n{pw}", "here are the creds\n\nsvc_reporting\n{pw}"]
UPL_ZH = ["账号\nwangfang01\n{pw}", "用户名：zhangwei\n密码：\n{pw}", "测试账号\ntest_admin\n{pw}\n用完记得退出",
          "登录信息：\nops\n{pw}", "jenkins 的\nadmin\n{pw}"]


def k_userline(zh, j):
    p = pw()
    return fill(pick(UPL_ZH if zh else UPL_EN, j), pw=p), [p]


# -- long values after a keyword
def long_val(j):
    c = j % 5
    if c == 0:
        return sessiontok_aws()
    if c == 1:
        return "0.A" + rs(R.randint(700, 900), B64U)
    if c == 2:
        sa = json.dumps({"type": "service_account", "project_id": "acme-data-" + rs(4, ALO), "private_key_id": rs(40, HEX),
                         "private_key": "-----BEGIN PRIVATE KEY-----\n" + "\n".join(pem_body("rsa")) + "\n-----END PRIVATE KEY-----\n",
                         "client_email": "etl@acme-data.iam.gserviceaccount.com"})
        return b64(sa)
    if c == 3:
        return rs(R.randint(220, 320), AN + "%")
    return jwt("RS256", long=True)


LONG_EN = ["AWS_SESSION_TOKEN={v}", "refresh_token: \"{v}\"", "GOOGLE_CREDENTIALS_B64={v}", "Cookie: SSO_SESSION={v}",
           "export ACCESS_TOKEN='{v}'", "session_token = {v}", "\"refreshToken\": \"{v}\",", "auth_token: {v}"]
LONG_ZH = ["这是我登录后拿到的 access_token，有效期两小时：\n{v}", "refresh_token 给你：{v}", "服务账号的 base64 凭证：\nGCP_SA_KEY={v}",
           "令牌：{v}", "session token 是 {v} ，过期了再找我要"]


def k_long(zh, j):
    v = long_val(j * 3 + (1 if zh else 0))
    assert len(v) > 200
    return fill(pick(LONG_ZH if zh else LONG_EN, j), v=v), [v]


# -- tool flags
def k_helm(zh, j):
    p = pw()
    k = rmix(32)
    T = ["helm repo add corp https://charts.acme.io --username ci --password {pw}",
         "helm registry login registry.acme.io -u robot$ci -p '{pw}'",
         "helm install pg bitnami/postgresql --set auth.postgresPassword={pw} --set auth.database=app",
         "helm upgrade --install cache bitnami/redis -n infra --set global.redis.password='{pw}'",
         "helm upgrade api ./chart --set-string secrets.apiKey={k} --reuse-values",
         "helm install kc bitnami/keycloak --set auth.adminUser=admin --set auth.adminPassword={pw}"]
    t = fill(pick(T, j), pw=p, k=k)
    return wrap(t, zh, j, "bash"), [p] if p in t else [k]


def k_keytool(zh, j):
    a, b = pw(sym="!%*-_+="), pw(sym="!%*-_+=")
    T = ["keytool -genkeypair -v -alias release -keyalg RSA -keysize 2048 -validity 10000 -keystore release.jks -storepass {a} -keypass {b}",
         "jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore release.jks -storepass {a} app-release-unsigned.apk release",
         "keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -srcstorepass {a} -destkeystore server.jks -deststorepass {b}",
         "apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:{a} --key-pass pass:{b} app.apk",
         "keytool -list -keystore /opt/tomcat/conf/.keystore -storepass {a}",
         "signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"{a}\"\n        keyAlias \"upload\"\n        keyPassword \"{b}\"\n    }\n}"]
    t = fill(pick(T, j), a=a, b=b)
    return wrap(t, zh, j, "bash" if j % 6 != 5 else "groovy"), [a] + ([b] if b in t else [])


def k_mongo(zh, j):
    p = pw_url()
    cl = rs(5, ALO)
    T = ["mongosh \"mongodb+srv://admin:{pw}@cluster0.{cl}.mongodb.net/test\"",
         "mongo --host 10.0.4.21 -u root -p {pw} --authenticationDatabase admin",
         "mongosh -u app -p '{pw}' --host rs0/mongo1:27017,mongo2:27017",
         "mongodump --uri=\"mongodb://backup:{pw}@10.0.3.7:27017/?authSource=admin\" --out /backup/$(date +%F)",
         "MONGO_URL=mongodb://app_rw:{pw}@mongo-0.mongo.svc:27017,mongo-1.mongo.svc:27017/app?replicaSet=rs0",
         "mongorestore --username restore --password={pw} --authenticationDatabase=admin dump/",
         "spring.data.mongodb.uri=mongodb://orders:{pw}@mongo.prod:27017/orders",
         "client = MongoClient(\"mongodb+srv://etl:{pw}@analytics.{cl}.mongodb.net/?retryWrites=true&w=majority\")"]
    return wrap(fill(pick(T, j), pw=p, cl=cl), zh, j), [p]


def k_sqlcmd(zh, j):
    p = pw(sym="!%*-_+=")
    T = ["sqlcmd -S tcp:db01.corp.local,1433 -U sa -P '{pw}' -Q \"SELECT @@VERSION\"",
         "sqlcmd -S . -U sa -P{pw} -i migrate.sql",
         "bcp dbo.Orders out orders.dat -S sql02 -U etl -P {pw} -c",
         "Invoke-Sqlcmd -ServerInstance 'SQL01' -Username 'report' -Password '{pw}' -Query 'select 1'",
         "/opt/mssql-tools18/bin/sqlcmd -C -S localhost -U SA -P \"{pw}\"",
         "docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD={pw}' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest"]
    return wrap(fill(pick(T, j), pw=p), zh, j, "bash"), [p]


def k_ldap(zh, j):
    p, n = pw(sym="!%*-_+="), pw(sym="!%*-_+=")
    T = ["ldapsearch -x -H ldap://dc01.corp.local -D \"cn=admin,dc=corp,dc=local\" -w {pw} -b \"ou=people,dc=corp,dc=local\" \"(uid=jdoe)\"",
         "ldapmodify -x -D cn=Manager,dc=example,dc=com -w '{pw}' -f change.ldif",
         "ldappasswd -x -D \"cn=admin,dc=acme,dc=io\" -w {pw} -s {n} \"uid=li.ming,ou=users,dc=acme,dc=io\"",
         "ldapadd -x -H ldaps://ldap.acme.io -D cn=admin,dc=acme,dc=io -w {pw} -f users.ldif",
         "ldapwhoami -x -H ldap://127.0.0.1 -D \"uid=svc-git,ou=svc,dc=corp\" -w \"{pw}\"",
         "ldapsearch -LLL -H ldap://10.1.1.5 -D 'CORP\\svc_ldap' -w {pw} -b 'DC=corp,DC=local' sAMAccountName=*",
         "ldapdelete -x -D \"cn=admin,dc=corp,dc=local\" -w{pw} \"uid=olduser,ou=people,dc=corp,dc=local\""]
    t = fill(pick(T, j), pw=p, n=n)
    return wrap(t, zh, j, "bash"), [p] + ([n] if n in t else [])


def k_smb(zh, j):
    p = pw(sym="!*-_+=")
    T = ["smbclient //fs01/share -U 'CORP\\jdoe%{pw}' -c 'ls'",
         "smbclient -U admin%{pw} //192.168.1.20/backup",
         "mount -t cifs //nas.local/media /mnt/media -o username=media,password={pw},vers=3.0",
         "smbclient //fileserver/finance {pw} -U accounting -W CORP",
         "rpcclient -U \"svc_scan%{pw}\" 10.0.0.15 -c enumdomusers",
         "//nas/backup  /mnt/backup  cifs  username=bk,password={pw},uid=1000,_netdev  0  0"]
    return wrap(fill(pick(T, j), pw=p), zh, j, "bash"), [p]


def k_docker_login(zh, j):
    p = pw_at()
    T = ["docker login -u deploy -p {pw} registry.gitlab.com",
         "docker login -u ci -p '{pw}' registry.cn-hangzhou.aliyuncs.com",
         "echo '{pw}' | docker login harbor.acme.io -u robot --password-stdin",
         "docker login --username=admin --password={pw} nexus.corp.local:8443",
         "podman login -u svc -p \"{pw}\" quay.io",
         "nerdctl login -u builder -p {pw} ccr.ccs.tencentyun.com",
         "+ docker login -u jenkins -p {pw} docker.acme.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin."]
    return wrap(fill(pick(T, j), pw=p), zh, j, "bash"), [p]


def k_htpasswd(zh, j):
    p = pw(sym="!%*-_+=")
    T = ["htpasswd -b -c /etc/nginx/.htpasswd admin {pw}", "htpasswd -bB users.htpasswd bob '{pw}'",
         "htpasswd -nbB prometheus \"{pw}\" >> /etc/prometheus/web.htpasswd",
         "sudo htpasswd -b /etc/apache2/.htpasswd reviewer {pw}",
         "RUN htpasswd -Bbn registry {pw} > /auth/htpasswd", "docker run --entrypoint htpasswd httpd:2 -Bbn testuser {pw} > auth/htpasswd"]
    return wrap(fill(pick(T, j), pw=p), zh, j, "bash"), [p]


def k_openssl(zh, j):
    p = pw(sym="!%*-_+=")
    T = ["openssl pkcs12 -export -in cert.crt -inkey key.pem -out bundle.p12 -passout pass:{pw}",
         "openssl rsa -in encrypted.key -out server.key -passin pass:{pw}",
         "openssl enc -aes-256-cbc -salt -pbkdf2 -in db.sql -out db.sql.enc -pass pass:{pw}",
         "openssl pkcs12 -in client.p12 -nodes -passin pass:'{pw}' -out client.pem",
         "openssl enc -d -aes-256-cbc -in backup.tar.enc -k {pw} | tar xz",
         "openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem -days 365 -passout pass:{pw} -subj '/CN=acme.local'",
         "openssl genrsa -aes256 -passout pass:\"{pw}\" -out ca.key 4096"]
    return wrap(fill(pick(T, j), pw=p), zh, j, "bash"), [p]


def k_curl(zh, j):
    p = pw(sym="!%*-_+=")
    u = R.choice(USERS)
    T = ["curl -u {u}:{pw} https://nexus.acme.io/service/rest/v1/repositories",
         "curl --user \"{u}:{pw}\" -X POST https://jenkins.acme.io/job/deploy/build",
         "wget --http-user={u} --http-password={pw} https://artifacts.acme.io/release.tar.gz",
         "curl -sSf -u '{u}:{pw}' https://es.internal:9200/_cat/indices",
         "curl -H \"Authorization: Basic {b}\" https://api.acme.io/v2/orders",
         "http --auth {u}:{pw} GET https://registry.acme.io/v2/_catalog",
         "curl -X PUT -u {u}:{pw} -T build.zip \"https://artifactory.corp/artifactory/libs/build.zip\"",
         "Invoke-RestMethod -Uri https://api.acme.io/x -Headers @{Authorization = \"Basic {b}\"}"]
    b = b64(u + ":" + p)
    t = fill(pick(T, j), pw=p, u=u, b=b)
    return wrap(t, zh, j, "bash"), [b] if b in t else [p]


# -- config formats
def k_php(zh, j):
    p = pw(sym="!%*-_+=@^")
    salt = rs(64, AN + "!%*-_+=@^()[]<>|,.;:~")
    T = ["define('DB_PASSWORD', '{pw}');", "define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );",
         "define('AUTH_KEY',         '{s}');", "define('SMTP_PASS', \"{pw}\");",
         "'mysql' => [\n    'driver' => 'mysql',\n    'username' => 'forge',\n    'password' => '{pw}',\n],",
         "$db_pass = \"{pw}\";\n$conn = new mysqli($db_host, $db_user, $db_pass, $db_name);",
         "define('SECURE_AUTH_SALT', '{s}');"]
    t = pick(T, j)
    if zh:
        t = "// 数据库配置\n" + t
    return wrap(fill(t, pw=p, s=salt), zh, j, "php"), [salt] if "{s}" in t else [p]


def k_xml(zh, j):
    p = pw(sym="!%*-_+=^")
    s = rmix(40)
    T = ["<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deploy</username>\n    <password>{pw}</password>\n  </server>\n</servers>",
         "<user username=\"manager\" password=\"{pw}\" roles=\"manager-gui,admin-gui\"/>",
         "<bean id=\"ds\" class=\"com.zaxxer.hikari.HikariDataSource\">\n  <property name=\"username\" value=\"app\"/>\n  <property name=\"password\" value=\"{pw}\"/>\n</bean>",
         "<appSettings>\n  <add key=\"PaymentApiSecret\" value=\"{s}\" />\n</appSettings>",
         "<packageSourceCredentials>\n  <corp>\n    <add key=\"Username\" value=\"build\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </corp>\n</packageSourceCredentials>",
         "<oauth>\n  <clientId>portal</clientId>\n  <secret>{s}</secret>\n</oauth>",
         "<Resource name=\"jdbc/app\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"app\" password=\"{pw}\" url=\"jdbc:postgresql://db:5432/app\"/>",
         "<credentials>\n  <username>svc-mail</username>\n  <password>{pw}</password>\n</credentials>"]
    t = pick(T, j)
    if zh and j % 2 == 0:
        t = "<!-- 生产环境配置，勿提交 -->\n" + t
    t = fill(t, pw=p, s=s)
    return wrap(t, zh, j, "xml"), [p] if p in t else [s]


def k_docker_auth(zh, j):
    u, p = R.choice(USERS), pw_at()
    a = b64(u + ":" + p)
    reg = R.choice(["https://index.docker.io/v1/", "registry.gitlab.com", "harbor.acme.io", "ccr.ccs.tencentyun.com", "ghcr.io"])
    T = ['{\n  "auths": {\n    "' + reg + '": {\n      "auth": "{a}"\n    }\n  }\n}',
         '{"auths":{"' + reg + '":{"auth":"{a}","email":"ci@acme.io"}},"credsStore":""}',
         "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nmetadata:\n  name: regcred\nstringData:\n  .dockerconfigjson: '{\"auths\":{\"" + reg + "\":{\"auth\":\"{a}\"}}}'",
         'cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"' + reg + '": {\n\t\t\t"auth": "{a}"\n\t\t}\n\t}\n}']
    return wrap(fill(pick(T, j), a=a), zh, j, "json"), [a]


def k_rails(zh, j):
    v = rs(128, HEX)
    T = ["production:\n  secret_key_base: {v}", "SECRET_KEY_BASE={v}",
         "$ bin/rails credentials:show\nsecret_key_base: {v}\naws:\n  region: us-east-1",
         "config.secret_key_base = \"{v}\"", "heroku config:set SECRET_KEY_BASE={v} -a acme-web",
         "ENV SECRET_KEY_BASE {v}"]
    return wrap(fill(pick(T, j), v=v), zh, j), [v]


def k_flask(zh, j):
    c = j % 6
    if c == 3:
        v = "django-insecure-" + rs(50, LO + DG + "!@%^*(-_=+)")
    elif c == 1:
        v = rs(64, HEX)
    else:
        v = rmix(R.choice([24, 32, 48]), AN + "-_")
    T = ["app = Flask(__name__)\napp.config['SECRET_KEY'] = '{v}'",
         "SECRET_KEY = \"{v}\"\nSQLALCHEMY_DATABASE_URI = \"sqlite:///app.db\"",
         "app.secret_key = b'{v}'",
         "# settings.py\nSECRET_KEY = '{v}'\nDEBUG = False",
         "FLASK_SECRET_KEY={v}",
         "app.config.update(SECRET_KEY=\"{v}\", SESSION_COOKIE_SECURE=True)"]
    return wrap(fill(pick(T, j), v=v), zh, j, "python"), [v]


def k_cookie(zh, j):
    c = j % 8
    if c == 0:
        v = rs(32, ALO); t = "Cookie: sessionid={v}; csrftoken=" + rs(32, AN)
    elif c == 1:
        v = "s%3A" + rs(32, B64U) + "." + rs(43, AN + "%"); t = "Set-Cookie: connect.sid={v}; Path=/; HttpOnly"
    elif c == 2:
        v = b64(json.dumps({"iv": rs(24, B64), "value": rs(88, B64), "mac": rs(64, HEX), "tag": ""}, separators=(",", ":"))).rstrip("=")
        t = "laravel_session={v}; expires=Tue, 05-Nov-2024 12:00:00 GMT"
    elif c == 3:
        v = rs(26, ALO); t = "PHPSESSID={v}"
    elif c == 4:
        v = rs(32, HEXU); t = "curl -b 'JSESSIONID={v}' https://erp.acme.io/api/report"
    elif c == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(22, B64U) + "." + rs(180, B64U) + "." + rs(22, B64U)
        t = "__Secure-next-auth.session-token={v}"
    elif c == 6:
        v = rs(60, AN + "%") ; t = "document.cookie\n'_ga=GA1.1.1234.5678; _gh_sess={v}; logged_in=yes'"
    else:
        v = rs(40, HEX); t = "requests.get(url, cookies={\"session\": \"{v}\"})"
    t = fill(t, v=v)
    if zh:
        t = pick(["我把浏览器里的 cookie 复制出来了：\n", "用这个会话 cookie 调接口：\n", "抓包拿到的：\n"], j) + t
    else:
        t = pick(["copied from devtools:\n", "", "use my session for now:\n"], j) + t
    return t, [v]


def k_camel(zh, j):
    s = rmix(R.choice([32, 40, 44]), AN + R.choice(["", "-_", "+/"]))
    p = pw(sym="!%*-_+=")
    T = ['{\n  "storageKey": "{s}",\n  "container": "uploads"\n}',
         '"oauth": {\n  "clientId": "web-portal",\n  "clientSecret": "{s}"\n}',
         "database:\n  host: db.internal\n  dbUser: app\n  dbPass: {pw}",
         "apiToken = \"{s}\"\nbaseUrl = \"https://api.acme.io\"",
         "app.signingSecret={s}", "[mail]\nsmtpUser = noreply@acme.io\nsmtpPassword = {pw}",
         "const config = { appSecret: '{s}', region: 'cn-north-1' };",
         "REDIS_AUTH={pw}", "masterKey: \"{s}\"", "encryption_key = \"{s}\"   # AES-256",
         "\"x-api-key\": \"{s}\",", "myapp.datasource.dbPassword={pw}",
         "service \"payments\" {\n  merchant_secret = \"{s}\"\n}", "accessKeySecret: {s}"]
    t = pick(T, j)
    if zh:
        t = t + pick(["\n# 上线前记得换掉", "\n// 测试用", "\n# 从旧项目拷过来的", "\n# 这个是正式的"], j)
    t = fill(t, s=s, pw=p)
    return wrap(t, zh, j), [s] if s in t else [p]


def k_dburl(zh, j):
    p = pw_url()
    u = R.choice(USERS)
    h = R.choice(HOSTS)
    T = ["DATABASE_URL=postgres://{u}:{pw}@{h}:5432/app",
         "postgresql://{u}:{pw}@{h}/analytics?sslmode=require",
         "mysql://{u}:{pw}@{h}:3306/shop",
         "REDIS_URL=redis://:{pw}@{h}:6379/0",
         "amqp://{u}:{pw}@rabbitmq.prod:5672/%2F",
         "SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://{u}:{pw}@{h}:3306/crm?charset=utf8mb4'",
         "psql \"host={h} port=5432 dbname=app user={u} password={pw} sslmode=require\"",
         "CELERY_BROKER_URL=rediss://default:{pw}@{h}:6380/1",
         "clickhouse://{u}:{pw}@{h}:9000/default",
         "psql postgres://{u}:{pw}@{h}:5432/postgres -c 'select now()'",
         "Server={h};Database=crm;User Id={u};Password={pw};TrustServerCertificate=True",
         "jdbc:mysql://{h}:3306/orders?user={u}&password={pw}&useSSL=false"]
    t = pick(T, j)
    if zh and j % 2:
        t = t + "   # 连生产库用这个"
    return wrap(fill(t, pw=p, u=u, h=h), zh, j), [p]


def k_mysql_cli(zh, j):
    p = pw(sym="!%*-_+=")
    T = ["mysql -h {h} -u root -p{pw} -e 'show databases'", "mysqldump -uroot -p'{pw}' --all-databases > all.sql",
         "PGPASSWORD={pw} psql -h {h} -U postgres -d app", "redis-cli -h {h} -a {pw} info",
         "mysqladmin -u root --password={pw} status", "pg_dump \"postgresql://app:{pw}@{h}/app\" > app.sql"]
    p = pw_url() if j % 6 == 5 else p
    return wrap(fill(pick(T, j), pw=p, h=R.choice(HOSTS)), zh, j, "bash"), [p]


# -- vendors
def k_aws(zh, j):
    a, s = aws_id(), aws_secret()
    T = ["[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-west-2",
         "export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}",
         "s3 = boto3.client('s3', aws_access_key_id='{a}', aws_secret_access_key='{s}')",
         "AWS key {a} / secret {s}",
         "aws configure set aws_secret_access_key {s} --profile prod\naws configure set aws_access_key_id {a} --profile prod",
         "{\n  \"accessKeyId\": \"{a}\",\n  \"secretAccessKey\": \"{s}\"\n}",
         "provider \"aws\" {\n  region     = \"eu-central-1\"\n  access_key = \"{a}\"\n  secret_key = \"{s}\"\n}"]
    return wrap(fill(pick(T, j), a=a, s=s), zh, j), [a, s]


def k_gcp(zh, j):
    k = gcp_key()
    body = "\\n".join(pem_body("rsa"))
    T = ["GOOGLE_MAPS_API_KEY={k}", "https://maps.googleapis.com/maps/api/geocode/json?address=Shenzhen&key={k}",
         "genai.configure(api_key=\"{k}\")", "GEMINI_API_KEY: {k}",
         "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key_id\": \"" + rs(40, HEX) + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"deployer@acme-prod.iam.gserviceaccount.com\"\n}",
         "firebaseConfig = { apiKey: \"{k}\", authDomain: \"acme.firebaseapp.com\" }"]
    t = pick(T, j)
    return wrap(fill(t, k=k, body=body), zh, j), [body] if "{body}" in t else [k]


def k_azure_storage(zh, j):
    k = azure_storage()
    acct = "acme" + rs(6, ALO)
    T = ["AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={n};AccountKey={k};EndpointSuffix=core.windows.net\"",
         "az storage blob upload --account-name {n} --account-key {k} -c backups -f db.bak",
         "AZURE_STORAGE_KEY={k}", "\"storageAccountKey\": \"{k}\"",
         "BlobServiceClient(account_url=\"https://{n}.blob.core.windows.net\", credential=\"{k}\")",
         "azcopy copy ./dist 'https://{n}.blob.core.windows.net/web?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-12-31T00:00:00Z&sig={sig}' --recursive"]
    sig = rs(43, AN) + "%3D"
    t = fill(pick(T, j), k=k, n=acct, sig=sig)
    return wrap(t, zh, j), [sig] if sig in t else [k]


def k_azure_devops(zh, j):
    k = azure_devops() if j % 3 else rs(52, AN) + "JQQJ99" + rs(4, AN) + "AZDO" + rs(22, AN)
    T = ["git clone https://pat:{k}@dev.azure.com/acme/Platform/_git/api",
         "AZURE_DEVOPS_EXT_PAT={k}", "echo {k} | az devops login --organization https://dev.azure.com/acme",
         "[credential \"https://dev.azure.com\"]\n\tusername = build\n\tpassword = {k}",
         "Azure DevOps PAT (full access, 90 days): {k}",
         "curl -u :{k} https://dev.azure.com/acme/_apis/projects?api-version=7.1"]
    return wrap(fill(pick(T, j), k=k), zh, j), [k]


def k_azure_sp(zh, j):
    s = azure_client_secret()
    T = ["AZURE_CLIENT_ID=" + uuid() + "\nAZURE_TENANT_ID=" + uuid() + "\nAZURE_CLIENT_SECRET={s}",
         "az login --service-principal -u " + uuid() + " -p {s} --tenant " + uuid(),
         "\"AzureAd\": {\n  \"ClientId\": \"" + uuid() + "\",\n  \"ClientSecret\": \"{s}\"\n}",
         "ClientSecretCredential(tenant_id, client_id, \"{s}\")",
         "client secret value: {s} (expires 2026-03)"]
    return wrap(fill(pick(T, j), s=s), zh, j), [s]


def k_openai(zh, j):
    k = openai_key()
    T = ["OPENAI_API_KEY={k}", "client = OpenAI(api_key=\"{k}\")", "openai.api_key = '{k}'",
         "curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer {k}\" -H 'Content-Type: application/json'",
         "here's my key {k} pls test the script with it", "export OPENAI_API_KEY=\"{k}\"",
         "const openai = new OpenAI({ apiKey: \"{k}\" });"]
    T_ZH = ["用我的 key 跑一下：{k}", "OPENAI_API_KEY={k}  # 公司账号，别乱用", "这个 key 额度还有 {k}，够你测了",
            "client = OpenAI(api_key=\"{k}\")  # 临时", "openai 的密钥 {k}"]
    t = pick(T_ZH if zh else T, j)
    return fill(t, k=k), [k]


def k_anthropic(zh, j):
    k = anthropic_key() if j % 4 else "sk-ant-admin01-" + rs(93, B64U) + "AA"
    T = ["ANTHROPIC_API_KEY={k}", "client = anthropic.Anthropic(api_key=\"{k}\")",
         "curl https://api.anthropic.com/v1/messages -H \"x-api-key: {k}\" -H \"anthropic-version: 2023-06-01\"",
         "claude key -> {k}", "export ANTHROPIC_API_KEY='{k}'"]
    T_ZH = ["Claude 的 key：{k}", "把 ANTHROPIC_API_KEY 设成 {k} 就能跑", "x-api-key: {k}  这个是团队的，注意用量"]
    return fill(pick(T_ZH if zh else T, j), k=k), [k]


def k_cohere(zh, j):
    k = rmix(40)
    T = ["CO_API_KEY={k}", "co = cohere.Client(\"{k}\")", "co = cohere.ClientV2(api_key='{k}')",
         "curl https://api.cohere.com/v2/rerank -H 'Authorization: Bearer {k}'", "COHERE_API_KEY: \"{k}\""]
    return wrap(fill(pick(T, j), k=k), zh, j), [k]


def k_xai(zh, j):
    k = "xai-" + rs(80, AN)
    T = ["XAI_API_KEY={k}", "client = OpenAI(base_url=\"https://api.x.ai/v1\", api_key=\"{k}\")",
         "curl https://api.x.ai/v1/chat/completions -H \"Authorization: Bearer {k}\"", "grok key: {k}"]
    return wrap(fill(pick(T, j), k=k), zh, j), [k]


def k_ai_misc(zh, j):
    c = j % 8
    if c == 0:
        k = "hf_" + rs(34, UP + LO); t = "huggingface-cli login --token {k}"
    elif c == 1:
        k = "gsk_" + rs(52, AN); t = "GROQ_API_KEY={k}"
    elif c == 2:
        k = "r8_" + rs(37, AN); t = "export REPLICATE_API_TOKEN={k}"
    elif c == 3:
        k = "sk-" + rs(32, HEX); t = "DEEPSEEK_API_KEY=\"{k}\"\nBASE_URL=https://api.deepseek.com"
    elif c == 4:
        k = "sk-" + rs(48, AN); t = "client = OpenAI(api_key=\"{k}\", base_url=\"https://api.moonshot.cn/v1\")"
    elif c == 5:
        k = rs(32, HEX) + "." + rs(16, AN); t = "ZHIPUAI_API_KEY={k}"
    elif c == 6:
        k = "sk-" + rs(32, HEX); t = "dashscope.api_key = \"{k}\"  # 通义千问" if zh else "dashscope.api_key = \"{k}\""
    else:
        k = "pplx-" + rs(48, AN); t = "PERPLEXITY_API_KEY={k}"
    return wrap(fill(t, k=k), zh, j), [k]


def k_qianfan(zh, j):
    c = j % 3
    if c == 0:
        k = "bce-v3/ALTAK-" + rs(21, AN) + "/" + rs(40, HEX)
        t = pick(["QIANFAN_BEARER_TOKEN={k}", "curl https://qianfan.baidubce.com/v2/chat/completions -H 'Authorization: Bearer {k}'"], j)
        return wrap(fill(t, k=k), zh, j), [k]
    ak, sk = rs(24, AN), rs(32, AN)
    t = pick(["QIANFAN_AK={ak}\nQIANFAN_SK={sk}", "os.environ[\"QIANFAN_AK\"] = \"{ak}\"\nos.environ[\"QIANFAN_SK\"] = \"{sk}\"",
              "百度千帆 API Key: {ak}\nSecret Key: {sk}"], j)
    if "千帆" in t and not zh:
        t = "Baidu Qianfan API Key: {ak}\nSecret Key: {sk}"
    return wrap(fill(t, ak=ak, sk=sk), zh, j), [ak, sk]


def k_aliyun(zh, j):
    a, s = "LTAI" + rs(R.choice([16, 20]), AN), rs(30, AN)
    T = ["ALIBABA_CLOUD_ACCESS_KEY_ID={a}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={s}",
         "aliyun configure set --profile prod --mode AK --access-key-id {a} --access-key-secret {s} --region cn-hangzhou",
         "oss2.Auth('{a}', '{s}')",
         "spring.cloud.alicloud.access-key={a}\nspring.cloud.alicloud.secret-key={s}",
         "ossutil config -e oss-cn-shanghai.aliyuncs.com -i {a} -k {s}",
         "provider \"alicloud\" {\n  access_key = \"{a}\"\n  secret_key = \"{s}\"\n  region     = \"cn-beijing\"\n}"]
    T_ZH = ["阿里云 AK：{a}\nSK：{s}", "AccessKey ID {a} ，AccessKey Secret {s} ，只给了 OSS 权限",
            "oss2.Auth('{a}', '{s}')  # 上传图片用"]
    t = pick(T_ZH, j // 2) if zh and j % 2 else pick(T, j)
    return wrap(fill(t, a=a, s=s), zh, j), [a, s]


def k_tencent(zh, j):
    a, s = "AKID" + rs(32, AN), rs(32, AN)
    T = ["TENCENTCLOUD_SECRET_ID={a}\nTENCENTCLOUD_SECRET_KEY={s}",
         "cred = credential.Credential(\"{a}\", \"{s}\")",
         "tccli configure set secretId {a} secretKey {s} region ap-guangzhou",
         "cos:\n  secret-id: {a}\n  secret-key: {s}\n  bucket: assets-1250000000",
         "provider \"tencentcloud\" {\n  secret_id  = \"{a}\"\n  secret_key = \"{s}\"\n}"]
    T_ZH = ["腾讯云 SecretId：{a}，SecretKey：{s}", "COS 的密钥：\nSecretId={a}\nSecretKey={s}"]
    t = pick(T_ZH, j // 2) if zh and j % 2 else pick(T, j)
    return wrap(fill(t, a=a, s=s), zh, j), [a, s]


def k_huawei(zh, j):
    a, s = rs(20, UP + DG), rs(40, AN)
    T = ["HUAWEICLOUD_SDK_AK={a}\nHUAWEICLOUD_SDK_SK={s}",
         "credentials = BasicCredentials(\"{a}\", \"{s}\", project_id)",
         "obsutil config -i={a} -k={s} -e=obs.cn-north-4.myhuaweicloud.com",
         "hcloud configure set --cli-access-key={a} --cli-secret-key={s} --cli-region=cn-south-1",
         "华为云 AK {a} SK {s}，OBS 只读"]
    t = pick(T, j)
    if "华为" in t and not zh:
        t = "Huawei Cloud AK {a} SK {s}, OBS read-only"
    return wrap(fill(t, a=a, s=s), zh, j), [a, s]


def k_volc(zh, j):
    a, s = "AKLT" + rs(40, AN), b64(rs(45, AN))
    T = ["VOLCENGINE_ACCESS_KEY={a}\nVOLCENGINE_SECRET_KEY={s}", "visual_service.set_ak('{a}')\nvisual_service.set_sk('{s}')",
         "volc:\n  ak: {a}\n  sk: {s}"]
    return wrap(fill(pick(T, j), a=a, s=s), zh, j), [a, s]


def k_github(zh, j):
    k = gh_pat() if j % 3 else gh_fine()
    T = ["git remote set-url origin https://{k}@github.com/acme/infra.git", "GITHUB_TOKEN={k}",
         "gh auth login --with-token <<< {k}", "export GH_TOKEN={k}",
         "Authorization: token {k}", "use this PAT {k} (repo scope only)",
         "[url \"https://x-access-token:{k}@github.com/\"]\n\tinsteadOf = https://github.com/",
         "token = Github(\"{k}\")"]
    T_ZH = ["GitHub token 给你：{k}", "用这个 PAT 推一下 {k}，权限只有 repo", "git clone https://{k}@github.com/acme/web.git  # 私有仓库"]
    return (fill(pick(T_ZH, j), k=k) if zh else wrap(fill(pick(T, j), k=k), zh, j)), [k]


def k_gitlab(zh, j):
    k = glpat() if j % 4 else R.choice(["gldt-", "glrt-"]) + rs(20, B64U)
    T = ["git clone https://oauth2:{k}@gitlab.acme.io/platform/api.git", "GITLAB_TOKEN={k}",
         "curl --header \"PRIVATE-TOKEN: {k}\" https://gitlab.acme.io/api/v4/projects",
         "gitlab-runner register --url https://gitlab.acme.io --token {k}", "private_token: {k}"]
    return wrap(fill(pick(T, j), k=k), zh, j), [k]


def k_git_other(zh, j):
    c = j % 4
    if c == 0:
        k = rs(32, HEX); t = "git clone https://oauth2:{k}@gitee.com/acme/miniapp.git"
    elif c == 1:
        k = "ATBB" + rs(32, AN); t = "BITBUCKET_APP_PASSWORD={k}"
    elif c == 2:
        k = rs(40, HEX); t = "[gitea]\nurl = https://git.acme.cn\ntoken = {k}"
    else:
        k = "ATATT3xFfGF0" + rs(170, B64U) + "=" + rs(8, HEXU); t = "JIRA_API_TOKEN={k}"
    return wrap(fill(t, k=k), zh, j), [k]


def k_slack(zh, j):
    if j % 2:
        k = slack_bot()
        t = pick(["SLACK_BOT_TOKEN={k}", "client = WebClient(token=\"{k}\")", "curl -H 'Authorization: Bearer {k}' https://slack.com/api/auth.test"], j)
        return wrap(fill(t, k=k), zh, j), [k]
    tok, url = slack_hook()
    t = pick(["SLACK_WEBHOOK_URL={u}", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' {u}",
              "notify:\n  slack: {u}"], j // 2)
    return wrap(fill(t, u=url), zh, j), [tok]


def k_discord(zh, j):
    if j % 3 == 2:
        k = b64u(rs(19, DG)) + "." + rs(6, B64U) + "." + rs(38, B64U)
        t = pick(["DISCORD_BOT_TOKEN={k}", "client.run('{k}')"], j)
        return wrap(fill(t, k=k), zh, j), [k]
    tok, url = discord_hook()
    t = pick(["DISCORD_WEBHOOK={u}", "requests.post(\"{u}\", json={\"content\": \"build failed\"})",
              "alerting:\n  discord_webhook_url: \"{u}\"", "curl -H \"Content-Type: application/json\" -d '{\"content\":\"hi\"}' \"{u}\""], j)
    return wrap(fill(t, u=url), zh, j), [tok]


def k_teams(zh, j):
    parts, url = teams_hook()
    t = pick(["TEAMS_WEBHOOK_URL={u}", "Invoke-RestMethod -Method Post -Uri \"{u}\" -Body $json -ContentType 'application/json'",
              "msteams:\n  webhook_url: {u}", "the teams connector url is {u}"], j)
    return wrap(fill(t, u=url), zh, j), parts


def k_cn_hook(zh, j):
    c = j % 4
    if c == 0:
        tok = dingtalk(); sec = "SEC" + rs(64, HEX)
        t = "DINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token={t}\nDINGTALK_SECRET={s}"
        return wrap(fill(t, t=tok, s=sec), zh, j), [tok, sec]
    if c == 1:
        tok = uuid()
        t = pick(["feishu:\n  webhook: https://open.feishu.cn/open-apis/bot/v2/hook/{t}",
                  "curl -X POST -H 'Content-Type: application/json' -d '{\"msg_type\":\"text\",\"content\":{\"text\":\"部署完成\"}}' https://open.feishu.cn/open-apis/bot/v2/hook/{t}"], j // 4)
        if not zh:
            t = t.replace("部署完成", "deploy ok")
        return wrap(fill(t, t=tok), zh, j), [tok]
    if c == 2:
        tok = uuid()
        t = "WECOM_ROBOT=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={t}"
        return wrap(fill(t, t=tok), zh, j), [tok]
    tok = dingtalk()
    t = "requests.post('https://oapi.dingtalk.com/robot/send?access_token={t}', json=payload)"
    return wrap(fill(t, t=tok), zh, j), [tok]


def k_telegram(zh, j):
    k = telegram()
    t = pick(["TELEGRAM_BOT_TOKEN={k}", "curl https://api.telegram.org/bot{k}/sendMessage -d chat_id=-100123 -d text=hi",
              "bot = telebot.TeleBot(\"{k}\")", "token: \"{k}\""], j)
    return wrap(fill(t, k=k), zh, j), [k]


def k_stripe(zh, j):
    k = stripe_sk() if j % 3 else "whsec_" + rs(32, AN)
    T = ["STRIPE_WEBHOOK_SECRET={k}", "stripe.api_key = \"{k}\"", "const stripe = require('stripe')('{k}');",
         "curl https://api.stripe.com/v1/charges -u {k}:", "STRIPE_SECRET_KEY={k}", "Stripe::setApiKey('{k}');"]
    t = "STRIPE_WEBHOOK_SECRET={k}" if k.startswith("whsec_") else pick(T[1:], j)
    return wrap(fill(t, k=k), zh, j), [k]


def k_cn_pay(zh, j):
    c = j % 4
    if c == 0:
        k = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + rs(1500, B64) + "=="
        t = "alipay:\n  app-id: 202100" + rs(10, DG) + "\n  merchant-private-key: {k}"
    elif c == 1:
        k = rs(32, AN); t = "wechat.pay.mch-id=16" + rs(8, DG) + "\nwechat.pay.api-v3-key={k}"
    elif c == 2:
        k = rs(32, HEX); t = "# 小程序\nappid: wx" + rs(16, HEX) + "\nappsecret: {k}" if zh else "miniprogram:\n  appid: wx" + rs(16, HEX) + "\n  secret: {k}"
    else:
        k = rs(32, AN); t = "$config = ['mch_id' => '15" + rs(8, DG) + "', 'key' => '{k}'];  // 微信支付商户 API 密钥" if zh else "WX_PAY_MCH_KEY={k}"
    return wrap(fill(t, k=k), zh, j), [k]


def k_sentry(zh, j):
    if j % 4 == 3:
        a, b = rs(32, HEX), rs(32, HEX)
        url = "https://" + a + ":" + b + "@sentry.acme.io/12"
        sec = [a, b]
    else:
        a, url = sentry_dsn()
        sec = [a]
    T = ["SENTRY_DSN={u}", "sentry_sdk.init(dsn=\"{u}\", traces_sample_rate=0.2)", "Sentry.init({ dsn: '{u}' });",
         "sentry:\n  dsn: {u}", "config.dsn = '{u}'"]
    return wrap(fill(pick(T, j), u=url), zh, j), sec


def k_tfc(zh, j):
    k = tf_token()
    T = ["{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"{k}\"\n    }\n  }\n}",
         "TF_TOKEN_app_terraform_io={k}", "credentials \"app.terraform.io\" {\n  token = \"{k}\"\n}",
         "export TFE_TOKEN={k}", "terraform cloud team token: {k}"]
    return wrap(fill(pick(T, j), k=k), zh, j), [k]


def k_1password(zh, j):
    if j % 2:
        k = op_secret_key()
        t = pick(["1Password Secret Key: {k}", "Emergency kit\nSign-in address: acme.1password.com\nEmail: ops@acme.io\nSecret Key: {k}"], j // 2)
    else:
        k = op_sa()
        t = pick(["OP_SERVICE_ACCOUNT_TOKEN={k}", "export OP_SERVICE_ACCOUNT_TOKEN=\"{k}\""], j // 2)
    return wrap(fill(t, k=k), zh, j), [k]


def k_okta(zh, j):
    k = okta_tok()
    T = ["OKTA_API_TOKEN={k}", "curl -H \"Authorization: SSWS {k}\" https://acme.okta.com/api/v1/users?limit=25",
         "okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: {k}", "provider \"okta\" {\n  org_name  = \"acme\"\n  base_url  = \"okta.com\"\n  api_token = \"{k}\"\n}"]
    return wrap(fill(pick(T, j), k=k), zh, j), [k]


def k_age(zh, j):
    k = age_key()
    pub = "age1" + rs(58, BECH)
    T = ["# created: 2024-11-02T10:11:12+08:00\n# public key: {p}\n{k}", "SOPS_AGE_KEY={k}",
         "age -d -i <(echo {k}) secrets.age", "export SOPS_AGE_KEY=\"{k}\""]
    return wrap(fill(pick(T, j), k=k, p=pub), zh, j), [k]


def k_totp(zh, j):
    s = totp()
    T = ["otpauth://totp/ACME:ops@acme.io?secret={s}&issuer=ACME&algorithm=SHA1&digits=6&period=30",
         "2FA seed for the shared admin account: {s}", "MFA secret key {s} (add it to your authenticator)",
         "oathtool --totp -b {s}", "pyotp.TOTP(\"{s}\").now()"]
    T_ZH = ["两步验证的密钥：{s}，加到 Google Authenticator 里", "共享账号的 TOTP 种子 {s}", "otpauth://totp/阿里云:ops?secret={s}&issuer=Aliyun"]
    return (fill(pick(T_ZH, j), s=s) if zh else fill(pick(T, j), s=s)), [s]


def k_bip39(zh, j):
    m = mnemonic()
    T = ["seed phrase: {m}", "wallet backup words - {m}", "MNEMONIC=\"{m}\"", "const wallet = ethers.Wallet.fromPhrase(\"{m}\");",
         "recovery phrase (24 words if the tx fails try again): {m}"]
    T_ZH = ["助记词：{m}", "钱包的助记词是 {m} ，千万别丢", "测试网钱包 mnemonic：{m}"]
    return fill(pick(T_ZH if zh else T, j), m=m), [m]


def k_pem(zh, j):
    kind = ["rsa", "ec", "openssh", "rsa1"][j % 4]
    lines = pem_body(kind)
    body = "\n".join(lines)
    h = PEM_HDR[kind]
    block = "-----BEGIN " + h + "-----\n" + body + "\n-----END " + h + "-----"
    if j % 5 == 4:
        block = "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + body + "\n-----END ENCRYPTED PRIVATE KEY-----"
    if zh:
        t = pick(["服务器的私钥，帮我配到 CI 里：\n", "id_rsa 内容如下\n", "证书私钥 👇\n"], j) + block
    else:
        t = {"openssh": "cat ~/.ssh/id_ed25519\n", "rsa": "tls.key:\n", "ec": "the signing key for the staging JWT issuer:\n\n", "rsa1": ""}[kind] + block
    return t, [body]


def k_jwt(zh, j):
    k = jwt(R.choice(["HS256", "RS256"]))
    T = ["Authorization: Bearer {k}", "curl -H 'Authorization: Bearer {k}' https://api.acme.io/v1/me",
         "localStorage.setItem('access_token', '{k}')", "id_token={k}", "X-Auth-Token: {k}"]
    T_ZH = ["接口要带这个 token：{k}", "登录后拿到的 JWT：\n{k}", "请求头 Authorization: Bearer {k} 还是 401"]
    return fill(pick(T_ZH if zh else T, j), k=k), [k]


def k_pkg(zh, j):
    c = j % 4
    if c == 0:
        k = "npm_" + rs(36, AN); t = "//registry.npmjs.org/:_authToken={k}"
    elif c == 1:
        k = "pypi-AgEIcHlwaS5vcmcCJ" + rs(150, B64U); t = "[pypi]\n  username = __token__\n  password = {k}"
    elif c == 2:
        k = "npm_" + rs(36, AN); t = "NPM_TOKEN={k} npm publish --access public"
    else:
        k = "oy2" + rs(43, ALO); t = "dotnet nuget push pkg.nupkg --api-key {k} --source https://api.nuget.org/v3/index.json"
    return wrap(fill(t, k=k), zh, j), [k]


def k_mail_sms(zh, j):
    c = j % 4
    if c == 0:
        k = "SG." + rs(22, B64U) + "." + rs(43, B64U); t = "SENDGRID_API_KEY={k}"
    elif c == 1:
        k = "key-" + rs(32, HEX); t = "MAILGUN_API_KEY={k}"
    elif c == 2:
        k = rs(32, HEX); t = "TWILIO_ACCOUNT_SID=AC" + rs(32, HEX) + "\nTWILIO_AUTH_TOKEN={k}"
    else:
        k = rs(16, LO); t = "spring.mail.host=smtp.qq.com\nspring.mail.username=12345678@qq.com\nspring.mail.password={k}"
    return wrap(fill(t, k=k), zh, j), [k]


def k_saas(zh, j):
    c = j % 8
    k, t = [
        ("shpat_" + rs(32, HEX), "SHOPIFY_ACCESS_TOKEN={k}"),
        ("lin_api_" + rs(40, AN), "LINEAR_API_KEY={k}"),
        ("ntn_" + rs(46, AN), "notion = Client(auth=\"{k}\")"),
        (rs(32, HEX), "DD_API_KEY={k}"),
        ("dop_v1_" + rs(64, HEX), "doctl auth init -t {k}"),
        (rs(40, B64U), "CLOUDFLARE_API_TOKEN={k}"),
        ("glsa_" + rs(32, AN) + "_" + rs(8, HEX), "grafana:\n  api_key: {k}"),
        ("NRAK-" + rs(27, UP + DG), "NEW_RELIC_API_KEY={k}"),
    ][c]
    return wrap(fill(t, k=k), zh, j), [k]


def k_wireguard(zh, j):
    k = rs(42, B64) + R.choice("AEIMQUYcgkosw048") + "="
    pub = rs(42, B64) + R.choice("AEIMQUYcgkosw048") + "="
    t = "[Interface]\nPrivateKey = {k}\nAddress = 10.8.0." + str(2 + j) + "/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {p}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 0.0.0.0/0"
    return wrap(fill(t, k=k, p=pub), zh, j, "ini"), [k]


GEN_EN = ["internal_api_secret = '{v}'", "hmac signing key: {v}", "the license server shared secret is {v}",
          "X-Internal-Token: {v}", "webhook_secret: {v}", "partner API credential -> {v}", "{v} is the token for the metrics push gateway",
          "passkey={v}", "SIGNING_KEY={v}", "auth key (the one for the legacy gateway): {v}", "client_secret={v}&grant_type=client_credentials",
          "encryption secret for backups: {v}"]
GEN_ZH = ["签名密钥：{v}", "内部接口的令牌是 {v}", "加密秘钥 = {v}", "对接方给的 appSecret：{v}", "回调验签用的 secret 是 {v}",
          "凭证：{v}（别贴到群里）", "{v} 这个是 token，明天过期", "网关密钥 {v}", "授权码: {v}"]


def k_generic(zh, j):
    c = j % 5
    if c == 0:
        v = rmix(R.randint(24, 40))
    elif c == 1:
        v = rs(R.choice([32, 48, 64]), HEX)
    elif c == 2:
        v = "-".join(rmix(6, UP + DG) for _ in range(4))
    elif c == 3:
        v = rmix(R.randint(30, 44), AN + "+/") + "="
    else:
        v = rmix(R.randint(20, 30), AN + "_-")
    return fill(pick(GEN_ZH if zh else GEN_EN, j), v=v), [v]


# -- contexts: Dockerfile, k8s, Actions, Terraform, Jupyter, code, logs, split, URL query
def k_dockerfile(zh, j):
    p = pw(sym="!%*-_+=")
    k = "npm_" + rs(36, AN)
    o = openai_key()
    T = ["FROM python:3.12-slim\nENV DB_PASSWORD={pw}\nCOPY . /app\nCMD [\"gunicorn\", \"app:app\"]",
         "FROM node:20-alpine\nARG NPM_TOKEN={k}\nRUN echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc && npm ci",
         "ENV OPENAI_API_KEY {o}",
         "RUN echo \"//npm.pkg.github.com/:_authToken={k}\" >> ~/.npmrc",
         "FROM mysql:8\nENV MYSQL_ROOT_PASSWORD={pw} \\\n    MYSQL_DATABASE=app",
         "ARG PIP_INDEX_URL=https://build:{pw}@pypi.acme.io/simple"]
    t = pick(T, j)
    if zh:
        t = "# 构建镜像\n" + t
    t = fill(t, pw=p, k=k, o=o)
    v = [x for x in (p, k, o) if x in t]
    return wrap(t, zh, j, "dockerfile"), v


def k_k8s(zh, j):
    p = pw(sym="!%*-_+=")
    enc = b64(p)
    k = rmix(40)
    T = ["apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\nstringData:\n  username: app\n  password: \"{pw}\"",
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  username: YXBw\n  password: {enc}",
         "containers:\n  - name: api\n    image: acme/api:1.4.2\n    env:\n      - name: API_SECRET\n        value: \"{k}\"",
         "kubectl create secret generic smtp --from-literal=username=mailer --from-literal=password='{pw}'",
         "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  REDIS_PASSWORD: \"{pw}\"\n  LOG_LEVEL: info",
         "env:\n- name: POSTGRES_PASSWORD\n  value: {pw}"]
    t = fill(pick(T, j), pw=p, enc=enc, k=k)
    v = [x for x in (enc, k) if x in t] or [p]
    return wrap(t, zh, j, "yaml"), v


def k_gha(zh, j):
    k = "npm_" + rs(36, AN)
    s = rs(40, HEX)
    p = pw_at()
    g = gh_pat()
    T = ["name: release\non: push\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      NPM_TOKEN: {k}\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm publish",
         "      - name: SonarCloud\n        uses: SonarSource/sonarcloud-github-action@v2\n        env:\n          SONAR_TOKEN: {s}",
         "      - run: docker login -u bot -p \"{p}\" ghcr.io",
         "      - uses: actions/checkout@v4\n        with:\n          repository: acme/private-config\n          token: {g}",
         "      - name: deploy\n        run: ./deploy.sh\n        env:\n          DEPLOY_KEY: \"{s}\"\n          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}"]
    t = fill(pick(T, j), k=k, s=s, p=p, g=g)
    v = [x for x in (k, s, p, g) if x in t]
    return wrap(t, zh, j, "yaml"), v


def k_tfvar(zh, j):
    p = pw(sym="!%*-_+=")
    k = rmix(32)
    T = ["variable \"db_password\" {\n  type      = string\n  default   = \"{pw}\"\n  sensitive = true\n}",
         "variable \"datadog_api_key\" {\n  default = \"{k}\"\n}",
         "# terraform.tfvars\nadmin_password = \"{pw}\"\nregion         = \"ap-east-1\"",
         "resource \"aws_db_instance\" \"main\" {\n  engine   = \"postgres\"\n  username = \"app\"\n  password = \"{pw}\"\n}",
         "module \"vpn\" {\n  source        = \"./modules/vpn\"\n  shared_secret = \"{k}\"\n}",
         "locals {\n  api_token = \"{k}\"\n}"]
    t = fill(pick(T, j), pw=p, k=k)
    return wrap(t, zh, j, "hcl"), [p] if p in t else [k]


def k_jupyter(zh, j):
    k = [openai_key(), "hf_" + rs(34, UP + LO), anthropic_key(), gcp_key(), rmix(40)][j % 5]
    src = [["import openai\\n", "openai.api_key = \\\"{k}\\\"\\n"],
           ["%env HF_TOKEN={k}\\n"],
           ["import os\\n", "os.environ[\\\"ANTHROPIC_API_KEY\\\"] = \\\"{k}\\\"\\n"],
           ["genai.configure(api_key=\\\"{k}\\\")\\n"],
           ["API_TOKEN = '{k}'  # 临时\\n" if zh else "API_TOKEN = '{k}'\\n", "resp = requests.get(URL, headers={\\\"Authorization\\\": f\\\"Token {API_TOKEN}\\\"})"]][j % 5]
    lines = ",\n    ".join("\"" + s + "\"" for s in src)
    cell = "{\n   \"cell_type\": \"code\",\n   \"execution_count\": " + str(3 + j) + ",\n   \"metadata\": {},\n   \"outputs\": [],\n   \"source\": [\n    " + lines + "\n   ]\n  }"
    t = fill(cell, k=k)
    intro = "notebook 里的这个 cell 报错：\n" if zh else pick(["cell from analysis.ipynb:\n", "this cell fails:\n", ""], j)
    return intro + t, [k]


def k_code(zh, j):
    c = j % 10
    p = pw(sym="!%*-_+=")
    k = rmix(36)
    T = [("python", "conn = psycopg2.connect(host=\"db\", user=\"app\", password=\"{pw}\", dbname=\"app\")"),
         ("go", "db, err := sql.Open(\"mysql\", \"app:{pw}@tcp(127.0.0.1:3306)/app\")"),
         ("java", "private static final String API_SECRET = \"{k}\";"),
         ("javascript", "const transporter = nodemailer.createTransport({ host: 'smtp.acme.io', auth: { user: 'bot', pass: '{pw}' } });"),
         ("rust", "let client = Client::new(\"https://api.acme.io\", \"{k}\");"),
         ("csharp", "var conn = new SqlConnection(\"Server=sql01;Database=Crm;User Id=app;Password={pw};\");"),
         ("ruby", "Redis.new(host: 'cache', password: '{pw}')"),
         ("kotlin", "val apiKey = \"{k}\""),
         ("go", "const jwtSecret = \"{k}\""),
         ("typescript", "export const config = {\n  dbPassword: \"{pw}\",\n  port: 8080,\n};")]
    lang, t = T[c]
    if zh:
        t = pick(["// TODO 改成读环境变量\n", "# 先写死，测试用\n" if lang in ("python", "ruby") else "// 先写死，测试用\n"], j) + t
    t = fill(t, pw=p, k=k)
    return wrap(t, zh, j, lang), [p] if p in t else [k]


def k_logs(zh, j):
    p = pw(sym="!%*-_+=")
    k = jwt()
    g = gh_pat()
    T = ["2024-11-05T10:22:31.114Z DEBUG httpx - request headers: {'authorization': 'Bearer {k}', 'user-agent': 'svc/1.2'}",
         "Traceback (most recent call last):\n  File \"/srv/app/db.py\", line 12, in connect\n    conn = psycopg2.connect(\"host=db user=app password={pw} dbname=prod\")\npsycopg2.OperationalError: could not connect to server: Connection refused",
         "[ci] $ curl -u deployer:{pw} https://nexus.acme.io/upload\n[ci]   % Total    % Received % Xferd\n[ci] 100  1234  100  1234    0     0   5432      0 --:--:-- --:--:-- --:--:--  5431",
         "+ git push https://x-access-token:{g}@github.com/acme/site.git HEAD:gh-pages\nremote: Permission to acme/site.git denied to github-actions[bot].",
         "WARN  [ConfigLoader] unknown property 'spring.datasource.pasword' = '{pw}' ignored",
         "192.168.3.4 - - [05/Nov/2024:10:12:01 +0800] \"GET /api/export?token={k} HTTP/1.1\" 200 5123 \"-\" \"python-requests/2.31\"",
         "commit 5d1e0c7\nAuthor: Li Ming <liming@acme.io>\n\n    remove hardcoded token {g} from deploy.sh"]
    t = pick(T, j)
    if zh:
        t = pick(["线上日志里看到的，是不是泄露了？\n", "报错信息：\n", "CI 输出：\n"], j) + t
    t = fill(t, pw=p, k=k, g=g)
    return t, [x for x in (p, k, g) if x in t]


def k_split(zh, j):
    c = j % 5
    if c == 0:
        a, b = "sk-proj-" + rs(30, B64U), rs(40, B64U)
        t = "OPENAI_KEY = (\n    \"{a}\"\n    \"{b}\"\n)"
    elif c == 1:
        a, b = "AKIA" + rs(8, B32), rs(8, B32) + "/" + aws_secret()
        a, b = "AKIA" + rs(16, B32), aws_secret()
        t = "String key = \"{a}\";\nString secret = \"" + b[:20] + "\" +\n    \"" + b[20:] + "\";"
        return wrap(fill(t, a=a), zh, j, "java"), [a, b[:20], b[20:]]
    elif c == 2:
        a, b = "ghp_" + rs(18, AN), rs(18, AN)
        t = ("token 太长分两段发：\n第一段 {a}\n第二段 {b}" if zh else "token is too long for the form, part 1: {a}\npart 2: {b}")
        return fill(t, a=a, b=b), [a, b]
    elif c == 3:
        a, b = rs(32, B64), rs(32, B64) + "=="
        t = "signing_key: >-\n  {a}\n  {b}"
    else:
        a, b = "xoxb-" + rs(12, DG) + "-" + rs(13, DG), rs(24, AN)
        t = "SLACK_TOKEN=\"{a}\"\\\n\"-{b}\""
    return wrap(fill(t, a=a, b=b), zh, j), [a, b]


def k_urlq(zh, j):
    k = rmix(R.choice([32, 40]))
    T = ["https://api.weather-data.io/v1/forecast?city=Berlin&api_key={k}&units=metric",
         "wss://stream.acme.io/feed?token={k}", "GET /v2/report?access_token={k}&format=csv",
         "https://hooks.acme.io/ingest?secret={k}", "https://restapi.amap.com/v3/geocode/geo?address=北京市&key={k}",
         "http://internal.acme.io/admin?user=ops&password={pw}", "redirect_uri=https://app.acme.io/cb&client_secret={k}&code=abc"]
    p = pw_url()
    t = pick(T, j)
    if "北京" in t and not zh:
        t = "https://restapi.amap.com/v3/geocode/geo?address=Beijing&key={k}"
    t = fill(t, k=k, pw=p)
    return wrap(t, zh, j), [k] if k in t else [p]


SECRET_PLAN = [
    ("prose_password_en", 30, 0.0, k_prose_en),
    ("prose_password_zh", 30, 1.0, k_prose_zh),
    ("password_in_context", 18, 0.45, k_ctx),
    ("passphrase", 10, 0.4, k_passphrase),
    ("pin_door_code", 14, 0.5, k_pin),
    ("password_after_username_line", 10, 0.5, k_userline),
    ("long_value_after_keyword", 13, 0.38, k_long),
    ("helm_flag", 7, 0.4, k_helm),
    ("keytool_jarsigner", 7, 0.4, k_keytool),
    ("mongo_uri_flag", 8, 0.38, k_mongo),
    ("sqlcmd", 6, 0.34, k_sqlcmd),
    ("ldap_tools", 7, 0.4, k_ldap),
    ("smbclient_cifs", 6, 0.34, k_smb),
    ("docker_login_at", 7, 0.4, k_docker_login),
    ("htpasswd", 6, 0.34, k_htpasswd),
    ("openssl_pass", 7, 0.4, k_openssl),
    ("curl_basic_auth", 8, 0.38, k_curl),
    ("php_define", 7, 0.4, k_php),
    ("xml_password", 8, 0.38, k_xml),
    ("docker_config_auth", 6, 0.34, k_docker_auth),
    ("rails_secret_key_base", 6, 0.34, k_rails),
    ("flask_django_secret_key", 7, 0.4, k_flask),
    ("session_cookie", 8, 0.38, k_cookie),
    ("camelcase_prefixed_key", 14, 0.36, k_camel),
    ("db_url", 12, 0.42, k_dburl),
    ("db_cli_password", 6, 0.34, k_mysql_cli),
    ("aws", 8, 0.38, k_aws),
    ("gcp", 7, 0.4, k_gcp),
    ("azure_storage_sas", 7, 0.4, k_azure_storage),
    ("azure_devops_pat", 6, 0.34, k_azure_devops),
    ("azure_client_secret", 5, 0.4, k_azure_sp),
    ("openai", 8, 0.38, k_openai),
    ("anthropic", 6, 0.34, k_anthropic),
    ("cohere", 5, 0.4, k_cohere),
    ("xai", 5, 0.4, k_xai),
    ("ai_api_other", 8, 0.38, k_ai_misc),
    ("baidu_qianfan", 6, 0.5, k_qianfan),
    ("aliyun", 8, 0.5, k_aliyun),
    ("tencent_cloud", 7, 0.43, k_tencent),
    ("huawei_cloud", 6, 0.5, k_huawei),
    ("volcengine", 4, 0.5, k_volc),
    ("github_token", 9, 0.34, k_github),
    ("gitlab_token", 6, 0.34, k_gitlab),
    ("git_host_other", 5, 0.4, k_git_other),
    ("slack", 7, 0.3, k_slack),
    ("discord", 6, 0.34, k_discord),
    ("teams_webhook", 5, 0.4, k_teams),
    ("cn_chat_webhook", 8, 0.5, k_cn_hook),
    ("telegram_bot", 4, 0.25, k_telegram),
    ("stripe", 6, 0.34, k_stripe),
    ("cn_payment_miniapp", 8, 0.5, k_cn_pay),
    ("sentry_dsn", 6, 0.34, k_sentry),
    ("terraform_cloud", 5, 0.4, k_tfc),
    ("onepassword", 6, 0.34, k_1password),
    ("okta", 5, 0.4, k_okta),
    ("age_secret_key", 5, 0.4, k_age),
    ("totp_seed", 7, 0.43, k_totp),
    ("bip39_mnemonic", 7, 0.43, k_bip39),
    ("pem_private_key", 9, 0.34, k_pem),
    ("jwt", 8, 0.38, k_jwt),
    ("package_registry_token", 6, 0.34, k_pkg),
    ("email_sms_api", 6, 0.34, k_mail_sms),
    ("saas_token", 8, 0.38, k_saas),
    ("wireguard_private_key", 4, 0.25, k_wireguard),
    ("generic_high_entropy", 22, 0.41, k_generic),
    ("dockerfile", 6, 0.34, k_dockerfile),
    ("k8s_manifest", 6, 0.34, k_k8s),
    ("github_actions_literal", 5, 0.4, k_gha),
    ("terraform_variable", 6, 0.34, k_tfvar),
    ("jupyter_cell", 5, 0.4, k_jupyter),
    ("hardcoded_in_code", 12, 0.34, k_code),
    ("log_ci_trace", 9, 0.34, k_logs),
    ("split_across_lines", 6, 0.34, k_split),
    ("url_query", 7, 0.43, k_urlq),
]

for _kind, _n, _zf, _fn in SECRET_PLAN:
    run_secret(_kind, _n, _zf, _fn)

# ---------------------------------------------------------------- harmless kinds
SECRET_VALUES = sorted({s for e in SECRETS for s in e["secrets"]})


def clean(text):
    return not any(s in text for s in SECRET_VALUES)


def add_harmless(kind, text, zh):
    assert is_zh(text) == zh, (kind, zh, text)
    HARMLESS.append({"text": text, "kind": kind, "lang": "zh" if zh else "en"})


def run_harmless(kind, n, zhfrac, fn):
    je = jz = 0
    for i in range(n):
        zh = int((i + 1) * zhfrac) > int(i * zhfrac)
        while True:
            text = fn(zh, jz if zh else je)
            if clean(text):
                break
        if zh:
            jz += 1
        else:
            je += 1
        add_harmless(kind, text, zh)


H_EN_OUTRO = ["", "", "\n\nthanks!", "\n\nlmk", "\n\nany idea?", "\n\nis this fine to merge?"]
H_ZH_OUTRO = ["", "", "\n\n谢谢", "\n\n多谢了", "\n\n急，在线等", "\n\n有空帮看下"]


def hwrap(body, zh, j, lang=""):
    c = WRAPC[0]
    WRAPC[0] += 1
    b = ("```" + lang + "\n" + body + "\n```") if c % 3 != 2 else body
    if zh:
        return pick(ZH_INTRO, c * 7 + 3) + b + pick(H_ZH_OUTRO, c * 5 + 1)
    return pick(EN_INTRO, c * 7 + 1) + b + pick(H_EN_OUTRO, c * 3 + 2)


def h_placeholder(zh, j):
    T = ["OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
         "api_key: \"<your-api-key>\"", "password: changeme  # replace before deploy",
         "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
         "\"clientSecret\": \"YOUR_CLIENT_SECRET\"", "define( 'DB_PASSWORD', 'password_here' );",
         "define( 'AUTH_KEY',         'put your unique phrase here' );",
         "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=<secret>",
         "token = \"REPLACE_ME\"", "The format is postgres://USER:PASSWORD@HOST:PORT/DBNAME",
         "curl -u USERNAME:API_TOKEN https://your-domain.atlassian.net/rest/api/3/myself",
         "docker login -u <user> -p <token> registry.example.com",
         "Paste your key (it starts with `sk-ant-`) into the field and click Save.",
         "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
         "STRIPE_SECRET_KEY=sk_test_...", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
         "<password>YOUR_PASSWORD</password>", "secret_key_base: <generate with `bin/rails secret`>",
         "ANTHROPIC_API_KEY=your-key-here", "SENTRY_DSN=https://<key>@<org>.ingest.sentry.io/<project>"]
    TZ = ["把 `your_api_key_here` 换成你自己的密钥", "DB_PASSWORD=   # 填你自己的密码", "API_KEY=在控制台获取后填入",
          "密码：请联系管理员获取", "access_key: 你的AK\nsecret_key: 你的SK", "# 示例：OPENAI_API_KEY=sk-xxxx（不要提交真实的 key）",
          "webhook 地址格式：https://oapi.dingtalk.com/robot/send?access_token=XXXXXX", "password: changeme   # 上线前一定要改",
          "appsecret: <填写小程序的 AppSecret>", "token 填 `<TOKEN>`，用户名随便",
          "export QIANFAN_AK=你的AK\nexport QIANFAN_SK=你的SK", "钉钉机器人的加签 secret 先留空：DINGTALK_SECRET=", "# 密码用 ******** 代替，真实值问运维"]
    return pick(TZ, j) if zh else hwrap(pick(T, j), zh, j)


def h_masked(zh, j):
    tail = rs(4, AN)
    T = ["Using API key sk-proj-****************************" + tail,
         "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************" + rs(4, UP + DG) + " shared-credentials-file\nsecret_key     ****************" + tail + " shared-credentials-file\n    region                us-east-1      config-file    ~/.aws/config",
         "github.com\n  ✓ Logged in to github.com account acme-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************",
         "Authorization: Bearer [REDACTED]", "password: ********", "\"apiKey\": \"sk-ant-...redacted...\"",
         "engine = create_engine(url)\nprint(engine.url)\n# postgresql://app:***@db:5432/prod",
         "mongodb://admin:<redacted>@mongo-0:27017/admin", "STRIPE_SECRET_KEY=sk_live_••••••••••••" + tail,
         "DB_PASSWORD=•••••••• (set in Vercel, Encrypted)", "token=ghp_…" + tail + " (expires in 7 days)"]
    TZ = ["密码：******（已隐藏）", "AK: LTAI****************，SK 已脱敏", "日志里的 token 已经打码了：Bearer ****" + tail,
          "key 是 sk-****" + tail + " 那个，后台能看到后四位", "数据库连接串：mysql://app:******@db:3306/shop", "password=[已脱敏]"]
    return pick(TZ, j) if zh else pick(T, j)


def h_env(zh, j):
    T = [("python", "api_key = os.environ[\"OPENAI_API_KEY\"]"), ("python", "password = os.getenv(\"DB_PASSWORD\")"),
         ("javascript", "const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);"),
         ("go", "token := os.Getenv(\"GITHUB_TOKEN\")\nif token == \"\" {\n\tlog.Fatal(\"GITHUB_TOKEN not set\")\n}"),
         ("rust", "let key = std::env::var(\"API_KEY\").expect(\"API_KEY must be set\");"),
         ("java", "String dbPass = System.getenv(\"DB_PASS\");"),
         ("csharp", "var secret = Environment.GetEnvironmentVariable(\"CLIENT_SECRET\");"),
         ("bash", "curl -H \"Authorization: Bearer $TOKEN\" https://api.acme.io/v1/me"),
         ("yaml", "datasource:\n  password: ${DB_PASSWORD}"), ("", "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app"),
         ("yaml", "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}"),
         ("bash", "echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\""),
         ("php", "$pass = getenv('DB_PASSWORD');"), ("php", "'key' => env('APP_KEY'),"),
         ("properties", "spring.datasource.password=${DB_PASSWORD:}"), ("ruby", "secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>"),
         ("ruby", "Stripe.api_key = ENV.fetch(\"STRIPE_KEY\")"), ("bash", "mysql -u root -p\"$MYSQL_ROOT_PASSWORD\" -e 'select 1'"),
         ("bash", "export PGPASSWORD=\"$(cat /run/secrets/pg_password)\""), ("dockerfile", "ARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci")]
    lang, t = pick(T, j)
    if zh:
        t = pick(["# 从环境变量读取，别写死\n", "// 密钥走环境变量\n", "# 这样就不会把密码提交上去了\n"], j) + t if lang not in ("yaml", "properties", "") else t + pick(["\n# 密码从环境变量注入", "\n# 在 .env 里配置"], j)
    return hwrap(t, zh, j, lang)


def h_tmpl(zh, j):
    T = ["        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}", "password: {{ .Values.db.password | quote }}",
         "  - name: Login\n    run: echo \"${{ secrets.DOCKERHUB_TOKEN }}\" | docker login -u acme --password-stdin",
         "variables:\n  DB_PASSWORD: $(dbPassword)", "withCredentials([string(credentialsId: 'slack-token', variable: 'SLACK_TOKEN')]) {\n  sh 'notify.sh'\n}",
         "mysql_root_password: \"{{ vault_mysql_root_password }}\"", "password = var.db_password",
         "master_password = random_password.db.result", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password",
         "data:\n  password: {{ .Values.auth.password | b64enc | quote }}", "secret_string = data.aws_secretsmanager_secret_version.db.secret_string",
         "token: \"{{ lookup('env', 'GITLAB_TOKEN') }}\"", "OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\nANTHROPIC_API_KEY: ${{ vars.ANTHROPIC_KEY_NAME }}"]
    t = pick(T, j)
    if zh:
        t = t + pick(["\n# 密钥在仓库 Settings 里配", "\n# 值从 values.yaml 注入", "\n# 由流水线变量提供"], j)
    return hwrap(t, zh, j)


def h_vault(zh, j):
    T = ["vault kv get -field=password secret/prod/db", "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text",
         "gcloud secrets versions access latest --secret=api-key", "op read \"op://Private/GitHub/token\"",
         "az keyvault secret show --vault-name kv-prod --name DbPassword --query value -o tsv", "doppler secrets get API_KEY --plain",
         "sops -d secrets.enc.yaml > /dev/null", "password: ref+vault://secret/data/app#/password",
         "pw = keyring.get_password(\"acme-cli\", \"deploy\")", "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
         "TOKEN=$(pass show work/gitlab-token)", "security find-generic-password -s 'acme-vpn' -w"]
    TZ = ["密码统一放 KMS，用 `aliyun kms GetSecretValue --SecretName prod-db` 取", "别把密钥写到代码里，走 Vault：vault kv get secret/app",
          "token 存在 1Password 的 Infra 保险库里，自己去拿", "腾讯云 SSM 里有，凭据名是 prod/redis",
          "密码在 K8s secret `db-creds` 里，`kubectl get secret db-creds` 能看到"]
    return pick(TZ, j) if zh else hwrap(pick(T, j), zh, j, "bash")


def sha(n):
    return rs(n, HEX)


def h_hash(zh, j):
    fn = R.choice(["node-v20.11.1-linux-x64.tar.xz", "terraform_1.7.4_linux_amd64.zip", "app-1.4.2.jar", "ubuntu-22.04.4-live-server-amd64.iso", "kubectl"])
    T = [lambda: sha(64) + "  " + fn, lambda: "SHA256 (" + fn + ") = " + sha(64), lambda: "md5sum: " + sha(32) + "  backup-2024-11-05.tar.gz",
         lambda: "sha1: " + sha(40), lambda: "github.com/pkg/errors v0.9.1 h1:" + rs(43, B64) + "=\ngithub.com/pkg/errors v0.9.1/go.mod h1:" + rs(43, B64) + "=",
         lambda: "version https://git-lfs.github.com/spec/v1\noid sha256:" + sha(64) + "\nsize 184203",
         lambda: "checksum = \"" + sha(64) + "\"", lambda: "certifi==2024.8.30 \\\n    --hash=sha256:" + sha(64),
         lambda: "{file = \"requests-2.32.3-py3-none-any.whl\", hash = \"sha256:" + sha(64) + "\"}",
         lambda: "shasum -a 512 " + fn + "\n" + sha(128) + "  " + fn, lambda: "<script src=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js\" integrity=\"sha384-" + rs(64, B64) + "\" crossorigin=\"anonymous\"></script>",
         lambda: "ETag: \"" + sha(32) + "\""]
    TZ = [lambda: "下载后校验一下 sha256：" + sha(64), lambda: "md5 对不上，本地是 " + sha(32) + "，服务器上是 " + sha(32),
          lambda: "镜像文件的校验和：\nSHA256: " + sha(64), lambda: "文件哈希 " + sha(40) + " 已经在黑名单里了"]
    return pick(TZ, j)() if zh else hwrap(pick(T, j)(), zh, j)


def h_lock(zh, j):
    pkg = R.choice(["lodash", "react-dom", "@babel/core", "esbuild", "chalk", "zod"])
    T = [lambda: "\"node_modules/" + pkg + "\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/" + pkg + "/-/" + pkg.split("/")[-1] + "-4.17.21.tgz\",\n  \"integrity\": \"sha512-" + rs(86, B64) + "==\"\n}",
         lambda: pkg + "@^1.2.0:\n  version \"1.2.3\"\n  resolved \"https://registry.yarnpkg.com/" + pkg + "/-/" + pkg.split("/")[-1] + "-1.2.3.tgz#" + sha(40) + "\"\n  integrity sha1-" + rs(27, B64) + "=",
         lambda: "  /" + pkg + "@3.1.0:\n    resolution: {integrity: sha512-" + rs(86, B64) + "==}\n    engines: {node: '>=14'}",
         lambda: "[[package]]\nname = \"serde\"\nversion = \"1.0.210\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"" + sha(64) + "\""]
    t = pick(T, j)()
    if zh:
        t = pick(["lock 文件冲突了，这段保留哪个？\n", "package-lock 里的这一段：\n", "升级之后 lock 变成这样：\n"], j) + t
    return t


def h_uuid(zh, j):
    T = [lambda: "request id " + uuid() + " returned 502", lambda: "x-request-id: " + uuid(),
         lambda: "trace_id=" + sha(32) + " span_id=" + sha(16) + " level=info msg=\"order created\"",
         lambda: "traceparent: 00-" + sha(32) + "-" + sha(16) + "-01", lambda: "RequestId: " + uuid() + " Duration: 182.31 ms Billed Duration: 183 ms",
         lambda: "metadata:\n  name: api-7d9f8b6c5-x2kqj\n  uid: " + uuid(), lambda: "job " + uuid() + " finished in 42s",
         lambda: "\"correlationId\": \"" + uuid() + "\""]
    TZ = [lambda: "请求 ID 是 " + uuid() + "，麻烦帮查下日志", lambda: "报错的 trace id：" + sha(32),
          lambda: "订单号 " + rs(18, DG) + " 支付回调没到", lambda: "任务 " + uuid() + " 卡住了"]
    return pick(TZ, j)() if zh else pick(T, j)()


def h_commit(zh, j):
    T = [lambda: "commit " + sha(40) + "\nAuthor: Dana Kim <dana@acme.io>\nDate:   Tue Nov 5 10:12:01 2024 +0800\n\n    fix: handle empty token list in tokenizer",
         lambda: "git cherry-pick " + sha(7), lambda: "This reverts commit " + sha(40) + ".",
         lambda: "see https://github.com/acme/api/commit/" + sha(40), lambda: "Bisecting: 12 revisions left to test after this (roughly 4 steps)\n[" + sha(40) + "] refactor: rename key_fn to sort_key",
         lambda: "HEAD is now at " + sha(7) + " bump version to 2.3.1", lambda: "Checking out " + sha(8) + " as detached HEAD (ref is main)...",
         lambda: "* " + sha(7) + " (HEAD -> main, origin/main) docs: explain password reset flow\n* " + sha(7) + " chore: update deps"]
    TZ = [lambda: "回滚到 " + sha(7) + " 这个提交就好了", lambda: "问题是 " + sha(40) + " 这次提交引入的",
          lambda: "cherry-pick " + sha(7) + " 到 release 分支，冲突在 auth/token.go", lambda: "上线版本对应的 commit：" + sha(12)]
    return pick(TZ, j)() if zh else pick(T, j)()


def h_pub(zh, j):
    T = [lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64) + " dana@laptop",
         lambda: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rs(540, B64) + "= deploy@ci",
         lambda: "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + rs(28, B64) + "\n" + rs(60, B64) + "==\n-----END PUBLIC KEY-----",
         lambda: "-----BEGIN CERTIFICATE-----\nMIIB" + rs(60, B64) + "\n" + "\n".join(rs(64, B64) for _ in range(6)) + "\n" + rs(20, B64) + "=\n-----END CERTIFICATE-----",
         lambda: "# public key: age1" + rs(58, BECH), lambda: "github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + rs(86, B64) + "=",
         lambda: "[Peer]\nPublicKey = " + rs(43, B64) + "=\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.8.0.0/24",
         lambda: "gpg: key " + rs(16, HEXU) + ": public key \"Release Bot <release@acme.io>\" imported\nPrimary key fingerprint: " + " ".join(rs(4, HEXU) for _ in range(10))]
    t = pick(T, j)()
    if zh:
        t = pick(["这是我的公钥，加到 authorized_keys 里：\n", "服务器证书（公开的）：\n", "公钥如下，私钥我自己留着\n"], j) + t
    return t


def h_b64(zh, j):
    def enc(o):
        return b64(json.dumps(o, separators=(",", ":")))
    T = [lambda: "echo '" + enc({"version": 1, "region": "eu-west-1"}) + "' | base64 -d",
         lambda: "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ" + rs(120, B64) + "=\" alt=\"logo\">",
         lambda: "payload=" + enc({"event": "page_view", "path": "/pricing", "ts": 1730790000}),
         lambda: "Content-Transfer-Encoding: base64\n\n" + b64("Hello team,\nthe release notes are attached.\nRegards"),
         lambda: "font-src: url(data:font/woff2;base64,d09GMgABAAAAA" + rs(90, B64) + ") format('woff2');",
         lambda: "kubectl get cm app -o jsonpath='{.binaryData.banner}'\n" + b64("Welcome to ACME staging cluster")]
    t = pick(T, j)()
    if zh:
        t = pick(["这段 base64 解出来是什么？\n", "埋点上报的数据：\n"], j) + t
    return t


PROSE_H_EN = ["I forgot my password again, how do I reset it?", "the password is incorrect according to the logs, but I typed it right",
              "Password is required for this endpoint.", "please don't paste passwords in this channel, use the vault link instead",
              "we should rotate the database password every 90 days", "the password must be at least 12 characters and include a symbol",
              "did you get the new password? I sent it over Signal", "My password manager autofilled the wrong account.",
              "password reset emails are going to spam", "Reminder: passwords expire on Friday, change yours before then",
              "SSO works but the local admin password is unknown, we need to reset it via the console",
              "the wifi password is on the whiteboard in the kitchen", "password: see 1Password entry 'Prod DB'",
              "He said the passphrase was too long for the form", "Can the PIN be 4 digits or does it have to be 6?",
              "Never share your secret key with anyone, including support staff.", "The token expired, please log in again.",
              "The secret is to cache the compiled regex.", "login with your usual credentials"]
PROSE_H_ZH = ["我又忘记密码了，怎么重置？", "密码是对的，但是账号被锁了", "新密码发你了，查收一下邮件", "密码错误三次会锁定账号 30 分钟",
              "请不要在群里发密码，统一走 1Password", "数据库密码每 90 天轮换一次", "密码至少 12 位，要包含大小写和符号",
              "忘记密码的话点登录页的「找回密码」", "密钥泄露了怎么办？赶紧轮换", "令牌过期了，重新登录一下就好", "支付密码不要告诉任何人，包括客服",
              "WiFi 密码贴在前台了，自己去看", "管理员密码只有张工知道，等他回来", "这个接口需要 token 鉴权，文档里有说明",
              "密码：见运维文档第三节", "刚改了密码，旧的不能用了", "秘诀就是先缓存再查询", "账号密码正确但是提示 403"]


def h_prose(zh, j):
    return pick(PROSE_H_ZH if zh else PROSE_H_EN, j)


WORD_H_EN = ["the model has a 200k token context window, so the whole file fits", "set max_tokens=4096 and temperature=0.2",
             "press the Tab key twice to autocomplete", "add a primary key (id) and a unique key on email",
             "DynamoDB needs a partition key and a sort key for this access pattern", "the key insight is that the cache is per-process",
             "tokens per second dropped after the upgrade", "sorted(users, key=lambda u: u.created_at)", "the secret sauce is just good indexing",
             "use a composite key of (tenant_id, order_id)", "the keyboard's Fn key is stuck", "Esc key closes the modal",
             "the tokenizer splits 'unbelievable' into three tokens", "foreign key constraint fails on delete", "dict keys are ordered since 3.7",
             "Redis key eviction policy is allkeys-lru", "ctrl+key shortcuts don't work in the terminal", "SECRET SANTA draw is on Friday!",
             "count the tokens with tiktoken before sending", "the API returns a cursor token for pagination; pass it back as next_page"]
WORD_H_ZH = ["这个模型上下文有 20 万 token，整个文件都能放进去", "max_tokens 设成 4096 就行", "按两下 Tab 键自动补全", "给 email 加个唯一键",
             "分区键和排序键要一起设计", "关键在于缓存是进程内的", "升级之后每秒输出的 token 数降了", "密钥轮换策略文档在 wiki 上",
             "令牌桶限流算法的原理是什么", "外键约束导致删除失败", "Redis 的 key 过期策略是惰性删除加定期删除", "这个字典的 key 是用户 ID",
             "秘钥管理我们用的是 KMS，具体看文档", "Esc 键可以关闭弹窗", "主键用自增还是雪花 ID？", "分词器把这个词切成了三个 token"]


def h_words(zh, j):
    return pick(WORD_H_ZH if zh else WORD_H_EN, j)


def h_version(zh, j):
    T = [lambda: "v2.14.3-rc.1+build." + rs(4, DG), lambda: "go version go1.22.4 linux/amd64",
         lambda: "Build " + "2024" + rs(4, DG) + "." + rs(1, DG) + " (" + sha(7) + ")", lambda: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36",
         lambda: "Docker version 26.1.4, build 5650f9b", lambda: "openssl 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)",
         lambda: "image: registry.acme.io/api:1.8.0-" + sha(8), lambda: "android:versionCode=\"" + rs(6, DG) + "\" android:versionName=\"3.2.1\""]
    TZ = [lambda: "升级到 v3.1.4 之后就好了", lambda: "构建号 " + rs(8, DG) + " 有问题，回退到上一个", lambda: "当前版本 1.22.0-beta.3，内部版本号 " + rs(5, DG)]
    return pick(TZ, j)() if zh else pick(T, j)()


def h_files(zh, j):
    T = ["app/controllers/password_resets_controller.rb", "config/credentials.yml.enc", "ls ~/.ssh\nid_ed25519  id_ed25519.pub  known_hosts  config",
         "secrets.example.yaml", "modified:   src/auth/token_refresh.ts\nmodified:   src/auth/api_key_middleware.ts",
         "COPY secrets.env.template /app/.env.template", "tests/fixtures/keystore_empty.jks", ".gitignore:\n.env\n*.pem\n*.key\nsecrets/",
         "open src/main/resources/application-secret.properties (not found)", "docs/how-to-rotate-api-keys.md"]
    TZ = ["改一下 utils/password_validator.py 里的正则", "密钥文件放在 ~/.ssh/ 下面，权限要 600", "把 .env 加到 .gitignore 里",
          "config/secrets.yaml 不存在，先 cp secrets.example.yaml", "token_service.go 第 120 行有个空指针"]
    return pick(TZ, j) if zh else pick(T, j)


def h_policy(zh, j):
    T = ["PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true", "password_expiry_days: 90", "\"passwordRequired\": true,",
         "token_ttl: 3600\nrefresh_token_ttl: 2592000", "PasswordAuthentication no\nPubkeyAuthentication yes",
         "secret_rotation_days = 30", "auth:\n  type: password\n  lockout_after: 5", "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator'},\n]",
         "api_key_header: X-API-Key", "session_cookie_name: sid\nsession_timeout_minutes: 30", "password_hash_algorithm: argon2id"]
    TZ = ["password_min_length: 12   # 密码最短长度", "token 有效期：7200 秒", "# 开启密码登录\nPasswordAuthentication yes", "密钥轮换周期 = 90 天"]
    return pick(TZ, j) if zh else hwrap(pick(T, j), zh, j)


def h_digest(zh, j):
    d = sha(64)
    T = ["FROM nginx@sha256:" + d, "Digest: sha256:" + d + "\nStatus: Downloaded newer image for postgres:16", "image: ghcr.io/acme/worker@sha256:" + d,
         "latest: digest: sha256:" + d + " size: 2418"]
    TZ = ["镜像 digest 是 sha256:" + d + "，和线上对得上", "锁定镜像版本：redis@sha256:" + d]
    return pick(TZ, j) if zh else pick(T, j)


def h_ids(zh, j):
    T = [lambda: "customer cus_" + rs(14, AN) + " has no default payment method", lambda: "arn:aws:iam::" + rs(12, DG) + ":role/ci-deployer",
         lambda: "s3://acme-uploads/2024/11/" + uuid() + "/invoice.pdf", lambda: "https://youtu.be/" + rs(11, B64U),
         lambda: "<div class=\"css-" + rs(6, ALO) + " e1" + rs(5, ALO) + "0\">", lambda: "main." + sha(8) + ".js  142.3 kB",
         lambda: "Slack channel C0" + rs(9, UP + DG) + " (#deploys)", lambda: "payment_intent pi_" + rs(24, AN) + " succeeded",
         lambda: "gtag('config', 'G-" + rs(10, UP + DG) + "');", lambda: "client_id=" + rs(12, DG) + "-" + rs(32, ALO) + ".apps.googleusercontent.com",
         lambda: "Object key: thumbnails/" + rs(24, HEX) + ".webp"]
    TZ = [lambda: "S3 里的对象 key 是 exports/" + uuid() + ".csv", lambda: "用户 ID " + rs(19, DG) + " 反馈登录不了", lambda: "AppID 是 wx" + sha(16) + "（AppID 是公开的）"]
    return pick(TZ, j)() if zh else pick(T, j)()


def h_code(zh, j):
    T = [("python", "def reset_password(user, new_password):\n    user.set_password(new_password)\n    user.save()"),
         ("javascript", "const token = await getToken();\nif (!token) throw new Error('no token');"),
         ("typescript", "if (password !== confirmPassword) {\n  setError('Passwords do not match');\n}"),
         ("go", "hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)"),
         ("java", "SecretKeySpec keySpec = new SecretKeySpec(keyBytes, \"AES\");"),
         ("java", "private static final String API_KEY_HEADER = \"X-API-Key\";"),
         ("python", "token = request.headers.get(\"Authorization\", \"\").removeprefix(\"Bearer \")"),
         ("rust", "let secret = SecretString::new(input.trim().to_owned());"),
         ("python", "password = getpass.getpass(\"Password: \")"), ("csharp", "var token = await _tokenService.CreateAsync(user, ct);"),
         ("bash", "read -s -p \"Enter password: \" PASSWORD"), ("python", "assert validate_password(\"\") is False")]
    lang, t = pick(T, j)
    if zh:
        t = pick(["# 这段重置密码的逻辑对吗？\n", "// 为什么 token 有时是空的\n"], j) + t if lang in ("python", "bash") else pick(["// 为什么 token 有时是空的\n", "// 帮我看下这段\n"], j) + t
    return hwrap(t, zh, j, lang)


def h_logs(zh, j):
    T = ["java.sql.SQLException: Access denied for user 'root'@'10.0.0.5' (using password: YES)",
         "FATAL:  password authentication failed for user \"app\"", "401 Unauthorized: invalid or expired token",
         "Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: 10.1.2.3]",
         "WARN token refresh scheduled in 3540s", "error: failed to push some refs: Authentication failed for 'https://github.com/acme/api.git/'",
         "Permission denied (publickey,password).", "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.",
         "[WARN] docker: WARNING! Your password will be stored unencrypted in /root/.docker/config.json.", "sshd[2211]: Failed password for invalid user oracle from 203.0.113.7 port 52144 ssh2"]
    TZ = ["登录失败：用户名或密码错误", "接口返回 {\"code\": 40001, \"msg\": \"invalid credential, access_token is invalid or not latest\"}",
          "报错 Access denied for user 'root'@'localhost' (using password: NO)，是不是没读到密码", "token 校验失败：签名不匹配", "Redis 报 NOAUTH Authentication required，密码没配上", "钉钉返回 {\"errcode\":310000,\"errmsg\":\"sign not match\"}"]
    return pick(TZ, j) if zh else pick(T, j)


HARMLESS_PLAN = [
    ("placeholder", 32, 0.38, h_placeholder),
    ("masked_value", 18, 0.34, h_masked),
    ("env_reference", 28, 0.39, h_env),
    ("ci_template_reference", 17, 0.35, h_tmpl),
    ("vault_reference", 17, 0.3, h_vault),
    ("hash_checksum", 20, 0.35, h_hash),
    ("lockfile_integrity", 10, 0.3, h_lock),
    ("uuid_request_id", 16, 0.38, h_uuid),
    ("commit_sha", 15, 0.34, h_commit),
    ("public_key_cert", 14, 0.36, h_pub),
    ("base64_nonsecret", 8, 0.25, h_b64),
    ("prose_about_passwords", 36, 0.5, h_prose),
    ("token_key_words", 36, 0.45, h_words),
    ("version_build_id", 10, 0.3, h_version),
    ("file_names_paths", 15, 0.34, h_files),
    ("password_policy_config", 14, 0.3, h_policy),
    ("image_digest", 6, 0.34, h_digest),
    ("high_entropy_ids", 16, 0.25, h_ids),
    ("code_identifiers", 16, 0.38, h_code),
    ("auth_error_logs", 14, 0.36, h_logs),
]

for _kind, _n, _zf, _fn in HARMLESS_PLAN:
    run_harmless(_kind, _n, _zf, _fn)

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "d.json")
    data = json.dumps({"secrets": SECRETS, "harmless": HARMLESS}, ensure_ascii=False, indent=1) + "\n"
    with open(out, "wb") as f:
        f.write(data.encode("utf-8"))
