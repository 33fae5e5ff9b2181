"""A later memory that says what holds now supersedes the earlier one it replaces.

Three signs, each judged against the current, earlier memories of the namespace:

- **a change said outright**: "moved the main database from MySQL to PostgreSQL", "left Heroku
  for Fly.io", "replaced Jenkins with GitHub Actions", "no longer use X", "从 MySQL 迁到
  PostgreSQL", "把 A 换成 B", "不再用 X": an earlier memory naming the old value (and not the new
  one) that shares another word with the new memory;
- **the same thing with another value**: "staging listens on 8443" -> "staging now listens on
  9443": most of the words alike, a value (a number, a version, a product name) changed;
- **the spec's conflict**: one affirms what the other negates (``conflicts.py``).

A memory that only considers, proposes or rejects ("considered moving back to 8443; decided
against it", "要不要换成…") supersedes nothing, and events (a release, an incident) are never
superseded by a value change: "v1.0 was released" stays true when v1.1 is. Nothing is deleted:
the earlier memory keeps its text and gets ``superseded_by``/``superseded_at``; ``unsupersede``
undoes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import MemoryEntry
    from .store.contract import Store

_CANDIDATES = 200  # earlier memories looked at per term
_NAME = r"([A-Za-z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*)?|\d[\w.:]*)"
# what an outright change names as the old value
_OLD_VALUE = [
    re.compile(p, re.IGNORECASE)
    for p in (
        rf"\bfrom\s+{_NAME}\s+(?:to|over to|onto|->|→)\s",
        rf"\b(?:left|leaving|dropped|dropping|ditched|abandoned|retired|replaced|replacing)\s+{_NAME}\b",
        rf"\binstead of\s+{_NAME}",
        rf"\bno longer (?:use|using|run|running|on|uses|runs)\s+{_NAME}",
        rf"\b{_NAME}\s*(?:->|→)\s*\S",
    )
]
_OLD_VALUE_ZH = [
    re.compile(p)
    for p in (
        r"从\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{1,6}?)\s*(?:迁移|迁|切换|切|换|改|转|升级)(?:到|成|为)",
        r"把\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{1,6}?)\s*(?:换成|改成|替换成|迁到|切到|改为)",
        r"(?:不再用|不再使用|弃用|停用|换掉|放弃了?|去掉了?)\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{2,6})",
        r"([A-Za-z0-9][\w.+#-]*)\s*(?:换成|改成|改为|升级到|升到)",
    )
]
_TENTATIVE = re.compile(
    r"\b(?:consider(?:ed|ing)?|thinking (?:about|of)|might|maybe|perhaps|propos(?:e|ed|al)|what if|"
    r"decided against|rejected|should we|whether to|if we)\b|考虑|要不要|是否|也许|或许|打算不|没有采纳|否决|如果",
    re.IGNORECASE,
)
_VALUE = re.compile(r"^(?:v?\d+(?:[.:]\d+)*[a-z]?|[a-z]*[A-Z][\w.+#-]*[A-Z0-9][\w.+#-]*|[A-Z][a-z]+[A-Z]\w*)$")
_DATE = re.compile(r"^\d{4}-\d{2}(?:-\d{2})?$|^\d{1,2}/\d{1,2}$")
_WORD = re.compile(r"[A-Za-z0-9][\w.+#:-]*[A-Za-z0-9]|[A-Za-z0-9]")
_STOP = frozenset(
    "a an the and or but of on in at to for from by with we our us is are was were be been it its this that "
    "now still just also then new old as into over after before not no all any some".split()
)


def old_values(text: str) -> set[str]:
    """The values an outright change in ``text`` leaves behind (lower-cased)."""
    found = {m.group(1) for pattern in _OLD_VALUE for m in pattern.finditer(text)}
    found |= {m.group(1) for pattern in _OLD_VALUE_ZH for m in pattern.finditer(text)}
    return {value.strip(" .,").lower() for value in found if value.strip(" .,")}


def tentative(text: str) -> bool:
    return _TENTATIVE.search(text) is not None


def _split(text: str, terms: Iterable[str]) -> tuple[set[str], set[str]]:
    """(values, other content terms) of a text: values are numbers, versions and product
    names as written; the rest are its index terms but stop words."""
    values = {w.lower() for w in _WORD.findall(text) if _VALUE.match(w) and not _DATE.match(w) and len(w) > 1}
    words = {t for t in terms if t not in _STOP and t not in values and not t.isdigit()}
    return values, words


def value_changed(new: tuple[set[str], set[str]], old: tuple[set[str], set[str]]) -> bool:
    """The same words about the same thing, another value: most of the shorter one's words
    shared (two at least), and each holds a value the other does not."""
    new_values, new_words = new
    old_values_, old_words = old
    shared = new_words & old_words
    if len(shared) < 2 or len(shared) < 0.5 * min(len(new_words), len(old_words)):
        return False
    return bool(new_values - old_values_) and bool(old_values_ - new_values)


def superseded(store: Store, new: MemoryEntry, conflicting: Iterable[str] = ()) -> list[str]:
    """The ids of the current, earlier memories ``new`` supersedes (see the module's doc)."""
    if tentative(new.content):
        return []
    tokenizer = store.tokenizer
    new_terms = set(tokenizer.counts(new.content))
    candidates: dict[str, str] = {}
    olds = old_values(new.content)
    lookups = list(olds) + sorted(new_terms - _STOP)
    for term_id, _ in store.rarest_terms({t for v in lookups for t in tokenizer.counts(v)}, 12):
        for memory_id, text in store.latest_with_term(term_id, _CANDIDATES):
            if memory_id != new.id:
                candidates[memory_id] = text
    entries = store.get_many([*candidates, *conflicting])
    new_split = _split(new.content, new_terms)
    lowered = new.content.lower()
    chosen = []
    for memory_id, old in sorted(entries.items()):
        if old.superseded_by is not None or old.created_at > new.created_at or memory_id == new.id:
            continue
        old_terms = set(tokenizer.counts(old.content))
        old_lower = old.content.lower()
        said = any(_names(old_lower, value) and not _names(old_lower, _new_value(lowered, value)) for value in olds)
        if (
            (said and (new_terms & old_terms) - _STOP - olds)
            or memory_id in conflicting
            or (
                old.category != "event"
                and new.category != "event"
                and not tentative(old.content)
                and value_changed(new_split, _split(old.content, old_terms))
            )
        ):
            chosen.append(memory_id)
    return chosen


def _names(text: str, value: str) -> bool:
    if not value:
        return False
    if value.isascii():
        return re.search(rf"(?<![\w.]){re.escape(value)}(?![\w])", text) is not None
    return value in text


def _new_value(text: str, old: str) -> str:
    """What ``text`` changes ``old`` to: the name after "to"/"for"/"with"/到/成 following it."""
    at = text.find(old)
    if at < 0:
        return ""
    found = re.search(
        r"(?:\bto|\bfor|\bwith|->|→|到|成|为)\s*([a-z0-9][\w.+#-]*|[\u4e00-\u9fff]{2,6})", text[at + len(old) :]
    )
    return found.group(1) if found else ""
