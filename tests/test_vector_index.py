"""The vector leg's index: numpy base + db tail, replaced and deleted rows, the pure-Python path."""

from __future__ import annotations

import json
import math
import os
import sqlite3
from array import array
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.config import default_config_text
from agent_memory.embeddings.local_hash import LocalHashEmbedder
from agent_memory.search import sparse_scan, vector_base, vector_index
from agent_memory.search.vector_index import cosine
from agent_memory.store.vector_blob import decode, encode, encode_counts, numpy_dense, numpy_sparse

from .conftest import DROP_14, distinct_text


def _small_tail(root: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(default_config_text().replace("rebuild_tail: 2000", "rebuild_tail: 5"), "utf-8")


def test_codec_round_trips_sparse_and_dense() -> None:
    sparse = {3: 0.5, 2047: -0.25, 10: 0.125}
    assert decode(encode(sparse)) == sparse
    dense = [0.5, -0.25, 0.125, 0.0, -0.0031]
    blob = encode(dense)
    assert blob[:1] == b"Q" and len(blob) == 5 + len(dense)  # int8 and one scale
    step = 0.5 / 127
    assert all(abs(a - b) <= step / 2 + 1e-9 for a, b in zip(decode(blob), dense, strict=True))
    assert decode(b"D" + array("f", dense).tobytes()) == pytest.approx(dense)  # stores written before Q
    assert cosine(sparse, {3: 1.0}) == pytest.approx(0.5)


def old_counts(counts: dict[int, int]) -> bytes:
    """A count blob as stores wrote them before ``G``: uint16 buckets, uint8 counts."""
    buckets = array("H", sorted(counts))
    return b"C" + len(buckets).to_bytes(4, "little") + buckets.tobytes() + bytes(counts[b] for b in buckets)


@pytest.mark.parametrize(
    ("counts", "kind"),
    [
        (LocalHashEmbedder().counts("主数据库用 PostgreSQL 16"), b"G"),
        (LocalHashEmbedder().counts("a" * 2000), b"S"),  # a count past 255
        (LocalHashEmbedder().counts("x"), b"G"),
        ({3: 1, 700: 2, 1900: 1}, b"C"),  # a gap past 255
        ({0: 255, 255: 1, 2047: 3}, b"C"),
        ({0: 255, 255: 1, 510: 3}, b"G"),
    ],
)
def test_local_vectors_are_kept_as_counts_exactly(counts: dict[int, int], kind: bytes) -> None:
    blob = encode_counts(counts)
    assert blob[:1] == kind
    norm = math.sqrt(sum(c * c for c in counts.values()))
    expected = {b: c / norm for b, c in counts.items()}
    assert decode(blob) == pytest.approx(expected, abs=1e-6)
    if kind != b"S":
        assert decode(blob) == decode(old_counts(counts)) == expected  # bit for bit
        assert len(blob) == (7 + 2 * len(counts) - 1 if kind == b"G" else 5 + 3 * len(counts))
    np = pytest.importorskip("numpy")
    buckets, values, vnorm = numpy_sparse(np, blob)
    assert (vnorm is None) == (kind == b"S")
    if vnorm is not None:
        old = numpy_sparse(np, old_counts(counts))
        assert buckets.tolist() == old[0].tolist() and values.tolist() == old[1].tolist() and vnorm == old[2]
        values = values / vnorm
    assert dict(zip(buckets.tolist(), values.tolist(), strict=True)) == pytest.approx(expected, abs=1e-6)
    dense = [0.3, -0.7, 0.1]
    assert numpy_dense(np, encode(dense)).tolist() == pytest.approx(decode(encode(dense)), abs=1e-6)


def ranked(memory: Memory, query: str) -> list[tuple[str, float]]:
    return [(h.id, round(h.cosine, 5)) for h in memory.vsearch(query, top_k=20).hits]


# (7, 1.0, 8): the base is built from many batches and its rows span several blocks, as at
# scale, and later rows go to a delta
@pytest.mark.parametrize(("batch", "share", "block"), [(5000, 0.1, 1 << 16), (7, 1.0, 8)])
def test_numpy_base_and_python_scan_agree_through_writes_merges_and_forgets(
    root: Path, monkeypatch: pytest.MonkeyPatch, batch: int, share: float, block: int
) -> None:
    pytest.importorskip("numpy")
    monkeypatch.setattr(vector_base, "BATCH", batch)
    monkeypatch.setattr(vector_base, "BLOCK", block)
    monkeypatch.setattr(vector_index, "DELTA_SHARE", share)
    _small_tail(root)
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i, words=6)).id for i in range(40)]
        first = ranked(memory, "cedar pine")  # more than 5 new rows: the base is built
        assert list((root / "vectors").rglob("current.json"))
        memory.forget(ids[0])
        memory.forget(ids[1])
        merged = memory.remember(distinct_text(2, words=6) + " plus cedar").id  # replaces a based row
        assert merged == ids[2]
        for i in range(40, 50):
            memory.remember(distinct_text(i, words=6))  # past the rebuild size: a delta, or a new base
        ranked(memory, "cedar")
        assert bool(list((root / "vectors").rglob("delta-*"))) == (share == 1.0)
        for i in range(50, 53):
            memory.remember(distinct_text(i, words=6) + " cedar")  # a tail under the rebuild size
        memory.forget(ids[5])  # a row of the main base
        with_numpy = ranked(memory, "cedar pine")
        monkeypatch.setenv("AGENT_MEMORY_NO_NUMPY", "1")
        without = ranked(memory, "cedar pine")
    assert with_numpy == without
    assert first and ids[0] not in dict(with_numpy) and ids[1] not in dict(with_numpy)
    assert with_numpy.count((merged, dict(with_numpy).get(merged))) <= 1


