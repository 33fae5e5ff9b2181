"""memory.db lost beside its notes is named as such, never opened as a new empty store."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory import Memory


@pytest.mark.parametrize("loss", ["missing", "empty"])
def test_a_lost_db_beside_notes_names_reindex_and_reindex_brings_them_back(cli, root: Path, loss: str) -> None:
    with Memory(root) as memory:
        ids = sorted(memory.remember(text).entry.id for text in ("the deploy uses blue green", "backups run at 3am"))
    db = root / "memory.db"
    for leftover in root.glob("memory.db-*"):
        leftover.unlink()
    if loss == "missing":
        db.unlink()
    else:
        db.write_bytes(b"")
    result = cli("stats")
    assert (result.code, "Traceback" in result.err) == (1, False)
    assert f"{db} is {'missing' if loss == 'missing' else 'empty (0 bytes)'}" in result.err
    assert "agent-memory reindex" in result.err and not result.out
    assert cli("reindex").code == 0
    with Memory(root) as memory:
        assert sorted(entry.id for entry in memory.store.iter_entries()) == ids


def test_a_new_root_without_notes_starts_empty(cli, root: Path) -> None:
    result = cli("stats", "--json")
    assert (result.code, result.json()["total"]) == (0, 0)
