"""We touch only our own files (issue 17, item 3): sealing acts on our backups by name, never on
a user's files beside them; the Obsidian export replaces only the notes it wrote; an export
never writes over the store's own files."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory

from .conftest import distinct_text, files_snapshot

SECRET = "zyxwvortex"


def _user_sqlite(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE chapters (n INTEGER, title TEXT)")
        db.execute("INSERT INTO chapters VALUES (1, 'Introduction')")
    db.close()


def test_turning_encryption_on_seals_our_backups_and_leaves_a_users_files_beside_them_untouched(
    tmp_path: Path, root: Path, cli
) -> None:
    pytest.importorskip("cryptography")
    elsewhere = tmp_path / "other-disk" / "documents"  # where backups/ points: the user keeps files there too
    (elsewhere / "photos").mkdir(parents=True)
    _user_sqlite(elsewhere / "thesis.db")
    (elsewhere / "notes.txt").write_text("my own notes\n", "utf-8")
    (elsewhere / "photos" / "cat.jpg").write_bytes(b"\xff\xd8\xff" + os.urandom(64))
    (elsewhere / "prune_ideas.json").write_text('{"memories": []}', "utf-8")  # a name close to ours
    _user_sqlite(elsewhere / "memory.db.backup")  # a db whose name starts like ours
    outside = tmp_path / "outside.db"
    _user_sqlite(outside)
    (elsewhere / "memory.db.20200101.bak").symlink_to(outside)  # our name, but a symlink: not followed
    root.mkdir()
    (root / "backups").symlink_to(elsewhere)
    day = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    for i in range(3):  # three days: three daily backups land beside the user's files
        with Memory(root, clock=lambda i=i: day + timedelta(days=i)) as memory:
            memory.remember(f"Decision {i}: the {SECRET} gateway fronts the billing API, variant {i}")
    ours = sorted(p.name for p in elsewhere.glob("memory.db.2026*.bak"))
    assert len(ours) == 2 and all(SECRET.encode() in (elsewhere / n).read_bytes() for n in ours)
    users = {
        path: path.read_bytes()
        for path in [*elsewhere.rglob("*"), outside]
        if path.is_file() and not path.is_symlink() and path.name not in ours
    }
    result = cli("stats", env={"HERMES_ENCRYPT": "on"})
    assert result.code == 0 and "encryption at rest: on" in result.out, result.err
    for path, data in users.items():
        assert path.read_bytes() == data, f"{path} was changed"
    assert (elsewhere / "memory.db.20200101.bak").is_symlink()
    for name in ours:
        sealed = (elsewhere / name).read_bytes()
        assert SECRET.encode() not in sealed.lower(), f"{name} was left in the clear"
    with Memory(root, clock=lambda: day + timedelta(days=2)) as memory:
        assert memory.recall(SECRET).hits


def test_the_obsidian_export_replaces_only_the_notes_it_wrote(root: Path, cli) -> None:
    for text in ["Redis is the cache for the Atlas API", "PostgreSQL 16.2 backs the Atlas API"]:
        assert cli("remember", text).code == 0
    folder = root / "store" / "_entities"
    assert cli("graph", "--export", "obsidian").code == 0
    exported = {p.name for p in folder.glob("*.md")}
    assert {"Redis.md", "PostgreSQL.md", "Atlas API.md"} <= exported
    mine = folder / "Reading list.md"  # the user's own notes, kept in the folder Obsidian shows
    mine.write_text("# Reading list\n\n- Designing Data-Intensive Applications\n", "utf-8")
    edited = folder / "PostgreSQL.md"  # one of ours, edited by hand since: the user's now
    edited.write_text(edited.read_text("utf-8") + "\nmy remark: upgrade to 17 in spring\n", "utf-8")
    (root / "store" / "_entities" / "Redis.md").unlink()
    taken = folder / "Redis.md"  # the user's note under an entity's name
    taken.write_text("# Redis\n\nmy own page on Redis\n", "utf-8")
    users = {p: p.read_bytes() for p in (mine, edited, taken)}
    memory_id = next(p.stem for p in (root / "store").glob("mem_*.md") if "Redis" in p.read_text("utf-8"))
    assert cli("forget", memory_id).code == 0  # Redis is named by no memory now
    assert cli("remember", "Redis streams feed the Atlas audit log").code == 0
    result = cli("graph", "--export", "obsidian")
    assert result.code == 0, result.err
    for path, data in users.items():
        assert path.read_bytes() == data, f"{path.name} was changed"
    assert "[[mem_" in (folder / "Redis (2).md").read_text("utf-8")  # the entity's note took another name
    assert "[[mem_" in (folder / "PostgreSQL (2).md").read_text("utf-8")
    assert (
        cli("forget", next(p.stem for p in (root / "store").glob("mem_*.md") if "streams" in p.read_text("utf-8"))).code
        == 0
    )
    assert cli("graph", "--export", "obsidian").code == 0
    assert not (folder / "Redis (2).md").exists()  # ours, and its entity is gone: removed
    for path, data in users.items():
        assert path.read_bytes() == data


@pytest.mark.parametrize(
    "target",
    [
        "memory.db",
        "memory.db-wal",
        "memory.db-shm",
        "config.yaml",
        ".master_key",
        ".env",
        "store/export.jsonl",
        "backups/export.jsonl",
        "index.json",
        "link-outside",  # a symlink outside the root that leads to memory.db
        "hard-link",  # another name of memory.db
    ],
)
def test_an_export_into_the_stores_own_files_is_refused_and_changes_nothing(
    root: Path, tmp_path: Path, cli, target: str
) -> None:
    assert cli("remember", f"Decision: the {SECRET} gateway fronts billing").code == 0
    path = root / target
    if target == "link-outside":
        path = tmp_path / "export.jsonl"
        path.symlink_to(root / "memory.db")
    elif target == "hard-link":
        path = tmp_path / "export.jsonl"
        os.link(root / "memory.db", path)
    assert cli("stats").code == 0  # the config cache is written once, by the first command that reads config.yaml
    before = files_snapshot(root)
    result = cli("export", str(path))
    assert result.code == 2, result.out + result.err
    assert str(path) in result.err and "own files" in result.err and "outside the data root" in result.err
    assert "Traceback" not in result.err
    assert files_snapshot(root) == before
    recalled = cli("recall", SECRET)
    assert recalled.code == 0 and SECRET in recalled.out


@pytest.mark.parametrize("inside", ["", "store", "backups", "rooms"])
def test_a_hermes_lite_export_into_the_root_is_refused(root: Path, cli, inside: str) -> None:
    assert cli("remember", "Preference: tabs over spaces").code == 0
    assert cli("stats").code == 0  # the config cache is written once, by the first command that reads config.yaml
    before = files_snapshot(root)
    result = cli("export", "--format", "hermes-lite", str(root / inside) if inside else str(root))
    assert result.code == 2 and "own files" in result.err and "Traceback" not in result.err
    assert files_snapshot(root) == before


def test_an_export_elsewhere_replaces_its_target_whole(root: Path, tmp_path: Path, cli) -> None:
    for i in range(3):
        assert cli("remember", distinct_text(i)).code == 0
    target = tmp_path / "out" / "memories.jsonl"
    target.parent.mkdir()
    target.write_text("an older export\n", "utf-8")
    result = cli("export", str(target))
    assert result.code == 0, result.err
    lines = target.read_text("utf-8").splitlines()
    assert len(lines) == 3 and all(line.startswith("{") for line in lines)
    assert sorted(p.name for p in target.parent.iterdir()) == ["memories.jsonl"]  # no temp file left
    for wrong in (target.parent, tmp_path / "missing" / "x.jsonl"):  # a folder; a folder that is not there
        run = cli("export", str(wrong))
        assert run.code == 2 and "folder" in run.err and "Traceback" not in run.err
    folder = tmp_path / "hermes"
    assert cli("export", "--format", "hermes-lite", str(folder)).code == 0
    assert len(list((folder / "store").glob("*.md"))) == 3 and (folder / "config.yaml").is_file()
