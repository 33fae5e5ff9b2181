"""``Memory``: the facade, the one public way to a data root's memories.

It checks what callers give and hands the work to the modules that hold it: the store side
(``vault.Vault``: opening, the one write unit), the remember path (``remembering``), recall's
stages (``search/pipeline``), and sync, interchange, prune and sediment, which are given the
vault, never this class's internals.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Collection, Sequence
from contextlib import suppress
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import checks, progress
from .config import Config, Secrets, default_config_text, load_config
from .errors import DiskError, InvalidInputError, NotFoundError
from .model import DEFAULT_NAMESPACE, FIND_ID, MemoryEntry, check_id, check_namespace
from .paths import Layout, resolve_root
from .redact import Redactor
from .redact_output import use_for_messages
from .text import extract_entities
from .vault import WRITE_LOCK, Vault, namespace_holds_no_secret

if TYPE_CHECKING:
    from .conflicts import ConflictDetector
    from .context import ContextBlock
    from .digest import RuleDigester
    from .keys import Notice
    from .recall_results import RecallResult
    from .results import (
        DigestReport,
        ImportReport,
        PruneReport,
        RememberResult,
        RestoreReport,
        RoomInfo,
        SedimentReport,
        Stats,
        SyncReport,
    )
    from .search.vectors import VectorOutcome, VectorService
    from .store.contract import Store

Clock = Callable[[], datetime]
__all__ = ["WRITE_LOCK", "HermesLite", "Memory"]


class Memory:
    """Long-term memory over one data root. Use as a context manager, or call ``close()``.

    ``namespace`` (else ``$AGENT_MEMORY_NAMESPACE``, else ``default``) is where new memories
    go and what every read sees; ``all_namespaces`` widens the reads to the whole store.
    ``store`` (else ``$AGENT_MEMORY_STORE_URL``, else ``store.url`` in config.yaml) is a
    ``postgresql://`` URL for a shared store; none means ``memory.db`` under the data root.
    The store is opened by ``open()``, or by the first call that needs it.
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
        self.redactor = Redactor(self.config.redact_patterns)
        namespace_holds_no_secret(
            self.redactor, self.namespace, "--namespace" if namespace else "AGENT_MEMORY_NAMESPACE"
        )
        self.layout.create(self.config, default_config_text())
        self.secrets = Secrets(self.layout.env)
        use_for_messages(self.redactor)
        self._detector: ConflictDetector | None = None  # made on the first write: a recall needs none
        # None: not chosen here; "" chooses the embedded store whatever the environment says
        self.store_url = checks.store_url(
            store if store is not None else os.environ.get("AGENT_MEMORY_STORE_URL") or self.config.store.url
        )
        self._classifier: RuleDigester | None = None
        self._vault = Vault(
            layout=self.layout,
            config=self.config,
            secrets=self.secrets,
            redactor=self.redactor,
            clock=self.now,
            namespace=self.namespace,
            all_namespaces=all_namespaces,
            store_url=self.store_url,
            entities=self.entities,
            classify=self.classify,
        )

    # ---- opening and closing ------------------------------------------------------------

    def open(self) -> list[str]:
        """Open the store; returns what opening changed, a line per step (the schema migrated,
        every memory encrypted, the postings rebuilt, a spec index.json imported), often none."""
        self._vault.open()
        return list(self._vault.opened)

    @property
    def store(self) -> Store:
        """The opened store, to read from (counts, rows); every write goes through this class."""
        return self._vault.store

    @property
    def vectors(self) -> VectorService:
        return self._vault.vectors

    @property
    def notices(self) -> list[Notice]:
        """What the user must hear of (a key made when encryption was turned on)."""
        return self._vault.notices

    def note_files(self) -> dict[str, os.stat_result]:
        """The notes under store/ as they are on disk: name (relative) -> its stat."""
        return dict(self._vault.mirror.scan())

    def close(self) -> None:
        self._vault.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def now(self) -> datetime:
        return self._clock()

    def classify(self, text: str) -> str:
        """The category of an uncategorised text: the digest's rules (decision, preference,
        config, project, event), else ``memory.default_category``."""
        if self._classifier is None:
            from .digest import RuleDigester

            self._classifier = RuleDigester(self.config.digest)
        found = self._classifier.classify(text)
        return found if found in self.config.category_mapping else self.config.memory.default_category

    def entities(self, text: str) -> dict[str, str]:
        """The memory graph's entities in a text: name -> type."""
        return extract_entities(text, self.config.graph_stopwords)

    # ---- the write path ---------------------------------------------------------------

    def _conflicts(self) -> ConflictDetector:
        if self._detector is None:
            from .conflicts import ConflictDetector

            self._detector = ConflictDetector(self.config.conflict_positive, self.config.conflict_negative)
        return self._detector

    def remember(
        self,
        text: str,
        *,
        category: str | None = None,
        importance: int | None = None,
        verified: bool = False,
        source: str | None = None,
        context: str | None = None,
        written_at: datetime | str | None = None,
    ) -> RememberResult:
        """Redact, merge a near-duplicate or create, report conflicts and the earlier memories
        it supersedes. Unverified by default.

        ``context``: the turn ``text`` answers (a question, a request), kept with it so that
        the words of the question find the reply; searched, never shown as its content.
        ``written_at``: when the text was written (a session log's timestamp), else now: its
        ``created_at``, and what "yesterday" in it means.
        """
        item = dict(text=text, category=category, importance=importance, verified=verified, source=source)
        return self.remember_many([{**item, "context": context, "written_at": written_at}])[0]

    def remember_many(self, items: Sequence[dict[str, Any]]) -> list[RememberResult]:
        """``remember`` for each item (its keyword arguments plus ``text``), in one transaction:
        all are checked first, then written together (digest and sediment ``--apply``), all
        or none of them."""
        from . import remembering

        prepared = [remembering.prepare(self._vault, **item) for item in items]
        if not prepared:
            return []
        # reads: comparing texts never holds the write lock
        found = [remembering.find_duplicate(self._vault, self.store, one) for one in prepared]
        vault = self._vault
        with (
            vault.transaction(bulk=len(prepared) > 1) as store,
            progress.steps(len(prepared), "remembering") as advance,
        ):
            results = []
            for one, dup in zip(prepared, found, strict=True):
                results.append(remembering.remember_in(vault, self._conflicts(), store, one, dup))
                advance(1)
            return results

    def digest(
        self,
        text: str,
        *,
        apply: bool = False,
        max_items: int | None = None,
        verified: bool = False,
        source: str | None = None,
        written_at: datetime | str | None = None,
    ) -> DigestReport:
        """Distil ``text`` into memories: a preview, or with ``apply`` each through ``remember``
        (written at ``written_at``, the conversation's own time, else now).

        The text is redacted before any digester (or remote model) sees it.
        """
        from . import digest

        limit = digest.item_limit(self.config, max_items)
        digest.check_text(text, self.config.digest.max_input_chars)
        written_at = checks.moment(written_at, "--written-at") if written_at is not None else None
        found = digest.distil_redacted([text], self.redactor, self.config, self.secrets, limit=limit)
        wanted = digest.as_memories(found, verified=verified, source=source, written_at=written_at)
        applied = self.remember_many(wanted) if apply else []
        return digest.report(found, applied)

    def _redact(self, text: str) -> str:
        return self.redactor.redact(text).text

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

        return sediment(
            self, self._vault, paths, latest=latest, form=form, apply=apply, max_items=max_items, verified=verified
        )

    def get(self, memory_id: str) -> MemoryEntry:
        entry = self.store.get(check_id(memory_id))
        if entry is None:
            raise NotFoundError(f"no memory {memory_id}", hint=FIND_ID)
        return entry

    def verify(self, memory_id: str) -> MemoryEntry:
        """Mark a memory as executed and verified (No Execution, No Memory)."""
        return self._vault.verify(check_id(memory_id))

    def update(
        self, memory_id: str, *, text: str | None = None, room: str | None = None, importance: int | None = None
    ) -> RememberResult:
        """Change a memory's text, room or importance in place, through the write unit
        (``Vault.put``: checks, redaction, postings, note); conflicts of its new text are reported."""
        from .remembering import find_conflicts
        from .results import RememberResult

        check_id(memory_id)
        changes: dict[str, object] = {}
        if text is not None:
            changes["content"] = self._vault.clean(text)
        if room is not None:
            changes["room"] = checks.room(self.config, room)
        if importance is not None:
            changes["importance"] = checks.importance(importance)
        with self._vault.transaction() as store:
            before, stored = self._vault.change(store, memory_id, changes)
            labels = tuple(label for label in stored.redacted if label not in before.redacted)
            conflicts = (
                find_conflicts(self._conflicts(), store, stored.content, exclude=stored.id)
                if "content" in changes
                else []
            )
        return RememberResult(stored, "updated", labels, tuple(conflicts))

    def supersede(self, memory_id: str, by: str | None) -> MemoryEntry:
        """Mark ``memory_id`` superseded by the memory ``by`` (a later one saying what holds now),
        or, with ``by`` none, current again: the undo of a wrong supersession. Nothing is deleted."""
        from .remembering import mark_superseded

        mark_superseded(self._vault, check_id(memory_id), check_id(by) if by is not None else None)
        return self.get(memory_id)

    def history(self, memory_id: str) -> list[MemoryEntry]:
        """The memory's history, oldest first: what it superseded, it, what superseded it."""
        from .supersede import chain

        return chain(self.store, self.get(memory_id))

    def forget(self, memory_id: str) -> MemoryEntry:
        """Remove a memory, its note, its postings, vectors and graph links (``Vault.forget``);
        what it superseded holds again."""
        return self._vault.forget(check_id(memory_id))

    def prune(
        self, *, dry_run: bool = False, room: str | None = None, as_of: datetime | str | None = None
    ) -> PruneReport:
        """Archive, then delete, what the prune rules condemn at ``as_of`` (a datetime or an ISO
        string; default now)."""
        from . import prune

        moment = checks.moment(as_of, "as_of") if as_of is not None else None  # an ISO string too
        return prune.prune(self._vault, dry_run=dry_run, room=room, as_of=moment)

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
        return prune.restore(self._vault, Path(archive), [check_id(memory_id) for memory_id in ids], key_file=key)

    # ---- the memory graph ----------------------------------------------------------------

    def graph_top(self, top: int = 20) -> list[tuple[str, str, int]]:
        """(name, type, memories) of the entities most memories name."""
        from . import graph

        graph.ready(self._vault)
        return self.store.top_entities(_check_graph_top(top))

    def graph_entity(self, name: str) -> tuple[str, str, list[MemoryEntry]]:
        """An entity (exact name, else ignoring case), its type and its memories, oldest first."""
        from . import graph

        if not isinstance(name, str) or not name.strip():
            raise InvalidInputError(
                f"the entity name must be a non-empty text, not {name!r}", hint="e.g. graph_entity('PostgreSQL')"
            )
        graph.ready(self._vault)
        found = self.store.entity(name)
        if found is None:
            raise NotFoundError(f"no entity '{name}' in the graph", hint="'agent-memory graph' lists the top ones")
        real, kind, ids = found
        entries = self.store.get_many(ids)
        return real, kind, [entries[memory_id] for memory_id in ids if memory_id in entries]

    def graph_rebuild(self) -> tuple[int, int]:
        """Extract every memory's entities again; (entities, links) after."""
        from . import graph

        return graph.rebuild(self._vault)

    def graph_export(self, form: str, top: int | None = None) -> str:
        """``obsidian`` writes store/_entities/ (returns a summary); ``mermaid`` and ``dot`` return the text."""
        from . import graph

        graph.ready(self._vault)
        whole = self.store.graph()
        if top is not None:
            whole = graph.top(whole, _check_graph_top(top))
        return graph.export(whole, form, self.layout.store)

    # ---- the read path ----------------------------------------------------------------

    def recall(
        self,
        query: str,
        *,
        room: str | None = None,
        top_k: int | None = None,
        record_access: bool = True,
        since: date | str | None = None,
        until: date | str | None = None,
    ) -> RecallResult:
        """keyword -> vectors -> fuse -> filter -> rerank -> time -> record (``search/pipeline.py``);
        each hit carries its ``stages``. A time the query names ("last week", "去年", "before the
        migration") or ``since``/``until`` (days, both included) puts what fits it first; else
        what holds now comes before what it superseded. Each hit's access is recorded unless
        ``record_access`` is false (for evaluations that must not change what they measure)."""
        from .search import pipeline, timeline

        query = self._query(query)  # nothing secret is sent anywhere
        top_k = checks.top_k(top_k, self.config.retrieval.default_top_k)
        if room is not None:
            checks.room(self.config, room)
        when = checks.window(since, until) if since is not None or until is not None else None
        if when is None and timeline.names_a_time(query):
            from .when import query_span

            when = query_span(query, self.now())
        return pipeline.run(
            self.store,
            self.vectors,
            self.config,
            self.secrets,
            query,
            room=room,
            top_k=top_k,
            record_access=record_access,
            now=self.now,
            when=when,
        )

    def _query(self, query: object) -> str:
        return self._redact(self._vault.clean(query, "query"))

    def context(
        self,
        query: str,
        *,
        budget: int = 800,
        room: str | None = None,
        form: str = "markdown",
        exclude: Collection[str] = (),
    ) -> ContextBlock:
        """The memories most relevant to ``query`` but those in ``exclude`` (already given), formatted
        for a prompt, within ``budget`` tokens. Injected automatically, so it records no access."""
        from .context import build

        return build(self, self._query(query), budget=budget, room=room, form=form, exclude=exclude)

    def vsearch(self, query: str, *, top_k: int | None = None, room: str | None = None) -> VectorOutcome:
        """The vector leg alone, with cosines; records no access."""
        top_k = checks.top_k(top_k, self.config.retrieval.default_top_k)
        return self.vectors.search(self.store, self._query(query), limit=top_k, room=room)

    def vector_status(self) -> dict[str, Any]:
        from .reports import vector_status

        return vector_status(self._vault)

    def embed_missing(self) -> int:
        """Embed every memory still missing a vector for the active backend."""
        return self.vectors.embed_missing(self.store)

    def flush_notes(self) -> int:
        """Write the notes that lag the db (access recorded by recalls since they were written)
        and were not edited by hand meanwhile; returns how many. ``sync``, ``reindex`` and
        ``export`` call it."""
        return self._vault.flush_notes()

    # ---- reports ----------------------------------------------------------------------

    def stats(self) -> Stats:
        from .reports import stats

        return stats(self._vault)

    def rooms(self) -> list[RoomInfo]:
        from .reports import rooms

        return rooms(self._vault)

    # ---- the Markdown mirror, import and export ---------------------------------------

    def sync(self, *, yes: bool = False) -> SyncReport:
        """Take in notes edited, added or deleted by hand under store/; deleting many memories
        at once (store/ emptied or unmounted) waits for ``yes`` (see ``SyncReport.kept``)."""
        from .sync import sync

        return sync(self._vault, yes=yes)

    def reindex(self, *, yes: bool = False, new_key: bool = False) -> SyncReport:
        """Rebuild memory.db from store/*.md alone; the old db is kept under backups/. Onto
        far fewer notes than memories (store/ emptied or unmounted) only with ``yes``. An
        encrypted store is rebuilt encrypted with its own key; when that key is lost, only with
        ``new_key``, under a new one (``keys.reindex_plan``).

        Processes holding the store open wait while it runs, then write into the new file;
        a reindex cut off half-way leaves the old db in place.
        """
        from .sync import reindex

        return reindex(self._vault, yes=yes, new_key=new_key)

    def export_hermes_lite(self, target: str | os.PathLike[str]) -> int:
        from . import interchange

        with suppress(DiskError):  # the export holds every field from the db whatever the notes say
            self._vault.flush_notes()
        return interchange.export_dir(self._vault, Path(target))

    def export_jsonl(self, target: str | os.PathLike[str] | None) -> int:
        from . import interchange

        with suppress(DiskError):  # the export holds every field from the db whatever the notes say
            self._vault.flush_notes()
        return interchange.export_jsonl(self._vault, None if target in (None, "-") else Path(target))

    def migrate(self, target: str, *, sample: int = 5) -> dict[str, object]:
        """Copy every memory of every namespace to ``target``, a ``postgresql://`` URL or a
        folder, then compare counts and ``sample`` recalls (``interchange.migrate``)."""
        from . import interchange

        root, url = interchange.migrate_target(self._vault, target)
        with Memory(root, store=url, all_namespaces=True, clock=self.now) as dest:
            return interchange.migrate(self._vault, dest._vault, target, sample=sample)

    def import_file(self, source: str | os.PathLike[str]) -> ImportReport:
        from . import interchange

        return interchange.import_file(self._vault, Path(source))


def _check_graph_top(top: int) -> int:
    if top < 1:
        raise InvalidInputError(f"--top must be 1 or more, not {top}", hint="e.g. --top 20")
    return top


HermesLite = Memory
