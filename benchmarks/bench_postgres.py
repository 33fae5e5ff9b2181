"""The PostgreSQL + pgvector store at 100,000 memories, on a server at 127.0.0.1.

    python -m benchmarks.bench_postgres                      # N = 100,000, database am_bench
    python -m benchmarks.bench_postgres --n 10000 --writers 4 --per-writer 100

Reports in-process remember and recall p50/p95 (local vectors, HNSW), one CLI recall's wall
time and peak RSS, the bytes per memory of the schema (tables, indexes and TOAST), and N
concurrent writer processes: each journals the ids it was given, and every journaled memory
must be in the store once (lost and duplicated are counted). The store is filled through the
product's import path (benchmarks/fill.py) and kept between runs in ``--url``'s database.
Results go to stdout and benchmarks/out/postgres.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from agent_memory import Memory

from . import fill as fill_module
from .bench_million import cli_recall, percentiles, remember
from .bench_recall import in_process, queries
from .fill import fill

OUT = Path(__file__).parent / "out"
SERVER = "postgresql://postgres@127.0.0.1:5432"

_WRITER = """
import sys, uuid
from agent_memory import Memory
root, worker, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with Memory(root, namespace=f"writer-{worker}") as memory:
    for i in range(count):
        result = memory.remember(f"{uuid.uuid4().hex} writer {worker} wrote item {i} {uuid.uuid4().hex}")
        print(result.entry.id, result.action, flush=True)
"""


def ensure_database(url: str) -> None:
    import psycopg

    name = url.rsplit("/", 1)[1]
    with psycopg.connect(url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as db:
        if not db.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            db.execute(f"CREATE DATABASE {name}")


def schema_bytes(url: str) -> int:
    import psycopg

    with psycopg.connect(url) as db:
        row = db.execute(
            """SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class AS c
               JOIN pg_namespace AS n ON n.oid = c.relnamespace
               WHERE n.nspname = 'agent_memory' AND c.relkind = 'r'"""
        ).fetchone()
    return int(row[0] or 0)


def writers(root: Path, count: int, per_writer: int) -> dict[str, object]:
    """``count`` processes remember ``per_writer`` memories each at once; every id must be there once."""
    with Memory(root, all_namespaces=True) as memory:
        before = memory.stats().total
    t0 = time.perf_counter()
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(root), str(w), str(per_writer)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in range(count)
    ]
    journal, failures = [], 0
    for proc in procs:
        out, _ = proc.communicate()
        failures += proc.returncode != 0
        journal += [line.split()[0] for line in out.splitlines() if line.endswith(" created")]
    seconds = time.perf_counter() - t0
    with Memory(root, all_namespaces=True) as memory:
        found = memory.store.get_many(journal)
        after = memory.stats().total
    return {
        "processes": count,
        "per_process": per_writer,
        "created": len(journal),
        "lost": len(set(journal) - set(found)),
        "duplicated": len(journal) - len(set(journal)),
        "store_grew_by": after - before,
        "failed_processes": failures,
        "seconds": round(seconds, 1),
        "writes_per_second": round(len(journal) / seconds, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--url", default=f"{SERVER}/am_bench")
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--cli-queries", type=int, default=10)
    parser.add_argument("--remembers", type=int, default=100)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--per-writer", type=int, default=250)
    args = parser.parse_args()
    ensure_database(args.url)
    os.environ["AGENT_MEMORY_STORE_URL"] = args.url
    os.environ["HERMES_VECTOR_BACKEND"] = "local"
    root = Path(tempfile.mkdtemp(prefix="am-bench-pg-"))  # config only: the memories are on the server
    # PostgreSQL slows down when one transaction updates the same rows (a common term's df,
    # the counters) thousands of times: each update adds a row version that the next must
    # walk. Import files of a few hundred memories keep the fill near its steady speed.
    fill_module.CHUNK = 200
    t0 = time.perf_counter()
    fill(root, args.n)
    with Memory(root) as memory:  # as migrate does after a bulk load
        memory.store.analyze()  # type: ignore[attr-defined]
    fill_s = time.perf_counter() - t0
    with Memory(root, all_namespaces=True) as memory:
        total = memory.store.count()
    qs = queries(args.queries, seed=args.n)
    recall_p50, recall_p95 = in_process(root, qs)
    cli_times, peak_kb = cli_recall(root, qs[: args.cli_queries])
    cli_p50, cli_p95 = percentiles(cli_times)
    wrote = remember(root, args.remembers, seed=args.n + 1)
    size = schema_bytes(args.url)
    result = {
        "n": total,
        "fill_s": round(fill_s, 1),
        "recall_ms_p50": round(recall_p50, 1),
        "recall_ms_p95": round(recall_p95, 1),
        "remember_ms_p50": round(wrote["p50"], 1),
        "remember_ms_p95": round(wrote["p95"], 1),
        "cli_recall_ms_p50": round(cli_p50, 1),
        "cli_recall_ms_p95": round(cli_p95, 1),
        "cli_peak_rss_mb": round(peak_kb / 1024, 1),
        "schema_bytes": size,
        "bytes_per_memory": round(size / max(total, 1), 1),
        "writers": writers(root, args.writers, args.per_writer),
    }
    print(json.dumps(result, indent=1))
    OUT.mkdir(exist_ok=True)
    (OUT / "postgres.json").write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
