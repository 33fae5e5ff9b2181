"""A lazy pattern: compiled on first use, then the same as ``re.compile``'s, method for method, and in
its module's globals the compiled pattern itself."""

from __future__ import annotations

import re

import pytest

from agent_memory.regex import LazyPattern, lazy

_MODULE_LEVEL = lazy(r"[\u3400-\u9fff]+")


def _fresh() -> LazyPattern:
    return lazy(r"(?P<key>pass(?:word)?)\s*[:=]\s*(\S+)", re.IGNORECASE)


def test_nothing_is_compiled_until_a_method_is_called() -> None:
    pattern = _fresh()
    assert "_compiled" not in vars(pattern)
    assert pattern.search("Password: hunter2") is not None
    assert vars(pattern)["_compiled"].pattern == pattern.pattern


@pytest.mark.parametrize(
    ("method", "args"),
    [
        ("search", ("a PASSWORD = x1 and pass: y2",)),
        ("search", ("a PASSWORD = x1 and pass: y2", 5)),
        ("search", ("a PASSWORD = x1 and pass: y2", 0, 10)),
        ("match", ("pass: y2 tail",)),
        ("fullmatch", ("pass: y2",)),
        ("findall", ("a PASSWORD = x1 and pass: y2",)),
        ("finditer", ("a PASSWORD = x1 and pass: y2", 3)),
        ("sub", ("[gone]", "a PASSWORD = x1 and pass: y2")),
        ("sub", (lambda m: m.group("key").upper(), "pass: y2, password=z3", 1)),
        ("subn", ("-", "pass: y2, password=z3")),
        ("split", ("one pass: y2 two",)),
    ],
)
def test_each_method_answers_as_the_compiled_pattern_does(method: str, args: tuple[object, ...]) -> None:
    compiled = re.compile(r"(?P<key>pass(?:word)?)\s*[:=]\s*(\S+)", re.IGNORECASE)

    def answer(pattern: object) -> object:
        got = getattr(pattern, method)(*args)
        if isinstance(got, re.Match):
            return got.span()
        return [m.span() for m in got] if method == "finditer" else got

    pattern = _fresh()
    assert answer(pattern) == answer(compiled)  # the first call, through the class
    assert answer(pattern) == answer(compiled)  # later ones, through the compiled pattern's methods


def test_once_compiled_its_methods_are_the_patterns_own() -> None:
    pattern = _fresh()
    assert pattern.groups == 2
    compiled = vars(pattern)["_compiled"]
    assert pattern.search == compiled.search and pattern.sub == compiled.sub


def test_a_module_level_pattern_is_replaced_by_the_compiled_one_once_used() -> None:
    held = globals()["_MODULE_LEVEL"]
    assert isinstance(held, LazyPattern)
    assert held.findall("数据库 and 迁移") == ["数据库", "迁移"]
    now = globals()["_MODULE_LEVEL"]
    assert isinstance(now, re.Pattern) and now is vars(held)["_compiled"]
    assert held.findall("数据库") == now.findall("数据库")  # a reference kept elsewhere still answers
