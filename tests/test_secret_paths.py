"""A planted secret, pushed through every path that writes a memory and every free-text field,
never reaches a byte under the data root: db, WAL, notes, daily backup, prune archive, exports."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.model import MemoryEntry, to_markdown

from .conftest import Run, all_bytes_under

TOKEN = "ghp_R3aLl00kingT0kenAbCdEfGhIjKlMnOpQr12"
PASSWORD = "Zq8mW2vKp9xT"
SECRET = f"{TOKEN} https://deploy:{PASSWORD}@git.example.com/app.git"
SECRET_BYTES = (TOKEN.encode(), PASSWORD.encode())
CONTENT = f"决定：部署仓库用 {SECRET}"
CLI = Callable[..., Run]


def _entry(field: str, memory_id: str = "mem_20260301_101500_ab12") -> dict[str, object]:
    entry = MemoryEntry(
        id=memory_id,
        content=CONTENT if field == "content" else "决定：部署仓库迁到 GitLab",
        category="decision",
        room="decisions",
        importance=7,
        source=SECRET if field == "source" else "handbook",
        created_at="2026-03-01T10:15:00+00:00",
        context=f"Which repository holds {SECRET}?" if field == "context" else None,
    )
    return entry.to_dict()


def _transcript(folder: Path, field: str) -> Path:
    name = f"session-{TOKEN}.jsonl" if field == "source" else "session-abc.jsonl"  # the source names the file
    text = CONTENT if field == "content" else "决定：部署仓库迁到 GitLab"
    lines = [{"type": "user", "sessionId": "abc", "message": {"role": "user", "content": text}}]
    if field == "context":  # the reply keeps the question before it, secret and all
        question = {"role": "assistant", "content": [{"type": "text", "text": f"Which repository holds {SECRET}?"}]}
        lines.insert(0, {"type": "assistant", "sessionId": "abc", "message": question})
    path = folder / name
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), "utf-8")
    return path


def _remember_arg(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    args = (
        ("remember", CONTENT) if field == "content" else ("remember", "决定：部署仓库迁到 GitLab", f"--{field}", SECRET)
    )
    assert cli(*args).code == 0


def _remember_stdin(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    extra = (f"--{field}", SECRET) if field != "content" else ()
    text = CONTENT if field == "content" else "决定：部署仓库迁到 GitLab"
    assert cli("remember", "-", *extra, stdin=text.encode()).code == 0


def _digest(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    if field == "content":
        assert cli("digest", CONTENT, "--apply").code == 0
    elif field == "context":  # an item said in reply keeps the question before it
        conversation = f"assistant: Which repository holds {SECRET}?\nuser: 决定：部署仓库迁到 GitLab"
        assert cli("digest", conversation, "--apply").code == 0
    else:  # only the library takes a digest's source
        with Memory(root) as memory:
            memory.digest("决定：部署仓库迁到 GitLab", apply=True, source=SECRET)


def _sediment(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    assert cli("sediment", str(_transcript(tmp, field)), "--apply").code == 0


def _import_jsonl(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    path = tmp / "in.jsonl"
    path.write_text(json.dumps(_entry(field), ensure_ascii=False) + "\n", "utf-8")
    assert cli("import", str(path)).code == 0


def _import_hermes_lite(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    path = tmp / "index.json"
    path.write_text(json.dumps([_entry(field)], ensure_ascii=False), "utf-8")
    assert cli("import", str(path)).code == 0


def _hermes_lite_root(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "index.json").write_text(json.dumps([_entry(field)], ensure_ascii=False), "utf-8")
    assert cli("stats").code == 0  # opening the root imports it


def _sync_new_note(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    assert cli("stats").code == 0
    entry = MemoryEntry(**{k: v for k, v in _entry(field).items() if k != "redacted"})  # type: ignore[arg-type]
    (root / "store" / "by-hand.md").write_text(to_markdown(entry), "utf-8")
    assert cli("sync").code == 0


def _sync_edited_note(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    made = cli("remember", "决定：部署仓库迁到 GitLab", "--json").json()["id"]
    note = root / "store" / f"{made}.md"
    text = note.read_text("utf-8")
    if field == "content":
        text = text.replace("决定：部署仓库迁到 GitLab", CONTENT)
    elif field == "context":
        text = text.replace("source: null", f"source: null\ncontext: {SECRET}")
    else:
        text = text.replace("source: null", f"source: {SECRET}")
    note.write_text(text, "utf-8")
    assert cli("sync").code == 0


def _restore(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    archive = tmp / "prune_20260301_101500.json"
    archive.write_text(json.dumps({"archived_at": "2026-03-02T00:00:00+00:00", "memories": [_entry(field)]}), "utf-8")
    assert cli("restore", str(archive)).code == 0


def _migrate(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    """A store written before every path redacted (its row planted through the store itself)
    is migrated into the root under test."""
    legacy = tmp / "legacy"
    with Memory(legacy) as old, old._vault.transaction() as store:
        entry = MemoryEntry(**{k: v for k, v in _entry(field).items() if k != "redacted"})  # type: ignore[arg-type]
        from collections import Counter

        store.insert(entry, terms=Counter(entry.content.split()), content_hash="x", path="x.md", updated_at="x")
    run = cli("--root", str(legacy), "migrate", "--to", str(root), use_root=False)
    assert run.code == 0, run.err


def _mcp_remember(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    pytest.importorskip("mcp")
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "agent_memory", "--root", str(root), "mcp"], env=dict(os.environ)
    )

    async def session() -> None:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            arguments = {"text": CONTENT} if field == "content" else {"text": "决定：迁到 GitLab", "context": SECRET}
            await client.call_tool("remember", {**arguments, "category": "decision"})

    anyio.run(session)


def _hook_session_end(cli: CLI, root: Path, tmp: Path, field: str) -> None:
    payload = {"hook_event_name": "SessionEnd", "transcript_path": str(_transcript(tmp, field)), "cwd": str(tmp)}
    assert cli("hook", "session-end", stdin=json.dumps(payload).encode()).code == 0


ALL = ("content", "source", "context")
PATHS = {
    "remember arg": (_remember_arg, ALL),
    "remember stdin": (_remember_stdin, ALL),
    "digest": (_digest, ALL),
    "sediment": (_sediment, ALL),
    "import jsonl": (_import_jsonl, ALL),
    "import hermes-lite": (_import_hermes_lite, ALL),
    "hermes-lite root": (_hermes_lite_root, ALL),
    "sync new note": (_sync_new_note, ALL),
    "sync edited note": (_sync_edited_note, ALL),
    "restore": (_restore, ALL),
    "migrate": (_migrate, ALL),
    "mcp remember": (_mcp_remember, ("content", "context")),
    "hook session-end": (_hook_session_end, ALL),
}
CASES = [(path, field) for path, (_, fields) in PATHS.items() for field in fields]


@pytest.mark.parametrize(("path", "field"), CASES, ids=[f"{p}-{f}" for p, f in CASES])
def test_a_planted_secret_reaches_no_byte_under_the_root(cli: CLI, root: Path, tmp_path: Path, path: str, field: str):
    outside = tmp_path / "outside"
    outside.mkdir()
    PATHS[path][0](cli, root, outside, field)
    later = datetime(2099, 1, 1, tzinfo=UTC)
    with Memory(root) as memory:
        assert memory.store.count() >= 1
        stored = [e for e in memory.store.iter_entries() if "[已脱敏:" in (getattr(e, field) or "")]
        assert stored, f"the {field} of no memory was redacted"
        assert all(e.redacted for e in stored)  # and labelled
        memory.remember("a second write of the day: the daily backup is taken")
        memory.export_jsonl(root / "exported.jsonl")
        memory.export_hermes_lite(root / "exported")
    with Memory(root, clock=lambda: later) as memory:
        assert memory.prune().archive  # every memory archived
    leaks = [str(p) for p, data in all_bytes_under(root) if any(secret in data for secret in SECRET_BYTES)]
    assert not leaks
