"""A full disk (issue 17, item 8): a clear error that changes nothing, on a real file system.

A data root on a small tmpfs is filled with a ballast file until only 0, 4, 48, 64 or
512 KiB are free; every command that writes and the read-only ones then run as real
processes (``run_on_a_full_disk``, once per level). Each test checks one class of failure
on what those processes did:

- no command ends in a traceback; a write succeeds, or fails with exit 2 and a message
  naming the file, the full disk and the fix;
- the reads (recall, context, stats, rooms, graph, export elsewhere, doctor) work;
- once the ballast is gone, db and notes agree: a write that failed left no note that
  ``sync`` would take in (nor removed one it would act on), and ``sync`` adopts nothing;
- a failed forget or verify changed nothing; a prune is all or nothing;
- ``PRAGMA integrity_check`` is ok and no temp file is left behind.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import ISOLATED_NAMES, ISOLATED_PREFIXES, Run, distinct_text

LEVELS = [0, 4 << 10, 48 << 10, 64 << 10, 512 << 10]  # bytes left free
HANDMADE = "handmade.md"  # a note written by hand, waiting for sync
NO_SPACE = "No space left on device"


def free_bytes(path: Path) -> int:
    info = os.statvfs(path)
    return info.f_bavail * info.f_frsize


@dataclass
class Seed:
    """A data root and the ids its scenario needs."""

    root: Path
    to_forget: str
    to_verify: str
    keeper: str
    old: set[str]  # unverified for 30 days: what prune takes
    archive: str  # the name of a prune archive holding ARCHIVED, for restore
    archived: set[str]
    imports: Path  # a JSONL export of IMPORTED memories, on another file system
    imported: set[str]


def make_seed(base: Path) -> Seed:
    root, now = base / "seed", datetime.now(UTC)
    with Memory(root, clock=lambda: now - timedelta(days=40)) as memory:
        archived = {memory.remember(distinct_text(900 + i)).entry.id for i in range(3)}
    with Memory(root) as memory:
        archive = Path(memory.prune().archive or "").name
    with Memory(root, clock=lambda: now - timedelta(days=30)) as memory:
        old = {memory.remember(distinct_text(800 + i)).entry.id for i in range(6)}
    with Memory(root) as memory:  # today: the day's first backup is made here, not on the full disk
        ids = [memory.remember(distinct_text(i), category="decision").entry.id for i in range(20)]
        memory.remember("The billing service runs on PostgreSQL with Redis as its cache", category="config")
        memory.graph_top()  # the graph is built: reading it later writes nothing
    with Memory(base / "other") as memory:
        imported = {memory.remember(distinct_text(700 + i)).entry.id for i in range(3)}
        memory.export_jsonl(base / "import.jsonl")
    (root / "store" / HANDMADE).write_text("A hand-written note about quartz lanterns in the attic\n", "utf-8")
    return Seed(root, ids[0], ids[1], ids[2], old, archive, archived, base / "import.jsonl", imported)


def cli(root: Path, *args: str) -> Run:
    proc = subprocess.run(
        [sys.executable, "-m", "agent_memory", *args, "--root", str(root)], capture_output=True, timeout=120
    )
    return Run(proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))


@dataclass
class Outcome:
    """What the commands said on the full disk, and what the root held once space came back."""

    leave: int
    seed: Seed
    root: Path
    writes: dict[str, Run] = field(default_factory=dict)
    reads: dict[str, Run] = field(default_factory=dict)
    export_lines: int = -1
    leftovers: list[str] = field(default_factory=list)  # temp files, on the full disk
    integrity: str = ""
    rows: dict[str, tuple[str, bool]] = field(default_factory=dict)  # id -> (content, verified)
    recorded: dict[str, tuple[int, int]] = field(default_factory=dict)  # note -> what the db says it wrote
    notes: dict[str, tuple[int, int]] = field(default_factory=dict)  # note -> (mtime_ns, size) on disk
    notes_text: str = ""
    sync_after: Run | None = None
    retry: Run | None = None
    rows_after_retry: dict[str, tuple[str, bool]] = field(default_factory=dict)

    def failed(self, name: str) -> bool:
        return self.writes[name].code != 0


def _rows(root: Path) -> dict[str, tuple[str, bool]]:
    with sqlite3.connect(root / "memory.db") as db:
        return {i: (c, bool(v)) for i, c, v in db.execute("SELECT id, content, execution_verified FROM memories")}


def _writes(seed: Seed, root: Path) -> dict[str, tuple[str, ...]]:
    return {  # the deletions first: on the fullest disks they meet the failing commit
        "prune": ("prune", "--yes"),
        "forget": ("forget", seed.to_forget),
        "verify": ("verify", seed.to_verify),
        "remember": ("remember", "zebra crossings are painted white at the harbour"),
        "merge": ("remember", distinct_text(3), "--category", "decision"),
        "digest": (
            "--json",
            "digest",
            "--apply",
            "We decided to adopt kiwi-alpha for the builds. I prefer kiwi-bravo.",
        ),
        "restore": ("restore", str(root / "backups" / seed.archive)),
        "import": ("import", str(seed.imports)),
        "graph": ("graph", "--rebuild"),
        "vectors": ("vectors", "--embed"),
        "sync": ("sync",),
    }


@contextmanager
def tmpfs(base: Path) -> Iterator[Path]:
    """An 8 MiB tmpfs of its own under ``base``, unmounted afterwards."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (CI runs these tests as root)")
    disk = base / "disk"
    disk.mkdir()
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(disk)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {made.stderr.decode().strip()}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=True)


