"""Conflict detection (spec 9.6): a new text that rejects what an old one chose, or the reverse."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .regex import lazy


@dataclass(frozen=True, slots=True)
class Conflict:
    """A stored memory that the new text contradicts, and how."""

    memory_id: str
    entity: str
    type: str  # "rejects_previous" (new negates old) or "adopts_rejected" (new affirms old negation)
    content: str

    def to_dict(self) -> dict[str, str]:
        return {"memory_id": self.memory_id, "entity": self.entity, "type": self.type, "content": self.content}


class ConflictDetector:
    def __init__(self, positive: str, negative: str) -> None:
        self._pos = lazy(positive, re.IGNORECASE)
        self._neg = lazy(negative, re.IGNORECASE)

    def assertions(self, text: str) -> tuple[set[str], set[str]]:
        """(entities affirmed, entities negated), lower-cased.

        Negations are read first and blanked out, so the "用" inside "不用 X" is not also
        taken as an affirmation of X.
        """
        negated = {m.group(1).lower() for m in self._neg.finditer(text)}
        rest = self._neg.sub(lambda m: " " * len(m.group(0)), text)
        affirmed = {m.group(1).lower() for m in self._pos.finditer(rest)}
        return affirmed, negated

    def conflicts(self, text: str, candidates: list[tuple[str, str]]) -> list[Conflict]:
        """Compare ``text`` with (id, content) candidates that mention its entities."""
        pos, neg = self.assertions(text)
        found = []
        for memory_id, content in candidates:
            old_pos, old_neg = self.assertions(content)
            for entity in sorted(neg & old_pos):
                found.append(Conflict(memory_id, entity, "rejects_previous", content))
            for entity in sorted(pos & old_neg):
                found.append(Conflict(memory_id, entity, "adopts_rejected", content))
        return found
