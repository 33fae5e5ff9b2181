"""Corpus V core: PRNG shapes, password styles, fillers, chat headers, agent wrappers, renderer."""
import random, string, base64, uuid, re

SEED = 0x5EC7A11E
R = random.Random(SEED)
LOW = string.ascii_lowercase; UPP = string.ascii_uppercase; DIG = string.digits
ALN = LOW + UPP + DIG
SH = {'a': ALN, 'l': LOW + DIG, 'u': UPP + DIG, 'U': UPP, 'h': '0123456789abcdef', 'H': '0123456789ABCDEF',
      'd': DIG, 'w': ALN + '_', 'k': LOW, 'z': ALN + '-_'}

WORDS = ['amber', 'falcon', 'orchid', 'granite', 'willow', 'harbor', 'cobalt', 'meadow', 'ember', 'saffron', 'juniper',
         'quartz', 'lotus', 'tundra', 'cedar', 'violet', 'maple', 'beacon', 'otter', 'pepper', 'mango', 'walrus', 'cactus', 'nimbus']
PINYIN = ['zhang', 'wang', 'li', 'liu', 'chen', 'yang', 'huang', 'zhao', 'wu', 'zhou', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo']
GIVEN = ['wei', 'fang', 'na', 'min', 'jing', 'lei', 'yan', 'jun', 'tao', 'ming', 'xia', 'hui', 'peng', 'lin']
GREEK = ['Alpha', 'Sigma', 'Omega', 'Delta', 'Lambda', 'Theta', 'Kappa', 'Gamma']
CARS = ['Civic', 'Corolla', 'Passat', 'Golf', 'Camry', 'Model3', 'Tiguan', 'Sylphy']
SYM = '!@#$%&*?'

def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))

def pw(style=None):
    st = style if style is not None else R.randrange(14)
    w = R.choice(WORDS); y = str(R.randint(1975, 2024))
    if st == 0: return w + w.upper() + y + R.choice(SYM)
    if st == 1: return R.choice(PINYIN) + R.choice(GIVEN) + '.' + rs(DIG, 4)
    if st == 2: return w[::-1] + rs(DIG, 2) + R.choice(SYM)
    if st == 3: return w + '&' + R.choice(WORDS) + rs(DIG, 2)
    if st == 4: return R.choice(['XIV', 'MCM', 'XLII', 'VII']) + '_' + w.capitalize() + rs(DIG, 1)
    if st == 5: return '!QAZ2wsx#EDC' + rs(DIG, 2) if R.random() < .5 else '1qaz@WSX' + rs(DIG, 3)
    if st == 6: return w + '@' + y + R.choice(['home', 'work', 'box', 'nas'])
    if st == 7: return R.choice(PINYIN).capitalize() + '_' + R.choice(GIVEN).capitalize() + '_' + y
    if st == 8: return R.choice(GREEK) + R.choice('$%&') + R.choice(GREEK) + rs(DIG, 2)
    if st == 9: return '%02d%02d%s' % (R.randint(1, 28), R.randint(1, 12), y) + rs(LOW, 2)
    if st == 10: return '0x' + rs('DEADBEEFdeadbeefc0', 8) + R.choice(SYM)
    if st == 11: return 'My' + w.capitalize() + 'IsNamed' + R.choice(WORDS).capitalize() + R.choice(SYM)
    if st == 12: return R.choice(['woaini', 'yiqi', 'wangzhe', 'xingfu']) + R.choice(['520', '1314', '666']) + rs(DIG, 2)
    return R.choice(CARS) + y[2:] + R.choice(SYM) + rs(UPP, 2)

def phrase():
    n = R.randint(4, 6)
    sep = R.choice(['-', ' ', '.', '_'])
    return sep.join(R.choice(WORDS) for _ in range(n)) + sep + rs(DIG, 2)

def jwt(n=None):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip('=')
    body = base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(n or R.randint(60, 140)))).decode().rstrip('=')
    sig = base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode().rstrip('=')
    return h + '.' + body + '.' + sig

def part(p):
    if p.startswith('~'): return p[1:]
    if p == 'uuid': return str(uuid.UUID(int=R.getrandbits(128), version=4))
    if p == 'UUID': return str(uuid.UUID(int=R.getrandbits(128), version=4)).upper()
    if p == 'jwt': return jwt()
    if p.startswith('jwt:'): return jwt(int(p[4:]))
    if p.startswith('b64:'): return base64.b64encode(bytes(R.getrandbits(8) for _ in range(int(p[4:])))).decode()
    if p.startswith('b64u:'): return base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(int(p[5:])))).decode().rstrip('=')
    if p == 'pw': return pw()
    if p.startswith('pw:'): return pw(int(p[3:]))
    if p == 'phrase': return phrase()
    if p.startswith('r:'):
        _, s, lo, hi = p.split(':'); return rs(SH[s], R.randint(int(lo), int(hi)))
    if p.startswith('pin'): return rs(DIG, int(p[3:]))
    return rs(SH[p[0]], int(p[1:]))

def value(spec):
    return ''.join(part(p) for p in spec.split('+'))

