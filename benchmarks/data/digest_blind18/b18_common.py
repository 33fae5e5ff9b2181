"""Helpers for digest_blind18 (stdlib only)."""
LABELS = {"U:": "User: ", "A:": "Assistant: ", "用:": "用户: ", "助:": "助手: "}
CATS = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")


def _item(cat, musts, x=None, rm=None):
    return {"category": cat, "must": list(musts), "x": list(x or []), "rm": list(rm or [])}


def dec(*m, x=None, rm=None): return _item("decision", m, x, rm)
def pref(*m, x=None, rm=None): return _item("preference", m, x, rm)
def cfg(*m, x=None, rm=None): return _item("config", m, x, rm)
def evt(*m, x=None, rm=None): return _item("event", m, x, rm)
def gen(*m, x=None, rm=None): return _item("general", m, x, rm)
def disc(*m, x=None, rm=None): return _item("discussion", m, x, rm)
def idea(*m, x=None, rm=None): return _item("idea", m, x, rm)
def proj(*m, x=None, rm=None): return _item("project", m, x, rm)


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


class Snip:
    def __init__(self, lang, text, items):
        self.lang, self.text, self.items = lang, text, items


def S(lang, text, *items):
    return Snip(lang, expand(text), list(items))


def raw(lang, text, *items):
    return Snip(lang, text, list(items))


def resolve(snip):
    """Return items in output form: must_not = x + other keys (not contained in own must, not rm'd)."""
    keys = [it["must"][0] if it["must"] else "" for it in snip.items]
    out = []
    for i, it in enumerate(snip.items):
        mn = list(it["x"])
        for j, k in enumerate(keys):
            if j == i or k in it["rm"]:
                continue
            if any(k in m for m in it["must"]):
                continue
            mn.append(k)
        out.append({"category": it["category"], "must": list(it["must"]), "must_not": mn})
    return out
