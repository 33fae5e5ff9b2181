"""What a Chinese clause says after a step, a rule or a value, for the rule digester (rule_digester.py,
clause_links.py): each of these is a fact of its own, never more of the clause before it.

- the next step after a delay, once the first was said with 先 ("辅食先加米粉，一周后再加蛋黄");
- a topic of its own made uniform ("…，主图统一白底", "…，标点一律全角");
- how much of a topic to put in ("…，花椒放少点", "…，盐少放一点");
- a topic of its own sent or handed somewhere, after a value ("跳绳每天一千个，打卡发到家长群");
- a short condition before a rule of its own ("对鸡肉过敏，狗粮只能买鱼肉的"): the condition is no opening of
  the rule (clause_links.apart);
- where a topic of its own takes place after a topic's date ("预产期明年三月十号，产检在妇幼保健院"; not after an
  event on a date: "小李下周一入职，工位在靠窗那排"), or where it was settled ("…，满月酒定在福满楼");
- who someone is in the work ("…，李医生是顾问") or the day they do their part ("…，老师周五统计"), and a span
  after a span ("有效期两小时，刷新令牌七天").

A short thing not wanted after a rule of every case ("文件名一律小写加中划线，不要空格") is the option turned down,
no part of the fact (rule_digester).

- a condition of the user's or of one of the family ("我是左撇子", "我们家老二对芒果过敏"), the work the user does
  ("我是做财务的"), and the rest of the time after a day off ("…周日休息，别的时间早八晚六"); a condition is no
  opening of what to mind for it when that names a thing of its own ("我膝盖不好，健身计划别安排跑步").

Also here: another setting and its number after a value was set ("…定成十二个，副本因子三"), a fact of its own;
a value kept at a level ("鱼缸水温保持二十六度") and where a thing is kept ("备用钥匙放在楼下王阿姨家"),
items of their own when no item is open; what happens once the time is past ("…，过期作废") and what replaces a
thing called off ("春游取消了，改成发购物卡"), more of the fact before.

Every pattern is anchored and bounded: linear in the clause's length.
"""

from __future__ import annotations

from .regex import lazy

# a delay, then what is done again or next ("一周后再加蛋黄", "过两天再复查", "三个月以后再换")
_AFTER_DELAY = lazy(
    r"^\s*+(?:过|等)?\s*+[一二两三四五六七八九十半\d]{1,3}\s*+个?(?:天|周|星期|礼拜|月|年|小时)\s*+(?:后|以后|之后)?\s*+"
    r"再[\u4e00-\u9fffA-Za-z]"
)


def next_step(before: str, clause: str) -> bool:
    """``before`` says the first step with 先 and ``clause`` (bare) the next after a delay ("辅食先加米粉，
    一周后再加蛋黄"): a step of its own."""
    return "先" in before and "再" in clause and _AFTER_DELAY.match(clause) is not None


# a topic of its own, made uniform ("主图统一白底", "标点一律全角"); not a pronoun's nor one that points back
# ("这些统一…", "都统一…"), and not how it is handled (clause_beside's: "重试统一用…", after a value only)
_UNIFORM = lazy(
    r"^\s*+(?![那这也都还就我你他她它其])[\u4e00-\u9fffA-Za-z]{2,6}?\s*+(?:统一|一律)\s*+(?!用|走|按)[\u4e00-\u9fffA-Za-z]"
)
# how much of a topic to put in ("花椒放少点", "盐少放一点", "糖多加点儿")
_HOW_MUCH_IN = lazy(
    r"^\s*+(?![那这也都还就我你他她它其])[\u4e00-\u9fff]{1,4}?\s*+"
    r"(?:(?:放|加|搁|撒)(?:少|多)|(?:少|多)(?:放|加|搁|撒))\s*+一?\s*+点儿?[\s，,。.!！]*$"
)


