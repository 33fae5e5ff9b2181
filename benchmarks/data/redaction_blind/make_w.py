#!/usr/bin/env python3
"""Build corpus W (blind secret-redaction corpus). Deterministic; stdlib only. Run: python3 make_w.py [-v]"""
import json, random, re, sys, hashlib, os
from w_core import Gen, render, fill, EN_HEADERS, ZH_HEADERS, EN_AGENT, ZH_AGENT, has_cjk
from w_vendors import V, AI_EN, AI_ZH, SAAS_EN, SAAS_ZH, CN_EN, CN_ZH
from w_kinds import K
from w_harmless import H

SEED = 0x3A7F_1DE5
SECRET_KEYS = ('kind', 'lang', 'text', 'secrets')
HARMLESS_KEYS = ('kind', 'lang', 'text')
ZH_LEADS = ['帮我看下这段：\n', '日志如下：\n', '这是从服务器上拷出来的：\n', '同事发来的，帮忙看看有没有问题：\n',
            '配置贴一下：\n', '你看这个输出正常吗？\n']
HLEN = 19  # harmless samples per kind
SLEN = 16  # samples per hand-written kind

rng = random.Random(SEED)
g = Gen(rng)
seen = set()
harmless, secrets = [], []

def split(t):
    lang, body = t.split('|', 1); return lang, body

def decorate(text, lang, zh_switch, allow_agent):
    """Optionally add a chat header or agent wrapper; zh_switch moves an en text into a zh context."""
    multi = '\n' in text
    if zh_switch:
        if allow_agent and multi and rng.random() < 0.5:
            return rng.choice(ZH_AGENT)(g, text), 'zh'
        if rng.random() < 0.5:
            return rng.choice(ZH_HEADERS)(g) + text, 'zh'
        return rng.choice(ZH_LEADS) + text, 'zh'
    if allow_agent and multi and rng.random() < 0.5:
        return rng.choice(EN_AGENT if lang == 'en' else ZH_AGENT)(g, text), lang
    return rng.choice(EN_HEADERS if lang == 'en' else ZH_HEADERS)(g) + text, lang

# ---------------- harmless ----------------
for kind, tpls in H.items():
    order = tpls[:]; rng.shuffle(order)
    i = 0; made = 0; tries = 0
    while made < HLEN:
        tries += 1
        tpl = order[i % len(order)]; i += 1
        lang, body = split(tpl)
        text, _ = render(g, body)
        first = i <= len(order)
        if not first or tries > HLEN * 3:
            if lang == 'en' and rng.random() < 0.4:
                text, lang = decorate(text, lang, True, True)
            elif rng.random() < 0.4 or text in seen:
                text, lang = decorate(text, lang, False, True)
        if text in seen: continue
        seen.add(text)
        harmless.append({'kind': kind, 'lang': lang, 'text': text}); made += 1
HTEXTS = [h['text'] for h in harmless]

def ok_secret(text, listed):
    if not listed or text in seen: return False
    for v in listed:
        if len(v) < 4 or v not in text: return False
        if any(v in h for h in HTEXTS): return False
    return True

def add_secret(kind, lang, text, listed):
    seen.add(text)
    secrets.append({'kind': kind, 'lang': lang, 'text': text, 'secrets': listed})

# ---------------- hand-written kinds ----------------
for kind, tpls in K.items():
    order = tpls[:]; rng.shuffle(order)
    i = 0; made = 0
    while made < SLEN:
        tpl = order[i % len(order)]; i += 1
        lang, body = split(tpl)
        text, listed = render(g, body)
        if i <= len(order):
            if '\n' not in text and rng.random() < 0.25:
                text, lang = decorate(text, lang, False, False)
        else:
            text, lang = decorate(text, lang, lang == 'en' and rng.random() < 0.35, True)
        if lang == 'zh' and not has_cjk(text): text = rng.choice(ZH_LEADS) + text
        if not ok_secret(text, listed): continue
        add_secret(kind, lang, text, listed); made += 1

# ---------------- vendor kinds ----------------
POOLS = {'ai': (AI_EN, AI_ZH), 'saas': (SAAS_EN, SAAS_ZH), 'cn': (CN_EN, CN_ZH)}
use = {}

class Keep(dict):
    def __missing__(self, k): return '{' + k + '}'

def camel(kind):
    p = kind.split('_'); return p[0] + ''.join(x.capitalize() for x in p[1:-1])

def curl_for(hdr, host, v, e_l):
    if ':' in hdr: return "curl -s https://%s/v1/me -H '%s %s'" % (host, hdr, v)
    if hdr.endswith('='): return "curl -s 'https://%s/v1/search?q=status&%s%s'" % (host, hdr, v)
    if hdr == 'basic auth user': return "curl -s -u %s: https://%s/v1/addresses" % (v, host)
    return "%s login --%s %s" % (e_l, hdr.replace(' ', '-').replace('.', '-'), v)

