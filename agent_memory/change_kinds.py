"""What kind of thing a change moves, and a plan carried out: read by ``supersede`` over two
memories at a time; split from it to keep each module small.

- ``another_kind``: a change to a time of the week or day ("理疗回到每周一三五上午", "Practice
  moved back to Friday 7pm") is no change of an earlier memory that gives no such time ("殷老师回来了，
  又给爸爸做理疗", "the tower captain is Ruth"): the same thing, another of its facts.
- ``back_after_leaving``: someone back ("韩姐回国了", "Denise came out of retirement") ends the
  memory that said they left.
- ``left_to_another``: someone gone and a change ("老王回老家了，工地现在由小李负责") ends the memory
  naming them in what they held ("工地的工长是老王").
- ``contract_ended``: "解约了，改成住美装饰" ends the memory that took the party on ("装修找的是匠心家装").
- ``elected``: someone elected to a role ("芮姐当选队长", "Priya was elected captain") ends the memory
  that said who held it ("队长是老焦", "Captain is Tom", "Tom is our captain").
- ``named_loosely``, ``across_languages``: small readings of one text or two that ``supersede`` asks.
- ``carried_out``: an event told as done ("昨天复诊做完了", "The school play went ahead yesterday")
  ends the plan that named its day ahead ("复诊又推到2月26号", "scheduled for 14 March"): what holds
  now is that it happened, and when. A day something is due stays true when it is met.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .change_words import CHANGED, mentions
from .regex import lazy

if TYPE_CHECKING:
    from .model import MemoryEntry

_WEAK = frozenset({"now", "现在", "如今", "回来了"})  # say a change, not what it goes to
# a time of the week or the day, English and Chinese
_WHEN = lazy(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|mornings?|afternoons?|evenings?|"
    r"nights?|noon|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})\b|"
    r"(?:周|星期|礼拜)[一二三四五六日天末]|每周|上午|下午|晚上|早上|中午|傍晚|[\d一二三四五六七八九十]{1,3}点",
    re.IGNORECASE,
)
# a clause ends at a mark (a dot only before a space)
_CLAUSE_END = lazy(r"[,;:!?，。；：！？、]|\.(?:\s|$)")


# where a change's new value begins: after "to" ("moved back to Friday"), 到/成/为 ("回到每周一")
_TO = lazy(r"\s*(?:(?:back|again|forward|over)\s+)?,?\s*(?:to|until)\b|\s*(?:到|成|为)")
_ENDS_TO = lazy(r"(?:\bto|到|成|为|回)$")


def another_kind(new: str, old: str) -> bool:
    """``new`` says a change whose new value is a time of the week or day, and ``old`` names none
    (the time a change happened, "decommissioned over the weekend", is no value of it)."""
    for match in CHANGED.finditer(new):
        if match.group(0).lower() in _WEAK:
            continue
        end = _CLAUSE_END.search(new, match.end())
        after = new[match.end() : end.start() if end else len(new)]
        if not _ENDS_TO.search(match.group(0)):
            to = _TO.match(after)
            if to is None:
                continue
            after = after[to.end() :]
        return _WHEN.search(after) is not None and _WHEN.search(old) is None
    return False


# told as done: what happened, not what is planned
_DONE = lazy(
    r"\b(?:delivered|done|finished|completed|went ahead|took place|happened|held|passed|handed in|submitted)\b|"
    r"做完了|完成了|办完了|结束了|交了|交稿了|过了|办好了|搞定了|顺利",
    re.IGNORECASE,
)
# what says a day is planned or moved
_PLANNED = lazy(
    r"\b(?:deadline|due|scheduled|set for|booked|planned|postponed|rescheduled|pushed|moved|brought forward|"
    r"fixed for|pencilled)\b|定在|约在|改到|推到|挪到|延到|推迟|改期|提前到|截止",
    re.IGNORECASE,
)


# a day something is due: meeting it leaves the day as true as before ("the thesis is due 31 December")
_DEADLINE = lazy(r"\b(?:deadline|due)\b|截止|期限|到期", re.IGNORECASE)


def carried_out(new: MemoryEntry, old: MemoryEntry, shared: set[str]) -> bool:
    """``old`` planned a day after its writing, ``new`` tells an event done on or after the day
    ``old`` was written and no later than its own writing, and they share two words, or a Chinese
    one (``shared``: their common terms but stop words)."""
    return (
        (len(shared) >= 2 or any(not term.isascii() for term in shared))
        and bool(old.happened and new.happened)
        and (old.happened or "")[:10] > old.created_at[:10]
        and old.created_at[:10] <= (new.happened or "")[:10] <= new.created_at[:10]
        and _PLANNED.search(old.content) is not None
        and _DEADLINE.search(old.content) is None
        and _DONE.search(new.content) is not None
    )


# someone said back ("殷老师回来了", "韩姐回国了", "老霍恢复了", "Denise Kaur came out of retirement", "Ruth is back")
_BACK = lazy(
    r"([\u4e00-\u9fff]{2,3})(?:回来了|回国了|复工了|休完假|销假|恢复了|康复了|出院了)|"
    r"(?-i:\b([A-Z][a-z]+))(?:\s+(?-i:[A-Z])[a-z]+)?\s+(?:is back|'s back|came back|came out of retirement|returned)\b",
    re.IGNORECASE,
)
# and said gone a little after the name in the earlier memory ("韩姐调去海外了", "老霍要做手术", "Denise retired")
_LEFT = (
    r"(?:调去|调走|离职|辞职|休产假|休假|退休|出国|走了|不干了|要?做手术|住院|生病|身体不好|retired|left|is leaving|(?:is|went) on leave|"
    r"moved (?:away|abroad|firms|jobs)|quit|stepped down)"
)


def back_after_leaving(new: str, old: str) -> bool:
    """``new`` says someone is back whom ``old`` says left: ``old`` (who stood in for them) is done."""
    for match in _BACK.finditer(new):
        name = match.group(1) or match.group(2)
        if re.search(rf"{re.escape(name)}[^.;。；!?！？]{{0,12}}?{_LEFT}", old, re.IGNORECASE):
            return True
    return False


# someone said gone at the start of a clause, in Chinese ("老王回老家了，工地现在由小李负责", "阿岚去外地读研了",
# "包工长被公司调去别的工地", "邬老师身体不好", "小棠开学回去了", "佟佳产假提前了")
_GONE_PERSON = lazy(
    r"(?:^|[，。,;；！!？?])\s*([\u4e00-\u9fff]{2,3}?)(?:被[\u4e00-\u9fff]{1,3}?)?(?:回老家了?|去外地|搬走了?|调走了?|调去|辞职了?|"
    r"离职了?|退休了?|走了|不干了|身体不好|生病了?|住院了?|开学回去了?|休产假|产假提前了?)"
)


def left_to_another(new: str, old: str, shared: set[str]) -> bool:
    """``new`` says someone left and a change ("老王回老家了，工地现在由小李负责"); ``old`` names them and
    shares another word (``shared``: their common terms but stop words and the name's): what they held
    (工长是老王) is handed on. English says it with a change word the other rules read ("Kofi left; Ama
    runs the site now")."""
    if not shared or CHANGED.search(new) is None:
        return False
    return any(name in old for name in gone_people(new))


def gone_people(text: str) -> set[str]:
    """The people ``text`` says are gone, in Chinese at the start of a clause (``_GONE_PERSON``)."""
    return {match.group(1) for match in _GONE_PERSON.finditer(text)}


# a contract ended, in a memory that says a change ("解约了，改成住美装饰接着干", "Ended the contract;
# switched to Brightway"), and the memory that took the one left on ("装修找的是匠心家装", "We hired Acme")
_ENDED = lazy(
    r"解约|终止合同|终止合作|不续约|不再续约|\b(?:terminated|fired|ended (?:the|our) (?:contract|agreement)|"
    r"cancell?ed (?:the|our) (?:contract|agreement|booking))\b",
    re.IGNORECASE,
)
_TOOK_ON = lazy(
    r"找的是|请的是|定的是|签的是|选的是|报的是|住进|签了|请了|找了|选了|报了|加盟了|(?:婚庆|公司|中介|物业|装修|律师|会计)是|"
    r"\b(?:hired|engaged|signed (?:up )?with|booked|contracted|went with|chose)\b",
    re.IGNORECASE,
)


def contract_ended(new: str, old: str, shared: set[str]) -> bool:
    """``new`` says a contract ended and a change, ``old`` took a party on, and they share a word."""
    return (
        bool(shared)
        and _ENDED.search(new) is not None
        and CHANGED.search(new) is not None
        and _TOOK_ON.search(old) is not None
    )


def named_loosely(text: str, value: str) -> bool:
    """Whether ``text`` names ``value``; a Chinese one by its first two characters at least."""
    if value.isascii():
        return mentions(text, value)
    return any(value[:end] in text for end in range(len(value), 1, -1))


def across_languages(one: str, other: str) -> bool:
    """One text is Chinese (four Chinese characters at least) and the other has none."""
    counts = [sum("\u4e00" <= c <= "\u9fff" for c in text) for text in (one, other)]
    return min(counts) == 0 and max(counts) >= 4


# someone elected to a role, the role after the word ("芮姐当选队长", "Priya was elected club captain")
_ELECTED = lazy(
    r"(?:当选为?|被选为|选上了?)([\u4e00-\u9fff]{2,6}?)(?=[，。,；;！!、]|$|了)|"
    r"\b(?:was|were|got|has\s+been|have\s+been|is)\s+(?:elected|voted\s+in)\s+(?:as\s+)?(?:the\s+|our\s+|new\s+)*"
    r"([a-z]+(?:\s+[a-z]+)?)\b",
    re.IGNORECASE,
)


def elected(new: str, old: str) -> bool:
    """Whether ``new`` says someone was elected to a role ``old`` says who held ("队长是老焦" -> "芮姐
    当选队长"; "Tom is our captain" -> "Priya was elected captain"): who holds it now."""
    for match in _ELECTED.finditer(new):
        role = match.group(1) or match.group(2)
        if role.isascii():
            # "club captain": the captain of "Captain is Tom", of "Tom is our club captain"
            for word in role.split():
                said = rf"\b{re.escape(word)}\s+(?:is|was)\b|\b(?:is|was)\s+(?:the\s+|our\s+)?(?:[a-z]+\s+)?{re.escape(word)}\b"
                if re.search(said, old, re.IGNORECASE):
                    return True
        elif re.search(rf"{re.escape(role[-2:])}(?:是|为|：|:)", old):
            return True
    return False
