"""Encryption at rest (issue 4): nothing under the data root but store/*.md reveals a memory."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import stat
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import DecryptionError, InvalidInputError
from agent_memory.results import PruneReport
from agent_memory.store.vector_blob import encode

from .conftest import BOUND, distinct_text, files_snapshot

pytest.importorskip("cryptography")

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)
SECRET_WORD = "zyxwvortex"
SECRET_CJK = "鲲鹏舟"
TEXTS = [
    f"Decision: the {SECRET_WORD.capitalize()} gateway replaces nginx for the billing API",
    f"我们决定：{SECRET_CJK}项目 使用 Redis 7.2 作为缓存",
    "Preference: tabs over spaces in the Makefile, always",
    "config: the staging database lives on port 5433",
    "Project Atlas moves its CI to GitHub Actions in v2.1",
]


class Clock:
    def __init__(self) -> None:
        self.at = NOW

    def __call__(self) -> datetime:
        return self.at


def new_key() -> str:
    return base64.urlsafe_b64encode(os.urandom(32)).decode()


def small_vector_tail(root: Path) -> None:
    """A search index (vectors/ files) is built after two vectors, so the test sees its files.
    It is built by a process with numpy loaded (a first search without it reads the rows in
    Python and builds nothing), so numpy is loaded here whatever ran before in this process."""
    pytest.importorskip("numpy")
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text("vectors:\n  rebuild_tail: 2\n", "utf-8")


def fill(memory: Memory, clock: Clock) -> list[str]:
    ids = []
    for i, text in enumerate(TEXTS):
        clock.at = NOW - timedelta(days=2 * i)  # several days: daily backups
        ids.append(memory.remember(text, verified=i != 3).id)
    clock.at = NOW
    return ids


def needles(memory: Memory) -> list[bytes]:
    """What must not appear: the words, the content hashes and the vector bytes of each memory."""
    found = [SECRET_WORD.encode(), SECRET_WORD.capitalize().encode(), SECRET_CJK.encode("utf-8")]
    for text in TEXTS[:2]:
        content = memory.redactor.redact(text).text
        found.append(hashlib.sha256(content.encode("utf-8")).hexdigest().encode())
        found.append(encode(memory.vectors.local.sparse(content)))
    return found


def leaks(root: Path, wanted: list[bytes]) -> list[str]:
    out = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = path.relative_to(root)
        if relative.parts[0] == "store" and path.suffix == ".md":
            continue  # the Markdown mirror stays plaintext (spec 3, Phase 4)
        data = path.read_bytes()
        lowered = data.lower()
        for needle in wanted:
            if needle in data or needle.lower() in lowered:
                out.append(f"{relative}: {needle[:24]!r}")
        if data.startswith(b"\x93NUMPY"):
            out.append(f"{relative}: a plaintext numpy array")
    return out


def exercise(memory: Memory, clock: Clock) -> PruneReport:
    """Recall (words, a lone CJK character), vectors, graph and prune: every path that writes."""
    assert memory.recall(SECRET_WORD).hits[0].entry.content == TEXTS[0]
    assert any(SECRET_CJK in hit.entry.content for hit in memory.recall("鲲").hits)
    assert memory.vsearch("gateway replaces nginx billing").hits
    assert memory.graph_entity(SECRET_WORD.upper())[0] == SECRET_WORD.capitalize()
    assert SECRET_WORD.capitalize() in [name for name, _, _ in memory.graph_top(50)]
    report = memory.prune(as_of=NOW + timedelta(days=30))  # the unverified config memory goes
    assert report.pruned >= 1 and report.archive
    return report


def test_with_encryption_on_no_file_but_the_markdown_reveals_a_memory(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    small_vector_tail(root)
    clock = Clock()
    with Memory(root, clock=clock) as memory:
        ids = fill(memory, clock)
        assert memory.stats().encryption == "on"
        archive = exercise(memory, clock).archive
        wanted = needles(memory)
        assert list((root / "vectors").rglob("*.npy")), "the vector index files were written"
        assert list((root / "backups").glob("memory.db.*.bak")), "daily backups were written"
        assert (root / "memory.db-wal").exists()
        assert leaks(root, wanted) == []  # with the WAL live
        restored = memory.restore(archive)
        assert restored.restored >= 1 and memory.get(ids[3]).content == TEXTS[3]
    assert leaks(root, wanted) == []
    assert any(SECRET_WORD.encode() in p.read_bytes().lower() for p in (root / "store").glob("*.md"))
    key_file = root / ".master_key"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    with Memory(root) as again:  # a new process's view: the key file opens it
        assert again.recall(SECRET_WORD).hits[0].entry.id == ids[0]


def test_turning_encryption_on_converts_an_existing_store(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    small_vector_tail(root)
    clock = Clock()
    queries = [SECRET_WORD, "redis 缓存", "鲲", "database port", "github actions"]
    with Memory(root, clock=clock) as memory:
        fill(memory, clock)
        pruned = exercise(memory, clock).pruned
        memory.reindex()  # leaves memory.db.before-reindex-* (and its WAL) under backups/
        before = {
            q: [(h.entry.id, round(h.kw_score, 9)) for h in memory.recall(q, record_access=False).hits] for q in queries
        }
        graph_before = memory.store.graph()
        wanted = needles(memory)
        stats_before = memory.stats().content_bytes
    assert leaks(root, wanted), "the plaintext store shows the words: the check can fail"
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    with Memory(root, clock=clock) as memory:
        after = {
            q: [(h.entry.id, round(h.kw_score, 9)) for h in memory.recall(q, record_access=False).hits] for q in queries
        }
        assert after == before  # the same BM25 scores over hashed terms
        assert memory.store.graph() == graph_before
        assert memory.stats().content_bytes == stats_before
        archive = next((root / "backups").glob("prune_*.json"))
        assert memory.restore(archive).restored == pruned  # the archive, sealed in the conversion, still reads
        assert memory.vsearch("gateway replaces nginx billing").hits
    assert leaks(root, wanted) == []


def test_a_wrong_or_missing_key_is_a_clear_error_that_changes_nothing(
    root: Path, monkeypatch: pytest.MonkeyPatch, cli
) -> None:
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    key = new_key()
    monkeypatch.setenv("HERMES_MASTER_KEY", key)
    with Memory(root) as memory:
        memory.remember(TEXTS[0])
    assert not (root / ".master_key").exists()  # the key came from the environment
    assert cli("stats", env={"HERMES_MASTER_KEY": key}).code == 0  # the CLI's config cache is written once
    before = files_snapshot(root)
    monkeypatch.setenv("HERMES_MASTER_KEY", new_key())
    with Memory(root) as memory, pytest.raises(DecryptionError, match="wrong key"):
        memory.recall(SECRET_WORD)
    monkeypatch.delenv("HERMES_MASTER_KEY")
    with Memory(root) as memory, pytest.raises(DecryptionError, match="no key was found"):
        memory.remember("something new")
    monkeypatch.setenv("HERMES_ENCRYPT", "off")  # an encrypted store stays encrypted
    with Memory(root) as memory, pytest.raises(DecryptionError):
        memory.stats()
    run = cli("recall", SECRET_WORD, env={"HERMES_MASTER_KEY": new_key()})
    assert run.code == 2 and "wrong key" in run.err and "Traceback" not in run.err
    assert files_snapshot(root) == before
    ok = cli("recall", SECRET_WORD, env={"HERMES_MASTER_KEY": key})
    assert ok.code == 0 and SECRET_WORD.capitalize() in ok.out


def test_a_malformed_master_key_is_refused_without_echoing_it(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    monkeypatch.setenv("HERMES_MASTER_KEY", "hunter2-not-a-key")
    with Memory(root) as memory, pytest.raises(InvalidInputError) as caught:
        memory.remember(TEXTS[0])
    assert "HERMES_MASTER_KEY" in caught.value.message and "hunter2" not in str(caught.value) + caught.value.hint
    assert not (root / "memory.db").exists() or (root / "memory.db").stat().st_size < 200_000


def test_an_invalid_switch_value_is_a_usage_error(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_ENCRYPT", "maybe")
    with Memory(root) as memory, pytest.raises(InvalidInputError, match="HERMES_ENCRYPT"):
        memory.remember(TEXTS[0])


def test_graph_and_stats_read_the_same_encrypted_or_not(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [f"Service{i % 7} talks to Broker{i % 3} over v{i % 4}.{i % 5}: {distinct_text(i)}" for i in range(40)]
    results = []
    for encrypted in (False, True):
        monkeypatch.setenv("HERMES_ENCRYPT", "on" if encrypted else "off")
        small_vector_tail(tmp_path / f"root-{encrypted}")
        with Memory(tmp_path / f"root-{encrypted}") as memory:
            for text in texts:
                memory.remember(text, verified=True)
            # the graph by content (ids differ between the two roots)
            graph = {
                name: (kind, [memory.get(i).content for i in ids]) for name, (kind, ids) in memory.store.graph().items()
            }
            vectors = [
                (memory.get(h.id).content, round(h.cosine, 6))
                for h in memory.vsearch("Service3 Broker1", top_k=10).hits
            ]
            assert list((tmp_path / f"root-{encrypted}" / "vectors").rglob("current.json"))  # the base answered
            results.append((memory.graph_top(5), memory.graph_top(50), graph, memory.stats().content_bytes, vectors))
            assert memory.graph_entity("service3")[0] == "Service3"
            assert memory.store.codec.sealed is encrypted
    assert results[0] == results[1]


BLOCK_CRYPTOGRAPHY = (
    "import sys\n"
    "class Block:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name == 'cryptography' or name.startswith('cryptography.'):\n"
    "            raise ImportError('blocked for the test')\n"
    "sys.meta_path.insert(0, Block())\n"
    "from agent_memory.cli import main\n"
    "sys.exit(main())\n"
)


def run_without_cryptography(root: Path, *args: str, encrypt: str = "on") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HERMES_ENCRYPT": encrypt}
    return subprocess.run(
        [sys.executable, "-c", BLOCK_CRYPTOGRAPHY, *args, "--root", str(root)],
        capture_output=True,
        text=True,
        env=env,
        timeout=BOUND,
    )


def test_without_cryptography_writes_are_refused_and_reads_still_work(root: Path) -> None:
    with Memory(root) as memory:
        memory.remember(TEXTS[2], verified=True)
    assert run_without_cryptography(root, "stats", encrypt="off").returncode == 0  # the CLI's config cache
    before = files_snapshot(root)
    refused = run_without_cryptography(root, "remember", "a new decision about the queue")
    assert refused.returncode == 2, refused.stderr
    assert "cryptography" in refused.stderr and "pip install" in refused.stderr and "Traceback" not in refused.stderr
    shown = run_without_cryptography(root, "stats")
    assert shown.returncode == 0 and "read-only" in shown.stdout
    graph = run_without_cryptography(root, "graph")
    assert graph.returncode == 0 and "Makefile" in graph.stdout, graph.stderr
    read = run_without_cryptography(root, "recall", "tabs spaces makefile")
    assert read.returncode == 0 and "tabs over spaces" in read.stdout
    assert files_snapshot(root) == before  # not even an access count was written


def test_without_cryptography_an_encrypted_store_says_what_to_install(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    with Memory(root) as memory:
        memory.remember(TEXTS[0])
    run = run_without_cryptography(root, "recall", SECRET_WORD, encrypt="off")
    assert run.returncode == 2 and "is encrypted" in run.stderr and "pip install" in run.stderr
    assert "Traceback" not in run.stderr


def test_processes_turning_encryption_on_at_once_seal_the_store_once(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Memory(root) as memory:
        for i in range(30):
            memory.remember(f"{distinct_text(i)} {SECRET_WORD}{i}", verified=True)
    env = {**os.environ, "HERMES_ENCRYPT": "on"}
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "agent_memory", "--root", str(root), "remember", f"{distinct_text(100 + i)} qq{i}"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for i in range(3)
    ]
    results = [(p.returncode, err.decode()) for p in procs for _, err in [p.communicate(timeout=BOUND)]]
    assert [code for code, _ in results] == [0, 0, 0], results
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    with Memory(root) as memory:
        assert memory.store.count() == 33 and memory.store.codec.sealed
        assert memory.recall(f"{SECRET_WORD}7").hits[0].entry.content.endswith(f"{SECRET_WORD}7")
    assert leaks(root, [SECRET_WORD.encode()]) == []


def test_sync_reindex_and_import_of_an_encrypted_store_stay_encrypted(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    with Memory(root) as memory:
        entry = memory.remember(TEXTS[2], verified=True).entry
        note = next((root / "store").glob("*.md"))
        note.write_text(note.read_text("utf-8").replace("Makefile", f"Makefile of {SECRET_WORD}"), "utf-8")
        assert memory.sync().updated == [entry.id]
        assert memory.recall(SECRET_WORD).hits[0].entry.id == entry.id
    monkeypatch.delenv("HERMES_ENCRYPT")  # a sealed store stays sealed through a rebuild
    with Memory(root) as memory:
        memory.reindex()
        assert memory.store.codec.sealed and memory.recall(SECRET_WORD).hits[0].entry.id == entry.id
    spec_index = [
        {
            "id": "mem_20260101_000000_abcd",
            "content": f"imported note on {SECRET_CJK}",
            "category": "project",
            "room": "projects",
            "importance": 5,
            "execution_verified": True,
            "access_count": 0,
            "last_accessed": None,
            "source": None,
            "created_at": "2026-01-01T00:00:00+00:00",
            "redacted": [],
        }
    ]
    (root / "index.json").write_text(json.dumps(spec_index, ensure_ascii=False), "utf-8")
    with Memory(root) as memory:
        assert memory.get("mem_20260101_000000_abcd").content == f"imported note on {SECRET_CJK}"
    assert list((root / "backups").glob("hermes-lite-import-*/index.json"))
    assert leaks(root, [SECRET_WORD.encode(), SECRET_CJK.encode("utf-8")]) == []


def test_reindex_keeps_a_store_encrypted_and_refuses_a_wrong_key(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    key = new_key()
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    monkeypatch.setenv("HERMES_MASTER_KEY", key)
    with Memory(root) as memory:
        memory.remember(TEXTS[0], verified=True)
    before = files_snapshot(root)
    monkeypatch.setenv("HERMES_MASTER_KEY", new_key())
    with Memory(root) as memory, pytest.raises(DecryptionError, match="wrong key"):
        memory.reindex()
    after = files_snapshot(root)
    after.pop(".config.cache.json")  # config.yaml parsed, written by the first open that finds the file
    assert after == before
    monkeypatch.setenv("HERMES_MASTER_KEY", key)
    monkeypatch.delenv("HERMES_ENCRYPT")  # the key alone, in the environment: still rebuilt encrypted
    with Memory(root) as memory:
        memory.reindex()
        assert memory.stats().encryption == "on"
        assert memory.recall(SECRET_WORD).hits
    assert leaks(root, [SECRET_WORD.encode()]) == []


def test_a_process_holding_the_store_open_follows_when_another_encrypts_it(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Memory(root) as early:
        early.remember(TEXTS[2], verified=True)
        monkeypatch.setenv("HERMES_ENCRYPT", "on")
        with Memory(root) as converter:
            assert converter.stats().encryption == "on"
        monkeypatch.delenv("HERMES_ENCRYPT")
        early.remember(TEXTS[0], verified=True)  # written sealed, with the key the converter made
        assert early.recall(SECRET_WORD).hits[0].entry.content == TEXTS[0]
        assert early.stats().encryption == "on"
    assert leaks(root, [SECRET_WORD.encode()]) == []


def test_a_reader_during_the_conversion_delays_the_cleanup_until_the_next_open(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    from agent_memory.sealing import PENDING_KEY

    with Memory(root) as memory:
        memory.remember(TEXTS[0], verified=True)
    reader = sqlite3.connect(root / "memory.db", isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM memories").fetchone()  # holds a read snapshot of the WAL
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    (root / "vectors").mkdir(exist_ok=True)
    (root / "vectors" / ".DS_Store").write_bytes(b"\x00stray")  # not a folder: skipped
    (root / "backups" / "memory.db.20200101.bak").write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)  # damaged
    with Memory(root) as memory:
        assert memory.store.meta(PENDING_KEY) == "1"  # the WAL could not be emptied yet
    reader.execute("ROLLBACK")
    reader.close()
    with Memory(root) as memory:
        assert memory.store.meta(PENDING_KEY) is None
        assert memory.recall(SECRET_WORD).hits
    damaged = (root / "backups" / "memory.db.20200101.bak").read_bytes()
    assert damaged.startswith(b"AGENT-MEMORY-SEALED")  # kept, sealed whole
    assert leaks(root, [SECRET_WORD.encode()]) == []
