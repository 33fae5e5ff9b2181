"""Helpers and self-checks for time_blind8 (stdlib only)."""
import datetime as dt, json, re, hashlib

MIN_HISTORIES = 20
MIN_QUESTIONS = 386
CJK = re.compile(r'[\u3400-\u9fff]')
D = dt.date
WD_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
WD_ZH = ['一', '二', '三', '四', '五', '六', '日']


class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


def pdate(s):
    return D(int(s[0:4]), int(s[5:7]), int(s[8:10]))


def pdt(s):
    return dt.datetime(int(s[0:4]), int(s[5:7]), int(s[8:10]), int(s[11:13]), int(s[14:16]),
                       tzinfo=dt.timezone.utc)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    last = (D(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)).day
    return D(y, m, min(d.day, last))


def month_range(d, back):
    f = add_months(D(d.year, d.month, 1), -back)
    return f, add_months(f, 1) - dt.timedelta(days=1)


def monday(d):
    return d - dt.timedelta(days=d.weekday())


def has(text, words):
    t = text.lower()
    return any(w.lower() in t for w in words)


ORD = {1: '1st', 2: '2nd', 3: '3rd', 21: '21st', 22: '22nd', 23: '23rd', 31: '31st'}


def ordn(n):
    return ORD.get(n, '%dth' % n)


REL_WORDS = {
    '0': ['earlier today', 'this morning', 'today', '今天', '今早'],
    '-1': ['yesterday', 'last night', '昨天', '昨晚'],
    '-2': ['two days ago', 'the day before yesterday', '两天前'],
    '-3': ['three days ago', '三天前', '大前天'],
    '-4': ['four days ago', '四天前'],
    '-7': ['a week ago', 'one week ago', '一周前', '一个星期前', '一个礼拜前'],
    '-10': ['ten days ago', '十天前'],
    '-14': ['two weeks ago', 'a fortnight ago', '两周前', '两个星期前'],
    '+1': ['tomorrow', '明天'],
    '+2': ['the day after tomorrow', 'in two days', '两天后'],
    'wkend': ['over the weekend', '周末'],
    'lwe': ['last weekend', '上周末'],
}


def event_of(code, text, wa):
    """Resolve an event code against the writing moment; check its words are in the text."""
    d = pdt(wa).date()
    wd = d.weekday()
    if code in REL_WORDS:
        words = REL_WORDS[code]
        if code == '-2':
            ok = has(text, words) or re.search(r'(?<!大)前天', text) is not None
        elif code == '+2':
            ok = has(text, words) or re.search(r'(?<!大)后天', text) is not None
        else:
            ok = has(text, words)
        if not ok:
            fail('event words missing for %s: %s' % (code, text))
        if code == 'wkend':
            if wd != 0:
                fail('weekend memory not on a Monday: %s' % text)
            return d - dt.timedelta(days=2), d - dt.timedelta(days=1)
        if code == 'lwe':
            if not 1 <= wd <= 4:
                fail('last weekend written off Tuesday-Friday: %s' % text)
            s = monday(d) - dt.timedelta(days=2)
            return s, s + dt.timedelta(days=1)
        x = d + dt.timedelta(days=int(code))
        return x, x
    kind, _, arg = code.partition(':')
    if kind in ('lw', 'tw', 'nw'):
        k = int(arg)
        en, zh = WD_EN[k], WD_ZH[k]
        if kind == 'lw':
            ok = has(text, ['last ' + en, '上周' + zh, '上星期' + zh, '上礼拜' + zh])
            x = monday(d) - dt.timedelta(days=7) + dt.timedelta(days=k)
        elif kind == 'tw':
            ok = (has(text, ['on ' + en, 'this ' + en, '这周' + zh, '本周' + zh])
                  and not has(text, ['last ' + en, 'next ' + en]))
            if k >= wd:
                fail('this-week day not earlier in the writing week: %s' % text)
            x = monday(d) + dt.timedelta(days=k)
        else:
            ok = has(text, ['next ' + en, '下周' + zh, '下星期' + zh])
            x = monday(d) + dt.timedelta(days=7 + k)
        if not ok:
            fail('event words missing for %s: %s' % (code, text))
        return x, x
    if kind in ('dom', 'pdom'):
        n = int(arg)
        if kind == 'dom':
            ok = has(text, ['on the ' + ordn(n)]) or re.search(r'(?<![0-9上月])%d[号日]' % n, text)
            if n >= d.day:
                fail('dom day not earlier in the writing month: %s' % text)
            x = D(d.year, d.month, n)
        else:
            ok = has(text, ['the %s of last month' % ordn(n), '上个月%d号' % n, '上个月%d日' % n,
                            '上月%d号' % n, '上月%d日' % n])
            f, _ = month_range(d, 1)
            x = D(f.year, f.month, n)
        if not ok:
            fail('event words missing for %s: %s' % (code, text))
        return x, x
    if kind in ('plan', 'abs'):
        ds, _, tok = arg.partition(':')
        x = pdate(ds)
        if not tok or tok not in text:
            fail('date words missing for %s: %s' % (code, text))
        if kind == 'plan' and x < d:
            fail('plan dated before its writing: %s' % text)
        if kind == 'abs' and x > d:
            fail('abs date after its writing: %s' % text)
        return x, x
    fail('unknown event code %r' % code)


