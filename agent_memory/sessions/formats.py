"""The three session-log formats: each turns one JSON record into the (speaker, text) turns worth
digesting, leaving reasoning, tool calls and tool output out.

- ``dsh`` (spec 9.4): ``user/message`` -> ``data.content[].text``; ``assistant/message`` ->
  ``data.message.content[]`` where ``type == "text"``; ``tool/call`` and ``tool/result`` skipped.
- ``claude-code`` (``~/.claude/projects/*/*.jsonl``): ``type`` user or assistant,
  ``message.content`` a string or blocks; ``text`` kept, ``thinking``, ``tool_use`` and
  ``tool_result`` skipped, as are meta records (``isMeta``) and sidechains.
- ``codex`` (``~/.codex/sessions/**/rollout-*.jsonl``): ``response_item`` records whose
  payload is a ``message``, with ``input_text`` / ``output_text`` parts; reasoning and
  function calls skipped, as are the environment and instruction blocks Codex injects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Turn = tuple[str, str]  # ("user" | "assistant", text)
FORMATS = ("dsh", "claude-code", "codex")
_INJECTED = ("<environment_context>", "<user_instructions>", "<user-prompt-submit-hook>", "<command-")


def _texts(parts: object, kinds: tuple[str, ...]) -> list[str]:
    if isinstance(parts, str):
        return [parts]
    if not isinstance(parts, list):
        return []
    return [
        p["text"] for p in parts if isinstance(p, dict) and p.get("type") in kinds and isinstance(p.get("text"), str)
    ]


def dsh(record: dict[str, Any]) -> list[Turn]:
    kind, data = record.get("type"), record.get("data")
    if not isinstance(data, dict):
        return []
    if kind == "user/message":
        return [("user", t) for t in _texts(data.get("content"), ("text",))]
    if kind == "assistant/message":
        message = data.get("message")
        return [
            ("assistant", t) for t in _texts(message.get("content") if isinstance(message, dict) else None, ("text",))
        ]
    return []


def claude_code(record: dict[str, Any]) -> list[Turn]:
    kind = record.get("type")
    if kind not in ("user", "assistant") or record.get("isMeta") or record.get("isSidechain"):
        return []
    message = record.get("message")
    if not isinstance(message, dict):
        return []
    return [(kind, t) for t in _texts(message.get("content"), ("text",)) if not t.lstrip().startswith(_INJECTED)]


def codex(record: dict[str, Any]) -> list[Turn]:
    payload = record.get("payload") if record.get("type") == "response_item" else record
    if not isinstance(payload, dict) or payload.get("type") != "message":
        return []
    role = payload.get("role")
    if role not in ("user", "assistant"):
        return []
    texts = _texts(payload.get("content"), ("input_text", "output_text", "text"))
    return [(role, t) for t in texts if not t.lstrip().startswith(_INJECTED)]


PARSERS: dict[str, Callable[[dict[str, Any]], list[Turn]]] = {"dsh": dsh, "claude-code": claude_code, "codex": codex}


def detect(record: dict[str, Any]) -> str | None:
    """The format one record belongs to, if it tells."""
    kind = record.get("type")
    if isinstance(kind, str) and "/" in kind:
        return "dsh"
    if kind in ("response_item", "session_meta", "event_msg", "turn_context") or (
        kind == "message" and "role" in record
    ):
        return "codex"
    if kind in ("user", "assistant", "summary", "system") and ("message" in record or "sessionId" in record):
        return "claude-code"
    return None
