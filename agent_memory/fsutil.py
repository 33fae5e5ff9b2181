"""Every file agent-memory writes goes through ``atomic_write``."""

from __future__ import annotations

import contextlib
import os
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


def drop_if_abandoned(path: Path) -> bool:
    """Remove a temp file (``.NAME.tmp-PID…``) whose writer is gone: a killed process's leftover."""
    digits = path.name.split(TEMP_MARK, 1)[1].split("-", 1)[0] if TEMP_MARK in path.name else ""
    if not digits.isdigit():
        return False
    try:
        os.kill(int(digits), 0)
    except ProcessLookupError:
        return remove_quietly(path)
    except PermissionError:
        pass  # alive, another user's
    return False


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
