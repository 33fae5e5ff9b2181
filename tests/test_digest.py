"""digest (spec 3 Phase 5): the rule digester, the LLM digester through a fake chat server, fallbacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.config import load_config
from agent_memory.digest import RuleDigester, sentences, windows
from tests.fakes.servers import FakeChatServer, count_tokens

from .conftest import files_snapshot

RULES = RuleDigester(load_config(None).digest)

# (text, [(category, content)]) — what the rule digester must find, and nothing else
SAMPLES: list[tuple[str, list[tuple[str, str]]]] = [
    ("决定：主数据库用 PostgreSQL 16", [("decision", "决定：主数据库用 PostgreSQL 16")]),
    ("经过讨论，我们决定采用 Kafka 做消息队列。", [("decision", "决定：Kafka 做消息队列")]),
    ("最终决定使用 Redis 7.2 作为缓存", [("decision", "决定：Redis 7.2 作为缓存")]),
    ("敲定：下周一发布 v2.1", [("decision", "决定：下周一发布 v2.1")]),
    ("偏好：代码注释用英文", [("preference", "偏好：代码注释用英文")]),
    ("我更喜欢用 pytest 写测试", [("preference", "偏好：用 pytest 写测试")]),
    ("我习惯先写测试再写实现。", [("preference", "偏好：先写测试再写实现")]),
    ("配置：staging 端口 8443", [("config", "配置：staging 端口 8443")]),
    ("参数：max_connections 设为 200", [("config", "配置：max_connections 设为 200")]),
    ("项目：Atlas 迁移到 Kubernetes", [("project", "项目：Atlas 迁移到 Kubernetes")]),
    ("事件：3 月 2 日数据库主从切换", [("event", "事件：3 月 2 日数据库主从切换")]),
    ("支付服务昨天已上线", [("event", "事件：支付服务昨天已上线")]),
    ("Decision: move CI to GitHub Actions", [("decision", "Decision: move CI to GitHub Actions")]),
    ("We decided to drop MySQL support.", [("decision", "Decision: drop MySQL support")]),
    ("The team agreed on weekly releases", [("decision", "Decision: weekly releases")]),
    ("I prefer tabs over spaces.", [("preference", "Preference: tabs over spaces")]),
    ("I would rather use Poetry than pip-tools", [("preference", "Preference: Poetry than pip-tools")]),
    (
        "config: the staging database lives on port 5433",
        [("config", "Config: the staging database lives on port 5433")],
    ),
    ("We set log_level to debug on staging", [("config", "Config: log_level to debug on staging")]),
    ("Project: Atlas, a billing rewrite in Go", [("project", "Project: Atlas, a billing rewrite in Go")]),
    ("We're building a CLI for the memory store", [("project", "Project: a CLI for the memory store")]),
    ("We shipped v3.0 to production on Monday", [("event", "Event: We shipped v3.0 to production on Monday")]),
    # several in one text, with speakers, and a decision in each language
    (
        "用户: 我们决定：缓存用 Redis。\n助手: 好的，已记录。\nuser: I prefer short functions. Thanks!",
        [("decision", "决定：缓存用 Redis"), ("preference", "Preference: short functions")],
    ),
    # nothing to remember
    ("你好，今天天气怎么样？", []),
    ("Can you explain how BM25 works?", []),
    ("好的，谢谢！", []),
    ("Let me think about it.", []),
]


@pytest.mark.parametrize(("text", "expected"), SAMPLES, ids=[s[0][:24] for s in SAMPLES])
def test_the_rule_digester_finds_what_each_sample_holds(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(item.category, item.content) for item in RULES.digest(text)] == expected


def test_samples_cover_both_languages() -> None:
    chinese = [t for t, _ in SAMPLES if any("\u4e00" <= ch <= "\u9fff" for ch in t)]
    assert len(SAMPLES) >= 20 and len(chinese) >= 10 and len(SAMPLES) - len(chinese) >= 10


def test_rule_items_take_their_importance_from_config() -> None:
    items = RULES.digest("决定：用 Go。事件：周五发布了 1.0")
    assert [(item.category, item.importance) for item in items] == [("decision", 7), ("event", 4)]


def test_long_input_is_split_into_windows_not_cut() -> None:
    filler = "这是一段没有要点的闲聊内容，用来把文本撑长。" * 20 + "\n"
    text = (
        "决定：第一条放在开头。\n" + filler * 30 + "决定：第二条放在中间。\n" + filler * 30 + "决定：第三条放在结尾。\n"
    )
    assert len(text) > 3 * 8000
    pieces = windows(text, 8000)
    assert all(len(piece) <= 8000 for piece in pieces) and "".join(pieces) == text
    found = {item.content for piece in pieces for item in RULES.digest(piece)}
    assert {"决定：第一条放在开头", "决定：第二条放在中间", "决定：第三条放在结尾"} <= found


def test_sentences_split_chinese_and_english_and_drop_speakers() -> None:
    assert sentences("用户: 第一句。第二句！\nassistant: One. Two?") == ["第一句。", "第二句！", "One.", "Two?"]


# ---- the LLM digester, through the fake chat server ---------------------------------------


def items_reply(request: dict) -> str:
    """A model that finds the lines starting with '* ' in the user message."""
    user = request["messages"][-1]["content"]
    found = [line[2:].strip() for line in user.splitlines() if line.startswith("* ")]
    return json.dumps({"items": [{"content": f"决定：{f}", "category": "decision", "importance": 8} for f in found]})


@pytest.fixture
def chat(monkeypatch: pytest.MonkeyPatch):
    with FakeChatServer(api_key="sk-test-chat-key-0000", replies=items_reply) as server:
        monkeypatch.setenv("DEEPSEEK_API_KEY", server.api_key)
        monkeypatch.setenv("DEEPSEEK_BASE_URL", server.root_url)
        yield server


SESSION = (
    "用户: 数据库的事定了吗？\n"
    "* 主数据库用 PostgreSQL 16\n"
    "* 缓存用 Redis，密码是 Hunter2Secret!，别外传\n"
    "助手: 好的，另外 api_key: sk-live-abcdefghijklmnop 也记下了\n"
)


def test_the_llm_digester_applies_items_and_reports_the_real_usage(memory: Memory, chat: FakeChatServer) -> None:
    report = memory.digest(SESSION, apply=True)
    assert report.digester == "llm deepseek-chat" and report.notes == ()
    assert [item.content for item in report.items] == [
        "决定：主数据库用 PostgreSQL 16",
        f"决定：缓存用 Redis，密码是 {REDACTED}，别外传",
    ]
    assert all(not result.entry.execution_verified for result in report.applied)
    assert memory.recall("PostgreSQL").hits[0].entry.content == "决定：主数据库用 PostgreSQL 16"
    (request,) = chat.requests_to("chat/completions")
    body = request.json
    assert body["response_format"] == {"type": "json_object"} and body["model"] == "deepseek-chat"
    assert body["messages"][0]["content"].startswith("You distil a conversation")
    prompt = "\n".join(m["content"] for m in body["messages"])
    reply = items_reply(body)
    assert report.usage.prompt_tokens == count_tokens(prompt)
    assert report.usage.completion_tokens == count_tokens(reply)
    assert report.usage.total_tokens == report.usage.prompt_tokens + report.usage.completion_tokens


REDACTED = "[已脱敏:password]"


def test_no_secret_reaches_the_model(memory: Memory, chat: FakeChatServer) -> None:
    memory.digest(SESSION)
    for request in chat.requests:
        assert b"Hunter2Secret" not in request.body and b"sk-live-abcdefghijklmnop" not in request.body
        assert REDACTED.encode() in request.body


def test_a_preview_writes_nothing(memory: Memory, root: Path, chat: FakeChatServer) -> None:
    memory.stats()
    before = files_snapshot(root)
    report = memory.digest(SESSION)
    assert len(report.items) == 2 and report.applied == ()
    assert files_snapshot(root) == before


@pytest.mark.parametrize(
    ("mode", "reply", "why"),
    [
        ("500", None, "HTTP 500"),
        ("429", None, "HTTP 429"),
        ("garbage", None, "not JSON"),
        ("wrong_shape", None, "without choices"),
        ("empty", None, "empty message"),
        ("close", None, "unreachable"),
        ("ok", "I found two decisions, see above.", "not JSON"),
        ("ok", '{"answer": "none"}', "no list"),
        ("ok", '{"items": []}', "no usable item"),
        ("ok", '{"items": [{"category": "decision"}]}', "no usable item"),
    ],
)
def test_each_failure_falls_back_to_the_rules_and_says_so(
    memory: Memory, chat: FakeChatServer, mode: str, reply: str | None, why: str
) -> None:
    chat.mode = mode
    if reply is not None:
        chat.add_replies(reply)
    report = memory.digest("决定：日志保留 30 天。\nWe decided to keep logs for 30 days.")
    assert report.digester == "rules"
    assert any(why in note and "rule digester" in note for note in report.notes), report.notes
    assert [item.content for item in report.items] == ["决定：日志保留 30 天", "Decision: keep logs for 30 days"]


def test_a_slow_model_times_out_into_the_rules(root: Path, chat: FakeChatServer) -> None:
    root.mkdir(parents=True)
    (root / "config.yaml").write_text("digest:\n  llm:\n    timeout_seconds: 0.3\n", "utf-8")
    chat.mode, chat.delay = "slow", 2.0
    with Memory(root) as memory:
        report = memory.digest("决定：超时后走规则。")
    assert report.digester == "rules" and any("within 0.3 s" in note for note in report.notes)


@pytest.mark.parametrize(
    "reply",
    [
        '```json\n{"items": [{"content": "决定：用 Go", "category": "decision", "importance": 7}]}\n```',
        '[{"content": "决定：用 Go", "category": "decision", "importance": 7}]',
        '{"memories": [{"content": "决定：用 Go", "category": "decision", "importance": 7}]}',
    ],
    ids=["fenced", "bare-array", "other-key"],
)
def test_the_reply_may_be_fenced_a_bare_array_or_under_any_key(
    memory: Memory, chat: FakeChatServer, reply: str
) -> None:
    chat.add_replies(reply)
    report = memory.digest("随便聊聊")
    assert report.digester == "llm deepseek-chat" and [i.content for i in report.items] == ["决定：用 Go"]


def test_an_unknown_category_or_importance_is_made_valid(memory: Memory, chat: FakeChatServer) -> None:
    chat.add_replies('{"items": [{"content": "x: 1", "category": "weird", "importance": 99}]}')
    (item,) = memory.digest("anything").items
    assert item.category == "general" and item.importance == 10


def test_each_window_is_one_request_and_usage_adds_up(memory: Memory, chat: FakeChatServer) -> None:
    text = ("* 第一条决定\n" + "闲聊。" * 3000 + "\n") * 3
    report = memory.digest(text)
    requests = chat.requests_to("chat/completions")
    assert report.windows == len(requests) >= 3
    assert all(len(r.json["messages"][-1]["content"]) <= 8000 for r in requests)
    assert report.usage.prompt_tokens == sum(
        count_tokens("\n".join(m["content"] for m in r.json["messages"])) for r in requests
    )
    assert report.usage.total_tokens == report.usage.prompt_tokens + report.usage.completion_tokens > 0


def test_other_providers_by_environment(memory: Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    with FakeChatServer(api_key="sk-openai-fake-0000", replies=items_reply) as server:
        monkeypatch.setenv("OPENAI_API_KEY", server.api_key)
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("AGENT_MEMORY_DIGEST_MODEL", "qwen2.5-7b-instruct")
        monkeypatch.setenv("HERMES_DIGEST", "llm")  # an OpenAI key is used only when the LLM is chosen
        report = memory.digest("* 用 vLLM 部署")
        assert report.digester == "llm qwen2.5-7b-instruct" and server.last_request.path == "/v1/chat/completions"


def test_rules_only_when_asked(memory: Memory, chat: FakeChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_DIGEST", "rules")
    assert memory.digest("决定：用 Go").digester == "rules" and chat.requests == []


# ---- the CLI ---------------------------------------------------------------------------------


def test_cli_digest_preview_apply_and_errors(cli, root: Path, tmp_path: Path) -> None:
    notes = tmp_path / "meeting.txt"
    notes.write_text("决定：周会改到周二。\nI prefer short meetings.\n", "utf-8")
    preview = cli("digest", "--file", str(notes), "--json")
    assert preview.code == 0 and len(preview.json()["items"]) == 2 and preview.json()["applied"] == []
    assert not list((root / "store").glob("*.md"))
    applied = cli("digest", "--file", str(notes), "--apply", "--verified")
    assert applied.code == 0 and "created" in applied.out and "digester: rules" in applied.out
    assert len(list((root / "store").glob("*.md"))) == 2
    assert cli("digest", "-", stdin="你好".encode()).code == 1  # nothing found
    both = cli("digest", "text", "--file", str(notes))
    assert both.code == 2 and "one of them" in both.err
    missing = cli("digest", "--file", str(tmp_path / "nope.txt"))
    assert missing.code == 2 and "no such file" in missing.err and "Traceback" not in missing.err
    assert cli("digest", "决定：x", "--max", "0").code == 2


def test_items_past_the_limit_are_counted_not_silently_dropped(memory: Memory) -> None:
    report = memory.digest("决定：一号。决定：二号。决定：三号。决定：四号。", max_items=2)
    assert [i.content for i in report.items] == ["决定：一号", "决定：二号"]
    assert report.notes == ("4 items found, the first 2 kept (--max, or digest.max_items in config.yaml)",)


def test_an_apply_that_fails_midway_leaves_db_and_notes_as_they_were(
    memory: Memory, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno
    import os

    memory.remember("决定：缓存用 Redis 7.2", category="decision")
    before = files_snapshot(root / "store")
    count, real_write, calls = memory.store.count(), os.write, [0]

    def third_write_fails(fd: int, data: bytes) -> int:  # the third note finds the disk full
        calls[0] += 1
        if calls[0] == 3:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", third_write_fails)
    text = "决定：缓存用 Redis 7.2 集群\n决定：队列用 NATS 2.10\n偏好：深色主题\n决定：日志用 Loki 3\n"
    with pytest.raises(Exception, match="No space left"):
        memory.digest(text, apply=True)
    monkeypatch.setattr(os, "write", real_write)
    assert memory.store.count() == count and files_snapshot(root / "store") == before
