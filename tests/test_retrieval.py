"""Hybrid retrieval: BM25 over persisted postings, vectors, RRF, rerank (spec 3, 9.7)."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.config import load_config
from agent_memory.embeddings.local_hash import LocalHashEmbedder
from agent_memory.search.bm25 import keyword_rank
from agent_memory.search.fusion import rrf_merge
from agent_memory.text import tokenize_terms

from .conftest import distinct_text

# ---- tokenizer and BM25 ---------------------------------------------------------------


def test_tokenizer_lowercases_ascii_and_ngrams_chinese() -> None:
    assert tokenize_terms("Use PostgreSQL 16") == ["use", "postgresql", "16"]
    assert tokenize_terms("主数据库") == ["主数", "数据", "据库", "主数据", "数据库"]
    assert tokenize_terms("猫 or 狗") == ["猫", "狗"]  # a function word is no term


def reference_bm25(corpus: dict[str, str], query: str, k1: float = 1.5, b: float = 0.75) -> dict[str, float]:
    """A plain Okapi BM25 over the texts, written from the formula alone."""
    docs = {doc_id: Counter(tokenize_terms(text)) for doc_id, text in corpus.items()}
    n = len(docs)
    avgdl = sum(sum(c.values()) for c in docs.values()) / n
    scores = {}
    for doc_id, counts in docs.items():
        length = sum(counts.values())
        score = 0.0
        for term in set(tokenize_terms(query)):
            df = sum(1 for c in docs.values() if term in c)
            if term in counts:
                idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
                tf = counts[term]
                score += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / avgdl))
        if score > 0:
            scores[doc_id] = score
    return scores


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bm25_scores_equal_a_reference_implementation(root: Path, seed: int) -> None:
    rng = random.Random(seed)
    # stop words, inflections and particles among them: the reference tokenizes as the store does
    vocab = ["alpha", "beta", "gamma", "delta", "数据", "数据库", "缓存", "部署", "kafka", "redis", "x1", "y2"]
    vocab += ["the", "we", "deploying", "deployed", "deployment", "我们的", "缓存了"]
    with Memory(root) as memory:
        corpus = {}
        for i in range(40):
            text = " ".join(rng.choices(vocab, k=rng.randint(2, 15))) + f" uniq{i}"
            corpus[memory.remember(text).id] = text
        # forget and merge change the postings: the scores must follow
        for memory_id in list(corpus)[:5]:
            memory.forget(memory_id)
            del corpus[memory_id]
        settings = memory.config.retrieval
        for query in [
            "alpha gamma",
            "数据库 缓存",
            "kafka redis x1",
            "delta",
            "uniq7 beta",
            "the deploy",
            "我们的缓存",
        ]:
            expected = reference_bm25(corpus, query)
            got = {h.id: h.score for h in keyword_rank(memory.store, query, room=None, settings=settings, limit=100)}
            assert got.keys() == expected.keys()
            for doc_id, score in expected.items():
                assert got[doc_id] == pytest.approx(score, rel=1e-9)


def test_maxscore_pruning_gives_the_exact_top_k(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from agent_memory.search import bm25

    monkeypatch.setattr(bm25, "ROW_BUDGET", 5)  # every common term becomes non-essential
    rng = random.Random(11)
    common = ["the", "to", "use", "数据", "for"]
    with Memory(root) as memory:
        corpus = {}
        for i in range(120):
            words = rng.choices(common, k=rng.randint(3, 12)) + rng.sample([f"rare{j}" for j in range(30)], 2)
            text = " ".join(words) + f" id{i}"
            corpus[memory.remember(text).id] = text
        settings = memory.config.retrieval
        queries = ["the use rare3", "rare7 to for", "数据 the rare1 rare2", "the to use"]
        for query in queries:
            expected = reference_bm25(corpus, query)
            top = sorted(expected.items(), key=lambda kv: -kv[1])[:5]
            got = keyword_rank(memory.store, query, room=None, settings=settings, limit=5)
            assert [h.score for h in got] == pytest.approx([score for _, score in top], rel=1e-9)
        # forgetting the memories with the most common words leaves the kept bounds loose, never wrong
        for memory_id, _ in sorted(corpus.items(), key=lambda kv: -len(kv[1]))[:30]:
            memory.forget(memory_id)
            del corpus[memory_id]
        for query in queries:
            expected = reference_bm25(corpus, query)
            top = sorted(expected.items(), key=lambda kv: -kv[1])[:5]
            got = keyword_rank(memory.store, query, room=None, settings=settings, limit=5)
            assert [h.score for h in got] == pytest.approx([score for _, score in top], rel=1e-9)


def test_a_prompt_of_common_words_scores_a_bounded_number_of_memories(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past MAX_HOPEFUL candidates a round stops: the hits are the best found, each a real score."""
    from agent_memory.search import bm25

    monkeypatch.setattr(bm25, "ROW_BUDGET", 5)
    monkeypatch.setattr(bm25, "MAX_HOPEFUL", 4)
    scored: list[int] = []
    full_scores = bm25._full_scores
    monkeypatch.setattr(bm25, "_full_scores", lambda *a: scored.append(len(a[2])) or full_scores(*a))
    rng = random.Random(12)
    common = ["can", "you", "remind", "me", "what", "we", "the", "for"]
    with Memory(root) as memory:
        corpus = {}
        for i in range(300):
            words = rng.choices(common, k=rng.randint(4, 12)) + rng.sample([f"rare{j}" for j in range(40)], 2)
            corpus[memory.remember(" ".join(words) + f" id{i}").id] = " ".join(words) + f" id{i}"
        target = memory.remember("can you remind me what we said about rare3 and rare9 for the release").id
        corpus[target] = "can you remind me what we said about rare3 and rare9 for the release"
        query = "can you remind me what we settled for the rare3 rare9 release"
        expected = reference_bm25(corpus, query)
        got = keyword_rank(memory.store, query, room=None, settings=memory.config.retrieval, limit=5)
    assert got and got[0].id == target
    for hit in got:  # whole scores, never a partial sum
        assert hit.score == pytest.approx(expected[hit.id], rel=1e-9)
    pool = max(5 * 5, 100)
    assert max(scored) <= pool and sum(scored) <= 2 * (pool + 4)  # one round, the pool and at most 4 more


