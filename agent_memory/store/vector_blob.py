"""How a vector is held in a store's row: ``S`` + sparse (bucket, value) pairs, or ``D`` + floats."""

from __future__ import annotations

import struct
from array import array

SparseVector = dict[int, float]
Vector = list[float] | SparseVector


def encode(vector: Vector) -> bytes:
    if isinstance(vector, dict):
        buckets = array("H", sorted(vector))
        values = array("f", (vector[b] for b in buckets))
        return b"S" + struct.pack("<I", len(buckets)) + buckets.tobytes() + values.tobytes()
    return b"D" + array("f", vector).tobytes()


def decode(blob: bytes) -> Vector:
    if blob[:1] == b"S":
        (count,) = struct.unpack("<I", blob[1:5])
        buckets = array("H")
        buckets.frombytes(blob[5 : 5 + 2 * count])
        values = array("f")
        values.frombytes(blob[5 + 2 * count :])
        return dict(zip(buckets, values, strict=True))
    values = array("f")
    values.frombytes(blob[1:])
    return list(values)
