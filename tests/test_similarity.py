from __future__ import annotations

import random
from difflib import SequenceMatcher

from hypothesis import given, settings
from hypothesis import strategies as st

from agent_memory.similarity import NearDuplicateMatcher


def lcs_dp(a: str, b: str) -> int:
    row = [0] * (len(b) + 1)
    for ch in a:
        prev = 0
        for j, other in enumerate(b, start=1):
            cur = row[j]
            row[j] = prev + 1 if ch == other else max(row[j], row[j - 1])
            prev = cur
    return row[-1]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcde 数据库", max_size=40), st.text(alphabet="abcde 数据库", max_size=40))
def test_lcs_matches_dynamic_programming(a: str, b: str) -> None:
    assert NearDuplicateMatcher(a, 0.85).lcs_length(b) == lcs_dp(a, b)


def test_filtered_ratio_equals_difflib_on_every_candidate() -> None:
    rng = random.Random(3)
    words = "the staging server runs ubuntu with ram disk 16 32 gb 数据库 主库 决定".split()
    base = [" ".join(rng.choices(words, k=rng.randint(3, 12))) for _ in range(60)]
    variants = base + [b[:-2] + "xy" for b in base] + [b.replace("the", "a", 1) for b in base]
    for threshold in (0.5, 0.85):
        for text in base[:20]:
            matcher = NearDuplicateMatcher(text, threshold)
            for other in variants:
                expected = SequenceMatcher(None, other, text, autojunk=False).ratio()
                got = matcher.ratio(other)
                if expected >= threshold:
                    assert got == expected
                else:
                    assert got is None


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcde 数据库", max_size=40), st.text(alphabet="abcde 数据库", max_size=40))
def test_common_characters_is_difflibs_quick_ratio_count_and_bounds_the_lcs(a: str, b: str) -> None:
    matcher = NearDuplicateMatcher(a, 0.85)
    common = matcher.common_characters(b)
    total = len(a) + len(b)
    if total:
        assert 2 * common / total == SequenceMatcher(None, b, a, autojunk=False).quick_ratio()
    assert common >= lcs_dp(a, b)
