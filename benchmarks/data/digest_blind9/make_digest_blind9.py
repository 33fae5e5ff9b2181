#!/usr/bin/env python3
"""Build digest_blind9.json (blind held-out set 9). Stdlib only, deterministic.
Usage: make_digest_blind9.py [--selftest | --inject N]"""
import hashlib, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from b9_common import S, CATS, dec, pref, cfg, evt, gen, disc, idea, proj
import b9_en, b9_en2, b9_zh, b9_zh2, b9_mixed, b9_turns

HERE = os.path.dirname(os.path.abspath(__file__))
OUT, SUM = "digest_blind9.json", "digest_blind9.sha256"
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
EN_L, ZH_L = ("User: ", "Assistant: "), ("用户: ", "助手: ")


def raw_data():
    out = []
    for m in (b9_en, b9_en2, b9_zh, b9_zh2, b9_mixed, b9_turns):
        out.extend(m.DATA)
    return out


def finish(sn):
    """Compute must_not: own x, then other items' keys (minus contained / removed)."""
    items = []
    keys = [it["must"][0] if it["must"] else "" for it in sn["items"]]
    for i, it in enumerate(sn["items"]):
        mn = list(it["x"])
        for j, k in enumerate(keys):
            if j == i or not k or k in it["rm"]:
                continue
            if any(k in m for m in it["must"]):
                continue
            mn.append(k)
        items.append({"category": it["category"], "must": list(it["must"]), "must_not": mn,
                      "_rm": list(it["rm"]), "_key": keys[i]})
    return {"lang": sn["lang"], "text": sn["text"], "items": items}


def min_span(text, musts):
    occ = []
    for m in musts:
        pos = [p.start() for p in re.finditer(re.escape(m), text)] if m else []
        if not pos:
            return None
        occ.append([(p, p + len(m)) for p in pos])
    best = None

    def rec(i, lo, hi):
        nonlocal best
        if i == len(occ):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for a, b in occ[i]:
            rec(i + 1, min(lo, a), max(hi, b))
    rec(0, 10 ** 9, -1)
    return best


def en_word_outside_labels(text):
    for line in text.split("\n"):
        for l in EN_L + ZH_L:
            if line.startswith(l):
                line = line[len(l):]
        if re.search(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])", line):
            return True
    return False


def check(snips):
    """Return list of (index, code, message)."""
    probs = []
    seen_text = {}
    for i, sn in enumerate(snips):
        t, lang = sn["text"], sn["lang"]
        P = lambda c, m: probs.append((i, c, m))
        if lang not in ("en", "zh", "mixed"):
            P("lang", "bad lang %r" % lang)
        if t in seen_text:
            P("dup_text", "duplicate of snippet %d" % seen_text[t])
        seen_text.setdefault(t, i)
        if not t.endswith("\n") or t.endswith("\n\n"):
            P("newline", "text must end with exactly one newline")
        for line in t.rstrip("\n").split("\n"):
            if not line.startswith(EN_L + ZH_L):
                P("label", "unlabelled line %r" % line[:30])
        if lang == "en" and (CJK.search(t) or any(l in t for l in ZH_L)):
            P("cjk_en", "CJK in en text")
        if lang == "zh" and any(line.startswith(EN_L) for line in t.split("\n")):
            P("zh_en_label", "zh text with English labels")
        if lang in ("zh", "mixed") and not HAN.search(t):
            P("no_han", "no Han characters")
        if lang == "mixed" and not en_word_outside_labels(t):
            P("mixed_no_en", "mixed text without a lower-case English word")
        if len(sn["items"]) > 6:
            P("too_many_items", "%d items" % len(sn["items"]))
        keys = [it["_key"] for it in sn["items"]]
        if len(set(keys)) != len(keys):
            P("dup_key", "duplicate item keys")
        for it in sn["items"]:
            if it["category"] not in CATS:
                P("category", "bad category %r" % it["category"])
            ms, mn = it["must"], it["must_not"]
            if not ms:
                P("no_must", "item without must")
            if len(ms) > 3:
                P("many_must", "%d musts" % len(ms))
            if len(set(ms)) != len(ms):
                P("must_dup", "must repeated")
            for m in ms:
                if m != m.strip() or not m:
                    P("padded", "empty or padded must %r" % m)
                elif len(m) < 2:
                    P("short_must", "must too short %r" % m)
                if m not in t:
                    P("must_missing", "must not in text: %r" % m)
            if it["_key"] and it["_key"] not in t:
                P("must_missing", "key not in text")
            for r in it["_rm"]:
                if r not in keys or r == it["_key"]:
                    P("bad_rm", "unknown removal %r" % r)
            if len(set(mn)) != len(mn):
                P("mn_dup", "must_not listed twice")
            span = min_span(t, ms) if ms else None
            for x in mn:
                if x != x.strip() or not x:
                    P("padded", "padded must_not %r" % x)
                if any(x in m for m in ms):
                    P("must_contains_mn", "must contains its must_not %r" % x)
                n = t.count(x)
                if n == 0:
                    P("mn_missing", "must_not not in text: %r" % x)
                    continue
                if n > 1:
                    P("mn_twice", "must_not occurs %d times: %r" % (n, x))
                if len(x) < (2 if HAN.search(x) else 3):
                    P("short_mn", "must_not too short %r" % x)
                if span:
                    for mo in re.finditer(re.escape(x), t):
                        if mo.start() < span[1] and span[0] < mo.end():
                            P("mn_in_span", "must_not %r overlaps must span" % x)
                            break
    return probs


