"""Core helpers for corpus T: PRNG value shapes, human-password styles, fillers,
chat headers, agent-transcript wrappers and the template renderer."""
import base64, json, re, uuid

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
SHAPES = {
    "a": ALNUM,
    "l": "abcdefghijklmnopqrstuvwxyz0123456789",
    "u": "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    "U": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "w": "abcdefghijklmnopqrstuvwxyz",
    "h": "0123456789abcdef",
    "H": "0123456789ABCDEF",
    "b": ALNUM + "+/",
    "B": ALNUM + "-_",
    "k": "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
    "z": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
    "d": "0123456789",
}

WORDS = ("anchor basil cactus dune ember falcon glacier harbor indigo juniper kettle lantern "
         "meadow nutmeg orbit pepper quarry raven saddle thistle umber velvet willow yonder "
         "zephyr copper marble tundra pebble walnut cedar lotus otter prism canyon ferry "
         "hazel ivory jasper kiwi lemon mango nectar olive plum quince radish sorrel tulip "
         "violet wasabi yarrow bramble cobalt drift fable gravel hollow isle jigsaw kelp").split()
PINYIN = ("zhang wang li zhao chen liu yang huang zhou wu xu sun ma zhu hu guo he lin luo gao "
          "xiaoming lili tingting haoran yuxuan zihan xinyi jiayi mingzhe ruoxi chenxi yifan "
          "beijing shanghai hangzhou chengdu wuhan nanjing xian suzhou qingdao dalian "
          "huoguo xiaolongbao mantou jiaozi baozi mifan doufu kafei naicha").split()
KEYWALKS = ["1qaz@WSX", "1qaz2wsx#EDC", "qwe!@#QWE", "zaq1@WSX", "!QAZ2wsx", "1q2w3e4r%T",
            "asdf;lkj", "QAZwsx!@#", "qazWSXedc", "1234qwerASDF", "zxcv!@#$", "Qwer1234!@"]
