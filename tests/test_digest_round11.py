"""The eleventh round of issue 22 item 7: the classes of swallows and misses found on the ninth blind
set (tuned on whole as "tune9"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not; a non-fact not proposed)."""

from __future__ import annotations

import pytest

from agent_memory import natural

from .digest_items import alone, contents

# ---- English: "and" before a subject of its own and its verb in the present ------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        (
            "User: The printer sits in the hallway at 10.0.0.40, and the scanner folder empties every Friday.",
            "The printer sits in the hallway at 10.0.0.40",
            "the scanner folder empties every Friday",
        ),
        (
            "User: The VPN endpoint is vpn.example.org and the laptop profile routes everything through it.",
            "The VPN endpoint is vpn.example.org",
            "the laptop profile routes everything through it",
        ),
        # a bare plural subject named with what it is, and what it costs
        (
            "User: The cleaning fee is 45 per visit, and weekend visits cost double.",
            "The cleaning fee is 45 per visit",
            "weekend visits cost double",
        ),
    ],
)
def test_and_before_a_subject_of_its_own_in_the_present_starts_a_fact(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    "said",
    [
        # "and" joining two words of one subject, or two things after one verb: no clause starts
        "The Spanish and Italian subtitles go to the freelancer on Mondays.",
        "We use Postgres for the orders and the stock levels.",
        "I bought the soap and the kitchen towels.",
    ],
)
def test_and_inside_one_subject_or_object_cuts_nothing(said: str) -> None:
    assert natural.clauses(said) == [said]


# ---- English: ", so" and an instruction that follows from the fact -----------------------------------


@pytest.mark.parametrize(
    ("said", "fact", "instruction"),
    [
        (
            "User: My son is allergic to peanuts, so flag any recipe that uses them.",
            "My son is allergic to peanuts",
            "flag any recipe that uses them",
        ),
        (
            "User: The demo server is reset every night at 2am, so don't store real data on it.",
            "The demo server is reset every night at 2am",
            "don't store real data on it",
        ),
    ],
)
def test_so_and_an_instruction_is_a_fact_of_its_own(said: str, fact: str, instruction: str) -> None:
    items = contents(said)
    assert alone(items, fact, instruction)
    assert alone(items, instruction, fact)


@pytest.mark.parametrize(
    ("said", "after"),
    [
        # a reassurance, or what was done: no instruction, no item
        ("User: The invoice is large this month, so don't worry about the transfer.", "worry"),
        ("User: It rained all day, so we stayed in.", "stayed in"),
    ],
)
def test_so_and_no_instruction_is_no_fact_of_its_own(said: str, after: str) -> None:
    assert not any(after in item for item in contents(said))


# ---- Chinese: what is said of the options not chosen is no part of the fact ------------------------------


@pytest.mark.parametrize(
    ("said", "fact", "other"),
    [
        ("用户: 沙发定了那套布艺的，真皮那款太难打理了。", "沙发定了那套布艺的", "真皮那款"),
        ("用户: 行，记账软件就用随手记了，挖财太复杂。", "记账软件就用随手记了", "挖财"),
        ("用户: 聚餐定了湖边那家烤鱼，老街那家没位子了。", "聚餐定了湖边那家烤鱼", "老街那家"),
        ("助手: 搬家找哪家公司？\n用户: 还是蚂蚁搬家吧，不要货拉拉了，太贵。", "还是蚂蚁搬家吧", "货拉拉"),
        # an option turned down that is named in Latin letters, whatever the one chosen is named
        ("用户: 周报统一发到飞书群里，别再发 Excel 了。", "周报统一发到飞书群里", "Excel"),
    ],
)
def test_a_fault_found_with_another_option_is_dropped(said: str, fact: str, other: str) -> None:
    items = contents(said)
    assert alone(items, fact, other)
    assert not any(other in item for item in items)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # a remark on the option chosen, or a rider naming no product, stays with the fact
        ("用户: 沙发定了那套布艺的，这款颜色很正。", "沙发定了那套布艺的，这款颜色很正"),
        ("用户: 周报统一发到飞书群里，别再发邮件了。", "周报统一发到飞书群里，别再发邮件了"),
    ],
)
def test_what_is_said_of_the_option_chosen_stays(said: str, whole: str) -> None:
    assert any(whole in item for item in contents(said))


# ---- Chinese: after something done, the next step and when it comes is a fact of its own ------------------


@pytest.mark.parametrize(
    ("said", "done", "step"),
    [
        ("用户: 新房的钥匙拿到了，下个月初装修。", "新房的钥匙拿到了", "下个月初装修"),
        ("用户: 门店的排班改成轮休的了，九点前到岗就行。", "门店的排班改成轮休的了", "九点前到岗就行"),
    ],
)
def test_the_next_step_and_when_it_comes_after_something_done_is_apart(said: str, done: str, step: str) -> None:
    items = contents(said)
    assert alone(items, done, step)
    assert alone(items, step, done)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # when the thing done was done, or a time with no step: more of the same fact
        ("用户: 仓库从城东搬到了城西，上周末搬完的。", "仓库从城东搬到了城西，上周末搬完的"),
        ("用户: 春运的火车票抢到了，二月三号早上八点十分。", "春运的火车票抢到了，二月三号早上八点十分"),
    ],
)
def test_when_the_thing_done_was_done_stays_with_it(said: str, whole: str) -> None:
    assert any(whole in item for item in contents(said))


