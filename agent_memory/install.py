"""The command that installs an optional extra into *this* copy of agent-memory.

Every missing-dependency message takes its fix from :func:`command`, so the command works for
the copy that is running, however it was installed:

- a pipx venv (``pipx_metadata.json`` in ``sys.prefix``): ``pipx inject NAME REQ...``;
- a ``uv tool`` venv (``uv-receipt.toml`` in ``sys.prefix``): ``uv tool install --force --with REQ... SOURCE``;
- otherwise pip, run by the interpreter that runs us (``/path/python -m pip install ...``):
  an editable checkout or a local folder or file (PEP 610 ``direct_url.json``) is reinstalled
  with the extra, ``-e '/checkout[mcp]'``; anything else installs the extra's requirements
  themselves, ``'mcp>=1.2'``. Without pip in that environment, ``uv pip install --python``
  when uv is on PATH, else ``ensurepip`` first.

The requirements come from the package metadata (``Requires-Dist: mcp>=1.2; extra == "mcp"``),
or, for a source tree on ``sys.path`` that was never installed, from its pyproject.toml.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from .regex import precompiled

DIST_NAME = "agent-memory"
_EXTRA_MARKER = precompiled(r"""\bextra\s*==\s*["']([^"']+)["']""")
_SELF = precompiled(r"^agent[-_.]memory\s*\[([^\]]*)\]", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Origin:
    """Where the running copy came from: PEP 610's answer, when there is one."""

    path: Path | None = None  # a local folder or file it was installed from
    editable: bool = False
    url: str = ""  # a VCS or remote URL (``git+https://...@commit``)


def command(extra: str) -> str:
    """The shell command that gives this copy the requirements of ``extra``."""
    wanted = requirements(extra)
    if not wanted:
        return f"install the '{extra}' extra of {DIST_NAME}"
    prefix, origin = Path(sys.prefix), origin_of_running_copy()
    if (prefix / "pipx_metadata.json").is_file():
        return shlex.join(["pipx", "inject", prefix.name, *wanted])
    if (prefix / "uv-receipt.toml").is_file():
        withs = [part for req in wanted for part in ("--with", req)]
        return shlex.join(["uv", "tool", "install", "--force", *withs, *_uv_source(origin)])
    target = _pip_target(extra, origin, wanted)
    python = sys.executable
    if _has_pip():
        return shlex.join([python, "-m", "pip", "install", *target])
    if shutil.which("uv"):
        return shlex.join(["uv", "pip", "install", "--python", python, *target])
    return f"{shlex.join([python, '-m', 'ensurepip'])} && {shlex.join([python, '-m', 'pip', 'install', *target])}"


def requirements(extra: str) -> list[str]:
    """``extra``'s requirement strings from the metadata, an extra of our own expanded in place."""
    declared = _declared()
    found: list[str] = []

    def add(name: str, seen: frozenset[str]) -> None:
        for req in declared.get(name, []):
            own = _SELF.match(req)
            if own:
                for inner in own.group(1).split(","):
                    if inner.strip() and inner.strip() not in seen:
                        add(inner.strip(), seen | {inner.strip()})
            elif req not in found:
                found.append(req)

    add(extra, frozenset({extra}))
    return found


def origin_of_running_copy() -> Origin:
    found = _distribution()
    return _origin(found) if found is not None else Origin()


def _distribution() -> Any:
    """The installed metadata of the copy that is running, or None (a source tree on sys.path).

    Several may be on sys.path (a checkout's own ``.egg-info`` when run from it, besides the
    venv's ``.dist-info``): the one whose PEP 610 folder or site directory holds this package.
    """
    from importlib import metadata

    here = Path(__file__).resolve().parent.parent
    found = list(metadata.distributions(name=DIST_NAME))
    for dist in found:
        origin = _origin(dist)
        if origin.path is not None and origin.editable and origin.path.resolve() == here:
            return dist
    for dist in found:
        if Path(str(dist.locate_file(""))).resolve() == here:
            return dist
    return found[0] if found else None


def _origin(dist: Any) -> Origin:
    try:
        data = json.loads(dist.read_text("direct_url.json") or "{}")
    except ValueError:
        return Origin()
    url = str(data.get("url", ""))
    if "vcs_info" in data:
        vcs = data["vcs_info"]
        return Origin(url=f"{vcs.get('vcs', 'git')}+{url}@{vcs.get('commit_id', '')}".rstrip("@"))
    if url.startswith("file://"):
        return Origin(path=Path(unquote(urlparse(url).path)), editable=bool(data.get("dir_info", {}).get("editable")))
    return Origin(url=url)


def _declared() -> dict[str, list[str]]:
    """extra -> requirement strings: the installed metadata, else the source tree's pyproject.toml."""
    dist = _distribution()
    if dist is None:
        return _from_pyproject()
    declared: dict[str, list[str]] = {}
    for line in dist.requires or []:
        req, _, marker = line.partition(";")
        extra = _EXTRA_MARKER.search(marker)
        if extra:  # our extras carry no other marker; the requirement alone is what pip needs
            declared.setdefault(extra.group(1), []).append(req.strip())
    return declared


def _from_pyproject() -> dict[str, list[str]]:
    import tomllib

    path = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        project = tomllib.loads(path.read_text("utf-8")).get("project", {})
    except (OSError, ValueError):
        return {}
    if project.get("name") != DIST_NAME:
        return {}
    return {name: list(reqs) for name, reqs in project.get("optional-dependencies", {}).items()}


def _pip_target(extra: str, origin: Origin, wanted: list[str]) -> list[str]:
    """What pip installs: this copy again with the extra, when it came from a folder or file still here."""
    if origin.path is not None and origin.path.exists():
        spec = f"{origin.path}[{extra}]"
        return ["-e", spec] if origin.editable else [spec]
    if origin.url:
        return [f"{DIST_NAME}[{extra}] @ {origin.url}"]
    return wanted


def _uv_source(origin: Origin) -> list[str]:
    if origin.path is not None:
        return ["--editable", str(origin.path)] if origin.editable else [str(origin.path)]
    return [origin.url or DIST_NAME]


def _has_pip() -> bool:
    # Its metadata, not importlib's find_spec: asking the import system for "pip" makes
    # setuptools' distutils shim switch itself off in this process, and a later import of
    # setuptools then fails.
    from importlib import metadata

    try:
        metadata.distribution("pip")
    except metadata.PackageNotFoundError:
        return False
    return True
