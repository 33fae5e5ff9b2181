"""The relevance bar: which recalled memories an agent's prompt gets (``context`` and the hooks).

Recall ranks; it does not say whether anything it found is relevant, and a prompt that no
memory answers still has a top hit. A hit clears the bar when it carries what the query asks for, judged by the encoder when one
is calibrated, else by the words:

- meaning (an encoder with a threshold in ``retrieval.relevance.cosine``): the dense leg's
  cosine reaches that floor and stands ``retrieval.relevance.margin`` over the median cosine of
  what was recalled -- a sentence encoder's cosines crowd together (0.75-0.9 for e5), so a hit
  must stand out from the rest, not only be high; once one hit of a recall clears that bar, the
  others are judged ``retrieval.relevance.loose`` under both (floor and margin): the bar decides
  whether the prompt gets anything, and a relevant memory ranked beside the one that cleared is
  not kept out for standing a little lower (cross-validated store by store on the tuning stores,
  0.463 -> 0.496 of answerable prompts served at the same 4.4 % noise); when none clears, the
  top hit, if it is a reply kept with its context, may still clear on the cosine of that context
  alone, ``retrieval.relevance.reply`` less (0.496 -> 0.518 at the same noise, cross-validated);
- words (the local hash vectors, wordllama, any encoder never calibrated): the share of the
  query's weight (each term's IDF in the store) that the memory's text and context hold
  reaches ``retrieval.relevance.coverage`` -- a memory sharing only a common word stays out.

A small store (fewer than ``CROWD`` memories, or a recall of fewer than ``CROWD`` cosines, as in
a small room) has no crowd of its own: with one or two memories the median recalled cosine is
the hit's own or half of it, so no hit would ever stand out. There the median is taken over the
recall's cosines and those of a shipped crowd of unrelated memories (``embeddings/crowd.py``),
so the bar means what it means in a store of a hundred. On the tuning stores cut down to 1, 2, 4
and 8 memories (every relevant memory kept, the rest drawn at random): 0.63 of answerable
prompts served with 0-3.7 % of unrelated ones given anything, against 0.45-0.60 with up to
3.7 % before. An encoder with no crowd shipped falls back on the words there: a query word the
store has never seen weighs as one a single memory holds (nearly every word is one it has
never seen), and a hit also clears the bar on its words when the encoder's margin cannot be
judged. From ``CROWD`` cosines on, nothing of this applies.

The thresholds are calibrated on the tuning stores of benchmarks/data/retrieval_eval_v2 by
``python -m benchmarks.calibrate_bar``: as many answerable prompts served as possible while
at most 5 % of the unrelated ones get anything.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model import searchable_text
from ..redact import without_placeholders
from .bm25 import idf

if TYPE_CHECKING:
    from ..recall_results import RecallHit
    from ..store.contract import Store


# Fewer memories than this in the store, or cosines in a recall: too few for a median to say what
# an unrelated memory scores, or for IDF to tell a rare word from one the store has not met yet.
# The stores the bar is calibrated on hold 42-100 memories and context recalls 50, so it never
# applies there.
CROWD = 10


@dataclass(frozen=True, slots=True)
class Bar:
    coverage: float  # share of the query's IDF weight a memory must hold (no calibrated encoder)
    cosine: float | None  # the active encoder's floor; None: the words decide
    margin: float = 0.0  # how far over the median recalled cosine a hit must stand
    loose: float = 0.0  # once a hit has cleared: how far under the floor and margin the others may be
    reply: float | None = None  # a top hit kept with its context may clear on that context's cosine less this

    def clears(self, coverage: float, cosine: float | None, median: float | None = None) -> bool:
        if self.cosine is None:
            return coverage >= self.coverage
        if cosine is None:
            return False
        return cosine >= self.cosine and (median is None or cosine - median >= self.margin)

    def eased(self) -> Bar:
        """The bar the other hits of a recall face once one has cleared this one."""
        if self.cosine is None or not self.loose:
            return self
        return Bar(self.coverage, self.cosine - self.loose, self.margin - self.loose)


def query_weights(store: Store, query: str) -> dict[str, float]:
    """Each distinct query term's IDF in ``store``. A word no memory holds weighs the most (the
    store knows nothing of it: on the tuning stores, weighing it as the rarest known word let
    four times as many unrelated prompts through); a Chinese n-gram no memory holds weighs
    nothing, as most are made across a word boundary ("用什么" from "缓存用什么"). In a store of
    fewer than ``CROWD`` memories, where most words are ones it has not met yet, an unknown word
    weighs as one a single memory holds."""
    terms = list(dict.fromkeys(store.tokenizer.terms(without_placeholders(query))))  # a redacted secret asks nothing
    documents = max(store.corpus()[0], 1)
    unknown = 0 if documents >= CROWD else 1  # the document frequency an unknown word is weighed at
    frequency = {stats.term: stats.df for stats in store.term_stats(terms)}
    return {
        term: 0.0 if not (term in frequency or term.isascii()) else idf(documents, frequency.get(term, unknown))
        for term in terms
    }


def coverage(store: Store, weights: dict[str, float], hit: RecallHit) -> float:
    """The share of the query's weight the memory's text and context hold."""
    total = sum(weights.values())
    if total <= 0:
        return 0.0
    held = set(store.tokenizer.terms(searchable_text(hit.entry.content, hit.entry.context)))
    return sum(weight for term, weight in weights.items() if term in held) / total


def relevant(
    store: Store,
    query: str,
    hits: Sequence[RecallHit],
    bar: Bar,
    crowd: Sequence[float] = (),
    reply: Callable[[RecallHit], float | None] | None = None,
) -> list[RecallHit]:
    """The hits that clear ``bar``, in recall's order. ``crowd``: the query's cosines with the
    encoder's reference crowd (``embeddings/crowd.py``), which stand in for the store's own
    while a recall holds fewer than ``CROWD`` cosines. ``reply``: the query's cosine with a hit's
    context alone (the turn it replied to), asked of the top hit only when no hit clears
    otherwise. Words are weighed only when they decide:
    with a calibrated encoder and a recall of ``CROWD`` cosines or more, or a crowd, no hit is
    tokenized and no term looked up (the hook's path); with neither, a hit clears on its
    meaning or on its words."""
    if bar.cosine is None:
        weights = query_weights(store, query)
        return [hit for hit in hits if bar.clears(coverage(store, weights, hit), None)]
    cosines = [hit.vec_score for hit in hits if hit.vec_score is not None]
    # the looser bar needs a crowd of the store's own: beside the shipped one, two memories of one
    # small store are as close to each other as the one asked for is to the prompt
    eased = bar.eased() if len(cosines) >= CROWD else bar
    if len(cosines) < CROWD and crowd:
        cosines += crowd
    median = statistics.median(cosines) if cosines else None
    if len(cosines) >= CROWD:
        if not any(bar.clears(0.0, hit.vec_score, median) for hit in hits) and not _as_reply(hits, bar, median, reply):
            return []
        return [hit for hit in hits if eased.clears(0.0, hit.vec_score, median)]
    words, weights = Bar(bar.coverage, None), query_weights(store, query)
    return [
        hit
        for hit in hits
        if bar.clears(0.0, hit.vec_score, median) or words.clears(coverage(store, weights, hit), None)
    ]


def _as_reply(
    hits: Sequence[RecallHit], bar: Bar, median: float | None, reply: Callable[[RecallHit], float | None] | None
) -> bool:
    """Whether the top hit, a reply kept with its context, clears ``bar`` on the cosine of that
    context alone less ``bar.reply``: the memory and the turn it answered are embedded as one,
    and a prompt that asks what the turn asked stands closer to the turn than to the pair."""
    if bar.reply is None or reply is None or not hits or hits[0].vec_score is None or not hits[0].entry.context:
        return False
    cosine = reply(hits[0])
    return cosine is not None and bar.clears(0.0, cosine - bar.reply, median)
