"""A note edited in Obsidian keeps what its user added when agent-memory writes it again.

The user adds keys of their own to a memory's frontmatter (``aliases``, ``tags``,
``cssclasses``, a ``title`` that is not strict YAML) and a paragraph to its body; every path
that rewrites the note afterwards (verify, supersede, the access a recall recorded written by
``sync``, ``reindex``) keeps those keys after ours, in their order, and the paragraph; our
fields stay exactly the spec's, in its order, with the values the db holds.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agent_memory.model import FIELD_ORDER, parse_markdown, user_lines

TEXT = "the PEREGRINE service deploys every tuesday from the main branch"
THEIRS = (
    "aliases: [Peregrine, Tuesday deploys]",
    "tags:",
    "  - ops",
    "  - deploy",
    "cssclasses:",
    "  - wide-page",
    "title: Deploy: the tuesday notes",
)
PARAGRAPH = "My own paragraph, added in Obsidian."


def _edit_in_obsidian(note: Path) -> None:
    """Keys of the user's own, one before ours and the rest after them, and a paragraph."""
    text = note.read_text("utf-8")
    head, _, body = text[4:].partition("\n---\n")
    ours = head.split("\n")
    edited = ["---", THEIRS[0], *ours, *THEIRS[1:], "---", body.rstrip("\n"), "", PARAGRAPH]
    note.write_text("\n".join(edited) + "\n", "utf-8")


def _keys(note: Path) -> list[str]:
    head = note.read_text("utf-8")[4:].partition("\n---\n")[0]
    return [line.partition(":")[0] for line in head.split("\n") if line[:1] not in ("", " ", "-")]


def _check_note(note: Path, *, verified: bool | None = None) -> dict[str, object]:
    text = note.read_text("utf-8")
    ours = [key for key in _keys(note) if key not in ("aliases", "tags", "cssclasses", "title")]
    spec = [key for key in FIELD_ORDER if key != "redacted"]
    assert ours[: len(spec)] == spec, text  # the spec's fields first, in the spec's order
    assert user_lines(text) == THEIRS, text  # theirs kept whole, in their order, after ours
    assert _keys(note)[-4:] == ["aliases", "tags", "cssclasses", "title"], text
    assert text.rstrip("\n").endswith(PARAGRAPH), text
    fields = parse_markdown(text, where="test").fields
    if verified is not None:
        assert fields["execution_verified"] is verified
    return fields


def _row(root: Path, memory_id: str) -> dict[str, object]:
    with sqlite3.connect(root / "memory.db") as db:
        db.row_factory = sqlite3.Row
        return dict(db.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone())


@pytest.mark.parametrize("write", ["verify", "supersede", "recall-then-sync"])
def test_a_rewrite_keeps_the_users_own_keys_and_text(cli, root: Path, write: str) -> None:
    memory_id = cli("--json", "remember", TEXT).json()["id"]
    note = root / "store" / f"{memory_id}.md"
    before = note.read_text("utf-8")
    _edit_in_obsidian(note)
    if write == "verify":
        done = cli("verify", memory_id)
    elif write == "supersede":
        later = cli("--json", "remember", "lunch is served at noon in the blue room").json()["id"]
        done = cli("supersede", memory_id, "--by", later)
    else:
        for _ in range(2):
            assert memory_id in cli("recall", "PEREGRINE").out
        assert note.read_text("utf-8").count("access_count: 0") == 1  # a recall writes no note
        done = cli("sync")
    assert done.code == 0, done.err
    assert note.read_text("utf-8") != before
    fields = _check_note(note, verified=write == "verify")
    row = _row(root, memory_id)
    assert PARAGRAPH in str(row["content"])  # the hand edit was taken in, not written over
    assert fields["access_count"] == row["access_count"] == (2 if write == "recall-then-sync" else 0)
    assert fields.get("superseded_by") == row["superseded_by"]
    assert (row["superseded_by"] is not None) is (write == "supersede")
    # a second rewrite keeps them as well, and adds no copy of them
    assert cli("verify", memory_id).code == 0
    _check_note(note, verified=True)


def test_a_secret_in_a_key_of_the_users_is_redacted_when_the_note_is_written_again(cli, root: Path) -> None:
    token = "ghp_R8x2Lq0vNw3Zt7Yb1Mc5Hd9Kf4Pj6Gs2Ue8A"
    memory_id = cli("--json", "remember", TEXT).json()["id"]
    note = root / "store" / f"{memory_id}.md"
    _edit_in_obsidian(note)
    note.write_text(note.read_text("utf-8").replace("tags:\n", f"deploy_token: {token}\ntags:\n", 1), "utf-8")
    assert cli("verify", memory_id).code == 0
    text = note.read_text("utf-8")
    assert token not in text and "deploy_token: [" in text
    assert [line for line in user_lines(text) if not line.startswith("deploy_token")] == list(THEIRS)


def test_reindex_restores_every_field_of_a_note_the_user_added_keys_to(cli, root: Path) -> None:
    memory_id = cli("--json", "remember", TEXT).json()["id"]
    note = root / "store" / f"{memory_id}.md"
    assert cli("verify", memory_id).code == 0
    assert memory_id in cli("recall", "PEREGRINE").out
    _edit_in_obsidian(note)
    assert cli("sync").code == 0
    shown = cli("--json", "show", memory_id).json()
    done = cli("reindex")
    assert done.code == 0, done.err
    again = cli("--json", "show", memory_id).json()
    for key in (*FIELD_ORDER, "content"):
        assert again.get(key) == shown.get(key), key
    assert again["execution_verified"] is True and again["access_count"] == 1
    assert PARAGRAPH in again["content"]
    _check_note(note, verified=True)


def test_an_unreadable_key_of_the_users_is_not_a_corrupt_note_but_ours_still_is() -> None:
    from agent_memory.errors import StoreCorruptError

    text = "---\nid: mem_20260817_033106_ab12\ncategory: general\ntitle: Deploy: notes\n---\n\nbody\n"
    fields = parse_markdown(text, where="n.md").fields
    assert fields["title"] == "Deploy: notes" and fields["category"] == "general"
    with pytest.raises(StoreCorruptError, match=r"n\.md: line 3"):
        parse_markdown(text.replace("category: general", "category: a: b"), where="n.md")


def test_a_note_whose_hand_edit_cannot_be_read_is_never_written_over(cli, root: Path) -> None:
    memory_id = cli("--json", "remember", TEXT).json()["id"]
    note = root / "store" / f"{memory_id}.md"
    note.write_text(note.read_text("utf-8").replace("importance: 5", "importance: high: very"), "utf-8")
    broken = note.read_bytes()
    verify = cli("verify", memory_id)
    assert verify.code == 1 and str(note) in verify.err and "line 5" in verify.err, verify.err
    merged = cli("--json", "remember", TEXT + "!")  # its near-duplicate: a memory of its own, the note untouched
    assert merged.code == 0, merged.err
    assert merged.json()["action"] == "created" and merged.json()["id"] != memory_id
    later = cli("remember", "PEREGRINE no longer deploys every tuesday from the main branch, it deploys on friday")
    assert later.code == 0, later.err
    assert f"supersedes {memory_id}" in later.out  # marked in the db; its note left for sync to name
    assert note.read_bytes() == broken
