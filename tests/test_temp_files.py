"""Temp files that cannot linger (issue 17, item 6): every writer makes its temp files under one
scheme (``fsutil.temp_path``); a killed writer's leftover is reported by ``doctor``, removed by
``sync`` (doctor's fix) and by the next writer of its kind, and never survives a conversion to
encryption in the clear."""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import BOUND, distinct_text

SECRET = "zyxwvortex"
SCHEME = re.compile(r"^\.(.+)\.tmp-([0-9]+)-[0-9a-f]{6}$")  # fsutil.temp_path's names

# The day's first write makes the daily backup: it is killed while the copy is being written.
BACKUP_CHILD = textwrap.dedent(
    """
    import sys
    from datetime import UTC, datetime
    from agent_memory import Memory
    root, day = sys.argv[1], datetime.fromisoformat(sys.argv[2]).replace(tzinfo=UTC)
    with Memory(root, clock=lambda: day) as memory:
        memory.remember(f"Decision on {day:%Y-%m-%d}: the zyxwvortex gateway keeps its own audit log")
    """
)

# A writer that made its temp file through the one scheme, and was killed before its rename.
TEMP_CHILD = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from agent_memory.fsutil import write_temp
    temp, _ = write_temp(Path(sys.argv[1]), sys.argv[2].encode())
    print(temp, flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def _padded_store(root: Path) -> None:
    """A store whose db is large enough (~48 MB) that copying it takes a while to be caught at."""
    with Memory(root) as memory:
        for i in range(3):
            memory.remember(f"{distinct_text(i)} {SECRET}")
    with sqlite3.connect(root / "memory.db") as db:
        db.execute("CREATE TABLE padding (b BLOB)")
        db.executemany("INSERT INTO padding VALUES (randomblob(1048576))", [()] * 48)
    db.close()
    for old in (root / "backups").glob("memory.db.*.bak"):
        old.unlink()


def _kill_during_backup(root: Path) -> Path:
    """Start a first write of the day and SIGKILL it once its backup's temp file appears; a new
    day each try, until a kill lands while the copy is being made. The leftover's path."""
    backups = root / "backups"
    for attempt in range(12):
        day = f"2027-03-{attempt + 1:02d}T09:00:00"
        child = subprocess.Popen([sys.executable, "-c", BACKUP_CHILD, str(root), day])
        deadline = time.monotonic() + BOUND
        found: list[Path] = []
        while child.poll() is None and time.monotonic() < deadline:
            found = [p for p in backups.iterdir() if p.name.startswith(".memory.db.") and ".bak.tmp-" in p.name]
            if found:
                child.send_signal(signal.SIGKILL)
                break
        child.wait(timeout=BOUND)
        temps = [p for p in backups.iterdir() if p.name.startswith(".memory.db.") and ".bak.tmp-" in p.name]
        if child.returncode == -signal.SIGKILL and temps:
            return next(p for p in temps if not p.name.endswith("-journal"))
    raise AssertionError("no kill landed during a backup in 12 tries")


def test_a_backup_killed_half_way_is_reported_by_doctor_and_removed_by_its_fix(root: Path, cli) -> None:
    _padded_store(root)
    leftover = _kill_during_backup(root)
    assert SCHEME.match(leftover.name), f"{leftover.name} is not in the one temp-name scheme"
    checks = {c["check"]: c for c in json.loads(cli("doctor", "--offline", "--json").out)}
    assert checks["leftovers"]["ok"] is False and leftover.name in str(checks["leftovers"]["detail"])
    assert "sync" in str(checks["leftovers"]["fix"])
    assert leftover.exists()  # doctor changes nothing
    assert cli("sync").code == 0
    assert not [p for p in (root / "backups").iterdir() if ".tmp-" in p.name]
    assert cli("doctor", "--offline").code == 0


def test_the_next_backup_removes_a_killed_ones_leftover(root: Path) -> None:
    _padded_store(root)
    _kill_during_backup(root)
    subprocess.run([sys.executable, "-c", BACKUP_CHILD, str(root), "2027-04-01T09:00:00"], check=True, timeout=BOUND)
    names = sorted(p.name for p in (root / "backups").iterdir())
    assert "memory.db.20270401.bak" in names and not [n for n in names if ".tmp-" in n]


def _killed_temp(target: Path, data: str) -> Path:
    run = subprocess.run([sys.executable, "-c", TEMP_CHILD, str(target), data], capture_output=True, timeout=BOUND)
    assert run.returncode == -signal.SIGKILL
    return Path(run.stdout.decode().strip())


def test_a_killed_prunes_archive_temp_is_removed_by_sync_and_nothing_else(root: Path, cli) -> None:
    assert cli("remember", f"Decision: the {SECRET} gateway fronts billing").code == 0
    dead = _killed_temp(root / "backups" / "prune_20270101_000000.json", f'{{"memories": ["{SECRET}"]}}')
    assert dead.name.startswith(".prune_20270101_000000.json.tmp-") and dead.exists()
    alive = root / "backups" / f".prune_20270102_000000.json.tmp-{os.getpid()}-abcdef"  # a writer at work: this test
    alive.write_text("in progress")
    users = [root / "backups" / ".prune_notes.json.tmp-1", root / "backups" / "prune.json.tmp-12-abcdef"]
    for path in users:  # not names we make
        path.write_text("the user's")
    checks = {c["check"]: c for c in json.loads(cli("doctor", "--offline", "--json").out)}
    assert checks["leftovers"]["ok"] is False and dead.name in str(checks["leftovers"]["detail"])
    assert cli("sync").code == 0
    assert not dead.exists() and alive.exists() and all(p.exists() for p in users)


def test_no_plaintext_leftover_survives_turning_encryption_on(root: Path, tmp_path: Path, cli) -> None:
    pytest.importorskip("cryptography")
    assert cli("remember", f"Decision: the {SECRET} gateway fronts billing").code == 0
    db = (root / "memory.db").read_bytes()
    leftovers = [
        _killed_temp(root / "backups" / "memory.db.20270101.bak", SECRET),  # a killed daily backup
        _killed_temp(root / "memory.db", SECRET),  # a killed reindex's db
        _killed_temp(root / "backups" / "prune_20270101_000000.json", SECRET),  # a killed prune
    ]
    legacy = root / "backups" / ".memory.db.20270102.bak.tmp-999999999"  # the name backups were made under before
    legacy.write_bytes(db)
    assert cli("stats", env={"HERMES_ENCRYPT": "on"}).code == 0
    for path in [*leftovers, legacy]:
        assert not path.exists(), f"{path.name} survived the conversion"
    for path in root.rglob("*"):
        if path.is_file() and not (path.parent == root / "store" and path.suffix == ".md"):
            assert SECRET.encode() not in path.read_bytes().lower(), f"{path} holds a memory in the clear"


def test_an_export_killed_half_way_leaves_a_temp_the_next_export_removes(root: Path, tmp_path: Path, cli) -> None:
    assert cli("remember", "Preference: tabs over spaces").code == 0
    target = tmp_path / "memories.jsonl"
    dead = _killed_temp(target, "half an export")
    assert not target.exists() and dead.exists()
    assert cli("export", str(target)).code == 0
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith((".memories", "memories"))) == [
        "memories.jsonl"
    ]
