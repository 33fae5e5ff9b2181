"""Issue 22 item 7, sixth round: the classes of swallows read on set 4, each both ways (what is
apart is cut, what belongs stays), in sentences written for these tests (none is taken from
benchmarks/data); and text without a space, which the digester reads in time linear in its
length."""

from __future__ import annotations

import pytest

from agent_memory import natural
from agent_memory.config import load_config
from agent_memory.digest import DigestItem, RuleDigester

RULES = RuleDigester(load_config(None).digest)


def holding(text: str, *phrases: str) -> list[DigestItem]:
    return [item for item in RULES.digest(text) if all(p in item.content for p in phrases)]


# ---- a long word ----------------------------------------------------------------------------
# The value taken back ("16, wait no, 24") was looked for from every character of a word, each
# time to its end and back: a word of n digits cost n³ steps (2,000 digits took minutes), a word
# of n letters n². It is tried once a word now. These sizes finish at once when the work is
# linear and would not finish in hours when it is not.


@pytest.mark.parametrize("unit", ["7", "q", "x9.", "中", "4-", "5 号，"])
def test_a_long_word_or_run_on_is_read_in_linear_time(unit: str) -> None:
    word = (unit * 300_000)[:300_000]
    assert natural.corrected(word) == word
    assert len(RULES.digest(f"User: {word[:60_000]}")) <= 1


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("set the pool to 16, wait no, 24", "set the pool to 24"),
        ("heap 2G, no, 3G", "heap 3G"),
        ("内存设成 4G，不对，8G", "8G"),
        ("复盘定在 8 月 5 号，哦不，6 号", "复盘定在 8 月 6 号"),
        ("副本数设 3 个，不不不，5 个", "副本数设 5 个"),
        ("队列的 max delay 设 8ms——不对，是 3ms", "max delay 设 3ms"),
    ],
)
def test_a_value_taken_back_is_still_dropped(said: str, kept: str) -> None:
    assert natural.corrected(said).endswith(kept)


# ---- English: where a clause starts ---------------------------------------------------------

# (conversation, the fact kept, the neighbour it must not hold, whether the neighbour is an item)
APART: list[tuple[str, str, str, bool]] = [
    # ", and" before a person doing something, a passive, someone's "-ing", a bound of its own
    ("User: logs are kept 10 days, and we rotate the signing keys every quarter", "10 days", "signing keys", True),
    # (and "and we think…" is a thought, no decision of its own)
    ("User: the API listens on port 8080, and we think that's fine", "8080", "we think", False),
    ("User: the retro moved to Thursday 2pm, and Ana's hosting it this time", "Thursday 2pm", "Ana", False),
    # (a passive with "get" is an item of its own since the eighth round: tests/test_digest_round8.py)
    ("User: old sessions expire after 12 hours, and stale carts get archived after a week", "12 hours", "carts", True),
    ("User: keep the row height at 32px, and max 5 filters per view", "32px", "5 filters", True),
    # the value that held before ("…, 12 was the old length"), a number turned down ("40 not 25")
    ("User: the match lasts 10 minutes, 12 was the old length", "10 minutes", "12", False),
    ("User: the connection pool is 40 not 25", "40", "25", False),
    # "but we <did>" is a fact of its own, not a remark on the one before
    ("User: the batch size stays at 64, but we removed the gradient clipping", "64", "clipping", True),
    # "so" and who does what now; a second act in progress
    ("User: the payments lead is out until the 20th, so Ines covers the approvals", "Ines", "20th", False),
    (
        "User: signups tripled last week, so we're adding a second worker pool and pausing the free tier",
        "worker pool",
        "free tier",
        True,
    ),
    # a setting qualified by what it is of, a bare subject and what it was
    ("User: iOS target is 16, Android minSdk 28", "iOS target", "minSdk", True),
    ("User: the release slipped to Monday, root cause was a missing migration", "Monday", "migration", False),
    # "and X over Y", a bare noun acting after each time, short instructions listed
    ("User: I'd like answers in bullet points, and YAML over TOML for configs", "bullet points", "YAML", False),
    ("User: the index is rebuilt at 04:00, and cleanup runs after each import", "04:00", "cleanup", False),
    ("User: for replies: no emojis, American spelling please", "emojis", "American", True),
    # what is done to a thing later, said with a participle, is a setting of its own
    (
        "User: raw events are kept 7 days at full detail, rolled up to 5m buckets after 48 hours",
        "7 days",
        "5m buckets",
        True,
    ),
    # a thing of a product's name as a subject starts a clause; a clause of its own that is no
    # item takes its rider with it
    ("User: we're going with Hugo for the docs site, Gatsby upkeep made the call easy", "Hugo", "Gatsby", False),
    ("User: Use Terraform for infra, the Pulumi trial was fine but slower", "Terraform", "slower", False),
    # the option after "rather use … than" is turned down
    ("User: I'd rather you use tabs than spaces in Go files", "tabs", "spaces", False),
]


@pytest.mark.parametrize(("text", "kept", "neighbour", "own_item"), APART)
def test_an_item_never_holds_the_neighbouring_clause(text: str, kept: str, neighbour: str, own_item: bool) -> None:
    assert holding(text, kept), RULES.digest(text)
    assert not holding(text, kept, neighbour), RULES.digest(text)
    assert bool(holding(text, neighbour)) is own_item, RULES.digest(text)


