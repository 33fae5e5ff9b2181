"""The twelfth round of issue 22 item 7: the classes of swallows found on the tenth blind set (tuned on
whole as "tune10"), in words of our own, both directions (cut where a new fact starts, kept whole where
it does not; a non-fact not proposed)."""

from __future__ import annotations

import pytest

from agent_memory import natural

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
        # who takes it on, after when it is
        ("用户: 孩子的期末汇报演出在周五下午三点，我去，他爸在外地。", "周五下午三点", "我去，他爸在外地"),
        # an exception to a rule, of a topic of its own
        ("用户: 我们店的退换规则是十五天内可换，但打折商品不退。", "十五天内可换", "打折商品不退"),
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
        # who takes it on stays with a choice that says no time
        ("用户: 新房的窗帘选了遮光的，我来装。", ("选了遮光的", "我来装")),
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


def test_the_kind_not_wanted_after_the_one_wanted_is_dropped() -> None:
    items = contents("用户: 婚宴的桌布定了，颜色要米白的，不要大红的。")
    assert any("颜色要米白的" in item for item in items)
    assert not any("大红" in item for item in items)


def test_a_bound_after_the_kind_wanted_stays_with_it() -> None:
    # "不要太咸" is how it is wanted, no kind turned down
    assert any(
        "鸡要白切的，不要太咸" in item for item in contents("用户: 年夜饭的菜单定了八个菜，鸡要白切的，不要太咸。")
    )


@pytest.mark.parametrize(
    ("said", "remark"),
    [
        ("用户: 那家店的面挺好吃的，但不太方便停车。", "不太方便停车"),
        ("用户: 哈哈，有急事的时候谁都找不到他。", "有急事"),
    ],
)
def test_a_remark_is_not_proposed_as_a_fact(said: str, remark: str) -> None:
    assert not any(remark in item for item in contents(said))


# ---- English: ", and I'd rather …" and another name on its own port ---------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        (
            "User: I like short commit messages, and I'd rather merge than rebase.",
            "I like short commit messages",
            "I'd rather merge than rebase",
        ),
        ("User: Grafana runs on 3000 and Prometheus on 9090.", "Grafana runs on 3000", "Prometheus on 9090"),
        ("User: The API listens on 8080 and Redis at 6379.", "The API listens on 8080", "Redis at 6379"),
    ],
)
def test_a_second_preference_or_port_starts_a_fact(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    "said",
    [
        "User: The meetup runs between 6 and 9 on Thursdays.",  # "and" inside a range
        "User: We paid Dana and Priya at 5 each.",  # a name and a number that is no port
    ],
)
def test_one_value_is_one_clause(said: str) -> None:
    assert natural.clauses(said) == [said]


@pytest.mark.parametrize(
    ("said", "fact", "task"),
    [
        ("User: My sister lives in Leeds, she's the one who handles Mum's appointments.", "lives in Leeds", "handles"),
        ("User: My partner's name is Ravi, he's the one walking the dog on weekdays.", "name is Ravi", "walking"),
    ],
)
def test_whose_task_it_is_is_no_part_of_the_fact_before(said: str, fact: str, task: str) -> None:
    assert alone(contents(said), fact, task)


def test_what_a_person_said_stays_with_the_fact() -> None:
    said = "User: The plumber is booked for Friday at 9, he said it takes two hours."
    assert any("he said it takes two hours" in item for item in contents(said))


def test_pointing_at_someone_is_not_proposed() -> None:
    assert contents("User: Ask Ben, he's the one who knows.") == []


def test_a_question_about_ports_is_not_proposed() -> None:
    assert contents("User: which was it again, Grafana on 3000 and Prometheus on 9090?") == []
