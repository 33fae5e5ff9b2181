"""The eighth round of issue 22 item 7: the classes of swallows and misses found on the sixth blind
set (tuned on whole as "tune6"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not)."""

from __future__ import annotations

import pytest

from agent_memory import clause_links
from agent_memory.config import load_config
from agent_memory.digest import RuleDigester
from agent_memory.turns import sentences_of

from .digest_items import alone, contents

# ---- Chinese numerals of two characters or more, and prices, are numbers ---------------------------


@pytest.mark.parametrize(
    "said",
    [
        "每盒装二十四支",
        "一次最多印三百张",
        "仓库留十五天",
        "门票一人八十",
        "停车一小时五块钱",
        "押金两百元",
        "主库一个",
        "票价统一一百二",  # after "统一"
    ],
)
def test_a_chinese_numeral_with_its_measure_is_a_number(said: str) -> None:
    assert clause_links._NUMBER.search(said)


@pytest.mark.parametrize("said", ["这事十分重要", "千万别忘了", "我们一块去", "等两天再说", "两周一次"])
def test_a_word_holding_a_numeral_is_no_number(said: str) -> None:
    assert not clause_links._NUMBER.search(said)


def test_two_settings_in_chinese_numerals_are_two_items() -> None:
    items = contents("用户: 打印店那边定了，名片每盒二十张，一次至少印五十盒。")
    assert alone(items, "名片每盒二十张", "五十盒")
    assert alone(items, "一次至少印五十盒", "二十张")


def test_a_price_after_a_setting_is_an_item() -> None:
    items = contents("用户: 游泳馆的年卡改成每周三次，之后一次三十块。")
    assert alone(items, "每周三次", "三十块")
    assert alone(items, "之后一次三十块", "三次")


def test_a_number_after_a_when_is_an_item_but_a_place_stays_with_it() -> None:
    items = contents("用户: 果园下个月开始摘果，一天最多四百斤。")
    assert alone(items, "下个月开始摘果", "四百斤")
    assert alone(items, "一天最多四百斤", "摘果")
    kept = contents("用户: 读书会定在每周六下午，在三楼的会议室。")
    assert any("每周六下午" in item and "三楼的会议室" in item for item in kept)


# ---- a Chinese rule of its own, said with its modal or its condition -------------------------------


def test_a_rule_said_with_its_modal_is_an_item_of_its_own() -> None:
    items = contents("用户: 会议室定了三楼那间，也别订太大的，投影只能用 HDMI。")
    assert alone(items, "会议室定了三楼那间", "太大", "HDMI")
    assert alone(items, "也别订太大的", "三楼", "HDMI")
    assert alone(items, "投影只能用 HDMI", "三楼", "太大")


def test_what_happens_once_a_condition_holds_is_an_item_of_its_own() -> None:
    items = contents("用户: 打印纸每周补一次，用完就找前台领。")
    assert alone(items, "打印纸每周补一次", "前台")
    assert alone(items, "用完就找前台领", "每周补一次")


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("用户: 测试用 pytest，不要 unittest。", "测试用 pytest"),  # the option turned down is no rule
        ("用户: 前端统一用 Vue，不要 React。", "前端统一用 Vue"),
        ("用户: 测试统一用 pytest，这样就够了。", "测试统一用 pytest，这样就够了"),  # a remark, no condition
    ],
)
def test_an_option_turned_down_or_a_remark_is_no_rule_of_its_own(text: str, whole: str) -> None:
    items = contents(text)
    assert any(whole in item for item in items)
    assert not any(item.endswith(("不要 unittest", "不要 React", "这样就够了")) and whole not in item for item in items)


# ---- English: a clause of its own after a setting --------------------------------------------------


def test_a_short_instruction_after_a_dash_is_an_item_of_its_own() -> None:
    items = contents(
        "User: Shared fonts live in the design drive under /fonts/2025 — no personal copies, the licence forbids it."
    )
    assert alone(items, "under /fonts/2025", "no personal copies")
    assert alone(items, "no personal copies", "/fonts/2025")


def test_no_x_there_stays_with_what_it_points_back_at() -> None:
    items = contents("User: The API is GraphQL, the docs site is plain Hugo, no JS there")
    assert any("plain Hugo" in item and "no JS there" in item for item in items)


def test_so_i_am_doing_something_is_a_fact_of_its_own_but_so_it_is_a_rider() -> None:
    items = contents("User: The school bus now comes at 7:10, so I'm waking the kids at 6:30 instead of 6:45.")
    assert alone(items, "bus now comes at 7:10", "6:30")
    assert alone(items, "waking the kids at 6:30", "7:10")
    kept = contents("User: The school bus now comes at 7:10, so it's a bit later than before.")
    assert any("7:10" in item and "later than before" in item for item in kept)


