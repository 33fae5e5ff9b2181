#!/usr/bin/env python3
"""Build digest_blind10.json (blind held-out set 10) with self-checks. Stdlib only, deterministic.

  python3 make_digest_blind10.py             check, then write json + sha256 (nothing written on failure)
  python3 make_digest_blind10.py --selftest  check clean data, then inject each known fault and verify it is caught
  python3 make_digest_blind10.py --inject N  normal write path with fault N appended (must fail, write nothing)
"""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from b10_common import CATEGORIES, S, cfg, dec, pref, evt, gen  # noqa: E402
import b10_en, b10_en2, b10_zh, b10_zh2, b10_mixed, b10_single, b10_turns  # noqa: E402,E401

MODULES = (b10_en, b10_en2, b10_zh, b10_zh2, b10_mixed, b10_single, b10_turns)
OUT_JSON = os.path.join(HERE, "digest_blind10.json")
OUT_SHA = os.path.join(HERE, "digest_blind10.sha256")
SPLIT = "heldout10"
MAX_ITEMS = 6

CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
EN_LABEL = re.compile(r"^(User|Assistant): ", re.M)
ZH_LABEL = re.compile(r"^(用户|助手): ", re.M)
LOWER_WORD = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")
LINE_OK = ("User: ", "Assistant: ", "用户: ", "助手: ")


def occurrences(text, phrase):
    out, i = [], text.find(phrase)
    while i >= 0:
        out.append(i)
        i = text.find(phrase, i + 1)
    return out


def min_span(text, musts):
    """Smallest [start, end) holding one occurrence of each must (earliest on ties)."""
    best = None

    def rec(k, s, e):
        nonlocal best
        if k == len(musts):
            if best is None or (e - s, s) < (best[1] - best[0], best[0]):
                best = (s, e)
            return
        for p in occurrences(text, musts[k]):
            q = p + len(musts[k])
            rec(k + 1, p if s is None else min(s, p), q if e is None else max(e, q))

    rec(0, None, None)
    return best


def finalize(snip, problems, where):
    """Turn raw items (x, rm) into gold items (must, must_not)."""
    items = snip["items"]
    keys = [it["must"][0] if it["must"] else None for it in items]
    out = []
    for i, it in enumerate(items):
        for r in it["rm"]:
            if r not in keys or r == keys[i]:
                problems.append((where, "bad_rm", "unknown removal %r" % r))
        mn = list(it["x"])
        for j, k in enumerate(keys):
            if j == i or k is None or k in it["rm"]:
                continue
            if any(k in m for m in it["must"]):
                continue
            if k not in mn:
                mn.append(k)
        out.append({"category": it["category"], "must": list(it["must"]), "must_not": mn})
    return out


