from __future__ import annotations

import re
import sqlite3
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from agent_memory import InvalidInputError, Memory
from agent_memory.model import FIELD_ORDER, ID_PATTERN

from .conftest import all_bytes_under

SECRETS = [
    ("数据库密码是 hunter2", "hunter2", "password"),
    ("数据库密码：Tr0ub4dor", "Tr0ub4dor", "password"),
    ("password: xK9mQ2vL", "xK9mQ2vL", "password"),
    ("the api_key=AKfake1234567 for staging", "AKfake1234567", "api_key"),
    ("use sk-abcdefghijklmnop123 for the bot", "sk-abcdefghijklmnop123", "api_key"),
    ("curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9xyz'", "eyJhbGciOiJIUzI1NiJ9xyz", "token"),
    ("授权码为 QWERTY7788", "QWERTY7788", "token"),
]


@pytest.mark.parametrize(("text", "secret", "label"), SECRETS)
def test_a_secret_appears_nowhere_under_the_root(root: Path, text: str, secret: str, label: str) -> None:
    with Memory(root) as memory:
        result = memory.remember(text, category="config")
        # keep the WAL populated: a second write and no checkpoint
        memory.remember("another unrelated memory about gardening tools", category="general")
        assert label in result.redacted
        assert "[已脱敏:" in memory.get(result.id).content
        assert (root / "memory.db-wal").exists()
        for path, data in all_bytes_under(root):
            assert secret.encode() not in data, f"{secret} found in {path}"


def test_single_group_patterns_are_replaced_whole(memory: Memory) -> None:
    entry = memory.remember("key sk-abc123secretvalue here").entry
    assert entry.content == "key [已脱敏:api_key] here"
    entry = memory.remember("Authorization Bearer abcdefghij12345 ok").entry
    assert "abcdefghij12345" not in entry.content and "Bearer" not in entry.content


def test_two_group_patterns_keep_the_keyword(memory: Memory) -> None:
    assert memory.remember("密码是 hunter2，别外传").entry.content == "密码是 [已脱敏:password]，别外传"
    assert memory.remember("PASSWORD = Hunter22").entry.content == "PASSWORD = [已脱敏:password]"


def test_redaction_is_idempotent(memory: Memory) -> None:
    once = memory.redactor.redact("密码是 hunter2 and sk-abcdefgh12345678").text
    assert memory.redactor.redact(once).text == once


def test_new_memory_fields_and_note(memory: Memory, root: Path) -> None:
    result = memory.remember("决定采用 Redis 做缓存", category="decision", importance=7, source="session-42")
    e = result.entry
    assert result.action == "created"
    assert ID_PATTERN.match(e.id) and re.match(r"^mem_\d{8}_\d{6}_[0-9a-f]{4}$", e.id)
    assert (e.category, e.room, e.importance, e.execution_verified, e.access_count, e.last_accessed, e.source) == (
        "decision",
        "decisions",
        7,
        False,
        0,
        None,
        "session-42",
    )
    note = (root / "store" / f"{e.id}.md").read_text("utf-8")
    header = note.split("---\n")[1].strip().splitlines()
    assert [line.split(":")[0] for line in header] == [f for f in FIELD_ORDER if f != "redacted"]
    assert note.endswith("\n\n决定采用 Redis 做缓存\n")


def test_redacted_field_is_written_only_when_non_empty(memory: Memory, root: Path) -> None:
    plain = memory.remember("nothing sensitive in this one").entry
    secret = memory.remember("token: abcdef123456 and password: qwerty99").entry
    assert "redacted:" not in (root / "store" / f"{plain.id}.md").read_text("utf-8")
    assert "\nredacted: password,token\n" in (root / "store" / f"{secret.id}.md").read_text("utf-8")


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"text": ""}, "empty"),
        ({"text": "   \n\t "}, "empty"),
        ({"text": "ok text", "importance": 0}, "importance"),
        ({"text": "ok text", "importance": 11}, "importance"),
        ({"text": "ok text", "category": "nonsense"}, "unknown category"),
        ({"text": "bad\x00byte"}, "NUL"),
    ],
)
def test_invalid_input_is_refused_and_nothing_stored(memory: Memory, kwargs: dict, fragment: str) -> None:
    with pytest.raises(InvalidInputError) as info:
        memory.remember(**kwargs)
    assert fragment in info.value.message and info.value.hint
    assert memory.stats().total == 0


