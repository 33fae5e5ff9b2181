#!/usr/bin/env python3
"""Write time_blind.json: a labelled evaluation set for time-aware memory recall.

Stdlib only and deterministic: running it twice writes byte-identical JSON.
Usage: python3 make_time_blind.py [output_path]

Every history is a list of short memories with a written_at moment; every
question has an asked_at moment no earlier than the last memory of its history
(so the whole history is "in the past" for every question).

Label-only helpers kept in this script (never in the memory objects):
  * a memory may carry an event spec (4th tuple item) saying when the thing it
    records happened, resolved against its written_at ("d-1" for "yesterday",
    "lw:wed" for "last Wednesday", "lm" for "last month", "2023-06-16", ...);
  * a dated/relative question may carry a period spec resolved against
    asked_at; the JSON gets the resolved "period" and a "period_mode":
      event -> every expected memory's event lies inside the period;
      state -> the expected memories were written no later than the period end
               (the fact that *held* then).
The self-check at the bottom asserts all of this.
"""

from __future__ import annotations

import calendar
import json
import re
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

DOW = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def _month(y: int, m: int) -> tuple[date, date]:
    return date(y, m, 1), date(y, m, calendar.monthrange(y, m)[1])


def _shift_month(d: date, n: int) -> tuple[int, int]:
    idx = d.year * 12 + (d.month - 1) + n
    return idx // 12, idx % 12 + 1


def resolve(spec: str, anchor: date) -> tuple[date, date]:
    """Resolve a period spec to an inclusive (start, end) date range.

    Weeks run Monday..Sunday. "lw" is the previous Monday-Sunday week,
    "tw" the current one, "nw" the next one; "lw:wed" is the Wednesday of
    the previous week. "lm"/"tm"/"nm" are calendar months, "ly"/"ty" years.
    "d-3" is three days before the anchor, "past:7" the 7 days before it
    up to the anchor. Absolute: 2023, 2023-06, 2023-06-16, 2023-Q3, 2023-H2.
    "a..b" joins two specs.
    """
    if ".." in spec:
        a, b = spec.split("..")
        return resolve(a, anchor)[0], resolve(b, anchor)[1]
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", spec):
        d = date.fromisoformat(spec)
        return d, d
    if re.fullmatch(r"\d{4}-\d{2}", spec):
        return _month(int(spec[:4]), int(spec[5:]))
    if re.fullmatch(r"\d{4}", spec):
        return date(int(spec), 1, 1), date(int(spec), 12, 31)
    m = re.fullmatch(r"(\d{4})-Q([1-4])", spec)
    if m:
        y, q = int(m.group(1)), int(m.group(2))
        return _month(y, 3 * q - 2)[0], _month(y, 3 * q)[1]
    m = re.fullmatch(r"(\d{4})-H([12])", spec)
    if m:
        y, h = int(m.group(1)), int(m.group(2))
        return (date(y, 1, 1), date(y, 6, 30)) if h == 1 else (date(y, 7, 1), date(y, 12, 31))
    m = re.fullmatch(r"d([+-]\d+)", spec)
    if m:
        d = anchor + timedelta(days=int(m.group(1)))
        return d, d
    m = re.fullmatch(r"past:(\d+)", spec)
    if m:
        return anchor - timedelta(days=int(m.group(1))), anchor
    named = {"today": "d+0", "yesterday": "d-1", "tomorrow": "d+1"}
    if spec in named:
        return resolve(named[spec], anchor)
    m = re.fullmatch(r"(lw|tw|nw)(?::(\w{3}))?", spec)
    if m:
        monday = anchor - timedelta(days=anchor.weekday())
        monday += timedelta(weeks={"lw": -1, "tw": 0, "nw": 1}[m.group(1)])
        if m.group(2):
            d = monday + timedelta(days=DOW[m.group(2)])
            return d, d
        return monday, monday + timedelta(days=6)
    m = re.fullmatch(r"(lm|tm|nm)", spec)
    if m:
        y, mo = _shift_month(anchor, {"lm": -1, "tm": 0, "nm": 1}[spec])
        return _month(y, mo)
    if spec == "ly":
        return date(anchor.year - 1, 1, 1), date(anchor.year - 1, 12, 31)
    if spec == "ty":
        return date(anchor.year, 1, 1), date(anchor.year, 12, 31)
    raise ValueError(f"bad period spec {spec!r}")


def ts(s: str) -> str:
    """'2025-03-04 10:15' -> '2025-03-04T10:15:00+00:00' (all times UTC)."""
    return datetime.fromisoformat(s).strftime("%Y-%m-%dT%H:%M:%S+00:00")


HISTORIES: list[dict] = []


def H(hid: str, lang: str, mems: list[tuple], qs: list[dict]) -> None:
    HISTORIES.append({"id": hid, "lang": lang, "mems": mems, "qs": qs})


def C(asked: str, query: str, exp: list[str], outr: list[tuple[str, str]], note: str = "") -> dict:
    """Present-tense question; an older conflicting fact exists (outranks)."""
    return {
        "asked": asked,
        "kind": "current",
        "query": query,
        "exp": exp,
        "outr": outr,
        "period": None,
        "mode": None,
        "note": note,
    }


def D(
    asked: str,
    query: str,
    exp: list[str],
    period: str | None = None,
    mode: str = "state",
    outr: list[tuple[str, str]] = (),
    note: str = "",
) -> dict:
    """Question naming an absolute period or a named event ("before the migration")."""
    return {
        "asked": asked,
        "kind": "dated",
        "query": query,
        "exp": exp,
        "outr": list(outr),
        "period": period,
        "mode": mode if period else None,
        "note": note,
    }


def R(
    asked: str,
    query: str,
    exp: list[str],
    period: str,
    mode: str = "event",
    outr: list[tuple[str, str]] = (),
    note: str = "",
) -> dict:
    """Question with relative time words resolved against asked_at."""
    return {
        "asked": asked,
        "kind": "relative",
        "query": query,
        "exp": exp,
        "outr": list(outr),
        "period": period,
        "mode": mode,
        "note": note,
    }


def W(asked: str, query: str, exp: list[str], note: str = "") -> dict:
    """'When did X happen' -- the answer is the memory recording the event."""
    return {
        "asked": asked,
        "kind": "when",
        "query": query,
        "exp": exp,
        "outr": [],
        "period": None,
        "mode": None,
        "note": note,
    }


# ---------------------------------------------------------------------------
# Histories.  Memory tuple: (key, written_at, text[, event spec vs written_at])
# ---------------------------------------------------------------------------
H("h01", "en", [
    ("m1", "2023-03-06 10:15", "Kicked off project Atlas today. Main database will be MySQL 8 for now."),
    ("m2", "2023-03-08 14:00", "CI for Atlas runs on Jenkins on the old build box in the office."),
    ("m3", "2023-03-10 11:30", "Atlas is hosted on Heroku, two standard dynos."),
    ("m4", "2023-04-12 09:30", "Staging environment listens on port 8443."),
    ("m5", "2023-05-17 16:20", "Yesterday we shipped Atlas v0.9 to the beta customers.", "d-1"),
    ("m6", "2023-06-19 10:05", "We moved the main database from MySQL to PostgreSQL 15; the migration finished on 16 June 2023.", "2023-06-16"),
    ("m7", "2023-06-20 10:00", "Note for the data team: the old MySQL read replica stays up for analytics until Q4."),
    ("m8", "2023-09-04 09:00", "Switched CI from Jenkins to GitHub Actions this week; the Jenkins box gets wiped Friday.", "tw"),
    ("m9", "2023-11-02 15:45", "staging now listens on 9443 after the TLS proxy change"),
    ("m10", "2024-01-15 10:00", "Upgraded Postgres 15 -> 16 over the weekend, no downtime.", "2024-01-13..2024-01-14"),
    ("m11", "2024-02-21 13:30", "Alice is the new tech lead for Atlas; Bob moves over to the payments team."),
    ("m12", "2024-03-11 09:10", "Atlas v1.0 was released on 2024-03-08.", "2024-03-08"),
    ("m13", "2024-05-06 17:00", "Hosting: we left Heroku for Fly.io last month, the bill is down 40%.", "lm"),
    ("m14", "2024-09-30 18:20", "Released Atlas v1.1 today (dark mode + CSV export)."),
    ("m15", "2024-10-02 12:00", "Bug bash for v1.1 went fine; the slow PostgreSQL query reported back in March is fixed."),
    ("m16", "2025-01-14 16:00", "Agreed in planning: we drop IE11 support starting with v1.2."),
    ("m17", "2025-01-20 09:00", "Release freeze until 2025-02-03 for the SOC2 audit."),
], [
    C("2025-01-24 09:00", "Which database does Atlas use?", ["m10", "m6"], [("m10", "m1"), ("m6", "m1")]),
    C("2025-01-24 09:05", "What do we use for CI?", ["m8"], [("m8", "m2")]),
    C("2025-01-24 09:10", "what port is staging on", ["m9"], [("m9", "m4")]),
    C("2025-01-24 09:15", "Where is Atlas hosted these days?", ["m13"], [("m13", "m3")]),
    C("2025-01-24 09:20", "Quick check before tomorrow's standup: what's the staging port these days?", ["m9"], [("m9", "m4")], note="time words incidental"),
    D("2025-01-24 10:00", "In May 2023 which database were we on?", ["m1"], "2023-05", "state", [("m1", "m6"), ("m1", "m10")]),
    D("2025-01-24 10:05", "What did we ship in May 2023?", ["m5"], "2023-05", "event"),
    D("2025-01-24 10:10", "What was released in March 2024?", ["m12"], "2024-03", "event", [("m12", "m15")]),
    D("2025-01-24 10:15", "Before the TLS proxy change, which port did staging use?", ["m4"], None, outr=[("m4", "m9")]),
    D("2025-01-24 10:20", "Which CI were we using in summer 2023?", ["m2"], "2023-06..2023-08", "state", [("m2", "m8")]),
    W("2025-01-24 11:00", "When did we move to GitHub Actions?", ["m8"]),
    W("2025-01-24 11:05", "When did the MySQL to PostgreSQL migration happen?", ["m6"]),
    W("2025-01-24 11:10", "when did we leave heroku", ["m13"]),
    R("2025-01-24 12:00", "What did we agree on last week?", ["m16"], "lw"),
    R("2025-01-24 12:05", "Which Atlas versions did we release last year?", ["m12", "m14"], "ly"),
    R("2025-01-21 10:00", "What did we announce yesterday?", ["m17"], "yesterday"),
])

H("h02", "zh", [
    ("m1", "2024-02-03 20:10", "用户喜欢浅色主题，说深色看着累。"),
    ("m2", "2024-02-05 08:30", "用户每天早上喝美式咖啡，不加糖。"),
    ("m3", "2024-03-12 21:00", "用户住在杭州西湖区，通勤坐地铁2号线。"),
    ("m4", "2024-04-18 19:40", "用户的生日是9月14日，想要一个机械键盘做礼物。"),
    ("m5", "2024-05-20 22:15", "用户把编辑器换成了深色主题，说晚上写代码更舒服。"),
    ("m6", "2024-06-02 09:00", "用户最近改喝绿茶了，医生建议少喝咖啡。"),
    ("m7", "2024-06-25 18:30", "用户上周六搬家到了上海徐汇区。", "lw:sat"),
    ("m8", "2024-07-08 07:50", "用户报名了10月的杭州马拉松半程。"),
    ("m9", "2024-08-30 20:00", "用户说周末不要安排会议，周末是家庭时间。"),
    ("m10", "2024-09-15 10:00", "昨天是用户生日，收到了朋友送的机械键盘。", "d-1"),
    ("m11", "2024-11-03 21:30", "用户开始学日语，目标是明年7月考N3。"),
    ("m12", "2025-01-06 08:10", "用户的新年计划：每周跑步三次，戒掉夜宵。"),
    ("m13", "2025-02-10 19:00", "用户说现在的深色主题对比度太高，想换成柔和一点的深色配色。"),
    ("m14", "2025-02-20 12:30", "用户三天前做了体检，结果正常，只是维生素D偏低。", "d-3"),
    ("m15", "2025-03-01 09:00", "用户又开始喝咖啡了，不过只在上午喝一杯拿铁。"),
], [
    C("2025-03-03 09:00", "用户现在喜欢什么主题？", ["m13", "m5"], [("m13", "m1"), ("m5", "m1")]),
    C("2025-03-03 09:05", "用户住在哪里？", ["m7"], [("m7", "m3")]),
    C("2025-03-03 09:10", "用户现在早上喝什么？", ["m15"], [("m15", "m6"), ("m15", "m2")]),
    C("2025-03-03 09:15", "上周我问过你，用户早上喝什么来着？", ["m15"], [("m15", "m2"), ("m15", "m6")], note="time words incidental"),
    D("2025-03-03 10:00", "2024年夏天用户喝什么？", ["m6"], "2024-06..2024-08", "state", [("m6", "m2"), ("m6", "m15")]),
    D("2025-03-03 10:05", "2024年3月用户住在哪个城市？", ["m3"], "2024-03", "state", [("m3", "m7")]),
    W("2025-03-03 11:00", "用户是什么时候搬到上海的？", ["m7"]),
    W("2025-03-03 11:05", "用户上次体检是哪天？", ["m14"]),
    R("2025-03-03 12:00", "用户上个月对配色提了什么要求？", ["m13"], "lm"),
    R("2025-03-03 12:05", "去年用户报名了什么比赛？", ["m8"], "ly"),
    R("2025-03-03 12:10", "用户去年生日收到了什么礼物？", ["m10"], "ly"),
])

