#!/usr/bin/env python3
"""Blind held-out evaluation set 8 for the conversation digester (stdlib only, deterministic).

python3 make_digest_blind8.py            check the data, write digest_blind8.json and digest_blind8.sha256
python3 make_digest_blind8.py --selftest inject each of 21 faults alone and require its own check to fire
python3 make_digest_blind8.py --inject N normal write path with fault N appended (must exit 1, write nothing)
"""
import hashlib
import itertools
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from b8_common import CATS, S, cfg, dec  # noqa: E402
import b8_en  # noqa: E402
import b8_zh  # noqa: E402
import b8_zh2  # noqa: E402
import b8_mixed  # noqa: E402
import b8_turns  # noqa: E402

OUT_JSON = "digest_blind8.json"
OUT_SHA = "digest_blind8.sha256"
LABELS = {"U:": "User: ", "A:": "Assistant: ", "用:": "用户: ", "助:": "助手: "}
FULL = ("User: ", "Assistant: ", "用户: ", "助手: ")
EN_LABELS = ("User: ", "Assistant: ")
ZH_LABELS = ("用户: ", "助手: ")
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
CJK_ANY = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
EN_WORD = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")


def expand(raw):
    """Short labels -> full labels; a line without a known short label is kept as is."""
    out = []
    for line in raw.split("\n"):
        for short, full in LABELS.items():
            if line.startswith(short + " "):
                line = full + line[len(short) + 1:]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def all_data():
    return list(b8_en.DATA) + list(b8_zh.DATA) + list(b8_zh2.DATA) + list(b8_mixed.DATA) + list(b8_turns.DATA)


def occurrences(text, phrase):
    res, i = [], text.find(phrase)
    while i >= 0:
        res.append(i)
        i = text.find(phrase, i + 1)
    return res


def must_span(text, musts):
    best = None
    for combo in itertools.product(*[occurrences(text, m) for m in musts]):
        s = min(combo)
        e = max(p + len(m) for p, m in zip(combo, musts))
        if best is None or e - s < best[1] - best[0]:
            best = (s, e)
    return best


def build_items(snip, problems, tag):
    """Resolve must_not: own x, then other items' keys except keys its must contains and rm= removals."""
    keys = [it["musts"][0] if it["musts"] else "" for it in snip["items"]]
    out = []
    for n, it in enumerate(snip["items"]):
        for r in it["rm"]:
            if r not in keys or r == keys[n]:
                problems.append(("unknown removal", f"{tag} item {n}: rm={r!r} is not a neighbour key"))
        mn = list(it["x"])
        for k2, key in enumerate(keys):
            if k2 == n or key in it["rm"] or not key:
                continue
            if any(key in m for m in it["musts"]):
                continue
            mn.append(key)
        out.append({"category": it["cat"], "must": list(it["musts"]), "must_not": mn})
    return out


