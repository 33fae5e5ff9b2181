"""Notes renamed or moved into folders by hand (Obsidian) stay their memory, whatever runs next.

A renamed note is found where it now is by every writer (verify, a near-duplicate remember,
forget) before ``sync`` has seen it: one id is never given a second file, the hand edit is
taken in, and a forget removes the renamed note. A recall writes no note: the renamed one is
left as it is until ``sync``, which takes in the edit and keeps the accesses recorded meanwhile.
Notes moved into sub-folders of ``store/`` are matched as the top-level ones are.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import distinct_text

TEXT = "the PEREGRINE service deploys every tuesday from the main branch"
EDIT = "EDITED-IN-OBSIDIAN"


def _notes_with_id(root: Path, memory_id: str) -> list[str]:
    return sorted(
        str(p.relative_to(root / "store"))
        for p in (root / "store").rglob("*.md")
        if f"id: {memory_id}\n" in p.read_text("utf-8")
    )


def _rows(root: Path) -> dict[str, str]:
    with sqlite3.connect(root / "memory.db") as db:
        return dict(db.execute("SELECT id, content FROM memories"))


def _rename_and_edit(root: Path, memory_id: str, new: str = "Peregrine deploys.md") -> Path:
    old = root / "store" / f"{memory_id}.md"
    target = root / "store" / new
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(old.read_text("utf-8").rstrip("\n") + f" {EDIT}\n", "utf-8")
    old.unlink()  # what Obsidian's rename does: the old name is gone
    return target


@pytest.mark.parametrize("write", ["verify", "recall", "merge"])
def test_a_write_before_sync_follows_a_renamed_note(cli, root: Path, write: str) -> None:
    memory_id = cli("--json", "remember", TEXT).json()["id"]
    assert cli("remember", "unrelated memory about lunch menus and tacos").code == 0
    renamed = _rename_and_edit(root, memory_id)
    if write == "verify":
        assert cli("verify", memory_id).code == 0
    elif write == "recall":
        for _ in range(2):
            assert memory_id in cli("recall", "PEREGRINE").out
    else:
        assert cli("remember", TEXT + "!").code == 0
    assert _notes_with_id(root, memory_id) == [renamed.name]  # never a second file for one id
    assert not (root / "store" / f"{memory_id}.md").exists()
    # the hand edit was taken in first, not written over (a recall writes no note: sync takes it in)
    assert (EDIT in _rows(root)[memory_id]) is (write != "recall")
    assert EDIT in renamed.read_text("utf-8")
    done = cli("--json", "sync")
    assert done.code == 0, done.err
    report = done.json()
    assert (report["added"], report["deleted"], report["errors"], report["kept"]) == ([], [], [], [])
    rows = _rows(root)
    assert sum(EDIT in content for content in rows.values()) == 1
    for other in rows:  # every memory has exactly one note
        assert len(_notes_with_id(root, other)) == 1, other
    if write == "recall":  # the edit came in, and the two recalls with it, in the note too
        assert "access_count: 2\n" in renamed.read_text("utf-8")


def test_forget_removes_a_renamed_note_and_sync_does_not_bring_it_back(cli, root: Path) -> None:
    memory_id = cli("--json", "remember", TEXT).json()["id"]
    keeper = cli("--json", "remember", "unrelated memory about lunch menus and tacos").json()["id"]
    renamed = _rename_and_edit(root, memory_id)
    assert cli("forget", memory_id).code == 0
    assert not renamed.exists() and _notes_with_id(root, memory_id) == []
    done = cli("--json", "sync")
    assert done.code == 0 and done.json()["added"] == []
    assert list(_rows(root)) == [keeper]


def test_notes_moved_into_folders_stay_their_memories(cli, root: Path) -> None:
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i)).entry.id for i in range(8)]
    store = root / "store"
    (store / "Projects" / "Deep").mkdir(parents=True)
    for memory_id in ids[:3]:
        (store / f"{memory_id}.md").rename(store / "Projects" / f"{memory_id}.md")
    (store / f"{ids[3]}.md").rename(store / "Projects" / "Deep" / "renamed too.md")
    (store / "Projects" / "idea.md").write_text("Use a bloom filter in front of the cache\n", "utf-8")
    for ours_or_hidden in ("_entities", ".obsidian", ".trash"):  # the graph export's notes, the app's own
        (store / ours_or_hidden).mkdir(exist_ok=True)
        (store / ours_or_hidden / "Not a memory.md").write_text("an entity page, not a memory\n", "utf-8")

    done = cli("--json", "sync")
    assert done.code == 0, done.err
    report = done.json()
    assert report["deleted"] == [] and report["kept"] == [] and report["errors"] == []
    assert len(report["added"]) == 1
    with Memory(root) as memory:
        assert memory.store.count() == 9
        paths = {memory_id: memory.store.file_state(memory_id).path for memory_id in ids}
        assert [paths[i] for i in ids[:4]] == [*(f"Projects/{i}.md" for i in ids[:3]), "Projects/Deep/renamed too.md"]
        assert memory.store.file_state(report["added"][0]).path == "Projects/idea.md"
        assert memory.sync().unchanged == 9
        assert memory.stats().store_files == 9
    # the writers find them there
    assert cli("verify", ids[0]).code == 0
    assert _notes_with_id(root, ids[0]) == [f"Projects/{ids[0]}.md"]
    assert "execution_verified: true" in (store / "Projects" / f"{ids[0]}.md").read_text("utf-8")
    assert cli("forget", ids[3]).code == 0
    assert not (store / "Projects" / "Deep" / "renamed too.md").exists()
    # a note moved into a folder before a write: followed there too
    (store / f"{ids[5]}.md").rename(store / "Projects" / f"{ids[5]}.md")
    assert cli("verify", ids[5]).code == 0
    assert _notes_with_id(root, ids[5]) == [f"Projects/{ids[5]}.md"]
    assert cli("reindex").code == 0
    with Memory(root) as memory:
        assert memory.store.count() == 8 and memory.sync().unchanged == 8


def test_prune_removes_a_renamed_note_and_sync_does_not_bring_it_back(root: Path) -> None:
    from datetime import UTC, datetime, timedelta

    with Memory(root) as memory:
        memory_id = memory.remember(TEXT).entry.id
        renamed = _rename_and_edit(root, memory_id, "Projects/Peregrine.md")
        report = memory.prune(as_of=datetime.now(UTC) + timedelta(days=30))
        assert report.pruned == 1
        assert not renamed.exists() and _notes_with_id(root, memory_id) == []
        assert memory.sync().added == [] and memory.store.count() == 0
