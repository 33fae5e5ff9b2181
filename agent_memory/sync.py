"""Bringing hand edits of store/*.md (Obsidian, an editor, a script) into memory.db."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import progress
from .errors import AgentMemoryError, InvalidInputError, quoted
from .fsutil import remove_quietly
from .model import ID_PATTERN, MemoryEntry, ParsedNote, entry_from_dict, now_iso
from .results import SyncReport
from .store.rows import text_hash

if TYPE_CHECKING:
    from .store.contract import FileState, Store
    from .vault import Vault


# A sync may delete on its own at most this many memories, or ``memory.sync_delete_share`` of
# the store if that is more; past it, only with ``yes`` (store/ unmounted, emptied, moved).
_FEW = 5


def sync(vault: Vault, *, yes: bool = False) -> SyncReport:
    """``Memory.sync``: a writer's notes left half-way settled first, then ``sync_notes``, then
    the notes recalls left behind the db catch up."""
    need_notes(vault, "sync")
    left = vault.mirror.abandoned()
    if left:  # a writer killed between its commit and its notes: finished (or undone) first
        with vault.transaction() as store:
            vault.mirror.settle(left, lambda: {s.path: (s.mtime_ns, s.size) for s in store.file_states()})
    report = sync_notes(vault, yes=yes)
    vault.flush_notes()
    return report


def need_notes(vault: Vault, command: str) -> None:
    if not vault.mirror.enabled:
        raise InvalidInputError(
            f"{command} works from store/*.md, which this PostgreSQL store does not keep",
            hint="set store.postgres_markdown: true in config.yaml to keep them",
        )


def reindex(vault: Vault, *, yes: bool, new_key: bool) -> SyncReport:
    """``Memory.reindex``: memory.db rebuilt from the notes, once the loss is weighed."""
    from contextlib import suppress

    from .errors import StoreCorruptError
    from .keys import reindex_plan

    if vault.store_url:
        raise InvalidInputError(
            "reindex rebuilds memory.db, the embedded store; a PostgreSQL store has none",
            hint="copy it back with 'agent-memory migrate --to DIR' and reindex there",
        )
    vault.keep_sealed, rows = reindex_plan(vault, new_key=new_key)
    if rows is not None:
        notes = sum(1 for _ in vault.mirror.scan())
        if needs_question(vault.config.memory.sync_delete_share, rows, rows - notes) and not yes:
            raise InvalidInputError(
                f"reindex would rebuild {rows} memories from {notes} notes under {vault.mirror.folder}, "
                f"losing {rows - notes}: is it emptied, moved or not mounted? Nothing was changed",
                hint="mount or restore store/ first; if the notes were removed on purpose: reindex --yes",
            )
        if not new_key:  # every field the db holds reaches the notes the new db is built from
            with suppress(StoreCorruptError):  # a damaged db: the notes are what there is
                vault.flush_notes()
    return vault.rebuild_from_notes(lambda: sync(vault, yes=True))  # the loss was weighed before


def sync_notes(vault: Vault, *, yes: bool = False) -> SyncReport:
    """Take in store/ as it is now, sub-folders included. A note is matched to its memory by
    its id, else by the path its memory had (an editor that dropped the frontmatter), else by
    its text (a renamed note without frontmatter); one file never serves two memories; a memory
    whose note is gone is deleted only when nothing is ambiguous (every note could be read) and,
    unless ``yes``, neither too many go at once (``_FEW``, ``memory.sync_delete_share``) nor
    every memory (store/ emptied or missing, however small the store). The temp files killed
    writers left anywhere under the root (a half-made backup, a prune archive) are removed."""
    report = SyncReport()
    for temp in vault.layout.abandoned_temps(notes=False):  # store/'s are settled by Memory.sync
        remove_quietly(temp)
    store = vault.store
    known = {state.path: state for state in store.file_states()}
    present = dict(vault.mirror.scan(drop_leftovers=True))
    vanished = {s.memory_id for name, s in known.items() if name not in present and not vault.mirror.stat(name)}
    claimed: dict[str, str] = {}  # id -> note name, to catch two notes with one id
    with (
        vault.transaction() as store,
        store.unscoped(),
        progress.steps(len(present), "reading notes", unit="notes") as advance,
    ):
        behind = {state.memory_id for state in store.notes_behind()}
        for name, info in sorted(present.items()):
            advance(1)
            state = known.get(name)
            if state and state.mtime_ns == info.st_mtime_ns and state.size == info.st_size:
                claimed[state.memory_id] = name
                report.unchanged += 1
                continue
            try:
                _take_note(
                    vault,
                    store,
                    name,
                    report,
                    claimed,
                    former=state.memory_id if state else None,
                    vanished=vanished,
                    behind=behind,
                )
            except AgentMemoryError as exc:
                fix = f" (fix: {exc.hint})" if exc.hint else ""
                report.errors.append((str(vault.mirror.folder / name), exc.message + fix))
        _restore_displaced(vault, store, known, claimed, report)
        gone = [memory_id for memory_id in sorted(vanished) if memory_id not in claimed]
        share = vault.config.memory.sync_delete_share
        if gone and report.errors:
            report.kept, report.kept_why = gone, f"{len(report.errors)} note(s) could not be read: one may be theirs"
        elif needs_question(share, len(known), len(gone)) and not yes:
            report.kept = gone
            many = (
                f"all {len(gone)} memories have no note"
                if len(gone) >= len(known)
                else f"{len(gone)} of {len(known)} memories have no note (more than {deletion_limit(share, len(known))})"
            )
            report.kept_why = f"{many}: is {vault.mirror.folder} emptied, moved or not mounted?"
        else:
            store.delete_many(gone)
            report.deleted.extend(gone)
    return report


def deletion_limit(share: float, total: int) -> int:
    """How many memories a sync or reindex may drop without ``yes`` (but never all of them)."""
    return max(_FEW, int(share * total))


def needs_question(share: float, total: int, going: int) -> bool:
    """Whether dropping ``going`` of ``total`` memories waits for ``yes``: more than the
    limit, or every one of them (store/ emptied, missing or unmounted), however few."""
    return going > 0 and (going >= total or going > deletion_limit(share, total))


# ---- writers find a note where it is now --------------------------------------------------------


def locate(vault: Vault, store: Store, ids: list[str]) -> dict[str, str]:
    """id -> the name of its note as it is now: the recorded one when that file is there, else
    the one note no memory records that carries the id (or holds the memory's text): renamed or
    moved into a folder by hand since the last sync. Ids without a row, or whose note is
    nowhere, map to the recorded name (or none). The folder is listed only when a note moved."""
    recorded, moved = _located(vault, store, ids)
    return {**recorded, **moved}


def follow(vault: Vault, store: Store, ids: list[str]) -> dict[str, str]:
    """``locate``, taking in first every note found under another name, or edited by hand
    where it is (inside the caller's write transaction): the hand edit becomes the memory's
    text, the new name its note, before the caller reads the memory and writes the note again
    -- never a second file for one id, never an edit written over."""
    recorded, moved = _located(vault, store, ids)
    edited = {
        memory_id: name
        for memory_id, name in recorded.items()
        if memory_id not in moved and _edited(vault, store, memory_id, name)
    }
    moved = {**moved, **edited}
    behind = {state.memory_id for state in store.notes_behind()} if moved else set()
    for memory_id, name in sorted(moved.items()):
        with store.unscoped():
            _take_note(vault, store, name, SyncReport(), {}, former=memory_id, vanished={memory_id}, behind=behind)
    return {**recorded, **moved}


def _edited(vault: Vault, store: Store, memory_id: str, name: str) -> bool:
    """Whether the note ``name`` of ``memory_id`` is there but not as it was last written."""
    state, info = store.file_state(memory_id), vault.mirror.stat(name)
    return state is not None and info is not None and (info.st_mtime_ns, info.st_size) != (state.mtime_ns, state.size)


def _located(vault: Vault, store: Store, ids: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """(id -> recorded note name, id -> the name its note was moved to, where it moved)."""
    recorded: dict[str, str] = {}
    lost: set[str] = set()
    for memory_id in ids:
        state = store.file_state(memory_id)
        if state is None:
            continue
        recorded[memory_id] = state.path
        if vault.mirror.enabled and vault.mirror.stat(state.path) is None:
            lost.add(memory_id)
    return recorded, _moved_notes(vault, store, lost) if lost else {}


def follow_merge(vault: Vault, store: Store, found: MemoryEntry | None) -> tuple[MemoryEntry | None, str | None]:
    """The memory a remember merges into and its note, once the note was followed: as it is
    now, or none when its note was edited by hand (no longer the text compared) or holds an
    edit that cannot be read (left as it is, for ``sync`` to name: the text is a memory of its own)."""
    if found is None:
        return None, None
    try:
        name = follow(vault, store, [found.id]).get(found.id)
    except AgentMemoryError:
        return None, None
    fresh = store.get(found.id)
    if fresh is None or fresh.content != found.content:
        return None, None
    return fresh, name


def _moved_notes(vault: Vault, store: Store, wanted: set[str]) -> dict[str, str]:
    """id -> name of the unrecorded notes that carry one of the ``wanted`` ids, or hold one's
    text without an id (the first, by name, when several do: as ``sync`` would choose)."""
    recorded = {state.path for state in store.file_states()}
    found: dict[str, str] = {}
    for name, _ in sorted(vault.mirror.scan()):
        if name in recorded:
            continue
        try:
            note = vault.mirror.read(name)
            raw_id = note.fields.get("id")
            if raw_id is None and note.body.strip():
                twin = store.by_hash(text_hash(vault.redactor.redact(vault.clean(note.body)).text))
                raw_id = twin.id if twin is not None else None
        except (AgentMemoryError, OSError):
            continue  # unreadable: sync names it
        if isinstance(raw_id, str) and raw_id in wanted and raw_id not in found:
            found[raw_id] = name
    return found


def _take_note(
    vault: Vault,
    store: Store,
    name: str,
    report: SyncReport,
    claimed: dict[str, str],
    *,
    former: str | None,
    vanished: set[str],
    behind: set[str],
) -> None:
    where = str(vault.mirror.folder / name)
    note = vault.mirror.read(name)
    raw_id = note.fields.get("id")
    if raw_id is not None and not (isinstance(raw_id, str) and ID_PATTERN.fullmatch(raw_id)):
        raise InvalidInputError(
            f"{where}: field 'id' is not a memory id: {quoted(raw_id)}", hint="remove the id line to get a new one"
        )
    memory_id = raw_id if isinstance(raw_id, str) else former or _same_text(vault, store, note, vanished, claimed)
    if memory_id is not None and memory_id in claimed:
        raise InvalidInputError(
            f"{where}: id {memory_id} is already used by {claimed[memory_id]}", hint="remove the id line from the copy"
        )
    existing = store.get(memory_id) if memory_id is not None else None
    if existing is not None:
        other = store.file_state(existing.id)
        if other and other.path != name and vault.mirror.stat(other.path) is not None:
            raise InvalidInputError(
                f"{where}: id {existing.id} is already used by {other.path}", hint="remove the id line from the copy"
            )
    entry = _entry_from_note(vault, note, existing, memory_id, where)
    lagging = existing is not None and existing.id in behind
    if existing is not None and lagging:
        entry = caught_up(entry, existing)
    stored = vault.put(store, entry, existing=existing, name=name, note=False, where=where)
    (report.added if existing is None else report.updated).append(entry.id)
    claimed[entry.id] = name
    # Rewrite only when the note must change: it had no id, it held a secret, or it lagged the db.
    if raw_id is None or stored != entry or lagging:
        info = vault.mirror.write(stored, name)
    else:
        found = vault.mirror.stat(name)
        info = found if found is not None else vault.mirror.write(stored, name)
    store.set_file_state(entry.id, name, info.st_mtime_ns, info.st_size)


def caught_up(noted: MemoryEntry, stored: MemoryEntry) -> MemoryEntry:
    """A hand-edited note whose memory was recalled since the note was written (its access
    fields lag the db): the recalls are kept. The db's access count and last access win over
    lower ones; the importance the note says gets the +1 of every 10th access since."""
    if noted.access_count >= stored.access_count:
        return noted  # not behind on access (or raised by hand): the note is taken as it is
    importance = noted.importance
    for count in range(noted.access_count + 1, stored.access_count + 1):
        if count % 10 == 0 and importance < 10:
            importance += 1
    last = max(filter(None, (noted.last_accessed, stored.last_accessed)), default=None)
    return noted.with_(access_count=stored.access_count, last_accessed=last, importance=importance)


def _same_text(vault: Vault, store: Store, note: ParsedNote, vanished: set[str], claimed: dict[str, str]) -> str | None:
    """The memory whose note vanished and whose text this note holds (a renamed note that lost
    its frontmatter on the way), if there is one."""
    if not vanished or not note.body.strip():
        return None
    text = vault.redactor.redact(vault.clean(note.body)).text
    twin = store.by_hash(text_hash(text))
    return twin.id if twin is not None and twin.id in vanished and twin.id not in claimed else None


def _restore_displaced(
    vault: Vault, store: Store, known: dict[str, FileState], claimed: dict[str, str], report: SyncReport
) -> None:
    """A memory whose file another memory took (its note now holds another id) gets its own
    note back rather than sharing the file or being lost."""
    owner = {name: memory_id for memory_id, name in claimed.items()}
    for name, state in known.items():
        if owner.get(name, state.memory_id) == state.memory_id:
            continue
        entry = store.get(state.memory_id)
        if entry is None:
            continue
        fresh = vault.mirror.name_for(entry.id)
        if fresh in owner or vault.mirror.stat(fresh) is not None:
            fresh = f"{entry.id}-restored.md"
        info = vault.mirror.write(entry, fresh)
        store.set_file_state(entry.id, fresh, info.st_mtime_ns, info.st_size)
        report.restored.append(entry.id)


def _entry_from_note(
    vault: Vault, note: ParsedNote, existing: MemoryEntry | None, memory_id: str | None, where: str
) -> MemoryEntry:
    """The memory a note says, the fields it leaves out taken from the memory as it was (or the
    defaults); checked by the write unit (``Vault.put``), which names ``where`` and the field."""
    config = vault.config
    if not note.body.strip():
        raise InvalidInputError(f"{where}: the note has no text", hint="write the memory below the frontmatter")
    fields = dict(note.fields)
    base = existing.to_dict() if existing else {}
    category = fields.get("category") or base.get("category") or vault.classify(note.body)
    default_room = config.category_mapping.get(str(category), "")  # an unknown category is refused by put
    verified = fields.get("execution_verified", base.get("execution_verified", False))
    if not isinstance(verified, bool):
        raise InvalidInputError(
            f"{where}: field 'execution_verified' must be true or false", hint="execution_verified: false"
        )
    data = {
        **base,
        "id": memory_id or vault.fresh_id(vault.store),
        "content": note.body,
        "category": category,
        "room": fields.get("room") or default_room,
        "importance": fields.get("importance", base.get("importance", config.memory.default_importance)),
        "execution_verified": verified,
        "access_count": fields.get("access_count", base.get("access_count", 0)),
        "last_accessed": _text_or_none(fields.get("last_accessed", base.get("last_accessed"))),
        "source": _text_or_none(fields.get("source", base.get("source"))),
        "created_at": _text_or_none(fields.get("created_at")) or base.get("created_at") or now_iso(vault.now()),
        "redacted": fields.get("redacted", base.get("redacted")) or [],
        "namespace": fields.get("namespace", base.get("namespace")),
        "context": _text_or_none(fields.get("context", base.get("context"))),
    }
    return entry_from_dict(data, where=where, namespace=vault.namespace)


def _text_or_none(value: object) -> str | None:
    return None if value is None else str(value)
