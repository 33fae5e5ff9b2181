"""Core of corpus M: value generators, template expansion, placements. Stdlib only."""
import base64, json, random, re, hashlib

R = random.Random(0x3D1A_F00D)

AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
LC = "abcdefghijklmnopqrstuvwxyz0123456789"
UC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
URLS = AN + "-_"

WORDS = ["amber", "basil", "cobalt", "dune", "ember", "fjord", "glacier", "harbor", "indigo", "juniper",
         "kettle", "lantern", "meadow", "nectar", "orchid", "pepper", "quartz", "raven", "saffron", "thistle",
         "umber", "velvet", "walnut", "yonder", "zephyr", "copper", "falcon", "granite", "hollow", "ivory",
         "jasper", "kayak", "lemon", "marble", "nutmeg", "otter", "pebble", "quill", "ridge", "spruce",
         "tundra", "violet", "willow", "bramble", "cinder", "drizzle", "fennel", "gadget", "hazel", "mosaic"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjing", "lixiang", "zhaolei", "sunhao", "zhoumin",
          "wuqiang", "xuli", "hejun", "gaoyan", "linfeng", "luotao", "songyu", "tangning"]
ZHNAMES = ["张伟", "刘洋", "王芳", "陈静", "李想", "赵磊", "孙浩", "周敏", "吴强", "徐丽", "何俊", "高燕", "林峰", "罗涛", "宋宇", "唐宁"]
ENNAMES = ["Priya", "Mateo", "Hannah", "Kwame", "Yuki", "Olusegun", "Freya", "Dmitri", "Aisha", "Lars",
           "Camille", "Tomás", "Ingrid", "Ravi", "Noor", "Elliot"]
USERS = ["deploy", "svc_etl", "jmorales", "ops", "backup", "reporting", "ci-bot", "app_rw", "kchen", "admin2",
         "grafana", "etl_reader", "build", "monitor", "sre-oncall", "datasync"]
HOSTS = ["db-eu1.internal", "pg-replica-2.prod.lan", "build01.corp.example", "nas.home.arpa", "bastion.ops.example",
         "redis-cache.svc.cluster.local", "git.acme-labs.io", "mq-1.stage.lan", "vault.int.example.net",
         "ldap.hq.example", "ci.orbitworks.dev", "files.studio.lan"]
DOMS = ["acme-labs.io", "orbitworks.dev", "northwind.example", "quietpine.net", "helio.app", "tidewater.co",
        "bluefin.cn", "yunfan-tech.cn", "lvyuan.com.cn"]
PROJS = ["billing-api", "atlas", "ingest-worker", "shopfront", "ledger", "quokka", "telemetry", "hr-portal",
         "payments-gw", "search-svc", "crm-sync", "notify"]
