"""``agent-memory list`` and ``show``: browsing what is stored (over ``browse.py``)."""

from __future__ import annotations

import argparse

from .browse import missing_namespace, page
from .cli import Output, command, output
from .commands import _open, _short


@command("list")
def list_(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        found = page(memory, room=args.room, verified=args.verified, limit=args.limit, offset=args.offset)
        missing = None if found.total else missing_namespace(memory)
    lines = [
        f"{e.created_at[:16].replace('T', ' ')}  {e.id}  [{e.room}] "
        f"{'verified' if e.execution_verified else 'unverified'}: {_short(e.content, 90)}"
        for e in found.entries
    ]
    if found.next_offset is not None:
        lines.append(
            f"{found.offset + 1}-{found.next_offset} of {found.total}; "
            f"the next page: agent-memory list --offset {found.next_offset}"
        )
    output(args).result(found.to_dict(), lines)
    if not found.entries:
        Output.warn(f"agent-memory list: {missing or 'no memory matches'}")
        return 1
    return 0


@command("show")
def show(args: argparse.Namespace) -> int:
    with _open(args) as memory:
        entry = memory.get(args.id)
    data = entry.to_dict()
    lines = [f"{key}: {', '.join(value) if isinstance(value, list) else value}" for key, value in data.items()]
    output(args).result(data, lines)
    return 0
