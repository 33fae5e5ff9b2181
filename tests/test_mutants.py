"""Rules that one-line mutants broke without any other test failing (issue 19, item 8).

- A hit found by vectors alone must reach min_score / 3 in cosine (``fusion.keep``): the
  local backend's own threshold hid the rule, so the tests here lower it.
- A memory whose text changes (a merge, an edited note taken in by sync) loses its vectors
  of every embedder but the local one, which is made again from the new text: a remote
  vector of the old text would otherwise keep finding it by what it no longer says.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.search.fusion import keep
from agent_memory.search.vectors import ACTIVE_KEY

from .conftest import distinct_text

TEXTS = (
    "the release train leaves every second tuesday",
    "the nightly backup of the billing database runs at three",
    "release notes are drafted by the on-call engineer",
    "our trains to the offsite leave from the central station",
    "the database replica lives in the second region",
)
QUERY = "releasing trainees"  # shares no word with any text, only pieces of words


def _config(root: Path, min_score: float) -> None:
    root.mkdir(parents=True, exist_ok=True)
    text = f"retrieval:\n  min_score: {min_score}\nvectors:\n  backends:\n    local:\n      threshold: 0.01\n"
    (root / "config.yaml").write_text(text, "utf-8")


def _recall(root: Path, min_score: float) -> list[tuple[str, float, float | None]]:
    _config(root, min_score)
    with Memory(root) as memory:
        return [(h.entry.id, h.kw_score, h.vec_score) for h in memory.recall(QUERY, top_k=20)]


def test_keep_asks_a_vector_only_hit_for_a_third_of_min_score() -> None:
    assert keep(0.0, 0.3, min_score=0.9) and keep(0.0, 0.31, min_score=0.9)
    assert not keep(0.0, 0.29, min_score=0.9) and not keep(0.0, None, min_score=0.9)
    assert keep(0.01, None, min_score=0.9) and keep(0.01, 0.0, min_score=0.9)  # found by a word: kept


def test_recall_drops_exactly_the_vector_only_hits_under_a_third_of_min_score(root: Path) -> None:
    _config(root, 0.0)
    with Memory(root) as memory:
        for text in TEXTS:
            memory.remember(text)
    everything = _recall(root, 0.0)
    cosines = sorted(vec for _, kw, vec in everything if kw == 0 and vec is not None)
    assert len(cosines) >= 2 and cosines[0] < cosines[-1]  # vector-only hits of different strength
    bar = (cosines[0] + cosines[-1]) / 2  # between the weakest and the strongest
    expected = [memory_id for memory_id, kw, vec in everything if kw > 0 or (vec or 0.0) >= bar]
    kept = [memory_id for memory_id, _, _ in _recall(root, bar * 3)]
    assert kept == expected and 0 < len(kept) < len(everything)


def _missing(memory: Memory) -> dict[int, str]:
    """doc -> searchable text of the memories without a vector of the active remote embedder."""
    identity = memory.store.meta(ACTIVE_KEY)
    assert identity is not None
    return dict(memory.store.missing_vectors(identity, 1000))


def test_a_merge_drops_the_remote_vectors_of_the_old_text(root: Path, use_remote) -> None:
    use_remote("siliconflow")
    with Memory(root) as memory:
        first = memory.remember("The staging server runs Ubuntu 22.04 with 16 GB of RAM")
        memory.remember(distinct_text(1))
        memory.recall("staging server")  # embeds both with the remote backend
        assert _missing(memory) == {}
        merged = memory.remember("The staging server runs Ubuntu 22.04, with 16GB of RAM.")
        assert merged.action == "merged" and merged.entry.id == first.entry.id
        assert list(_missing(memory).values()) == [merged.entry.searchable]


def test_a_note_edited_on_disk_drops_the_remote_vectors_of_the_old_text(root: Path, use_remote) -> None:
    use_remote("siliconflow")
    with Memory(root) as memory:
        target = memory.remember("The staging server runs Ubuntu 22.04 with 16 GB of RAM").entry
        memory.remember(distinct_text(1))
        memory.recall("staging server")
        assert _missing(memory) == {}
        note = root / "store" / f"{target.id}.md"
    note.write_text(note.read_text("utf-8").replace("16 GB of RAM", "a GPU and 64 GB of RAM"), "utf-8")
    with Memory(root) as memory:
        report = memory.sync(yes=True)
        assert report.updated == [target.id]
        assert [text for text in _missing(memory).values()] == [memory.get(target.id).searchable]
        assert "a GPU" in memory.get(target.id).content


def test_the_python_scan_reads_every_vector_up_to_its_limit_and_names_the_fix_past_it(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """mutmut survivors in ``VectorIndex._search_python``: the scan must start at the first
    vector and end at the last, run at exactly the limit, and past it name the install command."""
    from agent_memory.config import default_config_text
    from agent_memory.install import command

    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(default_config_text().replace("python_scan_limit: 20000", "python_scan_limit: 6"))
    monkeypatch.setenv("AGENT_MEMORY_NO_NUMPY", "1")
    with Memory(root) as memory:
        ids = [memory.remember(distinct_text(i)).entry.id for i in range(6)]
        for i in (0, 5):  # the first vector written and the last
            found = memory.vsearch(distinct_text(i).split(": ")[1], top_k=3)
            assert found.notes == [] and found.hits[0].id == ids[i]
        memory.remember(distinct_text(6))
        skipped = memory.vsearch(distinct_text(0).split(": ")[1], top_k=3)
    assert skipped.hits == [] and any(command("fast") in note for note in skipped.notes)


def test_a_hit_shows_its_bm25_score_or_three_times_its_cosine() -> None:
    """mutmut survivors in ``fusion.display_score``: no test looked at the score a hit shows."""
    from agent_memory.search.fusion import display_score

    assert display_score(0.7, 0.5) == 0.7 and display_score(1.5, None) == 1.5
    assert display_score(0.0, 0.2) == pytest.approx(0.6) and display_score(0.0, None) == 0.0


def test_rrf_fusion_uses_the_configured_k() -> None:
    from agent_memory.search.fusion import fuse

    keyword, vector = [("a", 3.0), ("b", 1.0)], [("b", 0.9)]
    fused = dict(fuse(keyword, vector, method="rrf", keyword_weight=0.5, rrf_k=10))
    assert fused == pytest.approx({"a": 1 / 11, "b": 1 / 12 + 1 / 11})


def test_a_lone_chinese_character_is_looked_for_in_the_room_asked_only(memory: Memory) -> None:
    """A mutmut survivor in ``bm25.keyword_rank``: the lone characters' scan ignored the room."""
    from agent_memory.search.bm25 import keyword_rank

    pref = memory.remember("我喜欢猫", category="preference").entry
    decision = memory.remember("决定养猫", category="decision").entry
    assert pref.room != decision.room
    settings = memory.config.retrieval
    everywhere = {h.id for h in keyword_rank(memory.store, "猫", room=None, settings=settings, limit=10)}
    in_room = {h.id for h in keyword_rank(memory.store, "猫", room=pref.room, settings=settings, limit=10)}
    assert everywhere == {pref.id, decision.id} and in_room == {pref.id}
