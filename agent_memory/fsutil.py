"""Every file agent-memory writes goes through a temp file beside it, named by ``temp_path``
(``atomic_write``, ``atomic_stream``, ``write_temp``): one scheme, ``.NAME.tmp-PID-xxxxxx``, that
every reader skips and that ``sync``, ``doctor`` and sealing recognise once its writer is dead."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from .errors import AgentMemoryError, DiskError
from .regex import lazy

TEMP_MARK = ".tmp-"
# A temp file of ours: ``.NAME.tmp-PID-xxxxxx`` (``temp_path``), with the side files SQLite
# keeps beside a db being written there (-journal, -wal, -shm). ``.memory.db.YYYYMMDD.bak.tmp-PID``
# is the name daily backups were made under before they took this scheme: still recognised.
_TEMP_NAME = lazy(
    r"^\.(?:(?P<legacy>memory\.db\.[0-9]{8}\.bak)" + re.escape(TEMP_MARK) + r"(?P<legacy_pid>[0-9]{1,9})"
    r"|(?P<name>.+)" + re.escape(TEMP_MARK) + r"(?P<pid>[0-9]{1,9})-[0-9a-f]{6})(?P<side>-journal|-wal|-shm)?$"
)


def temp_path(path: Path) -> Path:
    """A fresh temp name beside ``path`` (``.NAME.tmp-PID-xxxxxx``): the one scheme of every temp
    file we write, skipped by every reader of the folder, and recognised by ``writer_gone``
    (``sync`` and sealing remove it, ``doctor`` reports it) once its writer is dead."""
    return path.with_name(f".{path.name}{TEMP_MARK}{os.getpid()}-{os.urandom(3).hex()}")


def write_temp(path: Path, data: bytes, *, mode: int | None = None, sync: bool = True) -> tuple[Path, os.stat_result]:
    """``data`` in a new temp file beside ``path``, fsynced unless ``sync`` is false (the
    caller makes a batch of them durable at once): (the temp's path, its stat).

    The caller renames it into place (the stat stays true: a rename keeps mtime and size).
    On failure nothing is left behind and a ``DiskError`` names ``path``.
    """
    temp = temp_path(path)
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600 if mode is None else mode)
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            info = os.fstat(fd)
            if mode is not None and info.st_mode & 0o7777 != mode:  # the umask took some of it
                os.fchmod(fd, mode)  # by the open file: no second look-up in a folder of many notes
                info = os.fstat(fd)
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        return temp, info
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise disk_error(exc, path) from None


def atomic_write(path: Path, data: bytes, *, mode: int | None = None) -> os.stat_result:
    """Write ``data`` to a temp file beside ``path``, fsync it, then ``os.replace`` it in.

    A reader sees the old file or the new one, never a half-written one. Returns the new
    file's stat so callers can remember what they wrote.
    """
    temp, info = write_temp(path, data, mode=mode)
    try:
        os.replace(temp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise disk_error(exc, path) from None
    return info


@contextlib.contextmanager
def atomic_stream(path: Path, *, mode: int = 0o600) -> Iterator[BinaryIO]:
    """A file to write ``path`` through, piece by piece: a temp file beside it (``temp_path``),
    fsynced and renamed over ``path`` when the block ends, removed if it raises. A reader (and
    ``path``'s old content) never sees a half-written file; a symlink at ``path`` is replaced,
    not written through."""
    temp = temp_path(path)
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), mode)
    except OSError as exc:
        raise disk_error(exc, path) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, path)
    except OSError as exc:
        remove_quietly(temp)
        raise disk_error(exc, path) from None
    except BaseException:
        remove_quietly(temp)
        raise


def temp_target(path: Path) -> Path | None:
    """The file a temp file of ours (``.NAME.tmp-PID-xxxxxx``) was made for: ``NAME`` beside it."""
    found = _TEMP_NAME.match(path.name)
    if found is None or found["side"]:
        return None
    return path.with_name(found["name"] or found["legacy"])


def is_temp(path: Path) -> bool:
    """Whether ``path`` has the name of one of our temp files (or of a SQLite side file of one)."""
    return _TEMP_NAME.match(path.name) is not None


def temp_writer(path: Path) -> int | None:
    """The pid of the process that made the temp file ``path``; None if it is not one of ours."""
    found = _TEMP_NAME.match(path.name)
    return None if found is None else int(found["pid"] or found["legacy_pid"])


def writer_gone(path: Path) -> bool:
    """Whether ``path`` is one of our temp files (``.NAME.tmp-PID-xxxxxx``) and its writer is dead."""
    pid = temp_writer(path)
    if pid is None:
        return False  # not a name atomic_write makes: somebody else's file
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError, ValueError):
        return False  # alive (another user's), or no such pid number
    return False


def drop_if_abandoned(path: Path) -> bool:
    """Remove a temp file whose writer is gone: a killed process's leftover."""
    return writer_gone(path) and remove_quietly(path)


def temps_in(folder: Path) -> tuple[list[Path], list[Path]]:
    """(abandoned, in progress): the temp files at the top of ``folder``, whose writer is dead or
    alive. Only regular files count (a symlink or a folder under such a name is not ours)."""
    dead: list[Path] = []
    alive: list[Path] = []
    try:
        items = list(os.scandir(folder))
    except (FileNotFoundError, NotADirectoryError):
        return dead, alive
    for item in items:
        if TEMP_MARK not in item.name or not item.is_file(follow_symlinks=False):
            continue
        path = Path(item.path)
        if writer_gone(path):
            dead.append(path)
        elif is_temp(path):
            alive.append(path)
    return sorted(dead), sorted(alive)


def disk_error(exc: OSError, path: Path, *, doing: str = "write") -> DiskError:
    """The error for ``path`` that the file system refused to ``doing``; a full one is named
    with its mount point and what is left free."""
    reason = exc.strerror or type(exc).__name__
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return DiskError(
            f"cannot {doing} {path}: {reason} ({_space_left(path)}); nothing was changed",
            hint="free some disk space",
        )
    return DiskError(
        f"cannot {doing} {path}: {reason}; nothing was changed",
        hint="check that the data root is writable (--root DIR)",
    )


def _space_left(path: Path) -> str:
    where = path
    while not where.exists() and where != where.parent:
        where = where.parent
    mount = where.resolve()
    while not os.path.ismount(mount) and mount != mount.parent:
        mount = mount.parent
    try:
        free = shutil.disk_usage(where).free
    except OSError:
        return f"the file system mounted at {mount} is full"
    shown = f"{free:,} bytes" if free < 1 << 20 else f"{free / (1 << 20):,.1f} MiB"
    return f"the file system mounted at {mount} has {shown} free"


@contextlib.contextmanager
def exclusive(lock: Path, *, timeout: float) -> Iterator[None]:
    """An exclusive ``flock`` on ``lock`` (made if missing, never through a symlink) for the
    block, waited for up to ``timeout`` seconds; nothing where POSIX locks do not exist."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError as exc:
        raise disk_error(exc, lock) from None
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise AgentMemoryError(
                        f"{lock} is held by another process", hint="another process is writing; try again"
                    ) from None
                time.sleep(0.005)
        yield
    finally:
        os.close(fd)  # which releases the lock


def remove_quietly(path: Path) -> bool:
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True
