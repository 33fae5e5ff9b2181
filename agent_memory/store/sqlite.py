"""The default store: one SQLite file (WAL) holding memories, postings, vectors and the graph.

Opening it costs the same whatever its size: no row is read until a command asks.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import shutil
import sqlite3
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from ..crypto import Codec, PlainCodec, SealedCodec
from ..errors import AgentMemoryError, DiskError, StoreCorruptError
from ..fsutil import disk_error
from ..model import DEFAULT_NAMESPACE, MemoryEntry, searchable_text
from ..privacy import create_private
from ..text import Tokenizer
from . import lock
from .guarded import GuardedConnection, damaged
from .rows import ENTRY_COLUMNS, VALUE_COLUMNS, entry_from_row, entry_values
from .schema import LATEST, MIGRATIONS, POSTINGS_TABLE
from .tokenized import Tokenized

_COLUMNS = ENTRY_COLUMNS
# What INSTR searches for a lone Chinese character: the text a memory is found by (plaintext store)
_FOUND_BY = "(COALESCE(context || char(10), '') || content)"
BUSY_TIMEOUT_MS = 30_000
_IN_CHUNK = 500  # values bound in one IN (...)
# When more than this share of the memories goes at once, delete_many copies the postings
# it keeps into a new table instead of deleting rows one by one from two B-trees: deleting
# costs about twice as much per posting as keeping, so the copy wins past ~40 % (at
# 100,000 memories with 57,600 going: about 4 s instead of 9).
BULK_SHARE = 0.4
# Free space under which an I/O error is taken for a full disk: SQLite reports a -shm file it
# cannot make or grow as SQLITE_IOERR, not SQLITE_FULL.
_NEARLY_FULL = 1 << 20


@dataclass(frozen=True, slots=True)
class FileState:
    """What the store last wrote (or read) for a memory's Markdown file."""

    memory_id: str
    path: str
    mtime_ns: int | None
    size: int | None


class TermStats(NamedTuple):
    """A term as the index holds it: df, and the largest tf and shortest memory among its postings."""

    id: int
    term: str
    df: int
    max_tf: int
    min_dl: int


@dataclass(frozen=True, slots=True)
class StoreStats:
    total: int
    by_room: dict[str, int]
    verified: int
    hot: int
    average_importance: float
    content_bytes: int


def disk_trouble(exc: sqlite3.Error, path: Path, *, doing: str = "write") -> DiskError | None:
    """The ``DiskError`` of an SQLite error the file system caused (full, read-only, failing);
    None for any other (busy, corrupt, a bug)."""
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if primary == sqlite3.SQLITE_FULL or (
        primary in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN) and _free_bytes(path) < _NEARLY_FULL
    ):
        return disk_error(OSError(errno.ENOSPC, "No space left on device"), path, doing=doing)
    if primary == sqlite3.SQLITE_IOERR:
        return disk_error(OSError(errno.EIO, str(exc)), path, doing=doing)
    if primary == sqlite3.SQLITE_READONLY:
        return disk_error(OSError(errno.EACCES, str(exc)), path, doing=doing)
    return None


def _free_bytes(path: Path) -> int:
    try:
        return shutil.disk_usage(path.parent).free
    except OSError:
        return _NEARLY_FULL


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    return info.st_dev, info.st_ino


