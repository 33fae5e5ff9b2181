"""The SQL every store runs, written once: ``SQLStore``, the base of the SQLite and the
PostgreSQL store: the keyword index, the vectors, the graph and the ledger here, the memories'
rows in ``store/portable_rows.py``.

Statements are written with ``?`` placeholders and standard upserts (``ON CONFLICT ...``);
a store whose driver wants something else says so in its ``Dialect``. What only one
database can do (its connection, transactions, the posting writers, BM25's sum, vector
columns) stays in its own module.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import progress
from .contract import TermStats
from .portable_rows import FOUND_BY, Dialect, Entities, SQLRows, chunks, marks

__all__ = ["FOUND_BY", "Dialect", "Entities", "SQLStore", "chunks", "marks"]


class SQLStore(SQLRows):
    """Every role of the store contract in SQL tables, less what a dialect writes its own way."""

    # ---- the keyword index --------------------------------------------------------------

    def rarest_terms(self, terms: Iterable[str], limit: int) -> list[tuple[int, int]]:
        """(term id, df) of the given terms that the index knows, rarest first."""
        sql = "SELECT id, df FROM terms WHERE term IN ({marks}) AND df > 0"
        keys = list(dict.fromkeys(self.codec.key(t, b"term") for t in terms))
        return sorted(((int(i), int(df)) for i, df in self._rows_in(sql, keys)), key=lambda pair: pair[1])[:limit]

    def docs_sharing(self, term_ids: list[int], limit: int) -> list[tuple[str, str]]:
        """(id, searchable text) of the memories holding the most of ``term_ids``."""
        if not term_ids:
            return []
        where, params = self.scope("n.namespace")
        join = " JOIN memories AS n ON n.doc = p.doc" if where else ""
        return self._searchable(
            self._all(
                f"""SELECT m.id, m.content, m.context FROM (
                        SELECT p.doc, COUNT(*) AS shared FROM postings AS p{join}
                        WHERE p.term_id IN ({marks(len(term_ids))}){where}
                        GROUP BY p.doc ORDER BY shared DESC, p.doc LIMIT ?) AS c
                    JOIN memories AS m ON m.doc = c.doc ORDER BY c.shared DESC, c.doc""",
                (*term_ids, *params, limit),
            )
        )

    def latest_with_term(self, term_id: int, limit: int) -> list[tuple[str, str]]:
        """(id, content) of the newest memories whose postings hold ``term_id``."""
        where, params = self.scope("n.namespace")
        join = " JOIN memories AS n ON n.doc = p.doc" if where else ""
        return self._texts(
            self._all(
                f"""SELECT m.id, m.content FROM (
                       SELECT p.doc FROM postings AS p{join} WHERE p.term_id = ?{where}
                       ORDER BY p.doc DESC LIMIT ?) AS c
                   JOIN memories AS m ON m.doc = c.doc""",
                (term_id, *params, limit),
            )
        )

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
        if room:
            where, params = where + " AND room = ?", (*params, room)
        return self._all(
            f"""SELECT doc, id, LENGTH({FOUND_BY}) - LENGTH(REPLACE({FOUND_BY}, ?, '')), term_count, access_count
                FROM memories WHERE INSTR({FOUND_BY}, ?) > 0{where} ORDER BY doc LIMIT ?""",
            (char, char, *params, limit),
        )

    def char_document_count(self, char: str) -> int:
        return int(self._one(f"SELECT COUNT(*) FROM memories WHERE INSTR({FOUND_BY}, ?) > 0", (char,)))

    def bm25_sums(
        self,
        weights: Sequence[tuple[int, float]],
        *,
        k1: float,
        b: float,
        avgdl: float,
        room: str | None = None,
        docs: list[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(doc, BM25 over ``weights`` = (term id, idf) pairs), best first, without the hot boost.

        Every memory holding one of the terms (in ``room``, if given) is summed inside the
        database, so no posting list is copied into Python; with ``docs``, only those
        memories are scored, probed through the postings' key (``_bm25_sql``).
        """
        if not weights:
            return []
        avgdl = avgdl or 1.0
        # idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl)), constants folded out of the sum
        params: dict[str, object] = {"k1": k1, "k0": k1 * (1.0 - b), "kd": k1 * b / avgdl, "room": room}
        where = []
        scoped, scope = self.scope("m.namespace")
        named = self.dialect.named.format
        if scoped:
            params["namespace"] = scope[0]
            where.append(f"m.namespace = {named('namespace')}")
        if room is not None:
            where.append(f"m.room = {named('room')}")
        join = "JOIN memories AS m ON m.doc = p.doc" if where else ""
        sql = self._bm25_sql(weights, docs, params, where)
        sql = sql.format(join=join, where="WHERE " + " AND ".join(where) if where else "")
        return [(int(doc), float(score)) for doc, score in self._db.execute(sql, params).fetchall()]

    def _bm25_sql(
        self, weights: Sequence[tuple[int, float]], docs: list[int] | None, params: dict[str, object], where: list[str]
    ) -> str:
        """The sum's statement, ``{join}`` and ``{where}`` left to fill; its parameters added to ``params``."""
        raise NotImplementedError

    # ---- vectors --------------------------------------------------------------------------

    def drop_vectors(self, memory_id: str, *, keep: str) -> None:
        """A memory's text changed: its vectors of other embedders are stale."""
        self._run(
            "DELETE FROM vectors WHERE embedder != ? AND doc = (SELECT doc FROM memories WHERE id = ?)",
            (keep, memory_id),
        )

    def missing_vectors(self, embedder: str, limit: int, *, before: int | None = None) -> list[tuple[int, str]]:
        """(doc, searchable text: context and content) of memories that have no vector for
        ``embedder`` yet, newest first and below doc ``before`` when given: a caller passes the
        last doc it got, so each memory is looked at once however many batches it takes."""
        return self._searchable(
            self._all(
                """SELECT m.doc, m.content, m.context FROM memories AS m
                   WHERE m.doc < ?
                     AND NOT EXISTS (SELECT 1 FROM vectors AS v WHERE v.doc = m.doc AND v.embedder = ?)
                   ORDER BY m.doc DESC LIMIT ?""",
                (1 << 62 if before is None else before, embedder, limit),
            )
        )

    # ---- the memory graph -----------------------------------------------------------------

    def _entity_name(self, name: object, label: bytes | None) -> str:
        return str(self.codec.open(label, b"entity")) if label is not None else str(name)

    def top_entities(self, limit: int) -> list[tuple[str, str, int]]:
        """(name, type, memories) of the entities most memories name, ties by name."""
        where, params = self.scope("m.namespace")
        join = "JOIN memories AS m ON m.doc = l.doc" if where else ""
        sql = f"""SELECT e.name, {self.dialect.label}, e.type, COUNT(*) AS n FROM entity_links AS l
                 JOIN entities AS e ON e.id = l.entity_id {join} WHERE true{where} GROUP BY e.id {{having}}
                 ORDER BY n DESC, e.name{self.dialect.by_name} LIMIT ?"""
        rows = self._all(sql.format(having=""), (*params, limit))
        if self.codec.sealed and len(rows) == limit:
            # names sort as hashes here: take every entity tied with the last, then sort by name
            rows = self._all(sql.format(having="HAVING COUNT(*) >= ?"), (*params, rows[-1][3], -1))
        top = [(self._entity_name(name, label), kind, int(n)) for name, label, kind, n in rows]
        return sorted(top, key=lambda item: (-item[2], item[0]))[:limit]

    def entity(self, name: str) -> tuple[str, str, list[str]] | None:
        """(name, type, memory ids, oldest first) of one entity, matched exactly, else ignoring case."""
        linked = "AND EXISTS (SELECT 1 FROM entity_links WHERE entity_id = e.id)"
        label = self.dialect.label
        rows = self._all(
            f"SELECT e.id, e.name, {label}, e.type FROM entities AS e WHERE e.name = ? {linked}",
            (self.codec.key(name, b"entity"),),
        )
        if not rows:
            rows = self._all(
                f"SELECT e.id, e.name, {label}, e.type FROM entities AS e WHERE e.folded = ? {linked}",
                (self.codec.fold(name),),
            )
        row = min(rows, key=lambda r: self._entity_name(r[1], r[2]), default=None)
        if row is None:
            return None
        where, params = self.scope("m.namespace")
        ids = [
            memory_id
            for (memory_id,) in self._all(
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
        for name, label, kind, memory_id in self._all(
            f"""SELECT e.name, {self.dialect.label}, e.type, m.id FROM entity_links AS l
               JOIN entities AS e ON e.id = l.entity_id
               JOIN memories AS m ON m.doc = l.doc WHERE true{where} ORDER BY e.id, m.doc""",
            params,
        ):
            out.setdefault(self._entity_name(name, label), (kind, []))[1].append(memory_id)
        return dict(sorted(out.items()))

    def rebuild_graph(self) -> None:
        """Extract every memory's entities again (inside ``transaction()``)."""
        self._run("DELETE FROM entity_links")
        self._run("DELETE FROM entities")
        rows = self._texts(self._all("SELECT doc, content FROM memories ORDER BY doc"))
        with progress.steps(len(rows), "extracting entities") as advance:
            for doc, content in rows:
                self._link_entities(doc, content)
                advance(1)

    # ---- the sediment ledger ----------------------------------------------------------------

    def session_lines(self, session: str) -> int:
        """How many lines of a session log were digested (0 for a new one)."""
        found = self._one(
            "SELECT lines FROM sessions_digested WHERE session = ?", (self.codec.key(session, b"session"),)
        )
        return int(found or 0)

    def record_session(self, session: str, lines: int, items: int, stamp: str) -> None:
        self._run(
            """INSERT INTO sessions_digested VALUES (?, ?, ?, ?) ON CONFLICT (session) DO UPDATE
               SET lines = excluded.lines, items = sessions_digested.items + excluded.items,
                   digested_at = excluded.digested_at""",
            (self.codec.key(session, b"session"), lines, items, stamp),
        )
