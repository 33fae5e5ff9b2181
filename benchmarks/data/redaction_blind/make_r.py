"""Build blind corpus R deterministically: python3 make_r.py [-v]"""
import json, hashlib, sys, os
import r_core as C
from r_core import R
from r_vendors import VENDORS, SINGLE, PAIR, ID_UNLISTED
from r_kinds import KINDS
from r_harmless import HARMLESS

SECRET_KEYS = ['kind', 'lang', 'text', 'secrets']
HARMLESS_KEYS = ['kind', 'lang', 'text']
HERE = os.path.dirname(os.path.abspath(__file__))
SEEN = set()

def split(tpls):
    en = [t[3:] for t in tpls if t.startswith('en|')]
    zh = [t[3:] for t in tpls if t.startswith('zh|')]
    assert len(en) + len(zh) == len(tpls)
    return en, zh

def harmless():
    out = []
    for kind, tpls in HARMLESS.items():
        en, zh = split(tpls)
        if not zh: plan = [('en', en[i % len(en)]) for i in range(15)]
        elif not en: plan = [('zh', zh[i % len(zh)]) for i in range(15)]
        else:
            nz = 9 if len(zh) > len(en) else 6
            plan = [('en', en[i % len(en)]) for i in range(15 - nz)] + [('zh', zh[i % len(zh)]) for i in range(nz)]
        for j, (lang, t) in enumerate(plan):
            for attempt in range(50):
                text = C.finish(C.render(t, [], {}), lang, 0.0 if j < 6 and attempt < 2 else 0.35 if attempt < 3 else 1.0)
                if text not in SEEN: break
            else:
                raise SystemExit('dup harmless ' + kind)
            SEEN.add(text)
            out.append(dict(kind=kind, lang=lang, text=text))
    return out

HTEXTS = []

def ok_secret(text, listed):
    if text in SEEN or not listed: return False
    return not any(v in h for v in listed for h in HTEXTS)

def hand_kinds():
    out = []
    for kind, tpls in KINDS.items():
        en, zh = split(tpls)
        if not zh: plan = [('en', en[i % len(en)]) for i in range(14)]
        elif not en: plan = [('zh', zh[i % len(zh)]) for i in range(14)]
        else: plan = [('en', en[i % len(en)]) for i in range(8)] + [('zh', zh[i % len(zh)]) for i in range(6)]
        R.shuffle(plan)
        for j, (lang, t) in enumerate(plan):
            for attempt in range(50):
                listed = []
                text = C.finish(C.render(t, listed, {}), lang, 0.3 if attempt or j >= len(tpls) else 0.0)
                if ok_secret(text, listed) and all(v in text for v in listed): break
            else:
                raise SystemExit('fail ' + kind)
            SEEN.add(text)
            out.append(dict(kind=kind, lang=lang, text=text, secrets=listed))
    return out

USE = {}

def pick(pool, lang):
    cands = [t for t in pool if t.startswith(lang + '|')]
    low = min(USE.get(t, 0) for t in cands)
    t = R.choice([c for c in cands if USE.get(c, 0) == low])
    USE[t] = USE.get(t, 0) + 1
    return t[3:]

def vendors():
    out = []
    for kind, len_, lzh, E, spec, E2, spec2, list2, zhv in VENDORS:
        langs = ['zh'] * (3 if zhv else 2) + ['en'] * (2 if zhv else 3)
        R.shuffle(langs)
        for lang in langs:
            for attempt in range(50):
                t = pick(PAIR if E2 else SINGLE, lang)
                v = C.spec_value(spec); v2 = C.spec_value(spec2) if E2 else ''
                text = t.format(V=v, V2=v2, E=E, E2=E2 or '', e=E.lower(), e2=(E2 or '').lower(),
                                L=lzh if lang == 'zh' else len_)
                text = C.finish(C.render(text, [], {}), lang)
                listed = ([v2] if kind in ID_UNLISTED else [v, v2]) if E2 else [v]
                if ok_secret(text, listed) and all(x in text for x in listed): break
            else:
                raise SystemExit('fail ' + kind)
            SEEN.add(text)
            out.append(dict(kind=kind, lang=lang, text=text, secrets=listed))
    return out

def check(doc):
    assert list(doc) == ['secrets', 'harmless']
    texts = [s['text'] for s in doc['secrets']] + [h['text'] for h in doc['harmless']]
    assert len(texts) == len(set(texts)), 'duplicate texts'
    for s in doc['secrets']:
        assert list(s) == SECRET_KEYS and s['lang'] in ('en', 'zh') and s['secrets']
        for v in s['secrets']:
            assert isinstance(v, str) and v and v in s['text'], (s['kind'], v)
    for h in doc['harmless']:
        assert list(h) == HARMLESS_KEYS and h['lang'] in ('en', 'zh')
    for s in doc['secrets'] + doc['harmless']:
        if s['lang'] == 'zh':
            assert C.has_cjk(s['text']), s['text']
    allv = [v for s in doc['secrets'] for v in s['secrets']]
    for h in doc['harmless']:
        for v in allv:
            assert v not in h['text'], ('secret in harmless', v)

def main():
    H = harmless()
    HTEXTS.extend(h['text'] for h in H)
    S = hand_kinds() + vendors()
    doc = {'secrets': S, 'harmless': H}
    check(doc)
    data = json.dumps(doc, ensure_ascii=False, indent=1) + '\n'
    with open(os.path.join(HERE, 'r.json'), 'w', encoding='utf-8') as f:
        f.write(data)
    hx = hashlib.sha256(data.encode('utf-8')).hexdigest()
    with open(os.path.join(HERE, 'r.sha256'), 'w') as f:
        f.write(hx + '  r.json\n')
    ns, nh = len(S), len(H)
    zs = sum(s['lang'] == 'zh' for s in S); zh_ = sum(h['lang'] == 'zh' for h in H)
    print('secrets', ns, 'zh', zs, 'harmless', nh, 'zh', zh_, 'zh share %.1f%%' % (100 * (zs + zh_) / (ns + nh)), hx)
    if '-v' in sys.argv:
        from collections import Counter
        for part in ('secrets', 'harmless'):
            c = {}
            for s in doc[part]:
                d = c.setdefault(s['kind'], [0, 0, 0]); d[0 if s['lang'] == 'en' else 1] += 1
                d[2] += len(s.get('secrets', []))
            print(part + ': ' + '; '.join('%s %d/%d%s' % (k, a, b, ' (%d)' % n if part == 'secrets' else '') for k, (a, b, n) in c.items()))

if __name__ == '__main__':
    main()
