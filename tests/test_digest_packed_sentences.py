"""Sentences that pack several facts (issue 22 item 7, fifth round): a contrast with a fact of its
own, an option turned down inside the fact ("instead of", "代替"), a value taken back in the same
breath, an aside on a rejected or compared option, a name or a bare subject starting a clause, a
second setting with its verb left out, two settings counted in Chinese numerals. Each class both
ways (what is apart is cut, what belongs stays), in sentences written for these tests (none is
taken from benchmarks/data)."""

from __future__ import annotations

import pytest

from agent_memory.config import load_config
from agent_memory.digest import DigestItem, RuleDigester

RULES = RuleDigester(load_config(None).digest)


def holding(text: str, *phrases: str) -> list[DigestItem]:
    return [item for item in RULES.digest(text) if all(p in item.content for p in phrases)]


# (conversation, the fact kept, the neighbour it must not hold, whether the neighbour is an item)
APART: list[tuple[str, str, str, bool]] = [
    # "but" with a subject and verb of its own, or an instruction: a fact, not a reason
    ("User: Keep the logs for 30 days, but the audit trail has to stay for a year", "30 days", "audit trail", True),
    ("User: Set the webhook retries to 5, but send the payment ones to the DLQ at once", "retries", "DLQ", True),
    ("User: use ruff from now on, though black stays in the legacy repo", "ruff", "black", True),
    # an option turned down inside the fact
    ("User: Let's go with Caddy instead of nginx as the reverse proxy", "Caddy", "nginx", False),
    ("User: set the socket buffer to 256kb, not 64kb", "256kb", "64kb", False),
    ("User: We'll use Go rather than Rust for the CLI, since the team knows it", "Go", "Rust", False),
    ("用户: 日志平台用 Loki 而不是 ELK", "Loki", "ELK", False),
    ("用户: 格式化用 ruff format 代替 black 和 autopep8", "ruff format", "autopep8", False),
    # a value taken back in the same breath
    ("User: The staging port isn't 8080, it's 8443", "8443", "8080", False),
    # an aside on an option turned down
    (
        "User: We'll host the docs on Netlify (Vercel was considered but the pricing was unclear)",
        "Netlify",
        "Vercel",
        False,
    ),
    ("用户: 消息队列用 NATS（比 Kafka 省心），监控走 Prometheus", "NATS", "Kafka", False),
    ("User: 用 Vitest instead of Jest，组件测试放 src/__tests__/", "Vitest", "Jest", False),
    # an option deferred at the end of a list ("…，鸿蒙先不要")
    ("用户: 客户端先做 iOS 和安卓，鸿蒙先不要", "iOS", "鸿蒙", False),
    # another value per something, a schedule said again
    ("User: 100 requests per minute per user, 1000 per org", "100 requests", "1000", True),
    ("User: snapshots at 02:00 UTC daily, weekly full snapshot on Saturdays", "02:00", "Saturdays", True),
    # a value taken back as the sentence goes ("16, wait no, 24")
    ("User: set the pool size to 16, wait no, 24", "24", "16", False),
    ("User: standup moves to 9:15 — actually scratch that, 9:40", "9:40", "9:15", False),
    ("用户: 堆内存设成 2G，不对，3G", "3G", "2G", False),
    # one of several listed: "plus …", "first, …; second, …"
    ("User: Prometheus for metrics, Loki for logs, plus Sentry for errors", "Loki", "Sentry", True),
    ("User: the rules: first, Postgres 16 for storage; second, Redis 7 for the cache", "Postgres", "Redis", True),
    # a topic and the product it is or goes to, said side by side
    ("User: Frontend is SvelteKit, search goes to Meilisearch.", "SvelteKit", "Meilisearch", True),
    ("User: Logs go through Vector, metrics through Prometheus, traces via Tempo", "Vector", "Prometheus", True),
    # the rest said apart, an instruction after an instruction, a moved tool, a name with its version
    ("User: PRs over 300 lines need two approvals, everything else needs one", "two approvals", "needs one", True),
    ("User: I'd rather you write short commit titles, skip emoji, and keep the body wrapped", "short", "emoji", True),
    ("User: we migrated the issue tracker to Linear in May, the sprint is two weeks", "Linear", "sprint", False),
    ("User: Android 10 is the floor, and the APK stays under 40 MB", "Android 10", "40 MB", True),
    ("User: the tick rate is 20 Hz, and health regenerates 5 per second", "20 Hz", "regenerates", True),
    # a value for another environment ("…, WARN locally"); a level in capitals is no request to debug
    ("User: log level ERROR in prod, WARN locally", "ERROR in prod", "WARN locally", True),
    ("User: tracing ON in staging, OFF in production", "ON in staging", "OFF in production", True),
    # "and" before a bare plural subject and its verb, a thing that comes from a product
    ("User: We'll use Postmark for receipts and newsletters come from Buttondown", "Postmark", "Buttondown", True),
    # another instruction joined by "and" ("run it at … and gzip the output")
    ("User: run the export at 02:15 UTC and encrypt the archive", "02:15", "encrypt", True),
    # two settings counted in Chinese numerals
    ("用户: 连接超时五秒，最多重连三次", "五秒", "三次", True),
    # Chinese settings said by their own words ("并发 6", "加到五台"), each in a list an item
    ("用户: 爬虫并发 6、间隔 300 毫秒、重试 2 次", "并发 6", "300 毫秒", True),
    ("用户: 打包机扩到三台，另外日志盘换成 2T 的", "三台", "2T", True),
    ("用户: 连接的读超时八秒，写超时十秒", "八秒", "十秒", True),
    # a clause saying where, its topic the one before ("…，部署在…")
    ("用户: 缓存还是 Redis 7，部署在腾讯云的广州区", "Redis 7", "广州区", True),
    # one more thing done after a value ("…，异地再存一份")
    ("用户: 快照保留 14 天，另一个机房也同步一份", "14 天", "机房", True),
    # the value that held before ("…，原来是…") is no part of the fact; a person's wish, undecided, is no fact
    ("用户: 评审改到下周二了，原来是这周四", "下周二", "这周四", False),
    ("用户: 网关用 Kong，然后移动端那边小李说他想用 Flutter 不过还没定", "Kong", "Flutter", False),
    # who before when: "我们下周三发版，还有周五下午做复盘" is two events
    ("用户: 我们下周二封版，还有周四上午做验收", "下周二", "周四", True),
    # a name doing a duty, a bare subject and its value: clauses of their own
    ("User: I'm off on June 12, Priya handles the deploys that day", "June 12", "Priya", False),
    ("User: The launch is on March 3, dress rehearsal is March 1 at 10am", "March 3", "rehearsal", True),
    # a second setting with its verb left out ("and the queue depth to 500")
    ("User: Set the worker count to 8 and the queue depth to 500", "worker count", "500", True),
    (
        "User: Put the fixtures in tests/data/ and the snapshots in tests/__snapshots__/",
        "tests/data/",
        "snapshots",
        True,
    ),
]


