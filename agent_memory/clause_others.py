"""What a clause says about the options not chosen and the values not meant, for the rule digester
(rule_digester.py): a fault found with another option ("…，真皮那款太难打理了", "…，挖财太复杂") and an
option turned down with 不要 or with 不 and a verb of giving or choosing ("…，不要货拉拉了", "鱼要清蒸的，
不要红烧", "…定了，不送粽子了"), or with the verb the chosen one was said with ("…去泡温泉，不去滑雪"), pointed
at by its kind ("…，不要那种灰色的"), done oneself ("…，不自己写了"), said with 没 ("…，没选千聊") or found too much
("…设二十吧，三十太多了") are no part of the fact, and no fact of their own; where the fact takes
place ("…，在绍兴办"), how much each gets ("…，各半碗") or when the one who goes gets there or leaves
("…，晚上九点到") is more of it; a value said with the one it is not ("水费是八十六，不是六十八", "the
match is at the north pitch, not the south one") is a fact, whatever its words.

Every pattern is anchored and bounded: linear in the clause's length.
"""

from __future__ import annotations

import re

from .regex import lazy

_FAULT = r"(?:太|不够|有点|没(?:档期|货|位子?|空)|满了|坏了|[\u4e00-\u9fff]{1,2}错了)"
# another option named by its kind ("真皮那款", "老街那家", "上回那次") and a fault found with it, or
# another option named and said to be too much ("挖财太复杂", "太贵"): not "这个就很好", "这家不错", nor a
# remark on the thing that held before ("…，以前的太旧了", "…，原来那个会议室太小": why it changed)
_FAULTED = lazy(
    r"^\s*(?!以前|原来|之前|旧|老的)[\u4e00-\u9fffA-Za-z0-9 ]{0,8}?那(?:款|家|个|次|种|边|套|台|所|位|辆)[\u4e00-\u9fffA-Za-z ]{0,6}?"
    rf"{_FAULT}[\u4e00-\u9fff]{{0,4}}[\s。.!！]*$|"
    r"^\s*(?![这那我你他她它就也都还]|以前|原来|之前|旧|老的)[\u4e00-\u9fffA-Za-z0-9 ]{0,8}?太(?:贵|慢|远|吵|折腾|麻烦|复杂|难用|重|旧|差|久|挤|透|薄|"
    r"小|大|偏|难)了?[\s。.!！]*$"
)
# an option turned down after the one chosen, said with 不要 or 不 and a verb of choosing ("…，不要货拉拉了",
# "礼品定了，不送粽子了，…"): not "不要再…" (a rider)
_NOT_THAT = lazy(
    r"^\s*(?:就|也|先)?不(?:要|送|订|请|点|办|买|选|去)(?!再)[\u4e00-\u9fffA-Za-z0-9 ]{1,8}了[\s，,。.!！]*$"
)


def faults_another(clause: str) -> bool:
    """``clause`` finds fault with an option not chosen, or turns it down with 不要: dropped from the
    fact before it."""
    return _FAULTED.match(clause) is not None or _NOT_THAT.match(clause) is not None


# the option turned down with the verb the one chosen was said with, no 了 needed ("…去泡温泉，不去滑雪", "…买国产的，
# 不买进口的": the verb is in the clause before), pointed at by its kind ("…定了原木风，不要那种灰色的"), or doing it
# oneself ("…用 Supabase 做 auth，不自己写了"); not another thing not done ("…，不放老抽": no 放 before) nor a bound
# ("周末去爬山，不去太远的地方")
_NOT_THE_OTHER = lazy(
    r"^\s*+(?:就|也|先|而)?不(?:再)?([去买选吃喝住订租报学坐走找请])(?![\u4e00-\u9fffA-Za-z0-9 ]{0,10}?(?:太|很|那么|超过|以上))"
    r"[\u4e00-\u9fffA-Za-z0-9 ]{1,10}[\s，,。.!！]*$"
)
_NOT_THAT_ONE = lazy(
    r"^\s*+(?:就|也|而)?(?:不要|别要|不选|别选)(?:那种|那个|这种|那些|那类|那款)[\u4e00-\u9fffA-Za-z0-9 ]{1,14}[\s，,。.!！]*$|"
    r"^\s*+(?:就|也)?不(?:再)?自己(?:写|做|搞|弄|开发|维护|搭|建|来)[\u4e00-\u9fffA-Za-z]{0,4}[\s，,。.!！]*$|"
    # (or the one not chosen, said with 没: "…，没选千聊"; or another value found too much: "…设二十吧，三十太多了")
    r"^\s*+(?:就|也|而)?没(?:选|要|订|买|报)[\u4e00-\u9fffA-Za-z0-9 ]{1,10}[\s，,。.!！]*$|"
    r"^\s*+[一二两三四五六七八九十百千\d]{1,6}\s*+(?:个|块|次|天|分钟|小时)?太(?:多|少|长|短|高|低)了?[\s，,。.!！]*$"
)


