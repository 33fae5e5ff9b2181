"""Corpus N core: value generators, fillers, placements, template expansion (stdlib only)."""
import base64, json, random, re

R = random.Random(0x6E0B11D5)  # own seed for N

AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
LC = "abcdefghijklmnopqrstuvwxyz0123456789"
UC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = AN + "+/"
URL = AN + "-_"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
DG = "0123456789"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

def b64(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()

def b64u(nbytes):
    return base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode().rstrip("=")

def uuid():
    h = rs(HX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"

WORDS = ["harbor", "velvet", "quartz", "meadow", "falcon", "ember", "lantern", "cobalt", "thistle", "orbit",
         "saffron", "glacier", "pebble", "tundra", "juniper", "marble", "violet", "canyon", "ripple", "cedar",
         "walnut", "breeze", "summit", "copper", "lagoon", "maple", "nimbus", "otter", "prairie", "raven",
         "sable", "tango", "umber", "willow", "yonder", "zephyr", "anchor", "bramble", "cinder", "drift"]
BIP = ["abandon", "ability", "absorb", "acoustic", "adapt", "badge", "balcony", "bamboo", "bicycle", "blanket",
       "cabbage", "cactus", "canal", "cargo", "cereal", "dentist", "desert", "dinosaur", "donkey", "dragon",
       "eagle", "echo", "elbow", "embark", "engine", "fabric", "falcon", "fiction", "flavor", "fossil",
       "galaxy", "garlic", "giraffe", "glimpse", "gossip", "habit", "hammer", "harvest", "hobby", "horizon",
       "icon", "immune", "inmate", "island", "ivory", "jacket", "jaguar", "journey", "jungle", "kangaroo",
       "kitchen", "ladder", "lava", "lizard", "lobster", "magnet", "mammal", "mango", "meadow", "monkey",
       "napkin", "nephew", "noodle", "oyster", "orbit", "paddle", "panda", "pepper", "pigeon", "puzzle",
       "quantum", "rabbit", "raccoon", "ribbon", "rocket", "saddle", "salmon", "scissors", "shrimp", "spider",
       "tomato", "tornado", "tunnel", "turtle", "umbrella", "unicorn", "vacuum", "velvet", "violin", "volcano",
       "walnut", "warrior", "whisper", "wrestle", "yellow", "zebra"]
PINYIN = ["zhangwei", "lina", "wangfang", "liuyang", "chenjie", "yangmei", "zhaolei", "huangli", "zhoujun", "wuhao",
          "xuming", "sunli", "maqiang", "zhuhong", "hujing", "guoxin", "linfeng", "hetao", "gaoyan", "luobin"]
ZHN = ["张伟", "李娜", "王芳", "刘洋", "陈杰", "杨梅", "赵磊", "黄丽", "周军", "吴昊", "徐明", "孙丽", "马强", "朱红", "胡静"]
ENN = ["Priya", "Marcus", "Elena", "Tomasz", "Aisha", "Diego", "Hannah", "Kenji", "Olu", "Sofia", "Ravi", "Grete", "Nadia", "Luca"]
USERS = ["deploy", "svc_report", "etl", "ops", "jenkins", "backup", "appuser", "grafana", "admin2", "ci-bot", "analytics", "webmaster"]
HOSTS = ["db-prod-03", "gw01", "nas.lan", "build-7", "edge-sg-2", "pg-replica", "ldap01.corp", "mq-2", "bastion", "k8s-node-4"]
DOMS = ["corp.example", "acme-int.net", "lab.internal", "shop.example.cn", "infra.example.org"]
CO = ["云帆科技", "星河数据", "华启网络", "青禾软件", "北辰智能"]

def pw():
    s = R.randrange(8)
    w = R.choice(WORDS); w2 = R.choice(WORDS)
    if s == 0: return w.capitalize() + rs(DG, 3) + R.choice("!?%&") + rs(AN, 4)
    if s == 1: return rs(AN + "!#%*+=", 15)
    if s == 2: return f"{w[:4]}{rs(DG, 2)}{R.choice('@#')}{w2.upper()[:3]}{rs(LC, 3)}"
    if s == 3: return "Tr0ub" + rs(AN, 5) + R.choice("!$") + rs(DG, 2)
    if s == 4: return f"{w}&{w2}{rs(DG, 4)}{rs(AN, 2)}"
    if s == 5: return rs(UC, 4) + "-" + rs(LC, 4) + "-" + rs(DG, 4) + rs(AN, 2)
    if s == 6: return w.capitalize() + "_" + rs(AN, 6) + "!" 
    return rs(LC, 3) + R.choice("@%") + rs(AN, 7) + rs(DG, 3)

def pwzh():
    s = R.randrange(5)
    p = R.choice(PINYIN)
    if s == 0: return p.capitalize() + "@" + rs(DG, 4) + rs(LC, 2)
    if s == 1: return "Wo" + p + rs(DG, 3) + "!" + rs(AN, 2)
    if s == 2: return rs(UC[:26], 2) + "#" + rs(DG, 6) + rs(LC, 3)
    if s == 3: return p + "." + rs(AN, 5) + rs(DG, 2)
    return "Aa" + rs(DG, 6) + R.choice("!@") + p[:3] + rs(AN, 3)

def safepw():
    return R.choice(WORDS).capitalize() + rs(AN, 8) + rs(DG, 2)

def atpw():
    return rs(AN, 5) + "@" + rs(AN, 6) + R.choice("!#") + rs(DG, 2)

def phrase():
    sep = R.choice([" ", "-", "."])
    return sep.join(R.choice(WORDS) for _ in range(R.choice([4, 5])))

def pin():
    while True:
        p = rs(DG, R.choice([6, 8]))
        if p[0] != "0" and len(set(p)) >= 4:
            return p

def mnem(n):
    return " ".join(R.choice(BIP) for _ in range(n))

def jwt(claims, siglen=43):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    c = base64.urlsafe_b64encode(json.dumps(claims, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{h}.{c}.{b64u(32) if siglen == 43 else b64u(siglen)}"

def longtok():
    return b64u(R.randrange(170, 260))

def sa_blob():
    d = {"type": "service_account", "project_id": "proj-" + rs(LC, 6), "private_key_id": rs(HX, 40),
         "client_email": "svc@proj.iam.gserviceaccount.com", "client_id": rs(DG, 21)}
    return base64.b64encode(json.dumps(d).encode()).decode()

def refresh_tok():
    return "1//0" + rs(URL, 99)

def rsa_lines(n=4):
    return [b64(48) for _ in range(n)]

# ---- fillers (unlisted) ----
FILL = {
    "user": lambda: R.choice(USERS), "host": lambda: R.choice(HOSTS), "dom": lambda: R.choice(DOMS),
    "ip": lambda: f"10.{R.randrange(256)}.{R.randrange(256)}.{R.randrange(1, 255)}",
    "zn": lambda: R.choice(ZHN), "en": lambda: R.choice(ENN), "co": lambda: R.choice(CO),
    "py": lambda: R.choice(PINYIN), "port": lambda: str(R.choice([5432, 3306, 6379, 27017, 8443, 9200, 1433, 389, 636])),
    "n": lambda: str(R.randrange(2, 60)), "hx40": lambda: rs(HX, 40), "hx64": lambda: rs(HX, 64),
    "hx7": lambda: rs(HX, 7), "uuid": uuid, "digits": lambda: rs(DG, 10), "word": lambda: R.choice(WORDS),
    "date": lambda: f"2026-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}",
    "time": lambda: f"{R.randrange(24):02d}:{R.randrange(60):02d}",
}

MARK = re.compile(r"«([SFK])(?:>(\w+))?:([^»]+)»")

def expand(tpl, gens):
    """«S:spec» listed secret, «F:spec» filler, «K:name» recall a remembered value (unlisted repeat).
    «S>a:spec» / «F>a:spec» remember under a. Fillers are fixed per sample by spec name when spec starts with '='."""
    listed, mem, fixed = [], {}, {}
    def sub(m):
        typ, name, spec = m.group(1), m.group(2), m.group(3)
        if typ == "K":
            return mem[spec]
        if typ == "F":
            if spec.startswith("="):
                k = spec[1:]
                if k not in fixed:
                    fixed[k] = FILL[k]()
                v = fixed[k]
            else:
                v = FILL[spec]() if spec in FILL else gens[spec]()
        else:
            v = gens[spec]()
            listed.append(v)
        if name:
            mem[name] = v
        return v
    text = MARK.sub(sub, tpl)
    return text, listed

# ---- placements (chat apps new versus M) ----
def chat_prefix(lang):
    if lang == "en":
        k = R.randrange(6)
        n = R.choice(ENN); t = FILL["time"]()
        if k == 0: return f"[{R.randrange(1, 29):02d}/03/2026, {t}:{R.randrange(60):02d}] {n}: "
        if k == 1: return f"{n}, [{FILL['date']()} {t}]\n"
        if k == 2: return f"{n}  {t}\n"  # Teams copy
        if k == 3: return f"<{n.lower()}> "  # IRC
        if k == 4: return f"On {FILL['date']()}, {n} wrote:\n> "
        return f"{n} in #{R.choice(['ops', 'infra-help', 'oncall', 'dev-chat'])} (Zulip): "
    k = R.randrange(6)
    n = R.choice(ZHN); t = FILL["time"]()
    if k == 0: return f"{n} {FILL['date']()} {t}\n"  # 微信聊天记录导出
    if k == 1: return f"[企业微信] {n}：\n"
    if k == 2: return f"{n}(研发部)：" 
    if k == 3: return f"飞书群「运维值班」 {n} {t}\n"
    if k == 4: return f"【语雀评论】{n}：" 
    return f"禅道 Bug #{R.randrange(1000, 9999)} 备注（{n}）：" 

def has_cjk(s):
    return any("\u4e00" <= c <= "\u9fff" for c in s)
