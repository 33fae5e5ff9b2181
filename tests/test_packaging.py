"""What pyproject.toml promises and what the sdist built from it holds."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

from .conftest import BOUND

PROJECT = Path(__file__).parent.parent
PYPROJECT = tomllib.loads((PROJECT / "pyproject.toml").read_text("utf-8"))


def _name(requirement: str) -> str:
    return re.split(r"[\[<>=!~ ;]", requirement, maxsplit=1)[0].lower()


def test_dev_asks_for_the_versions_the_extras_allow() -> None:
    extras = PYPROJECT["project"]["optional-dependencies"]
    allowed: dict[str, set[str]] = {}
    for extra, requirements in extras.items():
        if extra != "dev":
            for requirement in requirements:
                allowed.setdefault(_name(requirement), set()).add(requirement)
    shared = [r for r in extras["dev"] if _name(r) in allowed]
    assert any(_name(r) == "mcp" for r in shared)
    for requirement in shared:  # the suite tests the versions a user of the extra may get
        assert allowed[_name(requirement)] == {requirement}, (requirement, allowed[_name(requirement)])


def test_the_sdist_holds_the_package_and_its_licence_and_no_half_shipped_tests(tmp_path: Path) -> None:
    pytest.importorskip("setuptools", reason="building an sdist needs setuptools (the dev extra has it)")
    source = tmp_path / "source"
    shutil.copytree(
        PROJECT,
        source,
        ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info", ".*_cache", "build", "dist"),
    )
    build = "import sys, setuptools.build_meta as b; print(b.build_sdist(sys.argv[1]))"
    made = subprocess.run(
        [sys.executable, "-c", build, str(tmp_path)], cwd=source, capture_output=True, text=True, timeout=BOUND
    )
    assert made.returncode == 0, made.stderr
    with tarfile.open(tmp_path / made.stdout.strip().splitlines()[-1]) as sdist:
        top, *_ = sdist.getnames()
        names = {name.removeprefix(top + "/") for name in sdist.getnames() if name != top}
        license_text = sdist.extractfile(f"{top}/LICENSE").read().decode("utf-8")  # type: ignore[union-attr]
        metadata = sdist.extractfile(f"{top}/PKG-INFO").read().decode("utf-8")  # type: ignore[union-attr]
    assert "MIT License" in license_text and "agent-memory contributors" in license_text
    assert "License-Expression: MIT" in metadata and "License-File: LICENSE" in metadata
    package = {
        str(p.relative_to(PROJECT))
        for p in (PROJECT / "agent_memory").rglob("*")
        if p.suffix in (".py", ".yaml", ".md")
    }
    assert package <= names  # the code, its data files and prompts
    tops = {name.split("/")[0] for name in names}
    assert tops <= {
        "agent_memory",
        "agent_memory.egg-info",
        "PKG-INFO",
        "README.md",
        "LICENSE",
        "MANIFEST.in",
        "pyproject.toml",
        "setup.cfg",
    }, tops
