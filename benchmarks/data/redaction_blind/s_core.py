"""Core helpers for corpus S: PRNG value shapes, human passwords, fillers, wrappers, renderer."""
import base64, re, string, uuid

ALNUM = string.ascii_letters + string.digits
LOWD = string.ascii_lowercase + string.digits
UPD = string.ascii_uppercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
SHAPES = {"a": ALNUM, "l": LOWD, "u": UPD, "U": string.ascii_uppercase, "w": string.ascii_lowercase,
          "h": "0123456789abcdef", "H": "0123456789ABCDEF", "b": B64, "B": B64U, "k": B58,
          "z": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", "y": "abcdefghijklmnopqrstuvwxyz234567", "d": string.digits}

class Ctx:
    def __init__(self, rng):
        self.r = rng

    def s(self, shape, n):
        cs = SHAPES[shape]
        return "".join(self.r.choice(cs) for _ in range(n))

    def uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def b64(self, n):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(n))).decode()

    def jwt(self):
        hdr = self.r.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ",
                             "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9"])
        return hdr + "." + "eyJ" + self.s("B", self.r.randint(60, 140)) + "." + self.s("B", 43)

    # ---- human passwords: styles chosen to differ from R's list ----
    WORDS = ["lantern", "quartz", "falcon", "harbor", "juniper", "velvet", "cobalt", "meadow", "tundra",
             "saffron", "pebble", "orchid", "walnut", "glacier", "marble", "thistle", "cinder", "ember",
             "mosaic", "nectar", "osprey", "paprika", "quiver", "rafter", "sorrel", "trellis", "umber"]
    PINYIN = ["xiaomao", "dabai", "chenxi", "haoyun", "pingan", "xingfu", "jinli", "tiantian",
              "mengmeng", "zhaocai", "wangcai", "yueliang", "beibei", "lele", "anan"]
    CITIES = ["hangzhou", "chengdu", "wuhan", "suzhou", "xiamen", "qingdao", "dalian", "kunming"]

    def pw(self, style=None):
        r = self.r
        styles = ["leet", "sportsteam", "datepad", "pinyin_city", "phone_tail", "doubled", "alt_case",
                  "bracketed", "hyphen_pass", "initials_zh", "year_word_sym", "qq_style", "gen16", "address",
                  "movie_quote", "shift_digits", "pass_sentence", "dash_groups"]
        st = style or r.choice(styles)
        w = r.choice(self.WORDS)
        if st == "leet":
            t = w.replace("a", "@").replace("e", "3").replace("o", "0").replace("i", "1")
            return t.capitalize() + str(r.randint(10, 99)) + r.choice("!#$%")
        if st == "sportsteam":
            return r.choice(["Lakers", "Arsenal", "Yankees", "Celtics", "Bayern", "Juventus", "Dodgers"]) + r.choice(["#", "_", "!"]) + str(r.choice([8, 23, 24, 30, 7, 10])) + str(r.randint(1990, 2025))
        if st == "datepad":
            return "%02d%02d%s%s" % (r.randint(1, 28), r.randint(1, 12), w.capitalize(), r.choice(["!!", "??", "**"]))
        if st == "pinyin_city":
            return r.choice(self.PINYIN) + "@" + r.choice(self.CITIES).capitalize() + str(r.randint(1, 9))
        if st == "phone_tail":
            return r.choice(self.PINYIN).capitalize() + str(r.randint(1000, 9999)) + "." + r.choice(["qq", "wx", "cn"])
        if st == "doubled":
            x = w[:4].capitalize() + str(r.randint(10, 99))
            return x + x + r.choice("!$")
        if st == "alt_case":
            return "".join(c.upper() if i % 2 else c for i, c in enumerate(w + r.choice(self.WORDS))) + str(r.randint(1, 99))
        if st == "bracketed":
            return "[" + w.capitalize() + "]" + "{" + str(r.randint(100, 999)) + "}"
        if st == "hyphen_pass":
            return "-".join(r.sample(self.WORDS, 3)) + "-" + str(r.randint(10, 99))
        if st == "initials_zh":
            return "".join(r.choice("zwlchyjxs") for _ in range(3)).upper() + "%04d" % r.randint(0, 9999) + r.choice(["@jd", "!tb", "#wx"])
        if st == "year_word_sym":
            return str(r.randint(1985, 2024)) + w.capitalize() + r.choice(["&", "^", "~"]) + self.s("u", 2)
        if st == "qq_style":
            return r.choice(["woaini", "aini", "5201314", "wxy", "zhang"]) + str(r.randint(100000, 999999))
        if st == "gen16":
            return "".join(r.choice(ALNUM + "!@#%^*-_=+") for _ in range(16))
        if st == "address":
            return str(r.randint(10, 999)) + r.choice(["Elm", "Oak", "Birch", "Maple"]) + r.choice(["St", "Ave", "Rd"]) + r.choice("!#.")
        if st == "movie_quote":
            return r.choice(["MayTheForce", "IllBeBack", "ToInfinity", "WinterIsComing", "HoustonWe"]) + str(r.randint(1, 99)) + r.choice("!?")
        if st == "shift_digits":
            return w.capitalize() + r.choice(["!@#", "#$%", "^&*", ")(*"]) + str(r.randint(100, 999))
        if st == "pass_sentence":
            return r.choice(["ILoveMy", "MyDogIs", "BestTeam", "SecondHome"]) + r.choice(self.WORDS).capitalize() + "." + str(r.randint(1, 99))
        if st == "dash_groups":
            return "-".join(self.s("a", 4) for _ in range(4))
        if st == "pin4":
            return "%04d" % r.randint(0, 9999)
        if st == "pin6":
            return "%06d" % r.randint(0, 999999)
        if st == "words4":
            return " ".join(r.sample(self.WORDS, 4))
        raise KeyError(st)

    def spec(self, spec):
        out = []
        for part in spec.split("+"):
            if part.startswith("~"):
                out.append(part[1:])
            elif part == "uuid":
                out.append(self.uuid())
            elif part == "jwt":
                out.append(self.jwt())
            elif part == "basic":
                out.append(base64.b64encode((self.fill("user") + ":" + self.pw()).encode()).decode())
            elif part.startswith("b64:"):
                out.append(self.b64(int(part[4:])))
            elif part == "pw":
                out.append(self.pw())
            elif part.startswith("pw:"):
                out.append(self.pw(part[3:]))
            else:
                out.append(self.s(part[0], int(part[1:])))
        return "".join(out)

    # ---- fillers ----
    def fill(self, name):
        r = self.r
        if name == "host":
            return r.choice(["db", "cache", "api", "mq", "auth", "edge", "etl", "ops"]) + "-" + str(r.randint(1, 30)) + "." + r.choice(["prod.internal", "corp.lan", "svc.local", "eu-west.example.net", "idc-sh.intra"])
        if name == "user":
            return r.choice(["deploy", "svc_app", "admin", "ops", "etl_writer", "ci-bot", "backup", "reporter", "analytics"]) + r.choice(["", "", str(r.randint(1, 9))])
        if name == "name":
            return r.choice(["Priya", "Tomas", "Ngozi", "Hiro", "Lena", "Marcus", "Aisha", "Diego", "Freya", "Oskar", "Yusuf", "Camille"])
        if name == "zname":
            return r.choice(["老周", "小林", "王工", "陈姐", "阿杰", "刘总", "赵晓", "孙萌", "黄师傅", "李雯", "何俊", "邓老师"])
        if name == "proj":
            return r.choice(["atlas", "kestrel", "lumen", "orbit", "pylon", "quasar", "rivet", "sprocket", "tessera", "vireo"])
        if name == "date":
            return "2026-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28))
        if name == "time":
            return "%02d:%02d" % (r.randint(7, 23), r.randint(0, 59))
        if name == "ip":
            return r.choice(["10.%d.%d.%d", "172.16.%d.%d%d", "192.168.%d.%d%d"]) % tuple(r.randint(0, 9) if i else r.randint(1, 250) for i in range(3)) if False else "10.%d.%d.%d" % (r.randint(0, 250), r.randint(0, 250), r.randint(2, 250))
        if name == "port":
            return str(r.choice([5432, 3306, 6379, 27017, 8080, 9200, 5672, 1433, 8443, 9000]))
        if name == "email":
            return r.choice(["ops", "it", "dev", "team", "finance"]) + str(r.randint(1, 99)) + "@" + r.choice(["example.com", "corp.example.org", "mail.example.cn"])
        if name == "n":
            return str(r.randint(2, 97))
        if name == "ticket":
            return r.choice(["OPS", "INFRA", "SEC", "PLAT"]) + "-" + str(r.randint(100, 9999))
        raise KeyError(name)

    # ---- chat headers (new formats) ----
    def chat(self, lang):
        r = self.r
        t = self.fill("time")
        if lang == "en":
            n = self.fill("name")
            return r.choice([
                "[%s] %s" % (t, n),                               # Teams copy
                "%s  %s" % (n, t),                                # Mattermost
                "<@%s:matrix.org> " % n.lower(),                  # Element
                "[%s:%02d] %s:" % (t, r.randint(0, 59), n),       # Skype
                "%s:%02d From %s to Everyone:" % (t, r.randint(0, 59), n),  # Zoom chat
                "@%s commented %d minutes ago" % (n.lower(), r.randint(2, 50)),  # GitHub discussion
                "%s · %dh ago" % (n.lower(), r.randint(1, 9)),    # Linear comment
                "%s sent a message:" % n,                         # Messenger
                "%s (Signal) %s" % (n, t),
                "> %s wrote at %s:" % (n, t),                     # mailing list quote
            ])
        zn = self.fill("zname")
        return r.choice([
            "【管理员】%s(%d) %s:%02d" % (zn, r.randint(10000000, 999999999), t, r.randint(0, 59)),  # QQ 群
            "%s %s" % (zn, t),                                   # 飞书
            "%d楼 %s" % (r.randint(2, 60), zn),                   # 贴吧
            "%s 评论于 %s" % (zn, self.fill("date")),             # Gitee
            "%s 私信你：" % zn,                                   # 微博/B站 私信
            "【%s】%s" % (zn, t),
            "%s 在话题中回复：" % zn,                              # 飞书话题群
            "#%d %s：" % (r.randint(1, 40), zn),                  # 禅道/TAPD 评论
        ])

    def agent(self, lang, body):
        """Wrap body in one of several agent transcript formats (new versus R)."""
        r = self.r
        lines = body.split("\n")
        first, rest = lines[0], "\n".join(lines[1:])
        fmt = r.randrange(9)
        if fmt == 0:   # Cursor agent
            if rest:
                return "User: " + first + "\n\nRan terminal command\n$ cat notes.txt\n" + rest + "\n\nAssistant: I read the file."
            return ("User: 看下这个文件" if lang == "zh" else "User: check this file") + "\n\nRan terminal command\n$ cat notes.txt\n" + body + "\n\nAssistant: I read the file."
        if fmt == 1:   # AutoGen
            return "user_proxy (to assistant):\n\n" + body + "\n\n--------------------------------------------------------------------------------\nassistant (to user_proxy):\n\nNoted."
        if fmt == 2:   # LangChain AgentExecutor
            return "> Entering new AgentExecutor chain...\nThought: I should look at the input.\nAction: python_repl\nAction Input: print(open('input.txt').read())\nObservation: " + body + "\nThought: I now know the final answer\n> Finished chain."
        if fmt == 3:   # SWE-agent
            return "THOUGHT\nLet me inspect the file.\n\nACTION\ncat config_notes.md\n\nOBSERVATION\n" + body
        if fmt == 4:   # Goose
            return "─── shell | developer ──────────────────────────\ncommand: cat ./handoff.txt\n\n" + body
        if fmt == 5:   # Roo Code
            return "Roo wants to read this file:\n" + body + "\n\nRoo said: Got it, continuing."
        if fmt == 6:   # Copilot agent mode
            return "GitHub Copilot: Run in Terminal\n" + body + "\nContinue | Cancel"
        if fmt == 7:   # Trae / 通义灵码 (zh-flavoured)
            return ("Trae 想要运行命令：" if lang == "zh" else "Trae wants to run a command:") + "\n" + body
        return "Devin session log\n[tool:shell] " + first + ("\n" + rest if rest else "")