def own_setting(clause: str) -> bool:
    """``clause`` (bare) makes a topic of its own uniform ("主图统一白底") or says how much of one to put in
    ("花椒放少点"): a fact of its own after any item."""
    if ("统一" in clause or "一律" in clause) and _UNIFORM.match(clause) is not None:
        return True
    return "点" in clause and _HOW_MUCH_IN.match(clause) is not None


# a topic of its own sent or handed somewhere ("打卡发到家长群", "周报交到老李那", "照片传到网盘")
_SENT = lazy(
    r"^\s*+(?![那这我你他她它就也都还先再])[\u4e00-\u9fffA-Za-z]{2,6}?(?:发到|发在|交到|交给|传到|上传到|提交到)"
    r"[\u4e00-\u9fffA-Za-z]"
)


def sent_to(clause: str) -> bool:
    """``clause`` (bare) sends a topic of its own somewhere ("打卡发到家长群"): a fact of its own after a value."""
    return ("到" in clause or "在" in clause or "交给" in clause) and _SENT.match(clause) is not None


# a value kept at a level ("鱼缸水温保持二十六度", "室温保持在 22 度"), said of a topic of its own
_KEPT_AT_LEVEL = lazy(
    r"^\s*+(?![那这我你他她它就也都还])[\u4e00-\u9fffA-Za-z]{2,8}?(?:保持|维持|控制)在?\s*+"
    r"(?:[一二两三四五六七八九十百\d.]{1,6}|百分之[一二两三四五六七八九十]{1,3})\s*+(?:度|℃|%|摄氏度|分贝|斤|公斤)?"
    r"(?:左右|以下|以上|上下)?[\s，,。.!！]*$"
)


def kept_at_level(clause: str) -> bool:
    """``clause`` (bare) keeps a value of a topic at a level ("鱼缸水温保持二十六度"): a setting."""
    return _KEPT_AT_LEVEL.match(clause) is not None


# a short condition of the user's or of whom the user looks after ("对鸡肉过敏", "腰不好", "怕辣", "不吃香菜")
_CONDITION = lazy(
    r"^\s*+(?:我|它|他|她)?\s*+(?:对[\u4e00-\u9fffA-Za-z]{1,6}?过敏|[\u4e00-\u9fff]{0,2}(?:不太?好|不舒服)|怕[\u4e00-\u9fff]{1,3}|"
    r"不(?:能)?吃[\u4e00-\u9fff]{1,4})[\s，,]*$"
)
# a topic of its own and a rule for it, said with its modal ("狗粮只能买鱼肉的", "菜里不许放香菜")
_TOPIC_RULE = lazy(
    r"^\s*+(?![那这也都还就我你他她它其])[\u4e00-\u9fffA-Za-z]{2,6}?(?:只能|必须|不许|不准|禁止|一律)[\u4e00-\u9fffA-Za-z]"
)


# or what to mind for it, said with 别, 不要 or 记得 and a thing of its own, of a topic or bare ("健身计划别安排跑步",
# "别安排跑步"); not a bare verb pointing back at the condition ("我对芒果过敏，甜点里千万别放": one fact)
_MIND_IT = lazy(
    r"^\s*+(?![那这也都还就我你他她它其])[\u4e00-\u9fffA-Za-z ]{0,10}?\s*+(?:别|不要|千万别|记得|记着|(?<![至多])少(?=[推放吃喝用买排安约]))\s*+"
    r"[\u4e00-\u9fffA-Za-z]{3}"
)


def condition_then_rule(clause: str, following: str) -> bool:
    """``clause`` (bare) says a condition ("对鸡肉过敏", "我膝盖不好") and ``following`` (bare) a topic's rule with its
    modal ("狗粮只能买鱼肉的") or what to mind for it, a thing of its own named ("健身计划别安排跑步"): two facts, the
    condition no opening of the rule."""
    if (_CONDITION.match(clause) or _SELF.match(clause) or _WORK.match(clause)) is None:
        return False
    return _TOPIC_RULE.match(following) is not None or _MIND_IT.match(following) is not None


