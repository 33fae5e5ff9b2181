#!/usr/bin/env python3
"""Build digest_blind.json: a blind labelled set for a conversation "digester".

Each snippet is a short user/assistant conversation; each gold item is a fact worth
keeping as a long-term memory, described by key phrases it must contain ("must")
and neighbouring phrases it must not swallow ("must_not").

Run:  python3 make_digest_blind.py
Writes digest_blind.json and digest_blind.sha256 next to this script (stdlib only,
deterministic: same input -> byte-identical output).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SNIPPETS: list[tuple[str, str, str, list[dict]]] = []
PREFIX = {
    "en": ("User: ", "Assistant: "),
    "mixed": ("User: ", "Assistant: "),
    "zh": ("用户: ", "助手: "),
}


def _item(cat: str, must: tuple[str, ...], no: object) -> dict:
    if isinstance(no, str):
        no = (no,)
    return {"category": cat, "must": list(must), "must_not": list(no)}  # type: ignore[arg-type]


def dec(*m: str, no: object = ()) -> dict:
    return _item("decision", m, no)


def pref(*m: str, no: object = ()) -> dict:
    return _item("preference", m, no)


def cfg(*m: str, no: object = ()) -> dict:
    return _item("config", m, no)


def proj(*m: str, no: object = ()) -> dict:
    return _item("project", m, no)


def evt(*m: str, no: object = ()) -> dict:
    return _item("event", m, no)


def idea(*m: str, no: object = ()) -> dict:
    return _item("idea", m, no)


def disc(*m: str, no: object = ()) -> dict:
    return _item("discussion", m, no)


def gen(*m: str, no: object = ()) -> dict:
    return _item("general", m, no)


def S(lang: str, text: str, *items: dict, pfx: str = "") -> None:
    """Register a snippet. Lines start with 'U: ' or 'A: '; other lines continue the turn.

    pfx picks the speaker labels ("en" or "zh"); by default they follow lang
    (mixed snippets use English labels unless pfx="zh").
    """
    SNIPPETS.append((lang, pfx or lang, text, list(items)))


def render(pfx: str, text: str) -> str:
    user, assistant = PREFIX[pfx]
    out: list[str] = []
    for raw in text.strip("\n").split("\n"):
        line = raw.strip() if raw.startswith(("U: ", "A: ")) else raw
        if line.startswith("U: "):
            out.append(user + line[3:])
        elif line.startswith("A: "):
            out.append(assistant + line[3:])
        else:
            out.append(raw)
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# Data. Order matters: ids are assigned in order, every third snippet is heldout.
# ---------------------------------------------------------------------------
S(
    "en",
    """
U: ok after all that back and forth, let's go with Postgres for the orders service.
A: Great. I'll assume PostgreSQL 16 and write the migrations with Alembic, if that works for you?
U: perfect
""",
    dec("Postgres", "orders service"),
    dec("Alembic"),
)

S(
    "en",
    """
U: what if we used Redis for the session store instead?
A: Redis would work well for sessions: it's fast and supports TTLs natively. The trade-off is one more piece of infrastructure to run and monitor.
U: hmm, let me think about it.
""",
)

S(
    "en",
    """
U: I can't stand tabs. Four spaces, always.
A: Noted. I'll format everything with 4-space indentation.
""",
    pref("Four spaces"),
)

S(
    "en",
    """
U: fyi the API now runs on 8443
A: Got it, I'll update the curl examples to use https://localhost:8443.
""",
    cfg("8443"),
)

S(
    "en",
    """
U: We went live with the new checkout on March 3rd. Conversion is up about 4% since then.
A: That's a nice bump! Do you want me to draft a short write-up for the team?
U: no thanks, not needed
""",
    evt("went live", "March 3rd"),
    proj("4%"),
)

S(
    "en",
    """
U: ok ship it on Friday
A: Sounds good. I'll have the release notes ready by Thursday evening.
""",
    dec("Friday"),
)

S(
    "en",
    """
U: someone suggested MySQL for the analytics db but nah, not doing that.
A: Understood. Want me to list some other options?
U: later.
""",
)

S(
    "en",
    """
U: new side project: a small CLI called "tidyup" that cleans old files out of ~/Downloads.
A: Nice. Which language are you thinking?
U: Rust probably. I want a single static binary.
A: Rust is a good fit. For argument parsing, shall we use clap?
U: sure
A: And for the config, a TOML file at ~/.config/tidyup/config.toml?
U: yes, that path is fine
A: What should the default age threshold be?
U: 30 days. And never touch anything in ~/Downloads/keep.
A: Got it, I'll hardcode that exclusion and make the threshold configurable.
""",
    proj("tidyup"),
    dec("Rust"),
    dec("clap"),
    cfg("~/.config/tidyup/config.toml"),
    cfg("30 days", no="Downloads/keep"),
    cfg("~/Downloads/keep", no="30 days"),
)

S(
    "en",
    """
U: can you explain what a write-ahead log is?
A: A write-ahead log (WAL) records every change before it is applied to the data files, so after a crash the database can replay the log and get back to a consistent state. PostgreSQL also uses the WAL for replication.
U: thanks, that's clear
""",
)

S(
    "en",
    """
U: I'd rather you didn't put emojis in commit messages.
A: Understood, plain-text commit messages from now on.
""",
    pref("emojis", "commit messages"),
)

S(
    "en",
    """
U: heads up: staging moved to staging.acme.internal, the old IP is gone
A: Thanks. I'll point the deploy script at staging.acme.internal.
""",
    cfg("staging.acme.internal"),
)

S(
    "en",
    """
U: let's do the DB migration tonight at 10pm.
A: OK, I'll prepare the runbook and the rollback steps.
U: actually scratch that, Dave is out. We'll do it Monday morning instead.
A: No problem, runbook will be ready for Monday.
""",
    dec("Monday morning", no="10pm"),
)

S(
    "en",
    """
U: let's move the standup to 9:15.
A: Want me to draft a message to the team about it?
U: hmm no, forget it. Nobody will like that.
""",
)

S(
    "en",
    """
U: the repo for billing is acme/billing-service, Priya owns it.
A: Thanks. I'll open the PR against acme/billing-service and tag Priya for review.
""",
    proj("acme/billing-service", "Priya"),
)

S(
    "en",
    """
U: should the dev server use 3000 or 8080?
A: 8080 avoids clashing with your React app, which already sits on 3000.
U: fine, 8080 it is.
""",
    dec("8080", no="React app"),
)

S(
    "en",
    """
U: random thought: we could generate the changelog from PR labels instead of writing it by hand. not now, but someday.
A: Very doable, release-drafter does exactly that. Want me to keep it in mind?
U: yeah
""",
    idea("changelog", "PR labels"),
)

S(
    "en",
    """
U: we spent the whole retro arguing about whether on-call should rotate weekly or every two weeks. No conclusion, but most people lean towards two weeks.
A: Two-week rotations reduce handover overhead but make bad weeks longer. Want a pros/cons table for the next retro?
U: maybe, I'll let you know
""",
    disc("on-call", "two weeks", no="pros/cons"),
)

S(
    "en",
    """
U: morning! how's it going
A: Good morning! Ready when you are. What are we working on today?
U: coffee first lol
A: Wise choice.
""",
)

S(
    "en",
    """
U: from now on answer in British English please, I'm tired of fixing "color" everywhere.
A: Will do: colour, organise, and so on.
""",
    pref("British English"),
)

S(
    "en",
    """
U: node is pinned to 20.11.1 in .nvmrc
A: Good, then I'll make CI read it via actions/setup-node with node-version-file.
""",
    cfg("20.11.1", ".nvmrc"),
)

S(
    "en",
    """
U: how should we store the uploaded images?
A: I'd suggest S3 with a CloudFront distribution in front of it.
U: nah, overkill for this. Just put them on local disk under /srv/uploads.
A: OK, local disk it is. I'll add a nightly rsync backup?
U: no backup needed, they're throwaway
""",
    dec("/srv/uploads", no="CloudFront"),
)

S(
    "en",
    """
U: prod was down for 40 minutes last night, the TLS cert on api.example.com expired.
A: Ouch. Do you want cert-manager, or at least an expiry alert?
U: alert for now, 14 days before expiry.
A: I'll add a blackbox-exporter probe with a 14-day threshold.
""",
    evt("40 minutes", "api.example.com"),
    dec("14 days"),
)

S(
    "en",
    """
U: I'm vegetarian but I do eat eggs, keep that in mind for the meal plans.
A: Got it: vegetarian recipes, eggs are fine.
""",
    pref("vegetarian", "eggs"),
)

S(
    "en",
    """
U: if we ever moved to Kubernetes, would we need Helm?
A: Not necessarily. Plain manifests or Kustomize work fine for small setups; Helm pays off when you need to package and parametrize many releases.
""",
)

S(
    "en",
    """
U: planning a trip to Japan in April, 10 days.
A: Lovely, that's cherry blossom season. Tokyo and Kyoto?
U: Tokyo, Kyoto and maybe Kanazawa.
A: Do you want a JR Pass?
U: what does it cost now?
A: Prices went up in 2023; a 7-day ordinary pass is around 50,000 yen.
U: then no JR pass, we'll buy individual tickets.
A: OK. Hotels: business hotels or a ryokan?
U: one night in a ryokan in Kyoto, business hotels otherwise.
A: Any must-haves for the rooms?
U: I hate sharing bathrooms.
A: Noted: private bathrooms only.
U: flights are booked btw, we land at Haneda on April 4.
A: Great, I'll plan day 1 around Haneda.
""",
    evt("Japan", "April"),
    dec("individual tickets", no="50,000 yen"),
    dec("ryokan", no="sharing bathrooms"),
    pref("sharing bathrooms"),
    evt("Haneda", "April 4"),
)

S(
    "en",
    """
U: yeah let's just use pnpm, npm installs take forever on CI.
A: Switching to pnpm. I'll add a pnpm-lock.yaml and enable the store cache in CI.
""",
    dec("pnpm"),
)

S(
    "en",
    """
U: Is Poetry still a good choice in 2026 or has everyone moved to uv?
A: Both are widely used. uv is much faster and handles Python versions too; Poetry has a more mature plugin ecosystem. For a new project many teams pick uv.
U: interesting
""",
)

S(
    "en",
    """
U: we need a task runner for the monorepo
A: Options: Make, just, or Nx. Given you're mostly Python, I'd propose just. Shall we use it?
U: sounds good
""",
    dec("just", no="Nx"),
)

S(
    "en",
    """
U: go with B
A: Option B then: the queue-based design with a single worker. I'll sketch the interfaces.
""",
    dec("queue-based"),
)

S(
    "en",
    """
U: please stop suggesting Docker Compose, I run everything with podman.
A: Understood, I'll use podman commands and podman-compose where needed.
""",
    pref("podman", "Docker Compose"),
)

S(
    "en",
    """
U: Quick one: what's the difference between a process and a thread?
A: A process has its own memory space; threads share the memory of their process. Switching between threads is cheaper, but shared memory means you need synchronization.
""",
)

S(
    "en",
    """
U: set the request timeout to 30s, 10 was too aggressive for the PDF export
A: Done, TIMEOUT_SECONDS=30 in the config. Should the retry count change too?
U: leave retries at 3
""",
    cfg("30s", no="retries"),
    cfg("retries at 3", no="30s"),
)

S(
    "en",
    """
U: the database is at db-prod-2.internal:5433, user reporting_ro
A: Thanks. I'll use read-only credentials from the vault for reporting_ro.
""",
    cfg("db-prod-2.internal:5433", "reporting_ro"),
)

S(
    "en",
    """
