"""What a credential looks like when no format names it: the checks behind the generic rule
(``check: credential``) and the recovery-phrase detector (12-24 BIP-39 words in a row).

A value next to a secret word is taken for a credential when its shape says so: long, letters
and digits mixed, high in entropy, and none of the things that look random but are not secret
(hashes and commit ids in hex, UUIDs, dates, versions, dotted or snake_case names, paths).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from functools import cache
from importlib import resources

MIN_CHARS = 16
MIN_BITS = 3.2  # Shannon entropy per character; random keys sit at 3.6-4.5, words and names lower
PHRASE_WORDS = 12  # a BIP-39 phrase has 12, 15, 18, 21 or 24 words
_QUOTES = "\"'`"
_HEX = re.compile(r"[0-9a-fA-F]+")
UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_DATE_OR_VERSION = re.compile(r"v?[\d:TZ.+_/-]+")
_DOMAIN = re.compile(r"[a-z]{2,}\.[a-z]{2,}")
# public material that looks random: an SSH public key's blob, a JWT's header alone (base64 JSON)
_PUBLIC = re.compile(r"AAAA[A-Za-z0-9]3NzaC1|eyJ[A-Za-z0-9_-]*$")
_WORD = re.compile(r"[a-z]{3,8}")
_BASE64 = re.compile(r"[A-Za-z0-9+/]+={0,2}")
_TWELVE_WORDS = re.compile(r"(?:[a-z]{3,8}[\s,.;:()\d-]{1,8}){11}[a-z]{3,8}")
_GAP = re.compile(r"[\s,.;:()\d-]{1,8}")  # between the words of a phrase: spaces, commas, a list's numbers


def entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _a_name(value: str) -> bool:
    """refresh_token_v2_expiry, user.profile.avatar: words joined, not a key."""
    parts = [p for p in re.split(r"[_.\-/]", value) if p]
    words = sum(1 for p in parts if p.isalpha() and len(p) >= 3)
    return len(parts) >= 2 and words * 2 >= len(parts)


def credential(value: str) -> bool:
    bare = value.strip(_QUOTES)
    if "$" in bare or "=" in bare.rstrip("=") or masked(bare):
        return False  # $VAR/${VAR} (a reference), key=value pairs, masked values
    if len(bare) < MIN_CHARS or _HEX.fullmatch(bare) or UUID.search(bare) or _DATE_OR_VERSION.fullmatch(bare):
        return False
    if (
        _PUBLIC.match(bare)
        or ("/" in bare and _DOMAIN.search(bare))
        or ("@" in bare and _DOMAIN.search(bare.split("@")[-1]))
        or _a_name(bare)
    ):
        return False
    letters = sum(ch.isalpha() for ch in bare)
    digits = sum(ch.isdigit() for ch in bare)
    upper = sum(ch.isupper() for ch in bare)
    if not letters:
        return False
    if not digits and not (len(bare) >= 24 and upper >= 3 and letters - upper >= 3):
        return False
    return entropy(bare) >= MIN_BITS


_PLACEHOLDER_WORDS = re.compile(
    r"your[_-]|[_-]here$|replace[_-]?me|insert[_-]?(?:your|key|token|here)|change[_-]?me|^x+$|[*•]{4,}",
    re.IGNORECASE,
)


def masked(value: str) -> bool:
    """your_password_here, REPLACE_ME, change-me-in-production, sk-xxxx, AKIAXXXXXXXXXXXXXXXX."""
    bare = value.strip(_QUOTES)
    if _PLACEHOLDER_WORDS.search(bare) is not None:
        return True
    # sk-xxx, AKIAXXXXXXXX: a run of x's that is a good part of the value (a random key may hold three)
    run = max((len(m) for m in re.findall(r"x+", bare, re.IGNORECASE)), default=0)
    return run >= 6 or (run >= 3 and run * 4 >= len(bare))


def password(value: str) -> bool:
    """How a password, a passphrase or a PIN looks, once a sentence has said that one follows:
    letters with digits and symbols or both cases (8+), letters with digits (10+), three or
    more words joined by dots, dashes or underscores, or 4-10 digits."""
    bare = value.strip(_QUOTES).rstrip(".,;:!?)")
    if not 4 <= len(bare) <= 128 or masked(bare) or UUID.search(bare) or "://" in bare:
        return False
    if re.fullmatch(r"\d{2,5}/[\w.-]*", bare):
        return False  # a port and a database (...@db:5432/app), not a password
    if bare.rstrip("#").isdigit():  # a PIN or a door code (638953#)
        return len(bare) <= 11
    if len(bare) >= 32 and _BASE64.fullmatch(bare):
        return False  # a line of a certificate or a public key, not something typed
    if ("/" in bare and _DOMAIN.search(bare)) or ("@" in bare and _DOMAIN.search(bare.split("@")[-1])):
        return False
    parts = [p for p in re.split(r"[._\- ]", bare) if p]
    if len(parts) >= 3 and all(p.isalpha() for p in parts[:3]) and len(bare) >= 14:
        return True  # ember_orbit_rhubarb_cobble_31, vortex.quiver.harbor.trellis
    letters = sum(ch.isalpha() for ch in bare)
    digits = sum(ch.isdigit() for ch in bare)
    symbols = any(not ch.isalnum() for ch in bare)
    cases = any(ch.isupper() for ch in bare) and any(ch.islower() for ch in bare)
    if letters and not digits:  # N_AUw?PAF.YTS+: both cases and symbols, no digit
        return len(bare) >= 10 and cases and sum(not ch.isalnum() for ch in bare) >= 2
    if not (letters and digits) or _DATE_OR_VERSION.fullmatch(bare):
        return False
    return (len(bare) >= 8 and (symbols or cases)) or len(bare) >= 10


LOWER_NAME = re.compile(r"[a-z]+(?:[-_.][a-z0-9]+)+")  # mysql-auth, build-7f3a9c2: lower-case words joined
_VERSIONED = re.compile(r"[A-Za-z]+(?:[-_.][A-Za-z]+)*[-_.]v?\d+(?:\.\d+)*")  # ansible-2.16, Python-3.11
_WORD_WITH_DIGITS = re.compile(r"\d*[A-Z]?[a-z]+\d*")  # 1Password, Windows11: a name, not typed
_CODE = re.compile(
    r"[()\[\]{}<>\\|;]|^\$|\$\{|=.*[=&]|&.*=|^[-/.~]|/.*/|://|\.(?:com|org|net|io|cn|txt|json|ya?ml|py|js|ts|md|log|sh|conf|cfg|ini)\b"
)


def typed(value: str) -> bool:
    """A token shaped like a password someone typed (in a line that talks about passwords): 8-64
    characters, letters and digits with a symbol or both cases, high in entropy; not an e-mail,
    URL, path, file name, version, hash, UUID, code, or a lower-case identifier (build-7f3a9c2)."""
    bare = value.strip(_QUOTES).rstrip(".,;:!?)")
    if not 8 <= len(bare) <= 64 or masked(bare) or UUID.search(bare) or _HEX.fullmatch(bare):
        return False
    if ("@" in bare and _DOMAIN.search(bare.split("@")[-1])) or _CODE.search(bare) or _DATE_OR_VERSION.fullmatch(bare):
        return False
    if LOWER_NAME.fullmatch(bare) or _VERSIONED.fullmatch(bare) or _a_name(bare) or _WORD_WITH_DIGITS.fullmatch(bare):
        return False
    if re.fullmatch(r"[\w.-]+@[\w.-]+|[a-z][\w.-]*(?:/[\w.-]+)+", bare):
        return False  # deploy@web01, release/2.3: a user at a host, a branch or a path
    return password(bare) and entropy(bare) >= 2.8


@cache
def _wordlist() -> frozenset[str]:
    text = resources.files("agent_memory").joinpath("data/bip39_english.txt").read_text("utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def phrases(text: str) -> list[tuple[int, int]]:
    """Spans of ``text`` holding 12 or more BIP-39 words in a row (a wallet's recovery phrase)."""
    if _TWELVE_WORDS.search(text) is None:  # most texts: one scan in C, no word looked up
        return []
    words = _wordlist()
    spans: list[tuple[int, int]] = []
    run: list[re.Match[str]] = []
    for match in _WORD.finditer(text):
        whole = match.start() == 0 or not text[match.start() - 1].isalpha()
        whole = whole and (match.end() == len(text) or not text[match.end()].isalpha())
        joined = bool(run) and _GAP.fullmatch(text, run[-1].end(), match.start()) is not None
        if whole and match.group() in words:
            if run and not joined:
                spans += _closed(run)
                run = []
            run.append(match)
        elif run:
            spans += _closed(run)
            run = []
    return spans + _closed(run)


def _closed(run: list[re.Match[str]]) -> list[tuple[int, int]]:
    return [(run[0].start(), run[-1].end())] if len(run) >= PHRASE_WORDS else []


# ---- check digits (the PII rules' checks) -------------------------------------------------------


def luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def cn_id(number: str) -> bool:
    """GB 11643: the 18th character is the ISO 7064 MOD 11-2 check of the first 17 digits."""
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    total = sum(int(d) * w for d, w in zip(number[:17], weights, strict=True))
    return "10X98765432"[total % 11] == number[17].upper()
