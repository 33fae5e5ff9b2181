"""The fourteenth round of issue 22 item 7: the classes of swallows and misses found on the twelfth blind set
(tuned on whole as "tune12"), in words of our own, both directions (cut where a new fact starts, kept whole
where it does not)."""

from __future__ import annotations

import pytest

from agent_memory import clause_settings, clause_steps, natural

from .digest_items import LINEAR, alone, contents, growth

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
        # where a topic of its own takes place after a topic's date, or where it was settled
        ("用户: 交房日期下个月二十号，验房在售楼处集合。", "下个月二十号", "验房在售楼处集合"),
        ("用户: 女儿期末考试下周三，家长会定在学校礼堂。", "期末考试下周三", "家长会定在学校礼堂"),
        # who someone is in the work, or the day they do their part
        ("用户: 项目叫「青柠」，给幼儿园做绘本的，王老师是顾问，年底前出第一本。", "给幼儿园做绘本的", "王老师是顾问"),
        ("用户: 作业每天二十页，拍照发到班级群，老师周五检查。", "拍照发到班级群", "老师周五检查"),
        # a span given to a topic of its own after a span
        ("用户: 接口鉴权用 OAuth，会话有效期两小时，刷新令牌七天。", "会话有效期两小时", "刷新令牌七天"),
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
        # where, after an event on a date: more of the event
        ("用户: 婚宴约在五月二号，外景在公园。", "婚宴约在五月二号，外景在公园"),
        ("用户: 小李下周一入职，工位在靠窗那排。", "小李下周一入职，工位在靠窗那排"),
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


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        ("用户: 文件名一律小写加中划线，不要空格。", "文件名一律小写加中划线", "空格"),
        ("用户: 日期格式统一用年月日，不要斜杠。", "日期格式统一用年月日", "斜杠"),
    ],
)
def test_a_short_thing_not_wanted_after_a_rule_of_every_case_is_dropped(said: str, kept: str, gone: str) -> None:
    items = contents(said)
    assert alone(items, kept, gone)
    assert not any(gone in item for item in items)


def test_a_short_thing_not_wanted_after_a_plain_choice_stays_an_item() -> None:
    assert not clause_steps.not_wanted_after_rule("文件名用小写", "不要空格")


# ---- a word taken back with a bare 不, the verb said again --------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fixed"),
    [
        ("下周一开始我每天早上七点去游……不，去跑步。", "下周一开始我每天早上七点去跑步。"),
        ("周末带孩子去动物园……不，去科技馆。", "周末带孩子去科技馆。"),
        ("晚饭想吃火锅…不，吃烤鱼吧。", "晚饭想吃烤鱼吧。"),
    ],
)
def test_a_word_taken_back_with_a_bare_no_is_dropped(said: str, fixed: str) -> None:
    assert natural.corrected(said) == fixed


@pytest.mark.parametrize(
    "said",
    ["我想去……不，算了。", "书法……不，我还没想好。", "去动物园……不，不去了。"],
)
def test_a_trailing_off_with_no_verb_said_again_stays(said: str) -> None:
    assert natural.corrected(said) == said


# ---- English: the option turned down, and where a fact of its own starts -------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        # a day of the month turned down, and where it was said
        ("User: The plumber comes on the 9th, not the 19th as the invoice says.", "comes on the 9th", "19th"),
        ("User: The dentist is on the 4th, not the 14th.", "on the 4th", "14th"),
        # the option not preferred in one word, before a dash
        (
            "User: Move the sync job to run every 10 minutes instead of daily — daily is too slow for sales.",
            "run every 10 minutes",
            "instead of daily",
        ),
    ],
)
def test_the_english_option_turned_down_is_dropped(said: str, kept: str, gone: str) -> None:
    assert alone(contents(said), kept, gone)


