"""Break the data in many ways; each break must be caught by the check meant for it.
Usage: python3 mutation_test.py  (exits non-zero if the clean data fails or a break slips through)"""
import sys
sys.dont_write_bytecode = True
import copy
import make_time_blind9 as G
import tb9_lib as L

BASE = G.load()
MF = ['w', 'text', 'topic', 'code']
QF = ['query', 'kind', 'expected', 'topic', 'period', 'mode', 'extra']


def H(hs, hi):
    return hs[hi - 1]


def setm(hs, hi, mi, **kw):
    h = H(hs, hi)
    m = list(h['mems'][mi - 1])
    for k, v in kw.items():
        m[MF.index(k)] = v
    h['mems'][mi - 1] = tuple(m)


def repl(hs, hi, mi, old, new):
    t = H(hs, hi)['mems'][mi - 1][1]
    assert old in t, (hi, mi, old, t)
    setm(hs, hi, mi, text=t.replace(old, new))


def setq(hs, hi, qi, **kw):
    h = H(hs, hi)
    q = list(h['qs'][qi])
    if len(q) < 7:
        q.append(())
    for k, v in kw.items():
        q[QF.index(k)] = v
    h['qs'][qi] = tuple(q)


def qrepl(hs, hi, qi, old, new):
    t = H(hs, hi)['qs'][qi][0]
    assert old in t, (hi, qi, old, t)
    setq(hs, hi, qi, query=t.replace(old, new))


def swap_mems(hs, hi, a, b):
    ms = H(hs, hi)['mems']
    ms[a - 1], ms[b - 1] = ms[b - 1], ms[a - 1]


def addq(hs, hi, q):
    H(hs, hi)['qs'].append(q)


