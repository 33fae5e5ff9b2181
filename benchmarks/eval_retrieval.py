"""Retrieval quality on the labelled set in benchmarks/data/retrieval_eval.json (issue 3).

    python -m benchmarks.eval_retrieval            # every configuration that can run here

Reports Recall@5, Recall@10 and MRR@10 for BM25 alone, each local vector backend alone,
the hybrid (BM25 + vectors, RRF), and the rerank stage against the fake reranker (a
wiring check only: the fake's scores are not a model's). Split by queries that share a
term with their memory and queries that share none.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from agent_memory import Memory
from agent_memory.search.bm25 import keyword_rank

from .data.check_eval_set import load_eval_set

OUT = Path(__file__).parent / "out"
Ranker = Callable[[Memory, str], list[str]]


def bm25(memory: Memory, query: str) -> list[str]:
    return [h.id for h in keyword_rank(memory.store, query, room=None, settings=memory.config.retrieval, limit=10)]


def vectors_only(memory: Memory, query: str) -> list[str]:
    return [h.id for h in memory.vsearch(query, top_k=10).hits]


def hybrid(memory: Memory, query: str) -> list[str]:
    return [h.entry.id for h in memory.recall(query, top_k=10, record_access=False)]


def metrics(ranker: Ranker, memory: Memory, queries: list[dict], ids: dict[str, str]) -> dict[str, float]:
    r5 = r10 = mrr = 0.0
    for q in queries:
        relevant = {ids[m] for m in q["relevant"]}
        got = ranker(memory, q["query"])[:10]
        r5 += len(relevant & set(got[:5])) / len(relevant)
        r10 += len(relevant & set(got)) / len(relevant)
        mrr += next((1.0 / rank for rank, m in enumerate(got, 1) if m in relevant), 0.0)
    n = len(queries) or 1
    return {"recall@5": round(r5 / n, 3), "recall@10": round(r10 / n, 3), "mrr@10": round(mrr / n, 3)}


def build_store(root: Path, data: dict) -> dict[str, str]:
    ids = {}
    with Memory(root) as memory:
        for m in data["memories"]:
            result = memory.remember(m["text"], category=m["category"])
            assert result.action == "created", m["id"]
            ids[m["id"]] = result.id
    return ids


def evaluate(backend: str, root: Path, data: dict, ids: dict[str, str], *, rerank_url: str | None) -> dict[str, dict]:
    os.environ["HERMES_VECTOR_BACKEND"] = backend
    os.environ["HERMES_RERANK"] = "off"
    out: dict[str, dict] = {}
    groups = {
        "all": data["queries"],
        "overlap": [q for q in data["queries"] if q["overlap"]],
        "no-overlap": [q for q in data["queries"] if not q["overlap"]],
    }
    with Memory(root) as memory:
        if backend != "local":
            memory.embed_missing()
        rows = {"bm25": bm25, f"{backend} vectors": vectors_only, f"hybrid (bm25 + {backend})": hybrid}
        for name, ranker in rows.items():
            out[name] = {group: metrics(ranker, memory, qs, ids) for group, qs in groups.items()}
        if rerank_url:
            os.environ.update(
                {"HERMES_RERANK": "on", "SILICONFLOW_BASE_URL": rerank_url, "SILICONFLOW_API_KEY": "fake"}
            )
            out[f"hybrid + rerank (fake, wiring only) [{backend}]"] = {
                group: metrics(hybrid, memory, qs, ids) for group, qs in groups.items()
            }
            for name in ("HERMES_RERANK", "SILICONFLOW_BASE_URL", "SILICONFLOW_API_KEY"):
                os.environ.pop(name)
    return out


def table(results: dict[str, dict]) -> str:
    lines = [
        "| configuration | R@5 | R@10 | MRR@10 | R@10 no-overlap | R@10 overlap |",
        "|---|---|---|---|---|---|",
    ]
    for name, groups in results.items():
        a, n, o = groups["all"], groups["no-overlap"], groups["overlap"]
        lines.append(
            f"| {name} | {a['recall@5']} | {a['recall@10']} | {a['mrr@10']} | {n['recall@10']} | {o['recall@10']} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backends", default="local,wordllama")
    parser.add_argument("--no-rerank", action="store_true")
    args = parser.parse_args()
    data = load_eval_set()
    root = Path(tempfile.mkdtemp(prefix="am-eval-"))
    results: dict[str, dict] = {}
    try:
        ids = build_store(root, data)
        server = None
        if not args.no_rerank:
            sys.path.insert(0, str(Path(__file__).parent.parent))
            from tests.fakes.servers import FakeAIServer

            server = FakeAIServer().start()
        try:
            for backend in args.backends.split(","):
                if backend == "wordllama" and importlib.util.find_spec("wordllama") is None:
                    print("wordllama not installed: skipped (pip install 'agent-memory[semantic]')", file=sys.stderr)
                    continue
                for name, value in evaluate(
                    backend, root, data, ids, rerank_url=server.base_url if server else None
                ).items():
                    results.setdefault(name, value)
        finally:
            if server:
                server.close()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"{len(data['queries'])} queries over {len(data['memories'])} memories")
    print(table(results))
    OUT.mkdir(exist_ok=True)
    (OUT / "retrieval_eval.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
