"""Chinese person names become graph entities of type person; words that merely start with a
surname's character (高兴, 黄金, 周末, 王国...) never do."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.person_names import person_names
from agent_memory.text import entity_type, extract_entities

# a sentence, and the person names it holds (as written)
NAMED = [
    ("张伟说明天开会", ["张伟"]),
    ("我和王小明一起去了上海", ["王小明"]),
    ("欧阳娜娜是我们的客户", ["欧阳娜娜"]),
    ("老王和小李下周出差", ["老王", "小李"]),
    ("王总让李老师来讲一下", ["王总", "李老师"]),
    ("会议由赵敏主持，刘洋记录", ["赵敏", "刘洋"]),
    ("客户张伟的电话换了", ["张伟"]),
    ("张伟、李娜、陈静参加了评审", ["张伟", "李娜", "陈静"]),
    ("请联系黄小姐确认发票", ["黄小姐"]),
    ("周杰今天请假", ["周杰"]),
    ("跟孙丽约好了周五见", ["孙丽"]),
    ("诸葛亮是三国时期的人", ["诸葛亮"]),
    ("同事杨帆负责前端，林晓负责后端", ["杨帆", "林晓"]),
    ("昨天见了张经理和何先生", ["张经理", "何先生"]),
    ("部署由 Alice 和徐磊一起做", ["徐磊"]),
    ("老周说这个接口要改", ["老周"]),
    ("发给郭晶晶的邮件", ["郭晶晶"]),
    ("马云说过很多话", ["马云"]),
    ("司马光砸缸", []),  # 光 is no common given-name character here: missed, not guessed
]

# sentences with words that start with a surname's character, and no person in them
UNNAMED = [
    "我今天很高兴",
    "高兴的是问题解决了",
    "黄金价格又涨了",
    "周末去爬山",
    "这个王国很大",
    "程序跑完了",
    "方法很简单",
    "马上就好",
    "金额是100元",
    "许多人来了",
    "江湖传说",
    "白天很热",
    "高峰期堵车",
    "沈阳的冬天很冷",
    "杨梅很甜",
    "向老师请教问题",
    "小于5的数都丢掉",
    "张家界很美",
    "石家庄下雪了",
    "韩国队赢了",
    "严格执行规定",
    "任何时候都可以",
    "曾经去过一次",
    "于是我们走了",
    "何时出发",
    "黎明时分出发",
    "陆军和海军",
    "高新区的公司",
    "白云和蓝天",
    "唐诗三百首",
    "东方明珠塔很高",
    "扩张伟大的事业",
    "高强度训练",
    "李子和桃子",
    "王子和公主",
    "钱包丢了",
    "雷达坏了",
    "毛病不少",
    "段落太长",
    "夏天到了",
    "孙子兵法",
    "龙头企业",
    "余额不足",
    "黄色的花",
    "高速公路",
    "方案一更好",
    "杨树和柳树",
    "余晖很美",
    "朱红色的门",
    "高明的做法",
    "金秋十月",
]


@pytest.mark.parametrize(("text", "names"), NAMED, ids=[text for text, _ in NAMED])
def test_chinese_person_names_are_found(text: str, names: list[str]) -> None:
    assert person_names(text) == names
    found = extract_entities(text, frozenset())
    assert [name for name, kind in found.items() if kind == "person"] == names
    for name in names:
        assert entity_type(name) == "person"  # the same type wherever the name is found


def test_words_that_start_with_a_surname_are_not_people() -> None:
    taken = {text: person_names(text) for text in UNNAMED}
    assert {text: names for text, names in taken.items() if names} == {}
    for text in UNNAMED:
        assert "person" not in extract_entities(text, frozenset()).values(), text
    for word in ("高兴", "黄金", "周末", "王国"):
        assert entity_type(word) == "term"


def test_the_graph_lists_a_person_from_a_chinese_memory(cli, root: Path) -> None:
    for text in ("张伟说周三发布新版本", "发布前要和张伟确认回滚方案", "周末大家都很高兴"):
        assert cli("remember", text).code == 0
    top = cli("graph", "--json", "--top", "5")
    assert top.code == 0, top.err
    people = [row for row in top.json() if row["type"] == "person"]
    assert people == [{"entity": "张伟", "type": "person", "memories": 2}]
    one = cli("graph", "张伟", "--json")
    assert one.code == 0 and one.json()["entity"] == "张伟" and len(one.json()["memories"]) == 2
