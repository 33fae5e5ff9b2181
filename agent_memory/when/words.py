"""The vocabulary time phrases are made of: month and weekday names, number words in English and
Chinese, and the tense hints that pick which year a year-less date means."""

from __future__ import annotations

import re

from ..regex import precompiled

# ASCII forms of full-width digits and separators, one character for one (positions keep)
FULLWIDTH = str.maketrans("０１２３４５６７８９／－．：", "0123456789/-.:")

MONTH_BY_PREFIX = {
    name: number
    for number, name in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
WEEKDAY_BY_PREFIX = {name: number for number, name in enumerate(("mon", "tue", "wed", "thu", "fri", "sat", "sun"))}
CN_WEEKDAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}

MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
WEEKDAY_FULL = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
WEEKDAY_ABBR = r"(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)"

_EN_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
}  # fmt: skip
EN_NUMBER = (
    r"(?:\d{1,3}|a\s+couple\s+of|couple\s+of|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)"
)
CN_NUMBER = r"(?:\d{1,3}|[零一二两三四五六七八九十]{1,3})"
_CN_DIGITS = {char: int(digit) for char, digit in zip("零〇一二两三四五六七八九", "001223456789", strict=True)}


def month_number(word: str) -> int:
    return MONTH_BY_PREFIX[word.lower()[:3]]


def weekday_number(word: str) -> int:
    return WEEKDAY_BY_PREFIX[word.lower()[:3]]


def en_number(word: str) -> int | None:
    word = " ".join(word.lower().split())
    if word.isdigit():
        return int(word)
    if word.endswith("couple of"):
        return 2
    return _EN_NUMBERS.get(word)


def cn_number(word: str) -> int | None:
    """1..99 written in digits or Chinese numerals (十六, 二十三, 两); None for anything else."""
    if word.isdigit():
        return int(word)
    if "十" not in word:
        return _CN_DIGITS.get(word) if len(word) == 1 else None
    tens, _, ones = word.partition("十")
    if "十" in ones or len(tens) > 1 or len(ones) > 1:
        return None
    high = 1 if not tens else _CN_DIGITS.get(tens)
    low = 0 if not ones else _CN_DIGITS.get(ones)
    if high is None or low is None or high == 0:
        return None
    return high * 10 + low


def cn_year(word: str) -> int | None:
    """A year written digit by digit: 2023 or 二〇二三."""
    if word.isdigit():
        return int(word)
    digits = [_CN_DIGITS.get(char) for char in word]
    if len(digits) != 4 or any(digit is None for digit in digits):
        return None
    return int("".join(str(digit) for digit in digits))


# Which way a year-less date leans: an explicit future wins over a past hint (a plan recorded in
# the past tense, "was scheduled for Friday", "moved to 4 May", "改到2月12号了", still points ahead). Over lower-cased text; the
# English words are checked to start a word (a leading \b would slow the search down).
_FUTURE = precompiled(
    r"(?:will|shall|going\s+to|gonna|plan(?:s|ned)?\s+to|planned|scheduled|upcoming|due|intend(?:s|ed)?\s+to|"
    r"expect(?:s|ed)?\s+to|deadline|(?:moved|pushed(?:\s+back)?|postponed|rescheduled|brought\s+forward)\s+(?:again\s+)?to|"
    r"(?:set|booked|fixed|pencilled)\s+for)\b|'ll\b"
)
_FUTURE_ZH = precompiled(
    r"将要|将会|即将|计划|准备|打算|预计|预定|安排在|届时|要在|会(?<![开约机学社大协晚]会)(?![议员])|"
    # a day a plan is moved to or set on ("复诊改到2月12号了", "又推到2月26号"): ahead, whatever the tense
    r"改到|推到|挪到|延到|延期到|推迟到|改期到|提前到|定在|约在"
)
_PAST = precompiled(r"(?:did|was|were|had|went|happened|ago|since|previously|already)\b|(?<=[a-z]{3})ed\b")
_PAST_ZH = precompiled(r"了|过|已经|已|曾|刚才|以来")
_LETTER_BEFORE = precompiled(r"[a-z0-9_]")


def _says(pattern: re.Pattern[str], lowered: str) -> bool:
    for match in pattern.finditer(lowered):
        start = match.start()
        if match.group(0).startswith(("'", "ed")) or start == 0 or not _LETTER_BEFORE.match(lowered, start - 1):
            return True
    return False


def tense(lowered: str) -> int:
    """1 when the lower-cased ``lowered`` speaks of the future, -1 of the past, 0 when it does not say."""
    if _says(_FUTURE, lowered) or _FUTURE_ZH.search(lowered):
        return 1
    if _says(_PAST, lowered) or _PAST_ZH.search(lowered):
        return -1
    return 0
