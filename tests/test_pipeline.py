"""Recall's stages over candidates (search/pipeline.py): each hit carries where it stood."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import InvalidInputError
from agent_memory.recall_results import Stages
from agent_memory.search import pipeline

TEXTS = (
    "the staging server listens on port 8443 behind nginx",
    "production listens on 443 and redirects port 80",
    "we deploy staging every Friday afternoon",
    "the nightly backup runs at 03:00 into the archive bucket",
)


def test_each_hit_carries_its_rank_and_score_at_every_stage(memory: Memory) -> None:
    ids = [memory.remember(text).entry.id for text in TEXTS]
    result = memory.recall("staging listens", record_access=False)
    assert [hit.entry.id for hit in result][:2] == [ids[0], ids[2]]
    first = result[0].stages
    assert first is not None and first.keyword_rank == 1 and first.fused_rank == 1
    assert first.keyword_score == result[0].kw_score > 0 and first.cosine == result[0].vec_score
    assert [hit.stages.fused_rank for hit in result if hit.stages] == sorted(
        hit.stages.fused_rank for hit in result if hit.stages and hit.stages.fused_rank
    )
    assert first.rerank_rank is None  # no reranker here: that stage saw nothing
    shown = first.to_dict()
    assert list(shown) == ["keyword", "vector", "fused", "rerank"] and shown["keyword"]["rank"] == 1
    json.dumps(shown)  # plain values only


def test_a_recorded_hit_keeps_its_stages(memory: Memory) -> None:
    memory.remember(TEXTS[0])
    hit = memory.recall("nginx")[0]
    assert hit.entry.access_count == 1 and hit.stages is not None and hit.stages.keyword_rank == 1


def _found(*stages: tuple[str, Stages]) -> pipeline.Candidates:
    found = pipeline.Candidates()
    for memory_id, stage in stages:
        found.stages[memory_id] = stage
        found.order.append(memory_id)
    return found


def test_the_filter_stage_keeps_keyword_hits_and_vector_hits_over_a_third_of_min_score() -> None:
    found = _found(
        ("kw", Stages(keyword_rank=1, keyword_score=0.2)),
        ("strong", Stages(vector_rank=1, cosine=0.34)),
        ("edge", Stages(vector_rank=2, cosine=1.2 / 3)),
        ("weak", Stages(vector_rank=3, cosine=0.3)),
    )
    pipeline.filtered(found, min_score=1.2)
    assert found.order == ["kw", "edge"]


def test_the_fuse_stage_orders_by_rank_fusion_and_records_it(root: Path) -> None:
    with Memory(root) as memory:
        found = _found(
            ("a", Stages(keyword_rank=1, keyword_score=3.0, vector_rank=3, cosine=0.2)),
            ("b", Stages(keyword_rank=2, keyword_score=2.0, vector_rank=1, cosine=0.9)),
            ("c", Stages(vector_rank=2, cosine=0.5)),
        )
        pipeline.fused(found, memory.config, "local")  # local: reciprocal rank fusion
    assert found.order == ["b", "a", "c"]
    assert [found.stages[m].fused_rank for m in found.order] == [1, 2, 3]
    fused = [found.stages[m].fused_score for m in found.order]
    assert fused == sorted((s for s in fused if s is not None), reverse=True)


def test_a_recall_checks_its_arguments_before_any_stage(memory: Memory) -> None:
    with pytest.raises(InvalidInputError, match="unknown room 'attic'"):
        memory.recall("x", room="attic")
    with pytest.raises(InvalidInputError, match="top-k must be a whole number from 1 to 1000"):
        memory.recall("x", top_k=0)
