"""Binding and serving the review page: the port, the token in its address, the browser.

The page lives under ``/<token>/``: every request names the token, so nothing reaches the
memory without the address ``serve`` printed. The token is ``$AGENT_MEMORY_UI_TOKEN`` (or the
data root's ``.env``) when set, else a new random one per run; binding beyond loopback needs
the set one, at least ``serving.MIN_TOKEN_CHARS`` long, as the HTTP MCP server does.
"""

from __future__ import annotations

import secrets
import socket
import sys
import threading
import webbrowser
from typing import Any

from ..errors import BackendUnavailable, InvalidInputError
from ..serving import LOOPBACK, check_token, no_core_dumps_if_encrypted, root_secret

TOKEN_VARIABLE = "AGENT_MEMORY_UI_TOKEN"


def serve(
    root: str | None,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    open_browser: bool = True,
    namespace: str | None = None,
    all_namespaces: bool = False,
) -> None:
    """Serve the page until interrupted; ``port`` 0 takes a free one. Prints the address."""
    if not 0 <= port < 65536:
        raise InvalidInputError(f"--port must be 1-65535, not {port}", hint="e.g. --port 8766, or leave it out")
    chosen = root_secret(root, TOKEN_VARIABLE)
    if host not in LOOPBACK:
        check_token(chosen, variable=TOKEN_VARIABLE, serving=f"serving the review page on {host}", needs=TOKEN_VARIABLE)
    try:
        import uvicorn

        from .app import build
    except ImportError:
        from ..install import command

        raise BackendUnavailable("agent-memory ui needs starlette and uvicorn", hint=command("ui")) from None
    from ..memory import Memory

    no_core_dumps_if_encrypted(root)  # an encrypted store's plaintext never lands in a core file
    with Memory(root, namespace=namespace, all_namespaces=all_namespaces):  # a bad root or config: said now
        pass
    token = chosen or secrets.token_urlsafe(24)
    sock = _bind(host, port)
    bound = sock.getsockname()[1]
    shown = "[" + host + "]" if ":" in host else host
    url = f"http://{shown}:{bound}/{token}/"
    app = build(root, token=token, host=host, port=bound, namespace=namespace, all_namespaces=all_namespaces)
    # The address goes to the terminal as it is (it is the way in); a token the user set is
    # theirs to know, so it is named, not printed
    printed = url if chosen is None else f"http://{shown}:{bound}/<{TOKEN_VARIABLE}>/"
    out = sys.__stdout__ or sys.stdout
    out.write(f"agent-memory ui: {printed}\n(Ctrl-C stops it)\n")
    out.flush()
    config = uvicorn.Config(app, log_level="warning", access_log=False)  # an access log would hold the token
    server = uvicorn.Server(config)
    if open_browser:
        threading.Thread(target=_open_when_up, args=(server, url), daemon=True).start()
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise InvalidInputError(
            f"cannot listen on {host}:{port}: {exc.strerror}",
            hint="leave --port out to take a free port, or pick another",
        ) from None
    sock.listen(64)
    sock.set_inheritable(True)
    return sock


def _open_when_up(server: Any, url: str) -> None:
    import time

    for _ in range(200):  # a guard, not a measure: the browser opens once the server answers
        if server.started:
            break
        time.sleep(0.05)
    webbrowser.open(url)
