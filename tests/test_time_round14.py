"""Memories that know when (issue 23), fourteenth round, by class, each both ways: more refusals
of a proposal ("nobody wanted to", "we kept Rhys", "not buying", "没转"), someone else's by a
relative or the shop across the road ("表姑家的…", "对面那家…", "told us their …"), and the period
before last ("the quarter before last", "上上个季度")."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from agent_memory import Memory
from agent_memory.search.theirs import says_not_ours, turned_down
from agent_memory.when.query import query_span

from .conftest import Clock, superseded_by_later

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("A neighbour suggested moving the compost bins back behind the shed; nobody wanted to.", True),
        ("Marta offered to take the bookkeeping back; we kept Dev.", True),
        ("The old landlord offered to let us have the flat again; the agency kept Sam on the lease.", True),
        ("The man at the shop said I should try the carbon frame; not buying.", True),
        ("Someone recommended the Tuesday class instead; not switching.", True),
        ("同事劝我把公积金转到另一家银行，算了下不划算，没转。", True),
        ("物业建议我们把车位搬到地下二层，我们没搬。", True),
        # a change, a keeping with no proposal before it, a proposal taken up
        ("We kept the Tuesday slot.", False),
        ("Marta offered to take the bookkeeping back, and from May she does it.", False),
        ("公积金转到了建行。", False),
    ],
)
def test_more_refusals_of_a_proposal(text: str, refused: bool) -> None:
    assert turned_down(text) is refused


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "The compost bins moved to the allotment gate.",
            "A neighbour suggested moving the compost bins back behind the shed; nobody wanted to.",
            False,
        ),
        (
            "Dev from Ledgerly does our bookkeeping now.",
            "Marta offered to take the bookkeeping back now her course is done; we kept Dev.",
            False,
        ),
        ("公积金在工行缴存。", "同事劝我把公积金转到招行，算了下不划算，没转。", False),
        # a change said outright still supersedes
        ("The compost bins moved to the allotment gate.", "The compost bins moved back behind the shed.", True),
        ("公积金在工行缴存。", "公积金转到招行了。", True),
    ],
)
def test_a_refused_proposal_supersedes_nothing(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("表姑家的保姆一个月才五千。", True),
        ("姨妈家的车位一个月三百。", True),
        ("对面那家面馆的牛肉面卖十八一碗。", True),
        ("The Anchor's team told us their entry is £3.", True),
        ("Our fee is £2 each.", False),
        ("刘阿姨过年回老家了，新来的保姆是庞阿姨。", False),
        ("店里的牛肉面涨到二十一碗。", False),
    ],
)
def test_someone_else_by_a_relative_or_across_the_road(text: str, theirs: bool) -> None:
    assert says_not_ours(text) is theirs


@pytest.mark.parametrize(
    ("query", "start", "end"),
    [
        # asked Monday 17 June 2024: this quarter is April-June
        ("What did a lesson cost the quarter before last?", date(2023, 10, 1), date(2023, 12, 31)),
        ("上上个季度课时费是多少？", date(2023, 10, 1), date(2023, 12, 31)),
        ("上个季度课时费是多少？", date(2024, 1, 1), date(2024, 3, 31)),
        ("Who coached us the month before last?", date(2024, 4, 1), date(2024, 4, 30)),
        ("Where did we meet the year before last?", date(2022, 1, 1), date(2022, 12, 31)),
        ("What did a lesson cost last quarter?", date(2024, 1, 1), date(2024, 3, 31)),
    ],
)
def test_the_period_before_last(query: str, start: date, end: date) -> None:
    asked = query_span(query, NOW)
    assert asked is not None and asked.span is not None
    assert (asked.span.start, asked.span.end) == (start, end)


def test_the_quarter_before_last_finds_what_was_written_then(timed: Memory, clock: Clock) -> None:
    then = timed.remember(
        "Piano lessons with Mrs Hale cost £30 each.", written_at=clock.at("2023-11-06T09:00:00+00:00")
    )
    timed.remember("Piano lessons went up to £34 each.", written_at=clock.at("2024-02-12T09:00:00+00:00"))
    clock.at("2024-06-17T10:00:00+00:00")
    hits = timed.recall("What did a piano lesson cost the quarter before last?", top_k=5, record_access=False)
    assert hits[0].entry.id == then.entry.id


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # someone gone (ill, back to school, on leave, moved by their firm) and the role taken over
        ("领唱是退休的纪老师。", "纪老师身体不好，领唱由她的学生小满接过去。", True),
        ("前台是外甥女小禾在做，周末也在。", "小禾开学回去了，前台这块由我爸接过去。", True),
        ("游泳队的主教练是柯教练。", "柯教练调去省队，接她班的是芦教练。", True),
        ("婚礼司仪请的是表姐阿岩。", "阿岩产假提前了，司仪由公司的同事小蒋来。", True),
        # who takes it over, with nothing of the earlier memory in common
        ("会计是老周。", "老周生病了，账由小吴来。", False),
        # nobody said gone: a second role, not the earlier one handed on
        ("领唱是退休的纪老师。", "伴奏由她的学生小满来。", False),
    ],
)
def test_a_role_taken_over_after_someone_is_gone(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


def test_someone_back_after_illness_ends_the_stand_in(timed: Memory, clock: Clock) -> None:
    first = timed.remember("书法班由退休的韦老师来教。", written_at=clock.at("2024-01-08T09:00:00+00:00")).entry.id
    stand_in = timed.remember(
        "韦老师要做手术，书法班这块暂时交给小柯。", written_at=clock.at("2024-03-04T09:00:00+00:00")
    ).entry.id
    back = timed.remember("韦老师恢复了，又回来负责书法班。", written_at=clock.at("2024-05-06T09:00:00+00:00")).entry.id
    assert timed.get(first).superseded_by == stand_in
    assert timed.get(stand_in).superseded_by == back
