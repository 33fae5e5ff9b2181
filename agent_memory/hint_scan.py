"""Which of many fixed strings (the redaction rules' hints) a long text holds, in time linear in
the text and not in the number of strings.

``HintScan(hints).present(lowered)`` is exactly ``{hint for hint in hints if hint in lowered}``.
The text is read once per first character of a hint instead of once per hint: for each such
character, one pattern finds where it stands and reads, at each such place, the longest hint
that starts there (a trie of the hints after it, a longer branch tried before the end of a
shorter hint); every hint found at a place is a prefix of the longest one there, so the hints a
text holds are those longest ones and their prefixes that are hints. A hint of one character is
looked for alone. Standard library only; the redactor imports this module for its first text
longer than a few lines (a short one is looked up by its character pairs, ``redact._woken``).
"""

from __future__ import annotations

import re


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


class HintScan:
    """The hints a long (lower-cased) text holds, found without reading it once per hint."""

    def __init__(self, hints: list[str]) -> None:
        self._short = [hint for hint in dict.fromkeys(hints) if len(hint) < 2]
        long = [hint for hint in dict.fromkeys(hints) if len(hint) >= 2]
        known = set(long)
        # each hint, and the hints that are prefixes of it (itself too): what finding it finds
        self._prefixes = {
            hint: tuple(hint[:cut] for cut in range(2, len(hint) + 1) if hint[:cut] in known) for hint in long
        }
        by_first: dict[str, list[str]] = {}
        for hint in long:
            by_first.setdefault(hint[0], []).append(hint[1:])
        # the first character consumed (a literal the engine skips to), the longest hint after it
        # read in a lookahead: the next place looked at is the next character
        self._scans = [
            (first, re.compile(f"{re.escape(first)}(?=({_trie_pattern(tails)}))"))
            for first, tails in sorted(by_first.items())
        ]

    def present(self, lowered: str) -> set[str]:
        """The hints ``lowered`` holds: ``{hint for hint in hints if hint in lowered}``."""
        found = {hint for hint in self._short if hint in lowered}
        prefixes = self._prefixes
        for first, scan in self._scans:
            for tail in set(scan.findall(lowered)):
                found.update(prefixes[first + tail])
        return found


# ---- what a pattern cannot match without: literals the (lower-cased) text must hold ----------------

Needs = list[frozenset[str]]  # each set: the text holds one of its strings, for every set


def _plain(ch: str) -> bool:
    """A character whose lower case is what any case-insensitive match of it holds: ASCII, or a
    Chinese character or punctuation (no case)."""
    return ch.isascii() or "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uff0f" or "\uff1a" <= ch <= "\uff20"


def needs(pattern: str, flags: int) -> Needs:
    """Sets of literal strings (lower-cased) such that a text ``pattern`` matches in holds one string
    of every set, lower-cased: read from the parsed pattern, what every match consumes (lookarounds,
    optional parts and backreferences ask nothing). An empty list: nothing is known."""
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    def best(found: Needs) -> frozenset[str] | None:
        return max(found, key=lambda strings: min(map(len, strings)), default=None)

    def sequence(items: object) -> Needs:
        found: Needs = []
        run = ""
        for op, av in items:  # type: ignore[attr-defined]
            if op is c.LITERAL and _plain(chr(av)) and len(chr(av).lower()) == 1:
                run += chr(av).lower()
                continue
            if run:
                found.append(frozenset([run]))
                run = ""
            if op is c.SUBPATTERN:
                found += sequence(av[3])
            elif op is c.ATOMIC_GROUP:
                found += sequence(av)
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
                found += sequence(av[2])
            elif op is c.BRANCH:
                union: set[str] = set()
                for alternative in av[1]:
                    one = best(sequence(alternative))
                    if one is None:
                        break
                    union |= one
                else:
                    found.append(frozenset(union))
            elif op is c.IN and all(o is c.LITERAL and _plain(chr(a)) for o, a in av) and len(av) <= 8:
                found.append(frozenset(chr(a).lower() for _, a in av))
        if run:
            found.append(frozenset([run]))
        return [strings for strings in found if strings and all(strings)]

    return sequence(_parser.parse(pattern, flags))
