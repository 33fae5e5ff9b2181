"""Install hints (issue 16): every missing-dependency message gives a command that works for the
copy that is running, with requirements taken from the package metadata."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import agent_memory

from .conftest import BareVenv

CHECKOUT = Path(agent_memory.__file__).parent.parent


def _declared() -> dict[str, list[str]]:
    return tomllib.loads((CHECKOUT / "pyproject.toml").read_text("utf-8"))["project"]["optional-dependencies"]


def test_requirements_come_from_the_metadata_with_our_own_extras_expanded() -> None:
    from agent_memory import install

    declared = _declared()
    for extra, reqs in declared.items():
        if extra != "all":
            assert install.requirements(extra) == reqs, extra
    everything = {req for extra, reqs in declared.items() if extra not in ("all", "dev") for req in reqs}
    assert set(install.requirements("all")) == everything


def test_the_mcp_command_without_the_extra_names_a_command_for_this_copy(bare_venv: BareVenv, tmp_path: Path) -> None:
    run = bare_venv.run("mcp", home=tmp_path / "home", cwd=tmp_path)
    assert run.code == 1 and "the MCP server needs the mcp package" in run.err
    assert shlex.join([bare_venv.python, "-m", "pip", "install", *_declared()["mcp"]]) in run.err
    assert "'agent-memory[mcp]'" not in run.err  # no bare project name that an index may not hold


def test_an_editable_checkout_is_reinstalled_with_the_extra() -> None:
    from importlib import metadata

    from agent_memory import install

    origins = [json.loads(d.read_text("direct_url.json") or "{}") for d in metadata.distributions(name="agent-memory")]
    if not any(o.get("dir_info", {}).get("editable") for o in origins):
        pytest.skip("the suite runs from an editable install in development; this copy is not one")
    assert install.command("mcp") == shlex.join([sys.executable, "-m", "pip", "install", "-e", f"{CHECKOUT}[mcp]"])


def test_a_pipx_venv_gets_pipx_inject(tmp_path: Path) -> None:
    venv = tmp_path / "pipx" / "venvs" / "agent-memory"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    (venv / "pipx_metadata.json").write_text('{"pipx_metadata_version": "0.5"}', "utf-8")  # what pipx leaves there
    done = subprocess.run(
        [venv / "bin" / "python", "-c", "from agent_memory import install; print(install.command('crypto'))"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(CHECKOUT)},
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == shlex.join(["pipx", "inject", "agent-memory", *_declared()["crypto"]])


def test_no_message_outside_the_helper_spells_out_an_install_command() -> None:
    package = CHECKOUT / "agent_memory"
    spelled = [
        str(path.relative_to(package))
        for path in package.rglob("*")
        if path.is_file() and path.suffix in (".py", ".yaml", ".md") and path.name != "install.py"
        if "pip install" in path.read_text("utf-8") or "agent-memory[" in path.read_text("utf-8")
    ]
    assert spelled == []
