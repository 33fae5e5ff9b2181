"""Building a vector base from the db's rows in bounded memory, whatever the store's size.

Rows are read in batches and written out as they come: dense vectors straight into
``matrix.npy``; sparse ones are spilled by bucket range into scratch files in the same
pass, then each range is sorted by bucket and appended to ``rows.npy`` and ``vals.npy``
(a byte a value when they are counts, see ``_postings``; sealed: to ``buckets.sealed``, a
slice per bucket). No more than one range, a ``RANGES``-th of the postings, is in memory
at once: a million memories' base is built in a few hundred MB, not the gigabytes that
holding every row would take.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .. import crypto
from ..fsutil import atomic_write
from ..privacy import open_private
from ..store.vector_blob import numpy_dense, numpy_sparse

RANGES = 16
BLOCK = 1 << 16  # rows a uint16 row number spans (``_postings``)
BATCH = 5000
BUCKETS_FILE = "buckets.sealed"  # the sparse postings of a sealed base, one sealed slice per bucket
# A dense base of more than COARSE_FROM rows also keeps each row's first COARSE_DIMS
# components, normalised (``coarse.npy``): a search scans those (half of wordllama's 256) for
# candidates and scores only the best COARSE_CANDIDATES (or 6 x its pool) exactly. Models
# trained for truncation (wordllama, jina v3, OpenAI v3) put the most in the first ones.
# Measured at 1,000,000 wordllama vectors over 60 queries, against the exact top: 128 dims
# and 1,000 candidates found the same top 10 (1.0) and 0.997 of the top 50 in 20 ms;
# 64 dims 0.983 / 0.95 in 8 ms.
COARSE_DIMS = 128
COARSE_FROM = 200_000
COARSE_CANDIDATES = 1000
_HEADER = 128  # bytes of an .npy header here: room for any length, patched when the file is done


def bucket_column(bucket: int) -> bytes:
    return b"bucket %d" % bucket  # the associated data: a slice cannot pass for another bucket


class _NpyWriter:
    """An ``.npy`` file written a slice at a time; its header gets the length at the end."""

    def __init__(self, np: Any, path: Path, dtype: str, width: int | None = None) -> None:
        self.np, self.dtype, self.width, self.count = np, np.dtype(dtype), width, 0
        self.file = open_private(path, "wb")
        self.file.write(self._header())

    def _header(self) -> bytes:
        shape = f"({self.count:>20d},)" if self.width is None else f"({self.count:>20d}, {self.width})"
        text = f"{{'descr': '{self.dtype.str}', 'fortran_order': False, 'shape': {shape}, }}"
        text = text.ljust(_HEADER - 11) + "\n"
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text.encode("latin1")

    def write(self, values: Any) -> None:
        values = self.np.ascontiguousarray(values, dtype=self.dtype)
        self.file.write(values.tobytes())
        self.count += len(values)

    def close(self) -> None:
        self.file.seek(0)
        self.file.write(self._header())
        self.file.close()


def batches(store: Any, identity: str, after: int, max_seq: int) -> Iterator[list[tuple[int, int, bytes]]]:
    """(seq, doc, blob) rows after ``after`` up to ``max_seq``, oldest first, ``BATCH`` at a time."""
    last = after
    while last < max_seq:
        batch = [row for row in store.vectors_after(identity, last, BATCH) if row[0] <= max_seq]
        if not batch:
            return
        yield batch
        last = batch[-1][0]


def build(
    np: Any, store: Any, identity: str, *, dimensions: int, sparse: bool, after: int, max_seq: int, target: Path
) -> int:
    """Write the base of ``identity``'s rows after ``after`` up to ``max_seq`` into ``target``; how many it holds."""
    docs, seqs = _NpyWriter(np, target / "docs.npy", "<i8"), _NpyWriter(np, target / "seqs.npy", "<i8")
    entry = np.dtype([("b", "<u2"), ("r", "<i4"), ("v", "<f4")])
    span = -(-dimensions // RANGES)  # buckets per range
    spills = [open_private(target / f".spill-{k}", "wb") for k in range(RANGES)] if sparse else []
    matrix = None if sparse else _NpyWriter(np, target / "matrix.npy", "<f4", width=dimensions)
    norms = _NpyWriter(np, target / "norms.npy", "<f4") if sparse else None
    counted = True  # every row a count blob (``C``): the base keeps counts (a byte) and each row's norm
    coarse = None
    if matrix is not None and dimensions > COARSE_DIMS and store.vector_count(identity) > COARSE_FROM:
        coarse = _NpyWriter(np, target / "coarse.npy", "<f4", width=COARSE_DIMS)
    row = 0
    for batch in batches(store, identity, after, max_seq):
        docs.write([doc for _, doc, _ in batch])
        seqs.write([seq for seq, _, _ in batch])
        if matrix is not None:
            rows = np.stack([numpy_dense(np, blob) for _, _, blob in batch])
            matrix.write(rows)
            if coarse is not None:
                head = rows[:, :COARSE_DIMS]
                coarse.write(head / np.maximum(np.linalg.norm(head, axis=1, keepdims=True), 1e-12))
        elif norms is not None:
            counted = _spill(np, batch, row, spills, norms, entry, span) and counted
        row += len(batch)
    for writer in (docs, seqs, matrix, coarse, norms):
        if writer is not None:
            writer.close()
    if sparse:
        _postings(np, store.codec, target, spills, entry, span, dimensions, counted=counted, blocks=blocks(row))
    if store.codec.sealed:
        for path in target.glob("*.npy"):  # the small arrays (and a dense matrix) sealed whole
            atomic_write(path, crypto.seal_file_bytes(store.codec, path.read_bytes()))
    return row


def _spill(
    np: Any, batch: list[tuple[int, int, bytes]], row: int, spills: list[Any], norms: _NpyWriter, entry: Any, span: int
) -> bool:
    """A batch of sparse rows (numbered from ``row``) into the spills by bucket range, their norms
    into ``norms``; whether every one was a count blob."""
    parts = [numpy_sparse(np, blob) for _, _, blob in batch]
    norms.write([1.0 if norm is None else norm for _, _, norm in parts])
    lengths = [len(buckets) for buckets, _, _ in parts]
    entries = np.empty(sum(lengths), dtype=entry)
    entries["b"] = np.concatenate([buckets for buckets, _, _ in parts]) if parts else []
    entries["v"] = np.concatenate([values for _, values, _ in parts]) if parts else []
    entries["r"] = np.repeat(np.arange(row, row + len(batch), dtype=np.int32), lengths)
    key = entries["b"] // span
    order = np.argsort(key, kind="stable")
    cuts = np.searchsorted(key[order], np.arange(1, RANGES))
    for spill, part in zip(spills, np.split(entries[order], cuts), strict=True):
        spill.write(part.tobytes())
    return all(norm is not None for _, _, norm in parts)


def blocks(rows: int) -> int:
    """Blocks of ``BLOCK`` rows a sparse base of ``rows`` rows has."""
    return max(1, -(-rows // BLOCK))


def _postings(
    np: Any,
    codec: Any,
    target: Path,
    spills: list[Any],
    entry: Any,
    span: int,
    dimensions: int,
    *,
    counted: bool,
    blocks: int,
) -> None:
    """Each spilled range sorted by bucket (rows stay in order within one), written after the last.

    A row number is kept as its place in its block of ``BLOCK`` rows (uint16, ``rows.npy``);
    ``ptr[bucket * blocks + k]`` is where the bucket's entries of block ``k`` start.

    ``counted``: the values are counts, kept as one byte each (``vals.npy`` uint8), a row's cosine
    being its sum over ``norms.npy``; else each value is divided by its row's norm here (a count
    blob's; 1 for an ``S`` blob) and kept as float32, and ``norms.npy`` goes.
    """
    norms = None
    if not counted:
        norms = np.load(target / "norms.npy")
        (target / "norms.npy").unlink()
    kind = "<u1" if counted else "<f4"
    ptr = np.zeros(dimensions * blocks + 1, dtype=np.int64)
    offsets = np.zeros(dimensions + 1, dtype=np.int64)
    sealed = codec.sealed
    rows = None if sealed else _NpyWriter(np, target / "rows.npy", "<u2")
    vals = None if sealed else _NpyWriter(np, target / "vals.npy", kind)
    slices = open_private(target / BUCKETS_FILE, "wb") if sealed else None
    for k, spill in enumerate(spills):
        spill.close()
        path = Path(spill.name)
        entries = np.fromfile(path, dtype=entry)
        path.unlink()
        entries = entries[np.argsort(entries["b"], kind="stable")]
        values = entries["v"] / norms[entries["r"]] if norms is not None else entries["v"].astype(kind)
        first = k * span
        key = (entries["b"].astype(np.int64) - first) * blocks + entries["r"] // BLOCK
        counts = np.bincount(key, minlength=span * blocks)[: max(0, dimensions - first) * blocks]
        ends = np.cumsum(counts)
        ptr[first * blocks + 1 : first * blocks + 1 + len(counts)] = ptr[first * blocks] + ends
        low = (entries["r"] % BLOCK).astype("<u2")
        if rows is not None and vals is not None:
            rows.write(low)
            vals.write(values)
            continue
        start = 0
        for i, end in enumerate(ends[blocks - 1 :: blocks].tolist()):
            bucket = first + i
            part = b""
            if end > start:
                raw = low[start:end].tobytes() + values[start:end].tobytes()
                part = codec.seal_bytes(raw, bucket_column(bucket))
                if slices is not None:
                    slices.write(part)
            offsets[bucket + 1] = offsets[bucket] + len(part)
            start = end
    for writer in (rows, vals):
        if writer is not None:
            writer.close()
    with open_private(target / "ptr.npy", "wb") as out:
        np.save(out, ptr)
    if slices is not None:
        slices.close()
        with open_private(target / "offsets.npy", "wb") as out:
            np.save(out, offsets)
