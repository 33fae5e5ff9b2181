"""The README's Python examples run as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).parent.parent / "README.md"
BLOCKS = re.findall(r"^```python\n(.*?)^```$", README.read_text("utf-8"), flags=re.M | re.S)
EXAMPLE_ROOT = "/tmp/my-agent-memory"  # the first example's data root: a temporary one here


def test_the_readme_has_python_examples() -> None:
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block-{i}" for i in range(len(BLOCKS))])
def test_each_python_example_in_the_readme_runs(block: str, tmp_path: Path) -> None:
    # The default data root is under the test's own HOME (conftest); the names the prose leaves
    # to the reader are given values.
    code = block.replace(f'"{EXAMPLE_ROOT}"', repr(str(tmp_path / "example-root")))
    assert EXAMPLE_ROOT not in code  # nothing written outside the test's folders
    names = {
        "__name__": "readme_example",
        "user_prompt": "which database do we use?",
        "transcript_text": "用户: 数据库定了吗？\n助手: 决定：主数据库用 PostgreSQL 16。\n",
    }
    exec(compile(code, str(README), "exec"), names)
