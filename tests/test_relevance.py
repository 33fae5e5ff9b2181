"""The relevance bar (issue 18 item 6): a prompt gets only memories that answer it."""

from __future__ import annotations

import json
from pathlib import Path

from agent_memory import Memory
from agent_memory.search.relevance import Bar

STORE = [
    ("we use PostgreSQL 16 for the main database", "decision"),
    ("we order pizza from Luigi's every Friday", "event"),
    ("I prefer tabs over spaces in Go code", "preference"),
    ("the staging API listens on port 8443", "config"),
    ("决定：缓存用 Redis 7.2，不用 Memcached", "decision"),
]


def stored(memory: Memory) -> dict[str, str]:
    return {text: memory.remember(text, category=category).entry.id for text, category in STORE}


def test_an_unrelated_prompt_gets_nothing(memory: Memory) -> None:
    stored(memory)
    unrelated = ["what's the weather in Paris tomorrow?", "write me a haiku about autumn", "帮我写一首关于秋天的诗"]
    unrelated += [
        "how do I rotate the staging TLS certificate?",
        "order a new laptop for the main office",
    ]  # one word shared
    for prompt in unrelated:
        block = memory.context(prompt)
        assert block.ids == () and block.text == "", prompt


def test_a_memory_sharing_only_a_common_word_stays_out(memory: Memory) -> None:
    ids = stored(memory)
    block = memory.context("which database do we use?")
    assert block.ids == (ids["we use PostgreSQL 16 for the main database"],)  # not the pizza, which shares "we"
    assert memory.context("缓存用什么？").ids == (ids["决定：缓存用 Redis 7.2，不用 Memcached"],)


def test_noise_never_takes_the_budget_of_what_is_relevant(memory: Memory) -> None:
    ids = stored(memory)
    for i in range(40):  # long memories sharing one common word with the prompt, recalled first by BM25's length
        memory.remember(f"port note {i}: " + " ".join(f"w{i}x{j}" for j in range(60)), category="event")
    block = memory.context("which port does the staging API listen on", budget=120)
    assert ids["the staging API listens on port 8443"] in block.ids
    assert all(memory.get(i).content.startswith("the staging") for i in block.ids)


def test_a_calibrated_encoder_decides_else_the_words_do() -> None:
    words = Bar(0.35, None)
    assert not words.clears(0.1, 0.99) and words.clears(0.4, None)  # an encoder never calibrated
    meaning = Bar(0.35, 0.8, 0.05)
    assert meaning.clears(0.0, 0.86, 0.80)
    assert not meaning.clears(1.0, 0.84, 0.80)  # high, but not standing out from what was recalled
    assert not meaning.clears(1.0, 0.79, 0.70)  # under the floor
    assert not meaning.clears(1.0, None, 0.80)  # the words alone do not decide here


def test_the_bar_is_configured_and_a_bad_value_is_named(root: Path, cli) -> None:
    with Memory(root):
        pass
    config = root / "config.yaml"
    config.write_text(config.read_text("utf-8").replace("    coverage: 0.35", "    coverage: lots"), "utf-8")
    run = cli("context", "anything", "--json")
    assert run.code == 2 and "retrieval.relevance.coverage" in json.loads(run.out)["error"]["message"]
