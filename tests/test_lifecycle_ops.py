"""verify, forget, stats, rooms, backups and the schema's migrations."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import InvalidInputError, Memory, NotFoundError
from agent_memory.store.schema import LATEST
from agent_memory.store.sqlite import SQLiteStore
from tests.conftest import DROP_13

from .conftest import distinct_text


def test_verify_marks_db_and_note(memory: Memory, root: Path) -> None:
    e = memory.remember("deployed the new nginx config and checked it").entry
    assert not e.execution_verified
    memory.verify(e.id)
    assert memory.get(e.id).execution_verified
    assert "\nexecution_verified: true\n" in (root / "store" / f"{e.id}.md").read_text("utf-8")


def test_forget_removes_row_note_and_postings(memory: Memory, root: Path) -> None:
    keep = memory.remember("memory that stays with word zebra").entry
    gone = memory.remember("memory to forget with word giraffe").entry
    memory.forget(gone.id)
    assert not (root / "store" / f"{gone.id}.md").exists()
    with pytest.raises(NotFoundError):
        memory.get(gone.id)
    db = sqlite3.connect(root / "memory.db")
    giraffe, word = memory.store.tokenizer.terms("giraffe memory")  # as indexed: stemmed
    assert (
        db.execute(
            "SELECT COUNT(*) FROM postings p JOIN terms t ON t.id = p.term_id WHERE t.term = ?", (giraffe,)
        ).fetchone()[0]
        == 0
    )
    assert db.execute("SELECT df FROM terms WHERE term = ?", (giraffe,)).fetchone() is None  # no word of it kept
    assert db.execute("SELECT df FROM terms WHERE term = ?", (word,)).fetchone()[0] == 1
    assert memory.store.corpus()[0] == 1 and memory.get(keep.id)


@pytest.mark.parametrize("op", ["verify", "forget"])
def test_unknown_id_is_not_found(memory: Memory, op: str) -> None:
    with pytest.raises(NotFoundError):
        getattr(memory, op)("mem_20260101_000000_abcd")


@pytest.mark.parametrize("bad", ["../../etc/passwd", "mem_2026", "mem_20260101_000000_abcd/../../x", "", "store/x.md"])
def test_malformed_ids_are_refused_before_any_file(memory: Memory, root: Path, bad: str) -> None:
    victim = root.parent / "victim.md"
    victim.write_text("do not touch")
    for op in (memory.verify, memory.forget, memory.get):
        with pytest.raises(InvalidInputError):
            op(bad)
    assert victim.read_text() == "do not touch"


def test_stats_are_real_counts(root: Path) -> None:
    with Memory(root) as memory:
        ids = [
            memory.remember(text, category=cat, importance=imp).id
            for text, cat, imp in [
                ("prefer dark mode in every editor", "preference", 4),
                ("decided to ship on Fridays never", "decision", 8),
                ("the cache TTL is 300 seconds", "config", 6),
            ]
        ]
        memory.verify(ids[1])
        s = memory.stats()
    assert s.total == 3 and s.verified == 1 and s.unverified == 2
    assert s.by_room == {"prefs": 1, "decisions": 1, "configs": 1, "projects": 0, "events": 0}
    assert s.average_importance == pytest.approx(6.0)
    assert s.hot == 0 and s.cold == 3 and s.store_files == 3
    assert s.store_bytes == sum(p.stat().st_size for p in (root / "store").glob("*.md"))
    assert s.content_bytes == sum(
        len(t.encode())
        for t in [
            "prefer dark mode in every editor",
            "decided to ship on Fridays never",
            "the cache TTL is 300 seconds",
        ]
    )
    assert s.db_bytes >= (root / "memory.db").stat().st_size


def test_hot_counts_follow_access(memory: Memory) -> None:
    e = memory.remember("the hot memory about kubernetes ingress").entry
    memory.remember("a cold memory about something else entirely")
    for _ in range(5):
        assert memory.recall("kubernetes ingress")
    s = memory.stats()
    assert s.hot == 1 and s.cold == 1 and memory.get(e.id).access_count == 5


def test_rooms_lists_retention_and_counts(memory: Memory) -> None:
    memory.remember("prefers vim keybindings", category="preference")
    rooms = {r.name: (r.retention_days, r.count) for r in memory.rooms()}
    assert rooms == {
        "prefs": (365, 1),
        "decisions": (730, 0),
        "configs": (365, 0),
        "projects": (545, 0),
        "events": (90, 0),
    }


def test_a_store_past_backup_max_mb_is_not_copied_daily(root: Path) -> None:
    from agent_memory.config import default_config_text

    root.mkdir(parents=True)
    text = default_config_text().replace("backup_max_mb: 1024", "backup_max_mb: 0")
    (root / "config.yaml").write_text(text, "utf-8")
    day = [datetime(2026, 3, 1, 12, tzinfo=UTC)]
    with Memory(root, clock=lambda: day[0]) as memory:
        memory.remember("seed memory so the store is not empty")
        day[0] += timedelta(days=1)
        memory.remember("a second day's memory")
    assert (root / "memory.db").stat().st_size > 0
    assert not list((root / "backups").glob("memory.db.*.bak"))


def test_first_write_of_each_day_backs_up_keeping_seven(root: Path) -> None:
    day = [datetime(2026, 3, 1, 12, tzinfo=UTC)]
    with Memory(root, clock=lambda: day[0]) as memory:
        memory.remember("seed memory so the store is not empty")
        for i in range(10):
            day[0] = datetime(2026, 3, 2, 12, tzinfo=UTC) + timedelta(days=i)
            memory.remember(distinct_text(2 * i))
            memory.remember(distinct_text(2 * i + 1))
    backups = sorted(p.name for p in (root / "backups").glob("memory.db.*.bak"))
    assert backups == [f"memory.db.202603{d:02d}.bak" for d in range(5, 12)]
    newest = sqlite3.connect(root / "backups" / backups[-1])
    assert newest.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # the backup of day 11 holds what was there before that day's first write
    assert newest.execute("SELECT COUNT(*) FROM memories").fetchone()[0] == 1 + 2 * 9


def test_schema_migrates_from_an_empty_file_and_refuses_a_newer_one(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    store = SQLiteStore(path)
    assert store.schema_version == LATEST
    store.close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {LATEST + 1}")
    db.close()
    from agent_memory.errors import AgentMemoryError

    with pytest.raises(AgentMemoryError, match="newer"):
        SQLiteStore(path)


def test_migration_4_computes_the_term_bounds_of_an_older_store(memory: Memory, root: Path) -> None:
    memory.remember("kafka kafka kafka is our queue")
    memory.remember("we keep kafka")
    memory.close()
    db = sqlite3.connect(root / "memory.db")
    db.executescript(
        DROP_13
        + "ALTER TABLE terms DROP COLUMN max_tf; ALTER TABLE terms DROP COLUMN min_dl; DROP INDEX entities_folded;"
        "ALTER TABLE entities DROP COLUMN label; ALTER TABLE entities DROP COLUMN folded; DROP TABLE sessions_digested;"
        "DROP INDEX memories_namespace; ALTER TABLE memories DROP COLUMN namespace; DROP TABLE namespaces;"
        "ALTER TABLE memories DROP COLUMN context; PRAGMA user_version = 3;"
    )
    db.close()
    store = SQLiteStore(root / "memory.db")
    assert store.schema_version == LATEST
    (kafka,) = store.term_stats(["kafka"])
    assert (kafka.df, kafka.max_tf, kafka.min_dl) == (2, 3, 2)  # "we keep kafka": 2 terms, "we" is none
    # migration 5 kept every posting and dropped their foreign key
    assert store._db.execute("SELECT COUNT(*) FROM postings").fetchone()[0] == sum(
        t.df for t in store.term_stats(["kafka", "we", "keep", "is", "our", "queue"])
    )
    assert "REFERENCES" not in store._db.execute("SELECT sql FROM sqlite_master WHERE name = 'postings'").fetchone()[0]
    store.close()


def test_no_temp_files_are_left(memory: Memory, root: Path) -> None:
    for i in range(20):
        memory.remember(f"memory {i} with payload {i**3} and tag t{i}")
    assert not [p for p in root.rglob("*") if ".tmp-" in p.name]


def test_importance_rises_every_tenth_access(memory: Memory) -> None:
    e = memory.remember("frequently needed fact about the vpn gateway", importance=8).entry
    for _ in range(25):
        memory.recall("vpn gateway")
    got = memory.get(e.id)
    assert got.access_count == 25 and got.importance == 10
    assert got.last_accessed is not None


def _postings_agree_with_texts(store: SQLiteStore) -> None:
    """Every memory's postings are exactly its text's terms, and df counts the postings."""
    from agent_memory.text import term_counts

    db = store._db
    for doc, content in db.execute("SELECT doc, content FROM memories").fetchall():
        held = dict(
            db.execute(
                "SELECT t.term, p.tf FROM postings AS p JOIN terms AS t ON t.id = p.term_id WHERE p.doc = ?", (doc,)
            ).fetchall()
        )
        assert held == dict(term_counts(content))
    assert db.execute("SELECT COUNT(*) FROM postings WHERE doc NOT IN (SELECT doc FROM memories)").fetchone() == (0,)
    mismatched = db.execute(
        "SELECT COUNT(*) FROM terms AS t WHERE df != (SELECT COUNT(*) FROM postings WHERE term_id = t.id)"
    ).fetchone()
    assert mismatched == (0,)


def test_postings_follow_merges_and_forgets_without_a_doc_index(memory: Memory) -> None:
    first = memory.remember("kafka is our queue for the billing events").entry
    memory.remember("kafka is our queue for the billing events!!")  # merged: the text changes
    other = memory.remember("redis caches sessions for the web tier").entry
    store = memory.store
    assert store._db.execute("SELECT name FROM sqlite_master WHERE name = 'postings_doc'").fetchone() is None
    _postings_agree_with_texts(store)
    memory.forget(other.id)
    _postings_agree_with_texts(store)
    # a memory indexed by another tokenizer (its text edited behind the index's back) is found by a scan
    with store.transaction():
        store._db.execute("UPDATE memories SET content = 'something else entirely' WHERE id = ?", (first.id,))
    memory.forget(first.id)
    assert store._db.execute("SELECT COUNT(*) FROM postings").fetchone() == (0,)
    assert store._db.execute("SELECT COUNT(*) FROM terms WHERE df != 0").fetchone() == (0,)
    assert store.corpus() == (0, 0)
