"""The MCP tools: what an agent sees of the memory, described so it calls them right the first time.

Every parameter carries a description; ``category`` and ``room`` are enums of the data root's
config; numbers carry their bounds; each tool says whether it only reads, destroys or may be
repeated (MCP tool annotations). A result is one compact JSON text without fields that are
always the same; an error is phrased for the agent, naming the parameter, never a CLI flag.

No ``from __future__ import annotations`` here: the SDK reads each tool's annotations at run
time, and the enums are made in ``build`` from the config (a string annotation could not
name them).
"""

import importlib
import json
import re
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from .errors import AgentMemoryError, BackendUnavailable
from .regex import precompiled

if TYPE_CHECKING:
    from .memory import Memory

INSTRUCTIONS = (
    "Long-term memory across sessions. Call recall before answering about past decisions, preferences, "
    "configurations or projects; call remember after a decision is executed and verified (pass verified=true "
    "when you checked it); call verify when an earlier unverified memory proved true; forget what is wrong. "
    "list browses what is stored, newest first; show gives one memory by id; context gives a block of "
    "relevant memories sized for a prompt."
)

# how the CLI's words read in a tool's error ("--top-k 5" -> "top_k=5")
_PARAMETERS = {"max": "max_items", "top-k": "top_k", "budget": "budget", "importance": "importance", "top": "top"}
# (lowest, highest) of each numeric parameter: the schema's bounds and the error's words
BOUNDS: dict[str, tuple[int, int | None]] = {
    "importance": (1, 10),
    "top_k": (1, 1000),
    "limit": (1, 100),
    "offset": (0, None),
    "budget": (1, None),
    "max_items": (1, None),
    "top": (1, 1000),
}
_FLAG = precompiled(r"--([a-z][a-z-]*)(?: (\d+|'[^']*'))?")
_ERROR_PREFIX = precompiled(r"^Error executing tool \w+: ")
_CLI_COMMAND = precompiled(r"'agent-memory ([a-z-]+)[^']*'")


_Tool = TypeVar("_Tool", bound=Callable[..., Any])
_SDKS = (("mcp.server.mcpserver", "MCPServer"), ("mcp.server.fastmcp", "FastMCP"))  # mcp 2, mcp 1


def _server_class() -> tuple[Any, type[Exception]]:
    """The SDK's server class and its tool error, by name (the SDK's layout changed in 2.0)."""
    for module, name in _SDKS:
        try:
            server = importlib.import_module(module)
            errors = importlib.import_module(f"{module}.exceptions")
        except ImportError:
            continue
        return getattr(server, name), errors.ToolError
    from .install import command

    raise BackendUnavailable("the MCP server needs the mcp package", hint=command("mcp"))


def _bounded(name: str, description: str) -> Any:
    from pydantic import Field

    low, high = BOUNDS[name]
    return Field(description=description, ge=low, le=high)


def _annotations(*, read_only: bool, destructive: bool = False, idempotent: bool, local: bool = True) -> Any:
    """MCP tool annotations; ``local`` false for a tool that may send text to a configured remote
    service (an embedding, rerank or digest API)."""
    from mcp.types import ToolAnnotations

    hints: dict[str, Any] = {"readOnlyHint": read_only, "idempotentHint": idempotent}
    if not read_only:
        hints["destructiveHint"] = destructive
    if local:
        hints["openWorldHint"] = False
    return ToolAnnotations(**hints)


def for_agent(text: str, tools: set[str]) -> str:
    """A message written for the CLI, as an agent calling the tools reads it."""

    def command(match: re.Match[str]) -> str:
        name = match[1]
        return f"the {name} tool" if name in tools else f"'agent-memory {name}' in a terminal"

    def flag(match: re.Match[str]) -> str:
        name = _PARAMETERS.get(match[1], match[1].replace("-", "_"))
        return f"{name}={match[2]}" if match[2] else name

    return _FLAG.sub(flag, _CLI_COMMAND.sub(command, text))


