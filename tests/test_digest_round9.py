"""The ninth round of issue 22 item 7: the classes of swallows and misses found on the seventh blind
set (tuned on whole as "tune7"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not)."""

from __future__ import annotations

import pytest

from agent_memory.config import load_config
from agent_memory.digest import RuleDigester


def contents(text: str) -> list[str]:
    return [item.content for item in RuleDigester(load_config(None).digest).digest(text)]


def alone(items: list[str], phrase: str, *others: str) -> bool:
    """Some item holds ``phrase`` and none of ``others``."""
    return any(phrase in item and not any(other in item for other in others) for item in items)


# ---- Chinese: the clauses under a heading that ends at a colon are items of their own ----------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("用户: 机房的规矩：外人不许进机柜间，离开时门禁卡交回前台。", "外人不许进机柜间", "离开时门禁卡交回前台"),
        ("用户: 备份的规矩：每天凌晨三点跑，保留三十天。", "每天凌晨三点跑", "保留三十天"),
        ("用户: 请假流程改了：三天以内组长批，三天以上要总监签。", "三天以内组长批", "三天以上要总监签"),
    ],
)
def test_clauses_under_a_heading_are_items_of_their_own(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # a reason stays with the item under the heading it explains
        ("用户: 机房的规矩：外人不许进机柜间，因为上个月丢过东西。", "因为上个月丢过东西"),
        # a list after a colon is one thing named ("、")
        ("用户: 我们组负责两个系统：订单、库存。", "订单、库存"),
    ],
)
def test_without_a_heading_a_rider_or_a_list_stays_with_its_fact(said: str, whole: str) -> None:
    items = contents(said)
    assert len(items) == 1 and whole in items[0]
