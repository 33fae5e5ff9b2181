"""Mutation tests for the time_blind3 self-checks: each mutation must be caught."""
import copy
import sys
import tb3_lib as L
import data_a, data_b, data_c, data_d

BASE = data_a.HISTORIES + data_b.HISTORIES + data_c.HISTORIES + data_d.HISTORIES


def q(hs, hi, query):
    return next(x for x in hs[hi]["questions"] if x["query"] == query)


def m(hs, hi, key):
    return next(x for x in hs[hi]["memories"] if x["key"] == key)


def mut_swap_expected(hs):
    x = q(hs, 16, "「慢读」的主编是谁?")
    x["expected"], x["o"] = ["m2"], []


def mut_state_expected(hs):
    q(hs, 0, "Who was chairing Fernbank in December 2024?")["expected"] = ["m8"]


def mut_drop_rel_word(hs):
    q(hs, 4, "上个月团子打了什么针?")["query"] = "团子打了什么针?"


def mut_asked_early(hs):
    q(hs, 1, "卫生间最后用的是什么瓷砖?")["asked"] = "2025-10-01 10:00"


def mut_abs_date(hs):
    m(hs, 6, "m3")["text"] = "Show dates set: April 11-12 at the Corn Exchange."


def mut_reverse_pair(hs):
    q(hs, 10, "Who's our drummer?")["o"].append(["m1", "m5"])


def mut_unsort(hs):
    mem = hs[3]["memories"]
    mem[2], mem[3] = mem[3], mem[2]


def mut_weekend_off_monday(hs):
    m(hs, 2, "m6")["when"] = "2024-06-18 08:45"


def mut_lw_word(hs):
    m(hs, 3, "m4")["text"] = "db-main 周六升级到了 Postgres 16,停机 40 分钟。"


def mut_event_outside(hs):
    q(hs, 25, "What did I do last Thursday?")["expected"] = ["m8"]


def mut_no_pair(hs):
    q(hs, 12, "车险在哪家保的?")["o"] = [["m9", "m10"]]


def mut_when_no_event(hs):
    q(hs, 10, "When did Paper Weather come out?")["expected"] = ["m6"]


def mut_lang(hs):
    m(hs, 4, "m3")["text"] = "Tuanzi weighed 5.2 kg today."


def mut_cross_topic(hs):
    q(hs, 7, "What's my day rate?")["o"].append(["m12", "m6"])


MUTS = [v for k, v in sorted(globals().items()) if k.startswith("mut_")]
bad = 0
L.build(copy.deepcopy(BASE))
for f in MUTS:
    hs = copy.deepcopy(BASE)
    f(hs)
    try:
        L.build(hs)
        print("NOT CAUGHT:", f.__name__)
        bad += 1
    except L.CheckError as e:
        print("caught", f.__name__, "->", e)
sys.exit(1 if bad else 0)
