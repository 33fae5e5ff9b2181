"""hermes-lite compatibility and JSONL round trips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import InvalidInputError, Memory
from agent_memory.model import entry_from_dict, to_markdown

from .conftest import distinct_text


def spec_entries() -> list[dict]:
    """Entries exactly as the reference implementation writes them (spec 9.2)."""
    return [
        {
            "id": "mem_20260817_033106_ab12",
            "content": "决定：数据库用 PostgreSQL",
            "category": "decision",
            "room": "decisions",
            "importance": 8,
            "execution_verified": True,
            "access_count": 3,
            "last_accessed": "2026-08-17T04:00:00+00:00",
            "source": "对话流自动沉淀",
            "created_at": "2026-08-17T03:31:06+00:00",
            "redacted": [],
        },
        {
            "id": "mem_20260818_101500_cd34",
            "content": "密码是 [已脱敏:password]",
            "category": "config",
            "room": "configs",
            "importance": 5,
            "execution_verified": False,
            "access_count": 0,
            "last_accessed": None,
            "source": None,
            "created_at": "2026-08-18T10:15:00+00:00",
            "redacted": ["password"],
        },
        {
            "id": "mem_20260819_000001_ef56",
            "content": "I prefer pytest over unittest",
            "category": "preference",
            "room": "prefs",
            "importance": 10,
            "execution_verified": False,
            "access_count": 12,
            "last_accessed": "2026-08-20T08:00:00+00:00",
            "source": "cli: manual",
            "created_at": "2026-08-19T00:00:01+00:00",
            "redacted": [],
        },
    ]


def make_spec_root(folder: Path) -> list[dict]:
    entries = spec_entries()
    (folder / "store").mkdir(parents=True)
    (folder / "index.json").write_text(json.dumps(entries, ensure_ascii=False, indent=2), "utf-8")
    (folder / "vectors.json").write_text(json.dumps({"backend": "local", "vectors": {}}), "utf-8")
    (folder / "graph.json").write_text(json.dumps({"entities": {}}), "utf-8")
    for e in entries:
        (folder / "store" / f"{e['id']}.md").write_text(to_markdown(entry_from_dict(e, where="test")), "utf-8")
    return entries


def test_a_spec_root_is_imported_once_and_exported_back_equal(tmp_path: Path) -> None:
    folder = tmp_path / "hermes"
    entries = make_spec_root(folder)
    original_notes = {p.name: p.read_text("utf-8") for p in (folder / "store").iterdir()}
    with Memory(folder) as memory:
        assert memory.stats().total == 3
        assert memory.get("mem_20260817_033106_ab12").access_count == 3
        assert not (folder / "index.json").exists()
        kept = list((folder / "backups").glob("hermes-lite-import-*"))
        assert len(kept) == 1 and sorted(p.name for p in kept[0].iterdir()) == [
            "graph.json",
            "index.json",
            "vectors.json",
        ]
        out = tmp_path / "out"
        assert memory.export_hermes_lite(out) == 3
    exported = json.loads((out / "index.json").read_text("utf-8"))
    assert exported == entries
    assert {p.name: p.read_text("utf-8") for p in (out / "store").iterdir()} == original_notes
    assert (out / "config.yaml").read_text("utf-8") == (folder / "config.yaml").read_text("utf-8")
    # opening again imports nothing twice
    with Memory(folder) as memory:
        assert memory.stats().total == 3


def test_exported_folder_opens_as_a_data_root(tmp_path: Path) -> None:
    with Memory(tmp_path / "a") as memory:
        for i in range(5):
            memory.remember(distinct_text(i), importance=i + 1)
        memory.export_hermes_lite(tmp_path / "b")
        before = list(memory.store.iter_entries())
    with Memory(tmp_path / "b") as again:
        assert sorted(again.store.iter_entries(), key=lambda e: e.id) == sorted(before, key=lambda e: e.id)


def test_a_hermes_lite_export_into_a_folder_not_empty_is_refused(cli, root: Path, tmp_path: Path) -> None:
    assert cli("remember", "the deploy uses blue green").code == 0
    theirs = tmp_path / "project"
    theirs.mkdir()
    (theirs / "config.yaml").write_text("their own settings\n", "utf-8")
    result = cli("export", "--format", "hermes-lite", str(theirs))
    assert (result.code, "Traceback" in result.err) == (2, False)
    assert f"{theirs} is a folder that is not empty" in result.err and "empty or new folder" in result.err
    assert [p.name for p in theirs.iterdir()] == ["config.yaml"]
    assert (theirs / "config.yaml").read_text("utf-8") == "their own settings\n"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert cli("export", "--format", "hermes-lite", str(empty)).code == 0
    assert len(list((empty / "store").glob("*.md"))) == 1


def test_jsonl_round_trips_every_field(tmp_path: Path) -> None:
    folder = tmp_path / "hermes"
    make_spec_root(folder)
    with Memory(folder) as memory:
        memory.remember("token: abcdef1234567 for the webhook", category="config", source="hook")
        assert memory.export_jsonl(tmp_path / "all.jsonl") == 4
        before = sorted(memory.store.iter_entries(), key=lambda e: e.id)
    with Memory(tmp_path / "fresh") as fresh:
        report = fresh.import_file(tmp_path / "all.jsonl")
        assert (report.imported, report.skipped) == (4, 0)
        assert sorted(fresh.store.iter_entries(), key=lambda e: e.id) == before
        again = fresh.import_file(tmp_path / "all.jsonl")
        assert (again.imported, again.skipped) == (0, 4)


def test_import_redacts_secrets_in_foreign_data(tmp_path: Path, memory: Memory) -> None:
    entry = dict(spec_entries()[0], content="数据库密码是 plaintext99")
    path = tmp_path / "foreign.jsonl"
    path.write_text(json.dumps(entry, ensure_ascii=False) + "\n", "utf-8")
    memory.import_file(path)
    got = memory.get(entry["id"])
    assert "plaintext99" not in got.content and "password" in got.redacted


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ('{"id": "mem_20260817_033106_ab12"}\nnot json\n', "line 2"),  # the first bad line is named
        (
            '{"id": "../etc/passwd", "content": "x", "category": "general", "room": "events", "importance": 5, "created_at": "2026-01-01T00:00:00+00:00"}\n',
            "not a memory id",
        ),
        (
            '{"id": "mem_20260817_033106_ab12", "content": "x", "category": "general", "room": "events", "importance": "high", "created_at": "2026-01-01T00:00:00+00:00"}\n',
            "importance",
        ),
        (
            '[{"id": "mem_20260817_033106_ab12", "content": "x", "category": "weird", "room": "events", "importance": 5, "created_at": "2026-01-01T00:00:00+00:00"}]',
            "category",
        ),
        ('{"a": 1', "line 2"),
    ],
)
def test_a_bad_import_file_imports_nothing(tmp_path: Path, memory: Memory, content: str, fragment: str) -> None:
    good = json.dumps(spec_entries()[2]) + "\n"
    path = tmp_path / "bad.jsonl"
    path.write_text(good + content if not content.startswith("[") else content, "utf-8")
    with pytest.raises(InvalidInputError) as info:
        memory.import_file(path)
    assert fragment in info.value.message and str(path) in info.value.message
    assert memory.stats().total == 0


def test_a_line_without_an_id_is_named_once(tmp_path: Path, memory: Memory) -> None:
    path = tmp_path / "notes.jsonl"
    path.write_text('{"content": "we deploy on fridays"}\n', "utf-8")
    with pytest.raises(InvalidInputError) as info:
        memory.import_file(path)
    message = info.value.message
    assert message.count(str(path)) == 1 and message.count("'id'") == 1, message
    assert "line 1" in message


def test_importing_a_folder_names_it_and_points_at_its_index(cli, root: Path, tmp_path: Path) -> None:
    folder = tmp_path / "export"
    folder.mkdir()
    run = cli("import", str(folder))
    assert run.code == 2 and "is a folder" in run.err and "Traceback" not in run.err + run.out
    (folder / "index.json").write_text("[]", "utf-8")
    run = cli("import", str(folder))
    assert run.code == 2 and f"import {folder / 'index.json'}" in run.err
