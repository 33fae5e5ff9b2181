"""Rerankers (SiliconFlow bge-reranker-v2-m3, Jina reranker v2), OpenAI-style ``/rerank``.

They are chosen from the backend registry (``embeddings/registry.py``: names, auto order, base
URLs) and guarded by the embedders' breaker (``embeddings/breaker.py``, as ``rerank:<name>``):
a failure trips it (the spec's ``_rerank_ok = False``), the fused order stands, and recalls
skip the reranker until the cooldown has passed; then one attempt is made again.
"""

from __future__ import annotations

import os

from .config import Config, Secrets
from .embeddings.breaker import Breaker
from .embeddings.registry import RERANK_AUTO, base_url
from .errors import BackendContractError, BackendError


def breaker_name(name: str) -> str:
    """The reranker's entry in the breaker's file (beside the embedders')."""
    return f"rerank:{name}"


class Reranker:
    def __init__(self, name: str, *, url: str, model: str, key: str, timeout: float, breaker: Breaker | None) -> None:
        self.name = name
        self.url = url.rstrip("/") + "/rerank"
        self._model = model
        self._key = key
        self._timeout = timeout
        self._breaker = breaker

    def scores(self, query: str, documents: list[str]) -> list[float]:
        """One relevance score per document, in the documents' order; a failure trips the breaker."""
        guard, breaker = breaker_name(self.name), self._breaker
        try:
            out = self._scores(query, documents)
        except BackendError as exc:
            if breaker is not None:
                breaker.trip(guard, exc.message)
            raise
        if breaker is not None and breaker.state(guard) is not None:  # the half-open attempt succeeded
            breaker.reset(guard)
        return out

    def _scores(self, query: str, documents: list[str]) -> list[float]:
        from .http import post_json  # only a recall that reranks pays for http.client

        payload = {
            "model": self._model,
            "query": query,
            "documents": documents,
            "top_n": len(documents),
            "return_documents": False,
        }
        answer = post_json(self.url, payload, key=self._key, timeout=self._timeout, service=f"{self.name} rerank")
        results = answer.get("results") if isinstance(answer, dict) else None
        if not isinstance(results, list) or len(results) != len(documents):
            raise BackendContractError(
                f"{self.name} rerank answered without one result per document", hint="check the base URL"
            )
        out = [0.0] * len(documents)
        seen = set()
        for item in results:
            index = item.get("index") if isinstance(item, dict) else None
            score = item.get("relevance_score") if isinstance(item, dict) else None
            if (
                not isinstance(index, int)
                or not 0 <= index < len(documents)
                or not isinstance(score, (int, float))
                or index in seen
            ):
                raise BackendContractError(f"{self.name} rerank answered a malformed result", hint="check the base URL")
            seen.add(index)
            out[index] = float(score)
        return out


def choose_reranker(config: Config, secrets: Secrets, breaker: Breaker | None = None) -> tuple[Reranker | None, str]:
    """The reranker to use and a word on its state (for ``vectors`` and recall reports); without
    ``breaker``, the one the configuration and keys name (where text would go)."""
    settings = config.rerank
    if os.environ.get("HERMES_RERANK", "").lower() in ("off", "0", "false", "no") or not settings.enabled:
        return None, "off"
    names = RERANK_AUTO if settings.backend == "auto" else (settings.backend,)
    for name in names:
        backend = settings.backends.get(name)
        key = secrets.get(backend.key_name) if backend and backend.key_name else None
        if backend is None or not key:
            continue
        if breaker is not None and not breaker.allows(breaker_name(name)):
            tripped = breaker.state(breaker_name(name)) or {}
            return None, f"{name} tripped ({tripped.get('last_error')})"
        url = base_url(name, backend.base_url)
        reranker = Reranker(
            name, url=url, model=backend.model, key=key, timeout=settings.timeout_seconds, breaker=breaker
        )
        return reranker, f"{name} ready"
    return None, "no key (set SILICONFLOW_API_KEY or JINA_API_KEY)"
