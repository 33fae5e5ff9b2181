"""Memories that know when (issue 23), thirteenth round, by class, each both ways: a proposal
turned down ("X suggested going back to Y, but we said no", "有人提议…，没有通过") is no change:
it supersedes nothing, and on a question about what holds it follows what is ours unless the
question asks about a proposal."""

from __future__ import annotations

from datetime import datetime

import pytest

from agent_memory import Memory
from agent_memory.search.theirs import asks_proposal, turned_down

from .conftest import Clock, superseded_by_later

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Priya suggested moving standup back to 9:30, but the team said no.", True),
        ("The board floated raising dues to £50; it was voted down.", True),
        ("Vodafone called offering to move us back to fibre at £30; declined.", True),
        ("My dentist recommended switching to an electric brush; I'm keeping the manual one.", True),
        ("Someone proposed a Thursday slot; nothing is decided.", True),
        ("房东提议把房租涨到五千，我们没同意。", True),
        ("店员推荐换成进口猫粮，我们没换。", True),
        ("有家长提议家长会改到周六，投票没有通过。", True),
        # a proposal taken up, a change said, a refusal with no proposal before it
        ("Priya suggested moving standup to 9:30, so it is at 9:30 now.", False),
        ("We moved standup to 9:30.", False),
        ("医生建议换药，现在吃缬沙坦。", False),
        ("The bank declined the card at the till.", False),
    ],
)
def test_a_proposal_turned_down(text: str, refused: bool) -> None:
    assert turned_down(text) is refused


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # the value the proposal names is not taken on
        (
            "Standup is at 10:00 on Zoom.",
            "Priya suggested moving standup back to 9:30 on Zoom; the team said no.",
            False,
        ),
        ("物业费每平米两块一。", "有业主提议物业费降回一块八，业委会没有通过。", False),
        ("Our dinghy is on pontoon D2.", "The club floated moving every dinghy back to pontoon B; voted down.", False),
        ("猫粮用的是国产的渴望。", "店员推荐换成进口猫粮，我们没换。", False),
        # a change said outright still supersedes
        ("Standup is at 10:00 on Zoom.", "Standup moved to 9:30 on Zoom.", True),
        ("物业费每平米两块一。", "物业费降到每平米一块八了。", True),
    ],
)
def test_a_proposal_turned_down_supersedes_nothing(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("first", "refused", "query"),
    [
        (
            "Kit is ordered from Pedal Thread this season.",
            "Tomasz suggested going back to Velotex for kit, but the committee said no.",
            "Which company makes our kit now?",
        ),
        (
            "小区的物业费每平米两块一。",
            "有业主提议小区物业费降回一块八，业委会没有通过。",
            "小区物业费现在每平米多少？",
        ),
    ],
)
def test_a_proposal_turned_down_follows_what_holds(
    timed: Memory, clock: Clock, first: str, refused: str, query: str
) -> None:
    held = timed.remember(first, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    later = timed.remember(refused, written_at=clock.at("2024-05-06T09:00:00+00:00")).entry.id
    clock.at("2024-06-17T10:00:00+00:00")
    hits = [hit.entry.id for hit in timed.recall(query, top_k=5, record_access=False)]
    assert hits.index(held) < hits.index(later)


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("What did Tomasz suggest for the kit?", True),
        ("谁提议过降物业费？", True),
        ("Which company makes our kit now?", False),
        ("物业费现在多少？", False),
    ],
)
def test_a_question_asking_about_a_proposal(query: str, asks: bool) -> None:
    assert asks_proposal(query) is asks


@pytest.mark.parametrize(
    ("text", "theirs"),
    [
        ("My clubmate Jo is coached by Kirsty Hale too, and runs 50 miles a week.", True),
        ("Our teammate Ravi rides a Canyon on the club runs.", True),
        ("Next door's system is from Brightfield too, with a 9.5 kWh battery.", True),
        ("Dune Riders, the club next door, start from the Quay Street bike shop.", True),
        ("Hillside Tennis, the club across the road, charges £60 a year.", True),
        # ours: something moved next door, bought from next door, a shop next door we use
        ("Moved the shed next door to the garage.", False),
        ("I bought the mower from next door's garage sale.", False),
        ("The kit order moved to Pedal Thread, the shop next door.", False),
    ],
)
def test_someone_else_by_club_or_next_door(text: str, theirs: bool) -> None:
    from agent_memory.search.theirs import says_not_ours

    assert says_not_ours(text) is theirs


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("请了小鹿当咖啡馆店长，月薪七千。", "小鹿辞职回老家了，店长由咖啡师阿澈顶上。", True),
        ("仓库主管是老周。", "老周退休了，仓库主管由小郑顶替。", True),
        # someone else's role taken over: another thing
        ("请了小鹿当咖啡馆店长，月薪七千。", "老周退休了，仓库主管由小郑顶替。", False),
    ],
)
def test_a_role_filled_by_someone_after_a_departure(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    "verb",
    [
        "moved",
        "switched",
        "migrated",
        "changed",
        "replaced",
        "upgraded",
        "迁到",
        "迁移到",
        "换成",
        "换到",
        "切到",
        "切换到",
        "升级到",
        "改成",
        "改用",
    ],
)
def test_the_change_verbs_of_an_event_are_change_words(memory: Memory, verb: str) -> None:
    """The verbs ``timeline`` leaves out of an event's name are the change words ``change_words``
    reads in a memory, where the two lists share them."""
    from agent_memory.change_words import CHANGED
    from agent_memory.search.timeline import _EVENT_VERBS

    assert CHANGED.search(f"we {verb} X") is not None
    assert set(memory.store.tokenizer.terms(verb)) & _EVENT_VERBS


def test_a_name_of_theirs_is_asked_only_written_as_a_name(timed: Memory, clock: Clock) -> None:
    from agent_memory.search.theirs import not_ours

    ours = timed.remember("修理咖啡馆的保险换成了Ecclesiastical。", written_at=clock.at("2024-02-05T09:00:00+00:00"))
    theirs = timed.remember(
        "Westham Repair Café meets on the last Saturday too, insured with Ecclesiastical.",
        written_at=clock.at("2024-03-05T09:00:00+00:00"),
    )
    ids = [theirs.entry.id, ours.entry.id]
    entries = timed.store.get_many(ids)
    # the question's "repair café" is ours, said in the other language: theirs stays set aside
    assert not_ours(ids, entries, "Who insures the repair café?") == {theirs.entry.id}
    # asked about them by name: no longer set aside
    assert not_ours(ids, entries, "Who insures Westham Repair Café?") == set()
