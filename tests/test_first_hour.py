"""The CLI a person expects in the first hour (issue 22 item 2): real processes, real stores."""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import pytest

from agent_memory import Memory

FACTS = [
    ("决定：主数据库用 PostgreSQL 16，放弃 MySQL", "decision", True),
    ("config: the staging API listens on port 8443", "config", False),
    ("I prefer tabs over spaces in Python code", "preference", False),
]


def _filled(root: Path) -> list[str]:
    with Memory(root) as memory:
        return [memory.remember(text, category=cat, verified=ok).id for text, cat, ok in FACTS]


def test_version_and_bare_help(cli) -> None:
    version = cli("--version", use_root=False)
    assert version.code == 0 and version.out.strip() == f"agent-memory {importlib.metadata.version('agent-memory')}"
    bare = cli(use_root=False)
    assert bare.code == 0 and "usage: agent-memory" in bare.out and "Traceback" not in bare.err
    for name in ("remember", "recall", "list", "show", "context"):
        assert f"\n    {name} " in bare.out, name
    assert "已脱敏" not in bare.out  # the help's own words are not taken for a secret


@pytest.mark.parametrize(
    ("typed", "meant"), [("recal", "'recall'"), ("rmember", "'remember'"), ("stat", "'stats'"), ("lst", "'list'")]
)
def test_a_mistyped_command_gets_did_you_mean(cli, typed: str, meant: str) -> None:
    result = cli(typed, "x")
    assert result.code == 2 and f"unknown command '{typed}'; did you mean" in result.err and meant in result.err


def test_a_command_nothing_like_any_gets_the_help_pointer(cli) -> None:
    result = cli("frobnicate")
    assert result.code == 2 and "unknown command 'frobnicate'" in result.err and "agent-memory --help" in result.err


@pytest.mark.parametrize("command", ["remember", "recall", "context"])
def test_unquoted_words_get_a_hint_to_quote_them(cli, root: Path, command: str) -> None:
    result = cli(command, "we", "chose", "postgres")
    assert result.code == 2 and "quote them" in result.err, result.err
    assert f"agent-memory {command} 'we chose postgres'" in result.err
    assert not (root / "memory.db").exists() or command != "remember"  # nothing stored from a half-read text


def test_an_unknown_option_is_not_taken_for_words(cli) -> None:
    result = cli("recall", "x", "--frob")
    assert result.code == 2 and "unrecognized arguments: --frob" in result.err and "quote" not in result.err


def test_list_pages_newest_first_and_filters(cli, root: Path) -> None:
    ids = _filled(root)
    whole = cli("list", "--json")
    assert whole.code == 0 and [m["id"] for m in whole.json()["memories"]] == ids[::-1]
    first = cli("list", "--limit", "2")
    lines = first.out.strip().splitlines()
    assert first.code == 0 and ids[2] in lines[0] and ids[1] in lines[1]
    assert lines[-1] == "1-2 of 3; the next page: agent-memory list --offset 2"
    rest = cli("list", "--limit", "2", "--offset", "2", "--json").json()
    assert [m["id"] for m in rest["memories"]] == [ids[0]] and rest["next_offset"] is None
    assert [m["id"] for m in cli("list", "--verified", "--json").json()["memories"]] == [ids[0]]
    assert [m["id"] for m in cli("list", "--unverified", "--json").json()["memories"]] == [ids[2], ids[1]]
    assert [m["id"] for m in cli("list", "--room", "configs", "--json").json()["memories"]] == [ids[1]]
    empty = cli("list", "--room", "events")
    assert empty.code == 1 and "no memory matches" in empty.err
    assert cli("list", "--limit", "0").code == 2 and "limit must be" in cli("list", "--limit", "0").err
    assert cli("list", "--room", "attic").code == 2


def test_show_prints_every_field_and_not_found_points_to_list(cli, root: Path) -> None:
    ids = _filled(root)
    shown = cli("show", ids[1], "--json")
    assert shown.code == 0 and shown.json()["id"] == ids[1] and "8443" in shown.json()["content"]
    plain = cli("show", ids[0])
    assert plain.code == 0 and f"id: {ids[0]}" in plain.out and "execution_verified: True" in plain.out
    missing = cli("show", "mem_20990101_000000_zzzz")
    assert missing.code == 1 and "no memory mem_20990101_000000_zzzz" in missing.err
    assert "'agent-memory list'" in missing.err and "stats" not in missing.err
    assert cli("verify", "mem_20990101_000000_zzzz").err.count("agent-memory list") == 1
    assert "agent-memory list" in cli("show", "not-an-id").err


def test_context_reads_stdin_and_says_when_nothing_fits(cli, root: Path) -> None:
    ids = _filled(root)
    piped = cli("context", "-", "--json", stdin=b"PostgreSQL")
    assert piped.code == 0 and piped.json()["ids"] == [ids[0]]
    tight = cli("context", "PostgreSQL", "--budget", "5")
    assert tight.code == 1 and "1 relevant memory found, but nothing fits in 5 tokens" in tight.err
    assert "--budget" in tight.err
    nothing = cli("context", "zzqqxx unrelated")
    assert nothing.code == 1 and "no memory is relevant" in nothing.err and "fits" not in nothing.err


def test_a_namespace_that_does_not_exist_is_reported(cli, root: Path) -> None:
    _filled(root)
    for args in (("list",), ("recall", "PostgreSQL"), ("context", "PostgreSQL")):
        result = cli(*args, "--namespace", "tema-a")
        assert result.code == 1, args
        assert "namespace 'tema-a' holds no memories; the store has: default (3)" in result.err, (args, result.err)
    assert "namespace" not in cli("recall", "zzqqxx").err  # the namespace exists: just no match
