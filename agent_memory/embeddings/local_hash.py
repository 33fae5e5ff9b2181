"""The zero-dependency embedder: character n-grams hashed with MD5 into 2048 buckets.

Lexical, not semantic: it finds "postgres" in "PostgreSQL" and 数据库 in 主数据库, but
no synonym. It is always computed (it is what every other backend degrades to), and it
is the test double for the others.
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter

from ..regex import lazy

_SPACE = lazy(r"\s+")


# A long query (a pasted paragraph, a prompt with a log in it) is searched by its heaviest
# buckets only: the cost of a search grows with the query's buckets (each is a posting list
# of the whole store), and a memory sharing 0.30 of its cosine with a query of 700 buckets
# would have to be nearly all inside it. Shorter queries are searched whole.
MAX_QUERY_BUCKETS = 256

_BUCKETS_MAX = 400_000  # grams a table keeps: grams repeat across texts


class _Buckets(dict[str, int]):
    """gram -> its bucket, for one number of dimensions, computed when first seen. A 2-gram
    holding a space says little (a space and one character): it maps to ``_LEFT_OUT``."""

    def __init__(self, dimensions: int) -> None:
        super().__init__()
        self.dimensions = dimensions

    def __missing__(self, gram: str) -> int:
        if len(self) >= _BUCKETS_MAX:
            self.clear()
        if len(gram) == 2 and " " in gram:
            found = _LEFT_OUT
        else:
            digest = hashlib.md5(gram.encode("utf-8"), usedforsecurity=False).digest()
            found = int.from_bytes(digest[:4], "little") % self.dimensions
        self[gram] = found
        return found


_LEFT_OUT = -1
_TABLES: dict[int, _Buckets] = {}


def bucket_counts(text: str, dimensions: int) -> dict[int, int]:
    """Bucket -> how many of the lower-cased text's character 2- and 3-grams fall in it
    (2-grams holding a space left out).

    The grams are made and counted in C (``map`` over shifted copies of the text), each
    looked up once in the table; a bucket comes first where its first gram does (the
    2-grams, then the 3-grams, in text order).
    """
    table = _TABLES.get(dimensions)
    if table is None:
        table = _TABLES[dimensions] = _Buckets(dimensions)
    flat = _SPACE.sub(" ", text.lower()).strip()
    pairs = list(map(str.__add__, flat, flat[1:]))
    counts = Counter(map(table.__getitem__, pairs))
    counts.update(map(table.__getitem__, map(str.__add__, pairs, flat[2:])))
    counts.pop(_LEFT_OUT, None)
    if not counts and flat:
        counts[table[flat]] = 1
    return dict(counts)


def sparse_vector(text: str, dimensions: int) -> dict[int, float]:
    """Bucket -> weight: the bucket counts, L2-normalised."""
    counts = bucket_counts(text, dimensions)
    norm = math.sqrt(sum(v * v for v in counts.values())) or 1.0
    return {b: value / norm for b, value in counts.items()}


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

    def counts(self, text: str) -> dict[int, int]:
        """What a store keeps of a text's vector (``vector_blob.encode_counts``)."""
        return bucket_counts(text, self._dimensions)

    def sparse_query(self, text: str) -> dict[int, float]:
        """The query's vector, cut to its ``MAX_QUERY_BUCKETS`` heaviest buckets and normalised again."""
        vector = sparse_vector(text, self._dimensions)
        if len(vector) <= MAX_QUERY_BUCKETS:
            return vector
        kept = sorted(vector.items(), key=lambda item: (-item[1], item[0]))[:MAX_QUERY_BUCKETS]
        norm = math.sqrt(sum(value * value for _, value in kept)) or 1.0
        return {bucket: value / norm for bucket, value in kept}

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self.embed_query(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        dense = [0.0] * self._dimensions
        for bucket, value in sparse_vector(text, self._dimensions).items():
            dense[bucket] = value
        return dense
