"""Fill a data root with N synthetic memories through the real import path (redaction, postings, notes)."""

from __future__ import annotations

import json
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory import Memory

from .corpus import memories

CHUNK = 10_000
START = datetime(2026, 1, 1, tzinfo=UTC)


def fill(root: Path, count: int, *, seed: int = 1) -> None:
    """Add memories until the store at ``root`` holds ``count`` (it may hold some already)."""
    with Memory(root) as memory:
        have = memory.store.count()
        if have >= count:
            return
        texts = memories(count, seed=seed)
        for _ in range(have):
            next(texts)
        with tempfile.TemporaryDirectory() as scratch:
            batch: list[str] = []
            for i in range(have, count):
                batch.append(json.dumps(entry(i, next(texts)), ensure_ascii=False))
                if len(batch) == CHUNK or i == count - 1:
                    path = Path(scratch) / "chunk.jsonl"
                    path.write_text("\n".join(batch) + "\n", "utf-8")
                    memory.import_file(path)
                    batch = []


def entry(i: int, text: str) -> dict[str, object]:
    """The ``i``-th memory of a filled store, as a JSONL export holds it."""
    moment = START + timedelta(seconds=i)
    return {
        "id": f"mem_{moment:%Y%m%d_%H%M%S}_{i % 65536:04x}",
        "content": text,
        "category": ("decision", "preference", "config", "project", "event")[i % 5],
        "room": ("decisions", "prefs", "configs", "projects", "events")[i % 5],
        "importance": 1 + i % 9,
        "execution_verified": i % 3 == 0,
        "access_count": i % 7,
        "last_accessed": None,
        "source": "benchmark",
        "created_at": moment.isoformat(),
        "redacted": [],
    }
