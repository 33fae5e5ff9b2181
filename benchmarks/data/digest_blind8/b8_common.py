"""Helpers for set 8 data files (stdlib only)."""

CATS = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")


def _item(cat, musts, x=None, rm=None):
    return {"cat": cat, "musts": list(musts), "x": list(x or []), "rm": list(rm or [])}


def dec(*m, x=None, rm=None): return _item("decision", m, x, rm)
def pref(*m, x=None, rm=None): return _item("preference", m, x, rm)
def cfg(*m, x=None, rm=None): return _item("config", m, x, rm)
def evt(*m, x=None, rm=None): return _item("event", m, x, rm)
def gen(*m, x=None, rm=None): return _item("general", m, x, rm)
def disc(*m, x=None, rm=None): return _item("discussion", m, x, rm)
def idea(*m, x=None, rm=None): return _item("idea", m, x, rm)
def proj(*m, x=None, rm=None): return _item("project", m, x, rm)


def S(lang, text, *items):
    """A snippet: lang, text with short labels U:/A:/用:/助:, items."""
    return {"lang": lang, "raw": text, "items": list(items)}
