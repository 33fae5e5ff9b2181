"""Memories that know when (issue 23), eleventh round, by class, each both ways in English and
Chinese: someone named by where we know them ("next door", "from work"), a friend's, a named
party's team, a place's shop, a classmate of theirs, a named group's like fact "too," is theirs,
and no change of ours supersedes it; a put-back names the value it undoes in the plural, a day
of the week in either language, and replaces what holds now after the memory that held what it
puts back, and an earlier memory naming it as it stood; a put-back's own clause gives no reason;
"replaced it" is a repair, not a change; a Chinese change said with 改 and a verb ("改报", "改订",
"改加盟"); a dated question finds what superseded the memory its words name."""

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


# ---- someone else's like fact --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("Anika next door is on Octopus too, paying £90 a month.", True),
        ("Raj from work cycles in on Tuesdays and his bike is also a Brompton.", True),
        ("Lou from the choir pays £12 a term as well.", True),
        ("A colleague's podcast also uses Buzzsprout for hosting.", True),
        ("Ben's office team books the same pitch as well, at 8pm.", True),
        ("The bakery on Hill Road also sells our rye at £4.", True),
        ("His flatmate Dora also rents from Acme Lettings.", True),
        ("The Northside Runners train at the track too, on Thursdays.", True),
        ("同学小林也在新东方上课，学费也是一万。", True),
        ("闺蜜也在这家美容院办了卡。", True),
        # ours: a change told from somewhere, a name that does what we do, a place we go
        ("Moved from pitch 14 to pitch 3 by the fountain.", False),
        ("Back from the dentist: the crown is fitted.", False),
        ("Raj said the landlord raises our rent in May.", False),
        ("The gym on King Street is where we train now.", False),
        ("Her coach is now Tomasz.", False),
        ("The Lantern Players are doing Earnest in the spring.", False),
        ("小林老师的课改到周六了。", False),
        ("同学聚会改到周日了，在老地方。", False),
    ],
)
def test_someone_else_named_by_where_we_know_them(text: str, theirs: bool) -> None:
    from agent_memory.search.theirs import says_not_ours

    assert says_not_ours(text) is theirs


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Anika next door is on Octopus too, paying £90 a month.",
            "Our energy tariff is now Octopus Agile, £85 a month.",
        ),
        ("同学小林也在新东方上课，学费也是一万。", "学费涨到一万二了，还在新东方上课。"),
    ],
)
def test_no_change_of_ours_supersedes_theirs(timed: Memory, clock: Clock, old: str, new: str) -> None:
    assert superseded_by_later(timed, clock, old, new) is False


# ---- a put-back: the value it undoes -------------------------------------------------------------------


