"""The rule digester (spec 3 Phase 5): the patterns of ``digest.rules`` in config.yaml, read
clause by clause (natural.py), and what both digesters produce (``DigestItem``).

In a conversation it keeps what the user says, the assistant's proposal the user agreed to,
and the user's answer to the assistant's question for a fact or a choice; an assistant's turn
yields only the rules not marked ``(?#user)`` (an explicit "决定：" or "Decision:"). An item
said in reply keeps the asking turn before it as context (turns.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import natural
from .config import DigestSettings
from .turns import SPEAKER, ReplyContext, sentences_of, spoken_turns

_TRAILING = " \t\u3000。.!！;；,，、:：-–—"


@dataclass(frozen=True, slots=True)
class DigestItem:
    content: str
    category: str
    importance: int
    context: str | None = None  # the turn it replies to, when that turn asked something (turns.py)
    written_at: str | None = None  # when it was said, when the source tells (a session log's timestamp)

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"content": self.content, "category": self.category, "importance": self.importance}
        if self.context:
            data["context"] = self.context
        return data

    def with_content(self, content: str) -> DigestItem:
        return DigestItem(content, self.category, self.importance, self.context, self.written_at)

    def said_at(self, written_at: str | None) -> DigestItem:
        return DigestItem(self.content, self.category, self.importance, self.context, written_at)


def sentences(text: str) -> list[str]:
    return sentences_of("\n".join(SPEAKER.sub("", line) for line in text.splitlines()))


USER_ONLY = "(?#user)"  # a rule's pattern opening with this is never tried on an assistant's turn
_OPENER = re.compile(
    r"^\s*(?:(?:(?:and|so|well|honestly|fyi|heads up|btw|hmm+|ok(?:ay)?|yeah|yes|yep|sure|right|fine|alright|"
    r"perfect|great)\b|(?:嗯+|哦|噢|好|行|对|那)(?=[\s,，:：.!！~～]))[\s,，:：.!！~～]*)+",
    re.IGNORECASE,
)
_DECISION_LABEL = {True: "决定：", False: "Decision: "}
_CONFIG_LABEL = {True: "配置：", False: "Config: "}
_CJK = re.compile(r"[\u4e00-\u9fff]")
_VALUE = re.compile(r"\d|[/=@~]|\.[a-z]{2,}\b", re.IGNORECASE)
_LATIN_NAME = re.compile(r"[A-Za-z][\w.+#-]+")  # "CentOS", "Mermaid"
_MORE = re.compile(r"^\s*(?:而且|另外)")
_SO = re.compile(r"^\s*so\s+", re.IGNORECASE)
_MOST = 600  # characters of one item at most: a clause run on past this is cut


_NUMBER = re.compile(  # "3 次", "30s", "三十秒", "两次", not "T4", "K8s", "一起", "两周一次", "两天"
    r"(?<![A-Za-z\d.])\d+(?:\.\d+)?(?:[A-Za-z%]{1,3})?(?![A-Za-z\d])|"
    r"(?<![周天月年期])[一二两三四五六七八九十百千]+\s*(?:秒|分钟|小时|个钟头|次|遍|台|核|倍)|"
    r"(?<![周天月年期一])[二两三四五六七八九十百千][一二两三四五六七八九十百千]*\s*(?:条|句|块|位|份|张)"
)
_NAMED = re.compile(r"[A-Za-z0-9][\w.+#%/=-]*")  # a value named in Latin letters or digits: "用 Redis", "设 16"
_SEQUENCE = re.compile(r"^\s*(?:然后|另外|而且|(?:and )?then\b|also\b)", re.IGNORECASE)
# a short clause saying when or under what condition what follows holds ("从 8 月起，", "周五下午 3 点，")
_LEADS = re.compile(
    r"(?:起|开始|以来|以后|之后|以前|之前|前|后|时|的话|[号日点年]|点半|上午|下午|晚上|早上|中午|凌晨|周[一二三四五六日天末]|"
    r"\b(?:from|since|starting|until|by))\W*$",
    re.IGNORECASE,
)
# a clause bounding a value of its own ("最大不超过 100", "max 100"): no more of the value before it
_BOUND = re.compile(
    r"^\s*(?:最大|最小|最多|最少|上限|下限|默认|至少|至多|不超过|不少于|峰值|"
    r"(?:max(?:imum)?|min(?:imum)?|at most|at least|up to|no more than|default)\b)(?=.*\d)",
    re.IGNORECASE,
)
_BULLET = re.compile(  # "- squash merges only", "1) …", "2. …", "• …", not "3.11-slim" or "-5"
    r"^\s*(?:[-*]\s+|[•·]\s*|\d{1,2}(?:\.\s+|[)、]\s*)|[（(]\d{1,2}[)）]\s*)(?=\S)"
)
_LEADS_EN = re.compile(
    r"^\s*(?:(?:from|since|starting|until|after|before|by|on|in)\s+[\w .-]{1,20}|going forward|from now on),\s*$",
    re.IGNORECASE,
)
_MARKER = re.compile(r"[:：]\s*$")  # what a rule read before its value ends so when it was a label
_RULES = ("preference", "decision", "config")  # categories an instruction says ("skip …", "keep …")
_WHOLE = ("discussion", "idea")  # categories whose item takes the rest of its sentence


@dataclass(frozen=True, slots=True)
class _Rule:
    category: str
    label: str
    pattern: re.Pattern[str]
    user_only: bool


@dataclass(slots=True)
class _Open:
    """An item being read: its category and label, and its clauses so far."""

    rule: _Rule | None
    category: str
    label: str
    parts: list[str]
    marked: bool = False  # opened by an explicit marker ("决定：", "Decision:"): the rest of the sentence is its value
    settled: bool = False  # a debate that said what it came to: what follows it is read as any clause
    kept: bool = True  # false for a clause of its own that is no item: what goes on with it is none either

    def content(self) -> str:
        said = natural.without_rejected("".join(self.parts))
        return f"{self.label}{said.strip().rstrip(_TRAILING).strip()[:_MOST]}"


class RuleDigester:
    """Items by the patterns of ``digest.rules``, read clause by clause (natural.py): in a
    conversation, what the user says, what the user agreed to of the assistant's proposal, the
    user's answer to the assistant's question; an assistant's turn yields only the rules not
    marked ``(?#user)`` (an explicit "决定：" or "Decision:")."""

    name = "rules"

    def __init__(self, settings: DigestSettings) -> None:
        self._rules = [
            _Rule(
                rule.category, rule.label, re.compile(rule.pattern, re.IGNORECASE), rule.pattern.startswith(USER_ONLY)
            )
            for rule in settings.rules
        ]
        self._importance = settings.importance
        self._replies = ReplyContext.of(settings)

    def classify(self, text: str) -> str | None:
        """The category of the first rule any sentence of ``text`` matches, if one does; the
        rules read in a conversation only (``(?#user)``) do not classify a memory."""
        for sentence in sentences(text):
            for rule in self._rules:
                if not rule.user_only and rule.pattern.search(sentence):
                    return rule.category
        return None

    def digest(self, text: str, previous: str | None = None) -> list[DigestItem]:
        """The items of ``text``, each with the turn before its own as context when that turn
        asks something; ``previous`` is the turn before the text's first one (an earlier window's
        last), used when the text starts with a speaker label."""
        items: dict[str, DigestItem] = {}
        said: list[str] = []  # the contents of the user's last turn that yielded items
        before_role: str | None = None
        speculated: str | None = None  # the user's last hypothetical, should a later turn park it
        for role, turn in spoken_turns(text):
            context = self._replies.keep(previous) if role else None
            if role == "assistant":
                found = self._read(turn, user=False)
            else:
                if natural.CANCELS.match(turn) or natural.CORRECTS.match(turn):
                    for content in said:
                        items.pop(content, None)
                found = self._user(turn, previous if before_role == "assistant" else None, speculated)
                speculated = natural.speculation(turn) or (speculated if not found else None)
                said = [item.content for item in found]
            for item in found:
                items.setdefault(item.content, DigestItem(item.content, item.category, item.importance, context))
            previous, before_role = turn, role
        return list(items.values())

    def _user(self, turn: str, assistant: str | None, speculated: str | None) -> list[DigestItem]:
        """The items of a user's turn: the user's hypothetical of before when this turn parks
        it ("put it on the backlog"); the assistant's proposal when the turn agrees and says
        little more or only points back at it ("可以，先从这两个开始"); else what it says."""
        if natural.PARKS.search(turn) and speculated:
            return [self._item("idea", "想法：" if _CJK.search(speculated) else "Idea: ", speculated)]
        rest = natural.agreement(turn)
        if rest is not None and assistant is not None and natural.POINTS_BACK.search(rest) and len(rest) <= 30:
            agreed = self._agreed(assistant, turn)
            if agreed:
                return agreed
        found = self._read(turn, user=True, answers=assistant)
        if not found and rest is not None and assistant is not None and len(rest.strip()) <= 30:
            return self._agreed(assistant, turn)
        return found

    def _item(self, category: str, label: str, value: str) -> DigestItem:
        content = f"{label}{value.strip().rstrip(_TRAILING).strip()[:_MOST]}"
        return DigestItem(content, category, self._importance.get(category, 5))

    def _agreed(self, assistant: str, turn: str) -> list[DigestItem]:
        """The assistant's proposal the user agreed to in ``turn``, as a decision."""
        proposed = natural.proposal(assistant, strong=bool(natural.STRONG.search(turn)))
        if not proposed:
            return []
        return [self._item("decision", _DECISION_LABEL[bool(_CJK.search(proposed))], proposed)]

    def _read(self, turn: str, *, user: bool, answers: str | None = None) -> list[DigestItem]:
        """The items of one turn, clause by clause; ``answers`` is the assistant's turn before
        it when the user replies to it (the first clause answering its question is an item)."""
        found: list[_Open] = []
        answering = answers is not None and natural.asks_for(answers)
        choosing = answers is not None and natural.asks_to_choose(answers)
        rest = natural.agreement(turn) if user else None
        if rest is not None:
            turn = rest
        listed = 0
        for number, said in enumerate(sentences_of(turn)):
            sentence = natural.corrected(_BULLET.sub("", said))
            if user and number and natural.CORRECTS.match(sentence):
                del found[listed:]  # "worker 改成 8 吧。wait, 机器只有 4 核，那就 4": the sentence before is taken back
            listed = len(found)  # the items found before this sentence
            current: _Open | None = None
            pending: _Open | None = None  # a short clause that matched, waiting for the next one
            carried = ""
            pieces = self._debates_cut(natural.clauses(sentence)) if user else [sentence]
            for at, clause in enumerate(pieces):
                shifted = user and natural.SHIFTS.match(clause) is not None
                whole = current is not None and ((current.category in _WHOLE and not current.settled) or current.marked)
                if whole and current is not None and not shifted:
                    current.parts.append(clause)  # a debate, an idea, a "决定：…" is one item, whatever it names
                    current = _settled(current, clause)
                    continue
                if shifted:
                    current, carried = None, ""  # "对了，…", "btw": another topic, no more of the fact before
                    if not natural.bare(clause).strip(_TRAILING):
                        continue
                if user and natural.RETRACTS.match(clause):
                    if current is not None:
                        found.remove(current)  # "… 5672 but that's outdated": not a fact
                    current, carried = None, ""
                    continue
                rider = natural.RIDER.match(clause) is not None and not _same_again(clause) and not _acts(clause)
                if current is not None and rider and not _next_value(current, clause):
                    if natural.SUPERSEDED.match(clause) or _turned_down(current, clause):
                        continue  # "…，原来是这周三", "…，别再装 CentOS 了": no part of the fact
                    if not (natural.REJECTS.match(clause) and len(found) - listed > 1):
                        current.parts.append(clause)  # a reason stays with its fact
                    continue  # (an option rejected after a list is of none of its items in particular)
                opened = self._match(clause, user)
                if opened is None and user and _acts(clause):  # "…, so Ines covers the pager": who does what now
                    opened = _Open(None, "decision", _DECISION_LABEL[False], [_SO.sub("", clause)])
                if opened is None and user and natural.placed_in_a_list(pieces, at) and not natural.idle(clause):
                    opened = _Open(None, "decision", _DECISION_LABEL[True], [_OPENER.sub("", clause)])
                if opened is None and user and natural.idle(clause):
                    current, carried = None, ""
                    if natural.REQUEST.match(clause):
                        break  # "帮我写个脚本，统计每周的活跃用户数": the rest is what is asked for
                    continue
                if opened is None and user and answering and number == 0 and not found:
                    value = _OPENER.sub("", clause)
                    if len(value.strip(_TRAILING)) >= 2 or value.strip(_TRAILING).isdigit():  # "4."
                        opened = _valued(value, choosing)
                if opened is not None and opened.category in _WHOLE:
                    opened.parts.insert(0, carried)
                    found.append(opened)
                    current, carried = _settled(opened, clause), ""
                    continue
                same = (
                    current is not None and opened is not None and current.category == opened.category and current.kept
                )
                apart = current is not None and (_another_value(current, clause) or _next_value(current, clause))
                if same and current is not None and _CJK.search(clause) and not apart:
                    current.parts.append(clause)  # one thing said in several clauses
                    continue
                if current is None and at + 1 < len(pieces) and natural.REJECTS.match(clause):
                    carried += clause  # "别再用 moment.js 了，" goes with what follows
                    continue
                if (
                    current is None
                    and at + 1 < len(pieces)
                    and _leads(clause)
                    and (opened is None or not _CJK.search(clause))
                ):
                    carried += clause  # "8 月起，" says when what follows holds
                    continue
                short = opened is not None and len(clause.strip(_TRAILING)) < 6 and at + 1 < len(pieces)
                if short and opened is not None and not _apart(opened, clause, pieces[at + 1]):
                    carried += clause  # "从下周起，" opens what follows
                    pending = pending or opened
                    continue
                if opened is None and pending is not None:
                    opened, carried = pending, ""  # "我住在成都，平时骑车上班": the short clause is the item
                    condition = natural.CONDITION.match(clause) is not None  # "有问题找…" is no more of it
                    opened.parts = [opened.parts[0]] if condition else [opened.parts[0], clause]
                    pending = None
                    found.append(opened)
                    current = opened
                    continue
                pending = None
                if opened is not None:
                    opened.parts.insert(0, carried)
                    carried = ""
                    found.append(opened)
                    current = opened
                elif (like := current or (found[-1] if found and at == 0 else None)) and (
                    user
                    and not _CJK.search(clause)
                    and (
                        _same_again(clause)
                        or (like.category in _RULES and natural.INSTRUCTS.match(clause))
                        or (natural.GOES_ON.match(clause) and natural.IN_PROGRESS.match(like.parts[-1]))
                    )
                ):  # "Vite for the build, Vitest for tests" (or after "; "): the same kind of fact again
                    current = _Open(None, like.category, like.label, [_OPENER.sub("", natural.bare(clause))])
                    found.append(current)
                elif current is not None and user and not _CJK.search(clause) and natural.WE_DO.match(clause):
                    # "…, and we rotate the keys every quarter": what the team does, after a fact
                    current = _Open(None, "decision", _DECISION_LABEL[False], [natural.bare(clause)])
                    found.append(current)
                elif current is not None and user and _CJK.search(clause):
                    if (
                        _parallel(current, clause)
                        or _valued_again(current, clause)
                        or _then_too(current, clause)
                        or _contrasted(clause)
                        or _next_value(current, clause)
                    ):
                        current = _Open(None, current.category, current.label, [natural.bare(clause)])
                        found.append(current)
                    elif not _another_value(current, clause):
                        current.parts.append(clause)  # (an English clause was cut at a new subject)
                    elif _own_fact(clause):
                        current = _Open(None, current.category, current.label, [clause], kept=False)
            if pending is not None:
                found.append(pending)
        named = natural.choice(rest) if rest is not None and answers is not None and not found else None
        if named:
            found.append(_valued(named, choosing))
        return [
            DigestItem(content, item.category, self._importance.get(item.category, 5))
            for item in found
            if len(content := item.content()) - len(item.label) >= 2
        ]

    def _debates_cut(self, pieces: list[str]) -> list[str]:
        """``pieces`` with a debate cut at its colon ("讨论了一下发版的规则：…"): what follows
        is what it came to, read clause by clause."""
        out: list[str] = []
        for piece in pieces:
            head, colon, tail = piece.partition("：" if "：" in piece else ": ")
            opened = self._match(head + colon, True) if colon and tail.strip(_TRAILING) else None
            out += [head + colon, tail] if opened is not None and opened.category == "discussion" else [piece]
        return out

    def _match(self, clause: str, user: bool) -> _Open | None:
        """The item the first rule matching ``clause`` opens, if one does (and the clause is no
        question or hypothetical, unless the rule is about ideas or debates)."""
        idle: bool | None = None
        for rule in self._rules:
            if rule.user_only and not user:
                continue
            match = rule.pattern.search(clause)
            if match is None:
                continue
            if rule.user_only and rule.category not in ("idea", "discussion"):
                if idle is None:
                    idle = natural.idle(clause)
                if idle:
                    return None
            index = next((i for i, group in enumerate(match.groups(), start=1) if group is not None), 0)
            value = match.group(index) if index else ""
            if rule.user_only:
                value = _OPENER.sub("", value)
            marker = clause[match.start() : match.start(index)] if index else ""
            return _Open(
                rule, rule.category, rule.label, [value], not rule.user_only and _MARKER.search(marker) is not None
            )
        return None


def _another_value(current: _Open, clause: str) -> bool:
    """Whether ``clause`` says something of its own rather than more of ``current``: it has a
    subject of its own (natural.OWN_SUBJECT), or both name a value, in Latin letters, digits or Chinese
    numerals with a measure ("数据库用 PostgreSQL，缓存用 Redis", "线程池设 16，队列长度 1000", "时区统一
    UTC，金额保留两位小数")."""
    if natural.OWN_SUBJECT.search(clause) or _parallel(current, clause) or _valued_again(current, clause):
        return True
    before = "".join(current.parts)
    named = _NAMED.search(clause) is not None or _NUMBER.search(clause) is not None
    return named and (_NAMED.search(before) is not None or _NUMBER.search(before) is not None)


def _parallel(current: _Open, clause: str) -> bool:
    """``clause`` and the one ``current`` opened with each say how a topic of their own is
    handled ("数据库里存 UTC，展示的时候转北京时间"): two facts side by side."""
    before, clause = natural.bare(current.parts[-1]), natural.bare(clause)
    if natural.WHEN_FIRST.match(clause) and natural.WHEN_FIRST.match(natural.WITHOUT_SUBJECT.sub("", before)):
        return True  # "周三发版，周二下午冻结", "我们周三发版，还有周五做复盘", "每次推送跑单测，合并后再跑集成测试"
    said = natural.TOPIC_VERB.match(clause) or natural.PLACED_FIRST.match(clause)
    return said is not None and natural.TOPIC_VERB.match(before) is not None


def _settled(debate: _Open, clause: str) -> _Open | None:
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


def _same_again(clause: str) -> bool:
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


def _acts(clause: str) -> bool:
    """An English clause opening with "so" and an act of its own ("…, so Ines covers the pager"):
    a fact, not the reason or the consequence of the one before."""
    return natural.SO_ACTS.match(clause) is not None


def _leads(clause: str) -> bool:
    """A short clause saying when what follows holds ("8 月起，", "from March,")."""
    if _CJK.search(clause) is None:
        return _LEADS_EN.match(clause) is not None
    return len(clause.strip(_TRAILING)) < 8 and _LEADS.search(clause) is not None


def _apart(opened: _Open, clause: str, following: str) -> bool:
    """A short ``clause`` that opened an item is one of its own, not the opening of the clause
    after it, when that bounds a value of its own or says the same kind of thing ("20 条，最大 100", "请假走钉钉，
    加班不用报备"); not when it says when ("从 8 月起，") or the next has a subject ("下周一，我们…")."""
    chinese = _CJK.search(clause) is not None and _CJK.search(following) is not None
    if not chinese or _LEADS.search(clause) or natural.OWN_SUBJECT.search(following):
        return False
    bound = _BOUND.match(following) is not None and _NAMED.search(clause) is not None
    return bound or _parallel(opened, following)


def _own_fact(clause: str) -> bool:
    """``clause`` says a fact of its own (a subject, a topic and its verb, when it happens), not
    only a value ("不要 unittest"): when it is no item, what goes on with it is none either (an
    item's clauses are side by side: "部署用 Argo CD，每次提交跑 lint，合到主干再跑测试")."""
    said = natural.bare(clause)
    topic = natural.TOPIC_VERB.match(said) or natural.WHEN_FIRST.match(said)
    return topic is not None or natural.OWN_SUBJECT.search(said) is not None


def _turned_down(current: _Open, clause: str) -> bool:
    """A clause turning down another product after the one chosen ("统一用 Debian 12，别再装 Fedora 了",
    "go with Caddy, don't suggest nginx again"): the option turned down, no part of the fact (as
    "instead of" is); a rider naming no product ("别再发邮件了") stays with it."""
    return (
        natural.REJECTS.match(clause) is not None
        and _LATIN_NAME.search(clause) is not None
        and _LATIN_NAME.search("".join(current.parts)) is not None
    )


def _contrasted(clause: str) -> bool:
    """A Chinese contrast saying how a topic of its own is handled ("不过周末的值班顺延一天",
    "但 binlog 要实时同步"): a fact of its own, not a remark on the one before ("不过太贵了")."""
    if natural.ZH_CONTRAST.match(clause) is None:
        return False
    said = natural.bare(clause)
    return _own_fact(said) or natural.ZH_ACTS.match(said) is not None


def _then_too(current: _Open, clause: str) -> bool:
    """``clause`` does something more after a value ("改成 30 天，异地再存一份"): a fact of its own."""
    return (
        natural.AGAIN_TOO.search(natural.bare(clause)) is not None
        and _NUMBER.search("".join(current.parts)) is not None
    )


def _valued_again(current: _Open, clause: str) -> bool:
    """Both ``clause`` and ``current`` name a number ("超时 30 秒，重试 3 次"): a setting of its own."""
    return _NUMBER.search(clause) is not None and _NUMBER.search("".join(current.parts)) is not None


def _next_value(current: _Open, clause: str) -> bool:
    """``clause`` goes on to another value or topic ("…，然后 P99 超过 500ms 也报", "…，然后按钮都用
    圆角"): not a rider of ``current``."""
    if _SEQUENCE.match(clause) is None:
        return False
    if _MORE.match(clause) and _CJK.search(clause) and natural.ZH_RULE.match(natural.bare(clause)):
        return True  # "…，而且只上 Steam", "…，另外要配一个导师": one more rule
    return _another_value(current, clause) or natural.TOPIC_VERB.match(natural.bare(clause)) is not None


def _valued(value: str, chosen: bool) -> _Open:
    """An answer as an item: a choice when options were offered, else a setting when it holds a
    value (a number, a path), else a choice."""
    if not chosen and _VALUE.search(value):
        return _Open(None, "config", _CONFIG_LABEL[bool(_CJK.search(value))], [value])
    return _Open(None, "decision", _DECISION_LABEL[bool(_CJK.search(value))], [value])