def test_a_day_of_the_month_turned_down_goes_with_where_it_was_said() -> None:
    assert natural.without_rejected("the plumber comes on the 9th, not the 19th like the email said") == (
        "the plumber comes on the 9th"
    )


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # how many it keeps, after when it runs
        (
            "User: borg backs up /home to the NAS every night at 01:00, keeps 14 daily and 8 weekly.",
            "every night at 01:00",
            "keeps 14 daily",
        ),
        # a switch to throw, after "so"
        (
            "User: We moved to Forgejo last week, mirrors sync hourly, so switch the GitHub webhooks off.",
            "We moved to Forgejo",
            "switch the GitHub webhooks off",
        ),
    ],
)
def test_an_english_fact_of_its_own_is_its_own_item(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


def test_someone_and_what_they_love_is_cut_from_the_date_before() -> None:
    items = contents("User: Our anniversary is 3 June, and Sam loves jazz bars.")
    assert alone(items, "anniversary is 3 June", "jazz")


@pytest.mark.parametrize("said", ["so turn up on Thursday", "so turn it off", "so switch back on Monday"])
def test_turning_up_or_back_is_no_switch_to_throw(said: str) -> None:
    assert natural.SO_ACTS.match(said) is None


# ---- Chinese: where a thing is kept, what happens past the time, what replaces a thing called off ------------


@pytest.mark.parametrize("said", ["老家的房产证放在二姑家保险柜里", "露营的帐篷收在我们家地下室"])
def test_where_a_thing_is_kept_is_an_item_of_its_own(said: str) -> None:
    assert contents(f"用户: {said}。") == [f"个人：{said}"]


@pytest.mark.parametrize("said", ["今年主要精力放在考证上", "我把伞放在门口了", "这个放在门口"])
def test_where_effort_goes_or_the_users_act_is_no_thing_kept(said: str) -> None:
    assert not clause_steps.kept_where(said)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        ("用户: 会员积分必须在十二个月内用完，过期清零。", "十二个月内用完，过期清零"),
        ("用户: 周末的团建取消了，改成发红包。", "团建取消了，改成发红包"),
    ],
)
def test_what_happens_past_the_time_or_instead_is_more_of_the_fact(said: str, whole: str) -> None:
    items = contents(said)
    assert len(items) == 1
    assert whole in items[0]


@pytest.mark.parametrize(
    ("before", "clause", "more"),
    [
        ("积分必须年底前用完", "过期作废", True),
        ("报销单每月二十五号前交", "过了就下个月", False),  # the next month: set 9's writer keeps it apart
        ("春游取消了", "改成发购物卡", True),
        ("团建定在周六", "改成周日", False),  # nothing called off: another value
    ],
)
def test_more_of_the_fact_needs_a_time_past_or_a_thing_called_off(before: str, clause: str, more: bool) -> None:
    assert clause_steps.more_of_it(before, clause) is more


# ---- English: a condition of the user's, what someone likes, another port with its protocol --------------------


def test_a_condition_of_the_users_and_the_instruction_after_it_are_two_items() -> None:
    items = contents("User: I'm coeliac, so leave gluten out of the meal plans.")
    assert alone(items, "I'm coeliac", "gluten")
    assert alone(items, "leave gluten out of the meal plans", "coeliac")


def test_what_someone_named_loves_is_a_preference_of_its_own() -> None:
    items = contents("User: Our anniversary is 3 June, and Sam loves jazz bars.")
    assert alone(items, "Sam loves jazz bars", "June")


def test_another_port_with_its_protocol_is_cut_from_the_one_before() -> None:
    items = contents("User: Redis on the VM listens on 6379 locally, 6380 with TLS for the app servers.")
    assert alone(items, "6379 locally", "6380")
    assert alone(items, "6380 with TLS", "6379")


@pytest.mark.parametrize("said", ["so leave it", "so leave them be", "so leave that for now"])
def test_leaving_a_thing_pointed_back_at_is_no_instruction_of_its_own(said: str) -> None:
    assert natural.SO_ACTS.match(said) is None


@pytest.mark.parametrize("said", ["I'm tired of this", "I'm left of centre", "Jo said it hates"])
def test_what_is_no_condition_nor_a_liking_is_no_fact_kept(said: str) -> None:
    assert clause_settings.kind_of(said) is None


# ---- every new pattern is read in linear time -------------------------------------------------------------------
# One run of 160,000 characters of any of the patterns' pieces costs about what eight runs of 20,000 cost when the
# work is linear, and eight times that when it is quadratic (digest_items.growth).


@pytest.mark.parametrize(
    "unit", ["先", "再", "在", "放在", "统一", "少", "点", " ", "，", "9", "天", "去游……", "不，", "过期"]
)
def test_the_new_patterns_read_a_long_run_in_linear_time(unit: str) -> None:
    assert growth(_read_by_the_new_patterns, unit) < LINEAR


def _read_by_the_new_patterns(run: str) -> None:
    clause_steps.next_step(run, run)
    clause_steps.own_setting(run)
    clause_steps.sent_to(run)
    clause_steps.kept_at_level(run)
    clause_steps.kept_where(run)
    clause_steps.condition_then_rule(run, run)
    clause_steps.where_after_date(run, run)
    clause_steps.who_and_span(run, run)
    clause_steps.not_wanted_after_rule(run, run)
    clause_steps.more_of_it(run, run)
    natural.corrected(run)
    clause_settings.kind_of(run)
