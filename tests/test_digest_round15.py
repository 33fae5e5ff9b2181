"""The fifteenth round of issue 22 item 7: the classes of swallows and misses found on the thirteenth blind set
(tuned on whole as "tune13"), in words of our own, both directions (what each rule must catch, what it must leave
alone)."""

from __future__ import annotations

import re

import pytest

from agent_memory import clause_beside, clause_cuts, clause_others, clause_settings, clause_steps, natural
from agent_memory.config import load_config

from .digest_items import LINEAR, alone, contents, growth

# ---- Chinese: the option turned down is no part of the fact ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        # with the verb the chosen one was said with, no 了 needed
        ("用户: 周末定了去爬山，不去唱歌，预算每人三百。", "定了去爬山", "唱歌"),
        ("用户: 洗衣机定了买滚筒的，不买波轮的。", "买滚筒的", "波轮"),
        # pointed at by its kind
        ("用户: 窗帘定了米白色，不要那种深灰的遮光布。", "窗帘定了米白色", "深灰"),
        # doing it oneself
        ("用户: 我们决定用 Stripe 收款，不自己搭了。", "Stripe 收款", "自己搭"),
        # the one not chosen, said with 没
        ("用户: 婚庆最后选了花田喜事，没选金夫人。", "选了花田喜事", "金夫人"),
    ],
)
def test_an_option_turned_down_is_dropped_from_the_chosen_one(said: str, kept: str, gone: str) -> None:
    items = contents(said)
    assert alone(items, kept, gone)
    assert not any(gone in item for item in items)


@pytest.mark.parametrize(
    ("before", "clause", "turned_down"),
    [
        ("年会去温泉", "不去滑雪", True),
        ("年会去温泉", "不去滑雪，", True),
        ("红烧肉用冰糖炒糖色", "不放老抽", False),  # another thing not done: no 放 before
        ("周末去爬山", "不去太远的地方", False),  # a bound on it, no other option
        ("装修定了原木风", "不要那种灰色的", True),
        ("连接池设二十吧", "三十太多了", True),
        ("连接池设二十吧", "别放太多了", False),  # no value of its own
        ("选了花田喜事", "没选金夫人", True),
        ("选了花田喜事", "没想到这么贵", False),  # no option named
    ],
)
def test_which_clause_turns_another_option_down(before: str, clause: str, turned_down: bool) -> None:
    assert clause_others.other_turned_down(before, clause) is turned_down


# ---- Chinese: a condition of the person, the work the user does, a name in quotes -------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # a condition, then what to mind for it (别, 不要, 记得)
        ("用户: 我肩膀不太好，训练计划别安排卧推。", "我肩膀不太好", "别安排卧推"),
        ("用户: 我们家老大对花生过敏，做点心的时候别放花生酱。", "对花生过敏", "别放花生酱"),
        # an instruction, then the work the user does
        ("用户: 解释的时候别用缩写，我是做行政的，不懂技术。", "别用缩写", "我是做行政的"),
        # a thing and the name it goes by in quotes, after an event
        ("用户: 年会定在一月二十号，场地叫「云间」。", "年会定在一月二十号", "场地叫「云间」"),
    ],
)
def test_a_fact_about_the_person_or_a_name_is_cut_from_its_neighbour(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("用户: 我是色盲。", "个人：我是色盲"),
        ("用户: 我颈椎不太好。", "个人：我颈椎不太好"),
        ("用户: 公司的打印机名字叫「老黄」。", "配置：公司的打印机名字叫「老黄」"),
        ("用户: 我的 gitlab 用户名是 lin-w。", "配置：我的 gitlab 用户名是 lin-w"),
    ],
)
def test_a_condition_or_a_name_alone_is_an_item(said: str, item: str) -> None:
    assert contents(said) == [item]


@pytest.mark.parametrize(
    "said",
    ["用户: 我是说这个方案不行。", "用户: 效果不太好。", "用户: 这个叫「小院」。", "用户: 他叫「阿飞」。"],
)
def test_a_remark_a_state_or_a_pronouns_name_is_no_fact_about_the_person(said: str) -> None:
    items = contents(said)
    assert not any(item.startswith(("个人：", "配置：")) for item in items)


def test_the_work_the_user_does_keeps_what_follows_of_it() -> None:
    assert contents("用户: 我是做设计的，在一家广告公司。") == ["个人：我是做设计的，在一家广告公司"]


def test_a_named_pet_keeps_what_follows_of_it() -> None:
    assert contents("用户: 我家的狗叫「土豆」，两岁，金毛。") == ["配置：我家的狗叫「土豆」，两岁，金毛"]


