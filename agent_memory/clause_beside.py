"""What a Chinese clause says beside the setting before it, for the rule digester (rule_digester.py,
clause_links.py): each of these is a fact of its own, never more of the clause before it.

- how a topic of its own is handled, after a setting that names its value ("接口超时设成五秒，重试间隔用
  指数退避", "附件上限二十兆，大文件走网盘"; not where it is kept: "那就 30 天吧，审计日志单独存一年"),
  how a cost is shared ("…，场地费平摊") and how long something holds or is kept ("…，链接有效期七天",
  "…，按天切分，保留三十天");
- how often it is paid or cut ("…一个月四百五，按季度交", "…，按天切分") and what happens past a bound
  ("…十五天的量，低于这个数自动提醒采购"), after a value;
- a holiday it does not happen, after a schedule ("…周末九点到十点，春节期间初一到初三休息");
- the day something starts, after a short choice ("那就暑假班，七月八号开课");
- who takes a part on, beside who takes another ("我负责产品，小唐负责后端");
- someone's surname ("新老师姓沈", "我们老板姓宋") or where a thing is kept ("备用钥匙在蓝色箱子下面"), when no
  item is open: a fact about a person; the user leaving or joining something in a month ("我五月份退了骑行
  俱乐部"): an event; how often a thing is done ("滤芯每半年换一次") or the name it goes by ("NAS 的主机名是
  nas-attic") or a value kept at a level ("鱼缸水温保持二十六度", clause_steps.py): a setting; a condition of
  the user's or of one of the family ("我是左撇子", clause_steps.py): a fact about a person;
- a thing and the name it goes by in quotes ("搬家公司叫「蚂蚁」", ``called``), after any item (and opening one
  when none is open: rule_digester.py);
- hours from one to another said alone ("周末九点到十点，") are a schedule of their own, not when the
  clause after them holds.

Every pattern is anchored and bounded: linear in the clause's length.
"""

from __future__ import annotations

from . import clause_steps as steps
from .regex import lazy

# a topic of its own, then a verb saying how it is handled ("重试间隔用指数退避", "大文件走网盘", "账号用域账号
# 登录", "场地费平摊"), the topic two characters or more and no adverb or pronoun (natural.TOPIC_VERB's); not
# where it is kept ("审计日志单独存一年", "token 放 header": set 1's and set 3's writers keep it with the
# value before), a word ending in 用 ("内存占用能小一半") nor a value pointed at ("发书用这个")
_HANDLED = lazy(
    r"^\s*(?!都|也|就|还|再|先|只|又|才|不|没|别|要|但|而|所以|因为|然后|平时|一般|通常|主要|基本|其实|这|那|我|你|他|她|它)"
    r"[\u4e00-\u9fffA-Za-z0-9_.+-]{2,8}?\s*(?:统一|一律|都|也)?\s*(?:(?<![占使运应作费采选通常享适引调租借试信备专共公不没有好够管])用(?![户量途法处])|"
    r"走(?![了过])|按(?![时期理]))\s?(?![这那])[\u4e00-\u9fffA-Za-z0-9]"
)


# a cost shared out, said with no object ("场地费平摊", "油费 AA")
_SHARED = lazy(r"^\s*(?![这那我你他她它])[\u4e00-\u9fffA-Za-z0-9 ]{1,8}?\s*(?:平摊|均摊|分摊|AA)[\s，,。.!！]*$")


# how often it is paid or cut, or what happens past a bound, said with no topic ("…四百五，按季度交", "…，按天切分",
# "…十五天的量，低于这个数自动提醒采购")
_BY_PERIOD = lazy(
    r"^\s*(?:统一)?按(?:天|日|周|月|季度?|年|半年|小时)\s*(?:交|付|缴|结算?|切分|切割|分割|滚动|轮转|归档|打包)[\s，,。.!！]*$|"
    r"^\s*(?:一旦|如果)?(?:低于|高于|超过|少于|不足|多于)[^，,。；;]{1,8}?(?:就|自动|会|要)[\u4e00-\u9fffA-Za-z]"
)


