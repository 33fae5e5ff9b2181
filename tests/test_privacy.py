"""Private by default (issue 17, item 5): under umask 022 nothing a root holds is readable by
another user; doctor names what is and how to fix it; with encryption on, the resident
servers leave no core file behind."""

from __future__ import annotations

import json
import os
import resource
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agent_memory import Memory

# Run in a fresh process under umask 022: a store written, held open (its WAL and shared
# memory exist), the day's backup taken, a hook log line written; then every mode printed.
WRITER = """
import json, os, sys
from pathlib import Path
from agent_memory import Memory
from agent_memory.hooks import LOG_NAME, log_line

root = Path(sys.argv[1])
with Memory(root) as memory:
    memory.remember("决定：主数据库用 PostgreSQL 16")
    memory.remember("偏好：深色主题，字号 14")  # the day's first backup: the store was not empty
    memory.recall("数据库")
    memory.graph_export("obsidian")
    log_line(root / LOG_NAME, "test", "a line")
    modes = {str(p.relative_to(root)): oct(os.lstat(p).st_mode & 0o777) for p in [root, *root.rglob("*")]}
print(json.dumps(modes))
"""


def _modes_under_umask_022(root: Path, umask: int = 0o022) -> dict[str, int]:
    done = subprocess.run(
        [sys.executable, "-c", WRITER, str(root)], capture_output=True, text=True, umask=umask, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return {name: int(mode, 8) for name, mode in json.loads(done.stdout).items()}


def test_a_new_root_is_700_and_everything_in_it_600_whatever_the_umask(root: Path) -> None:
    modes = _modes_under_umask_022(root)
    for name in ("memory.db", "memory.db-wal", "memory.db-shm", "config.yaml", "agent-memory.log", "store/_entities"):
        assert name in modes, sorted(modes)
    assert any(name.startswith("backups/memory.db.") for name in modes)
    assert any(name.startswith("store/mem_") for name in modes)
    folders = {name for name in modes if (root / name).is_dir() or name == "."}
    loose = {name: oct(mode) for name, mode in modes.items() if mode != (0o700 if name in folders else 0o600)}
    assert loose == {}


def test_shared_notes_are_readable_and_nothing_else_is(root: Path) -> None:
    root.mkdir(mode=0o700)
    (root / "config.yaml").write_text("store:\n  shared_notes: true\n", "utf-8")
    modes = _modes_under_umask_022(root)
    note = next(name for name in modes if name.startswith("store/mem_"))
    assert modes[note] == modes["rooms/decisions.md"] == 0o644
    assert modes["store"] == modes["rooms"] == 0o755
    for name in ("memory.db", "memory.db-wal", ".env", "agent-memory.log"):
        assert modes[name] == 0o600, name
    assert all(modes[name] == 0o600 for name in modes if name.startswith("backups/"))


def test_shared_notes_are_readable_under_a_umask_that_would_hide_them(root: Path) -> None:
    root.mkdir(mode=0o700)
    (root / "config.yaml").write_text("store:\n  shared_notes: true\n", "utf-8")
    modes = _modes_under_umask_022(root, umask=0o077)
    notes = [mode for name, mode in modes.items() if name.startswith("store/mem_")]
    assert len(notes) == 2 and set(notes) == {0o644}


def test_doctor_names_what_others_can_read_and_its_fix_works(cli, root: Path) -> None:
    assert cli("remember", "决定：缓存用 Redis 7.2").code == 0
    checks = {c["check"]: c for c in json.loads(cli("doctor", "--json", "--offline").out)}
    assert checks["permissions"]["ok"] is True
    os.chmod(root, 0o755)  # as an older version (or umask 022) left them
    os.chmod(root / "memory.db", 0o644)
    result = cli("doctor", "--json", "--offline")
    assert result.code == 1
    check = {c["check"]: c for c in json.loads(result.out)}["permissions"]
    assert check["ok"] is False and f"{root / 'memory.db'} is 644" in check["detail"]
    assert check["fix"] == f"chmod 600 {root / 'memory.db'}; chmod 700 {root}"
    subprocess.run(check["fix"], shell=True, check=True)
    assert cli("doctor", "--offline").code == 0
    many = [path for path in root.rglob("*") if path.is_file()]
    for path in many:
        os.chmod(path, 0o644)
    check = {c["check"]: c for c in json.loads(cli("doctor", "--json", "--offline").out)}["permissions"]
    assert check["fix"] == f"chmod -R go-rwx {root}" and len(many) > 8


def _core_limit(pid: int) -> tuple[str, str]:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max core file size"):
            soft, hard = line.split()[4:6]
            return soft, hard
    raise AssertionError("no core limit line")


def _allow_cores() -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_CORE)
    resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))


