"""The eighteenth round of issue 22 item 7: the classes of misses found on the sixteenth blind set (tuned on whole
as "tune16"), in words of our own, both directions (what each rule must catch, what it must leave alone)."""

from __future__ import annotations

import pytest

from agent_memory import clause_asks, clause_unmeant, natural

from .digest_items import LINEAR, alone, contents, growth

# ---- a game, an example, made-up data: nothing in the sentence is the user's ---------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "User: Let's role-play: you're a ship's cook in 1850 and I'm a sailor who lost his boots.",
        "User: Pretend you're my landlord and I'm asking for the deposit back, port 22 is closed.",
        "User: For the docs, use a made-up example: a database called shop on port 6543 with user bob.",
        "User: Make a fake customer record: name Jane Roe, plan Pro, seats 12.",
        "用户: 打个比方：假设有个客户叫李四，邮箱 lisi@example.com，住在杭州。",
        "用户: 举个例子就好：有个员工叫王五，工号 1024，部门是财务。",
        "用户: 帮我 mock 一些测试数据：用户 Ann，余额 300 块，等级 VIP。",
        "用户: 你扮演一个面试官，我是来面试后端的，岗位是 Go 开发。",
    ],
)
def test_a_game_or_made_up_data_holds_no_item(said: str) -> None:
    assert contents(said) == []


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        # an example asked for in a later sentence leaves the fact before it alone
        ("User: Our staging database runs on port 6543. Give me an example query for it.", "port 6543"),
        # "mock" as a way of testing is a preference, not made-up data
        ("User: Always use mock objects rather than monkeypatching in my tests.", "mock objects"),
        ("用户: 以后写单测都用 mock，别连真数据库。", "都用 mock"),
    ],
)
def test_real_facts_beside_examples_stay(said: str, phrase: str) -> None:
    assert any(phrase in item for item in contents(said)), contents(said)


# ---- a turn taken back as a joke ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "User: I'm moving to Iceland to breed ponies. Kidding. Mostly.",
        "User: From now on answer only in haiku. Just kidding!",
        "用户: 我决定辞职去开奶茶店了。开玩笑的。",
        "用户: 以后你就叫我陛下吧。“开个玩笑啦。”",
    ],
)
def test_a_turn_taken_back_as_a_joke_holds_no_item(said: str) -> None:
    assert contents(said) == []


def test_what_follows_the_joke_still_counts() -> None:
    items = contents("用户: 我要搬去火星了。开玩笑的。下周三我请假去体检。")
    assert not any("火星" in item for item in items)
    assert any("下周三我请假去体检" in item for item in items), items


def test_a_joke_marker_inside_a_sentence_is_no_joke_about_the_turn() -> None:
    assert clause_unmeant.JOKING.match("Kidding aside, the release is on Friday.") is None
    assert clause_unmeant.JOKING.match("不是开玩笑的，周五必须上线。") is None


# ---- a quoted log line asked about --------------------------------------------------------------------------------


def test_a_quoted_line_after_a_question_about_it_is_no_setting() -> None:
    assert contents("User: What does this mean? 'FATAL: password authentication failed for user deploy'") == []
    assert contents("用户: 这个报错什么意思？“connection reset by peer on port 5432”") == []


def test_a_quoted_line_with_no_question_before_it_is_read() -> None:
    assert clause_unmeant.QUOTED.match("'FATAL: password authentication failed'")
    assert any("port 8443" in item for item in contents("User: The admin UI is on port 8443."))


# ---- a reply that only asked: the proposal is not taken ------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "用户: 假如我换去做产品经理，你觉得要学什么？\n助手: 可以先学用户调研和原型工具。\n用户: 嗯，只是问问，还没决定。",
        "User: Which cloud would you pick for a side project?\nAssistant: Fly.io is simple to start with.\n"
        "User: OK, just curious, not sure yet.",
    ],
)
def test_an_agreement_that_was_only_asking_takes_no_proposal(said: str) -> None:
    assert contents(said) == []


def test_an_agreement_that_takes_the_proposal_still_does() -> None:
    items = contents("用户: 日志用什么存？\n助手: 建议用 Loki，成本低。\n用户: 行，就这样。")
    assert any("Loki" in item for item in items), items


# ---- what a colleague likes, what the user used to do, a trailing hedge -------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "用户: 我朋友说他只吃全熟的牛排，你说怪不怪。",
        "用户: 我室友说她从来不喝冰水。",
        "User: My coworker says she only reads paper books, which I find odd.",
        "User: I used to work in Leeds, back in the nineties.",
        "User: We used to deploy on Fridays, long ago.",
    ],
)
def test_what_holds_of_someone_else_or_held_once_is_no_item(said: str) -> None:
    assert contents(said) == []


def test_what_the_user_likes_beside_a_friend_s_taste_stays() -> None:
    items = contents("用户: 我只喝绿茶，不加糖。")
    assert any("只喝绿茶" in item for item in items), items
    assert not natural.idle("I'm used to tabs")  # not "used to" of the past


def test_a_trailing_hedge_is_no_item_of_its_own() -> None:
    items = contents("User: Don't suggest anything with mushrooms. I hate them, always have.")
    assert alone(items, "Don't suggest anything with mushrooms")
    assert not any(item.rstrip(".").endswith("always have") and len(item) < 30 for item in items), items


