"""The one exception tree of agent-memory.

    AgentMemoryError                 every error the library raises on purpose
    ├── ConfigError                  config.yaml or .env is malformed or inconsistent
    ├── NotFoundError                no memory, entity or key by that name (exit 1; a file the caller
    │                                named that is missing is an InvalidInputError, exit 2)
    ├── InvalidInputError            the caller's input is wrong: empty text, bad id, bad range
    ├── BackendError                 a remote or optional backend failed
    │   ├── BackendUnavailable       an optional package or service is missing
    │   ├── BackendTransientError    timeout, 5xx, connection refused: degrade and go on
    │   └── BackendContractError     the service answered something we cannot use
    ├── StoreCorruptError            memory.db or a Markdown file cannot be read
    ├── DiskError                    the data root cannot be written: disk full, read-only, no permission
    └── DecryptionError              the encryption key is missing or wrong

Each carries a ``message`` and a ``hint`` (how to fix it). The library never prints and
never exits; each surface (CLI, MCP) translates these once. Messages never contain a
secret: callers pass redacted text only.
"""

from __future__ import annotations


class AgentMemoryError(Exception):
    """Base of every deliberate agent-memory error."""

    exit_code = 2

    def __init__(self, message: str, *, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message


class ConfigError(AgentMemoryError):
    """config.yaml (or .env) cannot be used as it is."""


class NotFoundError(AgentMemoryError):
    """The named memory, entity or key does not exist (a missing file is an ``InvalidInputError``)."""

    exit_code = 1


class InvalidInputError(AgentMemoryError):
    """The input given by the caller is not acceptable."""


class BackendError(AgentMemoryError):
    """A remote or optional backend failed."""

    exit_code = 1


class BackendUnavailable(BackendError):
    """An optional package or a service is not available."""


class BackendTransientError(BackendError):
    """A failure worth degrading around: timeout, 5xx, refused connection."""


class BackendContractError(BackendError):
    """The backend answered in a form we cannot use."""


class StoreCorruptError(AgentMemoryError):
    """The store on disk cannot be read."""

    exit_code = 1


class DiskError(AgentMemoryError):
    """The data root cannot be written (a full disk, a read-only file system, no permission).

    Raised before anything is changed, or after the change was undone: the write it stopped
    left nothing behind. Exit 2, as every other deliberate refusal.
    """


class DecryptionError(AgentMemoryError):
    """The encryption key is missing or does not open the store."""


def quoted(value: object, limit: int = 40) -> str:
    """``value`` as an error message quotes it: whole when it is short (what is printed is
    redacted whole), else only its length -- a value cut short could show the first part of a
    secret too short for its rule to know it (the first words of a recovery phrase)."""
    text = str(value)
    return repr(text) if len(text) <= limit else f"a value of {len(text)} characters"