H("h03", "en", [
    ("m1", "2024-04-01 09:00", "Pebble iOS app targets iOS 16 and up."),
    ("m2", "2024-04-03 15:00", "Beta launch deadline is June 30."),
    ("m3", "2024-04-22 11:00", "Backend for Pebble runs on AWS Lambda + DynamoDB."),
    ("m4", "2024-05-14 10:30", "Deadline moved: beta launch is now July 15 because of the App Store review backlog."),
    ("m5", "2024-05-28 16:00", "Priya joined as the second iOS engineer; Marco still owns the iOS codebase."),
    ("m6", "2024-07-16 09:15", "Beta went live yesterday! 212 testers in the first hour.", "d-1"),
    ("m7", "2024-08-05 14:00", "Crash rate on v1.0.2 is 0.8%, mostly the photo picker."),
    ("m8", "2024-08-19 10:00", "Shipped v1.0.3 with the photo picker fix on Friday.", "lw:fri"),
    ("m9", "2024-10-01 13:00", "Dropping iOS 16: the minimum is iOS 17 from v1.2 on."),
    ("m10", "2024-10-21 09:40", "Marco left the team; Priya owns the iOS codebase now."),
    ("m11", "2024-11-11 11:11", "Public launch date set: 2025-02-14 (Valentine's campaign)."),
    ("m12", "2025-01-08 10:00", "Marketing wants the public launch pushed to 3 March 2025; we agreed."),
    ("m13", "2025-01-27 17:30", "Migrated the Pebble backend from Lambda to a small ECS cluster last week; DynamoDB stays.", "lw"),
    ("m14", "2025-02-03 09:00", "v1.3.0 is in App Store review since this morning."),
    ("m15", "2025-02-05 15:20", "Apple approved v1.3.0 today."),
], [
    C("2025-02-07 09:00", "What's the public launch date?", ["m12"], [("m12", "m11")]),
    C("2025-02-07 09:05", "What's the minimum iOS version for Pebble?", ["m9"], [("m9", "m1")]),
    C("2025-02-07 09:10", "Who owns the iOS codebase?", ["m10"], [("m10", "m5")]),
    C("2025-02-07 09:15", "What does the Pebble backend run on?", ["m13"], [("m13", "m3")]),
    D("2025-02-07 10:00", "As of June 2024, when was the beta supposed to launch?", ["m4"], "2024-06", "state", [("m4", "m2")]),
    D("2025-02-07 10:05", "What did we ship in August 2024?", ["m8"], "2024-08", "event"),
    W("2025-02-07 11:00", "When did the Pebble beta go live?", ["m6"]),
    W("2025-02-07 11:05", "When did we move the backend off Lambda?", ["m13"]),
    R("2025-02-07 12:00", "What happened with the App Store this week?", ["m15", "m14"], "tw"),
    R("2025-02-07 12:05", "What did we change in the backend last month?", ["m13"], "lm"),
    R("2025-02-07 12:10", "Last year, who joined the iOS team?", ["m5"], "ly"),
])

H("h04", "zh", [
    ("m1", "2023-08-07 10:00", "订单服务的数据库用的是 MySQL 5.7。"),
    ("m2", "2023-08-09 14:30", "订单服务部署在阿里云 ECS 上，两台 4核8G。"),
    ("m3", "2023-09-18 11:00", "测试环境端口是 8080，预发环境端口 8081。"),
    ("m4", "2023-10-12 16:00", "2023年10月11日发布了订单服务 v2.0，支持拆单。", "2023-10-11"),
    ("m5", "2023-11-20 09:30", "张伟接手订单服务的值班，李娜转去做支付。"),
    ("m6", "2024-01-08 10:20", "订单库升级到了 MySQL 8.0，1月2日晚上完成的。", "2024-01-02"),
    ("m7", "2024-03-05 15:00", "上周三开会决定：订单服务迁移到 Kubernetes，Q2 完成。", "lw:wed"),
    ("m8", "2024-03-06 10:00", "支付服务也在考虑上 Kubernetes，但还没定。"),
    ("m9", "2024-06-28 18:00", "订单服务已全部迁到自建 Kubernetes 集群，ECS 机器下周释放。"),
    ("m10", "2024-07-15 11:30", "测试环境端口改成 18080 了，避免和本地开发冲突。"),
    ("m11", "2024-09-02 10:00", "6/16 那次订单丢失事故的复盘结论：消息队列没开持久化。", "2024-06-16"),
    ("m12", "2024-11-11 00:30", "双十一零点峰值 3.2 万单/秒，订单服务扛住了。"),
    ("m13", "2025-03-10 09:00", "订单服务数据库从 MySQL 迁到了 TiDB，上个月切的流量。", "lm"),
    ("m14", "2025-03-18 14:00", "值班表更新：订单服务现在由王磊负责值班。"),
    ("m15", "2025-03-19 16:40", "发布了订单服务 v3.1，修复了重复退款的问题。"),
], [
    C("2025-03-21 09:00", "订单服务现在用什么数据库？", ["m13"], [("m13", "m1"), ("m13", "m6")]),
    C("2025-03-21 09:05", "订单服务部署在哪里？", ["m9"], [("m9", "m2")]),
    C("2025-03-21 09:10", "测试环境现在是哪个端口？", ["m10"], [("m10", "m3")]),
    C("2025-03-21 09:15", "现在谁负责订单服务值班？", ["m14"], [("m14", "m5")]),
    D("2025-03-21 10:00", "2024年上半年订单服务用的什么数据库？", ["m6"], "2024-H1", "state", [("m6", "m1"), ("m6", "m13")]),
    D("2025-03-21 10:05", "2023年10月发布了哪个版本？", ["m4"], "2023-10", "event"),
    D("2025-03-21 10:10", "迁到 Kubernetes 之前，订单服务部署在哪？", ["m2"], None, outr=[("m2", "m9")]),
    W("2025-03-21 11:00", "什么时候决定把订单服务迁到 Kubernetes 的？", ["m7"]),
    W("2025-03-21 11:05", "订单丢失事故是哪天发生的？", ["m11"]),
    W("2025-03-21 11:10", "订单库什么时候切到 TiDB 的？", ["m13"]),
    R("2025-03-20 10:00", "昨天发布了什么？", ["m15"], "yesterday"),
    R("2025-03-21 12:00", "这周值班安排有什么变化？", ["m14"], "tw"),
    R("2025-03-21 12:05", "去年双十一订单峰值是多少？", ["m12"], "ly"),
])

H("h05", "mixed", [
    ("m1", "2024-01-10 09:00", "个人博客用 Hexo 搭的，托管在 GitHub Pages。"),
    ("m2", "2024-01-22 21:00", "客户A的项目 deadline 是 2024-03-31。"),
    ("m3", "2024-02-14 10:30", "Switched my laptop shell from bash to zsh + oh-my-zsh."),
    ("m4", "2024-03-02 22:00", "客户A说 deadline 可以延到4月15日。"),
    ("m5", "2024-04-16 18:00", "客户A的项目昨天交付了，尾款下周结。", "d-1"),
    ("m6", "2024-05-08 09:00", "Blog migrated from Hexo to Astro, still on GitHub Pages."),
    ("m7", "2024-06-03 11:00", "新客户B：做一个 Flutter app 替代他们的小程序，预算 8 万。"),
    ("m8", "2024-07-19 20:00", "Blog hosting moved to Cloudflare Pages; GitHub Pages turned off."),
    ("m9", "2024-09-09 09:30", "客户B项目上周五 kickoff，下一次 review 是9月20日。", "lw:fri"),
    ("m10", "2024-10-21 15:00", "Now using fish shell instead of zsh, startup is much faster."),
    ("m11", "2024-12-30 23:00", "2024 年收入比 2023 年多 30%，主要靠客户B。"),
    ("m12", "2025-02-17 10:00", "客户B 二期 deadline: end of April 2025."),
    ("m13", "2025-03-03 09:00", "Client B moved the phase-2 deadline to 2025-05-20."),
    ("m14", "2025-03-05 21:30", "The Astro blog got 10k views yesterday from a Hacker News post.", "d-1"),
], [
    C("2025-03-07 09:00", "What shell am I using now?", ["m10"], [("m10", "m3")]),
    C("2025-03-07 09:05", "博客现在托管在哪？", ["m8"], [("m8", "m1"), ("m8", "m6")]),
    C("2025-03-07 09:10", "客户B二期的 deadline 是哪天？", ["m13"], [("m13", "m12")]),
    D("2025-03-07 10:00", "In February 2024, which static site generator was my blog built with?", ["m1"], "2024-02", "state", [("m1", "m6")]),
    D("2025-03-07 10:05", "2024年3月中旬，客户A的 deadline 是哪天？", ["m4"], "2024-03", "state", [("m4", "m2")]),
    W("2025-03-07 11:00", "客户A的项目是什么时候交付的？", ["m5"]),
    W("2025-03-07 11:05", "When did the blog move to Cloudflare Pages?", ["m8"]),
    W("2025-03-07 11:10", "客户B项目哪天 kickoff 的？", ["m9"]),
    R("2025-03-07 12:00", "What happened with the blog this week?", ["m14"], "tw"),
    R("2025-03-07 12:05", "这周客户B改了什么？", ["m13"], "tw"),
])

H("h06", "en", [
    ("m1", "2023-02-11 14:00", "Home server runs Proxmox 7 on the old ThinkCentre."),
    ("m2", "2023-02-12 10:00", "Nextcloud is exposed on port 8443 on the LAN."),
    ("m3", "2023-03-25 16:30", "Backups go to a USB disk every night at 02:00."),
    ("m4", "2023-06-16 20:00", "Bought a Synology DS923+ on 16 June 2023 for backups.", "2023-06-16"),
    ("m5", "2023-06-30 21:00", "Backups now go to the Synology via Hyper Backup; the USB disk is retired."),
    ("m6", "2023-09-10 11:00", "Moved Nextcloud behind Caddy; it answers on 443 now and 8443 is closed."),
    ("m7", "2023-12-27 15:00", "Upgraded to Proxmox 8 over the holidays; one VM needed a new NIC driver."),
    ("m8", "2024-02-05 19:00", "Power outage last Thursday corrupted the Pi-hole SD card.", "lw:thu"),
    ("m9", "2024-02-06 18:00", "Replaced Pi-hole with AdGuard Home running in a VM."),
    ("m10", "2024-05-12 10:00", "Switched ISP: now on Init7 fiber, 1 Gbit symmetric."),
    ("m11", "2024-05-13 09:00", "The old cable ISP contract (200/20) ends at the end of May."),
    ("m12", "2024-08-03 17:00", "Tailscale replaced the hand-rolled WireGuard setup for remote access."),
    ("m13", "2024-11-29 12:00", "Black Friday: bought two 8TB drives for the Synology."),
    ("m14", "2024-12-02 20:00", "Swapped the Synology drives to 8TB this weekend, the rebuild took 14 hours.", "2024-11-30..2024-12-01"),
], [
    C("2024-12-06 09:00", "Where do my backups go?", ["m5"], [("m5", "m3")]),
    C("2024-12-06 09:05", "Which port is Nextcloud on?", ["m6"], [("m6", "m2")]),
    C("2024-12-06 09:10", "Which Proxmox version is the home server on?", ["m7"], [("m7", "m1")]),
    C("2024-12-06 09:15", "What DNS ad blocker is running at home?", ["m9"], [("m9", "m8")]),
    D("2024-12-06 10:00", "In spring 2023, where did the nightly backups go?", ["m3"], "2023-03..2023-05", "state", [("m3", "m5")]),
    D("2024-12-06 10:05", "What hardware did I buy in June 2023?", ["m4"], "2023-06", "event"),
    D("2024-12-06 10:10", "Before the Caddy change, which port was Nextcloud on?", ["m2"], None, outr=[("m2", "m6")]),
    W("2024-12-06 11:00", "When did the Pi-hole SD card get corrupted?", ["m8"]),
    W("2024-12-06 11:05", "When did I switch to Init7 fiber?", ["m10"]),
    R("2024-12-06 12:00", "What did I do to the NAS last weekend?", ["m14"], "lw:sat..lw:sun"),
    R("2024-12-06 12:05", "What did I buy last week?", ["m13", "m14"], "lw"),
    R("2024-12-06 12:10", "This year, what changed with my internet connection?", ["m10", "m11"], "ty"),
])

