"""agent-memory against its anchor, a minimal SQLite FTS5 store, on the same corpus (issue 20).

    python -m benchmarks.bench_fts5                       # N = 10,000
    python -m benchmarks.bench_fts5 --sizes 10000,100000  # 1000000 too, given the time
    python -m benchmarks.bench_fts5 --backend wordllama   # the product's vector backend (default local)

For each size both stores are filled from one JSONL file (the product by ``agent-memory
import``, the anchor by its own one-transaction load), then every measurement runs the two
side by side, interleaved (product, anchor, anchor, product, ...): one CLI recall, warm
in-process recall p50/p95, one CLI remember, in-process remember, bulk import throughput,
bytes per memory (apparent and allocated; the product's db, vectors and notes apart) and
peak RSS. Times are medians of CPU (user + system) and wall time; each figure carries its
ratio to FTS5, and the load average is printed beside them, since the machine is shared.

The anchor is written here, on the standard library alone: words and CJK bigrams in an
FTS5 table, ranked by FTS5's bm25(). Run as a script (``python bench_fts5.py fts5 DB ...``)
it is the anchor's CLI: it imports sqlite3 and nothing of agent-memory.

Results go to stdout (a table) and benchmarks/out/fts5-N.json.
"""

from __future__ import annotations

import json
import os
import re
import resource
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

_TOKEN = re.compile(r"[a-z0-9_]+|[\u3400-\u9fff]+")
_SCRIPT = Path(__file__).resolve()


# ---- the anchor: a minimal FTS5 memory store ------------------------------------------


def _terms(text: str) -> list[str]:
    out: list[str] = []
    for token in _TOKEN.findall(text.lower()):
        if token[0] >= "\u3400":  # a CJK run: its bigrams (a single character alone)
            out += [token[i : i + 2] for i in range(max(1, len(token) - 1))]
        else:
            out.append(token)
    return out


class Fts5Store:
    """What a user could run instead: one FTS5 table, a commit per write, bm25() ranking."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS m USING fts5(content UNINDEXED, terms)")

    def remember(self, text: str) -> None:
        with self._transaction():
            self.db.execute("INSERT INTO m(content, terms) VALUES (?, ?)", (text, " ".join(_terms(text))))

    def load(self, texts: Iterable[str]) -> int:
        with self._transaction():
            cursor = self.db.executemany(
                "INSERT INTO m(content, terms) VALUES (?, ?)", ((t, " ".join(_terms(t))) for t in texts)
            )
        return cursor.rowcount

    def recall(self, query: str, top_k: int = 5) -> list[tuple[int, str, float]]:
        words = dict.fromkeys(_terms(query))
        if not words:
            return []
        match = " OR ".join('"' + w + '"' for w in words)
        sql = "SELECT rowid, content, bm25(m) FROM m WHERE m MATCH ? ORDER BY rank LIMIT ?"
        return self.db.execute(sql, (match, top_k)).fetchall()

    def close(self) -> None:
        self.db.close()

    def _transaction(self) -> _Tx:
        return _Tx(self.db)


class _Tx:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN")

    def __exit__(self, kind: object, *_: object) -> None:
        self.db.execute("ROLLBACK" if kind else "COMMIT")


def fts5_cli(argv: list[str]) -> int:
    """The anchor's CLI: ``DB recall QUERY`` | ``DB remember TEXT`` | ``DB import FILE.jsonl``."""
    db, command, arg = Path(argv[0]), argv[1], argv[2]
    store = Fts5Store(db)
    try:
        if command == "recall":
            for rowid, content, score in store.recall(arg):
                print(f"{rowid}\t{-score:.3f}\t{content}")
        elif command == "remember":
            store.remember(arg)
        elif command == "import":
            with open(arg, encoding="utf-8") as lines:
                count = store.load(json.loads(line)["content"] for line in lines if line.strip())
            print(f"imported {count}")
        else:
            print(f"unknown command {command}", file=sys.stderr)
            return 2
    finally:
        store.close()
    return 0


# ---- measuring -------------------------------------------------------------------------

