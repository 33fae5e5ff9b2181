"""A reply redacted as the answer to the turn before it (a memory's ``context``, a digest
item's question): "What's the wifi password?" -- "It is X".

The reply is redacted alone, then once more after the question's last line, read as one line
with it; what that second pass changes in the reply is kept. Only the reply is returned: the
question is stored (and redacted) as a field of its own. Within one text, a line answering the
line before is the redactor's own (``Redactor.redact``).
"""

from __future__ import annotations

from .redact import Redaction, Redactor

_ASKED_CHARS = 400  # how much of the end of the question is read


def answer_redacted(redactor: Redactor, question: str, reply: str) -> Redaction:
    """``reply`` redacted alone, then again after the last non-empty line of ``question``, the
    two read as one line, as a password asked for and given in one sentence is. Where a rule
    took the joint itself, the result keeps the question's line in front."""
    alone = redactor.redact(reply)
    lines = [line for line in question[-_ASKED_CHARS:].splitlines() if line.strip()]
    if not lines:
        return alone
    asked = redactor.redact(lines[-1]).text
    read = f"{asked} {alone.text}"
    again = redactor.redact(read)
    if again.text == read:
        return alone
    kept = again.text[len(asked) + 1 :] if again.text.startswith(f"{asked} ") else again.text
    return Redaction(kept, tuple(dict.fromkeys([*alone.labels, *again.labels])))
