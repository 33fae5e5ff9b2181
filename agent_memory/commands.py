"""The handlers behind each CLI command: call ``Memory``, then print through ``Output``."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .browse import missing_namespace
from .cli import Output, command, output, read_text_arg, root
from .errors import InvalidInputError
from .keys import Notice
from .memory import Memory
from .model import MemoryEntry
from .results import DigestReport, PruneReport, RecallHit, RememberResult, SyncReport

_OPENED: list[Memory] = []  # their notices are printed once the command is done (cli._announce)


def _open(args: argparse.Namespace) -> Memory:
    memory = Memory(
        root(args),
        namespace=getattr(args, "namespace", None),
        all_namespaces=getattr(args, "all_namespaces", False),
        store=getattr(args, "store", None),
    )
    _OPENED.append(memory)
    return memory


def notices() -> list[Notice]:
    return [notice for memory in _OPENED for notice in memory.notices]


def _flag(entry: MemoryEntry) -> str:
    return "verified" if entry.execution_verified else "unverified"


def _memories(count: int) -> str:
    return f"{count} memory" if count == 1 else f"{count} memories"


def _short(text: str, width: int = 100) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def remember_lines(result: RememberResult) -> list[str]:
    e = result.entry
    how = f"category {e.category}, from its wording" if result.classified else f"category {e.category}"
    lines = [f"{result.action} {e.id} in {e.room} ({how}; importance {e.importance}, {_flag(e)})"]
    if result.redacted:
        lines.append("redacted: " + ", ".join(result.redacted))
    for c in result.conflicts:
        verb = "rejects" if c.type == "rejects_previous" else "adopts what was rejected in"
        lines.append(f"conflict: this {verb} {c.memory_id} on '{c.entity}': {_short(c.content, 80)}")
    return lines


@command("remember")
def remember(args: argparse.Namespace) -> int:
    with _open(args) as memory:
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


def recall_lines(hits: Sequence[RecallHit]) -> list[str]:
    return [
        f"{i}. [{h.entry.room}] {h.entry.id} score {h.score:.2f} ({_flag(h.entry)}): {_short(h.entry.content)}"
        for i, h in enumerate(hits, start=1)
    ]


@command("recall")
def recall(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        hits = memory.recall(read_text_arg(args.query), room=args.room, top_k=args.top_k)
        missing = None if hits else missing_namespace(memory)
    out = output(args)
    out.result({"query": args.query, **hits.to_dict()}, recall_lines(list(hits)))
    for note in hits.notes:
        out.warn(f"agent-memory recall: {note}")
    if not hits:
        out.warn(f"agent-memory recall: {missing}" if missing else "no memory matches that query")
        return 1
    return 0


@command("vsearch")
def vsearch(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        outcome = memory.vsearch(read_text_arg(args.query), top_k=args.top_k, room=args.room)
        entries = memory.store.get_many(h.id for h in outcome.hits)
    out = output(args)
    results = [
        {"id": h.id, "room": h.room, "cosine": round(h.cosine, 6), "content": entries[h.id].content}
        for h in outcome.hits
        if h.id in entries
    ]
    lines = [
        f"{i}. [{r['room']}] {r['id']} cosine {r['cosine']:.3f}: {_short(str(r['content']))}"
        for i, r in enumerate(results, 1)
    ]
    out.result(
        {
            "query": args.query,
            "backend": outcome.backend,
            "identity": outcome.identity,
            "results": results,
            "notes": outcome.notes,
        },
        lines,
    )
    for note in outcome.notes:
        out.warn(f"agent-memory vsearch: {note}")
    if not results:
        out.warn("no memory is close enough to that query")
        return 1
    return 0


@command("vectors")
def vectors(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        embedded = memory.embed_missing() if args.embed else None
        status = memory.vector_status()
    if embedded is not None:
        status["embedded_now"] = embedded
    lines = [f"backend: {status['backend']} ({status['requested']}), {status['memories']} memories"]
    lines += [f"  vectors {identity}: {count}" for identity, count in status["vectors"].items()]
    for name, info in status["backends"].items():
        breaker = (
            info["breaker"]
            if isinstance(info["breaker"], str)
            else f"open since {info['breaker'].get('tripped_at')}: {info['breaker'].get('last_error')}"
        )
        key = f", key {info['key']}" if info["key"] else ""
        lines.append(f"  {name}: {info['model'] or '-'} {info['dimensions'] or ''}d{key}, breaker {breaker}")
    lines.append(f"rerank: {status['rerank']}")
    sent = status["sends_text_to"]
    lines.append(
        "text sent to: "
        + (
            "; ".join(f"{d['purpose']}: {d['service']} ({d['host']}; {d['chosen']})" for d in sent)
            if sent
            else "nothing leaves this machine"
        )
    )
    if embedded is not None:
        lines.append(f"embedded now: {embedded}")
    output(args).result(status, lines)
    for warning in status["warnings"]:
        Output.warn(f"warning: {warning}")
    return 0


@command("verify")
def verify(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        entry = memory.verify(args.id)
    output(args).result({"id": entry.id, "execution_verified": True}, [f"verified {entry.id}"])
    return 0


@command("forget")
def forget(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        entry = memory.forget(args.id)
    output(args).result({"id": entry.id, "forgotten": True}, [f"forgot {entry.id}: {_short(entry.content, 80)}"])
    return 0


def prune_lines(report: PruneReport) -> list[str]:
    verb = "would prune" if report.dry_run else "pruned"
    lines = [f"{verb} {_memories(report.pruned)} (rules applied as of {report.as_of})"]
    lines.append("by reason: " + ", ".join(f"{reason} {n}" for reason, n in report.by_reason.items()))
    if report.by_room:
        lines.append("by room: " + ", ".join(f"{room} {n}" for room, n in report.by_room.items()))
    if report.archive:
        lines.append(f"archived to {report.archive} (bring back with 'agent-memory restore {report.archive}')")
    return lines


@command("prune")
def prune(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        if not (args.dry_run or args.yes) and sys.stdin.isatty():
            preview = memory.prune(dry_run=True, room=args.room, as_of=args.as_of)
            if not preview.pruned:
                output(args).result(preview.to_dict(), prune_lines(preview))
                return 0
            answer = input(f"prune {_memories(preview.pruned)} (archived first)? [y/N] ")
            if answer.strip().lower() not in ("y", "yes"):
                print("nothing pruned", file=sys.stderr)
                return 1
        report = memory.prune(dry_run=args.dry_run, room=args.room, as_of=args.as_of)
    output(args).result(report.to_dict(), prune_lines(report))
    return 0


@command("restore")
def restore(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        report = memory.restore(args.archive, args.ids, key_file=args.key_file)
    lines = [f"restored {_memories(report.restored)} from {report.archive}"]
    if report.skipped:
        lines.append(f"skipped {report.skipped} already in the store")
    output(args).result(report.to_dict(), lines)
    return 0  # all of them already back is nothing to do, not a failure (an unknown id raised)


@command("graph")
def graph(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        if args.rebuild:
            entities, links = memory.graph_rebuild()
            output(args).result(
                {"entities": entities, "links": links}, [f"rebuilt the graph: {entities} entities, {links} links"]
            )
            return 0
        if args.export:
            text = memory.graph_export(args.export, args.top)
            if args.export == "obsidian":
                output(args).result({"export": "obsidian", "message": text}, [text])
            else:
                sys.stdout.write(text)
            return 0
        if args.entity:
            name, kind, entries = memory.graph_entity(args.entity)
            data: object = {"entity": name, "type": kind, "memories": [e.to_dict() for e in entries]}
            lines = [f"{name} ({kind}): {len(entries)} memories"]
            lines += [f"  [{e.room}] {e.id}: {_short(e.content, 90)}" for e in entries]
            output(args).result(data, lines)
            return 0
        rows = memory.graph_top(20 if args.top is None else args.top)
    data = [{"entity": name, "type": kind, "memories": count} for name, kind, count in rows]
    lines = [f"{count:6d}  {name} ({kind})" for name, kind, count in rows] or ["the graph is empty"]
    output(args).result(data, lines)
    return 0 if rows else 1


@command("stats")
def stats(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        s = memory.stats()
    rooms = ", ".join(f"{name} {count}" for name, count in s.by_room.items())
    lines = [
        f"memories: {s.total} ({s.verified} verified, {s.unverified} unverified)",
        f"rooms: {rooms}",
        f"hot (≥{s.hot_threshold} accesses): {s.hot}, cold: {s.cold}",
        f"average importance: {s.average_importance:.2f}",
        f"bytes: content {s.content_bytes:,}, {s.db_name} {s.db_bytes:,}, store/ {s.store_bytes:,} in {s.store_files} notes",
        f"encryption at rest: {s.encryption}",
    ]
    output(args).result(s.to_dict(), lines)
    return 0


@command("rooms")
def rooms(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        infos = memory.rooms()
    lines = [
        f"{r.icon} {r.name:<10} {r.title:<6} keep {r.retention_days:>4} days  {r.count:>7} memories" for r in infos
    ]
    output(args).result([r.to_dict() for r in infos], lines)
    return 0


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
    with _open(args) as memory:
        report = memory.sync(yes=args.yes) if run == "sync" else memory.reindex(yes=args.yes, new_key=args.new_key)
    out = output(args)
    out.result(report.to_dict(), sync_lines(report))
    for path, message in report.errors:
        out.warn(f"agent-memory {run}: skipped {path}: {message}")
    if report.kept:
        out.warn(f"agent-memory {run}: kept {len(report.kept)} memories whose notes are missing: {report.kept_why}")
        out.warn("  fix: restore or mount the notes and sync again; if they were removed on purpose: sync --yes")
        return 2
    # a note sync could not take in is not a success (a cron job sees it); a reindex rebuilt the db
    return 2 if report.errors and run == "sync" else 0


@command("sync")
def sync(args: argparse.Namespace) -> int:
    return _sync_like(args, "sync")


@command("reindex")
def reindex(args: argparse.Namespace) -> int:
    return _sync_like(args, "reindex")


@command("migrate")
def migrate(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        report = memory.migrate(args.to)
    lines = [
        f"copied {report['copied']} memories to {report['target']} ({report['skipped']} already there)",
        f"counts per namespace: {'equal' if report['counts_equal'] else 'DIFFERENT'} "
        f"(here {report['source']}, there {report['copy']})",
        f"sample recalls with the same results: {report['recalls_equal']} of {report['recalls_compared']}",
    ]
    output(args).result(report, lines)
    return 0 if report["counts_equal"] else 1


@command("export")
def export(args: argparse.Namespace) -> int:
    with _open(args) as memory:
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


@command("import")
def import_(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        report = memory.import_file(args.file)
    output(args).result(report.to_dict(), [f"imported {report.imported}, skipped {report.skipped} already present"])
    return 0  # a re-import of what is there adds nothing and is no failure


DEMO_MEMORIES = (
    ("决定：主数据库用 PostgreSQL 16，放弃 MySQL", "decision", 8),
    ("I prefer tabs over spaces and short functions in Python code", "preference", 6),
    ("config: the staging API listens on port 8443, password: hunter2", "config", 7),
    ("项目 agent-memory 的目标：离线优先的智能体长期记忆", "project", 7),
    ("2026-11-30 release 0.1.0 shipped to the team", "event", 5),
)
DEMO_QUERIES = ("数据库 PostgreSQL", "which port does staging use", "tabs or spaces")


@command("demo")
def demo(args: argparse.Namespace) -> int:
    given = root(args)
    folder = given or tempfile.mkdtemp(prefix="agent-memory-demo-")
    out = output(args)
    report: dict[str, Any] = {"root": folder, "remembered": [], "recalls": []}
    lines = [f"demo store: {folder}"]
    try:
        with Memory(folder) as memory:
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
        report["next"] = f"{_invocation()} setup claude-code"
        lines.append(f"next: give your agent this memory: {report['next']} (or: setup codex)")
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


@command("digest")
def digest(args: argparse.Namespace) -> int:
    text = _digest_input(args)
    with _open(args) as memory:
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
        lines.append(f"preview only: run again with --apply to remember {_memories(len(report.items))}")
    return lines


@command("sediment")
def sediment(args: argparse.Namespace) -> int:
    with _open(args) as memory:
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


@command("context")
def context(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        block = memory.context(read_text_arg(args.query), budget=args.budget, room=args.room, form=args.format)
        missing = None if block.text else missing_namespace(memory)
    output(args).result(block.to_dict(), [block.text] if block.text else [])
    if block.why_empty:
        Output.warn(f"agent-memory context: {missing or block.why_empty}")
        if block.relevant:
            Output.warn(f"  fix: a larger --budget (the {block.budget} given holds none of them)")
    return 0 if block.text else 1


@command("setup")
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


@command("doctor")
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


@command("mcp")
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


@command("ui")
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
