"""The same thing said again with another value: read by ``supersede`` over two memories at a
time; split from it to keep each module small.

- ``versions``, ``version_changed``: a product moved to another version ("Postgres 15 -> 16",
  "Godot 4.2" -> "Godot 4.3", "Flink 升级到 1.18");
- ``value_changed``: most of the words alike and a value changed ("staging listens on 8443" ->
  "staging now listens on 9443"), or, when a change is said, fewer words alike and something new;
- ``restated``: ``value_changed`` on two memories, neither an event nor a thought, a dated one
  only when the change is said or its day is a plan moved (``rescheduled``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .change_kinds import another_kind
from .change_words import CHANGED, NOT_PRODUCT, tentative
from .regex import lazy, precompiled
from .search.timeline import COMMON

if TYPE_CHECKING:
    from .model import MemoryEntry

# what says a day is scheduled, or moved: a deadline, a target, a release
_SCHEDULE = precompiled(
    r"\b(?:deadlines?|due|targets?|goals?|release|launch|dates?|eta|scheduled|planned|postponed|rescheduled|"
    r"slipped|pushed back|pushed|moved|extended)\b|截止|期限|目标|发售|上线|交付|日期|定在|约在|计划|延到|延期|推迟|提前到|改到|推到|挪到|改期",
    re.IGNORECASE,
)
# a state said to hold for a time ("暑假期间营业时间延长到晚上11点", "during the freeze, deploys need
# two approvals"): its days bound a value, they are no event, and a later memory may say it changed
_FOR_A_TIME = precompiled(r"期间|\bduring\b|\bfor the (?:summer|winter|holidays?|season|freeze)\b", re.IGNORECASE)
# a product and its version ("Godot 4.2", "PostgreSQL 15", "EMR 6.10"); and the version a change
# moves it to ("Postgres 15 -> 16", "Godot 4.2 to Godot 4.4", "EMR upgraded to 7.2", "Node 升级到 20")
_VERSIONED = precompiled(
    r"(?<![\w.-])([A-Z][A-Za-z+#-]+|[a-z]+[A-Z][\w+#-]*)\s*v?(\d+(?:\.\d+)*)(?![\d%]|\.\d|[A-Za-z])"
)
_TO_VERSION = precompiled(
    r"(?<![\w.-])([A-Z][A-Za-z+#-]+|[a-z]+[A-Z][\w+#-]*)\s*(?:v?\d+(?:\.\d+)*\s*(?:->|→|to\b)|(?:was |got |is )?"
    r"(?:upgraded|bumped|updated|moved|downgraded) to|to|升级到|升到|更新到|降到|降级到)\s*(?:\1\s*)?v?(\d+(?:\.\d+)*)"
)
_VALUE = precompiled(r"^(?:v?\d+(?:[.:]\d+)*[a-z]?|[a-z]*[A-Z][\w.+#-]*[A-Z0-9][\w.+#-]*|[A-Z][a-z]+[A-Z]\w*)$")
_DATE = precompiled(r"^\d{4}-\d{2}(?:-\d{2})?$|^\d{1,2}/\d{1,2}$")
# an amount written in Chinese numerals ("一千八", "两千二", "十三万五", "三百"): a value like "1800"
# ("千万", "by all means", is none)
_ZH_AMOUNT = lazy(
    r"(?<![零一二两三四五六七八九十百千万])(?!千万)[零一二两三四五六七八九十]{0,3}[十百千万][零一二两三四五六七八九十百千万]*"
)
_CLAUSES = lazy(r"[,;，；]")  # a memory of more than one clause may hold more than one fact
_SUBJECT_WORDS = 2  # what a memory is about: its first words but stop words, values and change words
_WORD = precompiled(r"[A-Za-z0-9][\w.+#:-]*[A-Za-z0-9]|[A-Za-z0-9]")


def versions(text: str, *, changed: bool = False) -> dict[str, set[str]]:
    """A text's products with their versions, by lower-cased name; ``changed``: only the
    versions a change moves them to ("Postgres 15 -> 16": 16)."""
    found: dict[str, set[str]] = {}
    for match in (_TO_VERSION if changed else _VERSIONED).finditer(text):
        name = match.group(1).lower()
        if name not in NOT_PRODUCT:
            found.setdefault(name, set()).add(match.group(2))
    return found


def version_changed(new: dict[str, set[str]], old: dict[str, set[str]]) -> bool:
    """The new memory moves a product the earlier names to a version the earlier does not name
    ("Upgraded the project to Godot 4.3" after "runs on Godot 4.2"; "Postgres" is "PostgreSQL")."""
    for name, targets in new.items():
        for other, held in old.items():
            alike = name == other or (
                min(len(name), len(other)) >= 6 and (name.startswith(other) or other.startswith(name))
            )
            if alike and not targets & held:
                return True
    return False


def split_values(text: str, terms: Iterable[str]) -> tuple[set[str], set[str]]:
    """(values, other content terms) of a text: values are numbers (in Chinese numerals too: "两千二"),
    versions and product names as written; the rest are its index terms but stop words."""
    values = {w.lower() for w in _WORD.findall(text) if _VALUE.match(w) and not _DATE.match(w) and len(w) > 1}
    words = {t for t in terms if len(t) > 1 and t not in COMMON and t not in values and not t.isdigit()}
    return values | {amount for amount in _ZH_AMOUNT.findall(text) if len(amount) > 1}, words


def value_changed(
    new: tuple[set[str], set[str]],
    old: tuple[set[str], set[str]],
    *,
    said_changed: bool,
    subject: list[str],
    opening: frozenset[str] = frozenset(),
    named: bool = False,
) -> bool:
    """The same thing with another value: two words shared at least (a name both hold among the
    earlier one's first two words, ``opening``, counts when the new one says something changed), one of the earlier one's first two words (what it is
    about) among them when it starts in English; then half of all their words shared and each
    holding a value the other does not -- or, when the new one says something changed, a quarter
    of the shorter one's words shared and something new in it. ``named``: the new one says a change
    of a thing the earlier one holds (``changed_things``): two words shared and something new, or
    one and each holding a value the other does not ("Backups go back to nightly at 03:00" after
    "Backups to B2 now run weekly, Sundays at 04:00")."""
    new_values, new_words = new
    old_values_, old_words = old
    # a name both hold that opens the earlier one (``opening``) is a word in common when the new one
    # says a change ("CI for tinyparse is Travis CI" -> "Travis credits ran out; moved CI to GitHub
    # Actions"); a number never is
    shared = new_words & old_words
    if said_changed:  # a name counts once: "ClickHouse" is also the word "clickhous"
        names = new_values & old_values_ & opening
        shared |= {
            name
            for name in names
            if not name.lstrip("v").replace(".", "").isdigit() and not any(name.startswith(w) for w in shared)
        }
    if named and said_changed:
        shared |= {name for name in new_values & old_values_ if not name.lstrip("v").replace(".", "").isdigit()}
        if len(shared) >= 2:
            return bool((new_values | new_words) - (old_values_ | old_words))
        return bool(shared) and bool(new_values - old_values_) and bool(old_values_ - new_values)
    smaller = min(len(new_words), len(old_words))
    # Chinese is indexed by overlapping character n-grams: far more terms per word than English
    share = 0.15 if any("\u4e00" <= c <= "\u9fff" for term in shared for c in term) else 0.25
    if len(shared) < 2 or (subject and subject[0].isascii() and not set(subject) & shared):
        return False  # not about the same thing (Chinese n-grams name no subject: the share decides)
    if said_changed and len(shared) >= share * smaller:
        return bool((new_values | new_words) - (old_values_ | old_words))
    if len(shared) < 0.5 * len(new_words | old_words):
        return False  # unsaid, a change must be plain: the same sentence, another value
    return bool(new_values - old_values_) and bool(old_values_ - new_values)


def subject(text: str, pairs: list[tuple[str, str]]) -> list[str]:
    """The first two words of ``text`` (its ``pairs``: word, term) that are neither stop words,
    values nor change words ("Switched my laptop shell ...": laptop, shell; "Book working title:
    ...": book, working): what it is about."""
    values, _ = split_values(text, ())
    found: list[str] = []
    for word, term in pairs:
        if len(term) > 1 and term not in COMMON | values and not term.isdigit() and not CHANGED.fullmatch(word):
            found.append(term)
        if len(found) == _SUBJECT_WORDS:
            break
    return found


def restated(
    new: MemoryEntry,
    old: MemoryEntry,
    new_split: tuple[set[str], set[str]],
    *,
    said_changed: bool,
    pairs: list[tuple[str, str]],
    named: bool | None = False,
) -> bool:
    """``old`` said again with another value (``value_changed``), neither an event nor a thought;
    ``named``: whether it holds what the new one says changed (``holds``; None: it holds another thing)."""
    return (
        named is not None
        and "event" not in (old.category, new.category)
        # a dated event stays true when another follows; a date ahead of its writing (a deadline,
        # a target) is a value a later memory may say changed (``rescheduled``)
        and not (
            # a dated memory that holds the thing the new one names changed is a state said with its day
            # ("Internet in Lisbon is MEO fibre, installed yesterday" -> "switched the internet to NOS")
            (
                old.happened
                and not (said_changed and (named or rescheduled(new, old) or _FOR_A_TIME.search(old.content)))
            )
            or (new.happened and not said_changed)
        )
        and not tentative(old.content)
        and not another_kind(new.content, old.content)
        and (
            # a plan of the thing named moved to another day: the day is the value ("复诊改到2月12号" -> "又推到2月26号")
            # when the plan is all the earlier one says (one clause: "年会场地定在希尔顿，日期1月23日" also holds a venue)
            (
                said_changed
                and bool(named)
                and old.happened != new.happened
                and rescheduled(new, old)
                and not _CLAUSES.search(old.content.strip().rstrip("。.!！"))
            )
            or value_changed(
                new_split,
                split_values(old.content, {term for _, term in pairs}),
                said_changed=said_changed,
                subject=subject(old.content, pairs),
                opening=opening(old.content),
                named=bool(named),
            )
        )
    )


def opening(text: str) -> frozenset[str]:
    """The first two words of ``text`` but stop words, lower-cased, values included."""
    return frozenset([word for word in (w.lower() for w in _WORD.findall(text)) if word not in COMMON][:_SUBJECT_WORDS])


def rescheduled(new: MemoryEntry, old: MemoryEntry) -> bool:
    """``old`` tells of days after it was written (a plan, a deadline, a target) and ``new``
    gives another day, both saying what is scheduled ("Manuscript is due ... March 1" -> "the new
    manuscript deadline is May 15", "deadline 是 3月31日" -> "deadline 可以延到4月15日")."""
    return (
        bool(old.happened and new.happened)
        and (old.happened or "")[:10] > old.created_at[:10]
        and _SCHEDULE.search(old.content) is not None
        and _SCHEDULE.search(new.content) is not None
    )
