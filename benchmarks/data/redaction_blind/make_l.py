#!/usr/bin/env python3
"""Blind corpus L for agent-memory secret redaction. Standard library only, deterministic.
Run: python3 make_l.py [-v]   -> writes l.json and l.sha256 next to this file."""
import base64, hashlib, json, os, re, struct, sys, random, string

SEED = 0x1A7E5EED
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]

AN = string.ascii_letters + string.digits
LC = string.ascii_lowercase + string.digits
UC = string.ascii_uppercase + string.digits
HXs = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
SYM = "!@#$%^&*-_=+?"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))
def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))

WORDS = ("amber anchor apricot atlas badger basalt beacon birch bison bramble breeze cactus canyon cedar cobalt comet "
 "copper coral cricket dahlia delta dune ember falcon fern fjord flint garnet glacier granite harbor hazel heron "
 "indigo iris jasper juniper kestrel kiwi lagoon lantern larch lemur linen lotus lynx magnet maple marble meadow "
 "mercury mesa mica mosaic nectar nimbus nutmeg oasis obsidian olive onyx orchid otter paddle pebble pepper "
 "pine plume quartz quill raven reef rhubarb ripple saffron sable sierra sparrow spruce summit tamarind thistle "
 "thunder topaz tundra umber velvet walnut willow wombat yarrow zephyr zinnia").split()
BIP = ("abandon ability absorb abstract access acid acoustic acquire actress adapt admit adult advice aerobic afford "
 "agent agree airport alarm album alcohol alert alley almost alpha already amateur amazing amount amused anchor "
 "ancient anger angle animal ankle announce annual antenna antique anxiety apart apology appear apple approve "
 "arch arctic arena argue armor army arrange arrest arrive arrow artefact artist aspect assault asset assist "
 "athlete atom attack attend auction audit august aunt author auto autumn average avocado avoid awake aware "
 "bacon badge balance bamboo banana banner barely bargain barrel basket battle beach bean beauty become beef "
 "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon "
 "decade december decide decline decorate decrease deer defense define defy degree delay deliver demand "
 "eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight "
 "fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat "
 "gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge "
 "habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health "
 "ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose "
 "jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior "
 "kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife "
 "labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer "
 "machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple "
 "napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network "
 "oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil").split()
ZHMN = list("的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严")
ZHMN = ZHMN[300:]   # K drew from the head of the list; L draws from further down
SURN = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
GIVN = ["伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀兰", "霞", "平", "刚", "桂英", "浩然", "子涵", "欣怡", "梓轩", "一鸣", "思远", "雨桐", "晓东", "建华", "海峰", "文博"]
PINY = ["zhangwei", "liuyang", "wangfang", "chenjie", "lihua", "zhaolei", "sunli", "zhouxin", "wujun", "xuming", "huangtao", "linfeng", "hejing", "gaoyuan", "luoqiang", "songyu", "tanghao", "hanxue"]
EN_USERS = ["priya", "marco", "dmitri", "aisha", "tobias", "keiko", "lars", "fatima", "sven", "noor", "rafael", "ingrid", "kwame", "yuki", "oscar", "leila", "bjorn", "camila", "ethan.w", "nadia_k", "ops-bot", "jmorales", "t.nakamura", "svc_deploy"]
EN_NAMES = ["Priya Raman", "Marco Bellini", "Dmitri Volkov", "Aisha Bello", "Tobias Krug", "Keiko Sato", "Lars Eriksen", "Fatima Zahra", "Sven Holm", "Noor Haddad", "Rafael Costa", "Ingrid Berg", "Kwame Mensah", "Yuki Tanaka", "Camila Rojas", "Leila Farahani"]
HOSTS = ["db-replica-2", "gw-edge-01", "build-runner-7", "k8s-node-04", "mail-relay", "nas-backup", "jump-01", "etl-worker-3", "api-canary", "prod-bastion", "staging-web-2", "lab-gpu-09", "vpn-hub", "ci-cache-1"]
DOMS = ["northwind-labs.io", "kelpie.dev", "brightforge.net", "quokka-analytics.com", "tidewater.cloud", "fernhill.org", "yunshan-tech.cn", "haixing.com.cn", "lanting.net.cn", "stackmill.io", "orbitforge.app", "hexa-sys.com"]
ORGS = ["Northwind", "Kelpie", "Brightforge", "Quokka", "Tidewater", "Fernhill", "Stackmill", "Orbitforge"]
COS = ["云杉科技", "海星网络", "蓝汀信息", "北辰数据", "知行软件", "星河互联", "青禾智能", "远航物流"]
CITIES = ["Beijing", "Shanghai", "Shenzhen", "Hangzhou", "Chengdu", "Wuhan", "Nanjing", "Xiamen"]
PROJS = ["atlas", "harbor-sync", "ledger", "pixel-farm", "quasar", "tern", "orca-api", "mosaic", "lumen", "cirrus", "sprocket", "beacon-web"]
SVCS = ["billing", "auth", "search", "ingest", "notifier", "gateway", "reports", "scheduler", "media", "checkout"]
DBS = ["orders", "crm", "analytics", "wms", "hr_core", "inventory", "ledger", "tickets"]

def filler(key):
    if key == "user": return R.choice(EN_USERS)
    if key == "ename": return R.choice(EN_NAMES)
    if key == "name": return R.choice(SURN) + R.choice(GIVN)
    if key == "py": return R.choice(PINY)
    if key == "host": return R.choice(HOSTS)
    if key == "ip": return "10.%d.%d.%d" % (R.randint(0, 254), R.randint(0, 254), R.randint(2, 250))
    if key == "pip": return "%d.%d.%d.%d" % (R.choice([47, 81, 101, 121, 139, 152, 203]), R.randint(1, 254), R.randint(1, 254), R.randint(2, 250))
    if key == "dom": return R.choice(DOMS)
    if key == "org": return R.choice(ORGS)
    if key == "co": return R.choice(COS)
    if key == "city": return R.choice(CITIES)
    if key == "proj": return R.choice(PROJS)
    if key == "svc": return R.choice(SVCS)
    if key == "db": return R.choice(DBS)
    if key == "port": return str(R.choice([5432, 3306, 6379, 27017, 8443, 9200, 5672, 1433, 8080, 9000, 2379]))
    if key == "date": return "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))
    if key == "time": return "%02d:%02d" % (R.randint(7, 23), R.randint(0, 59))
    if key == "ts": return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 11), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
    if key == "pid": return str(R.randint(1200, 98000))
    if key == "n": return str(R.randint(2, 99))
    if key == "num": return str(R.randint(1000, 99999))
    if key == "ver": return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
    raise KeyError(key)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
def pw():
    s = R.randrange(8)
    if s == 0: return R.choice(WORDS) + "!" + R.choice(WORDS).capitalize() + str(R.randint(10, 99))
    if s == 1: return R.choice(MONTHS) + str(R.randint(2019, 2026)) + R.choice("$!#*") + rs(LC, 2)
    if s == 2: return rs(AN + "#%&*!", R.randint(11, 14))
    if s == 3: return R.choice(WORDS) + "." + R.choice(WORDS).capitalize() + "." + str(R.randint(10, 999))
    if s == 4: return R.choice(ORGS) + "@" + str(R.randint(2020, 2026)) + rs(string.ascii_lowercase, 2) + R.choice("!?")
    if s == 5: return rs(string.ascii_lowercase, 1) + rs(AN, 4) + R.choice("&%") + rs(AN, 4) + str(R.randint(0, 9))
    if s == 6: return R.choice(WORDS).capitalize() + R.choice("_-") + rs(string.digits, 4) + R.choice(WORDS)
    return rs(string.ascii_uppercase, 2) + R.choice("^~") + R.choice(WORDS) + str(R.randint(100, 999))
def pwzh():
    s = R.randrange(7)
    if s == 0: return "P@ssw0rd" + str(R.randint(2020, 2026)) + rs(string.ascii_lowercase, 2)
    if s == 1: return R.choice(["Huawei", "Admin", "Root", "Sangfor", "Hik", "Dahua"]) + "@" + str(R.randint(100, 99999)) + rs(string.ascii_lowercase, 1)
    if s == 2: return R.choice(PINY) + str(R.randint(1975, 2004)) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    if s == 3: return "Zxcvbnm" + R.choice("!@#.") + str(R.randint(100, 9999))
    if s == 4: return R.choice(["Sh@nghai", "Be1jing", "Hangzh0u", "Shenzh3n", "Ch3ngdu"]) + str(R.randint(10, 9999)) + R.choice("!#")
    if s == 5: return "Aa" + str(R.randint(100000, 999999)) + R.choice("!.@") + rs(string.ascii_lowercase, 2)
    return "WoAi" + R.choice(["Ni", "Jia", "Bj", "Sh"]) + str(R.randint(520, 1314)) + R.choice("!~") + rs(LC, 2)
def phrase():
    n = R.randint(4, 6); sep = R.choice([" ", "-", "+", "."])
    return sep.join(R.choice(WORDS) for _ in range(n))
def pin(n):
    while True:
        v = "".join(R.choice(string.digits) for _ in range(n))
        if len(set(v)) >= 4: return v
def b64(b): return base64.b64encode(b).decode()
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt(payload, alg="HS256", sig=32):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(sig))
def now_ts(): return R.randint(1767000000, 1795000000)

def gen(name, n):
    n = int(n) if n else 0
    if name == "an": return rs(AN, n)
    if name == "lc": return rs(LC, n)
    if name == "uc": return rs(UC, n)
    if name == "al": return rs(string.ascii_lowercase, n)
    if name == "AL": return rs(string.ascii_uppercase, n)
    if name == "hx": return rs(HXs, n)
    if name == "HX": return rs(HXs.upper(), n)
    if name == "dg": return rs(string.digits, n)
    if name == "bs": return rs(B64, n)
    if name == "bu": return rs(B64U, n)
    if name == "B": return b64(rb(n))
    if name == "BU": return b64u(rb(n))
    if name == "bt": return rs(B32, n)
    if name == "bf": return rs(B58, n)
    if name == "bech": return rs(BECH, n)
    if name == "BECH": return rs(BECH.upper(), n)
    if name == "uuid":
        h = rs(HXs, 32); h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
        return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    if name == "pw": return pw()
    if name == "pwzh": return pwzh()
    if name == "phrase": return phrase()
    if name == "pin": return pin(n or 6)
    if name == "mnem": return " ".join(R.choice(BIP) for _ in range(n))
    if name == "zhmn": return " ".join(R.choice(ZHMN) for _ in range(n))
    if name == "azdo": return rs(AN, 52) + "JQQJ99" + rs(AN, 18) + "AZDO" + rs(AN, 4)
    if name == "entra": return rs(AN, 3) + "8Q~" + rs(AN + "~._-", 34)
    if name == "opkey":   # 1Password account Secret Key
        return "A3-" + rs(UC, 6) + "-" + rs(UC, 6) + "-" + "-".join(rs(UC, 5) for _ in range(4))
    if name == "opsvc":   # 1Password service account token
        return "ops_" + b64u(json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(rb(16))}, "email": rs(LC, 12) + "@1passwordserviceaccounts.com", "srpX": rs(HXs, 64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rb(32)), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(UC, 6) + "-" + rs(UC, 6) + "-" + rs(UC, 5), "throttleSecret": {"seed": rs(HXs, 64), "uuid": rs(UC, 26)}, "deviceUuid": rs(LC, 26)}, separators=(",", ":")).encode())
    if name == "supajwt":
        return jwt({"iss": "supabase", "ref": rs(string.ascii_lowercase, 20), "role": "service_role", "iat": now_ts(), "exp": now_ts() + 315360000})
    if name == "slackref": return "xoxe-1-" + rs(AN, 146)
    if name == "pypi": return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150)
    if name == "msteams":
        return "https://" + rs(string.ascii_lowercase, 8) + ".webhook.office.com/webhookb2/" + gen("uuid", 0) + "@" + gen("uuid", 0) + "/IncomingWebhook/" + rs(HXs, 32) + "/" + gen("uuid", 0) + "/V2" + rs(B64U, 43)
    if name == "ghpat": return "github_pat_11" + rs(UC, 20) + "0" + rs(AN, 1) + "_" + rs(AN, 59)
    if name == "atlassian": return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXs.upper(), 8)
    if name == "tfc": return rs(AN, 14) + ".atlasv1." + rs(AN, 67)
    if name == "agekey": return "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)
    if name == "qianfan": return "bce-v3/ALTAK-" + rs(AN, 21) + "/" + rs(HXs, 40)
    if name == "sakey": return b64(rb(64))
    if name == "glsess": return rs(HXs, 32)
    if name == "rails": return rs(HXs, 128)
    if name == "flasksess":
        return "." + b64u(rb(R.randint(60, 90))) + "." + b64u(rb(4)) + "." + b64u(rb(20))
    if name == "railscookie":
        return b64(rb(R.randint(150, 230))).replace("=", "%3D") + "--" + rs(HXs, 40)
    if name == "dockerauth":
        return "x"  # unused placeholder (docker auth is built with E:basic)
    if name == "sentrydsn": return rs(HXs, 32)
    if name == "okta": return "00" + rs(B64U, 40)
    if name == "mnemzh": return " ".join(R.choice(ZHMN) for _ in range(n))
    if name == "gcpsa":
        d = {"type": "service_account", "project_id": "p-" + rs(LC, 8), "private_key_id": rs(HXs, 40), "client_email": "ci@p.iam.gserviceaccount.com", "token_uri": "https://oauth2.googleapis.com/token", "private_key": "-----BEGIN PRIVATE KEY-----\n" + b64(rb(900)) + "\n-----END PRIVATE KEY-----\n"}
        return b64(json.dumps(d).encode())
    if name == "refresh_long": return "1//0" + rs(B64U, R.randint(240, 320))
    if name == "sessjwt":
        return jwt({"sub": rs(LC, 24), "sid": gen("uuid", 0), "scope": "openid profile email offline_access read:org write:repo", "amr": ["pwd", "mfa"], "iat": now_ts(), "exp": now_ts() + 3600, "ctx": b64u(rb(90))}, alg="RS256", sig=256)
    raise KeyError(name)

