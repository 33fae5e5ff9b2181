"""``agent-memory list`` and ``show``: browsing what is stored (over ``browse.py``)."""

from __future__ import annotations

import argparse

from .cli_common import Commands, Output, int_arg, open_memory, output, short

COMMANDS = Commands()


def _list_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--room", help="only this room (see 'rooms')")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--verified", dest="verified", action="store_const", const=True, help="only verified ones")
    shown.add_argument("--unverified", dest="verified", action="store_const", const=False, help="only unverified ones")
    p.add_argument("--limit", type=int_arg("--limit"), default=20, metavar="N", help="how many (1-100, default 20)")
    p.add_argument("--offset", type=int_arg("--offset"), default=0, metavar="N", help="skip the N newest (paging)")


@COMMANDS.add(
    "list",
    "The memories, newest first, a page at a time (of a room, verified or not).",
    "agent-memory list --room decisions --unverified",
    arguments=_list_arguments,
)
def list_(args: argparse.Namespace) -> int:
    from .browse import missing_namespace, page

    with open_memory(args) as memory:
        found = page(memory, room=args.room, verified=args.verified, limit=args.limit, offset=args.offset)
        missing = None if found.total else missing_namespace(memory)
    lines = [
        f"{e.created_at[:16].replace('T', ' ')}  {e.id}  [{e.room}] "
        f"{'verified' if e.execution_verified else 'unverified'}: {short(e.content, 90)}"
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


def _show_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("id")


@COMMANDS.add(
    "show",
    "One memory by its id, every field.",
    "agent-memory show mem_20260817_033106_ab12",
    arguments=_show_arguments,
)
def show(args: argparse.Namespace) -> int:
    with open_memory(args) as memory:
        entry = memory.get(args.id)
    data = entry.to_dict()
    lines = [f"{key}: {', '.join(value) if isinstance(value, list) else value}" for key, value in data.items()]
    output(args).result(data, lines)
    return 0
