"""Memories that know when (issue 23), eighth round, by class, each both ways in English and
Chinese: a later memory answering what the question asks with the same of its words comes first
on a tie, unless it opens on another party's name; a value reverted ("降回", "加回来了") is a
change."""

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


# ---- a later answer to the same question first on a tie ----------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "query", "lifted"),
    [
        # the two share few words, but the same of the question's: the later one first
        (
            "Longest ride so far: 62 km to the coast on the Peugeot with Tom.",
            "Beat my longest ride today: 104 km round the three lakes, home by dark, legs wrecked.",
            "longest ride?",
            True,
        ),
        ("卧推做到了60公斤。", "卧推终于破了80公斤,今天做了两次。", "卧推最好成绩多少公斤?", True),
        # the later one holds another of the question's words, or none: no tie
        ("Longest ride so far: 62 km to the coast.", "The coast path ride took four hours.", "longest ride?", False),
        ("卧推做到了60公斤。", "体重降到了70公斤。", "卧推最好成绩多少公斤?", False),
        # the later one opens on another party's name: theirs, not a newer one of ours
        (
            "Longest ride so far: 62 km to the coast on the Peugeot with Tom.",
            "Pedal Club Leeds says their longest ride is 140 km.",
            "longest ride?",
            False,
        ),
    ],
)
def test_a_later_answer_to_the_same_question_wins_a_tie(
    timed: Memory, clock: Clock, old: str, new: str, query: str, lifted: bool
) -> None:
    from agent_memory.search.pipeline import Candidates
    from agent_memory.search.timeline import asked_words, later_on_ties

    first = timed.remember(old, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    later = timed.remember(new, written_at=clock.at("2024-05-06T09:00:00+00:00")).entry.id
    entries = timed.store.get_many([first, later])
    found = Candidates()
    found.at(first).cosine, found.at(later).cosine = 0.88, 0.86
    asked = asked_words(timed.store, query)
    ranked = later_on_ties([first, later], found, entries, 0.05, timed.store, asked=asked, query=query)
    assert ranked == ([later, first] if lifted else [first, later])
    assert later_on_ties([first, later], found, entries, 0.05, timed.store) == [first, later]  # no question: no move


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("The bakery on Mill Lane sells its rye at 3.80.", True),
        ("Riverside Rowers keep their Sunday outings.", True),
        ("Added Sunday mornings: open Tuesday to Sunday.", False),  # days are no name
        ("Transferred to Ward 4; my manager there is Ines Roth.", False),  # a name after the first clause
        ("Promoted to Band 6 this spring.", False),
    ],
)
def test_a_memory_opening_on_another_partys_name(text: str, theirs: bool) -> None:
    from agent_memory.search.theirs import of_another_party

    assert of_another_party(text, "our bakery hours") is theirs
    assert not of_another_party(text, text)  # a name the earlier memory or the question holds is ours


# ---- a change named at both ends, across languages -----------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # nothing to share but the name left: the change says it, whatever the language
        ("Ticket tracking lives in Jira Cloud.", "工单从 Jira 迁到了 Linear,旧的项目只读保留。", True),
        ("工单系统用的是 Jira,管理员是小吴。", "Moved all tickets from Jira to Linear this sprint.", True),
        # the same name, no change said: no link
        ("Ticket tracking lives in Jira Cloud.", "今天 Jira 宕机了两个小时。", False),
        # a number left is no name: "从 14 升级到 16" leaves no "macOS 14"
        ("The build laptop runs macOS 14 with Xcode.", "9 月把 GitLab 从 14 升级到 16,停机两小时。", False),
        # in one language, the name alone is still not enough
        ("Ticket tracking lives in Jira Cloud.", "The design team moved from Jira to Linear.", False),
    ],
)
def test_a_change_named_at_both_ends_across_languages(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a thing left, given up, swapped, moved off ----------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Photos are kept on a Drobo 5N with four 4TB drives.",
            "Moved the photos off the Drobo onto a Synology.",
            True,
        ),
        (
            "We rehearse on Mondays at the Foundry rooms.",
            "Gave up the Foundry booking; we rehearse in Ana's garage.",
            True,
        ),
        ("The aquarium is lit by a Kessil A80 lamp.", "Swapped the Kessil for a Radion lamp.", True),
        ("孩子的牙医在「微笑」诊所,主治是林医生。", "林医生离开微笑了,孩子的牙以后去「贝齿」诊所看。", True),
        # another thing of the same name, or nothing shared: no link
        ("We rehearse on Mondays at the Foundry rooms.", "Gave up the Foundry tour tickets to a friend.", False),
        ("孩子的牙医在「微笑」诊所,主治是林医生。", "小周离开上海了,去成都工作。", False),
    ],
)
def test_a_thing_left_given_up_or_swapped(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a value put back, a role's new holder ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("红茶礼盒从128涨到158。", "红茶礼盒降回128,为双十一冲量。", True),
        ("网店从淘宝换成抖音小店,抽佣从5%降到3%。", "又把淘宝加回来了,抖音小店和淘宝两边都挂。", True),
        (
            "Moved the team chat off Slack to Discord.",
            "Put the team chat back on Slack; Discord kept dropping calls.",
            True,
        ),
        ("咖啡馆开业,店长是阿珍,营业到晚上九点。", "阿珍去深圳了,新店长是小柯。", True),
        # a new holder of another role: the earlier memory is about something else
        ("外婆的降压药从A换成了B。", "王阿姨回老家了,外婆的新护工是李姐。", False),
        ("红茶礼盒从128涨到158。", "快递费降回8元。", False),
    ],
)
def test_a_value_put_back_or_a_new_holder(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- someone else's: a relative's, the other one, another team's ---------------------------------------


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        ("My running coach is Dana.", "My wife's running coach is Dana as well, at the same club."),
        (
            "Our choir rehearses at St Anne's hall on Tuesdays.",
            "Riverside Voices, the other choir, rehearses at St Anne's hall.",
        ),
        ("我的钢琴老师是王老师,每周六上课。", "老公原来的钢琴老师也是王老师。"),
        ("周末读书会在三联书店聚。", "另一个读书会也在三联书店聚,每月一次。"),
        ("数据平台用 Kafka 3.6。", "算法组那边还在用 Kafka 2.8。"),
    ],
)
def test_someone_elses_supersedes_nothing(timed: Memory, clock: Clock, ours: str, theirs: str) -> None:
    from agent_memory.search.theirs import says_not_ours

    assert says_not_ours(theirs) and not says_not_ours(ours)
    assert not superseded_by_later(timed, clock, ours, theirs)


