"""Reciprocal rank fusion (spec 9.7): rank-based, so the legs' score scales never matter."""

from __future__ import annotations

from collections.abc import Sequence


def rrf_merge(rankings: Sequence[Sequence[str]], *, k: int = 60) -> list[tuple[str, float]]:
    """ids by descending sum of 1 / (k + rank) over the lists (rank from 1); ties keep first-seen order."""
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, memory_id in enumerate(ranking, start=1):
            scores[memory_id] = scores.get(memory_id, 0.0) + 1.0 / (k + rank)
    order = {memory_id: i for i, memory_id in enumerate(scores)}
    return sorted(scores.items(), key=lambda pair: (-pair[1], order[pair[0]]))


def display_score(kw_score: float, vec_score: float | None) -> float:
    """kw_score when BM25 found it, else three times the cosine (spec 9.7)."""
    return kw_score if kw_score > 0 else 3.0 * (vec_score or 0.0)


def keep(kw_score: float, vec_score: float | None, *, min_score: float) -> bool:
    """A hit found by vectors alone must reach min_score / 3 in cosine."""
    return kw_score > 0 or (vec_score or 0.0) >= min_score / 3.0
