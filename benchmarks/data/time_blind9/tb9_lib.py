"""time_blind9 library: dates, event and period resolution, derived labels, self-checks, JSON.
Standard library only. Deterministic: only lists are iterated."""
import datetime as _dt
import json
import re

D = _dt.date
CJK = re.compile(r'[\u3400-\u9fff]')
EN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
ZH_DAYS = ['一', '二', '三', '四', '五', '六', '日']
MIN_HIST = 20
MIN_QS = 400
HELDOUT = ['h03', 'h06', 'h09', 'h12', 'h15', 'h18']


class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


def pd(s):
    return D(int(s[0:4]), int(s[5:7]), int(s[8:10]))


def pdt(s):
    return _dt.datetime(int(s[0:4]), int(s[5:7]), int(s[8:10]), int(s[11:13]), int(s[14:16]))


def iso(dt):
    return dt.strftime('%Y-%m-%dT%H:%M:00+00:00')


def addm(d, n):
    y, m = divmod(d.year * 12 + d.month - 1 + n, 12)
    m += 1
    last = (D(y + (m == 12), m % 12 + 1, 1) - _dt.timedelta(days=1)).day
    return D(y, m, min(d.day, last))


def month_end(d):
    return addm(D(d.year, d.month, 1), 1) - _dt.timedelta(days=1)


def days(n):
    return _dt.timedelta(days=n)


def monday(d):
    return d - days(d.weekday())


def has_cjk(s):
    return bool(CJK.search(s))


# ---------------------------------------------------------------- memory events
SIMPLE = {
    '0': (0, ['earlier today', 'this morning', 'this afternoon', 'this evening', 'today', '今天', '今早', '今天上午', '今天下午']),
    '-1': (-1, ['yesterday', 'last night', '昨天', '昨晚']),
    '-2': (-2, ['the day before yesterday', 'two days ago', '前天', '两天前']),
    '-3': (-3, ['three days ago', '三天前', '大前天']),
    '-5': (-5, ['five days ago', '五天前']),
    '-7': (-7, ['a week ago', '一周前', '一个星期前']),
    '-14': (-14, ['a fortnight ago', 'two weeks ago', '两个星期前', '两周前']),
    '-21': (-21, ['three weeks ago', '三周前', '三个星期前']),
    '+1': (1, ['tomorrow', '明天']),
    '+2': (2, ['the day after tomorrow', '后天']),
    '+3': (3, ['in three days', '三天后']),
    '+7': (7, ["a week from today", "in a week's time", '一周后']),
}
PLANS = ['+1', '+2', '+3', '+7', 'nw', 'nnw', 'ndom', 'plan']


def ordinal(n):
    suf = 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return 'the %d%s' % (n, suf)


def _words(text, ws, what):
    low = text.lower()
    for w in ws:
        if w.lower() in low:
            return w
    fail('event words missing for %s: %r' % (what, text))


def event_of(code, wdate, text):
    """Resolve an event code against the writing date: (start, end, is_plan)."""
    if code is None:
        return None
    head = code.split(':')[0]
    if code in SIMPLE:
        off, ws = SIMPLE[code]
        w = _words(text, ws, code)
        if code == '-2' and w == '前天' and '大前天' in text:
            fail('前天 is 大前天 in %r' % text)
        if code == '+2' and w == '后天' and '大后天' in text:
            fail('后天 is 大后天 in %r' % text)
        if code == '0' and ('昨天' in text or 'yesterday' in text) and w in ('today', '今天'):
            pass
        d = wdate + days(off)
        return (d, d, code in PLANS)
    if code == '-1m':
        _words(text, ['a month ago', '一个月前'], code)
        d = addm(wdate, -1)
        return (d, d, False)
    if head in ('lw', 'nw', 'nnw'):
        k = int(code.split(':')[1])
        if head == 'lw':
            if has_cjk(text):
                _words(text, ['上周' + ZH_DAYS[k], '上星期' + ZH_DAYS[k]], code)
                if '上上周' + ZH_DAYS[k] in text:
                    fail('上上周 is not 上周 in %r' % text)
            else:
                _words(text, ['last ' + EN_DAYS[k]], code)
            d = monday(wdate) - days(7) + days(k)
            return (d, d, False)
        if head == 'nw':
            if has_cjk(text):
                _words(text, ['下周' + ZH_DAYS[k]], code)
                if '下下周' + ZH_DAYS[k] in text:
                    fail('下下周 is not 下周 in %r' % text)
            else:
                _words(text, ['next ' + EN_DAYS[k]], code)
                if 'week after next' in text:
                    fail('week after next is not next week in %r' % text)
            d = monday(wdate) + days(7 + k)
            return (d, d, True)
        if has_cjk(text):
            _words(text, ['下下周' + ZH_DAYS[k]], code)
        else:
            _words(text, ['week after next'], code)
            _words(text, [EN_DAYS[k]], code)
        d = monday(wdate) + days(14 + k)
        return (d, d, True)
    if head in ('dom', 'pdom', 'ndom'):
        parts = code.split(':')
        n, w = int(parts[1]), parts[2]
        _words(text, [w], code)
        if head == 'dom':
            d = D(wdate.year, wdate.month, n)
            if d >= wdate:
                fail('dom day not earlier in the writing month: %r' % text)
            return (d, d, False)
        if head == 'pdom':
            _words(text, ['last month', '上个月'], code)
            b = addm(D(wdate.year, wdate.month, 1), -1)
            return (D(b.year, b.month, n), D(b.year, b.month, n), False)
        _words(text, ['next month', '下个月'], code)
        b = addm(D(wdate.year, wdate.month, 1), 1)
        return (D(b.year, b.month, n), D(b.year, b.month, n), True)
    if head in ('plan', 'abs'):
        parts = code.split(':', 2)
        d = pd(parts[1])
        _words(text, [parts[2]], code)
        if head == 'plan' and d < wdate:
            fail('plan dated before its writing: %r' % text)
        if head == 'abs' and d > wdate:
            fail('abs date after its writing: %r' % text)
        return (d, d, head == 'plan')
    fail('unknown event code %r' % code)