# ---- every new pattern is read in linear time -------------------------------------------------------------------
# One run of 160,000 characters of any of the patterns' pieces costs about what eight runs of 20,000 cost when the
# work is linear, and eight times that when it is quadratic (digest_items.growth).


@pytest.mark.parametrize(
    "unit",
    [
        "'",
        "“",
        "推荐",
        "的时候",
        "代码评审",
        "”",
        " ",
        "，",
        "a",
        "kidding ",
        "同事说",
        "mock ",
        "fake ",
        "i used ",
        "举个",
        "随便",
        "。",
    ],
)
def test_the_new_patterns_read_a_long_run_in_linear_time(unit: str) -> None:
    assert growth(_read_by_the_new_patterns, unit) < LINEAR


def _read_by_the_new_patterns(run: str) -> None:
    clause_unmeant.MAKE_BELIEVE.search(run)
    clause_unmeant.make_believe(run)
    clause_unmeant.JOKING.match(run)
    clause_unmeant.QUOTED.match(run)
    clause_unmeant.UNDECIDED.search(run)
    clause_unmeant.unmeant(run)
    clause_asks.TASK_SCOPE.match(run)
    natural.SO_ACTS.match(run)
    natural.idle(run)


# ---- Chinese: the assistant's task and its scope opening a clause make a preference --------------------------------


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        ("用户: 推荐电影的时候优先纪录片。", "推荐电影的时候优先纪录片"),
        ("用户: 翻译合同的时候术语保持一致。", "翻译合同的时候术语保持一致"),
        ("用户: 周报评审的时候先说风险。", "周报评审的时候先说风险"),
    ],
)
def test_the_assistant_s_task_and_its_scope_make_a_preference(said: str, phrase: str) -> None:
    assert any(item.startswith("偏好：") and phrase in item for item in contents(said)), contents(said)


def test_a_condition_and_the_task_scope_after_it_are_apart() -> None:
    items = contents("用户: 我乳糖不耐受，推荐甜点的时候避开奶制品。")
    assert alone(items, "推荐甜点的时候避开奶制品", "乳糖不耐受")
    assert not any("乳糖不耐受" in item and "推荐甜点" in item for item in items), items


@pytest.mark.parametrize("said", ["用户: 推荐的时候我不在。", "用户: 回答的时候他很紧张。"])
def test_a_task_word_with_no_task_is_no_preference(said: str) -> None:
    assert not any(item.startswith("偏好：") for item in contents(said))
    assert clause_asks.TASK_SCOPE.match("给我妈打电话的时候她在睡觉") is None


# ---- English: how the assistant is to do a task, "when you <task>, <instruction>" ---------------------------------


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        ("User: When you review my Go, flag any goroutine that can leak.", "flag any goroutine"),
        ("User: When you recommend a film, mention how long it runs.", "mention how long it runs"),
        ("User: Whenever you edit my essays, don't touch the quotes.", "don't touch the quotes"),
    ],
)
def test_an_instruction_for_when_the_assistant_does_a_task_is_a_preference(said: str, phrase: str) -> None:
    assert any(item.startswith("Preference: ") and phrase in item for item in contents(said)), contents(said)


@pytest.mark.parametrize(
    "said",
    ["User: When you reviewed my code, did you flag the leak?", "User: When you edit my essay, what do you skip?"],
)
def test_a_question_about_the_assistant_s_task_is_still_a_question(said: str) -> None:
    assert contents(said) == []


# ---- English: what the user is, then "so" what helps them or what the assistant is never to do --------------------


@pytest.mark.parametrize(
    ("said", "fact", "rule"),
    [
        ("User: I'm hard of hearing, so captions on every video really help me.", "hard of hearing", "captions"),
        ("User: I'm a night owl, so please don't book calls before ten.", "night owl", "please don't book calls"),
    ],
)
def test_what_the_user_is_and_what_follows_for_the_assistant_are_apart(said: str, fact: str, rule: str) -> None:
    items = contents(said)
    assert alone(items, fact, rule), items
    assert alone(items, rule, fact), items


@pytest.mark.parametrize(
    "clause", ["so it really helps me.", "so please don't worry about it.", "so that helps me a lot."]
)
def test_a_so_that_points_back_or_reassures_opens_nothing(clause: str) -> None:
    assert natural.SO_ACTS.match(clause) is None


def test_a_maybe_put_off_to_a_later_day_is_no_decision() -> None:
    said = "User: Should I learn Kotlin?\nAssistant: It helps on Android.\nUser: I'll keep to Java and maybe try it one day."
    assert contents(said) == []
    assert not clause_unmeant.unmeant("we ship next year, maybe in March")


def test_to_mind_the_user_s_case_each_time_is_a_standing_preference() -> None:
    items = contents("用户: 我对芒果过敏，推荐水果的时候注意一下。")
    assert any(item.startswith("偏好：") and "推荐水果的时候注意一下" in item for item in items), items
    assert natural.idle("你先看一下。")  # a request made once stays idle
    assert natural.idle("麻烦你整理一下。")
