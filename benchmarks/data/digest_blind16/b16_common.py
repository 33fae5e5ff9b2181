"""Helpers for digest set 16 (stdlib only)."""
LABELS = {"U:": "User: ", "A:": "Assistant: ", "用:": "用户: ", "助:": "助手: "}


def _it(cat, musts, x=(), rm=()):
    return {"category": cat, "must": list(musts), "x": list(x), "rm": list(rm)}


def dec(*m, x=(), rm=()): return _it("decision", m, x, rm)
def pref(*m, x=(), rm=()): return _it("preference", m, x, rm)
def cfg(*m, x=(), rm=()): return _it("config", m, x, rm)
def evt(*m, x=(), rm=()): return _it("event", m, x, rm)
def gen(*m, x=(), rm=()): return _it("general", m, x, rm)
def disc(*m, x=(), rm=()): return _it("discussion", m, x, rm)
def idea(*m, x=(), rm=()): return _it("idea", m, x, rm)
def proj(*m, x=(), rm=()): return _it("project", m, x, rm)


def expand(text):
    out = []
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        for short, full in LABELS.items():
            if line.startswith(short):
                line = full + line[len(short):].lstrip()
                break
        out.append(line)
    return "\n".join(out) + "\n"


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "items": list(items)}


def raw(lang, text, *items):
    return {"lang": lang, "text": text, "items": list(items)}
