"""The thirteenth round of issue 22 item 7: the classes of swallows found on the eleventh blind set (tuned
on whole as "tune11"), in words of our own, both directions (cut where a new fact starts, kept whole where
it does not; a word taken back dropped, a word that only explains kept)."""

from __future__ import annotations

import pytest

from agent_memory import clause_beside, clause_settings, natural
from agent_memory.config import load_config
from agent_memory.digest import RuleDigester
from agent_memory.turns import sentences_of

from .digest_items import alone, contents

RULES = RuleDigester(load_config(None).digest)

# ---- a word taken back as it is said ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        ("我妈报了社区的书法……哦不是，是国画班。", "是国画班", "书法"),
        ("我姑父下周二做胆囊……不对，是阑尾手术。", "是阑尾手术", "胆囊"),
        ("公司年会订在万豪——说错了，是希尔顿。", "是希尔顿", "万豪"),
        ("The retro is on Tuesday, no wait, Wednesday at 3pm.", "Wednesday at 3pm", "Tuesday"),
        ("We're staying at the Crown — sorry, I mean the Anchor.", "the Anchor", "Crown"),
        ("Book the Falcon — I mean the Osprey room.", "the Osprey room", "Falcon"),
    ],
)
def test_a_word_taken_back_is_dropped(said: str, kept: str, gone: str) -> None:
    fixed = natural.corrected(said)
    assert kept in fixed
    assert gone not in fixed


@pytest.mark.parametrize(
    "said",
    [
        "I like Python, I mean the language.",  # "I mean" explaining, after a comma
        "I prefer tea, sorry if that sounds fussy.",  # an apology, no correction
        "书法……我还没想好。",  # a trailing-off with no correction
        "他不是……是不是要先问问？",
    ],
)
def test_a_word_that_is_not_taken_back_stays(said: str) -> None:
    assert natural.corrected(said) == said


def test_the_fact_said_after_the_word_taken_back_is_kept_without_it() -> None:
    items = contents("用户: 我姑父下周二做胆囊……不对，是阑尾手术，在市一医院。")
    assert alone(items, "是阑尾手术", "胆囊")


# ---- English: where a fact of its own starts -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # a sentence that opens with a number, after a word's full stop
        (
            "User: Python 3.12 is our baseline now. 3 of the old images still pin 3.9.",
            "3.12 is our baseline",
            "old images",
        ),
        # another thing named and the value it is, after "and"
        ("User: The Jellyfin web port is 8096 and HTTPS is 8920.", "8096", "HTTPS is 8920"),
        ("User: The dev bucket is assets-dev-3 and prod is assets-prod-1.", "assets-dev-3", "prod is assets-prod-1"),
        (
            "User: Our Renovate bot runs every Monday and automerge is off for majors.",
            "runs every Monday",
            "automerge is off",
        ),
        # another name moved to another value, after ", and"
        ("User: Jellyfin sits on 8096, and Sonarr moved to 8990 because of a clash.", "8096", "Sonarr moved to 8990"),
    ],
)
def test_an_english_fact_of_its_own_is_cut_from_the_one_before(said: str, first: str, second: str) -> None:
    pieces = [piece for sentence in sentences_of(said.removeprefix("User: ")) for piece in natural.clauses(sentence)]
    assert any(first in piece and second not in piece for piece in pieces)
    assert any(second in piece and first not in piece for piece in pieces)


@pytest.mark.parametrize(
    "said",
    [
        "Ana and Bo are 7 now.",  # two subjects of one verb
        "We need approx. 30 people for the launch.",  # an abbreviation's full stop
        "Room no. 5 is ours for the week.",
    ],
)
def test_what_is_one_clause_stays_one(said: str) -> None:
    assert [piece for sentence in sentences_of(said) for piece in natural.clauses(sentence)] == [said]


