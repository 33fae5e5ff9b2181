"""Memories that know when (issue 23), tenth round, by class, each both ways in English and
Chinese: what another says of their own, a named colleague or a named person's friend, a like fact
said "too," by a named party, a fellow patient or the flat below, is theirs; a value put back
("back with", "back at", "又换回FreeAgent了", "还是回到君悦") replaces the change it undoes, when
that change went to a name the put-back gives as its reason, or stood in for a while; a change to
a time of the week or day leaves another fact; someone back ends the memory that said they left; a
plan moved to another day replaces the plan, and the event told as done replaces both; a day a plan
is moved to lies ahead; a contract ended leaves the party taken on; a put-back names the days it
leaves in the plural; a party closed for good ("went bust", "倒闭了") is a thing said gone."""

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
        ("Marek next door says his gas bill is 80 a month, same as ours was.", True),
        ("Bea on my team is still on the old laptop plan.", True),
        ("Sanjay's friend Ola pays 40 a month at the same gym.", True),
        ("Riverside Chess Club meets on Mondays too, in the library annex.", True),
        ("病友张阿姨也在这家医院做透析，每周三次。", True),
        ("楼下那家也找的这个保洁，每次两百。", True),
        # ours: what we are told of our own, everyone of us, a habit of ours said "too,"
        ("The landlord says our rent goes up in May.", False),
        ("Everyone on my team uses Linear now.", False),
        ("Backups run nightly too, at 03:00.", False),
        ("同学聚会改到周六了。", False),
    ],
)
def test_a_like_fact_another_tells_of_their_own(text: str, theirs: bool) -> None:
    from agent_memory.search.theirs import says_not_ours

    assert says_not_ours(text) is theirs


# ---- a value put back: the change it undoes ------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # the change went to a name the put-back gives as the reason it left
        (
            "Switched the phone contract to Three for the discount.",
            "Three dropped calls all month, so we're back with Giffgaff.",
            True,
        ),
        ("宽带换成了电信，联通太慢。", "电信老掉线，宽带还是回到联通，联通给了优惠。", True),
        ("Moved invoicing to Sage.", "Sage太贵，开票又换回FreeAgent了。", True),
        # no change, or a put-back of someone else's: nothing undone
        ("Invoices go through Xero.", "开票又换回FreeAgent了。", False),
        ("Switched the phone contract to Three.", "Our neighbours are back with Giffgaff.", False),
        ("宽带是电信的，每月一百。", "朋友家宽带还是回到联通了。", False),
    ],
)
def test_a_put_back_replaces_the_change_it_undoes(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Millfield Baths is closed for repairs; we swim at Kings Leisure meanwhile.",
            "Repairs done - back at Millfield Baths.",
            True,
        ),
        ("泳池检修，这段时间暂时去体育中心游。", "检修结束，又回到泳池了。", True),
        # the stand-in is for another place than the one put back
        (
            "The pool is closed for repairs; we swim at Kings Leisure meanwhile.",
            "Pool reopened - back at Millfield Baths.",
            False,
        ),
        ("泳池检修，这段时间暂时去体育中心游。", "检修结束，又回到海边了。", False),
    ],
)
def test_a_put_back_ends_the_stand_in(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Subs up to 7 - the pub charges for the room.", "Room is free again, so subs return to 5."),
        ("会费涨到七十，场地费贵了。", "场地费降了，会费回到五十。"),  # 回到 was a change word before this round
    ],
)
def test_a_value_returned_to_is_a_change(timed: Memory, clock: Clock, old: str, new: str) -> None:
    assert superseded_by_later(timed, clock, old, new)


