"""Build digest_blind11.json (blind held-out set 11) from the b11_* modules; stdlib only, deterministic.

Usage: python3 make_digest_blind11.py            check and write
       python3 make_digest_blind11.py --selftest check real data, then inject each known fault and require it caught
       python3 make_digest_blind11.py --inject N run the normal write path with fault N appended (must write nothing)
"""
import hashlib
import json
import re
import sys

from b11_common import S, cfg, dec, evt, gen, pref
import b11_en, b11_en2, b11_zh, b11_zh2, b11_mixed, b11_single, b11_single2, b11_turns

MODULES = [b11_en, b11_en2, b11_zh, b11_zh2, b11_mixed, b11_single, b11_single2, b11_turns]
CATS = {"decision", "preference", "config", "event", "general", "discussion", "idea", "project"}
LABEL_RE = re.compile(r"^(User: |Assistant: |用户: |助手: )")
EN_LABEL_RE = re.compile(r"^(User|Assistant): ", re.M)
ZH_LABEL_RE = re.compile(r"^(用户|助手): ", re.M)
HAN_RE = re.compile(r"[\u4e00-\u9fff]")
CJK_RE = re.compile(r"[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef\uac00-\ud7af\u2018\u2019\u201c\u201d\u2026\u2014]")
CJK_STRICT_RE = re.compile(r"[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef\uac00-\ud7af]")
LOWER_WORD_RE = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")
SPLIT = "heldout11"
PREFIX = "d11-"


def occurrences(text, phrase):
    out, i = [], text.find(phrase)
    while i >= 0:
        out.append((i, i + len(phrase)))
        i = text.find(phrase, i + 1)
    return out


def min_span(text, musts):
    """Smallest (start, end) holding one occurrence of each must (brute force over occurrences)."""
    occ = [occurrences(text, m) for m in musts]
    if any(not o for o in occ):
        return None
    best = None

    def rec(k, lo, hi):
        nonlocal best
        if k == len(occ):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for s, e in occ[k]:
            rec(k + 1, min(lo, s), max(hi, e))

    rec(0, len(text), 0)
    return best


def finalize(snips):
    """Turn raw items into must/must_not (x phrases, then neighbour keys minus contained and removed ones)."""
    out, problems = [], []
    for n, sn in enumerate(snips):
        raw = sn["raw_items"]
        keys = [it["must"][0] if it["must"] else "" for it in raw]
        items = []
        for i, it in enumerate(raw):
            for r in it["rm"]:
                if r not in keys or r == keys[i]:
                    problems.append(("unknown_rm", n, r))
            mn = list(it["x"])
            for j, k in enumerate(keys):
                if j == i or k in it["rm"] or any(k in m for m in it["must"]):
                    continue
                mn.append(k)
            items.append({"category": it["category"], "must": list(it["must"]), "must_not": mn})
        out.append({"lang": sn["lang"], "text": sn["text"], "items": items, "keys": keys})
    return out, problems


def check(snips):
    """Return a list of (code, index, detail) problems; empty means clean."""
    fin, problems = finalize(snips)
    seen = set()
    for n, sn in enumerate(fin):
        t, lang = sn["text"], sn["lang"]
        if t in seen:
            problems.append(("dup_text", n, t[:30]))
        seen.add(t)
        if lang not in ("en", "zh", "mixed"):
            problems.append(("bad_lang", n, lang))
        if not t.endswith("\n") or t.endswith("\n\n"):
            problems.append(("final_newline", n, repr(t[-5:])))
        for line in t.rstrip("\n").split("\n"):
            if not LABEL_RE.match(line):
                problems.append(("unlabelled", n, line[:30]))
        if lang == "en":
            if CJK_STRICT_RE.search(t) or ZH_LABEL_RE.search(t):
                problems.append(("cjk_in_en", n, t[:30]))
        if lang == "zh" and EN_LABEL_RE.search(t):
            problems.append(("en_label_in_zh", n, t[:30]))
        if lang in ("zh", "mixed") and not HAN_RE.search(t):
            problems.append(("no_han", n, t[:30]))
        if lang == "mixed":
            body = re.sub(r"^(User|Assistant|用户|助手): ", "", t, flags=re.M)
            if not LOWER_WORD_RE.search(body):
                problems.append(("mixed_no_english", n, t[:30]))
        if len(sn["items"]) > 6:
            problems.append(("too_many_items", n, len(sn["items"])))
        keys = sn["keys"]
        if len(set(keys)) != len(keys):
            problems.append(("dup_keys", n, keys))
        for it in sn["items"]:
            if it["category"] not in CATS:
                problems.append(("bad_category", n, it["category"]))
            m = it["must"]
            if not 1 <= len(m) <= 3:
                problems.append(("must_count", n, len(m)))
            if len(set(m)) != len(m):
                problems.append(("must_repeated", n, m))
            for p in m:
                if not p or p != p.strip() or len(p) < 2:
                    problems.append(("bad_must", n, p))
                elif p not in t:
                    problems.append(("must_not_in_text", n, p))
            mn = it["must_not"]
            if len(set(mn)) != len(mn):
                problems.append(("must_not_twice", n, mn))
            for q in mn:
                if any(q in p for p in m):
                    problems.append(("must_contains_must_not", n, q))
                c = t.count(q)
                if c == 0:
                    problems.append(("must_not_not_in_text", n, q))
                elif c > 1:
                    problems.append(("must_not_multiple", n, q))
                if len(q) < (2 if HAN_RE.search(q) else 3):
                    problems.append(("must_not_short", n, q))
            span = min_span(t, m) if m and all(p and p in t for p in m) else None
            if span:
                for q in mn:
                    for s, e in occurrences(t, q):
                        if s < span[1] and e > span[0] and not any(q in p for p in m):
                            problems.append(("must_not_in_span", n, q))
    return problems, fin