COMPANIES = ["Acme", "Huaxin", "Zhongke", "Nebula", "Kestrel", "Yunfan", "Tianyu", "Brightline", "Hengtai", "Orca"]
POEMS = ["春眠不觉晓", "床前明月光", "白日依山尽", "海上生明月", "大漠孤烟直", "长河落日圆", "野火烧不尽", "千里莺啼绿"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def s(self, shape, n):
        cs = SHAPES[shape]
        return "".join(self.r.choice(cs) for _ in range(n))

    def uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def b64(self, n):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(n))).decode()

    def b64u(self, n):
        return base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(n))).decode().rstrip("=")

    def jwt(self, body=None):
        h = self.r.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsImtpZCI6Ij",
                           "eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9"])
        body = body or self.r.randint(90, 260)
        return h + ".eyJ" + self.s("B", body) + "." + self.s("B", self.r.choice([43, 86, 342]))

    # ---- human passwords (styles not in S's list) ----
    STYLES = ["keywalk_year", "company_at", "pinyin_birthday", "reversed_word", "cjk_poem",
              "shell_meta", "urlchars", "pronounceable", "hex_rand", "phone_as_pw",
              "word_num_word", "dotted_words", "trailing_dots", "initial_caps_sentence",
              "long_tr", "admin_variant", "season_quarter", "mixed_pinyin_word"]

    def pw(self, style=None):
        r = self.r
        st = style or r.choice(self.STYLES)
        if st == "keywalk_year":
            return r.choice(KEYWALKS) + str(r.randint(2019, 2026))
        if st == "company_at":
            return r.choice(COMPANIES) + r.choice(["@", "#", "!@"]) + str(r.randint(1000, 99999))
        if st == "pinyin_birthday":
            return r.choice(PINYIN) + r.choice(PINYIN) + "%04d%02d%02d" % (r.randint(1970, 2005), r.randint(1, 12), r.randint(1, 28))
        if st == "reversed_word":
            w = r.choice(WORDS)[::-1]
            return w[0].upper() + w[1:] + str(r.randint(10, 999)) + r.choice("!?#*")
        if st == "cjk_poem":
            return r.choice(POEMS) + str(r.randint(100, 9999))
        if st == "shell_meta":
            return "".join(r.choice(ALNUM + "$\\'`&;|") for _ in range(r.randint(11, 15))) + r.choice(ALNUM)
        if st == "urlchars":
            return r.choice(WORDS).capitalize() + r.choice(["@", ":", "/", "@@", "#@"]) + self.s("a", 6) + r.choice(["%", "@", "?"]) + self.s("d", 2)
        if st == "pronounceable":
            cons, vow = "bcdfghjkmnprstvz", "aeiou"
            out = "".join(r.choice(cons) + r.choice(vow) + (r.choice(cons) if r.random() < 0.4 else "") for _ in range(3))
            i = r.randrange(len(out))
            return out[:i] + out[i].upper() + out[i + 1:] + str(r.randint(1, 9)) + self.s("w", 2)
        if st == "hex_rand":
            return self.s("h", r.choice([16, 20, 24]))
        if st == "phone_as_pw":
            return r.choice(["138", "139", "186", "150", "177"]) + self.s("d", 8) + r.choice(["", "a", "A.", "@"])
        if st == "word_num_word":
            return r.choice(WORDS).capitalize() + str(r.randint(2, 99)) + r.choice("!#%&*") + r.choice(WORDS).capitalize()
        if st == "dotted_words":
            return ".".join(r.choice(WORDS) for _ in range(3)) + "." + str(r.randint(10, 99))
        if st == "trailing_dots":
            return r.choice(["Aa", "Qq", "Zz", "Ww"]) + self.s("d", 6) + r.choice(["..", ".", "!!", ".."]) + self.s("w", 2)
        if st == "initial_caps_sentence":
            ws = [r.choice(WORDS) for _ in range(4)]
            return "".join(w[0].upper() for w in ws) + str(r.randint(10, 99)) + r.choice("!?") + ws[-1]
        if st == "long_tr":
            return "".join(r.choice(ALNUM + "!#%+-=_") for _ in range(r.choice([28, 32, 40])))
        if st == "admin_variant":
            return r.choice(["Admin", "Root", "Sys", "Ops", "Dba"]) + r.choice(["@", "#", "_", "!"]) + self.s("a", 3) + self.s("d", 3)
        if st == "season_quarter":
            return r.choice(["Spring", "Summer", "Autumn", "Winter"]) + r.choice(["#", "$", "%"]) + str(r.randint(20, 27)) + "Q" + str(r.randint(1, 4)) + self.s("w", 2)
        if st == "mixed_pinyin_word":
            return r.choice(PINYIN).capitalize() + "_" + r.choice(WORDS) + "_" + self.s("d", 4)
        raise ValueError(st)

    def passphrase(self):
        r = self.r
        sep = r.choice([".", "_", "+", "/", ",", ";", "~"])
        n = r.choice([4, 5, 6])
        ws = [r.choice(WORDS + PINYIN) for _ in range(n)]
        if r.random() < 0.5:
            ws[r.randrange(n)] = str(r.randint(1, 999))
        return sep.join(ws)

    def spec(self, spec):
        out = []
        for part in spec.split("+"):
            if part.startswith("~"):
                out.append(part[1:])
            elif part == "uuid":
                out.append(self.uuid())
            elif part == "UUID":
                out.append(self.uuid().upper())
            elif part == "jwt":
                out.append(self.jwt())
            elif part.startswith("b64:"):
                out.append(self.b64(int(part[4:])))
            elif part.startswith("b64u:"):
                out.append(self.b64u(int(part[5:])))
            elif part == "pw":
                out.append(self.pw())
            elif part.startswith("pw:"):
                out.append(self.pw(part[3:]))
            elif part == "phrase":
                out.append(self.passphrase())
            elif part.startswith("r:"):  # range length r:shape:lo:hi
                _, sh, lo, hi = part.split(":")
                out.append(self.s(sh, self.r.randint(int(lo), int(hi))))
            else:
                m = re.fullmatch(r"([a-zA-Z])(\d+)", part)
                if not m:
                    raise ValueError(spec)
                out.append(self.s(m.group(1), int(m.group(2))))
        return "".join(out)


# ---- fillers ----
EN_NAMES = ["Priya", "Marcus", "Elena", "Tomasz", "Aisha", "Jonah", "Kenji", "Lucia", "Owen", "Farah", "Bram", "Ines", "Dmitri", "Nadia", "Theo"]
ZH_NAMES = ["王磊", "陈静", "刘洋", "张敏", "赵鹏", "孙悦", "周航", "吴倩", "郑凯", "冯雪", "何晨", "林涛", "马骁", "高远", "罗琳"]
USERS = ["deploy", "svc_etl", "report_ro", "jchen", "mlopez", "ops", "ci-bot", "liwei", "zhangsan", "backup", "grafana", "app_rw", "audit", "kiosk"]
HOSTS = ["db-prod-02.internal", "10.20.3.14", "pg.stage.lan", "mq-01.corp", "172.16.8.40", "nas.home.arpa", "bastion.ops.example.net", "redis-cache-3", "192.168.31.1", "erp.hq.local"]
PROJ = ["ledger", "kitepay", "orchid-api", "harvest", "tidepool", "cangjie", "beacon", "yunzhi", "lumen", "quarry"]


def fillers(g):
    r = g.r
    return {
        "name": r.choice(EN_NAMES), "zname": r.choice(ZH_NAMES), "user": r.choice(USERS),
        "host": r.choice(HOSTS), "proj": r.choice(PROJ),
        "date": "2026-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28)),
        "time": "%02d:%02d" % (r.randint(7, 23), r.randint(0, 59)),
        "port": str(r.choice([5432, 3306, 6379, 8080, 5672, 27017, 9092, 1433, 8443, 2222])),
        "n": str(r.randint(2, 9999)), "email": r.choice(USERS).replace("_", ".") + "@" + r.choice(["example.com", "corp.example", "mail.example.org"]),
        "ip": "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 250)),
        "ticket": r.choice(["OPS", "INC", "SEC", "PLAT"]) + "-" + str(r.randint(100, 9999)),
        "year": str(r.randint(2024, 2026)),
    }


