#!/usr/bin/env python3
"""Blind corpus M for agent-memory secret redaction. Stdlib only, deterministic.
Usage: python3 make_m.py [-v]   -> writes m.json and m.sha256 next to this file."""
import hashlib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import m_core as C
from m_kinds_a import K as KA
from m_kinds_b import K as KB
from m_kinds_c import K as KC
from m_harmless import H

SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]
PER_KIND = 5
PER_HKIND = 16

def split(t):
    lang, body = t.split("|", 1)
    assert lang in ("en", "zh"), t
    return lang, body

def generate():
    texts, seen_text = [], set()
    harmless = []
    for name, tpls in H:
        for i in range(PER_HKIND):
            lang, body = split(tpls[i % len(tpls)])
            for attempt in range(200):
                text, sec = C.render(body, lang, force_chat=attempt >= 4)
                assert not sec, name
                if text in seen_text or (lang == "zh" and not C.CJK.search(text)):
                    continue
                break
            else:
                raise RuntimeError("harmless stuck " + name)
            seen_text.add(text); texts.append(text)
            harmless.append({"kind": name, "lang": lang, "text": text})
    listed, listed_set = [], set()
    secrets = []
    alltext = "\n\x00".join(texts)
    for name, tpls in KA + KB + KC:
        for i in range(PER_KIND):
            lang, body = split(tpls[i % len(tpls)])
            for attempt in range(300):
                text, sec = C.render(body, lang)
                ok = bool(sec) and text not in seen_text and (lang == "en" or C.CJK.search(text))
                uniq = []
                for v in sec:
                    if not ok:
                        break
                    if len(v) < 6 or v not in text or v in alltext or v in uniq:
                        ok = False; break
                    for u in uniq:
                        if u in v or v in u:
                            ok = False; break
                    uniq.append(v)
                if ok:
                    for w in listed:
                        if w in text or v_overlap(w, uniq):
                            ok = False; break
                if ok:
                    break
            else:
                raise RuntimeError("secret stuck " + name)
            seen_text.add(text); texts.append(text)
            alltext += "\n\x00" + text
            listed.extend(uniq)
            secrets.append({"kind": name, "lang": lang, "text": text, "secrets": uniq})
    return {"secrets": secrets, "harmless": harmless}

def v_overlap(w, vals):
    return any(w in v or v in w for v in vals)

def check(doc):
    S, Hm = doc["secrets"], doc["harmless"]
    assert list(doc) == ["secrets", "harmless"]
    alltexts = [x["text"] for x in S] + [x["text"] for x in Hm]
    assert len(set(alltexts)) == len(alltexts), "duplicate text"
    vals = []
    for x in S:
        assert list(x) == SECRET_KEYS
        assert x["secrets"]
        for v in x["secrets"]:
            assert len(v) >= 6 and v in x["text"], (x["kind"], v)
            vals.append(v)
    assert len(set(vals)) == len(vals), "listed value twice"
    for v in vals:
        n = sum(1 for t in alltexts if v in t)
        assert n == 1, ("value in more than one text", v)
    for x in Hm:
        assert list(x) == HARMLESS_KEYS
    for x in S + Hm:
        assert x["lang"] in ("en", "zh")
        if x["lang"] == "zh":
            assert C.CJK.search(x["text"]), x["text"]
    sk, hk = {}, {}
    for x in S:
        sk[x["kind"]] = sk.get(x["kind"], 0) + 1
    for x in Hm:
        hk[x["kind"]] = hk.get(x["kind"], 0) + 1
    assert len(S) >= 600 and len(sk) >= 120 and all(5 <= c <= 8 for c in sk.values()), (len(S), len(sk))
    assert len(Hm) >= 400 and len(hk) >= 25, (len(Hm), len(hk))
    zh = sum(1 for x in S + Hm if x["lang"] == "zh")
    share = zh / len(S + Hm)
    assert 0.40 <= share <= 0.45, share
    return share

def table(doc):
    for part in ("secrets", "harmless"):
        rows = {}
        for x in doc[part]:
            r = rows.setdefault(x["kind"], [0, 0, 0])
            r[0 if x["lang"] == "en" else 1] += 1
            r[2] += len(x.get("secrets", []))
        print(part, len(doc[part]), "samples", len(rows), "kinds")
        print("; ".join(f"{k} {v[0]}/{v[1]}" + (f" ({v[2]})" if part == "secrets" else "") for k, v in rows.items()))
    vals = [v for x in doc["secrets"] for v in x["secrets"]]
    print("listed", len(vals), "longest", max(len(v) for v in vals), "over200", sum(1 for v in vals if len(v) > 200))

def main():
    doc = generate()
    share = check(doc)
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(HERE, "m.json"), "wb") as f:
        f.write(data)
    hx = hashlib.sha256(data).hexdigest()
    with open(os.path.join(HERE, "m.sha256"), "w") as f:
        f.write(f"{hx}  m.json\n")
    print("zh share %.4f sha256 %s" % (share, hx))
    if "-v" in sys.argv:
        table(doc)

if __name__ == "__main__":
    main()