H("h07", "zh", [
    ("m1", "2024-09-02 07:30", "用户目前体重 82 公斤，目标年底前减到 75。"),
    ("m2", "2024-09-03 19:00", "用户在公司楼下的乐刻健身办了月卡，一般晚上7点去。"),
    ("m3", "2024-09-20 21:00", "用户膝盖有旧伤，教练建议不要做深蹲跳。"),
    ("m4", "2024-10-08 08:00", "国庆假期后称重：80.5 公斤。"),
    ("m5", "2024-10-28 20:30", "用户改成早上6点半锻炼了，晚上加班太多。"),
    ("m6", "2024-11-18 07:10", "用户上周五跑了人生第一个10公里，用时58分钟。", "lw:fri"),
    ("m7", "2024-12-02 07:00", "体重 78 公斤。用户说12月聚餐多，怕反弹。"),
    ("m8", "2025-01-03 09:00", "用户换了健身房，现在去小区里的超级猩猩，按次付费。"),
    ("m9", "2025-01-06 07:20", "今天称重 77.2 公斤，元旦三天吃多了。"),
    ("m10", "2025-01-20 21:00", "用户的新目标：2025年6月前减到 72 公斤。"),
    ("m11", "2025-02-14 08:00", "用户两周前膝盖又疼了，医生让停跑一个月。", "d-14"),
    ("m12", "2025-03-03 07:00", "体重 75.8 公斤。"),
    ("m13", "2025-03-10 07:05", "医生说膝盖恢复得不错，用户下周一开始恢复跑步。", "nw:mon"),
    ("m14", "2025-03-12 21:00", "用户说乐刻的月卡退款到账了。"),
], [
    C("2025-03-14 09:00", "用户现在在哪个健身房锻炼？", ["m8"], [("m8", "m2")]),
    C("2025-03-14 09:05", "用户现在一般几点锻炼？", ["m5"], [("m5", "m2")]),
    C("2025-03-14 09:10", "用户现在的减重目标是多少？", ["m10"], [("m10", "m1")]),
    C("2025-03-14 09:15", "用户最新的体重是多少？", ["m12"], [("m12", "m9"), ("m12", "m7")]),
    D("2025-03-14 10:00", "2024年12月初用户体重多少？", ["m7"], "2024-12-01..2024-12-10", "event", [("m7", "m12")]),
    D("2025-03-14 10:05", "2024年9月用户一般几点去健身？", ["m2"], "2024-09", "state", [("m2", "m5")]),
    D("2025-03-14 10:10", "去年11月用户跑了多远？", ["m6"], "2024-11", "event"),
    W("2025-03-14 11:00", "用户第一次跑10公里是哪天？", ["m6"]),
    W("2025-03-14 11:05", "用户的膝盖是什么时候又开始疼的？", ["m11"]),
    R("2025-03-14 12:00", "用户下周有什么安排？", ["m13"], "nw"),
    R("2025-03-14 12:05", "这周用户说了什么退款的事？", ["m14"], "tw"),
])

H("h08", "en", [
    ("m1", "2024-01-09 10:00", "Training runs on the on-prem cluster with 8x V100."),
    ("m2", "2024-01-09 10:05", "Production model is churn-xgb v3, AUC 0.81."),
    ("m3", "2024-02-12 14:00", "We pin Python 3.10 for all training images."),
    ("m4", "2024-03-18 11:30", "GCP credits got approved last Friday; training moves to A100s on GCP.", "lw:fri"),
    ("m5", "2024-04-02 09:00", "Churn model v4 (LightGBM) deployed on 2 April, AUC 0.84."),
    ("m6", "2024-04-25 16:00", "Sofia is now the ML lead; Tom stays on as data engineer."),
    ("m7", "2024-06-10 10:00", "Feature store moved from Feast to a plain BigQuery table, simpler to run."),
    ("m8", "2024-07-01 09:30", "Q3 goal: ship the LTV model by the end of September."),
    ("m9", "2024-09-27 17:00", "LTV model v1 launched today, just ahead of the Q3 deadline."),
    ("m10", "2024-10-14 13:00", "Training images bumped to Python 3.12."),
    ("m11", "2024-11-05 10:00", "Churn model v5 replaced v4 in production; it uses the new BigQuery features."),
    ("m12", "2024-11-20 15:00", "The V100 cluster is decommissioned as of today."),
    ("m13", "2025-01-13 09:00", "Q1 goal: retrain churn monthly, automated with Vertex pipelines."),
    ("m14", "2025-01-29 11:00", "Dashboard for churn v5 shows AUC drifting down to 0.79."),
], [
    C("2025-01-31 09:00", "Which churn model is in production?", ["m11"], [("m11", "m5"), ("m11", "m2")]),
    C("2025-01-31 09:05", "What Python version do the training images use?", ["m10"], [("m10", "m3")]),
    C("2025-01-31 09:10", "Where does model training run?", ["m4", "m12"], [("m4", "m1")]),
    D("2025-01-31 10:00", "What was the production churn model in February 2024?", ["m2"], "2024-02", "state", [("m2", "m5"), ("m2", "m11")]),
    D("2025-01-31 10:05", "What was the goal for Q3 2024?", ["m8"], "2024-Q3", "state", [("m8", "m13")]),
    D("2025-01-31 10:10", "Which feature store did we use before BigQuery?", ["m7"]),
    W("2025-01-31 11:00", "When did we move training to GCP?", ["m4"]),
    W("2025-01-31 11:05", "When was the LTV model launched?", ["m9"]),
    R("2025-01-31 12:00", "What problem showed up on the churn dashboard this week?", ["m14"], "tw"),
    R("2025-01-31 12:05", "What's our goal for this quarter?", ["m13"], "2025-Q1", "state", [("m13", "m8")]),
    R("2025-01-31 12:10", "Last year, what happened to the V100 cluster?", ["m12"], "ly"),
])

H("h09", "zh", [
    ("m1", "2024-08-26 20:00", "女儿朵朵9月1日上小学一年级，学校是实验小学。"),
    ("m2", "2024-09-02 21:00", "朵朵的班主任是陈老师，电话在家长群里。"),
    ("m3", "2024-09-10 20:30", "朵朵每周三下午4点半上钢琴课，在少年宫。"),
    ("m4", "2024-10-15 21:15", "朵朵昨天发烧38.5度，今天请假在家。", "d-1"),
    ("m5", "2024-11-04 20:00", "钢琴课改到周六上午10点了，周三和学校托管冲突。"),
    ("m6", "2024-11-25 19:00", "下周五学校开家长会，下午2点。", "nw:fri"),
    ("m7", "2024-12-09 20:00", "朵朵想学游泳，给她报了寒假的游泳班。"),
    ("m8", "2025-01-13 21:00", "期末考试成绩出来了：语文98，数学100。"),
    ("m9", "2025-02-17 08:00", "新学期班主任换成了刘老师，陈老师休产假。"),
    ("m10", "2025-02-24 20:00", "朵朵上周四牙疼，带她看了牙医，补了一颗牙。", "lw:thu"),
    ("m11", "2025-03-03 21:00", "钢琴老师说朵朵可以考一级了，考试在2025年6月。"),
    ("m12", "2025-03-05 20:40", "少年宫的停车场周末不开放，要停在对面商场。"),
    ("m13", "2025-03-06 20:00", "朵朵说她最好的朋友是小雨。"),
], [
    C("2025-03-07 09:00", "朵朵的班主任是谁？", ["m9"], [("m9", "m2")]),
    C("2025-03-07 09:05", "朵朵的钢琴课什么时候上？", ["m5"], [("m5", "m3")]),
    D("2025-03-07 10:00", "2024年10月朵朵周几上钢琴课？", ["m3"], "2024-10", "state", [("m3", "m5")]),
    D("2025-03-07 10:05", "2025年1月的期末考试考得怎么样？", ["m8"], "2025-01", "event"),
    W("2025-03-07 11:00", "家长会是哪天开的？", ["m6"]),
    W("2025-03-07 11:05", "朵朵去年发烧是哪天？", ["m4"]),
    R("2025-03-07 12:00", "朵朵上个月看牙医是怎么回事？", ["m10"], "lm"),
    R("2025-03-07 12:05", "这周钢琴老师说了什么？", ["m11"], "tw"),
    R("2025-03-07 12:10", "去年寒假前给朵朵报了什么运动班？", ["m7"], "ly"),
])

H("h10", "en", [
    ("m1", "2022-11-03 10:00", "tinyparse supports Python 3.8 through 3.11."),
    ("m2", "2022-11-03 10:05", "CI for tinyparse is Travis CI."),
    ("m3", "2023-01-16 12:00", "Released tinyparse 1.4.0 on Jan 14.", "2023-01-14"),
    ("m4", "2023-04-02 18:00", "Travis credits ran out; moved CI to GitHub Actions."),
    ("m5", "2023-06-20 09:00", "Co-maintainer: Kenji agreed to help with issue triage."),
    ("m6", "2023-10-09 20:00", "Dropped Python 3.8, added 3.12. Support is now 3.9-3.12."),
    ("m7", "2023-10-10 11:00", "tinyparse 2.0.0 is out: new streaming API, breaking changes to parse_file()."),
    ("m8", "2024-02-28 14:00", "CVE reported against 1.x; backported the fix as 1.9.3 yesterday.", "d-1"),
    ("m9", "2024-05-15 09:00", "Docs moved from Read the Docs to GitHub Pages with mkdocs-material."),
    ("m10", "2024-08-22 16:00", "Kenji stepped down; Amara is the new co-maintainer."),
    ("m11", "2024-10-08 10:00", "Support matrix is Python 3.10-3.13 as of 2.3.0."),
    ("m12", "2024-10-08 10:05", "tinyparse 2.3.0 released."),
    ("m13", "2024-12-16 13:00", "Someone asked on the tracker about Python 3.8 support again; closed as wontfix."),
    ("m14", "2025-01-06 09:00", "Plan for this year: 3.0 in H2 2025 with a Rust core."),
], [
    C("2025-01-10 09:00", "Which Python versions does tinyparse support?", ["m11"], [("m11", "m6"), ("m11", "m1")]),
    C("2025-01-10 09:05", "Where does CI run for tinyparse?", ["m4"], [("m4", "m2")]),
    C("2025-01-10 09:10", "Who co-maintains tinyparse?", ["m10"], [("m10", "m5")]),
    C("2025-01-10 09:15", "As of this week, which Python versions does tinyparse support?", ["m11"], [("m11", "m6"), ("m11", "m1")], note="time words incidental"),
    D("2025-01-10 10:00", "Which Python versions did tinyparse support in 2022?", ["m1"], "2022", "state", [("m1", "m11"), ("m1", "m6")]),
    D("2025-01-10 10:05", "What did we release in October 2023?", ["m7", "m6"], "2023-10", "event"),
    D("2025-01-10 10:10", "What was the CI before GitHub Actions?", ["m2"], None, outr=[("m2", "m4")]),
    W("2025-01-10 11:00", "When did the 1.9.3 security fix ship?", ["m8"]),
    W("2025-01-10 11:05", "When did 2.0.0 come out?", ["m7"]),
    R("2025-01-10 12:00", "What releases happened last year?", ["m8", "m12", "m11"], "ly"),
    R("2025-01-10 12:05", "What's the roadmap we wrote down this year?", ["m14"], "ty"),
])