def test_near_duplicate_merges_keeping_the_higher_importance(memory: Memory) -> None:
    first = memory.remember("The staging server runs Ubuntu 22.04 with 16 GB of RAM", importance=4)
    second = memory.remember("The staging server runs Ubuntu 22.04, with 16GB of RAM.", importance=7)
    assert second.action == "merged" and second.id == first.id
    assert second.merged_ratio is not None and second.merged_ratio >= 0.85
    stats = memory.stats()
    assert stats.total == 1 and stats.store_files == 1
    entry = memory.get(first.id)
    assert entry.importance == 7 and entry.content == "The staging server runs Ubuntu 22.04, with 16GB of RAM."
    third = memory.remember("the staging server runs Ubuntu 22.04 with 16 GB of RAM", importance=2)
    assert third.action == "merged" and memory.get(first.id).importance == 7


def test_another_value_is_no_near_duplicate(memory: Memory) -> None:
    first = memory.remember("The staging server runs Ubuntu 22.04 with 16 GB of RAM", importance=4)
    second = memory.remember("The staging server runs Ubuntu 22.04 with 32 GB of RAM", importance=7)
    assert second.action == "created" and second.id != first.id and memory.stats().total == 2
    assert "16 GB" in memory.get(first.id).content and memory.get(first.id).importance == 4


def test_different_texts_do_not_merge(memory: Memory) -> None:
    memory.remember("The staging server runs Ubuntu 22.04 with 16 GB of RAM")
    other = memory.remember("The production database runs on PostgreSQL 16 in Frankfurt")
    assert other.action == "created" and memory.stats().total == 2


def test_texts_shorter_than_five_characters_never_merge(memory: Memory) -> None:
    memory.remember("abcd")
    assert memory.remember("abce").action == "created"
    assert memory.stats().total == 2


def test_exact_duplicate_merges(memory: Memory) -> None:
    a = memory.remember("偏好：代码缩进用四个空格", category="preference", importance=3)
    b = memory.remember("偏好：代码缩进用四个空格", category="preference", importance=5, verified=True)
    assert b.action == "merged" and a.id == b.id
    entry = memory.get(a.id)
    assert entry.importance == 5 and entry.execution_verified


def test_duplicate_candidates_come_from_the_index_not_a_scan(memory: Memory) -> None:
    for i in range(30):
        memory.remember(f"filler memory number {i} about topic {i * 7} and colour {i * 13}")
    statements: list[str] = []
    memory.store._db.set_trace_callback(statements.append)
    memory.remember("filler memory number 5 about topic 35 and colour 65!")
    memory.store._db.set_trace_callback(None)
    scans = [s for s in statements if re.search(r"FROM memories\s*(ORDER|LIMIT|$)", s)]
    assert scans == []
    assert any("FROM postings" in s for s in statements)


def test_conflicts_are_reported_both_ways(memory: Memory) -> None:
    chose = memory.remember("决定使用 MySQL 作为订单库", category="decision")
    rejected = memory.remember("我们放弃 MySQL，改用 PostgreSQL", category="decision")
    assert [(c.memory_id, c.entity, c.type) for c in rejected.conflicts] == [(chose.id, "mysql", "rejects_previous")]
    assert rejected.conflicts[0].content == chose.entry.content
    back = memory.remember("最后还是决定使用 MySQL 吧", category="decision")
    types = {(c.memory_id, c.type) for c in back.conflicts}
    assert (rejected.id, "adopts_rejected") in types


def test_no_conflict_between_two_negations(memory: Memory) -> None:
    memory.remember("不用 MongoDB 存日志")
    assert memory.remember("团队决定弃用 MongoDB 集群").conflicts == ()


def test_ids_are_unique_within_one_second(root: Path) -> None:
    import random
    from datetime import UTC, datetime

    rng = random.Random(7)
    words = [
        "alpha",
        "kiwi",
        "delta",
        "mango",
        "rust",
        "cobalt",
        "violet",
        "harbor",
        "quartz",
        "ember",
        "lumen",
        "tundra",
    ]
    fixed = datetime(2026, 8, 17, 3, 31, 6, tzinfo=UTC)
    with Memory(root, clock=lambda: fixed) as memory:
        ids = {memory.remember(" ".join(rng.choices(words, k=8)) + f" #{i}").id for i in range(300)}
    assert len(ids) == 300 and all(i.startswith("mem_20260817_033106_") for i in ids)


