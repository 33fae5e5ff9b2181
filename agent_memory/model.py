"""The memory as a value: its fields (spec 9.2), its id, and its Markdown form (spec 9.1)."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from .errors import InvalidInputError, StoreCorruptError, quoted
from .miniyaml import YamlSubsetError, scalar
from .regex import lazy

ID_PATTERN = lazy(r"^mem_\d{8}_\d{6}_[0-9A-Za-z]{4}$")
NAMESPACE_PATTERN = lazy(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$")
DEFAULT_NAMESPACE = "default"
FIND_ID = "list the ids with 'agent-memory list', or find one with 'agent-memory recall'"
FIELD_ORDER = (
    "id",
    "category",
    "room",
    "importance",
    "execution_verified",
    "access_count",
    "last_accessed",
    "source",
    "created_at",
    "redacted",
)
# Fields held to a fixed form wherever a memory is made (an id, a category and room of the
# config, a namespace name, ISO times); every other text field is free text, redacted by the
# write unit (Vault.put) whatever path brought it -- a field added later included.
FORM_CHECKED = frozenset(
    {"id", "category", "room", "namespace", "created_at", "last_accessed", "happened", "superseded_by", "superseded_at"}
)
# Fields after the spec's, in this order, each written only when it has a value (frontmatter,
# JSONL): a memory's namespace unless the default, the turn it answers, when what it tells of
# happened, and the memory that superseded it and when.
EXTRA_FIELDS = ("namespace", "context", "happened", "superseded_by", "superseded_at")
TIME_FIELDS = ("happened", "superseded_by", "superseded_at")  # not in the reference export (spec 9.2)
_SPAN = lazy(r"^\d{4}-\d{2}-\d{2}(?:/\d{4}-\d{2}-\d{2})?$")
_PLAIN_SAFE = lazy(r"^[^\s'\"#&*!|>%@`{}\[\],?:-][^\n#]*$")
_YAML_WORDS = {"true", "false", "yes", "no", "on", "off", "null", "~"}


@dataclass(frozen=True, slots=True)
class MemoryEntry:
    """One memory: its note's frontmatter fields and its content (spec 4)."""

    id: str
    content: str
    category: str
    room: str
    importance: int
    execution_verified: bool = False
    access_count: int = 0
    last_accessed: str | None = None
    source: str | None = None
    created_at: str = ""
    redacted: tuple[str, ...] = field(default_factory=tuple)
    namespace: str = DEFAULT_NAMESPACE
    # The turn a reply answers ("How long have you done yoga?" for "About 3 years now"): searched
    # with the content, never shown as it
    context: str | None = None
    # When what it tells of happened, as its text says: a day or a span of days, ISO
    # ("2023-06-16", "2023-06-01/2023-06-30"); none when the text names no time
    happened: str | None = None
    superseded_by: str | None = None  # the id of the memory that says what holds now
    superseded_at: str | None = None  # when that one was written

    def to_dict(self, *, spec_only: bool = False) -> dict[str, object]:
        """The spec's index.json entry, keys in its order; then ``EXTRA_FIELDS`` that have a value
        (``namespace`` unless the default); ``spec_only`` leaves out the time fields."""
        data = {key: getattr(self, key) for key in ("id", "content", *FIELD_ORDER[1:])}
        data["redacted"] = list(self.redacted)
        for key, value in self.extra_fields():
            if not (spec_only and key in TIME_FIELDS):
                data[key] = value
        return data

    def extra_fields(self) -> list[tuple[str, str]]:
        """The fields after the spec's that this memory has, in ``EXTRA_FIELDS`` order."""
        found = [(key, getattr(self, key)) for key in EXTRA_FIELDS]
        return [(k, v) for k, v in found if v and not (k == "namespace" and v == DEFAULT_NAMESPACE)]

    @property
    def current(self) -> bool:
        return self.superseded_by is None

    @property
    def searchable(self) -> str:
        return searchable_text(self.content, self.context)

    def with_(self, **changes: Any) -> MemoryEntry:
        return replace(self, **changes)


TEXT_FIELDS = tuple(
    name
    for name, kind in MemoryEntry.__annotations__.items()
    if name not in FORM_CHECKED and kind in ("str", "str | None")
)


def searchable_text(content: str, context: str | None) -> str:
    """What a memory is found by -- its postings, its vectors, its hash: the turn it answers
    (when it has one), then its own text."""
    return f"{context}\n{content}" if context else content


def now_iso(moment: datetime | None = None) -> str:
    moment = moment or datetime.now(UTC)
    return moment.astimezone(UTC).replace(microsecond=0).isoformat()


