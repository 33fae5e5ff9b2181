#!/usr/bin/env python3
"""Blind held-out corpus K for agent-memory secret redaction.

Standard library only, deterministic: one random.Random, no iteration over sets.
Writes k.json and k.sha256 next to this file. `-v` prints the per-kind table.
"""
import base64, hashlib, json, os, re, string, sys, random

SEED = 0x4B0B1ADE
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
SECRET_KEYS = ("kind", "lang", "text", "secrets")
HARMLESS_KEYS = ("kind", "lang", "text")

AN = string.ascii_letters + string.digits
LO = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

def rb(n):
    return bytes(R.randrange(256) for _ in range(n))

WORDS = ("amber anchor apricot atlas badger bamboo basalt beacon birch bison bramble breeze bronze cactus canyon cedar "
         "chalk cider cobalt comet coral cricket crimson dahlia delta dune ember falcon fennel fern fjord flint forest "
         "garnet geyser ginger glacier granite gravel harbor hazel heron hickory indigo iris ivory jasper juniper kelp "
         "kestrel lagoon lantern larch lava lemon lilac linen lotus lunar magnet mango maple marble meadow mesa mint "
         "monsoon moss nectar nickel nutmeg oasis obsidian ocelot olive onyx orbit orchid otter paprika pebble pepper "
         "pewter pine plum prairie quartz quill quince raven reef ridge river rowan saffron sage sapphire sequoia "
         "sierra silver sorrel spruce summit tamarind tangerine thistle thunder timber topaz tundra umber velvet "
         "violet walnut willow yarrow zephyr zinc").split()
BIPW = ("pact paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass patch "
        "path patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil people "
        "pepper perfect permit person pet phone photo phrase physical piano picnic picture piece pig pigeon pill pilot "
        "pink pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem "
        "poet point polar pole police pond pony pool popular portion position possible post potato pottery poverty "
        "powder power practice praise predict prefer prepare present pretty prevent price pride primary print "
        "priority prison private prize problem process produce profit program project promote proof property "
        "prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity "
        "purpose purse push put puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit "
        "raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid rare rate rather raven "
        "raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform "
        "refuse region regret regular reject relax release relief rely remain remember remind remove render renew "
        "rent reopen repair repeat replace report require rescue resemble resist resource response result retire "
        "retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring "
        "riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate "
        "rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad salmon "
        "salon salt salute same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter scene "
        "scheme school science scissors scorpion scout scrap screen script scrub sea search season seat second "
        "secret section security seed seek segment select sell seminar senior sense sentence series service "
        "session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine ship shiver "
        "shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side siege sight sign "
        "silent silk silly silver similar simple since sing siren sister situate six size skate sketch ski skill "
        "skin skirt skull slab slam sleep slender slice slide slight slim slogan slot slow slush small smart smile "
        "smoke smooth snack snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution "
        "solve someone song soon sorry sort soul sound soup source south space spare spatial spawn speak special "
        "speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport spot spray spread "
        "spring spy square squeeze squirrel stable stadium staff stage stairs stamp stand start state stay steak "
        "steel stem step stereo stick still sting stock stomach stone stool story stove strategy street strike "
        "strong struggle student stuff stumble style subject submit subway success such sudden suffer sugar suggest "
        "suit summer sun sunny sunset super supply supreme sure surface surge surprise surround survey suspect "
        "sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup system "
        "table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant "
        "tennis tent term test text thank that theme then theory there they thing this thought three thrive throw "
        "thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler "
        "toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado "
        "tortoise toss total tourist toward tower town toy track trade traffic tragic train transfer trap trash "
        "travel tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet "
        "trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two "
        "type typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique "
        "unit universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage "
        "use used useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast "
        "vault vehicle velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious "
        "victory video view village vintage violin virtual virus visa visit visual vital vivid vocal voice void "
        "volcano volume vote voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water "
        "wave way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat "
        "wheel when where whip whisper wide width wife wild will win window wine wing wink winner winter wire "
        "wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist "
        "write wrong yard year yellow you young youth zebra zero zone zoo").split()
ZHW = ("的 一 是 在 不 了 有 和 人 这 中 大 为 上 个 国 我 以 要 他 时 来 用 们 生 到 作 地 于 出 就 分 对 成 会 可 主 发 年 动 "
       "同 工 也 能 下 过 子 说 产 种 面 而 方 后 多 定 行 学 法 所 民 得 经 十 三 之 进 着 等 部 度 家 电 力 里 如 水 化 高 自 "
       "二 理 起 小 物 现 实 加 量 都 两 体 制 机 当 使 点 从 业 本 去 把 性 好 应 开 它 合 还 因 由 其 些 然 前 外 天 政 四 日 "
       "那 社 义 事 平 形 相 全 表 间 样 与 关 各 重 新 线 内 数 正 心 反 你 明 看 原 又 么 利 比 或 但 质 气 第 向 道 命 此 变 "
       "条 只 没 结 解 问 意 建 月 公 无 系 军 很 情 者 最 立 代 想 已 通 并 提 直 题 程 展 五 果 料 象 员 革 位 入 常 文 总 "
       "次 品 式 活 设 及 管 特 件 长 求 老 头 基 资 边 流 路 级 少 图 山 统 接 知 较 将 组 见 计 别 手 角 期 根 论 运 农 指").split()
PY = ("zhangwei wangfang lina liuyang chenjie yangli zhaolei huangmin zhoujing wuhao xuqiang sunli maqian zhuyan "
      "hulin guoyu hexin gaofei linchen luoyi zhengkai liangbo songjia tangwen hanxue fengtao dongmei xiaoyu chengda").split()
ZHN = "张伟 王芳 李娜 刘洋 陈杰 杨丽 赵磊 黄敏 周静 吴昊 徐强 孙丽 马倩 朱艳 胡林 郭宇 何欣 高飞 林晨 罗毅 郑凯 梁博 宋佳 唐文 韩雪 冯涛 董梅 肖雨 程达".split()
ENU = "alice bob carol dave erin frank grace heidi ivan judy mallory nina oscar peggy quentin rupert sybil trent ursula victor wendy xavier yusuf zoe priya kenji lars marta".split()
CITY = "hangzhou shanghai beijing shenzhen chengdu wuhan nanjing suzhou xian qingdao".split()
PROJ = "atlas-api ledger nimbus orchard billing-svc ingest kestrel-web pandora hermes-gw quarry tidepool lumen".split()
SVC = "order-svc auth-gw payment-worker user-center notify ingest-api report-job gateway".split()

def g_pw():
    s = R.randrange(6)
    w1, w2 = R.choice(WORDS), R.choice(WORDS)
    leet = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
    if s == 0:
        return w1.capitalize().translate(leet) + R.choice("#%&*") + w2 + str(R.randrange(10, 99))
    if s == 1:
        return "-".join([w1.capitalize(), w2, str(R.randrange(100, 999))]) + rs("XYZQKJ", 1)
    if s == 2:
        return rs(AN + "!#%*+=?", R.randrange(13, 18))
    if s == 3:
        return w1.capitalize() + "_" + w2.capitalize() + "_" + str(R.randrange(1980, 2025)) + rs("!?$", 1)
    if s == 4:
        return w1 + str(R.randrange(2, 9)) + w2.capitalize() + R.choice("!$^") + rs(LO, 2)
    return rs(string.ascii_uppercase, 2) + rs(string.digits, 3) + "." + w1 + "." + rs(AN, 4)

def g_pwzh():
    s = R.randrange(5)
    p = R.choice(PY)
    walks = ["1qaz@WSX", "2wsx#EDC", "3edc$RFV", "!QAZ2wsx", "Qaz@1234", "1q2w3e4r"]
    if s == 0:
        return R.choice(walks) + rs(LO, 3) + str(R.randrange(10, 99))
    if s == 1:
        return R.choice(CITY).capitalize() + "@" + str(R.randrange(2015, 2026)) + "%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29))
    if s == 2:
        return p.capitalize() + "#" + rs(string.digits, 4) + rs(LO, 2)
    if s == 3:
        return "Admin@" + rs(AN, 6)
    return "Yw!" + p + str(R.randrange(100, 999))

def g_phrase():
    n = R.choice([4, 5, 5, 6])
    sep = R.choice(["-", " ", ".", "_"])
    return sep.join(R.choice(WORDS) for _ in range(n))

def g_mnem(n):
    return " ".join(R.choice(BIPW) for _ in range(n))

def g_zhmnem(n):
    return " ".join(R.choice(ZHW) for _ in range(n))

def b64(b):
    return base64.b64encode(b).decode()

def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")

def g_jwt_hs(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(32))

def g_jwt_rs(payload, kid=True):
    hd = {"alg": "RS256", "kid": rs(B64U, 43)} if kid else {"alg": "RS256", "typ": "JWT"}
    h = b64u(json.dumps(hd, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(256))

def g_k8s_sa():
    ns = R.choice(["default", "ci", "monitoring", "kube-system", "prod"])
    sa = R.choice(["deployer", "argo-sync", "prom-reader", "gitlab-runner", "backup"])
    t = 1733400000 + R.randrange(900000)
    return g_jwt_rs({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": t + 31536000, "iat": t,
                     "iss": "https://kubernetes.default.svc.cluster.local",
                     "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": g_uuid()}},
                     "nbf": t, "sub": "system:serviceaccount:%s:%s" % (ns, sa)})

def g_hass():
    t = 1733400000 + R.randrange(900000)
    return g_jwt_hs({"iss": rs(HX, 32), "iat": t, "exp": t + 315360000})

def g_uuid():
    h = rs(HX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])

def pem_lines(der):
    s = b64(der)
    return [s[i:i + 64] for i in range(0, len(s), 64)]

def key_block(kind):
    if kind == "ec":
        der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
        return "EC PRIVATE KEY", pem_lines(der)
    if kind == "ed":
        der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
        return "PRIVATE KEY", pem_lines(der)
    if kind == "ecp8":
        der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32) + bytes.fromhex("a144034200") + b"\x04" + rb(64)
        return "PRIVATE KEY", pem_lines(der)
    if kind == "enc":
        head = bytes.fromhex("3082051c304e06092a864886f70d01050d3041302906092a864886f70d01050c301c0408") + rb(8) + bytes.fromhex("020208003014") + bytes.fromhex("06082a864886f70d03070408") + rb(8) + bytes.fromhex("048204c8")
        return "ENCRYPTED PRIVATE KEY", pem_lines(head + rb(1312 - len(head)))
    if kind == "dsa":
        der = bytes.fromhex("308201bb02010002818100") + rb(443 - 11)
        return "DSA PRIVATE KEY", pem_lines(der)
    raise KeyError(kind)

def g_b58check_wif():
    return R.choice("KL") + rs(B58, 51)

