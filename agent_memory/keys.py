"""The master key is never silently the single point of failure.

A key made when encryption is turned on is announced (``Notice``): where it is, that it must
be copied to another disk, and what is lost without it. A copy is confirmed by
``agent-memory key backup --to FILE`` (which writes it and reads it back) or ``key show
--confirm`` (the user copied it by hand); the confirmation is recorded in
``ROOT/.key_backup.json`` with the key's fingerprint (never the key), and ``doctor`` warns
until there is one for the key in use. A key lost for good leaves the notes, which are never
sealed: ``reindex --new-key`` rebuilds the db from them under a new key; an archive sealed
with the old key opens with ``restore --key-file``.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from . import crypto
from .errors import AgentMemoryError, DecryptionError, InvalidInputError, NotFoundError, StoreCorruptError
from .fsutil import atomic_write, disk_error, remove_quietly, write_temp
from .model import now_iso

if TYPE_CHECKING:
    from .memory import Memory
    from .vault import Vault

CONFIRM_FILE = ".key_backup.json"  # {"fingerprint", "confirmed_at", "how"}: a copy exists elsewhere
LOST_WITHOUT_IT = ("memory.db", "its daily backups under backups/", "the prune archives", "the vector index")
KEPT_WITHOUT_IT = "the notes in store/ (never encrypted): 'agent-memory reindex --new-key' rebuilds the db from them"
COPY_IT = "agent-memory key backup --to FILE (a file on another disk), or copy 'agent-memory key show' and confirm with 'agent-memory key show --confirm'"


@dataclass(frozen=True, slots=True)
class Notice:
    """Something a command did that its user must hear about, whatever it printed."""

    kind: str
    message: str
    data: dict[str, object] = field(default_factory=dict)

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "message": self.message, **self.data}


def made_notice(root: Path) -> Notice:
    path = root / crypto.KEY_FILE
    message = (
        f"made a new encryption key, kept in {path}. Copy it to another disk now ({COPY_IT}): without it "
        f"{', '.join(LOST_WITHOUT_IT)} cannot be read; what survives is {KEPT_WITHOUT_IT}"
    )
    return Notice(
        "key_made",
        message,
        {
            "key_file": str(path),
            "copy_with": COPY_IT,
            "lost_without_it": list(LOST_WITHOUT_IT),
            "kept": KEPT_WITHOUT_IT,
        },
    )


@dataclass(frozen=True, slots=True)
class KeyState:
    """The key in use: where it comes from, its fingerprint, and the copy confirmed, if any."""

    key: bytes = field(repr=False)
    source: str  # HERMES_MASTER_KEY, or the key file's path
    in_root: bool  # the only copy may be the file in the data root
    fingerprint: str
    store_sealed: bool
    confirmed: dict[str, str] | None

    def key_text(self) -> str:
        """The key as it is kept: 44 characters of URL-safe base64."""
        return base64.urlsafe_b64encode(self.key).decode("ascii")

    def to_dict(self) -> dict[str, object]:
        return {
            "source": self.source,
            "in_data_root": self.in_root,
            "fingerprint": self.fingerprint,
            "store_encrypted": self.store_sealed,
            "backup_confirmed": self.confirmed,
        }


def state(memory: Memory) -> KeyState:
    """The key of ``memory``'s store (which opens only with the right one), or ``NotFoundError``."""
    root = memory.layout.root
    sealed = memory.store.codec.sealed  # a wrong or missing key for a sealed store fails here, exit 2
    key = crypto.load_key(root)
    if key is None:
        raise NotFoundError(
            "no encryption key: encryption at rest is off for this store",
            hint="turn it on with HERMES_ENCRYPT=on (a key is made then)",
        )
    fingerprint = crypto.SealedCodec(key).fingerprint
    from_env = bool(os.environ.get(crypto.KEY_VARIABLE))
    return KeyState(key, crypto.key_source(root), not from_env, fingerprint, sealed, confirmation(root, fingerprint))


def confirmation(root: Path, fingerprint: str) -> dict[str, str] | None:
    """The recorded confirmation that a copy of the key ``fingerprint`` is kept elsewhere."""
    try:
        found = json.loads((root / CONFIRM_FILE).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(found, dict) or found.get("fingerprint") != fingerprint:
        return None  # none, or one for a key since replaced
    return {str(k): str(v) for k, v in found.items()}


def confirm(memory: Memory, key: KeyState, how: str) -> dict[str, str]:
    record = {"fingerprint": key.fingerprint, "confirmed_at": now_iso(memory.now()), "how": how}
    atomic_write(memory.layout.root / CONFIRM_FILE, (json.dumps(record) + "\n").encode("utf-8"), mode=0o600)
    return record


def backup(memory: Memory, target: Path) -> tuple[KeyState, dict[str, str], str | None]:
    """Write the key to ``target`` (a new file, mode 600), read it back, record the confirmation.
    Returns the key state, the record, and a warning when ``target`` shares the root's disk."""
    key = state(memory)
    target = target.expanduser().absolute()
    if memory.layout.claims(target) is not None or _inside(target, memory.layout.root):
        raise InvalidInputError(
            f"{target} is inside the data root {memory.layout.root}: a copy there is lost with it; nothing was written",
            hint="give a file on another disk, e.g. a USB drive or a synced folder: key backup --to /media/usb/agent-memory.key",
        )
    _write_new(target, key.key)
    try:
        copied = crypto.load_key_file(target)
    except AgentMemoryError as exc:
        remove_quietly(target)
        raise AgentMemoryError(
            f"{target} did not read back as the key ({exc.message}); it was removed", hint="try another disk"
        ) from None
    if crypto.SealedCodec(copied).fingerprint != key.fingerprint:
        remove_quietly(target)
        raise AgentMemoryError(f"{target} did not read back as the key; it was removed", hint="try another disk")
    record = confirm(memory, key, f"key backup --to {target}")
    warning = None
    with contextlib.suppress(OSError):
        if os.stat(target.parent).st_dev == os.stat(memory.layout.root).st_dev:
            warning = (
                f"{target} is on the same file system as the data root: a failing disk takes both; "
                "keep another copy on another disk or in a password manager"
            )
    return key, record, warning


def _inside(path: Path, root: Path) -> bool:
    try:
        path.resolve().relative_to(root.resolve())
    except ValueError:
        return False
    return True


def _write_new(target: Path, key: bytes) -> None:
    """The key in a new file at ``target``: never over an existing one (another key, perhaps)."""
    if target.exists() or target.is_symlink():
        raise InvalidInputError(f"{target} exists; nothing was written", hint="give the name of a new file")
    if not target.parent.is_dir():
        raise InvalidInputError(f"{target.parent} is not a folder", hint="create it first, or give another path")
    temp, _ = write_temp(target, base64.urlsafe_b64encode(key) + b"\n", mode=0o600)
    try:
        os.link(temp, target)
    except FileExistsError:
        raise InvalidInputError(f"{target} exists; nothing was written", hint="give the name of a new file") from None
    except OSError:  # no hard links there (a FAT drive): the temp file takes the name instead
        try:
            os.rename(temp, target)
        except OSError as exc:
            raise disk_error(exc, target) from None
    finally:
        remove_quietly(temp)


def reindex_plan(memory: Memory | Vault, *, new_key: bool) -> tuple[bool, int | None]:
    """For ``reindex``: whether the rebuilt db is sealed, and how many memories the old one holds
    (None when it cannot be counted). A sealed db is rebuilt sealed, with its own key; when that
    key is lost (missing or wrong), only with ``new_key``, under the key now at hand (made if none)."""
    try:
        sealed = memory.store.codec.sealed
    except DecryptionError:
        if not new_key:
            raise  # its hint names --new-key
        return True, _raw_count(memory.layout.db)
    except StoreCorruptError:  # unreadable: a key around says encryption was on
        root = memory.layout.root
        return (root / crypto.KEY_FILE).exists() or bool(os.environ.get(crypto.KEY_VARIABLE)), None
    if new_key:
        raise InvalidInputError(
            f"the key in {crypto.key_source(memory.layout.root)} opens memory.db: --new-key is for a key that is lost",
            hint="run 'agent-memory reindex' without --new-key",
        )
    try:
        with memory.store.unscoped():
            return sealed, memory.store.count()
    except StoreCorruptError:
        return sealed, None


def _raw_count(db: Path) -> int | None:
    """Rows in a sealed db whose key is lost: ids are never sealed, so SQLite counts them."""
    try:
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
            return int(conn.execute("SELECT COUNT(*) FROM memories").fetchone()[0])
    except sqlite3.Error:
        return None
