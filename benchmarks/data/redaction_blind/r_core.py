"""Corpus R core: PRNG shapes, human passwords, fillers, chat/agent wrappers, renderer."""
import random, re, string, base64, uuid as _uuid

SEED = 0x52E7A11D
R = random.Random(SEED)

A = string.ascii_letters + string.digits
SH = {
 'a': A, 'l': string.ascii_lowercase + string.digits, 'u': string.ascii_uppercase + string.digits,
 'U': string.ascii_uppercase, 'w': string.ascii_lowercase, 'h': '0123456789abcdef', 'H': '0123456789ABCDEF',
 'b': A + '+/', 'B': A + '-_', 'k': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
 'z': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 'd': string.digits, 'y': 'abcdefghijklmnopqrstuvwxyz234567', 'c': 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
}

def rs(shape, n):
    return ''.join(R.choice(SH[shape]) for _ in range(n))

def ruuid():
    return str(_uuid.UUID(int=R.getrandbits(128), version=4))

def b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')

def jwt():
    h = b64u(b'{"alg":"HS256","typ":"JWT"}')
    body = '{"sub":"%s","iat":%d,"scope":"%s"}' % (rs('l', 12), 1760000000 + R.randrange(9000000), R.choice(['api', 'admin', 'rw', 'deploy']))
    return h + '.' + b64u(body.encode()) + '.' + rs('B', 43)

def b64blob(n):
    raw = bytes(R.getrandbits(8) for _ in range(n))
    return base64.b64encode(raw).decode()

W1 = ['amber', 'basil', 'cobalt', 'dune', 'ember', 'fjord', 'glacier', 'harbor', 'indigo', 'juniper', 'kestrel', 'lantern',
      'meadow', 'nutmeg', 'orchid', 'pebble', 'quartz', 'raven', 'saffron', 'thistle', 'umber', 'velvet', 'walnut',
      'yonder', 'zephyr', 'marble', 'copper', 'willow', 'tundra', 'mosaic', 'parsley', 'gravel', 'monsoon', 'ticket']
PETS = ['Doudou', 'Mimi', 'Xiaobai', 'Wangcai', 'Biscuit', 'Mochi', 'Pepper', 'Nugget', 'Tofu', 'Dahuang']
IDIOM = ['守株待兔', '画龙点睛', '一马当先', '海阔天空', '春暖花开', '风雨同舟', '马到成功', '心想事成']
SONG = ['Iwtywbmm', 'Tmotlaih', 'Hcitbaaa', 'Wdyhtdwy', 'Yagmcyuhr']
CITY = ['0571', '0755', '021', '010', '028', '027', '0512']
EMO = ['☀️', '🌙', '🐼', '🍜', '⚡', '🌸']

def pw(style=None):
    """Human password styles new in R."""
    st = style or R.choice(['walk', 'pet_area', 'dots3', 'idiom', 'song', 'emoji', 'reversed', 'chem', 'dated', 'gen20', 'pinyin_tone', 'plate', 'camel_year', 'q_mark'])
    if st == 'walk':
        return R.choice(['1qaz@WSX', '2wsx#EDC', '!QAZ2wsx', 'zaq1@WSX', '1qaz!QAZ', 'qazWSX#']) + R.choice(['3edc', '$RFV', '4rfv', 'edc3']) + rs('d', 2)
    if st == 'pet_area':
        return R.choice(PETS) + R.choice('@#.') + R.choice(CITY) + rs('d', 2)
    if st == 'dots3':
        return '.'.join(R.sample(W1, 3)) + rs('d', 1)
    if st == 'idiom':
        return R.choice(IDIOM) + R.choice('#@!') + rs('d', 4)
    if st == 'song':
        return R.choice(SONG) + R.choice('?!.') + rs('d', 2)
    if st == 'emoji':
        return R.choice(W1) + R.choice(EMO) + str(R.randrange(1990, 2027))
    if st == 'reversed':
        w = R.choice(['drowssaP', 'nogarD', 'retsaM', 'enihsnuS', 'yeknoM', 'wolleY']) 
        return w + R.choice('!$%') + rs('d', 3)
    if st == 'chem':
        return R.choice(['H2SO4', 'NaHCO3', 'C6H12O6', 'KMnO4', 'Fe2O3']) + R.choice(['+', '=', '->']) + R.choice(['NaOH', 'Zn', 'Cu', 'HCl']) + rs('d', 2)
    if st == 'dated':
        return '%02d.%02d.%d' % (R.randrange(1, 29), R.randrange(1, 13), R.randrange(1970, 2010)) + R.choice(['Mh', 'Lz', 'Qw', 'Xy', 'Tk'])
    if st == 'gen20':
        while True:
            s = ''.join(R.choice(A + '!#%^*_') for _ in range(20))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
                return s
    if st == 'pinyin_tone':
        return R.choice(['wǒài', 'nǐhǎo', 'kuàilè', 'píng\'ān', 'xìngfú']) + str(R.randrange(1000, 9999))
    if st == 'plate':
        return R.choice(['浙A', '粤B', '沪C', '京N', '川A']) + rs('u', 5) + R.choice('!#')
    if st == 'camel_year':
        return R.choice(['BlueHeron', 'IronKettle', 'LazyOtter', 'SilverFox', 'RedLantern']) + str(R.randrange(1970, 2027)) + R.choice(['$', '&', '*'])
    if st == 'q_mark':
        return R.choice(['Why', 'How', 'Who', 'When']) + R.choice(['Not', 'So', 'Now']) + R.choice(W1).capitalize() + '?' + rs('d', 2)
    if st == 'r':  # URL/ini-safe
        return R.choice(W1).capitalize() + R.choice(W1) + rs('d', 3) + R.choice(['_', '-', '.'])  + rs('a', 3)
    if st == 'pin4':
        return rs('d', 4)
    if st == 'pin6':
        while True:
            s = rs('d', 6)
            if len(set(s)) > 2:
                return s
    if st == 'phrase':
        return ' '.join(R.sample(W1, 4))
    raise ValueError(st)