H("h11", "mixed", [
    ("m1", "2024-03-01 10:00", "Prod 在 AWS us-east-1，单 region。"),
    ("m2", "2024-03-01 10:10", "Redis 端口用的默认 6379，没有密码，只在 VPC 内访问。"),
    ("m3", "2024-03-20 15:00", "On-call rotation: 每周一换班，这周是 Leo。", "tw"),
    ("m4", "2024-05-06 09:00", "Redis 开了 AUTH，端口改成 6380。"),
    ("m5", "2024-06-14 18:00", "上周四 us-east-1 故障，我们挂了 3 小时。", "lw:thu"),
    ("m6", "2024-07-22 10:00", "决定 Q3 做多 region：主 us-west-2，备 us-east-1。"),
    ("m7", "2024-09-30 20:00", "Cutover done: primary region is now us-west-2."),
    ("m8", "2024-10-02 11:00", "Leo 离职了，on-call 现在是 Mina 和 Raj 两个人轮。"),
    ("m9", "2024-12-12 14:00", "Postgres 也迁到了 us-west-2，RDS 多 AZ。"),
    ("m10", "2025-01-15 10:00", "Redis 换成了 ElastiCache Valkey，端口 6379，TLS 开启。"),
    ("m11", "2025-02-03 09:00", "Incident: 2月1日凌晨 Valkey 连接数打满，5分钟恢复。", "2025-02-01"),
    ("m12", "2025-02-05 16:00", "Cost review: AWS 账单 1 月是 $18k，比去年 12 月多 12%。"),
    ("m13", "2025-02-07 11:00", "On-call change: Raj 休假，2月10日起 Mina 单人值班两周。"),
], [
    C("2025-02-08 10:00", "Redis 现在用什么端口？", ["m10"], [("m10", "m4"), ("m10", "m2")]),
    C("2025-02-08 10:05", "What's our primary AWS region?", ["m7"], [("m7", "m1")]),
    C("2025-02-08 10:10", "谁在 on-call？", ["m8", "m13"], [("m8", "m3"), ("m13", "m3")]),
    D("2025-02-08 11:00", "In April 2024, which port did Redis listen on?", ["m2"], "2024-04", "state", [("m2", "m4"), ("m2", "m10")]),
    D("2025-02-08 11:05", "2024年6月的 AWS 故障我们挂了多久？", ["m5"], "2024-06", "event"),
    W("2025-02-08 12:00", "When did we cut over to us-west-2?", ["m7"]),
    W("2025-02-08 12:05", "Valkey 连接数打满是哪天？", ["m11"]),
    R("2025-02-08 13:00", "上周发生了什么事故？", ["m11"], "lw"),
    R("2025-02-08 13:05", "去年年底数据库迁到哪了？", ["m9"], "2024-12"),
])

H("h12", "zh", [
    ("m1", "2023-05-04 09:00", "店里的咖啡豆从云南保山的老周那里进，每月 20 公斤。"),
    ("m2", "2023-05-04 09:10", "营业时间：早上8点到晚上8点，周一休息。"),
    ("m3", "2023-07-18 21:00", "拿铁定价 22 元，美式 18 元。"),
    ("m4", "2023-09-01 20:00", "招了兼职小陈，周末上班。"),
    ("m5", "2023-11-13 21:30", "上周日店里办了第一次拉花比赛，来了 30 多人。", "lw:sun"),
    ("m6", "2024-01-02 10:00", "新年调价：拿铁 25 元，美式 20 元。"),
    ("m7", "2024-03-15 20:00", "换了豆子供应商，现在用上海的“山丘烘焙”，老周那边停了。"),
    ("m8", "2024-04-29 22:00", "五一假期（5月1日到5日）营业时间延长到晚上10点。", "2024-05-01..2024-05-05"),
    ("m9", "2024-06-03 08:30", "营业时间改了：早上7点半到晚上9点，周二休息。"),
    ("m10", "2024-08-20 21:00", "小陈毕业走了，新兼职是阿琳，周五周六上班。"),
    ("m11", "2024-10-08 20:00", "国庆七天营业额 4.6 万，创纪录。"),
    ("m12", "2025-01-06 21:00", "拿铁涨到 26 元，美式不变。"),
    ("m13", "2025-01-10 20:30", "房东说租约2025年6月30日到期，续约要涨 8%。"),
], [
    C("2025-01-12 09:00", "现在拿铁多少钱？", ["m12"], [("m12", "m6"), ("m12", "m3")]),
    C("2025-01-12 09:05", "咖啡豆现在从哪进货？", ["m7"], [("m7", "m1")]),
    C("2025-01-12 09:10", "店里现在几点开门？哪天休息？", ["m9"], [("m9", "m2")]),
    C("2025-01-12 09:15", "现在的兼职是谁？", ["m10"], [("m10", "m4")]),
    C("2025-01-12 09:20", "上个月有客人问过，咱们现在的豆子是哪家的？", ["m7"], [("m7", "m1")], note="time words incidental"),
    D("2025-01-12 10:00", "2023年美式卖多少钱？", ["m3"], "2023", "state", [("m3", "m6")]),
    D("2025-01-12 10:05", "2024年五一假期营业到几点？", ["m8"], "2024-05", "event", [("m8", "m2")]),
    W("2025-01-12 11:00", "第一次拉花比赛是哪天办的？", ["m5"]),
    R("2025-01-12 12:00", "这周房东说了什么？", ["m13"], "tw"),
    R("2025-01-12 12:05", "去年国庆生意怎么样？", ["m11"], "ly", outr=[("m11", "m14")]),
    R("2025-01-12 12:10", "今年拿铁涨价了吗？", ["m12"], "ty", outr=[("m12", "m6")]),
])

H("h13", "en", [
    ("m1", "2023-01-09 08:00", "Dana is vegetarian, no fish either."),
    ("m2", "2023-01-09 08:05", "Dana works as a backend engineer at Finch, a fintech in Berlin."),
    ("m3", "2023-02-20 19:30", "Dana's editor of choice is VS Code with the Vim extension."),
    ("m4", "2023-05-02 12:00", "Dana's sister Mia visits on May 20th for a week.", "2023-05-20"),
    ("m5", "2023-08-14 18:00", "Dana started eating fish again - pescatarian now, still no meat."),
    ("m6", "2023-10-30 09:00", "Dana got promoted to staff engineer at Finch last week.", "lw"),
    ("m7", "2024-01-15 20:00", "Dana moved to Lisbon; Finch lets her work fully remote."),
    ("m8", "2024-03-04 21:00", "Dana switched from VS Code to Neovim full time."),
    ("m9", "2024-06-12 10:00", "Dana's flight to Berlin for the team offsite is on 6/24.", "2024-06-24"),
    ("m10", "2024-09-02 08:30", "Dana left Finch; she starts at Orbit Labs as an engineering manager on Sept 16.", "2024-09-16"),
    ("m11", "2024-11-11 19:00", "Dana doesn't like being called 'Danielle' - only Dana."),
    ("m12", "2025-01-27 09:00", "Dana tried the Zed editor over the weekend and likes it, but is staying on Neovim.", "2025-01-25..2025-01-26"),
    ("m13", "2025-02-10 18:00", "Dana's sister Mia is pregnant, due in August."),
], [
    C("2025-02-14 09:00", "What does Dana do for work?", ["m10"], [("m10", "m2"), ("m10", "m6")]),
    C("2025-02-14 09:05", "Where does Dana live?", ["m7"], [("m7", "m2")]),
    C("2025-02-14 09:10", "What editor does Dana use?", ["m8", "m12"], [("m8", "m3"), ("m12", "m3")]),
    C("2025-02-14 09:15", "Does Dana eat fish?", ["m5"], [("m5", "m1")]),
    D("2025-02-14 10:00", "What was Dana's job title in early 2024?", ["m6"], "2024-01..2024-03", "state", [("m6", "m10"), ("m6", "m2")]),
    D("2025-02-14 10:05", "What was Dana's diet in spring 2023?", ["m1"], "2023-03..2023-05", "state", [("m1", "m5")]),
    W("2025-02-14 11:00", "When did Dana start at Orbit Labs?", ["m10"]),
    W("2025-02-14 11:05", "When did Dana move to Lisbon?", ["m7"]),
    R("2025-02-14 12:00", "Last month, which editor did Dana try out?", ["m12"], "lm"),
    R("2025-02-14 12:05", "What family news did Dana share this week?", ["m13"], "tw"),
    R("2025-02-14 12:10", "Last year, what date was Dana's flight to the Berlin offsite?", ["m9"], "ly"),
])

H("h14", "zh", [
    ("m1", "2024-03-04 10:00", "我的导师是王教授，研究方向是信息检索。"),
    ("m2", "2024-03-04 10:10", "实验都跑在实验室的 A 服务器上（4 张 3090）。"),
    ("m3", "2024-04-08 15:00", "目标会议是 EMNLP 2024，截稿日期是6月15日。"),
    ("m4", "2024-05-20 21:00", "EMNLP 截稿延期到6月20日了。"),
    ("m5", "2024-06-21 02:00", "论文昨晚投出去了，投稿号 1234。", "d-1"),
    ("m6", "2024-08-12 11:00", "实验室新到了 B 服务器（8 张 A100），以后大实验都在 B 上跑。"),
    ("m7", "2024-09-23 09:00", "EMNLP 中了！上周五出的结果。", "lw:fri"),
    ("m8", "2024-10-15 14:00", "王教授去美国访学一年，日常指导改由李老师负责。"),
    ("m9", "2024-11-15 20:00", "11月12日到14日在迈阿密参会，做了口头报告。", "2024-11-12..2024-11-14"),
    ("m10", "2025-01-06 10:00", "下一篇打算投 ACL 2025，截稿2月15日。"),
    ("m11", "2025-02-10 22:00", "A 服务器的硬盘坏了，数据只恢复了一半。"),
    ("m12", "2025-02-16 01:00", "ACL 的论文刚刚提交，离截稿只剩两小时。"),
    ("m13", "2025-03-03 09:00", "开题答辩定在2025年4月18日。"),
], [
    C("2025-03-05 09:00", "现在日常是谁在指导我？", ["m8"], [("m8", "m1")]),
    C("2025-03-05 09:05", "大实验现在在哪台服务器上跑？", ["m6"], [("m6", "m2")]),
    D("2025-03-05 10:00", "2024年5月初，EMNLP 的截稿日期是哪天？", ["m3"], "2024-05-01..2024-05-10", "state", [("m3", "m4")]),
    D("2025-03-05 10:05", "2024年9月有什么好消息？", ["m7"], "2024-09", "event"),
    W("2025-03-05 11:00", "EMNLP 的论文是哪天投出去的？", ["m5"]),
    W("2025-03-05 11:05", "在迈阿密开会是什么时候？", ["m9"]),
    R("2025-03-05 12:00", "上个月投了什么论文？", ["m12"], "lm"),
    R("2025-03-05 12:05", "去年哪篇论文中了？", ["m7"], "ly"),
    R("2025-03-05 12:10", "今年打算投哪个会？", ["m10", "m12"], "ty"),
])

H("h15", "en", [
    ("m1", "2023-02-01 09:00", "Payroll runs through Gusto, paid on the last business day of the month."),
    ("m2", "2023-02-01 09:10", "Office: 4th floor, 220 Market St."),
    ("m3", "2023-03-15 16:00", "Headcount is 14 after the two March hires."),
    ("m4", "2023-07-03 10:00", "Summer Fridays: the office closes at 1pm on Fridays in July and August."),
    ("m5", "2023-11-06 09:00", "Holiday policy for 2024: 12 public holidays plus the week between Christmas and New Year."),
    ("m6", "2024-01-22 14:00", "We switched payroll from Gusto to Rippling this month; first Rippling run is Jan 31.", "tm"),
    ("m7", "2024-04-01 09:00", "Moved the office to the 3rd floor of 88 Howard St. The old lease ended March 31."),
    ("m8", "2024-05-10 17:00", "Headcount hits 23 with Jun's start date on May 13.", "2024-05-13"),
    ("m9", "2024-07-01 09:00", "Summer Fridays are back this year, same 1pm close."),
    ("m10", "2024-10-14 11:00", "Payday changes to the 25th of each month starting November."),
    ("m11", "2024-12-02 10:00", "Holiday policy for 2025 unchanged except Juneteenth is added."),
    ("m12", "2025-01-07 15:00", "Rippling renewal due 2025-03-01; finance wants quotes from Deel."),
    ("m13", "2025-01-09 09:30", "Yesterday's all-hands: headcount 27, hiring freeze until Q2.", "d-1"),
], [
    C("2025-01-10 09:00", "Which payroll provider do we use?", ["m6"], [("m6", "m1")]),
    C("2025-01-10 09:05", "What's the office address?", ["m7"], [("m7", "m2")]),
    C("2025-01-10 09:10", "When is payday?", ["m10"], [("m10", "m1")]),
    C("2025-01-10 09:15", "How many people work here?", ["m13"], [("m13", "m8"), ("m13", "m3")]),
    D("2025-01-10 10:00", "Where was the office in 2023?", ["m2"], "2023", "state", [("m2", "m7")]),
    D("2025-01-10 10:05", "What was headcount in spring 2023?", ["m3"], "2023-03..2023-05", "state", [("m3", "m13")]),
    W("2025-01-10 11:00", "When did Jun start?", ["m8"]),
    R("2025-01-09 10:00", "What was announced at yesterday's all-hands?", ["m13"], "yesterday"),
    R("2025-01-10 12:00", "What did we change about payroll last year?", ["m6", "m10"], "ly"),
    R("2025-01-10 12:05", "What did finance ask for this week?", ["m12"], "tw"),
])

