"""The local (sparse) vector base read without numpy, for a process that has not imported it.

A CLI recall is one process: importing numpy costs it ~65 ms of CPU on this 2-core machine,
more than scoring a short query's postings in Python (~70 ns a posting; a query of three
words touches ~50,000 at ten thousand memories, 0.5-1.2 million at a hundred thousand). So the
first search of a process without numpy reads the base's ``.npy`` files through a memory map
with the standard library when the query's postings, counted from ``ptr`` before any is read,
cost less than the import would; past that, or at the process's next search, numpy is
imported and searches as before.

Read here: an unsealed base of counts (``vals`` one byte a posting, ``norms`` a row), the
form every base of count blobs takes (``vector_base._postings``). Anything else (a sealed
base, float values, a big-endian machine) is left to numpy. The cosines are summed in double
precision, the numpy path's in single: the same to ~1e-7.
"""

from __future__ import annotations

import ast
import heapq
import math
import mmap
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..store.vector_blob import Vector
from . import vector_base

# What scoring here may cost, in postings, before importing numpy is cheaper (measured on this
# 2-core machine, 2026-12-06, loaded: 65-75 ns a posting at 10,000 and 100,000 memories, ~30 ns a
# row of the base; importing numpy 65-80 ms of CPU, then its scoring a few ms).
POSTINGS_BUDGET = 1_000_000
ROW_POSTINGS = 0.5  # a row of the base, read once for its cosine, in postings
TAIL_ROW_POSTINGS = 400  # a tail row (decoded and scored alone, ~30 µs), in postings
_ARRAYS = {"docs", "seqs", "ptr", "rows", "vals", "norms"}
_SEARCHED = False  # whether this process has asked ``first_search`` already


def first_search() -> bool:
    """Whether this is the process's first search of a base: only that one may be read here. A
    process that searches again (a server, a library) is one numpy's import pays for itself in."""
    global _SEARCHED
    first, _SEARCHED = not _SEARCHED, True
    return first


def cosine(a: Vector, b: Vector) -> float:
    """Both are unit length, so the dot product is the cosine."""
    if isinstance(a, dict) and isinstance(b, dict):
        small, large = (a, b) if len(a) <= len(b) else (b, a)
        return sum(v * large.get(k, 0.0) for k, v in small.items())
    if isinstance(a, dict) and isinstance(b, list):
        return sum(v * b[k] for k, v in a.items())
    if isinstance(b, dict) and isinstance(a, list):
        return sum(v * a[k] for k, v in b.items())
    return math.fsum(x * y for x, y in zip(a, b, strict=True))


def _payload(path: Path, descr: str) -> memoryview:
    """The data of a one-dimensional ``.npy`` file of type ``descr``, mapped (bytes)."""
    with open(path, "rb") as handle:
        mapped = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    view = memoryview(mapped)
    if bytes(view[:6]) != b"\x93NUMPY":
        raise ValueError(f"{path}: not an .npy file")
    width = 10 if view[6] == 1 else 12  # format 1.0 has a 2-byte header length, later ones 4
    size = int.from_bytes(view[8:width], "little")
    header = ast.literal_eval(bytes(view[width : width + size]).decode("latin1"))
    if header["descr"] != descr or header["fortran_order"] or len(header["shape"]) != 1:
        raise ValueError(f"{path}: {header['descr']} {header['shape']} is not read without numpy")
    return view[width + size :]


def open_bases(folder: Path, meta: dict[str, Any], dimensions: int) -> list[SparseBase] | None:
    """The main base ``meta`` (a ``current.json``) names and its delta, mapped; None when one of
    them is not of the form read here."""
    parts = [part for part in (meta, meta.get("delta")) if part is not None]
    if sys.byteorder != "little" or meta.get("sealed") or any(set(p.get("arrays", ())) != _ARRAYS for p in parts):
        return None
    try:
        return [SparseBase(folder / part["dir"], dimensions) for part in parts]
    except (OSError, ValueError, KeyError):
        return None  # rebuilt under us, or damaged: numpy's path says what it finds


class SparseBase:
    """One base (the main one or its delta) of an unsealed sparse index, mapped."""

    def __init__(self, folder: Path, dimensions: int) -> None:
        self.docs = _payload(folder / "docs.npy", "<i8").cast("q")
        self.seqs = _payload(folder / "seqs.npy", "<i8").cast("q")
        self.ptr = _payload(folder / "ptr.npy", "<i8").cast("q")
        self.rows = _payload(folder / "rows.npy", "<u2").cast("H")  # a row's place in its block
        self.vals = _payload(folder / "vals.npy", "|u1")  # counts
        self.norms = _payload(folder / "norms.npy", "<f4").cast("f")
        self.blocks = (len(self.ptr) - 1) // dimensions

    def postings(self, buckets: Iterable[int]) -> int:
        """How many postings the ``buckets`` hold: what scoring them would read."""
        ptr, blocks = self.ptr, self.blocks
        return sum(ptr[(bucket + 1) * blocks] - ptr[bucket * blocks] for bucket in buckets)

    def best(self, query: dict[int, float], *, pool: int, threshold: float) -> list[tuple[float, int, int]]:
        """(cosine, doc, seq) of the base's best ``pool`` rows at or above ``threshold``."""
        dots = [0.0] * len(self.docs)  # a list indexed by row: twice as fast as a dict here
        ptr, blocks, rows, vals = self.ptr, self.blocks, self.rows, self.vals
        for bucket, weight in query.items():
            times = [count * weight for count in range(256)]  # a count is a byte
            for k in range(blocks):
                lo, hi = ptr[bucket * blocks + k], ptr[bucket * blocks + k + 1]
                start = k * vector_base.BLOCK
                for row, count in zip(rows[lo:hi], vals[lo:hi], strict=True):
                    dots[row + start] += times[count]
        norms = self.norms
        scored = ((dot / norms[row], row) for row, dot in enumerate(dots) if dot)
        best = heapq.nlargest(pool, (item for item in scored if item[0] >= threshold))
        return [(cosine, self.docs[row], self.seqs[row]) for cosine, row in best]