# the user or one of the family and a condition of the body or diet ("我是左撇子", "我膝盖不好", "我们家老二对芒果过敏"),
# or the work the user does ("我是做财务的"): a fact about them, alone or after another item; not a remark ("我是说…",
# "我是觉得…"), nor a thing's state ("效果不好")
_SELF = lazy(
    r"^\s*+(?:(?:我们家|我家|我)?\s*+(?:老[大二三]|儿子|女儿|孩子|老婆|老公|妈|爸)|我)\s*+"
    r"(?:是(?:左撇子|色盲|素食者|吃素的|近视眼|过敏体质)|(?:有点|也)?对[\u4e00-\u9fffA-Za-z]{1,6}?过敏|"
    r"(?:膝盖|腰|胃|颈椎|肩膀|眼睛|牙|心脏|血压|肠胃|睡眠)(?:一直|有点|也)?(?:不太?好|有问题|高)|"
    # an illness or condition had ("我有痛风", "我有夜盲症"; not "我有个病人", "我有点症状")
    r"(?:也)?(?:有|得了|患有)(?:轻微的|严重的|慢性)?(?![个些点一])(?:[\u4e00-\u9fff]{1,4}?症|痛风|哮喘|高血压|低血糖|"
    r"贫血|糖尿病|心脏病|胃病|颈椎病|鼻炎|色盲|色弱)|是色弱|(?:有点|有些|有轻度的?|是)?(?:恐高|社恐))[\s，,。.!！]*$"
)
_WORK = lazy(r"^\s*+我\s*+是(?:做|搞)[\u4e00-\u9fffA-Za-z]{1,4}的[\s，,。.!！]*$")


def said_of_self(clause: str) -> bool:
    """``clause`` (bare) says a condition of the user's or of one of the family ("我是左撇子", "我们家老二对芒果
    过敏"): a fact about them, alone (what follows is none of it: "…，剪刀买左手用的")."""
    return _SELF.match(clause) is not None


def works_as(clause: str) -> bool:
    """``clause`` (bare) says the work the user does ("我是做财务的"): a fact about them, which what follows may
    say more of ("…，在一家物流公司")."""
    return "是" in clause and _WORK.match(clause) is not None


# a topic of its own and where it takes place ("产检在妇幼保健院", "复诊在二楼内科"), not where the fact before
# takes place ("地点在…") nor a time ("…在下个月")
_WHERE = lazy(
    r"^\s*+(?![那这我你他她它就也都还先再]|地点|地方|位置|时间|日子)[\u4e00-\u9fff]{2,6}?在\s*+"
    r"(?![一二两三四五六七八九十\d上下这本明今去后前]|周|星期|礼拜|月)[\u4e00-\u9fffA-Za-z0-9]{2,14}[\s，,。.!！]*$"
)
# a topic of its own and where or when it was settled ("满月酒定在老家的福满楼", "婚宴订在国庆")
_SETTLED_AT = lazy(
    r"^\s*+(?![那这我你他她它就也都还先再]|地点|地方|时间|日子)[\u4e00-\u9fff]{2,6}?(?:定在|订在|约在|改在)[\u4e00-\u9fffA-Za-z0-9]"
)
# a topic's date, said as its value ("预产期明年三月十号", "交房日期下个月底"), not an event on a date ("小王下周一
# 入职", "婚纱照约在四月十二号": where it takes place is more of it)
_DATED = lazy(
    r"^\s*+(?![那这我你他她它就也都还])(?:(?![在到于])[\u4e00-\u9fff]){2,6}?(?:是|为)?\s*+(?:明年|今年|下个?月)?\s*+"
    r"(?:[一二三四五六七八九十\d]{1,3}\s*+月)?\s*+(?:[一二三四五六七八九十\d]{1,3}\s*+[号日]|底|初)[\s，,]*$"
)


