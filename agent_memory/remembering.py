"""The remember path: a text made a memory, merged into its near-duplicate or created, its
conflicts found (spec 3 Phase 1). The write itself is ``Vault.put``'s.

A remember reads first (``prepare``, ``find_duplicate``: comparing texts never holds the
write lock), then, inside the write transaction, checks that what it compared is still there
(``confirm_duplicate``) and writes (``remember_in``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from . import checks
from .conflicts import Conflict, ConflictDetector
from .model import MemoryEntry, now_iso, searchable_text
from .results import RememberResult
from .similarity import NearDuplicateMatcher
from .store.rows import text_hash
from .supersede import superseded
from .twins import say_different

if TYPE_CHECKING:
    from collections import Counter
    from datetime import datetime

    from .store.contract import Store
    from .vault import Vault

Duplicate = tuple[MemoryEntry | None, float | None]
_RAREST_TERMS = 8
# Postings the near-duplicate search may read: the rarest terms are taken until their
# document frequencies add up to this (the rarest one always), so the search costs the
# same in a store of a thousand memories or a million.
_CANDIDATE_POSTINGS = 4000
_CONFLICT_CANDIDATES = 200
_PENDING_ID = "mem_19700101_000000_0000"  # the id a memory has until the write transaction gives it one


class Prepared(NamedTuple):
    """A memory checked and redacted (``Vault.admit``), ready to be written."""

    entry: MemoryEntry  # its id is given inside the write transaction
    terms: Counter[str]
    digest: str
    classified: bool  # no category was given: chosen by ``Vault.classify``


def prepare(
    vault: Vault,
    text: str,
    *,
    category: str | None = None,
    importance: int | None = None,
    verified: bool = False,
    source: str | None = None,
    context: str | None = None,
    written_at: datetime | str | None = None,
) -> Prepared:
    """The memory ``remember`` would write, checked and redacted by the write unit's own
    ``admit``; the category, when none is given, chosen from the (cleaned) text."""
    config = vault.config
    moment = checks.moment(written_at, "written_at") if written_at is not None else vault.now()
    classified = not category
    chosen = vault.classify(vault.clean(text)) if classified else category
    draft = MemoryEntry(
        id=_PENDING_ID,
        content=text,
        category=str(chosen),
        room=config.room_for(str(chosen)) if chosen in config.category_mapping else "",
        importance=config.memory.default_importance if importance is None else importance,
        execution_verified=verified,
        source=source,
        created_at=now_iso(moment),
        namespace=vault.namespace,
        context=context,
    )
    entry = vault.admit(draft)
    searchable = searchable_text(entry.content, entry.context)
    return Prepared(entry, vault.store.tokenizer.counts(searchable), text_hash(searchable), classified)


def remember_in(
    vault: Vault, conflicts: ConflictDetector, store: Store, prepared: Prepared, found: Duplicate
) -> RememberResult:
    """Inside the write transaction: merge into the near-duplicate (still as compared) or create."""
    from .sync import follow_merge

    new = prepared.entry
    duplicate, ratio = confirm_duplicate(store, prepared, found)
    duplicate, name = follow_merge(vault, store, duplicate)
    if duplicate is not None:
        entry = duplicate.with_(
            content=new.content,
            importance=max(duplicate.importance, new.importance),
            execution_verified=duplicate.execution_verified or new.execution_verified,
            source=duplicate.source or new.source,
            redacted=tuple(dict.fromkeys([*duplicate.redacted, *new.redacted])),
            context=new.context or duplicate.context,
        )
        action = "merged"
    else:
        entry, action, ratio = new.with_(id=vault.fresh_id(store)), "created", None
    entry = vault.put(store, entry, existing=duplicate, name=name or vault.mirror.name_for(entry.id))
    found_conflicts = find_conflicts(conflicts, store, entry.content, exclude=entry.id)
    replaced = supersede(vault, store, entry, superseded(store, entry, [c.memory_id for c in found_conflicts]))
    return RememberResult(
        entry,
        action,
        new.redacted,
        tuple(found_conflicts),
        ratio,
        prepared.classified and action == "created",
        tuple(replaced),
    )


def mark_superseded(vault: Vault, memory_id: str, by: str | None) -> None:
    """``Memory.supersede``: ``memory_id`` superseded by the memory ``by``, or current again."""
    from .errors import InvalidInputError, NotFoundError
    from .model import FIND_ID

    if by == memory_id:
        raise InvalidInputError("a memory cannot supersede itself", hint="give the id of a later memory")
    with vault.transaction() as store:
        successor = store.get(by) if by is not None else None
        for wanted, found in ((memory_id, store.get(memory_id)), (by, successor)):
            if wanted is not None and found is None:
                raise NotFoundError(f"no memory {wanted}", hint=FIND_ID)
        supersede(vault, store, successor, [memory_id])


def supersede(vault: Vault, store: Store, by: MemoryEntry | None, ids: list[str]) -> list[str]:
    """Inside the write transaction: mark ``ids`` superseded by ``by`` (current again when
    ``by`` is none), their notes rewritten to say so; the ids changed."""
    from .errors import AgentMemoryError
    from .sync import follow

    changed = []
    for memory_id, old in sorted(store.get_many(ids).items()):
        marked = old.with_(superseded_by=by.id if by else None, superseded_at=by.created_at if by else None)
        if marked == old:
            continue
        try:
            name = follow(vault, store, [memory_id]).get(memory_id)  # a note edited by hand: its edit first
        except AgentMemoryError:  # that edit cannot be read: left as it is for sync to name, not written over
            name = None
        else:
            name = name or vault.mirror.name_for(memory_id)
        fresh = store.get(memory_id) or old
        store.set_superseded(memory_id, marked.superseded_by, marked.superseded_at)
        if name is not None:
            vault.write_note(
                store, fresh.with_(superseded_by=marked.superseded_by, superseded_at=marked.superseded_at), name
            )
        changed.append(memory_id)
    return changed


def confirm_duplicate(store: Store, prepared: Prepared, found: Duplicate) -> Duplicate:
    """Inside the write transaction: the near-duplicate found before it, if it is still as it
    was compared; an exact twin written meanwhile (or earlier in the same batch) wins."""
    exact = store.by_hash(prepared.digest)
    if exact is not None:
        return exact, 1.0
    entry, ratio = found
    current = store.get(entry.id) if entry is not None else None
    if current is None or entry is None or current.searchable != entry.searchable:
        return None, None  # gone or changed since: a memory of its own
    return current, ratio


def find_duplicate(vault: Vault, store: Store, prepared: Prepared) -> Duplicate:
    """The memory ``prepared`` would merge into, and the ratio: read before the write
    transaction, so a long comparison never holds the lock (``confirm_duplicate`` re-checks)."""
    content = prepared.entry.content
    searchable = prepared.entry.searchable  # a reply to another question is no twin
    settings = vault.config.memory
    exact = store.by_hash(prepared.digest)
    if exact is not None:
        return exact, 1.0
    if len(content) < settings.duplicate_min_length:
        return None, None
    rare: list[int] = []
    postings = 0
    for term_id, df in store.rarest_terms(prepared.terms, _RAREST_TERMS):
        if rare and postings + df > _CANDIDATE_POSTINGS:
            break
        rare.append(term_id)
        postings += df
    matcher = NearDuplicateMatcher(_folded(searchable), settings.duplicate_threshold)
    stopwords = vault.config.graph_stopwords  # a name, a number or a negation apart: no twin (``twins``)
    best_id, best = None, 0.0
    for memory_id, other in store.docs_sharing(rare, settings.duplicate_candidates):
        if len(other) < settings.duplicate_min_length:
            continue
        ratio = matcher.ratio(_folded(other))
        if ratio is not None and ratio > best and not say_different(searchable, other, stopwords):
            best_id, best = memory_id, ratio
    if best_id is None:
        return None, None
    return store.get(best_id), best


def _folded(text: str) -> str:
    """A text as near-duplicates are compared: in lower case, its whitespace runs one space."""
    return " ".join(text.lower().split())


def find_conflicts(detector: ConflictDetector, store: Store, content: str, *, exclude: str) -> list[Conflict]:
    affirmed, negated = detector.assertions(content)
    candidates: dict[str, str] = {}
    for entity in sorted(affirmed | negated):
        # the most recent memories holding the entity's rarest term, then the entity itself
        rare = store.rarest_terms(store.tokenizer.counts(entity), 1)
        if not rare:
            continue
        for memory_id, other in store.latest_with_term(rare[0][0], _CONFLICT_CANDIDATES):
            if memory_id != exclude and entity in other.lower():
                candidates[memory_id] = other
    return detector.conflicts(content, sorted(candidates.items()))
