"""Bulk import (issue 20): streamed, written in batches (postings together, notes made durable
with one sync a batch), the same store as memory by memory, and a kill at any point leaves a
store that ``sync`` completes and a second import finishes."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.interchange import validated_entries

from .conftest import BOUND, distinct_text


def _lines(count: int, start: int = 0) -> list[dict[str, object]]:
    return [
        {
            "id": f"mem_20260301_{i // 3600:02d}{i // 60 % 60:02d}{i % 60:02d}_{i % 65536:04x}",
            "content": distinct_text(i) + (" 数据库 迁移" if i % 3 == 0 else ""),
            "category": ("decision", "config", "event")[i % 3],
            "room": ("decisions", "configs", "events")[i % 3],
            "importance": 1 + i % 9,
            "execution_verified": i % 2 == 0,
            "access_count": i % 4,
            "last_accessed": None,
            "source": "bulk test, password: hunter2" if i % 50 == 0 else "bulk test",
            "created_at": "2026-03-01T00:00:00+00:00",
            "redacted": [],
        }
        for i in range(start, start + count)
    ]


def _write(path: Path, items: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items), "utf-8")
    return path


def _index(root: Path) -> tuple[list[tuple], list[tuple], list[tuple]]:
    with sqlite3.connect(root / "memory.db") as db:
        terms = sorted(db.execute("SELECT term, df, max_tf, min_dl FROM terms"))
        postings = sorted(
            db.execute(
                "SELECT t.term, m.id, p.tf, p.dl FROM postings p JOIN terms t ON t.id = p.term_id "
                "JOIN memories m ON m.doc = p.doc"
            )
        )
        counters = sorted(db.execute("SELECT name, value FROM counters"))
    return terms, postings, counters


def _notes(root: Path) -> dict[str, str]:
    """id -> note text, of every note under store/ (and no temp file may be there)."""
    out = {}
    for path in (root / "store").rglob("*"):
        assert ".tmp-" not in path.name, path
        text = path.read_text("utf-8")
        out[text.split("id: ", 1)[1].split("\n", 1)[0]] = text
    return out


def _ids(root: Path) -> set[str]:
    with sqlite3.connect(root / "memory.db") as db:
        return {row[0] for row in db.execute("SELECT id FROM memories")}


def test_an_import_in_batches_builds_the_same_index_as_one_memory_at_a_time(tmp_path: Path) -> None:
    import agent_memory.interchange as interchange

    items = _lines(130)
    source = _write(tmp_path / "in.jsonl", items)
    batched, single = tmp_path / "batched", tmp_path / "single"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(interchange, "IMPORT_BATCH", 40)  # four batches, the last one short
        with Memory(batched) as memory:
            report = memory.import_file(source)
    assert (report.imported, report.skipped) == (130, 0)
    with Memory(single) as memory:  # the write unit memory by memory, no batching at all
        entries = validated_entries(memory, [(f"line {i}", item) for i, item in enumerate(items)], "in")
        with memory._vault.transaction() as store:
            for entry in entries:
                memory._vault.put(store, entry, existing=None)
    assert _index(batched) == _index(single)
    notes = _notes(batched)
    assert set(notes) == _ids(batched) and len(notes) == 130
    assert "hunter2" not in notes[items[0]["id"]] and "[已脱敏:password]" in notes[items[0]["id"]]
    with Memory(batched) as memory:
        assert [h.entry.id for h in memory.recall(distinct_text(7), top_k=1)] == [items[7]["id"]]
        assert memory.import_file(source).skipped == 130  # again: every id is there already


def test_remember_many_writes_every_note_in_one_transaction(memory: Memory, root: Path) -> None:
    results = memory.remember_many([{"text": distinct_text(i), "category": "event"} for i in range(30)])
    assert len({r.id for r in results}) == 30
    assert set(_notes(root)) == {r.id for r in results} == _ids(root)


# A real process importing a file in small batches, killed (SIGKILL) while it runs.
IMPORTER = textwrap.dedent(
    """
    import sys
    import agent_memory.interchange as interchange
    from agent_memory import Memory
    interchange.IMPORT_BATCH = int(sys.argv[3])
    with Memory(sys.argv[1]) as memory:
        memory.import_file(sys.argv[2])
    """
)


@pytest.mark.parametrize("kill_after", [1, 60, 400])
def test_an_import_killed_half_way_leaves_a_store_sync_completes(
    cli, root: Path, tmp_path: Path, kill_after: int
) -> None:
    total = 1500
    source = _write(tmp_path / "big.jsonl", _lines(total))
    assert cli("stats").code == 0  # the store exists, so its row count can be watched
    child = subprocess.Popen([sys.executable, "-c", IMPORTER, str(root), str(source), "25"])
    deadline = time.monotonic() + BOUND
    seen = 0
    while child.poll() is None and time.monotonic() < deadline:
        try:
            with sqlite3.connect(f"file:{root / 'memory.db'}?mode=ro", uri=True, timeout=5) as db:
                seen = db.execute("SELECT COUNT(*) FROM memories").fetchone()[0]
        except sqlite3.OperationalError:
            continue
        if seen >= kill_after:
            child.send_signal(signal.SIGKILL)
            break
        time.sleep(0.005)
    child.wait(timeout=BOUND)
    assert child.returncode == -signal.SIGKILL, "the import ended before it was killed"
    done = cli("--json", "sync")
    assert done.code == 0, done.err
    report = done.json()
    assert (report["added"], report["deleted"], report["errors"]) == ([], [], [])
    kept = _ids(root)
    assert kept and len(kept) < total and len(kept) % 25 == 0  # whole batches, nothing of the next
    assert set(_notes(root)) == kept  # every memory in the db has its note, and no note more
    again = cli("--json", "import", str(source))
    assert again.code == 0, again.err
    assert (again.json()["imported"], again.json()["skipped"]) == (total - len(kept), len(kept))
    assert set(_notes(root)) == _ids(root) and len(_ids(root)) == total


def test_a_bulk_import_runs_few_statements_a_memory(tmp_path: Path) -> None:
    """Counted, not timed: the count of memories and the namespace are written once a batch,
    an embedder's number is asked once a batch, not once a memory each."""
    import agent_memory.interchange as interchange

    source = _write(tmp_path / "in.jsonl", _lines(200))
    with pytest.MonkeyPatch.context() as patch, Memory(tmp_path / "root") as memory:
        patch.setattr(interchange, "IMPORT_BATCH", 100)
        statements: list[str] = []
        syncs: list[str] = []
        patch.setattr(os, "sync", lambda: syncs.append("sync"))
        patch.setattr(os, "fsync", lambda fd: syncs.append("fsync"))
        memory._vault.store._db.set_trace_callback(statements.append)
        assert memory.import_file(source).imported == 200
        memory._vault.store._db.set_trace_callback(None)
        assert memory.store.namespaces() == {"default": 200}
        assert not memory.store.notes_behind()
    counted = {
        kind: sum(kind in sql for sql in statements)
        for kind in (
            "UPDATE counters",
            "INSERT INTO namespaces",
            "INTO embedders",
            "FROM embedders",
            "UPDATE memories",
            "notes_behind",
            "COMMIT",
            "SELECT id FROM memories WHERE id IN",
        )
    }
    assert counted == {
        "UPDATE counters": 4,  # memories and terms, each batch
        "INSERT INTO namespaces": 2,
        "INTO embedders": 2,
        "FROM embedders": 2,
        "UPDATE memories": 0,  # a note's state is in its row as inserted, not set after it
        "notes_behind": 2,  # asked once a batch whether any note lags
        "COMMIT": 2,  # a transaction a batch
        "SELECT id FROM memories WHERE id IN": 2,  # the ids already there asked once a batch
    }, counted
    assert syncs == ["sync", "sync"]  # the notes made durable once a batch, none one by one


