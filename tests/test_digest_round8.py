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


# ---- a Chinese rule of its own, said with its modal or its condition -------------------------------


def test_a_rule_said_with_its_modal_is_an_item_of_its_own() -> None:
    items = contents("用户: 会议室定了三楼那间，也别订太大的，投影只能用 HDMI。")
    assert alone(items, "会议室定了三楼那间", "太大", "HDMI")
    assert alone(items, "也别订太大的", "三楼", "HDMI")
    assert alone(items, "投影只能用 HDMI", "三楼", "太大")


def test_what_happens_once_a_condition_holds_is_an_item_of_its_own() -> None:
    items = contents("用户: 打印纸每周补一次，用完就找前台领。")
    assert alone(items, "打印纸每周补一次", "前台")
    assert alone(items, "用完就找前台领", "每周补一次")


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("用户: 测试用 pytest，不要 unittest。", "测试用 pytest"),  # the option turned down is no rule
        ("用户: 前端统一用 Vue，不要 React。", "前端统一用 Vue"),
        ("用户: 测试统一用 pytest，这样就够了。", "测试统一用 pytest，这样就够了"),  # a remark, no condition
    ],
)
def test_an_option_turned_down_or_a_remark_is_no_rule_of_its_own(text: str, whole: str) -> None:
    items = contents(text)
    assert any(whole in item for item in items)
    assert not any(item.endswith(("不要 unittest", "不要 React", "这样就够了")) and whole not in item for item in items)
