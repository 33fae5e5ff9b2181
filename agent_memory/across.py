"""A change said in one language of a fact held in the other: "Budget raised to £28,000" after
"婚礼预算总共两万五千镑", "会费涨到两百" after "Subs are £60 a term". The thing a change names
(``change_words.changed_things``) is looked up in a small glossary of the things amounts are
kept for (a budget, a rent, a fee, a salary ...); the earlier memory holding its word in the
other language, or a name in Latin letters the change gives too, and each holding an amount, is
the same thing with another value. Read by
``supersede`` over two memories at a time.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .change_kinds import across_languages
from .change_words import CHANGED, NOT_PRODUCT
from .regex import lazy
from .search.timeline import COMMON

# an English thing: its index term (a stem), its words, and the Chinese words for it
_GLOSSARY: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("budget", ("budget",), ("预算",)),
    ("rent", ("rent",), ("房租", "租金", "月租")),
    ("fee", ("fee", "fees"), ("费",)),
    ("sub", ("subs",), ("会费",)),
    ("due", ("dues",), ("会费",)),
    ("tuition", ("tuition",), ("学费",)),
    ("salari", ("salary", "salaries"), ("工资", "月薪", "年薪", "薪水")),
    ("premium", ("premium",), ("保费",)),
    ("deposit", ("deposit",), ("押金", "定金")),
    ("mortgag", ("mortgage",), ("房贷", "月供")),
    ("instal", ("instalment", "installment"), ("分期",)),
    ("price", ("price",), ("价格", "售价", "单价")),
    ("fare", ("fare", "fares"), ("票价", "车费")),
    ("account", ("accountant", "accountants"), ("会计",)),
)
# a name in Latin letters (three or more, capitalised), as it would be written in either language
_NAME = lazy(r"(?<![A-Za-z])[A-Z][A-Za-z]{2,}(?![A-Za-z])")
# an amount: digits, or Chinese numerals with a unit ("两万五千", "一百五")
_AMOUNT = lazy(r"\d|[一二两三四五六七八九十][十百千万]|[十百千万][一二两三四五六七八九]")


def other_words(things: Iterable[str | frozenset[str]]) -> set[str]:
    """The glossary's words in the other language for the things a change names: what finds the
    earlier memory, which shares no word with the change."""
    found: set[str] = set()
    for thing in things:
        for term, english, chinese in _GLOSSARY:
            if isinstance(thing, frozenset) and term in thing:
                found |= set(chinese)
            elif isinstance(thing, str) and any(word in thing for word in chinese):
                found |= set(english)
    return found


def restated_across(new: str, old: str, things: Iterable[str | frozenset[str]]) -> bool:
    """``new`` says a change of a thing (``things``, what it names changed) that ``old``, in the other
    language, names by its glossary word, or the two give a name in Latin letters; and both give an
    amount."""
    if not across_languages(new, old) or not (_AMOUNT.search(new) and _AMOUNT.search(old)):
        return False
    # a name both give, opening the change ("Polyglot 从八月起每字涨到0.15" after "my main client is
    # Polyglot Health at 0.13 a word"; in "Moved the backups to Hetzner" the name is where it went)
    change = CHANGED.search(new)
    before = new[: change.start()] if change else ""
    names = {m.group(0) for m in _NAME.finditer(before)} & {m.group(0) for m in _NAME.finditer(old)}
    if any(name.lower() not in NOT_PRODUCT and name.lower() not in COMMON for name in names):
        return True
    for thing in things:
        for term, english, chinese in _GLOSSARY:
            if isinstance(thing, frozenset):  # English terms: the Chinese words in the earlier memory
                if term in thing and any(word in old for word in chinese):
                    return True
            elif any(word in thing for word in chinese) and any(_word(old, word) for word in english):
                return True
    return False


def _word(text: str, word: str) -> bool:
    """Whether ``text`` holds ``word`` as a whole English word."""
    return re.search(rf"\b{word}\b", text, re.IGNORECASE) is not None
