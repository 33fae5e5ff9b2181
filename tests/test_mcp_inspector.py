"""The tools as the MCP Inspector's CLI (npm) sees them (issue 22 item 1): another client than
the Python SDK's. Skipped where it is not installed; .ci/run installs it with npm when it can."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import BOUND

INSPECTOR = Path(os.environ.get("AGENT_MEMORY_INSPECTOR") or "mcp-inspector-not-installed")

pytestmark = pytest.mark.skipif(
    not INSPECTOR.is_file(), reason="no MCP Inspector CLI at $AGENT_MEMORY_INSPECTOR (.ci/run installs it with npm)"
)
pytest.importorskip("mcp")


def inspect(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    server = [sys.executable, "-m", "agent_memory", "--root", str(root), "mcp"]
    return subprocess.run(
        [str(INSPECTOR), "--cli", *server, *args], capture_output=True, text=True, timeout=BOUND, env=dict(os.environ)
    )


def test_the_inspector_lists_every_parameter_described(root: Path) -> None:
    listed = inspect(root, "--method", "tools/list")
    assert listed.returncode == 0, listed.stderr
    tools = {tool["name"]: tool for tool in json.loads(listed.stdout)["tools"]}
    assert {"remember", "recall", "list", "show", "context"} <= set(tools)
    for name, tool in tools.items():
        for param, prop in tool["inputSchema"].get("properties", {}).items():
            assert prop.get("description"), f"{name}.{param} has no description"
    assert tools["forget"]["annotations"]["destructiveHint"] is True
    assert tools["recall"]["annotations"]["readOnlyHint"] is True


def test_the_inspector_calls_a_tool_and_reads_its_error(root: Path) -> None:
    bad = inspect(
        root,
        "--method",
        "tools/call",
        "--tool-name",
        "remember",
        "--tool-arg",
        "text=决定：缓存用 Redis 7.2",
        "--tool-arg",
        "importance=11",
    )
    assert bad.returncode != 0 and "importance must be 1-10, not 11" in bad.stdout
    good = inspect(
        root, "--method", "tools/call", "--tool-name", "remember", "--tool-arg", "text=决定：缓存用 Redis 7.2"
    )
    assert good.returncode == 0, good.stderr
    stored = json.loads(json.loads(good.stdout)["content"][0]["text"])
    assert stored["action"] == "created" and stored["room"] == "decisions"
