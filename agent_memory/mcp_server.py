"""``agent-memory mcp``: the memory as Model Context Protocol tools, over stdio or streamable HTTP.

Built on the official ``mcp`` SDK (the ``mcp`` extra; MCPServer in mcp 2,
FastMCP in mcp 1). Each tool's description tells an agent when to call it. A mistake (an
unknown id, an empty text) comes back as a tool error carrying the CLI's message and fix;
the server keeps running.
"""

from __future__ import annotations

import hmac
import threading
from typing import Any

from .errors import AgentMemoryError, BackendUnavailable, InvalidInputError

INSTRUCTIONS = (
    "Long-term memory across sessions. Call recall before answering about past decisions, preferences, "
    "configurations or projects; call remember after a decision is executed and verified (pass verified=true "
    "when you checked it); call verify when an earlier unverified memory proved true; forget what is wrong."
)


def _server_class() -> tuple[Any, type[Exception]]:
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
    except ImportError:
        try:
            from mcp.server.fastmcp import FastMCP as MCPServer
            from mcp.server.fastmcp.exceptions import ToolError
        except ImportError:
            from .install import command

            raise BackendUnavailable("the MCP server needs the mcp package", hint=command("mcp")) from None
    return MCPServer, ToolError


def _redacting(server_class: Any, tool_error: type[Exception]) -> Any:
    """The SDK's server whose every tool error is redacted: ours, and the SDK's own (an
    argument that fails validation is quoted back in its message)."""
    from .redact import scrub

    class RedactingServer(server_class):  # type: ignore[misc,valid-type]
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

    def call(action: Any) -> Any:
        with lock:
            try:
                with Memory(root, namespace=namespace) as memory:
                    return action(memory)
            except AgentMemoryError as exc:
                raise tool_error(f"{exc.message} (fix: {exc.hint})" if exc.hint else exc.message) from None

    @server.tool(
        description="Store a memory. Call after a decision is executed and verified, or when the user states a "
        "preference, a config value, a project fact or an event worth keeping across sessions. Secrets are "
        "redacted; a near-duplicate is merged; conflicts with earlier decisions are reported."
    )
    def remember(
        text: str, category: str | None = None, importance: int | None = None, verified: bool = False
    ) -> dict[str, Any]:
        return call(lambda m: m.remember(text, category=category, importance=importance, verified=verified).to_dict())

    @server.tool(
        description="Find memories by meaning and by words. Call before answering anything about past "
        "decisions, preferences, configurations, projects or events. Unverified results are marked."
    )
    def recall(query: str, room: str | None = None, top_k: int | None = None) -> dict[str, Any]:
        return call(lambda m: m.recall(query, room=room, top_k=top_k).to_dict())

    @server.tool(description="Delete a memory that is wrong or obsolete, by its id (mem_YYYYMMDD_HHMMSS_xxxx).")
    def forget(memory_id: str) -> dict[str, Any]:
        return call(lambda m: {"forgotten": m.forget(memory_id).to_dict()})

    @server.tool(
        description="Mark a memory as executed and verified, by its id, once you have checked it holds. "
        "Unverified memories are forgotten after 7 days."
    )
    def verify(memory_id: str) -> dict[str, Any]:
        return call(lambda m: {"verified": m.verify(memory_id).to_dict()})

    @server.tool(
        description="Distil a conversation or note into memories (decisions, preferences, configs, projects, "
        "events). apply=false previews the items; apply=true remembers them (unverified)."
    )
    def digest(text: str, apply: bool = False, max_items: int | None = None) -> dict[str, Any]:
        return call(lambda m: m.digest(text, apply=apply, max_items=max_items).to_dict())

    @server.tool(description="Real counts of the memory: total, per room, verified, hot and cold, bytes.")
    def stats() -> dict[str, Any]:
        return call(lambda m: m.stats().to_dict())

    @server.tool(
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
_LOOPBACK = {"127.0.0.1", "::1", "localhost"}


def serve(
    root: str | None,
    *,
    transport: str = "stdio",
    host: str = "127.0.0.1",
    port: int = 8765,
    namespace: str | None = None,
) -> None:
    """stdio, or streamable HTTP on ``host:port`` (path ``/mcp``), over ``namespace``
    (else ``$AGENT_MEMORY_NAMESPACE``, else ``default``).

    Over HTTP a bearer token (``$AGENT_MEMORY_MCP_TOKEN`` or the data root's ``.env``) is
    required on every request when it is set, and must be set to bind anywhere but loopback.
    """
    if transport == "stdio":
        build(root, namespace).run("stdio")
        return
    if not 0 < port < 65536:
        raise InvalidInputError(f"--port must be 1-65535, not {port}", hint="e.g. --port 8765")
    token = _token(root)
    if token is None and host not in _LOOPBACK:
        raise InvalidInputError(
            f"binding the MCP server to {host} needs a bearer token",
            hint=f"set {TOKEN_VARIABLE} (e.g. in the data root's .env), or bind to 127.0.0.1",
        )
    try:
        import uvicorn
    except ImportError:
        from .install import command

        raise BackendUnavailable("the HTTP transport needs uvicorn", hint=command("mcp")) from None
    server = build(root, namespace)
    try:
        app = server.streamable_http_app(host=host)
    except TypeError:  # mcp 1 takes the host from its settings
        server.settings.host = host
        app = server.streamable_http_app()
    wrapped = app if token is None else BearerToken(app, token)
    uvicorn.run(wrapped, host=host, port=port, log_level="warning")


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