def check(snips):
    """Return (records, problems); problems are (code, message)."""
    problems, records, seen_text = [], [], {}
    for si, snip in enumerate(snips):
        text = snip["text"] if "text" in snip else expand(snip["raw"])
        tag = f"snippet #{si} ({text[:40]!r})"
        lang = snip["lang"]
        if lang not in ("en", "zh", "mixed"):
            problems.append(("bad lang", f"{tag}: lang {lang!r}"))
        if not text.endswith("\n") or text.endswith("\n\n"):
            problems.append(("no final newline", f"{tag}: text must end with exactly one newline"))
        lines = text[:-1].split("\n")
        for ln in lines:
            if not ln.startswith(FULL):
                problems.append(("unlabelled line", f"{tag}: line {ln[:30]!r}"))
        if text in seen_text:
            problems.append(("duplicate text", f"{tag}: same text as snippet #{seen_text[text]}"))
        seen_text.setdefault(text, si)
        body = "\n".join(ln.split(": ", 1)[1] if ln.startswith(FULL) else ln for ln in lines)
        if lang == "en":
            if CJK_ANY.search(text):
                problems.append(("cjk in en", f"{tag}: CJK character in an en text"))
            if any(ln.startswith(ZH_LABELS) for ln in lines):
                problems.append(("cjk in en", f"{tag}: Chinese label in an en text"))
        if lang == "zh":
            if any(ln.startswith(EN_LABELS) for ln in lines):
                problems.append(("english label in zh", f"{tag}: English label in a zh text"))
        if lang in ("zh", "mixed") and not HAN.search(text):
            problems.append(("no cjk", f"{tag}: {lang} text without CJK"))
        if lang == "mixed" and not EN_WORD.search(body):
            problems.append(("mixed without english", f"{tag}: no lower-case English word of 3+ letters"))
        if len(snip["items"]) > 6:
            problems.append(("too many items", f"{tag}: {len(snip['items'])} items"))
        keys = [it["musts"][0] for it in snip["items"] if it["musts"]]
        if len(set(keys)) != len(keys):
            problems.append(("duplicate keys", f"{tag}: keys {keys}"))
        items = build_items(snip, problems, tag)
        for n, (it, raw_it) in enumerate(zip(items, snip["items"])):
            itag = f"{tag} item {n}"
            if it["category"] not in CATS:
                problems.append(("bad category", f"{itag}: {it['category']!r}"))
            ms, mn = it["must"], it["must_not"]
            if not ms:
                problems.append(("no must", f"{itag}: no must phrase"))
            if len(ms) > 3:
                problems.append(("too many musts", f"{itag}: {len(ms)} must phrases"))
            if len(set(ms)) != len(ms):
                problems.append(("must repeated", f"{itag}: must phrase repeated"))
            for m in ms:
                if not m or m != m.strip():
                    problems.append(("padded must", f"{itag}: empty or padded must {m!r}"))
                elif len(m) < 2:
                    problems.append(("short must", f"{itag}: must {m!r} shorter than 2"))
                if m and m not in text:
                    problems.append(("must not in text", f"{itag}: must {m!r} not in text"))
            if len(set(mn)) != len(mn):
                problems.append(("must_not listed twice", f"{itag}: must_not {mn}"))
            for p in dict.fromkeys(mn):
                if p != p.strip() or not p:
                    problems.append(("padded must_not", f"{itag}: padded must_not {p!r}"))
                if len(p) < (2 if HAN.search(p) else 3):
                    problems.append(("short must_not", f"{itag}: must_not {p!r} too short"))
                for m in ms:
                    if p and p in m:
                        problems.append(("must contains must_not", f"{itag}: {m!r} contains {p!r}"))
                cnt = len(occurrences(text, p)) if p else 0
                if cnt == 0:
                    problems.append(("must_not not in text", f"{itag}: must_not {p!r} not in text"))
                elif cnt > 1:
                    problems.append(("must_not occurs more than once", f"{itag}: must_not {p!r} occurs {cnt} times"))
            if ms and all(m and m in text for m in ms):
                s, e = must_span(text, ms)
                for p in mn:
                    for q in occurrences(text, p) if p else []:
                        if q < e and q + len(p) > s:
                            problems.append(("must_not inside must span", f"{itag}: {p!r} inside the must span"))
        records.append({"lang": lang, "split": "heldout", "text": text, "items": items})
    return records, problems


def order_and_number(records):
    records = sorted(records, key=lambda r: hashlib.sha256(r["text"].encode("utf-8")).hexdigest())
    out = []
    for i, r in enumerate(records, 1):
        out.append({"id": f"d8-{i:03d}", "lang": r["lang"], "split": r["split"], "text": r["text"],
                    "items": r["items"]})
    return out


def render(records):
    return json.dumps(order_and_number(records), ensure_ascii=False, indent=1) + "\n"


