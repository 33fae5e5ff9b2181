"""Build blind corpus U (u.json, u.sha256). python3 make_u.py [-v]"""
import sys, json, hashlib, random, re
import u_core as C
from u_vendors import V, EN_SINGLE, ZH_SINGLE, EN_PAIR, ZH_PAIR
from u_kinds import K
from u_harmless import H

SEED = 0x0B1D5EC7
SECRET_KEYS = ['kind', 'lang', 'text', 'secrets']
HARMLESS_KEYS = ['kind', 'lang', 'text']
N_KIND = 13
N_VENDOR = 5
N_HARMLESS = 16


def split(t):
    lang, body = t.split('|', 1)
    assert lang in ('en', 'zh'), t
    return lang, body


def finish(lang, text, multiline_wrap_p, header_p):
    R = C.R
    if '\n' in text and R.random() < multiline_wrap_p:
        text = C.agent_wrap(lang, text)
    elif R.random() < header_p:
        text = C.chat_header(lang, text)
    if lang == 'zh':
        text = C.zh_fix(text)
    return text


def e_id(E):
    for a, b in (('SECRET_ACCESS_KEY', 'ACCESS_KEY_ID'), ('SECRET_KEY', 'ACCESS_KEY'), ('PRIVATE_KEY', 'PUBLIC_KEY'),
                 ('KEY_SECRET', 'KEY_ID'), ('API_SECRET', 'API_KEY'), ('MASTER_SECRET', 'APP_KEY'),
                 ('APP_SECRET', 'APP_ID'), ('APP_CERTIFICATE', 'APP_ID'), ('SECRET', 'CLIENT_ID')):
        if a in E:
            return E.replace(a, b)
    return E + '_ID'


def build():
    R = random.Random(SEED)
    C.set_rng(R)
    seen = set()
    harmless = []
    for kind, tpls in H.items():
        order = list(tpls)
        R.shuffle(order)
        i = 0
        redraw = 0
        while sum(1 for h in harmless if h['kind'] == kind) < N_HARMLESS:
            lang, body = split(order[i % len(order)])
            text, listed = C.render(body)
            assert not listed
            hp = 0.0 if i < len(order) else 0.35
            if redraw >= 2:
                hp = 1.0
            text = finish(lang, text, 0.0, hp)
            if text in seen:
                redraw += 1
                continue
            redraw = 0
            seen.add(text)
            harmless.append({'kind': kind, 'lang': lang, 'text': text})
            i += 1
    hblob = '\x00'.join(h['text'] for h in harmless)

    secrets = []

    def ok(text, listed):
        if not listed or text in seen:
            return False
        for v in listed:
            if v not in text or v in hblob or not v.strip():
                return False
        return True

    for kind, tpls in K.items():
        order = list(tpls)
        R.shuffle(order)
        made, i = 0, 0
        while made < N_KIND:
            lang, body = split(order[i % len(order)])
            first = i < len(order)
            text, listed = C.render(body)
            if first:
                t2 = finish(lang, text, 0.0, 0.25 if '\n' not in text else 0.0)
            else:
                t2 = finish(lang, text, 0.5, 1.0)
            i += 1
            if not ok(t2, listed):
                i -= 1 if first else 0
                continue
            seen.add(t2)
            secrets.append({'kind': kind, 'lang': lang, 'text': t2, 'secrets': listed})
            made += 1

    use = {}
    for (kind, en_l, zh_l, E, e, spec, spec2, pair_listed, cn) in V:
        langs = ['en', 'en', 'zh', 'zh', 'zh'] if cn else ['en', 'en', 'en', 'zh', 'zh']
        R.shuffle(langs)
        for lang in langs:
            pool = (EN_PAIR if lang == 'en' else ZH_PAIR) if spec2 else (EN_SINGLE if lang == 'en' else ZH_SINGLE)
            pname = ('P' if spec2 else 'S') + lang
            while True:
                counts = use.setdefault(pname, [0] * len(pool))
                lo = min(counts)
                cands = [j for j, c in enumerate(counts) if c == lo]
                j = R.choice(cands)
                v = C.spec_value(spec)
                listed = [v]
                args = {'V': v, 'E': E, 'e': e, 'L': en_l if lang == 'en' else zh_l}
                if spec2:
                    v2 = C.spec_value(spec2)
                    args['V2'] = v2
                    args['E_ID'] = e_id(E)
                    if pair_listed:
                        listed = [v2, v]
                for f in ('name', 'zname', 'user', 'host', 'proj', 'date', 'time', 'port', 'n', 'email', 'ip', 'ticket', 'year'):
                    args[f] = C.fill(f)
                text = pool[j].format(**args)
                text = finish(lang, text, 0.10, 0.15)
                if ok(text, listed):
                    counts[j] += 1
                    break
            seen.add(text)
            secrets.append({'kind': kind, 'lang': lang, 'text': text, 'secrets': listed})
    return secrets, harmless


