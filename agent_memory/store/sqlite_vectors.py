"""The SQLite store's vector rows: each memory's vector per embedder as a blob
(``store/vector_blob.py``), sealed in an encrypted store, read back in write order by the
memory-mapped vector base (``search/vector_index.py``, the ``VectorLog`` role). A row names its
embedder by a number from ``embedders`` (migration 14)."""

from __future__ import annotations

from .contract import VectorLog
from .guarded import GuardedConnection
from .portable import SQLStore
from .rows import text_hash

NONE = -1  # the number of an embedder that has no vectors: matches no row


class SQLiteVectorRows(SQLStore):
    """Vectors in the ``vectors`` table, counted per embedder by triggers (migrations 10, 14)."""

    _db: GuardedConnection
    # inside ``SQLiteStore.bulk`` (one transaction): the embedders' numbers found, asked once
    _numbers: dict[str, int] | None = None

    @property
    def vector_log(self) -> VectorLog:
        """Itself: ``search/vector_index.py`` reads these rows back in write order."""
        return self

    def _embedder(self, name: str, *, add: bool = False) -> int:
        """The number of embedder ``name``; ``NONE`` when it has none, unless ``add``."""
        held = self._numbers
        if held is not None and name in held:
            return held[name]
        if add:
            self._db.execute("INSERT INTO embedders (name) VALUES (?) ON CONFLICT(name) DO NOTHING", (name,))
        row = self._db.execute("SELECT id FROM embedders WHERE name = ?", (name,)).fetchone()
        if row is None:
            return NONE
        if held is not None:
            held[name] = int(row[0])
        return int(row[0])

    def put_vector(self, memory_id: str, embedder: str, blob: bytes) -> None:
        """Store (or replace, with a new seq) a memory's vector for ``embedder``."""
        self._db.execute(
            "INSERT OR REPLACE INTO vectors (doc, embedder, vector) SELECT doc, ?, ? FROM memories WHERE id = ?",
            (self._embedder(embedder, add=True), self.codec.seal_bytes(blob, b"vector"), memory_id),
        )

    def put_vectors(self, rows: list[tuple[int, str, bytes]], embedder: str) -> None:
        """Store vectors made from (doc, searchable text) read earlier, outside the transaction: a
        memory forgotten or given another text since then is skipped (its vector would be stale)."""
        key, number = self.codec.key, self._embedder(embedder, add=True)
        self._db.executemany(
            """INSERT OR REPLACE INTO vectors (doc, embedder, vector)
               SELECT doc, ?, ? FROM memories WHERE doc = ? AND content_hash = ?""",
            (
                (number, self.codec.seal_bytes(blob, b"vector"), doc, key(text_hash(text), b"hash"))
                for doc, text, blob in rows
            ),
        )

    def drop_vectors(self, memory_id: str, *, keep: str) -> None:
        """A memory's text changed: its vectors of other embedders are stale."""
        self._run(
            "DELETE FROM vectors WHERE embedder != ? AND doc = (SELECT doc FROM memories WHERE id = ?)",
            (self._embedder(keep), memory_id),
        )

    def missing_vectors(self, embedder: str, limit: int, *, before: int | None = None) -> list[tuple[int, str]]:
        """(doc, searchable text) of memories without a vector for ``embedder``, newest first and
        below doc ``before`` when given (``SQLStore.missing_vectors``)."""
        return self._searchable(
            self._all(
                """SELECT m.doc, m.content, m.context FROM memories AS m
                   WHERE m.doc < ?
                     AND NOT EXISTS (SELECT 1 FROM vectors AS v WHERE v.doc = m.doc AND v.embedder = ?)
                   ORDER BY m.doc DESC LIMIT ?""",
                (1 << 62 if before is None else before, self._embedder(embedder), limit),
            )
        )

    def drop_embedders_except(self, keep: tuple[str, ...]) -> int:
        marks = ",".join("?" * len(keep))
        return self._db.execute(
            f"DELETE FROM vectors WHERE embedder NOT IN (SELECT id FROM embedders WHERE name IN ({marks}))", keep
        ).rowcount

    def vector_count(self, embedder: str) -> int:
        """Kept by triggers (migration 10): no scan."""
        row = self._db.execute("SELECT value FROM counters WHERE name = ?", ("vectors:" + embedder,)).fetchone()
        return int(row[0]) if row else 0

    def vector_counts(self) -> dict[str, int]:
        rows = self._db.execute("SELECT name, value FROM counters WHERE name LIKE 'vectors:%' AND value > 0")
        return {name.removeprefix("vectors:"): int(value) for name, value in rows}

    def vectors_after(self, embedder: str, seq: int, limit: int) -> list[tuple[int, int, bytes]]:
        """(seq, doc, blob) written after ``seq``, oldest first."""
        rows = self._db.execute(
            "SELECT seq, doc, vector FROM vectors WHERE embedder = ? AND seq > ? ORDER BY seq LIMIT ?",
            (self._embedder(embedder), seq, limit),
        ).fetchall()
        if self.codec.sealed:
            open_bytes = self.codec.open_bytes
            return [(s, d, open_bytes(blob, b"vector")) for s, d, blob in rows]
        return rows

    def max_vector_seq(self, embedder: str) -> int:
        row = self._db.execute(
            "SELECT MAX(seq) FROM vectors WHERE embedder = ?", (self._embedder(embedder),)
        ).fetchone()
        return int(row[0] or 0)

    def current_seqs(self, embedder: str, docs: list[int]) -> dict[int, int]:
        sql = "SELECT doc, seq FROM vectors WHERE embedder = ? AND doc IN ({marks})"
        return dict(self._rows_in(sql, docs, before=(self._embedder(embedder),)))
