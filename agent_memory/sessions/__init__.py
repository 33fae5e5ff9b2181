"""Agent session logs (DSH, Claude Code, Codex) read into a conversation to digest."""

from __future__ import annotations

import io
import json
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from ..errors import AgentMemoryError, InvalidInputError, NotFoundError
from .formats import FORMATS, PARSERS, Turn, detect

SPEAKERS = {"user": "用户", "assistant": "助手"}


MAX_LINE_BYTES = 8 << 20  # a record longer than this is skipped as malformed (records are KBs; tool output MBs)
PIECE_CHARS = 1 << 20  # the conversation is handed on in pieces of about this many characters
_UNDETECTED_BYTES = 4 << 20  # records held while none has told the format; past this, the path decides


class Record(NamedTuple):
    """What one line of a session log said: its number, its turns as text, and when it was
    written when the log says (its ``timestamp``)."""

    line: int
    text: str
    at: str | None = None


@dataclass(frozen=True, slots=True)
class Transcript:
    """What a session file holds from line ``start`` on: the conversation, and what was skipped."""

    path: Path
    format: str
    start: int  # lines before this one were already digested
    lines: int  # lines in the file
    turns: int
    malformed: int  # lines that were not JSON objects (or longer than MAX_LINE_BYTES)
    text: str  # "用户: …\n助手: …"


def read(path: Path, *, form: str = "auto", start: int = 0, max_bytes: int | None = None) -> Transcript:
    """The whole conversation at once: for a short log. ``SessionLog`` reads a long one in pieces."""
    log = SessionLog(path, form=form, start=start, max_bytes=max_bytes)
    text = "\n".join(log.pieces())
    log.finish()
    return log.transcript(text)


