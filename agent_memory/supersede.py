"""A later memory that says what holds now supersedes the earlier one it replaces.

The signs, each judged against the current, earlier memories of the namespace:

- **a change said outright**: "moved the main database from MySQL to PostgreSQL", "left Heroku
  for Fly.io", "replaced Jenkins with GitHub Actions", "no longer use X", "从 MySQL 迁到
  PostgreSQL", "把 A 换成 B", "不再用 X", "gave up the X booking", "off the X onto", "离开X了": an
  earlier memory naming the old value (and not the new one) that shares another word with the new
  memory, or, in the other language, names it as a name ("runs on Airflow" -> "从 Airflow 迁到了…");
- **a thing said gone**: "the V100 cluster is decommissioned", "sold the Yamaha", "卡罗拉卖了",
  "FitHub went bust", "力美倒闭了",
  "Probat挂闲鱼卖了":
  an earlier memory naming it that shares another word (not the verb) with the new one;
- **a product moved to another version**, said with a change word: "Upgraded Postgres 15 -> 16"
  after "PostgreSQL 15", "Godot 4.2" -> "Godot 4.3", "Flink 升级到 1.18";
- **the same thing with another value**: "staging listens on 8443" -> "staging now listens on
  9443": most of the words alike, a value (a number, a version, a product name) changed; a dated
  memory only when it says the change ("since Monday the standup moved to 10:00"); a day ahead
  of its writing (a deadline, a target) when a later memory gives it another ("the new manuscript
  deadline is May 15", "deadline 可以延到4月15日"); the thing a change names ("Build box moved to
  port 9090", "主播换成小七", ``changed_things``) held by the earlier memory makes it the same
  thing, dated or not, and a Chinese thing whose head it lacks makes it another;
- **a move of home** ("moved across town to …", "搬家到…") replaces where one lived ("we rent a
  flat at …", "住在…") and the move before it;
- **a role handed on or taken back, a value put up or down, a rent or a partner moved** (the
  words in ``change_words.CHANGED``): "handed the secretary job to …", "is back", "raised dues to
  £30", "交给了…", "…回来了,继续当…", "改租…", "转和…";
- **a value said to hold from a time on** ("Evri handles our parcels from March", "下个月起…") is a
  change said; **a value put back** replaces the change that left it, or a change to a name the
  put-back leaves ("… Vodafone Fibre from this month" -> "Vodafone kept dropping. Back on Zen.");
- **a value put back** ("back with Admiral", "又换回FreeAgent了", "还是回到君悦") also replaces a change
  to a name it gives as the reason it left ("Switched insurer to LV=" -> "LV= wanted 640, so we're
  back with Admiral"), and a stand-in for it ("we practise at St Mary's meanwhile");
- **someone back** whom an earlier memory said left, **a contract ended** after a party was taken
  on, **a plan carried out** (``change_kinds``); a change to a time of the week or day leaves a
  memory that gives none (``change_kinds.another_kind``);
- **the spec's conflict**: one affirms what the other negates (``conflicts.py``).

A memory that only considers, proposes or rejects ("considered moving back to 8443; decided
against it", "要不要换成…"), or says it is someone else's ("Globex's own auditor is X; not ours",
"另一本的稿费是…，别搞混", "my neighbour pays …", "我哥…"), supersedes nothing, and events (a release, an incident) are never
superseded by a value change: "v1.0 was released" stays true when v1.1 is. Nothing is deleted:
the earlier memory keeps its text and gets ``superseded_by``/``superseded_at``; ``unsupersede``
undoes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .change_kinds import (
    across_languages,
    another_kind,
    back_after_leaving,
    carried_out,
    contract_ended,
    named_loosely,
)
from .change_words import CHANGED, changed_things, holds, mentions, new_value
from .regex import lazy, precompiled
from .search.theirs import says_not_ours
from .search.timeline import CHAIN, COMMON, successors

if TYPE_CHECKING:
    from .model import MemoryEntry
    from .store.contract import Store

_CANDIDATES = 20  # earlier memories judged: those sharing the most words, those naming an old value
_POSTINGS = 4000  # postings read to find them, at most
_NAME = r"([A-Za-z][\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?|\d[\w.:]*)"  # a second word only when capitalised
# what an outright change names as the old value
_OLD_VALUE = [
    precompiled(p, re.IGNORECASE)
    for p in (
        rf"\bfrom\s+{_NAME}\s+(?:to|over to|onto|->|→)\s",
        rf"\b(?:left|leaving|dropped|dropping|ditched|abandoned|retired|replaced|replacing|swapped|swapping|traded|"
        rf"gave up|giving up|cancell?ed)\s+(?:the\s+|our\s+|my\s+)?{_NAME}\b",
        # "Migrated everything off the Synology onto …", "moved away from Jira"
        rf"\b(?:off|away from)\s+(?:the\s+|our\s+|my\s+)?{_NAME}\s+(?:onto|to|for)\s",
        rf"\binstead of\s+{_NAME}",
        rf"\bno longer (?:use|using|run|running|on|uses|runs)\s+{_NAME}",
        rf"\b{_NAME}\s*(?:->|→)\s*\S",
        rf"\b(?:sold|decommissioned|uninstalled|removed|got rid of)\s+(?:the\s+|our\s+|my\s+)?{_NAME}",
        rf"\b(?:the\s+)?{_NAME}(?:\s+[a-z]+)?\s+(?:is|are|was|were|has been|have been|got)\s+(?:now\s+)?"
        r"(?:decommissioned|shut down|removed|retired|gone|turned off|sold|closed down|out of business)\b",
        # a party closed for good: "FitHub went bust", "the Crown closed down"
        rf"\b(?:the\s+)?{_NAME}\s+(?:went bust|went under|folded|closed down|shut its doors|closed for good)\b",
    )
]
# a thing said to be gone in Chinese: the characters before the verb, whose end names it
_GONE_ZH = precompiled(
    r"([\u4e00-\u9fff]{2,6}|[A-Za-z0-9][\w.+#-]*)\s*(?:卖了|卖掉了|下线了|停用了|关掉了|退掉了|退租了|倒闭了|关门了|停业了)"
)
# a name a few characters before (where or how: "Probat挂闲鱼卖了", "旧的 Kindle 送人了")
_GONE_ZH_NAME = lazy(
    r"([A-Za-z][A-Za-z0-9.+#-]*)\s*[\u4e00-\u9fff]{0,4}?(?:卖了|卖掉了|送人了|下线了|停用了|关掉了|退掉了|退租了|倒闭了|关门了|停业了)"
)
# a party closed for good: its name alone is enough ("力美倒闭了！改成去超级猩猩" after "在力美健身办了卡")
_CLOSED = lazy(
    r"\b(?:went bust|went under|folded|closed down|shut its doors|closed for good|out of business)\b|倒闭|关门了|停业",
    re.I,
)
_PUT_BACK = lazy(
    rf"\b(?:back (?:on|to|with|at)|went back to|goes back to|reverted to|returned to)\s+(?:the\s+|our\s+)?{_NAME}"
    r"|把\s*([A-Za-z][A-Za-z0-9.+#-]*|[\u4e00-\u9fff]{2,6}?)\s*(?:加回|换回|改回|调回)"
    # "换回光明", "又换回FreeAgent了", "还是回到君悦，": a Latin name ends where it ends, a Chinese one at a mark
    r"|(?:换回|改回|调回|恢复为|恢复到|恢复成|回到)(?:了|成)?\s*(?:([A-Za-z][A-Za-z0-9.+#-]*)(?![A-Za-z0-9])|"
    r"([\u4e00-\u9fff]{2,6}?)(?=[,，。;；了\s]|$))",
    re.IGNORECASE,
)
# what a change goes to ("Switched insurer to LV=", "酒店换成了香格里拉"): a name, capitalised or Chinese
_CHANGED_TO = lazy(
    r"\b(?:switched|moved|changed|swapped|went over)\s+(?:[a-z]+\s+){0,2}?to\s+(?:the\s+)?(?-i:([A-Z][\w+#=&'-]*))"
    r"|(?:换成|改成|改为|改用|换到|迁到|切到|转到|改去)了?\s*([A-Za-z][\w+#=-]*|[\u4e00-\u9fff]{2,8}?)(?=[,，。;；\s]|$)",
    re.IGNORECASE,
)
# an arrangement said to stand in for a while ("we practise at St Mary's meanwhile", "暂时在新馆练")
_STAND_IN = lazy(
    r"\b(?:meanwhile|in the meantime|for now|temporarily|for the time being)\b|暂时|临时|暂借", re.IGNORECASE
)
_OLD_VALUE_ZH = [
    precompiled(p)
    for p in (
        r"从\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{1,6}?)\s*(?:迁移|迁|切换|切|换|改|转|升级)(?:到|成|为)",
        r"把\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{1,6}?)\s*(?:换成|改成|替换成|迁到|切到|改为)",
        r"(?:不再用|不再使用|弃用|停用|换掉|放弃了?|去掉了?)\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{2,6})",
        # "邓医生离开安安了": the place or party left
        r"离开了?\s*([A-Za-z0-9][\w.+#-]*|[\u4e00-\u9fff]{2,6}?)\s*了",
        r"([A-Za-z0-9][\w.+#-]*)\s*(?:换成|改成|改为|升级到|升到)",
    )
]
_TENTATIVE = precompiled(
    r"\b(?:consider(?:ed|ing)?|thinking (?:about|of)|might|maybe|perhaps|propos(?:e|ed|al)|what if|"
    r"decided against|rejected|should we|whether to|if we)\b|考虑|要不要|是否|也许|或许|打算不|没有采纳|否决|如果",
    re.IGNORECASE,
)
# what says a day is scheduled, or moved: a deadline, a target, a release
_SCHEDULE = precompiled(
    r"\b(?:deadlines?|due|targets?|goals?|release|launch|dates?|eta|scheduled|planned|postponed|rescheduled|"
    r"slipped|pushed back|pushed|moved|extended)\b|截止|期限|目标|发售|上线|交付|日期|定在|约在|计划|延到|延期|推迟|提前到|改到|推到|挪到|改期",
    re.IGNORECASE,
)
# a state said to hold for a time ("暑假期间营业时间延长到晚上11点", "during the freeze, deploys need
# two approvals"): its days bound a value, they are no event, and a later memory may say it changed
_FOR_A_TIME = precompiled(r"期间|\bduring\b|\bfor the (?:summer|winter|holidays?|season|freeze)\b", re.IGNORECASE)
# a move of home ("Moved across town to Avenida de Roma 40", "用户上周六搬家到了上海徐汇区") replaces
# where one lived ("We rent a flat at 14 Harcourt Road", "用户住在杭州西湖区") and the move before it
_MOVED_HOME = precompiled(
    r"\bmoved\s+(?:house|home|flats?|across\s+town|in(?:to)?\s+(?:the\s+|a\s+|our\s+|my\s+)?new\s+"
    r"(?:flat|house|home|apartment|place))\b|\brelocated\s+to\b|搬家到|搬家去|搬进了?新|搬到了?新(?:家|房|小区)",
    re.IGNORECASE,
)
_LIVES = precompiled(
    r"住在|住址|家住|\b(?:we|i|they|he|she)\s+lives?\s+(?:in|at)\b|\bhome\s+address\b|"
    r"\brent\s+a\s+(?:flat|house|room|apartment)\b",
    re.IGNORECASE,
)
_HOME_CUES = ("住在", "搬家", "flat", "house", "apartment", "live", "moved")
# a product and its version ("Godot 4.2", "PostgreSQL 15", "EMR 6.10"); and the version a change
# moves it to ("Postgres 15 -> 16", "Godot 4.2 to Godot 4.4", "EMR upgraded to 7.2", "Node 升级到 20")
_VERSIONED = precompiled(
    r"(?<![\w.-])([A-Z][A-Za-z+#-]+|[a-z]+[A-Z][\w+#-]*)\s*v?(\d+(?:\.\d+)*)(?![\d%]|\.\d|[A-Za-z])"
)
_TO_VERSION = precompiled(
    r"(?<![\w.-])([A-Z][A-Za-z+#-]+|[a-z]+[A-Z][\w+#-]*)\s*(?:v?\d+(?:\.\d+)*\s*(?:->|→|to\b)|(?:was |got |is )?"
    r"(?:upgraded|bumped|updated|moved|downgraded) to|to|升级到|升到|更新到|降到|降级到)\s*(?:\1\s*)?v?(\d+(?:\.\d+)*)"
)
# capitalised words a number follows that are no product: a date, a place in a list
_NOT_PRODUCT = frozenset(
    "january february march april may june july august september october november december jan feb mar apr jun "
    "jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat "
    "sun port room floor phase step version page chapter day week year team level sprint issue pr ticket gate line "
    "building terminal seat row table item figure section part episode season vol no number grade top and or the "
    "we our in on at by to of for from with after before since until".split()
)
_VALUE = precompiled(r"^(?:v?\d+(?:[.:]\d+)*[a-z]?|[a-z]*[A-Z][\w.+#-]*[A-Z0-9][\w.+#-]*|[A-Z][a-z]+[A-Z]\w*)$")
_DATE = precompiled(r"^\d{4}-\d{2}(?:-\d{2})?$|^\d{1,2}/\d{1,2}$")
_CLAUSES = lazy(r"[,;，；]")  # a memory of more than one clause may hold more than one fact
_SUBJECT_WORDS = 2  # what a memory is about: its first words but stop words, values and change words
_WORD = precompiled(r"[A-Za-z0-9][\w.+#:-]*[A-Za-z0-9]|[A-Za-z0-9]")


def old_values(text: str) -> set[str]:
    """The values an outright change in ``text`` leaves behind, as written: a name (capitalised,
    or holding a digit) -- any word only in "from X to Y" -- never a stop word."""
    found = set()
    for number, pattern in enumerate(_OLD_VALUE):
        for match in pattern.finditer(text):
            value = match.group(1).strip(" .,")
            if number == 0 or any(c.isupper() or c.isdigit() for c in value):
                found.add(value)
    found |= {m.group(1).strip(" .,") for pattern in _OLD_VALUE_ZH for m in pattern.finditer(text)}
    for match in _GONE_ZH.finditer(text):  # "家里那辆卡罗拉卖了": 卡罗拉, whatever came before it
        value = match.group(1)
        found |= {value[start:] for start in range(len(value) - 1)} if not value.isascii() else {value}
    found |= {match.group(1) for match in _GONE_ZH_NAME.finditer(text)}
    return {value for value in found if len(value) > 1 and value.lower() not in COMMON}


def put_back(text: str) -> set[str]:
    """The names ``text`` says are back ("back on Slack", "reverted to Jenkins", "又把携程加回来了",
    "换回光明"): an earlier change that left one is replaced. A number is no name."""
    found = {next(g for g in m.groups() if g).strip(" .,") for m in _PUT_BACK.finditer(text)}
    return {
        v for v in found if len(v) > 1 and v.lower() not in COMMON and not v[0].isdigit() and not v.startswith("每")
    }


def versions(text: str, *, changed: bool = False) -> dict[str, set[str]]:
    """A text's products with their versions, by lower-cased name; ``changed``: only the
    versions a change moves them to ("Postgres 15 -> 16": 16)."""
    found: dict[str, set[str]] = {}
    for match in (_TO_VERSION if changed else _VERSIONED).finditer(text):
        name = match.group(1).lower()
        if name not in _NOT_PRODUCT:
            found.setdefault(name, set()).add(match.group(2))
    return found


def version_changed(new: dict[str, set[str]], old: dict[str, set[str]]) -> bool:
    """The new memory moves a product the earlier names to a version the earlier does not name
    ("Upgraded the project to Godot 4.3" after "runs on Godot 4.2"; "Postgres" is "PostgreSQL")."""
    for name, targets in new.items():
        for other, held in old.items():
            alike = name == other or (
                min(len(name), len(other)) >= 6 and (name.startswith(other) or other.startswith(name))
            )
            if alike and not targets & held:
                return True
    return False


def tentative(text: str) -> bool:
    return _TENTATIVE.search(text) is not None


def _split(text: str, terms: Iterable[str]) -> tuple[set[str], set[str]]:
    """(values, other content terms) of a text: values are numbers, versions and product
    names as written; the rest are its index terms but stop words."""
    values = {w.lower() for w in _WORD.findall(text) if _VALUE.match(w) and not _DATE.match(w) and len(w) > 1}
    words = {t for t in terms if len(t) > 1 and t not in COMMON and t not in values and not t.isdigit()}
    return values, words


def value_changed(
    new: tuple[set[str], set[str]],
    old: tuple[set[str], set[str]],
    *,
    said_changed: bool,
    subject: list[str],
    opening: frozenset[str] = frozenset(),
    named: bool = False,
) -> bool:
    """The same thing with another value: two words shared at least (a name both hold among the
    earlier one's first two words, ``opening``, counts when the new one says something changed), one of the earlier one's first two words (what it is
    about) among them when it starts in English; then half of all their words shared and each
    holding a value the other does not -- or, when the new one says something changed, a quarter
    of the shorter one's words shared and something new in it. ``named``: the new one says a change
    of a thing the earlier one holds (``changed_things``): two words shared and something new, or
    one and each holding a value the other does not ("Backups go back to nightly at 03:00" after
    "Backups to B2 now run weekly, Sundays at 04:00")."""
    new_values, new_words = new
    old_values_, old_words = old
    # a name both hold that opens the earlier one (``opening``) is a word in common when the new one
    # says a change ("CI for tinyparse is Travis CI" -> "Travis credits ran out; moved CI to GitHub
    # Actions"); a number never is
    shared = new_words & old_words
    if said_changed:  # a name counts once: "ClickHouse" is also the word "clickhous"
        names = new_values & old_values_ & opening
        shared |= {
            name
            for name in names
            if not name.lstrip("v").replace(".", "").isdigit() and not any(name.startswith(w) for w in shared)
        }
    if named and said_changed:
        shared |= {name for name in new_values & old_values_ if not name.lstrip("v").replace(".", "").isdigit()}
        if len(shared) >= 2:
            return bool((new_values | new_words) - (old_values_ | old_words))
        return bool(shared) and bool(new_values - old_values_) and bool(old_values_ - new_values)
    smaller = min(len(new_words), len(old_words))
    # Chinese is indexed by overlapping character n-grams: far more terms per word than English
    share = 0.15 if any("\u4e00" <= c <= "\u9fff" for term in shared for c in term) else 0.25
    if len(shared) < 2 or (subject and subject[0].isascii() and not set(subject) & shared):
        return False  # not about the same thing (Chinese n-grams name no subject: the share decides)
    if said_changed and len(shared) >= share * smaller:
        return bool((new_values | new_words) - (old_values_ | old_words))
    if len(shared) < 0.5 * len(new_words | old_words):
        return False  # unsaid, a change must be plain: the same sentence, another value
    return bool(new_values - old_values_) and bool(old_values_ - new_values)


def _subject(text: str, pairs: list[tuple[str, str]]) -> list[str]:
    """The first two words of ``text`` (its ``pairs``: word, term) that are neither stop words,
    values nor change words ("Switched my laptop shell ...": laptop, shell; "Book working title:
    ...": book, working): what it is about."""
    values, _ = _split(text, ())
    found: list[str] = []
    for word, term in pairs:
        if len(term) > 1 and term not in COMMON | values and not term.isdigit() and not CHANGED.fullmatch(word):
            found.append(term)
        if len(found) == _SUBJECT_WORDS:
            break
    return found


def superseded(store: Store, new: MemoryEntry, conflicting: Iterable[str] = ()) -> list[str]:
    """The ids of the current, earlier memories ``new`` supersedes (see the module's doc)."""
    if tentative(new.content) or says_not_ours(new.content):  # a thought, or someone else's fact
        return []
    tokenizer = store.tokenizer
    new_terms = set(tokenizer.counts(new.content))
    olds = old_values(new.content)
    candidates = set(conflicting)
    # the memories sharing the most of its rarer words (df 1: the new memory's alone), read
    # within a bound of postings whatever the store's size, as the near-duplicate search does
    rare: list[int] = []
    postings = 0
    for term_id, df in store.rarest_terms(new_terms - COMMON, 64):
        if df > 1 and postings + df <= _POSTINGS:
            rare.append(term_id)
            postings += df
    candidates |= {memory_id for memory_id, _ in store.docs_sharing(rare, _CANDIDATES)}
    said_changed = CHANGED.search(new.content) is not None
    # a product moved to another version: "upgraded to Godot 4.3", "Postgres 15 -> 16"
    moved = {**versions(new.content), **versions(new.content, changed=True)} if said_changed else {}
    restored = put_back(new.content)
    for value in olds | set(moved) | restored:  # and the latest that name an old value, the product, one put back
        for term_id, _ in store.rarest_terms(tokenizer.counts(value), 1):
            candidates |= {memory_id for memory_id, _ in store.latest_with_term(term_id, _CANDIDATES)}
    home = _MOVED_HOME.search(new.content) is not None
    for cue in _HOME_CUES if home else ():  # where one lived may share no rarer word with the move
        for term_id, _ in store.rarest_terms(tokenizer.counts(cue), 1):
            candidates |= {memory_id for memory_id, _ in store.latest_with_term(term_id, _CANDIDATES)}
    candidates.discard(new.id)
    entries = store.get_many(candidates)
    new_split = _split(new.content, new_terms)
    olds_terms = {t for value in olds for t in tokenizer.counts(value)}
    olds_terms |= {term for word, term in tokenizer.pairs(new.content) if CHANGED.fullmatch(word)}  # nor the verb
    things = changed_things(new.content, tokenizer.terms) if said_changed else []
    chosen = []
    for memory_id, old in sorted(entries.items()):
        if old.superseded_by is not None or old.created_at > new.created_at or memory_id == new.id:
            continue
        pairs = tokenizer.pairs(old.content)
        old_terms = {term for _, term in pairs}
        if memory_id in conflicting or (
            home and (_LIVES.search(old.content) or _MOVED_HOME.search(old.content)) and not tentative(old.content)
        ):
            chosen.append(memory_id)
        elif (
            restored
            and not tentative(old.content)
            and not another_kind(new.content, old.content)
            and (restored & old_values(old.content) or _left_for(old, new, restored))
        ):
            chosen.append(memory_id)  # the change that left what is now put back ("又把携程加回来了")
        elif left := [
            v for v in olds if mentions(old.content, v) and not mentions(old.content, new_value(new.content, v))
        ]:
            # and another word in common: the same thing; across languages there is none to share, and
            # a name left is enough ("orchestration runs on Airflow 2.7" -> "编排从 Airflow 迁到了 Dagster";
            # a number is not: "从 14 升级到 16" leaves no "macOS 14")
            if (
                (new_terms & old_terms) - COMMON - olds_terms
                or _CLOSED.search(new.content)
                or (
                    said_changed
                    and any(not v.isascii() or any(c.isalpha() for c in v) for v in left)
                    and across_languages(new.content, old.content)
                    and not _event(old)
                )
            ):
                chosen.append(memory_id)
        elif back_after_leaving(new.content, old.content) and not tentative(old.content):
            chosen.append(memory_id)  # someone back whom it said left ("韩姐调去海外了" -> "韩姐回国了，又来带我")
        elif contract_ended(new.content, old.content, (new_terms & old_terms) - COMMON - olds_terms):
            chosen.append(memory_id)  # the party taken on, then the contract ended ("解约了，改成住美装饰")
        elif carried_out(new, old, (new_terms & old_terms) - COMMON):
            chosen.append(memory_id)  # a plan, then the event told as done ("复诊又推到2月26号" -> "昨天复诊做完了")
        elif (moved and version_changed(moved, versions(old.content)) and not _event(old)) or _restated(
            new, old, new_split, said_changed=said_changed, pairs=pairs, named=holds(things, old.content, old_terms)
        ):
            chosen.append(memory_id)
    return chosen


def _restated(
    new: MemoryEntry,
    old: MemoryEntry,
    new_split: tuple[set[str], set[str]],
    *,
    said_changed: bool,
    pairs: list[tuple[str, str]],
    named: bool | None = False,
) -> bool:
    """``old`` said again with another value (``value_changed``), neither an event nor a thought;
    ``named``: whether it holds what the new one says changed (``holds``; None: it holds another thing)."""
    return (
        named is not None
        and "event" not in (old.category, new.category)
        # a dated event stays true when another follows; a date ahead of its writing (a deadline,
        # a target) is a value a later memory may say changed (``_rescheduled``)
        and not (
            # a dated memory that holds the thing the new one names changed is a state said with its day
            # ("Internet in Lisbon is MEO fibre, installed yesterday" -> "switched the internet to NOS")
            (
                old.happened
                and not (said_changed and (named or _rescheduled(new, old) or _FOR_A_TIME.search(old.content)))
            )
            or (new.happened and not said_changed)
        )
        and not tentative(old.content)
        and not another_kind(new.content, old.content)
        and (
            # a plan of the thing named moved to another day: the day is the value ("复诊改到2月12号" -> "又推到2月26号")
            # when the plan is all the earlier one says (one clause: "年会场地定在希尔顿，日期1月23日" also holds a venue)
            (
                said_changed
                and bool(named)
                and old.happened != new.happened
                and _rescheduled(new, old)
                and not _CLAUSES.search(old.content.strip().rstrip("。.!！"))
            )
            or value_changed(
                new_split,
                _split(old.content, {term for _, term in pairs}),
                said_changed=said_changed,
                subject=_subject(old.content, pairs),
                opening=_opening(old.content),
                named=bool(named),
            )
        )
    )


def _opening(text: str) -> frozenset[str]:
    """The first two words of ``text`` but stop words, lower-cased, values included."""
    return frozenset([word for word in (w.lower() for w in _WORD.findall(text)) if word not in COMMON][:_SUBJECT_WORDS])


def _rescheduled(new: MemoryEntry, old: MemoryEntry) -> bool:
    """``old`` tells of days after it was written (a plan, a deadline, a target) and ``new``
    gives another day, both saying what is scheduled ("Manuscript is due ... March 1" -> "the new
    manuscript deadline is May 15", "deadline 是 3月31日" -> "deadline 可以延到4月15日")."""
    return (
        bool(old.happened and new.happened)
        and (old.happened or "")[:10] > old.created_at[:10]
        and _SCHEDULE.search(old.content) is not None
        and _SCHEDULE.search(new.content) is not None
    )


def chain(store: Store, entry: MemoryEntry) -> list[MemoryEntry]:
    """``entry``'s history, oldest first: what it superseded (and what that superseded, the
    newest of each), then it, then what superseded it, up to what holds now."""
    before: list[MemoryEntry] = []
    seen = {entry.id}
    current = entry
    while len(seen) < CHAIN:
        older = [store.get(memory_id) for memory_id in store.superseded_ids(current.id)]
        found = [e for e in older if e is not None and e.id not in seen]
        if not found:
            break
        current = max(found, key=lambda e: e.created_at)
        seen.add(current.id)
        before.append(current)
    return [*reversed(before), entry, *successors(store, entry, seen)]


_CAPITAL = lazy(r"(?<![\w.-])[A-Z][\w+#-]*[A-Za-z0-9]")


def _left_for(old: MemoryEntry, new: MemoryEntry, restored: set[str]) -> bool:
    """``old`` says a change ``new`` undoes: one to something ``new`` names but did not keep, ``old``
    lacking what ``new`` puts back ("Agile tariff from this month" -> "Agile spiked in April. Back on
    Cosy."); one to a name ``new`` gives as the reason it left, whatever else ``old`` says ("Switched
    insurer to LV=" -> "LV= wanted 640, so we're back with Admiral", "酒店换成了香格里拉，君悦也排不开"
    -> "香格里拉涨价，还是回到君悦"); or a stand-in for what is put back ("we practise at St Mary's
    meanwhile" -> "back at St Wendreda's", "暂时在新馆练" -> "回到老馆"). A name is a capitalised word
    of three letters or more (two in capitals), no stop word, month or change word."""
    if _STAND_IN.search(old.content) and any(named_loosely(old.content, value) for value in restored):
        return True
    if CHANGED.search(old.content) is None:
        return False
    went = {next(g for g in m.groups() if g).rstrip("=") for m in _CHANGED_TO.finditer(old.content)} - restored
    if any(len(value) > 1 and (mentions(new.content, value) or mentions(new.content, f"{value}s")) for value in went):
        return True
    if any(mentions(old.content, value) for value in restored):
        return False
    names = {m.group(0) for m in _CAPITAL.finditer(new.content) if not CHANGED.fullmatch(m.group(0))} - restored
    names = {n for n in names if n.lower() not in COMMON and n.lower() not in _NOT_PRODUCT and len(n) > 2}
    return any(mentions(old.content, name) for name in names)


def _event(entry: MemoryEntry) -> bool:
    """An event ("v1.0 was released") or a thought, not a state: no version change replaces it."""
    return entry.category == "event" or tentative(entry.content)