def g_aws_session():
    return R.choice(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + rs(B64, R.randrange(330, 520)) + R.choice(["", "=", "=="])

def g_otp_migration():
    payload = b"\x0a" + bytes([R.randrange(40, 60)]) + b"\x0a\x14" + rb(20) + b"\x12\x0c" + rb(12) + b"\x1a\x06GitHub \x01(\x012\x02" + rb(2) + b"\x10\x01\x18\x01 \x00"
    return b64(payload).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")

def g_sol_array():
    return "[" + ",".join(str(x) for x in rb(64)) + "]"

def g_bitlocker():
    return "-".join("%06d" % (R.randrange(0, 90909) * 11) for _ in range(8))

def g_ss():
    m = R.choice(["aes-256-gcm", "chacha20-ietf-poly1305", "aes-128-gcm"])
    return b64(("%s:%s" % (m, rs(AN, 16))).encode()).rstrip("=")

def g_elastic_enroll(host):
    d = {"ver": "8.15.3", "adr": [host + ":9200"], "fgr": rs(HX, 64), "key": rs(AN, 20) + ":" + rs(B64U, 22)}
    return b64(json.dumps(d, separators=(",", ":")).encode())

def g_k3s():
    return "K10" + rs(HX, 64) + "::server:" + rs(HX, 32)

def g_docker_key():
    return rs(B64, 40)

def g_intercom():
    return b64(("tok:" + g_uuid().replace("-", "_")[:36] + ":1:0").encode()).rstrip("=")

def g_jfrog_ref():
    return b64(("reftkn:01:%d:%s" % (1765000000 + R.randrange(99999999), rs(AN, 31))).encode()).rstrip("=")

def g_strapi_keys():
    return ",".join(b64(rb(16)) for _ in range(4))

def g_mongo_keyfile():
    s = b64(rb(756))
    return "\n".join(s[i:i + 76] for i in range(0, len(s), 76))

def g_clash_uuid():
    return g_uuid()

GEN = {
    "an": lambda n: rs(AN, n), "lo": lambda n: rs(LO, n), "up": lambda n: rs(UP, n), "hx": lambda n: rs(HX, n),
    "HX": lambda n: rs(HX.upper(), n), "UP": lambda n: rs(UP, n), "dg": lambda n: rs(string.digits, n), "bu": lambda n: rs(B64U, n),
    "bs": lambda n: rs(B64, n), "bt": lambda n: rs(B32, n), "bm": lambda n: rs(B58, n), "la": lambda n: rs(string.ascii_lowercase, n),
    "B": lambda n: b64(rb(n)), "BU": lambda n: b64u(rb(n)), "BUp": lambda n: base64.urlsafe_b64encode(rb(n)).decode(),
    "uuid": lambda n: g_uuid(), "UUID": lambda n: g_uuid().upper(), "pw": lambda n: g_pw(), "pwzh": lambda n: g_pwzh(),
    "phrase": lambda n: g_phrase(), "mnem": lambda n: g_mnem(n), "zhmnem": lambda n: g_zhmnem(n),
    "pin": lambda n: rs(string.digits, n or 6), "k8s": lambda n: g_k8s_sa(), "hass": lambda n: g_hass(),
    "awss": lambda n: g_aws_session(), "otpmig": lambda n: g_otp_migration(), "sol": lambda n: g_sol_array(),
    "bitlocker": lambda n: g_bitlocker(), "ss": lambda n: g_ss(), "k3s": lambda n: g_k3s(), "wif": lambda n: g_b58check_wif(),
    "intercom": lambda n: g_intercom(), "jfref": lambda n: g_jfrog_ref(), "strapi": lambda n: g_strapi_keys(),
    "esenroll": lambda n: g_elastic_enroll("10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(2, 250))),
    "word": lambda n: R.choice(WORDS), "Word": lambda n: R.choice(WORDS).capitalize(),
    "sfsess": lambda n: "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96),
    "fbref": lambda n: "AMf-vB" + rs(B64U, R.randrange(230, 300)),
    "hwtok": lambda n: "MIIT" + rs(B64U, R.randrange(560, 760)),
    "ytok": lambda n: "ya29.a0" + rs(B64U, R.randrange(200, 240)),
    "sessjwt": lambda n: g_jwt_rs({"iss": "https://login.microsoftonline.com/" + g_uuid() + "/v2.0", "sub": rs(B64U, 43), "aud": g_uuid(), "oid": g_uuid(), "preferred_username": R.choice(ENU) + "@contoso.example", "nonce": rs(HX, 32), "exp": 1733500000 + R.randrange(900000)}),
    "twbear": lambda n: "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 30) + "%3D" + rs(AN, 50),
    "fbeaa": lambda n: "EAA" + rs(AN, R.randrange(180, 220)),
}

def gen_spec(spec):
    out, i = [], 0
    while i < len(spec):
        if spec[i] == "'":
            j = spec.index("'", i + 1)
            out.append(spec[i + 1:j]); i = j + 1
        else:
            j = spec.find("+", i)
            if j < 0: j = len(spec)
            tok = spec[i:j]
            m = re.fullmatch(r"([A-Za-z]+?)(\d*)", tok)
            if m and m.group(1) in GEN:
                name, num = m.group(1), m.group(2)
            else:
                name, num = tok, ""
            out.append(GEN[name](int(num) if num else 0)); i = j
        if i < len(spec) and spec[i] == "+":
            i += 1
    return "".join(out)

# ---------------------------------------------------------------- fillers and placements
def fillers():
    u = R.choice(ENU)
    i = R.randrange(len(ZHN))
    return {
        "user": u, "user2": R.choice([x for x in ENU if x != u]), "zh": ZHN[i], "zh2": ZHN[(i + 1 + R.randrange(5)) % len(ZHN)],
        "py": R.choice(PY), "host": R.choice(["db", "app", "web", "edge", "build", "cache", "gw", "bastion"]) + "-" + R.choice(["prod", "stg", "dev", "hk", "sh", "bj"]) + "-%02d" % R.randrange(1, 20),
        "ip": "10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(2, 250)),
        "ip2": "192.168.%d.%d" % (R.randrange(256), R.randrange(2, 250)),
        "dom": R.choice(["acme-corp", "northwind", "bluepeak", "zhixin-tech", "lumeo", "harborlabs", "qingyun-data", "fabrikam"]) + R.choice([".com", ".io", ".cn", ".net", ".dev"]),
        "org": R.choice(["acme", "northwind", "bluepeak", "zhixin", "lumeo", "harbor", "qingyun"]),
        "date": "2026-%02d-%02d" % (R.randrange(1, 13), R.randrange(1, 29)),
        "time": "%02d:%02d" % (R.randrange(24), R.randrange(60)), "proj": R.choice(PROJ), "svc": R.choice(SVC),
        "port": str(R.choice([3306, 5432, 6379, 8080, 8443, 9000, 27017, 5672, 1521, 9092])), "n": str(R.randrange(2, 900)),
        "city": R.choice(CITY), "ts": str(1764900000 + R.randrange(2000000)), "pid": str(R.randrange(300, 40000)),
        "iso": "2026-12-%02dT%02d:%02d:%02d.%03dZ" % (R.randrange(1, 29), R.randrange(24), R.randrange(60), R.randrange(60), R.randrange(1000)),
        "db": R.choice(["orders", "crm", "analytics", "app", "wms", "erp", "billing"]),
    }

def chat_prefix(lang, f):
    if lang == "en":
        return R.choice(["[%s] %s: " % (f["time"], f["user"]), "%s — Today at %s\n" % (f["user"], f["time"]),
                         "**%s**: " % f["user"], "%s (DM): " % f["user"], "%s replied in thread: " % f["user"]])
    return R.choice(["【%s】" % f["zh"], "%s %s\n" % (f["zh"], f["time"]), "%s（私聊）：" % f["zh"],
                     "QQ群 %s：" % f["zh"], "飞书 %s：" % f["zh"]])

def place_file(lang, path, body, f):
    if lang == "en":
        c = R.randrange(8)
        if c == 0: return "Contents of `%s` on %s:\n```\n%s\n```" % (path, f["host"], body)
        if c == 1: return "$ bat --plain %s\n%s" % (path, body)
        if c == 2: return "$ git show HEAD~1:%s\n%s" % (path, body)
        if c == 3: return '<tool_result name="read_file" path="%s">\n%s\n</tool_result>' % (path, body)
        if c == 4: return "$ sudo head -n 60 %s\n%s" % (path, body)
        if c == 5: return "Pasting my %s below, the service still won't come up after the upgrade:\n\n%s" % (path, body)
        if c == 6: return "=== %s ===\n%s\n=== end ===" % (path, body)
        return "Snippet shared by %s: %s\n%s" % (f["user"], path, body)
    c = R.randrange(7)
    if c == 0: return "这是我的 `%s`，照着教程配的，还是连不上：\n```\n%s\n```" % (path, body)
    if c == 1: return "【知识库】%s 部署说明 / 配置文件 %s：\n%s" % (f["proj"], path, body)
    if c == 2: return "禅道 Bug #%s 附件 %s 内容：\n%s" % (f["n"], path, body)
    if c == 3: return "我读取了 %s，内容如下：\n%s" % (path, body)
    if c == 4: return "代码评审意见：%s 这里不要把敏感信息写死\n```\n%s\n```" % (path, body)
    if c == 5: return "工作日志 %s：今天把 %s 改成下面这样了\n%s" % (f["date"], path, body)
    return "%s：发一下你服务器上的 %s\n%s：\n%s" % (f["zh2"], path, f["zh"], body)

def place_cmd(lang, body, f):
    one = "\n" not in body
    if lang == "en":
        c = R.randrange(8)
        if c == 0 and one: return "- cmd: %s\n  when: %s" % (body, f["ts"])
        if c == 1: return "\n".join("  %d  %s" % (int(f["n"]) + k, l) for k, l in enumerate(body.split("\n")))
        if c == 2: return "Run %s\n  shell: /usr/bin/bash -e {0}" % body.replace("\n", "\n  ")
        if c == 3: return "➜  %s git:(main) ✗ %s" % (f["proj"], body)
        if c == 4 and one: return "⏺ Bash(%s)\n  ⎿  (no output)" % body
        if c == 5: return "ran this on prod earlier, is it safe to leave in the runbook?\n\n    %s" % body.replace("\n", "\n    ")
        return "%s@%s:~$ %s" % (f["user"], f["host"], body)
    c = R.randrange(5)
    if c == 0: return "操作记录（%s）：\n%s" % (f["date"], body)
    if c == 1: return "上线步骤：\n1. 登录跳板机\n2. 执行 %s\n3. 验证服务状态" % body
    if c == 2: return "新人入职指引：本地环境初始化命令\n%s" % body
    if c == 3: return "故障处理过程：%s 在 %s 上执行了\n%s" % (f["time"], f["host"], body)
    return "值班记录：%s 手动跑了一下\n%s" % (f["zh"], body)

def place_log(lang, body, f):
    if lang == "en":
        c = R.randrange(4)
        if c == 0: return "Dec 06 %s:%02d %s %s[%s]: %s" % (f["time"], R.randrange(60), f["host"], f["svc"], f["pid"], body)
        if c == 1: return "%s app[web.1]: %s" % (f["iso"], body)
        if c == 2: return "%s\t%s\tINFO\t%s" % (f["iso"], g_uuid(), body)
        return "$ journalctl -u %s --since today | tail -3\n... %s" % (f["svc"], body)
    c = R.randrange(3)
    if c == 0: return "Kibana 检索结果（%s）：\n%s %s" % (f["svc"], f["iso"], body)
    if c == 1: return "宝塔面板 › 日志：\n[%s %s] %s" % (f["date"], f["time"], body)
    return "告警通知【%s】%s 日志片段：%s" % (f["svc"], f["time"], body)

# ---------------------------------------------------------------- template expansion
MARK = re.compile(r"⟦(.*?)⟧", re.S)

def expand(tmpl, f, listed):
    mem = {}
    def rep(m):
        t = m.group(1)
        if t.startswith("f:"):
            return f[t[2:]]
        if t.startswith("S:"):
            v = gen_spec(t[2:]); listed.append(v); return v
        if t.startswith("P:"):
            return gen_spec(t[2:])
        if t.startswith("S>") or t.startswith("D>"):
            name, spec = t[2:].split(":", 1)
            v = gen_spec(spec); mem[name] = v
            if t[0] == "S": listed.append(v)
            return v if t[0] == "S" else ""
        if t.startswith("L:"):
            listed.append(mem[t[2:]]); return mem[t[2:]]
        if t.startswith("R:"):
            return mem[t[2:]]
        if t.startswith("E:"):
            fn, args = t[2:].split(":", 1)
            a = [mem[x] for x in args.split(",")]
            if fn == "basic": v = b64((a[0] + ":" + a[1]).encode())
            elif fn == "b64": v = b64(a[0].encode())
            else: raise KeyError(fn)
            listed.append(v); return v
        if t.startswith("K:"):
            label, lines = key_block(t[2:])
            listed.extend(lines)
            return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
        if t.startswith("J:"):
            # PEM body escaped into one JSON string; every body segment listed
            label, lines = key_block(t[2:])
            listed.extend(lines)
            return "-----BEGIN %s-----\\n%s\\n-----END %s-----\\n" % (label, "\\n".join(lines), label)
        if t.startswith("M:"):
            v = g_mongo_keyfile(); listed.extend(v.split("\n")); return v
        raise ValueError(t)
    return MARK.sub(rep, tmpl)

def render(lang, tmpl, secret):
    f = fillers()
    listed = []
    body = tmpl
    head = ""
    if body.startswith(("@file ", "@cmd\n", "@log\n", "@raw\n")):
        head, body = body.split("\n", 1)
    text = expand(body, f, listed)
    if head.startswith("@file "):
        text = place_file(lang, expand(head[6:], f, []), text, f)
    elif head == "@cmd":
        text = place_cmd(lang, text, f)
    elif head == "@log":
        text = place_log(lang, text, f)
    elif head == "@raw":
        pass
    elif "\n" not in text and (not secret or R.random() < 0.5):
        text = chat_prefix(lang, f) + text
    elif not head and not secret and R.random() < 0.4:
        text = chat_prefix(lang, f) + text
    if lang == "zh" and not re.search(r"[\u4e00-\u9fff]", text):
        text = R.choice(ZH_LEADS) % f + "\n" + text
    return text, listed

ZH_LEADS = ["贴一下终端里的输出：", "这是 %(zh)s 排查时记下来的：", "截了一段，帮忙看看有没有问题：",
            "复盘材料（%(date)s）：", "现场记录如下：", "%(zh)s 发到群里的内容："]

# ---------------------------------------------------------------- secret kinds
# each template: "en|..." or "zh|..."; optional first line @file PATH / @cmd / @log / @raw
SK = []
def K(kind, *t):
    SK.append((kind, list(t)))

# --- passwords in prose, PINs, passphrases
K("prose_pw_voice_transcripts",
  "en|[00:14:32] Speaker 2: ok so uh for the staging admin it's, let me read it out, ⟦S:pw⟧, yeah capital letter first.",
  "zh|会议纪要（语音转写）：⟦f:zh⟧：测试环境后台账号还是admin，密码我念一下啊，⟦S:pwzh⟧，大小写注意一下。",
  "en|Transcript excerpt — ⟦f:user⟧: \"...and the password, if anyone needs it, is ⟦S:pw⟧, I'll rotate it Friday.\"",
  "zh|语音消息转文字：喂，那个服务器密码你记一下哈，是⟦S:pwzh⟧，别外传。")
K("prose_pw_note_to_self",
  "en|note to self: ⟦f:host⟧ root pw is now ⟦S:pw⟧ (changed after the audit)",
  "zh|备忘：⟦f:host⟧ 的 root 密码已更新为 ⟦S:pwzh⟧，下次巡检别再用旧的。",
  "en|Reminder for Monday — VPN login ⟦f:user⟧ / ⟦S:pw⟧, token app on the old phone.",
  "zh|提醒自己：路由器后台 ⟦f:ip2⟧，管理员口令 ⟦S:pwzh⟧")
K("prose_pw_hedged_phrasings",
  "en|If it asks for a password just try ⟦S:pw⟧ — that's what I set it to last week, pretty sure.",
  "zh|应该是⟦S:pwzh⟧吧，上周我就是设的这个，你试一下不行再找我。",
  "en|pwd should still be ⟦S:pw⟧ unless Ops rotated it again, lmk",
  "zh|密码可能是 ⟦S:pwzh⟧ 也可能是 ⟦S:pwzh⟧，两个都试试，我记不清了。")
K("prose_pw_in_quoted_email_reply",
  "en|> On Tue, ⟦f:user⟧ wrote:\n> Your temporary portal password is ⟦S:pw⟧\n> Please change it after first login.\n\nThanks, logged in fine.",
  "zh|> 原始邮件\n> 发件人：⟦f:zh⟧\n> 您的系统初始口令为：⟦S:pwzh⟧，请首次登录后修改。\n\n收到，已经登录成功。",
  "en|----- Original Message -----\nSubject: access\nUser: ⟦f:user⟧\nPass: ⟦S:pw⟧\n\nCan you confirm this still works?")
K("prose_pw_parenthetical",
  "en|Log into the kiosk (user ⟦f:user⟧, password ⟦S:pw⟧ — case-sensitive) and reboot it.",
  "zh|先登录工控机（账号 ⟦f:py⟧，密码：⟦S:pwzh⟧，区分大小写），然后重启采集程序。",
  "en|The NAS (pw: ⟦S:pw⟧) is back online.")
K("zh_dash_separated_accounts",
  "zh|账号资料如下，一行一个：\n⟦f:py⟧@163.com----⟦S:pwzh⟧\n⟦f:py⟧⟦P:dg3⟧@qq.com----⟦S:pwzh⟧",
  "zh|测试号：13⟦P:dg9⟧----⟦S:pwzh⟧----已实名",
  "en|Test accounts from the vendor (format email----password):\n⟦f:user⟧@⟦f:dom⟧----⟦S:pw⟧")
K("oracle_slash_connect",
  "en|@cmd\nsqlplus ⟦f:user⟧/⟦S:pw⟧@//⟦f:host⟧:1521/ORCLPDB1",
  "zh|@cmd\nexpdp system/⟦S:pwzh⟧@⟦f:ip⟧:1521/orcl schemas=⟦f:db⟧ directory=DUMP_DIR dumpfile=⟦f:db⟧.dmp",
  "en|@cmd\nrman target sys/⟦S:pw⟧@PROD catalog rman/⟦S:pw⟧@RCAT",
  "zh|@cmd\nimp ⟦f:db⟧/⟦S:pwzh⟧@⟦f:ip⟧/orcl file=bak.dmp full=y")
K("meeting_passcodes",
  "en|Join Zoom Meeting https://us06web.zoom.us/j/8⟦P:dg10⟧\nMeeting ID: 8⟦P:dg2⟧ ⟦P:dg4⟧ ⟦P:dg4⟧\nPasscode: ⟦S:an8⟧",
  "zh|⟦f:zh⟧ 邀请您参加腾讯会议\n会议主题：⟦f:proj⟧ 周会\n会议号：⟦P:dg3⟧-⟦P:dg3⟧-⟦P:dg3⟧\n会议密码：⟦S:dg6⟧",
  "en|Webex: meeting number 2⟦P:dg9⟧, password ⟦S:an10⟧ (from phones: ⟦P:dg8⟧)",
  "zh|钉钉视频会议已创建，会议密码 ⟦S:dg6⟧，入会后请静音。")
K("device_pins_new",
  "en|Yubikey PIV PIN is ⟦S:pin6⟧ and the PUK ⟦S:pin8⟧ — store them in the safe, not Slack.",
  "zh|智能门锁管理员密码：⟦S:pin8⟧，临时访客码过期了我再发。",
  "en|Set the phone's SIM PIN to ⟦S:pin8⟧ before handing it to the contractor.",
  "zh|银行U盾的PIN码改成⟦S:pin6⟧了，记得别告诉别人。")
K("bitlocker_recovery_keys",
  "en|BitLocker recovery for LAPTOP-⟦P:up7⟧ (key ID ⟦P:UUID⟧):\n⟦S:bitlocker⟧",
  "zh|电脑开机要BitLocker恢复密钥，IT给的是：⟦S:bitlocker⟧",
  "en|@cmd\nmanage-bde -unlock D: -RecoveryPassword ⟦S:bitlocker⟧")
K("passphrases_key_and_vault",
  "en|The passphrase for the deploy key is \"⟦S:phrase⟧\" — ssh-add will ask once per session.",
  "zh|GPG 私钥的保护口令是：⟦S:phrase⟧（不是登录密码）",
  "en|KeePass master passphrase: ⟦S:phrase⟧",
  "zh|Restic 仓库密码（很长的那串）：⟦S:phrase⟧")
K("pw_in_todo_comments",
  "en|@raw\n# TODO(⟦f:user⟧): move to vault before release — temp pw ⟦S:pw⟧\nconn = connect(host=\"⟦f:host⟧\", user=\"svc\")",
  "zh|@raw\n// FIXME 临时写死，上线前删掉！密码：⟦S:pwzh⟧\nString host = \"⟦f:ip⟧\";",
  "en|@raw\n<!-- admin login for demo: ⟦f:user⟧ / ⟦S:pw⟧ -- remove before publishing -->")

# --- wifi, remote access, desktop tools
K("wifi_cli_tools",
  "en|@cmd\nnmcli dev wifi connect \"⟦f:org⟧-5G\" password '⟦S:pw⟧'",
  "zh|@raw\nC:\\> netsh wlan show profile name=\"⟦f:org⟧-Office\" key=clear\n    SSID 名称              : \"⟦f:org⟧-Office\"\n    身份验证               : WPA2 - 个人\n    关键内容               : ⟦S:pwzh⟧",
  "en|@raw\n$ netsh wlan show profile name=\"Guest\" key=clear | findstr Key\n    Key Content            : ⟦S:pw⟧",
  "zh|@cmd\nwpa_passphrase \"⟦f:org⟧-IoT\" '⟦S:pwzh⟧' >> /etc/wpa_supplicant/wlan0.conf")
K("remote_desktop_temp_passwords",
  "zh|向日葵远程：识别码 ⟦P:dg3⟧ ⟦P:dg3⟧ ⟦P:dg3⟧，验证码 ⟦S:lo6⟧，帮我看下打印机驱动。",
  "zh|ToDesk 设备代码 ⟦P:dg9⟧ 临时密码 ⟦S:an8⟧，连上之后别动我桌面文件。",
  "en|@cmd\nx11vnc -display :0 -forever -passwd ⟦S:an12⟧",
  "en|AnyDesk 1 ⟦P:dg3⟧ ⟦P:dg3⟧ ⟦P:dg3⟧ — unattended access password is ⟦S:pw⟧",
  "en|@cmd\nrdesktop -u administrator -p '⟦S:pw⟧' ⟦f:ip⟧")
K("filezilla_ftp",
  "en|@file ~/.config/filezilla/sitemanager.xml\n<Server>\n  <Host>ftp.⟦f:dom⟧</Host>\n  <Port>21</Port>\n  <User>⟦f:user⟧</User>\n  <Pass encoding=\"base64\">⟦D>p:pw⟧⟦E:b64:p⟧</Pass>\n</Server>",
  "zh|@cmd\nncftpput -u ⟦f:py⟧ -p '⟦S:pwzh⟧' ⟦f:ip⟧ /www/uploads ./dist/*",
  "en|@cmd\ncurlftpfs ⟦f:user⟧:⟦S:an14⟧@ftp.⟦f:dom⟧ /mnt/ftp")
K("rsync_daemon_secrets",
  "en|@file /etc/rsyncd.secrets\nbackup:⟦S:pw⟧\nmirror:⟦S:an16⟧",
  "zh|@cmd\nRSYNC_PASSWORD='⟦S:pwzh⟧' rsync -avz /data/ backup@⟦f:ip⟧::bak/",
  "en|@cmd\necho '⟦S:an18⟧' > /etc/rsync.pass && chmod 600 /etc/rsync.pass")
K("expect_script_passwords",
  "en|@file deploy.exp\nspawn ssh ⟦f:user⟧@⟦f:host⟧\nexpect \"password:\"\nsend \"⟦S:pw⟧\\r\"\ninteract",
  "zh|@file login.sh\n#!/usr/bin/expect\nspawn ssh root@⟦f:ip⟧\nexpect {\n  \"yes/no\" { send \"yes\\r\"; exp_continue }\n  \"password:\" { send \"⟦S:pwzh⟧\\r\" }\n}\ninteract",
  "en|@raw\nexpect -c 'spawn su - oracle; expect \"Password:\"; send \"⟦S:pw⟧\\n\"; interact'")
K("os_user_password_cmds",
  "en|@cmd\necho '⟦f:user⟧:⟦S:pw⟧' | sudo chpasswd",
  "zh|@cmd\nnet user ⟦f:py⟧ ⟦S:pwzh⟧ /add && net localgroup administrators ⟦f:py⟧ /add",
  "en|@cmd\necho '⟦S:pw⟧' | passwd --stdin deploy",
  "zh|@cmd\nuseradd ops && echo \"ops:⟦S:pwzh⟧\" | chpasswd")
K("redis_cli_auth",
  "en|@cmd\nredis-cli -h ⟦f:host⟧ -p 6379 -a '⟦S:pw⟧' --no-auth-warning INFO replication",
  "zh|@raw\n⟦f:ip⟧:6379> AUTH ⟦S:pwzh⟧\nOK\n⟦f:ip⟧:6379> CONFIG GET maxmemory",
  "en|@raw\n127.0.0.1:6379> AUTH default ⟦S:an24⟧\nOK",
  "zh|@cmd\nredis-cli --user app --pass ⟦S:an20⟧ -n 2 keys 'session:*'")
K("nosql_db_cli_passwords",
  "en|@cmd\ncqlsh ⟦f:host⟧ -u cassandra -p '⟦S:pw⟧' -e 'DESCRIBE KEYSPACES'",
  "zh|@cmd\ninflux setup --username admin --password '⟦S:pwzh⟧' --org ⟦f:org⟧ --bucket metrics --force",
  "en|@cmd\nneo4j-admin dbms set-initial-password ⟦S:pw⟧",
  "zh|@cmd\ncouchbase-cli cluster-init -c ⟦f:ip⟧ --cluster-username Administrator --cluster-password ⟦S:pwzh⟧",
  "en|@cmd\narangosh --server.endpoint tcp://⟦f:host⟧:8529 --server.username root --server.password ⟦S:an16⟧")
K("rabbitmq_admin_cmds",
  "en|@cmd\nrabbitmqctl add_user ⟦f:svc⟧ '⟦S:pw⟧' && rabbitmqctl set_permissions -p / ⟦f:svc⟧ '.*' '.*' '.*'",
  "zh|@cmd\nrabbitmqctl change_password admin ⟦S:pwzh⟧",
  "en|@cmd\nrabbitmqadmin -u admin -p ⟦S:an18⟧ list queues name messages")
K("vault_tokens",
  "en|@cmd\nvault login ⟦S:'hvs.'+an24⟧",
  "zh|@cmd\nexport VAULT_ADDR=https://vault.⟦f:dom⟧ VAULT_TOKEN=⟦S:'hvs.CAESI'+bu86⟧",
  "en|@raw\n$ vault token create -policy=ci -ttl=24h\nKey                  Value\n---                  -----\ntoken                ⟦S:'hvs.'+an24⟧\ntoken_accessor       ⟦P:an24⟧\ntoken_duration       24h",
  "zh|Vault 的 root token 先用这个：⟦S:'hvs.'+an24⟧，初始化完就吊销。",
  "en|@file ~/.vault-token\n⟦S:'hvb.AAAAAQ'+bu96⟧")
K("jvm_system_property_passwords",
  "en|@cmd\njava -Djavax.net.ssl.keyStorePassword=⟦S:pw⟧ -Djavax.net.ssl.trustStorePassword=⟦S:an12⟧ -jar gateway.jar",
  "zh|@cmd\nmvn deploy -DaltDeploymentRepository=nexus::default::http://⟦f:ip⟧:8081/repository/releases -Dusername=deploy -Dpassword=⟦S:pwzh⟧",
  "en|@cmd\n./gradlew publish -PossrhPassword=⟦S:pw⟧ -PsigningInMemoryKeyPassword=⟦S:an16⟧",
  "zh|@file /etc/default/tomcat9\nJAVA_OPTS=\"-Xmx2g -Dspring.datasource.password=⟦S:pwzh⟧ -Dfile.encoding=UTF-8\"")
K("cms_cli_passwords",
  "en|@cmd\nwp user create ⟦f:user⟧ ⟦f:user⟧@⟦f:dom⟧ --role=administrator --user_pass='⟦S:pw⟧'",
  "zh|@cmd\ndrush user:password admin '⟦S:pwzh⟧'",
  "en|@cmd\nwp core install --url=⟦f:dom⟧ --title=Blog --admin_user=admin --admin_password=⟦S:pw⟧ --admin_email=ops@⟦f:dom⟧")
K("echo_pipe_secrets",
  "en|@cmd\nprintf '%s' '⟦S:an32⟧' | docker secret create stripe_api_key -",
  "zh|@cmd\necho -n \"⟦S:pwzh⟧\" | podman secret create mysql_root_pw -",
  "en|@cmd\necho -n '⟦S:bu40⟧' | gh secret set DEPLOY_TOKEN --repo ⟦f:org⟧/⟦f:proj⟧",
  "zh|@cmd\necho '⟦S:an28⟧' | wrangler secret put API_SECRET")
K("iac_cli_vars",
  "en|@cmd\nterraform apply -var 'db_password=⟦S:pw⟧' -var-file=prod.tfvars",
  "zh|@cmd\npulumi config set --secret dbPassword ⟦S:pwzh⟧ && pulumi up -y",
  "en|@cmd\nansible-playbook site.yml -e \"ansible_become_password=⟦S:pw⟧\" -l ⟦f:host⟧",
  "zh|@cmd\npacker build -var \"winrm_password=⟦S:pwzh⟧\" windows2022.pkr.hcl")
K("cloud_cli_login_secrets",
  "en|@cmd\naz login --service-principal -u ⟦P:uuid⟧ -p ⟦S:an3+'8Q~'+bu31⟧ --tenant ⟦P:uuid⟧",
  "zh|@cmd\naws configure set aws_secret_access_key ⟦S:bs40⟧ --profile ⟦f:proj⟧",
  "en|@cmd\ndatabricks configure --token <<< $'https://adb-⟦P:dg16⟧.7.azuredatabricks.net\\n⟦S:'dapi'+hx32⟧'",
  "zh|@cmd\noci setup config  # 私钥口令填的 ⟦S:pwzh⟧")
K("data_warehouse_creds",
  "en|@file ~/.dbt/profiles.yml\nanalytics:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: ⟦P:la6⟧-⟦P:la5⟧\n      user: DBT_SVC\n      password: \"⟦S:pw⟧\"\n      warehouse: TRANSFORMING",
  "zh|@cmd\nSNOWSQL_PWD='⟦S:pwzh⟧' snowsql -a ⟦P:la7⟧ -u ETL_USER -q 'select current_version()'",
  "en|@file ~/.snowsql/config\n[connections.prod]\naccountname = ⟦P:la8⟧\nusername = loader\npassword = ⟦S:pw⟧",
  "zh|@file clickhouse-client.xml\n<config>\n  <user>default</user>\n  <password>⟦S:pwzh⟧</password>\n  <host>⟦f:ip⟧</host>\n</config>")

# --- long values (> 200 characters) after a keyword
K("aws_session_tokens",
  "en|@file ~/.aws/credentials\n[sso-admin]\naws_access_key_id = ASIA⟦P:up16⟧\naws_secret_access_key = ⟦S:bs40⟧\naws_session_token = ⟦S:awss⟧",
  "zh|@cmd\nexport AWS_SESSION_TOKEN=⟦S:awss⟧",
  "en|{\"Credentials\": {\"AccessKeyId\": \"ASIA⟦P:up16⟧\", \"SecretAccessKey\": \"⟦S:bs40⟧\", \"SessionToken\": \"⟦S:awss⟧\", \"Expiration\": \"2026-12-07T09:12:44Z\"}}",
  "zh|临时凭证给你，一小时有效：\nSessionToken: ⟦S:awss⟧")
K("kubeconfig_user_tokens",
  "en|@file ~/.kube/config\nusers:\n- name: ci-deployer\n  user:\n    token: ⟦S:k8s⟧",
  "zh|@cmd\nkubectl --server=https://⟦f:ip⟧:6443 --token=⟦S:k8s⟧ get pods -A",
  "en|@raw\n$ kubectl create token ⟦f:svc⟧ --duration=8760h\n⟦S:k8s⟧")
K("long_refresh_tokens_other",
  "en|FIREBASE_REFRESH_TOKEN=⟦S:fbref⟧",
  "zh|@file token_cache.json\n{\"refreshToken\": \"⟦S:fbref⟧\", \"expiresIn\": \"3600\"}",
  "en|Salesforce session id (from the debug log): ⟦S:sfsess⟧",
  "zh|抓包拿到的 access_token：⟦S:ytok⟧")
K("oidc_id_tokens_long",
  "en|https://app.⟦f:dom⟧/auth/callback#id_token=⟦S:sessjwt⟧&state=⟦P:hx16⟧&session_state=⟦P:uuid⟧",
  "zh|前端 localStorage 里的 idToken：⟦S:sessjwt⟧",
  "en|@log\nDEBUG oauth: received id_token=⟦S:sessjwt⟧")
K("huawei_iam_tokens",
  "zh|@raw\nHTTP/1.1 201 Created\nX-Subject-Token: ⟦S:hwtok⟧\nContent-Type: application/json",
  "zh|@cmd\ncurl -H \"X-Auth-Token: ⟦S:hwtok⟧\" https://ecs.cn-north-4.myhuaweicloud.com/v1/⟦P:hx32⟧/cloudservers",
  "en|HUAWEICLOUD_TOKEN=⟦S:hwtok⟧")
K("kubeconfig_client_key_data",
  "en|@file ~/.kube/config\n- name: admin@⟦f:proj⟧\n  user:\n    client-certificate-data: ⟦P:B600⟧\n    client-key-data: ⟦S:B1190⟧",
  "zh|集群的 kubeconfig 里 client-key-data 是这个，先拿去用：\n⟦S:B1190⟧",
  "en|@file k8s/tls-secret.yaml\napiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: ⟦f:proj⟧-tls\ndata:\n  tls.crt: ⟦P:B900⟧\n  tls.key: ⟦S:B1190⟧")
K("escaped_pem_in_json",
  "en|@file terraform.tfvars.json\n{\"gcp_sa\": {\"type\": \"service_account\", \"project_id\": \"⟦f:proj⟧\", \"private_key_id\": \"⟦P:hx40⟧\", \"private_key\": \"⟦J:ecp8⟧\", \"client_email\": \"ci@⟦f:proj⟧.iam.gserviceaccount.com\"}}",
  "zh|GitHub App 私钥我转成一行放环境变量了：\nGH_APP_PRIVATE_KEY=\"⟦J:ec⟧\"",
  "en|{\"ssh_key\": \"⟦J:ed⟧\", \"host\": \"⟦f:host⟧\"}")
K("long_unquoted_ini_values",
  "en|@file app.ini\n[oauth]\nsigning_key_material = ⟦S:bu240⟧\nissuer = https://id.⟦f:dom⟧",
  "zh|@file conf/gateway.properties\ngateway.sign.secret=⟦S:an256⟧\ngateway.timeout=3000",
  "en|LICENSE_SIGNING_SECRET: ⟦S:bs220⟧")

# --- private key material in new forms
K("ec_private_keys",
  "en|@file certs/es256.key\n⟦K:ec⟧",
  "zh|APNs 推送用的 p8 私钥：\n⟦K:ecp8⟧",
  "en|@raw\n$ openssl ecparam -name prime256v1 -genkey -noout\n⟦K:ec⟧")
K("encrypted_and_dsa_keys",
  "en|@file legacy/server.key\n⟦K:enc⟧",
  "zh|老系统的 DSA 私钥（别问为什么还在用）：\n⟦K:dsa⟧",
  "en|@file keys/ed25519.pem\n⟦K:ed⟧")
K("private_jwk",
  "en|@file jwks-private.json\n{\"keys\":[{\"kty\":\"EC\",\"crv\":\"P-256\",\"kid\":\"⟦P:hx8⟧\",\"x\":\"⟦P:BU32⟧\",\"y\":\"⟦P:BU32⟧\",\"d\":\"⟦S:BU32⟧\"}]}",
  "zh|签名用的 JWK（含私钥 d）：{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"x\":\"⟦P:BU32⟧\",\"d\":\"⟦S:BU32⟧\"}",
  "en|JWT_SECRET_JWK='{\"kty\":\"oct\",\"alg\":\"HS512\",\"k\":\"⟦S:BU64⟧\"}'")
K("wallet_private_keys",
  "en|PRIVATE_KEY=0x⟦S:hx64⟧\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/⟦S:bu32⟧",
  "zh|测试钱包私钥：⟦S:hx64⟧（只放了点测试币）",
  "en|@file ~/.config/solana/id.json\n⟦S:sol⟧",
  "zh|比特币钱包导出的 WIF 私钥：⟦S:wif⟧")
K("mnemonic_phrases_new",
  "en|seed words for the hot wallet: ⟦S:mnem12⟧",
  "zh|助记词（中文）：⟦S:zhmnem12⟧",
  "en|MNEMONIC=\"⟦S:mnem24⟧\"",
  "zh|钱包恢复短语一共12个：⟦S:mnem12⟧")
K("sops_age_minisign_keys",
  "en|@cmd\nexport SOPS_AGE_KEY=⟦S:'AGE-SECRET-KEY-1'+up58⟧",
  "zh|@file ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n⟦S:'RWRTY0Iy'+bs204⟧",
  "en|@file .signify/release.sec\nuntrusted comment: signify secret key\n⟦S:'RWRCSwAAAA'+bs142⟧")
K("cluster_shared_keys",
  "en|@file /etc/mongod/keyfile\n⟦M:x⟧",
  "zh|@cmd\ncurl -sfL https://get.k3s.io | K3S_URL=https://⟦f:ip⟧:6443 K3S_TOKEN=⟦S:k3s⟧ sh -",
  "en|@cmd\nkubeadm join ⟦f:ip⟧:6443 --token ⟦S:lo6+'.'+lo16⟧ --discovery-token-ca-cert-hash sha256:⟦P:hx64⟧",
  "zh|@file /var/lib/rabbitmq/.erlang.cookie\n⟦S:up20⟧",
  "en|@file /etc/consul.d/consul.hcl\ndatacenter = \"dc1\"\nencrypt = \"⟦S:B32⟧\"")
K("redis_conf_auth",
  "en|@file /etc/redis/redis.conf\nbind 0.0.0.0\nrequirepass ⟦S:pw⟧\nmasterauth ⟦S:an20⟧",
  "zh|@file /etc/redis/sentinel.conf\nsentinel monitor mymaster ⟦f:ip⟧ 6379 2\nsentinel auth-pass mymaster ⟦S:pwzh⟧",
  "en|@file users.acl\nuser default off\nuser app on >⟦S:an24⟧ ~app:* +@read +@write")
K("network_device_configs",
  "zh|@raw\n[H3C] local-user admin class manage\n[H3C-luser-manage-admin] password simple ⟦S:pwzh⟧\n[H3C-luser-manage-admin] service-type ssh",
  "en|@raw\nrouter(config)# username netops privilege 15 password 0 ⟦S:pw⟧\nrouter(config)# snmp-server community ⟦S:an12⟧ RW",
  "zh|@raw\n[Huawei] snmp-agent community write cipher ⟦S:pwzh⟧\n[Huawei] aaa\n[Huawei-aaa] local-user admin password cipher ⟦S:pwzh⟧",
  "en|@cmd\nsnmpwalk -v3 -l authPriv -u monitor -a SHA -A '⟦S:pw⟧' -x AES -X '⟦S:an16⟧' ⟦f:ip⟧")
K("radius_tacacs_keys",
  "en|@file /etc/freeradius/3.0/clients.conf\nclient wlc {\n  ipaddr = ⟦f:ip⟧\n  secret = ⟦S:an20⟧\n}",
  "zh|@raw\n[Huawei-radius-default] radius-server shared-key cipher ⟦S:pwzh⟧\n[Huawei-radius-default] radius-server authentication ⟦f:ip⟧ 1812",
  "en|@raw\nswitch(config)# tacacs-server host ⟦f:ip⟧ key 0 ⟦S:pw⟧")
K("rtsp_camera_urls",
  "zh|海康摄像头拉流地址：rtsp://admin:⟦S:pwzh⟧@⟦f:ip2⟧:554/Streaming/Channels/101",
  "zh|@file config/cameras.yaml\ncameras:\n  gate:\n    url: rtsp://admin:⟦S:pwzh⟧@⟦f:ip2⟧:554/cam/realmonitor?channel=1&subtype=0",
  "en|@cmd\nffmpeg -rtsp_transport tcp -i 'rtsp://viewer:⟦S:an12⟧@⟦f:ip2⟧:554/stream1' -c copy out.mp4",
  "en|frigate go2rtc stream: rtsp://admin:⟦S:pw⟧@⟦f:ip2⟧/h264Preview_01_main")
K("home_automation_secrets",
  "en|@file esphome/secrets.yaml\nwifi_ssid: \"⟦f:org⟧\"\nwifi_password: \"⟦S:pw⟧\"\napi_encryption_key: \"⟦S:B32⟧\"\nota_password: \"⟦S:hx32⟧\"",
  "zh|Home Assistant 长期访问令牌：⟦S:hass⟧",
  "en|@cmd\ncurl -H \"Authorization: Bearer ⟦S:hass⟧\" http://homeassistant.local:8123/api/states",
  "zh|@raw\nTasmota 控制台：Backlog SSId1 ⟦f:org⟧; Password1 ⟦S:pwzh⟧; MqttPassword ⟦S:an16⟧")
K("game_server_secrets",
  "en|@file server.properties\nenable-rcon=true\nrcon.port=25575\nrcon.password=⟦S:pw⟧",
  "zh|@file cfg/server.cfg\nhostname \"⟦f:zh⟧的服务器\"\nrcon_password \"⟦S:pwzh⟧\"\nsv_password \"⟦S:an10⟧\"",
  "en|STEAM_WEB_API_KEY=⟦S:HX32⟧",
  "zh|帕鲁服务器管理员密码 AdminPassword=\"⟦S:pwzh⟧\"，RCON 已开启。")
K("proxy_client_configs",
  "zh|@file clash/config.yaml\nproxies:\n  - name: \"香港01\"\n    type: trojan\n    server: hk01.⟦f:dom⟧\n    port: 443\n    password: ⟦S:uuid⟧\n    sni: hk01.⟦f:dom⟧",
  "zh|机场订阅节点：ss://⟦S:ss⟧@⟦f:ip⟧:8388#日本",
  "zh|@file v2ray/config.json\n{\"outbounds\":[{\"protocol\":\"vless\",\"settings\":{\"vnext\":[{\"address\":\"⟦f:dom⟧\",\"port\":443,\"users\":[{\"id\":\"⟦S:uuid⟧\",\"flow\":\"xtls-rprx-vision\"}]}]}}]}",
  "en|trojan://⟦S:an20⟧@⟦f:dom⟧:443?security=tls&type=tcp#sg-1")

# --- config formats and key naming
K("hcl_tfvars_and_providers",
  "en|@file prod.auto.tfvars\nregion      = \"eu-central-1\"\ndb_password = \"⟦S:pw⟧\"\nsentry_auth = \"⟦S:'sntrys_eyJ'+bu120⟧\"",
  "zh|@file providers.tf\nprovider \"alicloud\" {\n  access_key = \"⟦S:'LTAI5t'+an18⟧\"\n  secret_key = \"⟦S:an30⟧\"\n  region     = \"cn-hangzhou\"\n}",
  "en|@file .terraformrc\ncredentials \"app.terraform.io\" {\n  token = \"⟦S:an14+'.atlasv1.'+an67⟧\"\n}")
K("web_server_configs",
  "en|@file /etc/nginx/conf.d/upstream.conf\nlocation /api/ {\n  proxy_pass https://partner.⟦f:dom⟧;\n  proxy_set_header Authorization \"Bearer ⟦S:an40⟧\";\n}",
  "zh|@file nginx.conf\nlocation /es/ {\n    proxy_pass http://⟦f:ip⟧:9200/;\n    proxy_set_header Authorization \"Basic ⟦D>u:'elastic'⟧⟦D>p:pwzh⟧⟦E:basic:u,p⟧\";\n}",
  "en|@file apache/site.conf\nRequestHeader set X-Api-Key \"⟦S:hx40⟧\"\nProxyPass /v1 https://api.⟦f:dom⟧/v1")
K("haproxy_and_lb_auth",
  "en|@file /etc/haproxy/haproxy.cfg\nlisten stats\n  bind *:8404\n  stats enable\n  stats auth admin:⟦S:pw⟧",
  "zh|@file haproxy.cfg\nuserlist ops\n  user ⟦f:py⟧ insecure-password ⟦S:pwzh⟧",
  "en|@file envoy.yaml\n      - header:\n          key: x-internal-token\n          value: ⟦S:bu48⟧")
K("supervisor_pm2_configs",
  "en|@file /etc/supervisor/conf.d/worker.conf\n[program:worker]\ncommand=/srv/app/bin/worker\nenvironment=DB_PASSWORD=\"⟦S:pw⟧\",QUEUE=\"high\"",
  "zh|@file ecosystem.config.js\nmodule.exports = { apps: [{ name: '⟦f:svc⟧', script: 'dist/main.js', env_production: { NODE_ENV: 'production', MYSQL_PWD: '⟦S:pwzh⟧' } }] }",
  "en|@file supervisord.conf\n[inet_http_server]\nport=127.0.0.1:9001\nusername=admin\npassword=⟦S:an14⟧")
K("plist_and_reg_configs",
  "en|@file ~/Library/LaunchAgents/com.⟦f:org⟧.sync.plist\n<key>EnvironmentVariables</key>\n<dict>\n  <key>SYNC_API_KEY</key>\n  <string>⟦S:an40⟧</string>\n</dict>",
  "zh|@file Info.plist\n<key>AMapApiKey</key><string>⟦P:hx32⟧</string>\n<key>AMapSecurityCode</key><string>⟦S:hx32⟧</string>",
  "en|@file backup.reg\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\⟦f:org⟧\\Agent]\n\"ServicePassword\"=\"⟦S:pw⟧\"")
K("compose_environment_lists",
  "en|@file docker-compose.yml\n  keycloak:\n    image: quay.io/keycloak/keycloak:26.0\n    environment:\n      - KC_BOOTSTRAP_ADMIN_PASSWORD=⟦S:pw⟧\n      - KC_DB_PASSWORD=⟦S:an20⟧",
  "zh|@file docker-compose.yml\n  nacos:\n    environment:\n      - MYSQL_SERVICE_PASSWORD=⟦S:pwzh⟧\n      - NACOS_AUTH_TOKEN=⟦S:B32⟧",
  "en|@file compose.override.yml\n    environment:\n      MEILI_MASTER_KEY: \"⟦S:bu32⟧\"\n      OUTLINE_SECRET_KEY: \"⟦S:hx64⟧\"")
K("helm_values_files",
  "en|@file values-prod.yaml\nauth:\n  rootPassword: \"⟦S:pw⟧\"\n  replicationPassword: \"⟦S:an20⟧\"\nprimary:\n  persistence:\n    size: 50Gi",
  "zh|@file charts/harbor/values.yaml\nharborAdminPassword: \"⟦S:pwzh⟧\"\nsecretKey: \"⟦S:an16⟧\"",
  "en|@file values.yaml\ngrafana:\n  adminPassword: ⟦S:pw⟧\n  smtp:\n    existingSecret: \"\"\n    password: ⟦S:an16⟧")
K("jvm_framework_props",
  "en|@file src/main/resources/application.properties\nquarkus.datasource.username=app\nquarkus.datasource.password=⟦S:pw⟧\nquarkus.oidc.credentials.secret=⟦S:an32⟧",
  "zh|@file application-prod.yml\nmicronaut:\n  security:\n    token:\n      jwt:\n        signatures:\n          secret:\n            generator:\n              secret: ⟦S:an48⟧",
  "en|@file config.yml\ndatabase:\n  driverClass: org.postgresql.Driver\n  user: dropwizard\n  password: ⟦S:pw⟧")
K("appsettings_json",
  "en|@file appsettings.Production.json\n{\n  \"Jwt\": { \"Issuer\": \"⟦f:dom⟧\", \"Key\": \"⟦S:bs44⟧\" },\n  \"Smtp\": { \"Host\": \"smtp.⟦f:dom⟧\", \"Password\": \"⟦S:pw⟧\" }\n}",
  "zh|@file appsettings.json\n{\"WeChat\": {\"AppId\": \"wx⟦P:hx16⟧\", \"AppSecret\": \"⟦S:hx32⟧\"}, \"Redis\": {\"Password\": \"⟦S:pwzh⟧\"}}",
  "en|@file secrets.json\n{\"Authentication:Google:ClientSecret\": \"⟦S:'GOCSPX-'+bu28⟧\"}")
K("elixir_ruby_configs",
  "en|@file config/runtime.exs\nconfig :shop, ShopWeb.Endpoint,\n  secret_key_base: \"⟦S:bs64⟧\"\nconfig :shop, Shop.Repo, password: \"⟦S:pw⟧\"",
  "zh|@file /etc/gitlab/gitlab.rb\ngitlab_rails['smtp_password'] = \"⟦S:pwzh⟧\"\ngitlab_rails['ldap_servers'] = { 'main' => { 'bind_dn' => 'cn=gitlab', 'password' => '⟦S:pwzh⟧' } }",
  "en|@file config/initializers/stripe.rb\nStripe.api_key = \"⟦S:'sk_live_'+an99⟧\"")
K("grafana_prometheus_configs",
  "en|@file grafana.ini\n[security]\nadmin_user = admin\nadmin_password = ⟦S:pw⟧\nsecret_key = ⟦S:an16⟧",
  "zh|@file prometheus.yml\n  - job_name: '⟦f:svc⟧'\n    basic_auth:\n      username: prom\n      password: ⟦S:pwzh⟧\n    static_configs:\n      - targets: ['⟦f:ip⟧:9100']",
  "en|@file alertmanager.yml\nglobal:\n  smtp_smarthost: 'smtp.⟦f:dom⟧:587'\n  smtp_auth_username: 'alerts@⟦f:dom⟧'\n  smtp_auth_password: '⟦S:pw⟧'")
K("log_shipper_configs",
  "en|@file logstash/pipeline/out.conf\noutput {\n  elasticsearch {\n    hosts => [\"https://⟦f:host⟧:9200\"]\n    user => \"logstash_writer\"\n    password => \"⟦S:pw⟧\"\n  }\n}",
  "zh|@file filebeat.yml\noutput.elasticsearch:\n  hosts: [\"⟦f:ip⟧:9200\"]\n  username: \"elastic\"\n  password: \"⟦S:pwzh⟧\"",
  "en|@file fluent-bit.conf\n[OUTPUT]\n    Name  http\n    Host  logs.⟦f:dom⟧\n    Header X-Api-Key ⟦S:hx32⟧")
K("php_app_configs",
  "zh|@file config/config_global.php\n$_config['db']['1']['dbhost'] = '⟦f:ip⟧';\n$_config['db']['1']['dbuser'] = 'discuz';\n$_config['db']['1']['dbpw'] = '⟦S:pwzh⟧';",
  "en|@file nextcloud/config/config.php\n  'passwordsalt' => '⟦S:an30⟧',\n  'secret' => '⟦S:bs48⟧',\n  'dbpassword' => '⟦S:pw⟧',",
  "zh|@file .env (ThinkPHP)\n[DATABASE]\nHOSTNAME = ⟦f:ip⟧\nPASSWORD = ⟦S:pwzh⟧")
K("aspnet_machinekeys",
  "en|@file web.config\n<machineKey validationKey=\"⟦S:HX128⟧\" decryptionKey=\"⟦S:HX48⟧\" validation=\"HMACSHA256\" decryption=\"AES\" />",
  "zh|@file Web.config\n<appSettings>\n  <add key=\"AliyunSmsSecret\" value=\"⟦S:an30⟧\" />\n  <add key=\"PageSize\" value=\"20\" />\n</appSettings>",
  "en|@file web.config\n<connectionStrings>\n  <add name=\"Main\" connectionString=\"Server=⟦f:host⟧;Database=⟦f:db⟧;User Id=sa;Password=⟦S:pw⟧;\" />\n</connectionStrings>")
K("csv_credential_exports",
  "en|@file chrome_passwords.csv\nname,url,username,password,note\n⟦f:dom⟧,https://⟦f:dom⟧/login,⟦f:user⟧,⟦S:pw⟧,\ngitlab.⟦f:dom⟧,https://gitlab.⟦f:dom⟧/users/sign_in,⟦f:user⟧,⟦S:pw⟧,",
  "zh|@file 账号汇总.csv\n系统,地址,账号,密码\n堡垒机,https://⟦f:ip⟧,⟦f:py⟧,⟦S:pwzh⟧\nOA,http://oa.⟦f:dom⟧,⟦f:py⟧,⟦S:pwzh⟧",
  "en|@file bitwarden_export.csv\nfolder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nWork,,login,AWS root,,,0,https://signin.aws.amazon.com,root@⟦f:dom⟧,⟦S:pw⟧,⟦S:bt32⟧")
K("keepass_and_vault_exports",
  "en|@file export.xml\n<Entry><String><Key>Title</Key><Value>prod db</Value></String><String><Key>Password</Key><Value ProtectInMemory=\"True\">⟦S:pw⟧</Value></String></Entry>",
  "zh|@cmd\nexport BW_SESSION=\"⟦S:B64⟧\"",
  "en|@file .env.bw\nBW_CLIENTID=user.⟦P:uuid⟧\nBW_CLIENTSECRET=⟦S:an30⟧")
K("sql_config_table_rows",
  "zh|@raw\nINSERT INTO sys_config (config_key, config_value) VALUES ('wx.mp.secret', '⟦S:hx32⟧');\nINSERT INTO sys_config (config_key, config_value) VALUES ('sys.index.skinName', 'skin-blue');",
  "en|@raw\nINSERT INTO integrations (name, api_key, enabled) VALUES ('mailer', '⟦S:an36⟧', true);",
  "zh|@raw\nUPDATE t_pay_channel SET mch_key = '⟦S:an32⟧' WHERE channel_code = 'wx_native';")
K("notes_app_fields",
  "en|@file vault/Infra/Router.md\n---\ntags: [infra, home]\n---\nadmin-url:: http://⟦f:ip2⟧\npassword:: ⟦S:pw⟧",
  "zh|@file 笔记/服务器.md\n## ⟦f:host⟧\n- IP：⟦f:ip⟧\n- 用户：root\n- 密码：⟦S:pwzh⟧",
  "en|Apple Notes export — \"Home stuff\"\nGarage keypad: ⟦S:pin8⟧\nAlarm disarm code: ⟦S:pin6⟧")
K("camelcase_js_objects",
  "en|@file src/config.ts\nexport const config = {\n  sessionSecret: '⟦S:an40⟧',\n  mailgunSigningKey: '⟦S:hx32⟧',\n  region: 'eu',\n};",
  "zh|@file src/env.js\nconst cfg = { redisPwd: \"⟦S:pwzh⟧\", mqPassword: \"⟦S:pwzh⟧\", timeout: 5000 }",
  "en|new Client({ privateToken: '⟦S:an32⟧', masterKey: '⟦S:bu44⟧' })")
K("snake_prefixed_python_dicts",
  "en|@file settings/local.py\nPAYMENTS = {\n    \"adyen_api_key\": \"⟦S:'AQE'+bu120⟧\",\n    \"adyen_hmac_key\": \"⟦S:HX64⟧\",\n}",
  "zh|@file config.py\nSMS_CONF = {'tx_sms_app_key': '⟦S:hx32⟧', 'tx_sms_sdk_app_id': '1400⟦P:dg6⟧'}",
  "en|LEGACY = dict(erp_soap_passwd='⟦S:pw⟧', erp_soap_user='integration')")
K("kebab_and_dotted_keys",
  "en|@file application.yaml\napp:\n  security:\n    client-secret: ⟦S:an40⟧\n    encryption-passphrase: \"⟦S:phrase⟧\"",
  "zh|@file conf/app.conf\napp.security.jwt.secret=⟦S:an48⟧\napp.oss.access-key-secret=⟦S:an30⟧",
  "en|@cmd\n./server --client-secret=⟦S:an32⟧ --listen :8080")
K("chinese_named_keys",
  "zh|@file 部署参数.json\n{\"服务器\": \"⟦f:ip⟧\", \"用户名\": \"root\", \"密码\": \"⟦S:pwzh⟧\"}",
  "zh|@file 配置.yaml\n数据库:\n  地址: ⟦f:ip⟧\n  口令: ⟦S:pwzh⟧\n接口密钥: ⟦S:an32⟧",
  "zh|【交接】 对接平台 | 应用标识：⟦P:dg8⟧ | 应用密钥：⟦S:an32⟧ | 回调地址已配好")
K("abbreviated_keys",
  "en|@file .env.old\nPWD_ADMIN=⟦S:pw⟧\nPSK=⟦S:an24⟧",
  "zh|@file conf.ini\n[mail]\nusr=noreply@⟦f:dom⟧\npwd=⟦S:pwzh⟧",
  "en|@file deploy.conf\nPW=⟦S:pw⟧\nTKN=⟦S:an40⟧")
K("dockerfile_env_args",
  "en|@file Dockerfile\nFROM python:3.12-slim\nARG PIP_EXTRA_INDEX_URL=https://__token__:⟦S:'pypi-AgEIcHlwaS5vcmc'+bu60⟧@pypi.⟦f:dom⟧/simple\nENV DJANGO_SECRET_KEY=⟦S:an50⟧",
  "zh|@file Dockerfile\nFROM openjdk:17\nENV NACOS_PASSWORD=⟦S:pwzh⟧\nCOPY app.jar /app.jar",
  "en|@cmd\ndocker build --build-arg NPM_TOKEN=⟦S:'npm_'+an36⟧ -t ⟦f:proj⟧:latest .")
K("shell_script_vars",
  "en|@file backup.sh\n#!/bin/bash\nDB_PASS='⟦S>p:pw⟧'\nmysqldump -u backup -p\"$DB_PASS\" --all-databases | gzip > /backup/all.sql.gz",
  "zh|@file scripts/sync.sh\n#!/bin/sh\n# 同步脚本\nOSS_SK=\"⟦S:an30⟧\"\nossutil cp -r ./out oss://⟦f:proj⟧/ -k \"$OSS_SK\"",
  "en|@file run.ps1\n$ApiToken = \"⟦S:an40⟧\"\nInvoke-RestMethod -Uri https://api.⟦f:dom⟧/v2/jobs -Headers @{ Authorization = \"Token $ApiToken\" }")
K("kafka_jaas_configs",
  "en|@file client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"⟦P:up16⟧\" password=\"⟦S:bs64⟧\";",
  "zh|@file kafka_server_jaas.conf\nKafkaServer {\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username=\"admin\"\n  password=\"⟦S:pwzh⟧\";\n};",
  "en|KAFKA_SASL_PASSWORD=⟦S:an40⟧")

# --- vendor formats, named in issue 21 but in new forms
K("discord_bot_tokens",
  "en|DISCORD_BOT_TOKEN=⟦S:'MT'+an24+'.'+bu6+'.'+bu38⟧",
  "zh|机器人 token 先发你：⟦S:'MT'+an24+'.'+bu6+'.'+bu38⟧ 别提交到仓库",
  "en|@file bot/config.json\n{\"prefix\": \"!\", \"token\": \"⟦S:'OT'+an24+'.'+bu6+'.'+bu38⟧\"}")
K("chat_webhooks_misc",
  "en|@file .github/workflows/notify.yml\n      - run: curl -H 'Content-Type: application/json' -d '{\"content\":\"deployed\"}' https://discord.com/api/webhooks/1⟦P:dg18⟧/⟦S:bu68⟧",
  "zh|Mattermost 通知地址：https://chat.⟦f:dom⟧/hooks/⟦S:lo26⟧",
  "en|Google Chat space webhook: https://chat.googleapis.com/v1/spaces/AAAA⟦P:bu7⟧/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=⟦S:bu43+'%3D'⟧",
  "zh|@file alert.yaml\nrocketchat_url: https://rc.⟦f:dom⟧/hooks/⟦P:an17⟧/⟦S:an48⟧")
K("sentry_auth_tokens",
  "en|@file sentry.properties\ndefaults.org=⟦f:org⟧\ndefaults.project=⟦f:proj⟧\nauth.token=⟦S:'sntryu_'+hx64⟧",
  "zh|@cmd\nSENTRY_AUTH_TOKEN=⟦S:'sntrys_eyJpYXQiOjE3'+bu150⟧ npx @sentry/wizard@latest -i sourcemaps",
  "en|@file src/instrument.ts\nSentry.init({ dsn: \"https://⟦S:hx32⟧@o⟦P:dg6⟧.ingest.de.sentry.io/⟦P:dg7⟧\", tracesSampleRate: 0.2 });")
K("hcp_terraform_tokens",
  "en|TFE_TOKEN=⟦S:an14+'.atlasv1.'+an67⟧",
  "zh|@cmd\nexport HCP_CLIENT_ID=⟦P:an32⟧ HCP_CLIENT_SECRET=⟦S:bu64⟧",
  "en|@raw\n$ terraform login\n...\nToken for app.terraform.io:\n  Enter a value: ⟦S:an14+'.atlasv1.'+an67⟧")
K("idp_secrets_auth0_keycloak",
  "en|@file .env.local\nAUTH0_DOMAIN=⟦f:org⟧.eu.auth0.com\nAUTH0_CLIENT_ID=⟦P:an32⟧\nAUTH0_CLIENT_SECRET=⟦S:bu64⟧",
  "zh|@cmd\n/opt/keycloak/bin/kcadm.sh config credentials --server http://⟦f:ip⟧:8080 --realm master --user admin --password ⟦S:pwzh⟧",
  "en|ONELOGIN_CLIENT_SECRET=⟦S:hx64⟧",
  "zh|Keycloak 客户端 ⟦f:svc⟧ 的 Client Secret：⟦S:an32⟧")
K("llm_provider_keys_new",
  "en|XAI_API_KEY=⟦S:'xai-'+an80⟧\nCOHERE_API_KEY=⟦S:an40⟧",
  "zh|@file .env\nFIREWORKS_API_KEY=⟦S:'fw_'+an24⟧\nCEREBRAS_API_KEY=⟦S:'csk-'+lo48⟧",
  "en|client = VoyageAI(api_key=\"⟦S:'pa-'+bu43⟧\")",
  "zh|用的 OpenRouter：⟦S:'sk-or-v1-'+hx64⟧，余额还有 20 刀")
K("agent_tooling_keys",
  "en|@file .env\nLANGSMITH_API_KEY=⟦S:'lsv2_pt_'+hx32+'_'+hx10⟧\nTAVILY_API_KEY=⟦S:'tvly-'+an32⟧",
  "zh|@file .env\nLANGFUSE_SECRET_KEY=⟦S:'sk-lf-'+uuid⟧\nLANGFUSE_PUBLIC_KEY=pk-lf-⟦P:uuid⟧",
  "en|pc = Pinecone(api_key=\"⟦S:'pcsk_'+an5+'_'+an60⟧\")",
  "zh|@file mcp.json\n{\"mcpServers\": {\"firecrawl\": {\"command\": \"npx\", \"args\": [\"-y\", \"firecrawl-mcp\"], \"env\": {\"FIRECRAWL_API_KEY\": \"⟦S:'fc-'+hx32⟧\"}}}}",
  "en|E2B_API_KEY=⟦S:'e2b_'+hx40⟧ BROWSERBASE_API_KEY=⟦S:'bb_live_'+bu27⟧")
K("cn_llm_keys_more",
  "zh|讯飞星火：APPID ⟦P:hx8⟧，APISecret ⟦S:an32⟧，APIKey ⟦S:hx32⟧",
  "zh|@file .env\nSILICONFLOW_API_KEY=⟦S:'sk-'+la48⟧\nBAICHUAN_API_KEY=⟦S:'sk-'+hx32⟧",
  "en|STEPFUN_API_KEY=⟦S:an64⟧ # 阶跃星辰",
  "zh|零一万物的 key：⟦S:hx32⟧，base_url 用 https://api.lingyiwanwu.com/v1")
K("tencent_wechat_pay_v3",
  "zh|@file pay.yml\nwechat:\n  pay:\n    mch-id: 16⟦P:dg8⟧\n    api-v3-key: ⟦S:an32⟧\n    merchant-serial-number: ⟦P:HX40⟧",
  "zh|COS 临时密钥返回：{\"tmpSecretId\": \"⟦S:'AKID'+an32⟧\", \"tmpSecretKey\": \"⟦S:an44⟧\", \"sessionToken\": \"⟦S:bu220⟧\"}",
  "en|TENCENT_SMS_APP_KEY=⟦S:hx32⟧")
K("azure_servicebus_functions",
  "en|ServiceBusConnection=Endpoint=sb://⟦f:org⟧-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=⟦S:bs43+'='⟧",
  "zh|@cmd\ncurl \"https://⟦f:proj⟧.azurewebsites.net/api/HttpTrigger1?code=⟦S:bu54+'=='⟧\"",
  "en|@file local.settings.json\n{\"Values\": {\"EventHubConn\": \"Endpoint=sb://⟦f:org⟧.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=⟦S:bs43+'='⟧;EntityPath=events\"}}")
K("azure_openai_and_cognitive",
  "en|AZURE_OPENAI_API_KEY=⟦S:hx32⟧\nAZURE_OPENAI_ENDPOINT=https://⟦f:org⟧-oai.openai.azure.com/",
  "zh|@cmd\ncurl https://⟦f:org⟧.cognitiveservices.azure.com/translator/text/v3.0/translate -H \"Ocp-Apim-Subscription-Key: ⟦S:hx32⟧\"",
  "en|speech_config = speechsdk.SpeechConfig(subscription=\"⟦S:an84⟧\", region=\"eastus\")")
K("authenticator_exports",
  "en|otpauth-migration://offline?data=⟦S:otpmig⟧",
  "zh|@file aegis-export.json\n{\"entries\":[{\"type\":\"totp\",\"name\":\"⟦f:py⟧@⟦f:dom⟧\",\"issuer\":\"阿里云\",\"info\":{\"secret\":\"⟦S:bt32⟧\",\"algo\":\"SHA1\",\"digits\":6,\"period\":30}}]}",
  "en|@file andotp_backup.json\n[{\"secret\":\"⟦S:bt32⟧\",\"issuer\":\"GitLab\",\"label\":\"⟦f:user⟧\",\"digits\":6,\"type\":\"TOTP\",\"algorithm\":\"SHA1\",\"period\":30}]",
  "zh|二次验证的密钥我截图识别出来了：⟦S:bt16⟧，导到新手机的身份验证器里。")
K("azure_sas_connection_strings",
  "en|BLOB_SAS_URL=https://⟦f:org⟧store.blob.core.windows.net/exports?sp=racwdl&st=2026-12-01T00:00:00Z&se=2027-06-01T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=⟦S:bs43+'%3D'⟧",
  "zh|@file appsettings.json\n{\"Storage\": \"BlobEndpoint=https://⟦f:org⟧.blob.core.chinacloudapi.cn/;SharedAccessSignature=sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-01-01&sig=⟦S:bs43+'%3D'⟧\"}",
  "en|@cmd\nazcopy copy ./dist 'https://⟦f:org⟧.blob.core.windows.net/$web?sv=2022-11-02&se=2026-12-31&sp=rwl&sig=⟦S:bs43+'%3D'⟧' --recursive")

# --- other vendors, new to the corpus series
K("gitlab_tokens",
  "en|@cmd\ngit clone https://gitlab-ci-token:⟦S:'glpat-'+bu20⟧@gitlab.⟦f:dom⟧/⟦f:org⟧/⟦f:proj⟧.git",
  "zh|@file /etc/gitlab-runner/config.toml\n[[runners]]\n  name = \"⟦f:host⟧\"\n  url = \"https://jihulab.com\"\n  token = \"⟦S:'glrt-'+bu20⟧\"",
  "en|@cmd\ncurl -X POST -F token=⟦S:'glptt-'+hx40⟧ -F ref=main https://gitlab.⟦f:dom⟧/api/v4/projects/⟦P:dg3⟧/trigger/pipeline",
  "zh|部署令牌：用户名 gitlab+deploy-token-⟦P:dg2⟧，令牌 ⟦S:'gldt-'+bu20⟧")
K("bitbucket_tokens",
  "en|@cmd\ngit remote set-url origin https://⟦f:user⟧:⟦S:'ATBB'+an32⟧@bitbucket.org/⟦f:org⟧/⟦f:proj⟧.git",
  "zh|@file bitbucket-pipelines.yml\n    - pipe: atlassian/ssh-run:0.8.0\n      variables:\n        BITBUCKET_ACCESS_TOKEN: '⟦S:'ATCTT3xFfGN0'+bu180⟧'",
  "en|BB_APP_PASSWORD=⟦S:'ATBB'+an32⟧")
K("artifact_repo_tokens",
  "en|@file ~/.npmrc\n//⟦f:org⟧.jfrog.io/artifactory/api/npm/npm/:_authToken=⟦S:jfref⟧",
  "zh|@cmd\njf c add prod --url https://⟦f:org⟧.jfrog.io --access-token ⟦S:jfref⟧",
  "en|ARTIFACTORY_API_KEY=⟦S:'AKCp'+an69⟧",
  "zh|@file pip.conf\n[global]\nindex-url = https://token:⟦S:an32⟧@dl.cloudsmith.io/basic/⟦f:org⟧/python/simple/")
K("productivity_saas_tokens",
  "en|LINEAR_API_KEY=⟦S:'lin_api_'+an40⟧\nNOTION_TOKEN=⟦S:'ntn_'+an46⟧",
  "zh|@file .env\nAIRTABLE_PAT=⟦S:'pat'+an14+'.'+hx64⟧",
  "en|const asana = Asana.Client.create().useAccessToken('⟦S:'2/'+dg16+'/'+dg16+':'+hx32⟧');",
  "zh|ClickUp 个人令牌：⟦S:'pk_'+dg8+'_'+UP32⟧")
K("paas_deploy_tokens",
  "en|@cmd\nvercel deploy --prod --token ⟦S:an24⟧",
  "zh|@cmd\nnetlify deploy --prod --auth ⟦S:'nfp_'+an36⟧",
  "en|RENDER_API_KEY=⟦S:'rnd_'+an32⟧",
  "zh|@file .github/workflows/deploy.yml\n        env:\n          HEROKU_API_KEY: ⟦S:'HRKU-AA'+bu58⟧")
K("secrets_iac_platform_tokens",
  "en|@cmd\ndoppler setup --token ⟦S:'dp.st.prd.'+an40⟧",
  "zh|@file .env\nPULUMI_ACCESS_TOKEN=⟦S:'pul-'+hx40⟧",
  "en|INFISICAL_TOKEN=⟦S:'st.'+uuid+'.'+hx32+'.'+hx32⟧")
K("payment_keys_intl",
  "en|SQUARE_ACCESS_TOKEN=⟦S:'EAAA'+bu60⟧\nSQUARE_APP_SECRET=⟦S:'sq0csp-'+bu43⟧",
  "zh|@file config/pay.php\n'razorpay' => ['key_id' => 'rzp_live_⟦P:an14⟧', 'key_secret' => '⟦S:an24⟧'],",
  "en|braintree access token: ⟦S:'access_token$production$'+lo16+'$'+hx32⟧",
  "zh|Paddle 的 API key：⟦S:'pdl_live_apikey_'+lo26+'_'+an22⟧")
K("email_api_keys",
  "en|RESEND_API_KEY=⟦S:'re_'+an8+'_'+an24⟧",
  "zh|@file config/mail.yml\nbrevo:\n  api_key: ⟦S:'xkeysib-'+hx64+'-'+an16⟧",
  "en|mailchimp.setConfig({ apiKey: '⟦S:hx32+'-us21'⟧', server: 'us21' });",
  "zh|Postmark 服务器令牌 ⟦S:uuid⟧，发件域名已验证。")
K("sms_voice_keys",
  "en|VONAGE_API_SECRET=⟦S:an16⟧\nPLIVO_AUTH_TOKEN=⟦S:an40⟧",
  "zh|@file sms.properties\nsms.luosimao.apikey=key-⟦S:hx32⟧\nsms.sign=【⟦f:org⟧】",
  "en|telnyx.api_key = \"⟦S:'KEY'+HX32+'_'+an22⟧\"")
K("mapbox_secret_tokens",
  "en|MAPBOX_DOWNLOADS_TOKEN=⟦S:'sk.eyJ1Ijoi'+bu40+'.'+bu22⟧",
  "zh|@file gradle.properties\nMAPBOX_DOWNLOADS_TOKEN=⟦S:'sk.eyJ1Ijoi'+bu40+'.'+bu22⟧",
  "en|@file ~/.netrc\nmachine api.mapbox.com\nlogin mapbox\npassword ⟦S:'sk.eyJ1Ijoi'+bu40+'.'+bu22⟧")
K("analytics_keys",
  "en|POSTHOG_PERSONAL_API_KEY=⟦S:'phx_'+an43⟧",
  "zh|@file config.py\nMIXPANEL_API_SECRET = \"⟦S:hx32⟧\"\nAMPLITUDE_SECRET_KEY = \"⟦S:hx32⟧\"",
  "en|analytics.write_key = '⟦S:an32⟧'  # segment server-side source")
K("observability_tokens_new",
  "en|GRAFANA_SERVICE_ACCOUNT_TOKEN=⟦S:'glsa_'+an32+'_'+hx8⟧",
  "zh|@file alloy/config.alloy\nprometheus.remote_write \"cloud\" {\n  endpoint {\n    url = \"https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push\"\n    basic_auth {\n      username = \"⟦P:dg7⟧\"\n      password = \"⟦S:'glc_eyJvIjoi'+bu140⟧\"\n    }\n  }\n}",
  "en|@cmd\ncurl -k https://splunk.⟦f:dom⟧:8088/services/collector -H \"Authorization: Splunk ⟦S:uuid⟧\" -d '{\"event\":\"ping\"}'",
  "zh|@cmd\ncurl -H \"Authorization: ApiKey ⟦S:B40⟧\" https://⟦f:ip⟧:9200/_cat/indices",
  "en|HONEYCOMB_API_KEY=⟦S:an22⟧")
K("ci_platform_tokens",
  "en|CIRCLE_TOKEN=⟦S:'CCIPAT_'+an22+'_'+hx40⟧",
  "zh|@file buildkite-agent.cfg\ntoken=\"⟦S:'bkua_'+hx40⟧\"\nname=\"⟦f:host⟧-%spawn\"",
  "en|@cmd\nsonar-scanner -Dsonar.host.url=https://sonar.⟦f:dom⟧ -Dsonar.token=⟦S:'squ_'+hx40⟧",
  "zh|CODECOV_TOKEN=⟦S:uuid⟧  # 覆盖率上传用")
K("vps_cloud_tokens",
  "en|HCLOUD_TOKEN=⟦S:an64⟧",
  "zh|@file ~/.config/linode-cli\n[DEFAULT]\ntoken = ⟦S:hx64⟧",
  "en|@file scw/config.yaml\naccess_key: SCW⟦P:up17⟧\nsecret_key: ⟦S:uuid⟧\ndefault_project_id: ⟦P:uuid⟧",
  "zh|Vultr API Key：⟦S:UP36⟧，只加了本机 IP 白名单。")
K("support_crm_tokens",
  "en|ZENDESK_API_TOKEN=⟦S:an40⟧",
  "zh|@cmd\ncurl https://api.intercom.io/contacts -H 'Authorization: Bearer ⟦S:intercom⟧'",
  "en|hubspot = HubSpot(access_token=\"⟦S:'pat-na1-'+uuid⟧\")",
  "zh|Freshdesk 的 API 密钥：⟦S:an20⟧")
K("social_api_tokens",
  "en|TWITTER_BEARER_TOKEN=⟦S:twbear⟧",
  "zh|公众号之外，FB 主页 access token 也一起发你：⟦S:fbeaa⟧",
  "en|@file ig.env\nINSTAGRAM_ACCESS_TOKEN=⟦S:'IGQW'+bu180⟧",
  "zh|@file config.yaml\ntwitter:\n  consumer_key: ⟦P:an25⟧\n  consumer_secret: ⟦S:an50⟧")
K("storage_saas_tokens",
  "en|DROPBOX_ACCESS_TOKEN=⟦S:'sl.B'+bu140⟧",
  "zh|@file rclone.conf\n[b2]\ntype = b2\naccount = 005⟦P:hx22⟧\nkey = ⟦S:'K005'+bs27⟧",
  "en|@file rclone.conf\n[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ⟦P:hx32⟧\nsecret_access_key = ⟦S:hx64⟧",
  "zh|@cmd\necho \"⟦P:up20⟧:⟦S:an40⟧\" > ~/.passwd-s3fs && chmod 600 ~/.passwd-s3fs")
K("cn_push_im_keys",
  "zh|@file push.properties\njpush.appKey=⟦P:hx24⟧\njpush.masterSecret=⟦S:hx24⟧",
  "zh|声网 Agora：App ID ⟦P:hx32⟧，App Certificate ⟦S:hx32⟧",
  "en|RONGCLOUD_APP_SECRET=⟦S:an14⟧",
  "zh|@file umeng.yml\numeng:\n  appkey: ⟦P:hx24⟧\n  app-master-secret: ⟦S:lo32⟧")
K("cn_cloud_keys_more",
  "zh|@file ucloud.json\n{\"public_key\": \"⟦P:an40⟧\", \"private_key\": \"⟦S:an40⟧\", \"region\": \"cn-bj2\"}",
  "zh|@cmd\nqingcloud iaas describe-instances -f ~/.qingcloud/config.yaml  # secret_access_key: ⟦S:an40⟧",
  "en|JDCLOUD_SECRET_KEY=⟦S:HX32⟧",
  "zh|天翼云对象存储：AccessKey ⟦P:up20⟧ / SecretKey ⟦S:an40⟧")
K("cn_devops_tokens",
  "zh|@cmd\ngit clone https://⟦f:py⟧:⟦S:hx40⟧@e.coding.net/⟦f:org⟧/⟦f:proj⟧/⟦f:proj⟧.git",
  "zh|云效 Codeup 个人访问令牌：⟦S:'pt-'+an24+'_'+uuid⟧",
  "en|CNB_TOKEN=⟦S:an43⟧  # cnb.cool access token")
K("cn_site_cookies_new",
  "zh|京东 cookie：pt_key=⟦S:'AAJn'+bu60⟧; pt_pin=jd_⟦P:lo12⟧;",
  "zh|@file cookies.txt\n.zhihu.com\tTRUE\t/\tTRUE\t1793000000\tz_c0\t⟦S:'2|1:0|10:'+dg10+'|4:z_c0|92:'+bu92+'|'+hx64⟧",
  "en|scraper config: TAOBAO_COOKIE=\"cookie2=⟦S:hx32⟧; _tb_token_=⟦P:lo13⟧\"",
  "zh|抖音网页版 sessionid=⟦S:hx32⟧，过期了再抓。")
K("panel_install_outputs",
  "zh|@raw\n==================================================================\nCongratulations! Installed successfully!\n==================================================================\n外网面板地址: https://1⟦P:dg2⟧.1⟦P:dg2⟧.⟦P:dg2⟧.⟦P:dg2⟧:3⟦P:dg4⟧/⟦P:lo8⟧\n内网面板地址: https://⟦f:ip⟧:3⟦P:dg4⟧/⟦P:lo8⟧\nusername: ⟦P:lo8⟧\npassword: ⟦S:lo8⟧",
  "en|@raw\n$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n⟦S:hx32⟧",
  "zh|@raw\n[1Panel Log]: 面板用户: ⟦P:lo10⟧\n[1Panel Log]: 面板密码: ⟦S:an10⟧\n[1Panel Log]: 面板地址: http://$LOCAL_IP:3⟦P:dg4⟧/⟦P:lo10⟧",
  "en|@raw\n$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: ⟦S:bs43+'='⟧",
  "en|@raw\n$ argocd admin initial-password -n argocd\n⟦S:an16⟧\n\n This password must be only used for first time login.")
K("elastic_setup_outputs",
  "en|@raw\n$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: ⟦S:an20⟧",
  "zh|@raw\n-> Elasticsearch security features have been automatically configured!\n-> Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  ⟦S:an20⟧\n-> 其他节点加入用的 enrollment token：\n  ⟦S:esenroll⟧",
  "en|@cmd\nbin/kibana-setup --enrollment-token ⟦S:esenroll⟧")

# --- app secrets, signing, webhooks
K("webhook_signing_secrets",
  "en|STRIPE_WEBHOOK_SECRET=⟦S:'whsec_'+an32⟧",
  "zh|@file config/github.yml\nwebhook:\n  secret: ⟦S:hx40⟧\n  events: [push, pull_request]",
  "en|svix = Webhook(\"⟦S:'whsec_'+B24⟧\")",
  "zh|Shopify 应用的 webhook 签名密钥 SHOPIFY_API_SECRET=⟦S:hx32⟧")
K("js_framework_secrets",
  "en|@file .env.production\nNEXTAUTH_SECRET=⟦S:B32⟧\nBETTER_AUTH_SECRET=⟦S:bu43⟧",
  "zh|@file strapi/.env\nAPP_KEYS=⟦S:strapi⟧\nADMIN_JWT_SECRET=⟦S:B16⟧\nAPI_TOKEN_SALT=⟦S:B16⟧",
  "en|@file .env\nAPP_SECRET=⟦S:hx32⟧\nGHOST_MAIL_PASSWORD=⟦S:pw⟧",
  "zh|Supabase 自建的 JWT_SECRET：⟦S:an40⟧")
K("realm_export_json",
  "en|@file realm-export.json\n\"clients\": [{\"clientId\": \"⟦f:svc⟧\", \"secret\": \"⟦S:an32⟧\", \"publicClient\": false}]",
  "zh|@file realm.json\n\"users\": [{\"username\": \"⟦f:py⟧\", \"credentials\": [{\"type\": \"password\", \"value\": \"⟦S:pwzh⟧\", \"temporary\": false}]}]",
  "en|@file dex/config.yaml\nstaticClients:\n- id: argo-cd\n  name: Argo CD\n  secret: ⟦S:bu32⟧")

# --- code in more languages
K("ruby_perl_php_code",
  "en|@raw\nsmtp = Net::SMTP.new('smtp.⟦f:dom⟧', 587)\nsmtp.start('⟦f:dom⟧', 'mailer@⟦f:dom⟧', '⟦S:pw⟧', :login)",
  "zh|@raw\nmy $dbh = DBI->connect(\"DBI:mysql:database=⟦f:db⟧;host=⟦f:ip⟧\", \"root\", \"⟦S:pwzh⟧\") or die $DBI::errstr;",
  "en|@raw\n$pdo = new PDO('pgsql:host=⟦f:host⟧;dbname=⟦f:db⟧', 'app', '⟦S:pw⟧');",
  "zh|@raw\nlocal red = redis:new()\nred:connect(\"⟦f:ip⟧\", 6379)\nlocal ok, err = red:auth(\"⟦S:pwzh⟧\")")
K("csharp_swift_dart_code",
  "en|@raw\nvar creds = new NetworkCredential(\"svc_ftp\", \"⟦S:pw⟧\");\nclient.Credentials = creds;",
  "zh|@raw\nlet apiSecret = \"⟦S:an40⟧\" // 上线前换成 Keychain 读取",
  "en|@raw\nconst String openWeatherKey = '⟦S:hx32⟧';\nfinal uri = Uri.parse('https://api.openweathermap.org/data/2.5/weather?q=Berlin&appid=$openWeatherKey');",
  "zh|@raw\nprivate static final String ACCESS_KEY_SECRET = \"⟦S:an30⟧\"; // 阿里云 OSS")
K("cpp_go_shell_code",
  "en|@raw\nconst char* MQTT_PASS = \"⟦S:pw⟧\";\nmqtt.connect(\"esp32\", MQTT_USER, MQTT_PASS);",
  "zh|@raw\ncfg := &Config{Addr: \"⟦f:ip⟧:6379\", Password: \"⟦S:pwzh⟧\", DB: 0} // TODO 走配置中心",
  "en|@raw\nlet client = Client::new().bearer_auth(\"⟦S:an48⟧\");")
K("postman_insomnia_exports",
  "en|@file prod.postman_environment.json\n{\"name\": \"prod\", \"values\": [{\"key\": \"baseUrl\", \"value\": \"https://api.⟦f:dom⟧\", \"enabled\": true}, {\"key\": \"apiKey\", \"value\": \"⟦S:an40⟧\", \"type\": \"secret\", \"enabled\": true}]}",
  "zh|@file collection.bru\nauth:bearer {\n  token: ⟦S:bu48⟧\n}",
  "en|@file insomnia.json\n\"authentication\": {\"type\": \"basic\", \"username\": \"admin\", \"password\": \"⟦S:pw⟧\"}",
  "zh|@file http-client.private.env.json\n{\"dev\": {\"token\": \"⟦S:an36⟧\", \"password\": \"⟦S:pwzh⟧\"}}")
K("copy_as_fetch_powershell",
  "en|@raw\nfetch(\"https://app.⟦f:dom⟧/api/me\", {\n  \"headers\": {\n    \"authorization\": \"Bearer ⟦S:an48⟧\",\n    \"accept\": \"application/json\"\n  },\n  \"method\": \"GET\"\n});",
  "zh|@raw\n$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n$session.Cookies.Add((New-Object System.Net.Cookie(\"SESSION\", \"⟦S:bu48⟧\", \"/\", \"⟦f:dom⟧\")))\nInvoke-WebRequest -UseBasicParsing -Uri \"https://⟦f:dom⟧/admin\" -WebSession $session",
  "en|@raw\nInvoke-WebRequest -Uri \"https://api.⟦f:dom⟧/v1/export\" -Headers @{\"X-Api-Key\"=\"⟦S:hx40⟧\"}")
K("websocket_and_sse_tokens",
  "en|@log\nWebSocket connection to 'wss://rt.⟦f:dom⟧/socket?token=⟦S:bu48⟧&vsn=2.0.0' failed",
  "zh|前端连 SSE 用的是 https://push.⟦f:dom⟧/events?access_token=⟦S:an40⟧，token 写在 url 里了",
  "en|const ws = new WebSocket(`wss://stream.⟦f:dom⟧/v1?api_key=⟦S:hx32⟧`);")
K("debug_struct_dumps",
  "en|@log\nDEBUG settings loaded: {'DEBUG': False, 'DB_HOST': '⟦f:host⟧', 'DB_PASSWORD': '⟦S:pw⟧', 'CACHE_TTL': 300}",
  "zh|@log\n[main] INFO  c.x.config.DataSourceConfig - DataSourceConfig{url='jdbc:mysql://⟦f:ip⟧:3306/⟦f:db⟧', username='app', password='⟦S:pwzh⟧'}",
  "en|@log\nconfig: {Addr:⟦f:ip⟧:5432 User:app Password:⟦S:pw⟧ SSLMode:require}",
  "zh|@log\n读取配置成功 => {\"sms\": {\"accessKeySecret\": \"⟦S:an30⟧\", \"signName\": \"⟦f:org⟧\"}}")
K("process_listings",
  "en|@raw\n$ ps aux | grep [p]roxy\nnobody  ⟦f:pid⟧  0.3  1.1 cloud-sql-proxy --credentials-file /tmp/k.json --token ⟦S:ytok⟧",
  "zh|@raw\n# cat /proc/⟦f:pid⟧/cmdline | tr '\\0' ' '\njava -jar /opt/app.jar --spring.datasource.password=⟦S:pwzh⟧ --server.port=8080",
  "en|@raw\n$ ps -ef | grep mysqld_exporter\nprom ⟦f:pid⟧ 1 0 09:12 ? 00:00:03 mysqld_exporter --mysqld.username=exporter --mysqld.password=⟦S:pw⟧")
K("helm_get_values_outputs",
  "en|@raw\n$ helm get values ⟦f:proj⟧ -n prod\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n    password: ⟦S:pw⟧\nimage:\n  tag: 1.14.2",
  "zh|@raw\n$ kubectl get secret ⟦f:svc⟧-env -o jsonpath='{.data.REDIS_PASSWORD}' | base64 -d\n⟦S:pwzh⟧",
  "en|@raw\n$ kubectl describe deploy ⟦f:svc⟧ | grep -A3 Environment\n    Environment:\n      API_TOKEN:  ⟦S:an40⟧\n      LOG_LEVEL:  info")
K("git_history_diffs",
  "en|@raw\ncommit ⟦P:hx40⟧\nAuthor: ⟦f:user⟧ <⟦f:user⟧@⟦f:dom⟧>\n\n    remove hardcoded key\n\n-OPENWEATHER_KEY=⟦S:hx32⟧\n+OPENWEATHER_KEY=${OPENWEATHER_KEY}",
  "zh|@raw\n$ git log -p -S password -- config/\n-    password: ⟦S:pwzh⟧\n+    password: ${DB_PASSWORD}",
  "en|@raw\n@@ -12,7 +12,7 @@ services:\n-      MINIO_ROOT_PASSWORD: ⟦S:pw⟧\n+      MINIO_ROOT_PASSWORD: ⟦S:pw⟧")
K("vendor_support_replies",
  "en|Hi ⟦f:user⟧, thanks for contacting support. We've regenerated your API key: ⟦S:hx40⟧. The old key will stop working in 24 hours.",
  "zh|【客服回复】您好，已为您重置管理后台密码，新密码：⟦S:pwzh⟧，请登录后尽快修改。",
  "en|Ticket #⟦f:n⟧ resolved. Your SFTP credentials: host sftp.⟦f:dom⟧, user ⟦f:user⟧, password ⟦S:pw⟧",
  "zh|您好，贵司的接口密钥已生成：⟦S:an32⟧，商户编号 ⟦P:dg10⟧，请妥善保管。")

# --- agents and memory
K("agent_tool_call_args",
  "en|{\"type\": \"function\", \"function\": {\"name\": \"connect_db\", \"arguments\": \"{\\\"host\\\": \\\"⟦f:host⟧\\\", \\\"user\\\": \\\"admin\\\", \\\"password\\\": \\\"⟦S:pw⟧\\\"}\"}}",
  "zh|调用工具 send_sms(access_key_secret=\"⟦S:an30⟧\", phone=\"138⟦P:dg8⟧\", template=\"SMS_⟦P:dg9⟧\")",
  "en|<tool_use name=\"http_request\">{\"url\": \"https://api.⟦f:dom⟧/v2/items\", \"headers\": {\"X-Api-Key\": \"⟦S:an36⟧\"}}</tool_use>",
  "zh|Action: ssh_exec\nAction Input: {\"host\": \"⟦f:ip⟧\", \"user\": \"root\", \"password\": \"⟦S:pwzh⟧\", \"cmd\": \"df -h\"}")
K("agent_observations",
  "en|Observation: Found credentials in /srv/app/.env — STRIPE_KEY=⟦S:'sk_live_'+an99⟧. I will not print it again.",
  "zh|观察结果：在 config/prod.yml 里找到了数据库密码 ⟦S:pwzh⟧，接下来用它连接数据库检查表结构。",
  "en|I checked the container env: the API token is ⟦S:an40⟧ and it has admin scope. Next I'll call the /users endpoint.",
  "zh|助手：已经帮你登录到 Jenkins（admin / ⟦S:pwzh⟧），构建 #⟦f:n⟧ 失败原因是依赖下载超时。")
K("remember_requests",
  "en|/remember my home server's sudo password is ⟦S:pw⟧",
  "zh|帮我记一下：公司邮箱密码 ⟦S:pwzh⟧，下次登录提醒我。",
  "en|Please keep this for later so I don't have to look it up: Plex token ⟦S:bu20⟧",
  "zh|以后我问起 NAS 密码你就告诉我是 ⟦S:pwzh⟧")
K("agent_scratchpad_summaries",
  "en|## Session summary\n- Deployed ⟦f:proj⟧ to staging\n- DB creds used: app / ⟦S:pw⟧\n- Open question: rotate the key?",
  "zh|## 会话摘要\n1. 用户的阿里云 AK：⟦S:'LTAI5t'+an18⟧，SK：⟦S:an30⟧\n2. 目标：迁移 OSS 数据",
  "en|Context carried over from previous run: GITHUB_PAT=⟦S:'github_pat_'+an22+'_'+an59⟧ (repo scope)")
K("user_pastes_env_for_debug",
  "en|why is this not loading?? here's my .env\n\nDATABASE_URL=postgres://app:⟦S:pw⟧@⟦f:host⟧:5432/⟦f:db⟧\nJWT_SECRET=⟦S:an48⟧\nPORT=3000",
  "zh|帮我看看这个配置哪里错了：\nspring.redis.host=⟦f:ip⟧\nspring.redis.password=⟦S:pwzh⟧\nspring.redis.port=63790",
  "en|ok here is the whole thing\n```\nSMTP_HOST=smtp.⟦f:dom⟧\nSMTP_USER=apikey\nSMTP_PASS=⟦S:'SG.'+bu22+'.'+bu43⟧\n```")

# ---------------------------------------------------------------- harmless kinds
HK = []
def H(kind, *t):
    HK.append((kind, list(t)))

H("secret_reference_uris",
  "en|DB_PASSWORD=op://⟦f:org⟧-prod/⟦f:svc⟧-db/password",
  "en|@file template.yaml\n      MasterUserPassword: '{{resolve:secretsmanager:prod/⟦f:svc⟧/db:SecretString:password}}'",
  "zh|数据库密码不要写在配置里，统一引用 arn:aws:secretsmanager:cn-north-1:⟦P:dg12⟧:secret:prod/⟦f:svc⟧/db-⟦P:an6⟧",
  "en|@file deployment.yaml\n        - name: API_TOKEN\n          valueFrom:\n            secretKeyRef:\n              name: ⟦f:svc⟧-secrets\n              key: api-token",
  "en|secret: projects/⟦f:proj⟧/secrets/stripe-api-key/versions/latest",
  "zh|@file application.yml\nspring:\n  datasource:\n    password: ${vault:secret/data/⟦f:svc⟧#db_password}",
  "en|@file appsettings.json\n{\"ConnectionStrings\": {\"Main\": \"@Microsoft.KeyVault(SecretUri=https://⟦f:org⟧-kv.vault.azure.net/secrets/MainDb/)\"}}",
  "zh|密钥放在 KMS 里了，引用名是 acs:kms:cn-hangzhou:⟦P:dg16⟧:secret/⟦f:svc⟧-ak，代码里别再写明文。")
H("env_reads_other_languages",
  "en|@raw\napi_key = ENV.fetch(\"STRIPE_SECRET_KEY\")",
  "en|@raw\n$password = getenv('DB_PASSWORD') ?: throw new RuntimeException('DB_PASSWORD missing');",
  "zh|@raw\n# 从环境变量读取，不要硬编码\nsecret = System.fetch_env!(\"SECRET_KEY_BASE\")",
  "en|@raw\nvar token = Environment.GetEnvironmentVariable(\"GITHUB_TOKEN\") ?? throw new InvalidOperationException();",
  "en|@raw\nconst key = Deno.env.get(\"OPENAI_API_KEY\");",
  "zh|@raw\nval pwd = System.getenv(\"REDIS_PASSWORD\") // 本地开发时在 .env 里配",
  "en|@raw\nmysql -u app -p\"${MYSQL_PASSWORD:?MYSQL_PASSWORD not set}\" ⟦f:db⟧",
  "zh|@raw\nlet secret = ProcessInfo.processInfo.environment[\"APP_SECRET\"] ?? \"\" // 通过 xcconfig 注入")
H("placeholders_docs_examples_en",
  "en|export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # from the AWS docs",
  "en|SLACK_BOT_TOKEN=xoxb-your-bot-token-here",
  "en|@file .env.sample\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME",
  "en|Replace YOUR_TOKEN_GOES_HERE with the token from the dashboard, then run `make deploy`.",
  "en|password: \"<insert-password>\"  # fill in locally, never commit",
  "en|api_key = \"fake-key-for-unit-tests\"",
  "en|@file README.md\n```bash\ncurl -H \"Authorization: Bearer $YOUR_API_KEY\" https://api.⟦f:dom⟧/v1/ping\n```",
  "en|GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (replace with your own)")
H("placeholders_zh",
  "zh|密码：（见密码本第3页）",
  "zh|AccessKey Secret 请联系管理员 ⟦f:zh⟧ 获取，此处不公开。",
  "zh|appSecret: 填你自己的（公众号后台-开发-基本配置里看）",
  "zh|配置示例：\nredis:\n  password: 你的redis密码\n  host: 127.0.0.1",
  "zh|api_key 这一项换成你在控制台申请的，xxxxxx 只是占位符。",
  "zh|【已脱敏】数据库连接串：mysql://⟦f:py⟧:***@⟦f:ip⟧:3306/⟦f:db⟧",
  "zh|教程里的 `sk-这里填你的key` 要整个替换掉，包括中文。",
  "zh|初始密码由系统短信下发，文档中不记录。")
H("masked_values_new",
  "zh|控制台显示 AccessKey Secret：************************（仅创建时可见一次）",
  "en|Access key AKIA****************7Q2X created ⟦f:date⟧ — last used 3 days ago.",
  "en|Card •••• ⟦P:dg4⟧ expires 08/29",
  "en|{\"user\": \"⟦f:user⟧\", \"password\": \"[REDACTED]\", \"mfa\": true}",
  "zh|密码：******（已隐藏，点击显示需二次验证）",
  "en|Token: sk-...⟦P:an4⟧ (hidden). Click reveal to copy.",
  "en|DB_PASSWORD=•••••••••••• (set in dashboard)",
  "zh|手机号 138****⟦P:dg4⟧，身份证 3301**********⟦P:dg4⟧",
  "en|Personal access token glpat-••••••••••••••••••••  Expires ⟦f:date⟧  [Revoke]")
H("lockfile_integrity_hashes",
  "zh|下载后先校验：sha256sum ⟦f:proj⟧-v2.3.1-linux-amd64.tar.gz 应该输出 ⟦P:hx64⟧，对不上就别装。",
  "en|@file package-lock.json\n    \"node_modules/left-pad\": {\n      \"version\": \"1.3.0\",\n      \"integrity\": \"sha512-⟦P:B64⟧\"\n    }",
  "en|@file go.sum\ngithub.com/⟦f:org⟧/⟦f:proj⟧ v1.4.2 h1:⟦P:B32⟧\ngithub.com/⟦f:org⟧/⟦f:proj⟧ v1.4.2/go.mod h1:⟦P:B32⟧",
  "zh|@file Cargo.lock\n[[package]]\nname = \"serde\"\nversion = \"1.0.215\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"⟦P:hx64⟧\"",
  "en|@file requirements.txt\nrequests==2.32.3 \\\n    --hash=sha256:⟦P:hx64⟧",
  "en|@file flake.lock\n        \"narHash\": \"sha256-⟦P:B32⟧\",\n        \"rev\": \"⟦P:hx40⟧\"",
  "zh|@file .gitattributes 对应的 LFS 指针\nversion https://git-lfs.github.com/spec/v1\noid sha256:⟦P:hx64⟧\nsize ⟦P:dg8⟧",
  "en|image: ghcr.io/⟦f:org⟧/⟦f:proj⟧@sha256:⟦P:hx64⟧",
  "en|<script src=\"https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js\" integrity=\"sha384-⟦P:B48⟧\" crossorigin=\"anonymous\"></script>")
H("system_uuids_and_guids",
  "zh|小程序 AppID 是 wx⟦P:hx16⟧，设备 UUID ⟦P:uuid⟧，这两个都可以公开。",
  "en|@file /etc/fstab\nUUID=⟦P:uuid⟧ /data ext4 defaults,noatime 0 2",
  "en|$ cat /etc/machine-id\n⟦P:hx32⟧",
  "zh|$ dmidecode -s system-uuid\n⟦P:UUID⟧\n这台是新上架的物理机。",
  "en|Project(\"{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}\") = \"⟦f:proj⟧\", \"src\\⟦f:proj⟧.csproj\", \"{⟦P:UUID⟧}\"",
  "en|$ blkid /dev/nvme0n1p2\n/dev/nvme0n1p2: UUID=\"⟦P:uuid⟧\" TYPE=\"xfs\" PARTUUID=\"⟦P:uuid⟧\"",
  "zh|租户 ID：⟦P:uuid⟧（Azure 门户 - Entra ID - 概述里能看到，不是密钥）",
  "en|ProductCode {⟦P:UUID⟧} installed, UpgradeCode {⟦P:UUID⟧}")
H("dns_and_jwks_public",
  "zh|DKIM 公钥已经加到 DNS：selector._domainkey TXT \"v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ⟦P:bs150⟧\"",
  "en|default._domainkey.⟦f:dom⟧. 3600 IN TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA⟦P:bs300⟧\"",
  "en|{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"⟦P:hx16⟧\",\"alg\":\"RS256\",\"n\":\"⟦P:BU256⟧\",\"e\":\"AQAB\"}]}",
  "zh|域名验证 TXT 记录：google-site-verification=⟦P:bu43⟧，加好后点验证即可。",
  "en|_acme-challenge.⟦f:dom⟧. 60 IN TXT \"⟦P:bu43⟧\"",
  "zh|@file .well-known/jwks.json（只含公钥）\n{\"keys\":[{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"⟦P:BU32⟧\",\"y\":\"⟦P:BU32⟧\",\"kid\":\"⟦P:hx8⟧\"}]}",
  "en|⟦f:dom⟧. 300 IN TXT \"v=spf1 include:_spf.google.com include:mailgun.org ~all\"\n_dmarc.⟦f:dom⟧. 300 IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@⟦f:dom⟧\"")
H("cert_fingerprints_output",
  "zh|SSL 证书已续期，新证书 SHA1 指纹 ⟦P:HX40⟧，旧证书 ⟦f:date⟧ 过期。",
  "en|$ openssl x509 -in cert.pem -noout -fingerprint -sha256\nsha256 Fingerprint=⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧",
  "en|Public-Key-Pins: pin-sha256=\"⟦P:B32⟧\"; pin-sha256=\"⟦P:B32⟧\"; max-age=5184000",
  "zh|证书序列号：⟦P:HX32⟧，颁发者 R11，有效期至 ⟦f:date⟧。",
  "en|$ ssh-keyscan -t ed25519 ⟦f:host⟧\n⟦f:host⟧ ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟦P:bs43⟧",
  "en|$ gpg --fingerprint ⟦f:user⟧@⟦f:dom⟧\npub   ed25519 2024-03-11 [SC]\n      ⟦P:HX4⟧ ⟦P:HX4⟧ ⟦P:HX4⟧ ⟦P:HX4⟧ ⟦P:HX4⟧  ⟦P:HX4⟧ ⟦P:HX4⟧ ⟦P:HX4⟧ ⟦P:HX4⟧ ⟦P:HX4⟧",
  "zh|$ keytool -list -v -keystore release.jks | grep SHA256\n证书指纹:\n\t SHA256: ⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧:⟦P:HX2⟧\n（这是签名证书的指纹，要填到微信开放平台）")
H("data_uris_and_sourcemaps",
  "zh|这段 base64 解出来只是一张 1x1 的透明 gif：R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7（埋点用，序号 ⟦P:dg6⟧）",
  "en|//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbIi4uL3NyYy9pbmRleC50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoi⟦P:bs120⟧",
  "en|<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA⟦P:bs180⟧\">",
  "zh|图标内联成 base64 了：background: url(data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmci⟦P:bs120⟧);",
  "en|@font-face { font-family: Inter; src: url(data:font/woff2;base64,d09GMgABAAAAA⟦P:bs200⟧) format('woff2'); }",
  "en|$ echo 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ⟦P:bs40⟧' | base64 -d | file -\n/dev/stdin: PNG image data, 16 x 16, 8-bit/color RGBA")
H("password_talk_en",
  "en|I forgot my password again, the reset email never arrived.",
  "en|The wifi password is on the sticky note behind the printer, ask ⟦f:user2⟧ if you can't find it.",
  "en|Heads up: the password for the shared mailbox will be rotated on ⟦f:date⟧, new one goes into the vault, not chat.",
  "en|He typed the password wrong three times and got locked out of ⟦f:host⟧.",
  "en|Don't paste passwords here — DM them or, better, use the 1Password share link.",
  "en|Can someone with admin rights reset the password for ⟦f:user2⟧? She's been waiting since ⟦f:time⟧.",
  "en|Password changed successfully. You will be signed out of all other sessions.",
  "en|The old router still uses the factory default password, we should change it this week.")
H("password_talk_zh",
  "zh|我又把密码忘了，找回邮件一直收不到。",
  "zh|WiFi 密码贴在前台打印机后面，找不到就问⟦f:zh2⟧。",
  "zh|密码不要发群里，私聊发或者走堡垒机申请。",
  "zh|他连续输错三次密码，账号被锁了，等 30 分钟自动解锁。",
  "zh|改数据库密码要先走变更审批，⟦f:date⟧ 晚上统一改。",
  "zh|密码已经通过短信发到你手机了，注意查收。",
  "zh|新密码我放到密码管理器的“运维共享”文件夹里了，你自己去看。",
  "zh|忘记密码的话点登录页下面的“找回密码”，用手机验证码重置。")
H("ui_strings_and_forms",
  "en|@file locales/en.json\n{\"login.password\": \"Password\", \"login.password_placeholder\": \"Enter your password\", \"login.forgot\": \"Forgot password?\"}",
  "zh|@file locales/zh-CN.json\n{\"login.password\": \"密码\", \"login.password_placeholder\": \"请输入密码\", \"apiKey.create\": \"创建 API 密钥\"}",
  "en|<input type=\"password\" name=\"password\" id=\"password\" autocomplete=\"current-password\" placeholder=\"••••••••\" required>",
  "en|@file strings.xml\n<string name=\"prompt_password\">Password</string>\n<string name=\"error_invalid_password\">Password must be at least 8 characters</string>",
  "zh|@file messages_zh_CN.properties\nuser.password.not.match=用户不存在/密码错误\nuser.password.retry.limit.exceed=密码输入错误{0}次，帐户锁定10分钟",
  "en|<label for=\"token\">API token</label>\n<input id=\"token\" name=\"token\" type=\"text\" placeholder=\"Paste your token\">",
  "zh|<el-form-item label=\"密码\" prop=\"password\"><el-input v-model=\"form.password\" type=\"password\" show-password /></el-form-item>")
H("gpio_and_numeric_codes",
  "en|Wire the sensor to GPIO pin 18 and the LED to pin 23.",
  "zh|邮编 ⟦P:dg6⟧，收件人 ⟦f:zh⟧，电话尾号 ⟦P:dg4⟧。",
  "en|Error code ⟦P:dg6⟧ means the upstream timed out, retry is safe.",
  "zh|工号 ⟦P:dg6⟧ 的同事请到 3 楼领取新电脑。",
  "en|Order #⟦P:dg8⟧ shipped, tracking will be available tomorrow.",
  "zh|验证码已发送，请在 5 分钟内输入（本页不显示验证码）。",
  "en|Build ⟦P:dg6⟧ passed on retry; flaky test is test_pin_assignment.")
H("format_docs_and_regexes",
  "zh|腾讯云 SecretId 以 AKID 开头共 36 位，SecretKey 32 位；文档里的示例都是假的。",
  "en|GitHub classic tokens look like `ghp_` followed by 36 alphanumerics: `^ghp_[A-Za-z0-9]{36}$`.",
  "en|Stripe secret keys start with `sk_live_` (production) or `sk_test_`; publishable keys start with `pk_`.",
  "zh|阿里云 AccessKey ID 一般以 LTAI 开头，长度 24 位左右；AccessKey Secret 为 30 位。",
  "en|@raw\nAWS_KEY_RE = re.compile(r\"(?<![A-Z0-9])(AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])\")",
  "en|The header format is `Authorization: Bearer <token>`; tokens expire after 3600 seconds.",
  "zh|@raw\n// 校验密码强度：至少8位，包含大小写字母和数字\nconst PWD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$/;",
  "en|A Slack bot token has the form xoxb-<team>-<bot>-<secret>; never log the last part.")
H("scanner_configs_and_baselines",
  "zh|gitleaks 报了 3 处，全是 tests/fixtures 里的假数据，已加到 .gitleaksignore（指纹 ⟦P:hx40⟧:tests/fixtures/a.env:generic-api-key:⟦f:n⟧）",
  "en|@file .gitleaks.toml\n[allowlist]\ndescription = \"test fixtures\"\npaths = ['''tests/fixtures/.*''']\nregexes = ['''EXAMPLE''']",
  "en|@file .secrets.baseline\n\"results\": {\"config/settings.py\": [{\"type\": \"Secret Keyword\", \"hashed_secret\": \"⟦P:hx40⟧\", \"is_verified\": false, \"line_number\": ⟦f:n⟧}]}",
  "zh|@file .gitignore\n# 敏感文件不要提交\n.env\n*.pem\nconfig/secrets.yml",
  "en|@file .pre-commit-config.yaml\n  - repo: https://github.com/gitleaks/gitleaks\n    rev: v8.21.2\n    hooks:\n      - id: gitleaks",
  "zh|trufflehog 扫描结果：0 verified secrets, 2 unverified (tests/fixtures)，已确认都是测试数据。",
  "en|Finding: generic-api-key, File: src/client.ts, Line: ⟦f:n⟧, Fingerprint: ⟦P:hx40⟧:src/client.ts:generic-api-key:⟦f:n⟧")
H("ci_credential_bindings",
  "en|@file Jenkinsfile\nwithCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n  sh 'mvn -s settings.xml deploy'\n}",
  "en|@file .drone.yml\n    environment:\n      DOCKER_PASSWORD:\n        from_secret: docker_password",
  "zh|@file .gitlab-ci.yml\ndeploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY",
  "en|@file .circleci/config.yml\nworkflows:\n  deploy:\n    jobs:\n      - release:\n          context: aws-prod-creds",
  "en|@file azure-pipelines.yml\n- task: AzureKeyVault@2\n  inputs:\n    azureSubscription: 'prod-sc'\n    KeyVaultName: '⟦f:org⟧-kv'\n    SecretsFilter: 'DbPassword,ApiKey'",
  "zh|@file tekton/task.yaml\n      env:\n        - name: GIT_TOKEN\n          valueFrom:\n            secretKeyRef: {name: git-auth, key: token}")
H("key_ids_and_labels",
  "zh|JWT 头里的 kid=⟦P:hx16⟧ 只是密钥编号，用来在 JWKS 里找公钥。",
  "en|KMS key arn:aws:kms:eu-west-1:⟦P:dg12⟧:key/⟦P:uuid⟧ is used for SSE on the bucket.",
  "en|{\"alg\":\"RS256\",\"kid\":\"⟦P:hx40⟧\",\"typ\":\"JWT\"}",
  "zh|API 密钥列表：名称 ci-deploy，Key ID ⟦P:hx16⟧，创建于 ⟦f:date⟧，权限：只读。",
  "en|Signing with GPG key 0x⟦P:HX16⟧ (release@⟦f:dom⟧).",
  "en|Access key ID for the backup user is listed in Terraform output as `backup_key_id = \"key_⟦P:up26⟧\"` (the secret is in Vault).",
  "zh|阿里云 RAM 用户 ⟦f:py⟧ 的 AccessKey 已禁用（创建时间 ⟦f:date⟧），请勿再使用。")
H("device_serials_and_macs",
  "en|Device S/N: ⟦P:UP12⟧, MAC ⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧, firmware 4.2.1",
  "zh|摄像头序列号 DS-2CD3T46WDV3-I3⟦P:up12⟧，已登记到资产表。",
  "en|IMEI ⟦P:dg15⟧ — replacement unit registered under ticket #⟦f:n⟧.",
  "zh|交换机 SN：⟦P:UP20⟧，保修到 ⟦f:date⟧。",
  "en|$ ip link show eth0\n2: eth0: <BROADCAST,MULTICAST,UP> mtu 1500\n    link/ether ⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧:⟦P:hx2⟧ brd ff:ff:ff:ff:ff:ff")
H("public_share_links",
  "en|Join our community: https://discord.gg/⟦P:an8⟧",
  "zh|会议录屏：https://meeting.tencent.com/v2/cloud-record/share?id=⟦P:uuid⟧（公开，无需密码）",
  "en|Slides are at https://docs.google.com/presentation/d/⟦P:bu44⟧/edit?usp=sharing",
  "zh|B站视频 https://b23.tv/⟦P:an7⟧ 讲得挺清楚的。",
  "en|Book a slot: https://calendly.com/⟦f:user⟧/30min",
  "zh|文档链接：https://⟦f:org⟧.feishu.cn/wiki/⟦P:an27⟧（组织内可见）")
H("auth_error_messages",
  "zh|@log\n[WARN] 接口返回 401：签名校验失败，请检查 AppKey 与时间戳（requestId=⟦P:uuid⟧）",
  "en|@log\nFATAL:  password authentication failed for user \"⟦f:db⟧_app\"",
  "en|@log\nopenai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
  "zh|@log\n登录失败：用户名或密码错误（剩余尝试次数 2）",
  "en|⟦f:user⟧@⟦f:host⟧: Permission denied (publickey,password).",
  "en|@log\nWARN token expired at ⟦f:iso⟧, refreshing",
  "zh|@log\nERR WRONGPASS invalid username-password pair or user is disabled.",
  "en|@log\nERROR 1045 (28000): Access denied for user 'root'@'⟦f:ip⟧' (using password: YES)")
H("env_example_files",
  "en|@file .env.example\nOPENAI_API_KEY=\nDATABASE_URL=\nJWT_SECRET=",
  "en|@file .env.template\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nSENTRY_DSN=${SENTRY_DSN}",
  "zh|@file .env.example\n# 阿里云 AK/SK 在本地自行配置\nALIYUN_ACCESS_KEY_ID=\nALIYUN_ACCESS_KEY_SECRET=",
  "en|@file docker-compose.yml\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password",
  "en|@file .env.defaults\nSMTP_PASSWORD=  # set via `fly secrets set`\nREDIS_URL=redis://localhost:6379/0",
  "zh|@file config.example.yaml\nwechat:\n  app_id: \"\"\n  app_secret: \"\"   # 上线时由运维注入")
H("code_with_secret_identifiers",
  "zh|@raw\n# 生成新的 API 密钥并只返回一次\ndef create_api_key(user_id):\n    return secrets.token_urlsafe(32)  # 调用方负责展示给用户",
  "en|@raw\ndef rotate_api_key(user_id: int, *, revoke_old: bool = True) -> ApiKey:\n    ...",
  "en|@raw\nPasswordEncoder passwordEncoder = new BCryptPasswordEncoder(12);",
  "zh|@raw\n// 刷新 token 的间隔（秒）\nconst tokenRefreshInterval = 3600;",
  "en|@raw\nexport function validatePassword(password: string): boolean {\n  return password.length >= 12;\n}",
  "en|@raw\nsecret_key_length = 64\napi_key_prefix = \"sk_\"",
  "zh|@raw\nif (!passwordMatches(rawPassword, user.getPasswordHash())) { throw new BizException(\"密码错误\"); }",
  "en|@raw\nclass TokenBucket:\n    def __init__(self, rate: float, capacity: int):\n        self.tokens = capacity")
H("orm_models_and_migrations",
  "en|@raw\nmodel User {\n  id           Int     @id @default(autoincrement())\n  email        String  @unique\n  passwordHash String\n  apiKeyPrefix String? @db.VarChar(8)\n}",
  "en|@raw\nclass ApiCredential(models.Model):\n    secret_hash = models.CharField(max_length=128)\n    last_four = models.CharField(max_length=4)",
  "zh|@raw\n-- 新增字段：支付密钥版本号\nALTER TABLE t_merchant ADD COLUMN secret_version INT NOT NULL DEFAULT 1 COMMENT '密钥版本';",
  "en|@raw\nop.add_column('users', sa.Column('password_reset_token_expires_at', sa.DateTime(), nullable=True))",
  "zh|@raw\n@TableField(\"pay_password\")\nprivate String payPassword; // 存的是 BCrypt 摘要，不是明文")
H("os_password_policy_configs",
  "en|@file /etc/security/pwquality.conf\nminlen = 14\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3",
  "en|@file /etc/login.defs\nPASS_MAX_DAYS   90\nPASS_MIN_DAYS   1\nPASS_WARN_AGE   14",
  "zh|@file 安全基线.md\n- 密码长度不少于 12 位\n- 90 天强制更换\n- 连续 5 次错误锁定 30 分钟",
  "en|@raw\nAUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": 12}},\n]",
  "en|@raw\n$ net accounts\nMinimum password length:                 14\nMaximum password age (days):             60\nLockout threshold:                       5",
  "zh|@raw\nauth required pam_faillock.so preauth silent deny=5 unlock_time=900  # 等保要求")
