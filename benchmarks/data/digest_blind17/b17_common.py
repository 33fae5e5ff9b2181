# set 17 helpers: items, snippets, label expansion (stdlib only)
LABELS = {"U:": "User: ", "A:": "Assistant: ", "用:": "用户: ", "助:": "助手: "}
CATS = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")


def _item(cat, musts, x=(), rm=()):
    return {"category": cat, "must": list(musts), "x": list(x), "rm": list(rm)}


def dec(*m, x=(), rm=()): return _item("decision", m, x, rm)
def pref(*m, x=(), rm=()): return _item("preference", m, x, rm)
def cfg(*m, x=(), rm=()): return _item("config", m, x, rm)
def evt(*m, x=(), rm=()): return _item("event", m, x, rm)
def gen(*m, x=(), rm=()): return _item("general", m, x, rm)
def disc(*m, x=(), rm=()): return _item("discussion", m, x, rm)
def idea(*m, x=(), rm=()): return _item("idea", m, x, rm)
def proj(*m, x=(), rm=()): return _item("project", m, x, rm)


def expand(text):
    out = []
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        for short, full in LABELS.items():
            if line.startswith(short + " "):
                line = full + line[len(short) + 1:]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "items": list(items)}


def raw(lang, text, *items):
    return {"lang": lang, "text": text, "items": list(items)}


def finish(snip):
    """Turn x=/rm= into must_not (own rejects, then neighbour keys)."""
    keys = [it["must"][0] if it["must"] else "" for it in snip["items"]]
    items = []
    for i, it in enumerate(snip["items"]):
        mn = list(it["x"])
        for j, k in enumerate(keys):
            if j == i or k in it["rm"]:
                continue
            if any(k in m for m in it["must"]):
                continue
            mn.append(k)
        items.append({"category": it["category"], "must": list(it["must"]), "must_not": mn})
    return {"lang": snip["lang"], "text": snip["text"], "items": items,
            "_keys": keys, "_rm": [list(it["rm"]) for it in snip["items"]]}
