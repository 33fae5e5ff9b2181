"""Text analysis shared by the index and the write path: terms (spec 3, Phase 3)."""

from __future__ import annotations

import re
from collections import Counter

# ASCII words, lower-cased; runs of CJK ideographs become 2- and 3-grams.
_TOKEN = re.compile(r"[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def tokenize_terms(text: str) -> list[str]:
    """ASCII words (lower case) and Chinese 2/3-grams; a lone Chinese character stays whole."""
    terms: list[str] = []
    for match in _TOKEN.finditer(text):
        run = match.group(0)
        if run.isascii():
            terms.append(run.lower())
            continue
        if len(run) == 1:
            terms.append(run)
            continue
        terms.extend(run[i : i + 2] for i in range(len(run) - 1))
        terms.extend(run[i : i + 3] for i in range(len(run) - 2))
    return terms


def term_counts(text: str) -> Counter[str]:
    return Counter(tokenize_terms(text))
