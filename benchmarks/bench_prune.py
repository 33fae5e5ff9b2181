"""prune and the graph at scale (issue 4): a dry run, a real prune and a restore on a filled
store, and the graph's top entities in-process and by CLI.

    python -m benchmarks.bench_prune                 # N = 100,000
    python -m benchmarks.bench_prune --sizes 5000

The filled store's memories are dated 2026-01-01 onwards, one a second, a third of them
verified. Two moments: "routine", when the unverified of the first 4 hours are past 7 days
(about a tenth of 100,000 goes), and "sweeping", when all the unverified are (two thirds go).
Each runs on a fresh copy. Budgets on the 2-core machine at 100,000: prune <= 10 s,
graph top-N <= 200 ms.
Results go to stdout and benchmarks/out/prune.json.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from agent_memory import Memory

from .fill import fill

OUT = Path(__file__).parent / "out"
MOMENTS = {"routine": datetime(2026, 1, 8, 4, tzinfo=UTC), "sweeping": datetime(2026, 1, 9, tzinfo=UTC)}


def measure(root: Path, n: int, moment: str) -> dict[str, object]:
    as_of = MOMENTS[moment]
    fill(root, n)
    work = root.with_name(root.name + "-prune")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(root, work)
    try:
        with Memory(work) as memory:
            memory.store.count()  # open (and migrate) outside the timing
            t0 = time.perf_counter()
            dry = memory.prune(dry_run=True, as_of=as_of)
            dry_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            report = memory.prune(as_of=as_of)
            prune_s = time.perf_counter() - t0
            assert report.pruned == dry.pruned, (report.pruned, dry.pruned)
            left = memory.store.count()
            t0 = time.perf_counter()
            restored = memory.restore(report.archive or "")
            restore_s = time.perf_counter() - t0
            assert memory.store.count() == left + restored.restored
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {
        "n": n,
        "moment": moment,
        "pruned": report.pruned,
        "by_reason": report.by_reason,
        "dry_run_s": round(dry_s, 2),
        "prune_s": round(prune_s, 2),
        "restore_s": round(restore_s, 2),
    }


def graph_top(root: Path, n: int) -> dict[str, object]:
    fill(root, n)
    with Memory(root) as memory:
        memory.graph_top(20)  # a store filled before the graph was kept extracts once, untimed
        times = []
        for _ in range(7):
            t0 = time.perf_counter()
            rows = memory.graph_top(20)
            times.append(time.perf_counter() - t0)
        links = sum(len(ids) for _, ids in memory.store.graph().values())
    cli_times = []
    for _ in range(5):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "agent_memory", "--root", str(root), "graph", "--top", "20"],
            check=True,
            capture_output=True,
        )
        cli_times.append(time.perf_counter() - t0)
    return {
        "n": n,
        "graph_links": links,
        "top_entity": rows[0][:3] if rows else None,
        "graph_top_ms": round(statistics.median(times) * 1000, 1),
        "cli_graph_top_ms": round(statistics.median(cli_times) * 1000, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100000")
    parser.add_argument("--root", help="keep the filled store here (default: a temp dir, removed after)")
    args = parser.parse_args()
    base = Path(args.root) if args.root else Path(tempfile.mkdtemp(prefix="am-bench-prune-")) / "data"
    rows = []
    try:
        for n in [int(s) for s in args.sizes.split(",")]:
            rows.append(graph_top(base, n))
            print(json.dumps(rows[-1], ensure_ascii=False), flush=True)
            for moment in MOMENTS:
                rows.append(measure(base, n, moment))
                print(json.dumps(rows[-1]), flush=True)
    finally:
        if not args.root:
            shutil.rmtree(base.parent, ignore_errors=True)
    OUT.mkdir(exist_ok=True)
    (OUT / "prune.json").write_text(json.dumps({"rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
