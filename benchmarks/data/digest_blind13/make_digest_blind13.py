#!/usr/bin/env python3
"""Build digest_blind13.json from the b13_* data files; check everything first.

Usage: make_digest_blind13.py            check and write
       make_digest_blind13.py --selftest  check the checks (fault injection)
       make_digest_blind13.py --inject N  write path with fault N appended (must fail, write nothing)
"""
import hashlib
import json
import re
import sys

from b13_common import S, raw, dec, pref, cfg, evt, gen, disc, idea, proj
import b13_en, b13_en2, b13_zh, b13_zh2, b13_mixed, b13_turns, b13_single

SPLIT = "heldout13"
PREFIX = "d13"
OUT = "digest_blind13.json"
SUM = "digest_blind13.sha256"
CATS = {"decision", "preference", "config", "event", "general", "discussion", "idea", "project"}
LANGS = {"en", "zh", "mixed"}
EN_LABELS = ("User: ", "Assistant: ")
ZH_LABELS = ("用户: ", "助手: ")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
EN_WORD = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")


def all_raw():
    data = []
    for mod in (b13_en, b13_en2, b13_zh, b13_zh2, b13_mixed, b13_turns, b13_single):
        data.extend(mod.DATA)
    return data


def must_nots(items, i):
    it = items[i]
    out = list(it["x"])
    for j, other in enumerate(items):
        if j == i or not other["must"]:
            continue
        k = other["must"][0]
        if k in it["rm"] or any(k in m for m in it["must"]):
            continue
        out.append(k)
    return out


def occurrences(text, phrase):
    res, start = [], 0
    while phrase:
        p = text.find(phrase, start)
        if p < 0:
            break
        res.append(p)
        start = p + 1
    return res


def min_span(text, musts):
    """Smallest [lo, hi) holding one occurrence of each must."""
    occ = [[(p, p + len(m)) for p in occurrences(text, m)] for m in musts]
    if not musts or any(not o for o in occ):
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
    rec(0, 10 ** 9, -1)
    return best


def has_cjk_chars(s):
    return bool(HAN.search(s))


def check(snippets):
    """snippets: list of dicts with lang, text, items (raw). Returns list of (code, message)."""
    probs = []
    seen_text = {}
    for n, sn in enumerate(snippets):
        tag = "#%d %r" % (n, sn["text"][:40])
        text, lang = sn["text"], sn["lang"]
        if text in seen_text:
            probs.append(("dup_text", tag + " duplicates #%d" % seen_text[text]))
        else:
            seen_text[text] = n
        if lang not in LANGS:
            probs.append(("lang", tag + " lang " + repr(lang)))
        if not text.endswith("\n") or text.endswith("\n\n"):
            probs.append(("newline", tag + " must end with exactly one newline"))
        body = text[:-1] if text.endswith("\n") else text
        lines = body.split("\n")
        for line in lines:
            if not line.startswith(EN_LABELS + ZH_LABELS):
                probs.append(("label", tag + " unlabelled line " + repr(line[:30])))
        if lang == "en":
            if CJK.search(text) or any(l.startswith(ZH_LABELS) for l in lines):
                probs.append(("en_cjk", tag + " CJK or Chinese label in en"))
        if lang == "zh":
            if any(l.startswith(EN_LABELS) for l in lines):
                probs.append(("zh_en_label", tag + " English label in zh"))
        if lang in ("zh", "mixed") and not HAN.search(text):
            probs.append(("no_han", tag + " no Han characters"))
        if lang == "mixed":
            stripped = []
            for l in lines:
                for lab in EN_LABELS + ZH_LABELS:
                    if l.startswith(lab):
                        l = l[len(lab):]
                        break
                stripped.append(l)
            if not EN_WORD.search("\n".join(stripped)):
                probs.append(("mixed_no_en", tag + " mixed without an English word"))
        items = sn["items"]
        if len(items) > 6:
            probs.append(("too_many", tag + " %d items" % len(items)))
        keys = [it["must"][0] for it in items if it["must"]]
        if len(set(keys)) != len(keys):
            probs.append(("dup_key", tag + " duplicate keys"))
        for i, it in enumerate(items):
            itag = tag + " item %d" % i
            if it["category"] not in CATS:
                probs.append(("category", itag + " category " + repr(it["category"])))
            m = it["must"]
            if not m:
                probs.append(("no_must", itag + " no must"))
            if len(m) > 3:
                probs.append(("many_must", itag + " %d musts" % len(m)))
            if len(set(m)) != len(m):
                probs.append(("must_dup", itag + " repeated must"))
            for ph in m:
                if not ph or ph != ph.strip() or len(ph) < 2:
                    probs.append(("must_form", itag + " empty/padded/short must " + repr(ph)))
                if ph not in text:
                    probs.append(("must_missing", itag + " must not in text " + repr(ph)))
            for r in it["rm"]:
                if r not in keys or (m and r == m[0]):
                    probs.append(("rm", itag + " bad removal " + repr(r)))
            mn = must_nots(items, i)
            if len(set(mn)) != len(mn):
                probs.append(("mn_listed_twice", itag + " must_not listed twice"))
            flagged = set()
            for ph in mn:
                minlen = 2 if has_cjk_chars(ph) else 3
                if len(ph) < minlen:
                    probs.append(("mn_short", itag + " too short must_not " + repr(ph)))
                if any(ph in x for x in m):
                    probs.append(("must_has_mn", itag + " must contains must_not " + repr(ph)))
                    flagged.add(ph)
                    continue
                c = len(occurrences(text, ph))
                if c == 0:
                    probs.append(("mn_missing", itag + " must_not not in text " + repr(ph)))
                    flagged.add(ph)
                elif c > 1:
                    probs.append(("mn_multi", itag + " must_not occurs %d times " % c + repr(ph)))
                    flagged.add(ph)
            sp = min_span(text, m)
            if sp:
                for ph in set(mn) - flagged:
                    for p in occurrences(text, ph):
                        if p < sp[1] and p + len(ph) > sp[0]:
                            probs.append(("mn_in_span", itag + " must_not inside must span " + repr(ph)))
    return probs


