"""``agent-memory mcp``: the memory as Model Context Protocol tools, over stdio or streamable HTTP.

Built on the official ``mcp`` SDK (the ``mcp`` extra; MCPServer in mcp 2,
FastMCP in mcp 1). Each tool's description tells an agent when to call it. A mistake (an
unknown id, an empty text) comes back as a tool error carrying the CLI's message and fix;
the server keeps running.
"""

from __future__ import annotations

import contextlib
import hmac
import importlib
import re
import threading
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from .errors import AgentMemoryError, BackendUnavailable, InvalidInputError

INSTRUCTIONS = (
    "Long-term memory across sessions. Call recall before answering about past decisions, preferences, "
    "configurations or projects; call remember after a decision is executed and verified (pass verified=true "
    "when you checked it); call verify when an earlier unverified memory proved true; forget what is wrong."
)


_SDKS = (("mcp.server.mcpserver", "MCPServer"), ("mcp.server.fastmcp", "FastMCP"))  # mcp 2, mcp 1
_Tool = TypeVar("_Tool", bound=Callable[..., dict[str, Any]])


def _server_class() -> tuple[Any, type[Exception]]:
    for module, name in _SDKS:
        try:
            server = importlib.import_module(module)
            errors = importlib.import_module(f"{module}.exceptions")
        except ImportError:
            continue
        return getattr(server, name), errors.ToolError
    from .install import command

    raise BackendUnavailable("the MCP server needs the mcp package", hint=command("mcp"))


def _redacting(server_class: Any, tool_error: type[Exception]) -> Any:
    """The SDK's server whose every tool error is redacted: ours, and the SDK's own (an
    argument that fails validation is quoted back in its message)."""
    from .redact import scrub

    class RedactingServer(server_class):  # type: ignore[misc]  # the SDK's class, chosen at run time (mcp 1 or 2)
        async def call_tool(self, name: str, arguments: dict[str, Any], *rest: Any, **options: Any) -> Any:
            try:
                return await super().call_tool(name, arguments, *rest, **options)
            except Exception as exc:
                raise tool_error(scrub(str(exc))) from None

    return RedactingServer


def build(root: str | None, namespace: str | None = None) -> Any:
    from .memory import Memory

    server_class, tool_error = _server_class()
    server = _redacting(server_class, tool_error)("agent-memory", instructions=INSTRUCTIONS)
    lock = threading.Lock()  # one store connection, one call at a time

    def tool(description: str) -> Callable[[_Tool], _Tool]:
        """The SDK's tool decorator (untyped: its class is chosen at run time)."""
        register: Callable[[_Tool], _Tool] = server.tool(description=description)
        return register

    def call(action: Callable[[Memory], dict[str, Any]]) -> dict[str, Any]:
        with lock:
            try:
                with Memory(root, namespace=namespace) as memory:
                    result = action(memory)
                if memory.notices and isinstance(result, dict):  # a key made: the agent tells its user
                    result = {**result, "notices": [notice.to_dict() for notice in memory.notices]}
                return result
            except AgentMemoryError as exc:
                raise tool_error(f"{exc.message} (fix: {exc.hint})" if exc.hint else exc.message) from None

    @tool(
        description="Store a memory. Call after a decision is executed and verified, or when the user states a "
        "preference, a config value, a project fact or an event worth keeping across sessions. Secrets are "
        "redacted; a near-duplicate is merged; conflicts with earlier decisions are reported. When the text "
        "is a reply ('About 3 years now'), pass the question it answers as context: it is searched, not shown."
    )
    def remember(
        text: str,
        category: str | None = None,
        importance: int | None = None,
        verified: bool = False,
        context: str | None = None,
    ) -> dict[str, Any]:
        return call(
            lambda m: m.remember(
                text, category=category, importance=importance, verified=verified, context=context
            ).to_dict()
        )

    @tool(
        description="Find memories by meaning and by words. Call before answering anything about past "
        "decisions, preferences, configurations, projects or events. Unverified results are marked."
    )
    def recall(query: str, room: str | None = None, top_k: int | None = None) -> dict[str, Any]:
        return call(lambda m: m.recall(query, room=room, top_k=top_k).to_dict())

    @tool(description="Delete a memory that is wrong or obsolete, by its id (mem_YYYYMMDD_HHMMSS_xxxx).")
    def forget(memory_id: str) -> dict[str, Any]:
        return call(lambda m: {"forgotten": m.forget(memory_id).to_dict()})

    @tool(
        description="Mark a memory as executed and verified, by its id, once you have checked it holds. "
        "Unverified memories are forgotten after 7 days."
    )
    def verify(memory_id: str) -> dict[str, Any]:
        return call(lambda m: {"verified": m.verify(memory_id).to_dict()})

    @tool(
        description="Distil a conversation or note into memories (decisions, preferences, configs, projects, "
        "events). apply=false previews the items; apply=true remembers them (unverified)."
    )
    def digest(text: str, apply: bool = False, max_items: int | None = None) -> dict[str, Any]:
        return call(lambda m: m.digest(text, apply=apply, max_items=max_items).to_dict())

    @tool(description="Real counts of the memory: total, per room, verified, hot and cold, bytes.")
    def stats() -> dict[str, Any]:
        return call(lambda m: m.stats().to_dict())

    @tool(
        description="The memory graph: without entity, the top entities (names, versions, products) and how "
        "many memories name each; with entity, the memories that name it."
    )
    def graph(entity: str | None = None, top: int = 20) -> dict[str, Any]:
        def answer(m: Any) -> dict[str, Any]:
            if entity:
                name, kind, entries = m.graph_entity(entity)
                return {"entity": name, "type": kind, "memories": [e.to_dict() for e in entries]}
            return {"top": [{"entity": n, "type": k, "memories": c} for n, k, c in m.graph_top(top)]}

        return call(answer)

    return server


