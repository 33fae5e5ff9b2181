"""The Markdown mirror: one Obsidian-compatible note per memory under ``store/``."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from ..errors import InvalidInputError, StoreCorruptError
from ..fsutil import TEMP_MARK, atomic_write, drop_if_abandoned, remove_quietly
from ..model import MemoryEntry, ParsedNote, parse_markdown, to_markdown


class MarkdownMirror:
    enabled = True

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @staticmethod
    def name_for(memory_id: str) -> str:
        return f"{memory_id}.md"

    def _resolve(self, name: str) -> Path:
        # Names come from the db or from ids checked against the id form; refuse anything
        # that would leave the folder all the same.
        if "/" in name or "\\" in name or name.startswith(".") or not name.endswith(".md"):
            raise InvalidInputError(f"'{name}' is not a note name inside store/", hint="notes are store/<name>.md")
        return self.folder / name

    def write(self, entry: MemoryEntry, name: str) -> os.stat_result:
        return atomic_write(self._resolve(name), to_markdown(entry).encode("utf-8"), mode=0o644)

    def write_text(self, name: str, text: str) -> os.stat_result:
        return atomic_write(self._resolve(name), text.encode("utf-8"), mode=0o644)

    def write_bytes(self, name: str, data: bytes) -> os.stat_result:
        return atomic_write(self._resolve(name), data, mode=0o644)

    def read_bytes(self, name: str) -> bytes | None:
        """The note's bytes as they are, or None when there is none."""
        try:
            return self._resolve(name).read_bytes()
        except FileNotFoundError:
            return None

    def delete(self, name: str) -> bool:
        return remove_quietly(self._resolve(name))

    def read(self, name: str) -> ParsedNote:
        path = self._resolve(name)
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            raise StoreCorruptError(f"{path}: not UTF-8 text", hint="save the note as UTF-8") from None
        return parse_markdown(text, where=str(path))

    def scan(self, *, drop_leftovers: bool = False) -> Iterator[tuple[str, os.stat_result]]:
        """Every note at the top of the folder (sub-folders such as _entities/ are not memories).

        With ``drop_leftovers``, the temp files of writers that were killed are removed on the way.
        """
        try:
            entries = list(os.scandir(self.folder))
        except FileNotFoundError:
            return
        for item in entries:
            if TEMP_MARK in item.name:
                if drop_leftovers:
                    drop_if_abandoned(Path(item.path))  # a note half-written by a killed process
                continue
            if item.name.startswith(".") or not item.name.endswith(".md"):
                continue
            if item.is_file(follow_symlinks=False):
                try:
                    info = item.stat(follow_symlinks=False)
                except FileNotFoundError:  # forgotten (or renamed) by another process since the listing
                    continue
                yield item.name, info

    def stat(self, name: str) -> os.stat_result | None:
        try:
            return self._resolve(name).stat()
        except FileNotFoundError:
            return None


class NoMirror(MarkdownMirror):
    """No notes at all: a PostgreSQL store without ``store.postgres_markdown``. Writes are
    dropped, nothing is there to read; ``sync`` and ``reindex`` refuse such a store."""

    enabled = False
    _NOTHING = os.stat_result((0,) * 10)

    def write(self, entry: MemoryEntry, name: str) -> os.stat_result:
        self._resolve(name)
        return self._NOTHING

    def write_text(self, name: str, text: str) -> os.stat_result:
        return self.write(None, name)  # type: ignore[arg-type]

    def write_bytes(self, name: str, data: bytes) -> os.stat_result:
        return self.write(None, name)  # type: ignore[arg-type]

    def read_bytes(self, name: str) -> bytes | None:
        return None

    def delete(self, name: str) -> bool:
        return False

    def scan(self, *, drop_leftovers: bool = False) -> Iterator[tuple[str, os.stat_result]]:
        return iter(())

    def stat(self, name: str) -> os.stat_result | None:
        return None
