"""Deterministic generator for blind corpus S (secret redaction, agent-memory). Stdlib only.

Run: python3 make_s.py        -> writes s.json and s.sha256
     python3 make_s.py -v     -> also prints the per-kind table
"""
import hashlib, json, os, random, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import s_core, s_vendors, s_kinds, s_harmless

SEED = 0x5EC2E75D
SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]
HERE = os.path.dirname(os.path.abspath(__file__))

def split_lang(tmpls):
    out = {"en": [], "zh": []}
    for t in tmpls:
        lang, body = t.split("|", 1)
        out[lang].append(body)
    return out

class Missing(dict):
    def __missing__(self, k):
        raise KeyError(k)

def build():
    rng = random.Random(SEED)
    ctx = s_core.Ctx(rng)
    seen = set()
    harmless, secrets = [], []

    # ---------- harmless ----------
    for kind, tmpls in s_harmless.H.items():
        by = split_lang(tmpls)
        if not by["en"]:
            plan = [("zh", 15)]
        elif len(by["zh"]) > len(by["en"]) * 2:
            plan = [("en", 3), ("zh", 12)]
        elif len(by["zh"]) > len(by["en"]):
            plan = [("en", 6), ("zh", 9)]
        else:
            plan = [("en", 9), ("zh", 6)]
        for lang, cnt in plan:
            pool = by[lang]
            order = list(range(len(pool)))
            rng.shuffle(order)
            for i in range(cnt):
                t = pool[order[i % len(order)]]
                for attempt in range(40):
                    text, listed = s_core.render(ctx, t, lang)
                    assert not listed
                    if i >= len(order) or attempt >= 3:
                        if attempt >= 2 or rng.random() < 0.35:
                            text = ctx.chat(lang) + "\n" + text
                    if text not in seen:
                        break
                    if attempt > 10:
                        t = pool[rng.randrange(len(pool))]
                else:
                    raise RuntimeError("cannot make unique harmless " + kind)
                seen.add(text)
                harmless.append({"kind": kind, "lang": lang, "text": text})
    harmless_blob = "\n\x00\n".join(h["text"] for h in harmless)

    def ok(text, listed):
        if text in seen or not listed:
            return False
        return all(v and v not in harmless_blob for v in listed)

    def add(kind, lang, text, listed):
        seen.add(text)
        secrets.append({"kind": kind, "lang": lang, "text": text, "secrets": listed})

    # ---------- hand-written kinds ----------
    for kind, tmpls in s_kinds.KINDS.items():
        items = []
        for t in tmpls:
            lang, body = t.split("|", 1)
            items.append((lang, body))
        rng.shuffle(items)
        for lang, body in items:
            for attempt in range(30):
                text, listed = s_core.render(ctx, body, lang)
                if "\n" not in text and not body.startswith("@") and rng.random() < 0.25:
                    text = ctx.chat(lang) + "\n" + text
                if ok(text, listed):
                    break
            else:
                raise RuntimeError("cannot make " + kind)
            add(kind, lang, text, listed)

    # ---------- vendor kinds ----------
    pools = {"en": split_lang(s_vendors.SINGLE_EN)["en"], "zh": split_lang(s_vendors.SINGLE_ZH)["zh"]}
    pair_pools = split_lang(s_vendors.PAIR)
    use = {}

    def pick(pool, tag):
        counts = [use.get((tag, i), 0) for i in range(len(pool))]
        low = min(counts)
        cands = [i for i, c in enumerate(counts) if c == low]
        i = cands[rng.randrange(len(cands))]
        use[(tag, i)] = low + 1
        return pool[i]

    for (kind, zhmaj, lab_en, lab_zh, env, cfg, spec, spec2, first_public) in s_vendors.VENDORS:
        langs = ["en", "en", "zh", "zh", "zh"] if zhmaj else ["en", "en", "en", "zh", "zh"]
        rng.shuffle(langs)
        for lang in langs:
            for attempt in range(30):
                if spec2:
                    tmpl = pick(pair_pools[lang], "pair-" + lang)
                else:
                    tmpl = pick(pools[lang], lang)
                v = ctx.spec(spec)
                v2 = ctx.spec(spec2) if spec2 else ""
                fill = Missing(V=v, V2=v2, E=env, e=cfg, L=lab_zh if lang == "zh" else lab_en,
                               h=ctx.fill("host"), u=ctx.fill("user"), p=ctx.fill("proj"), d=ctx.fill("date"),
                               n=ctx.fill("n"), zn=ctx.fill("zname"))
                text = tmpl.format_map(fill)
                listed = ([v2] if first_public else [v, v2]) if spec2 else [v]
                r = rng.random()
                if r < 0.15:
                    text = ctx.chat(lang) + "\n" + text
                elif r < 0.25:
                    text = ctx.agent(lang, text)
                if lang == "zh" and not s_core.CJK.search(text):
                    text = rng.choice(s_core.ZH_LEADS) + "\n" + text
                if ok(text, listed):
                    break
            else:
                raise RuntimeError("cannot make " + kind)
            add(kind, lang, text, listed)
    return {"secrets": secrets, "harmless": harmless}

def check(corpus):
    assert list(corpus) == ["secrets", "harmless"]
    texts = []
    for s in corpus["secrets"]:
        assert list(s) == SECRET_KEYS, s
        assert s["lang"] in ("en", "zh")
        assert isinstance(s["secrets"], list) and s["secrets"]
        for v in s["secrets"]:
            assert isinstance(v, str) and v and v in s["text"], (s["kind"], v)
        if s["lang"] == "zh":
            assert s_core.CJK.search(s["text"]), s
        texts.append(s["text"])
    for h in corpus["harmless"]:
        assert list(h) == HARMLESS_KEYS, h
        assert h["lang"] in ("en", "zh")
        if h["lang"] == "zh":
            assert s_core.CJK.search(h["text"]), h
        texts.append(h["text"])
    assert len(texts) == len(set(texts)), "duplicate texts"
    blob = "\n\x00\n".join(h["text"] for h in corpus["harmless"])
    for s in corpus["secrets"]:
        for v in s["secrets"]:
            assert v not in blob, ("listed secret inside a harmless text", v)

def table(corpus):
    for part in ("secrets", "harmless"):
        rows = {}
        for s in corpus[part]:
            r = rows.setdefault(s["kind"], [0, 0, 0])
            r[0 if s["lang"] == "en" else 1] += 1
            r[2] += len(s.get("secrets", []))
        print(part, "; ".join("%s %d/%d%s" % (k, a, b, " (%d)" % c if part == "secrets" else "") for k, (a, b, c) in rows.items()))

def main():
    corpus = build()
    check(corpus)
    data = json.dumps(corpus, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, "s.json"), "w", encoding="utf-8") as f:
        f.write(data)
    digest = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, "s.sha256"), "w", encoding="utf-8") as f:
        f.write(digest + "  s.json\n")
    ns, nh = len(corpus["secrets"]), len(corpus["harmless"])
    zs = sum(s["lang"] == "zh" for s in corpus["secrets"])
    zh = sum(h["lang"] == "zh" for h in corpus["harmless"])
    print("secrets %d (zh %d), harmless %d (zh %d), zh share %.1f%%, listed %d, sha256 %s" % (
        ns, zs, nh, zh, 100.0 * (zs + zh) / (ns + nh), sum(len(s["secrets"]) for s in corpus["secrets"]), digest))
    if "-v" in sys.argv:
        table(corpus)

if __name__ == "__main__":
    main()