def validation_message(exc: BaseException) -> str | None:
    """The arguments' validation error as the caller reads it ("importance must be 1-10, not
    11"), one clause per parameter; None when ``exc`` is no validation error."""
    from pydantic import ValidationError

    cause = exc if isinstance(exc, ValidationError) else exc.__cause__
    if not isinstance(cause, ValidationError):
        return None
    problems = []
    for error in cause.errors():
        name = str(error["loc"][0]) if error["loc"] else "arguments"
        if name in BOUNDS and error["type"] in ("greater_than_equal", "less_than_equal"):
            low, high = BOUNDS[name]
            must = f"must be {low}-{high}" if high is not None else f"must be {low} or more"
        elif error["type"] == "string_pattern_mismatch":
            must = "must be a memory id, e.g. mem_20260817_033106_ab12"
        else:
            must = str(error["msg"]).replace("Input should be", "must be").replace("Field required", "is required")
        given = f", not {error['input']!r}" if error["type"] != "missing" else ""
        problems.append(f"{name} {must}{given}")
    return "; ".join(problems)


def _redacting(server_class: Any, tool_error: type[Exception]) -> Any:
    """The SDK's server whose every tool error is redacted and phrased for the caller: ours,
    and the SDK's own (an argument that fails validation is quoted back in its message)."""
    from .redact_output import scrub

    class RedactingServer(server_class):  # type: ignore[misc]  # the SDK's class, chosen at run time (mcp 1 or 2)
        async def call_tool(self, name: str, arguments: dict[str, Any], *rest: Any, **options: Any) -> Any:
            try:
                return await super().call_tool(name, arguments, *rest, **options)
            except Exception as exc:
                message = validation_message(exc) or _ERROR_PREFIX.sub("", str(exc))
                raise tool_error(scrub(message)) from None

        async def read_resource(self, uri: Any, *rest: Any, **options: Any) -> Any:
            try:
                return await super().read_resource(uri, *rest, **options)
            except Exception as exc:
                raise _scrubbed(exc, scrub) from None

        async def get_prompt(self, name: str, *rest: Any, **options: Any) -> Any:
            try:
                return await super().get_prompt(name, *rest, **options)
            except Exception as exc:
                raise _scrubbed(exc, scrub) from None

    return RedactingServer


def _scrubbed(exc: Exception, scrub: Any) -> Exception:
    """``exc`` with its message redacted, as the SDK will quote it to the caller ("Unknown
    resource: <the uri asked for>"): its arguments, and the error data of a protocol error."""
    exc.args = tuple(scrub(arg) if isinstance(arg, str) else arg for arg in exc.args)
    error: Any = getattr(exc, "error", None)
    message = getattr(error, "message", None)
    if isinstance(message, str) and hasattr(error, "model_copy"):
        exc.error = error.model_copy(update={"message": scrub(message)})  # type: ignore[attr-defined]
    return exc


# the answer itself: kept when empty ("results": [] says nothing was found)
_ANSWERS = frozenset({"results", "memories", "top", "items", "ids", "text"})


def _compact(value: Any) -> Any:
    """Without None, and without empty lists and mappings that are not the answer itself: what
    an agent would read past every time."""
    if isinstance(value, dict):
        return {k: _compact(v) for k, v in value.items() if v is not None and (k in _ANSWERS or (v != [] and v != {}))}
    if isinstance(value, list):
        return [_compact(v) for v in value]
    return value


def _text(result: Any) -> str:
    return json.dumps(_compact(result), ensure_ascii=False, separators=(",", ":"))