def test_an_id_twice_in_one_file_is_imported_once(tmp_path: Path) -> None:
    first, second = _lines(2)
    source = _write(tmp_path / "twice.jsonl", [first, second, first])  # the same memory twice: once
    with Memory(tmp_path / "root") as memory:
        report = memory.import_file(source)
        assert (report.imported, report.skipped) == (2, 1)
    assert set(_notes(tmp_path / "root")) == _ids(tmp_path / "root") == {first["id"], second["id"]}


@pytest.mark.parametrize(
    ("change", "named"),
    [
        # one id, two memories: both lines named, neither dropped in silence
        (lambda first, second: {**second, "id": first["id"]}, "line 1 and {source}: line 2: the same id"),
        (
            lambda first, second: {**second, "superseded_by": "mem_20990101_000000_ab12"},
            "line 2: field 'superseded_by'",
        ),
        (lambda first, second: {**second, "access_count": -3}, "line 2: field 'access_count' is -3"),
    ],
)
def test_a_file_with_a_bad_line_imports_nothing(cli, tmp_path: Path, change, named: str) -> None:
    first, second = _lines(2)
    source = _write(tmp_path / "bad.jsonl", [first, change(first, second)])
    result = cli("import", str(source))
    assert (result.code, "Traceback" in result.err) == (2, False)
    assert f"{source}: " + named.format(source=source) in result.err and "fix:" in result.err
    with Memory(tmp_path / "data") as memory:
        assert memory.store.count() == 0


def test_superseded_by_may_name_a_memory_of_the_file_or_the_store(tmp_path: Path) -> None:
    first, second, third = _lines(3)
    with Memory(tmp_path / "root") as memory:
        memory.import_file(_write(tmp_path / "one.jsonl", [first]))
        report = memory.import_file(
            _write(
                tmp_path / "two.jsonl",
                [{**second, "superseded_by": first["id"]}, {**third, "superseded_by": second["id"]}],
            )
        )
        assert report.imported == 2
        assert memory.get(str(third["id"])).superseded_by == second["id"]
