"""Corpus O core: PRNG, value shapes, human-password styles, fillers, wrappers, template expansion."""
import base64, json, random, re, string

SEED = 0x0B1D5EC7
R = random.Random(SEED)

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
HEXL = "0123456789abcdef"
B64 = UP + LOW + DIG + "+/"
B64U = UP + LOW + DIG + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PMSYM = "!#%&*+=?@^~;:,.-_[]{}()<>"

def ch(seq):
    return seq[R.randrange(len(seq))]

def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))

SHAPES = {"a": ALNUM, "h": HEXL, "H": "0123456789ABCDEF", "u": UP + DIG, "l": LOW + DIG,
          "d": DIG, "b": B64, "B": B64U, "k": B58, "c": BECH, "w": LOW}

def uuid():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

def b64pad(nbytes):
    raw = bytes(R.randrange(256) for _ in range(nbytes))
    return base64.b64encode(raw).decode()

def b64json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

def jwt(claims, sig=43, alg="HS256"):
    return b64json({"alg": alg, "typ": "JWT"}) + "." + b64json(claims) + "." + rs(B64U, sig)

WORDS = ["amber", "anchor", "apple", "arrow", "autumn", "badge", "bamboo", "banjo", "beacon", "birch", "bishop", "blossom",
         "bronze", "butter", "cactus", "candle", "canyon", "carbon", "castle", "cedar", "cherry", "cinder", "cobalt", "comet",
         "copper", "coral", "cotton", "crater", "cricket", "dancer", "delta", "desert", "dolphin", "dragon", "ember", "falcon",
         "fennel", "ferry", "fiddle", "garnet", "ginger", "glacier", "granite", "harbor", "hazel", "helmet", "hickory", "indigo",
         "island", "jasper", "juniper", "kettle", "lantern", "lemon", "lilac", "locket", "magnet", "mango", "maple", "marble",
         "meadow", "mirror", "monsoon", "mosaic", "nectar", "nickel", "oasis", "olive", "onyx", "orbit", "otter", "paddle",
         "pepper", "pebble", "pilot", "plum", "pocket", "prairie", "quartz", "quiver", "radar", "raven", "ribbon", "rocket",
         "saddle", "saffron", "salmon", "shadow", "silver", "sparrow", "spruce", "summit", "tango", "thistle", "timber",
         "tundra", "velvet", "violet", "walnut", "willow", "winter", "yonder", "zephyr"]
PINYIN = ["zhang", "wang", "li", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun", "ma", "zhu", "hu",
          "guo", "he", "lin", "luo", "gao", "xiaoming", "lili", "tingting", "jianguo", "haiyang", "yuqing", "wenjie", "zihan"]
CITY = ["Bj", "Sh", "Gz", "Sz", "Hz", "Cd", "Wh", "Nj", "Xa", "Cq", "Tj", "Sy"]
LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}

def leet(w):
    out = []
    for c in w:
        out.append(LEET[c] if c in LEET and R.random() < 0.6 else c)
    s = "".join(out)
    return s[0].upper() + s[1:]

def yr():
    return str(R.randrange(1978, 2006))

def mmdd():
    return f"{R.randrange(1, 13):02d}{R.randrange(1, 29):02d}"

def pw_leetphrase():
    return leet(ch(WORDS)) + ch("$!#&*") + leet(ch(WORDS)) + rs(DIG, 2)

def pw_kbwalk():
    w = ch(["1qaz", "zaq1", "2wsx", "3edc", "qwer", "asdf", "zxcv", "1q2w", "qaz", "wsx", "rfv"])
    return w + ch("!@#$%") + ch(["WSX", "XSW", "EDC", "QWE", "ZXC", "RFV", "TGB"]) + rs(DIG, 3) + rs(LOW, 2)

def pw_season():
    return ch(["Winter", "Spring", "Summer", "Autumn", "Fall"]) + str(R.randrange(2024, 2028)) + ch("!#@$") + rs(ALNUM, 3)

