"""Serving MCP (issue 22 item 5): the start-up line, a 401 the SDK client can show, a port in
use in one line, and SIGINT stopping the stdio server. Real processes, real sockets."""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

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
