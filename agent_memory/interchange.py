"""Import and export: the hermes-lite reference format (spec 9.1-9.2) and JSONL."""

from __future__ import annotations

import hashlib
import io
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from . import checks, progress
from .crypto import SealedCodec, seal_file_bytes
from .errors import InvalidInputError
from .fsutil import atomic_stream, atomic_write, disk_error, remove_quietly, temp_target, temps_in
from .model import MemoryEntry, entry_from_dict, now_iso, to_markdown
from .privacy import make_folder
from .results import ImportReport

if TYPE_CHECKING:
    from .vault import Vault

IMPORTED_KEY = "hermes_lite_imported"
SPEC_FILES = ("index.json", "vectors.json", "graph.json")


def import_on_open(vault: Vault) -> int:
    """A data root holding a spec ``index.json`` is imported once; the originals go to backups/,
    redacted. Returns how many memories it brought (0: none to import)."""
    index = vault.layout.root / "index.json"
    store = vault.store
    if not index.exists() or store.meta(IMPORTED_KEY) is not None:
        return 0
    entries = validated_entries(vault, _read_json_array(index), str(index))
    imported, _ = insert_entries(vault, entries, mark_imported=True)
    keep = vault.layout.backups / f"hermes-lite-import-{vault.now():%Y%m%d_%H%M%S}"
    make_folder(keep)
    for name in SPEC_FILES:
        original = vault.layout.root / name
        if not original.exists():
            continue
        # kept redacted (a secret the reference implementation stored stays out of the root),
        # and sealed when the store is: what the db hides, backups hide too
        kept = vault.redactor.redact(original.read_text("utf-8", errors="replace")).text.encode("utf-8")
        if isinstance(store.codec, SealedCodec):
            kept = seal_file_bytes(store.codec, kept)
        atomic_write(keep / name, kept)
        original.unlink()
    return imported


# Memories written per transaction by an import: their notes made durable with one sync.
IMPORT_BATCH = 2000


def import_file(vault: Vault, path: Path) -> ImportReport:
    """Import a JSONL export or a spec index.json; ids already present are skipped.

    The whole file is checked first, so a bad file imports nothing; then it is read again,
    line by line (a JSONL file is never held in memory whole), and written in batches of
    ``IMPORT_BATCH``, each one transaction. Killed half-way, the batches committed are
    complete (db and notes; ``sync`` finishes the notes of the last one) and running the
    import again adds the rest. Then the active encoder, when it runs on this machine, embeds
    them in batches (``VectorService.embed_offline``).
    """
    try:
        with path.open("rb") as probe:
            head = probe.read(4096).decode("utf-8", errors="ignore").lstrip()
    except FileNotFoundError:
        raise InvalidInputError(
            f"{path}: no such file", hint="give the path of a .jsonl export or an index.json"
        ) from None
    except IsADirectoryError:
        inside = path / "index.json"
        raise InvalidInputError(
            f"{path}: is a folder, not an export",
            hint=f"import {inside}" if inside.is_file() else "give the path of a .jsonl export or an index.json",
        ) from None
    except PermissionError:
        raise InvalidInputError(f"{path}: cannot be read (permission denied)", hint="check the file's mode") from None
    if head.startswith("["):
        try:
            text = path.read_text("utf-8")
        except UnicodeDecodeError:
            raise InvalidInputError(f"{path}: not UTF-8 text", hint="export it again as UTF-8") from None
        raw = _parse_json_array(text, str(path))
        entries = validated_entries(vault, raw, str(path))
        _check_whole(vault, lambda: zip((place for place, _ in raw), entries, strict=True))
        batches: Iterable[list[MemoryEntry]] = (
            entries[i : i + IMPORT_BATCH] for i in range(0, len(entries), IMPORT_BATCH)
        )
    else:
        _check_whole(vault, lambda: _jsonl_entries(vault, path))  # every line checked before anything is written
        batches = _batched((entry for _, entry in _jsonl_entries(vault, path)), IMPORT_BATCH)
    imported = skipped = 0
    for batch in batches:
        done, passed = insert_entries(vault, batch, mark_imported=False)
        imported, skipped = imported + done, skipped + passed
    # the first recall would embed them all, and a hook has no minutes to wait
    embedded, encoder = vault.vectors.embed_offline(vault.store) if imported else (0, "")
    return ImportReport(imported, skipped, str(path), embedded, encoder)


