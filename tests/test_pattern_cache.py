"""The package's compiled patterns kept between processes (``regex.precompiled``, issue 20): a
pattern built from the kept code is equal to ``re.compile``'s (same pattern, flags and engine
code), a CLI call with the file in place parses none of the package's patterns, a broken file
only costs a compile, and nothing but the package's patterns is written there. Counted, not timed.
"""

from __future__ import annotations

import importlib
import json
import marshal
import os
import pkgutil
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import agent_memory
from agent_memory import regex

from .conftest import BOUND


def _patterns_in(value: Any) -> Iterator[tuple[str, int]]:
    if (isinstance(value, re.Pattern) and isinstance(value.pattern, str)) or isinstance(value, regex.LazyPattern):
        yield value.pattern, value.flags
    elif isinstance(value, list | tuple | frozenset | set):
        for item in value:
            yield from _patterns_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _patterns_in(item)


def _package_patterns() -> set[tuple[str, int]]:
    found: set[tuple[str, int]] = set()
    for info in pkgutil.walk_packages(agent_memory.__path__, "agent_memory."):
        if info.name.endswith("__main__"):  # runs the CLI
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # an optional extra not installed here (the MCP SDK)
            continue
        for value in vars(module).values():
            found |= set(_patterns_in(value))
    return found


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``regex``'s state as at a process's start, its file under this test's own cache folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(regex, "_stored", None)
    monkeypatch.setattr(regex, "_where", None)
    monkeypatch.setattr(regex, "_made", {})
    path = regex.kept_file()
    assert path is not None
    return path


def test_every_package_pattern_built_from_kept_code_equals_re_compile(fresh_cache: Path) -> None:
    patterns = _package_patterns()
    assert len(patterns) > 300  # the redaction, time, digest and supersession rules
    for pattern, flags in patterns:  # compiled here, then kept
        assert regex.precompiled(pattern, flags) == re.compile(pattern, flags), pattern
    regex._keep()
    kept = marshal.loads(fresh_cache.read_bytes())
    assert {key.split(":", 1)[1] for key in kept} == {pattern for pattern, _ in patterns}
    regex._stored = regex._where = None  # as the next process finds it
    parsed = []
    real_parse = re._parser.parse  # type: ignore[attr-defined]

    def counting(*args: Any, **kwargs: Any) -> Any:
        parsed.append(args[0])
        return real_parse(*args, **kwargs)

    try:
        re._parser.parse = counting  # type: ignore[attr-defined]
        rebuilt = {(p, f): regex.precompiled(p, f) for p, f in patterns}
    finally:
        re._parser.parse = real_parse  # type: ignore[attr-defined]
    assert parsed == []  # every one from the file
    for (pattern, flags), built in rebuilt.items():
        assert built == re.compile(pattern, flags), pattern
        assert built.groupindex == re.compile(pattern, flags).groupindex


def test_a_pattern_the_file_holds_wrongly_is_compiled_again(fresh_cache: Path) -> None:
    fresh_cache.parent.mkdir(parents=True)
    fresh_cache.write_bytes(marshal.dumps({"2:colou?r": (2, [999, 1, 2], 0, {}, (None,))}))
    assert regex.precompiled(r"colou?r", re.IGNORECASE) == re.compile(r"colou?r", re.IGNORECASE)
    assert regex.precompiled(r"colou?r", re.IGNORECASE).search("COLOR") is not None


def test_an_unreadable_file_is_written_again(fresh_cache: Path) -> None:
    fresh_cache.parent.mkdir(parents=True)
    fresh_cache.write_bytes(b"\x00 not marshal at all")
    assert regex.precompiled(r"\bshade\b") == re.compile(r"\bshade\b")
    regex._keep()
    assert list(marshal.loads(fresh_cache.read_bytes())) == ["0:\\bshade\\b"]


def test_a_pattern_kept_already_is_not_written_again(fresh_cache: Path) -> None:
    regex.precompiled(r"alpha\d+")
    regex._keep()
    written = fresh_cache.stat().st_mtime_ns
    regex._stored = regex._where = None
    regex.precompiled(r"alpha\d+")
    regex._keep()
    assert fresh_cache.stat().st_mtime_ns == written
    regex.precompiled(r"beta\d+")  # a new one: the file holds both
    regex._keep()
    assert set(marshal.loads(fresh_cache.read_bytes())) == {"0:alpha\\d+", "0:beta\\d+"}


# Runs the CLI, then writes the package's patterns it compiled (regex._parts: the parse and
# compile a kept one skips) and the package's module-level patterns.
CHILD = """
import json, re, sys
from agent_memory import regex
out = sys.argv[1]
compiled = []
real = regex._parts
def counting(pattern, flags):
    compiled.append(pattern)
    return real(pattern, flags)
regex._parts = counting
from agent_memory.cli import main
code = main(sys.argv[2:])
ours = set()
for name, module in list(sys.modules.items()):
    if name.startswith("agent_memory"):
        for value in vars(module).values():
            if isinstance(value, (re.Pattern, regex.LazyPattern)) and isinstance(value.pattern, str):
                ours.add(value.pattern)
with open(out, "w") as handle:
    json.dump({"parsed": compiled, "ours": sorted(ours)}, handle)
sys.exit(code)
"""


def _remember(tmp_path: Path, root: Path, text: str) -> tuple[set[str], set[str]]:
    out = tmp_path / "parsed.json"
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(out), "--root", str(root), "remember", text],
        capture_output=True,
        env={**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")},
        timeout=BOUND,
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    got = json.loads(out.read_text("utf-8"))
    return set(got["parsed"]), set(got["ours"])


def test_a_cli_remember_parses_the_package_patterns_once(root: Path, tmp_path: Path) -> None:
    first, ours = _remember(tmp_path, root, "The staging API listens on port 8443")
    assert len(first & ours) > 50  # the first call compiles the write path's patterns
    seen = set(first)
    for text in (
        "The staging API now listens on port 9443, moved from 8443",  # a change: the supersession rules
        "我们从 Jenkins 换成了 GitHub Actions，数据库用 PostgreSQL 16",
        "The staging API now listens on port 9443, moved from 8443",  # the same call again
    ):
        parsed, ours = _remember(tmp_path, root, text)
        assert parsed & ours & seen == set()  # none compiled by an earlier process is compiled again
        seen |= parsed
    assert parsed & ours == set()  # the same call again: every pattern from the file


def test_the_file_holds_no_text_of_a_memory(root: Path, tmp_path: Path) -> None:
    for text in ("the zorbleflax server moved to port 7311", "我们把蓝鲸柜台换成了紫藤柜台"):
        _remember(tmp_path, root, text)
    kept = marshal.loads(next((tmp_path / "cache" / "agent-memory").glob("patterns-*.marshal")).read_bytes())
    assert kept and not [key for key in kept if "zorbleflax" in key or "7311" in key or "紫藤" in key]