@pytest.mark.parametrize(
    ("clause", "following", "apart"),
    [
        ("我膝盖不好", "健身计划别安排跑步", True),
        ("我不吃香菜", "推荐菜谱的时候记得换成葱花", True),
        ("我对芒果过敏", "甜点里千万别放", False),  # a bare verb pointing back: more of the condition
        ("十五分钟", "健身计划别安排跑步", False),  # no condition
        ("我膝盖不好", "所以最近没去", False),  # nothing to mind
    ],
)
def test_a_condition_is_no_opening_of_what_to_mind_for_it(clause: str, following: str, apart: bool) -> None:
    assert clause_steps.condition_then_rule(clause, following) is apart


# ---- Chinese: a choice said with 吧 mid-sentence, a topic's rule from now on, a reason with 主要是 ----------------


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("用户: 消息队列换 NATS 吧，Kafka 运维太重。", "换 NATS 吧"),
        ("用户: 发票以后都开电子的，纸质的不要了。", "发票以后都开电子的"),
        ("用户: 面粉以后从老陈那直接进，省一道。", "面粉以后从老陈那直接进"),
    ],
)
def test_a_choice_said_mid_sentence_is_an_item(said: str, item: str) -> None:
    assert any(item in found for found in contents(said))


@pytest.mark.parametrize(
    "said",
    [
        "用户: 这个需求可能先放着吧，等等看。",  # a hedge or a deferral
        "用户: 好吧，我再想想。",
        "用户: 下班以后都去跑步，太累了就走路。",  # after an act: when, not from now on
        "用户: 这些以后都这么排，省事。",  # a pronoun's
    ],
)
def test_a_hedge_a_deferral_or_a_time_after_is_no_choice(said: str) -> None:
    assert not any(item.startswith("决定：") for item in contents(said))


def test_a_reason_with_zhuyaoshi_stays_with_the_choice() -> None:
    assert contents("用户: 最后还是选了 Redis，主要是团队都熟。") == ["决定：最后还是选了 Redis，主要是团队都熟"]


# ---- Chinese: a setting said with Chinese numerals, a rotation, a day off and the rest of the time ----------------


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("用户: 会话缓存设两小时。", "配置：会话缓存设两小时"),
        ("用户: 我们的值班是两周一轮。", "配置：我们的值班是两周一轮"),
        ("用户: 房贷每月二十号扣款。", "配置：房贷每月二十号扣款"),
        ("用户: 面馆周二不营业。", "配置：面馆周二不营业"),
    ],
)
def test_a_chinese_setting_with_chinese_numerals_is_read(said: str, item: str) -> None:
    assert contents(said) == [item]


@pytest.mark.parametrize("said", ["用户: 帮我设一个闹钟。", "用户: 我们三天一换。"])
def test_a_request_or_a_bare_rotation_is_no_setting(said: str) -> None:
    assert not any(item.startswith("配置：") for item in contents(said))


def test_the_rest_of_the_time_after_a_day_off_is_a_fact_of_its_own() -> None:
    items = contents("用户: 钟点工周六休息，剩下的日子早九晚五。")
    assert alone(items, "周六休息", "早九晚五")
    assert alone(items, "早九晚五", "周六休息")


@pytest.mark.parametrize(
    ("before", "clause", "apart"),
    [
        ("钟点工周六休息", "其他时间早九晚五", True),
        ("上午开会", "其他时间自习", False),  # no day off before
        ("钟点工周六休息", "早九晚五", False),  # no rest of the time named
    ],
)
def test_the_rest_of_the_time_needs_a_day_off_before(before: str, clause: str, apart: bool) -> None:
    assert clause_steps.rest_of_the_time(before, clause) is apart


# ---- English: decisions said as people say them ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("User: We went with Hetzner.", "Decision: We went with Hetzner"),
        ("User: Postgres over Mongo for the billing service.", "Decision: Postgres over Mongo for the billing service"),
        ("User: For linting it's Ruff from here on.", "Decision: For linting it's Ruff from here on"),
    ],
)
def test_an_english_choice_said_plainly_is_an_item(said: str, item: str) -> None:
    assert [content.partition(": ")[2] for content in contents(said)] == [item.partition(": ")[2]]


@pytest.mark.parametrize(
    "said",
    [
        "User: We went home early.",  # no name chosen: a past act (stays unread)
        "User: From now on I'll try harder.",  # no "it's X"
        "User: Tea over coffee for me, thanks.",
    ],
)
def test_what_is_no_choice_of_a_product_stays_unread(said: str) -> None:
    assert not any(item.startswith("Decision: ") for item in contents(said))


