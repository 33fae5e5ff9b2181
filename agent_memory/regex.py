"""Regular expressions compiled when first used.

Compiling was the largest part of importing the redaction modules: they hold ~100 patterns
(a character class of the CJK range alone costs ~1.5 ms to compile), and a CLI call that
prints a few lines runs a handful of them. A module-level ``lazy(...)`` compiles its pattern
on the first call of one of its methods, and then puts the compiled pattern in its place:
the module's name for it is the ``re.Pattern`` itself from then on, so a hot loop pays
nothing for the laziness (another module that imported the name keeps this object, whose
methods are then the pattern's own, ~60 ns slower a call).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
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
            regex = self.__dict__["_compiled"] = re.compile(self.pattern, self.flags)
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
