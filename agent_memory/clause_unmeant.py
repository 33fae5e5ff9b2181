"""What the user says without meaning it as a fact about themselves, for the rule digester.

- ``MAKE_BELIEVE``: a sentence that sets up a game, an example or made-up data ("let's role-play: you're
  an innkeeper…", "use a made-up example: a service called foo on port 1234", "举个例子：假设有个用户叫张三，
  手机号…", "帮我 mock 一点测试数据：…", "Sample data: user 'Bob', …", a template with [PLACEHOLDER]s, "假设用户叫…，帮我写…"), or a
  question asked for someone else ("asking for a friend"): nothing in it is the user's;
- ``JOKING``: a sentence that only says the one before was a joke ("Kidding.", "开玩笑的。"): the turn's
  items before it go;
- ``QUOTED``: a sentence wholly in quotes (a log line, an error message) after a question about it;
- ``UNDECIDED``: a reply that agrees only to say the user was just asking ("嗯，随便问问，还没想好"): the
  assistant's proposal is not taken;
- ``unmeant``: a clause that holds nothing of the user's now: what a colleague or friend likes ("我同事说
  她只喝美式"), what the user used to do or be ("I used to live in Glasgow"), a maybe put off ("…and maybe
  look at it next year"), a trailing hedge ("always has", "mostly"), what someone else proposes ("Sarah 建议我们用
  GraphQL", "my sister says I should get a dog").

Every pattern is anchored or bounded: linear in the sentence's length.
"""

from __future__ import annotations

import re

from .regex import precompiled

MAKE_BELIEVE = precompiled(
    r"\brole-?play|\blet'?s pretend\b|\bpretend (?:you'?re|you are|to be|i'?m|i am|we'?re)\b|"
    r"\b(?:made-?up|fictional|fake|dummy|imaginary)\s(?:example|data|name|user|person|company|customer|record)s?\b|"
    r"\bmock (?:up )?(?:some |a few |a bit of )?(?:test |sample )?data\b|"
    r"举个例子|打个比方|假设有个|假如有个|虚构(?:一个|一些|的)|编(?:一个|个|一些|点)(?:例子|名字|数据|故事)|"
    r"(?:假装|扮演)(?:你是|我是|一个|一下)|mock\s?(?:一点|一些|点)?\s?(?:test\s?data|测试数据|数据)|"
    r"(?:测试|示例|假)数据[：:]|\b(?:test|sample|example|seed|fake|dummy)\s(?:data|record|user|customer)s?\s?:|"
    # a template to fill ("Fill in: Dear [NAME], …"), a supposed user for a script ("假设 user 叫 Alice，…，帮我写个 seed
    # script"), a question asked for someone else ("Asking for a blog post, not for us")
    r"\bfill (?:in|out)\s?:|\[(?-i:(?:YOUR_)?(?:NAME|FIRST_?NAME|LAST_?NAME|EMAIL|DATE|COMPANY|[A-Z]{2,12}_(?:ID|NAME|DATE|NO|NUMBER|URL)))\]|"
    r"^\s*(?:假设|假定)[^。！？!?\n]{1,80}?(?:帮我|给我|你)(?:写|生成|造|编)|"
    r"\basking for (?:a|my) (?:friend|blog post|post|article|talk|client|colleague|class|course)\b",
    re.IGNORECASE,
)
# the words without one of which ``MAKE_BELIEVE`` cannot match (tried first: most sentences have none)
_BELIEVE_WORDS = ("role", "pretend", "made", "fictional", "fake", "dummy", "imaginary", "mock", "例子", "比方", "假")
_BELIEVE_WORDS_EN = ("data", "record", "user", "customer", "fill", "[", "asking")
_BELIEVE_WORDS_ZH = ("虚构", "编", "扮演", "数据")


def make_believe(sentence: str) -> bool:
    """Whether ``sentence`` sets up a game, an example or made-up data (``MAKE_BELIEVE``)."""
    lowered = sentence.lower()
    if not any(word in lowered for word in _BELIEVE_WORDS + _BELIEVE_WORDS_ZH + _BELIEVE_WORDS_EN):
        return False
    return MAKE_BELIEVE.search(sentence) is not None


