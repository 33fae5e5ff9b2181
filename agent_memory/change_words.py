"""What a memory says changed: the change words in English and Chinese (``CHANGED``), the
things a change names (``changed_things``) and whether an earlier memory holds one (``holds``),
and the value a change leaves and the one it goes to (``mentions``, ``new_value``). Read by
``supersede`` over one text at a time; split from it to keep each module small.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .regex import lazy, precompiled
from .search.theirs import turned_down
from .search.timeline import COMMON

# the new memory says something changed: with a word in common, the earlier one is replaced
CHANGED = precompiled(
    r"\b(?:now|no longer|anymore|moved|moves|switched|switches|replaced(?! (?:it|them)\b)|replaces(?! (?:it|them)\b)|swapped|migrated|"
    r"upgraded|downgraded|changed|stepped down|took over|takes over|slipped|back to|reverted|reverts|returned to|"
    r"went back|goes back|go back|returns? to|(?:raised|lowered|increased|decreased|reduced|cut) to|postponed|pushed back|delayed|rescheduled|"
    r"cut ?over|retired|renamed|from now on|is the new|are the new|bumped|sold|decommissioned|shut down|extended to|"
    r"new (?:[a-z]+ )?(?:deadline|due date|target|goal)|the new [a-z-]+(?: [a-z-]+)? (?:is|are)|final (?:[a-z]+ )?(?:title|name|date|price|budget|plan|decision)"
    r"|(?:title|name|date|price|budget|plan) (?:is )?(?:now )?(?:confirmed|locked|finali[sz]ed)"
    # a role handed on, a value put up or down with the thing between ("raised dues to £30"), a
    # booking replaced, someone back in a role ("is back", "is coordinating again")
    r"|handed (?:[a-z]+ ){1,3}to|stepped back|steps back|is back|are back|"
    r"(?:is|are) [a-z]+ing (?:[a-z]+ ){0,2}again|(?:report|reports|answer|answers) to (?:[A-Za-z]+ ){1,2}again|(?:runs|leads|handles|coordinates|manages|chairs|directs) (?:[a-z]+ ){0,3}again|"
    r"rebooked|(?:raised|lowered|increased|decreased|reduced|cut|drops|dropped|put) (?:[a-z]+ ){1,3}to|"
    r"drops to|dropped to|went up to|goes up to|go up to|going up to|gone up to|down to|"
    # a value said to hold from a time on, with no change word ("Flexport handles our freight from
    # February", "Cosy tariff from this month", "下周起回…上课", "从4月起…")
    r"from (?:this|next) (?:week|month|term|season|year)|from the (?:spring|summer|autumn|fall|winter|next) (?:term|season|semester)|from (?:january|february|march|april|may|june|july|"
    r"august|september|october|november|december)(?! ?\d))\b"
    r"|back on|现在|如今|改成|改为|改到|改由|改用|换成|换了|换到|迁到|迁移到|切到|切换到|升到|升级到|降到|降了|推迟|提前到|"
    r"延到|延期到|延后到|顺延到|推到|挪到|新的?(?:目标|截止日期|deadline)|最终定|最后定|最终确定|定稿|"
    r"起改|不再|变成|变为|调整为|调整到|更新为|接替|接手|取代|代替|搬到|搬回|卖了|追加到|"
    r"换回|改回|调回|退回|回到|降回|涨回|加回|恢复为|恢复到|恢复成|涨到|延长到|缩短到|调到|降为|上调到?|下调到?|"
    r"暂由|兼任|代管|接任|由[^，。,；;]{1,10}?(?:顶上|顶替|接过去|接过来|接了过去|来(?=[，。,；;！!]|$))|接[他她我你]?的?班的?是|回来(?:负责|接手|管|带)|又来(?:带|管|负责|教)|重新(?:负责|接手|带|管)|"
    # a role handed on or taken back, a rent, a deposit or a partner moved, a price set anew
    r"交给了?|继续当|继续担任|新[\u4e00-\u9fff]{1,2}是|回来了|改租|改存|改在|改签|改约|改报|改订|改去|改找|改加盟|改买|改选|改聘|改请|转和|转投|转到|调价到|"
    r"(?:下|本|这)个?(?:周|月|学期|季度)起|从(?:下|本|这)?个?(?:周|月|学期|季度)(?:起|开始)|(?:\d{1,2}|[一二三四五六七八九十]{1,2})月份?起",
    re.IGNORECASE,
)

# a clause ends at a mark (a dot only before a space: "4.2" is one word)
_CLAUSE_END = precompiled(r"[,;:!?，。；：！？、]|\.(?:\s|$)")
_ZH_THING = precompiled(r"(?:[\u4e00-\u9fff]|[A-Za-z][\w-]*\s*)+$")
_ZH_FILLERS = precompiled(
    r"(?:又|也|都|已经|已|再|就|还|便|暂时|暂|正式|决定|打算|计划|今天|现在|从此|把|将|统一|全部|一律|全都|直接|可以|应该|的|"
    r"总共|一共|合计|总计|加起来|这块|这一块|这边|方面)+$"
)
_TO_A_TIME = lazy(r"改到|调到|挪到|推到|提前到|推迟到|延到|延期到|延后到|顺延到")  # "把练车改到每周六上午"
_WEAK = frozenset({"now", "现在", "如今", "回来了"})  # "now", "宋老师回来了" say a change, not what changed
_FROM_A_TIME = lazy(r"(?:起|开始)$")  # "钢琴课三月起由陈老师接手": the lesson is no thing changed, its teacher is
# a change to a thing's label and number ("moved to pitch 3", "switched to gate B12"): the thing
_TO_LABEL = lazy(r"\s+(?:back\s+)?(?:to|onto)\s+(?:the\s+)?([a-z]{3,})\s+[A-Z]?\d", re.IGNORECASE)
# what of a thing a change moves, no thing itself ("Lunch price", "Class time", "Gym membership fee")
_ATTRIBUTES = "price prices cost costs fee fees rate rates charge charges amount time times date day days level"
_EN_UNTIL_TO = precompiled(r"\b(?:to|with)\b|->|→")  # what follows is the new value ("replaced X with Y")


def changed_things(text: str, terms: Callable[[str], Iterable[str]]) -> list[str | frozenset[str]]:
    """What ``text`` says changed, by each change word: in Chinese the characters before it in its
    clause ("主播换成小七": 主播, "鲜奶又换回光明": 鲜奶, at most four); in English the index terms
    of its clause but those after "to"/"with" ("Build box moved to port 9090": build, box; "switched the
    internet to NOS": internet; "Host changed for the book club": host, book, club; "Moved to pitch 3": pitch)."""
    found: list[str | frozenset[str]] = []
    for match in CHANGED.finditer(text):
        if match.group(0).lower() in _WEAK or _FROM_A_TIME.search(match.group(0)):
            continue  # "now", "三月起" say when a change holds, not what changed
        start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, match.start())), default=0)
        before = text[start : match.start()]
        if match.group(0).startswith("新") and match.group(0).endswith("是"):  # "新管家是阿梅": 管家
            found.append(match.group(0)[1:-1])
            continue
        if not match.group(0).isascii():
            chinese = _ZH_THING.search(before.rstrip())
            thing = _ZH_FILLERS.sub("", chinese.group(0).rstrip()).rstrip() if chinese else ""
            if "把" in thing and not _TO_A_TIME.fullmatch(match.group(0)):
                continue  # "把 A 换成 B": A is the value left; in "把练车改到周六" the thing moved to a time
            thing = thing[thing.index("把") + 1 :] if "把" in thing else thing
            if "由" in thing:  # "主编由副主编陈一帆接任": the role before 由, not who takes it
                thing = _ZH_FILLERS.sub("", thing[: thing.index("由")])  # "收银现在由阿芳接手": 收银
            last = re.search(r"[A-Za-z][\w-]*$", thing)
            thing = last.group(0) if last else thing[-4:]
            if len(thing) >= 2:
                found.append(thing)
            continue
        end = _CLAUSE_END.search(text, match.end())
        after = _EN_UNTIL_TO.split(text[match.end() : end.start() if end else len(text)], maxsplit=1)[0]
        if _EN_UNTIL_TO.search(match.group(0)):  # "raised to", "back to": the new value follows
            after = ""
        words = {t for t in terms(f"{before} {after}") if len(t) > 1 and t not in COMMON and t.isascii()}
        # "Lunch price goes up to …": the lunch; a price, a fee, a time alone is the thing when nothing else is
        words = (words - set(terms(_ATTRIBUTES))) or words
        labelled = _TO_LABEL.match(text, match.end())  # "Moved to pitch 3": the pitch
        if not words and labelled and labelled.group(1).lower() not in COMMON:
            words = set(terms(labelled.group(1)))
        if words:
            found.append(frozenset(words))
    return found


def holds(things: list[str | frozenset[str]], text: str, terms: set[str]) -> bool | None:
    """Whether ``text`` (its index ``terms``) holds a thing ``changed_things`` found. None when it
    holds none and lacks the head of every thing named in a Chinese clause too (店长 of 滨江店店长):
    it is about something else ("滨江店外卖只上美团" is not replaced by "店长换成小梅")."""
    if any(_holds_one(thing, text, terms) for thing in things):
        return True
    chinese = [thing for thing in things if isinstance(thing, str)]
    return None if chinese and not any(_holds_one(thing, text, terms, head=True) for thing in chinese) else False


def _holds_one(thing: str | frozenset[str], text: str, terms: set[str], *, head: bool = False) -> bool:
    """A word as a whole word; Chinese characters by their last three (two: ``head``); terms by
    half of them and two at least (the one, when only one was named)."""
    if isinstance(thing, frozenset):
        return len(thing & terms) >= max(min(2, len(thing)), len(thing) / 2)
    if thing.isascii():
        return mentions(text, thing)
    return thing[-2 if head else -3 :] in text


def mentions(text: str, value: str) -> bool:
    """Whether ``text`` names ``value``: a whole word, in its case when it has capitals
    ("Office" the product, not "the office printer")."""
    if not value:
        return False
    if not value.isascii():
        return value in text
    flags = 0 if any(c.isupper() for c in value) else re.IGNORECASE
    # a Chinese character next to it is no part of it ("二手的Probat 5公斤")
    return re.search(rf"(?<![A-Za-z0-9_.-]){re.escape(value)}(?![A-Za-z0-9_-])", text, flags) is not None


