"""The README's first minutes (issue 22 item 8): the tour's commands run as written, one by one,
in a real shell against a fresh data root; the demo ends with the next step."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

from .conftest import BOUND

README = Path(__file__).parent.parent / "README.md"
PLACEHOLDER_ID = "mem_20261202_101500_ab12"  # the tour's "an id remember printed"


def _tour() -> list[str]:
    text = README.read_text("utf-8")
    section = text[text.index("## A one-minute tour") :]
    block = re.search(r"```bash\n(.*?)```", section, re.S)
    assert block is not None
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_the_tour_runs_as_written(tmp_path: Path) -> None:
    lines = _tour()
    assert lines[0] == "am=.venv/bin/agent-memory"
    env = {**os.environ, "AGENT_MEMORY_ROOT": str(tmp_path / "tour")}
    am = f"am={shlex.quote(sys.executable)}' -m agent_memory'"  # this checkout's, whatever venv runs the suite
    first_id = None
    for line in lines[1:]:
        command = line.replace(PLACEHOLDER_ID, first_id or PLACEHOLDER_ID)
        done = subprocess.run(
            ["bash", "-c", f"{am}\n{command}"], capture_output=True, text=True, env=env, timeout=BOUND
        )
        assert done.returncode == 0, (line, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr
        if first_id is None and (found := re.search(r"mem_\d{8}_\d{6}_[0-9A-Za-z]{4}", done.stdout)):
            first_id = found[0]
    assert first_id is not None


def test_the_demo_ends_with_the_next_step(cli) -> None:
    demo = cli("demo", use_root=False)
    assert demo.code == 0
    last = demo.out.strip().splitlines()[-1]
    assert last.startswith("next: give your agent this memory: ") and last.endswith(
        "setup claude-code (or: setup codex)"
    )
    assert cli("demo", "--json", use_root=False).json()["next"].endswith("agent_memory setup claude-code")
