"""What a process prints, redacted: ``scrub`` for a message that may quote what a user typed,
and stdout and stderr routed through it (``guard_output``), with the rules of the open data
root once known (``use_for_messages``, ``messages_from``) and the shipped ones until then.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import BinaryIO, TextIO

from .redact import Redactor

_MESSAGES: Redactor | None = None  # the rules messages are redacted with, once known
_MESSAGES_CONFIG: Path | None = None  # the config.yaml they come from, until then


def use_for_messages(redactor: Redactor) -> None:
    """Messages are redacted with ``redactor`` from now on (an open Memory's)."""
    global _MESSAGES
    _MESSAGES = redactor


def messages_from(config: Path) -> None:
    """Messages are redacted with the rules of ``config`` (a data root's config.yaml, read
    through its cache when first needed: ~3 ms, where the shipped file alone is parsed in ~70)."""
    global _MESSAGES_CONFIG
    _MESSAGES_CONFIG = config


def scrub(text: str) -> str:
    """``text`` redacted for display: for every message that may quote what a user typed."""
    global _MESSAGES
    if _MESSAGES is None:
        from .config import load_config
        from .errors import AgentMemoryError

        config = _MESSAGES_CONFIG if _MESSAGES_CONFIG is not None and _MESSAGES_CONFIG.is_file() else None
        try:
            _MESSAGES = Redactor(load_config(config).redact_patterns)
        except AgentMemoryError:  # a broken config.yaml: its error is the message, redacted by the shipped rules
            _MESSAGES = Redactor(load_config(None).redact_patterns)
    return _MESSAGES.redact(text).text


class RedactedStream(io.TextIOBase):
    """A text stream (stdout, stderr) whose every write is scrubbed: the one place where what
    a process prints -- results, warnings, argparse's errors, a library's log lines -- is
    redacted. ``print`` writes a message in one piece, so a secret is never cut in two."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(scrub(text) if text.strip() else text)
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    def writable(self) -> bool:
        return True

    def reconfigure(self, **options: str) -> None:
        reconfigure = getattr(self.stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(**options)

    @property
    def buffer(self) -> BinaryIO:
        """The raw bytes beneath, for a protocol's own framing (the MCP stdio transport): not
        messages, and what travels there is redacted where it is made."""
        return self.stream.buffer

    @property
    def encoding(self) -> str:  # type: ignore[override]  # typeshed declares it an attribute
        return self.stream.encoding

    @property
    def errors(self) -> str | None:  # type: ignore[override]  # typeshed declares it an attribute
        return self.stream.errors


def guard_output() -> None:
    """Route this process's stdout and stderr through redaction (once)."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is not None and not isinstance(stream, RedactedStream):
            setattr(sys, name, RedactedStream(stream))
