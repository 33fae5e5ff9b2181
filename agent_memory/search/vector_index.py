"""The vector leg: cosine search over one embedder's vectors, without loading them into Python.

Vectors live in memory.db (one row per memory and embedder, with a sequence number).
For speed, a read-only *base* is built from them into ``vectors/<embedder>/`` as numpy
files, memory-mapped at search time: a float32 matrix for dense vectors, or, for the
sparse local hash vectors, the same data bucket-major (an inverted index: a row number and
a one-byte count per entry, and each row's norm), so a query touches only the buckets it has. In an encrypted store the small arrays are sealed whole
(crypto.py) and read into memory; the sparse postings are sealed bucket by bucket in one
mapped file, so a query still opens only its own buckets. Rows written after the base was built (the *tail*) are
read from the db and scored directly; base rows replaced or deleted since are dropped by
checking the candidates' current sequence numbers. When the tail grows past
``rebuild_tail`` the base is rebuilt.

A process that has not imported numpy (a CLI call) reads a local base in Python while that
costs less than the import (``sparse_scan``); a small store's rows are scanned in Python.
Without numpy at all the leg reads a local base in Python, else scans the db rows, up to
``python_scan_limit`` vectors; beyond that it is skipped and says so (``degraded``).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import crypto
from ..errors import DiskError
from ..fsutil import atomic_write
from ..privacy import PRIVATE_FILE, make_folder
from ..store.vector_blob import Vector, decode, matvec, numpy_dense
from . import vector_base
from .sparse_scan import POSTINGS_BUDGET, ROW_POSTINGS, TAIL_ROW_POSTINGS, cosine, first_search, open_bases
from .vector_base import BUCKETS_FILE, bucket_column

if TYPE_CHECKING:
    from ..store.contract import NativeVectors, VectorLog


def sparse_cosines(np: Any, query: dict[int, float], blobs: list[bytes], dimensions: int) -> list[float]:
    """``cosine(query, decode(blob))`` of each blob, the count blobs (``C``, ``G``) all at once: their
    buckets and counts joined into two arrays, the dot products and norms summed per row by
    ``bincount`` -- a tail row costs about a microsecond, not a Python loop over its buckets."""
    values = [0.0] * len(blobs)
    by_kind = {kind: [i for i, blob in enumerate(blobs) if blob[:1] == kind] for kind in (b"C", b"G")}
    counted = by_kind[b"C"] + by_kind[b"G"]
    for i in sorted(set(range(len(blobs))) - set(counted)):
        values[i] = cosine(query, decode(blobs[i]))
    if not counted or not query:
        return values
    dense = np.zeros(max(dimensions, max(query) + 1), dtype=np.float64)
    dense[np.fromiter(query.keys(), dtype=np.int64, count=len(query))] = np.fromiter(
        query.values(), dtype=np.float64, count=len(query)
    )
    parts = [_count_arrays(np, [blobs[i] for i in group], kind) for kind, group in by_kind.items()]
    buckets = np.concatenate([part[0] for part in parts])
    counts = np.concatenate([part[1] for part in parts]).astype(np.float64)
    sizes = [size for part in parts for size in part[2]]
    rows = np.repeat(np.arange(len(counted)), sizes)
    dots = np.bincount(rows, weights=dense[buckets] * counts, minlength=len(counted))
    norms = np.sqrt(np.bincount(rows, weights=counts * counts, minlength=len(counted)))
    scored = (dots / np.where(norms > 0, norms, 1.0)).tolist()
    for i, value in zip(counted, scored, strict=True):
        values[i] = value
    return values


def _count_arrays(np: Any, chosen: list[bytes], kind: bytes) -> tuple[Any, Any, list[int]]:
    """(buckets, counts, sizes) of count blobs all of ``kind``, joined in their order. A ``G``
    blob's buckets are its first one and the running sum of its gaps, summed for all at once."""
    sizes = [int.from_bytes(blob[1:5], "little") for blob in chosen]
    if not chosen:
        return np.zeros(0, np.int64), np.zeros(0, np.uint8), sizes
    if kind == b"C":
        buckets = np.frombuffer(b"".join(b[5 : 5 + 2 * n] for b, n in zip(chosen, sizes, strict=True)), dtype="<u2")
        counts = np.frombuffer(b"".join(b[5 + 2 * n :] for b, n in zip(chosen, sizes, strict=True)), dtype=np.uint8)
        return buckets, counts, sizes
    steps = np.frombuffer(b"".join(b"\0" + b[7 : 6 + n] for b, n in zip(chosen, sizes, strict=True)), dtype=np.uint8)
    counts = np.frombuffer(b"".join(b[6 + n :] for b, n in zip(chosen, sizes, strict=True)), dtype=np.uint8)
    starts = np.cumsum([0, *sizes[:-1]], dtype=np.int64)
    steps = steps.astype(np.int64)
    steps[starts] = [int.from_bytes(b[5:7], "little") for b in chosen]
    running = np.cumsum(steps)
    return running - np.repeat(running[starts] - steps[starts], sizes), counts, sizes