# ---- the option not preferred, said in several words --------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        (
            "User: I like recipes with one photo per step rather than a long video walkthrough.",
            "one photo per step",
            "video",
        ),
        ("User: I prefer release notes as a short list instead of a wall of prose.", "short list", "prose"),
        ("用户: 我喜欢每步配一张图的菜谱，而不是一大段视频讲解。", "每步配一张图的菜谱", "视频"),
    ],
)
def test_the_option_not_preferred_is_dropped(said: str, kept: str, gone: str) -> None:
    assert alone(contents(said), kept, gone)


def test_an_act_done_instead_stays_with_the_idea() -> None:
    assert natural.without_rejected("sketch the plan on paper instead of building a whole app") == (
        "sketch the plan on paper instead of building a whole app"
    )


# ---- Chinese: a setting of its own beside the one before ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # how a topic of its own is handled, after a setting that names its value
        ("用户: 我们公司共享盘的单文件上限是五十兆，大视频走网盘。", "上限是五十兆", "大视频走网盘"),
        ("用户: 我们的打印服务器地址是 print.office.lan，账号用工号登录。", "print.office.lan", "账号用工号登录"),
        ("用户: 请求超时设成八秒，重试三次，重试间隔按指数退避。", "重试三次", "重试间隔按指数退避"),
        # how a cost is shared
        ("用户: 每周四晚上七点到九点，场地费平摊。", "七点到九点", "场地费平摊"),
        # a holiday it does not happen, after a schedule
        ("用户: 托管班每天下午四点接，暑假期间停课。", "下午四点接", "暑假期间停课"),
        ("用户: 周末九点到十点，春节期间初一到初五停诊休息。", "周末九点到十点", "初一到初五停诊休息"),
        # English: the days it is closed, after its hours
        ("User: The print room hours are 8 to 6, closed Sundays.", "hours are 8 to 6", "closed Sundays"),
    ],
)
def test_a_setting_of_its_own_beside_the_one_before_is_cut(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, second, first)
    if "春节" not in said:  # (hours alone are no item: only the holiday is read there)
        assert alone(items, first, second)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # where a value is kept stays with it (set 1's writer)
        ("用户: 那就 30 天吧，审计日志单独存一年", ("30 天吧", "审计日志单独存一年")),
        # hours before what happens in them say when it happens
        ("用户: 周五下午三点到五点，开季度总结会。", ("三点到五点", "开季度总结会")),
    ],
)
def test_what_belongs_to_the_setting_stays_with_it(said: str, whole: tuple[str, ...]) -> None:
    assert any(all(phrase in item for phrase in whole) for item in contents(said))


@pytest.mark.parametrize(
    "said",
    [
        "审计日志单独存一年",  # where it is kept (set 1's writer keeps it with the value before)
        "内存占用能小一半",  # a word ending in 用
        "发书用这个",  # a value pointed at
        "都用 Redis",  # an adverb, no topic
    ],
)
def test_what_is_no_topic_handled_is_not_apart(said: str) -> None:
    assert not clause_beside.handled_apart(True, said)
    assert clause_beside.handled_apart(True, "重试间隔用指数退避")
    assert not clause_beside.handled_apart(False, "重试间隔用指数退避")  # (no value before it)


# ---- a fact of its own after a contrast, a path, a person's days, a condition ----------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # what we do with a value of its own, after "but"
        ("User: The oven goes up to 250 but we bake the sourdough at 230.", "up to 250", "sourdough at 230"),
        # another thing and the path it goes under, the verb left out
        ("User: Raw scans go under /data/scans, previews under /data/previews.", "/data/scans", "previews under"),
        ("User: Syncthing runs on port 8384, shared folder /srv/sync.", "8384", "shared folder /srv/sync"),
        # a rule that follows from a condition
        ("User: I'm allergic to wool, so the blankets have to be cotton.", "allergic to wool", "cotton"),
        ("用户: 我对 wool 过敏，所以毯子要买纯棉的。", "我对 wool 过敏", "毯子要买纯棉的"),
        ("用户: 我儿子对尘螨过敏，卧室里别铺地毯。", "对尘螨过敏", "卧室里别铺地毯"),
    ],
)
def test_a_fact_of_its_own_after_the_one_before_is_cut(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # what only points back at the thing stays with the condition (sets 1 and 7)
        ("用户: 我对虾过敏，做饭的时候千万别放", ("对虾过敏", "千万别放")),
        (
            "User: the watchdog is set to 5 s, so the main loop must never block longer than that",
            ("5 s", "longer than that"),
        ),
        # a contrast by a pronoun stays a rider
        ("User: The oven goes up to 250 but it runs hot at 230.", ("up to 250", "runs hot")),
    ],
)
def test_what_points_back_stays_with_the_fact(said: str, whole: tuple[str, ...]) -> None:
    assert any(all(phrase in item for phrase in whole) for item in contents(said))