def pw_namedate():
    n = ch(["lina", "mike", "sarah", "tom", "anna", "kevin", "olga", "raj", "emma", "jonas"])
    f = ch([0, 1, 2])
    if f == 0:
        return n + yr() + mmdd()
    if f == 1:
        return n.capitalize() + "." + ch(WORDS).capitalize() + "." + mmdd() + rs(DIG, 2)
    return n + "_" + mmdd() + ch("!#") + rs(UP, 2) + rs(DIG, 1)

def pw_sentence():
    return (ch(["Purple", "Seven", "Quiet", "Frozen", "Lazy", "Brave", "Rusty", "Tiny"]) + " " + ch(WORDS) + "s " +
            ch(["dance", "sleep", "sing", "argue", "vanish", "rust"]) + " at " + str(R.randrange(2, 99)) + " " +
            ch(["on Tuesdays", "after rain", "in Oslo", "before noon", "near the dock"]) + ch("!?."))

def pw_pmrandom(n=None):
    n = n or R.randrange(14, 21)
    while True:
        s = rs(ALNUM + PMSYM, n)
        if any(c in PMSYM for c in s) and any(c in DIG for c in s) and any(c in UP for c in s):
            return s

def pw_safari():
    g = [rs("bcdfghjkmnpqrstvwxz" + "aeiouy", 6) for _ in range(3)]
    i = R.randrange(3)
    g[i] = g[i][:2] + ch("23456789") + g[i][3:]
    j = (i + 1 + R.randrange(2)) % 3
    k = R.randrange(6)
    g[j] = g[j][:k] + g[j][k].upper() + g[j][k + 1:]
    return "-".join(g)

def pw_bitwarden():
    ws = [ch(WORDS).capitalize() for _ in range(4)]
    k = R.randrange(4)
    ws[k] += ch(DIG)
    return "-".join(ws)

def pw_memorable():
    ws = [ch(WORDS) for _ in range(4)]
    ws[R.randrange(4)] = ws[R.randrange(4)].upper()
    return ".".join(ws)

def pw_ittemp():
    return ch(["Welcome", "Temp", "Start", "Reset", "Onboard", "Hello"]) + ch("@#!") + str(R.randrange(2025, 2028)) + rs(LOW + DIG, 3)

def pw_zh_city():
    return ch(CITY) + ch("@#.") + str(R.randrange(2019, 2028)) + rs(LOW, 3)

def pw_zh_love():
    return ch(["woaini", "aini", "wo ai ni".replace(" ", ""), "xiaobao", "baobei"]) + ch(["520", "1314", "521"]) + ch("!.@_") + rs(LOW + DIG, 3)

def pw_zh_phonetail():
    return ch(PINYIN) + ch(PINYIN) + ch("@_.#") + rs(DIG, 4)

def pw_zh_initials():
    ini = rs(LOW, 3)
    return ini + mmdd() + ch("@#!") + ini.capitalize()

def pw_zh_hanzi():
    return ch(["北京欢迎你", "天天向上", "好好学习", "春暖花开", "万事如意"]) + str(R.randrange(2019, 2028)) + ch("!@#") + rs(LOW, 2)

def pin(n=6):
    while True:
        s = ch("123456789") + rs(DIG, n - 1)
        if len(set(s)) >= 4:
            return s

EN_PW = [pw_leetphrase, pw_kbwalk, pw_season, pw_namedate, pw_pmrandom, pw_safari, pw_bitwarden, pw_memorable, pw_ittemp]
ZH_PW = [pw_zh_city, pw_zh_love, pw_zh_phonetail, pw_zh_initials, pw_kbwalk, pw_pmrandom, pw_zh_hanzi, pw_safari]

def pw():
    return ch(EN_PW)()

def pwzh():
    return ch(ZH_PW)()

