"""What a recall returns: its hits, each with the stages that found it (``recall --explain``).

Apart from the other results (``results.py``) because a CLI recall imports this and none of
them: a frozen slotted dataclass costs ~1 ms of CPU to create.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import overload

from .model import MemoryEntry


@dataclass(slots=True)
class Stages:
    """Where one candidate of a recall stood at each stage (``search/pipeline.py``): its rank
    (1 first) and score in the keyword leg, the vector leg, the fusion and the rerank; none
    where that stage did not see it."""

    keyword_rank: int | None = None
    keyword_score: float = 0.0  # BM25, hot boost included
    vector_rank: int | None = None
    cosine: float | None = None
    fused_rank: int | None = None
    fused_score: float | None = None
    rerank_rank: int | None = None
    rerank_score: float | None = None

    def to_dict(self) -> dict[str, object]:
        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 6)

        return {
            "keyword": {"rank": self.keyword_rank, "score": rounded(self.keyword_score) if self.keyword_rank else None},
            "vector": {"rank": self.vector_rank, "cosine": rounded(self.cosine)},
            "fused": {"rank": self.fused_rank, "score": rounded(self.fused_score)},
            "rerank": {"rank": self.rerank_rank, "score": rounded(self.rerank_score)},
        }


@dataclass(frozen=True, slots=True)
class RecallHit:
    """One memory a recall found, with its fused score and what each leg gave it."""

    entry: MemoryEntry
    score: float
    kw_score: float
    vec_score: float | None = None
    rerank_score: float | None = None
    stages: Stages | None = field(default=None, compare=False)  # how it was found (recall --explain)

    def to_dict(self) -> dict[str, object]:
        e = self.entry
        return {
            "id": e.id,
            "content": e.content,
            "room": e.room,
            "category": e.category,
            "importance": e.importance,
            "execution_verified": e.execution_verified,
            "score": round(self.score, 6),
            "kw_score": round(self.kw_score, 6),
            "vec_score": None if self.vec_score is None else round(self.vec_score, 6),
            "rerank_score": None if self.rerank_score is None else round(self.rerank_score, 6),
            **({"superseded_by": e.superseded_by} if e.superseded_by else {}),
        }


@dataclass(frozen=True, slots=True)
class RecallResult(Sequence[RecallHit]):
    """The hits of one recall, plus how they were found: a sequence of ``RecallHit``."""

    hits: list[RecallHit]
    backend: str = "local"
    rerank: str = "off"
    notes: tuple[str, ...] = ()
    crowd: tuple[float, ...] = ()  # the query's cosines with the encoder's reference crowd (search/relevance.py)
    query: list[float] | None = field(default=None, compare=False)  # the query's vector (the encoder's, not local)

    @overload
    def __getitem__(self, index: int) -> RecallHit: ...
    @overload
    def __getitem__(self, index: slice) -> list[RecallHit]: ...
    def __getitem__(self, index: int | slice) -> RecallHit | list[RecallHit]:
        return self.hits[index]

    def __len__(self) -> int:
        return len(self.hits)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, list):
            return self.hits == other
        if isinstance(other, RecallResult):
            return (self.hits, self.backend, self.rerank, self.notes) == (
                other.hits,
                other.backend,
                other.rerank,
                other.notes,
            )
        return NotImplemented

    def __hash__(self) -> int:
        raise TypeError(f"unhashable type: '{type(self).__name__}'")  # its hits are a list

    def to_dict(self) -> dict[str, object]:
        return {
            "results": [h.to_dict() for h in self.hits],
            "backend": self.backend,
            "rerank": self.rerank,
            "notes": list(self.notes),
        }
