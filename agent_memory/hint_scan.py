"""Which of many fixed strings (the redaction rules' hints) a text holds, in time linear in the
text and not in the number of strings.

``HintIndex(hints).present(lowered)`` is exactly ``[hint for hint in hints if hint in lowered]``
as a set. A short text is looked up by its character pairs: each hint of two characters or more
is filed under one of its pairs, the one least common in text, and only the hints whose pair the
text holds are searched for. A long text is read once per first character instead of once per
hint: for each character that starts a hint, one pattern finds where that character stands and
reads, at each such place, the longest hint that starts there (a trie of the hints after it, the
longest branch tried first); every hint is then a prefix of a longest one found, so the hints
found are those longest ones and their prefixes that are hints. Standard library only.
"""

from __future__ import annotations

import operator
import re

# pairs of characters common in English text, most common first: a hint is filed under a pair
# of its own that is not among them where it has one (any pair of a hint is in every text that
# holds the hint, so the choice changes how many hints are searched for, never which are found)
_COMMON_PAIRS = (
    "th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de "
    "hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns ge ly ei os no pe do su pa ec ac ot di ol "
    "tr sh ad wa lo ow ho mo il et ie nc us pr ss ut im ke ay we sa wi ere ct ion ent ig ir fo if ag ui ab ap "
    "ck ac ev id ep em am ul ni vi un ts ws up ba bo bu by ci ck cr cu da du ee ef ex fa fe fi fr ga gh gi go gr gu "
    "ia ip iv ki lu mi mp na ni nu ob od og ok op pi pl po pu rd rs rt sc sp ss su tu ty ue um uc va ve vo wh wo"
).split()
_RANK = {pair: rank for rank, pair in enumerate(reversed(dict.fromkeys(_COMMON_PAIRS)), start=1)}


def _key_pair(hint: str) -> str:
    """The pair of ``hint`` least common in text (the first among equals)."""
    pairs = [hint[at : at + 2] for at in range(len(hint) - 1)]
    return min(pairs, key=lambda pair: _RANK.get(pair, 0))


def _trie_pattern(tails: list[str]) -> str:
    """A pattern matching the longest of ``tails`` (none empty) at a place: a trie, a longer
    branch before the end of a shorter tail."""
    trie: dict[str, dict] = {}  # type: ignore[type-arg]  # nested to any depth
    for tail in tails:
        node = trie
        for ch in tail:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:  # type: ignore[type-arg]
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(trie)


class HintIndex:
    """The hints a (lower-cased) text holds, found without searching it once per hint."""

    def __init__(self, hints: list[str], paired_chars: int) -> None:
        self._paired_chars = paired_chars  # up to this length a text is looked up by its pairs
        self._short = [hint for hint in dict.fromkeys(hints) if len(hint) < 2]
        self._long = [hint for hint in dict.fromkeys(hints) if len(hint) >= 2]
        self._by_pair: dict[str, list[str]] = {}
        for hint in self._long:
            self._by_pair.setdefault(_key_pair(hint), []).append(hint)
        self._pairs = frozenset(self._by_pair)
        self._scans: list[tuple[str, re.Pattern[str]]] | None = None  # per first character, for the first long text
        self._prefixes: dict[str, tuple[str, ...]] = {}

    def present(self, lowered: str) -> set[str]:
        """The hints ``lowered`` holds: ``{hint for hint in hints if hint in lowered}``."""
        found = {hint for hint in self._short if hint in lowered}
        if len(lowered) <= self._paired_chars:
            pairs = self._pairs.intersection(map(operator.add, lowered, lowered[1:]))
            found.update(hint for pair in pairs for hint in self._by_pair[pair] if hint in lowered)
            return found
        if self._scans is None:
            self._scans = self._build()
        prefixes = self._prefixes
        for first, scan in self._scans:
            for tail in set(scan.findall(lowered)):
                found.update(prefixes[first + tail])
        return found

    def _build(self) -> list[tuple[str, re.Pattern[str]]]:
        """For each first character of a hint, the pattern that finds it and reads the longest
        hint there: the character consumed (a literal the engine skips to), the rest read in a
        lookahead, so that the next place looked at is the next character."""
        by_first: dict[str, list[str]] = {}
        for hint in self._long:
            by_first.setdefault(hint[0], []).append(hint[1:])
        hints = set(self._long)
        for hint in self._long:
            self._prefixes[hint] = tuple(hint[:cut] for cut in range(2, len(hint) + 1) if hint[:cut] in hints)
        return [
            (first, re.compile(f"{re.escape(first)}(?=({_trie_pattern(tails)}))"))
            for first, tails in sorted(by_first.items())
        ]
