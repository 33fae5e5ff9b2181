"""``agent-memory remember``, ``verify``, ``forget``, ``digest`` and ``sediment``: the commands
that put memories in, mark them or take them out."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from .cli_common import Commands, flag, int_arg, memories, open_memory, output, read_text_arg, short
from .errors import InvalidInputError

if TYPE_CHECKING:
    from .results import DigestReport, RememberResult

COMMANDS = Commands()


def remember_lines(result: RememberResult) -> list[str]:
    e = result.entry
    how = f"category {e.category}, from its wording" if result.classified else f"category {e.category}"
    lines = [f"{result.action} {e.id} in {e.room} ({how}; importance {e.importance}, {flag(e)})"]
    if result.redacted:
        lines.append("redacted: " + ", ".join(result.redacted))
    for c in result.conflicts:
        verb = "rejects" if c.type == "rejects_previous" else "adopts what was rejected in"
        lines.append(f"conflict: this {verb} {c.memory_id} on '{c.entity}': {short(c.content, 80)}")
    return lines


def _remember_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", help="the memory; '-' reads it from standard input")
    p.add_argument(
        "--category",
        help="preference, decision, config, project, event, discussion, idea or general (category_mapping in config.yaml)",
    )
    p.add_argument("--importance", type=int_arg("--importance"), help="1-10 (default from config, 5)")
    p.add_argument("--verified", action="store_true", help="mark it executed and verified now")
    p.add_argument("--source", help="where it comes from, e.g. a session id")
    p.add_argument(
        "--context",
        help="the turn the memory answers, e.g. the question before a reply: searched, not shown",
    )


@COMMANDS.add(
    "remember",
    "Store a memory (redacted, merged with a near-duplicate, unverified unless --verified).",
    "agent-memory remember '决定：数据库用 PostgreSQL 16' --category decision --importance 8",
    arguments=_remember_arguments,
    text="text",
)
def remember(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        result = memory.remember(
            read_text_arg(args.text),
            category=args.category,
            importance=args.importance,
            verified=args.verified,
            source=args.source,
            context=args.context,
        )
    output(args).result(result.to_dict(), remember_lines(result))
    return 0


def _one_id(p: argparse.ArgumentParser) -> None:
    p.add_argument("id")


@COMMANDS.add(
    "verify",
    "Mark a memory as executed and verified, so it is not pruned after 7 days.",
    "agent-memory verify mem_20260817_033106_ab12",
    arguments=_one_id,
)
def verify(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        entry = memory.verify(args.id)
    output(args).result({"id": entry.id, "execution_verified": True}, [f"verified {entry.id}"])
    return 0


def _forget_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("id")
    p.add_argument("--yes", action="store_true", help="accepted for compatibility; forget never asks")


@COMMANDS.add(
    "forget",
    "Delete one memory: its row, its note, its index entries.",
    "agent-memory forget mem_20260817_033106_ab12",
    arguments=_forget_arguments,
)
def forget(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        entry = memory.forget(args.id)
    output(args).result({"id": entry.id, "forgotten": True}, [f"forgot {entry.id}: {short(entry.content, 80)}"])
    return 0


def _digest_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", nargs="?", help="the text; '-' reads standard input")
    p.add_argument("--file", metavar="F", help="read the text from this UTF-8 file")
    p.add_argument("--apply", action="store_true", help="remember each item (redacted, merged, unverified)")
    p.add_argument("--max", type=int_arg("--max"), metavar="N", help="keep at most N items (default 20)")
    p.add_argument("--verified", action="store_true", help="mark applied memories verified")


@COMMANDS.add(
    "digest",
    "Distil a text into memories (an LLM when a key is set, else rules); a preview unless --apply.",
    "agent-memory digest --file meeting.txt --apply",
    arguments=_digest_arguments,
    text="text",
    long=True,
)
def digest(args: argparse.Namespace) -> int:
    text = _digest_input(args)
    with open_memory(args) as memory:
        report = memory.digest(text, apply=args.apply, max_items=args.max, verified=args.verified)
    output(args).result(report.to_dict(), digest_lines(report))
    return 0 if report.items else 1


def _digest_input(args: argparse.Namespace) -> str:
    if (args.text is None) == (args.file is None):
        raise InvalidInputError(
            "give the text, '-' for standard input, or --file F (one of them)",
            hint="agent-memory digest --file notes.txt",
        )
    if args.file is None:
        return read_text_arg(args.text)
    try:
        return Path(args.file).read_text("utf-8")
    except FileNotFoundError:
        raise InvalidInputError(f"{args.file}: no such file", hint="check the path") from None
    except UnicodeDecodeError as exc:
        raise InvalidInputError(f"{args.file}: not UTF-8 (byte {exc.start})", hint="convert it to UTF-8") from None
    except OSError as exc:
        raise InvalidInputError(f"{args.file}: {exc.strerror}", hint="check the path and its permissions") from None


def digest_lines(report: DigestReport) -> list[str]:
    usage = report.usage
    cost = (
        f"tokens: prompt {usage.prompt_tokens}, completion {usage.completion_tokens}, total {usage.total_tokens}"
        if usage is not None
        else "no model asked, no tokens"
    )
    lines = [f"digester: {report.digester} ({report.windows} window{'s' if report.windows != 1 else ''}; {cost})"]
    lines += [f"note: {note}" for note in report.notes]
    if not report.items:
        lines.append("nothing worth remembering was found")
    for i, item in enumerate(report.items):
        lines.append(f"[{item.category}, importance {item.importance}] {item.content}")
        if report.applied:
            lines += ["  " + line for line in remember_lines(report.applied[i])]
    if report.items and not report.applied:
        lines.append(f"preview only: run again with --apply to remember {memories(len(report.items))}")
    return lines


def _sediment_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="*", metavar="FILE", help="session .jsonl (or .jsonl.zst) files")
    p.add_argument("--latest", action="store_true", help="the newest session under sediment.directories")
    p.add_argument("--format", default="auto", choices=("auto", "dsh", "claude-code", "codex"), help="default: auto")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="preview what would be remembered (the default)")
    mode.add_argument("--apply", action="store_true", help="remember the items and note how far each session was read")
    p.add_argument("--max", type=int_arg("--max"), metavar="N", help="keep at most N items per session")
    p.add_argument("--verified", action="store_true", help="mark applied memories verified")


@COMMANDS.add(
    "sediment",
    "Digest agent session logs (DSH, Claude Code, Codex; .zst too) into memories; a preview unless --apply.",
    "agent-memory sediment --latest --apply",
    arguments=_sediment_arguments,
    long=True,
)
def sediment(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        reports = memory.sediment(
            args.files,
            latest=args.latest,
            form=args.format,
            apply=args.apply,
            max_items=args.max,
            verified=args.verified,
        )
    lines = []
    for report in reports:
        skipped = (
            f", {report.malformed} malformed line{'s' if report.malformed != 1 else ''} skipped"
            if report.malformed
            else ""
        )
        span = f"lines {report.start + 1}-{report.lines}" if report.lines > report.start else "no new lines"
        lines.append(f"{report.path} ({report.format}, {span}, {report.turns} turns{skipped})")
        if report.digest is None:
            lines.append("  nothing new to digest")
        else:
            lines += ["  " + line for line in digest_lines(report.digest)]
        if report.read_to < report.lines:
            lines.append(f"  lines {report.read_to + 1}-{report.lines} are left for the next run (--max)")
    found = sum(len(r.digest.applied if args.apply else r.digest.items) for r in reports if r.digest is not None)
    verb = "remembered" if args.apply else "found"
    lines.append(
        f"{verb} {found} new item{'s' if found != 1 else ''} in {len(reports)} session{'s' if len(reports) != 1 else ''}"
    )
    output(args).result([r.to_dict() for r in reports], lines)
    return 0  # a quiet run (nothing new, nothing worth keeping) is a success: cron calls it every time
