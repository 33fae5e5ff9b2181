"""Helpers for digest set 12: items, snippets, label expansion."""

CATS = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")
LABELS = {"U:": "User:", "A:": "Assistant:", "用:": "用户:", "助:": "助手:"}


def _item(cat):
    def f(*must, x=(), rm=()):
        return {"category": cat, "must": list(must), "x": list(x), "rm": list(rm)}
    return f


dec, pref, cfg, evt = _item("decision"), _item("preference"), _item("config"), _item("event")
gen, disc, idea, proj = _item("general"), _item("discussion"), _item("idea"), _item("project")


def expand(text):
    out = []
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        for short, full in LABELS.items():
            if line.startswith(short + " "):
                line = full + line[len(short):]
                break
        out.append(line)
    return "\n".join(out) + "\n"


def S(lang, text, *items):
    return {"lang": lang, "text": expand(text), "items": list(items)}
