"""Encrypting an SQLite store in place, and rewriting its file so that no plaintext page
survives (``sealing.py`` decides when)."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from ..crypto import SealedCodec
from .sqlite_files import disk_trouble

if TYPE_CHECKING:
    from .sqlite import SQLiteStore


def seal_all(store: SQLiteStore, codec: SealedCodec, mark: str, *, also: dict[str, str] | None = None) -> None:
    """Encrypt a plaintext store in one transaction, then leave no plaintext page behind.

    Values are sealed and lookup keys hashed in place; the graph is extracted again
    under the new codec. ``mark`` (crypto.mark) goes into meta, so the next open knows,
    with the ``also`` meta keys; a store another process sealed meanwhile is left alone.
    The caller then runs ``compact`` to drop the plaintext pages.
    """
    from ..crypto import MARK_KEY

    if store.codec.sealed:
        return
    plain, db = store.codec, store._db
    with store._begin():  # not transaction(): that refuses a store sealed meanwhile, checked here
        if store.meta(MARK_KEY) is not None:
            return
        store.codec = codec
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
            store.rebuild_graph()
            store.set_meta(MARK_KEY, mark)
            for key, value in (also or {}).items():
                store.set_meta(key, value)
        except BaseException:
            store.codec = plain
            raise


def compact(store: SQLiteStore, *, attempts: int = 10) -> bool:
    """Rewrite the file without free pages and empty the WAL, so no old page survives.

    False when another connection's read kept the WAL from being emptied (``attempts``
    tries of 0.1 s each): the caller tries again later.
    """
    try:
        store._db.execute("VACUUM")
    except sqlite3.Error as exc:  # a copy of the whole db is made: a full disk says no here
        raise disk_trouble(exc, store.path) or exc from None
    # a checkpoint waits for readers through the busy handler: briefly, here
    store._db.execute("PRAGMA busy_timeout = 100")
    try:
        for _ in range(attempts):
            busy, _, _ = store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            if not busy:
                return True
        return False
    finally:
        from .sqlite import BUSY_TIMEOUT_MS

        store._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