def _check_whole(vault: Vault, placed: Callable[[], Iterable[tuple[str, MemoryEntry]]]) -> None:
    """What no one entry shows: an id given twice with different memories (both places named),
    and a ``superseded_by`` naming a memory neither the file nor the store holds. ``placed``
    gives the entries and where each was read, again when a place must be found."""
    seen: dict[str, int] = {}  # id -> a hash of what its memory says (8 bytes: a million ids fit)
    pointers: list[tuple[str, str]] = []
    for place, entry in placed():
        said = _said(entry)
        if seen.setdefault(entry.id, said) != said:
            first = next(where for where, e in placed() if e.id == entry.id)
            raise InvalidInputError(
                f"{first} and {place}: the same id {entry.id} with different memories; nothing was imported",
                hint="give each memory its own id, or keep only one of the two",
            )
        if entry.superseded_by:
            pointers.append((place, entry.superseded_by))
    outside = sorted({target for _, target in pointers if target not in seen})
    known = vault.store.existing_ids(outside) if outside else set()
    for place, target in pointers:
        if target not in seen and target not in known:
            raise InvalidInputError(
                f"{place}: field 'superseded_by' names {target}, a memory neither this file nor the store holds; "
                "nothing was imported",
                hint="import the memory it names too, or drop the field",
            )


def _said(entry: MemoryEntry) -> int:
    text = json.dumps(entry.to_dict(), sort_keys=True, ensure_ascii=False).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest())