def pwsafe():
    # no shell/quote/url/xml-special characters
    return ch([pw_season, pw_namedate, pw_safari, pw_bitwarden, pw_memorable, pw_zh_phonetail, pw_zh_initials])()

def phrase(n=None):
    n = n or R.randrange(4, 7)
    return " ".join(ch(WORDS) for _ in range(n))

# ---------------------------------------------------------------- fillers
EN_NAMES = ["Priya", "Marcus", "Olu", "Hannah", "Diego", "Yuki", "Sven", "Fatima", "Noah", "Ines", "Tariq", "Greta",
            "Luca", "Amara", "Pavel", "Chloe", "Ravi", "Maeve"]
ZH_NAMES = ["王磊", "刘洋", "陈静", "赵敏", "孙浩", "周婷", "吴昊", "郑爽", "冯雪", "何川", "马骏", "高远", "林晓", "罗佳",
            "宋杰", "谢楠", "韩梅", "唐宁"]
NICKS = ["pkoval", "dev-ines", "mtaylor", "ops_ravi", "greta.k", "luca-b", "yuki_t", "noahw", "kernelpanic", "svenska",
         "xiaoqiang", "laowang", "dabai", "tiantian", "zhouyu", "a-chuan"]
HOSTS = ["db-prod-02.internal", "10.4.12.31", "bastion.corp.example", "pg-analytics-1", "mq01.lan", "192.168.50.7",
         "redis-cache.svc", "nas.home.arpa", "ci-runner-3", "172.20.8.14", "erp-db.cn-north", "jump.ops.local"]
USERS = ["admin", "deploy", "svc_backup", "root", "etl_user", "reporting", "grafana", "app_rw", "ops", "jenkins",
         "readonly", "postgres", "sa", "zabbix", "dev01"]
SSIDS = ["Casa-Moreno", "TP-LINK_5G_8A2F", "ChinaNet-7xKq", "CMCC-Home-3F", "Office-Guest", "Bakery_Upstairs", "NETGEAR47",
         "HUAWEI-B3C1", "Xiaomi_6E21", "Loft5G"]
PROJ = ["atlas", "billing-svc", "orion", "tiger-etl", "pixel-api", "ledger", "hermes", "bluebird", "data-lake", "crm-web"]
REG = ["us-east-1", "eu-central-1", "ap-southeast-1", "cn-hangzhou", "cn-beijing", "ap-guangzhou", "cn-north-4"]
DOCS = ["上线检查清单", "运维交接", "Q3 迁移方案", "测试环境说明", "值班手册", "新人入职指南"]
TASKS = ["支付回调联调", "数据迁移", "压测准备", "域名切换", "证书续期", "日志平台接入"]

def t_hm():
    return f"{R.randrange(0, 24):02d}:{R.randrange(60):02d}"

def t_date():
    return f"2026-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}"

FILL = {
    "en": lambda: ch(EN_NAMES), "zh": lambda: ch(ZH_NAMES), "nick": lambda: ch(NICKS), "host": lambda: ch(HOSTS),
    "user": lambda: ch(USERS), "ssid": lambda: ch(SSIDS), "proj": lambda: ch(PROJ), "region": lambda: ch(REG),
    "port": lambda: ch(["5432", "3306", "6379", "1433", "27017", "5672", "9092", "8443", "2222", "1521"]),
    "ip": lambda: f"10.{R.randrange(256)}.{R.randrange(256)}.{R.randrange(1, 255)}",
    "lan": lambda: f"192.168.{R.randrange(256)}.{R.randrange(2, 254)}",
    "date": t_date, "hm": t_hm, "n2": lambda: str(R.randrange(2, 60)), "n3": lambda: str(R.randrange(100, 999)),
    "n4": lambda: str(R.randrange(1000, 9999)), "hex7": lambda: rs(HEXL, 7), "hex40": lambda: rs(HEXL, 40),
    "hex64": lambda: rs(HEXL, 64), "uuid": uuid, "qq": lambda: str(R.randrange(10 ** 7, 10 ** 10)),
    "doc": lambda: ch(DOCS), "task": lambda: ch(TASKS), "word": lambda: ch(WORDS),
    "db": lambda: ch(["orders", "crm", "warehouse", "app_prod", "billing", "erp", "analytics"]),
    "mail": lambda: ch(["ops", "it-help", "noc", "billing", "devops", "hr"]) + "@" + ch(["example.com", "corp.example", "acme.io", "example.cn"]),
    "phone": lambda: "1" + ch("3589") + rs(DIG, 9),
}

