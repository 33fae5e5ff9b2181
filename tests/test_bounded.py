"""Bounded resources on hostile input (issue 17, item 12): session logs are read as a stream
with the decompressed size capped and long ones digested window by window; the log and the
lock file are never written through a symlink; the HTTP MCP server wants a real token beyond
loopback and checks Host and Origin whatever it is bound to.

Peak memory is the kernel's count for a real CLI process (its largest resident set), read by
a parent that runs nothing else; the bounds are generous (the old code took gigabytes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PEAK_MB = 200  # a CLI process is ~50 MB resident; reading a log must add little

# The only child of this parent is the CLI, so RUSAGE_CHILDREN is its peak resident set.
MEASURED = """
import json, resource, subprocess, sys
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # KB on Linux
print(json.dumps({"code": done.returncode, "out": done.stdout, "err": done.stderr, "peak_mb": peak_kb / 1024}))
"""


def _measured(root: Path, *args: str) -> dict[str, object]:
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), *args]
    done = subprocess.run([sys.executable, "-c", MEASURED, *argv], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _record(i: int, text: str) -> bytes:
    kind = "user" if i % 2 == 0 else "assistant"
    body = {"type": kind, "sessionId": "s", "message": {"role": kind, "content": [{"type": "text", "text": text}]}}
    return json.dumps(body, ensure_ascii=False).encode("utf-8") + b"\n"


def _config(root: Path, text: str) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(text, "utf-8")


def test_a_zstd_bomb_is_refused_having_read_no_more_than_the_cap(root: Path, tmp_path: Path) -> None:
    zstandard = pytest.importorskip("zstandard")
    _config(root, "sediment:\n  max_mb: 32\n")
    bomb = tmp_path / "session.jsonl.zst"
    chunk = _record(0, "决定：缓存用 Redis 7.2。" + "闲聊" * 50) * 4096
    with bomb.open("wb") as out, zstandard.ZstdCompressor(level=19).stream_writer(out) as packed:
        for _ in range((256 << 20) // len(chunk) + 1):  # 256 MB of text
            packed.write(chunk)
    assert bomb.stat().st_size < 1 << 20
    run = _measured(root, "sediment", str(bomb), "--apply")
    assert run["code"] == 2, run
    assert "more than 32 MB of text once decompressed" in run["err"] and "sediment.max_mb" in run["err"]
    assert "Traceback" not in run["err"]
    assert run["peak_mb"] < PEAK_MB, run["peak_mb"]
    assert not list((root / "store").glob("*.md"))  # refused before anything was remembered


def test_a_long_session_is_read_as_a_stream_in_bounded_memory(root: Path, tmp_path: Path) -> None:
    log = tmp_path / "long.jsonl"
    with log.open("wb") as out:  # 64 MB, 20 million characters of conversation
        for i in range(80_000):
            out.write(_record(i, f"决定：第{i}号服务的端口用 {8000 + i}。" + "顺便聊聊别的事情" * 30))
    run = _measured(root, "sediment", str(log), "--apply", "--json")
    assert run["code"] == 0, run["err"]
    (report,) = json.loads(str(run["out"]))
    assert report["lines"] == report["turns"] == 80_000 and report["malformed_lines"] == 0
    assert len(report["digest"]["applied"]) == 20  # digest.max_items: the windows after those were not needed
    assert run["peak_mb"] < PEAK_MB, run["peak_mb"]
    assert report["digested_to_line"] == 20  # the rest is left for the next run
    again = _measured(root, "sediment", str(log), "--json")
    (later,) = json.loads(str(again["out"]))
    assert later["from_line"] == 21 and "第20号服务" in later["digest"]["items"][0]["content"]


def test_a_session_longer_than_one_digest_is_digested_window_by_window(cli, root: Path, tmp_path: Path) -> None:
    _config(root, "digest:\n  max_input_chars: 100000\n")  # what one digest call takes; a session is not one call
    chatter = "我们先看看日志里的输出，然后再讨论接下来的步骤和一些无关的闲聊。" * 6
    lines = [_record(i, chatter) for i in range(2_000)]  # 400,000 characters
    for at, text in (
        (3, "决定：主数据库用 PostgreSQL 16。"),
        (1_000, "偏好：深色主题。"),
        (1_997, "决定：缓存用 Redis 7.2。"),
    ):
        lines[at] = _record(at, text)
    log = tmp_path / "session.jsonl"
    log.write_bytes(b"".join(lines) + b'{"type": "user", "message": ' + b"x" * (9 << 20) + b"}\n")
    result = cli("sediment", str(log), "--apply", "--json")
    assert result.code == 0, result.err
    (report,) = result.json()
    kept = sorted(item["content"] for item in report["digest"]["items"])
    assert kept == ["偏好：深色主题", "决定：主数据库用 PostgreSQL 16", "决定：缓存用 Redis 7.2"]
    assert report["digest"]["windows"] > 1 and report["lines"] == 2_001
    assert report["malformed_lines"] == 1  # the 9 MB line: skipped, not held
    assert len(list((root / "store").glob("*.md"))) == 3


# ---- no writing through a symlink ---------------------------------------------------------------


def test_the_hook_log_is_never_written_through_a_symlink(cli, root: Path, tmp_path: Path) -> None:
    assert cli("stats").code == 0
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file\n", "utf-8")
    (root / "agent-memory.log").symlink_to(victim)
    result = cli("hook", "user-prompt", stdin=b"not json")  # a hook's failure is logged, never raised
    assert result.code == 0 and result.out == ""
    assert victim.read_text("utf-8") == "the user's own file\n"
    assert "stdin is not JSON" in result.err  # said where it can be: stderr


def test_the_hook_server_lock_is_never_written_through_a_symlink(root: Path, tmp_path: Path) -> None:
    from agent_memory import Memory

    with Memory(root) as memory:
        memory.remember("决定：消息队列用 NATS 2.10")
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file\n", "utf-8")
    (root / ".hooks.lock").symlink_to(victim)
    env = {k: v for k, v in os.environ.items() if k != "AGENT_MEMORY_HOOK_SERVER"}
    server = subprocess.Popen([sys.executable, "-m", "agent_memory.hook_server", str(root)], env=env)
    try:
        code = server.wait(timeout=60)  # a server that took the lock would serve until idle
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(timeout=30)
    assert code == 1
    assert victim.read_text("utf-8") == "the user's own file\n"


@pytest.mark.parametrize("encrypt", ["off", "on"])
def test_a_symlinked_store_lock_is_a_clear_error_that_writes_nothing_through_it(
    cli, root: Path, tmp_path: Path, encrypt: str
) -> None:
    if encrypt == "on":
        pytest.importorskip("cryptography")
    from agent_memory import Memory

    with Memory(root) as memory:
        memory.remember("决定：消息队列用 NATS 2.10")
    lock = root / ".memory.db.lock"
    lock.unlink(missing_ok=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file\n", "utf-8")
    lock.symlink_to(victim)
    env = {"HERMES_ENCRYPT": encrypt}
    commands = [
        ("stats",),
        ("recall", "NATS"),
        ("rooms",),
        ("export", "-"),
        ("remember", "another"),
        ("doctor", "--offline"),
    ]
    for args in commands:
        result = cli(*args, env=env)
        said = result.out + result.err
        assert "Traceback" not in said and "Errno" not in said, (args, said)
        if result.code == 0:  # a read that needs no lock answers
            assert args[0] in ("stats", "recall", "rooms", "export"), (args, said)
            if args[0] == "recall":
                assert "NATS" in result.out and str(lock) in result.err  # its access is not recorded, and why
            continue
        assert result.code == (1 if args[0] == "doctor" else 2), (args, said)
        assert f"{lock} is a symbolic link" in said and f"rm {lock}" in said, (args, said)
        if args[0] != "doctor":  # the lock is named first, not backups/
            assert "backups" not in said.split(str(lock))[0], (args, said)
    assert victim.read_text("utf-8") == "the user's own file\n"
    assert lock.is_symlink()


# ---- the HTTP MCP server ------------------------------------------------------------------------


def test_beyond_loopback_the_mcp_token_must_be_long(cli, root: Path) -> None:
    pytest.importorskip("mcp")
    from tests.test_agents import _free_port

    port = str(_free_port())
    short = cli(
        "mcp", "--transport", "http", "--host", "0.0.0.0", "--port", port, env={"AGENT_MEMORY_MCP_TOKEN": "abc123"}
    )
    assert short.code == 2
    assert "AGENT_MEMORY_MCP_TOKEN has 6 characters" in short.err and "at least 32" in short.err
    assert "abc123" not in short.err + short.out


@pytest.mark.parametrize("host", ["0.0.0.0", "127.0.0.1"])
def test_host_and_origin_are_checked_whatever_the_bind_address(root: Path, host: str) -> None:
    pytest.importorskip("mcp.server.mcpserver", reason="drives mcp 2")
    import httpx2

    from tests.test_agents import _free_port, _serving

    token = "k" + "Zq7-w2Xr" * 5
    port = _free_port()
    proc = _serving(root, port, {**os.environ, "AGENT_MEMORY_MCP_TOKEN": token}, host=host)
    url = f"http://127.0.0.1:{port}/mcp"
    base = {"Authorization": f"Bearer {token}", "Accept": "application/json, text/event-stream"}
    hello = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    try:
        evil_host = httpx2.post(url, headers={**base, "Host": f"evil.example:{port}"}, json=hello)
        evil_origin = httpx2.post(url, headers={**base, "Origin": "http://evil.example"}, json=hello)
        ours = httpx2.post(url, headers={**base, "Origin": f"http://127.0.0.1:{port}"}, json=hello)
    finally:
        proc.terminate()
        proc.communicate(timeout=10)
    assert evil_host.status_code == 421
    assert evil_origin.status_code == 403
    assert ours.status_code not in (401, 403, 421)
