"""Build blind corpus Q (secret redaction, agent-memory). Deterministic; Python standard library only.

Usage: python3 make_q.py [-v]
"""
import hashlib, json, os, sys

import q_core as C
from q_core import R
from q_harmless import H
from q_kinds import K
from q_vendors import V, P1, P2, ID_UNLISTED

SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]
HARMLESS_PER_KIND = 16
HERE = os.path.dirname(os.path.abspath(__file__))


def split_tpl(t):
    lang, body = t.split("|", 1)
    assert lang in ("en", "zh"), t
    return lang, body


def build_harmless(seen):
    out = []
    for kind, tpls in H.items():
        for i in range(HARMLESS_PER_KIND):
            lang, body = split_tpl(tpls[i % len(tpls)])
            for attempt in range(40):
                listed = []
                text = C.render(body, lang, listed)
                assert not listed, (kind, body)
                if (i >= len(tpls) and R.random() < 0.35) or attempt >= 2:
                    text = (C.chat_en() if lang == "en" else C.chat_zh()) + text
                if text not in seen:
                    break
            else:
                raise RuntimeError(f"cannot make a unique harmless text for {kind}")
            seen.add(text)
            out.append(dict(zip(HARMLESS_KEYS, [kind, lang, text])))
    return out


def clashes(listed, harmless_blob):
    """A listed value must not occur in any harmless text (short PINs can collide by chance)."""
    return any(v in harmless_blob for v in listed)


def build_kinds(seen, harmless_blob):
    out = []
    for kind, tpls in K.items():
        for t in tpls:
            lang, body = split_tpl(t)
            for _ in range(20):
                listed = []
                text = C.render(body, lang, listed)
                if text not in seen and not clashes(listed, harmless_blob):
                    break
            seen.add(text)
            out.append(dict(zip(SECRET_KEYS, [kind, lang, text, listed])))
    return out


def build_vendors(seen, harmless_blob):
    out = []
    use = {}
    for kind, len_, lzh, e1, s1, e2, s2, cn in V:
        n_zh = 3 if cn else 2
        langs = ["zh"] * n_zh + ["en"] * (5 - n_zh)
        R.shuffle(langs)
        pool = P2 if e2 else P1
        for lang in langs:
            cands = [i for i, (pl, _) in enumerate(pool) if pl == lang]
            low = min(use.get((id(pool), i), 0) for i in cands)
            best = [i for i in cands if use.get((id(pool), i), 0) == low]
            for _ in range(20):
                idx = R.choice(best)
                v1 = C.spec(s1)
                v2 = C.spec(s2) if s2 else ""
                body = pool[idx][1].format(V=v1, V2=v2, E=e1, E2=e2 or "", E_low=e1.lower(),
                                           E2_low=(e2 or "").lower(), L=len_ if lang == "en" else lzh)
                text = C.render(body, lang, [])
                if text not in seen and not clashes([v1, v2] if s2 else [v1], harmless_blob):
                    break
            use[(id(pool), idx)] = use.get((id(pool), idx), 0) + 1
            listed = [v2] if kind in ID_UNLISTED else [v1] + ([v2] if s2 else [])
            seen.add(text)
            out.append(dict(zip(SECRET_KEYS, [kind, lang, text, listed])))
    return out


def check(corpus):
    assert list(corpus) == ["secrets", "harmless"]
    texts = []
    for s in corpus["secrets"]:
        assert list(s) == SECRET_KEYS, s
        assert s["lang"] in ("en", "zh")
        assert isinstance(s["secrets"], list) and s["secrets"], s
        for v in s["secrets"]:
            assert isinstance(v, str) and len(v) >= 4, s
            assert v in s["text"], (v, s["text"])
        texts.append(s["text"])
    for h in corpus["harmless"]:
        assert list(h) == HARMLESS_KEYS, h
        assert h["lang"] in ("en", "zh")
        texts.append(h["text"])
    for x in corpus["secrets"] + corpus["harmless"]:
        if x["lang"] == "zh":
            assert C.has_cjk(x["text"]), x
        else:
            assert not C.has_cjk(x["text"]), x
    assert len(texts) == len(set(texts)), "duplicate texts"
    blob = "\n\x00".join(h["text"] for h in corpus["harmless"])
    for s in corpus["secrets"]:
        assert not clashes(s["secrets"], blob), s
    return True


def main():
    seen = set()
    harmless = build_harmless(seen)
    blob = "\n\x00".join(h["text"] for h in harmless)
    secrets = build_kinds(seen, blob) + build_vendors(seen, blob)
    corpus = {"secrets": secrets, "harmless": harmless}
    check(corpus)
    data = json.dumps(corpus, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, "q.json"), "w", encoding="utf-8") as f:
        f.write(data)
    digest = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, "q.sha256"), "w", encoding="utf-8") as f:
        f.write(f"{digest}  q.json\n")
    ns, nh = len(secrets), len(harmless)
    zs = sum(1 for s in secrets if s["lang"] == "zh")
    zh = sum(1 for h in harmless if h["lang"] == "zh")
    nv = sum(len(s["secrets"]) for s in secrets)
    print(f"secrets {ns} (zh {zs}, listed {nv}), harmless {nh} (zh {zh}), zh share {(zs + zh) / (ns + nh):.3f}")
    print(f"sha256 {digest}")
    if "-v" in sys.argv:
        for part in ("secrets", "harmless"):
            tab = {}
            for x in corpus[part]:
                t = tab.setdefault(x["kind"], [0, 0, 0])
                t[0 if x["lang"] == "en" else 1] += 1
                t[2] += len(x.get("secrets", []))
            print(part + ": " + "; ".join(f"{k} {a}/{b}" + (f" ({c})" if part == "secrets" else "")
                                          for k, (a, b, c) in tab.items()))


if __name__ == "__main__":
    main()