def test_a_process_without_numpy_reads_the_local_base_in_python_while_that_costs_less(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A CLI call has not imported numpy: its search reads the base (a delta too, rows spanning
    blocks, a tail, a forgotten row) in Python and ranks as numpy ranks it; past the budget, or
    at a process's second search, numpy searches."""
    pytest.importorskip("numpy")
    monkeypatch.setattr(vector_base, "BLOCK", 8)
    monkeypatch.setattr(vector_index, "DELTA_SHARE", 1.0)
    _small_tail(root)
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i, words=6) + (" cedar" if i % 3 else "")).id for i in range(40)]
        ranked(memory, "cedar pine")  # builds the base
        for i in range(40, 50):
            memory.remember(distinct_text(i, words=6) + " cedar")
        ranked(memory, "cedar")  # a delta
        memory.remember(distinct_text(50, words=6) + " pine cedar")  # the tail
        memory.forget(ids[4])
        with_numpy = ranked(memory, "cedar pine")
        opened: list[int] = []
        monkeypatch.setattr(vector_index, "_numpy_loaded", lambda: False)
        monkeypatch.setattr(vector_index, "SMALL_STORE", 5)
        monkeypatch.setattr(vector_index.VectorIndex, "_bases", lambda self, np: opened.append(1) or [])
        monkeypatch.setattr(sparse_scan, "_SEARCHED", False)  # a new process
        without = ranked(memory, "cedar pine")
        assert not opened  # numpy's path never ran
        ranked(memory, "cedar pine")
        assert len(opened) == 1  # a second search in one process: numpy's, the import pays for itself
        monkeypatch.setattr(sparse_scan, "_SEARCHED", False)
        monkeypatch.setattr(vector_index, "POSTINGS_BUDGET", 10)
        ranked(memory, "cedar pine")
        assert len(opened) == 2  # too many postings for Python: numpy's path
    assert list((root / "vectors").rglob("delta-*"))
    assert without == with_numpy and len(without) >= 10 and ids[4] not in dict(without)


