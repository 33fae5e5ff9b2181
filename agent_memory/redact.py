"""Redaction: secrets become ``[已脱敏:label]`` before anything is written or sent."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .config import RedactRule

_MARK_PREFIX = "[已脱敏"


@dataclass(frozen=True, slots=True)
class Redaction:
    text: str
    labels: tuple[str, ...]


def placeholder(label: str) -> str:
    return f"[已脱敏:{label}]"


class Redactor:
    """Applies the configured rules top to bottom (spec 9.5), case-insensitively.

    A rule with two or more groups is a keyword followed by a value: the keyword (group 1)
    stays and the value (group 2) is replaced. A rule with one group is replaced whole, so
    no part of the secret survives. A value that is already a placeholder is left alone,
    which makes redaction idempotent.
    """

    def __init__(self, rules: tuple[RedactRule, ...]) -> None:
        self._rules = [(rule.label, re.compile(rule.pattern, re.IGNORECASE)) for rule in rules]

    def redact(self, text: str) -> Redaction:
        labels: list[str] = []
        for label, regex in self._rules:
            replaced = 0

            def substitute(match: re.Match[str], regex: re.Pattern[str] = regex, label: str = label) -> str:
                nonlocal replaced
                value = match.group(2) if regex.groups >= 2 else match.group(1)
                if value is None or value.startswith(_MARK_PREFIX):
                    return match.group(0)
                replaced += 1
                if regex.groups >= 2:
                    return (match.group(1) or "") + placeholder(label)
                return placeholder(label)

            text = regex.sub(substitute, text)
            if replaced and label not in labels:
                labels.append(label)
        return Redaction(text, tuple(labels))
