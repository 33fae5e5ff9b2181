"""Okapi BM25 (k1, b from config) over the postings the store keeps up to date.

    idf(t)   = ln(1 + (N - df + 0.5) / (df + 0.5))
    score(d) = sum over distinct query terms t in d of
               idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl))

N, df and avgdl are over the whole store; the room filter then keeps a room's memories,
as the spec's ``_keyword_rank`` does. The sums run inside SQLite, so no posting list is
copied into Python.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from ..config import RetrievalSettings
from ..store.contract import Store, TermStats


@dataclass(frozen=True, slots=True)
class KeywordHit:
    """One memory the keyword leg found, with its BM25 score."""

    id: str
    score: float  # BM25, times hot_boost for hot memories


def idf(docs: int, df: int) -> float:
    return math.log(1.0 + (docs - df + 0.5) / (df + 0.5))


# Postings one recall may aggregate in full. Terms are taken rarest first until their
# document frequencies reach this; the commoner ("non-essential") terms are then scored
# only for the memories that can still reach the top, which is exact (see _maxscore).
ROW_BUDGET = 6_000
MAX_ROWS = 40_000
# A long query (a pasted paragraph) keeps its rarest terms only, as "more like this" does.
MAX_QUERY_TERMS = 32
# Memories beyond the first pool that one round may score in full. A prompt of many common
# words leaves most memories "hopeful" (their rare-term score plus the common terms' bounds
# can still reach the top); past this many, the best by rare-term score are taken and the
# result is the best found rather than exact.
MAX_HOPEFUL = 2_000


def keyword_rank(
    store: Store,
    query: str,
    *,
    room: str | None,
    settings: RetrievalSettings,
    limit: int,
    exact: int | None = None,
) -> list[KeywordHit]:
    """The keyword leg of recall: BM25 over the store, room-filtered, hot memories boosted.

    The first ``exact`` hits (all ``limit`` by default) are the exact BM25 top, unless every
    term is so common that the postings to read exceed ``MAX_ROWS`` (then they are the best
    found).
    """
    terms = list(dict.fromkeys(store.tokenizer.terms(query)))
    stats = store.term_stats(terms)
    docs, total = store.corpus()
    if docs == 0:
        return []
    avgdl = total / docs
    known = {t.term for t in stats}
    stats = sorted(stats, key=lambda t: t.df)[:MAX_QUERY_TERMS]
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
    if lone:
        _add_lone_characters(store, scores, lone, stats, docs, avgdl, room=room, settings=settings)
    # Ranked by the score rounded to 1e-9, ties in store order (``_maxscore`` gives memories
    # oldest first): sums whose terms were added in another order (another backend, another
    # query plan) differ in their last bits and must rank the same.
    ranked = sorted(scores.items(), key=lambda pair: -round(pair[1], 9))[:limit]
    return [KeywordHit(memory_id, score) for memory_id, score in ranked if score > 0]


def _add_lone_characters(
    store: Store,
    scores: dict[str, float],
    lone: list[str],
    stats: list[TermStats],
    docs: int,
    avgdl: float,
    *,
    room: str | None,
    settings: RetrievalSettings,
) -> None:
    """Add the lone characters' BM25 (tf = occurrences in the text) to ``scores``.

    A memory holding a character but missing from ``scores`` gets its other terms summed
    too, so every score is whole; one holding neither scores no more than the k-th of
    ``scores`` already did, so the top stays exact.
    """
    k1, b = settings.bm25_k1, settings.bm25_b
    found: dict[int, tuple[str, float, float]] = {}  # doc -> (id, hot boost, characters' score)
    for char in lone:
        weight = idf(docs, store.char_document_count(char))
        for doc, memory_id, tf, length, accesses in store.char_occurrences(char, room=room):
            boost = settings.hot_boost if accesses >= settings.hot_threshold else 1.0
            score = weight * tf * (k1 + 1.0) / (tf + k1 * (1.0 - b + b * length / avgdl))
            _, _, before = found.get(doc, (memory_id, boost, 0.0))
            found[doc] = (memory_id, boost, before + score)
    missing = [doc for doc, (memory_id, _, _) in found.items() if memory_id not in scores]
    terms = dict(store.bm25_sums([(t.id, idf(docs, t.df)) for t in stats], k1=k1, b=b, avgdl=avgdl, docs=missing))
    for doc, (memory_id, boost, score) in found.items():
        scores[memory_id] = scores.get(memory_id, boost * terms.get(doc, 0.0)) + boost * score


def _maxscore(
    store: Store,
    stats: list[TermStats],
    docs: int,
    avgdl: float,
    *,
    room: str | None,
    settings: RetrievalSettings,
    limit: int,
    exact: int,
) -> dict[str, float]:
    """Top BM25 scores, reading the postings of common terms only where they can matter.

    A term adds at most ``bound = idf * (k1 + 1) * tf / (tf + k1 * (1 - b + b * dl / avgdl))``
    at its largest tf and shortest memory (both kept per term), times hot_boost. The rare
    ("essential") terms are summed over all their memories; the others are added for the
    best ``pool`` of those, which gives real scores and so a k-th score ``theta``; then for
    every other memory whose essential score plus the others' bounds can still reach
    ``theta``. A memory holding none of the essential terms scores at most the sum of the
    others' bounds: when that is below ``theta``, the top k is exact. If not, the next term
    becomes essential and the step is repeated, until the essential postings exceed
    ``MAX_ROWS`` (then the result is the best found, which for such queries of only very
    common words is what a user sees first anyway), or a round finds more than
    ``MAX_HOPEFUL`` memories that could still reach the top (then the best by essential score
    are scored and the result is the best found).
    """
    if not stats:
        return {}
    k1, b = settings.bm25_k1, settings.bm25_b
    boost = max(settings.hot_boost, 1.0)
    k0, kd = k1 * (1.0 - b), k1 * b / (avgdl or 1.0)
    ordered = sorted(stats, key=lambda t: t.df)
    weights = [(t.id, idf(docs, t.df)) for t in ordered]
    bounds = [
        w * (k1 + 1.0) * (t.max_tf / (t.max_tf + k0 + kd * t.min_dl) if t.max_tf > 0 else 1.0)
        for t, (_, w) in zip(ordered, weights, strict=True)
    ]
    dfs = [t.df for t in ordered]
    essential, rows = 0, 0
    while essential < len(ordered) and (essential == 0 or rows + dfs[essential] <= ROW_BUDGET):
        rows += dfs[essential]
        essential += 1
    pool = max(limit * 5, 100)
    k = min(exact, limit)
    sums = dict(k1=k1, b=b, avgdl=avgdl)
    while True:
        head = store.bm25_sums(weights[:essential], room=room, k1=k1, b=b, avgdl=avgdl)
        rest, rest_bound = weights[essential:], sum(bounds[essential:]) * boost
        raw = dict(head)
        scored = _full_scores(store, rest, [doc for doc, _ in head[:pool]], raw, settings, sums)
        theta = _kth(scored, k)
        # head is best first: stop at the first memory that cannot reach theta
        hopeful: list[int] = []
        for doc, score in head[pool:]:
            if score * boost + rest_bound < theta or len(hopeful) == MAX_HOPEFUL:
                break
            hopeful.append(doc)
        if hopeful:
            scored |= _full_scores(store, rest, hopeful, raw, settings, sums)
            theta = _kth(scored, k)
        capped = len(hopeful) == MAX_HOPEFUL
        if capped or not rest or rest_bound < theta or essential == len(ordered) or rows + dfs[essential] > MAX_ROWS:
            return dict(scored[doc] for doc in sorted(scored))
        budget = min(rows * 2, MAX_ROWS)  # grow the essential set geometrically: a few rounds at most
        rows += dfs[essential]
        essential += 1
        while essential < len(ordered) and rows + dfs[essential] <= budget:
            rows += dfs[essential]
            essential += 1


def _full_scores(
    store: Store,
    rest: list[tuple[int, float]],
    batch: list[int],
    raw: dict[int, float],
    settings: RetrievalSettings,
    sums: dict[str, float],
) -> dict[int, tuple[str, float]]:
    """doc -> (id, score): the essential sums in ``raw`` plus the other terms, hot-boosted."""
    for doc, score in store.bm25_sums(rest, docs=batch, k1=sums["k1"], b=sums["b"], avgdl=sums["avgdl"]):
        raw[doc] += score
    out = {}
    for doc, (memory_id, accesses) in store.access_counts(batch).items():
        out[doc] = (memory_id, raw[doc] * (settings.hot_boost if accesses >= settings.hot_threshold else 1.0))
    return out


def _kth(scored: dict[int, tuple[str, float]], k: int) -> float:
    if len(scored) < k:
        return 0.0
    return heapq.nlargest(k, (score for _, score in scored.values()))[-1]
