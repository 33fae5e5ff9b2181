"""sediment and digest (issue 5): the wall time to sediment a 5 MB session log with the rule
digester, and the real token figures of one digest through the fake chat server.

    python -m benchmarks.bench_sediment              # 5 MB
    python -m benchmarks.bench_sediment --mb 20

The log is a Claude Code transcript written here: turns of user and assistant text in English
and Chinese (one in twenty holding a decision, a preference or a config), thinking blocks,
tool calls and large tool outputs, as real sessions have. Budget on the 2-core machine: a
5 MB log sedimented (read, parsed, redacted, digested, applied) in <= 5 s.
Token counts are the fake server's (words plus CJK characters), not a real tokenizer's.
Results go to stdout and benchmarks/out/sediment.json.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

from agent_memory import Memory
from agent_memory.digest import system_prompt

from .corpus import memories

OUT = Path(__file__).parent / "out"
ROOT = Path(__file__).resolve().parent.parent


def session_log(path: Path, megabytes: float, seed: int = 3) -> int:
    """A Claude Code transcript of about ``megabytes``; returns its line count."""
    rng = random.Random(seed)
    texts = memories(1_000_000, seed=seed)
    base = {"sessionId": "bench", "cwd": "/work/app", "version": "2.0.0"}
    lines, size, target = [], 0, int(megabytes * 1_000_000)
    n = 0
    while size < target:
        n += 1
        said = next(texts)
        if n % 20 == 0:
            said = rng.choice(["决定：", "Decision: ", "偏好：", "config: "]) + said
        records = [
            {**base, "type": "user", "uuid": f"u{n}", "message": {"role": "user", "content": said}},
            {
                **base,
                "type": "assistant",
                "uuid": f"a{n}",
                "message": {
                    "role": "assistant",
                    "content": [
                        {"type": "thinking", "thinking": next(texts) * 3, "signature": "s"},
                        {"type": "text", "text": next(texts)},
                        {"type": "tool_use", "id": f"t{n}", "name": "Bash", "input": {"command": "ls -la"}},
                    ],
                },
            },
            {
                **base,
                "type": "user",
                "uuid": f"r{n}",
                "message": {
                    "role": "user",
                    "content": [{"type": "tool_result", "tool_use_id": f"t{n}", "content": "x" * 800}],
                },
            },
        ]
        for record in records:
            line = json.dumps(record, ensure_ascii=False)
            lines.append(line)
            size += len(line.encode("utf-8")) + 1
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return len(lines)


def sediment_time(base: Path, megabytes: float) -> dict[str, object]:
    log = base / "session.jsonl"
    count = session_log(log, megabytes)
    os.environ["HERMES_DIGEST"] = "rules"
    try:
        with Memory(base / "data") as memory:
            memory.store.count()
            t0 = time.perf_counter()
            memory.sediment([log])
            preview_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            (report,) = memory.sediment([log], apply=True, max_items=1000)
            apply_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            (again,) = memory.sediment([log], apply=True)
            rerun_s = time.perf_counter() - t0
    finally:
        del os.environ["HERMES_DIGEST"]
    return {
        "log_bytes": log.stat().st_size,
        "lines": count,
        "turns": report.turns,
        "windows": report.digest.windows if report.digest else 0,
        "items_applied": len(report.digest.applied) if report.digest else 0,
        "preview_s": round(preview_s, 2),
        "apply_s": round(apply_s, 2),
        "rerun_s": round(rerun_s, 3),
        "rerun_new": again.digest is not None,
        "within_budget": apply_s <= 5.0 if megabytes <= 5.0 else True,
    }


def token_figures(base: Path) -> dict[str, object]:
    sys.path.insert(0, str(ROOT))
    from tests.fakes.servers import FakeChatServer, count_tokens

    text = (
        "用户: 主数据库的事定了吗？\n助手: 定了，决定：主数据库用 PostgreSQL 16，放弃 MySQL。\n"
        "用户: 测试框架呢？我偏好 pytest，函数保持简短。\n助手: 好的。staging 的端口是 8443，密码是 hunter2。\n"
        "用户: Atlas 项目下周迁移到 Kubernetes，周五发布 v2.1。"
    )
    reply = json.dumps(
        {
            "items": [
                {"content": "决定：主数据库用 PostgreSQL 16，放弃 MySQL", "category": "decision", "importance": 8},
                {"content": "偏好：测试用 pytest，函数保持简短", "category": "preference", "importance": 6},
                {"content": "配置：staging 端口 8443", "category": "config", "importance": 6},
                {"content": "项目：Atlas 下周迁移到 Kubernetes", "category": "project", "importance": 6},
                {"content": "事件：周五发布 v2.1", "category": "event", "importance": 5},
            ]
        },
        ensure_ascii=False,
    )
    with FakeChatServer(api_key="sk-bench-fake-0000", replies=[reply]) as server:
        os.environ["DEEPSEEK_API_KEY"], os.environ["DEEPSEEK_BASE_URL"] = server.api_key, server.root_url
        try:
            with Memory(base / "tokens") as memory:
                report = memory.digest(text)
        finally:
            del os.environ["DEEPSEEK_API_KEY"], os.environ["DEEPSEEK_BASE_URL"]
        sent = server.requests_to("chat/completions")[0].json
    return {
        "digester": report.digester,
        "items": len(report.items),
        "system_prompt_tokens": count_tokens(system_prompt()),
        "input_tokens": count_tokens(sent["messages"][-1]["content"]),
        "usage": report.usage.to_dict(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mb", type=float, default=5.0)
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="am-bench-sediment-"))
    try:
        row = {"sediment": sediment_time(base, args.mb), "digest_tokens": token_figures(base)}
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(json.dumps(row, ensure_ascii=False, indent=1))
    OUT.mkdir(exist_ok=True)
    (OUT / "sediment.json").write_text(json.dumps(row, ensure_ascii=False, indent=1))
    return 0 if row["sediment"]["within_budget"] else 1


if __name__ == "__main__":
    sys.exit(main())