# ---- search --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class VectorHit:
    """One memory the vector leg found, with its cosine to the query."""

    id: str
    room: str
    cosine: float


@dataclass(frozen=True, slots=True)
class VectorResult:
    """The vector leg's hits, and why they are fewer or worse than they should be, if so."""

    hits: list[VectorHit]
    degraded: str | None = None


_OPENED: dict[str, tuple[str, dict[str, Any]]] = {}  # base dir -> (tag, arrays) of the bases this process opened


SMALL_STORE = 2000  # vectors up to which a process that has not imported numpy scans without it


def _numpy_loaded() -> bool:
    return "numpy" in sys.modules


def _numpy() -> Any:
    if os.environ.get("AGENT_MEMORY_NO_NUMPY") == "1":
        return None
    try:
        import numpy
    except ImportError:
        return None
    return numpy


# A delta base is built on the main one while the rows since it stay under this share of it;
# past it, the whole base is built again.
DELTA_SHARE = 0.1


# _top estimates its cut from about this many scores.
SAMPLE = 20_000


def _top(np: Any, scores: Any, take: int) -> Any:
    """The indices of the ``take`` largest ``scores`` (in no order). A cut estimated from a sample
    leaves a few thousand to partition instead of a million (25 ms here for a million). Under
    two samples' worth of scores a sample would be most of them: they are partitioned whole."""
    count = len(scores)
    if take >= count:
        return np.arange(count)
    stride = count // SAMPLE
    if stride >= 2 and count > 50 * take:
        sample = scores[::stride]
        kth = len(sample) - 1 - 3 * take * len(sample) // count  # about 3 x take would pass
        cut = np.partition(sample, kth)[kth]
        above = np.flatnonzero(scores >= cut)
        if len(above) >= take:  # else the sample was unlucky: partition them all
            return above[np.argpartition(-scores[above], take - 1)[:take]]
    return np.argpartition(-scores, take - 1)[:take]


def _read_rows(np: Any, matrix: Any, rows: Any) -> Any:
    """Some rows of a base matrix. A mapped one is read with pread: touching a scattered row
    through the mapping maps far more of the file than the row (a thousand rows of a million:
    0.6 GB more resident), a read copies just the row."""
    if not isinstance(matrix, np.memmap):
        return matrix[rows]
    width = matrix.shape[1] * matrix.itemsize
    out = bytearray(len(rows) * width)
    with open(matrix.filename, "rb") as handle:
        fd = handle.fileno()
        for k, row in enumerate(rows.tolist()):
            out[k * width : (k + 1) * width] = os.pread(fd, width, matrix.offset + row * width)
    return np.frombuffer(bytes(out), dtype=matrix.dtype).reshape(len(rows), matrix.shape[1])


def _slug(identity: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in identity)


