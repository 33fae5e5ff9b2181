"""How a clause read by the rule digester (rule_digester.py) links to the item being read: more
of it (a reason, a detail), a fact of its own said beside it (another value, another topic, a
contrast with a subject of its own, one more rule), or an option it turns down; and ``Open``, an
item being read. (An English clause no rule reads that holds a setting or a rule of its own:
clause_settings.py.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import clause_beside as beside
from . import clause_shares as shares
from . import clause_steps as steps
from . import natural
from .regex import lazy, precompiled

TRAILING = " \t\u3000。.!！;；,，、:：-–—"
DECISION_LABEL = {True: "决定：", False: "Decision: "}
CONFIG_LABEL = {True: "配置：", False: "Config: "}
CJK = precompiled(r"[\u4e00-\u9fff]")
_VALUE = precompiled(r"\d|[/=@~]|\.[a-z]{2,}\b", re.IGNORECASE)
_LATIN_NAME = precompiled(r"[A-Za-z][\w.+#-]+")  # "CentOS", "Mermaid"
_MORE = precompiled(r"^\s*(?:而且|另外)")
MOST = 600  # characters of one item at most: a clause run on past this is cut


_TENS = r"[一二两三四五六七八九]?十|[一二两三四五六七八九][百千]"  # "十", "五十", "三千": not "十分", "千万"
_CN_DIGITS = r"[一二两三四五六七八九十零]"
_NUMBER = precompiled(  # "3 次", "30s", "三十秒", "两次", not "T4", "K8s", "一起", "两周一次", "两天"
    r"(?<![A-Za-z\d.])\d+(?:\.\d+)?(?:[A-Za-z%]{1,3})?(?![A-Za-z\d])|"
    r"(?<![周天月年期])[一二两三四五六七八九十百千]+\s*(?:秒|分钟|个?半?小时|个?半?钟头|次|遍|台|核|倍)|"  # "一个半小时"
    r"(?<![周天月年期一])[二两三四五六七八九十百千][一二两三四五六七八九十百千]*\s*(?:条|句|块|位|份|张|班)|"
    r"(?<![周天月年期])[一二两三四五六七八九十百千]+\s*(?:篇|顿|薪|万(?![一别不要])|场|个?节点)|"  # "两篇", "十四薪", "一万", "两场"
    # a numeral of two characters or more with a measure ("十五天", "三千只", "五十本", "十个"), or at a
    # clause's end ("票价一百二", "收五十"); a price ("一块二", "八块钱", "三十元"); days kept ("保留七天")
    rf"(?<![二两三四五六七八九十百千万零])(?:{_TENS}){_CN_DIGITS}*\s*(?:[个只本天场节人页字克斤米年件套杯瓶箱岁层辆期组轮批张条份位号块支盒兆]|点(?!儿))|"
    rf"(?<![二两三四五六七八九十百千万零])(?:{_TENS})[一二两三四五六七八九十零百千]*多?(?=\s*了?\s*(?:[，,。；;!！]|$))|"  # "一千三百多"
    r"[一二两三四五六七八九十]+\s*块(?:钱|[一二两三四五六七八九](?![\u4e00-\u9fff]))|[一二两三四五六七八九十百千]+\s*元|"
    r"(?:(?<=保留)|(?<=保存)|(?<=留))\s*[一二两三四五六七八九十]+\s*(?:天|周|个月|年)|"
    r"(?<=[\u4e00-\u9fff])[一二两三四五六七八九]个(?=\s*(?:[，,。；;!！]|$))|"  # "副本一个" (a clause's end)
    # a percentage and degrees said in numerals ("湿度不超过百分之六十", "十八到二十二度")
    r"百分之[一二两三四五六七八九十百]+|[一二两三四五六七八九十]+\s*度(?![假过])|"
    # a discount ("会员八五折", "打七折") and hours from one to another ("白班七点到三点"; after a part of the
    # day, "晚上七点到九点", a time: _WHEN)
    r"[一二三四五六七八九]{1,2}折|(?<![一二两三四五六七八九十上午晨])[一二两三四五六七八九十]{1,3}点半?(?=到|至)"
)
# when a Chinese clause says something happens ("明年开春进苗", "每周五晚上活动"): a number after it is a
# value of its own ("…，一批三千只", "…，新会员前三次免费")
_WHEN = precompiled(
    r"明年|今年|开春|年底|年初|月底|月初|下个?月|(?:每|下+|上+|这|本)(?:周|星期|礼拜)[一二三四五六日天末]|[上下]午|晚上|早上|凌晨|"
    r"\d{1,2}\s*月\s*\d{1,2}\s*[日号]|[一二三四五六七八九十]{1,2}月"
)
# when a Chinese clause says it happens, or a rule it gives ("月底退租", "前一天封版", "至少留一万", "谁都别请假")
_WHEN_OR_RULE = precompiled(
    r"月底|月初|年底|今年|明年|明天|后天|今晚|前一(?:天|晚)|当天|第二天|[一二三四五六七八九十]{1,2}月(?!份?的)|个?月后|天后|周后|"
    # or a topic of its own doing something too, or done already ("…，酒店都订好了", "…，张医生也加进来坐诊",
    # "…，教练已经联系好了")
    # (not a remark: "这样也够用了", "大伙也觉得够了")
    r"^(?![这那])[\u4e00-\u9fff]{2,5}(?<![我你他她它们家伙])(?:都|也|已经)(?![是很太挺不没够行好觉可同算还])[\u4e00-\u9fff]{2}|(?:上|下|这)(?:周|个?月)|(?<![两几隔])周[一二三四五六日天末]|[上下]午|晚上|早上|凌晨|"
    r"\d\s*[号日点]|[一二三四五六七八九十]*[二三四五六七八九十][号点]|一号|"  # not "简短一点"
    # (not "记得", "还得": a reminder, more of the same rule)
    r"(?<![需只就重总还主也])要(?![是求])|(?<![记觉获懂值显难晓舍使免还也])得(?![到出了])|必须|不许|不准|"
    r"(?<![区识])别(?![的人])|至少|最多|一律"
)
_CJK_RUN = precompiled(r"[\u4e00-\u9fff]")
_NAMED = precompiled(r"[A-Za-z0-9][\w.+#%/=-]*")  # a value named in Latin letters or digits: "用 Redis", "设 16"
_SEQUENCE = precompiled(r"^\s*(?:然后|另外|而且|(?:and )?then\b|also\b)", re.IGNORECASE)
# a short clause saying when or under what condition what follows holds ("从 8 月起，", "周五下午 3 点，")
_LEADS = precompiled(
    r"(?:起|开始|以来|以后|之后|以前|之前|前|后|时|的话|[号日点年]|点半|上午|下午|晚上|早上|中午|凌晨|周[一二三四五六日天末]|"
    r"\b(?:from|since|starting|until|by))\W*$",
    re.IGNORECASE,
)
# a clause bounding a value of its own ("最大不超过 100", "max 100"): no more of the value before it
_BOUND = precompiled(
    r"^\s*(?:最大|最小|最多|最少|上限|下限|默认|至少|至多|不超过|不少于|峰值|"
    r"(?:max(?:imum)?|min(?:imum)?|at most|at least|up to|no more than|default)\b)(?=.*\d)",
    re.IGNORECASE,
)
_LEADS_EN = precompiled(
    r"^\s*(?:(?:from|since|starting|until|after|before|by|on|in)\s+[\w .-]{1,20}|going forward|from now on),\s*$",
    re.IGNORECASE,
)


# A Chinese clause turning down the other option after the one chosen ("…一月底发，不拖到春节后了",
# "…今年换平安，不续人保了"): no part of the fact
DECLINED = precompiled(
    r"^\s*(?:就|也|再|先)?不(?:再)?(?:拖到|拖|续|走|用|去|找|选|买|做|考虑|上|装|招|等|留|改)[^，,。；;]{0,12}了[\s。.!！]*$|"
    # or named by its kind ("…，别折腾海外的了", "…，别买进口的了")
    r"^\s*(?:就|也|先)?(?:别|不要)(?:折腾|考虑|用|选|买|找|去|搞|弄|订|租)[^，,。；;的]{1,8}的了[\s，,。.!！]*$"
)


# A Chinese clause taking back a value after the one that holds ("押金五百，不是三百", "老家在歙县，不是绩溪"):
# no part of the fact, and no fact of its own (not "不是每个人都要来")
TAKEN_BACK = precompiled(r"^\s*不[是在]\s*(?![每所很太])[^，,。；;都要会能]{1,6}[\s。.!！]*$")


@dataclass(frozen=True, slots=True)
class Rule:
    category: str
    label: str
    pattern: re.Pattern[str]
    user_only: bool


@dataclass(slots=True)
class Open:
    """An item being read: its category and label, and its clauses so far."""

    rule: Rule | None
    category: str
    label: str
    parts: list[str]
    marked: bool = False  # opened by an explicit marker ("决定：", "Decision:"): the rest of the sentence is its value
    settled: bool = False  # a debate that said what it came to: what follows it is read as any clause
    kept: bool = True  # false for a clause of its own that is no item: what goes on with it is none either

    def content(self) -> str:
        said = natural.without_rejected("".join(self.parts))
        return f"{self.label}{said.strip().rstrip(TRAILING).strip()[:MOST]}"


def another_value(current: Open, clause: str) -> bool:
    """Whether ``clause`` says something of its own rather than more of ``current``: it has a
    subject of its own (natural.OWN_SUBJECT), or both name a value, in Latin letters, digits or Chinese
    numerals with a measure ("数据库用 PostgreSQL，缓存用 Redis", "线程池设 16，队列长度 1000", "时区统一
    UTC，金额保留两位小数")."""
    if natural.OWN_SUBJECT.search(clause) or parallel(current, clause) or valued_again(current, clause):
        return True
    before = "".join(current.parts)
    named = _NAMED.search(clause) is not None or _NUMBER.search(clause) is not None
    return named and (_NAMED.search(before) is not None or _NUMBER.search(before) is not None)


def parallel(current: Open, clause: str) -> bool:
    """``clause`` and the one ``current`` opened with each say how a topic of their own is
    handled ("数据库里存 UTC，展示的时候转北京时间"): two facts side by side."""
    before, clause = natural.bare(current.parts[-1]), natural.bare(clause)
    if natural.WHEN_FIRST.match(clause) and natural.WHEN_FIRST.match(natural.WITHOUT_SUBJECT.sub("", before)):
        return True  # "周三发版，周二下午冻结", "我们周三发版，还有周五做复盘", "每次推送跑单测，合并后再跑集成测试"
    said = natural.TOPIC_VERB.match(clause) or natural.PLACED_FIRST.match(clause)
    return said is not None and natural.TOPIC_VERB.match(before) is not None


def settled(debate: Open, clause: str) -> Open | None:
    """The debate ``debate`` after ``clause``, the last read of it: none when it ends at a colon
    ("讨论了发版的规则："), what follows being what it came to; read as any item (what follows is
    an item of its own when it says a fact of its own) when ``clause`` said what it came to
    ("结论是…", "in the end…")."""
    if debate.category != "discussion":
        return debate
    if clause.rstrip().endswith((":", "：")):
        return None
    debate.settled = natural.CONCLUDES.match(clause) is not None
    return debate


def same_again(clause: str) -> bool:
    """An English clause saying the kind of fact the one before said, again ("Vitest for tests"),
    for another scope ("but everywhere else 2-space indent") or in contrast ("but bypass it when…")."""
    return any(
        pattern.match(read)
        for pattern, read in (
            (natural.SAME_WAY, natural.bare(clause)),
            (natural.OTHER_SCOPE, clause),
            (natural.CONTRASTS, clause),
        )
    )


def acts(clause: str) -> bool:
    """An English clause opening with "so" and an act of its own ("…, so Ines covers the pager"):
    a fact, not the reason or the consequence of the one before."""
    return natural.SO_ACTS.match(clause) is not None


def leads(clause: str) -> bool:
    """A short clause saying when what follows holds ("8 月起，", "from March,"); not hours from one
    to another ("周末九点到十点，": a schedule of its own, beside.hours)."""
    if CJK.search(clause) is None:
        return _LEADS_EN.match(clause) is not None
    return len(clause.strip(TRAILING)) < 8 and _LEADS.search(clause) is not None and not beside.hours(clause)


def apart(opened: Open, clause: str, following: str) -> bool:
    """A short ``clause`` that opened an item is one of its own, not the opening of the clause
    after it, when that bounds a value of its own, says the same kind of thing or another number ("20 条，最大 100",
    "请假走钉钉，加班不用报备", "副本一个，日志保留十五天") or who takes another part on ("我负责产品，小唐负责后端",
    after a number: "十二个，我负责蛋糕");
    not when it says when ("从 8 月起，") or the next has a subject of its own otherwise ("下周一，我们…")."""
    chinese = CJK.search(clause) is not None and CJK.search(following) is not None
    if not chinese or _LEADS.search(clause):
        return False
    if beside.roles(clause, natural.bare(following)) or beside.starts_on(natural.bare(following)):
        return True
    if steps.condition_then_rule(natural.bare(clause), natural.bare(following)):
        return True  # "对鸡肉过敏，狗粮只能买鱼肉的": a short condition, then a rule of its own
    if _NUMBER.search(clause) and not _WHEN.search(clause) and shares.takes_share(natural.bare(following)):
        return True  # "十二个，我负责蛋糕": a number answered, then who takes a share on
    if natural.OWN_SUBJECT.search(following):
        return False
    bound = _BOUND.match(following) is not None and _NAMED.search(clause) is not None
    named = _NAMED.search(clause) is not None or _NUMBER.search(clause) is not None
    return bound or parallel(opened, following) or beside.handled_apart(named, natural.bare(following))


def own_fact(clause: str) -> bool:
    """``clause`` says a fact of its own (a subject, a topic and its verb, when it happens), not
    only a value ("不要 unittest"): when it is no item, what goes on with it is none either (an
    item's clauses are side by side: "部署用 Argo CD，每次提交跑 lint，合到主干再跑测试")."""
    said = natural.bare(clause)
    topic = natural.TOPIC_VERB.match(said) or natural.WHEN_FIRST.match(said)
    return topic is not None or natural.OWN_SUBJECT.search(said) is not None


def turned_down(current: Open, clause: str) -> bool:
    """A clause turning down another product after the one chosen ("统一用 Debian 12，别再装 Fedora 了",
    "go with Caddy, don't suggest nginx again"): the option turned down, no part of the fact (as
    "instead of" is); a rider naming no product ("别再发邮件了") stays with it."""
    before = "".join(current.parts)
    # (in Chinese whatever the one chosen is named: "接口文档放到飞书上，别再发 PDF 了")
    named = _LATIN_NAME.search(clause) is not None and (
        _LATIN_NAME.search(before) is not None or CJK.search(clause) is not None
    )
    # or another value of the same setting ("超时设成五秒，别再设六十秒了")
    valued = (
        CJK.search(clause) is not None and _NUMBER.search(clause) is not None and _NUMBER.search(before) is not None
    )
    return natural.REJECTS.match(clause) is not None and (named or valued)


def contrasted(clause: str) -> bool:
    """A Chinese contrast saying how a topic of its own is handled ("不过周末的值班顺延一天",
    "但 binlog 要实时同步"): a fact of its own, not a remark on the one before ("不过太贵了")."""
    if natural.ZH_CONTRAST.match(clause) is None:
        return False
    said = natural.bare(clause)
    return own_fact(said) or natural.ZH_ACTS.match(said) is not None


def listed(items: list[Open]) -> bool:
    """``items``, a sentence's so far, are preferences listed side by side: one a rule read, the others cut apart
    from it ("以后给我写 SQL 都用大写关键字，表名小写，"); what comes next of the kind is one more of them."""
    return (
        len(items) > 1
        and all(item.category == "preference" for item in items)
        and all(item.rule is None for item in items[1:])
    )


_THEN_NEXT = precompiled(r"^\s*(?:然后|其次)\s*(?:每|都|要|别|不要|控制|用|加|写)")


_OWN_LIKING = precompiled(r"^\s*+我(?:比较|更|最|很|也)?(?:喜欢|爱看|爱听|不喜欢|讨厌)")


def next_instruction(current: Open, clause: str) -> bool:
    """``clause`` lists the next thing the assistant is to do after one of them, with 然后 ("以后给我写周报的时候别用
    太多形容词，然后每条控制在一句话"), or what the user likes after how the assistant is to do a thing: a fact of its
    own."""
    if current.category != "preference":
        return False
    if _OWN_LIKING.match(natural.bare(clause)) and "的时候" in "".join(current.parts):
        return True  # "给我推荐书的时候别推鸡汤类的，我喜欢历史和科普": what the user likes, a fact of its own
    return _THEN_NEXT.match(clause) is not None


def then_too(current: Open, clause: str) -> bool:
    """``clause`` does something more after a value ("改成 30 天，异地再存一份"): a fact of its own."""
    return (
        natural.AGAIN_TOO.search(natural.bare(clause)) is not None
        and _NUMBER.search("".join(current.parts)) is not None
    )


def own_when(current: Open, clause: str) -> bool:
    """A Chinese ``clause`` of five characters or more saying when something of its own happens or
    a rule of its own, after ``current`` said a value or when ("华北仓一号启用，天津那个临时仓月底退租",
    "15 号上线，上线前一天封版", "每月 18 号扣款，工资卡里至少留一万"): a fact of its own."""
    said = natural.bare(clause)
    if len(_CJK_RUN.findall(said)) < 5 or _WHEN_OR_RULE.search(said) is None or natural.PLACED_FIRST.match(said):
        return False  # ("…，放在周五下午": where the fact before goes, no topic of its own)
    before = "".join(current.parts)
    return _NUMBER.search(before) is not None or _WHEN_OR_RULE.search(before) is not None


# A Chinese rule of its own: what must, may only or may not be done, said with its modal ("也别用感叹号",
# "只能用铅笔", "没拍照不许开工"), or what happens once a condition holds ("卖完就没", "低于这个就自动浇水");
# not an option turned down after the one chosen ("用 pytest，不要 unittest", "别用浮点"), a rider ("别再…")
# nor a remark ("这样就行", "那就这样", "核心指标就三个")
_OWN_RULE = precompiled(
    r"^\s*(?:(?:也|都|还)?\s*(?:不许|不准|禁止|只能|必须|一律)|也\s*(?:别|不要)(?!再))\s*[\u4e00-\u9fffA-Za-z]|"
    r"^[^，,。；;]{1,6}?(?:不许|不准|禁止|只能|必须|一律)[\u4e00-\u9fff]|"
    # a topic of its own kept within a bound ("…，解释别超过五行", "…，标题不要超过二十个字")
    r"^\s*(?![那这也都还就我你他她它])[\u4e00-\u9fff]{2,4}(?:别|不要)(?:超过|多于|少于|低于)|"
    # a topic handled by a rule of its own ("废液按酸碱分桶")
    r"^\s*(?![那这也都还就我你他她它])[\u4e00-\u9fff]{2,4}按(?!时|期|理)[\u4e00-\u9fffA-Za-z“\"]|"
    r"^\s*(?![那这也都还就我你他她它])[\u4e00-\u9fff]{2,6}?就(?!是|行|好|够|可以|这样|算|[一二两三四五六七八九十几])[\u4e00-\u9fff]|"
    # a topic of its own left as it was ("…，清汤锅不变", "…，周末照旧")
    r"^\s*(?![那这也都还就我你他她它其])[\u4e00-\u9fffA-Za-z]{2,8}?(?:不变|照旧|照常|不动)了?[\s。.!！]*$"
)


def own_rule(clause: str) -> bool:
    """A Chinese ``clause`` giving a rule of its own with its modal or its condition ("…，别用成语堆砌",
    "…，卖完就没"): a fact of its own, not more of the one before."""
    return CJK.search(clause) is not None and _OWN_RULE.match(natural.bare(clause)) is not None


# a Chinese clause putting a topic of its own somewhere ("…，译者署名放在版权页")
_PUT = precompiled(r"^\s*(?![那这我你他她它就也都还先再])[\u4e00-\u9fff]{2,6}?(?:放在|放到|存在|存到|挂在|贴在|写在)")


def put_apart(current: Open, clause: str) -> bool:
    """``clause`` puts a topic of its own somewhere after ``current`` said a value ("交稿后三十天内付款，
    译者署名放在版权页"): a fact of its own, not where the value goes ("…，放在周五下午")."""
    return _PUT.match(natural.bare(clause)) is not None and _NUMBER.search("".join(current.parts)) is not None


# a Chinese clause bounding a value of its own, in digits or numerals ("…，最多五点", "…，一次最多两小时")
_ZH_BOUND = precompiled(
    r"^\s*(?:每[\u4e00-\u9fff]{0,2}|一次)?(?:最多|最少|至少|至多|上限)\s*(?:\d|[一二两三四五六七八九十])"
)


def bounded(clause: str) -> bool:
    """``clause`` bounds a value of its own ("我 prefer bullet points，最多五点"): a setting of its own (not
    "不超过 20 个字" after "文案改短": how short)."""
    return _ZH_BOUND.match(natural.bare(clause)) is not None


def listed_under(current: Open, clause: str) -> bool:
    """``current`` opened under a heading ending at a colon ("店里的规矩：…", "报销流程改了：…") and
    ``clause`` says something of its own beside it (four characters or more): one more item under the
    heading ("…：员工不许在收银台吃东西，手机上班时间放储物柜")."""
    first = next((part for part in current.parts if part.strip()), "")
    head, colon, tail = first.partition("：")
    heading = current.kept and bool(colon and head.strip() and tail.strip())
    return heading and len(_CJK_RUN.findall(natural.bare(clause))) >= 4


def valued_again(current: Open, clause: str) -> bool:
    """Both ``clause`` and ``current`` name a number ("超时 30 秒，重试 3 次"), or ``current`` says when
    in Chinese ("明年开春进苗，一批三千只"): a setting of its own."""
    before = "".join(current.parts)
    return _NUMBER.search(clause) is not None and (
        _NUMBER.search(before) is not None or (CJK.search(clause) is not None and _WHEN.search(before) is not None)
    )


def next_value(current: Open, clause: str) -> bool:
    """``clause`` goes on to another value or topic ("…，然后 P99 超过 500ms 也报", "…，然后按钮都用
    圆角"): not a rider of ``current``."""
    if _SEQUENCE.match(clause) is None:
        return False
    if _MORE.match(clause) and CJK.search(clause) and natural.ZH_RULE.match(natural.bare(clause)):
        return True  # "…，而且只上 Steam", "…，另外要配一个导师": one more rule
    return another_value(current, clause) or natural.TOPIC_VERB.match(natural.bare(clause)) is not None


def valued(value: str, chosen: bool) -> Open:
    """An answer as an item: a choice when options were offered, else a setting when it holds a
    value (a number, a path), else a choice."""
    if not chosen and _VALUE.search(value):
        return Open(None, "config", CONFIG_LABEL[bool(CJK.search(value))], [value])
    return Open(None, "decision", DECISION_LABEL[bool(CJK.search(value))], [value])


# a Chinese clause naming a topic of its own and its value, said with 是 or 在 ("…，车位是B2-137",
# "…，比赛在下个月的十六号") or as a number straight after it ("…，场地费六十一小时"), not a pronoun's
# ("这是…", "我在…"), a time's ("现在是…", "以前满四十减八") nor an opinion ("大家的意见是…")
_TOPIC_VALUE = precompiled(
    r"^\s*(?![那这我你他她它就也都还先再]|现在|目前|其实|本来|原来|以前|之前|以往|可能|应该|大家)"
    r"(?![\u4e00-\u9fff]{0,4}(?:意见|想法|意思|结论|说法|看法))[\u4e00-\u9fff]{2,6}?"
    r"(?:(?:是|在)(?![于不否])\s*(.+)|(?=[一二两三四五六七八九十百千\d])(.+))"
)


def done_then_valued(current: Open, clause: str) -> bool:
    """``current`` says something done ("地库的充电桩装好了", "围棋升到了业余三段", "球馆换成了…") and
    ``clause`` names a topic of its own and its value ("车位是B2-137", "比赛在下个月的十六号",
    "场地费六十一小时"): a fact of its own."""
    said = _TOPIC_VALUE.match(natural.bare(clause))
    if said is None or "了" not in "".join(current.parts):
        return False
    if said.group(2) is not None:
        return _NUMBER.match(said.group(2)) is not None
    return any(pattern.search(said.group(1)) for pattern in (_NAMED, _NUMBER, _WHEN, _WHEN_OR_RULE))


# when the next step comes, then the step ("下个月初装修", "明天开工", "九点前到岗就行"): not a time alone
# ("二月三号早上八点十分"), nor when the thing done was done ("上周末搬完的")
_NEXT_WHEN = lazy(
    r"^\s*(?:下个?月[初底]?|月[初底]|年[初底]|明天|后天|明年|下(?:周|礼拜|星期)[一二三四五六日天末]?|"
    r"[一二两三四五六七八九十\d]{1,3}点半?(?:前|以前|之前|以后|之后))\s*"
    r"(?![一二两三四五六七八九十\d点号半早晚上下午中凌])[\u4e00-\u9fff]{1,6}(?<!的)[\s。.!！]*$"
)


def next_after_done(before: str, clause: str) -> bool:
    """``before`` says something done ("新房的钥匙拿到了", "排班改成轮休的了") and ``clause`` when the
    next step comes ("下个月初装修", "九点前到岗就行"): a fact of its own."""
    return "了" in before and _NEXT_WHEN.match(clause) is not None


# a time the thing does not happen, after a schedule ("…每天早上七点浇水，雨天不浇", "…，节假日休息")
_EXCEPT_WHEN = lazy(
    r"^\s*(?:周末|节假日|假期|法定假日|寒暑假|雨天|下雨天|阴天|冬天|夏天|晚上|夜里|周[一二三四五六日天])(?:的话)?\s*"
    r"(?:都|也)?(?:不(?!是|一定|用说)|休息|停|暂停|关|照常|另算)"
)


def except_when(current: Open, clause: str) -> bool:
    """``current`` says when something happens and ``clause`` when it does not ("每天上午九点开门，周末
    休息", "…，春节期间初一到初三休息"): a fact of its own."""
    before = "".join(current.parts)
    said = _EXCEPT_WHEN.match(natural.bare(clause)) is not None or beside.holiday_off(natural.bare(clause))
    return said and (_WHEN.search(before) is not None or _WHEN_OR_RULE.search(before) is not None or "每天" in before)


# how often, then on which days or when next ("…每周三次，周一三五晚上", "…每半年一次，下次在九月"): a
# fact of its own
_HOW_OFTEN = lazy(
    r"(?:每|一)(?:半年|半个月|[一二两三四五六七八九十\d]{0,2}\s*个?(?:周|星期|礼拜|月|年))\s*[一二两三四五六七八九十\d]+\s*次"
)
_ON_DAYS = lazy(
    r"^\s*(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:[和、跟及]?(?:周|星期|礼拜)?[一二三四五六日天])+"
    r"(?:上午|下午|晚上|早上|中午)?[\s。.!！]*$|^\s*下一?次(?:是|在|定在)?\s*[\u4e00-\u9fff\d]"
)


def on_days(current: Open, clause: str) -> bool:
    """``current`` says how often and ``clause`` only on which days or when next ("每周两次，周三和周六上午",
    "每半年一次，下次在九月")."""
    return _ON_DAYS.match(natural.bare(clause)) is not None and _HOW_OFTEN.search("".join(current.parts)) is not None


def fact_of_its_own(current: Open, clause: str) -> bool:
    """Whether ``clause``, after the open ``current``, starts a fact of its own by any of the
    tests both of the digester's clause chains ask: the next value (``next_value``), a time of
    its own (``own_when``), a rule (``own_rule``), a topic put somewhere (``put_apart``), a bound
    (``bounded``), one more under a heading (``listed_under``), a topic and its value or the
    next step and when it comes after something done (``done_then_valued``,
    ``next_after_done``), a time it does not happen (``except_when``), the days after how often
    (``on_days``), how a topic of its own is handled, who takes another part on, how long a thing is kept
    (clause_beside.py), the next step after a delay, a topic made uniform or how much of it to put in, a
    topic sent somewhere after a value, where a topic takes place after a date, who someone is in the work
    or their day, a span after a span, another setting after a value set (clause_steps.py), a share someone takes on, what follows a step, a
    deadline, what the assistant is to do meanwhile (clause_shares.py)."""
    return (
        next_value(current, clause)
        or own_when(current, clause)
        or own_rule(clause)
        or put_apart(current, clause)
        or bounded(clause)
        or listed_under(current, clause)
        or done_then_valued(current, clause)
        or next_after_done("".join(current.parts), natural.bare(clause))
        or except_when(current, clause)
        or on_days(current, clause)
        or beside.handled_apart(_named(current), natural.bare(clause))
        or beside.roles(natural.bare(current.parts[-1]), natural.bare(clause))
        or beside.kept_for(natural.bare(clause))
        or steps.next_step("".join(current.parts), natural.bare(clause))
        or steps.own_setting(natural.bare(clause))
        or (steps.sent_to(natural.bare(clause)) and _named(current))
        or steps.where_after_date(current.parts[-1], natural.bare(clause))
        or steps.who_and_span(natural.bare(current.parts[-1]), natural.bare(clause))
        or steps.said_of_self(natural.bare(clause))
        or steps.condition_then_rule(natural.bare(current.parts[-1]), natural.bare(clause))
        or steps.works_as(natural.bare(clause))
        or beside.called(natural.bare(clause))
        or steps.rest_of_the_time("".join(current.parts), natural.bare(clause))
        or shares.share_or_next("".join(current.parts), natural.bare(clause))
        or steps.another_setting("".join(current.parts), natural.bare(clause))
    )


def _named(current: Open) -> bool:
    """``current`` names a value: a number, or a name in Latin letters or digits."""
    before = "".join(current.parts)
    return _NUMBER.search(before) is not None or _NAMED.search(before) is not None
