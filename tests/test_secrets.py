"""Secrets never leave (issue 7): not in requests to remote services, errors, logs, backups or archives."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from tests.fakes.servers import FakeAIServer

from .conftest import all_bytes_under

SECRET = "Qm2Lp9Rt4Wz1Nb5Cf3"
KEY = "jina_" + "Zx8Vb7Nm6Lk5Jh4Gf3Ds" * 2


@pytest.fixture
def remote(monkeypatch: pytest.MonkeyPatch):
    """Jina embeddings and rerank on a fake server; the vector backend is jina."""
    with FakeAIServer(api_key=KEY, dimensions=64) as server:
        monkeypatch.setenv("JINA_API_KEY", KEY)
        monkeypatch.setenv("JINA_BASE_URL", server.base_url)
        monkeypatch.setenv("HERMES_VECTOR_BACKEND", "jina")
        yield server


def test_no_secret_reaches_the_embedding_or_rerank_service(root: Path, remote: FakeAIServer) -> None:
    with Memory(root) as memory:
        memory.remember(f"config: the staging api_key={SECRET} for the billing worker", category="config")
        memory.remember("the billing worker retries webhooks three times", category="project")
        result = memory.recall(f"billing worker password: {SECRET}")
    assert result.hits and result.backend == "jina"
    paths = {request.path for request in remote.requests}
    assert any("embeddings" in p for p in paths) and any("rerank" in p for p in paths)
    for request in remote.requests:
        assert SECRET.encode() not in request.body, request.path
        assert KEY.encode() not in request.body  # the key travels in its header only
        assert request.headers.get("authorization") == f"Bearer {KEY}"


def test_errors_and_logs_do_not_repeat_a_secret_typed_by_mistake(cli, root: Path) -> None:
    wrong = f"password: {SECRET}"
    for args in (("remember", "x", "--category", wrong), ("remember", "x", "--category", wrong, "--json")):
        result = cli(*args)
        assert result.code == 2 and SECRET not in result.out + result.err
        assert "unknown category" in result.out + result.err
    hook_input = json.dumps({"transcript_path": f"/tmp/token={SECRET}.jsonl", "session_id": "s"}).encode()
    assert cli("hook", "session-end", stdin=hook_input).code == 0
    log = (root / "agent-memory.log").read_text("utf-8")
    assert "no such session file" in log and SECRET not in log


def test_backups_and_prune_archives_hold_no_secret(root: Path) -> None:
    moment = [datetime(2026, 12, 1, 9, 0, tzinfo=UTC)]
    with Memory(root, clock=lambda: moment[0]) as memory:
        memory.remember(f"密码是 {SECRET}，staging 用", category="config")
        memory.remember("a second memory, so the next day's first write makes a backup", category="event")
        moment[0] += timedelta(days=1)
        memory.remember("the first write of the next day", category="event")
        report = memory.prune(as_of=moment[0] + timedelta(days=30))
    assert report.pruned >= 1 and report.archive
    backups = list((root / "backups").iterdir())
    assert any(p.name.startswith("memory.db.") for p in backups) and any(p.name.startswith("prune_") for p in backups)
    for path, data in all_bytes_under(root):
        assert SECRET.encode() not in data, path
