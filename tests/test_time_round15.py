"""Memories that know when (issue 23), fifteenth round, by class, each both ways: an English
choice and its rejection are the spec's conflict (config.yaml's ``conflicts``, read in English as in
Chinese: "we use Kafka" then "we no longer use Kafka"), and the conflict supersedes."""

from __future__ import annotations

from datetime import datetime

import pytest

from agent_memory import Memory
from agent_memory.search.theirs import turned_down

from .conftest import Clock, superseded_by_later

# Monday 17 June 2024, 10:00
NOW = datetime(2024, 6, 17, 10, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.mark.parametrize(
    ("old", "new", "entity", "kind"),
    [
        (
            "We use Kafka for the event bus.",
            "We don't use Kafka anymore, events go through NATS.",
            "kafka",
            "rejects_previous",
        ),
        (
            "The team decided on Terraform for infra.",
            "We moved away from Terraform last sprint.",
            "terraform",
            "rejects_previous",
        ),
        (
            "We're using GitHub Actions for CI.",
            "We stopped using GitHub Actions; builds run on Buildkite.",
            "github actions",
            "rejects_previous",
        ),
        (
            "We decided against Svelte for the dashboard.",
            "We switched to Svelte for the dashboard after all.",
            "svelte",
            "adopts_rejected",
        ),
        ("我们决定用 Kafka 做消息总线。", "不用 Kafka 了，消息都走 NATS。", "kafka", "rejects_previous"),
        ("团队放弃了 Terraform。", "我们又决定采用 Terraform 管基础设施。", "terraform", "adopts_rejected"),
    ],
)
def test_a_choice_and_its_rejection_are_a_conflict_in_either_language(
    timed: Memory, clock: Clock, old: str, new: str, entity: str, kind: str
) -> None:
    first = timed.remember(old, written_at=clock.at("2024-02-05T09:00:00+00:00")).entry.id
    later = timed.remember(new, written_at=clock.at("2024-05-06T09:00:00+00:00"))
    assert [(c.memory_id, c.entity, c.type) for c in later.conflicts] == [(first, entity, kind)]
    assert timed.get(first).superseded_by == later.entry.id


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another thing of the same name: a name and its capitalised words after it, or with a version
        ("We use Redis for caching.", "We no longer use Redis Cluster for sessions."),
        ("We use Python for the data scripts.", "We don't use Python 3.8 anywhere now."),
        # lower-case words are no names: "the staging box" is no choice of "the"
        ("We use the staging box for demos.", "We don't use the old laptop for demos."),
        # two choices of different things, and two rejections of one
        ("We use Grafana for dashboards.", "We use Loki for logs."),
        ("We decided against MongoDB for the ledger.", "We no longer use MongoDB anywhere."),
        ("我们不用 MongoDB 存日志。", "团队决定弃用 MongoDB。"),
        ("决定使用 Redis 做缓存。", "不用 Redis Cluster 了。"),
    ],
)
def test_no_conflict_without_one_name_chosen_and_rejected(timed: Memory, clock: Clock, old: str, new: str) -> None:
    timed.remember(old, written_at=clock.at("2024-02-05T09:00:00+00:00"))
    later = timed.remember(new, written_at=clock.at("2024-05-06T09:00:00+00:00"))
    assert later.conflicts == ()


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        ("We use MySQL for the orders service.", "We moved off MySQL; orders live in PostgreSQL.", True),
        ("We run Nomad for the batch jobs.", "We got rid of Nomad, the batch jobs are on Kubernetes.", True),
        ("我们选用 Jenkins 做持续集成。", "停止了 Jenkins，持续集成改到 GitLab CI。", True),
        # a rejection of another thing of the same name supersedes nothing
        ("We use Redis for caching.", "We no longer use Redis Cluster for sessions.", False),
        ("We use Python for the data scripts.", "We don't use Python 3.8 anywhere now.", False),
    ],
)
def test_an_english_conflict_supersedes(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        # a request or an invitation, then what holds kept
        ("Someone asked to move the pub quiz back to Mondays; Dara kept Thursday.", True),
        ("Lena asked me back on her allotment team; I'm staying with the Greens.", True),
        ("The warden invited us back to the old hall; we kept the church rooms.", True),
        ("有人提议把例会改回周一，组长还是定在周四。", True),
        ("老同事邀请我回原来的公司，我还是留在现在的团队。", True),
        # a request taken up, someone keeping a thing that is no answer, an invitation accepted
        ("Dara asked to move the pub quiz to Mondays, and from next week it is.", False),
        ("I was asked to chair the meeting; Priya kept the minutes.", False),
        ("老同事邀请我回原来的公司，我答应了，下个月入职。", False),
    ],
)
def test_a_request_or_invitation_turned_down(text: str, refused: bool) -> None:
    assert turned_down(text) is refused


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # a request refused changes nothing of what holds
        (
            "Pub quiz is at the Crown on Thursdays these days.",
            "Someone asked to put the pub quiz back on Mondays; Dara kept Thursday.",
            False,
        ),
        (
            "Tim Hale keeps Osprey on mooring C4.",
            "Lena asked me back on her boat Tern; I'm staying with Tim on Osprey.",
            False,
        ),
        ("例会现在改到周四晚上了。", "有人提议把例会改回周一，组长还是定在周四。", False),
        # a place closed for good: its name alone is enough, in either language
        (
            "Netball league plays Tuesdays at Eastway Courts, £4 each.",
            "Eastway Courts shut for redevelopment. Leyton Sports Hall from next week.",
            True,
        ),
        (
            "Our book group meets at the Lantern Cafe on Thursdays.",
            "The Lantern Cafe has closed permanently; we meet in the library now.",
            True,
        ),
        ("周末在红星菜市场买菜。", "红星菜市场拆迁了，现在去永辉买。", True),
        # closed for a while is no closing for good
        (
            "Our book group meets at the Lantern Cafe on Thursdays.",
            "The Lantern Cafe closed for two weeks for a refit.",
            False,
        ),
    ],
)
def test_a_refusal_supersedes_nothing_a_closing_for_good_does(
    timed: Memory, clock: Clock, old: str, new: str, linked: bool
) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked


@pytest.mark.parametrize(
    ("old", "new", "linked"),
    [
        # someone elected to the role the earlier memory said who held
        ("合唱团团长是老孟。", "今年换届，小葛当选团长。", True),
        ("The chair is Martin Oduya.", "At the AGM Selin was elected chair.", True),
        ("Martin is our club secretary.", "Selin was elected club secretary on Friday.", True),
        # elected to another role, or to something that is no role of it, or only thought of
        ("合唱团团长是老孟。", "小葛当选优秀团员。", False),
        ("Martin is our club secretary.", "Selin was elected treasurer on Friday.", False),
        ("The chair is Martin Oduya.", "We considered whether Selin should be elected chair.", False),
    ],
)
def test_someone_elected_ends_who_held_the_role(timed: Memory, clock: Clock, old: str, new: str, linked: bool) -> None:
    assert superseded_by_later(timed, clock, old, new) is linked