def fill(name):
    if name in FILL:
        return FILL[name]()
    return value(name)

# ---------------------------------------------------------------- value specs
VALS = {"pw": pw, "pwzh": pwzh, "pwsafe": pwsafe, "phrase": phrase, "pin6": lambda: pin(6), "pin8": lambda: pin(8),
        "uuid": uuid, "leet": pw_leetphrase, "kb": pw_kbwalk, "season": pw_season, "namedate": pw_namedate,
        "sentence": pw_sentence, "pmr": pw_pmrandom, "safari": pw_safari, "bw": pw_bitwarden, "mem": pw_memorable,
        "ittemp": pw_ittemp, "zhcity": pw_zh_city, "zhlove": pw_zh_love, "zhtail": pw_zh_phonetail,
        "zhini": pw_zh_initials, "zhhan": pw_zh_hanzi}
SHAPE_RE = re.compile(r"^([ahHulldbBkcw])(\d+)$")

def value(spec):
    out = []
    for part in spec.split("+"):
        if part.startswith("~"):
            out.append(part[1:])
        elif part in VALS:
            out.append(VALS[part]())
        else:
            m = SHAPE_RE.match(part)
            if not m:
                raise ValueError("bad spec " + spec)
            out.append(rs(SHAPES[m.group(1)], int(m.group(2))))
    return "".join(out)

# ---------------------------------------------------------------- wrappers
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

def _h12():
    return f"{R.randrange(1, 13)}:{R.randrange(60):02d} {ch(['AM', 'PM'])}"

CHAT_EN = [
    lambda: f"{ch(EN_NAMES)}  {_h12()}\n",
    lambda: f"{ch(EN_NAMES)} — Today at {_h12()}\n",
    lambda: f"{ch(EN_NAMES)} — Yesterday at {_h12()}\n",
    lambda: f"[{t_hm()}:{R.randrange(60):02d}] {ch(EN_NAMES)}: ",
    lambda: f"{t_date()} {t_hm()} - {ch(EN_NAMES)}: ",
    lambda: f"**{ch(NICKS)}** commented {R.randrange(2, 23)} hours ago\n\n",
    lambda: f"{ch(EN_NAMES)} added a comment - {R.randrange(1, 28):02d}/{ch(MON)}/26 {_h12()}\n",
    lambda: f"{ch(EN_NAMES)}, {_h12()}\n",
    lambda: f"{ch(NICKS)} commented · {R.randrange(1, 9)}h ago\n",
    lambda: f"@{ch(NICKS)} {_h12()}\n",
    lambda: f"{ch(EN_NAMES)} (via Element) {t_hm()}\n",
    lambda: f"From: {ch(EN_NAMES)} <{ch(NICKS).replace('_', '.')}@example.com>\nSent: {ch(['Monday', 'Tuesday', 'Friday'])}, {ch(MON)} {R.randrange(1, 28)}, 2026\n\n",
    lambda: f"{ch(NICKS)} replied in thread:\n",
]
CHAT_ZH = [
    lambda: f"{t_date()} {t_hm()}:{R.randrange(60):02d} {ch(ZH_NAMES)}({FILL['qq']()})\n",
    lambda: f"{ch(ZH_NAMES)} 在「{ch(DOCS)}」中评论：",
    lambda: f"{ch(ZH_NAMES)} · 腾讯文档评论 · {R.randrange(1, 13)}月{R.randrange(1, 29)}日\n",
    lambda: f"{ch(NICKS)} 评论于 {t_date()} {t_hm()}\n",
    lambda: f"[Teambition] {ch(ZH_NAMES)} 在任务「{ch(TASKS)}」中说：",
    lambda: f"【DING】{ch(ZH_NAMES)}：",
    lambda: f"{ch(ZH_NAMES)}：@{ch(ZH_NAMES)} ",
    lambda: f"#{R.randrange(2, 80)} 楼 {ch(NICKS)}：",
    lambda: f"{ch(ZH_NAMES)} 于 {t_date()} {t_hm()} 添加评论：\n",
    lambda: f"{ch(ZH_NAMES)}（石墨文档批注）：",
    lambda: f"{ch(ZH_NAMES)} 撤回了一条消息\n{ch(ZH_NAMES)}：",
    lambda: f"【飞书话题】{ch(ZH_NAMES)} 回复：",
    lambda: f"{ch(ZH_NAMES)} {ch(['上午', '下午', '晚上'])}{R.randrange(1, 12)}:{R.randrange(60):02d}\n",
]