def _three(memory: Memory, clock: Clock, first: str, second: str, third: str) -> tuple[str, str, str]:
    ids = []
    for text, moment in ((first, "2024-01-08"), (second, "2024-03-04"), (third, "2024-05-06")):
        ids.append(memory.remember(text, written_at=clock.at(f"{moment}T09:00:00+00:00")).entry.id)
    return ids[0], ids[1], ids[2]


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # the left day in the plural, or in the other language
        ("Choir practice no longer runs on Mondays; it's Wednesdays now.", "Choir practice is back to Monday.", True),
        ("更新日改到每周四，周二停用了。", "Release day is back to Tuesdays.", True),
        ("俱乐部改成周四晚上打了，周三停用。", "俱乐部时间又改回周三晚上了。", True),
        # another day put back leaves it
        ("更新日改到每周四，周二停用了。", "Release day is back to Fridays.", False),
        ("Choir practice no longer runs on Mondays; it's Wednesdays now.", "Yoga is back to Mondays.", False),
    ],
)
def test_a_put_back_names_the_day_it_undoes(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("first", "second", "third", "linked"),
    [
        # what holds now after the memory that held what is put back
        (
            "目标院校定了：华东师范的教育学。",
            "目标院校改成南京师范，华东师范的分数线太高。",
            "想了很久，还是改回华东师范。",
            True,
        ),
        (
            "Our CI runs on Jenkins.",
            "Moved CI from Jenkins to Buildkite, Jenkins kept timing out.",
            "Went back to Jenkins.",
            True,
        ),
        # someone else's put-back undoes nothing of ours
        (
            "目标院校定了：华东师范的教育学。",
            "目标院校改成南京师范，华东师范的分数线太高。",
            "室友也改回华东师范了。",
            False,
        ),
        (
            "Our CI runs on Jenkins.",
            "Moved CI from Jenkins to Buildkite.",
            "Lina from work went back to Jenkins too.",
            False,
        ),
    ],
)
def test_a_put_back_replaces_what_holds_after_it_was_left(
    timed: Memory, clock: Clock, first: str, second: str, third: str, linked: bool
) -> None:
    _, middle, last = _three(timed, clock, first, second, third)
    assert (timed.get(middle).superseded_by == last) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # an earlier memory naming what is put back, as it stood, sharing another word
        (
            "Beans come from Ridgeline Roasters: the house blend at £19 a kilo.",
            "Back with Ridgeline, now £20 a kilo.",
            True,
        ),
        ("婚宴酒店定在君悦，每桌八千。", "香格里拉太贵，酒店还是回到君悦，每桌八千五。", True),
        # one that shares nothing else, or names a day only
        ("Ridgeline delivers on Fridays.", "Back with Ridgeline, now £20 a kilo.", False),
        ("Bins go out on Tuesdays.", "Yoga is back to Tuesdays, £8 a class.", False),
    ],
)
def test_a_put_back_restates_what_it_names(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # the reason is said outside the put-back's clause
        ("Electricity is on the Agile tariff from this month.", "Agile spiked in April. Back on Cosy.", True),
        # in its clause a name says for whom, no reason
        (
            "Food is now Purina Senior for Marmalade, £22 a month.",
            "Switched back to Millgate Vets for Marmalade: Dr Sow handles the senior cats again.",
            False,
        ),
    ],
)
def test_a_put_back_gives_its_reason_outside_its_clause(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


def test_values_alike_in_the_plural_and_across_languages() -> None:
    from agent_memory.change_left import alike, old_values

    assert alike({"Tuesday"}, {"Tuesdays"}) and alike({"Tuesdays"}, {"周二"}) and alike({"周三晚上"}, {"星期三"})
    assert not alike({"Tuesday"}, {"周三"}) and not alike({"Zen"}, {"Zest"})
    assert old_values("Sessions no longer run on Tuesdays.") == {"Tuesdays"}
    assert old_values("俱乐部改成周四晚上打了，周三停用。") == {"周三"}
    assert old_values("俱乐部每周三晚上打球，周四休息。") == set()


# ---- a repair is no change; a Chinese change said with 改 and a verb -------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Went with Halden Solar: twelve panels and a battery, £10,200 all in.",
            "The battery faulted; Halden replaced it under warranty.",
            False,
        ),
        ("Our CI runs on Jenkins on the build box.", "Replaced Jenkins with GitHub Actions on the build box.", True),
    ],
)
def test_replaced_it_is_a_repair(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("打算开奶茶店，加盟品牌选了茶语时光，加盟费六万八。", "茶语时光条款太苛刻，解约了，改加盟鹿野茶铺。", True),
        ("考研报了启航的全程班，学费一万二。", "启航老师换得太勤，解约了，改报文都的集训营。", True),
        # no contract ended: the party stays
        ("打算开奶茶店，加盟品牌选了茶语时光，加盟费六万八。", "茶语时光的新品改订了一批杯子。", False),
    ],
)
def test_a_contract_ended_with_a_change_said_with_gai(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a dated question: what superseded the memory its words name ---------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "query", "other", "then"),
    [
        # asked after the change: what superseded the memory the words name, in other words
        (
            "Running shoes: Brooks Ghost 16, £130.",
            "Swapped the Ghosts for Hoka Clifton 9s, £135; the Brooks gave me blisters.",
            "Which running shoes did I wear in May 2024?",
            "Booked a physio session for my knee.",
            "second",
        ),
        (
            "跑步鞋是布鲁克斯 Ghost 16，一双一千。",
            "Ghost 16 换成了 Hoka Clifton 9，布鲁克斯磨脚。",
            "2024年5月穿的是什么跑步鞋？",
            "约了理疗，膝盖不舒服。",
            "second",
        ),
        # asked before it: the memory the words name, as it held then
        (
            "Running shoes: Brooks Ghost 16, £130.",
            "Swapped the Ghosts for Hoka Clifton 9s, £135; the Brooks gave me blisters.",
            "Which running shoes did I wear in February 2024?",
            "Booked a physio session for my knee.",
            "first",
        ),
    ],
)
def test_a_dated_question_finds_the_successor_of_what_it_names(
    timed: Memory, clock: Clock, first: str, second: str, query: str, other: str, then: str
) -> None:
    old = timed.remember(first, written_at=clock.at("2024-01-08T09:00:00+00:00")).entry.id
    new = timed.remember(second, written_at=clock.at("2024-03-04T09:00:00+00:00")).entry.id
    # something else written in the time asked
    timed.remember(
        other, written_at=clock.at("2024-05-02T09:00:00+00:00" if then == "second" else "2024-02-12T09:00:00+00:00")
    )
    assert timed.get(old).superseded_by == new
    clock.at("2024-06-17T10:00:00+00:00")
    hits = [hit.entry.id for hit in timed.recall(query, top_k=5, record_access=False)]
    held = new if then == "second" else old
    assert hits[0] == held


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # a change to a thing's label and number names the thing
        (
            "Bakery stall at the Saturday market: pitch 14, £25 a day.",
            "Moved to pitch 3 by the fountain; £30 a day.",
            True,
        ),
        ("Our desk is in room 118 on the second floor.", "Moved to room 204 after the refit.", True),
        # another thing's number, or a place with no number, leaves it
        ("Our desk is in room 118 on the second floor.", "Moved to pitch 3 by the fountain.", False),
        ("Bakery stall at the Saturday market: pitch 14, £25 a day.", "Moved to Leeds in March.", False),
    ],
)
def test_a_change_to_a_labelled_number_names_the_label(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # a day said stopped leaves the memory that names it, in the plural too
        (
            "Food bank open Tuesdays and Saturdays, 10-1, at the hall.",
            "Saturday sessions ended last week; from July the food bank opens Tuesdays and Thursdays.",
            True,
        ),
        (
            "Swim squad trains Mondays and Fridays at the lido.",
            "Friday training was dropped; squad trains Mondays only.",
            True,
        ),
        # a day of another thing stopped leaves it
        ("Food bank open Tuesdays and Saturdays, 10-1, at the hall.", "Saturday football ended for the season.", False),
    ],
)
def test_a_day_said_stopped(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("query", "days"),
    [
        ("Which push service did we use in the first week of January 2026?", ("2026-01-01", "2026-01-07")),
        ("What did we ship the last week of February?", ("2026-02-22", "2026-02-28")),
        ("谁在 the third week of March 2025 值班?", ("2025-03-15", "2025-03-21")),
        # a week of something else, or a month word that is no month, is no week of a month
        ("What did we cover in the first week of the course?", None),
        ("the last week of may be busy", None),
    ],
)
def test_a_week_of_a_month(query: str, days: tuple[str, str] | None) -> None:
    from agent_memory.when import query_span

    when = query_span(query, datetime(2026, 3, 16))
    span = when.span if when is not None else None
    got = (span.start.isoformat(), span.end.isoformat()) if span is not None and span.precision == "week" else None
    assert got == days


def test_a_put_back_leaves_what_changed_another_fact(timed: Memory, clock: Clock) -> None:
    # the venue put back: the change of time that followed the first memory stands
    _, middle, last = _three(
        timed,
        clock,
        "每周三晚上在体育中心打球，年费一千二。",
        "俱乐部改成周四晚上打了，周三停用。",
        "体育中心装修好了，场地改回体育中心。",
    )
    assert timed.get(middle).superseded_by != last
