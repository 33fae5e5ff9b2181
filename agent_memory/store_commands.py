"""``agent-memory prune``, ``restore``, ``sync``, ``reindex``, ``export``, ``import`` and
``migrate``: the commands that keep the store, copy it out and bring memories in."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from .cli_common import Commands, date_arg, memories, open_memory, output

if TYPE_CHECKING:
    from .results import PruneReport, SyncReport

COMMANDS = Commands()


def prune_lines(report: PruneReport) -> list[str]:
    verb = "would prune" if report.dry_run else "pruned"
    lines = [f"{verb} {memories(report.pruned)} (rules applied as of {report.as_of})"]
    lines.append("by reason: " + ", ".join(f"{reason} {n}" for reason, n in report.by_reason.items()))
    if report.by_room:
        lines.append("by room: " + ", ".join(f"{room} {n}" for room, n in report.by_room.items()))
    if report.archive:
        lines.append(f"archived to {report.archive} (bring back with 'agent-memory restore {report.archive}')")
    return lines


def _prune_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dry-run", action="store_true", help="count what would go, by reason and room; change nothing")
    p.add_argument("--room", help="only this room")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation on a terminal")
    p.add_argument("--as-of", type=date_arg, metavar="ISO-DATE", help="apply the rules at this moment instead of now")


@COMMANDS.add(
    "prune",
    "Archive, then delete, memories unverified past 7 days, rarely used, or past their room's retention.",
    "agent-memory prune --dry-run --as-of 2027-01-01",
    arguments=_prune_arguments,
    long=True,
)
def prune(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        if not (args.dry_run or args.yes) and sys.stdin.isatty():
            preview = memory.prune(dry_run=True, room=args.room, as_of=args.as_of)
            if not preview.pruned:
                output(args).result(preview.to_dict(), prune_lines(preview))
                return 0
            answer = input(f"prune {memories(preview.pruned)} (archived first)? [y/N] ")
            if answer.strip().lower() not in ("y", "yes"):
                print("nothing pruned", file=sys.stderr)
                return 1
        report = memory.prune(dry_run=args.dry_run, room=args.room, as_of=args.as_of)
    output(args).result(report.to_dict(), prune_lines(report))
    return 0


def _restore_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("archive", help="a backups/prune_*.json file")
    p.add_argument("ids", nargs="*", metavar="ID", help="only these memories")
    p.add_argument(
        "--key-file",
        metavar="FILE",
        help="the key the archive was sealed with, when it is not this store's (a copy 'key backup' made)",
    )


@COMMANDS.add(
    "restore",
    "Bring pruned memories back from a prune archive (all, or the ids given).",
    "agent-memory restore ~/.local/share/agent-memory/backups/prune_20261203_101500.json",
    arguments=_restore_arguments,
    long=True,
)
def restore(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        report = memory.restore(args.archive, args.ids, key_file=args.key_file)
    lines = [f"restored {memories(report.restored)} from {report.archive}"]
    if report.skipped:
        lines.append(f"skipped {report.skipped} already in the store")
    output(args).result(report.to_dict(), lines)
    return 0  # all of them already back is nothing to do, not a failure (an unknown id raised)


def sync_lines(report: SyncReport) -> list[str]:
    lines = [
        f"added {len(report.added)}, updated {len(report.updated)}, deleted {len(report.deleted)}, unchanged {report.unchanged}"
    ]
    lines += [f"skipped {path}: {message}" for path, message in report.errors]
    lines += [f"restored the note of {memory_id} (its file now holds another memory)" for memory_id in report.restored]
    if report.kept:
        lines.append(f"kept {len(report.kept)} memories whose notes are missing ({report.kept_why})")
    return lines


def _sync_like(args: argparse.Namespace, run: str) -> int:
    with open_memory(args) as memory:
        report = memory.sync(yes=args.yes) if run == "sync" else memory.reindex(yes=args.yes, new_key=args.new_key)
    out = output(args)
    out.result(report.to_dict(), sync_lines(report))
    for path, message in report.errors:
        out.warn(f"agent-memory {run}: skipped {path}: {message.removeprefix(f'{path}: ')}")
    if report.errors:
        out.warn(
            f"  fix: correct the field in each note named ({run} leaves notes as they are), then run 'agent-memory sync'"
        )
    if report.kept:
        out.warn(f"agent-memory {run}: kept {len(report.kept)} memories whose notes are missing: {report.kept_why}")
        out.warn("  fix: restore or mount the notes and sync again; if they were removed on purpose: sync --yes")
        return 2
    # a note sync or reindex could not take in is not a success (a cron job sees it): its memory is not in the db
    return 2 if report.errors else 0


def _sync_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--yes", action="store_true", help="delete even when many notes are missing at once")


@COMMANDS.add(
    "sync",
    "Take in notes edited, added or deleted by hand under store/ (e.g. in Obsidian).",
    "agent-memory sync",
    arguments=_sync_arguments,
    long=True,
)
def sync(args: argparse.Namespace) -> int:
    return _sync_like(args, "sync")


def _reindex_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--yes", action="store_true", help="rebuild even onto far fewer notes than memories")
    p.add_argument(
        "--new-key",
        action="store_true",
        help="the encrypted store's key is lost: rebuild it encrypted under the key at hand (a new one if none)",
    )


@COMMANDS.add(
    "reindex",
    "Rebuild memory.db from store/*.md alone (the old db is kept in backups/).",
    "agent-memory reindex",
    arguments=_reindex_arguments,
    long=True,
)
def reindex(args: argparse.Namespace) -> int:
    return _sync_like(args, "reindex")


def _export_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("target", help="a folder for hermes-lite, a file (or '-') for jsonl")
    p.add_argument("--format", choices=("hermes-lite", "jsonl"), default="jsonl")


@COMMANDS.add(
    "export",
    "Write every memory out: a hermes-lite folder or a JSONL file (never into the store's own files).",
    "agent-memory export --format hermes-lite ./hermes-data",
    arguments=_export_arguments,
)
def export(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        if args.format == "hermes-lite":
            count = memory.export_hermes_lite(args.target)
        else:
            count = memory.export_jsonl(args.target)
    if not (args.format == "jsonl" and args.target == "-"):
        output(args).result(
            {"exported": count, "format": args.format, "target": args.target},
            [f"exported {count} memories to {args.target}"],
        )
    return 0


def _migrate_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--to", required=True, metavar="URL|DIR", help="a postgresql:// URL, or a data root folder")


@COMMANDS.add(
    "migrate",
    "Copy the whole store (every namespace, with access counts) to PostgreSQL or to an embedded store.",
    "agent-memory migrate --to postgresql://me@db:5432/memory",
    arguments=_migrate_arguments,
    long=True,
)
def migrate(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        report = memory.migrate(args.to)
    lines = [
        f"copied {report['copied']} memories to {report['target']} ({report['skipped']} already there)",
        f"counts per namespace: {'equal' if report['counts_equal'] else 'DIFFERENT'} "
        f"(here {report['source']}, there {report['copy']})",
        f"sample recalls with the same results: {report['recalls_equal']} of {report['recalls_compared']}",
    ]
    output(args).result(report, lines)
    return 0 if report["counts_equal"] else 1


def _import_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")


@COMMANDS.add(
    "import",
    "Import a JSONL export or a hermes-lite index.json (ids already present are skipped).",
    "agent-memory import memories.jsonl",
    arguments=_import_arguments,
    long=True,
)
def import_(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        report = memory.import_file(args.file)
    line = f"imported {report.imported}, skipped {report.skipped} already present"
    if report.embedded:
        line += f"; embedded {report.embedded} with {report.encoder}"
    output(args).result(report.to_dict(), [line])
    return 0  # a re-import of what is there adds nothing and is no failure
