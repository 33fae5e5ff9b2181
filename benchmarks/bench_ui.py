"""The review page on a filled store (issue 24): how long the queue takes to render in Chromium.

    python -m benchmarks.bench_ui                    # N = 1,000 (a third verified: 667 queued)
    python -m benchmarks.bench_ui --sizes 1000 5000 --runs 7

For each N, in one run and interleaved: the page loaded in headless Chromium (Debian's, driven
by Playwright) until the queue is in the page (``performance.now()`` when the script has built
it: request, server, JSON, DOM); the ``api/queue`` request alone over HTTP; and the anchor, the
same unverified rows read by one plain SQLite query on the same memory.db (newest first). The
ratio is the HTTP answer over the anchor. The server's CPU seconds and the load are reported.
Budget: the queue rendered in <= 300 ms at N = 1,000. Results go to stdout and
benchmarks/out/ui.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path

from tests.ui_server import start

from .fill import fill

OUT = Path(__file__).parent / "out"


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(root: Path, n: int, runs: int) -> dict[str, object]:
    from playwright.sync_api import sync_playwright

    fill(root, n)
    server = start(root)
    render, answer, anchor = [], [], []
    try:
        cpu0 = _cpu_seconds(server.proc.pid)
        with sync_playwright() as p:
            args = ["--disable-dev-shm-usage", *(["--no-sandbox"] if os.geteuid() == 0 else [])]
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=args)
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.goto(server.url)  # a first load outside the figures: the browser's own start
            page.wait_for_selector("body[data-ready=queue]")
            queued = page.locator(".card").count()
            for _ in range(runs):
                page.goto("about:blank")
                page.goto(server.url)
                page.wait_for_selector("body[data-ready=queue]")
                render.append(float(page.get_attribute("body", "data-ready-at") or "nan"))
                t0 = time.perf_counter()
                with urllib.request.urlopen(server.url + "api/queue") as reply:
                    body = json.loads(reply.read())
                answer.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                with sqlite3.connect(f"file:{root / 'memory.db'}?mode=ro", uri=True) as db:
                    rows = db.execute(
                        "SELECT id, content, room, created_at, source FROM memories "
                        "WHERE execution_verified = 0 ORDER BY created_at DESC"
                    ).fetchall()
                anchor.append((time.perf_counter() - t0) * 1000)
                assert len(rows) == body["total"] == queued, (len(rows), body["total"], queued)
            browser.close()
        cpu = _cpu_seconds(server.proc.pid) - cpu0
    finally:
        server.stop()
    med = statistics.median
    return {
        "n": n,
        "queued": queued,
        "runs": runs,
        "render_ms_median": round(med(render), 1),
        "render_ms_max": round(max(render), 1),
        "api_queue_ms_median": round(med(answer), 1),
        "anchor_sqlite_ms_median": round(med(anchor), 2),
        "ratio_api_over_anchor": round(med(answer) / med(anchor), 1),
        "server_cpu_s": round(cpu, 2),
        "load": os.getloadavg(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for n in args.sizes:
            result = measure(Path(scratch) / f"ui-{n}", n, args.runs)
            print(json.dumps(result))
            results.append(result)
    OUT.mkdir(exist_ok=True)
    (OUT / "ui.json").write_text(json.dumps(results, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main()
