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
- **a value put back** names the value it undoes in the plural or, a day of the week, in either
  language ("back to Tuesdays" after "周二停用了", with another word shared for a day); it replaces
  what holds after the memory that held its value when that names it too or shares a word
  ("华东师范" -> "改成南京师范，华东师范的分数线太高" -> "还是改回华东师范"), and an earlier memory
  still standing that names it and shares another word ("Ridgeline at £19 a kilo" -> "back with
  Ridgeline, now £20 a kilo"); a day said stopped ("Saturday distributions ended") is a value left;
- **a name no longer used at all** ("We no longer use FreshBooks.", "不再用Trados了", "爸不再练隶书了"):
  an earlier memory naming it, with nothing else in common (``change_left.stopped``); a day a thing
  is no longer on ("Chess club is no longer on Thursdays") needs another word than a day;
- **someone gone and a change** ("老王回老家了，工地现在由小李负责") ends what they held ("工地的工长是老王");
- **a change in one language of an amount kept in the other** ("Budget raised to £28,000" after
  "婚礼预算总共两万五千镑"; ``across``); an amount in Chinese numerals ("两千二") is a value;
- **someone back** whom an earlier memory said left, **a contract ended** after a party was taken
  on, **someone elected** to a role it said who held ("队长是老焦" -> "芮姐当选队长"), **a plan carried
  out** (``change_kinds``); a change to a time of the week or day leaves a
  memory that gives none (``change_kinds.another_kind``);
- **the spec's conflict**: one affirms what the other negates (``conflicts.py``).

A memory that only considers, proposes or rejects ("considered moving back to 8443; decided
against it", "要不要换成…"), or says it is someone else's ("Globex's own auditor is X; not ours",
"另一本的稿费是…，别搞混", "my neighbour pays …", "我哥…", "Hal from work swims …"), supersedes nothing
and is superseded by nothing of ours; "replaced it under warranty" is a repair, no change; and
events (a release, an incident) are never superseded by a value change: "v1.0 was released" stays true when v1.1 is. Nothing is deleted:
the earlier memory keeps its text and gets ``superseded_by``/``superseded_at``; ``unsupersede``
undoes it. The readings live beside this module: ``change_words`` (what a text says changed),
``change_left`` (what a change leaves, what a put-back brings back), ``restated`` (the same thing
with another value), ``change_kinds`` (the kinds of change read over two memories).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .across import other_words, restated_across
from .change_kinds import (
    across_languages,
    another_kind,
    back_after_leaving,
    carried_out,
    contract_ended,
    elected,
    gone_people,
    left_to_another,
)
from .change_left import CLOSED, alike, day_names, days_ended, left_for, names_value, old_values, put_back, stopped
from .change_words import CHANGED, NOT_PRODUCT, changed_things, holds, mentions, new_value, tentative
from .regex import precompiled
from .restated import restated, split_values, version_changed, versions
from .search.theirs import says_not_ours
from .search.timeline import CHAIN, COMMON, current_of, successors

if TYPE_CHECKING:
    from .model import MemoryEntry
    from .store.contract import Store
    from .text import Tokenizer

_CANDIDATES = 20  # earlier memories judged: those sharing the most words, those naming an old value
_POSTINGS = 4000  # postings read to find them, at most
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
    # and the latest that name an old value, the product, one put back (a day in either language)
    for value in olds | set(moved) | restored | day_names(restored):
        for term_id, _ in store.rarest_terms(tokenizer.counts(value), 1):
            candidates |= {memory_id for memory_id, _ in store.latest_with_term(term_id, _CANDIDATES)}
    home = _MOVED_HOME.search(new.content) is not None
    for cue in _HOME_CUES if home else ():  # where one lived may share no rarer word with the move
        for term_id, _ in store.rarest_terms(tokenizer.counts(cue), 1):
            candidates |= {memory_id for memory_id, _ in store.latest_with_term(term_id, _CANDIDATES)}
    things = changed_things(new.content, tokenizer.terms) if said_changed else []
    for word in other_words(things):  # a change in the other language shares no word with what it changes
        for term_id, _ in store.rarest_terms(tokenizer.counts(word), 1):
            candidates |= {memory_id for memory_id, _ in store.latest_with_term(term_id, _CANDIDATES)}
    candidates.discard(new.id)
    entries = store.get_many(candidates)
    new_split = split_values(new.content, new_terms)
    olds_terms = {t for value in olds for t in tokenizer.counts(value)}
    olds_terms |= {term for word, term in tokenizer.pairs(new.content) if CHANGED.fullmatch(word)}  # nor the verb
    terms_back = {t for value in restored for t in tokenizer.counts(value)} | olds_terms  # what is put back
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
            and (
                _undoes(
                    restored,
                    old_values(old.content),
                    shared=bool((new_terms & old_terms) - COMMON - terms_back)
                    or across_languages(new.content, old.content),
                )
                or left_for(old.content, new.content, restored)
            )
        ):
            chosen.append(memory_id)  # the change that left what is now put back ("又把携程加回来了")
        elif left := [
            v for v in olds if names_value(old.content, v) and not mentions(old.content, new_value(new.content, v))
        ]:
            # and another word in common: the same thing; across languages there is none to share, and
            # a name left is enough ("orchestration runs on Airflow 2.7" -> "编排从 Airflow 迁到了 Dagster";
            # a number is not: "从 14 升级到 16" leaves no "macOS 14")
            if (
                # a day a thing is no longer on is named by many memories: another word, not a day, makes
                # it the same thing (a day said ended itself needs none: "Saturday distributions ended")
                (new_terms & old_terms)
                - COMMON
                - olds_terms
                - (_day_terms(tokenizer) if day_names(set(left)) and not days_ended(new.content) else set())
                or CLOSED.search(new.content)
                or (set(left) & stopped(new.content) and not _event(old))
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
        elif (
            left_to_another(
                new.content, old.content, (new_terms & old_terms) - COMMON - _gone_terms(tokenizer, new.content)
            )
            and holds(things, old.content, old_terms) is not None
        ):
            # someone gone, what they held handed on ("老王回老家了，工地现在由小李负责"; a thing handed on
            # that the earlier memory lacks is another: "何静调去总台了，排期表由罗一鸣接手")
            chosen.append(memory_id)
        elif elected(new.content, old.content) and not tentative(old.content):
            chosen.append(memory_id)  # someone elected to the role it said who held ("芮姐当选队长")
        elif contract_ended(new.content, old.content, (new_terms & old_terms) - COMMON - olds_terms):
            chosen.append(memory_id)  # the party taken on, then the contract ended ("解约了，改成住美装饰")
        elif carried_out(new, old, (new_terms & old_terms) - COMMON):
            chosen.append(memory_id)  # a plan, then the event told as done ("复诊又推到2月26号" -> "昨天复诊做完了")
        elif (
            said_changed
            and not _event(old)
            and not tentative(old.content)
            and restated_across(new.content, old.content, things)
        ):
            chosen.append(memory_id)  # a change in one language of a fact kept in the other ("Budget raised to …")
        elif (moved and version_changed(moved, versions(old.content)) and not _event(old)) or restated(
            new, old, new_split, said_changed=said_changed, pairs=pairs, named=holds(things, old.content, old_terms)
        ):
            chosen.append(memory_id)
    # someone else's fact: no change of ours replaces it (read of the few chosen only)
    chosen = [m for m in chosen if m in conflicting or not says_not_ours(entries[m].content)]
    if restored:
        chosen += [
            m for m in _put_back_also(store, entries, new, restored, new_terms - terms_back - COMMON) if m not in chosen
        ]
    return chosen


def _gone_terms(tokenizer: Tokenizer, text: str) -> set[str]:
    """The index terms of the people ``text`` says are gone (their name is no other word in common)."""
    return {t for name in gone_people(text) for t in tokenizer.counts(name)}


def _day_terms(tokenizer: Tokenizer) -> set[str]:
    """The index terms of the days of the week, in every language we read."""
    return {t for name in day_names(set(_ALL_DAYS)) for t in tokenizer.counts(name)}


_ALL_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _undoes(restored: set[str], left: set[str], *, shared: bool) -> bool:
    """A value put back is one a change left: a name, or a day of the week (in the plural, in either
    language) when the two memories share another word, the same thing ("Yoga is back to Mondays"
    undoes no "choir no longer runs on Mondays")."""
    days = {value for value in restored if day_names({value})}
    return alike(restored - days, left) or (shared and alike(days, left))


def _put_back_also(
    store: Store, entries: dict[str, MemoryEntry], new: MemoryEntry, restored: set[str], words: set[str]
) -> list[str]:
    """What a put-back replaces beyond the change that left its value: what holds now after an earlier
    memory naming it was superseded, when that names it too or shares another of ``words`` ("目标院校定了：
    华东师范" -> "改成南京师范，华东师范的分数线太高" -> "还是改回华东师范"; "每周三晚上在体育中心打球" ->
    "改成周四晚上打了" is no venue "场地改回体育中心" puts back), and an earlier memory still standing that names it (a name, not a day) and
    shares another of ``words`` (the new one's but what is put back): the same thing as it stood ("Beans
    come from Ridgeline Roasters at £19 a kilo" -> "back with Ridgeline, now £20 a kilo")."""
    found: list[str] = []
    for memory_id, old in sorted(entries.items()):
        named = [v for v in restored if mentions(old.content, v)]
        if not named or old.created_at > new.created_at or memory_id == new.id or says_not_ours(old.content):
            continue
        if old.superseded_by:
            now = current_of(store, old)
            if (
                now is not None
                and now.id != new.id
                and now.created_at <= new.created_at
                and (
                    any(mentions(now.content, v) for v in restored) or words & set(store.tokenizer.counts(now.content))
                )
                and _undone(new, now)
            ):
                found.append(now.id)
        elif (
            any(not day_names({v}) and (not v.isascii() or v.lower() not in NOT_PRODUCT) for v in named)
            and words & set(store.tokenizer.counts(old.content))
            and _undone(new, old)
            and not _event(old)
        ):
            found.append(memory_id)
    return found


def _undone(new: MemoryEntry, old: MemoryEntry) -> bool:
    """``old`` may be what ``new`` puts back over: ours, no thought, no other of its facts."""
    return not (
        old.superseded_by
        or tentative(old.content)
        or says_not_ours(old.content)
        or another_kind(new.content, old.content)
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


def _event(entry: MemoryEntry) -> bool:
    """An event ("v1.0 was released") or a thought, not a state: no version change replaces it."""
    return entry.category == "event" or tentative(entry.content)