# ---- Chinese: a discount and hours from one to another are values --------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("用户: 书店的读书会定在每周六，会员八五折。", "书店的读书会定在每周六", "会员八五折"),
        ("用户: 前台改成三班倒，白班七点到三点，中班三点到十一点。", "白班七点到三点", "中班三点到十一点"),
    ],
)
def test_a_discount_or_hours_beside_another_value_are_apart(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


# ---- a value said with the one it is not is a fact, whatever its words ---------------------------------


@pytest.mark.parametrize(
    ("said", "fact", "not_meant"),
    [
        ("用户: 等下，我查了一下，水费是八十六，不是六十八。", "水费是八十六", "六十八"),
        ("用户: 说错了，表姐的满月酒在嘉兴，不在湖州。", "表姐的满月酒在嘉兴", "湖州"),
        (
            "User: Correction: the book club meets at the library, not the cafe.",
            "the book club meets at the library",
            "cafe",
        ),
    ],
)
def test_a_value_said_with_the_one_it_is_not_is_a_fact(said: str, fact: str, not_meant: str) -> None:
    items = contents(said)
    assert alone(items, fact, not_meant)
    assert not any(not_meant in item for item in items)


@pytest.mark.parametrize(
    "said",
    [
        # no value before the one it is not, or a remark: nothing proposed
        "用户: 我说的不是这个意思，不是每个人都要来。",
        "User: Honestly it's fine, not a big deal.",
    ],
)
def test_no_value_before_not_is_no_fact(said: str) -> None:
    assert contents(said) == []


# ---- English: a thing moved in time, a service off for a while, one tool replacing another ----------------


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("User: The board meeting got moved from Monday to Wednesday at 10.", "board meeting got moved from Monday"),
        ("User: FYI the gym will be closed on Sunday for the floor works.", "gym will be closed on Sunday"),
        ("User: Biome replaces ESLint in the frontend repo from next sprint.", "Biome replaces ESLint"),
        ("User: Postgres won over MongoDB for the ledger.", "Postgres won over MongoDB for the ledger"),
        ("User: We're settling on Hetzner for the build boxes.", "settling on Hetzner"),
    ],
)
def test_a_thing_moved_closed_or_replaced_is_an_item(said: str, item: str) -> None:
    assert any(item in found for found in contents(said))


@pytest.mark.parametrize(
    "said",
    [
        # a question, or a thing moved with no time or option: nothing proposed
        "User: Will the gym be closed on Sunday?",
        "User: The couch got moved around a bit.",
    ],
)
def test_a_question_or_a_move_without_a_time_is_no_item(said: str) -> None:
    assert contents(said) == []


# ---- Chinese: after a schedule, when it does not happen, and the days after how often ---------------------


@pytest.mark.parametrize(
    ("said", "schedule", "other"),
    [
        ("用户: 菜园每天早上七点浇水，雨天不浇。", "菜园每天早上七点浇水", "雨天不浇"),
        ("用户: 诊所每天上午九点开门，节假日休息。", "诊所每天上午九点开门", "节假日休息"),
        ("用户: 女儿的钢琴课每周两次，周三和周六上午。", "女儿的钢琴课每周两次", "周三和周六上午"),
    ],
)
def test_when_it_does_not_happen_or_on_which_days_is_apart(said: str, schedule: str, other: str) -> None:
    items = contents(said)
    assert alone(items, schedule, other)
    assert alone(items, other, schedule)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # no schedule before: the clause says why or how, more of the same fact
        ("用户: 阳台的花换成多肉了，冬天也不怕冻。", "阳台的花换成多肉了，冬天也不怕冻"),
        ("用户: 钢琴课换成了小班，周三和周六上午。", "钢琴课换成了小班，周三和周六上午"),
    ],
)
def test_without_a_schedule_before_it_stays(said: str, whole: str) -> None:
    assert any(whole in item for item in contents(said))


# ---- English: what comes after a span of time, something done said with its participle alone ------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        (
            "User: The blood test was done on Tuesday, results within 10 days.",
            "The blood test was done on Tuesday",
            "results within 10 days",
        ),
        ("User: The venue is booked for the 12th, invoice sent.", "The venue is booked for the 12th", "invoice sent"),
    ],
)
def test_a_span_or_a_participle_alone_after_a_fact_is_apart(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    "said",
    [
        # a pronoun or "all" before the participle, "back in …": no clause of its own
        "We fixed it, all sorted.",
        "I sent it in, back in two weeks.",
    ],
)
def test_a_participle_or_span_of_nothing_named_cuts_nothing(said: str) -> None:
    assert natural.clauses(said) == [said]


# ---- Chinese: an order of steps asked for, a bound of its own, how often in months and when next ---------


def test_an_order_of_steps_asked_for_is_a_preference() -> None:
    items = contents("用户: 讲物理题的时候先给公式，再代数字。")
    assert any("先给公式，再代数字" in item for item in items)