# A child runs the command, then reports its own peak RSS (VmHWM: this process image only;
# getrusage's figure would start from the benchmark's own size, inherited at fork).
_CHILD = """
import runpy, sys
kind, target = sys.argv[1], sys.argv[2]
sys.argv = [target, *sys.argv[3:]]
try:
    if kind == "module":
        runpy.run_module(target, run_name="__main__", alter_sys=True)
    else:
        runpy.run_path(target, run_name="__main__")
finally:
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            sys.stderr.write("peak-rss-kb " + line.split()[1] + "\\n")
"""


class Run:
    """One command's cost: wall and CPU seconds, peak RSS in KB, its output."""

    def __init__(self, wall: float, cpu: float, rss_kb: int, out: str) -> None:
        self.wall, self.cpu, self.rss_kb, self.out = wall, cpu, rss_kb, out


def run(command: list[str]) -> Run:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", _CHILD, *command], capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode:
        raise SystemExit(f"{' '.join(command[:4])}... failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    found = re.search(r"peak-rss-kb (\d+)", proc.stderr)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Run(wall, cpu, int(found.group(1)) if found else 0, proc.stdout)


def product_cli(root: Path, *args: str) -> list[str]:
    return ["module", "agent_memory", "--root", str(root), *args]


def anchor_cli(db: Path, *args: str) -> list[str]:
    return ["path", str(_SCRIPT), "fts5", str(db), *args]


def timed(call: Callable[[], object]) -> tuple[float, float]:
    c0, t0 = time.process_time(), time.perf_counter()
    call()
    return time.perf_counter() - t0, time.process_time() - c0


def interleaved(pairs: Iterable[tuple[Callable[[], tuple[float, float]], Callable[[], tuple[float, float]]]]) -> dict:
    """Run each (product, anchor) pair, alternating which goes first; their (wall, cpu) lists."""
    got: dict[str, list[tuple[float, float]]] = {"product": [], "fts5": []}
    for i, (mine, anchor) in enumerate(pairs):
        if i % 2:
            got["fts5"].append(anchor())
            got["product"].append(mine())
        else:
            got["product"].append(mine())
            got["fts5"].append(anchor())
    return got


def summary(samples: list[tuple[float, float]], scale: float = 1000.0) -> dict[str, float]:
    walls = sorted(s[0] for s in samples)
    cpus = sorted(s[1] for s in samples)
    p95 = max(0, round(len(walls) * 0.95) - 1)
    return {
        "wall_p50": statistics.median(walls) * scale,
        "cpu_p50": statistics.median(cpus) * scale,
        "wall_p95": walls[p95] * scale,
        "cpu_p95": cpus[p95] * scale,
    }


def queries(count: int, seed: int) -> list[str]:
    """Short queries as an agent asks them: a few words of a memory, English or Chinese."""
    from .corpus import memories

    out = []
    for text in memories(count, seed=seed):
        words = re.findall(r"[A-Za-z0-9\-]+|[\u4e00-\u9fff]{2,8}", text)
        out.append(" ".join(words[1:4]) or text[:12])
    return out


def write_corpus(path: Path, n: int) -> None:
    from .corpus import memories
    from .fill import entry

    with path.open("w", encoding="utf-8") as out:
        for i, text in enumerate(memories(n, seed=1)):
            out.write(json.dumps(entry(i, text), ensure_ascii=False) + "\n")


def sizes_of(paths: Iterator[Path]) -> tuple[int, int]:
    """(apparent, allocated) bytes of the files given."""
    apparent = allocated = 0
    for path in paths:
        if path.is_file() and not path.is_symlink():
            info = path.stat()
            apparent += info.st_size
            allocated += info.st_blocks * 512
    return apparent, allocated


def disk(root: Path, anchor: Path, n: int) -> dict[str, dict[str, float]]:
    """Bytes per memory of each part, ``n`` memories in each store."""
    parts = {
        "product db": sizes_of(root.glob("memory.db*")),
        "product vectors": sizes_of((root / "vectors").rglob("*")),
        "product notes": sizes_of((root / "store").rglob("*")),
        "fts5 db": sizes_of(anchor.parent.glob(anchor.name + "*")),
    }
    return {k: {"apparent": a / n, "allocated": b / n} for k, (a, b) in parts.items()}


# ---- one size --------------------------------------------------------------------------


def bench(n: int, work: Path, args: object) -> dict[str, object]:
    from agent_memory import Memory

    from .corpus import memories

    root, anchor_db, corpus = work / f"product-{n}", work / f"fts5-{n}.db", work / f"corpus-{n}.jsonl"
    for path in (root, anchor_db):
        if path.exists():
            raise SystemExit(f"{path} exists: give an empty --work folder")
    write_corpus(corpus, n)
    load = {"start": os.getloadavg()}
    rows: dict[str, object] = {"n": n, "backend": args.backend}

    # bulk import: one run each, product first (the anchor's is seconds)
    product_import = run(product_cli(root, "import", str(corpus)))
    anchor_import = run(anchor_cli(anchor_db, "import", str(corpus)))
    rows["bulk import, memories/s (wall; cpu)"] = {
        "product": [n / product_import.wall, n / product_import.cpu],
        "fts5": [n / anchor_import.wall, n / anchor_import.cpu],
    }
    rows["bulk import peak RSS, MB"] = {"product": product_import.rss_kb / 1024, "fts5": anchor_import.rss_kb / 1024}

    qs = queries(args.queries, seed=n)
    cli_qs = qs[: args.cli_samples]
    recalls = [
        run(product_cli(root, "recall", cli_qs[0])),
        run(anchor_cli(anchor_db, "recall", cli_qs[0])),
    ]  # warm caches
    rss = {"product": 0, "fts5": 0}

    def cli_pair(mine: list[str], theirs: list[str]) -> tuple[Callable, Callable]:
        def one(command: list[str], who: str) -> Callable[[], tuple[float, float]]:
            def go() -> tuple[float, float]:
                got = run(command)
                rss[who] = max(rss[who], got.rss_kb)
                return got.wall, got.cpu

            return go

        return one(mine, "product"), one(theirs, "fts5")

    got = interleaved(cli_pair(product_cli(root, "recall", q), anchor_cli(anchor_db, "recall", q)) for q in cli_qs)
    rows["one CLI recall, ms"] = {k: summary(v) for k, v in got.items()}
    rows["CLI recall peak RSS, MB"] = {k: v / 1024 for k, v in rss.items()}
    del recalls

    os.environ["HERMES_VECTOR_BACKEND"] = args.backend
    with Memory(root) as memory:
        store = Fts5Store(anchor_db)
        memory.recall(qs[0])  # builds the vector base if one is due
        store.recall(qs[0])
        got = interleaved(
            (lambda q=q: timed(lambda: memory.recall(q)), lambda q=q: timed(lambda: store.recall(q))) for q in qs
        )
        rows["warm in-process recall, ms"] = {k: summary(v) for k, v in got.items()}
        texts = list(memories(args.remembers, seed=5000 + n))
        got = interleaved(
            (
                lambda t=t: timed(lambda: memory.remember(t, category="event")),
                lambda t=t: timed(lambda: store.remember(t)),
            )
            for t in texts
        )
        rows["in-process remember, ms"] = {k: summary(v) for k, v in got.items()}
        store.close()

    rss = {"product": 0, "fts5": 0}
    texts = list(memories(args.cli_samples, seed=9000 + n))
    got = interleaved(
        cli_pair(product_cli(root, "remember", t, "--category", "event"), anchor_cli(anchor_db, "remember", t))
        for t in texts
    )
    rows["one CLI remember, ms"] = {k: summary(v) for k, v in got.items()}
    # on disk once everything ran: the vector base is built by the first recall
    with sqlite3.connect(root / "memory.db") as db:
        held = db.execute("SELECT COUNT(*) FROM memories").fetchone()[0]
    rows["bytes per memory"] = disk(root, anchor_db, held)
    load["end"] = os.getloadavg()
    rows["load average (1, 5, 15 min)"] = load
    return rows


# ---- the table ---------------------------------------------------------------------------


def table(rows: dict[str, object]) -> str:
    def ratio(a: float, b: float) -> str:
        return f"{a / b:.2f}×" if b else "–"

    out = [
        f"### N = {rows['n']:,}, backend {rows['backend']}",
        "",
        "| measure | agent-memory | FTS5 | ratio (CPU; wall) |",
        "|---|---|---|---|",
    ]
    for key in ("one CLI recall, ms", "warm in-process recall, ms", "one CLI remember, ms", "in-process remember, ms"):
        mine, theirs = rows[key]["product"], rows[key]["fts5"]
        for p in ("p50", "p95") if key.startswith("warm") else ("p50",):
            out.append(
                f"| {key.replace(', ms', '')} {p}, CPU / wall ms | {mine['cpu_' + p]:.2f} / {mine['wall_' + p]:.2f} "
                f"| {theirs['cpu_' + p]:.2f} / {theirs['wall_' + p]:.2f} "
                f"| {ratio(mine['cpu_' + p], theirs['cpu_' + p])}; {ratio(mine['wall_' + p], theirs['wall_' + p])} |"
            )
    bulk = rows["bulk import, memories/s (wall; cpu)"]
    out.append(
        f"| bulk import, memories/s, CPU / wall | {bulk['product'][1]:,.0f} / {bulk['product'][0]:,.0f} "
        f"| {bulk['fts5'][1]:,.0f} / {bulk['fts5'][0]:,.0f} "
        f"| {ratio(bulk['fts5'][1], bulk['product'][1])} slower; {ratio(bulk['fts5'][0], bulk['product'][0])} slower |"
    )
    sizes = rows["bytes per memory"]
    anchor = sizes["fts5 db"]
    sizes["product db + vectors"] = {
        k: sizes["product db"][k] + sizes["product vectors"][k] for k in ("apparent", "allocated")
    }
    for part in ("product db", "product vectors", "product db + vectors", "product notes"):
        got = sizes[part]
        out.append(
            f"| {part.replace('product ', '')} bytes/memory, apparent (allocated) | {got['apparent']:,.0f} ({got['allocated']:,.0f}) "
            f"| {anchor['apparent']:,.0f} ({anchor['allocated']:,.0f}) "
            f"| {ratio(got['apparent'], anchor['apparent'])} ({ratio(got['allocated'], anchor['allocated'])}) |"
        )
    for key in ("CLI recall peak RSS, MB", "bulk import peak RSS, MB"):
        mine, theirs = rows[key]["product"], rows[key]["fts5"]
        out.append(f"| {key} | {mine:.0f} | {theirs:.0f} | {ratio(mine, theirs)} |")
    load = rows["load average (1, 5, 15 min)"]
    out += ["", "load average at start " + ", ".join(f"{x:.2f}" for x in load["start"])]
    out[-1] += "; at end " + ", ".join(f"{x:.2f}" for x in load["end"])
    return "\n".join(out)


def main() -> int:
    import argparse
    import shutil
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000", help="comma-separated, e.g. 10000,100000,1000000")
    parser.add_argument("--backend", default="local", help="the product's vector backend (default local)")
    parser.add_argument("--queries", type=int, default=100, help="warm in-process recalls per size")
    parser.add_argument("--remembers", type=int, default=100, help="in-process remembers per size")
    parser.add_argument("--cli-samples", type=int, default=15, help="CLI recalls and remembers per size")
    parser.add_argument("--work", help="keep the stores here (default: a temp dir, removed after)")
    parser.add_argument("--out", default=str(Path(__file__).parent / "out"), help="where fts5-N.json goes")
    args = parser.parse_args()
    work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="am-bench-fts5-"))
    work.mkdir(parents=True, exist_ok=True)
    os.environ["HERMES_VECTOR_BACKEND"] = args.backend
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    try:
        for n in (int(s) for s in args.sizes.split(",")):
            rows = bench(n, work, args)
            (out / f"fts5-{n}.json").write_text(json.dumps(rows, indent=1))
            print(table(rows), flush=True)
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "fts5":
        sys.exit(fts5_cli(sys.argv[2:]))
    sys.exit(main())
