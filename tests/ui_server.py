"""A real ``agent-memory ui`` process on 127.0.0.1, and real HTTP requests to it (the HTTP and
browser tests of the review page share it)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from .conftest import BOUND


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict:
        return json.loads(self.body)


@dataclass
class UiServer:
    proc: subprocess.Popen[bytes]
    url: str  # http://127.0.0.1:PORT/TOKEN/

    @property
    def origin(self) -> str:
        return self.url.split("/", 3)[0] + "//" + self.url.split("/", 3)[2]

    @property
    def token(self) -> str:
        return self.url.rstrip("/").rsplit("/", 1)[1]

    def csrf(self) -> str:
        page = self.get("").body.decode("utf-8")
        found = re.search(r'<meta name="csrf" content="([^"]+)">', page)
        assert found, page[:300]
        return found.group(1)

    def request(
        self, url: str, *, method: str = "GET", body: bytes | None = None, headers: dict | None = None
    ) -> Reply:
        req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=BOUND) as response:
                return Reply(response.status, dict(response.headers.items()), response.read())
        except urllib.error.HTTPError as exc:
            return Reply(exc.code, dict(exc.headers.items()), exc.read())

    def get(self, path: str) -> Reply:
        return self.request(self.url + path)

    def post(self, action: str, data: dict, *, csrf: str | None = None, headers: dict | None = None) -> Reply:
        sent = {"content-type": "application/json", "x-csrf-token": csrf or self.csrf(), **(headers or {})}
        return self.request(self.url + "api/" + action, method="POST", body=json.dumps(data).encode(), headers=sent)

    def stop(self) -> str:
        self.proc.terminate()
        _, err = self.proc.communicate(timeout=BOUND)
        return err.decode("utf-8", "replace")


def start(root: Path, *args: str, env: dict[str, str] | None = None) -> UiServer:
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), "ui", "--no-open", *args]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, **(env or {})})
    assert proc.stdout is not None
    line = proc.stdout.readline().decode("utf-8")  # the address, once the port is bound
    found = re.search(r"(http://127\.0\.0\.1:\d+/\S+/)", line)
    if not found:
        proc.kill()
        _, err = proc.communicate(timeout=BOUND)
        raise AssertionError(f"agent-memory ui printed {line!r}; stderr: {err.decode('utf-8', 'replace')}")
    server = UiServer(proc, found.group(1))
    _wait_until_up(server)
    return server


def _wait_until_up(server: UiServer) -> None:
    import time

    deadline = time.monotonic() + BOUND  # a guard against a hung server, not a measure
    while True:
        try:
            if server.get("api/meta").status == 200:
                return
        except OSError:
            pass
        if server.proc.poll() is not None or time.monotonic() > deadline:
            raise AssertionError("agent-memory ui never answered: " + server.stop())
        time.sleep(0.05)
