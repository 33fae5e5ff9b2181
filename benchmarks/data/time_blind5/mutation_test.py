"""Break the data in many ways and check that every break is caught by tb5_lib.build.

Usage: python3 mutation_test.py   (exits non-zero if a break goes unnoticed)
"""
import copy
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tb5_lib  # noqa: E402
from make_time_blind5 import all_histories  # noqa: E402


def hist(H, hid):
    return next(h for h in H if h["id"] == hid)


def set_mem(H, hid, key, idx, value):
    h = hist(H, hid)
    for i, m in enumerate(h["mem"]):
        if m[0] == key:
            m = list(m)
            m[idx] = value
            h["mem"][i] = tuple(m)
            return
    raise KeyError(key)


def mem_text(H, hid, key):
    return next(m for m in hist(H, hid)["mem"] if m[0] == key)[4]


def set_q(H, hid, query_start, idx, value):
    h = hist(H, hid)
    for i, q in enumerate(h["q"]):
        if q[3].startswith(query_start):
            q = list(q)
            if idx == 7 and len(q) == 7:
                q.append(value)
            else:
                q[idx] = value
            h["q"][i] = tuple(q)
            return
    raise KeyError(query_start)


def m_current_not_newest(H):
    set_q(H, "h01", "How much do I pay", 4, ["m6"])


def m_state_after_period(H):
    set_q(H, "h01", "Who was teaching the wheel class in December", 4, ["m9"])


def m_relative_word_dropped(H):
    set_q(H, "h01", "What went wrong with the studio kiln", 3, "What went wrong with the studio kiln recently?")


def m_asked_before_last(H):
    set_q(H, "h01", "How much do I pay", 0, "2026-06-01 09:00")


def m_absolute_date_removed(H):
    set_mem(H, "h11", "m6", 4, "Submitted the thesis at last.")


def m_older_above_newer_pair(H):
    set_q(H, "h01", "Who teaches my throwing class", 7, [["m2", "m4"]])


def m_unsorted(H):
    h = hist(H, "h04")
    h["mem"][1], h["mem"][2] = h["mem"][2], h["mem"][1]


def m_weekend_off_monday(H):
    set_mem(H, "h01", "m3", 1, "2025-10-07 08:30")


def m_lastweekday_removed(H):
    set_mem(H, "h02", "m8", 4, mem_text(H, "h02", "m8").replace("上周六", "前些天"))


def m_event_outside_period(H):
    set_q(H, "h01", "What went wrong with the studio kiln", 4, ["m10", "m3"])


def m_when_without_event(H):
    set_q(H, "h01", "When did my first bisque", 4, ["m1"])


def m_english_in_zh(H):
    set_mem(H, "h02", "m2", 4, "The cleaner costs 45 an hour.")


def m_cross_topic_pair(H):
    set_q(H, "h01", "How much do I pay", 7, [["m11", "m2"]])


def m_cjk_query_in_en(H):
    set_q(H, "h01", "How much do I pay", 3, "陶艺工作室每月多少钱？")


def m_outranked_also_expected(H):
    set_q(H, "h01", "How much do I pay", 4, ["m11", "m6"])
    set_q(H, "h01", "How much do I pay", 7, [["m11", "m6"]])


def m_relative_explicit_period(H):
    set_q(H, "h01", "What went wrong with the studio kiln", 5, ("2026-05-01", "2026-05-31"))


def m_when_after_asked(H):
    h = hist(H, "h06")
    h["q"].append(("2026-07-15 12:00", "when", "battery", "When is the home battery being fitted?",
                   ["m12"], None, None))


def m_change_covered_without_earlier(H):
    set_q(H, "h01", "In the first quarter of this year", 4, ["m7"])


def m_yesterday_removed(H):
    set_mem(H, "h11", "m11", 4, "Passed the viva with minor corrections!")


def m_day_before_yesterday_wrong(H):
    set_mem(H, "h05", "m8", 4, mem_text(H, "h05", "m8").replace("前天", "昨天"))


def m_last_weekend_on_monday(H):
    set_mem(H, "h03", "m7", 1, "2025-12-15 18:00")


def m_on_weekday_not_earlier(H):
    set_mem(H, "h11", "m12", 1, "2026-05-04 19:30")


def m_announced_flag_dropped(H):
    set_mem(H, "h04", "m7", 3, "abs:2026-02-08:8 February")


