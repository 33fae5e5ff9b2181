"""The SQLite connection the store uses: a damaged file is named as such, with its fix.

A page damaged inside the file (an interior B-tree page, an index) is not seen when the db
is opened; it is met later by whichever query reads that page, as "database disk image is
malformed" or as a constraint that cannot fail on a sound file. Every statement and every
row fetched goes through here: SQLite's corruption codes become ``StoreCorruptError``
naming ``reindex``; an integrity or unclassified error is checked with ``PRAGMA
quick_check`` (on the error path only) and becomes one too when the file fails it. Busy,
full or I/O errors pass through unchanged.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any, NoReturn

from ..errors import StoreCorruptError

_CORRUPT, _NOT_A_DB = 11, 26  # SQLITE_CORRUPT, SQLITE_NOTADB (primary codes; extended ones share the low byte)
REINDEX_HINT = "run 'agent-memory reindex' to rebuild it from store/*.md"


def damaged(path: Path, problem: str) -> StoreCorruptError:
    return StoreCorruptError(f"{path} is not a readable memory database ({problem})", hint=REINDEX_HINT)


class GuardedConnection(sqlite3.Connection):
    path: Path = Path("memory.db")

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        return self.cursor(GuardedCursor).execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        return self.cursor(GuardedCursor).executemany(sql, parameters)

    def quick_check(self) -> str:
        """ "ok", or the first problem ``PRAGMA quick_check`` finds (a full read of the file)."""
        try:
            return str(sqlite3.Connection.execute(self, "PRAGMA quick_check").fetchone()[0])
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and _code(exc) not in (_CORRUPT, _NOT_A_DB):
                raise
            return str(exc)

    def diagnosed(self, exc: sqlite3.DatabaseError) -> Exception:
        """``exc`` as the store reports it: a damaged file, or unchanged."""
        if _code(exc) in (_CORRUPT, _NOT_A_DB):
            return damaged(self.path, str(exc))
        if isinstance(exc, sqlite3.IntegrityError) or type(exc) is sqlite3.DatabaseError:
            verdict = self.quick_check()
            if verdict != "ok":
                return damaged(self.path, verdict)
        return exc


def _code(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def _reraise(connection: GuardedConnection, exc: sqlite3.DatabaseError) -> NoReturn:
    found = connection.diagnosed(exc)
    if found is exc:
        raise exc
    raise found from None


class GuardedCursor(sqlite3.Cursor):
    connection: GuardedConnection

    def execute(self, sql: str, parameters: Any = (), /) -> GuardedCursor:
        try:
            return super().execute(sql, parameters)
        except sqlite3.DatabaseError as exc:
            _reraise(self.connection, exc)

    def executemany(self, sql: str, parameters: Any, /) -> GuardedCursor:
        try:
            return super().executemany(sql, parameters)
        except sqlite3.DatabaseError as exc:
            _reraise(self.connection, exc)

    def fetchone(self) -> Any:
        try:
            return super().fetchone()
        except sqlite3.DatabaseError as exc:
            _reraise(self.connection, exc)

    def fetchall(self) -> list[Any]:
        try:
            return super().fetchall()
        except sqlite3.DatabaseError as exc:
            _reraise(self.connection, exc)

    def __next__(self) -> Any:
        try:
            return super().__next__()
        except sqlite3.DatabaseError as exc:
            _reraise(self.connection, exc)
