"""Values in a secret's place whose own shape, with the words right about them, says they are
no secret (the classes blind P showed): asked by ``keyword_values.harmless_here`` only of a
value a rule is about to redact, so a text with no candidate never imports this module.

- a stored hash the text calls one right after it: a digest alone or with its salt
  (Joomla's ``<md5>:<salt>``, ``<sha256>$<salt>``) or a crypt string, followed by
  "（哈希加盐，不是明文）", "(hashed)", "— a salted hash, not the password": what a server
  keeps, not what lets one in;
- a scoped name in code or in an error (``DB::Exception``, ``Net::HTTP``, ``std::string``):
  identifiers joined by ``::``, nothing typed at a prompt.
"""

from __future__ import annotations

import re

from .regex import lazy

_DIGEST_SALTED = lazy(r"[0-9a-fA-F]{32,128}(?:[:$][\w./+=-]{1,64})?|\$[0-9a-z]{1,8}\$[\w./+=$-]{8,}")
# the words after a value that call it a hash (within a few characters: a bracket, a dash, "is")
_CALLED_HASH = lazy(
    r"[\s,，]*(?:[（(—–-]|is\b|=)?\s*(?:(?:a|the|salted|unsalted|md5|sha-?\d+|bcrypt|stored)\s+){0,3}"
    r"(?:哈希|散列|加盐|密文|hash(?:ed)?\b|salted\b|digest\b|不是明文|非明文|not (?:the )?plain ?text)",
    re.IGNORECASE,
)
_AFTER = 40  # how far after a value the words calling it a hash are looked for
_DIGEST_BEFORE = lazy(r"(?<![0-9a-fA-F])[0-9a-fA-F]{32,128}[:$]$")  # the salt alone was taken: its digest before
_SCOPED = lazy(r"[A-Za-z_]\w*(?:::[A-Za-z_]\w*)+[:.,;]?")


def said_harmless(text: str, start: int, value: str) -> bool:
    """Whether ``value`` (at ``start`` in ``text``) is a stored hash the text calls one right
    after it, or a scoped name (``DB::Exception``)."""
    bare = value.strip("\"'`")
    if _SCOPED.fullmatch(bare):
        return True
    if not _DIGEST_SALTED.fullmatch(bare.rstrip(",，。.;")):
        digest = _DIGEST_BEFORE.search(text, max(0, start - 130), start)
        if digest is None or not _DIGEST_SALTED.fullmatch(text[digest.start() : start] + bare.rstrip(",，。.;")):
            return False
    end = start + len(value)
    return _CALLED_HASH.match(text, end, min(len(text), end + _AFTER)) is not None
