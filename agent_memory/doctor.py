"""``agent-memory doctor``: what is wrong with a data root, and the command that fixes it.

Each check runs on its own, so a broken config or a damaged db does not hide the rest:
config, file modes (nothing under the root open to other users: 700 folders, 600 files, but
for notes shared by ``store.shared_notes``), db integrity, db and
Markdown agreement, temp files a killed writer left anywhere under the root (``sync`` removes
them), encryption and whether a copy of its key was confirmed (``keys.py``), (unless ``--offline``)
whether each configured remote service answers one tiny request within a short timeout, and,
when ``~/.claude.json`` or ``~/.codex/config.toml`` names our MCP server, whether the Python
it names can import what the server needs (an agent shows only "Failed to connect"). Nothing is changed (a store that opening would create or convert is not
opened; only the parsed-config cache may be written); keys are never printed.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import AgentMemoryError, ConfigError

PROBE_TIMEOUT = 3.0
_WRITER_WAIT = 30.0  # seconds doctor waits for a write in progress before reporting what it saw


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    ok: bool
    detail: str
    fix: str = ""

    def to_dict(self) -> dict[str, object]:
        return {"check": self.name, "ok": self.ok, "detail": self.detail, "fix": self.fix or None}


def run(root: Path, *, offline: bool = False) -> list[Check]:
    return [*_run_root(root, offline=offline), *_agent_servers(Path.home())]


def _run_root(root: Path, *, offline: bool) -> list[Check]:
    if _server_url(root):
        return _run_server(root, offline=offline)
    checks = [_permissions(root), _leftovers(root), _locks(root)]
    memory, opened = _open(root)
    checks.insert(0, opened)
    if memory is None:
        if opened.name not in ("data root", "open") or (root / "memory.db").exists():
            checks.append(_integrity_file(root))
        return checks
    with memory:
        steps: list[Callable[[Any], Check | list[Check]]] = [
            _integrity,
            _writable,
            _agreement,
            _breaker,
            _encryption,
            _key,
            _egress,
        ]
        if not offline:
            steps.append(_services)
        for step in steps:
            try:
                found = step(memory)
            except AgentMemoryError as exc:
                found = Check(step.__name__.strip("_"), False, exc.message, exc.hint or "")
            checks += found if isinstance(found, list) else [found]
    return checks


def _server_url(root: Path) -> str:
    import os

    from .config import load_config

    try:
        configured = load_config(root / "config.yaml").store.url if (root / "config.yaml").exists() else ""
    except AgentMemoryError:
        configured = ""
    return os.environ.get("AGENT_MEMORY_STORE_URL") or configured


def _run_server(root: Path, *, offline: bool) -> list[Check]:
    """A PostgreSQL store: reachable, its schema known; the breaker and remote services as usual."""
    from .memory import Memory

    checks = [_permissions(root)]
    try:
        memory = Memory(root, all_namespaces=True)
        count = memory.store.count()
    except AgentMemoryError as exc:
        return [*checks, Check("store", False, exc.message, exc.hint or "")]
    with memory:
        store = memory.store
        checks.append(Check("store", True, f"{store.where}: {count} memories, schema {store.schema_version}"))
        steps: list[Callable[[Any], Check | list[Check]]] = [_breaker] + ([] if offline else [_services])
        for step in steps:
            found = step(memory)
            checks += found if isinstance(found, list) else [found]
    return checks


def _open(root: Path) -> tuple[Any, Check]:
    """The store opened for reading -- unless opening it would change it (create a db, convert it)."""
    from . import crypto
    from .config import load_config
    from .memory import Memory

    if not (root / "config.yaml").exists() and not (root / "memory.db").exists():
        return None, Check("data root", False, f"{root} holds no store", "agent-memory --root DIR stats creates one")
    try:
        config = load_config(root / "config.yaml")
        wanted = crypto.requested(config.encrypt)
    except AgentMemoryError as exc:
        return None, Check("config", False, exc.message, exc.hint or "")
    if not (root / "memory.db").exists():
        return None, Check("open", False, f"{root / 'memory.db'} is missing", _REINDEX)
    if wanted and not _sealed(root / "memory.db"):
        return None, Check(
            "encryption",
            False,
            "encryption is asked for (HERMES_ENCRYPT or security.encrypt) but the store is plaintext",
            "any command converts it (e.g. agent-memory stats); doctor does not",
        )
    try:
        memory = Memory(root)
        memory.store.count()
    except ConfigError as exc:
        return None, Check("config", False, exc.message, exc.hint or "")
    except AgentMemoryError as exc:
        return None, Check("open", False, exc.message, exc.hint or "")
    return memory, Check("config", True, f"{root / 'config.yaml'} is valid")


_REINDEX = "agent-memory reindex (rebuilds it from store/*.md)"


def _sealed(db: Path) -> bool:
    from .crypto import MARK_KEY

    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
            return conn.execute("SELECT 1 FROM meta WHERE key = ?", (MARK_KEY,)).fetchone() is not None
    except sqlite3.DatabaseError:
        return False  # unreadable: the integrity check says so


def _permissions(root: Path) -> Check:
    """Nothing under the root that other users can read (or, for shared notes, write)."""
    from .privacy import loose

    shared = _shared_notes(root)
    found = sorted(loose(root, shared_notes=shared)) if root.is_dir() else []
    if not found:
        scope = "; store/ and rooms/ notes shared (store.shared_notes)" if shared else ""
        return Check("permissions", True, f"nothing under {root} is open to other users{scope}")
    shown = "; ".join(f"{path} is {mode:o}" for path, mode, _ in found[:3])
    more = f" and {len(found) - 3} more" if len(found) > 3 else ""
    detail = f"{len(found)} path(s) other users can reach: {shown}{more}"
    if len(found) > _LISTED and not shared:
        return Check("permissions", False, detail, f"chmod -R go-rwx {root}")
    wanted: dict[int, list[str]] = {}
    for path, _, mode in found:
        wanted.setdefault(mode, []).append(str(path))
    fix = "; ".join(f"chmod {mode:o} {' '.join(paths)}" for mode, paths in sorted(wanted.items()))
    return Check("permissions", False, detail, fix)


_LISTED = 8  # more loose paths than this: one recursive chmod rather than a list


def _shared_notes(root: Path) -> bool:
    from .config import load_config

    try:
        return load_config(root / "config.yaml").store.shared_notes if (root / "config.yaml").exists() else False
    except AgentMemoryError:
        return False  # the config check says what is wrong with it


def _leftovers(root: Path) -> Check:
    """Temp files (``fsutil.temp_path``) whose writer is dead, anywhere we write them."""
    from .paths import Layout

    temps = Layout(root).abandoned_temps() if root.is_dir() else []
    if not temps:
        return Check("leftovers", True, "no temp files of killed writers")
    backups = root / "backups"
    copies = [p for p in temps if backups in (p.parent, p.parent.parent) or p.name.startswith(".memory.db")]
    shown = ", ".join(str(p.relative_to(root)) for p in (copies or temps)[:3])
    plain = " (a backup, archive or db a killed writer left: a copy of memories, never encrypted)"
    return Check(
        "leftovers",
        False,
        f"{len(temps)} temp file(s) of killed writers: {shown}{plain if copies else ''}",
        "agent-memory sync (removes the temp files whose writer is gone)",
    )


def _integrity_file(root: Path) -> Check:
    path = root / "memory.db"
    if not path.exists():
        return Check("integrity", False, f"{path} is missing", _REINDEX)
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            verdict = db.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        verdict = str(exc)
    ok = verdict == "ok"
    return Check("integrity", ok, f"{path}: {verdict}", "" if ok else _REINDEX)


def _integrity(memory: Any) -> Check:
    ok = memory.store.integrity_ok()
    path = memory.layout.db
    fix = "" if ok else _REINDEX
    return Check("integrity", ok, f"{path}: {'ok' if ok else 'PRAGMA integrity_check failed'}", fix)


def _writable(memory: Any) -> list[Check]:
    """Said only when the store cannot be written (a read-only mount or copy, no permission):
    reads answer, every write fails."""
    from .errors import DiskError
    from .store.sqlite_files import writable

    refused = memory.store.refuse_writes
    db = memory.layout.db
    if isinstance(refused, DiskError):
        detail = refused.message.removesuffix("; nothing was changed")
    elif refused is None and not memory.store_url and db.is_file() and not writable(db):
        detail = f"{db} or its folder cannot be written"
    else:
        return []  # writable, or refused for encryption (said by _encryption)
    return [
        Check(
            "writes",
            False,
            f"{detail}: reads answer, every write fails",
            "check that the data root is writable (--root DIR)",
        )
    ]


def _agreement(memory: Any) -> Check:
    """Every memory has its note and every note its memory, unchanged since written.

    A writer sets its notes aside and puts them in place around its commit, holding the
    writers' lock from its transaction's start until its notes are in place: a difference seen
    without that lock may be a write in progress (a forget from another process), so it is
    looked at again under the lock -- what is still different then is real.
    """
    found = _differences(memory)
    if any(found):
        from .fsutil import exclusive
        from .vault import WRITE_LOCK

        try:
            with exclusive(memory.layout.root / WRITE_LOCK, timeout=_WRITER_WAIT):
                found = _differences(memory)
        except AgentMemoryError:
            pass  # a writer holds it past the wait: what was seen is reported
    missing, extra, changed, total = found
    if missing or extra or changed:
        detail = f"{missing} memories without a note, {extra} notes without a memory, {changed} notes edited"
        return Check("db and Markdown", False, detail, "agent-memory sync (takes in the notes as they are)")
    return Check("db and Markdown", True, f"{total} memories, {total} notes, all in agreement")


def _differences(memory: Any) -> tuple[int, int, int, int]:
    """(memories without a note, notes without a memory, notes edited since written, memories)."""
    known = {state.path: (state.mtime_ns, state.size) for state in memory.store.file_states()}
    notes = memory.note_files()
    missing = sum(name not in notes for name in known)
    extra = sum(name not in known for name in notes)
    changed = sum(name in known and (info.st_mtime_ns, info.st_size) != known[name] for name, info in notes.items())
    return missing, extra, changed, len(known)


def _locks(root: Path) -> Check:
    """Our lock files are ours: one replaced by a symlink stops every write (never followed)."""
    names = (".memory.db.lock", ".write.lock", ".sealing.lock", ".hooks.lock")
    linked = [root / name for name in names if (root / name).is_symlink()]
    if linked:
        shown = ", ".join(f"{path} is a symbolic link" for path in linked)
        return Check("lock files", False, f"{shown}: no write can take it", "rm " + " ".join(map(str, linked)))
    return Check("lock files", True, "every lock file is a plain file (or not made yet)")


def _breaker(memory: Any) -> Check:
    breaker = memory.vectors.breaker
    tripped = [name for name in memory.config.vectors.backends if breaker.state(name) is not None]
    if breaker.warning:
        return Check("vector backend state", False, breaker.warning, f"rm {breaker.path}")
    detail = f"breaker open for {', '.join(tripped)}" if tripped else "no backend tripped"
    return Check("vector backend state", True, detail)


def _encryption(memory: Any) -> Check:
    state = memory.stats().encryption
    return Check("encryption", True, f"at rest: {state}")


def _key(memory: Any) -> list[Check]:
    """The key of an encrypted store: warned about while its only known copy is in the data root."""
    from .keys import COPY_IT, LOST_WITHOUT_IT, state

    if not memory.store.codec.sealed:
        return []
    key = state(memory)
    if not key.in_root:
        return [Check("key backup", True, f"from {key.source}, kept outside the data root")]
    if key.confirmed is not None:
        when, how = key.confirmed.get("confirmed_at", "?"), key.confirmed.get("how", "?")
        return [Check("key backup", True, f"{key.source}: a copy elsewhere was confirmed on {when} ({how})")]
    return [
        Check(
            "key backup",
            False,
            f"{key.source} is the only known copy of the key: without it {', '.join(LOST_WITHOUT_IT)} cannot be read",
            COPY_IT,
        )
    ]


def _egress(memory: Any) -> Check:
    from .egress import destinations, summary

    return Check("text sent to", True, summary(destinations(memory.config, memory.secrets)))


def _services(memory: Any) -> list[Check]:
    """One tiny request to each remote service text is sent to, short timeout."""
    from .digest import endpoint
    from .egress import destinations
    from .embeddings import registry
    from .http import post_json

    checks = []
    for item in destinations(memory.config, memory.secrets):
        if item.purpose == "embeddings":
            try:
                registry.build(item.service, memory.config, memory.secrets).embed_query("ping")
            except AgentMemoryError as exc:
                checks.append(Check(f"{item.service} embeddings", False, exc.message, exc.hint or ""))
            else:
                checks.append(Check(f"{item.service} embeddings", True, "answered"))
        elif item.purpose == "digest":
            target = endpoint(memory.config.digest, memory.secrets)
            if target is None:  # a digest destination is this endpoint: not reached
                continue
            payload = {"model": target.model, "messages": [{"role": "user", "content": "ping"}], "max_tokens": 1}
            try:
                post_json(target.url, payload, key=target.key, timeout=PROBE_TIMEOUT, service=f"{target.provider} chat")
            except AgentMemoryError as exc:
                checks.append(Check("digest model", False, exc.message, exc.hint or ""))
            else:
                checks.append(Check("digest model", True, f"{target.model} answered"))
    return checks


def _agent_servers(home: Path) -> list[Check]:
    """Each agent's entry for our MCP server: the Python it names runs what the server imports."""
    from .setup_agents import configured_servers, interpreter_of, server_problem

    checks = []
    for agent, path, entry in configured_servers(home):
        name = f"{agent} MCP server"
        python = interpreter_of(entry)
        if python is None:
            command = entry.get("command", "")
            checks.append(Check(name, True, f"{path} runs {command!r}, not a Python doctor can check"))
            continue
        found = entry.get("env")
        env = found if isinstance(found, dict) else {}
        problem = server_problem(python, env={str(k): str(v) for k, v in env.items()})
        if problem is None:
            checks.append(Check(name, True, f"{path}: {python} can start it"))
        else:
            checks.append(Check(name, False, f"{path}: {problem[0]}", problem[1]))
    return checks