def build(snippets):
    order = sorted(snippets, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    out = []
    for n, sn in enumerate(order, 1):
        items = [{"category": it["category"], "must": list(it["must"]),
                  "must_not": must_nots(sn["items"], i)} for i, it in enumerate(sn["items"])]
        out.append({"id": "%s-%03d" % (PREFIX, n), "lang": sn["lang"], "split": SPLIT,
                    "text": sn["text"], "items": items})
    return out


def check_records(recs):
    probs = []
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        probs.append(("dup_id", "duplicate ids"))
    for r in recs:
        if r["split"] != SPLIT:
            probs.append(("split", r["id"]))
    return probs


def faults(real):
    seven = "User: Orchard rota: " + ", ".join(["ladr%02d" % k for k in range(1, 8)]) + ".\n"
    return [
        ("lang", S("fr", "U: The tandem bike goes in for a service on Friday.", evt("tandem bike goes in for a service"))),
        ("newline", raw("en", "User: The quilting frame lives in the spare room.", gen("quilting frame lives in the spare room"))),
        ("label", S("en", "U: Bonsai wire is the 2 mm copper.\nand the juniper gets repotted in March", cfg("Bonsai wire is the 2 mm copper"))),
        ("en_cjk", S("en", "U: The canal walk starts at 运河 lock 12.", evt("canal walk starts at"))),
        ("category", S("en", "U: The accordion bellows need new leather this winter.", {"category": "todo", "must": ["accordion bellows need new leather"], "x": [], "rm": []})),
        ("no_must", S("en", "U: The cider press is booked for the last weekend of October.", {"category": "event", "must": [], "x": [], "rm": []})),
        ("many_must", S("en", "U: The kayak trailer: 13-pin plug, 750 kg, blue tarp, spare wheel.", cfg("kayak trailer", "13-pin plug", "750 kg", "blue tarp"))),
        ("must_missing", S("en", "U: The telescope mount is the EQ6, not the Dobsonian.", cfg("telescope mount is the EQ6", "the Meade", x=["not the Dobsonian"]))),
        ("mn_missing", S("en", "U: The workshop door code is 4471.", cfg("workshop door code is 4471", x=["was 1174"]))),
        ("must_has_mn", S("en", "U: The band uniforms are the green ones now.", pref("band uniforms are the green ones", x=["green"]))),
        ("mn_listed_twice", S("en", "U: Paint the pergola teak, not the grey we tried.", dec("pergola teak", x=["not the grey we tried", "not the grey we tried"]))),
        ("dup_text", dict(real[0])),
        ("mn_multi", S("en", "U: The darts league is on Tuesdays; the old night was Monday, and Monday is quiz night.", evt("darts league is on Tuesdays", x=["Monday"]))),
        ("mn_in_span", S("en", "U: The spinning wheel belt is 40 cm, not 38 cm, in black rubber.", cfg("spinning wheel belt is 40 cm", "in black rubber", x=["not 38 cm"]))),
        ("zh_en_label", S("zh", "U: 风筝节改到下周六了。", evt("风筝节改到下周六"))),
        ("mixed_no_en", S("mixed", "用: 茶艺课的老师换了，OK。", evt("茶艺课的老师换了"))),
        ("too_many", raw("en", seven, *[cfg("ladr%02d" % k) for k in range(1, 8)])),
        ("rm", S("en", "U: The fencing club moved to the school hall. Tell the coach either way.", evt("fencing club moved to the school hall", rm=["coach rota"]))),
        ("mn_short", S("en", "U: The archery target order is for Q4, not Q3.", cfg("archery target order is for Q4", x=["Q3"]))),
        ("dup_key", S("en", "U: The mural scaffold: the mural scaffold goes up Monday.", cfg("mural scaffold"), evt("mural scaffold", "goes up Monday"))),
        ("must_form", S("en", "U: Remember the rowing erg belongs to the club.", gen(" the rowing erg belongs to the club"))),
    ]


def main(argv):
    real = all_raw()
    if "--selftest" in argv:
        base = check(real)
        if base:
            print("real data not clean:")
            for c, m in base:
                print(" ", c, m)
            return 1
        fl = faults(real)
        caught = 0
        for n, (code, fs) in enumerate(fl):
            got = {c for c, _ in check(real + [fs])}
            ok = got == {code}
            caught += ok
            print("%2d %-16s %s %s" % (n, code, "caught" if ok else "MISSED", sorted(got)))
        print("%d of %d caught" % (caught, len(fl)))
        return 0 if caught == len(fl) else 1
    data = list(real)
    if "--inject" in argv:
        n = int(argv[argv.index("--inject") + 1])
        data.append(faults(real)[n][1])
    probs = check(data)
    recs = build(data)
    probs += check_records(recs)
    if probs:
        print("%d problems, nothing written:" % len(probs))
        for c, m in probs:
            print(" ", c, m)
        return 1
    blob = json.dumps(recs, ensure_ascii=False, indent=1) + "\n"
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(blob)
    h = hashlib.sha256(blob.encode("utf-8")).hexdigest()
    with open(SUM, "w", encoding="utf-8") as f:
        f.write("%s  %s\n" % (h, OUT))
    print("wrote %s (%d snippets, %d items) sha256 %s" % (OUT, len(recs), sum(len(r["items"]) for r in recs), h))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