def check_snippet(snip, items, problems, where):
    text, lang = snip["text"], snip["lang"]
    if lang not in ("en", "zh", "mixed"):
        problems.append((where, "lang", "bad lang %r" % lang))
    if not text.endswith("\n") or text.endswith("\n\n"):
        problems.append((where, "newline", "text must end with exactly one newline"))
    for line in text.rstrip("\n").split("\n"):
        if not line.startswith(LINE_OK):
            problems.append((where, "label", "unlabelled line %r" % line[:30]))
    if lang == "en":
        if CJK.search(text) or ZH_LABEL.search(text):
            problems.append((where, "cjk_en", "CJK or Chinese label in en text"))
    if lang == "zh" and EN_LABEL.search(text):
        problems.append((where, "zh_en_label", "English label in zh text"))
    if lang in ("zh", "mixed") and not HAN.search(text):
        problems.append((where, "no_han", "no Han characters"))
    if lang == "mixed":
        body = EN_LABEL.sub("", ZH_LABEL.sub("", text))
        if not LOWER_WORD.search(body):
            problems.append((where, "mixed_no_en", "mixed text without a lower-case English word"))
    if len(items) > MAX_ITEMS:
        problems.append((where, "too_many_items", "%d items" % len(items)))
    keys = [it["must"][0] for it in items if it["must"]]
    if len(set(keys)) != len(keys):
        problems.append((where, "dup_keys", "duplicate keys"))
    for n, it in enumerate(items):
        w = "%s item %d" % (where, n)
        if it["category"] not in CATEGORIES:
            problems.append((w, "category", "bad category %r" % it["category"]))
        musts, mns = it["must"], it["must_not"]
        if not 1 <= len(musts) <= 3:
            problems.append((w, "must_count", "%d musts" % len(musts)))
        if len(set(musts)) != len(musts):
            problems.append((w, "must_dup", "must repeated"))
        for m in musts:
            if not m or m != m.strip() or len(m) < 2:
                problems.append((w, "must_bad", "empty/padded/short must %r" % m))
            elif m not in text:
                problems.append((w, "must_missing", "must not in text %r" % m))
        if len(set(mns)) != len(mns):
            problems.append((w, "mn_dup", "must_not listed twice"))
        for x in mns:
            minlen = 2 if HAN.search(x) else 3
            if len(x) < minlen:
                problems.append((w, "mn_short", "must_not too short %r" % x))
            c = text.count(x)
            if c == 0:
                problems.append((w, "mn_missing", "must_not not in text %r" % x))
            elif len(occurrences(text, x)) != 1:
                problems.append((w, "mn_twice", "must_not occurs %d times %r" % (len(occurrences(text, x)), x)))
            if any(x in m for m in musts):
                problems.append((w, "must_has_mn", "must contains its must_not %r" % x))
        if musts and all(m and m in text for m in musts):
            span = min_span(text, musts)
            for x in mns:
                occ = occurrences(text, x)
                if len(occ) == 1 and not any(x in m for m in musts):
                    p, q = occ[0], occ[0] + len(x)
                    if p < span[1] and span[0] < q:
                        problems.append((w, "mn_in_span", "must_not %r inside must span" % x))


def build(snippets):
    problems, seen, rows = [], {}, []
    for n, snip in enumerate(snippets):
        where = "snippet %d (%s)" % (n, snip["text"][:24].replace("\n", " "))
        if snip["text"] in seen:
            problems.append((where, "dup_text", "duplicate text"))
        seen[snip["text"]] = n
        items = finalize(snip, problems, where)
        check_snippet(snip, items, problems, where)
        rows.append((snip, items))
    rows.sort(key=lambda r: hashlib.sha256(r[0]["text"].encode("utf-8")).hexdigest())
    data = []
    for i, (snip, items) in enumerate(rows, 1):
        data.append({"id": "d10-%03d" % i, "lang": snip["lang"], "split": SPLIT,
                     "text": snip["text"], "items": items})
    ids = [d["id"] for d in data]
    if len(set(ids)) != len(ids):
        problems.append(("all", "dup_id", "duplicate ids"))
    return data, problems


def real_snippets():
    out = []
    for mod in MODULES:
        out.extend(mod.SNIPPETS)
    return out


