"""Which embedder answers, and degrading to ``local`` when a remote one fails (spec 3, Phase 3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from .. import progress
from ..config import Config, Secrets
from ..embeddings import crowd, registry
from ..embeddings.base import Embedder
from ..embeddings.breaker import Breaker
from ..embeddings.local_hash import LocalHashEmbedder
from ..errors import BackendError, BackendUnavailable, DiskError
from ..store.vector_blob import encode, encode_counts
from .vector_index import NativeIndex, VectorHit, VectorIndex

if TYPE_CHECKING:
    from ..store.contract import Store

ACTIVE_KEY = "active_embedder"


@dataclass(slots=True)
class VectorOutcome:
    """What the vector leg gave a recall: its hits, the backend and identity that scored them, notes."""

    hits: list[VectorHit]
    backend: str
    identity: str
    notes: list[str] = field(default_factory=list)
    crowd: tuple[float, ...] = ()  # the query's cosines with the encoder's reference crowd (embeddings/crowd.py)
    query: list[float] | None = None  # the query's vector, when an encoder other than local embedded it


class VectorService:
    def __init__(self, *, config: Config, secrets: Secrets, root: Path, clock: Callable[[], datetime]) -> None:
        self.config = config
        self.secrets = secrets
        self.folder = root / "vectors"
        self.breaker = Breaker(
            root / ".vector_backend_state.json", cooldown_seconds=config.vectors.cooldown_seconds, clock=clock
        )
        local = config.vectors.backends.get("local")
        self.local = LocalHashEmbedder(dimensions=local.dimensions if local and local.dimensions else 2048)

    # ---- writes ----------------------------------------------------------------------

    def index_local(self, store: Store, memory_id: str, content: str, *, new: bool = False) -> None:
        """Every memory always has its local vector: what every backend degrades to. A memory
        whose text changed loses its other vectors (stale); a ``new`` one has none to lose."""
        if not new:
            store.drop_vectors(memory_id, keep=self.local.identity)
        store.put_vector(memory_id, self.local.identity, encode_counts(self.local.counts(content)))

    # ---- reads -----------------------------------------------------------------------

    def wanted(self) -> tuple[str, bool]:
        name, explicit = registry.requested_backend(self.config)
        return (registry.auto_backend(self.config, self.secrets) if name == "auto" else name), explicit

    def search(self, store: Store, query: str, *, limit: int, room: str | None) -> VectorOutcome:
        name, explicit = self.wanted()
        notes: list[str] = []
        if name != "local" and store.refuse_writes is not None:  # a new embedder's vectors are writes
            notes.append(f"{name} skipped: {store.refuse_writes.message}; using local")
        elif name != "local":
            if not explicit and not self.breaker.allows(name):
                notes.append(f"{name} is tripped (see 'agent-memory vectors'); using local until the cool-down passes")
            else:
                try:
                    embedder = registry.build(name, self.config, self.secrets)
                    self.switch(store, embedder.identity)
                    # a remote service is paid per call: a bounded share per recall; an offline one catches up
                    budget = self.config.vectors.embed_per_recall if embedder.remote else store.count()
                    try:
                        self.catch_up(store, embedder, budget)
                    except DiskError as exc:  # a read answers on a full disk: from the vectors there are
                        notes.append(f"new memories not embedded by {name}: {exc.message}")
                    vector = embedder.embed_query(query)
                    hits = self._index(store, embedder).search(
                        vector, limit=limit, room=room, threshold=self._threshold(name)
                    )
                except BackendUnavailable as exc:
                    notes.append(f"{exc.message}; using local ({exc.hint})")
                except BackendError as exc:
                    if embedder_is_remote(name):
                        self.breaker.trip(name, exc.message)
                    notes.append(f"{exc.message}; degraded to local")
                except DiskError as exc:  # switching embedders is a write: not on a full disk
                    notes.append(f"{name} skipped: {exc.message}; using local")
                else:
                    if self.breaker.state(name) is not None:
                        self.breaker.reset(name)
                    return VectorOutcome(
                        hits.hits,
                        name,
                        embedder.identity,
                        notes + ([hits.degraded] if hits.degraded else []),
                        crowd.cosines(embedder.identity, vector),
                        vector,
                    )
        if self.breaker.warning:
            notes.append(self.breaker.warning)
        hits = self._index(store, self.local).search(
            self.local.sparse_query(query), limit=limit, room=room, threshold=self._threshold("local")
        )
        return VectorOutcome(
            hits.hits, "local", self.local.identity, notes + ([hits.degraded] if hits.degraded else [])
        )

    def _threshold(self, name: str) -> float:
        settings = self.config.vectors.backends.get(name)
        return settings.threshold if settings and settings.threshold else (0.30 if name == "local" else 0.35)

    def _index(self, store: Store, embedder: Embedder) -> VectorIndex | NativeIndex:
        vectors = self.config.vectors
        native, log = store.native_vectors, store.vector_log
        if native is not None:
            return NativeIndex(native, identity=embedder.identity, dimensions=embedder.dimensions)
        if log is None:
            raise TypeError(f"{type(store).__name__} neither searches vectors itself nor keeps them in write order")
        return VectorIndex(
            log,
            self.folder,
            identity=embedder.identity,
            dimensions=embedder.dimensions,
            sparse=isinstance(embedder, LocalHashEmbedder),
            rebuild_tail=vectors.rebuild_tail,
            python_scan_limit=vectors.python_scan_limit,
        )

    def embed_missing(self, store: Store) -> int:
        """Embed every memory still missing a vector for the active backend (none for local)."""
        name, _ = self.wanted()
        if name == "local":
            return 0
        embedder = registry.build(name, self.config, self.secrets)
        self.switch(store, embedder.identity)
        return self.catch_up(store, embedder, store.count())

    def embed_offline(self, store: Store) -> tuple[int, str]:
        """After a bulk write: embed what is missing when the active encoder runs on this machine
        (a remote one is paid per call and fills lazily, ``vectors --embed`` fills it at once).
        (memories embedded, the encoder's name); (0, "") when there is none, or it cannot run."""
        name, _ = self.wanted()
        if name == "local" or embedder_is_remote(name):
            return 0, ""
        try:
            return self.embed_missing(store), name
        except (BackendUnavailable, BackendError):
            return 0, ""  # the next recall says why, and answers with local

    def switch(self, store: Store, identity: str) -> None:
        """A new non-local embedder: the previous one's vectors go, never mixing spaces."""
        if store.meta(ACTIVE_KEY) == identity:
            return
        with store.transaction():
            store.drop_embedders_except((self.local.identity, identity))
            store.set_meta(ACTIVE_KEY, identity)

    def catch_up(self, store: Store, embedder: Embedder, limit: int) -> int:
        """Embed up to ``limit`` memories that have no vector for ``embedder`` yet, in batches.

        The memories are walked once, newest first (new memories are what is usually missing),
        and the walk stops when as many were embedded as the counts say are missing: a recall
        after a remember embeds the new memory without reading the others.
        """
        limit = min(limit, store.count() - store.vector_count(embedder.identity))
        if limit <= 0:
            return 0
        done, before = 0, None
        batch = self.config.vectors.batch_size
        with progress.steps(limit, "embedding") as advance:
            while done < limit:
                missing = store.missing_vectors(embedder.identity, min(batch, limit - done), before=before)
                if not missing:
                    break
                before = missing[-1][0]
                vectors = embedder.embed_documents([content for _, content in missing])
                with store.transaction():
                    # by content: a memory forgotten or edited by another process meanwhile is skipped
                    store.put_vectors(
                        [(doc, text, encode(v)) for (doc, text), v in zip(missing, vectors, strict=True)],
                        embedder.identity,
                    )
                done += len(missing)
                advance(len(missing))
        return done


def embedder_is_remote(name: str) -> bool:
    return name in registry.REMOTE
