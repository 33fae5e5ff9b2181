"""The twelfth round of issue 22 item 7: the classes of swallows found on the tenth blind set (tuned on
whole as "tune10"), in words of our own, both directions (cut where a new fact starts, kept whole where
it does not; a non-fact not proposed)."""

from __future__ import annotations

import pytest

from .digest_items import alone, contents

# ---- Chinese: what the user asks for after a fact of theirs is a fact of its own --------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # how to reach the user when something comes up
        ("用户: 我晚上十点以后不回消息，有急事打电话。", "晚上十点以后不回消息", "有急事打电话"),
        # what to remind them of, and when
        ("用户: 我爸对海鲜过敏，点外卖的时候记得提醒我。", "我爸对海鲜过敏", "点外卖的时候记得提醒我"),
        # what is enough, after a dislike
        ("用户: 我不太喜欢太花哨的配色，黑白灰就好。", "不太喜欢太花哨的配色", "黑白灰就好"),
        # what not to do, after what is enough
        ("用户: 以后叫我阿杰就行，别叫杰哥。", "叫我阿杰就行", "别叫杰哥"),
        # something the assistant is told not to do to the user, after a habit
        ("用户: 我喝茶只喝绿茶，不加糖，别推荐奶茶。", "我喝茶只喝绿茶", "别推荐奶茶"),
        # a bound on a topic of its own
        ("用户: 周报统一用宋体小四，段落别太长。", "周报统一用宋体小四", "段落别太长"),
    ],
)
def test_what_the_user_asks_for_after_a_fact_is_a_fact_of_its_own(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # whom to ask while the user is away is part of the absence
        ("用户: 下个月我出差一周，有事找小李。", ("出差一周", "有事找小李")),
        # what is enough after an instruction (not a dislike) stays with it
        ("用户: 回复里别用敬语，怪生分的，直接说就行。", ("别用敬语", "直接说就行")),
    ],
)
def test_what_belongs_to_the_fact_stays_with_it(said: str, whole: tuple[str, ...]) -> None:
    assert any(all(phrase in item for phrase in whole) for item in contents(said))


@pytest.mark.parametrize(
    "said",
    [
        # the old option turned down is no fact of its own
        "用户: 周报都发到钉钉群里，别再发邮件了。",
    ],
)
def test_the_old_option_turned_down_is_not_proposed(said: str) -> None:
    items = contents(said)
    assert not any("别再发邮件" in item and "钉钉" not in item for item in items)


def test_a_remark_on_someone_is_not_proposed() -> None:
    assert contents("用户: 哈哈，有急事的时候谁都找不到他。") == []