def where_after_date(before: str, clause: str) -> bool:
    """``before`` (the clause before) says a topic's date and ``clause`` (bare) where a topic of its own takes place ("预产期明年三月十号，
    产检在妇幼保健院"), or ``clause`` where or when a topic of its own was settled ("侄子下个月满月，满月酒定在
    老家的福满楼"): a fact of its own."""
    if "在" not in clause:
        return False
    if _SETTLED_AT.match(clause) is not None:
        return True
    return _WHERE.match(clause) is not None and _DATED.match(before) is not None


# who someone is in the work ("李医生是顾问", "小周是对接人", "王老师是班主任")
_ROLE_OF = lazy(
    r"^\s*+(?:[\u4e00-\u9fff](?:医生|老师|律师|教练|经理|工|总|姐|哥|师傅|阿姨)|[老小阿][\u4e00-\u9fff])\s*+(?:是|当|做)\s*+"
    r"[\u4e00-\u9fff]{0,4}?(?:顾问|负责人|组长|队长|班主任|主治医生|主管|联系人|对接人|导师|主编|会计|监护人)[\s，,。.!！]*$"
)
# someone and the day they do their part ("老师周五统计", "老李月底对账")
_DUTY_ON = lazy(
    r"^\s*+(?:[\u4e00-\u9fff]{0,2}(?:老师|医生|教练|经理|师傅|阿姨|会计)|[老小阿][\u4e00-\u9fff])\s*+(?:每)?"
    r"(?:(?:周|星期|礼拜)[一二三四五六日天末]|月底|月初|明天|后天|下周[一二三四五六日天]?)\s*+[\u4e00-\u9fff]{1,4}[\s，,。.!！]*$"
)
# a span given to a topic of its own ("刷新令牌七天", "试用期三个月", "合同为三年")
_SPAN = lazy(
    r"^\s*+(?![那这我你他她它就也都还])[\u4e00-\u9fffA-Za-z ]{2,8}?(?:是|为)?\s*+[一二两三四五六七八九十半\d]{1,3}\s*+个?"
    r"(?:秒钟?|分钟|小时|天|周|星期|月|年)[\s，,。.!！]*$"
)


def who_and_span(before: str, clause: str) -> bool:
    """``clause`` (bare) says who someone is in the work ("李医生是顾问") or the day they do their part ("老师周五
    统计"), or gives a span to a topic of its own after ``before`` (bare) gave one ("有效期两小时，刷新令牌七天"): a
    fact of its own."""
    if any(verb in clause for verb in "是当做") and _ROLE_OF.match(clause) is not None:
        return True
    if any(day in clause for day in ("周", "星期", "礼拜", "月", "天")) and _DUTY_ON.match(clause) is not None:
        return True
    spans = ("秒", "分钟", "小时", "天", "周", "星期", "月", "年")
    return any(span in clause for span in spans) and _SPAN.match(clause) is not None and _SPAN.match(before) is not None


# a short thing not wanted, after a rule said of every case ("文件名一律小写，不要空格")
_NOT_WANTED = lazy(r"^\s*+(?:不要|别用|不用|不能有|别带|不要带)\s*+[\u4e00-\u9fffA-Za-z]{1,4}[\s，,。.!！]*$")


def not_wanted_after_rule(before: str, clause: str) -> bool:
    """``before`` says a rule of every case (一律, 统一) and ``clause`` (bare) a short thing not wanted ("不要空格"):
    the option turned down, no part of the fact."""
    return ("一律" in before or "统一" in before) and _NOT_WANTED.match(clause) is not None


