"""A stretch of calendar days (``Span``), its ISO text form for a db column or a note's
frontmatter, and the calendar arithmetic that turns words into one."""

from __future__ import annotations

import calendar
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Literal

from ..regex import precompiled

Precision = Literal["day", "week", "month", "quarter", "year"]
PRECISIONS: tuple[Precision, ...] = ("day", "week", "month", "quarter", "year")
_ISO_DAY = precompiled(r"^\d{4}-\d{2}-\d{2}$")
FIRST_YEAR, LAST_YEAR = 1, 9999


@dataclass(frozen=True, slots=True)
class Span:
    """Calendar days from ``start`` to ``end``, both included.

    ``text`` holds the words the span was read from ("last week", "2023年6月16日"); ``precision``
    names the unit the words counted in: a range of whole units keeps that unit ("May to July" is
    "month", a half-year is "quarter"), anything else is "day". Dates carry no time of day or
    zone: they are the calendar days of the writer (the zone of the ``written_at`` given).
    """

    start: date
    end: date
    text: str = ""
    precision: Precision = "day"

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"a span ends on or after its start, not {self.start} .. {self.end}")
        if self.precision not in PRECISIONS:
            raise ValueError(f"precision is one of {', '.join(PRECISIONS)}, not {self.precision!r}")

    @property
    def days(self) -> int:
        return (self.end - self.start).days + 1

    def contains(self, day: date) -> bool:
        return self.start <= day <= self.end

    def overlaps(self, start: date, end: date) -> bool:
        """Whether any day from ``start`` to ``end`` (both included) is in the span."""
        return self.start <= end and start <= self.end

    def with_text(self, text: str) -> Span:
        return replace(self, text=text)

    def to_iso(self) -> str:
        """``2023-06-16`` for one day, ``2023-06-01/2023-06-30`` (ISO 8601 interval) otherwise."""
        if self.start == self.end:
            return self.start.isoformat()
        return f"{self.start.isoformat()}/{self.end.isoformat()}"

    def to_columns(self) -> tuple[str, str]:
        """(event_start, event_end) as ISO dates, for two text columns that sort as dates."""
        return self.start.isoformat(), self.end.isoformat()

    @classmethod
    def from_iso(cls, value: str, text: str = "") -> Span:
        """The span ``to_iso`` wrote; precision comes back from the shape (a whole month is
        "month", seven days from a Monday "week", ...). Raises ValueError naming the form."""
        parts = value.strip().split("/")
        if len(parts) not in (1, 2):
            raise ValueError(f"an event date is YYYY-MM-DD or YYYY-MM-DD/YYYY-MM-DD, not {value!r}")
        return cls.from_columns(parts[0], parts[-1], text)

    @classmethod
    def from_columns(cls, start: str, end: str, text: str = "") -> Span:
        days = []
        for part in (start, end):
            if not _ISO_DAY.match(part.strip()):
                raise ValueError(f"an event date is YYYY-MM-DD (for example 2023-06-16), not {part!r}")
            try:
                days.append(date.fromisoformat(part.strip()))
            except ValueError:
                raise ValueError(f"{part!r} is not a day of the calendar") from None
        return cls(days[0], days[1], text, shape_precision(days[0], days[1]))


def shape_precision(start: date, end: date) -> Precision:
    """The largest calendar unit that ``start`` .. ``end`` is a whole number of."""
    if start.month == 1 and start.day == 1 and end.month == 12 and end.day == 31:
        return "year"
    month_end = end.day == calendar.monthrange(end.year, end.month)[1]
    if start.day == 1 and month_end:
        whole_quarters = (start.month - 1) % 3 == 0 and end.month % 3 == 0
        return "quarter" if whole_quarters else "month"
    if start.weekday() == 0 and end.weekday() == 6:
        return "week"
    return "day"


def day_span(day: date) -> Span:
    return Span(day, day)


def week_span(day: date, shift: int = 0) -> Span:
    """The Monday-to-Sunday week holding ``day``, ``shift`` weeks on (or back)."""
    monday = day - timedelta(days=day.weekday()) + timedelta(weeks=shift)
    return Span(monday, monday + timedelta(days=6), precision="week")


def weekend_span(day: date, shift: int = 0) -> Span:
    monday = week_span(day, shift).start
    return Span(monday + timedelta(days=5), monday + timedelta(days=6))


def month_span(year: int, month: int) -> Span | None:
    if not (1 <= month <= 12 and FIRST_YEAR <= year <= LAST_YEAR):
        return None
    last = calendar.monthrange(year, month)[1]
    return Span(date(year, month, 1), date(year, month, last), precision="month")