def records(fin):
    order = sorted(fin, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    recs = []
    for i, sn in enumerate(order, 1):
        recs.append({"id": "%s%03d" % (PREFIX, i), "lang": sn["lang"], "split": SPLIT, "text": sn["text"],
                     "items": sn["items"]})
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids)
    return recs


def real_data():
    out = []
    for mod in MODULES:
        out.extend(mod.SNIPPETS)
    return out


def faults(real):
    """The 21 injected faults of set 10's list, with new content; each carries its expected problem code."""
    F = []
    F.append(("bad_lang", S("fr", "U: The kiln in the garage fires at cone 6 now.", cfg("kiln in the garage fires at cone 6"))))
    F.append(("final_newline", {"lang": "en", "text": "User: Our canoe club meets at the weir on Thursdays.",
                                "raw_items": [evt("canoe club meets at the weir on Thursdays")]}))
    F.append(("unlabelled", {"lang": "en", "text": "User: The loom is set to 24 ends per inch.\nsomething else\n",
                             "raw_items": [cfg("loom is set to 24 ends per inch")]}))
    F.append(("cjk_in_en", S("en", "U: The hostel check-in closes at 22:00，ok?", cfg("hostel check-in closes at 22:00"))))
    F.append(("bad_category", S("en", "U: The orchard ladder lives in shed two.",
                                {"category": "fact", "must": ["orchard ladder lives in shed two"], "x": [], "rm": []})))
    F.append(("must_count", S("en", "U: Rowing practice got cancelled again.",
                              {"category": "event", "must": [], "x": [], "rm": []})))
    F.append(("must_count", S("en", "U: Quartet rehearsal: Tuesday, room 4, 7pm, bring stands.",
                              evt("Tuesday", "room 4", "7pm", "bring stands"))))
    F.append(("must_not_in_text", S("en", "U: The tide table app says low water at 6:40.", evt("low water at 7:10"))))
    F.append(("must_not_not_in_text", S("en", "U: The allotment rent is 38 pounds a year.",
                                        cfg("allotment rent is 38 pounds", x=["45 pounds"]))))
    F.append(("must_contains_must_not", S("en", "U: The telescope mount is an EQ6, not the old one.",
                                          gen("telescope mount is an EQ6", x=["EQ6"]))))
    F.append(("must_not_twice", S("en", "U: Choir robes are navy now, the maroon ones went to charity.",
                                  pref("Choir robes are navy now", x=["maroon ones", "maroon ones"]))))
    F.append(("dup_text", dict(real[0])))
    F.append(("must_not_multiple", S("en", "U: Not the red kayak. The blue kayak is ours; the red kayak is Jo's.",
                                     gen("The blue kayak is ours", x=["red kayak"]))))
    F.append(("must_not_in_span", S("en", "U: Darts league night is Monday, not Friday, at the Plough.",
                                    evt("Darts league night is Monday", "at the Plough", x=["not Friday"]))))
    F.append(("en_label_in_zh", S("zh", "U: 陶艺课改到周六下午了。", evt("陶艺课改到周六下午了"))))
    F.append(("mixed_no_english", S("mixed", "用: 皮划艇俱乐部在 UK 注册的。", gen("皮划艇俱乐部在 UK 注册的"))))
    F.append(("too_many_items", S("en", "U: aaaaaa bbbbbb cccccc dddddd eeeeee ffffff gggggg",
                                  *[gen(w * 6) for w in "abcdefg"])))
    F.append(("unknown_rm", S("en", "U: The sauna is 80 degrees. Keep it there.",
                              cfg("The sauna is 80 degrees"), gen("Keep it there", rm=["sauna heater"]))))
    F.append(("must_not_short", S("en", "U: Fence paint: sage, not ok green.", pref("Fence paint: sage", x=["ok"]))))
    F.append(("dup_keys", S("en", "U: The bell tower key is with Marge. The bell tower key is with Marge too, says Ed.",
                            gen("The bell tower key is with Marge"), gen("The bell tower key is with Marge"))))
    F.append(("bad_must", S("en", "U: The quilting frame is 90 inches wide.", cfg(" quilting frame is 90 inches wide"))))
    return F


def write(snips):
    problems, fin = check(snips)
    if problems:
        for p in problems:
            print("PROBLEM", p)
        return 1
    recs = records(fin)
    data = json.dumps(recs, ensure_ascii=False, indent=1) + "\n"
    with open("digest_blind11.json", "w", encoding="utf-8") as f:
        f.write(data)
    h = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open("digest_blind11.sha256", "w", encoding="utf-8") as f:
        f.write("%s  digest_blind11.json\n" % h)
    print("wrote", len(recs), "snippets;", h)
    return 0


def selftest(real):
    problems, _ = check(real)
    if problems:
        for p in problems:
            print("PROBLEM", p)
        print("selftest: real data not clean")
        return 1
    fs = faults(real)
    caught = 0
    for i, (code, bad) in enumerate(fs):
        probs, _ = check(real + [bad])
        codes = {p[0] for p in probs}
        ok = code in codes
        caught += ok
        print("fault %2d %-24s %s %s" % (i, code, "caught" if ok else "MISSED", sorted(codes)))
    print("selftest: %d of %d caught" % (caught, len(fs)))
    return 0 if caught == len(fs) else 1


def main(argv):
    real = real_data()
    if "--selftest" in argv:
        return selftest(real)
    if "--inject" in argv:
        n = int(argv[argv.index("--inject") + 1])
        return write(real + [faults(real)[n][1]])
    return write(real)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