HOSTS = ['db-prod-02.internal', 'pg.stage.lan', 'mysql-ro.corp', '10.20.3.41', 'cache-01.k8s.local', 'nas.home.arpa', 'bastion-sh.example.cn', 'gitlab.ops.lan']
USERS = ['deploy', 'svc_etl', 'admin', 'ops', 'reporter', 'jenkins', 'backup', 'app_rw', 'root', 'monitor']
EN_NAMES = ['Priya', 'Marco', 'Hannah', 'Tomás', 'Ngozi', 'Jonas', 'Keiko', 'Dmitri', 'Aisha', 'Liam', 'Sven', 'Fatima']
ZH_NAMES = ['王磊', '陈静', '刘洋', '张敏', '赵强', '孙悦', '周杰', '吴婷', '郑凯', '冯雪', '何伟', '马丽']
PROJ = ['orca', 'lighthouse', 'tern', 'kiln', 'sprocket', 'fennel', 'quill', 'mantis', 'pylon', 'ferret']

def filler(name):
    if name == 'host': return R.choice(HOSTS)
    if name == 'user': return R.choice(USERS)
    if name == 'en': return R.choice(EN_NAMES)
    if name == 'zh': return R.choice(ZH_NAMES)
    if name == 'proj': return R.choice(PROJ)
    if name == 'date': return '2026-%02d-%02d' % (R.randrange(1, 13), R.randrange(1, 29))
    if name == 'time': return '%02d:%02d:%02d' % (R.randrange(24), R.randrange(60), R.randrange(60))
    if name == 'n': return str(R.randrange(2, 99))
    if name == 'port': return str(R.choice([5432, 3306, 6379, 27017, 8443, 9200, 1433, 5672]))
    if name == 'mail': return R.choice(USERS) + '@' + R.choice(['example.com', 'corp.example', 'example.cn'])
    if name == 'ip': return '10.%d.%d.%d' % (R.randrange(256), R.randrange(256), R.randrange(1, 255))
    raise ValueError(name)

def spec_value(spec):
    out = []
    for part in spec.split('+'):
        if part.startswith('~'):
            out.append(part[1:])
        elif part == 'uuid':
            out.append(ruuid())
        elif part == 'jwt':
            out.append(jwt())
        elif part.startswith('pw'):
            out.append(pw(part[3:] or None))
        elif part.startswith('b64:'):
            out.append(b64blob(int(part[4:])))
        else:
            out.append(rs(part[0], int(part[1:])))
    return ''.join(out)

