"""Rebuilding a store's keyword index (terms, postings, the term total) with its current
tokenizer, when the one that built the postings is no longer the one queries use
(``search/terms.py`` decides when). Runs inside the caller's write transaction."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .postgres import PostgresStore
    from .sqlite import SQLiteStore

BATCH = 2000  # memories read, tokenized and written at a time


def rebuild_sqlite(store: SQLiteStore) -> int:
    """Every memory indexed again, a batch at a time: per batch one upsert per distinct term
    (its df, largest tf and shortest memory) and one insert per posting. The count."""
    db, key, counts_of = store._db, store.codec.key, store.tokenizer.counts
    db.execute("DELETE FROM postings")
    db.execute("DELETE FROM terms")
    done = total = last = 0
    while rows := db.execute(
        "SELECT doc, content, context FROM memories WHERE doc > ? ORDER BY doc LIMIT ?", (last, BATCH)
    ).fetchall():
        last = rows[-1][0]
        stats: dict[object, list[int]] = {}  # term key -> [df, max tf, min length]
        postings: list[tuple[int, int, int, object]] = []  # (doc, tf, length, term key)
        lengths: list[tuple[int, int]] = []
        for doc, text in store._searchable(rows):
            counts = counts_of(text)
            length = sum(counts.values())
            lengths.append((length, doc))
            total += length
            for term, tf in counts.items():
                term_key = key(term, b"term")
                seen = stats.get(term_key)
                if seen is None:
                    stats[term_key] = [1, tf, length]
                else:
                    seen[0], seen[1], seen[2] = seen[0] + 1, max(seen[1], tf), min(seen[2], length)
                postings.append((doc, tf, length, term_key))
        db.executemany("UPDATE memories SET term_count = ? WHERE doc = ?", lengths)
        db.executemany(
            """INSERT INTO terms (term, df, max_tf, min_dl) VALUES (?, ?, ?, ?) ON CONFLICT(term) DO UPDATE
               SET df = df + excluded.df, max_tf = MAX(max_tf, excluded.max_tf), min_dl = MIN(min_dl, excluded.min_dl)""",
            ((term_key, *values) for term_key, values in stats.items()),
        )
        db.executemany(
            "INSERT INTO postings (term_id, doc, tf, dl) SELECT id, ?, ?, ? FROM terms WHERE term = ?", postings
        )
        done += len(rows)
    db.execute("UPDATE counters SET value = ? WHERE name = 'terms'", (total,))
    return done


def rebuild_postgres(store: PostgresStore) -> int:
    """The same on PostgreSQL, a memory at a time through the store's own posting writer."""
    store._run("DELETE FROM postings")
    store._run("DELETE FROM terms")
    store._run("UPDATE counters SET value = 0 WHERE name = 'terms'")
    done = last = 0
    sql = "SELECT doc, content, context FROM memories WHERE doc > ? ORDER BY doc LIMIT ?"
    while rows := store._all(sql, (last, BATCH)):
        last = rows[-1][0]
        for doc, text in store._searchable(rows):
            counts = store.tokenizer.counts(text)
            store._run("UPDATE memories SET term_count = ? WHERE doc = ?", (sum(counts.values()), doc))
            store._add_postings(doc, counts)
        done += len(rows)
    return done
