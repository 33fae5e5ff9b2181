"""Breaks the data in many ways; each break must be caught by the check meant for it."""
import copy
import sys

from tb6_lib import check_all
import make_time_blind6


def hist(hs, hid):
    return [h for h in hs if h["id"] == hid][0]


def setm(hs, hid, key, idx, value):
    h = hist(hs, hid)
    for i, m in enumerate(h["mems"]):
        if m[0] == key:
            m = list(m)
            m[idx] = value
            h["mems"][i] = tuple(m)
            return
    raise KeyError(key)


def setq(hs, hid, qi, idx, value):
    h = hist(hs, hid)
    q = list(h["qs"][qi])
    while len(q) < 7:
        q.append([])
    q[idx] = value
    h["qs"][qi] = tuple(q)


def swap_mems(hs, hid, a, b):
    h = hist(hs, hid)
    ms = h["mems"]
    ms[a], ms[b] = ms[b], ms[a]


def swap_ids(hs):
    hs[0]["id"], hs[1]["id"] = hs[1]["id"], hs[0]["id"]


def dup_text(hs):
    h = hist(hs, "h01")
    setm(hs, "h01", "m3", 2, h["mems"][1][2])


def mixed_en_queries(hs):
    h = hist(hs, "h03")
    for i, q in enumerate(h["qs"]):
        if any("\u4e00" <= c <= "\u9fff" for c in q[0]):
            setq(hs, "h03", i, 0, "English stand-in question number %d?" % i)


def mixed_zh_memories(hs):
    h = hist(hs, "h03")
    for m in list(h["mems"]):
        if not any("\u4e00" <= c <= "\u9fff" for c in m[2]):
            setm(hs, "h03", m[0], 2, "中文替身" + m[0] + "。" + ("昨天" if m[4] == "-1" else ""))


def dup_question(hs):
    h = hist(hs, "h01")
    h["qs"].append(h["qs"][0])


