"""The tenth round of issue 22 item 7: the classes of swallows and misses found on the eighth blind
set (tuned on whole as "tune8"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not)."""

from __future__ import annotations

import pytest

from .digest_items import alone, contents

# ---- Chinese: after something done, a topic of its own and its value is a fact of its own -------------


@pytest.mark.parametrize(
    ("said", "done", "valued"),
    [
        ("用户: 楼下的快递柜装好了，柜号是A3-105，取件码发短信。", "楼下的快递柜装好了", "柜号是A3-105"),
        ("用户: 女儿的钢琴考到了十级，汇报演出在下个月的八号。", "女儿的钢琴考到了十级", "汇报演出在下个月的八号"),
        # or as a number straight after the topic
        ("用户: 健身房换成了小区对面那家，月卡二百八十块。", "健身房换成了小区对面那家", "月卡二百八十块"),
        ("用户: 游泳课换成了周末班，学费两千四。", "游泳课换成了周末班", "学费两千四"),
    ],
)
def test_a_topic_and_its_value_after_something_done_is_apart(said: str, done: str, valued: str) -> None:
    items = contents(said)
    assert alone(items, done, valued)
    assert alone(items, valued, done)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # "现在是…" gives the value of what was done, not a topic of its own
        (
            "用户: 预发环境的地址改了，现在是 pre.internal.example.cn:8443",
            "预发环境的地址改了，现在是 pre.internal.example.cn:8443",
        ),
        ("用户: 测试库的端口改了，目前是 5544", "测试库的端口改了，目前是 5544"),
    ],
)
def test_a_time_is_no_topic_of_its_own(said: str, whole: str) -> None:
    assert any(whole in item for item in contents(said))
