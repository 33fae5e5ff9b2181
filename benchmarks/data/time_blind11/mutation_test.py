"""Breaks the data (and built questions) in many ways; each break must be caught by its check."""
import sys, os, copy, importlib
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_time_blind11 as M
from tb11_lib import CheckFailed, D

def load():
    hs = []
    for f in M.FILES:
        hs.extend(copy.deepcopy(importlib.import_module(f).HISTORIES))
    return hs

def H(hs, hid): return [h for h in hs if h['id'] == hid][0]

def setmem(h, n, text=None, tags=None, code=None, keep=True):
    m = list(h['mems'][n - 1])
    if text is not None: m[1] = text
    if tags is not None: m[2] = tags
    if code is not None: m[3] = code
    h['mems'][n - 1] = tuple(m)

def rep(h, n, a, b):
    setmem(h, n, text=h['mems'][n - 1][1].replace(a, b))

DATA = []
def data(name, msg):
    def deco(f): DATA.append((name, msg, f)); return f
    return deco

@data('remove yesterday', 'event words missing')
def _(hs): rep(H(hs, 'h01'), 12, 'yesterday', 'last weekend')
@data('yesterday -> day before yesterday', 'wrong event word')
def _(hs): rep(H(hs, 'h03'), 11, 'yesterday', 'the day before yesterday')
@data('remove 昨天', 'event words missing')
def _(hs): rep(H(hs, 'h04'), 12, '昨天', '那天')
@data('昨天 -> 前天', 'event words missing')
def _(hs): rep(H(hs, 'h16'), 13, '昨天', '前天')
@data('后天 -> 大后天', 'wrong event word')
def _(hs): rep(H(hs, 'h07'), 14, '后天', '大后天')
@data('remove 前天', 'event words missing')
def _(hs): rep(H(hs, 'h10'), 13, '前天', '上次')
@data('remove the day before yesterday', 'event words missing')
def _(hs): rep(H(hs, 'h19'), 14, 'The day before yesterday', 'Recently')
@data('remove three days ago', 'event words missing')
def _(hs): rep(H(hs, 'h06'), 14, 'Three days ago', 'Recently')
@data('remove 三天前', 'event words missing')
def _(hs): rep(H(hs, 'h02'), 13, '三天前', '之前')
@data('remove a week ago', 'event words missing')
def _(hs): rep(H(hs, 'h15'), 13, 'a week ago', 'recently')
@data('remove 一周前', 'event words missing')
def _(hs): rep(H(hs, 'h04'), 14, '一周前', '之前')
@data('remove 两周前', 'event words missing')
def _(hs): rep(H(hs, 'h08'), 14, '两周前', '之前')
@data('remove this morning', 'event words missing')
def _(hs): rep(H(hs, 'h15'), 11, 'this morning', 'at last')
@data('remove 今早', 'event words missing')
def _(hs): rep(H(hs, 'h10'), 12, '今早', '那天')
@data('remove in five days', 'event words missing')
def _(hs): rep(H(hs, 'h09'), 13, 'in five days', 'soon')
@data('tomorrow -> the day after tomorrow', 'wrong event word')
def _(hs): rep(H(hs, 'h12'), 12, 'tomorrow', 'the day after tomorrow')
@data('remove 明天', 'event words missing')
def _(hs): rep(H(hs, 'h14'), 13, '明天', '过几天')
@data('remove next Thursday', 'event words missing')
def _(hs): rep(H(hs, 'h03'), 13, 'next Thursday', 'soon')
@data('下周二 -> 下下周二', '下下周')
def _(hs): rep(H(hs, 'h18'), 12, '下周二', '下下周二')
@data('remove plan date en', 'event words missing')
def _(hs): rep(H(hs, 'h01'), 10, '29 August', 'late August')
@data('remove plan date zh', 'event words missing')
def _(hs): rep(H(hs, 'h20'), 10, '10月17日', '十月中')
@data('plan before its writing', 'plan before its writing')
def _(hs): setmem(H(hs, 'h02'), 10, text='网上报名截止是9月25日。', code='plan:2026-09-25')
@data('unknown code', 'unknown event code')
def _(hs): setmem(H(hs, 'h05'), 12, code='d-9')
@data('coded without ev tag', 'without ev: tag')
def _(hs): setmem(H(hs, 'h05'), 12, tags='')
@data('memories out of order', 'out of order')
def _(hs): h = H(hs, 'h03'); h['mems'][0], h['mems'][1] = h['mems'][1], h['mems'][0]
@data('ids swapped', 'history ids out of order')
def _(hs): hs[0]['id'], hs[1]['id'] = hs[1]['id'], hs[0]['id']
@data('bad lang tag', 'bad language tag')
def _(hs): hs[3]['lang'] = 'fr'
@data('CJK in en memory', 'CJK in en memory')
def _(hs): rep(H(hs, 'h01'), 2, 'Brenda', '布伦达')
@data('English memory in zh history', 'no CJK in zh memory')
def _(hs): setmem(H(hs, 'h04'), 5, text='Nian Gao weighs 6.1 kg.')
@data('mixed history not mixed', 'is not mixed')
def _(hs): h = H(hs, 'h05'); h['lang'] = 'mixed'; h['mems'] = [m for m in h['mems'] if not M.has_cjk(m[1])]
@data('duplicate text', 'duplicate memory text')
def _(hs): setmem(H(hs, 'h06'), 2, text=H(hs, 'h06')['mems'][0][1])
@data('no hard negatives', 'no hard negative in')
def _(hs):
    h = H(hs, 'h08')
    for i, m in enumerate(h['mems']):
        if 'other:' in m[2]: setmem(h, i + 1, tags='')
