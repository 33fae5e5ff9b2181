"""The eighth round of issue 22 item 7: the classes of swallows and misses found on the sixth blind
set (tuned on whole as "tune6"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not)."""

from __future__ import annotations

import pytest

from agent_memory import clause_links
from agent_memory.config import load_config
from agent_memory.digest import RuleDigester


def contents(text: str) -> list[str]:
    return [item.content for item in RuleDigester(load_config(None).digest).digest(text)]


def alone(items: list[str], phrase: str, *others: str) -> bool:
    """Some item holds ``phrase`` and none of ``others``."""
    return any(phrase in item and not any(other in item for other in others) for item in items)


# ---- Chinese numerals of two characters or more, and prices, are numbers ---------------------------


@pytest.mark.parametrize(
    "said",
    [
        "每盒装二十四支",
        "一次最多印三百张",
        "仓库留十五天",
        "门票一人八十",
        "停车一小时五块钱",
        "押金两百元",
        "主库一个",
    ],
)
def test_a_chinese_numeral_with_its_measure_is_a_number(said: str) -> None:
    assert clause_links._NUMBER.search(said)


@pytest.mark.parametrize("said", ["这事十分重要", "千万别忘了", "我们一块去", "等两天再说", "两周一次"])
def test_a_word_holding_a_numeral_is_no_number(said: str) -> None:
    assert not clause_links._NUMBER.search(said)


def test_two_settings_in_chinese_numerals_are_two_items() -> None:
    items = contents("用户: 打印店那边定了，名片每盒二十张，一次至少印五十盒。")
    assert alone(items, "名片每盒二十张", "五十盒")
    assert alone(items, "一次至少印五十盒", "二十张")


def test_a_price_after_a_setting_is_an_item() -> None:
    items = contents("用户: 游泳馆的年卡改成每周三次，之后一次三十块。")
    assert alone(items, "每周三次", "三十块")
    assert alone(items, "之后一次三十块", "三次")


def test_a_number_after_a_when_is_an_item_but_a_place_stays_with_it() -> None:
    items = contents("用户: 果园下个月开始摘果，一天最多四百斤。")
    assert alone(items, "下个月开始摘果", "四百斤")
    assert alone(items, "一天最多四百斤", "摘果")
    kept = contents("用户: 读书会定在每周六下午，在三楼的会议室。")
    assert any("每周六下午" in item and "三楼的会议室" in item for item in kept)
