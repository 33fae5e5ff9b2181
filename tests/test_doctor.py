"""agent-memory doctor (issue 7): each problem is named with its fix; a healthy root passes."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from tests.fakes.servers import FakeChatServer, FakeEmbeddingServer


def _checks(result) -> dict[str, dict[str, object]]:  # type: ignore[no-untyped-def]
    return {c["check"]: c for c in json.loads(result.out)}


def test_a_healthy_root_passes_every_check(cli, root: Path) -> None:
    assert cli("remember", "决定：主数据库用 PostgreSQL 16").code == 0
    result = cli("doctor", "--json")
    checks = _checks(result)
    assert result.code == 0, result.out
    assert all(c["ok"] for c in checks.values())
    assert {"config", "permissions", "leftovers", "integrity", "db and Markdown", "encryption"} <= set(checks)
    assert "1 memories, 1 notes" in str(checks["db and Markdown"]["detail"])
    text = cli("doctor").out
    assert text.strip().endswith("all good")


def test_each_problem_is_named_with_its_fix_and_nothing_changes(cli, root: Path) -> None:
    assert cli("remember", "config: staging listens on 8443").code == 0
    assert cli("remember", "偏好：深色主题").code == 0
    os.chmod(root / ".env", 0o644)
    (root / "store" / ".note.md.tmp-999999999-abc123").write_text("half a note")  # no such process
    note = next((root / "store").glob("mem_*.md"))
    note.write_text(note.read_text("utf-8") + "\nedited by hand\n", "utf-8")
    before = {p: p.stat().st_mtime_ns for p in root.rglob("*") if p.is_file()}
    result = cli("doctor", "--json", "--offline")
    assert result.code == 1
    checks = _checks(result)
    # the temp file written above is loose as well (644 under the usual umask)
    assert checks["permissions"]["fix"].startswith(f"chmod 600 {root / '.env'}")
    assert "temp file" in str(checks["leftovers"]["detail"]) and "sync" in str(checks["leftovers"]["fix"])
    assert "1 notes edited" in str(checks["db and Markdown"]["detail"])
    assert checks["integrity"]["ok"] is True
    assert {p: p.stat().st_mtime_ns for p in root.rglob("*") if p.is_file()} == before  # a read only
    assert cli("sync").code == 0
    os.chmod(root / ".env", 0o600)
    assert cli("doctor", "--offline").code == 0


def test_a_damaged_db_or_config_is_reported_not_raised(cli, root: Path) -> None:
    assert cli("remember", "决定：缓存用 Redis 7.2").code == 0
    db = root / "memory.db"
    db.write_bytes(db.read_bytes()[:3000])
    for extra in ("-wal", "-shm"):
        (root / f"memory.db{extra}").unlink(missing_ok=True)
    result = cli("doctor")
    assert result.code == 1 and "Traceback" not in result.err
    assert "reindex" in result.out
    (root / "config.yaml").write_text("rooms: [\n", "utf-8")
    checks = _checks(cli("doctor", "--json"))
    assert checks["config"]["ok"] is False and "config.yaml" in str(checks["config"]["detail"])


def test_remote_services_are_probed_with_a_short_timeout_and_keys_never_shown(
    cli, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = "jina_" + "Qm2Lp9Rt4Wz1Nb5Cf3hJ" * 2
    assert cli("stats").code == 0  # a store to check
    with FakeEmbeddingServer(api_key=key) as embed, FakeChatServer(api_key="sk-chat-0123456789abcdef") as chat:
        env = {
            "HERMES_VECTOR_BACKEND": "auto",  # the services probed are the ones text goes to
            "JINA_API_KEY": key,
            "JINA_BASE_URL": embed.base_url,
            "DEEPSEEK_API_KEY": chat.api_key,
            "DEEPSEEK_BASE_URL": chat.root_url,
        }
        result = cli("doctor", "--json", env=env)
        checks = _checks(result)
        assert checks["jina embeddings"]["ok"] and checks["digest model"]["ok"], result.out
        assert len(embed.requests) == 1 and len(chat.requests) == 1
        assert key not in result.out + result.err and chat.api_key not in result.out + result.err
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{probe.getsockname()[1]}"
    result = cli(
        "doctor", "--json", env={"HERMES_VECTOR_BACKEND": "auto", "JINA_API_KEY": key, "JINA_BASE_URL": dead + "/v1"}
    )
    checks = _checks(result)
    assert result.code == 1 and checks["jina embeddings"]["ok"] is False
    assert "unreachable" in str(checks["jina embeddings"]["detail"]) and key not in result.out
    assert cli("doctor", "--offline", "--json", env={"JINA_API_KEY": key, "JINA_BASE_URL": dead}).code == 0


def test_a_missing_root_is_named_and_not_created(cli, root: Path) -> None:
    result = cli("doctor")
    assert result.code == 1 and "holds no store" in result.out and not root.exists()


def test_odd_temp_like_names_neither_crash_nor_get_deleted(cli, root: Path) -> None:
    assert cli("remember", "决定：用 NATS").code == 0
    huge = root / "store" / ".x.md.tmp-99999999999999999999-abcdef"  # no such pid number
    mine = root / "store" / "notes.tmp-5"  # a user's file, not a name we make
    huge.write_text("x")
    mine.write_text("y")
    for args in (("doctor", "--offline"), ("sync",)):
        result = cli(*args)
        assert "Traceback" not in result.err and result.code in (0, 1)
    assert huge.exists() and mine.exists()


def test_doctor_neither_creates_a_db_nor_converts_one(cli, root: Path) -> None:
    assert cli("remember", "决定：用 NATS").code == 0
    result = cli("doctor", "--offline", env={"HERMES_ENCRYPT": "on"})
    assert result.code == 1 and "plaintext" in result.out
    assert not (root / ".master_key").exists()  # not converted
    for suffix in ("", "-wal", "-shm"):
        Path(f"{root / 'memory.db'}{suffix}").unlink(missing_ok=True)
    result = cli("doctor", "--offline")
    assert result.code == 1 and "memory.db is missing" in result.out and "reindex" in result.out
    assert not (root / "memory.db").exists()


def test_an_agent_entry_whose_python_cannot_start_the_server_is_reported_with_its_fix(
    cli, root: Path, bare_venv, tmp_path: Path
) -> None:
    import shlex
    import sys
    import tomllib

    home = Path(os.environ["HOME"])
    assert cli("remember", "决定：缓存用 Redis 7.2").code == 0
    broken = {"type": "stdio", "command": bare_venv.python, "args": ["-m", "agent_memory", "mcp"], "env": bare_venv.env}
    (home / ".claude.json").write_text(json.dumps({"numStartups": 1, "mcpServers": {"agent-memory": broken}}), "utf-8")
    (home / ".codex").mkdir()
    codex = home / ".codex" / "config.toml"
    codex.write_text(
        f'[mcp_servers.agent-memory]\ncommand = {json.dumps(sys.executable)}\nargs = ["-m", "agent_memory", "mcp"]\n'
    )
    result = cli("doctor", "--json", "--offline")
    checks = _checks(result)
    assert result.code == 1 and checks["Codex MCP server"]["ok"] is True
    claude = checks["Claude Code MCP server"]
    wanted = tomllib.loads((Path(bare_venv.env["PYTHONPATH"]) / "pyproject.toml").read_text("utf-8"))
    install = shlex.join([bare_venv.python, "-m", "pip", "install", *wanted["project"]["optional-dependencies"]["mcp"]])
    assert claude["ok"] is False and "cannot import the mcp package" in str(claude["detail"])
    assert install in str(claude["fix"])
    codex.write_text('[mcp_servers.agent-memory]\ncommand = "/nowhere/python3"\nargs = ["-m", "agent_memory", "mcp"]\n')
    gone = _checks(cli("doctor", "--json", "--offline"))["Codex MCP server"]
    assert gone["ok"] is False and "/nowhere/python3 cannot be run" in str(gone["detail"])


# A writer that has set a note aside inside its transaction (what forget does before its commit),
# then waits for a line on stdin before it commits: another process's forget, caught mid-way.
PAUSED_FORGET = """
import sys
from agent_memory import Memory
with Memory(sys.argv[1]) as memory:
    with memory._vault.transaction() as store:
        state = store.file_state(sys.argv[2])
        store.delete(sys.argv[2])
        memory._vault.mirror.delete(state.path)
        print("aside", flush=True)
        sys.stdin.readline()
