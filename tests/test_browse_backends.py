"""``list``'s page of memories (browse.py over the stores' ``newest``) on both backends."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.browse import missing_namespace, page

from .conftest import distinct_text
from .test_backends import pg_database, store_url  # noqa: F401 (the backend-shared fixtures)


def test_a_page_is_newest_first_filtered_and_scoped_on_each_backend(root: Path, store_url: str) -> None:  # noqa: F811
    now = [datetime(2026, 5, 1, 9, 0, tzinfo=UTC)]

    def clock() -> datetime:
        now[0] += timedelta(minutes=1)
        return now[0]

    with Memory(root, store=store_url, clock=clock) as memory:
        ids = [
            memory.remember(f"{word}: {distinct_text(i)}", category=cat, verified=i % 2 == 0).id
            for i, (word, cat) in enumerate(
                [
                    ("kafka", "decision"),
                    ("redis", "config"),
                    ("nginx", "config"),
                    ("vacuum", "event"),
                    ("grafana", "idea"),
                ]
            )
        ]
    with Memory(root, store=store_url, namespace="team-b", clock=clock) as other:
        other.remember("team b keeps its own runbook", category="project")
    with Memory(root, store=store_url) as memory:
        first = page(memory, limit=2)
        assert [e.id for e in first.entries] == ids[::-1][:2] and (first.total, first.next_offset) == (5, 2)
        last = page(memory, limit=2, offset=4)
        assert [e.id for e in last.entries] == [ids[0]] and last.next_offset is None
        assert [e.id for e in page(memory, room="configs").entries] == [ids[2], ids[1]]
        assert [e.id for e in page(memory, verified=True).entries] == [ids[4], ids[2], ids[0]]
        assert page(memory, verified=False, room="events").total == 1
        assert missing_namespace(memory) is None
    with Memory(root, store=store_url, all_namespaces=True) as everyone:
        assert page(everyone).total == 6 and page(everyone).entries[0].namespace == "team-b"
    with Memory(root, store=store_url, namespace="tema-b") as typo:
        assert page(typo).total == 0
        assert missing_namespace(typo) == "namespace 'tema-b' holds no memories; the store has: default (5), team-b (1)"


@pytest.mark.parametrize(("limit", "offset"), [(0, 0), (101, 0), (5, -1)])
def test_a_page_out_of_bounds_is_refused(memory: Memory, limit: int, offset: int) -> None:
    from agent_memory.errors import InvalidInputError

    with pytest.raises(InvalidInputError):
        page(memory, limit=limit, offset=offset)
