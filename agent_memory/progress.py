"""Progress of long work (import, reindex, embedding, migrate, restore, prune, applying a digest,
a graph rebuild) as a bar with rate and ETA on a terminal's stderr; nothing at all elsewhere.

The work calls ``steps(total, what)``, a context manager giving ``advance(n)``; it costs one
check when no bar is shown. Only the CLI turns bars on (``show_on``), and only when stderr is
a terminal and the output is not ``--json``: a pipe, a log, an agent's hook or the MCP server
never gets one. The bar is ``tqdm``'s when the ``progress`` extra is installed, else a plain
line of the same facts. Short work (fewer than ``MIN_TOTAL`` steps) and work inside other work
(an import's batches inside a migrate) show none.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

MIN_TOTAL = 100  # steps below which work is too short for a bar
_PLAIN_EVERY = 0.2  # seconds between two redraws of the plain bar

_stream: TextIO | None = None
_busy = False  # a bar is up: work inside it shows none of its own


def show_on(stream: TextIO | None) -> None:
    """Show bars on ``stream`` from now on when it is a terminal; None: never."""
    global _stream
    _stream = stream if stream is not None and stream.isatty() else None


def _nothing(n: int = 1) -> None:
    return None


@contextmanager
def steps(total: int, what: str, unit: str = "memories") -> Iterator[Callable[[int], None]]:
    """``advance(n)`` for ``total`` steps of ``what`` ("importing"); a bar while it runs."""
    global _busy
    if _stream is None or _busy or total < MIN_TOTAL:
        yield _nothing
        return
    bar = _bar(total, what, unit, _stream)
    _busy = True
    try:
        yield bar.update
    finally:
        _busy = False
        bar.close()


def _bar(total: int, what: str, unit: str, stream: TextIO) -> Any:
    try:
        from tqdm import tqdm
    except ImportError:
        return PlainBar(total, what, unit, stream)
    columns, lines = _size(stream)
    return tqdm(total=total, desc=what, unit=f" {unit}", file=stream, ncols=columns, nrows=lines, mininterval=0.1)


def _size(stream: TextIO) -> tuple[int, int]:
    """The terminal's (columns, lines); 80 x 24 where it does not say (a pty nobody sized
    reports 0 x 0, and tqdm hides a bar below a terminal's last line)."""
    try:
        size = os.get_terminal_size(stream.fileno())
    except (OSError, ValueError):
        return 80, 24
    return size.columns or 80, size.lines or 24


class PlainBar:
    """``what: 1,200/5,000 (24%) 410 memories/s, ETA 9 s``, redrawn in place on one line."""

    def __init__(self, total: int, what: str, unit: str, stream: TextIO) -> None:
        self.total, self.what, self.unit, self.stream = total, what, unit, stream
        self.done = self._drawn = 0
        self.started = self._shown = time.monotonic()
        self._draw()

    def update(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if now - self._shown >= _PLAIN_EVERY or self.done >= self.total:
            self._shown = now
            self._draw()

    def close(self) -> None:
        if self._drawn != self.done:
            self._draw()
        self.stream.write("\n")
        self.stream.flush()

    def _draw(self) -> None:
        elapsed = time.monotonic() - self.started
        rate = self.done / elapsed if elapsed > 0 and self.done else 0.0
        left = f", ETA {(self.total - self.done) / rate:.0f} s" if rate and self.done < self.total else ""
        share = 100 * self.done // self.total if self.total else 100
        shown = f"{rate:,.0f} {self.unit}/s" if rate else f"0 {self.unit}/s"
        line = f"{self.what}: {self.done:,}/{self.total:,} ({share}%) {shown}{left}"
        self._drawn = self.done
        self.stream.write(f"\r{line}\x1b[K")
        self.stream.flush()
