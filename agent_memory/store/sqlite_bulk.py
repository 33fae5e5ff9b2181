"""The SQLite store's bulk writes (an import's batches): what ``SQLiteStore.bulk`` holds back
until the block ends -- the postings, written together (each term's df once, the rows in
index order), the entities and their links, the local vectors, the notes marked current,
the count of memories, the namespaces recorded -- and the caches it widens.
Loaded by the first ``bulk()``: a recall never needs it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from itertools import repeat
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .guarded import GuardedConnection
    from .sqlite import SQLiteStore

BULK_CACHE_KB = -262_144  # SQLite's page cache inside ``SQLiteStore.bulk``: 256 MB at most, as used


class Bulk:
    """What ``SQLiteStore.bulk`` holds back: postings as (term key, doc, tf, length) rows, the
    entities found in each memory (doc, name -> type), vectors as (embedder number, blob as
    stored, memory id), the ids whose notes were just written, the change to the count of
    memories, and the namespaces already recorded."""

    def __init__(self, namespaces: set[str] | None = None) -> None:
        self.postings: list[tuple[object, int, int, int]] = []
        self.links: list[tuple[int, dict[str, str]]] = []
        self.vectors: list[tuple[int, bytes, str]] = []
        self.noted: list[str] = []
        self.length = self.docs = 0
        self.namespaces = namespaces if namespaces is not None else set()

    def add(self, doc: int, keys: Iterable[object], counts: Iterable[int], length: int) -> None:
        """A memory's postings: its terms' keys and counts, in the same order."""
        self.postings.extend(zip(keys, repeat(doc), counts, repeat(length)))
        self.length += length


@contextmanager
def held_back(store: SQLiteStore) -> Iterator[None]:
    """``SQLiteStore.bulk``: inside a transaction, the postings of the memories inserted
    meanwhile are written together when the block ends (each term's df once, the postings in
    index order), not memory by memory; so are their entities and links, their local vectors
    (in the order they were put), the notes marked current and the count of memories, and a
    namespace is recorded once. An update or delete inside flushes them first."""
    if store._bulk is not None:
        yield
        return
    store._bulk, store._numbers = Bulk(), {}
    db = store._db
    caches = [(schema, db.execute(f"PRAGMA {schema}.cache_size").fetchone()[0]) for schema in ("main", "temp")]
    # the held postings and their sorts kept in memory (each cache grows only as used):
    # with SQLite's 2 MB a batch's went to temp files, ~25 page writes a memory
    for schema, _ in caches:
        db.execute(f"PRAGMA {schema}.cache_size = {BULK_CACHE_KB}")
    try:
        yield
        store._flush_bulk()
    finally:
        store._bulk, store._numbers = None, None
        for schema, pages in caches:
            db.execute(f"PRAGMA {schema}.cache_size = {int(pages)}")


def write_postings(db: GuardedConnection, held: Bulk) -> None:
    """The held postings into ``terms`` and ``postings``, aggregated by SQLite."""
    db.execute("CREATE TEMP TABLE IF NOT EXISTS held_postings (term, doc INTEGER, tf INTEGER, dl INTEGER)")
    db.execute("DELETE FROM held_postings")
    db.executemany("INSERT INTO held_postings VALUES (?, ?, ?, ?)", held.postings)
    db.execute(
        """INSERT INTO terms (term, df, max_tf, min_dl)
           SELECT term, COUNT(*), MAX(tf), MIN(dl) FROM held_postings WHERE true GROUP BY term
           ON CONFLICT(term) DO UPDATE SET df = df + excluded.df, max_tf = MAX(max_tf, excluded.max_tf),
           min_dl = MIN(min_dl, excluded.min_dl)"""
    )
    db.execute(
        """INSERT INTO postings (term_id, doc, tf, dl) SELECT t.id, h.doc, h.tf, h.dl
           FROM held_postings AS h JOIN terms AS t ON t.term = h.term ORDER BY t.id, h.doc"""
    )
    db.execute("DELETE FROM held_postings")


def write_vectors(db: GuardedConnection, held: Bulk) -> None:
    """The held vectors, in the order they were put (their seq follows it)."""
    db.executemany(
        "INSERT OR REPLACE INTO vectors (doc, embedder, vector) SELECT doc, ?, ? FROM memories WHERE id = ?",
        held.vectors,
    )


def mark_current(db: GuardedConnection, held: Bulk) -> None:
    """The notes written in the block hold every field: none of them lags (``notes_behind`` is
    empty but for access recorded since notes were last written, so it is asked first)."""
    if held.noted and db.execute("SELECT 1 FROM notes_behind LIMIT 1").fetchone() is not None:
        db.executemany("DELETE FROM notes_behind WHERE id = ?", ((memory_id,) for memory_id in held.noted))


def delete_bulk(store: SQLiteStore, ids: list[str]) -> int:
    """``SQLiteStore.delete_many`` of a large share of the store: the postings kept are copied
    into a new table instead of the others deleted one by one."""
    from .schema import POSTINGS_TABLE

    db = store._db
    db.execute("CREATE TEMP TABLE IF NOT EXISTS doomed (doc INTEGER PRIMARY KEY)")
    db.execute("DELETE FROM doomed")
    db.executemany("INSERT OR IGNORE INTO doomed SELECT doc FROM memories WHERE id = ?", ((i,) for i in ids))
    (removed,) = db.execute("SELECT COUNT(*) FROM doomed").fetchone()
    named = db.execute("SELECT DISTINCT entity_id FROM entity_links WHERE doc IN (SELECT doc FROM doomed)")
    entities = [row[0] for row in named]
    store._uncount_postings("SELECT doc FROM doomed", ())
    db.execute(POSTINGS_TABLE.format(name="postings_kept"))
    db.execute(
        """INSERT INTO postings_kept SELECT term_id, doc, tf, dl FROM postings NOT INDEXED
           WHERE doc NOT IN (SELECT doc FROM doomed)"""
    )
    db.execute("DROP TABLE postings")
    db.execute("ALTER TABLE postings_kept RENAME TO postings")
    db.execute("DELETE FROM memories WHERE doc IN (SELECT doc FROM doomed)")
    db.execute("DELETE FROM doomed")
    store._drop_orphans(entities)
    store._bump("docs", -int(removed))
    return int(removed)
