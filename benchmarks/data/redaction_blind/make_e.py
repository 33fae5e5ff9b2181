#!/usr/bin/env python3
"""Generator for blind evaluation corpus E (secret redaction).

Standard library only, fixed seed: writes e.json byte-identically on every run.
Every value is freshly drawn from a seeded PRNG; nothing is a real credential.
"""
import base64
import json
import random
import string
import sys
import uuid as _uuid
import hashlib

SEED = 0xE5EC2026
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = string.ascii_letters + string.digits
UPD = UP + DG
LOD = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
URL = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

USED = set()


def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def U(v):
    """register a secret value, refuse reuse"""
    if v in USED:
        raise ValueError("reused " + v)
    USED.add(v)
    return v


def fresh(fn):
    for _ in range(200):
        v = fn()
        if v not in USED:
            USED.add(v)
            return v
    raise RuntimeError("cannot draw a fresh value")


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uid():
    return str(_uuid.UUID(int=R.getrandbits(128), version=4))


def digits(n):
    return str(R.randint(1, 9)) + rs(n - 1, DG)


# ---------------------------------------------------------------- vendor values
def aws_id(p="AKIA"):
    return fresh(lambda: p + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"))


def aws_secret():
    return fresh(lambda: rs(40, AN + "/+"))


def aws_session():
    return fresh(lambda: "IQoJb3JpZ2luX2VjE" + rs(R.randint(300, 420), AN + "/+") + "=")


def gcp_key():
    return fresh(lambda: "AIzaSy" + rs(33, URL))


def gh(p="ghp_"):
    return fresh(lambda: p + rs(36))


def gh_fine():
    return fresh(lambda: "github_pat_11" + rs(20, UPD) + "_" + rs(59))


def glpat():
    return fresh(lambda: "glpat-" + rs(20, URL))


def slack_bot():
    return fresh(lambda: "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(24)))


def slack_user():
    return fresh(lambda: "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), rs(32, HEX)))


def slack_app():
    return fresh(lambda: "xapp-1-A0%s-%s-%s" % (rs(9, UPD), digits(13), rs(64, HEX)))


def slack_hook_parts():
    t = "T0" + rs(8, UPD)
    b = "B0" + rs(9, UPD)
    s = fresh(lambda: rs(24))
    return "https://hooks.slack.com/services/%s/%s/%s" % (t, b, s), s


def stripe(p="sk_live_"):
    return fresh(lambda: p + "51" + rs(R.choice([97, 97, 22])))


def openai_key():
    k = R.random()
    if k < 0.6:
        return fresh(lambda: "sk-proj-" + rs(74, URL) + "T3BlbkFJ" + rs(74, URL))
    if k < 0.8:
        return fresh(lambda: "sk-svcacct-" + rs(74, URL) + "T3BlbkFJ" + rs(74, URL))
    return fresh(lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20))


def anthropic_key(admin=False):
    if admin:
        return fresh(lambda: "sk-ant-admin01-" + rs(93, URL) + "AA")
    return fresh(lambda: "sk-ant-api03-" + rs(93, URL) + "AA")


def hf():
    return fresh(lambda: "hf_" + rs(34, string.ascii_letters))


def xai():
    return fresh(lambda: "xai-" + rs(80))


def discord_hook():
    s = fresh(lambda: rs(68, URL))
    return "https://discord.com/api/webhooks/%s/%s" % (digits(19), s), s


def discord_bot():
    return fresh(lambda: b64(digits(19).encode()).rstrip("=") + "." + rs(6, URL) + "." + rs(38, URL))


def teams_hook():
    a = fresh(lambda: rs(32, HEX))
    v2 = fresh(lambda: "V2" + rs(43, URL))
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (
        pick(["contoso", "acmecorp", "northwind", "fabrikam", "tailspin"]), uid(), uid(), a, uid(), v2)
    return url, [a, v2]


def sentry_dsn():
    k = fresh(lambda: rs(32, HEX))
    host = pick(["o%s.ingest.sentry.io" % digits(6), "o%s.ingest.us.sentry.io" % digits(7), "o%s.ingest.de.sentry.io" % digits(6)])
    return "https://%s@%s/%s" % (k, host, digits(7)), k


def tfc():
    return fresh(lambda: rs(14) + ".atlasv1." + rs(67))


def op_sa():
    def mk():
        d = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
             "iterations": 650000, "salt": b64url(rbytes(16))}, "email": rs(13, LO) + "@1passwordserviceaccounts.com",
             "srpX": rs(64, HEX), "muk": {"alg": "A256GCM", "ext": True, "k": b64url(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
             "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(6, UPD) + "-" + rs(6, UPD) + "-" + "-".join(rs(5, UPD) for _ in range(4)),
             "throttleSecret": {"seed": rs(64, HEX), "uuid": rs(26, UPD)}, "deviceUuid": rs(26, LOD)}
        return "ops_" + b64url(json.dumps(d, separators=(",", ":")).encode())
    return fresh(mk)


def op_secret_key():
    return fresh(lambda: "A3-" + rs(6, UPD) + "-" + rs(6, UPD) + "-" + "-".join(rs(5, UPD) for _ in range(4)))


def okta():
    return fresh(lambda: "00" + rs(40, URL))


def age_key():
    return fresh(lambda: "AGE-SECRET-KEY-1" + rs(58, BECH))


def vault_tok():
    return fresh(lambda: "hvs.CAESI" + rs(R.randint(80, 95), URL))


def jwt(alg="HS256", payload=None):
    h = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    if payload is None:
        payload = {"sub": str(R.randint(10000, 99999999)), "name": pick(["Li Wei", "Ana Souza", "Tom Becker", "王芳", "Priya N"]),
                   "iat": R.randint(1700000000, 1790000000)}
        payload["exp"] = payload["iat"] + R.choice([900, 3600, 86400])
        if R.random() < 0.5:
            payload["role"] = pick(["admin", "service", "user", "ops"])
    p = b64url(json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode())
    sig = rs(43, URL) if alg.startswith("HS") else rs(342, URL)
    return U(h + "." + p + "." + sig)


def pem_block(kind="RSA"):
    """returns (block_text, [secret lines])"""
    if kind == "RSA":
        head = bytes.fromhex("308204a30201000282010100")
        body = head + rbytes(1191 - len(head))
        label = "RSA PRIVATE KEY"
    elif kind == "PKCS8":
        head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
        body = head + rbytes(1217 - len(head))
        label = "PRIVATE KEY"
    elif kind == "EC":
        head = bytes.fromhex("30770201010420")
        body = head + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        label = "EC PRIVATE KEY"
    elif kind == "OPENSSH":
        head = (b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" * 2 + b"\x00\x00\x00\x00\x00\x00\x00\x01"
                b"\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 ")
        body = head + rbytes(200)
        label = "OPENSSH PRIVATE KEY"
    elif kind == "DSA":
        head = bytes.fromhex("308201bb02010002818100")
        body = head + rbytes(440)
        label = "DSA PRIVATE KEY"
    else:
        raise ValueError(kind)
    enc = b64(body)
    w = 70 if kind == "OPENSSH" else 64
    lines = [enc[i:i + w] for i in range(0, len(enc), w)]
    hb = len(head) * 4 // 3 + 4
    secret_lines = []
    pos = 0
    for ln in lines:
        pos += len(ln)
        if pos > hb and len(ln) >= 6:
            secret_lines.append(U(ln))
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
    return text, secret_lines


def pgp_block():
    body = b64(b"\x95\x07\x46\x04" + rbytes(700))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    sec = [U(l) for l in lines if len(l) >= 6]
    crc = "=" + rs(4, B64)
    text = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), crc)
    return text, sec


