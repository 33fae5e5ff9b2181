"""What a Chinese clause asks for, or who takes it on, after a fact of the user's, for the rule
digester (rule_digester.py): each is a fact of its own, never more of the clause before it. In
English, whose task something is (``ONES_TASK``: "…, he's the one picking up Zofia") is no remark on
the person named before.

- how to reach the user, or what to remind them of, when something comes up ("…，有急事打电话",
  "…，开药的时候记得提醒我"; not whom to ask while away: "我休假两周，有事找小王" is one);
- what is enough or what is wanted instead, said after a dislike ("不喜欢太正式的文风，写得像聊天一样就好", "不喜欢长篇
  大论的，先给我结论"), and what not to do
  after it ("叫我小陈就行，别叫陈总");
- something the assistant is told not to do to the user ("…，别推荐拿铁", "…，别给我发语音"; not
  the old option turned down: "…，别再发邮件了" is no fact of its own);
- a bound on a topic of its own ("字号大一点，表格别太密");
- who takes it on, said in a word or two after when it is ("家长会在周四晚上，我去，…", "…，我来接"): who
  does what is a fact of its own, the time another;
- an exception to a rule, said of a topic of its own after 但/不过 ("退货七天无理由，但定制款不退"), not a
  remark on the fact before ("…，但不太方便").
- how the assistant is to do a task each time, its scope opening the clause ("…，推荐零食的时候一定要避开",
  "…，代码评审的时候直接指出问题"): an instruction of its own after any fact;
- what to do about a condition of someone's, after it ("我对猫过敏，所以民宿要选不养宠物的", "我老婆对花粉过敏，
  春天家里别放鲜花", "我爸血糖有点高，甜点少放糖", "我有点恐高，安排行程的时候少排缆车"): the condition is a fact, what
  follows from it another.

Every pattern is anchored and bounded: linear in the clause's length.
"""

from __future__ import annotations

import re

from . import natural
from .regex import lazy

_WHEN_ASKED = lazy(
    r"^\s*(?:有(?:急事|事|空|问题|情况|需要)|[\u4e00-\u9fffA-Za-z0-9 ]{1,8}的时候)\s*(?:就|请|都|也)?\s*"
    r"(?:记得|麻烦|直接)?\s*(?:打电话|打给我|发(?:微信|消息|短信)|提醒|告诉|通知|call|ping)"
)
# (not after an instruction: "别用“亲”这种称呼，…，直接说事就行" is one)
_DISLIKE = lazy(r"^\s*(?:说实话|其实)?\s*我?(?:不太?喜欢|讨厌|受不了|烦)")
_ENOUGH = lazy(r"[\u4e00-\u9fffA-Za-z0-9 ]{2,16}就(?:好|行|可以)了?[\s，,。.!！]*$")
# what is wanted instead, after a dislike ("不喜欢长篇大论的，先给我结论"): not a remark on the dislike ("…，太啰嗦")
_WANTED_INSTEAD = lazy(r"^\s*+(?:先|直接|就|只)?\s*+(?:给我|帮我|跟我|替我)\s*+[\u4e00-\u9fffA-Za-z0-9 ]{2,}")
_DONT = lazy(r"^\s*(?:也|就|但|可)?(?:别|不要)(?!太|那么|这么)")
_DONT_TO_ME = lazy(r"^\s*(?:也|就|但|可)?(?:别|不要)(?!再)\s*(?:给我|跟我|帮我)?\s*(?:推荐|推|叫|发|打电话|约|催)")
_OTHER_BOUND = lazy(r"^\s*[\u4e00-\u9fffA-Za-z]{2,6}(?:别|不要)(?:太|那么|这么)[\u4e00-\u9fff]{1,3}[\s。.!！]*$")

_EXCEPTED = lazy(
    r"^\s*(?:但是?|不过|可是)\s*(?![这那它他她我你就也都还])[\u4e00-\u9fffA-Za-z0-9]{2,8}?(?:不|不能|不可以|不许|免)"
    r"(?:退|换|收|开|算|报|用|参加|享受|打折|包邮|报销)"
)

