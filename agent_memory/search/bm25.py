"""Okapi BM25 (k1, b from config) over the postings the store keeps up to date.

    idf(t)   = ln(1 + (N - df + 0.5) / (df + 0.5))
    score(d) = sum over distinct query terms t in d of
               idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl))

N, df and avgdl are over the whole store; the room filter then keeps a room's memories,
as the spec's ``_keyword_rank`` does. The sum runs inside SQLite, so no posting list is
copied into Python.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from ..config import RetrievalSettings
from ..text import tokenize_terms


@dataclass(frozen=True, slots=True)
class KeywordHit:
    id: str
    score: float  # BM25, times hot_boost for hot memories


def idf(docs: int, df: int) -> float:
    return math.log(1.0 + (docs - df + 0.5) / (df + 0.5))


def keyword_rank(
    store: KeywordIndex, query: str, *, room: str | None, settings: RetrievalSettings, limit: int
) -> list[KeywordHit]:
    """The keyword leg of recall: BM25 over the store, room-filtered, hot memories boosted."""
    terms = list(dict.fromkeys(tokenize_terms(query)))
    stats = store.term_stats(terms)
    docs, total = store.corpus()
    if docs == 0:
        return []
    avgdl = total / docs
    known = {term for _, term, _ in stats}
    # A lone Chinese character is indexed only inside 2/3-grams: find it in the texts instead.
    lone = [t for t in terms if len(t) == 1 and not t.isascii() and t not in known]
    weights = [(term_id, idf(docs, df)) for term_id, _, df in stats]
    rows = store.bm25(
        weights,
        room=room,
        k1=settings.bm25_k1,
        b=settings.bm25_b,
        avgdl=avgdl,
        hot_threshold=settings.hot_threshold,
        hot_boost=settings.hot_boost,
        limit=limit if not lone else limit * 4,
    )
    scores = dict(rows)
    for char in lone:
        found = store.char_occurrences(char, room=room)
        weight = idf(docs, store.char_document_count(char))
        for memory_id, tf, length, accesses in found:
            boost = settings.hot_boost if accesses >= settings.hot_threshold else 1.0
            norm = tf + settings.bm25_k1 * (1.0 - settings.bm25_b + settings.bm25_b * length / avgdl)
            scores[memory_id] = scores.get(memory_id, 0.0) + boost * weight * tf * (settings.bm25_k1 + 1.0) / norm
    ranked = sorted(scores.items(), key=lambda pair: -pair[1])[:limit]
    return [KeywordHit(memory_id, score) for memory_id, score in ranked if score > 0]


class KeywordIndex(Protocol):
    def term_stats(self, terms: Iterable[str]) -> list[tuple[int, str, int]]: ...

    def corpus(self) -> tuple[int, int]: ...

    def char_occurrences(self, char: str, *, room: str | None) -> list[tuple[str, int, int, int]]: ...

    def char_document_count(self, char: str) -> int: ...

    def bm25(
        self,
        weights: list[tuple[int, float]],
        *,
        room: str | None,
        k1: float,
        b: float,
        avgdl: float,
        hot_threshold: int,
        hot_boost: float,
        limit: int,
    ) -> list[tuple[str, float]]: ...
