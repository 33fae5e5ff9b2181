#!/usr/bin/env python3
"""Build digest_blind14.json (blind held-out set 14) with all checks. Stdlib only, deterministic."""
import hashlib
import itertools
import json
import os
import re
import sys

from b14_common import CATS, S, raw, dec, pref, cfg, evt, gen, disc, idea, proj
import b14_en, b14_en2, b14_zh, b14_zh2, b14_mixed, b14_turns, b14_single

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "digest_blind14.json")
SUM = os.path.join(HERE, "digest_blind14.sha256")
MODULES = (b14_en, b14_en2, b14_zh, b14_zh2, b14_mixed, b14_turns, b14_single)
LABELS_EN = ("User: ", "Assistant: ")
LABELS_ZH = ("用户: ", "助手: ")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
LOWER = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")


def gold(sn):
    keys = [it["must"][0] if it["must"] else "" for it in sn["items"]]
    out = []
    for i, it in enumerate(sn["items"]):
        mn = list(it["x"])
        for j, k in enumerate(keys):
            if j == i or not k or k in it["rm"]:
                continue
            if any(k in m for m in it["must"]):
                continue
            mn.append(k)
        out.append({"category": it["category"], "must": list(it["must"]), "must_not": mn})
    return out


def min_span(text, musts):
    occ = []
    for m in musts:
        pos = [i for i in range(len(text)) if text.startswith(m, i)]
        if not pos:
            return None
        occ.append([(p, p + len(m)) for p in pos])
    best = None
    for combo in itertools.product(*occ):
        s = min(a for a, _ in combo)
        e = max(b for _, b in combo)
        if best is None or e - s < best[1] - best[0]:
            best = (s, e)
    return best


def check(snips):
    probs = []
    texts = set()
    for n, sn in enumerate(snips):
        tag = "#%d" % n
        t, lang = sn["text"], sn["lang"]
        P = lambda code, msg="": probs.append((code, "%s %s %s" % (tag, code, msg)))
        if lang not in ("en", "zh", "mixed"):
            P("lang", lang)
        if t in texts:
            P("dup_text", t[:40])
        texts.add(t)
        if not t.endswith("\n") or t.endswith("\n\n"):
            P("newline", repr(t[-10:]))
        lines = t[:-1].split("\n") if t.endswith("\n") else t.split("\n")
        for ln in lines:
            if not ln.startswith(LABELS_EN + LABELS_ZH):
                P("label", ln[:30])
        body = "\n".join(re.sub(r"^(User|Assistant|用户|助手): ", "", ln) for ln in lines)
        if lang == "en":
            if CJK.search(t) or any(ln.startswith(LABELS_ZH) for ln in lines):
                P("cjk_en")
        if lang == "zh" and any(ln.startswith(LABELS_EN) for ln in lines):
            P("zh_en_labels")
        if lang in ("zh", "mixed") and not HAN.search(body):
            P("no_han")
        if lang == "mixed" and not LOWER.search(body):
            P("mixed_no_en")
        items = sn["items"]
        if len(items) > 6:
            P("too_many_items", str(len(items)))
        keys = [it["must"][0] for it in items if it["must"]]
        if len(set(keys)) != len(keys):
            P("dup_key")
        for it in items:
            if it["category"] not in CATS:
                P("category", it["category"])
            m = it["must"]
            if not m:
                P("no_must")
            if len(m) > 3:
                P("too_many_musts")
            if len(set(m)) != len(m):
                P("must_dup")
            for ph in m:
                if ph != ph.strip() or len(ph) < 2:
                    P("padded_must", repr(ph))
                elif ph not in t:
                    P("must_missing", ph)
            for r in it["rm"]:
                if r not in keys or (m and r == m[0]):
                    P("bad_rm", r)
        for it, g in zip(items, gold(sn)):
            seen, bad = set(), set()
            for ph in g["must_not"]:
                if ph in seen:
                    P("mn_dup", ph)
                seen.add(ph)
                if any(ph in m for m in g["must"]):
                    P("must_contains_mn", ph)
                    bad.add(ph)
                    continue
                c = t.count(ph)
                if c == 0:
                    P("must_not_missing", ph)
                    bad.add(ph)
                elif c > 1:
                    P("mn_twice", ph)
                    bad.add(ph)
                lim = 2 if HAN.search(ph) else 3
                if len(ph) < lim:
                    P("mn_short", ph)
            if g["must"] and all(ph in t for ph in g["must"]):
                s, e = min_span(t, g["must"])
                for ph in g["must_not"]:
                    if ph in bad or ph not in t:
                        continue
                    p = t.index(ph)
                    if p < e and p + len(ph) > s:
                        P("mn_in_span", ph)
    return probs


def build(extra=()):
    snips = []
    for mod in MODULES:
        snips.extend(mod.SNIPPETS)
    snips.extend(extra)
    return snips


