"""The SQLite store's vector rows: each memory's vector per embedder as a blob
(``store/vector_blob.py``), sealed in an encrypted store, read back in write order by the
memory-mapped vector base (``search/vector_index.py``, the ``VectorLog`` role)."""

from __future__ import annotations

from .contract import VectorLog
from .guarded import GuardedConnection
from .portable import SQLStore
from .rows import text_hash


class SQLiteVectorRows(SQLStore):
    """Vectors in the ``vectors`` table, counted per embedder by triggers (migration 10)."""

    _db: GuardedConnection

    @property
    def vector_log(self) -> VectorLog:
        """Itself: ``search/vector_index.py`` reads these rows back in write order."""
        return self

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