U: honestly I prefer short answers. bullet points, no essays.
A: Got it.
""",
    pref("short answers"),
)

S(
    "en",
    """
U: My daughter's birthday is on June 12, remind me two weeks before next year.
A: I can't set reminders myself, but I'll note the date: June 12.
U: fine
""",
    gen("daughter", "June 12"),
)

S(
    "en",
    """
U: Thinking about moving our blog from WordPress to Hugo. Thoughts?
A: Hugo is fast and cheap to host; you lose the WordPress editor and plugins. Do your authors write Markdown?
U: some do, some don't. I'll ask them first.
""",
)

S(
    "en",
    """
U: we're on Django 4.2 LTS and we'll stay there until 2027
A: Sensible, 4.2 is supported until April 2026 though, so you may need to plan for 5.2 LTS earlier.
U: oh. ok, then upgrade to 5.2 in Q1.
A: I'll add a tracking issue for the 5.2 upgrade in Q1.
""",
    proj("Django 4.2"),
    dec("5.2", "Q1", no="2027"),
)

S(
    "en",
    """
U: The marketing site is a Next.js app deployed on Vercel, the docs are plain MkDocs on GitHub Pages.
A: Thanks, that helps. So two separate pipelines.
""",
    proj("Next.js", "Vercel", no="MkDocs"),
    proj("MkDocs", "GitHub Pages", no="Vercel"),
)

S(
    "en",
    """
U: let's not do the rewrite.
A: Agreed, incremental refactoring is lower risk. I'll start with the payment module.
U: 👍
""",
    dec("rewrite"),
    )

S(
    "en",
    """
U: I think we should use Kafka for this.
A: For about 200 events per second, Kafka may be heavy. A Postgres-backed queue or Redis Streams would cover it with less ops work.
U: Hmm, you're right. Redis Streams then, we already run Redis.
""",
    dec("Redis Streams", no="Kafka"),
)

S(
    "en",
    """
U: Write me a bash one-liner to count lines in all .py files.
A: Sure:
    find . -name '*.py' -print0 | xargs -0 wc -l | tail -1
U: works, thanks
""",
)

S(
    "en",
    """
U: the release went out at 14:00, v3.2.0, and we had to roll back at 14:40 because of the login bug.
A: Sorry to hear that. Is v3.1.4 now live?
U: yes, 3.1.4 is back in prod. fix goes out tomorrow.
""",
    evt("v3.2.0", "roll back", no="3.1.4 is back"),
    proj("3.1.4"),
    evt("fix goes out tomorrow"),
)

S(
    "en",
    """
U: can we use SQLite for the tests?
A: You can, but your code uses Postgres-specific JSONB queries, so tests would miss real behaviour.
U: right, forget it. tests stay on Postgres.
""",
    dec("tests stay on Postgres", no="SQLite"),
)

S(
    "en",
    """
U: my working hours are 8 to 4 Berlin time, don't schedule anything after 4.
A: Noted: nothing after 16:00 CET.
""",
    pref("8 to 4", "Berlin"),
)

S(
    "en",
    """
U: Do you think TypeScript is worth it for a 500-line project?
A: For 500 lines the payoff is smaller, but editor help and refactoring safety still count. It mostly depends on who else will touch the code.
U: only me
A: Then it's really your call; plain JS with JSDoc types is a middle ground.
""",
)

S(
    "en",
    """
U: what would happen if we dropped the index on users.email?
A: Lookups by email, including login, would become sequential scans, and the unique constraint would go too if the index backs it.
U: yeah no, let's not.
""",
)

S(
    "en",
    """
U: env names are dev, stage and prod. no "qa" anymore, that one got merged into stage.
A: Got it, three environments: dev, stage, prod.
""",
    cfg("dev, stage and prod"),
    )

S(
    "en",
    """
U: I'm the only backend dev on the team, Marco does the frontend and Lin handles infra.
A: Thanks, that helps me tailor suggestions.
""",
    proj("only backend dev", "Marco", "Lin"),
    )

S(
    "en",
    """
U: what if we cached the whole product catalog in memory?
A: At 40k products that's maybe 200 MB, doable. Invalidation would be the hard part.
U: meh. too risky for now.
""",
)

S(
    "en",
    """
U: we switched the logging format to JSON last sprint, so grep-friendly examples won't work anymore
A: Understood, I'll use jq in examples.
U: yep, jq is fine
""",
    cfg("JSON", "logging"),
    dec("jq"),
)

S(
    "en",
    """
U: Hi there!
A: Hi! How can I help?
U: nvm, figured it out
""",
)

S(
    "en",
    """
U: rename the "helpers" package to "utils"? or keep it?
A: "utils" is conventional, but renaming touches ~60 imports. Keeping "helpers" is zero cost.
U: keep it.
""",
    dec("helpers", no="utils"),
)

S(
    "en",
    """
U: Use UTC in every timestamp you generate for me. Local time confuses the logs.
A: Will do, ISO 8601 in UTC.
""",
    pref("UTC"),
)

S(
    "en",
    """
U: Here's the plan for the week: Mon infra, Tue–Wed search API, Thu tests, Fri demo.
A: Looks balanced. The demo on Friday: internal or with the client?
U: with the client, 3pm their time.
""",
    evt("demo", "3pm"),
    )

S(
    "en",
    """
U: I'm thinking of learning Go. Worth it?
A: If you do backend or infrastructure work, Go is very practical: simple language, fast builds, good tooling.
U: cool, thanks
""",
)

S(
    "en",
    """
U: We use Linear for tickets now, Jira is gone.
A: Got it, I'll reference Linear issue IDs like ENG-123.
""",
    proj("Linear", no="ENG-123"),
)

S(
    "en",
    """
U: let's set max_connections to 200 on the replica
A: That's fine for the replica, but remember each connection costs memory; with 8 GB I'd keep work_mem modest.
U: ok, 200 and work_mem 16MB.
""",
    cfg("200", "max_connections", no="8 GB"),
    cfg("16MB"),
)

S(
    "en",
    """
U: I'd like the reports as PDFs, not Excel files. My boss reads them on his phone.
A: Makes sense, PDF output it is.
""",
    pref("PDFs"),
)

S(
    "en",
    """
U: we considered GraphQL for the public API, but the consensus was REST plus OpenAPI.
A: REST with OpenAPI is easier for third parties anyway.
""",
    dec("REST plus OpenAPI", no="GraphQL"),
)

S(
    "en",
    """
U: How do I undo the last git commit without losing changes?
A: Use `git reset --soft HEAD~1`. Your changes stay staged.
U: 🙏
""",
)

S(
    "en",
    """
U: The lab server is gpu-box-01, 2x A100, CUDA 12.2. Use /scratch for big files, home dirs have a 50GB quota.
A: Thanks. I'll write checkpoints to /scratch/<user>.
""",
    cfg("gpu-box-01", "A100"),
    cfg("/scratch", no="50GB"),
    cfg("50GB"),
)

S(
    "en",
    """
U: feature freeze is on the 20th, then two weeks of bugfixing.
A: OK. I'll prioritise the export feature so it's merged before the 20th.
""",
    evt("feature freeze", "20th"),
)

S(
    "en",
    """
U: What do you think about monorepos?
A: They make cross-project changes easy and keep tooling consistent, but need good CI caching. Many teams use them happily.
U: I see
""",
)

S(
    "en",
    """
U: Let's use Black's default line length, 88.
A: OK.
U: Hmm, actually make it 100, our monitors are wide.
A: line-length = 100 then.
""",
    cfg("100", no="88"),
)

S(
    "en",
    """
U: the customer is Northwind Logistics, contact is Sarah Kim, contract renews in September.
A: Noted.
""",
    proj("Northwind Logistics", "Sarah Kim"),
    evt("contract renews in September"),
)

S(
    "en",
    """
U: I always want tests before implementation, TDD style. Don't write code first.
A: Understood: failing test first, then the code.
""",
    pref("TDD"),
)

S(
    "en",
    """
U: maybe we could let users export their data as CSV? Might reduce support tickets.
A: Good idea, a CSV export of orders is a small job.
U: put it on the backlog, not this sprint.
""",
    idea("export their data as CSV"),
)
S(
    "zh",
    """
U: 行，那就用 pnpm 吧
A: 好的，我会把 package-lock.json 删掉，生成 pnpm-lock.yaml，CI 里也改成 pnpm install。
""",
    dec("pnpm"),
)

S(
    "zh",
    """
U: 我更习惯用 vim，别老给我 VS Code 的快捷键了
A: 明白，之后的操作说明都按 vim 的方式来写。
""",
    pref("vim"),
)

S(
    "zh",
    """
U: 超时改成 30 秒了，之前 10 秒老是导出失败
A: 收到，我把配置里的 timeout 也同步成 30。
""",
    cfg("30 秒"),
)

S(
    "zh",
    """
U: 周五上线，别再拖了
A: 好，那我周四把回归测试跑完，周五上午发版。
U: 嗯
""",
    evt("周五上线"),
)

S(
    "zh",
    """
U: 你觉得我们要不要上 Kubernetes？
A: 要看规模。你们现在只有三台机器、五六个服务的话，docker compose 加一个简单的部署脚本就够了，K8s 的运维成本不低。
U: 嗯，我再想想
""",
)

S(
    "zh",
    """
U: 数据库最后定了用 PostgreSQL，MySQL 那套先不考虑了
A: 好的，那 ORM 用 SQLAlchemy 可以吗？
U: 可以
""",
    dec("PostgreSQL", no=("SQLAlchemy", "MySQL")),
    dec("SQLAlchemy"),
)

S(
    "zh",
    """
U: 早上好呀
A: 早上好！今天想做点什么？
U: 先摸会儿鱼哈哈
""",
)

S(
    "zh",
    """
U: 以后回答我尽量用中文，代码注释可以英文
A: 好的，正文用中文，注释用英文。
""",
    pref("用中文", "注释可以英文"),
    )

S(
    "zh",
    """
U: 测试环境的地址换了，现在是 test.internal.example.cn:9000
A: 好的，我更新一下文档里的示例地址。
""",
    cfg("test.internal.example.cn:9000"),
)

S(
    "zh",
    """
U: 要不要把缓存换成 Memcached？
A: 如果只是简单的 key-value 缓存，Memcached 够用；但你们用到了 Redis 的 sorted set 做排行榜，换掉的话这部分要重写。
U: 那算了，不换了
""",
)

S(
    "zh",
    """
U: 就这么定了，接口统一返回 code、message、data 三个字段
A: 好的，我把现有的几个接口都改成这个格式。错误码要不要统一成五位数字？
U: 可以，按模块分段
""",
    dec("code、message、data"),
    dec("五位数字", "按模块分段"),
)

S(
    "zh",
    """
U: 上周三晚上支付服务挂了将近一个小时，原因是证书过期
A: 这个挺严重的。要不要加一个证书到期提醒？
U: 要，提前两周提醒
""",
    evt("支付服务挂了", "证书过期"),
    dec("提前两周"),
)

S(
    "zh",
    """
U: 别再用 moment.js 了，项目里统一用 dayjs
A: 好，我把剩下几处 moment 的调用都替换成 dayjs。
""",
    dec("dayjs", no="剩下几处"),
)

S(
    "zh",
    """
U: 帮我解释一下什么是幂等性
A: 幂等性指的是同一个操作执行一次和执行多次的效果相同。比如 HTTP 的 PUT 和 DELETE 通常设计成幂等的，而 POST 一般不是。在支付场景里，通常用幂等键防止重复扣款。
U: 懂了，谢谢
""",
)

S(
    "zh",
    """
