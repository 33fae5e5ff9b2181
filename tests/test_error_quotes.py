"""An error quotes a typed value whole (and what is printed is redacted whole) or not at all:
cut short, a recovery phrase or a token too long for the cut would show its first words."""

from __future__ import annotations

from pathlib import Path

from agent_memory.errors import quoted

PHRASE = "abandon baby cabbage dad eager fabric gadget habit ice jacket kangaroo lab"


def test_a_value_is_quoted_whole_or_not_at_all() -> None:
    assert quoted(PHRASE) == f"a value of {len(PHRASE)} characters"
    assert quoted("2026-13-45") == "'2026-13-45'" and quoted("x" * 21, 20) == "a value of 21 characters"


def test_the_cli_quotes_no_part_of_a_phrase_given_as_a_time(cli, root: Path) -> None:
    for args in (["recall", "x", "--since", PHRASE], ["remember", "a note", "--written-at", PHRASE]):
        run = cli(*args)
        assert run.code == 2 and ("--since" in run.err or "--written-at" in run.err or "written" in run.err)
        assert "cabbage" not in run.err + run.out and "abandon baby" not in run.err + run.out
