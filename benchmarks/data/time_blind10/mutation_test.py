"""Break the data in many ways; each break must be caught by the check meant for it. stdlib only."""
import sys
sys.dont_write_bytecode = True
import copy
import tb10_lib as L
import data_a, data_b, data_c, data_d, data_e

BASE = data_a.HISTORIES + data_b.HISTORIES + data_c.HISTORIES + data_d.HISTORIES + data_e.HISTORIES


def H(hs, hid):
    return [h for h in hs if h['id'] == hid][0]


def mem(hs, hid, n, text=None, tag=None, ev=None, when=None):
    h = H(hs, hid)
    m = list(h['mems'][n - 1])
    if text is not None:
        m[1] = text(m[1]) if callable(text) else text
    if tag is not None:
        m[2] = tag
    if ev is not None:
        m[3] = ev
    if when is not None:
        m[0] = when
    h['mems'][n - 1] = tuple(m)


def q(hs, hid, n, **kw):
    h = H(hs, hid)
    t = list(h['qs'][n - 1])
    names = ['query', 'kind', 'exp', 'topic', 'period', 'mode', 'extra']
    for k, v in kw.items():
        i = names.index(k)
        while len(t) <= i:
            t.append([])
        t[i] = v
    h['qs'][n - 1] = tuple(t)


def addq(hs, hid, t):
    H(hs, hid)['qs'].append(t)


def rep(a, b):
    return lambda s: s.replace(a, b)


def swap_mems(hs):
    ms = H(hs, 'h01')['mems']
    ms[0], ms[1] = ms[1], ms[0]


def swap_ids(hs):
    hs[0]['id'], hs[1]['id'] = 'h02', 'h01'


def no_negs(hs):
    for i, m in enumerate(H(hs, 'h01')['mems']):
        if m[2] and m[2].startswith('other:'):
            mem(hs, 'h01', i + 1, tag='x' + m[2][6:])


def drop_neg_currents(hs):
    h = H(hs, 'h01')
    h['qs'] = [t for t in h['qs'] if t[3] not in ('fee', 'site')]


