#!/usr/bin/env python3
"""Build digest_blind12.json (blind held-out set 12) from the b12_*.py data files.

Stdlib only, deterministic. Checks everything; writes nothing if any check fails.
  --selftest   check the real data, then inject each known fault and require that its own check fires
  --inject N   run the normal write path with fault N appended (must exit 1 and write nothing)
"""
import hashlib
import itertools
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from b12_common import CATS, S, cfg, dec, evt, gen, pref  # noqa: E402
import b12_en, b12_en2, b12_zh, b12_zh2, b12_mixed, b12_single, b12_turns  # noqa: E402,E401

MODULES = (b12_en, b12_en2, b12_zh, b12_zh2, b12_mixed, b12_single, b12_turns)
SPLIT = "heldout12"
PREFIX = "d12"
OUT_JSON = "digest_blind12.json"
OUT_SHA = "digest_blind12.sha256"
FULL_LABELS = ("User: ", "Assistant: ", "用户: ", "助手: ")
CJK = re.compile("[\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]")
HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff]")
LOWER_WORD = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")


def load():
    data = []
    for m in MODULES:
        data.extend(m.SNIPPETS)
    return data


def occurrences(text, phrase):
    out, i = [], text.find(phrase)
    while i >= 0:
        out.append(i)
        i = text.find(phrase, i + 1)
    return out


def min_span(text, musts):
    spans = [[(i, i + len(m)) for i in occurrences(text, m)] for m in musts]
    if not musts or any(not s for s in spans):
        return None
    best = None
    for combo in itertools.product(*spans):
        a, b = min(c[0] for c in combo), max(c[1] for c in combo)
        if best is None or b - a < best[1] - best[0]:
            best = (a, b)
    return best


def expand_items(sn, problems, where):
    """Return gold items with must_not = own x + neighbour keys (minus contained / removed keys)."""
    keys = [it["must"][0] if it["must"] else None for it in sn["items"]]
    out = []
    for i, it in enumerate(sn["items"]):
        for r in it["rm"]:
            if r not in keys or r == keys[i]:
                problems.append((where, "unknown_rm", r))
        mn = list(it["x"])
        for j, k in enumerate(keys):
            if j == i or k is None or k in it["rm"]:
                continue
            if any(k in m for m in it["must"]):
                continue
            mn.append(k)
        out.append({"category": it["category"], "must": list(it["must"]), "must_not": mn})
    return out


def check(data):
    problems = []
    seen = set()
    for n, sn in enumerate(data):
        w = "snippet %d (%r)" % (n, sn.get("text", "")[:40])
        text, lang = sn["text"], sn["lang"]
        if text in seen:
            problems.append((w, "dup_text", ""))
        seen.add(text)
        if lang not in ("en", "zh", "mixed"):
            problems.append((w, "bad_lang", lang))
        if not text.endswith("\n") or text.endswith("\n\n"):
            problems.append((w, "final_newline", ""))
        lines = text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
        for ln in lines:
            if not ln.startswith(FULL_LABELS):
                problems.append((w, "unlabelled", ln[:30]))
        body = "\n".join(ln.split(": ", 1)[1] if ln.startswith(FULL_LABELS) else ln for ln in lines)
        if lang == "en":
            if CJK.search(text):
                problems.append((w, "cjk_in_en", ""))
            if any(ln.startswith(("用户: ", "助手: ")) for ln in lines):
                problems.append((w, "en_zh_label", ""))
        if lang == "zh" and any(ln.startswith(("User: ", "Assistant: ")) for ln in lines):
            problems.append((w, "zh_en_label", ""))
        if lang in ("zh", "mixed") and not HAN.search(text):
            problems.append((w, "no_han", ""))
        if lang == "mixed" and not LOWER_WORD.search(body):
            problems.append((w, "mixed_no_english", ""))
        if len(sn["items"]) > 6:
            problems.append((w, "too_many_items", len(sn["items"])))
        keys = [it["must"][0] for it in sn["items"] if it["must"]]
        if len(set(keys)) != len(keys):
            problems.append((w, "dup_key", ""))
        for it in expand_items(sn, problems, w):
            if it["category"] not in CATS:
                problems.append((w, "bad_category", it["category"]))
            ms, mn = it["must"], it["must_not"]
            if not ms:
                problems.append((w, "no_must", ""))
            if len(ms) > 3:
                problems.append((w, "too_many_musts", len(ms)))
            if len(set(ms)) != len(ms):
                problems.append((w, "must_repeated", ""))
            for m in ms:
                if not m or m != m.strip() or len(m) < 2:
                    problems.append((w, "bad_must", repr(m)))
                if m not in text:
                    problems.append((w, "must_not_in_text", m))
            if len(set(mn)) != len(mn):
                problems.append((w, "must_not_listed_twice", ""))
            for x in mn:
                if x not in text:
                    problems.append((w, "must_not_absent", x))
                    continue
                if len(occurrences(text, x)) != 1:
                    problems.append((w, "must_not_not_once", x))
                minlen = 2 if HAN.search(x) else 3
                if len(x) < minlen or x != x.strip():
                    problems.append((w, "short_must_not", x))
                if any(x in m for m in ms):
                    problems.append((w, "must_contains_must_not", x))
            span = min_span(text, ms)
            if span:
                for x in mn:
                    if any(x in m for m in ms) or len(occurrences(text, x)) != 1:
                        continue
                    i = text.find(x)
                    if i < span[1] and i + len(x) > span[0]:
                        problems.append((w, "must_not_in_span", x))
    return problems


