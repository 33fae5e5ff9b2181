"""Opening a store is one named step, and each conversion on the way says what it did."""

from __future__ import annotations

import base64
import sqlite3
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.search.terms import META_KEY
from tests.conftest import DROP_13
from tests.test_interchange import make_spec_root


def test_opening_a_store_that_is_as_it_should_be_changes_nothing_and_says_so(root: Path) -> None:
    with Memory(root) as memory:
        assert memory.open() == []
        memory.remember("the nightly backup runs at 03:00")
    with Memory(root) as memory:
        assert memory.open() == [] and memory.open() == []  # idempotent


def test_nothing_is_opened_before_it_is_asked_for(root: Path) -> None:
    memory = Memory(root)
    assert not (root / "memory.db").exists()  # constructing reads config only
    assert memory.open() == [] and (root / "memory.db").exists()
    memory.close()


def test_an_older_schema_is_migrated_by_a_step_that_names_both_versions(root: Path) -> None:
    with Memory(root) as memory:
        memory.remember("the nightly backup runs at 03:00")
        latest = memory.store.schema_version
    with sqlite3.connect(root / "memory.db") as db:
        db.executescript(DROP_13 + "ALTER TABLE memories DROP COLUMN context; PRAGMA user_version = 10;")
    with Memory(root) as memory:
        assert memory.open() == [f"schema migrated from 10 to {latest}"]
    with Memory(root) as memory:
        assert memory.open() == []  # done once


def test_a_reference_index_json_is_imported_by_a_step_that_counts_it(tmp_path: Path) -> None:
    folder = tmp_path / "hermes"
    make_spec_root(folder)
    with Memory(folder) as memory:
        assert memory.open() == [f"imported 3 memories from {folder / 'index.json'}"]
        assert memory.stats().total == 3
    with Memory(folder) as memory:
        assert memory.open() == []


def test_postings_built_by_another_tokenizer_are_rebuilt_by_a_step_that_counts_them(root: Path) -> None:
    with Memory(root) as memory:
        for text in ("the nightly backup runs at 03:00", "staging listens on 8443"):
            memory.remember(text)
    with sqlite3.connect(root / "memory.db") as db:
        db.execute("UPDATE meta SET value = 'another-tokenizer' WHERE key = ?", (META_KEY,))
    with Memory(root) as memory:
        steps = memory.open()
        assert len(steps) == 1 and steps[0].startswith("indexed 2 memories again for tokenizer ")
        assert [hit.entry.content for hit in memory.recall("staging", record_access=False)] == [
            "staging listens on 8443"
        ]


def test_turning_encryption_on_seals_the_rows_in_a_step_that_says_so(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("cryptography")
    with Memory(root) as memory:
        memory.remember("the nightly backup runs at 03:00")
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    monkeypatch.setenv("HERMES_MASTER_KEY", base64.urlsafe_b64encode(bytes(range(32))).decode())
    with Memory(root) as memory:
        assert memory.open() == [f"encrypted every memory of {root / 'memory.db'}"]
        assert memory.stats().encryption == "on"
    with Memory(root) as memory:
        assert memory.open() == []
