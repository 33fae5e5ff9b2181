"""Memories that know when (issue 23), sixth round, by class, each both ways in English and
Chinese: a habit's weekday is no event; a value said changed back, raised or restored ("back to",
"raised to", "换回", "恢复为") replaces the earlier one; a state said to hold for a time ("during
the freeze", "暑假期间") is a value, not an event; a product moved from one version to another with
its name said twice; the thing a change names decides what it replaces; a question asking for the
latest gets the newest first; someone else's fact follows ours and supersedes nothing; before an
event named by a change and a name, the name tells of it, not the verb."""

from __future__ import annotations

from datetime import datetime

import pytest

from agent_memory import Memory
from agent_memory.when import event_span

from .conftest import Clock

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


def _linked(memory: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str]) -> bool:
    old_id = memory.remember(old[1], written_at=clock.at(f"{old[0]}T09:00:00+00:00")).entry.id
    new_id = memory.remember(new[1], written_at=clock.at(f"{new[0]}T09:00:00+00:00")).entry.id
    return memory.get(old_id).superseded_by == new_id


# ---- a habit's weekday is no event ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # a habit: every (other) weekday, weekdays listed after 每周, or listed with 、
        ("The bins go out every other Tuesday.", None),
        ("We water the plants every Monday and Friday.", None),
        ("Each Wednesday the interns present a paper.", None),
        ("垃圾每周二、周五收。", None),
        ("瑜伽课每周一和周四晚上。", None),
        ("羽毛球改到周二、周六晚上打。", None),
        # an event on one weekday stays one
        ("The interns presented their paper on Wednesday.", "2024-06-12"),
        ("Every test passed on Friday.", "2024-06-14"),
        ("复盘会定在周四下午。", "2024-06-20"),
        ("上周四上线了，之后每周一复盘。", "2024-06-13"),
    ],
)
def test_a_habits_weekday_is_no_event(text: str, iso: str | None) -> None:
    span = event_span(text, NOW)
    assert (span.start.isoformat() if span else None) == iso