def fill_vals():
    return {
        'name': R.choice(['Priya', 'Tomás', 'Ingrid', 'Kwame', 'Yuki', 'Dmitri', 'Aisha', 'Mateo', 'Sanne', 'Olu']),
        'zname': R.choice(['小周', '老陈', '阿杰', '王姐', '刘工', '小婷', '赵总', '孙老师', '大鹏', '晓雯']),
        'user': R.choice(['ops', 'deploy', 'admin', 'svc_etl', 'jenkins', 'root', 'dev01', 'backup']),
        'host': R.choice(['db-prod-2.internal', 'nas.home.lan', '10.20.3.14', 'build03.corp.example', 'gw.example.cn', 'cam-lobby.local']),
        'proj': R.choice(['atlas', 'harvest', 'bluejay', 'lantern', 'kestrel', 'ledger']),
        'date': '2026-%02d-%02d' % (R.randint(1, 12), R.randint(1, 28)),
        'time': '%02d:%02d' % (R.randint(7, 23), R.randint(0, 59)),
        'port': str(R.choice([5432, 3306, 6379, 8443, 5672, 1883, 9000, 2222])),
        'n': str(R.randint(2, 97)),
        'email': R.choice(['priya', 'ops', 'mateo', 'wangjing']) + '@' + R.choice(['example.com', 'example.org', 'corp.example']),
        'ticket': R.choice(['OPS', 'INFRA', 'SEC', 'APP']) + '-' + str(R.randint(100, 9999)),
        'year': str(R.randint(2019, 2026)),
    }

FILL_RE = re.compile(r'\{(name|zname|user|host|proj|date|time|port|n|email|ticket|year)\}')
TAG_RE = re.compile(r'\[\[(S|X):([^\]#]+)(?:#(\w+))?\]\]')

def render(tpl):
    """Return (text, [listed values])."""
    f = fill_vals()
    listed = []; memo = {}
    def rep(m):
        kind, spec, key = m.group(1), m.group(2), m.group(3)
        if key and key in memo: return memo[key]
        v = value(spec)
        if key: memo[key] = v
        if kind == 'S' and v not in listed: listed.append(v)
        return v
    text = TAG_RE.sub(rep, tpl)
    text = FILL_RE.sub(lambda m: f[m.group(1)], text)
    return text, listed

def has_cjk(s):
    return any('\u4e00' <= c <= '\u9fff' for c in s)

ZH_LEADS = ['贴一下原文：', '你看下这段是不是有问题：', '从服务器上拷下来的：', '同事发来的，帮我整理一下：', '这是日志片段：']

def zh_lead(text):
    return text if has_cjk(text) else R.choice(ZH_LEADS) + '\n' + text

# Chat headers: formats new versus U (Zulip, Rocket.Chat, Telegram export, Google Chat, WeeChat IRC, Jira comment,
# Basecamp, Discourse quote; zh: QQ群, 企业微信群, 微博私信, 知乎私信, 闲鱼, 钉钉单聊, 飞书话题)
def chat_header(lang, text):
    f = fill_vals()
    if lang == 'en':
        h = R.choice([
            '{name} ({time}):\n', '{name}  {time}  \n', '{name}, [07.%02d.26 {time}]\n' % R.randint(1, 28),
            '{name}, {time}\n', '{time} | {name} | ', '{name} added a comment - {date} {time}\n',
            '{name} replied to the thread · {time}\n', '[quote="{name}, post:{n}, topic:' + str(R.randint(1000, 9999)) + '"]\n',
        ])
        out = FILL_RE.sub(lambda m: f[m.group(1)], h) + text
        if h.startswith('[quote'): out += '\n[/quote]'
        return out
    h = R.choice([
        '{zname}(' + str(R.randint(10000000, 999999999)) + ') {time}\n', '{zname}@某某科技 {time}\n', '私信 · {zname}：\n',
        '知乎私信 {zname} {date}：\n', '闲鱼 · {zname}：', '{zname} {date} {time}（钉钉单聊）\n', '话题回复 · {zname}：\n',
    ])
    return FILL_RE.sub(lambda m: f[m.group(1)], h) + text

# Agent wrappers: formats new versus U (Cursor, Gemini CLI, Continue, Devin, Copilot agent mode, Jupyter AI, Amp;
# zh: 通义灵码, 文心快码, MarsCode)
def agent_wrap(lang, text):
    f = fill_vals(); p = f['proj']
    if lang == 'en':
        k = R.randrange(6)
        if k == 0: return 'Ran terminal command: cat config/local.env\n' + text + '\n\nI can see the configuration; next I will update the connection settings.'
        if k == 1: return '✦ Let me check the current settings.\n╭──────────────╮\n│ ✔  Shell cat ./' + p + '/settings │\n╰──────────────╯\n' + text
        if k == 2: return 'Tool call: read_file\n  path: ' + p + '/notes.txt\nResult:\n' + text + '\n(end of file)'
        if k == 3: return 'Devin ran `cat /home/ubuntu/repos/' + p + '/deploy.txt` and got:\n```\n' + text + '\n```'
        if k == 4: return '> Copilot (agent mode) · Read `' + p + '/README.local.md`, lines 1 to 40\n\n' + text
        return '$ sed -n 1,60p ' + p + '/conf.txt\n' + text + '\nAmp: found the values, continuing with the migration.'
    k = R.randrange(3)
    if k == 0: return '通义灵码 · 执行命令：cat ' + p + '/配置.txt\n输出：\n' + text + '\n我已读取配置，接下来修改连接参数。'
    if k == 1: return '【文心快码】读取文件 ' + p + '/部署说明.md\n' + text + '\n—— 读取完成'
    return 'MarsCode 终端 > type ' + p + '\\说明.txt\n' + text + '\n（命令已完成，退出码 0）'