def quarter_span(year: int, quarter: int) -> Span | None:
    first, last = month_span(year, 3 * quarter - 2), month_span(year, 3 * quarter)
    if not (1 <= quarter <= 4) or first is None or last is None:
        return None
    return Span(first.start, last.end, precision="quarter")


def half_span(year: int, half: int) -> Span | None:
    first, last = quarter_span(year, 2 * half - 1), quarter_span(year, 2 * half)
    if not (1 <= half <= 2) or first is None or last is None:
        return None
    return Span(first.start, last.end, precision="quarter")


# The parts of a month and of a year phrases name ("early March", "5月下旬", "mid-2024", "年底"):
# first and last day of the month, first and last month of the year
MONTH_PARTS = {"early": (1, 10), "mid": (11, 20), "late": (21, 31)}
YEAR_PARTS = {"early": (1, 3), "mid": (5, 7), "late": (10, 12), "end": (12, 12)}
# The month a season begins, in the northern hemisphere; a season lasts three months and winter
# runs into the next year (winter 2023 is December 2023 to February 2024)
SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}


def month_part(year: int, month: int, part: str) -> Span | None:
    """The days of ``part`` ("early", "mid", "late") of the month: 1-10, 11-20, 21 to its end."""
    whole = month_span(year, month)
    if whole is None or part not in MONTH_PARTS:
        return None
    first, last = MONTH_PARTS[part]
    return Span(whole.start.replace(day=first), whole.start.replace(day=min(last, whole.end.day)))


def months_span(year: int, first: int, count: int) -> Span | None:
    """``count`` whole months from month ``first`` of ``year`` (into the next year past December)."""
    start, end = month_span(year, first), month_span(*shift_month(year, first, count - 1))
    if start is None or end is None:
        return None
    return Span(start.start, end.end, precision="month")


def year_part(year: int, part: str) -> Span | None:
    """The months of ``part`` of the year: "early" January-March, "mid" May-July, "late"
    October-December, "end" December."""
    first, last = YEAR_PARTS[part]
    return months_span(year, first, last - first + 1)


def season_span(year: int, season: str, part: str | None = None) -> Span | None:
    """The three months of ``season`` of ``year`` (winter reaching into the next year), or one
    of them for a ``part`` ("early", "mid", "late")."""
    first = SEASONS[season]
    if part is None:
        return months_span(year, first, 3)
    return months_span(*shift_month(year, first, ("early", "mid", "late").index(part)), 1)


def year_span(year: int) -> Span | None:
    if not FIRST_YEAR <= year <= LAST_YEAR:
        return None
    return Span(date(year, 1, 1), date(year, 12, 31), precision="year")


def date_span(year: int, month: int, day: int) -> Span | None:
    """The day, or None when there is no such day (31 June, 29 Feb 2023)."""
    try:
        return Span(date(year, month, day), date(year, month, day))
    except ValueError:
        return None


def shift_month(year: int, month: int, months: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + months
    return index // 12, index % 12 + 1


def add_months(day: date, months: int) -> date:
    """``day`` moved by whole months, clamped to the month's last day (31 May - 3 months = 28 Feb)."""
    year, month = shift_month(day.year, day.month, months)
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _distance(span: Span, today: date) -> int:
    if span.start <= today <= span.end:
        return 0
    return min(abs((span.start - today).days), abs((span.end - today).days))


def nearest(candidates: Iterable[Span], today: date, tense: int) -> Span | None:
    """The candidate a year-less phrase means: with a past ``tense`` (-1) the latest one that has
    begun by ``today``, with a future one (1) the earliest not yet over, else the nearest to
    ``today`` (0 days when it holds today; a tie goes to the earlier)."""
    spans = list(candidates)
    if tense < 0:
        begun = [span for span in spans if span.start <= today]
        if begun:
            return max(begun, key=lambda span: span.start)
    elif tense > 0:
        open_ = [span for span in spans if span.end >= today]
        if open_:
            return min(open_, key=lambda span: span.start)
    if not spans:
        return None
    return min(spans, key=lambda span: (_distance(span, today), span.start))


def yearless(make: Callable[[int], Span | None], today: date, tense: int) -> Span | None:
    """``make(year)`` for the year the phrase means (see ``nearest``); four years either side so
    that 29 February finds a leap year."""
    years = range(max(FIRST_YEAR, today.year - 4), min(LAST_YEAR, today.year + 4) + 1)
    return nearest((span for year in years if (span := make(year)) is not None), today, tense)


def weekday_near(today: date, weekday: int, tense: int) -> Span | None:
    """The day with ``weekday`` (Monday 0) a bare weekday name means, within a week of ``today``."""
    offset = (weekday - today.weekday()) % 7
    candidates = [today + timedelta(days=offset - 7), today + timedelta(days=offset)]
    if offset == 0:
        candidates = [today]
    return nearest((day_span(day) for day in candidates), today, tense)
