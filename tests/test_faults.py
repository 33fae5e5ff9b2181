"""Corruption and faults (issue 7): each is detected, named with its fix, and loses nothing stored."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import AgentMemoryError

from .conftest import distinct_text


def _filled(root: Path, count: int = 20) -> dict[str, str]:
    with Memory(root) as memory:
        return {memory.remember(distinct_text(i, words=10)).entry.id: distinct_text(i, words=10) for i in range(count)}


def _drop_wal(root: Path) -> None:
    for suffix in ("-wal", "-shm"):
        Path(f"{root / 'memory.db'}{suffix}").unlink(missing_ok=True)


@pytest.mark.parametrize("damage", ["truncated", "garbage"])
def test_a_damaged_db_names_reindex_which_brings_every_memory_back(cli, root: Path, damage: str) -> None:
    kept = _filled(root)
    db = root / "memory.db"
    db.write_bytes(db.read_bytes()[:8192] if damage == "truncated" else os.urandom(20_000))
    _drop_wal(root)
    result = cli("recall", "anything")
    assert result.code == 1 and "Traceback" not in result.err
    assert "reindex" in result.err and str(db) in result.err
    assert cli("reindex").code == 0
    with Memory(root) as memory:
        assert {e.id: e.content for e in memory.store.iter_entries()} == kept
        assert memory.store.integrity_ok()


def test_reindex_takes_in_the_rest_and_names_a_corrupt_note_with_exit_2(cli, root: Path) -> None:
    kept = _filled(root, 5)
    bad = root / "store" / f"{next(iter(kept))}.md"
    corrupt = b"---\nid: [unclosed\n---\n\xff\xfe"
    bad.write_bytes(corrupt)
    result = cli("reindex")
    assert result.code == 2 and str(bad) in result.out + result.err  # a script sees the note it lost
    assert bad.read_bytes() == corrupt  # left as it was, for the user to mend
    with Memory(root) as memory:
        assert memory.store.count() == 4


def test_a_full_disk_is_a_clear_error_and_loses_nothing(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = _filled(root, 5)
    real_write = os.write

    def full(fd: int, data: bytes) -> int:  # the kernel says ENOSPC for every file write
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with Memory(root) as memory:
        monkeypatch.setattr(os, "write", full)
        with pytest.raises(AgentMemoryError) as info:
            memory.remember("a memory that finds the disk full")
        monkeypatch.setattr(os, "write", real_write)
        assert "No space left" in info.value.message and info.value.hint == "free some disk space"
        assert {e.id: e.content for e in memory.store.iter_entries()} == kept  # rolled back, nothing lost
        assert memory.store.integrity_ok()
    assert sorted(p.stem for p in (root / "store").glob("*.md")) == sorted(kept)
    assert not [p for p in (root / "store").iterdir() if ".tmp-" in p.name]


def test_a_read_only_root_is_a_clear_error_and_loses_nothing(cli, root: Path) -> None:
    kept = _filled(root, 3)
    store = root / "store"
    if os.geteuid() != 0:
        os.chmod(store, 0o555)
        undo = ["chmod", "755", str(store)]
    elif shutil.which("chattr") and subprocess.run(["chattr", "+i", str(store)], capture_output=True).returncode == 0:
        undo = ["chattr", "-i", str(store)]  # root ignores modes; an immutable folder it cannot write
    else:
        pytest.skip("running as root without chattr: no way to make a folder read-only here")
    try:
        result = cli("remember", "a memory for a read-only store")
        assert result.code == 2 and "Traceback" not in result.err
        assert "cannot write" in result.err and "writable" in result.err
    finally:
        subprocess.run(undo, check=True)
    with Memory(root) as memory:
        assert {e.id: e.content for e in memory.store.iter_entries()} == kept


def test_a_corrupt_breaker_state_or_config_is_reported_not_raised(cli, root: Path) -> None:
    _filled(root, 3)
    (root / ".vector_backend_state.json").write_text("{not json", "utf-8")
    assert cli("recall", distinct_text(1, words=10)[:30]).code == 0  # recall goes on
    for result in (cli("vectors"), cli("doctor", "--offline")):
        assert ".vector_backend_state.json" in result.out + result.err and "Traceback" not in result.err
    (root / "config.yaml").write_text("rooms:\n  prefs: [\n", "utf-8")
    result = cli("stats")
    assert result.code == 2 and "config.yaml" in result.err and "line" in result.err