def test_a_pronoun_saying_where_it_runs_with_a_value_is_a_setting_but_a_remark_is_a_rider() -> None:
    items = contents("User: We're going with Gitea over GitLab, it runs on port 3030 because 3000 is taken.")
    assert alone(items, "going with Gitea over GitLab", "3030")
    assert alone(items, "it runs on port 3030 because 3000 is taken", "Gitea")
    kept = contents("User: We're going with Gitea over GitLab, it runs fine on the old box.")
    assert any("Gitea over GitLab" in item and "runs fine on the old box" in item for item in kept)


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        # a plural subject doing something to a value, after "and" with no comma
        (
            "User: The porch camera is on 192.168.1.40 and the speakers face 45 degrees.",
            "camera is on 192.168.1.40",
            "speakers face 45 degrees",
        ),
        # a subject numbered ("bay 2") doing something
        (
            "User: Packaging spec for the jars is 12 per box, and bay 2 loads every pallet at 6:30.",
            "12 per box",
            "bay 2 loads every pallet at 6:30",
        ),
        # a name doing something somewhere ("…, and Prometheus itself only listens on …")
        (
            "User: Grafana is on 3000 behind Caddy, and Prometheus itself only listens on localhost.",
            "Grafana is on 3000",
            "Prometheus itself only listens on localhost",
        ),
        # another value after "and", qualified by "with"
        (
            "User: Redis listens on 6379 inside the VPC and 6380 with TLS for the laptops.",
            "6379 inside the VPC",
            "6380 with TLS",
        ),
    ],
)
def test_a_coordinated_clause_of_its_own_is_an_item(text: str, first: str, second: str) -> None:
    items = contents(text)
    assert alone(items, first, second)
    assert alone(items, second, first)


def test_a_coordinated_remark_without_a_value_stays_with_its_fact() -> None:
    items = contents("User: The porch camera is on 192.168.1.40 and the kids love it.")
    assert any("192.168.1.40" in item and "the kids love it" in item for item in items)


# ---- Chinese: a topic done already, the user's own wish ------------------------------------------------


def test_a_topic_done_already_after_a_when_is_an_item_but_a_remark_is_not() -> None:
    items = contents("用户: 搬家定在下个月五号，电工已经约好了。")
    assert alone(items, "搬家定在下个月五号", "电工")
    assert alone(items, "电工已经约好了", "搬家")
    kept = contents("用户: 年会定在 1 月 15 号，地点已经很清楚了。")
    assert any("1 月 15 号" in item and "地点已经很清楚了" in item for item in kept)


def test_what_the_user_still_wants_is_no_part_of_the_fact_before() -> None:
    items = contents("用户: 年会定在 1 月 15 号，我还是想订那家湘菜馆。")
    assert alone(items, "年会定在 1 月 15 号", "湘菜馆")
    kept = contents("用户: 年会定在 1 月 15 号，我也觉得挺好。")
    assert any("1 月 15 号" in item and "我也觉得挺好" in item for item in kept)


def test_a_time_turned_down_is_dropped_from_the_fact() -> None:
    items = contents("User: Standup moves to 9:15 tomorrow instead of 9:30.")
    assert any("9:15" in item for item in items)
    assert not any("9:30" in item for item in items)


# ---- English: "a.m."/"p.m." end no sentence before it goes on; rules no pattern reads ------------------


def test_a_time_in_a_m_or_p_m_ends_a_sentence_only_before_a_capitalised_word() -> None:
    assert sentences_of("The backup job runs at 2 a.m. UTC every day.") == [
        "The backup job runs at 2 a.m. UTC every day."
    ]
    assert sentences_of("It shuts down at 9 p.m. on school nights.") == ["It shuts down at 9 p.m. on school nights."]
    assert sentences_of("The pool closes at 9 p.m. Tomorrow it opens late.") == [
        "The pool closes at 9 p.m.",
        "Tomorrow it opens late.",
    ]


def test_the_whole_time_is_kept_in_the_item() -> None:
    items = contents("User: The backup job runs at 2 a.m. UTC every day.")
    assert any("2 a.m. UTC every day" in item for item in items)


@pytest.mark.parametrize(
    "said",
    [
        "Beginners' classes are evenings only",
        "Studio B is member-only",
        "Walk-ins are by appointment only",
        "Interns are exempt",
        "Guest access is off",
        "Old invoices get archived, not deleted",
    ],
)
def test_a_rule_no_pattern_reads_is_an_item(said: str) -> None:
    assert any(said.replace(", not deleted", "") in item for item in contents(f"User: {said}."))


@pytest.mark.parametrize(
    "said",
    [
        "The kids get bored quickly on long drives.",  # a state, not what is done to a thing
        "Guest access is off the table for now, sadly.",  # a switch said alone, not an idiom
        "This is for you only.",
    ],
)
def test_a_remark_shaped_like_a_rule_is_no_item(said: str) -> None:
    assert contents(f"User: {said}") == []