def fill(disk: Path, leave: int) -> Path:
    """A ballast file taking all but ``leave`` bytes of the file system."""
    ballast = disk / "ballast"
    with ballast.open("wb", buffering=0) as handle:
        while (room := free_bytes(disk) - leave) > 0:
            handle.write(bytes(min(room, 64 << 10)))
    assert free_bytes(disk) == leave
    return ballast


def run_on_a_full_disk(base: Path, leave: int) -> Outcome:
    seed = make_seed(base)
    with tmpfs(base) as disk:
        return _run_on(disk, seed, leave, base / "out")


def _run_on(disk: Path, seed: Seed, leave: int, out: Path) -> Outcome:
    root = disk / "data"
    shutil.copytree(seed.root, root)  # copy2: the notes keep the times the db recorded
    ballast = fill(disk, leave)
    outcome = Outcome(leave, seed, root)
    for name, args in _writes(seed, root).items():
        outcome.writes[name] = cli(root, *args)
    query = distinct_text(2)[:40]  # the keeper's text
    outcome.reads = {
        "recall": cli(root, "recall", query),
        "context": cli(root, "context", query),
        "stats": cli(root, "--json", "stats"),
        "rooms": cli(root, "rooms"),
        "graph entity": cli(root, "graph", "PostgreSQL"),
        "export jsonl": cli(root, "export", "--format", "jsonl", str(out.with_suffix(".jsonl"))),
        "export hermes-lite": cli(root, "export", "--format", "hermes-lite", str(out)),
        "doctor": cli(root, "doctor", "--offline"),
    }
    if out.with_suffix(".jsonl").exists():
        outcome.export_lines = len(out.with_suffix(".jsonl").read_text("utf-8").splitlines())
    outcome.leftovers = [str(p) for p in root.rglob("*") if ".tmp-" in p.name]

    ballast.unlink()  # space comes back
    with sqlite3.connect(root / "memory.db") as db:
        outcome.integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
    outcome.rows = _rows(root)
    with Memory(root) as memory:
        outcome.recorded = {s.path: (s.mtime_ns or 0, s.size or 0) for s in memory.store.file_states()}
        outcome.notes = {name: (info.st_mtime_ns, info.st_size) for name, info in memory.note_files().items()}
    outcome.notes_text = "\n".join(p.read_text("utf-8") for p in (root / "store").glob("*.md"))
    outcome.sync_after = cli(root, "--json", "sync")
    if outcome.failed("remember"):
        outcome.retry = cli(root, *_writes(seed, root)["remember"])
        outcome.rows_after_retry = _rows(root)
    return outcome