@data('no hard-negative pair', 'no current question with a hard-negative pair')
def _(hs):
    h = H(hs, 'h02')
    for i, m in enumerate(h['mems']):
        if 'other:' in m[2]: setmem(h, i + 1, tags='other:zzz')
@data('zh query in en history', 'query language wrong')
def _(hs): h = H(hs, 'h06'); h['topics'][0] = ('pitch', ('zh', "五人制球队在哪踢？", "{P}五人制球队在哪踢？"))
@data('en query tagged zh', 'query language tag wrong')
def _(hs): h = H(hs, 'h05'); t, (l, c, s) = h['topics'][0]; h['topics'][0] = (t, ('zh', c, s))
@data('asked before last memory', 'asked_at before last memory')
def _(hs): H(hs, 'h09')['anchor'] = '2026-11-01 10:00'
@data('bad tag', 'bad tag')
def _(hs): setmem(H(hs, 'h11'), 2, tags='target')
@data('bad memory tuple', 'bad memory tuple shape')
def _(hs): h = H(hs, 'h11'); h['mems'][1] = h['mems'][1][:3]
@data('current on unknown topic', 'current question on unknown topic')
def _(hs): h = H(hs, 'h13'); h['topics'].append(('zzz', ('en', "What is zzz?", "What was zzz {P}?")))
@data('duplicate question', 'duplicate question')
def _(hs): h = H(hs, 'h14'); h['topics'].append(h['topics'][0])
@data('too few histories', 'too few histories')
def _(hs): del hs[10:]

# label breaks on built questions of one history
Q = []
def lab(name, msg, hid):
    def deco(f): Q.append((name, msg, hid, f)); return f
    return deco
def first(qs, kind, mode=None, pred=lambda q: True):
    for q in qs:
        if q['kind'] == kind and (mode is None or q.get('mode') == mode) and pred(q): return q
    raise AssertionError('no question for break')

