"""The command line: a thin layer over ``Memory``. Data to stdout, warnings to stderr.

Every command takes ``--json`` and ``--root`` before or after its name. Exit codes:
0 ok, 1 not found / nothing done, 2 usage or input error.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, NoReturn

from .errors import AgentMemoryError, InvalidInputError

Handler = Callable[[argparse.Namespace], int]
MAX_STDIN_BYTES = 64 << 20  # read no more than this from a pipe (limits in config apply after)
COMMANDS: dict[str, Handler] = {}


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


_INVALID_COMMAND = re.compile(r"argument COMMAND: invalid choice: '([^']*)' \(choose from (.*)\)")
# commands that may run long enough to want a progress bar on a terminal (progress.py)
_LONG = {"import", "reindex", "sync", "vectors", "migrate", "restore", "prune", "sediment", "digest", "graph"}
# commands whose one text argument is often typed unquoted: the extra words get a hint to quote them
_TEXT_ARGUMENT = {"remember": "text", "recall": "query", "vsearch": "query", "context": "query", "digest": "text"}


def build_parser() -> argparse.ArgumentParser:
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

    def command(name: str, summary: str, example: str) -> argparse.ArgumentParser:
        return sub.add_parser(
            name,
            parents=[common],
            help=summary,
            description=summary,
            epilog=f"example:\n  {example}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )

    p = command(
        "remember",
        "Store a memory (redacted, merged with a near-duplicate, unverified unless --verified).",
        "agent-memory remember '决定：数据库用 PostgreSQL 16' --category decision --importance 8",
    )
    p.add_argument("text", help="the memory; '-' reads it from standard input")
    p.add_argument(
        "--category",
        help="preference, decision, config, project, event, discussion, idea or general (category_mapping in config.yaml)",
    )
    p.add_argument("--importance", type=_int_arg("--importance"), help="1-10 (default from config, 5)")
    p.add_argument("--verified", action="store_true", help="mark it executed and verified now")
    p.add_argument("--source", help="where it comes from, e.g. a session id")
    p.add_argument(
        "--context",
        help="the turn the memory answers, e.g. the question before a reply: searched, not shown",
    )

    p = command(
        "recall",
        "Find the memories that answer a query: BM25 + vectors fused (weighted or RRF), reranked when set up.",
        "agent-memory recall 'which database did we choose' --top-k 3",
    )
    p.add_argument("query")
    p.add_argument("--room", help="only this room (see 'rooms')")
    p.add_argument("--top-k", type=_int_arg("--top-k"), help="how many results (default 5)")

    p = command(
        "list",
        "The memories, newest first, a page at a time (of a room, verified or not).",
        "agent-memory list --room decisions --unverified",
    )
    p.add_argument("--room", help="only this room (see 'rooms')")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--verified", dest="verified", action="store_const", const=True, help="only verified ones")
    shown.add_argument("--unverified", dest="verified", action="store_const", const=False, help="only unverified ones")
    p.add_argument("--limit", type=_int_arg("--limit"), default=20, metavar="N", help="how many (1-100, default 20)")
    p.add_argument("--offset", type=_int_arg("--offset"), default=0, metavar="N", help="skip the N newest (paging)")

    p = command(
        "show",
        "One memory by its id, every field.",
        "agent-memory show mem_20260817_033106_ab12",
    )
    p.add_argument("id")

    p = command(
        "vsearch",
        "The vector leg alone: memories by cosine similarity, no keywords.",
        "agent-memory vsearch 'which database do we use' --top-k 5",
    )
    p.add_argument("query")
    p.add_argument("--top-k", type=_int_arg("--top-k"), help="how many results (default 5)")
    p.add_argument("--room", help="only this room")

    p = command(
        "vectors",
        "The vector backend in use, cached vectors, breaker and rerank state, keys (masked).",
        "agent-memory vectors --json",
    )
    p.add_argument("--embed", action="store_true", help="embed every memory with no vector for the active backend yet")

    p = command(
        "verify",
        "Mark a memory as executed and verified, so it is not pruned after 7 days.",
        "agent-memory verify mem_20260817_033106_ab12",
    )
    p.add_argument("id")

    p = command(
        "forget",
        "Delete one memory: its row, its note, its index entries.",
        "agent-memory forget mem_20260817_033106_ab12",
    )
    p.add_argument("id")
    p.add_argument("--yes", action="store_true", help="accepted for compatibility; forget never asks")

    p = command(
        "prune",
        "Archive, then delete, memories unverified past 7 days, rarely used, or past their room's retention.",
        "agent-memory prune --dry-run --as-of 2027-01-01",
    )
    p.add_argument("--dry-run", action="store_true", help="count what would go, by reason and room; change nothing")
    p.add_argument("--room", help="only this room")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation on a terminal")
    p.add_argument("--as-of", type=_date_arg, metavar="ISO-DATE", help="apply the rules at this moment instead of now")

    p = command(
        "digest",
        "Distil a text into memories (an LLM when a key is set, else rules); a preview unless --apply.",
        "agent-memory digest --file meeting.txt --apply",
    )
    p.add_argument("text", nargs="?", help="the text; '-' reads standard input")
    p.add_argument("--file", metavar="F", help="read the text from this UTF-8 file")
    p.add_argument("--apply", action="store_true", help="remember each item (redacted, merged, unverified)")
    p.add_argument("--max", type=_int_arg("--max"), metavar="N", help="keep at most N items (default 20)")
    p.add_argument("--verified", action="store_true", help="mark applied memories verified")

    p = command(
        "sediment",
        "Digest agent session logs (DSH, Claude Code, Codex; .zst too) into memories; a preview unless --apply.",
        "agent-memory sediment --latest --apply",
    )
    p.add_argument("files", nargs="*", metavar="FILE", help="session .jsonl (or .jsonl.zst) files")
    p.add_argument("--latest", action="store_true", help="the newest session under sediment.directories")
    p.add_argument("--format", default="auto", choices=("auto", "dsh", "claude-code", "codex"), help="default: auto")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="preview what would be remembered (the default)")
    mode.add_argument("--apply", action="store_true", help="remember the items and note how far each session was read")
    p.add_argument("--max", type=_int_arg("--max"), metavar="N", help="keep at most N items per session")
    p.add_argument("--verified", action="store_true", help="mark applied memories verified")

    p = command(
        "restore",
        "Bring pruned memories back from a prune archive (all, or the ids given).",
        "agent-memory restore ~/.local/share/agent-memory/backups/prune_20261203_101500.json",
    )
    p.add_argument("archive", help="a backups/prune_*.json file")
    p.add_argument("ids", nargs="*", metavar="ID", help="only these memories")
    p.add_argument(
        "--key-file",
        metavar="FILE",
        help="the key the archive was sealed with, when it is not this store's (a copy 'key backup' made)",
    )

    p = command(
        "graph",
        "The memory graph: top entities, one entity's memories, a rebuild, or an export to draw it.",
        "agent-memory graph PostgreSQL",
    )
    p.add_argument("entity", nargs="?", help="show this entity's memories (exact name, else ignoring case)")
    p.add_argument("--top", type=_int_arg("--top"), help="how many entities (default 20; all for an export)")
    p.add_argument("--rebuild", action="store_true", help="extract every memory's entities again")
    p.add_argument(
        "--export", choices=("obsidian", "mermaid", "dot"), help="obsidian: notes in store/_entities/; else stdout"
    )

    p = command(
        "context",
        "The memories most relevant to QUERY, formatted for a prompt, as many as fit the token budget.",
        "agent-memory context 'database choice' --budget 400 --format xml",
    )
    p.add_argument("query", help="what the prompt is about; '-' reads it from standard input")
    p.add_argument("--budget", type=_int_arg("--budget"), default=800, metavar="TOKENS", help="default 800")
    p.add_argument("--room", help="only this room")
    p.add_argument("--format", default="markdown", choices=("markdown", "xml", "json"), help="default: markdown")

    p = command(
        "hook",
        "Claude Code hooks: read the hook's JSON on stdin; never fail the agent's turn (errors go to the log).",
        'echo \'{"prompt": "which db?"}\' | agent-memory hook user-prompt',
    )
    p.add_argument("event", choices=("session-start", "user-prompt", "session-end"))

    p = command(
        "setup",
        "Print (or with --write merge, keeping a backup) what Claude Code or Codex needs: hooks and the MCP server.",
        "agent-memory setup claude-code --write",
    )
    p.add_argument("agent", choices=("claude-code", "codex"))
    p.add_argument("--write", action="store_true", help="merge into the agent's files (a backup is kept)")

    p = command(
        "mcp",
        "Serve the memory as MCP tools (remember, recall, list, show, context, forget, verify, digest, stats, graph), "
        "over stdio or streamable HTTP.",
        "agent-memory mcp --transport http --port 8765",
    )
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio", help="default: stdio")
    p.add_argument("--host", default="127.0.0.1", help="HTTP: address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=_int_arg("--port"), default=8765, help="HTTP: port (default 8765)")
    p.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help="HTTP: another Host clients may name (repeatable); loopback, the bound address and this machine's "
        "names are accepted, any other Host or Origin is refused",
    )

    p = command(
        "ui",
        "Serve a local page to review memories: the unverified queue, verify/edit/forget, search, stats.",
        "agent-memory ui --port 8766 --no-open",
    )
    p.add_argument(
        "--host", default="127.0.0.1", help="address to bind (default 127.0.0.1; beyond it, set AGENT_MEMORY_UI_TOKEN)"
    )
    p.add_argument("--port", type=_int_arg("--port"), default=0, help="port (default: a free one)")
    p.add_argument("--no-open", action="store_true", help="print the address only; do not open a browser")

    p = command(
        "doctor",
        "Check config, permissions, db integrity, db and Markdown agreement, leftovers, encryption and its key's "
        "backup, and remote services; print what to fix. Changes nothing.",
        "agent-memory doctor --offline",
    )
    p.add_argument("--offline", action="store_true", help="do not send the one tiny request to each remote service")

    command(
        "stats", "Real counts: total, per room, verified, hot/cold, importance, bytes.", "agent-memory stats --json"
    )
    command("rooms", "The rooms, their retention and how many memories each holds.", "agent-memory rooms")
    p = command(
        "sync", "Take in notes edited, added or deleted by hand under store/ (e.g. in Obsidian).", "agent-memory sync"
    )
    p.add_argument("--yes", action="store_true", help="delete even when many notes are missing at once")
    p = command(
        "reindex", "Rebuild memory.db from store/*.md alone (the old db is kept in backups/).", "agent-memory reindex"
    )
    p.add_argument("--yes", action="store_true", help="rebuild even onto far fewer notes than memories")
    p.add_argument(
        "--new-key",
        action="store_true",
        help="the encrypted store's key is lost: rebuild it encrypted under the key at hand (a new one if none)",
    )

    p = command(
        "key",
        "The encryption key. Show it to copy it elsewhere, or back it up to a file; either confirms that a copy "
        "exists, and doctor stops warning.",
        "agent-memory key backup --to /media/usb/agent-memory.key",
    )
    p.add_argument("action", choices=("show", "backup"), help="show: print the key; backup: write it to --to FILE")
    p.add_argument(
        "--confirm", action="store_true", help="show: record that the key is now copied somewhere other than this disk"
    )
    p.add_argument("--to", metavar="FILE", help="backup: a new file (mode 600), best on another disk")

    p = command(
        "export",
        "Write every memory out: a hermes-lite folder or a JSONL file (never into the store's own files).",
        "agent-memory export --format hermes-lite ./hermes-data",
    )
    p.add_argument("target", help="a folder for hermes-lite, a file (or '-') for jsonl")
    p.add_argument("--format", choices=("hermes-lite", "jsonl"), default="jsonl")

    p = command(
        "migrate",
        "Copy the whole store (every namespace, with access counts) to PostgreSQL or to an embedded store.",
        "agent-memory migrate --to postgresql://me@db:5432/memory",
    )
    p.add_argument("--to", required=True, metavar="URL|DIR", help="a postgresql:// URL, or a data root folder")

    p = command(
        "import",
        "Import a JSONL export or a hermes-lite index.json (ids already present are skipped).",
        "agent-memory import memories.jsonl",
    )
    p.add_argument("file")

    p = command("demo", "Remember a few memories in a throw-away store and recall them.", "agent-memory demo")
    p.add_argument("--keep", action="store_true", help="keep the demo's data root and print where it is")
    return parser


def _unrecognized(parser: argparse.ArgumentParser, args: argparse.Namespace, extra: list[str]) -> NoReturn:
    """Words left over; after a text argument most likely the rest of an unquoted text."""
    field = _TEXT_ARGUMENT.get(args.command or "")
    given = getattr(args, field, None) if field else None
    if given is not None and not any(word.startswith("-") for word in extra):
        words = " ".join([given, *extra])
        parser.error(
            f"{args.command} takes its {field} as one argument, and got {len(extra) + 1} words; "
            f"quote them: agent-memory {args.command} '{words}'"
        )
    parser.error("unrecognized arguments: " + " ".join(extra))


def _int_arg(flag: str) -> Callable[[str], int]:
    def parse(value: str) -> int:
        try:
            return int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{flag} takes a whole number, not {value!r}") from None

    return parse


def _date_arg(value: str) -> datetime:
    from .model import parse_iso

    try:
        return parse_iso(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--as-of takes an ISO date or time, not {value!r}: e.g. 2027-01-01") from None


def command(name: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        COMMANDS[name] = handler
        return handler

    return register


def main(argv: Sequence[str] | None = None) -> int:
    from .paths import Layout, resolve_root
    from .redact import guard_output, messages_from

    guard_output()  # everything printed from here on is redacted, argparse's errors included
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        _unrecognized(parser, args, extra)
    if args.command is None:  # bare 'agent-memory': what it can do
        parser.print_help()
        return 0
    messages_from(Layout(resolve_root(root(args))).config)
    out = Output(getattr(args, "json", False))
    if args.command == "hook":  # before every prompt: it imports only what it needs, and never fails
        from .hooks import Scope, run

        scope = Scope(
            getattr(args, "namespace", None), getattr(args, "store", None), getattr(args, "all_namespaces", False)
        )
        printed = run(args.event, root(args), sys.stdin.buffer.read(), scope)
        if printed:  # as UTF-8, whatever the locale says; a closed pipe is not an error
            with contextlib.suppress(OSError):
                if isinstance(sys.stdout, io.TextIOWrapper):
                    sys.stdout.reconfigure(encoding="utf-8")
                print(printed, flush=True)
        return 0
    from . import browse_commands, commands, key_commands  # noqa: F401  (registers the handlers)

    if args.command in _LONG and not out.as_json:
        from . import progress

        progress.show_on(sys.stderr)  # a bar when that is a terminal

    try:
        return COMMANDS[args.command](args)
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
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    finally:
        _announce(out, commands.notices())


def _announce(out: Output, notices: Sequence[Any]) -> None:
    """What a command did that its user must hear of whatever else it printed (a key made):
    on stderr, as a ``{"notice": ...}`` line under ``--json``."""
    for notice in notices:
        if out.as_json:
            print(json.dumps({"notice": notice.to_dict()}, ensure_ascii=False), file=sys.stderr)
        else:
            out.warn(f"agent-memory: {notice.message}")


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


def output(args: argparse.Namespace) -> Output:
    return Output(getattr(args, "json", False))


def root(args: argparse.Namespace) -> Any:
    return getattr(args, "root", None)
