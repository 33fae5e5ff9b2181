"""Exit codes a script can rely on (issue 22 item 4), as the README's table gives them:
0 done or nothing new to do (with a count of 0), 1 not found, 2 usage or input (a missing file
among them). Each command in a real process against a real store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import Memory

from .test_sediment import claude_records, jsonl


@pytest.fixture
def filled(root: Path) -> list[str]:
    with Memory(root) as memory:
        return [
            memory.remember("决定：主数据库用 PostgreSQL 16，放弃 MySQL", category="decision").id,
            memory.remember("config: the staging API listens on port 8443", category="config").id,
        ]


def test_nothing_new_to_do_is_0_with_a_count_of_0(cli, filled: list[str], tmp_path: Path) -> None:
    export = tmp_path / "all.jsonl"
    assert cli("export", str(export)).code == 0
    again = cli("import", str(export), "--json")
    assert again.code == 0 and again.json()["imported"] == 0 and again.json()["skipped"] == 2

    session = jsonl(tmp_path / "s" / "session.jsonl", claude_records())
    first = cli("sediment", str(session), "--apply")
    assert first.code == 0 and "remembered 0 new items" not in first.out
    rerun = cli("sediment", str(session), "--apply")
    assert rerun.code == 0 and "nothing new to digest" in rerun.out
    assert rerun.out.strip().splitlines()[-1] == "remembered 0 new items in 1 session"
    assert cli("sediment", str(session), "--apply", "--json").json()[0]["digest"] is None

    pruned = cli("prune", "--yes", "--as-of", "2099-01-01", "--json")
    archive = pruned.json()["archive"]
    assert pruned.code == 0 and pruned.json()["pruned"] >= 2 and archive
    restored = cli("restore", archive, "--json")
    assert restored.code == 0 and restored.json()["restored"] >= 2
    twice = cli("restore", archive, "--json")
    assert twice.code == 0 and twice.json()["restored"] == 0 and twice.json()["skipped"] >= 2
    nothing = cli("prune", "--yes", "--json")  # nothing is due today
    assert nothing.code == 0 and nothing.json()["pruned"] == 0
    synced = cli("sync", "--json")
    assert synced.code == 0 and synced.json()["added"] == [] and synced.json()["deleted"] == []


@pytest.mark.parametrize(
    "args",
    [
        ("import", "{missing}"),
        ("restore", "{missing}"),
        ("sediment", "{missing}"),
        ("sediment", "{missing}", "--apply"),
        ("digest", "--file", "{missing}"),
        ("restore", "{archive}", "--key-file", "{missing}"),
    ],
)
def test_a_missing_file_is_2_everywhere(cli, filled: list[str], tmp_path: Path, args: tuple[str, ...]) -> None:
    archive = tmp_path / "archive.json"
    archive.write_text(json.dumps({"memories": []}), "utf-8")
    missing = tmp_path / "nowhere" / "missing.jsonl"
    argv = [a.format(missing=missing, archive=archive) for a in args]
    result = cli(*argv)
    assert result.code == 2, (argv, result.err)
    assert str(missing) in result.err and "no such" in result.err and "Traceback" not in result.err
    as_json = cli(*argv, "--json")
    assert as_json.code == 2 and json.loads(as_json.out)["error"]["type"] == "InvalidInputError"


@pytest.mark.parametrize(
    "args",
    [
        ("show", "mem_20990101_000000_zzzz"),
        ("verify", "mem_20990101_000000_zzzz"),
        ("forget", "mem_20990101_000000_zzzz"),
        ("graph", "NoSuchEntityAnywhere"),
        ("recall", "zzqqxx nothing like it"),
        ("context", "zzqqxx nothing like it"),
        ("list", "--room", "events"),
        ("key", "show"),  # encryption is off: there is no key
    ],
)
def test_not_found_is_1(cli, filled: list[str], args: tuple[str, ...]) -> None:
    result = cli(*args)
    assert result.code == 1, (args, result.out, result.err)
    assert "Traceback" not in result.err and result.err.strip()


def test_restoring_an_id_the_archive_does_not_hold_is_1(cli, filled: list[str]) -> None:
    archive = cli("prune", "--yes", "--as-of", "2099-01-01", "--json").json()["archive"]
    result = cli("restore", archive, "mem_20990101_000000_zzzz")
    assert result.code == 1 and "holds no mem_20990101_000000_zzzz" in result.err


@pytest.mark.parametrize(
    "args",
    [
        ("recall",),  # a required argument missing
        ("remember", "x", "--importance", "eleven"),
        ("list", "--limit", "0"),
        ("recal", "x"),
        ("show", "not-an-id"),
    ],
)
def test_usage_and_input_errors_are_2(cli, args: tuple[str, ...]) -> None:
    result = cli(*args)
    assert result.code == 2 and "Traceback" not in result.err and result.err.strip()
