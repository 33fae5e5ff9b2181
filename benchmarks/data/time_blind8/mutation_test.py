"""Break the data in many ways; each break must be caught by the check meant for it."""
import sys
sys.dont_write_bytecode = True
import copy
import tb8_lib
import make_time_blind8

BASE = make_time_blind8.load()


def fresh():
    hs = copy.deepcopy(BASE)
    for h in hs:
        h['mems'] = [list(m) for m in h['mems']]
        h['qs'] = [list(q) for q in h['qs']]
    return {h['id']: h for h in hs}, hs


def M(h, n):
    return h['mems'][n - 1]


def Q(h, start):
    hits = [q for q in h['qs'] if q[0].startswith(start)]
    assert len(hits) == 1, start
    q = hits[0]
    if len(q) < 7:
        q.append([])
    return q


def txt(h, n, old, new):
    m = M(h, n)
    assert old in m[2], (old, m[2])
    m[2] = m[2].replace(old, new)


MUTATIONS = []
R = "What was the yearly rent so far"


def add(name, expect, f):
    MUTATIONS.append((name, expect, f))


add('current expected not the newest', 'current expected not the newest',
    lambda H, L: Q(H['h01'], 'Which plot do we').__setitem__(2, ['m1']))
add('state expected written after the period', 'state expected written after the period',
    lambda H, L: Q(H['h01'], 'What did the plot cost').__setitem__(2, ['m4']))
add('"a week ago" removed', 'event words missing for -7',
    lambda H, L: txt(H['h01'], 8, 'A week ago', 'Recently'))
add('asked_at before last memory', 'asked_at before last memory',
    lambda H, L: H['h01'].__setitem__('anchor', '2026-09-01T10:00'))
add('plan date words removed', 'date words missing for plan',
    lambda H, L: txt(H['h01'], 6, '13 June', 'mid June'))
add('older-above-newer pair', 'older-above-newer pair',
    lambda H, L: Q(H['h01'], 'How much is the allotment').__setitem__(6, [['m1', 'm4']]))


def unsorted(H, L):
    h = H['h01']
    M(h, 2)[1], M(h, 3)[1] = M(h, 3)[1], M(h, 2)[1]
add('unsorted history', 'not in written_at order', unsorted)
add('weekend memory off a Monday', 'weekend memory not on a Monday',
    lambda H, L: M(H['h11'], 3).__setitem__(1, '2025-06-24T19:00'))
add('"上周三" removed', 'event words missing for lw:2',
    lambda H, L: txt(H['h05'], 12, '上周三', '那周三'))
add('event outside the period', 'event outside the period',
    lambda H, L: Q(H['h02'], '上个月考了').__setitem__(2, ['m12', 'm9']))
add('"when" answer without an event', 'when answer without an event',
    lambda H, L: Q(H['h01'], 'When did we move').__setitem__(2, ['m1']))
add('English memory in a zh history', 'non-CJK memory or query in zh history',
    lambda H, L: M(H['h02'], 1).__setitem__(2, 'Signed up at the Shunda driving school.'))
add('cross-topic pair', 'cross-topic pair',
    lambda H, L: Q(H['h01'], 'Which plot do we').__setitem__(6, [['m8', 'm3']]))
add('CJK query in an en history', 'CJK in en history',
    lambda H, L: Q(H['h01'], 'Which plot do we').__setitem__(0, '我们现在用哪块地？'))
add('outranked memory also expected', 'outranked memory also expected',
    lambda H, L: Q(H['h01'], R).__setitem__(6, [['m8', 'm4']]))
add('relative question with an explicit period', 'relative question with an explicit period',
    lambda H, L: Q(H['h01'], 'Who chaired the committee').__setitem__(4, ('2026-01-01', '2026-06-30')))
add('"when" answer after asked_at ("明天" written on the asking day)', 'when answer after asked_at',
    lambda H, L: M(H['h09'], 16).__setitem__(1, '2026-04-22T15:00'))
add('period covering a change without the earlier fact', 'period covers a change without the earlier fact',
    lambda H, L: Q(H['h01'], 'Who chaired the committee').__setitem__(2, ['m12']))
add('"yesterday" removed', 'event words missing for -1',
    lambda H, L: txt(H['h04'], 4, 'yesterday', 'on Sunday'))
add('"前天" turned into "大前天"', 'event words missing for -2',
    lambda H, L: txt(H['h05'], 14, '前天', '大前天'))