H("secret_words_other_senses",
  "en|Secret Santa draw is on ⟦f:date⟧, budget is 20 euros.",
  "en|The tokenizer splits \"unbelievable\" into three tokens.",
  "zh|这首曲子是 C 大调，第二段转到 G 调（key of G）。",
  "en|The secret sauce is really just caching the embeddings.",
  "zh|密码学课程第三讲：对称密钥与公钥体制的区别。",
  "en|We use a token bucket with capacity 100 and refill rate 10/s.",
  "zh|这个项目的关键（key）在于数据清洗。",
  "en|\"Password\" is the title of the new episode, out on ⟦f:date⟧.")
H("mfa_prose_without_codes",
  "en|Enter the 6-digit code from your authenticator app to continue.",
  "zh|请打开身份验证器，输入 6 位动态码完成登录。",
  "en|Scan the QR code with Google Authenticator, then type the code it shows.",
  "en|Backup codes were regenerated; download them from Settings > Security.",
  "zh|二次验证已开启，换手机前记得先解绑。",
  "en|If you lose your phone, use one of your recovery codes (each works once).")
H("public_client_keys",
  "zh|统计代码：GA4 衡量 ID G-⟦P:UP10⟧，GTM 容器 GTM-⟦P:UP7⟧，这些都写在前端页面里。",
  "en|mapboxgl.accessToken = 'pk.eyJ1Ijoi⟦P:bu40⟧.⟦P:bu22⟧';",
  "en|posthog.init('phc_⟦P:an43⟧', { api_host: 'https://eu.i.posthog.com' })",
  "zh|reCAPTCHA 站点密钥（前端公开用）：6Lc⟦P:bu37⟧",
  "en|<div class=\"h-captcha\" data-sitekey=\"⟦P:uuid⟧\"></div>",
  "en|const stripe = Stripe('pk_test_⟦P:an99⟧');",
  "zh|高德地图 Web 端 key（公开，已绑定域名白名单）：⟦P:hx32⟧")

