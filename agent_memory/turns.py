"""Conversations as turns, and which turn before a reply the reply keeps as its context.

In a conversation the answer is often a short reply whose words are in the question before
it ("How long have you been doing yoga?" -> "About 3 years now"). A memory distilled from a
reply keeps the turn before it as searchable context (``Memory.remember(context=...)``) when
that turn asks something -- a question, a request, a topic opener (``digest.reply_asks`` in
config.yaml, tried on each of its sentences). Keeping every previous turn helps less: a turn
that asks nothing (a long explanation, a greeting) adds words the reply is not about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .config import DigestSettings
from .regex import precompiled

# A line opening a turn: the speaker labels session logs and pasted chats use
SPEAKER = precompiled(r"^\s*(?:用户|助手|user|assistant|human|ai)\s*[:：]\s*", re.IGNORECASE)
_ASSISTANT = precompiled(r"^\s*(?:助手|assistant|ai)\s*[:：]", re.IGNORECASE)
# a sentence ends after Chinese punctuation, after ASCII "!", "?" or ";" that a space, the line's end
# or Chinese follows (not inside a token: "Kq83!mZp0", "a;b"), and at a space after a full stop; after
# "a.m." or "p.m." only before a capitalised word ("at 1 a.m. UTC", "at 9 p.m. on school nights" go on)
_SENTENCE_END = precompiled(
    r"(?<=[。！？；])|(?<=[!?;])(?=\s|$|[\u3400-\u9fff])"
    r"|(?<=\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\b[ap]\.m\.)\s+(?=[A-Za-z\u4e00-\u9fff])"
    r"|(?<=\b[ap]\.m\.)\s+(?=[A-Z][a-z]|[\u4e00-\u9fff])"
    # and at a space after a word's full stop before a number and a word ("…is our floor now. 18 went
    # end-of-life"), not after an abbreviation ("No. 5", "approx. 30 people", "vol. 2 is out")
    r"|(?<=[a-z]{2}\.)(?<!\b(?:no|nr|ca|pp|op|vs|ch|st|rd|dr|mr)\.)(?<!\b(?:vol|fig|est|ext|sec|art|rev|ver|ref|max|min|mrs|tel)\.)"
    r"(?<!\b(?:incl|appx)\.)(?<!\bapprox\.)\s+(?=\d[\d,.:]*(?:%|[a-z]{1,3})?\s+[a-z])"
)


def spoken_turns(text: str) -> list[tuple[str | None, str]]:
    """The turns of a conversation ("用户: …" / "助手: …" lines) as (who spoke: "user",
    "assistant", or None before any label; its text without the label): a line with a label
    opens a turn, the lines after it belong to it. A text without labels is one turn, None's."""
    turns: list[tuple[str | None, list[str]]] = []
    for line in text.splitlines():
        opened = SPEAKER.match(line)
        if opened or not turns:
            role = None if opened is None else ("assistant" if _ASSISTANT.match(line) else "user")
            turns.append((role, []))
        turns[-1][1].append(line[opened.end() :] if opened else line)
    found = [(role, "\n".join(lines).strip()) for role, lines in turns]
    return [(role, body) for role, body in found if body]


def split_turns(text: str) -> list[tuple[bool, str]]:
    """The turns of a conversation as (opened by a speaker label, its text without the label)."""
    return [(role is not None, body) for role, body in spoken_turns(text)]


def last_turn(text: str) -> str | None:
    """The text of ``text``'s last turn when a speaker label opened it: the turn a reply at the
    start of the next piece of the conversation answers."""
    turns = split_turns(text)
    return turns[-1][1] if turns and turns[-1][0] else None


def sentences_of(text: str) -> list[str]:
    return [part.strip() for line in text.splitlines() for part in _SENTENCE_END.split(line) if part.strip()]


@dataclass(frozen=True, slots=True)
class ReplyContext:
    """Decides what of the turn before a reply the reply keeps."""

    asks: re.Pattern[str]
    max_chars: int

    @classmethod
    def of(cls, settings: DigestSettings) -> ReplyContext:
        return cls(re.compile(settings.reply_asks, re.IGNORECASE), settings.reply_context_chars)

    def keep(self, turn: str | None) -> str | None:
        """``turn`` (or its asking sentences when it is long) if it asks something, else None."""
        if not turn:
            return None
        text = " ".join(turn.split())
        asking = [sentence for sentence in sentences_of(turn) if self.asks.search(sentence)]
        if not asking:
            return None
        if len(text) <= self.max_chars:
            return text
        kept = " ".join(" ".join(asking).split())
        if len(kept) <= self.max_chars:
            return kept
        cut = kept[-self.max_chars :]  # the last of them: a long turn ends with what it asks
        return cut[cut.find(" ") + 1 :] if " " in cut else cut
