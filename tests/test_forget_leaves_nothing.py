"""Forgotten means gone from the index too: no word of a forgotten memory stays in the
vocabulary (``terms``) and no name it alone held stays in the graph (``entities``), on forget
one by one and on a prune of many; words other memories hold stay, with their counts."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory import Memory

from .conftest import distinct_text


def table(root: Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(root / "memory.db") as db:
        return db.execute(sql).fetchall()


def test_forget_drops_the_words_and_names_only_it_held(root: Path) -> None:
    with Memory(root) as memory:
        kept = memory.remember("Zebrafalcon ships with PostgreSQL 16 on the staging cluster").entry.id
        gone = memory.remember("Quokkamantis budget approved by Wilhelmina Vanderbeek for Kubernetes").entry.id
        assert table(root, "SELECT COUNT(*) FROM terms WHERE term LIKE 'quokkamanti%'")[0][0] == 1
        memory.forget(gone)
        words = {row[0] for row in table(root, "SELECT term FROM terms")}
        names = {str(row[0]).lower() for row in table(root, "SELECT name FROM entities")}
        assert not any(w.startswith(("quokkamanti", "wilhelmina", "vanderbeek", "budget")) for w in words)
        assert not any("wilhelmina" in n or "quokkamantis" in n for n in names)
        assert any(w.startswith("zebrafalcon") for w in words) and any(w.startswith("stag") for w in words)
        assert memory.recall("zebrafalcon").hits[0].entry.id == kept
        assert table(root, "SELECT MIN(df) FROM terms")[0][0] >= 1  # every word left is held


def test_a_prune_of_the_whole_store_leaves_no_vocabulary(root: Path) -> None:
    """More than BULK_SHARE of the store at once: the store's bulk path."""
    with Memory(root) as memory:
        for i in range(30):
            memory.remember(f"{distinct_text(i)} Narwhalix{i} for Oswaldina Pemberton")
        report = memory.prune(as_of=datetime.now(UTC) + timedelta(days=3650))
        assert report.pruned == 30 and memory.store.count() == 0
    assert table(root, "SELECT COUNT(*) FROM terms")[0][0] == 0
    assert table(root, "SELECT COUNT(*) FROM entities")[0][0] == 0