def test_a_topic_kept_within_a_bound_is_a_rule_of_its_own() -> None:
    items = contents("用户: 先给结论，再讲原因，原因别超过三行。")
    assert alone(items, "先给结论，再讲原因", "别超过")
    assert alone(items, "原因别超过三行", "先给结论")


@pytest.mark.parametrize(
    ("said", "often", "next_time"),
    [
        ("用户: 猫的疫苗每年一次，下次是十月。", "猫的疫苗每年一次", "下次是十月"),
        ("用户: 空调的滤网每三个月一次，下次在八月。", "空调的滤网每三个月一次", "下次在八月"),
    ],
)
def test_how_often_and_when_next_are_two_facts(said: str, often: str, next_time: str) -> None:
    items = contents(said)
    assert alone(items, often, next_time)
    assert alone(items, next_time, often)


def test_a_first_step_of_the_users_own_is_no_preference() -> None:
    # "先给我…" is a request, and a plan without "给" none
    assert contents("用户: 先给我看看报价单。") == []


# ---- English: who comes on a day, a tool cancelled, what a product is now --------------------------------


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("User: The piano tuner comes on the 9th.", "The piano tuner comes on the 9th"),
        ("User: Signal is the team chat app now.", "Signal is the team chat app now"),
        ("User: We cancelled Dropbox last week.", "We cancelled Dropbox last week"),
    ],
)
def test_a_visit_a_cancellation_or_a_product_now_is_an_item(said: str, item: str) -> None:
    assert any(item in found for found in contents(said))


@pytest.mark.parametrize("said", ["User: This is the plan now.", "User: Here is the list now."])
def test_a_pronoun_and_what_it_is_now_is_no_item(said: str) -> None:
    assert contents(said) == []


# ---- Chinese: where the fact takes place, or how much each gets, is more of it -------------------------


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        ("用户: 家长会改到周六上午十点，在三楼多功能厅 302。", "家长会改到周六上午十点，在三楼多功能厅 302"),
        ("用户: 猫粮改成早上和晚上各喂一次，各四十克。", "猫粮改成早上和晚上各喂一次，各四十克"),
    ],
)
def test_where_it_takes_place_or_how_much_each_stays_with_the_fact(said: str, whole: str) -> None:
    items = contents(said)
    assert any(whole in item for item in items)
    assert len(items) == 1


def test_a_place_with_a_fact_of_its_own_is_still_apart() -> None:
    # "在家" then what is done there is a clause of its own, not where the fact before takes place
    items = contents("用户: 周会改到周一上午九点，在家办公的同事用腾讯会议。")
    assert not any("周一上午九点，在家办公的同事用腾讯会议" in item for item in items)


# ---- Chinese rules (config.yaml): a move, something passed or secured, the lunar calendar, the day before -----


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("用户: 公司的打印店搬到园区北门了。", "公司的打印店搬到园区北门了"),
        ("用户: 装修的施工许可批下来了。", "装修的施工许可批下来了"),
        ("用户: 外婆的寿宴定在腊月二十，在老家办。", "外婆的寿宴定在腊月二十，在老家办"),
        ("用户: 试驾在前一天上午。", "试驾在前一天上午"),
    ],
)
def test_a_move_a_permit_or_a_lunar_date_is_an_event(said: str, item: str) -> None:
    assert any(item in found for found in contents(said))


@pytest.mark.parametrize("said", ["用户: 初中的时候我学过法语。", "用户: 这个方案初步看还行。"])
def test_a_school_year_or_a_first_look_is_no_lunar_date(said: str) -> None:
    assert contents(said) == []


# ---- English: instructions for when the assistant does something, kept short; how many times a day -------


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("User: When you write shell snippets, assume zsh on macOS.", "assume zsh on macOS"),
        ("User: Keep commit messages short; the diff says the rest.", "Keep commit messages short"),
        ("User: The plants get watered twice a week in winter.", "twice a week in winter"),
        ("User: Code freeze from the 20th until the 2nd.", "freeze from the 20th until the 2nd"),
    ],
)
def test_an_instruction_when_the_assistant_acts_or_a_frequency_is_an_item(said: str, item: str) -> None:
    assert any(item in found for found in contents(said))


@pytest.mark.parametrize(
    "said",
    [
        # a question after "when you …", or one about the past: nothing proposed
        "User: When you show me the code, can you add tests?",
        "User: When you left, did you lock it?",
    ],
)
def test_a_question_after_when_you_is_no_item(said: str) -> None:
    assert contents(said) == []


# ---- a run-on of clauses joined back is read in linear time ------------------------------------------
# Each piece joined back was searched again whole for a verb, "for" and a value set: a run-on of n
# such pieces cost n² steps (2,000 took 8 s); what each holds is found once a piece now. This size
# finishes at once when the work is linear and would take a quarter of an hour when it is not.


def test_a_run_on_of_clauses_joined_back_is_read_in_linear_time() -> None:
    said = "The printer sits here " + "and the big folder syncs " * 20_000 + "."
    assert "".join(natural.clauses(said)) == said
