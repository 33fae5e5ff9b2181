"""Replies carry their question: a memory's context is searched with it, never shown as it,
redacted like its text, and kept through notes, sync, reindex, export and import (issue 18
item 5); digest and sediment keep the turn before a reply when that turn asks something."""

from __future__ import annotations

import base64
import json
import sqlite3
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.config import load_config
from agent_memory.search.bm25 import keyword_rank
from agent_memory.turns import ReplyContext
from tests.conftest import DROP_13

from .fakes.servers import FakeAIServer

YOGA = ("About 3 years now. Tuesday and Thursday mornings before work.", "How long have you been doing yoga?")
FLAT = ("About 3 years now, since the pandemic.", "How long have you lived in your apartment?")


def keyword_ids(memory: Memory, query: str) -> list[str]:
    hits = keyword_rank(memory.store, query, room=None, settings=memory.config.retrieval, limit=10)
    return [hit.id for hit in hits]


def replies(memory: Memory) -> tuple[str, str]:
    yoga = memory.remember(YOGA[0], context=YOGA[1]).entry.id
    flat = memory.remember(FLAT[0], context=FLAT[1]).entry.id
    memory.remember("Two cats, Miso and Tofu. Miso is the grumpy one.", context="Do you have any pets?")
    return yoga, flat


def test_the_question_finds_the_reply_and_only_the_reply_is_shown(memory: Memory) -> None:
    yoga, flat = replies(memory)
    assert keyword_ids(memory, "how long have I been doing yoga")[0] == yoga
    assert keyword_ids(memory, "which apartment do I live in")[0] == flat
    hit = memory.recall("yoga").hits[0]
    assert hit.entry.id == yoga and hit.entry.content == YOGA[0] and hit.entry.context == YOGA[1]
    assert "yoga" not in json.dumps(hit.to_dict())  # what recall shows: the reply
    block = memory.context("how long have I been doing yoga")
    assert yoga in block.ids and YOGA[0] in block.text and "yoga" not in block.text


def test_the_same_reply_to_two_questions_is_two_memories(memory: Memory) -> None:
    first = memory.remember("About 3 years now.", context="How long have you been doing yoga?")
    second = memory.remember("About 3 years now.", context="How long have you lived in your apartment?")
    again = memory.remember("About 3 years now.", context="How long have you been doing yoga?")
    assert (first.action, second.action, again.action) == ("created", "created", "merged")
    assert again.entry.id == first.entry.id and memory.store.count() == 2
    assert keyword_ids(memory, "apartment") == [second.entry.id]


def test_a_context_is_redacted_and_labelled(memory: Memory) -> None:
    made = memory.remember("Yes, that one works.", context="Is the staging password hunter2x9 still valid?")
    entry = memory.get(made.entry.id)
    assert "hunter2x9" not in (entry.context or "") and "[已脱敏:password]" in (entry.context or "")
    assert "password" in made.redacted and "password" in entry.redacted


def test_an_empty_context_is_none_and_a_wrong_one_is_refused(memory: Memory) -> None:
    assert memory.remember("plain memory", context="  ").entry.context is None
    from agent_memory.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="context"):
        memory.remember("another memory", context="a\x00b")


def test_the_context_lives_in_the_note_and_survives_sync_and_reindex(root: Path) -> None:
    with Memory(root) as memory:
        yoga, _ = replies(memory)
    note = root / "store" / f"{yoga}.md"
    assert f"context: {YOGA[1]}" in note.read_text("utf-8")
    with Memory(root) as memory:
        memory.reindex()
        assert memory.get(yoga).context == YOGA[1]
        assert keyword_ids(memory, "doing yoga")[0] == yoga
    edited = note.read_text("utf-8").replace(
        f"context: {YOGA[1]}", 'context: "Which sport do you practise?\\nAnd how often?"'
    )
    note.write_text(edited, "utf-8")
    with Memory(root) as memory:
        assert yoga in memory.sync().updated
        assert memory.get(yoga).context == "Which sport do you practise?\nAnd how often?"
        assert keyword_ids(memory, "sport practise")[0] == yoga and yoga not in keyword_ids(memory, "yoga")
        memory.reindex()  # a context of two lines round-trips through the frontmatter
        assert memory.get(yoga).context == "Which sport do you practise?\nAnd how often?"


def test_export_and_import_keep_the_context(root: Path, tmp_path: Path) -> None:
    with Memory(root) as memory:
        yoga, _ = replies(memory)
        memory.export_jsonl(tmp_path / "out.jsonl")
        memory.export_hermes_lite(tmp_path / "lite")
    lines = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text("utf-8").splitlines()]
    assert next(line for line in lines if line["id"] == yoga)["context"] == YOGA[1]
    index = json.loads((tmp_path / "lite" / "index.json").read_text("utf-8"))
    assert next(entry for entry in index if entry["id"] == yoga)["context"] == YOGA[1]
    for source in (tmp_path / "out.jsonl", tmp_path / "lite" / "index.json"):
        with Memory(tmp_path / f"copy-{source.name}") as copy:
            assert copy.import_file(source).imported == 3
            assert copy.get(yoga).context == YOGA[1] and keyword_ids(copy, "yoga")[0] == yoga


def test_the_cli_takes_a_context(cli, root: Path) -> None:
    made = cli("remember", YOGA[0], "--context", YOGA[1], "--json")
    assert made.code == 0, made.err
    found = cli("recall", "how long yoga", "--json").json()["results"]
    assert found[0]["id"] == made.json()["id"] and found[0]["content"] == YOGA[0]
    assert "yoga" not in json.dumps(found[0])


