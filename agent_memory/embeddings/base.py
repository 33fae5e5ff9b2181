"""The embedder protocol every backend implements.

An embedder has an ``identity`` (``backend:model:dimensions``) that is stored with every
vector, so vectors of different spaces never mix, and two methods: documents are embedded
in batches, a query alone (some services embed queries differently).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class Embedder(Protocol):
    @property
    def identity(self) -> str: ...

    @property
    def dimensions(self) -> int: ...

    @property
    def remote(self) -> bool: ...

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...
