"""The backend-shared suite: every test runs on the embedded SQLite store and on PostgreSQL + pgvector.

PostgreSQL comes from ``$AGENT_MEMORY_TEST_PG`` (CI sets it, see .ci/postgres), else a server
on 127.0.0.1:5432 is tried; without one these tests are skipped with the reason (in CI they fail).
Each test gets a fresh ``agent_memory`` schema in a database made for this run.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import NotFoundError
from agent_memory.search.bm25 import keyword_rank

from .conftest import BOUND

WORDS = (
    "postgres kafka redis nginx deploy rollback cache queue latency vendor staging cluster backup cron "
    "grafana alert oncall runbook quarter migration index vacuum replica failover budget invoice "
    "部署 缓存 回滚 监控 告警 数据库 队列 延迟"
).split()


# read at import: the autouse fixture that isolates each test removes every AGENT_MEMORY_* variable
_TEST_PG = os.environ.get("AGENT_MEMORY_TEST_PG") or "postgresql://postgres@127.0.0.1:5432/postgres"


def _server_url() -> str | None:
    url = _TEST_PG
    try:
        import psycopg

        with psycopg.connect(url, connect_timeout=3, autocommit=True) as db:
            if not db.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone():
                return None
    except Exception:
        return None
    return url


@pytest.fixture(scope="session")
def pg_database() -> str:
    url = _server_url()
    if url is None:
        reason = "no PostgreSQL with pgvector on 127.0.0.1 (set AGENT_MEMORY_TEST_PG, or run .ci/postgres)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    import psycopg

    name = f"am_test_{os.getpid()}"
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS {name}")
        db.execute(f"CREATE DATABASE {name}")
    yield url.rsplit("/", 1)[0] + "/" + name
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest) -> str:
    if request.param == "sqlite":
        return ""
    url = request.getfixturevalue("pg_database")
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        db.execute("DROP SCHEMA IF EXISTS agent_memory CASCADE")
    return url


START = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


def _open(root: Path, url: str, **kwargs: object) -> Memory:
    return Memory(root, store=url, clock=lambda: START, **kwargs)  # type: ignore[arg-type]


def test_the_write_and_read_paths(root: Path, store_url: str) -> None:
    with _open(root, store_url) as memory:
        decision = memory.remember("决定：主数据库用 PostgreSQL 16，放弃 MySQL", category="decision", importance=8)
        config = memory.remember("config: staging listens on 8443, password: hunter2", category="config")
        assert config.redacted == ("password",) and "hunter2" not in config.entry.content
        assert memory.remember("决定：主数据库用 PostgreSQL 16，放弃 MySQL!").action == "merged"
        hits = memory.recall("数据库 PostgreSQL")
        assert hits.hits[0].entry.id == decision.entry.id and hits.hits[0].entry.access_count == 1
        assert memory.verify(config.entry.id).execution_verified
        stats = memory.stats()
        assert (stats.total, stats.verified, stats.by_room["decisions"]) == (2, 1, 1)
        assert [name for name, _, _ in memory.graph_top(5)] == ["MySQL", "PostgreSQL"]
        assert memory.forget(config.entry.id).id == config.entry.id
        with pytest.raises(NotFoundError):
            memory.get(config.entry.id)
        assert memory.stats().total == 1


def test_vectors_find_by_meaning_not_only_words(root: Path, store_url: str) -> None:
    with _open(root, store_url) as memory:
        target = memory.remember("the nightly backups are uploaded to the minio bucket").entry
        memory.remember("frontend builds use vite and pnpm")
        found = memory.vsearch("nightly backup uploads", top_k=3)
        assert found.backend == "local" and found.hits[0].id == target.id and found.hits[0].cosine > 0.3


def _corpus(count: int, seed: int) -> list[dict[str, object]]:
    rng = random.Random(seed)
    out = []
    for i in range(count):
        moment = START - timedelta(days=40) + timedelta(minutes=i)
        words = rng.choices(WORDS, k=rng.randint(3, 14))
        out.append(
            {
                "id": f"mem_{moment:%Y%m%d_%H%M%S}_{i:04x}",
                "content": " ".join(words) + f" note {i}",
                "category": ("decision", "config", "event")[i % 3],
                "room": ("decisions", "configs", "events")[i % 3],
                "importance": 1 + i % 9,
                "execution_verified": i % 4 == 0,
                "access_count": i % 7,
                "created_at": moment.isoformat(),
                "namespace": ("default", "team-b")[i % 5 == 0],
            }
        )
    return out


def test_bm25_gives_the_same_scores_on_both_backends(root: Path, tmp_path: Path, pg_database: str) -> None:
    import psycopg

    with psycopg.connect(pg_database, autocommit=True) as db:
        db.execute("DROP SCHEMA IF EXISTS agent_memory CASCADE")
    source = tmp_path / "corpus.jsonl"
    source.write_text("\n".join(json.dumps(e, ensure_ascii=False) for e in _corpus(400, seed=7)), "utf-8")
    with _open(tmp_path / "lite", "") as lite, _open(tmp_path / "pg", pg_database) as pg:
        assert lite.import_file(source).imported == pg.import_file(source).imported == 400
        assert lite.store.corpus() == pg.store.corpus()
        settings = lite.config.retrieval
        for query in ("postgres kafka", "rollback deploy staging", "缓存 延迟", "vacuum replica failover budget", "监"):
            for room in (None, "configs"):
                a = keyword_rank(lite.store, query, room=room, settings=settings, limit=30)
                b = keyword_rank(pg.store, query, room=room, settings=settings, limit=30)
                assert [h.id for h in a] == [h.id for h in b], query
                assert [h.score for h in a] == pytest.approx([h.score for h in b], rel=1e-12, abs=1e-12)
                assert a, query
        ids = lambda m: [h.entry.id for h in m.recall("rollback deploy staging", top_k=10, record_access=False)]  # noqa: E731
        assert ids(lite) == ids(pg)


def test_namespaces_on_each_backend(root: Path, store_url: str) -> None:
    with _open(root, store_url, namespace="team-a") as a, _open(root, store_url, namespace="team-b") as b:
        mine = a.remember("the vpn gateway lives in frankfurt").entry
        theirs = b.remember("the vpn gateway moved to amsterdam").entry
        assert [h.entry.id for h in a.recall("vpn gateway")] == [mine.id]
        assert [h.id for h in b.vsearch("vpn gateway", top_k=5).hits] == [theirs.id]
        assert a.stats().total == 1 and a.stats().namespaces == {"team-a": 1, "team-b": 1}
        with pytest.raises(NotFoundError):
            a.verify(theirs.id)
        report = a.prune(as_of=START + timedelta(days=30))
        assert report.pruned == 1 and b.stats().total == 1
    with _open(root, store_url, all_namespaces=True) as both:
        assert both.recall("vpn gateway amsterdam").hits[0].entry.id == theirs.id


def test_export_writes_notes_on_each_backend(root: Path, tmp_path: Path, store_url: str) -> None:
    with _open(root, store_url, namespace="ops") as memory:
        entry = memory.remember("the pager rotation changes on mondays").entry
        assert memory.export_hermes_lite(tmp_path / "out") == 1
    note = (tmp_path / "out" / "store" / f"{entry.id}.md").read_text("utf-8")
    assert "namespace: ops" in note and "pager rotation" in note
    assert (root / "store" / f"{entry.id}.md").exists() == (not store_url)  # no mirror on PostgreSQL


def test_the_cli_on_each_backend(cli, store_url: str) -> None:
    env = {"AGENT_MEMORY_STORE_URL": store_url} if store_url else {}
    made = cli("remember", "ci caches the wheels in the runner", "--json", env=env)
    assert made.code == 0, made.err
    found = cli("recall", "wheels runner", "--json", env=env).json()["results"]
    assert [r["id"] for r in found] == [made.json()["id"]]
    missing = cli("forget", "mem_20200101_000000_abcd", env=env)
    assert missing.code == 1 and "Traceback" not in missing.err


def test_a_bad_server_is_a_clear_error(cli) -> None:
    run = cli("recall", "x", "--store", "postgresql://nobody:s3cret-pw@127.0.0.1:1/none")
    assert run.code != 0 and "cannot connect" in run.err and "s3cret-pw" not in run.err and "Traceback" not in run.err
    wrong = cli("recall", "x", "--store", "mysql://localhost/x")
    assert wrong.code == 2 and "postgresql://" in wrong.err


_WRITER = """
import sys, uuid
from agent_memory import Memory
root, url, worker = sys.argv[1], sys.argv[2], int(sys.argv[3])
with Memory(root, store=url) as memory:
    for i in range(25):
        result = memory.remember(f"{uuid.uuid4().hex} w{worker}x{i}q {uuid.uuid4().hex}")
        print(result.entry.id, flush=True)