def pick(cat, lang):
    pool = POOLS[cat][0 if lang == 'en' else 1]
    key = (cat, lang)
    cnt = use.setdefault(key, [0] * len(pool))
    lo = min(cnt); idx = rng.choice([j for j, c in enumerate(cnt) if c == lo])
    cnt[idx] += 1
    return pool[idx]

for (kind, lab_en, lab_zh, env, spec, cat, host, hdr) in V:
    langs = ['en', 'en', 'en', 'zh', 'zh'] if cat != 'cn' else ['en', 'en', 'zh', 'zh', 'zh']
    for lang in langs:
        while True:
            tpl = pick(cat, lang)
            v = g.value(spec)
            e_l = kind.rsplit('_', 1)[0].replace('_', '-')
            d = Keep(V=v, E=env, e_l=e_l, e=camel(kind), X=host, L=(lab_en if lang == 'en' else lab_zh),
                     A=g.value(rng.choice(['pin8', 'l16', 'a20', 'pin10'])),
                     HDR=(hdr if cat != 'cn' or ':' not in hdr else 'API Key'),
                     ENVNEXT=env.rsplit('_', 2)[0] + '_BASE_URL')
            if tpl.startswith('curl ') and cat != 'cn':
                tpl = curl_for(hdr, '{X}', '{V}', '{e_l}') + (' | jq .' if 'jq' in tpl else '')
            text = fill(g, tpl.format_map(d))
            if lang == 'zh' and not has_cjk(text):
                text = rng.choice(ZH_LEADS) + text
            r = rng.random()
            if '\n' in text and r < 0.10:
                text = rng.choice(EN_AGENT if lang == 'en' else ZH_AGENT)(g, text)
            elif r < 0.25:
                text = rng.choice(EN_HEADERS if lang == 'en' else ZH_HEADERS)(g) + text
            if ok_secret(text, [v]):
                add_secret(kind, lang, text, [v]); break

# ---------------- checks & output ----------------
def check():
    assert len(secrets) >= 600 and len(harmless) >= 420, (len(secrets), len(harmless))
    texts = set()
    for s in secrets:
        assert tuple(s) == SECRET_KEYS
        for v in s['secrets']:
            assert len(v) >= 4 and v in s['text']
            assert not any(v in h for h in HTEXTS), v
    for h in harmless: assert tuple(h) == HARMLESS_KEYS
    for s in secrets + harmless:
        t = s['text']
        assert t not in texts, t; texts.add(t)
        assert s['lang'] in ('en', 'zh')
        if s['lang'] == 'zh': assert has_cjk(t), t
        assert '[[S:' not in t and '[[X:' not in t and '[[@' not in t, t
        assert not re.search(r'\{(V|E|E_ID|e|e_l|X|L|A|HDR|ENVNEXT|name|zname|user|host|proj|date|time|port|n|email|ticket|year|ip)\}', t), t
    allz = sum(1 for s in secrets + harmless if s['lang'] == 'zh') / len(secrets + harmless)
    assert 0.40 <= allz <= 0.50, allz
    return allz

allz = check()
out = json.dumps({'secrets': secrets, 'harmless': harmless}, ensure_ascii=False, indent=1) + '\n'
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, 'w.json'), 'w', encoding='utf-8') as f: f.write(out)
digest = hashlib.sha256(out.encode('utf-8')).hexdigest()
with open(os.path.join(here, 'w.sha256'), 'w') as f: f.write(digest + '  w.json\n')
if '-v' in sys.argv:
    from collections import Counter, OrderedDict
    def tab(items, listed=False):
        c = OrderedDict()
        for s in items:
            e = c.setdefault(s['kind'], [0, 0, 0]); e[0 if s['lang'] == 'en' else 1] += 1
            if listed: e[2] += len(s['secrets'])
        return c
    print('secrets', len(secrets), 'kinds', len(tab(secrets)), 'listed', sum(len(s['secrets']) for s in secrets),
          'zh', sum(s['lang'] == 'zh' for s in secrets))
    print('harmless', len(harmless), 'kinds', len(tab(harmless)), 'zh', sum(h['lang'] == 'zh' for h in harmless))
    print('overall zh %.3f' % allz, 'long>200', sum(1 for s in secrets for v in s['secrets'] if len(v) > 200),
          'max', max(len(v) for s in secrets for v in s['secrets']), 'two+', sum(len(s['secrets']) > 1 for s in secrets))
    for k, e in tab(secrets, True).items(): print(' S', k, '%d/%d (%d)' % tuple(e))
    for k, e in tab(harmless).items(): print(' H', k, '%d/%d' % tuple(e[:2]))
print(digest)
