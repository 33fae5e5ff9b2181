"""The zero-dependency embedder: character n-grams hashed with MD5 into 2048 buckets.

Lexical, not semantic: it finds "postgres" in "PostgreSQL" and 数据库 in 主数据库, but
no synonym. It is always computed (it is what every other backend degrades to), and it
is the test double for the others.
"""

from __future__ import annotations

import hashlib
import math
import re

_SPACE = re.compile(r"\s+")


def sparse_vector(text: str, dimensions: int) -> dict[int, float]:
    """Bucket -> weight, L2-normalised; character 2- and 3-grams of the lower-cased text."""
    flat = _SPACE.sub(" ", text.lower()).strip()
    counts: dict[int, float] = {}
    for n in (2, 3):
        for i in range(len(flat) - n + 1):
            gram = flat[i : i + n]
            if gram.strip() != gram and n == 2:
                continue  # a space and one character says little
            bucket = (
                int.from_bytes(hashlib.md5(gram.encode("utf-8"), usedforsecurity=False).digest()[:4], "little")
                % dimensions
            )
            counts[bucket] = counts.get(bucket, 0.0) + 1.0
    if not counts and flat:
        bucket = (
            int.from_bytes(hashlib.md5(flat.encode("utf-8"), usedforsecurity=False).digest()[:4], "little") % dimensions
        )
        counts[bucket] = 1.0
    norm = math.sqrt(sum(v * v for v in counts.values())) or 1.0
    return {bucket: value / norm for bucket, value in counts.items()}


class LocalHashEmbedder:
    remote = False

    def __init__(self, *, dimensions: int = 2048) -> None:
        self._dimensions = dimensions

    @property
    def identity(self) -> str:
        return f"local:md5-char-ngram:{self._dimensions}"

    @property
    def dimensions(self) -> int:
        return self._dimensions

    def sparse(self, text: str) -> dict[int, float]:
        return sparse_vector(text, self._dimensions)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self.embed_query(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        dense = [0.0] * self._dimensions
        for bucket, value in sparse_vector(text, self._dimensions).items():
            dense[bucket] = value
        return dense
