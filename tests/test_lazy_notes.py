"""A recall writes no note (issue 20): access goes to the db in one small transaction and the
notes catch up when next written, on ``sync``, ``export`` or before ``reindex``."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from agent_memory import Memory
from agent_memory.model import parse_markdown

from .conftest import distinct_text


def _snapshot(root: Path) -> dict[str, tuple[int, int, int, bytes]]:
    """Every file under store/ (temps included): inode, mtime, size and bytes."""
    out = {}
    for path in sorted((root / "store").rglob("*")):
        info = path.stat()
        out[str(path.relative_to(root))] = (info.st_ino, info.st_mtime_ns, info.st_size, path.read_bytes())
    return out


def _fields(root: Path, memory_id: str) -> dict[str, object]:
    return parse_markdown((root / "store" / f"{memory_id}.md").read_text("utf-8"), where="note").fields


def _fill(memory: Memory, count: int = 4) -> list[str]:
    return [memory.remember(distinct_text(i), category="decision").id for i in range(count)]


def _query(i: int) -> str:
    return distinct_text(i).split(": ")[1]


def test_recalls_by_cli_leave_every_note_byte_for_byte_and_count_in_the_db(cli, root: Path) -> None:
    with Memory(root) as memory:
        ids = _fill(memory)
    before = _snapshot(root)
    for _ in range(3):
        done = cli("recall", _query(1), "--top-k", "2")
        assert done.code == 0 and ids[1] in done.out
    assert _snapshot(root) == before  # no note rewritten, no temp file left, none added
    with Memory(root) as memory:
        entry = memory.get(ids[1])
        assert entry.access_count == 3 and entry.last_accessed is not None
        assert _fields(root, ids[1])["access_count"] == 0  # the note lags, as documented
        assert memory.store.notes_behind()  # and the db knows which ones do


def test_sync_brings_the_lagging_notes_up_to_date_and_only_those(memory: Memory, root: Path) -> None:
    ids = _fill(memory)
    for _ in range(2):
        memory.recall(_query(2), top_k=1)
    untouched = {k: v for k, v in _snapshot(root).items() if ids[2] not in k}
    memory.sync()
    fields = _fields(root, ids[2])
    assert fields["access_count"] == 2 and fields["last_accessed"] == memory.get(ids[2]).last_accessed
    assert {k: v for k, v in _snapshot(root).items() if ids[2] not in k} == untouched
    assert memory.store.notes_behind() == []
    again = _snapshot(root)
    memory.sync()  # nothing lags any more: nothing is written
    assert _snapshot(root) == again


def test_the_next_write_of_a_note_carries_its_accesses(memory: Memory, root: Path) -> None:
    ids = _fill(memory)
    memory.recall(_query(0), top_k=1)
    memory.verify(ids[0])
    assert _fields(root, ids[0])["access_count"] == 1 and _fields(root, ids[0])["execution_verified"] is True
    assert memory.store.notes_behind() == []


def test_reindex_restores_the_accesses_no_note_had_yet(memory: Memory, root: Path) -> None:
    ids = _fill(memory)
    for _ in range(3):
        memory.recall(_query(3), top_k=1)
    before = {e.id: e for e in memory.store.iter_entries()}
    memory.reindex()
    assert {e.id: e for e in memory.store.iter_entries()} == before
    assert memory.get(ids[3]).access_count == 3


def test_a_lost_db_takes_with_it_only_the_accesses_since_the_last_sync(root: Path) -> None:
    with Memory(root) as memory:
        ids = _fill(memory)
        memory.recall(_query(1), top_k=1)
        memory.sync()
        memory.recall(_query(1), top_k=1)  # after the sync: in the db alone
        synced = memory.get(ids[1])
    for suffix in ("", "-wal", "-shm"):
        Path(f"{root / 'memory.db'}{suffix}").unlink(missing_ok=True)
    with Memory(root) as memory:
        memory.reindex()
        got = memory.get(ids[1])
    assert got.access_count == 1 and synced.access_count == 2
    assert got.with_(access_count=2, last_accessed=synced.last_accessed) == synced


def test_a_hand_edit_of_a_lagging_note_keeps_the_recalls(memory: Memory, root: Path) -> None:
    ids = _fill(memory)
    importance = memory.get(ids[2]).importance
    for _ in range(10):  # the 10th access adds 1 to the importance (spec 9.7)
        memory.recall(_query(2), top_k=1)
    note = root / "store" / f"{ids[2]}.md"
    text = note.read_text("utf-8").replace(f"importance: {importance}\n", "importance: 3\n")
    note.write_text(text.rstrip("\n") + " EDITED BY HAND\n", "utf-8")
    os.utime(note, ns=(note.stat().st_mtime_ns + 10**9,) * 2)
    report = memory.sync()
    assert report.updated == [ids[2]] and report.errors == []
    got = memory.get(ids[2])
    assert got.content.endswith("EDITED BY HAND")
    assert (got.access_count, got.importance) == (10, 4)  # the hand's 3, plus the 10th access's 1
    assert _fields(root, ids[2])["access_count"] == 10 and _fields(root, ids[2])["importance"] == 4


def test_export_gives_exact_access_fields_and_flushes_the_notes(memory: Memory, root: Path, tmp_path: Path) -> None:
    ids = _fill(memory)
    memory.recall(_query(0), top_k=1)
    out = tmp_path / "export"
    memory.export_hermes_lite(out)
    exported = parse_markdown((out / "store" / f"{ids[0]}.md").read_text("utf-8"), where="export").fields
    assert exported["access_count"] == 1
    assert _fields(root, ids[0])["access_count"] == 1
    shutil.rmtree(out)
