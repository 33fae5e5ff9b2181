"""Finding the time phrases of a text: the rules of each language run over it, overlapping finds
keep the earliest (then the longest), a weekday beside a date joins it ("Fri, 16 June 2023",
"6月16日（周五）") and two phrases around "to"/"至" become one range."""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal

from ..regex import precompiled
from .span import Span
from .words import FULLWIDTH, tense

Kind = Literal["date", "weekday", "relative", "window"]


class Context:
    """What a rule resolves against: the text as written (for its capitals), the moment of writing
    (or of asking) and the text's tense."""

    __slots__ = ("_tense", "lowered", "moment", "text", "today")

    def __init__(self, text: str, lowered: str, moment: datetime | date) -> None:
        if not isinstance(moment, datetime):
            moment = datetime(moment.year, moment.month, moment.day)
        self.moment = moment
        self.today = moment.date()
        self.text = text
        self.lowered = lowered
        self._tense: int | None = None

    @property
    def tense(self) -> int:
        if self._tense is None:
            self._tense = tense(self.lowered)
        return self._tense


Resolver = Callable[[re.Match[str], "re.Match[str] | None", Context], Span | None]


@dataclass(frozen=True, slots=True)
class Rule:
    """A pattern (over the lower-cased text) and how a match of it becomes a span.

    The rule runs only where one of ``needs`` is in the text, from ``reach`` characters before it
    to ``reach`` after (so ``reach`` covers the longest phrase around its need); with ``word_start`` a match must begin a word (the pattern leaves out a
    leading ``\\b``, which would keep the regex engine from skipping ahead to its first letters). ``lead`` is matched on the
    words just before a match (it ends in ``$``): "in" before a month, "last" before a weekday;
    the resolver gets its match, and a rule with ``lead_required`` keeps no match without one.
    The span's words are the named group ``w`` of the pattern when there is one, widened back to
    the group ``keep`` of the lead when that matched ("last" in "last Friday", not "in" of "in May").
    """

    pattern: re.Pattern[str]
    resolve: Resolver
    kind: Kind = "date"
    needs: tuple[str, ...] = ()
    lead: re.Pattern[str] | None = None
    lead_required: bool = False
    reach: int = 40
    word_start: bool = False


@dataclass(frozen=True, slots=True)
class Found:
    start: int
    end: int
    span: Span
    kind: Kind
    joined: bool = False


# a word as needs are written: letters with at most one digit (q3, h1), or a number
_WORD = precompiled(r"[a-z]+\d?|\d+")
_WIDE = precompiled(r"[０-９／－．：]")
_ASCII_LOWER = {code: code + 32 for code in range(ord("A"), ord("Z") + 1)}
_HAS_YEAR = precompiled(r"\d{4}|年")
_BESIDE = precompiled(r"[\s,，(（]*")
_RANGE_GAP = precompiled(r"\s*(?:-|–|—|~|～|to|through|thru|until|till|and|至|到)\s*", re.I)
_BETWEEN = precompiled(r"(?:\bbetween(?:\s+the)?|从|自|在)\s*$", re.I)
_LEAD_REACH = 40
_WORD_CHAR = precompiled(r"\w")


class Scanner:
    """Runs ``rules`` over a text: one pass finds where their ``needs`` are, then each rule runs
    only around those places (a memory without a time word costs one regex pass)."""

    def __init__(self, rules: Sequence[Rule]) -> None:
        self.rules = tuple(rules)
        needs = sorted({need for rule in self.rules for need in rule.needs})
        users = {need: tuple(index for index, rule in enumerate(self.rules) if need in rule.needs) for need in needs}
        # English needs are whole words ("dec" is no need in "decided") or the first digits of a
        # number ("20" of 2023): one pass over the words finds them; the rest ("-", "/", "月") are
        # few and found with str.find (one regex of them all would try each at every letter)
        self._word_users = {need: users[need] for need in needs if _WORD.fullmatch(need) and not need.isdigit()}
        self._number_users = {need: users[need] for need in needs if need.isdigit()}
        self._ascii_needs = tuple((need, users[need]) for need in needs if need.isascii() and not _WORD.fullmatch(need))
        self._other_needs = tuple((need, users[need]) for need in needs if not need.isascii())

    def find(self, text: str, moment: datetime | date) -> list[Found]:
        """The time phrases of ``text`` in order, each resolved against ``moment``."""
        plain = text if text.isascii() or not _WIDE.search(text) else text.translate(FULLWIDTH)
        lowered = plain.lower()
        if len(lowered) != len(plain):  # a letter whose lower case is longer: keep positions
            lowered = plain.translate(_ASCII_LOWER)
        places: dict[int, list[int]] = {}
        for word in _WORD.finditer(lowered):
            token = word.group(0)
            indexes = self._word_users.get(token) or self._number_users.get(token[:2], ())
            for index in indexes:
                places.setdefault(index, []).append(word.start())
        for need, indexes in self._ascii_needs if lowered.isascii() else self._ascii_needs + self._other_needs:
            at = lowered.find(need)
            while at >= 0:
                for index in indexes:
                    places.setdefault(index, []).append(at)
                at = lowered.find(need, at + 1)
        if not places:
            return []
        context = Context(plain, lowered, moment)
        found: list[Found] = []
        for index, starts in places.items():
            rule = self.rules[index]
            for low, high in _stretches(sorted(starts), rule.reach, len(lowered)):
                found.extend(_run(rule, low, high, text, context))
        found.sort(key=lambda one: (one.start, one.start - one.end))
        kept: list[Found] = []
        for one in found:
            if not kept or one.start >= kept[-1].end:
                kept.append(one)
        return _join(text, kept)


