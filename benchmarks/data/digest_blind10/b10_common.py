"""Helpers for blind set 10: item constructors, label expansion, must_not expansion."""

LABELS = (("U:", "User: "), ("A:", "Assistant: "), ("用:", "用户: "), ("助:", "助手: "))
CATEGORIES = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")


def expand(text):
    """Expand short labels; one line per turn; exactly one final newline."""
    out = []
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        for short, full in LABELS:
            if line.startswith(short):
                line = full + line[len(short):].lstrip()
                break
        out.append(line)
    return "\n".join(out) + "\n"


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


def S(lang, text, *items, raw=False):
    """A snippet. raw=True keeps the text exactly as given (used for injected faults)."""
    return {"lang": lang, "text": text if raw else expand(text), "items": list(items)}
