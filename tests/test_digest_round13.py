"""The thirteenth round of issue 22 item 7: the classes of swallows found on the eleventh blind set (tuned
on whole as "tune11"), in words of our own, both directions (cut where a new fact starts, kept whole where
it does not; a word taken back dropped, a word that only explains kept)."""

from __future__ import annotations

import pytest

from agent_memory import natural
from agent_memory.turns import sentences_of

from .digest_items import alone, contents

# ---- a word taken back as it is said ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        ("我妈报了社区的书法……哦不是，是国画班。", "是国画班", "书法"),
        ("我姑父下周二做胆囊……不对，是阑尾手术。", "是阑尾手术", "胆囊"),
        ("公司年会订在万豪——说错了，是希尔顿。", "是希尔顿", "万豪"),
        ("The retro is on Tuesday, no wait, Wednesday at 3pm.", "Wednesday at 3pm", "Tuesday"),
        ("We're staying at the Crown — sorry, I mean the Anchor.", "the Anchor", "Crown"),
        ("Book the Falcon — I mean the Osprey room.", "the Osprey room", "Falcon"),
    ],
)
def test_a_word_taken_back_is_dropped(said: str, kept: str, gone: str) -> None:
    fixed = natural.corrected(said)
    assert kept in fixed
    assert gone not in fixed


@pytest.mark.parametrize(
    "said",
    [
        "I like Python, I mean the language.",  # "I mean" explaining, after a comma
        "I prefer tea, sorry if that sounds fussy.",  # an apology, no correction
        "书法……我还没想好。",  # a trailing-off with no correction
        "他不是……是不是要先问问？",
    ],
)
def test_a_word_that_is_not_taken_back_stays(said: str) -> None:
    assert natural.corrected(said) == said


def test_the_fact_said_after_the_word_taken_back_is_kept_without_it() -> None:
    items = contents("用户: 我姑父下周二做胆囊……不对，是阑尾手术，在市一医院。")
    assert alone(items, "是阑尾手术", "胆囊")


# ---- English: where a fact of its own starts -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # a sentence that opens with a number, after a word's full stop
        (
            "User: Python 3.12 is our baseline now. 3 of the old images still pin 3.9.",
            "3.12 is our baseline",
            "old images",
        ),
        # another thing named and the value it is, after "and"
        ("User: The Jellyfin web port is 8096 and HTTPS is 8920.", "8096", "HTTPS is 8920"),
        ("User: The dev bucket is assets-dev-3 and prod is assets-prod-1.", "assets-dev-3", "prod is assets-prod-1"),
        (
            "User: Our Renovate bot runs every Monday and automerge is off for majors.",
            "runs every Monday",
            "automerge is off",
        ),
        # another name moved to another value, after ", and"
        ("User: Jellyfin sits on 8096, and Sonarr moved to 8990 because of a clash.", "8096", "Sonarr moved to 8990"),
    ],
)
def test_an_english_fact_of_its_own_is_cut_from_the_one_before(said: str, first: str, second: str) -> None:
    pieces = [piece for sentence in sentences_of(said.removeprefix("User: ")) for piece in natural.clauses(sentence)]
    assert any(first in piece and second not in piece for piece in pieces)
    assert any(second in piece and first not in piece for piece in pieces)


@pytest.mark.parametrize(
    "said",
    [
        "Ana and Bo are 7 now.",  # two subjects of one verb
        "We need approx. 30 people for the launch.",  # an abbreviation's full stop
        "Room no. 5 is ours for the week.",
    ],
)
def test_what_is_one_clause_stays_one(said: str) -> None:
    assert [piece for sentence in sentences_of(said) for piece in natural.clauses(sentence)] == [said]


# ---- the option not preferred, said in several words --------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        (
            "User: I like recipes with one photo per step rather than a long video walkthrough.",
            "one photo per step",
            "video",
        ),
        ("User: I prefer release notes as a short list instead of a wall of prose.", "short list", "prose"),
        ("用户: 我喜欢每步配一张图的菜谱，而不是一大段视频讲解。", "每步配一张图的菜谱", "视频"),
    ],
)
def test_the_option_not_preferred_is_dropped(said: str, kept: str, gone: str) -> None:
    assert alone(contents(said), kept, gone)


def test_an_act_done_instead_stays_with_the_idea() -> None:
    assert natural.without_rejected("sketch the plan on paper instead of building a whole app") == (
        "sketch the plan on paper instead of building a whole app"
    )
