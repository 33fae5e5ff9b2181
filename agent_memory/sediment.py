"""Agent session logs digested into memories: ``Memory.sediment``, and ``python -m agent_memory.sediment``.

Each file is read from the line after the last one digested. A session holding more than
``--max`` items (``digest.max_items``; the session-end hook keeps 20) is digested over several
runs: a run marks the session read only up to the last record whose items were all kept, and
the next run goes on from there (see ``_Run``). The module also runs as the spec's ``auto_sediment.py``: the same as
``agent-memory sediment``, for a cron job or an agent's hook without the console script on PATH.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .model import now_iso
from .results import SedimentReport

if TYPE_CHECKING:
    from .digest import DigestItem, Distilled
    from .memory import Memory
    from .sessions import Record, SessionLog
    from .vault import Vault


def sediment(
    memory: Memory,
    vault: Vault,
    paths: Sequence[str | os.PathLike[str]],
    *,
    latest: bool,
    form: str,
    apply: bool,
    max_items: int | None,
    verified: bool,
) -> list[SedimentReport]:
    from . import sessions
    from .digest import as_memories, item_limit
    from .digest import report as digest_report
    from .errors import InvalidInputError

    files = [Path(p).expanduser() for p in paths]
    if latest:
        settings = memory.config.digest
        folders = [Path(folder).expanduser() for folder in settings.session_directories]
        files.append(sessions.latest(folders, settings.session_patterns))
    if not files:
        raise InvalidInputError("no session file given", hint="give FILE…, or --latest")
    reports = []
    limit = item_limit(memory.config, max_items)
    most = memory.config.digest.session_max_mb << 20
    for path in files:
        key = memory.redactor.redact(str(path.resolve())).text  # a file's name can hold a secret too
        start = memory.store.session_lines(key)
        log = sessions.SessionLog(path, form=form, start=start, max_bytes=most)
        found, upto = _digested(memory, log, limit)
        if log.lines < start:  # the file was replaced by a shorter one: read it whole
            log = sessions.SessionLog(path, form=form, start=0, max_bytes=most)
            found, upto = _digested(memory, log, limit)
        transcript = log.transcript()
        report = None
        if found is not None:
            wanted = as_memories(found, verified=verified, source=f"session {path.name}")
            report = digest_report(found, memory.remember_many(wanted) if apply else [])
        if apply:
            with vault.transaction() as store:
                items = len(report.applied) if report is not None else 0
                store.record_session(key, upto, items, now_iso(memory.now()))
        reports.append(
            SedimentReport(
                str(path),
                transcript.format,
                transcript.start,
                transcript.lines,
                transcript.turns,
                transcript.malformed,
                report,
                upto,
            )
        )
    return reports


def _digested(memory: Memory, log: SessionLog, limit: int) -> tuple[Distilled | None, int]:
    """A session log digested block by block as it is read (None: nothing new was said), then
    read to its end (a log refused for its size is refused before anything is applied); and
    the line it was digested up to: its end, or the last record whose items were all kept."""
    run = _Run(memory, limit)
    for block in log.blocks(memory.config.digest.window_chars):
        if not run.take(block):
            break
    else:
        run.upto = -1  # every block taken: the log is read to its end
    log.finish()
    if not run.blocks:
        return None, log.lines
    return run.distilled(), log.lines if run.upto < 0 else run.upto


def _said_at(content: str, block: list[Record]) -> str | None:
    """When an item was said: the timestamp of the record holding its words (its first 24
    characters), else of the block's last record that has one."""
    head = content[:24]
    for record in block:
        if head and head in record.text and record.at:
            return record.at
    return next((record.at for record in reversed(block) if record.at), None)


class _Run:
    """The items of one run, block after block, and the line up to which every item was kept.

    A block holding more items than the run has room for is halved (at a record) until its
    first part fits: the run stops after the last record taken whole, and the next run starts
    on the record after it. One record holding more than the room alone is taken whole when
    the run has taken nothing yet (else no run would ever get past it), else left for the next.
    """

    def __init__(self, memory: Memory, limit: int) -> None:
        self.memory, self.limit = memory, limit
        self.items: list[DigestItem] = []
        self.upto = 0
        self.blocks = 0
        self._taken: set[str] = set()
        self._digests: list[Distilled] = []

    def take(self, block: list[Record]) -> bool:
        """Take what ``block`` says if there is room for all of it; whether to go on."""
        from .digest import distil_redacted

        self.blocks += 1
        room = self.limit - len(self.items)
        text = "\n".join(record.text for record in block)
        memory = self.memory
        found = distil_redacted(
            [text],
            memory.redactor,
            memory.config,
            memory.secrets,
            limit=room + 1,
            known=self._taken.__contains__,
        )
        found.items = [item.said_at(_said_at(item.content, block)) for item in found.items]
        self._digests.append(found)
        if len(found.items) > room:
            if len(block) > 1:
                half = len(block) // 2
                return self.take(block[:half]) and self.take(block[half:])
            if self.items:  # left for the next run, which starts here
                return False
        self.items += found.items
        self._taken.update(item.content for item in found.items)
        self.upto = block[-1].line
        return len(self.items) < self.limit

    def distilled(self) -> Distilled:
        from .digest import Distilled, Usage

        names = list(dict.fromkeys(found.digester for found in self._digests))
        usages = [found.usage for found in self._digests if found.usage is not None]
        notes = list(dict.fromkeys(note for found in self._digests for note in found.notes if "--max" not in note))
        if len(self.items) >= self.limit:
            notes.append(
                f"{len(self.items)} items kept (--max, or digest.max_items in config.yaml); the rest is left for the next run"
            )
        return Distilled(
            self.items,
            " + ".join(names),
            sum(found.windows for found in self._digests),
            sum(usages, Usage()) if usages else None,
            notes[:4],
        )


def main(argv: Sequence[str] | None = None) -> int:
    from .cli import main as cli_main

    return cli_main(["sediment", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
