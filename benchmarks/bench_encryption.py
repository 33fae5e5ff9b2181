"""What encryption at rest costs (issue 4): the same store plaintext and sealed, in one run.

    python -m benchmarks.bench_encryption                 # N = 100,000
    python -m benchmarks.bench_encryption --sizes 10000

A plaintext store is filled, copied, and the copy is turned encrypted (timed: sealing every
row, then VACUUM). Both then answer the same recalls (in-process p50, one CLI call), take
the same remembers, a lone-CJK-character recall (a decrypting scan in the sealed store)
and the same sweeping prune (on fresh copies). Budgets, as ratios sealed / plaintext in
this run: recall p50 <= 1.5, remember p50 <= 1.5, CLI recall <= 1.5; the sealed prune
stays within the prune budget (<= 10 s at 100,000).
Results go to stdout and benchmarks/out/encryption.json.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from agent_memory import Memory

from .bench_recall import queries
from .fill import fill

OUT = Path(__file__).parent / "out"
KEY = base64.urlsafe_b64encode(b"k" * 32).decode()  # a fixed benchmark key, never a real one
SWEEP = datetime(2026, 1, 9, tzinfo=UTC)
BUDGETS = {"recall_p50": 1.5, "remember_p50": 1.5, "cli_recall": 1.5}


def median_ms(times: list[float]) -> float:
    return round(statistics.median(times) * 1000, 2)


def measure(root: Path, qs: list[str]) -> dict[str, float]:
    with Memory(root) as memory:
        memory.recall(qs[0], record_access=False)  # opens, builds the vector base
        recall = []
        for q in qs:
            t0 = time.perf_counter()
            memory.recall(q)
            recall.append(time.perf_counter() - t0)
        lone = []
        for char in "缓存数据服务器部署":
            t0 = time.perf_counter()
            memory.recall(char, record_access=False)
            lone.append(time.perf_counter() - t0)
        remember = []
        for i in range(50):
            t0 = time.perf_counter()
            memory.remember(f"benchmark decision {i}: rotate the quasar{i} keys every {i + 3} days")
            remember.append(time.perf_counter() - t0)
        top = []
        for _ in range(5):
            t0 = time.perf_counter()
            memory.graph_top(20)
            top.append(time.perf_counter() - t0)
        size = sum(p.stat().st_size for p in root.glob("memory.db*"))
        count = memory.store.count()
    cli = []
    for q in qs[:7]:
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "agent_memory", "--root", str(root), "recall", q], check=True, capture_output=True
        )
        cli.append(time.perf_counter() - t0)
    work = root.with_name(root.name + "-prune")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(root, work)
    try:
        with Memory(work) as memory:
            memory.store.count()
            t0 = time.perf_counter()
            pruned = memory.prune(as_of=SWEEP).pruned
            prune_s = time.perf_counter() - t0
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {
        "recall_p50": median_ms(recall),
        "lone_cjk_p50": median_ms(lone),
        "remember_p50": median_ms(remember),
        "graph_top_ms": median_ms(top),
        "cli_recall": median_ms(cli),
        "prune_s": round(prune_s, 2),
        "pruned": pruned,
        "db_bytes_per_memory": round(size / count),
    }


def run(base: Path, n: int) -> dict[str, object]:
    plain, sealed = base / f"plain-{n}", base / f"sealed-{n}"
    os.environ.pop("HERMES_ENCRYPT", None)
    fill(plain, n)
    shutil.rmtree(sealed, ignore_errors=True)
    shutil.copytree(plain, sealed)
    qs = queries(40, seed=7)
    row: dict[str, object] = {"n": n, "plain": measure(plain, qs)}
    os.environ["HERMES_ENCRYPT"] = "on"
    os.environ["HERMES_MASTER_KEY"] = KEY
    try:
        t0 = time.perf_counter()
        with Memory(sealed) as memory:
            memory.store.count()
        row["convert_s"] = round(time.perf_counter() - t0, 2)
        row["sealed"] = measure(sealed, qs)
    finally:
        os.environ.pop("HERMES_ENCRYPT", None)
        os.environ.pop("HERMES_MASTER_KEY", None)
    p, s = row["plain"], row["sealed"]
    ratios = {k: round(s[k] / p[k], 2) for k in ("recall_p50", "remember_p50", "cli_recall", "prune_s", "lone_cjk_p50")}  # type: ignore[index]
    row["ratios"] = ratios
    row["within_budget"] = all(ratios[k] <= limit for k, limit in BUDGETS.items()) and (
        n < 100_000 or s["prune_s"] <= 10.0  # type: ignore[index]
    )
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100000")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="am-bench-enc-"))
    rows = []
    try:
        for n in [int(s) for s in args.sizes.split(",")]:
            rows.append(run(base, n))
            print(json.dumps(rows[-1]), flush=True)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    OUT.mkdir(exist_ok=True)
    (OUT / "encryption.json").write_text(json.dumps({"rows": rows}, indent=1))
    return 0 if all(row["within_budget"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