# how long something holds, said of a topic of its own ("…，链接有效期七天", "…，保修期两年")
_VALID_FOR = lazy(
    r"^\s*(?![这那])[\u4e00-\u9fffA-Za-z]{0,6}?(?:有效期|保质期|保修期|质保期|期限)(?:是|为|只有)?\s*"
    r"[一二两三四五六七八九十半\d]+\s*(?:天|个?月|年|周|小时)"
)
# how long a thing is kept, said alone after an open item ("…，按天切分，保留三十天"; not after a short topic it is
# the value of: "审计日志，保留 180 天", set 4)
_KEPT_FOR = lazy(
    r"^\s*(?:只|统一|都)?(?:保留|保存)\s*[一二两三四五六七八九十百半\d]+\s*(?:天|周|个?月|年|份)[\s，,。.!！]*$"
)


def kept_for(clause: str) -> bool:
    """``clause`` (bare) says how long a thing is kept, after an open item: a setting of its own."""
    return _KEPT_FOR.match(clause) is not None


def handled_apart(named: bool, clause: str) -> bool:
    """``clause`` (bare) says how a topic of its own is handled, how often it is paid or cut, or what happens
    past a bound, and the clause before it named a value (``named``); or how a cost is shared, or how long
    something holds: a setting of its own."""
    if _SHARED.match(clause) is not None or _VALID_FOR.match(clause) is not None:
        return True
    return named and (_HANDLED.match(clause) is not None or _BY_PERIOD.match(clause) is not None)


# a holiday the thing does not happen, and which of its days ("春节期间初一到初三休息", "国庆那几天不营业")
_HOLIDAY_OFF = lazy(
    r"^\s*(?:春节|过年|国庆|五一|中秋|端午|元旦|清明|寒假|暑假|年假)(?:期间|那几天|假期|放假)?\s*"
    r"(?:[\u4e00-\u9fff\d]{1,4}(?:到|至)[\u4e00-\u9fff\d]{1,4})?\s*(?:都|也)?\s*"
    r"(?:休息|不营业|停业|关门|放假|不上课|停课|暂停)"
)


def holiday_off(clause: str) -> bool:
    """``clause`` (bare) says a holiday the thing before does not happen (clause_links.except_when)."""
    return _HOLIDAY_OFF.match(clause) is not None


# hours from one to another, and nothing more ("周末九点到十点", "工作日 9 点到 18 点")
_HOURS = lazy(
    r"^\s*[\u4e00-\u9fff]{0,4}?\s*[一二两三四五六七八九十\d]{1,3}\s*点半?\s*(?:到|至|-|~)\s*"
    r"[一二两三四五六七八九十\d]{1,3}\s*点半?[\s，,。；;]*$"
)


def hours(clause: str) -> bool:
    """``clause`` is hours from one to another alone: a schedule of its own, not when what follows holds."""
    return _HOURS.match(clause) is not None


# who takes a part on ("我负责产品", "小唐负责后端", "老周管财务")
_ROLE = lazy(r"^\s*(?:我们?|[\u4e00-\u9fffA-Za-z]{1,4}?)\s*(?:负责|来管|管)(?![理用])\s*[\u4e00-\u9fffA-Za-z]")


def roles(before: str, clause: str) -> bool:
    """``before`` and ``clause`` (bare) each say who takes a part on ("我负责产品，小唐负责后端"): two facts."""
    return _ROLE.match(clause) is not None and _ROLE.match(before) is not None


# the day something starts, said in a clause of its own ("七月八号开课", "9 月 1 号开学", "下周一入职")
_STARTS_ON = lazy(
    r"^\s*(?:[一二三四五六七八九十\d]{1,3}\s*月\s*[一二三四五六七八九十\d]{1,3}\s*[号日]|下+(?:周|星期|礼拜)[一二三四五六日天])\s*"
    r"(?:正式)?(?:开课|开学|开始|开工|上线|出发|入职|报到|开业|开张)"
)


def starts_on(clause: str) -> bool:
    """``clause`` (bare) says the day something starts: an event of its own, not more of a short choice before
    it ("那就暑假班，七月八号开课")."""
    return _STARTS_ON.match(clause) is not None


# who someone is by surname ("新老师姓沈", "我们老板姓宋", "租客姓雷")
_SURNAME = lazy(
    r"^\s*(?![这那])[\u4e00-\u9fffA-Za-z]{1,6}?(?<![我你他她它])姓[\u4e00-\u9fff]{1,2}(?![\u4e00-\u9fff]{3})"
)