WORDS39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid
acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic
affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost
alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal
ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area
arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect assault asset assist assume
asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake
aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below belt
bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket
blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring
borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli
broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon
canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat
catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk
champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice
choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever
click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code
coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover
coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross
crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve
cushion custom cute cycle vacuum valley village violin virus visit vital vivid vocal voice void volcano vote voyage wage
walk wall want warm wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend weird welcome west
wet whale what wheat wheel when where whip whisper wide width wife wild will win wine wing wink winner wire wish witness
woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write yard year yellow you young zebra zero zone zoo""".split()


def mnemonic(n=None):
    n = n or R.choice([12, 12, 24, 12, 18])
    return fresh(lambda: " ".join(R.choice(WORDS39) for _ in range(n)))


PASSWORDS_WORDS = ["sunflower", "dragon", "maple", "harbor", "tiger", "falcon", "winter", "coffee", "rocket", "panda",
                   "mango", "lotus", "silver", "thunder", "ocean", "cactus", "violet", "jasper", "orbit", "pepper",
                   "cobalt", "nimbus", "saturn", "walrus", "marble", "ember", "breeze", "kestrel", "quartz", "meadow"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjie", "lixiaolong", "zhaolei", "sunli", "huangmin", "xuqing", "yangfan",
          "wudi", "gaoyuan", "linjun", "heping", "zhoutao", "maxiao", "hanmei", "tangyi"]
SYM = "!@#$%&*_-.?"


def human_pw(sym=SYM, style=None):
    def mk():
        s = style if style is not None else R.randint(0, 7)
        if s == 0:
            return pick(PASSWORDS_WORDS).capitalize() + rs(R.randint(2, 4), DG) + R.choice(sym)
        if s == 1:
            return pick(PINYIN) + R.choice(sym) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
        if s == 2:
            return rs(R.randint(12, 20), AN + sym)
        if s == 3:
            w = pick(PASSWORDS_WORDS)
            leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
            return leet.capitalize() + rs(3, DG) + R.choice(sym)
        if s == 4:
            return R.choice(["Qaz", "Zxc", "Asd", "Qwe", "1qaz"]) + R.choice(sym) + R.choice(["wsx", "vbn", "fgh", "rty", "2WSX"]) + rs(4, DG)
        if s == 5:
            return pick(PINYIN).capitalize() + str(R.randint(1975, 2005)) + R.choice(sym)
        if s == 6:
            return rs(4, UP) + rs(4, LO) + R.choice(sym) + rs(4, DG) + rs(2, AN)
        return pick(PASSWORDS_WORDS).upper()[:4] + pick(PASSWORDS_WORDS) + rs(3, DG) + R.choice(sym)
    return fresh(mk)


def url_pw():
    return human_pw(sym="-_.!~*")


def shell_pw():
    return human_pw(sym="_-.@#%+=")


def passphrase(sep=None):
    sep = sep if sep is not None else R.choice([" ", "-", ".", "_", " "])
    return fresh(lambda: sep.join(R.choice(WORDS39) for _ in range(R.randint(4, 6))))


def pin():
    return fresh(lambda: rs(R.choice([6, 6, 6, 8]), DG))


USERS = ["admin", "root", "deploy", "svc_etl", "app_rw", "postgres", "jenkins", "ci-bot", "report_ro", "grafana",
         "li.wei", "zhang_san", "ops", "backup", "dev01", "sa", "kafka", "airflow", "metabase", "gitlab-runner"]
HOSTS = ["db-prod-01.internal", "10.12.3.45", "pg.staging.acme.io", "mysql-master.svc.cluster.local", "rds-7f2a.cn-north-1.rds.amazonaws.com.cn",
         "172.16.8.21", "cache-02.lan", "mongo0.example-corp.net", "rm-bp1x9k2.mysql.rds.aliyuncs.com", "192.168.31.10",
         "sql-west.database.windows.net", "redis.prod.local", "mq.internal.acme.cn", "10.0.4.17"]
DBS = ["orders", "app", "analytics", "billing", "crm", "warehouse", "users", "memory", "erp", "shop"]


def host():
    return pick(HOSTS)


def user():
    return pick(USERS)


# ---------------------------------------------------------------- registry
SECRET_KINDS = []
HARMLESS_KINDS = []


def K(kind, n=7):
    def deco(fn):
        SECRET_KINDS.append((kind, fn, n))
        return fn
    return deco


def H(kind, n=18):
    def deco(fn):
        HARMLESS_KINDS.append((kind, fn, n))
        return fn
    return deco


EN_ASK = ["Can you figure out why this doesn't connect?", "here's the file, convert it to TOML pls",
          "Deploy broke right after I pushed this:", "pasting my config so you have the context",
          "why is the service ignoring this setting??", "this is what's on the box right now", "review this before I merge?",
          "ok this is the current version, it still 401s", "The agent wrote this file, is it right?", "context for the bug:"]
ZH_ASK = ["帮我看下为什么连不上：", "这是线上的配置，帮我转成 TOML：", "我推了这个之后部署就挂了", "先把配置贴给你参考一下",
          "为啥这个设置不生效？", "这是服务器上现在的文件", "合并前帮忙 review 一下", "改完还是 401，当前版本如下：",
          "agent 生成的这个文件对吗？", "问题上下文："]


def wrap(lang, body, fence="", path=None):
    s = R.random()
    if s < 0.3:
        return body
    if s < 0.8 or not path:
        pre = pick(ZH_ASK if lang == "zh" else EN_ASK)
        return pre + "\n```" + fence + "\n" + body + "\n```"
    if lang == "zh":
        return "[工具调用 read_file] %s\n%s\n[结束]" % (path, body)
    return "$ cat %s\n%s" % (path, body)


def zh_or(lang, en, zh):
    return zh if lang == "zh" else en


# ================================================================ SECRET KINDS
@K("aws_access_key_env", 8)
def _(lang, i):
    a, s = aws_id(), aws_secret()
    reg = pick(["us-east-1", "eu-central-1", "ap-southeast-1", "cn-north-1", "ap-northeast-1"])
    t = i % 4
    if t == 0:
        body = "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=%s" % (a, s, reg)
        return wrap(lang, body, "dotenv", ".env"), [a, s]
    if t == 1:
        body = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[%s]\nregion = %s\noutput = json" % (a, s, pick(["prod", "cn", "sandbox"]), reg)
        return wrap(lang, body, "ini", "~/.aws/credentials"), [a, s]
    if t == 2:
        if lang == "zh":
            return "运维给的临时账号：AK %s ，SK %s ，区域 %s，用完记得删" % (a, s, reg), [a, s]
        return "ops gave me these for the migration — key id %s secret %s (region %s), delete after friday" % (a, s, reg), [a, s]
    body = "export AWS_ACCESS_KEY_ID=\"%s\"\nexport AWS_SECRET_ACCESS_KEY=\"%s\"\naws s3 sync ./dist s3://%s-static --delete" % (a, s, pick(["acme", "shop", "blog"]))
    return wrap(lang, body, "bash", "~/.zsh_history"), [a, s]


@K("aws_key_in_code", 6)
def _(lang, i):
    a, s = aws_id(), aws_secret()
    t = i % 3
    cmt = zh_or(lang, "# TODO move to env before release", "# TODO 上线前改成读环境变量")
    if t == 0:
        body = "import boto3\n\n%s\ns3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)" % (cmt, a, s)
        return wrap(lang, body, "python"), [a, s]
    if t == 1:
        body = "const client = new S3Client({\n  region: 'us-west-2',\n  credentials: { accessKeyId: '%s', secretAccessKey: '%s' },\n});" % (a, s)
        return wrap(lang, body, "ts"), [a, s]
    body = "sess := session.Must(session.NewSession(&aws.Config{\n\tRegion:      aws.String(\"eu-west-1\"),\n\tCredentials: credentials.NewStaticCredentials(\"%s\", \"%s\", \"\"),\n}))" % (a, s)
    return wrap(lang, body, "go"), [a, s]


@K("aws_session_token", 6)
def _(lang, i):
    a, s, tok = aws_id("ASIA"), aws_secret(), aws_session()
    body = json.dumps({"Credentials": {"AccessKeyId": a, "SecretAccessKey": s, "SessionToken": tok,
                       "Expiration": "2026-0%d-1%dT0%d:12:44+00:00" % (R.randint(1, 9), R.randint(0, 9), R.randint(0, 9))},
                       "AssumedRoleUser": {"AssumedRoleId": "AROA" + rs(17, UPD) + ":ci", "Arn": "arn:aws:sts::%s:assumed-role/deployer/ci" % digits(12)}}, indent=2)
    if i % 2:
        body = "$ aws sts assume-role --role-arn arn:aws:iam::%s:role/deployer --role-session-name ci\n" % digits(12) + body
    return wrap(lang, body, "json"), [a, s, tok]


@K("gcp_api_key", 7)
def _(lang, i):
    k = gcp_key()
    t = i % 4
    if t == 0:
        return wrap(lang, "<script async src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>" % k, "html"), [k]
    if t == 1:
        return zh_or(lang, "gemini key for the eval runs: %s (billing is on my card, don't share)" % k,
                     "跑评测用的 Gemini key：%s ，走的我个人账单，别外传" % k), [k]
    if t == 2:
        return wrap(lang, "GOOGLE_API_KEY: %s\nmodel: gemini-1.5-pro\ntemperature: 0.2" % k, "yaml", "config/llm.yaml"), [k]
    return "curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:generateContent?key=%s\" -H 'Content-Type: application/json' -d @req.json" % k, [k]


def sa_json(pid=None):
    pid = pid or pick(["acme-prod", "memory-agent-4411", "data-lake-cn", "analytics-281903"])
    blk, lines = pem_block("PKCS8")
    kid = U(rs(40, HEX))
    d = {"type": "service_account", "project_id": pid, "private_key_id": kid, "private_key": blk + "\n",
         "client_email": "%s@%s.iam.gserviceaccount.com" % (pick(["deployer", "etl-runner", "agent-sa", "bq-reader"]), pid),
         "client_id": digits(21), "auth_uri": "https://accounts.google.com/o/oauth2/auth",
         "token_uri": "https://oauth2.googleapis.com/token",
         "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs"}
    return d, kid, lines


@K("gcp_service_account_json", 6)
def _(lang, i):
    d, kid, lines = sa_json()
    body = json.dumps(d, indent=2)
    return wrap(lang, body, "json", "secrets/gcp-sa.json"), [kid] + lines


@K("gcp_sa_base64_blob", 6)
def _(lang, i):
    d, kid, lines = sa_json()
    blob = U(b64(json.dumps(d, indent=2).encode()))
    t = i % 3
    if t == 0:
        return wrap(lang, "GOOGLE_CREDENTIALS_B64=%s" % blob, "", ".env.production"), [blob]
    if t == 1:
        body = "- name: Auth\n  run: echo \"%s\" | base64 -d > /tmp/sa.json" % blob
        return wrap(lang, body, "yaml"), [blob]
    return zh_or(lang, "here is the encoded service account, decode it into gcp.json:\n" + blob,
                 "服务账号 base64 之后的内容，你解码存成 gcp.json：\n" + blob), [blob]


@K("google_oauth_client", 7)
def _(lang, i):
    cs = fresh(lambda: "GOCSPX-" + rs(28, URL))
    rt = fresh(lambda: "1//0" + rs(1, "cdegh") + rs(R.randint(98, 104), URL))
    at = fresh(lambda: "ya29.a0" + rs(R.randint(160, 220), URL))
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(32, LOD))
    t = i % 3
    if t == 0:
        body = json.dumps({"installed": {"client_id": cid, "project_id": "agent-mail", "client_secret": cs,
                                         "redirect_uris": ["http://localhost"]}}, indent=1)
        return wrap(lang, body, "json", "client_secret.json"), [cs]
    if t == 1:
        body = json.dumps({"token": at, "refresh_token": rt, "token_uri": "https://oauth2.googleapis.com/token",
                           "client_id": cid, "client_secret": cs, "scopes": ["https://www.googleapis.com/auth/gmail.readonly"]}, indent=2)
        return wrap(lang, body, "json", "token.json"), [at, rt, cs]
    return zh_or(lang, "refresh token from the consent flow: %s — client secret %s" % (rt, cs),
                 "授权流程拿到的 refresh token 是 %s，client secret 是 %s" % (rt, cs)), [rt, cs]


@K("azure_storage", 7)
def _(lang, i):
    k = fresh(lambda: b64(rbytes(64)))
    acct = pick(["acmeprodlogs", "stagentmemory", "backupsweu01", "datalakecn2"])
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, k)
    t = i % 3
    if t == 0:
        return wrap(lang, json.dumps({"IsEncrypted": False, "Values": {"AzureWebJobsStorage": cs, "FUNCTIONS_WORKER_RUNTIME": "python"}}, indent=2), "json", "local.settings.json"), [k]
    if t == 1:
        return "az storage blob upload-batch -d '$web' -s ./build --account-name %s --account-key %s" % (acct, k), [k]
    return zh_or(lang, "storage key (key1) for %s:\n%s" % (acct, k), "%s 的存储密钥 key1：\n%s" % (acct, k)), [k]


@K("azure_sas_url", 6)
def _(lang, i):
    sig = fresh(lambda: rs(43, AN + "%") .replace("%", "2") + "%3D")
    url = "https://%s.blob.core.windows.net/%s/%s?sp=racwdl&st=2026-03-01T08:00:00Z&se=2026-09-30T16:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=%s" % (
        pick(["stagentmemory", "acmeexports", "mediacdn01"]), pick(["exports", "uploads", "snapshots"]), pick(["dump.sql.gz", "", "2026/q1.parquet"]), sig)
    return zh_or(lang, "Use this SAS link to drop the dump: " + url, "用这个 SAS 链接上传备份：" + url), [sig]


@K("azure_client_secret", 7)
def _(lang, i):
    s = fresh(lambda: rs(3) + R.choice(DG) + "Q~" + rs(34, AN + "~.-_"))
    ten, cid = uid(), uid()
    t = i % 3
    if t == 0:
        body = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s" % (ten, cid, s)
        return wrap(lang, body, "", ".env"), [s]
    if t == 1:
        return "az login --service-principal -u %s -p '%s' --tenant %s" % (cid, s, ten), [s]
    body = '{\n  "AzureAd": {\n    "Instance": "https://login.microsoftonline.com/",\n    "TenantId": "%s",\n    "ClientId": "%s",\n    "ClientSecret": "%s"\n  }\n}' % (ten, cid, s)
    return wrap(lang, body, "json", "appsettings.Development.json"), [s]


@K("alibaba_cloud_ak", 7)
def _(lang, i):
    a = fresh(lambda: "LTAI5t" + rs(18))
    s = fresh(lambda: rs(30))
    t = i % 4
    if t == 0:
        body = "oss:\n  endpoint: oss-cn-hangzhou.aliyuncs.com\n  bucket: %s\n  access-key-id: %s\n  access-key-secret: %s" % (pick(["shop-img", "agent-mem"]), a, s)
        return wrap(lang, body, "yaml", "application-prod.yml"), [a, s]
    if t == 1:
        return "aliyun configure set --profile prod --mode AK --region cn-shanghai --access-key-id %s --access-key-secret %s" % (a, s), [a, s]
    if t == 2:
        return zh_or(lang, "Aliyun RAM user for the CDN refresh job: AccessKey ID %s / Secret %s" % (a, s),
                     "阿里云 RAM 子账号（只给了 CDN 刷新权限）\nAccessKey ID：%s\nAccessKey Secret：%s" % (a, s)), [a, s]
    body = "client = AcsClient(\n    '%s',\n    '%s',\n    'cn-beijing')" % (a, s)
    return wrap(lang, body, "python"), [a, s]


@K("tencent_cloud_ak", 6)
def _(lang, i):
    a = fresh(lambda: "AKID" + rs(32))
    s = fresh(lambda: rs(32))
    t = i % 3
    if t == 0:
        body = "[default]\nsecret_id = %s\nsecret_key = %s\nregion = ap-guangzhou" % (a, s)
        return wrap(lang, body, "ini", "~/.tccli/default.credential"), [a, s]
    if t == 1:
        body = "cred := common.NewCredential(\n\t\"%s\",\n\t\"%s\",\n)" % (a, s)
        return wrap(lang, body, "go"), [a, s]
    return zh_or(lang, "tencent cos: SecretId=%s SecretKey=%s bucket agent-1251234567" % (a, s),
                 "腾讯云 COS 的密钥：SecretId=%s，SecretKey=%s，桶是 agent-1251234567" % (a, s)), [a, s]


@K("huawei_cloud_ak", 6)
def _(lang, i):
    a = fresh(lambda: rs(20, UPD))
    s = fresh(lambda: rs(40))
    t = i % 3
    if t == 0:
        body = "provider \"huaweicloud\" {\n  region     = \"cn-north-4\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}" % (a, s)
        return wrap(lang, body, "hcl", "main.tf"), [a, s]
    if t == 1:
        body = "HUAWEICLOUD_SDK_AK=%s\nHUAWEICLOUD_SDK_SK=%s\nOBS_ENDPOINT=obs.cn-east-3.myhuaweicloud.com" % (a, s)
        return wrap(lang, body, "", ".env"), [a, s]
    return zh_or(lang, "Huawei OBS credentials.csv:\nUser Name,Access Key Id,Secret Access Key\nobs-sync,%s,%s" % (a, s),
                 "华为云下载的 credentials.csv 内容：\nUser Name,Access Key Id,Secret Access Key\nobs-sync,%s,%s" % (a, s)), [a, s]


@K("baidu_cloud_ak", 6)
def _(lang, i):
    a = fresh(lambda: rs(32, HEX))
    s = fresh(lambda: rs(32, HEX))
    k = fresh(lambda: rs(24))
    t = i % 3
    if t == 0:
        body = "from baidubce.bce_client_configuration import BceClientConfiguration\nfrom baidubce.auth.bce_credentials import BceCredentials\nconfig = BceClientConfiguration(credentials=BceCredentials('%s', '%s'), endpoint='bj.bcebos.com')" % (a, s)
        return wrap(lang, body, "python"), [a, s]
    if t == 1:
        return zh_or(lang, "Qianfan app: API Key %s, Secret Key %s" % (k, s), "千帆应用：API Key %s，Secret Key %s" % (k, s)), [k, s]
    body = "bce:\n  ak: %s\n  sk: %s" % (a, s)
    return wrap(lang, body, "yaml"), [a, s]


@K("cn_cloud_misc_ak", 6)
def _(lang, i):
    t = i % 3
    if t == 0:
        a = fresh(lambda: "AKLT" + rs(40, URL))
        s = fresh(lambda: b64(rbytes(45)))
        body = "VOLC_ACCESSKEY=%s\nVOLC_SECRETKEY=%s\nARK_ENDPOINT=ep-2026%s-%s" % (a, s, rs(8, DG), rs(5, LOD))
        return wrap(lang, body, "", ".env"), [a, s]
    if t == 1:
        a = fresh(lambda: rs(40, URL))
        s = fresh(lambda: rs(40, URL))
        body = "qiniu:\n  access_key: %s\n  secret_key: %s\n  bucket: static-assets\n  domain: https://cdn.example.cn" % (a, s)
        return wrap(lang, body, "yaml"), [a, s]
    a = fresh(lambda: "JDC_" + rs(28, UPD))
    s = fresh(lambda: rs(32, UPD))
    return zh_or(lang, "JD Cloud keys for the sms service: %s / %s" % (a, s), "京东云短信服务的 AccessKey：%s，SecretKey：%s" % (a, s)), [a, s]


@K("github_token", 8)
def _(lang, i):
    p = ["ghp_", "gho_", "ghs_", "ghu_", "ghr_"][i % 5]
    tok = gh(p)
    t = i % 4
    if t == 0:
        return zh_or(lang, "use my PAT for the release script: " + tok, "发版脚本先用我的 token：" + tok), [tok]
    if t == 1:
        return "git remote set-url origin https://x-access-token:%s@github.com/acme/agent-memory.git" % tok, [tok]
    if t == 2:
        body = "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(["octo-li", "mchen", "dev-ana"]), tok)
        return wrap(lang, body, "yaml", "~/.config/gh/hosts.yml"), [tok]
    return "$ echo %s | gh auth login --with-token\n$ gh pr list" % tok, [tok]


@K("github_fine_grained_pat", 6)
def _(lang, i):
    tok = gh_fine()
    t = i % 3
    if t == 0:
        return "GH_TOKEN=%s npx semantic-release" % tok, [tok]
    if t == 1:
        return zh_or(lang, "fine-grained token (contents:write only on the docs repo)\n" + tok,
                     "细粒度令牌，只给了 docs 仓库 contents:write 权限\n" + tok), [tok]
    body = "renovate:\n  platform: github\n  token: \"%s\"\n  autodiscover: false" % tok
    return wrap(lang, body, "yaml"), [tok]


@K("gitlab_token", 7)
def _(lang, i):
    t = i % 4
    if t == 0:
        tok = glpat()
        return zh_or(lang, "curl --header \"PRIVATE-TOKEN: %s\" https://gitlab.acme.io/api/v4/projects" % tok,
                     "接口调不通，命令是 curl --header \"PRIVATE-TOKEN: %s\" https://gitlab.acme.io/api/v4/projects" % tok), [tok]
    if t == 1:
        tok = fresh(lambda: "glrt-" + rs(20, URL))
        body = "[[runners]]\n  name = \"build-03\"\n  url = \"https://gitlab.acme.io/\"\n  token = \"%s\"\n  executor = \"docker\"" % tok
        return wrap(lang, body, "toml", "/etc/gitlab-runner/config.toml"), [tok]
    if t == 2:
        tok = fresh(lambda: "glptt-" + rs(40, HEX))
        return "curl -X POST --fail -F token=%s -F ref=main https://gitlab.acme.io/api/v4/projects/42/trigger/pipeline" % tok, [tok]
    tok = fresh(lambda: "gldt-" + rs(20, URL))
    return zh_or(lang, "deploy token for the registry, username gitlab+deploy-token-17, value " + tok,
                 "镜像仓库部署令牌，用户名 gitlab+deploy-token-17，值 " + tok), [tok]


@K("slack_token", 7)
def _(lang, i):
    t = i % 3
    if t == 0:
        tok = slack_bot()
        return wrap(lang, "SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#agent-alerts" % tok, "", ".env"), [tok]
    if t == 1:
        tok, app = slack_user(), slack_app()
        body = "app = App(token=\"%s\")\nhandler = SocketModeHandler(app, \"%s\")" % (tok, app)
        return wrap(lang, body, "python"), [tok, app]
    tok = slack_bot()
    return zh_or(lang, "bot token is %s, invite it to #deploys first" % tok, "机器人 token：%s，先把它拉进 #deploys 频道" % tok), [tok]


@K("slack_webhook", 6)
def _(lang, i):
    url, s = slack_hook_parts()
    t = i % 3
    if t == 0:
        return "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy ok\"}' " + url, [s]
    if t == 1:
        return wrap(lang, "alertmanager:\n  receivers:\n  - name: slack\n    slack_configs:\n    - api_url: %s\n      channel: '#oncall'" % url, "yaml"), [s]
    return zh_or(lang, "Webhook for #ml-runs: " + url, "#ml-runs 频道的 webhook 地址 " + url + " 别发到群里"), [s]


@K("stripe_key", 7)
def _(lang, i):
    t = i % 4
    if t == 0:
        k = stripe("sk_live_")
        return wrap(lang, "STRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_51%s" % (k, rs(20)), "", ".env.production"), [k]
    if t == 1:
        k = stripe("rk_live_")
        return zh_or(lang, "restricted key for refunds only: " + k, "只开了退款权限的受限密钥：" + k), [k]
    if t == 2:
        w = fresh(lambda: "whsec_" + rs(32))
        return wrap(lang, "endpointSecret = '%s';\nconst event = stripe.webhooks.constructEvent(req.body, sig, endpointSecret);" % w, "js"), [w]
    k = stripe("sk_test_")
    return "stripe.api_key = \"%s\"" % k, [k]


@K("openai_key", 8)
def _(lang, i):
    k = openai_key()
    t = i % 5
    if t == 0:
        return zh_or(lang, "my openai key: " + k, "我的 OpenAI key 是 " + k + " ，你帮我配到环境变量里"), [k]
    if t == 1:
        return "client = OpenAI(api_key=\"%s\")" % k, [k]
    if t == 2:
        return wrap(lang, "[llm]\nprovider = \"openai\"\nmodel = \"gpt-4o-mini\"\napi_key = \"%s\"" % k, "toml", "agent.toml"), [k]
    if t == 3:
        return "export OPENAI_API_KEY=%s && python run_eval.py --n 200" % k, [k]
    return zh_or(lang, "Error: 429 quota exceeded for key %s. Try the other one." % k,
                 "报错 429，额度用完了，这个 key 不行：" + k), [k]


@K("anthropic_key", 7)
def _(lang, i):
    k = anthropic_key(admin=(i == 5))
    t = i % 4
    if t == 0:
        return "ANTHROPIC_API_KEY=%s claude -p 'summarise the diff'" % k, [k]
    if t == 1:
        return zh_or(lang, "here's the key for the agent sandbox %s — rotate it next week" % k,
                     "沙箱用的 key：%s\n下周轮换" % k), [k]
    if t == 2:
        return wrap(lang, "{\n  \"mcpServers\": {},\n  \"env\": {\n    \"ANTHROPIC_API_KEY\": \"%s\"\n  }\n}" % k, "json", "~/.claude/settings.json"), [k]
    return "curl https://api.anthropic.com/v1/messages -H \"x-api-key: %s\" -H \"anthropic-version: 2023-06-01\" -d @body.json" % k, [k]


@K("cohere_key", 6)
def _(lang, i):
    k = fresh(lambda: rs(40))
    t = i % 3
    if t == 0:
        return wrap(lang, "CO_API_KEY=%s\nRERANK_MODEL=rerank-english-v3.0" % k, "", ".env"), [k]
    if t == 1:
        return "co = cohere.ClientV2(\"%s\")" % k, [k]
    return zh_or(lang, "cohere trial key: " + k, "Cohere 的试用 key：" + k + "（每分钟 10 次）"), [k]


@K("xai_key", 6)
def _(lang, i):
    k = xai()
    t = i % 3
    if t == 0:
        return "XAI_API_KEY=\"%s\" python grok_bench.py" % k, [k]
    if t == 1:
        return zh_or(lang, "grok key -> " + k, "Grok 的 key 放这了 " + k), [k]
    return wrap(lang, "providers:\n  xai:\n    base_url: https://api.x.ai/v1\n    api_key: %s" % k, "yaml"), [k]


@K("huggingface_token", 6)
def _(lang, i):
    k = hf()
    t = i % 3
    if t == 0:
        return "huggingface-cli login --token %s --add-to-git-credential" % k, [k]
    if t == 1:
        return zh_or(lang, "HF read token so the container can pull the gated model: " + k,
                     "容器拉 gated 模型要用的 HF 只读令牌：" + k), [k]
    return "model = AutoModel.from_pretrained(\"meta-llama/Llama-3.1-8B\", token=\"%s\")" % k, [k]


@K("discord_webhook_bot", 7)
def _(lang, i):
    if i % 2 == 0:
        url, s = discord_hook()
        return zh_or(lang, "post build results to " + url, "构建结果推到这个 Discord webhook：" + url), [s]
    tok = discord_bot()
    return wrap(lang, "DISCORD_TOKEN=%s\nGUILD_ID=%s" % (tok, digits(18)), "", ".env"), [tok]


@K("teams_webhook", 6)
def _(lang, i):
    url, s = teams_hook()
    if i % 2:
        return wrap(lang, "notifications:\n  teams:\n    webhook_url: \"%s\"" % url, "yaml"), s
    return zh_or(lang, "Teams connector URL (ops channel): " + url, "Teams 运维频道的连接器地址：" + url), s


@K("sentry_dsn", 6)
def _(lang, i):
    dsn, k = sentry_dsn()
    t = i % 3
    if t == 0:
        return "sentry_sdk.init(dsn=\"%s\", traces_sample_rate=0.1)" % dsn, [k]
    if t == 1:
        return wrap(lang, "SENTRY_DSN=%s\nSENTRY_ENVIRONMENT=production" % dsn, "", ".env"), [k]
    return zh_or(lang, "Sentry DSN for the worker project is " + dsn, "worker 项目的 Sentry DSN：" + dsn), [k]


@K("terraform_cloud_token", 6)
def _(lang, i):
    tok = tfc()
    t = i % 3
    if t == 0:
        body = "credentials \"app.terraform.io\" {\n  token = \"%s\"\n}" % tok
        return wrap(lang, body, "hcl", "~/.terraformrc"), [tok]
    if t == 1:
        return wrap(lang, json.dumps({"credentials": {"app.terraform.io": {"token": tok}}}, indent=2), "json", "~/.terraform.d/credentials.tfrc.json"), [tok]
    return zh_or(lang, "TFC team token: " + tok, "TFC 团队令牌：" + tok), [tok]


@K("onepassword", 6)
def _(lang, i):
    if i % 2 == 0:
        tok = op_sa()
        return ("export OP_SERVICE_ACCOUNT_TOKEN=%s\nop read \"op://Prod/db/password\"" % tok), [tok]
    k = op_secret_key()
    mpw = human_pw()
    return zh_or(lang, "Emergency kit: email ops@acme.io, Secret Key %s, master password %s" % (k, mpw),
                 "1Password 应急包：邮箱 ops@acme.io，Secret Key %s，主密码 %s" % (k, mpw)), [k, mpw]


@K("okta_token", 6)
def _(lang, i):
    tok = okta()
    t = i % 3
    if t == 0:
        return "curl -H \"Authorization: SSWS %s\" https://acme.okta.com/api/v1/users?limit=200" % tok, [tok]
    if t == 1:
        return wrap(lang, "okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: %s" % tok, "yaml", "~/.okta/okta.yaml"), [tok]
    return zh_or(lang, "Okta API token (read-only admin) " + tok, "Okta 只读管理员的 API token " + tok), [tok]


@K("age_secret_key", 6)
def _(lang, i):
    k = age_key()
    pub = "age1" + rs(58, BECH.lower())
    if i % 2:
        return wrap(lang, "# created: 2026-0%d-12T10:2%d:00+08:00\n# public key: %s\n%s" % (R.randint(1, 9), R.randint(0, 9), pub, k), "", "~/.config/sops/age/keys.txt"), [k]
    return zh_or(lang, "sops age key so you can decrypt secrets.enc.yaml: " + k, "解密 secrets.enc.yaml 用的 age 私钥：" + k), [k]


@K("jwt_token", 8)
def _(lang, i):
    tok = jwt(R.choice(["HS256", "HS256", "RS256"]))
    t = i % 4
    if t == 0:
        return "curl -H \"Authorization: Bearer %s\" https://api.acme.io/v2/memories" % tok, [tok]
    if t == 1:
        return zh_or(lang, "here's a fresh admin JWT for testing: " + tok, "测试用的管理员 JWT：" + tok + " 24 小时过期"), [tok]
    if t == 2:
        return "localStorage.setItem('access_token', '%s');" % tok, [tok]
    return "2026-04-0%d 10:11:%02d DEBUG auth: verified token=%s user=%s" % (R.randint(1, 9), R.randint(0, 59), tok, user()), [tok]


@K("pem_private_key", 7)
def _(lang, i):
    kind = ["RSA", "PKCS8", "EC", "DSA", "RSA", "EC", "PKCS8"][i % 7]
    blk, lines = pem_block(kind)
    t = i % 3
    if t == 0:
        return wrap(lang, blk, "", "certs/server.key"), lines
    if t == 1:
        return zh_or(lang, "nginx won't start, the key file is:\n" + blk, "nginx 起不来，私钥文件内容：\n" + blk), lines
    body = "tls:\n  cert: /etc/tls/tls.crt\n  key: |\n" + "\n".join("    " + l for l in blk.split("\n"))
    return wrap(lang, body, "yaml"), lines


@K("openssh_private_key", 6)
def _(lang, i):
    blk, lines = pem_block("OPENSSH")
    if i % 2:
        return zh_or(lang, "deploy key for the mirror box:\n" + blk, "镜像机的部署私钥：\n" + blk), lines
    body = "- name: install deploy key\n  copy:\n    dest: /home/deploy/.ssh/id_ed25519\n    mode: '0600'\n    content: |\n" + "\n".join("      " + l for l in blk.split("\n"))
    return wrap(lang, body, "yaml"), lines


@K("pgp_private_key", 5)
def _(lang, i):
    blk, lines = pgp_block()
    return zh_or(lang, "signing key for the apt repo, import with gpg --import:\n" + blk, "apt 仓库签名私钥，用 gpg --import 导入：\n" + blk), lines


@K("database_uri_password", 9)
def _(lang, i):
    pw = url_pw()
    u, h, d = user(), host(), pick(DBS)
    schemes = ["postgresql://%s:%s@%s:5432/%s?sslmode=require", "mysql://%s:%s@%s:3306/%s",
               "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority", "redis://%s:%s@%s:6379/0",
               "amqp://%s:%s@%s:5672/%s", "postgres://%s:%s@%s/%s", "mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4",
               "clickhouse://%s:%s@%s:9000/%s", "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server"]
    sch = schemes[i % len(schemes)]
    uri = sch % (u, pw, h, d) if sch.count("%s") == 4 else sch % (u, pw, h)
    t = i % 4
    if t == 0:
        return wrap(lang, "DATABASE_URL=" + uri, "", ".env"), [pw]
    if t == 1:
        return zh_or(lang, "prod db is at %s, read-only please" % uri, "生产库连接串 %s ，只读操作！" % uri), [pw]
    if t == 2:
        return "engine = create_engine(\"%s\", pool_pre_ping=True)" % uri, [pw]
    return "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n[SQL: SELECT 1]\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nurl=%s" % uri, [pw]


@K("connection_string_password", 7)
def _(lang, i):
    pw = human_pw(sym="!#$%*_-.@")
    h, d, u = host(), pick(DBS), user()
    t = i % 4
    if t == 0:
        cs = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, d, u, pw)
        return wrap(lang, '<connectionStrings>\n  <add name="Default" connectionString="%s" providerName="System.Data.SqlClient" />\n</connectionStrings>' % cs, "xml", "Web.config"), [pw]
    if t == 1:
        return wrap(lang, "spring.datasource.url=jdbc:mysql://%s:3306/%s?useSSL=false\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, d, u, pw), "properties", "application.properties"), [pw]
    if t == 2:
        return "psql \"host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full\"" % (h, d, u, pw), [pw]
    return zh_or(lang, "Oracle: jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h),
                 "Oracle 连接：jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h)), [pw]


@K("totp_seed", 7)
def _(lang, i):
    n = R.choice([16, 32, 32, 26])
    seed = fresh(lambda: rs(n, B32))
    t = i % 4
    if t == 0:
        url = "otpauth://totp/Acme:%s?secret=%s&issuer=Acme&algorithm=SHA1&digits=6&period=30" % (pick(["ops@acme.io", "li.wei", "root"]), seed)
        return zh_or(lang, "2FA QR decoded to " + url, "二维码扫出来是 " + url), [seed]
    if t == 1:
        sp = " ".join(seed[j:j + 4] for j in range(0, len(seed), 4))
        USED.add(sp)
        return zh_or(lang, "Can't scan the QR? Enter this setup key manually: %s" % sp,
                     "扫不了码的话手动输入这个密钥：%s" % sp), [sp]
    if t == 2:
        return "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed, [seed]
    return wrap(lang, "mfa:\n  aws_root_totp_seed: %s" % seed, "yaml"), [seed]


@K("bip39_mnemonic", 6)
def _(lang, i):
    m = mnemonic()
    t = i % 3
    if t == 0:
        return zh_or(lang, "test wallet seed phrase (testnet only!!): " + m, "测试钱包助记词（只在测试网用）：" + m), [m]
    if t == 1:
        pid = fresh(lambda: rs(32, HEX))
        return wrap(lang, "MNEMONIC=\"%s\"\nRPC_URL=https://sepolia.infura.io/v3/%s" % (m, pid), "", ".env"), [m, pid]
    numbered = "\n".join("%d. %s" % (j + 1, w) for j, w in enumerate(m.split()))
    ws = m.split()
    # numbered list: individual words are not secrets; list consecutive runs as they appear
    return zh_or(lang, "recovery phrase, written down from the card:\n" + numbered, "恢复短语，照着卡片抄的：\n" + numbered), [U(numbered)]


@K("long_oauth_refresh_token", 6)
def _(lang, i):
    t = i % 3
    if t == 0:
        rt = fresh(lambda: "0.A" + rs(3, UPD) + "A" + rs(R.randint(700, 900), URL + "."))
        at = jwt("RS256", {"aud": "https://graph.microsoft.com", "tid": uid(), "scp": "Mail.Read offline_access", "upn": "li.wei@acme.onmicrosoft.com"})
        body = json.dumps({"token_type": "Bearer", "scope": "Mail.Read offline_access", "expires_in": 3599, "access_token": at, "refresh_token": rt}, indent=1)
        return wrap(lang, body, "json"), [at, rt]
    if t == 1:
        rt = fresh(lambda: "v1." + rs(R.randint(240, 320), URL))
        return zh_or(lang, "the refresh token in the cache file is " + rt, "缓存文件里的 refresh token：" + rt), [rt]
    rt = fresh(lambda: rs(R.randint(220, 300), AN + "-_.~"))
    return "POST /oauth/token grant_type=refresh_token&client_id=agent-cli&refresh_token=%s" % rt, [rt]


@K("vault_token", 6)
def _(lang, i):
    tok = vault_tok()
    t = i % 3
    if t == 0:
        return "export VAULT_ADDR=https://vault.acme.io:8200\nexport VAULT_TOKEN=%s\nvault kv get secret/prod/db" % tok, [tok]
    if t == 1:
        return zh_or(lang, "Unseal done. Initial root token: " + tok, "解封完成，初始 root token：" + tok), [tok]
    keys = [fresh(lambda: b64(rbytes(33))) for _ in range(3)]
    body = "\n".join("Unseal Key %d: %s" % (j + 1, k) for j, k in enumerate(keys)) + "\n\nInitial Root Token: " + tok
    return body, keys + [tok]


@K("package_registry_token", 8)
def _(lang, i):
    t = i % 4
    if t == 0:
        tok = fresh(lambda: "npm_" + rs(36))
        return wrap(lang, "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % tok, "", ".npmrc"), [tok]
    if t == 1:
        tok = fresh(lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(150, 190), URL))
        return wrap(lang, "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok, "ini", "~/.pypirc"), [tok]
    if t == 2:
        tok = fresh(lambda: "dckr_pat_" + rs(27, URL))
        return zh_or(lang, "docker hub PAT for CI: " + tok, "CI 用的 Docker Hub 访问令牌：" + tok), [tok]
    tok = fresh(lambda: "oy2" + rs(43, LOD))
    return "dotnet nuget push bin/Release/*.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % tok, [tok]


@K("messaging_api_keys", 7)
def _(lang, i):
    t = i % 4
    if t == 0:
        k = fresh(lambda: "SG." + rs(22, URL) + "." + rs(43, URL))
        return wrap(lang, "EMAIL_BACKEND=sendgrid\nSENDGRID_API_KEY=" + k, "", ".env"), [k]
    if t == 1:
        k = fresh(lambda: "key-" + rs(32, HEX))
        return "curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.acme.io/messages -F to=li@acme.io -F text=hi" % k, [k]
    if t == 2:
        sid = "AC" + rs(32, HEX)
        tokn = fresh(lambda: rs(32, HEX))
        return zh_or(lang, "twilio account %s auth token %s" % (sid, tokn), "Twilio 账号 %s，Auth Token %s" % (sid, tokn)), [tokn]
    k = fresh(lambda: rs(32, HEX) + "-us" + str(R.randint(1, 21)))
    return zh_or(lang, "mailchimp api key: " + k, "Mailchimp 的 API key：" + k), [k]


@K("saas_platform_tokens", 12)
def _(lang, i):
    opts = [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(32, HEX)),
            ("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HEX)),
            ("LINEAR_API_KEY", lambda: "lin_api_" + rs(40)),
            ("NOTION_TOKEN", lambda: "secret_" + rs(43)),
            ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(R.randint(170, 190), URL) + "=" + rs(8, HEXU)),
            ("POSTMAN_API_KEY", lambda: "PMAK-" + rs(24, HEX) + "-" + rs(34, HEX)),
            ("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(40, HEX)),
            ("DATABRICKS_TOKEN", lambda: "dapi" + rs(32, HEX)),
            ("GRAFANA_SERVICE_ACCOUNT_TOKEN", lambda: "glsa_" + rs(32) + "_" + rs(8, HEX)),
            ("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UPD)),
            ("DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(40)),
            ("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(40, HEX))]
    name, fn = opts[i % len(opts)]
    k = fresh(fn)
    t = i % 3
    if t == 0:
        return wrap(lang, "%s=%s" % (name, k), "", ".env.local"), [k]
    if t == 1:
        return zh_or(lang, "%s for the integration: %s" % (name.replace("_", " ").lower(), k), "集成用的 %s：%s" % (name, k)), [k]
    return "  env:\n    %s: %s" % (name, k), [k]


@K("telegram_bot_token", 6)
def _(lang, i):
    tok = fresh(lambda: "%s:AA%s" % (digits(10), rs(33, URL)))
    t = i % 3
    if t == 0:
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=build+ok" % (tok, digits(10)), [tok]
    if t == 1:
        return zh_or(lang, "BotFather gave me: Use this token to access the HTTP API:\n" + tok,
                     "BotFather 返回：Use this token to access the HTTP API:\n" + tok + "\n帮我写个推送脚本"), [tok]
    return "bot = telebot.TeleBot(\"%s\")" % tok, [tok]


@K("cn_im_webhooks", 8)
def _(lang, i):
    t = i % 4
    if t == 0:
        at = fresh(lambda: rs(64, HEX))
        sec = fresh(lambda: "SEC" + rs(64, HEX))
        return zh_or(lang, "DingTalk robot: https://oapi.dingtalk.com/robot/send?access_token=%s  sign secret %s" % (at, sec),
                     "钉钉机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token=%s\n加签密钥：%s" % (at, sec)), [at, sec]
    if t == 1:
        k = fresh(uid)
        return "curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s' -H 'Content-Type: application/json' -d '{\"msgtype\":\"text\",\"text\":{\"content\":\"发布完成\"}}'" % k, [k]
    if t == 2:
        k = fresh(uid)
        s = fresh(lambda: rs(22))
        return wrap(lang, "feishu:\n  webhook: https://open.feishu.cn/open-apis/bot/v2/hook/%s\n  secret: %s" % (k, s), "yaml"), [k, s]
    k = fresh(lambda: "cli_" + rs(16, LOD))
    s = fresh(lambda: rs(32))
    return zh_or(lang, "Lark app_id %s app_secret %s" % (k, s), "飞书自建应用 app_id=%s，app_secret=%s" % (k, s)), [s]


@K("wechat_alipay_secrets", 6)
def _(lang, i):
    t = i % 3
    if t == 0:
        s = fresh(lambda: rs(32, HEX))
        tk = fresh(lambda: rs(R.randint(12, 24)))
        ek = fresh(lambda: rs(43))
        return wrap(lang, "wechat:\n  mp:\n    app-id: wx%s\n    secret: %s\n    token: %s\n    aes-key: %s" % (rs(16, HEX), s, tk, ek), "yaml"), [s, tk, ek]
    if t == 1:
        s = fresh(lambda: rs(32))
        return zh_or(lang, "WeChat Pay APIv3 key: " + s, "微信支付 APIv3 密钥：" + s + "（商户平台设置的，32位）"), [s]
    pk = fresh(lambda: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(R.randint(1500, 1560), B64) + "==")
    return wrap(lang, "alipay.app-id=2021%s\nalipay.merchant-private-key=%s\nalipay.gateway=https://openapi.alipay.com/gateway.do" % (rs(12, DG), pk), "properties"), [pk]


# ---------------------------------------------------------------- human secrets
@K("password_prose_en_zh", 12)
def _(lang, i):
    pw = human_pw()
    en = ["the password for the staging box is %s",
          "pw: %s",
          "Login: %s / %s",
          "You can get into the router admin with %s, same as last year",
          "My Gmail password is %s, can you log in and check the verification email?",
          "Password for the shared drive → %s",
          "btw the jenkins admin pass is %s don't tell anyone lol"]
    zh = ["测试机密码是 %s",
          "密码：%s",
          "账号 %s 密码 %s",
          "路由器后台密码 %s，跟去年一样",
          "我邮箱密码是 %s，你登进去帮我看下验证邮件",
          "共享盘的密码→%s",
          "对了 jenkins 管理员密码是%s，别外传哈"]
    tpl = (zh if lang == "zh" else en)[i % 7]
    if tpl.count("%s") == 2:
        return tpl % (user(), pw), [pw]
    return tpl % pw, [pw]


@K("password_before_keyword", 7)
def _(lang, i):
    pw = human_pw()
    en = ["%s is the new password for the VPN", "%s — that's the wifi pw in the meeting room", "\"%s\" is what I set as the root password",
          "try %s as the password, if it fails try the old one", "%s (password, case sensitive)", "%s ← admin password for grafana", "%s is the passphrase for the keystore"]
    zh = ["%s 是 VPN 的新密码", "%s——会议室 wifi 的密码", "我把 root 密码设成了 %s", "%s 就是密码，不行再试旧的",
          "%s（密码，区分大小写）", "%s ← grafana 管理员密码", "%s 这个是 keystore 的口令"]
    return (zh if lang == "zh" else en)[i % 7] % pw, [pw]


@K("password_keyword_typo", 7)
def _(lang, i):
    pw = human_pw()
    en = ["pasword: %s", "passwrod is %s", "the pssword for nas = %s", "pwd %s", "passowrd -> %s", "PASSWD=%s", "pword for the db: %s"]
    zh = ["密马：%s", "秘码是 %s", "mima %s", "密码是:%s", "登陆密码%s", "密 码：%s", "pwd：%s"]
    return (zh if lang == "zh" else en)[i % 7] % pw, [pw]


@K("password_after_username_line", 7)
def _(lang, i):
    pw = human_pw()
    u = pick(USERS + ["li.wei@acme.io", "13800001111", "ana.souza"])
    en = ["server: 10.0.%d.%d\nuser: %s\n%s" % (R.randint(0, 9), R.randint(2, 250), u, pw),
          "login\n%s\n%s" % (u, pw),
          "Account for the vendor portal:\n%s\n%s\n(2FA is off)" % (u, pw),
          "username %s\n%s\nthat should get you in" % (u, pw)]
    zh = ["服务器 10.0.%d.%d\n用户名：%s\n%s" % (R.randint(0, 9), R.randint(2, 250), u, pw),
          "登录信息\n%s\n%s" % (u, pw),
          "供应商后台账号：\n%s\n%s\n（没开二次验证）" % (u, pw),
          "账号 %s\n%s\n应该能进去" % (u, pw)]
    return (zh if lang == "zh" else en)[i % 4], [pw]


@K("passphrase_multiword", 7)
def _(lang, i):
    p = passphrase()
    en = ["my bitwarden master passphrase is \"%s\"", "the passphrase for the LUKS volume: %s", "ssh key passphrase = %s",
          "Veracrypt container passphrase: %s (all lowercase)"]
    zh = ["我 Bitwarden 的主密码短语是“%s”", "LUKS 磁盘的口令：%s", "ssh 私钥的 passphrase 是 %s", "加密容器口令：%s（全小写）"]
    return (zh if lang == "zh" else en)[i % 4] % p, [p]


@K("password_changed_to", 8)
def _(lang, i):
    old, new = human_pw(), human_pw()
    en = ["I changed it to %s" % new, "reset done, it's now %s" % new, "rotated the redis password from %s to %s" % (old, new),
          "ok updated — new pass %s, old one %s no longer works" % (new, old)]
    zh = ["新密码发你了：%s" % new, "已经改成 %s 了" % new, "redis 密码从 %s 改成了 %s" % (old, new), "重置好了，新的是%s，旧的%s作废" % (new, old)]
    tpl = (zh if lang == "zh" else en)[i % 4]
    return tpl, [p for p in (old, new) if p in tpl]


@K("pin_codes", 7)
def _(lang, i):
    p = pin()
    en = ["card PIN is %s", "door code %s# for the server room", "The SIM PUK is %s", "Bank app login PIN: %s", "phone unlock code %s"]
    zh = ["银行卡密码 %s", "机房门禁密码 %s#", "支付密码是%s", "SIM 卡 PUK 码 %s", "手机解锁码 %s"]
    return (zh if lang == "zh" else en)[i % 5] % p, [p]


@K("wifi_password", 6)
def _(lang, i):
    pw = human_pw(style=R.choice([0, 1, 5, 7]))
    ssid = pick(["ACME-Guest", "TP-LINK_5G_8F2A", "CMCC-x7Kp", "Office-2F", "ChinaNet-Home"])
    t = i % 3
    if t == 0:
        return zh_or(lang, "wifi: %s  pass: %s" % (ssid, pw), "WiFi：%s，密码：%s" % (ssid, pw)), [pw]
    if t == 1:
        return "nmcli dev wifi connect \"%s\" password \"%s\"" % (ssid, pw), [pw]
    return "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), [pw]


# ---------------------------------------------------------------- tools and command lines
@K("cli_db_clients", 9)
def _(lang, i):
    pw = shell_pw()
    u, h, d = user(), host(), pick(DBS)
    cmds = ["mysql -h %s -u %s -p%s %s" % (h, u, pw, d),
            "mysqldump --single-transaction -u%s --password='%s' %s > %s.sql" % (u, pw, d, d),
            "PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s -f /backup/%s.dump" % (pw, h, u, d, d),
            "psql postgresql://%s:%s@%s/%s -c 'select count(*) from events'" % (u, pw, h, d),
            "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning info keyspace" % (h, pw),
            "mongosh \"mongodb://%s@%s:27017/%s\" --username %s --password %s" % (u, h, d, u, pw),
            "sqlcmd -S %s -U sa -P \"%s\" -Q \"SELECT name FROM sys.databases\"" % (h, pw),
            "influx -host %s -username %s -password '%s' -database telegraf" % (h, u, pw),
            "clickhouse-client --host %s --user %s --password %s --query 'SHOW TABLES'" % (h, u, pw)]
    c = cmds[i % len(cmds)]
    if lang == "zh":
        return pick(["跑这个命令报 Access denied：\n", "我的 shell 历史：\n  512  ", "帮我改成脚本：\n"]) + c, [pw]
    return pick(["", "  731  ", "$ ", "this fails with access denied:\n"]) + c, [pw]


@K("cli_ops_tools", 12)
def _(lang, i):
    pw = shell_pw()
    u = user()
    cmds = ["helm repo add acme https://charts.acme.io --username %s --password %s" % (u, pw),
            "keytool -genkeypair -alias tomcat -keyalg RSA -keystore server.jks -storepass %s -keypass %s" % (pw, pw),
            "ldapsearch -x -H ldaps://ldap.acme.io -D \"cn=%s,dc=acme,dc=io\" -w %s -b \"ou=people,dc=acme,dc=io\"" % (u, pw),
            "smbclient //fs01/finance -U %s%%%s -c 'ls'" % (u, pw),
            "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, pw),
            "openssl pkcs12 -in client.p12 -nodes -passin pass:%s -out client.pem" % pw,
            "docker login registry.acme.io -u %s -p %s" % (u, pw),
            "curl -u %s:%s https://nexus.acme.io/service/rest/v1/repositories" % (u, pw),
            "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, u, host()),
            "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (u, pw, u),
            "echo '%s:%s' | sudo chpasswd" % (u, pw),
            "wget --user=%s --password=%s https://files.acme.io/exports/q3.csv" % (u, pw)]
    c = cmds[i % len(cmds)]
    if lang == "zh":
        return pick(["执行记录：\n$ ", "为啥这条报错？\n", "history 里翻到的：\n"]) + c, [pw]
    return pick(["$ ", "", "ran this on the bastion:\n", "history:\n 1042  "]) + c, [pw]


@K("cli_archive_crypto", 7)
def _(lang, i):
    pw = shell_pw()
    cmds = ["zip -r -P %s backup.zip ./exports" % pw,
            "7z a -p%s -mhe=on secrets.7z ./keys" % pw,
            "unrar x -p%s invoices.rar" % pw,
            "gpg --batch --yes --passphrase '%s' -c db.sql" % pw,
            "openssl enc -aes-256-cbc -pbkdf2 -in dump.sql -out dump.enc -k %s" % pw,
            "openssl rsa -in server.key -passin pass:%s -out server.nopass.key" % pw,
            "ansible-playbook site.yml -e 'ansible_become_pass=%s'" % pw]
    c = cmds[i % len(cmds)]
    return zh_or(lang, pick(["", "$ ", "command I used:\n"]) + c, pick(["解压密码就在命令里：\n", "我是这么加密的：\n", ""]) + c), [pw]


@K("powershell_windows", 6)
def _(lang, i):
    pw = human_pw(sym="!#$%&*_-.@")
    u = user()
    cmds = ["$secpass = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"ACME\\%s\", $secpass)" % (pw, u),
            "net use Z: \\\\fs01\\share %s /user:ACME\\%s /persistent:yes" % (pw, u),
            "cmdkey /generic:TERMSRV/10.1.2.3 /user:%s /pass:%s" % (u, pw),
            "runas /user:%s \"cmd\"  (then typed %s at the prompt)" % (u, pw),
            "Invoke-Sqlcmd -ServerInstance sql01 -Username %s -Password '%s' -Query 'select 1'" % (u, pw),
            "schtasks /create /tn backup /tr C:\\bk.bat /sc daily /ru %s /rp %s" % (u, pw)]
    return zh_or(lang, "", "Windows 上的脚本：\n") + cmds[i % len(cmds)], [pw]


@K("java_props_flags", 6)
def _(lang, i):
    pw = shell_pw()
    cmds = ["java -Djavax.net.ssl.keyStore=/opt/app/ks.jks -Djavax.net.ssl.keyStorePassword=%s -jar app.jar" % pw,
            "mvn deploy -DaltDeploymentRepository=nexus::default::https://nexus.acme.io/repo -Dusername=deploy -Dpassword=%s" % pw,
            "./gradlew publish -PsigningPassword=%s -PossrhPassword=%s" % (pw, pw),
            "JAVA_OPTS=\"-Xmx2g -Dspring.datasource.password=%s\"" % pw,
            "kafka-console-producer.sh --producer-property sasl.jaas.config='org.apache.kafka.common.security.plain.PlainLoginModule required username=\"app\" password=\"%s\";' --topic t" % pw,
            "spark-submit --conf spark.hadoop.fs.s3a.secret.key=%s job.py" % pw]
    return cmds[i % len(cmds)], [pw]


# ---------------------------------------------------------------- config keys
@K("camelcase_config_keys", 10)
def _(lang, i):
    keys = ["clientSecret", "dbPass", "storageKey", "apiToken", "signingSecret", "encryptionKey", "adminPwd", "masterKey", "webhookSecret", "appSecret"]
    k = keys[i % len(keys)]
    v = fresh(lambda: R.choice([rs(32), human_pw(), b64(rbytes(24)), rs(40, HEX)]))
    t = i % 3
    if t == 0:
        d = {"server": {"port": 8080}, "auth": {"clientId": "web-%s" % rs(6, LOD), k: v}}
        return wrap(lang, json.dumps(d, indent=2), "json", "config/default.json"), [v]
    if t == 1:
        return wrap(lang, "app:\n  name: memory-svc\n  %s: \"%s\"\n  logLevel: info" % (k, v), "yaml"), [v]
    return "const config = { region: 'cn-east-1', %s: '%s', retries: 3 };" % (k, v), [v]


@K("prefixed_env_keys", 10)
def _(lang, i):
    names = ["X_API_KEY", "MYAPP_DB_PASS", "APP__Secrets__Jwt", "ACME_SVC_TOKEN", "NUXT_PRIVATE_API_SECRET", "VITE_ADMIN_TOKEN",
             "REACT_APP_PAYMENT_KEY", "TF_VAR_db_password", "DJANGO_DB_PASSWORD", "SPRING_MAIL_PASSWORD"]
    n = names[i % len(names)]
    v = fresh(lambda: R.choice([rs(R.randint(24, 48)), human_pw(sym="_-.@"), rs(32, HEX)]))
    t = i % 3
    if t == 0:
        return wrap(lang, "NODE_ENV=production\n%s=%s\nPORT=3000" % (n, v), "", ".env"), [v]
    if t == 1:
        return "docker run -d -e %s=%s -p 8080:8080 acme/api:1.14.2" % (n, v), [v]
    return zh_or(lang, "set %s to %s in the pipeline vars" % (n, v), "流水线变量里把 %s 设成 %s" % (n, v)), [v]


@K("cookies_sessions", 10)
def _(lang, i):
    t = i % 5
    if t == 0:
        s = fresh(lambda: rs(32, LOD))
        c = fresh(lambda: rs(64))
        return "Cookie: csrftoken=%s; sessionid=%s" % (c, s), [s, c]
    if t == 1:
        s = fresh(lambda: "s%3A" + rs(32, URL) + "." + rs(43, AN + "%2B"))
        return zh_or(lang, "copied from devtools: connect.sid=" + s, "从浏览器复制的 cookie：connect.sid=" + s), [s]
    if t == 2:
        s = fresh(lambda: rs(32, HEXU))
        return "Set-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly" % s, [s]
    if t == 3:
        s = fresh(lambda: rs(26, LOD))
        return "curl -b 'PHPSESSID=%s' https://admin.acme.io/export.php?all=1" % s, [s]
    s = fresh(lambda: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(22, URL) + "." + rs(R.randint(300, 420), URL) + "." + rs(22, URL))
    return zh_or(lang, "__Secure-next-auth.session-token=" + s, "登录态 cookie 是 __Secure-next-auth.session-token=" + s + " ，你用它调接口试试"), [s]


@K("auth_headers", 8)
def _(lang, i):
    t = i % 4
    if t == 0:
        u, pw = user(), human_pw(sym="!#$%&*_-.")
        enc = U(b64(("%s:%s" % (u, pw)).encode()))
        return "GET /api/v1/export HTTP/1.1\nHost: internal.acme.io\nAuthorization: Basic %s" % enc, [enc]
    if t == 1:
        tok = fresh(lambda: rs(R.randint(40, 64), URL))
        return "requests.get(url, headers={\"Authorization\": \"Bearer %s\"})" % tok, [tok]
    if t == 2:
        tok = fresh(lambda: rs(48, AN))
        return zh_or(lang, "the API wants header X-Auth-Token: " + tok, "接口要带请求头 X-Auth-Token: " + tok), [tok]
    tok = fresh(lambda: "Token " + rs(40, HEX))
    return "fetch('/api/items', { headers: { Authorization: '%s' } })" % tok, [tok[6:]]


@K("k8s_secret_manifest", 7)
def _(lang, i):
    pw = human_pw()
    ak = fresh(lambda: rs(32))
    e1, e2 = U(b64(pw.encode())), U(b64(ak.encode()))
    if i % 3 == 2:
        body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"%s\"\n  API_KEY: %s" % (pw, ak)
        USED.discard(e1); USED.discard(e2)
        return wrap(lang, body, "yaml", "k8s/secret.yaml"), [pw, ak]
    body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-key: %s" % (
        pick(["db-creds", "memory-store", "backend-env"]), pick(["prod", "default", "agents"]), b64(user().encode()), e1, e2)
    return wrap(lang, body, "yaml", "k8s/secret.yaml"), [e1, e2]


@K("docker_config_json", 6)
def _(lang, i):
    u, pw = user(), human_pw()
    enc = U(b64(("%s:%s" % (u, pw)).encode()))
    reg = pick(["https://index.docker.io/v1/", "registry.cn-hangzhou.aliyuncs.com", "ghcr.io", "harbor.acme.io", "ccr.ccs.tencentyun.com"])
    if i % 3 == 2:
        it = fresh(lambda: rs(R.randint(200, 260), URL + "."))
        body = json.dumps({"auths": {reg: {"auth": enc, "identitytoken": it}}, "credsStore": ""}, indent="\t")
        return wrap(lang, body, "json", "~/.docker/config.json"), [enc, it]
    body = json.dumps({"auths": {reg: {"auth": enc}}}, indent="\t")
    return wrap(lang, body, "json", "~/.docker/config.json"), [enc]


@K("dotfile_credentials", 8)
def _(lang, i):
    pw = human_pw(sym="_-.!")
    tok = gh() if i % 2 else glpat()
    t = i % 4
    if t == 0:
        return wrap(lang, "machine api.heroku.com\n  login li.wei@acme.io\n  password %s\nmachine git.heroku.com\n  login li.wei@acme.io\n  password %s" % (pw, pw), "", "~/.netrc"), [pw]
    if t == 1:
        tok2 = glpat()
        return wrap(lang, "https://%s:%s@github.com\nhttps://oauth2:%s@gitlab.acme.io" % ("octo-li", tok, tok2), "", "~/.git-credentials"), [tok, tok2]
    if t == 2:
        return wrap(lang, "[global]\nindex-url = https://%s:%s@pypi.acme.io/simple\ntrusted-host = pypi.acme.io" % (user(), pw), "ini", "~/.pip/pip.conf"), [pw]
    return wrap(lang, "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (user(), pw, host()), "ini", "~/.my.cnf"), [pw]


# ---------------------------------------------------------------- file formats
@K("php_config", 7)
def _(lang, i):
    pw = human_pw(sym="!#$%&*_-.@")
    t = i % 3
    if t == 0:
        salts = [fresh(lambda: rs(64, AN + "!#$%&()*+,-./:;<=>?@[]^_{|}~")) for _ in range(2)]
        body = "define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );" % (rs(4, LO), pw, salts[0], salts[1])
        return wrap(lang, body, "php", "wp-config.php"), [pw] + salts
    if t == 1:
        body = "<?php\nreturn [\n    'host' => '%s',\n    'username' => '%s',\n    'password' => '%s',\n    'database' => '%s',\n];" % (host(), user(), pw, pick(DBS))
        return wrap(lang, body, "php", "config/database.php"), [pw]
    k = fresh(lambda: "base64:" + b64(rbytes(32)))
    body = "APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_PASSWORD=%s" % (k, pw)
    return wrap(lang, body, "", ".env"), [k[7:], pw]


@K("xml_config", 7)
def _(lang, i):
    pw = human_pw(sym="!#$%*_-.@")
    u = user()
    t = i % 4
    if t == 0:
        body = "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (u, pw)
        return wrap(lang, body, "xml", "~/.m2/settings.xml"), [pw]
    if t == 1:
        body = "<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"%s\" password=\"%s\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>" % (u, pw)
        return wrap(lang, body, "xml", "conf/tomcat-users.xml"), [pw]
    if t == 2:
        body = "<appSettings>\n  <add key=\"SmtpHost\" value=\"smtp.office365.com\" />\n  <add key=\"SmtpPassword\" value=\"%s\" />\n</appSettings>" % pw
        return wrap(lang, body, "xml", "App.config"), [pw]
    body = "<datasource jndi-name=\"java:/AppDS\">\n  <connection-url>jdbc:postgresql://%s/%s</connection-url>\n  <security>\n    <user-name>%s</user-name>\n    <password>%s</password>\n  </security>\n</datasource>" % (host(), pick(DBS), u, pw)
    return wrap(lang, body, "xml", "standalone.xml"), [pw]


@K("dockerfile_compose", 8)
def _(lang, i):
    pw = human_pw(sym="_-.@!")
    k = fresh(lambda: rs(40))
    t = i % 4
    if t == 0:
        body = "FROM python:3.12-slim\nWORKDIR /app\nENV MEMORY_DB_PASSWORD=%s\nENV MEMORY_API_KEY=%s\nCOPY . .\nCMD [\"python\", \"-m\", \"memory\"]" % (pw, k)
        return wrap(lang, body, "dockerfile", "Dockerfile"), [pw, k]
    if t == 1:
        body = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: %s\n  api:\n    image: acme/api:latest\n    environment:\n      - API_SECRET=%s" % (pw, k)
        return wrap(lang, body, "yaml", "docker-compose.yml"), [pw, k]
    if t == 2:
        body = "ARG NPM_TOKEN=%s\nRUN echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc && npm ci" % k
        return wrap(lang, body, "dockerfile", "Dockerfile"), [k]
    body = "  mysql:\n    image: mysql:8\n    command: --default-authentication-plugin=mysql_native_password\n    environment:\n      MYSQL_ROOT_PASSWORD: '%s'" % pw
    return wrap(lang, body, "yaml", "docker-compose.override.yml"), [pw]


@K("ci_pipeline_hardcoded", 8)
def _(lang, i):
    t = i % 4
    if t == 0:
        tok = fresh(lambda: "npm_" + rs(36))
        body = "jobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: %s" % tok
        return wrap(lang, body, "yaml", ".github/workflows/publish.yml"), [tok]
    if t == 1:
        pw = human_pw(sym="_-.@")
        body = "variables:\n  DOCKER_DRIVER: overlay2\n  REGISTRY_PASSWORD: \"%s\"\n\nbuild:\n  script:\n    - docker login -u ci -p $REGISTRY_PASSWORD harbor.acme.io" % pw
        return wrap(lang, body, "yaml", ".gitlab-ci.yml"), [pw]
    if t == 2:
        pw = human_pw(sym="_-.")
        body = "pipeline {\n  agent any\n  environment {\n    SONAR_TOKEN = 'squ_%s'\n  }\n  stages { stage('scan') { steps { sh 'sonar-scanner -Dsonar.login=$SONAR_TOKEN' } } }\n}" % rs(40, HEX)
        tok = body.split("'")[1]
        U(tok)
        return wrap(lang, body, "groovy", "Jenkinsfile"), [tok]
    k = fresh(lambda: rs(64, HEX))
    body = "steps:\n- script: ./deploy.sh\n  env:\n    DEPLOY_KEY: %s\n  displayName: Deploy" % k
    return wrap(lang, body, "yaml", "azure-pipelines.yml"), [k]


@K("terraform_hcl", 7)
def _(lang, i):
    t = i % 3
    if t == 0:
        a, s = aws_id(), aws_secret()
        body = "provider \"aws\" {\n  region     = \"us-east-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}" % (a, s)
        return wrap(lang, body, "hcl", "providers.tf"), [a, s]
    if t == 1:
        pw = human_pw(sym="_-.!#")
        body = "db_instance_class = \"db.t3.medium\"\ndb_username      = \"app\"\ndb_password      = \"%s\"\nallowed_cidrs    = [\"10.0.0.0/16\"]" % pw
        return wrap(lang, body, "hcl", "prod.tfvars"), [pw]
    pw = human_pw(sym="_-.!#")
    body = "resource \"azurerm_mssql_server\" \"main\" {\n  name                         = \"sql-memory-prod\"\n  administrator_login          = \"sqladmin\"\n  administrator_login_password = \"%s\"\n}" % pw
    return wrap(lang, body, "hcl", "sql.tf"), [pw]


@K("log_and_traceback_leaks", 9)
def _(lang, i):
    t = i % 5
    if t == 0:
        tok = openai_key()
        body = "2026-03-1%d 08:2%d:11,402 DEBUG httpx: Request headers: {'authorization': 'Bearer %s', 'content-type': 'application/json'}" % (R.randint(0, 9), R.randint(0, 9), tok)
        return body, [tok]
    if t == 1:
        pw = url_pw()
        body = "Traceback (most recent call last):\n  File \"/app/memory/store.py\", line 88, in connect\n    self.conn = psycopg.connect(dsn)\npsycopg.OperationalError: connection failed: FATAL:  password authentication failed for user \"app\"\n  dsn = 'postgresql://app:%s@db:5432/memory'" % pw
        return body, [pw]
    if t == 2:
        k = fresh(lambda: rs(32, HEX))
        body = "[2026-05-0%dT11:02:33Z] ERROR payment.gateway call failed status=401 url=https://api.pay.example.cn/v2/charge?merchant=88231&sign_key=%s" % (R.randint(1, 9), k)
        return zh_or(lang, body, "支付回调报 401，日志：\n" + body), [k]
    if t == 3:
        pw = human_pw()
        body = "INFO  c.a.s.LoginController - login attempt user=%s password=%s ip=10.2.3.4 result=FAIL" % (user(), pw)
        return zh_or(lang, body, "登录日志里把明文密码打出来了：\n" + body), [pw]
    k = anthropic_key()
    body = "anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}\nRequest: POST https://api.anthropic.com/v1/messages headers={'x-api-key': '%s'}" % k
    return body, [k]


@K("api_key_in_url_query", 7)
def _(lang, i):
    k = fresh(lambda: rs(R.choice([32, 40]), AN))
    urls = ["https://api.openweathermap.org/data/2.5/weather?q=Shanghai&appid=%s",
            "https://restapi.amap.com/v3/geocode/geo?address=北京市朝阳区&key=%s",
            "https://api.example.io/v1/export?format=csv&api_key=%s",
            "wss://stream.acme.io/feed?access_token=%s",
            "https://hooks.zapier.com/hooks/catch/%s/?secret=%s",
            "https://api.map.baidu.com/geocoding/v3/?address=杭州&output=json&ak=%s",
            "https://newsapi.org/v2/top-headlines?country=us&apiKey=%s"]
    u = urls[i % len(urls)]
    u = u % (digits(7), k) if u.count("%s") == 2 else u % k
    return zh_or(lang, pick(["GET ", "fetching ", "the request was: "]) + u, pick(["请求地址：", "接口这样调的 ", "GET "]) + u), [k]


@K("crypto_wallet_private_key", 6)
def _(lang, i):
    k = fresh(lambda: rs(64, HEX))
    t = i % 3
    if t == 0:
        es = fresh(lambda: rs(34, UPD))
        return wrap(lang, "PRIVATE_KEY=0x%s\nETHERSCAN_API_KEY=%s" % (k, es), "", ".env"), [k, es]
    if t == 1:
        return zh_or(lang, "deployer wallet private key: 0x" + k, "部署钱包私钥 0x" + k + " 里面只有测试币"), [k]
    return "const wallet = new ethers.Wallet('0x%s', provider);" % k, [k]


@K("framework_secret_keys", 9)
def _(lang, i):
    t = i % 5
    if t == 0:
        k = fresh(lambda: "django-insecure-" + rs(50, LOD + "!@#$%^&*(-_=+)"))
        return "SECRET_KEY = '%s'\nDEBUG = False" % k, [k]
    if t == 1:
        k = fresh(lambda: rs(128, HEX))
        return wrap(lang, "production:\n  secret_key_base: %s" % k, "yaml", "config/secrets.yml"), [k]
    if t == 2:
        k = fresh(lambda: base64.urlsafe_b64encode(rbytes(32)).decode())
        return "FERNET_KEY = b'%s'\ncipher = Fernet(FERNET_KEY)" % k, [k]
    if t == 3:
        k = fresh(lambda: b64(rbytes(32)))
        return wrap(lang, "NEXTAUTH_URL=https://app.acme.io\nNEXTAUTH_SECRET=%s" % k, "", ".env.production"), [k]
    k = fresh(lambda: rs(48))
    return zh_or(lang, "app.config['JWT_SECRET_KEY'] = '%s'" % k, "JWT 签名密钥先写死：app.config['JWT_SECRET_KEY'] = '%s'" % k), [k]


@K("smtp_app_password", 6)
def _(lang, i):
    ap = fresh(lambda: " ".join(rs(4, LO) for _ in range(4)))
    t = i % 3
    if t == 0:
        return zh_or(lang, "Google app password for the mailer: %s" % ap, "Gmail 应用专用密码：%s（发信脚本用）" % ap), [ap]
    if t == 1:
        return wrap(lang, "smtp:\n  host: smtp.gmail.com\n  port: 587\n  user: alerts@acme.io\n  pass: \"%s\"" % ap, "yaml"), [ap]
    code = fresh(lambda: rs(16, UP))
    return zh_or(lang, "QQ mail SMTP auth code: %s" % code, "QQ 邮箱 SMTP 授权码：%s" % code), [code]


@K("firebase_fcm_server_key", 5)
def _(lang, i):
    k = fresh(lambda: "AAAA" + rs(7, URL) + ":APA91b" + rs(134, URL))
    if i % 2:
        return "curl -X POST -H \"Authorization: key=%s\" -H \"Content-Type: application/json\" https://fcm.googleapis.com/fcm/send -d @push.json" % k, [k]
    return zh_or(lang, "legacy FCM server key: " + k, "FCM 旧版服务器密钥：" + k), [k]


@K("recovery_backup_codes", 6)
def _(lang, i):
    codes = [fresh(lambda: rs(5, LOD) + "-" + rs(5, LOD)) for _ in range(R.randint(6, 10))]
    if i % 2:
        codes = [fresh(lambda: rs(4, DG) + " " + rs(4, DG)) for _ in range(8)]
    head = zh_or(lang, pick(["GitHub recovery codes:", "backup codes, keep safe", "2FA backup codes for ops@"]),
                 pick(["GitHub 恢复码：", "备用验证码，收好", "ops 账号的两步验证备用码"]))
    return head + "\n" + "\n".join(codes), codes


@K("kubeconfig_credentials", 6)
def _(lang, i):
    blk, _lines = pem_block("EC")
    for l in _lines:
        USED.discard(l)
    kd = U(b64((blk + "\n").encode()))
    tok = fresh(lambda: "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + rs(40, URL) + "." + b64url(json.dumps({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer"}).encode()) + "." + rs(342, URL))
    if i % 2:
        body = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
        return wrap(lang, body, "yaml", "~/.kube/config"), [tok]
    body = "users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: %s\n    client-key-data: %s" % (b64(b"-----BEGIN CERTIFICATE-----\n" + rbytes(300)), kd)
    return wrap(lang, body, "yaml", "~/.kube/config"), [kd]


@K("credentials_table", 7)
def _(lang, i):
    rows = []
    secs = []
    for _ in range(R.randint(2, 4)):
        pw = human_pw(sym="!#$%&*_-.@")
        secs.append(pw)
        rows.append((pick(["jenkins", "grafana", "nexus", "harbor", "kibana", "gitlab", "zabbix", "minio"]), "https://%s.acme.io" % rs(5, LO), user(), pw))
    if lang == "zh":
        head = "| 系统 | 地址 | 账号 | 密码 |\n|---|---|---|---|\n"
    else:
        head = "| system | url | user | password |\n|---|---|---|---|\n"
    if i % 3 == 2:
        txt = ("system,url,user,password\n" if lang == "en" else "系统,地址,账号,密码\n") + "\n".join(",".join(r) for r in rows)
    else:
        txt = head + "\n".join("| %s | %s | %s | %s |" % r for r in rows)
    return txt, secs


@K("email_ticket_handover", 7)
def _(lang, i):
    pw = human_pw()
    k = fresh(lambda: rs(36, AN))
    if lang == "zh":
        body = ["主题：新同事入职账号\n\n你好，\n\nOA 账号：%s\n初始密码：%s\n首次登录请修改。\n\nIT 部" % (user(), pw),
                "【工单 #%s】测试环境无法登录\n描述：用 %s / %s 登录提示用户不存在\n附：接口密钥 %s" % (digits(6), user(), pw, k),
                "交接文档\n1. 堡垒机 jump.acme.cn，账号 ops，密码 %s\n2. 监控 API 令牌：%s" % (pw, k)][i % 3]
    else:
        body = ["Subject: Your new account\n\nHi Ana,\n\nUsername: %s\nTemporary password: %s\nYou'll be asked to change it on first login.\n\nIT Service Desk" % (user(), pw),
                "JIRA OPS-%s: staging login broken\nSteps: log in as %s with %s -> 500\nAlso tried API key %s" % (digits(4), user(), pw, k),
                "Handover notes\n- bastion: jump.acme.io user ops pass %s\n- monitoring API token: %s" % (pw, k)][i % 3]
    return body, [s for s in (pw, k) if s in body]


@K("commit_message_or_diff", 6)
def _(lang, i):
    pw = human_pw(sym="_-.!@")
    k = fresh(lambda: rs(40))
    if i % 2:
        body = "diff --git a/config/prod.yaml b/config/prod.yaml\n@@ -12,7 +12,7 @@ database:\n   host: db.internal\n-  password: %s\n+  password: ${DB_PASSWORD}\n   pool: 20" % pw
        return zh_or(lang, body, "这个 diff 把明文删了，但历史里还在：\n" + body), [pw]
    msg = zh_or(lang, "fix: temporary hardcode of redis pass (%s) until vault is back\n\nalso api key %s" % (pw, k),
                "fix: vault 挂了先写死 redis 密码 %s\n\n另外 api key %s" % (pw, k))
    return "commit %s\nAuthor: %s <dev@acme.io>\n\n    %s" % (rs(40, HEX), pick(["Li Wei", "Ana Souza"]), msg.replace("\n", "\n    ")), [pw, k]


@K("ini_toml_misc_config", 8)
def _(lang, i):
    pw = human_pw(sym="_-.!@#")
    k = fresh(lambda: rs(32))
    t = i % 4
    if t == 0:
        body = "[remote-s3]\ntype = s3\nprovider = Minio\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = http://10.0.0.5:9000" % (rs(20, UPD), k)
        ak = body.split("access_key_id = ")[1].split("\n")[0]
        U(ak)
        return wrap(lang, body, "ini", "~/.config/rclone/rclone.conf"), [ak, k]
    if t == 1:
        body = "[database]\nhost = \"%s\"\nuser = \"%s\"\npassword = \"%s\"\n\n[cache]\nttl = 300" % (host(), user(), pw)
        return wrap(lang, body, "toml", "config.toml"), [pw]
    if t == 2:
        body = "[sqlserver]\ndriver=ODBC Driver 18 for SQL Server\nserver=%s\nuid=%s\npwd=%s" % (host(), user(), pw)
        return wrap(lang, body, "ini", "odbc.ini"), [pw]
    body = "[mqtt]\nbroker = tcp://iot.acme.cn:1883\nusername = device-%s\npassword = %s" % (rs(6, DG), pw)
    return wrap(lang, body, "ini"), [pw]


@K("payments_social_tokens", 7)
def _(lang, i):
    t = i % 4
    if t == 0:
        k = fresh(lambda: "EAA" + rs(1, UP) + rs(R.randint(160, 200)))
        return zh_or(lang, "page access token (never expires): " + k, "公众号主页的长期访问令牌：" + k), [k]
    if t == 1:
        k = fresh(lambda: "sq0atp-" + rs(22, URL))
        s = fresh(lambda: "sq0csp-" + rs(43, URL))
        return wrap(lang, "SQUARE_ACCESS_TOKEN=%s\nSQUARE_APP_SECRET=%s" % (k, s), "", ".env"), [k, s]
    if t == 2:
        k = fresh(lambda: "access_token$production$%s$%s" % (rs(16, LOD), rs(32, HEX)))
        return "gateway = braintree.BraintreeGateway(access_token=\"%s\")" % k, [k]
    k = fresh(lambda: "sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImN" + rs(20) + "In0." + rs(22, URL))
    return zh_or(lang, "mapbox secret token for uploads: " + k, "Mapbox 上传用的 secret token：" + k), [k]


@K("azure_devops_pat", 5)
def _(lang, i):
    k = fresh(lambda: rs(52, "abcdefghijklmnopqrstuvwxyz234567"))
    if i % 2:
        return "git clone https://pat:%s@dev.azure.com/acme/Memory/_git/agent" % k, [k]
    return zh_or(lang, "ADO PAT (Code: Read & Write, 90 days): " + k, "Azure DevOps 的 PAT，90 天有效：" + k), [k]


@K("expect_and_scripts", 6)
def _(lang, i):
    pw = human_pw(sym="_-.!@#")
    t = i % 3
    if t == 0:
        body = "#!/usr/bin/expect\nspawn ssh root@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (host(), pw)
        return wrap(lang, body, "tcl", "login.exp"), [pw]
    if t == 1:
        body = "import paramiko\nssh = paramiko.SSHClient()\nssh.connect('%s', username='%s', password='%s')" % (host(), user(), pw)
        return wrap(lang, body, "python"), [pw]
    body = "0 3 * * * MYSQL_PWD='%s' mysqldump -uroot --all-databases | gzip > /bk/all-$(date +\\%%F).sql.gz" % pw
    return zh_or(lang, "crontab -l\n" + body, "crontab 里的备份任务：\n" + body), [pw]


@K("sql_user_statements", 6)
def _(lang, i):
    pw = human_pw(sym="_-.!@#$")
    u = user()
    st = ["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';" % (u, pw),
          "ALTER USER %s WITH PASSWORD '%s';" % (u, pw),
          "ALTER LOGIN [%s] WITH PASSWORD = N'%s';" % (u, pw),
          "CREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '2027-01-01';" % (u, pw),
          "SET PASSWORD FOR '%s'@'localhost' = '%s';" % (u, pw),
          "db.createUser({user: \"%s\", pwd: \"%s\", roles: [\"readWrite\"]})" % (u, pw)][i % 6]
    return zh_or(lang, st, pick(["建用户的 SQL：\n", "执行了：", ""]) + st), [pw]


@K("agent_memory_requests", 8)
def _(lang, i):
    pw = human_pw()
    k = fresh(lambda: rs(R.randint(28, 44), AN))
    en = ["remember that my NAS admin password is %s" % pw,
          "Please save this for later: home assistant long-lived token %s" % k,
          "note to self (agent, keep this): vpn pw = %s" % pw,
          "Remember: the kiosk unlock code is %s and the API secret is %s" % (pw, k)]
    zh = ["记住我 NAS 的管理员密码是 %s" % pw,
          "帮我记一下，Home Assistant 的长期令牌：%s" % k,
          "备忘（agent 你记着）：vpn 密码 = %s" % pw,
          "记下来：自助机解锁码 %s，接口秘钥 %s" % (pw, k)]
    txt = (zh if lang == "zh" else en)[i % 4]
    return txt, [s for s in (pw, k) if s in txt]


@K("multi_turn_chat", 7)
def _(lang, i):
    pw = human_pw()
    tok = R.choice([gh, glpat, hf, slack_bot])()
    if lang == "zh":
        t = "用户：测试服务器 ssh 不上去\n助手：能提供一下登录方式吗？我不会保存凭据。\n用户：root，密码 %s\n助手：好的。另外部署时需要的令牌？\n用户：%s" % (pw, tok)
    else:
        t = "User: can't ssh into the test server\nAssistant: Which credentials are you using? I won't store them.\nUser: root / %s\nAssistant: Thanks. Do you also have the deploy token?\nUser: yep %s" % (pw, tok)
    return t, [pw, tok]


@K("jupyter_notebook_cell", 5)
def _(lang, i):
    k = openai_key() if i % 2 else fresh(lambda: rs(40))
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["import os\n", "os.environ[\"%s\"] = \"%s\"\n" % (pick(["OPENAI_API_KEY", "PINECONE_API_KEY", "WANDB_API_KEY"]), k)], "outputs": []}
    return wrap(lang, json.dumps(cell, indent=1), "json", "notebooks/eval.ipynb"), [k]


# ================================================================ HARMLESS KINDS
def sha(n=64):
    return rs(n, HEX)


@H("placeholder_values", 18)
def _(lang, i):
    en = ["OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
          "api_key: <your-key>",
          "export ANTHROPIC_API_KEY=YOUR_API_KEY_HERE",
          "DB_PASSWORD=changeme  # set a real one in prod",
          "token = \"REPLACE_ME\"",
          "AWS_SECRET_ACCESS_KEY=<paste secret here>",
          "password: \"********\"  # placeholder, real value comes from the vault",
          "Set `SLACK_WEBHOOK_URL` to https://hooks.slack.com/services/XXX/YYY/ZZZ in your own .env",
          "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"]
    zh = ["OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxx（换成你自己的）",
          "api_key: <你的密钥>",
          "把 YOUR_API_KEY 替换成控制台里生成的 key 即可",
          "DB_PASSWORD=changeme  # 生产环境请修改",
          "token = \"REPLACE_ME\"  # 占位符",
          "AccessKeySecret: <在此填写>",
          "密码：******（占位，真实值在 KMS 里）",
          "webhook 填 https://oapi.dingtalk.com/robot/send?access_token=XXXXXX 这种格式",
          "SecretKey=请填写您的SecretKey"]
    return (zh if lang == "zh" else en)[i % 9]


@H("masked_values", 16)
def _(lang, i):
    last = rs(4, LOD)
    en = ["Your key sk-...%s was used 3 times today." % last,
          "Authorization: Bearer ****************************%s" % last,
          "token: ghp_************************************",
          "password=[REDACTED] user=%s host=%s" % (user(), host()),
          "API key ending in %s has been revoked." % last,
          "DATABASE_URL=postgres://app:*****@db:5432/app",
          "secret_access_key = ****************************************",
          "Card •••• •••• •••• %s expires 0%d/28" % (rs(4, DG), R.randint(1, 9))]
    zh = ["尾号为 %s 的密钥已被吊销" % last,
          "Authorization: Bearer ******（已脱敏）",
          "密码：••••••••",
          "日志：password=*** user=%s" % user(),
          "SecretKey: %s****************************" % rs(4, UPD),
          "连接串 mysql://root:******@%s:3306/app" % host(),
          "令牌 xoxb-****-****-**** 已失效，请重新生成",
          "银行卡尾号 %s" % rs(4, DG)]
    return (zh if lang == "zh" else en)[i % 8]


@H("env_var_references", 16)
def _(lang, i):
    en = ["DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/app",
          "mysql -u \"$MYSQL_USER\" -p\"$MYSQL_PASSWORD\" -h db",
          "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/user",
          "set PGPASSWORD=%PG_PASS% && psql -h localhost -U app",
          "password = \"${env:SQL_ADMIN_PASSWORD}\"",
          "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY",
          "sshpass -p \"$SSH_PASS\" ssh deploy@host",
          "api_key: ${OPENAI_API_KEY:?missing}"]
    zh = ["连接串写成 postgres://${DB_USER}:${DB_PASSWORD}@db/app，密码从环境变量读",
          "mysql -u root -p\"$MYSQL_ROOT_PASSWORD\"  # 密码来自环境变量",
          "curl -H \"Authorization: Bearer $TOKEN\" 调一下接口看看",
          "redis-cli -a \"$REDIS_PASSWORD\" ping",
          "把 AccessKey 配成 ${ALIYUN_AK}，SecretKey 配成 ${ALIYUN_SK}",
          "openssl pkcs12 -passin env:P12_PASS -in a.p12",
          "htpasswd -b .htpasswd admin \"$ADMIN_PW\"",
          "环境变量 DASHSCOPE_API_KEY 在 CI 里配置"]
    return (zh if lang == "zh" else en)[i % 8]


@H("ci_vault_secret_references", 16)
def _(lang, i):
    en = ["      env:\n        NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
          "password: {{ .Values.postgresql.auth.password }}",
          "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db-creds\n      key: password",
          "docker login -u $(ACR_USER) -p $(ACR_PASSWORD) acme.azurecr.io",
          "db_password = data.aws_secretsmanager_secret_version.db.secret_string",
          "ansible_become_pass: \"{{ vault_become_pass }}\"",
          "vault kv get -field=password secret/prod/db",
          "token: !vault |\n  $ANSIBLE_VAULT;1.1;AES256"]
    zh = ["用 ${{ secrets.DOCKERHUB_TOKEN }} 登录镜像仓库",
          "密码改成引用 {{ secrets.DB_PASSWORD }}，不要写明文",
          "从 KMS 凭据管家取：acs:kms:cn-hangzhou:%s:secret/prod-db" % digits(16),
          "secretKeyRef 指向 app-secrets 里的 api-key 字段",
          "在 GitLab 的 Settings > CI/CD > Variables 里加 $DEPLOY_TOKEN，勾选 masked",
          "Jenkins 里用 withCredentials([string(credentialsId: 'sonar-token', variable: 'TOKEN')])",
          "arn:aws:secretsmanager:ap-east-1:%s:secret:prod/db-%s 这个凭据由 Lambda 轮换" % (digits(12), rs(6)),
          "Vault 路径 secret/data/agent/openai，字段 api_key"]
    return (zh if lang == "zh" else en)[i % 8]


@H("code_reading_secrets", 18)
def _(lang, i):
    code = ["api_key = os.environ[\"OPENAI_API_KEY\"]",
            "const token = process.env.GITHUB_TOKEN ?? '';",
            "password := os.Getenv(\"DB_PASSWORD\")",
            "String secret = System.getenv(\"JWT_SECRET\");",
            "pw = getpass.getpass(\"Password: \")",
            "token = keyring.get_password(\"agent-memory\", username)",
            "secret = client.get_secret_value(SecretId=\"prod/db\")[\"SecretString\"]",
            "let key = std::env::var(\"ANTHROPIC_API_KEY\").expect(\"set ANTHROPIC_API_KEY\");",
            "$password = getenv('DB_PASSWORD') ?: throw new RuntimeException('missing');"]
    c = code[i % 9]
    return zh_or(lang, c, pick(["改成从环境变量读取：\n", "现在代码是这样的，不再硬编码：\n", "读取密钥的逻辑：\n"]) + c)


@H("password_prose_no_value", 20)
def _(lang, i):
    en = ["I reset the password, try logging in again.", "The password is in 1Password under 'Prod DB'.",
          "Did you change the wifi password? my laptop keeps disconnecting", "Please never paste passwords into this chat.",
          "Password rotation runs every 90 days via the Lambda.", "I forgot my password again, sending a reset link",
          "The token expired so I generated a new one and put it in the vault.", "Secret rotated, old one revoked at 14:02.",
          "He asked for the root password but I said no.", "Use the API key from the team vault, not your personal one.",
          "I'll DM you the password over Signal instead of pasting it here.", "The password I gave you yesterday was wrong, I'll send the right one in person.",
          "Our VPN password expires tomorrow, remember to change yours.", "Is the staging token still valid or did someone revoke it?",
          "Passwords are stored as argon2id hashes, never in plain text.", "The old API key leaked in a screenshot so we revoked it."]
    zh = ["密码已经改好了，你再登录试试", "密码放在 1Password 的“生产数据库”条目里了", "wifi 密码是不是换了？一直掉线",
          "请不要在群里发密码", "密钥每 90 天自动轮换一次", "我又忘了密码，已经点了重置", "令牌过期了，我重新生成了一个放到保险库里",
          "旧的密钥 14:02 已经作废", "他找我要 root 密码，我没给", "用团队保险库里的 API key，别用个人的",
          "密码我私聊发你，不在这里贴", "昨天给你的密码不对，回头当面告诉你", "VPN 密码明天过期，记得改一下",
          "测试环境的令牌还有效吗？是不是被谁吊销了", "密码都是 argon2id 哈希存的，没有明文", "旧 key 在截图里泄露了，已经作废"]
    return (zh if lang == "zh" else en)[i % 16]


@H("hashes_checksums", 18)
def _(lang, i):
    t = i % 6
    if t == 0:
        return "%s  agent-memory-0.%d.%d.tar.gz" % (sha(), R.randint(1, 9), R.randint(0, 20))
    if t == 1:
        return zh_or(lang, "MD5 (installer.dmg) = %s" % sha(32), "安装包 MD5 校验值：%s，下载后核对一下" % sha(32))
    if t == 2:
        return "\"integrity\": \"sha512-%s==\"" % rs(86, B64)
    if t == 3:
        return "golang.org/x/crypto v0.%d.0 h1:%s=" % (R.randint(10, 30), rs(43, B64))
    if t == 4:
        return zh_or(lang, "SHA-1 of the file: %s" % sha(40), "文件 SHA1：%s" % sha(40))
    return "sha256:%s" % sha() + zh_or(lang, "  (expected)", "（期望值）")


@H("git_commit_shas", 16)
def _(lang, i):
    lines = "\n".join("%s %s" % (rs(7, HEX), pick(["fix: retry on 503", "feat: add memory TTL", "docs: update README", "refactor store", "chore(deps): bump pyyaml", "修复：分页越界", "新增：记忆过期策略"])) for _ in range(R.randint(3, 5)))
    t = i % 4
    if t == 0:
        return "$ git log --oneline -5\n" + lines
    if t == 1:
        return zh_or(lang, "reverted %s, cherry-pick %s onto release/1.4" % (sha(40), rs(12, HEX)), "回滚了 %s，然后把 %s cherry-pick 到 release/1.4" % (sha(40), rs(12, HEX)))
    if t == 2:
        return "HEAD is now at %s Merge pull request #%d from acme/feat-ttl" % (rs(7, HEX), R.randint(100, 999))
    return zh_or(lang, "The bug was introduced in commit %s." % sha(40), "问题是 %s 这个提交引入的" % sha(40))


@H("uuids_request_trace_ids", 18)
def _(lang, i):
    t = i % 6
    if t == 0:
        return "x-request-id: %s" % uid()
    if t == 1:
        return "traceparent: 00-%s-%s-01" % (sha(32), sha(16))
    if t == 2:
        return zh_or(lang, "AWS RequestId: %s" % uid(), "报错里的 RequestId：%s，发给阿里云工单了" % rs(8, UPD) + "-" + rs(4, UPD) + "-" + rs(4, UPD) + "-" + rs(4, UPD) + "-" + rs(12, UPD))
    if t == 3:
        return "{\"id\": \"%s\", \"object\": \"chat.completion\", \"created\": %d, \"model\": \"gpt-4o-mini\"}" % ("chatcmpl-" + rs(29), R.randint(1700000000, 1790000000))
    if t == 4:
        return zh_or(lang, "k8s pod uid %s restarted 3 times" % uid(), "pod %s 重启了 3 次" % uid())
    return "msg_%s" % rs(24) + zh_or(lang, " is the message id from the API response", " 是接口返回的消息 id")


@H("order_ticket_numbers", 16)
def _(lang, i):
    t = i % 4
    if t == 0:
        return zh_or(lang, "Order #%s shipped, tracking 1Z%s" % (digits(10), rs(16, UPD)), "订单号 %s 已发货，顺丰单号 SF%s" % (digits(18), digits(12)))
    if t == 1:
        return zh_or(lang, "Invoice INV-%s-%s is overdue" % (R.randint(2024, 2026), digits(6)), "发票号码 %s，开票日期 2026-0%d-1%d" % (digits(8), R.randint(1, 9), R.randint(0, 9)))
    if t == 2:
        return zh_or(lang, "Stripe charge ch_%s for customer cus_%s refunded" % (rs(24), rs(14)), "支付宝交易号 2026%s，商户订单号 %s" % (digits(24), digits(16)))
    return zh_or(lang, "ticket SUP-%s escalated to tier 2" % digits(5), "工单 #%s 已转二线处理" % digits(7))


@H("docker_image_digests", 14)
def _(lang, i):
    d = sha()
    t = i % 3
    if t == 0:
        return "image: ghcr.io/acme/agent-memory@sha256:%s" % d
    if t == 1:
        return "Digest: sha256:%s\nStatus: Downloaded newer image for python:3.12-slim" % d
    return zh_or(lang, "pin the base image to sha256:%s" % d, "基础镜像固定到 sha256:%s，避免漂移" % d)


@H("public_keys_certificates", 16)
def _(lang, i):
    t = i % 5
    if t == 0:
        k = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64) + " " + pick(["li.wei@laptop", "deploy@ci", "ana@mbp"])
        return zh_or(lang, "add my public key to authorized_keys:\n" + k, "把我的公钥加到 authorized_keys：\n" + k)
    if t == 1:
        body = b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(260))
        return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(body[j:j + 64] for j in range(0, len(body), 64))
    if t == 2:
        body = b64(bytes.fromhex("308203") + rbytes(560))
        return zh_or(lang, "CA cert:\n", "根证书（公开的）：\n") + "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(body[j:j + 64] for j in range(0, len(body), 64))
    if t == 3:
        return zh_or(lang, "recipient (age public key): age1%s" % rs(58, BECH.lower()), "age 公钥：age1%s，用它加密就行" % rs(58, BECH.lower()))
    return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rs(500, B64) + " ops@bastion"


@H("version_strings", 16)
def _(lang, i):
    v = "%d.%d.%d" % (R.randint(0, 5), R.randint(0, 30), R.randint(0, 40))
    t = i % 4
    if t == 0:
        return zh_or(lang, "bumped agent-memory to v%s-rc.%d+build.%s" % (v, R.randint(1, 5), rs(7, HEX)), "升级到 v%s-rc.%d+build.%s 了" % (v, R.randint(1, 5), rs(7, HEX)))
    if t == 1:
        return "Python 3.12.%d, pydantic==%s, openai==1.%d.0, Linux 6.8.0-%d-generic" % (R.randint(0, 8), v, R.randint(30, 60), R.randint(20, 60))
    if t == 2:
        return zh_or(lang, "go version go1.22.%d linux/amd64" % R.randint(0, 9), "当前 Node 版本 v20.%d.%d，npm %s" % (R.randint(1, 18), R.randint(0, 9), v))
    return "Chrome/%d.0.%d.%d Safari/537.36" % (R.randint(110, 131), R.randint(5000, 6999), R.randint(10, 200))


@H("file_paths", 16)
def _(lang, i):
    paths = ["~/.ssh/id_ed25519", "/etc/ssl/private/server.key", "C:\\Users\\liwei\\.aws\\credentials", "/var/run/secrets/kubernetes.io/serviceaccount/token",
             "~/.config/gcloud/application_default_credentials.json", "/run/secrets/db_password", "secrets/prod.enc.yaml", "~/.docker/config.json"]
    p = paths[i % 8]
    return zh_or(lang, pick(["the key lives at %s, mounted read-only", "permissions on %s should be 0600", "don't commit %s", "mounted from %s"]) % p,
                 pick(["私钥在 %s，只读挂载", "%s 的权限要是 0600", "别把 %s 提交上去", "凭据文件路径是 %s"]) % p)


@H("base64_nonsecret_data", 16)
def _(lang, i):
    t = i % 4
    if t == 0:
        return "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\">" % rs(R.randint(120, 240), B64)
    if t == 1:
        payload = b64(json.dumps({"event": "memory.created", "id": uid(), "ts": R.randint(1700000000, 1790000000)}).encode())
        return zh_or(lang, "Pub/Sub message {\"data\": \"%s\", \"messageId\": \"%s\"}" % (payload, digits(16)), "消息体 data 字段是 base64：%s" % payload)
    if t == 2:
        cur = b64(json.dumps({"page": R.randint(2, 90), "sort": "created_at"}).encode())
        return zh_or(lang, "next page cursor: " + cur, "下一页游标 cursor=" + cur)
    txt = pick(["hello world", "今天的会议纪要", "the quick brown fox", "memory store ready"])
    return zh_or(lang, "echo '%s' | base64 -> %s" % (txt, b64(txt.encode())), "“%s” 的 base64 是 %s" % (txt, b64(txt.encode())))


@H("documented_examples", 16)
def _(lang, i):
    en = ["Example (from the AWS docs):\n  aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n  aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
          "e.g. `postgres://user:password@localhost:5432/mydb`",
          "For example: `curl -u username:password https://example.com/api`",
          "Sample .env (example values only):\nAPI_KEY=your-api-key\nDB_PASSWORD=your-password",
          "Docs: the header looks like `Authorization: Bearer <token>`",
          "example: `mysql -u root -p` (you will be prompted for the password)",
          "See https://docs.example.com/auth for how to create an access token."]
    zh = ["示例（AWS 文档里的）：AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
          "连接串示例：mysql://用户名:密码@主机:端口/库名",
          "例如：curl -u 用户名:密码 https://example.com/api",
          "示例 .env：API_KEY=你的key，DB_PASSWORD=你的密码",
          "请求头格式：Authorization: Bearer <令牌>",
          "示例：mysql -u root -p（回车后会提示输入密码）",
          "如何创建访问令牌请参考 https://docs.example.com/auth"]
    return (zh if lang == "zh" else en)[i % 7]


@H("innocent_keyword_usage", 20)
def _(lang, i):
    en = ["Add a composite primary key on (user_id, created_at).", "The tokenizer splits this into %d tokens." % R.randint(20, 900),
          "We hit the rate limit: %d tokens per minute." % R.randint(10000, 90000), "Our Secret Santa budget is $25 this year.",
          "Press any key to continue.", "The Kubernetes Secret object is mounted as a volume.", "Implement a token bucket limiter with capacity 100.",
          "keyboard shortcut: Ctrl+K to search", "The password reset email template needs a new subject line.", "The key insight is that memory reads are idempotent.",
          "Set max_tokens to 1024 and stop on the newline.", "The secret sauce is just a good cache.", "Foreign key constraint fails on orders.customer_id.",
          "Use a sentinel token like <eos> at the end.", "Rotate the log file when it reaches 100 MB."]
    zh = ["在 (user_id, created_at) 上加联合主键", "分词器把这段话切成了 %d 个 token" % R.randint(20, 900), "限流：每分钟 %d 个 token" % R.randint(10000, 90000),
          "用令牌桶算法做限流，容量 100", "密钥轮换流程见 wiki", "按任意键继续", "关键在于读取是幂等的", "Secret 对象以卷的方式挂载到 pod",
          "找回密码的邮件模板要改一下标题", "键值存储选 Redis 还是 etcd？",
          "max_tokens 设成 1024", "外键约束在 orders.customer_id 上失败了", "秘诀其实就是缓存做好", "结尾加一个 <eos> 特殊 token",
          "日志到 100MB 就切割"]
    return (zh if lang == "zh" else en)[i % 15]


@H("password_policy_ui_strings", 16)
def _(lang, i):
    en = ["Password must be at least 12 characters and include a number.", "{\"login.password\": \"Password\", \"login.forgot\": \"Forgot password?\"}",
          "<input type=\"password\" name=\"password\" autocomplete=\"current-password\">", "Error: password too weak (score 1/4)",
          "minimum_password_length = 14", "passwordPolicy: { minLength: 12, requireSymbols: true, maxAgeDays: 90 }",
          "label: Enter your one-time code", "PasswordAuthentication no"]
    zh = ["密码长度至少 12 位，需包含数字和符号", "{\"login.password\": \"密码\", \"login.forgot\": \"忘记密码？\"}",
          "<input type=\"password\" placeholder=\"请输入密码\">", "错误：密码强度太弱", "密码有效期 90 天，不能与最近 5 次相同",
          "验证码已发送，请在 5 分钟内输入", "PasswordAuthentication no  # 禁止密码登录", "请输入 6 位支付密码"]
    return (zh if lang == "zh" else en)[i % 8]


@H("cli_help_and_prompts", 14)
def _(lang, i):
    en = ["  -p, --password[=name]  Password to use when connecting to server. If password is not given it's asked from the tty.",
          "$ psql -h db -U app\nPassword for user app: \npsql (16.2)", "$ ssh deploy@10.0.0.4\ndeploy@10.0.0.4's password: \nPermission denied, please try again.",
          "  --token string   Bearer token for authentication to the API server", "Enter passphrase for key '/home/li/.ssh/id_ed25519': ",
          "Usage: htpasswd [-cimB25dpsDv] [-C cost] passwordfile username", "  -w passwd  bind password (for simple authentication)"]
    zh = ["参数说明：-p 连接时使用的密码，不填则交互式输入", "$ mysql -u root -p\nEnter password: \nERROR 1045 (28000): Access denied",
          "--token 字符串  访问 API Server 的令牌", "提示 Enter passphrase for key 时输入私钥口令即可",
          "sudo 会提示 [sudo] password for li:，输入自己的登录密码", "docker login 会交互式询问密码，不要用 -p",
          "用法：keytool -storepass <口令> ...，建议省略让它提示输入"]
    return (zh if lang == "zh" else en)[i % 7]


@H("empty_or_null_config", 14)
def _(lang, i):
    en = ["DB_PASSWORD=\nDB_USER=app", "password: \"\"", "{\"apiKey\": null, \"timeout\": 30}", "secret_key = None  # filled in at runtime",
          "token:\n  # intentionally blank for local dev", "REDIS_PASSWORD=  # no auth on localhost", "client_secret: ~"]
    zh = ["DB_PASSWORD=  # 本地开发不需要密码", "password: \"\"  # 留空", "{\"apiKey\": null}", "secret_key = None  # 运行时注入",
          "token: ''  # 本地为空", "REDIS_PASSWORD=（本机无密码）", "client_secret: ~"]
    return (zh if lang == "zh" else en)[i % 7]


@H("infra_identifiers", 16)
def _(lang, i):
    t = i % 6
    if t == 0:
        return "arn:aws:iam::%s:role/%s" % (digits(12), pick(["deployer", "lambda-exec", "ReadOnly"]))
    if t == 1:
        return zh_or(lang, "instance i-0%s in subnet-0%s, vpc-0%s" % (rs(16, HEX), rs(16, HEX), rs(16, HEX)), "实例 i-0%s 在子网 subnet-0%s" % (rs(16, HEX), rs(16, HEX)))
    if t == 2:
        return "/subscriptions/%s/resourceGroups/rg-memory/providers/Microsoft.Storage/storageAccounts/stagentmem" % uid()
    if t == 3:
        return zh_or(lang, "KMS key id %s (alias/agent-memory)" % uid(), "KMS 密钥 ID：%s（别名 alias/agent-memory，本身不是密钥材料）" % uid())
    if t == 4:
        return "CloudFront distribution E%s, hosted zone Z%s" % (rs(13, UPD), rs(20, UPD))
    return zh_or(lang, "container %s exited (137)" % sha(), "容器 %s 被 OOM 杀掉了" % sha(12))


@H("redacted_logs", 14)
def _(lang, i):
    en = ["2026-05-01 10:00:01 INFO login ok user=%s password=<redacted>" % user(),
          "DEBUG headers={'Authorization': '[REDACTED]', 'User-Agent': 'httpx/0.27'}",
          "connecting to postgresql://app:***@db:5432/memory",
          "[memory] stored 3 items, 1 value redacted as [SECRET]",
          "env: OPENAI_API_KEY=(set, 164 chars) ANTHROPIC_API_KEY=(unset)"]
    zh = ["2026-05-01 10:00:01 INFO 登录成功 user=%s password=<已隐藏>" % user(),
          "请求头 Authorization 已脱敏：[REDACTED]",
          "连接 mysql://root:***@%s:3306" % host(),
          "[记忆] 写入 3 条，其中 1 条敏感值已替换为 [SECRET]",
          "环境变量检查：OPENAI_API_KEY 已设置（164 字符）"]
    return (zh if lang == "zh" else en)[i % 5]


@H("secret_metadata_listings", 14)
def _(lang, i):
    t = i % 4
    if t == 0:
        rows = "\n".join("%-28s %-36s %d   %dd" % (n, ty, R.randint(1, 5), R.randint(1, 300)) for n, ty in
                         [("default-token-" + rs(5, LOD), "kubernetes.io/service-account-token"), ("db-creds", "Opaque"), ("tls-" + rs(4, LO), "kubernetes.io/tls")])
        return "$ kubectl get secrets\nNAME                         TYPE                                 DATA AGE\n" + rows
    if t == 1:
        return json.dumps({"SecretList": [{"ARN": "arn:aws:secretsmanager:us-east-1:%s:secret:prod/db-%s" % (digits(12), rs(6)), "Name": "prod/db",
                                           "LastRotatedDate": "2026-04-0%dT00:00:00Z" % R.randint(1, 9)}]}, indent=1)
    if t == 2:
        return zh_or(lang, "gh secret list\nNPM_TOKEN        Updated 2026-03-0%d\nSLACK_WEBHOOK    Updated 2026-02-1%d" % (R.randint(1, 9), R.randint(0, 9)),
                     "仓库里配置了这些 secret：NPM_TOKEN、SLACK_WEBHOOK、DB_PASSWORD（值看不到）")
    return zh_or(lang, "vault kv metadata get secret/prod/db  -> current_version=%d, created_time=2026-01-0%dT08:00:00Z" % (R.randint(2, 20), R.randint(1, 9)),
                 "vault 里 secret/prod/db 当前版本 %d，最后更新 2026-01-0%d" % (R.randint(2, 20), R.randint(1, 9)))


@H("password_hashing_code", 12)
def _(lang, i):
    code = ["hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))",
            "ph = PasswordHasher(time_cost=3, memory_cost=65536, parallelism=4)",
            "if not hmac.compare_digest(expected, provided):\n    raise AuthError(\"bad token\")",
            "alphabet = string.ascii_letters + string.digits\npw = ''.join(secrets.choice(alphabet) for _ in range(20))",
            "key = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=salt, iterations=600_000).derive(passphrase)",
            "token = secrets.token_urlsafe(32)  # generated per session, never logged"]
    return zh_or(lang, "", pick(["密码哈希这么写对吗？\n", "生成随机密码：\n", ""])) + code[i % 6]


@H("ordinary_agent_chat", 16)
def _(lang, i):
    en = ["Can you add retries with exponential backoff to the memory client?", "The tests pass locally but fail in CI on Python 3.11.",
          "Let's rename `store_item` to `put` and keep an alias for one release.", "Latency p99 went from 120ms to 480ms after the upgrade.",
          "Please summarise yesterday's incident in three bullet points.", "Run `pytest -k redaction -q` and show me the failures.",
          "I pushed to branch fix/ttl, PR #%d." % R.randint(100, 999), "Port 8443 is already in use on the dev box."]
    zh = ["帮我给记忆客户端加上指数退避重试", "本地测试通过，但 CI 上 Python 3.11 失败", "把 store_item 改名为 put，保留一个版本的别名",
          "升级后 p99 延迟从 120ms 涨到了 480ms", "把昨天的故障总结成三条", "跑一下 pytest -k redaction -q 看看哪些失败",
          "我推到 fix/ttl 分支了，PR #%d" % R.randint(100, 999), "开发机上 8443 端口被占用了"]
    return (zh if lang == "zh" else en)[i % 8]


# ================================================================ build
ZH_PRE = ["帮我看看这个：\n", "这条有问题吗？\n", "日志如下：\n", "贴一下：\n", "为什么报错？\n", "终端输出：\n", "同事发我的，帮忙检查下\n",
          "照这个改一下脚本\n", "上下文如下\n"]
ZH_PRE_H = ["顺便问下：", "备注：", "参考：", "看下这个：", "终端输出：\n", "文档里写的：\n"]


HSEEN = set()
FR_EN = ["> %s", "User: %s", "Assistant: %s", "(from #eng-chat) %s", "%s\n\nthanks!", "re: %s", "Note: %s", "// %s", "- %s", "PR comment: %s"]
FR_ZH = ["> %s", "用户：%s", "助手：%s", "（群聊转发）%s", "%s\n\n谢谢！", "回复：%s", "备注：%s", "// %s", "- %s", "PR 评论：%s"]


def has_cjk(s):
    return any("\u4e00" <= c <= "\u9fff" for c in s)


def build():
    secrets, harmless = [], []
    for ki, (kind, fn, n) in enumerate(SECRET_KINDS):
        for i in range(n):
            lang = "zh" if (i + ki) % 5 in (1, 3) else "en"
            text, secs = fn(lang, i)
            if lang == "zh" and not has_cjk(text):
                text = pick(ZH_PRE) + text
            seen = []
            for s in secs:
                if s not in seen:
                    seen.append(s)
            secrets.append({"text": text, "secrets": seen, "kind": kind, "lang": lang})
    for ki, (kind, fn, n) in enumerate(HARMLESS_KINDS):
        for i in range(n):
            lang = "zh" if (i + ki) % 5 in (1, 3) else "en"
            text = fn(lang, i)
            if lang == "zh" and not has_cjk(text):
                text = pick(ZH_PRE_H) + text
            frames = FR_ZH if lang == "zh" else FR_EN
            j = 0
            while text in HSEEN:
                text = frames[(i + j) % len(frames)] % text
                j += 1
            HSEEN.add(text)
            harmless.append({"text": text, "kind": kind, "lang": lang})
    return secrets, harmless


def check(secrets, harmless):
    allsec = {}
    for j, smp in enumerate(secrets):
        assert smp["secrets"], (smp["kind"], j)
        for s in smp["secrets"]:
            assert isinstance(s, str) and len(s) >= 6, (smp["kind"], s)
            assert s in smp["text"], (smp["kind"], s, smp["text"])
            assert s not in allsec, ("reused", s, smp["kind"], allsec.get(s))
            allsec[s] = smp["kind"]
    for h in harmless:
        for s in allsec:
            assert s not in h["text"], ("secret in harmless", s, h["kind"])
    texts = [x["text"] for x in secrets + harmless]
    assert len(set(texts)) == len(texts), "duplicate text"


def main():
    secrets, harmless = build()
    check(secrets, harmless)
    out = json.dumps({"secrets": secrets, "harmless": harmless}, ensure_ascii=False, indent=1) + "\n"
    path = sys.argv[1] if len(sys.argv) > 1 else "e.json"
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(out)
    from collections import Counter
    for name, arr in (("secrets", secrets), ("harmless", harmless)):
        c = Counter(x["lang"] for x in arr)
        print(name, len(arr), "kinds", len({x["kind"] for x in arr}), dict(c), "zh=%.1f%%" % (100.0 * c["zh"] / len(arr)))


if __name__ == "__main__":
    main()
