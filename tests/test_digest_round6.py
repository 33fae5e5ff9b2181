"""Issue 22 item 7, sixth round: the classes of swallows read on set 4, each both ways (what is
apart is cut, what belongs stays), in sentences written for these tests (none is taken from
benchmarks/data); and text without a space, which the digester reads in time linear in its
length."""

from __future__ import annotations

import pytest

from agent_memory import natural
from agent_memory.config import load_config
from agent_memory.digest import DigestItem, RuleDigester

RULES = RuleDigester(load_config(None).digest)


def holding(text: str, *phrases: str) -> list[DigestItem]:
    return [item for item in RULES.digest(text) if all(p in item.content for p in phrases)]


# ---- a long word ----------------------------------------------------------------------------
# The value taken back ("16, wait no, 24") was looked for from every character of a word, each
# time to its end and back: a word of n digits cost n³ steps (2,000 digits took minutes), a word
# of n letters n². It is tried once a word now. These sizes finish at once when the work is
# linear and would not finish in hours when it is not.


@pytest.mark.parametrize("unit", ["7", "q", "x9.", "中", "4-"])
def test_a_word_without_spaces_is_read_in_linear_time(unit: str) -> None:
    word = (unit * 300_000)[:300_000]
    assert natural.corrected(word) == word
    assert len(RULES.digest(f"User: {word[:60_000]}")) <= 1


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("set the pool to 16, wait no, 24", "set the pool to 24"),
        ("heap 2G, no, 3G", "heap 3G"),
        ("内存设成 4G，不对，8G", "8G"),
    ],
)
def test_a_value_taken_back_is_still_dropped(said: str, kept: str) -> None:
    assert natural.corrected(said).endswith(kept)