"""


def test_four_writer_processes_lose_nothing(tmp_path: Path, pg_database: str) -> None:
    import psycopg

    with psycopg.connect(pg_database, autocommit=True) as db:
        db.execute("DROP SCHEMA IF EXISTS agent_memory CASCADE")
    env = {**os.environ, "HERMES_VECTOR_BACKEND": "local"}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(tmp_path / "root"), pg_database, str(w)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        for w in range(4)
    ]
    journal = []
    for proc in procs:
        out, err = proc.communicate(timeout=BOUND)
        assert proc.returncode == 0, err.decode()
        journal += out.decode().split()
    assert len(journal) == len(set(journal)) == 100
    with Memory(tmp_path / "root", store=pg_database) as memory:
        assert memory.stats().total == 100
        assert set(memory.store.get_many(journal)) == set(journal)
        assert memory.store.corpus()[0] == 100
        for w in range(4):
            assert f" w{w}x7q " in memory.recall(f"w{w}x7q", top_k=1).hits[0].entry.content


def test_migrate_to_postgresql_and_back(tmp_path: Path, pg_database: str, cli) -> None:
    import psycopg

    with psycopg.connect(pg_database, autocommit=True) as db:
        db.execute("DROP SCHEMA IF EXISTS agent_memory CASCADE")
    source = tmp_path / "corpus.jsonl"
    corpus = _corpus(120, seed=3)
    source.write_text("\n".join(json.dumps(e, ensure_ascii=False) for e in corpus), "utf-8")
    lite, back = tmp_path / "lite", tmp_path / "back"
    with _open(lite, "") as memory:
        memory.import_file(source)
    there = cli("--root", str(lite), "migrate", "--to", pg_database, "--json", use_root=False)
    assert there.code == 0, there.err
    report = there.json()
    assert report["copied"] == 120 and report["counts_equal"] and report["recalls_equal"] == report["recalls_compared"]
    assert report["copy"] == {"default": 96, "team-b": 24}
    again = cli("--root", str(lite), "migrate", "--to", pg_database, "--json", use_root=False).json()
    assert (again["copied"], again["skipped"]) == (0, 120)
    home = cli("--root", str(lite), "--store", pg_database, "migrate", "--to", str(back), "--json", use_root=False)
    assert home.code == 0, home.err
    assert home.json()["copied"] == 120 and home.json()["counts_equal"]
    with _open(back, "", all_namespaces=True) as memory:
        entries = memory.store.get_many([e["id"] for e in corpus])
        assert len(entries) == 120
        for item in corpus:
            entry = entries[item["id"]]
            assert (entry.content, entry.access_count, entry.namespace, entry.execution_verified) == (
                item["content"],
                item["access_count"],
                item["namespace"],
                item["execution_verified"],
            )
        assert len(list((back / "store").glob("*.md"))) == 120
        assert memory.vsearch(str(corpus[5]["content"]), top_k=1).hits[0].id == corpus[5]["id"]


def test_doctor_and_stats_name_the_server(cli, pg_database: str) -> None:
    import psycopg

    with psycopg.connect(pg_database, autocommit=True) as db:
        db.execute("DROP SCHEMA IF EXISTS agent_memory CASCADE")
    env = {"AGENT_MEMORY_STORE_URL": pg_database}
    assert cli("remember", "the wiki lives at wiki.internal", env=env).code == 0
    stats = cli("stats", "--json", env=env).json()
    assert stats["total"] == 1 and stats["db_bytes"] > 0 and stats["store_files"] == 0
    doctor = cli("doctor", "--offline", "--json", env=env)
    assert doctor.code == 0, doctor.out
    assert any(c["check"] == "store" and c["ok"] and "1 memories" in c["detail"] for c in doctor.json())
    refused = cli("sync", env=env)
    assert refused.code == 2 and "postgres_markdown" in refused.err
    down = cli("doctor", "--offline", env={"AGENT_MEMORY_STORE_URL": "postgresql://u:pw-9z@127.0.0.1:1/x"})
    assert down.code == 1 and "cannot connect" in down.out and "pw-9z" not in down.out + down.err
