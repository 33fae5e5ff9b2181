"""A shared store on PostgreSQL (psycopg 3) with pgvector: the store contract (``store/contract.py``)
with the portable SQL (``store/portable.py``) and what only PostgreSQL does.

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
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..crypto import PlainCodec
from ..errors import AgentMemoryError, BackendUnavailable, InvalidInputError
from ..model import DEFAULT_NAMESPACE
from ..text import Tokenizer
from .contract import NativeVectors
from .pg_connection import Connection
from .pg_connection import without_password as _where
from .portable import Dialect, Entities, SQLStore
from .rows import table_columns, text_hash
from .vector_blob import decode

SCHEMA_VERSION = 4
_LOCK = 0x61676D656D  # the advisory lock every writer takes ("agmem")
_SPARSE_NNZ = 1000  # pgvector's HNSW index takes sparse vectors of at most this many non-zero elements
# psycopg's placeholders, and PostgreSQL's words for what the portable SQL spells SQLite's way
_DIALECT = Dialect(
    words=(("%", "%%"), ("?", "%s"), ("INSTR(", "strpos("), ("char(10)", "chr(10)")),
    octets="octet_length(content)",
    by_name=' COLLATE "C"',
    label="NULL",  # names are never sealed here
    named="%({})s",
)
# Schema changes after version 1, each run once under the writers' lock (version -> statements).
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    2: ("ALTER TABLE memories ADD COLUMN IF NOT EXISTS context TEXT",),  # a reply's context (SQLite's 11)
    3: ("CREATE TABLE IF NOT EXISTS notes_behind (id TEXT PRIMARY KEY)",),  # notes lagging the db (SQLite's 12)
    4: (  # when a memory happened, what superseded it (SQLite's 13)
        "ALTER TABLE memories ADD COLUMN IF NOT EXISTS happened_start TEXT",
        "ALTER TABLE memories ADD COLUMN IF NOT EXISTS happened_end TEXT",
        "ALTER TABLE memories ADD COLUMN IF NOT EXISTS superseded_by TEXT",
        "ALTER TABLE memories ADD COLUMN IF NOT EXISTS superseded_at TEXT",
        "CREATE INDEX IF NOT EXISTS memories_happened ON memories(happened_start)",
        "CREATE INDEX IF NOT EXISTS memories_superseded ON memories(superseded_by)",
    ),
}
_COLUMNS = table_columns({"text": "TEXT", "int": "INTEGER", "bigint": "BIGINT", "bool": "BOOLEAN"})
_SCHEMA = """
CREATE EXTENSION IF NOT EXISTS vector SCHEMA public;
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE memories (
    doc BIGSERIAL PRIMARY KEY,
    {columns}
);
CREATE INDEX memories_happened ON memories(happened_start);
CREATE INDEX memories_superseded ON memories(superseded_by);
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


