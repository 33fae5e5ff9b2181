"""Concurrency edges of the embedded store (issue 17, item 10).

Each interleaving is made deterministic: the other process's step runs at a chosen point
(inside the fake embedding service's answer, between the listing and the reading of the
notes, while a reindex holds the store), never after a sleep.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agent_memory import Memory
from agent_memory.search.vectors import ACTIVE_KEY
from agent_memory.store.vector_blob import decode

from . import pg
from .conftest import distinct_text
from .fakes.servers import FakeAIServer, concept_vector, cosine


def _cli(root: Path, *args: str, store: str = "") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))}
    env.update(HERMES_VECTOR_BACKEND="local", AGENT_MEMORY_STORE_URL=store)
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), *args]
    return subprocess.run(argv, capture_output=True, text=True, env=env, timeout=120)


class _Interleaved(FakeAIServer):
    """A fake embedding service that runs ``meanwhile`` once, as the first batch of documents
    arrives: after the recall read the memories it embeds and before it writes their vectors."""

    def __init__(self, meanwhile: Callable[[list[str]], None]) -> None:
        super().__init__(dimensions=1024, api_key="sk-test-fake-key-0000")
        self.meanwhile: Callable[[list[str]], None] | None = meanwhile

    def _embeddings(self, request: dict[str, Any], mode: str) -> dict[str, Any]:
        action, self.meanwhile = self.meanwhile, None
        if action is not None and request.get("task") == "retrieval.passage":
            action(list(request["input"]))
        return super()._embeddings(request, mode)


def _stored_vectors(memory: Memory) -> dict[str, list[float]]:
    store = memory.store
    identity = store.meta(ACTIVE_KEY)
    if memory.store_url:  # on the server: read them back as text
        rows = store._all(  # type: ignore[attr-defined]
            "SELECT m.id, v.dense::text FROM vectors AS v JOIN memories AS m USING (doc) WHERE v.embedder = %s",
            (identity,),
        )
        return {memory_id: [float(x) for x in dense.strip("[]").split(",")] for memory_id, dense in rows}
    rows = store.vectors_after(identity, 0, 10_000)
    ids = store.docs_info([doc for _, doc, _ in rows])
    return {ids[doc][0]: decode(blob) for _, doc, blob in rows}  # type: ignore[misc]


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest):
    if request.param == "sqlite":
        yield ""
        return
    with pg.database("am_edges") as url:
        yield url


@pytest.mark.parametrize("change", ["forget", "edit"])
def test_a_memory_forgotten_or_edited_by_another_process_during_catch_up(
    root: Path, monkeypatch: pytest.MonkeyPatch, change: str, store_url: str
) -> None:
    if change == "edit" and store_url:
        pytest.skip("edited through its note: the PostgreSQL store keeps none by default")
    texts = {distinct_text(i, words=12) for i in range(5)}
    with Memory(root, store=store_url) as memory:
        ids = {memory.remember(text).entry.id: text for text in sorted(texts)}
    victim = sorted(ids)[2]
    edited = "the edited text: deploy the release on friday after the database backup"

    def meanwhile(batch: list[str]) -> None:
        assert ids[victim] in batch  # read by the catch-up, not yet written
        if change == "forget":
            assert _cli(root, "forget", victim, store=store_url).returncode == 0
        else:
            note = root / "store" / f"{victim}.md"
            note.write_text(note.read_text("utf-8").replace(ids[victim], edited), "utf-8")
            assert _cli(root, "sync").returncode == 0

    with _Interleaved(meanwhile) as server:
        monkeypatch.setenv("JINA_BASE_URL", server.base_url)
        monkeypatch.setenv("JINA_API_KEY", server.api_key or "")
        monkeypatch.setenv("HERMES_VECTOR_BACKEND", "jina")
        monkeypatch.setenv("HERMES_RERANK", "off")
        with Memory(root, store=store_url) as memory:
            first = memory.recall("database backup release")  # the catch-up embeds all five
            assert server.meanwhile is None  # the other process ran inside it
            assert victim not in {hit.entry.id for hit in first.hits} or change == "edit"
            memory.recall("database backup release")  # a later catch-up embeds what it skipped
            vectors = _stored_vectors(memory)
            if change == "forget":
                assert set(vectors) == set(ids) - {victim}
            else:
                assert set(vectors) == set(ids)
                now, before = concept_vector(edited), concept_vector(ids[victim])
                assert cosine(vectors[victim], now) > 0.999 > cosine(vectors[victim], before)
            for memory_id in set(vectors) - {victim}:
                assert cosine(vectors[memory_id], concept_vector(ids[memory_id])) > 0.999


def test_the_notes_listing_of_stats_and_doctor_survives_a_forget_from_another_process(root: Path) -> None:
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i, words=8)).entry.id for i in range(6)]
        listing = memory.mirror.scan()  # what stats and doctor's agreement check read the notes through
        first, _ = next(listing)  # the folder is listed; each note is looked at as it comes
        gone = next(memory_id for memory_id in ids if f"{memory_id}.md" != first)
        assert _cli(root, "forget", gone).returncode == 0
        rest = [name for name, _ in listing]
        assert sorted([first, *rest]) == sorted(f"{memory_id}.md" for memory_id in ids if memory_id != gone)
        assert memory.stats().store_files == len(ids) - 1


def _damage_interior_page(db: Path, table: str) -> None:
    """Overwrite the cells of ``table``'s root page, an interior page once the table is large:
    opening the db still works, only the queries that descend through it fail."""
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = conn.execute("PRAGMA page_size").fetchone()[0]
        (page,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    conn.close()
    with db.open("r+b") as handle:
        handle.seek((page - 1) * size)
        assert handle.read(1) == b"\x05"  # an interior table page
        handle.seek(page * size - size // 4)
        handle.write(bytes(range(256)) * (size // 4 // 256))


def test_interior_page_damage_is_named_with_reindex_and_never_rotated_into_the_backups(cli, root: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from agent_memory.errors import StoreCorruptError

    with Memory(root) as memory:
        kept = {r.entry.id for r in memory.remember_many([{"text": distinct_text(i, 30)} for i in range(400)])}
    _damage_interior_page(root / "memory.db", "memories")
    for command in (["stats"], ["recall", "note"], ["doctor", "--offline"]):
        result = cli(*command)
        assert result.code == 1 and "Traceback" not in result.err, command
        assert "reindex" in result.out + result.err, command
    backups = sorted(p.name for p in (root / "backups").iterdir())
    tomorrow = datetime.now(UTC) + timedelta(days=1)
    with Memory(root, clock=lambda: tomorrow) as memory, pytest.raises(StoreCorruptError) as caught:
        memory.remember("the first write of a new day makes the daily backup")
    assert "reindex" in caught.value.hint
    assert sorted(p.name for p in (root / "backups").iterdir()) == backups  # no damaged copy made
    assert cli("reindex").code == 0
    with Memory(root) as memory:
        assert {entry.id for entry in memory.store.iter_entries()} == kept
