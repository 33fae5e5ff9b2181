"""time_blind10 library: date arithmetic, derivation of labels, self-checks, JSON layout. stdlib only."""
import datetime as dt, json, re

D = dt.date
WD_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
WD_ZH = ['一', '二', '三', '四', '五', '六', '日']
MON_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
CJK = re.compile('[\u4e00-\u9fff]')


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


def pdate(s):
    return D(int(s[0:4]), int(s[5:7]), int(s[8:10]))


def pdt(s):
    # 'YYYY-MM-DD HH:MM' -> aware datetime UTC
    return dt.datetime(int(s[0:4]), int(s[5:7]), int(s[8:10]), int(s[11:13]), int(s[14:16]),
                       tzinfo=dt.timezone.utc)


def add_months(d, n):
    y, m = d.year, d.month + n
    while m < 1:
        m += 12; y -= 1
    while m > 12:
        m -= 12; y += 1
    last = month_end(D(y, m, 1)).day
    return D(y, m, min(d.day, last))


def month_end(d):
    n = D(d.year + (d.month == 12), d.month % 12 + 1, 1)
    return n - dt.timedelta(days=1)


def monday(d):
    return d - dt.timedelta(days=d.weekday())


def qstart(d):
    return D(d.year, 3 * ((d.month - 1) // 3) + 1, 1)


# ---------- memory event codes (resolved against written_at) ----------
REL_WORDS = {
    'd0': ['today', 'tonight', 'this morning', '今天', '今晚', '今早'],
    'd-1': ['yesterday', 'last night', '昨天', '昨晚'],
    'd-4': ['four days ago', '四天前'],
    'd-10': ['ten days ago', '十天前'],
    'm-2': ['two months ago', '两个月前'],
    'd+1': ['tomorrow', '明天', '明晚'],
    'd+3': ['in three days', '大后天'],
    'd+14': ['in two weeks', 'a fortnight from today', '两周后', '两个星期后'],
}
REL_DELTA = {'d0': 0, 'd-1': -1, 'd-4': -4, 'd-10': -10, 'd+1': 1, 'd+3': 3, 'd+14': 14}
FUTURE = ('d+1', 'd+3', 'd+14', 'tw', 'plan')


def date_words_present(text, d):
    t = text
    zh = '%d月%d日' % (d.month, d.day) in t or '%d月%d号' % (d.month, d.day) in t
    en = ('%d %s' % (d.day, MON_EN[d.month - 1]) in t) or ('%s %d' % (MON_EN[d.month - 1], d.day) in t)
    return zh or en


def resolve_event(ev, written, text):
    """Return the event date for a memory, checking its words. ev: code string."""
    w = written.date()
    low = text.lower()
    if ev in REL_WORDS:
        if not any(x in low for x in REL_WORDS[ev]):
            fail('event words missing for %s: %s' % (ev, text))
        if ev == 'd-1' and 'day before yesterday' in low:
            fail('yesterday is the day before yesterday: %s' % text)
        if ev == 'd+1' and 'day after tomorrow' in low:
            fail('tomorrow is the day after tomorrow: %s' % text)
        if ev == 'm-2':
            return add_months(w, -2)
        return w + dt.timedelta(days=REL_DELTA[ev])
    kind, _, arg = ev.partition(':')
    if kind in ('tw', 'lw'):
        wd = int(arg)
        if kind == 'tw':
            en, zh = 'this ' + WD_EN[wd], ['这周' + WD_ZH[wd], '本周' + WD_ZH[wd]]
            d = monday(w) + dt.timedelta(days=wd)
            if d <= w:
                fail('this-week day not after writing: %s' % text)
        else:
            en, zh = 'last ' + WD_EN[wd], ['上周' + WD_ZH[wd]]
            d = monday(w) - dt.timedelta(days=7) + dt.timedelta(days=wd)
            if '上上周' in text:
                fail('上上周 read as 上周: %s' % text)
        if en not in low and not any(z in text for z in zh):
            fail('event words missing for %s: %s' % (ev, text))
        return d
    if kind in ('plan', 'abs'):
        d = pdate(arg)
        if not date_words_present(text, d):
            fail('date words missing for %s: %s' % (ev, text))
        if kind == 'plan' and d < w:
            fail('plan before its writing: %s' % text)
        if kind == 'abs' and d > w:
            fail('abs date after its writing: %s' % text)
        return d
    fail('unknown event code %r' % ev)


# ---------- question periods (resolved against asked_at) ----------
PERIOD_WORDS = {
    'p2w': ['the past two weeks', '最近两周'],
    'p3d': ['the past three days', '最近三天'],
    'pm': ['the past month', '最近一个月'],
    'm2': ['two months ago', '两个月前'],
    'spring': ['last spring', '去年春天'],
    'h1': ['the first half of this year', '今年上半年'],
    'qq': ['the quarter before last', '上上个季度'],
    'tq': ['this quarter', '这个季度'],
}


def resolve_period(code, asked):
    a = asked.date()
    if code == 'p2w':
        return a - dt.timedelta(days=14), a
    if code == 'p3d':
        return a - dt.timedelta(days=3), a
    if code == 'pm':
        return add_months(a, -1), a
    if code == 'm2':
        s = add_months(D(a.year, a.month, 1), -2)
        return s, month_end(s)
    if code == 'spring':
        return D(a.year - 1, 3, 1), D(a.year - 1, 5, 31)
    if code == 'h1':
        return D(a.year, 1, 1), D(a.year, 6, 30)
    if code == 'qq':
        s = add_months(qstart(a), -6)
        return s, add_months(s, 3) - dt.timedelta(days=1)
    if code == 'tq':
        return qstart(a), a
    fail('unknown period code %r' % code)


# ---------- topics ----------
def tags(tag):
    """'fee=40|day=sat' -> [(False,'fee','40'), ...]; 'other:fee' -> [(True,'fee',None)]"""
    out = []
    if not tag:
        return out
    neg = tag.startswith('other:')
    if neg:
        tag = tag[6:]
    for part in tag.split('|'):
        name, _, val = part.partition('=')
        out.append((neg, name, val or None))
    return out


def statements(h, topic):
    """[(i, value)] of non-negative statements of topic, in list order."""
    return [(i, v) for i, m in enumerate(h['mems']) for (neg, n, v) in tags(m[2]) if n == topic and not neg]


def negatives(h, topic):
    return [i for i, m in enumerate(h['mems']) for (neg, n, v) in tags(m[2]) if n == topic and neg]


def run_back(st, k):
    """statements in the unbroken same-value run ending at position k of st, newest first."""
    out = [st[k][0]]
    j = k - 1
    while j >= 0 and st[j][1] == st[k][1]:
        out.append(st[j][0]); j -= 1
    return out


def derive_current(h, topic):
    st = statements(h, topic)
    if not st:
        fail('current question on a topic with no statement: %s %s' % (h['id'], topic))
    exp = run_back(st, len(st) - 1)
    pairs = []
    older = [i for i, v in st if v != st[-1][1]]
    if older:
        pairs.append((exp[0], older[-1]))
    for n in negatives(h, topic):
        pairs.append((exp[0], n))
    return exp, pairs


def derive_state(h, topic, p0, p1):
    st = statements(h, topic)
    day = lambda i: pdt(h['mems'][i][0]).date()
    inside = [k for k in range(len(st)) if p0 <= day(st[k][0]) <= p1]
    before = [k for k in range(len(st)) if day(st[k][0]) < p0]
    if inside:
        exp = [st[k][0] for k in reversed(inside)]
        if before:
            exp.append(st[before[-1]][0])
        last = inside[-1]
    elif before:
        exp = run_back(st, before[-1])
        last = before[-1]
    else:
        fail('state question with nothing said by the period end: %s %s' % (h['id'], topic))
    pairs = []
    for k in range(last + 1, len(st)):
        if st[k][1] != st[last][1]:
            pairs.append((exp[0], st[k][0]))
            break
    return exp, pairs


# ---------- building and checking ----------
KINDS = ('current', 'dated', 'relative', 'when')


def ev_table(h):
    """[(i, event_date, topic, is_plan)] for coded memories, checking words."""
    out = []
    for i, m in enumerate(h['mems']):
        if m[3]:
            d = resolve_event(m[3], pdt(m[0]), m[1])
            tp = tags(m[2])[0][1] if tags(m[2]) else ''
            out.append((i, d, tp, m[3].startswith('plan')))
    return out


def superseded(evs):
    """indices of plans superseded by a later coded memory of the same topic with another date."""
    sup = []
    for k, (i, d, tp, pl) in enumerate(evs):
        if pl and any(tp2 == tp and d2 != d for (i2, d2, tp2, _) in evs[k + 1:]):
            sup.append(i)
    return sup


def check_history(h, hn):
    if h['id'] != 'h%02d' % hn:
        fail('history id out of order: %s' % h['id'])
    if h['lang'] not in ('en', 'zh'):
        fail('bad language tag %r' % h['lang'])
    prev = None
    for m in h['mems']:
        if len(m) != 4:
            fail('memory tuple shape: %r' % (m,))
        w = pdt(m[0])
        if prev and w < prev:
            fail('memories not in written order in %s' % h['id'])
        prev = w
        if h['lang'] == 'en' and CJK.search(m[1]):
            fail('CJK in en memory: %s' % m[1])
        if h['lang'] == 'zh' and not CJK.search(m[1]):
            fail('no CJK in zh memory: %s' % m[1])
    texts = [m[1] for m in h['mems']]
    for t in texts:
        if texts.count(t) > 1:
            fail('duplicate memory text: %s' % t)
    if not any(m[2] and m[2].startswith('other:') for m in h['mems']):
        fail('no hard negative in %s' % h['id'])
    return prev


def build_question(h, q, asked, last_written, evs, sup):
    if len(q) not in (6, 7):
        fail('question tuple shape: %r' % (q,))
    query, kind, exp, topic, period, mode = q[:6]
    n = len(h['mems'])
    if kind not in KINDS:
        fail('bad kind %r' % kind)
    if asked < last_written:
        fail('asked_at before last memory in %s' % h['id'])
    if h['lang'] == 'en' and CJK.search(query):
        fail('CJK query in en history: %s' % query)
    if h['lang'] == 'zh' and not CJK.search(query):
        fail('English query in zh history: %s' % query)
    pairs = []
    per = None
    ans = None
    evd = dict((i, d) for (i, d, tp, pl) in evs)
    if kind == 'current':
        if period is not None or mode is not None:
            fail('current question with a period: %s' % query)
        if exp is not None:
            fail('current question must leave expected to the rule: %s' % query)
        exp, pairs = derive_current(h, topic)
        if not any(b in negatives(h, topic) for a, b in pairs):
            h.setdefault('_noneg', []).append(query)
        else:
            h['_hasneg'] = True
    elif kind in ('dated', 'relative'):
        if mode not in ('event', 'state'):
            fail('dated/relative question without a mode: %s' % query)
        if kind == 'relative':
            if not isinstance(period, str):
                fail('relative question with an explicit period: %s' % query)
            if not any(x in query.lower() for x in PERIOD_WORDS.get(period, [])):
                if period not in PERIOD_WORDS:
                    fail('unknown period code %r' % period)
                fail('period words not in query: %s' % query)
            p0, p1 = resolve_period(period, asked)
        else:
            if isinstance(period, str) or period is None:
                fail('dated question with a coded period: %s' % query)
            p0, p1 = pdate(period[0]), pdate(period[1])
        if p1 < p0:
            fail('empty period: %s' % query)
        if p0 > asked.date():
            fail('period starts after asked_at: %s' % query)
        per = (p0, p1)
        if mode == 'state':
            if exp is not None:
                fail('state question must leave expected to the rule: %s' % query)
            exp, pairs = derive_state(h, topic, p0, p1)
        else:
            if exp is None:
                fail('event question leaving expected to the rule: %s' % query)
            exp = [e - 1 for e in exp]
            for e in exp:
                if e not in evd:
                    fail('event expected without an event: %s m%d' % (query, e + 1))
                if not (p0 <= evd[e] <= p1):
                    fail('event outside the period: %s m%d' % (query, e + 1))
                if e in sup:
                    fail('event question expects a superseded plan: %s' % query)
            want = [i for (i, d, tp, pl) in evs if p0 <= d <= p1 and i not in sup
                    and (topic == '*' or tp == topic)]
            for i in want:
                if i not in exp:
                    fail('event question missing an event in its period: %s m%d' % (query, i + 1))
    else:  # when
        if period is not None or mode is not None:
            fail('when question with a period: %s' % query)
        if exp is None:
            fail('when question leaving expected to the rule: %s' % query)
        exp = [e - 1 for e in exp]
        if exp and exp[0] not in evd:
            fail('when answer without an event: %s' % query)
        for e in exp:
            if e in sup:
                fail('when question expects a superseded plan: %s' % query)
        if exp:
            d = evd[exp[0]]
            if d > asked.date():
                fail('when answer after asked_at: %s' % query)
            ans = (d, d)
    if len(q) == 7:
        pairs = pairs + [(a - 1, b - 1) for a, b in q[6]]
    if not exp:
        fail('empty expected: %s' % query)
    for e in exp:
        if not (0 <= e < n):
            fail('unknown key in %s' % query)
    if len(set(exp)) != len(exp):
        fail('duplicate in expected: %s' % query)
    for a, b in pairs:
        if a == b:
            fail('pair puts a memory above itself: %s' % query)
        if b in exp:
            fail('outranked memory also expected: %s' % query)
        if not (0 <= b < n):
            fail('unknown key in pair: %s' % query)
    if kind == 'current':
        for a, b in pairs:
            if b not in negatives(h, topic) and b not in [i for i, v in statements(h, topic)]:
                fail('cross-topic pair: %s' % query)
        ws = [pdt(h['mems'][e][0]) for e in exp]
        if ws != sorted(ws, reverse=True):
            fail('current expected has older before newer: %s' % query)
        for a, b in pairs:
            if b not in negatives(h, topic) and pdt(h['mems'][b][0]) > pdt(h['mems'][a][0]):
                fail('older-above-newer pair: %s' % query)
    return exp, pairs, per, ans


def build(histories, min_h=20, min_q=200):
    if len(histories) < min_h:
        fail('too few histories: %d' % len(histories))
    out_h, out_q = [], []
    qn = 0
    seen_q = []
    for hn, h in enumerate(histories, 1):
        h = dict(h)
        last = check_history(h, hn)
        evs = ev_table(h)
        sup = superseded(evs)
        for (i, d, tp, pl) in evs:
            m = h['mems'][i]
            if not m[3].split(':')[0] in FUTURE and m[3] not in ('d0',) and d > pdt(m[0]).date():
                fail('past event after its writing: %s' % m[1])
        anchor = pdt(h['anchor'])
        mems = [{'key': 'm%d' % (i + 1), 'written_at': pdt(m[0]).isoformat(), 'text': m[1]}
                for i, m in enumerate(h['mems'])]
        out_h.append({'id': h['id'], 'lang': h['lang'], 'memories': mems})
        for k, q in enumerate(h['qs']):
            asked = anchor + dt.timedelta(minutes=3 * k)
            if (h['id'], q[0]) in seen_q:
                fail('duplicate question: %s' % q[0])
            seen_q.append((h['id'], q[0]))
            exp, pairs, per, ans = build_question(h, q, asked, last, evs, sup)
            qn += 1
            o = {'id': 'q%03d' % qn, 'history': h['id'], 'asked_at': asked.isoformat(),
                 'query': q[0], 'kind': q[1], 'expected': ['m%d' % (e + 1) for e in exp]}
            if pairs:
                o['outranks'] = [['m%d' % (a + 1), 'm%d' % (b + 1)] for a, b in pairs]
            if per:
                o['period'] = [per[0].isoformat(), per[1].isoformat()]
                o['period_mode'] = q[5]
            if ans:
                o['answer_period'] = [ans[0].isoformat(), ans[1].isoformat()]
            o['split'] = 'heldout' if hn % 3 == 0 else 'tune'
            out_q.append(o)
        if not h.get('_hasneg'):
            fail('no current question with a hard-negative pair in %s' % h['id'])
    if len(out_q) < min_q:
        fail('too few questions: %d' % len(out_q))
    return {'version': 1, 'histories': out_h, 'questions': out_q}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1) + '\n'