def new_value(text: str, old: str) -> str:
    """What ``text`` changes ``old`` to: the name after "to"/"for"/"with"/到/成 following it."""
    at = text.find(old)
    if at < 0:
        return ""
    found = re.search(
        r"(?:\bto|\bfor|\bwith|->|→|到|成|为)\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{2,6})", text[at + len(old) :]
    )
    return found.group(1) if found else ""


_TENTATIVE = precompiled(
    r"\b(?:consider(?:ed|ing)?|thinking (?:about|of)|might|maybe|perhaps|propos(?:e|ed|al)|what if|"
    r"decided against|rejected|should we|whether to|if we)\b|考虑|要不要|是否|也许|或许|打算不|没有采纳|否决|如果",
    re.IGNORECASE,
)
# capitalised words a number follows that are no product: a date, a place in a list
NOT_PRODUCT = frozenset(
    "january february march april may june july august september october november december jan feb mar apr jun "
    "jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat "
    "sun port room floor phase step version page chapter day week year team level sprint issue pr ticket gate line "
    "building terminal seat row table item figure section part episode season vol no number grade top and or the "
    "we our in on at by to of for from with after before since until".split()
)


def tentative(text: str) -> bool:
    """Whether ``text`` only considers, proposes or turns down a change (``theirs.turned_down``)."""
    return _TENTATIVE.search(text) is not None or turned_down(text)
