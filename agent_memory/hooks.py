"""Claude Code hooks: ``agent-memory hook session-start | user-prompt | session-end``.

Each reads the JSON Claude Code sends on stdin (``session_id``, ``transcript_path``, ``cwd``,
``hook_event_name``, ``prompt``...). session-start and user-prompt print the memories
relevant to the project (the cwd's name) or to the prompt as ``hookSpecificOutput.
additionalContext``, which Claude Code adds to the conversation; session-end sediments the
transcript (``hooks.session_end``: apply, preview or off). A hook never fails the agent's
turn: whatever goes wrong is written to ``ROOT/agent-memory.log`` and the hook exits 0
having printed nothing.
"""

from __future__ import annotations

import json
import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .errors import AgentMemoryError

EVENTS = {"session-start": "SessionStart", "user-prompt": "UserPromptSubmit", "session-end": "SessionEnd"}
LOG_NAME = "agent-memory.log"


def run(event: str, root: str | None, stdin: bytes) -> str:
    """What the hook prints (possibly nothing). Never raises."""
    from .memory import Memory
    from .paths import resolve_root

    log = resolve_root(root) / LOG_NAME
    try:
        payload = _payload(stdin)
        with Memory(root) as memory:
            return _answer(memory, event, payload, log)
    except Exception as exc:  # a hook must never break the agent's turn
        _log(log, event, _describe(exc))
        return ""


def _payload(stdin: bytes) -> dict[str, Any]:
    try:
        payload = json.loads(stdin.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise AgentMemoryError("the hook's stdin is not JSON", hint="Claude Code sends one JSON object") from None
    if not isinstance(payload, dict):
        raise AgentMemoryError("the hook's stdin is not a JSON object", hint="Claude Code sends one JSON object")
    return payload


def _answer(memory: Any, event: str, payload: dict[str, Any], log: Path) -> str:
    budget = memory.config.hooks.budget
    if event == "session-end":
        mode = memory.config.hooks.session_end
        transcript = payload.get("transcript_path")
        if mode == "off" or not isinstance(transcript, str) or not transcript:
            return ""
        (report,) = memory.sediment([transcript], apply=mode == "apply")
        found = len(report.digest.items) if report.digest is not None else 0
        _log(log, event, f"{mode}: {found} items from {report.path} lines {report.start + 1}-{report.lines}")
        return ""
    if event == "user-prompt":
        query = payload.get("prompt")
    else:
        cwd = payload.get("cwd")
        query = Path(cwd).name if isinstance(cwd, str) and cwd else None
    if not isinstance(query, str) or not query.strip():
        return ""
    block = memory.context(query, budget=budget)
    if not block.text:
        return ""
    return json.dumps(
        {"hookSpecificOutput": {"hookEventName": EVENTS[event], "additionalContext": block.text}}, ensure_ascii=False
    )


def _describe(exc: BaseException) -> str:
    if isinstance(exc, AgentMemoryError):
        return f"{exc.message} (fix: {exc.hint})" if exc.hint else exc.message
    # an unexpected failure: its type and where, not its message (which could quote input)
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
    return f"unexpected {type(exc).__name__}{where}"


def _log(log: Path, event: str, message: str) -> None:
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("a", encoding="utf-8") as handle:
            handle.write(f"{datetime.now(UTC).isoformat(timespec='seconds')} hook {event}: {message}\n")
    except OSError:
        print(f"agent-memory hook {event}: {message}", file=sys.stderr)
