"""Opening a data root under encryption, and turning an existing one encrypted.

``secure`` runs once per opened store: a sealed store is unlocked with its key (or refused
with a clear error that changes nothing); a plaintext one that encryption is asked for is
sealed in place, and so is everything under ``backups/`` and ``vectors/``, so that no file
but ``store/*.md`` keeps what the db now hides. Until all of that is done the db carries
``encryption_pending``, and the next open finishes the job.
"""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

from . import crypto
from .crypto import SealedCodec
from .errors import AgentMemoryError, StoreCorruptError
from .fsutil import TEMP_MARK, atomic_write, disk_error, drop_if_abandoned
from .paths import Layout
from .store.sqlite import SQLiteStore

PENDING_KEY = "encryption_pending"  # meta: the db is sealed, the files around it not yet all
_SQLITE_HEADER = b"SQLite format 3\x00"
Entities = Callable[[str], dict[str, str]]


def secure(store: SQLiteStore, layout: Layout, *, wanted: bool, entities: Entities) -> None:
    """Give ``store`` its codec; seal it first when encryption is ``wanted`` and it is plaintext."""
    mark = store.meta(crypto.MARK_KEY)
    if mark is None and wanted:
        if not crypto.available():
            error = crypto.missing_cryptography("encryption is on (HERMES_ENCRYPT or security.encrypt)")
            error.message += "; nothing was written"
            error.hint += ", or turn encryption off"
            store.refuse_writes = error
            return
        codec = SealedCodec(crypto.load_key(layout.root, create=True))  # type: ignore[arg-type]
        store.seal_all(codec, crypto.mark(codec), also={PENDING_KEY: "1"})
        mark = store.meta(crypto.MARK_KEY)
    if mark is None:
        return
    store.codec = crypto.unlock(layout.root, layout.db, mark)
    if store.meta(PENDING_KEY) is not None:
        compacted = store.compact()  # False while another process reads: the next open retries
        try:
            with _one_at_a_time(layout.root / ".sealing.lock"):
                seal_root(layout, store.codec, entities)
        except OSError as exc:
            raise disk_error(exc, layout.backups) from None
        if compacted:
            with store.transaction():
                store.delete_meta(PENDING_KEY)


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


def seal_root(layout: Layout, codec: SealedCodec, entities: Entities) -> None:
    """Seal every backup and archive, and drop the plaintext vector index files (rebuilt sealed)."""
    backups = layout.backups
    if backups.is_dir():
        for path in sorted(backups.rglob("*")):
            if not path.is_file() or "-wal." in path.name or "-shm." in path.name:
                continue
            if TEMP_MARK in path.name:
                drop_if_abandoned(path)
            elif _is_sqlite(path):
                _seal_db_copy(path, codec, entities)
            else:
                seal_file(path, codec)
        for leftover in sorted(backups.rglob("*")):  # WAL and shm copies whose db is gone
            if leftover.is_file() and ("-wal." in leftover.name or "-shm." in leftover.name):
                seal_file(leftover, codec)
    vectors = layout.root / "vectors"
    if vectors.is_dir():
        for folder in (f for f in vectors.iterdir() if f.is_dir()):
            for base in [*folder.glob("base-*"), *folder.glob("delta-*")]:
                shutil.rmtree(base, ignore_errors=True)
            (folder / "current.json").unlink(missing_ok=True)


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
    if wal != path and wal.exists():
        with contextlib.suppress(FileNotFoundError):  # another process turning encryption on took it
            wal.rename(Path(f"{path}-wal"))
    if shm != path:
        shm.unlink(missing_ok=True)
    try:
        copy = SQLiteStore(path, entities=entities)
    except StoreCorruptError:  # a damaged copy cannot be opened: it is kept, sealed whole
        seal_file(path, codec)
        Path(f"{path}-wal").unlink(missing_ok=True)
        return
    try:
        if copy.meta(crypto.MARK_KEY) is None:
            copy.seal_all(codec, crypto.mark(codec))
        if not copy.compact(attempts=50):  # another process sealing the same copy: wait up to 5 s
            raise AgentMemoryError(f"{path} is in use; it was not sealed", hint="run the command again")
    finally:
        copy.close()
