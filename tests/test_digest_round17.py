"""The seventeenth round of issue 22 item 7: the classes of misses found on the fifteenth blind set (tuned on whole
as "tune15"), in words of our own, both directions (what each rule must catch, what it must leave alone)."""

from __future__ import annotations

import pytest

from agent_memory import clause_links, clause_steps, natural

from .digest_items import LINEAR, alone, contents, growth

# ---- Chinese: how the assistant is to do a thing each time is a preference, not a request -------------------------


@pytest.mark.parametrize(
    ("said", "phrases"),
    [
        # when the assistant does it, the scope alone in its clause
        ("用户: 你给我推荐电影的时候，别推恐怖片，我胆小。", ("你给我推荐电影的时候", "别推恐怖片")),
        # from now on, the scope alone
        ("用户: 以后给我写 Python 脚本，开头都加上 shebang。", ("以后给我写 Python 脚本", "开头都加上 shebang")),
        # each time
        ("用户: 每次帮我改简历，先列出改了哪几处。", ("每次帮我改简历", "先列出改了哪几处")),
        # the scope and what to do in one clause
        ("用户: 你写邮件的时候语气正式一点。", ("你写邮件的时候语气正式一点",)),
        ("用户: 以后帮我写 commit message 都用英文。", ("commit message 都用英文",)),
    ],
)
def test_what_the_assistant_is_to_do_each_time_is_a_preference(said: str, phrases: tuple[str, ...]) -> None:
    items = [item for item in contents(said) if item.startswith("偏好：")]
    assert any(all(phrase in item for phrase in phrases) for item in items), items


@pytest.mark.parametrize(
    "said",
    [
        "用户: 帮我写个请假条，明天请一天。",  # a request made once
        "用户: 你帮我看看这段代码的时候顺便查下性能。",  # this once, "这段"
        "用户: 给我妈打电话的时候她在睡觉。",  # someone else's call
    ],
)
def test_a_request_made_once_is_no_preference(said: str) -> None:
    assert not any(item.startswith("偏好：") for item in contents(said))


def test_the_next_instruction_after_then_is_one_of_its_own() -> None:
    items = contents("用户: 以后帮我写周报的时候别超过五条，然后每条带上链接。")
    assert alone(items, "别超过五条", "每条带上链接")
    assert alone(items, "每条带上链接", "别超过五条")


def test_one_more_of_conventions_listed_side_by_side_is_an_item_of_its_own() -> None:
    items = contents("用户: 以后给我写 Go 都用 tab 缩进，包名小写，别用 panic。")
    assert alone(items, "包名小写", "别用 panic")
    assert alone(items, "别用 panic", "包名小写")


def test_what_the_user_likes_after_how_the_assistant_is_to_do_a_thing_is_apart() -> None:
    items = contents("用户: 给我推荐电影的时候别推恐怖片，我喜欢喜剧。")
    assert alone(items, "别推恐怖片", "喜剧")
    assert alone(items, "喜剧", "别推恐怖片")


# ---- Chinese: an illness or condition the user has is a fact of its own --------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact", "rest"),
    [
        ("用户: 我有恐高症，旅行别安排玻璃栈道。", "我有恐高症", "别安排玻璃栈道"),
        ("用户: 我有痛风，推荐菜的时候海鲜和动物内脏都别给我。", "我有痛风", "海鲜和动物内脏都别给我"),
        ("用户: 我得了糖尿病，甜点就不用推荐了。", "我得了糖尿病", "甜点"),
    ],
)
def test_an_illness_the_user_has_is_a_fact_of_its_own(said: str, fact: str, rest: str) -> None:
    items = contents(said)
    assert any(item == f"个人：{fact}" for item in items), items
    assert not any(fact in item and rest in item for item in items)


@pytest.mark.parametrize("said", ["用户: 我有个病人明天复诊。", "用户: 我有点症状，明天去医院。"])
def test_what_the_user_has_that_is_no_illness_is_no_personal_fact(said: str) -> None:
    assert not any(item.startswith("个人：") for item in contents(said))


# ---- English: what the user does, before "so" and what the assistant is to do for it -----------------------------


@pytest.mark.parametrize(
    ("said", "fact", "rest"),
    [
        (
            "User: I coach netball on Wednesday nights, so no calls after 6 on Wednesdays.",
            "I coach netball",
            "no calls",
        ),
        (
            "User: I'm working nights at the depot this week, so don't book anything before noon.",
            "working nights",
            "noon",
        ),
    ],
)
def test_what_the_user_does_before_so_and_an_instruction_is_a_fact_of_its_own(said: str, fact: str, rest: str) -> None:
    items = contents(said)
    assert alone(items, fact, rest), items
    assert alone(items, rest, fact), items


@pytest.mark.parametrize(
    "said",
    ["User: I think the venue is fine, so don't worry about it.", "User: I want a quiet week, so cancel the 1:1."],
)
def test_what_the_user_thinks_or_wants_before_so_is_no_fact_of_its_own(said: str) -> None:
    assert not any(item.startswith("Personal: ") for item in contents(said))


# ---- every new pattern is read in linear time -------------------------------------------------------------------
# One run of 160,000 characters of any of the patterns' pieces costs about what eight runs of 20,000 cost when the
# work is linear, and eight times that when it is quadratic (digest_items.growth).


@pytest.mark.parametrize(
    "unit", ["你", "给我", "以后给我写", "的时候", "这个", "我有", "症", " ", "，", "a", "i ", "i'm also ", "然后"]
)
def test_the_new_patterns_read_a_long_run_in_linear_time(unit: str) -> None:
    assert growth(_read_by_the_new_patterns, unit) < LINEAR


def _read_by_the_new_patterns(run: str) -> None:
    natural.WHEN_ASKED.match(run)
    natural.OWN_DOING.match(run)
    clause_steps.said_of_self(run)
    natural.idle(run)
    clause_links.next_instruction(clause_links.Open(None, "preference", "偏好：", [run]), run)
