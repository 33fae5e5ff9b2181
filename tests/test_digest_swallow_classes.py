"""An item never swallows a neighbouring clause, by the structure that made it swallow (issue 22
item 7, fourth round): a joining word before a clause with a topic of its own, a change of
topic, clauses each saying when, a clause of its own between two others, a debate that says what
it came to, a contrast for another scope, a deferred option, a thing named by what it is. Each
class in English and in Chinese, in sentences written for these tests (none is taken from
benchmarks/data)."""

from __future__ import annotations

import pytest

from agent_memory.config import load_config
from agent_memory.digest import DigestItem, RuleDigester

RULES = RuleDigester(load_config(None).digest)


def holding(text: str, *phrases: str) -> list[DigestItem]:
    return [item for item in RULES.digest(text) if all(p in item.content for p in phrases)]


# (conversation, the fact kept, the neighbour it must not hold, whether the neighbour is an item)
APART: list[tuple[str, str, str, bool]] = [
    # a joining word ("然后", "then") before a clause with a topic of its own
    ("用户: 镜像仓库用 Harbor，然后构建缓存放 MinIO", "Harbor", "MinIO", True),
    ("User: We picked Harbor for images, then build caches go to MinIO", "Harbor", "MinIO", True),
    # a change of topic ("——对了", "btw"): a remark on the assistant's work is no part of the fact
    ("用户: 备份保留 14 天——对了，你上一条回复里的 SQL 少了个逗号", "14 天", "SQL", False),
    ("User: Keep backups for 14 days, btw your last SQL snippet was missing a comma", "14 days", "SQL", False),
    ("User: Keep backups for 14 days - oh and the meeting notes you wrote had a typo", "14 days", "typo", False),
    # clauses each saying when, and a clause of its own between two: an item's clauses are side by side
    ("用户: 部署用 Argo CD，每次提交跑 lint，合到主干再跑端到端测试", "Argo CD", "端到端", True),
    ("User: Backups run every night at 2am, the restore drill runs every Friday at 4pm", "2am", "Friday", True),
    # a debate that says what it came to: the clause after its conclusion is a fact of its own
    ("用户: 组里争论了很久缓存怎么失效，结论是先用 TTL，主动失效放到下个迭代", "先用 TTL", "下个迭代", True),
    (
        "User: We argued about the queue for an hour; in the end we picked SQS, and the DLQ keeps 14 days",
        "SQS",
        "14",
        True,
    ),
    # a debate ending at a colon: what follows is what it came to, an item each
    ("用户: 复盘会上讨论了告警的规则：CPU 超过 80% 就告警，磁盘用量阈值 90%", "告警的规则", "80%", True),
    (
        "User: We debated the release rules: freeze 3 days before a release, hotfixes only",
        "release rules",
        "3 days",
        True,
    ),
    # a contrast naming a scope of its own ("but everywhere else", "不过其他…")
    (
        "User: I prefer single quotes in the Python code, but everywhere else double quotes for JSON",
        "Python",
        "JSON",
        True,
    ),
    ("用户: 后端代码用四个空格缩进，不过前端项目一律用两个空格", "四个空格", "两个空格", True),
    # an option deferred after the one chosen
    ("User: We picked Sentry for errors, Datadog maybe next year if the budget allows", "Sentry", "Datadog", False),
    ("用户: 邮件服务先用 Mailgun，SES 以后再说", "Mailgun", "SES", False),
    # a thing named by what it is ("老的…", "the old one…") is a subject of its own
    ("用户: 新集群上周已经切过去了，老的月底下线", "新集群", "月底下线", True),
    (
        "User: The new cluster went live last week, the old one shuts down at the end of the month",
        "new cluster",
        "old one",
        False,
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
        # a debate with no conclusion ("最后也没结论") is one item, whoever leans which way
        ("用户: 周会上大家争了半天要不要换 ORM，最后也没结论，小李坚持不换", ("ORM", "小李坚持不换")),
        # a debate whose conclusion ends the sentence keeps it
        ("用户: 评审会上讨论了要不要上消息队列，最后说先观察一个月", ("消息队列", "先观察一个月")),
        # a reason after an option turned down stays with the fact chosen
        ("用户: 打包工具用 esbuild，不要 webpack，因为构建快很多", ("esbuild", "构建快很多")),
        # "除非" is a condition of its fact, no subject of its own
        ("用户: 我比较喜欢纯函数，少用全局变量，除非真的需要缓存", ("少用全局变量", "除非")),
    ],
)
def test_what_belongs_to_a_fact_stays_with_it(text: str, together: tuple[str, ...]) -> None:
    assert holding(text, *together), RULES.digest(text)