@pytest.mark.parametrize("seed", [4, 5])
def test_each_terms_kept_bounds_hold_for_all_its_postings(root: Path, seed: int) -> None:
    rng = random.Random(seed)
    vocab = ["alpha", "beta", "gamma", "数据库", "缓存", "kafka"]
    with Memory(root) as memory:
        ids = []
        for i in range(60):
            ids.append(memory.remember(" ".join(rng.choices(vocab, k=rng.randint(1, 20))) + f" u{i}").id)
            if rng.random() < 0.3:
                memory.forget(ids.pop(rng.randrange(len(ids))))
        db = memory.store._db
        rows = db.execute(
            """SELECT t.term, t.max_tf, t.min_dl, MAX(p.tf), MIN(p.dl)
               FROM terms AS t JOIN postings AS p ON p.term_id = t.id GROUP BY t.id"""
        ).fetchall()
        assert rows
        for term, max_tf, min_dl, real_max_tf, real_min_dl in rows:
            assert max_tf >= real_max_tf and 0 < min_dl <= real_min_dl, term


def test_a_lone_chinese_character_with_other_words_scores_whole_memories(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agent_memory.search import bm25

    monkeypatch.setattr(bm25, "ROW_BUDGET", 3)  # prune as hard as possible
    rng = random.Random(5)
    words = ["the", "cache", "queue", "小狗", "deploy"]
    k1, b = 1.5, 0.75
    with Memory(root) as memory:
        corpus = {}
        for i in range(400):  # more than the pool MaxScore scores in full
            picked = rng.choices(words, k=rng.randint(2, 9)) + (["猫咪"] if i % 20 == 0 else [])
            text = " ".join(picked) + f" n{i}"
            corpus[memory.remember(text).id] = text
        n = len(corpus)
        counts = {m: Counter(tokenize_terms(t)) for m, t in corpus.items()}
        avgdl = sum(sum(c.values()) for c in counts.values()) / n
        holding = sum(1 for t in corpus.values() if "猫" in t)
        char_idf = math.log(1 + (n - holding + 0.5) / (holding + 0.5))
        for query in ["猫 the cache", "猫 queue deploy"]:
            expected = reference_bm25(corpus, query.replace("猫 ", ""))
            for memory_id, text in corpus.items():
                tf, length = text.count("猫"), sum(counts[memory_id].values())
                if tf:
                    extra = char_idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / avgdl))
                    expected[memory_id] = expected.get(memory_id, 0.0) + extra
            top = sorted(expected.items(), key=lambda kv: -kv[1])[:5]
            got = keyword_rank(memory.store, query, room=None, settings=memory.config.retrieval, limit=5)
            assert [h.score for h in got] == pytest.approx([score for _, score in top], rel=1e-9)
            for hit in got:
                assert hit.score == pytest.approx(expected[hit.id], rel=1e-9)


