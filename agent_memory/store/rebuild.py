"""Putting a rebuilt memory.db in place of the old one, under processes that hold it open.

``reindex`` builds the new db in a temp file beside the old one (``.memory.db.tmp-PID-xxxxxx``),
while it holds the store's lock exclusively, then swaps it in. Until the swap the old db is
where it was, whole: a reindex killed or failing half-way leaves the store as it found it
(and a temp file the next reindex removes), never an empty or partial db that commands
would accept. The swap never leaves the path without a db, and never puts the new file
beside a WAL that holds pages of the old one.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from pathlib import Path

from ..fsutil import TEMP_MARK, remove_quietly, temp_path, temps_in

_SIDE_FILES = ("-wal", "-shm", "-journal")


def temp_for(db: Path) -> Path:
    """A new temp name beside ``db``, in the one scheme of ``fsutil.temp_path`` (its pid in it)."""
    return temp_path(db)


def drop_abandoned(db: Path) -> None:
    """Remove the temp dbs (and their WAL files) of reindexes that were killed."""
    for path in temps_in(db.parent)[0]:
        if path.name.startswith(f".{db.name}{TEMP_MARK}"):
            remove_quietly(path)


def discard(temp: Path) -> None:
    for suffix in ("", *_SIDE_FILES):
        remove_quietly(Path(f"{temp}{suffix}"))


def swap_in(temp: Path, db: Path, *, aside: Path) -> None:
    """Put the finished ``temp`` at ``db``. The old db, if any, is kept at ``aside`` (its WAL,
    if one is left, beside it as ``memory.db-wal.<suffix>``); call with the store's lock held."""
    _standalone(temp)
    while aside.exists():  # two reindexes in one second
        aside = aside.with_name(aside.name + "-1")
    if db.exists():
        _checkpoint(db)  # what the old WAL holds goes into the file kept aside
        try:
            os.link(db, aside)  # never a moment without a db at the path
        except OSError:  # backups/ on another disk
            _copy(db, aside)
    for suffix in ("-wal", "-shm"):
        side = Path(f"{db}{suffix}")
        if side.exists():
            # the new file must not find the old one's WAL or index beside it
            os.replace(side, aside.with_name(aside.name.replace(db.name, f"{db.name}{suffix}", 1)))
    os.replace(temp, db)


def _standalone(temp: Path) -> None:
    """One file, no WAL beside it: what the rename moves is the whole db."""
    with contextlib.closing(sqlite3.connect(temp, isolation_level=None)) as conn:
        conn.execute("PRAGMA journal_mode = DELETE")


def _copy(db: Path, target: Path) -> None:
    # through SQLite, which knows the locks this process may hold on the file (closing a plain
    # copy's handle would drop them); a db too damaged for that is copied as bytes
    try:
        with contextlib.closing(sqlite3.connect(db)) as source, contextlib.closing(sqlite3.connect(target)) as copy:
            source.backup(copy)
    except sqlite3.Error:
        shutil.copyfile(db, target)


def _checkpoint(db: Path) -> None:
    with contextlib.suppress(sqlite3.Error), contextlib.closing(sqlite3.connect(db, timeout=5)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
