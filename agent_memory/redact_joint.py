"""Redaction that reads what came before a text: a reply after the question it answers, a
block of a session log after the end of the block before it.

A secret is often named in one piece and given in the next ("What's the wifi password?" --
"It is X"; a log block ending in ``password:`` and the next starting with the value). Each
piece is redacted alone, then once more after the end of the piece before; what that second
pass changes in the piece is kept. Only the piece is returned: the piece before is someone
else's to store.
"""

from __future__ import annotations

import re

from .redact import Redaction, Redactor

_BEFORE_CHARS = 400  # how much of the piece before is read
# a line that asks for a secret: a word naming one, and a question ("what's the wifi password?",
# "数据库密码是多少", "密码改成什么了？", "and the token?"); its answer is the next line
_ASKS = re.compile(
    r"(?:\b(?:passwords?|passwd|passphrase|passcode|pin(?:[ ]code)?|pwd|token|secret|api[ _-]?key|credentials?)\b"
    r"|密码|口令|密钥|令牌|秘钥|授权码|验证码)"
    r"(?:[^\n]{0,80}[?？]|[^\n]{0,12}(?:多少|是啥|什么|吗|呢))[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


def redacted_after(redactor: Redactor, before: str, text: str, *, joint: str = "\n") -> Redaction:
    """``text`` redacted alone and again after the last non-empty line of ``before`` (joined by
    ``joint``). Where a rule took the joint itself, the result keeps that line in front."""
    alone = dialogue_redacted(redactor, text)
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


def dialogue_redacted(redactor: Redactor, text: str) -> Redaction:
    """``text`` redacted, each line that answers a line asking for a secret read as that
    question's answer (a conversation: "assistant: what's the new db password?" then "user:
    Kq83!mZp0wLe9"). Linear: one scan for asking lines, each answer redacted once more."""
    whole = redactor.redact(text)
    if not _ASKS.search(whole.text):
        return whole
    lines = whole.text.split("\n")
    labels = list(whole.labels)
    asked = None
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        if asked is not None:
            answer = answer_redacted(redactor, asked, line)
            lines[index] = answer.text
            labels += [label for label in answer.labels if label not in labels]
        asked = line if _ASKS.search(line) else None
    return Redaction("\n".join(lines), tuple(labels))
