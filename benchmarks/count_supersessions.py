"""Supersessions made on the retrieval sets, whose memories are about unrelated things.

    python -m benchmarks.count_supersessions            # counts, and every pair linked
    python -m benchmarks.count_supersessions --cpu      # and the CPU remember took, a memory

Fills each store of the v2 set (``benchmarks/data/retrieval_eval_v2``, every split, each memory
at its own date) and the retrieval set (``retrieval_eval.json``) as the evals do, then prints
every memory found superseded with what superseded it: on these sets each one should be a true
change, which a reader judges from the two texts. Precision of supersession is checked here,
its recall on the time set (``eval_time``).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from agent_memory import Memory

from . import eval_v2
from .data.check_eval_set import load_eval_set
from .eval_retrieval import build_store


def links(root: Path) -> list[tuple[str, str]]:
    """(earlier, later) texts of each supersession in the store at ``root``."""
    with Memory(root) as memory:
        entries = {e.id: e for e in memory.store.iter_entries()}
    return [(e.content, entries[e.superseded_by].content) for e in entries.values() if e.superseded_by in entries]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpu", action="store_true", help="print the CPU seconds remember took, a memory")
    args = parser.parse_args(argv)
    os.environ["HERMES_VECTOR_BACKEND"] = "local"
    os.environ["HERMES_RERANK"] = "off"
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        clock = eval_v2.Clock()
        stores = eval_v2.load("all")
        for store in stores:
            eval_v2.build(store, base, clock)
        found = {f"v2 {store.name} ({store.split})": links(store.root) for store in stores}
        written = sum(len(store.memories) for store in stores)
        cpu = sum(store.write_cpu for store in stores)
        data = load_eval_set()
        started = time.process_time()
        build_store(base / "retrieval", data)
        cpu_retrieval = time.process_time() - started
        found["retrieval_eval"] = links(base / "retrieval")
    for name, pairs in found.items():
        for earlier, later in pairs:
            print(f"{name}:\n  was: {earlier}\n  now: {later}")
    print(f"v2: {sum(len(p) for n, p in found.items() if n.startswith('v2'))} supersessions in {written} memories")
    print(f"retrieval_eval: {len(found['retrieval_eval'])} supersessions in {len(data['memories'])} memories")
    if args.cpu:
        print(
            f"remember CPU: v2 {1000 * cpu / written:.2f} ms, retrieval {1000 * cpu_retrieval / len(data['memories']):.2f} ms a memory"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