def lwe_monday(H, L):
    m = M(H['h11'], 3)
    m[2] = m[2].replace('over the weekend', 'last weekend')
    m[4] = 'lwe'
add('"last weekend" written on a Monday', 'last weekend written off Tuesday-Friday', lwe_monday)
add('"on Tuesday" written on a Tuesday', 'this-week day not earlier',
    lambda H, L: M(H['h11'], 12).__setitem__(1, '2026-06-09T19:00'))
add('plan turned into abs for a future date', 'abs date after its writing',
    lambda H, L: M(H['h01'], 6).__setitem__(4, 'abs:2026-06-13:13 June'))


def swap_ids(H, L):
    L[0]['id'], L[1]['id'] = L[1]['id'], L[0]['id']
add('history ids swapped', 'history id out of order', swap_ids)
add('duplicate memory text', 'duplicate memory text',
    lambda H, L: M(H['h01'], 2).__setitem__(2, M(H['h01'], 1)[2]))


def mixed_en_queries(H, L):
    for i, q in enumerate(H['h03']['qs']):
        if tb8_lib.CJK.search(q[0]):
            q[0] = 'Question number %d?' % i
add('mixed history with only English queries', 'lacks one language in queries', mixed_en_queries)


def mixed_zh_mems(H, L):
    for m in H['h03']['mems']:
        if not tb8_lib.CJK.search(m[2]):
            m[2] = '备注' + m[2]
add('mixed history with only Chinese memories', 'lacks one language in memories', mixed_zh_mems)
add('hard negative turned into an ordinary memory', 'no current question pairs a hard negative',
    lambda H, L: M(H['h01'], 7).__setitem__(3, 'fee|water|manure'))
add('state expected not the last by the period end', 'state expected not the last by the period end',
    lambda H, L: Q(H['h01'], R).__setitem__(2, ['m4', 'm1']))
add('empty expected', 'empty expected',
    lambda H, L: Q(H['h01'], 'When was the produce').__setitem__(2, []))
add('duplicate question', 'duplicate question',
    lambda H, L: Q(H['h01'], 'How much is the allotment').__setitem__(0, 'Which plot do we have at Fernside now?'))
add('unknown key', 'unknown key',
    lambda H, L: Q(H['h01'], 'When was the produce').__setitem__(2, ['m99']))
add('English query in a zh history', 'non-CJK memory or query in zh history',
    lambda H, L: Q(H['h02'], '现在带我').__setitem__(0, 'Who is my driving instructor now?'))
add('period words not in the query', 'period words not in query',
    lambda H, L: Q(H['h01'], 'Who chaired the committee').__setitem__(0, 'Who chaired the committee back then?'))
add('unknown period code', 'unknown period code',
    lambda H, L: Q(H['h01'], 'Who chaired the committee').__setitem__(4, 'lastdecade'))
add('period after asked_at', 'period starts after asked_at',
    lambda H, L: Q(H['h01'], 'Where did the manure come').__setitem__(4, ('2026-10-01', '2026-10-31')))
add('too few histories', 'too few histories', lambda H, L: L.pop())
add('dom day not earlier in the writing month', 'dom day not earlier',
    lambda H, L: M(H['h04'], 15).__setitem__(1, '2026-03-02T19:00'))
add('pair putting a memory above itself', 'pair puts a memory above itself',
    lambda H, L: Q(H['h01'], 'Which plot do we').__setitem__(6, [['m8', 'm8']]))
add('"两周前" removed', 'event words missing for -14',
    lambda H, L: txt(H['h09'], 4, '两周前', '那次'))
add('dated question with a coded period', 'dated question with a coded period',
    lambda H, L: Q(H['h01'], 'Where did the manure come').__setitem__(4, 'lastm'))
add('"on the 20th" removed', 'event words missing for dom:20',
    lambda H, L: txt(H['h01'], 12, 'on the 20th', 'that weekend'))


def few_questions(H, L):
    for h in L:
        del h['qs'][12:]
add('too few questions', 'too few questions', few_questions)
add('"上个月20号" removed', 'event words missing for pdom:20',
    lambda H, L: txt(H['h07'], 15, '上个月20号', '上个月底'))
add('"明天" removed', 'event words missing for +1',
    lambda H, L: txt(H['h09'], 16, '明天', '改天'))
add('"the day after tomorrow" turned into "in three days"', 'event words missing for +2',
    lambda H, L: txt(H['h06'], 16, 'the day after tomorrow', 'in three days'))
