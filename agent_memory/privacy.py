"""A data root is its owner's alone: the modes we create with, the modes ``doctor`` expects,
files opened without following a symlink, and no core dumps while a key is held.

Whatever the umask, a root we create is 700, its folders 700 and every file we write 600.
``store.shared_notes: true`` (a vault others read) makes the notes of ``store/`` and ``rooms/``
644 in 755 folders and the root 711, so they can be reached without the rest being listed;
the db, its WAL, backups, keys and logs stay 600. SQLite gives a db's ``-wal`` and ``-shm``
files the db file's own mode, so a db created 600 keeps them 600 too.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from .errors import AgentMemoryError

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
SHARED_ROOT = 0o711  # others may pass through to the shared notes, not list the root
SHARED_DIR = 0o755
SHARED_FILE = 0o644
SHARED_FOLDERS = ("store", "rooms")  # what store.shared_notes opens to others

_OPEN_FLAGS = {
    "a": os.O_WRONLY | os.O_APPEND,
    "ab": os.O_WRONLY | os.O_APPEND,
    "a+": os.O_RDWR | os.O_APPEND,
    "wb": os.O_WRONLY,
}


def make_folder(path: Path, mode: int = PRIVATE_DIR) -> None:
    """Create ``path`` with ``mode`` whatever the umask. A folder that exists keeps its mode:
    the user chose it (doctor says when it is looser than ours)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        path.mkdir(mode)
    except FileExistsError:
        return
    os.chmod(path, mode)  # mkdir's mode passes through the umask


def create_private(path: Path) -> None:
    """An empty file at ``path``, 600 whatever the umask, unless something (even a dangling
    symlink) is there already. An empty file is a new SQLite db, so a db made this way is
    private before its first page, and its WAL with it."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    except FileExistsError:
        return
    try:
        os.fchmod(fd, PRIVATE_FILE)
    finally:
        os.close(fd)


def open_private(path: Path, mode: str = "ab", *, encoding: str | None = None) -> IO[Any]:
    """``open(path, mode)`` (``a``, ``ab``, ``a+`` or ``wb``) for a file of ours: created 600
    whatever the umask, never through a symlink, never anything but a regular file (a FIFO
    planted under the name would hang the writer; a device would take the bytes)."""

    def opener(name: str, _: int) -> int:
        flags = _OPEN_FLAGS[mode] | os.O_CREAT | os.O_NONBLOCK
        fd = os.open(name, flags | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0), PRIVATE_FILE)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(errno.EINVAL, "not a regular file", name)
            os.set_blocking(fd, True)
            if mode == "wb":
                os.ftruncate(fd, 0)  # after the checks: O_TRUNC would cut whatever the name led to
        except BaseException:
            os.close(fd)
            raise
        return fd

    return open(path, mode, encoding=encoding, opener=opener)


def encryption_on(root: Path, config_flag: bool) -> bool:
    """Whether a process over ``root`` will hold the value key: encryption asked for, or a key
    there to open a store sealed earlier (it stays sealed when the switch is later turned off)."""
    from . import crypto

    try:
        asked = crypto.requested(config_flag)
    except AgentMemoryError:  # a bad HERMES_ENCRYPT: the store says so when opened; here, be safe
        asked = True
    return asked or bool(os.environ.get(crypto.KEY_VARIABLE)) or (root / crypto.KEY_FILE).exists()


def no_core_dumps() -> None:
    """No core file of this process: one would hold the value key and decrypted memories.

    RLIMIT_CORE 0 stops a core written to a file; a ``core_pattern`` pipe (systemd-coredump,
    apport) is not bound by it, so on Linux the process is also made non-dumpable."""
    try:
        import resource
    except ImportError:  # not POSIX
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if sys.platform.startswith("linux"):
        import ctypes

        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0


def file_mode(shared_notes: bool) -> int:
    return SHARED_FILE if shared_notes else PRIVATE_FILE


def folder_mode(shared_notes: bool) -> int:
    return SHARED_DIR if shared_notes else PRIVATE_DIR


def loose(root: Path, *, shared_notes: bool) -> Iterator[tuple[Path, int, int]]:
    """(path, its mode, the mode it should have) for everything under ``root`` that others can
    reach more than they should. Symlinks are not followed (nor judged: their own mode means nothing)."""
    for folder, _, files in os.walk(root):
        here = Path(folder)
        shared = shared_notes and here != root and here.relative_to(root).parts[0] in SHARED_FOLDERS
        wanted_dir = (SHARED_ROOT if shared_notes else PRIVATE_DIR) if here == root else folder_mode(shared)
        found = _judge(here, wanted_dir, lenient=shared or (shared_notes and here == root))
        if found is not None:
            yield found
        for name in files:
            found = _judge(here / name, file_mode(shared), lenient=shared)
            if found is not None:
                yield found


def _judge(path: Path, wanted: int, *, lenient: bool) -> tuple[Path, int, int] | None:
    try:
        info = os.lstat(path)
    except OSError:  # gone meanwhile
        return None
    if stat.S_ISLNK(info.st_mode):
        return None
    mode = stat.S_IMODE(info.st_mode)
    # shared notes may be read by others, never written; everything else is the owner's alone
    too_open = mode & 0o022 if lenient else mode & 0o077
    return (path, mode, wanted) if too_open else None
