"""The sixteenth round of issue 22 item 7: the classes of swallows and misses found on the fourteenth blind set
(tuned on whole as "tune14"), in words of our own, both directions (what each rule must catch, what it must leave
alone)."""

from __future__ import annotations

import pytest

from agent_memory import clause_asks, clause_cuts, clause_settings, clause_shares, clause_steps, natural

from .digest_items import LINEAR, alone, contents, growth

# ---- Chinese: a share, a step, a deadline, a request: each a fact of its own ------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        # a share, its doer first, after a plan
        ("用户: 下周末同学聚会在老地方，我开车带两个人。", "同学聚会在老地方", "我开车带两个人"),
        # a share after the thing
        ("用户: 月底去海边烧烤，炭我带，饮料小刘买。", "去海边烧烤", "炭我带"),
        # a number answered, then a share
        ("助手: 来几个人？\n用户: 十五个，我负责订场地。", "十五个", "我负责订场地"),
        # what is done once a step is over
        ("用户: 备份脚本每天凌晨两点跑，跑完把日志发到运维群。", "备份脚本每天凌晨两点跑", "跑完把日志发到运维群"),
        # what one was told would follow
        ("用户: 昨天去银行办了挂失，说是五个工作日补卡。", "昨天去银行办了挂失", "五个工作日补卡"),
        # a deadline of its own
        ("用户: 年货预算控制在三千以内，周四前寄出去。", "预算控制在三千以内", "周四前寄出去"),
        # what is to be done at an appointment
        ("用户: 今年体检约在下周六上午，要抽血。", "体检约在下周六上午", "要抽血"),
        # what the assistant is to do meanwhile
        ("用户: 我是做设计的，不懂编程，你写教程的时候多配图。", "我是做设计的", "你写教程的时候多配图"),
        # how someone is treated
        ("用户: 钢琴每天练半小时，不逼她考级。", "钢琴每天练半小时", "不逼她考级"),
        # another setting after a value set
        ("用户: ES 的分片数定成十二个，副本数二。", "分片数定成十二个", "副本数二"),
    ],
)
def test_a_share_a_step_or_a_deadline_is_cut_from_the_fact_before(said: str, first: str, second: str) -> None:
    items = contents(said)
    assert alone(items, first, second)
    assert alone(items, second, first)


@pytest.mark.parametrize(
    ("before", "clause"),
    [
        # the doer's reason or fear: more of the same fact
        ("下周五部门聚餐在川菜馆", "我觉得人不会太多"),
        # "用完了" alone is no step after
        ("上个月买的打印纸", "已经用完了"),
        # no appointment before what is to be done
        ("这周要交季度报告", "要做三页"),
        # a rotation with no share before it
        ("值班表下周出", "周末轮流"),
        # a deadline needs a day before 前
        ("论文初稿写完了", "之前改过两遍"),
        # the assistant addressed with no "while": a question, not a request
        ("这个接口很慢", "你觉得呢"),
    ],
)
def test_what_is_more_of_the_fact_is_no_share_or_step(before: str, clause: str) -> None:
    assert not clause_shares.share_or_next(before, clause)


@pytest.mark.parametrize(
    ("before", "clause"),
    [
        # scores side by side: nothing was set
        ("科目一 95", "科目二 90"),
        # days after how often
        ("康复训练改成一周两次", "周三周六"),
        # what each gets, a span
        ("礼盒定成两百一份", "每家两盒"),
        ("年费设成三千", "一年三千"),
    ],
)
def test_what_is_no_other_setting_is_not_read_as_one(before: str, clause: str) -> None:
    assert not clause_steps.another_setting(before, clause)


@pytest.mark.parametrize(
    "clause",
    ["我负责买水果", "他来订酒店", "小王来订酒店", "蛋糕我带", "首付我们自己出", "我开车带三个人", "我那几天在家"],
)
def test_a_share_is_read(clause: str) -> None:
    assert clause_shares.takes_share(clause)