# the assistant's task a clause opens with, and its scope ("推荐零食的时候", "代码评审的时候")
TASK_SCOPE = lazy(
    r"^\s*+(?:[^，,。；;！!？?\s]{1,4}?(?:推荐|评审|回答|回复|解释|翻译|介绍|总结|出题|讲解)[^，,。；;！!？?]{0,20}?|(?:推荐|评审|回答|回复|解释|翻译|介绍|总结|出题|讲解)[^，,。；;！!？?]{1,20}?)的时候"
)

_TAKES_IT = lazy(r"^\s*(?:我|我们|我俩)(?:去|来|接|送|陪|开车|带)(?:[他她它]|孩子)?[\s，,。.!！]*$")
_WHEN = lazy(r"[点号日]|周[一二三四五六日天]|星期|上午|下午|晚上|早上|明天|后天")


# a condition of someone's body ("我对花粉过敏", "我乳糖不耐受", "我爸有高血压"), then what to do about it: a rule
# with its modal and what it is about, after 所以 or not ("所以民宿要选不养宠物的", "春天家里别放鲜花"); not what
# only points back at the thing ("…，菜谱里千万别放", "…，都要避开": more of the same fact, sets 1 and 7)
_CONDITION = lazy(
    r"过敏|不耐受|有(?:高血压|糖尿病|哮喘|痛风)|(?:眼睛|腰|胃|膝盖|颈椎)不好|(?:血压|血糖|血脂|尿酸)(?:偏|有点|比较)?高|"
    r"社恐|色弱|色盲|恐高|怀孕|孕期|哺乳期"
)
_FOR_IT = lazy(
    r"^\s*(?:所以|因此|那)?\s*(?![我你他她它就也都还])[\u4e00-\u9fffA-Za-z0-9 ]{0,10}?(?:要(?![是求])|别(?!的|人)|不要|不能|得(?![到了])|只能|记得|(?<![至多])少(?=[推放吃喝用买排安约]))"
    r"\s*[\u4e00-\u9fffA-Za-z0-9 ]{3,}[\s，,。.!！]*$"
)

# (or when doing a thing, what to do, with its modal: "…，做菜的时候盐要少"; not what the condition does then: "…，看图的
# 时候分不清红绿")
_WHEN_DOING = lazy(
    r"^\s*+[\u4e00-\u9fffA-Za-z ]{1,10}?的时候\s*+[\u4e00-\u9fffA-Za-z0-9 ]{0,6}?"
    r"(?:要|别|不要|不能|只能|得|记得|尽量|(?<![至多])少(?=[推放吃喝用买排安约])|多(?=[放吃喝用买排安约]))"
)


def asked_apart(before: str, clause: str) -> bool:
    """Whether ``clause``, after ``before`` (the open item's text so far), asks for something
    of its own."""
    if _EXCEPTED.match(clause) is not None or TASK_SCOPE.match(natural.bare(clause)) is not None:
        return True
    if _CONDITION.search(before) is not None and (
        _FOR_IT.match(natural.bare(clause)) is not None or _WHEN_DOING.match(natural.bare(clause)) is not None
    ):
        return True
    if _TAKES_IT.match(clause) is not None and _WHEN.search(before) is not None:
        return True
    clause = natural.bare(clause)
    return (
        _WHEN_ASKED.match(clause) is not None
        or _DONT_TO_ME.match(clause) is not None
        or _OTHER_BOUND.match(clause) is not None
        or (_ENOUGH.match(clause) is not None and _DISLIKE.match(before) is not None)
        or (_WANTED_INSTEAD.match(clause) is not None and _DISLIKE.match(before) is not None)
        or (_ENOUGH.search(before) is not None and _DONT.match(clause) is not None)
    )


# who of the people named does a task, in English ("…, he's the one picking up Zofia on Tuesdays"):
# a fact of its own, no remark on the person before
ONES_TASK = lazy(r"^\s*(?:he|she|they)(?:'s|'re|\s+is|\s+are)\s+the\s+ones?\s+(?:who\s+)?[a-z]+", re.IGNORECASE)
