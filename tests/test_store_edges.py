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
        rows = store._all(
            "SELECT m.id, v.dense::text FROM vectors AS v JOIN memories AS m USING (doc) WHERE v.embedder = ?",
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
        listing = memory._vault.mirror.scan()  # what stats and doctor's agreement check read the notes through
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


# ---- reindex under processes that hold the store -------------------------------------------------

HOLDER = """
import sys
from agent_memory import Memory
from agent_memory.errors import AgentMemoryError
with Memory(sys.argv[1]) as memory:  # opened once, held for the process's life
    for line in sys.stdin:
        try:
            print(memory.remember(line.strip()).entry.id, flush=True)
        except AgentMemoryError as exc:
            print("error: " + exc.message, flush=True)
"""


class _Holder:
    """Another process holding the store open, remembering one line at a time."""

    def __init__(self, root: Path) -> None:
        argv = [sys.executable, "-c", HOLDER, str(root)]
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(self, text: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def reply(self) -> str:
        assert self.proc.stdout is not None
        answer = self.proc.stdout.readline().strip()
        assert answer.startswith("mem_"), answer
        return answer

    def remember(self, text: str) -> str:
        self.send(text)
        return self.reply()

    def close(self) -> None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.close()
        self.proc.stdout.close()
        assert self.proc.wait(timeout=60) == 0


class _PausingNote:
    """A note that is a FIFO (bind-mounted over a file, so the listing takes it for a note):
    reading it waits for the test. ``reached()`` returns once reindex is reading it, and
    ``release()`` lets it go on; the note reads empty, so it is reported and skipped (exit 2)."""

    def __init__(self, root: Path, tmp_path: Path) -> None:
        self.note = root / "store" / "zz-pause.md"  # the last note read
        self.note.write_text("", "utf-8")
        fifo = tmp_path / "pause.fifo"
        os.mkfifo(fifo)
        self.fifo, self.fd = fifo, -1
        if subprocess.run(["mount", "--bind", str(fifo), str(self.note)], capture_output=True).returncode:
            self.note.unlink()
            pytest.skip("needs a bind mount (root in a container that may mount)")

    def reached(self) -> None:
        self.fd = os.open(self.fifo, os.O_WRONLY)  # returns when the reader opens it

    def release(self) -> None:
        os.close(self.fd)

    def remove(self) -> None:
        subprocess.run(["umount", "-l", str(self.note)], check=True)
        self.note.unlink()


def _all_ids(root: Path) -> set[str]:
    with Memory(root) as memory:
        return {entry.id for entry in memory.store.iter_entries()}


def test_processes_holding_the_store_write_into_the_db_reindex_puts_in_place(cli, root: Path, tmp_path: Path) -> None:
    with Memory(root) as memory:
        acknowledged = {r.entry.id for r in memory.remember_many([{"text": distinct_text(i, 9)} for i in range(30)])}
    holder = _Holder(root)
    acknowledged.add(holder.remember("written before the reindex by the holder"))
    pause = _PausingNote(root, tmp_path)
    try:
        argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "reindex"]
        reindex = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        pause.reached()  # the reindex is half-way through the notes
        holder.send("written by the holder while the reindex runs")
        newcomer = subprocess.Popen(
            [sys.executable, "-m", "agent_memory", "--root", str(root), "remember", "a new process, meanwhile"],
            stdout=subprocess.PIPE,
            text=True,
        )
        pause.release()
        _, err = reindex.communicate(timeout=120)
        # the pausing note reads empty: reported, and the reindex says so with exit 2
        assert reindex.returncode == 2 and "zz-pause.md: the note has no text" in err, err
        assert err.count("skipped") == 1, err
        acknowledged.add(holder.reply())
        out, _ = newcomer.communicate(timeout=120)
        assert newcomer.returncode == 0
        acknowledged.add(out.split()[1])
    finally:
        pause.remove()
    acknowledged.add(holder.remember("written by the holder after the reindex"))
    holder.close()
    assert _all_ids(root) == acknowledged
    assert list((root / "backups").glob("memory.db.before-reindex-*"))  # the old db is kept


def test_a_reindex_killed_half_way_leaves_the_store_as_it_was(cli, root: Path, tmp_path: Path) -> None:
    import signal

    with Memory(root) as memory:
        kept = {r.entry.id for r in memory.remember_many([{"text": distinct_text(i, 9)} for i in range(30)])}
    pause = _PausingNote(root, tmp_path)
    try:
        argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "reindex"]
        reindex = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pause.reached()  # every other note is in its (uncommitted) new db
        reindex.send_signal(signal.SIGKILL)
        reindex.wait(timeout=60)
        pause.release()
    finally:
        pause.remove()
    stats = cli("stats", "--json")
    assert stats.code == 0 and stats.json()["total"] == len(kept)
    assert _all_ids(root) == kept
    assert cli("reindex").code == 0  # runs again, and clears what the killed one left
    assert _all_ids(root) == kept
    assert not [p.name for p in root.iterdir() if ".tmp-" in p.name]


