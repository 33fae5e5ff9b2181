"""What an outright change leaves behind, and what a put-back brings back: read by ``supersede``
over one text at a time (``old_values``, ``put_back``) or two (``left_for``); split from it to keep
each module small.

- ``old_values``: the value a change names as left ("from MySQL to PostgreSQL", "left Heroku",
  "把 A 换成 B", "不再用 X", "卡罗拉卖了", "FitHub went bust");
- ``put_back``: the names a memory says are back ("back on Slack", "又把携程加回来了", "换回光明");
- ``left_for``: an earlier change that a put-back undoes (to a name it gives as its reason, or a
  stand-in for a while);
- ``CLOSED``: a party closed for good, its name alone enough.
"""

from __future__ import annotations

import re

from .change_kinds import named_loosely
from .change_words import CHANGED, NOT_PRODUCT, mentions
from .regex import lazy, precompiled
from .search.timeline import COMMON

_NAME = r"([A-Za-z][\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?|\d[\w.:]*)"  # a second word only when capitalised
# a thing said stopped, a day itself: "Saturday distributions ended", "Fridays are dropped"
_ENDED = rf"\b{_NAME}(?:\s+[a-z]+)?\s+(?:ended|stopped|(?:is|are|was|were|got)\s+dropped)\b"
# what an outright change names as the old value
_ENDED_RE = lazy(_ENDED, re.IGNORECASE)
_OLD_VALUE = [
    precompiled(p, re.IGNORECASE)
    for p in (
        rf"\bfrom\s+{_NAME}\s+(?:to|over to|onto|->|→)\s",
        rf"\b(?:left|leaving|dropped|dropping|ditched|abandoned|retired|replaced|replacing|swapped|swapping|traded|"
        rf"gave up|giving up|cancell?ed)\s+(?:the\s+|our\s+|my\s+)?{_NAME}\b",
        # "Migrated everything off the Synology onto …", "moved away from Jira"
        rf"\b(?:off|away from)\s+(?:the\s+|our\s+|my\s+)?{_NAME}\s+(?:onto|to|for)\s",
        rf"\binstead of\s+{_NAME}",
        rf"\bno longer (?:use|using|run|running|on|uses|runs)\s+(?:on\s+)?{_NAME}",
        rf"\b{_NAME}\s*(?:->|→)\s*\S",
        rf"\b(?:sold|decommissioned|uninstalled|removed|got rid of)\s+(?:the\s+|our\s+|my\s+)?{_NAME}",
        rf"\b(?:the\s+)?{_NAME}(?:\s+[a-z]+)?\s+(?:is|are|was|were|has been|have been|got)\s+(?:now\s+)?"
        r"(?:decommissioned|shut down|removed|retired|gone|turned off|sold|closed down|out of business)\b",
        # a thing stopped: "Saturday distributions ended", "Fridays are dropped"
        _ENDED,
        # a party closed for good: "FitHub went bust", "the Crown closed down", "… shut for redevelopment"
        rf"\b(?:the\s+)?{_NAME}\s+(?:went bust|went under|folded|closed down|shut its doors|closed for good|"
        r"(?:has\s+|have\s+)?(?:shut|closed)\s+(?:down\s+)?(?:for\s+(?:good|redevelopment|demolition)|permanently))\b",
    )
]
# a thing said to be gone in Chinese: the characters before the verb, whose end names it
_GONE_ZH = precompiled(
    r"([\u4e00-\u9fff]{2,6}|[A-Za-z0-9][\w.+#-]*)\s*(?:卖了|卖掉了|下线了|停用了|停用(?=[,，。;；!！]|$)|关掉了|退掉了|退租了|倒闭了|关门了|停业了|拆迁了|拆掉了)"
)
# a name a few characters before (where or how: "Probat挂闲鱼卖了", "旧的 Kindle 送人了")
_GONE_ZH_NAME = lazy(
    r"([A-Za-z][A-Za-z0-9.+#-]*)\s*[\u4e00-\u9fff]{0,4}?(?:卖了|卖掉了|送人了|下线了|停用了|关掉了|退掉了|退租了|倒闭了|关门了|停业了|拆迁了|拆掉了)"
)
# a party closed for good: its name alone is enough ("力美倒闭了！改成去超级猩猩" after "在力美健身办了卡",
# "the Lido shut for redevelopment")
CLOSED = lazy(
    r"\b(?:went bust|went under|folded|closed down|shut its doors|closed for good|out of business|"
    r"(?:shut|closed)\s+(?:down\s+)?(?:for\s+(?:good|redevelopment|demolition)|permanently))\b|倒闭|关门了|停业|拆迁了|拆掉了",
    re.I,
)
_PUT_BACK = lazy(
    rf"\b(?:back (?:on|to|with|at)|went back to|goes back to|reverted to|returned to)\s+(?:the\s+|our\s+)?{_NAME}"
    r"|把\s*([A-Za-z][A-Za-z0-9.+#-]*|[\u4e00-\u9fff]{2,6}?)\s*(?:加回|换回|改回|调回)"
    # "换回光明", "又换回FreeAgent了", "还是回到君悦，": a Latin name ends where it ends, a Chinese one at a mark
    r"|(?:换回|改回|调回|恢复为|恢复到|恢复成|回到)(?:了|成)?\s*(?:([A-Za-z][A-Za-z0-9.+#-]*)(?![A-Za-z0-9])|"
    r"([\u4e00-\u9fff]{2,6}?)(?=[,，。;；了\s]|$))",
    re.IGNORECASE,
)
# what a change goes to ("Switched insurer to LV=", "酒店换成了香格里拉"): a name, capitalised or Chinese
_CHANGED_TO = lazy(
    r"\b(?:switched|moved|changed|swapped|went over)\s+(?:[a-z]+\s+){0,2}?to\s+(?:the\s+)?(?-i:([A-Z][\w+#=&'-]*))"
    r"|(?:换成|改成|改为|改用|换到|迁到|切到|转到|改去)了?\s*([A-Za-z][\w+#=-]*|[\u4e00-\u9fff]{2,8}?)(?=[,，。;；\s]|$)",
    re.IGNORECASE,
)
# an arrangement said to stand in for a while ("we practise at St Mary's meanwhile", "暂时在新馆练")
_STAND_IN = lazy(
    r"\b(?:meanwhile|in the meantime|for now|temporarily|for the time being)\b|暂时|临时|暂借", re.IGNORECASE
)
_OLD_VALUE_ZH = [
    precompiled(p)
    for p in (
        r"从\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{1,6}?)\s*(?:迁移|迁|切换|切|换|改|转|升级)(?:到|成|为)",
        r"把\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{1,6}?)\s*(?:换成|改成|替换成|迁到|切到|改为)",
        r"(?:不再用|不再使用|弃用|停用|换掉|放弃了?|去掉了?)\s*([A-Za-z0-9][A-Za-z0-9_.+#-]*|[\u4e00-\u9fff]{2,6})",
        # "邓医生离开安安了": the place or party left
        r"离开了?\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{2,6}?)\s*了",
        r"([A-Za-z0-9][\w.+#-]*)\s*(?:换成|改成|改为|升级到|升到)",
        # "爸不再练隶书了", "不再用Trados了": what one no longer does or uses, to the end of its clause
        r"不再(?:使用|[\u4e00-\u9fff])了?\s*([A-Za-z0-9][A-Za-z0-9_.+#-]*|[\u4e00-\u9fff]{2,6}?)\s*了?(?=[,，。;；!！]|$)",
    )
]
# a name no longer used at all ("We no longer use FreshBooks.", "stopped using Trados", "不再用Trados了"):
# said to the end of its clause (not "no longer use Slack for alerts"), the name alone is enough
_STOPPED = lazy(
    rf"\b(?:no longer (?:use|uses|using)|stopped using|(?:have|has) stopped using)\s+(?:the\s+|our\s+|my\s+)?{_NAME}"
    r"\s*(?:[,;:!?]|\.(?:\s|$)|$)"
    r"|(?:不再用|不再使用|不再练|不再喝|不再去|弃用了|停用了)了?\s*([A-Za-z0-9][A-Za-z0-9_.+#-]*|[\u4e00-\u9fff]{2,6}?)\s*了?(?=[,，。;；!！]|$)",
    re.IGNORECASE,
)


