"""Core helpers for corpus U: PRNG value shapes, password styles, fillers,
chat headers, agent-transcript wrappers and the template renderer."""
import re, string, base64, uuid, json

ALNUM = string.ascii_letters + string.digits
LOWD = string.ascii_lowercase + string.digits
UPD = string.ascii_uppercase + string.digits
HEX = '0123456789abcdef'
B64 = ALNUM + '+/'
B64U = ALNUM + '-_'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
SHAPES = {'a': ALNUM, 'l': LOWD, 'u': UPD, 'U': string.ascii_uppercase,
          'w': string.ascii_lowercase, 'h': HEX, 'H': HEX.upper(), 'b': B64,
          'B': B64U, 'k': B58, 'z': B32, 'd': string.digits, 'c': BECH}

R = None  # set by make_u.set_rng


def set_rng(rng):
    global R
    R = rng


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def ruuid(upper=False):
    u = str(uuid.UUID(int=R.getrandbits(128), version=4))
    return u.upper() if upper else u


def b64bytes(n, url=False):
    b = bytes(R.getrandbits(8) for _ in range(n))
    return (base64.urlsafe_b64encode(b).decode().rstrip('=') if url
            else base64.b64encode(b).decode())


def jwt(extra=0):
    h = base64.urlsafe_b64encode(json.dumps({'alg': R.choice(['HS256', 'RS256', 'ES256']), 'typ': 'JWT'},
                                            separators=(',', ':')).encode()).decode().rstrip('=')
    p = {'sub': rs(LOWD, 12), 'iat': 1760000000 + R.randrange(9000000), 'jti': rs(ALNUM, 16)}
    if extra:
        p['scp'] = rs(ALNUM, extra)
    pl = base64.urlsafe_b64encode(json.dumps(p, separators=(',', ':')).encode()).decode().rstrip('=')
    return '%s.%s.%s' % (h, pl, b64bytes(32 if 'HS' in h else 64, True))


# ---------------------------------------------------------------- passwords
EN_WORDS = ('harbor maple copper lantern velvet orbit pebble saffron tundra walnut falcon '
            'meadow quartz ember juniper cobalt thistle raven summit biscuit marlin glacier '
            'nectar prism willow cactus domino fjord gravel hazel indigo kettle lobster '
            'mango nutmeg oyster parsnip quokka radish sprocket tofu umber violet wombat '
            'yarrow zephyr anchor bramble cinder dune ferret gecko hollow ivory jigsaw').split()
PINYIN = ('xiaoyu chenxi tianyi haoran zixuan mengqi yuhang ruoxi jiahui wenbo kaixin '
          'shuguang qingshan baiyun huoguo jiaozi mantou longjing xihu yangzi taishan '
          'chunfeng qiuyue dongxue lanzhou chengdu xiamen guilin suzhou').split()
TEAMS = 'Lakers Warriors Celtics Arsenal Chelsea Juventus Bayern Yankees Dodgers Bulls'.split()
DE_WORDS = ['Schöneberg', 'Brücke', 'Käsekuchen', 'Straße', 'Grün', 'Mädchen', 'Éclair',
            'Crème', 'Señor', 'Ñandú', 'Æble', 'Ørsted']
PLATES = '京沪粤川浙苏鄂湘闽渝'
CN_PHRASE = ['我爱北京天安门', '好好学习天天向上', '一帆风顺', '万事如意', '春眠不觉晓',
             '海内存知己', '恭喜发财', '平安喜乐', '山高水长', '岁岁平安']
CN_INIT = ['wasbj', 'hhxxttxs', 'yfsf', 'wsry', 'cmbjx', 'hncz', 'gxfc', 'paxl']
EMOJI = ['🐼', '🔥', '🌙', '🍜', '🚀', '🐉', '🌸', '⚡']
SYM = '!@#$%^&*?'


