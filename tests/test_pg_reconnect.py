"""A long-lived Memory on PostgreSQL outlives the server dropping it (issue 17, item 11).

The server's side is real: its backends are terminated with ``pg_terminate_backend`` (what a
restart does to them), or the line is cut by a proxy at a chosen message (``COMMIT``), so the
moment the connection goes is deterministic. Each test has a database of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from agent_memory import Memory
from agent_memory.errors import AgentMemoryError

from . import pg
from .fakes.tcp_proxy import CuttingProxy


@pytest.fixture
def url() -> Iterator[str]:
    with pg.database("am_reconnect") as found:
        yield found


@pytest.fixture
def proxy(url: str) -> Iterator[CuttingProxy]:
    parts = urlsplit(url)
    with CuttingProxy((parts.hostname or "127.0.0.1", parts.port or 5432)) as found:
        yield found


def _through(url: str, proxy: CuttingProxy) -> str:
    parts = urlsplit(url)
    return f"postgresql://{parts.username}@127.0.0.1:{proxy.port}{parts.path}?sslmode=disable"


def _terminate_backends(url: str) -> int:
    """Every other connection to the test's database, ended by the server (as a restart ends them)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        rows = db.execute(
            """SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid()"""
        ).fetchall()
    return len(rows)


def _contents(url: str) -> list[str]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        return sorted(row[0] for row in db.execute("SELECT content FROM agent_memory.memories"))


def test_a_long_lived_memory_goes_on_after_the_server_ends_its_connection(root: Path, url: str) -> None:
    with Memory(root, store=url) as memory:
        first = memory.remember("decision: the deploy runs on Fridays after the backup").entry.id
        facts = ["the cache is Redis 7.2 on port 6380", "standups are at 9:30 in room B", "CI runs on 4 cores"]
        for round_, fact in enumerate(facts):
            assert _terminate_backends(url) >= 1
            assert [hit.entry.id for hit in memory.recall("deploy Fridays").hits][:1] == [first]
            assert _terminate_backends(url) >= 1
            memory.remember(fact)
            assert _terminate_backends(url) >= 1
            assert memory.stats().total == 2 + round_
    assert len(_contents(url)) == 4


def test_it_waits_for_a_server_that_takes_a_while_to_come_back(
    root: Path, url: str, proxy: CuttingProxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Memory(root, store=_through(url, proxy)) as memory:
        memory.remember("decision: the deploy runs on Fridays after the backup")
        proxy.refuse(3)  # three attempts find no server
        proxy.cut()
        before = proxy.attempts
        assert memory.recall("deploy Fridays").hits
        assert proxy.attempts == before + 4  # the fourth, after a backoff, got through

        from agent_memory.store import pg_connection

        monkeypatch.setattr(pg_connection, "RECONNECT_DELAYS", (0.01, 0.01))  # give up after three tries
        proxy.refuse(10)
        proxy.cut()
        with pytest.raises(AgentMemoryError, match="does not answer"):
            memory.recall("deploy Fridays")
        proxy.refuse(0)
        assert memory.recall("deploy Fridays").hits  # the next call connects again


def test_a_write_whose_commit_answer_was_lost_is_done_once(root: Path, url: str, proxy: CuttingProxy) -> None:
    with Memory(root, store=_through(url, proxy)) as memory:
        memory.remember("decision: the deploy runs on Fridays after the backup")
        proxy.cut_at(b"COMMIT", delivered=True)  # the server commits; its answer never arrives
        result = memory.remember("config: the cache is Redis 7.2 on port 6380")
        assert proxy.fired.is_set() and result.action == "created"
        assert _contents(url).count("config: the cache is Redis 7.2 on port 6380") == 1
        memory.verify(result.entry.id)  # and it goes on
        assert memory.get(result.entry.id).execution_verified


def test_a_write_cut_off_before_its_commit_says_nothing_was_written(root: Path, url: str, proxy: CuttingProxy) -> None:
    with Memory(root, store=_through(url, proxy)) as memory:
        memory.remember("decision: the deploy runs on Fridays after the backup")
        proxy.cut_at(b"COMMIT", delivered=False)
        with pytest.raises(AgentMemoryError, match="nothing was written"):
            memory.remember("config: the cache is Redis 7.2 on port 6380")
        assert proxy.fired.is_set()
        assert "config: the cache is Redis 7.2 on port 6380" not in _contents(url)
        memory.remember("config: the cache is Redis 7.2 on port 6380")  # run again: once
        assert _contents(url).count("config: the cache is Redis 7.2 on port 6380") == 1