def check(secrets, harmless):
    assert len(secrets) >= 600 and len(harmless) >= 420
    hblob = '\x00'.join(h['text'] for h in harmless)
    texts = set()
    for s in secrets:
        assert list(s.keys()) == SECRET_KEYS
        assert s['lang'] in ('en', 'zh') and s['secrets']
        for v in s['secrets']:
            assert isinstance(v, str) and v and v in s['text'], (s['kind'], v)
            assert v not in hblob, (s['kind'], v)
        if s['lang'] == 'zh':
            assert C.has_cjk(s['text']), s
        assert s['text'] not in texts
        texts.add(s['text'])
        assert '[[' not in s['text'] or '[[[' in s['text'] or 'input_ids' in s['text'], s['text']
    for h in harmless:
        assert list(h.keys()) == HARMLESS_KEYS
        assert h['lang'] in ('en', 'zh')
        if h['lang'] == 'zh':
            assert C.has_cjk(h['text']), h
        assert h['text'] not in texts
        texts.add(h['text'])
        assert '[[S:' not in h['text'] and '[[X:' not in h['text']
    for s in secrets:
        assert '[[S:' not in s['text'] and '[[X:' not in s['text']
        assert not re.search(r'\{(V|V2|E|E_ID|e|L|name|zname|user|host|proj|date|time|n|email|ip)\}', s['text']), s['text']


def main():
    secrets, harmless = build()
    check(secrets, harmless)
    data = json.dumps({'secrets': secrets, 'harmless': harmless}, ensure_ascii=False, indent=1) + '\n'
    with open('u.json', 'w', encoding='utf-8') as f:
        f.write(data)
    h = hashlib.sha256(data.encode('utf-8')).hexdigest()
    with open('u.sha256', 'w') as f:
        f.write('%s  u.json\n' % h)
    if '-v' in sys.argv:
        from collections import OrderedDict
        tab = OrderedDict()
        for s in secrets:
            t = tab.setdefault(('S', s['kind']), [0, 0, 0])
            t[0 if s['lang'] == 'en' else 1] += 1
            t[2] += len(s['secrets'])
        for s in harmless:
            t = tab.setdefault(('H', s['kind']), [0, 0, 0])
            t[0 if s['lang'] == 'en' else 1] += 1
        for (g, k), (a, b, c) in tab.items():
            print(g, k, '%d/%d' % (a, b), c)
        zs = sum(1 for s in secrets if s['lang'] == 'zh'); zh = sum(1 for s in harmless if s['lang'] == 'zh')
        print('secrets', len(secrets), 'zh', zs, 'listed', sum(len(s['secrets']) for s in secrets))
        print('harmless', len(harmless), 'zh', zh)
        print('zh share', (zs + zh) / (len(secrets) + len(harmless)))
    print(h)


if __name__ == '__main__':
    main()
