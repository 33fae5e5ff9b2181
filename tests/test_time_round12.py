"""Memories that know when (issue 23), twelfth round, by class, each both ways: an amount in
Chinese numerals is a value ("两千二"), and a total said changed names its thing ("总共变成"); a name
said no longer used at all is enough to replace a memory naming it ("不再用X了", "We no longer use
X."); a value that goes up from a term is a change; a thing's price or time is the thing;
a day of the week left needs another word in common; someone gone and a change hand on what they
held ("老王回老家了，工地现在由小李负责"); someone named by the road they live on, or a named person's
kin "also", is someone else; a change in one language of an amount kept in the other, its thing
named by a small glossary ("Budget raised to …" after "婚礼预算…") or by a name opening it."""

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


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("健身卡年费一千八。", "年费涨到两千二了。", True),
        ("游泳班学费一学期九百。", "游泳班学费调到一千一。", True),
        ("装修报价十二万，半包。", "装修总共变成十三万五。", True),
        ("婚宴预算一共八万。", "婚宴预算一共变成九万五。", True),
        # another thing's amount, a thought, a total of another thing
        ("停车费每月两百。", "物业费涨到三百了。", False),
        ("健身卡年费一千八。", "要不要把年费涨到两千二？", False),
        ("装修报价十二万，半包。", "家具总共变成三万。", False),
    ],
)
def test_an_amount_in_chinese_numerals_is_a_value(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("Invoices are drafted in FreshBooks.", "We no longer use FreshBooks.", True),
        ("Design files live in Figma, on the team plan.", "We have stopped using Figma; Penpot does it.", True),
        ("画图用的是Figma专业版。", "不再用Figma了，改用Sketch。", True),
        ("爸现在练的是隶书。", "爸不再练隶书了，改练草书。", True),
        # used no longer for one purpose only, a thought, another name
        ("Team chat is on Slack.", "We no longer use Slack for alerts; PagerDuty pages us.", False),
        ("画图用的是Figma专业版。", "考虑不再用Figma了。", False),
        ("画图用的是Figma专业版。", "不再用Sketch了。", False),
    ],
)
def test_a_name_no_longer_used_is_enough(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("Swim lessons are £8 a session.", "Swim lessons go up to £9 from the autumn term.", True),
        ("Allotment rent is £40 a year.", "Allotment rent goes up to £46 from next season.", True),
        ("School dinners are £2.40 a day.", "Dinner price goes up to £2.60.", True),
        ("Gym membership is £30 a month.", "Membership fee goes up to £35.", True),
        # a measure that fell is no change of a fact held (the versions it names are no move)
        ("We support Windows 10 and macOS 12.", "Error rate fell to 2% on Windows 11 after the patch.", False),
        # another thing's price, another's lessons
        ("Swim lessons are £8 a session.", "Piano lessons go up to £30 from the autumn term.", False),
        ("School dinners are £2.40 a day.", "Bus fare goes up to £2.60.", False),
    ],
)
def test_a_value_that_goes_up_and_a_things_price(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Chess club meets on Thursdays after school.",
            "Chess club is no longer on Thursdays; it moved to Fridays.",
            True,
        ),
        # a day said ended itself: no other word needed
        (
            "The pantry opens on Mondays and Saturdays.",
            "Saturday openings ended; from May it's Mondays and Wednesdays.",
            True,
        ),
        # the day left is all they share
        (
            "I drive the school run on Tuesdays and Thursdays.",
            "Chess club is no longer on Thursdays, so Sam switched to Tuesday art.",
            False,
        ),
        ("Bins go out on Mondays and Thursdays.", "Yoga no longer runs on Mondays; it is Wednesdays now.", False),
    ],
)
def test_a_day_left_needs_another_word(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("工地的工长是老王，电话尾号1234。", "老王回老家了，工地现在由小李负责。", True),
        ("店里的收银是小陈。", "小陈辞职了，店里收银现在由阿芳接手。", True),
        # someone else gone, a thing handed on that the earlier memory lacks
        ("工地的水电师傅是老张。", "老王回老家了，工地现在由小李负责。", False),
        ("店里的收银是小陈，也管进货。", "小陈辞职了，排班表由阿芳接手。", False),
    ],
)
def test_someone_gone_hands_on_what_they_held(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("Gwen down the road keeps three hives in the field.", True),
        ("Omar across the street pays £40 for his allotment.", True),
        ("Lucy's mum also carpools with the Bells.", True),
        ("Tom's brother is with Octopus as well.", True),
        # ours: a walk down the road, a name's own change, a named person's kin who did something for us
        ("Walked down the road to the new bakery.", False),
        ("Lucy's swimming lessons moved to Fridays.", False),
        ("Kim's dad drove us on Friday.", False),
        ("Mia's teacher also says she reads well.", False),
    ],
)
def test_someone_else_down_the_road_or_a_named_persons_kin(text: str, theirs: bool) -> None:
    from agent_memory.search.theirs import says_not_ours

    assert says_not_ours(text) is theirs


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "婚礼预算总共两万五千镑，双方父母各出五千。",
            "Budget raised to £28,000 after the caterer's quote came in.",
            True,
        ),
        ("Choir subs are £60 a term.", "会费涨到七十五镑一学期。", True),
        ("Our rent is £1,450 a month.", "房租涨到一千五百镑了。", True),
        ("会计外包给了恒信财务，每月一千五。", "Accountant switched: we now use Ledgerly at £180 a month.", True),
        ("My main client is Northstar Media, paying 0.10 a word.", "Northstar 从下个月起每字涨到0.12。", True),
        # another thing's amount, a name the change goes to, no change said, no amount
        ("婚礼预算总共两万五千镑。", "Photographer raised her price to £1,800.", False),
        ("Choir subs are £60 a term.", "停车费涨到五镑。", False),
        ("我们的网站托管在Hetzner，每月20欧。", "Moved the backups to Hetzner Storage Box, €4 a month.", False),
        ("我们的网站托管在Hetzner，每月20欧。", "Hetzner had an outage for 3 hours yesterday.", False),
        ("婚礼预算还没定。", "Budget raised after the caterer's quote came in.", False),
    ],
)
def test_a_change_in_the_other_language(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked
