"""What every CLI command module shares: the ``Command`` record (its arguments beside its
handler), ``Output``, the argument types, standard input as a TEXT argument, the ``Memory``
a command opens, and the few helpers its lines are printed with.

Light on purpose: a command module imports this and nothing heavy at its top, so that
``agent-memory hook`` or ``--help`` imports no store, no search and no numpy.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .errors import InvalidInputError

if TYPE_CHECKING:
    from .keys import Notice
    from .memory import Memory
    from .model import MemoryEntry

Handler = Callable[[argparse.Namespace], int]
Arguments = Callable[[argparse.ArgumentParser], None]
MAX_STDIN_BYTES = 64 << 20  # read no more than this from a pipe (limits in config apply after)


@dataclass(frozen=True, slots=True)
class Command:
    """One CLI command: its help, its arguments and its handler, declared in one place."""

    name: str
    summary: str
    example: str
    run: Handler
    arguments: Arguments | None = None  # adds the command's own arguments to its parser
    text: str | None = None  # its one text argument, often typed unquoted: extra words get a hint to quote them
    long: bool = False  # may run long enough to want a progress bar on a terminal (progress.py)


class Commands:
    """The commands one module holds: ``@COMMANDS.add(name, summary, example, arguments=...)``
    over each handler, the function adding its arguments written just above it."""

    def __init__(self) -> None:
        self.by_name: dict[str, Command] = {}

    def add(
        self,
        name: str,
        summary: str,
        example: str,
        *,
        arguments: Arguments | None = None,
        text: str | None = None,
        long: bool = False,
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            self.by_name[name] = Command(name, summary, example, handler, arguments, text, long)
            return handler

        return register


class Output:
    """One way to print results: JSON with ``--json``, readable lines otherwise."""

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json

    def result(self, data: object, lines: Sequence[str]) -> None:
        if self.as_json:
            print(json.dumps(data, ensure_ascii=False, indent=None))
        else:
            for line in lines:
                print(line)

    @staticmethod
    def warn(message: str) -> None:
        print(message, file=sys.stderr)


def output(args: argparse.Namespace) -> Output:
    return Output(getattr(args, "json", False))


def root(args: argparse.Namespace) -> Any:
    return getattr(args, "root", None)


# ---- argument types -----------------------------------------------------------------------------


def int_arg(flag: str) -> Callable[[str], int]:
    def parse(value: str) -> int:
        try:
            return int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{flag} takes a whole number, not {value!r}") from None

    return parse


def date_arg(value: str) -> datetime:
    from .model import parse_iso

    try:
        return parse_iso(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--as-of takes an ISO date or time, not {value!r}: e.g. 2027-01-01") from None


def read_text_arg(value: str) -> str:
    """A TEXT argument; '-' means standard input, which must be UTF-8."""
    if value != "-":
        return value
    data = sys.stdin.buffer.read(MAX_STDIN_BYTES + 1)
    if len(data) > MAX_STDIN_BYTES:
        raise InvalidInputError(
            f"standard input is larger than {MAX_STDIN_BYTES >> 20} MiB", hint="split it; nothing was read or stored"
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidInputError(
            f"standard input is not UTF-8 (byte {exc.start})", hint="convert the text to UTF-8 first"
        ) from None


# ---- the store a command opens ------------------------------------------------------------------

_OPENED: list[Memory] = []  # their notices are printed once the command is done (cli._announce)


def open_memory(args: argparse.Namespace) -> Memory:
    """The ``Memory`` the command's ``--root``, ``--namespace``, ``--store`` and
    ``--all-namespaces`` name (else the environment's and the config's)."""
    from .memory import Memory

    memory = Memory(
        root(args),
        namespace=getattr(args, "namespace", None),
        all_namespaces=getattr(args, "all_namespaces", False),
        store=getattr(args, "store", None),
    )
    _OPENED.append(memory)
    return memory


def notices() -> list[Notice]:
    """What the stores this process opened have to tell their user (a key made)."""
    return [notice for memory in _OPENED for notice in memory.notices]


# ---- lines --------------------------------------------------------------------------------------


def flag(entry: MemoryEntry) -> str:
    return "verified" if entry.execution_verified else "unverified"


def memories(count: int) -> str:
    return f"{count} memory" if count == 1 else f"{count} memories"


def short(text: str, width: int = 100) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
