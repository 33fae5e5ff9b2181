"""Memories that know when (issue 23), eighth round, by class, each both ways in English and
Chinese: a later memory answering what the question asks with the same of its words comes first
on a tie, unless it opens on another party's name; a value reverted ("降回", "加回来了") is a
change."""

from __future__ import annotations

from datetime import datetime

import pytest

from agent_memory import Memory

from .conftest import Clock

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


def _linked(memory: Memory, clock: Clock, old: str, new: str) -> bool:
    old_id = memory.remember(old, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    new_id = memory.remember(new, written_at=clock.at("2024-05-06T09:00:00+00:00")).entry.id
    return memory.get(old_id).superseded_by == new_id


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
    from agent_memory.search.timeline import of_another_party

    assert of_another_party(text, "our bakery hours") is theirs
    assert not of_another_party(text, text)  # a name the earlier memory or the question holds is ours