def aware(moment: datetime) -> datetime:
    """A moment without a zone is taken as UTC."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def parse_iso(value: str) -> datetime:
    return aware(datetime.fromisoformat(value))


def new_id(moment: datetime) -> str:
    return f"mem_{moment.astimezone(UTC):%Y%m%d_%H%M%S}_{os.urandom(2).hex()}"


def check_id(memory_id: str) -> str:
    """Refuse anything that is not of the id form before it reaches a path or a query."""
    if not isinstance(memory_id, str) or not ID_PATTERN.fullmatch(memory_id):
        shown = quoted(memory_id, 60) if isinstance(memory_id, str) else f"a {type(memory_id).__name__}"
        raise InvalidInputError(
            f"{shown} is not a memory id",
            hint="ids look like mem_20260817_033106_ab12; " + FIND_ID,
        )
    return memory_id


def check_namespace(name: object, *, where: str = "namespace") -> str:
    """A namespace name: letters, digits and ``_ . @ -``, at most 64, starting with a letter or digit
    (``vault.namespace_holds_no_secret`` checks it against the redaction rules)."""
    if not isinstance(name, str) or not NAMESPACE_PATTERN.fullmatch(name):
        shown = quoted(name) if isinstance(name, str) else f"a {type(name).__name__}"
        raise InvalidInputError(
            f"{where}: {shown} is not a namespace name ({_namespace_fault(name)})",
            hint="use letters, digits and _ . @ - (at most 64, starting with a letter or digit: "
            f"{NAMESPACE_PATTERN.pattern}), e.g. team-a",
        )
    return name


def _namespace_fault(name: object) -> str:
    """What keeps ``name`` from being a namespace name, said without repeating it."""
    if not isinstance(name, str):
        return "not text"
    if len(name) > 64:
        return "more than 64 characters"
    if not name.isprintable():
        return "it holds a control character"
    if not name[:1].isascii() or not name[:1].isalnum():
        return f"it starts with {name[:1]!r}" if name else "empty"
    bad = next((char for char in name if not (char.isascii() and (char.isalnum() or char in "_.@-"))), "")
    return f"it holds {bad!r}"


def entry_from_dict(data: dict[str, object], *, where: str, namespace: str = DEFAULT_NAMESPACE) -> MemoryEntry:
    """Validate an index.json / JSONL entry, naming ``where`` and the field on failure."""

    def need(key: str, kind: type | tuple[type, ...], optional: bool = False) -> Any:
        value = data.get(key)
        if value is None and optional:
            return None
        if isinstance(value, bool) and kind in (int, (int,)):
            value = None
        if not isinstance(value, kind):
            raise InvalidInputError(
                f"{where}: field '{key}' is missing or of the wrong type", hint=f"give '{key}' as in spec 9.2"
            )
        return value

    redacted = data.get("redacted") or []
    if isinstance(redacted, str):
        redacted = [part for part in redacted.split(",") if part]
    if not isinstance(redacted, list) or not all(isinstance(x, str) for x in redacted):
        raise InvalidInputError(
            f"{where}: field 'redacted' must be a list of labels", hint='e.g. "redacted": ["password"]'
        )
    raw_id = str(need("id", str))
    try:
        memory_id = check_id(raw_id)
    except InvalidInputError as exc:
        raise InvalidInputError(f"{where}: field 'id': {exc.message}", hint=exc.hint) from None
    entry = MemoryEntry(
        id=memory_id,
        content=str(need("content", str)),
        category=str(need("category", str)),
        room=str(need("room", str)),
        importance=int(need("importance", int)),
        execution_verified=bool(data.get("execution_verified", False)),
        access_count=int(need("access_count", int, optional=True) or 0),
        last_accessed=_optional_str(need("last_accessed", str, optional=True)),
        source=_optional_str(need("source", str, optional=True)),
        created_at=str(need("created_at", str)),
        redacted=tuple(redacted),
        namespace=check_namespace(data["namespace"], where=f"{where}: field 'namespace'")
        if data.get("namespace") is not None
        else namespace,
        context=_optional_str(need("context", str, optional=True)) or None,
        happened=_optional_str(need("happened", str, optional=True)) or None,
        superseded_by=_optional_str(need("superseded_by", str, optional=True)) or None,
        superseded_at=_optional_str(need("superseded_at", str, optional=True)) or None,
    )
    if entry.access_count < 0:
        raise InvalidInputError(
            f"{where}: field 'access_count' is {entry.access_count}, below 0", hint="give 0 or more, e.g. 0"
        )
    _check_time(entry.created_at, "created_at", where)
    for key in ("last_accessed", "superseded_at"):
        if getattr(entry, key):
            _check_time(getattr(entry, key), key, where)
    if entry.happened and not _SPAN.match(entry.happened):
        raise InvalidInputError(
            f"{where}: field 'happened' is not a day or a span of days: {quoted(entry.happened)}",
            hint="e.g. 2023-06-16 or 2023-06-01/2023-06-30",
        )
    if entry.superseded_by:
        try:
            check_id(entry.superseded_by)
        except InvalidInputError as exc:
            raise InvalidInputError(f"{where}: field 'superseded_by': {exc.message}", hint=exc.hint) from None
    return entry


def _optional_str(value: object) -> str | None:
    return None if value is None else str(value)


def _check_time(value: str, key: str, where: str) -> None:
    try:
        parse_iso(value)
    except ValueError:
        raise InvalidInputError(
            f"{where}: field '{key}' is not an ISO time: {quoted(value)}", hint="e.g. 2026-08-17T03:31:06+00:00"
        ) from None


# ---- Markdown (spec 9.1) --------------------------------------------------------------


def _yaml_value(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return _yaml_text(str(value))


@lru_cache(maxsize=1024)
def _yaml_text(text: str) -> str:
    """A string as a frontmatter value: plain when it reads back as itself, else quoted.
    Kept for the values notes repeat (a category, a room, a source)."""
    if _PLAIN_SAFE.match(text) and text.strip() == text and text.lower() not in _YAML_WORDS and ": " not in text:
        try:
            if scalar(text, 0) == text:
                return text
        except YamlSubsetError:
            pass
    return json.dumps(text, ensure_ascii=False)


OWN_KEYS = frozenset((*FIELD_ORDER, *EXTRA_FIELDS))  # the frontmatter keys a note's memory is written to


def _normalised(text: str) -> str:
    """A note's text with Unix line ends and no byte-order mark."""
    return text.replace("\r\n", "\n").lstrip("\ufeff")


