"""Who takes which share of a plan, and what follows a step, in a Chinese clause, for the rule digester
(rule_digester.py, clause_links.fact_of_its_own): each is a fact of its own, never more of the clause before.

- a share someone takes on, said with its doer first ("我负责买蛋糕", "她负责接孩子", "我开车带两个人", "我那几天在家
  盯着") or after the thing ("帐篷我带", "饮料小王买", "首付我们自己出"); a turn taken in rotation after a share
  ("…，节假日轮流");
- what is done once a step is over ("…，跑完把报告发到群里", "…，做完之后通知我");
- what someone was told would follow ("…，说是三个工作日到账");
- a deadline of its own ("…，周四前寄出去", "…，月底前交齐");
- what is to be done at an appointment ("…约在周六上午，要做胃镜");
- what the assistant is to do while doing a thing, said to it ("…，你写文档的时候多举例子");
- how the user treats someone, said with 不 or 别 ("…，不逼他练琴", "…，别催她交作业").

And one more thing dropped: a thing not wanted after the one chosen ("以后报价都用欧元，不要美元"; "…，不用写注释"
when the verb was said before), the option turned down.

Every pattern is anchored and bounded: linear in the clause's length.
"""

from __future__ import annotations

from .regex import lazy

_END = r"[\s，,。.!！]*$"
# a share, its doer first; not what the doer thinks or fears ("我觉得…", "我怕…"), which is a reason
_DOER_FIRST = lazy(
    r"^\s*+(?:我|他|她|我们|我俩|[老小阿][\u4e00-\u9fff])\s*+"
    r"(?:负责|来(?:管|做|订|买|带|出|付|开车)|开车|带(?=[一二两三四五六七八九十\d])|那几天|这几天)"
    r"[\u4e00-\u9fffA-Za-z0-9 ]{1,14}" + _END
)
# a share after the thing ("帐篷我带", "stove 小陈带", "首付我们自己出")
_THING_FIRST = lazy(
    r"^\s*+(?![那这我你他她它就也都还不没别])[\u4e00-\u9fffA-Za-z ]{1,8}?\s*+(?:我们|我|他|她|[老小阿][\u4e00-\u9fff])"
    r"(?:自己)?(?:带|出|买|订|付|来|负责)" + _END
)
_IN_TURN = lazy(r"^\s*+[\u4e00-\u9fff]{0,4}?(?:轮流|轮着来|轮班)" + _END)
# once a step is over ("跑完把报告发到群里", "做完之后通知我"): not "用完了" alone
_ONCE_DONE = lazy(r"^\s*+[\u4e00-\u9fff]{1,2}完(?:之后|以后|后)?\s*+[\u4e00-\u9fffA-Za-z]{2,}")
_TOLD = lazy(r"^\s*+(?:说是|据说|听说)\s*+[\u4e00-\u9fffA-Za-z0-9 ]{2,16}" + _END)
_DEADLINE = lazy(
    r"^\s*+(?:(?:这|下)?(?:周|星期|礼拜)[一二三四五六日天末]|月底|月初|年底|明天|后天|"
    r"[一二三四五六七八九十\d]{1,3}\s*+(?:号|日))\s*+之?前\s*+[\u4e00-\u9fffA-Za-z]{2,8}" + _END
)
_TO_ASSISTANT = lazy(
    r"^\s*+你\s*+[\u4e00-\u9fffA-Za-z0-9 ]{1,8}?的时候\s*+(?:多|少|别|不要|尽量|记得|先|要)[\u4e00-\u9fffA-Za-z0-9 ]{1,12}"
    + _END
)
# what is to be done at an appointment ("…约在周六上午，要做胃镜", "…预约了，需要带身份证")
_APPOINTED = lazy(r"约在|约了|预约|挂了号|挂号")
_TO_BE_DONE = lazy(r"^\s*+(?:要|得|需要)\s*+(?:做|带|交|抽|打|拍|查|准备)[\u4e00-\u9fffA-Za-z0-9 ]{1,10}" + _END)
_TREATS = lazy(
    r"^\s*+(?:也|就)?(?:不|别)(?:逼|催|强迫|要求|让)(?:他|她|孩子|他们|她们)[\u4e00-\u9fffA-Za-z0-9 ]{1,10}" + _END
)


def takes_share(clause: str) -> bool:
    """``clause`` (bare) says a share someone takes on ("我负责买蛋糕", "帐篷我带")."""
    return _DOER_FIRST.match(clause) is not None or _THING_FIRST.match(clause) is not None


def share_or_next(before: str, clause: str) -> bool:
    """``clause`` (bare), after ``before`` (the open item's text), says a share someone takes on, a turn in
    rotation after a share, what is done once a step is over, what someone was told would follow, a deadline,
    what is to be done at an appointment, what the assistant is to do while doing a thing, or how the user treats someone: a fact of its own."""
    if takes_share(clause):
        return True
    if "负责" in before and _IN_TURN.match(clause) is not None:
        return True
    if "完" in clause and _ONCE_DONE.match(clause) is not None:
        return True
    if "前" in clause and _DEADLINE.match(clause) is not None:
        return True
    if _TO_BE_DONE.match(clause) is not None and _APPOINTED.search(before) is not None:
        return True
    return (
        _TOLD.match(clause) is not None
        or (clause.lstrip().startswith("你") and _TO_ASSISTANT.match(clause) is not None)
        or _TREATS.match(clause) is not None
    )


# a thing not wanted, said with 不要 or 不用 ("不要美元", "不用 tab 了")
_NOT_WANTED = lazy(r"^\s*+(?:就|也)?不(要|用)\s*+([\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 ]{0,6}?)了?" + _END)


def not_wanted(before: str, clause: str) -> bool:
    """``clause`` (bare) turns down a thing after ``before`` chose one with 用 or 要 ("…都用人民币，不要美元"), or
    after ``before`` said the verb it turns down ("注释写清楚为什么，不用写是什么"): no part of the fact."""
    said = _NOT_WANTED.match(clause)
    if said is None or clause.rstrip(" \t，,。.!！").endswith("了"):
        return False  # ("…，不用钉钉了": the old option given up, read by clause_links.DECLINED)
    return "用" in before or "要" in before or said.group(2)[0] in before
