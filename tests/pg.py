"""A PostgreSQL database of its own for a test module (``$AGENT_MEMORY_TEST_PG``, else 127.0.0.1:5432).

Without a server with pgvector the tests that need one are skipped with the reason (in CI they fail).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

# read at import: the autouse fixture that isolates each test removes every AGENT_MEMORY_* variable
SERVER = os.environ.get("AGENT_MEMORY_TEST_PG") or "postgresql://postgres@127.0.0.1:5432/postgres"


def _reachable() -> bool:
    try:
        import psycopg

        with psycopg.connect(SERVER, connect_timeout=3, autocommit=True) as db:
            return db.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone() is not None
    except Exception:
        return False


@contextmanager
def database(prefix: str) -> Iterator[str]:
    """The URL of a new, empty database named ``PREFIX_PID``, dropped afterwards."""
    if not _reachable():
        reason = "no PostgreSQL with pgvector on 127.0.0.1 (set AGENT_MEMORY_TEST_PG, or run .ci/postgres)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    import psycopg

    name = f"{prefix}_{os.getpid()}"
    with psycopg.connect(SERVER, autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        db.execute(f"CREATE DATABASE {name}")
    try:
        yield SERVER.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(SERVER, autocommit=True) as db:
            db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
