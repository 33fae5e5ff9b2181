from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from agent_memory import ConfigError, Memory
from agent_memory.config import Secrets, default_config_text, load_config, mask
from agent_memory.miniyaml import YamlSubsetError
from agent_memory.miniyaml import loads as mini_loads

from .conftest import BOUND, files_snapshot

SPEC_RETENTION = {"prefs": 365, "decisions": 730, "configs": 365, "projects": 545, "events": 90}
SPEC_MAPPING = {
    "preference": "prefs",
    "decision": "decisions",
    "config": "configs",
    "project": "projects",
    "event": "events",
    "discussion": "events",
    "idea": "events",
    "general": "events",
}


def test_shipped_config_has_the_spec_values() -> None:
    config = load_config(None)
    assert {name: room.retention_days for name, room in config.rooms.items()} == SPEC_RETENTION
    assert config.category_mapping == SPEC_MAPPING
    r = config.retrieval
    assert (r.default_top_k, r.min_score, r.hot_threshold, r.hot_boost, r.bm25_k1, r.bm25_b, r.rrf_k) == (
        5,
        0.5,
        5,
        1.1,
        1.5,
        0.75,
        60,
    )
    p = config.pruning
    assert (
        p.unverified_retention_days,
        p.low_frequency_days,
        p.low_frequency_threshold,
        p.critical_importance,
        p.default_retention_days,
    ) == (7, 30, 3, 10, 90)
    # the spec's five patterns are replaced by a fuller set (issue 7); their forms are tested in test_redaction
    labels = {rule.label for rule in config.redact_patterns}
    assert {"password", "api_key", "token"} <= labels and not any(rule.pii for rule in config.redact_patterns)
    assert config.encrypt is False
    assert config.memory.duplicate_threshold == 0.85


def test_builtin_reader_reads_the_shipped_file_as_pyyaml_does() -> None:
    text = default_config_text()
    assert mini_loads(text) == yaml.safe_load(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a: 1\nb: -2.5\nc: true\nd: null\ne: 'it''s'\nf: \"x\\ty\"\n",
            {"a": 1, "b": -2.5, "c": True, "d": None, "e": "it's", "f": "x\ty"},
        ),
        ("outer:\n  inner:\n    k: v # comment\n", {"outer": {"inner": {"k": "v"}}}),
        ("items:\n  - one\n  - two\n", {"items": ["one", "two"]}),
        (
            "items:\n- label: a\n  pattern: '(x)'\n- label: b\n  pattern: '(y)'\n",
            {"items": [{"label": "a", "pattern": "(x)"}, {"label": "b", "pattern": "(y)"}]},
        ),
        ("flow: [1, 2, three]\nempty: {}\n", {"flow": [1, 2, "three"], "empty": {}}),
        ("words: [a, 'on', \"no\", yes]\n", {"words": ["a", "on", "no", True]}),
        ("url: http://x.y/z\n", {"url": "http://x.y/z"}),
    ],
)
def test_builtin_reader_agrees_with_pyyaml(text: str, expected: object) -> None:
    assert mini_loads(text) == expected == yaml.safe_load(text)


@pytest.mark.parametrize(
    "text",
    ["a: 1\n  b: 2\n", "a: b: c\n", "a: 'open\n", "a: 1\na: 2\n", "- x\nk: v\n", "\ta: 1\n", "w: ['a, b', c]\n"],
)
def test_builtin_reader_rejects_what_it_cannot_read(text: str) -> None:
    with pytest.raises(YamlSubsetError) as info:
        mini_loads(text)
    assert info.value.line >= 1


def _write_config(root: Path, text: str) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(text, "utf-8")


def test_new_root_gets_the_layout(root: Path) -> None:
    Memory(root).stats()
    assert (root / "config.yaml").read_text("utf-8") == default_config_text()
    assert (root / ".env").stat().st_mode & 0o777 == 0o600
    assert sorted(p.name for p in (root / "rooms").iterdir()) == sorted(f"{r}.md" for r in SPEC_RETENTION)
    assert (root / "store").is_dir() and (root / "backups").is_dir() and (root / "memory.db").is_file()


def test_editing_the_mapping_changes_where_memories_go(root: Path) -> None:
    _write_config(root, default_config_text().replace("  idea: events", "  idea: projects"))
    with Memory(root) as memory:
        assert memory.remember("an idea about caching layers", category="idea").entry.room == "projects"


def test_default_root_honours_xdg(tmp_path: Path) -> None:
    memory = Memory()
    assert memory.layout.root == Path(os.environ["XDG_DATA_HOME"]) / "agent-memory"


