"""Serving MCP (issue 22 item 5): the start-up line, a 401 the SDK client can show, a port in
use in one line, and SIGINT stopping the stdio server. Real processes, real sockets."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import BOUND

pytest.importorskip("mcp")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _line(stream: object) -> bytes:
    """One line from a child's pipe, waiting no longer than the guard."""
    assert select.select([stream], [], [], BOUND)[0], "nothing came"
    return stream.readline()  # type: ignore[attr-defined]


def test_sigint_stops_the_stdio_server(root: Path) -> None:
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "mcp"]
    with subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        assert proc.stdin is not None and proc.stdout is not None
        hello = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        }
        proc.stdin.write(json.dumps(hello).encode() + b"\n")
        proc.stdin.flush()
        answer = json.loads(_line(proc.stdout))
        assert answer["id"] == 1 and answer["result"]["serverInfo"]["name"] == "agent-memory"
        proc.send_signal(signal.SIGINT)  # standard input stays open, as Claude Code leaves it
        try:
            code = proc.wait(timeout=BOUND)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise AssertionError("the stdio server went on after SIGINT") from None
        assert code == 130 and b"Traceback" not in proc.stderr.read()  # type: ignore[union-attr]


def _request(proc: subprocess.Popen[bytes], message: dict[str, object]) -> None:
    assert proc.stdin is not None
    proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")
    proc.stdin.flush()


def test_sigint_during_a_call_stops_the_server_once_the_call_is_done(root: Path) -> None:
    """The signal comes while a remember waits on the database (held here): the server
    leaves when that call is done, and what it wrote is there."""
    with Memory(root) as memory:
        memory.remember("we deploy on Fridays")
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "mcp"]
    with subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        _request(proc, {"id": 1, "method": "initialize", "params": hello})
        assert json.loads(_line(proc.stdout))["id"] == 1
        _request(proc, {"method": "notifications/initialized"})
        holder = sqlite3.connect(root / "memory.db", isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            remember = {"name": "remember", "arguments": {"text": "the staging database is Postgres 16"}}
            _request(proc, {"id": 2, "method": "tools/call", "params": remember})
            in_call = _until(lambda: any(link.endswith("memory.db") for link in _open_files(proc.pid)))
            assert in_call, "the call never opened the database"
            proc.send_signal(signal.SIGINT)
            assert _until(lambda: proc.poll() is not None, seconds=1.0) is False, "left in the middle of a call"
        finally:
            holder.rollback()
            holder.close()
        try:
            code = proc.wait(timeout=BOUND)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise AssertionError("the stdio server went on after SIGINT and the call") from None
        assert code == 130 and b"Traceback" not in proc.stderr.read()  # type: ignore[union-attr]
    with Memory(root) as memory:
        assert any("Postgres 16" in found.entry.content for found in memory.recall("staging database"))


def test_no_thread_but_one_can_take_sigint(root: Path) -> None:
    """The kernel hands a process's signal to any thread that does not block it; a thread that
    is not the one waiting for it would leave the server running. Every thread, the workers that
    run calls included, blocks SIGINT but the one in sigwait (which shows it unblocked)."""
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "mcp"]
    with subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        try:
            hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
            _request(proc, {"id": 1, "method": "initialize", "params": hello})
            assert json.loads(_line(proc.stdout))["id"] == 1
            _request(proc, {"method": "notifications/initialized"})
            recall = {"name": "recall", "arguments": {"query": "which database"}}
            _request(proc, {"id": 2, "method": "tools/call", "params": recall})
            assert json.loads(_line(proc.stdout))["id"] == 2
            masks = {}
            for thread in os.listdir(f"/proc/{proc.pid}/task"):
                status = Path(f"/proc/{proc.pid}/task/{thread}/status").read_text()
                masks[thread] = int(status.split("SigBlk:")[1].split()[0], 16)
            taking = [thread for thread, mask in masks.items() if not mask & (1 << (signal.SIGINT - 1))]
            assert len(masks) >= 3 and len(taking) <= 1, masks
        finally:
            proc.kill()


def _open_files(pid: int) -> list[str]:
    links = []
    for name in os.listdir(f"/proc/{pid}/fd"):
        with contextlib.suppress(OSError):  # closed since the listing
            links.append(os.readlink(f"/proc/{pid}/fd/{name}"))
    return links


def _until(condition: Callable[[], bool], seconds: float = BOUND) -> bool:
    """Whether ``condition`` came true within ``seconds`` (polled)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_http_says_where_it_listens_and_its_401_reaches_the_sdk_client(root: Path) -> None:
    pytest.importorskip("mcp.server.mcpserver", reason="drives mcp 2's client")
    import anyio
    import httpx2
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    token = "tok-" + "p3Zk" * 8
    port = _free_port()
    env = {**os.environ, "AGENT_MEMORY_MCP_TOKEN": token}
    argv = [
        sys.executable,
        "-m",
        "agent_memory",
        "--root",
        str(root),
        "mcp",
        "--transport",
        "http",
        "--port",
        str(port),
    ]
    with subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        try:
            first = _line(proc.stderr).decode()
            assert first.startswith(f"agent-memory: MCP server at http://127.0.0.1:{port}/mcp ("), first
            assert "bearer token required" in first and token not in first

            async def refused() -> str:
                async with (
                    httpx2.AsyncClient(headers={"Authorization": "Bearer wrong"}) as http,
                    streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http) as (read, write),
                    ClientSession(read, write) as client,
                ):
                    try:
                        await client.initialize()
                    except Exception as exc:
                        return str(exc)
                    return "initialized"

            message = anyio.run(refused)
            assert "unauthorized: this server needs Authorization: Bearer <token>" in message, message
        finally:
            proc.terminate()
            proc.wait(timeout=BOUND)


def test_a_port_in_use_is_one_line_with_its_fix(cli) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = cli("mcp", "--transport", "http", "--port", str(port))
    assert result.code == 2 and "Traceback" not in result.err
    lines = result.err.strip().splitlines()
    assert lines == [
        f"agent-memory mcp: port {port} on 127.0.0.1 is in use (another 'agent-memory mcp', or another server)",
        f"  fix: stop that one, or choose another port: --port {port + 1}",
    ]