TOK = re.compile(r"'([^']*)'|([A-Za-z_]+)(\d*)")
def spec(s):
    out = []; i = 0
    while i < len(s):
        m = TOK.match(s, i)
        if not m: raise ValueError("bad spec %r at %d" % (s, i))
        out.append(m.group(1) if m.group(1) is not None else gen(m.group(2), m.group(3)))
        i = m.end()
        if i < len(s):
            if s[i] != "+": raise ValueError("bad spec %r" % s)
            i += 1
    return "".join(out)

def wrap_lines(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]
def sshstr(b): return struct.pack(">I", len(b)) + b
def pem_block(kind):
    """Returns (text, [listed body lines])."""
    while True:
        if kind == "ssh":
            pub = rb(32); comment = (R.choice(EN_USERS) + "@" + R.choice(HOSTS) + "-" + rs(LC, R.randint(0, 6))).encode()
            pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
            ci = rb(4); priv = ci + ci + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(rb(32) + pub) + sshstr(comment)
            k = 1
            while len(priv) % 8: priv += bytes([k]); k += 1
            der = b"openssh-key-v1\0" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
            lines = wrap_lines(b64(der), 70); hd = "OPENSSH PRIVATE KEY"
        elif kind == "ec384":
            der = bytes.fromhex("3081a4020101043") + b"" if False else bytes.fromhex("3081a40201010430") + rb(48) + bytes.fromhex("a00706052b81040022a16403620004") + rb(96)
            lines = wrap_lines(b64(der), 64); hd = "EC PRIVATE KEY"
        elif kind == "x25519":
            der = bytes.fromhex("302e020100300506032b656e04220420") + rb(32)
            lines = wrap_lines(b64(der), 64); hd = "PRIVATE KEY"
        elif kind == "pgp":
            body = bytes.fromhex("9558") + b"\x04" + rb(4) + b"\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40" + rb(R.randint(300, 420))
            lines = wrap_lines(b64(body), 64); hd = "PGP PRIVATE KEY BLOCK"
        else:
            raise KeyError(kind)
        if len(lines[-1]) >= 8: break
    if kind == "pgp":
        text = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + rs(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----"
    else:
        text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (hd, "\n".join(lines), hd)
    if kind == "ssh":   # the first line is the fixed openssh-key-v1/none/none header, the same in every ed25519 key
        return text, list(lines[1:])
    return text, list(lines)
def ppk():
    pub = rb(32)
    pl = b64(sshstr(b"ssh-ed25519") + sshstr(pub)); pv = b64(sshstr(rb(32)))
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026%02d%02d\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
            % (R.randint(1, 12), R.randint(1, 28), pl[:64], pl[64:], pv, rs(HXs, 64)))
    return text, [pv]

MARK = re.compile(r"⟦([^⟧]*)⟧")
def expand(tpl):
    cache = {}; defs = {}; listed = []
    def rep(m):
        body = m.group(1)
        tag, _, rest = body.partition(":")
        if tag == "f":
            if rest not in cache: cache[rest] = filler(rest.rstrip("0123456789"))
            return cache[rest]
        if tag == "S": v = spec(rest); listed.append(v); return v
        if tag == "P": return spec(rest)
        if tag.startswith("S>"): v = spec(rest); defs[tag[2:]] = v; listed.append(v); return v
        if tag.startswith("D>"): v = spec(rest); defs[tag[2:]] = v; return ""
        if tag == "R": return defs[rest]
        if tag == "E":
            how, _, names = rest.partition(":")
            vals = [defs[x] for x in names.split(",")]
            if how == "basic": v = b64((vals[0] + ":" + vals[1]).encode())
            elif how == "b64": v = b64(vals[0].encode())
            else: raise KeyError(how)
            listed.append(v); return v
        if tag == "K":
            t, ls = ppk() if rest == "ppk" else pem_block(rest)
            listed.extend(ls); return t
        raise KeyError(body)
    text = MARK.sub(rep, tpl)
    return text, listed

CJK = re.compile(r"[\u4e00-\u9fff]")
def stamp():
    return "%02d/%02d/2026, %02d:%02d:%02d" % (R.randint(1, 28), R.randint(1, 11), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
def chat_prefix(lang):
    if lang == "en":
        k = R.randrange(6); u = R.choice(EN_USERS); n = R.choice(EN_NAMES)
        return ["[%s] %s: " % (stamp(), n), "%s, [%02d.%02d.26 %02d:%02d]\n" % (n, R.randint(1, 28), R.randint(1, 11), R.randint(0, 23), R.randint(0, 59)),
                "<%s> " % u.replace(".", ""), "@%s:matrix.org: " % u.replace(".", ""), "%s  %d:%02d PM\n" % (n, R.randint(1, 11), R.randint(0, 59)),
                "**%s** (thread: deploy-%s): " % (u, R.choice(PROJS))][k]
    k = R.randrange(6); z = R.choice(SURN) + R.choice(GIVN)
    return ["[企业微信] %s：" % z, "钉钉 · %s：" % z, "2026-%02d-%02d %02d:%02d:%02d %s\n" % (R.randint(1, 11), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), z),
            "%s, [%02d.%02d.26 %02d:%02d]\n" % (z, R.randint(1, 28), R.randint(1, 11), R.randint(0, 23), R.randint(0, 59)), "【运维群】%s：" % z, "飞书话题回复 · %s：" % z][k]

def wrap_file(lang, path, body):
    u = R.choice(EN_USERS); h = R.choice(HOSTS); z = R.choice(SURN) + R.choice(GIVN); p = R.choice(PROJS); s = R.choice(SVCS)
    lines = body.split("\n")
    if lang == "en":
        k = R.randrange(8)
        if k == 0: return "$ cat -n %s\n" % path + "\n".join("%6d\t%s" % (i + 1, l) for i, l in enumerate(lines))
        if k == 1: return "$ kubectl exec -n %s deploy/%s -- cat %s\n%s" % (p, s, path, body)
        if k == 2: return "$ docker compose exec %s cat %s\n%s" % (s, path, body)
        if k == 3: return "aider> /add %s\nAdded %s to the chat.\n```\n%s\n```" % (path, path, body)
        if k == 4: return 'Tool call: read_file({"path": "%s"})\nTool result:\n%s' % (path, body)
        if k == 5: return "$ git diff --cached -- %s\ndiff --git a/%s b/%s\nnew file mode 100644\n--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n" % (path, path, path, path, len(lines)) + "\n".join("+" + l for l in lines)
        if k == 6: return "From: %s@%s\nSubject: Re: %s config\n\nHere's %s from %s as it is right now:\n\n%s\n\nthanks" % (u, R.choice(DOMS), p, path, h, body)
        return "The agent wrote %s — can you sanity-check it before I commit?\n```\n%s\n```" % (path, body)
    k = R.randrange(7)
    if k == 0: return "帮我看看这个 %s 哪里写错了，启动一直报错：\n```\n%s\n```" % (path, body)
    if k == 1: return "【语雀】%s 部署手册 › 附录：%s\n%s" % (p, path, body)
    if k == 2: return "飞书文档评论 @%s：%s 这一段是不是要改？\n%s" % (z, path, body)
    if k == 3: return "Gitee 提交 %s：新增 %s\n" % (rs(HXs, 7), path) + "\n".join("+ " + l for l in lines)
    if k == 4: return "宝塔面板 › 文件 › 编辑 %s\n%s" % (path, body)
    if k == 5: return "企业微信文件预览：%s\n-----\n%s\n-----" % (path, body)
    return "我用 cat 看了一下 %s 上的 %s：\n$ cat %s\n%s" % (h, path, path, body)

def wrap_cmd(lang, body):
    u = R.choice(EN_USERS).replace(".", ""); h = R.choice(HOSTS); z = R.choice(SURN) + R.choice(GIVN); p = R.choice(PROJS)
    lines = body.split("\n")
    if lang == "en":
        k = R.randrange(7)
        if k == 0: return "\n".join("PS C:\\Users\\%s> %s" % (u, l) for l in lines)
        if k == 1: return "\n".join("+ " + l for l in lines)
        if k == 2: return "[Pipeline] sh\n" + "\n".join("+ " + l for l in lines) + "\n[Pipeline] }"
        if k == 3: return 'Executing "step_script" stage of the job script\n' + "\n".join("$ " + l for l in lines) + "\nJob succeeded"
        if k == 4: return "\n".join("%s@%s ~/src/%s %% %s" % (u, h, p, l) for l in lines)
        if k == 5: return "**CmdRunAction** (agent)\nCOMMAND:\n" + body + "\n**CmdOutputObservation** exit code 0"
        return "Running tool `shell` with input:\n" + body
    k = R.randrange(5)
    if k == 0: return "我执行了这个命令：\n" + "\n".join("$ " + l for l in lines)
    if k == 1: return "运维交接文档 · 常用命令（%s）\n" % h + body
    if k == 2: return "踩坑笔记（2026-%02d-%02d）：最后是这样跑通的\n" % (R.randint(1, 11), R.randint(1, 28)) + body
    if k == 3: return "服务器巡检记录 %s\n" % h + "\n".join("# " + l for l in lines)
    return "%s 在群里贴的命令：\n%s" % (z, body)

def wrap_log(lang, body):
    h = R.choice(HOSTS); s = R.choice(SVCS); pid = R.randint(1000, 60000)
    lines = body.split("\n")
    def ts(): return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 11), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
    if lang == "en":
        k = R.randrange(5)
        if k == 0: return "\n".join("%s-1  | %s" % (s, l) for l in lines)
        if k == 1: return "$ kubectl logs deploy/%s --since=10m\n%s" % (s, body)
        if k == 2: return "\n".join("<134>1 %s %s %s %d - - %s" % (ts(), h, s, pid, l) for l in lines)
        if k == 3: return "\n".join("2026-%02d-%02d %02d:%02d:%02d,%03d DEBUG [%s] %s" % (R.randint(1, 11), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999), s, l) for l in lines)
        return "\n".join('ts=%s level=debug svc=%s msg="%s"' % (ts(), s, l.replace('"', "'")) for l in lines)
    k = R.randrange(4)
    if k == 0: return "阿里云 SLS 查询结果（%s-prod）：\n%s" % (s, body)
    if k == 1: return "腾讯云 CLS 日志检索 %s：\n" % h + "\n".join("%s %s" % (ts(), l) for l in lines)
    if k == 2: return "夜莺告警 · %s 错误日志摘录\n%s" % (s, body)
    return "企业微信机器人推送：【%s】异常日志\n%s" % (s, body)

def place(lang, tpl_text, harmless):
    if tpl_text.startswith("@file "):
        first, _, body = tpl_text.partition("\n"); return wrap_file(lang, first[6:], body)
    if tpl_text.startswith("@cmd\n"): return wrap_cmd(lang, tpl_text[5:])
    if tpl_text.startswith("@log\n"): return wrap_log(lang, tpl_text[5:])
    if tpl_text.startswith("@raw\n"): return tpl_text[5:]
    single = "\n" not in tpl_text
    if (single and R.random() < (0.9 if harmless else 0.55)) or (not single and R.random() < 0.25):
        return chat_prefix(lang) + tpl_text
    return tpl_text

def fix_zh(text):
    if CJK.search(text): return text
    return R.choice(["贴一下同事发来的内容：\n", "这是今天排查时抓到的：\n", "交接材料里的一段：\n", "下面是原样复制的：\n"]) + text

