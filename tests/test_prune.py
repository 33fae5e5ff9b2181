"""prune and restore (spec 3 Phase 2): each rule at its boundary, the archive, dry runs, the CLI."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import BOUND, distinct_text, files_snapshot

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.at = NOW

    def __call__(self) -> datetime:
        return self.at


def remember_at(memory: Memory, clock: Clock, days_ago: float, i: int, **kwargs: object) -> str:
    clock.at = NOW - timedelta(days=days_ago)
    try:
        return memory.remember(distinct_text(i), **kwargs).id  # type: ignore[arg-type]
    finally:
        clock.at = NOW


def accessed(memory: Memory, memory_id: str, times: int) -> None:
    with memory._vault.transaction() as store:
        entry = store.get(memory_id)
        assert entry is not None
        store.record_access(memory_id, times, entry.created_at, entry.importance)


@pytest.fixture
def clocked(root: Path):
    clock = Clock()
    with Memory(root, clock=clock) as memory:
        yield memory, clock


def test_each_rule_at_its_boundary(clocked: tuple[Memory, Clock]) -> None:
    memory, clock = clocked
    ids = {
        "unverified 6 days": remember_at(memory, clock, 6, 1),
        "unverified 8 days": remember_at(memory, clock, 8, 2),
        "critical 10 years": remember_at(memory, clock, 3650, 3, importance=10, category="event"),
        "event 89 days": remember_at(memory, clock, 89, 4, category="event", verified=True),
        "event 91 days": remember_at(memory, clock, 91, 5, category="event", verified=True),
        "decision rare 31 days": remember_at(memory, clock, 31, 6, category="decision", verified=True),
        "decision used 31 days": remember_at(memory, clock, 31, 7, category="decision", verified=True),
        "decision used 731 days": remember_at(memory, clock, 731, 8, category="decision", verified=True),
    }
    for name in ("event 89 days", "event 91 days", "decision used 31 days", "decision used 731 days"):
        accessed(memory, ids[name], 3)
    report = memory.prune()
    gone = {name for name, memory_id in ids.items() if not memory.store.exists(memory_id)}
    assert gone == {"unverified 8 days", "event 91 days", "decision rare 31 days", "decision used 731 days"}
    assert report.pruned == 4
    assert report.by_reason == {"unverified": 1, "low_frequency": 1, "retention": 2}
    default_room = memory.config.room_for(memory.config.memory.default_category)
    expected = Counter(["decisions", "decisions", "events", default_room])
    assert report.by_room == dict(sorted(expected.items()))


def test_as_of_moves_the_moment_the_rules_are_applied(clocked: tuple[Memory, Clock]) -> None:
    memory, clock = clocked
    memory_id = remember_at(memory, clock, 0, 1)
    assert memory.prune(dry_run=True).pruned == 0
    assert memory.prune(dry_run=True, as_of=NOW + timedelta(days=6)).pruned == 0
    assert memory.prune(dry_run=True, as_of=NOW + timedelta(days=8)).pruned == 1
    assert memory.store.exists(memory_id)


def test_a_moment_without_a_zone_is_utc(clocked: tuple[Memory, Clock]) -> None:
    memory, clock = clocked
    remember_at(memory, clock, 0, 1)
    assert memory.prune(dry_run=True, as_of=datetime(2026, 12, 11, 12, 0)).pruned == 1
    assert memory.prune(dry_run=True, as_of=datetime(2026, 12, 9, 12, 0)).pruned == 0


def test_what_is_pruned_is_archived_whole_then_gone_everywhere(clocked: tuple[Memory, Clock], root: Path) -> None:
    memory, clock = clocked
    old = remember_at(memory, clock, 30, 1, source="session-7")
    kept = remember_at(memory, clock, 0, 2)
    before = memory.get(old).to_dict()
    word = distinct_text(1).split()[2]
    assert [h.entry.id for h in memory.recall(word, record_access=False)][:1] == [old]
    report = memory.prune()
    archive = Path(report.archive or "")
    assert archive.parent == root / "backups" and archive.name.startswith("prune_20261203_120000")
    body = json.loads(archive.read_text("utf-8"))
    assert set(body) == {"archived_at", "memories"}
    assert body["archived_at"] == "2026-12-03T12:00:00+00:00"
    assert body["memories"] == [before]
    # the row, the note, the postings and the vectors are gone; the other memory stays
    assert not (root / "store" / f"{old}.md").exists() and (root / "store" / f"{kept}.md").exists()
    db = sqlite3.connect(root / "memory.db")
    assert db.execute("SELECT COUNT(*) FROM memories").fetchone()[0] == 1
    assert db.execute("SELECT COUNT(*) FROM vectors").fetchone()[0] == 1
    (postings,) = db.execute("SELECT COUNT(*) FROM postings").fetchone()
    assert postings == db.execute("SELECT SUM(df) FROM terms").fetchone()[0] > 0
    assert db.execute("SELECT COUNT(*) FROM postings WHERE doc NOT IN (SELECT doc FROM memories)").fetchone()[0] == 0
    db.close()
    assert old not in [h.entry.id for h in memory.recall(word, record_access=False)]


def test_a_dry_run_changes_nothing(clocked: tuple[Memory, Clock], root: Path) -> None:
    memory, clock = clocked
    for i in range(6):
        remember_at(memory, clock, 10 * i, i)
    files, rows = files_snapshot(root / "store"), db_dump(root)
    backups = sorted(p.name for p in (root / "backups").iterdir())
    report = memory.prune(dry_run=True)
    assert report.pruned == 5 and report.archive is None
    assert files_snapshot(root / "store") == files and db_dump(root) == rows
    assert sorted(p.name for p in (root / "backups").iterdir()) == backups


def db_dump(root: Path) -> list[str]:
    db = sqlite3.connect(root / "memory.db")
    try:
        return list(db.iterdump())
    finally:
        db.close()


def test_the_room_filter_prunes_only_that_room(clocked: tuple[Memory, Clock]) -> None:
    memory, clock = clocked
    event = remember_at(memory, clock, 30, 1, category="event")
    decision = remember_at(memory, clock, 30, 2, category="decision")
    report = memory.prune(room="events")
    assert report.by_room == {"events": 1}
    assert not memory.store.exists(event) and memory.store.exists(decision)


def test_restore_brings_back_all_or_the_ids_given(clocked: tuple[Memory, Clock], root: Path) -> None:
    memory, clock = clocked
    ids = [remember_at(memory, clock, 20, i) for i in range(3)]
    entries = {memory_id: memory.get(memory_id).to_dict() for memory_id in ids}
    archive = memory.prune().archive or ""
    report = memory.restore(archive, [ids[1]])
    assert (report.restored, report.skipped) == (1, 0)
    assert memory.get(ids[1]).to_dict() == entries[ids[1]]
    assert (root / "store" / f"{ids[1]}.md").exists()
    word = distinct_text(1).split()[2]
    assert [h.entry.id for h in memory.recall(word, record_access=False)][:1] == [ids[1]]
    report = memory.restore(archive)
    assert (report.restored, report.skipped) == (2, 1)
    assert all(memory.get(memory_id).to_dict() == entries[memory_id] for memory_id in ids)


def test_importance_climbs_to_ten_and_stops_over_many_accesses(memory: Memory) -> None:
    memory_id = memory.remember("the build cache lives on the nvme volume", importance=5).id
    seen = []
    for _ in range(80):
        memory.recall("build cache nvme")
        seen.append(memory.get(memory_id).importance)
    assert seen[8] == 5 and seen[9] == 6 and seen[19] == 7 and seen[49] == 10 and seen[-1] == 10


def test_cli_prune_json_dry_run_and_errors(cli, root: Path) -> None:
    assert cli("remember", "a note that nobody verified about the old proxy").code == 0
    dry = cli("prune", "--dry-run", "--as-of", "2099-01-01", "--json")
    assert dry.code == 0
    data = dry.json()
    assert set(data) == {"dry_run", "pruned", "by_reason", "by_room", "archive"}
    assert (data["dry_run"], data["pruned"], data["archive"]) == (True, 1, None)
    assert data["by_reason"] == {"unverified": 1, "low_frequency": 0, "retention": 0}
    bad = cli("prune", "--as-of", "next tuesday")
    assert bad.code == 2 and "--as-of" in bad.err and "Traceback" not in bad.err
    room = cli("prune", "--room", "nowhere")
    assert room.code == 2 and "nowhere" in room.err
    done = cli("prune", "--as-of", "2099-01-01", "--json")  # not a terminal: no question asked
    assert done.code == 0 and done.json()["pruned"] == 1
    archive = done.json()["archive"]
    assert cli("restore", archive, "mem_20990101_000000_abcd").code == 1
    assert cli("restore", str(root / "backups" / "prune_nothing.json")).code == 2  # a missing file
    (root / "junk.json").write_text("[1, 2]")
    junk = cli("restore", str(root / "junk.json"))
    assert junk.code == 2 and "memories" in junk.err
    back = cli("restore", archive, "--json")
    assert back.code == 0 and back.json()["restored"] == 1
    again = cli("restore", archive, "--json")  # already back: nothing to do, not a failure
    assert again.code == 0 and (again.json()["restored"], again.json()["skipped"]) == (0, 1)
    assert cli("stats", "--json").json()["total"] == 1


@pytest.mark.parametrize(("answer", "code", "left"), [(b"n\n", 1, 1), (b"y\n", 0, 0)])
def test_a_terminal_is_asked_before_pruning(cli, root: Path, answer: bytes, code: int, left: int) -> None:
    import os
    import pty
    import subprocess
    import sys

    assert cli("remember", "a note nobody verified about the old proxy").code == 0
    master, slave = pty.openpty()
    try:
        os.write(master, answer)
        proc = subprocess.run(
            [sys.executable, "-m", "agent_memory", "--root", str(root), "prune", "--as-of", "2099-01-01"],
            stdin=slave,
            capture_output=True,
            timeout=BOUND,
        )
    finally:
        os.close(slave)
        os.close(master)
    assert proc.returncode == code
    assert b"prune 1 memory (archived first)? [y/N]" in proc.stdout
    assert cli("stats", "--json").json()["total"] == left


def test_a_bulk_prune_leaves_the_index_as_forgetting_one_by_one_would(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agent_memory.search.bm25 import keyword_rank
    from agent_memory.store import sqlite as store_module

    def run(folder: Path, bulk_share: float) -> tuple[object, ...]:
        monkeypatch.setattr(store_module, "BULK_SHARE", bulk_share)
        clock = Clock()
        with Memory(folder, clock=clock) as memory:
            for i in range(40):
                remember_at(memory, clock, 10 if i % 3 else 1, i, verified=i % 5 == 0)
            assert memory.prune().pruned > 10
            db = memory.store._db
            index = db.execute("SELECT t.term, t.df FROM terms AS t WHERE t.df > 0 ORDER BY t.term").fetchall()
            postings = db.execute("SELECT COUNT(*), (SELECT SUM(df) FROM terms) FROM postings").fetchone()
            schema = db.execute("SELECT sql FROM sqlite_master WHERE name LIKE 'postings%' ORDER BY name").fetchall()
            hits = [  # ids differ between the two stores; texts and scores must not
                (memory.get(h.id).content, round(h.score, 9))
                for h in keyword_rank(memory.store, "apple moss", room=None, settings=memory.config.retrieval, limit=5)
            ]
            return index, postings, memory.store.corpus(), schema, hits, memory.store.integrity_ok()

    one_by_one, bulk = run(tmp_path / "a", 1.0), run(tmp_path / "b", 0.0)
    assert bulk == one_by_one
    assert bulk[1][0] == bulk[1][1] and bulk[4] and bulk[-1] is True