WRITER = """
import os, sys, uuid
from agent_memory import Memory
from agent_memory.errors import AgentMemoryError
root, name, stop, most = sys.argv[1:]
with Memory(root) as memory:
    i = 0
    while i < int(most) and not os.path.exists(stop):
        try:
            words = " ".join(uuid.uuid4().hex[:10] for _ in range(6))  # never a near-duplicate of another
            print(memory.remember(f"{name} {i}: {words}").entry.id, flush=True)
        except AgentMemoryError as exc:
            print("error: " + exc.message, flush=True)
        i += 1
"""


def test_writers_holding_the_store_lose_nothing_through_three_reindexes(cli, root: Path, tmp_path: Path) -> None:
    with Memory(root) as memory:
        memory.remember_many([{"text": distinct_text(i, 9)} for i in range(50)])
    acknowledged = _all_ids(root)
    stop = tmp_path / "stop"
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(root), name, str(stop), "300"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in ("alpha", "beta")
    ]
    lines: list[str] = []
    try:
        for writer in writers:
            assert writer.stdout is not None
            lines.append(writer.stdout.readline().strip())  # each holds the store and writes
        for _ in range(3):
            assert cli("reindex").code == 0
    except BaseException:
        for writer in writers:  # a failed reindex leaves no writer running into the next test
            writer.kill()
            writer.communicate()
        raise
    stop.touch()
    for writer in writers:
        assert writer.stdout is not None and writer.stderr is not None
        lines += writer.stdout.read().split("\n")  # what readline() buffered too (communicate() would skip it)
        err = writer.stderr.read()
        writer.stdout.close()
        writer.stderr.close()
        assert writer.wait(timeout=120) == 0, err
    failed = [line for line in lines if line.startswith("error")]
    acknowledged |= {line for line in lines if line.startswith("mem_")}
    assert not failed
    assert len(acknowledged) > 50 + 2 * 3  # they wrote on through the reindexes
    assert _all_ids(root) == acknowledged


def test_the_vector_leg_of_a_process_holding_the_store_finds_the_same_after_a_reindex(cli, root: Path) -> None:
    topics = ["kubernetes cluster upgrade", "postgres vacuum tuning", "redis cache eviction", "kafka consumer lag"]
    topics += ["grafana alert rules", "terraform state lock", "docker image size", "golang channels select"]
    with Memory(root) as memory:
        config = memory.layout.config
        config.write_text(config.read_text("utf-8").replace("rebuild_tail: 2000", "rebuild_tail: 3"), "utf-8")
    with Memory(root) as memory:  # held open by this process through the reindex of another
        ids = [memory.remember(f"a note about {topic}, number {i}").entry.id for i, topic in enumerate(topics)]
        for memory_id in ids[:6:2]:
            memory.forget(memory_id)  # the new db numbers its rows otherwise
        before = [hit.id for hit in memory.vsearch("golang channels select", top_k=2).hits]
        assert before[:1] == [ids[-1]]  # answered from a base built from the old db
        assert cli("reindex").code == 0
        with Memory(root) as fresh:  # a process opening the new db
            assert [hit.id for hit in fresh.vsearch("golang channels select", top_k=2).hits] == before
        later = cli("remember", "golang channels select, written after the reindex").out.split()[1]
        after = [hit.id for hit in memory.vsearch("golang channels select", top_k=2).hits]
        assert sorted(after) == sorted([ids[-1], later])  # it reads the new db, not the one put aside
