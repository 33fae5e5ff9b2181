from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest

# The compiled patterns the package keeps between processes (regex.precompiled) go to a folder
# of this session's, shared by its tests and the processes they start, removed at its end.
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="agent-memory-tests-cache-")
atexit.register(shutil.rmtree, os.environ["XDG_CACHE_HOME"], ignore_errors=True)

from agent_memory import Memory  # noqa: E402 - after the cache folder is set

# Seconds a test waits for a process or a condition before calling it hung. Only a guard: a
# loaded machine (2 shared cores, load 10-30) is slow, and a test never measures its speed.
BOUND = 300.0

ISOLATED_PREFIXES = ("AGENT_MEMORY_", "HERMES_")
ISOLATED_NAMES = (
    "JINA_API_KEY",
    "SILICONFLOW_API_KEY",
    "OPENAI_API_KEY",
    "DEEPSEEK_API_KEY",
    "JINA_BASE_URL",
    "SILICONFLOW_BASE_URL",
    "OPENAI_BASE_URL",
    "DEEPSEEK_BASE_URL",
)


@pytest.fixture(autouse=True)
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        if name.startswith(ISOLATED_PREFIXES) or name in ISOLATED_NAMES:
            monkeypatch.delenv(name, raising=False)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    # auto would pick wordllama where it is installed; tests of auto remove this
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "local")
    # hooks answer in-process, starting no resident server; the tests of that server remove this
    monkeypatch.setenv("AGENT_MEMORY_HOOK_SERVER", "off")


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "data"


class Clock:
    """A clock a test sets: a Memory reads it for every moment it records; `at` moves it."""

    def __init__(self, moment: datetime | str) -> None:
        self.moment = datetime.fromisoformat(moment) if isinstance(moment, str) else moment

    def __call__(self) -> datetime:
        return self.moment

    def at(self, moment: str) -> datetime:
        self.moment = datetime.fromisoformat(moment)
        return self.moment


def superseded_by_later(memory: Memory, clock: Clock, old: str, new: str) -> bool:
    """Whether ``new``, written three months after ``old`` (5 February, 6 May 2024), is found to
    supersede it."""
    old_id = memory.remember(old, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    new_id = memory.remember(new, written_at=clock.at("2024-05-06T09:00:00+00:00")).entry.id
    return memory.get(old_id).superseded_by == new_id


@pytest.fixture
def timed(root: Path, clock: Clock) -> Iterator[Memory]:
    """A Memory on the test module's `clock` fixture."""
    with Memory(root, clock=clock) as memory:
        yield memory


@pytest.fixture
def memory(root: Path):
    with Memory(root) as m:
        yield m


@dataclass
class Run:
    code: int
    out: str
    err: str

    def json(self):
        return json.loads(self.out)


@pytest.fixture
def cli(root: Path):
    """Run the real CLI in a fresh process against the test's data root."""

    def run(*args: str, stdin: bytes | None = None, use_root: bool = True, env: dict[str, str] | None = None) -> Run:
        argv = [sys.executable, "-m", "agent_memory", *args]
        if use_root:
            argv += ["--root", str(root)]
        proc = subprocess.run(argv, input=stdin, capture_output=True, env={**os.environ, **(env or {})}, timeout=BOUND)
        return Run(proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))

    return run


@dataclass
class BareVenv:
    """A real venv made without pip that reaches this checkout's agent_memory (PYTHONPATH), not mcp."""

    python: str
    env: dict[str, str]

    def run(self, *args: str, home: Path, cwd: Path) -> Run:
        proc = subprocess.run(
            [self.python, "-m", "agent_memory", *args],
            capture_output=True,
            env={**os.environ, **self.env, "HOME": str(home)},
            cwd=cwd,
            timeout=120,
        )
        return Run(proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))


@pytest.fixture
def bare_venv(tmp_path: Path) -> BareVenv:
    import agent_memory

    folder = tmp_path / "bare-venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
    probe = subprocess.run([folder / "bin" / "python", "-c", "import mcp"], capture_output=True, timeout=60)
    assert probe.returncode != 0, "the bare venv must not reach an mcp package"
    return BareVenv(str(folder / "bin" / "python"), {"PYTHONPATH": str(Path(agent_memory.__file__).parent.parent)})