def pw(style=None):
    """Human password styles new in U."""
    styles = ['leet', 'emoji', 'diacritic', 'pinyin_leet', 'camel3', 'date_love', 'plate',
              'team', 'doubled', 'emoticon', 'padded', 'alt', 'sentence', 'cn_init_date',
              'gen_sym', 'season_year', 'cn_phrase', 'word_dot_word', 'hex_caps', 'mixed20']
    s = style or R.choice(styles)
    w = R.choice(EN_WORDS)
    if s == 'leet':
        t = w.capitalize() + R.choice(EN_WORDS)
        return t.replace('o', '0').replace('a', '@').replace('e', '3') + R.choice(SYM) + rs(string.digits, 2)
    if s == 'emoji':
        return R.choice(EMOJI) + w.capitalize() + str(R.randrange(1990, 2027)) + R.choice(SYM)
    if s == 'diacritic':
        return R.choice(DE_WORDS) + R.choice('#!&') + str(R.randrange(10, 999))
    if s == 'pinyin_leet':
        return R.choice(['W0aiN1', 'Ni3Hao', 'Xi4wang', 'Ai1ni', 'Ka1xin']) + R.choice(PINYIN) + str(R.randrange(100, 9999))
    if s == 'camel3':
        return ''.join(R.choice(EN_WORDS).capitalize() for _ in range(3))
    if s == 'date_love':
        return '%d.%02d.%02d%s' % (R.randrange(2008, 2025), R.randrange(1, 13), R.randrange(1, 29), R.choice(['Love', 'forever', 'Xx', 'hj']))
    if s == 'plate':
        return R.choice(PLATES) + R.choice(string.ascii_uppercase) + rs(UPD, 5)
    if s == 'team':
        return R.choice(TEAMS) + str(R.randrange(1, 100)) + R.choice(SYM)
    if s == 'doubled':
        p = R.choice(['mima', 'woai', 'haha', 'abc', 'love', 'qwe'])
        return p * 2 + rs(string.digits, R.choice([3, 4, 6]))
    if s == 'emoticon':
        return R.choice(['^_^', 'T_T', ':-)', 'o_O', '>_<']) + w.capitalize() + rs(string.digits, 2)
    if s == 'padded':
        return rs(ALNUM, 3) + R.choice(SYM) + R.choice(SYM) * R.randrange(5, 9)
    if s == 'alt':
        return ''.join((string.ascii_uppercase[R.randrange(26)] if i % 2 == 0 else string.ascii_lowercase[R.randrange(26)]) + str(R.randrange(10)) for i in range(4))
    if s == 'sentence':
        return 'I %s %s %s %d!' % (R.choice(['love', 'miss', 'hate', 'need']), R.choice(PINYIN).capitalize(), R.choice(EN_WORDS), R.randrange(2000, 2030))
    if s == 'cn_init_date':
        return R.choice(CN_INIT) + '%02d%02d' % (R.randrange(1, 13), R.randrange(1, 29))
    if s == 'gen_sym':
        return rs(ALNUM + '!#%&*+-=?@^_~', R.randrange(16, 22))
    if s == 'season_year':
        return R.choice(['Spring', 'Summer', 'Autumn', 'Winter', 'Fall']) + str(R.randrange(2019, 2027)) + R.choice(SYM) + R.choice(SYM)
    if s == 'cn_phrase':
        return R.choice(CN_PHRASE) + str(R.randrange(10, 9999))
    if s == 'word_dot_word':
        return '%s.%s!%d' % (R.choice(EN_WORDS).capitalize(), R.choice(PINYIN), R.randrange(10, 99))
    if s == 'hex_caps':
        return rs('ABCDEF0123456789', 4) + '-' + rs('ABCDEF0123456789', 4) + '-' + w
    return rs(ALNUM, 8) + R.choice(SYM) + rs(ALNUM, 11)


def phrase():
    st = R.choice(['camel', 'space', 'cn', 'emoji', 'dash_num'])
    ws = [R.choice(EN_WORDS) for _ in range(R.randrange(4, 6))]
    if st == 'camel':
        return ''.join(x.capitalize() for x in ws) + str(R.randrange(10, 99))
    if st == 'space':
        return ' '.join(ws[:-1]) + ' ' + ws[-1].upper()
    if st == 'cn':
        return R.choice(CN_PHRASE) + R.choice(['，', ' ', '-']) + R.choice(CN_PHRASE) + str(R.randrange(10, 99))
    if st == 'emoji':
        return R.choice(EMOJI).join(ws)
    i = R.randrange(len(ws))
    ws[i] = ws[i] + str(R.randrange(10, 999))
    return '=='.join(ws) if R.random() < 0.3 else '|'.join(ws)


