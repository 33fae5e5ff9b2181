"""The ninth round of issue 22 item 7: the classes of swallows and misses found on the seventh blind
set (tuned on whole as "tune7"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not)."""

from __future__ import annotations

import pytest

from agent_memory import clause_links, natural
from agent_memory.natural import clauses

from .digest_items import alone, contents

# ---- Chinese: the clauses under a heading that ends at a colon are items of their own ----------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("用户: 机房的规矩：外人不许进机柜间，离开时门禁卡交回前台。", "外人不许进机柜间", "离开时门禁卡交回前台"),
        ("用户: 备份的规矩：每天凌晨三点跑，保留三十天。", "每天凌晨三点跑", "保留三十天"),
        ("用户: 请假流程改了：三天以内组长批，三天以上要总监签。", "三天以内组长批", "三天以上要总监签"),
    ],
)
def test_clauses_under_a_heading_are_items_of_their_own(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # a reason stays with the item under the heading it explains
        ("用户: 机房的规矩：外人不许进机柜间，因为上个月丢过东西。", "因为上个月丢过东西"),
        # a list after a colon is one thing named ("、")
        ("用户: 我们组负责两个系统：订单、库存。", "订单、库存"),
    ],
)
def test_without_a_heading_a_rider_or_a_list_stays_with_its_fact(said: str, whole: str) -> None:
    items = contents(said)
    assert len(items) == 1 and whole in items[0]


# ---- Chinese: the value that held before, said in numerals or as a day, is dropped -------------------


@pytest.mark.parametrize(
    ("said", "fact", "before"),
    [
        ("用户: 停车费涨到十五了，以前十二。", "停车费涨到十五了", "以前十二"),
        ("用户: 例会挪到周四上午九点了，原来的周二上午老撞上客户电话。", "例会挪到周四上午九点了", "原来的周二"),
    ],
)
def test_the_value_before_in_numerals_or_a_day_is_dropped(said: str, fact: str, before: str) -> None:
    assert alone(contents(said), fact, before)


@pytest.mark.parametrize(
    ("said", "rider"),
    [
        ("用户: 停车费涨到十五了，以前的月卡还能用。", "以前的月卡还能用"),  # not a value before: more of the fact
        ("用户: 例会挪到周四上午九点了，原来那个会议室太小。", "原来那个会议室太小"),
    ],
)
def test_what_is_said_of_the_old_thing_is_no_value_before(said: str, rider: str) -> None:
    assert any(rider in item for item in contents(said))


# ---- Chinese: a topic of its own left as it was is a fact of its own ---------------------------------


def test_a_topic_left_as_it_was_is_a_fact_of_its_own() -> None:
    items = contents("用户: 早餐涨到八块了，午餐照旧。")
    assert alone(items, "早餐涨到八块了", "午餐照旧") and alone(items, "午餐照旧", "早餐涨到八块了")


def test_the_rest_left_as_it_was_is_no_topic_of_its_own() -> None:
    assert not any(
        item.endswith("其他不变") and "早餐" not in item for item in contents("用户: 早餐涨到八块了，其他不变。")
    )


# ---- Chinese: a duration said with 个 ("两个小时", "一个半小时") is a number ---------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("用户: 团课周六上午十点，每节一个半小时。", "团课周六上午十点", "每节一个半小时"),
        ("用户: 夜跑每周二晚上八点，一次两个小时。", "夜跑每周二晚上八点", "一次两个小时"),
    ],
)
def test_a_duration_with_its_measure_word_is_a_value_of_its_own(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second) and alone(items, second, first)


# ---- Chinese: another value of the same setting turned down is dropped -------------------------------


def test_another_value_turned_down_is_dropped() -> None:
    assert alone(contents("用户: 请求超时设成五秒，别再设六十秒了。"), "请求超时设成五秒", "六十秒")


def test_a_rider_naming_no_value_stays() -> None:
    assert any("别再设太长了" in item for item in contents("用户: 请求超时设成五秒，别再设太长了。"))