def old_values(text: str) -> set[str]:
    """The values an outright change in ``text`` leaves behind, as written: a name (capitalised,
    or holding a digit) -- any word only in "from X to Y" -- or one no longer used (``stopped``),
    never a stop word."""
    found = set()
    for number, pattern in enumerate(_OLD_VALUE):
        for match in pattern.finditer(text):
            value = match.group(1).strip(" .,")
            if number == 0 or any(c.isupper() or c.isdigit() for c in value):
                found.add(value)
    found |= {m.group(1).strip(" .,") for pattern in _OLD_VALUE_ZH for m in pattern.finditer(text)}
    found |= stopped(text)
    for match in _GONE_ZH.finditer(text):  # "家里那辆卡罗拉卖了": 卡罗拉, whatever came before it
        value = match.group(1)
        found |= {value[start:] for start in range(len(value) - 1)} if not value.isascii() else {value}
    found |= {match.group(1) for match in _GONE_ZH_NAME.finditer(text)}
    return {value for value in found if len(value) > 1 and value.lower() not in COMMON}


def days_ended(text: str) -> set[str]:
    """The days of the week ``text`` says stopped themselves ("Saturday distributions ended"), not a
    thing no longer held on them ("Chess club is no longer on Thursdays")."""
    return {m.group(1) for m in _ENDED_RE.finditer(text) if day_names({m.group(1)})}


def stopped(text: str) -> set[str]:
    """The names ``text`` says are no longer used at all (``_STOPPED``), days of the week aside: an
    earlier memory naming one is replaced whatever else it shares."""
    found = {next(g for g in m.groups() if g).strip(" .,") for m in _STOPPED.finditer(text)}
    return {v for v in found if len(v) > 1 and v.lower() not in COMMON and not day_names({v})}


