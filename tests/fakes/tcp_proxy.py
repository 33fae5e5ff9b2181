"""A TCP proxy on 127.0.0.1 that can cut the line at a chosen moment: a PostgreSQL server going
away, seen from the client, made deterministic.

:class:`CuttingProxy` forwards every connection to ``target`` (one thread per direction) and:

* ``cut()`` closes every open connection now (a server restart, a network break);
* ``refuse(n)`` closes the next ``n`` new connections at once (a server still starting);
* ``cut_at(marker, delivered=...)`` watches the client's bytes for ``marker`` (``b"COMMIT"``):
  with ``delivered=True`` the message reaches the server, whose answer is then swallowed and
  the line cut (the write committed, the client cannot know); with ``delivered=False`` the line
  is cut before the message reaches the server (nothing committed).

``attempts`` counts the connections clients opened. Use with ``sslmode=disable``: it reads the bytes.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from types import TracebackType
from typing import Self


class CuttingProxy:
    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.attempts = 0
        self._refuse = 0
        self._marker: bytes | None = None
        self._delivered = False
        self.fired = threading.Event()
        self._lock = threading.Lock()
        self._open: list[socket.socket] = []
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self._listener.close()
        self.cut()

    def refuse(self, count: int) -> None:
        with self._lock:
            self._refuse = count

    def cut_at(self, marker: bytes, *, delivered: bool) -> None:
        with self._lock:
            self._marker, self._delivered = marker, delivered
            self.fired.clear()

    def cut(self) -> None:
        with self._lock:
            sockets, self._open = self._open, []
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                self.attempts += 1
                refused, self._refuse = self._refuse > 0, max(0, self._refuse - 1)
            if refused:
                client.close()
                continue
            server = socket.create_connection(self.target)
            with self._lock:
                self._open += [client, server]
            swallow = threading.Event()  # set: the server's next answer is not passed on
            threading.Thread(target=self._upstream, args=(client, server, swallow), daemon=True).start()
            threading.Thread(target=self._downstream, args=(server, client, swallow), daemon=True).start()

    def _upstream(self, client: socket.socket, server: socket.socket, swallow: threading.Event) -> None:
        while data := self._recv(client):
            with self._lock:
                hit = self._marker is not None and self._marker in data
                delivered = self._delivered
                if hit:
                    self._marker = None
            if hit and not delivered:
                self.fired.set()
                self._close(client, server)
                return
            if hit:
                swallow.set()
            with contextlib.suppress(OSError):
                server.sendall(data)
        self._close(client, server)

    def _downstream(self, server: socket.socket, client: socket.socket, swallow: threading.Event) -> None:
        while data := self._recv(server):
            if swallow.is_set():  # the answer to the marked message: the server has done it
                self.fired.set()
                self._close(client, server)
                return
            with contextlib.suppress(OSError):
                client.sendall(data)
        self._close(client, server)

    @staticmethod
    def _recv(sock: socket.socket) -> bytes:
        try:
            return sock.recv(65536)
        except OSError:
            return b""

    @staticmethod
    def _close(*sockets: socket.socket) -> None:
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