FILL_RE = re.compile(r"\{(name|zname|user|host|proj|date|time|port|n|email|ip|ticket|year)\}")
TOK_RE = re.compile(r"\[\[([SX]):([^\]]+)\]\]")


def render(g, tmpl, extra=None):
    """Return (text, listed_values)."""
    f = fillers(g)
    if extra:
        f.update(extra)
    listed = []

    def tok(m):
        v = g.spec(m.group(2))
        if m.group(1) == "S":
            listed.append(v)
        return v

    text = TOK_RE.sub(tok, tmpl)
    text = FILL_RE.sub(lambda m: f[m.group(1)], text)
    return text, listed


# ---- chat headers (formats not in S's list) ----
def chat_header(g, lang):
    r = g.r
    f = fillers(g)
    if lang == "en":
        c = r.randrange(8)
        return [
            "[%s/%s/2026, %s:%02d] %s: " % (r.randint(1, 28), r.randint(1, 12), f["time"], r.randint(0, 59), f["name"]),  # WhatsApp export
            "%s, [%s %s]\n" % (f["name"], f["date"], f["time"]),  # Telegram export
            "[%s] <%s> " % (f["time"], f["user"]),  # IRC log
            "%s — Today at %s\n" % (f["name"], f["time"]),  # Discord copy
            "%s (%s, #%s > deploys)\n" % (f["name"], f["time"], f["proj"]),  # Zulip
            "%s, %s\n" % (f["name"], f["time"]),  # Google Chat
            "@%s %s\n" % (f["user"], f["time"]),  # Rocket.Chat
            "%s replied in thread · %s\n" % (f["name"], f["time"]),
        ][c]
    c = r.randrange(7)
    return [
        "%s %s %s:%02d\n" % (f["zname"], f["date"], f["time"], r.randint(0, 59)),  # 微信聊天记录导出
        "%s %s:%02d:%02d %s(%s)\n" % (f["date"], f["time"][:2], r.randint(0, 59), r.randint(0, 59), f["zname"], r.randint(10000000, 999999999)),  # QQ 导出
        "%s  %s\n" % (f["zname"], f["time"]),  # 钉钉
        "%s @%s\n" % (f["zname"], r.choice(["华信科技", "云帆网络", "恒泰集团"])),  # 企业微信
        "【语音转文字】%s：" % f["zname"],
        "%s 回复了你的评论：" % f["zname"],
        "%s 在群里@了你 %s\n" % (f["zname"], f["time"]),
    ][c]


def agent_wrap(g, lang, text):
    r = g.r
    c = r.randrange(9)
    cmd = r.choice(["cat .env.local", "sed -n 1,40p config/settings.yml", "tail -n 30 logs/app.log", "cat notes/handover.md", "type deploy\\vars.txt"])
    if c == 0:
        return "Cline wants to execute this command:\n%s\n\nCommand output:\n%s" % (cmd, text)
    if c == 1:
        return "Cascade ran command: %s\n─── Output ───\n%s" % (cmd, text)
    if c == 2:
        return "🛠️  Using tool: execute_bash\n ⋮\n ● I will run the following shell command: %s\n ⋮\n%s\n ● Completed in 0.%03ds" % (cmd, text, r.randint(1, 999))
    if c == 3:
        return "✔  Shell %s\n│\n%s\n│" % (cmd, "\n".join("│ " + ln for ln in text.split("\n")))
    if c == 4:
        return json.dumps({"type": "function_call_output", "call_id": "call_" + g.s("a", 24), "output": text}, ensure_ascii=False)
    if c == 5:
        return "# Agent: Release Engineer\n## Using tool: Read a file's content\n## Tool Input:\n\"{\\\"file_path\\\": \\\"%s\\\"}\"\n## Tool Output:\n%s" % (cmd.split()[-1], text)
    if c == 6:
        return "─ Executing parsed code: ──────────\n print(open('%s').read())\n───────────────────────────────\nExecution logs:\n%s" % (cmd.split()[-1], text)
    if c == 7:
        return json.dumps({"jsonrpc": "2.0", "id": r.randint(1, 99), "result": {"content": [{"type": "text", "text": text}], "isError": False}}, ensure_ascii=False)
    return ("通义灵码 执行命令：%s\n输出：\n%s" if lang == "zh" else "Continue › Terminal › %s\n%s") % (cmd, text)


def has_cjk(s):
    return any("\u4e00" <= ch <= "\u9fff" for ch in s)


ZH_LEADS = ["贴一下现在的内容：", "这是我本地的：", "刚才终端里的输出：", "配置文件原文：", "你看下这段："]