@pytest.mark.parametrize("long_text", [False, True])
def test_a_base_keeps_two_bytes_a_row_and_a_byte_a_count_and_scores_as_the_scan(
    root: Path, monkeypatch: pytest.MonkeyPatch, long_text: bool
) -> None:
    """Count blobs give a base of one-byte counts and row norms; one ``S`` row (a count past
    255) gives float32 values and no norms. Rows are uint16 places in their blocks. Either
    way the cosines are the scan's."""
    np = pytest.importorskip("numpy")
    _small_tail(root)
    with Memory(root) as memory:
        for i in range(30):
            memory.remember(distinct_text(i, words=6) + " cedar")
        if long_text:
            memory.remember("cedar " + "a" * 2000)
        with_numpy = ranked(memory, "cedar pine")
        monkeypatch.setenv("AGENT_MEMORY_NO_NUMPY", "1")
        without = ranked(memory, "cedar pine")
    (base,) = (root / "vectors").rglob("base-*")
    vals, rows = np.load(base / "vals.npy"), np.load(base / "rows.npy")
    assert vals.dtype == (np.float32 if long_text else np.uint8) and rows.dtype == np.uint16
    assert (base / "norms.npy").exists() == (not long_text)
    assert vals.nbytes == len(rows) * (4 if long_text else 1)
    assert with_numpy == without and len(with_numpy) >= 10


def test_without_numpy_a_large_store_skips_the_vector_leg_and_says_so(root: Path, monkeypatch) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(default_config_text().replace("python_scan_limit: 20000", "python_scan_limit: 3"))
    monkeypatch.setenv("AGENT_MEMORY_NO_NUMPY", "1")
    with Memory(root) as memory:
        for i in range(5):
            memory.remember(distinct_text(i))
        result = memory.recall(distinct_text(3).split(": ")[1])
    assert result[0].entry.content == distinct_text(3)  # BM25 still answers
    assert any("numpy" in note for note in result.notes)


def test_a_long_query_is_searched_by_its_heaviest_buckets(memory: Memory) -> None:
    from agent_memory.embeddings.local_hash import MAX_QUERY_BUCKETS, LocalHashEmbedder

    embedder = LocalHashEmbedder()
    short = "deploy the cache"
    assert embedder.sparse_query(short) == embedder.sparse(short)  # a short query is searched whole
    quoted = "the billing worker retries each webhook three times before paging the on-call engineer"
    prompt = "Here is the log I pasted:\n" + " ".join(f"line {i}: status ok id{i * 7919}" for i in range(120))
    prompt += f"\nand somewhere we wrote: {quoted}. Is that still true?"
    full, cut = embedder.sparse(prompt), embedder.sparse_query(prompt)
    assert len(full) > MAX_QUERY_BUCKETS == len(cut)
    assert abs(sum(v * v for v in cut.values()) - 1.0) < 1e-9
    heaviest = sorted(full.items(), key=lambda item: (-item[1], item[0]))[:MAX_QUERY_BUCKETS]
    assert set(cut) == {bucket for bucket, _ in heaviest}
    first, last = heaviest[0][0], heaviest[-1][0]
    assert cut[first] / cut[last] == pytest.approx(full[first] / full[last])  # the same direction, cut
    target = memory.remember(quoted).id
    memory.remember("the frontend bundles are built nightly")
    assert memory.recall(prompt).hits[0].entry.id == target  # the long prompt still finds what it quotes


