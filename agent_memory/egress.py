"""Where text leaves this machine: the remote services this data root sends text to, and why.

Offline is the default. A remote service is used only when the user named it for
agent-memory: embeddings through ``auto`` only with the spec's keys (Jina, then SiliconFlow;
OpenAI's embeddings only when chosen: ``vectors.backend: openai`` or
``HERMES_VECTOR_BACKEND=openai``); the digest through DeepSeek's key, or through OpenAI's
only when the LLM digester is chosen (``digest.backend: llm`` or ``HERMES_DIGEST=llm``) or the
key sits in the data root's ``.env``. An ``OPENAI_API_KEY`` exported for other tools sends
nothing anywhere. ``vectors`` and ``doctor`` list what is used.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from .config import Config, Secrets


@dataclass(frozen=True, slots=True)
class Destination:
    purpose: str  # embeddings, rerank, digest
    service: str  # jina, siliconflow, openai, deepseek...
    url: str
    chosen: str  # why it is used: "explicit" or the key that selects it

    @property
    def host(self) -> str:
        return urlsplit(self.url).netloc or self.url

    def to_dict(self) -> dict[str, str]:
        return {"purpose": self.purpose, "service": self.service, "host": self.host, "chosen": self.chosen}

    def describe(self) -> str:
        return f"{self.purpose}: {self.service} ({self.host}; {self.chosen})"


def destinations(config: Config, secrets: Secrets) -> list[Destination]:
    """Every remote service text would be sent to with this configuration and these keys."""
    from . import digest, rerank
    from .embeddings import registry

    found = []
    name, explicit = registry.requested_backend(config)
    embedder = registry.auto_backend(config, secrets) if name == "auto" else name
    settings = config.vectors.backends.get(embedder)
    if embedder in registry.REMOTE and settings is not None:
        why = "chosen" if explicit else f"auto: {settings.key_name} is set"
        found.append(Destination("embeddings", embedder, registry.base_url(embedder, settings.base_url), why))
    reranker, _ = rerank.choose_reranker(config, secrets)
    if reranker is not None:
        found.append(Destination("rerank", reranker.name, reranker.url, "a rerank key is set"))
    if digest.wanted(config.digest) != "rules":
        target = digest.endpoint(config.digest, secrets)
        if target is not None:
            service = "openai" if target.provider == "OPENAI_API_KEY" else urlsplit(target.url).netloc or "llm"
            found.append(Destination("digest", service, target.url, f"{target.provider} is set"))
    return found


def summary(found: list[Destination]) -> str:
    if not found:
        return "none: no text leaves this machine (local vectors, rule digester)"
    return "; ".join(item.describe() for item in found)
