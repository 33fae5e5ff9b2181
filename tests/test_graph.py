"""The memory graph (spec 3 Phase 4): extraction, incremental upkeep == rebuild, exports, CLI."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.text import extract_entities

STOP = frozenset({"the", "we", "decided"})


def test_extraction_follows_the_spec_rules() -> None:
    found = extract_entities("The team decided: PostgreSQL 16.2 on K8s, not MySQL v8.0", STOP)
    assert found == {"PostgreSQL": "name", "16.2": "version", "K8s": "product", "MySQL": "name", "v8.0": "version"}
    found = extract_entities('我们采用《通义千问2.5》和「向量检索」，"混合检索" 跑在 EC2 上', STOP)
    assert found == {"通义千问2.5": "product", "向量检索": "term", "混合检索": "term", "EC2": "product"}
    assert extract_entities("ember-5955 queue runs on port 17734 at host queue48.internal", STOP) == {}
    # the same name gets the same type wherever it is written
    assert extract_entities("《Redis》 and Redis", STOP) == {"Redis": "name"}
    # Chinese has no spaces: a name touching Chinese text is still the name alone
    assert extract_entities("我们决定使用PostgreSQL作为主库", STOP) == {"PostgreSQL": "name"}
    assert extract_entities("部署在K8s上，升级到通义千问2.5。", STOP) == {"K8s": "product", "通义千问2.5": "product"}
    assert extract_entities("部署了3台, 在2024年", STOP) == {}
    assert extract_entities("Python3.11 with v2.1.0-beta", STOP) == {"Python3.11": "product", "v2.1.0": "version"}


def test_the_stop_list_comes_from_config(root: Path) -> None:
    with Memory(root) as memory:
        assert "Tuesday" not in memory.entities("On Tuesday we moved Grafana")
        assert "Grafana" in memory.entities("On Tuesday we moved Grafana")
    config = (root / "config.yaml").read_text("utf-8")
    (root / "config.yaml").write_text(config.replace("stopwords: [", "stopwords: [grafana, "), "utf-8")
    with Memory(root) as memory:
        assert memory.entities("On Tuesday we moved Grafana") == {}


NAMES = ["PostgreSQL", "Redis", "Kafka", "K8s", "EC2", "16.2", "v3.1", "《向量检索》", "通义千问2.5", "Grafana"]
FILLER = ["the", "queue", "runs", "on", "port", "cache", "数据库", "部署", "we", "moved"]


@pytest.mark.parametrize("seed", range(4))
def test_incremental_upkeep_equals_a_rebuild_over_random_histories(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    now = [datetime(2026, 6, 1, tzinfo=UTC)]
    with Memory(tmp_path / f"d{seed}", clock=lambda: now[0]) as memory:
        live: dict[str, str] = {}
        for step in range(60):
            now[0] += timedelta(hours=rng.randint(1, 30))
            roll = rng.random()
            if roll < 0.6 or not live:
                words = rng.sample(NAMES, rng.randint(0, 3)) + rng.choices(FILLER, k=rng.randint(3, 8))
                rng.shuffle(words)
                result = memory.remember(" ".join(words) + f" s{step}x{rng.randint(0, 9999)}")
                live[result.id] = result.entry.content
            elif roll < 0.75:  # a near-duplicate: merged, with a changed text
                memory_id, text = rng.choice(sorted(live.items()))
                result = memory.remember(text + " " + rng.choice(NAMES))
                live[result.id] = result.entry.content
            elif roll < 0.9:
                memory_id = rng.choice(sorted(live))
                memory.forget(memory_id)
                del live[memory_id]
            else:
                memory.prune(as_of=now[0] + timedelta(days=rng.choice([1, 9])))
                live = {m: t for m, t in live.items() if memory.store.exists(m)}
        incremental = memory.store.graph()
        assert incremental, "the history named no entity"
        expected: dict[str, tuple[str, list[str]]] = {}
        for memory_id in sorted(live, key=lambda m: memory.store._doc(m)):
            for name, kind in memory.entities(live[memory_id]).items():
                expected.setdefault(name, (kind, []))[1].append(memory_id)
        assert incremental == dict(sorted(expected.items()))
        memory.graph_rebuild()
        assert memory.store.graph() == incremental


def test_forget_and_prune_take_memories_out_of_the_graph(memory: Memory) -> None:
    kept = memory.remember("Kafka carries the audit events").id
    gone = memory.remember("Kafka retention is 7 days on EC2").id
    memory.forget(gone)
    assert memory.graph_entity("Kafka")[2][0].id == kept and len(memory.graph_entity("Kafka")[2]) == 1
    with pytest.raises(Exception, match="no entity 'EC2'"):
        memory.graph_entity("EC2")


def test_an_entity_no_memory_names_any_more_does_not_hide_another_spelling(memory: Memory) -> None:
    gone = memory.remember("Redis is our cache").id
    kept = memory.remember("REDIS cluster runs on three nodes").id
    memory.forget(gone)
    name, _, entries = memory.graph_entity("Redis")
    assert (name, [e.id for e in entries]) == ("REDIS", [kept])


def test_entity_notes_never_overwrite_each_other(memory: Memory, root: Path) -> None:
    for text in ["《A_B》 first", "《A_B (2)》 second", "《A|B》 third", "Redis here", "REDIS is elsewhere"]:
        memory.remember(text + " " + text)
    memory.graph_export("obsidian")
    notes = [p.read_text("utf-8") for p in (root / "store" / "_entities").glob("*.md")]
    names = sorted(re.search(r'^entity: "(.*)"$', text, re.M).group(1) for text in notes)  # type: ignore[union-attr]
    assert names == sorted(["A_B", "A_B (2)", "A|B", "Redis", "REDIS"])


def test_the_obsidian_export_links_resolve_to_memory_notes(memory: Memory, root: Path) -> None:
    ids = [
        memory.remember(f"PostgreSQL {v} runs the {w} service on K8s").id
        for v, w in [("16.2", "billing"), ("15.1", "auth")]
    ]
    stale = root / "store" / "_entities" / "Gone.md"  # as an export before the manifest wrote it
    stale.parent.mkdir(parents=True)
    stale.write_text('---\nentity: "Gone"\ntype: name\nmemories: 1\n---\n# Gone\n\n- [[mem_20260101_000000_abcd]]\n')
    memory.graph_export("obsidian")
    notes = {p.name: p.read_text("utf-8") for p in (root / "store" / "_entities").glob("*.md")}
    assert set(notes) == {"PostgreSQL.md", "16.2.md", "15.1.md", "K8s.md"}
    for text in notes.values():
        for link in re.findall(r"\[\[([^\]]+)\]\]", text):
            assert (root / "store" / f"{link}.md").is_file()
    assert set(re.findall(r"\[\[([^\]]+)\]\]", notes["PostgreSQL.md"])) == set(ids)
    # the entity notes are not memories
    report = memory.sync()
    assert (report.added, report.errors, memory.store.count()) == ([], [], 2)


def test_cli_graph(cli, root: Path) -> None:
    for text in ["Decided on PostgreSQL 16.2", "PostgreSQL backups go to S3", "Redis is the cache"]:
        assert cli("remember", text).code == 0
    top = cli("graph", "--json", "--top", "2")
    assert top.code == 0 and top.json()[0] == {"entity": "PostgreSQL", "type": "name", "memories": 2}
    assert len(top.json()) == 2
    one = cli("graph", "postgresql", "--json")
    assert one.code == 0 and one.json()["entity"] == "PostgreSQL" and len(one.json()["memories"]) == 2
    missing = cli("graph", "Oracle")
    assert missing.code == 1 and "Oracle" in missing.err
    dot = cli("graph", "--export", "dot")
    assert dot.code == 0 and dot.out.startswith("graph memories {") and '"PostgreSQL" -- "mem_' in dot.out
    rebuilt = cli("graph", "--rebuild", "--json")
    assert rebuilt.code == 0 and rebuilt.json() == {"entities": 4, "links": 5}
    assert cli("graph", "--top", "0").code == 2


def test_a_store_from_before_the_graph_gets_its_entities_on_first_use(memory: Memory, root: Path) -> None:
    memory_id = memory.remember("Grafana dashboards for the billing service").id
    with memory._vault.transaction() as store:
        store._db.execute("DELETE FROM entity_links")
        store._db.execute("DELETE FROM meta WHERE key = 'graph_built'")
    name, kind, entries = memory.graph_entity("Grafana")
    assert (name, kind, [e.id for e in entries]) == ("Grafana", "name", [memory_id])
