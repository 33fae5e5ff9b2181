"""``agent-memory setup claude-code | codex [--write]``: our entries in each agent's files.

Claude Code: the three hooks go into ``~/.claude/settings.json`` (``hooks``), the MCP server
into ``~/.claude.json`` (``mcpServers``, where ``claude mcp add --scope user`` puts it).
Codex: the MCP server into ``~/.codex/config.toml`` (``[mcp_servers.agent-memory]``).

Only our own entries are ever shown: a file like ``~/.claude.json`` also holds other servers'
tokens, the user's e-mail and project history, so the preview is a diff of our entries alone
(before and after), and even there any key the user added to our entry is shown by name only.
Its "after" side is what ``--write`` writes, in the same shape (Claude Code's hooks as groups,
``"SessionStart": [{"hooks": [...]}]``), and the user's hooks that share a group with ours are
left out of it.
``--write`` keeps every other key (and those the user added to our entry), and copies a file
to ``FILE.bak-YYYYMMDD_HHMMSS`` only when it is about to change; a file that already holds
exactly our entries is not written at all.

Before anything is shown or written, the interpreter the entries name is run once to import
what the MCP server needs (:func:`server_problem`); a server that could not start is refused
with the command that installs what is missing.
"""

from __future__ import annotations

import copy
import difflib
import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .errors import InvalidInputError
from .fsutil import atomic_write

SERVER_NAME = "agent-memory"
HOOK_EVENTS = {"SessionStart": "session-start", "UserPromptSubmit": "user-prompt", "SessionEnd": "session-end"}
SHOWN_IN_FULL = ("type", "command", "args")  # the keys of our server entry we write; others are the user's
HIDDEN = "…"
PROBE_TIMEOUT = 120.0  # importing the SDK on a loaded machine; a hang is reported, not waited out
# Run by the interpreter an entry names, in an empty folder: what `python -m agent_memory mcp` imports
# before it serves. Exit 3 prints that copy's own install command (its hint) on stdout.
PROBE = (
    "import sys\n"
    "import agent_memory.mcp_server\n"
    "import agent_memory.mcp_tools as server\n"
    "try:\n"
    "    server._server_class()\n"
    "except Exception as exc:\n"
    "    print(getattr(exc, 'hint', '') or '')\n"
    "    sys.exit(3)\n"
)


@dataclass(frozen=True, slots=True)
class Change:
    path: Path
    text: str  # the file's content with our entries in it
    diff: list[str]  # our entries only, before -> after, as a unified diff ([] when unchanged)
    changed: bool
    backup: Path | None = None


def command_line(root: str | None) -> list[str]:
    """How an agent starts us: this Python, so the right environment is used."""
    argv = [sys.executable, "-m", "agent_memory"]
    return argv + (["--root", str(Path(root).expanduser().absolute())] if root else [])


def next_step(invocation: str) -> tuple[str, str]:
    """(the command, the line that says so) that gives an agent this memory, for the end of the
    demo: ``INVOCATION setup claude-code``, after the command that installs the mcp extra into
    this copy (:func:`agent_memory.install.command`, however it was installed) when it lacks
    the extra, for setup refuses a server that could not start."""
    run = f"{invocation} setup claude-code"
    if importlib.util.find_spec("mcp") is None:
        from .install import command

        run = f"{command('mcp')} && {run}"
    return run, f"next: give your agent this memory: {run} (or: setup codex)"


def claude_code(root: str | None, *, home: Path, write: bool) -> list[Change]:
    base = command_line(root)
    settings_path, user_path = home / ".claude" / "settings.json", home / ".claude.json"
    settings, user = _read_json(settings_path), _read_json(user_path)
    hooks_before, hooks_after = copy.deepcopy(settings), settings
    hooks = hooks_after.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InvalidInputError(f"{settings_path}: 'hooks' is not an object", hint="fix the file, then run setup again")
    servers = user.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise InvalidInputError(
            f"{user_path}: 'mcpServers' is not an object", hint="fix the file, then run setup again"
        )
    _refuse_a_server_that_cannot_start(base[0])
    old_hooks, new_hooks = {}, {}
    for event, name in HOOK_EVENTS.items():
        ours = {"type": "command", "command": shlex.join([*base, "hook", name]), "timeout": 30}
        old_hooks.update({event: mine} if (mine := _our_groups(hooks.get(event))) else {})
        hooks[event] = _place_hook(hooks.get(event), ours)
        new_hooks[event] = _our_groups(hooks[event])  # as written: the same groups, the same keys
    old_server = servers.get(SERVER_NAME)
    kept = {k: v for k, v in old_server.items() if k not in SHOWN_IN_FULL} if isinstance(old_server, dict) else {}
    user_after = copy.deepcopy(user)
    user_after["mcpServers"][SERVER_NAME] = {
        "type": "stdio",
        "command": base[0],
        "args": [*base[1:], "mcp"],
        **({"env": {}} | kept),
    }
    new_server = user_after["mcpServers"][SERVER_NAME]
    changes = [
        _json_change(
            settings_path,
            hooks_before,
            hooks_after,
            _json_lines({"hooks": old_hooks}) if old_hooks else [],
            _json_lines({"hooks": new_hooks}),
            "our hooks",
        ),
        _json_change(
            user_path,
            user,
            user_after,
            _json_lines({"mcpServers": {SERVER_NAME: _masked(old_server)}}) if old_server is not None else [],
            _json_lines({"mcpServers": {SERVER_NAME: _masked(new_server)}}),
            "our MCP server",
        ),
    ]
    return [_apply(c) for c in changes] if write else changes


