"""What we keep under ``backups/``, known by name: nothing else there is ours to touch.

- ``memory.db.YYYYMMDD.bak``: the day's first write copies the db here first (``daily``);
- ``memory.db.before-reindex-YYYYMMDD_HHMMSS`` (and ``memory.db-wal.…``, ``memory.db-shm.…``
  beside it): the db ``reindex`` put aside;
- ``prune_YYYYMMDD_HHMMSS[_N].json``: what a prune removed (``prune.py``);
- ``hermes-lite-import-YYYYMMDD_HHMMSS/{index,vectors,graph}.json``: a reference root's
  files, kept when it was imported.

``backups/`` may be a symlink to another disk, holding the user's own files too: sealing,
rotation and cleaning act on these names only, on regular files only (a symlink under one of
our names is not followed), and descend into no folder but an import folder of ours.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from .fsutil import disk_error, remove_quietly, temp_path, temps_in
from .regex import lazy
from .store.sqlite import SQLiteStore

if TYPE_CHECKING:
    from .store.contract import Store
    from .vault import Vault

_STAMP = r"[0-9]{8}_[0-9]{6}"
_SIDE = r"(?:-wal|-shm|-journal)?"  # SQLite's files beside a copy opened to be sealed
DAILY = lazy(r"^memory\.db\.[0-9]{8}\.bak$")
DB_COPY = lazy(rf"^memory\.db(?:-wal|-shm)?\.(?:[0-9]{{8}}\.bak|before-reindex-{_STAMP}(?:-1)*){_SIDE}$")
ARCHIVE = lazy(rf"^prune_{_STAMP}(?:_[0-9]+)?\.json$")
IMPORT_FOLDER = lazy(rf"^hermes-lite-import-{_STAMP}$")
IMPORT_FILES = ("index.json", "vectors.json", "graph.json")


def daily(vault: Vault, store: Store) -> None:
    """Copy the db to ``backups/memory.db.YYYYMMDD.bak`` before the day's first write, keeping
    ``memory.backups_kept`` of them. The copy is made under a temp name (``fsutil.temp_path``)
    and renamed when whole: a backup killed half-way leaves a temp file that the next one, ``sync``
    and sealing remove, and ``doctor`` reports."""
    kept = vault.config.memory.backups_kept
    if kept == 0 or not isinstance(store, SQLiteStore):  # a server's backups are its own (pg_dump)
        return
    folder = vault.layout.backups
    target = folder / f"memory.db.{vault.now():%Y%m%d}.bak"
    if target.exists() or store.count() == 0 or _megabytes(vault.layout.db) > vault.config.memory.backup_max_mb:
        return
    store.check_sound()  # damage is named here, once a day, and never rotates a sound backup out
    for dead in temps_in(folder)[0]:  # a full plaintext copy a killed backup left
        remove_quietly(dead)
    temp = temp_path(target)
    try:
        store.backup_to(temp)
        os.replace(temp, target)
    except OSError as exc:
        raise disk_error(exc, target) from None
    finally:
        for leftover in (temp, Path(f"{temp}-journal")):
            remove_quietly(leftover)
    for old in sorted(p for p in _files(folder) if DAILY.match(p.name))[:-kept]:
        remove_quietly(old)


def _megabytes(db: Path) -> float:
    try:
        return db.stat().st_size / 2**20
    except FileNotFoundError:
        return 0.0


def ours(folder: Path) -> Iterator[Path]:
    """Every file of ours under ``backups/`` (see the module's docstring), nothing else."""
    for path in _files(folder):
        if DB_COPY.match(path.name) or ARCHIVE.match(path.name):
            yield path
    for sub in import_folders(folder):
        for path in _files(sub):
            if path.name in IMPORT_FILES:
                yield path


def import_folders(folder: Path) -> list[Path]:
    """The import folders of ours under ``backups/``: real folders, not symlinks."""
    try:
        items = list(os.scandir(folder))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(Path(i.path) for i in items if IMPORT_FOLDER.match(i.name) and i.is_dir(follow_symlinks=False))


def _files(folder: Path) -> list[Path]:
    try:
        items = list(os.scandir(folder))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return [Path(i.path) for i in items if i.is_file(follow_symlinks=False)]
