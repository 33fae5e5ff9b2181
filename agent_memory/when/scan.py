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

from .span import Span
from .words import FULLWIDTH, tense

Kind = Literal["date", "weekday", "relative", "window"]


class Context:
    """What a rule resolves against: the moment of writing (or of asking) and the text's tense."""

    __slots__ = ("_tense", "_text", "moment", "today")

    def __init__(self, text: str, moment: datetime | date) -> None:
        if not isinstance(moment, datetime):
            moment = datetime(moment.year, moment.month, moment.day)
        self.moment = moment
        self.today = moment.date()
        self._text = text
        self._tense: int | None = None

    @property
    def tense(self) -> int:
        if self._tense is None:
            self._tense = tense(self._text)
        return self._tense


Resolver = Callable[[re.Match[str], Context], Span | None]


@dataclass(frozen=True, slots=True)
class Rule:
    """A pattern and how a match of it becomes a span. The words of the span are the named group
    ``w`` when the pattern has one (a cue such as "in" before a month is matched, not kept)."""

    pattern: re.Pattern[str]
    resolve: Resolver
    kind: Kind = "date"


@dataclass(frozen=True, slots=True)
class Found:
    start: int
    end: int
    span: Span
    kind: Kind
    joined: bool = False


_DIGIT = re.compile(r"\d")
_LATIN = re.compile(
    r"(?:yesterday|today|tonight|tomorrow|night|morning|afternoon|evening|week|month|year|quarter|"
    r"mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
    re.I,
)
_LETTER = re.compile(r"[A-Za-z]")
_CJK = re.compile(r"[天日周期拜月年季昨今明]")
_HAS_YEAR = re.compile(r"\d{4}|年")
_BESIDE = re.compile(r"[\s,，(（]*")
_RANGE_GAP = re.compile(r"\s*(?:-|–|—|~|～|to|through|thru|until|till|and|至|到)\s*", re.I)
_BETWEEN = re.compile(r"(?:\bbetween(?:\s+the)?|从|自|在)\s*$", re.I)


def find(
    text: str, moment: datetime | date, numeric: Sequence[Rule], latin: Sequence[Rule], cjk: Sequence[Rule]
) -> list[Found]:
    """The time phrases of ``text`` in order, each resolved against ``moment``."""
    plain = text.translate(FULLWIDTH)
    rules: list[Rule] = []
    digit = _DIGIT.search(plain) is not None
    if digit:
        rules.extend(numeric)
    if _LATIN.search(plain) or (digit and _LETTER.search(plain)):
        rules.extend(latin)
    if _CJK.search(plain):
        rules.extend(cjk)
    if not rules:
        return []
    context = Context(plain, moment)
    found: list[Found] = []
    for rule in rules:
        words = rule.pattern.groupindex.get("w")
        for match in rule.pattern.finditer(plain):
            try:
                span = rule.resolve(match, context)
            except (ValueError, OverflowError):  # a day past the calendar's ends
                span = None
            if span is None:
                continue
            start, end = match.span(words) if words and match.start(words) >= 0 else match.span()
            found.append(Found(start, end, span.with_text(text[start:end]), rule.kind))
    found.sort(key=lambda one: (one.start, one.start - one.end))
    kept: list[Found] = []
    for one in found:
        if not kept or one.start >= kept[-1].end:
            kept.append(one)
    return _join(text, kept)


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