class PostgresStore(SQLStore):
    """A store in a PostgreSQL database; ``url`` is a libpq URL (``postgresql://user@host:5432/db``)."""

    dialect = _DIALECT
    _db: Connection

    def __init__(
        self,
        url: str,
        *,
        entities: Entities | None = None,
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
        self.codec = PlainCodec()  # encryption at rest is the server's
        self.refuse_writes = None
        self.namespace = DEFAULT_NAMESPACE
        self.scoped = True
        self.migrated_from: int | None = None

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
        exists = "SELECT 1 FROM pg_tables WHERE schemaname = ? AND tablename = 'meta'"
        if self._one(exists, (self.schema,)) is None:
            with self._db.transaction():
                self._run("SELECT pg_advisory_xact_lock(?)", (_LOCK,))
                if self._one(exists, (self.schema,)) is None:
                    ddl = _SCHEMA.format(schema=self.schema, version=SCHEMA_VERSION, columns=_COLUMNS)
                    for statement in ddl.split(";\n"):
                        self._db.execute(statement)
        version = int(self.meta("schema_version") or 0)
        if version < SCHEMA_VERSION:
            self.migrated_from = version
            version = self._migrate()
        if version > SCHEMA_VERSION:
            raise AgentMemoryError(
                f"{self.where} was written by a newer agent-memory (schema {version}, this one knows {SCHEMA_VERSION})",
                hint="upgrade agent-memory",
            )

    def _migrate(self) -> int:
        with self._db.transaction():
            self._run("SELECT pg_advisory_xact_lock(?)", (_LOCK,))
            version = int(self.meta("schema_version") or 0)  # another process may have done it meanwhile
            for number in range(version + 1, SCHEMA_VERSION + 1):
                for statement in _MIGRATIONS[number]:
                    self._db.execute(statement)
                self.set_meta("schema_version", str(number))
                version = number
        return version

    @property
    def schema_version(self) -> int:
        return int(self.meta("schema_version") or 0)

    # ---- transactions and namespaces ---------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        if self.refuse_writes is not None:
            raise self.refuse_writes
        with self._db.transaction():
            self._run("SELECT pg_advisory_xact_lock(?)", (_LOCK,))
            yield

    # ---- reads ------------------------------------------------------------------------

    def _bm25_sql(
        self, weights: Sequence[tuple[int, float]], docs: list[int] | None, params: dict[str, object], where: list[str]
    ) -> str:
        params.update(tids=[t for t, _ in weights], idfs=[w for _, w in weights], docs=docs)
        # ANY(...) beside the join: the planner then reads the terms' postings through the key
        # (it took a seq scan of every posting for a join with an unnest of unknown size)
        pairs = "q JOIN postings AS p ON p.term_id = q.term_id AND p.term_id = ANY(%(tids)s::bigint[])"
        if docs is not None:  # each (term, memory) pair probed through the postings' key
            pairs = "q CROSS JOIN unnest(%(docs)s::bigint[]) AS d(doc) JOIN postings AS p ON (p.term_id, p.doc) = (q.term_id, d.doc)"
        return f"""
            WITH q(term_id, idf) AS (SELECT * FROM unnest(%(tids)s::bigint[], %(idfs)s::float8[]))
            SELECT p.doc, (%(k1)s::float8 + 1.0) * SUM(q.idf * p.tf / (p.tf + %(k0)s::float8 + %(kd)s::float8 * p.dl))
                AS score
            FROM {pairs} {{join}}
            {{where}}
            GROUP BY p.doc ORDER BY score DESC, p.doc"""

    # ---- writes (inside ``transaction()``) -----------------------------------------------

    def delete_many(self, ids: list[str]) -> int:
        docs = [row[0] for row in self._all("SELECT doc FROM memories WHERE id = ANY(?)", (ids,))]
        if not docs:
            return 0
        entities = [
            row[0] for row in self._all("SELECT DISTINCT entity_id FROM entity_links WHERE doc = ANY(?)", (docs,))
        ]
        self._drop_postings(docs)
        self._run("DELETE FROM memories WHERE doc = ANY(?)", (docs,))
        self._run(  # the entities no memory names any more (their links went by cascade)
            "DELETE FROM entities WHERE id = ANY(?) AND NOT EXISTS (SELECT 1 FROM entity_links WHERE entity_id = entities.id)",
            (entities,),
        )
        self._bump("docs", -len(docs))
        return len(docs)

    def _add_postings(self, doc: int, terms: Counter[str]) -> None:
        items = sorted(terms.items())  # one order for every writer
        length = sum(terms.values())
        words, tfs = [t for t, _ in items], [tf for _, tf in items]
        self._run(
            """INSERT INTO terms (term, df, max_tf, min_dl)
               SELECT x.term, 1, x.tf, ? FROM unnest(?::text[], ?::int[]) AS x(term, tf)
               ON CONFLICT (term) DO UPDATE
               SET df = terms.df + 1, max_tf = GREATEST(terms.max_tf, excluded.max_tf),
                   min_dl = LEAST(terms.min_dl, excluded.min_dl)""",
            (length, words, tfs),
        )
        self._run(
            """INSERT INTO postings (term_id, doc, tf, dl)
               SELECT t.id, ?, x.tf, ? FROM unnest(?::text[], ?::int[]) AS x(term, tf)
               JOIN terms AS t ON t.term = x.term""",
            (doc, length, words, tfs),
        )
        self._bump("terms", length)

    def _drop_postings(self, docs: list[int]) -> None:
        length = self._one("SELECT SUM(term_count) FROM memories WHERE doc = ANY(?)", (docs,))
        self._run(
            """UPDATE terms SET df = terms.df - c.n
               FROM (SELECT term_id, COUNT(*) AS n FROM postings WHERE doc = ANY(?) GROUP BY term_id) AS c
               WHERE terms.id = c.term_id""",
            (docs,),
        )
        self._run(  # a word no memory holds any more is not kept: forgotten means gone
            "DELETE FROM terms WHERE df <= 0 AND id IN (SELECT term_id FROM postings WHERE doc = ANY(?))", (docs,)
        )
        self._run("DELETE FROM postings WHERE doc = ANY(?)", (docs,))
        self._bump("terms", -int(length or 0))

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
        self._run(
            """INSERT INTO entities (name, type, folded)
               SELECT * FROM unnest(?::text[], ?::text[], ?::text[]) ON CONFLICT (name) DO NOTHING""",
            (names, [found[name] for name in names], [name.casefold() for name in names]),
        )
        self._run(
            """INSERT INTO entity_links SELECT id, ? FROM entities WHERE name = ANY(?)
               ON CONFLICT DO NOTHING""",
            (doc, names),
        )

    # ---- vectors ----------------------------------------------------------------------

    @property
    def native_vectors(self) -> NativeVectors:
        """Itself: vectors are searched by the server, not by a memory-mapped base."""
        return self

    def _vector_values(self, embedder: str, blob: bytes) -> tuple[str | None, str | None]:
        vector = decode(blob)
        if isinstance(vector, dict):
            return None, _sparse_text(vector, _dimensions(embedder))
        return _dense_text(vector), None

    def put_vector(self, memory_id: str, embedder: str, blob: bytes) -> None:
        dense, sparse = self._vector_values(embedder, blob)
        self._run(
            """INSERT INTO vectors (doc, embedder, dense, sparse)
               SELECT doc, ?, ?::vector, ?::sparsevec FROM memories WHERE id = ?
               ON CONFLICT (doc, embedder) DO UPDATE SET dense = excluded.dense, sparse = excluded.sparse,
                   seq = nextval(pg_get_serial_sequence('vectors', 'seq'))""",
            (embedder, dense, sparse, memory_id),
        )

    def put_vectors(self, rows: list[tuple[int, str, bytes]], embedder: str) -> None:
        """Store vectors made from (doc, searchable text) read earlier, outside the transaction: a
        memory forgotten or given another text since then is skipped (its vector would be stale)."""
        self._many(
            """INSERT INTO vectors (doc, embedder, dense, sparse)
               SELECT doc, ?, ?::vector, ?::sparsevec FROM memories WHERE doc = ? AND content_hash = ?
               ON CONFLICT (doc, embedder) DO UPDATE SET dense = excluded.dense, sparse = excluded.sparse""",
            [(embedder, *self._vector_values(embedder, blob), doc, text_hash(text)) for doc, text, blob in rows],
        )

    def drop_embedders_except(self, keep: tuple[str, ...]) -> int:
        return int(self._run("DELETE FROM vectors WHERE embedder != ALL(?)", (list(keep),)).rowcount)

    def vector_count(self, embedder: str) -> int:
        return int(self._one("SELECT COUNT(*) FROM vectors WHERE embedder = ?", (embedder,)))

    def vector_counts(self) -> dict[str, int]:
        return {e: int(n) for e, n in self._all("SELECT embedder, COUNT(*) FROM vectors GROUP BY embedder")}

    def prepare_vectors(self, embedder: str, dimensions: int, sparse: bool) -> str:
        """The expression the embedder's partial HNSW index is on; the index is made on first use."""
        column, kind = ("sparse", "sparsevec") if sparse else ("dense", "vector")
        expression = f"({column}::{kind}({dimensions}))"
        key = f"hnsw:{embedder}"
        if self.meta(key) is None:
            name = "vectors_hnsw_" + re.sub(r"[^a-z0-9]+", "_", embedder.lower())[:40]
            with self._db.transaction():
                self._run("SELECT pg_advisory_xact_lock(?)", (_LOCK,))
                if self.meta(key) is None:
                    # built in memory when the graph fits (64 MB by default: a slow build on disk past ~30,000 rows)
                    self._db.execute("SET LOCAL maintenance_work_mem = '1GB'")
                    self._run(
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
            where, params = where + " AND m.room = ?", (*params, room)
        with self._db.transaction():
            self._db.execute(f"SET LOCAL hnsw.ef_search = {max(40, min(pool, 1000))}")
            if where:
                self._db.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
            rows = self._all(
                f"""SELECT m.id, m.room, -({expression} <#> ?::{kind}({dimensions})) AS cosine
                    FROM vectors JOIN memories AS m ON m.doc = vectors.doc
                    WHERE vectors.embedder = {self._literal(embedder)}{where}
                    ORDER BY {expression} <#> ?::{kind}({dimensions}) LIMIT ?""",
                (text, *params, text, pool),
            )
        return [(memory_id, room_, float(cosine)) for memory_id, room_, cosine in rows]

    # ---- maintenance ----------------------------------------------------------------------

    def size_bytes(self) -> int:
        """What the schema's tables take on the server, with their indexes and TOAST."""
        return int(
            self._one(
                """SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class AS c
                   JOIN pg_namespace AS n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relkind = 'r'""",
                (self.schema,),
            )
        )

    def analyze(self) -> None:
        """VACUUM ANALYZE every table: after a bulk load (migrate), so the planner knows the sizes and
        the postings' key answers from the index alone (their tf and dl are in it)."""
        for table in ("memories", "terms", "postings", "vectors", "entities", "entity_links"):
            self._db.execute(f"VACUUM (ANALYZE) {self.schema}.{table}")

    def integrity_ok(self) -> bool:
        return bool(self._one("SELECT 1") == 1)
