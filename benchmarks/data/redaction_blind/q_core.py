"""Core of corpus Q: PRNG, value shapes, human-password styles, fillers, chat and agent wrappers."""
import random, re

SEED = 0x51D3C0DE
R = random.Random(SEED)

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
SHAPES = {
    "a": UP + LO + DG, "l": LO + DG, "u": UP + DG, "U": UP, "w": LO,
    "h": "0123456789abcdef", "H": "0123456789ABCDEF",
    "b": UP + LO + DG + "+/", "B": UP + LO + DG + "-_",
    "k": "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
    "d": DG, "z": "abcdefghijklmnopqrstuvwxyz234567",
}


def draw(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def uuid4():
    h = draw(SHAPES["h"], 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


EN_WORDS = ["amber", "basalt", "cobalt", "dune", "ember", "fjord", "glacier", "harbor", "indigo", "juniper",
            "kestrel", "lantern", "meadow", "nimbus", "orchid", "pebble", "quartz", "raven", "saffron", "tundra",
            "umber", "velvet", "willow", "yonder", "zephyr", "biscuit", "canyon", "falcon", "ginger", "marble",
            "otter", "pepper", "rocket", "spruce", "thistle", "walnut", "banana", "brave", "copper", "gentle"]
ZH_WORDS = ["我爱北京", "春眠不觉晓", "长风破浪", "山高水长", "小猫钓鱼", "天天向上", "花好月圆", "一帆风顺",
            "海阔天空", "星辰大海", "岁岁平安", "芝士蛋糕", "熊猫宝宝", "西湖龙井"]
TEAMS = ["Lakers", "Warriors", "Arsenal", "Liverpool", "Yankees", "Celtics", "Barca", "Bulls", "Juventus", "Dodgers"]
HEROES = ["Shadow", "Dark", "Frost", "Iron", "Night", "Storm", "Ghost", "Blaze"]
BEASTS = ["Wolf", "Dragon", "Ninja", "Reaper", "Phoenix", "Viper", "Tiger"]
PY_INIT = ["yzwd", "hhxx", "ttxs", "wasn", "yfsh", "qxjt", "xxdd", "hxkj"]
STREETS = ["Baker", "Elm", "Maple", "Oak", "Pine", "Cedar", "Main"]
ACCENT = ["Café", "Crème", "Noël", "Señor", "Müller", "Ångström", "Façade", "Über"]


def _cap(w):
    return w[0].upper() + w[1:]


def pw(style=None):
    styles = ["apple", "bitwarden", "zhchars", "sentence", "gamer", "sport", "xfinity", "keepass",
              "idiom", "address", "accent", "revbday"]
    st = style or R.choice(styles)
    if st == "r":  # restricted, safe in any config/URL-ish place
        st = R.choice(["apple", "xfinity", "bitwarden", "gamer", "revbday"])
    if st == "apple":
        parts = [draw(LO, 6) for _ in range(3)]
        i = R.randrange(3); j = R.randrange(6)
        parts[i] = parts[i][:j] + R.choice(DG) + parts[i][j + 1:]
        k = (i + 1) % 3
        parts[k] = parts[k][0].upper() + parts[k][1:]
        return "-".join(parts)
    if st == "bitwarden":
        return "-".join(_cap(R.choice(EN_WORDS)) for _ in range(3)) + R.choice(DG)
    if st == "zhchars":
        return R.choice(ZH_WORDS) + draw(DG, R.choice([4, 6])) + R.choice("!@#.")
    if st == "sentence":
        return (f"My {R.choice(['cat', 'dog', 'parrot', 'goat'])} {_cap(R.choice(EN_WORDS))} eats "
                f"{R.randint(2, 19)} {R.choice(['socks', 'tacos', 'lemons', 'pixels'])}!")
    if st == "gamer":
        return f"xX{R.choice(HEROES)}{R.choice(BEASTS)}{R.randint(70, 99)}Xx"
    if st == "sport":
        return f"{R.choice(TEAMS)}#{R.randint(1, 99)}{_cap(R.choice(EN_WORDS))}"
    if st == "xfinity":
        return R.choice(EN_WORDS) + R.choice(EN_WORDS) + draw(DG, 3)
    if st == "keepass":
        al = UP + LO + DG + "!#%*-_=.:?^~"
        while True:
            s = draw(al, 16)
            if any(c in "!#%*-_=.:?^~" for c in s) and any(c in DG for c in s):
                return s
    if st == "idiom":
        return f"{R.choice(PY_INIT)}@{R.randint(2009, 2024)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
    if st == "address":
        return f"{R.randint(12, 998)}{R.choice('abcd')}{R.choice(STREETS)}${R.choice(['St', 'Ave', 'Rd'])}"
    if st == "accent":
        return f"{R.choice(ACCENT)}-{R.choice(ACCENT)}-{R.randint(1960, 2012)}"
    if st == "revbday":
        return f"{R.choice(['lin', 'wu', 'zhou', 'chen', 'ma'])}.{draw(DG, 4)[::-1]}.{R.choice(UP)}{R.choice(LO)}"
    raise ValueError(st)


def spec(s):
    out = []
    for part in s.split("+"):
        if part.startswith("~"):
            out.append(part[1:])
        elif part == "uuid":
            out.append(uuid4())
        elif part == "UUID":
            out.append(uuid4().upper())
        elif part == "pw":
            out.append(pw())
        elif part.startswith("pw:"):
            out.append(pw(part[3:]))
        elif part == "jwt":
            hdr = R.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9",
                            "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9"])
            out.append(hdr + ".eyJ" + draw(SHAPES["B"], R.randint(90, 160)) + "." + draw(SHAPES["B"], 43))
        else:
            m = re.fullmatch(r"([a-zA-Z])(\d+)", part)
            if not m:
                raise ValueError(f"bad spec part {part!r} in {s!r}")
            out.append(draw(SHAPES[m.group(1)], int(m.group(2))))
    return "".join(out)