def test_postings_survive_a_new_process_and_are_not_rebuilt(root: Path) -> None:
    with Memory(root) as memory:
        target = memory.remember("the nightly backup job runs at 03:00 UTC").id
    with Memory(root) as memory:
        statements: list[str] = []
        memory.store._db.set_trace_callback(statements.append)
        hits = memory.recall("backup job")
        assert [h.entry.id for h in hits][:1] == [target]
        assert not any(
            "SELECT" in s and "content" in s and "FROM memories" in s and "WHERE" not in s for s in statements
        )


def test_a_single_chinese_character_finds_memories_containing_it(memory: Memory) -> None:
    cat = memory.remember("我家的小猫喜欢晒太阳").id
    memory.remember("我家的小狗喜欢散步")
    assert [h.entry.id for h in memory.recall("猫")] == [cat]


def test_room_filter_and_hot_boost(memory: Memory) -> None:
    a = memory.remember("deploy pipeline uses github actions", category="decision").id
    b = memory.remember("deploy pipeline uses gitlab runners", category="config").id
    settings = memory.config.retrieval
    assert [
        h.id for h in keyword_rank(memory.store, "deploy pipeline", room="configs", settings=settings, limit=10)
    ] == [b]
    before = {
        h.id: h.score for h in keyword_rank(memory.store, "deploy pipeline", room=None, settings=settings, limit=10)
    }
    for _ in range(settings.hot_threshold):
        memory.store._db.execute("UPDATE memories SET access_count = access_count + 1 WHERE id = ?", (a,))
    after = {
        h.id: h.score for h in keyword_rank(memory.store, "deploy pipeline", room=None, settings=settings, limit=10)
    }
    assert after[a] == pytest.approx(before[a] * settings.hot_boost)
    assert after[b] == pytest.approx(before[b])


# ---- fusion ---------------------------------------------------------------------------


def test_rrf_merge() -> None:
    fused = dict(rrf_merge([["a", "b", "c"], ["c", "a"]], k=60))
    assert fused["a"] == pytest.approx(1 / 61 + 1 / 62)
    assert fused["c"] == pytest.approx(1 / 63 + 1 / 61)
    assert fused["b"] == pytest.approx(1 / 62)
    assert [m for m, _ in rrf_merge([["a", "b", "c"], ["c", "a"]], k=60)] == ["a", "c", "b"]


# ---- the local embedder ---------------------------------------------------------------


def test_local_hash_vectors() -> None:
    embedder = LocalHashEmbedder()
    vector = embedder.embed_query("PostgreSQL 主数据库")
    assert len(vector) == 2048 == embedder.dimensions
    assert math.isclose(math.sqrt(sum(x * x for x in vector)), 1.0, rel_tol=1e-9)
    assert vector == embedder.embed_query("PostgreSQL 主数据库")
    assert embedder.identity == "local:md5-char-ngram:2048"


