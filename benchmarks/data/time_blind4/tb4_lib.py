"""Helpers for time_blind4: date arithmetic, period/event resolution, self-checks, JSON layout."""
import datetime as dt, json, re, hashlib

D = dt.date
CJK = re.compile(r'[\u4e00-\u9fff]')
WD_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
WD_ZH = ['一', '二', '三', '四', '五', '六', '日']
MON_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']


def pd(s):
    return D.fromisoformat(s[:10])


def ts(s):
    # "2026-03-14 09:10" -> ISO with UTC offset
    return s[:10] + 'T' + s[11:16] + ':00+00:00'


def month_end(y, m):
    return (D(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))


def prev_month(y, m):
    return (y - 1, 12) if m == 1 else (y, m - 1)


def minus_months(d, n):
    y, m = d.year, d.month
    for _ in range(n):
        y, m = prev_month(y, m)
    return D(y, m, min(d.day, month_end(y, m).day))


# ---- events in memories -------------------------------------------------
REL_WORDS = {
    '0': (['today', 'this morning', 'this afternoon', 'tonight', '今天', '今早', '今天上午', '今天下午', '今晚']),
    '-1': (['yesterday', '昨天', '昨晚']),
    '-2': (['two days ago', 'the day before yesterday', '前天']),
    '-3': (['three days ago', '三天前', '大前天']),
    '-5': (['five days ago', '五天前']),
    '+1': (['tomorrow', '明天']),
    '+2': (['the day after tomorrow', '后天']),
}


def abs_forms(d):
    return {d.isoformat(), f'{MON_EN[d.month-1]} {d.day}', f'{d.day} {MON_EN[d.month-1]}',
            f'{MON_EN[d.month-1][:3]} {d.day}', f'{d.day} {MON_EN[d.month-1][:3]}',
            f'{d.month}月{d.day}日', f'{d.month}月{d.day}号'}


def event_range(mem):
    """(start, end, announced) of a memory's event, resolved against its written_at."""
    ev = mem['ev']
    if ev is None:
        return None
    w = pd(mem['at'])
    text = mem['text']
    if ev.startswith('d:'):
        parts = ev[2:].split('..')
        a = D.fromisoformat(parts[0])
        b = D.fromisoformat(parts[-1])
        if not any(f in text for f in abs_forms(a)):
            raise AssertionError(f'{mem["key"]}: absolute date {a} not in text')
        if b != a and not (str(b.day) in text):
            raise AssertionError(f'{mem["key"]}: end day {b} not in text')
        return a, b, b > w
    if ev in REL_WORDS:
        if not any(x in text.lower() for x in REL_WORDS[ev]):
            raise AssertionError(f'{mem["key"]}: relative words for {ev} missing')
        d = w + dt.timedelta(days=int(ev))
        return d, d, int(ev) > 0
    if ev.startswith('lw:'):
        k = int(ev[3:])
        words = ['last ' + WD_EN[k], '上周' + WD_ZH[k], '上星期' + WD_ZH[k]]
        if k == 6:
            words += ['上周天']
        if not any(x in text for x in words):
            raise AssertionError(f'{mem["key"]}: words for {ev} missing')
        mon = w - dt.timedelta(days=w.weekday())
        d = mon - dt.timedelta(days=7) + dt.timedelta(days=k)
        return d, d, False
    if ev.startswith('tw:'):  # earlier this week, "on Tuesday"/"周二" with weekday before written day
        k = int(ev[3:])
        if not (w.weekday() > k):
            raise AssertionError(f'{mem["key"]}: tw weekday not before writing day')
        words = ['on ' + WD_EN[k], '周' + WD_ZH[k], '星期' + WD_ZH[k]]
        if not any(x in text for x in words):
            raise AssertionError(f'{mem["key"]}: words for {ev} missing')
        d = w - dt.timedelta(days=w.weekday() - k)
        return d, d, False
    if ev == 'wkend':
        if w.weekday() != 0 or not ('weekend' in text or '周末' in text):
            raise AssertionError(f'{mem["key"]}: weekend memory must be on a Monday and say so')
        return w - dt.timedelta(days=2), w - dt.timedelta(days=1), False
    if ev == 'lastweek':
        if not ('last week' in text or '上周' in text):
            raise AssertionError(f'{mem["key"]}: last week words missing')
        mon = w - dt.timedelta(days=w.weekday()) - dt.timedelta(days=7)
        return mon, mon + dt.timedelta(days=6), False
    raise AssertionError(f'{mem["key"]}: unknown event code {ev}')


