"""What one CLI call imports and builds (issue 20, start-up): a command imports its own module
and what it needs, never the other commands' or the other surfaces'; a hook answered by the
resident server opens no store; an unchanged config.yaml is read from its cache, not parsed.
Real processes, the modules counted from ``sys.modules`` as the process exits; nothing is timed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agent_memory import cli
from agent_memory.cli_common import Commands

from .conftest import BOUND

# Runs the CLI as the agent-memory script does, then writes the modules it imported.
CHILD = """
import json, sys
out = sys.argv[1]
from agent_memory.cli import main
try:
    code = main(sys.argv[2:])
finally:
    with open(out, "w") as handle:
        json.dump(sorted(sys.modules), handle)
sys.exit(code)
"""
COMMAND_MODULES = {f"agent_memory.{name}" for name in set(cli.COMMANDS.values())}
# what no recall or prompt hook needs: the other surfaces and the write-side pipelines
OTHER_SURFACES = {
    "agent_memory.mcp_server",
    "agent_memory.mcp_tools",
    "agent_memory.ui",
    "agent_memory.doctor",
    "agent_memory.setup_agents",
    "agent_memory.digest",
    "agent_memory.sediment",
    "agent_memory.sessions",
}
# a store, the search legs and what they bring: none of it for a hook the server answers
STORE_SIDE = {
    "agent_memory.memory",
    "agent_memory.vault",
    "agent_memory.store.sqlite",
    "agent_memory.store.postgres",
    "agent_memory.search.pipeline",
    "agent_memory.search.vectors",
    "agent_memory.embeddings.registry",
    "numpy",
    "sqlite3",
}


def _imported(tmp_path: Path, *argv: str, stdin: bytes = b"", env: dict[str, str] | None = None) -> set[str]:
    out = tmp_path / "modules.json"
    out.unlink(missing_ok=True)
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(out), *argv],
        input=stdin,
        capture_output=True,
        env={**os.environ, **(env or {})},
        timeout=BOUND,
    )
    assert proc.returncode in (0, 1), proc.stderr.decode("utf-8", "replace")
    return set(json.loads(out.read_text("utf-8")))


def _small_store(cli_run: Callable[..., Any]) -> None:
    for text in ("决定：数据库用 PostgreSQL 16", "the staging API listens on port 8443", "I prefer tabs over spaces"):
        assert cli_run("remember", text).code == 0


def test_recall_imports_its_command_alone_and_parses_no_yaml(cli, root: Path, tmp_path: Path) -> None:
    _small_store(cli)
    found = _imported(tmp_path, "--root", str(root), "recall", "which database")
    assert "agent_memory.read_commands" in found and "agent_memory.memory" in found
    assert not (found & (COMMAND_MODULES - {"agent_memory.read_commands"})), "another command's module"
    assert not (found & OTHER_SURFACES), sorted(found & OTHER_SURFACES)
    assert "yaml" not in found  # config.yaml unchanged since the last call: its cache is read
    assert "agent_memory.when" not in found  # a question naming no time is not read for one


# Runs the CLI, then writes how many of the package's modules it imported and how many of their
# module-level patterns it compiled (regex.lazy compiles one when first used).
COUNTED = """
import json, re, sys
out = sys.argv[1]
from agent_memory.cli import main
code = main(sys.argv[2:])
from agent_memory.regex import LazyPattern
ours = [name for name in sys.modules if name.startswith("agent_memory")]
values = [value for name in ours for value in vars(sys.modules[name]).values()]
compiled = sum(isinstance(value, re.Pattern) for value in values)
classes = [v for v in values if isinstance(v, type) and "__dataclass_fields__" in vars(v)]
undocumented = sorted({v.__qualname__ for v in classes if (v.__doc__ or "").startswith(v.__name__ + "(")})
with open(out, "w") as handle:
    lazy = sum(isinstance(v, LazyPattern) for v in values)
    json.dump({"modules": sorted(ours), "compiled": compiled, "lazy": lazy, "undocumented": undocumented}, handle)