class SessionLog:
    """A session file read once, as a stream, in bounded memory whatever its size: the
    conversation from line ``start`` on (``pieces``), then the rest counted (``finish``).

    A ``.zst`` file is decompressed as it is read. A log of more than ``max_bytes`` of text
    (counted decompressed: for a ``.zst`` by a first pass that keeps nothing) is refused with
    InvalidInputError before any of it is handed on, so a small file that expands to
    gigabytes costs no more than the limit's worth of decompressing.
    """

    def __init__(self, path: Path, *, form: str = "auto", start: int = 0, max_bytes: int | None = None) -> None:
        if form != "auto" and form not in FORMATS:
            raise InvalidInputError(f"no session format '{form}'", hint="use auto, " + ", ".join(FORMATS))
        self.path, self.start, self.max_bytes = path, start, max_bytes
        self.format: str | None = None if form == "auto" else form
        self.lines = self.turns = self.malformed = 0
        self._bytes = 0
        self._check_size()
        self._turns = self._turn_stream()

    def pieces(self, size: int = PIECE_CHARS) -> Iterator[str]:
        """The conversation ("用户: …\n助手: …") in pieces of at most about ``size`` characters,
        cut between records (a longer one is a piece of its own); joined with "\n" they are the
        whole of it."""
        for block in self.blocks(size):
            yield "\n".join(record.text for record in block)

    def blocks(self, size: int = PIECE_CHARS) -> Iterator[list[Record]]:
        """The conversation in blocks of whole records, each of at most about ``size``
        characters (a longer record is a block of its own): a digest can stop after any record
        and say which line it got to."""
        block: list[Record] = []
        length = 0
        for record in self._said():
            if block and length + len(record.text) > size:
                yield block
                block, length = [], 0
            block.append(record)
            length += len(record.text) + 1
        if block:
            yield block

    def _said(self) -> Iterator[Record]:
        """Each record that says something: its line, and its turns ("用户: …\n助手: …")."""
        said: list[str] = []
        at, stamp = 0, None
        for speaker, body, line, written in self._turns:
            body = body.replace("\x00", "").strip()
            if not body:
                continue
            if said and line != at:
                yield Record(at, "\n".join(said), stamp)
                said = []
            said.append(f"{SPEAKERS[speaker]}: {body}")
            at, stamp = line, written
        if said:
            yield Record(at, "\n".join(said), stamp)

    def finish(self) -> None:
        """Read what ``pieces`` left unread, counting its lines, turns and malformed lines."""
        for _ in self._turns:
            pass

    def transcript(self, text: str = "") -> Transcript:
        form = self.format or _format_from_path(self.path)
        return Transcript(self.path, form, self.start, self.lines, self.turns, self.malformed, text)

    # ---- reading ----------------------------------------------------------------------

    def _check_size(self) -> None:
        try:
            info = self.path.stat()
        except FileNotFoundError:
            raise InvalidInputError(
                f"{self.path}: no such session file", hint="check the path, or use --latest"
            ) from None
        if stat.S_ISDIR(info.st_mode):
            raise InvalidInputError(f"{self.path} is a folder", hint="give a session .jsonl file")
        if self.max_bytes is None:
            return
        if self.path.suffix != ".zst":
            if info.st_size > self.max_bytes:
                raise self._too_long()
            return
        # A compressed log's size is known only by decompressing it: a pass that only counts
        # (fast, in constant memory) refuses a bomb before any of it is digested.
        with _opened(self.path) as handle:
            total = 0
            while chunk := handle.read(1 << 20):
                total += len(chunk)
                if total > self.max_bytes:
                    raise self._too_long()

    def _too_long(self) -> InvalidInputError:
        size = f"{self.max_bytes / 2**20:g} MB" if self.max_bytes is not None else "the limit"
        unpacked = " once decompressed" if self.path.suffix == ".zst" else ""
        return InvalidInputError(
            f"{self.path} holds more than {size} of text{unpacked}: nothing was digested",
            hint="raise sediment.max_mb in config.yaml if the log is genuine, or split it",
        )

    def _turn_stream(self) -> Iterator[tuple[str, str, int, str | None]]:
        """Each turn, with the number of the line its record is on and the record's timestamp."""
        held: list[tuple[dict[str, Any], int]] = []  # records read before any told the format
        held_bytes = 0
        for record, size in self._records():
            if self.format is not None:
                yield from self._parsed([(record, self.lines)])
                continue
            self.format = detect(record)
            held.append((record, self.lines))
            held_bytes += size
            if self.format is None and held_bytes <= _UNDETECTED_BYTES:
                continue
            self.format = self.format or _format_from_path(self.path)
            yield from self._parsed(held)
            held, held_bytes = [], 0
        if held:
            self.format = _format_from_path(self.path)
            yield from self._parsed(held)

    def _parsed(self, records: list[tuple[dict[str, Any], int]]) -> Iterator[tuple[str, str, int, str | None]]:
        parse = PARSERS[self.format or _format_from_path(self.path)]
        for record, line in records:
            turns: list[Turn] = parse(record)
            self.turns += len(turns)
            stamp = _stamp(record)
            for speaker, text in turns:
                yield speaker, text, line, stamp

    def _records(self) -> Iterator[tuple[dict[str, Any], int]]:
        for raw in self._raw_lines():
            self.lines += 1
            if self.lines <= self.start:
                continue
            if raw is None:  # longer than MAX_LINE_BYTES
                self.malformed += 1
                continue
            if not raw.strip():
                continue
            try:
                record = json.loads(raw.decode("utf-8", errors="replace"))
            except ValueError:
                self.malformed += 1
                continue
            if not isinstance(record, dict):
                self.malformed += 1
                continue
            yield record, len(raw)

    def _raw_lines(self) -> Iterator[bytes | None]:
        """Each line's bytes, or None for one longer than MAX_LINE_BYTES (read past, not kept)."""
        with _opened(self.path) as handle:
            while True:
                line = handle.readline(MAX_LINE_BYTES + 1)
                if not line:
                    return
                self._count(len(line))
                if len(line) <= MAX_LINE_BYTES or line.endswith(b"\n"):
                    yield line
                    continue
                while line and not line.endswith(b"\n"):
                    line = handle.readline(MAX_LINE_BYTES + 1)
                    self._count(len(line))
                yield None

    def _count(self, size: int) -> None:
        self._bytes += size
        if self.max_bytes is not None and self._bytes > self.max_bytes:
            raise self._too_long()