U: 从下周起，周会改到周二下午三点
A: 好的，我记一下：周会每周二 15:00。
""",
    evt("周二下午三点"),
)

S(
    "zh",
    """
U: 我们这个项目叫"小账本"，是一个给自由职业者记账的小程序，后端是 Go，前端是 uni-app
A: 了解。数据库用的是什么？
U: MySQL 8，阿里云 RDS
""",
    proj("小账本", "uni-app"),
    cfg("MySQL 8", "RDS"),
)

S(
    "zh",
    """
U: 如果我们以后要做多租户，现在的表结构是不是得大改？
A: 大概率要改。常见做法是每张业务表加 tenant_id，或者每个租户一个 schema。现在提前留好 tenant_id 字段成本最低。
U: 先不管了，以后再说
""",
)

S(
    "zh",
    """
U: 我不喜欢太长的回答，直接给结论就行
A: 好的。
""",
    pref("直接给结论"),
)

S(
    "zh",
    """
U: 日志保留多久合适？
A: 一般线上日志保留 30 天，审计相关的保留 180 天甚至更久，具体要看合规要求。
U: 那我们就 30 天吧，审计日志单独存一年
A: 好的，我把 logrotate 和 OSS 的生命周期规则都配一下。
""",
    cfg("30 天吧", "审计日志单独存一年"),
    )

S(
    "zh",
    """
U: 本来想周三发布，结果测试那边还有两个 P1 没修完，推到下周一了
A: 了解，那周一上午发布还是下午？
U: 下午两点
""",
    evt("下周一", "下午两点", no="周三"),
)

S(
    "zh",
    """
U: 你推荐用 Celery 还是 RQ？
A: 如果任务简单、只用 Redis，RQ 更轻量；需要定时任务、复杂路由、多种 broker 的话，Celery 更合适。你们有定时任务吗？
U: 有几个每天跑的
A: 那我建议 Celery 加 celery beat。
U: 好，听你的
""",
    dec("Celery"),
)

S(
    "zh",
    """
U: 我们组的前端负责人是小林，后端是老周，有问题可以直接 @ 他们
A: 好的，记住了。
""",
    proj("小林", "老周"),
    )

S(
    "zh",
    """
U: 这个 bug 是怎么回事？Traceback 里说 KeyError: 'user_id'
A: 说明传进来的字典里没有 user_id 这个键。可能是前端没传，或者中间件没注入。建议先打印一下请求体。
U: 好我去看看
""",
)

S(
    "zh",
    """
U: 默认分支改成 main 了，master 已经删了
A: 好的，我把 CI 的触发分支也改成 main。
""",
    cfg("main", no="CI 的触发"),
)

S(
    "zh",
    """
U: 我想周末去杭州玩两天，有什么推荐？
A: 可以第一天西湖、灵隐寺，第二天去龙井村喝茶，或者去良渚古城遗址。
U: 听起来不错，不过我不太能走路，膝盖不好
A: 那可以多坐游船和观光车，少安排爬山。
""",
    evt("杭州", "周末"),
    pref("膝盖不好"),
)

S(
    "zh",
    """
U: 咱们的 Python 版本统一用 3.11，3.12 有几个依赖还不支持
A: 好，我在 pyproject 里把 requires-python 设成 >=3.11,<3.12。
U: 行
""",
    cfg("3.11"),
)

S(
    "zh",
    """
U: 这周能把登录页改完吗
A: 可以，预计周四提测。
U: 好
""",
    evt("周四提测"),
)

S(
    "zh",
    """
U: 我在考虑要不要把博客从 Hexo 迁到 Astro
A: Astro 的生态更活跃，组件化也更方便；迁移的主要工作量在主题和评论系统。
U: 嗯，有空再说吧
""",
)

S(
    "zh",
    """
U: 端口别用 8080 了，跟 Jenkins 冲突，换成 8088
A: 好，我把 docker-compose.yml 里的端口映射改成 8088:8080。
""",
    cfg("8088"),
)

S(
    "zh",
    """
U: 我们的 OKR 这季度主要是把首屏加载压到 2 秒以内
A: 明白。目前大概多少？
U: 4 秒多
A: 那第一步可以先做图片懒加载和代码分割。
U: 可以，先从这两个开始
""",
    proj("2 秒以内"),
    proj("4 秒多"),
    dec("图片懒加载", "代码分割"),
)

S(
    "zh",
    """
U: 用 tab 还是空格？
A: Python 社区的约定是 4 个空格（PEP 8）。
U: 好的
""",
)

S(
    "zh",
    """
U: 我这边 API key 放在环境变量 OPENAI_API_KEY 里，别写进代码
A: 明白，代码里只读取环境变量。
""",
    cfg("OPENAI_API_KEY"),
    )

S(
    "zh",
    """
U: 我们考虑过用 MongoDB，但后来觉得事务支持不够，没用
A: 理解，订单类业务确实更适合关系型数据库。
""",
)

S(
    "zh",
    """
U: 新人入职第一周统一装 Ubuntu 22.04，别装 Windows 了
A: 好的，我把装机文档更新成 Ubuntu 22.04 的版本。
""",
    dec("Ubuntu 22.04", no="装机文档"),
)

S(
    "zh",
    """
U: 上个月 18 号我们正式开源了，GitHub 上现在 1.2k star
A: 恭喜！要不要写一篇开源复盘？
U: 好啊，下周写
""",
    evt("18 号", "开源"),
    proj("1.2k star"),
    dec("下周写", no="1.2k"),
)

S(
    "zh",
    """
U: 我想把图片都转成 webp，你觉得呢？
A: 可以明显减小体积，现代浏览器基本都支持。注意一下老版本 Safari。
U: 我们不管老 Safari，转吧
""",
    dec("webp"),
)

S(
    "zh",
    """
U: 明天有空吗
A: 我是 AI 助手，随时都在。你有什么需要？
U: 哈哈 开玩笑的
""",
)

S(
    "zh",
    """
U: 先用 SQLite 快速做个原型，等用户多了再迁 Postgres
A: 好，我用 SQLAlchemy 写，到时候迁移比较方便。
""",
    dec("SQLite", "迁 Postgres"),
    )

S(
    "zh",
    """
U: 我每天早上 7 点跑步，所以 7 点到 8 点别安排会议
A: 好的，记住了：工作日 7-8 点不安排。
""",
    pref("7 点到 8 点别安排会议"),
    )

S(
    "zh",
    """
U: 要不我们试试 Rust 重写这个模块？
A: 可以，但要考虑团队学习成本和和现有 Python 代码的集成，比如用 PyO3。
U: 算了，团队没人会 Rust，还是优化 Python 吧
A: 那我先用 cProfile 找一下热点。
""",
    dec("优化 Python", no="PyO3"),
)

S(
    "zh",
    """
U: Nginx 的配置在 /etc/nginx/conf.d/app.conf，证书在 /etc/letsencrypt/live/app.example.com/
A: 好的，我改配置的时候会注意证书路径。
""",
    cfg("/etc/nginx/conf.d/app.conf"),
    cfg("/etc/letsencrypt/live/app.example.com/"),
)

S(
    "zh",
    """
U: 我对花生过敏，菜谱里千万别放
A: 明白，所有菜谱都不含花生及花生油。
""",
    pref("花生过敏"),
)

S(
    "zh",
    """
U: 给我讲讲 CAP 定理
A: CAP 定理说分布式系统在一致性（C）、可用性（A）、分区容错（P）三者中最多同时满足两个。由于网络分区不可避免，实际上是在 C 和 A 之间取舍。
""",
)

S(
    "zh",
    """
U: 接口文档以后都放 Apifox 上，Confluence 那份不维护了
A: 好，我把 Confluence 页面顶部加一个跳转说明。
""",
    dec("Apifox", no="跳转说明"),
)

S(
    "zh",
    """
U: 我们 10 月 1 号要交付给甲方，中间还有国庆
A: 那实际可用的时间比较紧。要不要把非核心功能往后排？
U: 对，报表导出放二期
""",
    evt("10 月 1 号", "交付"),
    dec("报表导出放二期"),
)

S(
    "zh",
    """
U: 你说用 JWT 还是 session？
A: 单体应用、同域名的话 session 更简单也更安全；多服务、移动端比较多的话 JWT 方便。你们是哪种？
U: 就一个 Web 后台
A: 那建议 session + Redis 存储。
U: ok 就这样
""",
    dec("session", "Redis", no="JWT 方便"),
)

S(
    "zh",
    """
U: 这个需求先不做了，产品说下个版本再看
A: 好的，我先把分支留着不删。
""",
)

S(
    "zh",
    """
U: 代码风格就按 Google 的 Python 风格指南来
A: 好，docstring 也用 Google 风格。
U: 对
""",
    dec("Google 的 Python 风格指南"),
    dec("docstring"),
)

S(
    "zh",
    """
U: 那个脚本每天凌晨两点跑，crontab 里已经配好了
A: 好的，日志输出到哪里？
U: /var/log/sync_job.log
""",
    cfg("凌晨两点"),
    cfg("/var/log/sync_job.log"),
)

S(
    "zh",
    """
U: 我有个想法，能不能把客服聊天记录做成知识库，让机器人自动回答常见问题
A: 完全可以，用 RAG 的方式，先把历史问答清洗成 FAQ。
U: 嗯，先记着，Q3 再做
""",
    idea("客服聊天记录", "知识库"),
    )

S(
    "zh",
    """
U: 我比较喜欢深色主题，截图和示例都用深色的吧
A: 好的，之后的截图都用深色主题。
""",
    pref("深色主题"),
)

S(
    "zh",
    """
U: 昨天的评审会大家争了半天要不要拆微服务，最后也没结论，老周坚持先不拆
A: 这种分歧挺常见的。要不要我整理一份拆分的利弊给下次会议？
U: 好，整理一下
""",
    disc("微服务", "老周坚持先不拆"),
    )

S(
    "zh",
    """
U: 帮我写个正则匹配手机号
A: 可以用：^1[3-9]\\d{9}$
U: 谢了
""",
)

S(
    "zh",
    """
U: 打包工具换成 Vite 了，webpack 配置都删了
A: 好的，那我按 Vite 的方式写环境变量，前缀是 VITE_。
""",
    cfg("Vite", no="VITE_"),
)

S(
    "zh",
    """
U: Redis 的最大内存设成 2gb，淘汰策略用 allkeys-lru
A: 好的，maxmemory 2gb，maxmemory-policy allkeys-lru。
""",
    cfg("2gb", "allkeys-lru"),
)

S(
    "zh",
    """
U: 要是我们把价格涨 20%，用户会不会流失很多？
A: 这取决于你们的用户对价格的敏感度和竞品情况，可以先对新用户做 A/B 测试。
U: 嗯，这个得老板拍板
""",
)

S(
    "zh",
    """
U: 下周开始我休假两周，有事找小王
A: 好的，休假愉快！这期间相关的事情我会建议联系小王。
""",
    evt("休假两周", "小王"),
    )

S(
    "zh",
    """
U: 监控报警都发到飞书群"线上告警"，别再发邮件了
A: 好，我把 Alertmanager 的 receiver 改成飞书 webhook。
""",
    cfg("飞书群", "线上告警"),
)

S(
    "zh",
    """
U: 这个项目的仓库在 gitlab.company.com/data/etl-pipeline
A: 好的，CI 用的是 GitLab Runner 吧？
U: 对，shell executor
""",
    proj("gitlab.company.com/data/etl-pipeline"),
    cfg("shell executor"),
)

S(
    "zh",
    """
