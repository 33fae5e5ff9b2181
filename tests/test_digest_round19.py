"""The nineteenth round of issue 22 item 7: the classes of misses found on the seventeenth blind set (tuned on whole
as "tune17"), in words of our own, both directions (what each rule must catch, what it must leave alone)."""

from __future__ import annotations

import re

import pytest

from agent_memory import clause_asks, clause_cuts, clause_standing, clause_unmeant, natural
from agent_memory.config import load_config

from .digest_items import LINEAR, alone, contents, growth

# ---- what holds nothing: a deferral, every option turned down, an interjection, today's mood ----------------------


@pytest.mark.parametrize(
    "said",
    [
        "用户: 你觉得我要不要换个城市工作？\n助手: 看你更看重收入还是生活节奏。\n用户: 嗯，我再想想。\n",
        "User: 帮我想个店名。\nAssistant: 要不叫“小满”或者“慢半拍”？\nUser: 都不太好，我们再想想。\n",
        "User: Should we switch the CI to Buildkite?\nAssistant: Maybe, if the queue times hurt.\nUser: Hell no.\n",
        "用户: 今天真累，不想说话。\n",
        "用户: 下午好！今天心情不错。\n",
    ],
)
def test_a_turn_that_keeps_nothing_yields_nothing(said: str) -> None:
    assert contents(said) == []


def test_no_idea_is_no_idea_but_a_fact_beside_it_stays() -> None:
    items = contents("User: The printer in the hall is called 'Bertha'. Who named it? No idea.")
    assert alone(items, "called 'Bertha'")
    assert not any("No idea" in item for item in items), items
    # an idea said as one is still kept
    assert any("a dark mode" in item for item in contents("User: Random idea: a dark mode for the admin panel."))


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        # a value after a thought is kept, and so is a real answer after the thought
        ("用户: 我再想想……算了，就用 Redis 吧。", "Redis"),
        # a good mood is nothing, a day is not: an event on a day stays
        ("用户: 今天下午三点发版，别排会。", "三点发版"),
        # two options turned down, then one taken
        ("用户: Kafka 和 Pulsar 都不太合适，消息队列就用 NATS。", "NATS"),
    ],
)
def test_real_facts_beside_what_holds_nothing_stay(said: str, phrase: str) -> None:
    assert any(phrase in item for item in contents(said)), contents(said)


# ---- made-up data, a template, a question asked for someone else -------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "User: Sample data: user 'Tom Hill', plan Gold, 3 seats. Make twenty of those.",
        "User: Fill in: Hi [FIRST_NAME], your ticket [TICKET_ID] is closed.",
        "用户: 假设顾客叫小明，电话 13800000000，帮我生成一条订单记录。",
        "User: Does Caddy still need a plugin for rate limits? Asking for a friend, we use nginx anyway.",
    ],
)
def test_made_up_data_and_templates_hold_no_item(said: str) -> None:
    assert contents(said) == []


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        ("User: Our test data lives in fixtures/seed.sql, port 5433 for the test db.", "port 5433"),
        ("用户: 假设的情况先不管，数据库端口是 5433。", "5433"),
    ],
)
def test_real_facts_that_look_like_made_up_data_stay(said: str, phrase: str) -> None:
    assert any(phrase in item for item in contents(said)), contents(said)


@pytest.mark.parametrize(
    "sentence",
    ["Commit titles start with [FEAT] or [FIX].", "The sample rate is 48 kHz.", "Ask the user for their data first."],
)
def test_a_tag_in_brackets_or_the_word_data_is_no_make_believe(sentence: str) -> None:
    assert not clause_unmeant.make_believe(sentence)


# ---- an English instruction for every time is a preference ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        ("User: Give me prices with VAT, always.", "Give me prices with VAT, always"),
        ("User: Show me the failing line, never the whole stack trace.", "Show me the failing line, never the whole"),
        ("User: Don't abbreviate units in your answers, give me the full word.", "Don't abbreviate units"),
        ("User: And don't explain what a pointer is.", "don't explain what a pointer is"),
        ("User: Ask me before you book any train over forty pounds.", "Ask me before you book any train"),
    ],
)
def test_an_instruction_for_every_time_is_a_preference(said: str, phrase: str) -> None:
    items = contents(said)
    assert any(phrase in item and item.startswith("Preference: ") for item in items), items