H("h16", "zh", [
    ("m1", "2024-12-01 20:00", "计划2025年春节去日本，1月28日出发，2月4日回。"),
    ("m2", "2024-12-03 21:00", "订了东航 MU523，上海浦东飞大阪关西，1月28日上午。"),
    ("m3", "2024-12-10 22:00", "大阪酒店订在心斋桥，住三晚。"),
    ("m4", "2024-12-18 20:30", "签证材料上周五交给旅行社了。", "lw:fri"),
    ("m5", "2024-12-30 19:00", "签证下来了，五年多次。"),
    ("m6", "2025-01-08 21:00", "航班改签了：改成1月27日晚上的 MU515，多请一天假。"),
    ("m7", "2025-01-10 20:00", "京都的民宿订好了，1月31日到2月3日。"),
    ("m8", "2025-01-15 22:00", "大阪酒店换成了难波附近的一家，心斋桥那家取消了。"),
    ("m9", "2025-01-20 09:00", "妈妈说也想去，给她也买了机票，和我们同一班。"),
    ("m10", "2025-01-22 20:00", "算了一下 JR Pass 不划算，决定买关西周游卡。"),
    ("m11", "2025-02-05 10:00", "昨天晚上到家了，行李箱轮子摔坏了一个。", "d-1"),
    ("m12", "2025-02-07 19:00", "在京都花了预算的一半，下次要控制购物。"),
    ("m13", "2025-02-10 21:00", "航空公司说行李箱的赔偿申请要在7天内提交。"),
], [
    C("2025-02-12 09:00", "这次去大阪最后坐的是哪个航班？", ["m6"], [("m6", "m2")]),
    C("2025-02-12 09:05", "大阪住的是哪家酒店？", ["m8"], [("m8", "m3")]),
    D("2025-02-12 10:00", "2024年12月订的是哪个航班？", ["m2"], "2024-12", "event", [("m2", "m6")]),
    W("2025-02-12 11:00", "签证材料是哪天交的？", ["m4"]),
    W("2025-02-12 11:05", "我们是哪天回到家的？", ["m11"]),
    R("2025-02-12 12:00", "上周记的京都花销情况怎么样？", ["m12"], "lw"),
    R("2025-02-12 12:05", "这周航空公司说了什么？", ["m13"], "tw"),
    R("2025-02-12 12:10", "上个月决定买什么交通卡？", ["m10"], "lm"),
    R("2025-02-12 12:15", "去年年底签证办下来没有？", ["m5"], "2024-12"),
])

H("h17", "mixed", [
    ("m1", "2023-04-10 10:00", "Game project 'Lantern' uses Unity 2022 LTS."),
    ("m2", "2023-04-10 10:05", "目标平台：Steam (Windows)，以后再考虑 Switch。"),
    ("m3", "2023-06-05 18:00", "First playtest on June 3 with 8 friends; the lantern mechanic confused everyone.", "2023-06-03"),
    ("m4", "2023-09-19 22:00", "Unity 的收费政策变了，我们决定迁到 Godot 4。"),
    ("m5", "2023-12-01 20:00", "迁移完成，Lantern 现在完全跑在 Godot 4.2 上。"),
    ("m6", "2024-02-12 10:00", "Steam page is live. Target release: Q4 2024."),
    ("m7", "2024-05-27 21:00", "Hired Yuki to compose the soundtrack, 12 tracks."),
    ("m8", "2024-08-08 19:00", "Release slipped to Q1 2025 because of the save system rewrite."),
    ("m9", "2024-10-14 10:00", "Steam Next Fest demo 上周结束，wishlist 涨到 11k。", "lw"),
    ("m10", "2024-11-25 20:00", "Release date locked: 2025-02-20."),
    ("m11", "2025-01-13 09:00", "Upgraded the project to Godot 4.3; export templates rebuilt."),
    ("m12", "2025-02-21 11:00", "Lantern 昨天正式发售了！首日卖了 2,300 份。", "d-1"),
    ("m13", "2025-02-24 10:00", "Hotfix 1.0.1 fixes the save corruption bug on Steam Deck."),
    ("m14", "2025-02-25 09:00", "Switch 版本在评估中，需要找移植工作室。"),
], [
    C("2025-02-27 09:00", "What engine is Lantern built on?", ["m11", "m5"], [("m11", "m1"), ("m5", "m1")]),
    C("2025-02-27 09:05", "Lantern 现在是什么版本？", ["m13"], [("m13", "m12")]),
    C("2025-02-27 09:10", "Lantern 的发售日期最后定的是哪天？", ["m10"], [("m10", "m8"), ("m10", "m6")]),
    D("2025-02-27 10:00", "In mid-2024, when was Lantern planned to release?", ["m6"], "2024-05..2024-07", "state", [("m6", "m10"), ("m6", "m8")]),
    D("2025-02-27 10:05", "2023年夏天 Lantern 用的什么引擎？", ["m1"], "2023-06..2023-08", "state", [("m1", "m5"), ("m1", "m11")]),
    W("2025-02-27 11:00", "When was the first playtest?", ["m3"]),
    W("2025-02-27 11:05", "Lantern 是哪天发售的？", ["m12"]),
    R("2025-02-27 12:00", "这周修了什么 bug？", ["m13"], "tw"),
    R("2025-02-27 12:05", "What did we upgrade last month?", ["m11"], "lm"),
    R("2025-02-27 12:10", "去年 Next Fest 之后 wishlist 有多少？", ["m9"], "ly"),
])

H("h18", "zh", [
    ("m1", "2023-07-03 10:00", "管理后台用的是 React 17 + webpack 5。"),
    ("m2", "2023-07-03 10:05", "包管理器统一用 npm，Node 版本 16。"),
    ("m3", "2023-09-12 15:00", "设计稿在蓝湖上，负责人是设计师小美。"),
    ("m4", "2023-11-20 11:00", "升级到了 React 18，顺便把 webpack 换成了 Vite。"),
    ("m5", "2024-01-15 16:00", "包管理器从 npm 换成了 pnpm，CI 缓存快了一倍。"),
    ("m6", "2024-03-11 10:00", "Node 升级到 20 LTS。"),
    ("m7", "2024-04-25 18:00", "后台 v4.0 上线，新增权限管理模块。"),
    ("m8", "2024-06-03 14:00", "设计稿迁到 Figma 了，蓝湖不再更新。"),
    ("m9", "2024-08-16 20:00", "三天前线上白屏事故，原因是 CDN 缓存了旧的 index.html。", "d-3"),
    ("m10", "2024-10-10 10:00", "小美离职了，设计由阿杰接手。"),
    ("m11", "2024-12-02 09:00", "12月底要上线暗色模式，产品说是硬性 deadline。"),
    ("m12", "2024-12-27 19:00", "暗色模式今天上线了，后台版本 v4.5。"),
    ("m13", "2025-01-03 10:00", "React 19 先不升级，等 antd 适配。"),
], [
    C("2025-01-06 09:00", "管理后台现在用什么构建工具？", ["m4"], [("m4", "m1")]),
    C("2025-01-06 09:05", "包管理器用的是哪个？", ["m5"], [("m5", "m2")]),
    C("2025-01-06 09:10", "Node 现在是哪个版本？", ["m6"], [("m6", "m2")]),
    C("2025-01-06 09:15", "设计稿在哪里看？谁负责？", ["m8", "m10"], [("m8", "m3"), ("m10", "m3")]),
    C("2025-01-06 09:20", "三天前有人问我，现在包管理器到底用哪个？", ["m5"], [("m5", "m2")], note="time words incidental"),
    D("2025-01-06 10:00", "2023年8月后台用的是 React 几？", ["m1"], "2023-08", "state", [("m1", "m4")]),
    W("2025-01-06 11:00", "线上白屏事故是哪天？", ["m9"]),
    W("2025-01-06 11:05", "暗色模式什么时候上线的？", ["m12"]),
    R("2025-01-06 12:00", "上周决定了什么？", ["m13"], "lw"),
    R("2025-01-06 12:05", "去年4月上线了什么？", ["m7"], "2024-04"),
])

H("h19", "en", [
    ("m1", "2022-05-09 10:00", "Helio backend: Django 3.2 on a single EC2 box, SQLite for the prototype."),
    ("m2", "2022-06-20 15:00", "Replaced SQLite with PostgreSQL 14 on RDS before the first customer."),
    ("m3", "2022-07-11 09:30", "Background jobs run on Celery with RabbitMQ as the broker."),
    ("m4", "2022-09-01 11:00", "First paying customer (Northwind) signed on 1 Sept 2022.", "2022-09-01"),
    ("m5", "2022-11-14 10:00", "Pricing: $49/month flat."),
    ("m6", "2023-01-09 09:00", "Team is 4 people: Ana (CEO), Raj (backend), Lea (frontend), Tom (ops)."),
    ("m7", "2023-02-27 16:00", "Moved Helio from the single EC2 box to ECS Fargate in eu-west-1."),
    ("m8", "2023-04-17 10:30", "Swapped RabbitMQ for Redis as the Celery broker; one less thing to babysit."),
    ("m9", "2023-05-22 14:00", "Public API v1 frozen; all new endpoints go into v2."),
    ("m10", "2023-07-03 09:00", "Pricing change: $29 per seat per month, starting July 1.", "2023-07-01"),
    ("m11", "2023-08-28 11:00", "Tom left; ops is shared by Raj and a contractor (Ivo)."),
    ("m12", "2023-10-16 13:00", "Outage on Friday 13 October: RDS storage full, 47 minutes down.", "2023-10-13"),
    ("m13", "2024-01-08 09:00", "Upgraded to Django 4.2 LTS over the holidays."),
    ("m14", "2024-02-12 10:00", "API v1 sunset date announced: 2024-06-30."),
    ("m15", "2024-04-02 15:00", "Hired Mei as head of ops; Ivo's contract ends this month."),
    ("m16", "2024-06-03 10:00", "Migrated Postgres 14 -> 16 on RDS with blue/green, 2 minutes of read-only."),
    ("m17", "2024-07-01 09:00", "API v1 is switched off as of today; 3 customers still got 410s."),
    ("m18", "2024-09-16 11:00", "Pricing update: $35 per seat from October 1; existing customers keep $29 until 2025."),
    ("m19", "2024-11-04 14:00", "Looking back at 2022: we almost picked MongoDB for the prototype, glad we didn't."),
    ("m20", "2024-12-09 10:00", "Northwind renewed for two more years last week.", "lw"),
    ("m21", "2025-01-13 09:00", "Background jobs move from Celery to Temporal this quarter."),
    ("m22", "2025-03-10 16:00", "Temporal migration finished; Celery and the Redis broker are removed."),
    ("m23", "2025-03-12 11:00", "Team is now 9 people; Lea leads frontend, Mei runs ops."),
], [
    C("2025-03-14 09:00", "What database does Helio run on?", ["m16"], [("m16", "m2"), ("m16", "m1")]),
    C("2025-03-14 09:05", "What do we use for background jobs?", ["m22"], [("m22", "m3"), ("m22", "m8")]),
    C("2025-03-14 09:10", "How much does Helio cost per seat?", ["m18"], [("m18", "m10"), ("m18", "m5")]),
    C("2025-03-14 09:15", "Who handles ops?", ["m23", "m15"], [("m23", "m11"), ("m15", "m11")]),
    C("2025-03-14 09:20", "Which Django version are we on?", ["m13"], [("m13", "m1")]),
    D("2025-03-14 10:00", "In 2022, which database did Helio use?", ["m2", "m1"], "2022", "state", [("m2", "m19"), ("m2", "m16")]),
    D("2025-03-14 10:05", "What did Helio cost in early 2023?", ["m5"], "2023-01..2023-03", "state", [("m5", "m10"), ("m5", "m18")]),
    D("2025-03-14 10:10", "Who was on the team at the start of 2023?", ["m6"], "2023-01", "state", [("m6", "m23")]),
    D("2025-03-14 10:15", "Before Redis, what was the Celery broker?", ["m3"], None, outr=[("m3", "m8")]),
    D("2025-03-14 10:20", "What went wrong in October 2023?", ["m12"], "2023-10", "event"),
    W("2025-03-14 11:00", "When did we get our first paying customer?", ["m4"]),
    W("2025-03-14 11:05", "When was API v1 switched off?", ["m17"]),
    W("2025-03-14 11:10", "When did Helio move to Fargate?", ["m7"]),
    R("2025-03-14 12:00", "What finished this week?", ["m22"], "tw"),
    R("2025-03-14 12:05", "What did we plan for background jobs at the start of this year?", ["m21"], "ty"),
    R("2025-03-14 12:10", "Last year, what happened to API v1?", ["m17", "m14"], "ly"),
    R("2025-03-14 12:15", "What did we decide about pricing last year?", ["m18"], "ly"),
])