@pytest.fixture(scope="module", params=LEVELS, ids=[f"{n >> 10}KiB-free" for n in LEVELS])
def outcome(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Outcome]:
    """The commands run once per level, in an environment isolated as conftest's is."""
    base = tmp_path_factory.mktemp(f"full-disk-{request.param >> 10}k")
    with pytest.MonkeyPatch.context() as env:
        for name in list(os.environ):
            if name.startswith(ISOLATED_PREFIXES) or name in ISOLATED_NAMES:
                env.delenv(name)
        (base / "home").mkdir()
        env.setenv("HOME", str(base / "home"))
        env.setenv("XDG_DATA_HOME", str(base / "home" / ".local" / "share"))
        env.setenv("HERMES_VECTOR_BACKEND", "local")
        env.setenv("AGENT_MEMORY_HOOK_SERVER", "off")
        yield run_on_a_full_disk(base, request.param)


def test_a_write_on_a_full_disk_succeeds_or_fails_with_a_clear_error(outcome: Outcome) -> None:
    for name, result in outcome.writes.items():
        said = result.err + result.out  # --json puts the error on stdout
        assert "Traceback" not in said, f"{name}: {said}"
        if result.code != 0:
            assert result.code == 2, f"{name}: {said}"
            assert str(outcome.root) in said and NO_SPACE in said and "free some disk space" in said, f"{name}: {said}"
    if outcome.leave == 0:  # the disk is full indeed
        assert outcome.failed("remember") and outcome.failed("forget") and outcome.failed("prune")


def test_the_reads_work_on_a_full_disk(outcome: Outcome) -> None:
    reads, seed = outcome.reads, outcome.seed
    for name, result in reads.items():
        assert "Traceback" not in result.err, f"{name}: {result.err}"
        assert result.code == (1 if name == "doctor" and result.code else 0), f"{name}: {result.err}"
    assert reads["recall"].out.count(seed.keeper) == 1 and seed.keeper in reads["context"].out
    assert "billing service" in reads["graph entity"].out
    assert reads["stats"].json()["total"] == len(outcome.rows) == outcome.export_lines
    assert "integrity" in reads["doctor"].out


def test_a_failed_write_leaves_nothing_sync_would_adopt(outcome: Outcome) -> None:
    pending = {HANDMADE} if outcome.failed("sync") else set()
    assert set(outcome.notes) - set(outcome.recorded) == pending, "a note sync would take in"
    stale = {name for name, seen in outcome.recorded.items() if outcome.notes.get(name) != seen}
    assert not stale, "memories whose note is missing or not the one the db wrote"
    rows, text = outcome.rows, outcome.notes_text
    assert sum("zebra" in c for c, _ in rows.values()) == text.count("zebra") == int(not outcome.failed("remember"))
    applied = 0 if outcome.failed("digest") else len(outcome.writes["digest"].json()["applied"])
    assert sum("kiwi" in c for c, _ in rows.values()) == applied and (outcome.failed("digest") or applied)
    assert (outcome.seed.archived & set(rows)) == (set() if outcome.failed("restore") else outcome.seed.archived)
    assert (outcome.seed.imported & set(rows)) == (set() if outcome.failed("import") else outcome.seed.imported)
    assert outcome.sync_after is not None and outcome.sync_after.code == 0, outcome.sync_after
    report = outcome.sync_after.json()
    assert (len(report["added"]), report["updated"], report["deleted"]) == (len(pending), [], [])
    if outcome.retry is not None:  # the remember that failed, made again: once
        assert outcome.retry.code == 0
        assert sum("zebra" in c for c, _ in outcome.rows_after_retry.values()) == 1


def test_a_failed_forget_or_verify_changes_nothing(outcome: Outcome) -> None:
    rows, seed = outcome.rows, outcome.seed
    assert (seed.to_forget in rows) is outcome.failed("forget")
    assert (f"{seed.to_forget}.md" in outcome.notes) is outcome.failed("forget")
    assert rows[seed.to_verify][1] is not outcome.failed("verify")


