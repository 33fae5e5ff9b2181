#!/usr/bin/env python3
"""time_blind2: a second blind-written set for time-aware recall.

Standard library only, deterministic. Holds all the data, self-checks it and
writes time_blind2.json and time_blind2.sha256 next to the output file.
Usage: python3 make_time_blind2.py [out.json]
"""
import datetime as dt
import hashlib
import json
import os
import re
import sys

D = dt.date
ENDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZHDAY = ["一", "二", "三", "四", "五", "六", "日"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
CJK = re.compile(r"[\u4e00-\u9fff]")


def pdate(s):
    return D(*map(int, s.split("-")))


def monday(d):
    return d - dt.timedelta(days=d.weekday())


def month_range(y, m):
    start = D(y, m, 1)
    nxt = D(y + (m == 12), m % 12 + 1, 1)
    return start, nxt - dt.timedelta(days=1)


def prev_month(d):
    return month_range(d.year - (d.month == 1), (d.month - 2) % 12 + 1)


def resolve(code, anchor):
    """Resolve a time code against an anchor date -> (start, end) dates.

    Codes (conventions of the README):
      YYYY-MM-DD / A..B   absolute day / range
      0, -N, +N           anchor + N days
      lw / tw / nw        previous / this / next Monday-Sunday week
      llw                 the week before last (上上周)
      lw:k / nw:k         weekday k (Mon=0) of previous / next week
      lm / tm             previous / this calendar month
      ly / ty             previous / this calendar year
      lq                  previous calendar quarter
      wkend               the Saturday-Sunday just before (anchor is a Monday)
    """
    if ".." in code:
        a, b = code.split("..")
        return pdate(a), pdate(b)
    if re.fullmatch(r"\d{4}-\d\d-\d\d", code):
        return pdate(code), pdate(code)
    if re.fullmatch(r"[+-]?\d+", code):
        x = anchor + dt.timedelta(days=int(code))
        return x, x
    mon = monday(anchor)
    if code in ("lw", "tw", "nw"):
        s = mon + dt.timedelta(days={"lw": -7, "tw": 0, "nw": 7}[code])
        return s, s + dt.timedelta(days=6)
    if code == "llw":
        s = mon - dt.timedelta(days=14)
        return s, s + dt.timedelta(days=6)
    if code[:3] in ("lw:", "nw:"):
        s = mon + dt.timedelta(days=(-7 if code[0] == "l" else 7) + int(code[3:]))
        return s, s
    if code == "lm":
        return prev_month(anchor)
    if code == "tm":
        return month_range(anchor.year, anchor.month)
    if code == "ly":
        return D(anchor.year - 1, 1, 1), D(anchor.year - 1, 12, 31)
    if code == "ty":
        return D(anchor.year, 1, 1), D(anchor.year, 12, 31)
    if code == "lq":
        q = (anchor.month - 1) // 3
        y, q = (anchor.year - 1, 3) if q == 0 else (anchor.year, q - 1)
        return D(y, 3 * q + 1, 1), month_range(y, 3 * q + 3)[1]
    if code == "wkend":
        if anchor.weekday() != 0:
            raise ValueError(f"wkend anchor must be a Monday: {anchor}")
        return anchor - dt.timedelta(days=2), anchor - dt.timedelta(days=1)
    raise ValueError(code)


def phrases(code):
    """Words that must appear in a text using a relative code (self-check)."""
    if code == "-1":
        return ["yesterday", "昨天", "昨晚", "last night"]
    if code == "-2":
        return ["前天", "two days ago", "day before yesterday"]
    if code == "-3":
        return ["三天前", "three days ago"]
    if code == "+1":
        return ["tomorrow", "明天"]
    if code == "+2":
        return ["后天", "day after tomorrow"]
    if code in ("lw", "tw", "nw"):
        return {"lw": ["last week", "上周", "上个星期"], "tw": ["this week", "这周", "本周"],
                "nw": ["next week", "下周"]}[code]
    if code == "llw":
        return ["上上周", "the week before last"]
    if code[:3] in ("lw:", "nw:"):
        k = int(code[3:])
        w = "last" if code[0] == "l" else "next"
        z = "上周" if code[0] == "l" else "下周"
        return [f"{w} {ENDAY[k]}", z + ZHDAY[k]] + ([z + "天"] if k == 6 else [])
    if code == "lm":
        return ["last month", "上个月", "上月"]
    if code == "tm":
        return ["this month", "这个月", "本月"]
    if code == "ly":
        return ["last year", "去年"]
    if code == "ty":
        return ["this year", "今年"]
    if code == "lq":
        return ["last quarter", "上个季度", "上季度"]
    if code == "wkend":
        return ["weekend", "周末"]
    return None


def mentions_date(text, d):
    forms = [d.isoformat(), f"{d.month}月{d.day}日", f"{d.month}月{d.day}号",
             f"{MONTHS[d.month - 1]} {d.day}", f"{d.day} {MONTHS[d.month - 1]}",
             f"{MONTHS[d.month - 1][:3]} {d.day}", f"{d.day} {MONTHS[d.month - 1][:3]}"]
    for f in forms:
        i = text.find(f)
        if i >= 0 and not text[i + len(f):i + len(f) + 1].isdigit():
            return True
    return False


def ts(s):
    """'2024-03-04 09:15' -> ISO UTC."""
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(
        tzinfo=dt.timezone.utc).isoformat()


# ---------------------------------------------------------------- data helpers
# m(key, written_at, text, topic, ev): topic and ev are internal labels used by
# the self-checks only (never written out). topic groups memories that state the
# same fact (later supersedes earlier); ev is the time code of the recorded event,
# resolved against the memory's own written_at.

def m(key, at, text, topic=None, ev=None):
    return {"key": key, "at": at, "text": text, "topic": topic, "ev": ev}


def q(at, kind, query, exp, out=(), per=None, mode=None, note=None):
    return {"at": at, "kind": kind, "query": query, "exp": list(exp),
            "out": [list(p) for p in out], "per": per, "mode": mode, "note": note}


HISTORIES = []


def H(hid, lang, memories, questions):
    HISTORIES.append({"id": hid, "lang": lang, "memories": memories, "questions": questions})

# ======================================================================= data
H("h01", "en", [
    m("m1", "2024-02-05 10:00", "Tidebound kickoff: the team agreed to build the game in Unity 2022 LTS.", "engine"),
    m("m2", "2024-02-12 15:30", "Priya Raman takes the art lead role on Tidebound.", "artlead"),
    m("m3", "2024-03-18 11:00", "Nightly Tidebound builds run on the build box at buildbox.local:8081.", "buildport"),
    m("m4", "2024-09-23 09:40", "After the runtime-fee fallout we decided today to port Tidebound from Unity to Godot 4.2.", "engine", "0"),
    m("m5", "2024-10-07 14:00", "Priya went on parental leave last Friday; Tom Okafor is acting art lead until she returns.", "artlead", "lw:4"),
    m("m6", "2024-11-04 10:20", "Build box moved to port 9090 because the asset server now needs 8081.", "buildport"),
    m("m7", "2025-01-13 16:00", "The Steam Next Fest demo of Tidebound went live yesterday; 4,100 wishlists on day one.", "demo", "-1"),
    m("m8", "2025-03-10 09:00", "Priya is back from leave today and resumes the art lead role; Tom returns to environment art.", "artlead", "0"),
    m("m9", "2025-04-14 10:00", "Upgraded Tidebound from Godot 4.2 to Godot 4.4 over the weekend; no scene breakage.", "engine", "wkend"),
    m("m10", "2025-05-02 17:00", "Launch date set: Tidebound ships on Steam on 2025-06-19.", "launchplan", "2025-06-19"),
    m("m11", "2025-06-20 09:30", "Tidebound launched on Steam yesterday; 812 concurrent players at peak.", "launch", "-1"),
    m("m12", "2025-06-30 11:00", "Our sister studio Brightmoss moved their own game to Unreal 5.4.", "engine:other", "0"),
    m("m13", "2025-07-08 10:00", "Hotfix 1.0.3 shipped today, fixing the save-corruption bug on Steam Deck.", "patch", "0"),
    m("m14", "2025-07-21 10:00", "Patch 1.1 shipped today with controller remapping.", "patch", "0"),
], [
    q("2025-07-25 10:00", "current", "Which engine is Tidebound built on now?", ["m9", "m4"], [["m9", "m1"], ["m9", "m12"]]),
    q("2025-07-25 10:05", "current", "Who is the art lead on Tidebound?", ["m8"], [["m8", "m5"], ["m8", "m2"]]),
    q("2025-07-25 10:10", "current", "What port does the nightly build box listen on?", ["m6"], [["m6", "m3"]]),
    q("2025-07-25 10:15", "dated", "Who was leading art on Tidebound in December 2024?", ["m5"], [], "2024-12-01..2024-12-31", "state"),
    q("2025-07-25 10:20", "dated", "What engine were we using in summer 2024?", ["m1"], [], "2024-06-01..2024-08-31", "state"),
    q("2025-07-25 10:25", "dated", "Which Godot version did we move to in spring 2025?", ["m9"], [], "2025-03-01..2025-05-31", "event"),
    q("2025-07-25 10:30", "when", "When did the Next Fest demo go live?", ["m7"]),
    q("2025-07-25 10:35", "when", "When did Tidebound launch?", ["m11", "m10"]),
    q("2025-07-25 10:40", "when", "When did Priya go on leave?", ["m5"]),
    q("2025-07-28 09:00", "relative", "What did we ship last week?", ["m14"], [], "lw", "event"),
    q("2025-08-12 09:00", "relative", "Which patches went out last month?", ["m14", "m13"], [], "lm", "event"),
])

H("h02", "zh", [
    m("m1", "2024-03-04 09:00", "青禾茶铺的鲜奶供应商定为光明，每周一、周四送货。", "milk"),
    m("m2", "2024-03-11 20:00", "招牌杨枝甘露定价18元一杯。", "price"),
    m("m3", "2024-04-08 21:00", "营业时间定为早上10点到晚上10点。", "hours"),
    m("m4", "2024-05-13 19:00", "上周三冰柜坏了，维修花了650元。", "fridge", "lw:2"),
    m("m5", "2024-06-17 20:30", "鲜奶供应商换成本地的牧歌牧场，价格便宜一成。", "milk"),
    m("m6", "2024-07-01 21:00", "杨枝甘露涨价到20元，芒果成本太高。", "price"),
    m("m7", "2024-08-05 22:00", "暑假期间营业时间延长到晚上11点。", "hours"),
    m("m8", "2024-09-02 21:00", "开学了，营业时间恢复为早上10点到晚上10点。", "hours"),
    m("m9", "2024-10-14 20:00", "牧歌牧场连续三次送货迟到，鲜奶又换回光明。", "milk"),
    m("m10", "2024-11-18 19:30", "隔壁那家蜜雪冰城的杨枝甘露只卖12元。", "price:other"),
    m("m11", "2024-11-25 21:00", "前天店里办了两周年店庆，一天卖出460杯。", "anniv", "-2"),
    m("m12", "2024-12-02 20:00", "入冬了，杨枝甘露降到19元。", "price"),
    m("m13", "2024-12-09 09:00", "新店员小周从今天开始上早班。", "staff", "0"),
], [
    q("2024-12-12 15:00", "current", "现在鲜奶是哪家供应的？", ["m9"], [["m9", "m5"], ["m9", "m1"]]),
    q("2024-12-12 15:05", "current", "我们杨枝甘露现在卖多少钱？", ["m12"], [["m12", "m6"], ["m12", "m10"], ["m12", "m2"]]),
    q("2024-12-12 15:10", "current", "店里晚上几点关门？", ["m8"], [["m8", "m7"]]),
    q("2024-12-12 15:15", "relative", "今年夏天鲜奶用的是哪家？", ["m5"], [], "2024-06-01..2024-08-31", "state"),
    q("2024-12-12 15:20", "dated", "7月份杨枝甘露卖多少钱？", ["m6"], [], "2024-07-01..2024-07-31", "state"),
    q("2024-12-12 15:25", "dated", "8月份晚上几点打烊？", ["m7"], [], "2024-08-01..2024-08-31", "state"),
    q("2024-12-12 15:30", "when", "冰柜是哪天坏的？", ["m4"]),
    q("2024-12-12 15:35", "when", "两周年店庆是哪天办的？", ["m11"]),
    q("2024-12-12 15:40", "relative", "上个月店里办了什么活动？", ["m11"], [], "lm", "event"),
    q("2024-12-16 09:00", "relative", "上周谁开始上早班了？", ["m13"], [], "lw", "event"),
])

H("h03", "en", [
    m("m1", "2023-09-04 10:00", "Noor's thesis experiments run on the Slurm partition gpu-a100 of the Hopper cluster.", "part"),
    m("m2", "2023-09-18 14:00", "Weekly advisor meeting with Prof. Lindqvist is on Tuesdays at 14:00.", "mtg"),
    m("m3", "2023-10-16 11:00", "Submitted the contrastive-pretraining paper to ICLR on October 13.", "sub", "2023-10-13"),
    m("m4", "2024-01-22 09:00", "Advisor meeting moves to Thursdays at 10:00 for the spring term.", "mtg"),
    m("m5", "2024-01-29 16:00", "The ICLR decision came in last Friday: rejected, scores 5/5/6.", "decision", "lw:4"),
    m("m6", "2024-03-11 10:00", "Hopper retired the a100 partition; Noor's jobs now go to gpu-h100.", "part"),
    m("m7", "2024-05-20 10:00", "Resubmitted the paper to NeurIPS two days ago.", "sub", "-2"),
    m("m8", "2024-08-26 15:00", "Advisor meeting goes back to Tuesdays, now at 15:30, for the autumn term.", "mtg"),
    m("m9", "2024-09-30 09:00", "NeurIPS accepted the paper as a poster; the notification came yesterday.", "decision", "-1"),
    m("m10", "2024-10-07 12:00", "Labmate Felix's jobs still use the old gpu-v100 partition on the Turing cluster.", "part:other"),
    m("m11", "2024-12-16 10:00", "Presented the poster at NeurIPS in Vancouver last Wednesday.", "poster", "lw:2"),
    m("m12", "2025-01-06 09:00", "Thesis committee confirmed: the defense is on 2025-05-14.", "defense", "2025-05-14"),
], [
    q("2025-01-08 11:00", "current", "Which Slurm partition should my jobs go to?", ["m6"], [["m6", "m1"], ["m6", "m10"]]),
    q("2025-01-08 11:05", "current", "When is the weekly meeting with my advisor?", ["m8"], [["m8", "m4"], ["m8", "m2"]]),
    q("2025-01-08 11:10", "current", "When is the thesis defense?", ["m12"]),
    q("2025-01-08 11:15", "dated", "What day was the advisor meeting during spring 2024?", ["m4"], [], "2024-03-01..2024-05-31", "state"),
    q("2025-01-08 11:20", "dated", "Where were the thesis jobs running in late 2023?", ["m1"], [], "2023-10-01..2023-12-31", "state"),
    q("2025-01-08 11:25", "dated", "What did NeurIPS decide in September 2024?", ["m9"], [], "2024-09-01..2024-09-30", "event"),
    q("2025-01-08 11:30", "when", "When was the paper submitted to NeurIPS?", ["m7"]),
    q("2025-01-08 11:35", "when", "When did we hear back from ICLR?", ["m5"]),
    q("2025-01-08 11:40", "when", "When did I present the poster?", ["m11"]),
    q("2025-01-08 11:45", "relative", "What happened with the paper last year?", ["m9", "m7", "m5", "m11"], [], "ly", "event"),
    q("2025-01-08 11:50", "relative", "Which conference did I present at last month?", ["m11"], [], "lm", "event"),
])

H("h04", "mixed", [
    m("m1", "2024-01-15 10:00", "Pebble Notes uses Sentry for crash reporting.", "crash"),
    m("m2", "2024-01-22 11:00", "Pebble Notes 的 iOS 最低支持版本定为 iOS 15。", "minios"),
    m("m3", "2024-02-19 10:00", "Release train: we ship Pebble Notes to the App Store every other Thursday.", "train"),
    m("m4", "2024-04-08 09:30", "Sentry 账单太贵，今天决定把崩溃上报迁到 Firebase Crashlytics。", "crash", "0"),
    m("m5", "2024-05-06 14:00", "Version 3.2 went out last Thursday with offline sync.", "ver", "lw:3"),
    m("m6", "2024-06-24 10:00", "发版节奏改成每周四发一次 App Store。", "train"),
    m("m7", "2024-09-16 09:00", "Bumped the minimum iOS version to iOS 16 after the iOS 18 release.", "minios"),
    m("m8", "2024-10-21 15:00", "3.5 版本前天上线，加了桌面小组件。", "ver", "-2"),
    m("m9", "2024-11-11 10:00", "Crashlytics 丢了一半的 symbol 文件；决定回到 Sentry，用自建实例。", "crash", "0"),
    m("m10", "2024-11-18 11:00", "The Pebble web team still uses Crashlytics for their PWA.", "crash:other"),
    m("m11", "2025-01-13 10:00", "Version 4.0 shipped on January 9 with the new editor.", "ver", "2025-01-09"),
    m("m12", "2025-01-20 16:00", "4.0.1 昨天发布，修复了 iPad 分屏崩溃。", "ver", "-1"),
], [
    q("2025-01-23 10:00", "current", "What do we use for crash reporting in the app?", ["m9"], [["m9", "m4"], ["m9", "m10"], ["m9", "m1"]]),
    q("2025-01-23 10:05", "current", "现在 iOS 最低支持到哪个版本？", ["m7"], [["m7", "m2"]]),
    q("2025-01-23 10:10", "current", "How often do we ship to the App Store?", ["m6"], [["m6", "m3"]]),
    q("2025-01-23 10:15", "current", "最新发布的是哪个版本？", ["m12", "m11"], [["m12", "m8"], ["m12", "m5"]]),
    q("2025-01-23 10:20", "relative", "去年夏天崩溃上报用的什么工具？", ["m4"], [], "2024-06-01..2024-08-31", "state"),
    q("2025-01-23 10:25", "dated", "Which version shipped in May 2024?", ["m5"], [], "2024-05-01..2024-05-31", "event"),
    q("2025-01-23 10:30", "dated", "Right before we went back to Sentry, how often did we ship?", ["m6"], [], "2024-11-01..2024-11-10", "state"),
    q("2025-01-23 10:35", "when", "3.5 是什么时候上线的？", ["m8"]),
    q("2025-01-23 10:40", "when", "When did we move crash reporting off Sentry?", ["m4"]),
    q("2025-01-23 10:45", "relative", "上周发布了什么？", ["m12"], [], "lw", "event"),
    q("2025-01-23 10:50", "relative", "What shipped this month?", ["m12", "m11"], [], "tm", "event"),
])

H("h05", "zh", [
    m("m1", "2023-09-03 20:00", "朵朵的钢琴课定在每周六上午9点，老师是陈老师。", "lesson"),
    m("m2", "2023-09-10 21:00", "钢琴课每节280元，按季度交。", "fee"),
    m("m3", "2023-12-17 20:00", "昨天朵朵在少年宫第一次登台演出，弹的是《小步舞曲》。", "show", "-1"),
    m("m4", "2024-02-25 20:00", "陈老师去外地了，钢琴课换成刘老师，时间改到周日下午3点。", "lesson"),
    m("m5", "2024-03-03 21:00", "刘老师的钢琴课每节320元。", "fee"),
    m("m6", "2024-06-10 19:00", "朵朵上周六参加了市里的少儿钢琴比赛，拿了二等奖。", "contest", "lw:5"),
    m("m7", "2024-09-01 20:00", "新学期钢琴课改到周三晚上6点半，还是刘老师上。", "lesson"),
    m("m8", "2024-11-04 20:00", "钢琴课学费改成打包价：一次交20节，每节300元。", "fee"),
    m("m9", "2025-01-20 21:00", "表哥家儿子学钢琴，每节课只要200元。", "fee:other"),
    m("m10", "2025-03-02 20:00", "刘老师要休产假，钢琴课三月起由陈老师回来接手，时间还是周三晚上。", "lesson"),
    m("m11", "2025-04-14 20:00", "前天朵朵又上台了，是少年宫的春季汇报演出。", "show", "-2"),
    m("m12", "2025-04-28 21:00", "家里的钢琴上周五调过音，调音师说明年再来。", "tune", "lw:4"),
], [
    q("2025-05-06 20:00", "current", "朵朵现在的钢琴老师是谁？", ["m10"], [["m10", "m7"], ["m10", "m4"]]),
    q("2025-05-06 20:05", "current", "钢琴课现在是星期几上？", ["m10", "m7"], [["m10", "m4"], ["m10", "m1"]]),
    q("2025-05-06 20:10", "current", "现在钢琴课一节多少钱？", ["m8"], [["m8", "m5"], ["m8", "m9"], ["m8", "m2"]]),
    q("2025-05-06 20:15", "dated", "2024年春天钢琴课是哪位老师上的？", ["m4"], [], "2024-03-01..2024-05-31", "state"),
    q("2025-05-06 20:20", "dated", "2023年的时候一节钢琴课多少钱？", ["m2"], [], "2023-01-01..2023-12-31", "state"),
    q("2025-05-06 20:25", "dated", "2024年秋季钢琴课是周几上的？", ["m7"], [], "2024-09-01..2024-11-30", "state"),
    q("2025-05-06 20:30", "when", "朵朵第一次登台演出是哪天？", ["m3"]),
    q("2025-05-06 20:35", "when", "钢琴比赛拿二等奖是什么时候？", ["m6"]),
    q("2025-05-06 20:40", "relative", "上个月朵朵有演出吗？", ["m11"], [], "lm", "event"),
    q("2025-05-06 20:45", "relative", "钢琴上个月调过音吗？", ["m12"], [], "lm", "event"),
    q("2025-05-06 20:50", "relative", "去年钢琴比赛结果怎么样？", ["m6"], [], "ly", "event"),
])

H("h06", "en", [
    m("m1", "2023-04-03 07:00", "Crumb & Co buys its bread flour from Millbrook Mills, 25 kg sacks at $31.", "flour"),
    m("m2", "2023-04-10 18:00", "Sourdough loaf price set at $7.50.", "price"),
    m("m3", "2023-06-05 17:00", "The deck oven's thermostat died over the weekend; repair booked with Hartley Ovens.", "oven", "wkend"),
    m("m4", "2023-09-11 16:00", "Switched flour to Stoneground Co-op after Millbrook's quality dropped; $34 a sack.", "flour"),
    m("m5", "2023-11-06 18:00", "Sourdough goes up to $8 a loaf from today.", "price", "0"),
    m("m6", "2024-01-15 17:00", "Weekend market stall moved from Elm Square to the Riverside Market.", "stall"),
    m("m7", "2024-03-04 16:30", "Hired Marta as a second baker; she started last Tuesday.", "staff", "lw:1"),
    m("m8", "2024-05-20 17:00", "Stoneground can't supply until autumn; back to Millbrook flour for now at $33 a sack.", "flour"),
    m("m9", "2024-07-08 17:00", "The bakery across the street, Rise Up, sells its sourdough at $6.", "price:other"),
    m("m10", "2024-09-02 17:00", "Our market stall is back at Elm Square; Riverside raised its pitch fees.", "stall"),
    m("m11", "2024-10-14 17:00", "Sourdough is $8.50 a loaf from today because butter and flour costs rose.", "price", "0"),
    m("m12", "2024-11-18 17:00", "Oven serviced three days ago; a new door seal was fitted.", "oven", "-3"),
], [
    q("2024-11-22 08:00", "current", "Who supplies our flour now?", ["m8"], [["m8", "m4"], ["m8", "m1"]]),
    q("2024-11-22 08:05", "current", "How much is a sourdough loaf?", ["m11"], [["m11", "m5"], ["m11", "m9"], ["m11", "m2"]]),
    q("2024-11-22 08:10", "current", "Where is our weekend market stall?", ["m10"], [["m10", "m6"]]),
    q("2024-11-22 08:15", "dated", "What did a sourdough loaf cost in early 2024?", ["m5"], [], "2024-01-01..2024-03-31", "state"),
    q("2024-11-22 08:20", "dated", "Which flour were we using in December 2023?", ["m4"], [], "2023-12-01..2023-12-31", "state"),
    q("2024-11-22 08:25", "dated", "Where was the market stall in spring 2024?", ["m6"], [], "2024-03-01..2024-05-31", "state"),
    q("2024-11-22 08:30", "when", "When did Marta start?", ["m7"]),
    q("2024-11-22 08:35", "when", "When did the oven thermostat die?", ["m3"]),
    q("2024-11-22 08:40", "relative", "What work was done on the oven last week?", ["m12"], [], "lw", "event"),
    q("2024-11-22 08:45", "relative", "What did we change about prices last month?", ["m11"], [], "lm", "event"),
])

H("h07", "en", [
    m("m1", "2023-03-06 10:00", "quillmark CI runs on CircleCI with a four-job matrix.", "ci"),
    m("m2", "2023-03-20 12:00", "quillmark supports Python 3.8 through 3.11.", "pyver"),
    m("m3", "2023-05-15 18:00", "Released quillmark 1.4.0 on May 12 with table support.", "rel", "2023-05-12"),
    m("m4", "2023-08-07 09:00", "Moved quillmark CI from CircleCI to GitHub Actions today; the free CircleCI minutes ran out.", "ci", "0"),
    m("m5", "2023-10-02 10:00", "Dana Whitfield joined quillmark as co-maintainer last week.", "maint", "lw"),
    m("m6", "2024-01-08 11:00", "Dropped Python 3.8; quillmark now supports 3.9 to 3.12.", "pyver"),
    m("m7", "2024-02-12 16:00", "quillmark 2.0.0 was tagged yesterday; the plugin API change is breaking.", "rel", "-1"),
    m("m8", "2024-04-22 10:00", "A sponsor donated Buildkite agents, so quillmark CI moves to Buildkite for all jobs.", "ci"),
    m("m9", "2024-06-03 09:00", "Buildkite agents kept going offline; quillmark CI is back on GitHub Actions as of this morning.", "ci", "0"),
    m("m10", "2024-07-15 14:00", "Dana stepped down as co-maintainer; Ravi Menon takes over issue triage.", "maint"),
    m("m11", "2024-09-09 10:00", "Our downstream user, the docs-site project, still runs its CI on CircleCI.", "ci:other"),
    m("m12", "2024-10-14 10:00", "quillmark 2.3.0 was released three days ago.", "rel", "-3"),
    m("m13", "2024-10-14 10:05", "Supported Python versions for quillmark are now 3.10 to 3.13.", "pyver"),
    m("m14", "2024-11-25 09:00", "quillmark 2.3.1 went out last Thursday with a security fix for link parsing.", "rel", "lw:3"),
], [
    q("2024-11-29 16:00", "current", "Where does quillmark's CI run now?", ["m9"], [["m9", "m8"], ["m9", "m11"], ["m9", "m1"]]),
    q("2024-11-29 16:05", "current", "Which Python versions does quillmark support?", ["m13"], [["m13", "m6"], ["m13", "m2"]]),
    q("2024-11-29 16:10", "current", "Who handles issue triage for quillmark?", ["m10"], [["m10", "m5"]]),
    q("2024-11-29 16:15", "current", "What is the latest quillmark release?", ["m14"], [["m14", "m12"], ["m14", "m7"], ["m14", "m3"]]),
    q("2024-11-29 16:20", "when", "When did we move to GitHub Actions?", ["m4", "m9"], [], None, None, "first move listed first; the move back (m9) also counts"),
    q("2024-11-29 16:25", "when", "When was 2.0.0 tagged?", ["m7"]),
    q("2024-11-29 16:30", "when", "When did Dana join as co-maintainer?", ["m5"]),
    q("2024-11-29 16:35", "dated", "What CI service did quillmark use in spring 2023?", ["m1"], [], "2023-03-01..2023-05-31", "state"),
    q("2024-11-29 16:40", "dated", "What was quillmark's CI in May 2024?", ["m8"], [], "2024-05-01..2024-05-31", "state"),
    q("2024-11-29 16:45", "dated", "Which release came out in May 2023?", ["m3"], [], "2023-05-01..2023-05-31", "event"),
    q("2024-11-29 16:50", "relative", "What did we release last week?", ["m14"], [], "lw", "event"),
    q("2024-11-29 16:55", "relative", "Which Python versions did we support at the start of this year?", ["m6"], [], "2024-01-01..2024-01-31", "state"),
])

H("h08", "zh", [
    m("m1", "2024-03-05 21:00", "我在公司楼下的乐动健身办了年卡，2880元。", "gym"),
    m("m2", "2024-03-12 21:30", "私教是阿杰，每周二、周五晚上7点上课。", "coach"),
    m("m3", "2024-04-22 22:00", "昨天跑了人生第一个半马，成绩2小时05分。", "hm", "-1"),
    m("m4", "2024-06-17 21:00", "阿杰离职了，私教换成小雨，课改到周一、周四晚上。", "coach"),
    m("m5", "2024-08-19 21:00", "上周日在奥森跑了30公里长距离，状态不错。", "long", "lw:6"),
    m("m6", "2024-10-28 20:00", "前天的杭州半马跑了1小时52分，个人最好成绩。", "hm", "-2"),
    m("m7", "2025-01-06 21:00", "搬家后换到新小区旁边的超级猩猩，按次付费，每节89元。", "gym"),
    m("m8", "2025-02-17 21:00", "小雨也跳槽到超级猩猩了，私教继续跟她，改成周三晚上8点。", "coach"),
    m("m9", "2025-03-10 21:00", "同事老王在乐动健身续了年卡，今年涨到3280元。", "gym:other"),
    m("m10", "2025-03-31 20:30", "三天前报名了5月的上海马拉松全程。", "signup", "-3"),
    m("m11", "2025-05-19 21:00", "昨天跑完了人生第一个全马，4小时18分。", "fm", "-1"),
    m("m12", "2025-05-26 21:00", "全马后膝盖疼，医生让休息两周，私教课暂停到6月9日。", "pause", "2025-06-09"),
], [
    q("2025-05-28 21:00", "current", "我现在在哪家健身房练？", ["m7"], [["m7", "m1"], ["m7", "m9"]]),
    q("2025-05-28 21:05", "current", "私教现在是谁，什么时候上课？", ["m8"], [["m8", "m4"], ["m8", "m2"]]),
    q("2025-05-28 21:10", "current", "我的半马最好成绩是多少？", ["m6"], [["m6", "m3"]]),
    q("2025-05-28 21:15", "current", "私教课什么时候恢复？", ["m12"]),
    q("2025-05-28 21:20", "dated", "2024年夏天私教是谁？", ["m4"], [], "2024-06-01..2024-08-31", "state"),
    q("2025-05-28 21:25", "dated", "2024年8月的长距离是在哪儿跑的？", ["m5"], [], "2024-08-01..2024-08-31", "event"),
    q("2025-05-28 21:30", "relative", "去年上半年我在哪个健身房？", ["m1"], [], "2024-01-01..2024-06-30", "state"),
    q("2025-05-28 21:35", "relative", "去年秋天半马跑了多少？", ["m6"], [], "2024-09-01..2024-11-30", "event"),
    q("2025-05-28 21:40", "relative", "这个月跑了什么比赛？", ["m11"], [], "tm", "event"),
    q("2025-05-28 21:45", "when", "第一个全马是哪天跑的？", ["m11"]),
    q("2025-05-28 21:50", "when", "第一次半马是什么时候？", ["m3"]),
    q("2025-05-28 21:55", "when", "什么时候报名的上海马拉松？", ["m10"]),
])

H("h09", "mixed", [
    m("m1", "2025-02-03 10:00", "The analytics event bus is self-hosted Kafka 3.5 on six brokers.", "bus"),
    m("m2", "2025-02-10 11:00", "clickstream topic 的保留期设为 7 天。", "ret"),
    m("m3", "2025-02-17 09:00", "The nightly_rollup DAG runs at 02:00 UTC.", "dag"),
    m("m4", "2025-03-24 15:00", "POC 结果：Redpanda 延迟比 Kafka 低 40%，今天决定把事件总线迁到 Redpanda。", "bus", "0"),
    m("m5", "2025-04-07 10:00", "Retention on the clickstream topic raised to 14 days for the attribution project.", "ret"),
    m("m6", "2025-04-28 09:00", "Redpanda 集群上周四正式切流，Kafka 进入只读。", "cutover", "lw:3"),
    m("m7", "2025-05-12 10:00", "nightly_rollup 改到 UTC 03:30，避开备份窗口。", "dag"),
    m("m8", "2025-06-09 14:00", "Finance asked to cut storage cost: clickstream retention back to 7 days.", "ret"),
    m("m9", "2025-06-16 10:00", "The payments team keeps its own Kafka cluster and is not moving to Redpanda.", "bus:other"),
    m("m10", "2025-07-07 09:00", "The old Kafka brokers were decommissioned over the weekend.", "decom", "wkend"),
    m("m11", "2025-07-21 10:00", "nightly_rollup 昨天失败了，原因是 Redpanda 的 ACL 过期。", "incident", "-1"),
    m("m12", "2025-08-04 10:00", "nightly_rollup moved again today, to 01:15 UTC, so reports are ready before the EU morning.", "dag", "0"),
], [
    q("2025-08-06 10:00", "current", "What's our event bus now?", ["m4", "m6"], [["m4", "m1"], ["m4", "m9"]]),
    q("2025-08-06 10:05", "current", "clickstream 现在保留几天？", ["m8"], [["m8", "m5"], ["m8", "m2"]]),
    q("2025-08-06 10:10", "current", "When does nightly_rollup run?", ["m12"], [["m12", "m7"], ["m12", "m3"]]),
    q("2025-08-06 10:15", "dated", "5月份 clickstream 保留多久？", ["m5"], [], "2025-05-01..2025-05-31", "state"),
    q("2025-08-06 10:20", "dated", "What time did the rollup run in June?", ["m7"], [], "2025-06-01..2025-06-30", "state"),
    q("2025-08-06 10:25", "dated", "Before we decided to move to Redpanda, how many days did clickstream keep?", ["m2"], [], "2025-02-03..2025-03-23", "state"),
    q("2025-08-06 10:30", "when", "Redpanda 是哪天切流的？", ["m6"]),
    q("2025-08-06 10:35", "when", "When were the Kafka brokers turned off?", ["m10"]),
    q("2025-08-06 10:40", "relative", "上个月 nightly_rollup 出过什么问题？", ["m11"], [], "lm", "event"),
    q("2025-08-06 10:45", "relative", "What changed about the rollup schedule this week?", ["m12"], [], "tw", "event"),
])

H("h10", "en", [
    m("m1", "2023-05-08 19:00", "We rent a flat at 14 Harcourt Road, Leeds.", "home"),
    m("m2", "2023-05-08 19:05", "Rent for the Leeds flat is £1,150 a month.", "rent"),
    m("m3", "2023-05-15 20:00", "Home internet is Virgin Media 500 Mb.", "isp"),
    m("m4", "2023-08-21 19:00", "The landlord raised the Leeds rent to £1,240 from September.", "rent"),
    m("m5", "2024-02-05 20:00", "Sam accepted the Lisbon job offer last Thursday; we plan to move in the summer.", "offer", "lw:3"),
    m("m6", "2024-06-24 18:00", "Moved into the new flat at Rua das Flores 82, Lisbon, over the weekend.", "home", "wkend"),
    m("m7", "2024-06-24 18:10", "Lisbon rent is €1,600 a month, paid to the landlady, Dona Amélia.", "rent"),
    m("m8", "2024-07-01 20:00", "Internet in Lisbon is MEO fibre 1 Gb, installed yesterday.", "isp", "-1"),
    m("m9", "2024-11-11 19:00", "MEO kept dropping at night; switched the internet to NOS today.", "isp", "0"),
    m("m10", "2025-01-13 20:00", "Our friends the Costas pay €1,350 rent for their flat in Porto.", "rent:other"),
    m("m11", "2025-03-03 19:00", "Dona Amélia raised the rent to €1,680 from April.", "rent"),
    m("m12", "2025-09-01 18:00", "Moved across town to Avenida de Roma 40 last week.", "home", "lw"),
    m("m13", "2025-09-01 18:05", "Rent at the Avenida de Roma flat is €1,720 a month.", "rent"),
], [
    q("2025-09-05 19:00", "current", "What's our address?", ["m12"], [["m12", "m6"], ["m12", "m1"]]),
    q("2025-09-05 19:05", "current", "How much rent do we pay now?", ["m13"], [["m13", "m11"], ["m13", "m10"], ["m13", "m7"]]),
    q("2025-09-05 19:10", "current", "Who is our internet provider?", ["m9"], [["m9", "m8"], ["m9", "m3"]]),
    q("2025-09-05 19:15", "dated", "What was the rent in autumn 2023?", ["m4"], [], "2023-09-01..2023-11-30", "state"),
    q("2025-09-05 19:20", "dated", "Where did we live in early 2024?", ["m1"], [], "2024-01-01..2024-03-31", "state"),
    q("2025-09-05 19:25", "dated", "What was our rent in autumn 2024?", ["m7"], [], "2024-09-01..2024-11-30", "state"),
    q("2025-09-05 19:30", "when", "When did we move to Lisbon?", ["m6"]),
    q("2025-09-05 19:35", "when", "When did Sam accept the Lisbon job?", ["m5"]),
    q("2025-09-05 19:40", "when", "When did we switch to NOS?", ["m9"]),
    q("2025-09-05 19:45", "relative", "Where did we move last week?", ["m12"], [], "lw", "event"),
    q("2025-09-05 19:50", "relative", "Who was our internet provider at the end of last year?", ["m9"], [], "2024-12-01..2024-12-31", "state"),
])

H("h11", "zh", [
    m("m1", "2024-01-08 10:00", "公司定名“云栈科技”，天使轮估值4000万。", "val"),
    m("m2", "2024-01-15 11:00", "云栈科技的 CFO 由联合创始人林薇兼任。", "cfo"),
    m("m3", "2024-03-18 15:00", "上周五和红杉的王总第一次见面，聊了 A 轮。", "meet", "lw:4"),
    m("m4", "2024-05-06 10:00", "A 轮领投方确定为高瓴，投前估值2亿。", "val"),
    m("m5", "2024-05-20 16:00", "A 轮 TS 昨天签了。", "ts", "-1"),
    m("m6", "2024-07-01 10:00", "新 CFO 赵明今天入职，林薇回去专心管产品。", "cfo", "0"),
    m("m7", "2024-09-09 10:00", "高瓴尽调发现数据合规问题，今天 A 轮领投方换成经纬，估值降到1.6亿。", "val", "0"),
    m("m8", "2024-10-21 11:00", "A 轮交割完成，钱三天前到账。", "close", "-3"),
    m("m9", "2024-12-02 10:00", "朋友的公司“星河智能”刚拿了3亿估值的 B 轮，领投是高瓴。", "val:other"),
    m("m10", "2025-04-14 10:00", "董事会决定 B 轮目标估值6亿，预计下半年启动。", "btarget"),
    m("m11", "2025-06-09 10:00", "赵明离职，财务暂由林薇代管，正在招新 CFO。", "cfo"),
    m("m12", "2025-08-18 10:00", "新 CFO 周颖上周一入职。", "cfo", "lw:0"),
], [
    q("2025-08-20 10:00", "current", "公司现在的 CFO 是谁？", ["m12"], [["m12", "m11"], ["m12", "m6"], ["m12", "m2"]]),
    q("2025-08-20 10:05", "current", "A 轮最后是谁领投的，估值多少？", ["m7"], [["m7", "m4"], ["m7", "m9"]]),
    q("2025-08-20 10:10", "current", "B 轮打算按多少估值融？", ["m10"]),
    q("2025-08-20 10:15", "dated", "2024年夏天 CFO 是谁？", ["m6"], [], "2024-06-01..2024-08-31", "state"),
    q("2025-08-20 10:20", "dated", "2025年6月财务是谁在管？", ["m11"], [], "2025-06-01..2025-06-30", "state"),
    q("2025-08-20 10:25", "dated", "2024年5月的时候 A 轮领投是谁？", ["m4"], [], "2024-05-01..2024-05-31", "state"),
    q("2025-08-20 10:30", "when", "A 轮 TS 是哪天签的？", ["m5"]),
    q("2025-08-20 10:35", "when", "A 轮的钱什么时候到账的？", ["m8"]),
    q("2025-08-20 10:40", "when", "第一次见红杉王总是什么时候？", ["m3"]),
    q("2025-08-20 10:45", "relative", "上周谁入职了？", ["m12"], [], "lw", "event"),
    q("2025-08-20 10:50", "relative", "去年秋天 A 轮有什么进展？", ["m8", "m7"], [], "2024-09-01..2024-11-30", "event"),
])

H("h12", "zh", [
    m("m1", "2023-06-05 10:00", "《深海之光》中译本交稿日期定为2023年12月31日。", "deadline", "2023-12-31"),
    m("m2", "2023-06-05 10:10", "《深海之光》的责任编辑是何静。", "editor"),
    m("m3", "2023-06-12 11:00", "《深海之光》稿费按千字120元算。", "fee"),
    m("m4", "2023-09-04 10:00", "前三章译稿上周五发给何编辑了。", "draft", "lw:4"),
    m("m5", "2023-11-20 10:00", "原作者加了一章，出版社同意交稿延到2024年3月31日。", "deadline", "2024-03-31"),
    m("m6", "2024-01-08 10:00", "何静调去童书部了，《深海之光》责任编辑换成孙一鸣。", "editor"),
    m("m7", "2024-03-25 10:00", "全书译稿昨天交给孙一鸣了，比截止日早一周。", "submit", "-1"),
    m("m8", "2024-04-15 10:00", "出版社今天同意《深海之光》稿费涨到千字150元，因为新增章节难度大。", "fee", "0"),
    m("m9", "2024-05-13 10:00", "另一本《北方航线》的稿费是千字100元，别搞混。", "fee:other"),
    m("m10", "2024-07-22 10:00", "一校样上周三寄到了，要在8月10日前改完。", "proof", "lw:2"),
    m("m11", "2024-10-14 10:00", "《深海之光》前天正式上市。", "pub", "-2"),
    m("m12", "2024-12-09 10:00", "孙一鸣离职，后续加印的事找何静，她又回来负责这本书了。", "editor"),
], [
    q("2024-12-11 10:00", "current", "《深海之光》现在的编辑是谁？", ["m12"], [["m12", "m6"], ["m12", "m2"]]),
    q("2024-12-11 10:05", "current", "这本书的稿费现在按多少算？", ["m8"], [["m8", "m3"], ["m8", "m9"]]),
    q("2024-12-11 10:10", "current", "《深海之光》最后的交稿截止日是哪天？", ["m5"], [["m5", "m1"]]),
    q("2024-12-11 10:15", "dated", "2024年春天谁是责任编辑？", ["m6"], [], "2024-03-01..2024-05-31", "state"),
    q("2024-12-11 10:20", "dated", "2023年夏天定的交稿日期是哪天？", ["m1"], [], "2023-06-01..2023-08-31", "state"),
    q("2024-12-11 10:25", "when", "全书译稿是哪天交的？", ["m7"]),
    q("2024-12-11 10:30", "when", "书是什么时候上市的？", ["m11"]),
    q("2024-12-11 10:35", "when", "一校样什么时候到的？", ["m10"]),
    q("2024-12-11 10:40", "relative", "今年春天稿费有什么变化？", ["m8"], [], "2024-03-01..2024-05-31", "event"),
    q("2024-12-11 10:45", "relative", "去年9月发了哪些译稿？", ["m4"], [], "2023-09-01..2023-09-30", "event"),
])

H("h13", "en", [
    m("m1", "2025-01-12 20:00", "Wedding venue booked: Hollin Barn, deposit of £2,000 paid.", "venue"),
    m("m2", "2025-01-12 20:10", "Jess and Omar's wedding date is set for September 20.", "wdate", "2025-09-20"),
    m("m3", "2025-02-02 19:00", "Caterer chosen: Fig & Thistle, £68 per head.", "caterer"),
    m("m4", "2025-02-16 19:00", "The wedding guest list stands at 120.", "guests"),
    m("m5", "2025-03-24 20:00", "Hollin Barn double-booked us, so the wedding moves to Larkspur Hall.", "venue"),
    m("m6", "2025-04-14 19:00", "Fig & Thistle closed down last week; the new caterer is Saltmarsh Kitchen at £74 per head.", "caterer", "lw"),
    m("m7", "2025-05-05 20:00", "Guest list trimmed to 96 after the budget talk.", "guests"),
    m("m8", "2025-06-02 19:00", "Larkspur Hall can only do October, so the wedding date is now October 4.", "wdate", "2025-10-04"),
    m("m9", "2025-06-30 20:00", "Jess's sister Nadia is getting married at Hollin Barn next spring.", "venue:other"),
    m("m10", "2025-08-25 19:00", "Final guest count sent to Saltmarsh: 104, because Omar's cousins were re-invited.", "guests"),
    m("m11", "2025-09-29 09:00", "The final dress fitting was two days ago; everything fits.", "fitting", "-2"),
    m("m12", "2025-10-06 10:00", "We got married the day before yesterday at Larkspur Hall!", "married", "-2"),
    m("m13", "2025-10-20 10:00", "Back from the honeymoon in Crete yesterday.", "honeymoon", "-1"),
], [
    q("2025-10-22 20:00", "current", "Where was the wedding held in the end?", ["m5", "m12"], [["m5", "m1"], ["m5", "m9"]]),
    q("2025-10-22 20:05", "current", "How many guests did we give the caterer?", ["m10"], [["m10", "m7"], ["m10", "m4"]]),
    q("2025-10-22 20:10", "current", "Who catered the wedding?", ["m6"], [["m6", "m3"]]),
    q("2025-10-22 20:15", "current", "Last week I asked you this already: what was the final guest count?", ["m10"], [["m10", "m7"]], None, None, "time words incidental"),
    q("2025-10-22 20:20", "dated", "Which venue had we booked in February 2025?", ["m1"], [], "2025-02-01..2025-02-28", "state"),
    q("2025-10-22 20:25", "dated", "What was the guest count in June 2025?", ["m7"], [], "2025-06-01..2025-06-30", "state"),
    q("2025-10-22 20:30", "dated", "What happened the week before the wedding?", ["m11"], [], "2025-09-27..2025-10-03", "event"),
    q("2025-10-22 20:35", "dated", "What was the wedding date in spring 2025?", ["m2"], [], "2025-03-01..2025-05-31", "state"),
    q("2025-10-22 20:40", "when", "When did we get married?", ["m12", "m8"]),
    q("2025-10-22 20:45", "when", "When did Fig & Thistle close?", ["m6"]),
    q("2025-10-22 20:50", "relative", "Where did we come back from last week?", ["m13"], [], "lw", "event"),
    q("2025-10-22 20:55", "relative", "What happened this month?", ["m12", "m13"], [], "tm", "event"),
])

H("h14", "mixed", [
    m("m1", "2025-04-07 10:00", "Baseline for the ranking model: learning rate 3e-4, batch 512.", "lr"),
    m("m2", "2025-04-14 11:00", "排序模型的训练数据集用 clicks-v3，约 1.2 亿条。", "ds"),
    m("m3", "2025-05-19 15:00", "Checkpoint ckpt-0516 hit NDCG@10 0.412 on the April eval set.", "best"),
    m("m4", "2025-06-09 10:00", "学习率调到 1e-4 之后 loss 不再震荡。", "lr"),
    m("m5", "2025-06-30 10:00", "Switched the ranking training data to clicks-v4 (dedup plus bot filtering).", "ds"),
    m("m6", "2025-07-14 16:00", "上周五训出的 ckpt-0711 NDCG@10 到了 0.437，成为线上候选。", "best", "lw:4"),
    m("m7", "2025-08-04 10:00", "ckpt-0711 went to 10% of production traffic yesterday.", "rollout", "-1"),
    m("m8", "2025-09-01 10:00", "clicks-v4 有标签泄漏，数据集退回 clicks-v3，并改成按时间切分。", "ds"),
    m("m9", "2025-09-15 10:00", "The ads team's model trains on clicks-v5; don't confuse it with ours.", "ds:other"),
    m("m10", "2025-10-06 10:00", "三天前训出的 ckpt-1003 在新切分上 NDCG@10 0.429，同一评测上比 ckpt-0711 高。", "best", "-3"),
    m("m11", "2025-10-20 10:00", "ckpt-1003 rolled out to 100% of traffic last Wednesday.", "rollout", "lw:2"),
    m("m12", "2025-11-03 10:00", "Learning rate schedule changed to cosine with a peak of 2e-4.", "lr"),
], [
    q("2025-11-05 10:00", "current", "Which checkpoint is serving production now?", ["m11"], [["m11", "m7"]]),
    q("2025-11-05 10:05", "current", "训练现在用哪个数据集？", ["m8"], [["m8", "m5"], ["m8", "m9"], ["m8", "m2"]]),
    q("2025-11-05 10:10", "current", "What learning rate are we using?", ["m12"], [["m12", "m4"], ["m12", "m1"]]),
    q("2025-11-05 10:15", "current", "现在最好的 checkpoint 是哪个？", ["m10"], [["m10", "m6"], ["m10", "m3"]]),
    q("2025-11-05 10:20", "dated", "Which dataset did we train on in July 2025?", ["m5"], [], "2025-07-01..2025-07-31", "state"),
    q("2025-11-05 10:25", "dated", "2025年5月的时候学习率是多少？", ["m1"], [], "2025-05-01..2025-05-31", "state"),
    q("2025-11-05 10:30", "when", "ckpt-0711 什么时候上的线？", ["m7"]),
    q("2025-11-05 10:35", "when", "When did ckpt-1003 reach full traffic?", ["m11"]),
    q("2025-11-05 10:40", "when", "ckpt-0711 是哪天训出来的？", ["m6"]),
    q("2025-11-05 10:45", "relative", "What went to production last quarter?", ["m7"], [], "lq", "event"),
    q("2025-11-05 10:50", "relative", "上个月全量了哪个模型？", ["m11"], [], "lm", "event"),
])

H("h15", "en", [
    m("m1", "2024-08-05 21:00", "The home NAS is a Synology DS920+ at 192.168.1.20.", "nasip"),
    m("m2", "2024-08-05 21:10", "WireGuard VPN listens on UDP 51820 on the router.", "vpn"),
    m("m3", "2024-08-12 22:00", "Nightly backups to Backblaze B2 run at 03:00.", "backup"),
    m("m4", "2024-10-14 21:00", "Re-addressed the LAN to 10.0.0.0/24; the NAS is now at 10.0.0.20.", "nasip"),
    m("m5", "2024-11-04 20:00", "The ISP started blocking 51820, so WireGuard moved to UDP 443.", "vpn"),
    m("m6", "2024-12-02 21:00", "A NAS drive failed three days ago; replaced it and the RAID rebuilt overnight.", "drive", "-3"),
    m("m7", "2025-01-20 20:00", "Backups to B2 now run weekly, Sundays at 04:00, to save on transaction costs.", "backup"),
    m("m8", "2025-03-10 21:00", "Replaced the Synology with a TrueNAS box at 10.0.0.30.", "nasip"),
    m("m9", "2025-03-17 20:00", "My brother's NAS also sits at 10.0.0.20 on his own network; ignore it when he asks.", "nasip:other"),
    m("m10", "2025-05-05 21:00", "A power cut last Thursday corrupted the Home Assistant database; restored from the Sunday backup.", "outage", "lw:3"),
    m("m11", "2025-06-16 20:00", "Backups go back to nightly at 03:00 from today, after the power-cut scare.", "backup", "0"),
    m("m12", "2025-06-30 20:00", "WireGuard moved back to 51820 after switching ISP to Zen.", "vpn"),
], [
    q("2025-07-02 21:00", "current", "What IP is the NAS on?", ["m8"], [["m8", "m4"], ["m8", "m9"], ["m8", "m1"]]),
    q("2025-07-02 21:05", "current", "Which port does WireGuard listen on?", ["m12"], [["m12", "m5"], ["m12", "m2"]]),
    q("2025-07-02 21:10", "current", "How often do the B2 backups run?", ["m11"], [["m11", "m7"], ["m11", "m3"]]),
    q("2025-07-02 21:15", "dated", "What was the backup schedule in spring 2025?", ["m7"], [], "2025-03-01..2025-05-31", "state"),
    q("2025-07-02 21:20", "dated", "Which port was the VPN on in December 2024?", ["m5"], [], "2024-12-01..2024-12-31", "state"),
    q("2025-07-02 21:25", "dated", "What address did the NAS have in September 2024?", ["m1"], [], "2024-09-01..2024-09-30", "state"),
    q("2025-07-02 21:30", "when", "When did the NAS drive fail?", ["m6"]),
    q("2025-07-02 21:35", "when", "When was the power cut?", ["m10"]),
    q("2025-07-02 21:40", "relative", "Did anything change about backups last month?", ["m11"], [], "lm", "event"),
    q("2025-07-02 21:45", "relative", "What broke in the homelab last year?", ["m6"], [], "ly", "event"),
])

H("h16", "zh", [
    m("m1", "2024-09-02 10:00", "望江楼滨江店的店长是老郑。", "mgr"),
    m("m2", "2024-09-02 10:10", "望江楼招牌酸菜鱼定价88元。", "price"),
    m("m3", "2024-09-09 11:00", "滨江店外卖只上美团。", "delivery"),
    m("m4", "2024-09-30 10:00", "9月28日滨江店接了一场200人的团建宴，单日营业额破纪录。", "banquet", "2024-09-28"),
    m("m5", "2024-11-04 10:00", "今天外卖加上了饿了么，两个平台一起做。", "delivery", "0"),
    m("m6", "2024-12-30 10:00", "年底调价：酸菜鱼涨到98元，1月1日起执行。", "price"),
    m("m7", "2025-02-10 10:00", "老郑调去开新店，滨江店店长换成小梅。", "mgr"),
    m("m8", "2025-03-03 10:00", "上上周的食品安全检查，滨江店拿了A级。", "inspect", "llw"),
    m("m9", "2025-04-28 10:00", "饿了么抽成太高，月底起停掉，只留美团。", "delivery"),
    m("m10", "2025-05-19 10:00", "对面川味坊的酸菜鱼只卖68元。", "price:other"),
    m("m11", "2025-06-30 10:00", "今天酸菜鱼推出小份：大份还是98元，小份58元。", "price", "0"),
    m("m12", "2025-07-14 10:00", "小梅前天请辞，滨江店店长暂由老郑兼任。", "mgr", "-2"),
], [
    q("2025-07-16 15:00", "current", "滨江店现在的店长是谁？", ["m12"], [["m12", "m7"], ["m12", "m1"]]),
    q("2025-07-16 15:05", "current", "酸菜鱼现在卖多少钱？", ["m11", "m6"], [["m11", "m2"], ["m11", "m10"]]),
    q("2025-07-16 15:10", "current", "外卖现在上了哪些平台？", ["m9"], [["m9", "m5"], ["m9", "m3"]]),
    q("2025-07-16 15:15", "dated", "2024年底外卖上了哪几个平台？", ["m5"], [], "2024-12-01..2024-12-31", "state"),
    q("2025-07-16 15:20", "dated", "2025年3月滨江店店长是谁？", ["m7"], [], "2025-03-01..2025-03-31", "state"),
    q("2025-07-16 15:25", "relative", "去年秋天酸菜鱼卖多少钱？", ["m2"], [], "2024-09-01..2024-11-30", "state"),
    q("2025-07-16 15:30", "when", "食品安全检查是什么时候做的？", ["m8"]),
    q("2025-07-16 15:35", "when", "那场200人的团建宴是哪天？", ["m4"]),
    q("2025-07-16 15:40", "when", "饿了么是什么时候加上的？", ["m5"]),
    q("2025-07-16 15:45", "relative", "上周店里有什么人事变动？", ["m12"], [], "lw", "event"),
    q("2025-07-16 15:50", "relative", "上个月酸菜鱼有什么新变化？", ["m11"], [], "lm", "event"),
])

H("h17", "en", [
    m("m1", "2025-01-06 10:00", "Opened a Senior Backend Engineer role; salary band $150k-$175k.", "band"),
    m("m2", "2025-01-13 11:00", "Backend interview panel: Chen, Alvarez and Brooks.", "panel"),
    m("m3", "2025-02-03 14:00", "Recruiting agency for the backend role is Northstar Talent at an 18% fee.", "agency"),
    m("m4", "2025-03-03 10:00", "Backend band raised to $165k-$190k after losing two finalists on comp.", "band"),
    m("m5", "2025-03-17 16:00", "Brooks is off the backend panel; Okonkwo replaces him.", "panel"),
    m("m6", "2025-04-07 10:00", "Made an offer to Lena Fischer last Thursday.", "offer", "lw:3"),
    m("m7", "2025-04-14 10:00", "Lena declined yesterday; she took a counteroffer.", "decline", "-1"),
    m("m8", "2025-05-12 10:00", "Dropped Northstar; sourcing is in-house now with a contract recruiter, Jo Patel.", "agency"),
    m("m9", "2025-06-02 10:00", "Marco Bianchi accepted our offer three days ago; his start date is July 7.", "accept", "-3"),
    m("m10", "2025-06-09 10:00", "The data team's Staff role has a band of $190k-$220k.", "band:other"),
    m("m11", "2025-07-07 10:00", "Marco started today.", "start", "0"),
    m("m12", "2025-07-21 10:00", "Opened a second backend role at the same band; the panel is now Chen, Okonkwo and Marco.", "panel"),
], [
    q("2025-07-23 10:00", "current", "Who is on the backend interview panel?", ["m12"], [["m12", "m5"], ["m12", "m2"]]),
    q("2025-07-23 10:05", "current", "What's the salary band for the backend role?", ["m4", "m12"], [["m4", "m1"], ["m4", "m10"]]),
    q("2025-07-23 10:10", "current", "Who does our sourcing?", ["m8"], [["m8", "m3"]]),
    q("2025-07-23 10:15", "dated", "What was the backend band in February 2025?", ["m1"], [], "2025-02-01..2025-02-28", "state"),
    q("2025-07-23 10:20", "dated", "Who was on the panel in January 2025?", ["m2"], [], "2025-01-01..2025-01-31", "state"),
    q("2025-07-23 10:25", "dated", "Who did we lose to a counteroffer in spring 2025?", ["m7"], [], "2025-03-01..2025-05-31", "event"),
    q("2025-07-23 10:30", "when", "When did Marco accept?", ["m9"]),
    q("2025-07-23 10:35", "when", "When did Marco start?", ["m11", "m9"]),
    q("2025-07-23 10:40", "when", "When did we make the offer to Lena?", ["m6"]),
    q("2025-07-23 10:45", "relative", "Who started this month?", ["m11"], [], "tm", "event"),
    q("2025-07-23 10:50", "relative", "Which candidates answered our offers in the first half of this year?", ["m9", "m7"], [], "2025-01-01..2025-06-30", "event"),
])

H("h18", "zh", [
    m("m1", "2024-03-04 21:00", "小林考研的目标院校定为浙江大学计算机。", "target"),
    m("m2", "2024-03-11 21:00", "每天复习安排：上午数学，下午英语，晚上专业课。", "plan"),
    m("m3", "2024-05-06 21:00", "上周六参加了新东方的数学模考，考了108分。", "mock", "lw:5"),
    m("m4", "2024-07-01 21:00", "目标院校改成南京大学，浙大分数线太高。", "target"),
    m("m5", "2024-09-02 21:00", "复习安排调整：上午专业课，下午数学，晚上英语和政治。", "plan"),
    m("m6", "2024-09-30 21:00", "前天的第二次数学模考考了121分。", "mock", "-2"),
    m("m7", "2024-10-14 21:00", "考研报名今天确认完成，报的是南京大学。", "reg", "0"),
    m("m8", "2024-11-11 21:00", "室友小陈报的是浙江大学软件学院。", "target:other"),
    m("m9", "2024-12-23 21:00", "初试前天考完，感觉数学不错。", "exam", "-2"),
    m("m10", "2025-02-24 21:00", "初试成绩昨天出来了，总分382。", "score", "-1"),
    m("m11", "2025-03-31 21:00", "南大复试今天出结果，没过，决定调剂到苏州大学。", "target", "0"),
    m("m12", "2025-04-14 21:00", "苏大的调剂复试上周四通过了。", "admit", "lw:3"),
], [
    q("2025-04-16 21:00", "current", "小林现在要去哪个学校？", ["m11", "m12"], [["m11", "m4"], ["m11", "m8"], ["m11", "m1"]]),
    q("2025-04-16 21:05", "current", "初试总分多少？", ["m10"]),
    q("2025-04-16 21:10", "dated", "2024年春天目标院校是哪所？", ["m1"], [], "2024-03-01..2024-05-31", "state"),
    q("2025-04-16 21:15", "dated", "2024年暑假的时候每天怎么复习？", ["m2"], [], "2024-07-01..2024-08-31", "state"),
    q("2025-04-16 21:20", "dated", "2024年9月的模考考了多少？", ["m6"], [], "2024-09-01..2024-09-30", "event"),
    q("2025-04-16 21:25", "when", "初试是哪天考完的？", ["m9"]),
    q("2025-04-16 21:30", "when", "什么时候确认的考研报名？", ["m7"]),
    q("2025-04-16 21:35", "when", "第一次数学模考是哪天？", ["m3"]),
    q("2025-04-16 21:40", "relative", "上周有什么好消息？", ["m12"], [], "lw", "event"),
    q("2025-04-16 21:45", "relative", "去年考研报名报的哪个学校？", ["m7"], [], "ly", "event"),
    q("2025-04-16 21:50", "relative", "上个月复试结果怎么样？", ["m11"], [], "lm", "event"),
])

H("h19", "en", [
    m("m1", "2025-09-01 19:00", "Riverside Rovers train on Tuesdays at 19:30 on Pitch 3 at Meadow Lane.", "train"),
    m("m2", "2025-09-01 19:10", "Rovers captain for the season: Ade.", "captain"),
    m("m3", "2025-09-08 20:00", "Rovers match fees are £6 a game.", "fee"),
    m("m4", "2025-10-13 20:00", "Lost 4-2 to Canal Street FC over the weekend.", "result", "wkend"),
    m("m5", "2025-11-03 20:00", "Meadow Lane closed Pitch 3 for resurfacing; Rovers training moves to Thursdays at 20:00 at the Kingsway dome.", "train"),
    m("m6", "2025-11-17 20:00", "Ade tore a hamstring last Wednesday; Kofi is captain until he is fit.", "captain", "lw:2"),
    m("m7", "2025-12-01 20:00", "Rovers match fees go up to £7 from the new year.", "fee"),
    m("m8", "2026-01-12 20:00", "Won the winter cup final yesterday, 3-1 against Harbour United.", "cup", "-1"),
    m("m9", "2026-02-02 20:00", "Pitch 3 reopened today; Rovers training is back to Tuesdays 19:30 at Meadow Lane.", "train", "0"),
    m("m10", "2026-02-09 20:00", "Ade is fit again and takes the captain's armband back.", "captain"),
    m("m11", "2026-02-16 20:00", "Canal Street FC now train on Thursdays at the Kingsway dome.", "train:other"),
    m("m12", "2026-03-02 20:00", "Signed up for the spring league; our first fixture is on March 14.", "league", "2026-03-14"),
    m("m13", "2026-03-16 20:00", "Drew 2-2 in the first spring league game two days ago.", "result", "-2"),
], [
    q("2026-03-20 18:00", "current", "When and where do we train now?", ["m9"], [["m9", "m5"], ["m9", "m11"], ["m9", "m1"]]),
    q("2026-03-20 18:05", "current", "Who's the captain?", ["m10"], [["m10", "m6"], ["m10", "m2"]]),
    q("2026-03-20 18:10", "current", "How much is the match fee?", ["m7"], [["m7", "m3"]]),
    q("2026-03-20 18:15", "current", "Last month you told me the captain changed; who has the armband now?", ["m10"], [["m10", "m6"]], None, None, "time words incidental"),
    q("2026-03-20 18:20", "dated", "Where did we train in December 2025?", ["m5"], [], "2025-12-01..2025-12-31", "state"),
    q("2026-03-20 18:25", "dated", "Who was captain in January 2026?", ["m6"], [], "2026-01-01..2026-01-31", "state"),
    q("2026-03-20 18:30", "dated", "What was the result against Canal Street in autumn 2025?", ["m4"], [], "2025-09-01..2025-11-30", "event"),
    q("2026-03-20 18:35", "when", "When did we win the winter cup?", ["m8"]),
    q("2026-03-20 18:40", "when", "When did Ade get injured?", ["m6"]),
    q("2026-03-20 18:45", "when", "When was the first spring league game?", ["m13", "m12"]),
    q("2026-03-20 18:50", "relative", "How did we do last Saturday?", ["m13"], [], "lw:5", "event"),
    q("2026-03-20 18:55", "relative", "Did anything change about training this year?", ["m9"], [], "ty", "event"),
])

H("h20", "mixed", [
    m("m1", "2024-02-05 10:00", "Shoply checkout uses Stripe; fee is 2.9% + 30¢.", "psp"),
    m("m2", "2024-02-12 11:00", "支付 webhook 地址是 https://api.shoply.io/hooks/stripe。", "hook"),
    m("m3", "2024-04-15 10:00", "Stripe API version pinned to 2023-10-16.", "apiver"),
    m("m4", "2024-06-03 10:00", "为了欧洲本地支付方式，今天决定把欧洲的支付迁到 Adyen，费率 interchange++ 平均 2.1%。", "psp", "0"),
    m("m5", "2024-07-08 10:00", "Adyen went live for EU traffic last Tuesday; US stays on Stripe for now.", "golive", "lw:1"),
    m("m6", "2024-07-15 10:00", "Webhook 改成统一入口 https://api.shoply.io/hooks/payments。", "hook"),
    m("m7", "2024-09-16 10:00", "US traffic moved to Adyen too, three days ago; Stripe is only a fallback now.", "psp", "-3"),
    m("m8", "2024-10-21 10:00", "隔壁组的 marketplace 项目还是用 Stripe Connect 收款。", "psp:other"),
    m("m9", "2025-01-13 10:00", "Adyen 在美国的拒付率太高，US 切回 Stripe，EU 留在 Adyen。", "psp"),
    m("m10", "2025-02-03 10:00", "Stripe API version bumped to 2024-12-18.acacia.", "apiver"),
    m("m11", "2025-03-10 10:00", "昨天 webhook 签名校验出错，丢了约 300 个事件，已经重放。", "incident", "-1"),
    m("m12", "2025-03-17 10:00", "Negotiated the Stripe US rate down to 2.5% + 30¢ from April 1.", "usfee"),
], [
    q("2025-03-19 10:00", "current", "Which PSP handles US payments now?", ["m9"], [["m9", "m7"], ["m9", "m8"], ["m9", "m4"]]),
    q("2025-03-19 10:05", "current", "webhook 现在的地址是什么？", ["m6"], [["m6", "m2"]]),
    q("2025-03-19 10:10", "current", "Which Stripe API version are we on?", ["m10"], [["m10", "m3"]]),
    q("2025-03-19 10:15", "current", "美国这边 Stripe 的费率现在是多少？", ["m12"]),
    q("2025-03-19 10:20", "dated", "Who processed US card payments in November 2024?", ["m7"], [], "2024-11-01..2024-11-30", "state"),
    q("2025-03-19 10:25", "dated", "2024年春天主支付通道是哪家？", ["m1"], [], "2024-03-01..2024-05-31", "state"),
    q("2025-03-19 10:30", "when", "Adyen 什么时候在欧洲上线的？", ["m5"]),
    q("2025-03-19 10:35", "when", "When did US traffic move to Adyen?", ["m7"]),
    q("2025-03-19 10:40", "when", "webhook 丢事件是哪天？", ["m11"]),
    q("2025-03-19 10:45", "relative", "What broke with payments this month?", ["m11"], [], "tm", "event"),
    q("2025-03-19 10:50", "relative", "去年夏天美国的支付走哪家？", ["m5", "m1"], [], "2024-06-01..2024-08-31", "state"),
    q("2025-03-19 10:55", "relative", "When we moved Europe to Adyen last year, what fee did they quote?", ["m4"], [], "ly", "event"),
])

H("h21", "en", [
    m("m1", "2025-01-20 10:00", "Our SOC 2 auditor is Keller & Shaw.", "auditor"),
    m("m2", "2025-01-20 10:10", "Target date for the SOC 2 Type I report is June 30.", "target", "2025-06-30"),
    m("m3", "2025-02-10 11:00", "Our privacy contact (DPO) is Hannah Cole.", "dpo"),
    m("m4", "2025-03-10 10:00", "Signed the DPA with Globex, our largest customer, last Friday.", "dpa", "lw:4"),
    m("m5", "2025-04-21 10:00", "Keller & Shaw failed their peer review; our SOC 2 auditor is now Brightline Assurance.", "auditor"),
    m("m6", "2025-05-05 10:00", "The SOC 2 report target slips to August 15 because of the auditor change.", "target", "2025-08-15"),
    m("m7", "2025-06-16 10:00", "SOC 2 fieldwork ran last week; no exceptions so far.", "fieldwork", "lw"),
    m("m8", "2025-07-07 10:00", "Hannah left; the DPO role is outsourced to DataGuard, contact Piet de Vries.", "dpo"),
    m("m9", "2025-08-18 10:00", "The SOC 2 Type I report was issued three days ago.", "issued", "-3"),
    m("m10", "2025-09-01 10:00", "Globex's own SOC 2 auditor is Keller & Shaw; that is their vendor, not ours.", "auditor:other"),
    m("m11", "2025-10-06 10:00", "The Type II observation window started on October 1 and runs six months.", "window", "2025-10-01"),
    m("m12", "2025-12-01 10:00", "DPO role is back in-house: Hannah Cole rejoined last week.", "dpo", "lw"),
], [
    q("2025-12-03 10:00", "current", "Who is our SOC 2 auditor?", ["m5"], [["m5", "m1"], ["m5", "m10"]]),
    q("2025-12-03 10:05", "current", "Who is our DPO?", ["m12"], [["m12", "m8"], ["m12", "m3"]]),
    q("2025-12-03 10:10", "dated", "Who was our DPO in August 2025?", ["m8"], [], "2025-08-01..2025-08-31", "state"),
    q("2025-12-03 10:15", "dated", "What was the report target date in March 2025?", ["m2"], [], "2025-03-01..2025-03-31", "state"),
    q("2025-12-03 10:20", "dated", "What audit work happened in mid-2025?", ["m7"], [], "2025-05-01..2025-07-31", "event"),
    q("2025-12-03 10:25", "when", "When was the SOC 2 Type I report issued?", ["m9"]),
    q("2025-12-03 10:30", "when", "When did we sign the Globex DPA?", ["m4"]),
    q("2025-12-03 10:35", "when", "When did the Type II window start?", ["m11"]),
    q("2025-12-03 10:40", "relative", "Who rejoined last week?", ["m12"], [], "lw", "event"),
    q("2025-12-03 10:45", "relative", "What did we get from the auditors last quarter?", ["m9"], [], "lq", "event"),
])

H("h22", "zh", [
    m("m1", "2025-03-03 20:00", "奶奶的护工是王阿姨，白天8点到晚上6点。", "carer"),
    m("m2", "2025-03-03 20:10", "奶奶每天早上吃一片氨氯地平。", "med"),
    m("m3", "2025-03-17 20:00", "上周四带奶奶去市一院复查，血压控制得不错。", "visit", "lw:3"),
    m("m4", "2025-04-21 20:00", "王阿姨家里有事辞职了，新护工是李姐，时间不变。", "carer"),
    m("m5", "2025-05-12 20:00", "医生把氨氯地平改成早晚各一片。", "med"),
    m("m6", "2025-06-09 20:00", "奶奶前天在卫生间摔了一跤，没骨折，手腕有淤青。", "fall", "-2"),
    m("m7", "2025-06-16 20:00", "摔跤后护工改成24小时住家，还是李姐，每月8500元。", "carer"),
    m("m8", "2025-07-21 20:00", "楼下张奶奶家的住家护工每月只要6000元。", "carer:other"),
    m("m9", "2025-09-01 20:00", "下次复诊约在9月18日，挂的是心内科周主任。", "nextvisit", "2025-09-18"),
    m("m10", "2025-09-22 20:00", "9月18日复诊，周主任加了一片阿司匹林，氨氯地平不变。", "med", "2025-09-18"),
    m("m11", "2025-11-03 20:00", "李姐回老家过冬，上个月底起换成赵阿姨住家照顾奶奶。", "carer"),
    m("m12", "2025-11-17 20:00", "奶奶三天前过了90岁生日，全家在老房子聚了一次。", "bday", "-3"),
], [
    q("2025-11-19 20:00", "current", "现在是谁在照顾奶奶？", ["m11"], [["m11", "m7"], ["m11", "m4"], ["m11", "m8"]]),
    q("2025-11-19 20:05", "current", "奶奶现在吃哪些药？", ["m10", "m5"], [["m10", "m2"]]),
    q("2025-11-19 20:10", "current", "上个月我问过你，奶奶现在一天吃几次降压药？", ["m10", "m5"], [["m10", "m2"]], None, None, "time words incidental"),
    q("2025-11-19 20:15", "dated", "夏天请的住家护工每月多少钱？", ["m7"], [], "2025-06-01..2025-08-31", "state"),
    q("2025-11-19 20:20", "dated", "4月初谁在照顾奶奶？", ["m1"], [], "2025-04-01..2025-04-10", "state"),
    q("2025-11-19 20:25", "dated", "5月中旬奶奶的降压药是怎么吃的？", ["m5"], [], "2025-05-11..2025-05-20", "state"),
    q("2025-11-19 20:30", "when", "奶奶是哪天摔跤的？", ["m6"]),
    q("2025-11-19 20:35", "when", "最近一次复诊是哪天？", ["m10", "m9"]),
    q("2025-11-19 20:40", "when", "奶奶90岁生日是哪天过的？", ["m12"]),
    q("2025-11-19 20:45", "relative", "上周家里有什么事？", ["m12"], [], "lw", "event"),
    q("2025-11-19 20:50", "relative", "今年春天去医院复查的结果怎么样？", ["m3"], [], "2025-03-01..2025-05-31", "event"),
])

H("h23", "en", [
    m("m1", "2023-01-09 10:00", "The Long Table podcast records on Wednesdays at 18:00 in Studio B.", "rec"),
    m("m2", "2023-01-09 10:10", "My co-host on The Long Table is Maya Torres.", "cohost"),
    m("m3", "2023-01-16 11:00", "The Long Table episodes are hosted on Anchor.", "host"),
    m("m4", "2023-06-12 10:00", "Episode 50 went out yesterday, recorded with a live audience.", "ep", "-1"),
    m("m5", "2023-09-04 10:00", "Moved podcast hosting from Anchor to Transistor for better analytics.", "host"),
    m("m6", "2024-01-08 10:00", "Recording moves to Monday mornings at 09:30; Studio B is booked on Wednesdays now.", "rec"),
    m("m7", "2024-05-13 10:00", "Maya is leaving to start her own show; her last episode with us was recorded last Monday.", "maya", "lw:0"),
    m("m8", "2024-05-20 10:00", "My new co-host is Jordan Pike.", "cohost"),
    m("m9", "2024-11-18 10:00", "Episode 150 was published on November 14; we passed 1 million downloads.", "ep", "2024-11-14"),
    m("m10", "2025-03-03 10:00", "Transistor prices went up; moved podcast hosting to Buzzsprout today.", "host", "0"),
    m("m11", "2025-04-07 10:00", "Maya's new show, Open Kitchen, is hosted on Transistor.", "host:other"),
    m("m12", "2025-09-15 10:00", "Recording is back to Wednesdays at 18:00, but now in Studio D.", "rec"),
    m("m13", "2025-10-13 10:00", "Jordan and I recorded a live episode at the Brighton festival over the weekend.", "live", "wkend"),
], [
    q("2025-10-15 10:00", "current", "Where is the podcast hosted?", ["m10"], [["m10", "m5"], ["m10", "m11"], ["m10", "m3"]]),
    q("2025-10-15 10:05", "current", "When and where do we record?", ["m12"], [["m12", "m6"], ["m12", "m1"]]),
    q("2025-10-15 10:10", "current", "Who's my co-host?", ["m8"], [["m8", "m2"]]),
    q("2025-10-15 10:15", "dated", "Where was the show hosted in summer 2023?", ["m3"], [], "2023-06-01..2023-08-31", "state"),
    q("2025-10-15 10:20", "dated", "When did we record during 2024?", ["m6"], [], "2024-01-01..2024-12-31", "state"),
    q("2025-10-15 10:25", "dated", "Who co-hosted in early 2024?", ["m2"], [], "2024-01-01..2024-03-31", "state"),
    q("2025-10-15 10:30", "dated", "Before we moved to Buzzsprout, where were we hosted?", ["m5"], [], "2023-09-04..2025-03-02", "state"),
    q("2025-10-15 10:35", "when", "When did episode 150 come out?", ["m9"]),
    q("2025-10-15 10:40", "when", "When did Maya record her last episode?", ["m7"]),
    q("2025-10-15 10:45", "when", "When did episode 50 go out?", ["m4"]),
    q("2025-10-15 10:50", "relative", "Where did we record a live episode this month?", ["m13"], [], "tm", "event"),
    q("2025-10-15 10:55", "relative", "What did we change about hosting this year?", ["m10"], [], "ty", "event"),
])

H("h24", "zh", [
    m("m1", "2025-05-05 10:00", "直播间固定每周二、周五晚上8点开播。", "time"),
    m("m2", "2025-05-05 10:10", "直播间的主播是阿乐。", "host"),
    m("m3", "2025-05-12 11:00", "主推款防晒衣直播价129元。", "price"),
    m("m4", "2025-06-23 10:00", "上周三的618专场卖了1.2万单，创纪录。", "record", "lw:2"),
    m("m5", "2025-07-07 10:00", "开播时间改成每天晚上7点半，日播。", "time"),
    m("m6", "2025-07-21 10:00", "防晒衣清仓，直播价降到99元。", "price"),
    m("m7", "2025-08-04 10:00", "阿乐签了别的机构，主播换成小七。", "host"),
    m("m8", "2025-09-01 10:00", "秋装上新，主推款换成冲锋衣，直播价259元。", "price"),
    m("m9", "2025-09-15 10:00", "同行“山野小铺”的冲锋衣直播价才199元。", "price:other"),
    m("m10", "2025-09-29 10:00", "日播太累，开播改回每周二、周五晚上8点，周日加一场下午场。", "time"),
    m("m11", "2025-10-20 10:00", "前天直播间被平台限流了一场，原因是口播里说了“全网最低价”。", "ban", "-2"),
    m("m12", "2025-11-10 10:00", "今天起冲锋衣直播价降到239元，本月底前有效。", "price", "0"),
    m("m13", "2025-11-24 10:00", "小七上周五生病，那场由运营小周临时顶上。", "sub", "lw:4"),
], [
    q("2025-11-26 10:00", "current", "现在几点开播？", ["m10"], [["m10", "m5"], ["m10", "m1"]]),
    q("2025-11-26 10:05", "current", "直播间现在的主播是谁？", ["m7"], [["m7", "m2"]]),
    q("2025-11-26 10:10", "current", "冲锋衣现在直播价多少？", ["m12"], [["m12", "m8"], ["m12", "m9"]]),
    q("2025-11-26 10:15", "dated", "8月份几点开播？", ["m5"], [], "2025-08-01..2025-08-31", "state"),
    q("2025-11-26 10:20", "dated", "7月底防晒衣卖多少钱？", ["m6"], [], "2025-07-21..2025-07-31", "state"),
    q("2025-11-26 10:25", "dated", "6月的时候主播是谁？", ["m2"], [], "2025-06-01..2025-06-30", "state"),
    q("2025-11-26 10:30", "when", "618专场是哪天？", ["m4"]),
    q("2025-11-26 10:35", "when", "直播间是哪天被限流的？", ["m11"]),
    q("2025-11-26 10:40", "relative", "上周五是谁播的？", ["m13"], [], "lw:4", "event"),
    q("2025-11-26 10:45", "relative", "上个月直播间出过什么事？", ["m11"], [], "lm", "event"),
    q("2025-11-26 10:50", "relative", "这个月冲锋衣调过价吗？", ["m12"], [], "tm", "event"),
])

H("h25", "mixed", [
    m("m1", "2026-03-02 09:00", "ledger-api v4.12.0 deployed to production today.", "ver", "0"),
    m("m2", "2026-03-02 09:30", "staging 环境的 ledger-api 监听 8443 端口。", "port"),
    m("m3", "2026-03-04 17:00", "Rolled production back to ledger-api v4.11.3 today because of a migration lock; v4.12.0 pulled.", "ver", "0"),
    m("m4", "2026-03-05 10:00", "昨天的回滚花了40分钟，影响了夜间对账任务。", "rollback", "-1"),
    m("m5", "2026-03-09 09:00", "ledger-api v4.12.1 went to production over the weekend with the lock fix.", "ver", "wkend"),
    m("m6", "2026-03-10 14:00", "staging 改成监听 9443，8443 让给新的 admin 网关。", "port"),
    m("m7", "2026-03-12 11:00", "The payments-gateway team deployed their own v4.13.0 today; not our service.", "ver:other", "0"),
    m("m8", "2026-03-16 09:00", "上周四开始 ledger-api 发布冻结，3月20日解冻。", "freeze", "lw:3"),
    m("m9", "2026-03-20 18:00", "Freeze lifted; ledger-api v4.13.0 deployed to production this evening.", "ver", "0"),
    m("m10", "2026-03-23 10:00", "今天 staging 端口又改回 8443，admin 网关搬到别的机器了。", "port", "0"),
    m("m11", "2026-03-24 09:00", "Database failover drill ran yesterday; 11 seconds of write downtime.", "drill", "-1"),
], [
    q("2026-03-24 10:50", "relative", "昨天有什么运维动作？", ["m11", "m10"], [], "-1", "event"),
    q("2026-03-26 10:00", "current", "ledger-api 生产环境现在是哪个版本？", ["m9"], [["m9", "m5"], ["m9", "m3"], ["m9", "m7"], ["m9", "m1"]]),
    q("2026-03-26 10:05", "current", "Which port does ledger-api staging listen on now?", ["m10"], [["m10", "m6"]]),
    q("2026-03-26 10:10", "relative", "上周部署的是哪个版本？", ["m9"], [], "lw", "event"),
    q("2026-03-26 10:15", "relative", "What was running in prod last Wednesday?", ["m5"], [["m5", "m7"]], "lw:2", "state"),
    q("2026-03-26 10:20", "relative", "这个月有没有回滚过？", ["m3", "m4"], [], "tm", "event"),
    q("2026-03-26 10:25", "when", "When was the rollback?", ["m3", "m4"]),
    q("2026-03-26 10:30", "when", "发布冻结是从哪天开始的？", ["m8"]),
    q("2026-03-26 10:35", "when", "When did v4.12.1 reach production?", ["m5"]),
    q("2026-03-26 10:40", "dated", "Which port did staging use the week of March 2?", ["m2"], [], "2026-03-02..2026-03-08", "state"),
    q("2026-03-26 10:45", "dated", "Which version went to production the week before the freeze?", ["m5"], [], "2026-03-05..2026-03-11", "event"),
])


# ================================================================ self-checks
REL_WORDS = ["yesterday", "last week", "this week", "last month", "this month", "last year",
             "this year", "last quarter", "last ", "ago", "昨天", "上周", "这周", "本周",
             "上个月", "这个月", "本月", "去年", "今年", "上个季度", "上季度", "前天", "天前", "上上周"]


def check_and_build():
    errors = []

    def err(*a):
        errors.append(" ".join(str(x) for x in a))

    out_h, out_q = [], []
    seen_h = set()
    qn = 0
    n_out = n_per = 0
    for hi, h in enumerate(HISTORIES, 1):
        hid = h["id"]
        if hid in seen_h or hid != f"h{hi:02d}":
            err(hid, "history id order/dup")
        seen_h.add(hid)
        split = "heldout" if hi % 3 == 0 else "tune"
        mems = h["memories"]
        bykey = {}
        prev = None
        langs = set()
        for x in mems:
            if x["key"] in bykey:
                err(hid, x["key"], "dup key")
            bykey[x["key"]] = x
            if prev and x["at"] < prev:
                err(hid, x["key"], "written_at not sorted")
            prev = x["at"]
            x["date"] = pdate(x["at"][:10])
            langs.add("zh" if CJK.search(x["text"]) else "en")
            if x["ev"] is not None:
                x["evr"] = resolve(x["ev"], x["date"])
                if x["evr"][0] > x["date"] and x["ev"] not in ("+1", "+2") \
                        and not x["ev"].startswith("nw") and ".." not in x["ev"] \
                        and not re.fullmatch(r"\d{4}-\d\d-\d\d", x["ev"]):
                    err(hid, x["key"], "event after writing")
                ph = phrases(x["ev"])
                if ph is not None and not any(p in x["text"] for p in ph):
                    err(hid, x["key"], "relative phrase missing for", x["ev"], ph)
                if re.fullmatch(r"\d{4}-\d\d-\d\d", x["ev"]) and not mentions_date(x["text"], x["evr"][0]):
                    err(hid, x["key"], "absolute date not in text", x["ev"])
                if ".." in x["ev"]:
                    pass
        if h["lang"] == "mixed":
            if langs != {"en", "zh"}:
                err(hid, "mixed history needs both languages", langs)
        elif langs != {h["lang"]}:
            err(hid, "memory language mismatch", langs)
        last = max(x["at"] for x in mems)
        # topic chains
        topics = {}
        for x in mems:
            if x["topic"]:
                topics.setdefault(x["topic"], []).append(x)
        qlangs = set()
        for qq in h["questions"]:
            qn += 1
            qid = f"q{qn:03d}"
            a = pdate(qq["at"][:10])
            tag = f"{hid}/{qid}"
            if qq["at"] < last:
                err(tag, "asked before last memory")
            qlangs.add("zh" if CJK.search(qq["query"]) else "en")
            exp = qq["exp"]
            if not exp or len(set(exp)) != len(exp):
                err(tag, "expected empty/dup")
            for k in exp:
                if k not in bykey:
                    err(tag, "unknown key", k)
            if any(k not in bykey for k in exp):
                continue
            first = bykey[exp[0]]
            kind = qq["kind"]
            if kind not in ("current", "dated", "relative", "when"):
                err(tag, "bad kind")
            for pa, pb in qq["out"]:
                if pa not in exp or pb not in bykey or pa == pb:
                    err(tag, "bad outranks", pa, pb)
                    continue
                ta, tb = bykey[pa]["topic"], bykey[pb]["topic"]
                if pb in exp:
                    err(tag, "outranked memory is also expected", pb)
                if ta == tb and bykey[pa]["at"] <= bykey[pb]["at"] and kind == "current":
                    err(tag, "current outranks an older over a newer of the same topic", pa, pb)
                if tb != ta and not (tb or "").startswith((ta or "?") + ":"):
                    err(tag, "outranks across unrelated topics", pa, pb)
            if qq["per"] and qq["mode"] == "state" and kind in ("dated", "relative") \
                    and not qq["out"] and first["topic"]:
                # derived label: the fact in force then outranks its first successor
                pend = resolve(qq["per"], a)[1]
                later = [x for x in topics[first["topic"]] if x["date"] > pend and x["key"] not in exp]
                if later:
                    qq["out"] = [[first["key"], min(later, key=lambda x: x["at"])["key"]]]
            rec = {"id": qid, "history": hid, "asked_at": ts(qq["at"]), "query": qq["query"],
                   "kind": kind, "expected": exp}
            if qq["out"]:
                rec["outranks"] = qq["out"]
                n_out += 1
            if kind == "current":
                t = first["topic"]
                if not t:
                    err(tag, "current answer without topic")
                else:
                    newest = max(topics[t], key=lambda x: x["at"])
                    if newest is not first:
                        err(tag, "current: first expected is not the newest of its topic", newest["key"])
                    older = [x["key"] for x in topics[t] if x is not first]
                    if older and not any(p[0] == first["key"] and p[1] in older for p in qq["out"]):
                        err(tag, "current over a chain without an outranks pair")
                    for x in topics[t]:
                        for y in topics[t]:
                            if x["key"] in exp and y["key"] in exp and x["at"] > y["at"] \
                                    and exp.index(x["key"]) > exp.index(y["key"]):
                                err(tag, "expected lists an older fact before a newer one")
                for ob in topics.get(t, []):
                    pass
                if qq["per"] and qq["note"] is None:
                    err(tag, "current with a period needs a note")
            if qq["per"]:
                p = resolve(qq["per"], a)
                if qq["mode"] not in ("event", "state"):
                    err(tag, "period without mode")
                rec["period"] = [p[0].isoformat(), p[1].isoformat()]
                rec["period_mode"] = qq["mode"]
                n_per += 1
                if qq["mode"] == "event":
                    for k in exp:
                        x = bykey[k]
                        if "evr" not in x:
                            err(tag, k, "event mode but memory has no event time")
                        elif not (p[0] <= x["evr"][0] and x["evr"][1] <= p[1]):
                            err(tag, k, "event", x["evr"], "outside period", p)
                else:
                    t = first["topic"]
                    if first["date"] > p[1]:
                        err(tag, "state: first expected written after period end")
                    if t:
                        cands = [x for x in topics[t] if x["date"] <= p[1]]
                        best = max(cands, key=lambda x: x["at"])
                        if best is not first:
                            err(tag, "state: fact in force at period end is", best["key"])
                    for k in exp:
                        if bykey[k]["date"] > p[1]:
                            err(tag, k, "state: expected written after period end")
                if kind == "relative":
                    if ".." not in qq["per"] and not re.fullmatch(r"\d{4}.*", qq["per"]):
                        ph = phrases(qq["per"])
                        if ph and not any(w in qq["query"] for w in ph):
                            err(tag, "relative phrase missing in query for", qq["per"])
            elif kind in ("dated", "relative"):
                err(tag, kind, "needs a period")
            if kind == "relative" and not any(w in qq["query"] for w in REL_WORDS):
                err(tag, "relative question without relative words")
            if kind == "when":
                if "evr" not in first:
                    err(tag, "when: first expected has no event time")
                else:
                    rec["answer_period"] = [first["evr"][0].isoformat(), first["evr"][1].isoformat()]
                    if first["evr"][1] > a:
                        err(tag, "when: answer after asked_at")
            if qq["note"]:
                rec["note"] = qq["note"]
            rec["split"] = split
            out_q.append(rec)
        if h["lang"] == "mixed" and qlangs != {"en", "zh"}:
            err(hid, "mixed history needs questions in both languages")
        for t, chain in topics.items():
            if ":" in t:
                base = t.split(":")[0]
                if base not in topics:
                    err(hid, "hard negative without a base topic", t)
        out_h.append({"id": hid, "lang": h["lang"],
                      "memories": [{"key": x["key"], "written_at": ts(x["at"]), "text": x["text"]}
                                   for x in mems]})
    texts = [x["text"] for h in HISTORIES for x in h["memories"]]
    if len(texts) != len(set(texts)):
        err("duplicate memory text")
    qs = [(r["history"], r["query"]) for r in out_q]
    if len(qs) != len(set(qs)):
        err("duplicate question in a history")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(f"{len(errors)} self-check errors")
    return {"version": 1, "histories": out_h, "questions": out_q}, n_out, n_per


def counts(data, n_out, n_per):
    lines = []
    tab = {}
    for r in data["questions"]:
        lg = "zh" if CJK.search(r["query"]) else "en"
        tab[(r["kind"], lg, r["split"])] = tab.get((r["kind"], lg, r["split"]), 0) + 1
    nq = len(data["questions"])
    nm = sum(len(h["memories"]) for h in data["histories"])
    lines.append(f"{nq} questions, {len(data['histories'])} histories, {nm} memories")
    lines.append("| kind     | en tune | en heldout | zh tune | zh heldout | total |")
    lines.append("|----------|--------:|-----------:|--------:|-----------:|------:|")
    for k in ("current", "dated", "relative", "when"):
        row = [tab.get((k, lg, s), 0) for lg in ("en", "zh") for s in ("tune", "heldout")]
        lines.append(f"| {k:<8} | " + " | ".join(str(v) for v in row) + f" | {sum(row)} |")
    zq = sum(1 for r in data["questions"] if CJK.search(r["query"]))
    lines.append(f"query language: zh {zq}, en {nq - zq}")
    hl = {}
    for h in data["histories"]:
        hl[h["lang"]] = hl.get(h["lang"], 0) + 1
    lines.append("histories: " + ", ".join(f"{k} {v}" for k, v in sorted(hl.items())))
    sp = {}
    for r in data["questions"]:
        sp[r["split"]] = sp.get(r["split"], 0) + 1
    lines.append("split: " + ", ".join(f"{k} {v}" for k, v in sorted(sp.items())))
    lines.append(f"with outranks: {n_out}, with period: {n_per}, "
                 f"with note: {sum(1 for r in data['questions'] if 'note' in r)}")
    per_h = [len(h["memories"]) for h in data["histories"]]
    lines.append(f"memories per history: {min(per_h)}-{max(per_h)}")
    spans = []
    for h in data["histories"]:
        a = pdate(h["memories"][0]["written_at"][:10])
        b = pdate(h["memories"][-1]["written_at"][:10])
        spans.append((b - a).days)
    lines.append(f"history span in days: {min(spans)}-{max(spans)}")
    return "\n".join(lines)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "time_blind2.json")
    data, n_out, n_per = check_and_build()
    blob = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(blob)
    digest = hashlib.sha256(blob.encode("utf-8")).hexdigest()
    with open(os.path.splitext(out)[0] + ".sha256", "w", encoding="utf-8", newline="\n") as f:
        f.write(f"{digest}  {os.path.basename(out)}\n")
    print(counts(data, n_out, n_per))
    print("sha256", digest)


if __name__ == "__main__":
    main()
