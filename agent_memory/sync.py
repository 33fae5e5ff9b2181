"""Bringing hand edits of store/*.md (Obsidian, an editor, a script) into memory.db."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import AgentMemoryError, InvalidInputError
from .model import ID_PATTERN, MemoryEntry, ParsedNote, entry_from_dict, now_iso, to_markdown
from .results import SyncReport

if TYPE_CHECKING:
    from .memory import Memory
    from .store.sqlite import SQLiteStore


def sync_notes(memory: Memory) -> SyncReport:
    report = SyncReport()
    store = memory.store
    known = {state.path: state for state in store.file_states()}
    seen: set[str] = set()
    claimed: dict[str, str] = {}  # id -> note name, to catch two notes with one id
    with memory.writing() as store, store.unscoped():
        for name, info in sorted(memory.mirror.scan(drop_leftovers=True)):
            seen.add(name)
            state = known.get(name)
            if state and state.mtime_ns == info.st_mtime_ns and state.size == info.st_size:
                claimed[state.memory_id] = name
                report.unchanged += 1
                continue
            try:
                _take_note(memory, store, name, report, claimed)
            except AgentMemoryError as exc:
                report.errors.append((str(memory.mirror.folder / name), exc.message))
        for name, state in known.items():
            if name not in seen and not memory.mirror.stat(name):
                store.delete(state.memory_id)
                report.deleted.append(state.memory_id)
    return report


def _take_note(memory: Memory, store: SQLiteStore, name: str, report: SyncReport, claimed: dict[str, str]) -> None:
    where = str(memory.mirror.folder / name)
    note = memory.mirror.read(name)
    raw_id = note.fields.get("id")
    if raw_id is not None and not (isinstance(raw_id, str) and ID_PATTERN.match(raw_id)):
        raise InvalidInputError(
            f"{where}: field 'id' is not a memory id: {str(raw_id)[:40]!r}", hint="remove the id line to get a new one"
        )
    if isinstance(raw_id, str) and raw_id in claimed:
        raise InvalidInputError(
            f"{where}: id {raw_id} is already used by {claimed[raw_id]}", hint="remove the id line from the copy"
        )
    existing = store.get(raw_id) if isinstance(raw_id, str) else None
    if existing is not None:
        other = store.file_state(existing.id)
        if other and other.path != name and memory.mirror.stat(other.path) is not None:
            raise InvalidInputError(
                f"{where}: id {existing.id} is already used by {other.path}", hint="remove the id line from the copy"
            )
    entry = _entry_from_note(memory, note, existing, raw_id if isinstance(raw_id, str) else None, where)
    stored = memory.put_entry(store, entry, existing=existing, name=name, note=False)
    (report.added if existing is None else report.updated).append(entry.id)
    claimed[entry.id] = name
    # Rewrite only when the note must change: it had no id, or it held a secret.
    if raw_id is None or stored != entry:
        info = memory.mirror.write_text(name, to_markdown(stored))
    else:
        info = memory.mirror.stat(name)  # type: ignore[assignment]
    store.set_file_state(entry.id, name, info.st_mtime_ns, info.st_size)


def _entry_from_note(
    memory: Memory, note: ParsedNote, existing: MemoryEntry | None, memory_id: str | None, where: str
) -> MemoryEntry:
    config = memory.config
    if not note.body.strip():
        raise InvalidInputError(f"{where}: the note has no text", hint="write the memory below the frontmatter")
    fields = dict(note.fields)
    base = existing.to_dict() if existing else {}
    category = fields.get("category") or base.get("category") or memory.classify(note.body)
    if category not in config.category_mapping:
        raise InvalidInputError(
            f"{where}: field 'category' is '{category}', not a known category",
            hint="use one of: " + ", ".join(config.category_mapping),
        )
    room = fields.get("room") or config.room_for(str(category))
    if room not in config.rooms:
        raise InvalidInputError(
            f"{where}: field 'room' is '{room}', not a room of config.yaml",
            hint="use one of: " + ", ".join(config.rooms),
        )
    importance = fields.get("importance", base.get("importance", config.memory.default_importance))
    if isinstance(importance, bool) or not isinstance(importance, int) or not 1 <= importance <= 10:
        raise InvalidInputError(
            f"{where}: field 'importance' must be a whole number from 1 to 10, not {importance!r}",
            hint="e.g. importance: 7",
        )
    verified = fields.get("execution_verified", base.get("execution_verified", False))
    if not isinstance(verified, bool):
        raise InvalidInputError(
            f"{where}: field 'execution_verified' must be true or false", hint="execution_verified: false"
        )
    data = {
        **base,
        "id": memory_id or _new_id(memory),
        "content": memory.clean_text(note.body),
        "category": category,
        "room": room,
        "importance": importance,
        "execution_verified": verified,
        "access_count": fields.get("access_count", base.get("access_count", 0)),
        "last_accessed": _text_or_none(fields.get("last_accessed", base.get("last_accessed"))),
        "source": _text_or_none(fields.get("source", base.get("source"))),
        "created_at": _text_or_none(fields.get("created_at")) or base.get("created_at") or now_iso(memory.now()),
        "redacted": fields.get("redacted", base.get("redacted")) or [],
        "namespace": fields.get("namespace", base.get("namespace")),
    }
    return entry_from_dict(data, where=where, namespace=memory.namespace)


def _text_or_none(value: object) -> str | None:
    return None if value is None else str(value)


def _new_id(memory: Memory) -> str:
    return memory.fresh_id(memory.store)