def test_the_dense_embedder_is_given_the_context_with_the_text(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with FakeAIServer(api_key="sk-embed-test-0000") as server:
        monkeypatch.setenv("HERMES_VECTOR_BACKEND", "openai")
        monkeypatch.setenv("OPENAI_API_KEY", server.api_key)
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        with Memory(root) as memory:
            memory.remember(YOGA[0], context=YOGA[1])
            memory.recall("yoga")
        embedded = [
            text
            for request in server.requests
            if request.path.endswith("/embeddings") and isinstance(request.json, dict)
            for text in (request.json["input"] if isinstance(request.json["input"], list) else [request.json["input"]])
        ]
    assert f"{YOGA[1]}\n{YOGA[0]}" in embedded


def test_a_store_from_before_contexts_gains_the_column(root: Path) -> None:
    with Memory(root) as memory:
        kept = memory.remember("the nightly backup runs at 03:00").entry.id
    with sqlite3.connect(root / "memory.db") as db:
        db.executescript(DROP_13 + "ALTER TABLE memories DROP COLUMN context; PRAGMA user_version = 10;")
    with Memory(root) as memory:
        assert memory.store.schema_version >= 11 and memory.get(kept).context is None
        assert memory.remember(YOGA[0], context=YOGA[1]).entry.context == YOGA[1]


def test_an_encrypted_store_seals_the_context(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("cryptography")
    monkeypatch.setenv("HERMES_ENCRYPT", "on")
    monkeypatch.setenv("HERMES_MASTER_KEY", base64.urlsafe_b64encode(bytes(range(32))).decode())
    with Memory(root) as memory:
        yoga = memory.remember(YOGA[0], context="Which martial art do you practise? Kyokushin?").entry.id
        assert keyword_ids(memory, "kyokushin") == [yoga]
        assert memory.get(yoga).context == "Which martial art do you practise? Kyokushin?"
    data = b"".join(path.read_bytes() for path in root.glob("memory.db*"))
    assert b"Kyokushin" not in data


# ---- which turn a reply keeps -----------------------------------------------------------


@pytest.fixture(scope="module")
def rule() -> ReplyContext:
    return ReplyContext.of(load_config(None).digest)


@pytest.mark.parametrize(
    "turn",
    [
        "How long have you been doing yoga?",
        "Night shifts must be tough. How many do you work a week",
        "Tell me about your cats.",
        "Please describe the deployment pipeline.",
        "What about the staging database",
        "你现在做什么工作？",
        "你一个人住吗",
        "说说你周末一般怎么过",
        "对了，房子的事",
    ],
)
def test_a_turn_that_asks_is_kept(rule: ReplyContext, turn: str) -> None:
    assert rule.keep(turn) == " ".join(turn.split())


@pytest.mark.parametrize(
    "turn",
    ["Great, thanks for letting me know.", "I see. The migration finished at noon.", "好的，记下了。", "", None],
)
def test_a_turn_that_asks_nothing_is_not_kept(rule: ReplyContext, turn: str | None) -> None:
    assert rule.keep(turn) is None


def test_a_long_turn_keeps_what_it_asks(rule: ReplyContext) -> None:
    explanation = "The cluster has three nodes and the backups run nightly to the bucket. " * 20
    kept = rule.keep(explanation + "Which region should the replica go to?")
    assert kept == "Which region should the replica go to?"
    many = " ".join(f"Question number {i} about the cluster?" for i in range(40))
    kept = rule.keep(many)
    assert kept is not None and len(kept) <= rule.max_chars and kept.endswith("number 39 about the cluster?")


def test_digest_keeps_the_asking_turn_before_each_reply(memory: Memory) -> None:
    text = (
        "assistant: Which editor do you use at work?\n"
        "user: I prefer Neovim with the lazy plugin manager.\n"
        "assistant: Noted, thanks.\n"
        "user: We decided to move CI to GitHub Actions.\n"
        "助手: 你们最后选了哪个数据库？\n"
        "用户: 我们决定用 PostgreSQL 16 做主库。"
    )
    report = memory.digest(text, apply=True)
    contexts = {item.content: item.context for item in report.items}
    assert contexts == {
        "Preference: Neovim with the lazy plugin manager": "Which editor do you use at work?",
        "Decision: move CI to GitHub Actions": None,
        "决定：PostgreSQL 16 做主库": "你们最后选了哪个数据库？",
    }
    neovim = next(result.entry for result in report.applied if "Neovim" in result.entry.content)
    assert neovim.context == "Which editor do you use at work?"
    assert keyword_ids(memory, "editor at work")[0] == neovim.id


def test_a_reply_opening_the_next_window_keeps_the_turn_that_ended_the_last(memory: Memory) -> None:
    question = "assistant: " + "We talked about many things today and more. " * 10 + "Which shell do you prefer?"
    text = question + "\nuser: I prefer fish with the starship prompt."
    window = memory.config.digest.window_chars
    padded = "user: " + "filler words without any rule. " * (window // 30) + "\n" + text
    report = memory.digest(padded)
    (item,) = [item for item in report.items if "fish" in item.content]
    assert item.context == "Which shell do you prefer?" and report.windows >= 2


def test_sediment_keeps_the_question_before_a_reply(memory: Memory, tmp_path: Path) -> None:
    base = {"sessionId": "7a1b", "cwd": "/work/app", "version": "2.0.0"}
    records = [
        {
            **base,
            "type": "assistant",
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": "Which port should staging listen on?"}],
            },
        },
        {**base, "type": "user", "message": {"role": "user", "content": "Config: staging listens on 8443"}},
    ]
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(json.dumps(record) for record in records) + "\n", "utf-8")
    (report,) = memory.sediment([path], apply=True)
    assert report.digest is not None
    (result,) = report.digest.applied
    assert result.entry.context == "Which port should staging listen on?"