TOKEN_VARIABLE = "AGENT_MEMORY_MCP_TOKEN"
MIN_TOKEN_CHARS = 32  # secrets.token_urlsafe(24); a guessable token is no lock on a network port
_LOOPBACK = {"127.0.0.1", "::1", "localhost"}
_HOST_NAME = re.compile(r"^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$")


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
    required on every request when it is set, and must be set, at least ``MIN_TOKEN_CHARS``
    long, to bind anywhere but loopback. Whatever the address, a request whose ``Host`` (or
    ``Origin``) is not loopback, the bound address, this machine's name or one of
    ``allowed_hosts`` is refused (DNS rebinding). With encryption on, the process leaves no core.
    """
    _no_core_dumps_if_encrypted(root)
    if transport == "stdio":
        build(root, namespace).run("stdio")
        return
    if not 0 < port < 65536:
        raise InvalidInputError(f"--port must be 1-65535, not {port}", hint="e.g. --port 8765")
    token = _token(root)
    if host not in _LOOPBACK:
        _check_token_for(host, token)
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
    uvicorn.run(wrapped, host=host, port=port, log_level="warning")


def _no_core_dumps_if_encrypted(root: str | None) -> None:
    from .config import load_config
    from .paths import Layout, resolve_root
    from .privacy import encryption_on, no_core_dumps

    layout = Layout(resolve_root(root))
    try:
        flag = load_config(layout.config if layout.config.exists() else None).encrypt
    except AgentMemoryError:
        flag = True  # an unreadable config: each call says so; meanwhile be safe
    if encryption_on(layout.root, flag):
        no_core_dumps()


def _check_token_for(host: str, token: str | None) -> None:
    make = 'python3 -c "import secrets; print(secrets.token_urlsafe(32))"'
    if token is None:
        raise InvalidInputError(
            f"binding the MCP server to {host} needs a bearer token",
            hint=f"set {TOKEN_VARIABLE} (e.g. in the data root's .env; make one with {make}), or bind to 127.0.0.1",
        )
    if len(token) < MIN_TOKEN_CHARS:
        raise InvalidInputError(
            f"{TOKEN_VARIABLE} has {len(token)} characters: binding the MCP server to {host} needs at least "
            f"{MIN_TOKEN_CHARS}",
            hint=f"set a longer one (make one with {make}), or bind to 127.0.0.1",
        )


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


def _token(root: str | None) -> str | None:
    from .config import Secrets
    from .paths import Layout, resolve_root

    return Secrets(Layout(resolve_root(root)).env).get(TOKEN_VARIABLE)


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

                body = b'{"error": "a bearer token is required (Authorization: Bearer ...)"}'
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