FILL = {
    "host": ["db-prod-03.internal", "10.20.4.17", "pg.staging.lan", "srv-bj-02", "nas.home.arpa", "192.168.31.5",
             "mysql-ha.corp.example", "edge-hk-1", "mq01.dc2", "172.16.8.40"],
    "user": ["deploy", "admin", "svc_etl", "ops", "root", "backup", "jenkins", "appuser", "monitor", "qa_bot"],
    "en_name": ["Priya", "Marcus", "Hannah", "Diego", "Olu", "Greta", "Tomás", "Aisha", "Jonah", "Mei"],
    "zh_name": ["王晓东", "李婷", "陈浩", "刘洋", "赵敏", "孙磊", "周一鸣", "吴倩", "郑凯", "黄蕾"],
    "proj": ["atlas", "brightpath", "kiwi-pay", "harbor-etl", "nebula", "orca", "quill", "tern", "lumen", "pika"],
    "date": ["2026-03-04", "2026-05-19", "2026-07-22", "2026-09-01", "2026-10-13", "2026-11-28"],
    "time": ["09:14", "10:42", "13:07", "15:31", "18:55", "22:03"],
    "email": ["ops@brightpath.io", "it-help@kiwipay.cn", "noreply@nebula.dev", "admin@orca-labs.com"],
    "city": ["Berlin", "Austin", "Lagos", "Osaka", "Lisbon", "Toronto"],
    "zh_city": ["杭州", "成都", "深圳", "武汉", "西安", "南京"],
    "n": [str(i) for i in range(2, 60)],
}


def fill(name):
    return R.choice(FILL[name])


def chat_en():
    n = fill("en_name"); t = fill("time")
    return R.choice([
        f"{n}  {t} AM\n",  # Slack copy
        f"{n} — Today at {t}\n",  # Discord copy
        f"[{t}] {n}\n",  # Teams copy
        f"{n} (@{n.lower()}:matrix.org)\n",  # Element
        f"Signal · {n} · {t}\n",
        f"SMS from {n} (+1 415 555 0{R.randint(100, 199)}):\n",
        f"On Tue, Mar 3, 2026 at {t} {n} <{n.lower()}@example.org> wrote:\n> ",
        f"**{n.lower()}** commented {R.randint(2, 9)} hours ago\n",
        f"{n} · Mattermost · {t}\n",
        f"{n} replied in thread:\n",
    ])


def chat_zh():
    n = fill("zh_name"); t = fill("time")
    return R.choice([
        f"{n}({R.randint(10000000, 999999999)}) {t}:{R.randint(10, 59)}\n",  # QQ群
        f"{n} {t}\n",  # 钉钉/飞书
        f"【飞书】{n}：",
        f"钉钉群 · {n}：",
        f"{n} 的微博私信：",
        f"小红书评论 @{n}：",
        f"B站私信 {n}：",
        f"短信 {t} 来自{n}：",
        f"群公告（{n} 发布）：\n",
        f"{n} 在讨论组中说：",
    ])


def agent_wrap(text, lang):
    k = R.randrange(8)
    if k == 0:  # Claude Code
        return f"> {text}\n\n⏺ I'll take a look." if lang == "en" else f"> {text}\n\n⏺ 好的，我来看一下。"
    if k == 1:  # Goose
        return f"( O)> {text}"
    if k == 2:  # AutoGen
        return f"user_proxy (to assistant):\n\n{text}\n\n--------------------------------------------------------------------------------"
    if k == 3:  # LangChain verbose
        return f"> Entering new AgentExecutor chain...\nHuman: {text}"
    if k == 4:  # Copilot Chat
        return f"{fill('en_name').lower()}: @workspace {text}\n\nGitHub Copilot: " + ("Sure." if lang == "en" else "好的。")
    if k == 5:  # Continue.dev
        return f"<user>\n{text}\n</user>"
    if k == 6:  # Jupyter AI
        return f"%%ai chatgpt\n{text}"
    return f"┃ {text}\n┃\n┃ opencode › " + ("thinking…" if lang == "en" else "思考中…")


ZH_LEADS = ["终端输出如下：", "配置文件片段：", "帮我看下这个报错：", "日志贴一下：", "这是现在的写法：", "命令记录："]
CJK = re.compile(r"[\u4e00-\u9fff]")


def has_cjk(s):
    return bool(CJK.search(s))


TOK = re.compile(r"«([SXf]):([^»]+)»")


def render(tpl, lang, listed):
    """Render «S:spec#k», «X:spec», «f:name»; listed values are appended to `listed`."""
    cache = {}

    def sub(m):
        kind, body = m.group(1), m.group(2)
        if kind == "f":
            return fill(body)
        key = None
        if "#" in body:
            body, key = body.split("#", 1)
            key = kind + key
            if key in cache:
                return cache[key]
        v = spec(body)
        if key:
            cache[key] = v
        if kind == "S" and v not in listed:
            listed.append(v)
        return v

    text = TOK.sub(sub, tpl)
    if text.startswith("@chat "):
        text = (chat_en() if lang == "en" else chat_zh()) + text[6:]
    elif text.startswith("@agent "):
        text = agent_wrap(text[7:], lang)
    if lang == "zh" and not has_cjk(text):
        text = R.choice(ZH_LEADS) + "\n" + text
    return text
