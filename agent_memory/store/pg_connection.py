"""The connection under ``PostgresStore``: our errors instead of psycopg's, and a new connection
when the server drops the old one (see ``Connection``)."""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ..errors import AgentMemoryError

RECONNECT_DELAYS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 4.0)  # between attempts after a lost connection
RECONNECT_SECONDS = 15.0  # then the call fails; the next one tries again


def without_password(url: str) -> str:
    """The URL without its password, for messages."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)


class Connection:
    """The psycopg connection, its errors turned into ours (naming the server, never the password),
    opened again when the server drops it.

    A lost connection is found by the next statement. Outside a transaction (a read, or an
    idempotent statement) the statement is sent again on a new connection; a transaction is
    begun again when its BEGIN found the connection gone. A transaction that loses it
    half-way is not replayed: it fails saying nothing was written. One that loses it at
    COMMIT is looked up by its transaction id on the new connection (``txid_status``), so a
    committed write is reported as done and never applied twice. New connections are tried
    with backoff (``RECONNECT_DELAYS``); the next call tries again if the server stays away.
    """

    def __init__(self, connect: Callable[[], Any], psycopg: Any, where: str) -> None:
        self._connect, self._psycopg, self._where = connect, psycopg, where
        self._connection = connect()
        self._in_transaction = False

    def _gone(self) -> bool:
        return bool(self._connection.closed or self._connection.broken)

    def _error(self, exc: Exception) -> AgentMemoryError:
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        return AgentMemoryError(
            f"{self._where}: {without_password(first)}",
            hint="check the server, and that this role may write the schema",
        )

    def _reconnect(self) -> None:
        with contextlib.suppress(Exception):
            self._connection.close()
        deadline = time.monotonic() + RECONNECT_SECONDS
        reason = "no answer"
        for delay in (0.0, *RECONNECT_DELAYS):
            if delay and time.monotonic() + delay > deadline:
                break
            time.sleep(delay)
            try:
                self._connection = self._connect()
                return
            except self._psycopg.Error as exc:
                reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise AgentMemoryError(
            f"{self._where}: the connection was lost and the server does not answer ({without_password(reason)})",
            hint="check that the server runs; the next command connects again",
        )

    def _send(self, action: Callable[[], Any]) -> Any:
        """``action`` on the connection; outside a transaction, once more on a new one if it was lost."""
        if self._gone() and not self._in_transaction:
            self._reconnect()
        try:
            return action()
        except self._psycopg.Error as exc:
            if self._in_transaction or not self._gone():
                raise self._error(exc) from None
        self._reconnect()
        try:
            return action()
        except self._psycopg.Error as exc:
            raise self._error(exc) from None

    def execute(self, sql: str, params: Any = None) -> Any:
        return self._send(lambda: self._connection.execute(sql, params))

    def executemany(self, sql: str, rows: list[tuple[object, ...]]) -> None:
        def run() -> None:
            with self._connection.cursor() as cursor:
                cursor.executemany(sql, rows)

        self._send(run)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        self.execute("BEGIN")  # a connection found lost here: nothing was done, begun again on a new one
        self._in_transaction = True
        try:
            yield
            # assigned by the first write; None: the transaction wrote nothing
            xid = self._connection.execute("SELECT txid_current_if_assigned()").fetchone()[0]
        except BaseException as exc:
            self._in_transaction = False
            lost = self._gone()
            with contextlib.suppress(Exception):
                self._connection.execute("ROLLBACK")
            if lost:
                raise AgentMemoryError(
                    f"{self._where}: the connection was lost during a write; nothing was written",
                    hint="run it again",
                ) from None
            if isinstance(exc, self._psycopg.Error):
                raise self._error(exc) from None
            raise
        self._in_transaction = False
        try:
            self._connection.execute("COMMIT")
        except self._psycopg.Error as exc:
            if not self._gone():
                raise self._error(exc) from None
            self._committed_after_all(xid)

    def _committed_after_all(self, xid: int | None) -> None:
        """The connection was lost at COMMIT: return if the server committed, else raise."""
        self._reconnect()
        if xid is None:
            return  # it wrote nothing
        for delay in (0.0, *RECONNECT_DELAYS):
            time.sleep(delay)
            status = self.execute("SELECT txid_status(%s)", (xid,)).fetchone()[0]
            if status == "committed":
                return
            if status != "in progress":  # aborted (or too old to tell, which cannot be the case here)
                break
        raise AgentMemoryError(
            f"{self._where}: the connection was lost at commit and the server did not commit; nothing was written",
            hint="run it again",
        )

    def close(self) -> None:
        self._connection.close()