# ---- English: where a clause starts -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "second"),
    [
        # another value named with what it is of, its verb left out
        ("The pool heater runs at 28 degrees, chlorine around 1.5.", "chlorine around 1.5."),
        ("Standup is daily at 9:15, retro on Fridays at 4.", "retro on Fridays at 4."),
        ("Parking is free, 2 hours max, meeting point at Eastgate.", "meeting point at Eastgate."),
        # someone of the user's doing something
        ("I am collecting the keys, my sister drops them off at the agent.", "my sister drops them off at the agent."),
        # another instruction without an article
        ("Target Go 1.22 and use table tests.", "and use table tests."),
        # a short instruction with when it holds
        ("Dogs on leads only, no ball games after sunset.", "no ball games after sunset."),
    ],
)
def test_an_english_clause_of_its_own_starts_there(said: str, second: str) -> None:
    assert clauses(said)[-1] == second


@pytest.mark.parametrize(
    "said",
    [
        "The quiz night is at the Crown, Friday at 8.",  # a day and its time: when the same thing is
        "The quiz night is at the Crown, back at 11.",  # when it ends
        "The fair is on the green, Saturday at Eastgate.",  # when and where the same thing is
        "I am collecting the keys, my sister says hi.",  # a remark
        "Pick one and use that.",
        "Dogs on leads only, no exceptions.",
    ],
)
def test_an_english_rider_stays_with_its_clause(said: str) -> None:
    assert clauses(said) == [said]


def test_an_elliptic_value_is_an_item_of_its_own() -> None:
    items = contents("User: The pool heater runs at 28 degrees, chlorine around 1.5.")
    assert alone(items, "runs at 28 degrees", "chlorine") and alone(items, "chlorine around 1.5", "28 degrees")


# ---- what held before or elsewhere is dropped: an aside on another option, the value moved from ------


@pytest.mark.parametrize(
    ("said", "fact", "dropped"),
    [
        (
            "User: The piano lessons are £30 a week now (my neighbour pays £25 at the other one, but whatever).",
            "£30 a week",
            "£25",
        ),
        ("User: The choir rehearsal moved to 7:30 from 8.", "moved to 7:30", "from 8"),
    ],
)
def test_another_option_aside_or_the_value_moved_from_is_dropped(said: str, fact: str, dropped: str) -> None:
    assert alone(contents(said), fact, dropped)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("User: The piano lessons are £30 a week now (that includes the books).", "(that includes the books)"),
        ("User: Quiet hours start at 22:00 from 1 May.", "from 1 May"),  # since when, not the value before
    ],
)
def test_a_detail_or_since_when_stays(said: str, kept: str) -> None:
    assert any(kept in item for item in contents(said))


# ---- Chinese: a round figure with 多 ("一千三百多") is a number ---------------------------------------


def test_a_round_figure_after_a_done_thing_is_a_value_of_its_own() -> None:
    items = contents("用户: 车险上周五续好了，花了两千四百多。")
    assert alone(items, "车险上周五续好了", "两千四百多") and alone(items, "花了两千四百多", "车险")


def test_duo_as_a_word_is_no_number() -> None:
    assert len(contents("用户: 车险上周五续好了，多亏了小李。")) == 1


# ---- Chinese: who takes a duty ("小赵负责拍照") is a decision and a fact of its own -----------------------


def test_each_duty_taken_is_an_item_of_its_own() -> None:
    items = contents("用户: 下周的团建我负责订餐，老周负责租车。")
    assert alone(items, "我负责订餐", "老周") and alone(items, "老周负责租车", "订餐")


def test_a_duty_without_its_own_subject_stays_with_who_takes_it() -> None:
    assert contents("用户: 小林下周入职，负责测试。") == ["事件：小林下周入职，负责测试"]


# ---- Chinese: the other option named by its kind ("别折腾海外的了") is dropped --------------------------


def test_the_other_option_named_by_its_kind_is_dropped() -> None:
    assert alone(contents("用户: 那就订城东的民宿，别考虑市中心的了。"), "订城东的民宿", "市中心")


def test_a_reminder_is_no_option_turned_down() -> None:
    assert any("别忘了带证件" in item for item in contents("用户: 那就订城东的民宿，别忘了带证件。"))


# ---- a comma inside a number ("$1,850") cuts nothing ----------------------------------------------


