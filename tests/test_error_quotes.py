"""An error that quotes what was typed redacts it whole before cutting it short: cut first, a
recovery phrase or a token too long for the cut would show its first words to the terminal."""

from __future__ import annotations

from pathlib import Path

from agent_memory.errors import quoted

PHRASE = "abandon baby cabbage dad eager fabric gadget habit ice jacket kangaroo lab"


def test_a_value_is_redacted_whole_then_cut() -> None:
    assert "cabbage" not in quoted(PHRASE) and "mnemonic" in quoted(PHRASE)
    assert quoted("2026-13-45") == "'2026-13-45'"
    long = "not a date " * 10
    assert quoted(long) == repr(long[:40] + "…") and len(quoted(long, 20)) == 20 + 3


def test_the_cli_quotes_no_part_of_a_phrase_given_as_a_time(cli, root: Path) -> None:
    for args in (["recall", "x", "--since", PHRASE], ["remember", "a note", "--written-at", PHRASE]):
        run = cli(*args)
        assert run.code == 2 and ("--since" in run.err or "--written-at" in run.err or "written" in run.err)
        assert "cabbage" not in run.err + run.out and "abandon baby" not in run.err + run.out
