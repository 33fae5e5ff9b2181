"""The write path at scale (issue 2): remember in-process and by CLI, and reindex.

    python -m benchmarks.bench_core                      # N = 10,000 and 100,000
    python -m benchmarks.bench_core --sizes 2000 --samples 50

Reports medians, and the growth from the smallest to the largest size, as measured in
this one run (budgets: in-process remember <= 5 ms at 100,000; CLI remember <= 150 ms;
growth <= 1.5x). Results go to stdout and benchmarks/out/core.json.
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
from pathlib import Path

from agent_memory import Memory

from .corpus import memories
from .fill import fill

OUT = Path(__file__).parent / "out"


def remember_in_process(root: Path, samples: int, seed: int) -> float:
    texts = list(memories(samples, seed=seed))
    times = []
    with Memory(root) as memory:
        memory.store.count()  # open outside the timing
        for text in texts:
            t0 = time.perf_counter()
            memory.remember(text, category="event", source="bench")
            times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def remember_cli(root: Path, samples: int, seed: int) -> float:
    times = []
    for text in memories(samples, seed=seed):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "agent_memory", "--root", str(root), "remember", text, "--category", "event"],
            check=True,
            capture_output=True,
        )
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def reindex_seconds(root: Path) -> float:
    with Memory(root) as memory:
        t0 = time.perf_counter()
        report = memory.reindex()
        elapsed = time.perf_counter() - t0
    assert not report.errors, report.errors[:3]
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--samples", type=int, default=200, help="in-process remembers per size")
    parser.add_argument("--cli-samples", type=int, default=15)
    parser.add_argument("--no-reindex", action="store_true")
    parser.add_argument("--root", help="keep the store here (default: a temp dir, removed after)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    root = Path(args.root) if args.root else Path(tempfile.mkdtemp(prefix="am-bench-core-"))
    rows = []
    try:
        for n in sizes:
            t0 = time.perf_counter()
            fill(root, n)
            fill_s = time.perf_counter() - t0
            row = {
                "n": n,
                "fill_s": round(fill_s, 1),
                "remember_ms_p50": round(remember_in_process(root, args.samples, seed=1000 + n), 3),
                "cli_remember_ms_p50": round(remember_cli(root, args.cli_samples, seed=2000 + n), 1),
            }
            if not args.no_reindex:
                row["reindex_s"] = round(reindex_seconds(root), 2)
            with Memory(root) as memory:
                row["memories"] = memory.store.count()
                row["db_bytes_per_memory"] = round(memory.stats().db_bytes / row["memories"])
            rows.append(row)
            print(json.dumps(row), flush=True)
    finally:
        if not args.root:
            shutil.rmtree(root, ignore_errors=True)
    first, last = rows[0], rows[-1]
    growth = {key: round(last[key] / first[key], 2) for key in ("remember_ms_p50", "cli_remember_ms_p50") if first[key]}
    summary = {"rows": rows, "growth": growth}
    print(json.dumps({"growth": growth}))
    OUT.mkdir(exist_ok=True)
    (OUT / "core.json").write_text(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
