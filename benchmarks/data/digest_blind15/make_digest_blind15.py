#!/usr/bin/env python3
"""Build digest_blind15.json (+ .sha256) from the b15_*.py data files, after checking everything.

python3 make_digest_blind15.py             check and write
python3 make_digest_blind15.py --selftest  check the real data, then 21 injected faults one at a time
python3 make_digest_blind15.py --inject N  normal write path with fault N appended (must write nothing)
"""
import hashlib, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from b15_common import S, raw, dec, pref, cfg, evt, gen, disc, idea, proj, FULL, key, must_not  # noqa

import b15_en, b15_en2, b15_zh, b15_zh2, b15_mixed, b15_turns, b15_single  # noqa

MODULES = (b15_en, b15_en2, b15_zh, b15_zh2, b15_mixed, b15_turns, b15_single)
CATS = {"decision", "preference", "config", "event", "general", "discussion", "idea", "project"}
SPLIT = "heldout15"
OUT_JSON, OUT_SHA = "digest_blind15.json", "digest_blind15.sha256"
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
CJK_ANY = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
EN_WORD = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")


def data():
    out = []
    for m in MODULES:
        out.extend(m.DATA)
    return out


def count(text, p):
    n, i = 0, text.find(p)
    while i >= 0:
        n += 1
        i = text.find(p, i + 1)
    return n


def min_span(text, musts):
    """Smallest [a, b) of text holding one occurrence of each must."""
    occ = [[(i, i + len(m)) for i in range(len(text)) if text.startswith(m, i)] for m in musts]
    if any(not o for o in occ):
        return None
    best = None

    def rec(k, lo, hi):
        nonlocal best
        if k == len(occ):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for a, b in occ[k]:
            rec(k + 1, min(lo, a), max(hi, b))
    rec(0, len(text), 0)
    return best


def check(snips):
    probs = []  # (code, where, detail)
    texts = {}
    for n, s in enumerate(snips):
        w = "#%d" % n
        t, lang, items = s["text"], s["lang"], s["items"]
        if lang not in ("en", "zh", "mixed"):
            probs.append(("lang", w, lang))
        if t in texts:
            probs.append(("dup_text", w, "same text as #%d" % texts[t]))
        texts.setdefault(t, n)
        if not t.endswith("\n") or t.endswith("\n\n"):
            probs.append(("newline", w, repr(t[-3:])))
        for line in t.rstrip("\n").split("\n"):
            if not line.startswith(FULL):
                probs.append(("label", w, line[:40]))
        body = "\n".join(l.split(": ", 1)[1] if l.startswith(FULL) else l for l in t.rstrip("\n").split("\n"))
        if lang == "en" and (CJK_ANY.search(t)):
            probs.append(("cjk_en", w, CJK_ANY.search(t).group()))
        if lang == "zh" and re.search(r"^(User|Assistant): ", t, re.M):
            probs.append(("zh_en_labels", w, ""))
        if lang in ("zh", "mixed") and not HAN.search(t):
            probs.append(("no_han", w, ""))
        if lang == "mixed" and not EN_WORD.search(body):
            probs.append(("mixed_no_en", w, ""))
        if len(items) > 6:
            probs.append(("too_many_items", w, str(len(items))))
        keys = [key(it) for it in items]
        for k in set(keys):
            if k and keys.count(k) > 1:
                probs.append(("dup_key", w, k))
        for i, it in enumerate(items):
            wi = "%s item %d" % (w, i)
            if it["category"] not in CATS:
                probs.append(("category", wi, it["category"]))
            ms = it["must"]
            if not ms:
                probs.append(("no_must", wi, ""))
            if len(ms) > 3:
                probs.append(("many_must", wi, str(len(ms))))
            for m in ms:
                if not m or m != m.strip() or len(m) < 2 or ms.count(m) > 1:
                    probs.append(("padded", wi, repr(m)))
                elif m not in t:
                    probs.append(("must_missing", wi, m))
            for r in it["rm"]:
                if r not in keys or r == key(it):
                    probs.append(("rm_unknown", wi, r))
            mn = must_not(s, i)
            reported = set()
            for p in set(mn):
                if mn.count(p) > 1:
                    probs.append(("mn_dup", wi, p))
            for p in dict.fromkeys(mn):
                if any(p in m for m in ms):
                    probs.append(("must_has_mn", wi, p)); reported.add(p); continue
                c = count(t, p)
                if c == 0:
                    probs.append(("mn_missing", wi, p)); reported.add(p); continue
                if c > 1:
                    probs.append(("mn_twice", wi, p)); reported.add(p); continue
                if len(p) < (2 if HAN.search(p) else 3):
                    probs.append(("mn_short", wi, p)); reported.add(p)
            good = [m for m in ms if m and m == m.strip() and m in t]
            sp = min_span(t, good) if good and len(good) == len(ms) else None
            if sp:
                for p in dict.fromkeys(mn):
                    if p in reported:
                        continue
                    a = t.find(p)
                    if a < sp[1] and a + len(p) > sp[0]:
                        probs.append(("mn_in_span", wi, p))
    return probs