def build(data):
    recs = []
    for sn in sorted(data, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest()):
        recs.append({"lang": sn["lang"], "split": SPLIT, "text": sn["text"],
                     "items": expand_items(sn, [], "")})
    out = []
    for i, r in enumerate(recs, 1):
        out.append({"id": "%s-%03d" % (PREFIX, i), "lang": r["lang"], "split": r["split"],
                    "text": r["text"], "items": r["items"]})
    return out


def faults(data):
    """Known faults, each with the problem code its own check must raise."""
    F = []
    F.append(("bad_lang", dict(S("en", "U: The greenhouse vent opens at 22 degrees.", cfg("vent opens at 22 degrees")), lang="de")))
    F.append(("final_newline", {"lang": "en", "text": "User: The ferry to Cumbrae leaves at 7:15 on weekdays.",
                                "items": [evt("ferry to Cumbrae leaves at 7:15")]}))
    F.append(("unlabelled", S("en", "U: The typewriter ribbon is the two-colour kind.\nblack and red, spool size 13mm.", cfg("two-colour kind"))))
    F.append(("cjk_in_en", S("en", "U: The ski rack goes on the roof bars, 滑雪 in February.", cfg("ski rack goes on the roof bars"))))
    F.append(("bad_category", S("en", "U: The harp is tuned to A 442.", _cat("rumour", "harp is tuned to A 442"))))
    F.append(("no_must", S("en", "U: The lighthouse tour starts at noon.", _cat("event"))))
    F.append(("too_many_musts", S("en", "U: Piano tuner visits: March, June, September and December.",
                                  evt("Piano tuner visits", "March", "June", "September"))))
    F.append(("must_not_in_text", S("en", "U: The bakery order is 40 rolls for Saturday.", evt("bakery order is 40 rolls", "for Sunday"))))
    F.append(("must_not_absent", S("en", "U: The bus pass costs 60 pounds a month now.", cfg("bus pass costs 60 pounds a month", x=["it was 48 pounds"]))))
    F.append(("must_contains_must_not", S("en", "U: The pond pump is the 3000-litre one, not the small one.", cfg("pond pump is the 3000-litre one", x=["3000-litre"]))))
    F.append(("must_not_listed_twice", S("en", "U: Scout hut curtains are green now; the orange ones went to the jumble.",
                                         cfg("Scout hut curtains are green now", x=["the orange ones", "the orange ones"]))))
    F.append(("dup_text", dict(data[0])))
    F.append(("must_not_not_once", S("en", "U: Bikes go in shed 3, not shed 1; shed 1 leaks.", cfg("Bikes go in shed 3", x=["shed 1"]))))
    F.append(("must_not_in_span", S("en", "U: Bridge club night is Tuesday, not Thursday, at the library.",
                                    evt("Bridge club night is Tuesday", "at the library", x=["not Thursday"]))))
    F.append(("zh_en_label", S("zh", "U: 书法展改到下周六上午了。", evt("书法展改到下周六上午了"))))
    F.append(("mixed_no_english", S("mixed", "用: 龙舟队周日早上集合，OK。", evt("龙舟队周日早上集合"))))
    seven = ["hamoc1", "hamoc2", "hamoc3", "hamoc4", "hamoc5", "hamoc6", "hamoc7"]
    F.append(("too_many_items", S("en", "U: " + " ".join(seven) + ".", *[gen(k) for k in seven])))
    F.append(("unknown_rm", S("en", "U: Gate paint is slate grey; the old white is gone.",
                              cfg("Gate paint is slate grey", rm=["gate paint is blue"]), gen("the old white is gone"))))
    F.append(("short_must_not", S("en", "U: The chapel organ key is with Mr Abbott. No copy.", gen("organ key is with Mr Abbott", x=["No"]))))
    F.append(("dup_key", S("en", "U: Sewing machine goes in the attic; sewing machine goes in the attic on Monday.",
                           gen("sewing machine goes in the attic"), evt("sewing machine goes in the attic", "on Monday"))))
    F.append(("bad_must", S("en", "U: Squash court slots are 45 minutes each.", cfg(" Squash court slots are 45 minutes"))))
    return F


def _cat(cat, *must):
    return {"category": cat, "must": list(must), "x": [], "rm": []}


def report(problems):
    for w, code, d in problems:
        print("PROBLEM %s: %s %s" % (w, code, d))


def write(data):
    problems = check(data)
    if problems:
        report(problems)
        print("%d problem(s); nothing written" % len(problems))
        return 1
    recs = build(data)
    blob = json.dumps(recs, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, OUT_JSON), "w", encoding="utf-8", newline="\n") as f:
        f.write(blob)
    h = hashlib.sha256(blob.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, OUT_SHA), "w", encoding="utf-8", newline="\n") as f:
        f.write("%s  %s\n" % (h, OUT_JSON))
    print("wrote %d snippets, %d items; sha256 %s" % (len(recs), sum(len(r["items"]) for r in recs), h))
    return 0


def main(argv):
    data = load()
    if "--selftest" in argv:
        p = check(data)
        if p:
            report(p)
            print("real data not clean")
            return 1
        fl = faults(data)
        caught = 0
        for n, (code, bad) in enumerate(fl):
            got = {c for _, c, _ in check(data + [bad])}
            ok = got == {code}
            caught += ok
            print("fault %2d %-24s %s %s" % (n, code, "caught" if ok else "MISSED", sorted(got)))
        print("%d of %d caught" % (caught, len(fl)))
        return 0 if caught == len(fl) else 1
    if "--inject" in argv:
        n = int(argv[argv.index("--inject") + 1])
        return write(data + [faults(data)[n][1]])
    return write(data)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
