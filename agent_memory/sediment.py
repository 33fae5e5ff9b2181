"""``python -m agent_memory.sediment [FILE… | --latest] [--apply]``: the spec's auto_sediment.py.

The same as ``agent-memory sediment``; kept as a module so a cron job or an agent's hook can
call it without the console script on PATH.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from .cli import main as cli_main

    return cli_main(["sediment", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