def _vocabulary(root: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(categories, rooms) of the data root's config; the defaults' when it cannot be read (each
    call then reports why)."""
    from .config import load_config
    from .paths import Layout, resolve_root

    layout = Layout(resolve_root(root))
    try:
        config = load_config(layout.config if layout.config.exists() else None)
    except AgentMemoryError:
        config = load_config(None)
    return tuple(config.category_mapping), tuple(config.rooms)


def build(root: str | None, namespace: str | None = None, *, lock: "threading.Lock | None" = None) -> Any:
    """The server and its tools over ``root``; ``lock`` is held during each call (one store
    connection, one call at a time)."""
    from . import __version__

    server_class, tool_error = _server_class()  # first: without the mcp extra, its install command
    from pydantic import Field  # the SDK's own dependency

    from .memory import Memory

    MemoryId = Annotated[
        str,
        Field(
            description="The memory's id as recall, list or remember returned it, e.g. mem_20260817_033106_ab12.",
            pattern=r"^mem_\d{8}_\d{6}_[0-9A-Za-z]{4}$",
        ),
    ]
    server = _redacting(server_class, tool_error)("agent-memory", instructions=INSTRUCTIONS, version=__version__)
    lock = lock or threading.Lock()
    categories, rooms = _vocabulary(root)
    Category = Annotated[
        Literal[categories] | None,  # type: ignore[valid-type]  # the config's categories, known at run time
        Field(description="What kind of memory this is; it decides the room. Omit it to infer from the wording."),
    ]
    Room = Annotated[
        Literal[rooms] | None,  # type: ignore[valid-type]  # the config's rooms, known at run time
        Field(description="Only memories of this room. Omit for every room."),
    ]
    tools = {"remember", "recall", "list", "show", "context", "forget", "verify", "digest", "stats", "graph"}

    def call(action: Any) -> str:
        with lock:
            try:
                with Memory(root, namespace=namespace) as memory:
                    result = action(memory)
                if memory.notices and isinstance(result, dict):  # a key made: the agent tells its user
                    result = {**result, "notices": [notice.to_dict() for notice in memory.notices]}
                return _text(result)
            except AgentMemoryError as exc:
                message = f"{exc.message} (fix: {exc.hint})" if exc.hint else exc.message
                raise tool_error(for_agent(message, tools)) from None

    def tool(**options: Any) -> Callable[[_Tool], _Tool]:
        """The SDK's tool decorator (untyped: its class is chosen at run time)."""
        register: Callable[[_Tool], _Tool] = server.tool(**options)
        return register

    @tool(
        description="Store a memory. Call after a decision is executed and verified, or when the user states a "
        "preference, a config value, a project fact or an event worth keeping across sessions. Secrets are "
        "redacted; a near-duplicate is merged; conflicts with earlier decisions are reported.",
        annotations=_annotations(read_only=False, idempotent=False, local=False),
        structured_output=False,
    )
    def remember(
        text: Annotated[str, Field(description="The memory, one self-contained statement.", min_length=1)],
        category: Category = None,
        importance: Annotated[int | None, _bounded("importance", "How much it matters, 1 to 10 (default 5).")] = None,
        verified: Annotated[
            bool, Field(description="True when you executed and checked it; unverified ones expire after 7 days.")
        ] = False,
        context: Annotated[
            str | None,
            Field(
                description="When the text is a reply ('About 3 years now'), the question it answers: "
                "searched, never shown."
            ),
        ] = None,
    ) -> str:
        return call(
            lambda m: _remembered(
                m.remember(text, category=category, importance=importance, verified=verified, context=context)
            )
        )

    @tool(
        description="Find memories by meaning and by words. Call before answering anything about past "
        "decisions, preferences, configurations, projects or events. Unverified results are marked.",
        annotations=_annotations(read_only=True, idempotent=True, local=False),
        structured_output=False,
    )
    def recall(
        query: Annotated[str, Field(description="What you want to know, in words.", min_length=1)],
        room: Room = None,
        top_k: Annotated[int | None, _bounded("top_k", "How many memories at most, 1 to 1000 (default 5).")] = None,
    ) -> str:
        return call(lambda m: _recalled(m, m.recall(query, room=room, top_k=top_k)))

    @tool(
        name="list",
        description="Browse the stored memories, newest first, a page at a time. Use recall to search; "
        "use this to see what is there.",
        annotations=_annotations(read_only=True, idempotent=True),
        structured_output=False,
    )
    def list_(
        room: Room = None,
        verified: Annotated[
            bool | None, Field(description="true: only verified ones; false: only unverified ones; omit: both.")
        ] = None,
        limit: Annotated[int, _bounded("limit", "Memories per page, 1 to 100.")] = 20,
        offset: Annotated[int, _bounded("offset", "How many to skip: the next_offset of the previous page.")] = 0,
    ) -> str:
        from .browse import page

        return call(lambda m: _listed(m, page(m, room=room, verified=verified, limit=limit, offset=offset)))

    @tool(
        description="One memory by its id, with every field (source, accesses, what was redacted).",
        annotations=_annotations(read_only=True, idempotent=True),
        structured_output=False,
    )
    def show(memory_id: MemoryId) -> str:
        return call(lambda m: m.get(memory_id).to_dict())

    @tool(
        description="The memories relevant to a query as one block for a prompt, as many as fit the token "
        "budget. For agents that assemble their own prompt; otherwise use recall.",
        annotations=_annotations(read_only=True, idempotent=True, local=False),
        structured_output=False,
    )
    def context(
        query: Annotated[str, Field(description="What the prompt is about.", min_length=1)],
        budget: Annotated[int, _bounded("budget", "Tokens the block may take, 1 or more.")] = 800,
        room: Room = None,
        format: Annotated[
            Literal["markdown", "xml", "json"], Field(description="How the block is written.")
        ] = "markdown",
    ) -> str:
        return call(lambda m: _block(m.context(query, budget=budget, room=room, form=format)))

    @tool(
        description="Delete a memory that is wrong or obsolete, by its id. It cannot be undone.",
        annotations=_annotations(read_only=False, destructive=True, idempotent=True),
        structured_output=False,
    )
    def forget(memory_id: MemoryId) -> str:
        return call(lambda m: {"forgotten": m.forget(memory_id).id})

    @tool(
        description="Mark a memory as executed and verified, by its id, once you have checked it holds. "
        "Unverified memories are forgotten after 7 days.",
        annotations=_annotations(read_only=False, idempotent=True),
        structured_output=False,
    )
    def verify(memory_id: MemoryId) -> str:
        return call(lambda m: {"verified": m.verify(memory_id).id})

    @tool(
        description="Distil a conversation or note into memories (decisions, preferences, configs, projects, "
        "events). apply=false previews the items; apply=true remembers them (unverified).",
        annotations=_annotations(read_only=False, idempotent=False, local=False),
        structured_output=False,
    )
    def digest(
        text: Annotated[str, Field(description="The conversation or note.", min_length=1)],
        apply: Annotated[bool, Field(description="true: remember the items; false: only show them.")] = False,
        max_items: Annotated[
            int | None, _bounded("max_items", "Keep at most this many items, 1 or more (default 20).")
        ] = None,
    ) -> str:
        return call(lambda m: m.digest(text, apply=apply, max_items=max_items).to_dict())

    @tool(
        description="Real counts of the memory: total, per room, verified, hot and cold, bytes.",
        annotations=_annotations(read_only=True, idempotent=True),
        structured_output=False,
    )
    def stats() -> str:
        return call(lambda m: m.stats().to_dict())

    @tool(
        description="The memory graph: without entity, the top entities (names, versions, products) and how "
        "many memories name each; with entity, the memories that name it.",
        annotations=_annotations(read_only=True, idempotent=True),
        structured_output=False,
    )
    def graph(
        entity: Annotated[
            str | None, Field(description="An entity's name (exact, else ignoring case); omit for the top list.")
        ] = None,
        top: Annotated[int, _bounded("top", "How many top entities, 1 to 1000.")] = 20,
    ) -> str:
        def answer(m: Memory) -> dict[str, Any]:
            if entity:
                name, kind, entries = m.graph_entity(entity)
                return {"entity": name, "type": kind, "memories": [_brief(e) for e in entries]}
            return {"top": [{"entity": n, "type": k, "memories": c} for n, k, c in m.graph_top(top)]}

        return call(answer)

    return server


def _brief(entry: Any) -> dict[str, object]:
    return {"id": entry.id, "room": entry.room, "verified": entry.execution_verified, "content": entry.content}


def _block(block: Any) -> dict[str, object]:
    return {"text": block.text, "ids": list(block.ids), "tokens": block.tokens, "note": block.why_empty}


def _listed(memory: "Memory", found: Any) -> dict[str, object]:
    from .browse import missing_namespace

    return {**found.to_dict(), "note": None if found.total else missing_namespace(memory)}


def _remembered(result: Any) -> dict[str, object]:
    data: dict[str, object] = result.to_dict()
    if not data.get("classified"):
        data.pop("classified", None)
    data["verified"] = result.entry.execution_verified
    return data


def _recalled(memory: "Memory", found: Any) -> dict[str, object]:
    """The hits as an agent needs them: content, where, whether verified, one score; how they
    were found only when it is worth knowing (a reranker used or failed, a degraded backend)."""
    results = [
        {
            "id": hit.entry.id,
            "content": hit.entry.content,
            "room": hit.entry.room,
            "importance": hit.entry.importance,
            "verified": hit.entry.execution_verified,
            "score": round(hit.score, 3),
        }
        for hit in found
    ]
    data: dict[str, object] = {"results": results, "notes": list(found.notes)}
    if not results:
        from .browse import missing_namespace

        data["note"] = missing_namespace(memory) or "no memory matches that query"
    if found.rerank.endswith(("used", "tripped")):
        data["rerank"] = found.rerank
    return data
