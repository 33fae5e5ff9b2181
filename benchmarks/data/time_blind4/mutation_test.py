#!/usr/bin/env python3
"""Breaks the time_blind4 data in several ways and checks each break is caught by tb4_lib.build."""
import copy, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tb4_lib import build
from make_time_blind4 import HISTORIES


def q(hs, hid, text):
    h = next(h for h in hs if h['id'] == hid)
    return next(x for x in h['qs'] if x['query'] == text)


def m(hs, hid, key):
    h = next(h for h in hs if h['id'] == hid)
    return next(x for x in h['mems'] if x['key'] == key)


def hist(hs, hid):
    return next(h for h in hs if h['id'] == hid)


BREAKS = {
 'current expected not the newest': lambda hs: q(hs, 'h01', 'Who coaches the Wednesday group?').update(exp=['m1']),
 'state expected written after period': lambda hs: q(hs, 'h03', 'Where were the backups stored in January 2026?').update(exp=['m10']),
 'relative word dropped': lambda hs: q(hs, 'h02', '上周交房租了吗?交了多少?').update(query='交房租了吗?交了多少?'),
 'asked_at before last memory': lambda hs: q(hs, 'h05', 'Who co-hosts Tidewater Talks with me?').update(at='2026-03-01 10:00'),
 'absolute date broken': lambda hs: m(hs, 'h04', 'm9').update(text='婚礼顺利办完,来了172位客人。'),
 'older above newer pair': lambda hs: q(hs, 'h08', '现在每周哪几天训练?').update(out=[['m2', 'm6']]),
 'unsorted history': lambda hs: hist(hs, 'h08')['mems'].reverse(),
 'weekend memory off a Monday': lambda hs: m(hs, 'h09', 'm2').update(at='2025-03-25 09:00'),
 '上周五 word removed': lambda hs: m(hs, 'h02', 'm6').update(text='葛先生把房子卖了,新房东是他外甥徐朗,租约照旧执行。'),
 'event outside period': lambda hs: q(hs, 'h11', '上周民宿出了什么事?').update(exp=['m6']),
 'when answer without event': lambda hs: q(hs, 'h13', 'When did I pull 6:51.9?').update(exp=['m8']),
 'English memory in zh history': lambda hs: m(hs, 'h12', 'm1').update(text='Adopted a corgi.'),
 'cross-topic pair': lambda hs: q(hs, 'h17', 'Who do I climb with?').update(out=[['m7', 'm4']]),
 'CJK in en history': lambda hs: q(hs, 'h19', "What's my chess rating?").update(query='我的等级分是多少?'),
 'outranked memory also expected': lambda hs: q(hs, 'h24', 'Is oven 2 working?').update(exp=['m10', 'm9'], out=[['m10', 'm9']]),
 'relative question with explicit period': lambda hs: q(hs, 'h26', 'Where did we do a site visit in the middle of last month?').update(period=['2026-09-11', '2026-09-20']),
 'when answer after asked_at': lambda hs: q(hs, 'h01', 'When did I run the Alder Vale 10K?').update(exp=['m10']),
}

ok = True
try:
    build(copy.deepcopy(HISTORIES))
except AssertionError as e:
    print('clean data fails:', e)
    sys.exit(1)
for name, f in BREAKS.items():
    hs = copy.deepcopy(HISTORIES)
    f(hs)
    try:
        build(hs)
        print('NOT CAUGHT:', name)
        ok = False
    except AssertionError as e:
        print('caught  %-40s %s' % (name, e))
sys.exit(0 if ok else 1)