H("h20", "zh", [
    ("m1", "2023-03-01 20:00", "房贷是商贷 120 万，利率 5.2%，每月还款 6600 元。"),
    ("m2", "2023-03-01 20:10", "家里的车是 2018 年的卡罗拉。"),
    ("m3", "2023-06-20 21:00", "老婆的工资卡在招商银行，我的在工商银行。"),
    ("m4", "2023-09-25 20:00", "存量房贷利率下调，10月起我们的利率变成 4.6%。"),
    ("m5", "2023-12-15 19:30", "给孩子买了一份重疾险，年缴 3200 元，每年12月15日扣款。"),
    ("m6", "2024-03-18 20:00", "提前还了 20 万房贷，月供降到 5400 元。"),
    ("m7", "2024-06-06 21:00", "卡罗拉卖了，换了一辆比亚迪海豹，6月2日提的车。", "2024-06-02"),
    ("m8", "2024-09-09 20:30", "房贷利率又降了，现在是 3.85%。"),
    ("m9", "2024-11-20 21:00", "我的工资卡换到了建设银行，公司换了代发银行。"),
    ("m10", "2024-12-16 10:00", "孩子的重疾险昨天扣款成功。", "d-1"),
    ("m11", "2025-01-05 20:00", "2025年家庭预算：每月开销控制在 1.2 万以内。"),
    ("m12", "2025-02-10 21:00", "车险上周五续了，平安，4800 元。", "lw:fri"),
    ("m13", "2025-02-12 20:00", "朋友说他家的房贷利率是 3.6%，比我们低。"),
], [
    C("2025-02-14 09:00", "我们房贷现在利率多少？", ["m8"], [("m8", "m4"), ("m8", "m1"), ("m8", "m13")]),
    C("2025-02-14 09:05", "家里现在开什么车？", ["m7"], [("m7", "m2")]),
    C("2025-02-14 09:10", "我的工资卡在哪个银行？", ["m9"], [("m9", "m3")]),
    C("2025-02-14 09:15", "现在每月月供多少？", ["m6"], [("m6", "m1")]),
    C("2025-02-14 09:20", "去年年底就想问了：家里现在开的是什么车？", ["m7"], [("m7", "m2")], note="time words incidental"),
    D("2025-02-14 10:00", "2023年底房贷利率是多少？", ["m4"], "2023-12", "state", [("m4", "m8"), ("m4", "m1")]),
    D("2025-02-14 10:05", "2023年我们开的是什么车？", ["m2"], "2023", "state", [("m2", "m7")]),
    W("2025-02-14 11:00", "比亚迪是哪天提的车？", ["m7"]),
    W("2025-02-14 11:05", "车险是哪天续的？", ["m12"]),
    R("2025-02-14 12:00", "去年孩子的保险扣款了吗？", ["m10"], "ly"),
    R("2025-02-14 12:05", "上周续了什么保险？", ["m12"], "lw"),
])

H("h21", "en", [
    ("m1", "2024-02-05 10:00", "Acme Corp is on the Starter plan, 10 seats."),
    ("m2", "2024-02-05 10:05", "Main contact at Acme: Jordan Lee (IT manager), jordan@acme.example."),
    ("m3", "2024-03-14 15:30", "Acme ticket #4411: SSO login loops in Safari. Workaround sent."),
    ("m4", "2024-04-30 11:00", "Acme upgraded to the Business plan, 40 seats, effective May 1.", "2024-05-01"),
    ("m5", "2024-06-18 09:00", "Ticket #4411 closed: the Safari SSO fix shipped in 5.2."),
    ("m6", "2024-08-12 14:00", "Jordan is on parental leave until November; contact Priya Shah at Acme meanwhile."),
    ("m7", "2024-11-18 10:00", "Jordan is back and is the main Acme contact again."),
    ("m8", "2024-12-03 16:00", "Acme asked about Enterprise pricing; sent quote Q-2291."),
    ("m9", "2025-01-20 13:00", "Acme signed Enterprise, 120 seats, starting Feb 1, 2025.", "2025-02-01"),
    ("m10", "2025-02-04 10:00", "New Acme ticket #5120: SCIM sync drops users whose names contain apostrophes."),
    ("m11", "2025-02-06 15:00", "Acme's renewal date is now Jan 31 each year."),
    ("m12", "2025-02-07 09:00", "Acme Logistics (a different company!) opened ticket #5133 about invoices."),
], [
    C("2025-02-07 12:00", "What plan is Acme Corp on?", ["m9"], [("m9", "m4"), ("m9", "m1")]),
    C("2025-02-07 12:05", "Who is the main contact at Acme?", ["m7", "m2"], [("m7", "m6")]),
    C("2025-02-07 12:10", "How many seats does Acme have?", ["m9"], [("m9", "m4"), ("m9", "m1")]),
    D("2025-02-07 13:00", "In September 2024, who should I have contacted at Acme?", ["m6"], "2024-09", "state", [("m6", "m7")]),
    D("2025-02-07 13:05", "Which plan was Acme on in March 2024?", ["m1"], "2024-03", "state", [("m1", "m4"), ("m1", "m9")]),
    W("2025-02-07 14:00", "When was the Safari SSO ticket closed?", ["m5"]),
    W("2025-02-07 14:05", "When did Acme move to the Business plan?", ["m4"]),
    R("2025-02-07 15:00", "What new ticket did Acme Corp open this week?", ["m10"], "tw", outr=[("m10", "m12")]),
    R("2025-02-07 15:05", "What did Acme ask about in December last year?", ["m8"], "2024-12"),
])

H("h22", "zh", [
    ("m1", "2025-05-05 09:00", "本周 on-call 是小赵，备岗老孙。", "tw"),
    ("m2", "2025-05-06 10:30", "网关的健康检查端口是 9090。"),
    ("m3", "2025-05-08 23:40", "前天晚上数据库主从延迟到了 40 秒，原因是一个大事务。", "d-2"),
    ("m4", "2025-05-12 09:00", "本周 on-call 换成老孙，备岗小赵。", "tw"),
    ("m5", "2025-05-13 14:00", "网关健康检查端口改到 9091 了，9090 留给 metrics。"),
    ("m6", "2025-05-15 16:20", "上周一的告警风暴复盘完了：阈值设得太低。", "lw:mon"),
    ("m7", "2025-05-19 09:00", "本周 on-call：阿梅，备岗老孙。", "tw"),
    ("m8", "2025-05-20 11:00", "下个月6月10日机房断电维护，要提前切流量。", "2025-06-10"),
    ("m9", "2025-05-21 22:10", "三天前凌晨磁盘告警，日志目录满了，已加清理任务。", "d-3"),
    ("m10", "2025-05-23 15:00", "Kafka 从 2.8 升级到 3.7，今天完成。"),
    ("m11", "2025-05-26 09:00", "本周 on-call：小赵，备岗阿梅。", "tw"),
    ("m12", "2025-05-27 10:00", "昨天 Kafka 消费延迟告警，是新版本的默认参数问题。", "d-1"),
    ("m13", "2025-05-28 17:00", "机房断电维护推迟到6月17日。"),
    ("m14", "2025-05-29 11:00", "数据库主从延迟又出现了，这次是备份任务导致的。"),
], [
    C("2025-05-30 10:00", "现在谁在 on-call？", ["m11"], [("m11", "m7"), ("m11", "m4"), ("m11", "m1"), ("m11", "m15")]),
    C("2025-05-30 10:05", "网关健康检查端口是多少？", ["m5"], [("m5", "m2")]),
    C("2025-05-30 10:10", "机房断电维护是哪天？", ["m13"], [("m13", "m8")]),
    D("2025-05-30 11:00", "5月上旬网关健康检查用的是哪个端口？", ["m2"], "2025-05-01..2025-05-10", "state", [("m2", "m5")]),
    W("2025-05-30 12:00", "数据库主从延迟第一次出现是哪天？", ["m3"]),
    W("2025-05-30 12:05", "磁盘告警是什么时候？", ["m9"]),
    W("2025-05-30 12:10", "告警风暴是哪天发生的？", ["m6"]),
    R("2025-05-30 13:00", "上周谁值班？", ["m7"], "lw", outr=[("m7", "m11")]),
    R("2025-05-29 12:00", "三天前出了什么告警？", ["m12"], "d-3"),
    R("2025-05-30 13:05", "昨天发生了什么？", ["m14"], "yesterday"),
    R("2025-05-30 13:10", "这周 Kafka 出了什么问题？", ["m12"], "tw"),
    R("2025-05-30 13:15", "上上周的 on-call 是谁？", ["m4"], "2025-05-12..2025-05-18", outr=[("m4", "m11")]),
])

H("h23", "mixed", [
    ("m1", "2023-01-16 10:00", "Orchestration 用 Airflow 2.4，部署在 k8s 上。"),
    ("m2", "2023-01-16 10:05", "Warehouse: Snowflake, X-Small warehouse for dbt."),
    ("m3", "2023-04-03 14:00", "dbt 从 1.3 升到了 1.5。"),
    ("m4", "2023-08-21 09:00", "Spark jobs run on EMR 6.10 (Spark 3.3)."),
    ("m5", "2023-11-06 11:00", "决定明年 Q1 评估 Dagster 替代 Airflow。"),
    ("m6", "2024-03-25 16:00", "Dagster POC 成功，4月开始迁移。"),
    ("m7", "2024-06-28 18:00", "All pipelines are on Dagster now; the Airflow cluster was shut down today."),
    ("m8", "2024-08-05 10:00", "Snowflake 账单太高，计划把明细数据搬到 ClickHouse。"),
    ("m9", "2024-10-14 15:00", "ClickHouse 上线，BI 查询走 ClickHouse，Snowflake 只留财务报表。"),
    ("m10", "2024-11-18 09:00", "EMR upgraded to 7.2 (Spark 3.5)."),
    ("m11", "2025-01-27 11:00", "Snowflake 合同 3 月 31 日到期，不续了，财务报表也迁 ClickHouse。"),
    ("m12", "2025-02-03 09:00", "Airflow 的老 DAG 代码仓库 archived 了。"),
    ("m13", "2025-02-04 15:00", "dbt 现在是 1.8，跑在 ClickHouse adapter 上。"),
], [
    C("2025-02-06 09:00", "现在用什么做 orchestration？", ["m7"], [("m7", "m1"), ("m7", "m12")]),
    C("2025-02-06 09:05", "What's our main warehouse for BI?", ["m9"], [("m9", "m2")]),
    C("2025-02-06 09:10", "Which Spark version do the EMR jobs use?", ["m10"], [("m10", "m4")]),
    C("2025-02-06 09:15", "dbt 现在是哪个版本？", ["m13"], [("m13", "m3")]),
    D("2025-02-06 10:00", "2023年底我们用什么调度？跑在哪？", ["m1"], "2023-12", "state", [("m1", "m7")]),
    D("2025-02-06 10:05", "In summer 2023 which Spark version did we run?", ["m4"], "2023-06..2023-08", "state", [("m4", "m10")]),
    W("2025-02-06 11:00", "Airflow 集群是哪天关掉的？", ["m7"]),
    W("2025-02-06 11:05", "When did ClickHouse go live?", ["m9"]),
    R("2025-02-06 12:00", "上周关于 Snowflake 决定了什么？", ["m11"], "lw"),
    R("2025-02-06 12:05", "This week, what happened to the old Airflow repo?", ["m12"], "tw"),
])

