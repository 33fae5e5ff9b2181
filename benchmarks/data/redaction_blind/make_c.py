#!/usr/bin/env python3
"""Generate blind redaction corpus C (c.json).

Written for issue 21 item 5 by a helper session that never read the redaction code,
its patterns or the other corpora, from its own knowledge of credential formats.
Every secret is fake: random characters in the shape of the real format.
Stdlib only; a fixed seed makes the output byte-identical on every run.

    python make_c.py            # writes c.json next to this file
"""
import base64
import hashlib
import json
import os
import random
import string
import struct

SEED = 0xC0FFEE21
R = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
UPD = string.ascii_uppercase + string.digits
LOWD = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLSAFE = ALNUM + "-_"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    return base64.b64encode(rb(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rb(n)).decode().rstrip("=")


def hexs(n):
    return rs(n, HEX)


def uid():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pick(seq):
    return R.choice(seq)


class Deck:
    """Deal templates without replacement so one template serves few samples."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def __call__(self):
        if not self.pool:
            self.pool = self.items[:]
            R.shuffle(self.pool)
        return self.pool.pop()


# ---------------------------------------------------------------- vocabulary
USERS = ["alice", "deploy", "svc_ci", "admin", "wangwei", "lihua", "ops", "jenkins",
         "backup", "reporter", "zhangsan", "chenjing", "devops", "mkt_readonly", "etl_user",
         "grafana", "appuser", "liuyang", "root", "sa", "build-bot", "dbadmin", "mlops", "qa01"]
HOSTS = ["db-prod-01.internal", "10.0.3.17", "pg.staging.corp", "mysql-master.svc.cluster.local",
         "172.16.8.42", "redis-cache-2", "sql01.contoso.local", "mongo-rs0-1.int.example.net",
         "192.168.1.20", "ldap.corp.example.com", "fs01.office.lan", "nas.home.arpa",
         "rds-cn-hz.example.cn", "bastion.ops.example.io", "10.12.0.5", "db.test.lan"]
DBS = ["orders", "app", "analytics", "crm", "billing", "inventory", "auth", "metrics", "wiki", "shop"]
PROJECTS = ["atlas", "harbor-sync", "payments-api", "ledger", "kiwi", "orion", "data-pipe",
            "hermes", "magpie", "bluebird", "snowflake-etl", "mall-web", "crm-backend"]
WORDS = ["maple", "harbor", "tiger", "falcon", "summer", "winter", "orange", "river", "coffee",
         "rocket", "pepper", "silver", "monkey", "dragon", "sunset", "galaxy", "copper", "violet",
         "thunder", "meadow", "lemon", "panda", "cobalt", "willow", "ember", "glacier", "quartz",
         "saffron", "marble", "otter", "nimbus", "juniper", "walnut", "canyon", "lantern"]
PINYIN = ["zhang", "wang", "li", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu",
          "sun", "hu", "guo", "lin", "he", "gao", "luo"]
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual adapt add
addict address adjust admit adult advance advice aerobic affair afford afraid again age agent
agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone
alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around arrange
arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma
athlete atom attack attend attitude attract auction audit august aunt author auto autumn average
avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean
beauty because become beef before begin behave behind believe below belt bench benefit best
betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame
blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb
bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass
brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother
brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp
can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change
chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle""".split()
FILES_CFG = ["config/app.yaml", "settings.json", ".env.production", "deploy/values.yaml",
             "docker-compose.yml", "application.properties", "conf/server.ini", "wp-config.php"]


def human_pw(url_safe=False, need_at=False):
    style = R.randrange(7)
    sym = "-_.~" if url_safe else "!@#$%^&*_-+=?"
    if style == 0:
        p = pick(WORDS).capitalize() + R.choice(sym) + str(R.randrange(1000, 9999))
    elif style == 1:
        p = rs(3, string.ascii_uppercase) + rs(4, string.digits) + R.choice(sym) + rs(5, ALNUM)
    elif style == 2:
        p = pick(WORDS) + pick(WORDS).capitalize() + str(R.randrange(10, 99)) + R.choice(sym)
    elif style == 3:
        p = pick(PINYIN).capitalize() + pick(PINYIN) + R.choice(sym) + str(R.randrange(1000, 99999))
    elif style == 4:
        w = pick(WORDS).translate(str.maketrans("aeios", "43105"))
        p = w.capitalize() + R.choice(sym) + rs(4, ALNUM)
    elif style == 5:
        p = rs(16, ALNUM)
    else:
        p = rs(10, ALNUM) + R.choice(sym) + rs(3, string.digits)
    if need_at and "@" not in p:
        i = R.randrange(1, len(p))
        p = p[:i] + "@" + p[i:]
    if not any(c.isdigit() for c in p):
        p += str(R.randrange(10, 99))
    return p


def url_pw():
    return human_pw(url_safe=True)


EN_INTRO = ["Here's what I have in {f}:", "Can you check why this fails?", "Pasting the relevant part:",
            "This is from the staging box:", "FYI, current setup below.", "The deploy script does this:",
            "Found this in the repo while cleaning up:", "ok so this is what I ran", "Context for the ticket:",
            "Snippet from {f}, line 40 onwards:", "Relevant bit of my notes:", "Before I rotate anything, here it is:",
            "copying from the runbook", "The old setup (before migration) looked like this:",
            "From the onboarding doc:", "Could you sanity-check this?", "last command in my history:",
            "This is what the contractor left us:", "The CI step that breaks:", "Quoting the handover note:"]
ZH_INTRO = ["帮我看下这个配置为什么连不上：", "这是 {f} 里的内容：", "刚才跑的命令如下：", "测试环境的配置，先贴这里：",
            "运维同事发来的，帮忙检查一下：", "部署脚本里是这么写的：", "报错了，日志如下：", "我把相关片段贴出来了：",
            "交接文档里的这一段：", "老项目里翻到的，看看还能不能用：", "上线前再核对一下：", "这是我本地的设置：",
            "客户给的环境信息：", "照着 wiki 配的，还是不行：", "CI 里这一步一直失败：", "把 {f} 的片段发你：",
            "迁移之前的写法是这样的：", "昨天排查问题时记录的：", "新同事入职用的配置：", "你看下这段有没有问题"]
EN_OUTRO = ["", "", "", "Any idea?", "Thanks!", "It worked yesterday.", "Will rotate after the demo.",
            "Let me know if you need the full file.", "(this is the non-prod one)", "Ping me if it errors again."]
ZH_OUTRO = ["", "", "有空帮忙看看，谢谢！", "昨天还是好的。", "用完记得改掉。", "这个是测试环境的。", "麻烦了🙏",
            "别外传哈。", "有问题再找我。", "先这样，回头再整理。"]

CMD_INTRO = {"ok so this is what I ran", "last command in my history:", "The CI step that breaks:", "The deploy script does this:",
             "刚才跑的命令如下：", "CI 里这一步一直失败：", "部署脚本里是这么写的：", "报错了，日志如下："}


def guess_file(core):
    """A file name that fits the snippet, or None for commands, prose and logs."""
    c = core.lstrip()
    if "<?php" in c or c.startswith("define(") or "define( " in c:
        return pick(["wp-config.php", "config/database.php", "includes/config.inc.php"])
    if c.startswith("{"):
        return pick(["settings.json", "appsettings.json", "config/secrets.json", "credentials.json"])
    if c.startswith("<"):
        return pick(["settings.xml", "conf/tomcat-users.xml", "web.config", "conf/context.xml"])
    if c.startswith("[") and "]\n" in c:
        return pick(["config.ini", "my.cnf", "settings.toml", "~/.aws/credentials", "setup.cfg"])
    first = c.split("\n", 1)[0]
    if first.endswith(":") or ": " in first and "\n  " in c:
        return pick(["config/app.yaml", "values.yaml", "docker-compose.yml", "application.yml"])
    if "\n" in c and all("=" in l for l in c.split("\n") if l and not l.startswith("#")):
        return pick([".env", ".env.production", "application.properties", ".env.local"])
    return None


def wrap(core, zh, fence=None, force=False):
    f = guess_file(core)
    if fence is None:
        fence = R.random() < 0.5
    body = f"```\n{core}\n```" if fence else core
    if zh:
        intro = pick([i for i in ZH_INTRO if (f or "{f}" not in i) and not (f and i in CMD_INTRO)]).format(f=f)
        outro = pick(ZH_OUTRO)
    else:
        if not force and R.random() < 0.35:
            return core
        intro = pick([i for i in EN_INTRO if (f or "{f}" not in i) and not (f and i in CMD_INTRO)]).format(f=f)
        outro = pick(EN_OUTRO)
    return intro + "\n" + body + ("\n" + outro if outro else "")


# ---------------------------------------------------------------- registry
SECRETS = []
HARMLESS = []
SECRET_KINDS = []
HARMLESS_KINDS = []


def secret_kind(n):
    def deco(fn):
        SECRET_KINDS.append((fn.__name__, n, fn))
        return fn
    return deco


def harmless_kind(n):
    def deco(fn):
        HARMLESS_KINDS.append((fn.__name__, n, fn))
        return fn
    return deco


def is_zh(i, n):
    # about 3 of every 8 samples of each kind are Chinese
    return (i * 3) % 8 < 3


# ================================================================ secrets
@secret_kind(14)
def prose_password_en(zh, d=Deck([
    "the wifi password is {p}",
    "I changed it to {p} this morning, let me know if you still can't get in",
    "pw for the NAS is {p} (case sensitive)",
    "New password: {p}",
    "Set the router admin password to {p} after the firmware update, it was still the factory one.",
    "You can log in with {p} until IT resets it on Monday.",
    "guest network → {p}",
    "temporary password {p} — you'll be asked to change it on first login",
    "Reset done. Your password is now {p}",
    "the shared mailbox got rotated, it's {p} now",
    "Hey, the VPN password expired so I set it to {p}",
    "the zip is encrypted, password {p}",
    "Use {p} as the root password for the new VM.",
    "Grafana admin password is {p}; please rotate after the demo.",
    "password's {p} btw",
    "Your account has been created. Username: {u}  Password: {p}",
    "I went with {p} for the Jenkins admin, it's in the vault too now",
    "if it asks for a password just type {p}",
])):
    p = human_pw()
    return d().format(p=p, u=pick(USERS)), [p]


@secret_kind(14)
def prose_password_zh(zh, d=Deck([
    "wifi 密码是 {p}",
    "登录密码改成了 {p}，你再试一下",
    "新密码发你了：{p}",
    "我把 root 密码重置成 {p} 了",
    "账号 {u}，密码 {p}",
    "压缩包解压密码：{p}",
    "堡垒机的口令是 {p}，用完记得改",
    "临时密码 {p}，首次登录会要求修改",
    "管理后台密码现在是{p}",
    "邮箱密码我改为 {p} 了，周一前别动",
    "路由器后台 admin / {p}",
    "数据库密码已经更新为 {p}，记得同步到配置中心",
    "测试账号 {u} 的登录密码是「{p}」",
    "共享盘的密码换成 {p} 了",
    "密码：{p}（区分大小写）",
    "Jenkins 管理员密码我设成了 {p}",
    "你先用 {p} 登录，进去以后自己改一下",
])):
    p = human_pw()
    return d().format(p=p, u=pick(USERS)), [p]


@secret_kind(10)
def username_then_password(zh, en=Deck([
    "server: {h}\nuser: {u}\n{p}",
    "Login\n{u}\n{p}",
    "username {u}\npassword {p}",
    "{u}\n{p}\n(that's the staging admin, please don't share)",
    "SSH in as\n{u}@{h}\npw: {p}",
    "creds for the printer portal:\n{u}\n{p}",
]), zhd=Deck([
    "账号：{u}\n密码：{p}",
    "用户名 {u}\n{p}",
    "服务器 {h}\n用户 {u}\n{p}\n用完告诉我一声",
    "后台登录\n{u}\n{p}",
    "登录信息如下\n用户：{u}\n口令：{p}",
])):
    p = human_pw()
    t = (zhd if zh else en)().format(p=p, u=pick(USERS), h=pick(HOSTS))
    return t, [p]


def phrase(k):
    return pick(["-", " ", "_", "."]).join(R.choice(BIP39 + WORDS) for _ in range(k))


@secret_kind(10)
def passphrase(zh, en=Deck([
    "the passphrase for the backup key is '{q}'",
    "ssh-keygen asked for a passphrase, I used {q}",
    "GPG passphrase = \"{q}\"",
    "KeePass master passphrase: {q}",
    "Borg repo passphrase, keep it somewhere safe: {q}",
    "export BORG_PASSPHRASE='{q}'",
]), zhd=Deck([
    "备份私钥的口令是「{q}」",
    "KeePass 主密码短语：{q}",
    "GPG 的 passphrase 我设成了 {q}，别忘了",
    "加密盘的密码短语：{q}",
])):
    q = phrase(R.choice([4, 5, 6]))
    return (zhd if zh else en)().format(q=q), [q]


@secret_kind(10)
def pin(zh, en=Deck([
    "my SIM PIN is {n}",
    "YubiKey PIN: {n}",
    "the iPad passcode is {n}, kids keep locking it",
    "Card PIN {n} — shred this message",
    "PIN for the office alarm panel is {n}",
    "smartcard pin = {n}",
]), zhd=Deck([
    "手机 SIM 卡的 PIN 码是 {n}",
    "银行卡取款密码 {n}",
    "保险柜密码：{n}",
    "U盾的 PIN 码 {n}，别告诉别人",
    "门禁密码改成 {n} 了",
])):
    n = "".join(R.choice(string.digits) for _ in range(R.choice([4, 6, 6, 8])))
    return (zhd if zh else en)().format(n=n), [n]


def fake_sa_json():
    key = "\\n".join(b64(48) for _ in range(6))
    return json.dumps({"type": "service_account", "project_id": pick(PROJECTS) + "-" + str(R.randrange(100000, 999999)),
                       "private_key_id": hexs(40),
                       "private_key": "-----BEGIN PRIVATE KEY-----\\n" + key + "\\n-----END PRIVATE KEY-----\\n",
                       "client_email": f"{pick(USERS)}@{pick(PROJECTS)}.iam.gserviceaccount.com"}, separators=(",", ":"))


@secret_kind(12)
def long_value(zh, d=Deck(range(8))):
    v = d()
    if v == 0:
        tok = b64u(R.randrange(180, 260))
        core = f"refresh_token={tok}"
    elif v == 1:
        tok = b64u(R.randrange(170, 230))
        core = json.dumps({"session_token": tok, "expires_in": 3600, "scope": "read write"}, indent=2)
    elif v == 2:
        tok = "IQoJb3JpZ2luX2VjE" + rs(R.randrange(300, 420), ALNUM + "+/") + "=="
        core = f"export AWS_SESSION_TOKEN={tok}"
    elif v == 3:
        tok = base64.b64encode(fake_sa_json().encode()).decode()
        core = f"GOOGLE_CREDENTIALS_B64=\"{tok}\""
    elif v == 4:
        tok = rs(R.randrange(210, 280), URLSAFE)
        core = f"auth:\n  token: '{tok}'\n  endpoint: https://api.{pick(PROJECTS)}.example.com"
    elif v == 5:
        tok = "1//" + rs(R.randrange(200, 240), URLSAFE)
        core = f"[oauth]\nclient_id = {R.randrange(10**11, 10**12)}-{rs(32, LOWD)}.apps.googleusercontent.com\nrefresh_token = {tok}"
    elif v == 6:
        tok = b64(R.randrange(160, 220))
        core = f"<add key=\"SessionSecret\" value=\"{tok}\" />"
    else:
        tok = rs(R.randrange(220, 300), ALNUM + "%")
        core = f"api_token: {tok}"
    if zh and R.random() < 0.5:
        t = pick(["这个 token 有效期 30 天，先放这：", "长期令牌如下（别贴到群里）：", "服务账号的凭据："]) + "\n" + core
    else:
        t = wrap(core, zh)
    return t, [tok, tok[-40:]]


@secret_kind(8)
def helm_password(zh, d=Deck(range(6))):
    p = human_pw()
    v = d()
    if v == 0:
        core = f"helm repo add internal https://charts.{pick(PROJECTS)}.io --username {pick(USERS)} --password {p}"
    elif v == 1:
        core = f"helm install pg bitnami/postgresql --set auth.postgresPassword={p} --set auth.database={pick(DBS)}"
    elif v == 2:
        core = f"helm upgrade --install redis bitnami/redis -n cache --set auth.password='{p}'"
    elif v == 3:
        core = f"helm registry login harbor.example.cn -u {pick(USERS)} -p '{p}'"
    elif v == 4:
        core = f"helm install mysql oci://registry-1.docker.io/bitnamicharts/mysql \\\n  --set auth.rootPassword=\"{p}\" \\\n  --set primary.persistence.size=20Gi"
    else:
        core = f"$ helm repo add --username ci --password={p} private https://nexus.corp/repository/helm/"
    return wrap(core, zh), [p]


@secret_kind(8)
def keytool_jarsigner(zh, d=Deck(range(6))):
    p, q = human_pw(), human_pw()
    v = d()
    if v == 0:
        core = f"keytool -genkeypair -alias release -keyalg RSA -keysize 2048 -keystore release.jks -storepass {p} -keypass {q} -dname \"CN=Mobile, O=Example\""
        s = [p, q]
    elif v == 1:
        core = f"jarsigner -keystore ~/keys/upload.jks -storepass {p} app-release-unsigned.apk upload"
        s = [p]
    elif v == 2:
        core = f"keytool -importcert -file ca.pem -alias corp-ca -keystore truststore.p12 -storepass:env STOREPW -noprompt\n# STOREPW={p}"
        s = [p]
    elif v == 3:
        core = f"jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore my.keystore -storepass '{p}' -keypass '{q}' dist/app.jar mykey"
        s = [p, q]
    elif v == 4:
        core = f"keytool -list -v -keystore server.jks -storepass {p}"
        s = [p]
    else:
        core = f"storePassword={p}\nkeyPassword={q}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks"
        s = [p, q]
    return wrap(core, zh), s


@secret_kind(8)
def mongo_uri(zh, d=Deck(range(6))):
    p = url_pw()
    u, h = pick(USERS), pick(HOSTS)
    v = d()
    if v == 0:
        core = f"mongosh \"mongodb+srv://{u}:{p}@cluster0.{rs(5, LOWD)}.mongodb.net/{pick(DBS)}?retryWrites=true&w=majority\""
    elif v == 1:
        core = f"mongo --host {h} -u {u} -p {p} --authenticationDatabase admin"
    elif v == 2:
        core = f"MONGO_URL=mongodb://{u}:{p}@{h}:27017/{pick(DBS)}?authSource=admin"
    elif v == 3:
        core = f"mongosh --username {u} --password '{p}' {h}/{pick(DBS)}"
    elif v == 4:
        core = f"mongodump --uri=\"mongodb://{u}:{p}@{h}:27017\" --out /backup/$(date +%F)"
    else:
        core = f"spring.data.mongodb.uri=mongodb://{u}:{p}@{h},{pick(HOSTS)}/{pick(DBS)}?replicaSet=rs0"
    return wrap(core, zh), [p]


@secret_kind(7)
def sqlcmd(zh, d=Deck(range(5))):
    p = human_pw()
    v = d()
    if v == 0:
        core = f"sqlcmd -S {pick(HOSTS)} -U sa -P {p} -Q \"SELECT @@VERSION\""
    elif v == 1:
        core = f"sqlcmd -S tcp:{pick(HOSTS)},1433 -d {pick(DBS)} -U {pick(USERS)} -P '{p}' -i migrate.sql"
    elif v == 2:
        core = f"docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD={p}' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest"
    elif v == 3:
        core = f"bcp dbo.Orders out orders.dat -S {pick(HOSTS)} -U {pick(USERS)} -P {p} -c"
    else:
        core = f"Invoke-Sqlcmd -ServerInstance \"{pick(HOSTS)}\" -Username \"sa\" -Password \"{p}\" -Query \"EXEC sp_who2\""
    return wrap(core, zh), [p]


@secret_kind(7)
def ldap_bind(zh, d=Deck(range(5))):
    p = human_pw()
    v = d()
    if v == 0:
        core = f"ldapsearch -x -H ldap://{pick(HOSTS)} -D \"cn=admin,dc=example,dc=com\" -w {p} -b \"ou=people,dc=example,dc=com\" \"(uid={pick(USERS)})\""
    elif v == 1:
        core = f"ldapmodify -x -D cn=Manager,dc=corp,dc=local -w '{p}' -f add-group.ldif"
    elif v == 2:
        core = f"ldapadd -H ldaps://{pick(HOSTS)}:636 -D \"uid=svc-bind,ou=system\" -w \"{p}\" -f users.ldif"
    elif v == 3:
        core = f"ldapwhoami -x -D 'cn=readonly,dc=example,dc=org' -w {p}"
    else:
        core = f"spring.ldap.username=cn=svc,ou=apps,dc=corp\nspring.ldap.password={p}\nspring.ldap.urls=ldap://{pick(HOSTS)}:389"
    return wrap(core, zh), [p]


@secret_kind(7)
def smbclient(zh, d=Deck(range(5))):
    p = human_pw()
    u = pick(USERS)
    v = d()
    if v == 0:
        core = f"smbclient //{pick(HOSTS)}/share -U {u}%{p}"
    elif v == 1:
        core = f"smbclient -L //fs01 -U 'CORP\\{u}%{p}'"
    elif v == 2:
        core = f"mount -t cifs //nas/media /mnt/media -o username={u},password={p},vers=3.0"
    elif v == 3:
        core = f"# /etc/samba/creds\nusername={u}\npassword={p}\ndomain=CORP"
    else:
        core = f"smbmap -H {pick(HOSTS)} -u {u} -p '{p}'"
    return wrap(core, zh), [p]


@secret_kind(7)
def docker_login_at(zh, d=Deck(range(5))):
    p = human_pw(need_at=True)
    u = pick(USERS)
    v = d()
    reg = pick(["registry.example.com", "harbor.corp.cn", "ghcr.io", "registry.cn-hangzhou.aliyuncs.com", "docker.io"])
    if v == 0:
        core = f"docker login -u {u} -p {p} {reg}"
    elif v == 1:
        core = f"docker login {reg} --username={u} --password='{p}'"
    elif v == 2:
        core = f"podman login -u {u} -p \"{p}\" {reg}"
    elif v == 3:
        core = f"- run: docker login -u {u} -p {p} {reg}\n- run: docker push {reg}/{pick(PROJECTS)}:latest"
    else:
        core = f"nerdctl login --username {u} --password {p} {reg}"
    return wrap(core, zh), [p]


@secret_kind(7)
def htpasswd(zh, d=Deck(range(4))):
    p = human_pw()
    u = pick(USERS)
    v = d()
    if v == 0:
        core = f"htpasswd -b -c /etc/nginx/.htpasswd {u} {p}"
    elif v == 1:
        core = f"htpasswd -bB auth {u} '{p}'\nkubectl create secret generic basic-auth --from-file=auth"
    elif v == 2:
        core = f"docker run --rm httpd:2.4 htpasswd -Bbn {u} {p} > registry/auth/htpasswd"
    else:
        core = f"printf '{u}:%s\\n' \"$(openssl passwd -apr1 '{p}')\" >> .htpasswd"
    return wrap(core, zh), [p]


@secret_kind(7)
def openssl_passin(zh, d=Deck(range(5))):
    p = human_pw()
    v = d()
    if v == 0:
        core = f"openssl pkcs12 -in cert.p12 -nodes -passin pass:{p} -out cert.pem"
    elif v == 1:
        core = f"openssl rsa -in server.key -out server.nopass.key -passin pass:'{p}'"
    elif v == 2:
        core = f"openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.pfx -passout pass:{p}"
    elif v == 3:
        core = f"openssl enc -aes-256-cbc -pbkdf2 -salt -in dump.sql -out dump.sql.enc -pass pass:{p}"
    else:
        core = f"openssl genrsa -aes256 -passout pass:\"{p}\" -out ca.key 4096"
    return wrap(core, zh), [p]


@secret_kind(8)
def mysql_psql_cli(zh, d=Deck(range(6))):
    p = human_pw()
    h, u = pick(HOSTS), pick(USERS)
    v = d()
    if v == 0:
        core = f"mysql -h {h} -u {u} -p{p} {pick(DBS)} < schema.sql"
    elif v == 1:
        core = f"PGPASSWORD={p} psql -h {h} -U {u} -d {pick(DBS)} -c '\\dt'"
    elif v == 2:
        core = f"mysqldump -u{u} --password='{p}' --single-transaction {pick(DBS)} | gzip > dump.sql.gz"
    elif v == 3:
        core = f"$env:PGPASSWORD=\"{p}\"; pg_dump -h {h} -U {u} {pick(DBS)} -f backup.sql"
    elif v == 4:
        core = f"mysqladmin -u root --password={p} shutdown"
    else:
        core = f"redis-cli -h {h} -p 6379 -a '{p}' --no-auth-warning INFO replication"
    return wrap(core, zh), [p]


@secret_kind(7)
def curl_basic_auth(zh, d=Deck(range(6))):
    p = url_pw()
    u = pick(USERS)
    v = d()
    if v == 0:
        core = f"curl -u {u}:{p} https://{pick(PROJECTS)}.example.com/api/v1/export"
    elif v == 1:
        core = f"wget --user={u} --password='{p}' https://repo.internal/artifacts/build.tar.gz"
    elif v == 2:
        core = f"git clone https://{u}:{p}@git.example.cn/team/{pick(PROJECTS)}.git"
    elif v == 3:
        core = f"curl --user \"{u}:{p}\" -X POST https://jenkins.corp/job/deploy/build"
    elif v == 4:
        core = f"pip install --index-url https://{u}:{p}@pypi.corp.example.com/simple/ internal-lib"
    else:
        core = f"http -a {u}:{p} GET https://nexus.corp/service/rest/v1/repositories"
    return wrap(core, zh), [p]


@secret_kind(6)
def cli_password_flag(zh, d=Deck(range(6))):
    p = human_pw()
    h, u = pick(HOSTS), pick(USERS)
    v = d()
    if v == 0:
        core = f"sshpass -p '{p}' ssh -o StrictHostKeyChecking=no {u}@{h}"
    elif v == 1:
        core = f"kubectl create secret generic db-cred --from-literal=username={u} --from-literal=password='{p}'"
    elif v == 2:
        core = f"az login --service-principal -u {uid()} -p '{p}' --tenant {uid()}"
    elif v == 3:
        core = f"rabbitmqctl add_user {u} '{p}' && rabbitmqctl set_user_tags {u} administrator"
    elif v == 4:
        core = f"xfreerdp /v:{h} /u:{u} /p:{p} /cert:ignore"
    else:
        core = f"net use Z: \\\\fs01\\share /user:CORP\\{u} {p}"
    return wrap(core, zh), [p]


@secret_kind(8)
def php_define(zh, d=Deck(range(6))):
    v = d()
    p = human_pw()
    cm = "// 数据库配置\n" if zh and R.random() < 0.5 else ""
    if v == 0:
        core = f"<?php\n{cm}define('DB_NAME', '{pick(DBS)}');\ndefine('DB_USER', '{pick(USERS)}');\ndefine('DB_PASSWORD', '{p}');\ndefine('DB_HOST', 'localhost');"
        s = [p]
    elif v == 1:
        a, b = rs(64, ALNUM + "!#%&()*+,-.:;<=>?@[]^_{|}~"), rs(64, ALNUM + "!#%&()*+,-.:;<=>?@[]^_{|}~")
        core = f"{cm}define( 'AUTH_KEY',         '{a}' );\ndefine( 'SECURE_AUTH_KEY',  '{b}' );"
        s = [a, b]
    elif v == 2:
        core = f"{cm}define(\"SMTP_PASS\", \"{p}\");"
        s = [p]
    elif v == 3:
        k = "base64:" + b64(32)
        core = f"{cm}APP_KEY={k}\nDB_CONNECTION=mysql\nDB_PASSWORD={p}"
        s = [k, p]
    elif v == 4:
        core = f"<?php\n{cm}$db_password = '{p}';\n$pdo = new PDO('mysql:host=127.0.0.1;dbname={pick(DBS)}', 'app', $db_password);"
        s = [p]
    else:
        k = rs(32, ALNUM)
        core = f"{cm}define('API_SECRET_KEY', '{k}');"
        s = [k]
    return wrap(core, zh), s


@secret_kind(9)
def xml_password(zh, d=Deck(range(7))):
    v = d()
    p = human_pw().replace("&", "9").replace("<", "7")
    cm = "<!-- 私服账号 -->\n" if zh and R.random() < 0.6 else ""
    if v == 0:
        core = f"<settings>\n  <servers>\n    {cm}<server>\n      <id>nexus-releases</id>\n      <username>{pick(USERS)}</username>\n      <password>{p}</password>\n    </server>\n  </servers>\n</settings>"
    elif v == 1:
        core = f"{cm}<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"{pick(USERS)}\" password=\"{p}\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>"
    elif v == 2:
        core = f"{cm}<connectionStrings>\n  <add name=\"Default\" connectionString=\"Server={pick(HOSTS)};Database={pick(DBS)};User Id={pick(USERS)};Password={p};\" />\n</connectionStrings>"
    elif v == 3:
        p = rs(40, ALNUM)
        core = f"<oauth>\n  {cm}<clientId>{pick(PROJECTS)}-web</clientId>\n  <secret>{p}</secret>\n</oauth>"
    elif v == 4:
        core = f"<Resource name=\"jdbc/main\" auth=\"Container\" type=\"javax.sql.DataSource\"\n  username=\"{pick(USERS)}\" password=\"{p}\" url=\"jdbc:mysql://{pick(HOSTS)}:3306/{pick(DBS)}\"/>{cm.strip() and chr(10) + cm.strip()}"
    elif v == 5:
        core = f"<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{rs(40, ALNUM + '/+')}</value>\n</property>"
        p = core.split("<value>")[1].split("</value>")[0]
    else:
        core = f"<datasource jndi-name=\"java:/MainDS\">\n  <security>\n    <user-name>{pick(USERS)}</user-name>\n    <password>{p}</password>\n  </security>\n</datasource>"
    return wrap(core, zh), [p]


@secret_kind(7)
def docker_config_auth(zh, d=Deck(range(4))):
    u, p = pick(USERS), human_pw()
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    reg = pick(["https://index.docker.io/v1/", "harbor.corp.cn", "registry.gitlab.com", "ccr.ccs.tencentyun.com", "123456789012.dkr.ecr.us-east-1.amazonaws.com"])
    v = d()
    if v == 0:
        core = json.dumps({"auths": {reg: {"auth": a}}}, indent=2)
    elif v == 1:
        core = json.dumps({"auths": {reg: {"auth": a, "email": f"{u}@example.com"}}, "credsStore": ""}, indent="\t")
    elif v == 2:
        core = "cat ~/.docker/config.json\n" + json.dumps({"auths": {reg: {"auth": a}}})
    else:
        core = f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nstringData:\n  .dockerconfigjson: '{json.dumps({'auths': {reg: {'auth': a}}})}'"
    return wrap(core, zh), [a]


@secret_kind(7)
def rails_secret_key_base(zh, d=Deck(range(5))):
    k = hexs(128)
    v = d()
    if v == 0:
        core = f"production:\n  secret_key_base: {k}"
    elif v == 1:
        core = f"SECRET_KEY_BASE={k} bundle exec rails s -e production"
    elif v == 2:
        core = f"# config/credentials (decrypted)\nsecret_key_base: {k}\naws:\n  region: us-east-1"
    elif v == 3:
        k = hexs(32)
        core = f"$ cat config/master.key\n{k}"
    else:
        core = f"heroku config:set SECRET_KEY_BASE={k} -a {pick(PROJECTS)}"
    return wrap(core, zh), [k]


@secret_kind(8)
def flask_django_secret_key(zh, d=Deck(range(6))):
    v = d()
    if v == 0:
        k = hexs(48)
        core = f"app = Flask(__name__)\napp.config['SECRET_KEY'] = '{k}'"
    elif v == 1:
        k = "django-insecure-" + rs(50, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)")
        core = f"# settings.py\nSECRET_KEY = '{k}'\nDEBUG = False"
    elif v == 2:
        k = b64u(32)
        core = f"app.secret_key = \"{k}\""
    elif v == 3:
        k = rs(50, ALNUM + "!#%^*-_=+")
        core = f"export DJANGO_SECRET_KEY='{k}'"
    elif v == 4:
        k = hexs(64)
        core = f"class ProdConfig(Config):\n    SECRET_KEY = \"{k}\"\n    SQLALCHEMY_DATABASE_URI = os.environ[\"DATABASE_URL\"]"
    else:
        k = rs(32, ALNUM)
        core = f"SESSION_SECRET={k}\nPORT=3000"
    return wrap(core, zh), [k]


@secret_kind(8)
def session_cookie(zh, d=Deck(range(6))):
    v = d()
    if v == 0:
        k = rs(32, LOWD)
        core = f"curl 'https://admin.{pick(PROJECTS)}.com/api/users' -H 'Cookie: sessionid={k}; csrftoken={rs(32, ALNUM)}'"
    elif v == 1:
        k = "s%3A" + rs(32, URLSAFE) + "." + rs(43, ALNUM + "%")
        core = f"Set-Cookie: connect.sid={k}; Path=/; HttpOnly; Secure"
    elif v == 2:
        k = rs(26, LOWD)
        core = f"GET /index.php?page=admin HTTP/1.1\nHost: intranet.local\nCookie: PHPSESSID={k}"
    elif v == 3:
        k = b64(R.randrange(90, 140)).replace("=", "%3D") + "--" + hexs(40)
        core = f"_{pick(PROJECTS).replace('-', '_')}_session={k}"
    elif v == 4:
        k = "eyJpdiI6" + rs(R.randrange(120, 180), ALNUM) + "%3D"
        core = f"Cookie: XSRF-TOKEN=abc; laravel_session={k}"
    else:
        k = rs(48, URLSAFE)
        core = f"requests.get(url, cookies={{\"session\": \"{k}\"}})"
    return wrap(core, zh), [k]


@secret_kind(12)
def camelcase_prefixed_keys(zh, d=Deck(range(10))):
    v = d()
    k = rs(R.randrange(28, 44), ALNUM)
    if v == 0:
        core = json.dumps({"storage": {"accountName": "prodfiles", "storageKey": k}}, indent=2)
    elif v == 1:
        core = f"auth:\n  clientId: {pick(PROJECTS)}-svc\n  clientSecret: {k}"
    elif v == 2:
        k = human_pw()
        core = f"const config = {{\n  dbHost: '{pick(HOSTS)}',\n  dbUser: '{pick(USERS)}',\n  dbPass: '{k}',\n}};"
    elif v == 3:
        core = json.dumps({"apiToken": k, "baseUrl": "https://api.example.com"})
    elif v == 4:
        core = f"spring:\n  cloud:\n    alicloud:\n      accessKeySecret: {k}"
    elif v == 5:
        core = f"myapp.smtpPassword = {human_pw()}"
        k = core.split(" = ")[1]
    elif v == 6:
        core = f"wechat:\n  appId: wx{hexs(16)}\n  appSecret: {hexs(32)}"
        k = core.split("appSecret: ")[1]
    elif v == 7:
        core = f"export const signingKey = \"{k}\";"
    elif v == 8:
        core = json.dumps({"redisPassword": human_pw(), "redisHost": pick(HOSTS)}, indent=4)
        k = json.loads(core)["redisPassword"]
    else:
        core = f"PAYMENT_GATEWAY_MERCHANT_SECRET={k}"
    return wrap(core, zh), [k]


@secret_kind(10)
def dotenv_ini_password(zh, d=Deck(range(8))):
    v = d()
    p = human_pw()
    h, u = pick(HOSTS), pick(USERS)
    if v == 0:
        core = f"DB_HOST={h}\nDB_USER={u}\nDB_PASSWORD={p}\nDB_NAME={pick(DBS)}"
    elif v == 1:
        core = f"[client]\nuser={u}\npassword=\"{p}\"\nhost={h}"
    elif v == 2:
        core = f"[database]\nhost = \"{h}\"\nuser = \"{u}\"\npassword = \"{p}\""
    elif v == 3:
        core = f"{h}:5432:{pick(DBS)}:{u}:{p}"
        core = "$ cat ~/.pgpass\n" + core
    elif v == 4:
        core = f"machine api.{pick(PROJECTS)}.io\n  login {u}\n  password {p}"
    elif v == 5:
        core = f"[mail]\nsmtp_server = smtp.exmail.qq.com\nsmtp_user = {u}@example.cn\nsmtp_pass = {p}"
    elif v == 6:
        core = f"REDIS_PASS='{p}'\nREDIS_PORT=6379"
    else:
        core = f"spring.datasource.url=jdbc:mysql://{h}:3306/{pick(DBS)}\nspring.datasource.username={u}\nspring.datasource.password={p}"
    if zh and R.random() < 0.5:
        core = pick(["# 生产库，别外传\n", "# 测试环境\n", "# 注意：下面是新密码\n"]) + core
    return wrap(core, zh), [p]


# ---------------------------------------------------------------- cloud
def aws_pair():
    return "AKIA" + rs(16, UPD), rs(40, ALNUM + "/+")


@secret_kind(8)
def aws(zh, d=Deck(range(6))):
    kid, sk = aws_pair()
    v = d()
    if v == 0:
        core = f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sk}\nregion = us-west-2"
    elif v == 1:
        core = f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sk}"
    elif v == 2:
        core = f"s3 = boto3.client('s3', aws_access_key_id='{kid}', aws_secret_access_key='{sk}')"
    elif v == 3:
        core = f"provider \"aws\" {{\n  region     = \"ap-southeast-1\"\n  access_key = \"{kid}\"\n  secret_key = \"{sk}\"\n}}"
    elif v == 4:
        core = json.dumps({"AccessKey": {"UserName": pick(USERS), "AccessKeyId": kid, "Status": "Active", "SecretAccessKey": sk}}, indent=4)
    else:
        core = f"rclone config create s3prod s3 provider=AWS access_key_id={kid} secret_access_key={sk}"
    return wrap(core, zh), [sk]


