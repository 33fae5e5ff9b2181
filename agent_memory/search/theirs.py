"""Someone else's facts among ours: a memory that says it is another party's ("Globex's own
auditor is X; not ours", "my neighbour pays …", "我哥…", "另一个读书会…", "the other gala is also
aiming for …", "公司的羽毛球群也是…") is a hard negative, after what is ours unless the question
names it; and a memory opening on another party's name is no newer one of ours. A proposal turned
down ("Tomasz suggested going back to Velotex, but the committee said no", "有业主提议物业费降回一块八，
业委会没有通过", ``turned_down``) is a hard negative too: it names a value that does not hold, after
what is ours unless the question asks about a proposal. Read by the time
stages and by ``supersede``; split from ``timeline`` to keep each module small.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..regex import lazy

if TYPE_CHECKING:
    from ..model import MemoryEntry

# A memory that says it is someone else's ("Globex's own auditor is X; that is their vendor, not
# ours", "另一本书的稿费是…，别搞混"): a hard negative, after what is ours unless the question names it
_NOT_OURS = lazy(
    r"\bnot\s+(?:ours|mine|ours?\s+to)\b|\bdon'?t\s+(?:mix|confuse)\s+(?:them|it|these|the\s+two)\b|"
    r"\bignore\s+(?:it|this|that)\b|'s\s+own\b|\btheir\s+own\b|"
    r"别搞混|不要搞混|别弄混|别混淆|不要混淆|不是我们的|不是我的|别弄错",
    re.IGNORECASE,
)


# a proposal ("suggested", "floated", "pitched us", "offering to", "asked whether", "asked to put …
# back", "asked me back on her boat", "the physio said go back to", "said I should try", "提议", "推荐",
# "想让", "邀请我回…") and, after it, its refusal ("said no", "voted down", "declined", "nothing is
# decided", "parked", "I'm keeping …", "I'm staying with …", "nobody wanted to", "we kept Rhys", "; Hannah
# kept Saturday", "not buying", "没有通过", "没同意", "我们没换", "没转", "我还是留在…"): nothing changed
_PROPOSED = (
    r"(?:\b(?:suggest(?:ed|s|ing)?|propos(?:ed|es|ing|al)|floated|pitched|recommended|urged|"
    r"offer(?:ed|ing|s)?\s+to|asked\s+(?:whether|if|to|(?:me|us|him|her|them)\s+(?:to|back))|invited\s+(?:me|us)\s+(?:to|back)|wanted\s+(?:us|me)\s+to|said\s+(?:to\s+)?(?:go|switch|move)\s+back|said\s+(?:I|we)\s+should)\b|"
    r"提议|建议|推荐|想让|劝我们|劝我|提出|邀请我|请我回|叫我回|问我要不要|问我们要不要)"
)
_REFUSED = (
    r"(?:\b(?:said|say|says)\s+no\b|\bvoted\s+(?:it\s+)?down\b|\bturned\s+(?:it\s+|them\s+|that\s+)?down\b|"
    r"\bdeclined\b|\brejected\b|\bnothing\s+(?:is|was|has\s+been)\s+decided\b|\bparked\b|\bshelved\b|"
    r"\bnot\s+taken\s+up\b|\b(?:no\s+one|nobody)\s+(?:agreed|was\s+keen|wanted)\b|\bwe\s+passed\b|"
    # what holds kept ("we kept Rhys", "Larchmont kept Owen on it"), the thing not done ("not buying")
    r"\b(?:we|they|I)\s+kept\b|\bkept\s+(?-i:[A-Z])[\w'-]*\s+on\b|[;,]\s*(?-i:[A-Z])[\w'-]*\s+kept\s+(?:it\b|(?-i:[A-Z]))|"
    r"\bnot\s+(?:buying|switching|changing|moving|going\s+(?:for|with))\b|"
    r"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:keeping|staying|sticking)\b|\bdidn'?t\s+(?:go\s+for|take|agree)\b|"
    r"没有?(?:通过|同意|答应|采纳|接受|考虑|换|改|转|搬|回去)|不同意|没答应|拒绝|否决|搁置|婉拒|还是留在|我还是跟|继续留在|还是定在)"
)
_TURNED_DOWN = lazy(_PROPOSED + r"[\s\S]*?" + _REFUSED, re.IGNORECASE)
# a question about a proposal itself ("What did Tomasz suggest?", "谁提议过改到周日？")
_ASKS_PROPOSAL = lazy(
    r"\b(?:suggest\w*|propos\w*|float\w*|pitch\w*|recommend\w*|offer\w*|reject\w*|declin\w*|turn\w*\s+down|"
    r"vot\w*)\b|提议|建议|推荐|拒绝|否决|通过|同意|投票",
    re.IGNORECASE,
)


def turned_down(text: str) -> bool:
    """Whether ``text`` tells of a proposal refused or left undecided ("…offering to move us back to
    Outgoing at 15p; declined", "妈妈想让豆豆转回阳光幼儿园，我们没同意"): no change of ours."""
    return _TURNED_DOWN.search(text) is not None


def asks_proposal(query: str) -> bool:
    """Whether ``query`` asks about a proposal or its refusal."""
    return _ASKS_PROPOSAL.search(query) is not None


# a capitalised word opening a sentence that names no person ("Moved from …", "Back from …")
_OPENERS = (
    r"(?:The|We|Our|My|I|It|This|That|They|He|She|Back|Home|Away|Fresh|Straight|Just|Far|Apart|Aside|Switch|"
    r"Move|Migrate|Coming|Going|Heard|News|Word|Email|Letter|Message|Feedback|Notes?|Update|Quote|Invoice|"
    r"Delivery|Post|Parcel|Bill|Refund|Payment|Food|Flour|Beans|Rent|Fee|Price|Cost)\b"
)

# someone else's, said by who they are to us ("My studio-mate Owen uses …", "Our neighbours the
# Petrovs have …", "我哥在…的房贷利率", "室友在同一个驾校", "隔壁…的物业费"), or by "too" at the end
# ("Gwen sells her honey at £9.50 a jar too"): a like fact of theirs, no change of ours
_THEIRS = lazy(
    r"\b(?:my|our)\s+(?:neighbou?rs?|friends?|(?:studio|flat|room|house|club|team|class|work|course|gym)-?mates?|"
    r"colleagues?|brother|sister|cousin|sister\s+(?:event|company|club|band|shop|school))\b|\b(?:too|as well)\s*[.!]?\s*$|"
    # next door's, a party named by where it is ("Next door's system is …", "Dune Riders, the club
    # next door, start from …")
    r"^next\s+door'?s\b|"
    r",\s*the\s+[a-z]+(?:\s+[a-z]+)?\s+(?:next\s+door|down\s+the\s+(?:road|street)|across\s+the\s+(?:road|street)|"
    r"round\s+the\s+corner|over\s+the\s+road)\s*,|"
    # a relative's ("my wife's trainer", "老婆原来的私教"), the other one ("The Harbour Hour, the other
    # local podcast, …", "另一个读书会…"), another team's ("风控组那边还在用…")
    r"\bmy\s+(?:wife|husband|partner|girlfriend|boyfriend|mum|mom|dad|parents|son|daughter)'s\b|"
    r"(?:^|,\s*)the\s+other\s+(?!day\b|time\b|week\b|night\b|morning\b|evening\b|way\b)[a-z]|"
    r"^(?:[\u4e00-\u9fff]{0,2})(?:我哥|我姐|我弟|我妹|邻居|室友|隔壁|同行|对面的|对面那|同事|朋友|老婆|老公|爱人|我爸|我妈|"
    r"女朋友|男朋友|另一个|另一家|另外一个|另外一家|病友|队友|楼上|楼下|对门|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|嫂子|姐夫|妹夫|舅舅|姑姑|"
    r"小姑|婆婆|岳父|岳母|亲戚|竞品|竞争对手|表姑|表叔|表舅|表姨|姑妈|姨妈|小姨|舅妈)|[\u4e00-\u9fff]{1,4}(?:组|部门|团队)那边|"
    # a relative by name ("Aunt Lin is going too"); a like fact said "also" of a party named in
    # the subject ("The Harbour Hospice gala is also aiming for …", "公司的羽毛球群也是每周二…"):
    # theirs, not a change of ours ("我们店的…也涨了", "儿子的…也…" stay ours)
    r"^(?:my\s+)?(?:aunt|auntie|uncle|grandma|grandpa|granny|cousin)\b|"
    # what another says of their own ("Jonah upstairs says his rent is …"), a named colleague or a
    # named person's friend ("Tariq on my team is still on Band C", "Olu's friend Kemi pays …"), and
    # a like fact said "too," mid-sentence by a party not us ("Greenside Pantry runs Wednesday shifts
    # too, coordinated by …")
    r"\b(?:says|said|tells\s+(?:me|us)|told\s+(?:me|us))\s+(?:his|her|their)\b|"
    r"(?-i:\b(?!Every|Some|No|Any)[A-Z][a-z]+)\s+(?:on|in)\s+my\s+(?:team|group|class|squad)\b|"
    r"(?-i:\b[A-Z][a-z]+)'s\s+(?:friend|flatmate|colleague|neighbou?r|brother|sister|cousin)\s+(?-i:[A-Z])|"
    r"^(?-i:(?:The\s+[a-z]+'s\s+)?(?!The\b)[A-Z][\w&-]*\s+[A-Z][\w'&-]*)[^.;!?]*?\b(?:too|as\s+well),|"
    r"^(?-i:(?:The\s+)?(?!The\b)[A-Z][\w'&-]*\s+[A-Z][\w'&-]*)[^,.;:]{0,40}?\b(?:is|are)\s+also\b|"
    # someone named by where we know them ("Priya next door is on …", "Hal from work swims …", "Mo
    # from the studio pays …"), a friend's, a named party's team or a place's ("Dan's office team plays
    # … as well", "The café on Mill Lane also buys …"), theirs by who they are to another ("Her
    # classmate Amy also uses …"), a named group's like fact "too," ("The Riverside Players are
    # staging 'Earnest' too, at …")
    rf"^(?-i:(?!{_OPENERS})[A-Z][a-z]+)(?<!ed)(?<!ing)\s+(?:next\s+door|upstairs|downstairs|(?:down|across|up)\s+the\s+(?:road|street|lane|hall)|"
    r"round\s+the\s+corner|"
    r"from\s+(?:work|the\s+[a-z]+|[a-z]+))\s+(?-i:[a-z])|"
    r"\ba\s+(?:friend|colleague|neighbou?r|classmate|cousin|relative)'s\b|"
    r"^(?-i:[A-Z][a-z]+)'s\s+(?:[a-z]+\s+){0,2}?(?:team|agency|club|band|show|company|shop|firm|group|school|"
    r"gym|family|mum|mom|dad|mother|father|parents|wife|husband|partner|brother|sister|son|daughter)\b[^.;!?]*?"
    r"\b(?:too|as\s+well|also)\b|"
    r"^the\s+[^\W\d_]+\s+(?:on|in|at|near|by)\s+(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))?\s[^.;!?]*?"
    r"\b(?:also|too|as\s+well)\b|"
    r"^(?:同学|同桌|闺蜜|发小|师兄|师姐|师弟|师妹|老乡|网友)[^，。,；;]{0,6}?也|"
    r"^(?:her|his|their)\s+(?:classmate|friend|flatmate|roommate|schoolmate|teammate|neighbou?r)\s+(?-i:[A-Z])|"
    r"^(?-i:The\s+[A-Z][\w'&-]*\s+[A-Z][\w'&-]*)[^.;!?]*?\btoo,|"
    r"^(?!我|咱|用户|本|儿子|女儿|孩子|家里)[^，。,；;]{0,8}的[^，。,；;]{1,10}?也(?:是|卖|在|跟|用|要|有|去|报|定|租|住|请)",
    re.IGNORECASE,
)


def says_not_ours(text: str) -> bool:
    """Whether ``text`` says it is someone else's ("that is their vendor, not ours", "别搞混",
    "my brother's rate is …", "邻居家…")."""
    return _NOT_OURS.search(text) is not None or _THEIRS.search(text) is not None


# a capital that opens a sentence is no name: "My sister's …" names no "my" the question asks
_NO_NAME = frozenset("my our the a an we i his her their this that these those its".split())
_NAME = lazy(r"\b[A-Z][a-z][\w&-]*|《([^》]+)》")


def not_ours(ids: list[str], entries: dict[str, MemoryEntry], query: str) -> set[str]:
    """Of ``ids``, the memories that say they are someone else's, unless the question names a name
    of theirs (a capitalised word, written so in the question too, a 《title》) that no other of
    ``ids`` holds: it asks about that one ("What is Globex's auditor?", "《近水》的稿费是多少？"; not
    "Who insures the repair café?" of "Westham Repair Café … too")."""
    texts = {m: entries[m].content for m in ids if m in entries}
    asked = query.lower()
    found = set()
    for memory_id, text in texts.items():
        if not says_not_ours(text):
            continue
        others = " ".join(t for m, t in texts.items() if m != memory_id).lower()
        names = {
            name for match in _NAME.finditer(text) if (name := match.group(1) or match.group(0)).lower() not in _NO_NAME
        }
        named = any(name in query and name.lower() not in others for name in names)
        theirs = {match.group(0).strip(" .!").lower() for match in _THEIRS.finditer(text)}  # "我哥的利率?"
        if not named and not any(name in asked and name not in others for name in theirs):
            found.add(memory_id)
    return found


# a name of two capitalised words in a memory's first clause ("The cafe on Market Street sells its
# sourdough at 4.20", "Tamesis RC down the river keeps …"): what it tells of is that party's; a
# day or a month is no name ("Added Sunday mornings")
_PARTY = lazy(r"\b([A-Z][\w&'-]*)\s+([A-Z][\w&'-]*)")
_CALENDAR = lazy(
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|"
    r"september|october|november|december|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|oct|"
    r"nov|dec)\.?)$",
    re.IGNORECASE,
)


def of_another_party(text: str, others: str) -> bool:
    """Whether ``text`` opens on a name that ``others`` (the earlier memory, the question) lack."""
    clause = re.split(r"[,;:]", text, maxsplit=1)[0]
    for found in _PARTY.finditer(clause):
        if not any(_CALENDAR.match(word) for word in found.groups()):
            return f"{found.group(1)} {found.group(2)}".lower() not in others.lower()
    return False