def test_a_person_and_the_days_they_are_down_for_is_no_part_of_the_time_before() -> None:
    assert alone(
        contents("User: Chess club starts at 3:30 and he's down for Mondays only."), "starts at 3:30", "Mondays"
    )


# ---- Chinese: how often it is paid or cut, a bound, an option turned down ------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("用户: 储物间租下来了，一个月三百二，按半年交。", "一个月三百二", "按半年交"),
        ("用户: 备份文件放在 /mnt/backup 下面，按周归档。", "/mnt/backup", "按周归档"),
        ("用户: 药房的最低库存设成二十盒，低于这个数自动补货。", "二十盒", "低于这个数自动补货"),
    ],
)
def test_how_often_it_is_paid_or_what_happens_past_a_bound_is_a_setting_of_its_own(
    said: str, first: str, second: str
) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


def test_an_option_turned_down_with_a_verb_of_choosing_is_dropped() -> None:
    items = contents("用户: 年会的伴手礼定了，不送月饼了，送定制保温杯。")
    assert alone(items, "送定制保温杯", "不送月饼了")
    assert not any("不送月饼了" in item for item in items)


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # how long something holds, after a setting
        ("用户: 我们的会员卡统一用电子卡，有效期两年。", "统一用电子卡", "有效期两年"),
        # who takes a part on, beside who takes another
        ("用户: 我负责装修，老周负责招人。", "我负责装修", "老周负责招人"),
        # the day something starts, after a short choice
        ("用户: 那就周末班，九月六号开课。", "那就周末班", "九月六号开课"),
    ],
)
def test_a_chinese_fact_of_its_own_beside_a_choice_or_a_setting_is_cut(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


def test_who_takes_a_part_on_stays_with_what_it_is_about() -> None:
    assert not clause_beside.roles("我们周五发版", "小唐负责后端")  # a time, then a role: no parallel
    assert not clause_beside.starts_on("九月六号")  # a date alone starts nothing


# ---- who someone is by name ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        ("用户: 儿子的钢琴班换老师了，新老师姓顾。", "新老师姓顾", "换老师了"),
        ("用户: 我们房东姓邵，人挺好说话的。", "我们房东姓邵", "好说话"),
        ("用户: 车库租出去了，租客姓包，一个月六百。", "租客姓包", "六百"),  # alone: the price is no more of it
        ("User: The new piano teacher is called Mrs Gu.", "called Mrs Gu", "piano lessons"),
        ("User: Our landlord's surname is Shao, by the way.", "surname is Shao", "by the way"),
    ],
)
def test_who_someone_is_by_name_is_an_item(said: str, kept: str, gone: str) -> None:
    assert alone(contents(said), kept, gone)


def test_a_surname_after_an_open_item_stays_with_it() -> None:
    items = contents("用户: 驾校练车约在每周日上午九点，教练姓葛。")  # (set 8's writer keeps it with the time)
    assert any("每周日上午九点" in item and "教练姓葛" in item for item in items)


