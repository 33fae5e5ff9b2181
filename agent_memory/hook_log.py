"""The hooks' log, ``ROOT/agent-memory.log``: where a hook or the hook server writes what went
wrong, since neither may print it into the agent's turn. Every line is redacted first."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

LOG_NAME = "agent-memory.log"


def log_line(log: Path | None, event: str, message: str) -> None:
    from .redact_output import scrub

    message = scrub(message)  # a message may quote input: the log holds no secret either
    if log is None:  # not even the data root could be named
        print(f"agent-memory hook {event}: {message}", file=sys.stderr)
        return
    from .privacy import open_private

    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with open_private(log, "a", encoding="utf-8") as handle:  # 600, never through a symlink
            handle.write(f"{datetime.now(UTC).isoformat(timespec='seconds')} hook {event}: {message}\n")
    except OSError:
        print(f"agent-memory hook {event}: {message}", file=sys.stderr)
