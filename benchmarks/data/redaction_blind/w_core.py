"""Core helpers for corpus W: value shapes, fillers, chat headers, agent wrappers, renderer."""
import re, string, base64, json

A_LO = string.ascii_lowercase; A_UP = string.ascii_uppercase; DIG = string.digits
SHAPES = {
    'a': A_LO + A_UP + DIG, 'l': A_LO + DIG, 'u': A_UP + DIG, 'h': '0123456789abcdef',
    'H': '0123456789ABCDEF', 'd': DIG, 'w': A_LO, 'W': A_UP,
    'k': A_LO + A_UP + DIG + '-_', 'b': A_LO + A_UP + DIG + '+/', 'z': 'abcdefghijkmnpqrstuvwxyz23456789',
    '3': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
}
WORDS = ("anchor basalt cedar dune ember falcon glacier harbor indigo juniper kestrel lantern meadow nectar "
         "orchid pebble quartz raven saffron thistle umber violet willow yonder zephyr copper marble tundra "
         "lagoon cobalt fennel hazel ivory jasper kelp linen mosaic nutmeg otter pylon quill rustic sorrel").split()
BIP = ("abandon ability absorb abstract acid acoustic adapt adjust advice aerobic afford agent album alert alley "
       "amused anchor angle animal ankle antenna anxiety apart april arena armor arrow artwork aspect auction "
       "august avocado awake axis bacon badge bamboo banana barrel basket battle beach believe bench bicycle "
       "blanket blossom border bottom bracket breeze brisk bronze bubble buffalo cabin cactus camera canal "
       "candy canyon carbon cargo carpet castle catalog cement census cereal chalk charge cherry chimney "
       "cinnamon circle citizen clarify claw clinic clock cloud coconut coral cotton cousin coyote cradle").split()
PINYIN = "zhang wang li liu chen yang zhao huang zhou wu xu sun ma zhu hu guo lin he gao luo".split()
PINYIN_G = "xiaoming lili jianguo meimei haoran yutong zihan wenjie tingting jiajia".split()
PW_WORDS = "Monsoon Pelican Tangerine Blizzard Cheetah Lighthouse Marigold Nebula Origami Paprika Quokka Rhubarb".split()
SYM = "!@#$%&*?_-.+="