@pytest.mark.parametrize(
    "said",
    [
        "User: Show me the diff for that file.",  # a request made once
        "User: Give me a summary of the thread.",
        "User: Explain what a pointer is.",
        "User: Ask me anything.",
    ],
)
def test_a_request_made_once_is_still_nothing(said: str) -> None:
    assert contents(said) == []
    assert clause_standing.standing(said.removeprefix("User: ")) is None


def test_a_lone_trailing_always_stays_with_its_fact() -> None:
    items = contents("User: Use metric units with me, always.")
    assert alone(items, "Use metric units with me, always")
    assert not any(item.endswith(": always") for item in items), items


def test_a_never_clause_a_rule_reads_apart_stays_apart() -> None:
    # what the rules read already is not made one item with its "never …"
    items = contents("User: Please write times as 14:30 in everything you send me, never 2:30pm.")
    assert alone(items, "write times as 14:30", "never 2:30pm")


# ---- an English clause with a subject of its own after a comma -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        (
            "User: The daily budget is 2,000 kcal, the app says I eat 2,400.",
            "The daily budget is 2,000 kcal",
            "the app says",
        ),
        (
            "User: The backup job runs nightly at 01:00, and it emails Omar when one fails.",
            "at 01:00",
            "it emails Omar",
        ),
        ("User: The API is at api.example.org, staging has no DNS name yet.", "api.example.org", "staging has no"),
        ("User: Dad's mobile is the one ending 0193, the fax's gone.", "ending 0193", "the fax's gone"),
        ("User: The audit starts on 2 June and they want the logs on a USB stick.", "2 June", "they want"),
    ],
)
def test_a_clause_with_a_subject_of_its_own_is_cut(said: str, first: str, second: str) -> None:
    pieces = natural.clauses(said.removeprefix("User: "))
    assert any(first in piece and second not in piece for piece in pieces), pieces
    assert alone(contents(said), first, second)


@pytest.mark.parametrize(
    "sentence",
    [
        "The doctor says rest is enough.",  # one clause: nothing to cut
        "I'll pick up the cake, Mum says thanks.",  # a remark
        "My landlord has no pets rule.",
    ],
)
def test_a_sentence_of_one_clause_is_not_cut(sentence: str) -> None:
    assert len(natural.clauses(sentence)) == 1, natural.clauses(sentence)


# ---- a condition of the body or mind, then what to do about it --------------------------------------------------


@pytest.mark.parametrize(
    ("said", "condition", "rule"),
    [
        ("用户: 我爸血糖有点高，甜点要少放糖。", "我爸血糖有点高", "甜点要少放糖"),
        ("用户: 我有点恐高，安排行程的时候少排缆车。", "我有点恐高", "少排缆车"),
        ("用户: 我老婆血压偏高，煲汤的时候别放太多盐。", "我老婆血压偏高", "煲汤的时候别放太多盐"),
        ("用户: 我是色弱，做表的时候别只用红绿区分。", "我是色弱", "做表的时候别只用红绿"),
    ],
)
def test_a_condition_and_what_follows_from_it_are_apart(said: str, condition: str, rule: str) -> None:
    items = contents(said)
    assert alone(items, condition, rule), items
    assert alone(items, rule, condition), items


@pytest.mark.parametrize(
    ("before", "clause"),
    [
        ("我妈血压正常，", "做菜的时候放很多葱。"),  # no condition before it
        ("我们周五聚餐，", "点菜的时候多点几个素菜。"),
        ("我是色弱，", "看图的时候分不清红绿。"),  # what the condition does then: the same fact
    ],
)
def test_a_when_clause_without_a_condition_is_not_cut_for_it(before: str, clause: str) -> None:
    assert not clause_asks.asked_apart(before, clause)


# ---- what someone else proposes is not the user's ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "not_kept"),
    [
        ("User: Tom 建议我们上 Kubernetes，最后还是用 Nomad。", "Nomad", "Kubernetes"),
        ("User: My flatmate says we should get a cat. We'll buy a hamster instead.", "hamster", "cat"),
        ("用户: 老李提议换 Rust，我们还是用 Go 了。", "用 Go", "Rust"),
    ],
)
def test_what_someone_else_proposes_is_not_kept(said: str, kept: str, not_kept: str) -> None:
    items = contents(said)
    assert not any(not_kept in item for item in items), items
    assert any(kept in item for item in items), items