sys.exit(code)
"""


def test_a_recall_loads_few_modules_and_compiles_few_patterns(cli, root: Path, tmp_path: Path) -> None:
    """Counted, not timed: what a CLI recall costs at start-up is mostly modules imported (a
    frozen dataclass ~1 ms to create) and patterns compiled (a CJK class ~1.5 ms)."""
    _small_store(cli)
    out = tmp_path / "counted.json"
    proc = subprocess.run(
        [sys.executable, "-c", COUNTED, str(out), "--root", str(root), "recall", "PostgreSQL database"],
        capture_output=True,
        timeout=BOUND,
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    counted = json.loads(out.read_text("utf-8"))
    # 62: the CLI, config, redaction (with its one registry of gate words, harmless_gates), the
    # store, the search legs, someone else's facts (the time rounds' search.theirs); 3 more before
    # issue 20's start-up round; conflicts, which only a write needs, is not among them
    assert len(counted["modules"]) <= 62, counted["modules"]
    not_needed = {
        "agent_memory.results",
        "agent_memory.interchange",
        "agent_memory.browse",
        "agent_memory.sealing",
        "agent_memory.conflicts",
    }
    assert not set(counted["modules"]) & not_needed
    # 16 of ~120 (~120 compiled before: all; 16 before the CLI's, fsutil's and three other
    # helpers' own patterns became lazy): 11, and the time reader's five that every recall
    # applies over its first hits (a question asking for the latest, a memory saying it is someone
    # else's, a proposal that was turned down)
    assert counted["compiled"] <= 16 and counted["lazy"] >= 95
    # a dataclass without a docstring is given one made by inspect.signature as it is created
    # (callgrind: 4.3 M instructions to create one, 4.1 M with a docstring): each on a recall's path has its own
    assert counted["undocumented"] == [], counted["undocumented"]


def test_a_recall_printing_twelve_words_reads_the_word_list_without_importlib_resources(
    cli, root: Path, tmp_path: Path
) -> None:
    """A printed line of twelve lowercase words is checked against the BIP-39 list: the list is
    read beside the module, not through importlib.resources (zipfile, tempfile: ~15 ms a call)."""
    words = "we agreed that the staging database keeps its nightly backup until the audit ends"
    assert cli("remember", words).code == 0
    found = _imported(tmp_path, "--root", str(root), "recall", "staging database nightly backup")
    assert "agent_memory.secret_shapes" in found
    assert not found & {"importlib.resources", "zipfile", "tempfile"}, sorted(
        found & {"importlib.resources", "zipfile"}
    )


def test_recall_on_a_small_local_store_does_not_import_numpy(cli, root: Path, tmp_path: Path) -> None:
    _small_store(cli)
    found = _imported(tmp_path, "--root", str(root), "recall", "which database")
    assert "agent_memory.search.vectors" in found  # the vector leg ran
    assert "numpy" not in found


def test_a_prompt_hook_in_process_imports_the_hook_command_alone(cli, root: Path, tmp_path: Path) -> None:
    _small_store(cli)
    payload = json.dumps({"prompt": "which database did we choose"}).encode()
    found = _imported(tmp_path, "--root", str(root), "hook", "user-prompt", stdin=payload)
    assert "agent_memory.hooks" in found and "agent_memory.memory" in found  # answered in-process
    assert not (found & (COMMAND_MODULES - {"agent_memory.agent_commands"})), "another command's module"
    assert not (found & OTHER_SURFACES), sorted(found & OTHER_SURFACES)


def _served(root: Path) -> int:
    from agent_memory import hook_server

    deadline = time.monotonic() + BOUND
    while time.monotonic() < deadline:
        reply = hook_server.ask(root, {"op": "ping", "fingerprint": hook_server.fingerprint()}, timeout=BOUND)
        if reply and "served" in reply:
            return int(reply["served"])
        time.sleep(0.1)
    raise AssertionError("no hook server came up")


def test_a_prompt_hook_the_server_answers_opens_no_store(
    cli, root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _small_store(cli)
    monkeypatch.delenv("AGENT_MEMORY_HOOK_SERVER")
    server = subprocess.Popen([sys.executable, "-m", "agent_memory.hook_server", str(root)])
    try:
        before = _served(root)
        payload = json.dumps({"prompt": "which database did we choose"}).encode()
        found = _imported(tmp_path, "--root", str(root), "hook", "user-prompt", stdin=payload)
        assert _served(root) == before + 1  # the server answered this hook
    finally:
        server.terminate()
        server.wait(timeout=BOUND)
    assert not (found & STORE_SIDE), sorted(found & STORE_SIDE)
    assert not (found & (COMMAND_MODULES - {"agent_memory.agent_commands"})), "another command's module"
    ours = sorted(name for name in found if name.startswith("agent_memory"))
    # 25: the CLI and its helpers (7), the hook client and its log (3), redaction (redact, redact_output,
    # keyword_values, harmless_gates, secret_shapes, secret_blocks, privacy, regex) and the config it
    # reads with its helpers (7)
    assert len(ours) <= 25, ours


def test_a_command_builds_only_its_own_parser() -> None:
    def built(argv: list[str]) -> list[str]:
        parser, _ = cli.parse(argv)
        sub = next(action for action in parser._actions if action.dest == "command")
        return list(sub.choices or ())

    assert built(["--root", "/tmp/x", "hook", "user-prompt"]) == ["hook"]
    assert built(["--json", "--root=/tmp/x", "recall", "q", "--top-k", "3"]) == ["recall"]
    # an abbreviated option before the command could swallow it: the full parser reads those
    assert built(["--ro", "/tmp/x", "recall", "q"]) == list(cli.COMMANDS)


def test_each_command_is_declared_in_the_module_the_cli_names() -> None:
    import importlib

    for module in set(cli.COMMANDS.values()):
        declared: Commands = importlib.import_module(f"agent_memory.{module}").COMMANDS
        named = {name for name, where in cli.COMMANDS.items() if where == module}
        assert set(declared.by_name) == named, module


@pytest.mark.parametrize(("given", "expected"), [(None, "1"), ("2", "2")])
def test_numpy_loads_with_one_blas_thread_unless_the_user_chose(
    cli, root: Path, given: str | None, expected: str
) -> None:
    """OpenBLAS starts a spinning thread per core when numpy loads (~70 ms of CPU a CLI call on two
    cores): the CLI asks for one before anything imports numpy; a value the user set stands."""
    _small_store(cli)
    probe = (
        "import os, sys\n"
        "from agent_memory.cli import main\n"
        "code = main(sys.argv[1:])\n"
        "import numpy\n"
        "threads = len(os.listdir('/proc/self/task')) if os.path.isdir('/proc/self/task') else 1\n"
        "print(os.environ.get('OPENBLAS_NUM_THREADS'), threads)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    proc = subprocess.run(
        [sys.executable, "-c", probe, "--root", str(root), "recall", "which database"],
        capture_output=True,
        text=True,
        env=env,
        timeout=BOUND,
    )
    setting, threads = proc.stdout.strip().splitlines()[-1].split()
    assert setting == expected, proc.stderr
    if given is None:
        assert threads == "1"  # numpy loaded and started no thread of its own
