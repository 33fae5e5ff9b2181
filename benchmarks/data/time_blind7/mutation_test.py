"""Break the time_blind7 data in many ways and check that each break is caught by the check meant
for it (the CheckError message must contain the expected text). Standard library only."""
import copy
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, __import__('os').path.dirname(__import__('os').path.abspath(__file__)))
import tb7_lib  # noqa: E402
import make_time_blind7  # noqa: E402

BASE = make_time_blind7.load()


def H(d, hid):
    for h in d:
        if h['id'] == hid:
            return h
    raise KeyError(hid)


def mi(h, key):
    for i, m in enumerate(h['mems']):
        if m[0] == key:
            return i
    raise KeyError(key)


def set_mem(d, hid, key, field, value):
    h = H(d, hid)
    i = mi(h, key)
    m = list(h['mems'][i])
    m[field] = value
    h['mems'][i] = tuple(m)


def mem_text_replace(d, hid, key, old, new):
    h = H(d, hid)
    t = h['mems'][mi(h, key)][2]
    assert old in t, (hid, key, old)
    set_mem(d, hid, key, 2, t.replace(old, new))


def qi(h, query):
    for i, q in enumerate(h['qs']):
        if q[0] == query:
            return i
    raise KeyError(query)


def set_q(d, hid, query, field, value):
    h = H(d, hid)
    i = qi(h, query)
    q = list(h['qs'][i])
    while len(q) <= field:
        q.append([])
    q[field] = value
    h['qs'][i] = tuple(q)


Q1 = 'Who is our broadband provider now?'
Q2 = 'How much is the broadband each month at the moment?'
Q6 = 'Who provided our broadband in October 2025?'
Q8 = 'Which provider did we have last quarter?'
Q9 = 'What happened with the broadband in the second half of last year?'
Q10 = 'When was the Nettle fibre installed?'
Q13 = 'What did we pay monthly for the internet three months ago?'


def m_swap_ids(d):
    d[0]['id'], d[1]['id'] = d[1]['id'], d[0]['id']


def m_swap_written(d):
    h = H(d, 'h01')
    a, b = h['mems'][2][1], h['mems'][3][1]
    set_mem(d, 'h01', 'm3', 1, b)
    set_mem(d, 'h01', 'm4', 1, a)


def m_mixed_en_queries(d):
    h = H(d, 'h03')
    h['qs'] = [(('English version %d?' % i) if tb7_lib.has_cjk(q[0]) else q[0],) + tuple(q[1:])
               for i, q in enumerate(h['qs'])]


def m_mixed_zh_mems(d):
    h = H(d, 'h10')
    h['mems'] = [m if tb7_lib.has_cjk(m[2]) else (m[0], m[1], '中文：' + m[2]) + tuple(m[3:]) for m in h['mems']]


def m_dup_question(d):
    h = H(d, 'h01')
    h['qs'].append(h['qs'][0])


def m_few_questions(d):
    for h in d:
        h['qs'] = h['qs'][:5]


def m_dup_key(d):
    set_mem(d, 'h01', 'm2', 0, 'm1')


