"""The rule digester (spec 3 Phase 5): the patterns of ``digest.rules`` in config.yaml, read
clause by clause (natural.py, clause_cuts.py, clause_series.py), each clause more of the item
being read or one of its own (clause_links.py), a clause no rule reads an item when it holds a
setting or a rule of its own; and what both digesters produce (``DigestItem``).

In a conversation it keeps what the user says, the assistant's proposal the user agreed to,
and the user's answer to the assistant's question for a fact or a choice; an assistant's turn
yields only the rules not marked ``(?#user)`` (an explicit "决定：" or "Decision:"). An item
said in reply keeps the asking turn before it as context (turns.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import clause_asks as asks
from . import clause_beside as beside
from . import clause_links as links
from . import clause_others as others
from . import clause_settings as unread
from . import clause_shares as shares
from . import clause_standing as every_time
from . import clause_steps as steps
from . import clause_unmeant as unmeant
from . import natural, proposals
from .clause_series import NO_MEMBER
from .config import DigestSettings
from .regex import precompiled
from .turns import SPEAKER, ReplyContext, sentences_of, spoken_turns


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


def _for_it(pieces: list[str], at: int) -> bool:
    """``pieces[at]`` says what the user does or is, and the next what the assistant is to do for it ("I do Scouts on
    Tuesday evenings, so no meetings after 5"): the fact it follows from."""
    return (
        at + 1 < len(pieces)
        and not links.CJK.search(pieces[at])
        and natural.OWN_DOING.match(natural.bare(pieces[at])) is not None
        and natural.SO_ACTS.match(pieces[at + 1]) is not None
    )


def _next(pieces: list[str], at: int) -> str:
    """The clause after ``pieces[at]``, or none."""
    return pieces[at + 1] if at + 1 < len(pieces) else ""


def sentences(text: str) -> list[str]:
    return sentences_of("\n".join(SPEAKER.sub("", line) for line in text.splitlines()))


USER_ONLY = "(?#user)"  # a rule's pattern opening with this is never tried on an assistant's turn
_OPENER = precompiled(
    r"^\s*(?:(?:(?:and|so|well|honestly|fyi|heads up|btw|hmm+|ok(?:ay)?|yeah|yes|yep|sure|right|fine|alright|"
    r"perfect|great)\b|(?:嗯+|哦|噢|好|行|对|那)(?=[\s,，:：.!！~～]))[\s,，:：.!！~～]*)+",
    re.IGNORECASE,
)
_ONE_WORD = precompiled(r"\s*[\w.+#/-]+[\s、，,。.]*$")  # "English、": one more of a list
_SO = precompiled(r"^\s*so\s+", re.IGNORECASE)
_BULLET = precompiled(  # "- squash merges only", "1) …", "2. …", "• …", not "3.11-slim" or "-5"
    r"^\s*(?:[-*]\s+|[•·]\s*|\d{1,2}(?:\.\s+|[)、]\s*)|[（(]\d{1,2}[)）]\s*)(?=\S)"
)
# the user saying what they do, as a habit ("I shoot raw only", "I edit in the mornings")
_HABIT = precompiled(
    r"^\s*(?:i|we)\s+(?:always\s+|only\s+|usually\s+|never\s+)?(?!(?:think|guess|mean|was|am|had|did|went)\b)[a-z]{3,}(?<!ed)\s",
    re.I,
)
_LABEL = precompiled(r"^\s*[A-Za-z][^,;:]{0,40}:\s+(?=\S)")  # what a short label heads ("Shop policy: …")
_MARKER = precompiled(r"[:：]\s*$")  # what a rule read before its value ends so when it was a label
_RULES = ("preference", "decision", "config")  # categories an instruction says ("skip …", "keep …")
_WHOLE = ("discussion", "idea")  # categories whose item takes the rest of its sentence


class RuleDigester:
    """Items by the patterns of ``digest.rules``, read clause by clause (natural.py): in a
    conversation, what the user says, what the user agreed to of the assistant's proposal, the
    user's answer to the assistant's question; an assistant's turn yields only the rules not
    marked ``(?#user)`` (an explicit "决定：" or "Decision:")."""

    name = "rules"

    def __init__(self, settings: DigestSettings) -> None:
        self._rules = [
            links.Rule(
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
            return [self._item("idea", "想法：" if links.CJK.search(speculated) else "Idea: ", speculated)]
        rest = natural.agreement(turn)
        if rest is not None and assistant is not None and natural.POINTS_BACK.search(rest) and len(rest) <= 30:
            agreed = self._agreed(assistant, turn)
            if agreed:
                return agreed
        found = self._read(turn, user=True, answers=assistant)
        if (
            not found
            and rest is not None
            and assistant is not None
            and len(rest.strip()) <= 30
            and not unmeant.UNDECIDED.search(rest)  # "嗯，随便问问，还没想好": only asking
        ):
            return self._agreed(assistant, turn)
        return found

    def _item(self, category: str, label: str, value: str) -> DigestItem:
        content = f"{label}{value.strip().rstrip(links.TRAILING).strip()[: links.MOST]}"
        return DigestItem(content, category, self._importance.get(category, 5))

    def _agreed(self, assistant: str, turn: str) -> list[DigestItem]:
        """The assistant's proposal the user agreed to in ``turn``, as a decision."""
        proposed = proposals.proposal(assistant, strong=bool(natural.STRONG.search(turn)))
        if not proposed:
            return []
        return [self._item("decision", links.DECISION_LABEL[bool(links.CJK.search(proposed))], proposed)]

    def _read(self, turn: str, *, user: bool, answers: str | None = None) -> list[DigestItem]:
        """The items of one turn, clause by clause; ``answers`` is the assistant's turn before
        it when the user replies to it (the first clause answering its question is an item)."""
        found: list[links.Open] = []
        answering = answers is not None and proposals.asks_for(answers)
        choosing = answers is not None and proposals.asks_to_choose(answers)
        rest = natural.agreement(turn) if user else None
        if rest is not None:
            turn = rest
        listed = 0
        asked = False  # the sentence before was a question
        for number, said in enumerate(sentences_of(turn)):
            sentence = natural.corrected(_BULLET.sub("", said))
            if user and (
                unmeant.make_believe(sentence) or (asked and unmeant.QUOTED.match(sentence))
            ):  # a game, an example, made-up data; the log line asked about
                continue
            if user and unmeant.JOKING.match(sentence):
                del found[:]  # "What if I quit and became a lighthouse keeper? Kidding."
                continue
            asked = natural.QUESTION.search(sentence) is not None
            if user and number and natural.CORRECTS.match(sentence):
                del found[listed:]  # "worker 改成 8 吧。wait, 机器只有 4 核，那就 4": the sentence before is taken back
            listed = len(found)  # the items found before this sentence
            current: links.Open | None = None
            pending: links.Open | None = None  # a short clause that matched, waiting for the next one
            carried = ""
            dropped = False  # the clause before was a value that held before, dropped
            pieces = self._debates_cut(natural.clauses(sentence)) if user else [sentence]
            serial = natural.members(pieces) if user else set()  # "…, …, and …": each member a fact
            kind = self._series_kind(pieces, serial)
            for at, clause in enumerate(pieces):
                listed_on = at > 0 and pieces[at - 1].rstrip().endswith("、") and _ONE_WORD.match(clause) is not None
                shifted = user and natural.SHIFTS.match(clause) is not None
                member = at in serial and NO_MEMBER.match(clause) is None
                in_series = (member or at + 1 in serial) and NO_MEMBER.match(clause) is None
                whole = current is not None and (
                    (current.category in _WHOLE and not current.settled) or (current.marked and not member)
                )
                if whole and current is not None and not shifted:
                    current.parts.append(clause)  # a debate, an idea, a "决定：…" is one item, whatever it names
                    current = links.settled(current, clause)
                    continue
                if shifted:
                    current, carried = None, ""  # "对了，…", "btw": another topic, no more of the fact before
                    if not natural.bare(clause).strip(links.TRAILING):
                        continue
                if user and natural.RETRACTS.match(clause):
                    if current is not None:
                        found.remove(current)  # "… 5672 but that's outdated": not a fact
                    current, carried = None, ""
                    continue
                if current is not None and user and links.TAKEN_BACK.match(clause):
                    continue  # "…五百，不是三百": the value taken back
                if (
                    current is not None
                    and user
                    and links.CJK.search(clause)
                    and (
                        others.more_of_it(natural.bare(clause))
                        or steps.more_of_it("".join(current.parts), natural.bare(clause))
                    )
                ):
                    current.parts.append(clause)  # "…，在社区活动室", "…，各半碗": where, or how much each
                    continue
                if current is not None and user and _not_chosen(current, natural.bare(clause)):
                    continue  # "…，真皮那款太难打理了", "…，不要货拉拉了": of the options not chosen
                dropped = dropped and natural.RIDER.match(clause) is not None
                rider = (
                    natural.RIDER.match(clause) is not None
                    and not member
                    and not links.same_again(clause)
                    and not links.acts(clause)
                    and not (current is not None and user and _asks(current, clause))
                    and not asks.ONES_TASK.match(clause)
                    and not (current is not None and links.next_instruction(current, clause))
                )
                if current is not None and rider and not links.next_value(current, clause):
                    if natural.SUPERSEDED.match(clause) or links.turned_down(current, clause):
                        dropped = True
                        continue  # "…，原来是这周三", "…，别再装 CentOS 了": no part of the fact
                    if dropped and not natural.ZH_CONTRAST.match(clause) and not links.CJK.search(clause):
                        continue  # "… — it was $50 but margins got eaten": the old value's reason too
                    if not (natural.REJECTS.match(clause) and len(found) - listed > 1):
                        current.parts.append(clause)  # a reason stays with its fact
                    continue  # (an option rejected after a list is of none of its items in particular)
                opened = self._match(clause, user)
                if user and current is None and at + 1 < len(pieces) and natural.WHEN_ASKED.match(clause):
                    carried += clause  # "你给我推荐书的时候，别推…": when the assistant is to do what follows
                    pending = links.Open(None, "preference", "偏好：", [clause])
                    continue
                if opened is None and user and (value := others.corrected(natural.bare(clause), _next(pieces, at))):
                    opened = links.Open(None, "config", links.CONFIG_LABEL[bool(links.CJK.search(value))], [value])
                if opened is None and user and current is None and (read := beside.unread_item(natural.bare(clause))):
                    found.append(links.Open(None, *read, [natural.bare(clause)]))  # "…，新老师姓沈"
                    continue  # (alone: what follows is no more of it)
                if opened is None and user and current is None and steps.works_as(natural.bare(clause)):
                    opened = links.Open(None, "general", "个人：", [natural.bare(clause)])  # "我是做财务的，…"
                if opened is None and user and current is None and beside.called(natural.bare(clause)):
                    opened = links.Open(None, "config", "配置：", [natural.bare(clause)])  # "家里的猫叫「芝麻」，…"
                if opened is None and user and links.acts(clause):  # "…, so Ines covers the pager": who does what now
                    opened = links.Open(None, "decision", links.DECISION_LABEL[False], [_SO.sub("", clause)])
                if opened is None and user and not links.CJK.search(clause) and not natural.idle(clause):
                    opened = self._setting(clause)  # "…, and the page limit is 6": a setting no rule reads
                if opened is None and user and _for_it(pieces, at) and not natural.idle(clause):
                    opened = links.Open(
                        None, "general", "Personal: ", [natural.bare(clause)]
                    )  # "I do Scouts on …, so …"
                if opened is None and kind is not None and in_series and not natural.idle(clause):
                    opened = links.Open(None, kind.category, kind.label, [_OPENER.sub("", natural.bare(clause))])
                if opened is None and user and natural.placed_in_a_list(pieces, at) and not natural.idle(clause):
                    opened = links.Open(None, "decision", links.DECISION_LABEL[True], [_OPENER.sub("", clause)])
                if opened is None and user and natural.idle(clause):
                    current, carried = None, ""
                    if natural.REQUEST.match(clause):
                        break  # "帮我写个脚本，统计每周的活跃用户数": the rest is what is asked for
                    continue
                if opened is None and user and answering and number == 0 and not found:
                    value = _OPENER.sub("", clause)
                    if len(value.strip(links.TRAILING)) >= 2 or value.strip(links.TRAILING).isdigit():  # "4."
                        opened = links.valued(value, choosing)
                if opened is not None and opened.category in _WHOLE:
                    opened.parts.insert(0, carried)
                    found.append(opened)
                    current, carried = links.settled(opened, clause), ""
                    continue
                same = (
                    current is not None and opened is not None and current.category == opened.category and current.kept
                )
                apart = (
                    current is not None
                    and (
                        links.another_value(current, clause)
                        or links.next_instruction(current, clause)
                        # ("…都用大写关键字，表名小写，别用 select *": one more of conventions listed side by side)
                        or (opened is not None and opened.category == "preference" and links.listed(found[listed:]))
                        or links.fact_of_its_own(current, clause)
                        or _asks(current, clause)
                        or links.contrasted(clause)
                    )
                )
                if same and current is not None and links.CJK.search(clause) and not apart:
                    current.parts.append(clause)  # one thing said in several clauses
                    continue
                if current is None and at + 1 < len(pieces) and natural.REJECTS.match(clause):
                    carried += clause  # "别再用 moment.js 了，" goes with what follows
                    continue
                if (
                    current is None
                    and at + 1 < len(pieces)
                    and links.leads(clause)
                    and (opened is None or not links.CJK.search(clause))
                ):
                    carried += clause  # "8 月起，" says when what follows holds
                    continue
                short = opened is not None and len(clause.strip(links.TRAILING)) < 6 and at + 1 < len(pieces)
                if short and opened is not None and not links.apart(opened, clause, pieces[at + 1]):
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
                standing = pending is not None and natural.WHEN_ASKED.match(pending.parts[0]) is not None
                pending = None
                if opened is not None:
                    if standing:  # "以后给我写 shell 脚本，开头都加 …": how the assistant is to do it
                        opened.category, opened.label = "preference", "偏好："
                    opened.parts.insert(0, carried)
                    carried = ""
                    found.append(opened)
                    current = opened
                elif (like := current or (found[-1] if found and at == 0 else None)) and (
                    user
                    and not links.CJK.search(clause)
                    and (
                        member
                        or links.same_again(clause)
                        or (like.category in _RULES and natural.INSTRUCTS.match(clause))
                        or (natural.GOES_ON.match(clause) and natural.IN_PROGRESS.match(like.parts[-1]))
                    )
                ):  # "Vite for the build, Vitest for tests" (or after "; "): the same kind of fact again
                    current = links.Open(None, like.category, like.label, [_OPENER.sub("", natural.bare(clause))])
                    found.append(current)
                elif current is not None and user and not links.CJK.search(clause) and natural.WE_DO.match(clause):
                    # "…, and we rotate the keys every quarter": what the team does, after a fact
                    current = links.Open(None, "decision", links.DECISION_LABEL[False], [natural.bare(clause)])
                    found.append(current)
                elif current is not None and user and links.DECLINED.match(clause):
                    pass  # "…，不拖到春节后了": the option turned down, no part of the fact
                elif current is not None and user and (links.CJK.search(clause) or listed_on):
                    # (a piece after "、" is one more of a list: "简中、English、日文")
                    if (
                        links.parallel(current, clause)
                        or links.valued_again(current, clause)
                        or links.then_too(current, clause)
                        or links.next_instruction(current, clause)
                        or links.contrasted(clause)
                        or links.fact_of_its_own(current, clause)
                        or _asks(current, clause)
                    ):
                        current = links.Open(None, current.category, current.label, [natural.bare(clause)])
                        found.append(current)
                    elif listed_on or not links.another_value(current, clause):
                        current.parts.append(clause)  # (an English clause was cut at a new subject)
                    elif links.own_fact(clause):
                        current = links.Open(None, current.category, current.label, [clause], kept=False)
                elif current is not None and user and at > 0:
                    # an English clause of its own that is no item ("…, the trial was fine but slower"):
                    # what goes on with it is none either
                    current = links.Open(None, current.category, current.label, [clause], kept=False)
            if pending is not None:
                found.append(pending)
            if user and len(found) == listed and (instruction := every_time.standing(sentence)) is not None:
                # "Use metric units with me, always.": read as a request made once, but for every time
                found.append(links.Open(None, "preference", "Preference: ", [instruction]))
        named = proposals.choice(rest) if rest is not None and answers is not None and not found else None
        if named:
            found.append(links.valued(named, choosing))
        return [
            DigestItem(content, item.category, self._importance.get(item.category, 5))
            for item in found
            if len(content := item.content()) - len(item.label) >= 2
        ]

    def _setting(self, clause: str) -> links.Open | None:
        """A setting ("match size is 8 players", "keep the retries at 3") or a rule ("hardware keys
        are mandatory for admins") said in an English clause no rule of ``digest.rules`` reads."""
        said = _LABEL.sub("", natural.bare(clause), count=1)  # "Sailing club: juniors must wear …"
        if unread.SETTING.match(said):
            return links.Open(None, "config", links.CONFIG_LABEL[False], [_OPENER.sub("", said)])
        if unread.DONE_ON.match(said):
            return links.Open(None, "event", "Event: ", [_OPENER.sub("", said)])
        if unread.HANDLED.match(said):
            return links.Open(None, "decision", links.DECISION_LABEL[False], [_OPENER.sub("", said)])
        if (kind := unread.kind_of(said)) is not None:  # the days closed, a name, where kept, a move, a meeting
            return links.Open(None, *kind, [_OPENER.sub("", said)])
        if unread.DUTY.match(said):
            return links.Open(None, "decision", links.DECISION_LABEL[False], [_OPENER.sub("", said)])
        return None

    def _series_kind(self, pieces: list[str], serial: set[int]) -> links.Open | None:
        """What the first member of a series that a rule reads opens ("House rules: shoes off at
        the door, quiet after 10, and no smoking"): the kind of item its other members are."""
        if not serial:
            return None
        for at in (min(serial) - 1, *sorted(serial)):
            opened = self._match(pieces[at], True)
            if opened is not None and opened.category not in _WHOLE:
                return opened
        first = pieces[min(serial) - 1]
        if _HABIT.match(first):  # "I shoot raw only, edit in …, and deliver …": how the user works
            return links.Open(None, "preference", "Preference: ", [])
        return None

    def _debates_cut(self, pieces: list[str]) -> list[str]:
        """``pieces`` with a debate cut at its colon ("讨论了一下发版的规则：…"): what follows
        is what it came to, read clause by clause."""
        out: list[str] = []
        for piece in pieces:
            head, colon, tail = piece.partition("：" if "：" in piece else ": ")
            opened = self._match(head + colon, True) if colon and tail.strip(links.TRAILING) else None
            out += [head + colon, tail] if opened is not None and opened.category == "discussion" else [piece]
        return out

    def _match(self, clause: str, user: bool) -> links.Open | None:
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
            return links.Open(
                rule, rule.category, rule.label, [value], not rule.user_only and _MARKER.search(marker) is not None
            )
        return None


def _asks(current: links.Open, clause: str) -> bool:
    """A Chinese ``clause`` asking for something of its own after ``current`` (clause_asks.py)."""
    return links.CJK.search(clause) is not None and asks.asked_apart("".join(current.parts), clause)


def _not_chosen(current: links.Open, clause: str) -> bool:
    """``clause`` (bare) is of an option not chosen after ``current`` (clause_others.py), or a short thing not
    wanted after a rule of every case ("…一律小写加中划线，不要空格", clause_steps.py)."""
    return (
        others.faults_another(clause)
        or others.not_that_kind(current.parts[-1], clause)
        or others.other_turned_down("".join(current.parts), clause)
        or steps.not_wanted_after_rule("".join(current.parts), clause)
        or shares.not_wanted("".join(current.parts), clause)
    )