def _stamp(record: dict[str, Any]) -> str | None:
    """When a log record was written, if it says so in an ISO time (Claude Code's and Codex's
    ``timestamp``, else ``time`` or ``created_at``)."""
    for key in ("timestamp", "time", "created_at"):
        value = record.get(key)
        if isinstance(value, str) and len(value) >= 10 and value[:4].isdigit() and value[4] == "-":
            return value
    return None


def _format_from_path(path: Path) -> str:
    parts = set(path.parts)
    if ".codex" in parts or path.name.startswith("rollout-"):
        return "codex"
    if ".claude" in parts:
        return "claude-code"
    return "dsh"


class _Lines(Protocol):
    def readline(self, size: int = -1, /) -> bytes: ...

    def read(self, size: int = -1, /) -> bytes: ...


@contextmanager
def _opened(path: Path) -> Iterator[_Lines]:
    """The file's bytes as a stream: a .zst file decompressed on the fly (zstandard when
    installed, else the zstd tool), never whole in memory."""
    try:
        if path.suffix != ".zst":
            with path.open("rb") as handle:
                yield handle
            return
        with _unzstd(path) as stream:
            yield stream
    except FileNotFoundError:
        raise InvalidInputError(f"{path}: no such session file", hint="check the path, or use --latest") from None
    except PermissionError:
        raise InvalidInputError(f"{path}: permission denied", hint="check the file's permissions") from None


def _zstandard() -> Any:
    try:
        import zstandard
    except ImportError:
        return None
    return zstandard


@contextmanager
def _unzstd(path: Path) -> Iterator[_Lines]:
    zstandard = _zstandard()
    if zstandard is not None:
        with path.open("rb") as handle:
            reader = zstandard.ZstdDecompressor().stream_reader(handle, read_across_frames=True)
            try:
                yield _Decoded(io.BufferedReader(reader), zstandard.ZstdError, path)
            finally:
                reader.close()
        return
    tool = shutil.which("zstd")
    if tool is None:
        from ..install import command

        raise AgentMemoryError(
            f"{path} is zstd-compressed and neither zstandard nor the zstd tool is here",
            hint=f"{command('zstd')}, or install zstd (apt install zstd)",
        )
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen([tool, "-dcq", str(path)], stdout=subprocess.PIPE, stderr=errors)
        assert process.stdout is not None
        try:
            yield process.stdout
        except BaseException:
            process.kill()  # stopped early (refused, or nothing more wanted): the tool need not finish
            raise
        finally:
            process.stdout.close()
            done = process.wait()
        if done != 0:  # read to the end, and the tool failed
            errors.seek(0)
            lines = errors.read().decode("utf-8", "replace").strip().splitlines()[-1:] or ["failed"]
            raise InvalidInputError(f"{path}: zstd -dc failed ({lines[0]})", hint="check the file")


class _Decoded:
    """A decompressing reader whose decoder errors say which file is not valid zstd."""

    def __init__(self, inner: io.BufferedReader, failure: type[Exception], path: Path) -> None:
        self._inner, self._failure, self._path = inner, failure, path

    def readline(self, size: int = -1, /) -> bytes:
        return self._checked(self._inner.readline, size)

    def read(self, size: int = -1, /) -> bytes:
        return self._checked(self._inner.read, size)

    def _checked(self, method: Callable[[int], bytes], size: int) -> bytes:
        try:
            return method(size)
        except self._failure as exc:
            raise InvalidInputError(f"{self._path}: not a valid zstd file ({exc})", hint="check the file") from None


def latest(folders: Iterable[Path], patterns: Iterable[str]) -> Path:
    """The most recently changed session file under ``folders``."""
    found = [
        path
        for folder in folders
        if folder.is_dir()
        for pattern in patterns
        for path in folder.rglob(pattern)
        if path.is_file()
    ]
    if not found:
        names = ", ".join(str(f) for f in folders)
        raise NotFoundError(
            f"no session file under {names}", hint="give FILE, or set sediment.directories in config.yaml"
        )
    return max(found, key=lambda p: (p.stat().st_mtime_ns, str(p)))
