"""Writes time_blind11.json and .sha256. Stdlib only, deterministic. Exits 1 on any failed check."""
import sys, os, json, hashlib, importlib
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tb11_lib import *
import datetime as dt

FILES = ['data_a', 'data_b', 'data_c', 'data_d', 'data_e']
CODES = ['lm', 'm-3', 'lq', 'ly', 'h2ly', 'p10', 'lw', 'tm', 'ytd']

def has_cjk(s): return bool(CJK.search(s))

def qlang(q): return 'zh' if has_cjk(q) else 'en'

def dated_phrase(lang, d):
    return ('in %s %d' % (MON_EN[d.month - 1], d.year)) if lang == 'en' else ('%d年%d月' % (d.year, d.month))

def build(h, qstart):
    info = mems_info(h)
    lang = h['lang']
    for i, m in enumerate(info):
        if lang == 'en' and has_cjk(m['text']): fail('CJK in en memory %s m%d' % (h['id'], m['n']))
        if lang == 'zh' and not has_cjk(m['text']): fail('no CJK in zh memory %s m%d' % (h['id'], m['n']))
        if i and m['wa'] < info[i - 1]['wa']: fail('memories out of order in %s' % h['id'])
        if m['code']: check_ev_words(m['wa'], m['text'], m['code'], lang)
    texts = [m['text'] for m in info]
    if len(set(texts)) != len(texts): fail('duplicate memory text in %s' % h['id'])
    if not any(m['neg'] for m in info): fail('no hard negative in %s' % h['id'])
    if lang == 'mixed' and not (any(has_cjk(t) for t in texts) and any(not has_cjk(t) for t in texts)):
        fail('mixed history %s is not mixed' % h['id'])
    t0 = pdt(h['anchor'])
    if t0 < max(pdt(m['wa']) for m in info): fail('asked_at before last memory in %s' % h['id'])
    qs = []
    def asked(): return (t0 + dt.timedelta(minutes=3 * len(qs))).strftime('%Y-%m-%d %H:%M')
    def ql(tl, q):
        if lang in ('en', 'zh') and qlang(q) != lang: fail('query language wrong in %s: %s' % (h['id'], q))
        if qlang(q) != tl: fail('query language tag wrong: %s' % q)
    ev = events(info)
    live = [e for e in ev if not e['sup']]
    def add(**q):
        q.setdefault('outranks', [])
        q['asked_at'] = asked()
        qs.append(q)
    topics = h['topics']
    # 1 current
    for t, (tl, cq, sq) in topics:
        exp, pairs = derive_current(info, t)
        ql(tl, cq); add(query=cq, kind='current', expected=exp, outranks=pairs, topic=t)
    # 2 dated state: last two distinct months in which the topic was stated
    for t, (tl, cq, sq) in topics:
        months = []
        for m in reversed(stmts(info, t)):
            k = (m['d'].year, m['d'].month)
            if k not in months: months.append(k)
        for (y, mo) in sorted(months[:2]):
            s, e = D(y, mo, 1), mend(y, mo)
            a = asked()
            if s > pdt(a).date(): continue
            q = sq.format(P=dated_phrase(tl, s)); ql(tl, q)
            exp, pairs = derive_state(info, t, s, e)
            add(query=q, kind='dated', expected=exp, outranks=pairs, topic=t, period=(s, e), mode='state')
    # 3 relative state
    for i, (t, (tl, cq, sq)) in enumerate(topics):
        st = stmts(info, t); a = asked(); ad = pdt(a).date()
        order = CODES[i % len(CODES):] + CODES[:i % len(CODES)]
        pick = None
        for c in order:
            s, e = per(c, a)
            if e < st[0]['d'] or s > ad: continue
            interesting = any(s <= m['d'] <= e for m in st) or any(m['d'] > e and m['facts'][t] != st[0]['facts'][t] for m in st)
            if interesting: pick = c; break
            if pick is None: pick = c
        if pick is None: continue
        s, e = per(pick, a)
        q = sq.format(P=PER_WORDS[pick][0 if tl == 'en' else 1]); ql(tl, q)
        exp, pairs = derive_state(info, t, s, e)
        add(query=q, kind='relative', expected=exp, outranks=pairs, topic=t, period=(s, e), mode='state', code=pick)
    # 4 relative event questions: up to two per template, with different expected lists
    for tl, tmpl in h['evq']:
        got = []
        for c in CODES:
            if len(got) >= 2: break
            a = asked(); s, e = per(c, a)
            inp = [x for x in live if s <= x['d'] <= e]
            if not inp or s > pdt(a).date(): continue
            exp = [x['n'] for x in sorted(inp, key=lambda x: (x['d'], x['n']), reverse=True)]
            if exp in got: continue
            q = tmpl.format(P=PER_WORDS[c][0 if tl == 'en' else 1]); ql(tl, q)
            add(query=q, kind='relative', expected=exp, topic='*', period=(s, e), mode='event', code=c); got.append(exp)
    # 5 when
    for x in live:
        m = x['m']
        if not m['whenq']: continue
        a = asked()
        if x['d'] > pdt(a).date(): continue
        exp = [x['n']] + [y['n'] for y in reversed(ev) if y['topic'] == x['topic'] and y['n'] < x['n'] and y['d'] == x['d']]
        ql(qlang(m['whenq']), m['whenq'])
        add(query=m['whenq'], kind='when', expected=exp, topic=x['topic'], answer=(x['d'], x['d']))
    # hand questions
    for hq in h.get('hand', []):
        q, kind, exp, t = hq
        add(query=q, kind=kind, expected=list(exp), outranks=[], topic=t)
    check_history(h, info, ev, qs)
    return info, qs

