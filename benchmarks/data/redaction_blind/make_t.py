"""Build corpus T (t.json, t.sha256). Python standard library only. Usage: python3 make_t.py [-v]"""
import hashlib, json, os, random, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from t_core import Gen, render, chat_header, agent_wrap, has_cjk, ZH_LEADS, FILL_RE, fillers
from t_vendors import VENDORS, SINGLE_EN, SINGLE_ZH, PAIR_EN, PAIR_ZH
from t_kinds import KINDS
from t_harmless import HARMLESS

SEED = 0x7E5C0B1D
SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]
HERE = os.path.dirname(os.path.abspath(__file__))
VTOK = re.compile(r"\{(V|V2|E|E_ID|e|L|n2)\}")


def split_tmpl(t):
    lang, body = t.split("|", 1)
    return lang, body


def main(verbose=False):
    rng = random.Random(SEED)
    g = Gen(rng)
    seen = set()
    harmless, secrets = [], []

    # ---- harmless first ----
    for kind, tmpls in HARMLESS.items():
        order = list(tmpls)
        rng.shuffle(order)
        made = 0
        i = 0
        tries = 0
        while made < 15:
            lang, body = split_tmpl(order[i % len(order)])
            text, _ = render(g, body)
            if lang == "zh" and not has_cjk(text):
                text = rng.choice(ZH_LEADS) + "\n" + text
            if i >= len(order) or tries > 0:
                if tries >= 2 or rng.random() < 0.35:
                    text = chat_header(g, lang) + text
            if text in seen:
                tries += 1
                continue
            tries = 0
            seen.add(text)
            harmless.append({"kind": kind, "lang": lang, "text": text})
            made += 1
            i += 1
    htexts = [h["text"] for h in harmless]

    def ok_secret(text, listed):
        if text in seen or not listed:
            return False
        for v in listed:
            if not v or v not in text:
                return False
            if any(v in h for h in htexts):
                return False
        return True

    def finish(lang, text, wrap_p=0.0, chat_p=0.0, force_chat=False):
        if lang == "zh" and not has_cjk(text):
            text = rng.choice(ZH_LEADS) + "\n" + text
        x = rng.random()
        if x < wrap_p:
            text = agent_wrap(g, lang, text)
        elif x < wrap_p + chat_p or force_chat:
            text = chat_header(g, lang) + text
        return text

    # ---- hand-written kinds ----
    for kind, tmpls in KINDS.items():
        order = list(tmpls)
        rng.shuffle(order)
        n = max(len(order), 12)
        for i in range(n):
            lang, body = split_tmpl(order[i % len(order)])
            tries = 0
            while True:
                text, listed = render(g, body)
                repeat = i >= len(order) or tries > 0
                single = "\n" not in text
                text = finish(lang, text,
                              wrap_p=0.5 if (repeat and not single) else 0.0,
                              chat_p=0.25 if single else 0.0,
                              force_chat=repeat and single)
                if ok_secret(text, listed):
                    break
                tries += 1
                if tries > 50:
                    raise SystemExit("cannot place " + kind)
            seen.add(text)
            secrets.append({"kind": kind, "lang": lang, "text": text, "secrets": listed})

    # ---- vendor kinds ----
    use = {"en": [0] * len(SINGLE_EN), "zh": [0] * len(SINGLE_ZH), "pen": [0] * len(PAIR_EN), "pzh": [0] * len(PAIR_ZH)}
    pools = {"en": SINGLE_EN, "zh": SINGLE_ZH, "pen": PAIR_EN, "pzh": PAIR_ZH}

    def pick(pool):
        u = use[pool]
        lo = min(u)
        cands = [j for j, c in enumerate(u) if c == lo]
        j = rng.choice(cands)
        u[j] += 1
        return pools[pool][j]

    for kind, cn, label_en, label_zh, env, ckey, spec, spec2, second in VENDORS:
        langs = ["en", "en", "zh", "zh", "zh"] if cn else ["en", "en", "en", "zh", "zh"]
        rng.shuffle(langs)
        for lang in langs:
            pool = ("pen" if lang == "en" else "pzh") if spec2 else lang
            tmpl = pick(pool)
            tries = 0
            while True:
                v = g.spec(spec)
                v2 = g.spec(spec2) if spec2 else None
                f = fillers(g)
                vals = {"V": v, "V2": v2 or "", "E": env, "E_ID": env.rsplit("_", 1)[0] + "_ID" if spec2 else env,
                        "e": ckey, "L": label_zh if lang == "zh" else label_en, "n2": "%02d" % rng.randint(1, 28)}
                text = VTOK.sub(lambda m: vals[m.group(1)], tmpl)
                text = FILL_RE.sub(lambda m: f[m.group(1)], text)
                if spec2:
                    listed = [v2] if second == 1 else [v, v2]
                else:
                    listed = [v]
                text = finish(lang, text, wrap_p=0.10, chat_p=0.15)
                if ok_secret(text, listed):
                    break
                tries += 1
                if tries > 50:
                    raise SystemExit("cannot place " + kind)
            seen.add(text)
            secrets.append({"kind": kind, "lang": lang, "text": text, "secrets": listed})

    data = {"secrets": secrets, "harmless": harmless}
    check(data)
    out = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, "t.json"), "w", encoding="utf-8") as fh:
        fh.write(out)
    digest = hashlib.sha256(out.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, "t.sha256"), "w", encoding="utf-8") as fh:
        fh.write(digest + "  t.json\n")
    print("sha256", digest)
    print("secrets", len(secrets), "listed", sum(len(s["secrets"]) for s in secrets),
          "zh", sum(s["lang"] == "zh" for s in secrets))
    print("harmless", len(harmless), "zh", sum(h["lang"] == "zh" for h in harmless))
    if verbose:
        table(data)


def check(data):
    S, H = data["secrets"], data["harmless"]
    assert len(S) >= 600 and len(H) >= 420, (len(S), len(H))
    texts = [x["text"] for x in S] + [x["text"] for x in H]
    assert len(texts) == len(set(texts)), "duplicate texts"
    for s in S:
        assert list(s.keys()) == SECRET_KEYS
        assert s["lang"] in ("en", "zh") and s["secrets"]
        for v in s["secrets"]:
            assert v and v in s["text"], (s["kind"], v)
    for h in H:
        assert list(h.keys()) == HARMLESS_KEYS
        assert h["lang"] in ("en", "zh")
    htexts = [h["text"] for h in H]
    for s in S:
        for v in s["secrets"]:
            assert not any(v in t for t in htexts), (s["kind"], v)
    for x in S + H:
        if x["lang"] == "zh":
            assert has_cjk(x["text"]), x["text"][:80]


def table(data):
    for part in ("secrets", "harmless"):
        rows = {}
        for x in data[part]:
            r = rows.setdefault(x["kind"], [0, 0, 0])
            r[0 if x["lang"] == "en" else 1] += 1
            if part == "secrets":
                r[2] += len(x["secrets"])
        print("##", part)
        for k, (en, zh, n) in rows.items():
            print("%-26s %2d/%-2d %s" % (k, en, zh, "(%d)" % n if part == "secrets" else ""))


if __name__ == "__main__":
    main("-v" in sys.argv)
