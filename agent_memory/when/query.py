"""The time a question asks about: a span with how it relates ("in", "before", "after"), the question
without its time words, or an event named by words ("before the migration", "迁移之前") that the
caller finds among the memories (``QueryTime.anchor``), then gives its span (``anchored``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from typing import Literal

from ..regex import precompiled
from .event import time_phrases
from .scan import Found
from .span import Span

Relation = Literal["in", "before", "after"]


@dataclass(frozen=True, slots=True)
class QueryTime:
    """What a question says about time.

    ``span`` is the period named ("last week", "2023年"), None while the time is an event named by
    words (``anchor``: "the migration", "迁移到PostgreSQL"). ``relation`` says how the wanted
    memories stand to it: "in" it, "before" or "after" it; ``inclusive`` says whether the period
    itself counts ("since May" and "until May" take May in, "after May" and "2023年以前" leave
    it out). ``rest`` is the question without its time words, to rank by.
    """

    span: Span | None
    relation: Relation
    rest: str
    anchor: str | None = None
    inclusive: bool = True

    @property
    def window(self) -> tuple[date | None, date | None]:
        """The first and last day a memory's time may fall on (None: open on that side)."""
        if self.span is None:
            raise ValueError(f"the time is the event {self.anchor!r}: give its span with anchored() first")
        start, end = self.span.start, self.span.end
        if self.relation == "before":
            return None, end if self.inclusive else start - timedelta(days=1)
        if self.relation == "after":
            return (start if self.inclusive else end + timedelta(days=1)), None
        return start, end

    def admits(self, start: date, end: date | None = None) -> bool:
        """Whether a memory whose event (or writing) spans ``start`` .. ``end`` fits the window."""
        low, high = self.window
        end = start if end is None else end
        return (low is None or end >= low) and (high is None or start <= high)

    def anchored(self, span: Span) -> QueryTime:
        """This time with the anchor event's span (found by the caller) as its period."""
        return replace(self, span=span)


_RELATION_OF: dict[str, tuple[Relation, bool]] = {
    "before": ("before", False), "prior": ("before", False), "earlier": ("before", False),
    "ahead": ("before", False), "until": ("before", True), "till": ("before", True), "til": ("before", True),
    "up": ("before", True), "through": ("before", True), "thru": ("before", True), "by": ("before", True),
    "no": ("before", True), "after": ("after", False), "later": ("after", False), "following": ("after", False),
    "since": ("after", True), "from": ("after", True), "starting": ("after", True), "as": ("after", True),
    "beginning": ("after", True), "之前": ("before", False), "以前": ("before", False), "前": ("before", False),
    "之后": ("after", False), "以后": ("after", False), "后": ("after", False), "从": ("after", True),
    "自从": ("after", True), "自": ("after", True), "以来": ("after", True), "起": ("after", True),
    "开始": ("after", True), "至今": ("after", True), "截至": ("before", True), "截止": ("before", True),
    "截止到": ("before", True), "到": ("before", True), "直到": ("before", True), "为止": ("before", True),
}  # fmt: skip
_PREFIX = precompiled(
    r"(?:\b(?P<en>before|prior\s+to|earlier\s+than|until|till|til|up\s+(?:un)?to|through|thru|by|no\s+later\s+than|"
    r"after|later\s+than|since|from|starting(?:\s+(?:in|on|from))?|as\s+of|beginning(?:\s+(?:in|on))?|between|"
    r"in|on|during|at|for|of|within|over|throughout)|(?P<zh>自从|截止到|截至|截止|直到|在|于|从|自|到))\s*(?:the\s+)?$",
    re.I,
)
_SUFFIX = precompiled(
    r"\s*(?:(?P<zh>以前|之前|前(?![端台面列缀线])|以后|之后|后(?![端台面缀续])|以来|起|开始|至今|为止)"
    r"|(?P<later>onwards?|or\s+later|and\s+later|or\s+after|and\s+after)\b"
    r"|(?P<earlier>or\s+earlier|and\s+earlier|or\s+before|and\s+before)\b)(?:\s*的)?|\s*的",
    re.I,
)
_CJK = precompiled(r"[\u3400-\u9fff\uf900-\ufaff]")
_SPACE_BEFORE_MARK = precompiled(r"\s+([?？!！.,，。;；:：])")


def _cut(text: str, start: int, end: int) -> str:
    """``text`` without ``text[start:end]``, spaced as a sentence (no space between Chinese)."""
    left, right = text[:start].rstrip(), text[end:].lstrip()
    glue = "" if not left or not right or _CJK.match(left[-1]) or _CJK.match(right[0]) else " "
    rest = _SPACE_BEFORE_MARK.sub(r"\1", left + glue + right)
    return rest.strip(" ,，、;；").strip()


