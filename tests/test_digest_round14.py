"""The fourteenth round of issue 22 item 7: the classes of swallows and misses found on the twelfth blind set
(tuned on whole as "tune12"), in words of our own, both directions (cut where a new fact starts, kept whole
where it does not)."""

from __future__ import annotations

import pytest

from agent_memory import clause_steps

from .digest_items import alone, contents

# ---- Chinese: a fact of its own after a step, a rule or a value ------------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # the next step after a delay, once the first was said with 先
        ("用户: 辅食先加南瓜泥，三天后再加蛋黄。", "先加南瓜泥", "三天后再加蛋黄"),
        ("用户: 新药每天先吃半片，一周后再加到一片。", "先吃半片", "一周后再加到一片"),
        # a topic of its own made uniform
        ("用户: 公众号每周三推送，封面统一蓝底。", "每周三推送", "封面统一蓝底"),
        ("用户: 周报每周五交，字体统一宋体。", "每周五交", "字体统一宋体"),
        # how much of a topic to put in
        ("用户: 饺子今年包了三十斤，盐少放一点，上次太咸了。", "包了三十斤", "盐少放一点"),
        ("用户: 卤肉一次做了二十斤，糖多加点儿。", "做了二十斤", "糖多加点儿"),
        # a topic of its own sent somewhere, after a value
        ("用户: 背单词每天五十个，截图发到班级群，周日老师检查。", "每天五十个", "截图发到班级群"),
        # a short condition, then a topic's rule with its modal
        ("用户: 我家猫三岁，对海鲜过敏，猫粮只能买鸡肉的。", "对海鲜过敏", "猫粮只能买鸡肉的"),
    ],
)
def test_a_chinese_fact_of_its_own_is_cut_from_the_one_before(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # made uniform, but pointing back ("都统一…"): more of the value before
        ("用户: 接口超时设成五秒，都统一处理。", "接口超时设成五秒，都统一处理"),
        # how much, but of no topic of its own
        ("用户: 饺子今年包了三十斤，少放点。", "饺子今年包了三十斤，少放点"),
        # sent somewhere, but no topic of its own: where the value goes
        ("用户: 背单词每天五十个，发到群里。", "背单词每天五十个，发到群里"),
        # a short clause that is no condition before a rule: it opens the rule
        ("用户: 十五分钟，不许超时。", "十五分钟，不许超时"),
    ],
)
def test_what_is_one_chinese_fact_stays_whole(said: str, whole: str) -> None:
    items = contents(said)
    assert len(items) == 1
    assert whole in items[0]


@pytest.mark.parametrize(
    ("before", "clause", "apart"),
    [
        ("辅食先加南瓜泥", "三天后再加蛋黄", True),
        ("辅食加南瓜泥", "三天后再加蛋黄", False),  # no first step said with 先
        ("辅食先加南瓜泥", "三天后加蛋黄", False),  # no next step said with 再
    ],
)
def test_the_next_step_after_a_delay_needs_a_first_step(before: str, clause: str, apart: bool) -> None:
    assert clause_steps.next_step(before, clause) is apart


@pytest.mark.parametrize(
    ("clause", "following", "apart"),
    [
        ("对鸡肉过敏", "狗粮只能买鱼肉的", True),
        ("腰不太好", "训练里不许有硬拉", True),
        ("十五分钟", "狗粮只能买鱼肉的", False),  # no condition
        ("对鸡肉过敏", "只能买鱼肉的", False),  # no topic of its own: what to do about it
    ],
)
def test_a_short_condition_is_no_opening_of_a_rule_of_its_own(clause: str, following: str, apart: bool) -> None:
    assert clause_steps.condition_then_rule(clause, following) is apart


@pytest.mark.parametrize(
    "said",
    ["鱼缸水温保持二十六度", "冰箱冷藏室保持四度", "卧室湿度控制在百分之五十左右"],
)
def test_a_value_kept_at_a_level_is_a_setting(said: str) -> None:
    assert contents(f"用户: {said}。") == [f"配置：{said}"]


@pytest.mark.parametrize(
    "said",
    ["这个保持二十六度", "我保持二十六度", "水温保持不变"],
)
def test_what_points_back_or_names_no_level_is_no_setting_kept(said: str) -> None:
    assert not clause_steps.kept_at_level(said)
