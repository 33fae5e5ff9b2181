"""A memory as a row of the ``memories`` table, the same in every store."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from ..model import FIELD_ORDER, MemoryEntry

# The columns ``entry_values`` gives, in this order (insert and update write them): the
# memory's fields (spec 9.2) after its id, with its text first, then its namespace and context.
VALUE_COLUMNS = ("content", *FIELD_ORDER[1:], "namespace", "context")
# The columns a MemoryEntry is read from, in this order.
ENTRY_COLUMNS = ", ".join(("id", *VALUE_COLUMNS))


def text_hash(text: str) -> str:
    """What the ``content_hash`` column holds for a memory's text (before the codec keys it)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def entry_from_row(row: Sequence[Any], codec: Any) -> MemoryEntry:
    """A row of ``ENTRY_COLUMNS`` as a memory, its sealed values opened by ``codec``."""
    return MemoryEntry(
        id=row[0],
        content=codec.open(row[1], b"content"),
        category=row[2],
        room=row[3],
        importance=row[4],
        execution_verified=bool(row[5]),
        access_count=row[6],
        last_accessed=row[7],
        source=codec.open(row[8], b"source"),
        created_at=row[9],
        redacted=tuple(label for label in row[10].split(",") if label),
        namespace=row[11],
        context=codec.open(row[12], b"context"),
    )


def entry_values(entry: MemoryEntry, codec: Any) -> tuple[object, ...]:
    """The values of ``VALUE_COLUMNS`` for ``entry``, sealed by ``codec`` where it seals."""
    return (
        codec.seal(entry.content, b"content"),
        entry.category,
        entry.room,
        entry.importance,
        entry.execution_verified,
        entry.access_count,
        entry.last_accessed,
        codec.seal(entry.source, b"source"),
        entry.created_at,
        ",".join(entry.redacted),
        entry.namespace,
        codec.seal(entry.context, b"context"),
    )
