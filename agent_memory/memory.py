"""``Memory``: the facade that runs the write and read paths."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from . import progress
from .config import Config, Secrets, default_config_text, load_config
from .conflicts import Conflict, ConflictDetector
from .errors import BackendError, DiskError, InvalidInputError, NotFoundError, StoreCorruptError
from .fsutil import exclusive
from .model import (
    DEFAULT_NAMESPACE,
    FIND_ID,
    TEXT_FIELDS,
    MemoryEntry,
    check_id,
    check_namespace,
    new_id,
    now_iso,
    searchable_text,
)
from .paths import Layout, resolve_root
from .redact import Redactor, placeholder_labels, use_for_messages
from .results import (
    DigestReport,
    ImportReport,
    PruneReport,
    RecallHit,
    RecallResult,
    RememberResult,
    RestoreReport,
    RoomInfo,
    SedimentReport,
    Stats,
    SyncReport,
)
from .search import terms
from .search.vectors import VectorOutcome, VectorService
from .similarity import NearDuplicateMatcher
from .store.contract import Store
from .store.markdown import MarkdownMirror, NoMirror
from .store.sqlite import BUSY_TIMEOUT_MS, SQLiteStore
from .text import ENTITY_RULES, extract_entities

if TYPE_CHECKING:
    from collections import Counter

    from .context import ContextBlock
    from .digest import Distilled, RuleDigester
    from .keys import Notice

Clock = Callable[[], datetime]


class _Prepared(NamedTuple):
    """A memory checked and redacted, ready to be written."""

    content: str
    category: str
    importance: int
    verified: bool
    source: str | None
    labels: list[str]
    terms: Counter[str]
    digest: str
    stamp: str
    classified: bool  # no category was given: chosen by ``Memory.classify``
    context: str | None  # the turn it answers, when it is a reply


_Duplicate = tuple[MemoryEntry | None, float | None]
_RAREST_TERMS = 8
_S = TypeVar("_S", bound=Store)  # a store, opened as its own class
# Postings the near-duplicate search may read: the rarest terms are taken until their
# document frequencies add up to this (the rarest one always), so the search costs the
# same in a store of a thousand memories or a million.
_CANDIDATE_POSTINGS = 4000
_CONFLICT_CANDIDATES = 200
WRITE_LOCK = ".write.lock"  # held by a writer from its transaction's start until its notes are in place
_GRAPH_BUILT = "graph_built"
_GRAPH_RULES = "graph_rules"  # meta: the ENTITY_RULES the graph was last extracted by
_CONTROL = re.compile(r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")  # C0 and C1, keeping tab and newline
_RETIRED = "retired_ids"  # meta: ids deleted within the minute they were made (see retire_ids)  # meta key: when every memory's entities were last extracted


def content_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Memory:
    """Long-term memory over one data root. Use as a context manager, or call ``close()``.

    ``namespace`` (else ``$AGENT_MEMORY_NAMESPACE``, else ``default``) is where new memories
    go and what every read sees; ``all_namespaces`` widens the reads to the whole store.
    ``store`` (else ``$AGENT_MEMORY_STORE_URL``, else ``store.url`` in config.yaml) is a
    ``postgresql://`` URL for a shared store; none means ``memory.db`` under the data root.
    """

    def __init__(
        self,
        root: str | os.PathLike[str] | None = None,
        *,
        clock: Clock | None = None,
        namespace: str | None = None,
        all_namespaces: bool = False,
        store: str | None = None,
    ) -> None:
        chosen = namespace or os.environ.get("AGENT_MEMORY_NAMESPACE") or DEFAULT_NAMESPACE
        self.namespace = check_namespace(chosen, where="--namespace" if namespace else "AGENT_MEMORY_NAMESPACE")
        self.all_namespaces = all_namespaces
        self.layout = Layout(resolve_root(root))
        self._clock = clock or (lambda: datetime.now(UTC))
        # Read the user's config before anything is written: a bad file changes nothing.
        self.config: Config = load_config(self.layout.config if self.layout.config.exists() else None)
        self.layout.create(self.config, default_config_text())
        self.secrets = Secrets(self.layout.env)
        self.redactor = Redactor(self.config.redact_patterns)
        use_for_messages(self.redactor)
        self._conflicts = ConflictDetector(self.config.conflict_positive, self.config.conflict_negative)
        # None: not chosen here; "" chooses the embedded store whatever the environment says
        self.store_url = (
            store if store is not None else os.environ.get("AGENT_MEMORY_STORE_URL") or self.config.store.url
        )
        if self.store_url and not self.store_url.startswith(("postgresql://", "postgres://")):
            raise InvalidInputError(
                "--store / AGENT_MEMORY_STORE_URL must be a postgresql:// URL",
                hint="e.g. postgresql://me@db:5432/memory",
            )
        keep_notes = not self.store_url or self.config.store.postgres_markdown
        self.mirror = (
            MarkdownMirror(self.layout.store, shared=self.config.store.shared_notes)
            if keep_notes
            else NoMirror(self.layout.store)
        )
        self.vectors = VectorService(config=self.config, secrets=self.secrets, root=self.layout.root, clock=self.now)
        self._store: Store | None = None
        self._keep_sealed = False  # reindex of an encrypted store builds an encrypted one
        self._classifier: RuleDigester | None = None
        self._locked = False  # this Memory holds the writers' lock (see _notes_lock)
        self.notices: list[Notice] = []  # what its user must hear of: a key made (keys.made_notice)

    # ---- plumbing ---------------------------------------------------------------------

    @property
    def store(self) -> Store:
        if self._store is None and self.store_url:
            self._store = self._open_postgres()
        elif self._store is None:
            from . import interchange

            self._store = self._open_sqlite(self.layout.db)
            interchange.import_on_open(self)
        else:
            if not self.store_url:
                self._store.follow()  # memory.db replaced by a reindex meanwhile: the new file is read
            if (mark := self._store.sealed_meanwhile()) is not None:
                from . import crypto

                # another process turned encryption on while this one held the store open
                self._store.codec = crypto.unlock(self.layout.root, self.layout.db, mark)
        return self._store

    def _open_sqlite(self, path: Path, *, locked: bool = True) -> SQLiteStore:
        from . import crypto, sealing

        store = self._scoped(SQLiteStore(path, entities=self.entities, locked=locked))
        try:
            wanted = self._keep_sealed or crypto.requested(self.config.encrypt)
            if sealing.secure(store, self.layout, wanted=wanted, entities=self.entities):
                from .keys import made_notice

                self.notices.append(made_notice(self.layout.root))
            terms.ready(store, self.config.tokenizer)
        except BaseException:
            store.close()
            raise
        return store

    def _open_postgres(self) -> Store:
        from . import crypto
        from .errors import ConfigError
        from .store.postgres import PostgresStore

        if crypto.requested(self.config.encrypt):
            raise ConfigError(
                "encryption at rest (HERMES_ENCRYPT / security.encrypt) is for the embedded store only",
                hint="turn it off for a postgresql:// store and use the server's own disk encryption",
            )
        store = self._scoped(PostgresStore(self.store_url, entities=self.entities))
        try:
            terms.ready(store, self.config.tokenizer)
        except BaseException:
            store.close()
            raise
        return store

    def _scoped(self, store: _S) -> _S:
        """The store, its reads confined to this Memory's namespace (unless all of them)."""
        store.namespace, store.scoped = self.namespace, not self.all_namespaces
        return store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def now(self) -> datetime:
        return self._clock()

    @contextmanager
    def writing(self, *, bulk: bool = False) -> Iterator[Store]:
        """A write transaction, preceded by the day's first backup when one is due.

        The notes it writes or deletes change on disk only after the commit (``mirror.staged``):
        a transaction that fails or is killed leaves no note behind that ``sync`` would act on.
        ``bulk`` (many notes): they are made durable with one sync before the commit, not one
        fsync each.
        """
        from .backups import daily

        store = self.store
        if store.refuse_writes is not None:
            raise store.refuse_writes
        daily(self, store)
        with self._notes_lock(), self.mirror.staged(bulk=bulk), store.transaction():
            yield store
            self.mirror.durable()

    @contextmanager
    def _notes_lock(self) -> Iterator[None]:
        """Writers take turns from their transaction's start until their notes are in place,
        so no other writer (nor ``sync``) sees a commit whose notes are still on their way."""
        if self._locked or not self.mirror.enabled:
            yield
            return
        self._locked = True
        try:
            with exclusive(self.layout.root / WRITE_LOCK, timeout=BUSY_TIMEOUT_MS / 1000):
                yield
        finally:
            self._locked = False

    def _write_note(self, store: Store, entry: MemoryEntry, name: str) -> None:
        info = self.mirror.write(entry, name)
        store.set_file_state(entry.id, name, info.st_mtime_ns, info.st_size)

    # ---- validation -------------------------------------------------------------------

    def clean_text(self, text: object, what: str = "text") -> str:
        if not isinstance(text, str):
            raise InvalidInputError(f"the {what} must be a string", hint="pass the memory as text")
        if "\x00" in text:
            raise InvalidInputError(f"the {what} contains a NUL byte", hint="remove binary content from the text")
        # control characters (an ANSI escape, a bell) would reach a terminal or a note: they go
        cleaned = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n")).strip()
        if not cleaned:
            raise InvalidInputError(f"the {what} is empty", hint="give the memory as a non-empty text")
        limit = self.config.memory.max_text_chars
        if len(cleaned) > limit:
            raise InvalidInputError(
                f"the {what} has {len(cleaned):,} characters, more than memory.max_text_chars ({limit:,})",
                hint="split it, or use 'digest' to distil it into memories",
            )
        return cleaned

    def classify(self, text: str) -> str:
        """The category of an uncategorised text: the digest's rules (decision, preference,
        config, project, event), else ``memory.default_category``."""
        if self._classifier is None:
            from .digest import RuleDigester

            self._classifier = RuleDigester(self.config.digest)
        found = self._classifier.classify(text)
        return found if found in self.config.category_mapping else self.config.memory.default_category

    def _check_category(self, category: str | None) -> str:
        category = category or self.config.memory.default_category
        if category not in self.config.category_mapping:
            raise InvalidInputError(
                f"unknown category '{category}'",
                hint="use one of: "
                + ", ".join(self.config.category_mapping)
                + f" (category_mapping in {self.config.source})",
            )
        return category

    def _check_importance(self, importance: int | None) -> int:
        if importance is None:
            return self.config.memory.default_importance
        if isinstance(importance, bool) or not isinstance(importance, int) or not 1 <= importance <= 10:
            raise InvalidInputError(
                f"importance must be a whole number from 1 to 10, not {importance!r}", hint="e.g. --importance 7"
            )
        return importance

    def entities(self, text: str) -> dict[str, str]:
        """The memory graph's entities in a text: name -> type."""
        return extract_entities(text, self.config.graph_stopwords)

    # ---- the write path ---------------------------------------------------------------

    def remember(
        self,
        text: str,
        *,
        category: str | None = None,
        importance: int | None = None,
        verified: bool = False,
        source: str | None = None,
        context: str | None = None,
    ) -> RememberResult:
        """Redact, merge a near-duplicate or create, report conflicts. Unverified by default.

        ``context``: the turn ``text`` answers (a question, a request), kept with it so that
        the words of the question find the reply; searched, never shown as its content.
        """
        prepared = self._prepare(
            text, category=category, importance=importance, verified=verified, source=source, context=context
        )
        found = self._find_duplicate(self.store, prepared)  # a read: comparing texts never holds the write lock
        with self.writing() as store:
            return self._remember_in(store, prepared, found)

    def remember_many(self, items: Sequence[dict[str, Any]]) -> list[RememberResult]:
        """``remember`` for each item (its keyword arguments plus ``text``), in one transaction:
        all are checked first, then written together (digest and sediment ``--apply``), all
        or none of them."""
        prepared = [self._prepare(**item) for item in items]
        if not prepared:
            return []
        found = [self._find_duplicate(self.store, one) for one in prepared]
        with self.writing(bulk=len(prepared) > 1) as store, progress.steps(len(prepared), "remembering") as advance:
            results = []
            for one, dup in zip(prepared, found, strict=True):
                results.append(self._remember_in(store, one, dup))
                advance(1)
            return results

    def _prepare(
        self,
        text: str,
        *,
        category: str | None = None,
        importance: int | None = None,
        verified: bool = False,
        source: str | None = None,
        context: str | None = None,
    ) -> _Prepared:
        content = self.clean_text(text)
        classified = not category
        category = self.classify(content) if classified else self._check_category(category)
        importance = self._check_importance(importance)
        redaction = self.redactor.redact(content)
        content = redaction.text
        labels = list(redaction.labels)
        if source is not None:
            source_redaction = self.redactor.redact(" ".join(self.clean_text(source, "source").split()))
            source = source_redaction.text
            labels += [label for label in source_redaction.labels if label not in labels]
        if isinstance(context, str) and not context.strip():
            context = None  # a blank context is none
        elif context is not None:
            context_redaction = self.redactor.redact(self.clean_text(context, "context"))
            context = context_redaction.text
            labels += [label for label in context_redaction.labels if label not in labels]
        searchable = searchable_text(content, context)
        terms = self.store.tokenizer.counts(searchable)
        digest = content_hash(searchable)
        stamp = now_iso(self.now())
        return _Prepared(
            content, category, importance, verified, source, labels, terms, digest, stamp, classified, context
        )

    def _remember_in(self, store: Store, prepared: _Prepared, found: _Duplicate) -> RememberResult:
        from .sync import follow_merge

        content, category, importance, verified, source, labels, _, _, stamp, classified, context = prepared
        duplicate, ratio = self._confirm_duplicate(store, prepared, found)
        duplicate, name = follow_merge(self, store, duplicate)
        if duplicate is not None:
            entry = duplicate.with_(
                content=content,
                importance=max(duplicate.importance, importance),
                execution_verified=duplicate.execution_verified or verified,
                source=duplicate.source or source,
                redacted=tuple(dict.fromkeys([*duplicate.redacted, *labels])),
                context=context or duplicate.context,
            )
            action = "merged"
        else:
            entry = MemoryEntry(
                id=self.fresh_id(store),
                content=content,
                category=category,
                room=self.config.room_for(category),
                importance=importance,
                execution_verified=verified,
                source=source,
                created_at=stamp,
                redacted=tuple(labels),
                namespace=self.namespace,
                context=context,
            )
            action, ratio = "created", None
        entry = self.put_entry(store, entry, existing=duplicate, name=name or self.mirror.name_for(entry.id))
        conflicts = self._find_conflicts(store, entry.content, exclude=entry.id)
        return RememberResult(entry, action, tuple(labels), tuple(conflicts), ratio, classified and action == "created")

    def redact_entry(self, entry: MemoryEntry) -> MemoryEntry:
        """``entry`` with every free-text field redacted (``model.TEXT_FIELDS``: all but the ones
        held to a fixed form), and ``redacted`` naming the label of every placeholder the fields
        hold -- found now or earlier (a digest redacts its text before the items are made).
        A label that redaction itself catches is not a label and is dropped."""
        changes: dict[str, object] = {}
        found: list[str] = []
        for name in TEXT_FIELDS:
            value = getattr(entry, name)
            if value:
                text = self.redactor.redact(value).text
                if text != value:
                    changes[name] = text
                found += placeholder_labels(text)
        kept = [label for label in entry.redacted if self.redactor.redact(label).text == label]
        labels = tuple(dict.fromkeys([*kept, *found]))
        if labels != entry.redacted:
            changes["redacted"] = labels
        return entry.with_(**changes) if changes else entry

    def put_entry(
        self,
        store: Store,
        entry: MemoryEntry,
        *,
        existing: MemoryEntry | None,
        name: str | None = None,
        note: bool = True,
    ) -> MemoryEntry:
        """The write unit: every memory that reaches the store passes here, from every path
        (remember, digest, sediment, sync, import, restore, migrate). It redacts every text
        field, then writes the row, postings, entities and local vector, and the note (unless
        ``note`` is false: the caller has the file already). Returns the entry as stored."""
        entry = self.redact_entry(entry)
        searchable = entry.searchable  # the context and the content: indexed, embedded, hashed together
        digest = content_hash(searchable)
        stamp = now_iso(self.now())
        name = name or self.mirror.name_for(entry.id)
        changed_text = existing is None or existing.searchable != searchable
        if existing is None:
            store.insert(
                entry, terms=store.tokenizer.counts(searchable), content_hash=digest, path=name, updated_at=stamp
            )
        else:
            terms = store.tokenizer.counts(searchable) if changed_text else None
            store.update(entry, terms=terms, content_hash=digest, updated_at=stamp)
        if changed_text:
            self.vectors.index_local(store, entry.id, searchable, new=existing is None)
        if note:
            self._write_note(store, entry, name)
        return entry

    def fresh_id(self, store: Store) -> str:
        # Inside the write transaction, so no other process can take the same id meanwhile.
        retired = set(json.loads(store.meta(_RETIRED) or "[]"))
        while True:
            candidate = new_id(self.now())
            if (
                candidate not in retired
                and not store.exists(candidate)
                and self.mirror.stat(self.mirror.name_for(candidate)) is None
            ):
                return candidate

    def retire_ids(self, store: Store, ids: Sequence[str]) -> None:
        """Deleted ids made in the last seconds are never given again: an id names one memory only.

        An id is its creation second plus 16 random bits, so only an id of the current second
        could come back; those are kept in ``meta`` for a minute.
        """
        since = f"mem_{(self.now() - timedelta(seconds=60)).astimezone(UTC):%Y%m%d_%H%M%S}"
        recent = [memory_id for memory_id in ids if memory_id[:19] >= since]
        known = json.loads(store.meta(_RETIRED) or "[]")
        kept = [memory_id for memory_id in known if memory_id[:19] >= since]
        if recent or len(kept) != len(known):
            store.set_meta(_RETIRED, json.dumps(sorted({*kept, *recent})))

    def _confirm_duplicate(self, store: Store, prepared: _Prepared, found: _Duplicate) -> _Duplicate:
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

    def _find_duplicate(self, store: Store, prepared: _Prepared) -> _Duplicate:
        """The memory ``prepared`` would merge into, and the ratio: read before the write
        transaction, so a long comparison never holds the lock (``_confirm_duplicate`` re-checks)."""
        content, digest, terms = prepared.content, prepared.digest, prepared.terms
        searchable = searchable_text(content, prepared.context)  # a reply to another question is no twin
        settings = self.config.memory
        exact = store.by_hash(digest)
        if exact is not None:
            return exact, 1.0
        if len(content) < settings.duplicate_min_length:
            return None, None
        rare: list[int] = []
        postings = 0
        for term_id, df in store.rarest_terms(terms, _RAREST_TERMS):
            if rare and postings + df > _CANDIDATE_POSTINGS:
                break
            rare.append(term_id)
            postings += df
        matcher = NearDuplicateMatcher(searchable, settings.duplicate_threshold)
        best_id, best = None, 0.0
        for memory_id, other in store.docs_sharing(rare, settings.duplicate_candidates):
            if len(other) < settings.duplicate_min_length:
                continue
            ratio = matcher.ratio(other)
            if ratio is not None and ratio > best:
                best_id, best = memory_id, ratio
        if best_id is None:
            return None, None
        return store.get(best_id), best

    def _find_conflicts(self, store: Store, content: str, *, exclude: str) -> list[Conflict]:
        affirmed, negated = self._conflicts.assertions(content)
        candidates: dict[str, str] = {}
        for entity in sorted(affirmed | negated):
            # the most recent memories holding the entity's rarest term, then the entity itself
            rare = store.rarest_terms(store.tokenizer.counts(entity), 1)
            if not rare:
                continue
            for memory_id, other in store.latest_with_term(rare[0][0], _CONFLICT_CANDIDATES):
                if memory_id != exclude and entity in other.lower():
                    candidates[memory_id] = other
        return self._conflicts.conflicts(content, sorted(candidates.items()))

    def digest(
        self,
        text: str,
        *,
        apply: bool = False,
        max_items: int | None = None,
        verified: bool = False,
        source: str | None = None,
    ) -> DigestReport:
        """Distil ``text`` into memories: a preview, or with ``apply`` each through ``remember``.

        The text is redacted before any digester (or remote model) sees it.
        """
        limit = self._digest_limit(max_items)
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError("the text to digest is empty", hint="give a conversation or a note")
        if len(text) > self.config.digest.max_input_chars:
            raise InvalidInputError(
                f"the text to digest has {len(text):,} characters, more than digest.max_input_chars "
                f"({self.config.digest.max_input_chars:,})",
                hint="split it, or sediment the session log it comes from",
            )
        if "\x00" in text:
            raise InvalidInputError("the text to digest contains a NUL byte", hint="remove binary content")
        return self._applied(self._distilled([text], limit), apply=apply, verified=verified, source=source)

    def _digest_limit(self, max_items: int | None) -> int:
        limit = self.config.digest.max_items if max_items is None else max_items
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise InvalidInputError(f"--max must be 1 or more, not {limit!r}", hint="e.g. --max 10")
        return limit

    def _distilled(self, texts: Iterable[str], limit: int, known: Callable[[str], bool] | None = None) -> Distilled:
        """The items of ``texts`` (pieces of one text, read as they come), each piece redacted
        before any digester sees it; ``known`` items are left out (see ``digest.distil``)."""
        from .digest import distil

        redacted = (self.redactor.redact(text.replace("\r\n", "\n")).text for text in texts)
        found = distil(redacted, self.config, self.secrets, max_items=limit, known=known)
        # a model's answer is text from outside: redacted before it is shown, as before it is stored
        found.items = [item.with_content(self.redactor.redact(item.content).text) for item in found.items]
        return found

    def _applied(self, found: Distilled, *, apply: bool, verified: bool, source: str | None) -> DigestReport:
        applied: list[RememberResult] = []
        if apply:  # one transaction for them all
            applied = self.remember_many(
                [
                    {
                        "text": item.content,
                        "category": item.category,
                        "importance": item.importance,
                        "verified": verified,
                        "source": source or f"digest: {found.digester}",
                        "context": item.context,
                    }
                    for item in found.items
                ]
            )
        return DigestReport(
            tuple(found.items), found.digester, found.windows, found.usage, tuple(found.notes), tuple(applied)
        )

    def sediment(
        self,
        paths: Sequence[str | os.PathLike[str]] = (),
        *,
        latest: bool = False,
        form: str = "auto",
        apply: bool = False,
        max_items: int | None = None,
        verified: bool = False,
    ) -> list[SedimentReport]:
        """Digest agent session logs: each file from the line after the last one digested.

        A preview unless ``apply``, which remembers the items and records in the store how far
        each session was digested, so a re-run goes on from there (see sediment.py).
        """
        from .sediment import sediment

        return sediment(self, paths, latest=latest, form=form, apply=apply, max_items=max_items, verified=verified)

    def get(self, memory_id: str) -> MemoryEntry:
        entry = self.store.get(check_id(memory_id))
        if entry is None:
            raise NotFoundError(f"no memory {memory_id}", hint=FIND_ID)
        return entry

    def verify(self, memory_id: str) -> MemoryEntry:
        """Mark a memory as executed and verified (No Execution, No Memory)."""
        from .sync import follow

        check_id(memory_id)
        with self.writing() as store:
            name = follow(self, store, [memory_id]).get(memory_id)  # a renamed note: its edit first
            entry = store.get(memory_id)
            if entry is None:
                raise NotFoundError(f"no memory {memory_id}", hint=FIND_ID)
            entry = entry.with_(execution_verified=True)
            store.set_verified(memory_id, now_iso(self.now()))
            self._write_note(store, entry, name or self.mirror.name_for(memory_id))
        return entry

    def update(
        self, memory_id: str, *, text: str | None = None, room: str | None = None, importance: int | None = None
    ) -> RememberResult:
        """Change a memory's text, room or importance in place, through the write unit
        (``put_entry``: redaction, postings, note); conflicts of its new text are reported."""
        from .sync import follow

        check_id(memory_id)
        changes: dict[str, object] = {}
        if text is not None:
            changes["content"] = self.clean_text(text)
        if room is not None:
            if room not in self.config.rooms:
                raise InvalidInputError(f"unknown room '{room}'", hint="use one of: " + ", ".join(self.config.rooms))
            changes["room"] = room
        if importance is not None:
            changes["importance"] = self._check_importance(importance)
        with self.writing() as store:
            name = follow(self, store, [memory_id]).get(memory_id)  # a renamed note: its edit first
            entry = store.get(memory_id)
            if entry is None:
                raise NotFoundError(f"no memory {memory_id}", hint="check the id with 'agent-memory stats' or 'recall'")
            stored = self.put_entry(store, entry.with_(**changes), existing=entry, name=name)
            labels = tuple(label for label in stored.redacted if label not in entry.redacted)
            conflicts = self._find_conflicts(store, stored.content, exclude=stored.id) if "content" in changes else []
        return RememberResult(stored, "updated", labels, tuple(conflicts))

    def forget(self, memory_id: str) -> MemoryEntry:
        """Remove a memory, its note, its postings, vectors and graph links.

        The note is renamed aside before the commit and removed after it (``writing``): a
        forget that fails, or is killed before its commit, leaves the memory as it was (the
        next ``sync`` puts a killed writer's note back); one killed after it is finished.
        """
        from .sync import locate

        check_id(memory_id)
        with self.writing() as store:
            entry = store.get(memory_id)
            state = store.file_state(memory_id)
            if entry is None or state is None:
                raise NotFoundError(f"no memory {memory_id}", hint="nothing was removed")
            names = {state.path, *locate(self, store, [memory_id]).values()}  # renamed by hand too
            store.delete(memory_id)
            self.retire_ids(store, [memory_id])
            for name in names:
                self.mirror.delete(name)
        return entry

    def prune(self, *, dry_run: bool = False, room: str | None = None, as_of: datetime | None = None) -> PruneReport:
        """Archive, then delete, what the prune rules condemn at ``as_of`` (default now)."""
        from . import prune

        return prune.prune(self, dry_run=dry_run, room=room, as_of=as_of)

    def restore(
        self,
        archive: str | os.PathLike[str],
        ids: Sequence[str] = (),
        *,
        key_file: str | os.PathLike[str] | None = None,
    ) -> RestoreReport:
        """Bring back pruned memories from a ``backups/prune_*.json`` archive; one sealed with
        another key than the store's opens with ``key_file``, a copy of that key."""
        from . import prune

        key = Path(key_file) if key_file is not None else None
        return prune.restore(self, Path(archive), [check_id(memory_id) for memory_id in ids], key_file=key)

    # ---- the memory graph ----------------------------------------------------------------

    def graph_top(self, top: int = 20) -> list[tuple[str, str, int]]:
        """(name, type, memories) of the entities most memories name."""
        self._graph_ready()
        return self.store.top_entities(self._check_graph_top(top))

    def _graph_ready(self) -> None:
        # A store written before the graph was kept holds memories without links: extract once.
        if self.store.meta(_GRAPH_BUILT) is None:
            if self.store.refuse_writes is not None:  # extracting is a write
                raise self.store.refuse_writes
            self.graph_rebuild()
        # one extracted by older rules: again, when it may be written (else its links still serve)
        elif self.store.meta(_GRAPH_RULES) != ENTITY_RULES and self.store.refuse_writes is None:
            self.graph_rebuild()

    @staticmethod
    def _check_graph_top(top: int) -> int:
        if top < 1:
            raise InvalidInputError(f"--top must be 1 or more, not {top}", hint="e.g. --top 20")
        return top

    def graph_entity(self, name: str) -> tuple[str, str, list[MemoryEntry]]:
        """An entity (exact name, else ignoring case), its type and its memories, oldest first."""
        self._graph_ready()
        found = self.store.entity(name)
        if found is None:
            raise NotFoundError(f"no entity '{name}' in the graph", hint="'agent-memory graph' lists the top ones")
        real, kind, ids = found
        entries = self.store.get_many(ids)
        return real, kind, [entries[memory_id] for memory_id in ids if memory_id in entries]

    def graph_rebuild(self) -> tuple[int, int]:
        """Extract every memory's entities again; (entities, links) after."""
        with self.writing() as store:
            store.rebuild_graph()
            store.set_meta(_GRAPH_BUILT, now_iso(self.now()))
            store.set_meta(_GRAPH_RULES, ENTITY_RULES)
        whole = self.store.graph()
        return len(whole), sum(len(ids) for _, ids in whole.values())

    def graph_export(self, form: str, top: int | None = None) -> str:
        """``obsidian`` writes store/_entities/ (returns a summary); ``mermaid`` and ``dot`` return the text."""
        from . import graph

        self._graph_ready()
        whole = self.store.graph()
        if top is not None:
            whole = graph.top(whole, self._check_graph_top(top))
        if form == "obsidian":
            folder, count = graph.export_obsidian(whole, self.layout.store)
            return f"wrote {count} entity notes to {folder}"
        if form == "mermaid":
            return graph.to_mermaid(whole)
        if form == "dot":
            return graph.to_dot(whole)
        raise InvalidInputError(f"no export format '{form}'", hint="use obsidian, mermaid or dot")

    # ---- the read path ----------------------------------------------------------------

    def recall(
        self, query: str, *, room: str | None = None, top_k: int | None = None, record_access: bool = True
    ) -> RecallResult:
        """BM25 + vectors -> fusion (weighted or RRF, ``search/fusion.py``) -> rerank -> display score.

        Each hit's access is recorded unless ``record_access`` is false (for evaluations
        that must not change what they measure).
        """
        from .search.bm25 import keyword_rank
        from .search.fusion import display_score, fuse, keep, method_for

        query = self.redactor.redact(self.clean_text(query, "query")).text  # nothing secret is sent anywhere
        top_k = self._check_top_k(top_k)
        if room is not None and room not in self.config.rooms:
            raise InvalidInputError(f"unknown room '{room}'", hint="use one of: " + ", ".join(self.config.rooms))
        settings = self.config.retrieval
        method = method_for(settings.fusion, self.vectors.wanted()[0])
        depth = settings.fusion_depth if method == "weighted" else self.config.vectors.candidates
        pool = max(top_k, self.config.rerank.candidates, depth)
        store = self.store
        keyword = keyword_rank(store, query, room=room, settings=settings, limit=pool, exact=max(top_k, 10))
        vector = self.vectors.search(store, query, limit=depth, room=room)
        kw_scores = {hit.id: hit.score for hit in keyword}
        vec_scores = {hit.id: hit.cosine for hit in vector.hits}
        fused = fuse(
            [(h.id, h.score) for h in keyword],
            [(h.id, h.cosine) for h in vector.hits],
            method=method_for(settings.fusion, vector.backend),  # the backend that answered: it may have degraded
            keyword_weight=settings.keyword_weight,
            rrf_k=settings.rrf_k,
        )
        candidates = [
            memory_id
            for memory_id, _ in fused
            if keep(kw_scores.get(memory_id, 0.0), vec_scores.get(memory_id), min_score=settings.min_score)
        ]
        notes = list(vector.notes)
        rerank_scores, rerank_state = self._rerank(store, query, candidates[: self.config.rerank.candidates], notes)
        if rerank_scores:
            head = sorted(rerank_scores, key=lambda memory_id: -rerank_scores[memory_id])
            candidates = head + [memory_id for memory_id in candidates if memory_id not in rerank_scores]
        ranked = [
            (
                m,
                display_score(kw_scores.get(m, 0.0), vec_scores.get(m)),
                kw_scores.get(m, 0.0),
                vec_scores.get(m),
                rerank_scores.get(m),
            )
            for m in candidates[:top_k]
        ]
        hits: list[RecallHit] | None = None
        if record_access and store.refuse_writes is None:
            try:
                hits = self._record_access(ranked)
            except DiskError as exc:  # a recall is a read: it answers on a full disk too
                notes.append(f"access not recorded: {exc.message}")
        if hits is None:  # not asked to, or the store may only be read (see sealing.secure)
            hits = self._hits(store, ranked)
        return RecallResult(hits, backend=vector.backend, rerank=rerank_state, notes=tuple(notes))

    def context(
        self, query: str, *, budget: int = 800, room: str | None = None, form: str = "markdown"
    ) -> ContextBlock:
        """The memories most relevant to ``query``, formatted for a prompt, within ``budget`` tokens.

        Injected automatically, so it records no access (see ``context.build``).
        """
        from .context import build

        return build(self, query, budget=budget, room=room, form=form)

    def vsearch(self, query: str, *, top_k: int | None = None, room: str | None = None) -> VectorOutcome:
        """The vector leg alone, with cosines; records no access."""
        query = self.redactor.redact(self.clean_text(query, "query")).text
        top_k = self._check_top_k(top_k)
        return self.vectors.search(self.store, query, limit=top_k, room=room)

    def vector_status(self) -> dict[str, Any]:
        from . import rerank
        from .config import mask
        from .egress import destinations

        name, explicit = self.vectors.wanted()
        counts = self.store.vector_counts()
        backends = {}
        for backend, settings in self.config.vectors.backends.items():
            backends[backend] = {
                "model": settings.model or None,
                "dimensions": settings.dimensions or None,
                "threshold": settings.threshold or None,
                "key": mask(self.secrets.get(settings.key_name)) if settings.key_name else None,
                "breaker": self.vectors.breaker.state(backend) or "closed",
            }
        _, rerank_state = rerank.choose_reranker(self.config, self.secrets, self.vectors.breaker)
        return {
            "sends_text_to": [item.to_dict() for item in destinations(self.config, self.secrets)],
            "backend": name,
            "requested": "explicit" if explicit else "auto",
            "memories": self.store.count(),
            "vectors": counts,
            "backends": backends,
            "rerank": rerank_state,
            "warnings": [self.vectors.breaker.warning] if self.vectors.breaker.warning else [],
        }

    def embed_missing(self) -> int:
        """Embed every memory still missing a vector for the active backend."""
        from .embeddings import registry

        name, _ = self.vectors.wanted()
        if name == "local":
            return 0
        embedder = registry.build(name, self.config, self.secrets)
        self.vectors.switch(self.store, embedder.identity)
        return self.vectors.catch_up(self.store, embedder, self.store.count())

    def _rerank(self, store: Store, query: str, ids: list[str], notes: list[str]) -> tuple[dict[str, float], str]:
        from . import rerank

        reranker, state = rerank.choose_reranker(self.config, self.secrets, self.vectors.breaker)
        if reranker is None or len(ids) < 2:
            return {}, state
        entries = store.get_many(ids)
        ordered = [memory_id for memory_id in ids if memory_id in entries]
        try:
            scores = reranker.scores(query, [entries[memory_id].content for memory_id in ordered])
        except BackendError as exc:
            notes.append(f"{exc.message}; rerank skipped, fused order kept")
            return {}, f"{reranker.name} tripped"
        return dict(zip(ordered, scores, strict=True)), f"{reranker.name} used"

    def _check_top_k(self, top_k: int | None) -> int:
        if top_k is None:
            return self.config.retrieval.default_top_k
        if isinstance(top_k, bool) or not isinstance(top_k, int) or not 1 <= top_k <= 1000:
            raise InvalidInputError(
                f"top-k must be a whole number from 1 to 1000, not {top_k!r}", hint="e.g. --top-k 5"
            )
        return top_k

    @staticmethod
    def _hits(store: Store, ranked: list[tuple[str, float, float, float | None, float | None]]) -> list[RecallHit]:
        entries = store.get_many(item[0] for item in ranked)
        return [RecallHit(entries[m], score, kw, vec, rr) for m, score, kw, vec, rr in ranked if m in entries]

    def _record_access(self, ranked: list[tuple[str, float, float, float | None, float | None]]) -> list[RecallHit]:
        """access_count + 1, last_accessed, and importance + 1 at every 10th access (spec 9.7),
        in one small transaction of the db: no note is written (a read path never fsyncs a
        note); each hit's note is marked as lagging and catches up when it is next written,
        on ``sync``, or before a ``reindex`` (``flush_notes``)."""
        if not ranked:
            return []
        stamp = now_iso(self.now())
        hits = []
        store = self.store
        with store.transaction():
            entries = store.get_many(item[0] for item in ranked)
            for memory_id, score, kw_score, vec_score, rerank_score in ranked:
                entry = entries.get(memory_id)
                if entry is None:
                    continue
                count = entry.access_count + 1
                importance = entry.importance + 1 if count % 10 == 0 and entry.importance < 10 else entry.importance
                entry = entry.with_(access_count=count, last_accessed=stamp, importance=importance)
                store.record_access(memory_id, count, stamp, importance)
                hits.append(RecallHit(entry, score, kw_score, vec_score, rerank_score))
        return hits

    def flush_notes(self) -> int:
        """Write the notes that lag the db (access recorded by recalls since they were written)
        and were not edited by hand meanwhile; returns how many. ``sync``, ``reindex`` and
        ``export`` call it."""
        if not self.mirror.enabled or self.store.refuse_writes is not None:
            return 0
        with self.store.unscoped():
            if not self.store.notes_behind():  # a read: no write transaction, no backup, when none lags
                return 0
        written = 0
        with self.writing() as store, store.unscoped():
            behind = store.notes_behind()
            entries = store.get_many(state.memory_id for state in behind)
            for state in behind:
                entry, info = entries.get(state.memory_id), self.mirror.stat(state.path)
                if entry is None or info is None or (info.st_mtime_ns, info.st_size) != (state.mtime_ns, state.size):
                    continue  # gone, or edited by hand: sync takes it in first
                self._write_note(store, entry, state.path)
                written += 1
        return written

    # ---- reports ----------------------------------------------------------------------

    def stats(self) -> Stats:
        threshold = self.config.retrieval.hot_threshold
        counts = self.store.stats(threshold)
        by_room = {name: counts.by_room.get(name, 0) for name in self.config.rooms}
        by_room.update({k: v for k, v in counts.by_room.items() if k not in by_room})
        db_bytes = self.store.size_bytes()
        files = [info for _, info in self.mirror.scan()]
        return Stats(
            total=counts.total,
            by_room=by_room,
            verified=counts.verified,
            unverified=counts.total - counts.verified,
            hot=counts.hot,
            cold=counts.total - counts.hot,
            hot_threshold=threshold,
            average_importance=counts.average_importance,
            content_bytes=counts.content_bytes,
            db_bytes=db_bytes,
            store_bytes=sum(info.st_size for info in files),
            store_files=len(files),
            encryption=self._encryption_state(),
            namespace=None if self.all_namespaces else self.namespace,
            namespaces=self.store.namespaces(),
            db_name="the PostgreSQL schema" if self.store_url else "memory.db",
        )

    def _encryption_state(self) -> str:
        store = self.store
        if store.codec.sealed:
            return "on"
        if store.refuse_writes is not None and not isinstance(store.refuse_writes, DiskError):
            return "asked for, but cryptography is missing: read-only (" + store.refuse_writes.hint + ")"
        return "off"

    def rooms(self) -> list[RoomInfo]:
        counts = self.store.stats(self.config.retrieval.hot_threshold).by_room
        return [
            RoomInfo(r.name, r.title, r.icon, r.retention_days, counts.get(r.name, 0), r.description)
            for r in self.config.rooms.values()
        ]

    # ---- the Markdown mirror, import and export ---------------------------------------

    def sync(self, *, yes: bool = False) -> SyncReport:
        """Take in notes edited, added or deleted by hand under store/; deleting many memories
        at once (store/ emptied or unmounted) waits for ``yes`` (see ``SyncReport.kept``)."""
        from .sync import sync_notes

        self._need_notes("sync")
        left = self.mirror.abandoned()
        if left:  # a writer killed between its commit and its notes: finished (or undone) first
            with self.writing() as store:
                self.mirror.settle(left, lambda: {s.path: (s.mtime_ns, s.size) for s in store.file_states()})
        report = sync_notes(self, yes=yes)
        self.flush_notes()  # the notes recalls left behind the db catch up
        return report

    def _need_notes(self, command: str) -> None:
        if not self.mirror.enabled:
            raise InvalidInputError(
                f"{command} works from store/*.md, which this PostgreSQL store does not keep",
                hint="set store.postgres_markdown: true in config.yaml to keep them",
            )

    def reindex(self, *, yes: bool = False, new_key: bool = False) -> SyncReport:
        """Rebuild memory.db from store/*.md alone; the old db is kept under backups/. Onto
        far fewer notes than memories (store/ emptied or unmounted) only with ``yes``. An
        encrypted store is rebuilt encrypted with its own key; when that key is lost, only with
        ``new_key``, under a new one (``keys.reindex_plan``).

        Processes holding the store open wait while it runs, then write into the new file;
        a reindex cut off half-way leaves the old db in place.
        """
        from .keys import reindex_plan

        if self.store_url:
            raise InvalidInputError(
                "reindex rebuilds memory.db, the embedded store; a PostgreSQL store has none",
                hint="copy it back with 'agent-memory migrate --to DIR' and reindex there",
            )
        self._keep_sealed, rows = reindex_plan(self, new_key=new_key)
        if rows is not None:
            self._check_reindex_loss(yes, rows)
            if not new_key:  # every field the db holds reaches the notes the new db is built from
                with suppress(StoreCorruptError):  # a damaged db: the notes are what there is
                    self.flush_notes()
        self.close()
        return self._rebuild_from_notes()

    def _rebuild_from_notes(self) -> SyncReport:
        """Build the new db from the notes in a temp file, then swap it in (store/rebuild.py),
        holding the writers' notes lock and the store's lock all along, taken in the order every
        writer takes them: writers wait, then write into the new file."""
        from .store import lock, rebuild

        db = self.layout.db
        with self._notes_lock(), lock.exclusive(db):
            rebuild.drop_abandoned(db)
            temp = rebuild.temp_for(db)
            try:
                self._store = self._open_sqlite(temp, locked=False)
                report = self.sync(yes=True)  # the loss was weighed before
                self.close()
                rebuild.swap_in(
                    temp, db, aside=self.layout.backups / f"memory.db.before-reindex-{self.now():%Y%m%d_%H%M%S}"
                )
            except BaseException:
                self.close()
                rebuild.discard(temp)
                raise
            # the vector index files name memories by the old db's row numbers
            shutil.rmtree(self.layout.root / "vectors", ignore_errors=True)
        return report

    def _check_reindex_loss(self, yes: bool, rows: int) -> None:
        from .sync import needs_question

        notes = sum(1 for _ in self.mirror.scan())
        if needs_question(self.config.memory.sync_delete_share, rows, rows - notes) and not yes:
            raise InvalidInputError(
                f"reindex would rebuild {rows} memories from {notes} notes under {self.mirror.folder}, "
                f"losing {rows - notes}: is it emptied, moved or not mounted? Nothing was changed",
                hint="mount or restore store/ first; if the notes were removed on purpose: reindex --yes",
            )

    def export_hermes_lite(self, target: str | os.PathLike[str]) -> int:
        from . import interchange

        with suppress(DiskError):  # the export holds every field from the db whatever the notes say
            self.flush_notes()
        return interchange.export_dir(self, Path(target))

    def export_jsonl(self, target: str | os.PathLike[str] | None) -> int:
        from . import interchange

        with suppress(DiskError):  # the export holds every field from the db whatever the notes say
            self.flush_notes()
        return interchange.export_jsonl(self, None if target in (None, "-") else Path(target))

    def import_file(self, source: str | os.PathLike[str]) -> ImportReport:
        from . import interchange

        return interchange.import_file(self, Path(source))


HermesLite = Memory