def test_local_vectors_find_a_word_inside_another(memory: Memory) -> None:
    target = memory.remember("We run postgresql16 on the primary host").id
    memory.remember("Lunch is at noon on Fridays")
    result = memory.recall("postgres")  # no BM25 term in common: "postgres" != "postgresql16"
    assert [h.entry.id for h in result] == [target]
    hit = result[0]
    assert hit.kw_score == 0 and hit.vec_score is not None and hit.vec_score >= 0.30 / 3
    assert result.backend == "local"


def test_stress_150_unique_memories_10_exact_queries(memory: Memory) -> None:
    ids = [memory.remember(distinct_text(i, words=12), category="event").id for i in range(150)]
    assert memory.stats().total == 150
    for i in range(0, 150, 15):
        words = distinct_text(i, words=12).split(": ")[1].split()
        hits = memory.recall(" ".join(words[:4]), top_k=5)
        assert ids[i] in [h.entry.id for h in hits]


def test_min_score_drops_weak_vector_only_hits(memory: Memory) -> None:
    memory.remember("zebra crossing near the office")
    result = memory.recall("quantum chromodynamics lecture")
    assert list(result) == []


# ---- a remote backend through the fake server -----------------------------------------


def test_semantic_query_with_no_literal_overlap_through_a_remote_backend(root: Path, use_remote, fake_ai) -> None:
    use_remote("siliconflow")
    with Memory(root) as memory:
        target = memory.remember("We chose PostgreSQL for the main store").id
        memory.remember("I like green tea in the afternoon", category="preference")
        memory.remember("The office closes at six")
        result = memory.recall("which db is used")
    assert result.backend == "siliconflow" and result.notes == ()
    assert result[0].entry.id == target and result[0].kw_score == 0 and result[0].vec_score > 0.35
    bodies = [r.json for r in fake_ai.requests_to("embeddings")]
    assert all(b["model"] == "BAAI/bge-m3" for b in bodies)
    assert bodies[-1]["input"] == ["为这个句子生成表示以用于检索相关文章：which db is used"]
    assert {r.headers["authorization"] for r in fake_ai.requests} == {"Bearer sk-test-fake-key-0000"}


def test_no_secret_reaches_a_remote_service(root: Path, use_remote, fake_ai) -> None:
    use_remote("jina", rerank=True)
    with Memory(root) as memory:
        memory.remember("the db password: hunter2secret is rotated monthly")
        memory.remember("the db backup runs nightly")
        memory.recall("db password: hunter2secret")
    assert fake_ai.requests_to("embeddings") and fake_ai.requests_to("rerank")
    for request in fake_ai.requests:
        assert b"hunter2secret" not in request.body
    passages = [r.json for r in fake_ai.requests_to("embeddings") if r.json["task"] == "retrieval.passage"]
    assert passages and all(r["dimensions"] == 1024 for r in passages)


@pytest.mark.parametrize("mode", ["500", "429", "garbage", "wrong_shape", "wrong_dimension", "empty", "close", "slow"])
def test_each_remote_failure_degrades_to_local_and_trips_the_breaker(
    root: Path, use_remote, fake_ai, mode: str
) -> None:
    use_remote("openai")
    (root).mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(
        (Path(__file__).parent.parent / "agent_memory" / "data" / "config.yaml")
        .read_text("utf-8")
        .replace("  backend: auto              # auto | local", "  backend: auto              # auto | local")
        .replace("  timeout_seconds: 10\n  cooldown_seconds", "  timeout_seconds: 5\n  cooldown_seconds"),
        "utf-8",
    )
    fake_ai.delay = 3600.0  # "slow" times out whatever the load; the other requests have 5 s
    with Memory(root) as memory:
        target = memory.remember("postgresql16 runs the primary").id
        fake_ai.mode = mode
        result = memory.recall("postgres")
        assert result.backend == "local"
        assert [h.entry.id for h in result] == [target]
        assert result.notes and "degraded to local" in result.notes[0]
    state = json.loads((root / ".vector_backend_state.json").read_text())
    assert state["backends"]["openai"]["state"] == "open"
    assert "sk-test" not in json.dumps(state)