@pytest.mark.parametrize(("text", "kept", "neighbour", "own_item"), APART)
def test_an_item_never_holds_the_neighbouring_clause(text: str, kept: str, neighbour: str, own_item: bool) -> None:
    assert holding(text, kept), RULES.digest(text)
    assert not holding(text, kept, neighbour), RULES.digest(text)
    assert bool(holding(text, neighbour)) is own_item, RULES.digest(text)


@pytest.mark.parametrize(
    ("text", "together"),
    [
        # "but" and a pronoun: a remark on the fact, which stays with it
        ("User: Use Redis for sessions, but it gets flaky under load", ("Redis", "flaky")),
        # a name doing something to the thing just named ("maintains it") is more of that fact
        ("User: The docs live in acme/handbook, Tomas maintains it", ("acme/handbook", "Tomas")),
        # a frequency ("两周一次") and a span in a plan ("观察两天") are no second setting
        ("用户: 复盘会两周一次，放在周五下午", ("两周一次", "周五下午")),
        ("用户: 日志先保留 30 天，观察两天没问题再删旧的", ("30 天", "观察两天")),
        # a "no" or an "actually" that takes no value back changes nothing
        ("User: run 3 replicas behind the balancer, actually quite small ones", ("3 replicas", "actually")),
        # "from now on," says from when the rule that follows holds
        ("User: from now on, always answer in English", ("from now on", "English")),
        # a contrast about someone else's thing is a remark on the fact
        ("User: Use Redis for sessions, but their client is clunky", ("Redis", "clunky")),
        # "and" between two things one verb takes stays inside the fact
        ("User: set the retention of logs and the metrics to 30 days", ("logs and the metrics", "30 days")),
        # "instead" with no option after it changes nothing
        ("User: Set the cache TTL to 600 instead", ("TTL", "600 instead")),
    ],
)
def test_what_belongs_to_a_fact_stays_with_it(text: str, together: tuple[str, ...]) -> None:
    assert holding(text, *together), RULES.digest(text)


def test_a_policy_said_with_we_dont_is_kept_and_not_knowing_is_not() -> None:
    assert holding("User: we don't log request bodies anywhere", "request bodies")
    assert not RULES.digest("User: we don't know the budget yet")


def test_each_bullet_is_read_without_its_marker() -> None:
    said = "User: House rules:\n- rebase merges only\n- no force-push to release branches\n1) timeout 45s\n"
    contents = [item.content for item in RULES.digest(said)]
    assert any(c.endswith("rebase merges only") for c in contents), contents
    assert any(c.endswith("no force-push to release branches") for c in contents), contents
    assert any(c.endswith(": timeout 45s") for c in contents), contents
    answer = "Assistant: Which Node image should CI use?\nUser: 20.11-alpine\n"
    assert holding(answer, "20.11-alpine"), RULES.digest(answer)  # a version is no numbered bullet


def test_a_schedule_is_a_setting_and_a_topic_opened_is_nothing_yet() -> None:
    assert holding("User: rebuild the search index nightly", "nightly")
    assert holding("User: rotate the logs every Sunday", "every Sunday")
    assert not RULES.digest("User: about the weekly metrics export...")


def test_a_reason_with_a_number_is_no_value_taken_back() -> None:
    said = "User: the box only has 16 GB, make it 8 workers"  # "make it" corrects nothing here
    assert holding(said, "16 GB") and holding(said, "8 workers"), RULES.digest(said)


def test_what_we_keep_or_use_is_a_decision_and_each_move_after_it_too() -> None:
    said = "User: so: we keep redis for sessions, move the queues to SQS, and retire the old RabbitMQ box"
    assert holding(said, "redis") and not holding(said, "redis", "SQS"), RULES.digest(said)
    assert holding(said, "SQS") and holding(said, "RabbitMQ"), RULES.digest(said)
    assert holding("User: ok let's go w/ duckdb for the prototype", "duckdb")


def test_a_standing_request_is_a_preference() -> None:
    said = "User: please always give me the commands for fish, I'm on Linux"
    assert holding(said, "fish"), RULES.digest(said)


def test_an_assistant_question_sets_nothing() -> None:
    asked = "Assistant: Shall I set the build timeout to 20 minutes?\nUser: thanks, later\n"
    assert not holding(asked, "20 minutes"), RULES.digest(asked)