MUTATIONS = [
    # set 5's 17
    ("current expected not the newest", lambda hs: setq(hs, "h01", 0, 2, ["m4"]), "current expected not the newest"),
    ("state expected written after the period", lambda hs: setq(hs, "h01", 4, 2, ["m8", "m4", "m1"]), "state expected written after the period"),
    ("relative word dropped", lambda hs: setm(hs, "h02", "m6", 2, "答辩完了，感觉不错。"), "relative word for -1 missing"),
    ("asked_at before the last memory", lambda hs: hist(hs, "h01").__setitem__("asked", "2026-04-01 10:00"), "asked_at before the last memory"),
    ("absolute date removed", lambda hs: setm(hs, "h01", "m9", 2, "Gas safety check booked."), "date token"),
    ("older-above-newer pair", lambda hs: setq(hs, "h01", 0, 6, [("m4", "m8")]), "older-above-newer pair"),
    ("unsorted history", lambda hs: swap_mems(hs, "h01", 1, 2), "not in written_at order"),
    ("weekend memory off a Monday", lambda hs: setm(hs, "h01", "m2", 1, "2025-04-29 08:30"), "not written on a Monday"),
    ("上周六 removed", lambda hs: setm(hs, "h02", "m12", 2, "部门年中聚餐，在外婆家。"), "last-weekday word missing"),
    ("event outside the period", lambda hs: setq(hs, "h01", 8, 2, ["m3", "m2", "m7"]), "event outside the period"),
    ("when answer without an event", lambda hs: setq(hs, "h01", 9, 2, ["m1"]), "when answer without an event"),
    ("English memory in a zh history", lambda hs: setm(hs, "h02", "m3", 2, "My mentor is Han."), "English memory in a zh history"),
    ("cross-topic pair", lambda hs: setq(hs, "h01", 0, 6, [("m8", "m5")]), "cross-topic pair"),
    ("CJK query in an en history", lambda hs: setq(hs, "h01", 0, 0, "房租现在多少？"), "CJK query in an en history"),
    ("outranked memory also expected", lambda hs: setq(hs, "h01", 0, 2, ["m8", "m6"]), "outranked memory also expected"),
    ("relative question with an explicit period", lambda hs: setq(hs, "h01", 7, 4, ("2025-12-01", "2025-12-31")), "relative question with an explicit period"),
    ("when answer after asked_at", lambda hs: (setm(hs, "h01", "m11", 4, ("plan", "2026-09-13", None, "2026/3/13")), setq(hs, "h01", 10, 2, ["m11"])), "when answer after asked_at"),
    # set 5's 18 new ones
    ("period covers a change without the earlier fact", lambda hs: setq(hs, "h01", 5, 2, ["m5"]), "period covers a change without the earlier fact"),
    ("yesterday removed", lambda hs: setm(hs, "h27", "m13", 2, "Rang for a wedding."), "relative word for -1 missing"),
    ("前天 turned into 昨天", lambda hs: setm(hs, "h05", "m12", 2, "昨天竣工验收通过。"), "relative word for -2 missing"),
    ("last weekend written on a Monday", lambda hs: setm(hs, "h10", "m12", 1, "2026-11-09 20:00"), "not written Tuesday-Friday"),
    ("on Monday written on a Monday", lambda hs: setm(hs, "h12", "m13", 1, "2026-08-24 20:00"), "not earlier in the writing week"),
    ("plan turned into abs for a future date", lambda hs: setm(hs, "h01", "m9", 4, ("abs", "2026-02-20", None, "2026/2/20")), "after its writing"),
    ("history ids swapped", swap_ids, "out of order"),
    ("duplicate memory text", dup_text, "duplicate memory text"),
    ("mixed history with only English queries", mixed_en_queries, "mixed history lacks a language in queries"),
    ("hard negative turned into an ordinary memory", lambda hs: setm(hs, "h01", "m6", 3, "rentx"), "no current question pairs a hard negative"),
    ("state expected not the last by the period end", lambda hs: setq(hs, "h01", 4, 2, ["m1"]), "state expected not the last by the period end"),
    ("empty expected", lambda hs: setq(hs, "h01", 0, 2, []), "empty expected"),
    ("duplicate question", dup_question, "duplicate question"),
    ("unknown key", lambda hs: setq(hs, "h01", 0, 2, ["m99"]), "unknown key"),
    ("English query in a zh history", lambda hs: setq(hs, "h02", 0, 0, "What band am I on?"), "English query in a zh history"),
    ("period words not in the query", lambda hs: setq(hs, "h01", 7, 0, "What was the monthly rent back then?"), "period words not in query"),
    ("period after asked_at", lambda hs: setq(hs, "h01", 4, 4, ("2026-07-01", "2026-07-31")), "period after asked_at"),
    ("too few histories", lambda hs: hs.__delitem__(slice(5, None)), "too few histories"),
    # new in set 6
    ("day-of-month not earlier in the writing month", lambda hs: setm(hs, "h18", "m7", 4, "dom:25"), "not earlier in the writing month"),
    ("pair puts a memory above itself", lambda hs: setq(hs, "h01", 1, 6, [("m8", "m8")]), "above itself"),
    ("two weeks ago removed", lambda hs: setm(hs, "h18", "m13", 2, "The insurer approved the claim for the leak."), "relative word for -14 missing"),
    ("dated question with a coded period", lambda hs: setq(hs, "h01", 4, 4, "last_spring"), "dated question with a coded period"),
    ("mixed history with only Chinese memories", mixed_zh_memories, "mixed history lacks a language in memories"),
    ("day-of-month word removed", lambda hs: setm(hs, "h21", "m12", 2, "Grandma's cataract op went well; she can see the clock again."), "day-of-month word missing"),
    ("too few questions", lambda hs: [h.__setitem__("qs", h["qs"][:5]) for h in hs], "too few questions"),
]


def main():
    base = make_time_blind6.load()
    errs = check_all(base)
    if errs:
        print("baseline fails:", errs[:3])
        sys.exit(1)
    bad = 0
    for name, fn, tag in MUTATIONS:
        hs = copy.deepcopy(base)
        fn(hs)
        errs = check_all(hs)
        if not any(tag in e for e in errs):
            bad += 1
            print("NOT CAUGHT as %r: %s -> %s" % (tag, name, errs[:3]))
    print("%d mutations, %d caught by the intended check" % (len(MUTATIONS), len(MUTATIONS) - bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