@pytest.mark.parametrize(
    ("said", "category", "kept"),
    [
        # where a thing is kept, what the user uses a tool as
        (
            "User: The spare key for the shed is under the green watering can.",
            "general",
            "under the green watering can",
        ),
        ("User: I use Zed as my editor these days.", "general", "I use Zed as my editor"),
        ("用户: 车库的备用钥匙在门口花盆下面。", "general", "备用钥匙在门口花盆下面"),
        # someone moving or the user quitting, and when
        ("User: Grandad's moving into the flat in Hexham on the 12th.", "event", "moving into the flat in Hexham"),
        ("User: I left the book club in March, the picks got too grim.", "event", "I left the book club in March"),
        ("用户: 我三月份退了读书会，选书越来越沉闷。", "event", "我三月份退了读书会"),
    ],
)
def test_a_fact_no_rule_reads_is_an_item_of_its_kind(said: str, category: str, kept: str) -> None:
    assert any(kept in item.content and item.category == category for item in RULES.digest(said))


@pytest.mark.parametrize(
    "said",
    [
        "User: The meeting notes are under review.",  # "under" with no place
        "User: I use it as my excuse.",  # a pronoun, no tool
        "用户: 钥匙的事回头再说。",
    ],
)
def test_what_is_no_such_fact_is_no_item(said: str) -> None:
    assert RULES.digest(said) == []


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # when the one who goes gets there or leaves is more of the trip or the day
        ("用户: 我下周三坐高铁回杭州，下午五点到。", ("回杭州", "下午五点到")),
        ("用户: 从下周起我每天八点到店，晚上六点走。", ("八点到店", "晚上六点走")),
        ("User: I fly back to Leeds next Friday, landing at 9pm.", ("back to Leeds", "landing at 9pm")),
    ],
)
def test_when_the_one_who_goes_gets_there_is_more_of_the_trip(said: str, whole: tuple[str, ...]) -> None:
    assert any(all(phrase in item for phrase in whole) for item in contents(said))


@pytest.mark.parametrize(
    ("said", "category", "kept"),
    [
        # the name or kind a thing is, hyphenated
        ("User: Home lab names: the router is gw-loft, the Pi is pi-garden.", "config", "the Pi is pi-garden"),
        ("User: Pagination is keyset-based now.", "config", "keyset-based"),
        ("用户: NAS 的主机名是 nas-loft，别改。", "config", "主机名是 nas-loft"),
        # how often a thing is done
        ("用户: 空调滤网每三个月洗一次。", "config", "每三个月洗一次"),
        # when a group meets
        ("User: Our running club meets 7am Saturdays at the park gate.", "event", "meets 7am Saturdays"),
    ],
)
def test_a_setting_or_a_schedule_no_rule_reads_is_an_item(said: str, category: str, kept: str) -> None:
    assert any(kept in item.content and item.category == category for item in RULES.digest(said))


def test_what_a_thing_is_not_named_by_stays_no_setting() -> None:
    assert not any("non-negotiable" in item for item in contents("User: Those two rules are non-negotiable."))
    assert clause_settings.SETTING.match("the Ethiopian is filter-only") is None  # a rule (DUTY), no name


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # how often a thing does what it does, and after how many of what it does another
        (
            "User: Healthchecks pings every 30 seconds and alerts after two misses.",
            "pings every 30 seconds",
            "alerts after two",
        ),
        ("用户: 监控每六十秒检查一次，连续三次失败就报警。", "每六十秒检查一次", "连续三次失败就报警"),
    ],
)
def test_how_often_and_after_how_many_are_two_settings(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


def test_a_long_named_setting_is_read() -> None:
    items = contents("User: The Kafka consumer group for invoices is invoices-v3, reset by hand.")
    assert any("invoices-v3" in item for item in items)


def test_how_it_is_cut_and_how_long_it_is_kept_are_settings_of_their_own() -> None:
    items = contents("用户: 备份目录统一放在 /srv/backup 下面，按周归档，保留九十天。")
    assert alone(items, "/srv/backup", "按周归档")
    assert alone(items, "按周归档", "保留九十天")
    assert alone(items, "保留九十天", "按周归档")


def test_how_long_it_is_kept_after_a_short_topic_is_its_value() -> None:
    items = contents(
        "助手: 您说的是业务日志还是审计日志？\n用户: 审计日志，保留 365 天，业务日志 30 天就行"
    )  # (set 4's writer)
    assert any("审计日志" in item and "保留 365 天" in item for item in items)
