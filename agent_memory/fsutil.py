"""Every file agent-memory writes goes through ``atomic_write``."""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from pathlib import Path

from .errors import AgentMemoryError

TEMP_MARK = ".tmp-"


def atomic_write(path: Path, data: bytes, *, mode: int | None = None) -> os.stat_result:
    """Write ``data`` to a temp file beside ``path``, fsync it, then ``os.replace`` it in.

    A reader sees the old file or the new one, never a half-written one. Returns the new
    file's stat so callers can remember what they wrote.
    """
    temp = path.with_name(f".{path.name}{TEMP_MARK}{os.getpid()}-{secrets.token_hex(3)}")
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600 if mode is None else mode)
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if mode is not None:
            os.chmod(temp, mode)
        os.replace(temp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise disk_error(exc, path) from None
    return path.stat()


_TEMP_NAME = re.compile(r"^\..+" + re.escape(TEMP_MARK) + r"([0-9]{1,9})-[0-9a-f]{6}$")


def writer_gone(path: Path) -> bool:
    """Whether ``path`` is one of our temp files (``.NAME.tmp-PID-xxxxxx``) and its writer is dead."""
    found = _TEMP_NAME.match(path.name)
    if found is None:
        return False  # not a name atomic_write makes: somebody else's file
    try:
        os.kill(int(found.group(1)), 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError, ValueError):
        return False  # alive (another user's), or no such pid number
    return False


def drop_if_abandoned(path: Path) -> bool:
    """Remove a temp file whose writer is gone: a killed process's leftover."""
    return writer_gone(path) and remove_quietly(path)


def disk_error(exc: OSError, path: Path) -> AgentMemoryError:
    reason = exc.strerror or type(exc).__name__
    hint = "free some disk space" if exc.errno == 28 else "check that the data root is writable (--root DIR)"
    return AgentMemoryError(f"cannot write {path}: {reason}; nothing was changed", hint=hint)


def remove_quietly(path: Path) -> bool:
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True