"""


def _holds(pid: int, path: Path) -> bool:
    """Whether process ``pid`` has ``path`` open (it is taking the lock that file is)."""
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return False
    for fd in fds:
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}") == str(path):
                return True
        except OSError:
            continue
    return False


def test_doctor_during_a_forget_reports_no_false_mismatch(cli, root: Path) -> None:
    import subprocess
    import sys
    import time

    from agent_memory import Memory

    from .conftest import BOUND, distinct_text

    if not Path("/proc/self/fd").is_dir():
        pytest.skip("needs /proc to see the doctor wait")
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i)).entry.id for i in range(5)]
    writer = subprocess.Popen(
        [sys.executable, "-c", PAUSED_FORGET, str(root), ids[0]],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "aside"
        assert not (root / "store" / f"{ids[0]}.md").exists()  # the row is still there, its note is set aside
        doctor = subprocess.Popen(
            [sys.executable, "-m", "agent_memory", "doctor", "--offline", "--json", "--root", str(root)],
            stdout=subprocess.PIPE,
            text=True,
        )
        deadline = time.monotonic() + BOUND
        # the doctor either answers at once (from the half-done state) or waits for the writer
        while doctor.poll() is None and not _holds(doctor.pid, root / ".write.lock"):
            assert time.monotonic() < deadline
            time.sleep(0.01)
        writer.stdin.write("\n")  # type: ignore[union-attr]
        writer.stdin.flush()  # type: ignore[union-attr]
        out, _ = doctor.communicate(timeout=BOUND)
        assert writer.wait(timeout=BOUND) == 0
    finally:
        if writer.poll() is None:
            writer.kill()
            writer.wait(timeout=BOUND)
        for pipe in (writer.stdin, writer.stdout):
            if pipe is not None:
                pipe.close()
    checks = {c["check"]: c for c in json.loads(out)}
    agreement = checks["db and Markdown"]
    assert agreement["ok"], agreement
    assert "4 memories, 4 notes" in str(agreement["detail"])