def records(snips):
    snips = sorted(snips, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    out = []
    for n, s in enumerate(snips, 1):
        out.append({"id": "d15-%03d" % n, "lang": s["lang"], "split": SPLIT, "text": s["text"],
                    "items": [{"category": it["category"], "must": list(it["must"]),
                               "must_not": must_not(s, i)} for i, it in enumerate(s["items"])]})
    ids = [r["id"] for r in out]
    assert len(set(ids)) == len(ids)
    return out


def faults(real):
    K = ["pupk01", "pupk02", "pupk03", "pupk04", "pupk05", "pupk06", "pupk07"]
    return [
        ("lang", S("fr", "U: The rowing club's erg test is on Tuesday.", evt("rowing club's erg test is on Tuesday"))),
        ("newline", raw("en", "User: The beehive inspection is every nine days.", cfg("beehive inspection is every nine days"))),
        ("label", raw("en", "User: Our quilting circle meets Thursdays.\nand bring your own thread\n", evt("quilting circle meets Thursdays"))),
        ("cjk_en", S("en", "U: The kiln firing is at 1260 degrees, 明白?", cfg("kiln firing is at 1260 degrees"))),
        ("category", S("en", "U: The telescope mirror needs recoating in May.", {"category": "reminder", "must": ["telescope mirror needs recoating in May"], "x": [], "rm": []})),
        ("no_must", S("en", "U: The canoe trip is the second weekend of June.", evt())),
        ("many_must", S("en", "U: Tandem skydive: Saturday, 9am, Hibaldstow, 15,000 feet.", evt("Saturday", "9am", "Hibaldstow", "15,000 feet"))),
        ("must_missing", S("en", "U: Falconry lesson is on the 3rd.", evt("Falconry lesson", "on the 4th"))),
        ("mn_missing", S("en", "U: The accordion goes in for tuning on Monday.", evt("accordion goes in for tuning on Monday", x=["on Friday"]))),
        ("must_has_mn", S("en", "U: The sauna club raised the fee to 40 pounds.", cfg("sauna club raised the fee to 40 pounds", x=["40 pounds"]))),
        ("mn_dup", S("en", "U: Not the blue kayak; the red kayak is ours now.", gen("the red kayak is ours now", x=["Not the blue kayak", "Not the blue kayak"]))),
        ("dup_text", dict(real[0])),
        ("mn_twice", S("en", "U: The archery range was Sunday, the archery range is Saturday now, not Sunday.", evt("archery range is Saturday now", x=["Sunday"]))),
        ("mn_in_span", S("en", "U: Fencing bout booked for the 12th, not the 11th, at 6pm.", evt("Fencing bout booked for the 12th", "at 6pm", x=["not the 11th"]))),
        ("zh_en_labels", S("zh", "U: 腰鼓队周六下午排练。", evt("腰鼓队周六下午排练"))),
        ("mixed_no_en", S("mixed", "用: 皮影戏的演出在元宵节。", evt("皮影戏的演出在元宵节"))),
        ("too_many_items", S("en", "U: " + " ".join(K) + ".", *[gen(k) for k in K])),
        ("rm_unknown", S("en", "U: The trampoline park slot is at 4pm.", evt("trampoline park slot is at 4pm", rm=["the bouncy castle"]))),
        ("mn_short", S("en", "U: The go-kart heat is in lane Q7, not lane 2.", cfg("go-kart heat is in lane Q7", x=["2."]))),
        ("dup_key", S("en", "U: Orienteering map is 1:10000.", cfg("Orienteering map"), gen("Orienteering map"))),
        ("padded", S("en", "U: The pottery wheel class moved to Wednesdays.", evt(" pottery wheel class moved to Wednesdays"))),
    ]


def stats(snips):
    from collections import Counter
    recs = records(snips)
    print("snippets", len(recs), Counter(r["lang"] for r in recs))
    print("mixed with English labels", sum(1 for r in recs if r["lang"] == "mixed" and re.search(r"^(User|Assistant): ", r["text"], re.M)))
    n = Counter(len(r["items"]) for r in recs)
    print("items per snippet", sorted(n.items()))
    for L in ("en", "zh", "mixed"):
        rr = [r for r in recs if r["lang"] == L]
        print(L, "empty", sum(1 for r in rr if not r["items"]), "multi", sum(1 for r in rr if len(r["items"]) > 1),
              "items", sum(len(r["items"]) for r in rr), "must_not", sum(len(i["must_not"]) for r in rr for i in r["items"]))
    its = [i for r in recs for i in r["items"]]
    print("items", len(its), "musts", Counter(len(i["must"]) for i in its), "no must_not", sum(1 for i in its if not i["must_not"]),
          "must_not", sum(len(i["must_not"]) for i in its))
    print("categories", Counter(i["category"] for i in its).most_common())
    ml = [r for r in recs if r["text"].count("\n") > 1]
    print("multi-line", len(ml), Counter(r["lang"] for r in ml))
    print("start with assistant", sum(1 for r in recs if r["text"].startswith(("Assistant: ", "助手: "))))
    print("rm uses", sum(len(it["rm"]) for s in snips for it in s["items"]))


def main(argv):
    real = data()
    if "--selftest" in argv:
        p = check(real)
        if p:
            for x in p:
                print("REAL DATA PROBLEM:", x)
            return 1
        caught = 0
        fl = faults(real)
        for code, f in fl:
            got = {x[0] for x in check(real + [f])}
            ok = got == {code}
            caught += ok
            print("%-14s %s %s" % (code, "caught" if ok else "MISSED", sorted(got)))
        print("%d of %d caught" % (caught, len(fl)))
        return 0 if caught == len(fl) else 1
    if "--stats" in argv:
        stats(real)
        return 0
    snips = list(real)
    if "--inject" in argv:
        snips.append(faults(real)[int(argv[argv.index("--inject") + 1])][1])
    p = check(snips)
    if p:
        for x in p:
            print("PROBLEM:", x)
        print("%d problem(s); nothing written" % len(p))
        return 1
    recs = records(snips)
    body = json.dumps(recs, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, OUT_JSON), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(body)
    h = hashlib.sha256(body.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, OUT_SHA), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("%s  %s\n" % (h, OUT_JSON))
    print(h, OUT_JSON, len(recs), "snippets")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
