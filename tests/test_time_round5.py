"""Memories that know when (issue 23), fifth round: parts of a period in questions and memories
("summer 2023", "early 2024", "mid-March", "5月上旬", "去年年底", "2024年夏天"), in English and
Chinese, and the phrases that look like them but name no time; a question that says "now" asks
what holds now whatever time it names besides."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent_memory import Memory
from agent_memory.when import event_span, query_span

from .conftest import Clock

# Wednesday 5 March 2025, 10:00
NOW = datetime(2025, 3, 5, 10, 0)

PARTS: list[tuple[str, str]] = [
    # English seasons: three months, winter reaching into the next year
    ("Which CI were we using in summer 2023?", "2023-06-01/2023-08-31"),
    ("What was Dana's diet in spring 2023?", "2023-03-01/2023-05-31"),
    ("we migrated in the fall of 2023", "2023-09-01/2023-11-30"),
    ("autumn 2022 offsite", "2022-09-01/2022-11-30"),
    ("the office was cold in winter 2023", "2023-12-01/2024-02-29"),
    ("summer of '23", "2023-06-01/2023-08-31"),
    ("late summer 2022", "2022-08-01/2022-08-31"),
    ("what did we ship last summer?", "2024-06-01/2024-08-31"),
    ("this past summer", "2024-06-01/2024-08-31"),
    ("last winter", "2024-12-01/2025-02-28"),
    ("this spring", "2025-03-01/2025-05-31"),
    ("next winter", "2025-12-01/2026-02-28"),
    ("over the summer we moved the cluster", "2024-06-01/2024-08-31"),
    # English parts of a year and of a month
    ("What was Dana's job title in early 2024?", "2024-01-01/2024-03-31"),
    ("the start of 2024", "2024-01-01/2024-03-31"),
    ("mid-2021", "2021-05-01/2021-07-31"),
    ("late 2023", "2023-10-01/2023-12-31"),
    ("by the end of last year", "2024-12-01/2024-12-31"),
    ("the end of the year", "2025-12-01/2025-12-31"),
    ("due the end of March", "2025-03-21/2025-03-31"),
    ("in late May we shipped", "2024-05-21/2024-05-31"),
    ("mid-March", "2025-03-11/2025-03-20"),
    ("middle of June 2024", "2024-06-11/2024-06-20"),
    ("early next month", "2025-04-01/2025-04-10"),
    ("end of the month", "2025-03-21/2025-03-31"),
    # Chinese seasons
    ("2024年夏天用户喝什么？", "2024-06-01/2024-08-31"),
    ("去年夏天", "2024-06-01/2024-08-31"),
    ("2023年秋天", "2023-09-01/2023-11-30"),
    ("2023年冬天", "2023-12-01/2024-02-29"),
    ("今夏", "2025-06-01/2025-08-31"),
    ("这个冬天", "2025-12-01/2026-02-28"),
    ("2022年初夏", "2022-06-01/2022-06-30"),
    # Chinese parts of a month and of a year
    ("5月上旬网关健康检查用的是哪个端口？", "2025-05-01/2025-05-10"),
    ("2024年3月中旬", "2024-03-11/2024-03-20"),
    ("2024年5月初", "2024-05-01/2024-05-10"),
    ("2024年5月下旬", "2024-05-21/2024-05-31"),
    ("3月底", "2025-03-21/2025-03-31"),
    ("去年年底", "2024-12-01/2024-12-31"),
    ("2023年底我们用什么调度", "2023-12-01/2023-12-31"),
    ("今年底", "2025-12-01/2025-12-31"),
    ("年底前完成", "2025-12-01/2025-12-31"),
    ("在年初", "2025-01-01/2025-03-31"),
    ("2023年中", "2023-05-01/2023-07-31"),
    ("上个月底", "2025-02-21/2025-02-28"),
    ("下月初", "2025-04-01/2025-04-10"),
    ("月底前交", "2025-03-21/2025-03-31"),
]


@pytest.mark.parametrize(("text", "iso"), PARTS, ids=[text for text, _ in PARTS])
def test_a_part_of_a_period_is_its_days(text: str, iso: str) -> None:
    span = event_span(text, NOW)
    assert span is not None and span.to_iso() == iso, (text, span)


# (text, what it still is: the whole period it names, or None)
NOT_PARTS: list[tuple[str, str | None]] = [
    ("in summer we hike", None),  # a habit: no year, no word placing it
    ("夏天用户喜欢喝冰美式", None),
    ("每年年底发年终奖", None),
    ("we fall back to the replica", None),
    ("it may be late may", None),  # "may" the verb
    ("the start of the sprint", None),
    ("2024年春节回老家", "2024-01-01/2024-12-31"),  # the festival, not spring
    ("2024年夏令营", "2024-01-01/2024-12-31"),
    ("2023年中国市场", "2023-01-01/2023-12-31"),  # 中国, not 年中
]


@pytest.mark.parametrize(("text", "iso"), NOT_PARTS, ids=[text for text, _ in NOT_PARTS])
def test_what_looks_like_a_part_but_is_not(text: str, iso: str | None) -> None:
    span = event_span(text, NOW)
    assert (span.to_iso() if span else None) == iso, (text, span)


def test_a_question_asks_about_the_part_and_ranks_by_the_rest() -> None:
    when = query_span("Which CI were we using in summer 2023?", NOW)
    assert when is not None and when.window == (datetime(2023, 6, 1).date(), datetime(2023, 8, 31).date())
    assert when.rest == "Which CI were we using?"
    chinese = query_span("2024年夏天用户喝什么？", NOW)
    assert chinese is not None and chinese.rest == "用户喝什么？"
    assert chinese.window == (datetime(2024, 6, 1).date(), datetime(2024, 8, 31).date())
    before = query_span("5月上旬之前网关用的哪个端口？", NOW)
    assert before is not None and before.relation == "before"
    assert before.window == (None, datetime(2025, 4, 30).date())


def test_the_cheap_test_lets_through_every_part_of_a_period() -> None:
    from agent_memory.search.timeline import names_a_time

    for text, _ in PARTS:
        assert names_a_time(text), text


# ---- a question that says "now" asks what holds now, whatever time it names besides ----------


@pytest.fixture
def clock() -> Clock:
    return Clock(datetime(2025, 3, 10, 9, tzinfo=UTC))


def _remember(memory: Memory, clock: Clock, when: str, text: str) -> str:
    return memory.remember(text, written_at=clock.at(when)).entry.id


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        (
            "家里的车是 2018 年的卡罗拉。",
            "卡罗拉卖了，换了一辆比亚迪海豹，6月2日提的车。",
            "去年年底就想问了：家里现在开的是什么车？",
        ),
        (
            "Our family car is a 2018 Corolla.",
            "Sold the Corolla; the family car is now a BYD Seal.",
            "I meant to ask at the end of last year: what is the family car now?",
        ),
    ],
)
def test_a_question_saying_now_gets_what_holds_now_first(
    timed: Memory, clock: Clock, old: str, new: str, asked: str
) -> None:
    old_id = _remember(timed, clock, "2023-03-01T09:00:00+00:00", old)
    for n, text in enumerate(("房贷利率下调到 4.6%。", "The mortgage rate is now 3.85%.", "车险续了，平安。")):
        _remember(timed, clock, f"2024-1{n}-16T09:00:00+00:00", text)
    new_id = _remember(timed, clock, "2024-06-06T09:00:00+00:00", new)
    assert timed.get(old_id).superseded_by == new_id
    clock.at("2025-02-14T09:00:00+00:00")
    found = [hit.entry.id for hit in timed.recall(asked, record_access=False)]
    assert found.index(new_id) < found.index(old_id)
    if asked.isascii():  # the context block: what holds now, its history in a word
        block = timed.context(asked)
        assert new_id in block.ids and old_id not in block.ids, block


@pytest.mark.parametrize(
    ("rest", "now"),
    [
        ("家里现在开的是什么车？", True),
        ("目前谁负责值班", True),
        ("which car do we drive now?", True),
        ("who currently leads the team?", True),
        ("what's the staging port these days?", True),
        ("what did we use until now", False),  # the end of a time asked about
        ("从那时到现在用过哪些数据库", False),
        ("which database did we use", False),
        ("what is known", False),
    ],
)
def test_asks_now(rest: str, now: bool) -> None:
    from agent_memory.search.timeline import asks_now

    assert asks_now(rest) is now


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        (
            "家里的车是 2018 年的卡罗拉。",
            "卡罗拉卖了，换了一辆比亚迪海豹，6月2日提的车。",
            "2024年初家里开的是什么车？",
        ),
        (
            "Our family car is a 2018 Corolla.",
            "Sold the Corolla; the family car is now a BYD Seal.",
            "In early 2024, which car did the family drive?",
        ),
    ],
)
def test_a_time_asked_about_still_narrows_without_now(
    timed: Memory, clock: Clock, old: str, new: str, asked: str
) -> None:
    old_id = _remember(timed, clock, "2023-03-01T09:00:00+00:00", old)
    new_id = _remember(timed, clock, "2024-06-06T09:00:00+00:00", new)
    assert timed.get(old_id).superseded_by == new_id
    clock.at("2025-02-14T09:00:00+00:00")
    assert timed.recall(asked, record_access=False)[0].entry.id == old_id


# ---- before or after an event named by words: the memory telling of the change ----------------


def test_before_an_event_what_held_then_first_and_the_change_itself_next(timed: Memory, clock: Clock) -> None:
    rabbit = _remember(
        timed, clock, "2022-07-11T09:00:00+00:00", "Background jobs run on Celery with RabbitMQ as the broker."
    )
    _remember(timed, clock, "2022-11-14T09:00:00+00:00", "Pricing: $49/month flat.")
    swap = _remember(timed, clock, "2023-04-17T09:00:00+00:00", "Swapped RabbitMQ for Redis as the Celery broker.")
    _remember(
        timed,
        clock,
        "2025-03-10T09:00:00+00:00",
        "Temporal migration finished; Celery and the Redis broker are removed.",
    )
    clock.at("2025-03-14T09:00:00+00:00")
    found = [hit.entry.id for hit in timed.recall("Before Redis, what was the Celery broker?", record_access=False)]
    assert found[0] == rabbit and swap in found[:3]


def test_the_change_to_an_event_tells_what_came_before_it(timed: Memory, clock: Clock) -> None:
    _remember(timed, clock, "2024-01-09T09:00:00+00:00", "Training runs on the on-prem cluster with 8x V100.")
    _remember(timed, clock, "2024-02-12T09:00:00+00:00", "We pin Python 3.10 for all training images.")
    moved = _remember(
        timed, clock, "2024-06-10T09:00:00+00:00", "Feature store moved from Feast to a plain BigQuery table."
    )
    _remember(
        timed, clock, "2024-11-05T09:00:00+00:00", "Churn model v5 is in production; it uses the new BigQuery features."
    )
    clock.at("2025-01-31T09:00:00+00:00")
    found = timed.recall("Which feature store did we use before BigQuery?", record_access=False)
    assert found[0].entry.id == moved


@pytest.fixture
def orders(timed: Memory, clock: Clock) -> tuple[str, str, str]:
    ecs = _remember(timed, clock, "2023-08-09T09:00:00+00:00", "订单服务部署在阿里云 ECS 上，两台 4核8G。")
    _remember(timed, clock, "2023-10-12T09:00:00+00:00", "2023年10月11日发布了订单服务 v2.0，支持拆单。")
    plan = _remember(timed, clock, "2024-03-05T09:00:00+00:00", "上周三开会决定：订单服务迁移到 Kubernetes，Q2 完成。")
    k8s = _remember(
        timed, clock, "2024-06-28T09:00:00+00:00", "订单服务已全部迁到自建 Kubernetes 集群，ECS 机器下周释放。"
    )
    _remember(timed, clock, "2025-03-19T09:00:00+00:00", "发布了订单服务 v3.1，修复了重复退款的问题。")
    clock.at("2025-03-21T09:00:00+00:00")
    return ecs, plan, k8s


def test_before_an_event_in_chinese_the_plan_for_it_is_no_answer(timed: Memory, orders: tuple[str, str, str]) -> None:
    ecs, plan, _ = orders
    found = [hit.entry.id for hit in timed.recall("迁到 Kubernetes 之前，订单服务部署在哪？", record_access=False)]
    assert found[0] == ecs and found.index(plan) > 0


def test_after_an_event_in_chinese_the_memory_telling_of_it_comes_first(
    timed: Memory, orders: tuple[str, str, str]
) -> None:
    ecs, _, k8s = orders
    found = [hit.entry.id for hit in timed.recall("迁到 Kubernetes 之后，订单服务部署在哪？", record_access=False)]
    assert found[0] == k8s and (ecs not in found or found.index(ecs) > found.index(k8s))


# ---- a chain of supersessions is told latest first --------------------------------------------


@pytest.mark.parametrize(
    ("texts", "asked"),
    [
        (
            (
                "Kicked off project Atlas today. Main database will be MySQL 8 for now.",
                "Atlas main database: PostgreSQL 15 after the migration finished on 16 June.",
                "Atlas database upgraded over the weekend, no downtime.",
            ),
            "Which database does Atlas use?",
        ),
        (
            (
                "用户喜欢浅色主题，说深色看着累。",
                "用户把编辑器换成了深色主题。",
                "用户想把主题换成柔和一点的深色配色。",
            ),
            "用户现在喜欢什么主题？",
        ),
    ],
)
def test_what_holds_now_then_its_history_latest_first(
    timed: Memory, clock: Clock, texts: tuple[str, str, str], asked: str
) -> None:
    first, middle, last = (
        _remember(timed, clock, f"2023-0{n + 3}-06T09:00:00+00:00", text) for n, text in enumerate(texts)
    )
    for n, text in enumerate(("Released v1.1 today (dark mode + CSV export).", "用户开始学日语。")):
        _remember(timed, clock, f"2023-0{n + 7}-06T09:00:00+00:00", text)
    timed.supersede(first, by=middle)  # the chain as a person may set it (supersede ID --by LATER)
    timed.supersede(middle, by=last)
    clock.at("2025-01-24T09:00:00+00:00")
    found = [hit.entry.id for hit in timed.recall(asked, record_access=False)]
    assert [memory_id for memory_id in found if memory_id in (first, middle, last)] == [last, middle, first]


@pytest.mark.parametrize(
    ("old", "new", "other", "asked"),
    [
        (
            "Dana's editor of choice is VS Code with the Vim extension.",
            "Dana switched from VS Code to Neovim full time.",
            "Dana tried the Zed editor over the weekend and likes it, but is staying on Neovim.",
            "What editor does Dana use?",
        ),
        (
            "Dana 的编辑器是 VS Code，装了 Vim 插件。",
            "Dana 从 VS Code 换到了 Neovim。",
            "Dana 周末试了 Zed 编辑器，挺喜欢，但还是继续用 Neovim。",
            "Dana 用什么编辑器？",
        ),
    ],
)
def test_among_the_first_shown_history_follows_every_fact_that_holds_now(
    timed: Memory, clock: Clock, old: str, new: str, other: str, asked: str
) -> None:
    old_id = _remember(timed, clock, "2023-02-20T09:00:00+00:00", old)
    new_id = _remember(timed, clock, "2024-03-04T09:00:00+00:00", new)
    other_id = _remember(timed, clock, "2025-01-27T09:00:00+00:00", other)
    assert timed.get(old_id).superseded_by == new_id and timed.get(other_id).superseded_by is None
    clock.at("2025-02-14T09:00:00+00:00")
    found = [hit.entry.id for hit in timed.recall(asked, record_access=False)]
    assert found.index(new_id) < found.index(old_id) and found.index(other_id) < found.index(old_id)


# ---- supersession: a name both hold, opening the earlier one, is a word in common -------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("CI for tinyparse is Travis CI.", "Travis credits ran out; moved CI to GitHub Actions.", True),
        ("CI 用 Jenkins。", "Jenkins 额度用完了，CI 迁到了 GitHub Actions。", True),
        ("GPU 训练在 Lambda 上跑。", "Lambda 太贵，GPU 现在换到 RunPod。", True),
        # the name is no opening word of the earlier one, or the same word counted twice
        (
            "Logs are JSON to stdout, shipped by Vector to Loki; keep 14 days hot, 90 days in S3.",
            "Audit log entries are kept 2 years in the audit_events table, then moved to S3 Parquet.",
            False,
        ),
        (
            "ClickHouse 上线，BI 查询走 ClickHouse，Snowflake 只留财务报表。",
            "dbt 现在是 1.8，跑在 ClickHouse adapter 上。",
            False,
        ),
        ("CI for tinyparse is Travis CI.", "Travis CI is slow today; the queue took an hour.", False),  # no change said
    ],
)
def test_a_name_opening_the_earlier_memory_is_a_word_in_common(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    old_id = _remember(timed, clock, "2024-01-08T09:00:00+00:00", old)
    new_id = _remember(timed, clock, "2024-06-03T09:00:00+00:00", new)
    assert (timed.get(old_id).superseded_by == new_id) is linked


# ---- supersession: a scheduled day said moved ---------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            ("2023-09-04", "Manuscript is due to my editor Hannah on March 1, 2024."),
            ("2024-01-22", "Asked Hannah for more time; the new manuscript deadline is May 15, 2024."),
            True,
        ),
        (
            ("2024-01-08", "客户A的项目 deadline 是 2024-03-31。"),
            ("2024-02-01", "客户A说 deadline 可以延到4月15日。"),
            True,
        ),
        (
            ("2024-02-03", "用户目前体重 82 公斤，目标年底前减到 75。"),
            ("2024-11-03", "用户的新目标：2025年6月前减到 72 公斤。"),
            True,
        ),
        (("2024-01-08", "团建定在 2024-05-20，去杭州。"), ("2024-02-01", "团建延到 6 月 10 日，还是去杭州。"), True),
        # not a schedule moved: another thing changed, no day given, an event that happened
        (("2024-01-08", "客户A的项目 deadline 是 2024-03-31。"), ("2024-02-01", "客户A的项目周会改到周四。"), False),
        (
            ("2023-09-04", "Manuscript is due to my editor Hannah on March 1, 2024."),
            ("2023-10-30", "Hannah liked the manuscript's chapter 3; she moved to a new desk."),
            False,
        ),
        (("2024-03-11", "Atlas v1.0 was released on 2024-03-08."), ("2024-09-30", "Released Atlas v1.1 today."), False),
        (
            ("2024-01-08", "The offsite was on 2024-01-05 in Lisbon."),
            ("2024-02-01", "The offsite date moved: the next one is on 2024-06-10 in Porto."),
            False,
        ),
    ],
)
def test_a_scheduled_day_said_moved_supersedes_the_earlier(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    old_id = _remember(timed, clock, f"{old[0]}T09:00:00+00:00", old[1])
    new_id = _remember(timed, clock, f"{new[0]}T09:00:00+00:00", new[1])
    assert (timed.get(old_id).superseded_by == new_id) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Working title changed to 'Calm Infrastructure' after the marketing meeting.",
            "Final title confirmed: 'Calm Infrastructure: Operating Software Without Drama'.",
            True,
        ),
        ("书名暂定《安静的系统》。", "书名最终定为《平静的基础设施》。", True),
        # "final" said of something else, or no word naming what was settled
        ("Working title changed to 'Calm Infrastructure'.", "The final chapter is about on-call rotations.", False),
        ("书名暂定《安静的系统》。", "出版社说封面设计下周给初稿。", False),
    ],
)
def test_a_value_said_settled_supersedes_the_earlier(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    old_id = _remember(timed, clock, "2024-03-11T09:00:00+00:00", old)
    new_id = _remember(timed, clock, "2025-01-13T09:00:00+00:00", new)
    assert (timed.get(old_id).superseded_by == new_id) is linked