def build(snips):
    ordered = sorted(snips, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    out = []
    for n, sn in enumerate(ordered, 1):
        out.append({"id": "d9-%03d" % n, "lang": sn["lang"], "split": "heldout", "text": sn["text"],
                    "items": [{"category": it["category"], "must": it["must"], "must_not": it["must_not"]}
                              for it in sn["items"]]})
    return out


# ---- injected faults: (expected code, raw snippet) ----
T = "\n"
FAULTS = [
    ("lang", S("fr", "U: Le four est réglé sur 210 degrés.", cfg("réglé sur 210 degrés"))),
    ("newline", S("en", "User: The kiln log goes to the shed drive.", cfg("kiln log goes to the shed drive"), raw=True)),
    ("label", S("en", "U: The loom tension is now 4.\nthe warp is linen", cfg("loom tension is now 4"))),
    ("cjk_en", S("en", "U: The pottery class moved to 周四.", evt("pottery class moved to 周四"))),
    ("category", S("en", "U: Compost turns every nine days.", {"category": "habit", "must": ["Compost turns every nine days"], "x": [], "rm": []})),
    ("no_must", S("en", "U: The hive stand is cedar now.", {"category": "config", "must": [], "x": [], "rm": []})),
    ("many_must", S("en", "U: Glaze batch A uses cobalt, tin, rutile and iron.", cfg("Glaze batch A", "cobalt", "tin", "rutile"))),
    ("must_missing", S("en", "U: The kayak rack holds four boats.", cfg("rack holds five boats"))),
    ("mn_missing", S("en", "U: The sourdough feed is at 8 pm.", cfg("sourdough feed is at 8 pm", x=["at 7 pm"]))),
    ("must_contains_mn", S("en", "U: The canoe club fee is 40, not 35.", cfg("canoe club fee is 40, not 35", x=["not 35"]))),
    ("mn_dup", S("en", "U: Rehearsal is on Sunday. Not Friday, honestly.", evt("Rehearsal is on Sunday", x=["Not Friday", "Not Friday"]))),
    ("dup_text", None),
    ("mn_twice", S("en", "U: Drop Zola. The blog uses Hugo now, Zola was slow.", dec("The blog uses Hugo now", x=["Zola"]))),
    ("mn_in_span", S("en", "U: The ferry leaves at 9 instead of 8 from the east pier.",
                     evt("ferry leaves at 9", "from the east pier", x=["instead of 8"]))),
    ("zh_en_label", S("zh", "User: 书法课改到周六下午了。", evt("书法课改到周六下午了"))),
    ("mixed_no_en", S("mixed", "用: 我们的 VPN 换成 WG 了。", cfg("VPN 换成 WG 了"))),
    ("too_many_items", S("en", "U: a is 1, b is 2, c is 3, d is 4, e is 5, f is 6, g is 7.",
                         *[cfg("%s is %d" % (c, k)) for k, c in enumerate("abcdefg", 1)])),
    ("bad_rm", S("en", "U: The ferret is Pip. Pip eats at six.", gen("The ferret is Pip"), cfg("Pip eats at six", rm=["The stoat"]))),
    ("short_mn", S("en", "U: Use gin, no ale.", pref("Use gin", x=["no"]))),
    ("dup_key", S("en", "U: Wiki on 8181. Wiki on 8181 again.", cfg("Wiki on 8181"), cfg("Wiki on 8181"))),
    ("padded", S("en", "U: Mopeds park by gate B.", cfg(" Mopeds park by gate B"))),
]


def prepared(extra=None):
    raw = raw_data()
    if extra is not None:
        raw = raw + [extra]
    return [finish(s) for s in raw]


def fault_snippet(n):
    code, sn = FAULTS[n]
    if sn is None:
        sn = dict(raw_data()[0])
    return code, sn


def report(probs, snips):
    for i, c, m in probs:
        print("PROBLEM [%s] snippet %d (%r): %s" % (c, i, snips[i]["text"][:50], m), file=sys.stderr)


def selftest():
    snips = prepared()
    probs = check(snips)
    if probs:
        report(probs, snips)
        print("selftest: real data not clean", file=sys.stderr)
        return 1
    caught = 0
    for n in range(len(FAULTS)):
        code, sn = fault_snippet(n)
        s2 = prepared(sn)
        pr = [p for p in check(s2) if p[0] == len(s2) - 1]
        ok = any(p[1] == code for p in pr)
        caught += ok
        print("fault %2d %-17s %s %s" % (n, code, "caught" if ok else "MISSED", sorted({p[1] for p in pr})))
    print("%d of %d caught" % (caught, len(FAULTS)))
    return 0 if caught == len(FAULTS) else 1


def main(argv):
    if "--selftest" in argv:
        return selftest()
    extra = None
    if "--inject" in argv:
        extra = fault_snippet(int(argv[argv.index("--inject") + 1]))[1]
    snips = prepared(extra)
    probs = check(snips)
    if probs:
        report(probs, snips)
        print("%d problem(s); nothing written" % len(probs), file=sys.stderr)
        return 1
    data = json.dumps(build(snips), ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, OUT), "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    h = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, SUM), "w", encoding="utf-8", newline="\n") as f:
        f.write("%s  %s\n" % (h, OUT))
    out = build(snips)
    langs = {}
    for s in out:
        langs[s["lang"]] = langs.get(s["lang"], 0) + 1
    print("wrote %s: %d snippets %s, %d items, %d must_not; sha256 %s" % (
        OUT, len(out), langs, sum(len(s["items"]) for s in out),
        sum(len(i["must_not"]) for s in out for i in s["items"]), h))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
