"""Browsing what is stored: a page of memories newest first, and whether the namespace asked
for exists. Used by ``list`` and ``show`` (CLI and MCP alike); reads only, records no access."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import checks
from .errors import InvalidInputError
from .model import MemoryEntry

if TYPE_CHECKING:
    from .memory import Memory

MAX_PAGE = 100  # memories in one page at most
DEFAULT_PAGE = 20


@dataclass(frozen=True, slots=True)
class Page:
    entries: tuple[MemoryEntry, ...]
    total: int  # memories matching the filters, in every page
    offset: int
    limit: int

    @property
    def next_offset(self) -> int | None:
        """Where the next page starts; None on the last one."""
        following = self.offset + len(self.entries)
        return following if following < self.total else None

    def to_dict(self) -> dict[str, object]:
        return {
            "total": self.total,
            "offset": self.offset,
            "next_offset": self.next_offset,
            "memories": [summary(entry) for entry in self.entries],
        }


def summary(entry: MemoryEntry) -> dict[str, object]:
    """What a listing shows of a memory (``show`` gives every field)."""
    data: dict[str, object] = {
        "id": entry.id,
        "room": entry.room,
        "category": entry.category,
        "importance": entry.importance,
        "verified": entry.execution_verified,
        "created_at": entry.created_at,
        "content": entry.content,
    }
    if entry.namespace != "default":
        data["namespace"] = entry.namespace
    return data


def page(
    memory: Memory,
    *,
    room: str | None = None,
    verified: bool | None = None,
    limit: int = DEFAULT_PAGE,
    offset: int = 0,
) -> Page:
    """The memories of the namespace (every one with ``all_namespaces``), newest first."""
    if room is not None:
        checks.room(memory.config, room)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
        raise InvalidInputError(f"limit must be a whole number from 1 to {MAX_PAGE}, not {limit!r}", hint="e.g. 20")
    if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
        raise InvalidInputError(f"offset must be a whole number, 0 or more, not {offset!r}", hint="e.g. 0")
    entries, total = memory.store.newest(room=room, verified=verified, limit=limit, offset=offset)
    return Page(tuple(entries), total, offset, limit)


def missing_namespace(memory: Memory) -> str | None:
    """ "namespace 'x' holds no memories (...)" when the one read is empty while others are not:
    a typo in a namespace otherwise looks like an empty store."""
    if memory.all_namespaces:
        return None
    held = memory.store.namespaces()
    if not held or memory.namespace in held:
        return None
    names = ", ".join(f"{name} ({count})" for name, count in held.items())
    return f"namespace '{memory.namespace}' holds no memories; the store has: {names}"