def test_vector_counts_kept_by_triggers_match_the_rows(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from datetime import UTC, datetime, timedelta

    def actual(memory: Memory) -> dict[str, int]:
        rows = memory.store._db.execute(
            "SELECT e.name, COUNT(*) FROM vectors JOIN embedders AS e ON e.id = embedder GROUP BY e.name"
        ).fetchall()
        return dict(rows)

    day = [datetime(2026, 3, 1, tzinfo=UTC)]
    with Memory(root, clock=lambda: day[0]) as memory:
        ids = [memory.remember(distinct_text(i, words=6)).id for i in range(30)]
        memory.remember(distinct_text(3, words=6) + " again")  # merged: its vector replaced
        memory.forget(ids[0])
        assert memory.store.vector_counts() == actual(memory) == {memory.vectors.local.identity: 29}
        day[0] += timedelta(days=30)
        assert memory.prune().pruned > 0  # most go at once: the bulk path
        assert memory.store.vector_counts() == actual(memory)
        assert memory.store.vector_count(memory.vectors.local.identity) == memory.store.count()


# (10_000, 180) to (39_999, 170): more than 50 x take but fewer than two samples' worth of scores
@pytest.mark.parametrize(
    ("size", "take"),
    [
        (1_000_000, 1000),
        (200_000, 3400),
        (60_000, 1000),
        (40_000, 170),
        (39_999, 170),
        (19_999, 170),
        (10_000, 180),
        (1_000, 10),
        (500, 10),
        (10, 20),
    ],
)
def test_top_picks_exactly_the_largest(size: int, take: int) -> None:
    np = pytest.importorskip("numpy")
    from agent_memory.search.vector_index import _top

    rng = np.random.default_rng(size)
    scores = rng.standard_normal(size).astype(np.float32)
    scores[::7] = 0.5  # ties across the cut
    got = _top(np, scores, take)
    assert len(got) == min(take, size) and len(set(got.tolist())) == len(got)
    assert np.array_equal(np.sort(scores[got]), np.sort(scores)[-min(take, size) :])


def _import(memory: Memory, folder: Path, count: int) -> None:
    """``count`` distinct memories through the bulk import path (seconds for thousands)."""
    start = datetime(2026, 1, 1, tzinfo=UTC)
    lines = []
    for i in range(count):
        moment = start + timedelta(seconds=i)
        entry = {
            "id": f"mem_{moment:%Y%m%d_%H%M%S}_{i:04x}",
            "content": distinct_text(i, words=6),
            "category": "project",
            "room": "projects",
            "importance": 5,
            "execution_verified": True,
            "access_count": 0,
            "last_accessed": None,
            "source": "test",
            "created_at": moment.isoformat(),
            "redacted": [],
        }
        lines.append(json.dumps(entry))
    path = folder / "memories.jsonl"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    assert memory.import_file(path).imported == count


@pytest.mark.parametrize("backend", ["local", "wordllama"])
def test_a_query_most_rows_clear_gets_the_exact_top_k(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, backend: str
) -> None:
    """Thousands of rows clear the threshold: more than 50 x the leg's pool (3 x top_k + 20), fewer
    than 20,000 (the stores of 100,000 where recall once failed on a zero sample stride). The
    dense base is searched in two stages, its candidates enough for the same many to clear."""
    pytest.importorskip("numpy")
    if backend == "wordllama":
        pytest.importorskip("wordllama")
        monkeypatch.setattr(vector_base, "COARSE_FROM", 1000)
        monkeypatch.setattr(vector_base, "COARSE_CANDIDATES", 2500)
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", backend)
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # a note file per memory: durability is not tested here
    root.mkdir(parents=True)
    low = (
        default_config_text()
        .replace("threshold: 0.30 ", "threshold: 0.05 ")
        .replace("threshold: 0.20 ", "threshold: 0.05 ")
    )
    (root / "config.yaml").write_text(low, "utf-8")
    count, top_k, threshold = 3000, 5, 0.05
    with Memory(root) as memory:
        _import(memory, tmp_path, count)
        for query in ["note about cedar and pine", "a note on topaz and walnut", "note 1234: quartz moss"]:
            got = memory.vsearch(query, top_k=top_k)
            assert got.backend == backend, got.notes
            if backend == "local":
                vector = memory.vectors.local.sparse_query(query)
            else:
                from agent_memory.embeddings.wordllama import WordLlamaEmbedder

                vector = WordLlamaEmbedder().embed_query(query)
            rows = memory.store.vectors_after(got.identity, 0, count + 1)
            assert len(rows) == count
            exact = sorted(((cosine(vector, decode(blob)), doc) for _, doc, blob in rows), reverse=True)
            cleared = [pair for pair in exact if pair[0] >= threshold]
            assert 50 * (3 * top_k + 20) < len(cleared) < 20_000
            info = memory.store.docs_info([doc for _, doc in cleared[:top_k]])
            assert [h.id for h in got.hits] == [info[doc][0] for _, doc in cleared[:top_k]]
            assert [h.cosine for h in got.hits] == pytest.approx([value for value, _ in cleared[:top_k]], abs=1e-5)
    assert bool(list((root / "vectors").rglob("coarse.npy"))) == (backend == "wordllama")


def test_the_tail_is_scored_at_once_exactly_as_row_by_row() -> None:
    np = pytest.importorskip("numpy")
    embedder = LocalHashEmbedder()
    texts = [distinct_text(i, words=3 + i % 9) for i in range(300)] + ["数据库迁移到 PostgreSQL 16", "a"]
    blobs = [encode_counts(embedder.counts(text)) for text in texts]
    blobs.append(encode(embedder.sparse("x" * 2000)))  # counts past 255: an ``S`` row among the ``C`` ones
    blobs.append(encode_counts({}))  # an empty vector
    blobs += [old_counts(embedder.counts(text)) for text in texts[::7]]  # rows a store wrote before ``G``
    assert {blob[:1] for blob in blobs} == {b"C", b"G", b"S"}
    for query in ("cedar pine", "数据库", distinct_text(7), "zzzz qqqq"):
        vector = embedder.sparse_query(query)
        expected = [cosine(vector, decode(blob)) for blob in blobs]
        got = vector_index.sparse_cosines(np, vector, blobs, embedder.dimensions)
        assert got == pytest.approx(expected, abs=1e-12)
        assert (
            sorted(range(len(got)), key=lambda i: -got[i])[:10]
            == sorted(range(len(expected)), key=lambda i: -expected[i])[:10]
        )
    assert vector_index.sparse_cosines(np, {}, blobs, embedder.dimensions) == [0.0] * len(blobs)


def test_migration_14_numbers_the_embedders_and_keeps_every_row_and_its_seq(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store of schema 13 (embedder names in the rows) opens with the same vectors, seqs,
    counts and search results, its vector base still valid, and the next seq past the last."""
    pytest.importorskip("numpy")
    _small_tail(root)
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i, words=6)).id for i in range(12)]
        for memory_id in ids[:3]:
            memory.store.put_vector(memory_id, "other:model:3", encode([0.6, 0.8, 0.0]))
        last = memory.remember("a memory forgotten at once").id
        memory.forget(last)  # the table's last seq is now past its highest row
        before = ranked(memory, "cedar pine")
        rows = memory.store._db.execute("SELECT seq, doc, embedder, vector FROM vectors ORDER BY seq").fetchall()
        counts = memory.store.vector_counts()
        top = memory.store._db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'vectors'").fetchone()[0]
    (meta,) = (root / "vectors").rglob("current.json")
    built = meta.read_text("utf-8")
    with sqlite3.connect(root / "memory.db") as db:
        names = dict(db.execute("SELECT id, name FROM embedders"))
        db.executescript(DROP_14 + "PRAGMA user_version = 13;")
        assert db.execute("SELECT embedder FROM vectors LIMIT 1").fetchone()[0] in names.values()
    with Memory(root) as memory:
        assert memory.open() == ["schema migrated from 13 to 14"]
        db = memory.store._db
        migrated = db.execute("SELECT seq, doc, e.name, vector FROM vectors JOIN embedders AS e ON e.id = embedder")
        assert sorted(migrated) == [(seq, doc, names[e], blob) for seq, doc, e, blob in rows]
        assert memory.store.vector_counts() == counts == {LocalHashEmbedder().identity: 12, "other:model:3": 3}
        assert ranked(memory, "cedar pine") == before and meta.read_text("utf-8") == built
        memory.remember("a memory written after the migration")
        assert db.execute("SELECT MAX(seq) FROM vectors").fetchone()[0] == top + 1
        assert memory.store.vector_counts()[LocalHashEmbedder().identity] == 13


def test_matvec_is_the_matrix_product() -> None:
    """The dense leg's product (einsum, so OpenBLAS wakes no spinning threads) is ``matrix @ vector``."""
    np = pytest.importorskip("numpy")
    from agent_memory.store.vector_blob import matvec

    rng = np.random.default_rng(7)
    matrix = rng.standard_normal((300, 384)).astype(np.float32)
    vector = rng.standard_normal(384).astype(np.float32)
    assert np.allclose(matvec(np, matrix, vector), matrix @ vector, atol=1e-4)
