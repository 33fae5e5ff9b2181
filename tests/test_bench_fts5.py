"""The FTS5 anchor benchmark runs end to end and measures both stores on the same corpus."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from benchmarks.bench_fts5 import Fts5Store, _terms

ROOT = Path(__file__).resolve().parents[1]


def test_anchor_finds_english_and_chinese_by_its_words(tmp_path: Path) -> None:
    store = Fts5Store(tmp_path / "a.db")
    store.load(["we moved the cache to Redis 7", "决定：主数据库用 PostgreSQL 16", "nothing related here"])
    store.remember("the billing queue runs on Kafka")
    assert store.recall("redis cache")[0][1] == "we moved the cache to Redis 7"
    assert [row[1] for row in store.recall("数据库")] == ["决定：主数据库用 PostgreSQL 16"]
    assert [row[1] for row in store.recall("kafka")] == ["the billing queue runs on Kafka"]
    assert store.recall("!!!") == []
    assert _terms("主数据库 Go") == ["主数", "数据", "据库", "go"]
    store.close()


def test_the_benchmark_fills_both_stores_and_reports_each_ratio(tmp_path: Path) -> None:
    n = 120
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks.bench_fts5", "--sizes", str(n), "--queries", "4", "--remembers", "3",
         "--cli-samples", "2", "--work", str(tmp_path / "work"), "--out", str(tmp_path / "out")],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    rows = json.loads((tmp_path / "out" / f"fts5-{n}.json").read_text())
    for key in ("one CLI recall, ms", "warm in-process recall, ms", "one CLI remember, ms", "in-process remember, ms"):
        for who in ("product", "fts5"):
            assert rows[key][who]["cpu_p50"] > 0 and rows[key][who]["wall_p50"] > 0
    assert rows["bytes per memory"]["product db"]["allocated"] > 0
    assert rows["bytes per memory"]["product notes"]["apparent"] > 0
    assert rows["CLI recall peak RSS, MB"]["product"] > 0
    # every memory reached both stores: the corpus, then 3 in-process and 2 CLI remembers each

    anchor = sqlite3.connect(tmp_path / "work" / f"fts5-{n}.db")
    assert anchor.execute("SELECT COUNT(*) FROM m").fetchone()[0] == n + 3 + 2
    product = sqlite3.connect(tmp_path / "work" / f"product-{n}" / "memory.db")
    assert product.execute("SELECT COUNT(*) FROM memories").fetchone()[0] == n + 3 + 2
    assert len(list((tmp_path / "work" / f"product-{n}" / "store").glob("*.md"))) == n + 3 + 2
    assert "| one CLI recall p50, CPU / wall ms |" in proc.stdout and "load average at start" in proc.stdout


def test_the_bulk_load_benchmark_loads_both_stores_and_reports_each_ratio(tmp_path: Path) -> None:
    n = 60
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks.bench_import", "--sizes", str(n), "--rounds", "2", "--many", "8",
         "--out", str(tmp_path / "out")],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]  # it stops when a store did not get every memory
    rows = json.loads((tmp_path / "out" / f"import-{n}.json").read_text())
    rates = rows["rates (cpu, wall)"]
    assert set(rates) == {"import", "fts5 import", "many", "fts5 many"}
    assert all(cpu > 0 and wall > 0 for cpu, wall in rates.values())
    assert f"| `import` of {n} |" in proc.stdout and "| `remember_many` of 8 |" in proc.stdout
    assert "load average at start" in proc.stdout
