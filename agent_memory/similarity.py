"""Near-duplicate similarity: difflib's ratio, with a cheap exact upper bound in front of it.

``SequenceMatcher.ratio()`` is 2*M / (len(a) + len(b)), where M counts the characters in
its matching blocks. Those blocks, in order, form a common subsequence, so M can never
exceed the longest common subsequence (LCS), which in turn never exceeds the characters
the two texts have in common counted with multiplicity (difflib's ``quick_ratio``, here
computed from ``Counter`` objects, which count in C). The LCS length is computed
bit-parallel (Hyyro 2004) in O(len(b)) big-integer steps. A candidate whose bound is
already below the threshold is dropped without running difflib at all, so the result is
the same as running ``ratio()`` on every candidate, only faster.

difflib's ratio is quadratic in the worst case: two near-identical texts of 99,000 characters
took minutes. Past ``DIFFLIB_CHARS`` (both texts together) the ratio is the LCS's,
2 * LCS / (len(a) + len(b)): the bound itself, exact for what it measures, and computed in
O(len(a) * len(b) / word size) -- about 0.4 s of CPU for two texts of 90,000 characters.
"""

from __future__ import annotations

from collections import Counter
from difflib import SequenceMatcher

DIFFLIB_CHARS = 20_000


class NearDuplicateMatcher:
    """Compares one new text against many candidates."""

    def __init__(self, text: str, threshold: float) -> None:
        self.text = text
        self.threshold = threshold
        self._matcher = SequenceMatcher(None, autojunk=False)
        self._matcher.set_seq2(text)  # difflib indexes its second sequence once
        masks: dict[str, int] = {}
        for i, ch in enumerate(text):
            masks[ch] = masks.get(ch, 0) | (1 << i)
        self._masks = masks
        self._full = (1 << len(text)) - 1
        self._counts = Counter(text)

    def common_characters(self, other: str) -> int:
        """Characters shared with ``other``, with multiplicity: a bound on any common subsequence."""
        theirs, mine = Counter(other), self._counts
        shared = theirs.keys() & mine.keys()
        return sum(map(min, map(theirs.__getitem__, shared), map(mine.__getitem__, shared)))

    def lcs_length(self, other: str) -> int:
        v = self._full
        masks = self._masks
        for ch in other:
            u = v & masks.get(ch, 0)
            v = ((v + u) | (v - u)) & self._full
        return len(self.text) - v.bit_count()

    def ratio(self, other: str) -> float | None:
        """difflib's ratio (the LCS's for long texts) when it can reach the threshold, else ``None``."""
        total = len(self.text) + len(other)
        if total == 0 or 2 * min(len(self.text), len(other)) < self.threshold * total:
            return None
        if 2 * self.common_characters(other) < self.threshold * total:
            return None
        common = self.lcs_length(other)
        if 2 * common < self.threshold * total:
            return None
        if total > DIFFLIB_CHARS:
            return 2 * common / total
        self._matcher.set_seq1(other)
        ratio = self._matcher.ratio()
        return ratio if ratio >= self.threshold else None
