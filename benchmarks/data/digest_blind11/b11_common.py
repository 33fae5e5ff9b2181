"""Helpers for blind set 11: items, snippets and label expansion (stdlib only)."""

LABELS = {"U:": "User:", "A:": "Assistant:", "用:": "用户:", "助:": "助手:"}


def expand(text):
    """Expand short labels at line starts and end the text with exactly one newline."""
    out = []
    for line in text.strip("\n").split("\n"):
        for short, full in LABELS.items():
            if line.startswith(short + " "):
                line = full + line[len(short):]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def _item(category, musts, x=None, rm=None):
    return {"category": category, "must": list(musts), "x": list(x or []), "rm": list(rm or [])}


def dec(*m, x=None, rm=None):
    return _item("decision", m, x, rm)


def pref(*m, x=None, rm=None):
    return _item("preference", m, x, rm)


def cfg(*m, x=None, rm=None):
    return _item("config", m, x, rm)


def evt(*m, x=None, rm=None):
    return _item("event", m, x, rm)


def gen(*m, x=None, rm=None):
    return _item("general", m, x, rm)


def disc(*m, x=None, rm=None):
    return _item("discussion", m, x, rm)


def idea(*m, x=None, rm=None):
    return _item("idea", m, x, rm)


def proj(*m, x=None, rm=None):
    return _item("project", m, x, rm)


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "raw_items": list(items)}
