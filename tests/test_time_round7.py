"""Memories that know when (issue 23), seventh round, by class, each both ways in English and
Chinese: a role handed on or taken back ("handed the treasurer job to", "is back … again",
"交给了", "回来了,继续当"); a value put up or down with the thing between the verb and its new
value ("raised the fee to", "the plan drops to"); a rent, a deposit or a partner moved without
"from … to" ("改租", "改存", "转和")."""

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


# ---- a role handed on or taken back -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Choir treasurer is Agnes Porter; she keeps the subscriptions book.",
            "Agnes handed the treasurer job to Tomasz Wilk at the spring meeting.",
            True,
        ),
        (
            "Hannah moved to Leeds; Oscar Lund runs the reading group now.",
            "Hannah is back from Leeds and runs the reading group again.",
            True,
        ),
        (
            "Choir treasurer is Agnes Porter; she keeps the subscriptions book.",
            "Agnes handed the sheet music to the new alto section.",
            False,
        ),
        (
            "Library opening hours are 9-17 on weekdays, 10-14 on Saturdays.",
            "A reader asked about Sunday opening hours at the library again; told her no.",
            False,
        ),
        ("羽毛球队队长是老周,负责订场地。", "老周太忙,队长交给了小林。", True),
        ("暑假李老师出国,合唱团暂由王老师带。", "李老师回来了,继续当合唱团指导。", True),
        ("羽毛球队队长是老周,负责订场地。", "隔壁公司的羽毛球队也交给了新人管。", False),
        # the role before 由 is what changed, not who takes it
        ("「晚风」电台的制作人是何静,负责排期。", "何静调去总台了,制作人由助理罗一鸣接任。", True),
        ("「晚风」电台的制作人是何静,负责排期。", "何静调去总台了,排期表由罗一鸣接手整理。", False),
        # "X 回来了" says a change, not what changed: the one back is no thing
        ("陈老师住院,钢琴伴奏由学生小杨接任。", "陈老师出院回来了,和小杨一起伴奏,陈老师弹主曲目。", True),
    ],
)
def test_a_role_handed_on_or_taken_back(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a value put up or down with the thing between ---------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            "Gym membership fee: £32 a month, £20 for students.",
            "The committee raised the membership fee to £36 a month from July.",
            True,
        ),
        (
            "Streamline Basic costs $12/month for new accounts.",
            "After the complaints Streamline Basic drops to $9/month.",
            True,
        ),
        ("Gym membership fee: £32 a month, £20 for students.", "Raised the garden fence to two metres.", False),
        ("「山岚」挂耳零售价每盒45元。", "「山岚」调价到每盒52元。", True),
        ("「山岚」挂耳零售价每盒45元。", "同行的「雾凇」也调价到每盒52元。", False),
    ],
)
def test_a_value_put_up_or_down(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- a rent, a deposit or a partner moved --------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("3万块定期存在农业银行,两年期2.1%。", "那3万块改存杭州银行,两年期2.4%。", True),
        ("在公司旁边租了A区15号车位。", "A区15号车位不租了,改租C区7号车位,月租300。", True),
        ("和「喜马拉雅」签了半年的音频合作。", "和喜马拉雅的合作到期,转和「小宇宙」合作。", True),
        ("3万块定期存在农业银行,两年期2.1%。", "同事的年终奖改存了货币基金。", False),
        (
            "Club kit is ordered from Kitwise in Derby.",
            "Kitwise went under; we rebooked the kit order with Sportsline in Leeds.",
            True,
        ),
        ("Club kit is ordered from Kitwise in Derby.", "Rebooked the minibus for the away game.", False),
    ],
)
def test_a_rent_a_deposit_or_a_partner_moved(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


# ---- someone else's, said by who they are to us -------------------------------------------------------


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        ("Our allotment rent is £48 a year.", "My neighbour pays £52 a year for his allotment rent."),
        ("We sell the plum jam at £4 a jar.", "Agnes sells her plum jam at £4.50 a jar too."),
        ("我们的宽带是电信300兆,每月99元。", "我哥家的宽带是移动500兆,每月89元。"),
        ("我们的宽带是电信300兆,每月99元。", "室友说她那边的宽带是联通1000兆。"),
    ],
)
def test_someone_elses_like_fact_supersedes_nothing_and_follows(
    timed: Memory, clock: Clock, ours: str, theirs: str
) -> None:
    assert not superseded_by_later(timed, clock, ours, theirs)
    hits = timed.recall(ours, top_k=5, record_access=False)
    assert [hit.entry.content for hit in hits][:1] == [ours]


@pytest.mark.parametrize(
    ("ours", "theirs", "query"),
    [
        (
            "Our allotment rent is £48 a year.",
            "My neighbour pays £52 a year for his allotment rent.",
            "What does my neighbour pay for allotment rent?",
        ),
        ("我们的宽带是电信300兆,每月99元。", "我哥家的宽带是移动500兆,每月89元。", "我哥家的宽带是多少兆?"),
    ],
)
def test_a_question_about_them_finds_theirs_first(
    timed: Memory, clock: Clock, ours: str, theirs: str, query: str
) -> None:
    superseded_by_later(timed, clock, ours, theirs)
    hits = timed.recall(query, top_k=5, record_access=False)
    assert hits[0].entry.content == theirs
