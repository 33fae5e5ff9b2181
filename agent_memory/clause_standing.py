"""An English sentence that tells the assistant how to do a thing every time, for the rule digester.

A request to the assistant is made once ("show me the diff", "give me a summary") and holds nothing; the same
words with a mark of every time are a standing preference, the whole sentence one item:

- an instruction with "always", "every time" or "never <the other way>" as its last clause ("Use metric units
  with me, always.", "Show me the failing line, never the whole trace.");
- a prohibition of a way of answering, with what to give instead ("Don't abbreviate units in answers, give me
  the full word.", "And don't explain what a pointer is.");
- a check asked for before the assistant does a kind of thing ("Ask me before you book anything over £50.").

Every pattern is anchored and bounded, its pieces split on a character they cannot hold: linear in the
sentence's length.
"""

from __future__ import annotations

import re

from .regex import lazy

# the instruction, its object, then the mark of every time as a clause of its own
_EVERY_TIME = lazy(
    r"^\s*+(?:and\s+)?(?:please\s+)?(?:use|show me|give me|send me|write|keep|put|format|answer|reply|quote|list|"
    r"spell|round|sort|label)\b[^.!?;,\n]{1,100},\s*+(?:always|every time|each time|never\s[^,.;!?\n]{1,60})[\s.!]*$",
    re.IGNORECASE,
)
# a way of answering the assistant is never to take, and what it is to give instead
_NOT_THAT_WAY = lazy(
    r"^\s*+(?:and\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:round|explain|abbreviate|translate|summari[sz]e|"
    r"apologi[sz]e|repeat|pad|simplify|sugar-?coat)\b[^.!?;,\n]{1,100}"
    r"(?:,\s*+(?:just\s+)?(?:give|show|tell) me\b[^.!?;,\n]{1,60})?[\s.!]*$",
    re.IGNORECASE,
)
# a check before the assistant does a kind of thing
_ASK_FIRST = lazy(
    r"^\s*+(?:and\s+)?(?:please\s+)?(?:always\s+)?(?:ask|check with) me (?:first )?before you\s[^.!?;\n]{1,100}[\s.!]*$",
    re.IGNORECASE,
)
_WORDS = ("always", "every time", "each time", "never", "don", "do not", "before you")  # one of which each needs
_LEAD = lazy(r"^\s*+(?:and\s+)?", re.IGNORECASE)


def standing(sentence: str) -> str | None:
    """The instruction ``sentence`` gives the assistant for every time (without a leading "and"), if it is one."""
    lowered = sentence.lower()
    if not any(word in lowered for word in _WORDS):
        return None
    if _EVERY_TIME.match(sentence) or _NOT_THAT_WAY.match(sentence) or _ASK_FIRST.match(sentence):
        return _LEAD.sub("", sentence, count=1).strip().rstrip(".!").strip()
    return None
