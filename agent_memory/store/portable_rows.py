"""The SQL every store runs on its ``memories`` table, written once (``SQLRows``); the rest
of the portable SQL is in ``store/portable.py``.

Statements are written with ``?`` placeholders and standard upserts (``ON CONFLICT ...``);
a store whose driver wants something else says so in ``dialect`` (``Dialect.translate``).
What only one database can do (its connection, transactions, the posting writers, BM25's
sum, vector columns) stays in its own module.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..model import MemoryEntry, searchable_text
from .contract import Connection, FileState, StoreStats
from .rows import ENTRY_COLUMNS, VALUE_COLUMNS, entry_from_row, entry_values
from .tokenized import Tokenized

if TYPE_CHECKING:
    from ..crypto import Codec
    from ..errors import AgentMemoryError
    from .contract import NativeVectors, VectorLog

_COLUMNS = ENTRY_COLUMNS
_IN_CHUNK = 500  # values bound in one IN (...)
# What a memory is found by, in SQL (model.searchable_text): its context, then its content
FOUND_BY = "(COALESCE(context || char(10), '') || content)"
Entities = Callable[[str], dict[str, str]]  # text -> {name: type}, kept in the graph tables


@dataclass(frozen=True)
class Dialect:
    """How a database's SQL differs from the portable text: words replaced, in order, and the
    expressions with no common spelling."""

    words: tuple[tuple[str, str], ...] = ()
    octets: str = "LENGTH(CAST(content AS BLOB))"  # a memory's stored bytes
    by_name: str = ""  # collation that sorts names by code point
    label: str = "e.label"  # an entity's sealed name (NULL where names are never sealed)
    named: str = ":{}"  # a named parameter
    _cache: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    def translate(self, sql: str) -> str:
        found = self._cache.get(sql)
        if found is None:
            if len(self._cache) > 4096:  # statements are made from a few templates; a guard all the same
                self._cache.clear()
            found = sql
            for portable, native in self.words:
                found = found.replace(portable, native)
            self._cache[sql] = found
        return found


def chunks(values: Sequence[object]) -> Iterator[tuple[Sequence[object], str]]:
    """``values`` in slices small enough for one ``IN (...)``, each with its ``?`` marks."""
    for start in range(0, len(values), _IN_CHUNK):
        chunk = values[start : start + _IN_CHUNK]
        yield chunk, ",".join("?" * len(chunk))


@lru_cache(maxsize=64)
def marks(count: int) -> str:
    return ",".join("?" * count)


class SQLRows(Tokenized):
    """The memories' rows in an SQL table (``store/schema.py`` and the PostgreSQL store's schema
    hold the same columns). A subclass connects ``_db`` and writes what its database does its
    own way: the postings and the graph links."""

    dialect = Dialect()
    _db: Connection
    _entities: Entities
    codec: Codec
    refuse_writes: AgentMemoryError | None
    namespace: str
    scoped: bool

    # ---- statements ---------------------------------------------------------------------

    def _run(self, sql: str, params: Sequence[object] | dict[str, object] = ()) -> Any:
        return self._db.execute(self.dialect.translate(sql), params)

    def _many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        self._db.executemany(self.dialect.translate(sql), list(rows))

    def _all(self, sql: str, params: Sequence[object] | dict[str, object] = ()) -> list[Any]:
        return list(self._run(sql, params).fetchall())

    def _one(self, sql: str, params: Sequence[object] = ()) -> Any:
        row = self._run(sql, params).fetchone()
        return row[0] if row else None

    def _rows_in(self, sql: str, values: Sequence[object], *, before: tuple[object, ...] = ()) -> Iterator[Any]:
        """The rows of ``sql``, whose ``IN ({marks})`` takes ``values`` a slice at a time."""
        for chunk, chunk_marks in chunks(values):
            yield from self._run(sql.format(marks=chunk_marks), (*before, *chunk)).fetchall()

    def close(self) -> None:
        self._db.close()

    @property
    def native_vectors(self) -> NativeVectors | None:
        """The store itself where its server searches vectors; None: ``search/vector_index.py`` does."""
        return None

    @property
    def vector_log(self) -> VectorLog | None:
        """The store itself where it keeps vectors in write order for the vector base; None here."""
        return None

    def follow(self) -> bool:
        """Open the store again when it was replaced meanwhile (True then); a server's is never."""
        return False

    def sealed_meanwhile(self) -> str | None:
        """The encryption mark, if another connection sealed this store since the last look."""
        return None

    # ---- namespaces ---------------------------------------------------------------------

    def scope(self, column: str = "namespace") -> tuple[str, tuple[str, ...]]:
        """``(" AND column = ?", (namespace,))`` when reads must be confined to the namespace;
        empty when they need no filter: every namespace asked for, or the store holds no other."""
        if not self.scoped:
            return "", ()
        names = [row[0] for row in self._all("SELECT name FROM namespaces LIMIT 2")]
        if names in ([], [self.namespace]):
            return "", ()
        return f" AND {column} = ?", (self.namespace,)

    @contextmanager
    def unscoped(self) -> Iterator[None]:
        """Reads see every namespace meanwhile (sync, reindex and migration work on the whole store)."""
        scoped, self.scoped = self.scoped, False
        try:
            yield
        finally:
            self.scoped = scoped

    def namespaces(self) -> dict[str, int]:
        """namespace -> memories, of every namespace that holds one."""
        return {
            n: int(c) for n, c in self._all("SELECT namespace, COUNT(*) FROM memories GROUP BY namespace ORDER BY 1")
        }

    # ---- meta and counters --------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        found = self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return None if found is None else str(found)

    def set_meta(self, key: str, value: str) -> None:
        self._run("INSERT INTO meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    def delete_meta(self, key: str) -> None:
        self._run("DELETE FROM meta WHERE key = ?", (key,))

    def count(self) -> int:
        return int(self._one("SELECT value FROM counters WHERE name = 'docs'"))

    def corpus(self) -> tuple[int, int]:
        """(documents, total terms): BM25's N and the sum behind avgdl."""
        rows = dict(self._all("SELECT name, value FROM counters WHERE name IN ('docs', 'terms')"))
        return int(rows["docs"]), int(rows["terms"])

    def _bump(self, name: str, by: int) -> None:
        self._run("UPDATE counters SET value = value + ? WHERE name = ?", (by, name))

    def _add_namespace(self, name: str) -> None:
        self._run("INSERT INTO namespaces VALUES (?) ON CONFLICT DO NOTHING", (name,))

    # ---- reads --------------------------------------------------------------------------

    def _entry(self, row: Sequence[Any]) -> MemoryEntry:
        return entry_from_row(row, self.codec)

    def _texts(self, rows: list[Any]) -> list[Any]:
        """Rows whose last column is a memory's content, with the content opened."""
        if not self.codec.sealed:
            return rows
        return [(*row[:-1], self.codec.open(row[-1], b"content")) for row in rows]

    def _searchable(self, rows: list[Any]) -> list[Any]:
        """Rows ending in a memory's content and context, those two as the text it is found by
        (``model.searchable_text``)."""
        opened = self.codec.open
        return [
            (*row[:-2], searchable_text(opened(row[-2], b"content") or "", opened(row[-1], b"context"))) for row in rows
        ]

    def get(self, memory_id: str) -> MemoryEntry | None:
        """The memory with this id, if it is in the namespace (in any, unscoped)."""
        where, params = self.scope()
        rows = self._all(f"SELECT {_COLUMNS} FROM memories WHERE id = ?{where}", (memory_id, *params))
        return self._entry(rows[0]) if rows else None

    def get_many(self, ids: Iterable[str]) -> dict[str, MemoryEntry]:
        where, params = self.scope()
        sql = "SELECT " + _COLUMNS + " FROM memories WHERE true" + where + " AND id IN ({marks})"
        return {row[0]: self._entry(row) for row in self._rows_in(sql, list(ids), before=params)}

    def exists(self, memory_id: str) -> bool:
        return self._one("SELECT 1 FROM memories WHERE id = ?", (memory_id,)) is not None

    def existing_ids(self, ids: list[str]) -> set[str]:
        """Those of ``ids`` that a memory has (in any namespace, as ``exists``)."""
        return {row[0] for row in self._rows_in("SELECT id FROM memories WHERE id IN ({marks})", ids)}

    def by_hash(self, content_hash: str) -> MemoryEntry | None:
        where, params = self.scope()
        rows = self._all(
            f"SELECT {_COLUMNS} FROM memories WHERE content_hash = ?{where} LIMIT 1",
            (self.codec.key(content_hash, b"hash"), *params),
        )
        return self._entry(rows[0]) if rows else None

    def file_state(self, memory_id: str) -> FileState | None:
        rows = self._all("SELECT id, path, file_mtime_ns, file_size FROM memories WHERE id = ?", (memory_id,))
        return FileState(*rows[0]) if rows else None

    def note_paths(self, ids: list[str]) -> list[str]:
        """The note file names of these memories (those that exist)."""
        return [row[0] for row in self._rows_in("SELECT path FROM memories WHERE id IN ({marks})", ids)]

    def file_states(self) -> Iterator[FileState]:
        for row in self._all("SELECT id, path, file_mtime_ns, file_size FROM memories"):
            yield FileState(*row)

    def iter_entries(self, batch: int = 1000) -> Iterator[MemoryEntry]:
        """Every memory of the namespace read (``scope``), oldest first, read in batches (never
        all rows at once)."""
        where, scoped = self.scope()
        last = 0
        while rows := self._all(
            f"SELECT doc, {_COLUMNS} FROM memories WHERE doc > ?{where} ORDER BY doc LIMIT ?", (last, *scoped, batch)
        ):
            for row in rows:
                yield self._entry(row[1:])
            last = rows[-1][0]

    def newest(
        self, *, room: str | None, verified: bool | None, limit: int, offset: int
    ) -> tuple[list[MemoryEntry], int]:
        """A page of the memories, newest first (of ``room``, verified or not when given), and
        how many there are in all."""
        where, scoped = self.scope()
        params: tuple[object, ...] = scoped
        if room is not None:
            where, params = where + " AND room = ?", (*params, room)
        if verified is not None:
            where, params = where + " AND execution_verified = ?", (*params, verified)
        total = self._one(f"SELECT COUNT(*) FROM memories WHERE true{where}", params)
        rows = self._all(
            f"SELECT {_COLUMNS} FROM memories WHERE true{where} ORDER BY created_at DESC, doc DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        return [self._entry(row) for row in rows], int(total)

    def prune_fields(self, room: str | None) -> list[tuple[str, str, str, bool, int, int]]:
        """(id, room, created_at, verified, access count, importance) of every memory (in ``room``)."""
        where, params = self.scope()
        if room is not None:
            where, params = where + " AND room = ?", (*params, room)
        return [
            (memory_id, their_room, created, bool(verified), accesses, importance)
            for memory_id, their_room, created, verified, accesses, importance in self._all(
                f"""SELECT id, room, created_at, execution_verified, access_count, importance
                    FROM memories WHERE true{where}""",
                params,
            )
        ]

    def access_counts(self, docs: list[int]) -> dict[int, tuple[str, int]]:
        """doc -> (id, access count)."""
        rows = self._rows_in("SELECT doc, id, access_count FROM memories WHERE doc IN ({marks})", docs)
        return {doc: (memory_id, accesses) for doc, memory_id, accesses in rows}

    def docs_info(self, docs: list[int]) -> dict[int, tuple[str, str]]:
        """doc -> (id, room) of those in the namespace."""
        where, params = self.scope()
        sql = f"SELECT doc, id, room FROM memories WHERE true{where} AND doc IN ({{marks}})"
        return {doc: (memory_id, room) for doc, memory_id, room in self._rows_in(sql, docs, before=params)}

    def stats(self, hot_threshold: int) -> StoreStats:
        where, params = self.scope()
        total, verified, hot, average, size = self._all(
            f"""SELECT COUNT(*), COUNT(*) FILTER (WHERE execution_verified),
                       COUNT(*) FILTER (WHERE access_count >= ?), COALESCE(AVG(importance), 0),
                       COALESCE(SUM({self.dialect.octets} - ?), 0)
                FROM memories WHERE true{where}""",
            (hot_threshold, self.codec.overhead, *params),
        )[0]
        by_room = {
            r: int(n)
            for r, n in self._all(f"SELECT room, COUNT(*) FROM memories WHERE true{where} GROUP BY room", params)
        }
        return StoreStats(int(total), by_room, int(verified), int(hot), float(average), int(size))

    # ---- writes (call inside ``transaction()``) -----------------------------------------

    def _add_postings(self, doc: int, terms: Counter[str]) -> None:
        raise NotImplementedError

    def _drop_postings(self, docs: list[int]) -> None:
        raise NotImplementedError

    def _link_entities(self, doc: int, content: str) -> None:
        raise NotImplementedError

    def insert(
        self,
        entry: MemoryEntry,
        *,
        terms: Counter[str],
        content_hash: str,
        path: str,
        updated_at: str,
        note: tuple[int, int] | None = None,
    ) -> None:
        """A new memory's row, postings and entities. ``note``: the (mtime_ns, size) of its note,
        written already (staged), recorded with the row as ``set_file_state`` would."""
        mtime_ns, size = note if note is not None else (None, None)
        doc = int(
            self._one(
                f"""INSERT INTO memories (id, {", ".join(VALUE_COLUMNS)}, updated_at, content_hash, term_count, path,
                   file_mtime_ns, file_size) VALUES ({marks(len(VALUE_COLUMNS) + 7)}) RETURNING doc""",
                (
                    entry.id,
                    *entry_values(entry, self.codec),
                    updated_at,
                    self.codec.key(content_hash, b"hash"),
                    sum(terms.values()),
                    path,
                    mtime_ns,
                    size,
                ),
            )
        )
        if note is not None:
            self._note_current(entry.id)
        self._add_namespace(entry.namespace)
        self._add_postings(doc, terms)
        self._link_entities(doc, entry.content)
        self._bump("docs", 1)

    def update(self, entry: MemoryEntry, *, terms: Counter[str] | None, content_hash: str, updated_at: str) -> None:
        """Rewrite a memory's fields; ``terms`` given means its text changed."""
        doc = self._doc(entry.id)
        if terms is not None:
            self._drop_postings([doc])  # found by the old text's terms: before the text changes
        assignments = ", ".join(f"{column} = ?" for column in (*VALUE_COLUMNS, "content_hash", "updated_at"))
        self._run(
            f"UPDATE memories SET {assignments} WHERE doc = ?",
            (*entry_values(entry, self.codec), self.codec.key(content_hash, b"hash"), updated_at, doc),
        )
        self._add_namespace(entry.namespace)
        if terms is not None:
            self._run("UPDATE memories SET term_count = ? WHERE doc = ?", (sum(terms.values()), doc))
            self._add_postings(doc, terms)
            self._run("DELETE FROM entity_links WHERE doc = ?", (doc,))
            self._link_entities(doc, entry.content)

    def set_verified(self, memory_id: str, updated_at: str) -> None:
        self._run("UPDATE memories SET execution_verified = true, updated_at = ? WHERE id = ?", (updated_at, memory_id))

    def set_superseded(self, memory_id: str, by: str | None, at: str | None) -> None:
        """Mark a memory superseded by ``by`` (written ``at``), or current again (both none)."""
        self._run("UPDATE memories SET superseded_by = ?, superseded_at = ? WHERE id = ?", (by, at, memory_id))

    def superseded_ids(self, memory_id: str) -> list[str]:
        """The ids of the memories ``memory_id`` superseded, oldest first."""
        return [
            row[0] for row in self._all("SELECT id FROM memories WHERE superseded_by = ? ORDER BY doc", (memory_id,))
        ]

    def ids_in_days(self, start: str, end: str, limit: int) -> list[str]:
        """The ids of the memories whose event, or their writing, falls on a day of
        ``start``..``end`` (ISO days, inclusive), newest first."""
        where, params = self.scope()
        return [
            row[0]
            for row in self._all(
                f"""SELECT id FROM memories WHERE (
                        (happened_start IS NOT NULL AND happened_start <= ? AND happened_end >= ?)
                        OR (created_at >= ? AND created_at < ?)){where}
                    ORDER BY doc DESC LIMIT ?""",
                (end, start, start, end + "T99", *params, limit),  # any time of the day ``end`` sorts below
            )
        ]

    def record_access(self, memory_id: str, count: int, stamp: str, importance: int) -> None:
        """Access in the db alone: the memory's note is marked as lagging (``notes_behind``)."""
        self._run(
            "UPDATE memories SET access_count = ?, last_accessed = ?, importance = ? WHERE id = ?",
            (count, stamp, importance, memory_id),
        )
        self._run("INSERT INTO notes_behind (id) VALUES (?) ON CONFLICT DO NOTHING", (memory_id,))

    def set_file_state(self, memory_id: str, path: str, mtime_ns: int, size: int) -> None:
        """The note as just written (or read): it holds every field, so it no longer lags."""
        self._run(
            "UPDATE memories SET path = ?, file_mtime_ns = ?, file_size = ? WHERE id = ?",
            (path, mtime_ns, size, memory_id),
        )
        self._note_current(memory_id)

    def _note_current(self, memory_id: str) -> None:
        """The memory's note holds every field: it no longer lags."""
        self._run("DELETE FROM notes_behind WHERE id = ?", (memory_id,))

    def notes_behind(self) -> list[FileState]:
        """The file state of every memory whose note lags the db (access recorded since)."""
        sql = "SELECT m.id, m.path, m.file_mtime_ns, m.file_size FROM notes_behind b JOIN memories m ON m.id = b.id"
        return [FileState(*row) for row in self._all(sql)]

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """Inside a transaction: where the dialect can, the postings of the memories inserted
        meanwhile are written together when the block ends; here, memory by memory."""
        yield

    def delete(self, memory_id: str) -> bool:
        return self.delete_many([memory_id]) == 1

    def delete_many(self, ids: list[str]) -> int:
        raise NotImplementedError

    def _doc(self, memory_id: str) -> int:
        doc = self._one("SELECT doc FROM memories WHERE id = ?", (memory_id,))
        if doc is None:
            raise KeyError(memory_id)
        return int(doc)
