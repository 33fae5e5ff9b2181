"""``agent-memory mcp``: the memory as Model Context Protocol tools, over stdio or streamable HTTP.

Built on the official ``mcp`` SDK (the ``mcp`` extra; MCPServer in mcp 2,
FastMCP in mcp 1); the tools themselves are in ``mcp_tools``. A mistake (an unknown id, an
empty text) comes back as a tool error with its fix; the server keeps running.
"""

from __future__ import annotations

import contextlib
import errno
import hmac
import os
import signal
import socket
import sys
import threading
from collections.abc import Sequence
from typing import Any

from .errors import BackendUnavailable, InvalidInputError
from .mcp_tools import build
from .regex import precompiled
from .serving import LOOPBACK, check_token, no_core_dumps_if_encrypted, root_secret

TOKEN_VARIABLE = "AGENT_MEMORY_MCP_TOKEN"
_HOST_NAME = precompiled(r"^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$")


def serve(
    root: str | None,
    *,
    transport: str = "stdio",
    host: str = "127.0.0.1",
    port: int = 8765,
    namespace: str | None = None,
    allowed_hosts: Sequence[str] = (),
) -> None:
    """stdio, or streamable HTTP on ``host:port`` (path ``/mcp``), over ``namespace``
    (else ``$AGENT_MEMORY_NAMESPACE``, else ``default``).

    Over HTTP a bearer token (``$AGENT_MEMORY_MCP_TOKEN`` or the data root's ``.env``) is
    required on every request when it is set, and must be set, at least ``serving.MIN_TOKEN_CHARS``
    long, to bind anywhere but loopback. Whatever the address, a request whose ``Host`` (or
    ``Origin``) is not loopback, the bound address, this machine's name or one of
    ``allowed_hosts`` is refused (DNS rebinding). With encryption on, the process leaves no core.
    """
    no_core_dumps_if_encrypted(root)
    if transport == "stdio":
        calls = threading.Lock()
        _leave_on_sigint(calls)  # before build: any thread it starts blocks the signal too
        server = build(root, namespace, lock=calls)
        server.run("stdio")
        return
    if not 0 < port < 65536:
        raise InvalidInputError(f"--port must be 1-65535, not {port}", hint="e.g. --port 8765")
    token = root_secret(root, TOKEN_VARIABLE)
    if host not in LOOPBACK:
        check_token(token, variable=TOKEN_VARIABLE, serving=f"binding the MCP server to {host}", needs="a bearer token")
    security = _transport_security(host, allowed_hosts)
    try:
        import uvicorn
    except ImportError:
        from .install import command

        raise BackendUnavailable("the HTTP transport needs uvicorn", hint=command("mcp")) from None
    server = build(root, namespace)
    try:
        app = server.streamable_http_app(host=host, transport_security=security)
    except TypeError:  # mcp 1 takes the host and the checks from its settings
        server.settings.host = host
        server.settings.transport_security = security
        app = server.streamable_http_app()
    wrapped = app if token is None else BearerToken(app, token)
    listening = _listen(host, port)
    shown = f"[{host}]" if ":" in host else host
    guard = "a bearer token required" if token else f"no token ({TOKEN_VARIABLE} unset): loopback only"
    print(f"agent-memory: MCP server at http://{shown}:{port}/mcp ({guard}); Ctrl-C stops it", file=sys.stderr)
    uvicorn.Server(uvicorn.Config(wrapped, log_level="warning")).run(sockets=[listening])


def _listen(host: str, port: int) -> socket.socket:
    """The server's socket, bound here so that a port in use is one line with its fix."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0][0]
    except socket.gaierror as exc:
        raise InvalidInputError(f"--host {host}: {exc.strerror}", hint="e.g. --host 127.0.0.1") from None
    listening = socket.socket(family, socket.SOCK_STREAM)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listening.bind((host, port))
    except OSError as exc:
        listening.close()
        if exc.errno == errno.EADDRINUSE:
            raise InvalidInputError(
                f"port {port} on {host} is in use (another 'agent-memory mcp', or another server)",
                hint=f"stop that one, or choose another port: --port {port + 1 if port < 65535 else 8765}",
            ) from None
        raise InvalidInputError(
            f"cannot listen on {host}:{port}: {exc.strerror}", hint="check --host and --port"
        ) from None
    listening.listen(2048)  # before the start-up line: a client that reads it connects at once
    return listening


def _leave_on_sigint(calls: threading.Lock) -> None:
    """Claude Code stops a stdio server with SIGINT first: leave at once, once the call in
    progress (if any) is done, rather than wait on standard input.

    One thread waits for the signal and every other blocks it (threads started after this
    inherit the mask). A Python handler would run in the main thread only, which is the one
    that runs a call (it would wait on its own lock) and may not wake at all when the kernel
    hands the signal to another thread (it sleeps in its event loop)."""

    def wait_then_leave() -> None:
        signal.sigwait({signal.SIGINT})
        calls.acquire()
        os._exit(130)

    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    threading.Thread(target=wait_then_leave, name="leave-on-sigint", daemon=True).start()


def _transport_security(host: str, extra: Sequence[str]) -> Any:
    """Host and Origin checks on for any bind address: the SDK turns them off beyond loopback."""
    try:
        from mcp.server.transport_security import TransportSecuritySettings
    except ImportError:  # an mcp too old to check: the bearer token still guards the port
        return None
    names = {"127.0.0.1", "localhost", "[::1]"}
    if host in ("0.0.0.0", "::", ""):  # every interface: the names this machine answers to
        names |= _machine_names()
    else:
        names.add(f"[{host}]" if ":" in host else host)
    for name in extra:
        if not _HOST_NAME.match(name):
            raise InvalidInputError(
                f"--allowed-host {name!r} is not a host name or address", hint="e.g. --allowed-host mybox.lan"
            )
        names.add(f"[{name}]" if ":" in name and not name.startswith("[") else name)
    hosts = sorted({form for name in names for form in (name, f"{name}:*")})
    origins = [f"{scheme}://{form}" for form in hosts for scheme in ("http", "https")]
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=hosts, allowed_origins=origins)


def _machine_names() -> set[str]:
    import socket

    names = {socket.gethostname(), socket.getfqdn()}
    with contextlib.suppress(OSError):
        for *_, address in socket.getaddrinfo(socket.gethostname(), None):
            host = str(address[0])
            names.add(f"[{host}]" if ":" in host else host)
    return {name for name in names if name}


# a JSON-RPC error, so that an MCP client shows its message
_UNAUTHORIZED = (
    b'{"jsonrpc": "2.0", "id": null, "error": {"code": -32001, "message": "unauthorized: this server needs '
    b'Authorization: Bearer <token>, the token set as AGENT_MEMORY_MCP_TOKEN where it runs"}}'
)


class BearerToken:
    """ASGI middleware: HTTP requests without ``Authorization: Bearer <token>`` get 401."""

    def __init__(self, app: Any, token: str) -> None:
        self.app, self._expected = app, token.encode()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "lifespan":  # http and websocket alike
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            scheme, _, credentials = given.partition(b" ")
            if scheme.lower() != b"bearer" or not hmac.compare_digest(credentials.strip(), self._expected):
                if scope["type"] != "http":
                    return  # a websocket without the token is not accepted

                body = _UNAUTHORIZED
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b"Bearer")],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)
