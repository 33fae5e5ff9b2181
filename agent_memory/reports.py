"""What ``stats``, ``rooms`` and ``vectors`` report about a data root: read, never written."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import DiskError
from .results import RoomInfo, Stats

if TYPE_CHECKING:
    from .vault import Vault


def stats(vault: Vault) -> Stats:
    config, store = vault.config, vault.store
    threshold = config.retrieval.hot_threshold
    counts = store.stats(threshold)
    by_room = {name: counts.by_room.get(name, 0) for name in config.rooms}
    by_room.update({k: v for k, v in counts.by_room.items() if k not in by_room})
    files = [info for _, info in vault.mirror.scan()]
    return Stats(
        total=counts.total,
        by_room=by_room,
        verified=counts.verified,
        unverified=counts.total - counts.verified,
        hot=counts.hot,
        cold=counts.total - counts.hot,
        hot_threshold=threshold,
        average_importance=counts.average_importance,
        content_bytes=counts.content_bytes,
        db_bytes=store.size_bytes(),
        store_bytes=sum(info.st_size for info in files),
        store_files=len(files),
        encryption=encryption_state(vault),
        namespace=None if vault.all_namespaces else vault.namespace,
        namespaces=store.namespaces(),
        db_name="the PostgreSQL schema" if vault.store_url else "memory.db",
    )


def encryption_state(vault: Vault) -> str:
    store = vault.store
    if store.codec.sealed:
        return "on"
    if store.refuse_writes is not None and not isinstance(store.refuse_writes, DiskError):
        return "asked for, but cryptography is missing: read-only (" + store.refuse_writes.hint + ")"
    return "off"


def rooms(vault: Vault) -> list[RoomInfo]:
    counts = vault.store.stats(vault.config.retrieval.hot_threshold).by_room
    return [
        RoomInfo(r.name, r.title, r.icon, r.retention_days, counts.get(r.name, 0), r.description)
        for r in vault.config.rooms.values()
    ]


def vector_status(vault: Vault) -> dict[str, Any]:
    """The vector backend chosen and why, each one's model, key (masked) and breaker, the
    vectors held, the reranker, and every place text is sent to."""
    from . import rerank
    from .config import mask
    from .egress import destinations

    config, secrets, vectors, store = vault.config, vault.secrets, vault.vectors, vault.store
    name, explicit = vectors.wanted()
    backends = {}
    for backend, settings in config.vectors.backends.items():
        backends[backend] = {
            "model": settings.model or None,
            "dimensions": settings.dimensions or None,
            "threshold": settings.threshold or None,
            "key": mask(secrets.get(settings.key_name)) if settings.key_name else None,
            "breaker": vectors.breaker.state(backend) or "closed",
        }
    _, rerank_state = rerank.choose_reranker(config, secrets, vectors.breaker)
    return {
        "sends_text_to": [item.to_dict() for item in destinations(config, secrets)],
        "backend": name,
        "requested": "explicit" if explicit else "auto",
        "memories": store.count(),
        "vectors": store.vector_counts(),
        "backends": backends,
        "rerank": rerank_state,
        "warnings": [vectors.breaker.warning] if vectors.breaker.warning else [],
    }