def agent_wrap(lang, text):
    k = R.randrange(5)
    if k == 0:
        return "> " + text.replace("\n", "\n  ")
    if k == 1:
        return json.dumps({"role": "user", "content": text}, ensure_ascii=False)
    if k == 2:
        return ("Human: " if lang == "en" else "用户：") + text
    if k == 3:
        return "<user_message>\n" + text + "\n</user_message>"
    return "USER: " + text + ("\nASSISTANT: Understood, I'll use that." if lang == "en" else "\nASSISTANT: 好的，我来处理。")

MARK = re.compile(r"«([SFLEVW])([^»]*)»")

def expand(tpl, vendor=None):
    """Return (lang, text, listed) for a template. vendor: dict with label/label_zh/env/vals (list of specs or callables)."""
    lang, body = tpl.split("|", 1)
    assert lang in ("en", "zh"), tpl
    cache, listed = {}, []
    wrap = None
    if body.startswith("@chat "):
        wrap, body = "chat", body[6:]
    elif body.startswith("@agent "):
        wrap, body = "agent", body[7:]

    def gen(spec, secret):
        if spec.startswith(":"):
            spec = spec[1:]
        if spec.startswith("enc64:"):
            src = cache["S" + spec[6:]]
            v = base64.b64encode(src.encode()).decode()
            if secret and v not in listed:
                listed.append(v)
            return v
        key = None
        if "#" in spec:
            spec, key = spec.split("#", 1)
            key = ("S" if secret else "F") + key
            if key in cache:
                return cache[key]
        v = value(spec) if secret else fill(spec)
        if key:
            cache[key] = v
        if secret and v not in listed:
            listed.append(v)
        return v

    def sub(m):
        t, rest = m.group(1), m.group(2)
        if t == "S":
            return gen(rest, True)
        if t == "F":
            return gen(rest, False)
        if t == "L":
            return vendor["label_zh"] if (lang == "zh" and rest.strip() != "en") else vendor["label"]
        if t == "E":
            return vendor["env"]
        if t == "V":
            idx = int(rest) if rest else 0
            key = "V%d" % idx
            if key not in cache:
                f = vendor["vals"][idx]
                cache[key] = f() if callable(f) else value(f)
                listed.append(cache[key])
            return cache[key]
        if t == "W":
            idx = int(rest) if rest else 0
            f = vendor["pub"][idx]
            key = "W%d" % idx
            if key not in cache:
                cache[key] = f() if callable(f) else value(f)
            return cache[key]
        raise ValueError(t)

    text = MARK.sub(sub, body)
    if wrap == "chat":
        text = ch(CHAT_EN if lang == "en" else CHAT_ZH)() + text
    elif wrap == "agent":
        text = agent_wrap(lang, text)
    return lang, text, listed

CJK = re.compile(r"[\u4e00-\u9fff]")