DBS = ["orders", "analytics", "app_prod", "warehouse", "crm", "inventory", "auth", "reports"]
MONTHS = ["January", "March", "April", "June", "August", "October", "November", "December"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter"]
ZHCO = ["云帆科技", "绿源数据", "星河网络", "华信软件", "锦程物流", "蓝鲸智能", "天衡财务", "海川电商"]
ZHWORDS = list("山水云风花月星河林海春秋雨雪竹松石泉光影天地")
BIP39 = ["abandon", "ability", "absorb", "access", "actor", "adapt", "advice", "agent", "alarm", "album",
         "anchor", "ankle", "apple", "arena", "armor", "artist", "atom", "auction", "autumn", "avocado",
         "badge", "bamboo", "banner", "barrel", "beach", "believe", "bicycle", "blanket", "bottom", "bridge",
         "cabin", "cactus", "camera", "canvas", "carbon", "castle", "cereal", "chalk", "cherry", "cinnamon",
         "dance", "debris", "desert", "dinosaur", "dolphin", "dragon", "eagle", "earth", "echo", "elbow",
         "engine", "envelope", "fabric", "fault", "festival", "fiction", "flame", "fossil", "galaxy", "garlic",
         "giraffe", "glove", "gravity", "guitar", "habit", "hammer", "harvest", "hockey", "honey", "hurdle",
         "ice", "idea", "ignore", "island", "jacket", "jaguar", "jungle", "kangaroo", "kitchen", "ladder",
         "lemon", "lizard", "lobster", "magnet", "mammal", "mango", "marble", "meadow", "mirror", "monkey",
         "napkin", "noodle", "oyster", "paddle", "panda", "pencil", "pigeon", "planet", "puzzle", "rabbit",
         "rocket", "saddle", "salmon", "scatter", "shadow", "silver", "sketch", "spider", "stadium", "sunset",
         "tackle", "thunder", "tomato", "tunnel", "umbrella", "velvet", "violin", "walnut", "wizard", "zebra"]

def s(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

def rb(n):
    return bytes(R.randrange(256) for _ in range(n))

def b64(n):
    return base64.b64encode(rb(n)).decode()

def b64u(n):
    return base64.urlsafe_b64encode(rb(n)).decode().rstrip("=")

def uuid4():
    h = s(HX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"

def cap(w):
    return w[0].upper() + w[1:]

def pw():
    k = R.randrange(9)
    w1, w2 = R.choice(WORDS), R.choice(WORDS)
    if k == 0:
        return f"{cap(w1)}-{w2}-{cap(R.choice(WORDS))}{R.randrange(2, 99)}"
    if k == 1:
        return s(AN, 6) + R.choice("$^~") + s(AN, 4) + R.choice("$^~") + s(AN, 2)
    if k == 2:
        return f"{R.choice(SEASONS)}#{R.randrange(2019, 2027)}{s(AN, 3)}"
    if k == 3:
        return R.choice(["1qaz@WSX", "!QAZ2wsx", "zaq1@WSX", "1q2w3e4r!", "qazWSX#"]) + s(AN, 4)
    if k == 4:
        leet = w1.replace("o", "0").replace("e", "3").replace("a", "4")
        return cap(leet) + "!" + cap(w2) + str(R.randrange(10, 99))
    if k == 5:
        return f"{cap(w1)}.{cap(w2)}#{R.randrange(10, 99)}{s(LC, 2)}"
    if k == 6:
        return s(AN, 3) + "%" + s(AN, 5) + "+" + s(AN, 4)
    if k == 7:
        return f"{R.choice(MONTHS)[:3]}{R.randrange(10, 31)}_{cap(w1)}?{s(AN, 2)}"
    return f"{w1}{R.randrange(100, 999)}{cap(w2)}*{s(AN, 2)}"

def pwzh():
    k = R.randrange(6)
    py = R.choice(PINYIN)
    if k == 0:
        return f"Abc@{py}{R.randrange(1975, 2005)}"
    if k == 1:
        return f"{R.choice(['Yf', 'Xh', 'Ly', 'Hx', 'Jc'])}@{R.randrange(2024, 2027)}#{s(AN, 3)}"
    if k == 2:
        return f"Qwer1234!{s(AN, 3)}"
    if k == 3:
        return f"{py}{R.randrange(1000, 9999)}{s(LC, 2)}"
    if k == 4:
        return f"Admin@{R.randrange(1000, 9999)}{s(AN, 2)}"
    return f"{cap(py)}_{s(HX, 2)}{R.randrange(100, 999)}!"

def upw():   # URL and XML safe
    return f"{cap(R.choice(WORDS))}{s(AN, 4)}-{s(AN, 5)}{R.randrange(10, 99)}"

def atpw():
    return f"{cap(R.choice(WORDS))}@{s(AN, 4)}{R.randrange(10, 99)}x"

def phrase():
    n = R.randrange(4, 7)
    sep = R.choice([" ", "-", "_", " "])
    return sep.join(R.choice(WORDS) for _ in range(n))

def pin():
    while True:
        n = R.choice([6, 6, 8])
        p = s("0123456789", n)
        if len(set(p)) >= 4 and p[0] != "0":
            return p

def mnem(n):
    return " ".join(R.choice(BIP39) for _ in range(n))

def luhn_free_digits(n):
    return str(R.randrange(1, 10)) + s("0123456789", n - 1)

def jwt(payload, sig_bytes=32):
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    pl = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{hdr}.{pl}.{b64u(sig_bytes)}"

def rs_jwt(payload):
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": "RS256", "kid": s(HX, 16), "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    pl = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{hdr}.{pl}.{b64u(256)}"

# ---- vendor builders (name -> function) ----
def v_sentry_token():
    body = json.dumps({"iat": 1780000000 + R.randrange(9999999), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": R.choice(PROJS)}, separators=(",", ":"))
    return "sntrys_" + base64.b64encode(body.encode()).decode().rstrip("=") + "_" + s(AN, 43)

def v_kibana_enroll():
    body = json.dumps({"ver": "8.14.1", "adr": [f"10.{R.randrange(256)}.{R.randrange(256)}.{R.randrange(1, 255)}:9200"], "fgr": s(HX, 64), "key": s(AN, 20) + ":" + s(AN, 22)}, separators=(",", ":"))
    return base64.b64encode(body.encode()).decode()

def v_ss():
    return base64.b64encode(f"chacha20-ietf-poly1305:{s(AN, 16)}".encode()).decode()

def v_k8s_sa():
    return rs_jwt({"aud": ["https://kubernetes.default.svc"], "exp": 1790000000 + R.randrange(9999999), "iss": "https://kubernetes.default.svc.cluster.local",
                   "kubernetes.io": {"namespace": R.choice(PROJS), "serviceaccount": {"name": "ci-deployer", "uid": uuid4()}}, "sub": "system:serviceaccount:ci:ci-deployer"})

def v_aws_sts():
    return "IQoJb3JpZ2luX2VjE" + s(AN + "/+", 340 + R.randrange(60)) + "=="

def v_convex():
    return f"prod:{R.choice(['happy', 'brave', 'quiet', 'lucky'])}-{R.choice(['otter', 'heron', 'lynx', 'finch'])}-{R.randrange(100, 999)}|" + b64u(60)

def v_braintree():
    return f"access_token$production${s(LC, 16)}${s(HX, 32)}"

def v_proxmox():
    return f"{R.choice(USERS)}@pam!{R.choice(['ci', 'tf', 'ansible'])}={uuid4()}"

def v_ovpn_static():
    return "\n".join(s(HX, 32) for _ in range(16))

def v_upstash():
    return "A" + s(AN, 3) + "AAIncDE" + s(AN, 40) + "cDE" + s(AN, 10)

def v_dt():
    return f"dt0c01.{s(UC, 24)}.{s(UC, 64)}"

def v_sendgrid():
    return f"SG.{s(URLS, 22)}.{s(URLS, 43)}"

def v_postman():
    return f"PMAK-{s(HX, 24)}-{s(HX, 34)}"

def v_brevo():
    return f"xkeysib-{s(HX, 64)}-{s(AN, 16)}"

def v_flw():
    return f"FLWSECK-{s(HX, 32)}-X"

def v_linkedlist(parts):
    return "".join(parts)

def v_kubeadm():
    return f"{s('abcdefghijklmnopqrstuvwxyz0123456789', 6)}.{s('abcdefghijklmnopqrstuvwxyz0123456789', 16)}"

def v_tencent_map():
    return "-".join(s(UC, 5) for _ in range(6))

def v_etherscan():
    return s(UC, 34)

def v_heroku():
    return "HRKU-AA" + s(URLS, 58)

def v_doppler():
    return "dp.st." + R.choice(["prd", "dev", "stg"]) + "." + s(AN, 43)

def v_langsmith():
    return R.choice(["lsv2_pt_", "lsv2_sk_"]) + s(HX, 32) + "_" + s(HX, 10)

def v_openrouter():
    return "sk-or-v1-" + s(HX, 64)

def v_github_app_key_line():
    return b64(48)

GEN = {
    "pw": pw, "pwzh": pwzh, "upw": upw, "atpw": atpw, "phrase": phrase, "pin": pin, "uuid": uuid4,
    "m12": lambda: mnem(12), "m24": lambda: mnem(24), "sentrytok": v_sentry_token, "kibana": v_kibana_enroll,
    "ss": v_ss, "k8ssa": v_k8s_sa, "awssts": v_aws_sts, "convex": v_convex, "braintree": v_braintree,
    "proxmox": v_proxmox, "ovpn": v_ovpn_static, "upstash": v_upstash, "dt": v_dt, "sendgrid": v_sendgrid,
    "postman": v_postman, "brevo": v_brevo, "flw": v_flw, "kubeadm": v_kubeadm, "tmap": v_tencent_map,
    "ethscan": v_etherscan, "heroku": v_heroku, "doppler": v_doppler, "langsmith": v_langsmith,
    "openrouter": v_openrouter,
    "sessjwt": lambda: rs_jwt({"sub": uuid4(), "sid": s(HX, 32), "scope": "openid profile email offline_access", "exp": 1790000000 + R.randrange(9999999), "iss": "https://auth." + R.choice(DOMS)}),
    "hsjwt": lambda: jwt({"sub": str(R.randrange(10000, 99999)), "role": R.choice(["admin", "service", "editor"]), "iat": 1780000000 + R.randrange(9999999)}),
    "pyotp": lambda: s(B32, 32),
    "ts_key": lambda: s(HX, 64),
    "zhmn": lambda: " ".join(R.choice(ZHWORDS) for _ in range(12)),
}

ALPHA = {"an": AN, "lc": LC, "uc": UC, "hx": HX, "HX": "0123456789ABCDEF", "dg": "0123456789", "b32": B32,
         "b58": B58, "url": URLS, "al": "abcdefghijklmnopqrstuvwxyz", "AL": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
         "b64c": AN + "+/", "UC": UC}

def gen_piece(p):
    if p.startswith("'"):
        return p[1:-1]
    if p in GEN:
        return GEN[p]()
    if p.startswith("B") and p[1:].isdigit():
        return b64(int(p[1:]))
    if p.startswith("U") and p[1:].isdigit():
        return b64u(int(p[1:]))
    for k in sorted(ALPHA, key=len, reverse=True):
        if p.startswith(k) and p[len(k):].isdigit():
            return s(ALPHA[k], int(p[len(k):]))
    raise ValueError("bad spec piece " + p)

def split_spec(spec):
    out, cur, q = [], "", False
    for ch in spec:
        if ch == "'":
            q = not q
        if ch == "+" and not q:
            out.append(cur); cur = ""
        else:
            cur += ch
    out.append(cur)
    return out

def gen_spec(spec):
    return "".join(gen_piece(p) for p in split_spec(spec))

def filler(key, st):
    if key in st["f"]:
        return st["f"][key]
    base = key.rstrip("0123456789")
    v = {
        "user": lambda: R.choice(USERS), "name": lambda: R.choice(ZHNAMES), "ename": lambda: R.choice(ENNAMES),
        "py": lambda: R.choice(PINYIN), "host": lambda: R.choice(HOSTS), "dom": lambda: R.choice(DOMS),
        "proj": lambda: R.choice(PROJS), "db": lambda: R.choice(DBS), "co": lambda: R.choice(ZHCO),
        "ip": lambda: f"10.{R.randrange(256)}.{R.randrange(256)}.{R.randrange(2, 254)}",
        "pip": lambda: f"{R.choice([47, 81, 101, 120, 139, 203])}.{R.randrange(256)}.{R.randrange(256)}.{R.randrange(2, 254)}",
        "port": lambda: str(R.choice([5432, 3306, 6379, 8443, 9200, 27017, 1433, 5672, 8080, 2222])),
        "date": lambda: f"2026-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}",
        "time": lambda: f"{R.randrange(0, 24):02d}:{R.randrange(60):02d}:{R.randrange(60):02d}",
        "n": lambda: str(R.randrange(2, 60)), "num": lambda: str(R.randrange(1000, 99999)),
        "ver": lambda: f"{R.randrange(1, 9)}.{R.randrange(0, 30)}.{R.randrange(0, 12)}",
        "sha": lambda: s(HX, 40), "short": lambda: s(HX, 7), "rid": lambda: uuid4(),
        "word": lambda: R.choice(WORDS),
    }[base]()
    st["f"][key] = v
    return v

TOK = re.compile(r"⟦([A-Za-z]+)(?:>([a-z0-9]+))?:([^⟧]*)⟧")

def expand(tpl, st):
    def rep(m):
        op, name, arg = m.group(1), m.group(2), m.group(3)
        if op == "f":
            return filler(arg, st)
        if op == "P":
            return gen_spec(arg)
        if op == "S":
            v = gen_spec(arg)
            st["sec"].append(v)
            if name:
                st["d"][name] = v
            return v
        if op == "D":
            st["d"][name] = gen_spec(arg)
            return ""
        if op == "R":
            return st["d"][arg]
        if op == "E":
            a, b = arg.split(",")
            v = base64.b64encode(f"{st['d'].get(a, a)}:{st['d'][b]}".encode()).decode()
            st["sec"].append(v)
            return v
        if op == "H":  # public hash of a remembered value (not listed)
            return hashlib.sha256(st["d"][arg].encode()).hexdigest()
        raise ValueError(op)
    return TOK.sub(rep, tpl)

# ---- placements (chat apps, new versus L) ----
def chat_prefix(lang):
    h, mi = R.randrange(7, 23), R.randrange(60)
    if lang == "en":
        k = R.randrange(7)
        n = R.choice(ENNAMES)
        if k == 0: return f"{n} — Today at {h % 12 or 12}:{mi:02d} {'PM' if h >= 12 else 'AM'}\n"   # Discord
        if k == 1: return f"{n.lower()}  {h % 12 or 12}:{mi:02d} {'PM' if h >= 12 else 'AM'}\n"      # Slack copy
        if k == 2: return f"**{n}** commented on PR #{R.randrange(100, 4000)}:\n> "                     # GitHub review
        if k == 3: return f"{n} ({h:02d}:{mi:02d}): "                                                     # Signal desktop copy
        if k == 4: return f"@{n.lower()} in ~{R.choice(PROJS)} (Mattermost): "
        if k == 5: return f"Jira comment by {n} on {R.choice(['OPS', 'INFRA', 'PLAT'])}-{R.randrange(100, 9999)}: "
        return f"[Rocket.Chat #{R.choice(['ops', 'deploys', 'general'])}] {n.lower()}: "
    k = R.randrange(7)
    n = R.choice(ZHNAMES)
    if k == 0: return f"【QQ群】{n} {h:02d}:{mi:02d}:{R.randrange(60):02d}\n"
    if k == 1: return f"腾讯会议聊天 · {n}：" 
    if k == 2: return f"飞书妙记 · {n} {h:02d}:{mi:02d}：" 
    if k == 3: return f"钉钉文档评论（{n}）：" 
    if k == 4: return f"{n} 在 Gitee Issue #{R.randrange(10, 900)} 中评论：" 
    if k == 5: return f"知乎私信 · {n}：" 
    return f"[Tapd 评论] {n}："

ZH_LEADS = ["同事刚发过来的，原样贴：\n", "排障时从终端复制的：\n", "工单附件里的一段：\n", "这是我这边看到的输出：\n"]
CJK = re.compile(r"[\u4e00-\u9fff]")

def render(tpl, lang, force_chat=False):
    st = {"f": {}, "sec": [], "d": {}}
    body = tpl
    chat = False
    if body.startswith("@chat "):
        body, chat = body[6:], True
    text = expand(body, st)
    if chat or force_chat:
        text = chat_prefix(lang) + text
    if lang == "zh" and not CJK.search(text):
        text = R.choice(ZH_LEADS) + text
    return text, st["sec"]