# ---- chat headers (new versus Q) ----
def chat_en():
    n = R.choice(EN_NAMES); t = '%d:%02d' % (R.randrange(1, 13), R.randrange(60))
    return R.choice([
        '[%s] <%s> ' % (t, n.lower()),                                    # IRC/irssi log
        '[07/12/2026, %s:%02d] %s: ' % (t, R.randrange(60), n),          # WhatsApp export
        '%s, [07.12.26 %s]\n' % (n, t),                                    # Telegram desktop copy
        '%s (#%s > %s)\n' % (n, R.choice(PROJ), R.choice(['deploy', 'infra', 'oncall'])),  # Zulip stream > topic
        '%s, %s PM\n' % (n, t),                                            # Google Chat
        '%s added a comment - 07/Dec/26 %s AM\n' % (n, t),                 # Jira comment
        '@%s %s\n' % (n.lower(), t),                                       # Rocket.Chat
        '--- %s wrote in the ticket ---\n' % n,                            # helpdesk
        'iMessage · %s\n' % n,
        'From: %s <%s@example.com>\nSubject: re: access\n\n' % (n, n.lower()),
    ])

def chat_zh():
    n = R.choice(ZH_NAMES); t = '%02d:%02d' % (R.randrange(24), R.randrange(60))
    return R.choice([
        '%s 2026-12-07 %s:%02d\n' % (n, t, R.randrange(60)),              # 微信聊天记录导出
        '【企业微信】%s %s\n' % (n, t),
        'WeLink · %s：' % n,
        '腾讯文档评论 @%s：' % n,
        '%s 的知乎私信：' % n,
        '语雀评论 · %s：' % n,
        'TIM 群消息 %s（%s）\n' % (n, t),
        '豆邮 from %s：' % n,
        '%s 撤回了一条消息\n%s：' % (n, n),
        '工单回复（%s）：' % n,
    ])

def agent_wrap(text, lang):
    """Agent transcript formats new versus Q."""
    fmt = R.choice(['codex', 'gemini', 'cline', 'aider', 'openhands', 'smol', 'crewai', 'interp'])
    if fmt == 'codex':
        return 'user\n' + text + '\n\ncodex\nI\'ll check the config first.\n\nexec bash -lc "ls -la" in ~/' + R.choice(PROJ)
    if fmt == 'gemini':
        return '╭──────────────╮\n│ > ' + text.replace('\n', '\n│   ') + '\n╰──────────────╯\n✦ Got it, continuing.'
    if fmt == 'cline':
        return '[USER]\n' + text + '\n\n[CLINE] Cline wants to execute this command:\n  npm run build'
    if fmt == 'aider':
        return '> ' + text.replace('\n', '\n> ') + '\n\naider: Applied edit to config.py'
    if fmt == 'openhands':
        return '**MessageAction** (source=EventSource.USER)\nCONTENT: ' + text + '\n\n**CmdRunAction** (source=EventSource.AGENT)\nCOMMAND:\ngit status'
    if fmt == 'smol':
        return '╭─ New run ─╮\n' + text + '\n━━━━ Step 1 ━━━━\nExecuting parsed code:'
    if fmt == 'crewai':
        return '# Agent: Ops Engineer\n## Task: ' + text + '\n## Final Answer:\npending'
    return '> ' + text + '\n\n  Would you like to run this code? (y/n)'

ZH_LEADS = ['运行结果：\n', '贴一下配置：\n', '下面是日志：\n', '命令记录如下：\n', '文件内容：\n', '复现步骤里的命令：\n']

def has_cjk(s):
    return any('\u4e00' <= c <= '\u9fff' for c in s)

TOK = re.compile(r'«(S|X|f):([^»]+)»')

def render(tpl, listed, cache):
    def sub(m):
        kind, spec = m.group(1), m.group(2)
        if kind == 'f':
            return filler(spec)
        key = None
        if '#' in spec:
            spec, key = spec.split('#', 1)
            if key in cache:
                return cache[key]
        v = spec_value(spec)
        if key:
            cache[key] = v
        if kind == 'S' and v not in listed:
            listed.append(v)
        return v
    return TOK.sub(sub, tpl)

def finish(text, lang, chat_p=0.0):
    while '\n@chat ' in text:
        text = text.replace('\n@chat ', '\n' + (chat_zh() if lang == 'zh' else chat_en()), 1)
    if text.startswith('@chat '):
        text = (chat_zh() if lang == 'zh' else chat_en()) + text[6:]
    elif text.startswith('@agent '):
        text = agent_wrap(text[7:], lang)
    elif chat_p and R.random() < chat_p:
        text = (chat_zh() if lang == 'zh' else chat_en()) + text
    if lang == 'zh' and not has_cjk(text):
        text = R.choice(ZH_LEADS) + text
    return text