U: 我们团队这边一般不写单元测试，主要靠集成测试
A: 了解，那我补的测试以集成测试为主，用 testcontainers 起数据库。
U: 可以
""",
    proj("集成测试", no="testcontainers"),
    dec("testcontainers"),
)

S(
    "zh",
    """
U: 把 README 翻译成英文吧
A: 好的，这是英文版：
# Ledger
A tiny bookkeeping app for freelancers.
U: 不错
""",
)

S(
    "zh",
    """
U: 助手，我孩子今年上初二，数学比较弱，帮我规划一下暑假
A: 可以。每天安排一个半小时数学，前两周复习初一的代数，后面预习初三内容，怎么样？
U: 一个半小时太多了，一个小时吧
A: 好的，每天一小时。
""",
    gen("初二", "数学比较弱"),
    dec("一个小时", no="一个半小时"),
)

S(
    "zh",
    """
U: 说实话我不太喜欢 ORM，复杂查询还是手写 SQL
A: 理解，那我们用 SQLAlchemy Core 或者直接 asyncpg 写 SQL。
U: asyncpg 吧
""",
    pref("不太喜欢 ORM"),
    dec("asyncpg", no="SQLAlchemy Core"),
)

S(
    "zh",
    """
U: 上线前要不要做压测？
A: 建议做，至少测一下核心接口在预期峰值的 2 倍流量下的表现。
""",
)

S(
    "zh",
    """
U: 我们公司是做跨境电商 SaaS 的，客户主要在东南亚
A: 了解，那时区、多语言和多币种都会比较重要。
""",
    proj("跨境电商 SaaS", "东南亚"),
)

S(
    "zh",
    """
U: 密码最小长度改成 12 位，去掉必须包含特殊字符的规则
A: 好的，这也符合 NIST 现在的建议。
""",
    cfg("12 位", "特殊字符"),
    )

S(
    "zh",
    """
U: 本来打算用 Elasticsearch 做搜索，后来发现数据量就几万条，直接用 Postgres 全文检索了
A: 合理，几万条数据 pg 的全文检索完全够用，中文的话可以装 zhparser。
U: 对，zhparser 已经装了
""",
    dec("Postgres 全文检索", no="Elasticsearch"),
    cfg("zhparser"),
)

S(
    "zh",
    """
U: 你好
A: 你好！有什么可以帮你？
U: 没事，测试一下
""",
)

S(
    "zh",
    """
U: 新版本的灰度比例先放 5%，观察两天没问题再全量
A: 好的，我在发布平台上配 5% 灰度。
""",
    dec("5%", "两天"),
)

S(
    "zh",
    """
U: 给我解释一下 Python 的 GIL
A: GIL 是 CPython 的全局解释器锁，同一时刻只允许一个线程执行 Python 字节码，所以 CPU 密集的多线程无法并行。IO 密集的任务影响不大，CPU 密集的可以用多进程。3.13 开始有实验性的无 GIL 构建。
U: 原来如此
""",
)

S(
    "zh",
    """
U: 我之前说用阿里云 OSS，现在改主意了，用腾讯云 COS，公司和腾讯签了框架协议
A: 好的，我把上传模块的 SDK 换成 cos-python-sdk-v5。
""",
    dec("腾讯云 COS", no="阿里云 OSS"),
    )

S(
    "zh",
    """
U: 以后写周报的时候帮我按"完成 / 进行中 / 风险"三段来写
A: 好的，三段式。
""",
    pref("完成 / 进行中 / 风险"),
)

S(
    "zh",
    """
U: 上次说的那个 GPU 服务器到了，4 张 4090，IP 是 10.0.3.21
A: 太好了，要我写个 CUDA 环境的安装脚本吗？
U: 要，驱动用 550
""",
    cfg("10.0.3.21", "4090"),
    dec("550"),
)

S(
    "zh",
    """
U: 要不要加个深色模式？
A: 可以，用 CSS 变量实现成本不高，大概半天。
U: 用户没提过这个需求，先不加了
""",
)

S(
    "zh",
    """
U: 我们的 Git 提交信息用 Conventional Commits 规范
A: 好的，比如 feat:、fix:、chore: 这些前缀。
""",
    proj("Conventional Commits"),
)

S(
    "zh",
    """
U: 我最近在减脂，晚饭不要推荐主食
A: 好的，晚餐以蛋白质和蔬菜为主。
U: 早饭和午饭正常
""",
    pref("减脂", "晚饭不要推荐主食"),
    )

S(
    "zh",
    """
U: 服务名统一用小写加中划线，比如 order-service，别用下划线
A: 好的，k8s 里的 Service 名也要求这样，正好一致。
""",
    dec("小写加中划线", "order-service"),
)

S(
    "zh",
    """
U: 上次线上出事故，是因为有人直接在生产库执行了 delete 没加 where
A: 这类事故挺常见的。可以考虑生产库只读账号、变更走审批平台。
U: 对，已经定了以后生产库变更必须走 Yearning 审批
""",
    evt("delete 没加 where"),
    dec("Yearning"),
)

S(
    "zh",
    """
U: 这段代码能优化吗？for i in range(len(a)): b.append(a[i]*2)
A: 可以写成列表推导式：b = [x * 2 for x in a]，更简洁也更快一点。
""",
)

S(
    "zh",
    """
U: 我是做嵌入式的，平时主要写 C，对 Python 不太熟
A: 了解，我解释 Python 的时候会多和 C 类比。
""",
    gen("嵌入式", "主要写 C"),
)

S(
    "zh",
    """
U: 咱们用飞书文档还是语雀？
A: 两个都可以。如果公司已经用飞书办公，飞书文档集成度更高。
U: 对，公司用飞书，那就飞书文档
""",
    dec("飞书文档", no="语雀"),
)
S(
    "zh",
    """
U: 我想做一个个人记账的网页小工具，就自己用
A: 好的。技术栈有偏好吗？
U: 前端用 Vue 3，后端越简单越好
A: 那后端用 FastAPI + SQLite 怎么样？部署一个容器就行。
U: 可以
A: 数据要不要多设备同步？
U: 不用，就在家里那台 NAS 上跑
A: NAS 是群晖吗？可以直接用 Container Manager 部署。
U: 对，群晖 DS920+
A: 那端口你打算用多少？
U: 随便，别跟 5000 冲突就行，5000 是群晖自己的
A: 那就用 8765？
U: 行
A: 好，我先把项目骨架搭起来。
""",
    proj("记账", "自己用"),
    dec("Vue 3"),
    dec("FastAPI + SQLite"),
    cfg("NAS"),
    cfg("群晖 DS920+"),
    dec("8765", no="5000 是群晖"),
)

S(
    "zh",
    """
U: 帮我看看这次的面试安排
A: 好的，你说。
U: 周三上午 10 点一面，技术面，腾讯会议
A: 记下了。需要准备什么方向？
U: 主要是分布式和 Go
A: 那我帮你整理一下常见的分布式题目：一致性、分布式锁、消息队列。
U: 分布式锁那块我比较熟，不用了，重点讲讲 Raft
A: 好的，先讲 Raft 的选举和日志复制。
U: 对了，二面时间还没定，可能下周
A: 了解。
""",
    evt("周三上午 10 点", "一面"),
    gen("分布式锁那块我比较熟"),
    )

S(
    "zh",
    """
U: 今天跟产品吵了一架
A: 怎么了？
U: 他们非要在下个版本塞进去一个积分商城，我们根本排不过来
A: 确实，积分商城涉及订单、库存、风控，工作量不小。你们最后怎么说的？
U: 最后老板拍板了，积分商城推迟到 11 月，这个版本只做签到
A: 这个结果还算合理。签到功能需要我帮你拆任务吗？
U: 先不用，明天再说
""",
    disc("积分商城", "吵了一架", no="签到"),
    dec("推迟到 11 月"),
    dec("只做签到", no="11 月"),
)

S(
    "zh",
    """
U: 我们的 CI 太慢了，一次要 25 分钟
A: 主要慢在哪一步？
U: 装依赖和跑测试，各 10 分钟左右
A: 装依赖可以加缓存；测试可以用 pytest-xdist 并行。
U: 缓存先加上，并行的话测试之间有共享数据库，怕出问题
A: 可以每个 worker 用一个独立的数据库，比如 test_gw0、test_gw1。
U: 这个可以，你来弄
A: 好，我先加缓存，再改测试夹具。
U: 目标是压到 10 分钟以内
""",
    proj("25 分钟"),
    dec("缓存先加上"),
    dec("独立的数据库", "test_gw0"),
    proj("10 分钟以内", no="25 分钟"),
)

S(
    "zh",
    """
U: 最近在考虑换工作
A: 是什么原因呢？
U: 加班太多，996 扛不住了
A: 理解。你想找什么样的机会？
U: 外企或者远程，base 最好在成都
A: 成都的外企和远程岗位近几年确实多了一些。要不要我帮你改改简历？
U: 好啊，不过我不想写成那种很浮夸的风格
A: 明白，平实一点，用数据说话。
""",
    gen("换工作", "996"),
    pref("外企或者远程", "成都"),
    pref("浮夸"),
)

S(
    "zh",
    """
U: 帮我定一下我们读书会的规则
A: 好的，大概多少人？多久一次？
U: 8 个人左右，两周一次，周六下午
A: 每次读一本书还是一部分？
U: 一本书分两次读完
A: 要不要每次安排一个主讲人？
U: 要，轮流来
A: 地点呢？
U: 线上，腾讯会议
A: 好的，我整理一下。
""",
    evt("两周一次", "周六下午"),
    dec("一本书分两次"),
    dec("轮流"),
    cfg("腾讯会议"),
)

S(
    "zh",
    """
U: 那个 k8s 集群的版本是多少来着？
A: 我这边没有你们集群的信息，可以用 kubectl version 查一下。
U: 哦对
""",
)

S(
    "zh",
    """
U: 我之前想把博客评论系统换成 Giscus
A: Giscus 基于 GitHub Discussions，免费也没有广告，挺适合技术博客的。
U: 但是我的读者很多没有 GitHub 账号，还是算了
""",
)

S(
    "zh",
    """
U: 我们打算明年做一个 App 吗？还没想好
A: 如果主要场景在手机上，可以先做 H5 或者小程序验证需求，再考虑原生 App。
""",
)

S(
    "zh",
    """
U: 订单超时时间是 15 分钟，超时自动取消
A: 好的，用延时队列实现还是定时扫表？
U: 延时队列，RabbitMQ 的死信队列
A: 好的。
""",
    cfg("15 分钟", "自动取消"),
    dec("死信队列"),
)

S(
    "zh",
    """
U: 我老婆下个月生日，想送她一个礼物
A: 她平时有什么爱好？
U: 喜欢画画和猫
A: 可以考虑一套好一点的水彩颜料，或者定制一幅你们家猫的插画。
U: 插画这个不错，就这个了
""",
    gen("老婆", "生日"),
    gen("画画和猫"),
    dec("插画"),
)

S(
    "zh",
    """
U: 你觉得我应该学 Java 还是 Go？
A: 看目标。找大厂后端岗位，Java 的岗位更多；做云原生和基础设施，Go 更有优势。
U: 嗯……我再看看招聘网站
""",
)

S(
    "zh",
    """
U: 我们 staging 环境的数据库每天凌晨 4 点会从生产同步一次脱敏数据
A: 了解，那白天在 staging 上做的数据修改第二天就没了。
U: 对，所以别在 staging 上存重要的东西
""",
    cfg("凌晨 4 点", "脱敏数据"),
)

S(
    "zh",
    """
U: 周报改成每周五下班前交，不是周一了
A: 好的，我每周五下午提醒你写周报。
""",
    evt("每周五下班前", no="周一"),
)

S(
    "zh",
    """