def m_history_ids_swapped(H):
    H[3]["id"], H[4]["id"] = H[4]["id"], H[3]["id"]


def m_duplicate_text(H):
    set_mem(H, "h09", "m2", 4, mem_text(H, "h09", "m1"))


def m_mixed_all_english_queries(H):
    h = hist(H, "h03")
    h["q"] = [tuple([q[0], q[1], q[2], "English question %d?" % i] + list(q[4:])) for i, q in enumerate(h["q"])]


def m_no_hard_negative(H):
    set_mem(H, "h01", "m5", 2, "studio")


def m_state_not_last_by_end(H):
    set_q(H, "h02", "2026年2月家里是哪位阿姨", 4, ["m1"])


def m_empty_expected(H):
    set_q(H, "h07", "Which Kyoto hotel", 4, [])


def m_duplicate_question(H):
    h = hist(H, "h08")
    h["q"].append(h["q"][0])


def m_unknown_key(H):
    set_q(H, "h08", "朵朵现在的钢琴老师是谁", 4, ["m99"])


def m_zh_query_in_zh_history_english(H):
    set_q(H, "h10", "现在物业费每平米多少", 3, "What is the property fee now?")


def m_wrong_period_code_words(H):
    set_q(H, "h16", "How often did I publish last quarter", 5, "lastmonth")


def m_period_after_asked(H):
    set_q(H, "h04", "What time did we kick off in January", 5, ("2026-07-01", "2026-07-31"))


def m_too_few_histories(H):
    del H[20:]


MUTATIONS = [v for k, v in sorted(globals().items()) if k.startswith("m_")]

# The message each break must produce, so that it is caught by the intended check.
EXPECT = {
    "absolute_date_removed": "absolute date token", "announced_flag_dropped": "not announced",
    "asked_before_last": "asked_at before last memory", "change_covered_without_earlier": "covers a change",
    "cjk_query_in_en": "CJK query in en history", "cross_topic_pair": "cross-topic pair",
    "current_not_newest": "not the newest", "day_before_yesterday_wrong": "event -2 words missing",
    "duplicate_question": "duplicate question", "duplicate_text": "duplicate text",
    "empty_expected": "empty or duplicate expected", "english_in_zh": "zh history has non-CJK memory",
    "event_outside_period": "event outside period", "history_ids_swapped": "history id order",
    "last_weekend_on_monday": "lwe memory must be written Tue-Fri", "lastweekday_removed": "lw words missing",
    "mixed_all_english_queries": "both languages in queries", "no_hard_negative": "pairs a hard negative",
    "older_above_newer_pair": "older above newer", "on_weekday_not_earlier": "tw weekday not earlier",
    "outranked_also_expected": "outranked memory also expected", "period_after_asked": "period starts after",
    "relative_explicit_period": "needs a coded period", "relative_word_dropped": "relative words missing",
    "state_after_period": "state expected written after period", "state_not_last_by_end": "not the last by period end",
    "too_few_histories": "too few histories", "unknown_key": "unknown key", "unsorted": "not in written_at order",
    "weekend_off_monday": "wkend memory not written on a Monday", "when_after_asked": "answer after asked_at",
    "when_without_event": "first expected has no event", "wrong_period_code_words": "relative words missing",
    "yesterday_removed": "event -1 words missing", "zh_query_in_zh_history_english": "non-CJK query in zh history",
}


def main():
    base = all_histories()
    tb5_lib.build(copy.deepcopy(base))  # the clean data must pass
    missed = []
    for mut in MUTATIONS:
        H = copy.deepcopy(base)
        mut(H)
        try:
            tb5_lib.build(H)
        except tb5_lib.CheckError as e:
            if EXPECT[mut.__name__[2:]] in str(e):
                print("caught  %-34s %s" % (mut.__name__[2:], str(e)[:90]))
                continue
            print("WRONG   %-34s %s" % (mut.__name__[2:], str(e)[:90]))
            missed.append(mut.__name__)
            continue
        missed.append(mut.__name__)
        print("MISSED  %s" % mut.__name__[2:])
    assert len(EXPECT) == len(MUTATIONS)
    print("%d mutations, %d caught by the intended check" % (len(MUTATIONS), len(MUTATIONS) - len(missed)))
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