class VectorIndex:
    def __init__(
        self,
        store: VectorLog,
        folder: Path,
        *,
        identity: str,
        dimensions: int,
        sparse: bool,
        rebuild_tail: int,
        python_scan_limit: int,
    ) -> None:
        self.store = store
        self.folder = folder / _slug(identity)
        self.identity = identity
        self.dimensions = dimensions
        self.sparse = sparse
        self.rebuild_tail = rebuild_tail
        self.python_scan_limit = python_scan_limit

    def search(self, query: Vector, *, limit: int, room: str | None, threshold: float) -> VectorResult:
        narrow = room or self.store.scope()[0]  # hits past a filter: a wider pool
        pool = limit * (8 if narrow else 3) + 20
        if not _numpy_loaded():
            # a small store is scanned in Python; a local base is read in Python by a process's
            # first search while that costs less than importing numpy would (sparse_scan): a
            # process that searches again (a server, a library) has numpy pay for itself
            if self.store.vector_count(self.identity) <= SMALL_STORE:
                return self._search_python(query, pool=pool, limit=limit, room=room, threshold=threshold)
            found = None
            if first_search():
                found = self._search_base_in_python(query, pool=pool, threshold=threshold, budget=POSTINGS_BUDGET)
            if found is not None:
                return VectorResult(self._finish(found, limit=limit, room=room))
        np = _numpy()
        if np is None:
            found = self._search_base_in_python(query, pool=pool, threshold=threshold, budget=None)
            if found is None:
                return self._search_python(query, pool=pool, limit=limit, room=room, threshold=threshold)
            return VectorResult(self._finish(found, limit=limit, room=room))
        bases = self._bases(np)
        scored: dict[int, tuple[float, int]] = {}  # doc -> (cosine, seq)
        for base in bases:  # the main base, then the delta: a row the delta replaced is overwritten
            rows, values = self._best(np, base, query, pool=pool, threshold=threshold)
            for i, value in zip(rows.tolist(), values.tolist(), strict=True):
                scored[int(base["docs"][i])] = (float(value), int(base["seqs"][i]))
        after = bases[-1]["max_seq"] if bases else 0
        tail = self.store.vectors_after(self.identity, after, self.rebuild_tail * 4 + 1000)
        if self.sparse or isinstance(query, dict):
            sparse = query if isinstance(query, dict) else {i: v for i, v in enumerate(query) if v}
            values = sparse_cosines(np, sparse, [blob for _, _, blob in tail], self.dimensions)
        elif tail:  # dense rows not in a base yet (up to rebuild_tail of them): one product, not a loop
            matrix = np.stack([numpy_dense(np, blob) for _, _, blob in tail])
            values = matvec(np, matrix, query).tolist()
        else:
            values = []
        for (seq, doc, _), value in zip(tail, values, strict=True):
            if value >= threshold:
                scored[doc] = (float(value), seq)
        return VectorResult(self._finish(scored, limit=limit, room=room))

    def _finish(self, scored: dict[int, tuple[float, int]], *, limit: int, room: str | None) -> list[VectorHit]:
        docs = sorted(scored, key=lambda d: -scored[d][0])
        current = self.store.current_seqs(self.identity, docs)
        docs = [d for d in docs if current.get(d) == scored[d][1]]
        info = self.store.docs_info(docs)
        hits = []
        for doc in docs:
            memory_id, doc_room = info.get(doc, ("", ""))
            if memory_id and (room is None or doc_room == room):
                hits.append(VectorHit(memory_id, doc_room, scored[doc][0]))
                if len(hits) == limit:
                    break
        return hits

    def _search_python(
        self, query: Vector, *, pool: int, limit: int, room: str | None, threshold: float
    ) -> VectorResult:
        count = self.store.vector_count(self.identity)
        if count > self.python_scan_limit:
            from ..install import command

            return VectorResult([], degraded=f"vector search skipped: {count:,} vectors need numpy ({command('fast')})")
        scored: dict[int, tuple[float, int]] = {}
        for seq, doc, blob in self.store.vectors_after(self.identity, 0, count + 1):
            value = cosine(query, decode(blob))
            if value >= threshold:
                scored[doc] = (value, seq)
        return VectorResult(self._finish(scored, limit=limit, room=room))

    def _search_base_in_python(
        self, query: Vector, *, pool: int, threshold: float, budget: float | None
    ) -> dict[int, tuple[float, int]] | None:
        """doc -> (cosine, seq) from the local base and the tail read without numpy; None when
        there is no such base (none yet, sealed, a rebuild due) or it would cost over ``budget``."""
        meta = self._read_meta()
        if meta is None or not self.sparse or not isinstance(query, dict) or self.store.codec.sealed:
            return None
        bases = open_bases(self.folder, meta, self.dimensions)
        if bases is None:
            return None
        cost = sum(base.postings(query) + ROW_POSTINGS * len(base.docs) for base in bases)
        if budget is not None and cost > budget:
            return None  # over budget before the tail is read from the db
        tail = self.store.vectors_after(self.identity, (meta.get("delta") or meta)["max_seq"], self.rebuild_tail + 1)
        if len(tail) > self.rebuild_tail or (budget is not None and cost + TAIL_ROW_POSTINGS * len(tail) > budget):
            return None
        scored: dict[int, tuple[float, int]] = {}
        for base in bases:  # the main base, then the delta: a row the delta replaced is overwritten
            scored.update((doc, (value, seq)) for value, doc, seq in base.best(query, pool=pool, threshold=threshold))
        for seq, doc, blob in tail:
            value = cosine(query, decode(blob))
            if value >= threshold:
                scored[doc] = (value, seq)
        return scored

    # ---- the memory-mapped base ------------------------------------------------------

    def _bases(self, np: Any) -> list[dict[str, Any]]:
        """The main base and, when there is one, the delta built on top of it since."""
        meta = self._read_meta()
        # a base is a cache: when it cannot be written (a full disk) the scan of the rows answers
        if meta is not None and bool(meta.get("sealed")) != self.store.codec.sealed:
            meta = self._unless_full(lambda: self.rebuild(np), None)
        top = (meta.get("delta") or meta)["max_seq"] if meta else 0
        tail = self.store.vectors_after(self.identity, top, self.rebuild_tail + 1)
        if len(tail) > self.rebuild_tail:
            meta = self._unless_full(lambda: self._grow(np, meta), meta)
        if meta is None:
            return []
        bases = []
        for part in (meta, meta.get("delta")):
            if part is None:
                continue
            path = self.folder / part["dir"]
            try:
                base = self._open(np, path, part)
            except (OSError, ValueError):
                return []  # rebuilt under us, or damaged: the tail scan still answers, next call rebuilds
            base["max_seq"] = part["max_seq"]
            bases.append(base)
        return bases

    @staticmethod
    def _unless_full(
        build: Callable[[], dict[str, Any] | None], otherwise: dict[str, Any] | None
    ) -> dict[str, Any] | None:
        try:
            return build()
        except (OSError, DiskError):
            return otherwise

    def _grow(self, np: Any, meta: dict[str, Any] | None) -> dict[str, Any] | None:
        """Take in the tail: a delta of every row since the main base while that stays small
        next to it (``DELTA_SHARE``), else a whole new base. At a million memories a whole
        base takes about a minute; a delta of a few thousand rows, well under a second."""
        if meta is None:
            return self.rebuild(np)
        pending = self.store.vector_count(self.identity) - meta["count"]  # roughly: rows since the main base
        if pending > DELTA_SHARE * meta["count"]:
            return self.rebuild(np)
        return self.rebuild(np, on=meta)

    def _open(self, np: Any, path: Path, meta: dict[str, Any]) -> dict[str, Any]:
        """A base's arrays: mapped, or read and opened when sealed. A process keeps the bases it
        opened (a hook server or MCP server maps them once, not on every recall)."""
        # the folder's inode too: a base rebuilt under the same name (after a reindex) is not the cached one
        tag = f"{path}:{path.stat().st_ino}:{meta['count']}:{self.store.codec.sealed}"
        cached = _OPENED.get(str(path))
        if cached is not None and cached[0] == tag:
            return dict(cached[1])
        codec = self.store.codec
        if not codec.sealed:
            base = {name: np.load(path / f"{name}.npy", mmap_mode="r") for name in meta["arrays"]}
        else:
            base = {
                name: np.load(io.BytesIO(crypto.open_file_bytes(codec, (path / f"{name}.npy").read_bytes(), path)))
                for name in meta["arrays"]
            }
        if "offsets" in base:
            buckets = path / BUCKETS_FILE
            base["buckets"] = np.memmap(buckets, dtype=np.uint8, mode="r") if buckets.stat().st_size else b""
        for key in [key for key in _OPENED if key.startswith(f"{self.folder}{os.sep}")]:
            if not Path(key).is_dir():
                del _OPENED[key]  # a base since replaced
        _OPENED[str(path)] = (tag, base)
        return dict(base)

    def _bucket(self, np: Any, base: dict[str, Any], bucket: int) -> tuple[Any, Any]:
        """(rows, values) of one bucket of the sparse base, opened from its sealed slice if need be.
        A row is kept as its place in its block (``vector_base._postings``; a base built before
        blocks has one, and int32 rows)."""
        ptr = base["ptr"]
        blocks = (len(ptr) - 1) // self.dimensions
        lo, hi = int(ptr[bucket * blocks]), int(ptr[(bucket + 1) * blocks])
        if "buckets" not in base:
            rows, values = base["rows"][lo:hi], base["vals"][lo:hi]
        elif hi == lo:
            return np.zeros(0, np.int32), np.zeros(0, np.float32)
        else:
            start, end = int(base["offsets"][bucket]), int(base["offsets"][bucket + 1])
            raw = self.store.codec.open_bytes(bytes(base["buckets"][start:end]), bucket_column(bucket))
            kind = np.dtype(np.uint8 if "norms" in base else np.float32)  # counts, or cosines
            width = len(raw) // (hi - lo) - kind.itemsize  # bytes a row number
            rows = np.frombuffer(raw, np.uint16 if width == 2 else np.int32, hi - lo)
            values = np.frombuffer(raw, kind, hi - lo, width * (hi - lo))
        if blocks > 1:
            starts = np.arange(blocks, dtype=np.int64) * vector_base.BLOCK
            rows = rows + np.repeat(starts, np.diff(ptr[bucket * blocks : (bucket + 1) * blocks + 1]))
        return rows, values

    def _read_meta(self) -> dict[str, Any] | None:
        try:
            meta: dict[str, Any] = json.loads((self.folder / "current.json").read_text("utf-8"))
        except (OSError, ValueError):
            return None
        if meta.get("identity") != self.identity or not (self.folder / meta.get("dir", "?")).is_dir():
            return None
        return meta

    def _best(self, np: Any, base: dict[str, Any], query: Vector, *, pool: int, threshold: float) -> tuple[Any, Any]:
        """Row numbers and cosines of the base's best ``pool`` rows at or above ``threshold``.

        Rows under the threshold are dropped before the best are picked: picking among a
        million scores costs more than the scoring. A large dense base is searched in two
        stages (``vector_base.COARSE_DIMS``): its rows' first components pick candidates,
        which are then scored exactly.
        """
        if "coarse" in base:
            rows, values = self._two_stage(np, base, query, pool)
        else:
            values = self._score_base(np, base, query)
            rows = np.arange(len(values))
        keep = values >= threshold
        rows, values = rows[keep], values[keep]
        best = _top(np, values, pool)
        return rows[best], values[best]

    def _two_stage(self, np: Any, base: dict[str, Any], query: Vector, pool: int) -> tuple[Any, Any]:
        dense = self._dense_query(np, query)
        head = dense[: base["coarse"].shape[1]]  # a base built with other COARSE_DIMS keeps its own
        coarse = matvec(np, base["coarse"], head / (np.linalg.norm(head) or 1.0))
        take = min(len(coarse), max(pool * 6, vector_base.COARSE_CANDIDATES))
        rows = np.sort(_top(np, coarse, take))  # in file order: the rows are read once
        return rows, matvec(np, _read_rows(np, base["matrix"], rows), dense)

    def _dense_query(self, np: Any, query: Vector) -> Any:
        dense = np.zeros(self.dimensions, dtype=np.float32)
        if isinstance(query, dict):
            for bucket, weight in query.items():
                dense[bucket] = weight
        else:
            dense[:] = query
        return dense

    def _score_base(self, np: Any, base: dict[str, Any], query: Vector) -> Any:
        count = len(base["docs"])
        if self.sparse:
            # Added bucket by bucket into one array: a memory is at most once in a bucket, so
            # the fancy-indexed add is exact and nothing is concatenated (at a million
            # memories a short query's buckets hold millions of postings).
            scores = np.zeros(count, dtype=np.float32)
            items = query.items() if isinstance(query, dict) else enumerate(query)
            for bucket, weight in items:
                if weight:
                    rows, values = self._bucket(np, base, bucket)
                    if "norms" in base:  # counts: over their row's norm, the float32 a base once held
                        values = values / base["norms"][rows]
                    scores[rows] += values * np.float32(weight)
            return scores
        return matvec(np, base["matrix"], self._dense_query(np, query))

    def rebuild(self, np: Any, *, on: dict[str, Any] | None = None) -> dict[str, Any] | None:
        """Build a new base from every row in the db (in bounded memory), or, ``on`` a main base,
        a delta of the rows written since it; then switch to it atomically."""
        max_seq = self.store.max_vector_seq(self.identity)
        if max_seq == 0:
            return None
        after = on["max_seq"] if on else 0
        name = f"{'delta' if on else 'base'}-{max_seq}-{os.getpid()}"
        target = self.folder / name
        try:
            for folder in (self.folder.parent, self.folder, target):  # 700 whatever the umask
                make_folder(folder)
            count = vector_base.build(
                np,
                self.store,
                self.identity,
                dimensions=self.dimensions,
                sparse=self.sparse,
                after=after,
                max_seq=max_seq,
                target=target,
            )
            part = {
                "dir": name,
                "max_seq": max_seq,
                "count": count,
                "arrays": sorted(path.stem for path in target.glob("*.npy")),
            }
            meta = (
                {**on, "delta": part} if on else {"identity": self.identity, "sealed": self.store.codec.sealed, **part}
            )
            atomic_write(self.folder / "current.json", json.dumps(meta).encode("utf-8"), mode=PRIVATE_FILE)
        except (OSError, DiskError):
            shutil.rmtree(target, ignore_errors=True)  # half a base (a full disk): never left behind
            raise
        for old in [*self.folder.glob("base-*"), *self.folder.glob("delta-*")]:
            if old.name not in (meta["dir"], name):
                shutil.rmtree(old, ignore_errors=True)
        return meta


class NativeIndex:
    """The vector leg on a store that searches vectors itself (PostgreSQL + pgvector)."""

    def __init__(self, store: NativeVectors, *, identity: str, dimensions: int) -> None:
        self.store, self.identity, self.dimensions = store, identity, dimensions

    def search(self, query: Vector, *, limit: int, room: str | None, threshold: float) -> VectorResult:
        pool = limit * 3 + 20
        found = self.store.nearest(self.identity, query, dimensions=self.dimensions, pool=pool, room=room)
        return VectorResult([VectorHit(i, r, c) for i, r, c in found if c >= threshold][:limit])