ZH_LEADS = ["粘贴如下：", "帮忙看下这个：", "配置在这里：", "原文照贴：", "线上的配置：", "这是终端输出：", "麻烦核对一下："]
CJK = re.compile(r"[\u4e00-\u9fff]")
TOKEN = re.compile(r"\[\[(S|X):([^\]]+)\]\]|\{(host|user|name|zname|proj|date|time|ip|port|email|n|ticket)\}")

def render(ctx, tmpl, lang):
    """Render a hand-written template. Returns (text, listed_values)."""
    listed, cache = [], {}
    chat_lead = tmpl.startswith("@chat ")
    if chat_lead:
        tmpl = tmpl[6:]
    agent = tmpl.startswith("@agent ")
    if agent:
        tmpl = tmpl[7:]

    def sub(m):
        if m.group(3):
            return ctx.fill(m.group(3))
        kind, spec = m.group(1), m.group(2)
        key = None
        if "#" in spec:
            spec, key = spec.split("#", 1)
            if (kind, key) in cache:
                return cache[(kind, key)]
        v = ctx.spec(spec)
        if kind == "S" and v not in listed:
            listed.append(v)
        if key:
            cache[(kind, key)] = v
        return v

    text = TOKEN.sub(sub, tmpl)
    text = re.sub(r"\n@chat ", lambda m: lambda_chat(ctx, lang), text)
    if agent:
        text = ctx.agent(lang, text)
    if chat_lead:
        text = ctx.chat(lang) + "\n" + text
    if lang == "zh" and not CJK.search(text):
        text = ctx.r.choice(ZH_LEADS) + "\n" + text
    return text, listed

def lambda_chat(ctx, lang):
    return "\n" + ctx.chat(lang) + "\n"
