"""Build corpus P (blind secret-redaction evaluation). stdlib only, deterministic."""
import json, re, sys, hashlib
import p_core as C
from p_core import R
from p_vendors import V, SINGLE, PAIR
from p_kinds import K
from p_harmless import H

SECRET_KEYS = ['kind', 'lang', 'text', 'secrets']
HARMLESS_KEYS = ['kind', 'lang', 'text']
CJK = re.compile('[\u4e00-\u9fff]')
ZH_LEAD = ['终端输出：\n', '配置如下：\n', '贴一下日志：\n', '刚复制的：\n', '看这段：\n', '文件内容：\n']
MARK = re.compile('«([A-Za-z]+)(?::([^»]*))?»')

def wrap(body, lang, force_chat=False):
    if body.startswith('@chat '):
        body = (C.zh_chat() if lang == 'zh' else C.en_chat()) + body[6:]
    elif body.startswith('@agent '):
        body = C.agent(body[7:], lang)
    elif force_chat:
        body = (C.zh_chat() if lang == 'zh' else C.en_chat()) + body
    if lang == 'zh' and not CJK.search(body):
        body = R.choice(ZH_LEAD) + body
    return body

def expand(tpl, listed, ctx=None):
    cache = {}
    def rep(m):
        tag, arg = m.group(1), m.group(2)
        if tag == 'f': return C.fill(arg)
        if tag == 'X': return C.spec(arg)
        if tag == 'S':
            key = None
            if '#' in arg: arg, key = arg.split('#', 1)
            if key and key in cache: return cache[key]
            v = C.spec(arg); listed.append(v)
            if key: cache[key] = v
            return v
        return ctx[tag]
    return MARK.sub(rep, tpl)

texts, seen_vals, seen_texts = [], [], set()

def ok_secret(text, vals, lang):
    if not vals: return False
    for i, v in enumerate(vals):
        if len(v) < 6 or v not in text: return False
        for w in vals[:i]:
            if v in w or w in v: return False
        for w in seen_vals:
            if v in w or w in v: return False
        for t in texts:
            if v in t: return False
    for w in seen_vals:
        if w in text: return False
    if text in seen_texts: return False
    if lang == 'zh' and not CJK.search(text): return False
    return True

def add_secret(out, kind, lang, make):
    for attempt in range(200):
        text, vals = make(attempt)
        if ok_secret(text, vals, lang):
            out.append({'kind': kind, 'lang': lang, 'text': text, 'secrets': vals})
            texts.append(text); seen_texts.add(text); seen_vals.extend(vals)
            return
    raise SystemExit('cannot draw ' + kind)

