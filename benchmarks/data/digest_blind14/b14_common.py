"""Set 14 helpers: items, snippets, label expansion."""
SHORT = (("U:", "User:"), ("A:", "Assistant:"), ("用:", "用户:"), ("助:", "助手:"))
CATS = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")


def expand(text):
    out = []
    for line in text.split("\n"):
        for s, full in SHORT:
            if line.startswith(s + " "):
                line = full + line[len(s):]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def _item(cat, must, x=(), rm=()):
    return {"category": cat, "must": list(must), "x": list(x), "rm": list(rm)}


def dec(*m, x=(), rm=()): return _item("decision", m, x, rm)
def pref(*m, x=(), rm=()): return _item("preference", m, x, rm)
def cfg(*m, x=(), rm=()): return _item("config", m, x, rm)
def evt(*m, x=(), rm=()): return _item("event", m, x, rm)
def gen(*m, x=(), rm=()): return _item("general", m, x, rm)
def disc(*m, x=(), rm=()): return _item("discussion", m, x, rm)
def idea(*m, x=(), rm=()): return _item("idea", m, x, rm)
def proj(*m, x=(), rm=()): return _item("project", m, x, rm)


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "items": list(items)}


def raw(lang, text, *items):
    return {"lang": lang, "text": text, "items": list(items)}
