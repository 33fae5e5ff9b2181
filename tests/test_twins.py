"""Near-duplicate merging keeps texts that say different things apart: a name, a number or a
negation between them makes the later one a memory of its own (twins.py)."""

from __future__ import annotations

import pytest

from agent_memory import Memory
from agent_memory.twins import say_different

STOPWORDS = frozenset({"the", "we", "our", "never"})


def test_another_name_is_stored_beside_the_first(memory: Memory) -> None:
    alice = memory.remember("Alice's phone number is 555-0142")
    bob = memory.remember("Bob's phone number is 555-0142")
    assert bob.action == "created" and bob.id != alice.id
    assert memory.stats().total == 2
    assert memory.get(alice.id).content == "Alice's phone number is 555-0142"
    assert memory.get(alice.id).superseded_by is None
    assert memory.recall("Alice phone")[0].entry.id == alice.id


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("The deploy port for staging is 8080", "The deploy port for staging is 8081"),
        (
            "The staging server runs Ubuntu 22.04 with 16 GB of RAM",
            "The staging server runs Ubuntu 24.04 with 16 GB of RAM",
        ),
        ("周三下午三点开会讨论预算", "周三下午四点开会讨论预算"),
        ("在周五部署生产环境", "别在周五部署生产环境"),
        ("每周五晚上的团建活动照常举行", "每周五晚上的团建活动取消举行"),
        ("我们周五开周会了，大家自己同步", "我们周五不开周会了，大家自己同步"),
        ("Deploy to production on Fridays", "Never deploy to production on Fridays"),
    ],
)
def test_another_number_or_a_negation_is_a_memory_of_its_own(memory: Memory, first: str, second: str) -> None:
    old = memory.remember(first)
    new = memory.remember(second)
    assert new.action == "created" and new.id != old.id and new.merged_ratio is None
    assert memory.stats().total == 2
    assert memory.get(old.id).content == first and memory.get(new.id).content == second


def test_an_english_decision_no_longer_held_is_superseded_not_replaced(memory: Memory) -> None:
    chose = memory.remember("We use MySQL for the main database", category="decision")
    dropped = memory.remember("We no longer use MySQL for the main database")
    assert dropped.action == "created" and dropped.id != chose.id
    assert memory.stats().total == 2
    kept = memory.get(chose.id)
    assert kept.content == "We use MySQL for the main database" and kept.category == "decision"
    assert dropped.supersedes == (chose.id,) and kept.superseded_by == dropped.id


def test_a_chinese_decision_negated_is_reported_as_a_conflict(memory: Memory) -> None:
    chose = memory.remember("决定：主数据库用 PostgreSQL 16", category="decision")
    dropped = memory.remember("决定：主数据库不用 PostgreSQL 16", category="decision")
    assert dropped.action == "created" and dropped.id != chose.id
    assert memory.stats().total == 2
    assert [(c.memory_id, c.entity, c.type) for c in dropped.conflicts] == [
        (chose.id, "postgresql", "rejects_previous")
    ]
    kept = memory.get(chose.id)
    assert kept.content == "决定：主数据库用 PostgreSQL 16" and kept.superseded_by == dropped.id


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("We use MySQL for the main database", "we use mysql for the main database!!"),
        ("We use MySQL for the main database", "We use  MySQL for the main   database."),
        (
            "The staging server runs Ubuntu 22.04 with 16 GB of RAM",
            "The staging server runs Ubuntu 22.04 with 16GB of RAM.",
        ),
        ("We don't deploy on Fridays at all", "We do not deploy on Fridays at all"),
        ("决定：主数据库用 PostgreSQL 16", "决定:主数据库用PostgreSQL 16。"),
        ("团队决定采用 PostgreSQL 16 作为主库", "团队决定使用 PostgreSQL 16 作为主库"),
    ],
)
def test_the_same_fact_reworded_still_merges(memory: Memory, first: str, second: str) -> None:
    old = memory.remember(first, importance=3)
    again = memory.remember(second, importance=6)
    assert again.action == "merged" and again.id == old.id
    assert memory.stats().total == 1
    entry = memory.get(old.id)
    assert entry.content == second and entry.importance == 6


@pytest.mark.parametrize(
    ("text", "other", "different"),
    [
        ("Alice's phone is 555-0142", "Bob's phone is 555-0142", True),
        ("Alice's phone is 555-0142", "alice's phone is 555-0142.", False),
        ("port 8080", "port 08080", False),
        ("port 8080", "port 8081", True),
        ("三点开会", "四点开会", True),
        ("大家一起开会", "大家一同开会", False),
        ("We use X", "We don't use X", True),
        ("We don't use X", "We do not use X", False),
        ("我们不再用 X", "我们不用 X", True),
        ("这个方案非常好", "这个方案很好", False),
        ("特别重要的会议", "很重要的会议", False),
        ("用 X", "取消 X", True),
    ],
)
def test_say_different(text: str, other: str, different: bool) -> None:
    assert say_different(text, other, STOPWORDS) is different
    assert say_different(other, text, STOPWORDS) is different