@pytest.mark.parametrize(
    ("text", "together"),
    [
        # "but" and a pronoun's remark stays with the fact
        ("User: we picked SQLite for the desktop app, but it's slow with many writers", ("SQLite", "slow")),
        # "so" and a consequence (no act of its own) stays a reason
        ("User: we chose Hetzner because it was cheaper, so we're fine", ("Hetzner", "we're fine")),
        # "and" between two things one verb takes, or between two nouns with no verb, stays inside
        ("User: set the retention of logs and the metrics to 30 days", ("logs and the metrics", "30 days")),
        ("User: the timeout is 30 seconds for reads and writes", ("30 seconds", "writes")),
        # an act turned down after "rather … than" stays: it says what the choice is
        ("User: we'd rather pay more than self-host it", ("pay more", "self-host")),
        # "not" before a word that is no number changes nothing
        ("User: the cache holds 500 entries not counting pinned ones", ("500 entries", "pinned")),
        # a "was" with no value of what held before is no rider
        ("User: the deploy window is 14:00 to 16:00, that was agreed with ops", ("14:00", "16:00")),
    ],
)
def test_what_belongs_to_a_fact_stays_with_it(text: str, together: tuple[str, ...]) -> None:
    assert holding(text, *together), RULES.digest(text)


# ---- Chinese: where a clause starts ---------------------------------------------------------

ZH_APART: list[tuple[str, str, str, bool]] = [
    # a contrast with a topic of its own that acts ("不过出差的同事用…", "但审计日志要…")
    ("用户: 例会改到周二上午十点，不过出差的同事用飞书参会", "周二上午十点", "飞书", True),
    ("用户: 日志先保留 30 天，但审计日志要单独存一年", "30 天", "审计日志", True),
    # a product turned down after the one chosen
    ("用户: 服务器统一用 Debian 12，别再装 Fedora 了", "Debian 12", "Fedora", False),
    ("用户: 图表用 ECharts 不用 Highcharts", "ECharts", "Highcharts", False),
    # two counts in Chinese numerals with a measure of their own ("两条")
    ("用户: 推送标题不超过 15 个字，一天最多发两条", "15 个字", "两条", True),
    # a topic after "然后" with its verb; a topic opening with 会 (会议室) is a topic
    ("用户: 按钮圆角 4px，然后图标都用线性风格", "4px", "图标", True),
    ("用户: 周会挪到周四下午三点，会议室还是 5 楼那间", "周四下午三点", "5 楼", True),
    # topics each kept, turned on or off (留, 开, 关掉) side by side: facts of their own
    ("用户: 埋点默认关掉，线上包里只留崩溃上报，内测版才开全量日志", "埋点默认关掉", "崩溃上报", True),
    ("用户: 埋点默认关掉，线上包里只留崩溃上报，内测版才开全量日志", "崩溃上报", "全量日志", True),
    # what someone had ("他手上的…") has a subject of its own
    ("用户: 老周月底离职，他手上的结算服务交给小林", "老周月底离职", "结算服务", False),
    # the old thing ("旧域名会…") is a subject of its own
    ("用户: 文档站迁到了新域名，旧域名会保留到明年三月", "新域名", "旧域名", True),
    # the value moved away from ("从周一改到…") is no part of the fact
    ("用户: 例会从周一改到周二上午十点", "周二上午十点", "周一", False),
    # 加上/去掉 say how a topic is handled, as 改成 does
    ("用户: 发件人改成 ops@example.com，标题里加上日期", "ops@example.com", "日期", True),
]


@pytest.mark.parametrize(("text", "kept", "neighbour", "own_item"), ZH_APART)
def test_a_chinese_item_never_holds_the_neighbouring_clause(
    text: str, kept: str, neighbour: str, own_item: bool
) -> None:
    test_an_item_never_holds_the_neighbouring_clause(text, kept, neighbour, own_item)


@pytest.mark.parametrize(
    ("text", "together"),
    [
        # a contrast that only remarks on the fact stays with it (or holds nothing)
        ("用户: 缓存用 Redis，不过有点贵", ("Redis", "有点贵")),
        # "然后" and no topic of its own ("然后先不改了") is more of the fact
        ("用户: 缓存 TTL 设 300 秒，然后先不改了", ("300 秒", "先不改了")),
        # a rider naming no product stays with its fact
        ("用户: 图表统一用 ECharts，别再画饼图了", ("ECharts", "别再画饼图")),
        # a Latin word listed among Chinese ones ("简中、English、日语") is one more of the list
        ("用户: 字幕先做 简中、English、日语 三种，德语以后再说", ("简中、English、日语",)),
        # "一条" counts nothing of a setting: one setting, not two
        ("用户: 每条告警超时 30 秒，一条一条发", ("30 秒", "一条一条")),
    ],
)
def test_what_belongs_to_a_chinese_fact_stays_with_it(text: str, together: tuple[str, ...]) -> None:
    assert holding(text, *together), RULES.digest(text)
