"""Build blind corpus V: python3 make_v.py [-v]. Writes v.json and v.sha256."""
import json, hashlib, sys, re
import v_core as C
from v_core import R
from v_vendors import VENDORS, P
from v_kinds import KINDS
from v_harmless import HARMLESS

SECRET_KEYS = ['kind', 'lang', 'text', 'secrets']
HARMLESS_KEYS = ['kind', 'lang', 'text']
PER_KIND = 16
PER_HARMLESS = 18
PER_VENDOR = 5

seen = set()
harmless, secrets = [], []

def tl(t):
    lang, body = t.split('|', 1)
    return lang, body

def finish(lang, text):
    return C.zh_lead(text) if lang == 'zh' else text

# ---- harmless first
for kind, tpls in HARMLESS.items():
    order = tpls[:]; R.shuffle(order)
    i = 0; made = 0
    while made < PER_HARMLESS:
        lang, body = tl(order[i % len(order)])
        tries = 0
        while True:
            text, _ = C.render(body)
            if i >= len(order) and (R.random() < 0.35 or tries >= 2):
                text = C.chat_header(lang, text)
            if tries >= 6:
                text = C.chat_header(lang, text)
            text = finish(lang, text)
            if text not in seen: break
            tries += 1
        seen.add(text)
        harmless.append({'kind': kind, 'lang': lang, 'text': text})
        made += 1; i += 1

HTEXT = [h['text'] for h in harmless]

def ok_secret(text, vals):
    if text in seen or not vals: return False
    for v in vals:
        if len(v) < 4 or v not in text: return False
        if any(v in h for h in HTEXT): return False
    return True

def add_secret(kind, lang, text, vals):
    seen.add(text)
    secrets.append({'kind': kind, 'lang': lang, 'text': text, 'secrets': vals})

# ---- hand-written kinds
for kind, tpls in KINDS.items():
    order = tpls[:]; R.shuffle(order)
    for i in range(PER_KIND):
        lang, body = tl(order[i % len(order)])
        for attempt in range(200):
            text, vals = C.render(body)
            multi = '\n' in text
            if i < len(order):
                if not multi and R.random() < 0.25: text = C.chat_header(lang, text)
            else:
                if multi and R.random() < 0.5: text = C.agent_wrap(lang, text)
                else: text = C.chat_header(lang, text)
            text = finish(lang, text)
            if ok_secret(text, vals): break
        else:
            raise SystemExit('cannot place ' + kind)
        add_secret(kind, lang, text, vals)

# ---- vendor kinds
class Keep(dict):
    def __missing__(self, k): return '{' + k + '}'

def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])

used = {}
for (kind, len_, lzh, spec, cat, env, extra) in VENDORS:
    is_cn = cat.startswith('cn_')
    langs = ['en', 'en', 'zh', 'zh', 'zh'] if is_cn else ['en', 'en', 'en', 'zh', 'zh']
    for lang in langs:
        pool = P[cat][lang]
        key = (cat, lang)
        cnt = used.setdefault(key, [0] * len(pool))
        m = min(cnt)
        idx = R.choice([j for j, c in enumerate(cnt) if c == m])
        cnt[idx] += 1
        tpl = pool[idx]
        m = {'V': '[[S:' + spec + ']]', 'E': env, 'e': camel(env), 'L': len_ if lang == 'en' else lzh,
             'X': extra, 'A': '[[X:pin12]]' if cat == 'cn_long' else '[[X:a16]]',
             'E_ID': re.sub(r'(SECRET|SIGN|SECURITY_JSCODE|AK)$', 'APP_ID', env) if env.endswith(('SECRET', 'JSCODE', 'AK')) else env + '_APP_ID',
             'e_l': kind.rsplit('_', 1)[0].replace('_', '-'), 'x_l': extra.lower().replace('_', '-')}
        if cat == 'cn_pair':
            m['V2'] = '[[S:' + extra + ']]'
        body = tpl.format_map(Keep(m))
        for attempt in range(200):
            text, vals = C.render(body)
            if '\n' in text and R.random() < 0.10: text = C.agent_wrap(lang, text)
            elif R.random() < 0.15: text = C.chat_header(lang, text)
            text = finish(lang, text)
            if ok_secret(text, vals): break
        else:
            raise SystemExit('cannot place ' + kind)
        add_secret(kind, lang, text, vals)

def check(data):
    S, H = data['secrets'], data['harmless']
    assert len(S) >= 600 and len(H) >= 420, (len(S), len(H))
    texts = [s['text'] for s in S] + [h['text'] for h in H]
    assert len(texts) == len(set(texts)), 'duplicate text'
    for s in S:
        assert list(s) == SECRET_KEYS
        assert s['lang'] in ('en', 'zh') and s['secrets']
        for v in s['secrets']:
            assert v in s['text'], (s['kind'], v)
            assert not any(v in h['text'] for h in H), (s['kind'], v)
    for h in H:
        assert list(h) == HARMLESS_KEYS and h['lang'] in ('en', 'zh')
    for x in S + H:
        if x['lang'] == 'zh': assert C.has_cjk(x['text']), x['text']
        assert '[[S:' not in x['text'] and '[[X:' not in x['text'], x['text']
        assert not re.search(r'\{(V|V2|E|E_ID|e|L|X|A|e_l|x_l)\}', x['text']), x['text']
        assert not C.FILL_RE.search(x['text']), x['text']
    zh = sum(x['lang'] == 'zh' for x in S + H) / len(S + H)
    assert 0.40 <= zh <= 0.50, zh
    return zh

data = {'secrets': secrets, 'harmless': harmless}
zh = check(data)
out = json.dumps(data, ensure_ascii=False, indent=1) + '\n'
open('v.json', 'w', encoding='utf-8').write(out)
h = hashlib.sha256(out.encode('utf-8')).hexdigest()
open('v.sha256', 'w').write(h + '  v.json\n')
if '-v' in sys.argv:
    from collections import OrderedDict
    t = OrderedDict()
    for s in secrets:
        e = t.setdefault(('S', s['kind']), [0, 0, 0]); e[0 if s['lang'] == 'en' else 1] += 1; e[2] += len(s['secrets'])
    for x in harmless:
        e = t.setdefault(('H', x['kind']), [0, 0, 0]); e[0 if x['lang'] == 'en' else 1] += 1
    for (g, k), (a, b, c) in t.items(): print(g, k, a, b, c)
    print('secrets', len(secrets), 'listed', sum(len(s['secrets']) for s in secrets),
          'en', sum(s['lang'] == 'en' for s in secrets), 'zh', sum(s['lang'] == 'zh' for s in secrets))
    print('harmless', len(harmless), 'en', sum(x['lang'] == 'en' for x in harmless), 'zh', sum(x['lang'] == 'zh' for x in harmless))
    print('zh share %.3f' % zh, 'long>200', sum(len(v) > 200 for s in secrets for v in s['secrets']))
print(h)