def test_a_prune_on_a_full_disk_is_all_or_nothing(outcome: Outcome) -> None:
    old, rows = outcome.seed.old, outcome.rows
    kept = set() if not outcome.failed("prune") else old
    assert old & set(rows) == kept
    assert {name.removesuffix(".md") for name in outcome.notes} & old == kept


def test_a_full_disk_leaves_a_sound_store_and_no_temp_file(outcome: Outcome) -> None:
    assert outcome.integrity == "ok"
    assert not outcome.leftovers


def test_the_days_first_backup_on_a_full_disk_is_a_clear_error_that_leaves_no_copy(tmp_path: Path) -> None:
    seed = make_seed(tmp_path)
    with tmpfs(tmp_path) as disk:
        root = disk / "data"
        shutil.copytree(seed.root, root)
        for backup in (root / "backups").glob("memory.db.*.bak"):
            backup.unlink()  # the day's first write makes one: more than the space left
        ballast = fill(disk, 64 << 10)
        result = cli(root, "remember", "a memory on the day's first write")
        assert result.code == 2 and "Traceback" not in result.err, result.err
        assert str(root / "backups") in result.err and NO_SPACE in result.err, result.err
        assert not [p.name for p in (root / "backups").iterdir() if p.name.startswith(".memory.db")]
        recall = cli(root, "recall", distinct_text(2)[:40])  # a read: no backup, no note; access in the db only
        assert recall.code == 0 and seed.keeper in recall.out and "Traceback" not in recall.err, recall.err
        assert not list((root / "backups").glob("memory.db.*.bak"))
        ballast.unlink()
        assert cli(root, "remember", "a memory on the day's first write").code == 0
        assert len(list((root / "backups").glob("memory.db.*.bak"))) == 1


# A process holding the store open (a hook server, the MCP server, an agent) with its WAL pending.
HOLDER = """
import sys
from agent_memory import Memory
memory = Memory(sys.argv[1])
memory.remember("the cache is Redis 7 on host cache1", category="config")
print("holding", flush=True)
sys.stdin.readline()
memory.close()
"""


@pytest.mark.parametrize("backend", ["local", "wordllama"])
def test_reads_answer_on_a_full_disk_while_another_process_holds_the_store(tmp_path: Path, backend: str) -> None:
    if backend == "wordllama":
        pytest.importorskip("wordllama")
    env = {**os.environ, "HERMES_VECTOR_BACKEND": backend}

    def run(root: Path, *args: str) -> Run:
        argv = [sys.executable, "-m", "agent_memory", *args, "--root", str(root)]
        proc = subprocess.run(argv, capture_output=True, timeout=300, env=env)
        return Run(proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))

    with tmpfs(tmp_path) as disk:
        root = disk / "data"
        assert run(root, "remember", "the database is PostgreSQL 16 on host db1", "--category", "config").code == 0
        holder = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(root)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )
        try:
            assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
            assert Path(f"{root / 'memory.db'}-wal").stat().st_size > 0  # pending in the WAL
            ballast = fill(disk, 0)
            for query, wanted in (("database PostgreSQL", "PostgreSQL 16"), ("cache Redis", "Redis 7")):
                recall = run(root, "recall", query)
                assert recall.code == 0 and wanted in recall.out, recall.err
                assert "Traceback" not in recall.err and "access not recorded" in recall.err, recall.err
                context = run(root, "context", query)
                assert context.code == 0 and wanted in context.out, context.err
                assert "Traceback" not in context.err, context.err
            ballast.unlink()
        finally:
            if holder.poll() is None:
                holder.stdin.write("\n")  # type: ignore[union-attr]
                holder.stdin.flush()  # type: ignore[union-attr]
                holder.wait(timeout=60)
            for pipe in (holder.stdin, holder.stdout):
                if pipe is not None:
                    pipe.close()
        with sqlite3.connect(root / "memory.db") as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert [row[0] for row in db.execute("SELECT access_count FROM memories")] == [0, 0]
