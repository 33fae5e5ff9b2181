"""A shared store on PostgreSQL (psycopg 3) with pgvector: the same members as ``SQLiteStore``.

Memories, BM25 postings, the graph and vectors live in the tables of one schema (default
``agent_memory``); BM25 is summed in SQL with the same formula as the SQLite store, so the
two give the same scores on the same corpus. Vectors are searched in pgvector: the local
hash vectors as ``sparsevec`` and dense ones as ``vector``, each embedder with its own
partial HNSW index (inner product; every vector is unit length, so it is the cosine).

Every write transaction first takes one advisory lock, so writers on many machines queue
as they do on one SQLite file, and the counters BM25 needs (N, total length) stay exact.
Encryption at rest is not offered here (the server's own encryption is the place for it).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from ..crypto import PlainCodec
from ..errors import AgentMemoryError, BackendUnavailable, InvalidInputError
from ..model import DEFAULT_NAMESPACE, MemoryEntry
from ..text import Tokenizer
from .pg_connection import Connection
from .pg_connection import without_password as _where
from .rows import ENTRY_COLUMNS, VALUE_COLUMNS, entry_from_row, entry_values
from .sqlite import FileState, StoreStats, TermStats, text_hash
from .tokenized import Tokenized
from .vector_blob import decode

SCHEMA_VERSION = 3
_LOCK = 0x61676D656D  # the advisory lock every writer takes ("agmem")
_SPARSE_NNZ = 1000  # pgvector's HNSW index takes sparse vectors of at most this many non-zero elements
_COLUMNS = ENTRY_COLUMNS
# model.searchable_text in SQL: the text a memory is found by (its context, then its content)
_FOUND_BY = "(COALESCE({m}context || chr(10), '') || {m}content)"
# Schema changes after version 1, each run once under the writers' lock (version -> statements).
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    2: ("ALTER TABLE memories ADD COLUMN IF NOT EXISTS context TEXT",),  # a reply's context (SQLite's 11)
    3: ("CREATE TABLE IF NOT EXISTS notes_behind (id TEXT PRIMARY KEY)",),  # notes lagging the db (SQLite's 12)
}
_SCHEMA = """
CREATE EXTENSION IF NOT EXISTS vector SCHEMA public;
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE memories (
    doc BIGSERIAL PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    namespace TEXT NOT NULL DEFAULT 'default',
    content TEXT NOT NULL,
    category TEXT NOT NULL,
    room TEXT NOT NULL,
    importance INTEGER NOT NULL,
    execution_verified BOOLEAN NOT NULL DEFAULT false,
    access_count INTEGER NOT NULL DEFAULT 0,
    last_accessed TEXT,
    source TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    redacted TEXT NOT NULL DEFAULT '',
    content_hash TEXT NOT NULL,
    term_count INTEGER NOT NULL,
    path TEXT NOT NULL,
    file_mtime_ns BIGINT,
    file_size BIGINT,
    context TEXT
);
CREATE INDEX memories_namespace ON memories(namespace, room);
CREATE INDEX memories_hash ON memories(content_hash);
CREATE TABLE terms (
    id BIGSERIAL PRIMARY KEY,
    term TEXT NOT NULL UNIQUE,
    df INTEGER NOT NULL DEFAULT 0,
    max_tf INTEGER NOT NULL DEFAULT 0,
    min_dl INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE postings (
    term_id BIGINT NOT NULL,
    doc BIGINT NOT NULL,
    tf INTEGER NOT NULL,
    dl INTEGER NOT NULL,
    PRIMARY KEY (term_id, doc) INCLUDE (tf, dl)
);
CREATE INDEX postings_doc ON postings(doc);
CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL);
INSERT INTO counters VALUES ('docs', 0), ('terms', 0);
CREATE TABLE vectors (
    seq BIGSERIAL PRIMARY KEY,
    doc BIGINT NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
    embedder TEXT NOT NULL,
    dense vector,
    sparse sparsevec,
    UNIQUE (doc, embedder)
);
CREATE TABLE entities (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    folded TEXT NOT NULL
);
CREATE INDEX entities_folded ON entities(folded);
CREATE TABLE entity_links (
    entity_id BIGINT NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    doc BIGINT NOT NULL REFERENCES memories(doc) ON DELETE CASCADE,
    PRIMARY KEY (entity_id, doc)
);
CREATE INDEX entity_links_doc ON entity_links(doc);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sessions_digested (
    session TEXT PRIMARY KEY, lines INTEGER NOT NULL, items INTEGER NOT NULL, digested_at TEXT NOT NULL
);
CREATE TABLE namespaces (name TEXT PRIMARY KEY);
CREATE TABLE notes_behind (id TEXT PRIMARY KEY);
INSERT INTO meta VALUES ('schema_version', '{version}')
"""


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError:
        from ..install import command

        raise BackendUnavailable("a postgresql:// store needs psycopg", hint=command("postgres")) from None
    return psycopg


def _sparse_text(vector: dict[int, float], dimensions: int) -> str:
    if len(vector) > _SPARSE_NNZ:  # the heaviest buckets, normalised again
        kept = sorted(vector.items(), key=lambda item: (-abs(item[1]), item[0]))[:_SPARSE_NNZ]
        norm = sum(v * v for _, v in kept) ** 0.5 or 1.0
        vector = {k: v / norm for k, v in kept}
    body = ",".join(f"{k + 1}:{v!r}" for k, v in sorted(vector.items()))  # pgvector counts from 1
    return "{" + body + "}/" + str(dimensions)


def _dense_text(vector: list[float]) -> str:
    return "[" + ",".join(repr(float(v)) for v in vector) + "]"


def _dimensions(identity: str) -> int:
    tail = identity.rsplit(":", 1)[-1]
    if not tail.isdigit():
        raise AgentMemoryError(f"embedder identity '{identity}' names no dimension", hint="report this as a bug")
    return int(tail)


class PostgresStore(Tokenized):
    """A store in a PostgreSQL database; ``url`` is a libpq URL (``postgresql://user@host:5432/db``)."""

    native_vectors = True  # vectors are searched by the server, not by a memory-mapped base

    def __init__(
        self,
        url: str,
        *,
        entities: Callable[[str], dict[str, str]] | None = None,
        schema: str = "agent_memory",
        tokenizer: Tokenizer | None = None,
    ) -> None:
        if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", schema):
            raise InvalidInputError(f"'{schema}' is not a schema name", hint="use lower-case letters, digits and _")
        psycopg = _psycopg()
        self.url, self.schema = url, schema
        self.where = _where(url)  # what messages name: the URL without its password
        self._entities = entities or (lambda text: {})
        self._tokenizer = tokenizer
        self.codec = PlainCodec()
        self.refuse_writes: AgentMemoryError | None = None
        self.namespace = DEFAULT_NAMESPACE
        self.scoped = True

        def connect() -> Any:
            return psycopg.connect(url, autocommit=True, connect_timeout=10, options=f"-c search_path={schema},public")

        try:
            self._db = Connection(connect, psycopg, _where(url))
        except psycopg.Error as exc:
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise AgentMemoryError(
                f"cannot connect to {_where(url)}: {_where(reason)}",
                hint="check that the server runs and the URL (user, host, port, database) is right",
            ) from None
        self._ensure_schema()

    def _ensure_schema(self) -> None:
        # pg_tables, not to_regclass: a catalog cache is not refreshed by an advisory lock,
        # so a process that waited for another's schema would not see it
        exists = "SELECT 1 FROM pg_tables WHERE schemaname = %s AND tablename = 'meta'"
        if self._one(exists, (self.schema,)) is None:
            with self._db.transaction():
                self._db.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
                if self._one(exists, (self.schema,)) is None:
                    for statement in _SCHEMA.format(schema=self.schema, version=SCHEMA_VERSION).split(";\n"):
                        self._db.execute(statement)  # type: ignore[arg-type]
        version = int(self.meta("schema_version") or 0)
        if version < SCHEMA_VERSION:
            version = self._migrate()
        if version > SCHEMA_VERSION:
            raise AgentMemoryError(
                f"{self.where} was written by a newer agent-memory (schema {version}, this one knows {SCHEMA_VERSION})",
                hint="upgrade agent-memory",
            )

    def _migrate(self) -> int:
        with self._db.transaction():
            self._db.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
            version = int(self.meta("schema_version") or 0)  # another process may have done it meanwhile
            for number in range(version + 1, SCHEMA_VERSION + 1):
                for statement in _MIGRATIONS[number]:
                    self._db.execute(statement)  # type: ignore[arg-type]
                self.set_meta("schema_version", str(number))
                version = number
        return version

    def close(self) -> None:
        self._db.close()

    def _one(self, sql: str, params: Iterable[object] = ()) -> Any:
        row = self._db.execute(sql, tuple(params)).fetchone()  # type: ignore[arg-type]
        return row[0] if row else None

    def _all(self, sql: str, params: Iterable[object] | dict[str, object] = ()) -> list[tuple]:
        args = params if isinstance(params, dict) else tuple(params)
        return self._db.execute(sql, args).fetchall()  # type: ignore[arg-type]

    @property
    def schema_version(self) -> int:
        return int(self.meta("schema_version") or 0)

    # ---- transactions and namespaces ---------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        if self.refuse_writes is not None:
            raise self.refuse_writes
        with self._db.transaction():
            self._db.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
            yield

    def scope(self, column: str = "namespace") -> tuple[str, tuple[str, ...]]:
        if not self.scoped:
            return "", ()
        names = [row[0] for row in self._all("SELECT name FROM namespaces LIMIT 2")]
        if names in ([], [self.namespace]):
            return "", ()
        return f" AND {column} = %s", (self.namespace,)

    @contextmanager
    def unscoped(self) -> Iterator[None]:
        scoped, self.scoped = self.scoped, False
        try:
            yield
        finally:
            self.scoped = scoped

    def namespaces(self) -> dict[str, int]:
        return dict(self._all("SELECT namespace, COUNT(*) FROM memories GROUP BY namespace ORDER BY 1"))  # type: ignore[arg-type]

    def sealed_meanwhile(self) -> str | None:
        return None

    # ---- reads ------------------------------------------------------------------------

    def _entry(self, row: tuple) -> MemoryEntry:
        return entry_from_row(row, self.codec)

    def get(self, memory_id: str) -> MemoryEntry | None:
        where, params = self.scope()
        rows = self._all(f"SELECT {_COLUMNS} FROM memories WHERE id = %s{where}", (memory_id, *params))
        return self._entry(rows[0]) if rows else None

    def get_many(self, ids: Iterable[str]) -> dict[str, MemoryEntry]:
        where, params = self.scope()
        rows = self._all(f"SELECT {_COLUMNS} FROM memories WHERE id = ANY(%s){where}", (list(ids), *params))
        return {row[0]: self._entry(row) for row in rows}

    def exists(self, memory_id: str) -> bool:
        return self._one("SELECT 1 FROM memories WHERE id = %s", (memory_id,)) is not None

    def by_hash(self, content_hash: str) -> MemoryEntry | None:
        where, params = self.scope()
        rows = self._all(
            f"SELECT {_COLUMNS} FROM memories WHERE content_hash = %s{where} LIMIT 1", (content_hash, *params)
        )
        return self._entry(rows[0]) if rows else None

    def file_state(self, memory_id: str) -> FileState | None:
        rows = self._all("SELECT id, path, file_mtime_ns, file_size FROM memories WHERE id = %s", (memory_id,))
        return FileState(*rows[0]) if rows else None

    def note_paths(self, ids: list[str]) -> list[str]:
        return [row[0] for row in self._all("SELECT path FROM memories WHERE id = ANY(%s)", (ids,))]

    def file_states(self) -> Iterator[FileState]:
        for row in self._all("SELECT id, path, file_mtime_ns, file_size FROM memories"):
            yield FileState(*row)

    def iter_entries(self, batch: int = 1000) -> Iterator[MemoryEntry]:
        last = 0
        while rows := self._all(
            f"SELECT doc, {_COLUMNS} FROM memories WHERE doc > %s ORDER BY doc LIMIT %s", (last, batch)
        ):
            for row in rows:
                yield self._entry(row[1:])
            last = rows[-1][0]

    def prune_fields(self, room: str | None) -> list[tuple[str, str, str, bool, int, int]]:
        where, params = self.scope()
        if room is not None:
            where, params = where + " AND room = %s", (*params, room)
        return [
            (i, r, created, bool(verified), accesses, importance)
            for i, r, created, verified, accesses, importance in self._all(
                f"""SELECT id, room, created_at, execution_verified, access_count, importance
                    FROM memories WHERE true{where}""",
                params,
            )
        ]

    def rarest_terms(self, terms: Iterable[str], limit: int) -> list[tuple[int, int]]:
        rows = self._all("SELECT id, df FROM terms WHERE term = ANY(%s) AND df > 0", (list(dict.fromkeys(terms)),))
        return sorted(rows, key=lambda pair: pair[1])[:limit]  # type: ignore[return-value]

    def docs_sharing(self, term_ids: list[int], limit: int) -> list[tuple[str, str]]:
        if not term_ids:
            return []
        where, params = self.scope("n.namespace")
        join = " JOIN memories AS n ON n.doc = p.doc" if where else ""
        return self._all(  # type: ignore[return-value]
            f"""SELECT m.id, {_FOUND_BY.format(m="m.")} FROM (
                    SELECT p.doc, COUNT(*) AS shared FROM postings AS p{join} WHERE p.term_id = ANY(%s){where}
                    GROUP BY p.doc ORDER BY shared DESC, p.doc LIMIT %s) AS c
                JOIN memories AS m ON m.doc = c.doc ORDER BY c.shared DESC, c.doc""",
            (term_ids, *params, limit),
        )

    def latest_with_term(self, term_id: int, limit: int) -> list[tuple[str, str]]:
        where, params = self.scope("n.namespace")
        join = " JOIN memories AS n ON n.doc = p.doc" if where else ""
        return self._all(  # type: ignore[return-value]
            f"""SELECT m.id, m.content FROM (
                    SELECT p.doc FROM postings AS p{join} WHERE p.term_id = %s{where}
                    ORDER BY p.doc DESC LIMIT %s) AS c
                JOIN memories AS m ON m.doc = c.doc""",
            (term_id, *params, limit),
        )

    def corpus(self) -> tuple[int, int]:
        rows = dict(self._all("SELECT name, value FROM counters"))  # type: ignore[arg-type]
        return int(rows["docs"]), int(rows["terms"])

    def term_stats(self, terms: Iterable[str]) -> list[TermStats]:
        rows = self._all(
            "SELECT id, term, df, max_tf, min_dl FROM terms WHERE term = ANY(%s) AND df > 0", (list(set(terms)),)
        )
        return [TermStats(*row) for row in rows]

    def char_occurrences(
        self, char: str, *, room: str | None, limit: int = 5000
    ) -> list[tuple[int, str, int, int, int]]:
        where, params = self.scope()
        if room:
            where, params = where + " AND room = %s", (*params, room)
        text = _FOUND_BY.format(m="")
        return self._all(  # type: ignore[return-value]
            f"""SELECT doc, id, length({text}) - length(replace({text}, %s, '')), term_count, access_count
                FROM memories WHERE strpos({text}, %s) > 0{where} ORDER BY doc LIMIT %s""",
            (char, char, *params, limit),
        )

    def char_document_count(self, char: str) -> int:
        return int(self._one(f"SELECT COUNT(*) FROM memories WHERE strpos({_FOUND_BY.format(m='')}, %s) > 0", (char,)))

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
        """The SQLite store's sum, term for term (see ``SQLiteStore.bm25_sums``)."""
        if not weights:
            return []
        avgdl = avgdl or 1.0
        params: dict[str, object] = {
            "k1": k1,
            "k0": k1 * (1.0 - b),
            "kd": k1 * b / avgdl,
            "tids": [t for t, _ in weights],
            "idfs": [w for _, w in weights],
            "room": room,
            "docs": docs,
        }
        where = []
        scoped, scope = self.scope("m.namespace")
        if scoped:
            params["namespace"] = scope[0]
            where.append("m.namespace = %(namespace)s")
        if room is not None:
            where.append("m.room = %(room)s")
        join = "JOIN memories AS m ON m.doc = p.doc" if where else ""
        # ANY(...) beside the join: the planner then reads the terms' postings through the key
        # (it took a seq scan of every posting for a join with an unnest of unknown size)
        pairs = "q JOIN postings AS p ON p.term_id = q.term_id AND p.term_id = ANY(%(tids)s::bigint[])"
        if docs is not None:  # each (term, memory) pair probed through the postings' key
            pairs = "q CROSS JOIN unnest(%(docs)s::bigint[]) AS d(doc) JOIN postings AS p ON (p.term_id, p.doc) = (q.term_id, d.doc)"
        sql = f"""
            WITH q(term_id, idf) AS (SELECT * FROM unnest(%(tids)s::bigint[], %(idfs)s::float8[]))
            SELECT p.doc, (%(k1)s::float8 + 1.0) * SUM(q.idf * p.tf / (p.tf + %(k0)s::float8 + %(kd)s::float8 * p.dl))
                AS score
            FROM {pairs} {join}
            {"WHERE " + " AND ".join(where) if where else ""}
            GROUP BY p.doc ORDER BY score DESC, p.doc"""
        return self._all(sql, params)  # type: ignore[return-value]

    def access_counts(self, docs: list[int]) -> dict[int, tuple[str, int]]:
        rows = self._all("SELECT doc, id, access_count FROM memories WHERE doc = ANY(%s)", (docs,))
        return {doc: (memory_id, accesses) for doc, memory_id, accesses in rows}

    def stats(self, hot_threshold: int) -> StoreStats:
        where, params = self.scope()
        total, verified, hot, average, size = self._all(
            f"""SELECT COUNT(*), COUNT(*) FILTER (WHERE execution_verified),
                       COUNT(*) FILTER (WHERE access_count >= %s), COALESCE(AVG(importance), 0),
                       COALESCE(SUM(octet_length(content)), 0)
                FROM memories WHERE true{where}""",
            (hot_threshold, *params),
        )[0]
        by_room = dict(self._all(f"SELECT room, COUNT(*) FROM memories WHERE true{where} GROUP BY room", params))
        return StoreStats(int(total), by_room, int(verified), int(hot), float(average), int(size))  # type: ignore[arg-type]

    def count(self) -> int:
        return int(self._one("SELECT value FROM counters WHERE name = 'docs'"))

    def meta(self, key: str) -> str | None:
        return self._one("SELECT value FROM meta WHERE key = %s", (key,))

    def docs_info(self, docs: list[int]) -> dict[int, tuple[str, str]]:
        where, params = self.scope()
        rows = self._all(f"SELECT doc, id, room FROM memories WHERE doc = ANY(%s){where}", (docs, *params))
        return {doc: (memory_id, room) for doc, memory_id, room in rows}

    # ---- writes (inside ``transaction()``) -----------------------------------------------

    def set_meta(self, key: str, value: str) -> None:
        self._db.execute(
            "INSERT INTO meta VALUES (%s, %s) ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value)
        )

    def delete_meta(self, key: str) -> None:
        self._db.execute("DELETE FROM meta WHERE key = %s", (key,))

    def insert(self, entry: MemoryEntry, *, terms: Counter[str], content_hash: str, path: str, updated_at: str) -> None:
        doc = self._one(
            f"""INSERT INTO memories (id, {", ".join(VALUE_COLUMNS)}, updated_at, content_hash, term_count, path)
               VALUES ({", ".join(["%s"] * (len(VALUE_COLUMNS) + 5))}) RETURNING doc""",
            (entry.id, *entry_values(entry, self.codec), updated_at, content_hash, sum(terms.values()), path),
        )
        self._db.execute("INSERT INTO namespaces VALUES (%s) ON CONFLICT DO NOTHING", (entry.namespace,))
        self._add_postings(int(doc), terms)
        self._link_entities(int(doc), entry.content)
        self._bump("docs", 1)

    def update(self, entry: MemoryEntry, *, terms: Counter[str] | None, content_hash: str, updated_at: str) -> None:
        doc = self._doc(entry.id)
        assignments = ", ".join(f"{column} = %s" for column in (*VALUE_COLUMNS, "content_hash", "updated_at"))
        self._db.execute(
            f"UPDATE memories SET {assignments} WHERE doc = %s",
            (*entry_values(entry, self.codec), content_hash, updated_at, doc),
        )
        self._db.execute("INSERT INTO namespaces VALUES (%s) ON CONFLICT DO NOTHING", (entry.namespace,))
        if terms is not None:
            self._drop_postings([doc])
            self._db.execute("UPDATE memories SET term_count = %s WHERE doc = %s", (sum(terms.values()), doc))
            self._add_postings(doc, terms)
            self._db.execute("DELETE FROM entity_links WHERE doc = %s", (doc,))
            self._link_entities(doc, entry.content)

    def set_verified(self, memory_id: str, updated_at: str) -> None:
        self._db.execute(
            "UPDATE memories SET execution_verified = true, updated_at = %s WHERE id = %s", (updated_at, memory_id)
        )

    def record_access(self, memory_id: str, count: int, stamp: str, importance: int) -> None:
        self._db.execute(
            "UPDATE memories SET access_count = %s, last_accessed = %s, importance = %s WHERE id = %s",
            (count, stamp, importance, memory_id),
        )
        self._db.execute("INSERT INTO notes_behind (id) VALUES (%s) ON CONFLICT DO NOTHING", (memory_id,))

    def set_file_state(self, memory_id: str, path: str, mtime_ns: int, size: int) -> None:
        self._db.execute(
            "UPDATE memories SET path = %s, file_mtime_ns = %s, file_size = %s WHERE id = %s",
            (path, mtime_ns, size, memory_id),
        )
        self._db.execute("DELETE FROM notes_behind WHERE id = %s", (memory_id,))

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """Postings are written memory by memory here: nothing is held back."""
        yield

    def notes_behind(self) -> list[FileState]:
        sql = "SELECT m.id, m.path, m.file_mtime_ns, m.file_size FROM notes_behind b JOIN memories m ON m.id = b.id"
        return [FileState(*row) for row in self._all(sql)]

    def delete(self, memory_id: str) -> bool:
        return self.delete_many([memory_id]) == 1

    def delete_many(self, ids: list[str]) -> int:
        docs = [row[0] for row in self._all("SELECT doc FROM memories WHERE id = ANY(%s)", (ids,))]
        if not docs:
            return 0
        self._drop_postings(docs)
        self._db.execute("DELETE FROM memories WHERE doc = ANY(%s)", (docs,))
        self._bump("docs", -len(docs))
        return len(docs)

    def _doc(self, memory_id: str) -> int:
        doc = self._one("SELECT doc FROM memories WHERE id = %s", (memory_id,))
        if doc is None:
            raise KeyError(memory_id)
        return int(doc)

    def _add_postings(self, doc: int, terms: Counter[str]) -> None:
        items = sorted(terms.items())  # one order for every writer
        length = sum(terms.values())
        words, tfs = [t for t, _ in items], [tf for _, tf in items]
        self._db.execute(
            """INSERT INTO terms (term, df, max_tf, min_dl)
               SELECT x.term, 1, x.tf, %s FROM unnest(%s::text[], %s::int[]) AS x(term, tf)
               ON CONFLICT (term) DO UPDATE
               SET df = terms.df + 1, max_tf = GREATEST(terms.max_tf, excluded.max_tf),
                   min_dl = LEAST(terms.min_dl, excluded.min_dl)""",
            (length, words, tfs),
        )
        self._db.execute(
            """INSERT INTO postings (term_id, doc, tf, dl)
               SELECT t.id, %s, x.tf, %s FROM unnest(%s::text[], %s::int[]) AS x(term, tf)
               JOIN terms AS t ON t.term = x.term""",
            (doc, length, words, tfs),
        )
        self._bump("terms", length)

    def _drop_postings(self, docs: list[int]) -> None:
        length = self._one("SELECT SUM(term_count) FROM memories WHERE doc = ANY(%s)", (docs,))
        self._db.execute(
            """UPDATE terms SET df = terms.df - c.n
               FROM (SELECT term_id, COUNT(*) AS n FROM postings WHERE doc = ANY(%s) GROUP BY term_id) AS c
               WHERE terms.id = c.term_id""",
            (docs,),
        )
        self._db.execute("DELETE FROM postings WHERE doc = ANY(%s)", (docs,))
        self._bump("terms", -int(length or 0))

    def _bump(self, name: str, by: int) -> None:
        self._db.execute("UPDATE counters SET value = value + %s WHERE name = %s", (by, name))

    def rebuild_postings(self, tokenizer: Tokenizer) -> int:
        """Index every memory again with ``tokenizer`` (inside a transaction); the count."""
        from .retokenize import rebuild_postgres

        self.tokenizer = tokenizer
        return rebuild_postgres(self)

    def _link_entities(self, doc: int, content: str) -> None:
        found = self._entities(content)
        if not found:
            return
        names = sorted(found)
        self._db.execute(
            """INSERT INTO entities (name, type, folded)
               SELECT * FROM unnest(%s::text[], %s::text[], %s::text[]) ON CONFLICT (name) DO NOTHING""",
            (names, [found[name] for name in names], [name.casefold() for name in names]),
        )
        self._db.execute(
            """INSERT INTO entity_links SELECT id, %s FROM entities WHERE name = ANY(%s)
               ON CONFLICT DO NOTHING""",
            (doc, names),
        )

    # ---- vectors ----------------------------------------------------------------------

    def _vector_values(self, embedder: str, blob: bytes) -> tuple[str | None, str | None]:
        vector = decode(blob)
        if isinstance(vector, dict):
            return None, _sparse_text(vector, _dimensions(embedder))
        return _dense_text(vector), None

    def put_vector(self, memory_id: str, embedder: str, blob: bytes) -> None:
        dense, sparse = self._vector_values(embedder, blob)
        self._db.execute(
            """INSERT INTO vectors (doc, embedder, dense, sparse)
               SELECT doc, %s, %s::vector, %s::sparsevec FROM memories WHERE id = %s
               ON CONFLICT (doc, embedder) DO UPDATE SET dense = excluded.dense, sparse = excluded.sparse,
                   seq = nextval(pg_get_serial_sequence('vectors', 'seq'))""",
            (embedder, dense, sparse, memory_id),
        )

    def put_vectors(self, rows: list[tuple[int, str, bytes]], embedder: str) -> None:
        """See ``SQLiteStore.put_vectors``: a memory forgotten or changed meanwhile is skipped."""
        self._db.executemany(
            """INSERT INTO vectors (doc, embedder, dense, sparse)
               SELECT doc, %s, %s::vector, %s::sparsevec FROM memories WHERE doc = %s AND content_hash = %s
               ON CONFLICT (doc, embedder) DO UPDATE SET dense = excluded.dense, sparse = excluded.sparse""",
            [(embedder, *self._vector_values(embedder, blob), doc, text_hash(text)) for doc, text, blob in rows],
        )

    def drop_vectors(self, memory_id: str, *, keep: str) -> None:
        self._db.execute(
            "DELETE FROM vectors WHERE embedder != %s AND doc = (SELECT doc FROM memories WHERE id = %s)",
            (keep, memory_id),
        )

    def drop_embedders_except(self, keep: tuple[str, ...]) -> int:
        return self._db.execute("DELETE FROM vectors WHERE embedder != ALL(%s)", (list(keep),)).rowcount

    def vector_count(self, embedder: str) -> int:
        return int(self._one("SELECT COUNT(*) FROM vectors WHERE embedder = %s", (embedder,)))

    def vector_counts(self) -> dict[str, int]:
        return dict(self._all("SELECT embedder, COUNT(*) FROM vectors GROUP BY embedder"))  # type: ignore[arg-type]

    def missing_vectors(self, embedder: str, limit: int, *, before: int | None = None) -> list[tuple[int, str]]:
        return self._all(  # type: ignore[return-value]
            f"""SELECT m.doc, {_FOUND_BY.format(m="m.")} FROM memories AS m
               WHERE m.doc < %s
                 AND NOT EXISTS (SELECT 1 FROM vectors AS v WHERE v.doc = m.doc AND v.embedder = %s)
               ORDER BY m.doc DESC LIMIT %s""",
            (1 << 62 if before is None else before, embedder, limit),
        )

    def prepare_vectors(self, embedder: str, dimensions: int, sparse: bool) -> str:
        """The expression the embedder's partial HNSW index is on; the index is made on first use."""
        column, kind = ("sparse", "sparsevec") if sparse else ("dense", "vector")
        expression = f"({column}::{kind}({dimensions}))"
        key = f"hnsw:{embedder}"
        if self.meta(key) is None:
            name = "vectors_hnsw_" + re.sub(r"[^a-z0-9]+", "_", embedder.lower())[:40]
            with self._db.transaction():
                self._db.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
                if self.meta(key) is None:
                    # built in memory when the graph fits (64 MB by default: a slow build on disk past ~30,000 rows)
                    self._db.execute("SET LOCAL maintenance_work_mem = '1GB'")
                    self._db.execute(
                        f"CREATE INDEX IF NOT EXISTS {name} ON vectors USING hnsw ({expression} {kind}_ip_ops) "
                        "WHERE embedder = " + self._literal(embedder)
                    )
                    self.set_meta(key, name)
        return expression

    def _literal(self, text: str) -> str:
        return "'" + text.replace("'", "''") + "'"

    def nearest(
        self, embedder: str, query: list[float] | dict[int, float], *, dimensions: int, pool: int, room: str | None
    ) -> list[tuple[str, str, float]]:
        """(id, room, cosine) of the ``pool`` vectors nearest ``query`` in the namespace (and ``room``)."""
        sparse = isinstance(query, dict)
        expression = self.prepare_vectors(embedder, dimensions, sparse)
        kind = "sparsevec" if sparse else "vector"
        text = _sparse_text(query, dimensions) if isinstance(query, dict) else _dense_text(query)
        where, params = self.scope("m.namespace")
        if room is not None:
            where, params = where + " AND m.room = %s", (*params, room)
        with self._db.transaction():
            self._db.execute(f"SET LOCAL hnsw.ef_search = {max(40, min(pool, 1000))}")
            if where:
                self._db.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
            rows = self._all(
                f"""SELECT m.id, m.room, -({expression} <#> %s::{kind}({dimensions})) AS cosine
                    FROM vectors JOIN memories AS m ON m.doc = vectors.doc
                    WHERE vectors.embedder = {self._literal(embedder)}{where}
                    ORDER BY {expression} <#> %s::{kind}({dimensions}) LIMIT %s""",
                (text, *params, text, pool),
            )
        return [(memory_id, room_, float(cosine)) for memory_id, room_, cosine in rows]

    # ---- the memory graph ---------------------------------------------------------------

    def top_entities(self, limit: int) -> list[tuple[str, str, int]]:
        where, params = self.scope("m.namespace")
        join = "JOIN memories AS m ON m.doc = l.doc" if where else ""
        return self._all(  # type: ignore[return-value]
            f"""SELECT e.name, e.type, COUNT(*) AS n FROM entity_links AS l
                JOIN entities AS e ON e.id = l.entity_id {join} WHERE true{where}
                GROUP BY e.id ORDER BY n DESC, e.name COLLATE "C" LIMIT %s""",
            (*params, limit),
        )

    def entity(self, name: str) -> tuple[str, str, list[str]] | None:
        linked = "AND EXISTS (SELECT 1 FROM entity_links WHERE entity_id = e.id)"
        rows = self._all(f"SELECT e.id, e.name, e.type FROM entities AS e WHERE e.name = %s {linked}", (name,))
        if not rows:
            rows = self._all(
                f"""SELECT e.id, e.name, e.type FROM entities AS e WHERE e.folded = %s {linked}
                    ORDER BY e.name COLLATE "C" LIMIT 1""",
                (name.casefold(),),
            )
        if not rows:
            return None
        entity_id, found, kind = rows[0]
        where, params = self.scope("m.namespace")
        ids = [
            row[0]
            for row in self._all(
                f"""SELECT m.id FROM entity_links AS l JOIN memories AS m ON m.doc = l.doc
                    WHERE l.entity_id = %s{where} ORDER BY m.doc""",
                (entity_id, *params),
            )
        ]
        return (found, kind, ids) if ids else None

    def graph(self) -> dict[str, tuple[str, list[str]]]:
        out: dict[str, tuple[str, list[str]]] = {}
        where, params = self.scope("m.namespace")
        for name, kind, memory_id in self._all(
            f"""SELECT e.name, e.type, m.id FROM entity_links AS l JOIN entities AS e ON e.id = l.entity_id
                JOIN memories AS m ON m.doc = l.doc WHERE true{where} ORDER BY e.id, m.doc""",
            params,
        ):
            out.setdefault(name, (kind, []))[1].append(memory_id)
        return dict(sorted(out.items()))

    def rebuild_graph(self) -> None:
        self._db.execute("DELETE FROM entity_links")
        self._db.execute("DELETE FROM entities")
        for doc, content in self._all("SELECT doc, content FROM memories ORDER BY doc"):
            self._link_entities(doc, content)

    # ---- the sediment ledger -------------------------------------------------------------

    def session_lines(self, session: str) -> int:
        return int(self._one("SELECT lines FROM sessions_digested WHERE session = %s", (session,)) or 0)

    def record_session(self, session: str, lines: int, items: int, stamp: str) -> None:
        self._db.execute(
            """INSERT INTO sessions_digested VALUES (%s, %s, %s, %s) ON CONFLICT (session) DO UPDATE
               SET lines = excluded.lines, items = sessions_digested.items + excluded.items,
                   digested_at = excluded.digested_at""",
            (session, lines, items, stamp),
        )

    # ---- maintenance ----------------------------------------------------------------------

    def size_bytes(self) -> int:
        """What the schema's tables take on the server, with their indexes and TOAST."""
        return int(
            self._one(
                """SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class AS c
                   JOIN pg_namespace AS n ON n.oid = c.relnamespace WHERE n.nspname = %s AND c.relkind = 'r'""",
                (self.schema,),
            )
        )

    def analyze(self) -> None:
        """VACUUM ANALYZE every table: after a bulk load (migrate), so the planner knows the sizes and
        the postings' key answers from the index alone (their tf and dl are in it)."""
        for table in ("memories", "terms", "postings", "vectors", "entities", "entity_links"):
            self._db.execute(f"VACUUM (ANALYZE) {self.schema}.{table}")

    def integrity_ok(self) -> bool:
        return self._one("SELECT 1") == 1

    def drop_everything(self) -> None:
        """Remove this store's schema and all it holds (tests and ``migrate --replace``)."""
        self._db.execute(f"DROP SCHEMA IF EXISTS {self.schema} CASCADE")
