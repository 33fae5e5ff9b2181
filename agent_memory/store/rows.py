"""A memory as a row of the ``memories`` table, the same in every store."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from ..model import FIELD_ORDER, MemoryEntry

# The columns ``entry_values`` gives, in this order (insert and update write them): the
# memory's fields (spec 9.2) after its id, with its text first, then its namespace and context.
VALUE_COLUMNS = (
    "content",
    *FIELD_ORDER[1:],
    "namespace",
    "context",
    "happened_start",
    "happened_end",
    "superseded_by",
    "superseded_at",
)
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
        happened=span_text(row[13], row[14]),
        superseded_by=row[15],
        superseded_at=row[16],
    )


def span_text(start: str | None, end: str | None) -> str | None:
    """The ``happened`` field from its two columns: a day, or first and last day."""
    if not start:
        return None
    return start if not end or end == start else f"{start}/{end}"


def span_days(happened: str | None) -> tuple[str | None, str | None]:
    """The two columns of a ``happened`` field: its first and last day (the same for one day)."""
    if not happened:
        return None, None
    start, _, end = happened.partition("/")
    return start, end or start


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
        *span_days(entry.happened),
        entry.superseded_by,
        entry.superseded_at,
    )