class Gen:
    def __init__(self, rng):
        self.r = rng
    def s(self, shape, n):
        c = SHAPES[shape]; return ''.join(self.r.choice(c) for _ in range(n))
    def uuid(self, up=False):
        h = self.s('h', 32); h = h[:12] + '4' + h[13:16] + self.r.choice('89ab') + h[17:]
        u = '-'.join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]]); return u.upper() if up else u
    def b64(self, n, url=False):
        raw = bytes(self.r.randrange(256) for _ in range(n))
        return (base64.urlsafe_b64encode(raw).decode().rstrip('=') if url else base64.b64encode(raw).decode())
    def jwt(self, extra=0):
        hdr = base64.urlsafe_b64encode(json.dumps({"alg": "RS256", "typ": "JWT", "kid": self.s('a', 10)}).encode()).decode().rstrip('=')
        pl = {"sub": self.uuid(), "iss": "https://auth." + self.r.choice(['acme-int', 'nordwind', 'orbis']) + ".io/",
              "iat": 1780000000 + self.r.randrange(9000000), "scope": "read write", "sid": self.s('a', 16 + extra)}
        p = base64.urlsafe_b64encode(json.dumps(pl).encode()).decode().rstrip('=')
        return hdr + '.' + p + '.' + self.b64(256, True)
    def pw(self, style=None):
        r = self.r
        st = style if style is not None else r.randrange(12)
        if st == 0: return r.choice(PW_WORDS) + r.choice(SYM) + str(r.randrange(10, 99)) + r.choice(PW_WORDS).lower()
        if st == 1: return r.choice(PINYIN) + r.choice(PINYIN_G).capitalize() + str(r.randrange(1975, 2005)) + r.choice('!@#')
        if st == 2: return '-'.join(self.s('a', 4) for _ in range(3)) + str(r.randrange(10))
        if st == 3: return self.s('a', 6) + r.choice(SYM) + self.s('a', 5) + r.choice(SYM) + self.s('d', 2)
        if st == 4:
            w = r.choice(WORDS); return w[0].upper() + w[1:].replace('a', '@').replace('o', '0').replace('e', '3') + str(r.randrange(100, 999))
        if st == 5: return r.choice(PW_WORDS) + '_' + r.choice(PW_WORDS) + '_' + self.s('d', 3)
        if st == 6: return self.s('z', 4) + r.choice(SYM) + self.s('z', 4).upper() + r.choice(SYM) + self.s('d', 4)
        if st == 7: return r.choice(PINYIN_G) + r.choice(['@', '#', '.']) + self.s('d', 6)
        if st == 8: return 'Qx' + self.s('a', 10) + '$' + self.s('d', 2)
        if st == 9: return r.choice(WORDS).capitalize() + str(r.randrange(1, 31)).zfill(2) + str(r.randrange(1, 13)).zfill(2) + r.choice(SYM) + r.choice(WORDS)
        if st == 10: return self.s('a', 14) + r.choice(SYM) + self.s('a', 3)
        return r.choice(PINYIN).capitalize() + r.choice(SYM) + self.s('a', 7) + self.s('d', 3)
    def phrase(self, n=None, sep=' '):
        n = n or self.r.randrange(4, 7)
        return sep.join(self.r.sample(WORDS, n))
    def bip(self, n=12):
        return ' '.join(self.r.choice(BIP) for _ in range(n))

    def value(self, spec):
        out = []
        for part in spec.split('+'):
            if part.startswith('~'): out.append(part[1:]); continue
            if part == 'uuid': out.append(self.uuid()); continue
            if part == 'UUID': out.append(self.uuid(True)); continue
            if part.startswith('jwt'): out.append(self.jwt(int(part[4:]) if ':' in part else 0)); continue
            if part.startswith('b64u:'): out.append(self.b64(int(part[5:]), True)); continue
            if part.startswith('b64:'): out.append(self.b64(int(part[4:]))); continue
            if part.startswith('pw'): out.append(self.pw(int(part[3:]) if ':' in part else None)); continue
            if part.startswith('phrase'):
                bits = part.split(':'); out.append(self.phrase(int(bits[1]) if len(bits) > 1 else None, bits[2] if len(bits) > 2 else ' ')); continue
            if part.startswith('bip'): out.append(self.bip(int(part[4:]) if ':' in part else 12)); continue
            if part.startswith('pin'): out.append(self.s('d', int(part[3:]))); continue
            if part.startswith('r:'):
                _, sh, lo, hi = part.split(':'); out.append(self.s(sh, self.r.randint(int(lo), int(hi)))); continue
            m = re.fullmatch(r'([a-zA-Z3])(\d+)', part)
            if not m: raise ValueError('bad spec ' + spec)
            out.append(self.s(m.group(1), int(m.group(2))))
        return ''.join(out)

EN_NAMES = "Priya Tomasz Ingrid Kwame Lucía Dmitri Aoife Rafael Noor Henrik Yuki Mateo Zanele Oskar Farah".split()
ZH_NAMES = "周子航 林晓雯 郭建峰 许嘉怡 邓浩然 韩雪 曹一鸣 潘婷 宋立国 彭思远 冯可欣 袁志强".split()
USERS = "deploy svc_etl opsadmin jenkins build backup_ro reporter mqtt_gw finance01 kiosk".split()
HOSTS = "db-west-2.internal pg.stage.lan 10.42.7.19 nas-office.local vpn.nordwind.io 172.20.3.8 mq01.prod.corp ci.orbis.dev".split()
PROJS = "harbor-api ledgerd skylark atlas-web tidepool quokka-ml 订单中心 风控平台 bluefin".split()
FILLERS = ('name', 'zname', 'user', 'host', 'proj', 'date', 'time', 'port', 'n', 'email', 'ticket', 'year', 'ip')
FILL_RE = re.compile(r'\{(' + '|'.join(FILLERS) + r')\}')

def fill(g, text):
    r = g.r
    def rep(m):
        k = m.group(1)
        if k == 'name': return r.choice(EN_NAMES)
        if k == 'zname': return r.choice(ZH_NAMES)
        if k == 'user': return r.choice(USERS)
        if k == 'host': return r.choice(HOSTS)
        if k == 'proj': return r.choice(PROJS)
        if k == 'date': return '2026-%02d-%02d' % (r.randint(1, 12), r.randint(1, 28))
        if k == 'time': return '%02d:%02d' % (r.randint(8, 22), r.randint(0, 59))
        if k == 'port': return str(r.choice([5432, 3306, 6379, 5672, 8443, 2222, 1433, 27017, 9200, 8080]))
        if k == 'n': return str(r.randint(2, 97))
        if k == 'email': return r.choice(['ops', 'it-help', 'k.ngata', 'wenjie.l', 'billing']) + '@' + r.choice(['nordwind.io', 'orbis.dev', 'example-corp.cn'])
        if k == 'ticket': return r.choice(['OPS', 'INFRA', 'SEC', 'IT']) + '-' + str(r.randint(100, 9999))
        if k == 'year': return str(r.randint(2019, 2026))
        if k == 'ip': return '10.%d.%d.%d' % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    return FILL_RE.sub(rep, text)

