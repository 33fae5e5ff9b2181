"""English phrases for a part of a period: seasons ("summer 2023", "last winter", "late spring
of 2022"), a part of a year ("early 2024", "mid-2021", "the end of last year") and of a month
("mid-March", "the end of June 2024", "early next month"), and a week of a month ("the first week of
January 2026": the 1st-7th; "the last week of May": its last seven days).

A part of a year is January-March (early, the beginning or start of it), May-July (mid, the
middle) or October-December (late); "the end of" a year is December. A part of a month is the
1st-10th (early), the 11th-20th (mid) or the 21st to its end (late, the end of it). A season
without a year needs a word that places it ("last summer", "this winter", "over the summer"):
"in summer" alone is a habit, not a time. A month named without a year is capitalised ("late
May", not "it may be late may").
"""

from __future__ import annotations

import re

from ..regex import precompiled
from .scan import Context, Rule
from .span import Span, month_part, month_span, nearest, season_span, shift_month, year_part, yearless
from .words import MONTH, month_number

Lead = re.Match[str] | None
_YEAR = r"(?:19|20)\d{2}"
_YEAR_END = r"(?![\w.:]\d|\d)"
_PART = r"(?P<part>early|mid|late|(?:the\s+)?(?:beginning|start|middle|end)\s+of(?:\s+the)?)"
_PARTS = {"early": "early", "beginning": "early", "start": "early", "mid": "mid", "middle": "mid", "late": "late"}
_PART_NEEDS = ("early", "mid", "late", "beginning", "start", "middle", "end")
_SHIFT = {"last": -1, "this": 0, "next": 1}


def _part(match: re.Match[str]) -> str:
    """early, mid, late or end, as the phrase says it."""
    words = match["part"].split()
    word = words[1] if words[0] == "the" else words[0]
    return _PARTS.get(word, "end")


def _year_ok(year: int, context: Context) -> bool:
    return 1900 <= year <= context.today.year + 30


_YEAR_PART = precompiled(
    rf"{_PART}[\s-]*(?:(?P<y>{_YEAR}){_YEAR_END}|(?P<rel>last|this|next)\s+year\b|(?P<cur>year)\b)"
)


def _year_part(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if match["cur"] and not match["part"].endswith("the"):
        return None  # "the end of the year", not "late year"
    year = int(match["y"]) if match["y"] else context.today.year + _SHIFT.get(match["rel"] or "this", 0)
    return year_part(year, _part(match)) if _year_ok(year, context) else None


_MONTH_PART = precompiled(
    rf"{_PART}[\s-]*(?:(?P<mon>{MONTH})\b\.?(?:,?\s+(?P<y>{_YEAR}){_YEAR_END})?(?!\s*\d)"
    r"|(?P<rel>last|this|next)\s+month\b|(?P<cur>month)\b)"
)


def _month_part(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    part, today = _part(match), context.today
    part = "late" if part == "end" else part
    if match["mon"] is None:
        if match["cur"] and not match["part"].endswith("the"):
            return None
        return month_part(*shift_month(today.year, today.month, _SHIFT.get(match["rel"] or "this", 0)), part)
    month = month_number(match["mon"])
    if match["y"]:
        year = int(match["y"])
        return month_part(year, month, part) if _year_ok(year, context) else None
    if not context.text[match.start("mon")].isupper():
        return None
    return yearless(lambda year: month_part(year, month, part), today, context.tense)


_MONTH_WEEK = precompiled(
    rf"(?:the\s+)?(?P<n>first|second|third|fourth|last)\s+week\s+of\s+(?P<mon>{MONTH})\b\.?"
    rf"(?:,?\s+(?P<y>{_YEAR}){_YEAR_END})?(?!\s*\d)"
)
_WEEK_NUMBER = {"first": 0, "second": 1, "third": 2, "fourth": 3}


def _month_week(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    """ "the first week of January 2026": the 1st-7th, the 8th-14th ... or the last seven days."""
    month, number = month_number(match["mon"]), _WEEK_NUMBER.get(match["n"])

    def week(year: int) -> Span | None:
        whole = month_span(year, month)
        if whole is None:
            return None
        if number is None:
            return Span(whole.end.replace(day=whole.end.day - 6), whole.end, precision="week")
        first = whole.start.replace(day=1 + 7 * number)
        return Span(first, first.replace(day=first.day + 6), precision="week")

    if match["y"]:
        year = int(match["y"])
        return week(year) if _year_ok(year, context) else None
    if not context.text[match.start("mon")].isupper():
        return None
    return yearless(week, context.today, context.tense)


_SEASON = precompiled(
    r"(?:(?P<rel>this\s+past|last|this|next|past|coming|over\s+the)\s+)?(?:(?P<part>early|mid|late)[\s-]+)?"
    rf"(?P<s>spring|summer|autumn|fall|winter)\b(?:,?\s+(?:of\s+)?(?P<y>{_YEAR}){_YEAR_END}|(?:\s+of)?\s*'(?P<ys>\d{{2}})\b)?"
)


def _season(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    season = "autumn" if match["s"] == "fall" else match["s"]
    part = match["part"]
    if match["y"] or match["ys"]:
        year = int(match["y"]) if match["y"] else 2000 + int(match["ys"])
        return season_span(year, season, part) if _year_ok(year, context) else None
    return season_near(season, part, match["rel"], context)


def season_near(season: str, part: str | None, rel: str | None, context: Context) -> Span | None:
    """The season a word places ("last", "this", "next", "over the"), None without one: the last
    one over before today, the one of today (holding it, else of its year), the first one after
    today, or the nearest (leaning as the text's tense does)."""
    if rel is None:
        return None
    rel, today = " ".join(rel.split()), context.today
    spans = [span for year in range(today.year - 2, today.year + 3) if (span := season_span(year, season, part))]
    if rel in ("last", "past", "this past"):
        return max((span for span in spans if span.end < today), key=lambda span: span.start, default=None)
    if rel in ("next", "coming"):
        return min((span for span in spans if span.start > today), key=lambda span: span.start, default=None)
    if rel == "this":
        holding = [span for span in spans if span.contains(today)]
        return holding[0] if holding else next((span for span in spans if span.start.year == today.year), None)
    return nearest(spans, today, context.tense)


RULES = (
    Rule(_MONTH_WEEK, _month_week, needs=("week",), reach=34, word_start=True),
    Rule(_YEAR_PART, _year_part, needs=_PART_NEEDS, reach=30, word_start=True),
    Rule(_MONTH_PART, _month_part, needs=_PART_NEEDS, reach=34, word_start=True),
    Rule(_SEASON, _season, needs=("spring", "summer", "autumn", "fall", "winter"), reach=24, word_start=True),
)