def build():
    harmless = []
    for kind, tpls in H.items():
        order = [tpls[i % len(tpls)] for i in range(16)]
        for n, tpl in enumerate(order):
            lang, body = tpl.split('|', 1)
            for attempt in range(60):
                t = wrap(expand(body, []), lang, force_chat=attempt >= 2 or (n >= len(tpls) and R.random() < 0.5))
                if t not in seen_texts: break
            else: raise SystemExit('harmless dup ' + kind)
            harmless.append({'kind': kind, 'lang': lang, 'text': t})
            texts.append(t); seen_texts.add(t)
    secrets = []
    for kind, tpls in K.items():
        for tpl in tpls:
            lang, body = tpl.split('|', 1)
            def mk(a, body=body, lang=lang):
                vals = []
                return wrap(expand(body, vals), lang), vals
            add_secret(secrets, kind, lang, mk)
    use = {}
    for kind, le, lz, envs, specs in V:
        pool = PAIR if len(specs) == 2 else SINGLE
        cn = [k[0] for k in V].index('zhipu_keys') <= [k[0] for k in V].index(kind) <= [k[0] for k in V].index('baota_panel_keys')
        langs = ['en', 'en', 'zh', 'zh', 'zh'] if cn else ['en', 'en', 'en', 'zh', 'zh']
        R.shuffle(langs)
        for lang in langs:
            cands = [p for p in pool if p.startswith(lang + '|')]
            lo = min(use.get(p, 0) for p in cands)
            least = [p for p in cands if use.get(p, 0) == lo]
            last = {}
            def mk(a, lang=lang, least=least, cands=cands, last=last):
                tpl = R.choice(least if a < 20 else cands)
                body = tpl.split('|', 1)[1]
                vals = [C.spec(s) for s in specs]
                ctx = {'V': vals[0], 'V2': vals[-1], 'E': envs[0], 'E2': envs[-1], 'L': lz if lang == 'zh' else le}
                def rep(m):
                    k = m.group(1)
                    if k.startswith('f:'): return C.fill(k[2:])
                    return ctx[k]
                s = re.sub(r'(?<!\{)\{(f:\w+|V2|V|E2|E|L)\}(?!\})', rep, body).replace('{{', '{').replace('}}', '}')
                t = wrap(s, lang)
                last['tpl'] = tpl
                return t, [v for v in vals if v in t] if len(specs) == 2 else vals
            add_secret(secrets, kind, lang, mk)
            use[last['tpl']] = use.get(last['tpl'], 0) + 1
    return {'secrets': secrets, 'harmless': harmless}

def check(d):
    assert list(d) == ['secrets', 'harmless']
    allt = [s['text'] for s in d['secrets']] + [h['text'] for h in d['harmless']]
    assert len(allt) == len(set(allt)), 'dup text'
    vals = []
    for s in d['secrets']:
        assert list(s) == SECRET_KEYS and s['secrets']
        for v in s['secrets']:
            assert len(v) >= 6 and v in s['text']
            vals.append(v)
    for h in d['harmless']: assert list(h) == HARMLESS_KEYS
    assert len(vals) == len(set(vals)), 'listed dup'
    for v in vals:
        assert sum(1 for t in allt if v in t) == 1, v
    for x in d['secrets'] + d['harmless']:
        assert x['lang'] in ('en', 'zh')
        if x['lang'] == 'zh': assert CJK.search(x['text'])
    kc = {}
    for s in d['secrets']: kc[s['kind']] = kc.get(s['kind'], 0) + 1
    assert len(d['secrets']) >= 600 and len(kc) >= 120 and all(5 <= c <= 8 for c in kc.values())
    hc = {}
    for h in d['harmless']: hc[h['kind']] = hc.get(h['kind'], 0) + 1
    assert len(d['harmless']) >= 400 and len(hc) >= 25
    zh = sum(1 for x in d['secrets'] + d['harmless'] if x['lang'] == 'zh')
    share = zh / (len(d['secrets']) + len(d['harmless']))
    assert 0.40 <= share <= 0.45, share
    return kc, hc, share

def main():
    d = build()
    kc, hc, share = check(d)
    data = json.dumps(d, ensure_ascii=False, indent=1) + '\n'
    with open('p.json', 'w', encoding='utf-8') as f: f.write(data)
    h = hashlib.sha256(data.encode('utf-8')).hexdigest()
    with open('p.sha256', 'w') as f: f.write(h + '  p.json\n')
    print(h, len(d['secrets']), len(kc), len(d['harmless']), len(hc), round(share * 100, 1))
    if '-v' in sys.argv:
        for k in kc:
            ss = [s for s in d['secrets'] if s['kind'] == k]
            print(k, '%d/%d (%d)' % (sum(s['lang'] == 'en' for s in ss), sum(s['lang'] == 'zh' for s in ss), sum(len(s['secrets']) for s in ss)))
        for k in hc:
            ss = [s for s in d['harmless'] if s['kind'] == k]
            print(k, '%d/%d' % (sum(s['lang'] == 'en' for s in ss), sum(s['lang'] == 'zh' for s in ss)))

if __name__ == '__main__':
    main()