# ---------------------------------------------------------------- generation and checks
CJK = re.compile(r"[\u4e00-\u9fff]")
PER_SECRET_KIND = 5
PER_HARMLESS_KIND = 15
EXTRA_HARMLESS = 10          # the first EXTRA_HARMLESS harmless kinds get one more sample

def split_t(t):
    lang, body = t.split("|", 1)
    assert lang in ("en", "zh"), t
    return lang, body

def generate():
    texts, text_set, listed_all = [], set(), []
    listed_set = set()
    big = [""]
    harmless, secrets = [], []

    def seen_in_texts(v):
        return v in big[0]

    def add_text(t):
        texts.append(t); text_set.add(t); big[0] += "\x00" + t

    for ki, (kind, tmpls) in enumerate(HK):
        n = PER_HARMLESS_KIND + (1 if ki < EXTRA_HARMLESS else 0)
        for i in range(n):
            lang, body = split_t(tmpls[i % len(tmpls)])
            for attempt in range(300):
                text, _ = render(lang, body, False)
                if attempt > 3 and not text.startswith(("【", "[", "**")):
                    f = fillers(); text = chat_prefix(lang, f) + text
                if text in text_set: continue
                if lang == "zh" and not CJK.search(text): continue
                if any(v in text for v in listed_all): continue
                break
            else:
                raise RuntimeError("harmless kind %s template %d cannot be drawn" % (kind, i % len(tmpls)))
            harmless.append({"kind": kind, "lang": lang, "text": text}); add_text(text)

    for kind, tmpls in SK:
        for i in range(PER_SECRET_KIND):
            lang, body = split_t(tmpls[i % len(tmpls)])
            for attempt in range(300):
                text, listed = render(lang, body, True)
                if not listed: continue
                ok = True
                for j, v in enumerate(listed):
                    if len(v) < 6 or v not in text or v in listed_set or seen_in_texts(v):
                        ok = False; break
                    if any((v in w or w in v) for w in listed[:j] + listed[j + 1:]):
                        ok = False; break
                    if any((v in w or w in v) for w in listed_all):
                        ok = False; break
                if not ok: continue
                if text in text_set: continue
                if lang == "zh" and not CJK.search(text): continue
                if any(w in text for w in listed_all): continue
                break
            else:
                raise RuntimeError("secret kind %s template %d cannot be drawn" % (kind, i % len(tmpls)))
            secrets.append({"kind": kind, "lang": lang, "text": text, "secrets": listed})
            add_text(text)
            for v in listed:
                listed_all.append(v); listed_set.add(v)
    return {"secrets": secrets, "harmless": harmless}

