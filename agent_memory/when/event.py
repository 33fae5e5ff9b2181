"""When a memory's event happened, read from its text and resolved against its writing time."""

from __future__ import annotations

from datetime import date, datetime

from . import chinese, english, parts
from .scan import Found, Scanner
from .span import Span

_SCANNER = Scanner((*english.NUMERIC_RULES, *english.RULES, *parts.RULES, *chinese.RULES))


def time_phrases(text: str, moment: datetime | date) -> list[Found]:
    """Every time phrase of ``text`` in order of position, resolved against ``moment``."""
    return _SCANNER.find(text, moment)


def event_span(text: str, written_at: datetime | date) -> Span | None:
    """The days the event of ``text`` happened on, or None when the text does not say.

    Relative words ("yesterday", "last week", "三天前", "上周三") count from ``written_at``, in
    its own zone (a naive time is taken as the writer's local time). When the text holds several
    time phrases the first one is the event's ("Yesterday we agreed to ship by 2024-01-01" is
    yesterday); two joined by "to"/"至" make one range. A date without a year is the occurrence
    nearest to ``written_at``, leaning to the past or the future when the text's tense says so
    ("we shipped on June 16" written in January is last June).
    """
    found = time_phrases(text, written_at)
    return found[0].span if found else None
