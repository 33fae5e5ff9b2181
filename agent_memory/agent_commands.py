"""``agent-memory hook``, ``setup``, ``mcp``, ``ui``, ``doctor`` and ``demo``: the commands
that give an agent (or its user) the memory, serve it, and check that it works."""

from __future__ import annotations

import argparse
import contextlib
import io
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .cli_common import Commands, int_arg, output, root

COMMANDS = Commands()


def _hook_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("event", choices=("session-start", "user-prompt", "session-end"))


@COMMANDS.add(
    "hook",
    "Claude Code hooks: read the hook's JSON on stdin; never fail the agent's turn (errors go to the log).",
    'echo \'{"prompt": "which db?"}\' | agent-memory hook user-prompt',
    arguments=_hook_arguments,
)
def hook(args: argparse.Namespace) -> int:
    """Before every prompt: it imports only what it needs, and never fails."""
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


def _setup_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("agent", choices=("claude-code", "codex"))
    p.add_argument("--write", action="store_true", help="merge into the agent's files (a backup is kept)")


@COMMANDS.add(
    "setup",
    "Print (or with --write merge, keeping a backup) what Claude Code or Codex needs: hooks and the MCP server.",
    "agent-memory setup claude-code --write",
    arguments=_setup_arguments,
)
def setup(args: argparse.Namespace) -> int:
    from . import setup_agents

    home = Path.home()
    make = setup_agents.claude_code if args.agent == "claude-code" else setup_agents.codex
    changes = make(root(args), home=home, write=args.write)
    lines = []
    for change in changes:  # only our entries are ever printed: the files hold other servers' tokens
        if not change.changed:
            done = "nothing written, no backup made" if args.write else "nothing to change"
            lines.append(f"{change.path} already holds our entries: {done}")
        elif args.write:
            kept = f" (the old one kept as {change.backup})" if change.backup else " (new file)"
            lines.append(f"wrote {change.path}{kept}")
        else:
            lines += [*change.diff, ""]
    if not args.write and any(c.changed for c in changes):
        lines.append(
            "run again with --write to make these changes (every other key is kept; a changed file is backed up)"
        )
    data = [
        {"path": str(c.path), "changed": c.changed, "backup": str(c.backup) if c.backup else None, "diff": c.diff}
        for c in changes
    ]
    output(args).result(data, lines)
    return 0


def _mcp_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio", help="default: stdio")
    p.add_argument("--host", default="127.0.0.1", help="HTTP: address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int_arg("--port"), default=8765, help="HTTP: port (default 8765)")
    p.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help="HTTP: another Host clients may name (repeatable); loopback, the bound address and this machine's "
        "names are accepted, any other Host or Origin is refused",
    )


@COMMANDS.add(
    "mcp",
    "Serve the memory as MCP tools (remember, recall, list, show, context, forget, verify, digest, stats, graph), "
    "over stdio or streamable HTTP.",
    "agent-memory mcp --transport http --port 8765",
    arguments=_mcp_arguments,
)
def mcp(args: argparse.Namespace) -> int:
    from .mcp_server import serve

    serve(
        root(args),
        transport=args.transport,
        host=args.host,
        port=args.port,
        namespace=getattr(args, "namespace", None),
        allowed_hosts=args.allowed_host,
    )
    return 0


def _ui_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--host", default="127.0.0.1", help="address to bind (default 127.0.0.1; beyond it, set AGENT_MEMORY_UI_TOKEN)"
    )
    p.add_argument("--port", type=int_arg("--port"), default=0, help="port (default: a free one)")
    p.add_argument("--no-open", action="store_true", help="print the address only; do not open a browser")


@COMMANDS.add(
    "ui",
    "Serve a local page to review memories: the unverified queue, verify/edit/forget, search, stats.",
    "agent-memory ui --port 8766 --no-open",
    arguments=_ui_arguments,
)
def ui(args: argparse.Namespace) -> int:
    from .ui.server import serve

    serve(
        root(args),
        host=args.host,
        port=args.port,
        open_browser=not args.no_open,
        namespace=getattr(args, "namespace", None),
        all_namespaces=getattr(args, "all_namespaces", False),
    )
    return 0


