"""Memories that know when (issue 23), sixth round, by class: a habit's weekday is no event; a
value said changed back, raised or restored ("back to", "raised to", "换回", "恢复为") replaces
the earlier one; a state said to hold for a time ("during the freeze", "暑假期间") is a value,
not an event; a product moved from one version to another with its name said twice."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.when import event_span

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


class Clock:
    def __init__(self) -> None:
        self.moment = NOW

    def __call__(self) -> datetime:
        return self.moment

    def at(self, moment: str) -> datetime:
        self.moment = datetime.fromisoformat(moment)
        return self.moment


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def timed(root: Path, clock: Clock) -> Iterator[Memory]:
    with Memory(root, clock=clock) as memory:
        yield memory


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