# ---- a value said changed back, raised or restored ------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            ("2024-02-05", "Log retention for the audit bucket raised to 30 days for the review."),
            ("2024-05-06", "Review done: audit bucket log retention back to 14 days."),
            True,
        ),
        (
            ("2024-02-05", "The sync job for the mobile app runs every 15 minutes."),
            ("2024-05-06", "Battery complaints: the mobile app sync job interval raised to 60 minutes."),
            True,
        ),
        (
            ("2024-02-05", "食堂的午餐供应商换成了本地的禾丰餐饮。"),
            ("2024-05-06", "禾丰餐饮连续两次食材不合格，食堂午餐供应商又换回老乡鸡。"),
            True,
        ),
        (
            ("2024-02-05", "图书馆自习室开放时间延长到晚上十二点。"),
            ("2024-05-06", "考试周结束，图书馆自习室开放时间恢复为晚上十点。"),
            True,
        ),
        # back to something else, a raise of another thing, or a restoring without a change
        (
            ("2024-02-05", "Log retention for the audit bucket raised to 30 days for the review."),
            ("2024-05-06", "Maria is back to work after her leave."),
            False,
        ),
        (
            ("2024-02-05", "The sync job for the mobile app runs every 15 minutes."),
            ("2024-05-06", "Team lunch budget raised to 25 dollars a head."),
            False,
        ),
        (
            ("2024-02-05", "食堂的午餐供应商换成了本地的禾丰餐饮。"),
            ("2024-05-06", "小王换回了原来的工位。"),
            False,
        ),
        (
            ("2024-02-05", "图书馆自习室开放时间延长到晚上十二点。"),
            ("2024-05-06", "服务器已经恢复为正常状态。"),
            False,
        ),
    ],
)
def test_a_value_said_back_raised_or_restored_supersedes_the_earlier(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    assert _linked(timed, clock, old, new) is linked


# ---- a state held for a time is a value ------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            ("2024-07-01", "暑假期间游泳馆营业时间延长到晚上十点。"),
            ("2024-09-02", "开学了，游泳馆营业时间恢复为晚上八点。"),
            True,
        ),
        (
            ("2024-12-16", "Deploys to prod need two approvals during the holiday freeze, Dec 20 to Jan 3."),
            ("2025-01-06", "Freeze over: deploys to prod now need one approval, from the on-call lead."),
            True,
        ),
        # an event on a day stays true when a later memory says something changed
        (
            ("2024-07-01", "昨天游泳馆停电，提前到晚上六点关门。"),
            ("2024-09-02", "开学了，游泳馆营业时间恢复为晚上八点。"),
            False,
        ),
        (
            ("2024-12-16", "Deploys to prod were blocked yesterday by a failing approval check."),
            ("2025-01-06", "Deploys to prod now need one approval."),
            False,
        ),
    ],
)
def test_a_state_held_for_a_time_may_be_superseded(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    assert _linked(timed, clock, old, new) is linked


# ---- a product moved from one version to another, named twice ------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            ("2024-02-05", "The docs site is built with Hugo 0.110 on Netlify."),
            ("2024-05-06", "Upgraded the docs site from Hugo 0.110 to Hugo 0.125; no template changes."),
            True,
        ),
        (
            ("2024-02-05", "数据看板跑在 Grafana 9.5 上。"),
            ("2024-05-06", "数据看板从 Grafana 9.5 升级到 Grafana 10.4 了。"),
            True,
        ),
        # the version named is the one held, or another product's
        (
            ("2024-02-05", "The docs site is built with Hugo 0.110 on Netlify."),
            ("2024-05-06", "Upgraded the admin theme from Bootstrap 4.6 to Bootstrap 5.3."),
            False,
        ),
        (
            ("2024-02-05", "数据看板跑在 Grafana 9.5 上。"),
            ("2024-05-06", "日志平台从 Loki 2.8 升级到 Loki 3.0 了。"),
            False,
        ),
    ],
)
def test_a_version_move_with_the_name_said_twice_supersedes_the_earlier(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    assert _linked(timed, clock, old, new) is linked


# ---- the thing said changed: held by the earlier memory, or not ------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # the new memory names what changed, and the earlier one holds it
        (
            ("2024-02-05", "The staging runner for the billing repo listens at ci.local:7000."),
            ("2024-05-06", "Staging runner moved to port 7100 because the metrics agent now needs 7000."),
            True,
        ),
        (
            ("2024-02-05", "Wi-Fi at the cabin is Starlink, set up yesterday."),
            ("2024-05-06", "Starlink kept cutting out; switched the wi-fi to a 5G router today."),
            True,
        ),
        (("2024-02-05", "周报的模板是老李写的那份。"), ("2024-05-06", "周报的模板换成了小周做的新版。"), True),
        (("2024-02-05", "前台的值班人是小赵。"), ("2024-05-06", "小赵请假了，前台值班暂由阿芳兼任。"), True),
        # it names another thing than the earlier one holds
        (
            ("2024-02-05", "The staging runner for the billing repo listens at ci.local:7000."),
            ("2024-05-06", "Dark mode for the billing web app was postponed to next year; fixes come first."),
            False,
        ),
        (("2024-02-05", "周报只发给产品组。"), ("2024-05-06", "周报的负责人换成了小周。"), False),
        (("2024-02-05", "前台只收现金和微信。"), ("2024-05-06", "小赵请假了，前台值班暂由阿芳兼任。"), False),
        (
            ("2024-02-05", "测试服务器的账号统一用工号登录。"),
            ("2024-05-06", "旧的备份任务下线，统一改成增量备份。"),
            False,
        ),
    ],
)
def test_the_thing_said_changed_decides_what_is_replaced(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    assert _linked(timed, clock, old, new) is linked


# ---- recall: the latest of something, and someone else's fact --------------------------------------


def _recall(memory: Memory, clock: Clock, items: list[tuple[str, str]], query: str) -> list[str]:
    """The texts ``query`` recalls first, each item remembered at its own day, asked a week after."""
    for day, text in items:
        memory.remember(text, written_at=clock.at(f"{day}T09:00:00+00:00"))
    clock.at("2025-03-10T09:00:00+00:00")
    return [hit.entry.content for hit in memory.recall(query, top_k=5, record_access=False)]


RELEASES = [
    (
        "2024-05-13",
        "inkwell 1.2.0 was released today with the new exporter; the inkwell release notes are on the wiki.",
    ),
    ("2024-11-04", "inkwell 1.3.0 release: plugin hooks and faster inkwell parsing."),
    ("2025-03-03", "inkwell 1.3.1 went out today with a fix for inkwell links."),
]
RELEASES_ZH = [
    ("2024-05-13", "墨水 App 1.2 版本今天发布，新增导出功能，发布说明在墨水 wiki 上。"),
    ("2024-11-04", "墨水 App 1.3 版本发布了：插件和更快的墨水解析。"),
    ("2025-03-03", "墨水 App 1.3.1 今天上线，修了墨水链接的问题。"),
]


@pytest.mark.parametrize(
    ("items", "query", "first"),
    [
        (RELEASES, "What is the latest inkwell release?", "inkwell 1.3.1"),
        (RELEASES_ZH, "墨水 App 最新发布的是哪个版本？", "墨水 App 1.3.1"),
        # not asked for the latest: the best found first, as before
        (RELEASES, "Which inkwell release added the exporter?", "inkwell 1.2.0"),
        (RELEASES_ZH, "墨水 App 哪个版本加了导出功能？", "墨水 App 1.2"),
    ],
)
def test_a_question_asking_for_the_latest_gets_the_newest_first(
    timed: Memory, clock: Clock, items: list[tuple[str, str]], query: str, first: str
) -> None:
    assert _recall(timed, clock, items, query)[0].startswith(first)


AUDITORS = [
    ("2025-01-20", "We signed Marlow Partners as our auditor."),
    (
        "2025-02-24",
        "Vantix's own SOC 2 auditor, their SOC 2 Type II auditor, is Cobb & Lane; that is their vendor, not ours.",
    ),
]
AUDITORS_ZH = [
    ("2025-01-20", "《远山》的稿费是千字150元。"),
    ("2025-02-24", "另一本《近水》的稿费现在是千字100元，稿费按季度结算，别搞混。"),
]


@pytest.mark.parametrize(
    ("items", "query", "first"),
    [
        (AUDITORS, "Who is our SOC 2 auditor?", "We signed Marlow"),
        (AUDITORS_ZH, "稿费现在按多少算？", "《远山》"),
        # the question names the other owner: theirs is the answer
        (AUDITORS, "Who is Vantix's SOC 2 auditor?", "Vantix's own"),
        (AUDITORS_ZH, "《近水》的稿费是多少？", "另一本《近水》"),
    ],
)
def test_someone_elses_fact_follows_ours_unless_asked_about(
    timed: Memory, clock: Clock, items: list[tuple[str, str]], query: str, first: str
) -> None:
    assert _recall(timed, clock, items, query)[0].startswith(first)


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            ("2025-01-20", "Our SOC 2 auditor is Marlow Partners."),
            ("2025-02-24", "Vantix's SOC 2 auditor is now Cobb & Lane; that is their vendor, not ours."),
            False,
        ),
        (
            ("2025-01-20", "《远山》的稿费是千字150元。"),
            ("2025-02-24", "另一本《近水》的稿费现在是千字100元，别搞混。"),
            False,
        ),
        # the same change said of our own: it replaces
        (
            ("2025-01-20", "Our SOC 2 auditor is Marlow Partners."),
            ("2025-02-24", "Our SOC 2 auditor is now Cobb & Lane."),
            True,
        ),
        (("2025-01-20", "《远山》的稿费是千字150元。"), ("2025-02-24", "《远山》的稿费改成千字180元。"), True),
    ],
)
def test_someone_elses_fact_supersedes_nothing(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    assert _linked(timed, clock, old, new) is linked


# ---- before an event named by a change and a name ---------------------------------------------------

HOSTING = [
    ("2023-01-16", "Our podcast episodes are hosted on Anchor."),
    ("2023-09-04", "Moved podcast hosting from Anchor to Transistor for better analytics."),
    ("2025-03-03", "Transistor prices went up; moved podcast hosting to Buzzsprout today."),
]
HOSTING_ZH = [
    ("2023-01-16", "播客节目托管在喜马拉雅上。"),
    ("2023-09-04", "播客托管从喜马拉雅迁到小宇宙，数据分析更好。"),
    ("2025-03-03", "小宇宙涨价了，今天把播客托管迁到荔枝。"),
]


@pytest.mark.parametrize(
    ("items", "query", "first"),
    [
        # what held at the event's eve first: the memory saying "moved" tells of no move to Buzzsprout
        (HOSTING, "Before we moved to Buzzsprout, where were we hosted?", "Moved podcast hosting from Anchor"),
        (HOSTING_ZH, "迁到荔枝之前，播客托管在哪？", "播客托管从喜马拉雅迁到小宇宙"),
        # asked what came after, the memory telling of the event comes first
        (HOSTING, "After we moved to Buzzsprout, where were we hosted?", "Transistor prices went up"),
        (HOSTING_ZH, "迁到荔枝之后，播客托管在哪？", "小宇宙涨价了"),
    ],
)
def test_before_an_event_named_by_a_change_what_held_at_its_eve_first(
    timed: Memory, clock: Clock, items: list[tuple[str, str]], query: str, first: str
) -> None:
    assert _recall(timed, clock, items, query)[0].startswith(first)


# ---- a move of home replaces where one lived ---------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        (
            ("2024-02-05", "We rent a flat at 9 Mill Lane, York."),
            ("2024-09-02", "Moved house to Bootham Crescent 12."),
            True,
        ),
        (("2024-02-05", "用户住在成都武侯区。"), ("2024-09-02", "用户上个月搬家到了重庆渝中区。"), True),
        # another thing moved, or a move only thought about
        (
            ("2024-02-05", "We rent a flat at 9 Mill Lane, York."),
            ("2024-09-02", "Moved the build server to rack B."),
            False,
        ),
        (("2024-02-05", "用户住在成都武侯区。"), ("2024-09-02", "用户在考虑要不要搬家到重庆。"), False),
    ],
)
def test_a_move_of_home_replaces_where_one_lived(
    timed: Memory, clock: Clock, old: tuple[str, str], new: tuple[str, str], linked: bool
) -> None:
    assert _linked(timed, clock, old, new) is linked