def codex(root: str | None, *, home: Path, write: bool) -> list[Change]:
    import tomllib

    base = command_line(root)
    path = home / ".codex" / "config.toml"
    before = path.read_text("utf-8") if path.exists() else ""
    old = _toml_server(path, before)
    _refuse_a_server_that_cannot_start(base[0])
    header = re.compile(rf"^\[mcp_servers\.(?:\"{SERVER_NAME}\"|{SERVER_NAME})\]\s*$", re.MULTILINE)
    found = header.search(before)
    start = end = len(before)
    kept: dict[str, Any] = {}
    if found:  # our table runs to the next table header; keys the user added to it inline stay
        following = re.compile(r"^\[", re.MULTILINE).search(before, found.end())
        start, end = found.start(), following.start() if following else len(before)
        inline = tomllib.loads(before[start:end])["mcp_servers"][SERVER_NAME]
        kept = {k: v for k, v in inline.items() if k not in SHOWN_IN_FULL}
    block = f"[mcp_servers.{SERVER_NAME}]\n" + "".join(
        f"{_toml_key(k)} = {_toml_value(v)}\n"
        for k, v in {"command": base[0], "args": [*base[1:], "mcp"], **kept}.items()
    )
    if found:
        text = before[:start] + block + ("\n" + before[end:] if end < len(before) else "")
    else:
        text = before + ("\n" if before and not before.endswith("\n") else "") + ("\n" if before else "") + block
    new = _toml_server(path, text)
    changed = not path.exists() or new != old
    diff = _diff(path, _toml_lines(old), _toml_lines(new), "our MCP server") if changed else []
    change = Change(path, text, diff, changed)
    return [_apply(change)] if write else [change]