def test_db_holds_every_spec_field(memory: Memory, root: Path) -> None:
    memory.remember("决定：用 Caddy 做反向代理", category="decision", importance=6, source="s1")
    db = sqlite3.connect(root / "memory.db")
    columns = {row[1] for row in db.execute("PRAGMA table_info(memories)")}
    assert set(FIELD_ORDER) | {"content"} <= columns
    assert db.execute("PRAGMA user_version").fetchone()[0] >= 1
    assert {"postings", "terms", "vectors", "entities", "entity_links"} <= {
        r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("We decided to adopt Kubernetes for the new cluster", "decisions"),
        ("I prefer tabs over spaces", "prefs"),
        ("我更喜欢深色主题", "prefs"),
        ("决定：主数据库用 PostgreSQL 16", "decisions"),
        ("config: staging listens on 8443", "configs"),
        ("we're building a billing service in Go", "projects"),
        ("the cat sat on the mat", "events"),  # nothing recognisable: general
    ],
)
def test_an_uncategorised_text_is_classified_by_its_wording(memory: Memory, text: str, room: str) -> None:
    result = memory.remember(text)
    assert result.entry.room == room
    assert result.classified and result.to_dict()["room"] == room
    assert result.entry.category == ("general" if room == "events" else result.entry.category)


def test_a_given_category_is_kept_and_the_cli_says_where_it_went(memory: Memory, cli) -> None:
    assert memory.remember("I prefer tabs over spaces", category="idea").entry.room == "events"
    run = cli("remember", "We decided to adopt Kubernetes")
    assert run.code == 0 and " in decisions (category decision, from its wording;" in run.out


def _long_text(seed: int, chars: int) -> str:
    import random

    rng = random.Random(seed)
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "theta", "iota", "kappa", "lambda", "sigma"]
    return " ".join(rng.choice(words) for _ in range(chars // 5))[:chars]


def test_a_long_near_duplicate_is_compared_before_the_write_lock_is_taken(memory: Memory) -> None:
    """difflib on two near-identical 99,000-character texts took minutes inside the write
    transaction; the comparison now reads before it (and long texts use the LCS ratio)."""
    original = _long_text(1, 60_000)
    first = memory.remember(original)
    edited = original[:30_000] + " one more word " + original[30_000:]
    statements: list[str] = []
    memory.store._db.set_trace_callback(statements.append)
    second = memory.remember(edited)
    memory.store._db.set_trace_callback(None)
    assert second.action == "merged" and second.entry.id == first.entry.id and second.merged_ratio > 0.99
    compared = next(i for i, sql in enumerate(statements) if "m.context FROM (" in sql)  # the candidates' texts
    began = next(i for i, sql in enumerate(statements) if sql.startswith("BEGIN"))
    assert compared < began


def test_long_texts_are_compared_by_their_lcs_ratio() -> None:
    from agent_memory.similarity import DIFFLIB_CHARS, NearDuplicateMatcher

    a = _long_text(2, DIFFLIB_CHARS)
    b = a[: len(a) // 2] + "zz" + a[len(a) // 2 :]
    matcher = NearDuplicateMatcher(a, 0.85)
    assert matcher.ratio(b) == 2 * matcher.lcs_length(b) / (len(a) + len(b))
    short = NearDuplicateMatcher(a[:500], 0.85)
    assert short.ratio(b[:502]) == SequenceMatcher(None, b[:502], a[:500], autojunk=False).ratio()


def test_a_candidate_changed_between_the_comparison_and_the_write_is_not_merged_into(root) -> None:
    from agent_memory import remembering

    text = "the billing worker retries each webhook three times before paging"
    with Memory(root) as memory, Memory(root) as other:
        base = memory.remember(text).entry
        prepared = remembering.prepare(memory._vault, text + " us")
        found = remembering.find_duplicate(memory._vault, memory.store, prepared)  # the read, before the write lock
        assert found[0] is not None and found[0].id == base.id
        with other._vault.transaction() as store:  # another process rewrites the candidate in between
            store.update(base.with_(content="rewritten by hand"), terms=None, content_hash="changed", updated_at="x")
        with memory._vault.transaction() as store:
            result = remembering.remember_in(memory._vault, memory._conflicts(), store, prepared, found)
    assert result.action == "created" and result.entry.id != base.id