def _dated(query: str, found: Found) -> QueryTime:
    relation: Relation = "in"
    inclusive = True
    start, end = found.start, found.end
    prefix = _PREFIX.search(query, max(0, start - 30), start)
    if prefix:
        start = prefix.start()
        word = (prefix["en"] or prefix["zh"] or "").lower().split()[0]
        relation, inclusive = _RELATION_OF.get(word, ("in", True))
    suffix = _SUFFIX.match(query, found.end)
    if suffix:
        end = suffix.end()
        if suffix["zh"]:
            relation, inclusive = _RELATION_OF[suffix["zh"]]
        elif suffix["later"] or suffix["earlier"]:
            relation, inclusive = ("after" if suffix["later"] else "before"), True
    if found.joined:  # "from May to July", "从5月到7月": the range itself
        relation, inclusive = "in", True
    return QueryTime(found.span, relation, _cut(query, start, end), None, inclusive)


_STOP = r"(?:what|which|who|whom|whose|where|when|why|how|did|do|does|was|were|is|are|should|could|would|can|will|and|or|but)\b"
_TOKEN = r"[^\s,;:?!。，；：？！]+"
_EN_ANCHOR = precompiled(
    rf"\b(?P<rel>before|after|since|until|till|prior\s+to|following|during|ahead\s+of)\s+"
    rf"(?P<a>(?!{_STOP}){_TOKEN}(?:\s+(?!{_STOP}){_TOKEN}){{0,7}})",
    re.I,
)
_EN_LEAD = precompiled(r"^(?:(?:the|a|an|our|my|your|their|his|her|its|we|i|you|they|he|she|us)\s+)+", re.I)
_PRONOUNS = frozenset({"that", "this", "it", "then", "now", "them", "those", "these", "there", "today", "all", "ever"})
_WORDY = precompiled(r"[A-Za-z\u3400-\u9fff]{2}")
_CN_ANCHOR = precompiled(r"之前|以前|之后|以后|以来|期间")
_CN_BOUNDARY = precompiled(
    r"(?P<mark>[，。？！,.?!；;：:、\n])|(?<![现存正所实])在|自从|从(?!来)|(?<![相适])当(?![前时然])"
)
_CN_LEAD = precompiled(r"^(?:我们|咱们|你们|他们|她们|大家|我|你|他|她)+")


def _en_anchor(query: str) -> QueryTime | None:
    for match in _EN_ANCHOR.finditer(query):
        anchor = _EN_LEAD.sub("", match["a"]).rstrip(".").strip()
        if not _WORDY.search(anchor) or anchor.split()[0].lower() in _PRONOUNS:
            continue
        relation, inclusive = _RELATION_OF.get(match["rel"].lower().split()[0], ("in", True))
        if match["rel"].lower() == "during":
            relation, inclusive = "in", True
        return QueryTime(None, relation, _cut(query, match.start(), match.end()), anchor, inclusive)
    return None


def _cn_anchor(query: str) -> QueryTime | None:
    for match in _CN_ANCHOR.finditer(query):
        cut_from = anchor_from = max(0, match.start() - 24)
        for boundary in _CN_BOUNDARY.finditer(query, anchor_from, match.start()):
            anchor_from = boundary.end()
            cut_from = boundary.end() if boundary["mark"] else boundary.start()
        words = query[anchor_from : match.start()]
        lead = _CN_LEAD.match(words.lstrip())
        skipped = len(words) - len(words.lstrip()) + (len(lead.group(0)) if lead else 0)
        anchor = words[skipped:].strip()
        if not _WORDY.search(anchor):
            continue
        if cut_from == anchor_from:  # no 在/从/当 before the event: the pronoun stays in the rest
            cut_from = anchor_from + skipped
        relation, inclusive = _RELATION_OF.get(match.group(0), ("in", True))
        return QueryTime(None, relation, _cut(query, cut_from, match.end()), anchor, inclusive)
    return None


def query_span(query: str, now: datetime | date) -> QueryTime | None:
    """The time ``query`` asks about, resolved against ``now``, or None when it names none.

    A named period gives ``span`` ("what did we decide last week?" is in last week; "since May",
    "before 2024", "2023年以前" open on one side); without one, an event named after
    "before/after/since/until/during" or before "之前/以后/以来/期间" gives ``anchor``. The first
    time phrase counts; "from May to July" and "5月到7月" are one range.
    """
    found = time_phrases(query, now)
    if found:
        return _dated(query, found[0])
    english, chinese = _en_anchor(query), _cn_anchor(query)
    if english and chinese:
        return english if query.find(english.anchor or "") <= query.find(chinese.anchor or "") else chinese
    return english or chinese
