"""The graph names what people name (issue 22 item 6): a multi-word product name is one entity,
in English and Chinese text alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.text import ENTITY_RULES, MAX_NAME_WORDS, extract_entities

STOP = frozenset({"the", "we", "on", "tuesday", "and", "to", "use", "with", "over", "for", "in", "is", "a"})

# (sentence, the names it must yield whole); real products, written as people write them
NAMED = [
    ("We deploy with GitHub Actions every night", ["GitHub Actions"]),
    ("The docs site moved to Cloudflare Pages", ["Cloudflare Pages"]),
    ("I prefer Visual Studio Code over Vim", ["Visual Studio Code", "Vim"]),
    ("Logs are shipped to Google Cloud Logging", ["Google Cloud Logging"]),
    ("Alerts go to Microsoft Teams and Slack", ["Microsoft Teams", "Slack"]),
    ("Models are pulled from Hugging Face", ["Hugging Face"]),
    ("Home Assistant runs the lights", ["Home Assistant"]),
    ("Backups go to Amazon Web Services S3", ["Amazon Web Services", "S3"]),
    ("Local dev uses Docker Compose and Postgres", ["Docker Compose", "Postgres"]),
    ("The design lives in Figma, the plan in Google Docs", ["Figma", "Google Docs"]),
    ("我们用 GitHub Actions 做持续集成", ["GitHub Actions"]),
    ("文档站迁到了Cloudflare Pages上", ["Cloudflare Pages"]),
    ("编辑器统一用 Visual Studio Code，插件见仓库", ["Visual Studio Code"]),
    ("模型放在 Hugging Face 上，推理用通义千问2.5", ["Hugging Face", "通义千问2.5"]),
    ("通知发到 Microsoft Teams 和飞书", ["Microsoft Teams"]),
    ("本地开发用Docker Compose启动PostgreSQL 16.2", ["Docker Compose", "PostgreSQL", "16.2"]),
]


@pytest.mark.parametrize(("text", "names"), NAMED, ids=[text[:30] for text, _ in NAMED])
def test_a_multi_word_name_is_one_entity(text: str, names: list[str]) -> None:
    found = extract_entities(text, STOP)
    for name in names:
        assert name in found, (text, found)
        for part in name.split(" ")[1:] if " " in name else []:
            assert part not in found, (text, found)  # not also split into its words


def test_stop_words_split_a_row_and_a_long_row_is_a_title() -> None:
    assert extract_entities("On Tuesday we moved Grafana", STOP) == {"Grafana": "name"}
    title = "Quick Brown Fox Jumps Over Lazy Dogs"  # "over" splits it: 4 words, then 2
    assert extract_entities(title, STOP) == {"Quick Brown Fox Jumps": "name", "Lazy Dogs": "name"}
    long_row = " ".join(["Alpha", "Bravo", "Charlie", "Delta", "Echo"][: MAX_NAME_WORDS + 1])
    assert set(extract_entities(long_row, STOP)) == set(long_row.split(" "))


def test_the_graph_finds_a_multi_word_name_and_re_extracts_under_new_rules(root: Path) -> None:
    with Memory(root) as memory:
        first = memory.remember("We deploy with GitHub Actions every night").id
        second = memory.remember("我们用 GitHub Actions 做持续集成，文档站在 Cloudflare Pages").id
        name, kind, entries = memory.graph_entity("github actions")
        assert (name, kind) == ("GitHub Actions", "name") and {e.id for e in entries} == {first, second}
        assert ("Actions", "name", 2) not in memory.graph_top(20)
        with memory._vault.transaction() as store:  # a graph extracted by older rules
            store.set_meta("graph_rules", "1")
        memory.graph_top(20)
        assert memory.store.meta("graph_rules") == ENTITY_RULES