U: 这个功能大家讨论了一下，有人说做成插件，有人说直接内置，还没定
A: 各有利弊，插件化更灵活，内置更简单。
""",
    disc("插件", "内置"),
)

S(
    "zh",
    """
U: 我们把主站的 CDN 从网宿换成了阿里云 CDN，上周四切的
A: 切换之后有没有观察到命中率的变化？
U: 命中率从 85% 涨到 93%
""",
    evt("阿里云 CDN", "上周四"),
    proj("93%"),
)

S(
    "zh",
    """
U: 生产环境的副本数先设成 3，HPA 最大 10
A: 好的，CPU 阈值设多少？
U: 70%
""",
    cfg("副本数先设成 3", "HPA 最大 10"),
    cfg("70%"),
)

S(
    "zh",
    """
U: 我一般用 Mac，别给我 Windows 的命令了
A: 好的，之后都给 macOS 下的命令，用 zsh 和 Homebrew。
""",
    pref("Mac"),
)

S(
    "zh",
    """
U: 接口要不要做版本号？放 URL 里还是 header 里？
A: 放 URL 里（/v1/...）最直观，调试方便；放 header 更"RESTful"，但是不好排查。
U: URL 里
""",
    dec("URL 里"),
)

S(
    "zh",
    """
U: 刚开完会，决定把 Java 8 升级到 17，年底前完成
A: 好的，这个跨度比较大，主要风险在 javax 到 jakarta 的迁移（如果同时升 Spring Boot 3 的话）。
U: Spring Boot 先不升，只升 JDK
""",
    dec("Java 8 升级到 17", "年底前"),
    dec("Spring Boot 先不升"),
)

S(
    "zh",
    """
U: 那个新来的实习生叫什么来着？
A: 抱歉，我不知道你们团队成员的名字。
U: 哦我想起来了
""",
)

S(
    "zh",
    """
U: 请帮我写一段 SQL，统计每个月的新增用户数
A: SELECT date_trunc('month', created_at) AS month, count(*) FROM users GROUP BY 1 ORDER BY 1;
U: 好的
""",
)

S(
    "zh",
    """
U: 我们每个 PR 至少需要两个人 approve 才能合并
A: 好的，我在 GitHub 的分支保护规则里设置 required approvals = 2。
""",
    cfg("两个人 approve"),
)
S(
    "mixed",
    """
U: 那个 service 的 port 改成 9090 了，metrics 在 /metrics
A: OK, I'll update the Prometheus scrape config to target :9090/metrics.
""",
    cfg("9090", "/metrics"),
    )

S(
    "mixed",
    """
U: ok 就用 Poetry 吧，uv 我们 CI 镜像里还没有
A: 好的，我生成 pyproject.toml 和 poetry.lock。
""",
    dec("Poetry", no="CI 镜像"),
    pfx="zh",
)

S(
    "mixed",
    """
U: can you 帮我 review 一下这段 code？
A: Sure. The loop on line 12 mutates the list while iterating, which can skip elements. Use a list comprehension instead.
U: 好的 thx
""",
)

S(
    "mixed",
    """
U: 我 prefer 用 pytest，不要 unittest 那种 class 写法
A: Got it, plain pytest functions with fixtures.
""",
    pref("pytest", no="fixtures"),
)

S(
    "mixed",
    """
U: deadline 是下周三，demo 给 VP 看
A: 明白，那我们周一要 feature complete，周二留给 bugfix。
U: 对 exactly
""",
    evt("下周三", "demo"),
    dec("周一要 feature complete", no="下周三"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 我们的 stack 是 FastAPI + React + Postgres，部署在 AWS ECS 上
A: Got it. Fargate or EC2 launch type?
U: Fargate
""",
    proj("FastAPI + React + Postgres", "ECS"),
    cfg("Fargate"),
)

S(
    "mixed",
    """
U: what if 我们把 auth 外包给 Auth0？
A: It saves a lot of work (MFA, social login), but cost scales with MAU and you get some vendor lock-in.
U: hmm 有道理，再说吧
""",
)

S(
    "mixed",
    """
U: let's use 中文 for the UI copy，英文版以后再加
A: OK, I'll set up i18n with zh-CN as the default locale so English can be added later.
U: 👍
""",
    dec("中文", "UI copy"),
    )

S(
    "mixed",
    """
U: 记一下，our AWS account for prod is 4417-2290-1183, region ap-southeast-1
A: Noted: prod in ap-southeast-1.
""",
    cfg("4417-2290-1183", "ap-southeast-1"),
)