# ---- injected faults: (expected code, bad snippet) -------------------------------------------
def faults():
    real0 = all_data()[0]["raw"]  # expanded to the same text as the real snippet
    return [
        ("bad lang", S("fr", "U: The quiz night is on the 4th.", cfg("The quiz night is on the 4th"))),
        ("no final newline", {"lang": "en", "text": "User: Bins go out on Sunday night.", "raw": "",
                              "items": [cfg("Bins go out on Sunday night")]}),
        ("unlabelled line", S("en", "U: Hello there.\nthe kiln is at 1240", cfg("the kiln is at 1240"))),
        ("cjk in en", S("en", "U: The ferry leaves at 7, 好的.", cfg("The ferry leaves at 7"))),
        ("bad category", S("en", "U: The ferry leaves at 8.", {"cat": "fact", "musts": ["The ferry leaves at 8"], "x": [], "rm": []})),
        ("no must", S("en", "U: The ferry leaves at 9.", cfg())),
        ("too many musts", S("en", "U: The ferry leaves at 10 from pier B with the bikes and the dog.",
                             cfg("The ferry leaves at 10", "pier B", "the bikes", "the dog"))),
        ("must not in text", S("en", "U: The ferry leaves at 11.", cfg("The ferry leaves at noon"))),
        ("must_not not in text", S("en", "U: The ferry leaves at 12, not 1.", cfg("The ferry leaves at 12", x=["not 2"]))),
        ("must contains must_not", S("en", "U: The ferry leaves at 13:00 sharp, not 14:00.",
                                     cfg("The ferry leaves at 13:00 sharp", x=["13:00"]))),
        ("must_not listed twice", S("en", "U: The bus leaves at 6, not 5.", cfg("The bus leaves at 6", x=["not 5", "not 5"]))),
        ("duplicate text", {"lang": all_data()[0]["lang"], "raw": real0, "items": []}),
        ("must_not occurs more than once", S("en", "U: not 4. The tram is at 3, not 4.",
                                             cfg("The tram is at 3", x=["not 4"]))),
        ("must_not inside must span", S("en", "U: The tram, not the bus, is at 5 today.",
                                        cfg("The tram", "is at 5 today", x=["not the bus"]))),
        ("english label in zh", S("zh", "U: 渡轮七点开。", cfg("渡轮七点开"))),
        ("mixed without english", S("mixed", "用: 渡轮 8 点开，OK。", cfg("渡轮 8 点开"))),
        ("too many items", S("en", "U: A is 1. B is 2. C is 3. D is 4. E is 5. F is 6. G is 7.",
                             *[cfg(f"{c} is {i}") for i, c in enumerate("ABCDEFG", 1)])),
        ("unknown removal", S("en", "U: The canoe hire is 20. The paddles are 5.",
                              cfg("The canoe hire is 20"), cfg("The paddles are 5", rm=["The kayak hire"]))),
        ("short must_not", S("en", "U: The tent is the green one, no.", cfg("The tent is the green one", x=["no"]))),
        ("duplicate keys", S("en", "U: The stove is gas. The stove is gas, really.",
                             cfg("The stove is gas"), dec("The stove is gas", "really"))),
        ("padded must", S("en", "U: The lantern is blue.", cfg(" The lantern is blue"))),
    ]


def selftest():
    base = all_data()
    _, probs = check(base)
    if probs:
        print("real data has problems; fix them first:")
        for p in probs:
            print("  ", p[1])
        return 1
    fl, bad = faults(), 0
    for n, (code, snip) in enumerate(fl):
        _, probs = check(base + [snip])
        codes = {c for c, _ in probs}
        ok = code in codes
        bad += not ok
        print(f"fault {n:2d} {code:32s} {'caught' if ok else 'MISSED'}  ({len(probs)} problem(s): {sorted(codes)})")
    print(f"{len(fl) - bad} of {len(fl)} injected faults caught")
    return 1 if bad else 0


def main(argv):
    snips = all_data()
    if len(argv) > 1 and argv[1] == "--selftest":
        return selftest()
    if len(argv) > 2 and argv[1] == "--inject":
        snips = snips + [faults()[int(argv[2])][1]]
    records, probs = check(snips)
    if probs:
        for _, msg in probs:
            print("PROBLEM:", msg)
        print(f"{len(probs)} problem(s); nothing written")
        return 1
    ids = [r["id"] for r in order_and_number(records)]
    if len(set(ids)) != len(ids) or any(r["split"] != "heldout" for r in records):
        print("PROBLEM: ids not unique or split not heldout; nothing written")
        return 1
    data = render(records).encode("utf-8")
    with open(os.path.join(HERE, OUT_JSON), "wb") as f:
        f.write(data)
    with open(os.path.join(HERE, OUT_SHA), "w", encoding="utf-8") as f:
        f.write(f"{hashlib.sha256(data).hexdigest()}  {OUT_JSON}\n")
    print(f"wrote {OUT_JSON}: {len(records)} snippets, {sum(len(r['items']) for r in records)} items")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