def server_problem(python: str, *, env: dict[str, str] | None = None) -> tuple[str, str] | None:
    """(what is wrong, the fix) when ``python -m agent_memory mcp`` could not start, else None.

    Runs that very interpreter (in an empty folder, so that no checkout in the current folder
    stands in for an installed package) on what the server imports before it serves.
    """
    with tempfile.TemporaryDirectory(prefix="agent-memory-probe-") as folder:
        try:
            done = subprocess.run(
                [python, "-c", PROBE],
                cwd=folder,
                env={**os.environ, **(env or {})},
                capture_output=True,
                text=True,
                timeout=PROBE_TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return (
                f"{python} did not finish importing the MCP server within {PROBE_TIMEOUT:.0f} s",
                f"run it by hand to see why: {shlex.join([python, '-m', 'agent_memory', 'mcp'])}",
            )
        except OSError as exc:
            return f"{python} cannot be run ({exc.strerror or exc})", _RESETUP
    if done.returncode == 0:
        return None
    if done.returncode == 3:
        fix = done.stdout.strip() or shlex.join([python, "-m", "pip", "install", "mcp"])
        return f"{python} cannot import the mcp package the MCP server needs", fix
    last = (done.stderr.strip().splitlines() or ["no output"])[-1]
    return f"{python} cannot import agent_memory ({last})", _RESETUP


_RESETUP = "install agent-memory into that environment, or run 'agent-memory setup <agent> --write' with the Python that has it"


def _refuse_a_server_that_cannot_start(python: str) -> None:
    problem = server_problem(python)
    if problem is not None:
        what, fix = problem
        raise InvalidInputError(
            f"the MCP server entry would not start: {what}; nothing was written", hint=f"{fix}, then run setup again"
        )


def configured_servers(home: Path) -> list[tuple[str, Path, dict[str, Any]]]:
    """(agent, file, entry) for each agent file that names our MCP server; unreadable files are skipped."""
    import tomllib

    found = []
    user_path, codex_path = home / ".claude.json", home / ".codex" / "config.toml"
    try:
        entry = json.loads(user_path.read_text("utf-8")).get("mcpServers", {}).get(SERVER_NAME)
    except (OSError, ValueError, AttributeError):
        entry = None
    if isinstance(entry, dict):
        found.append(("Claude Code", user_path, entry))
    try:
        entry = tomllib.loads(codex_path.read_text("utf-8")).get("mcp_servers", {}).get(SERVER_NAME)
    except (OSError, ValueError, AttributeError):
        entry = None
    if isinstance(entry, dict):
        found.append(("Codex", codex_path, entry))
    return found


def interpreter_of(entry: dict[str, Any]) -> str | None:
    """The Python that an entry's command runs: ``python -m agent_memory``, or a script's ``#!`` line."""
    command, args = str(entry.get("command", "")), entry.get("args") or []
    if list(args[:2]) == ["-m", "agent_memory"]:
        return command
    script = shutil.which(command)
    if script is None:
        return None
    try:
        with open(script, "rb") as handle:
            first = handle.readline(512).decode("utf-8", "replace")
    except OSError:
        return None
    words = first[2:].split() if first.startswith("#!") else []
    return words[0] if words and "python" in Path(words[0]).name else None


def _place_hook(groups: object, ours: dict[str, Any]) -> list[Any]:
    """The event's groups with ours in place of our old entries.

    Our hook takes the place of the first group that held one of ours, so a second run
    changes nothing; the user's hooks that shared a group with ours stay in that group.
    """
    kept: list[Any] = []
    at = None
    for group in groups if isinstance(groups, list) else []:
        entries = group.get("hooks") if isinstance(group, dict) else None
        if not isinstance(entries, list) or not any(_is_ours(h) for h in entries):
            kept.append(group)
            continue
        at = len(kept) if at is None else at
        others = [h for h in entries if not _is_ours(h)]
        if others:
            kept.append({**group, "hooks": others})
    at = len(kept) if at is None else at
    return [*kept[:at], {"hooks": [ours]}, *kept[at:]]


def _our_groups(groups: object) -> list[Any]:
    """The groups of an event that hold one of our hooks, as the file has them but with the
    user's hooks in them left out: what the preview shows of that event."""
    found = []
    for group in groups if isinstance(groups, list) else []:
        entries = group.get("hooks") if isinstance(group, dict) else None
        if isinstance(entries, list) and any(_is_ours(h) for h in entries):
            found.append({**group, "hooks": [h for h in entries if _is_ours(h)]})
    return found


def _is_ours(hook: object) -> bool:
    command = str(hook.get("command", "")) if isinstance(hook, dict) else ""
    return " agent_memory" in command and " hook " in command


def _masked(entry: object) -> object:
    """Our server entry as shown: what we write in full, what the user added by name only."""
    if not isinstance(entry, dict):
        return HIDDEN
    return {k: v if k in SHOWN_IN_FULL else _hidden(v) for k, v in entry.items()}


def _hidden(value: object) -> object:
    return {k: HIDDEN for k in value} if isinstance(value, dict) else HIDDEN


def _json_change(
    path: Path, before: dict[str, Any], after: dict[str, Any], old: list[str], new: list[str], what: str
) -> Change:
    changed = not path.exists() or before != after
    diff = _diff(path, old, new, what) if changed else []
    return Change(path, json.dumps(after, ensure_ascii=False, indent=2) + "\n", diff, changed)


def _json_lines(fragment: object) -> list[str]:
    return json.dumps(fragment, ensure_ascii=False, indent=2).splitlines()


def _toml_lines(entry: dict[str, Any] | None) -> list[str]:
    if entry is None:
        return []
    shown = _masked(entry)
    assert isinstance(shown, dict)
    return [f"[mcp_servers.{SERVER_NAME}]", *(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in shown.items())]


def _diff(path: Path, old: list[str], new: list[str], what: str) -> list[str]:
    from .redact_output import scrub  # a token typed into a hook command line is not echoed either

    lines = difflib.unified_diff(
        old, new, f"{path} ({what}, now)", f"{path} ({what}, after --write)", n=len(old) + len(new), lineterm=""
    )
    return [scrub(line) for line in lines]


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return value.isoformat() if hasattr(value, "isoformat") else json.dumps(str(value))


def _toml_server(path: Path, text: str) -> dict[str, Any] | None:
    import tomllib

    try:
        entry = tomllib.loads(text).get("mcp_servers", {}).get(SERVER_NAME)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInputError(f"{path} is not valid TOML ({exc})", hint="fix the file; nothing was changed") from None
    return entry if isinstance(entry, dict) else None


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


def _apply(change: Change) -> Change:
    if not change.changed:
        return change
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
    return Change(change.path, change.text, change.diff, change.changed, backup)
