"""What the assistant proposed, for the rule digester (rule_digester.py): a reply that agrees
takes it ("sounds good" after "Shall we use clap?"), an answer to its question is kept.

- ``proposal``: the sentences of the assistant's turn that propose something, not an offer to do
  a task ("want me to draft it?") nor a question about a fact;
- ``asks_for``, ``asks_to_choose``: whether its turn ends asking the user for a fact or a choice;
- ``choice``: what is left of a reply after its answer word, when it names something.

Split from natural.py (the words a clause is read by) in the ninth round. Every pattern is
anchored or bounded: linear in the turn's length.
"""

from __future__ import annotations

import re

from .natural import PARKS, QUESTION, SENTENCE_ENDS, idle
from .regex import precompiled

_CJK = precompiled(r"[\u4e00-\u9fff]")

PROPOSES = precompiled(
    r"\b(?:i'?d (?:propose|suggest|recommend|go with)|i (?:propose|suggest|recommend)|shall we|should we|"
    r"how about|what about|let'?s|we could|if that works|does that work|sound good|ok with you|"
    r"do you want to use)\b|建议|推荐|可以吗|怎么样|好吗|行吗|如何[？?]|那就|^(?:那)?(?:可以|不如|或许可以)(?!吗)|"
    r"我觉得(?:可以|应该|最好)|(?:可以|不如|最好)把|我倾向",
    re.IGNORECASE,
)
# The assistant offering to do a task: agreeing to it decides nothing worth keeping
OFFERS = precompiled(
    r"\b(?:want me to|shall i|should i|do you want me|would you like me|can i|may i|i can|let me)\b|"
    r"要我|需要我|要不要我|我来|我帮你|我可以帮|帮你",
    re.IGNORECASE,
)
# A question about a fact (not a proposal): its "yes" adds nothing
ASKS = precompiled(
    r"^\s*(?:and\s+|so\s+)?(?:what|which|who|when|where|why|how(?! about)|did|does|is|are|was|were|has|have|"
    r"any)\b|什么|多少|哪|谁|为什么|怎么(?!样)|几|是[^，,。]{0,16}吗",
    re.IGNORECASE,
)


_POLITE = precompiled(r"^(?:please|thanks?|thank you|谢谢|好的)\b", re.IGNORECASE)
_CHOICE = precompiled(r"\bor\b|还是|或者", re.IGNORECASE)


def asks_for(turn: str) -> bool:
    """Whether the assistant's ``turn`` ends asking the user for something (a fact or a choice,
    not a yes or no to a proposal, not offering a task): the answer is worth keeping."""
    said = [s.strip() for line in turn.splitlines() for s in SENTENCE_ENDS.split(line) if s.strip()]
    if not said or not QUESTION.search(said[-1]) or OFFERS.search(said[-1]):
        return False
    last = said[-1]
    short = len(last.split()) <= 3 and len(_CJK.findall(last)) <= 6  # "Key prefix?", "地点呢？"
    return bool(ASKS.search(last) or _CHOICE.search(last) or short)


def asks_to_choose(turn: str) -> bool:
    """Whether the assistant's ``turn`` ends offering options ("本地盘还是 S3？")."""
    said = [s.strip() for line in turn.splitlines() for s in SENTENCE_ENDS.split(line) if s.strip()]
    return bool(said) and bool(QUESTION.search(said[-1])) and bool(_CHOICE.search(said[-1]))


def choice(rest: str) -> str | None:
    """What is left of a reply after its answer word, when it is a name ("对，GitHub Actions")."""
    value = rest.strip(" \t,，.。!！~～")
    words = value.split()
    if not value or len(value) > 24 or len(words) > 3 or idle(value) or PARKS.search(value) or _POLITE.match(value):
        return None
    return value


PLANS = precompiled(r"\b(?:we'?ll|we will|let'?s)\b|(?:^|[，,]\s*)(?:那)?我们", re.IGNORECASE)
_NO_PLAN = precompiled(r"\b(?:can'?t|cannot|note|noted)\b|记一下|记住", re.IGNORECASE)
_MOST = 240


# Only asking for a yes ("你看行吗？", "OK?"): what is agreed to is the sentence before it
_CHECK = precompiled(
    r"^\s*(?:你看|这样|那)?(?:行吗|可以吗|好吗|怎么样|如何|ok|okay|sound good|does that work|how does that sound)[\s?？!。.]*$",
    re.IGNORECASE,
)
# An offer to carry out what was just proposed ("Want me to do that?", "要我这样改吗？")
_CARRY_OUT = precompiled(
    r"\b(?:do (?:that|it|this)|go ahead|make (?:that|the) change|set (?:that|it) up)\b|这样(?:改|做|弄)|照这个", re.I
)
_SUGGESTS = precompiled(r"\b(?:i'?d (?:suggest|propose|recommend)|i (?:suggest|propose|recommend))\b|建议|推荐", re.I)


def _checked(said: list[str], sentence: str) -> str:
    """``sentence``, or the one before it when it only asks for a yes ("…改成异步任务。你看行吗？")."""
    at = said.index(sentence)
    return said[at - 1] if _CHECK.match(sentence) and at > 0 else sentence


def proposal(turn: str | None, strong: bool = False) -> str | None:
    """The sentences of the assistant's ``turn`` that propose something (a suggestion, a
    question offering an option, a plan), not an offer to do a task nor a question about a
    fact; with ``strong`` agreement ("听你的"), the turn's first sentence when none does."""
    if not turn:
        return None
    said = [s.strip() for line in turn.splitlines() for s in SENTENCE_ENDS.split(line) if s.strip()]
    asked = [s for s in said if QUESTION.search(s)]
    if any(OFFERS.search(s) for s in asked) and not any(PROPOSES.search(s) for s in asked):
        if not any(_CARRY_OUT.search(s) for s in asked):
            return None  # an offer to do a task
        suggested = [s for s in said if _SUGGESTS.search(s) and not QUESTION.search(s)]  # "…? Want me to do that?"
        return suggested[0][:_MOST] if suggested else None
    chosen = list(dict.fromkeys(_checked(said, s) for s in said if PROPOSES.search(s) and not OFFERS.search(s)))
    if not chosen:
        chosen = [s for s in asked if not OFFERS.search(s) and not ASKS.search(s)]
    if not chosen:
        chosen = [s for s in said if PLANS.search(s) and not _NO_PLAN.search(s)][:1]
    if not chosen and strong and said:
        chosen = said[:1]
    text = " ".join(chosen)
    return text[:_MOST] if text else None