def test_breaker_cool_down_half_open_and_recovery(root: Path, use_remote, fake_ai, monkeypatch) -> None:
    use_remote("siliconflow")
    monkeypatch.delenv("HERMES_VECTOR_BACKEND")  # auto picks siliconflow because its key is set
    from datetime import UTC, datetime, timedelta

    now = [datetime(2026, 5, 1, 12, tzinfo=UTC)]
    with Memory(root, clock=lambda: now[0]) as memory:
        memory.remember("We chose PostgreSQL for the main store")
        fake_ai.mode = "500"
        assert memory.recall("which db do we use").backend == "local"
        calls = len(fake_ai.requests)
        fake_ai.mode = "ok"
        # tripped: the next recall does not call the service at all
        assert memory.recall("which db do we use").backend == "local"
        assert len(fake_ai.requests) == calls
        # after the cool-down, one half-open attempt, which succeeds and closes the breaker
        now[0] += timedelta(seconds=memory.config.vectors.cooldown_seconds + 1)
        assert memory.recall("which db do we use").backend == "siliconflow"
        assert not (root / ".vector_backend_state.json").exists()
        # trip again; deleting the state file recovers at once
        fake_ai.mode = "500"
        memory.recall("which db")
        assert (root / ".vector_backend_state.json").exists()
        fake_ai.mode = "ok"
        (root / ".vector_backend_state.json").unlink()
        assert memory.recall("which db do we use").backend == "siliconflow"
        # trip again; naming the backend explicitly recovers too
        fake_ai.mode = "500"
        memory.recall("which db")
        fake_ai.mode = "ok"
        monkeypatch.setenv("HERMES_VECTOR_BACKEND", "siliconflow")
        assert memory.recall("which db do we use").backend == "siliconflow"


def test_switching_backend_clears_the_old_vectors(root: Path, use_remote, fake_ai, monkeypatch) -> None:
    use_remote("jina")
    with Memory(root) as memory:
        for i in range(5):
            memory.remember(distinct_text(i))
        memory.recall("anything at all")
        counts = memory.store.vector_counts()
        assert counts == {"local:md5-char-ngram:2048": 5, "jina:jina-embeddings-v3:1024": 5}
        use_remote("siliconflow")
        memory.recall("anything at all")
        counts = memory.store.vector_counts()
        assert counts == {"local:md5-char-ngram:2048": 5, "siliconflow:BAAI/bge-m3:1024": 5}


def test_remote_vectors_are_embedded_in_batches(root: Path, use_remote, fake_ai) -> None:
    use_remote("openai")
    (root).mkdir(parents=True, exist_ok=True)
    text = (Path(__file__).parent.parent / "agent_memory" / "data" / "config.yaml").read_text("utf-8")
    (root / "config.yaml").write_text(text.replace("  batch_size: 64", "  batch_size: 4"), "utf-8")
    with Memory(root) as memory:
        for i in range(10):
            memory.remember(distinct_text(i))
        memory.recall("note")
    inputs = [r.json["input"] for r in fake_ai.requests_to("embeddings")]
    assert [len(batch) for batch in inputs[:-1]] == [4, 4, 2]  # the documents, in batches
    assert inputs[-1] == ["note"]  # then the query


# ---- rerank ---------------------------------------------------------------------------


