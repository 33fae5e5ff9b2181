#!/usr/bin/env python3
"""Check the blind set 18 data and write digest_blind18.json / .sha256 (stdlib only, deterministic).

python3 make_digest_blind18.py            check and write
python3 make_digest_blind18.py --stats    check and print counts (writes nothing)
python3 make_digest_blind18.py --selftest check the data, then confirm each injected fault is caught
python3 make_digest_blind18.py --inject N write path with fault N appended (must exit 1, write nothing)
"""
import hashlib, json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from b18_common import CATS, S, raw, resolve, dec, pref, cfg, evt, gen, disc  # noqa: E402
import b18_en, b18_en2, b18_zh, b18_zh2, b18_mixed, b18_turns, b18_single, b18_extra, b18_more  # noqa: E402

MODULES = [b18_en, b18_en2, b18_zh, b18_zh2, b18_mixed, b18_turns, b18_single, b18_extra, b18_more]
OUT, SHA = "digest_blind18.json", "digest_blind18.sha256"
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
EN_LABELS = ("User: ", "Assistant: ")
ZH_LABELS = ("用户: ", "助手: ")


def span_ok(text, musts, mn):
    """must_not (occurring once) must not overlap the minimal span holding one occurrence of each must."""
    p = text.find(mn)
    q = p + len(mn)
    occ = [[m.start() for m in re.finditer(re.escape(m_), text)] for m_ in musts]
    best = None
    def rec(i, lo, hi):
        nonlocal best
        if i == len(musts):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for s in occ[i]:
            rec(i + 1, min(lo, s), max(hi, s + len(musts[i])))
    rec(0, 10 ** 9, -1)
    lo, hi = best
    return q <= lo or p >= hi


def check(snips):
    probs = []
    seen = set()
    for n, sn in enumerate(snips):
        t, lang = sn.text, sn.lang
        def bad(code, msg=""):
            probs.append((n, code, msg))
        if lang not in ("en", "zh", "mixed"):
            bad("lang")
        if t in seen:
            bad("dup_text")
        seen.add(t)
        if not t.endswith("\n") or t.endswith("\n\n"):
            bad("newline")
        lines = t[:-1].split("\n") if t.endswith("\n") else t.split("\n")
        body = []
        for ln in lines:
            lab = [l for l in EN_LABELS + ZH_LABELS if ln.startswith(l)]
            if not lab:
                bad("unlabelled", ln)
                continue
            if lang == "zh" and lab[0] in EN_LABELS:
                bad("zh_en_label", ln)
            if lang == "en" and lab[0] in ZH_LABELS:
                bad("cjk_en", ln)
            body.append(ln[len(lab[0]):])
        b = "\n".join(body)
        if lang == "en" and CJK.search(t):
            bad("cjk_en")
        if lang in ("zh", "mixed") and not HAN.search(b):
            bad("no_han")
        if lang == "mixed" and not re.search(r"(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])", b):
            bad("mixed_no_en")
        if len(sn.items) > 6:
            bad("too_many")
        keys = [it["must"][0] if it["must"] else None for it in sn.items]
        if len(set(keys)) != len(keys):
            bad("dup_key")
        for it in sn.items:
            if it["category"] not in CATS:
                bad("category", it["category"])
            m = it["must"]
            if not 1 <= len(m) <= 3:
                bad("must_count", str(m))
            if len(set(m)) != len(m):
                bad("must_repeat")
            for x in m:
                if x != x.strip() or len(x) < 2:
                    bad("must_pad", repr(x))
                if x not in t:
                    bad("must_missing", x)
            for r in it["rm"]:
                if r not in keys or (m and r == m[0]):
                    bad("rm_unknown", r)
        if any(p[0] == n for p in probs):
            continue
        for it in resolve(sn):
            m, mn = it["must"], it["must_not"]
            if len(set(mn)) != len(mn):
                bad("mn_twice", str(mn))
            for x in mn:
                if t.count(x) == 0:
                    bad("mn_missing", x)
                    continue
                if t.count(x) != 1:
                    bad("mn_multi", x)
                    continue
                if len(x) < (2 if HAN.search(x) else 3):
                    bad("mn_short", x)
                if any(x in y for y in m):
                    bad("must_has_mn", x)
                    continue
                if not span_ok(t, m, x):
                    bad("mn_in_span", x)
    return probs


def load():
    out = []
    for mod in MODULES:
        out.extend(mod.DATA)
    return out


def build(snips):
    order = sorted(snips, key=lambda s: hashlib.sha256(s.text.encode("utf-8")).hexdigest())
    data = []
    for i, sn in enumerate(order, 1):
        data.append({"id": "d18-%03d" % i, "lang": sn.lang, "split": "heldout18", "text": sn.text,
                     "items": resolve(sn)})
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n", data