def _doctor_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--offline", action="store_true", help="do not send the one tiny request to each remote service")


@COMMANDS.add(
    "doctor",
    "Check config, permissions, db integrity, db and Markdown agreement, leftovers, encryption and its key's "
    "backup, and remote services; print what to fix. Changes nothing.",
    "agent-memory doctor --offline",
    arguments=_doctor_arguments,
)
def doctor(args: argparse.Namespace) -> int:
    from . import doctor as checks
    from .paths import resolve_root

    found = checks.run(resolve_root(root(args)), offline=args.offline)
    lines = []
    for check in found:
        lines.append(f"{'ok ' if check.ok else 'FIX'}  {check.name}: {check.detail}")
        if not check.ok and check.fix:
            lines.append(f"     fix: {check.fix}")
    bad = sum(not check.ok for check in found)
    lines.append("all good" if not bad else f"{bad} to fix")
    output(args).result([check.to_dict() for check in found], lines)
    return 1 if bad else 0


DEMO_MEMORIES = (
    ("决定：主数据库用 PostgreSQL 16，放弃 MySQL", "decision", 8),
    ("I prefer tabs over spaces and short functions in Python code", "preference", 6),
    ("config: the staging API listens on port 8443, password: hunter2", "config", 7),
    ("项目 agent-memory 的目标：离线优先的智能体长期记忆", "project", 7),
    ("2026-11-30 release 0.1.0 shipped to the team", "event", 5),
)
# the first two share words with a memory; the last two share none (one asks in English for a
# Chinese memory): found by meaning, with an encoder installed
DEMO_QUERIES = ("数据库 PostgreSQL", "which port does staging use", "indentation style", "which database did we choose")


def _demo_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--keep", action="store_true", help="keep the demo's data root and print where it is")


@COMMANDS.add(
    "demo",
    "Remember a few memories in a throw-away store and recall them.",
    "agent-memory demo",
    arguments=_demo_arguments,
)
def demo(args: argparse.Namespace) -> int:
    from .embeddings import registry
    from .memory import Memory
    from .read_commands import recall_lines
    from .write_commands import remember_lines

    given = root(args)
    folder = given or tempfile.mkdtemp(prefix="agent-memory-demo-")
    out = output(args)
    report: dict[str, Any] = {"root": folder, "remembered": [], "recalls": []}
    lines = [f"demo store: {folder}"]
    try:
        with Memory(folder) as memory:
            backend = memory.vectors.wanted()[0]
            report["backend"] = backend
            own = memory.config.vectors.backends.get(backend)
            if backend in (*registry.REMOTE, *registry.OFFLINE) or (own is not None and own.model_path):
                lines.append(f"searching by words and by meaning ({backend})")
            else:
                from .install import command

                lines.append(f"searching by words only ({backend}); to search by meaning too: {command('semantic')}")
            for text, category, importance in DEMO_MEMORIES:
                result = memory.remember(text, category=category, importance=importance, source="demo")
                report["remembered"].append(result.to_dict())
                lines += ["  " + line for line in remember_lines(result)]
            for query in DEMO_QUERIES:
                hits = memory.recall(query, top_k=2)
                report["recalls"].append({"query": query, "results": [h.to_dict() for h in hits]})
                lines.append(f"recall {query!r}:")
                lines += ["  " + line for line in recall_lines(hits)] or ["  (nothing)"]
            s = memory.stats()
            report["stats"] = s.to_dict()
            lines.append(f"{s.total} memories, {s.unverified} unverified; the password was stored as [已脱敏:password]")
        from .setup_agents import next_step

        report["next"], line = next_step(_invocation())  # the mcp extra's install first, when it is missing
        lines.append(line)
    finally:
        if not given and not getattr(args, "keep", False):
            shutil.rmtree(folder, ignore_errors=True)
    out.result(report, lines)
    return 0


def _invocation() -> str:
    """How this program was started, for a command line to show: the script as typed, else the module."""
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name in ("agent-memory", "hermes-lite"):
        return sys.argv[0]
    return f"{sys.executable} -m agent_memory"
