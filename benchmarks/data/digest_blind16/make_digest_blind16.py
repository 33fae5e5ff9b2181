#!/usr/bin/env python3
"""Build digest_blind16.json (+ .sha256) from the b16_*.py data files. Stdlib only, deterministic.
--stats prints counts; --selftest checks that injected faults are caught; --inject N appends fault N."""
import hashlib, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from b16_common import S, raw, dec, pref, cfg, evt, gen, disc, idea, proj
import b16_en, b16_en2, b16_zh, b16_zh2, b16_mixed, b16_turns, b16_single

HERE = os.path.dirname(os.path.abspath(__file__))
OUT, SHA = "digest_blind16.json", "digest_blind16.sha256"
SPLIT = "heldout16"
CATS = {"decision", "preference", "config", "event", "general", "discussion", "idea", "project"}
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef\u2018\u2019\u201c\u201d\u2026]")
HAN = re.compile(r"[\u3400-\u9fff]")
EN_LABELS = ("User: ", "Assistant: ")
ZH_LABELS = ("用户: ", "助手: ")


def load():
    data = []
    for m in (b16_en, b16_en2, b16_zh, b16_zh2, b16_mixed, b16_turns, b16_single):
        data.extend(m.DATA)
    return data


def musts_span(text, musts):
    best = None
    occ = []
    for m in musts:
        occ.append([i for i in range(len(text)) if text.startswith(m, i)])
    if any(not o for o in occ):
        return None
    import itertools
    for combo in itertools.product(*occ):
        s = min(combo)
        e = max(c + len(m) for c, m in zip(combo, musts))
        if best is None or e - s < best[1] - best[0]:
            best = (s, e)
    return best


def check(data):
    probs = []
    texts = set()
    for n, sn in enumerate(data):
        t, lang, tag = sn["text"], sn["lang"], "#%d" % n
        def P(code, msg=""):
            probs.append((code, "%s %s %s" % (tag, code, msg)))
        if lang not in ("en", "zh", "mixed"):
            P("lang", lang)
        if t in texts:
            P("duptext")
        texts.add(t)
        if not t.endswith("\n") or t.endswith("\n\n"):
            P("newline")
        for line in t[:-1].split("\n") if t.endswith("\n") else t.split("\n"):
            if not line.startswith(EN_LABELS + ZH_LABELS):
                P("label", repr(line[:30]))
        if lang == "en" and (CJK.search(t) or any(l.startswith(ZH_LABELS) for l in t.split("\n"))):
            P("cjk_en")
        if lang == "zh" and any(l.startswith(EN_LABELS) for l in t.split("\n")):
            P("zh_enlabel")
        if lang in ("zh", "mixed") and not HAN.search(t):
            P("nohan")
        if lang == "mixed":
            body = re.sub(r"^(User|Assistant): ", "", t, flags=re.M)
            if not re.search(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])", body):
                P("noenglish")
        items = sn["items"]
        if len(items) > 6:
            P("toomany")
        keys = [it["must"][0] if it["must"] else None for it in items]
        if len([k for k in keys if k]) != len(set(k for k in keys if k)):
            P("dupkey")
        for j, it in enumerate(items):
            if it["category"] not in CATS:
                P("cat", it["category"])
            ms = it["must"]
            if not 1 <= len(ms) <= 3:
                P("nmust", str(len(ms)))
            if len(set(ms)) != len(ms):
                P("dupmust")
            for m in ms:
                if len(m) < 2 or m != m.strip():
                    P("padmust", repr(m))
                elif m not in t:
                    P("mustnotin", repr(m))
            for r in it["rm"]:
                if r not in keys or (ms and r == ms[0]):
                    P("rm", repr(r))
            mn = list(it["x"]) + [k for k in keys if k and k != (ms[0] if ms else None)
                                 and k not in it["rm"] and not any(k in m for m in ms)]
            it["_mn"] = mn
            if len(set(mn)) != len(mn):
                P("mndup")
            reported = set()
            for x in mn:
                minlen = 2 if HAN.search(x) else 3
                if len(x) < minlen:
                    P("shortmn", repr(x)); reported.add(x)
                c = t.count(x)
                if c == 0:
                    P("mnnotin", repr(x)); reported.add(x)
                elif c > 1:
                    P("mntwice", repr(x)); reported.add(x)
                if any(x in m for m in ms):
                    P("mustcontainsmn", repr(x)); reported.add(x)
            if ms and all(m in t for m in ms):
                sp = musts_span(t, ms)
                for x in mn:
                    if x in reported or t.count(x) != 1:
                        continue
                    i = t.index(x)
                    if i < sp[1] and i + len(x) > sp[0]:
                        P("span", repr(x))
    return probs


def build(data):
    def h(sn):
        return hashlib.sha256(sn["text"].encode("utf-8")).hexdigest()
    out = []
    for i, sn in enumerate(sorted(data, key=h), 1):
        out.append({"id": "d16-%03d" % i, "lang": sn["lang"], "split": SPLIT, "text": sn["text"],
                    "items": [{"category": it["category"], "must": list(it["must"]), "must_not": it["_mn"]}
                              for it in sn["items"]]})
    return out


