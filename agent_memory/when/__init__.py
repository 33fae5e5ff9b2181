"""When things happened: the days a memory's text says its event took place (``event_span``) and
the time a question asks about (``query_span``), in English and Chinese, offline and stdlib-only.

Modules: ``span`` (the Span value, its ISO forms, calendar arithmetic), ``words`` (names, number
words, tense hints), ``english`` and ``chinese`` (the phrase rules), ``scan`` (running the rules),
``parts`` (seasons, parts of a year or month), ``event`` and ``query`` (the two readings).
"""

from __future__ import annotations

from .event import event_span, time_phrases
from .query import QueryTime, Relation, query_span
from .span import Precision, Span

__all__ = ["Precision", "QueryTime", "Relation", "Span", "event_span", "query_span", "time_phrases"]
