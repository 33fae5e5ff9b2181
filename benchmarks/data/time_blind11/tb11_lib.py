"""time_blind11 library: dates, event/period resolution, derived labels, checks, JSON layout."""
import datetime as dt, json, re, hashlib, os
D = dt.date
MON_EN = ['January','February','March','April','May','June','July','August','September','October','November','December']
WD_EN = ['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']
WD_ZH = '一二三四五六日'
CJK = re.compile('[\u4e00-\u9fff]')

class CheckFailed(Exception):
    pass

def fail(msg):
    raise CheckFailed(msg)

def pdt(s):
    return dt.datetime.strptime(s, '%Y-%m-%d %H:%M')

def addm(d, n):
    y, m = divmod(d.year * 12 + d.month - 1 + n, 12)
    import calendar
    return D(y, m + 1, min(d.day, calendar.monthrange(y, m + 1)[1]))

def mend(y, m):
    return addm(D(y, m, 1), 1) - dt.timedelta(days=1)

# memory event codes: words that must be present (and absent)
EV_WORDS = {
    'd-1': (['yesterday', '昨天'], ['day before yesterday', '前天昨天']),
    'd-2': (['the day before yesterday', '前天'], []),
    'd-3': (['three days ago', '三天前'], []),
    'd-7': (['a week ago', '一周前'], []),
    'd-14': (['two weeks ago', '两周前'], []),
    'd0': (['this morning', '今早'], []),
    'd+1': (['tomorrow', '明天'], ['day after tomorrow']),
    'd+2': (['the day after tomorrow', '后天'], ['大后天']),
    'd+5': (['in five days', '五天后'], []),
}

def ev_date(wa, code):
    d = pdt(wa).date()
    if code in EV_WORDS:
        return d + dt.timedelta(days=int(code[1:]))
    if code.startswith('nw:'):
        n = int(code[3:])
        return d - dt.timedelta(days=d.weekday()) + dt.timedelta(days=7 + n)
    if code.startswith('plan:'):
        return D.fromisoformat(code[5:])
    fail('unknown event code %s' % code)

def check_ev_words(wa, text, code, lang):
    t = text.lower()
    if code in EV_WORDS:
        need, bad = EV_WORDS[code]
        if not any(w in t for w in need):
            fail('event words missing for %s: %s' % (code, text))
        for b in bad:
            if b in t:
                fail('wrong event word %r for %s: %s' % (b, code, text))
        if code == 'd-1' and '前天' in t:
            fail('前天 coded as d-1: %s' % text)
        if code == 'd+1' and '后天' in t:
            fail('后天 coded as d+1: %s' % text)
        if code == 'd+2' and '大后天' in t:
            fail('大后天 coded as d+2: %s' % text)
    elif code.startswith('nw:'):
        n = int(code[3:])
        if ('next ' + WD_EN[n].lower()) not in t and ('下周' + WD_ZH[n]) not in t:
            fail('event words missing for %s: %s' % (code, text))
        if '下下周' in t:
            fail('下下周 coded as nw: %s' % text)
    elif code.startswith('plan:'):
        d = D.fromisoformat(code[5:])
        en = ('%d %s' % (d.day, MON_EN[d.month - 1])).lower()
        zh = '%d月%d日' % (d.month, d.day)
        if en not in t and zh not in t:
            fail('event words missing for %s: %s' % (code, text))
        if d < pdt(wa).date():
            fail('plan before its writing: %s' % text)
    else:
        fail('unknown event code %s' % code)

# question period codes: (en words, zh words)
PER_WORDS = {
    'lm': ('last month', '上个月'), 'm-3': ('three months ago', '三个月前'),
    'lq': ('last quarter', '上个季度'), 'ly': ('last year', '去年'),
    'h2ly': ('the second half of last year', '去年下半年'), 'p10': ('in the past ten days', '最近十天'),
    'lw': ('last week', '上周'), 'tm': ('this month', '这个月'), 'ytd': ('so far this year', '今年以来'),
}