def test_the_other_day_is_no_other_party() -> None:
    from agent_memory.search.theirs import says_not_ours

    assert not says_not_ours("The other day we moved the standup to 10:00.")
    assert not says_not_ours("My wife and I moved to Leith.")


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("Swapped the Tradfri for a Hue bulb.", {"Tradfri"}),
        ("Gave up the Foundry booking; we rehearse in Ana's garage.", {"Foundry"}),
        ("Migrated everything off the Drobo onto a Synology.", {"Drobo"}),
        ("林医生离开微笑了,以后去「贝齿」诊所看。", {"微笑"}),
        ("Moved everything off site in the spring.", set()),
        ("旧的Kindle送人了,论文改在iPad上看。", {"Kindle"}),
    ],
)
def test_what_a_change_leaves(text: str, left: set[str]) -> None:
    from agent_memory.change_left import old_values

    assert old_values(text) == left


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("阿珍去深圳了,新店长是小柯。", "店长"),
        ("红茶礼盒降回128。", "红茶礼盒"),
        ("运费加回到8元。", "运费"),
        ("教练把游泳课改到每周六上午。", "游泳课"),
    ],
)
def test_what_a_chinese_change_names(text: str, thing: str) -> None:
    from agent_memory.change_words import CHANGED, changed_things

    assert CHANGED.search(text)
    assert thing in changed_things(text, lambda t: t.split())


# ---- a thing moved to a time with 把, a name sold or given away in Chinese text --------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("游泳课定在每周三、周五晚上。", "教练把游泳课改到每周六上午,人少。", True),
        ("店里用的是一台二手的Rancilio咖啡机。", "新买了一台La Marzocco,Rancilio挂闲鱼卖了。", True),
        ("旧的 Kindle 用来看论文,屏幕有划痕。", "旧的Kindle送人了,论文改在iPad上看。", True),
        # "把 A 换成 B": A is the value left, the thing is not named: an unrelated memory stays
        ("游泳课定在每周三、周五晚上。", "把 Zoom 换成腾讯会议。", False),
        ("店里用的是一台二手的Rancilio咖啡机。", "隔壁的Rancilio卖了。", False),
    ],
)
def test_a_thing_moved_to_a_time_or_a_name_sold(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


def test_a_name_inside_chinese_text_is_a_word() -> None:
    from agent_memory.change_words import mentions

    assert mentions("店里用的是一台二手的Rancilio咖啡机", "Rancilio")
    assert not mentions("店里用的是Rancilios", "Rancilio")


# ---- a value put back replaces the change that left it ----------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("外卖平台从饿了么换成美团,抽成从20%降到18%。", "又把饿了么加回来了,两家都上。", True),
        (
            "Moved CI from Jenkins to Buildkite for the monorepo.",
            "We reverted to Jenkins after the Buildkite outage.",
            True,
        ),
        # what was left is not what is back: no link
        ("外卖平台从饿了么换成美团,抽成从20%降到18%。", "又把抖音团购加回来了。", False),
        ("Moved CI from Jenkins to Buildkite for the monorepo.", "Retention went back to 7 days.", False),
    ],
)
def test_a_value_put_back_replaces_the_change(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("text", "back"),
    [
        ("又把饿了么加回来了,两家都上。", {"饿了么"}),
        ("We reverted to Jenkins after the outage.", {"Jenkins"}),
        ("Put the team chat back on Slack.", {"Slack"}),
        ("Retention back to 7 days.", set()),
    ],
)
def test_what_is_put_back(text: str, back: set[str]) -> None:
    from agent_memory.change_left import put_back

    assert put_back(text) == back
