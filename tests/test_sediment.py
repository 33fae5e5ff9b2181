"""sediment: session logs of three agents (sample files written here) digested into memories."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import NotFoundError
from agent_memory.sessions import read

from .conftest import BOUND, distinct_text

NOISE = ["思考链不要记", "THINKING-NOISE", "TOOL-CALL-NOISE", "TOOL-OUTPUT-NOISE", "ENV-CONTEXT-NOISE"]


def jsonl(path: Path, records: list[object], *, extra: list[str] = ()) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(r, ensure_ascii=False) for r in records] + list(extra)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


def dsh_records() -> list[object]:
    return [
        {
            "type": "user/message",
            "seq": 1,
            "time": 1786932396089,
            "data": {"content": [{"type": "text", "text": "数据库选哪个？"}]},
        },
        {
            "type": "assistant/message",
            "seq": 2,
            "time": 1786932396189,
            "data": {
                "message": {
                    "role": "assistant",
                    "content": [
                        {"type": "reasoning", "text": "决定：思考链不要记"},
                        {"type": "text", "text": "我们决定：主数据库用 PostgreSQL 16。"},
                    ],
                }
            },
        },
        {
            "type": "tool/call",
            "seq": 3,
            "time": 1,
            "data": {"name": "bash", "arguments": '{"command": "决定：TOOL-CALL-NOISE"}'},
        },
        {
            "type": "tool/result",
            "seq": 4,
            "time": 2,
            "data": {
                "message": {
                    "source": {"kind": "tool"},
                    "content": [
                        {
                            "type": "tool-result",
                            "toolCallId": "t1",
                            "content": [{"type": "text", "text": "决定：TOOL-OUTPUT-NOISE"}],
                        }
                    ],
                }
            },
        },
        {
            "type": "user/message",
            "seq": 5,
            "time": 3,
            "data": {"content": [{"type": "text", "text": "I prefer short functions."}]},
        },
    ]


def claude_records() -> list[object]:
    base = {"sessionId": "5f0c", "cwd": "/work/app", "version": "2.0.0"}
    return [
        {"type": "summary", "summary": "Database choice", "leafUuid": "u0"},
        {
            **base,
            "type": "user",
            "isMeta": True,
            "message": {"role": "user", "content": "<command-name>/clear</command-name>"},
        },
        {
            **base,
            "type": "user",
            "uuid": "u1",
            "message": {"role": "user", "content": "We decided to use Redis for the cache."},
        },
        {
            **base,
            "type": "assistant",
            "uuid": "u2",
            "message": {
                "role": "assistant",
                "model": "claude-sonnet-4-5",
                "content": [
                    {"type": "thinking", "thinking": "Decision: THINKING-NOISE", "signature": "x"},
                    {"type": "text", "text": "配置：Redis 端口 6380"},
                    {
                        "type": "tool_use",
                        "id": "toolu_1",
                        "name": "Bash",
                        "input": {"command": "echo 决定：TOOL-CALL-NOISE"},
                    },
                ],
            },
        },
        {
            **base,
            "type": "user",
            "uuid": "u3",
            "message": {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "决定：TOOL-OUTPUT-NOISE"}],
            },
        },
    ]


def codex_records() -> list[object]:
    return [
        {"timestamp": "2026-12-03T10:00:00Z", "type": "session_meta", "payload": {"id": "abc", "cwd": "/work/app"}},
        {
            "timestamp": "2026-12-03T10:00:01Z",
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "<environment_context>决定：ENV-CONTEXT-NOISE</environment_context>"}
                ],
            },
        },
        {
            "timestamp": "2026-12-03T10:00:02Z",
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": "项目：Atlas 迁移到 Go"}],
            },
        },
        {
            "timestamp": "2026-12-03T10:00:03Z",
            "type": "response_item",
            "payload": {"type": "reasoning", "summary": [{"type": "summary_text", "text": "决定：THINKING-NOISE"}]},
        },
        {
            "timestamp": "2026-12-03T10:00:04Z",
            "type": "response_item",
            "payload": {
                "type": "function_call",
                "name": "shell",
                "arguments": '{"command": ["决定：TOOL-CALL-NOISE"]}',
            },
        },
        {
            "timestamp": "2026-12-03T10:00:05Z",
            "type": "response_item",
            "payload": {"type": "function_call_output", "call_id": "c1", "output": "决定：TOOL-OUTPUT-NOISE"},
        },
        {"timestamp": "2026-12-03T10:00:06Z", "type": "event_msg", "payload": {"type": "token_count"}},
        {
            "timestamp": "2026-12-03T10:00:07Z",
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "Decision: ship on Friday"}],
            },
        },
    ]


CASES = {
    "dsh": (dsh_records, ["决定：主数据库用 PostgreSQL 16", "Preference: short functions"]),
    "claude-code": (claude_records, ["Decision: use Redis for the cache", "配置：Redis 端口 6380"]),
    "codex": (codex_records, ["项目：Atlas 迁移到 Go", "Decision: ship on Friday"]),
}


@pytest.mark.parametrize("form", CASES)
def test_each_format_keeps_only_what_was_said(memory: Memory, tmp_path: Path, form: str) -> None:
    records, expected = CASES[form]
    path = jsonl(tmp_path / f"{form}.jsonl", records())
    transcript = read(path)
    assert transcript.format == form and transcript.malformed == 0
    assert not [noise for noise in NOISE if noise in transcript.text]
    assert all(line.startswith(("用户: ", "助手: ")) for line in transcript.text.splitlines())
    (report,) = memory.sediment([path], apply=True)
    assert [item.content for item in report.digest.items] == expected
    assert {e.content for e in memory.store.iter_entries()} == set(expected)


def test_the_dsh_conversation_reads_as_the_spec_says(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "s.jsonl", dsh_records())
    assert (
        read(path).text
        == "用户: 数据库选哪个？\n助手: 我们决定：主数据库用 PostgreSQL 16。\n用户: I prefer short functions."
    )


def test_malformed_lines_are_skipped_and_counted(memory: Memory, tmp_path: Path) -> None:
    path = jsonl(tmp_path / "s.jsonl", dsh_records(), extra=["not json at all", "[1, 2]", '{"type": "user/mess'])
    (report,) = memory.sediment([path])
    assert report.malformed == 3 and report.digest is not None and len(report.digest.items) == 2
    assert report.digest.applied == () and memory.store.count() == 0  # a preview


def test_a_rerun_adds_nothing_and_new_lines_are_read_alone(memory: Memory, tmp_path: Path) -> None:
    path = jsonl(tmp_path / "s.jsonl", dsh_records())
    first = memory.sediment([path], apply=True)[0]
    assert len(first.digest.applied) == 2
    again = memory.sediment([path], apply=True)[0]
    assert again.digest is None and again.start == again.lines == 5 and memory.store.count() == 2
    with path.open("a", encoding="utf-8") as handle:
        handle.write(
            json.dumps(
                {"type": "user/message", "data": {"content": [{"type": "text", "text": "决定：日志保留 30 天"}]}}
            )
            + "\n"
        )
    third = memory.sediment([path], apply=True)[0]
    assert third.start == 5 and [i.content for i in third.digest.items] == ["决定：日志保留 30 天"]
    assert memory.store.count() == 3


def test_a_preview_records_nothing(memory: Memory, tmp_path: Path) -> None:
    path = jsonl(tmp_path / "s.jsonl", dsh_records())
    memory.sediment([path])
    assert memory.sediment([path])[0].start == 0


def zst(path: Path) -> Path:
    zstandard = pytest.importorskip("zstandard")
    target = path.with_name(path.name + ".zst")
    target.write_bytes(zstandard.ZstdCompressor().compress(path.read_bytes()))
    path.unlink()
    return target


BLOCK_ZSTANDARD = (
    "import sys\n"
    "class Block:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name == 'zstandard' or name.startswith('zstandard.'):\n"
    "            raise ImportError('blocked for the test')\n"
    "sys.meta_path.insert(0, Block())\n"
    "from agent_memory.cli import main\n"
    "sys.exit(main())\n"
)


def test_zst_sessions_with_zstandard_then_the_zstd_tool_then_neither(
    memory: Memory, root: Path, tmp_path: Path
) -> None:
    path = zst(jsonl(tmp_path / "s.jsonl", codex_records()))
    (report,) = memory.sediment([path])
    assert report.format == "codex" and [i.content for i in report.digest.items] == CASES["codex"][1]

    def blocked(env_path: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PATH": env_path}
        argv = [sys.executable, "-c", BLOCK_ZSTANDARD, "sediment", str(path), "--root", str(root), "--json"]
        return subprocess.run(argv, capture_output=True, text=True, env=env, timeout=BOUND)

    if shutil.which("zstd"):
        tool = blocked(os.environ.get("PATH", ""))
        assert tool.returncode == 0, tool.stderr
        assert [i["content"] for i in json.loads(tool.stdout)[0]["digest"]["items"]] == CASES["codex"][1]
    neither = blocked(str(tmp_path / "empty-bin"))
    said = neither.stdout + neither.stderr  # with --json the error is JSON on stdout
    assert neither.returncode == 2 and "neither zstandard nor the zstd tool" in said and "pip install" in said
    assert "Traceback" not in said


def test_latest_finds_the_newest_session_in_the_configured_folders(memory: Memory) -> None:
    home = Path(os.environ["HOME"])
    with pytest.raises(NotFoundError, match="no session file"):
        memory.sediment(latest=True)
    older = jsonl(home / ".claude" / "projects" / "-work-app" / "5f0c.jsonl", claude_records())
    newer = jsonl(
        home / ".codex" / "sessions" / "2026" / "12" / "03" / "rollout-2026-12-03T10-00-00-abc.jsonl", codex_records()
    )
    past = time.time() - 3600
    os.utime(older, (past, past))
    (report,) = memory.sediment(latest=True)
    assert report.path == str(newer) and report.format == "codex"


def test_the_cli_and_the_module_entry(cli, root: Path, tmp_path: Path) -> None:
    path = jsonl(tmp_path / "s.jsonl", dsh_records(), extra=["garbage"])
    preview = cli("sediment", str(path))
    assert preview.code == 0 and "1 malformed line skipped" in preview.out and "preview only" in preview.out
    module = subprocess.run(
        [sys.executable, "-m", "agent_memory.sediment", str(path), "--apply", "--root", str(root), "--json"],
        capture_output=True,
        text=True,
        timeout=BOUND,
    )
    assert module.returncode == 0, module.stderr
    assert len(json.loads(module.stdout)[0]["digest"]["applied"]) == 2
    again = cli("sediment", str(path), "--apply")
    assert again.code == 0 and "nothing new to digest" in again.out  # nothing to do is no failure
    assert cli("sediment").code == 2
    missing = cli("sediment", str(tmp_path / "none.jsonl"))
    assert missing.code == 2 and "no such session file" in missing.err
    assert cli("sediment", str(path), "--dry-run", "--apply").code == 2


def test_a_quiet_latest_run_exits_0_as_cron_needs(cli) -> None:
    home = Path(os.environ["HOME"])
    session = jsonl(home / ".claude" / "projects" / "-work-app" / "5f0c.jsonl", claude_records())
    first = cli("sediment", "--latest", "--apply", "--json")
    assert first.code == 0 and len(json.loads(first.out)[0]["digest"]["applied"]) == 2
    quiet = cli("sediment", "--latest", "--apply", "--json")  # nothing written since
    assert quiet.code == 0 and json.loads(quiet.out)[0]["digest"] is None
    with session.open("a", encoding="utf-8") as log:  # new turns, none worth remembering
        turn = {
            "sessionId": "5f0c",
            "type": "user",
            "uuid": "u9",
            "message": {"role": "user", "content": "thanks, bye"},
        }
        log.write(json.dumps(turn) + "\n")
    chatter = cli("sediment", "--latest", "--apply", "--json")
    assert chatter.code == 0, chatter.err
    (report,) = json.loads(chatter.out)
    assert report["turns"] == 1 and report["digest"]["items"] == []
    assert cli("stats", "--json").json()["total"] == 2  # only the first run added anything


def _decision(i: int) -> str:
    return "决定：" + distinct_text(i, 8).split(": ", 1)[1]  # no two of them near-duplicates


def _decisions_log(path: Path, count: int) -> Path:
    """A Claude Code session with ``count`` decisions, each after a line of chatter."""
    records: list[object] = []
    for i in range(count):
        chatter = f"the build {i} failed because of a missing dependency, we retried and it worked " * 3
        said = {"role": "assistant", "content": [{"type": "text", "text": chatter}]}
        records.append({"type": "assistant", "message": said})
        records.append({"type": "user", "message": {"role": "user", "content": _decision(i)}})
    return jsonl(path, records)


def _decisions(memory: Memory) -> set[str]:
    return {e.content for e in memory.store.iter_entries() if e.content.startswith("决定")}


def test_sediment_with_max_leaves_the_rest_for_the_next_run(memory: Memory, tmp_path: Path) -> None:
    path = _decisions_log(tmp_path / "long.jsonl", 30)
    runs = []
    for _ in range(12):
        (report,) = memory.sediment([path], apply=True, max_items=4)
        runs.append(0 if report.digest is None else len(report.digest.applied))
        if not runs[-1]:
            break
    assert runs == [4, 4, 4, 4, 4, 4, 4, 2, 0]  # each run takes up where the last one stopped
    assert _decisions(memory) == {_decision(i) for i in range(30)}
    assert memory.store.count() == 30  # nothing twice
    (last,) = memory.sediment([path], apply=True, max_items=4)
    assert last.digest is None and last.start == last.lines == 60


def test_session_end_digests_a_long_session_over_its_runs(cli, root: Path, tmp_path: Path) -> None:
    path = _decisions_log(tmp_path / "abc.jsonl", 45)  # more than the 20 items one session-end keeps
    payload = json.dumps({"hook_event_name": "SessionEnd", "transcript_path": str(path)}).encode()
    for _ in range(3):
        assert cli("hook", "session-end", stdin=payload).code == 0
    with Memory(root) as memory:
        assert len(_decisions(memory)) == 45 and memory.store.count() == 45
