"""The resident hook server answers each caller for its own scope (issue 17, item 7).

Agents sharing a data root with different namespaces (or stores) must never get each
other's memories injected, whichever of them started the server.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from agent_memory import Memory, hook_server

from . import pg

PROMPT = json.dumps({"prompt": "我们的缓存用什么？"}).encode()


def _server(root: Path) -> dict[str, object]:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        reply = hook_server.ask(root, {"op": "ping", "fingerprint": hook_server.fingerprint()}, timeout=2)
        if reply and "pid" in reply:
            return reply
        time.sleep(0.1)
    raise AssertionError("no hook server came up")


@pytest.fixture
def with_server(root: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("AGENT_MEMORY_HOOK_SERVER")
    yield
    with_pid = hook_server.ask(root, {"op": "ping", "fingerprint": hook_server.fingerprint()}, timeout=2)
    if with_pid and "pid" in with_pid:
        os.kill(int(with_pid["pid"]), signal.SIGTERM)


def _hook(cli, **env: str) -> str:
    result = cli("hook", "user-prompt", stdin=PROMPT, env=env)
    assert result.code == 0 and result.err == ""
    return json.loads(result.out)["hookSpecificOutput"]["additionalContext"] if result.out else ""


def test_each_caller_gets_its_own_namespace_whoever_started_the_server(cli, root: Path, with_server) -> None:
    with Memory(root, namespace="alpha") as memory:
        memory.remember("决定：alpha 的缓存用 Redis 7.2", category="decision")
    with Memory(root, namespace="beta") as memory:
        memory.remember("决定：beta 的缓存用 Memcached 1.6", category="decision")

    assert "Redis" in _hook(cli, AGENT_MEMORY_NAMESPACE="alpha")  # in-process; it starts the server as alpha
    served = int(_server(root)["served"])
    assert "Redis" in _hook(cli, AGENT_MEMORY_NAMESPACE="alpha")
    beta = _hook(cli, AGENT_MEMORY_NAMESPACE="beta")
    assert "Memcached" in beta and "Redis" not in beta
    assert _hook(cli) == ""  # the default namespace holds nothing about it
    state = _server(root)
    assert int(state["served"]) == served + 3  # all three answered by the server, each for its caller
    assert state["scopes"] == 3

    # a caller holding another key could not open an encrypted store in-process: refused, answered in-process
    other_key = _hook(cli, AGENT_MEMORY_NAMESPACE="beta", HERMES_MASTER_KEY="0" * 64)
    assert "Memcached" in other_key and "Redis" not in other_key
    assert int(_server(root)["served"]) == served + 3


def test_a_caller_without_the_store_url_is_not_answered_from_the_starters_store(cli, root: Path, with_server) -> None:
    with pg.database("am_hook_scope") as url:
        with Memory(root, store=url) as memory:
            memory.remember("决定：共享库里的缓存用 Memcached 1.6", category="decision")
        with Memory(root) as memory:
            memory.remember("决定：本机的缓存用 Redis 7.2", category="decision")

        assert "Memcached" in _hook(cli, AGENT_MEMORY_STORE_URL=url)  # in-process; it starts the server
        served = int(_server(root)["served"])
        local = _hook(cli)
        assert "Redis" in local and "Memcached" not in local
        assert "Memcached" in _hook(cli, AGENT_MEMORY_STORE_URL=url)
        assert int(_server(root)["served"]) == served + 2
        pid = int(_server(root)["pid"])
        os.kill(pid, signal.SIGTERM)  # before its database goes
        deadline = time.monotonic() + 20
        while (root / ".hooks.sock").exists() and time.monotonic() < deadline:
            time.sleep(0.05)


def test_the_hooks_namespace_option_is_honoured_in_process_by_the_server_and_at_session_end(
    cli, root: Path, tmp_path: Path, with_server
) -> None:
    with Memory(root, namespace="alpha") as memory:
        memory.remember("决定：alpha 的缓存用 Redis 7.2", category="decision")
    with Memory(root) as memory:
        memory.remember("决定：default 的缓存用 Memcached 1.6", category="decision")

    def prompt(*option: str) -> str:
        result = cli("hook", "user-prompt", *option, stdin=PROMPT)
        assert result.code == 0 and result.err == "", result.err
        return json.loads(result.out)["hookSpecificOutput"]["additionalContext"] if result.out else ""

    first = prompt("--namespace", "alpha")  # in-process; it starts the server
    assert "Redis" in first and "Memcached" not in first
    served = int(_server(root)["served"])
    again = prompt("--namespace", "alpha")
    assert "Redis" in again and "Memcached" not in again
    plain = prompt()
    assert "Memcached" in plain and "Redis" not in plain
    assert int(_server(root)["served"]) == served + 2  # both answered by the server, each for its own scope

    transcript = tmp_path / "s1.jsonl"
    said = {"type": "user", "sessionId": "s1", "message": {"role": "user", "content": "决定：alpha 的日志保留 30 天"}}
    transcript.write_text(json.dumps(said, ensure_ascii=False) + "\n", "utf-8")
    payload = json.dumps({"hook_event_name": "SessionEnd", "transcript_path": str(transcript)}).encode()
    assert cli("hook", "session-end", "--namespace", "alpha", stdin=payload).code == 0
    with Memory(root, namespace="alpha") as memory:
        assert [hit.entry.namespace for hit in memory.recall("日志保留").hits] == ["alpha"]
    with Memory(root) as memory:
        assert memory.recall("日志保留").hits == []
