"""What a memory must be before it is written: one set of checks for every path that writes.

``remember`` names the argument at fault ("unknown category 'x'"); ``sync``, ``import``,
``restore`` and ``migrate`` name where the value came from ("store/x.md: field 'category' is
'x'..."): each check takes ``where`` for that and says the same thing otherwise.
"""

from __future__ import annotations

from contextlib import suppress
from datetime import date, datetime
from typing import TYPE_CHECKING

from .config import Config
from .errors import InvalidInputError, quoted
from .model import MemoryEntry, aware, parse_iso
from .regex import lazy

if TYPE_CHECKING:
    from .when import QueryTime

_CONTROL = lazy(r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")  # C0 and C1, keeping tab and newline


def clean_text(text: object, what: str = "text", *, limit: int) -> str:
    """``text`` with its line ends made ``\\n`` and control characters (an ANSI escape, a bell)
    dropped; refused when it is not a string, holds a NUL, is empty or longer than ``limit``."""
    if not isinstance(text, str):
        raise InvalidInputError(f"the {what} must be a string", hint="pass the memory as text")
    if "\x00" in text:
        raise InvalidInputError(f"the {what} contains a NUL byte", hint="remove binary content from the text")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate, from JSON's \ud800 or undecodable bytes
        raise InvalidInputError(
            f"the {what} is not valid UTF-8 (a lone surrogate at character {exc.start})",
            hint="give the text as UTF-8; a \\uD800-\\uDFFF escape must be half of a pair",
        ) from None
    cleaned = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n")).strip()
    if not cleaned:
        raise InvalidInputError(
            f"the {what} is empty", hint=f"give the {'query' if what == 'query' else 'memory'} as a non-empty text"
        )
    if len(cleaned) > limit:
        raise InvalidInputError(
            f"the {what} has {len(cleaned):,} characters, more than memory.max_text_chars ({limit:,})",
            hint="split it, or use 'digest' to distil it into memories",
        )
    return cleaned


def category(config: Config, value: object, where: str | None = None) -> str:
    if isinstance(value, str) and value in config.category_mapping:
        return value
    known = ", ".join(config.category_mapping)
    if where is None:
        raise InvalidInputError(
            f"unknown category '{value}'", hint=f"use one of: {known} (category_mapping in {config.source})"
        )
    raise InvalidInputError(
        f"{where}: field 'category' is '{value}', not a category of {config.source}", hint=f"use one of: {known}"
    )


def room(config: Config, value: object, where: str | None = None) -> str:
    if isinstance(value, str) and value in config.rooms:
        return value
    known = ", ".join(config.rooms)
    if where is None:
        raise InvalidInputError(f"unknown room '{value}'", hint=f"use one of: {known}")
    raise InvalidInputError(
        f"{where}: field 'room' is '{value}', not a room of config.yaml", hint=f"use one of: {known}"
    )


def importance(value: object, where: str | None = None) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 10:
        return value
    if where is None:
        raise InvalidInputError(
            f"importance must be a whole number from 1 to 10, not {value!r}", hint="e.g. --importance 7"
        )
    raise InvalidInputError(
        f"{where}: field 'importance' must be a whole number from 1 to 10, not {value!r}", hint="e.g. importance: 7"
    )


def store_url(url: str) -> str:
    """A shared store's URL: ``postgresql://`` (or empty: the embedded store)."""
    if url and not url.startswith(("postgresql://", "postgres://")):
        raise InvalidInputError(
            "--store / AGENT_MEMORY_STORE_URL must be a postgresql:// URL", hint="e.g. postgresql://me@db:5432/memory"
        )
    return url


def moment(value: object, what: str) -> datetime:
    """A moment given as a datetime or an ISO string (no zone: UTC)."""
    if isinstance(value, datetime):
        return aware(value)
    if isinstance(value, str):
        with suppress(ValueError):
            return parse_iso(value.strip())
    raise InvalidInputError(f"{what} must be an ISO time, not {quoted(value)}", hint="e.g. 2026-06-16T09:30:00+00:00")


def window(since: object, until: object) -> QueryTime:
    """``--since``/``--until`` as the time a recall asks about: days, both included, either open."""
    from .when import QueryTime, Span

    first, last = _day(since, "--since") or date.min, _day(until, "--until") or date.max
    if last < first:
        raise InvalidInputError(
            f"--until {last} is before --since {first}", hint="give --since first, then a later --until"
        )
    return QueryTime(Span(first, last), "in", "")


def _day(value: object, what: str) -> date | None:
    if value is None or isinstance(value, date):
        return value.date() if isinstance(value, datetime) else value
    if isinstance(value, str):
        try:
            return date.fromisoformat(value.strip()[:10])
        except ValueError:
            pass
    raise InvalidInputError(f"{what} must be a day, YYYY-MM-DD, not {quoted(value)}", hint=f"e.g. {what} 2026-06-01")


def top_k(value: object, default: int) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000:
        raise InvalidInputError(f"top-k must be a whole number from 1 to 1000, not {value!r}", hint="e.g. --top-k 5")
    return value


def entry(
    config: Config, found: MemoryEntry, where: str | None = None, *, held: MemoryEntry | None = None
) -> MemoryEntry:
    """``found`` as it may be written: its text and context cleaned, its source on one line (none
    when blank), its category, room and importance known; a bad field is refused, naming
    ``where``. A value ``held`` (the memory as the store has it) already has is not judged
    again: a room taken out of config.yaml since does not stop its memories from changing."""
    limit = config.memory.max_text_chars
    content = clean_text(found.content, f"content of {where}" if where else "text", limit=limit)
    context = _optional(found.context, f"context of {where}" if where else "context", limit)
    source = _optional(found.source, f"source of {where}" if where else "source", limit)
    source = " ".join(source.split()) if source is not None else None
    if held is None or found.category != held.category:
        category(config, found.category, where)
    if held is None or found.room != held.room:
        room(config, found.room, where)
    importance(found.importance, where)
    if not isinstance(found.execution_verified, bool):
        raise InvalidInputError(
            f"{where or 'the memory'}: field 'execution_verified' must be true or false",
            hint="execution_verified: false",
        )
    if (content, context, source) == (found.content, found.context, found.source):
        return found
    return found.with_(content=content, context=context, source=source)


def _optional(text: object, what: str, limit: int) -> str | None:
    if text is None or (isinstance(text, str) and not text.strip()):
        return None  # a blank one is none
    return clean_text(text, what, limit=limit)
