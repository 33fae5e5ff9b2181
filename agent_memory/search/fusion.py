"""Fusing the keyword and the vector leg into one ranking.

Two ways, chosen by ``retrieval.fusion`` (``auto``, the default, picks by the vector backend:
``weighted`` for a sentence encoder, ``rrf`` for ``local`` and ``wordllama``, as measured in the
README, "Retrieval quality"):

- ``weighted``: each leg's scores over its top ``retrieval.fusion_depth`` are
  scaled to [0, 1] (min-max within the leg), and a memory's fused score is
  ``w * keyword + (1 - w) * vector`` with ``w = retrieval.keyword_weight`` (a leg that did not
  find it gives 0). It keeps how far apart two hits are in a leg, which ranks alone do not:
  with a sentence encoder the vector leg knows more than a rank says.
- ``rrf``: reciprocal rank fusion (spec 9.7), ``sum 1 / (k + rank)``; rank-based, so the legs'
  score scales never matter. With lexical vectors (``local``'s n-grams) or word vectors
  (``wordllama``) it measured better, and it keeps an exact keyword match on top.
"""

from __future__ import annotations

from collections.abc import Sequence

FUSIONS = ("auto", "weighted", "rrf")
RANK_FUSED = ("local", "wordllama")  # vector backends that ``auto`` fuses by rank


def method_for(configured: str, backend: str) -> str:
    """The fusion ``configured`` (``retrieval.fusion``) means for the vector leg of ``backend``."""
    if configured != "auto":
        return configured
    return "rrf" if backend in RANK_FUSED else "weighted"


def rrf_merge(rankings: Sequence[Sequence[str]], *, k: int = 60) -> list[tuple[str, float]]:
    """ids by descending sum of 1 / (k + rank) over the lists (rank from 1); ties keep first-seen order."""
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, memory_id in enumerate(ranking, start=1):
            scores[memory_id] = scores.get(memory_id, 0.0) + 1.0 / (k + rank)
    order = {memory_id: i for i, memory_id in enumerate(scores)}
    return sorted(scores.items(), key=lambda pair: (-pair[1], order[pair[0]]))


def min_max(scored: Sequence[tuple[str, float]]) -> dict[str, float]:
    """id -> score scaled to [0, 1] over the leg's hits; a leg whose hits all score alike gives 1."""
    if not scored:
        return {}
    values = [score for _, score in scored]
    low, high = min(values), max(values)
    if high - low <= 1e-12:
        return {memory_id: 1.0 for memory_id, _ in scored}
    return {memory_id: (score - low) / (high - low) for memory_id, score in scored}


def weighted_merge(legs: Sequence[Sequence[tuple[str, float]]], weights: Sequence[float]) -> list[tuple[str, float]]:
    """ids by descending weighted sum of their min-max scaled scores; ties keep first-seen order."""
    fused: dict[str, float] = {}
    for leg, weight in zip(legs, weights, strict=True):
        for memory_id, scaled in min_max(leg).items():
            fused[memory_id] = fused.get(memory_id, 0.0) + weight * scaled
    order = {memory_id: i for i, memory_id in enumerate(fused)}
    return sorted(fused.items(), key=lambda pair: (-pair[1], order[pair[0]]))


def fuse(
    keyword: Sequence[tuple[str, float]],
    vector: Sequence[tuple[str, float]],
    *,
    method: str,
    keyword_weight: float,
    rrf_k: int,
) -> list[tuple[str, float]]:
    """The two legs (each ``(id, score)`` best first) fused by ``method``."""
    if method == "rrf":
        return rrf_merge([[m for m, _ in keyword], [m for m, _ in vector]], k=rrf_k)
    return weighted_merge([keyword, vector], [keyword_weight, 1.0 - keyword_weight])


def display_score(kw_score: float, vec_score: float | None) -> float:
    """kw_score when BM25 found it, else three times the cosine (spec 9.7)."""
    return kw_score if kw_score > 0 else 3.0 * (vec_score or 0.0)


def keep(kw_score: float, vec_score: float | None, *, min_score: float) -> bool:
    """A hit found by vectors alone must reach min_score / 3 in cosine."""
    return kw_score > 0 or (vec_score or 0.0) >= min_score / 3.0
