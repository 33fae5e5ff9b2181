"""The Markdown mirror is two-way: sync takes in hand edits, reindex rebuilds the db."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from agent_memory import Memory, NotFoundError
from agent_memory.model import ID_PATTERN

from .conftest import distinct_text


def _note(root: Path, memory_id: str) -> Path:
    return root / "store" / f"{memory_id}.md"


def _touch_later(path: Path) -> None:
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))


def test_sync_takes_in_an_edited_body_and_frontmatter(memory: Memory, root: Path) -> None:
    e = memory.remember("the build uses make and gcc twelve", category="config", importance=4).entry
    path = _note(root, e.id)
    text = (
        path.read_text("utf-8")
        .replace("importance: 4", "importance: 9")
        .replace("make and gcc twelve", "ninja and clang eighteen")
    )
    text = text.replace("execution_verified: false", "execution_verified: true")
    path.write_text(text, "utf-8")
    _touch_later(path)
    report = memory.sync()
    assert report.updated == [e.id] and report.errors == []
    got = memory.get(e.id)
    assert (got.content, got.importance, got.execution_verified) == ("the build uses ninja and clang eighteen", 9, True)
    assert [h.entry.id for h in memory.recall("clang")] == [e.id]
    assert memory.recall("gcc") == []


def test_sync_gives_a_hand_written_note_an_id(memory: Memory, root: Path) -> None:
    path = root / "store" / "my idea.md"
    path.write_text("Use a bloom filter in front of the cache\n", "utf-8")
    report = memory.sync()
    assert len(report.added) == 1
    new_id = report.added[0]
    assert ID_PATTERN.match(new_id)
    assert f"id: {new_id}" in path.read_text("utf-8")
    got = memory.get(new_id)
    assert (
        got.content == "Use a bloom filter in front of the cache"
        and got.room == "events"
        and not got.execution_verified
    )
    # a second sync sees nothing new, and forget removes the hand-written file
    again = memory.sync()
    assert (again.added, again.updated, again.deleted) == ([], [], [])
    memory.forget(new_id)
    assert not path.exists()


def test_sync_redacts_a_secret_typed_into_a_note(memory: Memory, root: Path) -> None:
    path = root / "store" / "creds.md"
    path.write_text("---\ncategory: config\n---\n\nthe router password: Sup3rS3cret\n", "utf-8")
    memory.sync()
    for p in root.rglob("*"):
        if p.is_file():
            assert b"Sup3rS3cret" not in p.read_bytes(), p


def test_sync_removes_memories_whose_note_was_deleted(memory: Memory, root: Path) -> None:
    a = memory.remember(distinct_text(1)).entry
    b = memory.remember(distinct_text(2)).entry
    _note(root, a.id).unlink()
    report = memory.sync()
    assert report.deleted == [a.id]
    with pytest.raises(NotFoundError):
        memory.get(a.id)
    assert memory.get(b.id)


def test_sync_skips_a_corrupt_note_and_names_it(memory: Memory, root: Path) -> None:
    good = memory.remember(distinct_text(3)).entry
    bad = root / "store" / "broken.md"
    bad.write_text("---\nimportance: 12\n---\n\nbody\n", "utf-8")
    unclosed = root / "store" / "unclosed.md"
    unclosed.write_text("---\nid: x\nno end\n", "utf-8")
    binary = root / "store" / "binary.md"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    report = memory.sync()
    assert sorted(Path(p).name for p, _ in report.errors) == ["binary.md", "broken.md", "unclosed.md"]
    assert any("importance" in message for _, message in report.errors)
    assert memory.get(good.id) and memory.stats().total == 1
    assert bad.exists() and unclosed.exists()


def test_sync_refuses_a_copied_note_with_the_same_id(memory: Memory, root: Path) -> None:
    e = memory.remember(distinct_text(4)).entry
    copy = root / "store" / "copy.md"
    copy.write_text(_note(root, e.id).read_text("utf-8").replace("note 4", "changed copy"), "utf-8")
    report = memory.sync()
    assert [Path(p).name for p, _ in report.errors] == ["copy.md"]
    assert memory.get(e.id).content == distinct_text(4)


def test_reindex_after_losing_the_db_restores_every_field(root: Path) -> None:
    with Memory(root) as memory:
        ids = [
            memory.remember(distinct_text(i), category=c, importance=i + 3, source=f"src {i}: x").id
            for i, c in enumerate(["preference", "decision", "config", "project", "event"])
        ]
        memory.remember("密码是 hunter2 for the vpn", category="config")
        memory.verify(ids[1])
        for _ in range(3):
            memory.recall(distinct_text(2).split(": ")[1])
        before = {e.id: e for e in memory.store.iter_entries()}
    for suffix in ("", "-wal", "-shm"):
        Path(f"{root / 'memory.db'}{suffix}").unlink(missing_ok=True)
    with Memory(root) as memory:
        report = memory.reindex()
        after = {e.id: e for e in memory.store.iter_entries()}
        assert sorted(report.added) == sorted(before) and report.errors == []
        assert after == before
        assert memory.get(ids[2]).access_count == 3
        assert [h.entry.id for h in memory.recall(distinct_text(3).split(": ")[1], top_k=1)] == [ids[3]]


def test_reindex_keeps_the_old_db_and_works_on_a_corrupt_one(root: Path) -> None:
    with Memory(root) as memory:
        e = memory.remember(distinct_text(9)).entry
    (root / "memory.db").write_bytes(b"this is not a database" * 100)
    for suffix in ("-wal", "-shm"):
        Path(f"{root / 'memory.db'}{suffix}").unlink(missing_ok=True)
    with Memory(root) as memory:
        from agent_memory.errors import StoreCorruptError

        with pytest.raises(StoreCorruptError) as info:
            memory.stats()
        assert "reindex" in info.value.hint
        memory.reindex()
        assert memory.get(e.id).content == distinct_text(9)
    assert list((root / "backups").glob("memory.db.before-reindex-*"))
    assert sqlite3.connect(root / "memory.db").execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_note_written_by_hand_without_a_category_is_classified(memory: Memory) -> None:
    (memory.layout.store / "by-hand.md").write_text("We decided to adopt Kubernetes\n", "utf-8")
    report = memory.sync()
    (added,) = report.added
    assert memory.get(added).room == "decisions"
