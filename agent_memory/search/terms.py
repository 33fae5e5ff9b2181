"""Which tokenizer a store's keyword index uses, and rebuilding the index when it changes.

The postings in a store must come from the tokenizer that queries use, or a stemmed query
term would miss an unstemmed posting. The store records the identity of the tokenizer that
built its postings (meta ``tokenizer``: version, stemmer, a hash of the stop words); on
open, a store built by another one (an older version, other stop words in config.yaml,
another stemmer chosen) has every memory indexed again, once, in one transaction. With
``stemmer: auto`` a store keeps the stemmer that built it while this process has it (the
built-in one always is), so processes with and without PyStemmer sharing a store do not
rebuild it in turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..config import TokenizerSettings
from ..stemming import by_identity, choose
from ..text import TOKENIZER_VERSION, Tokenizer

if TYPE_CHECKING:
    from ..store.contract import Store

META_KEY = "tokenizer"


def pick(settings: TokenizerSettings, recorded: str | None) -> Tokenizer:
    """The tokenizer for a store whose postings ``recorded`` built (None: unknown or none)."""
    stemmer = None
    if settings.stemmer == "auto" and recorded:
        version, _, rest = recorded.partition(":")
        if version == f"v{TOKENIZER_VERSION}":
            stemmer = by_identity(rest.rpartition(":")[0])
    return Tokenizer(stopwords=settings.stopwords, stemmer=stemmer or choose(settings.stemmer))


def ready(store: Store, settings: TokenizerSettings) -> int:
    """Give ``store`` its tokenizer, rebuilding its postings if another one built them.

    Returns how many memories were indexed again (0 almost always). A store that cannot be
    written keeps its postings, searched with the new tokenizer: words that match either
    way still match.
    """
    recorded = store.meta(META_KEY)
    tokenizer = pick(settings, recorded)
    store.tokenizer = tokenizer
    if recorded == tokenizer.identity or store.refuse_writes is not None:
        return 0
    with store.transaction():
        recorded = store.meta(META_KEY)  # another process may have done it meanwhile
        if recorded == tokenizer.identity:
            return 0
        done = store.rebuild_postings(tokenizer) if store.corpus()[0] else 0
        store.set_meta(META_KEY, tokenizer.identity)
    return done