def _frontmatter_end(text: str) -> int:
    """Where the frontmatter of ``text`` (normalised, opening with a '---' line) ends: its closing
    '---' line's newline, or -1 when no such line closes it."""
    end = text.find("\n---\n", 3)
    if end < 0 and text.rstrip().endswith("\n---"):
        end = len(text.rstrip()) - 4
    return end


def user_lines(text: str) -> tuple[str, ...]:
    """The frontmatter lines of ``text`` (a note) that are not ours: each key the user added
    (``aliases``, ``tags``, ``cssclasses``...) with the lines that continue it (an indented or
    ``-`` list, a comment), in their order; ours (``OWN_KEYS``) and their continuations are left
    out. None when the note has no frontmatter."""
    text = _normalised(text)
    if not text.startswith("---\n"):
        return ()
    end = _frontmatter_end(text)
    kept: list[str] = []
    ours = False  # the line continues one of our keys
    for line in text[4:end].split("\n") if end >= 0 else ():
        if line[:1] not in ("", " ", "\t", "-", "#"):
            ours = line.partition(":")[0].strip() in OWN_KEYS
        if not ours:
            kept.append(line)
    while kept and not kept[-1].strip():
        kept.pop()
    while kept and not kept[0].strip():
        kept.pop(0)
    return tuple(kept)


def to_markdown(entry: MemoryEntry, kept: Sequence[str] = ()) -> str:
    """The note of ``entry`` (spec 9.1): the spec's fields in their order, ours after them,
    then the ``kept`` lines of the user's own keys (``user_lines``), then the content."""
    values = entry.to_dict()
    lines = ["---"]
    for key in FIELD_ORDER:
        if key == "redacted":
            if entry.redacted:
                lines.append("redacted: " + ",".join(entry.redacted))
            continue
        lines.append(f"{key}: {_yaml_value(values[key])}")
    lines += [f"{key}: {_yaml_value(value)}" for key, value in entry.extra_fields()]
    lines += kept
    lines.append("---")
    return "\n".join(lines) + "\n\n" + entry.content + "\n"


@dataclass(frozen=True, slots=True)
class ParsedNote:
    """A Markdown file as read back: its frontmatter fields (raw) and its body."""

    fields: dict[str, object]
    body: str


def parse_markdown(text: str, *, where: str) -> ParsedNote:
    """Split frontmatter from body. A file without frontmatter is all body."""
    text = _normalised(text)
    if not text.startswith("---\n"):
        return ParsedNote({}, text.strip())
    end = _frontmatter_end(text)
    if end < 0:
        raise StoreCorruptError(
            f"{where}: the frontmatter is not closed by a '---' line", hint="add a line '---' after the fields"
        )
    header = text[4:end]
    body = text[end + 5 :]
    fields: dict[str, object] = {}
    for number, line in enumerate(header.split("\n"), start=2):
        if not line.strip() or line.startswith((" ", "\t", "-", "#")):
            continue
        key, sep, raw = line.partition(":")
        if not sep:
            raise StoreCorruptError(f"{where}: line {number}: expected 'field: value'", hint="fix or remove that line")
        try:
            fields[key.strip()] = scalar(raw, number) if raw.strip() else None
        except YamlSubsetError as exc:  # a key of the user's own (``title: Deploy: notes``) is not ours to refuse
            kept = key.strip() in ("source", "redacted") or key.strip() not in OWN_KEYS
            fields[key.strip()] = raw.strip() if kept else _bad(where, exc)
    return ParsedNote(fields, body.strip("\n").strip())


def _bad(where: str, exc: YamlSubsetError) -> object:
    raise StoreCorruptError(f"{where}: line {exc.line}: {exc.problem}", hint="fix that frontmatter line")