# ---------------------------------------------------------------- question periods
PERIODS = {
    'lq': ['last quarter', '上个季度'],
    'lsu': ['last summer', '去年夏天'],
    'lau': ['last autumn', '去年秋天'],
    'p6m': ['the past six months', 'the last six months', '最近半年'],
    'tm': ['this month', '这个月', '本月'],
    'm3': ['three months ago', '三个月前'],
    'wbl': ['the week before last', '上上周'],
    'h2ly': ['the second half of last year', '去年下半年'],
    'p10d': ['the past ten days', 'the last ten days', '最近十天'],
    'lwkend': ['last weekend', '上周末'],
    'ety': ['early this year', 'the start of this year', '今年年初'],
}


def period_of(code, a):
    y = a.year
    if code == 'lq':
        qs = D(y, 3 * ((a.month - 1) // 3) + 1, 1)
        s = addm(qs, -3)
        return (s, qs - days(1))
    if code == 'lsu':
        return (D(y - 1, 6, 1), D(y - 1, 8, 31))
    if code == 'lau':
        return (D(y - 1, 9, 1), D(y - 1, 11, 30))
    if code == 'p6m':
        return (addm(a, -6), a)
    if code == 'tm':
        return (D(y, a.month, 1), a)
    if code == 'm3':
        s = addm(D(y, a.month, 1), -3)
        return (s, month_end(s))
    if code == 'wbl':
        s = monday(a) - days(14)
        return (s, s + days(6))
    if code == 'h2ly':
        return (D(y - 1, 7, 1), D(y - 1, 12, 31))
    if code == 'p10d':
        return (a - days(10), a)
    if code == 'lwkend':
        return (monday(a) - days(2), monday(a) - days(1))
    if code == 'ety':
        return (D(y, 1, 1), month_end(D(y, 2, 1)))
    fail('unknown period code %r' % code)


# ---------------------------------------------------------------- normalisation
def tags(topic):
    """-> (statement topics, hard-negative topics)"""
    if not topic:
        return ([], [])
    if topic.startswith('other:'):
        return ([], topic[6:].split('|'))
    return (topic.split('|'), [])


def norm(h):
    mems = []
    for i, m in enumerate(h['mems']):
        wa, text, topic, code = m
        w = pdt(wa)
        mems.append({'key': 'm%d' % (i + 1), 'n': i + 1, 'w': w, 'wd': w.date(), 'text': text,
                     'topic': topic, 'code': code, 'st': tags(topic)[0], 'neg': tags(topic)[1]})
    return mems


def stmts(mems, t):
    return [m for m in mems if t in m['st']]


def negs(mems, t):
    return [m for m in mems if t in m['neg']]


def superseded_plan(mems, m, ev):
    """A plan whose topic later gets a coded memory with a different date."""
    if m['code'] is None or ev[m['n']] is None or not ev[m['n']][2]:
        return False
    for o in mems:
        if o['n'] > m['n'] and ev[o['n']] is not None and set(o['st']) & set(m['st']):
            if ev[o['n']][0] != ev[m['n']][0]:
                return True
    return False


def derive(mems, q, asked):
    """Expected list and derived pairs for current and state questions."""
    t = q['topic']
    st = stmts(mems, t)
    if not st:
        fail('no statements for topic %r (%s)' % (t, q['query']))
    if q['kind'] == 'current':
        cur = st[-1]
        exp = [cur['n']]
        pairs = []
        older = [m for m in st[:-1] if m['n'] not in exp]
        if older:
            pairs.append((cur['n'], older[-1]['n']))
        for g in negs(mems, t):
            pairs.append((cur['n'], g['n']))
        return exp, pairs
    s, e = q['per']
    by = [m for m in st if m['wd'] <= e]
    if not by:
        fail('state question with nothing said by the period end: %r' % q['query'])
    inside = [m for m in by if m['wd'] >= s]
    before = [m for m in by if m['wd'] < s]
    exp = [m['n'] for m in reversed(inside)]
    if before:
        exp.append(before[-1]['n'])
    pairs = []
    after = [m for m in st if m['wd'] > e]
    if after:
        pairs.append((exp[0], after[0]['n']))
    return exp, pairs


# ---------------------------------------------------------------- checks
def check_and_build(hists, min_hist=MIN_HIST, min_qs=MIN_QS):
    out_h, out_q = [], []
    if len(hists) < min_hist:
        fail('too few histories: %d' % len(hists))
    qn = 0
    for hi, h in enumerate(hists):
        hid = h['id']
        if hid != 'h%02d' % (hi + 1):
            fail('history id out of order: %s' % hid)
        if h['lang'] not in ('en', 'zh', 'mixed'):
            fail('bad language tag %r' % h['lang'])
        mems = norm(h)
        ev = {}
        for i, m in enumerate(mems):
            if i and m['w'] <= mems[i - 1]['w']:
                fail('memories not in written_at order in %s at %s' % (hid, m['key']))
            if [o['text'] for o in mems].count(m['text']) > 1:
                fail('duplicate memory text in %s: %r' % (hid, m['text']))
            c = has_cjk(m['text'])
            if h['lang'] == 'en' and c:
                fail('CJK memory in en history %s' % hid)
            if h['lang'] == 'zh' and not c:
                fail('English memory in zh history %s' % hid)
            ev[m['n']] = event_of(m['code'], m['wd'], m['text'])
            if ev[m['n']] is not None:
                s, e, plan = ev[m['n']]
                if not plan and e > m['wd']:
                    fail('past event after its writing: %r' % m['text'])
                if plan and s < m['wd']:
                    fail('plan dated before its writing: %r' % m['text'])
        if h['lang'] == 'mixed':
            cs = [has_cjk(m['text']) for m in mems]
            if not (True in cs and False in cs):
                fail('mixed history %s needs memories in both languages' % hid)
        anchor = pdt(h['anchor'])
        if anchor < mems[-1]['w']:
            fail('asked_at before the last memory in %s' % hid)
        qlangs = []
        seen = []
        has_neg_pair = False
        for qi, qt in enumerate(h['qs']):
            query, kind, expected, topic, period, mode = qt[:6]
            extra = list(qt[6]) if len(qt) > 6 else []
            asked = anchor + _dt.timedelta(minutes=3 * qi)
            ad = asked.date()
            if query in seen:
                fail('duplicate question in %s: %r' % (hid, query))
            seen.append(query)
            qc = has_cjk(query)
            qlangs.append(qc)
            if h['lang'] == 'en' and qc:
                fail('CJK query in en history %s: %r' % (hid, query))
            if h['lang'] == 'zh' and not qc:
                fail('English query in zh history %s: %r' % (hid, query))
            if kind not in ('current', 'dated', 'relative', 'when'):
                fail('bad kind %r' % kind)
            q = {'query': query, 'kind': kind, 'topic': topic, 'per': None}
            if kind in ('current', 'when'):
                if period is not None or mode is not None:
                    fail('%s question with a period: %r' % (kind, query))
            else:
                if period is None:
                    fail('dated/relative question without a period: %r' % query)
                if mode not in ('state', 'event'):
                    fail('dated/relative question without a mode: %r' % query)
                if kind == 'relative':
                    if not isinstance(period, str):
                        fail('relative question with an explicit period: %r' % query)
                    if period not in PERIODS:
                        fail('unknown period code %r' % period)
                    if not [w for w in PERIODS[period] if w in query]:
                        fail('period words not in the query: %r' % query)
                    q['per'] = period_of(period, ad)
                else:
                    if isinstance(period, str):
                        fail('dated question with a coded period: %r' % query)
                    q['per'] = (pd(period[0]), pd(period[1]))
                if q['per'][1] < q['per'][0]:
                    fail('period ends before it starts: %r' % query)
                if q['per'][0] > ad:
                    fail('period starts after asked_at: %r' % query)
            derived_pairs = []
            if expected is None:
                if not (kind == 'current' or mode == 'state'):
                    fail('only current and state questions may leave expected to the rule: %r' % query)
                exp, derived_pairs = derive(mems, q, ad)
            else:
                exp = list(expected)
            if not exp:
                fail('empty expected: %r' % query)
            if len(set(exp)) != len(exp):
                fail('duplicate in expected: %r' % query)
            for n in exp:
                if n < 1 or n > len(mems):
                    fail('unknown key m%s in %r' % (n, query))
            pairs = derived_pairs + extra
            for a, b in pairs:
                if a < 1 or a > len(mems) or b < 1 or b > len(mems):
                    fail('unknown key in pair in %r' % query)
                if a == b:
                    fail('pair puts a memory above itself: %r' % query)
                if b in exp:
                    fail('outranked memory also expected: %r' % query)
            M = {m['n']: m for m in mems}
            # kind-specific checks
            ans = None
            if kind == 'current':
                st = stmts(mems, topic)
                if not st or exp[0] != st[-1]['n']:
                    fail('current expected is not the newest statement: %r' % query)
                for i in range(1, len(exp)):
                    if exp[i] > exp[i - 1]:
                        fail('current expected lists an older statement before a newer one: %r' % query)
                for a, b in pairs:
                    ma, mb = M[a], M[b]
                    if topic not in ma['st'] or not (topic in mb['st'] or topic in mb['neg']):
                        fail('cross-topic pair in %r' % query)
                    if mb['st'] and mb['n'] > ma['n']:
                        fail('pair puts an older memory above a newer one: %r' % query)
                    if topic in mb['neg']:
                        has_neg_pair = True
            elif kind == 'when':
                if ev[exp[0]] is None:
                    fail('when answer without an event: %r' % query)
                ans = (ev[exp[0]][0], ev[exp[0]][1])
                if ans[1] > ad:
                    fail('when answer after asked_at: %r' % query)
                for n in exp:
                    if ev[n] is None:
                        fail('when expected memory without an event: %r' % query)
                    if superseded_plan(mems, M[n], ev):
                        fail('when expects a superseded plan: %r' % query)
            elif mode == 'state':
                s, e = q['per']
                st = stmts(mems, topic)
                by = [m for m in st if m['wd'] <= e]
                for n in exp:
                    if topic not in M[n]['st']:
                        fail('state expected memory off topic: %r' % query)
                    if M[n]['wd'] > e:
                        fail('state expected written after the period: %r' % query)
                if not by or exp[0] != by[-1]['n']:
                    fail('state expected is not the last statement by the period end: %r' % query)
                if by[-1]['wd'] >= s:
                    before = [m for m in by if m['wd'] < s]
                    if before and before[-1]['n'] not in exp:
                        fail('period covering a change lacks the earlier fact: %r' % query)
            else:
                s, e = q['per']
                for n in exp:
                    if ev[n] is None or ev[n][1] < s or ev[n][0] > e:
                        fail('event outside the period: %r' % query)
                    if superseded_plan(mems, M[n], ev):
                        fail('event question expects a superseded plan: %r' % query)
                if topic != '-':
                    for m in mems:
                        if ev[m['n']] is None or ev[m['n']][1] < s or ev[m['n']][0] > e:
                            continue
                        if superseded_plan(mems, m, ev) or m['n'] in exp:
                            continue
                        if m['wd'] > ad:
                            continue
                        if topic == '*' or topic in m['st']:
                            fail('event question misses %s: %r' % (m['key'], query))
            qn += 1
            qo = {'id': 'q%03d' % qn, 'history': hid, 'asked_at': iso(asked), 'query': query,
                  'kind': kind, 'expected': ['m%d' % n for n in exp]}
            if pairs:
                qo['outranks'] = [['m%d' % a, 'm%d' % b] for a, b in pairs]
            if q['per'] is not None:
                qo['period'] = [q['per'][0].isoformat(), q['per'][1].isoformat()]
                qo['period_mode'] = mode
            if ans is not None:
                qo['answer_period'] = [ans[0].isoformat(), ans[1].isoformat()]
            qo['split'] = 'heldout' if hid in HELDOUT else 'tune'
            qo['_lang'] = 'zh' if qc else 'en'
            out_q.append(qo)
        if not has_neg_pair:
            fail('history %s has no current question pairing a hard negative' % hid)
        if h['lang'] == 'mixed' and not (True in qlangs and False in qlangs):
            fail('mixed history %s needs queries in both languages' % hid)
        out_h.append({'id': hid, 'lang': h['lang'],
                      'memories': [{'key': m['key'], 'written_at': iso(m['w']), 'text': m['text']}
                                   for m in mems]})
    if len(out_q) < min_qs:
        fail('too few questions: %d' % len(out_q))
    return out_h, out_q


def dump(out_h, out_q):
    qs = []
    for q in out_q:
        q = dict(q)
        del q['_lang']
        qs.append(q)
    return json.dumps({'version': 1, 'histories': out_h, 'questions': qs},
                      ensure_ascii=False, indent=1) + '\n'