@pytest.mark.parametrize("clause", ["我觉得太贵", "我怕来不及", "这个我带过", "你负责什么", "不用我带"])
def test_what_is_no_share_is_not_read_as_one(clause: str) -> None:
    assert not clause_shares.takes_share(clause)


# ---- Chinese: a thing not wanted after the one chosen is dropped --------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        ("用户: 合同以后都用电子签，不要纸质的。", "都用电子签", "纸质"),
        ("用户: 以后周报都用飞书文档，不要 Word 版。", "都用飞书文档", "Word"),
    ],
)
def test_a_thing_not_wanted_is_dropped_from_the_choice(said: str, kept: str, gone: str) -> None:
    items = contents(said)
    assert alone(items, kept, gone)
    assert not any(gone in item for item in items)


@pytest.mark.parametrize(
    ("before", "clause"),
    [
        # the old option given up, read elsewhere
        ("我们现在用企业微信", "不用钉钉了"),
        # nothing chosen, and the verb not said before
        ("周末去公园", "不要带伞"),
        # no thing named
        ("以后都用这个", "不要"),
    ],
)
def test_what_is_no_thing_not_wanted_is_not_dropped(before: str, clause: str) -> None:
    assert not clause_shares.not_wanted(before, clause)


# ---- every new pattern is read in linear time -------------------------------------------------------------------
# One run of 160,000 characters of any of the patterns' pieces costs about what eight runs of 20,000 cost when the
# work is linear, and eight times that when it is quadratic (digest_items.growth).


@pytest.mark.parametrize(
    "unit",
    [
        "我",
        "负责",
        "带",
        "完",
        "说是",
        "前",
        "周",
        "要做",
        "你",
        "的时候",
        "不逼他",
        "不要",
        "设成十",
        "十",
        " ",
        "，",
        "a ",
    ],
)
def test_the_new_patterns_read_a_long_run_in_linear_time(unit: str) -> None:
    assert growth(_read_by_the_new_patterns, unit) < LINEAR