def faults():
    F = []
    F.append(("lang", S("fr", "U: The glider club winch launch is at 9.\n", evt("winch launch is at 9"))))
    F.append(("newline", raw("en", "User: The bell ringers practise on Thursdays.", evt("practise on Thursdays"))))
    F.append(("label", raw("en", "User: The choir van is blue.\nno label here\n", gen("choir van is blue"))))
    F.append(("cjk_en", S("en", "U: The 龙舟 team trains at dawn.\n", evt("trains at dawn"))))
    F.append(("cat", S("en", "U: The curling rink opens at 6.\n", {"category": "fact", "must": ["curling rink opens at 6"], "x": [], "rm": []})))
    F.append(("nmust", S("en", "U: The dojo grading is in June.\n", {"category": "event", "must": [], "x": [], "rm": []})))
    F.append(("nmust", S("en", "U: The velodrome slot is Sunday at noon with Jo in lane two.\n", evt("velodrome", "Sunday", "noon", "lane two"))))
    F.append(("mustnotin", S("en", "U: The lido closes in October.\n", evt("the lido shuts in October"))))
    F.append(("mnnotin", S("en", "U: We hired the sloop for Saturday.\n", dec("hired the sloop", x=["the catamaran"]))))
    F.append(("mustcontainsmn", S("en", "U: The polo match is on the 4th, not the 5th.\n", evt("polo match is on the 4th, not the 5th", x=["the 5th"]))))
    F.append(("mndup", S("en", "U: Snooker league night is Monday, not Tuesday.\n", evt("Snooker league night is Monday", x=["not Tuesday", "not Tuesday"]))))
    F.append(("duptext", dict(load()[0])))
    F.append(("mntwice", S("en", "U: Darts is on Friday. Not squash, squash is full.\n", dec("Darts is on Friday", x=["squash"]))))
    F.append(("span", S("en", "U: Mahjong night moved to the library, not the cafe, starting in May.\n", evt("Mahjong night moved to the library", "starting in May", x=["not the cafe"]))))
    F.append(("zh_enlabel", raw("zh", "User: 舞狮队周六排练。\n", evt("舞狮队周六排练"))))
    F.append(("noenglish", S("mixed", "用: 我们的 Zumba 课改到周三了。\n", evt("Zumba 课改到周三了"))))
    F.append(("toomany", S("en", "U: " + " ".join("key%02d." % i for i in range(1, 8)) + "\n", *[gen("key%02d" % i) for i in range(1, 8)])))
    F.append(("rm", S("en", "U: The hula hoop class is full. The yoga mat is red.\n", gen("hula hoop class is full", rm=["trampoline"]), gen("yoga mat is red"))))
    F.append(("shortmn", S("en", "U: Croquet on the lawn at 4, no tea.\n", evt("Croquet on the lawn at 4", x=["no"]))))
    F.append(("dupkey", S("en", "U: The abseil wall is shut. The abseil wall reopens in May.\n", gen("abseil wall", x=[]), evt("abseil wall"))))
    F.append(("padmust", S("en", "U: The juggling workshop is on Sunday.\n", evt(" juggling workshop is on Sunday"))))
    return F


def selftest():
    base = load()
    p = check([dict(d, items=[dict(i) for i in d["items"]]) for d in base])
    if p:
        print("real data not clean:", *[m for _, m in p], sep="\n"); return 1
    ok = 0
    fl = faults()
    for code, f in fl:
        data = load() + [f]
        codes = {c for c, _ in check(data)}
        if codes == {code}:
            ok += 1
        else:
            print("fault", code, "got", sorted(codes))
    print("%d of %d caught" % (ok, len(fl)))
    return 0 if ok == len(fl) else 1


def main(argv):
    if "--selftest" in argv:
        return selftest()
    data = load()
    if "--inject" in argv:
        data.append(faults()[int(argv[argv.index("--inject") + 1])][1])
    p = check(data)
    if p:
        print("%d problems:" % len(p), *[m for _, m in p], sep="\n")
        return 1
    out = build(data)
    if "--stats" in argv:
        stats(out); return 0
    blob = (json.dumps(out, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(HERE, OUT), "wb") as f:
        f.write(blob)
    with open(os.path.join(HERE, SHA), "w") as f:
        f.write("%s  %s\n" % (hashlib.sha256(blob).hexdigest(), OUT))
    print("wrote %d snippets, sha256 %s" % (len(out), hashlib.sha256(blob).hexdigest()))
    return 0


def stats(out):
    from collections import Counter
    L = Counter(s["lang"] for s in out)
    print("snippets", len(out), dict(L))
    mixed_en = sum(1 for s in out if s["lang"] == "mixed" and s["text"].startswith(EN_LABELS))
    print("mixed with en labels (first line)", mixed_en)
    for n in range(0, 7):
        c = Counter(s["lang"] for s in out if len(s["items"]) == n)
        if c:
            print("items=%d" % n, sum(c.values()), dict(c))
    items = [(s["lang"], i) for s in out for i in s["items"]]
    print("items", len(items), dict(Counter(l for l, _ in items)))
    print("musts per item", dict(Counter(len(i["must"]) for _, i in items)))
    print("must_not", sum(len(i["must_not"]) for _, i in items), dict(Counter(l for l, i in items for _ in i["must_not"])),
          "items without", sum(1 for _, i in items if not i["must_not"]))
    print("cats", Counter(i["category"] for _, i in items).most_common())
    multi = Counter(s["lang"] for s in out if s["text"].count("\n") > 1)
    print("multi-line", sum(multi.values()), dict(multi))
    asst = Counter(s["lang"] for s in out if s["text"].startswith(("Assistant: ", "助手: ")))
    print("assistant-first", sum(asst.values()), dict(asst))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
