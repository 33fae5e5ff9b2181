"""Build blind corpus N: python3 make_n.py [-v]. Writes n.json and n.sha256 next to this file."""
import base64, hashlib, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import n_core as C
from n_core import R, rs, AN, LC, UC, HX, URL, DG, BECH
from n_vendors import G, VENDORS, VPLACE
from n_kinds_a import KINDS_A
from n_kinds_b import KINDS_B
from n_harmless import HARMLESS

SECRET_KEYS = ["kind", "lang", "text", "secrets"]
HARMLESS_KEYS = ["kind", "lang", "text"]

def dockerauth():
    return base64.b64encode(f"{R.choice(C.USERS)}:{C.safepw()}".encode()).decode()

def bigjwt():
    return C.jwt({"iss": "https://" + rs(LC, 20) + ".supabase.co/auth/v1", "sub": C.uuid(), "aud": "authenticated",
                  "role": R.choice(["service_role", "authenticated"]), "iat": 1767225600 + R.randrange(10**7),
                  "exp": 1798761600 + R.randrange(10**7), "email": rs(LC, 8) + "@example.com",
                  "app_metadata": {"provider": "email", "providers": ["email"]}, "session_id": C.uuid()})

GENS = dict(G)
GENS.update({
    "pw": C.pw, "pwzh": C.pwzh, "safepw": C.safepw, "atpw": C.atpw, "phrase": C.phrase, "pin": C.pin,
    "m12": lambda: C.mnem(12), "longtok": C.longtok, "sa_blob": C.sa_blob, "refresh": C.refresh_tok,
    "hx32": lambda: rs(HX, 32), "hx40": lambda: rs(HX, 40), "hx128": lambda: rs(HX, 128),
    "b64_32": lambda: C.b64(32), "b64_64": lambda: C.b64(64), "b64line": lambda: C.b64(48),
    "urlsafe43": lambda: rs(URL, 43), "urlsafe40": lambda: rs(URL, 40), "an40": lambda: rs(AN, 40),
    "wpsalt": lambda: rs(AN + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64),
    "sid": lambda: rs(URL, 32) + "." + rs(AN + "%", 43),
    "phpsess": lambda: rs("abcdefghijklmnopqrstuv0123456789", 26),
    "lvsess": lambda: "eyJpdiI6I" + rs(AN, 300) + "%3D%3D",
    "dockerauth": dockerauth, "bigjwt": bigjwt,
    "totp4": lambda: " ".join(rs(C.B32, 4).lower() for _ in range(8)),
})
C.FILL.update({
    "hx32h": lambda: rs(HX, 32), "hx16": lambda: rs(HX, 16), "b64pub": lambda: C.b64(32).rstrip("="),
    "bech": lambda: rs(BECH.lower(), 58), "b64long": lambda: C.b64(R.randrange(120, 240)),
    "pinlike": lambda: rs(DG, 6), "snow": lambda: str(R.randrange(10**17, 2 * 10**18)), "an6": lambda: rs(AN, 6), "HX40": lambda: rs(HX.upper(), 40),
})

def kinds():
    out = []
    for k, (name, lab_en, lab_zh, env, v) in enumerate(VENDORS):
        tpls = []
        for i in range(5):
            p = VPLACE[(3 * k + i) % len(VPLACE)]
            lang = p[:2]
            tpls.append(p.replace("{L}", lab_zh if lang == "zh" else lab_en).replace("{E}", env).replace("{V}", v))
        out.append((name, tpls))
    out.extend(KINDS_A)
    out.extend(KINDS_B)
    return out

ZH_LEADS = ["同事刚在群里转的，原样贴：\n", "线上排查时复制下来的：\n", "客户工单附件内容：\n", "我这边终端的输出：\n"]

def render(tpl, force_chat=False):
    lang, body = tpl[:2], tpl[3:]
    text, listed = C.expand(body.replace("@chat ", "", 1) if body.startswith("@chat ") else body, GENS)
    if body.startswith("@chat ") or force_chat:
        text = C.chat_prefix(lang) + text
    if lang == "zh" and not C.has_cjk(text):
        text = R.choice(ZH_LEADS) + text
    return lang, text, listed

