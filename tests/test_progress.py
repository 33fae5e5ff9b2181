"""Progress bars (issue 22 item 3): on a real terminal (a pty) long work shows one on stderr,
tqdm's with the extra and a plain one without; a pipe or --json gets none."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import BOUND, BareVenv, distinct_text

COUNT = 240  # memories: above progress.MIN_TOTAL, so every step of the work is long enough for a bar


@pytest.fixture
def export(tmp_path: Path) -> Path:
    source = tmp_path / "source"
    with Memory(source) as memory:
        memory.remember_many([{"text": distinct_text(i), "category": "event"} for i in range(COUNT)])
        target = tmp_path / "all.jsonl"
        assert memory.export_jsonl(target) == COUNT
    return target


def on_a_terminal(argv: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    """(exit code, what reached the terminal on stderr, stdout through a pipe)."""
    master, slave = pty.openpty()
    seen = bytearray()
    with subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave, env=env) as proc:
        os.close(slave)
        try:
            while select.select([master], [], [], BOUND)[0]:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # EIO: the process and its terminal are gone
                    break
                if not chunk:
                    break
                seen += chunk
        finally:
            os.close(master)
        out = proc.stdout.read() if proc.stdout else b""
        code = proc.wait(timeout=BOUND)
    return code, seen.decode("utf-8", "replace"), out.decode("utf-8")


def _cli(root: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "agent_memory", *args, "--root", str(root)]


def test_long_work_shows_tqdms_bar_on_a_terminal(root: Path, export: Path) -> None:
    pytest.importorskip("tqdm")
    env = dict(os.environ)
    code, terminal, out = on_a_terminal(_cli(root, "import", str(export)), env)
    assert code == 0 and out.strip() == f"imported {COUNT}, skipped 0 already present"
    assert "importing" in terminal and f"{COUNT}/{COUNT}" in terminal and "memories/s" in terminal
    assert "100%" in terminal and "█" in terminal  # tqdm's own bar
    code, terminal, out = on_a_terminal(_cli(root, "prune", "--yes", "--as-of", "2099-01-01"), env)
    assert code == 0 and "pruning" in terminal and f"{COUNT}/{COUNT}" in terminal
    archive = next((root / "backups").glob("prune_*.json"))
    code, terminal, _ = on_a_terminal(_cli(root, "restore", str(archive)), env)
    assert code == 0 and "restoring" in terminal and f"{COUNT}/{COUNT}" in terminal
    code, terminal, _ = on_a_terminal(_cli(root, "reindex"), env)
    assert code == 0 and "reading notes" in terminal and f"{COUNT}/{COUNT}" in terminal
    code, terminal, _ = on_a_terminal(_cli(root, "graph", "--rebuild"), env)
    assert code == 0 and "extracting entities" in terminal


def test_a_pipe_and_json_get_no_bar(root: Path, export: Path) -> None:
    piped = subprocess.run(_cli(root, "import", str(export)), capture_output=True, text=True, timeout=BOUND)
    assert piped.returncode == 0 and piped.stderr == "" and piped.stdout.startswith(f"imported {COUNT}")
    second = root.parent / "second"
    code, terminal, out = on_a_terminal(_cli(second, "import", str(export), "--json"), dict(os.environ))
    assert code == 0 and terminal == "" and '"imported": 240' in out, terminal


def test_without_tqdm_the_bar_is_a_plain_line(bare_venv: BareVenv, root: Path, export: Path) -> None:
    env = {**os.environ, **bare_venv.env}
    probe = subprocess.run([bare_venv.python, "-c", "import tqdm"], capture_output=True, env=env, timeout=BOUND)
    assert probe.returncode != 0, "the bare venv must not reach tqdm"
    argv = [bare_venv.python, "-m", "agent_memory", "import", str(export), "--root", str(root)]
    code, terminal, out = on_a_terminal(argv, env)
    assert code == 0 and out.startswith(f"imported {COUNT}")
    last = [part for part in terminal.replace("\x1b[K", "").split("\r") if part.strip()][-1].strip()
    assert last.startswith(f"importing: {COUNT}/{COUNT} (100%) ") and "memories/s" in last, terminal
    assert "█" not in terminal


def test_applying_a_long_digest_shows_a_bar(root: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("\n".join(f"决定：服务{i}号的端口定为 {8000 + i}，负责人是 owner{i}" for i in range(150)), "utf-8")
    argv = _cli(root, "digest", "--file", str(notes), "--max", "200", "--apply")
    code, terminal, out = on_a_terminal(argv, dict(os.environ))
    assert code == 0 and out.count("  created mem_") == 150
    assert "remembering" in terminal and "150/150" in terminal