def render(snips):
    order = sorted(snips, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    out = []
    for i, sn in enumerate(order, 1):
        out.append({"id": "d14-%03d" % i, "lang": sn["lang"], "split": "heldout14",
                    "text": sn["text"], "items": gold(sn)})
    ids = [o["id"] for o in out]
    assert len(set(ids)) == len(ids)
    assert all(o["split"] == "heldout14" for o in out)
    return json.dumps(out, ensure_ascii=False, indent=1) + "\n"


FAULTS = [
    ("lang", S("fr", "U: The glider club winch runs from 9am on Sundays.", evt("glider club winch runs from 9am on Sundays"))),
    ("newline", raw("en", "User: My harp strings get replaced every April.", gen("harp strings get replaced every April"))),
    ("label", S("en", "U: The chess clock is set to 25 minutes.\nand five second increment", cfg("chess clock is set to 25 minutes"))),
    ("cjk_en", S("en", "U: The greenhouse heater kicks in below 4 degrees，always.", cfg("greenhouse heater kicks in below 4 degrees"))),
    ("category", S("zh", "用: 舞龙队每周三晚上排练。", _bad := {"category": "habit", "must": ["舞龙队每周三晚上排练"], "x": [], "rm": []})),
    ("no_must", S("zh", "用: 书法展定在下个月十五号开幕。", evt())),
    ("too_many_musts", S("en", "U: Bell-ringing rota: Sue on Monday, Tom on Tuesday, Ann on Wednesday, Raj on Thursday.", gen("Sue on Monday", "Tom on Tuesday", "Ann on Wednesday", "Raj on Thursday"))),
    ("must_missing", S("en", "U: The curling rink is booked for Friday at 8.", evt("curling rink is booked for Saturday"))),
    ("must_not_missing", S("en", "U: Marionette strings are 0.4 mm fishing line now.", cfg("Marionette strings are 0.4 mm fishing line", x=["cotton thread"]))),
    ("must_contains_mn", S("en", "U: Surfboard wax: the cold-water one, not the tropical one.", pref("the cold-water one, not the tropical one", x=["not the tropical one"]))),
    ("mn_dup", S("en", "U: Ice skates get sharpened at the rink shop, not online.", pref("Ice skates get sharpened at the rink shop", x=["not online", "not online"]))),
    ("dup_text", None),
    ("mn_twice", S("en", "U: The lighthouse tour is on the 12th. Not the 5th; the 5th is full.", evt("lighthouse tour is on the 12th", x=["the 5th"]))),
    ("mn_in_span", S("en", "U: The model railway layout is OO gauge, not N gauge, with DCC control.", cfg("model railway layout is OO gauge", "with DCC control", x=["not N gauge"]))),
    ("zh_en_labels", S("zh", "U: 庙会那天我们去摆摊卖糖画。", evt("庙会那天我们去摆摊卖糖画"))),
    ("mixed_no_en", S("mixed", "用: 酸面种 Levain 每天喂两次。", cfg("酸面种 Levain 每天喂两次"))),
    ("too_many_items", S("en", "U: Puppet keys: pupt01 pupt02 pupt03 pupt04 pupt05 pupt06 pupt07.", *[gen("pupt0%d" % i) for i in range(1, 8)])),
    ("bad_rm", S("en", "U: Cricket nets are Tuesday. Bring the helmet too.", evt("Cricket nets are Tuesday"), pref("Bring the helmet too", rm=["scuba tanks"]))),
    ("mn_short", S("en", "U: Scuba tanks get filled at 200 bar, on the boat.", cfg("Scuba tanks get filled at 200 bar", x=["on"]))),
    ("dup_key", S("en", "U: Balloon flight at dawn. Balloon flight at dawn, weather permitting.", evt("Balloon flight at dawn"), evt("Balloon flight at dawn", "weather permitting"))),
    ("padded_must", S("en", "U: Dog agility class moved to the big field.", evt(" Dog agility class moved to the big field"))),
]


def fault(n):
    code, sn = FAULTS[n]
    if sn is None:
        sn = dict(build()[0])
    return code, sn


def selftest():
    base = check(build())
    if base:
        print("real data not clean:")
        for _, m in base:
            print(" ", m)
        return 1
    caught = 0
    for n in range(len(FAULTS)):
        code, sn = fault(n)
        got = {c for c, _ in check(build([sn]))}
        ok = got == {code}
        caught += ok
        print("fault %2d %-18s %s %s" % (n, code, "caught" if ok else "MISSED", sorted(got)))
    print("%d of %d caught" % (caught, len(FAULTS)))
    return 0 if caught == len(FAULTS) else 1


def main(argv):
    if "--selftest" in argv:
        return selftest()
    extra = []
    if "--inject" in argv:
        extra = [fault(int(argv[argv.index("--inject") + 1]))[1]]
    snips = build(extra)
    probs = check(snips)
    if probs:
        for _, m in probs:
            print(m)
        print("%d problems; nothing written" % len(probs))
        return 1
    data = render(snips)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(data)
    h = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open(SUM, "w", encoding="utf-8") as f:
        f.write("%s  digest_blind14.json\n" % h)
    print("wrote %d snippets, sha256 %s" % (len(snips), h))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