@pytest.mark.parametrize(
    ("said", "pieces"),
    [
        ("The fee is $2,400 per seat until June.", 1),
        ("预算 1,200 元，人数 30。", 2),
        ("The cap is 12, 40 for travel.", 1),  # no thousands: the rules before decide
    ],
)
def test_a_comma_between_thousands_is_no_clause_boundary(said: str, pieces: int) -> None:
    assert len(clauses(said)) == pieces
    assert not any(piece.strip().startswith(("400", "200")) for piece in clauses(said))


# ---- Chinese: a value kept within a bound ("控制在…之间", "不超过百分之六十") is a setting --------------


def test_a_value_kept_within_bounds_is_a_setting_of_its_own() -> None:
    items = contents("用户: 机房温度要控制在二十到二十四度之间，湿度不超过百分之五十。")
    assert alone(items, "控制在二十到二十四度之间", "湿度") and alone(items, "湿度不超过百分之五十", "温度")


@pytest.mark.parametrize(
    ("said", "number"), [("空调调到二十六度", True), ("湿度百分之四十", True), ("这次度假选了三亚", False)]
)
def test_degrees_and_a_percentage_in_numerals_are_numbers(said: str, number: bool) -> None:
    assert (clause_links._NUMBER.search(said) is not None) is number


# ---- English: a rate of its own, and a name given, are settings ----------------------------------------


def test_a_rate_after_a_schedule_is_a_clause_of_its_own() -> None:
    assert clauses("He works evenings, 5 to 9, at £14 an hour.")[-1] == "at £14 an hour."
    assert alone(contents("User: He works evenings, 5 to 9, at £14 an hour."), "at £14 an hour", "evenings")


def test_a_price_inside_a_clause_is_no_rate_of_its_own() -> None:
    assert clauses("We booked the hall at £200 a night for the reunion.") == [
        "We booked the hall at £200 a night for the reunion."
    ]


@pytest.mark.parametrize(
    "said", ["User: The guest network is called Harbour-5G.", "User: The staging bucket is named qa_assets."]
)
def test_a_name_given_is_a_setting(said: str) -> None:
    assert len(contents(said)) == 1 and contents(said)[0].startswith("Config: ")


def test_being_called_to_do_something_is_no_name() -> None:
    assert not any(
        item.startswith("Config: ") for item in contents("User: The plumber is called straight away for leaks.")
    )


# ---- Chinese: a heading that names rules ("…的规矩：", "…就这么定：") opens a decision, each clause one ----


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("用户: 借书的规矩：一次最多借三本，逾期一天罚五毛。", "一次最多借三本", "逾期一天罚五毛"),
        ("用户: 健身计划就这么定：周一练胸，周三练腿。", "周一练胸", "周三练腿"),
    ],
)
def test_a_rules_heading_opens_one_decision_a_clause(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert all(item.startswith("决定：") for item in items)
    assert alone(items, first, second) and alone(items, second, first)


def test_a_request_to_note_rules_is_no_heading() -> None:
    assert contents("用户: 帮我记一下这几个约定：") == []


# ---- Chinese: "再说" before what is said next ("先说结论，再说原因") is no deferral ----------------------


@pytest.mark.parametrize(("said", "deferred"), [("以后再说", True), ("等他回来再说吧", True), ("再说原因", False)])
def test_zaishuo_defers_only_at_its_clauses_end(said: str, deferred: bool) -> None:
    assert natural.idle(said) is deferred


def test_an_order_of_saying_things_is_one_preference() -> None:
    assert any("先说结论，再说原因" in item for item in contents("用户: 以后写邮件，先说结论，再说原因。"))


# ---- English: a setting whose subject holds a possessive ("the food bank's Saturday shift is 9 to 1") ----


@pytest.mark.parametrize(
    "said", ["User: The library's Sunday hours are 10 to 4 now.", "User: Our landlord's agent fee is 8 percent."]
)
def test_a_setting_with_a_possessive_subject_is_read(said: str) -> None:
    assert [item.split(": ", 1)[0] for item in contents(said)] == ["Config"]


def test_a_possessive_without_a_value_is_no_setting() -> None:
    assert contents("User: The library's Sunday hours are short.") == []
