"""``agent-memory setup claude-code | codex [--write]``: the lines each agent needs, printed or merged.

Claude Code: the three hooks go into ``~/.claude/settings.json`` (``hooks``), the MCP server
into ``~/.claude.json`` (``mcpServers``, where ``claude mcp add --scope user`` puts it).
Codex: the MCP server into ``~/.codex/config.toml`` (``[mcp_servers.agent-memory]``).
``--write`` keeps every key the user has, replaces only our own entries, and first copies
the file to ``FILE.bak-YYYYMMDD_HHMMSS``.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .errors import InvalidInputError
from .fsutil import atomic_write

SERVER_NAME = "agent-memory"
HOOK_EVENTS = {"SessionStart": "session-start", "UserPromptSubmit": "user-prompt", "SessionEnd": "session-end"}


@dataclass(frozen=True, slots=True)
class Change:
    path: Path
    text: str  # the file's new content (or, printed, what to add)
    backup: Path | None = None


def command_line(root: str | None) -> list[str]:
    """How an agent starts us: this Python, so the right environment is used."""
    argv = [sys.executable, "-m", "agent_memory"]
    return argv + (["--root", str(Path(root).expanduser().absolute())] if root else [])


def claude_code(root: str | None, *, home: Path, write: bool) -> list[Change]:
    base = command_line(root)
    settings_path = home / ".claude" / "settings.json"
    settings = _read_json(settings_path)
    hooks = settings.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InvalidInputError(f"{settings_path}: 'hooks' is not an object", hint="fix the file, then run setup again")
    for event, name in HOOK_EVENTS.items():
        ours = {"type": "command", "command": shlex.join([*base, "hook", name]), "timeout": 30}
        groups = [g for g in hooks.get(event, []) if not _is_ours(g)] if isinstance(hooks.get(event), list) else []
        hooks[event] = [*groups, {"hooks": [ours]}]
    user_path = home / ".claude.json"
    user = _read_json(user_path)
    servers = user.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise InvalidInputError(
            f"{user_path}: 'mcpServers' is not an object", hint="fix the file, then run setup again"
        )
    servers[SERVER_NAME] = {"type": "stdio", "command": base[0], "args": [*base[1:], "mcp"], "env": {}}
    changes = [
        Change(settings_path, json.dumps(settings, ensure_ascii=False, indent=2) + "\n"),
        Change(user_path, json.dumps(user, ensure_ascii=False, indent=2) + "\n"),
    ]
    return [_apply(c) for c in changes] if write else changes


def codex(root: str | None, *, home: Path, write: bool) -> list[Change]:
    base = command_line(root)
    path = home / ".codex" / "config.toml"
    text = path.read_text("utf-8") if path.exists() else ""
    _check_toml(path, text)
    block = (
        f"[mcp_servers.{SERVER_NAME}]\n"
        f"command = {json.dumps(base[0])}\n"
        f"args = {json.dumps([*base[1:], 'mcp'], ensure_ascii=False)}\n"
    )
    header = re.compile(rf"^\[mcp_servers\.(?:\"{SERVER_NAME}\"|{SERVER_NAME})\]\s*$", re.MULTILINE)
    found = header.search(text)
    if found:  # replace our table, up to the next table header
        end = re.compile(r"^\[", re.MULTILINE).search(text, found.end())
        text = text[: found.start()] + block + ("\n" + text[end.start() :] if end else "")
    else:
        text = text + ("\n" if text and not text.endswith("\n") else "") + ("\n" if text else "") + block
    _check_toml(path, text)
    change = Change(path, text)
    return [_apply(change)] if write else [change]


def _is_ours(group: object) -> bool:
    if not isinstance(group, dict):
        return False
    return any(
        isinstance(h, dict) and " agent_memory" in str(h.get("command", "")) and " hook " in str(h.get("command", ""))
        for h in group.get("hooks", [])
    )


def _read_json(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text("utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise InvalidInputError(f"{path} is not valid JSON ({exc})", hint="fix the file; nothing was changed") from None
    if not isinstance(data, dict):
        raise InvalidInputError(f"{path} does not hold a JSON object", hint="fix the file; nothing was changed")
    return data


def _check_toml(path: Path, text: str) -> None:
    import tomllib

    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInputError(f"{path} is not valid TOML ({exc})", hint="fix the file; nothing was changed") from None


def _apply(change: Change) -> Change:
    backup, mode = None, 0o600 if change.path.name == ".claude.json" else 0o644
    if change.path.exists():
        mode = change.path.stat().st_mode & 0o777  # the user's permissions stay
        stamp, n = f"{change.path.name}.bak-{datetime.now():%Y%m%d_%H%M%S}", 1
        backup = change.path.with_name(stamp)
        while backup.exists():  # two runs in one second keep both backups
            n += 1
            backup = change.path.with_name(f"{stamp}-{n}")
        shutil.copy2(change.path, backup)
    change.path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(change.path, change.text.encode("utf-8"), mode=mode)
    return Change(change.path, change.text, backup)
