"""API keys: the environment first, then the data root's ``.env``; and how a key may be shown."""

from __future__ import annotations

import os
from pathlib import Path


class Secrets:
    """API keys: the environment first, then the data root's ``.env``. Never printed."""

    def __init__(self, env_file: Path | None) -> None:
        self._env_file = env_file
        self._file_values: dict[str, str] | None = None

    def get(self, name: str) -> str | None:
        value = os.environ.get(name)
        if value:
            return value
        return self._from_file().get(name) or None

    def own(self, name: str) -> str | None:
        """A key from the data root's ``.env`` alone: one the user set for agent-memory."""
        return self._from_file().get(name) or None

    def _from_file(self) -> dict[str, str]:
        if self._file_values is None:
            self._file_values = {}
            if self._env_file is not None and self._env_file.exists():
                self._file_values = parse_env_file(self._env_file.read_text("utf-8", errors="replace"))
        return self._file_values


def parse_env_file(text: str) -> dict[str, str]:
    values = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        name, _, value = line.removeprefix("export ").partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[name.strip()] = value
    return values


def mask(value: str | None) -> str:
    """A key as it may be shown: never more than its first three and last two characters."""
    if not value:
        return "missing"
    if len(value) < 12:
        return "set (" + "*" * 6 + ")"
    return f"{value[:3]}…{value[-2:]}"
