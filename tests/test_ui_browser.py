"""The review page in a real browser: Debian's Chromium, driven by Playwright's Python client
connected to it (nothing downloaded). Outside CI, without Chromium or Playwright, skipped with
the reason; in CI (``$CI`` set: ``.ci/run`` installs Chromium) it fails instead.

Loads the queue, verifies two memories in bulk, edits one, verifies one from the keyboard,
searches, opens a memory and the stats, checking the store and the notes after each change;
a screenshot of each page goes to ``benchmarks/out/ui_*.png``.
"""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import BOUND
from .ui_server import start

SHOTS = Path(__file__).parent.parent / "benchmarks" / "out"
CI = bool(os.environ.get("CI"))  # read at import: the isolating fixture leaves CI alone, but be plain


def _need(reason: str) -> None:
    if CI:
        pytest.fail(reason + " (CI runs this test: .ci/run installs Chromium, the dev extra Playwright)")
    pytest.skip(reason)


def _chromium() -> str:
    found = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    if found is None:
        _need("no chromium on PATH: apt-get install -y chromium")
    return str(found)


def _seed(root: Path) -> dict[str, str]:
    now = datetime.now(UTC)
    made: dict[str, str] = {}
    items = [
        ("pg", now - timedelta(days=5), "We chose PostgreSQL 16 for the billing service", {"category": "decision"}),
        ("ruff", now - timedelta(days=2), "The user prefers ruff over flake8", {"source": "session s1.jsonl"}),
        ("deploy", now - timedelta(days=1), "Deploys go out on Tuesdays only", {"source": "digest: rules"}),
        ("nats", now - timedelta(hours=5), "The event bus is NATS 2.10 with JetStream", {"category": "config"}),
        ("xss", now - timedelta(hours=1), "<script>alert('x')</script><img src=x onerror=alert(2)> stays text", {}),
        ("redis", now - timedelta(days=3), "Redis 7 caches the sessions", {"verified": True}),
    ]
    for name, moment, text, options in items:
        with Memory(root, clock=lambda moment=moment: moment) as m:
            made[name] = m.remember(text, **options).id  # type: ignore[arg-type]
    return made


def _note(root: Path, memory_id: str) -> str:
    return (root / "store" / f"{memory_id}.md").read_text("utf-8")


def test_review_in_a_real_browser(root: Path) -> None:
    pytest.importorskip("uvicorn", reason="the review page needs the ui extra")
    executable = _chromium()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _need("the Playwright client is missing: pip install -e '.[dev]'")
    made = _seed(root)
    server = start(root)
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialogs: list[str] = []
    try:
        with sync_playwright() as p:
            # Chromium refuses root without --no-sandbox; a container's small /dev/shm would crash it
            args = ["--disable-dev-shm-usage", *(["--no-sandbox"] if os.geteuid() == 0 else [])]
            browser = p.chromium.launch(executable_path=executable, args=args, timeout=BOUND * 1000)
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.set_default_timeout(BOUND * 1000)
            page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)

            # the queue: unverified, the <script> memory shown as its text
            page.goto(server.url)
            page.wait_for_selector("body[data-ready=queue]")
            queued = page.eval_on_selector_all(".card", "cards => cards.map(c => c.dataset.id)")
            assert queued == [made[n] for n in ("xss", "nats", "pg", "deploy", "ruff")]
            xss = page.locator(f'.card[data-id="{made["xss"]}"] .content')
            assert xss.inner_text().startswith("<script>alert('x')</script><img src=x onerror=alert(2)>")
            assert page.evaluate("document.querySelectorAll('main script, main img').length") == 0
            groups = page.eval_on_selector_all("main h2", "hs => hs.map(h => h.textContent.trim())")
            assert groups == ["by hand (3)", "digest (1)", "session (1)"]
            assert "pruned in 2 days (unverified)" in page.locator(f'.card[data-id="{made["pg"]}"] .meta').inner_text()
            page.screenshot(path=str(SHOTS / "ui_queue.png"))

            # two verified in bulk
            for name in ("deploy", "ruff"):
                page.check(f'.card[data-id="{made[name]}"] .pick')
            page.click("#bulk-verify")
            page.wait_for_selector(f'.card[data-id="{made["ruff"]}"]', state="detached")
            assert page.locator(f'.card[data-id="{made["deploy"]}"]').count() == 0
            assert page.inner_text("#count") == "3 unverified"
            with Memory(root) as m:
                assert m.get(made["deploy"]).execution_verified and m.get(made["ruff"]).execution_verified
                assert not m.get(made["pg"]).execution_verified
            assert "execution_verified: true" in _note(root, made["ruff"])

            # one edited: new text (a password in it is redacted), another room, importance
            card = f'.card[data-id="{made["pg"]}"]'
            page.click(f"{card} .edit-open")
            page.fill(f"{card} .edit-text", "We chose PostgreSQL 17 for billing; db password: Sup3rS3cret!x")
            page.select_option(f"{card} .edit-room", "projects")
            page.fill(f"{card} .edit-importance", "8")
            page.click(f"{card} .save")
            page.wait_for_function(
                "id => { const c = document.querySelector(`.card[data-id='${id}'] .content`);"
                " return c && c.textContent.includes('PostgreSQL 17'); }",
                arg=made["pg"],
            )
            shown = page.inner_text(f"{card} .content")
            assert "Sup3rS3cret" not in shown
            with Memory(root) as m:
                entry = m.get(made["pg"])
            assert entry.content == shown and entry.room == "projects" and entry.importance == 8
            assert "PostgreSQL 17" in _note(root, made["pg"]) and "Sup3rS3cret" not in _note(root, made["pg"])

            # keyboard: the first card is current; j moves down, v verifies it
            page.click("main h1")
            page.keyboard.press("j")
            current = page.get_attribute(".card.current", "data-id")
            assert current == made["nats"]
            page.keyboard.press("v")
            page.wait_for_selector(f'.card[data-id="{made["nats"]}"]', state="detached")
            with Memory(root) as m:
                assert m.get(made["nats"]).execution_verified

            # search: the same recall as the CLI
            page.click("nav a[data-view=browse]")
            page.wait_for_selector("body[data-ready=browse]")
            page.fill("#q", "PostgreSQL billing")
            page.check("#f-explain")
            page.click("#go")
            page.wait_for_selector("#results .card .scores")
            first = page.get_attribute("#results .card", "data-id")
            assert first == made["pg"]
            page.screenshot(path=str(SHOTS / "ui_search.png"))

            page.goto(server.url + f"#memory/{made['pg']}")
            page.wait_for_selector("body[data-ready=memory] table.fields")
            assert made["pg"] in page.inner_text("h1")
            page.screenshot(path=str(SHOTS / "ui_memory.png"))

            page.click("nav a[data-view=stats]")
            page.wait_for_selector(".chart svg rect")
            assert page.locator(".chart").count() == 3
            page.screenshot(path=str(SHOTS / "ui_stats.png"), full_page=True)
            browser.close()
    finally:
        server.stop()
    assert dialogs == []  # no alert() ran: the stored markup stayed text
    assert errors == []
