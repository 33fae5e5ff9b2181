#!/usr/bin/env python3
"""Build time_blind12.json (issue 23, blind set 12). Stdlib only, deterministic.
Usage: python3 make_time_blind12.py [out.json]   (TB12_PARTIAL=1: lower minimums, skip missing data, write nothing)"""
import sys, os, json, hashlib, importlib, datetime as dt
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from tb12_lib import *

DATA_MODULES = ["data_a", "data_b", "data_c", "data_d", "data_e", "data_f"]
PARTIAL = os.environ.get("TB12_PARTIAL") == "1"
MIN_Q = 1 if PARTIAL else 250

def load():
    hs = []
    for name in DATA_MODULES:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            if PARTIAL:
                continue
            raise
        hs.extend(mod.HISTORIES)
    return hs

def build_history(h, hidx):
    hid = h["id"]
    check(hid == "h%02d" % hidx, "history id order " + hid)
    check(h["lang"] in ("en", "zh", "mixed"), "lang " + hid)
    mems = []
    prev = None
    for i, m in enumerate(h["mems"], 1):
        check(3 <= len(m) <= 4, "memory tuple length %s m%d" % (hid, i))
        w = pdt(m[0])
        check(prev is None or w > prev, "memories not in time order %s m%d" % (hid, i))
        prev = w
        facts, others, evs = parse_tags(m[2])
        code = m[3] if len(m) > 3 else None
        rec = dict(id="%s-m%02d" % (hid, i), w=w, text=m[1], facts=facts, others=others, evs=evs, code=code, ed=None)
        if code:
            check(len(evs) == 1, "coded memory needs one ev tag %s" % rec["id"])
            ed, alts = event_date(code, w)
            check(any(a.lower() in m[1].lower() for a in alts), "event words missing for %s: %s" % (code, rec["id"]))
            rec["ed"] = ed
        else:
            check(not evs, "ev tag without code " + rec["id"])
        if h["lang"] == "en":
            check(not has_cjk(m[1]), "CJK in en history " + rec["id"])
        if h["lang"] == "zh":
            check(has_cjk(m[1]), "no CJK in zh history " + rec["id"])
        mems.append(rec)
    # superseded plans: a later coded memory of the same event with another date
    for r in mems:
        r["sup"] = False
        if r["code"]:
            for s in mems:
                if s["code"] and s["w"] > r["w"] and s["evs"] == r["evs"] and s["ed"] != r["ed"]:
                    r["sup"] = True
    return mems

def stmts(mems, topic):
    return [m for m in mems if topic in m["facts"]]

def label_current(mems, topic, hid):
    st = stmts(mems, topic)
    check(st, "no statements for topic %s in %s" % (topic, hid))
    last = st[-1]
    v = last["facts"][topic]
    exp = [last]
    for s in reversed(st[:-1]):
        if s["facts"][topic] == v:
            exp.append(s)
        else:
            break
    pairs = []
    diff = [s for s in st if s["facts"][topic] != v]
    if diff:
        pairs.append((last, diff[-1]))
    for m in mems:
        if topic in m["others"]:
            pairs.append((last, m))
    return exp, pairs

def label_state(mems, topic, start, end, hid):
    st = stmts(mems, topic)
    check(st, "no statements for topic %s in %s" % (topic, hid))
    inside = [s for s in st if start <= s["w"].date() <= end]
    before = [s for s in st if s["w"].date() < start]
    exp = list(reversed(inside))
    if before:
        exp.append(before[-1])
    pairs = []
    if exp:
        newest = exp[0]
        later = [s for s in st if s["w"].date() > end and s["facts"][topic] != newest["facts"][topic]]
        if later:
            pairs.append((newest, later[0]))
    return exp, pairs

def label_events(mems, cls, start, end):
    evm = [m for m in mems if m["code"] and not m["sup"] and start <= m["ed"] <= end
           and (cls == "*" or m["evs"][0].split(".")[0] == cls)]
    # one memory per event: the newest coded non-superseded memory of it, plus same-date announcements
    evm.sort(key=lambda m: (m["ed"], m["w"]), reverse=True)
    return evm

def label_when(mems, ev, asked, hid):
    coded = [m for m in mems if m["code"] and m["evs"] == [ev]]
    check(coded, "when: no memory for event %s in %s" % (ev, hid))
    last = coded[-1]
    check(last["ed"] <= asked.date(), "when: event %s still in the future in %s" % (ev, hid))
    exp = [last] + [m for m in reversed(coded[:-1]) if m["ed"] == last["ed"]]
    pairs = [(last, m) for m in coded if m["ed"] != last["ed"]]
    return exp, pairs

