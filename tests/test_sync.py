"""The Markdown mirror is two-way: sync takes in hand edits, reindex rebuilds the db."""

from __future__ import annotations

import os
import shutil
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
        memory.sync()  # the notes catch up on the accesses recorded since they were written
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


# ---- hand edits never cost a memory; no mass deletion without a question ---------------------


def test_a_note_saved_without_its_frontmatter_stays_its_memory(memory: Memory, root: Path) -> None:
    kept = memory.remember("the cache is Redis 7 on port 6380", category="config").entry
    other = memory.remember(distinct_text(1)).entry
    path = _note(root, kept.id)
    path.write_text("the cache is Valkey 8 on port 6380\n", "utf-8")  # an editor kept only the body
    _touch_later(path)
    report = memory.sync()
    assert (report.added, report.updated, report.deleted) == ([], [kept.id], [])
    assert memory.store.count() == 2 and memory.get(kept.id).content == "the cache is Valkey 8 on port 6380"
    assert f"id: {kept.id}" in path.read_text("utf-8")  # the frontmatter is back
    memory.forget(other.id)
    assert memory.get(kept.id).content.startswith("the cache is Valkey")


@pytest.mark.parametrize("frontmatter", [True, False])
def test_a_renamed_note_keeps_its_memory(memory: Memory, root: Path, frontmatter: bool) -> None:
    entry = memory.remember("the deploy script lives in tools/ship.sh", category="project").entry
    old = _note(root, entry.id)
    new = root / "store" / "Deploy script.md"
    new.write_text(old.read_text("utf-8") if frontmatter else entry.content + "\n", "utf-8")
    old.unlink()  # what Obsidian's rename does
    report = memory.sync()
    assert report.deleted == [] and report.added == [] and report.updated == [entry.id]
    assert memory.get(entry.id).content == entry.content and memory.store.count() == 1
    assert memory.store.file_state(entry.id).path == "Deploy script.md"
    assert memory.sync().unchanged == 1


def test_one_file_never_serves_two_memories(memory: Memory, root: Path) -> None:
    first = memory.remember("first: the queue is NATS", category="config").entry
    second = memory.remember("second: the broker runs on port 4222", category="config").entry
    first_note, second_note = _note(root, first.id), _note(root, second.id)
    first_note.write_text(second_note.read_text("utf-8"), "utf-8")  # the second's note pasted over the first's
    second_note.unlink()
    _touch_later(first_note)
    report = memory.sync()
    assert report.deleted == [] and report.restored == [first.id]
    paths = {e: memory.store.file_state(e).path for e in (first.id, second.id)}
    assert paths[second.id] == first_note.name and paths[first.id] != first_note.name
    assert (root / "store" / paths[first.id]).read_text("utf-8").endswith("first: the queue is NATS\n")
    assert memory.sync().unchanged == 2


def test_nothing_is_deleted_while_a_note_cannot_be_read(memory: Memory, root: Path) -> None:
    gone = memory.remember("a memory whose note goes missing").entry
    _note(root, gone.id).unlink()
    (root / "store" / "broken.md").write_text("---\nid: mem_2026\n---\n\nsomething\n", "utf-8")
    report = memory.sync()
    assert report.deleted == [] and report.kept == [gone.id] and "could not be read" in report.kept_why
    assert memory.get(gone.id).content == "a memory whose note goes missing"


@pytest.mark.parametrize("how", ["emptied", "removed"])
def test_sync_asks_before_deleting_many(cli, root: Path, how: str) -> None:
    with Memory(root) as memory:
        for i in range(30):
            memory.remember(distinct_text(i))
    store = root / "store"
    if how == "emptied":
        for note in store.glob("*.md"):
            note.unlink()
    else:
        for note in store.glob("*.md"):
            note.unlink()
        store.rmdir()
    refused = cli("sync")
    assert refused.code == 2 and "kept 30 memories" in refused.err and "--yes" in refused.err
    with Memory(root) as memory:
        assert memory.store.count() == 30
    assert cli("reindex").code == 2  # onto fewer notes than memories: the same question
    with Memory(root) as memory:
        assert memory.store.count() == 30
    done = cli("sync", "--yes", "--json")
    assert done.code == 0 and len(done.json()["deleted"]) == 30