# ---- English: another value for where it serves, a name in quotes, a day a thing falls on ------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("User: Grafana is on 3000 and its API on 3001.", "Grafana is on 3000", "its API on 3001"),
        ("User: The API listens on 8000 locally and 8443 behind the load balancer.", "8000 locally", "8443 behind"),
        (
            "User: Backups run every 6h on the primary, 24h everywhere else.",
            "every 6h on the primary",
            "24h everywhere",
        ),
        ("User: The tenant is 'acme-prod', region 'eu-west'.", "tenant is 'acme-prod'", "region 'eu-west'"),
    ],
)
def test_another_english_value_is_cut_from_the_one_before(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    "sentence",
    [
        "The app runs on 8080 inside the container.",  # where the one value serves, no other value
        "SSH goes to port 22 via the bastion.",
        "I prefer short titles, like 'Fix login'.",  # an example, no setting
        "The shop is open 9 through 5.",
    ],
)
def test_one_english_value_with_where_it_serves_stays_one_clause(sentence: str) -> None:
    assert natural.clauses(sentence) == [sentence]


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("the deadline for timesheets is the 28th", ("config", "Config: ")),
        ("the choir practice is every other Thursday, 7 to 9", ("config", "Config: ")),
        ("build channel 'nightly'", ("config", "Config: ")),
        ("the kickoff is the 9th and they want reports", None),  # the clause goes on: no day alone
        ("it's 'done'", None),
        ("like 'Add retry'", None),
    ],
)
def test_a_name_in_quotes_or_a_day_is_a_setting(said: str, kind: tuple[str, str] | None) -> None:
    assert clause_settings.kind_of(said) == kind


# ---- English: a condition of the user's and what the assistant is to do about it -------------------------------


def test_a_condition_and_what_to_do_when_the_assistant_acts_are_two_items() -> None:
    items = contents("User: I'm vegan, so when you suggest snacks, assume no dairy.")
    assert alone(items, "I'm vegan", "assume no dairy")
    assert alone(items, "assume no dairy", "I'm vegan")


@pytest.mark.parametrize("said", ["I'm dyslexic", "Allergic to bee stings", "I am hard of hearing"])
def test_more_conditions_of_the_users_are_facts_about_them(said: str) -> None:
    assert clause_settings.kind_of(said) == ("general", "Personal: ")


@pytest.mark.parametrize("said", ["so when you're done, that's it", "so if you want"])
def test_so_with_no_instruction_after_when_opens_no_item(said: str) -> None:
    assert natural.SO_ACTS.match(said) is None


# ---- every new pattern is read in linear time -------------------------------------------------------------------
# One run of 160,000 characters of any of the patterns' pieces costs about what eight runs of 20,000 cost when the
# work is linear, and eight times that when it is quadratic (digest_items.growth).


@pytest.mark.parametrize(
    "unit",
    [
        "不",
        "去",
        "没选",
        "太",
        "我",
        "对",
        "过敏",
        "别",
        "叫",
        "「",
        "以后",
        "吧",
        " ",
        "，",
        ", ",
        "'",
        "a ",
        "9",
        "and its ",
    ],
)
def test_the_new_patterns_read_a_long_run_in_linear_time(unit: str) -> None:
    assert growth(_read_by_the_new_patterns, unit) < LINEAR


def _read_by_the_new_patterns(run: str) -> None:
    clause_others.other_turned_down(run, run)
    clause_steps.condition_then_rule(run, run)
    clause_steps.said_of_self(run)
    clause_steps.works_as(run)
    clause_beside.called(run)
    clause_steps.rest_of_the_time(run, run)
    clause_beside.unread_item(run)
    clause_settings.kind_of(run)
    clause_cuts.SAME_WAY.match(run)
    natural.SO_ACTS.match(run)
    natural.clauses(run[: len(run) // 10])


@pytest.mark.parametrize(
    "unit", ["以后", "以后都", "吧", "吧，", " ", "，", "it's A ", "A over B for ", "we went with "]
)
def test_the_rules_of_choices_preferences_and_settings_read_a_long_run_in_linear_time(unit: str) -> None:
    # (the round's new alternatives of config.yaml's decision, preference and config rules among them)
    patterns = [
        re.compile(rule.pattern, re.IGNORECASE)
        for rule in load_config(None).digest.rules
        if rule.category in ("decision", "preference", "config")
    ]

    def search_all(run: str) -> None:
        for pattern in patterns:
            pattern.search(run)

    assert growth(search_all, unit) < LINEAR