def other_turned_down(before: str, clause: str) -> bool:
    """``clause`` turns down another option after ``before`` chose one: with the verb ``before`` said it with
    ("…去泡温泉，不去滑雪"), pointing at its kind ("…，不要那种灰色的") or doing it oneself ("…，不自己写了")."""
    if "不" not in clause and "没" not in clause and "太" not in clause:
        return False
    if _NOT_THAT_ONE.match(clause) is not None:
        return True
    said = _NOT_THE_OTHER.match(clause)
    return said is not None and said.group(1) in before


# the kind wanted, said with 要…的 ("鱼要清蒸的"), then the kind not wanted ("不要红烧"): no part of it
_WANTED_KIND = lazy(r"要[\u4e00-\u9fffA-Za-z0-9 ]{1,8}的[\s，,]*$")
_NOT_KIND = lazy(r"^\s*(?:而|就|也)?不要(?!再|太)[\u4e00-\u9fffA-Za-z0-9 ]{1,8}?的?[\s。.!！]*$")


def not_that_kind(before: str, clause: str) -> bool:
    """``clause`` turns down a kind after ``before`` named the one wanted with 要…的."""
    return _NOT_KIND.match(clause) is not None and _WANTED_KIND.search(before) is not None


# a topic and its value, said with 是 or 在 ("水费是八十六", "表姐的满月酒在嘉兴"), before the value it is not
_ZH_VALUE = lazy(r"^\s*(?![那这我你他她它就也都还])[\u4e00-\u9fffA-Za-z0-9 ]{2,12}?(?:是|在)\s*[^，,。；;\s]")
_ZH_NOT = lazy(r"^\s*不(?:是|在)\s*(?![每所很太])[^，,。；;都要会能]{1,8}[\s。.!！]*$")
# the same in English, in one clause: a subject, its verb and its value, then ", not" and the other value
# ("the match is at the north pitch, not the south one"); the subject after a label ("Correction: …")
_EN_VALUE = lazy(
    r"(?:^|[:,]\s*)((?:the|our|my)\s+[^,;:?]{3,60}?\s(?:is|are|starts?|ends?|meets?|runs?|opens?|closes?|goes|lands?|leaves?)"
    r"\s[^,;:?]{1,40}),\s*not\s+(?:the\s+|a\s+|an\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}[\s.!]*$",
    re.IGNORECASE,
)


def corrected(clause: str, following: str) -> str | None:
    """The value ``clause`` says, when it or ``following`` names the value it is not ("燃气费是一百二，" then
    "不是两百一", "Correction: the party starts at 7, not 8"): a fact however it is worded."""
    if _ZH_VALUE.match(clause) and _ZH_NOT.match(following):
        return clause
    said = _EN_VALUE.search(clause)
    return said.group(1) if said else None


# where the thing said before takes place ("…周六上午十点，在社区活动室", "…，在绍兴办"), or how much of it
# each gets ("…早上和晚上各喂一次，各半碗"): more of the same fact, whatever value it names (not "在家办公的
# 同事用…": a clause of its own)
_MORE_OF_IT = lazy(
    r"^\s*(?:在\s*[^，,。；;在的用是要会也都]{1,12}?(?:办|开|举行|举办|碰头|集合|见)?|各\s*[一二两三四五六七八九十半\d][^，,。；;]{0,8})[\s。.!！]*$"
)


# when the one who travels or comes gets there or leaves ("…回上海，晚上九点到", "…七点到公司，下午四点走")
_ARRIVES = lazy(
    r"^\s*(?:(?:上午|下午|晚上|早上|中午|凌晨)\s*)?[一二两三四五六七八九十\d]{1,3}\s*点(?:半|[一二三四五六七八九十\d]{1,3}分?)?(?:左右)?\s*"
    r"(?:到|走|出发|落地|到达|到家|回来)[\s，,。.!！]*$"
)


def more_of_it(clause: str) -> bool:
    """``clause`` says where the fact before takes place, how much each of it gets, or when the one who goes gets
    there or leaves: no fact of its own."""
    return _MORE_OF_IT.match(clause) is not None or _ARRIVES.match(clause) is not None
