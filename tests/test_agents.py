"""Agent integration (issue 6): the MCP server through the SDK's own client, context, hooks, setup."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.context import build, heuristic_tokens, token_counter
from agent_memory.hooks import session_file_name

from .conftest import BOUND, distinct_text

FACTS = [
    ("决定：主数据库用 PostgreSQL 16，放弃 MySQL", "decision", True),
    ("config: the staging database listens on port 5433", "config", False),
    ("I prefer pytest fixtures over setUp methods for database tests", "preference", True),
    ("Project Atlas moves its database to Kubernetes in v2.1", "project", False),
]


def filled(memory: Memory, extra: int = 0) -> list[str]:
    ids = [memory.remember(text, category=cat, verified=ok).id for text, cat, ok in FACTS]
    for i in range(extra):
        memory.remember(f"database note {i}: {distinct_text(i, 30)}", category="event")
    return ids


# ---- the MCP server, driven by the SDK's stdio client -------------------------------------------


def test_the_mcp_server_lists_its_tools_remembers_recalls_and_reports_errors(root: Path) -> None:
    pytest.importorskip("mcp")
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "agent_memory", "--root", str(root), "mcp"],
        env={**os.environ, "HERMES_VECTOR_BACKEND": "local"},
    )

    def text_of(result) -> str:  # type: ignore[no-untyped-def]
        return "".join(getattr(part, "text", "") for part in result.content)

    def failed(result) -> bool:  # type: ignore[no-untyped-def]
        return bool(result.is_error if hasattr(result, "is_error") else result.isError)  # mcp 2 / mcp 1

    async def session() -> dict[str, object]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            tools = {tool.name: tool for tool in (await client.list_tools()).tools}
            stored = await client.call_tool("remember", {"text": "决定：缓存用 Redis 7.2", "category": "decision"})
            found = await client.call_tool("recall", {"query": "Redis 缓存"})
            bad = await client.call_tool("verify", {"memory_id": "mem_20990101_000000_zzzz"})
            empty = await client.call_tool("remember", {"text": "   "})
            after = await client.call_tool("stats", {})
            return {"tools": tools, "stored": stored, "found": found, "bad": bad, "empty": empty, "after": after}

    got = anyio.run(session)
    tools = got["tools"]
    assert {"remember", "recall", "forget", "verify", "digest", "stats", "graph", "list", "show"} <= set(tools)
    assert "before answering" in tools["recall"].description and "verified" in tools["remember"].description
    schema = getattr(tools["remember"], "input_schema", None) or tools["remember"].inputSchema  # mcp 2 / mcp 1
    assert schema["required"] == ["text"]
    stored = json.loads(text_of(got["stored"]))
    assert not failed(got["stored"]) and stored["action"] == "created"
    found = json.loads(text_of(got["found"]))
    assert found["results"][0]["id"] == stored["id"] and "Redis" in found["results"][0]["content"]
    assert failed(got["bad"]) and "no memory mem_20990101_000000_zzzz" in text_of(got["bad"])
    assert failed(got["empty"]) and "empty" in text_of(got["empty"])
    assert not failed(got["after"]) and json.loads(text_of(got["after"]))["total"] == 1  # the server lived on


# ---- context ------------------------------------------------------------------------------------


def test_context_never_exceeds_its_budget_and_marks_unverified(memory: Memory) -> None:
    filled(memory, extra=30)
    count, _ = token_counter()
    sizes = []
    for budget in (15, 40, 80, 160, 320, 800, 4000):
        for form in ("markdown", "xml", "json"):
            block = build(memory, "database", budget=budget, form=form)
            assert count(block.text) == block.tokens <= budget, (budget, form)
            sizes.append(len(block.ids))
    assert max(sizes) > 10 and min(sizes) == 0  # a budget too small for one memory gives nothing
    block = build(memory, "staging database port, and pytest fixtures", budget=800)
    assert "UNVERIFIED" in block.text and "verified" in block.text
    line = next(line for line in block.text.splitlines() if "5433" in line)
    assert line.startswith("- [mem_") and "configs · UNVERIFIED · " in line


def test_context_formats_parse(memory: Memory) -> None:
    import xml.etree.ElementTree as ET

    filled(memory)
    xml_block = build(memory, "database", budget=800, form="xml")
    tree = ET.fromstring(xml_block.text)
    assert tree.tag == "memories" and {m.get("verified") for m in tree} == {"true", "false"}
    json_block = json.loads(build(memory, "database", budget=800, form="json").text)
    assert set(json_block) == {"memories"} and all(
        {"id", "room", "verified", "date", "content"} <= set(m) for m in json_block["memories"]
    )


def test_the_heuristic_counts_cjk_one_each() -> None:
    assert heuristic_tokens("数据库") == 3 and heuristic_tokens("abcd") == 1 and heuristic_tokens("abcde") == 2


def test_context_cli(cli, root: Path) -> None:
    with Memory(root) as memory:
        filled(memory)
    run = cli("context", "database", "--budget", "60", "--json")
    data = run.json()
    assert run.code == 0 and data["tokens"] <= 60 and data["counter"]
    assert cli("context", "zzzqqq nothing").code == 1
    assert cli("context", "database", "--budget", "0").code == 2


# ---- hooks --------------------------------------------------------------------------------------


def hook_input(event: str, **fields: object) -> bytes:
    """As Claude Code sends it (docs: hooks reference, common input fields)."""
    base = {
        "session_id": "abc123",
        "transcript_path": "/home/user/.claude/projects/-work-atlas/abc123.jsonl",
        "cwd": "/work/atlas",
        "hook_event_name": event,
        "permission_mode": "default",
    }
    return json.dumps({**base, **fields}).encode()


def test_user_prompt_and_session_start_print_context_within_budget(cli, root: Path) -> None:
    root.mkdir(parents=True)
    (root / "config.yaml").write_text("hooks:\n  budget: 120\n", "utf-8")
    with Memory(root) as memory:
        filled(memory, extra=20)
    run = cli(
        "hook", "user-prompt", stdin=hook_input("UserPromptSubmit", prompt="which database port does staging use?")
    )
    assert run.code == 0 and run.err == ""
    out = json.loads(run.out)["hookSpecificOutput"]
    assert out["hookEventName"] == "UserPromptSubmit" and "5433" in out["additionalContext"]
    count, _ = token_counter()
    assert count(out["additionalContext"]) <= 120
    start = cli("hook", "session-start", stdin=hook_input("SessionStart", source="startup"))
    assert start.code == 0 and "Atlas" in json.loads(start.out)["hookSpecificOutput"]["additionalContext"]


def test_a_session_id_never_becomes_a_file_name(cli, root: Path) -> None:
    with Memory(root) as memory:
        filled(memory)
    session = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c"  # a made-up token shape, no real secret
    run = cli("hook", "session-start", stdin=hook_input("SessionStart", session_id=session, source="startup"))
    assert run.code == 0 and run.out
    names = [p.name for p in (root / "hook-sessions").iterdir()]
    assert names == [session_file_name(session)] and all("4f9a8b7c" not in name for name in names)
    assert len(names[0]) == 32 and all(c in "0123456789abcdef" for c in names[0])


def test_a_session_is_not_given_the_same_memory_twice(cli, root: Path) -> None:
    """What session-start put in the conversation, a prompt's block does not repeat; another
    session, or this one after a compaction, gets it again. Only ids are kept."""
    with Memory(root) as memory:
        filled(memory)

    def block(event: str, session: str, **fields: object) -> str:
        name = "session-start" if event == "SessionStart" else "user-prompt"
        run = cli("hook", name, stdin=hook_input(event, session_id=session, **fields))
        assert run.code == 0 and run.err == ""
        return json.loads(run.out)["hookSpecificOutput"]["additionalContext"] if run.out else ""

    assert "Kubernetes in v2.1" in block("SessionStart", "one", source="startup")
    again = block("UserPromptSubmit", "one", prompt="when does Atlas move to Kubernetes?")
    assert "Kubernetes in v2.1" not in again
    assert "Kubernetes in v2.1" in block("UserPromptSubmit", "two", prompt="when does Atlas move to Kubernetes?")
    kept = (root / "hook-sessions" / session_file_name("one")).read_text("utf-8").split()
    assert kept and all(line.startswith("mem_") for line in kept)  # ids, no text
    assert (root / "hook-sessions").stat().st_mode & 0o777 == 0o700  # the user's own, whatever the umask
    assert "Kubernetes in v2.1" not in block("SessionStart", "one", source="resume")
    assert "Kubernetes in v2.1" in block("SessionStart", "one", source="compact")


def test_a_long_prompt_gets_its_memories_and_the_block_never_echoes_it(cli, root: Path) -> None:
    """The budget goes to memories: a pasted log does not crowd them out, nor is it repeated."""
    with Memory(root) as memory:
        filled(memory, extra=20)
    log = "\n".join(f"2026-12-04T10:{i % 60:02d}:00 worker-{i} status ok request id{i * 7919}" for i in range(120))
    prompt = f"{log}\nGiven the log above: which database port does staging use?"
    assert len(prompt) > 6000
    run = cli("hook", "user-prompt", stdin=hook_input("UserPromptSubmit", prompt=prompt))
    context = json.loads(run.out)["hookSpecificOutput"]["additionalContext"]
    assert "5433" in context and "worker-7" not in context and "Given the log" not in context
    count, _ = token_counter()
    assert count(context) <= 800


def test_a_long_prompt_is_searched_by_its_salient_terms(memory: Memory) -> None:
    from agent_memory.context import QUERY_TERMS, salient_query

    filled(memory, extra=30)
    short = "which database port does staging use?"
    assert salient_query(memory, short) == short
    prompt = " ".join(f"zz{i}qq" for i in range(400)) + " staging database"
    query = salient_query(memory, prompt)
    assert set(query.split()) == {"staging", "database"}  # terms the store knows, no others
    many = " ".join(distinct_text(i, 30) for i in range(30))
    assert 0 < len(salient_query(memory, many).split()) <= QUERY_TERMS
    log = " ".join(f"worker-{i} took {i * 7} ms" for i in range(200)) + " which database port does staging use"
    assert set(salient_query(memory, log).split()) == {"database", "port", "staging"}  # no bare numbers
    assert salient_query(memory, " ".join(f"zz{i}qq" for i in range(400))) == ""


def test_a_hook_never_fails_the_turn(cli, root: Path) -> None:
    for stdin in (b"not json", b"[1, 2]", b"\xff\xfe", hook_input("UserPromptSubmit")):
        run = cli("hook", "user-prompt", stdin=stdin)
        assert (run.code, run.out) == (0, ""), run.err
    root.mkdir(parents=True, exist_ok=True)
    (root / "memory.db").write_bytes(b"this is no database" * 100)
    broken = cli("hook", "user-prompt", stdin=hook_input("UserPromptSubmit", prompt="database?"))
    assert (broken.code, broken.out) == (0, "") and "Traceback" not in broken.err
    log = (root / "agent-memory.log").read_text("utf-8")
    assert "not JSON" in log and "not a readable memory database" in log


def test_session_end_sediments_the_transcript(cli, root: Path, tmp_path: Path) -> None:
    transcript = tmp_path / "abc123.jsonl"
    lines = [
        {
            "type": "user",
            "sessionId": "abc123",
            "message": {"role": "user", "content": "We decided to use Redis for the cache."},
        },
        {
            "type": "assistant",
            "sessionId": "abc123",
            "message": {"role": "assistant", "content": [{"type": "text", "text": "配置：Redis 端口 6380"}]},
        },
    ]
    transcript.write_text("\n".join(json.dumps(line) for line in lines) + "\n", "utf-8")
    run = cli("hook", "session-end", stdin=hook_input("SessionEnd", transcript_path=str(transcript), reason="exit"))
    assert (run.code, run.out) == (0, "")
    with Memory(root) as memory:
        assert {e.content for e in memory.store.iter_entries()} == {
            "Decision: use Redis for the cache",
            "配置：Redis 端口 6380",
        }
    assert "apply: 2 items" in (root / "agent-memory.log").read_text("utf-8")


# ---- setup ----------------------------------------------------------------------------------------


def test_setup_claude_code_write_keeps_the_users_keys_and_a_backup(cli, root: Path) -> None:
    home = Path(os.environ["HOME"])
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    mine = {
        "model": "opus",
        "permissions": {"allow": ["Bash(ls:*)"]},
        "hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "my-own-hook"}]}]},
    }
    settings.write_text(json.dumps(mine), "utf-8")
    (home / ".claude.json").write_text(
        json.dumps({"numStartups": 7, "mcpServers": {"other": {"command": "x"}}}), "utf-8"
    )
    preview = cli("setup", "claude-code")
    assert preview.code == 0 and "--write" in preview.out and json.loads(settings.read_text("utf-8")) == mine
    for _ in range(2):  # a second run replaces our entries, never duplicates them
        assert cli("setup", "claude-code", "--write").code == 0
    merged = json.loads(settings.read_text("utf-8"))
    assert merged["model"] == "opus" and merged["permissions"] == mine["permissions"]
    prompt_hooks = [h["command"] for g in merged["hooks"]["UserPromptSubmit"] for h in g["hooks"]]
    assert prompt_hooks[0] == "my-own-hook" and len(prompt_hooks) == 2 and prompt_hooks[1].endswith("hook user-prompt")
    assert set(merged["hooks"]) == {"UserPromptSubmit", "SessionStart", "SessionEnd"}
    backups = sorted(settings.parent.glob("settings.json.bak-*"))
    assert backups and json.loads(backups[0].read_text("utf-8")) == mine
    user = json.loads((home / ".claude.json").read_text("utf-8"))
    assert user["numStartups"] == 7 and "other" in user["mcpServers"]
    assert (
        user["mcpServers"]["agent-memory"]["args"][-1] == "mcp"
        and str(root) in user["mcpServers"]["agent-memory"]["args"]
    )
    command = prompt_hooks[1]
    run = subprocess.run(
        command, shell=True, input=hook_input("UserPromptSubmit", prompt="hi"), capture_output=True, timeout=BOUND
    )
    assert run.returncode == 0  # the written command line works as written


def test_setup_codex_merges_config_toml(cli) -> None:
    home = Path(os.environ["HOME"])
    config = home / ".codex" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text(
        'model = "o3"\n\n[mcp_servers.other]\ncommand = "x"\n\n[profiles.fast]\nmodel = "o4-mini"\n', "utf-8"
    )
    for _ in range(2):
        assert cli("setup", "codex", "--write").code == 0
    data = tomllib.loads(config.read_text("utf-8"))
    assert data["model"] == "o3" and data["profiles"]["fast"]["model"] == "o4-mini" and "other" in data["mcp_servers"]
    assert data["mcp_servers"]["agent-memory"]["args"][-1] == "mcp"
    assert config.read_text("utf-8").count("[mcp_servers.agent-memory]") == 1
    assert list(config.parent.glob("config.toml.bak-*"))


def test_setup_refuses_a_broken_file_and_changes_nothing(cli) -> None:
    home = Path(os.environ["HOME"])
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text("{not json", "utf-8")
    run = cli("setup", "claude-code", "--write")
    assert run.code == 2 and "not valid JSON" in run.err and settings.read_text("utf-8") == "{not json"
    assert not list(settings.parent.glob("*.bak-*"))


# ---- the MCP server over streamable HTTP ---------------------------------------------------------


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _serving(root: Path, port: int, env: dict[str, str], host: str = "127.0.0.1") -> subprocess.Popen[bytes]:
    import time
    import urllib.error
    import urllib.request

    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "mcp", "--transport", "http"]
    proc = subprocess.Popen(
        [*argv, "--host", host, "--port", str(port)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + BOUND  # start-up imports the SDK and its web stack: slow on a loaded machine
    while time.monotonic() < deadline:  # until it answers (any status) or dies
        if proc.poll() is not None:
            raise AssertionError(f"the server exited: {proc.communicate()[1].decode()}")
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/mcp", timeout=BOUND)
        except urllib.error.HTTPError:
            return proc
        except OSError:
            time.sleep(0.05)
            continue
        return proc
    proc.kill()
    proc.communicate()
    raise AssertionError(f"the server did not answer within {BOUND} s")


def test_the_mcp_server_over_http_requires_its_token(root: Path) -> None:
    pytest.importorskip("mcp.server.mcpserver", reason="the HTTP test drives mcp 2's client")
    import anyio
    import httpx2
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    token = "tok-" + "x7Q2" * 8
    env = {**os.environ, "HERMES_VECTOR_BACKEND": "local", "AGENT_MEMORY_MCP_TOKEN": token}
    port = _free_port()
    proc = _serving(root, port, env)
    url = f"http://127.0.0.1:{port}/mcp"
    try:

        async def session(headers: dict[str, str]) -> tuple[str, str]:
            async with (
                httpx2.AsyncClient(headers=headers) as http,
                streamable_http_client(url, http_client=http) as (read, write),
                ClientSession(read, write) as client,
            ):
                await client.initialize()
                await client.call_tool("remember", {"text": "决定：消息队列用 NATS 2.10", "category": "decision"})
                found = await client.call_tool("recall", {"query": "NATS 消息队列"})
                return "".join(getattr(part, "text", "") for part in found.content), ""

        found, _ = anyio.run(session, {"Authorization": f"Bearer {token}"})
        assert "NATS 2.10" in json.loads(found)["results"][0]["content"]
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": token}):
            reply = httpx2.post(url, headers={**headers, "Accept": "application/json, text/event-stream"}, json={})
            assert reply.status_code == 401, headers
            assert token not in reply.text
        lower = httpx2.post(
            url, headers={"Authorization": f"bearer {token}", "Accept": "application/json, text/event-stream"}, json={}
        )
        assert lower.status_code != 401  # the scheme's name is case-insensitive
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=BOUND)
    assert token.encode() not in err  # never logged


def test_the_mcp_server_will_not_listen_beyond_loopback_without_a_token(cli, root: Path) -> None:
    pytest.importorskip("mcp")
    result = cli("mcp", "--transport", "http", "--host", "0.0.0.0", "--port", "1", env={"AGENT_MEMORY_MCP_TOKEN": ""})
    assert result.code == 2
    assert "needs a bearer token" in result.err and "AGENT_MEMORY_MCP_TOKEN" in result.err


# ---- the resident hook server ---------------------------------------------------------------------


def _server_up(root: Path, seconds: float = BOUND) -> dict[str, object]:
    import time

    from agent_memory import hook_server

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        # a slow answer is still an answer: ask kills a server that misses its timeout
        reply = hook_server.ask(root, {"op": "ping", "fingerprint": hook_server.fingerprint()}, timeout=seconds)
        if reply and "pid" in reply:
            return reply
        time.sleep(0.1)
    raise AssertionError("no hook server came up")


def _gone(pid: int, seconds: float = BOUND) -> bool:
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        # a zombie of ours is gone too: the server is started detached, so it is not our child
        time.sleep(0.1)
    return False


def _set_config(root: Path, old: str, new: str) -> None:
    config = root / "config.yaml"
    text = config.read_text("utf-8")
    assert old in text
    config.write_text(text.replace(old, new), "utf-8")


def test_the_hook_server_answers_later_prompts_and_sees_every_change(
    cli, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import signal

    monkeypatch.delenv("AGENT_MEMORY_HOOK_SERVER")
    with Memory(root) as memory:
        filled(memory)
    _set_config(root, "server_idle_seconds: 900", "server_idle_seconds: 300")  # outlives the test's pauses
    sessions = iter(range(100))

    def context(session: str | None = None) -> str:  # a session of its own: one is not given a memory twice
        session = session or f"s{next(sessions)}"
        fields = {"session_id": session, "cwd": str(root), "hook_event_name": "UserPromptSubmit"}
        result = cli("hook", "user-prompt", stdin=json.dumps({**fields, "prompt": "database"}).encode())
        assert result.code == 0 and result.err == ""
        return json.loads(result.out)["hookSpecificOutput"]["additionalContext"] if result.out else ""

    first = context()  # answered in-process; it starts the server
    server = _server_up(root)
    try:
        assert oct((root / ".hooks.sock").stat().st_mode & 0o777) == "0o600"
        assert context() == first  # the same block, now from the server
        assert _server_up(root)["served"] == int(server["served"]) + 1
        assert context("same") == first and context("same") == ""  # the server leaves out what was given
        new = cli("remember", "config: the analytics database is ClickHouse 24.3", "--category", "config")
        assert new.code == 0
        assert "ClickHouse 24.3" in context()  # it sees writes made after it started
        _set_config(root, "budget: 800", "budget: 100")
        small = context()
        assert small and small.count("\n- [") < first.count("\n- [") and heuristic_tokens(small) <= 100  # config too
        os.kill(int(server["pid"]), signal.SIGKILL)  # a dead server, its socket left behind
        assert _gone(int(server["pid"]))
        assert context() == small  # answered in-process again
        again = _server_up(root)
        assert again["pid"] != server["pid"]
        server = again
    finally:
        os.kill(int(server["pid"]), signal.SIGTERM)


def test_the_hook_server_stops_when_idle_or_when_the_code_changes(root: Path) -> None:
    from agent_memory import hook_server

    with Memory(root) as memory:
        filled(memory)
    env = {k: v for k, v in os.environ.items() if k != "AGENT_MEMORY_HOOK_SERVER"}
    argv = [sys.executable, "-m", "agent_memory.hook_server", str(root)]
    server = subprocess.Popen(argv, env=env)
    pid = int(_server_up(root)["pid"])
    assert pid == server.pid
    assert hook_server.ask(root, {"op": "ping", "fingerprint": "other code"}, timeout=BOUND) == {"stale": True}
    assert server.wait(timeout=BOUND) == 0 and not (root / ".hooks.sock").exists()

    _set_config(root, "server_idle_seconds: 900", "server_idle_seconds: 1")
    server = subprocess.Popen(argv, env=env)  # asked nothing, it leaves once idle; a ping would keep it
    assert server.wait(timeout=BOUND) == 0 and not (root / ".hooks.sock").exists()
    assert (root / hook_server.LOCK_NAME).read_text() == str(server.pid)  # it was the root's server, not turned away
    # one server per data root: a second one leaves at once
    _set_config(root, "server_idle_seconds: 1", "server_idle_seconds: 900")
    first = subprocess.Popen(argv, env=env)
    _server_up(root)
    second = subprocess.Popen(argv, env=env)
    try:
        assert second.wait(timeout=BOUND) == 0 and first.poll() is None
    finally:
        first.terminate()
        first.wait(timeout=BOUND)


def test_a_hook_server_never_answers_for_another_root_and_a_hung_one_is_replaced(
    cli, root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil
    import signal

    monkeypatch.delenv("AGENT_MEMORY_HOOK_SERVER")
    with Memory(root) as memory:
        memory.remember("决定：缓存用 Redis 7.2", category="decision")
    _set_config(root, "server_idle_seconds: 900", "server_idle_seconds: 300")
    prompt = json.dumps({"prompt": "缓存"}).encode()
    assert "Redis" in cli("hook", "user-prompt", stdin=prompt).out
    first = int(_server_up(root)["pid"])
    moved = tmp_path / "moved"
    shutil.move(str(root), str(moved))  # the folder, its socket with it, now under another name
    shutil.copytree(moved, root, ignore=shutil.ignore_patterns(".hooks.*"))
    with Memory(moved) as memory:
        memory.remember("决定：缓存换成 Memcached 1.6", category="decision")
    out = cli("hook", "user-prompt", stdin=prompt, use_root=False, env={"AGENT_MEMORY_ROOT": str(moved)}).out
    assert "Memcached" in out  # answered for the root asked about, not by the server of the old path
    assert _gone(first)  # that server saw its root go, and left
    shutil.rmtree(moved)
    assert "Redis" in cli("hook", "user-prompt", stdin=prompt).out  # the copy at the old path starts its own
    server = int(_server_up(root)["pid"])
    os.kill(server, signal.SIGSTOP)  # hung
    assert "Redis" in cli("hook", "user-prompt", stdin=prompt).out  # answered in-process, not waiting on it
    assert _gone(server)  # killed when the client's wait ran out
    os.kill(int(_server_up(root)["pid"]), signal.SIGTERM)  # and a fresh one came up