H("h24", "zh", [
    ("m1", "2024-01-02 09:00", "用户希望我叫他“老陈”。"),
    ("m2", "2024-01-02 09:05", "用户希望回答用中文，尽量简短。"),
    ("m3", "2024-02-18 22:00", "用户说代码示例用 Python。"),
    ("m4", "2024-04-09 21:00", "用户说以后叫他“陈工”就行，“老陈”显得太老。"),
    ("m5", "2024-05-30 20:00", "用户让我回答时先给结论，再给理由。"),
    ("m6", "2024-07-15 10:00", "用户开始写 Go 了，代码示例以后用 Go。"),
    ("m7", "2024-09-03 09:30", "用户说英文技术文档不用翻译，直接给原文链接。"),
    ("m8", "2024-10-21 21:00", "用户希望回答详细一些，可以长一点，但要分点。"),
    ("m9", "2024-12-25 11:00", "用户说圣诞节不要提醒工作的事。"),
    ("m10", "2025-02-11 09:00", "用户上周说过，每周五下午4点提醒他写周报。", "lw"),
    ("m11", "2025-03-04 20:00", "用户说周报提醒改到周四下午。"),
    ("m12", "2025-03-06 08:00", "用户说也在学 Rust，但代码示例还是以 Go 为主。"),
], [
    C("2025-03-07 09:00", "我应该怎么称呼用户？", ["m4"], [("m4", "m1")]),
    C("2025-03-07 09:05", "代码示例用什么语言？", ["m12", "m6"], [("m12", "m3"), ("m6", "m3")]),
    C("2025-03-07 09:10", "用户喜欢简短还是详细的回答？", ["m8"], [("m8", "m2")]),
    C("2025-03-07 09:15", "周报什么时候提醒？", ["m11"], [("m11", "m10")]),
    C("2025-03-07 09:20", "昨天又想不起来了，该怎么称呼用户来着？", ["m4"], [("m4", "m1")], note="time words incidental"),
    D("2025-03-07 10:00", "2024年3月用户希望我怎么称呼他？", ["m1"], "2024-03", "state", [("m1", "m4")]),
    D("2025-03-07 10:05", "2024年上半年代码示例用什么语言？", ["m3"], "2024-H1", "state", [("m3", "m6")]),
    W("2025-03-07 11:00", "用户是什么时候说要改用 Go 的？", ["m6"]),
    R("2025-03-07 12:00", "这周用户提了什么新的偏好？", ["m11", "m12"], "tw"),
    R("2025-03-07 12:05", "去年圣诞节用户交代了什么？", ["m9"], "2024-12-25"),
])

H("h25", "en", [
    ("m1", "2023-09-04 10:00", "Book working title: 'Quiet Systems'. Publisher: Larkspur Press."),
    ("m2", "2023-09-04 10:05", "Manuscript is due to my editor Hannah on March 1, 2024."),
    ("m3", "2023-10-30 19:00", "Chapter 3 draft done; chapter 4 will be about queues."),
    ("m4", "2024-01-22 20:00", "Asked Hannah for more time; the new manuscript deadline is May 15, 2024."),
    ("m5", "2024-03-11 18:00", "Working title changed to 'Calm Infrastructure' after the marketing meeting."),
    ("m6", "2024-05-14 23:00", "Sent the full manuscript to Hannah tonight, one day early."),
    ("m7", "2024-07-08 10:00", "Hannah moved to another imprint; my new editor is Oscar."),
    ("m8", "2024-09-16 09:00", "Copyedits came back last week, 1,200 comments.", "lw"),
    ("m9", "2024-11-25 11:00", "Publication date set for 2025-04-08."),
    ("m10", "2025-01-13 15:00", "Final title confirmed: 'Calm Infrastructure: Operating Software Without Drama'."),
    ("m11", "2025-02-17 10:00", "Pub date moved to 2025-05-06 due to printing delays."),
    ("m12", "2025-02-19 16:00", "Launch event at Powell's confirmed for May 8."),
    ("m13", "2025-02-20 12:00", "My friend's book 'Quiet Code' (different publisher) launches April 8 - don't mix them up."),
], [
    C("2025-02-21 09:00", "What's the title of my book?", ["m10", "m5"], [("m10", "m1"), ("m5", "m1")]),
    C("2025-02-21 09:05", "When is my book published?", ["m11"], [("m11", "m9"), ("m11", "m13")]),
    C("2025-02-21 09:10", "Who is my editor?", ["m7"], [("m7", "m2")]),
    D("2025-02-21 10:00", "In February 2024, when was the manuscript due?", ["m4"], "2024-02", "state", [("m4", "m2")]),
    D("2025-02-21 10:05", "What was the book called in 2023?", ["m1"], "2023", "state", [("m1", "m10"), ("m1", "m5")]),
    W("2025-02-21 11:00", "When did I send the full manuscript?", ["m6"]),
    W("2025-02-21 11:05", "When did the copyedits come back?", ["m8"]),
    R("2025-02-21 12:00", "What got confirmed this week?", ["m12", "m11"], "tw", outr=[("m12", "m13")]),
    R("2025-02-21 12:05", "What did we finalise last month?", ["m10"], "lm"),
])

H("h26", "zh", [
    ("m1", "2024-03-10 20:00", "新房装修找的是“匠心装饰”，预算 25 万，工期 90 天。"),
    ("m2", "2024-03-18 19:00", "3月25日开工，先拆改水电。", "2024-03-25"),
    ("m3", "2024-04-12 21:00", "卫生间防水做了闭水试验，48小时没问题。"),
    ("m4", "2024-05-06 20:30", "厨房台面选了石英石，改成岩板要多 6000，先不改。"),
    ("m5", "2024-05-20 21:00", "预算超了，追加到 28 万。"),
    ("m6", "2024-06-03 20:00", "最后还是把台面换成岩板了，老婆坚持。"),
    ("m7", "2024-06-24 22:00", "工期延期，交付日期推到7月20日。"),
    ("m8", "2024-07-22 19:00", "前天验收完成，交钥匙了。", "d-2"),
    ("m9", "2024-08-10 10:00", "通风三个月，计划11月入住。"),
    ("m10", "2024-10-28 20:00", "甲醛检测 0.05，合格。入住提前到下周六。", "nw:sat"),
    ("m11", "2024-11-11 21:00", "已经住进来了。卫生间地漏有点反味，要找装修公司保修。"),
    ("m12", "2025-01-15 20:00", "装修公司前天来修了地漏，换了防臭芯。", "d-2"),
    ("m13", "2025-01-20 21:00", "邻居家也在装修，找的也是匠心装饰，他们预算 30 万。"),
], [
    C("2025-01-22 09:00", "装修总预算是多少？", ["m5"], [("m5", "m1"), ("m5", "m13")]),
    C("2025-01-22 09:05", "厨房台面用的什么？", ["m6"], [("m6", "m4")]),
    D("2025-01-22 10:00", "2024年5月初厨房台面定的是什么材料？", ["m4"], "2024-05-01..2024-05-10", "state", [("m4", "m6")]),
    D("2025-01-22 10:05", "2024年4月装修预算是多少？", ["m1"], "2024-04", "state", [("m1", "m5")]),
    W("2025-01-22 11:00", "装修是什么时候开工的？", ["m2"]),
    W("2025-01-22 11:05", "哪天验收交钥匙的？", ["m8"]),
    W("2025-01-22 11:10", "我们是哪天入住的？", ["m10", "m11"]),
    R("2025-01-22 12:00", "上周装修公司来干什么了？", ["m12"], "lw"),
    R("2025-01-22 12:05", "去年11月入住后发现了什么问题？", ["m11"], "2024-11"),
])

H("h27", "en", [
    ("m1", "2023-05-08 09:00", "Clusters run Kubernetes 1.25 on EKS."),
    ("m2", "2023-05-08 09:10", "Ingress: nginx-ingress, HTTPS on 443, health checks on 10254."),
    ("m3", "2023-06-12 14:00", "Terraform state lives in an S3 bucket with DynamoDB locking."),
    ("m4", "2023-08-29 11:00", "Upgraded EKS to 1.27 last night, no incidents.", "d-1"),
    ("m5", "2023-12-04 10:00", "We'll replace nginx-ingress with the AWS Load Balancer Controller in Q1."),
    ("m6", "2024-02-26 16:00", "Done: ingress is now the AWS Load Balancer Controller; nginx-ingress removed."),
    ("m7", "2024-05-13 09:00", "Terraform state migrated to Terraform Cloud; the S3 backend is deprecated."),
    ("m8", "2024-07-22 10:00", "EKS 1.29 in all clusters as of July 19.", "2024-07-19"),
    ("m9", "2024-09-09 15:00", "Switched from Terraform to OpenTofu 1.8; state went back to S3 with OpenTofu's state encryption, Terraform Cloud cancelled."),
    ("m10", "2024-11-04 11:00", "Argo CD is now the deploy tool; the Jenkins deploy jobs are disabled."),
    ("m11", "2025-01-27 09:00", "EKS 1.31 upgrade done on the 25th.", "2025-01-25"),
    ("m12", "2025-01-30 14:00", "Staging cluster cost went up 20% in January; check the node groups."),
], [
    C("2025-01-31 09:00", "Which Kubernetes version do we run?", ["m11"], [("m11", "m8"), ("m11", "m4"), ("m11", "m1")]),
    C("2025-01-31 09:05", "Where is our infrastructure state stored?", ["m9"], [("m9", "m7"), ("m9", "m3")]),
    C("2025-01-31 09:10", "What do we use for ingress?", ["m6"], [("m6", "m2")]),
    C("2025-01-31 09:15", "For tomorrow's review: which Kubernetes version are the clusters on?", ["m11"], [("m11", "m8"), ("m11", "m4"), ("m11", "m1")], note="time words incidental"),
    D("2025-01-31 10:00", "In 2023, what did we use for ingress?", ["m2"], "2023", "state", [("m2", "m6")]),
    D("2025-01-31 10:05", "Where was the Terraform state in autumn 2023?", ["m3"], "2023-09..2023-11", "state", [("m3", "m7"), ("m3", "m9")]),
    W("2025-01-31 11:00", "When did we upgrade to EKS 1.27?", ["m4"]),
    W("2025-01-31 11:05", "When did Argo CD take over deploys?", ["m10"]),
    R("2025-01-31 12:00", "What upgrade did we do last week?", ["m11"], "lw"),
    R("2025-01-31 12:05", "What did we notice about costs this week?", ["m12"], "tw"),
])

H("h28", "zh", [
    ("m1", "2024-06-01 20:00", "读书会每月第二个周六下午，在静安区的“一页书店”。"),
    ("m2", "2024-06-01 20:10", "7月读《人类简史》，领读人是小周。"),
    ("m3", "2024-07-14 21:00", "昨天的读书会来了 18 个人。", "d-1"),
    ("m4", "2024-08-05 19:00", "8月改读《置身事内》，领读人换成阿Ken。"),
    ("m5", "2024-09-02 20:00", "一页书店装修，9月起读书会搬到徐汇的“梧桐咖啡”。"),
    ("m6", "2024-10-13 22:00", "10月12日的读书会请了作者连线，很成功。", "2024-10-12"),
    ("m7", "2024-11-04 20:00", "会费从每次 30 元涨到 40 元，含饮料。"),
    ("m8", "2024-12-16 21:00", "年终聚会定在12月28日，地点梧桐咖啡。", "2024-12-28"),
    ("m9", "2025-01-06 20:00", "2025年起读书会改成每月第一个周日下午。"),
    ("m10", "2025-02-03 21:00", "昨天读了《额尔古纳河右岸》，领读人是小雅。", "d-1"),
    ("m11", "2025-02-20 20:00", "一页书店装修好了，3月起读书会搬回一页书店。"),
    ("m12", "2025-02-25 19:00", "3月读《长安的荔枝》，领读人小周。"),
], [
    C("2025-03-03 09:00", "读书会现在在哪里办？", ["m11"], [("m11", "m5")]),
    C("2025-02-27 09:05", "读书会现在是每月什么时候？", ["m9"], [("m9", "m1")]),
    D("2025-02-27 10:00", "2024年10月读书会在哪办的？", ["m5"], "2024-10", "state", [("m5", "m11"), ("m5", "m1")]),
    D("2025-02-27 10:05", "2024年7月读的是什么书？", ["m2"], "2024-07", "state", [("m2", "m4")]),
    W("2025-02-27 11:00", "作者连线是哪一次读书会？", ["m6"]),
    W("2025-02-27 11:05", "年终聚会是哪天？", ["m8"]),
    R("2025-02-27 12:00", "这个月读了什么书？", ["m10"], "tm", outr=[("m10", "m12")]),
    R("2025-02-27 12:05", "下个月读什么？", ["m12"], "nm", "state"),
    R("2025-02-27 12:10", "去年年底的聚会在哪？", ["m8"], "2024-12"),
])

