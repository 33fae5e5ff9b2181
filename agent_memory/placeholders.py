"""The mark a redacted secret leaves, ``[已脱敏:label]``, and what can be asked of a text holding
some: its labels, the text without them, whether a position lies inside one."""

from __future__ import annotations

import re

MARK_PREFIX = "[已脱敏"
_PLACEHOLDER = re.compile(r"\[已脱敏:([^\]\s]{1,64})\]")


def placeholder(label: str) -> str:
    return f"[已脱敏:{label}]"


def without_placeholders(text: str) -> str:
    """``text`` with its placeholders blanked out: what a redacted text still says."""
    return _PLACEHOLDER.sub(" ", text) if MARK_PREFIX in text else text


def placeholder_labels(text: str) -> list[str]:
    """The labels of the placeholders in ``text``, in order, each once."""
    if MARK_PREFIX not in text:
        return []
    return list(dict.fromkeys(_PLACEHOLDER.findall(text)))


def in_placeholder(text: str, at: int) -> bool:
    """Whether ``at`` starts or lies inside a placeholder: what is redacted stays as it is."""
    opened = text.rfind(MARK_PREFIX, max(0, at - 72), at + len(MARK_PREFIX))  # one starting at ``at`` too
    return opened >= 0 and "]" not in text[opened:at]