# what happens once the time is past ("过期作废", "逾期不退"): more of the rule before it (not when it moves on to the
# next: "…二十五号前交，过了就下个月", set 9's writer keeps it apart)
_PAST_DUE = lazy(
    r"^\s*+(?:过期|逾期|超期|过时)(?:的话)?\s*+(?:就|则|一律)?\s*+"
    r"(?:作废|不候|不退|不补|清零|失效|自动[\u4e00-\u9fff]{1,4})[\s，,。.!！]*$"
)
# what replaces a thing called off ("春游取消了，改成发购物卡", "年会不办了，改成聚餐")
_INSTEAD = lazy(r"^\s*+(?:改成|换成|改为|改去|改到)[\u4e00-\u9fffA-Za-z0-9 ]{1,12}[\s，,。.!！]*$")
_CALLED_OFF = lazy(r"取消|不办了|不去了|停了|黄了")


def more_of_it(before: str, clause: str) -> bool:
    """``clause`` (bare) says what happens once the time is past ("…一个月内用完，过期作废"), or what replaces the
    thing ``before`` called off ("春游取消了，改成发购物卡"): no fact of its own."""
    if ("期" in clause or "过时" in clause) and _PAST_DUE.match(clause) is not None:
        return True
    return (
        ("改" in clause or "换" in clause)
        and _INSTEAD.match(clause) is not None
        and _CALLED_OFF.search(before) is not None
    )


# where a thing is kept ("备用钥匙放在楼下王阿姨家", "米酒放在阳台的坛子里", "音箱放在我家车库"), a fact of its own
# when no item is open; not a pronoun's nor the user's act ("我把…", "我放在…"), nor where effort goes ("今年主要
# 精力放在考证上")
_KEPT_WHERE = lazy(
    r"^\s*+(?![那这你他她它就也都还把]|我(?!家|们家))(?![\u4e00-\u9fffA-Za-z0-9 ]{0,12}?(?:精力|重点|心思|注意力|时间|重心))"
    r"[\u4e00-\u9fffA-Za-z0-9 ]{2,12}?(?:都|一般)?"
    r"(?:放在|收在|锁在|存放在|寄存在|寄放在)[\u4e00-\u9fffA-Za-z0-9 ]{2,16}[\s，,。.!！]*$"
)


def kept_where(clause: str) -> bool:
    """``clause`` (bare) says where a thing is kept ("备用钥匙放在楼下王阿姨家"): a fact about the user."""
    return _KEPT_WHERE.match(clause) is not None


# the hours of the rest of the week after a day off ("保姆阿姨周日休息，别的时间早八晚六", "店里周一闭店，其余时间十点到
# 九点"): a fact of its own
_REST_OF_THE_TIME = lazy(r"^\s*+(?:其他|其它|别的|其余|剩下的)(?:时间|日子|时候|天)")
_DAY_OFF = lazy(r"休息|闭店|不营业|关门|放假|歇业")


def rest_of_the_time(before: str, clause: str) -> bool:
    """``clause`` (bare) says when the rest of the time is, after ``before`` said a day off: a fact of its own."""
    return _REST_OF_THE_TIME.match(clause) is not None and _DAY_OFF.search(before) is not None


# another setting and its number, after a value was set ("分区数定成十二个，副本因子三", "超时设成三十秒，重试三次"); not
# what each gets nor a span ("每家两盒", "一年三千六"), nor days ("周二周五"), nor scores side by side ("总分 7，口语 6.5": nothing was set)
_SET_BEFORE = lazy(r"(?:定成|设成|调成|改成|定为|设为|设置为|设)\s*+[一二两三四五六七八九十百\d]")
_ANOTHER_SETTING = lazy(
    r"^\s*+(?![那这我你他她它就也都还每各一])[\u4e00-\u9fffA-Za-z ]{2,8}?\s*+(?<![周期拜月])[一二两三四五六七八九十百\d]{1,4}\s*+"
    r"(?:个|台|份|条|次|秒|天)?[\s，,。.!！]*$"
)


def another_setting(before: str, clause: str) -> bool:
    """``before`` set a value ("分区数定成十二个") and ``clause`` (bare) names another setting and its number
    ("副本因子三"): a fact of its own."""
    return _ANOTHER_SETTING.match(clause) is not None and _SET_BEFORE.search(before) is not None