def text_hash(text: str) -> str:
    """What the ``content_hash`` column holds for a memory's text (before the codec keys it)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _chunks(values: Sequence[object]) -> Iterator[tuple[Sequence[object], str]]:
    """``values`` in slices small enough for one ``IN (...)``, each with its ``?`` marks."""
    for start in range(0, len(values), _IN_CHUNK):
        chunk = values[start : start + _IN_CHUNK]
        yield chunk, ",".join("?" * len(chunk))


class _Bulk:
    """Postings held back by ``SQLiteStore.bulk``: (term key, doc, tf, length) rows."""

    def __init__(self) -> None:
        self.postings: list[tuple[object, int, int, int]] = []
        self.length = 0

    def add(self, doc: int, items: list[tuple[object, int]], length: int) -> None:
        self.postings.extend((term, doc, tf, length) for term, tf in items)
        self.length += length


class SQLiteStore(Tokenized):
    def __init__(
        self,
        path: Path,
        *,
        entities: Callable[[str], dict[str, str]] | None = None,
        codec: Codec | None = None,
        locked: bool = True,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        self.path = path
        self._tokenizer = tokenizer
        self._locked = locked  # writes take the store's lock (False: a file no other process opens)
        self._entities = entities or (lambda text: {})  # text -> {name: type}, kept in the graph tables
        # What values and lookup keys look like on disk (crypto.py); plaintext by default.
        self.codec: Codec = codec or PlainCodec()
        # Set when writing would break a promise (encryption asked for, cryptography missing).
        self.refuse_writes: AgentMemoryError | None = None
        self.namespace = DEFAULT_NAMESPACE  # where new memories go, and what reads see
        self.scoped = True  # False: reads see every namespace (--all-namespaces)
        self._seen_version = -1  # PRAGMA data_version when the encryption mark was last read
        self._char_scan: tuple[tuple[int, int], list[tuple[int, str, str, str, int, int, str]]] | None = None
        self._bulk: _Bulk | None = None  # postings held back inside ``bulk()``
        self._connect()

    def _connect(self) -> None:
        path = self.path
        before = _identity(path)
        try:
            with suppress(OSError):  # a folder that cannot take it: connect says why
                create_private(path)
            self._db = sqlite3.connect(
                path,
                timeout=BUSY_TIMEOUT_MS / 1000,
                isolation_level=None,
                check_same_thread=False,
                factory=GuardedConnection,  # a damaged page met by any query is named, with reindex
            )
            self._db.path = path
            self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            self._enter_wal()
            self._db.execute("PRAGMA synchronous = NORMAL")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._db.execute("PRAGMA recursive_triggers = ON")  # a REPLACE uncounts the vector it replaces
            self._migrate()
        except sqlite3.DatabaseError as exc:
            trouble = disk_trouble(exc, path, doing="open")
            if trouble is None:
                raise self._open_error(exc) from None
            if hasattr(self, "_db"):
                self._db.close()
            self._open_read_only(trouble)
            return
        self._identity = _identity(path)
        if before is not None and self._identity != before:  # replaced while being opened: open the new one
            self._db.close()
            self._connect()

    def _open_read_only(self, trouble: DiskError) -> None:
        """Open for reading only, without the -wal and -shm files a full disk has no room for.

        Only when the WAL holds nothing (no file, or an empty one): the db file is then the
        whole store, and ``immutable`` reads it without making those files. Every write is
        refused with ``trouble``, before it starts.
        """
        wal = Path(f"{self.path}-wal")
        if not self.path.is_file() or (wal.exists() and wal.stat().st_size > 0):
            raise trouble
        uri = f"{self.path.absolute().as_uri()}?immutable=1"
        try:
            self._db = sqlite3.connect(
                uri, uri=True, isolation_level=None, check_same_thread=False, factory=GuardedConnection
            )
            self._db.path = self.path
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            raise self._open_error(exc) from None
        if version != LATEST:  # migrating is a write
            self._db.close()
            raise trouble
        self.refuse_writes = DiskError(trouble.message.replace("cannot open", "cannot write", 1), hint=trouble.hint)
        self._identity = _identity(self.path)

    def follow(self) -> bool:
        """Open the db again when its file was replaced (by ``reindex``) since it was opened.

        The old connection is closed without harm: SQLite sees its file moved and neither
        checkpoints it nor deletes a WAL by the name the new file now uses.
        """
        now = _identity(self.path)
        if now is None or now == self._identity:
            return False
        self._db.close()
        self._seen_version, self._char_scan = -1, None
        self._connect()
        return True

    def _enter_wal(self) -> None:
        # Switching a new file to WAL takes a lock the busy handler does not wait for, so two
        # processes opening a new store at once retry here instead of failing.
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                self._db.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def _open_error(self, exc: Exception) -> AgentMemoryError:
        if isinstance(exc, sqlite3.OperationalError):
            return AgentMemoryError(
                f"cannot open {self.path}: {exc}", hint="check that the data root is writable and not in use"
            )
        return StoreCorruptError(
            f"{self.path} is not a readable memory database ({exc})",
            hint="run 'agent-memory reindex' to rebuild it from store/*.md",
        )

    def close(self) -> None:
        self._db.close()

    # ---- schema -----------------------------------------------------------------------

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version == LATEST:
            return
        if version > LATEST:
            raise AgentMemoryError(
                f"{self.path} was written by a newer agent-memory (schema {version}, this one knows {LATEST})",
                hint="upgrade agent-memory",
            )
        with self._begin():
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            for number, script in MIGRATIONS:
                if number > version:
                    for statement in script.split(";\n"):
                        if statement.strip():
                            self._db.execute(statement)
                    self._db.execute(f"PRAGMA user_version = {number}")

    @property
    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    # ---- transactions -----------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One write transaction, taken up front so concurrent writers queue, not fail."""
        from ..crypto import MARK_KEY

        if self.refuse_writes is not None:
            raise self.refuse_writes
        with self._store_lock(), self._begin():
            if not self.codec.sealed and self.meta(MARK_KEY) is not None:
                raise AgentMemoryError(
                    f"{self.path} was encrypted by another process meanwhile; nothing was written",
                    hint="run it again",
                )
            yield

    @contextmanager
    def _store_lock(self) -> Iterator[None]:
        """The store's lock, shared (see store/lock.py); the file followed if reindex replaced it."""
        if not self._locked:
            yield
            return
        with lock.shared(self.path, wait_seconds=BUSY_TIMEOUT_MS / 1000):
            self.follow()
            yield

    @contextmanager
    def _begin(self) -> Iterator[None]:
        for attempt in range(5):
            try:
                self._db.execute("BEGIN IMMEDIATE")
                break
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or attempt == 4:
                    raise AgentMemoryError(
                        f"{self.path} is busy: {exc}", hint="another process holds it; try again"
                    ) from None
                time.sleep(0.05 * (attempt + 1))
        try:
            yield
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, sqlite3.Error) and (trouble := disk_trouble(exc, self.path)) is not None:
                raise trouble from None
            raise
        try:
            self._db.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise disk_trouble(exc, self.path) or disk_error(OSError(0, str(exc)), self.path) from None

    def _rollback(self) -> None:
        # SQLite has rolled back by itself already after some errors (a full disk among them):
        # a ROLLBACK then fails with "no transaction is active".
        if self._db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")

    # ---- namespaces -------------------------------------------------------------------

    def scope(self, column: str = "namespace") -> tuple[str, tuple[str, ...]]:
        """``(" AND column = ?", (namespace,))`` when reads must be confined to the namespace;
        empty when they need no filter: every namespace asked for, or the store holds no other."""
        if not self.scoped:
            return "", ()
        names = [row[0] for row in self._db.execute("SELECT name FROM namespaces LIMIT 2")]
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
        return dict(self._db.execute("SELECT namespace, COUNT(*) FROM memories GROUP BY namespace ORDER BY 1"))

    # ---- reads ------------------------------------------------------------------------

    def _entry(self, row: tuple) -> MemoryEntry:
        return entry_from_row(row, self.codec)

    def _texts(self, rows: list[tuple]) -> list[tuple]:
        """Rows whose last column is a memory's content, with the content opened."""
        if not self.codec.sealed:
            return rows
        return [(*row[:-1], self.codec.open(row[-1], b"content")) for row in rows]

    def _searchable(self, rows: list[tuple]) -> list[tuple]:
        """Rows ending in a memory's content and context, those two as the text it is found by
        (``model.searchable_text``)."""
        opened = self.codec.open
        return [(*row[:-2], searchable_text(opened(row[-2], b"content"), opened(row[-1], b"context"))) for row in rows]

    def _rows_in(self, sql: str, values: Sequence[object], *, before: tuple[object, ...] = ()) -> Iterator[tuple]:
        """The rows of ``sql``, whose ``IN ({marks})`` takes ``values`` a slice at a time."""
        for chunk, marks in _chunks(values):
            yield from self._db.execute(sql.format(marks=marks), (*before, *chunk))

    def get(self, memory_id: str) -> MemoryEntry | None:
        """The memory with this id, if it is in the namespace (in any, unscoped)."""
        where, params = self.scope()
        row = self._db.execute(f"SELECT {_COLUMNS} FROM memories WHERE id = ?{where}", (memory_id, *params)).fetchone()
        return self._entry(row) if row else None

    def get_many(self, ids: Iterable[str]) -> dict[str, MemoryEntry]:
        where, params = self.scope()
        sql = "SELECT " + _COLUMNS + " FROM memories WHERE 1" + where + " AND id IN ({marks})"
        rows = self._rows_in(sql, list(ids), before=params)
        return {row[0]: self._entry(row) for row in rows}

    def exists(self, memory_id: str) -> bool:
        return self._db.execute("SELECT 1 FROM memories WHERE id = ?", (memory_id,)).fetchone() is not None

    def by_hash(self, content_hash: str) -> MemoryEntry | None:
        where, params = self.scope()
        row = self._db.execute(
            f"SELECT {_COLUMNS} FROM memories WHERE content_hash = ?{where} LIMIT 1",
            (self.codec.key(content_hash, b"hash"), *params),
        ).fetchone()
        return self._entry(row) if row else None

    def file_state(self, memory_id: str) -> FileState | None:
        row = self._db.execute(
            "SELECT id, path, file_mtime_ns, file_size FROM memories WHERE id = ?", (memory_id,)
        ).fetchone()
        return FileState(*row) if row else None

    def note_paths(self, ids: list[str]) -> list[str]:
        """The note file names of these memories (those that exist)."""
        return [row[0] for row in self._rows_in("SELECT path FROM memories WHERE id IN ({marks})", ids)]

    def file_states(self) -> Iterator[FileState]:
        for row in self._db.execute("SELECT id, path, file_mtime_ns, file_size FROM memories"):
            yield FileState(*row)

    def iter_entries(self, batch: int = 1000) -> Iterator[MemoryEntry]:
        """Every memory, oldest first, read in batches (never all rows at once)."""
        last = 0
        while True:
            rows = self._db.execute(
                f"SELECT doc, {_COLUMNS} FROM memories WHERE doc > ? ORDER BY doc LIMIT ?", (last, batch)
            ).fetchall()
            if not rows:
                return
            for row in rows:
                yield self._entry(row[1:])
            last = rows[-1][0]

    def prune_fields(self, room: str | None) -> list[tuple[str, str, str, bool, int, int]]:
        """(id, room, created_at, verified, access count, importance) of every memory (in ``room``)."""
        where, params = self.scope()
        if room is not None:
            where, params = where + " AND room = ?", (*params, room)
        return [
            (memory_id, their_room, created, bool(verified), accesses, importance)
            for memory_id, their_room, created, verified, accesses, importance in self._db.execute(
                f"""SELECT id, room, created_at, execution_verified, access_count, importance
                    FROM memories WHERE 1{where}""",
                params,
            )
        ]

    def rarest_terms(self, terms: Iterable[str], limit: int) -> list[tuple[int, int]]:
        """(term id, df) of the given terms that the index knows, rarest first."""
        sql = "SELECT id, df FROM terms WHERE term IN ({marks}) AND df > 0"
        keys = list(dict.fromkeys(self.codec.key(t, b"term") for t in terms))
        return sorted(self._rows_in(sql, keys), key=lambda pair: pair[1])[:limit]

    def docs_sharing(self, term_ids: list[int], limit: int) -> list[tuple[str, str]]:
        """(id, searchable text) of the memories holding the most of ``term_ids``."""
        if not term_ids:
            return []
        marks = ",".join("?" * len(term_ids))
        where, params = self.scope("n.namespace")
        join = " JOIN memories AS n ON n.doc = p.doc" if where else ""
        return self._searchable(
            self._db.execute(
                f"""SELECT m.id, m.content, m.context FROM (
                        SELECT p.doc, COUNT(*) AS shared FROM postings AS p{join} WHERE p.term_id IN ({marks}){where}
                        GROUP BY p.doc ORDER BY shared DESC LIMIT ?) AS c
                    JOIN memories AS m ON m.doc = c.doc ORDER BY c.shared DESC""",
                (*term_ids, *params, limit),
            ).fetchall()
        )

    def latest_with_term(self, term_id: int, limit: int) -> list[tuple[str, str]]:
        """(id, content) of the newest memories whose postings hold ``term_id``."""
        where, params = self.scope("n.namespace")
        join = " JOIN memories AS n ON n.doc = p.doc" if where else ""
        return self._texts(
            self._db.execute(
                f"""SELECT m.id, m.content FROM (
                       SELECT p.doc FROM postings AS p{join} WHERE p.term_id = ?{where}
                       ORDER BY p.doc DESC LIMIT ?) AS c
                   JOIN memories AS m ON m.doc = c.doc""",
                (term_id, *params, limit),
            ).fetchall()
        )

    def corpus(self) -> tuple[int, int]:
        """(documents, total terms): BM25's N and the sum behind avgdl."""
        rows = dict(self._db.execute("SELECT name, value FROM counters").fetchall())
        return int(rows["docs"]), int(rows["terms"])

    def term_stats(self, terms: Iterable[str]) -> list[TermStats]:
        """Document frequency and score bounds of the given terms the index holds."""
        sql = "SELECT id, term, df, max_tf, min_dl FROM terms WHERE term IN ({marks}) AND df > 0"
        keys = {self.codec.key(t, b"term"): t for t in terms}  # the key back to the word it stands for
        return [TermStats(i, keys[key], df, tf, dl) for i, key, df, tf, dl in self._rows_in(sql, list(keys))]

    def char_occurrences(
        self, char: str, *, room: str | None, limit: int = 5000
    ) -> list[tuple[int, str, int, int, int]]:
        """(doc, id, occurrences, term count, access count) of memories containing ``char`` (a scan)."""
        where, params = self.scope()
        if self.codec.sealed:
            found = [
                (doc, memory_id, text.count(char), length, accesses)
                for doc, memory_id, their_room, namespace, length, accesses, text in self._sealed_texts()
                if char in text and (room is None or their_room == room) and (not where or namespace == params[0])
            ]
            return found[:limit]
        if room:
            where, params = where + " AND room = ?", (*params, room)
        return self._db.execute(
            f"""SELECT doc, id, LENGTH({_FOUND_BY}) - LENGTH(REPLACE({_FOUND_BY}, ?, '')), term_count, access_count
                FROM memories WHERE INSTR({_FOUND_BY}, ?) > 0{where} ORDER BY doc LIMIT ?""",
            (char, char, *params, limit),
        ).fetchall()

    def _sealed_texts(self) -> list[tuple[int, str, str, str, int, int, str]]:
        """(doc, id, room, namespace, term count, access count, searchable text) of every memory,
        opened: what INSTR does for a plaintext store. Kept until the db changes (``PRAGMA
        data_version`` for other connections, ``total_changes`` for this one)."""
        version = (self._db.execute("PRAGMA data_version").fetchone()[0], self._db.total_changes)
        if self._char_scan is None or self._char_scan[0] != version:
            rows = self._db.execute(
                "SELECT doc, id, room, namespace, term_count, access_count, content, context FROM memories"
            )
            self._char_scan = (version, self._searchable(rows.fetchall()))
        return self._char_scan[1]

    def char_document_count(self, char: str) -> int:
        if self.codec.sealed:
            return sum(1 for *_, text in self._sealed_texts() if char in text)
        sql = f"SELECT COUNT(*) FROM memories WHERE INSTR({_FOUND_BY}, ?) > 0"
        return int(self._db.execute(sql, (char,)).fetchone()[0])

    def bm25_sums(
        self,
        weights: list[tuple[int, float]],
        *,
        k1: float,
        b: float,
        avgdl: float,
        room: str | None = None,
        docs: list[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(doc, BM25 over ``weights`` = (term id, idf) pairs), best first, without the hot boost.

        Every memory holding one of the terms (in ``room``, if given) is summed inside
        SQLite, so no posting list is copied into Python; with ``docs``, only those
        memories are scored, probed through the postings' key.
        """
        if not weights:
            return []
        avgdl = avgdl or 1.0
        # idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl)), constants folded out of the sum
        params: dict[str, object] = {"k1": k1, "k0": k1 * (1.0 - b), "kd": k1 * b / avgdl, "room": room}
        for i, (term_id, weight) in enumerate(weights):
            params[f"t{i}"], params[f"w{i}"] = term_id, weight
        values = ",".join(f"(:t{i}, :w{i})" for i in range(len(weights)))
        join, where = "", []
        scoped, scope = self.scope("m.namespace")
        if scoped:
            params["namespace"] = scope[0]
            where.append("m.namespace = :namespace")
        if room is not None:
            where.append("m.room = :room")
        if where:
            join = "JOIN memories AS m ON m.doc = p.doc"
        if docs is not None:
            params["docs"] = json.dumps(docs)
            where.append("p.doc IN (SELECT value FROM json_each(:docs))")
        sql = f"""
            WITH q(term_id, idf) AS (VALUES {values})
            SELECT p.doc, (:k1 + 1.0) * SUM(q.idf * p.tf / (p.tf + :k0 + :kd * p.dl)) AS score
            FROM q JOIN postings AS p ON p.term_id = q.term_id {join}
            {"WHERE " + " AND ".join(where) if where else ""}
            GROUP BY p.doc ORDER BY score DESC, p.doc"""
        return self._db.execute(sql, params).fetchall()

    def access_counts(self, docs: list[int]) -> dict[int, tuple[str, int]]:
        """doc -> (id, access count)."""
        rows = self._rows_in("SELECT doc, id, access_count FROM memories WHERE doc IN ({marks})", docs)
        return {doc: (memory_id, accesses) for doc, memory_id, accesses in rows}

    def stats(self, hot_threshold: int) -> StoreStats:
        where, params = self.scope()
        total, verified, hot, average, size = self._db.execute(
            f"""SELECT COUNT(*), COALESCE(SUM(execution_verified), 0),
                      COALESCE(SUM(access_count >= ?), 0), COALESCE(AVG(importance), 0),
                      COALESCE(SUM(LENGTH(CAST(content AS BLOB)) - ?), 0)
               FROM memories WHERE 1{where}""",
            (hot_threshold, self.codec.overhead, *params),
        ).fetchone()
        by_room = dict(
            self._db.execute(f"SELECT room, COUNT(*) FROM memories WHERE 1{where} GROUP BY room", params).fetchall()
        )
        return StoreStats(total, by_room, verified, hot, float(average), size)

    def count(self) -> int:
        return int(self._db.execute("SELECT value FROM counters WHERE name = 'docs'").fetchone()[0])

    def sealed_meanwhile(self) -> str | None:
        """The encryption mark, if another connection sealed this plaintext store since the last look."""
        if self.codec.sealed:
            return None
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        if version == self._seen_version:
            return None
        self._seen_version = version
        from ..crypto import MARK_KEY

        return self.meta(MARK_KEY)

    def meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    # ---- writes (call inside ``transaction()``) ---------------------------------------

    def set_meta(self, key: str, value: str) -> None:
        self._db.execute(
            "INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, value)
        )

    def delete_meta(self, key: str) -> None:
        self._db.execute("DELETE FROM meta WHERE key = ?", (key,))

    def insert(self, entry: MemoryEntry, *, terms: Counter[str], content_hash: str, path: str, updated_at: str) -> None:
        cursor = self._db.execute(
            f"""INSERT INTO memories (id, {", ".join(VALUE_COLUMNS)}, updated_at, content_hash, term_count, path)
               VALUES ({", ".join("?" * (len(VALUE_COLUMNS) + 5))})""",
            (
                entry.id,
                *entry_values(entry, self.codec),
                updated_at,
                self.codec.key(content_hash, b"hash"),
                sum(terms.values()),
                path,
            ),
        )
        doc = int(cursor.lastrowid or 0)
        self._db.execute("INSERT OR IGNORE INTO namespaces VALUES (?)", (entry.namespace,))
        self._add_postings(doc, terms)
        self._link_entities(doc, entry.content)
        self._bump("docs", 1)

    def update(self, entry: MemoryEntry, *, terms: Counter[str] | None, content_hash: str, updated_at: str) -> None:
        """Rewrite a memory's fields; ``terms`` given means its text changed."""
        self._flush_bulk()
        doc = self._doc(entry.id)
        if terms is not None:
            self._drop_postings([doc])  # found by the old text's terms: before the text changes
        assignments = ", ".join(f"{column} = ?" for column in (*VALUE_COLUMNS, "content_hash", "updated_at"))
        self._db.execute(
            f"UPDATE memories SET {assignments} WHERE doc = ?",
            (*entry_values(entry, self.codec), self.codec.key(content_hash, b"hash"), updated_at, doc),
        )
        self._db.execute("INSERT OR IGNORE INTO namespaces VALUES (?)", (entry.namespace,))
        if terms is not None:
            self._db.execute("UPDATE memories SET term_count = ? WHERE doc = ?", (sum(terms.values()), doc))
            self._add_postings(doc, terms)
            self._db.execute("DELETE FROM entity_links WHERE doc = ?", (doc,))
            self._link_entities(doc, entry.content)

    def set_verified(self, memory_id: str, updated_at: str) -> None:
        self._db.execute(
            "UPDATE memories SET execution_verified = 1, updated_at = ? WHERE id = ?", (updated_at, memory_id)
        )

    def record_access(self, memory_id: str, count: int, stamp: str, importance: int) -> None:
        """Access in the db alone: the memory's note is marked as lagging (``notes_behind``)."""
        self._db.execute(
            "UPDATE memories SET access_count = ?, last_accessed = ?, importance = ? WHERE id = ?",
            (count, stamp, importance, memory_id),
        )
        self._db.execute("INSERT OR IGNORE INTO notes_behind (id) VALUES (?)", (memory_id,))

    def set_file_state(self, memory_id: str, path: str, mtime_ns: int, size: int) -> None:
        """The note as just written (or read): it holds every field, so it no longer lags."""
        self._db.execute(
            "UPDATE memories SET path = ?, file_mtime_ns = ?, file_size = ? WHERE id = ?",
            (path, mtime_ns, size, memory_id),
        )
        self._db.execute("DELETE FROM notes_behind WHERE id = ?", (memory_id,))

    def notes_behind(self) -> list[FileState]:
        """The file state of every memory whose note lags the db (access recorded since)."""
        rows = self._db.execute(
            "SELECT m.id, m.path, m.file_mtime_ns, m.file_size FROM notes_behind b JOIN memories m ON m.id = b.id"
        )
        return [FileState(*row) for row in rows]

    def delete(self, memory_id: str) -> bool:
        return self.delete_many([memory_id]) == 1

    def delete_many(self, ids: list[str]) -> int:
        """Remove memories with their postings; vectors and graph links go by cascade."""
        self._flush_bulk()
        if ids and len(ids) > BULK_SHARE * self.count():
            return self._delete_bulk(ids)
        removed = 0
        for chunk, marks in _chunks(ids):
            docs = [row[0] for row in self._db.execute(f"SELECT doc FROM memories WHERE id IN ({marks})", chunk)]
            if docs:
                self._drop_postings(docs)
                self._db.execute(f"DELETE FROM memories WHERE doc IN ({','.join('?' * len(docs))})", docs)
                removed += len(docs)
        self._bump("docs", -removed)
        return removed

    def _doc(self, memory_id: str) -> int:
        row = self._db.execute("SELECT doc FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if row is None:
            raise KeyError(memory_id)
        return int(row[0])

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """Inside a transaction: the postings of the memories inserted meanwhile are written
        together when the block ends (each term's df once, the postings in index order), not
        memory by memory. Only inserts may run inside; an update or delete flushes first."""
        if self._bulk is not None:
            yield
            return
        self._bulk = _Bulk()
        try:
            yield
            self._flush_bulk()
        finally:
            self._bulk = None

    def _flush_bulk(self) -> None:
        held = self._bulk
        if held is None or not held.postings:
            return
        self._bulk = _Bulk()
        db = self._db
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
        self._bump("terms", held.length)

    def _add_postings(self, doc: int, terms: Counter[str]) -> None:
        key = self.codec.key
        items = [(key(t, b"term"), tf) for t, tf in terms.items()]
        length = sum(terms.values())
        if self._bulk is not None:
            self._bulk.add(doc, items, length)
            return
        self._db.executemany(
            """INSERT INTO terms (term, df, max_tf, min_dl) VALUES (?, 1, ?, ?) ON CONFLICT(term) DO UPDATE
               SET df = df + 1, max_tf = MAX(max_tf, excluded.max_tf), min_dl = MIN(min_dl, excluded.min_dl)""",
            ((t, tf, length) for t, tf in items),
        )
        self._db.executemany(
            "INSERT INTO postings (term_id, doc, tf, dl) SELECT id, ?, ?, ? FROM terms WHERE term = ?",
            ((doc, tf, length, t) for t, tf in items),
        )
        self._bump("terms", length)

    def _link_entities(self, doc: int, content: str) -> None:
        found = self._entities(content)
        if not found:
            return
        codec = self.codec
        keys = {name: codec.key(name, b"entity") for name in found}
        self._db.executemany(
            "INSERT OR IGNORE INTO entities (name, type, label, folded) VALUES (?, ?, ?, ?)",
            (
                (keys[name], kind, codec.seal(name, b"entity") if codec.sealed else None, codec.fold(name))
                for name, kind in found.items()
            ),
        )
        self._db.executemany(
            "INSERT OR IGNORE INTO entity_links SELECT id, ? FROM entities WHERE name = ?",
            ((doc, keys[name]) for name in found),
        )

    def _delete_bulk(self, ids: list[str]) -> int:
        db = self._db
        db.execute("CREATE TEMP TABLE IF NOT EXISTS doomed (doc INTEGER PRIMARY KEY)")
        db.execute("DELETE FROM doomed")
        db.executemany("INSERT OR IGNORE INTO doomed SELECT doc FROM memories WHERE id = ?", ((i,) for i in ids))
        (removed,) = db.execute("SELECT COUNT(*) FROM doomed").fetchone()
        self._uncount_postings("SELECT doc FROM doomed", ())
        db.execute(POSTINGS_TABLE.format(name="postings_kept"))
        db.execute(
            """INSERT INTO postings_kept SELECT term_id, doc, tf, dl FROM postings NOT INDEXED
               WHERE doc NOT IN (SELECT doc FROM doomed)"""
        )
        db.execute("DROP TABLE postings")
        db.execute("ALTER TABLE postings_kept RENAME TO postings")
        db.execute("DELETE FROM memories WHERE doc IN (SELECT doc FROM doomed)")
        db.execute("DELETE FROM doomed")
        self._bump("docs", -int(removed))
        return int(removed)

    def _drop_postings(self, docs: list[int]) -> None:
        """Remove these memories' postings and take them out of df and the term total.

        There is no index on the postings' doc (it cost ~900 bytes a memory): a memory's
        postings are found by its own terms, tokenized again from its text, and checked
        against its term count; one whose terms do not add up (indexed by a tokenizer of
        another version) is found by a scan of the postings instead.
        """
        marks = ",".join("?" * len(docs))
        rows = self._db.execute(f"SELECT doc, term_count, content, context FROM memories WHERE doc IN ({marks})", docs)
        total = 0
        for doc, length, content in self._searchable(rows.fetchall()):
            keys = list(dict.fromkeys(self.codec.key(term, b"term") for term in self.tokenizer.counts(content)))
            sql = """SELECT p.term_id, p.tf FROM terms AS t JOIN postings AS p ON p.term_id = t.id AND p.doc = ?
                     WHERE t.term IN ({marks})"""
            found = list(self._rows_in(sql, keys, before=(doc,)))
            if sum(tf for _, tf in found) != length:
                found = self._db.execute("SELECT term_id, tf FROM postings WHERE doc = ?", (doc,)).fetchall()
            self._db.executemany("DELETE FROM postings WHERE term_id = ? AND doc = ?", ((t, doc) for t, _ in found))
            self._db.executemany("UPDATE terms SET df = df - 1 WHERE id = ?", ((t,) for t, _ in found))
            total += length
        self._bump("terms", -total)

    def rebuild_postings(self, tokenizer: Tokenizer) -> int:
        """Index every memory again with ``tokenizer`` (inside a transaction); the count."""
        from .retokenize import rebuild_sqlite

        self.tokenizer = tokenizer
        return rebuild_sqlite(self)

    def _uncount_postings(self, docs_in: str, params: Sequence[object]) -> None:
        """Take the postings of the memories ``doc IN (docs_in)`` out of df and the term total."""
        (length,) = self._db.execute(
            f"SELECT SUM(term_count) FROM memories WHERE doc IN ({docs_in})", params
        ).fetchone()
        self._db.execute(
            f"""UPDATE terms SET df = df - c.n
                FROM (SELECT term_id, COUNT(*) AS n FROM postings WHERE doc IN ({docs_in}) GROUP BY term_id) AS c
                WHERE terms.id = c.term_id""",
            params,
        )
        self._bump("terms", -int(length or 0))

    def _bump(self, name: str, by: int) -> None:
        self._db.execute("UPDATE counters SET value = value + ? WHERE name = ?", (by, name))

    # ---- vectors ----------------------------------------------------------------------

    def put_vector(self, memory_id: str, embedder: str, blob: bytes) -> None:
        """Store (or replace, with a new seq) a memory's vector for ``embedder``."""
        self._db.execute(
            "INSERT OR REPLACE INTO vectors (doc, embedder, vector) SELECT doc, ?, ? FROM memories WHERE id = ?",
            (embedder, self.codec.seal_bytes(blob, b"vector"), memory_id),
        )

    def put_vectors(self, rows: list[tuple[int, str, bytes]], embedder: str) -> None:
        """Store vectors made from (doc, searchable text) read earlier, outside the transaction: a
        memory forgotten or given another text since then is skipped (its vector would be stale)."""
        key = self.codec.key
        self._db.executemany(
            """INSERT OR REPLACE INTO vectors (doc, embedder, vector)
               SELECT doc, ?, ? FROM memories WHERE doc = ? AND content_hash = ?""",
            (
                (embedder, self.codec.seal_bytes(blob, b"vector"), doc, key(text_hash(text), b"hash"))
                for doc, text, blob in rows
            ),
        )

    def drop_vectors(self, memory_id: str, *, keep: str) -> None:
        """A memory's text changed: its vectors of other embedders are stale."""
        self._db.execute(
            "DELETE FROM vectors WHERE embedder != ? AND doc = (SELECT doc FROM memories WHERE id = ?)",
            (keep, memory_id),
        )

    def drop_embedders_except(self, keep: tuple[str, ...]) -> int:
        marks = ",".join("?" * len(keep))
        return self._db.execute(f"DELETE FROM vectors WHERE embedder NOT IN ({marks})", keep).rowcount

    def vector_count(self, embedder: str) -> int:
        """Kept by triggers (migration 10): no scan."""
        row = self._db.execute("SELECT value FROM counters WHERE name = ?", ("vectors:" + embedder,)).fetchone()
        return int(row[0]) if row else 0

    def vector_counts(self) -> dict[str, int]:
        rows = self._db.execute("SELECT name, value FROM counters WHERE name LIKE 'vectors:%' AND value > 0")
        return {name.removeprefix("vectors:"): int(value) for name, value in rows}

    def missing_vectors(self, embedder: str, limit: int, *, before: int | None = None) -> list[tuple[int, str]]:
        """(doc, searchable text: context and content) of memories that have no vector for
        ``embedder`` yet, newest first and below doc ``before`` when given: a caller passes the
        last doc it got, so each memory is looked at once however many batches it takes."""
        return self._searchable(
            self._db.execute(
                """SELECT m.doc, m.content, m.context FROM memories AS m
                   WHERE m.doc < ?
                     AND NOT EXISTS (SELECT 1 FROM vectors AS v WHERE v.doc = m.doc AND v.embedder = ?)
                   ORDER BY m.doc DESC LIMIT ?""",
                (1 << 62 if before is None else before, embedder, limit),
            ).fetchall()
        )

    def vectors_after(self, embedder: str, seq: int, limit: int) -> list[tuple[int, int, bytes]]:
        """(seq, doc, blob) written after ``seq``, oldest first."""
        rows = self._db.execute(
            "SELECT seq, doc, vector FROM vectors WHERE embedder = ? AND seq > ? ORDER BY seq LIMIT ?",
            (embedder, seq, limit),
        ).fetchall()
        if self.codec.sealed:
            open_bytes = self.codec.open_bytes
            return [(s, d, open_bytes(blob, b"vector")) for s, d, blob in rows]
        return rows

    def max_vector_seq(self, embedder: str) -> int:
        row = self._db.execute("SELECT MAX(seq) FROM vectors WHERE embedder = ?", (embedder,)).fetchone()
        return int(row[0] or 0)

    def current_seqs(self, embedder: str, docs: list[int]) -> dict[int, int]:
        sql = "SELECT doc, seq FROM vectors WHERE embedder = ? AND doc IN ({marks})"
        return dict(self._rows_in(sql, docs, before=(embedder,)))

    def docs_info(self, docs: list[int]) -> dict[int, tuple[str, str]]:
        """doc -> (id, room) of those in the namespace."""
        where, params = self.scope()
        rows = self._rows_in(
            f"SELECT doc, id, room FROM memories WHERE 1{where} AND doc IN ({{marks}})", docs, before=params
        )
        return {doc: (memory_id, room) for doc, memory_id, room in rows}

    # ---- the memory graph (GraphStore) -----------------------------------------------

    def _entity_name(self, name: object, label: bytes | None) -> str:
        return self.codec.open(label, b"entity") if label is not None else str(name)

    def top_entities(self, limit: int) -> list[tuple[str, str, int]]:
        """(name, type, memories) of the entities most memories name, ties by name."""
        where, params = self.scope("m.namespace")
        join = "JOIN memories AS m ON m.doc = l.doc" if where else ""
        sql = f"""SELECT e.name, e.label, e.type, COUNT(*) AS n FROM entity_links AS l
                 JOIN entities AS e ON e.id = l.entity_id {join} WHERE 1{where} GROUP BY l.entity_id {{having}}
                 ORDER BY n DESC, e.name LIMIT ?"""
        rows = self._db.execute(sql.format(having=""), (*params, limit)).fetchall()
        if self.codec.sealed and len(rows) == limit:
            # names sort as hashes here: take every entity tied with the last, then sort by name
            rows = self._db.execute(sql.format(having="HAVING n >= ?"), (*params, rows[-1][3], -1)).fetchall()
        top = [(self._entity_name(name, label), kind, n) for name, label, kind, n in rows]
        return sorted(top, key=lambda item: (-item[2], item[0]))[:limit]

    def entity(self, name: str) -> tuple[str, str, list[str]] | None:
        """(name, type, memory ids, oldest first) of one entity, matched exactly, else ignoring case."""
        linked = "AND EXISTS (SELECT 1 FROM entity_links WHERE entity_id = e.id)"
        row = self._db.execute(
            f"SELECT e.id, e.name, e.label, e.type FROM entities AS e WHERE e.name = ? {linked}",
            (self.codec.key(name, b"entity"),),
        ).fetchone()
        if row is None:
            folded = self._db.execute(
                f"SELECT e.id, e.name, e.label, e.type FROM entities AS e WHERE e.folded = ? {linked}",
                (self.codec.fold(name),),
            ).fetchall()
            row = min(folded, key=lambda r: self._entity_name(r[1], r[2]), default=None)
        if row is None:
            return None
        where, params = self.scope("m.namespace")
        ids = [
            memory_id
            for (memory_id,) in self._db.execute(
                f"""SELECT m.id FROM entity_links AS l JOIN memories AS m ON m.doc = l.doc
                   WHERE l.entity_id = ?{where} ORDER BY m.doc""",
                (row[0], *params),
            )
        ]
        return (self._entity_name(row[1], row[2]), row[3], ids) if ids else None

    def graph(self) -> dict[str, tuple[str, list[str]]]:
        """name -> (type, memory ids) of every entity some memory names: the whole graph, by name."""
        out: dict[str, tuple[str, list[str]]] = {}
        where, params = self.scope("m.namespace")
        for name, label, kind, memory_id in self._db.execute(
            f"""SELECT e.name, e.label, e.type, m.id FROM entity_links AS l JOIN entities AS e ON e.id = l.entity_id
               JOIN memories AS m ON m.doc = l.doc WHERE 1{where} ORDER BY e.id, m.doc""",
            params,
        ):
            out.setdefault(self._entity_name(name, label), (kind, []))[1].append(memory_id)
        return dict(sorted(out.items()))

    def rebuild_graph(self) -> None:
        """Extract every memory's entities again (inside ``transaction()``)."""
        self._db.execute("DELETE FROM entity_links")
        self._db.execute("DELETE FROM entities")
        for doc, content in self._texts(self._db.execute("SELECT doc, content FROM memories ORDER BY doc").fetchall()):
            self._link_entities(doc, content)

    # ---- the sediment ledger -----------------------------------------------------------

    def session_lines(self, session: str) -> int:
        """How many lines of a session log were digested (0 for a new one)."""
        row = self._db.execute(
            "SELECT lines FROM sessions_digested WHERE session = ?", (self.codec.key(session, b"session"),)
        ).fetchone()
        return int(row[0]) if row else 0

    def record_session(self, session: str, lines: int, items: int, stamp: str) -> None:
        self._db.execute(
            """INSERT INTO sessions_digested VALUES (?, ?, ?, ?) ON CONFLICT(session) DO UPDATE
               SET lines = excluded.lines, items = items + excluded.items, digested_at = excluded.digested_at""",
            (self.codec.key(session, b"session"), lines, items, stamp),
        )

    # ---- encryption -------------------------------------------------------------------

    def seal_all(self, codec: SealedCodec, mark: str, *, also: dict[str, str] | None = None) -> None:
        """Encrypt a plaintext store in one transaction, then leave no plaintext page behind.

        Values are sealed and lookup keys hashed in place; the graph is extracted again
        under the new codec. ``mark`` (crypto.mark) goes into meta, so the next open knows,
        with the ``also`` meta keys; a store another process sealed meanwhile is left alone.
        The caller then runs ``compact()`` to drop the plaintext pages.
        """
        from ..crypto import MARK_KEY

        if self.codec.sealed:
            return
        plain, db = self.codec, self._db
        with self._begin():  # not transaction(): that refuses a store sealed meanwhile, checked here
            if self.meta(MARK_KEY) is not None:
                return
            self.codec = codec
            try:
                last = 0
                while rows := db.execute(
                    """SELECT doc, content, source, context, content_hash FROM memories
                       WHERE doc > ? ORDER BY doc LIMIT 2000""",
                    (last,),
                ).fetchall():
                    db.executemany(
                        "UPDATE memories SET content = ?, source = ?, context = ?, content_hash = ? WHERE doc = ?",
                        (
                            (
                                codec.seal(text, b"content"),
                                codec.seal(source, b"source"),
                                codec.seal(context, b"context"),
                                codec.key(digest, b"hash"),
                                doc,
                            )
                            for doc, text, source, context, digest in rows
                        ),
                    )
                    last = rows[-1][0]
                db.executemany(
                    "UPDATE terms SET term = ? WHERE id = ?",
                    ((codec.key(term, b"term"), i) for i, term in db.execute("SELECT id, term FROM terms").fetchall()),
                )
                last = 0
                while rows := db.execute(
                    "SELECT seq, vector FROM vectors WHERE seq > ? ORDER BY seq LIMIT 2000", (last,)
                ).fetchall():
                    db.executemany(
                        "UPDATE vectors SET vector = ? WHERE seq = ?",
                        ((codec.seal_bytes(blob, b"vector"), seq) for seq, blob in rows),
                    )
                    last = rows[-1][0]
                self.rebuild_graph()
                self.set_meta(MARK_KEY, mark)
                for key, value in (also or {}).items():
                    self.set_meta(key, value)
            except BaseException:
                self.codec = plain
                raise

    def compact(self, *, attempts: int = 10) -> bool:
        """Rewrite the file without free pages and empty the WAL, so no old page survives.

        False when another connection's read kept the WAL from being emptied (``attempts``
        tries of 0.1 s each): the caller tries again later.
        """
        try:
            self._db.execute("VACUUM")
        except sqlite3.Error as exc:  # a copy of the whole db is made: a full disk says no here
            raise disk_trouble(exc, self.path) or exc from None
        # a checkpoint waits for readers through the busy handler: briefly, here
        self._db.execute("PRAGMA busy_timeout = 100")
        try:
            for _ in range(attempts):
                busy, _, _ = self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
                if not busy:
                    return True
            return False
        finally:
            self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    # ---- maintenance ------------------------------------------------------------------

    def backup_to(self, target: Path) -> None:
        """A consistent copy through SQLite's backup API (safe while others write)."""
        try:
            create_private(target)
        except OSError as exc:
            raise disk_error(exc, target) from None
        copy = sqlite3.connect(target)
        try:
            with copy:
                self._db.backup(copy)
        except sqlite3.Error as exc:
            copy.close()
            for leftover in (target, Path(f"{target}-journal")):
                leftover.unlink(missing_ok=True)
            raise disk_trouble(exc, target) or disk_error(OSError(0, str(exc)), target) from None
        finally:
            copy.close()

    def integrity_ok(self) -> bool:
        try:
            return self._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        except StoreCorruptError:  # too damaged even to be checked
            return False

    def check_sound(self) -> None:
        """Raise ``StoreCorruptError`` naming reindex when ``PRAGMA quick_check`` finds damage
        (a full read of the file: before a backup, so a damaged db never replaces a sound copy)."""
        verdict = self._db.quick_check()
        if verdict != "ok":
            raise damaged(self.path, verdict)
