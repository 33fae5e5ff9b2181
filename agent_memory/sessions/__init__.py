"""Agent session logs (DSH, Claude Code, Codex) read into a conversation to digest."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..errors import AgentMemoryError, InvalidInputError, NotFoundError
from .formats import FORMATS, PARSERS, detect

SPEAKERS = {"user": "用户", "assistant": "助手"}


@dataclass(frozen=True, slots=True)
class Transcript:
    """What a session file holds from line ``start`` on: the conversation, and what was skipped."""

    path: Path
    format: str
    start: int  # lines before this one were already digested
    lines: int  # lines in the file
    turns: int
    malformed: int  # lines that were not JSON objects
    text: str  # "用户: …\n助手: …"


def read(path: Path, *, form: str = "auto", start: int = 0) -> Transcript:
    if form != "auto" and form not in FORMATS:
        raise InvalidInputError(f"no session format '{form}'", hint="use auto, " + ", ".join(FORMATS))
    records, malformed, count = [], 0, 0
    for count, line in enumerate(_lines(path), start=1):
        if count <= start or not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            malformed += 1
            continue
        if not isinstance(record, dict):
            malformed += 1
            continue
        records.append(record)
    if form == "auto":
        form = next((f for f in map(detect, records) if f is not None), None) or _format_from_path(path)
    parse = PARSERS[form]
    turns = [turn for record in records for turn in parse(record)]
    text = "\n".join(f"{SPEAKERS[speaker]}: {body.strip()}" for speaker, body in turns if body.strip())
    return Transcript(path, form, start, count, len(turns), malformed, text)


def _format_from_path(path: Path) -> str:
    parts = set(path.parts)
    if ".codex" in parts or path.name.startswith("rollout-"):
        return "codex"
    if ".claude" in parts:
        return "claude-code"
    return "dsh"


def _lines(path: Path) -> Iterator[str]:
    try:
        if path.suffix == ".zst":
            yield from io.TextIOWrapper(io.BytesIO(_unzstd(path)), encoding="utf-8", errors="replace")
            return
        with path.open(encoding="utf-8", errors="replace") as handle:
            yield from handle
    except FileNotFoundError:
        raise NotFoundError(f"{path}: no such session file", hint="check the path, or use --latest") from None
    except IsADirectoryError:
        raise InvalidInputError(f"{path} is a folder", hint="give a session .jsonl file") from None
    except PermissionError:
        raise InvalidInputError(f"{path}: permission denied", hint="check the file's permissions") from None


def _unzstd(path: Path) -> bytes:
    """A .zst file's bytes: with zstandard when installed, else the zstd tool."""
    try:
        import zstandard
    except ImportError:
        zstandard = None
    if zstandard is not None:
        try:
            with path.open("rb") as handle:
                return zstandard.ZstdDecompressor().stream_reader(handle).read()
        except zstandard.ZstdError as exc:
            raise InvalidInputError(f"{path}: not a valid zstd file ({exc})", hint="check the file") from None
    tool = shutil.which("zstd")
    if tool is None:
        from ..install import command

        raise AgentMemoryError(
            f"{path} is zstd-compressed and neither zstandard nor the zstd tool is here",
            hint=f"{command('zstd')}, or install zstd (apt install zstd)",
        )
    if not path.exists():
        raise FileNotFoundError(path)
    done = subprocess.run([tool, "-dc", str(path)], capture_output=True, check=False)
    if done.returncode != 0:
        reason = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["failed"]
        raise InvalidInputError(f"{path}: zstd -dc failed ({reason[0]})", hint="check the file")
    return done.stdout


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
