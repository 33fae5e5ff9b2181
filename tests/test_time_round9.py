"""Memories that know when (issue 23), ninth round, by class, each both ways in English and
Chinese: a like fact said "also" of another party, or of a relative by name, is theirs; a
capital opening a sentence ("My …") is no name a question asks; a value said to hold from a time
on ("from March", "下个月起") is a change; a value put back replaces the change that left it when
the put-back names what it leaves."""

from __future__ import annotations

from datetime import datetime

import pytest

from agent_memory import Memory

from .conftest import Clock, superseded_by_later

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


# ---- someone else's like fact: "also" of a named party, a relative by name -----------------------------


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("The Northgate Choir is also rehearsing on Wednesdays at 7.", True),
        ("Aunt Mei is flying to Lisbon on the same weekend.", True),
        ("物业公司的保洁也是每周五来。", True),
        ("表姐在同一家健身房练普拉提。", True),
        ("竞品的台灯也卖39元。", True),
        # ours: a second fact of our own thing, or ours said "also"
        ("The API is also rate-limited to 100 requests a minute.", False),
        ("我们店的奶茶也涨到18元了。", False),
        ("儿子的钢琴课也是周五。", False),
        ("瑜伽课也改到周五了。", False),
        ("李阿姨家里有事辞职了,新保洁是周姐。", False),  # an aunt by name is no kin of ours
    ],
)
def test_a_like_fact_of_another_party(text: str, theirs: bool) -> None:
    from agent_memory.search.theirs import says_not_ours

    assert says_not_ours(text) is theirs


def test_a_capital_opening_a_sentence_is_no_name_the_question_asks(timed: Memory, clock: Clock) -> None:
    from agent_memory.search.theirs import not_ours

    ours = timed.remember("Spanish lessons on Mondays at 6pm.", written_at=clock.at("2024-02-05T09:00:00+00:00"))
    theirs = timed.remember("My brother's lessons are Mondays at 6pm too.", written_at=clock.at("2024-03-05T09:00:00"))
    ids = [theirs.entry.id, ours.entry.id]
    entries = timed.store.get_many(ids)
    # "my" in the question names no one: theirs is still theirs
    assert not_ours(ids, entries, "When is my Spanish lesson?") == {theirs.entry.id}
    assert not_ours(ids, entries, "When are my brother's lessons?") == set()  # asked about them: no longer set aside


# ---- a value said to hold from a time on ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("Parcels are handled by DPD.", "Evri handles our parcels from March.", True),
        ("瑜伽课每周三晚上在静心馆上。", "下个月起瑜伽课每周五晚上在静心馆上。", True),
        # a range of days from a month is no change; another thing from next month is no link
        ("Parcels are handled by DPD.", "The trade fair runs from March 3 to 8 in Hall B.", False),
        ("瑜伽课每周三晚上在静心馆上。", "下个月起物业费涨到每平米3元。", False),
    ],
)
def test_a_value_said_to_hold_from_a_time_on(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a value put back, naming what it leaves -----------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("Home broadband is Vodafone Fibre from this month.", "Vodafone kept dropping at night. Back on Zen.", True),
        ("家里宽带从这个月起用 Vodafone。", "Vodafone 晚上老掉线,又换回 Zen 了。", True),
        # the earlier one says no change, or already names what is put back: not this rule's
        ("Vodafone's shop is on the High Street.", "Vodafone kept dropping at night. Back on Zen.", False),
        ("Vodafone 的营业厅在步行街。", "Vodafone 晚上老掉线,又换回 Zen 了。", False),
    ],
)
def test_a_value_put_back_replaces_the_change_it_names(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked
