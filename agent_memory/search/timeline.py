"""Recall's time stages (issue 23): what holds now first, or what fits the time a question names.

- ``current_first``: a superseded candidate comes right after the memory that says what holds
  now and those between them, latest first, brought in when the recall did not find them: an
  agent is told the current fact first, its history after, in order; and of two memories about the same thing found about as well (the
  encoder's cosines within ``retrieval.recency_tie``), the one written a day or more later
  comes first; two holding the same of the question's words are about the same thing, unless the
  later one opens on another party's name.
- ``in_time``: a question naming a time ("last week", "in May 2023", "去年", "before the
  migration", ``recall --since/--until``) puts first the candidates that fit it, in their order,
  and adds the memories whose event (else their writing) falls in it when it is a closed
  period, so "what did we announce yesterday?" finds what was said yesterday whatever its words.
  A memory fits by its event's days, or as a state that held then: from when it was written until
  it was superseded; what superseded a memory the question's words found is found by them too
  (the same thing said later in other words). A time that every candidate fits, or none, changes nothing but this: of two
  that held in it, the one that still held at its end (the successor) comes first. Around an
  event named by words, a memory telling of the event is the first answer to what came after
  it, and the next one (after what held then) to what came before.
- ``incidental``: a time named but not asked about (a habit's weekday, a question that says
  "now") is left aside.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING

from ..regex import lazy
from .theirs import asks_proposal, not_ours, of_another_party, turned_down

if TYPE_CHECKING:
    from collections.abc import Callable, Collection

    from ..model import MemoryEntry
    from ..store.contract import Store
    from ..when import QueryTime
    from .pipeline import Candidates

HEAD = 60  # candidates the time stages reorder: far more than any top_k shown
TIME_LEG = 60  # memories a closed period may add
TIE_HEAD = 5  # candidates the recency tie-break reorders
TIE_GAP = timedelta(days=1)  # how much later a memory must be written to win a tie
CHAIN = 16  # memories a chain of supersessions holds at most (a cycle made by hand stops there)

# Words any two memories may share without being about one thing (here and in supersede.py)
COMMON = frozenset(
    "a an the and or but of on in at to for from by with we our us is are was were be been it its this that "
    "now still just also then new old as into over after before not no all any some "
    "run runs running use used uses using get got make made do did done first last one two today yesterday "
    "tomorrow week month year day time again about there here has have had will would should can could "
    "现在 目前 以后 我们 用户 一个 这个 那个 已经 还是 今天 昨天 明天 本周 上周 这周".split()
)
SAME_SUBJECT = 0.4  # share of the shorter one's other words two memories about one thing have in common
# the words a question asks with, English (stemmed as the index stems them) and Chinese
_ASKING = frozenset(
    "what which who whom whose where when why how much many does do my me your current currently these those "
    "什么 哪个 哪些 哪里 哪家 哪儿 多少 是谁 怎么 几个 是什么 用的 在哪".split()
)


# What every time phrase the readers of agent_memory/when know holds one of: a digit, a time
# word, a Chinese time character. A text without any is read without importing them (~35 ms).
_CUE = lazy(
    r"\d|[儿前半去后周夜天季年度拜日早星晚晨最月期礼过近今明昨上下本这之以间]|\b(?:ago|back|hence|now|past|"
    r"previous|recent\w*|last|next|this|today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|"
    r"weeks?|weekends?|months?|years?|days?|quarter|half|h[12]|q[1-4]|spring|summer|autumn|fall|winter|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|"
    r"jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*|"
    r"before|after|since|until|till|during|prior|earlier)\b",
    re.IGNORECASE,
)


def names_a_time(text: str) -> bool:
    """Whether ``text`` may name a time at all (a cheap test before reading it)."""
    return _CUE.search(text) is not None


# A weekday or the weekend named bare asks about a habit ("where is Wang Lei on Wednesday
# afternoons?", "周末值班能调休吗"), not a day: no time stage for it
_HABITUAL = lazy(
    r"^(?:(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:the\s+)?weekends?|"
    r"(?:周|星期|礼拜)[一二三四五六日天末])$",
    re.IGNORECASE,
)


def habitual(when: QueryTime) -> bool:
    return when.span is not None and _HABITUAL.match(when.span.text.strip()) is not None


# A question that says "now" in its own words asks what holds now, whatever time it names besides
# ("去年年底就想问了：家里现在开的是什么车？", "since the offsite, who leads it now?"); "until now",
# "到现在" are the end of a time asked about, not the present asked for
_NOW = lazy(
    r"\b(?:now|currently|nowadays|these\s+days|at\s+the\s+moment|at\s+present)\b|现在|目前|当前|如今|眼下", re.I
)
_UNTIL = lazy(
    r"(?:\b(?:until|till|til|up\s+to|by|from|since|before|after|as\s+of|than)\s+|(?:到|至|直到|截至|截止到?)\s*)$", re.I
)


def asks_now(text: str) -> bool:
    """Whether ``text`` (a question without its time words) asks what holds now."""
    return any(not _UNTIL.search(text, max(0, now.start() - 12), now.start()) for now in _NOW.finditer(text))


def incidental(when: QueryTime) -> bool:
    """Whether the time a question names is not what it asks about: a bare weekday or weekend (a
    habit), or a question that asks what holds now in its own words."""
    return habitual(when) or asks_now(when.rest)


def reaches_now(when: QueryTime, today: date) -> bool:
    """Whether the time asked runs to today ("since May", "this year", "before tomorrow"): then
    what holds now is what it asks about, first."""
    if when.span is None:
        return False
    low, high = when.window
    return (high is None or high >= today) and (low is None or low <= today)


# A question asking for the latest of something ("What is the latest quillmark release?", "最新发布的是
# 哪个版本？", "最近一次复诊是哪天？"): of what it names, the newest comes first
_LATEST = lazy(
    r"\b(?:latest|newest|most\s+recent(?:ly)?|last\s+(?:release|version|update|visit|change))\b|最新|最近一次|最后一次",
    re.IGNORECASE,
)


def latest_words(store: Store, query: str) -> frozenset[str] | None:
    """The words of ``query`` (but ``COMMON`` and the words asking for the latest) when it asks for
    the latest of something, else None."""
    asked = _LATEST.search(query)
    if asked is None:
        return None
    rest = query[: asked.start()] + " " + query[asked.end() :]
    return frozenset(t for t in store.tokenizer.terms(rest) if len(t) > 1 and t not in COMMON)


def latest_first(ids: list[str], entries: dict[str, MemoryEntry], words: frozenset[str], store: Store) -> list[str]:
    """``ids`` with those holding one of the question's ``words`` in their places newest first (by
    the last day of their event, else the day they were written)."""
    holding = [m for m in ids if m in entries and words & set(store.tokenizer.terms(entries[m].content))]
    newest = iter(sorted(holding, key=lambda m: _latest_day(entries[m]), reverse=True))
    chosen = set(holding)
    return [next(newest) if m in chosen else m for m in ids]


def _latest_day(entry: MemoryEntry) -> str:
    return max((entry.happened or "").rpartition("/")[2], entry.created_at[:10])


def current_first(found: Candidates, store: Store, tie: float | None = None, *, query: str | None = None) -> None:
    """A superseded candidate comes right after what holds now and what came between them, latest
    first (each brought in when the recall did not find it); then, with ``tie`` (the encoder's,
    ``retrieval.recency_tie``), of two about the same thing among the first ``TIE_HEAD`` whose
    cosines are within ``tie``, the one written ``TIE_GAP`` or more later comes first: found about
    as well, the later one is likelier what holds now. Last, among the first ``TIE_HEAD`` the
    superseded ones follow the rest, in their order: history after every fact that holds now, and
    after all of ours what says it is someone else's (``not_ours``: never the answer, our history may be)
    or tells of a proposal turned down (``turned_down``, unless the question asks of one); with ``query`` asking for the latest of
    something (``latest_words``), of what it names the newest first (``latest_first``)."""
    head = found.order[:HEAD]
    entries = store.get_many(head)
    order: list[str] = []
    placed: set[str] = set()
    for memory_id in head:
        entry = entries.get(memory_id)
        if entry is not None and entry.superseded_by:
            for later in reversed(successors(store, entry)):  # what holds now, then the rest, latest first
                if later.id not in placed:
                    found.at(later.id)
                    entries[later.id] = later
                    order.append(later.id)
                    placed.add(later.id)
        if memory_id not in placed:
            order.append(memory_id)
            placed.add(memory_id)
    if tie is not None:
        asked = asked_words(store, query) if query else frozenset()
        order[:TIE_HEAD] = successors_before(
            later_on_ties(order[:TIE_HEAD], found, entries, tie, store, asked=asked, query=query or ""), entries, store
        )
    # among the first shown, history follows every fact that holds now, and someone else's follows ours
    shown = order[:TIE_HEAD]
    words = latest_words(store, query) if query else None
    if words:
        shown = latest_first(shown, entries, words, store)
    others = not_ours(shown, entries, query) if query else set()
    if query and not asks_proposal(query):  # a proposal turned down names a value that does not hold
        others |= {m for m in shown if m in entries and turned_down(entries[m].content)}
    order[:TIE_HEAD] = sorted(shown, key=lambda m: (m in others, m in entries and entries[m].superseded_by is not None))
    found.order = order + [m for m in found.order[HEAD:] if m not in placed]


def successors_before(ids: list[str], entries: dict[str, MemoryEntry], store: Store) -> list[str]:
    """``ids`` with what holds now moved right before each memory it superseded that ranks
    above it: a tie may lift an old fact (written after another about the same thing), never
    above its own successor."""

    def now(entry: MemoryEntry) -> str | None:
        current = current_of(store, entry) if entry.superseded_by else None
        return current.id if current is not None else None

    return _lifted(ids, entries, now)


def _lifted(
    ids: list[str], entries: dict[str, MemoryEntry], successor: Callable[[MemoryEntry], str | None]
) -> list[str]:
    """``ids`` with each memory's ``successor`` (when among them, and ranked below it) moved
    right before it, in one pass in the order given."""
    ranked = list(ids)
    for memory_id in ids:
        entry = entries.get(memory_id)
        following = successor(entry) if entry is not None else None
        if following is not None and following in ranked and ranked.index(following) > ranked.index(memory_id):
            ranked.remove(following)
            ranked.insert(ranked.index(memory_id), following)
    return ranked


def later_on_ties(
    ids: list[str],
    found: Candidates,
    entries: dict[str, MemoryEntry],
    tie: float,
    store: Store,
    *,
    asked: frozenset[str] = frozenset(),
    query: str = "",
) -> list[str]:
    """``ids`` with each one moved before the first earlier-ranked memory about the same thing
    (``same_subject``, or holding the same of the question's words, ``asked``: "深蹲做到了80公斤"
    and "深蹲破百了,今天做了100公斤一次" to "深蹲最好成绩是多少公斤?") that it ties with (cosine
    within ``tie``) and was written ``TIE_GAP`` or more after; one the vector leg did not see keeps
    its place."""
    words: dict[str, set[str]] = {}

    def of(memory_id: str) -> set[str]:
        if memory_id not in words:
            counts = store.tokenizer.counts(entries[memory_id].content)
            words[memory_id] = {t for t in counts if len(t) > 1 and t not in COMMON}
        return words[memory_id]

    ranked: list[str] = []
    for memory_id in ids:
        cosine, entry = found.stages[memory_id].cosine, entries.get(memory_id)
        at = len(ranked)
        if cosine is not None and entry is not None:
            written = datetime.fromisoformat(entry.created_at)
            for index, before in enumerate(ranked):
                other, earlier = found.stages[before].cosine, entries.get(before)
                if (
                    other is not None
                    and earlier is not None
                    and cosine >= other - tie
                    and written - datetime.fromisoformat(earlier.created_at) >= TIE_GAP
                    and (
                        same_subject(of(memory_id), of(before))
                        or (
                            same_answer(of(memory_id), of(before), asked)
                            and not of_another_party(entry.content, f"{earlier.content} {query}")
                        )
                    )
                ):
                    at = index
                    break
        ranked.insert(at, memory_id)
    return ranked


def same_answer(one: set[str], other: set[str], asked: frozenset[str]) -> bool:
    """Two memories hold the same of the question's words, one at least: each answers what it
    asks about, whatever else they say ("深蹲做到了80公斤", "深蹲破百了,今天做了100公斤一次")."""
    return bool(one & asked) and one & asked == other & asked


def asked_words(store: Store, query: str) -> frozenset[str]:
    """The words of ``query`` but ``COMMON`` and those asking ("what", "多少"): what it is about."""
    return frozenset(t for t in store.tokenizer.counts(query) if len(t) > 1 and t not in COMMON | _ASKING)


def same_subject(one: set[str], other: set[str]) -> bool:
    """Two memories' words (but ``COMMON``) share ``SAME_SUBJECT`` of the shorter one's."""
    return len(one & other) >= SAME_SUBJECT * max(1, min(len(one), len(other)))


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
    named = named_by_chain(head, entries, found, store)
    tiers = {m: tier(entries[m], m in named, when) for m in head if m in entries}
    # every candidate fits the time, or none does: it tells them apart in nothing
    uniform = len({level == 3 for level in tiers.values()}) < 2
    ranks, held = tiers, tiers
    if when.anchor is not None:
        told = telling_of_the_event(tiers, entries, found, store, when.anchor)
        # asked what came after an event, what tells of it fits first; asked what came before, it
        # follows what held then (it says what it replaced: "Feature store moved from Feast to
        # BigQuery"), and holds no longer in that time ("decided: move to Kubernetes in Q2")
        ranks = {m: (0 if when.relation == "after" else 1) if m in told else level for m, level in tiers.items()}
        if when.relation == "before":
            held = {m: 3 if m in told else level for m, level in tiers.items()}
    ranked = held_at_the_end(list(tiers) if uniform else sorted(tiers, key=lambda m: ranks[m]), held, entries)
    chosen = set(ranked)
    found.order = ranked + [m for m in found.order if m not in chosen]


def named_by_chain(head: list[str], entries: dict[str, MemoryEntry], found: Candidates, store: Store) -> set[str]:
    """Of ``head``, the memories the question's words found, and what superseded each of them (added
    to ``head`` and ``entries`` when the recall did not find it): the same thing said later, in
    other words ("Running shoes: Brooks Ghost 16" -> "Swapped the Ghosts for Hoka Clifton 9s"), is
    what held then when a question names the time after the change."""
    named = {m for m in head if m in entries and found.stages[m].keyword_rank is not None}
    for memory_id in list(named):
        entry = entries[memory_id]
        if not entry.superseded_by:
            continue
        for later in successors(store, entry):
            if later.id not in entries:
                entries[later.id] = later
                found.at(later.id)
                found.order.append(later.id)
                head.append(later.id)
            named.add(later.id)
    return named


# The verbs that open an event a question names ("before we moved to …", "迁到 … 之前"), as the
# tokenizer gives them (stems: "migrat", "replac"): no name of the event they tell of. They are not
# ``change_words.CHANGED``, and the two stay apart on purpose: CHANGED is a pattern read over a
# memory's text, with the grammar around a verb ("replaced it" is a repair, "raised dues to"), and
# holds many words that name no event in a question ("now", "back to", "现在"); this is a set of
# index terms read over a question's words, and holds verbs that say no change ("decided",
# "started", "adopted", "决定"). They share the plain change verbs; tests/test_time_round13.py
# checks that each of those is a change word there too. Kept here: ``change_words`` imports this
# module, not the other way.
_EVENT_VERBS = frozenset(
    "move switch migrat chang replac upgrad decid start went adopt 迁到 迁移 换成 换到 切到 切换 升级 改成 改用 决定".split()
)


def telling_of_the_event(
    ids: Collection[str], entries: dict[str, MemoryEntry], found: Candidates, store: Store, event: str
) -> set[str]:
    """Of ``ids``, the memories that tell of an event a question names by words ("before
    BigQuery", "迁到 Kubernetes 之前"): found by the question's words, and holding one of the
    event's (but ``COMMON``, and but the verb of a change when it names more: "moved to Buzzsprout"
    is told of by what holds "Buzzsprout", not by every memory saying "moved")."""
    words = {t for t in store.tokenizer.terms(event) if len(t) > 1 and t not in COMMON}
    words = words - _EVENT_VERBS or words
    return {
        m
        for m in ids
        if found.stages[m].keyword_rank is not None and words & set(store.tokenizer.terms(entries[m].content))
    }


def held_at_the_end(ids: list[str], tiers: dict[str, int], entries: dict[str, MemoryEntry]) -> list[str]:
    """``ids`` with each memory that fits the time moved right before the one it superseded, when
    that ranks above it: both held in the time asked, the successor still held at its end."""
    return _lifted(
        ids, entries, lambda entry: entry.superseded_by if tiers.get(entry.superseded_by or "", 3) < 3 else None
    )


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
