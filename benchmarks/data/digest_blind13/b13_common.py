"""Helpers for blind set 13: items, snippets, label expansion."""

LABELS = {"U: ": "User: ", "A: ": "Assistant: ", "用: ": "用户: ", "助: ": "助手: "}


def _item(category, musts, x=(), rm=()):
    return {"category": category, "must": list(musts), "x": list(x), "rm": list(rm)}


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
        for short, full in LABELS.items():
            if line.startswith(short):
                line = full + line[len(short):]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "items": list(items)}


def raw(lang, text, *items):
    """A snippet whose text is taken as given (no expansion)."""
    return {"lang": lang, "text": text, "items": list(items)}
