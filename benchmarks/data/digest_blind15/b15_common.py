"""Helpers for blind set 15: items, snippets, label expansion, must_not expansion."""
LABELS = (("U:", "User: "), ("A:", "Assistant: "), ("用:", "用户: "), ("助:", "助手: "))
FULL = ("User: ", "Assistant: ", "用户: ", "助手: ")


def expand(text):
    out = []
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        for short, full in LABELS:
            if line.startswith(short + " "):
                line = full + line[len(short) + 1:]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def _mk(cat):
    def f(*must, x=(), rm=()):
        return {"category": cat, "must": list(must), "x": list(x), "rm": list(rm)}
    f.__name__ = cat
    return f


dec, pref, cfg, evt = _mk("decision"), _mk("preference"), _mk("config"), _mk("event")
gen, disc, idea, proj = _mk("general"), _mk("discussion"), _mk("idea"), _mk("project")


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "items": list(items)}


def raw(lang, text, *items):
    """A snippet whose text is taken exactly as given (used by one fault only)."""
    return {"lang": lang, "text": text, "items": list(items)}


def key(item):
    return item["must"][0] if item["must"] else ""


def must_not(snip, i):
    """Own x= phrases, then the keys of all other items, except keys the item's own
    must contains and keys removed with rm= (referent rule)."""
    it = snip["items"][i]
    out = list(it["x"])
    for j, other in enumerate(snip["items"]):
        if j == i:
            continue
        k = key(other)
        if not k or k in it["rm"] or any(k in m for m in it["must"]):
            continue
        out.append(k)
    return out
