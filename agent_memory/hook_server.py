"""A resident process that answers the prompt hooks, so a prompt does not wait for start-up.

A hook is a new process before every prompt; most of its time would go on importing numpy,
loading the embedder and warming the store. The first hook answers in-process and starts
this server (``python -m agent_memory.hook_server ROOT``); later hooks send their query over
a Unix socket (mode 600, in the data root, or under the temp dir when that path is too
long) and get the context block back. Each request carries the caller's scope (its namespace,
its store URL -- from the hook's options, else its environment --, whether it reads every
namespace, a fingerprint of its encryption key), and the server answers as the caller
would in-process: it keeps one warm ``Memory`` per scope it is asked for (the few most
recent), never the scope of the process that started it, and refuses a caller whose key is
not its own. It reopens a store whenever the db file, the config or the keys change, so it
sees every write and every config change; it exits after ``hooks.server_idle_seconds`` without
a request, when its data root goes, or when the package's code changes under it (each
request carries a fingerprint of the code). Anything wrong with it and the hook answers
in-process: the server is a speed-up, never a dependency. ``hooks.server: false`` or
``AGENT_MEMORY_HOOK_SERVER=off`` turns it off.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .hook_log import LOG_NAME, log_line

SOCKET_NAME = ".hooks.sock"
LOCK_NAME = ".hooks.lock"
OFF_VARIABLE = "AGENT_MEMORY_HOOK_SERVER"
# What chooses a caller's scope in-process; the server takes them from each request, never
# from the environment of the hook that happened to start it.
SCOPE_VARIABLES = ("AGENT_MEMORY_NAMESPACE", "AGENT_MEMORY_STORE_URL")
_MAX_REQUEST = 1 << 20
_TICK_SECONDS = 5.0
_SCOPES_KEPT = 4  # warm stores kept open at once; the least recently asked for is closed


def disabled_by_environment() -> bool:
    return os.environ.get(OFF_VARIABLE, "").lower() in ("off", "0", "false", "no")


def socket_path(root: Path) -> Path:
    path = root / SOCKET_NAME
    if len(os.fsencode(path)) < 100:  # sun_path holds 108 bytes
        return path
    folder = Path(tempfile.gettempdir()) / f"agent-memory-{os.getuid()}"
    folder.mkdir(mode=0o700, exist_ok=True)
    info = folder.stat()
    if info.st_uid != os.getuid() or info.st_mode & 0o077:
        raise OSError(f"{folder} is not private to this user")
    return folder / (hashlib.sha256(os.fsencode(root)).hexdigest()[:24] + ".sock")


def fingerprint() -> str:
    """The code this process runs: every module's size and mtime, hashed."""
    package = Path(__file__).parent
    digest = hashlib.sha256()
    for folder, _, files in sorted(os.walk(package)):
        for name in sorted(files):
            if name.endswith((".py", ".yaml", ".md")):
                info = os.stat(os.path.join(folder, name))
                digest.update(f"{folder}/{name}:{info.st_size}:{info.st_mtime_ns};".encode())
    return digest.hexdigest()[:16]


def _key_fingerprint() -> str:
    """A one-way fingerprint of the encryption key this process holds in its environment."""
    from .crypto import KEY_VARIABLE

    value = os.environ.get(KEY_VARIABLE, "")
    return hashlib.sha256(value.encode("utf-8")).hexdigest()[:16] if value else ""


def caller_scope(
    namespace: str | None = None, store: str | None = None, all_namespaces: bool = False
) -> dict[str, Any]:
    """What the hook would open in-process: its namespace and store URL (its options, else its
    environment; the root's config fills in the rest on the server), whether it reads every
    namespace, and its key's fingerprint."""
    scope = {name: os.environ.get(name, "") for name in SCOPE_VARIABLES}
    return {
        "namespace": namespace or scope["AGENT_MEMORY_NAMESPACE"],
        "store": store if store is not None else scope["AGENT_MEMORY_STORE_URL"],
        "all": all_namespaces,
        "key": _key_fingerprint(),
    }


# ---- the client side (in the hook process) ------------------------------------------------------