def _stretches(starts: list[int], reach: int, length: int) -> list[tuple[int, int]]:
    """The stretches ``reach`` around each start (a need is at most ``reach`` long), merged."""
    merged: list[tuple[int, int]] = []
    for start in starts:
        low, high = max(0, start - reach), min(length, start + 2 * reach)
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged


def _run(rule: Rule, low: int, high: int, text: str, context: Context) -> list[Found]:
    lowered = context.lowered
    words = "w" in rule.pattern.groupindex
    found: list[Found] = []
    for match in rule.pattern.finditer(lowered, low, high):
        if rule.word_start and match.start() > 0 and _WORD_CHAR.match(lowered, match.start() - 1):
            continue
        lead = None
        if rule.lead is not None:
            lead = rule.lead.search(lowered, max(0, match.start() - _LEAD_REACH), match.start())
            if lead is None and rule.lead_required:
                continue
        try:
            span = rule.resolve(match, lead, context)
        except (ValueError, OverflowError):  # a day past the calendar's ends
            span = None
        if span is None:
            continue
        start, end = match.span("w") if words and match.start("w") >= 0 else match.span()
        if lead is not None and "keep" in lead.re.groupindex and lead.start("keep") >= 0:
            start = lead.start("keep")
        found.append(Found(start, end, Span(span.start, span.end, text[start:end], span.precision), rule.kind))
    return found


def _join(text: str, found: list[Found]) -> list[Found]:
    joined: list[Found] = []
    for one in found:
        before = joined[-1] if joined else None
        if before is None:
            joined.append(one)
            continue
        gap = text[before.end : one.start]
        if _BESIDE.fullmatch(gap) and {before.kind, one.kind} == {"weekday", "date"}:
            day = one if one.kind == "date" else before
            end = one.end + (1 if gap.strip(" ,，") in ("(", "（") and text[one.end : one.end + 1] in ")）" else 0)
            joined[-1] = Found(before.start, end, day.span.with_text(text[before.start : end]), "date")
            continue
        range_gap = _RANGE_GAP.fullmatch(gap)
        if range_gap and one.span.end < before.span.start and not _HAS_YEAR.search(one.span.text):
            one = _year_later(one, before.span)
        if (
            range_gap
            and not before.joined
            and "window" not in (before.kind, one.kind)
            and before.span.start <= one.span.end
            and (
                range_gap.group(0).strip().lower() != "and"
                or _BETWEEN.search(text[max(0, before.start - 12) : before.start])
            )
        ):
            precision = before.span.precision if before.span.precision == one.span.precision else "day"
            span = Span(before.span.start, one.span.end, text[before.start : one.end], precision)
            joined[-1] = Found(before.start, one.end, span, "date", joined=True)
            continue
        joined.append(one)
    return joined


def _year_later(one: Found, start: Span) -> Found:
    """A year-less range end ("May to July", "12月到1月") moved into the year after its start."""
    for years in (1, 2):
        span = Span(
            _add_years(one.span.start, years, False),
            _add_years(one.span.end, years, True),
            one.span.text,
            one.span.precision,
        )
        if span.end >= start.start:
            return Found(one.start, one.end, span, one.kind, one.joined)
    return one


def _add_years(day: date, years: int, end: bool) -> date:
    """``day`` in a later year; a month's last day stays its month's last day when ``end``."""
    last = calendar.monthrange(day.year + years, day.month)[1]
    if end and day.day == calendar.monthrange(day.year, day.month)[1]:
        return date(day.year + years, day.month, last)
    return date(day.year + years, day.month, min(day.day, last))