# ---- periods in questions ----------------------------------------------
PERIOD_WORDS = {
    'thisweek': ['this week', '这周', '本周'],
    'lastweek': ['last week', '上周', '上个星期'],
    'yesterday': ['yesterday', '昨天'],
    'midlastmonth': ['middle of last month', 'mid-last month', '上个月中旬'],
    'h1': ['first half of this year', '今年上半年'],
    'ytd': ['so far this year', 'since January', '今年以来', '今年到目前'],
    'lastspring': ['last spring', '去年春天'],
    'lastyearend': ['end of last year', 'last December', '去年年底', '去年12月'],
    'past30': ['past 30 days', 'last 30 days', '过去30天', '最近30天'],
    'past3m': ['past three months', 'last three months', '过去三个月', '最近三个月'],
    'thisquarter': ['this quarter', '本季度', '这个季度'],
    'lastwinter': ['last winter', '去年冬天'],
    'earlylastmonth': ['start of last month', 'early last month', 'beginning of last month', '上个月初'],
    'thisspring': ['this spring', '今年春天'],
    'twoweeks': ['past two weeks', 'last two weeks', '最近两周', '这两周'],
}


def resolve_period(code, asked):
    a = pd(asked)
    mon = a - dt.timedelta(days=a.weekday())
    if code == 'thisweek':
        return mon, a
    if code == 'lastweek':
        return mon - dt.timedelta(days=7), mon - dt.timedelta(days=1)
    if code == 'yesterday':
        y = a - dt.timedelta(days=1)
        return y, y
    if code in ('midlastmonth', 'earlylastmonth'):
        y, m = prev_month(a.year, a.month)
        return (D(y, m, 11), D(y, m, 20)) if code == 'midlastmonth' else (D(y, m, 1), D(y, m, 10))
    if code == 'h1':
        return D(a.year, 1, 1), min(a, D(a.year, 6, 30))
    if code == 'ytd':
        return D(a.year, 1, 1), a
    if code == 'lastspring':
        return D(a.year - 1, 3, 1), D(a.year - 1, 5, 31)
    if code == 'lastyearend':
        return D(a.year - 1, 12, 1), D(a.year - 1, 12, 31)
    if code == 'past30':
        return a - dt.timedelta(days=30), a
    if code == 'past3m':
        return minus_months(a, 3), a
    if code == 'thisquarter':
        return D(a.year, 3 * ((a.month - 1) // 3) + 1, 1), a
    if code == 'lastwinter':
        return D(a.year - 1, 12, 1), month_end(a.year, 2)
    if code == 'thisspring':
        return D(a.year, 3, 1), min(a, D(a.year, 5, 31))
    if code == 'twoweeks':
        return a - dt.timedelta(days=14), a
    raise AssertionError('unknown period code ' + code)


# ---- build + checks -----------------------------------------------------
def topics(m):
    return set(m['topic'].split('|'))


def build(histories, partial=False):
    out_h, out_q = [], []
    qn = 0
    counts = {}
    assert partial or len(histories) >= 25, 'need >= 25 histories'
    for hi, h in enumerate(histories, 1):
        hid = 'h%02d' % hi
        assert h['id'] == hid, (h['id'], hid)
        mems = h['mems']
        keys = [m['key'] for m in mems]
        assert len(set(keys)) == len(keys), hid + ' duplicate keys'
        assert len({m['text'] for m in mems}) == len(mems), hid + ' duplicate text'
        for a, b in zip(mems, mems[1:]):
            assert a['at'] < b['at'], f'{hid} memories not in order at {b["key"]}'
        byk = {m['key']: m for m in mems}
        ev = {}
        for m in mems:
            r = event_range(m)
            if r:
                a, b, ann = r
                if b > pd(m['at']) and not m.get('announced') and not ann:
                    raise AssertionError(m['key'] + ' event after writing')
                ev[m['key']] = (a, b)
        # language
        mem_cjk = [bool(CJK.search(m['text'])) for m in mems]
        q_cjk = [bool(CJK.search(q['query'])) for q in h['qs']]
        if h['lang'] == 'en':
            assert not any(mem_cjk) and not any(q_cjk), hid + ' CJK in en history'
        elif h['lang'] == 'zh':
            assert all(mem_cjk), hid + ' non-zh memory in zh history'
        else:
            assert any(mem_cjk) and not all(mem_cjk) and any(q_cjk) and not all(q_cjk), hid + ' mixed'
        last = max(m['at'] for m in mems)
        seenq = set()
        split = 'heldout' if hi % 3 == 0 else 'tune'
        for q in h['qs']:
            qn += 1
            qid = 'q%03d' % qn
            at = q['at']
            assert at >= last, f'{qid} asked before last memory'
            assert q['query'] not in seenq, qid + ' duplicate question'
            seenq.add(q['query'])
            exp = q['exp']
            assert exp and len(set(exp)) == len(exp), qid + ' bad expected'
            for k in exp:
                assert k in byk, f'{qid} unknown key {k}'
            kind = q['kind']
            pairs = [list(p) for p in q.get('out', [])]
            period = mode = ans = None
            first = byk[exp[0]]
            if kind == 'current':
                tps = {q['topic']} if q.get('topic') else topics(first)
                ok = False
                for t in sorted(tps):
                    chain = [m for m in mems if t in topics(m) and m['at'] <= at]
                    if chain[-1]['key'] == first['key']:
                        ok = True
                        older = [m['key'] for m in chain[:-1] if m['key'] not in exp]
                        if older and not any(p[0] == first['key'] and p[1] in older for p in pairs):
                            pairs.append([first['key'], older[-1]])
                        negs = [m['key'] for m in mems if m['topic'] == t + ':other']
                        for n in negs:
                            if [first['key'], n] not in pairs:
                                pairs.append([first['key'], n])
                assert ok, qid + ' current: first expected not newest of its topic'
                assert 'period' not in q or q.get('note'), qid + ' current with period needs note'
                if 'period' in q:
                    period = resolve_period(q['period'], at) if isinstance(q['period'], str) else None
                # expected order: no older statement before newer of same topic
                for i, a in enumerate(exp):
                    for b in exp[i + 1:]:
                        if topics(byk[a]) & topics(byk[b]):
                            assert byk[a]['at'] > byk[b]['at'], qid + ' older before newer'
            elif kind in ('dated', 'relative'):
                p = q['period']
                if kind == 'relative':
                    assert isinstance(p, str), qid + ' relative needs coded period'
                    assert any(w in q['query'] for w in PERIOD_WORDS[p]), f'{qid} period words missing for {p}'
                    period = resolve_period(p, at)
                else:
                    assert isinstance(p, (list, tuple)), qid + ' dated needs explicit period'
                    period = (D.fromisoformat(p[0]), D.fromisoformat(p[1]))
                assert period[0] <= pd(at), qid + ' period starts after asked_at'
                mode = q['mode']
                if mode == 'state':
                    for k in exp:
                        assert pd(byk[k]['at']) <= period[1], f'{qid} state expected {k} written after period'
                    t0 = q.get('topic') or sorted(topics(first))[0]
                    chain = [m for m in mems if t0 in topics(m) and pd(m['at']) <= period[1]]
                    assert chain and chain[-1]['key'] == first['key'], f'{qid} state first not last by period end'
                    if not pairs:
                        succ = [m for m in mems if t0 in topics(m) and pd(m['at']) > period[1]]
                        if succ and succ[0]['key'] not in exp:
                            pairs.append([first['key'], succ[0]['key']])
                else:
                    assert mode == 'event'
                    for k in exp:
                        assert k in ev, f'{qid} event expected {k} has no event'
                        a, b = ev[k]
                        assert period[0] <= a and b <= period[1], f'{qid} event {k} {a}..{b} outside {period}'
            elif kind == 'when':
                assert exp[0] in ev, qid + ' when answer without event'
                ans = ev[exp[0]]
                assert ans[1] <= pd(at), qid + ' when answer after asked_at'
            else:
                raise AssertionError(kind)
            for a, b in pairs:
                assert a in byk and b in byk, qid + ' pair key'
                assert b not in exp, f'{qid} outranked {b} also expected'
                ta, tb = topics(byk[a]), topics(byk[b])
                base_b = {t.split(':')[0] for t in tb}
                assert (ta & tb) or (ta & base_b), f'{qid} cross-topic pair {a},{b}'
                if ta & tb and kind == 'current':
                    assert byk[a]['at'] > byk[b]['at'], f'{qid} pair puts older above newer'
                if ta & tb and kind != 'current':
                    assert byk[a]['at'] < byk[b]['at'], f'{qid} state pair must put the fact then above its successor'
            o = {'id': qid, 'history': hid, 'asked_at': ts(at), 'query': q['query'], 'kind': kind,
                 'expected': list(exp)}
            if pairs:
                o['outranks'] = pairs
            if period and kind != 'current':
                o['period'] = [period[0].isoformat(), period[1].isoformat()]
                o['period_mode'] = mode
            if ans:
                o['answer_period'] = [ans[0].isoformat(), ans[1].isoformat()]
            if q.get('note'):
                o['note'] = q['note']
            o['split'] = split
            out_q.append(o)
            lang = 'zh' if CJK.search(q['query']) else 'en'
            counts[(kind, lang, split)] = counts.get((kind, lang, split), 0) + 1
        out_h.append({'id': hid, 'lang': h['lang'],
                      'memories': [{'key': m['key'], 'written_at': ts(m['at']), 'text': m['text']} for m in mems]})
    assert partial or qn >= 250, f'only {qn} questions'
    return {'version': 1, 'histories': out_h, 'questions': out_q}, counts


def H(hid, lang, mems, qs, asked):
    """mems: (key, 'YYYY-MM-DD HH:MM', text, topic, event); qs: (kind, query, expected, opts)."""
    ms = [dict(key=k, at=a, text=t, topic=tp, ev=e) for k, a, t, tp, e in mems]
    qq = []
    for kind, query, exp, *rest in qs:
        o = dict(rest[0]) if rest else {}
        o.update(kind=kind, query=query, exp=exp)
        o.setdefault('at', asked)
        qq.append(o)
    return dict(id=hid, lang=lang, mems=ms, qs=qq)
