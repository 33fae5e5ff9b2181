"""Hardening (issue 7): many writers at once, and writers killed with SIGKILL at random moments."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from agent_memory import Memory

from .conftest import BOUND

TESTS = str(Path(__file__).parent)

# One worker: a mix of remember / recall / verify / forget on its own memories. After each
# operation returns it appends a line to its journal (flushed and fsync'd), so the journal
# holds only what the store has told it is done.
WORKER = textwrap.dedent(
    """
    import json, os, random, sys
    sys.path.insert(0, {tests!r})
    from conftest import distinct_text
    from agent_memory import Memory
    worker, count, root, journal = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    rng = random.Random(worker)
    mine = []
    with Memory(root) as memory, open(journal, "a", encoding="utf-8") as log:
        def done(op, memory_id):
            log.write(json.dumps([op, memory_id]) + "\\n")
            log.flush()
            os.fsync(log.fileno())
        for i in range(count):
            roll = rng.random()
            if roll < 0.5 or not mine:
                result = memory.remember(distinct_text(worker * 1_000_000 + i, words=12), source=f"w{{worker}}")
                assert result.action == "created", result.action
                mine.append(result.entry.id)
                done("created", result.entry.id)
            elif roll < 0.75:
                memory.recall(distinct_text(worker * 1_000_000 + rng.randrange(i), words=12)[:40])
            elif roll < 0.85:
                done("verified", memory.verify(rng.choice(mine)).id)
            else:
                victim = mine.pop(rng.randrange(len(mine)))
                done("forgetting", victim)  # a forget cut off by a kill may have removed the note only
                memory.forget(victim)
                done("forgotten", victim)
    """
)


def _journal(path: Path) -> tuple[set[str], set[str], set[str], set[str]]:
    """(created, forgotten, forgetting: asked to forget, perhaps not done, verified) from a worker's journal."""
    created, forgotten, forgetting, verified = set(), set(), set(), set()
    if path.exists():
        for line in path.read_text("utf-8").splitlines():
            op, memory_id = json.loads(line)
            if op == "created":
                created.add(memory_id)
            elif op == "forgetting":
                forgetting.add(memory_id)
            elif op == "forgotten":
                forgotten.add(memory_id)
            elif op == "verified":
                verified.add(memory_id)
    return created, forgotten, forgetting - forgotten, verified


def _temp_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if ".tmp-" in p.name]