H("h29", "mixed", [
    ("m1", "2024-02-01 19:00", "Started guitar lessons with teacher 老吴, every Tuesday 7pm."),
    ("m2", "2024-02-01 19:05", "练习目标：每天 30 分钟。"),
    ("m3", "2024-03-20 21:00", "Bought a Yamaha FG800 acoustic for 1,800 元."),
    ("m4", "2024-05-07 20:00", "吉他课改到周四晚上 8 点了，老吴周二有演出。"),
    ("m5", "2024-07-01 21:00", "学会了 F 大横按，用了整整五个月。"),
    ("m6", "2024-09-10 20:00", "换了老师：现在跟 Lily 学指弹，周六上午 10 点，线上课。"),
    ("m7", "2024-10-15 19:00", "Grade 3 exam scheduled for 2024-12-07."),
    ("m8", "2024-12-09 21:00", "前天考完了三级，感觉还行。", "d-2"),
    ("m9", "2025-01-20 20:00", "成绩出来了：三级 merit。"),
    ("m10", "2025-01-22 22:00", "Upgraded to a Martin D-18; sold the Yamaha."),
    ("m11", "2025-02-12 21:00", "练习目标改成每天 45 分钟，周末 1 小时。"),
    ("m12", "2025-02-14 20:00", "Lily 说下个月开始学 Travis picking。"),
], [
    C("2025-02-16 09:00", "现在跟谁学吉他？什么时候上课？", ["m6"], [("m6", "m4"), ("m6", "m1")]),
    C("2025-02-16 09:05", "What guitar do I play now?", ["m10"], [("m10", "m3")]),
    C("2025-02-16 09:10", "每天练多久？", ["m11"], [("m11", "m2")]),
    D("2025-02-16 10:00", "In June 2024, when were my guitar lessons?", ["m4"], "2024-06", "state", [("m4", "m1"), ("m4", "m6")]),
    W("2025-02-16 11:00", "三级考试是哪天考的？", ["m8", "m7"]),
    W("2025-02-16 11:05", "When did I get the Martin?", ["m10"]),
    R("2025-02-16 12:00", "上个月出了什么成绩？", ["m9"], "lm"),
    R("2025-02-16 12:05", "这周老师说了什么？", ["m12"], "tw"),
    R("2025-02-16 12:10", "去年学会了什么技巧？", ["m5"], "ly"),
])

H("h30", "zh", [
    ("m1", "2024-01-08 10:00", "店铺物流合作方是中通，首重 4 元。"),
    ("m2", "2024-01-08 10:05", "客服系统用的是旺旺加人工，客服 3 人。"),
    ("m3", "2024-03-04 14:00", "3月8日女神节大促，全场 8 折。", "2024-03-08"),
    ("m4", "2024-05-13 16:00", "618 大促5月31日开始预热，6月18日结束。", "2024-05-31..2024-06-18"),
    ("m5", "2024-06-20 11:00", "618 成交额 86 万，同比增长 35%。"),
    ("m6", "2024-07-15 15:00", "物流换成了顺丰，客户投诉少了，但首重 9 元。"),
    ("m7", "2024-09-02 10:00", "上了智能客服机器人，人工客服减到 2 人。"),
    ("m8", "2024-10-21 09:00", "双十一预售今晚8点开始。"),
    ("m9", "2024-11-12 02:00", "双十一当天成交 210 万，创新高。", "2024-11-11"),
    ("m10", "2024-12-23 15:00", "顺丰太贵，普通件改回中通，生鲜件继续用顺丰。"),
    ("m11", "2025-01-13 10:00", "年货节1月10日开始，到1月25日。"),
    ("m12", "2025-01-20 16:00", "上周客服机器人出了个 bug，把退款申请都自动拒绝了，已修复。", "lw"),
    ("m13", "2025-01-22 11:00", "年货节到目前成交 65 万。"),
], [
    C("2025-01-24 09:00", "现在普通件用哪家快递？", ["m10"], [("m10", "m6")]),
    C("2025-01-24 09:05", "客服现在几个人？用什么系统？", ["m7"], [("m7", "m2")]),
    D("2025-01-24 10:00", "2024年8月发货用的是哪家快递？", ["m6"], "2024-08", "state", [("m6", "m1"), ("m6", "m10")]),
    D("2025-01-24 10:05", "2024年3月有什么活动？", ["m3"], "2024-03", "event"),
    W("2025-01-24 11:00", "双十一预售是什么时候开始的？", ["m8"]),
    W("2025-01-24 11:05", "618 活动是什么时间？", ["m4"]),
    R("2025-01-24 12:00", "上周客服出了什么问题？", ["m12"], "lw"),
    R("2025-01-24 12:05", "去年双十一卖了多少？", ["m9"], "ly", outr=[("m9", "m14")]),
    R("2025-01-24 12:10", "这周年货节成交怎么样？", ["m13"], "tw"),
])


# ---------------------------------------------------------------------------
# Second pass: hard-negative memories (same words, different time or owner)
# and questions that name an exact day in various formats.
# ---------------------------------------------------------------------------
def EXTRA(hid: str, mems: list[tuple] = (), qs: list[dict] = ()) -> None:
    h = next(h for h in HISTORIES if h["id"] == hid)
    h["mems"].extend(mems)
    h["qs"].extend(qs)


EXTRA("h01", [
    ("m18", "2024-07-15 10:00", "Reminder: the payments team (Bob) also runs PostgreSQL 16, but on their own cluster."),
    ("m19", "2023-12-11 14:00", "Considered moving staging back to 8443 for the partner demo; decided against it."),
    ("m20", "2024-11-18 09:30", "Jenkins is still used by the data team for their nightly jobs - that's not our CI."),
], [
    C("2025-01-24 09:25", "Which port does staging listen on right now?", ["m9"], [("m9", "m19"), ("m9", "m4")]),
    C("2025-01-24 09:30", "Is our CI Jenkins or GitHub Actions?", ["m8"], [("m8", "m20"), ("m8", "m2")]),
    D("2025-01-24 10:25", "What happened on 16 June 2023?", ["m6"], "2023-06-16", "event"),
])
EXTRA("h03", [], [
    D("2025-02-07 10:10", "What happened on July 15, 2024?", ["m6"], "2024-07-15", "event"),
])
EXTRA("h04", [], [
    D("2025-03-21 10:15", "2024年6月16日出了什么事？", ["m11"], "2024-06-16", "event"),
])
EXTRA("h06", [], [
    D("2024-12-06 10:15", "What did I do on 2023-06-16?", ["m4"], "2023-06-16", "event"),
])
EXTRA("h07", [], [
    D("2025-03-14 10:15", "2024年11月15日用户做了什么？", ["m6"], "2024-11-15", "event"),
])
EXTRA("h09", [
    ("m14", "2023-09-05 20:00", "朵朵幼儿园大班的班主任是周老师。"),
], [
    C("2025-03-07 09:10", "朵朵现在的班主任姓什么？", ["m9"], [("m9", "m14"), ("m9", "m2")]),
])
EXTRA("h11", [], [
    D("2025-02-08 11:10", "What happened on 2/1 this year?", ["m11"], "2025-02-01", "event"),
])
EXTRA("h12", [
    ("m14", "2024-10-09 09:00", "隔壁奶茶店国庆也创了纪录，卖了 8 万。"),
], [
    D("2025-01-12 10:10", "2023年11月12日店里有什么活动？", ["m5"], "2023-11-12", "event"),
    C("2025-01-12 09:25", "国庆那次我们店的营业额纪录是多少？", ["m11"], [("m11", "m14")], note="owner, not time, disambiguates"),
])
EXTRA("h14", [], [
    D("2025-03-05 10:10", "2024年9月20日有什么消息？", ["m7"], "2024-09-20", "event"),
])
EXTRA("h16", [
    ("m14", "2023-10-05 21:00", "去年国庆去的是大阪，住在心斋桥，很方便。", "2022-10"),
], [
    D("2025-02-12 10:05", "2022年国庆去哪玩了？", ["m14"], "2022-10", "event"),
    C("2025-02-12 09:10", "这次春节去大阪，酒店最后订在哪个区？", ["m8"], [("m8", "m14"), ("m8", "m3")]),
])
EXTRA("h17", [], [
    D("2025-02-27 10:10", "What happened on 2023-06-03?", ["m3"], "2023-06-03", "event"),
])
EXTRA("h19", [], [
    D("2025-03-14 10:25", "What happened on 13 Oct 2023?", ["m12"], "2023-10-13", "event"),
])
EXTRA("h22", [
    ("m15", "2025-04-28 09:00", "本周 on-call 是阿梅，备岗小赵。", "tw"),
], [
    D("2025-05-30 11:05", "5月18日凌晨出了什么事？", ["m9"], "2025-05-18", "event"),
])
EXTRA("h26", [], [
    D("2025-01-22 10:10", "2024年7月20日那天发生了什么？", ["m8"], "2024-07-20", "event"),
])
EXTRA("h30", [
    ("m14", "2023-11-12 01:00", "2023年双十一成交 150 万。", "2023-11-11"),
], [
    C("2025-01-24 09:10", "双十一成交的最新纪录是多少？", ["m9"], [("m9", "m14")]),
    D("2025-01-24 10:10", "2023年双十一卖了多少？", ["m14"], "2023-11", "event", [("m14", "m9")]),
])


# ---------------------------------------------------------------------------
# Build + self-check
# ---------------------------------------------------------------------------
CJK = re.compile(r"[\u4e00-\u9fff]")


def build() -> dict:
    histories, questions = [], []
    n = 0
    seen_h = set()
    for hi, h in enumerate(HISTORIES, start=1):
        hid = h["id"]
        assert hid == f"h{hi:02d}", (hid, hi)
        assert hid not in seen_h
        seen_h.add(hid)
        split = "heldout" if hi % 3 == 0 else "tune"
        assert h["lang"] in ("en", "zh", "mixed"), hid
        mems, written, events = [], {}, {}
        for m in sorted(h["mems"], key=lambda m: m[1]):
            key, when, text = m[0], m[1], m[2]
            assert key not in written, (hid, key)
            assert text.strip() and len(text) < 400, (hid, key)
            wdt = datetime.fromisoformat(when)
            written[key] = wdt
            events[key] = resolve(m[3], wdt.date()) if len(m) > 3 else (wdt.date(), wdt.date())
            mems.append({"key": key, "written_at": ts(when), "text": text})
        assert 12 <= len(mems) <= 40, (hid, len(mems))
        assert len({m["text"] for m in mems}) == len(mems), hid
        last = max(written.values())
        for q in h["qs"]:
            n += 1
            qid = f"q{n:03d}"
            adt = datetime.fromisoformat(q["asked"])
            assert adt >= last, (qid, hid, "asked_at before the last memory")
            assert q["exp"], qid
            for k in q["exp"]:
                assert k in written, (qid, k)
                assert written[k] <= adt, (qid, k)
            assert len(set(q["exp"])) == len(q["exp"]), qid
            for a, b in q["outr"]:
                assert a in written and b in written and a != b, (qid, a, b)
                assert a in q["exp"] and b not in q["exp"], (qid, a, b)
            if q["kind"] == "current":
                assert q["outr"], (qid, "current question needs outranks")
            out = {"id": qid, "history": hid, "asked_at": ts(q["asked"]), "query": q["query"],
                   "kind": q["kind"], "expected": list(q["exp"])}
            if q["outr"]:
                out["outranks"] = [list(p) for p in q["outr"]]
            if q["kind"] == "relative":
                assert q["period"], (qid, "relative question needs a period")
            if q["period"]:
                lo, hi_ = resolve(q["period"], adt.date())
                for k in q["exp"]:
                    if q["mode"] == "event":
                        ev = events[k]
                        assert lo <= ev[0] and ev[1] <= hi_, (qid, k, ev, (lo, hi_))
                    else:
                        assert q["mode"] == "state", qid
                        assert written[k].date() <= hi_, (qid, k, (lo, hi_))
                out["period"] = [lo.isoformat(), hi_.isoformat()]
                out["period_mode"] = q["mode"]
            if q["kind"] == "when":
                ev = events[q["exp"][0]]
                out["answer_period"] = [ev[0].isoformat(), ev[1].isoformat()]
            if q["note"]:
                out["note"] = q["note"]
            out["split"] = split
            questions.append(out)
        histories.append({"id": hid, "lang": h["lang"], "memories": mems})
    return {"version": 1, "histories": histories, "questions": questions}


def stats(data: dict) -> dict:
    from collections import Counter
    qs = data["questions"]
    lang = Counter("zh" if CJK.search(q["query"]) else "en" for q in qs)
    return {
        "histories": len(data["histories"]),
        "memories": sum(len(h["memories"]) for h in data["histories"]),
        "questions": len(qs),
        "by_kind": dict(sorted(Counter(q["kind"] for q in qs).items())),
        "by_query_lang": dict(sorted(lang.items())),
        "by_split": dict(sorted(Counter(q["split"] for q in qs).items())),
        "by_history_lang": dict(sorted(Counter(h["lang"] for h in data["histories"]).items())),
        "with_outranks": sum(1 for q in qs if "outranks" in q),
        "with_period": sum(1 for q in qs if "period" in q),
    }


def main() -> int:
    data = build()
    s = stats(data)
    assert s["histories"] >= 30, s
    assert s["questions"] >= 240, s
    assert s["by_query_lang"].get("zh", 0) >= 0.35 * s["questions"], s
    for kind in ("current", "dated", "relative", "when"):
        assert s["by_kind"].get(kind, 0) >= 30, (kind, s)
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("time_blind.json")
    out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(s, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
