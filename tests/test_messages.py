"""No message echoes a secret: whatever a user typed comes back redacted, on every surface
(stdout, stderr, argparse's errors, sync's warnings, MCP errors, hook context, digest previews)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from agent_memory import Memory

from .test_digest import chat  # noqa: F401  (the fake chat server fixture)

TOKEN = "ghp_R3aLl00kingT0kenAbCdEfGhIjKlMnOpQr12"


def test_argparse_errors_do_not_echo_a_secret(cli) -> None:
    run = cli("remember", "we use Redis", "--importance", TOKEN)
    assert run.code == 2 and "--importance" in run.err and TOKEN not in run.err + run.out


def test_an_unknown_command_or_value_is_redacted_too(cli) -> None:
    run = cli("sediment", "--format", f"password={TOKEN}")
    assert run.code == 2 and "invalid choice" in run.err and TOKEN not in run.err


def test_sync_warnings_do_not_echo_a_secret(cli, root: Path) -> None:
    assert cli("stats").code == 0
    (root / "store" / "pasted.md").write_text(f"---\nid: {TOKEN}\n---\n\nthe note's text\n", "utf-8")
    for args in (("sync",), ("sync", "--json")):
        run = cli(*args)
        assert run.code == 2 and "pasted.md" in run.out + run.err
        assert TOKEN not in run.out + run.err and "[已脱敏:github_token]" in run.out + run.err


def test_mcp_validation_errors_do_not_echo_a_secret(root: Path) -> None:
    pytest.importorskip("mcp")
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "agent_memory", "--root", str(root), "mcp"], env=dict(os.environ)
    )

    async def session() -> list[str]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            bad_type = await client.call_tool("remember", {"text": "we use Redis", "importance": TOKEN})
            bad_value = await client.call_tool("remember", {"text": "we use Redis", "category": TOKEN})
            bad_id = await client.call_tool("verify", {"memory_id": TOKEN})
            return ["".join(getattr(part, "text", "") for part in r.content) for r in (bad_type, bad_value, bad_id)]

    texts = anyio.run(session)
    assert all(texts) and all(TOKEN not in text for text in texts)
    assert "importance" in texts[0] and "[已脱敏:github_token]" in texts[1] + texts[2]


def test_the_hook_context_does_not_echo_the_prompt(cli, root: Path) -> None:
    with Memory(root) as memory:
        memory.remember("staging database listens on port 5433", category="config")
    prompt = f"my token is {TOKEN}; which database port does staging listen on?"
    payload = {"hook_event_name": "UserPromptSubmit", "prompt": prompt, "cwd": str(root)}
    run = cli("hook", "user-prompt", stdin=json.dumps(payload).encode())
    context = json.loads(run.out)["hookSpecificOutput"]["additionalContext"]
    assert "5433" in context and TOKEN not in run.out and "which database" not in context


def test_a_digest_preview_shows_the_models_answer_redacted(cli, chat) -> None:  # noqa: F811
    chat.add_replies(json.dumps({"items": [{"content": f"决定：CI 用 token {TOKEN}", "category": "decision"}]}))
    run = cli("digest", "we talked about CI", "--json")
    assert run.code == 0 and TOKEN not in run.out + run.err
    assert "[已脱敏:github_token]" in run.json()["items"][0]["content"]
