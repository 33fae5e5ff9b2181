"""Recall's time stages (issue 23): what holds now first, or what fits the time a question names.

- ``current_first``: a superseded candidate comes right after the memory that says what holds
  now, which is brought in when the recall did not find it: an agent is told the current fact
  first, its history after.
- ``in_time``: a question naming a time ("last week", "in May 2023", "去年", "before the
  migration", ``recall --since/--until``) puts first the candidates that fit it, in their order,
  and adds the memories whose event (else their writing) falls in it when it is a closed
  period, so "what did we announce yesterday?" finds what was said yesterday whatever its words.
  A memory fits by its event's days, or as a state that held then: from when it was written until
  it was superseded. A time that every candidate fits, or none, changes nothing.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import MemoryEntry
    from ..store.contract import Store
    from ..when import QueryTime
    from .pipeline import Candidates

HEAD = 60  # candidates the time stages reorder: far more than any top_k shown
TIME_LEG = 60  # memories a closed period may add
CHAIN = 16  # memories a chain of supersessions holds at most (a cycle made by hand stops there)


# What every time phrase the readers of agent_memory/when know holds one of: a digit, a time
# word, a Chinese time character. A text without any is read without importing them (~35 ms).
_CUE = re.compile(
    r"\d|[儿前半去后周夜天季年度拜日早星晚晨最月期礼过近今明昨上下本这之以间]|\b(?:ago|back|hence|now|past|"
    r"previous|recent\w*|last|next|this|today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|"
    r"weeks?|weekends?|months?|years?|days?|quarter|half|h[12]|q[1-4]|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|"
    r"jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*|"
    r"before|after|since|until|till|during|prior|earlier)\b",
    re.IGNORECASE,
)


def names_a_time(text: str) -> bool:
    """Whether ``text`` may name a time at all (a cheap test before reading it)."""
    return _CUE.search(text) is not None


# A weekday or the weekend named bare asks about a habit ("where is Wang Lei on Wednesday
# afternoons?", "周末值班能调休吗"), not a day: no time stage for it
_HABITUAL = re.compile(
    r"^(?:(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:the\s+)?weekends?|"
    r"(?:周|星期|礼拜)[一二三四五六日天末])$",
    re.IGNORECASE,
)


def habitual(when: QueryTime) -> bool:
    return when.span is not None and _HABITUAL.match(when.span.text.strip()) is not None


def reaches_now(when: QueryTime, today: date) -> bool:
    """Whether the time asked runs to today ("since May", "this year", "before tomorrow"): then
    what holds now is what it asks about, first."""
    if when.span is None:
        return False
    low, high = when.window
    return (high is None or high >= today) and (low is None or low <= today)


def current_first(found: Candidates, store: Store) -> None:
    head = found.order[:HEAD]
    entries = store.get_many(head)
    order: list[str] = []
    placed: set[str] = set()
    for memory_id in head:
        entry = entries.get(memory_id)
        if entry is not None and entry.superseded_by:
            now = current_of(store, entry)
            if now is not None and now.id not in placed:
                found.at(now.id)
                order.append(now.id)
                placed.add(now.id)
        if memory_id not in placed:
            order.append(memory_id)
            placed.add(memory_id)
    found.order = order + [m for m in found.order[HEAD:] if m not in placed]


def current_of(store: Store, entry: MemoryEntry) -> MemoryEntry | None:
    """The memory at the end of ``entry``'s supersessions (None when that is ``entry`` itself)."""
    following = successors(store, entry)
    return following[-1] if following else None


def successors(store: Store, entry: MemoryEntry, seen: set[str] | None = None) -> list[MemoryEntry]:
    """What superseded ``entry``, what superseded that, ... up to what holds now; an id in
    ``seen`` (``entry``'s own by default) is not followed again, and ``CHAIN`` bounds the walk."""
    seen = {entry.id} if seen is None else seen
    found: list[MemoryEntry] = []
    while entry.superseded_by and entry.superseded_by not in seen and len(seen) < CHAIN:
        following = store.get(entry.superseded_by)
        if following is None:
            break
        seen.add(following.id)
        found.append(following)
        entry = following
    return found


def in_time(found: Candidates, store: Store, when: QueryTime) -> None:
    low, high = when.window
    if low is not None and high is not None:
        for memory_id in store.ids_in_days(low.isoformat(), high.isoformat(), TIME_LEG):
            if memory_id not in found.stages:
                found.at(memory_id)
                found.order.append(memory_id)
    head = found.order[: HEAD + TIME_LEG]
    entries = store.get_many(head)
    tiers = {m: tier(entries[m], found.stages[m].keyword_rank is not None, when) for m in head if m in entries}
    if len({level == 3 for level in tiers.values()}) < 2:
        return  # every candidate fits the time, or none does: it tells them apart in nothing
    ranked = sorted(tiers, key=lambda m: tiers[m])  # stable: the fused order within a tier
    chosen = set(ranked)
    found.order = ranked + [m for m in found.order if m not in chosen]


def tier(entry: MemoryEntry, named: bool, when: QueryTime) -> int:
    """0: its words were asked for (``named``) and it happened, or was written, in the time
    asked; 1: named, and it held then (written before, not superseded yet); 2: not named,
    but it happened in the time asked; 3: the rest."""
    happened = fits_event(entry, when)
    if named and happened:
        return 0
    if named and fits_state(entry, when):
        return 1
    return 2 if happened else 3


def fits_event(entry: MemoryEntry, when: QueryTime) -> bool:
    """Its event's days, or the day it was said, fall in the time asked."""
    if entry.happened:
        first, _, last = entry.happened.partition("/")
        if when.admits(date.fromisoformat(first), date.fromisoformat(last or first)):
            return True
    return when.admits(date.fromisoformat(entry.created_at[:10]))


def fits_state(entry: MemoryEntry, when: QueryTime) -> bool:
    """It held during the time asked: from when it was written until it was superseded."""
    written = date.fromisoformat(entry.created_at[:10])
    if when.relation == "before":
        return when.admits(written)
    until = date.fromisoformat(entry.superseded_at[:10]) if entry.superseded_at else date.max
    return when.admits(written, until)
