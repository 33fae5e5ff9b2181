"""The tokenizer a store's keyword index is built with, shared by every store."""

from __future__ import annotations

from ..text import Tokenizer, default_tokenizer


class Tokenized:
    """A store's tokenizer: the one that built its postings (search/terms.py chooses it on
    open); the shipped config's until then, made on first use."""

    _tokenizer: Tokenizer | None = None

    @property
    def tokenizer(self) -> Tokenizer:
        if self._tokenizer is None:
            self._tokenizer = default_tokenizer()
        return self._tokenizer

    @tokenizer.setter
    def tokenizer(self, tokenizer: Tokenizer) -> None:
        self._tokenizer = tokenizer
