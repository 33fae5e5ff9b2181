"""A store that cannot be written (a read-only mount or copy, chmod a-w) still answers reads.

``recall``, ``context``, ``show``, ``list`` and ``stats`` answer as usual (the access a
recall would record is skipped, said at most in one line on stderr); every write fails with
exit 2 and one message naming the path, never a traceback, and changes nothing.

As root, permission bits do not stop a write: the data root (or memory.db alone) is then
made read-only by a bind mount in a mount namespace of the command's own (``unshare -m``),
which nothing outside that process sees. As any other user, by ``chmod a-w``.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import BOUND, Run, files_snapshot

TEXT = "the PEREGRINE service deploys every tuesday from the main branch"
_READ_ONLY_MOUNT = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"'


def _agent_memory(root: Path, *args: str, read_only: Path | None = None) -> Run:
    argv = [sys.executable, "-m", "agent_memory", "--root", str(root), *args]
    if read_only is not None and os.geteuid() == 0:
        argv = ["unshare", "-m", "sh", "-c", _READ_ONLY_MOUNT, str(read_only), *argv]
    proc = subprocess.run(argv, capture_output=True, timeout=BOUND)
    return Run(proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))


def _chmod_all(target: Path, writable: bool) -> None:
    paths = [target] if target.is_file() else [*target.rglob("*"), target]
    for path in paths:
        mode = path.stat().st_mode
        path.chmod(mode | stat.S_IWUSR if writable else mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


@pytest.fixture(params=["data root", "memory.db"])
def read_only(request: pytest.FixtureRequest, root: Path) -> Iterator[Path]:
    """What is made read-only: the whole data root, or memory.db alone."""
    target = root if request.param == "data root" else root / "memory.db"
    if os.geteuid() == 0:
        probe = subprocess.run(["unshare", "-m", "sh", "-c", _READ_ONLY_MOUNT, "/", "true"], capture_output=True)
        if probe.returncode != 0:
            pytest.skip(f"as root, a read-only bind mount is needed and not permitted: {probe.stderr.decode()}")
        yield target
        return
    yield target  # permission bits set by the test, once the store is made
    _chmod_all(target, writable=True)


def _one_line_error(run: Run, path: Path) -> None:
    assert run.code == 2, (run.code, run.err)
    assert "Traceback" not in run.err
    first = run.err.splitlines()[0]
    assert str(path) in first and "cannot write" in first, run.err
    assert "nothing was changed" in first


def test_reads_answer_and_writes_fail_clearly_on_a_read_only_store(root: Path, read_only: Path) -> None:
    made = _agent_memory(root, "--json", "remember", TEXT)
    assert made.code == 0, made.err
    memory_id = made.json()["id"]
    other = _agent_memory(root, "--json", "remember", "lunch is served at noon in the blue room").json()["id"]
    if os.geteuid() != 0:
        _chmod_all(read_only, writable=False)
    db, notes = (root / "memory.db").read_bytes(), files_snapshot(root / "store")

    def run(*args: str) -> Run:
        return _agent_memory(root, *args, read_only=read_only)

    for args, expected in (
        (("recall", "PEREGRINE"), memory_id),
        (("context", "PEREGRINE"), memory_id),
        (("show", memory_id), TEXT),
        (("list",), memory_id),
        (("stats",), "events"),
    ):
        done = run(*args)
        assert done.code == 0, (args, done.err)
        assert expected in done.out, (args, done.out)
        assert "Traceback" not in done.err and len(done.err.splitlines()) <= 1, (args, done.err)
    assert _agent_memory(root, "--json", "show", memory_id).json()["access_count"] == 0  # no access recorded

    for args in (
        ("remember", "the build cache lives on the second disk"),
        ("verify", memory_id),
        ("forget", memory_id),
        ("supersede", memory_id, "--by", other),
        ("sync",),
    ):
        _one_line_error(run(*args), root / "memory.db")
    doctor = run("--json", "doctor")
    assert doctor.code == 1, doctor.err
    said = {check["check"]: check for check in doctor.json()}
    assert said["writes"]["ok"] is False and "memory.db" in said["writes"]["detail"]
    assert said["integrity"]["ok"] is True
    if os.geteuid() == 0:  # the same store seen writable: no such check
        assert "writes" not in {check["check"] for check in _agent_memory(root, "--json", "doctor").json()}
    assert (root / "memory.db").read_bytes() == db
    assert files_snapshot(root / "store") == notes