MUTATIONS = [
    ('current expected not the newest', lambda d: set_q(d, 'h01', Q1, 2, ['m3']), 'current expected is not the newest'),
    ('state expected written after the period', lambda d: set_q(d, 'h01', Q6, 2, ['m1', 'm9']), 'state expected written after the period'),
    ('relative word dropped (yesterday)', lambda d: mem_text_replace(d, 'h01', 'm6', 'yesterday', 'recently'), 'event words missing'),
    ('asked_at before last memory', lambda d: H(d, 'h01').update(anchor='2026-06-01 10:00'), 'asked_at before last memory'),
    ('plan date words removed', lambda d: mem_text_replace(d, 'h01', 'm4', 'the 4th of December', 'early December'), 'event words missing'),
    ('older-above-newer pair', lambda d: set_q(d, 'h01', Q2, 6, [('m7', 'm9')]), 'older memory above a newer one'),
    ('unsorted history', m_swap_written, 'not in written_at order'),
    ('weekend memory off a Monday', lambda d: set_mem(d, 'h01', 'm2', 1, '2025-10-07 08:40'), 'weekend word off a Monday'),
    ('上周六 removed', lambda d: mem_text_replace(d, 'h17', 'm13', '上周六', '周六'), 'event words missing'),
    ('event outside the period', lambda d: set_q(d, 'h01', Q9, 2, ['m6', 'm5', 'm2', 'm10']), 'outside the period'),
    ('when answer without an event', lambda d: set_q(d, 'h01', Q10, 2, ['m9']), 'when answer without an event'),
    ('English memory in a zh history', lambda d: set_mem(d, 'h02', 'm2', 2, 'Tried a new piano at the shop over the weekend.'), 'zh history has English memory'),
    ('cross-topic pair', lambda d: set_q(d, 'h01', Q1, 6, [('m9', 'm12')]), 'cross-topic pair'),
    ('CJK query in an en history', lambda d: set_q(d, 'h01', Q1, 0, '现在用哪家宽带？'), 'en history has CJK query'),
    ('outranked memory also expected', lambda d: set_q(d, 'h01', Q8, 6, [('m9', 'm3')]), 'outranked memory also expected'),
    ('relative question with explicit period', lambda d: set_q(d, 'h01', Q8, 4, ('2026-01-01', '2026-03-31')), 'relative question with explicit period'),
    ('when answer after asked_at (plan moved past asking)', lambda d: set_mem(d, 'h04', 'm13', 1, '2026-05-06 08:00'), 'when answer after asked_at'),
    ('period covering a change without the earlier fact', lambda d: set_q(d, 'h01', Q8, 2, ['m9']), 'misses the fact at its start'),
    ('yesterday removed', lambda d: mem_text_replace(d, 'h14', 'm7', 'yesterday', 'on launch day'), 'event words missing'),
    ('前天 turned into 昨天', lambda d: mem_text_replace(d, 'h07', 'm11', '前天', '昨天'), 'event words missing'),
    ('last weekend written on a Monday', lambda d: set_mem(d, 'h13', 'm13', 1, '2026-09-14 23:10'), 'last weekend not written Tuesday-Friday'),
    ('on Monday written on a Monday', lambda d: set_mem(d, 'h14', 'm13', 1, '2026-02-09 10:20'), 'this-week weekday not earlier'),
    ('plan turned into abs for a future date', lambda d: set_mem(d, 'h01', 'm4', 4, 'abs:2025-12-04|the 4th of December'), 'abs date after writing'),
    ('history ids swapped', m_swap_ids, 'history id out of order'),
    ('duplicate memory text', lambda d: set_mem(d, 'h01', 'm3', 2, H(d, 'h01')['mems'][0][2]), 'duplicate memory text'),
    ('mixed history with only English queries', m_mixed_en_queries, 'mixed history lacks one language in queries'),
    ('hard negative turned into an ordinary memory', lambda d: set_mem(d, 'h01', 'm8', 3, 'neighbour'), 'no current question pairs a hard negative'),
    ('state expected not the last by the period end', lambda d: set_q(d, 'h01', Q13, 2, ['m7', 'm9']), 'not the last statement by the period end'),
    ('empty expected', lambda d: set_q(d, 'h01', Q1, 2, []), 'empty expected'),
    ('duplicate question', m_dup_question, 'duplicate question'),
    ('unknown key', lambda d: set_q(d, 'h01', Q1, 2, ['m99']), 'unknown key'),
    ('English query in a zh history', lambda d: set_q(d, 'h02', '女儿现在跟哪位老师学琴？', 0, 'Who teaches her piano now?'), 'zh history has English query'),
    ('period code words not in query', lambda d: set_q(d, 'h01', Q8, 0, 'Which provider did we have in the last three months?'), 'period words'),
    ('period after asked_at', lambda d: set_q(d, 'h01', Q6, 4, ('2026-07-01', '2026-07-31')), 'period starts after asked_at'),
    ('too few histories', lambda d: d.pop(), 'too few histories'),
    ('dom day not earlier in the writing month', lambda d: (set_mem(d, 'h03', 'm13', 4, 'dom:2'), mem_text_replace(d, 'h03', 'm13', 'the 1st', 'the 2nd')), 'dom day not earlier'),
    ('pair puts a memory above itself', lambda d: set_q(d, 'h01', Q1, 6, [('m9', 'm9')]), 'above itself'),
    ('two weeks ago removed', lambda d: mem_text_replace(d, 'h21', 'm8', 'two weeks ago', 'recently'), 'event words missing'),
    ('dated question with coded period', lambda d: set_q(d, 'h01', Q6, 4, 'lq'), 'dated question with coded period'),
    ('mixed history with only Chinese memories', m_mixed_zh_mems, 'mixed history lacks one language in memories'),
    ('on the 11th removed', lambda d: mem_text_replace(d, 'h12', 'm14', 'on the 11th', 'last Saturday'), 'event words missing'),
    ('too few questions', m_few_questions, 'too few questions'),
    # new in set 7
    ('上个月20号 removed', lambda d: mem_text_replace(d, 'h23', 'm12', '上个月20号', '八月'), 'event words missing'),
    ('tomorrow removed', lambda d: mem_text_replace(d, 'h01', 'm13', 'tomorrow', 'soon'), 'event words missing'),
    ('后天 turned into 大后天', lambda d: mem_text_replace(d, 'h09', 'm13', '后天', '大后天'), 'event words missing'),
    ('next Saturday removed', lambda d: mem_text_replace(d, 'h04', 'm13', 'next Saturday', 'on Saturday'), 'event words missing'),
    ('three weeks ago removed', lambda d: mem_text_replace(d, 'h04', 'm11', 'three weeks ago', 'recently'), 'event words missing'),
    ('今天 removed', lambda d: mem_text_replace(d, 'h02', 'm12', '今天', '那天'), 'event words missing'),
    ('六天前 removed', lambda d: mem_text_replace(d, 'h11', 'm12', '六天前', '前些天'), 'event words missing'),
    ('when question with a period', lambda d: set_q(d, 'h01', Q10, 4, ('2025-12-01', '2025-12-31')), 'when question with period'),
    ('current question with a period', lambda d: set_q(d, 'h01', Q1, 4, ('2026-01-01', '2026-01-31')), 'current question with period'),
    ('unknown event code', lambda d: set_mem(d, 'h01', 'm2', 4, 'fortnight'), 'unknown event code'),
    ('state expected off topic', lambda d: set_q(d, 'h01', Q6, 2, ['m1', 'm2']), 'state expected off topic'),
    ('plan date before writing', lambda d: set_mem(d, 'h01', 'm5', 4, 'plan:2025-11-30|December 11th'), 'plan date before writing'),
    ('duplicate key', m_dup_key, 'duplicate key'),
    ('duplicate in expected', lambda d: set_q(d, 'h01', Q8, 2, ['m9', 'm9']), 'duplicate in expected'),
    ('bad language tag', lambda d: H(d, 'h01').update(lang='fr'), 'bad lang'),
    ('relative code words missing in a memory (lw)', lambda d: mem_text_replace(d, 'h01', 'm10', 'last Thursday', 'on Thursday'), 'event words missing'),
    ('current expected lists older before newer', lambda d: set_q(d, 'h04', 'Who coaches my swim sessions now?', 2, ['m11', 'm1', 'm4']), 'older statement before a newer one'),
]


def main():
    tb7_lib.build(copy.deepcopy(BASE))
    print('unbroken data passes')
    bad = 0
    for name, fn, want in MUTATIONS:
        d = copy.deepcopy(BASE)
        fn(d)
        try:
            tb7_lib.build(d)
        except tb7_lib.CheckError as e:
            if want in str(e):
                print('caught  %-52s %s' % (name, e))
                continue
            print('WRONG   %-52s %s (wanted %r)' % (name, e, want))
            bad += 1
            continue
        print('MISSED  %s' % name)
        bad += 1
    print('%d mutations, %d not caught as intended' % (len(MUTATIONS), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