# Injected faults: (expected problem code, snippet). New content, not copied from set 9.
def faults():
    real = real_snippets()
    return [
        ("lang", S("fr", "U: The kayak rack holds four boats.", gen("kayak rack holds four boats"))),
        ("newline", S("en", "User: Our bee hives are on the north slope.", gen("bee hives are on the north slope"), raw=True)),
        ("label", S("en", "U: The ferry leaves at 7.\nIt is slow though.", evt("ferry leaves at 7"))),
        ("cjk_en", S("en", "U: The sauna opens at 六 o'clock.", evt("sauna opens"))),
        ("category", S("en", "U: Lantern festival stall is number 14.", {"category": "fact", "must": ["stall is number 14"], "x": [], "rm": []})),
        ("must_count", S("en", "U: The loom is in the shed.", gen())),
        ("must_count", S("en", "U: Cellar at 12 degrees, 70 percent humidity, door shut, fan on.", cfg("Cellar at 12 degrees", "70 percent humidity", "door shut", "fan on"))),
        ("must_missing", S("en", "U: Quarry swim is on Sunday.", evt("Quarry swim is on Saturday"))),
        ("mn_missing", S("en", "U: The printer queue is called atlas.", cfg("queue is called atlas", x=["queue is called zeus"]))),
        ("must_has_mn", S("en", "U: Mulch the roses in March, not February.", evt("Mulch the roses in March", x=["roses"]))),
        ("mn_dup", S("en", "U: Ice rink session is Friday, not Thursday.", evt("Ice rink session is Friday", x=["not Thursday", "not Thursday"]))),
        ("dup_text", dict(real[0])),
        ("mn_twice", S("en", "U: Glaze batch is celadon; the old glaze was tenmoku and tenmoku cracked.", cfg("Glaze batch is celadon", x=["tenmoku"]))),
        ("mn_in_span", S("en", "U: The canoe club meets at the weir, not the bridge, every Tuesday.", evt("canoe club meets at the weir", "every Tuesday", x=["not the bridge"]))),
        ("zh_en_label", S("zh", "User: 养蜂箱搬到后山了。", gen("养蜂箱搬到后山了"))),
        ("mixed_no_en", S("mixed", "用: 蜂蜜 Kraków 发货。", gen("蜂蜜 Kraków 发货"))),
        ("too_many_items", S("en", "U: Plot oak 11, elm 12, ash 13, yew 14, fir 15, box 16, bay 17.", gen("oak 11"), gen("elm 12"), gen("ash 13"), gen("yew 14"), gen("fir 15"), gen("box 16"), gen("bay 17"))),
        ("bad_rm", S("en", "U: The drone pad is on the roof. Nobody else flies it.", gen("drone pad is on the roof"), gen("Nobody else flies it", rm=["hangar"]))),
        ("mn_short", S("en", "U: Kiln cone 6, no 5.", cfg("Kiln cone 6", x=["5"]))),
        ("dup_keys", S("en", "U: Tide table says low water at 9. Low water at 9 again tomorrow.", evt("low water at 9"), evt("low water at 9", "tomorrow"))),
        ("must_bad", S("en", "U: The ropeway closes at dusk.", evt(" ropeway closes at dusk"))),
    ]


def write(data):
    body = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    with open(OUT_JSON, "w", encoding="utf-8", newline="\n") as f:
        f.write(body)
    hexd = hashlib.sha256(body.encode("utf-8")).hexdigest()
    with open(OUT_SHA, "w", encoding="utf-8", newline="\n") as f:
        f.write("%s  digest_blind10.json\n" % hexd)
    return hexd


def report(problems):
    for where, code, msg in problems:
        print("PROBLEM [%s] %s: %s" % (code, where, msg))


def main(argv):
    snippets = real_snippets()
    if "--selftest" in argv:
        _, problems = build(snippets)
        if problems:
            report(problems)
            print("real data not clean; selftest aborted")
            return 1
        fl = faults()
        caught = 0
        for n, (code, bad) in enumerate(fl):
            _, problems = build(snippets + [bad])
            codes = {c for _, c, _ in problems}
            ok = code in codes
            caught += ok
            print("fault %2d %-15s %s %s" % (n, code, "caught" if ok else "MISSED", sorted(codes)))
        print("%d of %d caught" % (caught, len(fl)))
        return 0 if caught == len(fl) else 1
    if "--inject" in argv:
        n = int(argv[argv.index("--inject") + 1])
        snippets = snippets + [faults()[n][1]]
    data, problems = build(snippets)
    if problems:
        report(problems)
        print("%d problem(s); nothing written" % len(problems))
        return 1
    hexd = write(data)
    print("wrote %d snippets; sha256 %s" % (len(data), hexd))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