def generate():
    texts, listed_all, doc = [], [], {"secrets": [], "harmless": []}
    seen = set()
    for name, tpls in HARMLESS:
        for i in range(16):
            tpl = tpls[i % len(tpls)]
            for attempt in range(50):
                lang, text, _ = render(tpl, force_chat=attempt >= 2)
                if text not in seen:
                    break
            else:
                raise SystemExit("harmless dup " + name)
            seen.add(text); texts.append(text)
            doc["harmless"].append({"kind": name, "lang": lang, "text": text})
    for name, tpls in kinds():
        for i in range(5):
            tpl = tpls[i % len(tpls)]
            for attempt in range(200):
                lang, text, listed = render(tpl)
                if not listed or text in seen:
                    continue
                ok = True
                for j, v in enumerate(listed):
                    if len(v) < 6 or v not in text or any(v in t for t in texts):
                        ok = False; break
                    if any(v in w or w in v for w in listed_all) or any(v in w or w in v for w in listed[:j] + listed[j + 1:]):
                        ok = False; break
                if ok and any(w in text for w in listed_all):
                    ok = False
                if ok and lang == "zh" and not C.has_cjk(text):
                    ok = False
                if ok:
                    break
            else:
                raise SystemExit("cannot draw " + name)
            seen.add(text); texts.append(text); listed_all.extend(listed)
            doc["secrets"].append({"kind": name, "lang": lang, "text": text, "secrets": listed})
    return doc

def check(doc):
    assert list(doc) == ["secrets", "harmless"]
    alltexts = [s["text"] for s in doc["secrets"]] + [h["text"] for h in doc["harmless"]]
    assert len(alltexts) == len(set(alltexts)), "duplicate text"
    vals = [v for s in doc["secrets"] for v in s["secrets"]]
    assert len(vals) == len(set(vals)), "listed value not unique"
    for s in doc["secrets"]:
        assert list(s) == SECRET_KEYS and s["lang"] in ("en", "zh")
        for v in s["secrets"]:
            assert len(v) >= 6 and v in s["text"]
            assert sum(v in t for t in alltexts) == 1, v
    for h in doc["harmless"]:
        assert list(h) == HARMLESS_KEYS and h["lang"] in ("en", "zh")
    for s in doc["secrets"] + doc["harmless"]:
        if s["lang"] == "zh":
            assert C.has_cjk(s["text"])
    sk, hk = {}, {}
    for s in doc["secrets"]:
        sk[s["kind"]] = sk.get(s["kind"], 0) + 1
    for h in doc["harmless"]:
        hk[h["kind"]] = hk.get(h["kind"], 0) + 1
    assert len(doc["secrets"]) >= 600 and len(sk) >= 120 and all(5 <= c <= 8 for c in sk.values())
    assert len(doc["harmless"]) >= 400 and len(hk) >= 25
    zh = sum(x["lang"] == "zh" for x in doc["secrets"] + doc["harmless"]) / len(alltexts)
    assert 0.40 <= zh <= 0.45, zh
    return sk, hk, zh

def main():
    doc = generate()
    sk, hk, zh = check(doc)
    here = os.path.dirname(os.path.abspath(__file__))
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(here, "n.json"), "wb") as f:
        f.write(data)
    with open(os.path.join(here, "n.sha256"), "w") as f:
        f.write(hashlib.sha256(data).hexdigest() + "  n.json\n")
    if "-v" in sys.argv:
        def row(items, kind):
            for k in kind:
                en = sum(1 for x in items if x["kind"] == k and x["lang"] == "en")
                zhn = sum(1 for x in items if x["kind"] == k and x["lang"] == "zh")
                extra = sum(len(x["secrets"]) for x in items if x["kind"] == k) if "secrets" in items[0] else None
                print(f"{k} {en}/{zhn}" + (f" ({extra})" if extra is not None else ""))
        row(doc["secrets"], list(sk)); print("--"); row(doc["harmless"], list(hk))
        vals = [v for s in doc["secrets"] for v in s["secrets"]]
        print("listed", len(vals), "max", max(map(len, vals)), ">200", sum(len(v) > 200 for v in vals))
    print(len(doc["secrets"]), len(sk), len(doc["harmless"]), len(hk), round(zh * 100, 1))

if __name__ == "__main__":
    main()