BREAKS = [
 ("'yesterday' removed", lambda hs: mem(hs, 'h01', 9, rep('yesterday', 'on the day')), 'event words missing'),
 ("'yesterday' -> 'the day before yesterday'", lambda hs: mem(hs, 'h01', 9, rep('yesterday', 'the day before yesterday')), 'day before yesterday'),
 ("'四天前' removed", lambda hs: mem(hs, 'h05', 14, rep('四天前', '前几天')), 'event words missing'),
 ("'four days ago' removed", lambda hs: mem(hs, 'h12', 14, rep('Four days ago', 'Recently')), 'event words missing'),
 ("'上周六' -> '上上周六'", lambda hs: mem(hs, 'h11', 15, rep('上周六', '上上周六')), '上上周 read as 上周'),
 ("'上周六' -> '周六'", lambda hs: mem(hs, 'h11', 15, rep('上周六', '周六')), 'event words missing'),
 ("'大后天' removed", lambda hs: mem(hs, 'h02', 15, rep('大后天', '过几天')), 'event words missing'),
 ("'Tomorrow' removed", lambda hs: mem(hs, 'h10', 15, rep('Tomorrow', 'On Friday')), 'event words missing'),
 ("'Tomorrow' -> 'The day after tomorrow'", lambda hs: mem(hs, 'h10', 15, rep('Tomorrow', 'The day after tomorrow')), 'day after tomorrow'),
 ("'明晚' removed", lambda hs: mem(hs, 'h07', 16, rep('明晚', '周末')), 'event words missing'),
 ("'这周六' removed", lambda hs: mem(hs, 'h16', 16, rep('这周六', '周末')), 'event words missing'),
 ("'这周六' written on the Saturday", lambda hs: mem(hs, 'h16', 16, when='2026-05-30 08:00'), 'this-week day not after writing'),
 ("'两个月前' removed", lambda hs: mem(hs, 'h16', 15, rep('两个月前', '之前')), 'event words missing'),
 ("'two months ago' removed", lambda hs: mem(hs, 'h06', 13, rep('two months ago', 'at some point')), 'event words missing'),
 ("'ten days ago' removed", lambda hs: mem(hs, 'h03', 15, rep('Ten days ago', 'Recently')), 'event words missing'),
 ("'十天前' removed", lambda hs: mem(hs, 'h14', 15, rep('十天前', '前阵子')), 'event words missing'),
 ("'in two weeks' removed", lambda hs: mem(hs, 'h12', 11, rep('in two weeks', 'soon')), 'event words missing'),
 ("'两周后' removed", lambda hs: mem(hs, 'h04', 12, rep('两周后', '过阵子')), 'event words missing'),
 ("'today' removed", lambda hs: mem(hs, 'h15', 2, rep('today', 'at last')), 'event words missing'),
 ("'tonight' removed", lambda hs: mem(hs, 'h19', 9, rep('tonight', 'recently')), 'event words missing'),
 ("plan date words removed", lambda hs: mem(hs, 'h01', 7, rep('14 April', 'mid-April')), 'date words missing'),
 ("zh plan date words removed", lambda hs: mem(hs, 'h20', 7, rep('4月9日', '下个月')), 'date words missing'),
 ("plan dated before its writing", lambda hs: mem(hs, 'h01', 7, rep('14 April', '1 March'), ev='plan:2026-03-01'), 'plan before its writing'),
 ("plan turned into abs for a future date", lambda hs: mem(hs, 'h01', 7, ev='abs:2026-04-14'), 'abs date after its writing'),
 ("unknown event code", lambda hs: mem(hs, 'h01', 14, ev='d-99'), 'unknown event code'),
 ("'tomorrow' memory coded as yesterday", lambda hs: mem(hs, 'h17', 16, ev='d-1'), 'event words missing'),
 ("memories out of order", swap_mems, 'not in written order'),
 ("English memory in zh history", lambda hs: mem(hs, 'h02', 4, text='Practice is on Tuesday and Thursday evenings.'), 'no CJK in zh memory'),
 ("CJK in en memory", lambda hs: mem(hs, 'h01', 2, rep('Bramley Lane', '布拉姆利巷')), 'CJK in en memory'),
 ("CJK query in en history", lambda hs: q(hs, 'h01', 1, query='蜂会会费现在多少？'), 'CJK query in en history'),
 ("English query in zh history", lambda hs: q(hs, 'h02', 1, query='Who is my driving coach now?'), 'English query in zh history'),
 ("duplicate memory text", lambda hs: mem(hs, 'h01', 2, text=H(hs, 'h01')['mems'][2][1]), 'duplicate memory text'),
 ("hard negatives turned into ordinary memories", no_negs, 'no hard negative'),
 ("current questions with a hard-negative pair removed", drop_neg_currents, 'no current question with a hard-negative pair'),
 ("event question missing an event", lambda hs: q(hs, 'h01', 7, exp=[9]), 'missing an event'),
 ("event question expecting a superseded plan", lambda hs: q(hs, 'h13', 7, exp=[9, 8, 7]), 'event question expects a superseded plan'),
 ("when question expecting a superseded plan", lambda hs: q(hs, 'h13', 12, exp=[9, 8, 7]), 'when question expects a superseded plan'),
 ("event outside the period", lambda hs: q(hs, 'h01', 9, exp=[14, 9]), 'event outside the period'),
 ("event expected without an event", lambda hs: q(hs, 'h01', 9, exp=[14, 2]), 'event expected without an event'),
 ("when answer without an event", lambda hs: q(hs, 'h01', 12, exp=[2]), 'when answer without an event'),
 ("when answer after asked_at", lambda hs: addq(hs, 'h09', ("社区医生哪天上门？", 'when', [16], None, None, None)), 'when answer after asked_at'),
 ("when question with a period", lambda hs: q(hs, 'h01', 12, period='p2w', mode='event'), 'when question with a period'),
 ("current question with a period", lambda hs: q(hs, 'h01', 1, period='p2w', mode='state'), 'current question with a period'),
 ("current question with a hand list", lambda hs: q(hs, 'h01', 1, exp=[10]), 'current question must leave expected'),
 ("state question with a hand list", lambda hs: q(hs, 'h01', 6, exp=[1]), 'state question must leave expected'),
 ("event question leaving expected to the rule", lambda hs: q(hs, 'h01', 7, exp=None), 'event question leaving expected'),
 ("when question leaving expected to the rule", lambda hs: q(hs, 'h01', 11, exp=None), 'when question leaving expected'),
 ("event question without a mode", lambda hs: q(hs, 'h01', 7, mode=None), 'without a mode'),
 ("relative question with an explicit period", lambda hs: q(hs, 'h01', 9, period=('2026-06-04', '2026-06-18')), 'relative question with an explicit period'),
 ("period words not in query", lambda hs: q(hs, 'h01', 9, query='What did I do with the bees lately?'), 'period words not in query'),
 ("'上上个季度' -> '上个季度'", lambda hs: q(hs, 'h02', 9, query='上个季度驾校学费是多少？'), 'period words not in query'),
 ("'最近两周' -> '最近'", lambda hs: q(hs, 'h02', 7, query='最近考试有什么消息？'), 'period words not in query'),
 ("unknown period code", lambda hs: q(hs, 'h01', 9, period='p9y'), 'unknown period code'),
 ("dated question with a coded period", lambda hs: q(hs, 'h01', 6, period='m2'), 'dated question with a coded period'),
 ("period ending before it starts", lambda hs: q(hs, 'h01', 6, period=('2026-01-31', '2026-01-01')), 'empty period'),
 ("period after asked_at", lambda hs: q(hs, 'h01', 6, period=('2026-07-01', '2026-07-31')), 'period starts after asked_at'),
 ("state question with nothing said by the period end", lambda hs: q(hs, 'h08', 6, period=('2025-01-01', '2025-01-31')), 'nothing said by the period end'),
 ("current question on an unknown topic", lambda hs: q(hs, 'h01', 1, topic='nosuch'), 'no statement'),
 ("asked_at before the last memory", lambda hs: H(hs, 'h01').update(anchor='2026-06-15 00:00'), 'asked_at before last memory'),
 ("bad kind", lambda hs: q(hs, 'h01', 1, kind='latest'), 'bad kind'),
 ("bad language tag", lambda hs: H(hs, 'h01').update(lang='de'), 'bad language tag'),
 ("history ids swapped", swap_ids, 'history id out of order'),
 ("too few histories", lambda hs: hs.pop(), 'too few histories'),
 ("duplicate question", lambda hs: addq(hs, 'h01', H(hs, 'h01')['qs'][0]), 'duplicate question'),
 ("empty expected", lambda hs: q(hs, 'h01', 12, exp=[]), 'empty expected'),
 ("duplicate in expected", lambda hs: q(hs, 'h01', 11, exp=[9, 9, 8]), 'duplicate in expected'),
 ("unknown key", lambda hs: q(hs, 'h01', 1, extra=[(10, 99)]), 'unknown key'),
 ("pair putting a memory above itself", lambda hs: q(hs, 'h01', 1, extra=[(10, 10)]), 'above itself'),
 ("outranked memory also expected", lambda hs: q(hs, 'h01', 4, extra=[(13, 1)]), 'outranked memory also expected'),
 ("cross-topic pair", lambda hs: q(hs, 'h01', 1, extra=[(10, 2)]), 'cross-topic pair'),
 ("older-above-newer pair", lambda hs: q(hs, 'h01', 1, extra=[(1, 5)]), 'older-above-newer pair'),
 ("memory tuple shape", lambda hs: H(hs, 'h01')['mems'].__setitem__(0, H(hs, 'h01')['mems'][0][:3]), 'memory tuple shape'),
]


def run(hs, min_q=200):
    L.build(hs, 20, min_q)


def main():
    run(copy.deepcopy(BASE))
    print('unbroken data passes')
    caught = missed = 0
    # too few questions: the same data with a higher minimum
    try:
        run(copy.deepcopy(BASE), 10 ** 6)
        print('MISSED: too few questions'); missed += 1
    except L.CheckFailed as e:
        ok = 'too few questions' in str(e)
        caught += ok; missed += not ok
        print(('caught' if ok else 'WRONG CHECK') + ': too few questions -> ' + str(e)[:80])
    for name, brk, want in BREAKS:
        hs = copy.deepcopy(BASE)
        brk(hs)
        try:
            run(hs)
            print('MISSED: ' + name); missed += 1
        except L.CheckFailed as e:
            ok = want is None or want in str(e)
            caught += ok; missed += not ok
            print(('caught' if ok else 'WRONG CHECK') + ': ' + name + ' -> ' + str(e)[:80])
    print('%d caught, %d missed' % (caught, missed))
    return 1 if missed else 0


if __name__ == '__main__':
    sys.exit(main())
