"""The embedded (SQLite) store at a million memories: recall, remember, one CLI call, RSS, bytes.

    python -m benchmarks.bench_million                                  # N = 100,000 and 1,000,000
    python -m benchmarks.bench_million --sizes 100000 --backends local
    python -m benchmarks.bench_million --fill-only --sizes 1000000      # build (or top up) the store only

Budgets on the 2-core machine at 1,000,000 memories:
  - in-process recall p50 <= 100 ms (local), <= 120 ms (wordllama);
  - in-process remember p50 <= 10 ms;
  - one CLI recall (``agent-memory --root ROOT recall "..."``, a fresh process) <= 400 ms wall;
  - peak RSS of one CLI recall <= 1.5 GB;
  - memory.db + -wal (vectors included) <= 4 KB per memory (vectors/ reported apart);
  - opening the store or a CLI recall never reads every row into Python: their RSS and
    Python heap stay flat from 100,000 to 1,000,000.
p95s, and the growth from the smallest size to the largest, are reported too.

Stores are kept outside the repo, one per size (``--root-dir``, default /work/scale/nN), and
reused when they already hold N memories; a store that holds fewer is topped up. Filling goes
through the product's import path (benchmarks/fill.py: redaction, postings, graph, local
vectors, notes) with two process-local changes that skip only durability and cache misses:
notes are not fsynced and the SQLite page cache is 1 GB. A million takes a long time; the
fill time is reported. Whatever a run adds (remember samples) is forgotten again, so the
store keeps N. The machine is shared: timings are medians over ``--repeats`` runs.

Results go to stdout and benchmarks/out/million.json.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import importlib.util
import itertools
import json
import math
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from agent_memory import Memory
from agent_memory.embeddings import registry
from agent_memory.store.sqlite import SQLiteStore
from agent_memory.store.vector_blob import encode

from . import fill as fill_module
from .bench_recall import in_process, queries
from .corpus import memories

OUT = Path(__file__).parent / "out"
DEFAULT_ROOT_DIR = Path("/work/scale")
FILL_STEP = 100_000  # the fill reports progress (and can be resumed) at every step
BULK_CACHE_KIB = 1_048_576
BUDGETS = {
    "recall_ms_p50": {"local": 100.0, "wordllama": 120.0},
    "remember_ms_p50": 10.0,
    "cli_recall_ms_p50": 400.0,
    "cli_peak_rss_mb": 1536.0,
    "db_bytes_per_memory": 4096.0,
}


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# ---- building the store ----------------------------------------------------------------


@contextlib.contextmanager
def bulk_load() -> Iterator[None]:
    """While filling: notes are not fsynced, and every store opened gets a 1 GB page cache.

    Nothing else changes: each memory still goes through ``Memory.import_file``.
    """
    enter_wal, fsync = SQLiteStore._enter_wal, os.fsync

    def enter_wal_with_cache(self: SQLiteStore) -> None:
        enter_wal(self)
        self._db.execute(f"PRAGMA cache_size = -{BULK_CACHE_KIB}")

    SQLiteStore._enter_wal = enter_wal_with_cache  # type: ignore[method-assign]
    os.fsync = lambda fd: None
    try:
        yield
    finally:
        SQLiteStore._enter_wal = enter_wal  # type: ignore[method-assign]
        os.fsync = fsync


def count(root: Path) -> int:
    if not (root / "memory.db").exists():
        return 0
    with Memory(root) as memory:
        return memory.store.count()


def build(root: Path, n: int) -> dict[str, object]:
    """Fill ``root`` up to ``n`` memories in steps of FILL_STEP; the time it took, if it filled."""
    have = count(root)
    if have >= n:
        log(f"{root}: reused, {have:,} memories")
        return {"filled": 0, "fill_s": 0.0}
    t0 = time.perf_counter()
    with bulk_load():
        for target in [*range((have // FILL_STEP + 1) * FILL_STEP, n, FILL_STEP), n]:
            step = time.perf_counter()
            fill_module.fill(root, target)
            log(f"{root}: {target:,} memories, step {time.perf_counter() - step:.0f} s")
    seconds = time.perf_counter() - t0
    return {
        "filled": n - have,
        "fill_s": round(seconds, 1),
        "fill_ms_per_memory": round(seconds * 1000 / (n - have), 2),
    }


def embed_all(root: Path, batch: int = 2000) -> dict[str, object]:
    """Give every memory a vector of the active non-local backend, walking the memories in order.

    ``Memory.embed_missing`` asked the db for the next memories without a vector by scanning
    from the first memory every batch until 2026-12-04 (quadratic: hours at a million), so the
    benchmark walks the memories once (``iter_entries``) and stores each vector through
    ``SQLiteStore.put_vector``, on any version. The product's scan is timed apart (missing_scan_ms).
    """
    with Memory(root) as memory:
        name, _ = memory.vectors.wanted()
        if name == "local":
            return {}
        embedder = registry.build(name, memory.config, memory.secrets)
        store = memory.store
        memory.vectors.switch(store, embedder.identity)
        out: dict[str, object] = {"embed_s": 0.0}
        if store.vector_count(embedder.identity) < store.count():
            t0 = time.perf_counter()
            done, entries = 0, store.iter_entries(batch)
            while chunk := list(itertools.islice(entries, batch)):
                vectors = embedder.embed_documents([entry.content for entry in chunk])
                with store.transaction():
                    for entry, vector in zip(chunk, vectors, strict=True):
                        store.put_vector(entry.id, embedder.identity, encode(vector))
                done += len(chunk)
                if done % 100_000 < batch:
                    log(f"{root}: {done:,} memories embedded with {name}")
            out["embed_s"] = round(time.perf_counter() - t0, 1)
        t0 = time.perf_counter()
        store.missing_vectors(embedder.identity, memory.config.vectors.batch_size)  # none missing: a full scan
        out["missing_scan_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        t0 = time.perf_counter()
        store.vector_count(embedder.identity)  # every recall asks it (VectorService.catch_up)
        out["vector_count_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        return out


# ---- measuring -------------------------------------------------------------------------


def percentiles(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times) * 1000, times[max(math.ceil(len(times) * 0.95) - 1, 0)] * 1000


def remember(root: Path, samples: int, seed: int) -> dict[str, float]:
    """In-process remember p50/p95; what it created is forgotten afterwards (not timed)."""
    texts = list(memories(samples + 1, seed=seed))
    times, created = [], []
    with Memory(root) as memory:
        t0 = time.perf_counter()
        first = memory.remember(texts[0], category="event", source="bench")  # the day's backup, if due
        first_s = time.perf_counter() - t0
        created += [first.entry.id] if first.action == "created" else []
        for text in texts[1:]:
            t0 = time.perf_counter()
            result = memory.remember(text, category="event", source="bench")
            times.append(time.perf_counter() - t0)
            if result.action == "created":
                created.append(result.entry.id)
        # wordllama: the first recall after a write embeds what is missing (the product's scan)
        t0 = time.perf_counter()
        memory.recall(texts[1][:40], record_access=False)
        after_write = time.perf_counter() - t0
        for memory_id in created:
            memory.forget(memory_id)
    p50, p95 = percentiles(times)
    return {"p50": p50, "p95": p95, "first_write_s": first_s, "recall_after_write_ms": after_write * 1000}


def _cli_command(root: Path, query: str) -> list[str]:
    return [str(Path(sys.executable).with_name("agent-memory")), "--root", str(root), "recall", query]


# Without /usr/bin/time: a small wrapper runs the CLI and reports its child's peak RSS. A
# wrapper is needed either way: a child's ru_maxrss starts from its parent's, which for the
# benchmark (numpy, mapped vectors) is large.
_WRAPPER = """
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
sys.stderr.write("\\n%d\\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


def cli_recall(root: Path, qs: list[str]) -> tuple[list[float], int]:
    """Wall time of each ``agent-memory recall`` (a fresh process), and the largest peak RSS (KB)."""
    times, peak = [], 0
    timer = shutil.which("time", path="/usr/bin")
    for q in qs:
        command = _cli_command(root, q)
        wrapped = [timer, "-f", "\n%M", *command] if timer else [sys.executable, "-c", _WRAPPER, *command]
        t0 = time.perf_counter()
        proc = subprocess.run(wrapped, capture_output=True, text=True)
        times.append(time.perf_counter() - t0)
        if proc.returncode not in (0, 1):
            raise RuntimeError(f"{command}: exit {proc.returncode}: {proc.stderr[-500:]}")
        peak = max(peak, int(proc.stderr.strip().splitlines()[-1]))
    return times, peak


# Opens the store (and optionally recalls once) in a fresh process, the package already
# imported: wall time, RSS, and with tracemalloc (slower) the Python heap's peak, which would
# show every row being read into Python.
_PROBE = """
import json, sys, time, tracemalloc
from agent_memory import Memory
root, query, heap = sys.argv[1], sys.argv[2], sys.argv[3] == "heap"
if heap:
    tracemalloc.start()
t0 = time.perf_counter()
with Memory(root) as memory:
    memory.store.count()
    opened = time.perf_counter() - t0
    if query:
        memory.recall(query, record_access=False)
out = {"open_ms": opened * 1000, "total_ms": (time.perf_counter() - t0) * 1000}
if heap:
    out["heap_peak_mb"] = tracemalloc.get_traced_memory()[1] / 2**20
for line in open("/proc/self/status"):
    if line.startswith(("VmRSS", "VmHWM")):
        out[line[2:5].lower() + "_mb"] = int(line.split()[1]) / 1024
print(json.dumps(out))
"""


def probe(root: Path, query: str = "", *, heap: bool = False) -> dict[str, float]:
    """A fresh process opens the store (and recalls ``query``): its times, RSS and Python heap."""
    command = [sys.executable, "-c", _PROBE, str(root), query, "heap" if heap else "-"]
    proc = subprocess.run(command, capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError(proc.stderr[-800:])
    return {key: round(value, 1) for key, value in json.loads(proc.stdout).items()}


def folder_bytes(folder: Path) -> int:
    total = 0
    for path, _, files in os.walk(folder):
        for name in files:
            with contextlib.suppress(FileNotFoundError):
                total += os.lstat(os.path.join(path, name)).st_size
    return total


def disk_usage(root: Path, n: int) -> dict[str, object]:
    """Bytes of memory.db (+ -wal), vectors/ and store/, and per table and index (dbstat)."""
    db = root / "memory.db"
    sizes = {
        suffix or "db": (Path(f"{db}{suffix}").stat().st_size if Path(f"{db}{suffix}").exists() else 0)
        for suffix in ("", "-wal", "-shm")
    }
    vectors = {sub.name: folder_bytes(sub) for sub in sorted((root / "vectors").glob("*")) if sub.is_dir()}
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = connection.execute(
            """SELECT name, SUM(pgsize), SUM(payload), SUM(unused), COUNT(*) FROM dbstat
               GROUP BY name ORDER BY SUM(pgsize) DESC"""
        ).fetchall()
        page_size, pages, free = (
            connection.execute(f"PRAGMA {pragma}").fetchone()[0]
            for pragma in ("page_size", "page_count", "freelist_count")
        )
    finally:
        connection.close()
    tables = {
        name: {
            "bytes": size,
            "bytes_per_memory": round(size / n, 1),
            "payload_per_memory": round(payload / n, 1),
            "unused_per_memory": round(unused / n, 1),
            "pages": count,
        }
        for name, size, payload, unused, count in rows
    }
    db_bytes = sizes["db"] + sizes["-wal"]
    return {
        "db_bytes": sizes["db"],
        "wal_bytes": sizes["-wal"],
        "db_bytes_per_memory": round(db_bytes / n, 1),
        "db_live_bytes_per_memory": round((pages - free) * page_size / n, 1),
        "vectors_bytes": vectors,
        "vectors_bytes_per_memory": {name: round(size / n, 1) for name, size in vectors.items()},
        "notes_bytes_per_memory": round(folder_bytes(root / "store") / n, 1),
        "backups_bytes": folder_bytes(root / "backups"),
        "tables": tables,
    }


def vector_blob_bytes(root: Path, n: int) -> dict[str, float]:
    """Per embedder, the bytes of its vector blobs per memory (part of the vectors table)."""
    connection = sqlite3.connect(f"file:{root / 'memory.db'}?mode=ro", uri=True)
    try:
        rows = connection.execute(
            "SELECT e.name, SUM(LENGTH(v.vector)) FROM vectors AS v JOIN embedders AS e ON e.id = v.embedder"
            " GROUP BY e.name"
        ).fetchall()
    finally:
        connection.close()
    return {embedder: round(size / n, 1) for embedder, size in rows}


def measure(root: Path, n: int, backend: str, args: argparse.Namespace) -> dict[str, object]:
    os.environ["HERMES_VECTOR_BACKEND"] = backend
    row: dict[str, object] = {"n": n, "backend": backend, **embed_all(root)}
    qs = queries(args.queries, seed=n)
    # a fresh process: it builds the vector base when none is current (after a fill or a switch)
    row["first_recall"] = probe(root, qs[0])
    p50s, p95s = [], []
    for _ in range(args.repeats):
        p50, p95 = in_process(root, qs)
        p50s.append(p50)
        p95s.append(p95)
    row["recall_ms_p50"] = round(statistics.median(p50s), 1)
    row["recall_ms_p95"] = round(statistics.median(p95s), 1)
    row["recall_ms_p50_runs"] = [round(v, 1) for v in p50s]
    cli_times, peak = [], 0
    for _ in range(args.repeats):
        times, kb = cli_recall(root, qs[: args.cli_queries])
        cli_times += times
        peak = max(peak, kb)
    row["cli_recall_ms_p50"], row["cli_recall_ms_p95"] = (round(v, 1) for v in percentiles(cli_times))
    row["cli_peak_rss_mb"] = round(peak / 1024, 1)
    row["loadavg_1min"] = round(os.getloadavg()[0], 2)  # the machine is shared: how busy it was
    row["open"] = probe(root)
    row["one_recall"] = probe(root, qs[1])
    row["open_heap"] = probe(root, heap=True)
    row["one_recall_heap"] = probe(root, qs[1], heap=True)
    log(json.dumps(row))
    return row


def verdict(rows: list[dict], sizes: dict[int, dict]) -> dict[str, object]:
    """Each budget against the largest size measured."""
    n = max(sizes)
    out: dict[str, object] = {"n": n}
    for row in (r for r in rows if r["n"] == n):
        backend = row["backend"]
        limit = BUDGETS["recall_ms_p50"].get(backend)  # type: ignore[union-attr]
        if limit:
            out[f"recall_p50_{backend}"] = [row["recall_ms_p50"], limit, row["recall_ms_p50"] <= limit]
        out[f"cli_recall_p50_{backend}"] = [
            row["cli_recall_ms_p50"],
            BUDGETS["cli_recall_ms_p50"],
            row["cli_recall_ms_p50"] <= BUDGETS["cli_recall_ms_p50"],
        ]
        out[f"cli_peak_rss_mb_{backend}"] = [
            row["cli_peak_rss_mb"],
            BUDGETS["cli_peak_rss_mb"],
            row["cli_peak_rss_mb"] <= BUDGETS["cli_peak_rss_mb"],
        ]
    size = sizes[n]
    if "remember_ms_p50" in size:
        out["remember_p50"] = [
            size["remember_ms_p50"],
            BUDGETS["remember_ms_p50"],
            size["remember_ms_p50"] <= BUDGETS["remember_ms_p50"],
        ]
    if "disk" in size:
        per = size["disk"]["db_bytes_per_memory"]
        out["db_bytes_per_memory"] = [per, BUDGETS["db_bytes_per_memory"], per <= BUDGETS["db_bytes_per_memory"]]
    return out


def growth(rows: list[dict], sizes: dict[int, dict]) -> dict[str, object]:
    """Largest size over smallest, for what should grow slowly or not at all."""
    if len(sizes) < 2:
        return {}
    small, large = min(sizes), max(sizes)
    out: dict[str, object] = {"from": small, "to": large}
    for backend in dict.fromkeys(r["backend"] for r in rows):
        pair = [next((r for r in rows if r["backend"] == backend and r["n"] == size), None) for size in (small, large)]
        if None in pair:
            continue
        a, b = pair
        for key in ("recall_ms_p50", "recall_ms_p95", "cli_recall_ms_p50", "cli_peak_rss_mb"):
            out[f"{key}_{backend}"] = round(b[key] / a[key], 2) if a[key] else None
        for probed, key in (
            ("open", "hwm_mb"),
            ("one_recall", "hwm_mb"),
            ("open_heap", "heap_peak_mb"),
            ("one_recall_heap", "heap_peak_mb"),
        ):
            out[f"{probed}_{key}_{backend}"] = round(b[probed][key] / a[probed][key], 2)
    if "remember_ms_p50" in sizes[small] and "remember_ms_p50" in sizes[large]:
        out["remember_ms_p50"] = round(sizes[large]["remember_ms_p50"] / sizes[small]["remember_ms_p50"], 2)
    return out


def code_version() -> str:
    """Where agent_memory was imported from, and for a git checkout HEAD plus a hash of its
    uncommitted diff (read-only git): the code this run measured."""
    import agent_memory

    package = Path(agent_memory.__file__).parent
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=package, capture_output=True, text=True)
        diff = subprocess.run(["git", "diff", "HEAD", "--", "."], cwd=package, capture_output=True)
    except OSError:
        return str(package)
    if head.returncode:
        return f"{package} (not a git checkout)"
    dirty = hashlib.sha1(diff.stdout).hexdigest()[:10] if diff.stdout else "clean"
    return f"{package} {head.stdout.strip()}+{dirty}"


def _listed(values: list[str]) -> list[str]:
    return [part for value in values for part in value.split(",") if part]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", nargs="+", default=["100000", "1000000"])
    parser.add_argument("--backends", nargs="+", default=["local", "wordllama"])
    parser.add_argument("--root-dir", type=Path, default=DEFAULT_ROOT_DIR, help="one store per size, nN under it")
    parser.add_argument("--queries", type=int, default=100, help="in-process recalls per run")
    parser.add_argument("--cli-queries", type=int, default=8, help="CLI recalls per run")
    parser.add_argument("--remember-samples", type=int, default=150)
    parser.add_argument("--repeats", type=int, default=3, help="runs per measure; medians are reported")
    parser.add_argument("--fill-only", action="store_true", help="build the stores, measure nothing")
    parser.add_argument("--no-disk", action="store_true", help="skip the dbstat byte breakdown (slow at 1M)")
    args = parser.parse_args()
    sizes = sorted(int(s) for s in _listed(args.sizes))
    backends = _listed(args.backends)
    if "wordllama" in backends and importlib.util.find_spec("wordllama") is None:
        log("wordllama not installed: skipped")
        backends.remove("wordllama")
    rows: list[dict] = []
    per_size: dict[int, dict] = {}
    try:
        for n in sizes:
            root = args.root_dir / f"n{n}"
            info = per_size[n] = {"n": n, **build(root, n)}
            if args.fill_only:
                continue
            os.environ["HERMES_VECTOR_BACKEND"] = "local"
            # a fresh process, before anything else: it builds the local vector base if none is
            # current (after a fill; in use, after every rebuild_tail writes)
            info["first_recall_local"] = probe(root, queries(1, seed=n)[0])
            log(f"first recall (local): {info['first_recall_local']}")
            samples = [
                remember(root, args.remember_samples // args.repeats, seed=1000 + n + i) for i in range(args.repeats)
            ]
            for key in ("p50", "p95"):
                info[f"remember_ms_{key}"] = round(statistics.median(s[key] for s in samples), 2)
            info["remember_first_write_s"] = round(samples[0]["first_write_s"], 2)
            info["recall_after_write_ms_local"] = round(
                statistics.median(s["recall_after_write_ms"] for s in samples), 1
            )
            for backend in backends:
                rows.append(measure(root, n, backend, args))
            if "wordllama" in backends:  # a recall right after a write embeds the new memory first
                os.environ["HERMES_VECTOR_BACKEND"] = "wordllama"
                info["recall_after_write_ms_wordllama"] = round(remember(root, 1, seed=7)["recall_after_write_ms"], 1)
            if not args.no_disk:
                t0 = time.perf_counter()
                info["disk"] = disk_usage(root, n)
                info["disk"]["vector_blobs_per_memory"] = vector_blob_bytes(root, n)
                info["disk_scan_s"] = round(time.perf_counter() - t0, 1)
            print(json.dumps(info), flush=True)
            for row in rows:
                if row["n"] == n:
                    print(json.dumps(row), flush=True)
    finally:
        os.environ.pop("HERMES_VECTOR_BACKEND", None)
    summary = {
        "code": code_version(),
        "budgets": BUDGETS,
        "sizes": per_size,
        "rows": rows,
        "growth": growth(rows, per_size),
        "verdict": verdict(rows, per_size) if rows else {},
    }
    print(json.dumps({"growth": summary["growth"], "verdict": summary["verdict"]}))
    OUT.mkdir(exist_ok=True)
    (OUT / "million.json").write_text(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
