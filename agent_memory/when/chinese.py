"""Chinese time phrases: 2023年6月16日, 去年6月, 第三季度, 上半年, 上周三, 周五, 昨天, 三天前, 最近两周.

Numbers are digits or Chinese numerals (十六, 二〇二三); a two-digit year counts only before a
month ("23年6月"). Months said with 个 are durations ("3个月前" is three months ago, "3月前" is
before March).
"""

from __future__ import annotations

import re
from datetime import timedelta

from ..regex import precompiled
from .parts import season_near
from .scan import Context, Rule
from .span import (
    Span,
    add_months,
    date_span,
    day_span,
    half_span,
    month_part,
    month_span,
    nearest,
    quarter_span,
    season_span,
    shift_month,
    week_span,
    weekday_near,
    weekend_span,
    year_part,
    year_span,
    yearless,
)
from .words import CN_WEEKDAY, cn_number, cn_year

Lead = re.Match[str] | None

_YEAR_WORDS = {"大前年": -3, "前年": -2, "去年": -1, "今年": 0, "本年": 0, "明年": 1, "后年": 2}
_YEAR = (
    r"(?:(?<![\d.])(?P<y>(?:19|20)\d{2}|[零〇一二三四五六七八九]{4})\s*年"
    r"|(?<![\d.])(?P<ys>\d{2})\s*年(?=\s*(?:1[0-2]|0?[1-9])\s*月)"
    r"|(?P<yr>大前年|前年|去年|今年|本年|明年|后年))"
)
_MONTH_NUMBER = r"(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])"
_DAY_NUMBER = r"(?:3[01]|[12]\d|0?[1-9]|三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九])"


def _year(match: re.Match[str], context: Context) -> int | None:
    """The year the match names, None when it names none; -1 when it names one out of range."""
    if match["yr"]:
        return context.today.year + _YEAR_WORDS[match["yr"]]
    if match["ys"]:
        return 2000 + int(match["ys"])
    if match["y"]:
        year = cn_year(match["y"])
        return year if year is not None and 1900 <= year <= context.today.year + 30 else -1
    return None


_CALENDAR = precompiled(
    rf"(?:{_YEAR}\s*)?(?:(?<![\d.零〇一二两三四五六七八九十第])(?P<m>{_MONTH_NUMBER})\s*月份?"
    rf"(?:\s*(?P<d>{_DAY_NUMBER})(?:\s*[日号]|(?=[\s,，。;；、)）]|$)))?(?P<part>底|初|中旬|上旬|下旬|末)?"
    r"|第?(?P<q>[一二三四1-4])\s*季度|(?P<h>[上下])半年)"
)


