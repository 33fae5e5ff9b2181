"""English time phrases, and the numeric dates any language writes (2023-06-16, 6/16/2023).

Numbers that are not dates stay numbers: a date in digits must stand alone (not inside a path,
a version, an id or a larger number), a year alone needs a word that makes it one ("in 2023"),
and month/day without a year ("6/16", read as US month/day; "16/6" as day/month when the first
number cannot be a month) needs a word that makes it a date ("on 6/16", "due 6/16") or to open
a line followed by a colon, so "1/2 cup" stays a fraction. Patterns see the text lower-cased;
where capitals matter ("May" the month, "may" the verb) the resolver looks at the text as written.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ..regex import precompiled
from .scan import Context, Rule
from .span import (
    Span,
    add_months,
    date_span,
    day_span,
    half_span,
    month_span,
    nearest,
    quarter_span,
    shift_month,
    week_span,
    weekday_near,
    weekend_span,
    year_span,
    yearless,
)
from .words import EN_NUMBER, MONTH, WEEKDAY_ABBR, WEEKDAY_FULL, en_number, month_number, weekday_number

Lead = re.Match[str] | None
_YEAR = r"(?:19|20)\d{2}"
_MONTHS = (
    "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july",
    "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december",
)  # fmt: skip
_YEARS = ("19", "20")
_UNITS_AFTER = (
    r"(?!\s*(?:bytes?|[kmgt]i?b|ms|px|rows?|lines?|items?|users?|records?|requests?|files?|tokens?|"
    r"words?|times|ports?|errors?|calls?|points?|pages?|characters?|chars|steps?|dollars|usd|rmb|yuan|km|kg)\b)"
)
_WORD_BEFORE = precompiled(r"[\w./:-]")


def _year_ok(year: int, context: Context) -> bool:
    return 1900 <= year <= context.today.year + 30


def _full_date(year: int, month: int, day: int, context: Context) -> Span | None:
    return date_span(year, month, day) if _year_ok(year, context) else None


def _day_of_year(month: int, day: int, context: Context) -> Span | None:
    return yearless(lambda year: date_span(year, month, day), context.today, context.tense)


def _stands_alone(match: re.Match[str]) -> bool:
    """Whether the match does not continue a word, number, path or version before it."""
    start = match.start()
    return start == 0 or not _WORD_BEFORE.match(match.string, start - 1)


# --- numeric ------------------------------------------------------------------------------------

_ISO = precompiled(rf"(?P<y>{_YEAR})(?P<s>[-/.])(?P<m>\d{{1,2}})(?P=s)(?P<d>\d{{1,2}})(?:(?=t\d)|(?![\w/]|[.:-]\d))")


def _iso(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if not _stands_alone(match) or (match["s"] == "." and (len(match["m"]) != 2 or len(match["d"]) != 2)):
        return None
    return _full_date(int(match["y"]), int(match["m"]), int(match["d"]), context)


_ISO_MONTH = precompiled(rf"(?P<y>{_YEAR})-(?P<m>0[1-9]|1[0-2])(?![\w/]|[.:-]\d)")


def _iso_month(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    year = int(match["y"])
    return month_span(year, int(match["m"])) if _stands_alone(match) and _year_ok(year, context) else None


_SLASHED = precompiled(r"(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:/(?P<y>\d{4}|\d{2}))?(?![\w/%]|[.:-]\d)")
_SLASH_BEFORE = precompiled(r"[\w./:]")
_SLASH_CUE = precompiled(
    rf"(?:\b(?:on|by|since|until|till|from|before|after|due|through|thru|of|as\s+of|starting|between|and|to|"
    rf"deadline|dated?|eta|{WEEKDAY_FULL}|{WEEKDAY_ABBR})\b\.?,?|[(\[\-–~]|截至|截止|于|在|从|到)\s*$"
)


def _slashed(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if match.start() > 0 and _SLASH_BEFORE.match(match.string, match.start() - 1):
        return None  # a path (a/6/16), a version, a larger number
    first, second = int(match["a"]), int(match["b"])
    month, day = (second, first) if first > 12 >= second else (first, second)
    if match["y"]:
        year = int(match["y"])
        if year < 100:
            year += 2000 if year <= context.today.year % 100 + 10 else 1900
        return _full_date(year, month, day, context)
    text, start = match.string, match.start()
    line_start = text.rfind("\n", 0, start) + 1
    opens_line = not text[line_start:start].strip() and text[match.end() : match.end() + 1] == ":"
    if not opens_line and not _SLASH_CUE.search(text, max(0, start - 24), start):
        return None
    return _day_of_year(month, day, context)


# --- month names --------------------------------------------------------------------------------

_DAY_MONTH = precompiled(
    rf"(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<mon>{MONTH})\b\.?(?:,?\s+(?P<y>{_YEAR})(?![\w.:]\d|\d))?"
)
_MONTH_DAY = precompiled(
    rf"(?P<mon>{MONTH})\b\.?\s+(?:the\s+)?(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?![\w:.,/]?\d|[a-z])"
    rf"(?:,?\s+(?P<y>{_YEAR})(?![\w.:]\d|\d))?"
)


def _named_day(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if match.re is _DAY_MONTH and match.start() > 0 and match.string[match.start() - 1] in "0123456789.,:/-_":
        return None
    word = context.text[match.start("mon") : match.end("mon")]
    if word in ("may", "mar", "march") and not match["y"]:
        return None  # "you may 2x it", "march 3 miles"
    month, day = month_number(word), int(match["d"])
    if match["y"]:
        return _full_date(int(match["y"]), month, day, context)
    return _day_of_year(month, day, context)


_MONTH_YEAR = precompiled(rf"(?P<mon>{MONTH})\b\.?,?\s+(?:of\s+)?(?P<y>{_YEAR})(?![\w.:]\d|\d)")


def _month_year(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    year = int(match["y"])
    return month_span(year, month_number(match["mon"])) if _year_ok(year, context) else None


_CUES = r"in|since|before|after|until|till|by|during|through|throughout|of|early|mid|late|from|to|and|for|between"
_MONTH_ALONE = precompiled(rf"(?P<mon>{MONTH})\b\.?(?!\s*\d)")
_MONTH_LEAD = precompiled(rf"\b(?P<cue>{_CUES}|last|next|this)[\s-]+$")


def _month_alone(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if lead is None or not context.text[match.start()].isupper():
        return None  # a month named alone is capitalised and follows a cue: "in March", not "march on"
    month, cue, today = month_number(match["mon"]), lead["cue"], context.today
    if cue == "this":
        return month_span(today.year, month)
    spans = [span for year in range(today.year - 2, today.year + 3) if (span := month_span(year, month))]
    this_month = month_span(today.year, today.month)
    if this_month is None:
        return None
    if cue == "last":
        return max((span for span in spans if span.end < this_month.start), key=lambda span: span.start)
    if cue == "next":
        return min((span for span in spans if span.start > this_month.end), key=lambda span: span.start)
    return nearest(spans, today, -1 if cue == "since" else context.tense)


# --- years, quarters, halves --------------------------------------------------------------------

_YEAR_ALONE = precompiled(rf"(?P<y>{_YEAR})(?![\w.,:/-]?\d|[a-z%]){_UNITS_AFTER}")
_YEAR_LEAD = precompiled(rf"\b(?P<cue>{_CUES}|around|circa|year|fy)[\s-]+$")
_ENDS_PHRASE = precompiled(r"\s*(?:$|[^\w\s])")
_YEAR_BEFORE = precompiled(rf"\b{_YEAR}\b\D{{1,12}}$")


def _year_alone(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    year = int(match["y"])
    # "up to 2000 entries" counts; "2019 to 2021 we ..." and "... slipped to 2021." are years
    weak = lead is not None and lead["cue"] in ("to", "and") and not _ENDS_PHRASE.match(match.string, match.end())
    if weak and lead is not None and not _YEAR_BEFORE.search(match.string, max(0, lead.start() - 24), lead.end()):
        return None
    return year_span(year) if _year_ok(year, context) else None


_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_QUARTERS = ("q1", "q2", "q3", "q4", "quarter")  # a year may touch the q: 2023q3 (see _whole)
_QUARTER = precompiled(
    rf"(?:(?P<y1>{_YEAR})(?:\s*年\s*|[\s-]?)q(?P<q1>[1-4])|q(?P<q2>[1-4])(?:[\s,-]*(?:of\s+)?(?P<y2>{_YEAR})|'(?P<ys>\d{{2}}))"
    rf"|(?:the\s+)?(?P<ord>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of)?\s+(?P<y3>{_YEAR}))\b(?!\.\d)"
)


def _quarter(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    quarter = int(match["q1"] or match["q2"] or _ORDINAL[match["ord"] or "first"])
    year = int(match["y1"] or match["y2"] or match["y3"] or (2000 + int(match["ys"])))
    return quarter_span(year, quarter) if _year_ok(year, context) else None


_QUARTER_ALONE = precompiled(
    r"(?P<w>q(?P<q>[1-4])|(?:the\s+)?(?P<ord>first|second|third|fourth)\s+quarter)\b"
    r"(?![\s,-]*(?:of\s+)?(?:19|20)\d{2}|')"
)
_QUARTER_LEAD = precompiled(r"\b(?P<cue>in|during|since|before|after|until|by|from|for|to|and)\s+$")


def _quarter_alone(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    quarter = int(match["q"] or _ORDINAL[match["ord"] or "first"])
    tense = -1 if lead is not None and lead["cue"] == "since" else context.tense
    return yearless(lambda year: quarter_span(year, quarter), context.today, tense)


_HALF = precompiled(
    rf"(?:h(?P<h1>[12])[\s-]*(?P<y1>{_YEAR})|(?P<y2>{_YEAR})[\s-]?h(?P<h2>[12])"
    rf"|(?:the\s+)?(?P<ord>first|second)\s+half\s+of\s+(?:(?P<y3>{_YEAR})|(?P<rel>last|this|next)\s+year))\b"
)


def _half(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    half = int(match["h1"] or match["h2"] or (1 if match["ord"] == "first" else 2))
    if match["rel"]:
        year = context.today.year + {"last": -1, "this": 0, "next": 1}[match["rel"]]
    else:
        year = int(match["y1"] or match["y2"] or match["y3"])
    return half_span(year, half) if _year_ok(year, context) else None


# --- words relative to the moment of writing ----------------------------------------------------

_DAY_WORDS = ("yesterday", "today", "tonight", "tomorrow", "night", "morning", "afternoon", "evening")
_DAYS = precompiled(
    r"(?:(?P<m2>(?:the\s+)?day\s+before\s+yesterday)|(?P<p2>(?:the\s+)?day\s+after\s+tomorrow)"
    r"|(?P<m1>yesterday|last\s+night)|(?P<z>today|tonight|this\s+(?:morning|afternoon|evening))|(?P<p1>tomorrow))\b"
)


def _days(match: re.Match[str], lead: Lead, context: Context) -> Span:
    offset = {"m2": -2, "p2": 2, "m1": -1, "z": 0, "p1": 1}[match.lastgroup or "z"]
    return day_span(context.today + timedelta(days=offset))


_SHIFT = {
    "last": -1, "previous": -1, "the previous": -1, "past": -1, "this": 0, "current": 0,
    "next": 1, "coming": 1, "the coming": 1, "the following": 1,
}  # fmt: skip
_RELATIVE = r"last|previous|the\s+previous|this|current|next|coming|the\s+coming|the\s+following"
_PERIOD = precompiled(r"(?P<u>week|weekend|month|year|quarter)\b(?!\s+of\b)")
_PERIOD_LEAD = precompiled(rf"\b(?P<keep>{_RELATIVE})\s+$")


def _shift(lead: re.Match[str]) -> int:
    return _SHIFT[" ".join(lead["keep"].split())]


def _period(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if lead is None:
        return None
    return _period_span(match["u"], _shift(lead), context.today)


# "the quarter before last", "the month before last": two periods back
_BEFORE_LAST = precompiled(r"(?:the\s+)?(?P<u>week|weekend|month|year|quarter)\s+before\s+last\b")


def _before_last(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    return _period_span(match["u"], -2, context.today)


def _period_span(unit: str, shift: int, today: date) -> Span | None:
    """The week, weekend, month, quarter or year ``shift`` of them from the one holding ``today``."""
    if unit == "week":
        return week_span(today, shift)
    if unit == "weekend":
        return weekend_span(today, shift)
    if unit == "month":
        return month_span(*shift_month(today.year, today.month, shift))
    if unit == "quarter":
        year, month = shift_month(today.year, today.month, 3 * shift)
        return quarter_span(year, (month - 1) // 3 + 1)
    return year_span(today.year + shift)


_AGO = precompiled(
    rf"(?P<n>{EN_NUMBER})\s+(?P<u>minute|min|hour|hr|day|week|month|year)s?\s+(?P<dir>ago|back|from\s+now|hence)\b"
)


def _ago(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    count = en_number(match["n"])
    if count is None:
        return None
    count *= -1 if match["dir"] in ("ago", "back") else 1
    unit, today = match["u"], context.today
    if unit in ("minute", "min", "hour", "hr"):
        minutes = count * (60 if unit.startswith("h") else 1)
        return day_span((context.moment + timedelta(minutes=minutes)).date())
    if unit == "day":
        return day_span(today + timedelta(days=count))
    if unit == "week":
        return week_span(today, count)
    if unit == "month":
        return month_span(*shift_month(today.year, today.month, count))
    return year_span(today.year + count)


_ROLLING = precompiled(
    rf"(?:the\s+)?(?:(?:last|past|previous|recent)\s+(?P<n>{EN_NUMBER})\s+(?P<u>day|week|month|year)s?"
    r"|past\s+(?P<u1>week|month|year))\b"
)


def _rolling(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    count = en_number(match["n"]) if match["n"] else 1
    if count is None:
        return None
    unit, today = match["u"] or match["u1"], context.today
    if unit == "day":
        start = today - timedelta(days=count)
    elif unit == "week":
        start = today - timedelta(weeks=count)
    else:
        start = add_months(today, -count * (12 if unit == "year" else 1))
    return Span(start, today)


_WEEKDAYS = (
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
    "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
)  # fmt: skip
_WEEKDAY = precompiled(
    rf"(?P<wd>{WEEKDAY_FULL}|{WEEKDAY_ABBR.lower()}\b\.?)(?P<plural>s)?\b(?:\s+(?P<wk>last|next|this)\s+week\b)?"
)
_WEEKDAY_LEAD = precompiled(r"\b(?P<keep>last|next|this|coming|past|previous)\s+$")
_EVERY = precompiled(
    rf"\b(?:every|each)\s+(?:(?:other|second|third|single)\s+)?(?:(?:{WEEKDAY_FULL})\s*(?:,|and|or|&|/)\s*)*$"
)


def _weekday(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    rel = lead["keep"] if lead is not None else ""
    abbreviated = len(match["wd"].rstrip(".")) <= 5
    if match["plural"] or (abbreviated and not (context.text[match.start()].isupper() and rel)):
        return None  # "on Fridays" recurs; "sat"/"sun"/"Wed" alone are other words or too short to trust
    if _EVERY.search(context.lowered, max(0, match.start() - 40), match.start()):
        return None  # "every other Thursday", "each Monday and Thursday": a habit
    weekday, today = weekday_number(match["wd"]), context.today
    if match["wk"]:
        return day_span(week_span(today, _SHIFT[match["wk"]]).start + timedelta(days=weekday))
    if rel in ("last", "past", "previous"):
        return day_span(today - timedelta(days=(today.weekday() - weekday - 1) % 7 + 1))
    if rel == "coming":
        return day_span(today + timedelta(days=(weekday - today.weekday() - 1) % 7 + 1))
    if rel in ("next", "this"):
        return day_span(week_span(today, 1 if rel == "next" else 0).start + timedelta(days=weekday))
    return weekday_near(today, weekday, context.tense)


_WEEKEND = precompiled(r"(?:over|during|on|at|for)\s+the\s+(?P<w>weekend)\b")


def _weekend(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    spans = [weekend_span(context.today, shift) for shift in (-1, 0, 1)]
    return nearest(spans, context.today, context.tense)


NUMERIC_RULES = (
    Rule(_ISO, _iso, needs=_YEARS, reach=16),
    Rule(_ISO_MONTH, _iso_month, needs=("-",), reach=10),
    Rule(_SLASHED, _slashed, needs=("/",), reach=10),
)
RULES = (
    Rule(_DAY_MONTH, _named_day, needs=_MONTHS, reach=20),
    Rule(_MONTH_DAY, _named_day, needs=_MONTHS, reach=26, word_start=True),
    Rule(_MONTH_YEAR, _month_year, needs=_MONTHS, reach=20, word_start=True),
    Rule(_MONTH_ALONE, _month_alone, needs=_MONTHS, lead=_MONTH_LEAD, lead_required=True, reach=12, word_start=True),
    Rule(_YEAR_ALONE, _year_alone, needs=_YEARS, lead=_YEAR_LEAD, lead_required=True, reach=24),
    Rule(_QUARTER, _quarter, needs=_QUARTERS, reach=16, word_start=True),
    Rule(
        _QUARTER_ALONE,
        _quarter_alone,
        needs=_QUARTERS,
        lead=_QUARTER_LEAD,
        lead_required=True,
        reach=16,
        word_start=True,
    ),
    Rule(_HALF, _half, needs=("h1", "h2", "half"), reach=16, word_start=True),
    Rule(_DAYS, _days, "relative", needs=_DAY_WORDS, reach=18, word_start=True),
    Rule(
        _PERIOD,
        _period,
        "relative",
        needs=("week", "weekend", "month", "year", "quarter"),
        lead=_PERIOD_LEAD,
        lead_required=True,
        reach=10,
    ),
    Rule(_BEFORE_LAST, _before_last, "relative", needs=("before last",), reach=30, word_start=True),
    Rule(_AGO, _ago, "relative", needs=("ago", "back", "now", "hence"), reach=24, word_start=True),
    Rule(_ROLLING, _rolling, "window", needs=("last", "past", "previous", "recent"), reach=22, word_start=True),
    Rule(_WEEKDAY, _weekday, "weekday", needs=_WEEKDAYS, lead=_WEEKDAY_LEAD, reach=22, word_start=True),
    Rule(_WEEKEND, _weekend, "relative", needs=("weekend",), reach=12, word_start=True),
)