def per(code, asked):
    a = pdt(asked).date()
    if code == 'lm':
        s = addm(D(a.year, a.month, 1), -1); return s, mend(s.year, s.month)
    if code == 'm-3':
        s = addm(D(a.year, a.month, 1), -3); return s, mend(s.year, s.month)
    if code == 'lq':
        q = (a.month - 1) // 3; s = addm(D(a.year, q * 3 + 1, 1), -3); return s, addm(s, 3) - dt.timedelta(days=1)
    if code == 'ly':
        return D(a.year - 1, 1, 1), D(a.year - 1, 12, 31)
    if code == 'h2ly':
        return D(a.year - 1, 7, 1), D(a.year - 1, 12, 31)
    if code == 'p10':
        return a - dt.timedelta(days=10), a
    if code == 'lw':
        s = a - dt.timedelta(days=a.weekday() + 7); return s, s + dt.timedelta(days=6)
    if code == 'tm':
        return D(a.year, a.month, 1), a
    if code == 'ytd':
        return D(a.year, 1, 1), a
    fail('unknown period code %s' % code)

def parse_tags(tags):
    facts, neg, ev = {}, [], None
    for part in [p for p in tags.split('|') if p]:
        if part.startswith('other:'):
            neg.append(part[6:])
        elif part.startswith('ev:'):
            ev = part[3:]
        elif '=' in part:
            k, v = part.split('=', 1); facts[k] = v
        else:
            fail('bad tag %r' % part)
    return facts, neg, ev

def mems_info(h):
    out = []
    for i, m in enumerate(h['mems']):
        if len(m) not in (4, 5):
            fail('bad memory tuple shape in %s' % h['id'])
        facts, neg, ev = parse_tags(m[2])
        out.append(dict(n=i + 1, wa=m[0], d=pdt(m[0]).date(), text=m[1], facts=facts, neg=neg,
                        evt=ev, code=m[3], whenq=m[4] if len(m) == 5 else None))
    return out

def stmts(info, topic):
    return [m for m in info if topic in m['facts']]

def derive_current(info, topic):
    st = stmts(info, topic)
    if not st:
        fail('current question on unknown topic %s' % topic)
    cur = st[-1]; v = cur['facts'][topic]; exp = [cur['n']]; pairs = []
    k = len(st) - 2
    while k >= 0 and st[k]['facts'][topic] == v:
        exp.append(st[k]['n']); k -= 1
    if k >= 0:
        pairs.append((cur['n'], st[k]['n']))
    for m in info:
        if topic in m['neg']:
            pairs.append((cur['n'], m['n']))
    return exp, pairs

def derive_state(info, topic, s, e):
    st = stmts(info, topic)
    inside = [m for m in st if s <= m['d'] <= e]
    before = [m for m in st if m['d'] < s]
    exp = [m['n'] for m in reversed(inside)]
    if before:
        b = before[-1]; exp.append(b['n'])
        if not inside:
            v = b['facts'][topic]; k = st.index(b) - 1
            while k >= 0 and st[k]['facts'][topic] == v:
                exp.append(st[k]['n']); k -= 1
    if not exp:
        fail('state question with nothing said by the period end: %s' % topic)
    last = (inside or before)[-1]; pairs = []
    for m in st:
        if m['d'] > e and m['facts'][topic] != last['facts'][topic]:
            pairs.append((last['n'], m['n'])); break
    return exp, pairs

def events(info):
    """coded events that are not superseded plans: list of (n, date, topic)"""
    out = []
    for m in info:
        if m['code']:
            if not m['evt']:
                fail('coded memory without ev: tag m%d' % m['n'])
            dte = ev_date(m['wa'], m['code'])
            sup = False
            if m['code'].startswith('plan:'):
                for l in info:
                    if l['n'] > m['n'] and l['evt'] == m['evt'] and l['code'] and ev_date(l['wa'], l['code']) != dte:
                        sup = True
            out.append(dict(n=m['n'], d=dte, topic=m['evt'], sup=sup, m=m))
    return out

def fmt_wa(s):
    return pdt(s).strftime('%Y-%m-%dT%H:%M:00+00:00')
