"""A list of clauses said in one English sentence, for the rule digester (clause_cuts.py).

"The hall seats 200, lunch is by a local bakery, and sign-up ends on May 2" lists three facts,
the last after ", and" or ", then": a series. Each of its members is a fact of its own, cut from
the others even when it has no subject or verb ("a 20-minute call, a written test capped at two
hours, then a final interview"), and even after a label ("Style: titles in sentence case,
dates spelt out, and no emoji"). A member is three words or more: "Go, Rust, and Zig" and
"Room B, row 4, and seat 12" are one thing each, not a series of facts.

Every pattern is anchored or bounded, and the sentence is read once: linear in its length.
"""

from __future__ import annotations

import re

from .regex import precompiled

_COMMA = precompiled(r",\s+")  # not "$1,000" nor "1,5"
_LAST = precompiled(r"(?:and\s+then|and|then)\s", re.IGNORECASE)  # what opens the series' last member
_CLOSES = precompiled(r",\s+(?:and|then)\s", re.IGNORECASE)
_LABEL = precompiled(r"^[^,;:]{1,40}:\s+")  # "House rules: " before the first member
_WORD = precompiled(r"[\w$€£'.:/-]+")  # "23:59" is one word
_FEWEST = 3  # words in a member
_ASIDE = precompiled(r"\([^()]*\)")  # "(which nobody reads, honestly)": its comma cuts nothing
# what says where or when the rest holds, no member of it ("For the thesis, …", "On weekdays, …")
_LEAD = precompiled(r"\s*(?:for|on|in|at|from|since|after|before|by|during|with|within)\s+[^,;]{1,30}$", re.IGNORECASE)


def series_cuts(sentence: str) -> list[int]:
    """The offsets where a member of a series in ``sentence`` starts (after its comma)."""
    if sentence.count(",") < 2 or _CLOSES.search(sentence) is None:
        return []  # (most sentences: no comma before an "and" or a "then")
    label = _LABEL.match(sentence)
    inside = bytearray(len(sentence))  # the characters inside an aside, marked once each
    for aside in _ASIDE.finditer(sentence):
        inside[aside.start() : aside.end()] = b"\x01" * (aside.end() - aside.start())
    commas = [m for m in _COMMA.finditer(sentence) if not inside[m.start()]]
    starts = [label.end() if label else 0] + [m.end() for m in commas]
    ends = [m.start() for m in commas] + [len(sentence)]
    if label:  # a comma inside the label is none
        kept = [i for i, start in enumerate(starts) if i == 0 or start > label.end()]
        starts, ends = [starts[i] for i in kept], [ends[i] for i in kept]
    long = [
        len(_WORD.findall(sentence[s:e])) >= _FEWEST and _LEAD.fullmatch(sentence, s, e) is None
        for s, e in zip(starts, ends, strict=True)
    ]
    last = [_LAST.match(sentence, s) is not None for s in starts]
    cuts: list[int] = []
    first = 0  # the first member of the run being read
    for i in range(len(starts)):
        if not long[i]:
            first = i + 1
            continue
        if last[i]:
            if i - first >= 2:
                cuts += starts[first + 1 : i + 1]
            first = i + 1
    return cuts


# A clause cut at a series' comma that is no member of its own: a reason, a consequence, an
# aside, the value that held before ("…, because the old box kept dying, …", "…, 30 was the old build, …")
NO_MEMBER = precompiled(
    r"^\s*(?:and\s+)?(?:(?:because|since|as|so|which|who|whose|where|when|while|though|although|if|unless|"
    r"such as|like|e\.g|i\.e)\b|"
    r"keep (?:that|this|it) in mind|\d[\w.%]*\s+(?:was|were)\s+(?:the\s+)?(?:old|previous|former|last)\b)",
    re.IGNORECASE,
)