def _read_by_the_new_patterns(run: str) -> None:
    clause_shares.takes_share(run)
    clause_shares.share_or_next(run, run)
    clause_shares.not_wanted(run, run)
    clause_steps.another_setting(run, run)
    clause_settings.DATED.match(run)
    clause_cuts.clauses(run[: len(run) // 10])
    clause_asks.asked_apart("我不喜欢", run)
    natural.SO_ACTS.match(run)


# ---- English: a thing that happens on a day of the month is an event ---------------------------------------------


@pytest.mark.parametrize(
    ("said", "event"),
    [
        ("User: The boiler service is on the 9th.", "boiler service is on the 9th"),
        ("User: Our house sale completes on the 28th of May.", "house sale completes on the 28th of May"),
        ("User: The team lunch is at the harbour café on the 4th.", "team lunch is at the harbour café on the 4th"),
        ("User: The loft insulation is the week of the 12th.", "loft insulation is the week of the 12th"),
        ("User: Quiz night is moving from Friday to Saturday the 18th.", "moving from Friday to Saturday the 18th"),
    ],
)
def test_a_thing_on_a_day_of_the_month_is_an_event(said: str, event: str) -> None:
    assert any(event in item and item.startswith("Event: ") for item in contents(said))


@pytest.mark.parametrize(
    "said",
    [
        "it is on the 9th",  # a pronoun's
        "the rent is 900 a month",  # no day of the month
        "the office is on the 3rd floor",  # an ordinal of something else
        "our team came 2nd in the league",  # no verb of a thing that happens
    ],
)
def test_what_is_no_thing_on_a_day_is_not_dated(said: str) -> None:
    assert clause_settings.DATED.match(said) is None


def test_a_day_a_thing_always_falls_on_stays_a_setting() -> None:
    items = contents("User: The cutoff for mileage claims is the 20th.")
    assert any(item.startswith("Config: ") and "the 20th" in item for item in items)


# ---- English: what the team does to a thing, or another thing's state, after "and" ----------------------------


@pytest.mark.parametrize(
    ("sentence", "first", "second"),
    [
        ("Payment hooks land on /hooks/pay and we check the token before anything else.", "/hooks/pay", "check"),
        ("Backups go to /mnt/vault and we test a restore every month.", "/mnt/vault", "test a restore"),
        ("The wiki is at wiki.example.org and sign-up is invite-only.", "wiki.example.org", "invite-only"),
        ("The forum lives at talk.example.org and posting is read-only.", "talk.example.org", "read-only"),
    ],
)
def test_a_clause_after_and_with_a_subject_of_its_own_is_cut(sentence: str, first: str, second: str) -> None:
    pieces = clause_cuts.clauses(sentence)
    assert any(first in piece and second not in piece for piece in pieces)
    assert any(second in piece and first not in piece for piece in pieces)


@pytest.mark.parametrize(
    "sentence",
    [
        "We tried Kafka and we think the lag is fine.",  # what the team thinks: a remark
        "We moved the docs and we can keep the old links.",  # what it can do
        "Ana and Bo are free on Fridays.",  # no clause before "and"
    ],
)
def test_and_with_no_act_or_state_of_its_own_is_not_cut(sentence: str) -> None:
    assert len(clause_cuts.clauses(sentence)) == 1


# ---- Chinese: a fear or what it spares is the reason of the fact before ------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact", "reason"),
    [
        ("用户: 部门周会改到周四下午了，怕周一大家都忙。", "周会改到周四下午", "怕周一大家都忙"),
        ("用户: 以后周报都用飞书文档，省得来回传文件。", "都用飞书文档", "省得来回传文件"),
    ],
)
def test_a_fear_or_what_it_spares_stays_with_the_fact(said: str, fact: str, reason: str) -> None:
    items = contents(said)
    assert any(fact in item and reason in item for item in items)
    assert not alone(items, reason, fact)


@pytest.mark.parametrize("clause", ["我怕冷", "恐怕要改期", "害怕坐飞机", "怕是来不及", "没时间的话就算了"])
def test_what_opens_with_no_fear_of_its_own_is_no_rider(clause: str) -> None:
    assert natural.RIDER.match(clause) is None


# ---- Chinese: what is wanted instead, after a dislike -------------------------------------------------------------


def test_what_is_wanted_instead_is_cut_from_the_dislike() -> None:
    items = contents("用户: 我不喜欢长篇大论的，先给我结论。")
    assert alone(items, "先给我结论", "长篇大论")
    assert alone(items, "长篇大论", "先给我结论")


@pytest.mark.parametrize(
    ("before", "clause"),
    [
        ("我不喜欢长篇大论的", "太啰嗦了"),  # a remark on the dislike
        ("周报用表格", "先给我结论"),  # no dislike before
    ],
)
def test_what_is_no_wish_after_a_dislike_is_not_cut(before: str, clause: str) -> None:
    assert not clause_asks.asked_apart(before, clause)


# ---- English: what the assistant is to leave out or use, after "so" -----------------------------------------------


@pytest.mark.parametrize(
    ("said", "condition", "wish"),
    [
        (
            "User: I'm asthmatic, so no hill-running plan suggestions.",
            "I'm asthmatic",
            "no hill-running plan suggestions",
        ),
        (
            "User: I'm colour-blind, so high contrast in all charts you make me, please.",
            "colour-blind",
            "high contrast",
        ),
    ],
)
def test_what_to_leave_out_or_use_after_so_is_an_item_of_its_own(said: str, condition: str, wish: str) -> None:
    items = contents(said)
    assert alone(items, wish, condition)


@pytest.mark.parametrize(
    "clause",
    ["so no worries", "so no idea when", "so no one came", "so desks in all rooms", "so the rest is fine"],
)
def test_so_with_nothing_left_out_or_used_acts_on_nothing(clause: str) -> None:
    assert natural.SO_ACTS.match(clause) is None
