"""The relevance bar: which recalled memories an agent's prompt gets (``context`` and the hooks).

Recall ranks; it does not say whether anything it found is relevant, and a prompt that no
memory answers still has a top hit. A hit clears the bar when it carries what the query asks for, judged by the encoder when one
is calibrated, else by the words:

- meaning (an encoder with a threshold in ``retrieval.relevance.cosine``): the dense leg's
  cosine reaches that floor and stands ``retrieval.relevance.margin`` over the median cosine of
  what was recalled -- a sentence encoder's cosines crowd together (0.75-0.9 for e5), so a hit
  must stand out from the rest, not only be high;
- words (the local hash vectors, wordllama, any encoder never calibrated): the share of the
  query's weight (each term's IDF in the store) that the memory's text and context hold
  reaches ``retrieval.relevance.coverage`` -- a memory sharing only a common word stays out.

The thresholds are calibrated on the tuning stores of benchmarks/data/retrieval_eval_v2 by
``python -m benchmarks.calibrate_bar``: as many answerable prompts served as possible while
at most 5 % of the unrelated ones get anything.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model import searchable_text
from ..redact import without_placeholders
from .bm25 import idf

if TYPE_CHECKING:
    from ..results import RecallHit
    from ..store.contract import Store


@dataclass(frozen=True, slots=True)
class Bar:
    coverage: float  # share of the query's IDF weight a memory must hold (no calibrated encoder)
    cosine: float | None  # the active encoder's floor; None: the words decide
    margin: float = 0.0  # how far over the median recalled cosine a hit must stand

    def clears(self, coverage: float, cosine: float | None, median: float | None = None) -> bool:
        if self.cosine is None:
            return coverage >= self.coverage
        if cosine is None:
            return False
        return cosine >= self.cosine and (median is None or cosine - median >= self.margin)


def query_weights(store: Store, query: str) -> dict[str, float]:
    """Each distinct query term's IDF in ``store``. A word no memory holds weighs the most (the
    store knows nothing of it: on the tuning stores, weighing it as the rarest known word let
    four times as many unrelated prompts through); a Chinese n-gram no memory holds weighs
    nothing, as most are made across a word boundary ("用什么" from "缓存用什么")."""
    terms = list(dict.fromkeys(store.tokenizer.terms(without_placeholders(query))))  # a redacted secret asks nothing
    documents = max(store.corpus()[0], 1)
    frequency = {stats.term: stats.df for stats in store.term_stats(terms)}
    return {
        term: 0.0 if not (term in frequency or term.isascii()) else idf(documents, frequency.get(term, 0))
        for term in terms
    }


def coverage(store: Store, weights: dict[str, float], hit: RecallHit) -> float:
    """The share of the query's weight the memory's text and context hold."""
    total = sum(weights.values())
    if total <= 0:
        return 0.0
    held = set(store.tokenizer.terms(searchable_text(hit.entry.content, hit.entry.context)))
    return sum(weight for term, weight in weights.items() if term in held) / total


def relevant(store: Store, query: str, hits: Sequence[RecallHit], bar: Bar) -> list[RecallHit]:
    """The hits that clear ``bar``, in recall's order. Words are weighed only when they decide:
    with a calibrated encoder no hit is tokenized and no term looked up (the hook's path)."""
    if bar.cosine is None:
        weights = query_weights(store, query)
        return [hit for hit in hits if bar.clears(coverage(store, weights, hit), None)]
    cosines = [hit.vec_score for hit in hits if hit.vec_score is not None]
    median = statistics.median(cosines) if cosines else None
    return [hit for hit in hits if bar.clears(0.0, hit.vec_score, median)]