def test_eight_processes_of_mixed_operations_lose_nothing(root: Path, tmp_path: Path) -> None:
    Memory(root).close()
    script = tmp_path / "worker.py"
    script.write_text(WORKER.format(tests=TESTS))
    journals = [tmp_path / f"journal-{w}.jsonl" for w in range(8)]
    procs = [
        subprocess.Popen(
            [sys.executable, str(script), str(w), "250", str(root), str(journals[w])],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for w in range(8)
    ]
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err.decode()
        assert b"locked" not in out + err
    created, forgotten = set(), set()
    for journal in journals:
        c, f, pending, _ = _journal(journal)
        assert not pending  # every worker finished
        created |= c
        forgotten |= f
    alive = created - forgotten
    assert len(created) > 8 * 100 and forgotten  # the mix ran
    with Memory(root) as memory:
        ids = [entry.id for entry in memory.store.iter_entries()]
        assert len(ids) == len(set(ids))  # nothing duplicated
        assert set(ids) == alive  # nothing lost, nothing forgotten left behind
        assert {p.stem for p in (root / "store").glob("*.md")} == alive  # db and Markdown agree
        assert memory.store.integrity_ok()
        assert memory.sync().unchanged == len(alive)
    assert not _temp_files(root)
    print(f"\n8 processes x 250 operations: {len(created)} created, {len(forgotten)} forgotten, lost 0")


def _journaled(path: Path) -> int:
    """How many lines a worker's journal holds: its acknowledged writes (and forgets begun)."""
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def _kill_after(proc: subprocess.Popen[bytes], journal: Path, operations: int) -> None:
    """SIGKILL the worker once its journal holds ``operations`` lines: it is then somewhere in
    the operations after those, wherever the scheduler has it. Waits on the journal, not on a
    clock, so a slow machine only makes the trial take longer (the bound only guards a hang)."""
    deadline = time.monotonic() + BOUND
    while _journaled(journal) < operations:
        if proc.poll() is not None:
            raise AssertionError(f"the worker left before {operations} operations: {proc.communicate()[1].decode()}")
        assert time.monotonic() < deadline, f"the worker journaled {_journaled(journal)} of {operations} operations"
        time.sleep(0.002)
    os.kill(proc.pid, signal.SIGKILL)


def test_writers_killed_at_random_moments_leave_a_sound_store(root: Path, tmp_path: Path) -> None:
    Memory(root).close()
    script = tmp_path / "worker.py"
    script.write_text(WORKER.format(tests=TESTS))
    rng = random.Random(7)
    created, forgotten, in_flight, verified = set(), set(), set(), set()
    waited_for = 0
    for trial in range(50):
        journal = tmp_path / f"journal-{trial}.jsonl"
        proc = subprocess.Popen(
            [sys.executable, str(script), str(trial + 100), "100000", str(root), str(journal)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        operations = rng.randint(1, 12)
        _kill_after(proc, journal, operations)
        waited_for += operations
        _, err = proc.communicate(timeout=BOUND)
        assert proc.returncode == -signal.SIGKILL, err.decode()
        c, f, pending, v = _journal(journal)
        created |= c
        forgotten |= f
        verified |= v
        in_flight |= pending  # killed mid-forget: gone from db and notes, or from its note only
        with sqlite3.connect(root / "memory.db") as db:  # the file itself, before we open it
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        with Memory(root) as memory:  # opens cleanly
            entries = {entry.id: entry for entry in memory.store.iter_entries()}
        kept = created - forgotten - in_flight
        missing = kept - set(entries)
        assert not missing, f"trial {trial}: committed memories lost: {sorted(missing)[:3]}"
        assert not (forgotten & set(entries)), f"trial {trial}: forgotten memories came back"
        unverified = [i for i in kept & verified if not entries[i].execution_verified]
        assert not unverified, f"trial {trial}: acknowledged verifications lost: {unverified[:3]}"
        notes = {p.stem for p in (root / "store").glob("*.md")}
        assert kept <= notes, f"trial {trial}: a committed memory has no note"
    assert len(created) >= 50 and forgotten and verified  # every trial wrote before its kill; the whole mix ran
    with Memory(root) as memory:
        report = memory.sync()  # takes in what a kill left half-done (a note written, its commit not)
        assert not report.errors
        print(
            f"\n50 kills after {waited_for} journaled operations; {len(created)} memories committed, "
            f"{len(forgotten)} forgotten, lost 0; sync took in {len(report.added)} notes whose commit a kill cut off"
        )
        ids = {entry.id for entry in memory.store.iter_entries()}
        assert {p.stem for p in (root / "store").glob("*.md")} == ids
        assert created - forgotten - in_flight <= ids  # a cut-off forget: undone, or finished by sync
        assert memory.store.integrity_ok()
    assert not _temp_files(root)  # a killed writer's temp files were dropped by sync


def test_a_forgotten_id_is_not_given_again_in_its_second(root: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime

    from agent_memory import model

    moment = datetime(2026, 12, 4, 3, 0, 0, tzinfo=UTC)
    suffixes, real = iter(["abcd", "abcd", "ef01"]), model.os.urandom
    # the ids' 16 random bits come out the same twice (other callers get real ones)
    monkeypatch.setattr(model.os, "urandom", lambda n: bytes.fromhex(next(suffixes)) if n == 2 else real(n))
    with Memory(root, clock=lambda: moment) as memory:
        first = memory.remember("the first memory of this second").entry.id
        memory.forget(first)
        second = memory.remember("another memory in the same second").entry.id
    assert first == "mem_20261204_030000_abcd" and second == "mem_20261204_030000_ef01"
