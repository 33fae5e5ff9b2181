"""Input that cannot be used is refused where it comes in, naming the argument or field: text
that is not valid UTF-8, a wrong value given to the API."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import InvalidInputError, Memory


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("remember", "caf\udce9 text"), "argument TEXT is not valid UTF-8 (byte 3)"),
        (("remember", "a note", "--source", "src\udcff"), "--source is not valid UTF-8 (byte 3)"),
        (("remember", "a note", "--context", "ctx\udcff"), "--context is not valid UTF-8 (byte 3)"),
        (("graph", "Ent\udcff"), "argument ENTITY is not valid UTF-8 (byte 3)"),
        (("digest", "decision: use \udcff redis", "--apply"), "argument TEXT is not valid UTF-8 (byte 14)"),
    ],
)
def test_an_argument_not_in_utf8_is_2_naming_it(cli, args: tuple[str, ...], named: str) -> None:
    result = cli(*args)
    assert (result.code, "Traceback" in result.err) == (2, False)
    assert named in result.err


def test_an_import_with_a_lone_surrogate_is_2_naming_the_line_and_field(cli, root: Path, tmp_path: Path) -> None:
    with Memory(root) as memory:
        memory.remember("a note to export")
    exported = tmp_path / "one.jsonl"
    assert cli("export", str(exported)).code == 0
    item = json.loads(exported.read_text("utf-8"))
    item["id"], item["content"] = item["id"][:-4] + "zz99", "\ud800 x"
    exported.write_text(json.dumps(item) + "\n", "utf-8")  # json.dumps writes the \\ud800 escape
    result = cli("import", str(exported))
    assert (result.code, "Traceback" in result.err) == (2, False)
    assert f"content of {exported}: line 1 is not valid UTF-8" in result.err


def test_the_api_refuses_a_lone_surrogate(root: Path) -> None:
    with Memory(root) as memory, pytest.raises(InvalidInputError, match="not valid UTF-8"):
        memory.remember("caf\udce9 text")


@pytest.mark.parametrize(
    ("call", "says", "fix"),
    [
        (lambda m: m.graph_entity(None), "entity name must be a non-empty text", "graph_entity('PostgreSQL')"),
        (lambda m: m.prune(dry_run=True, as_of="next week"), "as_of must be an ISO time", "e.g. 2026-06-16"),
        (lambda m: m.recall(""), "the query is empty", "give the query as a non-empty text"),
    ],
)
def test_the_api_answers_a_wrong_value_with_invalid_input(root: Path, call, says: str, fix: str) -> None:
    with Memory(root) as memory, pytest.raises(InvalidInputError, match=says) as raised:
        call(memory)
    assert fix in raised.value.hint


def test_prune_takes_an_iso_string_as_of(root: Path) -> None:
    with Memory(root) as memory:
        memory.remember("a short lived event note")
        report = memory.prune(dry_run=True, as_of="2099-01-01")
    assert (report.as_of, report.pruned) == ("2099-01-01T00:00:00+00:00", 1)
