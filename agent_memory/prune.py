"""Forgetting what was never verified or is past its time (spec 3 Phase 2), and bringing it back.

The rules, in the order a memory is charged with them:

- ``unverified``: not execution-verified and older than ``unverified_retention_days``;
- ``low_frequency``: fewer than ``low_frequency_threshold`` accesses and older than
  ``low_frequency_days``;
- ``retention``: older than its room's ``retention_days``.

A memory of importance >= ``critical_importance`` is kept whatever else holds. Everything
removed is first written to ``backups/prune_YYYYMMDD_HHMMSS.json`` as
``{"archived_at", "memories": [full entries]}`` (sealed whole, crypto.seal_file_bytes, in an
encrypted store), which ``restore`` takes back in.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from . import crypto, progress
from .config import Config
from .crypto import SealedCodec
from .errors import DecryptionError, InvalidInputError, NotFoundError
from .fsutil import atomic_write
from .model import MemoryEntry, aware, now_iso, parse_iso
from .results import PruneReport, RestoreReport
from .sync import locate

if TYPE_CHECKING:
    from .store.contract import Store
    from .vault import Vault

REASONS = ("unverified", "low_frequency", "retention")


class Rules:
    """The prune rules of one config, evaluated at one moment."""

    def __init__(self, config: Config, as_of: datetime) -> None:
        p = config.pruning
        self._critical = p.critical_importance
        self._unverified_before = as_of - timedelta(days=p.unverified_retention_days)
        self._rare_before = as_of - timedelta(days=p.low_frequency_days)
        self._rare_below = p.low_frequency_threshold
        self._room_before = {name: as_of - timedelta(days=room.retention_days) for name, room in config.rooms.items()}
        self._default_before = as_of - timedelta(days=p.default_retention_days)

    def reason(self, *, created_at: str, room: str, verified: bool, accesses: int, importance: int) -> str | None:
        if importance >= self._critical:
            return None
        created = parse_iso(created_at)
        if not verified and created < self._unverified_before:
            return "unverified"
        if accesses < self._rare_below and created < self._rare_before:
            return "low_frequency"
        if created < self._room_before.get(room, self._default_before):
            return "retention"
        return None


def prune(vault: Vault, *, dry_run: bool, room: str | None, as_of: datetime | None) -> PruneReport:
    if room is not None and room not in vault.config.rooms:
        raise InvalidInputError(f"no room '{room}'", hint="one of: " + ", ".join(vault.config.rooms))
    moment = aware(as_of or vault.now())
    rules = Rules(vault.config, moment)
    archive = None
    if dry_run:  # a read: no transaction, so not even the day's first backup is made
        doomed = _condemned(vault.store, rules, room)
    else:
        try:
            with vault.transaction() as store:
                doomed = _condemned(store, rules, room)
                if doomed:
                    ids = list(doomed)
                    entries = store.get_many(ids)
                    paths = {*store.note_paths(ids), *locate(vault, store, ids).values()}  # renamed by hand too
                    archive = str(_write_archive(vault, [entries[memory_id] for memory_id in ids]))
                    store.delete_many(ids)
                    vault.retire_ids(store, ids)
                    with progress.steps(len(paths), "pruning", unit="notes") as advance:
                        for path in paths:  # renamed aside, removed once the db has committed
                            vault.mirror.delete(path)
                            advance(1)
        except BaseException:
            if archive is not None:  # nothing was pruned: an archive of it would restore nothing
                Path(archive).unlink(missing_ok=True)
            raise
    by_reason = {reason: 0 for reason in REASONS} | Counter(why for why, _ in doomed.values())
    by_room = dict(sorted(Counter(r for _, r in doomed.values()).items()))
    return PruneReport(dry_run, now_iso(moment), len(doomed), by_reason, by_room, archive)


def _condemned(store: Store, rules: Rules, room: str | None) -> dict[str, tuple[str, str]]:
    """id -> (reason, room) of every memory (in ``room``) a rule condemns."""
    doomed = {}
    for memory_id, their_room, created_at, verified, accesses, importance in store.prune_fields(room):
        why = rules.reason(
            created_at=created_at, room=their_room, verified=verified, accesses=accesses, importance=importance
        )
        if why is not None:
            doomed[memory_id] = (why, their_room)
    return doomed


def _write_archive(vault: Vault, entries: list[MemoryEntry]) -> Path:
    stamp = vault.now()
    target = vault.layout.backups / f"prune_{stamp:%Y%m%d_%H%M%S}.json"
    n = 1
    while target.exists():  # two prunes in one second keep both archives
        n += 1
        target = vault.layout.backups / f"prune_{stamp:%Y%m%d_%H%M%S}_{n}.json"
    # {"archived_at", "memories"}, one memory per line
    encode = json.JSONEncoder(ensure_ascii=False).encode  # one encoder: dumps() builds one per call
    lines = ",\n  ".join(encode(entry.to_dict()) for entry in entries)
    text = f'{{"archived_at": {json.dumps(now_iso(stamp))},\n "memories": [\n  {lines}\n]}}\n'
    data = text.encode("utf-8")
    codec = vault.store.codec
    atomic_write(target, crypto.seal_file_bytes(codec, data) if isinstance(codec, SealedCodec) else data)
    return target


def restore(vault: Vault, archive: Path, ids: list[str], *, key_file: Path | None = None) -> RestoreReport:
    """Put archived memories back (all, or the given ids); ids already in the store are skipped.

    A sealed archive opens with the store's key, or with ``key_file``: a copy of the key it was
    sealed with (one since lost and replaced by ``reindex --new-key``, or another store's)."""
    from .interchange import insert_entries, validated_entries

    body = _read_archive(vault, archive, key_file)
    items = body.get("memories") if isinstance(body, dict) else None
    if not isinstance(items, list):
        raise InvalidInputError(
            f"{archive}: no 'memories' list", hint='a prune archive is {"archived_at", "memories": [...]}'
        )
    raw = [(f"{archive} memories[{i}]", item) for i, item in enumerate(items)]
    entries = validated_entries(vault, raw, str(archive))
    if ids:
        held = {entry.id for entry in entries}
        missing = [memory_id for memory_id in ids if memory_id not in held]
        if missing:
            raise NotFoundError(f"{archive} holds no {', '.join(missing)}", hint="nothing was restored")
        wanted = set(ids)
        entries = [entry for entry in entries if entry.id in wanted]
    restored, skipped = insert_entries(vault, entries, mark_imported=False, what="restoring")
    return RestoreReport(restored, skipped, str(archive))


def _read_archive(vault: Vault, archive: Path, key_file: Path | None) -> object:
    codec = vault.store.codec if key_file is None else SealedCodec(crypto.load_key_file(key_file))
    try:
        data = archive.read_bytes()
        if crypto.is_sealed_file(data) and not codec.sealed:
            raise DecryptionError(
                f"{archive} is encrypted and this store is not; nothing was restored",
                hint=f"restore {archive} --key-file FILE, FILE holding the key it was sealed with "
                "(the copy 'agent-memory key backup' made)",
            )
        return json.loads(crypto.open_file_bytes(codec, data, archive).decode("utf-8"))
    except FileNotFoundError:
        raise InvalidInputError(f"{archive}: no such file", hint="prune archives are backups/prune_*.json") from None
    except DecryptionError:
        if not codec.sealed:
            raise
        whose = f"the key in {key_file}" if key_file else "this store's key"
        raise DecryptionError(
            f"{archive} does not open with {whose}: it was sealed with another key, or it is damaged; "
            "nothing was restored",
            hint=f"restore {archive} --key-file FILE, FILE holding the key it was sealed with (the copy "
            "'agent-memory key backup' made; a key replaced by 'reindex --new-key' is the old one)",
        ) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInputError(f"{archive}: not a prune archive ({exc})", hint="nothing was restored") from None
