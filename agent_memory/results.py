"""Typed results the facade returns (and the CLI prints)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from .conflicts import Conflict
from .model import MemoryEntry


@dataclass(frozen=True, slots=True)
class RememberResult:
    entry: MemoryEntry
    action: str  # "created", "merged" or "updated" (Memory.update)
    redacted: tuple[str, ...]
    conflicts: tuple[Conflict, ...]
    merged_ratio: float | None = None
    classified: bool = False  # no category was given: the digest's rules chose it
    supersedes: tuple[str, ...] = ()  # the earlier memories it says what holds instead of

    @property
    def id(self) -> str:
        return self.entry.id

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "id": self.entry.id,
            "action": self.action,
            "category": self.entry.category,
            "room": self.entry.room,
            "classified": self.classified,
            "redacted": list(self.redacted),
            "conflicts": [c.to_dict() for c in self.conflicts],
        }
        if self.supersedes:
            data["supersedes"] = list(self.supersedes)
        return data


@dataclass(frozen=True, slots=True)
class DigestReport:
    """A digest: the items found, which digester found them, the real token usage, what was applied."""

    items: tuple[Any, ...]  # digest.DigestItem
    digester: str
    windows: int
    usage: Any  # digest.Usage, or None when no model was asked
    notes: tuple[str, ...]
    applied: tuple[RememberResult, ...] = ()

    def to_dict(self) -> dict[str, object]:
        return {
            "digester": self.digester,
            "windows": self.windows,
            "usage": self.usage.to_dict() if self.usage is not None else None,
            "notes": list(self.notes),
            "items": [item.to_dict() for item in self.items],
            "applied": [result.to_dict() for result in self.applied],
        }


@dataclass(frozen=True, slots=True)
class SedimentReport:
    """One session log: what was read from it (new lines only), and the digest of that."""

    path: str
    format: str
    start: int
    lines: int
    turns: int
    malformed: int
    digest: DigestReport | None  # None: nothing new to digest
    read_to: int = 0  # digested up to this line; the lines after it wait for the next run (--max)

    def to_dict(self) -> dict[str, object]:
        return {
            "path": self.path,
            "format": self.format,
            "from_line": self.start + 1,
            "lines": self.lines,
            "digested_to_line": self.read_to,
            "turns": self.turns,
            "malformed_lines": self.malformed,
            "digest": self.digest.to_dict() if self.digest is not None else None,
        }


@dataclass(frozen=True, slots=True)
class RoomInfo:
    name: str
    title: str
    icon: str
    retention_days: int
    count: int
    description: str

    def to_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "title": self.title,
            "icon": self.icon,
            "retention_days": self.retention_days,
            "count": self.count,
            "description": self.description,
        }


@dataclass(frozen=True, slots=True)
class Stats:
    total: int
    by_room: dict[str, int]
    verified: int
    unverified: int
    hot: int
    cold: int
    hot_threshold: int
    average_importance: float
    content_bytes: int
    db_bytes: int
    store_bytes: int
    store_files: int
    encryption: str  # "on", "off", or why it is off although asked for
    namespace: str | None  # the one counted; None: every namespace
    namespaces: dict[str, int]  # every namespace of the store -> its memories
    db_name: str = "memory.db"  # what db_bytes measures: memory.db, or the PostgreSQL schema

    def to_dict(self) -> dict[str, object]:
        return {
            "namespace": self.namespace,
            "namespaces": dict(self.namespaces),
            "total": self.total,
            "by_room": dict(self.by_room),
            "verified": self.verified,
            "unverified": self.unverified,
            "hot": self.hot,
            "cold": self.cold,
            "hot_threshold": self.hot_threshold,
            "average_importance": round(self.average_importance, 2),
            "content_bytes": self.content_bytes,
            "db_bytes": self.db_bytes,
            "store_bytes": self.store_bytes,
            "store_files": self.store_files,
            "encryption": self.encryption,
        }


@dataclass(slots=True)
class SyncReport:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    unchanged: int = 0
    errors: list[tuple[str, str]] = field(default_factory=list)  # (path, message)
    restored: list[str] = field(default_factory=list)  # memories whose file another took: given a note again
    kept: list[str] = field(default_factory=list)  # memories whose note is gone, not deleted (see kept_why)
    kept_why: str = ""

    def to_dict(self) -> dict[str, object]:
        return {
            "added": self.added,
            "updated": self.updated,
            "deleted": self.deleted,
            "unchanged": self.unchanged,
            "errors": [{"path": p, "message": m} for p, m in self.errors],
            "restored": self.restored,
            "kept": self.kept,
            "kept_why": self.kept_why or None,
        }


@dataclass(frozen=True, slots=True)
class ImportReport:
    imported: int
    skipped: int
    source: str
    embedded: int = 0  # memories given a vector by the active offline encoder afterwards
    encoder: str = ""

    def to_dict(self) -> dict[str, object]:
        return {
            "imported": self.imported,
            "skipped": self.skipped,
            "source": self.source,
            "embedded": self.embedded,
            "encoder": self.encoder or None,
        }


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


@dataclass(frozen=True, slots=True)
class PruneReport:
    dry_run: bool
    as_of: str
    pruned: int
    by_reason: dict[str, int]
    by_room: dict[str, int]
    archive: str | None

    def to_dict(self) -> dict[str, object]:
        return {
            "dry_run": self.dry_run,
            "pruned": self.pruned,
            "by_reason": self.by_reason,
            "by_room": self.by_room,
            "archive": self.archive,
        }


@dataclass(frozen=True, slots=True)
class RestoreReport:
    restored: int
    skipped: int
    archive: str

    def to_dict(self) -> dict[str, object]:
        return {"restored": self.restored, "skipped": self.skipped, "archive": self.archive}
