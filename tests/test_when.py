"""Memories that know when (issue 23): the days a memory's text says its event happened, resolved
against its writing time, and the time a question asks about -- in English and Chinese, with the
numbers that are not dates left alone."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from agent_memory.when import QueryTime, Span, event_span, query_span, time_phrases

# Wednesday 21 June 2023, 10:00: last week is 12-18 June, this week 19-25, next week 26 June - 2 July
WED = datetime(2023, 6, 21, 10, 0)

# (text, what event_span gives as ISO, or None); written at WED
PHRASES: list[tuple[str, str | None]] = [
    # English, absolute
    ("We moved on 16 June 2023", "2023-06-16"),
    ("Released June 16, 2023 after review", "2023-06-16"),
    ("cutover 16 Jun", "2023-06-16"),
    ("2023-06-16 deploy of the API", "2023-06-16"),
    ("deployed on 6/16", "2023-06-16"),
    ("Budget approved in June 2023", "2023-06-01/2023-06-30"),
    ("We hired two engineers in 2022", "2022-01-01/2022-12-31"),
    ("Revenue target for Q3 2023", "2023-07-01/2023-09-30"),
    ("signed on the 1st of March, 2021", "2021-03-01"),
    ("Sept. 5th 2022 incident", "2022-09-05"),
    ("the Dec 2022 outage", "2022-12-01/2022-12-31"),
    ("2023/06/16", "2023-06-16"),
    ("due 6/16/2023", "2023-06-16"),
    ("16/06/2023", "2023-06-16"),
    ("logged 2023-06-16T10:30:00Z", "2023-06-16"),
    ("2023 Q4 planning", "2023-10-01/2023-12-31"),
    ("H1 2024 roadmap", "2024-01-01/2024-06-30"),
    ("in the second half of 2022", "2022-07-01/2022-12-31"),
    ("flaky since March", "2023-03-01/2023-03-31"),
    ("back in 2019 we used Jenkins", "2019-01-01/2019-12-31"),
    ("mid-2021", "2021-05-01/2021-07-31"),
    ("Fri, 16 Jun 2023", "2023-06-16"),
    ("the 2023-06 release", "2023-06-01/2023-06-30"),
    ("from May to July", "2023-05-01/2023-07-31"),
    ("between 2019 and 2021", "2019-01-01/2021-12-31"),
    ("from 2019 to 2021 we ran Jenkins", "2019-01-01/2021-12-31"),
    ("the launch slipped to 2024.", "2024-01-01/2024-12-31"),
    ("Monday to Friday", "2023-06-19/2023-06-23"),
    # English, weekdays
    ("demo next Friday", "2023-06-30"),
    ("last Monday", "2023-06-19"),
    ("this Friday", "2023-06-23"),
    ("on Friday we shipped it", "2023-06-16"),
    ("the review is on Friday", "2023-06-23"),
    ("we will demo it Monday", "2023-06-26"),
    ("last Wednesday", "2023-06-14"),
    ("Friday next week", "2023-06-30"),
    ("Tuesday last week", "2023-06-13"),
    ("the coming Monday", "2023-06-26"),
    ("last Fri", "2023-06-16"),
    # English, relative
    ("yesterday", "2023-06-20"),
    ("Today we agreed on Postgres", "2023-06-21"),
    ("tomorrow", "2023-06-22"),
    ("the day before yesterday", "2023-06-19"),
    ("the day after tomorrow", "2023-06-23"),
    ("last night the job failed", "2023-06-20"),
    ("this morning", "2023-06-21"),
    ("last week", "2023-06-12/2023-06-18"),
    ("this week", "2023-06-19/2023-06-25"),
    ("next week", "2023-06-26/2023-07-02"),
    ("last month", "2023-05-01/2023-05-31"),
    ("next month", "2023-07-01/2023-07-31"),
    ("last year", "2022-01-01/2022-12-31"),
    ("this year", "2023-01-01/2023-12-31"),
    ("last quarter", "2023-01-01/2023-03-31"),
    ("3 days ago", "2023-06-18"),
    ("two weeks ago", "2023-06-05/2023-06-11"),
    ("a month ago", "2023-05-01/2023-05-31"),
    ("2 years ago", "2021-01-01/2021-12-31"),
    ("a couple of weeks ago", "2023-06-05/2023-06-11"),
    ("three hours ago", "2023-06-21"),
    ("12 hours ago", "2023-06-20"),
    ("last weekend", "2023-06-17/2023-06-18"),
    ("this weekend", "2023-06-24/2023-06-25"),
    ("over the past 3 days", "2023-06-18/2023-06-21"),
    ("in the last two weeks", "2023-06-07/2023-06-21"),
    ("the past month", "2023-05-21/2023-06-21"),
    ("5 days from now", "2023-06-26"),
    # Chinese
    ("2023年6月16日上线", "2023-06-16"),
    ("6月16日", "2023-06-16"),
    ("2023年6月", "2023-06-01/2023-06-30"),
    ("2023年", "2023-01-01/2023-12-31"),
    ("去年", "2022-01-01/2022-12-31"),
    ("今年", "2023-01-01/2023-12-31"),
    ("明年", "2024-01-01/2024-12-31"),
    ("前年", "2021-01-01/2021-12-31"),
    ("昨天", "2023-06-20"),
    ("前天", "2023-06-19"),
    ("大前天", "2023-06-18"),
    ("今天", "2023-06-21"),
    ("明天", "2023-06-22"),
    ("后天", "2023-06-23"),
    ("上周", "2023-06-12/2023-06-18"),
    ("本周", "2023-06-19/2023-06-25"),
    ("这周", "2023-06-19/2023-06-25"),
    ("下周", "2023-06-26/2023-07-02"),
    ("上周三", "2023-06-14"),
    ("下周五", "2023-06-30"),
    ("下个星期一", "2023-06-26"),
    ("周五上线了", "2023-06-16"),
    ("周五要上线", "2023-06-23"),
    ("星期一", "2023-06-19"),
    ("礼拜天", "2023-06-18"),
    ("上个月", "2023-05-01/2023-05-31"),
    ("下个月", "2023-07-01/2023-07-31"),
    ("三天前", "2023-06-18"),
    ("两周前", "2023-06-05/2023-06-11"),
    ("三个月前", "2023-03-01/2023-03-31"),
    ("半年前", "2022-12-01/2022-12-31"),
    ("十年前", "2013-01-01/2013-12-31"),
    ("两天后", "2023-06-23"),
    ("上半年", "2023-01-01/2023-06-30"),
    ("去年下半年", "2022-07-01/2022-12-31"),
    ("2023年第三季度", "2023-07-01/2023-09-30"),
    ("第三季度", "2023-07-01/2023-09-30"),
    ("上个季度", "2023-01-01/2023-03-31"),
    ("去年6月", "2022-06-01/2022-06-30"),
    ("二〇二三年十二月三十一日", "2023-12-31"),
    ("23年6月", "2023-06-01/2023-06-30"),
    ("最近三天", "2023-06-18/2023-06-21"),
    ("六月十六号", "2023-06-16"),
    ("上周末", "2023-06-17/2023-06-18"),
    ("5月到7月", "2023-05-01/2023-07-31"),
    ("6月16日（周五）", "2023-06-16"),
    ("3月底", "2023-03-21/2023-03-31"),
    ("２０２３年６月１６日", "2023-06-16"),
    # numbers that are not dates
    ("v2.3.1", None),
    ("staging listens on port 8443", None),
    ("the box has 16 GB of RAM", None),
    ("Python 3.11", None),
    ("add 1/2 cup of flour", None),
    ("meet at 10:30", None),
    ("see /var/log/6/16", None),
    ("mem_20230616_103000_abcd", None),
    ("listening on 0.0.0.0:2023", None),
    ("build 20230616", None),
    ("ticket #2023", None),
    ("issue 2023-1234", None),
    ("3.14159", None),
    ("1,000,000 rows", None),
    ("we may 5 times retry", None),
    ("march 3 miles", None),
    ("sat down with the team", None),
    ("2023 rows were migrated", None),
    ("fits in 2048 bytes", None),
    ("up to 2000 entries per page", None),
    ("scored 9/10 in review", None),
    ("Sun Microsystems made Java", None),
    ("12号机房的5号线", None),
    ("timeout 2020ms", None),
    ("192.168.1.20", None),
    ("Q3 results look good", None),
    ("standup on Fridays", None),
    ("3 of 4 tests pass", None),
    ("周期性任务", None),
    ("一周一次", None),
    ("每周五开会", None),
    ("用了3个月", None),
    ("5年前端经验", None),
    ("版本 2.3.1，端口 8443", None),
]


def test_the_table_holds_enough_phrases_of_both_languages() -> None:
    chinese = [text for text, _ in PHRASES if any("\u4e00" <= char <= "\u9fff" for char in text)]
    negatives = [text for text, iso in PHRASES if iso is None]
    assert len(PHRASES) >= 80 and len(chinese) >= 40 and len(negatives) >= 25


@pytest.mark.parametrize(("text", "iso"), PHRASES, ids=[text for text, _ in PHRASES])
def test_event_span_of_each_phrase(text: str, iso: str | None) -> None:
    span = event_span(text, WED)
    assert (span.to_iso() if span else None) == iso, (text, span)
    if span is not None:
        assert span.text and span.text in text


def test_the_words_and_the_unit_are_kept() -> None:
    assert event_span("We moved to Postgres last week.", WED) == Span(
        date(2023, 6, 12), date(2023, 6, 18), "last week", "week"
    )
    assert event_span("上周三我们把数据库迁到了 PostgreSQL", WED) == Span(
        date(2023, 6, 14), date(2023, 6, 14), "上周三", "day"
    )
    assert event_span("in Q3 2023", WED).precision == "quarter"  # type: ignore[union-attr]
    assert event_span("2023年", WED).precision == "year"  # type: ignore[union-attr]
    assert event_span("June 2023", WED).precision == "month"  # type: ignore[union-attr]


def test_the_first_phrase_is_the_event_and_all_are_listed() -> None:
    text = "Yesterday we agreed to ship v2.0 by 2024-01-01"
    assert event_span(text, WED) == Span(date(2023, 6, 20), date(2023, 6, 20), "Yesterday")
    phrases = time_phrases(text, WED)
    assert [text[one.start : one.end] for one in phrases] == ["Yesterday", "2024-01-01"]
    assert [one.span.to_iso() for one in phrases] == ["2023-06-20", "2024-01-01"]


# --- weeks start on Monday ------------------------------------------------------------------------

MONDAY = datetime(2023, 6, 19, 9, 0)
SUNDAY = datetime(2023, 6, 18, 21, 0)


@pytest.mark.parametrize(
    ("text", "moment", "iso"),
    [
        ("last week", MONDAY, "2023-06-12/2023-06-18"),
        ("this week", MONDAY, "2023-06-19/2023-06-25"),
        ("上周", MONDAY, "2023-06-12/2023-06-18"),
        ("本周", MONDAY, "2023-06-19/2023-06-25"),
        ("yesterday", MONDAY, "2023-06-18"),
        ("last Monday", MONDAY, "2023-06-12"),
        ("this Monday", MONDAY, "2023-06-19"),
        ("上周一", MONDAY, "2023-06-12"),
        ("last week", SUNDAY, "2023-06-05/2023-06-11"),
        ("this week", SUNDAY, "2023-06-12/2023-06-18"),
        ("上周", SUNDAY, "2023-06-05/2023-06-11"),
        ("这周", SUNDAY, "2023-06-12/2023-06-18"),
        ("next Monday", SUNDAY, "2023-06-19"),
        ("下周一", SUNDAY, "2023-06-19"),
        ("last Sunday", SUNDAY, "2023-06-11"),
        ("this Sunday", SUNDAY, "2023-06-18"),
        ("周日", SUNDAY, "2023-06-18"),
        ("tomorrow", SUNDAY, "2023-06-19"),
    ],
)
def test_weeks_at_their_edges(text: str, moment: datetime, iso: str) -> None:
    assert event_span(text, moment).to_iso() == iso  # type: ignore[union-attr]


# --- months, years and leap days --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "moment", "iso"),
    [
        ("last month", datetime(2023, 1, 15), "2022-12-01/2022-12-31"),
        ("上个月", datetime(2023, 1, 15), "2022-12-01/2022-12-31"),
        ("last year", datetime(2023, 1, 15), "2022-01-01/2022-12-31"),
        ("3 months ago", datetime(2023, 1, 15), "2022-10-01/2022-10-31"),
        ("三个月前", datetime(2023, 1, 15), "2022-10-01/2022-10-31"),
        ("last week", datetime(2023, 1, 1), "2022-12-19/2022-12-25"),
        ("yesterday", datetime(2023, 3, 1), "2023-02-28"),
        ("昨天", datetime(2024, 3, 1), "2024-02-29"),
        ("tomorrow", datetime(2023, 12, 31), "2024-01-01"),
        ("明天", datetime(2023, 12, 31), "2024-01-01"),
        ("next month", datetime(2023, 12, 31), "2024-01-01/2024-01-31"),
        ("下周", datetime(2023, 12, 31), "2024-01-01/2024-01-07"),
        ("3 months ago", datetime(2023, 5, 31), "2023-02-01/2023-02-28"),
        ("the past month", datetime(2023, 3, 31), "2023-02-28/2023-03-31"),
        ("last quarter", datetime(2023, 2, 10), "2022-10-01/2022-12-31"),
        ("去年", datetime(2024, 1, 1), "2023-01-01/2023-12-31"),
        ("2024-02-29", datetime(2024, 6, 1), "2024-02-29"),
        ("Feb 29", datetime(2025, 3, 1), "2024-02-29"),
        ("2月29日", WED, "2024-02-29"),
        ("2月29日上线了", WED, "2020-02-29"),
        ("12月到1月", WED, "2023-12-01/2024-01-31"),
        ("from December to February", datetime(2023, 11, 1), "2023-12-01/2024-02-29"),
    ],
)
def test_months_years_and_leap_days(text: str, moment: datetime, iso: str) -> None:
    assert event_span(text, moment).to_iso() == iso  # type: ignore[union-attr]


def test_a_day_the_calendar_lacks_is_no_day() -> None:
    assert event_span("2023-02-29", WED) is None
    assert event_span("2023年2月30日", WED) != Span(date(2023, 2, 28), date(2023, 2, 28))
    assert event_span("June 31", WED) is None
    # the month of an impossible day still stands when it is written with its year
    assert event_span("29 Feb 2023", WED) == Span(date(2023, 2, 1), date(2023, 2, 28), "Feb 2023", "month")


# --- a date without a year: the nearest occurrence, leaning with the text's tense ---------------------


@pytest.mark.parametrize(
    ("text", "moment", "iso"),
    [
        ("June 16", datetime(2023, 1, 10), "2023-06-16"),  # 157 days ahead beats 208 behind
        ("we shipped on June 16", datetime(2023, 1, 10), "2022-06-16"),  # past tense: the last one
        ("we will ship on June 16", datetime(2023, 7, 1), "2024-06-16"),  # future: the next one
        ("12月25日", datetime(2024, 1, 5), "2023-12-25"),
        ("12月25日要发布", datetime(2024, 12, 1), "2024-12-25"),
        ("in March", datetime(2023, 11, 20), "2024-03-01/2024-03-31"),  # 102 days ahead, 234 behind
        ("in March we migrated", datetime(2023, 11, 20), "2023-03-01/2023-03-31"),
        ("last June", datetime(2023, 6, 21), "2022-06-01/2022-06-30"),
        ("last June", datetime(2023, 12, 1), "2023-06-01/2023-06-30"),
        ("next January", datetime(2023, 12, 1), "2024-01-01/2024-01-31"),
        ("Friday", datetime(2023, 6, 23), "2023-06-23"),
        ("the planned migration on Friday", WED, "2023-06-23"),
        ("the deadline is Monday", WED, "2023-06-26"),
        ("we met on Monday", WED, "2023-06-19"),
    ],
)
def test_year_less_dates(text: str, moment: datetime, iso: str) -> None:
    assert event_span(text, moment).to_iso() == iso  # type: ignore[union-attr]


def test_the_writers_own_day_counts_whatever_the_zone() -> None:
    late = datetime(2023, 6, 21, 23, 30, tzinfo=timezone(timedelta(hours=8)))
    assert event_span("yesterday", late).to_iso() == "2023-06-20"  # type: ignore[union-attr]
    assert event_span("yesterday", late.astimezone(UTC)).to_iso() == "2023-06-20"  # type: ignore[union-attr]
    assert event_span("一小时前", datetime(2023, 6, 21, 0, 30)).to_iso() == "2023-06-20"  # type: ignore[union-attr]
    assert event_span("yesterday", date(2023, 6, 21)).to_iso() == "2023-06-20"  # type: ignore[union-attr]


# --- the ISO forms for a db column and a note's frontmatter ----------------------------------------------


@pytest.mark.parametrize(
    ("iso", "precision"),
    [
        ("2023-06-16", "day"),
        ("2023-06-12/2023-06-18", "week"),
        ("2023-06-01/2023-06-30", "month"),
        ("2024-02-01/2024-02-29", "month"),
        ("2023-07-01/2023-09-30", "quarter"),
        ("2023-01-01/2023-06-30", "quarter"),
        ("2023-01-01/2023-12-31", "year"),
        ("2023-06-14/2023-06-16", "day"),
        ("2023-05-01/2023-07-31", "month"),
    ],
)
def test_iso_round_trip(iso: str, precision: str) -> None:
    span = Span.from_iso(iso)
    assert span.to_iso() == iso
    assert span.precision == precision
    assert Span.from_columns(*span.to_columns()) == span


def test_what_event_span_finds_survives_the_iso_form() -> None:
    for text, iso in PHRASES:
        span = event_span(text, WED)
        if iso is not None and span is not None:
            again = Span.from_iso(span.to_iso(), span.text)
            assert (again.start, again.end, again.text) == (span.start, span.end, span.text)


@pytest.mark.parametrize(
    ("bad", "says"),
    [
        ("2023-13-01", "not a day of the calendar"),
        ("16 June 2023", "YYYY-MM-DD"),
        ("2023-06-30/2023-06-01", "ends on or after its start"),
        ("2023-06-01/2023-06-02/2023-06-03", "YYYY-MM-DD/YYYY-MM-DD"),
        ("2023-W24-5", "YYYY-MM-DD"),
        ("", "YYYY-MM-DD"),
    ],
)
def test_a_bad_iso_form_is_refused_with_the_form_named(bad: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        Span.from_iso(bad)


def test_a_span_checks_itself() -> None:
    with pytest.raises(ValueError, match="ends on or after"):
        Span(date(2023, 6, 2), date(2023, 6, 1))
    with pytest.raises(ValueError, match="precision is one of"):
        Span(date(2023, 6, 1), date(2023, 6, 1), precision="fortnight")  # type: ignore[arg-type]
    span = Span(date(2023, 6, 1), date(2023, 6, 30))
    assert span.days == 30 and span.contains(date(2023, 6, 30)) and not span.contains(date(2023, 7, 1))
    assert span.overlaps(date(2023, 6, 30), date(2023, 7, 5)) and not span.overlaps(date(2023, 7, 1), date(2023, 7, 5))


# --- questions ---------------------------------------------------------------------------------------


def _window(query: str, now: datetime = WED) -> tuple[str, str, tuple[date | None, date | None], str]:
    found = query_span(query, now)
    assert found is not None and found.span is not None, query
    return found.relation, found.span.text, found.window, found.rest


@pytest.mark.parametrize(
    ("query", "relation", "words", "window", "rest"),
    [
        (
            "what did we decide last week?",
            "in",
            "last week",
            (date(2023, 6, 12), date(2023, 6, 18)),
            "what did we decide?",
        ),
        ("what changed since May", "after", "May", (date(2023, 5, 1), None), "what changed"),
        ("what changed after May?", "after", "May", (date(2023, 6, 1), None), "what changed?"),
        ("deploys before 2024", "before", "2024", (None, date(2023, 12, 31)), "deploys"),
        ("open bugs until June 2023", "before", "June 2023", (None, date(2023, 6, 30)), "open bugs"),
        ("deploys in May 2023", "in", "May 2023", (date(2023, 5, 1), date(2023, 5, 31)), "deploys"),
        ("from May to July what changed", "in", "May to July", (date(2023, 5, 1), date(2023, 7, 31)), "what changed"),
        (
            "what happened between 2019 and 2021",
            "in",
            "2019 and 2021",
            (date(2019, 1, 1), date(2021, 12, 31)),
            "what happened",
        ),
        ("what did we ship on Friday?", "in", "Friday", (date(2023, 6, 16), date(2023, 6, 16)), "what did we ship?"),
        (
            "what is planned for next Friday",
            "in",
            "next Friday",
            (date(2023, 6, 30), date(2023, 6, 30)),
            "what is planned",
        ),
        ("incidents from 2022 onwards", "after", "2022", (date(2022, 1, 1), None), "incidents"),
        ("2023年以前的部署", "before", "2023年", (None, date(2022, 12, 31)), "部署"),
        ("2023年以后换过几次数据库", "after", "2023年", (date(2024, 1, 1), None), "换过几次数据库"),
        ("从2023年起用的什么CI", "after", "2023年", (date(2023, 1, 1), None), "用的什么CI"),
        ("到2023年6月为止的版本", "before", "2023年6月", (None, date(2023, 6, 30)), "版本"),
        ("上个月部署的是哪个版本?", "in", "上个月", (date(2023, 5, 1), date(2023, 5, 31)), "部署的是哪个版本?"),
        ("去年用的什么数据库", "in", "去年", (date(2022, 1, 1), date(2022, 12, 31)), "用的什么数据库"),
        ("上周三讨论了什么", "in", "上周三", (date(2023, 6, 14), date(2023, 6, 14)), "讨论了什么"),
        ("三天前的报错", "in", "三天前", (date(2023, 6, 18), date(2023, 6, 18)), "报错"),
        ("在5月之前用的哪个版本", "before", "5月", (None, date(2023, 4, 30)), "用的哪个版本"),
        ("最近两周改了什么", "in", "最近两周", (date(2023, 6, 7), date(2023, 6, 21)), "改了什么"),
    ],
)
def test_query_span_of_each_question(
    query: str, relation: str, words: str, window: tuple[date | None, date | None], rest: str
) -> None:
    assert _window(query) == (relation, words, window, rest)


def test_a_question_asked_on_a_monday_or_a_sunday() -> None:
    assert _window("what did we decide last week?", MONDAY)[2] == (date(2023, 6, 12), date(2023, 6, 18))
    assert _window("上周定了什么", SUNDAY)[2] == (date(2023, 6, 5), date(2023, 6, 11))


@pytest.mark.parametrize(
    ("query", "relation", "anchor", "rest"),
    [
        ("what db did we use before the migration?", "before", "migration", "what db did we use?"),
        ("after we moved to GitHub Actions, which runner?", "after", "moved to GitHub Actions", "which runner?"),
        ("what changed since the outage", "after", "outage", "what changed"),
        ("during the migration, who was on call?", "in", "migration", "who was on call?"),
        ("迁移之前用的什么数据库", "before", "迁移", "用的什么数据库"),
        ("我们在迁移到PostgreSQL之前用的是什么？", "before", "迁移到PostgreSQL", "我们用的是什么？"),
        ("上线以后出过什么问题", "after", "上线", "出过什么问题"),
        ("重构以来性能怎么样", "after", "重构", "性能怎么样"),
        ("大促期间谁值班", "in", "大促", "谁值班"),
    ],
)
def test_a_time_named_by_an_event(query: str, relation: str, anchor: str, rest: str) -> None:
    found = query_span(query, WED)
    assert found is not None and found.span is None
    assert (found.relation, found.anchor, found.rest) == (relation, anchor, rest)
    with pytest.raises(ValueError, match="anchored"):
        _ = found.window
    migration = Span(date(2023, 3, 10), date(2023, 3, 10), "migrated to Postgres")
    resolved = found.anchored(migration)
    assert resolved.span == migration and resolved.anchor == anchor


def test_the_window_of_an_anchored_question() -> None:
    found = query_span("what db did we use before the migration?", WED)
    assert found is not None
    resolved = found.anchored(Span(date(2023, 3, 10), date(2023, 3, 10)))
    assert resolved.window == (None, date(2023, 3, 9))
    assert resolved.admits(date(2023, 3, 1)) and not resolved.admits(date(2023, 3, 10))


@pytest.mark.parametrize(
    "query",
    [
        "have we seen this before?",
        "what did we do before that?",
        "when did we move to GitHub Actions?",
        "之前我们用什么",
        "which port does staging use?",
        "以前的方案是什么",
        "what is in the 1/2 cup?",
        "",
    ],
)
def test_a_question_without_a_time(query: str) -> None:
    assert query_span(query, WED) is None


def test_admits_overlapping_and_open_windows() -> None:
    since = query_span("since May", WED)
    before = query_span("before 2024", WED)
    during = query_span("last week", WED)
    assert since is not None and before is not None and during is not None
    assert since.admits(date(2023, 5, 10)) and not since.admits(date(2023, 4, 30))
    assert before.admits(date(2023, 12, 31)) and not before.admits(date(2024, 1, 1))
    assert during.admits(date(2023, 6, 10), date(2023, 6, 12)) and not during.admits(date(2023, 6, 19))
    assert isinstance(during, QueryTime) and during.inclusive


# --- any text at all ---------------------------------------------------------------------------------

_ALPHABET = list(
    "abcdefghijklmnopqrstuvwxyz ABCJFMQ0123456789-/.:,'()年月日号周天前后上下本这个期星礼拜半季度第去今明昨最近过以之来起到至（）\n"
)
_WORDS = ["yesterday", "last", "next", "week", "May", "June", "Friday", "ago", "in", "since", "before", "2023", "16", "the",
          "Q3", "H1", "上周", "三天前", "2023年", "6月", "之前", "以后", "the migration", "6/16", "v2.3.1", "8443", "前端"]  # fmt: skip


def _noise(rng: random.Random, size: int) -> str:
    parts: list[str] = []
    length = 0
    while length < size:
        if rng.random() < 0.3:
            parts.append(rng.choice(_WORDS))
        else:
            parts.append("".join(rng.choice(_ALPHABET) for _ in range(rng.randint(1, 6))))
        parts.append(rng.choice([" ", "", ", ", "\n"]))
        length += len(parts[-2]) + len(parts[-1])
    return "".join(parts)


def test_arbitrary_text_never_raises_and_spans_stay_true_to_their_words() -> None:
    rng = random.Random(23)
    seen = 0
    for _ in range(1500):
        text = _noise(rng, rng.randint(0, 200))
        moment = datetime(rng.randint(1901, 2098), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23))
        for one in time_phrases(text, moment):
            assert text[one.start : one.end] == one.span.text
            assert one.span.start <= one.span.end
            seen += 1
        span = event_span(text, moment)
        assert span is None or span.text in text
        asked = query_span(text, moment)
        assert asked is None or asked.relation in ("in", "before", "after")
    assert seen > 500  # the noise does hold time phrases


def test_the_calendars_ends_are_no_crash() -> None:
    for moment in (datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59)):
        for text in (
            "yesterday",
            "tomorrow",
            "last week",
            "next year",
            "明年",
            "去年",
            "June 16",
            "Friday",
            "三个月后",
        ):
            span = event_span(text, moment)
            assert span is None or span.start <= span.end


def test_a_megabyte_of_text_returns() -> None:
    rng = random.Random(7)
    noise = _noise(rng, 1_000_000)
    assert isinstance(time_phrases(noise, WED), list)
    assert event_span("a" * 1_000_000, WED) is None
    assert event_span("2" * 1_000_000, WED) is None
    assert event_span("年" * 1_000_000, WED) is None
    assert event_span("x " * 500_000 + "yesterday", WED) == Span(date(2023, 6, 20), date(2023, 6, 20), "yesterday")
    many = "deployed 2023-06-16 then " * 40_000
    assert event_span(many, WED) == Span(date(2023, 6, 16), date(2023, 6, 16), "2023-06-16")
    assert query_span("v1.2.3 " * 150_000 + "before the migration", WED) is not None
