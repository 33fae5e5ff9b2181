"""The store's lock: what lets ``reindex`` put a new memory.db in place under running processes.

Every write transaction holds it shared (``.memory.db.lock`` beside the db, taken with
``flock``); ``reindex`` holds it exclusively while it builds the new file and swaps it in.
A writer that arrives meanwhile waits for it (up to the busy timeout, then it says so and
writes nothing), and on getting the lock finds the file it holds replaced and opens the new
one: no acknowledged write can land in the file put aside. Readers take no lock: a process
that opened the old file reads it until its next look at the path (``SQLiteStore.follow``).
Where ``flock`` does not exist (not POSIX) the lock is a no-op.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from ..errors import AgentMemoryError, DiskError
from ..fsutil import disk_error

_POLL_SECONDS = (0.01, 0.02, 0.05, 0.1)  # then every 0.1 s


def lock_path(db: Path) -> Path:
    return db.with_name(f".{db.name}.lock")


@contextlib.contextmanager
def _opened(path: Path) -> Iterator[int]:
    # never through a symlink planted at the lock's name; 600, whatever the umask
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0), 0o600)
    except OSError as exc:
        raise refused(path, exc) from None
    try:
        yield fd
    finally:
        os.close(fd)


def refused(path: Path, exc: OSError) -> DiskError:
    """The error for a lock file that cannot be opened: a symlink planted at its name (never
    followed: it could lead to any file), or what the file system said."""
    if os.path.islink(path):
        return DiskError(
            f"{path} is a symbolic link; agent-memory never opens its lock through one, so nothing was written",
            hint=f"remove it (rm {path}): agent-memory makes its own",
        )
    return disk_error(exc, path)


@contextlib.contextmanager
def shared(db: Path, *, wait_seconds: float) -> Iterator[None]:
    """Held by one write transaction; waits while a reindex rebuilds ``db``."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with _opened(lock_path(db)) as fd:
        deadline, tries = time.monotonic() + wait_seconds, 0
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise AgentMemoryError(
                        f"{db} is being rebuilt by 'agent-memory reindex'; nothing was written",
                        hint="run the command again when the reindex has finished",
                    ) from None
                time.sleep(_POLL_SECONDS[min(tries, len(_POLL_SECONDS) - 1)])
                tries += 1
        yield  # released when the file is closed


@contextlib.contextmanager
def exclusive(db: Path) -> Iterator[None]:
    """Held by reindex: waits for the writes in progress, then keeps every other writer out."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with _opened(lock_path(db)) as fd:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
