"""Bulk-load throughput against the SQLite FTS5 anchor, interleaved (issue 20, item 5).

    python -m benchmarks.bench_import                          # N = 10,000, 3 rounds
    python -m benchmarks.bench_import --sizes 10000,100000 --rounds 1

Each round, for each size: ``agent-memory import`` of the corpus into an empty root (a child
process, as a user runs it) and the anchor's one-transaction load of the same file
(``bench_fts5``'s FTS5 store, also a child), in alternating order; then in-process
``Memory.remember_many`` of ``--many`` texts into an empty root against the anchor's load of
the same texts. Memories a second of CPU (user + system) and of wall time, medians over the
rounds, each with its ratio to FTS5, and the load average at start and end: the machine is
shared, so an absolute figure means little.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from .bench_fts5 import Fts5Store, anchor_cli, product_cli, run, write_corpus


def _rates(n: int, samples: list[tuple[float, float]]) -> tuple[float, float]:
    """(CPU, wall) memories a second, medians."""
    return n / statistics.median(s[1] for s in samples), n / statistics.median(s[0] for s in samples)


def _many(root: Path, texts: list[str]) -> tuple[float, float]:
    from agent_memory import Memory

    with Memory(root) as memory:
        c0, t0 = time.process_time(), time.perf_counter()
        memory.remember_many([{"text": t, "category": "event"} for t in texts])
        spent = time.perf_counter() - t0, time.process_time() - c0
        if memory.store.count() != len(texts):
            raise SystemExit(f"remember_many: {memory.store.count()} memories of {len(texts)}")
        return spent


def _anchor_many(db: Path, texts: list[str]) -> tuple[float, float]:
    store = Fts5Store(db)
    try:
        c0, t0 = time.process_time(), time.perf_counter()
        store.load(texts)
        return time.perf_counter() - t0, time.process_time() - c0
    finally:
        store.close()


def bench(n: int, work: Path, rounds: int, many: int) -> dict[str, object]:
    from .corpus import memories

    corpus = work / f"corpus-{n}.jsonl"
    write_corpus(corpus, n)
    texts = list(memories(many, seed=7000 + n))
    load = {"start": os.getloadavg()}
    got: dict[str, list[tuple[float, float]]] = {k: [] for k in ("import", "fts5 import", "many", "fts5 many")}
    for i in range(rounds):
        scratch = work / f"round-{n}-{i}"
        scratch.mkdir()
        steps = [
            ("import", lambda scratch=scratch: run(product_cli(scratch / "product", "import", str(corpus)))),
            ("fts5 import", lambda scratch=scratch: run(anchor_cli(scratch / "fts5.db", "import", str(corpus)))),
        ]
        for key, step in steps if i % 2 == 0 else steps[::-1]:
            done = step()
            if not done.out.startswith(f"imported {n}"):  # each store got the whole corpus
                raise SystemExit(f"{key}: {done.out[:200]!r}")
            got[key].append((done.wall, done.cpu))
        pairs = [
            ("many", lambda scratch=scratch: _many(scratch / "many", texts)),
            ("fts5 many", lambda scratch=scratch: _anchor_many(scratch / "many.db", texts)),
        ]
        for key, step in pairs if i % 2 == 0 else pairs[::-1]:
            got[key].append(step())
        shutil.rmtree(scratch)
    load["end"] = os.getloadavg()
    rates = {key: _rates(many if "many" in key else n, samples) for key, samples in got.items()}
    return {"n": n, "many": many, "rounds": rounds, "rates (cpu, wall)": rates, "load": load}


def table(rows: dict[str, object]) -> str:
    rates = rows["rates (cpu, wall)"]
    out = [
        f"### bulk load, N = {rows['n']:,} ({rows['rounds']} rounds, medians)",
        "",
        "| load | agent-memory, memories/s CPU / wall | FTS5 CPU / wall | FTS5 is faster by (CPU; wall) |",
        "|---|---|---|---|",
    ]
    for key, label in (("import", f"`import` of {rows['n']:,}"), ("many", f"`remember_many` of {rows['many']:,}")):
        mine, theirs = rates[key], rates["fts5 " + key]
        out.append(
            f"| {label} | {mine[0]:,.0f} / {mine[1]:,.0f} | {theirs[0]:,.0f} / {theirs[1]:,.0f} "
            f"| {theirs[0] / mine[0]:.1f}×; {theirs[1] / mine[1]:.1f}× |"
        )
    load = rows["load"]
    out += ["", "load average at start " + ", ".join(f"{x:.2f}" for x in load["start"])]
    out[-1] += "; at end " + ", ".join(f"{x:.2f}" for x in load["end"])
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000", help="comma-separated, e.g. 10000,100000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--many", type=int, default=1000, help="texts given to one remember_many")
    parser.add_argument("--out", default=str(Path(__file__).parent / "out"), help="where import-N.json goes")
    args = parser.parse_args()
    os.environ["HERMES_VECTOR_BACKEND"] = "local"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="am-bench-import-"))
    try:
        for n in (int(s) for s in args.sizes.split(",")):
            rows = bench(n, work, args.rounds, args.many)
            (out / f"import-{n}.json").write_text(json.dumps(rows, indent=1))
            print(table(rows), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