M = [
    ("current expected not the newest", lambda h: setq(h, 1, 0, expected=[5]), 'current expected is not the newest'),
    ("state expected written after the period", lambda h: setq(h, 1, 18, expected=[12]), 'state expected written after the period'),
    ("'a week ago' removed", lambda h: repl(h, 1, 17, 'a week ago', 'recently'), 'event words missing for -7'),
    ("asked_at before the last memory", lambda h: H(h, 1).update(anchor='2026-06-01 10:00'), 'asked_at before the last memory'),
    ("plan date words removed", lambda h: repl(h, 1, 10, '19 April', 'mid-April'), 'event words missing for plan'),
    ("older-above-newer pair", lambda h: setq(h, 1, 0, extra=[(1, 5)]), 'older memory above a newer'),
    ("unsorted history (h02)", lambda h: swap_mems(h, 2, 1, 3), 'not in written_at order'),
    ("unsorted history (h13)", lambda h: swap_mems(h, 13, 17, 18), 'not in written_at order'),
    ("'上周六' removed", lambda h: repl(h, 2, 13, '上周六', '周六'), 'event words missing for lw:5'),
    ("event outside the period", lambda h: setq(h, 2, 10, expected=[13]), 'event outside the period'),
    ("when answer without an event", lambda h: setq(h, 2, 19, expected=[2]), 'when answer without an event'),
    ("English memory in a zh history", lambda h: setm(h, 2, 1, text='Moved into Cuihu, flat 1203.'), 'English memory in zh history'),
    ("cross-topic pair", lambda h: setq(h, 4, 0, extra=[(7, 9)]), 'cross-topic pair'),
    ("CJK query in an en history", lambda h: setq(h, 4, 0, query='陶艺课现在是周几？'), 'CJK query in en history'),
    ("outranked memory also expected", lambda h: setq(h, 4, 0, expected=[7, 1], extra=[(7, 1)]), 'outranked memory also expected'),
    ("relative question with an explicit period", lambda h: setq(h, 4, 7, period=('2026-07-01', '2026-09-30')), 'relative question with an explicit period'),
    ("when answer after asked_at (next Saturday)", lambda h: addq(h, 6, ("When is the winter lift-out this year?", 'when', [19], None, None, None)), 'when answer after asked_at'),
    ("period covering a change without the earlier fact", lambda h: setq(h, 1, 8, expected=[12]), 'lacks the earlier fact'),
    ("'yesterday' removed", lambda h: repl(h, 1, 13, 'yesterday', 'on Sunday'), 'event words missing for -1'),
    ("'前天' turned into '大前天'", lambda h: repl(h, 5, 10, '前天', '大前天'), '前天 is 大前天'),
    ("'on the 3rd' written on the 3rd", lambda h: setm(h, 4, 4, w='2026-02-03 19:00'), 'dom day not earlier'),
    ("plan turned into abs for a future date", lambda h: setm(h, 1, 10, code='abs:2026-04-19:19 April'), 'abs date after its writing'),
    ("history ids swapped", lambda h: h.__setitem__(slice(0, 2), [h[1], h[0]]), 'history id out of order'),
    ("duplicate memory text", lambda h: setm(h, 1, 2, text=H(h, 1)['mems'][0][1]), 'duplicate memory text'),
    ("mixed history with only English queries", lambda h: H(h, 3).update(qs=[q for q in H(h, 3)['qs'] if not L.has_cjk(q[0])]), 'needs queries in both languages'),
    ("mixed history with only Chinese memories", lambda h: H(h, 10).update(mems=[m for m in H(h, 10)['mems'] if L.has_cjk(m[1])], qs=[("现在还是国泰吗？", 'current', None, 'airline', None, None)]), 'needs memories in both languages'),
    ("hard negatives turned into ordinary memories", lambda h: (setm(h, 1, 15, topic='start|fee|kit'), setm(h, 1, 16, topic='kit')), 'no current question pairing a hard negative'),
    ("state expected not the last by the period end", lambda h: setq(h, 2, 16, expected=[2, 8]), 'not the last statement by the period end'),
    ("empty expected", lambda h: setq(h, 2, 19, expected=[]), 'empty expected'),
    ("duplicate question", lambda h: setq(h, 2, 1, query=H(h, 2)['qs'][0][0]), 'duplicate question'),
    ("unknown key", lambda h: setq(h, 2, 19, expected=[99]), 'unknown key'),
    ("English query in a zh history", lambda h: setq(h, 5, 0, query="Who teaches Duoduo piano now?"), 'English query in zh history'),
    ("period words not in the query", lambda h: qrepl(h, 5, 5, '上周末', '最近'), 'period words not in the query'),
    ("'上上周' turned into '上周' in a query", lambda h: qrepl(h, 2, 10, '上上周', '上周'), 'period words not in the query'),
    ("unknown period code", lambda h: setq(h, 5, 5, period='lastwk'), 'unknown period code'),
    ("period after asked_at", lambda h: setq(h, 5, 16, period=('2026-08-01', '2026-08-10')), 'period starts after asked_at'),
    ("too few histories", lambda h: h.__delitem__(slice(19, 20)), 'too few histories'),
    ("pair putting a memory above itself", lambda h: setq(h, 6, 0, extra=[(10, 10)]), 'above itself'),
    ("dated question with a coded period", lambda h: setq(h, 6, 15, period='lq'), 'dated question with a coded period'),
    ("too few questions", lambda h: [x.update(qs=x['qs'][:6]) for x in h], 'too few questions'),
    ("'明天' removed", lambda h: repl(h, 17, 18, '明天', '周日'), 'event words missing for +1'),
    ("'the day after tomorrow' turned into 'in three days'", lambda h: repl(h, 13, 13, 'the day after tomorrow', 'in three days'), 'event words missing for +2'),
    ("'next Saturday' turned into 'on Saturday'", lambda h: repl(h, 6, 19, 'next Saturday', 'on Saturday'), 'event words missing for nw:5'),
    ("'一周前' removed", lambda h: repl(h, 9, 13, '一周前', '最近'), 'event words missing for -7'),
    ("'five days ago' removed", lambda h: repl(h, 8, 3, 'five days ago', 'recently'), 'event words missing for -5'),
    ("'五天前' removed", lambda h: repl(h, 5, 18, '五天前', '最近'), 'event words missing for -5'),
    ("'three weeks ago' removed", lambda h: repl(h, 11, 15, 'three weeks ago', 'recently'), 'event words missing for -21'),
    ("'三周前' removed", lambda h: repl(h, 3, 12, '三周前', '之前'), 'event words missing for -21'),
    ("'今天' removed", lambda h: repl(h, 19, 13, '今天', '九月'), 'event words missing for 0'),
    ("'this evening' removed", lambda h: repl(h, 13, 18, 'this evening', 'at last'), 'event words missing for 0'),
    ("'大前天' removed", lambda h: repl(h, 7, 10, '大前天', '那天'), 'event words missing for -3'),
    ("'下周三' removed", lambda h: repl(h, 2, 14, '下周三', '改天'), 'event words missing for nw:2'),
    ("'下周三' turned into '下下周三'", lambda h: repl(h, 2, 14, '下周三', '下下周三'), '下下周 is not 下周'),
    ("'上周三' turned into '上上周三'", lambda h: repl(h, 9, 11, '上周三', '上上周三'), '上上周 is not 上周'),
    ("'上周五' turned into '这周五'", lambda h: repl(h, 17, 14, '上周五', '这周五'), 'event words missing for lw:4'),
    ("'last Friday' turned into 'on Friday'", lambda h: repl(h, 4, 14, 'last Friday', 'on Friday'), 'event words missing for lw:4'),
    ("'下下周六' turned into '下周六'", lambda h: repl(h, 5, 17, '下下周六', '下周六'), 'event words missing for nnw:5'),
    ("'下下周一' turned into '下周一'", lambda h: repl(h, 16, 17, '下下周一', '下周一'), 'event words missing for nnw:0'),
    ("'a month ago' removed", lambda h: repl(h, 4, 18, 'a month ago', 'recently'), 'event words missing for -1m'),
    ("'一个月前' removed", lambda h: repl(h, 19, 17, '一个月前', '前阵子'), 'event words missing for -1m'),
    ("'三天后' removed", lambda h: repl(h, 14, 17, '三天后', '过几天'), 'event words missing for +3'),
    ("'a week from today' removed", lambda h: repl(h, 8, 17, 'a week from today', 'soon'), 'event words missing for +7'),
    ("'下个月8号' turned into '8号'", lambda h: repl(h, 5, 11, '下个月8号', '8号'), 'event words missing for ndom'),
    ("'of next month' removed", lambda h: repl(h, 3, 13, ' of next month', ''), 'event words missing for ndom'),
    ("'two weeks ago' removed", lambda h: repl(h, 15, 4, 'two weeks ago', 'recently'), 'event words missing for -14'),
    ("'a fortnight ago' removed", lambda h: repl(h, 4, 5, 'a fortnight ago', 'recently'), 'event words missing for -14'),
    ("'on the 15th' removed", lambda h: repl(h, 16, 6, 'on the 15th', 'mid-month'), 'event words missing for dom'),
    ("when question with a period", lambda h: setq(h, 1, 20, period='lq', mode='event'), 'when question with a period'),
    ("current question with a period", lambda h: setq(h, 1, 0, period='lq', mode='state'), 'current question with a period'),
    ("unknown event code", lambda h: setm(h, 1, 3, code='-9'), 'unknown event code'),
    ("state expected memory off topic (a hard negative)", lambda h: setq(h, 1, 7, expected=[15, 5, 1]), 'state expected memory off topic'),
    ("plan dated before its writing", lambda h: setm(h, 1, 10, code='plan:2026-02-01:19 April'), 'plan dated before its writing'),
    ("duplicate in expected", lambda h: setq(h, 1, 20, expected=[3, 3]), 'duplicate in expected'),
    ("bad language tag", lambda h: H(h, 1).update(lang='english'), 'bad language tag'),
    ("current expected with an older statement before a newer one", lambda h: setq(h, 1, 0, expected=[14, 1, 5]), 'older statement before a newer one'),
    ("abs date after its writing", lambda h: setm(h, 8, 10, code='abs:2025-12-05:28 November'), 'abs date after its writing'),
    ("abs date words removed", lambda h: repl(h, 8, 10, 'on 28 November', 'that Friday'), 'event words missing for abs'),
    ("bad kind", lambda h: setq(h, 1, 0, kind='latest'), 'bad kind'),
    ("event question leaving expected to the rule", lambda h: setq(h, 1, 11, expected=None), 'only current and state questions'),
    ("event question without a mode", lambda h: setq(h, 1, 11, mode=None), 'without a mode'),
    ("period ending before it starts", lambda h: setq(h, 1, 17, period=('2026-04-30', '2026-04-01')), 'period ends before it starts'),
    ("event question misses an event in its period", lambda h: setq(h, 4, 9, expected=[12, 11, 14]), 'event question misses m18'),
    ("event question expects a superseded plan", lambda h: setq(h, 1, 17, expected=[13, 11, 10]), 'event question expects a superseded plan'),
    ("when question expects a superseded plan", lambda h: setq(h, 1, 23, expected=[13, 11, 10]), 'when expects a superseded plan'),
    ("state question with nothing said by the period end", lambda h: addq(h, 2, ("去年夏天房租多少？", 'relative', None, 'rent', 'lsu', 'state')), 'nothing said by the period end'),
    ("current question on an unknown topic", lambda h: setq(h, 2, 0, topic='nosuch'), 'no statements for topic'),
]


def run(hs):
    try:
        L.check_and_build(hs)
    except L.CheckError as e:
        return str(e)
    return None


def main():
    err = run(copy.deepcopy(BASE))
    if err is not None:
        print('clean data fails: %s' % err)
        return 1
    bad = 0
    for name, f, want in M:
        hs = copy.deepcopy(BASE)
        f(hs)
        got = run(hs)
        if got is None or want not in got:
            bad += 1
            print('NOT CAUGHT: %s -> %r (wanted %r)' % (name, got, want))
    print('%d breaks, %d caught, %d missed' % (len(M), len(M) - bad, bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