# ---- Chinese: a rule said with its modal is a decision, and a rule beside it one of its own -------------


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("用户: 机房规定改了，服务器只能由运维重启。", "服务器只能由运维重启"),
        ("用户: 会议室禁止吃东西。", "会议室禁止吃东西"),
        ("用户: 实习生不许直接改线上配置。", "实习生不许直接改线上配置"),
    ],
)
def test_a_chinese_rule_with_its_modal_is_a_decision(text: str, rule: str) -> None:
    found = RuleDigester(load_config(None).digest).digest(text)
    assert any(rule in item.content and item.category == "decision" for item in found)


def test_rules_side_by_side_are_items_of_their_own() -> None:
    items = contents("用户: 快递以后只放快递柜，雨天一律不送上楼。")
    assert alone(items, "快递以后只放快递柜", "雨天")
    assert alone(items, "雨天一律不送上楼", "快递柜")
    items = contents("用户: 图书馆只对学生开放，书籍按类别摆放。")
    assert alone(items, "图书馆只对学生开放", "书籍")
    assert alone(items, "书籍按类别摆放", "学生")


@pytest.mark.parametrize("text", ["用户: 他只是随便说说。", "用户: 我们只有周末在家。"])
def test_only_as_a_word_of_its_own_is_no_rule(text: str) -> None:
    assert contents(text) == []


def test_on_time_is_no_rule_of_its_own() -> None:
    items = contents("用户: 周报统一用飞书文档，按时提交就行。")
    assert any("飞书文档" in item and "按时提交就行" in item for item in items)


# ---- a date an English schedule verb names; a Chinese time, a percentage, a value taken back ---------


@pytest.mark.parametrize(
    "said",
    ["Rehearsals resume on the 3rd", "The trial ends Friday", "Sign-ups close the 12th", "Filming wraps on the 22nd"],
)
def test_a_schedule_verb_and_its_date_is_an_event(said: str) -> None:
    found = RuleDigester(load_config(None).digest).digest(f"User: {said}.")
    assert any(said in item.content and item.category == "event" for item in found)


def test_a_schedule_verb_and_a_time_of_day_is_no_event() -> None:
    found = RuleDigester(load_config(None).digest).digest("User: The store opens at 9.")
    assert not any(item.category == "event" for item in found)


def test_a_time_in_chinese_numerals_is_a_setting_but_a_little_is_not() -> None:
    found = RuleDigester(load_config(None).digest).digest("用户: 家长会改到下午三点。")
    assert any("下午三点" in item.content and item.category == "config" for item in found)
    found = RuleDigester(load_config(None).digest).digest("用户: 回答简短一点。")
    assert not any(item.category == "config" for item in found)


@pytest.mark.parametrize(
    ("text", "kept", "taken_back"),
    [
        ("用户: 面试不是周三，是周四下午两点。", "周四下午两点", "周三"),
        ("用户: 押金定了五百，不是三百。", "押金定了五百", "三百"),
        ("用户: 合同里的违约金是百分之五，不是百分之十五。", "违约金是百分之五", "十五"),
    ],
)
def test_a_chinese_value_taken_back_is_dropped(text: str, kept: str, taken_back: str) -> None:
    items = contents(text)
    assert alone(items, kept, taken_back)
    assert not any(taken_back in item for item in items)


def test_not_everyone_is_no_value_taken_back() -> None:
    items = contents("用户: 周会改到周四，不是每个人都要来。")
    assert any("不是每个人都要来" in item for item in items)


# ---- English rules no pattern reads, after a label, done already, for everyone --------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("User: Pool rules: kids must wear armbands in the deep end.", "kids must wear armbands in the deep end"),
        ("User: Gym policy: lockers are members-only.", "lockers are members-only"),
        ("User: The old mail server was finally switched off on Monday.", "was finally switched off on Monday"),
        ("User: Also the Friday demos are dropped this month.", "the Friday demos are dropped this month"),
        ("User: Deposit is ¥3,000.", "Deposit is ¥3,000"),
        ("User: Lifeguards rotate hourly, and nobody swims after 8 p.m.", "nobody swims after 8 p.m"),
    ],
)
def test_a_setting_or_a_rule_no_pattern_reads_is_an_item(text: str, said: str) -> None:
    assert any(said in item for item in contents(text))


@pytest.mark.parametrize(
    "text",
    ["User: Nobody knows why it broke.", "User: Note: I think it's fine.", "User: Everyone agrees it was a good call."],
)
def test_a_remark_after_a_label_or_about_everyone_is_no_item(text: str) -> None:
    assert contents(text) == []