S(
    "mixed",
    """
U: 昨天 deploy 完之后 p99 latency 从 120ms 涨到了 800ms
A: That's a big regression. Did the deploy include the new ORM eager loading?
U: yes，已经 rollback 了
A: Good. Want me to look at the query plans from the new version?
U: 好，明天看
""",
    evt("p99 latency", "800ms"),
    evt("rollback"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 别再 suggest Java 了，我们 team 只写 Kotlin
A: Understood, Kotlin only from here on.
""",
    pref("Kotlin"),
)

S(
    "mixed",
    """
U: config 文件放在 ~/.config/myapp/settings.yaml，env var 叫 MYAPP_ENV
A: 好，我在 README 里写清楚这两个。
""",
    cfg("~/.config/myapp/settings.yaml"),
    cfg("MYAPP_ENV"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 我们 sprint 是两周一个，每次周一 planning
A: Got it. Retro on the last Friday?
U: yes
""",
    proj("两周一个", "planning"),
    evt("Friday", "Retro"),
)

S(
    "mixed",
    """
U: 你觉得 microservices 适合我们这种 5 个人的 team 吗？
A: Usually not. With 5 people a modular monolith gives most of the benefits without the ops overhead.
U: 嗯我也这么觉得
""",
    dec("modular monolith"),
)

S(
    "mixed",
    """
U: sorry 刚才说错了，staging 的 bucket 是 acme-stg-assets，不是 acme-staging
A: No problem, updated to acme-stg-assets.
""",
    cfg("acme-stg-assets", no="acme-staging"),
)

S(
    "mixed",
    """
U: 以后 code review 的时候直接指出问题就好，不用那么 polite
A: OK, direct feedback from now on.
""",
    pref("直接指出问题"),
)

S(
    "mixed",
    """
U: 下个月我们要 migrate 到 Python 3.12，你先帮我检查一下 dependency
A: Sure. Send me the requirements file and I'll check wheel availability for 3.12.
""",
    evt("下个月", "Python 3.12"),
)

S(
    "mixed",
    """
U: 帮我 translate 一下这个 error message: "connection reset by peer"
A: 意思是"连接被对方重置"，通常是对端主动断开了 TCP 连接。
""",
    pfx="zh",
)

S(
    "mixed",
    """
U: shall we use Tailwind?
A: 可以，Tailwind 配合组件库 shadcn/ui 开发很快。
U: ok Tailwind 但不要 shadcn，我们有自己的 design system
""",
    dec("Tailwind"),
    pref("design system", no="Tailwind"),
)

S(
    "mixed",
    """
U: 我们的 on-call rotation 是每周一换人，PagerDuty 管
A: Got it.
""",
    proj("每周一换人", "PagerDuty"),
)

S(
    "mixed",
    """
U: the meeting with 客户 is moved to Thursday 10am
A: Noted, Thursday 10:00. Should I update the agenda?
U: no need
""",
    evt("Thursday 10am"),
)

S(
    "mixed",
    """
U: 用 GitHub Actions 还是 GitLab CI?
A: Your code is on GitHub, so Actions is the natural choice.
U: 对，GitHub Actions
""",
    dec("GitHub Actions", no="GitLab CI"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 我 feel 这个 design 有点 over-engineered
A: Which part? The plugin system or the event bus?
U: event bus，其实直接 function call 就够了
A: Agreed, I'll remove the event bus and call the handlers directly.
U: ok
""",
    dec("remove the event bus"),
)

S(
    "mixed",
    """
U: 这个 feature flag 叫 new_checkout_v2，默认 off
A: OK, I'll gate the new flow behind new_checkout_v2, default false.
""",
    cfg("new_checkout_v2", "默认 off"),
)

S(
    "mixed",
    """
U: 如果 traffic 翻倍，我们现在的 DB 扛得住吗？
A: Hard to say without metrics. What's the current CPU at peak?
U: 不知道，回头查一下
""",
)

S(
    "mixed",
    """
U: release 流程：先 tag，然后 GitHub Actions 自动 build 和 publish 到 PyPI
A: 好的，tag 的格式是 v1.2.3 吗？
U: 对，v 开头
""",
    proj("先 tag", "publish 到 PyPI"),
    cfg("v 开头"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 我们 office 的 wifi 屏蔽了 22 端口，所以 git 都走 https
A: 了解，我给的 clone 命令都用 https 的地址。
""",
    cfg("22 端口", "https"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 先 hold 一下，等 legal 那边 review 完再 merge
A: OK, I'll leave the PR in draft.
""",
    dec("legal", "merge"),
)

S(
    "mixed",
    """
U: I don't like 那种 auto-generated docstring，写了等于没写
A: 明白，只在需要解释 why 的地方写注释。
""",
    pref("auto-generated docstring"),
)

S(
    "mixed",
    """
U: go-live 时间定在 6 月 15 号 凌晨
A: OK. We'll need a maintenance window notice, say 48 hours before?
U: 72 小时吧
""",
    evt("6 月 15 号"),
    dec("72 小时", no="48 hours"),
)

S(
    "mixed",
    """
U: what's the 区别 between docker stop and docker kill?
A: docker stop sends SIGTERM and waits (10s by default) before SIGKILL; docker kill sends SIGKILL immediately.
""",
)

S(
    "mixed",
    """
U: 我们的 monorepo 用 Turborepo 管理，apps 下面三个，packages 下面是 shared libs
A: Got it. Is remote caching on?
U: 开了，用 Vercel 的 remote cache
""",
    proj("Turborepo"),
    cfg("remote cache"),
)

S(
    "mixed",
    """
U: ok fine，那就 keep 现在的 schema，不加 column 了
A: 好的，不改表结构。
""",
    dec("keep 现在的 schema"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 我的 timezone 是 GMT+8，schedule 会议的时候注意一下
A: Noted, I'll express times in GMT+8.
""",
    pref("GMT+8"),
)

S(
    "mixed",
    """
U: 数据 pipeline 每小时跑一次，Airflow DAG 叫 hourly_sync
A: Got it. Is catchup disabled?
U: 是的 catchup=False
""",
    cfg("每小时", "hourly_sync"),
    cfg("catchup=False"),
)

S(
    "mixed",
    """
U: maybe 以后可以加个 Slack bot，自动汇总每天的 PR
A: 好主意，可以用 GitHub API 拉数据，每天早上 9 点发。
U: 嗯，先 note 一下
""",
    idea("Slack bot", "自动汇总每天的 PR"),
    pfx="zh",
)

S(
    "mixed",
    """
U: 这次 incident 的 root cause 是 DNS TTL 设太长了，切流量的时候客户端还在打老 IP
A: Makes sense. What's the TTL now?
U: 从 3600 改成 60 了
""",
    evt("DNS TTL"),
    cfg("改成 60"),
)

S(
    "mixed",
    """
U: 我想做个 side project，一个 Chrome extension，帮我把网页存到 Notion
A: Fun. Do you want to use the official Notion API?
U: 对，然后 UI 用 Preact，轻一点
A: Sounds good.
""",
    proj("Chrome extension", "Notion"),
    dec("Notion API"),
    dec("Preact"),
)

S(
    "mixed",
    """
U: 关于 pricing 我们讨论了很久：free tier 给多少、要不要按 seat 收费，最后倾向按 usage 收费，但没最终定
A: Usage-based is fair but harder to forecast revenue. Want a comparison?
U: later
""",
    disc("pricing", "按 usage 收费"),
)

S(
    "mixed",
    """
U: 可以 explain 一下 React 的 useEffect cleanup 吗？
A: cleanup 函数会在组件卸载时、以及下次 effect 执行前运行，常用来取消订阅或者清除定时器。
""",
    pfx="zh",
)

S(
    "mixed",
    """
U: 我们的 ML model 现在 serve 在 Triton 上，batch size 32，GPU 是 T4
A: OK. Any latency SLO?
U: p95 < 200ms
""",
    cfg("Triton", "32", "T4"),
    cfg("p95 < 200ms"),
)

S(
    "mixed",
    """
U: hmm 我本来想用 Mongo，但是 你说的 transaction 问题有道理
A: So Postgres with JSONB columns for the flexible parts?
U: yes 就这样
""",
    dec("Postgres with JSONB", no="Mongo"),
)

S(
    "mixed",
    """
U: lint 用 ruff，format 也用 ruff，black 和 isort 都删掉
A: OK, I'll remove black and isort from pre-commit and enable ruff format.
""",
    dec("ruff", no="pre-commit"),
)

S(
    "mixed",
    """
U: 我下周 OOO，有急事找 Tom
A: Noted, enjoy the break!
""",
    evt("下周 OOO", "Tom"),
    )

S(
    "mixed",
    """
U: 感觉这个 API 设计怪怪的
A: Which part feels off?
U: 说不上来，我再看看
""",
)
S(
    "en",
    """
U: We decided to drop support for IE11 as of the next release.
A: Good call. I'll remove the polyfills and the legacy Babel preset.
""",
    dec("drop support for IE11"),
)

S(
    "en",
    """
U: I want to set up a home server. Old ThinkPad, 16GB RAM.
A: Nice. What will it run?
U: Jellyfin, Nextcloud and Pi-hole.
A: For those, Debian plus Docker is simple. Or Proxmox if you want VMs.
U: what's the overhead of Proxmox on that machine?
A: Small, but with 16GB you'd be splitting memory between VMs. Containers are lighter.
U: then Debian + Docker.
A: Great. Static IP?
U: yes, 192.168.1.50
A: And a domain for remote access?
U: no remote access. LAN only, I don't want to expose anything.
A: Understood. I'll write a compose file with the three services.
""",
    proj("ThinkPad", "16GB"),
    proj("Jellyfin", "Nextcloud", "Pi-hole"),
    dec("Debian + Docker", no="Proxmox"),
    cfg("192.168.1.50"),
    pref("LAN only", no="192.168.1.50"),
)

S(
    "en",
    """
U: The onboarding call with Globex went well. They start using us on the 1st, 300 seats.
A: Congrats! Anything specific they asked for?
U: SSO via Okta. That's a must before the 1st.
A: OK, I'll prioritise the SAML integration.
""",
    evt("Globex", "300 seats"),
    proj("Okta", "must before the 1st"),
)

S(
    "en",
    """
U: Let me think out loud: should the cache live in the app or in a sidecar?
A: In-app is simpler; a sidecar lets several services share it. How many services need it?
U: just one for now
A: Then in-app is enough.
U: hmm, maybe. I'll sleep on it.
""",
)

S(
    "en",
    """
U: Here's a reminder for both of us: never force-push to main.
A: Noted. I'll never suggest `git push --force` on main.
""",
    pref("never force-push to main"),
)

S(
    "en",
    """
U: What are good names for a cat?
A: Some ideas: Miso, Pixel, Olive, Biscuit, Nimbus.
U: haha Pixel is cute
""",
)

S(
    "en",
    """
U: For the thesis, my advisor wants APA 7th edition, and the deadline is May 30.
A: Got it. I'll format references in APA 7.
U: also keep it under 80 pages.
""",
    cfg("APA 7th edition"),
    evt("May 30"),
    cfg("80 pages"),
)

S(
    "en",
    """
U: Are there any downsides to using UUIDs as primary keys?
A: Random UUIDs (v4) fragment B-tree indexes and are larger than bigints. UUIDv7 is time-ordered and avoids most of the index problem.
U: ok, v7 then.
A: I'll use uuid7 for new tables.
""",
    dec("v7"),
)

S(
    "en",
    """
U: the budget for the offsite is 15k, in Lisbon, second week of October.
A: Noted. About 20 people?
U: 24
""",
    evt("15k", "Lisbon", "second week of October"),
    evt("24"),
)

S(
    "en",
    """
U: I was going to say we should upgrade Elasticsearch, but we're on the managed OpenSearch anyway, never mind.
A: Right, OpenSearch upgrades go through the AWS console.
""",
)

S(
    "en",
    """
U: we've agreed with the client that the API stays backwards compatible until v4.
A: Understood. I'll add deprecation warnings instead of removing endpoints.
""",
    dec("backwards compatible until v4"),
)

S(
    "en",
    """
U: ugh, the flaky test again. test_export_large fails like 1 in 5 runs.
A: It likely depends on timing. Can you share the failure?
U: later, I'm in a meeting
""",
    proj("test_export_large"),
)

S(
    "en",
    """
U: I started a new job at Contoso this week, platform team.
A: Congratulations! What's the stack there?
U: mostly Terraform and Go, AWS.
""",
    evt("new job at Contoso"),
    proj("Terraform and Go"),
)

S(
    "en",
    """
U: Could you suggest three possible titles for my talk?
A: 1) "Boring Tech, Happy Teams" 2) "Postgres Is Enough" 3) "The Queue You Don't Need".
U: the second one. title is settled.
""",
    dec("Postgres Is Enough"),
)

S(
    "en",
    """
U: I'm on a tight budget this month, keep grocery plans under 60 euros a week.
A: Got it, 60 EUR weekly cap.
""",
    pref("60 euros a week"),
)

S(
    "en",
    """
U: Two approvals are too many for a team of three. Let's require one.
A: OK, I'll change the branch protection to 1 required review.
""",
    cfg("require one"),
)

S(
    "en",
    """
U: the wiki says the broker is on port 5672 but that's outdated, it's 5671 with TLS now.
A: Thanks, I'll use amqps://...:5671.
""",
    cfg("5671", "TLS", no="5672"),
)

S(
    "en",
    """
U: Should I put my savings into index funds or pay off the car loan first?
A: It depends on the loan's interest rate versus the expected return, and how much risk you're comfortable with. I can walk you through the numbers.
U: interest is 3.1%
A: At 3.1% many people would invest, since long-run index returns have historically been higher, but paying off a loan is a guaranteed return.
U: ok I'll think about it
""",
)

S(
    "en",
    """
U: FYI we hired a designer, Ana, she starts Monday.
A: Great news. Should I prepare the Figma handoff notes for her?
U: yes please
""",
    evt("Ana", "starts Monday"),
    )

S(
    "en",
    """
U: Let's go with the blue logo. The green one looks like a bank.
A: Blue it is. I'll export SVG and PNG versions.
""",
    dec("blue logo", no="bank"),
)

S(
    "en",
    """
U: what if the worker crashes mid-job? do we lose the job?
A: With the current setup, yes, because jobs are acked on receipt. Acking after completion would fix it.
U: then ack after completion.
A: Changed, with a visibility timeout of 5 minutes.
U: good
""",
    dec("ack after completion"),
    cfg("5 minutes"),
)

S(
    "en",
    """
U: I'm colour-blind (red-green), so please avoid red/green charts.
A: Understood. I'll use a blue/orange palette.
""",
    pref("colour-blind", "red/green"),
)
S("zh", """
U: 突然想到，我们可以把用户反馈自动按情绪分类，差评直接推给客服主管
A: 可行，用一个小的情感分类模型就能做，准确率够用。
U: 嗯，先记下来，这个季度没空
""", idea("用户反馈自动按情绪分类", "差评"))

S("zh", """
U: 有个点子：公司内部搞个"技术分享积分"，分享一次加一分，年底换礼品
A: 挺有意思的，可以提升分享的积极性。
U: 回头跟 HR 聊聊
""", idea("技术分享积分"))

S("en", """
U: Crazy idea: what about a "read later" mode that turns saved articles into a weekly podcast with TTS?
A: Not crazy at all. TTS quality is good enough now. It'd be a nice premium feature.
U: let's keep that one in the idea bin.
""", idea("read later", "podcast"))

S("mixed", """
U: 我在想能不能把 onboarding 文档做成一个 interactive 的 CLI tutorial
A: 好想法，新人跟着命令一步步走，比读 wiki 效果好。
U: 嗯 idea 先放着
""", idea("interactive 的 CLI tutorial"), pfx="zh")

S("en", """
U: Long discussion with Sam today about whether we should charge for the API. He thinks free drives adoption, I think free users cost us too much support. We didn't settle it.
A: Both points are valid. A generous free tier with rate limits is a common middle ground.
U: yeah, maybe. we'll talk again next week.
""", disc("charge for the API", "Sam"))

S("zh", """
U: 今天架构会上讨论了要不要引入 Service Mesh，运维觉得太重，业务组想要灰度能力，最后说先调研两周
A: 调研的话可以重点对比 Istio 和 Linkerd 的资源开销。
U: 对，这个你帮我列一下
""", disc("Service Mesh", "先调研两周"))

S("zh", """
U: 我们组内对代码注释一直有分歧，有人觉得代码即文档，有人要求每个函数都写注释
A: 折中的做法是：公共接口写 docstring，内部实现只在"为什么"不明显的地方写注释。
U: 我个人比较认同你说的这个折中
""", disc("代码即文档"), pref("折中"))

S("en", """
U: I'm left-handed, which is why I always ask for keyboard shortcuts on the right side, lol.
A: Ha, that explains it. I'll keep that in mind for shortcut suggestions.
""", gen("left-handed"))

S("zh", """
U: 我住在深圳南山，平时通勤坐地铁
A: 了解。
""", gen("深圳南山", "地铁"))

S("en", """
U: we have a new puppy, Luna, so I'll be slower to reply in the mornings this month.
A: Congrats on Luna! No problem.
""", gen("puppy", "Luna"))

S("zh", """
U: 帮我规划一下装修
A: 好的，房子多大？预算多少？
U: 两室一厅，89 平，预算 25 万
A: 风格有偏好吗？
U: 原木风，别搞那种大理石的轻奢风
A: 好的。厨房是开放式还是封闭式？
U: 封闭式，我们家做饭油烟大
A: 明白。卫生间要不要干湿分离？
U: 要
A: 那工期的话大概 3 个月，什么时候开工？
U: 国庆后开工，物业说 10 月 9 号之后才能动
A: 好的，我按 10 月 9 号开工排一个时间表。
""", proj("89 平", "25 万"), pref("原木风", no="封闭式"), dec("封闭式", no="原木风"), dec("干湿分离"), evt("10 月 9 号"))

S("en", """
U: ok let's sort out the analytics pipeline.
A: Sure. Where does the raw data land today?
U: S3, one bucket per day, gzipped JSON lines.
A: And you want it in a warehouse?
U: yes. We looked at Snowflake and BigQuery.
A: Given you're on AWS already, Redshift or Athena might be simpler.
U: Athena on the raw files is tempting. How's the cost?
A: You pay per TB scanned. Converting to Parquet and partitioning by date cuts that a lot.
U: then Athena + Parquet, partitioned by date.
A: Great. Which tool for the transformations, dbt?
U: dbt, yes. Marta already knows it.
A: I'll set up dbt-athena. Should models run daily?
U: hourly for the sales models, daily for the rest.
A: Got it.
""", proj("S3", "gzipped JSON lines"), dec("Athena + Parquet", no=("Snowflake", "BigQuery")), dec("dbt", no="Parquet"),
  cfg("hourly for the sales models", "daily for the rest", no="Parquet"))

S("zh", """
U: 我们的活动上线之后出了个事故
A: 什么情况？
U: 优惠券被刷了，一个用户领了 300 多张
A: 是接口没做幂等和限流吗？
U: 对，没有按用户限领
A: 损失大吗？
U: 大概两万块，已经把券作废了
A: 后续可以在领券接口加分布式锁和每人限领。
U: 行，每人限领 1 张，按设备号也限一下
""", evt("优惠券被刷", "300 多张"), evt("两万块", "作废"), dec("每人限领 1 张", "设备号"))

S("zh", """
U: 如果以后要出海，我们的支付是不是得接 Stripe？
A: 大概率需要，Stripe 覆盖的国家多，文档也好。也可以考虑 Adyen。
U: 还早，先不考虑
""")

S("mixed", """
U: 我们讨论下 error handling 的规范吧
A: Sure. Exceptions or result types?
U: Python 里还是用 exception，但是不要裸 except
A: Agreed. Custom exception hierarchy under a base AppError?
U: 可以，base 就叫 AppError
A: And log at the boundary only, not at every level?
U: yes，只在最外层 log
A: 好的，我写成文档。
""", dec("不要裸 except"), dec("AppError"), dec("只在最外层 log"))

S("en", """
U: what's the weather like in Oslo in November?
A: Cold and dark: around 0–5°C, short days, often rainy or snowy.
U: brr
""")

S("zh", """
U: 我记得你上次说过用 Nuxt 比较好？
A: 我没有之前对话的记忆。如果你们是 Vue 技术栈又需要 SSR，Nuxt 确实是常见选择。
U: 哦好吧
""")

S("en", """
U: Quick note for later: our SMTP relay is smtp.mailgun.org on 587, sender is no-reply@acme.io
A: Noted.
""", cfg("smtp.mailgun.org", "587", "no-reply@acme.io"))

S("zh", """
U: 经过这两周的试用，团队一致觉得 Cursor 比 Copilot 好用，下个月起统一采购 Cursor
A: 好的，需要我整理一下采购申请的理由吗？
U: 不用
""", dec("统一采购 Cursor", no="Copilot"))
S("en", """
U: I need help planning the v2 of our mobile app.
A: Sure. What are the main goals?
U: offline mode and a faster startup. Startup is 4 seconds on mid-range Android phones.
A: For offline mode, do you want full sync or just a read cache?
U: read cache first, full sync is too much for this quarter.
A: OK. Which storage? SQLite via Room, or something like Realm?
U: what do you recommend?
A: Room. It's first-party and your team already uses it for settings.
U: fair, Room.
A: For startup, a baseline profile usually gives 20-30% on Android.
U: let's try that first before touching the DI setup.
A: Good. Target for startup?
U: under 2 seconds. and the release is planned for the end of June.
A: Got it, I'll draft the milestones.
""", proj("offline mode", "faster startup"), proj("4 seconds"), dec("read cache first", no="Room"),
  dec("Room", no="Realm"), dec("baseline profile"), proj("under 2 seconds", no="end of June"), evt("end of June"))

S("en", """
U: Should we add rate limiting to the public API?
A: Yes, I'd recommend it: 100 requests per minute per key is a common default.
U: Let me check with the team first, some partners do bulk syncs.
A: Sure. A higher limit for partner keys is also possible.
U: ok, will get back to you
""")

S("en", """
U: Let's set up the new laptop.
A: Great. macOS?
U: yes, M3 MacBook Pro.
A: Package manager: Homebrew?
U: yes
A: Shell: keep zsh or install fish?
U: keep zsh. I tried fish once and hated that it's not POSIX.
A: Terminal: iTerm2 or the default one?
U: I use WezTerm, config is in my dotfiles repo, github.com/jdoe/dotfiles.
A: Got it. Should I include a script that symlinks the dotfiles?
U: yes, with GNU stow.
A: Done, I'll write it.
""", proj("M3 MacBook Pro"), dec("Homebrew"), pref("keep zsh", no="WezTerm"), pref("WezTerm", no="fish"),
  proj("github.com/jdoe/dotfiles"), dec("GNU stow"))

S("zh", """
U: 我们来定一下新项目的 Git 分支策略
A: 好的。团队多大？发布频率如何？
U: 6 个人，基本每周发一次
A: 那 GitHub Flow 就够了：main 永远可发布，功能走短分支加 PR。要不要 Git Flow 那种 develop 分支？
U: 不要 develop，太麻烦
A: 发布的时候打 tag 吗？
U: 打，格式 release-年月日，比如 release-20260105
A: 热修复怎么处理？
U: 直接从 main 拉 hotfix 分支，修完合回去
A: 分支命名呢？
U: feature/xxx 和 fix/xxx，全小写
A: 好，我写进 CONTRIBUTING.md。
""", proj("6 个人", "每周发一次"), dec("不要 develop"), cfg("release-20260105"), dec("hotfix 分支"), cfg("feature/xxx", "fix/xxx"))

S("zh", """
U: 我们要不要把前端从 Vue 2 升级到 Vue 3？
A: Vue 2 已经停止维护了，长期看需要升级。你们项目大概多大？
U: 200 多个组件，还用了 Element UI
A: 那迁移的大头是 Element UI 到 Element Plus，工作量不小。
U: 嗯……我跟领导汇报一下再说
A: 好的，需要我准备一份迁移评估吗？
U: 先不用
""", proj("200 多个组件", "Element UI", no="Element Plus"))

S("zh", """
U: 帮我做个一周的健身计划
A: 好的。你目前的基础怎么样？每周能练几天？
U: 新手，一周三天，周一三五晚上
A: 在家练还是去健身房？
U: 健身房，公司楼下就有
A: 目标是增肌还是减脂？
U: 增肌，但是我腰不太好，别安排硬拉
A: 明白，用腿举和髋推代替硬拉。每次练多久？
U: 一个小时以内
A: 好的，我按全身训练来排。
""", gen("新手"), gen("健身房，公司楼下就有"), pref("周一三五晚上"), gen("增肌"), pref("别安排硬拉", "腰不太好"), pref("一个小时以内"))

S("mixed", """
U: 我们来 review 一下 logging 方案
A: Sure. 现在用的是什么？
U: 每个 service 自己写文件，然后 filebeat 收到 ELK
A: ELK 的存储成本高吗？
U: 很高，一个月 3 万多
A: 可以考虑 Loki，只索引 label，存储便宜很多。
U: Loki 我们 ops 试过，查询太慢被否了
A: 那可以保留 ELK，但是把 debug 级别的日志只保留 3 天。
U: 这个可以，info 以上保留 30 天
A: OK, I'll update the ILM policy.
""", proj("filebeat", "ELK"), proj("3 万多"), dec("debug", "3 天", no="Loki"), cfg("info 以上保留 30 天"), pfx="zh")

S("en", """
U: Planning my sister's wedding toast. She's marrying Tom in August, in Porto.
A: How lovely. How long should the toast be?
U: 3 minutes max. And no embarrassing childhood stories, she made me promise.
A: Understood. Maybe focus on how they met?
U: yes, they met at a climbing gym in 2019.
A: That's a nice hook. Funny or heartfelt tone?
U: mostly heartfelt, one light joke is fine.
A: I'll draft something around the climbing story.
""", evt("sister", "Porto", "August"), pref("3 minutes max"), pref("embarrassing childhood stories"),
  gen("climbing gym", "2019"), pref("mostly heartfelt"))

S("en", """
U: What if we let users bring their own OpenAI key?
A: It shifts cost to users and avoids rate limits on your side, but you'd have to store their keys securely.
U: Interesting. What would the storage look like?
A: Encrypt with a KMS key per tenant, never log them, decrypt only in the worker that calls the API.
U: Sounds like a lot. Not for now.
""")

S("zh", """
U: 我打算给爸妈买个扫地机器人
A: 预算多少？家里面积多大？
U: 三千以内，100 平左右，有两只猫
A: 有宠物的话建议选吸力大、防缠毛的款。要自动集尘吗？
U: 要，他们年纪大了不想老倒垃圾
A: 那可以看看这个价位带自动集尘的型号。
U: 对了，我爸妈不会用 App，最好有遥控器
A: 明白，这个是个重要条件。
""", gen("爸妈", "扫地机器人"), pref("三千以内"), gen("两只猫"), pref("自动集尘"), pref("遥控器"))

S("en", """
U: ok I've read your proposal for the caching layer.
A: Any concerns?
U: Two. First, 5 minutes TTL is too long for prices. Make it 30 seconds.
A: Agreed. And second?
U: I don't want a separate Redis cluster. Reuse the existing one, db index 3.
A: Fine, db 3 on the shared instance. Key prefix?
U: "pc:"
A: Done. Anything else?
U: nope, the rest is good, go ahead.
""", cfg("30 seconds", no="5 minutes"), cfg("db index 3", no="separate Redis cluster"), cfg("pc:"), dec("go ahead"))

S("zh", """
U: 上周的故障复盘开完了
A: 结论是什么？
U: 根因是配置中心推了一个错误的开关，导致所有请求走了降级逻辑
A: 影响多久？
U: 大概 25 分钟
A: 有什么改进项？
U: 三个：配置变更要双人复核、开关要有灰度、告警阈值从 5 分钟缩短到 1 分钟
A: 好的，要我把改进项建成任务吗？
U: 建吧，指给老周
""", evt("配置中心推了一个错误的开关", "25 分钟"), dec("双人复核"), dec("开关要有灰度"), cfg("1 分钟", no="双人复核"), dec("指给老周"))
S("en", """
U: if the benchmark numbers come back good, we might switch the parser to Rust.
A: Makes sense to decide on data. Want a benchmark harness that compares both implementations?
U: not yet, waiting for the numbers.
""")

S("zh", """
U: 假设你是面试官，问我三个关于 Redis 的问题
A: 好的。1. Redis 为什么快？2. RDB 和 AOF 有什么区别？3. 如何解决缓存击穿？
U: 第一个是因为内存操作和单线程模型？
A: 对，还有 IO 多路复用和高效的数据结构。
""")

S("en", """
U: give me a sample .env for a Flask app
A: Here you go:
    FLASK_ENV=development
    DATABASE_URL=postgresql://localhost:5432/app
    SECRET_KEY=change-me
U: thanks
""")

S("zh", """
U: 帮我写个 docker-compose，起一个 MySQL 和一个 Redis
A: 好的：
services:
  mysql:
    image: mysql:8.0
    ports: ["3306:3306"]
  redis:
    image: redis:7
    ports: ["6379:6379"]
U: 好的我试试
""")

S("mixed", """
U: 我同事说 GraphQL 比 REST 好用很多，是真的吗？
A: 各有场景。GraphQL 适合前端需要灵活组合数据的情况，REST 更简单、缓存更容易。
U: ok 了解了
""")

S("en", """
U: Let's plan to switch to Kubernetes in Q2.
A: OK, I'll start a migration checklist.
U: wait, actually no. Budget got cut, we're staying on plain VMs for this year.
A: Understood, I'll drop the checklist.
""", dec("staying on plain VMs", no="Q2"))

S("zh", """
U: 我们下周二搞个团建吧，去爬山
A: 好主意，要我帮你查一下附近的路线吗？
U: 算了算了，天气预报说下周二下雨，团建取消
""")

S("zh", """
U: 你是用什么模型训练的？
A: 我是一个 AI 助手，具体的训练细节我无法提供太多。有什么我可以帮你的吗？
U: 没事随便问问
""")

S("en", """
U: what's a good default for the connection pool size?
A: A common starting point is (2 × CPU cores) + number of disks, so around 10 for a 4-core machine. Then tune based on metrics.
U: ok
""")

S("zh", """
U: 你觉得 Go 的错误处理是不是太啰嗦了
A: 很多人这么觉得，if err != nil 确实重复。但它的好处是错误路径显式，读代码时一目了然。
U: 也是
""")

S("en", """
U: The client asked whether we could support SAML. I told them I'd check.
A: SAML support is doable; libraries like python3-saml handle most of it. It's usually 1-2 weeks of work including testing with their IdP.
U: ok, I'll pass that on
""")

S("mixed", """
U: 我们要不要 adopt 一下 trunk-based development？
A: It works well if you have good CI and feature flags. Do you?
U: CI 还行，feature flags 还没有
A: Then you'd want a flag system first.
U: 嗯 那先不急
""")

S("zh", """
U: 把第三段改得正式一点
A: 好的，修改后如下：本季度，团队在系统稳定性方面取得了显著进展，线上故障率同比下降 40%。
U: 可以
""")

S("en", """
U: Can you proofread this sentence: "Their going to deploy it tomorow."
A: Corrected: "They're going to deploy it tomorrow."
""")

S("zh", """
U: 我朋友说 M 系列芯片跑 Docker 很慢，是真的吗
A: 早期有些 x86 镜像需要模拟会慢，现在大部分镜像都有 arm64 版本，性能已经很好了。
U: 哦那还行
""")

S("en", """
U: hey, sorry, wrong window. ignore that last message
A: No problem!
""")

S("mixed", """
U: ok so 我们最后 agree 的是：API 用 FastAPI，worker 用 Celery，broker 用 RabbitMQ
A: Yes, that's what we converged on. Result backend?
U: Redis
A: Got it.
""", dec("FastAPI", "Celery", "RabbitMQ"), dec("Redis"))

S("zh", """
U: 你帮我看看这个合同里的违约金条款合不合理
A: 违约金是合同金额的 30%，一般来说偏高。法律上如果过分高于实际损失，可以请求法院调整。建议咨询专业律师。
U: 好的，我找律师问问
""")

S("zh", """
U: 我们最后还是选了方案二
A: 方案二是基于消息队列异步处理的那个吗？
U: 对
A: 好的，那我按这个方案写详细设计。
""", dec("方案二", "消息队列"))

S("en", """
U: I've been using the Pomodoro thing you suggested: 25 minutes on, 5 off. Works great for me, keep suggesting that kind of structure.
A: Glad it helps! I'll keep that in mind.
""", pref("Pomodoro", "25 minutes"))

S("zh", """
U: 我们这边的发版窗口是每周二和周四晚上 8 点以后，其他时间不允许发生产
A: 明白，之后安排发布都按这个窗口。
""", cfg("每周二和周四晚上 8 点以后"))

S("mixed", """
U: 这个 bug 我 reproduce 不了，你有什么思路吗
A: Check whether it only happens with a cold cache, and compare the library versions between your machine and prod.
U: 好 我试试
""")

S("en", """
U: I'm writing a short story about a lighthouse keeper on Mars. Any tips?
A: Ground it in small sensory details: the red dust on the lens, the long sol, the silence. Give the keeper one concrete routine the reader can hold onto.
U: nice, thanks
""")

S("zh", """
U: 上个月我们的 DAU 突破了 10 万
A: 恭喜！主要是哪个渠道带来的增长？
U: 主要是抖音投放
A: 投放的 ROI 怎么样？
U: 还没算，财务那边月底给数据
""", evt("DAU 突破了 10 万"), proj("抖音投放"))

S("zh", """
U: 我们决定：所有新接口必须写 OpenAPI 文档，没有文档的 PR 不允许合并
A: 好的，我在 CI 里加一个检查。
""", dec("OpenAPI 文档", "不允许合并"))

S("en", """
U: I keep forgetting: what's our AWS region again?
A: I don't have that information. You could check the AWS console or your Terraform provider config.
U: right, it's eu-central-1. please remember that.
A: Noted: eu-central-1.
""", cfg("eu-central-1"))
S("zh", """
U: 备份方案你有什么建议？
A: 数据库每天全量一次、每小时增量一次，备份文件同步到另一个地域的对象存储，保留 30 天。
U: 按你说的来
""", dec("每天全量一次", "每小时增量一次"))

S("zh", """
U: 新官网的主色调用哪个？
A: 根据你们的品牌，推荐两个：藏青 #1F3A5F 或者墨绿 #2E5E4E。
U: 藏青吧，墨绿太暗了
""", dec("藏青", no="墨绿"))

S("en", """
U: For the cron schedule, every 15 minutes or every hour?
A: Every 15 minutes gives fresher data at 4x the API calls. Your quota is 10k calls a day, so both fit.
U: that works, let's roll with 15 minutes.
""", dec("15 minutes", no="10k calls"))

S("zh", """
U: 我们的埋点统一用神策，别再接友盟了
A: 好的，SDK 我按神策的接。事件命名用下划线风格可以吗？
U: 可以，就它了
""", dec("神策", no="下划线"), dec("下划线风格", no="神策"))

S("en", """
U: btw the design review got moved from Tuesday to Wednesday 2pm.
A: Updated. Same room?
U: yeah, room 4B
""", evt("Wednesday 2pm", no="room 4B"), gen("room 4B"))

S("mixed", """
U: 那个 cron 先这样，每天 3am 跑，失败了发 Slack 到 #data-alerts
A: OK, I'll wire the failure hook to #data-alerts.
""", cfg("3am", no="#data-alerts"), cfg("#data-alerts"))

S("zh", """
U: 我在想周末要不要去上海看展
A: 最近上海有几个不错的展，比如浦东美术馆的新展。
U: 嗯，看看再说，可能太累了
""")

S("zh", """
U: 我们的年会定在 1 月 18 号，地点在公司附近的酒店
A: 好的，需要我帮忙写主持词吗？
U: 主持词不用，帮我想几个抽奖环节的点子
A: 可以考虑"幸运工号"、"红包雨"和"部门 PK 赛"。
U: 幸运工号不错，就用这个
""", evt("1 月 18 号", "年会"), dec("幸运工号", no="红包雨"))

S("en", """
U: My manager wants the quarterly report in the company template, and Helvetica is banned lol, use Inter.
A: OK, company template with Inter.
""", pref("company template", no="Inter"), pref("Inter", no="company template"))

S("mixed", """
U: 之前说 DB 用 MySQL，but 我们刚发现阿里云那边有 PolarDB 的折扣，所以换 PolarDB（MySQL 兼容）
A: Makes sense, the app code stays the same since it's MySQL-compatible.
""", dec("PolarDB"))

S("zh", """
U: 请问你有什么建议，用哪个图表库？
A: 国内项目用 ECharts 比较多，文档中文、图表类型全；如果是 React 项目也可以看 Recharts。
U: 我们是 Vue，那就 ECharts 了
""", dec("ECharts", no="Recharts"))

S("en", """
U: the intern, Jamal, will own the docs site for the summer.
A: Great, I'll point docs questions his way.
""", proj("Jamal", "docs site"))

S("zh", """
U: 产品那边提了个想法：会员到期前三天自动发优惠券挽留，我觉得可以试试
A: 这个挽留策略挺常见的，效果一般不错。要不要先小范围 A/B？
U: 好，先 10% 用户试
""", idea("会员到期前三天", "优惠券"), dec("10% 用户"))

S("en", """
U: We argued for an hour about whether to keep the mobile app native or move to Flutter. iOS folks want native, Android folks want Flutter. Parked until the hiring plan is clear.
A: That's a reasonable place to park it; the team composition really drives that choice.
""", disc("native", "Flutter", "Parked"))

S("zh", """
U: 测试覆盖率的门槛定成 80%，低于这个 CI 直接失败
A: 好的，我在 pytest-cov 里加 --cov-fail-under=80。
U: 行
""", cfg("80%"))
# ---------------------------------------------------------------------------
# Build, self-check, write.
# ---------------------------------------------------------------------------
CATEGORIES = {"decision", "preference", "config", "project", "event", "idea", "discussion", "general"}


def build() -> dict:
    snippets = []
    for n, (lang, pfx, text, items) in enumerate(SNIPPETS, start=1):
        snippets.append(
            {
                "id": f"s{n:03d}",
                "lang": lang,
                "text": render(pfx, text),
                "items": items,
                "split": "heldout" if n % 3 == 0 else "tune",
            }
        )
    return {"version": 1, "snippets": snippets}


def check(data: dict) -> list[str]:
    errors: list[str] = []
    ids = [s["id"] for s in data["snippets"]]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    for s in data["snippets"]:
        sid, text = s["id"], s["text"]
        if s["lang"] not in ("en", "zh", "mixed"):
            errors.append(f"{sid}: bad lang {s['lang']!r}")
        for line in text.rstrip("\n").split("\n"):
            if not line:
                errors.append(f"{sid}: empty line")
        for it in s["items"]:
            if it["category"] not in CATEGORIES:
                errors.append(f"{sid}: bad category {it['category']!r}")
            if not 1 <= len(it["must"]) <= 3:
                errors.append(f"{sid}: must needs 1-3 phrases, has {len(it['must'])}")
            for ph in it["must"] + it["must_not"]:
                if not ph or ph not in text:
                    errors.append(f"{sid}: phrase not in text: {ph!r}")
            for ph in it["must_not"]:
                if any(ph in m or m in ph for m in it["must"]):
                    errors.append(f"{sid}: must_not overlaps must: {ph!r}")
    return errors


def turns(text: str) -> int:
    return sum(1 for line in text.split("\n") if line.startswith(("User: ", "Assistant: ", "用户: ", "助手: ")))


def summary(data: dict) -> str:
    sn = data["snippets"]
    items = [(s, it) for s in sn for it in s["items"]]
    lines = [f"snippets: {len(sn)}  items: {len(items)}  no-item snippets: {sum(1 for s in sn if not s['items'])}"]
    lines.append(
        "snippets by lang: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(s["lang"] for s in sn).items()))
    )
    lines.append(
        "items by lang: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(s["lang"] for s, _ in items).items()))
    )
    lines.append(
        "items by category: "
        + ", ".join(f"{k}={v}" for k, v in Counter(it["category"] for _, it in items).most_common())
    )
    for split in ("tune", "heldout"):
        ss = [s for s in sn if s["split"] == split]
        lines.append(
            f"{split}: snippets={len(ss)} items={sum(len(s['items']) for s in ss)} "
            f"no-item={sum(1 for s in ss if not s['items'])}"
        )
    t = Counter(turns(s["text"]) for s in sn)
    lines.append("turns per snippet: " + ", ".join(f"{k}:{v}" for k, v in sorted(t.items())))
    lines.append(f"items with must_not: {sum(1 for _, it in items if it['must_not'])}")
    return "\n".join(lines)


def main() -> int:
    data = build()
    errors = check(data)
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        return 1
    payload = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    out = os.path.join(HERE, "digest_blind.json")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(payload)
    digest = hashlib.sha256(payload.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, "digest_blind.sha256"), "w", encoding="utf-8", newline="\n") as f:
        f.write(f"{digest}  digest_blind.json\n")
    print(summary(data))
    print(f"sha256: {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