@lab('event missing from event list', 'event list incomplete', 'h12')
def _(qs): q = first(qs, 'relative', 'event', lambda q: len(q['expected']) > 1); q['expected'].pop()
@lab('superseded plan in event list', 'superseded plan expected', 'h01')
def _(qs): q = first(qs, 'relative', 'event', lambda q: 12 in q['expected']); q['expected'].append(10); q['period'] = (D(2026, 7, 1), D(2026, 9, 30))
@lab('superseded plan in when list', 'superseded plan in when list', 'h01')
def _(qs): q = first(qs, 'when'); q['expected'].append(10)
@lab('event outside period', 'event outside period', 'h04')
def _(qs): q = first(qs, 'relative', 'event', lambda q: 14 in q['expected']); q['expected'].append(12)
@lab('non-event expected', 'non-event expected', 'h04')
def _(qs): q = first(qs, 'relative', 'event'); q['expected'].append(3)
@lab('when answer without event', 'when answer without event', 'h06')
def _(qs): q = first(qs, 'when'); q['expected'].insert(0, 2)
@lab('when answer after asked_at', 'when answer after asked_at', 'h06')
def _(qs): q = first(qs, 'when'); q['asked_at'] = '2026-01-01 10:00'
@lab('period on when', 'period on when question', 'h06')
def _(qs): q = first(qs, 'when'); q['period'] = (D(2026, 1, 1), D(2026, 1, 31))
@lab('period on current', 'period on current question', 'h06')
def _(qs): q = first(qs, 'current'); q['period'] = (D(2026, 1, 1), D(2026, 1, 31))
@lab('hand list on current', 'current expected not the rule', 'h07')
def _(qs): q = first(qs, 'current'); q['expected'] = [1]; q['outranks'] = []
@lab('older before newer', 'current expected not the rule', 'h01')
def _(qs): q = first(qs, 'current', pred=lambda q: len(q['expected']) > 1); q['expected'].reverse()
@lab('hand list on state', 'state expected not the rule', 'h07')
def _(qs): q = first(qs, 'dated', 'state'); q['expected'] = [n for n in range(1, 5) if n not in q['expected']][:1]
@lab('missing mode', 'period and mode required', 'h08')
def _(qs): q = first(qs, 'dated'); del q['mode']
@lab('period words missing en', 'period words missing', 'h09')
def _(qs): q = first(qs, 'relative', pred=lambda q: 'last' in q['query']); q['query'] = q['query'].replace('last ', 'some ')
@lab('上个月 -> 上上个月', '上上个月 is not 上个月', 'h08')
def _(qs): q = first(qs, 'relative', pred=lambda q: q.get('code') == 'lm' and '上个月' in q['query']); q['query'] = q['query'].replace('上个月', '上上个月')
@lab('上个季度 -> 上上个季度', '上上个季度 is not 上个季度', 'h04')
def _(qs): q = first(qs, 'relative', pred=lambda q: q.get('code') == 'lq'); q['query'] = q['query'].replace('上个季度', '上上个季度')
@lab('unknown period code', 'unknown period code', 'h09')
def _(qs): q = first(qs, 'relative'); q['code'] = 'zz'
@lab('period not the code', 'period not the code', 'h09')
def _(qs): q = first(qs, 'relative'); q['period'] = (q['period'][0].replace(day=2), q['period'][1])
@lab('coded period on dated', 'coded period on dated question', 'h10')
def _(qs): q = first(qs, 'dated'); q['code'] = 'lm'
@lab('dated words missing', 'dated words missing', 'h10')
def _(qs): q = first(qs, 'dated'); q['query'] = q['query'].replace('年', '年的')
@lab('period ends before start', 'period ends before it starts', 'h10')
def _(qs): q = first(qs, 'dated'); q['period'] = (q['period'][1], q['period'][0])
@lab('period after asked_at', 'period after asked_at', 'h10')
def _(qs): q = first(qs, 'dated'); q['period'] = (D(2027, 1, 1), D(2027, 1, 31))
@lab('empty list', 'empty expected', 'h11')
def _(qs): first(qs, 'current')['expected'] = []
@lab('duplicate in list', 'duplicate in expected', 'h11')
def _(qs): q = first(qs, 'current'); q['expected'].append(q['expected'][0])
@lab('unknown key in pair', 'unknown key in pair', 'h11')
def _(qs): q = first(qs, 'current'); q['outranks'].append((q['expected'][0], 99))
@lab('self pair', 'self pair', 'h11')
def _(qs): q = first(qs, 'current'); q['outranks'].append((q['expected'][0], q['expected'][0]))
@lab('outranked also expected', 'outranked memory also expected', 'h13')
def _(qs): q = first(qs, 'current', pred=lambda q: q['outranks']); q['expected'].append(q['outranks'][0][1])
@lab('cross-topic pair', 'cross-topic pair', 'h13')
def _(qs): q = first(qs, 'current', pred=lambda q: q['topic'] == 'boat'); q['outranks'].append((3, 2))
@lab('older-above-newer pair', 'older-above-newer pair', 'h15')
def _(qs): q = first(qs, 'current', pred=lambda q: q['topic'] == 'rentpcm'); q['outranks'].append((1, 6))
@lab('bad kind', 'bad kind', 'h14')
def _(qs): qs[0]['kind'] = 'history'
@lab('duplicate question built', 'duplicate question', 'h14')
def _(qs): qs.append(copy.deepcopy(qs[0]))

def main():
    caught = missed = 0
    M.compile_set(load(), 20, 350)
    print('unbroken data passes')
    for name, msg, f in DATA:
        hs = load(); f(hs)
        try:
            M.compile_set(hs, 20, 350); got = 'passed'
        except CheckFailed as e:
            got = str(e)
        ok = msg in got; caught += ok; missed += not ok
        print('%-8s %-40s %s' % ('caught' if ok else 'MISSED', name, got[:90]))
    try:
        M.compile_set(load(), 20, 10 ** 6); got = 'passed'
    except CheckFailed as e:
        got = str(e)
    ok = 'too few questions' in got; caught += ok; missed += not ok
    print('%-8s %-40s %s' % ('caught' if ok else 'MISSED', 'minimum of 10^6 questions', got[:90]))
    for name, msg, hid, f in Q:
        h = H(load(), hid); info, qs = M.build(h, 0)
        ev = M.events(info)
        try:
            f(qs); M.check_history(h, info, ev, qs); got = 'passed'
        except CheckFailed as e:
            got = str(e)
        ok = msg in got; caught += ok; missed += not ok
        print('%-8s %-40s %s' % ('caught' if ok else 'MISSED', name, got[:90]))
    print('%d caught, %d missed' % (caught, missed))
    sys.exit(1 if missed else 0)

main()
