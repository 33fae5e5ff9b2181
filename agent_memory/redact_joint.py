"""A reply redacted as the answer to the turn before it (a memory's ``context``, a digest
item's question): "What's the wifi password?" -- "It is X".

The reply is redacted alone, then once more after the question's last line, read as one line
with it; what that second pass changes in the reply is kept. Only the reply is returned: the
question is stored (and redacted) as a field of its own. Within one text, a line answering the
line before is the redactor's own (``Redactor.redact``).
"""

from __future__ import annotations

from .redact import Redaction, Redactor

_BEFORE_CHARS = 400  # how much of the piece before is read


def redacted_after(redactor: Redactor, before: str, text: str, *, joint: str = "\n") -> Redaction:
    """``text`` redacted alone and again after the last non-empty line of ``before`` (joined by
    ``joint``). Where a rule took the joint itself, the result keeps that line in front."""
    alone = redactor.redact(text)
    lines = [line for line in before[-_BEFORE_CHARS:].splitlines() if line.strip()]
    if not lines:
        return alone
    last = redactor.redact(lines[-1]).text
    read = f"{last}{joint}{alone.text}"
    again = redactor.redact(read)
    if again.text == read:
        return alone
    kept = again.text[len(last) + len(joint) :] if again.text.startswith(f"{last}{joint}") else again.text
    return Redaction(kept, tuple(dict.fromkeys([*alone.labels, *again.labels])))


def answer_redacted(redactor: Redactor, question: str, reply: str) -> Redaction:
    """A reply redacted as the answer to ``question``: the question's last line and the reply's
    first are read as one line, as a password asked for and given in one sentence is."""
    return redacted_after(redactor, question, reply, joint=" ")