JOKING = precompiled(
    r"^[\s“”\"「『'」』)）]*(?:(?:just|only)\s+)?(?:kidding|joking|jk)(?:[\s,.!]*(?:mostly|sort of|kind of|obviously|of course))?"
    r"[\s.!。！~～]*$|^[\s“”\"「『'」』)）]*(?:开玩笑的|开个玩笑|说着玩的|逗你的)(?:啦|哈|呢|而已)?[\s.!。！~～]*$",
    re.IGNORECASE,
)
QUOTED = precompiled(r"""^\s*(?:'[^'\n]{1,400}'|"[^"\n]{1,400}"|“[^“”\n]{1,400}”|「[^「」\n]{1,400}」)\s*[.。]?\s*$""")
UNDECIDED = precompiled(
    r"随便问问|还没想好|没想好|还没决定|只是问问|好奇问问|\bjust (?:asking|curious|wondering)\b|"
    r"\bnot sure yet\b|\bhaven'?t decided\b|\bstill deciding\b",
    re.IGNORECASE,
)
# what someone else likes, said by them ("我同事说她只喝美式", "my coworker says she only …")
_THEIR_TASTE = precompiled(
    r"(?:同事|朋友|室友|同学|邻居|领导|老板)(?:们)?说(?:他|她)(?:们)?(?:只|最|从来|特别|很|不|喜欢|爱|讨厌)|"
    r"\b(?:colleague|co-?worker|friend|flatmate|roommate|neighbou?r|boss)s?\s(?:says|said|reckons|thinks)\s(?:he|she|they)\b",
    re.IGNORECASE,
)
# what held once ("I used to live in Glasgow"), or a trailing hedge ("always has", "mostly")
_ONCE_OR_HEDGE = precompiled(
    r"\s*(?:(?:and\s+|but\s+)?(?:i|we)\s+used\s+to\b|"
    r"(?:always (?:has|have|had|did|does|was)|mostly|partly|sort of|kind of|more or less)[\s.!]*$)",
    re.IGNORECASE,
)
_SAYS = ("says", "said", "reckons", "thinks")
# what someone else proposes, said as theirs ("Sarah 建议我们用 GraphQL", "有人提议换 Rust", "my brother says I should get
# a Mac"): not what the user took on
_THEIR_PROPOSAL = precompiled(
    r"^\s*+(?:(?:[A-Z][a-z]+|同事|朋友|领导|老板|客户|产品|有人|别人|他们|[小老阿][\u4e00-\u9fff])\s*+(?:一直)?(?:建议|提议)(?:我们|我|说)?\s*+"
    r"(?:用|上|换|改|买|去|做|搞|试试)|"
    # (not a doctor's advice: "the GP says I should walk more" is what the user is to do)
    r"(?:my\s+)?(?!(?:doctor|dentist|gp|physio|nurse|vet|consultant|surgeon|midwife)\b)[a-z][\w'-]*\s+"
    r"(?:says|said|reckons|thinks|keeps saying)\s+(?:i|we)\s+should\b)",
    re.IGNORECASE,
)
_PROPOSES = ("建议", "提议", "should")
# a maybe put off to a later day ("I'll stick with Python and maybe look at it next year")
_PUT_OFF = precompiled(
    r"\bmaybe\s(?:[a-z'-]+\s){0,6}?(?:next (?:year|month|quarter|time)|later on|one day|some ?day|eventually)\b",
    re.IGNORECASE,
)


def unmeant(clause: str) -> bool:
    """Whether ``clause`` holds nothing of the user's now: what someone else likes, what held once, a maybe put
    off, a trailing hedge (each pattern tried only when a word it needs is there)."""
    lowered = clause.lower()
    return (
        _ONCE_OR_HEDGE.match(clause) is not None
        or (("说" in clause or any(word in lowered for word in _SAYS)) and _THEIR_TASTE.search(clause) is not None)
        or ("maybe" in lowered and _PUT_OFF.search(clause) is not None)
        or (any(word in lowered for word in _PROPOSES) and _THEIR_PROPOSAL.match(clause) is not None)
    )
