"""The MCP tools as an agent meets them (issue 22 item 1): schemas, annotations, results, errors.

Driven by the official SDK's client over a real server process (stdio), against a data root
whose config adds a room and a category: the enums must come from it.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from agent_memory import Memory, __version__
from agent_memory.config import default_config_text

pytest.importorskip("mcp")

TOOLS = {"remember", "recall", "list", "show", "context", "forget", "verify", "digest", "stats", "graph"}


def _own_config(root: Path) -> None:
    text = default_config_text()
    text = text.replace(
        "\ncategory_mapping:",
        "  recipes:\n    retention_days: 400\n    name: 菜谱\n    icon: x\n    description: Recipes.\n\ncategory_mapping:",
        1,
    ).replace("  general: events\n", "  general: events\n  recipe: recipes\n", 1)
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(text, "utf-8")


def _session(root: Path, calls: list[tuple[str, dict[str, Any]]], *server_args: str) -> dict[str, Any]:
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "agent_memory", "--root", str(root), "mcp", *server_args],
        env={**os.environ, "HERMES_VECTOR_BACKEND": "local"},
    )

    async def run() -> dict[str, Any]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            init = await client.initialize()
            tools = (await client.list_tools()).tools
            results = [await client.call_tool(name, args) for name, args in calls]
            return {"init": init, "tools": {tool.name: tool for tool in tools}, "results": results}

    return anyio.run(run)


def _schema(tool: Any) -> dict[str, Any]:
    return getattr(tool, "input_schema", None) or tool.inputSchema  # mcp 2 / mcp 1


def _text(result: Any) -> str:
    return "".join(getattr(part, "text", "") for part in result.content)


def _failed(result: Any) -> bool:
    return bool(result.is_error if hasattr(result, "is_error") else result.isError)


def _enum(prop: dict[str, Any]) -> list[str]:
    for form in [prop, *prop.get("anyOf", [])]:
        if "enum" in form:
            return list(form["enum"])
    raise AssertionError(f"no enum in {prop}")


def _bounds(prop: dict[str, Any]) -> tuple[Any, Any]:
    for form in [prop, *prop.get("anyOf", [])]:
        if form.get("type") == "integer":
            return form.get("minimum"), form.get("maximum")
    raise AssertionError(f"not an integer: {prop}")


def test_every_tool_and_parameter_describes_itself_with_the_configs_enums_and_bounds(root: Path) -> None:
    _own_config(root)
    got = _session(root, [])
    tools = got["tools"]
    assert set(tools) == TOOLS
    info = got["init"].server_info if hasattr(got["init"], "server_info") else got["init"].serverInfo
    assert info.version == __version__ == importlib.metadata.version("agent-memory")
    undescribed = [
        f"{name}.{param}"
        for name, tool in tools.items()
        for param, prop in _schema(tool).get("properties", {}).items()
        if len(str(prop.get("description", "")).strip()) < 10
    ]
    assert not undescribed, f"parameters without a description: {undescribed}"
    assert all(len(tool.description) > 30 for tool in tools.values())
    with Memory(root) as memory:
        categories, rooms = list(memory.config.category_mapping), list(memory.config.rooms)
    assert "recipe" in categories and "recipes" in rooms  # the data root's own config, not the default
    assert _enum(_schema(tools["remember"])["properties"]["category"]) == categories
    for name in ("recall", "list", "context"):
        assert _enum(_schema(tools[name])["properties"]["room"]) == rooms, name
    assert _bounds(_schema(tools["remember"])["properties"]["importance"]) == (1, 10)
    assert _bounds(_schema(tools["recall"])["properties"]["top_k"]) == (1, 1000)
    assert _bounds(_schema(tools["list"])["properties"]["limit"]) == (1, 100)
    hints = {
        name: (tool.annotations.read_only_hint, tool.annotations.destructive_hint, tool.annotations.idempotent_hint)
        if hasattr(tool.annotations, "read_only_hint")
        else (tool.annotations.readOnlyHint, tool.annotations.destructiveHint, tool.annotations.idempotentHint)
        for name, tool in tools.items()
    }
    for name in ("recall", "list", "show", "context", "stats", "graph"):
        assert hints[name][0] is True and hints[name][2] is True, name
    assert hints["forget"] == (False, True, True)
    assert hints["verify"] == (False, False, True)
    assert hints["remember"] == (False, False, False)


def test_results_are_compact_and_list_show_context_work(root: Path) -> None:
    with Memory(root) as memory:
        ids = [
            memory.remember("决定：主数据库用 PostgreSQL 16", category="decision", verified=True).id,
            memory.remember("config: the staging API listens on port 8443", category="config").id,
            memory.remember("I prefer tabs over spaces in Python code", category="preference").id,
        ]
    calls = [
        ("recall", {"query": "PostgreSQL 数据库"}),
        ("list", {"limit": 2}),
        ("list", {"limit": 2, "offset": 2}),
        ("list", {"verified": True}),
        ("list", {"room": "configs"}),
        ("show", {"memory_id": ids[1]}),
        ("context", {"query": "staging API port", "budget": 300}),
        ("remember", {"text": "The CI runs on GitHub Actions", "category": "config"}),
    ]
    got = _session(root, calls)
    results = got["results"]
    assert not any(_failed(r) for r in results), [_text(r) for r in results if _failed(r)]
    texts = [_text(r) for r in results]
    for text in texts:
        assert text == json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":")), text  # no indentation
        assert "null" not in text and '"rerank"' not in text and "[]" not in text, text
    recalled = json.loads(texts[0])
    assert recalled["results"][0]["id"] == ids[0] and recalled["results"][0]["verified"] is True
    assert set(recalled) == {"results"}  # no backend, no "rerank: off" on every answer
    first, second = json.loads(texts[1]), json.loads(texts[2])
    assert first["total"] == 3 and first["next_offset"] == 2 and "next_offset" not in second
    newest_first = [m["id"] for m in first["memories"] + second["memories"]]
    assert newest_first == ids[::-1]
    assert [m["id"] for m in json.loads(texts[3])["memories"]] == [ids[0]]
    assert [m["id"] for m in json.loads(texts[4])["memories"]] == [ids[1]]
    shown = json.loads(texts[5])
    assert shown["id"] == ids[1] and "8443" in shown["content"] and shown["room"] == "configs"
    block = json.loads(texts[6])
    assert ids[1] in block["ids"] and "8443" in block["text"] and block["tokens"] <= 300
    assert set(block) == {"text", "ids", "tokens"}  # not the budget given, nor how tokens are counted
    assert json.loads(texts[7])["action"] == "created"


def test_errors_name_the_parameter_and_its_bounds_never_a_cli_flag(root: Path) -> None:
    calls = [
        ("remember", {"text": "a memory", "importance": 11}),
        ("remember", {"text": "a memory", "category": "nonsense"}),
        ("recall", {"query": "x", "top_k": 0}),
        ("list", {"limit": 500}),
        ("show", {"memory_id": "not-an-id"}),
        ("show", {"memory_id": "mem_20990101_000000_zzzz"}),
        ("forget", {"memory_id": "mem_20990101_000000_zzzz"}),
        ("digest", {"text": "hello there", "max_items": 0}),
        ("context", {"query": "x", "budget": 0}),
        ("recall", {}),
    ]
    texts = [_text(r) for r in _session(root, calls)["results"]]
    for text in texts:
        assert "--" not in text and "agent-memory " not in text and "Traceback" not in text, text
        assert "pydantic" not in text and "validation error" not in text, text
    assert texts[0] == "importance must be 1-10, not 11"
    assert texts[1].startswith("category must be 'preference', 'decision'") and "'nonsense'" in texts[1]
    assert texts[2] == "top_k must be 1-1000, not 0"
    assert texts[3] == "limit must be 1-100, not 500"
    assert "memory_id must be a memory id" in texts[4]
    assert "no memory mem_20990101_000000_zzzz" in texts[5] and "the list tool" in texts[5]
    assert "no memory mem_20990101_000000_zzzz" in texts[6]
    assert texts[7] == "max_items must be 1 or more, not 0" and texts[8] == "budget must be 1 or more, not 0"
    assert "query" in texts[9] and "required" in texts[9]


def test_cli_wording_becomes_the_tools_wording() -> None:
    from agent_memory.mcp_tools import for_agent

    tools = {"list", "recall"}
    assert (
        for_agent("--max must be 1 or more (fix: e.g. --max 10); see 'agent-memory list --room x'", tools)
        == "max_items must be 1 or more (fix: e.g. max_items=10); see the list tool"
    )
    assert for_agent("run 'agent-memory reindex'", tools) == "run 'agent-memory reindex' in a terminal"


def test_an_empty_answer_says_why(root: Path) -> None:
    with Memory(root) as memory:
        memory.remember("决定：主数据库用 PostgreSQL 16，放弃 MySQL", category="decision")
    calls = [
        ("recall", {"query": "zzqqxx nothing like it"}),
        ("context", {"query": "PostgreSQL", "budget": 5}),
        ("list", {"room": "events"}),
    ]
    texts = [json.loads(_text(r)) for r in _session(root, calls)["results"]]
    assert texts[0] == {"results": [], "note": "no memory matches that query"}
    assert texts[1]["ids"] == [] and texts[1]["note"] == "1 relevant memory found, but nothing fits in 5 tokens"
    assert texts[2] == {"total": 0, "offset": 0, "memories": []}
    elsewhere = [
        json.loads(_text(r)) for r in _session(root, calls[:1] + calls[2:], "--namespace", "tema-a")["results"]
    ]
    missing = "namespace 'tema-a' holds no memories; the store has: default (1)"
    assert elsewhere[0]["note"] == missing and elsewhere[1]["note"] == missing


def test_what_the_sdk_quotes_back_in_an_error_is_redacted(root: Path) -> None:
    """An unknown resource, prompt or tool: the SDK quotes the name asked for in its error."""
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    token = "ghp_R8x2Lq0vNw3Zt7Yb1Mc5Hd9Kf4Pj6Gs2Ue8A"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "agent_memory", "--root", str(root), "mcp"],
        env={**os.environ, "HERMES_VECTOR_BACKEND": "local"},
    )

    async def run() -> list[str]:
        said = []
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            for call in (
                lambda: client.read_resource(f"memory://{token}"),
                lambda: client.get_prompt(f"recall {token}"),
                lambda: client.call_tool(token, {}),
            ):
                try:
                    said.append(repr(await call()))
                except Exception as exc:  # the protocol error the SDK raises on the client's side
                    said.append(f"{type(exc).__name__}: {exc}")
        return said

    said = anyio.run(run)
    assert len(said) == 3 and all("[已脱敏:" in line for line in said), said
    assert not any(token in line for line in said)