add('"next Saturday" turned into "on Saturday"', 'event words missing for nw:5',
    lambda H, L: txt(H['h01'], 15, 'next Saturday', 'on Saturday'))
add('"一周前" removed', 'event words missing for -7',
    lambda H, L: txt(H['h20'], 15, '一周前', '前些天'))
add('"four days ago" removed', 'event words missing for -4',
    lambda H, L: txt(H['h08'], 16, 'four days ago', 'recently'))
add('"ten days ago" removed', 'event words missing for -10',
    lambda H, L: txt(H['h18'], 15, 'ten days ago', 'recently'))
add('"今天" removed', 'event words missing for 0',
    lambda H, L: txt(H['h17'], 17, '今天', '那天'))
add('"大前天" removed', 'event words missing for -3',
    lambda H, L: txt(H['h12'], 16, '大前天', '那天'))
add('"下周三" removed', 'event words missing for nw:2',
    lambda H, L: txt(H['h02'], 13, '下周三', '周三'))
add('"上周五" turned into "这周五"', 'event words missing for lw:4',
    lambda H, L: txt(H['h02'], 9, '上周五', '这周五'))
add('"last Thursday" turned into "on Thursday"', 'event words missing for lw:3',
    lambda H, L: txt(H['h18'], 11, 'last Thursday', 'on Thursday'))
add('"when" question with a period', 'when question with a period',
    lambda H, L: Q(H['h01'], 'When was the produce').__setitem__(4, ('2026-07-01', '2026-07-31')))
add('current question with a period', 'current question with a period',
    lambda H, L: Q(H['h01'], 'Which plot do we').__setitem__(4, 'lastm'))
add('unknown event code', 'unknown event code',
    lambda H, L: M(H['h01'], 8).__setitem__(4, 'fortnight'))
add('state expected memory off topic (a hard negative)', 'state expected memory off topic',
    lambda H, L: Q(H['h01'], R).__setitem__(2, ['m8', 'm4', 'm1', 'm7']))
add('plan dated before its writing', 'plan dated before its writing',
    lambda H, L: M(H['h01'], 6).__setitem__(4, 'plan:2026-03-01:13 June'))
add('duplicate key', 'duplicate key',
    lambda H, L: M(H['h01'], 2).__setitem__(0, 'm1'))
add('duplicate in expected', 'duplicate in expected',
    lambda H, L: Q(H['h01'], 'When was the produce').__setitem__(2, ['m13', 'm13']))
add('bad language tag', 'bad language tag',
    lambda H, L: H['h01'].__setitem__('lang', 'english'))
add('current expected with an older statement before a newer one', 'current expected lists an older statement',
    lambda H, L: Q(H['h01'], 'How much is the allotment').__setitem__(2, ['m8', 'm1', 'm4']))
add('abs date after its writing', 'abs date after its writing',
    lambda H, L: M(H['h08'], 5).__setitem__(4, 'abs:2026-01-08:2 January'))
add('abs date words removed', 'date words missing for abs',
    lambda H, L: txt(H['h11'], 8, '14 March', 'mid-March'))
add('bad question kind', 'bad kind',
    lambda H, L: Q(H['h01'], 'When was the produce').__setitem__(1, 'past'))
add('event question without an expected list', 'expected may be derived only',
    lambda H, L: Q(H['h01'], 'What happened at the allotment').__setitem__(2, None))
add('event question without a mode', 'without period or mode',
    lambda H, L: Q(H['h01'], 'What happened at the allotment').__setitem__(5, None))
add('state period start after its end', 'empty period',
    lambda H, L: Q(H['h01'], 'Where did the manure come').__setitem__(4, ('2026-05-31', '2026-05-01')))
add('later memory moved before an earlier one (h20)', 'not in written_at order',
    lambda H, L: M(H['h20'], 15).__setitem__(1, '2026-03-01T20:00'))


def main():
    tb8_lib.build(fresh()[1])
    print('unbroken data passes')
    bad = 0
    for name, expect, f in MUTATIONS:
        H, L = fresh()
        f(H, L)
        try:
            tb8_lib.build(L)
        except tb8_lib.CheckError as e:
            if expect in str(e):
                continue
            print('WRONG CHECK:', name, '->', e)
            bad += 1
            continue
        print('NOT CAUGHT:', name)
        bad += 1
    print('%d mutations, %d caught by the check meant for them' % (len(MUTATIONS), len(MUTATIONS) - bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
