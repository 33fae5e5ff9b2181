"""Namespaces: several agents, projects or users share one store without seeing each other's memories."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import InvalidInputError, NotFoundError
from agent_memory.store.schema import LATEST
from agent_memory.store.sqlite import SQLiteStore
from tests.conftest import DROP_13

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def _two(root: Path) -> tuple[Memory, Memory]:
    return Memory(root, namespace="team-a", clock=lambda: START), Memory(root, namespace="team-b", clock=lambda: START)


def test_reads_stay_inside_the_namespace(root: Path) -> None:
    a, b = _two(root)
    with a, b:
        mine = a.remember("决定：主数据库用 PostgreSQL 16，kafka 做消息队列").entry
        theirs = b.remember("we run PostgreSQL 15 with kafka on the staging cluster").entry
        assert (mine.namespace, theirs.namespace) == ("team-a", "team-b")
        assert [h.entry.id for h in a.recall("PostgreSQL kafka")] == [mine.id]
        assert [h.entry.id for h in b.recall("PostgreSQL kafka")] == [theirs.id]
        assert [h.id for h in a.vsearch("PostgreSQL kafka staging cluster", top_k=10).hits] == [mine.id]
        assert a.stats().total == 1 and b.stats().total == 1
        assert a.stats().namespaces == {"team-a": 1, "team-b": 1}
        _, _, entries = a.graph_entity("PostgreSQL")
        assert [e.id for e in entries] == [mine.id]
        with pytest.raises(NotFoundError):
            a.verify(theirs.id)
        with pytest.raises(NotFoundError):
            a.forget(theirs.id)
        assert b.get(theirs.id).content.startswith("we run")


def test_all_namespaces_reads_the_whole_store(root: Path) -> None:
    a, b = _two(root)
    with a, b:
        first = a.remember("the vpn gateway lives in frankfurt").entry
        second = b.remember("the vpn gateway moved to amsterdam").entry
    with Memory(root, namespace="team-a", all_namespaces=True) as both:
        assert {h.entry.id for h in both.recall("vpn gateway", top_k=5)} == {first.id, second.id}
        assert both.stats().total == 2 and both.stats().namespace is None
        assert both.verify(second.id).execution_verified


def test_the_same_text_in_two_namespaces_is_two_memories(root: Path) -> None:
    a, b = _two(root)
    with a, b:
        one = a.remember("I prefer short functions with type hints")
        two = b.remember("I prefer short functions with type hints")
        assert one.action == two.action == "created" and one.entry.id != two.entry.id
        assert a.remember("I prefer short functions with type hints").action == "merged"


def test_prune_touches_only_its_namespace(root: Path) -> None:
    a, b = _two(root)
    with a, b:
        for text in ("the build cache lives on nvme", "grafana alerts go to the ops channel", "use uv for envs"):
            a.remember(text)
            b.remember(text.upper())
        assert a.stats().total == b.stats().total == 3
        report = a.prune(as_of=START + timedelta(days=30))
        assert report.pruned == 3
        assert a.stats().total == 0 and b.stats().total == 3


def test_namespace_travels_with_the_note_and_back(root: Path) -> None:
    with Memory(root, namespace="alice") as memory:
        entry = memory.remember("alice likes dark mode in every editor").entry
        note = (root / "store" / f"{entry.id}.md").read_text("utf-8")
        assert "namespace: alice" in note
        memory.reindex()
    with Memory(root, namespace="alice") as memory:
        assert memory.get(entry.id).namespace == "alice"
    with Memory(root) as memory, pytest.raises(NotFoundError):
        memory.get(entry.id)


def test_export_and_import_keep_the_namespace(root: Path, tmp_path: Path) -> None:
    with Memory(root, namespace="bob") as memory:
        entry = memory.remember("bob deploys on tuesdays only").entry
        memory.export_jsonl(tmp_path / "out.jsonl")
    line = json.loads((tmp_path / "out.jsonl").read_text("utf-8").splitlines()[0])
    assert line["namespace"] == "bob"
    with Memory(tmp_path / "other") as memory:
        memory.import_file(tmp_path / "out.jsonl")
        with pytest.raises(NotFoundError):
            memory.get(entry.id)
    with Memory(tmp_path / "other", namespace="bob") as memory:
        assert memory.get(entry.id).content == "bob deploys on tuesdays only"


@pytest.mark.parametrize("name", ["", " ", "a b", "../x", "-lead", "x" * 65, "名字"])
def test_bad_namespace_names_are_refused(root: Path, name: str) -> None:
    if not name:
        assert Memory(root, namespace=name).namespace == "default"  # empty: not given
        return
    with pytest.raises(InvalidInputError, match="namespace"):
        Memory(root, namespace=name)


@pytest.mark.parametrize(
    "name", ["ghp_R8x2Lq0vNw3Zt7Yb1Mc5Hd9Kf4Pj6Gs2Ue8A", "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd"]
)
def test_a_namespace_shaped_like_a_token_is_refused_and_nothing_is_stored(cli, root: Path, name: str) -> None:
    run = cli("--namespace", name, "remember", "deploys go out on tuesdays")
    assert run.code == 2 and "shaped like a key or token" in run.err and name not in run.err + run.out
    stored = b"".join(path.read_bytes() for path in root.rglob("*") if path.is_file()) if root.exists() else b""
    assert name.encode() not in stored


def test_an_import_whose_namespace_is_shaped_like_a_token_imports_nothing(root: Path, tmp_path: Path) -> None:
    token = "ghp_R8x2Lq0vNw3Zt7Yb1Mc5Hd9Kf4Pj6Gs2Ue8A"
    line = {"id": "mem_20260101_000000_abcd", "content": "deploys on tuesdays", "category": "general"}
    export = tmp_path / "in.jsonl"
    export.write_text(json.dumps({**line, "namespace": token}) + "\n", "utf-8")
    with Memory(root) as memory, pytest.raises(InvalidInputError, match="namespace"):
        memory.import_file(export)
    assert token.encode() not in b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())


@pytest.mark.parametrize("name", ["team-a", "alice@example.com", "proj.backend_2", "default"])
def test_ordinary_namespace_names_are_kept(root: Path, name: str) -> None:
    with Memory(root, namespace=name) as memory:
        assert memory.namespace == name


def test_the_cli_and_the_environment_choose_it(cli, root: Path) -> None:
    assert cli("remember", "ci runs on the big runner", "--namespace", "ops").code == 0
    assert cli("remember", "ci caches the wheels", env={"AGENT_MEMORY_NAMESPACE": "dev"}).code == 0
    ops = cli("recall", "ci", "--namespace", "ops", "--json").json()["results"]
    assert [r["content"] for r in ops] == ["ci runs on the big runner"]
    dev = cli("recall", "ci", "--json", env={"AGENT_MEMORY_NAMESPACE": "dev"}).json()["results"]
    assert [r["content"] for r in dev] == ["ci caches the wheels"]
    assert cli("recall", "ci", "--json").json()["results"] == []
    every = cli("recall", "ci", "--all-namespaces", "--json").json()["results"]
    assert len(every) == 2
    stats = cli("stats", "--json", "--all-namespaces").json()
    assert stats["namespaces"] == {"dev": 1, "ops": 1} and stats["total"] == 2
    bad = cli("recall", "ci", "--namespace", "no spaces")
    assert bad.code == 2 and "namespace" in bad.err and "Traceback" not in bad.err


def test_migration_8_puts_older_memories_in_default(memory: Memory, root: Path) -> None:
    entry = memory.remember("an old memory from before namespaces").entry
    memory.close()
    db = sqlite3.connect(root / "memory.db")
    db.executescript(
        "DROP INDEX memories_namespace; ALTER TABLE memories DROP COLUMN namespace; DROP TABLE namespaces;"
        "ALTER TABLE memories DROP COLUMN context; PRAGMA user_version = 7;" + DROP_13
    )
    db.close()
    store = SQLiteStore(root / "memory.db")
    assert store.schema_version == LATEST
    assert store.namespaces() == {"default": 1}
    assert store.get(entry.id).namespace == "default"
    store.close()


@pytest.mark.parametrize("form", ["jsonl", "hermes-lite"])
def test_export_writes_only_the_namespace_asked_for(cli, root: Path, tmp_path: Path, form: str) -> None:
    assert cli("remember", "team a note about the release train", "--namespace", "team-a").code == 0
    assert cli("remember", "team b note about the build farm", "--namespace", "team-b").code == 0

    def exported(*where: str) -> list[str]:
        target = tmp_path / f"{form}-{'-'.join(where) or 'all'}"
        assert cli(*where, "export", "--format", form, str(target)).code == 0
        lines = (target / "index.json").read_text("utf-8") if form == "hermes-lite" else target.read_text("utf-8")
        items = json.loads(lines) if form == "hermes-lite" else [json.loads(line) for line in lines.splitlines()]
        return sorted(item["content"] for item in items)

    assert exported("--namespace", "team-b") == ["team b note about the build farm"]
    assert exported("--namespace", "team-a") == ["team a note about the release train"]
    assert len(exported("--all-namespaces")) == 2


_LONG = "a" * 10240
_CONTROL = "bad\x1b[31mred\x07\x1b[2J"


def _said_briefly(run, field: str) -> None:
    """Refused with exit 2 in a few lines naming the field and the allowed pattern; the value
    neither echoed whole nor with its control characters."""
    assert run.code == 2, (run.code, run.err[:300])
    assert "Traceback" not in run.err and len(run.err) < 500, run.err[:600]
    assert field in run.err.splitlines()[0] and "is not a namespace name" in run.err
    assert "[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}" in run.err
    assert "a" * 100 not in run.err + run.out
    assert not any(char in run.err + run.out for char in "\x1b\x07")


@pytest.mark.parametrize("name", [_LONG, _CONTROL], ids=["10 KB", "control characters"])
def test_a_bad_namespace_is_cut_and_escaped_in_the_message(cli, root: Path, tmp_path: Path, name: str) -> None:
    _said_briefly(cli("--namespace", name, "list"), "--namespace")
    _said_briefly(
        cli("remember", "deploys on tuesdays", env={"AGENT_MEMORY_NAMESPACE": name}), "AGENT_MEMORY_NAMESPACE"
    )
    line = {"id": "mem_20260101_000000_abcd", "content": "deploys on tuesdays", "category": "general"}
    export = tmp_path / "in.jsonl"
    entry = {**line, "namespace": name, "importance": 5, "room": "events", "created_at": "2026-01-01T00:00:00+00:00"}
    export.write_text(json.dumps(entry) + "\n", "utf-8")
    run = cli("import", str(export))
    _said_briefly(run, "field 'namespace'")
    assert str(export) in run.err
    if name == _CONTROL:
        assert "'bad\\x1b[31mred\\x07\\x1b[2J'" in run.err  # shown escaped, whole, as it is short
    else:
        assert "10240 characters" in run.err


@pytest.mark.parametrize("name", ["team-a\n", "team-a\r\n", "\nteam-a"])
def test_a_namespace_with_a_line_break_is_refused(root: Path, name: str) -> None:
    with pytest.raises(InvalidInputError, match="control character"):
        Memory(root, namespace=name)


def test_an_id_with_a_line_break_is_refused() -> None:
    from agent_memory.model import check_id

    with pytest.raises(InvalidInputError, match=r"'mem_20260817_033106_ab12\\n' is not a memory id"):
        check_id("mem_20260817_033106_ab12\n")