FAULTS = [
    ("lang", S("fr", "U: The rowing club meets at the boathouse on Sundays.\n", gen("The rowing club meets at the boathouse on Sundays"))),
    ("newline", raw("en", "User: My archery bow has a 28 lb draw.", gen("My archery bow has a 28 lb draw"))),
    ("unlabelled", raw("en", "User: The bonsai show is in May.\nit's at the town hall\n", evt("The bonsai show is in May"))),
    ("cjk_en", S("en", "U: Our 击剑 club trains on Mondays.\n", gen("trains on Mondays"))),
    ("category", S("en", "U: The falconry day is booked for the 5th.\n", {"category": "hobby", "must": ["The falconry day is booked for the 5th"], "x": [], "rm": []})),
    ("must_count", S("en", "U: I kayak on the Wye twice a month.\n", {"category": "general", "must": [], "x": [], "rm": []})),
    ("must_missing", S("en", "U: The skating rink opens at nine.\n", gen("The ice rink opens at nine"))),
    ("mn_missing", S("en", "U: Kite festival is on the 12th at the beach.\n", evt("Kite festival is on the 12th at the beach", x=["the 13th"]))),
    ("must_has_mn", S("en", "U: Judo grading is Saturday, orange belt.\n", evt("Judo grading is Saturday, orange belt", x=["orange belt"]))),
    ("mn_twice", S("en", "U: Trampolining is on Friday, not Thursday.\n", evt("Trampolining is on Friday", x=["not Thursday", "not Thursday"]))),
    ("mn_multi", S("en", "U: Canoe polo is at the lido. Pottery is at the lido too.\n", evt("Canoe polo is", x=["at the lido"]))),
    ("mn_in_span", S("en", "U: Bouldering pass renews in May, not June, the 60-day one.\n", evt("Bouldering pass renews in May", "the 60-day one", x=["not June"]))),
    ("zh_en_label", raw("zh", "User: 太极拳课在周六早上。\n", evt("太极拳课在周六早上"))),
    ("mixed_no_en", S("mixed", "U: 攀岩馆在 CBD，会员卡 VIP。\n", gen("攀岩馆在 CBD"))),
    ("too_many", S("en", "U: Hockey Mon. Judo Tue. Fencing Wed. Rowing Thu. Archery Fri. Sailing Sat. Skating Sun.\n",
                   *[evt(w) for w in ["Hockey Mon", "Judo Tue", "Fencing Wed", "Rowing Thu", "Archery Fri", "Sailing Sat", "Skating Sun"]])),
    ("rm_unknown", S("en", "U: Orienteering is on Sunday; keep it free.\n", evt("Orienteering is on Sunday"), pref("keep it free", rm=["Orienteering on Sunday"]))),
    ("mn_short", S("en", "U: The beekeeping course is 6 weeks, not 8.\n", evt("The beekeeping course is 6 weeks", x=["8."]))),
    ("dup_key", S("en", "U: Sailing dinghy is a Laser. Sailing dinghy is a Laser, really.\n", gen("Sailing dinghy is a Laser"), gen("Sailing dinghy is a Laser"))),
    ("must_pad", S("en", "U: The pottery kiln fires at 1240 degrees.\n", cfg(" The pottery kiln fires at 1240 degrees"))),
    ("dup_text", None),
]


def fault(i, data):
    code, sn = FAULTS[i]
    if sn is None:
        sn = data[0]
    return code, sn


def main(argv):
    os.chdir(HERE)
    snips = load()
    probs = check(snips)
    if probs:
        for n, code, msg in probs:
            print("PROBLEM snippet %d (%s): %s %s" % (n, snips[n].text[:50].replace("\n", " | "), code, msg))
        return 1
    if "--selftest" in argv:
        caught = 0
        for i in range(len(FAULTS)):
            code, sn = fault(i, snips)
            got = {c for _, c, _ in check(snips + [sn])}
            ok = got == {code}
            caught += ok
            if not ok:
                print("fault %d (%s) -> %s" % (i, code, sorted(got)))
        print("%d of %d caught" % (caught, len(FAULTS)))
        return 0 if caught == len(FAULTS) else 1
    if "--inject" in argv:
        i = int(argv[argv.index("--inject") + 1])
        code, sn = fault(i, snips)
        snips = snips + [sn]
        probs = check(snips)
        if probs:
            for n, c, msg in probs:
                print("PROBLEM snippet %d: %s %s" % (n, c, msg))
            return 1
    text, data = build(snips)
    if "--stats" in argv:
        stats(data)
        return 0
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    h = hashlib.sha256(text.encode("utf-8")).hexdigest()
    with open(SHA, "w", encoding="utf-8", newline="\n") as f:
        f.write("%s  %s\n" % (h, OUT))
    print("wrote %s (%d snippets), sha256 %s" % (OUT, len(data), h))
    return 0


def stats(data):
    c = Counter(d["lang"] for d in data)
    n = len(data)
    print("snippets", n, dict(c))
    empty = Counter(d["lang"] for d in data if not d["items"])
    print("empty", sum(empty.values()), "%.1f%%" % (100 * sum(empty.values()) / n), dict(empty))
    one = Counter(d["lang"] for d in data if len(d["items"]) == 1)
    print("one item", sum(one.values()), dict(one))
    multi = Counter(d["lang"] for d in data if len(d["items"]) >= 2)
    print("2+ items", sum(multi.values()), "%.1f%%" % (100 * sum(multi.values()) / n), dict(multi))
    print("items per snippet", dict(sorted(Counter(len(d["items"]) for d in data).items())))
    items = Counter()
    for d in data:
        items[d["lang"]] += len(d["items"])
    print("items", sum(items.values()), dict(items))
    print("categories", dict(Counter(it["category"] for d in data for it in d["items"]).most_common()))
    print("musts per item", dict(Counter(len(it["must"]) for d in data for it in d["items"])))
    mn = Counter()
    for d in data:
        for it in d["items"]:
            mn[d["lang"]] += len(it["must_not"])
    print("must_not", sum(mn.values()), dict(mn), "items without:",
          sum(1 for d in data for it in d["items"] if not it["must_not"]))
    ml = [d for d in data if d["text"].count("\n") > 1]
    print("multi-line", len(ml), dict(Counter(d["lang"] for d in ml)))
    ml = [d for d in data if d["text"].startswith(("Assistant: ", "助手: "))]
    print("start with assistant", len(ml), dict(Counter(d["lang"] for d in ml)))
    lab = Counter("en-labels" if d["text"].startswith(("User: ", "Assistant: ")) else "zh-labels"
                  for d in data if d["lang"] == "mixed")
    print("mixed labels", dict(lab))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
