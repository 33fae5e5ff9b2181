"""The SQLite store's file: what an error the file system caused becomes, and whether the
file at a path is still the one that was opened."""

from __future__ import annotations

import errno
import shutil
import sqlite3
from pathlib import Path

from ..errors import DiskError
from ..fsutil import disk_error

# Free space under which an I/O error is taken for a full disk: SQLite reports a -shm file it
# cannot make or grow as SQLITE_IOERR, not SQLITE_FULL.
_NEARLY_FULL = 1 << 20


def disk_trouble(exc: sqlite3.Error, path: Path, *, doing: str = "write") -> DiskError | None:
    """The ``DiskError`` of an SQLite error the file system caused (full, read-only, failing);
    None for any other (busy, corrupt, a bug)."""
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if primary == sqlite3.SQLITE_FULL or (
        primary in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN) and _free_bytes(path) < _NEARLY_FULL
    ):
        return disk_error(OSError(errno.ENOSPC, "No space left on device"), path, doing=doing)
    if primary == sqlite3.SQLITE_IOERR:
        return disk_error(OSError(errno.EIO, str(exc)), path, doing=doing)
    if primary == sqlite3.SQLITE_READONLY:
        return disk_error(OSError(errno.EACCES, str(exc)), path, doing=doing)
    return None


def _free_bytes(path: Path) -> int:
    try:
        return shutil.disk_usage(path.parent).free
    except OSError:
        return _NEARLY_FULL


def file_identity(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path``; None when there is none."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    return info.st_dev, info.st_ino


def files_size(path: Path) -> int:
    """Bytes the db at ``path`` takes with its -wal and -shm files."""
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())
