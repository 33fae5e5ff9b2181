"""The gitleaks rule translation the rule-set comparison relies on (benchmarks/vendor_rules.py)."""

from __future__ import annotations

import re

import pytest

from benchmarks.vendor_rules import Gitleaks, shannon, translate


def compiled(go: str) -> re.Pattern[str]:
    return re.compile(translate(go), re.ASCII)


def test_a_flag_set_mid_pattern_covers_the_rest_of_its_group_only() -> None:
    token = compiled(r"\b(p8e-(?i)[a-z0-9]{4})(?:\s|$)")
    assert token.search("key p8e-AbC9 here")
    assert not token.search("key P8E-abc9 here")  # the prefix stays case-sensitive
    inner = compiled(r"x(?:a(?i)b|c)y")
    assert inner.fullmatch("xaBy") and inner.fullmatch("xCy")
    assert not inner.fullmatch("xAby")
    assert not inner.fullmatch("xaBY")  # the flag ends with its group


def test_end_of_text_and_posix_classes_translate() -> None:
    assert compiled(r"abc\z").search("xabc")
    assert not compiled(r"abc\z").search("abc\n")
    assert compiled(r"^[[:alnum:]_]+$").fullmatch("a_Z9")
    assert not compiled(r"^[[:alnum:]]+$").fullmatch("a_Z9")


def test_syntax_python_lacks_is_refused() -> None:
    with pytest.raises(ValueError, match="no Python re equivalent"):
        translate(r"\p{Greek}+")


CONFIG = """
title = "gitleaks config"
[allowlist]
stopwords = ["example"]

[[rules]]
id = "acme-token"
regex = '''\\b(acme_[a-z0-9]{12})\\b'''
entropy = 3.0
keywords = ["acme_"]

[[rules]]
id = "generic-api-key"
regex = '''(?i)(?:secret)\\s*[:=]\\s*([\\w.-]{8,40})'''
keywords = ["secret"]
[[rules.allowlists]]
regexes = ['''^[a-z0-9_]+$''']
"""


def test_rules_apply_entropy_keywords_allowlists_and_the_secret_group() -> None:
    rules = Gitleaks(CONFIG)
    assert [r.id for r in rules.rules] == ["acme-token", "generic-api-key"]
    assert rules.redact("use acme_k3x9q2m7w1z8 now") == "use [已脱敏:acme-token] now"
    assert rules.redact("use acme_aaaaaaaaaaaa now") == "use acme_aaaaaaaaaaaa now"  # entropy 0
    assert rules.redact("use acme_example12345 now") == "use acme_example12345 now"  # stopword
    assert rules.redact("secret: Zq81mX0pLw") == "secret: [已脱敏:generic-api-key]"
    assert rules.redact("secret: ZqbmXapLwq") == "secret: ZqbmXapLwq"  # a generic secret holds a digit
    assert rules.redact("secret: from_vault_2") == "secret: from_vault_2"  # rule allowlist
    assert rules.findings("nothing to see") == []


def test_shannon_entropy() -> None:
    assert shannon("aaaa") == 0.0
    assert shannon("abcd") == pytest.approx(2.0)
