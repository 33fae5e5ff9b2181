"""Opening a data root under encryption, and turning an existing one encrypted.

``secure`` runs once per opened store: a sealed store is unlocked with its key (or refused
with a clear error that changes nothing); a plaintext one that encryption is asked for is
sealed in place, and so are our files under ``backups/`` (known by name, ``backups.py``: the
user's own files there are never touched) and ``vectors/``, so that no file but ``store/*.md``
keeps what the db now hides. Temp files killed writers left (a half-made backup, a reindex's
db) are removed first; while a live writer's temp file is seen, the copy it is making may be
plaintext. Until all of that is done the db carries ``encryption_pending``, and the next open
finishes the job.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

from . import backups, crypto
from .crypto import SealedCodec
from .errors import AgentMemoryError, StoreCorruptError
from .fsutil import atomic_write, disk_error, remove_quietly, temp_writer, temps_in
from .paths import Layout
from .store.sqlite import SQLiteStore
from .store.sqlite_seal import compact, seal_all

PENDING_KEY = "encryption_pending"  # meta: the db is sealed, the files around it not yet all
_SQLITE_HEADER = b"SQLite format 3\x00"
Entities = Callable[[str], dict[str, str]]


def secure(store: SQLiteStore, layout: Layout, *, wanted: bool, entities: Entities) -> bool:
    """Give ``store`` its codec; seal it first when encryption is ``wanted`` and it is plaintext.
    Returns whether a key was made for it (``keys.made_notice`` says where, and what it guards)."""
    mark = store.meta(crypto.MARK_KEY)
    made = False
    if mark is None and wanted:
        if not crypto.available():
            error = crypto.missing_cryptography("encryption is on (HERMES_ENCRYPT or security.encrypt)")
            error.message += "; nothing was written"
            error.hint += ", or turn encryption off"
            store.refuse_writes = error
            return False
        key, made = crypto.make_key(layout.root)
        codec = SealedCodec(key)
        seal_all(store, codec, crypto.mark(codec), also={PENDING_KEY: "1"})
        mark = store.meta(crypto.MARK_KEY)
    if mark is None:
        return made
    store.codec = crypto.unlock(layout.root, layout.db, mark)
    if store.meta(PENDING_KEY) is not None:
        compacted = compact(store)  # False while another process reads: the next open retries
        try:
            with _one_at_a_time(layout.root / ".sealing.lock"):
                whole = seal_root(layout, store.codec, entities)
        except OSError as exc:
            raise disk_error(exc, layout.backups) from None
        if compacted and whole:
            with store.transaction():
                store.delete_meta(PENDING_KEY)
    return made


@contextlib.contextmanager
def _one_at_a_time(path: Path) -> Iterator[None]:
    """Processes turning encryption on at once seal the backups one after the other: each one
    sealing the same copy kept the others' checkpoints from emptying its WAL ("in use")."""
    try:
        import fcntl
    except ImportError:  # not POSIX: as before, each tries and says "in use" if it must
        yield
        return
    from .privacy import open_private

    with open_private(path) as handle:  # 600, never through a symlink
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def seal_root(layout: Layout, codec: SealedCodec, entities: Entities) -> bool:
    """Seal every backup and archive of ours, and drop the plaintext vector index files (rebuilt
    sealed). Returns False while a live writer's temp file may still become a plaintext copy."""
    for dead in layout.abandoned_temps(notes=False):  # a killed backup's or reindex's plaintext copy
        remove_quietly(dead)
    mine = sorted(backups.ours(layout.backups))
    for path in mine:
        if not _side_file(path.name):
            if _is_sqlite(path):
                _seal_db_copy(path, codec, entities)
            else:
                seal_file(path, codec)
    for leftover in mine:  # WAL and shm copies whose db is gone
        if _side_file(leftover.name) and leftover.is_file():
            seal_file(leftover, codec)
    vectors = layout.root / "vectors"
    if vectors.is_dir():
        for folder in (f for f in vectors.iterdir() if f.is_dir() and not f.is_symlink()):
            for base in [*folder.glob("base-*"), *folder.glob("delta-*")]:
                shutil.rmtree(base, ignore_errors=True)
            (folder / "current.json").unlink(missing_ok=True)
    for dead in layout.abandoned_temps(notes=False):  # writers that died meanwhile
        remove_quietly(dead)
    # another process's copy in the making (this one's own temp db is the store being sealed)
    busy = [p for p in [*temps_in(layout.backups)[1], *temps_in(layout.root)[1]] if temp_writer(p) != os.getpid()]
    return not any(p.parent == layout.backups or p.name.startswith(".memory.db") for p in busy)


def _side_file(name: str) -> bool:
    return "-wal." in name or "-shm." in name or name.endswith(("-wal", "-shm", "-journal"))


def seal_file(path: Path, codec: SealedCodec) -> None:
    data = path.read_bytes()
    if not crypto.is_sealed_file(data):
        atomic_write(path, crypto.seal_file_bytes(codec, data))


def _is_sqlite(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(16) == _SQLITE_HEADER


def _seal_db_copy(path: Path, codec: SealedCodec, entities: Entities) -> None:
    """Seal a copy of memory.db kept under backups/ (a daily backup, or one put aside by reindex)."""
    # reindex keeps memory.db.before-reindex-S with memory.db-wal.before-reindex-S: put the
    # WAL where SQLite looks for it, so its pages are read in (and sealed) with the rest
    wal = path.with_name(path.name.replace("memory.db.", "memory.db-wal.", 1))
    shm = path.with_name(path.name.replace("memory.db.", "memory.db-shm.", 1))
    if wal != path and wal.is_file() and not wal.is_symlink():
        with contextlib.suppress(FileNotFoundError):  # another process turning encryption on took it
            wal.rename(Path(f"{path}-wal"))
    if shm != path:
        shm.unlink(missing_ok=True)
    if not _holds_memories(path):  # a db by our name that is no store of ours: sealed whole, never migrated
        seal_file(path, codec)
        return
    try:
        copy = SQLiteStore(path, entities=entities)
    except StoreCorruptError:  # a damaged copy cannot be opened: it is kept, sealed whole
        seal_file(path, codec)
        Path(f"{path}-wal").unlink(missing_ok=True)
        return
    try:
        if copy.meta(crypto.MARK_KEY) is None:
            seal_all(copy, codec, crypto.mark(codec))
        if not compact(copy, attempts=50):  # another process sealing the same copy: wait up to 5 s
            raise AgentMemoryError(f"{path} is in use; it was not sealed", hint="run the command again")
    finally:
        copy.close()


def _holds_memories(path: Path) -> bool:
    """Whether the SQLite file at ``path`` is a memory store (or too damaged to tell: then the
    store's own open says so)."""
    try:
        with contextlib.closing(sqlite3.connect(path)) as conn:
            names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError:
        return True
    return {"memories", "meta"} <= names
