"""Typed results the facade returns (and the CLI prints); a recall's are in ``recall_results``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
