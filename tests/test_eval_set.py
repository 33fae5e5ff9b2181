"""The labelled retrieval set is what issue 3 asks for, and its checker catches a wrong label."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.data.check_eval_set import DEFAULT_PATH, load_eval_set


def test_the_shipped_set_is_valid() -> None:
    data = load_eval_set()
    assert len(data["queries"]) >= 300
    assert sum(not q["overlap"] for q in data["queries"]) * 3 >= len(data["queries"])


def test_a_wrong_overlap_label_is_refused(tmp_path: Path) -> None:
    data = json.loads(Path(DEFAULT_PATH).read_text("utf-8"))
    data["queries"][0]["overlap"] = not data["queries"][0]["overlap"]
    broken = tmp_path / "eval.json"
    broken.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    with pytest.raises(ValueError, match="overlap"):
        load_eval_set(broken)