def _jsonl_entries(vault: Vault, path: Path) -> Iterator[tuple[str, MemoryEntry]]:
    """The memories of a JSONL file, one line at a time, each checked as ``validated_entries``
    does, with where each was read."""
    with path.open("rb") as lines:
        for number, raw in enumerate(lines, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise InvalidInputError(
                    f"{path}: line {number}: not UTF-8 text", hint="export it again as UTF-8"
                ) from None
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InvalidInputError(
                    f"{path}: line {number}: not JSON ({exc.msg})",
                    hint="each line must be one memory object; nothing was imported",
                ) from None
            place = f"{path}: line {number}"
            yield from ((place, entry) for entry in validated_entries(vault, [(place, item)], str(path)))


def _batched(items: Iterable[MemoryEntry], size: int) -> Iterator[list[MemoryEntry]]:
    batch: list[MemoryEntry] = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def _read_json_array(path: Path) -> list[tuple[str, Any]]:
    try:
        text = path.read_text("utf-8")
    except UnicodeDecodeError:
        raise InvalidInputError(f"{path}: not UTF-8 text", hint="save it as UTF-8") from None
    return _parse_json_array(text, str(path))


def _parse_json_array(text: str, where: str) -> list[tuple[str, Any]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInputError(
            f"{where}: line {exc.lineno}: not valid JSON ({exc.msg})", hint="fix the file; nothing was imported"
        ) from None
    if not isinstance(data, list):
        raise InvalidInputError(
            f"{where}: the top level must be an array of memories (spec 9.2)", hint="nothing was imported"
        )
    return [(f"{where}: entry {i}", item) for i, item in enumerate(data)]


def validated_entries(vault: Vault, raw: list[tuple[str, Any]], where: str) -> list[MemoryEntry]:
    """Check every entry before anything is written, so a bad file imports nothing."""
    config = vault.config
    entries = []
    for place, item in raw:
        if not isinstance(item, dict):
            raise InvalidInputError(f"{place}: not a JSON object", hint="nothing was imported")
        entry = entry_from_dict(item, where=place, namespace=vault.namespace)
        # a room this config does not have: the category's own (rooms differ between roots)
        room = entry.room if entry.room in config.rooms else config.category_mapping.get(entry.category, entry.room)
        entries.append(checks.entry(config, entry.with_(room=room), place))  # redacted by the write unit
    return entries


def insert_entries(
    vault: Vault, entries: list[MemoryEntry], *, mark_imported: bool, what: str = "importing"
) -> tuple[int, int]:
    imported = skipped = 0
    with (
        vault.transaction(bulk=len(entries) > 1) as store,
        store.bulk(),
        progress.steps(len(entries), what) as advance,
    ):
        present = store.existing_ids([entry.id for entry in entries])  # one look-up a batch
        for entry in entries:
            advance(1)
            if entry.id in present:
                skipped += 1
                continue
            vault.put(store, entry, existing=None)
            present.add(entry.id)  # the same id twice in a file: the first one counts
            imported += 1
        if mark_imported:
            store.set_meta(IMPORTED_KEY, now_iso(vault.now()))
    return imported, skipped


def _entries(vault: Vault) -> Iterable[MemoryEntry]:
    return vault.store.iter_entries()


def export_dir(vault: Vault, target: Path) -> int:
    """Write ``index.json``, ``store/*.md`` and ``config.yaml`` as the reference implementation does."""
    for path in (target, target / "index.json", target / "store", target / "config.yaml"):
        _refuse_own(vault, path, target)
    if (target / "index.json").exists():
        raise InvalidInputError(f"{target} already holds an index.json", hint="export into an empty or new folder")
    if target.is_dir() and next(target.iterdir(), None) is not None:  # its config.yaml and store/ would be replaced
        raise InvalidInputError(
            f"{target} is a folder that is not empty; nothing was written",
            hint="export into an empty or new folder, e.g. ./hermes-export",
        )
    try:  # folders made for the export are private like its files (the user's own folder keeps its mode)
        make_folder(target)
        make_folder(target / "store")
    except OSError as exc:
        raise disk_error(exc, target / "store") from None
    count = 0
    with atomic_stream(target / "index.json") as out:
        out.write(b"[")
        for entry in _entries(vault):
            # the reference format: no time fields (spec 9.2); superseded memories are memories
            entry = entry.with_(happened=None, superseded_by=None, superseded_at=None)
            out.write(b",\n" if count else b"\n")
            text = "  " + json.dumps(entry.to_dict(), ensure_ascii=False, indent=2).replace("\n", "\n  ")
            out.write(text.encode("utf-8"))
            atomic_write(target / "store" / f"{entry.id}.md", to_markdown(entry).encode("utf-8"))
            count += 1
        out.write(b"\n]\n" if count else b"]\n")
    atomic_write(target / "config.yaml", vault.layout.config.read_bytes())
    return count


def export_jsonl(vault: Vault, target: Path | None) -> int:
    """One JSON object per memory, every field; ``None`` writes to standard output. A file is
    written whole or not at all (a temp file beside it, renamed when done)."""
    if target is None:
        return _write_jsonl(vault, sys.stdout)
    _refuse_own(vault, target, target)
    if target.is_dir():
        raise InvalidInputError(f"{target} is a folder", hint="give a file name, or --format hermes-lite for a folder")
    if not target.parent.is_dir():
        raise InvalidInputError(f"{target.parent} is not a folder", hint="create it first, or give another path")
    if target.exists() and not target.is_file():  # a FIFO, /dev/null: written as it is
        try:
            with target.open("w", encoding="utf-8") as out:
                return _write_jsonl(vault, out)
        except OSError as exc:
            raise disk_error(exc, target) from None
    for dead in temps_in(target.parent)[0]:  # a killed export's temp file of the same target
        if temp_target(dead) == target:
            remove_quietly(dead)
    with atomic_stream(target) as raw:
        out = io.TextIOWrapper(raw, encoding="utf-8")
        try:
            count = _write_jsonl(vault, out)
            out.flush()
        finally:
            out.detach()  # atomic_stream closes the file itself, once it is fsynced
    return count


def _write_jsonl(vault: Vault, out: TextIO) -> int:
    count = 0
    for entry in _entries(vault):
        out.write(json.dumps(entry.to_dict(), ensure_ascii=False) + "\n")
        count += 1
    return count


def _refuse_own(vault: Vault, path: Path, target: Path) -> None:
    """An export never writes over the store's own files: memory.db (truncated, it is lost),
    store/, backups/, the key, config.yaml..."""
    own = vault.layout.claims(path)
    if own is not None:
        raise InvalidInputError(
            f"cannot export to {target}: {path} is (or lies in) {own}, one of this store's own files; "
            "nothing was written",
            hint=f"export to a path outside the data root {vault.layout.root}, e.g. ~/memories.jsonl",
        )


def migrate_target(vault: Vault, target: str) -> tuple[str, str]:
    """(data root, store URL) of the store ``migrate`` copies to: a folder of its own, or a
    PostgreSQL URL with this root's config; refused when it is this very store."""
    to_server = target.startswith(("postgresql://", "postgres://"))
    if not to_server and Path(target).resolve() == vault.layout.root.resolve() and not vault.store_url:
        raise InvalidInputError("--to names this store itself", hint="give another folder or a postgresql:// URL")
    return (str(vault.layout.root), target) if to_server else (target, "")


def migrate(vault: Vault, dest: Vault, target: str, *, sample: int = 5) -> dict[str, object]:
    """Copy every memory of every namespace (ids, fields, access counts, namespace) into
    ``dest``, opened on ``target`` with all namespaces (``Memory.migrate``). The target
    extracts the graph and makes the local vectors as it writes; other embedders' vectors
    are made again by ``vectors --embed`` there. Ids already in the target are skipped.

    Then the counts are compared, and ``sample`` recalls (queries taken from memories)
    run on both, all namespaces, keyword order.
    """
    source = vault.store
    copied = skipped = 0
    with source.unscoped(), progress.steps(source.count(), "copying") as advance:
        batch: list[MemoryEntry] = []
        for entry in source.iter_entries():
            batch.append(entry)
            if len(batch) == 1000:
                done, passed = insert_entries(dest, batch, mark_imported=False)
                copied, skipped, batch = copied + done, skipped + passed, []
                advance(done + passed)
        done, passed = insert_entries(dest, batch, mark_imported=False)
        copied, skipped = copied + done, skipped + passed
        advance(done + passed)
        if (native := dest.store.native_vectors) is not None:  # the HNSW index now, not in someone's first recall
            local = dest.vectors.local
            native.prepare_vectors(local.identity, local.dimensions, sparse=True)
            native.analyze()
        counts = (source.namespaces(), dest.store.namespaces())
        queries = [" ".join(e.content.split()[:3]) for e in list(source.iter_entries(batch=sample))[:sample]]
        agree = 0
        for query in queries:
            ours = _keyword_ids(vault, source, query)
            theirs = _keyword_ids(dest, dest.store, query)
            agree += ours == theirs
    return {
        "target": _shown(target),
        "copied": copied,
        "skipped": skipped,
        "source": counts[0],
        "copy": counts[1],
        "counts_equal": counts[0] == counts[1],
        "recalls_compared": len(queries),
        "recalls_equal": agree,
    }


def _keyword_ids(vault: Vault, store: Any, query: str) -> list[str]:
    from .search.bm25 import keyword_rank

    return [h.id for h in keyword_rank(store, query, room=None, settings=vault.config.retrieval, limit=10)]


def _shown(target: str) -> str:
    from .store.pg_connection import without_password

    return without_password(target)