# where a thing is kept ("备用钥匙在蓝色箱子下面", "护照放在书房抽屉里"), a clause of its own when no item is open
_KEPT_AT = lazy(
    r"^\s*(?![这那我你他她它就也都还])[\u4e00-\u9fffA-Za-z0-9 ]{2,12}?(?:钥匙|证件|护照|户口本|身份证|备件|备份|存折|合同|发票|说明书)"
    r"(?:都|一般)?(?:在|放在|收在|锁在)[\u4e00-\u9fffA-Za-z0-9 ]{1,12}?(?:下面|里面?|上面|旁边|后面|柜子里|抽屉里)[\s，,。.!！]*$"
)
# the user leaving or joining something in a month ("我五月份退了骑行俱乐部", "我三月加入了合唱团")
_LEFT_IN = lazy(
    r"^\s*我[一二三四五六七八九十\d]{1,2}\s*月份?(?:就)?(?:退了|退出了|加入了|加了|报了)[\u4e00-\u9fffA-Za-z]"
)


# how often a thing is done ("净水器滤芯每半年换一次", "恢复演练每季度做一次"), what happens after how many failures
# ("连续三次失败就报警"), or a name a thing goes by, in Latin letters or digits ("NAS 的主机名是 nas-attic")
_HOW_OFTEN_DONE = lazy(
    r"^\s*(?![这那我你他她它就也都还])[\u4e00-\u9fffA-Za-z0-9 ]{2,12}?每(?:半年|季度|个?月|周|年|[一二两三四五六七八九十\d]{1,3}\s*个?(?:月|周|年|天|星期|秒|分钟|小时))"
    r"[\u4e00-\u9fff]{1,3}?[一二两三\d]\s*次[\s，,。.!！]*$|"
    # or what happens after how many failures ("连续三次失败就报警")
    r"^\s*(?:连续)?[一二两三四五六七八九十\d]{1,3}\s*次(?:失败|超时|报错|没响应)(?:就|后|以后|之后)?(?:报警|告警|重启|通知|切换)[\s，,。.!！]*$|"
    r"^\s*(?:我(?:们|家)?的\s*)?(?![这那我你他她它])[\u4e00-\u9fffA-Za-z0-9 ]{1,12}?(?:主机名|域名|地址|用户名|账号|型号|编号)(?:是|叫)\s*[A-Za-z0-9][\w.:@/-]*[\s，,。.!！]*$"
)
# a thing and the name it goes by, in quotes ("搬家公司叫「蚂蚁」", "我们家的 Wi-Fi 名字叫「小院」", "招牌改叫《半山》了"):
# a fact of its own, alone or after an item; not a pronoun's ("这个叫…", "他叫…")
_CALLED = lazy(
    r"^\s*+(?![这那他她它])[\u4e00-\u9fffA-Za-z0-9 -]{1,16}?(?:名字|名称|昵称)?\s*+(?:改名叫|改叫|名叫|叫做|叫)\s*+"
    r"[「《“\"][^」》”\"]{1,20}[」》”\"]\s*+了?[\s，,。.!！]*$"
)


def called(clause: str) -> bool:
    """``clause`` (bare) names a thing in quotes ("搬家公司叫「蚂蚁」"): a fact of its own."""
    return "叫" in clause and _CALLED.match(clause) is not None


def unread_item(clause: str) -> tuple[str, str] | None:
    """The category and label of a Chinese ``clause`` (bare) no rule reads that is an item of its own when no
    item is open: someone's surname, where a thing is kept (a fact about the user), the user leaving or
    joining something in a month (an event), how often a thing is done, the name it goes by or a value kept at
    a level (a setting)."""
    if ("姓" in clause and _SURNAME.match(clause) is not None) or ("在" in clause and _KEPT_AT.match(clause)):
        return "general", "个人："
    if "在" in clause and steps.kept_where(clause):
        return "general", "个人："  # "备用钥匙放在楼下王阿姨家"
    if steps.said_of_self(clause):
        return "general", "个人："  # "我是左撇子", "我是做财务的"
    if "我" in clause and _LEFT_IN.match(clause) is not None:
        return "event", "事件："
    if ("次" in clause or "是" in clause or "叫" in clause) and _HOW_OFTEN_DONE.match(clause) is not None:
        return "config", "配置："
    if ("保持" in clause or "维持" in clause or "控制" in clause) and steps.kept_at_level(clause):
        return "config", "配置："  # "鱼缸水温保持二十六度"
    return None