@secret_kind(8)
def gcp(zh, d=Deck(range(5))):
    v = d()
    if v in (0, 1, 2):
        k = "AIza" + rs(35, URLSAFE)
        core = [f"GOOGLE_MAPS_API_KEY={k}",
                f"curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={k}\" -d @req.json",
                f"genai.configure(api_key=\"{k}\")"][v]
        s = [k]
    else:
        body = [b64(48) for _ in range(R.randrange(5, 9))]
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n-----END PRIVATE KEY-----\\n"
        core = json.dumps({"type": "service_account", "project_id": f"{pick(PROJECTS)}-{R.randrange(1000, 9999)}",
                           "private_key_id": hexs(40), "private_key": pk,
                           "client_email": f"ci@{pick(PROJECTS)}.iam.gserviceaccount.com", "client_id": str(R.randrange(10**20, 10**21))}, indent=2)
        s = [body[0], body[-1]]
    return wrap(core, zh), s


@secret_kind(7)
def azure_storage(zh, d=Deck(range(5))):
    k = b64(64)
    acct = rs(R.randrange(8, 14), string.ascii_lowercase)
    v = d()
    if v == 0:
        core = f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net\""
    elif v == 1:
        core = f"az storage blob upload --account-name {acct} --account-key {k} -c backups -f db.bak"
    elif v == 2:
        core = json.dumps({"ConnectionStrings": {"Blob": f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.chinacloudapi.cn"}}, indent=2)
    elif v == 3:
        k = f"sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2025-12-31T00:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig={b64(32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}"
        sig = k.split("sig=")[1]
        core = f"https://{acct}.blob.core.windows.net/exports?{k}"
        return wrap(core, zh), [sig]
    else:
        core = f"storage_account_key = \"{k}\""
    return wrap(core, zh), [k]


@secret_kind(6)
def azure_devops_pat(zh, d=Deck(range(4))):
    k = rs(52, string.ascii_lowercase + "234567")
    v = d()
    if v == 0:
        core = f"AZURE_DEVOPS_EXT_PAT={k} az devops project list --org https://dev.azure.com/{pick(PROJECTS)}"
    elif v == 1:
        core = f"git clone https://pat:{k}@dev.azure.com/contoso/{pick(PROJECTS)}/_git/{pick(PROJECTS)}"
    elif v == 2:
        core = f"//pkgs.dev.azure.com/contoso/_packaging/feed/npm/registry/:_password={base64.b64encode(k.encode()).decode()}"
        k = base64.b64encode(k.encode()).decode()
    else:
        core = f"echo {k} | az devops login --organization https://dev.azure.com/contoso"
    return wrap(core, zh), [k]


@secret_kind(5)
def azure_client_secret(zh, d=Deck(range(3))):
    k = rs(3, ALNUM) + R.choice("0123456789") + "Q~" + rs(34, ALNUM + "_-.~")
    v = d()
    if v == 0:
        core = f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={k}"
    elif v == 1:
        core = json.dumps({"appId": uid(), "displayName": "sp-" + pick(PROJECTS), "password": k, "tenant": uid()}, indent=2)
    else:
        core = f"ClientSecretCredential(tenant_id=\"{uid()}\", client_id=\"{uid()}\", client_secret=\"{k}\")"
    return wrap(core, zh), [k]


# ---------------------------------------------------------------- AI vendors
def ai_context(k, env, zh, extra):
    v = R.randrange(4)
    if v == 0:
        core = f"export {env}={k}"
    elif v == 1:
        core = f"{env}=\"{k}\""
    elif v == 2:
        core = extra
    else:
        core = f"curl {pick(['-sS', '-s', ''])} -H \"Authorization: Bearer {k}\" {pick(['https://api.example-llm.com/v1/chat/completions', 'https://gateway.internal/v1/models'])}"
    return wrap(core, zh)


@secret_kind(8)
def openai(zh):
    if R.random() < 0.6:
        k = "sk-proj-" + rs(R.randrange(120, 160), URLSAFE)
    else:
        k = "sk-" + rs(20) + "T3BlbkFJ" + rs(20)
    extra = pick([f"client = OpenAI(api_key=\"{k}\")", f"openai.api_key = '{k}'", f"llm = ChatOpenAI(model=\"gpt-4o\", openai_api_key=\"{k}\")"])
    return ai_context(k, "OPENAI_API_KEY", zh, extra), [k]


@secret_kind(8)
def anthropic(zh):
    k = "sk-ant-api03-" + rs(93, URLSAFE) + "AA"
    extra = pick([f"client = anthropic.Anthropic(api_key=\"{k}\")", f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {k}\" -H \"anthropic-version: 2023-06-01\"",
                  f"\"env\": {{\"ANTHROPIC_API_KEY\": \"{k}\"}}"])
    return ai_context(k, "ANTHROPIC_API_KEY", zh, extra), [k]


@secret_kind(6)
def cohere(zh):
    k = rs(40, ALNUM)
    extra = pick([f"co = cohere.Client(\"{k}\")", f"co = cohere.ClientV2(api_key='{k}')", f"cohere:\n  api_key: {k}"])
    env = pick(["COHERE_API_KEY", "CO_API_KEY"])
    return ai_context(k, env, zh, extra), [k]


@secret_kind(6)
def xai(zh):
    k = "xai-" + rs(80, ALNUM)
    extra = pick([f"client = OpenAI(api_key=\"{k}\", base_url=\"https://api.x.ai/v1\")", f"grok:\n  key: {k}"])
    return ai_context(k, "XAI_API_KEY", zh, extra), [k]


@secret_kind(6)
def deepseek(zh):
    k = "sk-" + hexs(32)
    extra = pick([f"client = OpenAI(api_key=\"{k}\", base_url=\"https://api.deepseek.com\")", f"deepseek:\n  apiKey: {k}\n  model: deepseek-chat"])
    return ai_context(k, "DEEPSEEK_API_KEY", zh, extra), [k]


@secret_kind(6)
def qianfan(zh, d=Deck(range(4))):
    v = d()
    if v == 0:
        k = "bce-v3/ALTAK-" + rs(21, ALNUM) + "/" + hexs(40)
        core = f"export QIANFAN_API_KEY={k}"
        s = [k]
    elif v == 1:
        k = "bce-v3/ALTAK-" + rs(21, ALNUM) + "/" + hexs(40)
        core = f"client = OpenAI(api_key=\"{k}\", base_url=\"https://qianfan.baidubce.com/v2\")"
        s = [k]
    elif v == 2:
        a, b = rs(24, ALNUM), rs(32, ALNUM)
        core = f"QIANFAN_AK={a}\nQIANFAN_SK={b}"
        s = [b]
    else:
        a, b = rs(24, ALNUM), rs(32, ALNUM)
        core = f"os.environ[\"QIANFAN_ACCESS_KEY\"] = \"{a}\"\nos.environ[\"QIANFAN_SECRET_KEY\"] = \"{b}\""
        s = [b]
    return wrap(core, zh), s


@secret_kind(5)
def huggingface(zh):
    k = "hf_" + rs(34, ALNUM)
    extra = pick([f"huggingface-cli login --token {k}", f"login(token=\"{k}\")", f"git clone https://user:{k}@huggingface.co/{pick(USERS)}/private-model"])
    return ai_context(k, "HF_TOKEN", zh, extra), [k]


# ---------------------------------------------------------------- Chinese clouds
@secret_kind(8)
def aliyun(zh, d=Deck(range(6))):
    kid, sk = "LTAI5t" + rs(18, ALNUM), rs(30, ALNUM)
    v = d()
    if v == 0:
        core = f"ALIBABA_CLOUD_ACCESS_KEY_ID={kid}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={sk}"
    elif v == 1:
        core = f"aliyun configure set --profile prod --mode AK --region cn-hangzhou --access-key-id {kid} --access-key-secret {sk}"
    elif v == 2:
        core = f"auth = oss2.Auth('{kid}', '{sk}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-shanghai.aliyuncs.com', '{pick(PROJECTS)}')"
    elif v == 3:
        core = f"[Credentials]\nlanguage=CH\nendpoint=oss-cn-beijing.aliyuncs.com\naccessKeyID={kid}\naccessKeySecret={sk}"
    elif v == 4:
        core = json.dumps({"AccessKeyId": kid, "AccessKeySecret": sk, "RegionId": "cn-shenzhen"}, ensure_ascii=False, indent=2)
    else:
        core = f"spring.cloud.alicloud.access-key={kid}\nspring.cloud.alicloud.secret-key={sk}"
    return wrap(core, zh), [sk]


@secret_kind(8)
def tencent(zh, d=Deck(range(6))):
    kid, sk = "AKID" + rs(32, ALNUM), rs(32, ALNUM)
    v = d()
    if v == 0:
        core = f"export TENCENTCLOUD_SECRET_ID={kid}\nexport TENCENTCLOUD_SECRET_KEY={sk}"
    elif v == 1:
        core = f"cred = credential.Credential(\"{kid}\", \"{sk}\")"
    elif v == 2:
        core = f"tccli configure set secretId {kid} secretKey {sk} region ap-guangzhou"
    elif v == 3:
        core = f"cos:\n  secret-id: {kid}\n  secret-key: {sk}\n  bucket: {pick(PROJECTS)}-1250000000\n  region: ap-shanghai"
    elif v == 4:
        core = f"provider \"tencentcloud\" {{\n  secret_id  = \"{kid}\"\n  secret_key = \"{sk}\"\n  region     = \"ap-beijing\"\n}}"
    else:
        core = f"SecretId: {kid}\nSecretKey: {sk}"
    return wrap(core, zh), [sk]


@secret_kind(7)
def huawei(zh, d=Deck(range(5))):
    ak, sk = rs(20, UPD), rs(40, ALNUM)
    v = d()
    if v == 0:
        core = f"HUAWEICLOUD_SDK_AK={ak}\nHUAWEICLOUD_SDK_SK={sk}"
    elif v == 1:
        core = f"credentials = BasicCredentials(\"{ak}\", \"{sk}\", project_id)"
    elif v == 2:
        core = f"obsutil config -i={ak} -k={sk} -e=obs.cn-north-4.myhuaweicloud.com"
    elif v == 3:
        core = f"provider \"huaweicloud\" {{\n  region     = \"cn-south-1\"\n  access_key = \"{ak}\"\n  secret_key = \"{sk}\"\n}}"
    else:
        core = f"access:\n  ak: {ak}\n  sk: {sk}\n  endpoint: https://obs.cn-east-3.myhuaweicloud.com"
    return wrap(core, zh), [sk]


@secret_kind(6)
def baidu_bce(zh, d=Deck(range(4))):
    ak, sk = hexs(32), hexs(32)
    v = d()
    if v == 0:
        core = f"config = BceClientConfiguration(credentials=BceCredentials('{ak}', '{sk}'), endpoint='bj.bcebos.com')"
    elif v == 1:
        core = f"BCE_ACCESS_KEY_ID={ak}\nBCE_SECRET_ACCESS_KEY={sk}"
    elif v == 2:
        core = f"APP_ID = '{R.randrange(10000000, 99999999)}'\nAPI_KEY = '{rs(24, ALNUM)}'\nSECRET_KEY = '{sk}'\nclient = AipOcr(APP_ID, API_KEY, SECRET_KEY)"
    else:
        core = f"bcecmd --conf-path ~/.bcecmd configure\n[Defaults]\nAK = {ak}\nSK = {sk}"
    return wrap(core, zh), [sk]


# ---------------------------------------------------------------- git hosts
@secret_kind(9)
def github(zh, d=Deck(range(7))):
    v = d()
    pref = pick(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"])
    k = pref + rs(36, ALNUM)
    if v == 0:
        core = f"export GITHUB_TOKEN={k}"
    elif v == 1:
        k = "github_pat_" + rs(22, ALNUM) + "_" + rs(59, ALNUM)
        core = f"gh auth login --with-token <<< {k}"
    elif v == 2:
        core = f"git remote set-url origin https://{k}@github.com/{pick(USERS)}/{pick(PROJECTS)}.git"
    elif v == 3:
        core = f"//npm.pkg.github.com/:_authToken={k}"
    elif v == 4:
        core = f"https://{pick(USERS)}:{k}@github.com\n(that's my ~/.git-credentials)"
    elif v == 5:
        k = "github_pat_" + rs(22, ALNUM) + "_" + rs(59, ALNUM)
        core = f"headers = {{\"Authorization\": \"token {k}\", \"Accept\": \"application/vnd.github+json\"}}"
    else:
        core = f"github.com:\n    user: {pick(USERS)}\n    oauth_token: {k}\n    git_protocol: https"
    return wrap(core, zh), [k]


@secret_kind(7)
def gitlab(zh, d=Deck(range(5))):
    k = "glpat-" + rs(20, URLSAFE)
    v = d()
    if v == 0:
        core = f"curl --header \"PRIVATE-TOKEN: {k}\" \"https://gitlab.example.com/api/v4/projects\""
    elif v == 1:
        core = f"git clone https://oauth2:{k}@gitlab.corp.cn/group/{pick(PROJECTS)}.git"
    elif v == 2:
        k = "glrt-" + rs(20, URLSAFE)
        core = f"gitlab-runner register --url https://gitlab.com --token {k} --executor docker"
    elif v == 3:
        core = f"GITLAB_TOKEN={k} glab mr list"
    else:
        core = f"[[runners]]\n  name = \"build-01\"\n  url = \"https://gitlab.example.com\"\n  token = \"{k}\""
    return wrap(core, zh), [k]


@secret_kind(5)
def gitee_bitbucket(zh, d=Deck(range(4))):
    v = d()
    if v == 0:
        k = hexs(32)
        core = f"curl -X GET \"https://gitee.com/api/v5/user/repos?access_token={k}\""
    elif v == 1:
        k = "ATBB" + rs(32, ALNUM)
        core = f"git clone https://{pick(USERS)}:{k}@bitbucket.org/team/{pick(PROJECTS)}.git"
    elif v == 2:
        k = "ATBB" + rs(32, ALNUM)
        core = f"BITBUCKET_APP_PASSWORD={k}"
    else:
        k = hexs(40)
        core = f"gitea:\n  url: https://git.example.cn\n  token: {k}"
    return wrap(core, zh), [k]


# ---------------------------------------------------------------- chat webhooks
@secret_kind(8)
def slack(zh, d=Deck(range(5))):
    v = d()
    if v in (0, 1):
        seg = rs(24, ALNUM)
        url = f"https://hooks.slack.com/services/T{rs(R.choice([8, 10]), UPD)}/B{rs(R.choice([8, 10]), UPD)}/{seg}"
        core = [f"SLACK_WEBHOOK_URL={url}", f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {url}"][v]
        s = [seg]
    else:
        k = pick(["xoxb-", "xoxp-", "xapp-1-"]) + f"{R.randrange(10**10, 10**12)}-{R.randrange(10**11, 10**13)}-" + rs(24, ALNUM)
        core = [f"SLACK_BOT_TOKEN={k}", f"app = App(token=\"{k}\", signing_secret=os.environ[\"SLACK_SIGNING_SECRET\"])",
                f"slack:\n  token: {k}\n  channel: '#alerts'"][v - 2]
        s = [k]
    return wrap(core, zh), s


@secret_kind(7)
def discord(zh, d=Deck(range(4))):
    v = d()
    if v < 3:
        tok = rs(68, URLSAFE)
        url = f"https://{pick(['discord.com', 'discordapp.com'])}/api/webhooks/{R.randrange(10**17, 10**19)}/{tok}"
        core = [f"DISCORD_WEBHOOK={url}", f"requests.post(\"{url}\", json={{\"content\": \"build failed\"}})",
                f"webhook_url: \"{url}\""][v]
        s = [tok]
    else:
        tok = base64.b64encode(str(R.randrange(10**17, 10**19)).encode()).decode().rstrip("=") + "." + rs(6, URLSAFE) + "." + rs(38, URLSAFE)
        core = f"client.run('{tok}')"
        s = [tok]
    return wrap(core, zh), s


@secret_kind(6)
def teams(zh):
    h = hexs(32)
    tenant = pick(["contoso", "fabrikam", "example", "northwind"])
    url = f"https://{tenant}.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{h}/{uid()}"
    if R.random() < 0.4:
        url += "/V2" + rs(40, URLSAFE)
    core = pick([f"TEAMS_WEBHOOK_URL={url}", f"Invoke-RestMethod -Uri \"{url}\" -Method Post -Body $json -ContentType 'application/json'",
                 f"notify:\n  teams: {url}", f"curl -H 'Content-Type: application/json' -d @card.json '{url}'"])
    return wrap(core, zh), [h]


@secret_kind(7)
def dingtalk(zh, d=Deck(range(4))):
    tok, sec = hexs(64), "SEC" + hexs(64)
    url = f"https://oapi.dingtalk.com/robot/send?access_token={tok}"
    v = d()
    if v == 0:
        core = f"DINGTALK_WEBHOOK={url}\nDINGTALK_SECRET={sec}"
        s = [tok, sec]
    elif v == 1:
        core = f"curl '{url}' -H 'Content-Type: application/json' -d '{{\"msgtype\":\"text\",\"text\":{{\"content\":\"{'告警：磁盘使用率 92%' if zh else 'disk usage 92% on node-3'}\"}}}}'"
        s = [tok]
    elif v == 2:
        core = f"dingtalk:\n  access_token: {tok}\n  secret: {sec}"
        s = [tok, sec]
    else:
        core = f"bot = DingtalkChatbot('{url}', secret='{sec}')"
        s = [tok, sec]
    return wrap(core, zh), s


@secret_kind(7)
def feishu(zh, d=Deck(range(4))):
    hook = uid()
    v = d()
    if v == 0:
        core = f"FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/{hook}"
        s = [hook]
    elif v == 1:
        sec = rs(22, ALNUM)
        core = f"lark:\n  webhook: https://open.larksuite.com/open-apis/bot/v2/hook/{hook}\n  sign_secret: {sec}"
        s = [hook, sec]
    elif v == 2:
        sec = rs(32, ALNUM)
        core = f"FEISHU_APP_ID=cli_{hexs(16)}\nFEISHU_APP_SECRET={sec}"
        s = [sec]
    else:
        sec = rs(32, ALNUM)
        core = f"curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal -d '{{\"app_id\":\"cli_{hexs(16)}\",\"app_secret\":\"{sec}\"}}'"
        s = [sec]
    return wrap(core, zh), s


@secret_kind(5)
def wecom(zh):
    k = uid()
    core = pick([f"WECOM_WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k}",
                 f"curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k}' -H 'Content-Type: application/json' -d '{{\"msgtype\":\"text\",\"text\":{{\"content\":\"{'发布完成' if zh else 'release done'}\"}}}}'",
                 f"alert:\n  wechat_work:\n    webhook_key: {k}"])
    return wrap(core, zh), [k]


# ---------------------------------------------------------------- payments, monitoring, misc vendors
@secret_kind(8)
def stripe(zh, d=Deck(range(5))):
    v = d()
    if v == 0:
        k = "sk_live_" + rs(R.choice([24, 99]), ALNUM)
        core = f"STRIPE_SECRET_KEY={k}"
    elif v == 1:
        k = "rk_live_" + rs(99, ALNUM)
        core = f"stripe.api_key = \"{k}\""
    elif v == 2:
        k = "whsec_" + rs(32, ALNUM)
        core = f"event = stripe.Webhook.construct_event(payload, sig_header, \"{k}\")"
    elif v == 3:
        k = "sk_test_" + rs(99, ALNUM)
        core = f"curl https://api.stripe.com/v1/charges -u {k}: -d amount=2000 -d currency=usd"
    else:
        k = "sk_live_" + rs(99, ALNUM)
        core = f"const stripe = require('stripe')('{k}');"
    return wrap(core, zh), [k]


@secret_kind(6)
def sentry_dsn(zh):
    k = hexs(32)
    if R.random() < 0.3:
        dsn = f"https://{k}:{hexs(32)}@sentry.{pick(PROJECTS)}.com/{R.randrange(2, 99)}"
        s = [k, dsn.split(":")[2].split("@")[0]]
    else:
        dsn = f"https://{k}@o{R.randrange(100000, 999999)}.ingest.{pick(['', 'us.', 'de.'])}sentry.io/{R.randrange(1000000, 9999999)}"
        s = [k]
    core = pick([f"SENTRY_DSN={dsn}", f"sentry_sdk.init(dsn=\"{dsn}\", traces_sample_rate=0.2)", f"Sentry.init({{ dsn: '{dsn}' }});", f"sentry:\n  dsn: {dsn}"])
    return wrap(core, zh), s


@secret_kind(6)
def terraform_cloud(zh, d=Deck(range(3))):
    k = rs(14, ALNUM) + ".atlasv1." + rs(67, ALNUM)
    v = d()
    if v == 0:
        core = json.dumps({"credentials": {"app.terraform.io": {"token": k}}}, indent=2)
    elif v == 1:
        core = f"export TF_TOKEN_app_terraform_io={k}"
    else:
        core = f"credentials \"app.terraform.io\" {{\n  token = \"{k}\"\n}}"
    return wrap(core, zh), [k]


@secret_kind(6)
def onepassword(zh, d=Deck(range(3))):
    v = d()
    if v == 0:
        payload = base64.b64encode(json.dumps({"signInAddress": "my.1password.com", "email": f"{rs(12, LOWD)}@1passwordserviceaccounts.com", "secretKey": rs(30), "srpX": hexs(64)}).encode()).decode().rstrip("=")
        k = "ops_" + payload
        core = f"export OP_SERVICE_ACCOUNT_TOKEN={k}"
    elif v == 1:
        k = "A3-" + rs(6, UPD) + "-" + rs(6, UPD) + "-" + "-".join(rs(5, UPD) for _ in range(4))
        core = f"1Password Emergency Kit\nEmail: {pick(USERS)}@example.com\nSecret Key: {k}"
    else:
        h = b64u(24)
        p = b64u(R.randrange(150, 200))
        k = f"eyJhbGciOiJFUzI1NiIsImtpZCI6Im{rs(20, ALNUM)}.{p}.{h}"
        core = f"OP_CONNECT_HOST=http://op-connect:8080\nOP_CONNECT_TOKEN={k}"
    return wrap(core, zh), [k]


@secret_kind(6)
def okta(zh):
    k = "00" + rs(40, URLSAFE)
    core = pick([f"curl -H \"Authorization: SSWS {k}\" https://{pick(PROJECTS)}.okta.com/api/v1/users?limit=25",
                 f"OKTA_API_TOKEN={k}", f"okta:\n  client:\n    orgUrl: https://dev-{R.randrange(100000, 999999)}.okta.com\n    token: {k}",
                 f"provider \"okta\" {{\n  org_name  = \"dev-{R.randrange(100000, 999999)}\"\n  api_token = \"{k}\"\n}}"])
    return wrap(core, zh), [k]


@secret_kind(6)
def age_key(zh, d=Deck(range(3))):
    k = "AGE-SECRET-KEY-1" + rs(58, BECH32)
    pub = "age1" + rs(58, BECH32.lower())
    v = d()
    if v == 0:
        core = f"# created: 2024-0{R.randrange(1, 9)}-1{R.randrange(0, 9)}T10:2{R.randrange(0, 9)}:00+08:00\n# public key: {pub}\n{k}"
    elif v == 1:
        core = f"export SOPS_AGE_KEY={k}"
    else:
        core = f"echo '{k}' > ~/.config/sops/age/keys.txt"
    return wrap(core, zh), [k]


@secret_kind(7)
def totp_seed(zh, d=Deck(range(5))):
    k = rs(R.choice([16, 32]), B32)
    v = d()
    if v == 0:
        core = f"otpauth://totp/GitHub:{pick(USERS)}?secret={k}&issuer=GitHub"
    elif v == 1:
        core = f"MFA secret (if the QR code doesn't scan): {' '.join(k[i:i + 4] for i in range(0, len(k), 4))}"
        k = core.split(": ", 1)[1]
    elif v == 2:
        core = f"totp = pyotp.TOTP(\"{k}\")\nprint(totp.now())"
    elif v == 3:
        core = f"oathtool --totp -b {k}"
    else:
        core = f"2FA_SEED={k}"
    if zh and R.random() < 0.6:
        return pick(["二次验证的密钥，换手机时要用：", "谷歌验证器的种子：", "MFA 备份（别丢）："]) + "\n" + core, [k]
    return wrap(core, zh), [k]


@secret_kind(7)
def bip39(zh, en=Deck([
    "wallet seed: {m}",
    "recovery phrase for the test wallet — {m}",
    "MNEMONIC=\"{m}\"",
    "Here are my 12 words in case I lose the Ledger: {m}",
    "const wallet = ethers.Wallet.fromPhrase(\"{m}\");",
]), zhd=Deck([
    "助记词：{m}",
    "钱包的助记词我抄在这里了 {m}",
    "恢复短语（测试网用）：\n{m}",
])):
    m = " ".join(R.choice(BIP39) for _ in range(R.choice([12, 12, 24])))
    return (zhd if zh else en)().format(m=m), [m]


def pem_body(kind):
    if kind == "RSA PRIVATE KEY":
        raw = "MIIEowIBAAKCAQEA" + rs(R.randrange(500, 700), ALNUM + "+/")
    elif kind == "EC PRIVATE KEY":
        raw = "MHcCAQEEI" + rs(R.randrange(150, 170), ALNUM + "+/") + "=="
    elif kind == "OPENSSH PRIVATE KEY":
        raw = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(R.randrange(250, 330), ALNUM + "+/") + "=="
    else:
        raw = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + rs(R.randrange(500, 700), ALNUM + "+/")
    w = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    return [raw[i:i + w] for i in range(0, len(raw), w)]


@secret_kind(10)
def private_key_pem(zh, d=Deck(["RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])):
    kind = d()
    lines = pem_body(kind)
    block = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
    v = R.randrange(4)
    if v == 0:
        core = f"$ cat ~/.ssh/id_{pick(['rsa', 'ed25519', 'deploy'])}\n{block}"
    elif v == 1:
        core = f"tls:\n  key: |\n" + "\n".join("    " + l for l in block.split("\n"))
        return wrap(core, zh), [lines[0], lines[-1] if len(lines[-1]) >= 16 else lines[-2]]
    elif v == 2:
        core = f"SSH_PRIVATE_KEY=\"{block}\""
    else:
        core = block
    return wrap(core, zh), [lines[0], lines[-1] if len(lines[-1]) >= 16 else lines[-2]]


def make_jwt(extra=None):
    head = base64.urlsafe_b64encode(json.dumps({"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    claims = {"sub": str(R.randrange(10**5, 10**9)), "name": pick(USERS), "iat": R.randrange(1690000000, 1720000000)}
    claims["exp"] = claims["iat"] + R.choice([3600, 86400, 604800])
    if extra:
        claims.update(extra)
    body = base64.urlsafe_b64encode(json.dumps(claims, separators=(",", ":")).encode()).decode().rstrip("=")
    sig = b64u(R.choice([32, 64, 256]))
    return f"{head}.{body}.{sig}", sig


@secret_kind(8)
def jwt(zh, d=Deck(range(5))):
    t, sig = make_jwt({"role": pick(["admin", "user", "service"])})
    v = d()
    if v == 0:
        core = f"curl -H \"Authorization: Bearer {t}\" https://api.{pick(PROJECTS)}.com/v2/me"
    elif v == 1:
        core = f"localStorage.setItem('access_token', '{t}')"
    elif v == 2:
        core = f"2024-06-1{R.randrange(0, 9)} 10:{R.randrange(10, 59)}:03 DEBUG auth: issued token={t} for user_id={R.randrange(1000, 9999)}"
    elif v == 3:
        core = f"SUPABASE_SERVICE_ROLE_KEY={t}"
    else:
        core = f"Authorization: Bearer {t}"
    return wrap(core, zh), [t, sig]


@secret_kind(10)
def db_url(zh, d=Deck(range(8))):
    p = url_pw()
    u, h = pick(USERS), pick(HOSTS)
    v = d()
    if v == 0:
        core = f"DATABASE_URL=postgres://{u}:{p}@{h}:5432/{pick(DBS)}"
    elif v == 1:
        core = f"SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://{u}:{p}@{h}:3306/{pick(DBS)}?charset=utf8mb4'"
    elif v == 2:
        core = f"REDIS_URL=redis://:{p}@{h}:6379/0"
    elif v == 3:
        core = f"amqp://{u}:{p}@{h}:5672/%2F"
        core = f"celery -A tasks worker --broker={core}"
    elif v == 4:
        core = f"jdbc:postgresql://{h}:5432/{pick(DBS)}?user={u}&password={p}&sslmode=require"
    elif v == 5:
        core = f"engine = create_engine(\"postgresql+psycopg2://{u}:{p}@{h}/{pick(DBS)}\")"
    elif v == 6:
        core = f"  database:\n    url: \"mssql://{u}:{p}@{h}:1433/{pick(DBS)}\""
    else:
        core = f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{h}\", port 5432 failed: FATAL:  password authentication failed for user \"{u}\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n  url: postgresql://{u}:{p}@{h}:5432/{pick(DBS)}"
    return wrap(core, zh), [p]


@secret_kind(14)
def generic_high_entropy(zh, en=Deck([
    "the signing secret for the staging hook is {k}",
    "X-Api-Key: {k}",
    "internal billing api key → {k}",
    "webhook_secret = \"{k}\"",
    "encryption_key: {k}",
    "HMAC secret we agreed on with the partner: {k}",
    "license key {k} (don't commit this)",
    "app_secret={k}",
    "ENCRYPTION_KEY={k}",
]), zhd=Deck([
    "加密密钥：{k}",
    "接口签名用的 secret 是 {k}",
    "对方给的 appSecret：{k}",
    "令牌 {k} 先别泄露",
    "这是回调验签密钥 {k}，配到网关里",
    "商户密钥={k}",
])):
    k = pick([lambda: rs(R.randrange(24, 48), ALNUM), lambda: hexs(R.choice([32, 40, 64])), lambda: b64(R.choice([24, 32])),
              lambda: rs(R.randrange(30, 40), URLSAFE)])()
    t = (zhd if zh else en)().format(k=k)
    if R.random() < 0.4:
        t = wrap(t, zh)
    return t, [k]


@secret_kind(7)
def npm_pypi_tokens(zh, d=Deck(range(5))):
    v = d()
    if v == 0:
        k = "npm_" + rs(36, ALNUM)
        core = f"//registry.npmjs.org/:_authToken={k}"
    elif v == 1:
        k = "pypi-AgEIcHlwaS5vcmc" + rs(R.randrange(150, 190), URLSAFE)
        core = f"[pypi]\n  username = __token__\n  password = {k}"
    elif v == 2:
        k = "pypi-AgEIcHlwaS5vcmc" + rs(R.randrange(150, 190), URLSAFE)
        core = f"twine upload dist/* -u __token__ -p {k}"
    elif v == 3:
        k = "npm_" + rs(36, ALNUM)
        core = f"NPM_TOKEN={k} npm publish --access public"
    else:
        k = "cio" + rs(32, ALNUM)
        core = f"[registry]\ntoken = \"{k}\""
    return wrap(core, zh), [k]


@secret_kind(7)
def twilio_sendgrid_mailgun(zh, d=Deck(range(5))):
    v = d()
    if v == 0:
        k = hexs(32)
        core = f"client = Client(\"AC{hexs(32)}\", \"{k}\")"
    elif v == 1:
        k = "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE)
        core = f"SENDGRID_API_KEY={k}"
    elif v == 2:
        k = "key-" + hexs(32)
        core = f"curl -s --user 'api:{k}' https://api.mailgun.net/v3/mg.example.com/messages -F to=ops@example.com"
        k = k
    elif v == 3:
        k = hexs(32)
        core = f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={k}"
    else:
        k = "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE)
        core = f"sg = SendGridAPIClient('{k}')"
    return wrap(core, zh), [k]


@secret_kind(5)
def telegram_bot(zh):
    k = f"{R.randrange(10**8, 10**10)}:AA{rs(33, URLSAFE)}"
    core = pick([f"TELEGRAM_BOT_TOKEN={k}", f"curl https://api.telegram.org/bot{k}/getUpdates",
                 f"bot = telebot.TeleBot(\"{k}\")", f"telegram:\n  token: \"{k}\"\n  chat_id: -100{R.randrange(10**9, 10**10)}"])
    return wrap(core, zh), [k]


@secret_kind(7)
def vault_do_shopify_misc(zh, d=Deck(range(6))):
    v = d()
    if v == 0:
        k = "hvs." + rs(R.randrange(90, 100), URLSAFE)
        core = f"export VAULT_TOKEN={k}"
    elif v == 1:
        k = "dop_v1_" + hexs(64)
        core = f"doctl auth init --access-token {k}"
    elif v == 2:
        k = "shpat_" + hexs(32)
        core = f"X-Shopify-Access-Token: {k}"
    elif v == 3:
        k = hexs(32)
        core = f"DD_API_KEY={k} DD_SITE=datadoghq.eu bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\""
    elif v == 4:
        k = "glsa_" + rs(32, ALNUM) + "_" + hexs(8)
        core = f"grafana:\n  url: https://grafana.example.com\n  service_account_token: {k}"
    else:
        k = "NRAK-" + rs(27, UPD)
        core = f"NEW_RELIC_API_KEY={k}"
    return wrap(core, zh), [k]


@secret_kind(5)
def wireguard_private_key(zh):
    k = b64(32)
    core = f"[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.{R.randrange(2, 250)}/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(32)}\nEndpoint = vpn.example.com:51820\nAllowedIPs = 0.0.0.0/0"
    return wrap(core, zh), [k]


@secret_kind(6)
def k8s_secret_data(zh):
    p = human_pw()
    e = base64.b64encode(p.encode()).decode()
    u = base64.b64encode(pick(USERS).encode()).decode()
    core = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(PROJECTS)}-db\ntype: Opaque\ndata:\n  username: {u}\n  password: {e}"
    if R.random() < 0.4:
        core = core.replace("data:", "stringData:").replace(f"password: {e}", f"password: \"{p}\"")
        return wrap(core, zh), [p]
    return wrap(core, zh), [e]


@secret_kind(7)
def authorization_header(zh, d=Deck(range(5))):
    k = rs(R.randrange(32, 64), URLSAFE)
    v = d()
    if v == 0:
        core = f"curl -X GET 'https://api.{pick(PROJECTS)}.io/v1/orders' -H 'Authorization: Bearer {k}'"
    elif v == 1:
        core = f"[2024-0{R.randrange(1, 9)}-2{R.randrange(0, 9)}T08:11:42Z] DEBUG http.client send: b'GET /v1/items HTTP/1.1\\r\\nHost: api.internal\\r\\nAuthorization: Bearer {k}\\r\\n'"
    elif v == 2:
        core = f"fetch(url, {{ headers: {{ Authorization: `Token {k}` }} }})"
    elif v == 3:
        core = f"  -H \"X-Auth-Token: {k}\" \\\n  https://{pick(HOSTS)}/api/v3/status"
    else:
        core = f"http.headers.Authorization = \"Bearer {k}\""
    return wrap(core, zh), [k]


# ================================================================ harmless
def hwrap(core, zh):
    """Harmless wrapper: chat framing in either language, or the bare text."""
    if zh:
        intro = pick(["看下这个：", "贴一下：", "供参考：", "你说的是这个吗？", "帮我确认下这段：", "", ""])
        outro = pick(["", "", "没问题的话我就合了。", "这个应该不用改吧？", "先记一下。", "这样写对吗？"])
        return (intro + "\n" if intro else "") + core + ("\n" + outro if outro else "")
    if R.random() < 0.45:
        return core
    intro = pick(["For reference:", "Relevant part:", "Snippet:", "FYI", "Looks like this now:",
                  "Is this what you meant?", "Quick question about this:", "Pasting so we're on the same page:"])
    outro = pick(["", "", "Looks fine to me.", "Merging if no objections.", "Is this expected?"])
    return intro + "\n" + core + ("\n" + outro if outro else "")


@harmless_kind(20)
def placeholder_value(zh, d=Deck(range(14))):
    v = d()
    core = [
        lambda: f"OPENAI_API_KEY=sk-{'x' * R.choice([20, 32, 48])}",
        lambda: f"api_key: \"<your-api-key>\"\nendpoint: https://api.example.com",
        lambda: f"password: changeme\nusername: {pick(USERS)}",
        lambda: f"export GITHUB_TOKEN=YOUR_TOKEN_HERE",
        lambda: json.dumps({"clientSecret": "REPLACE_WITH_CLIENT_SECRET", "clientId": f"{pick(PROJECTS)}-web"}, indent=2),
        lambda: "DB_PASSWORD=\nDB_USER=\n# fill these in locally, never commit",
        lambda: "define('DB_PASSWORD', 'your_password_here');",
        lambda: "<password>YOUR_PASSWORD</password>",
        lambda: f"docker login -u <username> -p <password> {pick(['ghcr.io', 'registry.example.com'])}",
        lambda: "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        lambda: "STRIPE_SECRET_KEY=sk_test_...\nSTRIPE_WEBHOOK_SECRET=whsec_...",
        lambda: "token = \"TODO\"  # set via CI",
        lambda: "mysql -u root -p  # it will prompt for the password",
        lambda: "curl -H \"Authorization: Bearer <token>\" https://api.example.com/v1/me",
    ][v]()
    if zh:
        core = pick(["# 把下面的值换成你自己的\n", "# 示例配置，占位符需要替换\n", "// 注意：这里只是模板\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def masked_value(zh, d=Deck(range(12))):
    v = d()
    core = [
        lambda: f"password: ********",
        lambda: f"OPENAI_API_KEY=sk-...{rs(4, ALNUM)}",
        lambda: f"Token: ghp_{'*' * 36}",
        lambda: f"DATABASE_URL=postgres://{pick(USERS)}:****@{pick(HOSTS)}:5432/{pick(DBS)}",
        lambda: f"aws_secret_access_key = [REDACTED]",
        lambda: f"api_key: \"••••••••••••{rs(4, LOWD)}\"",
        lambda: f"Access key ID: AKIA************{rs(4, UPD)}",
        lambda: f"INFO  login ok user={pick(USERS)} password=<redacted>",
        lambda: f"Your API key ending in …{rs(4, ALNUM)} was created on 2024-0{R.randrange(1, 9)}-1{R.randrange(0, 9)}.",
        lambda: f"secret_key: \"{'*' * R.randrange(8, 20)}\"  # masked by the console",
        lambda: f"Authorization: Bearer ***",
        lambda: f"-p '*****'",
    ][v]()
    if zh:
        core = pick(["已脱敏：\n", "截图里的值都打码了：\n", "控制台显示的就是这样：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(20)
def env_reference(zh, d=Deck(range(14))):
    v = d()
    core = [
        lambda: "password: ${DB_PASSWORD}",
        lambda: "db_pass = os.environ[\"DB_PASSWORD\"]",
        lambda: "const key = process.env.STRIPE_SECRET_KEY;",
        lambda: "String token = System.getenv(\"API_TOKEN\");",
        lambda: "SECRET_KEY = env(\"DJANGO_SECRET_KEY\")",
        lambda: "docker login -u \"$REGISTRY_USER\" -p \"$REGISTRY_PASSWORD\" $REGISTRY",
        lambda: "echo \"$GHCR_TOKEN\" | docker login ghcr.io -u USERNAME --password-stdin",
        lambda: "mysql -u app -p\"$MYSQL_PWD\" -e 'select 1'",
        lambda: "apiKey := os.Getenv(\"OPENAI_API_KEY\")\nif apiKey == \"\" {\n\tlog.Fatal(\"OPENAI_API_KEY not set\")\n}",
        lambda: "$password = $_ENV['DB_PASSWORD'] ?? getenv('DB_PASSWORD');",
        lambda: "set PGPASSWORD=%PG_PASS%",
        lambda: "api_key = ENV.fetch(\"SENDGRID_API_KEY\")",
        lambda: "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD:}",
        lambda: "let token = std::env::var(\"GITHUB_TOKEN\").expect(\"GITHUB_TOKEN\");",
    ][v]()
    if zh:
        core = pick(["# 密码从环境变量读取\n", "// 密钥不写死，走环境变量\n", "# 注意 token 由 CI 注入\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def template_variable(zh, d=Deck(range(12))):
    v = d()
    core = [
        lambda: "password: {{ secret }}",
        lambda: "        - name: DB_PASSWORD\n          value: {{ .Values.auth.password | quote }}",
        lambda: "  env:\n    NPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
        lambda: "mysql_password: \"{{ vault_mysql_password }}\"",
        lambda: "password = var.db_password",
        lambda: "MasterUserPassword: !Ref DBPassword",
        lambda: "api_key: \"{{ lookup('env', 'API_KEY') }}\"",
        lambda: "token: <%= ENV['SLACK_TOKEN'] %>",
        lambda: "secret_key_base: <%= Rails.application.credentials.secret_key_base %>",
        lambda: "\"password\": \"{{ .Env.POSTGRES_PASSWORD }}\"",
        lambda: "password = \"${data.aws_secretsmanager_secret_version.db.secret_string}\"",
        lambda: "url: jdbc:postgresql://${DB_HOST}:5432/${DB_NAME}?user=${DB_USER}&password=${DB_PASS}",
    ][v]()
    if zh:
        core = pick(["# 模板变量，部署时渲染\n", "# 值来自 secrets，不在仓库里\n", "# Helm 模板片段\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def vault_lookup(zh, d=Deck(range(12))):
    v = d()
    core = [
        lambda: f"vault kv get -field=password secret/{pick(PROJECTS)}/db",
        lambda: f"aws secretsmanager get-secret-value --secret-id prod/{pick(PROJECTS)}/db --query SecretString --output text",
        lambda: f"op read \"op://Private/{pick(PROJECTS)}/credential\"",
        lambda: "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password",
        lambda: f"gcloud secrets versions access latest --secret={pick(PROJECTS)}-api-key",
        lambda: "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d",
        lambda: "password = keyring.get_password(\"smtp\", user)",
        lambda: f"az keyvault secret show --vault-name kv-{pick(PROJECTS)} --name sql-admin-password --query value -o tsv",
        lambda: "client = hvac.Client(url=VAULT_ADDR)\nsecret = client.secrets.kv.v2.read_secret_version(path='app/db')['data']['data']['password']",
        lambda: f"aliyun kms GetSecretValue --SecretName {pick(PROJECTS)}-rds",
        lambda: "ssm = boto3.client('ssm')\npw = ssm.get_parameter(Name='/prod/db/password', WithDecryption=True)['Parameter']['Value']",
        lambda: "sops -d secrets.enc.yaml > /dev/null && echo ok",
    ][v]()
    if zh:
        core = pick(["密码统一放在密钥管理里，用的时候这样取：\n", "不要把密钥写进代码，参考下面的读取方式：\n", "从 Vault 里拿：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def checksum_hash(zh, d=Deck(range(8))):
    v = d()
    f = pick(["node-v20.11.1-linux-x64.tar.xz", "go1.22.4.linux-amd64.tar.gz", "ubuntu-24.04-live-server-amd64.iso",
              "terraform_1.8.5_linux_amd64.zip", "kubectl", "helm-v3.15.2-linux-amd64.tar.gz", "model.safetensors", "backup-20240611.tar.zst"])
    if v == 0:
        core = f"$ sha256sum {f}\n{hexs(64)}  {f}"
    elif v == 1:
        core = f"SHA256 ({f}) = {hexs(64)}"
    elif v == 2:
        core = f"md5: {hexs(32)}\nsize: {R.randrange(10**6, 10**9)} bytes"
    elif v == 3:
        core = f"checksum mismatch for {f}: expected sha256 {hexs(64)}, got {hexs(64)}"
    elif v == 4:
        core = f"$ shasum -a 1 {f}\n{hexs(40)}  {f}"
    elif v == 5:
        core = f"sha512sum: {hexs(128)}"
    elif v == 6:
        core = f"  - name: verify\n    run: echo \"{hexs(64)}  {f}\" | sha256sum -c -"
    else:
        core = f"ETag: \"{hexs(32)}\""
    if zh:
        core = pick(["下载后先校验一下：\n", "校验和对不上，帮看下：\n", "官网给的哈希值：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def lockfile_hash(zh, d=Deck(range(7))):
    v = d()
    pkg = pick(["lodash", "requests", "serde", "react-dom", "urllib3", "tokio", "express", "numpy", "cobra"])
    ver = f"{R.randrange(0, 5)}.{R.randrange(0, 30)}.{R.randrange(0, 20)}"
    if v == 0:
        core = f"    \"node_modules/{pkg}\": {{\n      \"version\": \"{ver}\",\n      \"resolved\": \"https://registry.npmjs.org/{pkg}/-/{pkg}-{ver}.tgz\",\n      \"integrity\": \"sha512-{b64(64)}\"\n    }},"
    elif v == 1:
        core = f"[[package]]\nname = \"{pkg}\"\nversion = \"{ver}\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{hexs(64)}\""
    elif v == 2:
        core = f"github.com/spf13/{pkg} v{ver} h1:{b64(32)}\ngithub.com/spf13/{pkg} v{ver}/go.mod h1:{b64(32)}"
    elif v == 3:
        core = f"{pkg}=={ver} \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}"
    elif v == 4:
        core = f"files = [\n    {{file = \"{pkg}-{ver}-py3-none-any.whl\", hash = \"sha256:{hexs(64)}\"}},\n]"
    elif v == 5:
        core = f"{pkg}@^{ver}:\n  version \"{ver}\"\n  resolved \"https://registry.yarnpkg.com/{pkg}/-/{pkg}-{ver}.tgz#{hexs(40)}\"\n  integrity sha512-{b64(64)}"
    else:
        core = f"  /{pkg}@{ver}:\n    resolution: {{integrity: sha512-{b64(64)}}}\n    dev: false"
    if zh:
        core = pick(["lock 文件的 diff：\n", "锁文件里多了这一段，正常吗？\n", "依赖升级后 lock 变化：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def uuid_id(zh, d=Deck(range(8))):
    v = d()
    if v == 0:
        core = f"request_id={uid()} status=200 latency_ms={R.randrange(3, 900)}"
    elif v == 1:
        core = f"metadata:\n  name: {pick(PROJECTS)}-7d9c\n  uid: {uid()}\n  resourceVersion: \"{R.randrange(10**5, 10**8)}\""
    elif v == 2:
        core = json.dumps({"correlationId": uid(), "tenantId": uid(), "event": "order.created"})
    elif v == 3:
        core = f"Subscription ID: {uid()}\nTenant ID: {uid()}"
    elif v == 4:
        core = f"ERROR [{uid()}] upstream timed out after 30s"
    elif v == 5:
        core = f"Project(\"{{{uid().upper()}}}\") = \"{pick(PROJECTS)}\", \"src\\{pick(PROJECTS)}.csproj\", \"{{{uid().upper()}}}\""
    elif v == 6:
        core = f"UPDATE jobs SET state='done' WHERE id='{uid()}';"
    else:
        core = f"trace_id={hexs(32)} span_id={hexs(16)} service={pick(PROJECTS)}"
    if zh:
        core = pick(["这个请求一直超时，ID 如下：\n", "日志里的标识：\n", "订单对应的记录：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def commit_sha(zh, d=Deck(range(8))):
    v = d()
    if v == 0:
        core = "\n".join(f"{hexs(7)} {pick(['fix: handle empty token list', 'feat: add password reset page', 'chore: bump deps', 'docs: explain secret rotation', 'refactor auth middleware'])}" for _ in range(R.randrange(3, 6)))
        core = "$ git log --oneline -5\n" + core
    elif v == 1:
        core = f"commit {hexs(40)}\nAuthor: {pick(USERS)} <{pick(USERS)}@example.com>\nDate:   Tue Jun 11 14:0{R.randrange(0, 9)}:12 2024 +0800\n\n    Rotate credentials via vault instead of .env"
    elif v == 2:
        core = f"Fixed in {hexs(12)}, backported to release-1.{R.randrange(2, 9)} as {hexs(12)}."
    elif v == 3:
        core = f"Change-Id: I{hexs(40)}\nSigned-off-by: {pick(USERS)} <{pick(USERS)}@example.org>"
    elif v == 4:
        core = f"HEAD is now at {hexs(7)} Merge pull request #{R.randrange(100, 9999)} from {pick(USERS)}/fix-token-refresh"
    elif v == 5:
        core = f"- uses: actions/checkout@{hexs(40)} # v4.1.7"
    elif v == 6:
        core = f"git revert {hexs(40)}"
    else:
        core = f"Checking out {hexs(40)} (detached HEAD)"
    if zh:
        core = pick(["回滚到这个提交：\n", "这个修复在哪个版本里？\n", "提交记录：\n"]) + core
    return hwrap(core, zh)


def ssh_pub(kind):
    if kind == "ssh-ed25519":
        blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + rb(32)
    else:
        blob = struct.pack(">I", 7) + b"ssh-rsa" + struct.pack(">I", 3) + b"\x01\x00\x01" + struct.pack(">I", 257) + b"\x00" + rb(256)
    return f"{kind} {base64.b64encode(blob).decode()}"


@harmless_kind(20)
def public_key(zh, d=Deck(range(7))):
    v = d()
    if v == 0:
        core = f"{ssh_pub('ssh-ed25519')} {pick(USERS)}@{pick(['laptop', 'mbp', 'ci-runner', 'wsl'])}"
    elif v == 1:
        core = f"# ~/.ssh/authorized_keys\n{ssh_pub('ssh-rsa')} {pick(USERS)}@example.com"
    elif v == 2:
        raw = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(330, ALNUM + "+/") + "IDAQAB"
        core = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64)) + "\n-----END PUBLIC KEY-----"
    elif v == 3:
        core = f"recipients:\n  - age1{rs(58, BECH32.lower())}\n  - age1{rs(58, BECH32.lower())}"
    elif v == 4:
        core = f"[Peer]\nPublicKey = {b64(32)}\nAllowedIPs = 10.8.0.{R.randrange(2, 250)}/32"
    elif v == 5:
        core = f"{pick(['github.com', 'gitlab.com', '10.0.0.5'])} {ssh_pub('ssh-ed25519')}"
    else:
        raw = "mQINBF" + rs(400, ALNUM + "+/")
        core = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64)) + f"\n={rs(4, ALNUM)}\n-----END PGP PUBLIC KEY BLOCK-----"
    if zh:
        core = pick(["我的公钥，加到服务器上吧：\n", "这是公钥，可以公开：\n", "把这个加到 authorized_keys：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(16)
def certificate(zh, d=Deck(range(4))):
    v = d()
    if v in (0, 1):
        raw = "MII" + rs(R.randrange(700, 1000), ALNUM + "+/")
        core = "-----BEGIN CERTIFICATE-----\n" + "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64)) + "\n-----END CERTIFICATE-----"
        if v == 1:
            core = "ca.crt: |\n" + "\n".join("  " + l for l in core.split("\n"))
    elif v == 2:
        fp = ":".join(hexs(2).upper() for _ in range(32))
        core = f"$ openssl x509 -in server.crt -noout -fingerprint -sha256\nsha256 Fingerprint={fp}"
    else:
        core = f"Subject: CN={pick(PROJECTS)}.example.com\nIssuer: C=US, O=Let's Encrypt, CN=R11\nSerial Number: {':'.join(hexs(2) for _ in range(18))}\nNot After : Sep  9 12:00:00 2025 GMT"
    if zh:
        core = pick(["证书内容（公开的，不是私钥）：\n", "新签发的证书：\n", "证书信息：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(16)
def base64_nonsecret(zh, d=Deck(range(6))):
    v = d()
    plain = pick(["hello world", "{\"theme\":\"dark\",\"lang\":\"zh-CN\"}", "Build succeeded on runner-3", "user=guest;role=viewer",
                  "This is a test message.", "<svg xmlns='http://www.w3.org/2000/svg'/>", "version: 2\nupdates: []\n"])
    e = base64.b64encode(plain.encode()).decode()
    if v == 0:
        core = f"$ echo {e} | base64 -d\n{plain}"
    elif v == 1:
        core = f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA{b64(60)}\" alt=\"logo\">"
    elif v == 2:
        core = f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ui-settings\nbinaryData:\n  settings.json: {base64.b64encode(json.dumps({'theme': pick(['dark', 'light']), 'pageSize': R.randrange(10, 100)}).encode()).decode()}"
    elif v == 3:
        core = f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{base64.b64encode(pick(['Meeting moved to 3pm.', '周五下午三点开会。', 'Report attached.']).encode()).decode()}"
    elif v == 4:
        core = f"font-src: url(data:font/woff2;base64,d09GMgABAAAAA{b64(45)}) format('woff2');"
    else:
        core = f"payload (base64): {e}"
    if zh:
        core = pick(["这段 base64 解出来只是普通文本：\n", "接口返回的字段：\n", "图片内嵌在 HTML 里：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(22)
def prose_about_passwords(zh, en=Deck([
    "Remember to rotate the database password every 90 days.",
    "I forgot my wifi password, can you reset the router?",
    "The password field is required and must be at least 12 characters.",
    "Please don't send passwords over Slack; use the 1Password share link instead.",
    "I changed my password yesterday and now Outlook keeps prompting me.",
    "The new password is in the team vault under 'staging-db'.",
    "Password reset emails are taking about five minutes to arrive.",
    "Never commit your .env file — the password and API keys belong in the secret store.",
    "Can you tell me where the admin password is kept? I don't need the value, just the location.",
    "We store only bcrypt hashes; the plain password never hits the logs.",
    "If you get 'invalid password', check caps lock first.",
    "The passphrase protects the key on disk; losing it means re-issuing the key.",
    "Ask Dana for the PIN, she has it written down at the front desk.",
    "Our policy: passwords expire every 180 days and can't repeat the last five.",
    "He typed his password into the chat by accident, so we rotated it right away.",
    "Use a passphrase of four or more random words rather than a short password.",
]), zhd=Deck([
    "密码至少 12 位，包含大小写字母和数字。",
    "我忘了 wifi 密码，谁能帮我重置一下路由器？",
    "新密码已经通过短信发给你了，注意查收。",
    "请不要在群里发密码，用密码管理器的分享链接。",
    "登录密码错误超过 5 次账号会被锁定 30 分钟。",
    "数据库密码下周统一轮换，到时候会通知大家。",
    "密码输错了三次，现在提示要等一会儿再试。",
    "密码存在 Vault 里，路径问运维要。",
    "修改密码后记得重新登录一下 VPN 客户端。",
    "这个系统不支持明文密码登录，只能用 SSO。",
    "忘记支付密码可以在设置里通过人脸识别重置。",
])):
    return (zhd if zh else en)()


@harmless_kind(20)
def token_word_ordinary(zh, en=Deck([
    "The tokenizer splits the sentence into 37 tokens.",
    "usage: prompt_tokens=1532, completion_tokens=220, total_tokens=1752",
    "max_tokens=1024, temperature=0.2",
    "Pass a CancellationToken so the request can be aborted.",
    "The CSRF token is validated on every POST request.",
    "Rate limiting uses a token bucket with capacity 100 and refill 10/s.",
    "The parser failed with 'unexpected token }' at line 42.",
    "Key rotation is automatic; keys are replaced every 30 days by KMS.",
    "SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON",
    "A secret is a Kubernetes object that holds a small amount of sensitive data.",
    "Primary key on (tenant_id, order_id); foreign key to customers.id.",
    "The access token expires after one hour; use the refresh flow to get a new one.",
    "We bill by tokens: $0.15 per million input tokens.",
]), zhd=Deck([
    "令牌桶限流，每秒补充 10 个令牌。",
    "密钥管理服务（KMS）按调用次数计费。",
    "分词器把这句话切成了 37 个 token。",
    "JWT 的 payload 不要放敏感信息，因为只是 base64 编码。",
    "主键是 order_id，外键关联 customers 表。",
    "这个接口的 token 有效期是两小时，过期后用 refresh token 换新的。",
    "输入 token 数超过上下文长度了，需要截断。",
    "公钥可以公开，私钥要妥善保管。",
    "秘钥轮换策略：每 90 天自动更换一次。",
    "报错 Unexpected token，估计是返回了 HTML 而不是 JSON。",
])):
    return (zhd if zh else en)()


@harmless_kind(18)
def version_and_ids(zh, d=Deck(range(12))):
    v = d()
    core = [
        lambda: f"{pick(PROJECTS)} v{R.randrange(0, 5)}.{R.randrange(0, 30)}.{R.randrange(0, 20)} (build {R.randrange(2023, 2025)}{R.randrange(1, 12):02d}{R.randrange(1, 28):02d}.{R.randrange(1, 9)})",
        lambda: f"arn:aws:iam::{R.randrange(10**11, 10**12)}:role/{pick(PROJECTS)}-deployer",
        lambda: f"instance i-0{hexs(16)} in subnet-{hexs(17)}, sg-{hexs(17)}",
        lambda: f"Python 3.{R.randrange(8, 13)}.{R.randrange(0, 12)} (main, Jun {R.randrange(1, 28)} 2024) [GCC 12.2.0] on linux",
        lambda: f"FROM python:3.12-slim@sha256:{hexs(64)}",
        lambda: f"STRIPE_PUBLISHABLE_KEY=pk_live_{rs(99, ALNUM)}",
        lambda: f"FEISHU_APP_ID=cli_{hexs(16)}",
        lambda: f"wechat appid: wx{hexs(16)}",
        lambda: f"projects/{pick(PROJECTS)}-{R.randrange(100000, 999999)}/locations/us-central1/services/api",
        lambda: f"Order #{R.randrange(10**15, 10**16)} shipped, tracking SF{R.randrange(10**11, 10**12)}",
        lambda: f"Digest: sha256:{hexs(64)}\nStatus: Downloaded newer image for nginx:1.27-alpine",
        lambda: f"kernel 6.{R.randrange(1, 10)}.{R.randrange(0, 60)}-{R.randrange(10, 200)}-generic, glibc 2.{R.randrange(30, 40)}",
    ][v]()
    if zh:
        core = pick(["版本信息：\n", "资源 ID 在这里：\n", "环境如下：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def code_handling_secrets(zh, d=Deck(range(12))):
    v = d()
    core = [
        lambda: "def verify_password(plain: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(plain.encode(), hashed)",
        lambda: "password = getpass.getpass(\"Password: \")",
        lambda: "<input type=\"password\" name=\"password\" autocomplete=\"current-password\" required>",
        lambda: "if not token:\n    raise PermissionError(\"missing token\")",
        lambda: "headers = {\"Authorization\": f\"Bearer {api_key}\"}",
        lambda: "PASSWORD_HASHERS = [\"django.contrib.auth.hashers.Argon2PasswordHasher\"]",
        lambda: "const [password, setPassword] = useState('');",
        lambda: "public void setPassword(String password) { this.password = password; }",
        lambda: "token_type = \"Bearer\"\nexpires_in = 3600",
        lambda: "secret = secrets.token_urlsafe(32)  # generated at runtime, never stored",
        lambda: "if err := bcrypt.CompareHashAndPassword(hash, []byte(pw)); err != nil {\n\treturn ErrInvalidPassword\n}",
        lambda: "ALTER TABLE users ADD COLUMN password_hash VARCHAR(255) NOT NULL;",
    ][v]()
    if zh:
        core = pick(["# 校验密码的逻辑\n", "// 这里只是处理密码，没有写死任何值\n", "# 生成随机密钥\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def secret_config_without_value(zh, d=Deck(range(12))):
    v = d()
    core = [
        lambda: "password_min_length: 12\npassword_require_symbol: true",
        lambda: f"tls:\n  secretName: {pick(PROJECTS)}-tls",
        lambda: "auth:\n  existingSecret: mysql-auth\n  existingSecretPasswordKey: mysql-root-password",
        lambda: "ssl_certificate_key /etc/nginx/ssl/server.key;",
        lambda: "token_ttl: 3600\nrefresh_token_ttl: 2592000",
        lambda: "serviceAccountName: builder\nautomountServiceAccountToken: false",
        lambda: "IdentityFile ~/.ssh/id_ed25519\nIdentitiesOnly yes",
        lambda: "credentials_file = \"~/.aws/credentials\"\nprofile = \"prod\"",
        lambda: "passwordFile: /run/secrets/db_password",
        lambda: "secrets:\n  db_password:\n    file: ./secrets/db_password.txt",
        lambda: "session_timeout = 30m\nsession_cookie_secure = true",
        lambda: "key_vault_name = \"kv-prod-01\"\nsecret_name   = \"sql-admin\"",
    ][v]()
    if zh:
        core = pick(["# 配置里只有路径和名字，没有明文\n", "# 密码策略\n", "# 证书路径\n"]) + core
    return hwrap(core, zh)


@harmless_kind(16)
def placeholder_url(zh, d=Deck(range(8))):
    v = d()
    core = [
        "DATABASE_URL=postgresql://${DB_USER}:${DB_PASS}@db:5432/app",
        "mysql://<user>:<password>@127.0.0.1:3306/<database>",
        "mongodb+srv://<username>:<password>@cluster0.mongodb.net/?retryWrites=true",
        "redis://:${REDIS_PASSWORD}@redis:6379/0",
        "git clone https://<token>@github.com/org/repo.git",
        "amqp://USER:PASSWORD@HOST:5672/VHOST",
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}",
    ][v]
    if zh:
        core = pick(["连接串格式（把尖括号里的换成实际值）：\n", "示例地址：\n", "文档里的写法：\n"]) + core
    else:
        core = pick(["", "Format: ", "Example: ", "Connection string template:\n"]) + core
    return hwrap(core, zh)


@harmless_kind(18)
def log_lines(zh, d=Deck(range(10))):
    v = d()
    ts = f"2024-0{R.randrange(1, 9)}-{R.randrange(10, 28)}T{R.randrange(10, 23)}:{R.randrange(10, 59)}:{R.randrange(10, 59)}Z"
    core = [
        lambda: f"{ts} INFO  auth: password changed for user_id={R.randrange(1000, 99999)}",
        lambda: f"{ts} WARN  token expired for session {R.randrange(10**5, 10**6)}, refreshing",
        lambda: f"{ts} ERROR Access denied for user '{pick(USERS)}'@'{pick(HOSTS)}' (using password: YES)",
        lambda: f"{ts} INFO  rotated API key id={R.randrange(100, 999)} for tenant {pick(PROJECTS)}",
        lambda: f"{ts} DEBUG cache hit key=user:{R.randrange(10**4, 10**6)}:profile ttl=300",
        lambda: f"Traceback (most recent call last):\n  File \"app/auth.py\", line {R.randrange(20, 300)}, in login\n    raise InvalidPassword(user.id)\nauth.errors.InvalidPassword: {R.randrange(1000, 9999)}",
        lambda: f"{ts} INFO  secret \"{pick(PROJECTS)}-db\" synced from vault (version {R.randrange(2, 40)})",
        lambda: f"sshd[{R.randrange(1000, 60000)}]: Failed password for invalid user {pick(USERS)} from 203.0.113.{R.randrange(1, 254)} port {R.randrange(30000, 65000)} ssh2",
        lambda: f"{ts} INFO  pid={R.randrange(1000, 99999)} worker started, port={pick([8080, 8443, 9000, 3000])}",
        lambda: f"{ts} WARN  key {hexs(8)} not found in keyring, falling back to default",
    ][v]()
    if zh:
        core = pick(["日志里看到这个：\n", "线上告警的日志：\n", "昨晚的日志片段：\n"]) + core
    return hwrap(core, zh)


@harmless_kind(16)
def high_entropy_nonsecret(zh, d=Deck(range(8))):
    v = d()
    core = [
        lambda: f"<script src=\"/static/js/main.{hexs(8)}.js\" integrity=\"sha384-{b64(48)}\" crossorigin=\"anonymous\"></script>",
        lambda: f"ipfs://bafybei{rs(52, string.ascii_lowercase + '234567')}",
        lambda: f"Bitcoin tx {hexs(64)} confirmed in block {R.randrange(800000, 850000)}",
        lambda: f"ETH address: 0x{hexs(40)}",
        lambda: f"object {hexs(40)}\ntype commit\ntag v{R.randrange(1, 9)}.{R.randrange(0, 9)}.0",
        lambda: f"youtube.com/watch?v={rs(11, URLSAFE)}",
        lambda: f"Content-Security-Policy: script-src 'self' 'sha256-{b64(32)}'",
        lambda: f"build cache key: {pick(['linux', 'macos'])}-node-{hexs(64)}",
    ][v]()
    if zh:
        core = pick(["这串是哈希，不是密钥：\n", "页面源码里的：\n", "链上记录：\n"]) + core
    return hwrap(core, zh)


# ================================================================ driver
FORCE_LANG = {"prose_password_en": "en", "prose_password_zh": "zh"}


def build():
    seen_secret, seen_text = set(), set()
    for kind, n, fn in SECRET_KINDS:
        i = 0
        made = 0
        while made < n:
            lang = FORCE_LANG.get(kind) or ("zh" if is_zh(made, n) else "en")
            text, secrets = fn(lang == "zh")
            i += 1
            if text in seen_text or any(s in seen_secret for s in secrets):
                continue
            for s in secrets:
                assert s and s in text, (kind, s, text)
            seen_text.add(text)
            seen_secret.update(secrets)
            SECRETS.append({"text": text, "secrets": secrets, "kind": kind, "lang": lang})
            made += 1
    for kind, n, fn in HARMLESS_KINDS:
        made = 0
        tries = 0
        while made < n:
            lang = "zh" if is_zh(made, n) else "en"
            text = fn(lang == "zh")
            tries += 1
            assert tries < n * 50, kind
            if text in seen_text:
                continue
            seen_text.add(text)
            HARMLESS.append({"text": text, "kind": kind, "lang": lang})
            made += 1
    return {"secrets": SECRETS, "harmless": HARMLESS}


def main():
    data = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "c.json")
    blob = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(blob)
    print(f"wrote {out}: {len(data['secrets'])} secret, {len(data['harmless'])} harmless, "
          f"sha256 {hashlib.sha256(blob.encode('utf-8')).hexdigest()}")


if __name__ == "__main__":
    main()
