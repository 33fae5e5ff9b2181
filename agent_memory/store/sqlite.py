"""The default store: one SQLite file (WAL) holding memories, postings, vectors and the graph.

Opening it costs the same whatever its size: no row is read until a command asks.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from ..crypto import Codec, PlainCodec
from ..errors import AgentMemoryError, DiskError, StoreCorruptError
from ..fsutil import disk_error
from ..model import DEFAULT_NAMESPACE, MemoryEntry
from ..privacy import create_private
from ..text import Tokenizer
from . import lock
from .guarded import GuardedConnection
from .portable import Entities, chunks
from .schema import LATEST, MIGRATIONS
from .sqlite_files import SQLiteFile, disk_trouble, file_identity
from .sqlite_vectors import SQLiteVectorRows

if TYPE_CHECKING:
    from .sqlite_bulk import Bulk

BUSY_TIMEOUT_MS = 30_000
# When more than this share of the memories goes at once, delete_many copies the postings
# it keeps into a new table instead of deleting rows one by one from two B-trees: deleting
# costs about twice as much per posting as keeping, so the copy wins past ~40 % (at
# 100,000 memories with 57,600 going: about 4 s instead of 9).
BULK_SHARE = 0.4


class SQLiteStore(SQLiteFile, SQLiteVectorRows):
    """The store in one SQLite file; ``path`` is its ``memory.db``."""

    _db: GuardedConnection

    def __init__(
        self,
        path: Path,
        *,
        entities: Entities | None = None,
        codec: Codec | None = None,
        locked: bool = True,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        self.path = path
        self.where = str(path)  # what messages name
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
        self._bulk: Bulk | None = None  # what ``bulk()`` holds back (store/sqlite_bulk.py)
        self.migrated_from: int | None = None
        self._connect()

    def _connect(self) -> None:
        path = self.path
        before = file_identity(path)
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
            # temp tables, sorts and statement journals in memory, not in /var/tmp files: an
            # import's batch wrote ~22 pages a memory there (its held postings, the journal of
            # each INSERT ... SELECT); what they hold is bounded by a batch or a query's postings
            self._db.execute("PRAGMA temp_store = MEMORY")
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
        self._identity = file_identity(path)
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
        self._identity = file_identity(self.path)

    def follow(self) -> bool:
        """Open the db again when its file was replaced (by ``reindex``) since it was opened.

        The old connection is closed without harm: SQLite sees its file moved and neither
        checkpoints it nor deletes a WAL by the name the new file now uses.
        """
        now = file_identity(self.path)
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
            if 0 < version < LATEST:  # 0: a new file, created rather than migrated
                self.migrated_from = version
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

    # ---- reads ------------------------------------------------------------------------

    def char_occurrences(
        self, char: str, *, room: str | None, limit: int = 5000
    ) -> list[tuple[int, str, int, int, int]]:
        """(doc, id, occurrences, term count, access count) of memories containing ``char`` (a scan)."""
        if not self.codec.sealed:
            return super().char_occurrences(char, room=room, limit=limit)
        where, params = self.scope()
        found = [
            (doc, memory_id, text.count(char), length, accesses)
            for doc, memory_id, their_room, namespace, length, accesses, text in self._sealed_texts()
            if char in text and (room is None or their_room == room) and (not where or namespace == params[0])
        ]
        return found[:limit]

    def char_document_count(self, char: str) -> int:
        if not self.codec.sealed:
            return super().char_document_count(char)
        return sum(1 for *_, text in self._sealed_texts() if char in text)

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

    def _bm25_sql(
        self, weights: Sequence[tuple[int, float]], docs: list[int] | None, params: dict[str, object], where: list[str]
    ) -> str:
        for i, (term_id, weight) in enumerate(weights):
            params[f"t{i}"], params[f"w{i}"] = term_id, weight
        values = ",".join(f"(:t{i}, :w{i})" for i in range(len(weights)))
        if docs is not None:
            params["docs"] = json.dumps(docs)
            where.append("p.doc IN (SELECT value FROM json_each(:docs))")
        return f"""
            WITH q(term_id, idf) AS (VALUES {values})
            SELECT p.doc, (:k1 + 1.0) * SUM(q.idf * p.tf / (p.tf + :k0 + :kd * p.dl)) AS score
            FROM q JOIN postings AS p ON p.term_id = q.term_id {{join}}
            {{where}}
            GROUP BY p.doc ORDER BY score DESC, p.doc"""

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

    # ---- writes (call inside ``transaction()``) ---------------------------------------

    def delete_many(self, ids: list[str]) -> int:
        """Remove memories with their postings; vectors and graph links go by cascade."""
        self._flush_bulk()
        if ids and len(ids) > BULK_SHARE * self.count():
            from .sqlite_bulk import delete_bulk

            return delete_bulk(self, ids)
        removed = 0
        for chunk, marks in chunks(ids):
            docs = [row[0] for row in self._db.execute(f"SELECT doc FROM memories WHERE id IN ({marks})", chunk)]
            if docs:
                doc_marks = ",".join("?" * len(docs))
                named = self._db.execute(
                    f"SELECT DISTINCT entity_id FROM entity_links WHERE doc IN ({doc_marks})", docs
                )
                entities = [row[0] for row in named]
                self._drop_postings(docs)
                self._db.execute(f"DELETE FROM memories WHERE doc IN ({doc_marks})", docs)
                self._drop_orphans(entities)
                removed += len(docs)
        self._bump("docs", -removed)
        return removed

    def update(self, entry: MemoryEntry, *, terms: Counter[str] | None, content_hash: str, updated_at: str) -> None:
        self._flush_bulk()  # an update reads postings: the held-back ones first
        super().update(entry, terms=terms, content_hash=content_hash, updated_at=updated_at)

    @contextmanager
    def bulk(self) -> Iterator[None]:
        from .sqlite_bulk import held_back  # only an import writes in bulk: a recall never loads it

        with held_back(self):
            yield

    def _flush_bulk(self) -> None:
        held = self._bulk
        if held is None:
            return
        from .sqlite_bulk import Bulk, mark_current, write_postings, write_vectors

        self._bulk = Bulk(held.namespaces)
        if held.docs:
            super()._bump("docs", held.docs)
        if held.postings:
            write_postings(self._db, held)
            super()._bump("terms", held.length)
        self._write_links(held.links)
        write_vectors(self._db, held)
        mark_current(self._db, held)

    def _bump(self, name: str, by: int) -> None:
        if self._bulk is not None and name == "docs":
            self._bulk.docs += by  # one UPDATE a batch, not one a memory
        else:
            super()._bump(name, by)

    def _add_namespace(self, name: str) -> None:
        if self._bulk is None or name not in self._bulk.namespaces:
            super()._add_namespace(name)
        if self._bulk is not None:
            self._bulk.namespaces.add(name)

    def _add_postings(self, doc: int, terms: Counter[str]) -> None:
        key = self.codec.key
        length = sum(terms.values())
        if self._bulk is not None:  # a plaintext key is the term itself: no pair made in Python
            keys = terms.keys() if not self.codec.sealed else [key(t, b"term") for t in terms]
            self._bulk.add(doc, keys, terms.values(), length)
            return
        items = [(key(t, b"term"), tf) for t, tf in terms.items()]
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
        if found and self._bulk is not None:
            self._bulk.links.append((doc, found))
        elif found:
            self._write_links([(doc, found)])

    def _write_links(self, found: list[tuple[int, dict[str, str]]]) -> None:
        """The entities named by each (doc, name -> type), new ones as first named, and their links."""
        codec, kinds = self.codec, dict[str, str]()
        for _, names in found:
            for name, kind in names.items():
                kinds.setdefault(name, kind)
        keys = {name: codec.key(name, b"entity") for name in kinds}
        self._db.executemany(
            "INSERT OR IGNORE INTO entities (name, type, label, folded) VALUES (?, ?, ?, ?)",
            (
                (keys[name], kind, codec.seal(name, b"entity") if codec.sealed else None, codec.fold(name))
                for name, kind in kinds.items()
            ),
        )
        self._db.executemany(
            "INSERT OR IGNORE INTO entity_links SELECT id, ? FROM entities WHERE name = ?",
            ((doc, keys[name]) for doc, names in found for name in names),
        )

    def put_vector(self, memory_id: str, embedder: str, blob: bytes) -> None:
        if self._bulk is None:
            return super().put_vector(memory_id, embedder, blob)
        self._bulk.vectors.append(
            (self._embedder(embedder, add=True), self.codec.seal_bytes(blob, b"vector"), memory_id)
        )

    def _note_current(self, memory_id: str) -> None:
        if self._bulk is None:
            return super()._note_current(memory_id)
        self._bulk.noted.append(memory_id)

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
            self._db.executemany("DELETE FROM terms WHERE id = ? AND df <= 0", ((t,) for t, _ in found))
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
        self._db.execute(  # a word no memory holds any more is not kept: forgotten means gone
            f"DELETE FROM terms WHERE df <= 0 AND id IN (SELECT term_id FROM postings WHERE doc IN ({docs_in}))", params
        )
        self._bump("terms", -int(length or 0))

    def _drop_orphans(self, entities: list[int]) -> None:
        """The entities among ``entities`` that no memory names any more (their links went by cascade)."""
        self._db.executemany(
            "DELETE FROM entities WHERE id = ? AND NOT EXISTS (SELECT 1 FROM entity_links WHERE entity_id = ?)",
            ((e, e) for e in entities),
        )