def check(doc):
    assert list(doc) == ["secrets", "harmless"]
    S, Hs = doc["secrets"], doc["harmless"]
    alltexts = [s["text"] for s in S] + [h["text"] for h in Hs]
    assert len(set(alltexts)) == len(alltexts), "duplicate text"
    vals = []
    for idx, s in enumerate(S):
        assert tuple(s) == SECRET_KEYS, s.keys()
        assert s["lang"] in ("en", "zh")
        assert s["secrets"], s
        for v in s["secrets"]:
            assert len(v) >= 6 and v in s["text"], (s["kind"], v)
            vals.append((v, idx))
    assert len(set(v for v, _ in vals)) == len(vals), "listed value repeated"
    for v, idx in vals:
        for j, t in enumerate(alltexts):
            if j != idx:
                assert v not in t, ("listed value in another sample", v[:30], j)
    for h in Hs:
        assert tuple(h) == HARMLESS_KEYS
        assert h["lang"] in ("en", "zh")
    for x in S + Hs:
        if x["lang"] == "zh":
            assert CJK.search(x["text"]), x
    sk, hk = {}, {}
    for s in S: sk[s["kind"]] = sk.get(s["kind"], 0) + 1
    for h in Hs: hk[h["kind"]] = hk.get(h["kind"], 0) + 1
    assert len(S) >= 600 and len(sk) >= 120 and all(5 <= c <= 8 for c in sk.values())
    assert len(Hs) >= 400 and len(hk) >= 25
    zh = sum(1 for x in S + Hs if x["lang"] == "zh")
    share = zh / (len(S) + len(Hs))
    assert 0.40 <= share <= 0.45, share
    return share