# ---- a change to a time of the week or day is no change of another fact --------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("Ruth is back and coaching the juniors again.", "Junior coaching moved back to Friday 7pm.", False),
        ("殷老师回来了，又给爸爸做理疗。", "理疗回到每周一三五上午，下午爸爸要午睡。", False),
        # the time a change happened is no value of it
        (
            "The event bus is self-hosted Kafka on six brokers.",
            "The old Kafka brokers were decommissioned over the weekend.",
            True,
        ),
        # the earlier one gives a time too: the same fact, changed
        ("Rehearsals are Tuesdays at 7:30 in the hall.", "Rehearsals moved to Wednesdays at 7:30 in the hall.", True),
        ("理疗每周一上午做，治疗师是殷老师。", "理疗改到每周二下午，上午人太多。", True),
    ],
)
def test_a_change_of_time_leaves_another_fact(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- someone back whom the earlier memory said left ----------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("Priya left for Singapore; Tom manages our group now.", "Priya is back and runs the weekly review.", True),
        ("接手带我的是老邵，韩姐调去海外了。", "韩姐回国了，又来带我，老邵去带新人。", True),
        # the earlier one never said they left
        ("Tom manages our group.", "Priya is back and runs the weekly review.", False),
        ("导师是韩姐，每周一对一。", "韩姐回国了，又来带我，老邵去带新人。", False),
    ],
)
def test_someone_back_ends_their_stand_in(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a plan moved, then carried out --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("复诊改到2月12号了。", "复诊又推到2月26号，医生去开会。", True),
        ("The review is scheduled for 12 March.", "The review was postponed again, to 26 March.", True),
        # another plan moved
        ("复诊改到2月12号了。", "体检又推到2月26号。", False),
        ("The review is scheduled for 12 March.", "The audit was postponed again, to 26 March.", False),
    ],
)
def test_a_plan_moved_to_another_day(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    old_id = timed.remember(old, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    new_id = timed.remember(new, written_at=clock.at("2024-02-07T09:00:00+00:00")).entry.id
    assert (timed.get(old_id).superseded_by == new_id) is linked


@pytest.mark.parametrize(
    ("plan", "done", "linked"),
    [
        ("The school play is scheduled for 14 March.", "The school play went ahead yesterday - full house.", True),
        ("复诊又推到3月14号，医生去开会。", "昨天复诊做完了，牙套调好了。", True),
        # another event done
        ("The school play is scheduled for 14 March.", "The school bake sale went ahead yesterday.", False),
        ("复诊又推到3月14号，医生去开会。", "昨天洗牙做完了。", False),
    ],
)
def test_a_plan_carried_out(timed: Memory, clock: Clock, plan: str, done: str, linked: bool) -> None:
    old_id = timed.remember(plan, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    new_id = timed.remember(done, written_at=clock.at("2024-03-15T09:00:00+00:00")).entry.id
    assert (timed.get(old_id).superseded_by == new_id) is linked


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Dentist check-up moved to 12 March.", "2024-03-12"),
        ("复诊改到3月12号了。", "2024-03-12"),
        # no plan: a year-less day told in the past leans back
        ("Had the dentist check-up on 12 January.", "2024-01-12"),
        ("1月12号复诊了。", "2024-01-12"),
    ],
)
def test_a_day_a_plan_is_moved_to_lies_ahead(timed: Memory, clock: Clock, text: str, day: str) -> None:
    entry = timed.remember(text, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry
    assert (entry.happened or "")[:10] == day


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Band C analyst, salary 48k.", "Promoted! From March I'm Band D, salary 55k."),
        ("入职星澜科技，职级P5，月薪两万二。", "升了！从三月起是P6，工资没变，还是两万二。"),
    ],
)
def test_a_value_from_a_month_said_in_words(timed: Memory, clock: Clock, old: str, new: str) -> None:
    assert superseded_by_later(timed, clock, old, new)


def test_a_time_from_names_no_thing_changed(timed: Memory, clock: Clock) -> None:
    # "三月起" says when the change holds: the lesson is no thing changed (its teacher is), so its fee stands
    assert not superseded_by_later(timed, clock, "钢琴课学费每节300元。", "刘老师要休产假，钢琴课三月起由陈老师接手。")


# ---- a contract ended, and a change: the party taken on is left --------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("装修找的是匠心家装，预算十八万，工长老鲁。", "解约了，改成住美装饰接着干，老鲁那边质量太差。", True),
        (
            "We hired Brightway Builders for the loft; the foreman is Stan.",
            "Ended the contract, Stan's work was sloppy; switched to Oakfield Builders.",
            True,
        ),
        # the earlier one took no one on
        ("开工推到6月9日，物业审批没下来，老鲁在等。", "解约了，改成住美装饰接着干，老鲁那边质量太差。", False),
        (
            "Stan says the loft will take six weeks.",
            "Ended the contract, Stan's work was sloppy; switched to Oakfield Builders.",
            False,
        ),
    ],
)
def test_a_contract_ended_leaves_the_party_taken_on(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


def test_a_put_back_names_the_left_days_in_the_plural(timed: Memory, clock: Clock) -> None:
    old, new = "Shifts switched to Wednesday evenings.", "Back to Saturday mornings - Wednesdays clash with choir."
    assert superseded_by_later(timed, clock, old, new)


# ---- what stays: a schedule put back is no name, a deadline met, a plan that also holds a venue -------


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a time put back by the one the earlier change went to: another fact of hers, not a change undone
        ("阿杰离职了,私教换成了莉莉。", "膝盖有点疼,莉莉把训练暂时调回每周三次,周一三五。"),
        ("Jake left; switched my trainer to Lily.", "Knee hurts, so Lily moved training back to Mondays and Fridays."),
        # a day something is due stays true when it is met
        ("The thesis draft is due 31 December.", "Submitted the thesis draft yesterday."),
        ("论文截止日期延到12月31日。", "昨天把论文交了。"),
        # a plan that also holds a venue is not replaced whole by its day moved
        ("公司年会场地定在希尔顿宴会厅，日期3月23日。", "老板要出差，年会改到3月30日。"),
    ],
)
def test_what_a_change_leaves_standing(timed: Memory, clock: Clock, old: str, new: str) -> None:
    assert not superseded_by_later(timed, clock, old, new)


# ---- a party closed for good: its name alone is enough -------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Signed up at FitHub gym; my trainer there is Dave.",
            "FitHub went bust! Switched to Gymbox, pay as you go.",
            True,
        ),
        ("在力美健身办了卡，私教是大勇，一节课三百。", "力美倒闭了！改成去超级猩猩，按次付费。", True),
        # another party closed
        ("Signed up at FitHub gym; my trainer there is Dave.", "Gymbox went bust, glad we never joined.", False),
        ("在力美健身办了卡，私教是大勇，一节课三百。", "乐刻倒闭了，还好没在那办卡。", False),
    ],
)
def test_a_party_closed_for_good(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked
