"""Encryption at rest (``HERMES_ENCRYPT=on`` or ``security.encrypt: true``).

What memory.db, its backups and the vector index files hold is split in two:

- **values** (a memory's content and source, entity names, vectors, prune archives, the
  vector index's arrays) are sealed with AES-256-GCM: a fresh 96-bit nonce per value, the
  column's name as associated data, so a value cannot be moved to another column unseen;
- **lookup keys** (BM25 terms, content hashes, entity names) become keyed BLAKE2b hashes,
  so SQLite still finds a term, a duplicate or an entity by equality without ever holding
  the word. BM25 scores do not change: df, tf and lengths are the same numbers.

What stays readable: ids, dates, rooms, categories, importance, counts, the lengths of
values and how often each (hashed) term occurs. ``store/*.md`` stays plaintext (spec §3
Phase 4; redaction protects it). The master key is 32 random bytes in URL-safe base64,
from ``HERMES_MASTER_KEY`` or ``ROOT/.master_key`` (mode 600, generated when encryption is
first turned on); every working key is derived from it, and a fingerprint of it in the
db's meta table refuses a wrong key before anything is read or written.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
from pathlib import Path
from typing import Any

from .errors import AgentMemoryError, DecryptionError, InvalidInputError
from .fsutil import disk_error, write_temp

MARK_KEY = "encryption"  # meta key of a sealed store: {"scheme", "check"}
SCHEME = "aes-256-gcm+blake2b-v1"
KEY_VARIABLE = "HERMES_MASTER_KEY"
SWITCH_VARIABLE = "HERMES_ENCRYPT"
KEY_FILE = ".master_key"
_VERSION = b"\x01"
_NONCE = 12
OVERHEAD = 1 + _NONCE + 16  # version byte, nonce, GCM tag
FILE_MAGIC = b"AGENT-MEMORY-SEALED\x01\n"
# what a lost key leaves: the notes, from which reindex rebuilds the db under a new key
LOST_KEY_FIX = "'agent-memory reindex --new-key' rebuilds memory.db from store/*.md under a new key"
NEW_KEY_COMMAND = "python3 -c 'import base64,os; print(base64.urlsafe_b64encode(os.urandom(32)).decode())'"


class PlainCodec:
    """The identity: what a store without encryption holds."""

    sealed = False
    overhead = 0

    def seal(self, text: str | None, column: bytes) -> Any:
        return text

    def open(self, value: Any, column: bytes) -> Any:
        return value

    def seal_bytes(self, data: bytes, column: bytes) -> bytes:
        return data

    def open_bytes(self, data: bytes, column: bytes) -> bytes:
        return data

    def key(self, value: str, domain: bytes) -> Any:
        return value

    def fold(self, name: str) -> Any:
        return name.casefold()


class SealedCodec:
    """AES-256-GCM for values, keyed BLAKE2b for lookup keys, all derived from one master key."""

    sealed = True
    overhead = OVERHEAD

    def __init__(self, master: bytes) -> None:
        aead = _aead_class()
        self._aead = aead(_derive(master, b"values"))
        self._index = _derive(master, b"index")
        self.fingerprint = _derive(master, b"check")[:16].hex()

    def seal(self, text: str | None, column: bytes) -> bytes | None:
        return None if text is None else self.seal_bytes(text.encode("utf-8"), column)

    def open(self, value: bytes | str | None, column: bytes) -> str | None:
        if value is None:
            return None
        return self.open_bytes(value, column).decode("utf-8")

    def seal_bytes(self, data: bytes, column: bytes) -> bytes:
        nonce = os.urandom(_NONCE)
        sealed: bytes = self._aead.encrypt(nonce, data, column)
        return _VERSION + nonce + sealed

    def open_bytes(self, data: bytes | str, column: bytes) -> bytes:
        from cryptography.exceptions import InvalidTag

        if not isinstance(data, bytes) or data[:1] != _VERSION:
            raise DecryptionError(
                f"a {column.decode()} value in the store is not sealed",
                hint="the store was changed by something else; run 'agent-memory reindex'",
            )
        try:
            return bytes(self._aead.decrypt(data[1 : 1 + _NONCE], data[1 + _NONCE :], column))
        except InvalidTag:
            raise DecryptionError(
                f"a {column.decode()} value does not open with this key",
                hint="the store was changed by something else; run 'agent-memory reindex'",
            ) from None

    def key(self, value: str, domain: bytes) -> bytes:
        return hashlib.blake2b(value.encode("utf-8"), key=self._index, digest_size=16, person=domain).digest()

    def fold(self, name: str) -> bytes:
        return self.key(name.casefold(), b"fold")


Codec = PlainCodec | SealedCodec


def _derive(master: bytes, label: bytes) -> bytes:
    return hmac.new(master, b"agent-memory/" + label, hashlib.sha256).digest()


def _aead_class() -> Any:
    try:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    except ImportError:
        raise missing_cryptography("this store is encrypted") from None
    return AESGCM


def available() -> bool:
    try:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # noqa: F401
    except ImportError:
        return False
    return True


def missing_cryptography(why: str) -> AgentMemoryError:
    from .install import command

    return AgentMemoryError(f"{why}, but the 'cryptography' package is not installed", hint=command("crypto"))


def requested(config_flag: bool) -> bool:
    """Whether encryption is asked for: ``HERMES_ENCRYPT`` when set, else ``security.encrypt``."""
    value = os.environ.get(SWITCH_VARIABLE)
    if value is None or not value.strip():
        return config_flag
    word = value.strip().lower()
    if word in ("on", "true", "1", "yes"):
        return True
    if word in ("off", "false", "0", "no"):
        return False
    raise InvalidInputError(
        f"{SWITCH_VARIABLE}={value!r} is neither on nor off", hint=f"set {SWITCH_VARIABLE}=on or off"
    )


def _parse_key(text: str, where: str, *, hint: str = "") -> bytes:
    try:
        key = base64.urlsafe_b64decode(text.strip().encode("ascii"))
    except (binascii.Error, UnicodeEncodeError, ValueError):
        key = b""
    if len(key) != 32:
        raise InvalidInputError(
            f"{where} is not a master key (32 bytes in URL-safe base64 are expected)",
            hint=hint
            or f"give the key as 'agent-memory key show' prints it; a new store's can be made with: {NEW_KEY_COMMAND}",
        )
    return key


def load_key_file(path: Path) -> bytes:
    """A key copied to a file (by ``agent-memory key backup``), e.g. to open an archive sealed with it."""
    hint = "give the file 'agent-memory key backup' wrote: the key, 44 characters of URL-safe base64"
    try:
        text = path.read_text("ascii")
    except FileNotFoundError:
        raise InvalidInputError(f"{path}: no such file", hint=hint) from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not text"
        raise InvalidInputError(f"cannot read {path} as a key: {reason}", hint=hint) from None
    return _parse_key(text, str(path), hint=hint)


def load_key(root: Path) -> bytes | None:
    """The master key: ``HERMES_MASTER_KEY``, else ``ROOT/.master_key``; None when neither is there."""
    value = os.environ.get(KEY_VARIABLE)
    if value:
        return _parse_key(value, KEY_VARIABLE)
    path = root / KEY_FILE
    try:
        return _parse_key(path.read_text("ascii"), str(path))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise AgentMemoryError(f"cannot read {path}: {exc}", hint="check the file's permissions") from None


def key_source(root: Path) -> str:
    """Where the key comes from, for messages: the variable's name or the file's path."""
    return KEY_VARIABLE if os.environ.get(KEY_VARIABLE) else str(root / KEY_FILE)


def make_key(root: Path) -> tuple[bytes, bool]:
    """The key to seal a store with: the one there, else a new ``ROOT/.master_key`` (mode 600);
    and whether it was made now (the caller says where it is and that it must be copied)."""
    key = load_key(root)
    if key is not None:
        return key, False
    # Written beside, then linked in: of two processes turning encryption on at once, the
    # first key wins and the other reads it, never overwrites it.
    path = root / KEY_FILE
    key = os.urandom(32)
    temp, _ = write_temp(path, base64.urlsafe_b64encode(key) + b"\n", mode=0o600)
    try:
        os.link(temp, path)
    except FileExistsError:
        return load_key(root) or key, False
    except OSError:  # a file system without hard links: create it exclusively instead
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            return load_key(root) or key, False
        except OSError as exc:
            raise disk_error(exc, path) from None
        with os.fdopen(fd, "wb") as handle:
            handle.write(temp.read_bytes())
            handle.flush()
            os.fsync(handle.fileno())
    finally:
        temp.unlink(missing_ok=True)
    return key, True


def mark(codec: SealedCodec) -> str:
    return json.dumps({"scheme": SCHEME, "check": codec.fingerprint})


def unlock(root: Path, db: Path, stored_mark: str) -> SealedCodec:
    """The codec of a sealed store, or a clear error when the key is missing or wrong."""
    if not available():
        raise missing_cryptography(f"{db} is encrypted")
    try:
        expected = json.loads(stored_mark)
        scheme, check = expected["scheme"], expected["check"]
    except (ValueError, KeyError, TypeError):
        raise DecryptionError(
            f"{db}: its encryption mark is damaged; nothing was changed",
            hint=f"'agent-memory reindex --new-key' rebuilds it from store/*.md under the key in {key_source(root)}",
        ) from None
    if scheme != SCHEME:
        raise DecryptionError(
            f"{db} is encrypted with '{scheme}', which this version cannot open", hint="upgrade agent-memory"
        )
    key = load_key(root)
    if key is None:
        raise DecryptionError(
            f"{db} is encrypted and no key was found ({KEY_VARIABLE} is unset and {root / KEY_FILE} is missing); "
            "nothing was changed",
            hint=f"set {KEY_VARIABLE} to the key, or put it back in {root / KEY_FILE} (from the copy "
            f"'agent-memory key backup' made); if it is lost: {LOST_KEY_FIX}",
        )
    codec = SealedCodec(key)
    if not hmac.compare_digest(codec.fingerprint, check):
        raise DecryptionError(
            f"the key in {key_source(root)} does not open {db} (wrong key); nothing was changed",
            hint=f"use the key this store was encrypted with; if it is lost: {LOST_KEY_FIX}",
        )
    return codec


def seal_file_bytes(codec: SealedCodec, data: bytes) -> bytes:
    return FILE_MAGIC + codec.seal_bytes(data, b"file")


def is_sealed_file(data: bytes) -> bool:
    return data.startswith(FILE_MAGIC)


def open_file_bytes(codec: Codec, data: bytes, path: Path) -> bytes:
    if not is_sealed_file(data):
        return data
    if not isinstance(codec, SealedCodec):
        raise DecryptionError(
            f"{path} is encrypted and this store is not", hint=f"set {KEY_VARIABLE} and {SWITCH_VARIABLE}=on"
        )
    return codec.open_bytes(data[len(FILE_MAGIC) :], b"file")