def spec_value(spec):
    out = []
    for part in spec.split('+'):
        if part.startswith('~'):
            out.append(part[1:])
        elif part == 'uuid':
            out.append(ruuid())
        elif part == 'UUID':
            out.append(ruuid(True))
        elif part.startswith('jwt'):
            out.append(jwt(int(part[4:]) if ':' in part else 0))
        elif part.startswith('b64:'):
            out.append(b64bytes(int(part[4:])))
        elif part.startswith('b64u:'):
            out.append(b64bytes(int(part[5:]), True))
        elif part.startswith('pw'):
            out.append(pw(part[3:] if ':' in part else None))
        elif part == 'basic':
            out.append(base64.b64encode(('%s:%s' % (R.choice(USERS), pw())).encode()).decode())
        elif part == 'phrase':
            out.append(phrase())
        elif part.startswith('r:'):
            _, sh, lo, hi = part.split(':')
            out.append(rs(SHAPES[sh], R.randrange(int(lo), int(hi) + 1)))
        elif part.startswith('arr:'):
            out.append(','.join(str(R.randrange(256)) for _ in range(int(part[4:]))))
        else:
            out.append(rs(SHAPES[part[0]], int(part[1:])))
    return ''.join(out)


# ---------------------------------------------------------------- fillers
EN_NAMES = ['Priya', 'Tomasz', 'Aisha', 'Mateo', 'Ingrid', 'Kwame', 'Yuki', 'Olu', 'Sven', 'Lucía', 'Dev', 'Noor']
ZH_NAMES = ['王芳', '刘洋', '陈静', '杨磊', '赵敏', '黄涛', '周婷', '吴昊', '徐丽', '孙鹏', '马超', '胡蓉']
USERS = ['ops', 'deploy', 'svc_etl', 'jdoe', 'admin', 'li.na', 'zhangwei', 'reporter', 'qa01', 'builder']
HOSTS = ['db-prod-2.internal', 'cache.eu-west.lan', '10.20.3.41', 'bastion.corp.example', 'mq-01.svc',
         'nas.home.arpa', 'gw.lab.local', '172.16.8.12', 'ch-1.analytics.lan', 'kafka-0.brokers']
PROJS = ['ledger-svc', 'atlas', 'orchid', 'pegasus-api', 'tidepool', 'minerva', 'hotpot', 'qingniao', 'kestrel', 'lumen']
TICKETS = ['OPS-4412', 'INC-20931', 'SEC-118', 'PLAT-7730', 'BUG-0912', 'DEVX-55']


def fill(name):
    if name == 'name': return R.choice(EN_NAMES)
    if name == 'zname': return R.choice(ZH_NAMES)
    if name == 'user': return R.choice(USERS)
    if name == 'host': return R.choice(HOSTS)
    if name == 'proj': return R.choice(PROJS)
    if name == 'date': return '2026-%02d-%02d' % (R.randrange(1, 13), R.randrange(1, 29))
    if name == 'time': return '%02d:%02d' % (R.randrange(24), R.randrange(60))
    if name == 'port': return str(R.choice([5432, 3306, 6379, 9000, 8123, 9042, 7687, 9200, 1521, 5236, 10000, 8443]))
    if name == 'n': return str(R.randrange(2, 98))
    if name == 'email': return '%s@%s' % (R.choice(USERS).replace('_', '.'), R.choice(['example.com', 'corp.example', 'mail.example.cn']))
    if name == 'ip': return '10.%d.%d.%d' % (R.randrange(256), R.randrange(256), R.randrange(1, 255))
    if name == 'ticket': return R.choice(TICKETS)
    if name == 'year': return str(R.randrange(2019, 2027))
    raise KeyError(name)


FILL_RE = re.compile(r'\{(name|zname|user|host|proj|date|time|port|n|email|ip|ticket|year)\}')
TOK_RE = re.compile(r'\[\[([SX]):([^\]]+)\]\]')


def render(tpl):
    """Return (text, listed values). Same-spec repeats of [[S:...#k]] reuse one value."""
    listed, memo = [], {}

    def tok(m):
        kind, spec = m.group(1), m.group(2)
        key = None
        if '#' in spec:
            spec, key = spec.split('#', 1)
            if key in memo:
                return memo[key]
        v = spec_value(spec)
        if key:
            memo[key] = v
        if kind == 'S' and v not in listed:
            listed.append(v)
        return v
    t = TOK_RE.sub(tok, tpl)
    t = FILL_RE.sub(lambda m: fill(m.group(1)), t)
    return t, listed


CJK_RE = re.compile(r'[\u4e00-\u9fff]')


def has_cjk(t):
    return bool(CJK_RE.search(t))


