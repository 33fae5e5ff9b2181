"""Recall as stages over candidates: keyword -> vectors -> fuse -> filter -> rerank -> record.

Each stage is a function here; a candidate is an id and its ``Stages`` (recall_results.py), which
every stage adds its rank and score to, so what a hit went through can be shown
(``recall --explain``) and each rule is tested where it lives.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

from ..errors import BackendError, DiskError
from ..model import now_iso
from ..recall_results import RecallHit, RecallResult, Stages
from . import timeline
from .bm25 import keyword_rank
from .fusion import display_score, fuse, keep, method_for

if TYPE_CHECKING:
    from datetime import datetime

    from ..config import Config, Secrets
    from ..model import MemoryEntry
    from ..store.contract import Store
    from ..when import QueryTime
    from .vectors import VectorService


@dataclass(slots=True)
class Candidates:
    """The candidates of one recall, by id, and the order the last stage left them in."""

    stages: dict[str, Stages] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what the caller should hear (a leg degraded)
    crowd: tuple[float, ...] = ()  # the query's cosines with the encoder's reference crowd
    query: list[float] | None = None  # the query's vector, when an encoder other than local embedded it

    def at(self, memory_id: str) -> Stages:
        found = self.stages.get(memory_id)
        if found is None:
            found = self.stages[memory_id] = Stages()
        return found


def keyword(
    found: Candidates, store: Store, query: str, config: Config, *, room: str | None, limit: int, exact: int
) -> None:
    """Stage 1: BM25 over the store, room-filtered, hot memories boosted (``bm25.keyword_rank``)."""
    hits = keyword_rank(store, query, room=room, settings=config.retrieval, limit=limit, exact=exact)
    for rank, hit in enumerate(hits, start=1):
        stage = found.at(hit.id)
        stage.keyword_rank, stage.keyword_score = rank, hit.score


def vectors(
    found: Candidates, service: VectorService, store: Store, query: str, *, limit: int, room: str | None
) -> str:
    """Stage 2: the vector leg; returns the backend that answered (it may have degraded)."""
    outcome = service.search(store, query, limit=limit, room=room)
    for rank, hit in enumerate(outcome.hits, start=1):
        stage = found.at(hit.id)
        stage.vector_rank, stage.cosine = rank, hit.cosine
    found.notes.extend(outcome.notes)
    found.crowd, found.query = outcome.crowd, outcome.query
    return outcome.backend


def fused(found: Candidates, config: Config, backend: str) -> None:
    """Stage 3: both legs fused (weighted or RRF by the backend that answered, ``fusion.py``)."""
    settings = config.retrieval
    by_keyword = sorted((s.keyword_rank, m) for m, s in found.stages.items() if s.keyword_rank is not None)
    by_vector = sorted((s.vector_rank, m) for m, s in found.stages.items() if s.vector_rank is not None)
    merged = fuse(
        [(m, found.stages[m].keyword_score) for _, m in by_keyword],
        [(m, found.stages[m].cosine or 0.0) for _, m in by_vector],
        method=method_for(settings.fusion, backend),
        keyword_weight=settings.keyword_weight,
        rrf_k=settings.rrf_k,
    )
    found.order = []
    for rank, (memory_id, score) in enumerate(merged, start=1):
        stage = found.stages[memory_id]
        stage.fused_rank, stage.fused_score = rank, score
        found.order.append(memory_id)


def filtered(found: Candidates, min_score: float) -> None:
    """Stage 4: a candidate found by vectors alone must reach ``min_score / 3`` in cosine."""
    found.order = [m for m in found.order if passes(found.stages[m], min_score)]


def passes(stage: Stages, min_score: float) -> bool:
    return keep(stage.keyword_score, stage.cosine, min_score=min_score)


def reranked(
    found: Candidates, store: Store, query: str, config: Config, secrets: Secrets, service: VectorService
) -> str:
    """Stage 5: the first ``rerank.candidates`` reordered by a reranker, when one is on;
    returns its state ("off", "<name> used", "<name> tripped")."""
    from .. import rerank

    reranker, state = rerank.choose_reranker(config, secrets, service.breaker)
    head = found.order[: config.rerank.candidates]
    if reranker is None or len(head) < 2:
        return state
    entries = store.get_many(head)
    ordered = [memory_id for memory_id in head if memory_id in entries]
    try:
        scores = reranker.scores(query, [entries[memory_id].content for memory_id in ordered])
    except BackendError as exc:
        found.notes.append(f"{exc.message}; rerank skipped, fused order kept")
        return f"{reranker.name} tripped"
    by_score = sorted(zip(ordered, scores, strict=True), key=lambda pair: -pair[1])
    for rank, (memory_id, score) in enumerate(by_score, start=1):
        stage = found.stages[memory_id]
        stage.rerank_rank, stage.rerank_score = rank, score
    moved = {memory_id for memory_id, _ in by_score}
    found.order = [memory_id for memory_id, _ in by_score] + [m for m in found.order if m not in moved]
    return f"{reranker.name} used"


def hits(found: Candidates, store: Store, top_k: int) -> list[RecallHit]:
    """The first ``top_k`` as hits, their entries as the store has them."""
    kept = found.order[:top_k]
    entries = store.get_many(kept)
    return [_hit(entries[m], found.stages[m]) for m in kept if m in entries]


def recorded(found: Candidates, store: Store, top_k: int, now: Callable[[], datetime]) -> list[RecallHit]:
    """Stage 6: each hit's access recorded -- access_count + 1, last_accessed, and importance
    + 1 at every 10th access (spec 9.7) -- in one small transaction of the db; no note is
    written (a read path never fsyncs a note): each hit's note is marked as lagging and catches
    up when it is next written, on ``sync``, or before a ``reindex`` (``Vault.flush_notes``)."""
    kept = found.order[:top_k]
    if not kept:
        return []
    stamp = now_iso(now())
    result = []
    with store.transaction():
        entries = store.get_many(kept)
        for memory_id in kept:
            entry = entries.get(memory_id)
            if entry is None:
                continue
            count = entry.access_count + 1
            importance = entry.importance + 1 if count % 10 == 0 and entry.importance < 10 else entry.importance
            entry = entry.with_(access_count=count, last_accessed=stamp, importance=importance)
            store.record_access(memory_id, count, stamp, importance)
            result.append(_hit(entry, found.stages[memory_id]))
    return result


def _hit(entry: MemoryEntry, stage: Stages) -> RecallHit:
    return RecallHit(
        entry,
        display_score(stage.keyword_score, stage.cosine),
        stage.keyword_score,
        stage.cosine,
        stage.rerank_score,
        stages=stage,
    )


def run(
    store: Store,
    service: VectorService,
    config: Config,
    secrets: Secrets,
    query: str,
    *,
    room: str | None,
    top_k: int,
    record_access: bool,
    now: Callable[[], datetime],
    when: QueryTime | None = None,
) -> RecallResult:
    """A recall of ``query`` (already checked and redacted), through every stage. ``when``: the
    time it asks about (``when.query_span``, or ``--since/--until``); its words are left out of
    the legs' query, and the time stage puts what fits it first (else what holds now first). A
    time it names without asking about it (``timeline.incidental``: a habit, a question that says
    "now") is left aside."""
    method = method_for(config.retrieval.fusion, service.wanted()[0])
    depth = config.retrieval.fusion_depth if method == "weighted" else config.vectors.candidates
    pool = max(top_k, config.rerank.candidates, depth)
    found = Candidates()
    if when is not None and timeline.incidental(when):
        when = None
    if when is not None and when.span is None:
        when = anchored(store, config, when, room)
    words = query
    keyword(found, store, words, config, room=room, limit=pool, exact=max(top_k, 10))
    backend = vectors(found, service, store, words, limit=depth, room=room)
    fused(found, config, backend)
    filtered(found, config.retrieval.min_score)
    rerank_state = reranked(found, store, words, config, secrets, service)
    if when is not None:
        timeline.in_time(found, store, when)
    if when is None or timeline.reaches_now(when, now().date()):
        tie = config.retrieval.recency_tie.get(backend)  # asked of a time that runs to today: what holds now first
        timeline.current_first(found, store, tie, query=query)
    result: list[RecallHit] | None = None
    if record_access and store.refuse_writes is None:
        try:
            result = recorded(found, store, top_k, now)
        except DiskError as exc:  # a recall is a read: it answers on a full disk too
            found.notes.append(f"access not recorded: {exc.message}")
    if result is None:  # not asked to, or the store may only be read (see sealing.secure)
        result = hits(found, store, top_k)
    return RecallResult(
        result, backend=backend, rerank=rerank_state, notes=tuple(found.notes), crowd=found.crowd, query=found.query
    )


def anchored(store: Store, config: Config, when: QueryTime, room: str | None) -> QueryTime | None:
    """The time of the event a question names by words ("before the migration"): the days of
    the memory its words find first (its event, else the day it was written); none when no
    memory tells of it."""
    from ..when import Span

    best = keyword_rank(store, when.anchor or "", room=room, settings=config.retrieval, limit=1)
    entry = store.get(best[0].id) if best else None
    if entry is None:
        return None
    days = (entry.happened or entry.created_at[:10]).partition("/")
    return when.anchored(Span(date.fromisoformat(days[0]), date.fromisoformat(days[2] or days[0])))