def put_back(text: str) -> set[str]:
    """The names ``text`` says are back ("back on Slack", "reverted to Jenkins", "又把携程加回来了",
    "换回光明"): an earlier change that left one is replaced. A number is no name."""
    found = {next(g for g in m.groups() if g).strip(" .,") for m in _PUT_BACK.finditer(text)}
    return {
        v for v in found if len(v) > 1 and v.lower() not in COMMON and not v[0].isdigit() and not v.startswith("每")
    }


_CAPITAL = lazy(r"(?<![\w.-])[A-Z][\w+#-]*[A-Za-z0-9]")


def left_for(old: str, new: str, restored: set[str]) -> bool:
    """``old`` says a change ``new`` undoes: one to something ``new`` names but did not keep, ``old``
    lacking what ``new`` puts back ("Agile tariff from this month" -> "Agile spiked in April. Back on
    Cosy."); one to a name ``new`` gives as the reason it left, whatever else ``old`` says ("Switched
    insurer to LV=" -> "LV= wanted 640, so we're back with Admiral", "酒店换成了香格里拉，君悦也排不开"
    -> "香格里拉涨价，还是回到君悦", said outside the put-back's own clause: "back to Millgate Vets for
    Marmalade" gives no reason); or a stand-in for what is put back ("we practise at St Mary's
    meanwhile" -> "back at St Wendreda's", "暂时在新馆练" -> "回到老馆"). A name is a capitalised word
    of three letters or more (two in capitals), no stop word, month or change word."""
    if _STAND_IN.search(old) and any(named_loosely(old, value) for value in restored):
        return True
    if CHANGED.search(old) is None:
        return False
    went = {next(g for g in m.groups() if g).rstrip("=") for m in _CHANGED_TO.finditer(old)} - restored
    if any(len(value) > 1 and (mentions(new, value) or mentions(new, f"{value}s")) for value in went):
        return True
    if any(mentions(old, value) for value in restored):
        return False
    reason = _PUT_BACK_CLAUSE.sub(" ", new)  # the put-back's own clause names what is back and for whom, no reason
    names = {m.group(0) for m in _CAPITAL.finditer(reason) if not CHANGED.fullmatch(m.group(0))} - restored
    names = {n for n in names if n.lower() not in COMMON and n.lower() not in NOT_PRODUCT and len(n) > 2}
    return any(mentions(old, name) for name in names)


# the clause a put-back is said in: from the mark before it to the mark after
_PUT_BACK_CLAUSE = lazy(
    r"(?:[^,;:!?，。；：！？.]|\.(?!\s))*(?:\bback (?:on|to|with|at)|\bwent back to|\bgoes back to|\breverted to|"
    r"\breturned to|加回|换回|改回|调回|恢复为|恢复到|恢复成|回到)(?:[^,;:!?，。；：！？.]|\.(?!\s))*",
    re.IGNORECASE,
)
_WEEKDAYS = (
    ("monday", "周一", "星期一", "礼拜一"),
    ("tuesday", "周二", "星期二", "礼拜二"),
    ("wednesday", "周三", "星期三", "礼拜三"),
    ("thursday", "周四", "星期四", "礼拜四"),
    ("friday", "周五", "星期五", "礼拜五"),
    ("saturday", "周六", "星期六", "礼拜六"),
    ("sunday", "周日", "星期日", "礼拜日", "周天", "星期天", "礼拜天"),
)
_DAY_OF = {name: str(number) for number, names in enumerate(_WEEKDAYS) for name in names}


def _value_key(value: str) -> str:
    """A value as compared: lower-cased, an English plural's s dropped, a day of the week by its
    number whatever the language ("Tuesdays", "Tuesday", "周二", "星期二" are one)."""
    key = value.lower()
    key = key[:-1] if key.isascii() and key.endswith("s") and len(key) > 3 else key
    day = next((name for name in (key, key[:3], key[:2]) if name in _DAY_OF), None)  # "周三晚上": 周三
    return "day " + _DAY_OF[day] if day else key


def alike(one: set[str], other: set[str]) -> bool:
    """Whether two sets of values share one, in the plural or in the other language for a day of
    the week ("back to Tuesdays" puts back what "周二停用了" left)."""
    return bool({_value_key(v) for v in one} & {_value_key(v) for v in other})


def day_names(values: set[str]) -> set[str]:
    """The names of the days of the week among ``values`` in every language we read ("Tuesdays":
    tuesday, 周二, 星期二, 礼拜二): what an earlier memory may call the day a put-back names."""
    keys = {_value_key(value) for value in values}
    return {name for number, names in enumerate(_WEEKDAYS) if f"day {number}" in keys for name in names}


def names_value(text: str, value: str) -> bool:
    """Whether ``text`` names ``value``, an English one in the plural too ("Saturday" in "Tuesdays and
    Saturdays")."""
    return mentions(text, value) or (value.isascii() and value[-1:].isalpha() and mentions(text, f"{value}s"))
