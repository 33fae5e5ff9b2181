"""Every path that writes a memory is held to the same checks (checks.py, by Vault.put)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import InvalidInputError


def _note(root: Path, name: str, fields: str, body: str = "a note written by hand") -> Path:
    path = root / "store" / name
    path.write_text(f"---\n{fields}\n---\n\n{body}\n", "utf-8")
    return path


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ("category: nonsense", "field 'category' is 'nonsense', not a category of"),
        ("category: decision\nroom: attic", "field 'room' is 'attic', not a room of config.yaml"),
        ("importance: 11", "field 'importance' must be a whole number from 1 to 10, not 11"),
    ],
)
def test_a_bad_field_is_refused_alike_from_a_note_an_import_and_remember(
    root: Path, tmp_path: Path, fields: str, message: str
) -> None:
    key, _, value = fields.splitlines()[-1].partition(": ")
    with Memory(root) as memory:
        note = _note(root, "by-hand.md", fields)
        report = memory.sync()
        assert report.errors == [(str(note), report.errors[0][1])] and message in report.errors[0][1]
        item = {
            "id": "mem_20260101_000000_abcd",
            "content": "an imported memory",
            "category": "decision",
            "room": "decisions",
            "importance": 5,
            "execution_verified": False,
            "access_count": 0,
            "last_accessed": None,
            "source": None,
            "created_at": "2026-01-01T00:00:00+00:00",
            key: int(value) if value.isdigit() else value,
        }
        jsonl = tmp_path / "in.jsonl"
        jsonl.write_text(json.dumps(item) + "\n", "utf-8")
        if key == "room":  # rooms differ between data roots: an import takes the category's own
            assert memory.import_file(jsonl).imported == 1
        else:
            with pytest.raises(InvalidInputError, match=f"{jsonl}: line 1: " + message.split(",")[0]):
                memory.import_file(jsonl)
        with pytest.raises(InvalidInputError) as refused:
            if key == "category":
                memory.remember("a remembered text", category=value)
            elif key == "importance":
                memory.remember("a remembered text", importance=int(value))
            else:
                memory.update(memory.remember("a remembered text").entry.id, room=value)
        assert "unknown" in refused.value.message or "importance must be" in refused.value.message
        assert memory.stats().total == (2 if key == "room" else 0)


def test_a_value_the_store_already_holds_is_not_judged_again(memory: Memory) -> None:
    from agent_memory import checks

    held = memory.remember("the billing worker retries webhooks", category="decision").entry.with_(room="attic")
    # a room taken out of config.yaml since: the memory may still change
    assert checks.entry(memory.config, held.with_(importance=9), held=held).importance == 9
    with pytest.raises(InvalidInputError, match="unknown room 'attic'"):
        checks.entry(memory.config, held)  # a new memory is judged whole
    with pytest.raises(InvalidInputError, match=r"x\.md: field 'room' is 'cellar'"):
        checks.entry(memory.config, held.with_(room="cellar"), "x.md", held=held)


def test_the_text_is_cleaned_the_same_way_on_every_path(root: Path, tmp_path: Path) -> None:
    with Memory(root) as memory:
        made = memory.remember("bell\x07 and escape\x1b[31m red\r\nline two").entry
        assert made.content == "bell and escape[31m red\nline two"
        note = _note(root, "hand.md", "category: general", "bell\x07 by hand\r\n")
        memory.sync()
        by_hand = memory.recall("hand", record_access=False)[0].entry
        assert by_hand.content == "bell by hand" and note.exists()
