#!/usr/bin/env python3
"""Build digest_blind17.json (+ .sha256) from the b17_*.py data files. Stdlib only, deterministic."""
import hashlib, importlib, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from b17_common import CATS, finish, S, raw, cfg, dec, pref, evt, gen

HERE = os.path.dirname(os.path.abspath(__file__))
MODULES = ["b17_en", "b17_en2", "b17_zh", "b17_zh2", "b17_mixed", "b17_turns", "b17_single"]
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u9fff]")
LAB = ("User: ", "Assistant: ", "用户: ", "助手: ")


def load():
    snips = []
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError:
            continue
        snips.extend(mod.DATA)
    return snips


def occ(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append(i); i = text.find(s, i + 1)
    return out


def span(text, musts):
    best = None
    lists = [occ(text, m) for m in musts]
    if any(not l for l in lists):
        return None
    def rec(k, lo, hi):
        nonlocal best
        if k == len(musts):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for p in lists[k][:20]:
            rec(k + 1, min(lo, p), max(hi, p + len(musts[k])))
    rec(0, 10**9, -1)
    return best


def check(snips):
    probs = []
    texts = set()
    for n, s in enumerate(snips):
        f = finish(s)
        t, lang, items = f["text"], f["lang"], f["items"]
        P = lambda code, msg="": probs.append((n, code, msg))
        if lang not in ("en", "zh", "mixed"): P("lang", lang)
        if t in texts: P("dup_text")
        texts.add(t)
        if not t.endswith("\n") or t.endswith("\n\n"): P("newline")
        lines = t[:-1].split("\n") if t.endswith("\n") else t.split("\n")
        for ln in lines:
            if not ln.startswith(LAB): P("label", ln[:30])
        body = "\n".join(ln.split(": ", 1)[1] if ": " in ln else ln for ln in lines)
        if lang == "en":
            if CJK.search(t) or "用户: " in t or "助手: " in t: P("cjk_in_en")
        if lang == "zh":
            if "User: " in t or "Assistant: " in t: P("en_label_in_zh")
        if lang in ("zh", "mixed") and not HAN.search(t): P("no_han")
        if lang == "mixed" and not re.search(r"(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])", body): P("mixed_no_english")
        if len(items) > 6: P("too_many_items")
        keys = f["_keys"]
        if len(set(keys)) != len(keys): P("dup_keys")
        for it, rm in zip(items, f["_rm"]):
            for r in rm:
                if r not in keys or r == it["must"][0] if it["must"] else True: P("bad_rm", r)
            if it["category"] not in CATS: P("category", it["category"])
            m = it["must"]
            if not 1 <= len(m) <= 3: P("must_count", str(len(m)))
            if len(set(m)) != len(m): P("must_repeat")
            for x in m:
                if not x or x != x.strip() or len(x) < 2: P("must_shape", repr(x))
                elif x not in t: P("must_not_in_text", x)
            if len(set(it["must_not"])) != len(it["must_not"]): P("must_not_twice")
            bad_in = False
            for x in it["must_not"]:
                if any(x in mm for mm in m): P("must_contains_must_not", x); bad_in = True
                c = t.count(x)
                if c != 1: P("must_not_count", "%s x%d" % (x, c)); bad_in = True
                if len(x) < (2 if HAN.search(x) else 3): P("must_not_short", x)
            if not bad_in and m and all(x in t for x in m):
                sp = span(t, m)
                for x in it["must_not"]:
                    p = t.find(x)
                    if p < sp[1] and p + len(x) > sp[0]: P("must_not_in_span", x)
    return probs


def build(snips):
    fin = [finish(s) for s in snips]
    fin.sort(key=lambda f: hashlib.sha256(f["text"].encode("utf-8")).hexdigest())
    out = []
    for i, f in enumerate(fin, 1):
        out.append({"id": "d17-%03d" % i, "lang": f["lang"], "split": "heldout17", "text": f["text"],
                    "items": [{"category": it["category"], "must": it["must"], "must_not": it["must_not"]}
                              for it in f["items"]]})
    return out


FAULTS = [
    ("lang", S("fr", "U: Our kayak club paddles from the slipway at six.\n", evt("paddles from the slipway at six"))),
    ("newline", raw("en", "User: The bonsai show is on the 9th.", evt("The bonsai show is on the 9th"))),
    ("label", raw("en", "User: Beekeeping course starts Tuesday.\nnotes: hive 4\n", evt("Beekeeping course starts Tuesday"))),
    ("cjk_in_en", S("en", "U: The orienteering meet is at 十 o'clock.\n", evt("orienteering meet"))),
    ("category", S("en", "U: The falconry day is booked for June.\n", dict(cfg("falconry day is booked for June"), category="mood"))),
    ("must_count", S("en", "U: Bouldering gym membership renewed.\n", dict(cfg("x1"), must=[]))),
    ("must_count", S("en", "U: Fencing on Mon, Tue, Wed and Thu.\n", dec("Mon", "Tue", "Wed", "Thu"))),
    ("must_not_in_text", S("en", "U: Rowing crew meets at the boathouse.\n", evt("meets at the lake"))),
    ("must_not_count", S("en", "U: The archery range is open Sundays.\n", evt("archery range is open Sundays", x=["Saturdays"]))),
    ("must_contains_must_not", S("en", "U: The sailing dinghy is moored at pontoon C.\n", cfg("moored at pontoon C", x=["pontoon C"]))),
    ("must_not_twice", S("en", "U: Skating at 7, not at 8, the rink said.\n", evt("Skating at 7", x=["not at 8", "not at 8"]))),
    ("must_not_count", S("en", "U: Kite festival: not May, it's June, definitely not May.\n", evt("it's June", x=["not May"]))),
    ("must_not_in_span", S("en", "U: Trampoline club: Fridays, not Thursdays, at 5.\n", evt("Fridays", "at 5", x=["not Thursdays"]))),
    ("en_label_in_zh", raw("zh", "User: 太极拳班周六早上七点。\n", evt("太极拳班周六早上七点"))),
    ("mixed_no_english", S("mixed", "用: 攀岩馆 VIP 卡办好了。\n", cfg("攀岩馆 VIP 卡办好了"))),
    ("too_many_items", S("en", "U: Netball Mon, rugby Tue, squash Wed, bowls Thu, golf Fri, yoga Sat, rest Sun.\n", *[gen(k) for k in ("Netball Mon", "rugby Tue", "squash Wed", "bowls Thu", "golf Fri", "yoga Sat", "rest Sun")])),
    ("bad_rm", S("en", "U: Pottery wheel hire is 20 pounds; keep that in mind.\n", gen("Pottery wheel hire is 20 pounds", rm=["nope"]))),
    ("must_not_short", S("en", "U: Ice hockey at rink B, not A.\n", evt("Ice hockey at rink B", x=["A."]))),
    ("dup_keys", S("en", "U: Judo grading 3rd. Judo grading 3rd.\n", evt("Judo grading 3rd"), gen("Judo grading 3rd"))),
    ("must_shape", S("en", "U: The canoe polo match is at 4.\n", evt(" canoe polo match"))),
]


def selftest():
    base = load()
    if check(base):
        print("real data not clean"); return 1
    caught = 0
    for code, s in FAULTS:
        codes = {p[1] for p in check(base + [s]) }
        ok = codes == {code}
        caught += ok
        if not ok: print("fault", code, "->", sorted(codes))
    # duplicate text fault
    codes = {p[1] for p in check(base + [dict(base[0])])}
    caught += codes == {"dup_text"}
    total = len(FAULTS) + 1
    print("%d of %d caught" % (caught, total))
    return 0 if caught == total else 1


def stats(out):
    from collections import Counter
    n = len(out); c = Counter(); cat = Counter(); ni = Counter()
    for s in out:
        k = len(s["items"]); ni[k] += 1
        c[s["lang"]] += 1
        c[(s["lang"], "0" if k == 0 else "1" if k == 1 else "2+")] += 1
        for it in s["items"]:
            cat[it["category"]] += 1; c["items"] += 1; c["items_" + s["lang"]] += 1
            c["must%d" % len(it["must"])] += 1; c["mn"] += len(it["must_not"])
            if not it["must_not"]: c["no_mn"] += 1
    multi = sum(v for k, v in ni.items() if k >= 2)
    print("snippets", n)
    for l in ("en", "zh", "mixed"):
        print(l, c[l], "%.1f%%" % (100 * c[l] / n), "0/1/2+:", c[(l, "0")], c[(l, "1")], c[(l, "2+")], "items", c["items_" + l])
    print("items per snippet", dict(sorted(ni.items())))
    print(">=2 items: %d (%.1f%%)" % (multi, 100 * multi / n))
    print("items", c["items"], "must1/2/3", c["must1"], c["must2"], c["must3"], "must_not", c["mn"], "items w/o must_not", c["no_mn"])
    print("categories", dict(cat.most_common()))
    print("multi-line", sum(1 for s in out if s["text"].count("\n") > 1),
          "start with assistant", sum(1 for s in out if s["text"].startswith(("Assistant: ", "助手: "))))
    print("mixed with User: labels", sum(1 for s in out if s["lang"] == "mixed" and "User: " in s["text"]))


def main():
    args = sys.argv[1:]
    if "--selftest" in args:
        return selftest()
    snips = load()
    if "--inject" in args:
        snips = snips + [FAULTS[int(args[args.index("--inject") + 1])][1]]
    probs = check(snips)
    if probs:
        for n, code, msg in probs:
            print(n, snips[n]["text"][:60].replace("\n", " | "), code, msg)
        print(len(probs), "problems; nothing written"); return 1
    out = build(snips)
    data = (json.dumps(out, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(HERE, "digest_blind17.json"), "wb") as fh:
        fh.write(data)
    with open(os.path.join(HERE, "digest_blind17.sha256"), "w") as fh:
        fh.write("%s  digest_blind17.json\n" % hashlib.sha256(data).hexdigest())
    if "--stats" in args:
        stats(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
