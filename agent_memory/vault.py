"""The store side of a data root: opening it, step by step, and the one write unit.

``Vault.open`` is the only place a store is opened; each conversion it may make on the way
(the schema migrated, every row encrypted, the postings rebuilt for another tokenizer, a
reference ``index.json`` imported) is a step of its own, and what it did is kept in
``Vault.opened`` as one line each. ``Vault.put`` is the only place a memory is written:
every path (remember, digest, sediment, update, sync, import, restore, migrate) passes there,
and it checks, redacts and writes the row, postings, entities, vector, note and file state.
``Memory`` is the public face; the modules that carry out its longer commands (sync,
interchange, prune, sediment) are given the vault, never the facade's internals.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from . import checks
from .config import Config, Secrets
from .errors import InvalidInputError, NotFoundError, StoreCorruptError
from .fsutil import exclusive
from .model import DEFAULT_NAMESPACE, FIND_ID, ID_PATTERN, TEXT_FIELDS, MemoryEntry, new_id, now_iso, parse_iso
from .paths import Layout
from .redact import Redactor, placeholder_labels
from .redact_joint import answer_redacted
from .search import terms
from .search.vectors import VectorService
from .store.contract import Store
from .store.markdown import MarkdownMirror, NoMirror
from .store.rows import text_hash
from .store.sqlite import BUSY_TIMEOUT_MS, SQLiteStore

if TYPE_CHECKING:
    from .keys import Notice
    from .results import SyncReport

WRITE_LOCK = ".write.lock"  # held by a writer from its transaction's start until its notes are in place
_RETIRED = "retired_ids"  # meta: ids deleted within the minute they were made (see retire_ids)
_S = TypeVar("_S", bound=Store)  # a store, opened as its own class


def namespace_holds_no_secret(redactor: Redactor, name: str, where: str) -> str:
    """``name`` unless redaction would take it for a secret: a namespace's name is stored and
    shown as written."""
    if name != DEFAULT_NAMESPACE and redactor.redact(name).text != name:
        raise InvalidInputError(
            f"{where}: that name is shaped like a key or token, and a namespace's name is stored as written",
            hint="choose a name that holds no secret, e.g. team-a",
        )
    return name


def happened(text: object, created_at: str) -> str | None:
    """When what ``text`` tells of happened, as it says ("yesterday", "on 16 June 2023",
    "上周三"), resolved against when it was written; none when it names no time."""
    from .search.timeline import names_a_time

    if not isinstance(text, str) or not names_a_time(text):
        return None
    from .when import event_span

    try:
        written = parse_iso(created_at)
    except ValueError:
        return None  # checked elsewhere: the entry is refused with the field named
    span = event_span(str(text), written)
    return span.to_iso() if span is not None else None


class Vault:
    """One data root's store, its Markdown notes and vectors, and the way memories get in."""

    def __init__(
        self,
        *,
        layout: Layout,
        config: Config,
        secrets: Secrets,
        redactor: Redactor,
        clock: Callable[[], datetime],
        namespace: str,
        all_namespaces: bool,
        store_url: str,
        entities: Callable[[str], dict[str, str]],
        classify: Callable[[str], str],
    ) -> None:
        self.layout, self.config, self.secrets, self.redactor = layout, config, secrets, redactor
        self.now, self.entities, self.classify = clock, entities, classify
        self.namespace, self.all_namespaces, self.store_url = namespace, all_namespaces, store_url
        keep_notes = not store_url or config.store.postgres_markdown
        self.mirror = (
            MarkdownMirror(layout.store, shared=config.store.shared_notes) if keep_notes else NoMirror(layout.store)
        )
        self.mirror.redact = lambda text: redactor.redact(text).text  # the user's own frontmatter keys
        self.vectors = VectorService(config=config, secrets=secrets, root=layout.root, clock=clock)
        self.keep_sealed = False  # reindex of an encrypted store builds an encrypted one
        self.notices: list[Notice] = []  # what its user must hear of: a key made (keys.made_notice)
        self.opened: list[str] = []  # what opening changed, a line per step (nothing: it was as it should be)
        self._store: Store | None = None
        self._locked = False  # this vault holds the writers' lock (see _notes_lock)

    # ---- opening ------------------------------------------------------------------------

    def open(self) -> Store:
        """Open the store (idempotent). On the way, each of these is a step that runs only when
        needed and says what it did in ``opened``: the schema migrated, the rows sealed (or
        unlocked), the postings rebuilt for the configured tokenizer, a spec index.json imported."""
        if self._store is None and self.store_url:
            self._store = self._open_postgres()
        elif self._store is None:
            self._refuse_lost_db()
            self._store = self._open_sqlite(self.layout.db)
            self._import_spec_index()
        return self._store

    @property
    def store(self) -> Store:
        """The opened store, following what other processes did meanwhile (a reindex swapped the
        file in, encryption turned on)."""
        if self._store is None:
            return self.open()
        if not self.store_url:
            self._store.follow()  # memory.db replaced by a reindex meanwhile: the new file is read
        if (mark := self._store.sealed_meanwhile()) is not None:
            from . import crypto

            self._store.codec = crypto.unlock(self.layout.root, self.layout.db, mark)
        return self._store

    def _refuse_lost_db(self) -> None:
        """memory.db missing or empty while store/ holds notes: the db was lost, not never made.
        Opened as it is, it would be a new empty store that answers "0 memories"."""
        db = self.layout.db
        wal = db.with_name(db.name + "-wal")
        if db.is_file() and (db.stat().st_size > 0 or (wal.is_file() and wal.stat().st_size > 0)):
            return
        if (self.layout.root / "index.json").exists() or not self._notes_of_ours():
            return  # a new root (its notes, if any, hand-written), or a hermes-lite folder imported on open
        state = "is empty (0 bytes)" if db.is_file() else "is missing"
        raise StoreCorruptError(
            f"{db} {state}, but {self.mirror.folder} holds notes: the memories are only in the notes now",
            hint="run 'agent-memory reindex' to rebuild memory.db from them",
        )

    def _notes_of_ours(self) -> bool:
        """Whether store/ holds a note a memory was written to (its frontmatter names its id):
        hand-written notes alone, a new store is made of them by ``sync``."""
        for name, _ in self.mirror.scan():
            try:
                with self.mirror.folder.joinpath(name).open("rb") as note:
                    head = note.read(512).decode("utf-8", errors="replace")
            except OSError:
                continue
            if head.startswith("---") and any(
                line.startswith("id:") and ID_PATTERN.match(line[3:].lstrip(" ").rstrip()) for line in head.splitlines()
            ):
                return True
        return False

    def _open_sqlite(self, path: Path, *, locked: bool = True) -> SQLiteStore:
        store = self._scoped(SQLiteStore(path, entities=self.entities, locked=locked))
        try:
            self._note_migration(store)
            self._secure(store)
            self._ready_tokenizer(store)
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
            self._note_migration(store)
            self._ready_tokenizer(store)
        except BaseException:
            store.close()
            raise
        return store

    def _note_migration(self, store: Store) -> None:
        """Step: the schema brought up to date (the store migrates as it connects)."""
        if store.migrated_from is not None:
            self.opened.append(f"schema migrated from {store.migrated_from} to {store.schema_version}")

    def _secure(self, store: SQLiteStore) -> None:
        """Step: the rows sealed when encryption is asked for and the store is plaintext, else
        its key found; a key made is also a notice for the user."""
        from . import crypto

        plain = not store.codec.sealed and store.meta(crypto.MARK_KEY) is None
        wanted = self.keep_sealed or crypto.requested(self.config.encrypt)
        if plain and not wanted:
            return  # no key to find, nothing to seal: the sealing modules stay unloaded
        from . import sealing

        if sealing.secure(store, self.layout, wanted=wanted, entities=self.entities):
            from .keys import made_notice

            self.notices.append(made_notice(self.layout.root))
        if plain and store.codec.sealed:
            self.opened.append(f"encrypted every memory of {store.where}")

    def _ready_tokenizer(self, store: Store) -> None:
        """Step: the postings rebuilt when another tokenizer built them."""
        again = terms.ready(store, self.config.tokenizer)
        if again:
            self.opened.append(f"indexed {again} memories again for tokenizer {store.tokenizer.identity}")

    def _import_spec_index(self) -> None:
        """Step: a reference ``index.json`` in the root imported, once."""
        if not (self.layout.root / "index.json").exists():
            return  # the usual root: no module of the import is loaded for it
        from . import interchange

        done = interchange.import_on_open(self)
        if done:
            self.opened.append(f"imported {done} memories from {self.layout.root / 'index.json'}")

    def _scoped(self, store: _S) -> _S:
        """The store, its reads confined to the namespace (unless all of them)."""
        store.namespace, store.scoped = self.namespace, not self.all_namespaces
        return store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    # ---- writing ------------------------------------------------------------------------

    @contextmanager
    def transaction(self, *, bulk: bool = False) -> Iterator[Store]:
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

    def write_note(self, store: Store, entry: MemoryEntry, name: str) -> None:
        info = self.mirror.write(entry, name)
        store.set_file_state(entry.id, name, info.st_mtime_ns, info.st_size)

    def clean(self, text: object, what: str = "text") -> str:
        return checks.clean_text(text, what, limit=self.config.memory.max_text_chars)

    def admit(self, entry: MemoryEntry, *, held: MemoryEntry | None = None, where: str | None = None) -> MemoryEntry:
        """``entry`` as it may be stored: checked (``checks.entry``), then every free-text field
        redacted (``model.TEXT_FIELDS``; a line answering a question about a secret as its
        answer, and the content of a reply as the answer to its context), with ``redacted`` naming the label of every placeholder
        the fields hold -- found now or earlier (a digest redacts its text before the items are
        made). A label that redaction itself catches is not a label and is dropped."""
        entry = checks.entry(self.config, entry, where, held=held)
        if entry.namespace != self.namespace:  # the vault's own was checked when its Memory opened
            namespace_holds_no_secret(self.redactor, entry.namespace, f"{where or 'memory'}: field 'namespace'")
        changes: dict[str, object] = {}
        found: list[str] = []
        for name in TEXT_FIELDS:
            value = getattr(entry, name)
            if value:
                if name == "content" and entry.context:
                    redaction = answer_redacted(self.redactor, entry.context, value)
                else:
                    redaction = self.redactor.redact(value)
                if redaction.text != value:
                    changes[name] = redaction.text
                found += [*redaction.labels, *placeholder_labels(redaction.text)]  # as found, then as held
        kept = [label for label in entry.redacted if self.redactor.redact(label).text == label]
        labels = tuple(dict.fromkeys([*kept, *found]))
        if labels != entry.redacted:
            changes["redacted"] = labels
        if entry.happened is None and (held is None or held.content != entry.content):
            changes["happened"] = happened(changes.get("content", entry.content), entry.created_at)
        return entry.with_(**changes) if changes else entry

    def put(
        self,
        store: Store,
        entry: MemoryEntry,
        *,
        existing: MemoryEntry | None,
        name: str | None = None,
        note: bool = True,
        where: str | None = None,
    ) -> MemoryEntry:
        """The write unit: every memory that reaches the store passes here, from every path.
        It admits the entry (checks and redaction), then writes the row, postings, entities and
        local vector, and the note (unless ``note`` is false: the caller has the file already);
        a new memory's note first (staged until the commit), its state recorded in the row as
        inserted. Returns the entry as stored."""
        entry = self.admit(entry, held=existing, where=where)
        searchable = entry.searchable  # the context and the content: indexed, embedded, hashed together
        digest = text_hash(searchable)
        stamp = now_iso(self.now())
        name = name or self.mirror.name_for(entry.id)
        changed_text = existing is None or existing.searchable != searchable
        if existing is None:
            # the note first (staged until the commit), so that the row records it as it is written
            info = self.mirror.write(entry, name) if note else None
            state = (info.st_mtime_ns, info.st_size) if info is not None else None
            terms = store.tokenizer.counts(searchable)
            store.insert(entry, terms=terms, content_hash=digest, path=name, updated_at=stamp, note=state)
        else:
            counts = store.tokenizer.counts(searchable) if changed_text else None
            store.update(entry, terms=counts, content_hash=digest, updated_at=stamp)
        if changed_text:
            self.vectors.index_local(store, entry.id, searchable, new=existing is None)
        if note and existing is not None:
            self.write_note(store, entry, name)
        return entry

    def verify(self, memory_id: str) -> MemoryEntry:
        """Mark a memory as executed and verified; its note says so."""
        from .sync import follow

        with self.transaction() as store:
            name = follow(self, store, [memory_id]).get(memory_id)  # a renamed note: its edit first
            entry = store.get(memory_id)
            if entry is None:
                raise NotFoundError(f"no memory {memory_id}", hint=FIND_ID)
            entry = entry.with_(execution_verified=True)
            store.set_verified(memory_id, now_iso(self.now()))
            self.write_note(store, entry, name or self.mirror.name_for(memory_id))
        return entry

    def change(self, store: Store, memory_id: str, changes: dict[str, object]) -> tuple[MemoryEntry, MemoryEntry]:
        """Inside a write transaction: the memory with ``changes`` made, through ``put``;
        (as it was, as it is now)."""
        from .sync import follow

        name = follow(self, store, [memory_id]).get(memory_id)  # a renamed note: its edit first
        entry = store.get(memory_id)
        if entry is None:
            raise NotFoundError(f"no memory {memory_id}", hint=FIND_ID)
        return entry, self.put(store, entry.with_(**changes), existing=entry, name=name)

    def forget(self, memory_id: str) -> MemoryEntry:
        """Remove a memory, its note, its postings, vectors and graph links.

        The note is renamed aside before the commit and removed after it (``transaction``): a
        forget that fails, or is killed before its commit, leaves the memory as it was (the
        next ``sync`` puts a killed writer's note back); one killed after it is finished.
        """
        from .sync import locate

        with self.transaction() as store:
            entry = store.get(memory_id)
            state = store.file_state(memory_id)
            if entry is None or state is None:
                raise NotFoundError(f"no memory {memory_id}", hint="nothing was removed")
            names = {state.path, *locate(self, store, [memory_id]).values()}  # renamed by hand too
            from .remembering import supersede

            # what it superseded holds again, unless something else says otherwise later
            supersede(self, store, None, store.superseded_ids(memory_id))
            store.delete(memory_id)
            self.retire_ids(store, [memory_id])
            for name in names:
                self.mirror.delete(name)
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

    def flush_notes(self) -> int:
        """Write the notes that lag the db (access recorded by recalls since they were written)
        and were not edited by hand meanwhile; returns how many."""
        if not self.mirror.enabled or self.store.refuse_writes is not None:
            return 0
        with self.store.unscoped():
            if not self.store.notes_behind():  # a read: no write transaction, no backup, when none lags
                return 0
        written = 0
        with self.transaction() as store, store.unscoped():
            behind = store.notes_behind()
            entries = store.get_many(state.memory_id for state in behind)
            for state in behind:
                entry, info = entries.get(state.memory_id), self.mirror.stat(state.path)
                if entry is None or info is None or (info.st_mtime_ns, info.st_size) != (state.mtime_ns, state.size):
                    continue  # gone, or edited by hand: sync takes it in first
                self.write_note(store, entry, state.path)
                written += 1
        return written

    # ---- rebuilding from the notes --------------------------------------------------------

    def rebuild_from_notes(self, take_notes: Callable[[], SyncReport]) -> SyncReport:
        """Build a new db from the notes (``take_notes``, a sync into it) in a temp file, then
        swap it in (store/rebuild.py), holding the writers' notes lock and the store's lock all
        along, taken in the order every writer takes them: writers wait, then write into the
        new file."""
        from .store import lock, rebuild

        self.close()
        db = self.layout.db
        with self._notes_lock(), lock.exclusive(db):
            rebuild.drop_abandoned(db)
            temp = rebuild.temp_for(db)
            try:
                self._store = self._open_sqlite(temp, locked=False)
                report = take_notes()
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