def check_history(h, info, ev, qs):
    nums = {m['n'] for m in info}
    seen = set()
    hardpair = False
    for q in qs:
        if q['kind'] not in ('current', 'dated', 'relative', 'when'): fail('bad kind')
        if q['query'] in seen: fail('duplicate question %s' % q['query'])
        seen.add(q['query'])
        exp = q['expected']
        if not exp: fail('empty expected: %s' % q['query'])
        if len(set(exp)) != len(exp): fail('duplicate in expected: %s' % q['query'])
        for n in exp:
            if n not in nums: fail('unknown key m%s' % n)
        for a, b in q['outranks']:
            if a not in nums or b not in nums: fail('unknown key in pair')
            if a == b: fail('self pair')
            if b in exp: fail('outranked memory also expected: %s' % q['query'])
        if q['kind'] == 'current':
            if 'period' in q: fail('period on current question')
            t = q['topic']
            ex2, _ = derive_current(info, t)
            if ex2 != exp: fail('current expected not the rule: %s' % q['query'])
            for a, b in q['outranks']:
                ma, mb = info[a - 1], info[b - 1]
                if t not in mb['facts'] and t not in mb['neg']: fail('cross-topic pair: %s' % q['query'])
                if t in mb['facts'] and mb['d'] > ma['d']: fail('older-above-newer pair: %s' % q['query'])
                if t in mb['neg']: hardpair = True
            if any(info[exp[i] - 1]['wa'] < info[exp[i + 1] - 1]['wa'] for i in range(len(exp) - 1)):
                fail('older before newer: %s' % q['query'])
        elif q['kind'] in ('dated', 'relative'):
            if 'period' not in q or 'mode' not in q: fail('period and mode required: %s' % q['query'])
            s, e = q['period']
            if e < s: fail('period ends before it starts')
            if s > pdt(q['asked_at']).date(): fail('period after asked_at: %s' % q['query'])
            if q['kind'] == 'relative':
                c = q.get('code')
                if c not in PER_WORDS: fail('unknown period code')
                if (s, e) != per(c, q['asked_at']): fail('period not the code: %s' % q['query'])
                w = PER_WORDS[c][1 if has_cjk(q['query']) else 0]
                if w not in q['query']: fail('period words missing: %s' % q['query'])
                if c == 'lm' and '上上个月' in q['query']: fail('上上个月 is not 上个月')
                if c == 'lq' and '上上个季度' in q['query']: fail('上上个季度 is not 上个季度')
            else:
                if q.get('code'): fail('coded period on dated question')
                if dated_phrase('en', s) not in q['query'] and dated_phrase('zh', s) not in q['query']: fail('dated words missing: %s' % q['query'])
            if q['mode'] == 'state':
                ex2, _ = derive_state(info, q['topic'], s, e)
                if ex2 != exp: fail('state expected not the rule: %s' % q['query'])
            else:
                byn = {x['n']: x for x in ev}
                for n in exp:
                    if n not in byn: fail('non-event expected: %s' % q['query'])
                    if byn[n]['sup']: fail('superseded plan expected: %s' % q['query'])
                    if not s <= byn[n]['d'] <= e: fail('event outside period: %s' % q['query'])
                for x in ev:
                    if not x['sup'] and s <= x['d'] <= e and x['n'] not in exp: fail('event list incomplete: %s' % q['query'])
        else:
            if 'period' in q: fail('period on when question')
            byn = {x['n']: x for x in ev}
            if exp[0] not in byn: fail('when answer without event: %s' % q['query'])
            if byn[exp[0]]['sup']: fail('superseded plan in when list: %s' % q['query'])
            for n in exp:
                if n in byn and byn[n]['sup']: fail('superseded plan in when list: %s' % q['query'])
            if byn[exp[0]]['d'] > pdt(q['asked_at']).date(): fail('when answer after asked_at')
    if not hardpair: fail('no current question with a hard-negative pair in %s' % h['id'])