@pytest.mark.parametrize(
    "clause",
    [
        "我建议用 Go",
        "We should use Go",
        "My GP says I should walk 30 minutes a day",
        "The vet says we should feed her twice",
    ],
)
def test_the_users_own_proposal_or_a_doctors_advice_is_no_one_elses(clause: str) -> None:
    assert not clause_unmeant.unmeant(clause)


# ---- an estimate of how long or how much stays with its fact ----------------------------------------------------


def test_an_estimate_of_how_long_stays_with_its_event() -> None:
    items = contents("用户: 下周六晚上十点数据库迁移，预计三个小时，回滚方案老周负责。")
    assert alone(items, "数据库迁移，预计三个小时", "老周负责"), items


def test_what_is_expected_to_happen_is_no_estimate() -> None:
    assert natural.RIDER.match("预计年底上线") is None
    assert natural.RIDER.match("预计两个小时") is not None


# ---- every new pattern is read in linear time -------------------------------------------------------------------
# One run of 160,000 characters of any of the patterns' pieces costs about what eight runs of 20,000 cost when the
# work is linear, and eight times that when it is quadratic (digest_items.growth).


@pytest.mark.parametrize(
    "unit",
    [
        " ",
        "a ",
        ", ",
        "，",
        "的时候",
        "血压高",
        "少推",
        "再想想",
        "都不",
        "[NAME] ",
        "[A",
        "假设",
        "data: ",
        "asking for a ",
        "use me, ",
        "never ",
        "don't round ",
        "ask me before you ",
        "the app says ",
        "prod has no ",
        "and they want ",
        "x's gone ",
        "god no ",
        "mood ",
        "12 may ",
        "is the 1",
        "turns x on ",
        "tom 建议",
        "预计两",
        "my x says i should ",
        "。",
    ],
)
def test_the_new_patterns_read_a_long_run_in_linear_time(unit: str) -> None:
    assert growth(_read_by_the_new_patterns, unit) < LINEAR


# the rules of digest.rules this round changed: the English event rule, the idea rule, the Chinese personal one
_CHANGED = [
    re.compile(rule.pattern, re.IGNORECASE)
    for rule in load_config(None).digest.rules
    if rule.label in ("Event: ", "Idea: ", "个人：") and rule.pattern.startswith("(?#user)")
]


def _read_by_the_new_patterns(run: str) -> None:
    for pattern in _CHANGED:
        pattern.search(run)
    clause_unmeant.MAKE_BELIEVE.search(run)
    clause_unmeant.make_believe(run)
    clause_unmeant.unmeant(run)
    clause_standing.standing(run)
    clause_asks.asked_apart(run, run)
    clause_cuts.clauses(run)
    natural.RIDER.match(run)
    natural.idle(run)


# ---- a date said day first, a day of the month, a birthday -----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "phrase"),
    [
        ("User: My dissertation hand-in is on 9 May, room B12.", "hand-in is on 9 May"),
        ("User: The school play is the 21st, Ellie plays a sheep.", "The school play is the 21st"),
        ("User: Auntie Jo turns sixty on New Year's Eve.", "Auntie Jo turns sixty"),
        ("User: The open day's the 4th of October.", "the 4th of October"),
    ],
)
def test_a_date_said_day_first_is_an_event(said: str, phrase: str) -> None:
    items = contents(said)
    assert any(phrase in item and item.startswith("Event: ") for item in items), items


@pytest.mark.parametrize(
    "said",
    [
        "User: Is the 21st a Sunday?",  # a question
        "User: What if the demo is on 9 May?",  # a hypothetical
        "User: I have 12 mayflies in the tank.",  # no month
        "User: The cutoff for travel claims is the 18th.",  # a day a cutoff always falls on: a setting
    ],
)
def test_a_day_of_the_month_in_a_question_or_no_date_is_no_event(said: str) -> None:
    assert not any(item.startswith("Event: ") for item in contents(said)), contents(said)