FUTURE = ('plan', '+1', '+2', 'nw')

PERIOD_WORDS = {
    'lastm': ['last month', '上个月', '上月'],
    'm2ago': ['two months ago', '两个月前'],
    'lasty': ['last year', '去年'],
    'ytd': ['so far this year', 'this year so far', '今年以来'],
    'lastspring': ['last spring', '去年春天'],
    'h1': ['the first half of this year', '今年上半年'],
    'p30': ['the past 30 days', 'the last 30 days', '最近30天', '过去30天'],
    'p3m': ['the past three months', 'the last three months', '最近三个月', '过去三个月'],
    'thisq': ['this quarter', '这个季度', '本季度'],
    'lastw': ['last week', '上周', '上星期'],
    'endly': ['the end of last year', 'late last year', '去年年底', '去年底'],
    'p2w': ['the past two weeks', 'the past fortnight', '最近两周', '过去两周'],
}


def coded_period(code, asked):
    a = pdt(asked).date()
    y = a.year
    if code == 'lastm':
        return month_range(a, 1)
    if code == 'm2ago':
        return month_range(a, 2)
    if code == 'lasty':
        return D(y - 1, 1, 1), D(y - 1, 12, 31)
    if code == 'ytd':
        return D(y, 1, 1), a
    if code == 'lastspring':
        return D(y - 1, 3, 1), D(y - 1, 5, 31)
    if code == 'h1':
        return D(y, 1, 1), D(y, 6, 30)
    if code == 'p30':
        return a - dt.timedelta(days=30), a
    if code == 'p3m':
        return add_months(a, -3), a
    if code == 'thisq':
        return D(y, 3 * ((a.month - 1) // 3) + 1, 1), a
    if code == 'lastw':
        s = monday(a) - dt.timedelta(days=7)
        return s, s + dt.timedelta(days=6)
    if code == 'endly':
        return D(y - 1, 11, 1), D(y - 1, 12, 31)
    if code == 'p2w':
        return a - dt.timedelta(days=14), a
    fail('unknown period code %r' % code)


def topics_of(t):
    neg = t.startswith('other:')
    return neg, (t[6:] if neg else t).split('|')


def build(histories):
    """Run every check and return the JSON object."""
    if len(histories) < MIN_HISTORIES:
        fail('too few histories: %d' % len(histories))
    out_h, out_q = [], []
    qn = 0
    seen_neg_pair = {}
    for hi, h in enumerate(histories):
        hid = h['id']
        if hid != 'h%02d' % (hi + 1):
            fail('history id out of order: %s' % hid)
        if h['lang'] not in ('en', 'zh', 'mixed'):
            fail('bad language tag %r' % h['lang'])
        mems = []
        keys = set()
        texts = set()
        prev = None
        for m in h['mems']:
            key, wa, text, topic, ev = m
            if key in keys:
                fail('duplicate key %s in %s' % (key, hid))
            keys.add(key)
            if text in texts:
                fail('duplicate memory text in %s' % hid)
            texts.add(text)
            t = pdt(wa)
            if prev is not None and t <= prev:
                fail('memories not in written_at order in %s at %s' % (hid, key))
            prev = t
            neg, tops = topics_of(topic)
            evp = None
            if ev:
                evp = event_of(ev, text, wa)
                if evp[0] > t.date() and not ev.split(':')[0] in FUTURE and ev not in FUTURE:
                    fail('event after its writing: %s' % text)
            mems.append(dict(key=key, wa=wa, t=t, text=text, neg=neg, tops=tops, ev=evp))
        bykey = {m['key']: m for m in mems}
        langs = [bool(CJK.search(m['text'])) for m in mems]
        qlangs = [bool(CJK.search(q[0])) for q in h['qs']]
        if h['lang'] == 'en' and (any(langs) or any(qlangs)):
            fail('CJK in en history %s' % hid)
        if h['lang'] == 'zh' and not (all(langs) and all(qlangs)):
            fail('non-CJK memory or query in zh history %s' % hid)
        if h['lang'] == 'mixed' and not (any(langs) and not all(langs)):
            fail('mixed history %s lacks one language in memories' % hid)
        if h['lang'] == 'mixed' and not (any(qlangs) and not all(qlangs)):
            fail('mixed history %s lacks one language in queries' % hid)
        anchor = pdt(h['anchor'])
        if anchor < mems[-1]['t']:
            fail('asked_at before last memory in %s' % hid)
        split = 'heldout' if (hi + 1) % 3 == 0 else 'tune'
        qseen = set()
        neg_pair_here = False

        def stmts(topic):
            return [m for m in mems if not m['neg'] and topic in m['tops']]

        for qi, q in enumerate(h['qs']):
            query, kind, exp, topic, period, mode = q[:6]
            extra = q[6] if len(q) > 6 else []
            if query in qseen:
                fail('duplicate question in %s' % hid)
            qseen.add(query)
            asked = (anchor + dt.timedelta(minutes=3 * qi))
            asked_s = asked.isoformat()
            ad = asked.date()
            st = stmts(topic)
            if exp is None:  # derived by rule (current / state)
                if kind == 'current':
                    exp = [st[-1]['key']]
                elif mode == 'state':
                    p = coded_period(period, asked_s) if isinstance(period, str) else tuple(map(pdate, period))
                    before = [m for m in st if m['t'].date() <= p[1]]
                    exp = [m['key'] for m in reversed(before) if m['t'].date() >= p[0]]
                    old = [m for m in st if m['t'].date() < p[0]]
                    if old:
                        exp.append(old[-1]['key'])
                    exp = exp[:1] if before[-1]['t'].date() < p[0] else exp
                else:
                    fail('expected may be derived only for current/state questions')
            if not exp:
                fail('empty expected in %s: %s' % (hid, query))
            if len(set(exp)) != len(exp):
                fail('duplicate in expected in %s: %s' % (hid, query))
            for k in exp + [x for p in extra for x in p]:
                if k not in bykey:
                    fail('unknown key %s in %s' % (k, hid))
            obj = dict(id=None, history=hid, asked_at=asked_s, query=query, kind=kind,
                       expected=list(exp))
            pairs = []
            if kind == 'current':
                if period is not None:
                    fail('current question with a period: %s' % query)
                if not st or exp[0] != st[-1]['key']:
                    fail('current expected not the newest of its topic: %s' % query)
                order = [bykey[k]['t'] for k in exp if k in [m['key'] for m in st]]
                if order != sorted(order, reverse=True):
                    fail('current expected lists an older statement before a newer one: %s' % query)
                older = [m for m in st if m['key'] not in exp]
                if older:
                    pairs.append([exp[0], older[-1]['key']])
                for m in mems:
                    if m['neg'] and topic in m['tops'] and m['key'] not in exp:
                        pairs.append([exp[0], m['key']])
                        neg_pair_here = True
            elif kind in ('dated', 'relative'):
                if period is None or mode not in ('event', 'state'):
                    fail('dated/relative question without period or mode: %s' % query)
                if kind == 'relative':
                    if not isinstance(period, str):
                        fail('relative question with an explicit period: %s' % query)
                    if period not in PERIOD_WORDS or not has(query, PERIOD_WORDS[period]):
                        fail('period words not in query: %s' % query)
                    p = coded_period(period, asked_s)
                else:
                    if isinstance(period, str):
                        fail('dated question with a coded period: %s' % query)
                    p = (pdate(period[0]), pdate(period[1]))
                if p[0] > p[1]:
                    fail('empty period: %s' % query)
                if p[0] > ad:
                    fail('period starts after asked_at: %s' % query)
                obj['period'] = [p[0].isoformat(), p[1].isoformat()]
                obj['period_mode'] = mode
                if mode == 'state':
                    for k in exp:
                        m = bykey[k]
                        if m['t'].date() > p[1]:
                            fail('state expected written after the period: %s' % query)
                        if m['neg'] or topic not in m['tops']:
                            fail('state expected memory off topic: %s' % query)
                    before = [m for m in st if m['t'].date() <= p[1]]
                    if not before or exp[0] != before[-1]['key']:
                        fail('state expected not the last by the period end: %s' % query)
                    if before[-1]['t'].date() >= p[0]:
                        old = [m for m in st if m['t'].date() < p[0]]
                        if old and old[-1]['key'] not in exp:
                            fail('period covers a change without the earlier fact: %s' % query)
                    succ = [m for m in st if m['t'].date() > p[1] and m['key'] not in exp]
                    if succ:
                        pairs.append([exp[0], succ[0]['key']])
                else:
                    for k in exp:
                        e = bykey[k]['ev']
                        if e is None or e[1] < p[0] or e[0] > p[1]:
                            fail('event outside the period: %s' % query)
            elif kind == 'when':
                if period is not None:
                    fail('when question with a period: %s' % query)
                e = bykey[exp[0]]['ev']
                if e is None:
                    fail('when answer without an event: %s' % query)
                if e[0] > ad:
                    fail('when answer after asked_at: %s' % query)
                obj['answer_period'] = [e[0].isoformat(), e[1].isoformat()]
            else:
                fail('bad kind %r' % kind)
            for a, b in extra:
                if a == b:
                    fail('pair puts a memory above itself: %s' % query)
                if b in exp:
                    fail('outranked memory also expected: %s' % query)
                ma, mb = bykey[a], bykey[b]
                if topic not in ma['tops'] or topic not in mb['tops']:
                    fail('cross-topic pair: %s' % query)
                if kind == 'current' and not mb['neg'] and not ma['neg'] and ma['t'] < mb['t']:
                    fail('older-above-newer pair: %s' % query)
                pairs.append([a, b])
            for a, b in pairs:
                if b in exp:
                    fail('outranked memory also expected: %s' % query)
            if pairs:
                obj['outranks'] = pairs
            if 'period' in obj:
                obj['period'] = obj.pop('period')
                obj['period_mode'] = obj.pop('period_mode')
            if 'answer_period' in obj:
                obj['answer_period'] = obj.pop('answer_period')
            obj['split'] = split
            out_q.append(obj)
        if not neg_pair_here:
            fail('no current question pairs a hard negative in %s' % hid)
        out_h.append(dict(id=hid, lang=h['lang'], memories=[
            dict(key=m['key'], written_at=m['t'].isoformat(), text=m['text']) for m in mems]))
    if len(out_q) < MIN_QUESTIONS:
        fail('too few questions: %d' % len(out_q))
    for i, q in enumerate(out_q):
        q['id'] = 'q%03d' % (i + 1)
    return {'version': 1, 'histories': out_h, 'questions': out_q}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1) + '\n'


def norm(hist):
    """Data helper: memory tuples (wa, text, topic, ev) get keys m1.. in list order."""
    h = dict(hist)
    h['mems'] = [('m%d' % (i + 1),) + tuple(m) for i, m in enumerate(hist['mems'])]
    h['qs'] = [tuple(q[:2]) + (None if q[2] is None else ['m%d' % k for k in q[2]],) + tuple(q[3:6])
               + (([['m%d' % a, 'm%d' % b] for a, b in q[6]],) if len(q) > 6 else ())
               for q in hist['qs']]
    return h
