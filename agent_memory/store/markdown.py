"""The Markdown mirror: one Obsidian-compatible note per memory under ``store/``.

A note is named by its path relative to ``store/`` (``mem_ID.md``, or ``Projects/Deploy.md``
once the user moved it into a folder): every folder under ``store/`` holds notes, but for
hidden ones (``.obsidian/``, ``.trash/``) and the graph export's ``_entities/``.

Notes change with the db, never ahead of it. Inside ``staged()`` (every write transaction,
``Memory.writing``) a note written goes to a temp file and a note deleted is renamed to
one; once the db has committed they take their place, and if it has not they are undone.
A write that fails (a full disk) or is killed before its commit therefore leaves no note
that ``sync`` would take in, and no missing note that ``sync`` would act on: only temp
files, which every reader skips and ``sync`` drops once their writer is dead.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from ..errors import DiskError, InvalidInputError, StoreCorruptError
from ..fsutil import (
    TEMP_MARK,
    atomic_write,
    disk_error,
    drop_if_abandoned,
    remove_quietly,
    temp_path,
    temp_target,
    write_temp,
    writer_gone,
)
from ..model import MemoryEntry, ParsedNote, parse_markdown, to_markdown, user_lines
from ..privacy import file_mode

ENTITY_FOLDER = "_entities"  # graph.export_obsidian's notes: entities, not memories
_MAX_DEPTH = 16  # folders below store/ looked into, at most


class _Staged:
    """The notes one transaction writes and deletes, held as temp files until it ends."""

    def __init__(self, mode: int, *, bulk: bool = False) -> None:
        self.mode = mode
        self.bulk = bulk  # temps written without their own fsync: ``durable()`` syncs them at once
        self.written: dict[Path, Path] = {}  # note -> the temp holding its new text
        self.removed: dict[Path, Path] = {}  # note -> the temp it was renamed to

    def write(self, path: Path, data: bytes) -> os.stat_result:
        temp, info = write_temp(path, data, mode=self.mode, sync=not self.bulk)
        earlier = self.written.pop(path, None)  # written twice in one transaction: the last one counts
        if earlier is not None:
            remove_quietly(earlier)
        self.written[path] = temp
        return info

    def delete(self, path: Path) -> bool:
        made = self.written.pop(path, None)
        if made is not None:
            remove_quietly(made)
        if path in self.removed:
            return made is not None
        aside = temp_path(path)
        try:
            os.rename(path, aside)
        except FileNotFoundError:
            return made is not None
        except OSError as exc:
            raise disk_error(exc, path) from None
        self.removed[path] = aside
        return True

    def finish(self) -> None:
        """The db committed: the new notes take their place, the deleted ones go."""
        failed: OSError | None = None
        for path, temp in self.written.items():
            try:
                os.replace(temp, path)
            except OSError as exc:  # a rename in one folder needs no space: not expected
                remove_quietly(temp)
                failed = failed or exc
        for aside in self.removed.values():
            remove_quietly(aside)
        if failed is not None:
            raise DiskError(
                f"the memories were saved but a note could not be put in place ({failed.strerror})",
                hint="run 'agent-memory sync' to bring db and notes together again",
            )

    def undo(self) -> None:
        """The db rolled back: the temp files go, the deleted notes come back."""
        for temp in self.written.values():
            remove_quietly(temp)
        for path, aside in self.removed.items():
            with contextlib.suppress(FileNotFoundError):
                os.replace(aside, path)


class MarkdownMirror:
    enabled = True

    def __init__(self, folder: Path, *, shared: bool = False) -> None:
        self.folder = folder
        self.mode = file_mode(shared)  # 600, or 644 for a vault others read (store.shared_notes)
        self._staged: _Staged | None = None
        # what the user's own frontmatter lines pass through before they are written again (redaction)
        self.redact: Callable[[str], str] = lambda text: text

    @contextlib.contextmanager
    def staged(self, *, bulk: bool = False) -> Iterator[None]:
        """Notes written and deleted meanwhile change on disk only when the block ends without
        an error (the block ends after the db's commit); on an error they are left as they were.
        ``bulk``: the notes are not fsynced one by one; call ``durable()`` before the commit.

        A block inside another one joins it.
        """
        if self._staged is not None:
            yield
            return
        self._staged = staged = _Staged(self.mode, bulk=bulk)
        try:
            yield
        except BaseException:
            self._staged = None
            staged.undo()
            raise
        self._staged = None
        staged.finish()

    def durable(self) -> None:
        """Make a bulk block's notes durable, with one sync for all of them (before the commit)."""
        if self._staged is not None and self._staged.bulk and self._staged.written:
            os.sync()

    @staticmethod
    def name_for(memory_id: str) -> str:
        return f"{memory_id}.md"

    def _resolve(self, name: str) -> Path:
        # Names come from the db, from a scan or from ids checked against the id form; refuse
        # anything that would leave the folder (or reach a hidden or the graph's one) all the same.
        parts = name.split("/")
        if (
            "\\" in name
            or not name.endswith(".md")
            or len(parts) > _MAX_DEPTH + 1
            or any(not part or part.startswith(".") for part in parts)
            or (len(parts) > 1 and parts[0] == ENTITY_FOLDER)
        ):
            raise InvalidInputError(f"'{name}' is not a note name inside store/", hint="notes are store/<name>.md")
        return self.folder.joinpath(*parts)

    def _not_a_folder(self) -> DiskError:
        # a DiskError: nothing can be written there, and a read (a recall) still answers
        return DiskError(
            f"{self.folder} is a file, not a folder: the notes cannot be read or written; nothing was changed",
            hint=f"move it aside (mv {self.folder} {self.folder}.file), put the notes folder back "
            f"(from a backup, or mkdir {self.folder}), then run 'agent-memory sync'",
        )

    def _listing(self, folder: Path) -> list[os.DirEntry[str]]:
        """The entries of ``folder`` (none when it is missing); store/ being a file is named."""
        try:
            return list(os.scandir(folder))
        except FileNotFoundError:
            return []
        except NotADirectoryError:
            if folder == self.folder:
                raise self._not_a_folder() from None
            return []  # a sub-folder replaced by a file meanwhile

    def _files(self) -> Iterator[tuple[str, os.DirEntry[str]]]:
        """(name, entry) of every file under store/, sub-folders included (not hidden ones nor
        ``_entities/``; symlinks to folders are not followed), each folder listed as it is reached."""
        pending: list[tuple[Path, str, int]] = [(self.folder, "", 0)]
        while pending:
            folder, prefix, depth = pending.pop()
            for item in self._listing(folder):
                if item.is_dir(follow_symlinks=False):
                    if item.name.startswith(".") or (not prefix and item.name == ENTITY_FOLDER) or depth >= _MAX_DEPTH:
                        continue
                    pending.append((Path(item.path), f"{prefix}{item.name}/", depth + 1))
                else:
                    yield prefix + item.name, item

    def write(self, entry: MemoryEntry, name: str) -> os.stat_result:
        """Write ``entry``'s note; the frontmatter keys the user added to the note there now
        (``aliases``, ``tags``...) are kept after ours, as they were but redacted (``redact``)."""
        theirs = self.user_lines(name)
        if theirs:
            theirs = tuple(self.redact("\n".join(theirs)).split("\n"))
        return self.write_bytes(name, to_markdown(entry, theirs).encode("utf-8"))

    def user_lines(self, name: str) -> tuple[str, ...]:
        """The user's own frontmatter lines of the note ``name`` on disk (none when it is not there)."""
        try:
            with self._resolve(name).open("rb") as note:
                head = note.read(2)
                if head != b"--":  # no frontmatter: nothing more to read
                    return ()
                text = (head + note.read()).decode("utf-8", errors="replace")
        except OSError:  # missing, or unreadable: written as it is
            return ()
        return user_lines(text)

    def write_text(self, name: str, text: str) -> os.stat_result:
        return self.write_bytes(name, text.encode("utf-8"))

    def write_bytes(self, name: str, data: bytes) -> os.stat_result:
        """Write a note (staged while ``staged()`` is open); its stat, as it will be in place."""
        path = self._resolve(name)
        try:
            if self._staged is not None:
                return self._staged.write(path, data)
            return atomic_write(path, data, mode=self.mode)
        except DiskError:
            if self.folder.exists() and not self.folder.is_dir():
                raise self._not_a_folder() from None
            raise

    def delete(self, name: str) -> bool:
        path = self._resolve(name)
        if self._staged is not None:
            return self._staged.delete(path)
        return remove_quietly(path)

    def read(self, name: str) -> ParsedNote:
        path = self._resolve(name)
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            raise StoreCorruptError(f"{path}: not UTF-8 text", hint="save the note as UTF-8") from None
        return parse_markdown(text, where=str(path))

    def scan(self, *, drop_leftovers: bool = False) -> Iterator[tuple[str, os.stat_result]]:
        """Every note under the folder and its sub-folders (see ``_files``), by its name.

        With ``drop_leftovers``, the temp files of writers that were killed are removed on the way.
        """
        for name, item in self._files():
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
                yield name, info

    def stat(self, name: str) -> os.stat_result | None:
        try:
            return self._resolve(name).stat()
        except (FileNotFoundError, NotADirectoryError):
            return None

    def abandoned(self) -> list[Path]:
        """The temp files of notes whose writer is dead (killed between its steps)."""
        return [Path(item.path) for _, item in self._files() if TEMP_MARK in item.name and writer_gone(Path(item.path))]

    def settle(self, temps: list[Path], recorded: Callable[[], dict[str, tuple[int | None, int | None]]]) -> int:
        """Finish what killed writers left (call it inside a write transaction).

        A temp file that is what the db records for its note -- its commit went through, the
        rename after it did not; or a note set aside by a forget that never committed -- takes
        its place. Any other is removed: its transaction never committed. Returns how many
        were put in place.
        """
        states, placed = recorded(), 0
        for temp in temps:
            target = temp_target(temp)
            try:
                info = temp.stat()
            except FileNotFoundError:
                continue  # settled meanwhile
            name = target.relative_to(self.folder).as_posix() if target is not None else ""
            if target is not None and states.get(name) == (info.st_mtime_ns, info.st_size):
                os.replace(temp, target)
                placed += 1
            else:
                remove_quietly(temp)
        return placed


class NoMirror(MarkdownMirror):
    """No notes at all: a PostgreSQL store without ``store.postgres_markdown``. Writes are
    dropped, nothing is there to read; ``sync`` and ``reindex`` refuse such a store."""

    enabled = False
    _NOTHING = os.stat_result((0,) * 10)

    def write(self, entry: MemoryEntry | None, name: str) -> os.stat_result:
        self._resolve(name)
        return self._NOTHING

    def write_text(self, name: str, text: str) -> os.stat_result:
        return self.write(None, name)

    def write_bytes(self, name: str, data: bytes) -> os.stat_result:
        return self.write(None, name)

    def delete(self, name: str) -> bool:
        return False

    def scan(self, *, drop_leftovers: bool = False) -> Iterator[tuple[str, os.stat_result]]:
        return iter(())

    def stat(self, name: str) -> os.stat_result | None:
        return None