@pytest.mark.skipif(not Path("/proc/self/limits").exists(), reason="reads /proc/PID/limits")
@pytest.mark.parametrize("encrypt", ["on", "off"])
def test_the_hook_server_leaves_no_core_while_it_holds_the_key(
    root: Path, encrypt: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("cryptography")
    from agent_memory import Memory, hook_server

    if resource.getrlimit(resource.RLIMIT_CORE)[1] == 0:
        pytest.skip("core files are off for this user already")
    monkeypatch.setenv("HERMES_ENCRYPT", encrypt)
    monkeypatch.delenv("AGENT_MEMORY_HOOK_SERVER")
    with Memory(root) as memory:
        memory.remember("决定：消息队列用 NATS 2.10")
    env = dict(os.environ)
    server = subprocess.Popen(
        [sys.executable, "-m", "agent_memory.hook_server", str(root)], env=env, preexec_fn=_allow_cores
    )
    try:
        deadline = time.monotonic() + 60
        while hook_server.ask(root, {"op": "ping", "fingerprint": hook_server.fingerprint()}) is None:
            assert server.poll() is None and time.monotonic() < deadline, "the hook server did not come up"
            time.sleep(0.1)
        soft, hard = _core_limit(server.pid)
    finally:
        server.kill()
        server.wait(timeout=30)
    assert ((soft, hard) == ("0", "0")) is (encrypt == "on")


@pytest.mark.skipif(not Path("/proc/self/limits").exists(), reason="reads /proc/PID/limits")
def test_the_mcp_server_leaves_no_core_with_encryption_on(root: Path) -> None:
    pytest.importorskip("mcp")
    pytest.importorskip("cryptography")
    from tests.test_agents import _free_port

    if resource.getrlimit(resource.RLIMIT_CORE)[1] == 0:
        pytest.skip("core files are off for this user already")
    env = {**os.environ, "HERMES_ENCRYPT": "on", "HERMES_VECTOR_BACKEND": "local"}
    port = _free_port()
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "mcp", "--transport", "http"]
    server = subprocess.Popen([*argv, "--port", str(port)], env=env, preexec_fn=_allow_cores)
    try:
        import urllib.error
        import urllib.request

        deadline = time.monotonic() + 60
        while True:  # until it answers at all: serve() has run by then
            assert server.poll() is None and time.monotonic() < deadline, "the MCP server did not come up"
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/mcp", timeout=1)
            except urllib.error.HTTPError:
                break
            except OSError:
                time.sleep(0.1)
                continue
            break
        assert _core_limit(server.pid) == ("0", "0")
    finally:
        server.kill()
        server.wait(timeout=30)


def test_a_private_file_is_never_opened_through_a_symlink_nor_a_fifo(tmp_path: Path) -> None:
    from agent_memory.privacy import open_private

    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file\n")
    link = tmp_path / "agent-memory.log"
    link.symlink_to(victim)
    fifo = tmp_path / "fifo.log"
    os.mkfifo(fifo)
    for path in (link, fifo):
        with pytest.raises(OSError):
            open_private(path, "a", encoding="utf-8")
    assert victim.read_text() == "the user's own file\n"
    fresh = tmp_path / "new.log"
    old_mask = os.umask(0o022)
    try:
        with open_private(fresh, "a", encoding="utf-8") as handle:
            handle.write("x")
    finally:
        os.umask(old_mask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o600


def test_an_export_is_as_private_as_the_store_it_comes_from(root: Path, tmp_path: Path) -> None:
    with Memory(root) as memory:
        memory.remember("the staging database is db-stage-2, owned by the platform team")
    code = (
        "import sys; from agent_memory import Memory\n"
        "with Memory(sys.argv[1]) as m:\n"
        "    m.export_jsonl(sys.argv[2]); m.export_hermes_lite(sys.argv[3])\n"
    )
    jsonl, folder = tmp_path / "out" / "all.jsonl", tmp_path / "out" / "hermes"
    jsonl.parent.mkdir()
    subprocess.run(
        [sys.executable, "-c", code, str(root), str(jsonl), str(folder)], check=True, umask=0o022, timeout=120
    )
    made = [jsonl, folder, folder / "index.json", folder / "store", *(folder / "store").iterdir()]
    modes = {path.relative_to(tmp_path).as_posix(): stat.S_IMODE(path.stat().st_mode) for path in made}
    assert all(mode & 0o077 == 0 for mode in modes.values()), modes  # nothing another user can read