_gen_base = gen
def gen(name, n):
    if name == "upw":   # URL/XML-safe human password
        return R.choice(WORDS).capitalize() + rs(AN, R.randint(3, 6)) + R.choice(["-", ".", "_", "~"]) + str(R.randint(10, 9999))
    if name == "atpw": return R.choice(WORDS).capitalize() + "@" + str(R.randint(100, 9999)) + rs(AN, 4)
    if name == "djk": return rs(string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)
    if name == "pyb": return "".join("\\x%02x" % b for b in rb(24))
    if name == "wps": return rs(AN + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64)
    if name == "cfapi": return rs(AN + "_-", 40)
    if name == "spaced": return " ".join(rs(B32, 4) for _ in range(int(n) // 4))
    if name == "apppw": return " ".join(rs(string.ascii_lowercase, 4) for _ in range(4))
    if name == "projkey": return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    if name == "fcm": return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)
    if name == "cftunnel":
        return b64(json.dumps({"a": rs(HXs, 32), "t": _gen_base("uuid", 0), "s": b64(rb(32))}, separators=(",", ":")).encode())
    if name == "alipay":
        return b64(bytes.fromhex("308204a40201000282010100") + rb(1180))
    if name == "mmjwt":
        return jwt({"GroupName": rs(LC, 8), "UserName": rs(LC, 8), "Account": "", "SubjectID": rs(string.digits, 19), "Phone": "", "GroupID": rs(string.digits, 19), "PageName": "", "Mail": "", "CreateTime": "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28)), "TokenType": 1, "iss": "minimax"}, alg="RS256", sig=256)
    if name == "flytok":
        return "FlyV1 fm2_" + rs(B64, 240) + "," + "fm2_" + rs(B64, 160)
    if name == "yt": return "-".join(rs(LC, 4) for _ in range(5))
    if name == "tskey": return "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 33)
    return _gen_base(name, n)

SECRET_KINDS = [
# ---- passwords in prose (en / zh), PINs, passphrases
("prose_wifi_password_is", [
 "en|the wifi password is ⟦S:pw⟧ — network is ⟦f:org⟧-Guest, not the 5G one",
 "zh|客厅那个 wifi 密码是 ⟦S:pwzh⟧，名字带 5G 的那个别连",
 "en|for the offsite: SSID ⟦f:org⟧_Event, wifi password ⟦S:pw⟧, it's on the whiteboard too",
 "zh|会议室新路由器 wifi 密码改成 ⟦S:pwzh⟧ 了，老的 ⟦f:org⟧ 那个停用了"]),
("prose_i_changed_it_to", [
 "en|heads up, I changed the staging admin password to ⟦S:pw⟧ after the pentest",
 "zh|登录密码改成了 ⟦S:pwzh⟧，旧的已经作废",
 "en|reset it again this morning, it's now ⟦S:pw⟧ (capital first letter)",
 "zh|我把 jenkins 的 admin 密码改成 ⟦S:pwzh⟧ 了，你重新登一下"]),
("prose_new_password_sent", [
 "zh|新密码发你了：⟦S:pwzh⟧ 登上去记得改",
 "en|sent you the new one over DM but in case it didn't arrive: ⟦S:pw⟧",
 "zh|新的 VPN 密码已经发你邮箱了，备份一下：⟦S:pwzh⟧",
 "en|ok new password is set → ⟦S:pw⟧ , let me know if it lets you in"]),
("prose_user_line_then_password_line", [
 "en|@raw\njump box: ⟦f:host⟧.⟦f:dom⟧\n⟦f:user⟧\n⟦S:pw⟧\n(then sudo -i)",
 "zh|@raw\n堡垒机\n⟦f:py⟧\n⟦S:pwzh⟧\n登录后切 root",
 "en|@raw\nNAS login\nadmin\n⟦S:pw⟧",
 "zh|@raw\n财务系统账号\n⟦f:py⟧\n⟦S:pwzh⟧\n（别外传）"]),
("prose_passphrases_multiword", [
 "en|the vault unlock phrase is \"⟦S:phrase⟧\" — all lowercase, spaces included",
 "zh|KeePassXC 主口令是“⟦S:phrase⟧”，单词之间按原样分隔",
 "en|passphrase for the backup drive: ⟦S:phrase⟧",
 "zh|Bitwarden 主密码用的是一句话：⟦S:phrase⟧"]),
("prose_pins_and_numeric_codes", [
 "en|alarm panel code for the office is ⟦S:pin6⟧, disarm before 7am",
 "zh|保险柜密码 ⟦S:pin6⟧，别外传",
 "en|SIM PIN is ⟦S:pin8⟧ if the phone reboots overnight",
 "zh|银行卡取款密码⟦S:pin6⟧，帮我记着",
 "en|the lockbox combo is ⟦S:pin6⟧, keys are inside"]),
("prose_spelled_out_with_hints", [
 "en|it's ⟦S:pw⟧ — that's a zero not an O, and the symbol is shift-3",
 "zh|密码：⟦S:pwzh⟧（注意大小写，第一个字母大写）",
 "en|password: ⟦S:pw⟧ (case sensitive, no trailing space)"]),
("prose_temporary_passwords", [
 "en|temp password until Friday: ⟦S:pw⟧ — you'll be forced to change it at first login",
 "zh|临时密码 ⟦S:pwzh⟧ ，首次登录会要求修改",
 "en|IT gave me a one-time password ⟦S:pw⟧ for the new laptop"]),
("prose_creds_slash_pairs", [
 "en|creds for the grafana box are admin / ⟦S:pw⟧",
 "zh|账号/密码：⟦f:py⟧ / ⟦S:pwzh⟧",
 "en|login is ⟦f:user⟧ and pass is ⟦S:pw⟧, same as last quarter",
 "zh|用户名 root，密码 ⟦S:pwzh⟧，端口 22"]),
("prose_zh_colloquial", [
 "zh|密码我改成⟦S:pwzh⟧了，你试试",
 "zh|开机密码就是 ⟦S:pwzh⟧ 一直没改过",
 "en|the laptop login is still ⟦S:pw⟧, never changed it",
 "zh|口令 ⟦S:pwzh⟧ 千万别发大群"]),
("prose_agent_asks_user", [
 "en|@raw\nAssistant: I need the database password to continue the migration.\nUser: it's ⟦S:pw⟧, go ahead",
 "zh|@raw\n助手：请提供 MySQL root 密码，我来帮你执行建表。\n用户：⟦S:pwzh⟧",
 "en|@raw\n> What is the SMTP password for noreply@⟦f:dom⟧?\n⟦S:pw⟧"]),
("prose_welcome_emails", [
 "en|@raw\nWelcome to ⟦f:org⟧ VPN!\nUsername: ⟦f:user⟧\nInitial password: ⟦S:pw⟧\nPlease change it within 24 hours.",
 "zh|@raw\n【⟦f:co⟧】您的企业邮箱已开通\n账号：⟦f:py⟧@⟦f:dom⟧\n初始密码：⟦S:pwzh⟧\n请尽快登录修改。",
 "en|@raw\nYour Moodle account is ready. Login: ⟦f:user⟧  Password: ⟦S:pw⟧"]),
("prose_router_and_modem", [
 "en|router admin page is 192.168.1.1, login admin, pw ⟦S:pw⟧ (I changed it from the sticker)",
 "zh|光猫超级管理员 telecomadmin 密码 ⟦S:pwzh⟧，别乱改桥接",
 "en|the mesh app account is ⟦f:user⟧@⟦f:dom⟧ with password ⟦S:pw⟧"]),
("prose_door_and_phone_codes", [
 "en|gate code is ⟦S:pin6⟧#, then take the lift to 4",
 "zh|门禁密码 ⟦S:pin6⟧#，快递柜取件码不用管",
 "en|phone unlock PIN is ⟦S:pin6⟧ if you need to grab the 2FA text",
 "zh|手机锁屏密码 ⟦S:pin6⟧，验证码在短信里"]),
("prose_markdown_tables", [
 "en|@raw\n| system | user | password |\n|---|---|---|\n| jenkins | admin | ⟦S:pw⟧ |\n| nexus | deploy | ⟦S:pw⟧ |",
 "zh|@raw\n| 系统 | 账号 | 密码 |\n|---|---|---|\n| OA | ⟦f:py⟧ | ⟦S:pwzh⟧ |\n| 邮箱 | ⟦f:py⟧ | ⟦S:pwzh⟧ |"]),
("prose_zh_en_mixed", [
 "zh|pwd 是 ⟦S:pwzh⟧，user 用 root",
 "zh|VPN 的 password 改了：⟦S:pw⟧",
 "en|staging DB pass = ⟦S:pw⟧ fyi"]),
("prose_shared_family_accounts", [
 "en|Netflix: ⟦f:user⟧@⟦f:dom⟧ / ⟦S:pw⟧ — don't change the profile pics",
 "zh|爱奇艺会员账号 ⟦f:py⟧，密码 ⟦S:pwzh⟧，别同时超过两台",
 "en|Spotify family login is ⟦f:user⟧@⟦f:dom⟧, password ⟦S:pw⟧"]),
("wifi_qr_payloads", [
 "en|generated the guest QR from this string: WIFI:T:WPA;S:⟦f:org⟧-Guest;P:⟦S:upw⟧;;",
 "zh|打印到前台的二维码内容：WIFI:T:WPA;S:⟦f:co⟧访客;P:⟦S:pwzh⟧;H:false;;"]),
# ---- tool password flags and forms
("helm_password_flags", [
 "en|@cmd\nhelm install pg bitnami/postgresql --set auth.postgresPassword=⟦S:upw⟧ --set auth.database=⟦f:db⟧",
 "zh|@cmd\nhelm upgrade --install redis bitnami/redis -n ⟦f:proj⟧ --set global.redis.password='⟦S:pwzh⟧'",
 "en|@cmd\nhelm repo add private https://charts.⟦f:dom⟧ --username ⟦f:user⟧ --password ⟦S:upw⟧"]),
("keytool_jarsigner", [
 "en|@cmd\nkeytool -genkeypair -alias release -keyalg RSA -keystore release.jks -storepass ⟦S:upw⟧ -keypass ⟦S:upw⟧ -dname \"CN=⟦f:org⟧\"",
 "zh|@cmd\nkeytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass ⟦S:pwzh⟧ -destkeystore new.jks -deststorepass ⟦S:pwzh⟧",
 "en|@cmd\njarsigner -keystore release.jks -storepass ⟦S:upw⟧ app-release-unsigned.apk release"]),
("mongo_shell_and_uris", [
 "en|@cmd\nmongosh \"mongodb+srv://⟦f:user⟧:⟦S:upw⟧@cluster0.⟦P:lc5⟧.mongodb.net/⟦f:db⟧?retryWrites=true&w=majority\"",
 "zh|@cmd\nmongosh \"mongodb://admin:⟦S:upw⟧@⟦f:ip⟧:27017/?authSource=admin\"",
 "en|@cmd\nmongo --host ⟦f:ip⟧ -u root -p ⟦S:upw⟧ --authenticationDatabase admin"]),
("sqlcmd_bcp", [
 "en|@cmd\nsqlcmd -S ⟦f:host⟧,1433 -U sa -P '⟦S:pw⟧' -Q \"SELECT @@VERSION\"",
 "zh|@cmd\nsqlcmd -S ⟦f:ip⟧ -U sa -P ⟦S:pwzh⟧ -d ⟦f:db⟧ -i init.sql",
 "en|@cmd\nbcp ⟦f:db⟧.dbo.Orders out orders.dat -S ⟦f:ip⟧ -U etl -P ⟦S:upw⟧ -c"]),
("ldap_cli_tools", [
 "en|@cmd\nldapsearch -x -H ldaps://ldap.⟦f:dom⟧ -D \"cn=admin,dc=⟦P:al6⟧,dc=com\" -w '⟦S:pw⟧' -b \"ou=people,dc=⟦P:al6⟧,dc=com\"",
 "zh|@cmd\nldappasswd -x -D \"cn=admin,dc=⟦P:al5⟧,dc=cn\" -w ⟦S:pwzh⟧ -s ⟦S:pwzh⟧ \"uid=⟦f:py⟧,ou=users,dc=⟦P:al5⟧,dc=cn\"",
 "en|@cmd\nldapmodify -x -D cn=Manager,dc=corp,dc=local -w ⟦S:upw⟧ -f reset.ldif"]),
("smb_cifs_mounts", [
 "en|@cmd\nsmbclient //⟦f:ip⟧/share -U '⟦f:user⟧%⟦S:upw⟧'",
 "zh|@cmd\nsmbclient -L //⟦f:ip⟧ -U administrator%⟦S:pwzh⟧",
 "en|@cmd\nsudo mount -t cifs //nas/backup /mnt/b -o username=⟦f:user⟧,password=⟦S:upw⟧,vers=3.0"]),
("docker_login_at_sign", [
 "en|@cmd\ndocker login -u ⟦f:user⟧ -p '⟦S:atpw⟧' registry.⟦f:dom⟧",
 "zh|@cmd\ndocker login --username=⟦f:py⟧ -p ⟦S:atpw⟧ registry.cn-hangzhou.aliyuncs.com",
 "en|@cmd\npodman login quay.io -u ⟦f:user⟧ -p ⟦S:atpw⟧"]),
("htpasswd_cmds", [
 "en|@cmd\nhtpasswd -bc /etc/nginx/.htpasswd ⟦f:user⟧ ⟦S:upw⟧",
 "zh|@cmd\nhtpasswd -b /etc/nginx/passwd ⟦f:py⟧ ⟦S:pwzh⟧",
 "en|@cmd\nhtpasswd -nbB admin '⟦S:pw⟧' | sudo tee -a /etc/traefik/users"]),
("openssl_pass_args", [
 "en|@cmd\nopenssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:⟦S:upw⟧",
 "zh|@cmd\nopenssl enc -aes-256-cbc -pbkdf2 -in db.sql -out db.sql.enc -k ⟦S:pwzh⟧",
 "en|@cmd\nopenssl rsa -in enc.key -out plain.key -passin pass:⟦S:upw⟧"]),
("archive_passwords", [
 "en|@cmd\nzip -P ⟦S:upw⟧ -r export.zip export/",
 "zh|@cmd\nunrar x -p⟦S:pwzh⟧ 资料.rar",
 "en|@cmd\n7z a -p⟦S:upw⟧ -mhe=on backup.7z /srv/data"]),
("http_download_auth_flags", [
 "en|@cmd\nwget --user=⟦f:user⟧ --password='⟦S:pw⟧' https://files.⟦f:dom⟧/dump.tgz",
 "zh|@cmd\naria2c --http-user=⟦f:py⟧ --http-passwd=⟦S:pwzh⟧ https://pan.⟦f:dom⟧/iso/centos.iso",
 "en|@cmd\nhttp -a ⟦f:user⟧:⟦S:upw⟧ POST https://api.⟦f:dom⟧/v1/reindex"]),
("db_admin_cli_passwords", [
 "en|@cmd\nmysqladmin -u root -p'⟦S:pw⟧' password '⟦S:pw⟧'",
 "zh|@cmd\nmysqldump -h⟦f:ip⟧ -uroot --password=⟦S:pwzh⟧ --single-transaction ⟦f:db⟧ > bak.sql",
 "en|@cmd\npg_dumpall --dbname=\"postgresql://postgres:⟦S:upw⟧@⟦f:ip⟧:5432\" > all.sql"]),
("sshpass_plink_pscp", [
 "en|@cmd\nsshpass -p '⟦S:pw⟧' ssh -o StrictHostKeyChecking=no ⟦f:user⟧@⟦f:ip⟧",
 "zh|@cmd\npscp -pw ⟦S:pwzh⟧ app.jar root@⟦f:ip⟧:/opt/app/",
 "en|@cmd\nplink -ssh -pw ⟦S:upw⟧ root@⟦f:ip⟧ \"systemctl restart nginx\""]),
("windows_admin_cli", [
 "en|@cmd\npsexec \\\\⟦f:ip⟧ -u Administrator -p ⟦S:upw⟧ cmd /c ipconfig",
 "zh|@cmd\ncmdkey /add:⟦f:ip⟧ /user:administrator /pass:⟦S:pwzh⟧",
 "en|@cmd\nnet use Z: \\\\fs01\\dept ⟦S:upw⟧ /user:CORP\\⟦f:user⟧"]),
("git_credential_stores", [
 "en|@file ~/.git-credentials\nhttps://⟦f:user⟧:⟦S:upw⟧@gitea.⟦f:dom⟧",
 "zh|@cmd\ngit remote set-url origin https://⟦f:py⟧:⟦S:upw⟧@gitee.com/⟦f:py⟧/⟦f:proj⟧.git",
 "en|@raw\n$ printf 'protocol=https\\nhost=git.⟦f:dom⟧\\n' | git credential fill\nprotocol=https\nhost=git.⟦f:dom⟧\nusername=⟦f:user⟧\npassword=⟦S:'glpat-'+bu20⟧"]),
("ansible_inline_passwords", [
 "en|@file inventory/hosts.ini\n[db]\n⟦f:ip⟧ ansible_user=deploy ansible_password=⟦S:upw⟧ ansible_become_pass=⟦S:upw⟧",
 "zh|@cmd\necho '⟦S:pwzh⟧' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass",
 "en|@cmd\nansible all -i hosts -m ping -e ansible_become_pass=⟦S:upw⟧"]),
("ftp_lftp_clients", [
 "en|@cmd\nlftp -u ⟦f:user⟧,⟦S:upw⟧ sftp://⟦f:ip⟧",
 "zh|@cmd\nlftp -e 'mirror -R dist /www' -u www,⟦S:pwzh⟧ ftp://⟦f:pip⟧"]),
("sql_user_statements", [
 "en|@raw\nCREATE LOGIN reporting WITH PASSWORD = '⟦S:pw⟧', CHECK_POLICY = OFF;",
 "zh|@raw\n-- openGauss 初始化\nCREATE USER ⟦f:py⟧ WITH PASSWORD 'Gauss@⟦S:dg6+al2⟧';",
 "en|@raw\ndb.createUser({ user: \"⟦f:svc⟧\", pwd: \"⟦S:upw⟧\", roles: [\"readWrite\"] })",
 "zh|@raw\nALTER USER system IDENTIFIED BY \"⟦S:pwzh⟧\"; -- 达梦/Oracle 改密"]),
("minio_rclone_s3_clients", [
 "en|@cmd\nmc alias set prod https://s3.⟦f:dom⟧ ⟦S:uc20⟧ ⟦S:an40⟧",
 "zh|@file ~/.config/rclone/rclone.conf\n[oss]\ntype = s3\nprovider = Alibaba\naccess_key_id = ⟦S:'LTAI5t'+an18⟧\nsecret_access_key = ⟦S:an30⟧\nendpoint = oss-cn-hangzhou.aliyuncs.com",
 "en|@file ~/.config/rclone/rclone.conf\n[wasabi]\ntype = s3\naccess_key_id = ⟦S:uc20⟧\nsecret_access_key = ⟦S:an40⟧"]),
# ---- long values after a keyword
("long_session_cookies", [
 "en|@raw\nGET /api/me HTTP/2\nHost: app.⟦f:dom⟧\nCookie: theme=dark; __Host-session=⟦S:bu280⟧",
 "zh|登录态过期太快了，这是我浏览器里的 session_token=⟦S:bu300⟧ 你看下是不是 TTL 配错了",
 "en|@log\nset-cookie: sid=⟦S:bs320⟧; Path=/; HttpOnly; Secure"]),
("long_oauth_refresh_tokens", [
 "en|@raw\n{\"token_type\":\"Bearer\",\"scope\":\"offline_access Mail.Read\",\"expires_in\":4381,\"refresh_token\":\"⟦S:'0.AVYA'+bu700⟧\"}",
 "zh|OAuth 回调里拿到的 refresh_token（很长）：⟦S:'0.AUEA'+bu680⟧",
 "en|REFRESH_TOKEN=⟦S:refresh_long⟧"]),
("long_service_account_blobs", [
 "en|@file .env.ci\nGOOGLE_CREDENTIALS_B64=⟦S:gcpsa⟧",
 "zh|把服务账号 json base64 之后塞进 CI 变量 GCP_SA_KEY 了：⟦S:gcpsa⟧",
 "en|@cmd\nexport FIREBASE_SERVICE_ACCOUNT='⟦S:gcpsa⟧'"]),
("long_bearer_jwts", [
 "en|@log\nrequest headers: authorization=Bearer ⟦S:sessjwt⟧",
 "zh|抓包看到的 token，帮我看下过期时间：⟦S:sessjwt⟧",
 "en|@raw\naccess_token: ⟦S:sessjwt⟧"]),
("long_unquoted_yaml_values", [
 "en|@file config/prod.yaml\nupstream:\n  api_token: ⟦S:bu240⟧\n  timeout: 30",
 "zh|@file application-prod.yml\nthird-party:\n  sign-secret: ⟦S:an256⟧\n  endpoint: https://open.⟦f:dom⟧",
 "en|@file .env.production\nENCRYPTION_KEY=⟦S:B192⟧"]),
("alipay_rsa_private_oneline", [
 "zh|@file application-pay.yml\nalipay:\n  app-id: 2021⟦P:dg12⟧\n  merchant-private-key: ⟦S:alipay⟧",
 "en|@raw\nconst alipaySdk = new AlipaySdk({ appId: '2021⟦P:dg12⟧', privateKey: '⟦S:alipay⟧' });",
 "zh|支付宝开放平台生成的应用私钥（PKCS1）我先贴这：⟦S:alipay⟧"]),
# ---- config formats named in the issue, new layouts
("php_define_constants", [
 "en|@file wp-config.php\n<?php\ndefine( 'DB_NAME', '⟦f:db⟧' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '⟦S:pw⟧' );\ndefine( 'AUTH_KEY', '⟦S:wps⟧' );",
 "zh|@file config/database.php\n<?php\ndefine(\"DB_HOST\", \"⟦f:ip⟧\");\ndefine(\"DB_PASS\", \"⟦S:pwzh⟧\");",
 "en|@file includes/config.inc.php\ndefine('SMTP_PASSWORD','⟦S:upw⟧');\ndefine('STRIPE_SECRET','⟦S:'sk_live_51'+an97⟧');"]),
("maven_settings_xml", [
 "en|@file ~/.m2/settings.xml\n<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployment</username>\n    <password>⟦S:upw⟧</password>\n  </server>\n</servers>",
 "zh|@file settings.xml\n<server>\n  <id>rdc-releases</id>\n  <username>⟦P:hx24⟧</username>\n  <password>⟦S:upw⟧</password>\n</server>"]),
("tomcat_xml_passwords", [
 "en|@file conf/tomcat-users.xml\n<user username=\"manager\" password=\"⟦S:upw⟧\" roles=\"manager-gui,manager-script\"/>",
 "zh|@file conf/server.xml\n<Connector port=\"8443\" protocol=\"HTTP/1.1\" SSLEnabled=\"true\" keystoreFile=\"conf/tomcat.jks\" keystorePass=\"⟦S:upw⟧\" />",
 "en|@file conf/context.xml\n<Resource name=\"jdbc/app\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"app\" password=\"⟦S:upw⟧\" url=\"jdbc:postgresql://⟦f:ip⟧/⟦f:db⟧\"/>"]),
("xml_secret_elements", [
 "en|@file NuGet.Config\n<packageSourceCredentials>\n  <github>\n    <add key=\"Username\" value=\"⟦f:user⟧\" />\n    <add key=\"ClearTextPassword\" value=\"⟦S:'ghp_'+an36⟧\" />\n  </github>\n</packageSourceCredentials>",
 "zh|@file applicationContext.xml\n<bean id=\"dataSource\" class=\"com.alibaba.druid.pool.DruidDataSource\">\n  <property name=\"username\" value=\"root\"/>\n  <property name=\"password\" value=\"⟦S:upw⟧\"/>\n</bean>",
 "en|@file sso-config.xml\n<oauth>\n  <clientId>⟦P:uuid⟧</clientId>\n  <secret>⟦S:an40⟧</secret>\n</oauth>"]),
("docker_config_json_auth", [
 "en|⟦D>u:'robot$'+al6⟧⟦D>p:an32⟧@file ~/.docker/config.json\n{\n  \"auths\": {\n    \"harbor.⟦f:dom⟧\": {\n      \"auth\": \"⟦E:basic:u,p⟧\"\n    }\n  }\n}",
 "zh|⟦D>u:al8⟧⟦D>p:upw⟧@file /root/.docker/config.json\n{\"auths\":{\"registry.cn-shanghai.aliyuncs.com\":{\"auth\":\"⟦E:basic:u,p⟧\"}}}"]),
("rails_secret_key_base", [
 "en|@file config/secrets.yml\nproduction:\n  secret_key_base: ⟦S:rails⟧",
 "zh|@cmd\nSECRET_KEY_BASE=⟦S:rails⟧ RAILS_ENV=production bin/rails assets:precompile",
 "en|@raw\n$ bin/rails credentials:show\nsecret_key_base: ⟦S:rails⟧\naws:\n  secret_access_key: ⟦S:an40⟧"]),
("flask_django_secret_keys", [
 "en|@file app/config.py\nSECRET_KEY = '⟦S:hx48⟧'\nSQLALCHEMY_TRACK_MODIFICATIONS = False",
 "zh|@file settings/prod.py\nSECRET_KEY = \"django-insecure-⟦S:djk⟧\"\nDEBUG = False",
 "en|@raw\napp = Flask(__name__)\napp.secret_key = b'⟦S:pyb⟧'"]),
("session_cookie_values", [
 "en|@raw\nCookie: session=⟦S:flasksess⟧",
 "zh|复现用的 cookie：PHPSESSID=⟦S:lc26⟧; JSESSIONID=⟦S:HX32⟧",
 "en|@raw\nCookie: _shop_session=⟦S:railscookie⟧",
 "zh|@raw\n请求头\nCookie: connect.sid=s%3A⟦S:bu32+'.'+bs43⟧"]),
("camelcase_json_yaml_keys", [
 "en|@file config/default.json\n{\n  \"storageKey\": \"⟦S:sakey⟧\",\n  \"region\": \"westeurope\"\n}",
 "zh|@file config.toml\n[upstream]\napiToken = \"⟦S:an48⟧\"\nmaxRetries = 3",
 "en|@file values-prod.yaml\nauth:\n  clientSecret: ⟦S:an40⟧\n  dbPass: ⟦S:upw⟧"]),
("prefixed_env_keys", [
 "en|@file .env\nMYAPP_DB_PASS=⟦S:upw⟧\nMYAPP_PAYMENT_GATEWAY_SECRET=⟦S:an32⟧",
 "zh|@file .env.local\nNUXT_PRIVATE_REDIS_AUTH=⟦S:pwzh⟧\nNUXT_PUBLIC_SITE=⟦f:dom⟧",
 "en|@raw\nACME_SMTP_PASSWD=⟦S:upw⟧ ACME_SIGNING_KEY=⟦S:hx64⟧ ./start.sh"]),
("toml_registry_credentials", [
 "en|@file ~/.cargo/credentials.toml\n[registry]\ntoken = \"cio⟦S:an32⟧\"",
 "zh|@file ~/.config/pypoetry/auth.toml\n[http-basic.tsinghua-private]\nusername = \"⟦f:py⟧\"\npassword = \"⟦S:upw⟧\"",
 "en|@file bunfig.toml\n[install.scopes]\n\"@⟦f:org⟧\" = { token = \"⟦S:'npm_'+an36⟧\", url = \"https://registry.npmjs.org/\" }"]),
("ini_service_configs", [
 "en|@file /etc/sssd/sssd.conf\n[domain/corp]\nldap_default_bind_dn = cn=sssd,ou=svc,dc=corp\nldap_default_authtok = ⟦S:upw⟧",
 "zh|@file /etc/postfix/sasl_passwd\n[smtp.exmail.qq.com]:465 ⟦f:py⟧@⟦f:dom⟧:⟦S:pwzh⟧",
 "en|@file /etc/odbc.ini\n[warehouse]\nDriver=ODBC Driver 18 for SQL Server\nServer=⟦f:host⟧\nUID=etl\nPWD=⟦S:upw⟧"]),
("systemd_unit_environment", [
 "en|@file /etc/systemd/system/⟦f:svc⟧.service\n[Service]\nEnvironment=\"DB_PASSWORD=⟦S:upw⟧\"\nEnvironment=API_TOKEN=⟦S:an40⟧\nExecStart=/opt/⟦f:svc⟧/bin/server",
 "zh|@file /usr/lib/systemd/system/frpc.service\n[Service]\nEnvironment=FRP_TOKEN=⟦S:an24⟧\nExecStart=/usr/bin/frpc -c /etc/frp/frpc.toml"]),
("crontab_entries", [
 "en|@raw\n$ crontab -l\n0 3 * * * PGPASSWORD='⟦S:upw⟧' pg_dump -h ⟦f:ip⟧ -U backup ⟦f:db⟧ | gzip > /backup/db.sql.gz",
 "zh|@file /var/spool/cron/root\n*/5 * * * * curl -s -H 'X-Token: ⟦S:hx40⟧' https://⟦f:dom⟧/cron/tick >/dev/null"]),
("makefile_justfile_recipes", [
 "en|@file Makefile\nrelease:\n\tTWINE_USERNAME=__token__ TWINE_PASSWORD=⟦S:pypi⟧ twine upload dist/*",
 "zh|@file Makefile\npush:\n\tdocker login -u admin -p ⟦S:pwzh⟧ harbor.⟦f:dom⟧\n\tdocker push harbor.⟦f:dom⟧/⟦f:proj⟧:latest",
 "en|@file justfile\npublish:\n    npm publish --//registry.npmjs.org/:_authToken=⟦S:'npm_'+an36⟧"]),
("editor_launch_configs", [
 "en|@file .vscode/launch.json\n{\n  \"configurations\": [{\n    \"name\": \"API\",\n    \"env\": {\"STRIPE_SECRET_KEY\": \"⟦S:'sk_live_51'+an97⟧\"}\n  }]\n}",
 "zh|@file .vscode/settings.json\n{\n  \"sqltools.connections\": [{\"server\": \"⟦f:ip⟧\", \"username\": \"root\", \"password\": \"⟦S:pwzh⟧\"}]\n}",
 "en|@file .devcontainer/devcontainer.json\n{\n  \"containerEnv\": {\"OPENAI_API_KEY\": \"⟦S:projkey⟧\"}\n}"]),
("jupyter_notebook_cells", [
 "en|@file analysis.ipynb\n  {\n   \"cell_type\": \"code\",\n   \"source\": [\n    \"import anthropic\\n\",\n    \"client = anthropic.Anthropic(api_key=\\\"⟦S:'sk-ant-api03-'+bu93+'AA'⟧\\\")\"\n   ]\n  }",
 "zh|@file 数据分析.ipynb\n   \"source\": [\"conn = pymysql.connect(host='⟦f:ip⟧', user='root', password='⟦S:pwzh⟧')\"]"]),
("kustomize_secret_generators", [
 "en|@file overlays/prod/kustomization.yaml\nsecretGenerator:\n- name: app-secrets\n  literals:\n  - DB_PASSWORD=⟦S:upw⟧\n  - JWT_SECRET=⟦S:an64⟧",
 "zh|@file k8s/secret.yaml\napiVersion: v1\nkind: Secret\nstringData:\n  REDIS_PASSWORD: \"⟦S:pwzh⟧\""]),
("caddy_traefik_dns_tokens", [
 "en|@file Caddyfile\n{\n  acme_dns cloudflare ⟦S:cfapi⟧\n}",
 "zh|@file traefik/.env\nALICLOUD_ACCESS_KEY=⟦S:'LTAI5t'+an18⟧\nALICLOUD_SECRET_KEY=⟦S:an30⟧"]),
("gradle_android_signing", [
 "en|@file ~/.gradle/gradle.properties\nsigning.keyId=⟦P:HX8⟧\nsigning.password=⟦S:upw⟧\nossrhPassword=⟦S:upw⟧",
 "zh|@file local.properties\nRELEASE_STORE_PASSWORD=⟦S:pwzh⟧\nRELEASE_KEY_PASSWORD=⟦S:pwzh⟧"]),
("package_manager_auth_files", [
 "en|@file auth.json\n{\n  \"github-oauth\": {\"github.com\": \"⟦S:'gho_'+an36⟧\"}\n}",
 "zh|@file .yarnrc.yml\nnpmRegistries:\n  \"https://npm.⟦f:dom⟧\":\n    npmAuthToken: \"⟦S:'npm_'+an36⟧\""]),
("windows_autologon_unattend", [
 "en|@file autounattend.xml\n<AutoLogon>\n  <Password>\n    <Value>⟦S:upw⟧</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Username>Administrator</Username>\n</AutoLogon>",
 "zh|@cmd\nreg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d ⟦S:pwzh⟧ /f"]),
("ci_files_inline_secrets", [
 "en|@file Jenkinsfile\npipeline {\n  environment {\n    NEXUS_PASS = '⟦S:upw⟧'\n  }\n}",
 "zh|@file .gitlab-ci.yml\nvariables:\n  SONAR_TOKEN: \"⟦S:'squ_'+hx40⟧\"\n  DEPLOY_PASSWORD: \"⟦S:pwzh⟧\"",
 "en|@file bitbucket-pipelines.yml\n      script:\n        - export AWS_SECRET_ACCESS_KEY=⟦S:an40⟧\n        - ./deploy.sh"]),
("terraform_state_outputs", [
 "en|@raw\n$ terraform output -json\n{\n  \"db_password\": {\"sensitive\": true, \"type\": \"string\", \"value\": \"⟦S:upw⟧\"}\n}",
 "zh|@file terraform.tfstate\n          \"attributes\": {\n            \"master_password\": \"⟦S:pwzh⟧\",\n            \"engine\": \"mysql\"\n"]),
("sheet_tsv_account_lists", [
 "en|@raw\nsystem\turl\tuser\tpassword\nwiki\thttps://wiki.⟦f:dom⟧\t⟦f:user⟧\t⟦S:pw⟧\nerp\thttps://erp.⟦f:dom⟧\tadmin\t⟦S:pw⟧",
 "zh|@raw\n系统\t地址\t账号\t密码\n堡垒机\t⟦f:ip⟧\t⟦f:py⟧\t⟦S:pwzh⟧\n监控\thttp://⟦f:ip2⟧:3000\tadmin\t⟦S:pwzh⟧"]),
# ---- vendor formats named in issue 21
("discord_webhooks_new_places", [
 "en|@file bot/.env\nALERT_WEBHOOK=https://discord.com/api/webhooks/⟦P:dg19⟧/⟦S:bu68⟧",
 "zh|Discord 频道告警用这个 webhook：https://discordapp.com/api/webhooks/⟦P:dg18⟧/⟦S:bu68⟧",
 "en|@log\nPOST https://discord.com/api/webhooks/⟦P:dg19⟧/⟦S:bu68⟧?wait=true -> 200"]),
("teams_and_workflow_webhooks", [
 "en|@file alerting/teams.yaml\nwebhook_url: https://⟦P:al8⟧.webhook.office.com/webhookb2/⟦S:uuid+'@'+uuid+'/IncomingWebhook/'+hx32+'/'+uuid+'/V2'+bu43⟧",
 "zh|Teams 的工作流地址换成 Power Automate 的了：https://prod-⟦P:dg2⟧.westeurope.logic.azure.com:443/workflows/⟦P:hx32⟧/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=⟦S:bu43⟧",
 "en|TEAMS_WEBHOOK=https://⟦P:al8⟧.webhook.office.com/webhookb2/⟦S:uuid+'@'+uuid+'/IncomingWebhook/'+hx32+'/'+uuid⟧"]),
("sentry_dsns_new_places", [
 "en|@file app/src/main/AndroidManifest.xml\n<meta-data android:name=\"io.sentry.dsn\" android:value=\"https://⟦S:hx32⟧@o⟦P:dg6⟧.ingest.us.sentry.io/⟦P:dg7⟧\" />",
 "zh|小程序里接 Sentry 的 dsn 写死了：https://⟦S:hx32⟧@o⟦P:dg6⟧.ingest.de.sentry.io/⟦P:dg7⟧",
 "en|@raw\nSENTRY_DSN=https://⟦S:hx32⟧:⟦S:hx32⟧@sentry.⟦f:dom⟧/⟦P:dg2⟧"]),
("terraform_cloud_env_tokens", [
 "en|@cmd\nexport TF_TOKEN_app_terraform_io=⟦S:tfc⟧",
 "zh|GitLab CI 变量里加了 TF_API_TOKEN = ⟦S:tfc⟧ ，别勾 masked 以外的选项",
 "en|@file atlantis.yaml\n# tfe token for remote state\ntoken: ⟦S:tfc⟧"]),
("onepassword_secret_keys", [
 "en|1Password Emergency Kit — Secret Key: ⟦S:opkey⟧  Master password: ⟦S:phrase⟧",
 "zh|1Password 紧急工具包里的 Secret Key：⟦S:opkey⟧",
 "en|@cmd\nexport OP_SERVICE_ACCOUNT_TOKEN=⟦S:opsvc⟧"]),
("okta_api_tokens", [
 "en|@raw\ncurl -H \"Authorization: SSWS ⟦S:okta⟧\" https://⟦P:al6⟧.okta.com/api/v1/users?limit=25",
 "zh|@file ~/.okta/okta.yaml\nokta:\n  client:\n    orgUrl: https://dev-⟦P:dg8⟧.okta.com\n    token: ⟦S:okta⟧"]),
("age_keygen_outputs", [
 "en|@raw\n$ age-keygen -o key.txt\nPublic key: age1⟦P:bech58⟧\n$ cat key.txt\n# created: ⟦f:ts⟧\n# public key: age1⟦P:bech58⟧\n⟦S:agekey⟧",
 "zh|备份的 age 私钥，放 1Password 里了：⟦S:agekey⟧"]),
("cohere_xai_keys", [
 "en|@raw\nimport cohere\nco = cohere.ClientV2(\"⟦S:an40⟧\")",
 "zh|Grok 的 key 先用我的：⟦S:'xai-'+an80⟧",
 "en|@file .env\nXAI_API_KEY=⟦S:'xai-'+an80⟧\nCO_API_KEY=⟦S:an40⟧"]),
("baidu_qianfan_keys", [
 "en|@raw\nAuthorization: Bearer ⟦S:qianfan⟧",
 "zh|千帆 ModelBuilder 的 API Key：⟦S:qianfan⟧",
 "zh|@file .env\nQIANFAN_AK=⟦S:an24⟧\nQIANFAN_SK=⟦S:an32⟧"]),
("huawei_cloud_aksk", [
 "en|@file ~/.obsutilconfig\nendpoint=https://obs.cn-north-4.myhuaweicloud.com\nak=⟦S:uc20⟧\nsk=⟦S:an40⟧",
 "zh|华为云 OBS：ak=⟦S:uc20⟧ sk=⟦S:an40⟧，桶在北京四",
 "zh|@cmd\nexport HUAWEICLOUD_SDK_AK=⟦S:uc20⟧ HUAWEICLOUD_SDK_SK=⟦S:an40⟧"]),
("tencent_cloud_cli_keys", [
 "en|@raw\n$ tccli configure\nTENCENTCLOUD_SECRET_ID: AKID⟦S:an32⟧\nTENCENTCLOUD_SECRET_KEY: ⟦S:an32⟧\nregion: ap-guangzhou",
 "zh|@file provider.tf\nprovider \"tencentcloud\" {\n  secret_id  = \"⟦S:'AKID'+an32⟧\"\n  secret_key = \"⟦S:an32⟧\"\n}",
 "zh|COS 上传用的 SecretKey：⟦S:an32⟧（SecretId 是 ⟦S:'AKID'+an32⟧）"]),
("wechat_app_secrets", [
 "zh|@file miniprogram/config.js\nmodule.exports = { appid: 'wx⟦P:hx16⟧', appsecret: '⟦S:hx32⟧' }",
 "en|@raw\nWECOM_CORP_ID=ww⟦P:hx16⟧\nWECOM_CORP_SECRET=⟦S:bu43⟧",
 "zh|公众号服务器配置：Token ⟦S:an32⟧，EncodingAESKey ⟦S:an43⟧"]),
("azure_storage_account_keys", [
 "en|@raw\n$ az storage account keys list -g rg-⟦f:proj⟧ -n st⟦P:lc10⟧ -o json\n[\n  {\"keyName\": \"key1\", \"permissions\": \"FULL\", \"value\": \"⟦S:sakey⟧\"}\n]",
 "zh|@cmd\nexport AZURE_STORAGE_KEY=⟦S:sakey⟧",
 "en|azcopy kept failing, here's what I set: AZURE_STORAGE_ACCOUNT=st⟦P:lc10⟧ AZURE_STORAGE_KEY=⟦S:sakey⟧"]),
("azure_devops_pats", [
 "en|@cmd\ngit clone https://pat:⟦S:azdo⟧@dev.azure.com/⟦f:org⟧/⟦f:proj⟧/_git/⟦f:proj⟧",
 "zh|Azure DevOps 的个人访问令牌：⟦S:lc52⟧，90 天过期",
 "en|@cmd\necho ⟦S:azdo⟧ | az devops login --organization https://dev.azure.com/⟦f:org⟧"]),
("azure_entra_client_secrets", [
 "en|@raw\n$ az ad app credential reset --id ⟦P:uuid⟧\n{\n  \"appId\": \"⟦P:uuid⟧\",\n  \"password\": \"⟦S:entra⟧\",\n  \"tenant\": \"⟦P:uuid⟧\"\n}",
 "zh|@file .env\nAZURE_CLIENT_ID=⟦P:uuid⟧\nAZURE_CLIENT_SECRET=⟦S:entra⟧"]),
("totp_seeds_new_forms", [
 "en|2FA backup for the AWS root account — setup key: ⟦S:spaced32⟧",
 "zh|谷歌验证器手动输入的密钥：⟦S:bt16⟧ ，换手机要用",
 "en|@raw\nimport pyotp\ntotp = pyotp.TOTP(\"⟦S:bt32⟧\")\nprint(totp.now())"]),
("bip39_mnemonics_18", [
 "en|seed phrase for the test wallet (don't judge): ⟦S:mnem18⟧",
 "zh|冷钱包助记词抄一份放你那：⟦S:zhmn12⟧",
 "en|@file hardhat.config.js\nmodule.exports = { networks: { sepolia: { accounts: { mnemonic: \"⟦S:mnem12⟧\" } } } };"]),
# ---- other real vendor formats
("groq_replicate_perplexity", [
 "en|@cmd\nexport GROQ_API_KEY=⟦S:'gsk_'+an52⟧",
 "zh|Replicate 的 token：⟦S:'r8_'+an37⟧，跑 flux 用",
 "en|@raw\nclient = OpenAI(api_key=\"⟦S:'pplx-'+an48⟧\", base_url=\"https://api.perplexity.ai\")"]),
("anthropic_openai_admin_keys", [
 "en|@cmd\ncurl https://api.anthropic.com/v1/organizations/api_keys -H \"x-api-key: ⟦S:'sk-ant-admin01-'+bu93+'AA'⟧\"",
 "zh|OpenAI 的 service account key：⟦S:'sk-svcacct-'+bu74+'T3BlbkFJ'+bu74⟧",
 "en|OPENAI_ADMIN_KEY=⟦S:'sk-admin-'+bu74+'T3BlbkFJ'+bu74⟧"]),
("ml_platform_tokens", [
 "en|@file ~/.kaggle/kaggle.json\n{\"username\":\"⟦f:user⟧\",\"key\":\"⟦S:hx32⟧\"}",
 "zh|@cmd\nexport WANDB_API_KEY=⟦S:hx40⟧ && python train.py",
 "en|@file ~/.netrc\nmachine api.wandb.ai\n  login user\n  password ⟦S:hx40⟧"]),
("cn_llm_keys_new", [
 "zh|智谱的 key：⟦S:hx32+'.'+an16⟧",
 "zh|@file .env\nMOONSHOT_API_KEY=⟦S:'sk-'+an48⟧\nDEEPSEEK_API_KEY=⟦S:'sk-'+hx32⟧",
 "en|@raw\nclient = OpenAI(api_key=\"⟦S:uuid⟧\", base_url=\"https://ark.cn-beijing.volces.com/api/v3\")",
 "zh|MiniMax 的 API 密钥（一长串）：⟦S:mmjwt⟧"]),
("shopify_tokens", [
 "en|@file shopify.app.toml\n# admin api\naccess_token = \"⟦S:'shpat_'+hx32⟧\"",
 "zh|Shopify 私有应用：API secret ⟦S:'shpss_'+hx32⟧",
 "en|@cmd\ncurl -H \"X-Shopify-Access-Token: ⟦S:'shpca_'+hx32⟧\" https://⟦P:lc8⟧.myshopify.com/admin/api/2025-01/shop.json"]),
("registry_publish_tokens", [
 "en|@file ~/.gem/credentials\n---\n:rubygems_api_key: ⟦S:'rubygems_'+hx48⟧",
 "zh|@cmd\ndotnet nuget push pkg.nupkg --api-key ⟦S:'oy2'+lc43⟧ --source https://api.nuget.org/v3/index.json",
 "en|@cmd\necho ⟦S:'dckr_pat_'+bu27⟧ | docker login -u ⟦f:user⟧ --password-stdin"]),
("github_tokens_new_places", [
 "en|@raw\n$ env | grep -i token\nGITHUB_TOKEN=⟦S:'ghs_'+an36⟧\nCODESPACES=true",
 "zh|fine-grained token 给你了：⟦S:ghpat⟧",
 "en|@log\nrunner: registering with token ⟦S:'AA'+uc27⟧ and refresh ⟦S:'ghr_'+an36⟧"]),
("slack_app_and_refresh_tokens", [
 "en|@file slack-bolt/.env\nSLACK_APP_TOKEN=⟦S:'xapp-1-A'+uc10+'-'+dg13+'-'+hx64⟧",
 "zh|Slack 的 refresh token：⟦S:slackref⟧",
 "en|@raw\nCookie: d=⟦S:'xoxd-'+bu120⟧\ntoken=⟦S:'xoxc-'+dg12+'-'+dg12+'-'+dg13+'-'+hx64⟧"]),
("atlassian_api_tokens", [
 "en|@cmd\ncurl -u ⟦f:user⟧@⟦f:dom⟧:⟦S:atlassian⟧ https://⟦f:org⟧.atlassian.net/rest/api/3/myself",
 "zh|@file ~/.config/.jira/.config.yml\nlogin: ⟦f:py⟧@⟦f:dom⟧\n# JIRA_API_TOKEN\napi_token: ⟦S:atlassian⟧"]),
("db_saas_tokens", [
 "en|@cmd\nsupabase login --token ⟦S:'sbp_'+hx40⟧",
 "zh|@file .env\nSUPABASE_SERVICE_ROLE_KEY=⟦S:supajwt⟧",
 "en|@raw\nDATABASE_URL=postgresql://neondb_owner:⟦S:'npg_'+an12⟧@ep-⟦P:al5⟧-⟦P:al6⟧-a5⟦P:lc6⟧.us-east-2.aws.neon.tech/neondb?sslmode=require",
 "en|@raw\nmysql -h aws.connect.psdb.cloud -u ⟦P:lc12⟧ -p⟦S:'pscale_pw_'+bu43⟧"]),
("cloudflare_tokens_and_tunnels", [
 "en|@cmd\nsudo cloudflared service install ⟦S:cftunnel⟧",
 "zh|Cloudflare Global API Key：⟦S:hx37⟧，邮箱 ⟦f:py⟧@⟦f:dom⟧",
 "en|@file wrangler.toml\n# CLOUDFLARE_API_TOKEN=⟦S:cfapi⟧\nname = \"⟦f:proj⟧\""]),
("paas_tokens_new", [
 "en|@cmd\ndoctl auth init -t ⟦S:'dop_v1_'+hx64⟧",
 "zh|@cmd\nexport FLY_API_TOKEN='⟦S:flytok⟧'",
 "en|@file .github/workflows/deploy.yml\n      env:\n        RAILWAY_TOKEN: ⟦S:uuid⟧"]),
("data_platform_keys", [
 "en|@file ~/.databrickscfg\n[DEFAULT]\nhost = https://adb-⟦P:dg16⟧.7.azuredatabricks.net\ntoken = ⟦S:'dapi'+hx32⟧",
 "zh|Confluent Cloud：API Key ⟦S:uc16⟧，Secret ⟦S:B48⟧",
 "en|@raw\natlas config: public_api_key = ⟦P:al8⟧, private_api_key = ⟦S:uuid⟧"]),
("fcm_legacy_server_keys", [
 "en|@raw\ncurl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key=⟦S:fcm⟧\" -d @msg.json",
 "zh|安卓推送老接口的服务器密钥：⟦S:fcm⟧"]),
("cn_mail_auth_codes", [
 "zh|QQ 邮箱的 SMTP 授权码是 ⟦S:al16⟧，不是 QQ 密码",
 "en|Gmail app password for the alerts mailbox: ⟦S:apppw⟧",
 "zh|@file application.yml\nspring:\n  mail:\n    host: smtp.163.com\n    username: ⟦f:py⟧@163.com\n    password: ⟦S:AL16⟧"]),
("cn_object_storage_keys", [
 "zh|@file config/qiniu.php\n'access_key' => '⟦S:bu40⟧',\n'secret_key' => '⟦S:bu40⟧',",
 "en|@raw\nUPYUN_OPERATOR=deploy\nUPYUN_PASSWORD=⟦S:an32⟧",
 "zh|七牛云 AK：⟦S:bu40⟧ SK：⟦S:bu40⟧"]),
("messaging_bot_tokens", [
 "en|@cmd\ncurl https://api.telegram.org/bot⟦S:dg10+':AA'+bu33⟧/getUpdates",
 "zh|LINE 的 channel access token：⟦S:B129⟧",
 "en|@file whatsapp.env\nWHATSAPP_TOKEN=⟦S:'EAAG'+an180⟧"]),
("streaming_keys", [
 "en|OBS → Settings → Stream: server rtmp://live.twitch.tv/app, stream key ⟦S:'live_'+dg9+'_'+an30⟧",
 "zh|B站直播推流码：?streamname=live_⟦P:dg9⟧_⟦P:dg7⟧&key=⟦S:hx32⟧&schedule=rtmp",
 "en|YouTube stream key for tonight: ⟦S:yt⟧",
 "zh|@raw\nTWITCH_OAUTH=oauth:⟦S:lc30⟧"]),
("vpn_secrets_new", [
 "en|@cmd\nsudo tailscale up --authkey=⟦S:tskey⟧ --advertise-routes=10.0.0.0/16",
 "zh|@file /etc/ipsec.secrets\n⟦f:pip⟧ %any : PSK \"⟦S:pwzh⟧\"",
 "en|@file /etc/wireguard/wg0.conf\n[Peer]\nPublicKey = ⟦P:B32⟧\nPresharedKey = ⟦S:B32⟧\nEndpoint = ⟦f:pip⟧:51820"]),
("uri_credentials_rare_schemes", [
 "en|@raw\nNATS_URL=nats://⟦f:svc⟧:⟦S:upw⟧@nats.⟦f:dom⟧:4222",
 "zh|@raw\nCLICKHOUSE_DSN=clickhouse://default:⟦S:upw⟧@⟦f:ip⟧:9000/⟦f:db⟧",
 "en|@raw\nNEO4J_URI=neo4j+s://neo4j:⟦S:upw⟧@⟦P:hx8⟧.databases.neo4j.io"]),
# ---- private keys in new forms
("openssh_keys_in_transcripts", [
 "en|@raw\n● Bash(cat ~/.ssh/id_ed25519)\n  ⎿  ⟦K:ssh⟧",
 "zh|@raw\n我把部署用的私钥贴这了，帮我看看为啥权限报错：\n⟦K:ssh⟧"]),
("putty_ppk_keys", [
 "en|@file C:\\Users\\⟦f:user⟧\\keys\\prod.ppk\n⟦K:ppk⟧",
 "zh|@raw\nWinSCP 用的 ppk 文件内容：\n⟦K:ppk⟧"]),
("pgp_private_key_blocks", [
 "en|@raw\n$ gpg --export-secret-keys --armor ⟦f:user⟧@⟦f:dom⟧\n⟦K:pgp⟧",
 "zh|@raw\n签名用的 GPG 私钥导出如下：\n⟦K:pgp⟧"]),
("ec384_x25519_keys", [
 "en|@file certs/signer.key\n⟦K:ec384⟧",
 "zh|@raw\n密钥协商私钥（X25519）：\n⟦K:x25519⟧",
 "en|@raw\nkubectl create secret generic sig --from-literal=key='⟦K:x25519⟧'"]),
# ---- logs, tracebacks, exports
("python_traceback_locals", [
 "en|@raw\nTraceback (most recent call last):\n  File \"/app/db.py\", line 42, in connect\n    conn = psycopg2.connect(dsn)\n    dsn = 'postgresql://app:⟦S:upw⟧@⟦f:ip⟧:5432/⟦f:db⟧'\npsycopg2.OperationalError: connection refused",
 "zh|@raw\n报错信息（rich traceback 把局部变量都打出来了）：\n│ api_key = '⟦S:'sk-'+hx32⟧'\n│ retries = 3\nopenai.AuthenticationError: Error code: 401"]),
("java_stacktrace_jdbc", [
 "en|@log\nCaused by: java.sql.SQLException: Access denied for user 'root'@'⟦f:ip⟧' url=jdbc:mysql://⟦f:ip⟧:3306/⟦f:db⟧?user=root&password=⟦S:upw⟧&useSSL=false",
 "zh|@log\nERROR o.s.b.SpringApplication - Application run failed: jdbc:sqlserver://⟦f:ip⟧:1433;databaseName=⟦f:db⟧;user=sa;password=⟦S:upw⟧;encrypt=false"]),
("web_framework_param_logs", [
 "en|@log\nStarted POST \"/api/v1/integrations\" for ⟦f:ip⟧\nParameters: {\"provider\"=>\"mailgun\", \"api_key\"=>\"⟦S:'key-'+hx32⟧\"}",
 "zh|@raw\n[⟦f:date⟧ 10:21:07] local.ERROR: 登录回调失败 {\"username\":\"⟦f:py⟧\",\"password\":\"⟦S:pwzh⟧\"}"]),
("access_logs_query_tokens", [
 "en|@raw\n⟦f:pip⟧ - - [06/Dec/2026:10:12:44 +0000] \"GET /export.csv?api_key=⟦S:hx40⟧&fmt=csv HTTP/1.1\" 200 18231 \"-\" \"python-requests/2.32\"",
 "zh|@raw\nnginx 访问日志里居然有 token：\n⟦f:pip⟧ - - [06/Dec/2026:10:12:44 +0800] \"GET /ws?access_token=⟦S:bu48⟧ HTTP/1.1\" 101 0"]),
("har_exports", [
 "en|@file session.har\n          \"headers\": [\n            {\"name\": \"authorization\", \"value\": \"Bearer ⟦S:'eyJ'+bu150⟧\"},\n            {\"name\": \"accept\", \"value\": \"application/json\"}",
 "zh|@file 抓包.har\n            {\"name\": \"X-Api-Key\", \"value\": \"⟦S:an40⟧\"},"]),
("chat_export_json", [
 "en|@raw\n{\"type\": \"message\", \"user\": \"U0⟦P:uc9⟧\", \"text\": \"prod db pw is ⟦S:upw⟧ until we rotate\", \"ts\": \"17⟦P:dg8⟧.000200\"}",
 "zh|@raw\n{\"msg_type\": \"text\", \"sender\": \"⟦f:name⟧\", \"content\": \"{\\\"text\\\":\\\"测试环境密码 ⟦S:pwzh⟧\\\"}\"}"]),
("k8s_event_and_describe", [
 "en|@raw\n$ kubectl describe pod ⟦f:svc⟧-7d9f8c6b5-x2k4p\n    Environment:\n      SPRING_DATASOURCE_PASSWORD:  ⟦S:upw⟧\n      SPRING_PROFILES_ACTIVE:      prod",
 "zh|@raw\n$ kubectl get cm ⟦f:svc⟧-config -o yaml（居然把密码放 ConfigMap 里）\ndata:\n  MQ_PASSWORD: ⟦S:pwzh⟧"]),
("compose_logs_leaks", [
 "en|@raw\nworker-1  | Connecting to amqp://⟦f:svc⟧:⟦S:upw⟧@rabbitmq:5672//\nworker-1  | celery@worker ready.",
 "zh|@raw\n容器日志：\napp-1  | [init] admin 初始密码: ⟦S:an16⟧ （首次启动生成）"]),
# ---- code
("code_go_rust_kotlin", [
 "en|@raw\nclient := redis.NewClient(&redis.Options{Addr: \"⟦f:ip⟧:6379\", Password: \"⟦S:upw⟧\"})",
 "zh|@raw\n// 先写死，后面改成读配置\nval okHttpKey = \"⟦S:an40⟧\"",
 "en|@raw\nlet client = reqwest::Client::new().get(url).header(\"X-Api-Key\", \"⟦S:hx64⟧\");"]),
("code_typescript_sdks", [
 "en|@raw\nconst resend = new Resend('⟦S:'re_'+an8+'_'+an24⟧');",
 "zh|@raw\n// 测试号\nconst supabase = createClient(url, '⟦S:supajwt⟧')",
 "en|@raw\nexport const stripe = new Stripe(\"⟦S:'rk_live_51'+an97⟧\", { apiVersion: '2025-01-27' });"]),
("code_shell_functions", [
 "en|@file scripts/backup.sh\n#!/usr/bin/env bash\nB2_APPLICATION_KEY=\"⟦S:'K005'+an27⟧\"\nrestic -r b2:⟦f:proj⟧-backup backup /srv",
 "zh|@file deploy.sh\n# 数据库密码\nDB_PWD=\"⟦S:pwzh⟧\"\nmysql -uroot -p\"$DB_PWD\" < schema.sql"]),
("test_fixtures_real_shaped", [
 "en|@file tests/conftest.py\n# TODO: move to env, this is the sandbox key\nSTRIPE_KEY = \"⟦S:'sk_test_51'+an97⟧\"",
 "zh|@file src/test/resources/application-test.yml\n# 测试环境（真实可用）\nspring.datasource.password: ⟦S:pwzh⟧",
 "en|@raw\nit('signs requests', () => {\n  const secret = '⟦S:'whsec_'+an32⟧'; // copied from the dashboard\n});"]),
# ---- agents, tools, memory
("mcp_server_configs", [
 "en|@file ~/Library/Application Support/Claude/claude_desktop_config.json\n{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": {\"GITHUB_PERSONAL_ACCESS_TOKEN\": \"⟦S:'ghp_'+an36⟧\"}\n    }\n  }\n}",
 "zh|@file .cursor/mcp.json\n{\"mcpServers\": {\"postgres\": {\"command\": \"npx\", \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://postgres:⟦S:upw⟧@⟦f:ip⟧/⟦f:db⟧\"]}}}",
 "en|@cmd\nclaude mcp add linear -e LINEAR_API_KEY=⟦S:'lin_api_'+an40⟧ -- npx -y linear-mcp"]),
("mcp_jsonrpc_messages", [
 "en|@raw\n→ {\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"http_request\",\"arguments\":{\"url\":\"https://api.⟦f:dom⟧/v2/orders\",\"headers\":{\"Authorization\":\"Token ⟦S:hx40⟧\"}}}}",
 "zh|@raw\n工具调用日志：\n{\"method\":\"tools/call\",\"params\":{\"name\":\"ssh_exec\",\"arguments\":{\"host\":\"⟦f:ip⟧\",\"user\":\"root\",\"password\":\"⟦S:pwzh⟧\",\"cmd\":\"df -h\"}}}"]),
("agent_transcript_bash_calls", [
 "en|@raw\n● Bash(export OPENAI_API_KEY=⟦S:projkey⟧ && python eval.py)\n  ⎿  accuracy: 0.81",
 "zh|@raw\n● Bash(PGPASSWORD=⟦S:pwzh⟧ psql -h ⟦f:ip⟧ -U postgres -c '\\l')\n  ⎿  List of databases",
 "en|@raw\n[Agent: DevOps] Using tool: ssh_exec\nTool input: {\"host\": \"⟦f:ip⟧\", \"username\": \"ubuntu\", \"password\": \"⟦S:upw⟧\"}"]),
("agent_memory_entries", [
 "en|@raw\n{\"id\": \"mem_⟦P:lc10⟧\", \"content\": \"User's home NAS admin password is ⟦S:pw⟧\", \"tags\": [\"home\", \"nas\"]}",
 "zh|@raw\n- [记忆] 用户的阿里云子账号 ⟦f:py⟧ 登录密码：⟦S:pwzh⟧",
 "en|remember for next time: the sandbox Twilio auth token is ⟦S:hx32⟧"]),
("ide_assistant_pastes", [
 "en|@workspace why does this return 401? my .env has SENDGRID_API_KEY=⟦S:'SG.'+bu22+'.'+bu43⟧ and FROM_EMAIL=noreply@⟦f:dom⟧",
 "zh|Cursor 里问的：为什么连不上？REDIS_URL=redis://default:⟦S:upw⟧@⟦f:ip⟧:6379/0",
 "en|/fix the test fails with `invalid_client` — CLIENT_SECRET is ⟦S:an48⟧ and it worked yesterday"]),
("agent_summaries_handoff", [
 "en|@raw\n## Session summary\n- Deployed ⟦f:proj⟧ to staging\n- Admin login for staging: admin / ⟦S:pw⟧\n- Next: rotate the key",
 "zh|@raw\n### 交接摘要\n1. 已完成 ⟦f:svc⟧ 扩容\n2. 运维账号 ops，密码 ⟦S:pwzh⟧\n3. 待办：申请新证书"]),
]

def _cert_b64():
    body = "\n".join(wrap_lines(b64(bytes.fromhex("308203") + rb(R.randint(560, 700))), 64))
    return b64(("-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n").encode())
_gen2 = gen
def gen(name, n):
    if name == "certpem": return _cert_b64()
    if name == "sshpub": return "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rb(32))[1:]
    if name == "pod": return rs("bcdfghjklmnpqrstvwxz2456789", 9) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)
    if name == "ga": return "GA1.2.%d.%d" % (R.randint(100000000, 999999999), R.randint(1700000000, 1790000000))
    return _gen2(name, n)

HARMLESS_KINDS = [
("git_commit_shas", [
 "en|@raw\n$ git log --oneline -4\n⟦P:hx7⟧ fix: retry token refresh on 401\n⟦P:hx7⟧ chore: bump ⟦f:proj⟧ to ⟦f:ver⟧\n⟦P:hx7⟧ feat: add password reset page\n⟦P:hx7⟧ Merge pull request #⟦f:n⟧",
 "zh|回滚到 ⟦P:hx40⟧ 这个提交就好了，密钥轮换那次改动有问题",
 "en|@raw\npick ⟦P:hx7⟧ rotate secrets loader\nsquash ⟦P:hx7⟧ fixup secret loader tests\npick ⟦P:hx7⟧ docs: explain API key scopes",
 "zh|@raw\n$ git blame -L 40,42 config/auth.go\n⟦P:hx8⟧ (⟦f:py⟧ ⟦f:date⟧ 40) \tsecret := os.Getenv(\"JWT_SECRET\")\n⟦P:hx8⟧ (⟦f:py⟧ ⟦f:date⟧ 41) \tif secret == \"\" {"]),
("content_hashes_checksums", [
 "en|@raw\n$ sha256sum ⟦f:proj⟧-⟦f:ver⟧-linux-amd64.tar.gz\n⟦P:hx64⟧  ⟦f:proj⟧-⟦f:ver⟧-linux-amd64.tar.gz",
 "zh|镜像 digest 是 sha256:⟦P:hx64⟧，和仓库里的一致，不用重新推",
 "en|@raw\nHTTP/2 200\netag: \"⟦P:hx32⟧\"\nx-amz-version-id: ⟦P:bu32⟧\ncache-control: max-age=300",
 "zh|@raw\nIPFS CID：bafybei⟦P:bech52⟧\n磁力链接：magnet:?xt=urn:btih:⟦P:hx40⟧&dn=dataset.tar"]),
("webhook_signature_headers", [
 "en|@log\nX-Hub-Signature-256: sha256=⟦P:hx64⟧ (verified against GITHUB_WEBHOOK_SECRET)",
 "zh|钉钉机器人加签后的地址参数：&timestamp=17⟦P:dg11⟧&sign=⟦P:bs43⟧%3D，签名每次都不一样，正常",
 "en|@raw\nStripe-Signature: t=17⟦P:dg8⟧,v1=⟦P:hx64⟧",
 "en|@raw\nX-Slack-Signature: v0=⟦P:hx64⟧\nX-Slack-Request-Timestamp: 17⟦P:dg8⟧"]),
("public_keys_and_recipients", [
 "en|@file ~/.ssh/authorized_keys\nssh-ed25519 ⟦P:sshpub⟧ ⟦f:user⟧@laptop",
 "zh|把你的 age 公钥发我，我加到 .sops.yaml 里：age1⟦P:bech58⟧",
 "en|@file /etc/wireguard/wg0.conf (peer section only)\n[Peer]\nPublicKey = ⟦P:B32⟧\nAllowedIPs = 10.8.0.⟦f:n⟧/32\nEndpoint = ⟦f:pip⟧:51820",
 "zh|@raw\nminisign 公钥（放在 README 里供校验）：\nuntrusted comment: minisign public key ⟦P:HX16⟧\nRW⟦P:bs54⟧"]),
("request_and_trace_ids", [
 "en|@log\nrequest failed: 403 Forbidden x-request-id=⟦P:uuid⟧ traceparent=00-⟦P:hx32⟧-⟦P:hx16⟧-01",
 "zh|阿里云返回 InvalidAccessKeyId.NotFound，RequestId: ⟦P:HX8⟧-⟦P:HX4⟧-⟦P:HX4⟧-⟦P:HX4⟧-⟦P:HX12⟧，工单里附上这个就行",
 "en|Cloudflare error 1020, Ray ID: ⟦P:hx16⟧ — can you whitelist us?",
 "zh|@log\n[⟦f:svc⟧] trace_id=⟦P:hx32⟧ span_id=⟦P:hx16⟧ 调用鉴权服务超时"]),
("templating_placeholders", [
 "en|@file templates/db.yaml.j2\npassword: \"{{ vault_db_password }}\"\nuser: \"{{ db_user | default('app') }}\"",
 "zh|@file .github/workflows/release.yml\n        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n          # 密钥在仓库 Settings 里配置",
 "en|@file charts/⟦f:proj⟧/templates/secret.yaml\n  password: {{ .Values.postgresql.auth.password | b64enc | quote }}",
 "zh|@file application.yml\nspring:\n  datasource:\n    password: ${DB_PASSWORD:}\n    username: ${DB_USER:⟦f:svc⟧}"]),
("masked_values_in_output", [
 "en|@log\n+ docker login -u ⟦f:user⟧ -p *** registry.⟦f:dom⟧\nLogin Succeeded",
 "zh|@log\n用户登录成功 user=⟦f:py⟧ password=****** ip=⟦f:ip⟧",
 "en|@log\nParameters: {\"user\"=>{\"email\"=>\"⟦f:user⟧@⟦f:dom⟧\", \"password\"=>\"[FILTERED]\"}}",
 "en|API key: sk-...⟦P:lc4⟧ (created ⟦f:date⟧, last used 2 days ago)"]),
("secret_reads_env_vault", [
 "en|@raw\nsecret = boto3.client(\"secretsmanager\").get_secret_value(SecretId=\"prod/⟦f:svc⟧/db\")[\"SecretString\"]",
 "zh|@raw\n# 从环境变量读，不要写死\napi_key = os.environ[\"DASHSCOPE_API_KEY\"]",
 "en|@cmd\nexport GITHUB_TOKEN=$(op read \"op://Engineering/github/token\") && gh auth status",
 "zh|@cmd\nDB_PASS=$(gcloud secrets versions access latest --secret=⟦f:svc⟧-db-pass)"]),
("password_talk_no_value_en", [
 "en|I'll send you the ⟦f:svc⟧ password over Signal, not here",
 "en|the password is on the sticky note in the server room — ask ⟦f:ename⟧",
 "en|can you reset my ⟦f:org⟧ password? I got locked out after 5 tries",
 "en|password rotation for ⟦f:svc⟧ is scheduled for ⟦f:date⟧, expect a short outage"]),
("password_talk_no_value_zh", [
 "zh|密码我私聊你，别在群里发",
 "zh|⟦f:svc⟧ 的密码在共享文档第 ⟦f:n⟧ 页，自己去看",
 "zh|我忘记 ⟦f:co⟧ OA 的密码了，输错三次被锁，⟦f:name⟧ 能帮我解一下吗",
 "zh|下周⟦f:n⟧号统一改密码，新密码长度至少 12 位"]),
("order_and_tracking_numbers", [
 "en|your order #⟦P:dg10⟧ shipped, tracking 1Z⟦P:uc16⟧ (UPS)",
 "zh|顺丰单号 SF⟦P:dg13⟧，订单号 ⟦P:dg19⟧，明天到",
 "en|invoice INV-2026-⟦P:dg6⟧ is attached, booking ref ⟦P:AL6⟧",
 "zh|京东订单 ⟦P:dg12⟧ 的发票抬头写 ⟦f:co⟧"]),
("crypto_public_addresses_txids", [
 "en|send the refund to bc1q⟦P:bech38⟧ please, that's my receiving address",
 "zh|交易哈希 0x⟦P:hx64⟧ 已经确认 12 个区块了",
 "en|contract deployed at 0x⟦P:hx40⟧, tx 0x⟦P:hx64⟧",
 "zh|收款地址（TRC20）：T⟦P:bf33⟧，别转错链"]),
("public_cert_base64", [
 "en|@file ~/.kube/config\nclusters:\n- cluster:\n    certificate-authority-data: ⟦P:certpem⟧\n    server: https://⟦f:ip⟧:6443\n  name: ⟦f:proj⟧",
 "zh|@raw\n# 这是 CA 证书（公开的），不是私钥\nca.crt: ⟦P:certpem⟧",
 "en|@raw\n-----BEGIN CERTIFICATE-----\n⟦P:B48⟧\n⟦P:B48⟧\n-----END CERTIFICATE-----"]),
("openapi_security_schemes", [
 "en|@file openapi.yaml\ncomponents:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT",
 "zh|接口文档：请求头需带 X-Api-Key，值在控制台 › 应用管理 › ⟦f:proj⟧ 里生成，有效期 ⟦f:n⟧ 天",
 "en|@raw\n| param | in | description |\n|---|---|---|\n| client_secret | body | The secret issued at registration (required) |\n| api_key | query | Deprecated, use the header |",
 "zh|@raw\n参数说明：\n- access_key_id：访问密钥 ID\n- access_key_secret：访问密钥，请妥善保管\n- security_token：使用 STS 时必填"]),
("cloud_resource_ids", [
 "en|@raw\n/subscriptions/⟦P:uuid⟧/resourceGroups/rg-⟦f:proj⟧/providers/Microsoft.KeyVault/vaults/kv-⟦f:proj⟧",
 "zh|ECS 实例 i-bp1⟦P:lc17⟧，安全组 sg-bp1⟦P:lc17⟧，放通了 ⟦f:port⟧",
 "en|role arn:aws:iam::⟦P:dg12⟧:role/⟦f:svc⟧-deployer can read secret arn:aws:secretsmanager:eu-west-1:⟦P:dg12⟧:secret:prod/⟦f:svc⟧-⟦P:an6⟧",
 "zh|GCP 项目编号 ⟦P:dg12⟧，服务账号 ⟦f:svc⟧@⟦f:proj⟧.iam.gserviceaccount.com"]),
("random_looking_slugs", [
 "en|pod ⟦f:svc⟧-⟦P:pod⟧ is in CrashLoopBackOff again",
 "zh|前端包 main.⟦P:hx8⟧.js 和 vendor.⟦P:hx20⟧.chunk.js 都 404 了，CDN 缓存没刷",
 "en|watch this first: https://www.youtube.com/watch?v=⟦P:bu11⟧ then the short link https://bit.ly/⟦P:an7⟧",
 "en|@raw\n$ docker ps --format '{{.ID}} {{.Names}}'\n⟦P:hx12⟧ ⟦f:proj⟧-web-1\n⟦P:hx12⟧ ⟦f:proj⟧-db-1"]),
("secret_names_listings", [
 "en|@raw\n$ kubectl get secrets -n ⟦f:proj⟧\nNAME                 TYPE                DATA   AGE\n⟦f:svc⟧-db-creds      Opaque              2      ⟦f:n⟧d\nregistry-pull        kubernetes.io/dockerconfigjson 1 ⟦f:n⟧d",
 "zh|@raw\n$ gh secret list\nNAME               UPDATED\nALIYUN_AK_SECRET   about ⟦f:n⟧ days ago\nDEPLOY_SSH_KEY     about ⟦f:n⟧ months ago",
 "en|@raw\n$ vault kv list secret/⟦f:proj⟧\nKeys\n----\napi-keys\ndb-password\nstripe",
 "zh|@raw\n$ aws secretsmanager list-secrets --query 'SecretList[].Name'\n[\"prod/⟦f:svc⟧/db\", \"prod/⟦f:svc⟧/jwt-signing-key\"]"]),
("empty_and_null_secret_fields", [
 "en|@file config/example.yaml\ndatabase:\n  user: app\n  password: \"\"\nsmtp:\n  token: ~",
 "zh|@file .env.template\n# 以下留空，部署时由 CI 注入\nDB_PASSWORD=\nREDIS_PASSWORD=\nJWT_SECRET=",
 "en|@raw\nclass Settings(BaseSettings):\n    api_key: SecretStr | None = None\n    db_password: SecretStr = Field(default=None, repr=False)",
 "en|@raw\n<server>\n  <id>⟦f:proj⟧-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASS}</password>\n</server>"]),
("tutorial_steps_zh", [
 "zh|在控制台 › AccessKey 管理 创建新的 AccessKey 后，把 ID 和 Secret 填到 ~/.aliyun/config.json 里，注意 Secret 只显示一次",
 "zh|修改密码路径：设置 › 账号与安全 › 登录密码，新密码需包含大小写字母和数字",
 "zh|申请 API Key：登录 ⟦f:proj⟧ 开放平台 → 我的应用 → 创建密钥，复制后妥善保存",
 "zh|忘记 ⟦f:svc⟧ 管理员密码时，用 ⟦f:svc⟧-cli reset-admin 重置，会在终端打印新密码"]),
("analytics_pref_cookies", [
 "en|@raw\nCookie: _ga=⟦P:ga⟧; _gid=⟦P:ga⟧; theme=dark; locale=en-GB",
 "zh|@raw\nCookie: Hm_lvt_⟦P:hx32⟧=17⟦P:dg8⟧; Hm_lpvt_⟦P:hx32⟧=17⟦P:dg8⟧; lang=zh-CN",
 "en|@raw\nCookie: _fbp=fb.1.17⟦P:dg11⟧.⟦P:dg10⟧; cookie_consent=necessary,analytics",
 "en|@raw\nset-cookie: ab_bucket=⟦P:dg2⟧; Path=/; Max-Age=2592000"]),
("security_advisory_ids", [
 "en|we're affected by CVE-2026-⟦P:dg5⟧ (GHSA-⟦P:lc4⟧-⟦P:lc4⟧-⟦P:lc4⟧), patch to ⟦f:ver⟧",
 "zh|漏洞编号 CNVD-2026-⟦P:dg5⟧，影响 ⟦f:svc⟧ 的 token 校验逻辑，已升级",
 "en|postmortem: a deploy token was exposed in CI logs for ⟦f:n⟧ minutes; it was revoked and rotated, no access found",
 "zh|安全通告：请在 ⟦f:date⟧ 前轮换所有 AccessKey，旧密钥届时失效"]),
("rfc_test_vectors", [
 "en|RFC 6238 test vectors use the ASCII seed \"12345678901234567890\" (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ); at T=59 the 8-digit TOTP is 94287082",
 "zh|RFC 4231 第一组测试向量：key = 0x0b 重复 20 字节，data = \"Hi There\"",
 "en|jwt.io's default HS256 example is signed with the literal secret \"your-256-bit-secret\" — don't ship that",
 "zh|RFC 7636 示例里 code_verifier 是 dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk，只是文档示例"]),
("placeholder_values_new", [
 "en|@file README.md\nexport ⟦f:org⟧_API_KEY=<paste-your-key-here>\nexport ⟦f:org⟧_API_SECRET=REPLACE_ME",
 "zh|@raw\nappSecret: 请替换为你自己的密钥\ntenant_id: 00000000-0000-0000-0000-000000000000",
 "en|@raw\nOPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nANTHROPIC_API_KEY=sk-ant-...",
 "zh|@raw\nDB_URL=mysql://用户名:密码@主机:3306/库名"]),
("key_expiry_notices", [
 "en|Your personal access token ending in …⟦P:lc4⟧ expires in ⟦f:n⟧ days. Regenerate it from Settings › Developer settings.",
 "zh|您的 AccessKey（尾号 ⟦P:uc4⟧）已 90 天未轮换，建议尽快更换",
 "en|The API key \"⟦f:svc⟧-prod\" (created ⟦f:date⟧) was disabled because it was found in a public repository.",
 "zh|令牌 ****⟦P:lc4⟧ 将于 ⟦f:date⟧ 过期，请在 ⟦f:proj⟧ 控制台续期"]),
("llm_usage_token_counts", [
 "en|@raw\n\"usage\": {\"prompt_tokens\": ⟦f:num⟧, \"completion_tokens\": ⟦f:n⟧, \"total_tokens\": ⟦f:num⟧}",
 "zh|这个模型 max_tokens 设成 ⟦f:num⟧ 就够了，上下文窗口 128k tokens",
 "en|tokenizer splits \"password\" into 1 token and \"passphrase\" into 2 — weird but fine",
 "zh|@raw\n本次对话消耗 token：输入 ⟦f:num⟧，输出 ⟦f:num⟧，费用 ¥0.⟦P:dg3⟧"]),
("oauth_public_params", [
 "en|@raw\nhttps://login.⟦f:dom⟧/authorize?response_type=code&client_id=⟦P:uuid⟧&redirect_uri=https%3A%2F%2Fapp.⟦f:dom⟧%2Fcb&code_challenge=⟦P:bu43⟧&code_challenge_method=S256",
 "zh|@raw\nOIDC 发现文档：https://auth.⟦f:dom⟧/.well-known/openid-configuration\nclient_id: ⟦f:proj⟧-web（公开客户端，无 secret）",
 "en|@log\noauth: redirecting, state=⟦P:bu43⟧ nonce=⟦P:bu22⟧ scope=openid+email",
 "en|the app uses PKCE, so there is no client secret in the mobile build — only the client id ⟦P:an20⟧"]),
("colors_versions_numbers", [
 "en|@raw\n:root { --brand: #⟦P:hx6⟧; --accent: #⟦P:hx6⟧; }\n.css-⟦P:lc7⟧ { color: var(--brand); }",
 "zh|版本 ⟦f:ver⟧ (build ⟦P:dg8⟧)，坐标 30.⟦P:dg6⟧, 120.⟦P:dg6⟧",
 "en|build ⟦P:dg6⟧ of ⟦f:proj⟧ ⟦f:ver⟧ shipped; Android versionCode ⟦P:dg8⟧",
 "zh|工单号 #⟦P:dg7⟧，错误码 0x⟦P:HX8⟧，端口 ⟦f:port⟧"]),
("hashed_ids_in_urls", [
 "en|shared folder: https://drive.google.com/drive/folders/1⟦P:bu32⟧?usp=sharing (view only)",
 "zh|语雀文档链接 https://www.yuque.com/⟦f:py⟧/⟦P:lc6⟧/⟦P:lc16⟧，需要登录",
 "en|Figma file https://www.figma.com/design/⟦P:an22⟧/⟦f:proj⟧-UI?node-id=⟦f:n⟧-⟦f:num⟧",
 "zh|飞书多维表格 https://⟦P:lc8⟧.feishu.cn/base/⟦P:an27⟧?table=tbl⟦P:an16⟧"]),
]

PER_SECRET_KIND = 5
PER_HARMLESS_KIND = 16

def generate():
    harmless, secrets = [], []
    texts_seen = set(); all_text = []; listed_all = []; listed_set = set()
    for kind, tpls in HARMLESS_KINDS:
        for i in range(PER_HARMLESS_KIND):
            lang, _, tpl = tpls[i % len(tpls)].partition("|")
            for attempt in range(40):
                text, lst = expand(tpl)
                assert not lst, kind
                text = place(lang, text, True)
                if attempt >= 4: text = chat_prefix(lang) + text
                if lang == "zh": text = fix_zh(text)
                if text in texts_seen: continue
                if lang == "zh" and not CJK.search(text): continue
                break
            else:
                raise RuntimeError("harmless draw failed: " + kind)
            texts_seen.add(text); all_text.append(text)
            harmless.append({"kind": kind, "lang": lang, "text": text})
    for kind, tpls in SECRET_KINDS:
        for i in range(PER_SECRET_KIND):
            lang, _, tpl = tpls[i % len(tpls)].partition("|")
            for attempt in range(60):
                text, lst = expand(tpl)
                text = place(lang, text, False)
                if lang == "zh": text = fix_zh(text)
                ok = bool(lst) and text not in texts_seen
                if ok and lang == "zh" and not CJK.search(text): ok = False
                if ok:
                    joined = "\x00".join(all_text)
                    for j, v in enumerate(lst):
                        if len(v) < 6 or v not in text or v in joined or v in listed_set: ok = False; break
                        if any(v in w or w in v for k2, w in enumerate(lst) if k2 != j): ok = False; break
                if ok:
                    for w in listed_all:
                        if w in text or any(v in w for v in lst): ok = False; break
                if ok: break
            else:
                raise RuntimeError("secret draw failed: " + kind)
            texts_seen.add(text); all_text.append(text)
            for v in lst: listed_all.append(v); listed_set.add(v)
            secrets.append({"kind": kind, "lang": lang, "text": text, "secrets": lst})
    return {"secrets": secrets, "harmless": harmless}

def check(doc):
    assert list(doc.keys()) == ["secrets", "harmless"]
    S, H = doc["secrets"], doc["harmless"]
    for s in S: assert list(s.keys()) == SECRET_KEYS
    for h in H: assert list(h.keys()) == HARMLESS_KEYS
    texts = [x["text"] for x in S] + [x["text"] for x in H]
    assert len(texts) == len(set(texts)), "duplicate text"
    allv = [v for s in S for v in s["secrets"]]
    assert len(allv) == len(set(allv)), "listed value twice"
    for i, s in enumerate(S):
        assert s["lang"] in ("en", "zh") and s["secrets"]
        for v in s["secrets"]:
            assert len(v) >= 6 and v in s["text"], (s["kind"], v)
    for v in allv:
        n = sum(1 for t in texts if v in t)
        assert n == 1, ("value in another sample", v[:40])
    for x in S + H:
        if x["lang"] == "zh": assert CJK.search(x["text"]), x["kind"]
    ks = {}
    for s in S: ks[s["kind"]] = ks.get(s["kind"], 0) + 1
    assert len(S) >= 600 and len(ks) >= 120 and all(5 <= c <= 8 for c in ks.values())
    kh = {}
    for h in H: kh[h["kind"]] = kh.get(h["kind"], 0) + 1
    assert len(H) >= 400 and len(kh) >= 25
    zh = sum(1 for x in S + H if x["lang"] == "zh") / len(S + H)
    assert 0.40 <= zh <= 0.45, zh
    return ks, kh, zh

def main():
    doc = generate()
    ks, kh, zh = check(doc)
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(HERE, "l.json"), "wb") as f: f.write(data)
    h = hashlib.sha256(data).hexdigest()
    with open(os.path.join(HERE, "l.sha256"), "w") as f: f.write(h + "  l.json\n")
    S, H = doc["secrets"], doc["harmless"]
    print("secrets %d samples / %d kinds / %d listed; harmless %d / %d kinds; zh %.1f%%; sha256 %s" % (
        len(S), len(ks), sum(len(s["secrets"]) for s in S), len(H), len(kh), 100 * zh, h))
    if "-v" in sys.argv:
        for kind, _ in SECRET_KINDS:
            ss = [s for s in S if s["kind"] == kind]
            print("S %s %d/%d (%d)" % (kind, sum(s["lang"] == "en" for s in ss), sum(s["lang"] == "zh" for s in ss), sum(len(s["secrets"]) for s in ss)))
        for kind, _ in HARMLESS_KINDS:
            hh = [x for x in H if x["kind"] == kind]
            print("H %s %d/%d" % (kind, sum(x["lang"] == "en" for x in hh), sum(x["lang"] == "zh" for x in hh)))
        lens = [len(v) for s in S for v in s["secrets"]]
        print("longest listed %d; over 200: %d; en secrets %d zh %d; en harmless %d zh %d" % (max(lens), sum(1 for l in lens if l > 200),
              sum(s["lang"] == "en" for s in S), sum(s["lang"] == "zh" for s in S), sum(x["lang"] == "en" for x in H), sum(x["lang"] == "zh" for x in H)))

if __name__ == "__main__":
    main()
