"""Recall at scale (issue 3): in-process p50/p95 and one CLI call, per vector backend.

    python -m benchmarks.bench_recall                          # N = 10,000 and 100,000, local (+ wordllama)
    python -m benchmarks.bench_recall --sizes 5000 --backends local

Budgets on the 2-core machine at 100,000: in-process p50 <= 30 ms (local), <= 40 ms
(wordllama); one CLI recall <= 250 ms; growth from 10,000 to 100,000 <= 3x.
Results go to stdout and benchmarks/out/recall.json.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
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


def queries(count: int, seed: int) -> list[str]:
    """Short queries as an agent asks them: 2-4 words, or a few Chinese words, from a memory."""
    out = []
    for text in memories(count, seed=seed):
        words = re.findall(r"[A-Za-z0-9\-]+|[\u4e00-\u9fff]{2,8}", text)
        out.append(" ".join(words[1:4]) or text[:12])
    return out


def in_process(root: Path, qs: list[str]) -> tuple[float, float]:
    with Memory(root) as memory:
        memory.recall(qs[0], record_access=False)  # builds the vector base if it is due
        times = []
        for q in qs:
            t0 = time.perf_counter()
            memory.recall(q, record_access=False)
            times.append(time.perf_counter() - t0)
    times.sort()
    return statistics.median(times) * 1000, times[int(len(times) * 0.95) - 1] * 1000


# The CLI as ``python -m agent_memory`` runs it, then its own peak RSS on stderr. Read from
# /proc (VmHWM, this process image only): getrusage counts the benchmark's own size too,
# which a child inherits at fork and keeps across exec.
_CHILD = """
import runpy, sys
sys.argv = ["agent-memory", *sys.argv[1:]]
try:
    runpy.run_module("agent_memory", run_name="__main__", alter_sys=True)
finally:
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            sys.stderr.write("peak-rss-kb " + line.split()[1] + "\\n")
"""


def cli(root: Path, qs: list[str]) -> tuple[float, int]:
    times, rss_kb = [], 0
    for q in qs:
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-c", _CHILD, "--root", str(root), "recall", q], capture_output=True, text=True
        )
        times.append(time.perf_counter() - t0)
        found = re.search(r"peak-rss-kb (\d+)", proc.stderr)
        rss_kb = max(rss_kb, int(found.group(1)) if found else 0)
    return statistics.median(times) * 1000, rss_kb // 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--backends", default="local,wordllama")
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--cli-queries", type=int, default=10)
    parser.add_argument("--root", help="keep the store here (default: a temp dir, removed after)")
    args = parser.parse_args()
    root = Path(args.root) if args.root else Path(tempfile.mkdtemp(prefix="am-bench-recall-"))
    rows = []
    try:
        for n in [int(s) for s in args.sizes.split(",")]:
            fill(root, n)
            for backend in args.backends.split(","):
                if backend == "wordllama" and importlib.util.find_spec("wordllama") is None:
                    print("wordllama not installed: skipped", file=sys.stderr)
                    continue
                os.environ["HERMES_VECTOR_BACKEND"] = backend
                if backend != "local":
                    with Memory(root) as memory:
                        t0 = time.perf_counter()
                        memory.embed_missing()
                        embed_s = time.perf_counter() - t0
                else:
                    embed_s = 0.0
                qs = queries(args.queries, seed=n)
                p50, p95 = in_process(root, qs)
                cli_ms, rss_mb = cli(root, qs[: args.cli_queries])
                row = {
                    "n": n,
                    "backend": backend,
                    "recall_ms_p50": round(p50, 1),
                    "recall_ms_p95": round(p95, 1),
                    "cli_recall_ms_p50": round(cli_ms, 1),
                    "cli_peak_rss_mb": rss_mb,
                    "embed_all_s": round(embed_s, 1),
                }
                rows.append(row)
                print(json.dumps(row), flush=True)
    finally:
        os.environ.pop("HERMES_VECTOR_BACKEND", None)
        if not args.root:
            shutil.rmtree(root, ignore_errors=True)
    growth = {}
    for backend in {r["backend"] for r in rows}:
        mine = [r for r in rows if r["backend"] == backend]
        if len(mine) > 1:
            growth[backend] = round(mine[-1]["recall_ms_p50"] / mine[0]["recall_ms_p50"], 2)
    print(json.dumps({"growth_p50": growth}))
    OUT.mkdir(exist_ok=True)
    (OUT / "recall.json").write_text(json.dumps({"rows": rows, "growth_p50": growth}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
