"""The SQLite store's file: what an error the file system caused becomes, whether the file at
a path is still the one that was opened, and the file as a whole (copy, size, soundness)."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
from pathlib import Path

from ..errors import DiskError, StoreCorruptError
from ..fsutil import disk_error
from ..privacy import create_private
from .guarded import GuardedConnection, damaged

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
        return disk_error(_refusal(path, str(exc)), path, doing=doing)
    if primary == sqlite3.SQLITE_CANTOPEN and path.is_file() and not writable(path):
        # a WAL db needs its -shm file made and written even to be read
        return disk_error(_refusal(path, str(exc)), path, doing=doing)
    return None


def writable(path: Path) -> bool:
    """Whether ``path`` and its folder can be written (a read-only mount or copy, chmod a-w)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def _refusal(path: Path, said: str) -> OSError:
    """What the file system says when ``path`` cannot be written: read-only, or no permission."""
    try:
        read_only = any(bool(os.statvfs(where).f_flag & os.ST_RDONLY) for where in (path, path.parent))
    except (OSError, AttributeError):
        read_only = False
    return OSError(errno.EROFS, "Read-only file system") if read_only else OSError(errno.EACCES, "Permission denied")


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


class SQLiteFile:
    """The db file as a whole: a consistent copy, its size, its soundness (``SQLiteStore``'s)."""

    _db: GuardedConnection
    path: Path

    def backup_to(self, target: Path) -> None:
        """A consistent copy through SQLite's backup API (safe while others write)."""
        try:
            create_private(target)
        except OSError as exc:
            raise disk_error(exc, target) from None
        copy = sqlite3.connect(target)
        try:
            with copy:
                self._db.backup(copy)
        except sqlite3.Error as exc:
            copy.close()
            for leftover in (target, Path(f"{target}-journal")):
                leftover.unlink(missing_ok=True)
            raise disk_trouble(exc, target) or disk_error(OSError(0, str(exc)), target) from None
        finally:
            copy.close()

    def size_bytes(self) -> int:
        """What the db takes on disk, with its -wal and -shm files."""
        return files_size(self.path)

    def integrity_ok(self) -> bool:
        try:
            return bool(self._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok")
        except StoreCorruptError:  # too damaged even to be checked
            return False

    def check_sound(self) -> None:
        """Raise ``StoreCorruptError`` naming reindex when ``PRAGMA quick_check`` finds damage
        (a full read of the file: before a backup, so a damaged db never replaces a sound copy)."""
        verdict = self._db.quick_check()
        if verdict != "ok":
            raise damaged(self.path, verdict)