def ask(root: Path, request: dict[str, Any], *, timeout: float = 2.0) -> dict[str, Any] | None:
    """The server's reply, or None when there is no server or it failed in any way.

    The request names the root it is for, so a server never answers for another one (a
    folder renamed under it). A server that does not answer within ``timeout`` (hung,
    stopped) is killed, so the next hook starts a fresh one.
    """
    request = {**request, "root": str(root)}
    try:
        path = socket_path(root)
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(timeout)
            conn.connect(str(path))
            conn.sendall(json.dumps(request, ensure_ascii=False).encode("utf-8") + b"\n")
            reply = _read_line(conn)
        data = json.loads(reply)
    except TimeoutError:
        _kill_server(root)
        return None
    except (OSError, ValueError, AttributeError):  # AttributeError: no AF_UNIX on this system
        return None
    return data if isinstance(data, dict) else None


def _kill_server(root: Path) -> None:
    """SIGKILL the server whose pid its lock file holds, if it is one of ours."""
    import signal

    with contextlib.suppress(OSError, ValueError):
        pid = int((root / LOCK_NAME).read_text().strip())
        if b"agent_memory.hook_server" in Path(f"/proc/{pid}/cmdline").read_bytes():
            os.kill(pid, signal.SIGKILL)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def spawn(root: Path) -> None:
    """Start a server for ``root`` in the background (it exits at once if one runs)."""
    with contextlib.suppress(OSError):
        subprocess.Popen(
            [sys.executable, "-m", "agent_memory.hook_server", str(root)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            close_fds=True,
        )


def _read_line(conn: socket.socket) -> bytes:
    chunks, size = [], 0
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
        if chunk.endswith(b"\n"):
            break
        if size > _MAX_REQUEST:
            raise ValueError("message too long")
    return b"".join(chunks)


# ---- the server side ----------------------------------------------------------------------------


def serve(root: Path) -> int:
    import fcntl  # POSIX: elsewhere the hooks answer in-process

    from .memory import Memory
    from .privacy import encryption_on, no_core_dumps, open_private

    root = root.absolute()
    if not root.is_dir():
        return 1
    for name in SCOPE_VARIABLES:  # inherited from the hook that started it: never a default for others
        os.environ.pop(name, None)
    with Memory(root) as memory:
        settings = memory.config.hooks
        if encryption_on(root, memory.config.encrypt):
            no_core_dumps()
    if not settings.server or disabled_by_environment():
        return 0
    try:
        lock = open_private(root / LOCK_NAME, "a+", encoding="utf-8")  # 600, never through a symlink
    except OSError as exc:
        log_line(root / LOG_NAME, "server", f"cannot open {root / LOCK_NAME} ({exc.strerror}): not serving")
        return 1
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        return 0  # another server holds this root
    lock.truncate(0)
    lock.write(str(os.getpid()))
    lock.flush()
    path = socket_path(root)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()  # a dead server's
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    warm = _Scopes(root, Memory)
    try:
        warm.answer({"op": "context", "query": root.name, "scope": caller_scope()})  # numpy, the embedder: now
        old_mask = os.umask(0o177)
        try:
            listener.bind(str(path))
        finally:
            os.umask(old_mask)
        listener.listen(8)
        listener.settimeout(min(_TICK_SECONDS, settings.server_idle_seconds))
        _loop(listener, warm, root, settings.server_idle_seconds)
    finally:
        listener.close()
        warm.close()
        with contextlib.suppress(OSError):
            if path.exists():
                path.unlink()
        lock.close()
    return 0


def _loop(listener: socket.socket, warm: _Scopes, root: Path, idle_seconds: int) -> None:
    code, home = fingerprint(), _identity(root)
    last = time.monotonic()
    while time.monotonic() - last < idle_seconds and _identity(root) == home:  # gone or replaced: leave
        try:
            conn, _ = listener.accept()
        except TimeoutError:
            continue
        last = time.monotonic()
        with conn:
            conn.settimeout(10)
            try:
                request = json.loads(_read_line(conn))
                asked_for = request.get("root")
                if request.get("fingerprint") != code or not isinstance(asked_for, str):
                    conn.sendall(b'{"stale": true}\n')  # the code changed: the next hook starts a new one
                    return
                if _identity(Path(asked_for)) != home or _identity(root) != home:
                    conn.sendall(b'{"stale": true}\n')  # not this server's root (any more)
                    return
                reply = warm.answer(request)
            except Exception as exc:  # a bad request or a store error: say so, keep serving
                log_line(root / LOG_NAME, "server", f"unexpected {type(exc).__name__}")
                warm.close()
                reply = {"error": type(exc).__name__}
            with contextlib.suppress(OSError):
                conn.sendall(json.dumps(reply, ensure_ascii=False).encode("utf-8") + b"\n")


class _Scopes:
    """The warm stores, one per scope asked for (namespace, store URL), the most recent kept."""

    def __init__(self, root: Path, memory_class: Any) -> None:
        self.root, self._class = root, memory_class
        self._warm: dict[tuple[str, str, bool], _Warm] = {}
        self.served = 0

    def close(self) -> None:
        for warm in self._warm.values():
            warm.close()
        self._warm.clear()

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("op") == "ping":
            return {"pid": os.getpid(), "served": self.served, "scopes": len(self._warm)}
        scope = request.get("scope")
        if not isinstance(scope, dict) or not all(isinstance(scope.get(k), str) for k in ("namespace", "store", "key")):
            return {"error": "the request names no scope"}
        if scope["key"] != _key_fingerprint():  # the caller could not open what this server can (or the reverse)
            return {"error": "another key: answered in-process"}
        key = (scope["namespace"], scope["store"], scope.get("all") is True)
        warm = self._warm.pop(key, None) or _Warm(self.root, self._class, namespace=key[0], store=key[1], every=key[2])
        self._warm[key] = warm  # the most recently asked for last
        while len(self._warm) > _SCOPES_KEPT:
            self._warm.pop(next(iter(self._warm))).close()
        reply = warm.answer(request)
        self.served += "text" in reply
        return reply


class _Warm:
    """One open ``Memory`` of one scope, opened again whenever the config, the keys or the db file change."""

    def __init__(self, root: Path, memory_class: Any, *, namespace: str, store: str, every: bool = False) -> None:
        self.root, self._class = root, memory_class
        # "" is what the caller's environment did not set: the default namespace, the config's store
        self._namespace, self._store_url, self._every = namespace or None, store or None, every
        self._memory: Any = None
        self._seen: tuple[object, ...] = ()

    def _state(self) -> tuple[object, ...]:
        marks: list[object] = []
        for name in ("config.yaml", ".env", "memory.db"):
            try:
                info = os.stat(self.root / name)
                marks.append((info.st_ino, info.st_mtime_ns, info.st_size) if name != "memory.db" else info.st_ino)
            except OSError:
                marks.append(None)
        return tuple(marks)

    def _open(self) -> Any:
        state = self._state()
        if self._memory is not None and state == self._seen and self._memory.store.sealed_meanwhile() is None:
            return self._memory
        self.close()
        self._memory = self._class(
            self.root, namespace=self._namespace, store=self._store_url, all_namespaces=self._every
        )
        self._seen = state
        return self._memory

    def close(self) -> None:
        if self._memory is not None:
            with contextlib.suppress(Exception):
                self._memory.close()
            self._memory = None

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        from .errors import AgentMemoryError

        query = request.get("query")
        if request.get("op") != "context" or not isinstance(query, str):
            return {"error": "unknown request"}
        try:
            memory = self._open()
            given = request.get("exclude")
            exclude = {i for i in given if isinstance(i, str)} if isinstance(given, list) else set()
            block = memory.context(query, budget=memory.config.hooks.budget, exclude=exclude)
        except AgentMemoryError as exc:
            self.close()
            return {"error": f"{exc.message} (fix: {exc.hint})" if exc.hint else exc.message}
        return {"text": block.text, "ids": list(block.ids)}


if __name__ == "__main__":
    sys.exit(serve(Path(sys.argv[1])) if len(sys.argv) == 2 else 2)