def test_rerank_reorders_and_its_failure_keeps_the_fused_order(root: Path, use_remote, fake_ai, monkeypatch) -> None:
    monkeypatch.setenv("SILICONFLOW_BASE_URL", fake_ai.base_url)
    monkeypatch.setenv("SILICONFLOW_API_KEY", fake_ai.api_key)
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "local")
    with Memory(root) as memory:
        memory.remember("database notes: the cafeteria serves tea and coffee")
        db = memory.remember("database notes: we use postgresql for orders").id
        result = memory.recall("database notes postgres")
        assert result.rerank == "siliconflow used"
        assert result[0].entry.id == db and result[0].rerank_score is not None
        request = fake_ai.requests_to("rerank")[0].json
        assert request["model"] == "BAAI/bge-reranker-v2-m3" and request["query"] == "database notes postgres"
        fake_ai.mode = "500"
        failed = memory.recall("database notes postgres")
        assert failed.rerank == "siliconflow tripped" and len(failed) == 2
        assert all(h.rerank_score is None for h in failed)
        calls = len(fake_ai.requests)
        fake_ai.mode = "ok"
        again = memory.recall("database notes postgres")
        assert len(fake_ai.requests) == calls and again.rerank.startswith("siliconflow tripped")


def test_a_tripped_reranker_stays_off_across_processes_until_the_cooldown(
    root: Path, fake_ai, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One breaker for embedders and rerankers: its file, its cooldown, its half-open attempt."""
    from datetime import UTC, datetime, timedelta

    monkeypatch.setenv("SILICONFLOW_BASE_URL", fake_ai.base_url)
    monkeypatch.setenv("SILICONFLOW_API_KEY", fake_ai.api_key)
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "local")
    now = [datetime(2026, 1, 5, 9, 0, tzinfo=UTC)]
    with Memory(root, clock=lambda: now[0]) as memory:
        memory.remember("database notes: the cafeteria serves tea and coffee")
        memory.remember("database notes: we use postgresql for orders")
        fake_ai.mode = "500"
        assert memory.recall("database notes postgres").rerank == "siliconflow tripped"
    fake_ai.mode = "ok"
    calls = len(fake_ai.requests_to("rerank"))
    with Memory(root, clock=lambda: now[0]) as memory:  # a new process reads the same breaker
        assert memory.recall("database notes postgres").rerank.startswith("siliconflow tripped (")
        assert len(fake_ai.requests_to("rerank")) == calls
        assert memory.vectors.breaker.state("rerank:siliconflow") is not None
        now[0] += timedelta(seconds=memory.config.vectors.cooldown_seconds + 1)
        assert memory.recall("database notes postgres").rerank == "siliconflow used"  # half-open, and it answered
        assert memory.vectors.breaker.state("rerank:siliconflow") is None


def test_rerank_off(root: Path, fake_ai, monkeypatch) -> None:
    monkeypatch.setenv("SILICONFLOW_BASE_URL", fake_ai.base_url)
    monkeypatch.setenv("SILICONFLOW_API_KEY", fake_ai.api_key)
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "local")
    monkeypatch.setenv("HERMES_RERANK", "off")
    with Memory(root) as memory:
        memory.remember("one memory about rerank")
        memory.remember("another memory about rerank")
        assert memory.recall("rerank").rerank == "off"
    assert fake_ai.requests == []


# ---- vsearch and vectors --------------------------------------------------------------


def test_vsearch_and_vectors_commands(cli, root: Path) -> None:
    cli("remember", "postgresql16 runs the primary")
    found = cli("vsearch", "postgres", "--json")
    assert found.code == 0
    data = found.json()
    assert data["backend"] == "local" and data["results"][0]["cosine"] > 0.3
    status = cli(
        "vectors", "--json", env={"JINA_API_KEY": "jina_secret_value_123456", "HERMES_VECTOR_BACKEND": "auto"}
    ).json()
    assert status["vectors"] == {"local:md5-char-ngram:2048": 1}
    assert status["backends"]["jina"]["key"] != "jina_secret_value_123456"
    assert "secret_value" not in json.dumps(status)
    assert status["backend"] == "jina"


def test_config_thresholds_are_per_backend() -> None:
    config = load_config(None)
    assert config.vectors.backends["local"].threshold == 0.30
    assert config.vectors.backends["jina"].threshold == 0.35
