"""Claude Code hooks: ``agent-memory hook session-start | user-prompt | session-end``.

Each reads the JSON Claude Code sends on stdin (``session_id``, ``transcript_path``, ``cwd``,
``hook_event_name``, ``prompt``...). session-start and user-prompt print the memories
relevant to the project (the cwd's name) or to the prompt as ``hookSpecificOutput.
additionalContext``, which Claude Code adds to the conversation; session-end sediments the
transcript (``hooks.session_end``: apply, preview or off). The prompt hooks ask the resident
server first (see hook_server) and answer in-process when there is none. A hook never fails
the agent's turn: whatever goes wrong is written to ``ROOT/agent-memory.log`` and the hook exits 0
having printed nothing.
"""

from __future__ import annotations

import contextlib
import json
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .errors import AgentMemoryError
from .hook_log import LOG_NAME as LOG_NAME  # importable from here too
from .hook_log import log_line as log_line

if TYPE_CHECKING:
    from .memory import Memory

EVENTS = {"session-start": "SessionStart", "user-prompt": "UserPromptSubmit", "session-end": "SessionEnd"}


class Scope(NamedTuple):
    """What the hook's own options choose (``--namespace``, ``--store``, ``--all-namespaces``);
    None: what the environment and the config say, as for every command."""

    namespace: str | None = None
    store: str | None = None
    all_namespaces: bool = False

    def open(self, folder: Path) -> Memory:
        from .memory import Memory

        return Memory(folder, namespace=self.namespace, store=self.store, all_namespaces=self.all_namespaces)


def run(event: str, root: str | None, stdin: bytes, scope: Scope | None = None) -> str:
    """What the hook prints (possibly nothing). Never raises."""
    from .paths import resolve_root

    scope = scope or Scope()
    log: Path | None = None
    try:
        folder = resolve_root(root)
        log = folder / LOG_NAME
        payload = _payload(stdin)
        if event == "session-end":
            return _session_end(folder, payload, log, scope)
        query = _query(event, payload)
        if query is None:
            return ""
        given = Given(folder, payload, fresh=event == "session-start" and payload.get("source") != "resume")
        answer = _from_server(folder, query, scope, given.ids)
        if answer is None:
            answer = _in_process(folder, query, scope, given.ids)
        given.add(answer[1])
        return _output(event, answer[0])
    except Exception as exc:  # a hook must never break the agent's turn
        log_line(log, event, _describe(exc))
        return ""


def _payload(stdin: bytes) -> dict[str, Any]:
    try:
        payload = json.loads(stdin.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise AgentMemoryError("the hook's stdin is not JSON", hint="Claude Code sends one JSON object") from None
    if not isinstance(payload, dict):
        raise AgentMemoryError("the hook's stdin is not a JSON object", hint="Claude Code sends one JSON object")
    return payload


def _query(event: str, payload: dict[str, Any]) -> str | None:
    """The prompt, or for session-start the project's name (the cwd's last part)."""
    if event == "user-prompt":
        query = payload.get("prompt")
    else:
        cwd = payload.get("cwd")
        query = Path(cwd).name if isinstance(cwd, str) and cwd else None
    return query if isinstance(query, str) and query.strip() else None


def session_file_name(session_id: str) -> str:
    """The name of a session's record: a hash of its id, so that whatever the id holds (a
    secret-looking token, a path) never becomes a file name."""
    import hashlib

    return hashlib.sha256(session_id.encode("utf-8", "surrogatepass")).hexdigest()[:32]


class Given:
    """The memories a session was already given (``ROOT/hook-sessions/<hash of session_id>``, their ids
    only), so a prompt's block does not repeat what session-start, or an earlier prompt, put in
    the conversation. A session started anew, cleared or compacted (session-start, but for a
    resume) starts with none; a record untouched for a week is removed."""

    KEPT = 7 * 86400

    def __init__(self, folder: Path, payload: dict[str, Any], *, fresh: bool) -> None:
        session = payload.get("session_id")
        name = session_file_name(session) if isinstance(session, str) and session else ""
        self.path = folder / "hook-sessions" / name if name else None
        self.ids: list[str] = []
        if self.path is not None and not fresh:
            with contextlib.suppress(OSError, UnicodeDecodeError):
                self.ids = self.path.read_text("utf-8").split()
        elif self.path is not None:
            self._sweep(self.path.parent)

    def add(self, ids: list[str]) -> None:
        if self.path is None or (not ids and self.ids):
            return
        from .fsutil import atomic_write
        from .privacy import make_folder

        make_folder(self.path.parent)  # 0700: which memories a session was shown is the user's own

        atomic_write(self.path, "".join(f"{i}\n" for i in [*self.ids, *ids]).encode())

    def _sweep(self, folder: Path) -> None:
        now = time.time()
        with contextlib.suppress(OSError):
            for old in folder.iterdir():
                if now - old.stat().st_mtime > self.KEPT:
                    old.unlink(missing_ok=True)


def _from_server(folder: Path, query: str, scope: Scope, given: list[str]) -> tuple[str, list[str]] | None:
    """The block from the resident server and the ids it holds, or None (no server, it is off
    or it failed)."""
    from . import hook_server

    if hook_server.disabled_by_environment():
        return None
    request = {
        "op": "context",
        "query": query,
        "fingerprint": hook_server.fingerprint(),
        # answered for this caller's namespace and store only: its options, else its environment
        "scope": hook_server.caller_scope(scope.namespace, scope.store, scope.all_namespaces),
        "exclude": given,
    }
    reply = hook_server.ask(folder, request)
    if reply is None or "text" not in reply:
        return None
    ids = reply.get("ids")
    return str(reply["text"]), [str(i) for i in ids] if isinstance(ids, list) else []


def _in_process(folder: Path, query: str, scope: Scope, given: list[str]) -> tuple[str, list[str]]:
    from . import hook_server

    with scope.open(folder) as memory:
        block = memory.context(query, budget=memory.config.hooks.budget, exclude=given)
        if memory.config.hooks.server and not hook_server.disabled_by_environment():
            hook_server.spawn(folder)  # the next prompt is answered warm
    return block.text, list(block.ids)


def _output(event: str, text: str) -> str:
    if not text:
        return ""
    return json.dumps(
        {"hookSpecificOutput": {"hookEventName": EVENTS[event], "additionalContext": text}}, ensure_ascii=False
    )


def _session_end(folder: Path, payload: dict[str, Any], log: Path, scope: Scope) -> str:
    with scope.open(folder) as memory:
        mode = memory.config.hooks.session_end
        transcript = payload.get("transcript_path")
        if mode == "off" or not isinstance(transcript, str) or not transcript:
            return ""
        (report,) = memory.sediment([transcript], apply=mode == "apply")
    found = len(report.digest.items) if report.digest is not None else 0
    rest = (
        f" (lines {report.read_to + 1}-{report.lines} left for the next one)" if report.read_to < report.lines else ""
    )
    log_line(
        log, "session-end", f"{mode}: {found} items from {report.path} lines {report.start + 1}-{report.read_to}{rest}"
    )
    return ""


def _describe(exc: BaseException) -> str:
    if isinstance(exc, AgentMemoryError):
        return f"{exc.message} (fix: {exc.hint})" if exc.hint else exc.message
    # an unexpected failure: its type and where, not its message (which could quote input)
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
    return f"unexpected {type(exc).__name__}{where}"
