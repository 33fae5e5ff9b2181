"""Build corpus O (o.json, o.sha256). Standard library only; deterministic (seed in o_core.SEED)."""
import hashlib, json, sys
import o_core as C
from o_core import R, expand, CJK
import o_vendors, o_kinds_a, o_kinds_b, o_harmless

SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]
ZH_LEADS = ["在服务器上执行了：\n", "终端记录：\n", "配置如下：\n", "贴一下命令：\n", "这是我本地的命令历史：\n", "参考这个：\n"]
PER_HARMLESS, PER_SECRET = 16, 5
NOCHECK = "--nocheck" in sys.argv

texts, text_seen = [], {}
listed_all, listed_seen = [], {}

def zh_fix(lang, text):
    if lang == "zh" and not CJK.search(text):
        text = C.ch(ZH_LEADS) + text
    return text

def build_harmless():
    out = []
    for kind, tpls in o_harmless.H.items():
        for i in range(PER_HARMLESS):
            tpl = tpls[i % len(tpls)]
            if i >= len(tpls) and i % 3 == 0 and tpl.startswith("zh|"):
                # second pass: trade some zh draws for the next en template (keeps the zh share in 40-45 %)
                ens = [t for t in tpls[i % len(tpls):] + tpls[:i % len(tpls)] if t.startswith("en|")]
                if ens:
                    tpl = ens[0]
            for attempt in range(60):
                t = tpl
                if attempt >= 2 and not t.split("|", 1)[1].startswith("@"):
                    t = t.replace("|", "|@chat ", 1)
                lang, text, listed = expand(t)
                assert not listed, (kind, t)
                text = zh_fix(lang, text)
                if text in text_seen:
                    continue
                break
            else:
                raise SystemExit("harmless dup " + kind)
            text_seen[text] = 1
            texts.append(text)
            out.append({"kind": kind, "lang": lang, "text": text})
    return out

def ok_secret(lang, text, listed):
    if not listed or text in text_seen:
        return False
    if lang == "zh" and not CJK.search(text):
        return False
    for i, v in enumerate(listed):
        if len(v) < 6 or v not in text:
            return False
        for j, w in enumerate(listed):
            if i != j and (v in w or w in v):
                return False
        if v in listed_seen:
            return False
        for w in listed_all:
            if v in w or w in v:
                return False
        for t in texts:
            if v in t:
                return False
    for w in listed_all:
        if w in text:
            return False
    return True

def draw(kind, tpl, vendor=None):
    for attempt in range(80):
        lang, text, listed = expand(tpl, vendor)
        text = zh_fix(lang, text)
        if ok_secret(lang, text, listed):
            text_seen[text] = 1
            texts.append(text)
            for v in listed:
                listed_seen[v] = 1
                listed_all.append(v)
            return {"kind": kind, "lang": lang, "text": text, "secrets": listed}
    raise SystemExit("cannot draw " + kind + " :: " + tpl[:60])

POOL_USE = [0] * len(o_vendors.POOL)

def pool_pick(own, used):
    """Pick pool placements so that a vendor kind has 2 zh samples of 5, spreading use over the pool."""
    zh_own = sum(1 for t in own if t.startswith("zh|"))
    need = PER_SECRET - len(own)
    want_zh = max(0, min(need, 2 - zh_own))
    langs = ["zh"] * want_zh + ["en"] * (need - want_zh)
    picks = []
    for lg in langs:
        cands = [i for i, t in enumerate(o_vendors.POOL) if t.startswith(lg + "|") and i not in used and i not in picks]
        low = min(POOL_USE[i] for i in cands)
        cands = [i for i in cands if POOL_USE[i] == low]
        p = cands[R.randrange(len(cands))]
        POOL_USE[p] += 1
        picks.append(p)
    return picks

