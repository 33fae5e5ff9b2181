"""Remote embedders speaking the OpenAI ``/embeddings`` format: Jina, SiliconFlow, OpenAI,
and any compatible server (Ollama, vLLM, LM Studio)."""

from __future__ import annotations

import math
from typing import Any

from ..config import BackendSettings
from ..errors import BackendContractError
from ..http import post_json


class OpenAICompatEmbedder:
    remote = True

    def __init__(
        self, settings: BackendSettings, *, base_url: str, key: str | None, timeout: float, batch_size: int
    ) -> None:
        self._settings = settings
        self._url = base_url.rstrip("/") + "/embeddings"
        self._key = key
        self._timeout = timeout
        self._batch = batch_size

    @property
    def name(self) -> str:
        return self._settings.name

    @property
    def identity(self) -> str:
        return f"{self._settings.name}:{self._settings.model}:{self._settings.dimensions}"

    @property
    def dimensions(self) -> int:
        return self._settings.dimensions

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for start in range(0, len(texts), self._batch):
            out += self._embed(texts[start : start + self._batch], query=False)
        return out

    def embed_query(self, text: str) -> list[float]:
        return self._embed([self._settings.query_prefix + text], query=True)[0]

    def _payload(self, texts: list[str], *, query: bool) -> dict[str, Any]:
        payload: dict[str, Any] = {"model": self._settings.model, "input": texts, "encoding_format": "float"}
        if self._settings.name == "jina":
            payload["task"] = "retrieval.query" if query else "retrieval.passage"
            payload["dimensions"] = self._settings.dimensions
        elif self._settings.name == "openai" and self._settings.model.startswith("text-embedding-3"):
            payload["dimensions"] = self._settings.dimensions
        return payload

    def _embed(self, texts: list[str], *, query: bool) -> list[list[float]]:
        answer = post_json(
            self._url, self._payload(texts, query=query), key=self._key, timeout=self._timeout, service=self.name
        )
        data = answer.get("data") if isinstance(answer, dict) else None
        if not isinstance(data, list) or len(data) != len(texts):
            raise BackendContractError(
                f"{self.name} answered without one embedding per text", hint="check the base URL and model"
            )
        ordered = sorted(data, key=lambda item: item.get("index", 0) if isinstance(item, dict) else 0)
        vectors = []
        for item in ordered:
            vector = item.get("embedding") if isinstance(item, dict) else None
            if not isinstance(vector, list) or len(vector) != self.dimensions:
                got = len(vector) if isinstance(vector, list) else "no"
                raise BackendContractError(
                    f"{self.name} returned {got} dimensions, expected {self.dimensions}",
                    hint=f"set vectors.backends.{self.name}.dimensions to the model's size",
                )
            if not all(isinstance(x, (int, float)) for x in vector):
                raise BackendContractError(
                    f"{self.name} returned a vector that is not numbers", hint="check the base URL"
                )
            norm = math.sqrt(sum(x * x for x in vector)) or 1.0
            vectors.append([x / norm for x in vector])
        return vectors