def _calendar(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    year, today, tense = _year(match, context), context.today, context.tense
    if year == -1:
        return None
    if match["m"]:
        month = cn_number(match["m"])
        day = cn_number(match["d"]) if match["d"] else None
        if month is None:
            return None
        if day is not None:
            if year is None:
                return yearless(lambda year: date_span(year, month, day), today, tense)
            return date_span(year, month, day)
        part = _MONTH_PARTS.get(match["part"] or "")
        if part is not None:
            if year is None:
                return yearless(lambda year: month_part(year, month, part), today, tense)
            return month_part(year, month, part)
        if year is None:
            return yearless(lambda year: month_span(year, month), today, tense)
        return month_span(year, month)
    if match["q"]:
        quarter = cn_number(match["q"])
        if quarter is None:
            return None
        if year is None:
            return yearless(lambda year: quarter_span(year, quarter), today, tense)
        return quarter_span(year, quarter)
    return half_span(today.year if year is None else year, 1 if match["h"] == "上" else 2)


# 月初/上旬 are the 1st-10th of a month, 中旬 the 11th-20th, 下旬/月底/月末 the 21st to its end;
# 年初 January-March, 年中 May-July, 年底/年末 December (span.MONTH_PARTS, span.YEAR_PARTS)
_MONTH_PARTS = {"初": "early", "上旬": "early", "中旬": "mid", "下旬": "late", "底": "late", "末": "late"}
_YEAR_PARTS = {"初": "early", "中": "mid", "底": "end", "末": "end"}
# 年中 is mid-year where a phrase ends there ("2023年中", "年中的时候"), not in "2023年中国市场"
_YEAR_ALONE = precompiled(
    rf"{_YEAR}(?:年?(?P<part>底|初|中(?=[\s,，。;；、的左前后以之时到至]|$)|末))?"
    r"|(?<![\d零〇一二三四五六七八九今去明前后本大每年])年(?P<this>底|初|末)"  # 年底: this year's
)


def _year_alone(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    if match["this"]:
        return year_part(context.today.year, _YEAR_PARTS[match["this"]])
    year = _year(match, context)
    if year is None or year == -1:
        return None
    return year_part(year, _YEAR_PARTS[match["part"]]) if match["part"] else year_span(year)


_SEASONS = {"春": "spring", "夏": "summer", "秋": "autumn", "冬": "winter"}
_SEASON_PARTS = {"初": "early", "盛": "mid", "仲": "mid", "晚": "late", "深": "late"}
# a season needs a year (2024年夏天, 去年冬天, 今夏) or 这个 before it: 夏天 alone is a habit
_SEASON = precompiled(
    rf"(?:{_YEAR}\s*的?|(?P<near>这个|今|去|明)(?=[初盛仲晚深]?[春夏秋冬]))\s*(?P<part>[初盛仲晚深])?"
    r"(?P<s>[春夏秋冬])(?:天|季)?(?![节风联卷令])"
)


def _season(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    season, part = _SEASONS[match["s"]], _SEASON_PARTS.get(match["part"] or "")
    near = match["near"]
    if near == "这个":
        return season_near(season, part, "this", context)
    year = context.today.year + {"今": 0, "去": -1, "明": 1}[near] if near else _year(match, context)
    if year is None or year == -1:
        return None
    return season_span(year, season, part)


_DAY_WORDS = {
    "大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "昨夜": -1, "今天": 0, "今日": 0, "今早": 0,
    "今晚": 0, "今晨": 0, "今儿": 0, "明天": 1, "明日": 1, "明早": 1, "明晚": 1, "后天": 2, "大后天": 3,
}  # fmt: skip
_DAYS = precompiled(
    r"大前天|大后天|(?<![之以提])前天|昨天|昨日|昨晚|昨夜|今天|今日|今早|今晚|今晨|今儿|明天|明日|明早|明晚|(?<![之以然最先])后天"
)


def _days(match: re.Match[str], lead: Lead, context: Context) -> Span:
    return day_span(context.today + timedelta(days=_DAY_WORDS[match.group(0)]))


def _shift(word: str) -> int:
    word = word.rstrip("个")
    return {"上上": -2, "上": -1, "本": 0, "这": 0, "下": 1, "下下": 2}[word]


_WEEK = precompiled(
    r"(?P<rel>上上个?|上个?|本|这个?|下下个?|下个?)(?:周|星期|礼拜)"
    r"(?:(?P<wd>[一二三四五六日天])|(?P<end>末)|(?![期岁年报会刊]))"
)


def _week(match: re.Match[str], lead: Lead, context: Context) -> Span:
    shift = _shift(match["rel"])
    if match["wd"]:
        return day_span(week_span(context.today, shift).start + timedelta(days=CN_WEEKDAY[match["wd"]]))
    if match["end"]:
        return weekend_span(context.today, shift)
    return week_span(context.today, shift)


_WEEKDAY = precompiled(
    r"(?<![一二两三四五六七八九十几每上下本这个\d])(?:周|星期|礼拜)(?:(?P<wd>[一二三四五六日天])|(?P<end>末))"
)


# a weekday listed after a habit's ("每周一、周四送货", "每周二和周五上课") is the habit's too, and
# weekdays listed with 、 ("课改到周一、周四晚上") are a weekly slot: an event is on one day
_LISTED_AFTER = precompiled(r"\s*[、/]\s*(?:周|星期|礼拜)?[一二三四五六日天]")
_LISTED_BEFORE = precompiled(r"(?:周|星期|礼拜)[一二三四五六日天]\s*[、/]\s*$")
_HABIT_BEFORE = precompiled(
    r"(?:每个?|逢)(?:周|星期|礼拜)[一二三四五六日天](?:\s*(?:、|和|及|与|或|，|,|/)\s*(?:周|星期|礼拜)?[一二三四五六日天])*"
    r"\s*(?:、|和|及|与|或|，|,|/)\s*$"
)


def _weekday(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    lowered = context.lowered
    before = max(0, match.start() - 24)
    if (
        _HABIT_BEFORE.search(lowered, before, match.start())
        or _LISTED_BEFORE.search(lowered, before, match.start())
        or _LISTED_AFTER.match(lowered, match.end())
    ):
        return None
    if match["wd"]:
        return weekday_near(context.today, CN_WEEKDAY[match["wd"]], context.tense)
    spans = [weekend_span(context.today, shift) for shift in (-1, 0, 1)]
    return nearest(spans, context.today, context.tense)


_MONTH_REL = precompiled(
    r"(?:(?P<rel>上上个|上个|上|本|这个|这|下下个|下个|下)|(?<![\d一二三四五六七八九十个上下本这每年])(?=月[底末初]))"
    r"月(?![份球亮饼光台])(?P<part>底|初|中旬|上旬|下旬|末)?"
)


def _month_rel(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    year, month = shift_month(context.today.year, context.today.month, _shift(match["rel"] or "本"))
    part = _MONTH_PARTS.get(match["part"] or "")
    return month_part(year, month, part) if part else month_span(year, month)


_QUARTER_REL = precompiled(r"(?P<rel>上上个?|上个?|本|这个?|下下个?|下个?)季度")


def _quarter_rel(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    year, month = shift_month(context.today.year, context.today.month, 3 * _shift(match["rel"]))
    return quarter_span(year, (month - 1) // 3 + 1)


_COUNT = r"(?P<n>\d{1,3}|[零一二两三四五六七八九十]{1,3}|半)\s*(?P<ge>个)?\s*"
_AGO = precompiled(
    rf"(?<![\d.]){_COUNT}(?P<u>天|日|周|星期|礼拜|月|年|小时|钟头|分钟)\s*(?P<dir>以前|之前|前(?![端台面列缀线])|以后|之后|后(?![端台面缀续]))"
)


def _count(match: re.Match[str]) -> tuple[float, str] | None:
    """(how many, unit) of a Chinese count; None for a month said without 个 ("3月前")."""
    unit = match["u"]
    if unit == "月" and not match["ge"]:
        return None
    number = 0.5 if match["n"] == "半" else cn_number(match["n"])
    return None if number is None else (number, unit)


def _ago(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    counted = _count(match)
    if counted is None:
        return None
    number, unit = counted
    sign = -1 if "前" in match["dir"] else 1
    today = context.today
    if unit in ("小时", "钟头", "分钟"):
        minutes = number * (60 if unit != "分钟" else 1)
        return day_span((context.moment + timedelta(minutes=sign * minutes)).date())
    if unit in ("天", "日"):
        return day_span(today + timedelta(days=sign * int(number)))
    if unit in ("周", "星期", "礼拜"):
        return week_span(today, sign * int(number)) if number >= 1 else None
    months = round(number * (12 if unit == "年" else 1))
    if unit == "年" and number >= 1:
        return year_span(today.year + sign * int(number))
    if months < 1:
        return day_span(today + timedelta(days=sign * 15))
    return month_span(*shift_month(today.year, today.month, sign * months))


_ROLLING = precompiled(rf"(?:最近|过去|近)\s*的?\s*{_COUNT}(?P<u>天|日|周|星期|礼拜|月|年)")


def _rolling(match: re.Match[str], lead: Lead, context: Context) -> Span | None:
    counted = _count(match)
    if counted is None:
        return None
    number, unit = counted
    today = context.today
    if unit in ("天", "日"):
        return Span(today - timedelta(days=max(1, int(number))), today)
    if unit in ("周", "星期", "礼拜"):
        return Span(today - timedelta(days=round(7 * number)), today)
    return Span(add_months(today, -round(number * (12 if unit == "年" else 1))), today)


_WEEK_WORDS = ("周", "星期", "礼拜")
RULES = (
    Rule(_CALENDAR, _calendar, needs=("月", "季", "半年"), reach=14),
    Rule(_YEAR_ALONE, _year_alone, needs=("年",), reach=8),
    Rule(_DAYS, _days, "relative", needs=("天", "日", "晚", "早", "夜", "晨", "儿"), reach=4),
    Rule(_WEEK, _week, "relative", needs=_WEEK_WORDS, reach=5),
    Rule(_WEEKDAY, _weekday, "weekday", needs=_WEEK_WORDS, reach=4),
    Rule(_MONTH_REL, _month_rel, "relative", needs=("月",), reach=5),
    Rule(_SEASON, _season, needs=("春", "夏", "秋", "冬"), reach=10),
    Rule(_QUARTER_REL, _quarter_rel, "relative", needs=("季度",), reach=5),
    Rule(_AGO, _ago, "relative", needs=("前", "后"), reach=12),
    Rule(_ROLLING, _rolling, "window", needs=("最近", "过去", "近"), reach=12),
)
