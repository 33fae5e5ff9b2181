"""Whether two texts alike enough to merge (``similarity``) still say different things.

Near-duplicate merging replaces the earlier text with the later one, so two texts that are
alike in most characters but differ in what they state are no twins:

- **a name**: a graph entity (``text.extract_entities``: a capitalised word, a version, a
  mixed-script product name, a quoted Chinese term) of one that the other does not mention,
  compared in lower case ("Alice's phone …" / "Bob's phone …"; "mysql" / "MySQL" alike);
- **a number or identifier**: the digit runs of each, and Chinese numerals before a unit or
  after 第/周/星期 ("555-0142" / "555-0143", "三点" / "四点");
- **a negation**: the negating words of each, "n't" and "cannot" read as "not" ("We use X" /
  "We no longer use X", "用 X" / "不用 X", "别 …", "取消 …").

Case, punctuation, whitespace and a reworded verb leave a text the twin it was.
"""

from __future__ import annotations

import re
from collections import Counter

from .regex import precompiled
from .text import extract_entities

_DIGITS = precompiled(r"\d+")
_ZH_NUMERAL = precompiled(
    r"(?:(?<=第)|(?<=周)|(?<=星期)|(?<=礼拜))[零〇一二三四五六七八九十百千万亿两日天]+"
    r"|[零〇一二三四五六七八九十百千万亿两半]+(?=个|点|号|月|日|天|年|岁|次|元|块|位|名|人|台|周|小时|分|秒|倍|层|楼|条|本|张|件|米|公里|斤|公斤|折|成|期|届|级|套|间|辆)"
)
# the negating words; a Chinese character only where it negates (不过, 特别, 未来, 非常 do not)
_NEGATION = precompiled(
    r"\b(?:no longer|not|no|never|none|nothing|nobody|neither|nor|without|cannot|\w+n't)\b|\w+n’t\b"
    r"|不再|(?<!差)不(?!过|错|少|仅|断|久|同|然|如|管)|没|(?<!特|区|分|类|级|识|告|性|个|差|派)别(?!人|的|处|名|墅)"
    r"|未(?!来)|(?<!并)无(?!论)|非(?!常)|勿|甭|取消|停止|放弃|弃用|拒绝|移除",
    re.IGNORECASE,
)


def say_different(text: str, other: str, stopwords: frozenset[str]) -> bool:
    """Whether ``text`` and ``other`` differ in a name, a number or a negation (module doc)."""
    if _numbers(text) != _numbers(other) or _negations(text) != _negations(other):
        return True
    return _names_missing(text, other, stopwords) or _names_missing(other, text, stopwords)


def _numbers(text: str) -> Counter[str]:
    found = Counter(match.lstrip("0") or "0" for match in _DIGITS.findall(text))
    found.update(_ZH_NUMERAL.findall(text))
    return found


def _negations(text: str) -> Counter[str]:
    words = (match.group(0).lower().replace("’", "'") for match in _NEGATION.finditer(text))
    return Counter("not" if word.endswith("n't") or word == "cannot" else word for word in words)


def _names_missing(text: str, other: str, stopwords: frozenset[str]) -> bool:
    """Whether a name in ``text`` is not in ``other`` (lower case, as written or as a word)."""
    lowered = other.lower()
    return any(name.lower() not in lowered for name in extract_entities(text, stopwords))
