"""Passes over a redacted text's lines, after the rules: a file shown with its line numbers is
read again without them, and a line answering a line that asks for a secret (or announces one)
is redacted as that answer. Each pass calls the redactor back on the lines it joins; a text
redacted is a pair (its text, its placeholders' labels), a placeholder made by ``mark``."""

from __future__ import annotations

import re
from collections.abc import Callable

from .keyword_values import answer_token
from .secret_blocks import numbered_lines

Found = tuple[str, tuple[str, ...]]  # a text redacted, and the labels of what was

# a line that asks for a secret: a word naming one, and a question ("what's the wifi password?",
# "数据库密码是多少", "密码改成什么了？", "and the token?"); its answer is one of the next non-empty lines
_SECRET_WORD = (
    r"(?:(?<![A-Za-z])(?:passwords?|passwd|passphrase|passcode|pin(?:[ ]code)?|pwd|token|secret|api[ _-]?key|"
    r"credentials?|creds|login|auth)(?![A-Za-z])|密码|口令|密钥|令牌|秘钥|授权码|验证码|登录|怎么登)"
)
_ASKS = re.compile(
    _SECRET_WORD + r"(?:[^\n]{0,160}[?？]|[^\n]{0,12}(?:多少|是啥|什么|吗|呢))[ \t]*$", re.IGNORECASE | re.MULTILINE
)
# a line that announces one ("The API secret is", "密钥如下：", "client_secret":): the next
# non-empty line is it when it is one token shaped like a password or a key
_ANNOUNCE = r"(?:[^\n]{0,12}(?:\bis|\bare|如下[:：]?|below:?|follows:?)|[\"'][ \t]*:)[ \t]*$"
_ANNOUNCES = re.compile(_SECRET_WORD + _ANNOUNCE, re.IGNORECASE)
_ASKS_OR_ANNOUNCES = re.compile(f"{_ASKS.pattern}|{_SECRET_WORD}{_ANNOUNCE}", re.IGNORECASE | re.MULTILINE)
_ANSWER_LINES = 3  # a question's answer: one of the next non-empty lines ("one sec", a user name between)


def numbered_redacted(found: Found, redact_text: Callable[[str], Found]) -> Found:
    """A file shown with its line numbers is redacted again without them (a rule reading a
    line from its start: a .pgpass line, a cookie jar's), and the numbers put back."""
    numbered = numbered_lines(found[0])
    if numbered is None:
        return found
    gutters, lines = numbered
    bare = "\n".join(lines)
    again = redact_text(bare)
    redacted = again[0].split("\n")
    if again[0] == bare or len(redacted) != len(gutters):  # a rule took a line end: as it was
        return found
    text = "\n".join(gutter + line for gutter, line in zip(gutters, redacted, strict=True))
    return text, tuple(dict.fromkeys([*found[1], *again[1]]))


def answers_redacted(found: Found, redact_text: Callable[[str], Found], mark: Callable[[str], str]) -> Found:
    """Each of the few lines after a line asking for a secret redacted again as its answer, read
    joined to the question; a line saying one token shaped like a password or a key (after who
    says it) after such a line, or after a line announcing a secret, loses it."""
    if not _ASKS_OR_ANNOUNCES.search(found[0]):
        return found
    lines: list[str | None] = list(found[0].split("\n"))
    labels = list(found[1])
    asked: int | None = None  # the line that asked, while one of the next non-empty ones may answer
    left, announced = 0, False  # announced: the line before announced a secret, this one may be it
    for index, line in enumerate(lines):
        if line is None or not line.strip():
            continue
        if announced and (token := answer_token(line)) is not None:
            line = lines[index] = line[: token[0]] + mark("secret") + line[token[1] :]
            labels += [] if "secret" in labels else ["secret"]
        announced = _ANNOUNCES.search(line) is not None
        if asked is not None and left > 0 and not _ASKS.search(line):
            left -= 1
            question = str(lines[asked])
            joined = f"{question} {line}"
            again = redact_text(joined)
            if again[0] != joined:
                labels += [label for label in again[1] if label not in labels]
                if again[0].startswith(f"{question} "):
                    lines[index] = again[0][len(question) + 1 :]
                else:  # a rule took the joint itself: the two lines become its one
                    lines[asked], lines[index], asked = again[0], None, None
                continue
            if (token := answer_token(line)) is not None:  # the line says a password alone
                lines[index] = line[: token[0]] + mark("password") + line[token[1] :]
                labels += [] if "password" in labels else ["password"]
            continue
        if _ASKS.search(line):
            asked, left = index, _ANSWER_LINES
    return "\n".join(line for line in lines if line is not None), tuple(labels)