def table(doc):
    rows = {}
    order = []
    for side in ("secrets", "harmless"):
        for x in doc[side]:
            key = (side, x["kind"])
            if key not in rows:
                rows[key] = [0, 0, 0]; order.append(key)
            rows[key][0 if x["lang"] == "en" else 1] += 1
            rows[key][2] += len(x.get("secrets", []))
    out = []
    for side, kind in order:
        en, zh, n = rows[(side, kind)]
        out.append("%-9s %-36s %d/%d%s" % (side, kind, en, zh, " (%d)" % n if side == "secrets" else ""))
    return "\n".join(out)

def main():
    doc = generate()
    share = check(doc)
    data = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    path = os.path.join(HERE, "k.json")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    digest = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, "k.sha256"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("%s  k.json\n" % digest)
    S, Hs = doc["secrets"], doc["harmless"]
    nl = sum(len(s["secrets"]) for s in S)
    szh = sum(1 for s in S if s["lang"] == "zh"); hzh = sum(1 for h in Hs if h["lang"] == "zh")
    nsk = len(dict.fromkeys(s["kind"] for s in S)); nhk = len(dict.fromkeys(h["kind"] for h in Hs))
    if "-v" in sys.argv[1:]:
        print(table(doc))
        print("longest listed value: %d; values > 200 chars: %d" % (max(len(v) for s in S for v in s["secrets"]), sum(1 for s in S for v in s["secrets"] if len(v) > 200)))
    print("secrets: %d samples, %d kinds, %d listed (zh %d); harmless: %d samples, %d kinds (zh %d); zh share %.1f %%"
          % (len(S), nsk, nl, szh, len(Hs), nhk, hzh, 100 * share))
    print("sha256 %s" % digest)

if __name__ == "__main__":
    main()
