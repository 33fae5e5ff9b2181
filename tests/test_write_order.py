"""Notes change with the db, never ahead of it (issue 17, item 8).

A writer is killed with SIGKILL at a chosen step -- just before its COMMIT (SQLite's trace
hook sees the statement), or as it puts a note in place (``os.replace`` of a ``.md``) --
and ``sync`` then runs. A write killed before its commit is undone whole: no note of it is
adopted, no note it set aside is lost. One killed after its commit is finished: its notes
take their place. Either way db and notes agree and ``sync`` adds, updates or deletes nothing.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import distinct_text

WORKER = textwrap.dedent(
    """
    import os, signal, sys
    from agent_memory import Memory

    root, op, when, arg = sys.argv[1:5]
    memory = Memory(root)
    memory.store  # opened (and migrated) before the trap is set

    def die(*_):
        os.kill(os.getpid(), signal.SIGKILL)

    if when == "commit":  # SQLite calls this before it runs each statement
        memory.store._db.set_trace_callback(lambda sql: sql.strip().upper() == "COMMIT" and die())
    else:  # as a note is put in place
        real = os.replace
        os.replace = lambda src, dst, *a, **k: die() if str(dst).endswith(".md") else real(src, dst, *a, **k)
    if op == "remember":
        memory.remember(arg)
    elif op == "forget":
        memory.forget(arg)
    elif op == "verify":
        memory.verify(arg)
    elif op == "prune":
        memory.prune()
    sys.exit(3)  # not killed: the trap never fired
    """
)


def killed(root: Path, tmp_path: Path, op: str, when: str, arg: str = "") -> None:
    script = tmp_path / "worker.py"
    script.write_text(WORKER)
    proc = subprocess.run([sys.executable, str(script), str(root), op, when, arg], capture_output=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.decode()


def settled(root: Path) -> tuple[dict[str, tuple[str, bool]], dict[str, str]]:
    """Sync (which must change no memory), then (id -> (content, verified), note -> text)."""
    with Memory(root) as memory:
        report = memory.sync()
        assert (report.added, report.updated, report.deleted, report.errors) == ([], [], [], [])
        rows = {e.id: (e.content, e.execution_verified) for e in memory.store.iter_entries()}
        recorded = {s.path: (s.mtime_ns, s.size) for s in memory.store.file_states()}
        on_disk = {name: (info.st_mtime_ns, info.st_size) for name, info in memory.note_files().items()}
        assert recorded == on_disk  # db and notes agree
    assert not [p for p in root.rglob("*") if ".tmp-" in p.name]
    return rows, {p.name: p.read_text("utf-8") for p in (root / "store").glob("*.md")}


@pytest.fixture
def ids(root: Path) -> list[str]:
    with Memory(root) as memory:
        return [memory.remember(distinct_text(i)).entry.id for i in range(5)]


def test_a_remember_killed_before_its_commit_leaves_no_note_to_adopt(root: Path, tmp_path: Path, ids) -> None:  # type: ignore[no-untyped-def]
    killed(root, tmp_path, "remember", "commit", "a memory whose commit never happened")
    rows, notes = settled(root)
    assert set(rows) == set(ids) and len(notes) == len(ids)
    assert not any("never happened" in text for text in notes.values())


def test_a_remember_killed_after_its_commit_gets_its_note(root: Path, tmp_path: Path, ids) -> None:  # type: ignore[no-untyped-def]
    killed(root, tmp_path, "remember", "note", "a memory committed before the kill")
    rows, notes = settled(root)
    (made,) = set(rows) - set(ids)
    assert rows[made][0] == "a memory committed before the kill"
    assert "a memory committed before the kill" in notes[f"{made}.md"]


def test_a_verify_killed_after_its_commit_is_finished(root: Path, tmp_path: Path, ids) -> None:  # type: ignore[no-untyped-def]
    killed(root, tmp_path, "verify", "note", ids[1])
    rows, notes = settled(root)
    assert rows[ids[1]][1] is True and "execution_verified: true" in notes[f"{ids[1]}.md"]


def test_a_forget_killed_before_its_commit_is_undone(root: Path, tmp_path: Path, ids) -> None:  # type: ignore[no-untyped-def]
    killed(root, tmp_path, "forget", "commit", ids[0])
    rows, notes = settled(root)
    assert set(rows) == set(ids) and f"{ids[0]}.md" in notes


def test_a_prune_killed_before_its_commit_is_undone_whole(root: Path, tmp_path: Path, ids) -> None:  # type: ignore[no-untyped-def]
    then = datetime.now(UTC) - timedelta(days=30)
    with Memory(root, clock=lambda: then) as memory:  # unverified for 30 days: prune takes them
        old = {memory.remember(distinct_text(100 + i)).entry.id for i in range(6)}
    killed(root, tmp_path, "prune", "commit")
    rows, notes = settled(root)
    assert set(rows) == set(ids) | old and {f"{memory_id}.md" for memory_id in old} <= set(notes)