TOK_RE = re.compile(r'\[\[([SX]):([^\]@]+)(?:@(\w+))?\]\]|\[\[@(\w+)\]\]')

def render(g, tpl):
    """Returns (text, listed). [[S:spec]] listed, [[X:spec]] unlisted, @id stores, [[@id]] reuses."""
    store = {}; listed = []
    def rep(m):
        if m.group(4): return store[m.group(4)]
        v = g.value(m.group(2))
        if m.group(3): store[m.group(3)] = v
        if m.group(1) == 'S' and v not in listed: listed.append(v)
        return v
    t = TOK_RE.sub(rep, tpl)
    return fill(g, t), listed

# chat headers new versus V (and what V reports): Matrix/Element, Mattermost, Signal desktop export,
# Skype, GitHub PR review, Linear, Basecamp; zh: 飞书群, 微信导出, 腾讯文档评论, 语雀评论, 小红书私信, B站私信
EN_HEADERS = [
    lambda g: '<@%s:matrix.%s> ' % (g.r.choice(['kwame', 'ingrid', 'mateo']), g.r.choice(['nordwind.io', 'orbis.dev'])),
    lambda g: '@%s · %s\n' % (g.r.choice(['farah.k', 'tomasz', 'oskar']), fill(g, '{time}')),
    lambda g: fill(g, '[{date} {time}] {name}: '),
    lambda g: fill(g, '[{time}:05] {name}: '),
    lambda g: fill(g, '**{name}** reviewed on line {n}:\n> '),
    lambda g: fill(g, '{name} commented on {ticket} · {time}\n'),
    lambda g: fill(g, 'Basecamp ping from {name} ({time}) — '),
]
ZH_HEADERS = [
    lambda g: fill(g, '{zname} {time}\n'),
    lambda g: fill(g, '{zname}  {date} {time}:12\n'),
    lambda g: fill(g, '腾讯文档 · {zname} 评论：'),
    lambda g: fill(g, '语雀 · {zname} 回复了你：'),
    lambda g: fill(g, '小红书私信 | {zname}：'),
    lambda g: fill(g, 'B站私信 {zname}（{time}）：'),
]
# agent wrappers new versus V: Claude Code, Aider, Cline, Windsurf Cascade, OpenHands, Goose, SWE-agent,
# LangChain ReAct; zh: Trae, CodeGeeX, CodeBuddy
EN_AGENT = [
    lambda g, t: '⏺ Bash(cat %s)\n  ⎿  %s' % (g.r.choice(['.env.local', 'deploy/notes.txt', 'config/app.conf']), t.replace('\n', '\n     ')),
    lambda g, t: '> /run cat %s\n%s\nAdd the output to the chat? (Y)es/(N)o [Yes]:' % (g.r.choice(['ops.txt', 'settings.ini']), t),
    lambda g, t: 'Cline wants to read this file:\n%s\n\nCline read the file and found:\n```\n%s\n```' % (g.r.choice(['infra/handover.md', 'scripts/setup.sh']), t),
    lambda g, t: 'Cascade | Ran terminal command\n$ %s\n%s\nExit code 0' % (g.r.choice(['cat secrets.local', 'tail -n 40 setup.log']), t),
    lambda g, t: 'OBSERVATION:\n%s\n(Open file: /repo/%s)' % (t, g.r.choice(['conf/app.yaml', 'README.ops'])),
    lambda g, t: '─── shell | developer ───\ncommand: cat %s\n\n%s' % (g.r.choice(['notes/creds.txt', '.env']), t),
    lambda g, t: 'Action: read_file\nAction Input: "%s"\nObservation: %s\nThought: I now have the configuration.' % (g.r.choice(['ops/runbook.md', 'docker/.env']), t),
]
ZH_AGENT = [
    lambda g, t: 'Trae · 终端输出\n$ cat %s\n%s' % (g.r.choice(['.env', 'deploy/交接.md']), t),
    lambda g, t: 'CodeGeeX 已读取文件 %s：\n%s\n我会根据以上配置继续。' % (g.r.choice(['config.ini', '运维说明.txt']), t),
    lambda g, t: '【CodeBuddy】执行命令完成，输出如下：\n%s\n——以上为工具返回结果' % t,
]

CJK = re.compile(r'[\u4e00-\u9fff]')
def has_cjk(t): return bool(CJK.search(t))