def build_secrets():
    out = []
    for kind, tpls in o_kinds_a.K.items():
        for tpl in tpls:
            out.append(draw(kind, tpl))
    for v in o_vendors.vendor_kinds():
        own = v["own"][:PER_SECRET]
        picks = pool_pick(own, [])
        seq = own + [o_vendors.POOL[p] for p in picks]
        # interleave so own templates are not always first
        order = list(range(len(seq)))
        R.shuffle(order)
        for k in order:
            out.append(draw(v["kind"], seq[k], v))
    for kind, tpls in o_kinds_b.K.items():
        for tpl in tpls:
            out.append(draw(kind, tpl))
    return out

def check(doc):
    assert list(doc.keys()) == ["secrets", "harmless"]
    sec, har = doc["secrets"], doc["harmless"]
    alltexts = [s["text"] for s in sec] + [h["text"] for h in har]
    seen = {}
    for t in alltexts:
        assert t not in seen, "dup text"
        seen[t] = 1
    vals = {}
    for s in sec:
        assert list(s.keys()) == SECRET_KEYS
        assert s["lang"] in ("en", "zh") and s["secrets"]
        for v in s["secrets"]:
            assert len(v) >= 6 and v in s["text"], (s["kind"], v)
            assert v not in vals, v
            vals[v] = 1
            n = sum(1 for t in alltexts if v in t)
            assert n == 1, (s["kind"], v, n)
    for h in har:
        assert list(h.keys()) == HARMLESS_KEYS and h["lang"] in ("en", "zh")
    for x in sec + har:
        if x["lang"] == "zh":
            assert CJK.search(x["text"]), x["kind"]
    kc = {}
    for s in sec:
        kc[s["kind"]] = kc.get(s["kind"], 0) + 1
    assert len(sec) >= 600 and len(kc) >= 120 and all(5 <= c <= 8 for c in kc.values()), (len(sec), len(kc))
    hc = {}
    for h in har:
        hc[h["kind"]] = hc.get(h["kind"], 0) + 1
    assert len(har) >= 400 and len(hc) >= 25
    zh = sum(1 for x in sec + har if x["lang"] == "zh")
    share = zh / len(sec + har)
    assert NOCHECK or 0.40 <= share <= 0.45, share
    return kc, hc, share

def table(doc):
    rows = {}
    for side in ("secrets", "harmless"):
        for x in doc[side]:
            r = rows.setdefault((side, x["kind"]), [0, 0, 0])
            r[0 if x["lang"] == "en" else 1] += 1
            r[2] += len(x.get("secrets", []))
    for (side, kind), (en, zh, n) in rows.items():
        print(side, kind, en, zh, n)
    sec = doc["secrets"]
    vals = [v for s in sec for v in s["secrets"]]
    print("secrets", len(sec), "listed", len(vals), ">200:", sum(1 for v in vals if len(v) > 200), "max", max(len(v) for v in vals))
    for side in ("secrets", "harmless"):
        zh = sum(1 for x in doc[side] if x["lang"] == "zh")
        print(side, len(doc[side]), "zh", zh, round(zh / len(doc[side]), 3))
    mult = {}
    for s in sec:
        mult[len(s["secrets"])] = mult.get(len(s["secrets"]), 0) + 1
    print("values per sample", sorted(mult.items()))

def main():
    harmless = build_harmless()
    secrets = build_secrets()
    doc = {"secrets": secrets, "harmless": harmless}
    kc, hc, share = check(doc)
    data = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    with open("o.json", "w", encoding="utf-8") as fh:
        fh.write(data)
    digest = hashlib.sha256(data.encode("utf-8")).hexdigest()
    with open("o.sha256", "w") as fh:
        fh.write(digest + "  o.json\n")
    print("secrets", len(secrets), "kinds", len(kc), "harmless", len(harmless), "kinds", len(hc), "zh share", round(share, 4))
    print(digest)
    if "-v" in sys.argv:
        table(doc)

if __name__ == "__main__":
    main()