def build():
    hs = load()
    out_h, out_q = [], []
    qn = 0
    all_mem_ids = set()
    for hidx, h in enumerate(hs, 1):
        hid = h["id"]
        mems = build_history(h, hidx)
        split = "heldout" if hidx % 3 == 0 else "tune"
        anchor = pdt(h["asked"])
        check(mems[-1]["w"] < anchor, "memory after anchor in " + hid)
        out_h.append({"id": hid, "lang": h["lang"], "split": split,
                      "memories": [{"id": m["id"], "written_at": iso(m["w"]), "text": m["text"]} for m in mems]})
        all_mem_ids.update(m["id"] for m in mems)
        seen_q = set()
        used_topics = set()
        for j, q in enumerate(h["qs"]):
            qn += 1
            asked = anchor + dt.timedelta(minutes=3 * j)
            typ, text = q[0], q[-1]
            check(text not in seen_q, "duplicate query in %s: %s" % (hid, text))
            seen_q.add(text)
            lang = "zh" if has_cjk(text) else "en"
            if h["lang"] == "en":
                check(lang == "en", "zh query in en history " + hid)
            if h["lang"] == "zh":
                check(lang == "zh", "en query in zh history %s: %s" % (hid, text))
            per = None
            if typ == "cur":
                kind = "current"
                exp, pairs = label_current(mems, q[1], hid)
                check(q[1] not in used_topics, "two current questions on %s in %s" % (q[1], hid))
                used_topics.add(q[1])
            elif typ in ("st", "ev"):
                s, e, alts, kind = period(q[2], asked)
                for group in alts:
                    check(any(a.lower() in text.lower() for a in group), "period words missing (%s) in %s: %s" % (q[2], hid, text))
                if typ == "st":
                    exp, pairs = label_state(mems, q[1], s, e, hid)
                    check(s <= asked.date(), "state period in future " + text)
                else:
                    exp = label_events(mems, q[1], s, e)
                    pairs = []
                per = {"from": s.isoformat(), "to": e.isoformat(), "type": "state" if typ == "st" else "event"}
            elif typ == "when":
                kind = "when"
                exp, pairs = label_when(mems, q[1], asked, hid)
            else:
                raise CheckFailed("bad question type " + typ)
            check(exp, "empty expected list in %s: %s" % (hid, text))
            check(len({m["id"] for m in exp}) == len(exp), "duplicate expected in " + text)
            for a, b in pairs:
                check(a["id"] != b["id"], "self pair " + text)
                check(b not in exp, "outranked memory also expected: " + text)
            if kind == "current":
                check(not any(m["sup"] for m in exp), "superseded plan in current list " + text)
            qo = {"id": "q%03d" % qn, "history": hid, "split": split, "lang": lang, "kind": kind,
                  "asked_at": iso(asked), "query": text, "expected": [m["id"] for m in exp]}
            if pairs:
                qo["outranks"] = [[a["id"], b["id"]] for a, b in pairs]
            if per:
                qo["period"] = per
            out_q.append(qo)
        # every topic stated in this history gets a current question
        topics = {t for m in mems for t in m["facts"]}
        check(topics <= used_topics, "topics without a current question in %s: %s" % (hid, sorted(topics - used_topics)))
        evs = {m["evs"][0] for m in mems if m["code"] and m["ed"] <= anchor.date()}
        whens = {q[1] for q in h["qs"] if q[0] == "when"}
        check(whens <= evs, "when question on unknown event in " + hid)
    check(len(out_q) >= MIN_Q, "only %d questions" % len(out_q))
    kinds = {}
    for q in out_q:
        kinds[(q["kind"], q["lang"])] = kinds.get((q["kind"], q["lang"]), 0) + 1
    if not PARTIAL:
        for k in ("current", "dated", "relative", "when"):
            for l in ("en", "zh"):
                check(kinds.get((k, l), 0) >= 8, "too few %s/%s questions" % (k, l))
        check(len(out_h) >= 16, "too few histories")
    for q in out_q:
        for i in q["expected"]:
            check(i in all_mem_ids, "unknown memory id " + i)
    top = {"name": "time_blind12", "issue": 23,
           "description": "Blind set 12 for time-aware recall: current facts after changes, facts as of a named or relative period, events in periods, and when-questions; English, Chinese and mixed.",
           "histories": out_h, "questions": out_q}
    return top, kinds

def main():
    try:
        top, kinds = build()
    except CheckFailed as e:
        print("CHECK FAILED: " + str(e))
        sys.exit(1)
    print("questions %d, histories %d, memories %d" % (len(top["questions"]), len(top["histories"]), sum(len(h["memories"]) for h in top["histories"])))
    for k in sorted(kinds):
        print("  %-9s %-3s %d" % (k[0], k[1], kinds[k]))
    if PARTIAL:
        return
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "time_blind12.json")
    data = (json.dumps(top, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(out, "wb") as f:
        f.write(data)
    h = hashlib.sha256(data).hexdigest()
    with open(os.path.join(os.path.dirname(os.path.abspath(out)), "time_blind12.sha256"), "w") as f:
        f.write("%s  %s\n" % (h, os.path.basename(out)))
    print("sha256", h)

if __name__ == "__main__":
    main()
