"""The command line: a thin layer over ``Memory``. Data to stdout, warnings to stderr.

Every command takes ``--json`` and ``--root`` before or after its name. Exit codes:
0 ok, 1 not found / nothing done, 2 usage or input error.

Each command lives in one place, a ``*_commands`` module: its summary, example, arguments
and handler together (``cli_common.Command``). This module lists them in the order of
``agent-memory --help`` and runs the one named: only that command's module is imported and
only its parser gets arguments, so a hook or a recall builds no parser of the other commands.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from .cli_common import Command, Output, notices, root
from .errors import AgentMemoryError, InvalidInputError
from .regex import lazy

# Every command, in the order 'agent-memory --help' lists them, and the module that holds it.
COMMANDS: dict[str, str] = {
    "remember": "write_commands",
    "recall": "read_commands",
    "list": "browse_commands",
    "show": "browse_commands",
    "vsearch": "read_commands",
    "vectors": "read_commands",
    "verify": "write_commands",
    "forget": "write_commands",
    "supersede": "write_commands",
    "prune": "store_commands",
    "digest": "write_commands",
    "sediment": "write_commands",
    "restore": "store_commands",
    "graph": "read_commands",
    "context": "read_commands",
    "hook": "agent_commands",
    "setup": "agent_commands",
    "mcp": "agent_commands",
    "ui": "agent_commands",
    "doctor": "agent_commands",
    "stats": "read_commands",
    "rooms": "read_commands",
    "sync": "store_commands",
    "reindex": "store_commands",
    "key": "key_commands",
    "export": "store_commands",
    "migrate": "store_commands",
    "import": "store_commands",
    "demo": "agent_commands",
}
# the options every command takes before its name: those that take a value, those that do not
_VALUED = ("--root", "--namespace", "--store")
_FLAGS = ("--json", "--all-namespaces")


def spec(name: str) -> Command:
    """The command ``name``, from the module that holds it."""
    module = importlib.import_module(f".{COMMANDS[name]}", __package__)
    command: Command = module.COMMANDS.by_name[name]
    return command


def _common() -> argparse.ArgumentParser:
    # SUPPRESS keeps a sub-command's default from overwriting a value given before it.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON")
    common.add_argument(
        "--root",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help="data root (default: $AGENT_MEMORY_ROOT, $HERMES_LITE_ROOT, ~/.local/share/agent-memory)",
    )
    common.add_argument(
        "--namespace",
        metavar="NAME",
        default=argparse.SUPPRESS,
        help="whose memories: new ones go there, reads see only it (default: $AGENT_MEMORY_NAMESPACE, default)",
    )
    common.add_argument(
        "--store",
        metavar="URL",
        default=argparse.SUPPRESS,
        help="a postgresql:// URL for a shared store (default: $AGENT_MEMORY_STORE_URL, store.url, memory.db)",
    )
    common.add_argument(
        "--all-namespaces",
        action="store_true",
        default=argparse.SUPPRESS,
        help="reads (recall, prune, stats, graph, verify, forget) see every namespace",
    )
    return common


class _Parser(argparse.ArgumentParser):
    """argparse, with "did you mean" for a mistyped command."""

    def error(self, message: str) -> NoReturn:
        import difflib

        wrong = _INVALID_COMMAND.search(message)
        if wrong and self.prog == "agent-memory":
            close = difflib.get_close_matches(wrong[1], wrong[2].replace("'", "").split(", "), n=3, cutoff=0.6)
            message = f"unknown command '{wrong[1]}'" + (
                f"; did you mean {' or '.join(repr(name) for name in close)}?"
                if close
                else "; run 'agent-memory --help' for the list"
            )
        super().error(message)


_INVALID_COMMAND = lazy(r"argument COMMAND: invalid choice: '([^']*)' \(choose from (.*)\)")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or with ``only`` of that one command alone (the parser
    a run of it needs: the same options, help and messages for it)."""
    common = _common()
    parser = _Parser(
        prog="agent-memory",
        parents=[common],
        description="Long-term memory for AI agents: remember, recall, verify, forget.",
        epilog="Run 'agent-memory COMMAND --help' for a command's options and an example.",
    )
    from . import __version__

    parser.add_argument("--version", action="version", version=f"agent-memory {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=argparse.ArgumentParser)
    for name in COMMANDS if only is None else (only,):
        command = spec(name)
        p = sub.add_parser(
            name,
            parents=[common],
            help=command.summary,
            description=command.summary,
            epilog=f"example:\n  {command.example}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        if command.arguments is not None:
            command.arguments(p)
    return parser


def _named(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names when nothing before it can mean anything else (only the
    common options, spelled out, each with its value); else None, and the full parser reads it."""
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in _FLAGS or word.startswith(tuple(f"{option}=" for option in _VALUED)):
            i += 1
        elif word in _VALUED:
            if i + 1 >= len(argv) or argv[i + 1].startswith("-"):
                return None
            i += 2
        else:
            return word if word in COMMANDS else None
    return None


def parse(argv: Sequence[str]) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    """The parser and the arguments; words left over are an error (with a hint to quote a text)."""
    named = _named(argv)
    parser = build_parser(named)
    args, extra = parser.parse_known_args(argv)
    if named is not None and args.command != named:  # not what it looked like: read by the full parser
        parser = build_parser()
        args, extra = parser.parse_known_args(argv)
    if extra:
        _unrecognized(parser, args, extra)
    return parser, args


def _unrecognized(parser: argparse.ArgumentParser, args: argparse.Namespace, extra: list[str]) -> NoReturn:
    """Words left over; after a text argument most likely the rest of an unquoted text."""
    field = spec(args.command).text if args.command else None
    given = getattr(args, field, None) if field else None
    if given is not None and not any(word.startswith("-") for word in extra):
        words = " ".join([given, *extra])
        parser.error(
            f"{args.command} takes its {field} as one argument, and got {len(extra) + 1} words; "
            f"quote them: agent-memory {args.command} '{words}'"
        )
    parser.error("unrecognized arguments: " + " ".join(extra))


def main(argv: Sequence[str] | None = None) -> int:
    # numpy's OpenBLAS starts a thread per core when it loads, and they spin: ~70 ms of CPU
    # a call on two cores, for vectors one thread scores in a millisecond. A user's own
    # choice stands; this is read once, before numpy is imported.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from .paths import Layout, resolve_root
    from .redact_output import guard_output, messages_from

    guard_output()  # everything printed from here on is redacted, argparse's errors included
    parser, args = parse(sys.argv[1:] if argv is None else list(argv))
    if args.command is None:  # bare 'agent-memory': what it can do
        parser.print_help()
        return 0
    messages_from(Layout(resolve_root(root(args))).config)
    out = Output(getattr(args, "json", False))
    command = spec(args.command)
    if command.long and not out.as_json:
        from . import progress

        progress.show_on(sys.stderr)  # a bar when that is a terminal

    try:
        admit(parser, args)
        return command.run(args)
    except AgentMemoryError as exc:
        if out.as_json:
            error = {"type": type(exc).__name__, "message": exc.message, "hint": exc.hint}
            print(json.dumps({"error": error}, ensure_ascii=False))
        else:
            # 'key show', not 'key': "key: <text>" is what a redaction rule takes for a secret
            name = f"{args.command} {args.action}" if args.command == "key" else args.command
            out.warn(f"agent-memory {name}: {exc.message}")
            if exc.hint:
                out.warn(f"  fix: {exc.hint}")
        return exc.exit_code
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError) as exc:
        # a path the user gave that a command did not check itself: its name and what is wrong, no traceback
        where = f"{exc.filename}: " if exc.filename else ""
        out.warn(f"agent-memory {args.command}: {where}{exc.strerror or exc}")
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    finally:
        _announce(out, notices())


def admit(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse an argument that is not valid UTF-8: the OS hands its bytes over as surrogates
    (PEP 383), which no note, row or hash can hold. Checked here once, for every command."""
    for dest, value in vars(args).items():
        for word in value if isinstance(value, list) else [value]:
            if not isinstance(word, str):
                continue
            try:
                word.encode("utf-8")
            except UnicodeEncodeError as exc:
                name = _argument_name(parser, args, dest)
                byte = len(word[: exc.start].encode("utf-8", "surrogateescape"))
                raise InvalidInputError(
                    f"{name} is not valid UTF-8 (byte {byte})", hint=f"give {name} as UTF-8 text"
                ) from None


def _argument_name(parser: argparse.ArgumentParser, args: argparse.Namespace, dest: str) -> str:
    """How the user wrote the argument stored under ``dest``: its option (``--source``) or its
    name in the usage line (``TEXT``)."""
    parsers = [parser]
    for action in parser._actions:  # the command's own parser holds its arguments
        if isinstance(action, argparse._SubParsersAction) and args.command in action.choices:
            parsers.insert(0, action.choices[args.command])
    for each in parsers:
        for action in each._actions:
            if action.dest == dest:
                return (
                    action.option_strings[-1] if action.option_strings else f"argument {action.metavar or dest.upper()}"
                )
    return f"argument {dest}"


def _announce(out: Output, found: Sequence[Any]) -> None:
    """What a command did that its user must hear of whatever else it printed (a key made):
    on stderr, as a ``{"notice": ...}`` line under ``--json``."""
    for notice in found:
        if out.as_json:
            print(json.dumps({"notice": notice.to_dict()}, ensure_ascii=False), file=sys.stderr)
        else:
            out.warn(f"agent-memory: {notice.message}")