ZH_LEADS = ['我这边看到的是：', '截个文本给你看：', '原样复制如下：', '看下这段：', '出问题的就是这段：', '帮我看看这个配置：']


def zh_fix(text):
    return text if has_cjk(text) else R.choice(ZH_LEADS) + '\n' + text


# ---------------------------------------------------------------- chat headers (new in U)
def chat_header(lang, text):
    n = fill('name') if lang == 'en' else fill('zname')
    t = fill('time')
    if lang == 'en':
        forms = ['[%s AM] %s\n' % (t, n),                          # Microsoft Teams copy
                 '%s  %s\n' % (n, t),                               # Mattermost
                 '<@%s:matrix.example.org> ' % n.lower(),           # Element / Matrix
                 '%s (Signal) %s: ' % (fill('date'), n),            # Signal export
                 '%s\n%s: ' % ('Today ' + t, n),                    # iMessage
                 '%s\t%s\t' % (t, n),                               # LINE export
                 '[%s] %s: ' % (t, n),                              # Skype
                 '(%s:%02d) %s@xmpp.example.net/laptop: ' % (t, R.randrange(60), n.lower()),  # XMPP
                 '> On %s, %s wrote:\n> ' % (fill('date'), n),      # email quote
                 '**%s** commented %d hours ago\n' % (n.lower(), R.randrange(1, 23))]  # GitHub
    else:
        forms = ['%s  今天 %s\n' % (n, t),                          # 飞书
                 '%s 来自 %s 发送给 所有人：\n' % (t, n),             # 腾讯会议聊天
                 '群聊的聊天记录\n%s %s\n' % (n, t),                 # 微信合并转发
                 '【%s】%s ' % (n, t),                               # 短信
                 '%s · QQ频道 %s\n' % (n, t),                        # QQ 频道
                 '%s 私信了你：' % n,                                 # 小红书私信
                 '%s（钉钉会议聊天 %s）：' % (n, t),
                 '%s 在评论区回复：' % n]
    h = R.choice(forms)
    if h.startswith('> '):
        return h + text.replace('\n', '\n> ')
    return h + text


# ---------------------------------------------------------------- agent wrappers (new in U)
def agent_wrap(lang, text):
    f = R.choice(['config/app.env', 'deploy/values.yaml', 'notes/handover.md', '.secrets/local.ini',
                  'scripts/run.sh', 'docs/setup.txt'])
    forms = [
        lambda: 'Run shell command? (Y)es/(N)o [Yes]: y\n\n> cat %s\n%s\n' % (f, text),              # Aider
        lambda: '**CmdRunAction (source=EventSource.AGENT)**\nCOMMAND:\ncat %s\n\n**CmdOutputObservation (source=EventSource.ENVIRONMENT, exit code=0)**\n%s' % (f, text),  # OpenHands
        lambda: '>>>>>>>> EXECUTING CODE BLOCK 0 (inferred language is sh)...\nuser_proxy (to assistant):\n\nexitcode: 0 (execution succeeded)\nCode output: \n%s\n' % text,  # AutoGen
        lambda: '(Open file: /repo/%s)\n(Current directory: /repo)\nbash-$ cat %s\n%s' % (f, f, text),  # SWE-agent
        lambda: "exec\nbash -lc 'cat %s' in /workspace\n succeeded in %dms:\n%s" % (f, R.randrange(8, 400), text),  # Codex CLI
        lambda: '─── shell | developer ──────────────────────────\ncommand: cat %s\n\n%s' % (f, text),  # Goose
        lambda: "Roo wants to read this file:\n%s\n\n%s" % (f, text),  # Roo Code
        lambda: '```terminal\n$ cat %s\n%s\n```' % (f, text),  # Zed /terminal
        lambda: json.dumps({'type': 'tool', 'name': 'read_file', 'tool_call_id': 'call_' + rs(ALNUM, 24), 'content': text}, ensure_ascii=False),  # LangGraph ToolMessage
    ]
    if lang == 'zh':
        forms += [
            lambda: 'Trae 正在运行命令：cat %s\n运行结果：\n%s' % (f, text),
            lambda: 'CodeBuddy 读取了文件 %s：\n%s' % (f, text),
            lambda: '【CodeGeeX 终端】\n$ cat %s\n%s' % (f, text),
            lambda: 'Kimi 调用工具 read_file(path="%s") 返回：\n%s' % (f, text),
        ]
    return R.choice(forms)()
