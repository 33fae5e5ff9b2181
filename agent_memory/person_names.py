"""Chinese person names in free text, for the memory graph: full names (张伟, 王小明, 欧阳娜娜)
and the forms people are called by (老王, 小李, 王总, 李老师).

Chinese is written without spaces, so a name is taken only where its shape and its edges both
say so, and precision comes first: a common surname (single or compound, ``SINGLE`` and
``COMPOUND``), then one or two characters common in given names (``GIVEN``), with a
boundary on each side -- the text's start or end, a non-Chinese character, or a character
that ends or opens a clause around a name (和, 跟, 说, 是, 的...). Words made of a surname
and a name character (黄金's 金 is no name character; 高明, 沈阳, 杨梅 are listed in
``NOT_NAMES``) are never names. A name of an unusual character is missed rather than a word taken.
"""

from __future__ import annotations

# about 100 of the commonest single-character surnames, and compound ones
SINGLE = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任"
    "沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
COMPOUND = frozenset(
    "欧阳 司马 上官 诸葛 东方 皇甫 尉迟 公孙 慕容 长孙 宇文 司徒 夏侯 轩辕 令狐 端木 独孤 南宫 西门 呼延 申屠 澹台".split()
)
# characters common in given names; those of ``PAIRED`` only as one of two (王小明, not 王小)
GIVEN = frozenset(
    "伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超霞平刚英华玉萍红玲芬燕鹏辉斌宇浩凯健俊帆帅旭宁欢佳阳晨瑶婷雪琳"
    "晶颖倩丹蕾薇妍怡涵欣悦梦思雨萱轩博文志建德荣新春冬秋兰凤洁梅琴云莲彤晓嘉振鑫鸿飞亮峰毅昊睿泽铭哲瑞"
    "祥晖琪璐露婉淑慧惠蓉莉桂珍兵民永东翔宏康乐诗语靖雯琦楠森岩坤豪梓航"
)
PAIRED = frozenset("小子家然")
_IN_PAIR = GIVEN | PAIRED
# words of a surname and a name character: never a person
NOT_NAMES = frozenset(
    "王国 王子 王家 黄金 黄梅 高兴 高明 高超 高飞 高亮 高峰 高丽 高强 严明 黎明 陆军 汪洋 向阳 向东 沈阳 邵阳 "
    "金秋 金华 金刚 金玉 龙凤 龙华 杨梅 胡琴 白云 白雪 白玉 白莲 白露 方刚 江东 江宁 唐诗 宋诗 韩语 韩文 石英 "
    "雷雨 夏雨 周末 小于 小白 小钱 老白 孙子 叶子 李子 段子 金子 石子 方子 高新 严冬 余晖 余辉 朱红 方志 "
    "武德 金丹 马兰 高洁 万华 万豪 高德".split()
)
_CALLED_BEFORE = "老小"  # 老王, 小李
_TITLES = (
    "老师 经理 总监 主任 医生 大夫 教授 博士 律师 先生 女士 小姐 师傅 阿姨 叔叔 老板 同学 部长 局长 处长 "
    "科长 院长 校长 队长 主管 组长 书记 秘书 总裁 警官 会计 护士 大姐 大哥"
).split()
_SHORT_TITLES = frozenset("总哥姐董")  # 王总, 李哥: only with a boundary after them
_NO_TITLE = "向于"  # 向老师请教: a preposition, not a surname
# what may stand just before a name, and just after one (besides punctuation and the text's edges)
_BEFORE = frozenset("和跟与同及找问让叫请给把被向对由是了见到诉知系事友板理户婆公妻夫儿女姐哥弟妹爸妈的替帮陪约或说")
_AFTER = frozenset(
    "说讲问答是在和跟与及的也都就才又还要会能想去来到把被让给对向从已刚将正曾不没很负提认表同反建决觉告回"
    "发确喜打请出加离入今明昨上下开做写买送拿带看听用住等呢吗吧啊了着过们先老家他她或这那每一主参找叫接交"
    "完处管聊约见准介推签帮陪后为再并则却只最早晚周星记审改修测查定讨汇联通申批"
)


def _chinese(char: str) -> bool:
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


def _open_before(text: str, at: int) -> bool:
    return at == 0 or not _chinese(text[at - 1]) or text[at - 1] in _BEFORE


def _closed_after(text: str, at: int) -> bool:
    return at >= len(text) or not _chinese(text[at]) or text[at] in _AFTER


def person_names(text: str) -> list[str]:
    """The Chinese person names ``text`` mentions, in text order, each once."""
    found: list[str] = []
    at = 0
    while at < len(text):
        name = _name_at(text, at) if _open_before(text, at) else None
        if name is None:
            at += 1
            continue
        if name not in found:
            found.append(name)
        at += len(name)
    return found


def _name_at(text: str, at: int) -> str | None:
    """The name that starts at ``at`` (a boundary before it), if one does."""
    head = text[at : at + 2]
    if head[:1] in _CALLED_BEFORE and head[1:] in SINGLE and head not in NOT_NAMES and _closed_after(text, at + 2):
        return head
    surname = head if head in COMPOUND else head[:1] if head[:1] in SINGLE else ""
    if not surname:
        return None
    after = at + len(surname)
    if surname not in _NO_TITLE:
        for title in _TITLES:
            if text.startswith(title, after):
                return surname + title
        if after < len(text) and text[after] in _SHORT_TITLES and _closed_after(text, after + 1):
            return text[at : after + 1]
    two = text[after : after + 2]
    if (
        len(two) == 2
        and two[0] in _IN_PAIR
        and two[1] in _IN_PAIR
        and _closed_after(text, after + 2)
        and surname + two[0] not in NOT_NAMES
    ):
        return surname + two
    one = text[after : after + 1]
    if one in GIVEN and _closed_after(text, after + 1) and surname + one not in NOT_NAMES:
        return surname + one
    return None


def is_person_name(name: str) -> bool:
    """Whether ``name`` alone has the shape of a name ``person_names`` finds (so a name is
    typed the same wherever it was found)."""
    return person_names(name) == [name]