def main(out='time_blind11.json', minh=20, minq=350):
    partial = os.environ.get('TB11_PARTIAL') == '1'
    if partial: minh = minq = 1
    hs = []
    for f in FILES:
        try:
            mod = importlib.import_module(f)
        except ModuleNotFoundError:
            if partial: continue
            raise
        hs.extend(mod.HISTORIES)
    data, H, Q = compile_set(hs, minh, minq)
    if partial:
        print('partial ok: %d histories, %d questions' % (len(H), len(Q))); return
    b = data.encode('utf-8')
    with open(out, 'wb') as f: f.write(b)
    hx = hashlib.sha256(b).hexdigest()
    with open(os.path.splitext(out)[0] + '.sha256', 'w') as f: f.write('%s  %s\n' % (hx, os.path.basename(out)))
    print(hx, len(H), len(Q))

def compile_set(hs, minh, minq):
    for i, h in enumerate(hs):
        if h['id'] != 'h%02d' % (i + 1): fail('history ids out of order at %s' % h['id'])
        if h['lang'] not in ('en', 'zh', 'mixed'): fail('bad language tag')
    if len(hs) < minh: fail('too few histories')
    H, Q = [], []
    for i, h in enumerate(hs):
        t0 = pdt(h['anchor'])
        # asked_at is assigned while building (3 minutes apart)
        info, qs = build_with_times(h, t0)
        split = 'heldout' if (i + 1) % 3 == 0 else 'tune'
        H.append({'id': h['id'], 'lang': h['lang'], 'memories': [
            {'key': 'm%d' % m['n'], 'written_at': fmt_wa(m['wa']), 'text': m['text']} for m in info]})
        for q in qs:
            o = {'id': 'q%03d' % (len(Q) + 1), 'history': h['id'], 'asked_at': fmt_wa(q['asked_at']),
                 'query': q['query'], 'kind': q['kind'], 'expected': ['m%d' % n for n in q['expected']]}
            if q['outranks']: o['outranks'] = [['m%d' % a, 'm%d' % b] for a, b in q['outranks']]
            if 'period' in q:
                o['period'] = [q['period'][0].isoformat(), q['period'][1].isoformat()]
                o['period_mode'] = q['mode']
            if 'answer' in q: o['answer_period'] = [q['answer'][0].isoformat(), q['answer'][1].isoformat()]
            o['split'] = split
            Q.append(o)
    if len(Q) < minq: fail('too few questions (%d)' % len(Q))
    data = json.dumps({'version': 1, 'histories': H, 'questions': Q}, ensure_ascii=False, indent=1) + '\n'
    return data, H, Q

def build_with_times(h, t0):
    # build() computes asked_at per question from the anchor; attach it here
    info, qs = None, None
    info, qs = build(h, 0)
    return info, qs

if __name__ == '__main__':
    try:
        main(*(sys.argv[1:2]))
    except CheckFailed as e:
        print('CHECK FAILED:', e); sys.exit(1)
