"""``agent-memory key show|backup``: the handlers, over ``keys.py``.

The key itself is printed past the redaction of stdout (``redact_output.RedactedStream``): a user's
redaction pattern that caught it would print a key that opens nothing, and it is printed only
when asked for.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import keys
from .cli_common import Commands, open_memory, output
from .errors import InvalidInputError

COMMANDS = Commands()


def _key_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("show", "backup"), help="show: print the key; backup: write it to --to FILE")
    p.add_argument(
        "--confirm", action="store_true", help="show: record that the key is now copied somewhere other than this disk"
    )
    p.add_argument("--to", metavar="FILE", help="backup: a new file (mode 600), best on another disk")


@COMMANDS.add(
    "key",
    "The encryption key. Show it to copy it elsewhere, or back it up to a file; either confirms that a copy "
    "exists, and doctor stops warning.",
    "agent-memory key backup --to /media/usb/agent-memory.key",
    arguments=_key_arguments,
)
def key(args: argparse.Namespace) -> int:
    if args.action == "backup":
        return _backup(args)
    if args.to is not None:
        raise InvalidInputError("--to is for 'key backup'", hint="agent-memory key backup --to FILE")
    with open_memory(args) as memory:
        state = keys.state(memory)
        record = keys.confirm(memory, state, "key show --confirm") if args.confirm else state.confirmed
    text = state.key_text()
    data = {"key": text, **state.to_dict(), "backup_confirmed": record}
    lines = [text, f"kept in: {state.source}", f"fingerprint: {state.fingerprint}"]
    if args.confirm and record is not None:
        lines.append(f"recorded: a copy is kept elsewhere (confirmed {record['confirmed_at']}); doctor stops warning")
    elif record is not None:
        lines.append(f"a copy elsewhere was confirmed on {record['confirmed_at']} ({record['how']})")
    elif state.in_root:
        lines.append(
            "copy the key above somewhere other than this disk (a password manager, another drive), "
            "then run 'agent-memory key show --confirm'"
        )
    _print_unredacted(json.dumps(data) if output(args).as_json else "\n".join(lines))
    return 0


def _backup(args: argparse.Namespace) -> int:
    if args.to is None:
        raise InvalidInputError(
            "key backup needs --to FILE", hint="agent-memory key backup --to /media/usb/agent-memory.key"
        )
    if args.confirm:
        raise InvalidInputError("--confirm is for 'key show'", hint="'key backup' confirms the copy it writes")
    with open_memory(args) as memory:
        state, record, warning = keys.backup(memory, Path(args.to))
    lines = [f"wrote the key to {args.to} (mode 600) and read it back; recorded the copy, doctor stops warning"]
    data = {"backup": str(Path(args.to).expanduser().absolute()), **state.to_dict(), "backup_confirmed": record}
    data["warning"] = warning
    output(args).result(data, lines)
    if warning:
        output(args).warn(f"warning: {warning}")
    return 0


def _print_unredacted(text: str) -> None:
    stream = getattr(sys.stdout, "stream", sys.stdout)  # beneath redact_output.RedactedStream
    stream.write(text + "\n")
    stream.flush()
