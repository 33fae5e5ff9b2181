"""Rerankers (SiliconFlow bge-reranker-v2-m3, Jina reranker v2), OpenAI-style ``/rerank``.

A failure trips an in-process breaker (the spec's ``_rerank_ok = False``): the fused order
stands and later recalls in the same process do not try again.
"""

from __future__ import annotations

import os

from .config import Config, Secrets
from .errors import BackendContractError, BackendError

_TRIPPED: dict[str, str] = {}  # backend -> the error that tripped it, for this process


class Reranker:
    def __init__(self, name: str, *, url: str, model: str, key: str, timeout: float) -> None:
        self.name = name
        self.url = url.rstrip("/") + "/rerank"
        self._model = model
        self._key = key
        self._timeout = timeout

    def scores(self, query: str, documents: list[str]) -> list[float]:
        """One relevance score per document, in the documents' order."""
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


def choose_reranker(config: Config, secrets: Secrets) -> tuple[Reranker | None, str]:
    """The reranker to use and a word on its state (for ``vectors`` and recall reports)."""
    settings = config.rerank
    if os.environ.get("HERMES_RERANK", "").lower() in ("off", "0", "false", "no") or not settings.enabled:
        return None, "off"
    names = ["siliconflow", "jina"] if settings.backend == "auto" else [settings.backend]
    for name in names:
        backend = settings.backends.get(name)
        key = secrets.get(backend.key_name) if backend and backend.key_name else None
        if backend is None or not key:
            continue
        if name in _TRIPPED:
            return None, f"{name} tripped in this process ({_TRIPPED[name]})"
        variable = {"siliconflow": "SILICONFLOW_BASE_URL", "jina": "JINA_BASE_URL"}.get(name)
        url = (os.environ.get(variable) if variable else None) or backend.base_url
        return Reranker(name, url=url, model=backend.model, key=key, timeout=settings.timeout_seconds), f"{name} ready"
    return None, "no key (set SILICONFLOW_API_KEY or JINA_API_KEY)"


def trip(name: str, error: BackendError) -> None:
    _TRIPPED[name] = error.message


def reset_breakers() -> None:
    _TRIPPED.clear()
