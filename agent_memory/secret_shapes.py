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
from collections.abc import Callable
from functools import cache
from pathlib import Path

from .model import ID_PATTERN
from .regex import lazy

MIN_CHARS = 16
MIN_BITS = 3.2  # Shannon entropy per character; random keys sit at 3.6-4.5, words and names lower
PHRASE_WORDS = 12  # a BIP-39 phrase has 12, 15, 18, 21 or 24 words
_QUOTES = "\"'`“”「」『』"
_HEX = lazy(r"[0-9a-fA-F]+")
UUID = lazy(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_DATE_OR_VERSION = lazy(r"v?[\d:TZ.+_/-]+")
_DOMAIN = lazy(r"[a-z]{2,}\.[a-z]{2,}")
# public material that looks random: an SSH public key's blob, a JWT's header alone (base64 JSON),
# a publishable key (Stripe's pk_live_, Mapbox's pk.eyJ...)
_PUBLIC = lazy(
    r"AAAA[A-Za-z0-9]3NzaC1|eyJ[A-Za-z0-9_-]*$|pk_(?:live|test)_|pk\.eyJ|phc_|client-[A-Za-z0-9]{20,}$|ding[a-z0-9]{16}$|"
    r"(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}$"
)
# what names a place, not a secret: a file and line (grep's app.py:12:), an id prefixed by its cloud
# region (a Cognito user pool's ap-southeast-1_Xy12, an identity pool's us-east-1:...)
_FILE_LINE = lazy(r"(?:[\w.~-]*/[\w./-]*|[\w./~-]*\.[A-Za-z]\w{0,8}):\d{1,6}(?::\d{1,6})?(?::\S*)?")
_REGION_ID = lazy(r"[a-z]{2}(?:-gov)?-[a-z]+-\d{1,2}[_:][\w-]+")
# an algorithm's name (PBKDF2-HMAC-SHA1, AES-256-GCM): letters and digits, no secret
_NAME_AND_BIRTHDAY = lazy(r"[A-Za-z]{2,16}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
_ALGO_PART = r"(?:PBKDF2|HMAC|HKDF|SHA\d*|SHA3|MD[45]|AES|DES|3DES|RSA|DSA|ECDSA|ECDH|EdDSA|Ed25519|X25519|GCM|CBC|CTR|CCM|OFB|CFB|KDF|\d{1,4})"
_ALGORITHM = lazy(_ALGO_PART + r"(?:[-_/]" + _ALGO_PART + r")+", re.IGNORECASE)

_WORD = lazy(r"[a-z]{3,8}")
_BASE64 = lazy(r"[A-Za-z0-9+/]+={0,2}")
# twelve words in a row from a word's start, each word and gap read once (a scan that never backtracks)
_TWELVE_WORDS = lazy(r"(?<![a-z])(?:[a-z]{3,8}+[\s,.;:()\d-]{1,8}+){11}[a-z]{3,8}")
_NOT_JOINER = lazy(r"[^A-Za-z0-9_.\-/]")  # a character no name is made of
_CAMEL_WORDS = lazy(r"(?:[A-Z]?[a-z]+\d*)+")  # Argon2PasswordHasher: words run together
# how a word in a name is cased (user, USER, User, userName); not fHOx or xYzQ, cases flipped at random
_NAME_CASE = lazy(r"[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+|[A-Z][a-z]+(?:[A-Z][a-z]+)*")
_CLASS_NAME = lazy(r"[a-z]*+(?:[A-Z][a-z]{2,}+)++")  # EncryptedSharedPreferences: words of 3+ letters, each read once
# a digest named by its algorithm (sha256:..., md5-...): an image or a file pinned, not a secret
DIGEST = lazy(r"(?:sha(?:1|224|256|384|512)?|sha3-\d+|md5|blake2[bs]?|crc32c?)[:-][0-9a-fA-F]{16,}", re.IGNORECASE)
# a path (/home/li/.ssh/id_ed25519, ~/.aws/credentials, C:\keys\app.pfx): where a secret is kept, not one
_PATH = lazy(r"(?:~|\.{1,2})?/(?:[\w.@-]+/)*[\w.@-]*|[A-Za-z]:\\[^\s]*")
_PATH_WORD = lazy(r"\.?[a-z][a-z0-9_.-]*")
# a resource named by colon-joined parts (kms:cn-hangzhou:4545:secret/prod-db, the rest of an ARN)
_RESOURCE = lazy(r"[a-z][a-z0-9-]*(?::[\w.-]*){2,}(?:[:/][\w./+=@-]*)?")
# a vendor's key prefix: what follows is a key (or a piece of one) even without a digit
_VENDOR = lazy(r"(?:gh[pousr]_|github_pat_|glpat-|xox[abposr]-|sk-|[sr]k_live_|hf_|npm_|ntn_|pypi-|AKIA|LTAI|AKLT)")
_GAP = lazy(r"[\s,.;:()\d-]{1,8}")  # between the words of a phrase: spaces, commas, a list's numbers
_HOST_PORT = lazy(r"[\w-]+(?:\.[\w-]+)+:\d{2,5}")  # redis.internal:6379: where, not what
# a user at an address, rsync's module after it (backup@10.0.0.5::data): where to log in, not with what
USER_AT_ADDRESS = lazy(r"[a-z0-9_.-]+@\d{1,3}(?:\.\d{1,3}){3}(?::\d+|::[\w.-]+)?")
_CJK = lazy(r"[\u3400-\u9fff]")  # a Chinese sentence run on after a password word (密码过期了，系统要求每90天...)


def a_path(value: str) -> bool:
    """Whether ``value`` is a file path: a Windows path, one from home or here, or an absolute
    one whose parts are mostly lower-case words (a key in base64 may start with a slash too)."""
    if not _PATH.fullmatch(value):
        return False
    if value[:1] != "/":
        return True
    parts = [p for p in value.split("/") if p]
    return len(parts) >= 2 and sum(1 for p in parts if _PATH_WORD.fullmatch(p)) * 2 > len(parts)


def resource_name(value: str) -> bool:
    """arn:aws:secretsmanager:...:secret:prod/db, acs:kms:...: a secret's address, not a secret."""
    return _RESOURCE.fullmatch(value) is not None


def in_url(text: str, at: int) -> bool:
    """Whether ``at`` lies inside a URL (its user, password or path: the URL rules judge those)."""
    start = max(text.rfind(" ", max(0, at - 200), at), text.rfind("\n", max(0, at - 200), at))
    return "://" in text[start + 1 : at]


def in_resource(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` ends a name of colon-joined parts (acs:kms:region:account:secret/x)."""
    if text[start - 1 : start] != ":":
        return False
    begin = max(text.rfind(ch, max(0, start - 200), start) for ch in " \t\n\"'`：") + 1
    return resource_name(text[begin:end])


def entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _a_name(value: str) -> bool:
    """refresh_token_v2_expiry, user.profile.avatar: words joined, not a key. A symbol other
    than a joiner (Lantern_fox42%) or a long random part (ntn_Q3x...) says typed or generated."""
    if _NOT_JOINER.search(value):
        return False
    parts = [p for p in re.split(r"[_.\-/]", value) if p]
    if any(len(p) >= 16 and not _CAMEL_WORDS.fullmatch(p) for p in parts):
        return False
    words = sum(1 for p in parts if p.isalpha() and len(p) >= 3 and _NAME_CASE.fullmatch(p))
    return len(parts) >= 2 and words * 2 >= len(parts)


def credential(value: str) -> bool:
    """Shaped like a key (a block of lines, YAML's ``key: |``, is judged joined)."""
    bare = value.strip(_QUOTES)
    if "\n" in bare:
        bare = re.sub(r"\s+", "", bare)
    if "$" in bare or "=" in bare.rstrip("=") or masked(bare) or hashed(bare):
        return False  # $VAR/${VAR} (a reference), key=value pairs, masked values
    if len(bare) < MIN_CHARS or _HEX.fullmatch(bare) or UUID.search(bare) or _DATE_OR_VERSION.fullmatch(bare):
        return False
    if DIGEST.fullmatch(bare) or a_path(bare) or _RESOURCE.fullmatch(bare) or _HOST_PORT.fullmatch(bare):
        return False
    if _FILE_LINE.fullmatch(bare) or _REGION_ID.fullmatch(bare) or _ALGORITHM.fullmatch(bare):
        return False
    if ID_PATTERN.match(bare) or USER_AT_ADDRESS.fullmatch(bare):
        return False  # a memory's own id (the outputs that list ids pass through redaction too), deploy@10.0.0.4
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
    if not digits and not (len(bare) >= 24 and upper >= 3 and letters - upper >= 3) and not _VENDOR.match(bare):
        return False
    if not digits and _CLASS_NAME.fullmatch(bare):
        return False  # EncryptedSharedPreferences: a class's name, words run together
    return entropy(bare) >= MIN_BITS


def secretish(value: str) -> bool:
    """Long enough, with letters, and digits or much mixed case: how keys and passwords look."""
    letters = [ch for ch in value if ch.isalpha()]
    if len(value) < 8 or not letters:
        return False
    upper = sum(ch.isupper() for ch in value[1:])
    lower = sum(ch.islower() for ch in letters)
    symbols = any(not ch.isalnum() for ch in value)
    return any(ch.isdigit() for ch in value) or (upper >= 3 and lower >= 3 and (len(value) >= 12 or symbols))


_PLACEHOLDER_WORDS = lazy(
    r"\byour[_ -]|[_ -]here$|replace[_-]?me|insert[_-]?(?:your|key|token|here)|change[_-]?me|^x+$|[*•]{4,}",
    re.IGNORECASE,
)
# example keys published for everyone to use: any spelled with EXAMPLE (AWS's AKIAIOSFODNN7EXAMPLE,
# sk_example_123), jwt.io's default token's signature, Stripe's docs test keys, Azurite's (the Azure
# Storage emulator's) well-known account key, the RFCs' examples (RFC 7617's Aladdin:open sesame,
# RFC 6749's and 6750's tokens, codes and client secret)
_PUBLISHED = lazy(
    r"EXAMPLE|(?:^|[-_.])example(?:[-_.]|$)"
    r"|SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c|sk_test_4eC39HqLyjWDarjtT1zdp7dc|pk_test_TYooMQauvdEDq54NiTphI7jx"
    r"|QWxhZGRpbjpvcGVuIHNlc2FtZQ==|2YotnFZFEjr1zCsicMWpAA|tGzv3JOkF0XG5Qx2TlKWIA|SplxlOBeZQQYbYS6WxSbIA"
    r"|7Fjfp0ZBr1KtDRbnfVdmIw|mF_9\.B5f-4\.1JqM"
    r"|Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)
# a test's stand-in, named so in lower-case words: fake-token-for-tests, mock-password-48, not-a-real-key
_STAND_IN = lazy(
    r"(?=.*(?:^|[-_])(?:fake|dummy|mock|test|tests|placeholder|not[-_]a[-_]real)(?:[-_]|$))"
    r"(?=.*(?:key|token|secret|password|passwd|pass|pwd|credentials?|auth))[a-z]+(?:[-_][a-z0-9]+)+"
)
# an instruction in words to put a value there: replace-with-a-long-random-string, PASTE_YOUR_TOKEN
_INSTRUCTION = lazy(
    r"(?:replace|put|insert|paste|fill|enter|generate|set|add)[-_](?:with|your|in|a|an|the|me|this|real|own|random)"
    r"(?:[-_][a-z0-9]+)*",
    re.IGNORECASE,
)
# a test's stand-in given alone as the value: password="dummy", DB_PASSWORD=test
_STAND_IN_WORDS = frozenset({"dummy", "fake", "mock", "test", "testing", "placeholder", "stub"})
_FILL_IN = lazy(r"请填写|请输入|请替换|填写你的|替换为你的|你的")  # “请填写你的AccessKeyId”: a form, not a value


# a vendor's prefix and then counting digits (re_123456789, sk-1234567890): what docs print as a dummy
_COUNTED_DUMMY = lazy(r"(?:[A-Za-z][A-Za-z0-9]{0,11}[_-]){1,3}(\d{8,10})")
_COUNTING = ("1234567890", "0123456789")


def counted_dummy(value: str) -> bool:
    """A vendor's prefix, then digits counting up from 0 or 1 (``re_123456789``): a docs' dummy."""
    match = _COUNTED_DUMMY.fullmatch(value.rstrip(",.;:!?)"))
    return match is not None and any(run.startswith(match.group(1)) for run in _COUNTING)


def published(value: str) -> bool:
    """An example key published for everyone to use, or one spelled with EXAMPLE (``_PUBLISHED``)."""
    return _PUBLISHED.search(value) is not None


def masked(value: str) -> bool:
    """your_password_here, REPLACE_ME, change-me-in-production, sk-xxxx, AKIAXXXXXXXXXXXXXXXX, an
    instruction (replace-with-a-random-string), a test's stand-in (dummy-secret-for-unit-test) or a form to fill in (请填写你的AccessKeyId)."""
    bare = value.strip(_QUOTES)
    if bare.lower() in _STAND_IN_WORDS:
        return True
    if _PLACEHOLDER_WORDS.search(bare) is not None or published(bare):
        return True
    if _STAND_IN.fullmatch(bare) is not None or _FILL_IN.search(bare) is not None or _INSTRUCTION.fullmatch(bare):
        return True
    if counted_dummy(bare):
        return True
    # sk-xxx, AKIAXXXXXXXX: a run of x's that is a good part of the value (a random key may hold three)
    run = max((len(m) for m in re.findall(r"x+", bare, re.IGNORECASE)), default=0)
    return run >= 6 or (run >= 3 and run * 4 >= len(bare))


# hash shapes, the one definition: crypt's format ($id$[params$]salt$hash: $2b$10$..., $6$rounds=5000$...)
# and a hex digest (MD5 to SHA-512, a few of them joined)
CRYPT = r"\$[0-9a-z]{1,8}\$[\w./+=-]{2,}(?:\$[\w./+=-]*)*"
HEX_DIGEST = r"[0-9a-fA-F]{32,128}"
# a password stored hashed: MySQL's *HEX40, PostgreSQL's md5HEX32, LDAP's {SSHA}..., SCRAM's verifier
_HASHED = lazy(
    r"\*[0-9A-Fa-f]{40}|md5[0-9a-f]{32}|(?:[0-9A-Fa-f]{2}:){3,}[0-9A-Fa-f]{2}|\{(?:S?SHA\d*|S?MD5|CRYPT|PBKDF2[\w-]*|ARGON2)\}\S+|SCRAM-SHA-256\$\S+"
)


def hashed(value: str) -> bool:
    """A password's hash (kept by a server, shown by its tools) or a certificate's fingerprint
    (SHA1：61:73:4F:...): no secret in itself."""
    return _HASHED.fullmatch(value.strip(_QUOTES)) is not None


# how people make a password of a name, a word or a date: a name and digits after a dot (li.4821), a word
# and five or more digits, a date and initials (24051999hz), Name_Name_1990, a short capital word, "_", a
# word and a digit (XIV_Lotus3), a word and two digits and a symbol (tnemom42?), capitalised words run
# together and a symbol at the end (MyOtterLovesKelp$)
_PERSONAL = lazy(
    r"[a-z]{3,12}\.\d{3,6}|[a-z]{4,12}\d{5,8}|\d{6,8}[a-z]{2,4}|[A-Z][a-z]{1,10}_[A-Z][a-z]{1,10}_(?:19|20)\d\d|"
    r"[A-Z]{2,6}_[A-Z][a-z]{2,10}\d{1,3}|[a-z]{4,10}\d{2,4}[!@#$%^&*?~]|(?:[A-Z][a-z]{1,12}){3,8}[!@#$%^&*?~+=]{1,3}"
)


def personal(value: str) -> bool:
    """Shaped as people make a password of a name, a word or a date (``_PERSONAL``); a "?" or "!"
    at its end is its own."""
    bare = value.strip(_QUOTES).rstrip(".,;:)")
    return _PERSONAL.fullmatch(bare) is not None and not _DATE_OR_VERSION.fullmatch(bare)


def password(value: str) -> bool:
    """How a password, a passphrase or a PIN looks, once a sentence has said that one follows:
    letters with digits and symbols or both cases (8+), letters with digits (10+), three or
    more words joined by dots, dashes or underscores, 4-10 digits, or a shape of ``personal``."""
    if personal(value):
        return True
    bare = value.strip(_QUOTES).rstrip(".,;:!?)")
    if not 4 <= len(bare) <= 128 or masked(bare) or hashed(bare) or UUID.search(bare) or "://" in bare:
        return False
    if _CJK.search(bare):
        return False  # words, not something typed at a prompt
    if DIGEST.match(bare) or a_path(bare):
        return False  # pinned to sha256:..., kept in ~/.ssh/id_ed25519
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


LOWER_NAME = lazy(r"[a-z]+(?:[-_.][a-z0-9]+)+")  # mysql-auth, build-7f3a9c2: lower-case words joined
_VERSIONED = lazy(r"[A-Za-z]+(?:[-_.][A-Za-z]+)*[-_.]v?\d+(?:\.\d+)*|[A-Za-z]+\d+(?:\.\d+)+")  # Python-3.11, Node18.2
_FIELD = lazy(r"(?:[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*|[A-Z][A-Z0-9_]*)=")  # user_id=59490, IP=10.2.0.7
_WORD_LIST = lazy(r"[A-Za-z_][\w ]*(?:,[A-Za-z_][\w ]*){2,}")  # words in a row, comma-separated
_DOTTED_CODE = lazy(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+")  # hashlib.sha256, argon2.argon2id
# 1Password, Windows11, PostgreSQL16, iPhone15,2 (a device's model): a name
_WORD_WITH_DIGITS = lazy(r"\d*(?:[A-Z]?[a-z]+)+[A-Z]{0,4}\d*(?:,\d{1,2})?")
# code: brackets, a pipe, statements (a;b;c), a connection string's fields (x;User Id=), an HTML
# entity, $VAR, assignments, options (1000,iocharset=utf8), paths, file names (one ";" between
# letters is a keyboard walk: asdf;lkj!)
_CODE = lazy(
    r"[()\[\]{}<>\\|]|;.*;|;[A-Z][a-z]|&#?\w+;|^\$|\$\{|=.*[=&]|&.*=|,[a-z]\w*=|^[-/.~]|/.*/|://|\.(?:com|org|net|io|cn|txt|json|ya?ml|py|js|ts|md|log|sh|conf|cfg|ini)\b"
)


_SHORT_WORD = lazy(r"(?<![A-Za-z])[A-Za-z]{4,8}(?![A-Za-z])")


def _scrambled(value: str) -> bool:
    """A word of 4-8 letters with three capitals and two small letters at least, cases mixed at
    random (rAvEN_5716, LIlaC-2962): a password made of a word, not a name (GitHub, iPhone15)."""
    for word in _SHORT_WORD.findall(value):
        if sum(ch.isupper() for ch in word) >= 3 and sum(ch.islower() for ch in word) >= 2:
            return True
    return False


def typed(value: str, cell: bool = False) -> bool:
    """A token shaped like a password someone typed (in a line that talks about passwords): 8-64
    characters, letters and digits with a symbol or both cases, high in entropy; not an e-mail,
    URL, path, file name, version, hash, UUID, code, or a lower-case identifier (build-7f3a9c2).
    A sentence's closing punctuation is not part of it, a table ``cell``'s is."""
    # a "!" stays: passwords end in one more often than a sentence with a password in it does
    bare = value.strip(_QUOTES) if cell else value.strip(_QUOTES).rstrip(".,;:?)")
    if not 8 <= len(bare) <= 64 or masked(bare) or UUID.search(bare) or _HEX.fullmatch(bare):
        return False
    if ("@" in bare and _DOMAIN.search(bare.split("@")[-1])) or _CODE.search(bare) or _DATE_OR_VERSION.fullmatch(bare):
        return False
    if _NAME_AND_BIRTHDAY.fullmatch(bare):
        return entropy(bare) >= 2.8  # hubin19750305: a name and a birthday, how many passwords are made
    if personal(value.strip(_QUOTES)):
        return True  # li.4821, XIV_Lotus3, MyOtterLovesKelp$: a name, a word or a date made a password
    if (
        LOWER_NAME.fullmatch(bare) or _VERSIONED.fullmatch(bare) or _a_name(bare) or _WORD_WITH_DIGITS.fullmatch(bare)
    ) and not _scrambled(bare):
        return False
    if _RESOURCE.fullmatch(bare) or USER_AT_ADDRESS.fullmatch(bare):
        return False  # acs:kms:cn-beijing:...:secret/x names a secret; backup@10.0.0.5::data is rsync's target
    if _FIELD.match(bare) or re.fullmatch(r"[a-z0-9_.-]+@[a-z][a-z0-9.-]*|[a-z][\w.-]*(?:/[\w.-]+)+", bare):
        return False  # deploy@web01, release/2.3: a user at a host (in lower case), a branch or a path
    if _ALGORITHM.fullmatch(bare):
        return False  # PBKDF2-HMAC-SHA1, AES-256-GCM: an algorithm's name
    if _WORD_LIST.fullmatch(bare) or _DOTTED_CODE.fullmatch(bare):
        return False  # Title,Website,Username,Password: a CSV header; argon2.argon2id: a module's attribute
    if re.fullmatch(r"[a-z0-9_.-]+@\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?'s", bare):
        return False  # deploy@10.0.0.4's password: a prompt
    # random characters of a short password repeat less than log2(length) allows: P@nd@688% holds 2.7 bits
    return password(bare) and entropy(bare) >= min(2.8, math.log2(len(bare)) - 0.5)


@cache
def _wordlist() -> frozenset[str]:
    # beside this module, as config.py reads its defaults: importlib.resources would import
    # zipfile and tempfile into a CLI call whose printed line merely looks like twelve words
    text = (Path(__file__).parent / "data" / "bip39_english.txt").read_text("utf-8")
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


_TABLE_RULE = lazy(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$", re.MULTILINE)
# the first row of a table pasted without its rule line: "| a | b |" after a line that is no row, a row after it
_PIPE_ROWS = lazy(r"(?:^|(?<=\n))(?<!\|\n)(?<!\|[ \t]\n)[ \t]*\|[^\n|]*(?:\|[^\n|]*){2,}\|[ \t]*(?=\n[ \t]*\|)")
_PASSWORD_COLUMN = lazy(r"pass(?:word|wd|code)?|pwd|pin|密码|口令|密碼", re.IGNORECASE)
_KEY_COLUMN = lazy(r"token|secret|key|令牌|密钥|秘钥|凭证", re.IGNORECASE)
_RECORD_KEY = lazy(r"public|cache|sort|primary|foreign|partition", re.IGNORECASE)  # not a secret's column
# a column named a password and nothing else (Password, DB password, 密码): its cells need only a password's shape
_PASSWORD_HEADER = lazy(r"(?:\w+[ _-]?)?(?:pass(?:word|wd|code)?|pwd|pw|pin|密码|口令|密碼)", re.IGNORECASE)
_CELL_REFERENCE = lazy(r"[$%{<]|[a-z]{2,10}:[\w/]")  # ${DB_PW}, {{ pw }}, vault:kv/db: where it is kept
# a column named a key and nothing else (Key, API key, 密钥, App Secret): hex of a key's length is one there,
# and so is a key of base64 parts joined by dashes (AQE…=-…=-…)
_KEY_HEADER = lazy(r"(?:api|app|secret|access|private)?[ _-]?(?:key|secret|token)|密钥|秘钥|令牌", re.IGNORECASE)
_CELL_KEY = lazy(r"[0-9a-fA-F]{12,128}|[A-Za-z0-9+/_]{6,128}={0,2}(?:-[A-Za-z0-9+/_]{6,128}={0,2}){1,4}")


def table_cells(text: str) -> list[tuple[int, int, str]]:
    """Spans of the cells of a Markdown table, under a password (or key, token) column's
    header, shaped like one: (start, end, label). A cell of several words is prose. A table
    pasted without its rule line (``|---|``) is read from its first row, as its header."""
    if "|" not in text:
        return []
    spans: list[tuple[int, int, str]] = []
    ruled = False
    for rule in _TABLE_RULE.finditer(text):
        ruled = True
        header_start = text.rfind("\n", 0, max(0, rule.start() - 1)) + 1
        bar = text.find("|", header_start, rule.start())
        if bar > header_start and text[rule.start() : rule.end()].lstrip()[:1] == "|":
            header_start = bar  # "刘工：| a | b |": who pasted the table, before its first bar
        _read_rows(text, header_start, max(header_start, rule.start() - 1), rule.end() + 1, spans)
    if not ruled:
        for header in _PIPE_ROWS.finditer(text):  # a header row, then rows, no rule line between
            _read_rows(text, header.start(), header.end(), header.end() + 1, spans)
    return spans


def _read_rows(text: str, header_start: int, header_end: int, position: int, spans: list[tuple[int, int, str]]) -> None:
    """The cells under a secret's column of the table whose header lies from ``header_start``
    to ``header_end`` and whose rows start at ``position``, added to ``spans``."""
    columns: dict[int, tuple[str, Callable[[str], bool]]] = {}
    for index, (start, end) in enumerate(_cells(text, header_start, header_end)):
        name = text[start:end]
        if _PASSWORD_HEADER.fullmatch(name):
            columns[index] = ("password", password_cell)
        elif _PASSWORD_COLUMN.search(name):
            columns[index] = ("password", _typed_cell)
        elif _KEY_HEADER.fullmatch(name.strip("`*")):
            columns[index] = ("secret", _key_cell)
        elif _KEY_COLUMN.search(name) and not _RECORD_KEY.search(name):
            columns[index] = ("secret", credential)
    while columns and position < len(text):
        end = text.find("\n", position)
        end = len(text) if end < 0 else end
        if "|" not in text[position:end] or _TABLE_RULE.fullmatch(text, position, end):
            break  # the table ends, or another begins: each line is read as a row once
        for index, (start, stop) in enumerate(_cells(text, position, end)):
            cell = text[start:stop]
            if index in columns and cell and not any(ch.isspace() or ch == "[" for ch in cell):
                label, judge = columns[index]
                if judge(cell):
                    spans.append((start, stop, label))
        position = end + 1


def _key_cell(value: str) -> bool:
    bare = value.strip(_QUOTES)
    if credential(bare):
        return True
    return _CELL_KEY.fullmatch(bare) is not None and any(ch.isdigit() for ch in bare) and not hashed(bare)


def _typed_cell(value: str) -> bool:
    return typed(value, cell=True)


def password_cell(value: str) -> bool:
    """A table's cell under a column named a password: a password's shape, not where one is kept."""
    return password(value) and not _CELL_REFERENCE.match(value)


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of a table row's cells between ``start`` and ``end``, each stripped of spaces."""
    line = text[start:end]
    left, right = len(line) - len(line.lstrip()), len(line.rstrip())
    left += line[left : left + 1] == "|"
    right -= right > left and line[right - 1] == "|"
    spans = []
    for bar in [*(i for i in range(left, right) if line[i] == "|"), right]:
        cell = line[left:bar]
        lead = len(cell) - len(cell.lstrip())
        spans.append((start + left + lead, start + left + len(cell.rstrip())))
        left = bar + 1
    return spans


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


def recovery_password(value: str) -> bool:
    """A BitLocker recovery password: eight groups of six digits, each a multiple of 11 below
    720896 (each holds 16 bits of the key times 11); other grouped numbers seldom are."""
    groups = value.split("-")
    return len(groups) == 8 and all(int(group) % 11 == 0 for group in groups)


def key_bytes(value: str) -> bool:
    """A JSON array of 64 numbers that are random bytes (a wallet's key pair): each below 256,
    some above 127 and few repeated, unlike a table of small counts or a run."""
    numbers = [int(n) for n in re.findall(r"\d+", value)]
    return max(numbers) < 256 and sum(n > 127 for n in numbers) >= 8 and len(set(numbers)) >= 40


def keys(value: str) -> bool:
    """A comma-separated list of values, each shaped like a key (APP_KEYS=a,b,c,d)."""
    return all(credential(part.strip()) for part in value.split(","))
