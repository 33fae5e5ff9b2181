"""The memories relevant to a query, formatted for a prompt, as many as fit a token budget.

Tokens are counted with tiktoken (cl100k_base) when it is installed and its encoding file is
already on disk (nothing is downloaded at run time); otherwise with a stated heuristic: one
token per CJK character, one per four other characters, rounded up. The budget covers the
whole block, header and footer included, and is never exceeded.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import tempfile
from collections.abc import Callable, Collection
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import BackendError, InvalidInputError
from .regex import precompiled
from .search.relevance import Bar, relevant
from .search.timeline import incidental, names_a_time

if TYPE_CHECKING:
    from .memory import Memory
    from .model import MemoryEntry
    from .recall_results import RecallHit

FORMATS = ("markdown", "xml", "json")
HEURISTIC = "heuristic: 1 token per CJK character, 1 per 4 other characters"
_CJK = precompiled(r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]")
_TIKTOKEN_URL = "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken"
_CANDIDATES = 50
# A prompt longer than this (a pasted log, a file) is searched by its salient terms: those the
# store knows, rarest first, at most QUERY_TERMS of them, in the prompt's order.
QUERY_CHARS = 600
QUERY_TERMS = 24
# The most of a reply's context (heuristic tokens, its end: a long turn ends with what it asks)
# embedded to judge the reply on it: one embedding more on a hook's path, bounded (the tuning
# stores' turns run to 14).
REPLY_TOKENS = 32


@dataclass(frozen=True, slots=True)
class ContextBlock:
    text: str  # empty when nothing relevant was found
    ids: tuple[str, ...]
    tokens: int
    budget: int
    counter: str
    relevant: int = 0  # memories found relevant: more than the ids when some did not fit the budget

    @property
    def why_empty(self) -> str | None:
        """Why no memory is in the block (None when one is): none relevant, or none fits."""
        if self.text:
            return None
        if self.relevant:
            found = "1 relevant memory" if self.relevant == 1 else f"{self.relevant} relevant memories"
            return f"{found} found, but nothing fits in {self.budget} tokens"
        return "no memory is relevant to that query"

    def to_dict(self) -> dict[str, object]:
        return {
            "text": self.text,
            "ids": list(self.ids),
            "tokens": self.tokens,
            "budget": self.budget,
            "counter": self.counter,
        }


def heuristic_tokens(text: str) -> int:
    cjk = len(_CJK.findall(text))
    return cjk + math.ceil((len(text) - cjk) / 4)


def token_counter() -> tuple[Callable[[str], int], str]:
    """(count, how it counts): tiktoken when installed with its file cached, else the heuristic."""
    try:
        import tiktoken
    except ImportError:
        return heuristic_tokens, HEURISTIC
    folder = os.environ.get("TIKTOKEN_CACHE_DIR") or os.environ.get("DATA_GYM_CACHE_DIR")
    cache = Path(folder) if folder else Path(tempfile.gettempdir()) / "data-gym-cache"
    if not (cache / hashlib.sha1(_TIKTOKEN_URL.encode()).hexdigest()).is_file():
        return heuristic_tokens, HEURISTIC + " (tiktoken's cl100k_base file is not on disk)"
    encoding = tiktoken.get_encoding("cl100k_base")
    return (lambda text: len(encoding.encode(text, disallowed_special=()))), "tiktoken cl100k_base"


def build(
    memory: Memory,
    query: str,
    *,
    budget: int = 800,
    room: str | None = None,
    form: str = "markdown",
    exclude: Collection[str] = (),
) -> ContextBlock:
    if form not in FORMATS:
        raise InvalidInputError(f"no context format '{form}'", hint="use markdown, xml or json")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise InvalidInputError(
            f"--budget must be a whole number of tokens, 1 or more, not {budget!r}", hint="e.g. --budget 800"
        )
    count, how = token_counter()
    query = salient_query(memory, query)  # checked and redacted by Memory.context
    if not query:
        return ContextBlock("", (), 0, budget, how)
    # injected automatically, so it records no access: only what an agent asks for counts as use
    found = memory.recall(query, room=room, top_k=_CANDIDATES, record_access=False)
    settings = memory.config.retrieval
    bar = Bar(
        settings.relevance_coverage,
        settings.relevance_cosine.get(found.backend),
        settings.relevance_margin,
        settings.relevance_loose,
        settings.relevance_reply,
    )
    when = None
    if names_a_time(query):
        from .when import query_span

        when = query_span(query, memory.now())
    words = when.rest if when is not None and any(c.isalnum() for c in when.rest) else query
    reply = _reply_cosine(memory, found.backend, found.query)
    entries = [
        hit.entry for hit in relevant(memory.store, words, found.hits, bar, found.crowd, reply)
    ]  # time words aside
    entries = [entry for entry in entries if entry.id not in exclude]  # already given (a hook's session)
    previous: dict[str, MemoryEntry] = {}
    if when is None or incidental(when):  # asked of the present: what holds now, its history in a word
        entries = [entry for entry in entries if entry.superseded_by is None]
        previous = _previous(memory, entries)
    chosen: list[MemoryEntry] = []
    for entry in entries:
        if count(render([*chosen, entry], form, previous)) <= budget:
            chosen.append(entry)
    if not chosen:
        return ContextBlock("", (), 0, budget, how, len(entries))
    text = render(chosen, form, previous)
    return ContextBlock(text, tuple(e.id for e in chosen), count(text), budget, how, len(entries))


def _reply_cosine(memory: Memory, backend: str, query: list[float] | None) -> Callable[[RecallHit], float | None]:
    """The query's cosine with a hit's context alone (the turn it replied to), embedded by the
    encoder that embedded the query; None when there is no such vector or the encoder fails."""

    def cosine(hit: RecallHit) -> float | None:
        if query is None or not hit.entry.context:
            return None
        from .embeddings import registry

        try:
            vector = registry.build(backend, memory.config, memory.secrets).embed_documents([_end(hit.entry.context)])[
                0
            ]
        except BackendError:
            return None
        return sum(a * b for a, b in zip(query, vector, strict=True))

    return cosine


def _end(turn: str) -> str:
    """The end of ``turn`` within ``REPLY_TOKENS``, counted as ``heuristic_tokens`` counts."""
    cost, cut = 0.0, len(turn)
    while cut > 0:
        cost += 1.0 if _CJK.match(turn[cut - 1]) else 0.25
        if cost > REPLY_TOKENS:
            break
        cut -= 1
    return turn[cut:]


def salient_query(memory: Memory, prompt: str) -> str:
    """What a prompt is searched by: itself when short; else its salient terms, bounded
    (``QUERY_CHARS``, ``QUERY_TERMS``): words the store knows, rarest first, never a bare
    number (a pasted log's ids and counters, not its subject). Empty when a long prompt shares
    no term with the store."""
    if len(prompt) <= QUERY_CHARS:
        return prompt
    first: dict[str, str] = {}  # term -> the word that gave it first: the query is made of words
    for word, term in memory.store.tokenizer.pairs(prompt):
        if not term.isdigit():
            first.setdefault(term, word)
    known = sorted(memory.store.term_stats(first), key=lambda stats: (stats.df, stats.term))[:QUERY_TERMS]
    kept = {stats.term for stats in known}
    return " ".join(word for term, word in first.items() if term in kept)


def _previous(memory: Memory, entries: list[MemoryEntry]) -> dict[str, MemoryEntry]:
    """id -> the newest memory it superseded, for the memories that superseded one."""
    store = memory.store
    found = {}
    for entry in entries:
        older = store.get_many(store.superseded_ids(entry.id)).values()
        if older:
            found[entry.id] = max(older, key=lambda e: e.created_at)
    return found


def _was(entry: MemoryEntry, previous: dict[str, MemoryEntry]) -> str:
    """ " (previously: X, until DATE)" when ``entry`` superseded X."""
    before = previous.get(entry.id)
    if before is None:
        return ""
    return f" (previously: {' '.join(before.content.split())}, until {(before.superseded_at or '')[:10]})"


def _date(entry: MemoryEntry) -> str:
    return entry.created_at[:10]


def _flag(entry: MemoryEntry) -> str:
    return "verified" if entry.execution_verified else "UNVERIFIED"


def render(entries: list[MemoryEntry], form: str, previous: dict[str, MemoryEntry] | None = None) -> str:
    """The block: the memories alone (the prompt is the agent's already: echoing it would
    spend the budget, and repeat whatever it holds), each with what it superseded when
    ``previous`` says (id -> the memory it superseded)."""
    previous = previous or {}
    if form == "json":
        rows: list[dict[str, object]] = []
        for e in entries:
            row: dict[str, object] = {
                "id": e.id,
                "room": e.room,
                "verified": e.execution_verified,
                "date": _date(e),
                "content": e.content,
            }
            if e.id in previous:
                was = previous[e.id]
                row["previously"] = {"id": was.id, "content": was.content, "until": (was.superseded_at or "")[:10]}
            rows.append(row)
        return json.dumps({"memories": rows}, ensure_ascii=False)
    if form == "xml":
        lines = ["<memories>"]
        lines += [
            f'<memory id="{escape(e.id)}" room="{escape(e.room)}" verified="{str(e.execution_verified).lower()}" '
            f'date="{_date(e)}">{escape(" ".join(e.content.split()) + _was(e, previous))}</memory>'
            for e in entries
        ]
        return "\n".join([*lines, "</memories>"])
    lines = ["## Long-term memory (agent-memory)"]
    lines += [
        f"- [{e.id}] {e.room} · {_flag(e)} · {_date(e)}: {' '.join(e.content.split())}{_was(e, previous)}"
        for e in entries
    ]
    if any(not e.execution_verified for e in entries):
        lines.append("UNVERIFIED memories were never confirmed by running them; check before relying on them.")
    return "\n".join(lines)
