"""Helpers for time_blind7: date arithmetic, event and period resolution, self-checks, layout.
Standard library only. Nothing iterates over a set or a dict whose order could change the output."""
import datetime as dt
import json
import re

CJK = re.compile(r'[\u3400-\u9fff]')
D = dt.date
EN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
ZH_DAYS = ['一', '二', '三', '四', '五', '六', '天']


class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


def has_cjk(s):
    return bool(CJK.search(s))


def pdate(s):
    return D(int(s[0:4]), int(s[5:7]), int(s[8:10]))


def pdt(s):
    # 'YYYY-MM-DD HH:MM'
    return dt.datetime(int(s[0:4]), int(s[5:7]), int(s[8:10]), int(s[11:13]), int(s[14:16]),
                       tzinfo=dt.timezone.utc)


def iso(t):
    return t.isoformat()


def month_end(y, m):
    if m == 12:
        return D(y, 12, 31)
    return D(y, m + 1, 1) - dt.timedelta(days=1)


def add_months(d, n):
    y, m = d.year, d.month + n
    while m <= 0:
        m += 12
        y -= 1
    while m > 12:
        m -= 12
        y += 1
    return D(y, m, min(d.day, month_end(y, m).day))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = 'th'
    else:
        suf = {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return '%d%s' % (n, suf)


# ---------------------------------------------------------------- memory events
REL_WORDS = {
    '0': ['this morning', 'earlier today', 'today', '今天', '今早', '今儿'],
    '-1': ['yesterday', 'last night', '昨天', '昨晚', '昨儿'],
    '-2': ['the day before yesterday', '前天'],
    '-3': ['three days ago', '大前天', '三天前'],
    '-5': ['five days ago', '五天前'],
    '-6': ['six days ago', '六天前'],
    '-7': ['a week ago', 'one week ago', '一周前', '一个礼拜前'],
    '-10': ['ten days ago', '十天前'],
    '-14': ['two weeks ago', 'a fortnight ago', '两周前', '两个礼拜前'],
    '-21': ['three weeks ago', '三周前', '三个礼拜前'],
    '+1': ['tomorrow', '明天'],
    '+2': ['the day after tomorrow', '后天'],
    'wkend': ['over the weekend', 'at the weekend', '周末'],
    'lwe': ['last weekend', '上周末', '上个周末'],
}
FUTURE_CODES = ('plan', 'nw', '+1', '+2')


def code_words(code):
    if code in REL_WORDS:
        return REL_WORDS[code]
    kind, _, arg = code.partition(':')
    if kind == 'lw':
        k = int(arg)
        return ['last ' + EN_DAYS[k], '上周' + ZH_DAYS[k], '上礼拜' + ZH_DAYS[k], '上星期' + ZH_DAYS[k]]
    if kind == 'tw':
        k = int(arg)
        return ['on ' + EN_DAYS[k], 'this ' + EN_DAYS[k], '这周' + ZH_DAYS[k], '本周' + ZH_DAYS[k],
                '这礼拜' + ZH_DAYS[k]]
    if kind == 'nw':
        k = int(arg)
        return ['next ' + EN_DAYS[k], '下周' + ZH_DAYS[k], '下礼拜' + ZH_DAYS[k], '下星期' + ZH_DAYS[k]]
    if kind == 'dom':
        n = int(arg)
        return ['the ' + ordinal(n), '%d号' % n, '%d日' % n]
    if kind == 'pdom':
        n = int(arg)
        return ['the %s of last month' % ordinal(n), '上个月%d号' % n, '上月%d号' % n, '上个月%d日' % n]
    if kind in ('plan', 'abs'):
        return [arg.partition('|')[2]]
    fail('unknown event code %r' % code)


def words_present(code, text):
    text = text.lower()
    for w in code_words(code):
        w = w.lower()
        if not w:
            continue
        i = text.find(w)
        while i >= 0:
            if code == '-2' and w == '前天' and i > 0 and text[i - 1] == '大':
                i = text.find(w, i + 1)
                continue
            if code == '+2' and w == '后天' and i > 0 and text[i - 1] == '大':
                i = text.find(w, i + 1)
                continue
            if code.startswith('dom:') and w.startswith('the ') and text[i + len(w):i + len(w) + 13] == ' of last month':
                i = text.find(w, i + 1)
                continue
            return True
    return False


def resolve_event(code, written):
    """Return (start, end) dates of the event, or raise."""
    d = written.date()
    wd = d.weekday()
    monday = d - dt.timedelta(days=wd)
    if code == 'wkend':
        if wd != 0:
            fail('weekend word off a Monday: %s' % d)
        return d - dt.timedelta(days=2), d - dt.timedelta(days=1)
    if code == 'lwe':
        if not 1 <= wd <= 4:
            fail('last weekend not written Tuesday-Friday: %s' % d)
        return monday - dt.timedelta(days=2), monday - dt.timedelta(days=1)
    if re.fullmatch(r'[+-]?\d+', code):
        x = d + dt.timedelta(days=int(code))
        return x, x
    kind, _, arg = code.partition(':')
    if kind == 'lw':
        x = monday - dt.timedelta(days=7) + dt.timedelta(days=int(arg))
        return x, x
    if kind == 'tw':
        x = monday + dt.timedelta(days=int(arg))
        if x >= d:
            fail('this-week weekday not earlier in the writing week: %s %s' % (code, d))
        return x, x
    if kind == 'nw':
        x = monday + dt.timedelta(days=7 + int(arg))
        return x, x
    if kind == 'dom':
        n = int(arg)
        if n >= d.day:
            fail('dom day not earlier in the writing month: %s %s' % (code, d))
        x = D(d.year, d.month, n)
        return x, x
    if kind == 'pdom':
        p = add_months(D(d.year, d.month, 1), -1)
        x = D(p.year, p.month, int(arg))
        return x, x
    if kind in ('plan', 'abs'):
        x = pdate(arg.partition('|')[0])
        if kind == 'abs' and x > d:
            fail('abs date after writing: %s %s' % (code, d))
        if kind == 'plan' and x < d:
            fail('plan date before writing: %s %s' % (code, d))
        return x, x
    fail('unknown event code %r' % code)


def is_future_code(code):
    return code.partition(':')[0] in FUTURE_CODES


# ---------------------------------------------------------------- question periods
PERIOD_WORDS = {
    'lq': ['last quarter', '上个季度', '上季度'],
    'lsum': ['last summer', '去年夏天'],
    'laut': ['last autumn', 'last fall', '去年秋天'],
    'h2ly': ['the second half of last year', '去年下半年'],
    'm-3': ['three months ago', '三个月前'],
    'p7': ['the past week', 'the last seven days', '最近一周', '过去一周'],
    'p60': ['the past 60 days', '最近60天', '过去60天'],
    'p6m': ['the past six months', 'the last six months', '最近半年', '过去半年'],
    'p2m': ['the past two months', 'the last two months', '最近两个月', '过去两个月'],
    'wbl': ['the week before last', '上上周'],
    'tm': ['this month', '这个月', '本月'],
    'ety': ['the start of this year', 'the beginning of this year', '今年年初', '今年初'],
}


def resolve_period(code, asked):
    a = asked.date()
    y = a.year
    if code == 'lq':
        q0 = (a.month - 1) // 3 * 3 + 1
        start = add_months(D(y, q0, 1), -3)
        return start, month_end(*add_months(start, 2).timetuple()[:2])
    if code == 'lsum':
        return D(y - 1, 6, 1), D(y - 1, 8, 31)
    if code == 'laut':
        return D(y - 1, 9, 1), D(y - 1, 11, 30)
    if code == 'h2ly':
        return D(y - 1, 7, 1), D(y - 1, 12, 31)
    if code == 'm-3':
        s = add_months(D(y, a.month, 1), -3)
        return s, month_end(s.year, s.month)
    if code == 'p7':
        return a - dt.timedelta(days=7), a
    if code == 'p60':
        return a - dt.timedelta(days=60), a
    if code == 'p6m':
        return add_months(a, -6), a
    if code == 'p2m':
        return add_months(a, -2), a
    if code == 'wbl':
        monday = a - dt.timedelta(days=a.weekday())
        return monday - dt.timedelta(days=14), monday - dt.timedelta(days=8)
    if code == 'tm':
        return D(y, a.month, 1), a
    if code == 'ety':
        return D(y, 1, 1), month_end(y, 2)
    fail('unknown period code %r' % code)


# ---------------------------------------------------------------- model
class Mem:
    def __init__(self, hid, key, written, text, topic, code):
        self.hid, self.key, self.text, self.code = hid, key, text, code
        self.written = pdt(written)
        self.neg = topic.startswith('other:')
        self.topics = (topic[6:] if self.neg else topic).split('|') if topic else []
        self.event = None


def topic_list(q_topic):
    return q_topic.split('|') if q_topic else []


def build(histories, min_hist=25, min_q=329):
    """histories: list of dicts {id, lang, anchor, mems, qs}. Returns the JSON object. Raises CheckError."""
    if len(histories) < min_hist:
        fail('too few histories: %d' % len(histories))
    out_h, out_q = [], []
    qn = 0
    for hi, h in enumerate(histories):
        hid = h['id']
        if hid != 'h%02d' % (hi + 1):
            fail('history id out of order: %s' % hid)
        lang = h['lang']
        mems = [Mem(hid, *m) for m in h['mems']]
        bykey = {}
        texts = []
        for i, m in enumerate(mems):
            if m.key in bykey:
                fail('%s duplicate key %s' % (hid, m.key))
            bykey[m.key] = m
            if m.text in texts:
                fail('%s duplicate memory text %s' % (hid, m.key))
            texts.append(m.text)
            if i and m.written <= mems[i - 1].written:
                fail('%s memories not in written_at order at %s' % (hid, m.key))
            if not m.topics:
                fail('%s memory without topic %s' % (hid, m.key))
            if m.code:
                if not words_present(m.code, m.text):
                    fail('%s %s event words missing for %s' % (hid, m.key, m.code))
                m.event = resolve_event(m.code, m.written)
                if m.event[0] > m.written.date() and not is_future_code(m.code):
                    fail('%s %s event after writing without plan' % (hid, m.key))
        # language
        mem_cjk = [has_cjk(m.text) for m in mems]
        q_cjk = [has_cjk(q[0]) for q in h['qs']]
        if lang == 'en':
            if True in mem_cjk:
                fail('%s en history has CJK memory' % hid)
            if True in q_cjk:
                fail('%s en history has CJK query' % hid)
        elif lang == 'zh':
            if False in mem_cjk:
                fail('%s zh history has English memory' % hid)
            if False in q_cjk:
                fail('%s zh history has English query' % hid)
        elif lang == 'mixed':
            if not (True in mem_cjk and False in mem_cjk):
                fail('%s mixed history lacks one language in memories' % hid)
            if not (True in q_cjk and False in q_cjk):
                fail('%s mixed history lacks one language in queries' % hid)
        else:
            fail('%s bad lang' % hid)
        last_w = mems[-1].written
        asked0 = pdt(h['anchor'])
        if asked0 < last_w:
            fail('%s asked_at before last memory' % hid)
        negs_of = {}
        for m in mems:
            if m.neg:
                for t in m.topics:
                    negs_of.setdefault(t, []).append(m)

        def stmts(t):
            return [m for m in mems if (not m.neg) and t in m.topics]

        seen_q = []
        has_neg_pair = False
        for qi, q in enumerate(h['qs']):
            query, kind, expected, qtopic, period, mode = q[:6]
            extra = list(q[6]) if len(q) > 6 else []
            qid_txt = '%s q%d %r' % (hid, qi + 1, query)
            if query in seen_q:
                fail('%s duplicate question' % qid_txt)
            seen_q.append(query)
            asked = asked0 + dt.timedelta(minutes=3 * qi)
            if not expected:
                fail('%s empty expected' % qid_txt)
            if len(set(expected)) != len(expected):
                fail('%s duplicate in expected' % qid_txt)
            for k in expected:
                if k not in bykey:
                    fail('%s unknown key %s' % (qid_txt, k))
            ex = [bykey[k] for k in expected]
            pairs = []
            obj = {'id': None, 'history': hid, 'asked_at': iso(asked), 'query': query, 'kind': kind,
                   'expected': list(expected)}
            topics = topic_list(qtopic)
            if kind == 'current':
                if period is not None:
                    fail('%s current question with period' % qid_txt)
                t = topics[0]
                st = stmts(t)
                if not st:
                    fail('%s no statements of topic %s' % (qid_txt, t))
                if ex[0] is not st[-1]:
                    fail('%s current expected is not the newest statement of %s' % (qid_txt, t))
                for a, b in zip(ex, ex[1:]):
                    if (not a.neg) and (not b.neg) and t in b.topics and b.written > a.written:
                        fail('%s expected lists an older statement before a newer one' % qid_txt)
                older = [m for m in st[:-1] if m.key not in expected]
                if older:
                    pairs.append([ex[0].key, older[-1].key])
                for n in negs_of.get(t, []):
                    if n.key not in expected:
                        pairs.append([ex[0].key, n.key])
                        has_neg_pair = True
            elif kind in ('dated', 'relative'):
                if period is None or mode not in ('state', 'event'):
                    fail('%s dated/relative without period or mode' % qid_txt)
                if kind == 'relative':
                    if not isinstance(period, str):
                        fail('%s relative question with explicit period' % qid_txt)
                    if not any(w.lower() in query.lower() for w in PERIOD_WORDS.get(period, [])):
                        fail('%s period words for %s not in query' % (qid_txt, period))
                    ps, pe = resolve_period(period, asked)
                else:
                    if isinstance(period, str):
                        fail('%s dated question with coded period' % qid_txt)
                    ps, pe = pdate(period[0]), pdate(period[1])
                if ps > pe:
                    fail('%s empty period' % qid_txt)
                if ps > asked.date():
                    fail('%s period starts after asked_at' % qid_txt)
                if pe > asked.date():
                    pe_eff = asked.date()
                else:
                    pe_eff = pe
                if mode == 'state':
                    t = topics[0]
                    st = stmts(t)
                    by_end = [m for m in st if m.written.date() <= pe]
                    for m in ex:
                        if m.written.date() > pe:
                            fail('%s state expected written after the period' % qid_txt)
                    if not by_end:
                        fail('%s no statement by period end' % qid_txt)
                    if ex[0] is not by_end[-1]:
                        fail('%s state expected is not the last statement by the period end' % qid_txt)
                    before = [m for m in st if m.written.date() < ps]
                    if ex[0].written.date() >= ps and before and before[-1].key not in expected:
                        fail('%s period covers a change but misses the fact at its start' % qid_txt)
                    for m in ex:
                        if t not in m.topics or m.neg:
                            fail('%s state expected off topic' % qid_txt)
                    after = [m for m in st if m.written.date() > pe]
                    if after:
                        pairs.append([ex[0].key, after[0].key])
                else:
                    for m in ex:
                        if m.event is None or m.event[1] < ps or m.event[0] > pe:
                            fail('%s event expected %s outside the period' % (qid_txt, m.key))
                obj['period'] = [ps.isoformat(), pe.isoformat()]
                obj['period_mode'] = mode
            elif kind == 'when':
                if period is not None:
                    fail('%s when question with period' % qid_txt)
                if ex[0].event is None:
                    fail('%s when answer without an event' % qid_txt)
                s, e = ex[0].event
                if e > asked.date():
                    fail('%s when answer after asked_at' % qid_txt)
                obj['answer_period'] = [s.isoformat(), e.isoformat()]
            else:
                fail('%s bad kind %s' % (qid_txt, kind))
            # extra pairs (the data uses none; the mutation test plants some)
            for a, b in extra:
                pairs.append([a, b])
            outp = []
            for a, b in pairs:
                if a not in bykey or b not in bykey:
                    fail('%s unknown key in pair' % qid_txt)
                if a == b:
                    fail('%s pair puts a memory above itself' % qid_txt)
                if b in expected:
                    fail('%s outranked memory also expected' % qid_txt)
                ma, mb = bykey[a], bykey[b]
                if kind == 'current':
                    t = topics[0]
                    if not (t in mb.topics) or not (t in ma.topics):
                        fail('%s cross-topic pair' % qid_txt)
                    if (not mb.neg) and mb.written > ma.written:
                        fail('%s pair puts an older memory above a newer one' % qid_txt)
                if [a, b] not in outp:
                    outp.append([a, b])
            if outp:
                obj['outranks'] = outp
            obj['split'] = 'heldout' if (hi + 1) % 3 == 0 else 'tune'
            out_q.append(obj)
        if not has_neg_pair:
            fail('%s no current question pairs a hard negative' % hid)
        out_h.append({'id': hid, 'lang': lang,
                      'memories': [{'key': m.key, 'written_at': iso(m.written), 'text': m.text}
                                   for m in mems]})
    if len(out_q) < min_q:
        fail('too few questions: %d' % len(out_q))
    for i, q in enumerate(out_q):
        q['id'] = 'q%03d' % (i + 1)
    # key order
    order = ['id', 'history', 'asked_at', 'query', 'kind', 'expected', 'outranks', 'period',
             'period_mode', 'answer_period', 'split']
    out_q = [{k: q[k] for k in order if k in q} for q in out_q]
    return {'version': 1, 'histories': out_h, 'questions': out_q}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1) + '\n'
