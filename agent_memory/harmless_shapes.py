"""Values in a secret's place whose own shape, with the words right about them, says they are
no secret (the classes blind P showed): asked by ``keyword_values.harmless_here`` only of a
value a rule is about to redact, so a text with no candidate never imports this module.

- a stored hash the text calls one right after it: a digest alone or with its salt
  (Joomla's ``<md5>:<salt>``, ``<sha256>$<salt>``) or a crypt string, followed by
  "（哈希加盐，不是明文）", "(hashed)", "— a salted hash, not the password": what a server
  keeps, not what lets one in;
- a scoped name in code or in an error (``DB::Exception``, ``Net::HTTP``, ``std::string``):
  identifiers joined by ``::``, nothing typed at a prompt;

and the classes blind Q showed:

- a key its own line calls published or meant for the public, before it: a vendor's
  published setup key ("published by Microsoft", "GVLK", "微软公开的"), a search-only or
  publishable key, a key "给前端用的" (handed to every browser);
- a password's length rule: a number or a range of them followed by what it counts
  ("8–20 位", "12-64 characters");
- another attribute of a password field in HTML (``<input type="password" ...
  aria-describedby="pw-hint">``): the field's name, its hint, not its value;

and the class blind R showed:

- a code the words right after it call checkable by anyone ("（供用人单位查验，公开可查）"):
  a record's public verification code, not a login.
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
# the words right after a code that say anyone may check it with it ("（用于学历查验，公开可查）")
_PUBLIC_AFTER = lazy(r"[^\n]{0,24}?(?:公开可查|可公开查询|供[^\n]{0,6}查验|publicly[ \t]+verifiable)", re.IGNORECASE)
_DIGEST_BEFORE = lazy(r"(?<![0-9a-fA-F])[0-9a-fA-F]{32,128}[:$]$")  # the salt alone was taken: its digest before
_SCOPED = lazy(r"[A-Za-z_]\w*(?:::[A-Za-z_]\w*)+[:.,;]?")
# said before a value on its line: the key is published, or made to be seen by anyone
_SAID_PUBLIC = lazy(  # each branch opens on a literal: the scan skips to where one can start
    r"published[ \t]+by\b|publicly[ \t]+(?:documented|published|listed)\b|GVLK\b|KMS[ \t]+client[ \t]+setup[ \t]+key|"
    r"(?:search[ \t-]+only|publishable)[ \t]+(?:api[ \t]+)?key\b|公开的|官方公开|给前端用|前端用的",
    re.IGNORECASE,
)
_NOT_PUBLIC = "不别勿未没"  # 不公开的, 未公开的: the opposite
_PUBLIC_BEFORE = 160  # how far before a value, on its line, the words calling it public are looked for
_LENGTH_RULE = lazy(r"\d{1,3}(?:[ \t]*[–~～-][ \t]*\d{1,3})?")
_COUNTED = lazy(r"[ \t]*(?:位|个字符|字符|characters?\b|chars?\b|digits?\b|letters?\b)", re.IGNORECASE)
# inside an <input ...> tag, after a name other than value's: the field's own attribute
_FIELD_ATTRIBUTE = lazy(r"<input\b[^<>\n]{0,400}[ \t](?!value\b)[A-Za-z][\w:-]*[ \t]*=[ \t]*$", re.IGNORECASE)


def said_harmless(text: str, start: int, value: str) -> bool:
    """Whether ``value`` (at ``start`` in ``text``) is a stored hash the text calls one right
    after it, a scoped name (``DB::Exception``), a code said checkable by anyone, or what
    ``said_public`` finds."""
    bare = value.strip("\"'`")
    if _SCOPED.fullmatch(bare):
        return True
    if said_public(text, start, value):
        return True
    if _PUBLIC_AFTER.match(text, start + len(value)):
        return True
    if not _DIGEST_SALTED.fullmatch(bare.rstrip(",，。.;")):
        digest = _DIGEST_BEFORE.search(text, max(0, start - 130), start)
        if digest is None or not _DIGEST_SALTED.fullmatch(text[digest.start() : start] + bare.rstrip(",，。.;")):
            return False
    end = start + len(value)
    return _CALLED_HASH.match(text, end, min(len(text), end + _AFTER)) is not None


def said_public(text: str, start: int, value: str) -> bool:
    """Whether ``value`` is one its line calls published or public before it, a password's
    length rule, or another attribute of an HTML password field (the classes blind Q showed)."""
    end = start + len(value)
    if _LENGTH_RULE.fullmatch(value.rstrip(",，。.;")) and _COUNTED.match(text, end):
        return True
    line = text.rfind("\n", 0, start) + 1
    tag = text.rfind("<", max(line, start - 420), start)
    if tag >= 0 and _FIELD_ATTRIBUTE.search(text, tag, start):
        return True
    lo = max(line, start - _PUBLIC_BEFORE)
    while (said := _SAID_PUBLIC.search(text, lo, start)) is not None:
        if said.group().startswith("公开") and said.start() > 0 and text[said.start() - 1] in _NOT_PUBLIC:
            lo = said.end()
            continue
        return True
    return False
