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


# Postings one recall may aggregate in full. Terms are taken rarest first until their
# document frequencies reach this; the commoner ("non-essential") terms are then scored
# only for the best candidates, which is exact whenever the MaxScore bound below holds.
ROW_BUDGET = 6_000
MAX_ROWS = 40_000
# A long query (a pasted paragraph) keeps its rarest terms only, as "more like this" does.
MAX_QUERY_TERMS = 32


def keyword_rank(
    store: KeywordIndex,
    query: str,
    *,
    room: str | None,
    settings: RetrievalSettings,
    limit: int,
    exact: int | None = None,
) -> list[KeywordHit]:
    """The keyword leg of recall: BM25 over the store, room-filtered, hot memories boosted.

    The first ``exact`` hits (all ``limit`` by default) are the exact BM25 top; the rest,
    which only feed rank fusion, may be approximate for queries of very common words.
    """
    terms = list(dict.fromkeys(tokenize_terms(query)))
    stats = store.term_stats(terms)
    docs, total = store.corpus()
    if docs == 0:
        return []
    avgdl = total / docs
    known = {term for _, term, _ in stats}
    stats = sorted(stats, key=lambda item: item[2])[:MAX_QUERY_TERMS]
    # A lone Chinese character is indexed only inside 2/3-grams: find it in the texts instead.
    lone = [t for t in terms if len(t) == 1 and not t.isascii() and t not in known]
    scores = _maxscore(
        store,
        stats,
        docs,
        avgdl,
        room=room,
        settings=settings,
        limit=limit * 4 if lone else limit,
        exact=exact or limit,
    )
    for char in lone:
        weight = idf(docs, store.char_document_count(char))
        for memory_id, tf, length, accesses in store.char_occurrences(char, room=room):
            boost = settings.hot_boost if accesses >= settings.hot_threshold else 1.0
            norm = tf + settings.bm25_k1 * (1.0 - settings.bm25_b + settings.bm25_b * length / avgdl)
            scores[memory_id] = scores.get(memory_id, 0.0) + boost * weight * tf * (settings.bm25_k1 + 1.0) / norm
    ranked = sorted(scores.items(), key=lambda pair: -pair[1])[:limit]
    return [KeywordHit(memory_id, score) for memory_id, score in ranked if score > 0]


def _maxscore(
    store: KeywordIndex,
    stats: list[tuple[int, str, int]],
    docs: int,
    avgdl: float,
    *,
    room: str | None,
    settings: RetrievalSettings,
    limit: int,
    exact: int,
) -> dict[str, float]:
    """Top BM25 scores, reading the postings of common terms only for the candidates.

    A term's contribution is below idf * (k1 + 1) (times hot_boost), whatever its tf. After
    scoring the rare ("essential") terms fully and the others for the best ``pool``
    candidates, no memory outside the pool can beat the k-th score when

        k-th score >= (best essential score outside the pool) + sum of the others' bounds

    If that fails, the next term becomes essential and the step is repeated, until the
    essential postings exceed ``MAX_ROWS`` (then the result is the best found, which for
    such queries of only very common words is what a user sees first anyway).
    """
    if not stats:
        return {}
    k1, b = settings.bm25_k1, settings.bm25_b
    boost = max(settings.hot_boost, 1.0)
    ordered = sorted(stats, key=lambda item: item[2])
    weights = [(term_id, idf(docs, df)) for term_id, _, df in ordered]
    dfs = [df for _, _, df in ordered]
    essential, rows = 0, 0
    while essential < len(ordered) and (essential == 0 or rows + dfs[essential] <= ROW_BUDGET):
        rows += dfs[essential]
        essential += 1
    pool = max(limit * 5, 100)
    common = dict(
        k1=k1, b=b, avgdl=avgdl, hot_threshold=settings.hot_threshold, hot_boost=settings.hot_boost, room=room
    )
    while True:
        head = store.bm25(weights[:essential], limit=pool + 1, **common)  # type: ignore[arg-type]
        rest = weights[essential:]
        scores = {doc: (memory_id, score) for doc, memory_id, score in head[:pool]}
        if rest and scores:
            extra = store.bm25(rest, limit=pool, docs=list(scores), **common)  # type: ignore[arg-type]
            for doc, memory_id, score in extra:
                scores[doc] = (memory_id, scores[doc][1] + score)
        final = sorted((score for _, score in scores.values()), reverse=True)
        outside = (head[pool][2] if len(head) > pool else 0.0) + sum(w * (k1 + 1.0) * boost for _, w in rest)
        k = min(exact, limit)
        kth = final[k - 1] if len(final) >= k else 0.0
        exact = not rest or kth >= outside
        if exact or essential == len(ordered) or rows + dfs[essential] > MAX_ROWS:
            return {memory_id: score for memory_id, score in scores.values()}
        budget = min(rows * 2, MAX_ROWS)  # grow the essential set geometrically: a few rounds at most
        rows += dfs[essential]
        essential += 1
        while essential < len(ordered) and rows + dfs[essential] <= budget:
            rows += dfs[essential]
            essential += 1


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
        docs: list[int] | None = None,
    ) -> list[tuple[int, str, float]]: ...
