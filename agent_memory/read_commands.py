"""``agent-memory recall``, ``vsearch``, ``context``, ``graph``, ``stats``, ``rooms`` and
``vectors``: the commands that read what is stored."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cli_common import Commands, Output, flag, history_lines, int_arg, open_memory, output, read_text_arg, short

if TYPE_CHECKING:
    from .memory import Memory
    from .recall_results import RecallHit

COMMANDS = Commands()


def recall_lines(hits: Sequence[RecallHit], *, explain: bool = False) -> list[str]:
    lines = []
    for i, h in enumerate(hits, start=1):
        was = f" (superseded by {h.entry.superseded_by})" if h.entry.superseded_by else ""
        lines.append(
            f"{i}. [{h.entry.room}] {h.entry.id} ({flag(h.entry)}){was}: {short(h.entry.content)}{found_by(h)}"
        )
        if explain and h.stages is not None:
            lines.append("   " + stage_line(h))
    return lines


def found_by(hit: RecallHit) -> str:
    """What each leg gave the hit, " (words 2.10, meaning 0.62)": the list is in the fused order,
    which no single one of these scores is (``--json`` keeps the spec's display score too)."""
    legs = [f"words {hit.kw_score:.2f}"] if hit.kw_score > 0 else []
    legs += [f"meaning {hit.vec_score:.2f}"] if hit.vec_score is not None else []
    return f" ({', '.join(legs)})" if legs else ""


def stage_line(hit: RecallHit) -> str:
    """Where a hit stood at each stage of the recall: "keyword #1 (2.31) · vector #3 (0.412) · ..."."""
    s = hit.stages
    assert s is not None

    def at(name: str, rank: int | None, score: float | None, digits: int = 3) -> str:
        return f"{name} #{rank} ({score:.{digits}f})" if rank is not None and score is not None else f"{name} -"

    return " · ".join(
        (
            at("keyword", s.keyword_rank, s.keyword_score, 2),
            at("vector", s.vector_rank, s.cosine),
            at("fused", s.fused_rank, s.fused_score, 4),
            at("rerank", s.rerank_rank, s.rerank_score),
        )
    )


def _recall_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("query")
    p.add_argument("--room", help="only this room (see 'rooms')")
    p.add_argument("--top-k", type=int_arg("--top-k"), help="how many results (default 5)")
    p.add_argument("--since", metavar="DAY", help="only what happened, was said or held on or after DAY (YYYY-MM-DD)")
    p.add_argument("--until", metavar="DAY", help="... on or before DAY (YYYY-MM-DD)")
    p.add_argument("--explain", action="store_true", help="each hit's rank and score at every stage")
    p.add_argument("--history", action="store_true", help="each hit's history: what it superseded, what superseded it")


def _missing_namespace(memory: Memory) -> str | None:
    from .browse import missing_namespace  # only when nothing was found: a recall that finds imports no browse

    return missing_namespace(memory)


@COMMANDS.add(
    "recall",
    "Find the memories that answer a query: BM25 + vectors fused (weighted or RRF), reranked when set up.",
    "agent-memory recall 'which database did we choose' --top-k 3",
    arguments=_recall_arguments,
    text="query",
)
def recall(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        hits = memory.recall(
            read_text_arg(args.query), room=args.room, top_k=args.top_k, since=args.since, until=args.until
        )
        missing = None if hits else _missing_namespace(memory)
        chains = {h.entry.id: memory.history(h.entry.id) for h in hits} if args.history else {}
    out = output(args)
    rows = [hit.to_dict() for hit in hits]
    for row, hit in zip(rows, hits, strict=True):
        if args.explain:
            row["stages"] = hit.stages.to_dict() if hit.stages is not None else None
        if chains:
            row["history"] = [e.id for e in chains[hit.entry.id]]
    data = {"query": args.query, **hits.to_dict(), "results": rows}
    lines = recall_lines(list(hits), explain=args.explain) + history_lines(chains)
    out.result(data, lines)
    for note in hits.notes:
        out.warn(f"agent-memory recall: {note}")
    if not hits:
        out.warn(f"agent-memory recall: {missing}" if missing else "no memory matches that query")
        return 1
    return 0


def _vsearch_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("query")
    p.add_argument("--top-k", type=int_arg("--top-k"), help="how many results (default 5)")
    p.add_argument("--room", help="only this room")


@COMMANDS.add(
    "vsearch",
    "The vector leg alone: memories by cosine similarity, no keywords.",
    "agent-memory vsearch 'which database do we use' --top-k 5",
    arguments=_vsearch_arguments,
    text="query",
)
def vsearch(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        outcome = memory.vsearch(read_text_arg(args.query), top_k=args.top_k, room=args.room)
        entries = memory.store.get_many(h.id for h in outcome.hits)
    out = output(args)
    results = [
        {"id": h.id, "room": h.room, "cosine": round(h.cosine, 6), "content": entries[h.id].content}
        for h in outcome.hits
        if h.id in entries
    ]
    lines = [
        f"{i}. [{r['room']}] {r['id']} cosine {r['cosine']:.3f}: {short(str(r['content']))}"
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


def _vectors_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--embed", action="store_true", help="embed every memory with no vector for the active backend yet")


@COMMANDS.add(
    "vectors",
    "The vector backend in use, cached vectors, breaker and rerank state, keys (masked).",
    "agent-memory vectors --json",
    arguments=_vectors_arguments,
    long=True,
)
def vectors(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
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


def _graph_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("entity", nargs="?", help="show this entity's memories (exact name, else ignoring case)")
    p.add_argument("--top", type=int_arg("--top"), help="how many entities (default 20; all for an export)")
    p.add_argument("--rebuild", action="store_true", help="extract every memory's entities again")
    p.add_argument(
        "--export", choices=("obsidian", "mermaid", "dot"), help="obsidian: notes in store/_entities/; else stdout"
    )


@COMMANDS.add(
    "graph",
    "The memory graph: top entities, one entity's memories, a rebuild, or an export to draw it.",
    "agent-memory graph PostgreSQL",
    arguments=_graph_arguments,
    long=True,
)
def graph(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
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
            lines += [f"  [{e.room}] {e.id}: {short(e.content, 90)}" for e in entries]
            output(args).result(data, lines)
            return 0
        rows = memory.graph_top(20 if args.top is None else args.top)
    data = [{"entity": name, "type": kind, "memories": count} for name, kind, count in rows]
    lines = [f"{count:6d}  {name} ({kind})" for name, kind, count in rows] or ["the graph is empty"]
    output(args).result(data, lines)
    return 0 if rows else 1


def _context_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", help="what the prompt is about; '-' reads it from standard input")
    p.add_argument("--budget", type=int_arg("--budget"), default=800, metavar="TOKENS", help="default 800")
    p.add_argument("--room", help="only this room")
    p.add_argument("--format", default="markdown", choices=("markdown", "xml", "json"), help="default: markdown")


@COMMANDS.add(
    "context",
    "The memories most relevant to QUERY, formatted for a prompt, as many as fit the token budget.",
    "agent-memory context 'database choice' --budget 400 --format xml",
    arguments=_context_arguments,
    text="query",
)
def context(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        block = memory.context(read_text_arg(args.query), budget=args.budget, room=args.room, form=args.format)
        missing = None if block.text else _missing_namespace(memory)
    output(args).result(block.to_dict(), [block.text] if block.text else [])
    if block.why_empty:
        Output.warn(f"agent-memory context: {missing or block.why_empty}")
        if block.relevant:
            Output.warn(f"  fix: a larger --budget (the {block.budget} given holds none of them)")
    return 0 if block.text else 1


@COMMANDS.add(
    "stats", "Real counts: total, per room, verified, hot/cold, importance, bytes.", "agent-memory stats --json"
)
def stats(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
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


@COMMANDS.add("rooms", "The rooms, their retention and how many memories each holds.", "agent-memory rooms")
def rooms(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        infos = memory.rooms()
    lines = [
        f"{r.icon} {r.name:<10} {r.title:<6} keep {r.retention_days:>4} days  {r.count:>7} memories" for r in infos
    ]
    output(args).result([r.to_dict() for r in infos], lines)
    return 0
