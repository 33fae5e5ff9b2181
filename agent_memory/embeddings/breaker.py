"""The circuit breaker for remote embedders and rerankers, persisted in ``.vector_backend_state.json``.

A remote failure trips the backend: calls go to ``local`` (a reranker is skipped) until
``cooldown_seconds`` have passed, then one half-open attempt is made (success closes it,
failure trips it again). Deleting the file, or naming an embedder explicitly, recovers at once.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from ..fsutil import atomic_write
from ..model import now_iso, parse_iso


class Breaker:
    def __init__(self, path: Path, *, cooldown_seconds: float, clock: Callable[[], datetime]) -> None:
        self.path = path
        self.cooldown = cooldown_seconds
        self._clock = clock
        self.warning: str | None = None

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text("utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError):
            self.warning = f"{self.path} is not valid JSON; it was ignored (delete it to silence this)"
            return {}
        backends = data.get("backends") if isinstance(data, dict) else None
        return backends if isinstance(backends, dict) else {}

    def state(self, name: str) -> dict[str, Any] | None:
        entry = self._read().get(name)
        return entry if isinstance(entry, dict) else None

    def allows(self, name: str) -> bool:
        """Closed, or open long enough for one half-open attempt."""
        entry = self.state(name)
        if entry is None:
            return True
        try:
            tripped = parse_iso(str(entry.get("tripped_at")))
        except ValueError:
            return True
        return (self._clock() - tripped).total_seconds() >= self.cooldown

    def trip(self, name: str, error: str) -> None:
        backends = self._read()
        found = backends.get(name)
        previous = found if isinstance(found, dict) else {}
        backends[name] = {
            "state": "open",
            "tripped_at": now_iso(self._clock()),
            "failures": int(previous.get("failures", 0)) + 1,
            "last_error": error,
        }
        self._write(backends)

    def reset(self, name: str) -> None:
        backends = self._read()
        if name in backends:
            del backends[name]
            self._write(backends)

    def _write(self, backends: dict[str, Any]) -> None:
        if backends:
            atomic_write(
                self.path, json.dumps({"version": 1, "backends": backends}, indent=1).encode("utf-8"), mode=0o600
            )
        else:
            self.path.unlink(missing_ok=True)