def test_a_few_deletions_need_no_question(memory: Memory, root: Path) -> None:
    ids = [memory.remember(distinct_text(i)).id for i in range(10)]
    for memory_id in ids[:3]:
        _note(root, memory_id).unlink()
    assert sorted(memory.sync().deleted) == sorted(ids[:3])


@pytest.mark.parametrize("how", ["emptied", "removed"])
@pytest.mark.parametrize("count", [1, 3])
def test_a_small_store_is_never_wiped_without_a_question(cli, root: Path, how: str, count: int) -> None:
    with Memory(root) as memory:
        for i in range(count):
            memory.remember(distinct_text(i))
    store = root / "store"
    for note in store.glob("*.md"):
        note.unlink()
    if how == "removed":
        store.rmdir()
    refused = cli("sync")
    assert refused.code == 2 and f"kept {count} memories" in refused.err and "--yes" in refused.err, refused.err
    reindex = cli("reindex")
    assert reindex.code == 2 and "--yes" in reindex.err, reindex.err
    with Memory(root) as memory:
        assert memory.store.count() == count
    done = cli("sync", "--yes", "--json")
    assert done.code == 0 and len(done.json()["deleted"]) == count


@pytest.mark.parametrize("command", ["sync", "reindex", "stats", "remember", "doctor"])
def test_a_store_folder_replaced_by_a_file_is_a_clear_error(cli, root: Path, command: str) -> None:
    with Memory(root) as memory:
        memory.remember(distinct_text(1))
    shutil.rmtree(root / "store")
    (root / "store").write_text("not a folder\n", "utf-8")
    args = {"remember": ("remember", distinct_text(2)), "doctor": ("doctor", "--offline")}.get(command, (command,))
    result = cli(*args)
    said = result.out + result.err
    assert "Traceback" not in said and "NotADirectoryError" not in said, said
    assert result.code == (1 if command == "doctor" else 2), said
    assert f"{root / 'store'} is a file, not a folder" in said, said
    with Memory(root) as memory:
        assert memory.store.count() == 1
    assert (root / "store").read_text("utf-8") == "not a folder\n"


def test_a_note_sync_cannot_take_in_is_named_and_sync_exits_2(cli, root: Path) -> None:
    with Memory(root) as memory:
        e = memory.remember(distinct_text(4)).entry
    copy = root / "store" / "copy.md"
    copy.write_text(_note(root, e.id).read_text("utf-8").replace("note 4", "changed copy"), "utf-8")
    result = cli("sync")
    assert result.code == 2 and f"skipped {copy}" in result.err and "remove the id line" in result.err, result.err
    copy.unlink()
    assert cli("sync").code == 0


@pytest.mark.parametrize("run", ["sync", "reindex"])
def test_a_note_with_a_bad_field_is_2_naming_note_field_and_fix(cli, root: Path, run: str) -> None:
    with Memory(root) as memory:
        kept = memory.remember("the deploy uses blue green switching").entry.id
        bad = memory.remember("the cache is warmed by a cron job at night").entry.id
    note = _note(root, bad)
    note.write_text(note.read_text("utf-8").replace("importance: 5", "importance: 11"), "utf-8")
    _touch_later(note)
    result = cli(run)
    assert (result.code, "Traceback" in result.err) == (2, False)
    assert f"{note}: field 'importance'" in result.err and "fix:" in result.err and "agent-memory sync" in result.err
    assert "importance: 11" in note.read_text("utf-8")  # the note is left for the user to correct
    note.write_text(note.read_text("utf-8").replace("importance: 11", "importance: 7"), "utf-8")
    _touch_later(note)
    assert cli("sync").code == 0
    with Memory(root) as memory:
        assert (memory.get(kept).importance, memory.get(bad).importance) == (5, 7)
