"""Regular expressions compiled when first used.

Compiling was the largest part of importing the redaction modules: they hold ~100 patterns
(a character class of the CJK range alone costs ~1.5 ms to compile), and a CLI call that
prints a few lines runs a handful of them. A module-level ``lazy(...)`` compiles its pattern
on the first call of one of its methods, and then puts the compiled pattern in its place:
the module's name for it is the ``re.Pattern`` itself from then on, so a hot loop pays
nothing for the laziness (another module that imported the name keeps this object, whose
methods are then the pattern's own, ~60 ns slower a call).

What compiling leaves, the pattern's code for the regular-expression engine, is kept between
processes (``precompiled``): a CLI call reads the code of the package's patterns from
``patterns-<Python version>-<engine magic>.marshal`` in the user's cache folder and hands it
to the engine, as ``re.compile`` does once it has built it; only a pattern not found there is
parsed and compiled, and the file is rewritten when the process ends. Only module-level and
``lazy`` patterns go there (the package's own, and config.yaml's conflict patterns), never one
built from a memory's text.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # re's engine: no stubs
import atexit
import marshal
import os
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """``re.compile(pattern, flags)``, done on first use (the methods ``re.Pattern`` has that
    this package calls)."""

    def __init__(self, pattern: str, flags: int = 0, home: dict[str, Any] | None = None) -> None:
        self.pattern = pattern
        self.flags = flags
        self._home = home  # the globals of the module that made it

    def compiled(self) -> re.Pattern[str]:
        regex: re.Pattern[str] | None = self.__dict__.get("_compiled")
        if regex is None:
            regex = self.__dict__["_compiled"] = precompiled(self.pattern, self.flags)
            for name in _METHODS:  # shadow this class's methods: later calls go straight to the pattern
                self.__dict__[name] = getattr(regex, name)
            home = self._home or {}
            for name in [name for name, value in home.items() if value is self]:
                home[name] = regex
        return regex

    @property
    def groups(self) -> int:
        return self.compiled().groups

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled().findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled().sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> tuple[str, int]:
        return self.compiled().subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled().split(string, maxsplit)


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled the first time it is used, then in place of this object in the
    globals of the module that called this (as ``namedtuple`` and ``Enum`` find theirs)."""
    return LazyPattern(pattern, flags, sys._getframe(1).f_globals)


# The engine's arguments for one pattern, as ``re._compiler.compile`` passes them to
# ``_sre.compile`` after the pattern: flags, code, groups, group index, index group.
_Parts = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
_KEPT_AT_MOST = 4000  # patterns the file holds; past that it starts again from this process's
_stored: dict[str, _Parts] | None = None  # read from the file on the first call
_where: Path | None = None  # that file, written back at the end
_made: dict[str, _Parts] = {}  # compiled by this process, to be written at its end


def precompiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, equal to it, the engine's code read from the user's cache
    when an earlier process kept it (see the module's doc). For the package's and the config's
    patterns only: the pattern is written to disk."""
    flags = int(flags)
    key = f"{flags}:{pattern}"
    parts = (_stored if _stored is not None else _load()).get(key)
    if parts is not None:
        try:
            return _sre.compile(pattern, *parts)  # type: ignore[no-any-return]
        except Exception:  # a file written otherwise: compiled again below
            pass
    try:
        parts = _parts(pattern, flags)
        regex: re.Pattern[str] = _sre.compile(pattern, *parts)
    except Exception:  # an engine that builds its patterns otherwise: re's own way
        return re.compile(pattern, flags)
    _made[key] = parts
    return regex


def _load() -> dict[str, _Parts]:
    """The kept patterns, read once a process; the file is written back when the process ends."""
    global _stored, _where
    _where = kept_file()
    _stored = _read_kept(_where) if _where is not None else {}
    if _where is not None:
        atexit.register(_keep)
    return _stored


def _parts(pattern: str, flags: int) -> _Parts:
    """What ``re._compiler.compile`` hands the engine for ``pattern`` (Python 3.11 to 3.13)."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    if flags & re.DEBUG or isinstance(pattern, bytes):
        raise ValueError("not kept")
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # the opcodes are int subclasses, which marshal does not write
    return (
        int(flags | parsed.state.flags),
        [int(op) for op in code],
        parsed.state.groups - 1,
        groupindex,
        tuple(indexgroup),
    )


def kept_file() -> Path | None:
    """Where this Python's compiled patterns are kept: none without a home folder."""
    base = os.environ.get("XDG_CACHE_HOME")
    try:
        folder = Path(base) if base else Path.home() / ".cache"
    except RuntimeError:  # no home folder to be found
        return None
    version = ".".join(map(str, sys.version_info[:3]))
    return folder / "agent-memory" / f"patterns-{version}-{_sre.MAGIC}.marshal"


def _read_kept(path: Path) -> dict[str, _Parts]:
    """The patterns kept at ``path``, empty when there are none yet."""
    try:
        data = marshal.loads(path.read_bytes())
    except Exception:  # none yet, or unreadable: written again at the end
        return {}
    return data if isinstance(data, dict) else {}


def _keep() -> None:
    """At the process's end: the file rewritten with the patterns this process compiled added."""
    path = _where
    if not _made or path is None:
        return
    kept = dict(_stored or {})
    if len(kept) + len(_made) > _KEPT_AT_MOST:
        kept = {}
    kept.update(_made)
    temp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(marshal.dumps(kept))
        os.replace(temp, path)
    except (OSError, ValueError):  # a cache that cannot be written is only slower
        temp.unlink(missing_ok=True)
    _made.clear()