@pytest.mark.parametrize(
    ("edit", "names"),
    [
        (lambda t: t.replace("  idea: events", "  idea: ideas"), ["category_mapping.idea", "ideas"]),
        (lambda t: t.replace("hot_threshold: 5", "hot_threshold: many"), ["retrieval.hot_threshold"]),
        (lambda t: t.replace("rooms:", "rooms: [", 1), ["line"]),
        (lambda t: t.replace("  min_score: 0.5", "  min_score: 0.5\n   bad_indent: 1"), ["line"]),
        (
            lambda t: t.replace("((?:ghp|gho|ghu|ghs|ghr)_", "((?:ghp|gho[unclosed"),
            ["security.redact_patterns[4].pattern"],
        ),
        (lambda t: t.replace("      check: luhn", "      check: mod97"), ["security.redact_patterns[", ".check"]),
        (lambda t: t.replace("  redact_pii: false", "  redact_pii: sometimes"), ["security.redact_pii"]),
        # a misspelt key is not ignored while the real one keeps its default
        (
            lambda t: t.replace("  encrypt: false", "  encyrpt: true"),
            ["unknown key 'security.encyrpt'", "did you mean encrypt?"],
        ),
        (
            lambda t: t.replace("  unverified_retention_days: 7", "  unverified_retention_day: 30"),
            ["'pruning.unverified_retention_day'", "did you mean unverified_retention_days?"],
        ),
        (lambda t: t + "nonsense_key: 3\n", ["unknown key 'nonsense_key'"]),
        (lambda t: t.replace("    retention_days: 90\n", "    retention_day: 90\n"), ["'rooms.events.retention_day'"]),
    ],
)
@pytest.mark.parametrize("reader", ["pyyaml", "builtin"])
def test_bad_config_is_a_clear_error_and_writes_nothing(cli, root: Path, edit, names: list[str], reader: str) -> None:
    _write_config(root, edit(default_config_text()))
    before = files_snapshot(root)
    env = {"AGENT_MEMORY_NO_PYYAML": "1"} if reader == "builtin" else {}
    result = cli("remember", "a memory that must not be stored", env=env)
    assert result.code == 2
    assert "Traceback" not in result.err
    assert str(root / "config.yaml") in result.err
    for name in names:
        assert name in result.err
    assert "fix:" in result.err
    assert files_snapshot(root) == before


def test_user_named_tables_take_any_name(root: Path) -> None:
    text = (
        default_config_text()
        .replace("category_mapping:", "  notes: {retention_days: 30, name: Notes}\ncategory_mapping:", 1)
        .replace("  general: events", "  general: events\n  memo: notes")
        .replace("  backends:\n", "  backends:\n    mine: {model_path: /models/m, dimensions: 8, threshold: 0.3}\n", 1)
    )
    _write_config(root, text)
    config = load_config(root / "config.yaml")
    assert (config.rooms["notes"].retention_days, config.category_mapping["memo"]) == (30, "notes")


def test_config_error_is_json_under_json(cli, root: Path) -> None:
    _write_config(root, default_config_text().replace("  idea: events", "  idea: nowhere"))
    result = cli("stats", "--json")
    assert result.code == 2
    error = result.json()["error"]
    assert error["type"] == "ConfigError" and "category_mapping.idea" in error["message"] and error["hint"]


def test_keys_come_from_the_environment_first_then_env_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    env = tmp_path / ".env"
    env.write_text("# comment\nJINA_API_KEY=from-file-123456\nexport SILICONFLOW_API_KEY='quoted-value-9876'\n")
    secrets = Secrets(env)
    assert secrets.get("JINA_API_KEY") == "from-file-123456"
    assert secrets.get("SILICONFLOW_API_KEY") == "quoted-value-9876"
    monkeypatch.setenv("JINA_API_KEY", "from-env-abcdef")
    assert Secrets(env).get("JINA_API_KEY") == "from-env-abcdef"
    assert Secrets(env).get("OPENAI_API_KEY") is None


def test_mask_never_shows_a_key() -> None:
    key = "sk-live-0123456789abcdef"
    shown = mask(key)
    assert key not in shown and "0123456789" not in shown
    assert mask(None) == "missing"
    assert "short12" not in mask("short12")


def test_config_error_type() -> None:
    with pytest.raises(ConfigError):
        load_config_from_text("rooms: {}\n")


def load_config_from_text(text: str):
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "config.yaml"
        path.write_text(text)
        return load_config(path)


def test_the_parsed_config_cache_follows_every_edit(root: Path) -> None:
    for _ in range(2):  # the first open creates the root (and its config.yaml), the second caches it
        with Memory(root) as memory:
            assert memory.remember("an idea about caching layers", category="idea").entry.room == "events"
    assert (root / ".config.cache.json").is_file()
    _write_config(root, default_config_text().replace("  idea: events", "  idea: projects"))
    with Memory(root) as memory:
        assert memory.remember("another idea, on queue sharding", category="idea").entry.room == "projects"


def test_a_cached_config_needs_no_yaml_import(root: Path) -> None:
    Memory(root).close()
    Memory(root).close()
    probe = f"import sys; from agent_memory import Memory; Memory({str(root)!r}).close(); print('yaml' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=BOUND)
    assert proc.stdout.strip() == "False", proc.stderr


def test_a_cached_config_compiles_none_of_its_patterns(root: Path) -> None:
    """The cache is written only for a config whose patterns compiled: reading it again
    compiles none of them (the digest rules were once compiled on every CLI call)."""
    Memory(root).close()
    Memory(root).close()
    rules = load_config(root / "config.yaml").digest.rules
    assert rules
    probe = (
        "import json, re, sys\n"
        "seen = []\n"
        "real = re.compile\n"
        "re.compile = lambda pattern, flags=0: seen.append(pattern) or real(pattern, flags)\n"
        "from agent_memory.config import load_config\n"
        f"load_config(__import__('pathlib').Path({str(root / 'config.yaml')!r}))\n"
        "print(json.dumps([p for p in seen if isinstance(p, str)]))"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=BOUND)
    compiled = set(json.loads(proc.stdout))
    assert not compiled & {rule.pattern for rule in rules}, proc.stderr