def all_bytes_under(folder: Path) -> list[tuple[Path, bytes]]:
    return [(p, p.read_bytes()) for p in folder.rglob("*") if p.is_file()]


def files_snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): data for p, data in all_bytes_under(folder)} if folder.exists() else {}


_VOCAB = [
    "apple",
    "birch",
    "cedar",
    "dune",
    "ember",
    "fjord",
    "grove",
    "heath",
    "islet",
    "jasper",
    "kelp",
    "lagoon",
    "moss",
    "nectar",
    "opal",
    "pine",
    "quill",
    "reef",
    "sage",
    "thorn",
    "umber",
    "vale",
    "willow",
    "xenon",
    "yarrow",
    "zephyr",
    "amber",
    "basalt",
    "coral",
    "delta",
    "flint",
    "garnet",
    "hazel",
    "iris",
    "juniper",
    "kestrel",
    "linden",
    "maple",
    "nickel",
    "onyx",
    "pewter",
    "quartz",
    "russet",
    "slate",
    "topaz",
    "ultramarine",
    "velvet",
    "walnut",
]


def distinct_text(i: int, words: int = 10) -> str:
    """A text no other ``distinct_text(j)`` is a near-duplicate of."""
    import random

    rng = random.Random(i)
    return f"note {i}: " + " ".join(rng.sample(_VOCAB, words))


@pytest.fixture
def fake_ai():
    from tests.fakes.servers import FakeAIServer

    with FakeAIServer(dimensions=1024, api_key="sk-test-fake-key-0000") as server:
        yield server


@pytest.fixture
def use_remote(monkeypatch: pytest.MonkeyPatch, fake_ai):
    """Point one remote backend (embeddings and rerank) at the fake server."""

    def point(name: str, *, rerank: bool = False) -> None:
        upper = name.upper()
        monkeypatch.setenv(f"{upper}_BASE_URL", fake_ai.base_url)
        monkeypatch.setenv(f"{upper}_API_KEY", fake_ai.api_key)
        monkeypatch.setenv("HERMES_VECTOR_BACKEND", name)
        if not rerank:
            monkeypatch.setenv("HERMES_RERANK", "off")

    return point


# What undoes migration 14 (vectors naming their embedder by a number): the table of schema 13
DROP_14 = (
    "CREATE TABLE vectors_old (seq INTEGER PRIMARY KEY AUTOINCREMENT, doc INTEGER NOT NULL REFERENCES"
    " memories(doc) ON DELETE CASCADE, embedder TEXT NOT NULL, vector BLOB NOT NULL, UNIQUE (doc, embedder));"
    "INSERT INTO vectors_old SELECT v.seq, v.doc, e.name, v.vector FROM vectors AS v"
    " JOIN embedders AS e ON e.id = v.embedder ORDER BY v.seq;"
    "DELETE FROM sqlite_sequence WHERE name = 'vectors_old';"
    "INSERT INTO sqlite_sequence SELECT 'vectors_old', seq FROM sqlite_sequence WHERE name = 'vectors';"
    "DROP TABLE vectors; DROP TABLE embedders; ALTER TABLE vectors_old RENAME TO vectors;"
    "CREATE INDEX vectors_embedder ON vectors(embedder, seq);"
    "CREATE TRIGGER vectors_counted AFTER INSERT ON vectors BEGIN INSERT INTO counters (name, value)"
    " VALUES ('vectors:' || NEW.embedder, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1; END;"
    "CREATE TRIGGER vectors_uncounted AFTER DELETE ON vectors BEGIN UPDATE counters SET value = value - 1"
    " WHERE name = 'vectors:' || OLD.embedder; END;"
)
# What undoes migrations 14 and 13 (a memory's time fields), for tests that make an older schema
DROP_13 = DROP_14 + (
    "DROP INDEX memories_happened; DROP INDEX memories_superseded; ALTER TABLE memories DROP COLUMN happened_start; "
    "ALTER TABLE memories DROP COLUMN happened_end; ALTER TABLE memories DROP COLUMN superseded_by; "
    "ALTER TABLE memories DROP COLUMN superseded_at; "
)
