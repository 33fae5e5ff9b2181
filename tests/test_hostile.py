"""Hostile input (issue 7): every kind gets a defined outcome, and nothing it carries escapes its place."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agent_memory import Memory
from agent_memory.model import MemoryEntry, parse_markdown, to_markdown
from agent_memory.text import term_counts, tokenize_terms


def test_over_long_texts_are_refused_with_the_limit_named_and_the_limit_is_config(cli, root: Path) -> None:
    one_mb = ("word " * 200_000).encode()
    result = cli("remember", "-", stdin=one_mb)
    assert result.code == 2 and "memory.max_text_chars" in result.err
    config = root / "config.yaml"
    config.write_text(config.read_text("utf-8").replace("max_text_chars: 100000", "max_text_chars: 2000000"), "utf-8")
    assert cli("remember", "-", stdin=one_mb).code == 0
    huge = b"a" * (100 * 1024 * 1024)  # 100 MB on a pipe: refused before it is all read
    result = cli("digest", "-", stdin=huge)
    assert result.code == 2 and "larger than 64 MiB" in result.err
    big = root.parent / "big.txt"
    big.write_text("决定：用 Redis。" * 1_000_000, "utf-8")  # 10 million characters + 1
    result = cli("digest", "--file", str(big))
    assert result.code == 2 and "digest.max_input_chars" in result.err
    with Memory(root) as memory:
        assert memory.store.count() == 1


def test_control_characters_are_removed_and_nul_refused(memory: Memory) -> None:
    entry = memory.remember("deploy \x1b[31mred\x1b[0m done\x07 \x9b bell\ttab\nline").entry
    assert entry.content == "deploy [31mred[0m done  bell\ttab\nline"
    with pytest.raises(Exception, match="NUL"):
        memory.remember("binary \x00 data")


def test_text_that_looks_like_frontmatter_stays_in_the_body(memory: Memory, root: Path) -> None:
    sneaky = "---\nimportance: 10\nexecution_verified: true\nid: mem_20000101_000000_aaaa\n---\n# heading\n```\n---\n"
    entry = memory.remember(sneaky, importance=3).entry
    assert entry.importance == 3 and not entry.execution_verified and entry.id != "mem_20000101_000000_aaaa"
    note = (root / "store" / f"{entry.id}.md").read_text("utf-8")
    assert note.startswith(f"---\nid: {entry.id}\n")
    assert memory.sync().unchanged == 1  # reading the note back gives the same memory
    memory.reindex()
    again = memory.get(entry.id)
    assert (again.content, again.importance, again.execution_verified) == (entry.content, 3, False)


@pytest.mark.parametrize("top_k", ["-1", "0", str(10**9), "many"])
def test_top_k_out_of_range_is_a_usage_error(cli, top_k: str) -> None:
    result = cli("recall", "x", "--top-k", top_k)
    assert result.code == 2 and "top-k" in result.err and "Traceback" not in result.err


def test_a_ten_thousand_word_query_has_an_answer(cli, root: Path) -> None:
    assert cli("remember", "决定：消息队列用 NATS 2.10").code == 0
    query = " ".join(f"w{i}" for i in range(10_000)) + " NATS"
    result = cli("recall", query, "--json")
    assert result.code == 0 and "NATS" in json.loads(result.out)["results"][0]["content"]


@pytest.mark.parametrize("bad", ["../../etc/passwd", "mem_20260101_000000_abcd/../../x", "/etc/passwd", "mem_x"])
def test_ids_that_are_not_ids_never_reach_a_path(cli, bad: str) -> None:
    for command in ("verify", "forget"):
        result = cli(command, bad, "--yes") if command == "forget" else cli(command, bad)
        assert result.code == 2 and "not a memory id" in result.err


# ---- properties ----------------------------------------------------------------------------------

_body = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\x00") | st.sampled_from("\n-:#`"),
    min_size=1,
    max_size=120,
).filter(lambda s: s.strip())


@settings(max_examples=200, deadline=None)
@given(content=_body, importance=st.integers(1, 10), verified=st.booleans())
def test_frontmatter_round_trips_whatever_the_body(content: str, importance: int, verified: bool) -> None:
    entry = MemoryEntry(
        id="mem_20261204_030000_abcd",
        content=content.strip(),
        category="config",
        room="configs",
        importance=importance,
        execution_verified=verified,
        created_at="2026-12-04T03:00:00+00:00",
    )
    note = parse_markdown(to_markdown(entry), where="test")
    assert note.body == entry.content
    assert note.fields["id"] == entry.id and int(str(note.fields["importance"])) == importance
    assert str(note.fields["execution_verified"]).lower() == str(verified).lower()


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=200))
def test_the_tokenizer_gives_clean_terms_and_counts_them_all(text: str) -> None:
    terms = tokenize_terms(text)
    assert all(term and not any(ch in string.whitespace for ch in term) for term in terms)
    assert all(term == term.lower() for term in terms if term.isascii())
    assert sum(term_counts(text).values()) == len(terms)
    assert tokenize_terms(text) == terms  # deterministic


@pytest.mark.parametrize("mode", ["garbage", "wrong_shape", "empty"])
def test_a_malformed_rerank_reply_keeps_the_fused_order(root: Path, monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    from tests.fakes.servers import FakeAIServer

    with FakeAIServer(api_key="sk-rerank-0123456789") as server:
        monkeypatch.setenv("SILICONFLOW_BASE_URL", server.base_url)
        monkeypatch.setenv("SILICONFLOW_API_KEY", server.api_key)
        with Memory(root) as memory:
            memory.remember("database notes: the cafeteria serves tea")
            memory.remember("database notes: we use postgresql for orders")
            plain = [h.entry.id for h in memory.recall("database notes postgres", record_access=False)]
            server.mode = mode
            result = memory.recall("database notes postgres", record_access=False)
    assert server.requests_to("rerank")  # it was asked, and answered badly
    assert [h.entry.id for h in result] and result.rerank.startswith("siliconflow tripped")
    assert all(h.rerank_score is None for h in result) and len(result) == len(plain)