def test_a_rule_for_nobody_is_apart_from_the_setting_before() -> None:
    items = contents("User: Lifeguards rotate hourly, and nobody swims after 8 p.m.")
    assert alone(items, "Lifeguards rotate hourly", "nobody")


# ---- what holds nothing: "no exceptions", a request to translate, a deferral to tomorrow ----------------


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("User: Visitors must sign in at the front desk, no exceptions.", "front desk, no exceptions"),
        ("User: The gate closes at 22:00 sharp, no exceptions.", "22:00 sharp, no exceptions"),
    ],
)
def test_no_exceptions_stays_with_its_rule(text: str, whole: str) -> None:
    items = contents(text)
    assert any(whole in item for item in items)
    assert not any(item.endswith(": no exceptions") for item in items)


def test_a_short_instruction_is_still_an_item() -> None:
    assert any(item.endswith("no emojis") for item in contents("User: Commit messages in English, no emojis."))


@pytest.mark.parametrize("text", ["用户: 帮我把这段话翻成日语：周五的例会取消。", "用户: 这个报错明天再查吧。"])
def test_a_request_or_a_deferral_to_tomorrow_is_no_item(text: str) -> None:
    assert contents(text) == []


def test_what_waits_for_the_next_meeting_is_still_a_rule() -> None:
    items = contents("用户: 每周五下午三点开周会，没讲完的下次再讲。")
    assert alone(items, "没讲完的下次再讲", "周五")


# ---- who takes a role over; what the team is doing on a day; a Chinese discontinuation ------------------


def test_who_takes_a_role_over_is_a_fact_of_its_own() -> None:
    items = contents("User: Priya is taking over the Monday deliveries from next week — Tom's moving to nights.")
    assert alone(items, "Priya is taking over the Monday deliveries", "Tom")
    assert alone(items, "Tom's moving to nights", "Priya")


@pytest.mark.parametrize(
    "text", ["User: Kim is leaving early today, Tom's moving the car.", "User: Anna is joking, ignore her."]
)
def test_someone_doing_something_now_is_no_role(text: str) -> None:
    assert contents(text) == []


def test_what_the_team_is_doing_on_a_day_is_an_event() -> None:
    found = RuleDigester(load_config(None).digest).digest("User: We're repainting the hall on Saturday the 14th.")
    assert any("repainting the hall" in item.content and item.category == "event" for item in found)
    assert contents("User: We're thinking about it.") == []


@pytest.mark.parametrize("text", ["用户: 周末的加班取消了。", "用户: 旧的打印机停用了。"])
def test_a_chinese_discontinuation_is_a_decision(text: str) -> None:
    found = RuleDigester(load_config(None).digest).digest(text)
    assert any(item.category == "decision" for item in found)


def test_where_they_now_land_after_a_dash_is_a_setting_of_its_own() -> None:
    items = contents(
        "User: The nightly dumps were moved off the web box last week — they now land in s3://dumps every 6 hours."
    )
    assert alone(items, "dumps were moved off the web box", "s3://")
    assert alone(items, "they now land in s3://dumps every 6 hours", "web box")


# ---- Chinese values in numerals read by the rules; the old value dropped; a topic put somewhere --------


def test_a_price_raised_and_a_surcharge_are_two_settings() -> None:
    items = contents("用户: 门票涨到八十了，学生另减二十。")
    assert alone(items, "门票涨到八十了", "二十")
    assert alone(items, "学生另减二十", "八十")


def test_a_date_in_chinese_numerals_is_an_event() -> None:
    found = RuleDigester(load_config(None).digest).digest("用户: 游泳馆暑期班七月八号开课。")
    assert any("七月八号开课" in item.content and item.category == "event" for item in found)


def test_the_old_value_in_chinese_numerals_is_dropped_but_a_remark_on_the_old_one_stays() -> None:
    items = contents("用户: 新电池能撑五十分钟，以前只能撑二十分钟。")
    assert any("五十分钟" in item for item in items)
    assert not any("二十分钟" in item for item in items)
    kept = contents("用户: 新电池能撑五十分钟，以前的太旧了。")
    assert any("五十分钟" in item and "以前的太旧了" in item for item in kept)


def test_a_topic_put_somewhere_after_a_value_is_a_fact_of_its_own() -> None:
    items = contents("用户: 稿费每千字两百块，译者名字写在封底。")
    assert alone(items, "稿费每千字两百块", "封底")
    assert alone(items, "译者名字写在封底", "两百")


def test_a_chinese_bound_of_its_own_is_a_setting_but_how_short_stays_with_its_fact() -> None:
    items = contents("User: 我 prefer numbered lists over prose，最多七条。")
    assert alone(items, "numbered lists over prose", "七条")
    assert alone(items, "最多七条", "numbered")
    kept = contents("用户: 下个版本把提示语改短，不超过 15 个字。")
    assert any("改短" in item and "15 个字" in item for item in kept)
