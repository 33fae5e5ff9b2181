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
  a record's public verification code, not a login;

and the classes blind S showed:

- an SSH public key as a host lists it (``host ecdsa-sha2-nistp256 AAAAE2…``): the key's type
  and its body after that type, what ``known_hosts`` and ``authorized_keys`` hold;
- a type in a schema (``password: String!``, ``token: [ID!]``): the field's type, not its value;
- a secret manager's command in a secret's place (``密码从凭据托管取：gopass show -o x/y``): where
  the secret is fetched from;
- a registry's number after the registry's name (``USCC 9131…``, 统一社会信用代码 …) and a
  postal PIN code with the address it is for ("ship to PIN code 560034"): public numbers.

and the classes blind U showed:

- a row of a hash export (``alice:$2b$12$…``, ``bob,$argon2id$…``) after words on its line that
  call the passwords hashed ("密码已哈希", "hashed passwords"): a user and what the server keeps;
- a value the words right after it say is no secret ("（都是用户标识，不是密钥）", "(an id, not
  a secret)") or only an example ("（仅作演示）", "(for demo only)");
- a marker left where a tool hid a value (``[hidden by gh]``, ``[REDACTED]``, ``[已隐藏]``);
- the base64 of a word the text shows before it ("'password' in base64 is cGFzc3dvcmQ="): an
  encoding explained, not a secret;

and the classes blind V showed:

- a request's one-time public parameter by its name (``nonce=…``, ``state=…``,
  ``code_challenge=…``): sent in the clear and echoed back, nothing that lets one in;
- a WebAuthn credential's id (``credentialId: "…"``, ``rawId``, "凭证 ID …"): the public
  handle of a passkey, whose secret half never leaves the authenticator.
"""

from __future__ import annotations

import re

from .harmless_gates import ALL
from .regex import lazy
from .secret_shapes import CRYPT, HEX_DIGEST

_DIGEST_SALTED = lazy(HEX_DIGEST + r"(?:[:$][\w./+=-]{1,64})?|" + CRYPT)
# the words after a value that call it a hash (within a few characters: a bracket, a dash, "is")
_CALLED_HASH = lazy(
    r"[\s,，]*(?:[（(—–-]|is\b|=)?\s*(?:(?:a|the|salted|unsalted|md5|sha-?\d+|bcrypt|stored)\s+){0,3}"
    r"(?:哈希|散列|加盐|密文|hash(?:ed)?\b|salted\b|digest\b|不是明文|非明文|not (?:the )?plain ?text)",
    re.IGNORECASE,
)
_AFTER = 40  # how far after a value the words calling it a hash are looked for
# the words right after a code that say anyone may check it with it ("（用于学历查验，公开可查）")
_PUBLIC_AFTER = lazy(r"[^\n]{0,24}?(?:公开可查|可公开查询|供[^\n]{0,6}查验|publicly[ \t]+verifiable)", re.IGNORECASE)
_DIGEST_BEFORE = lazy(r"(?<![0-9a-fA-F])" + HEX_DIGEST + r"[:$]$")  # the salt alone was taken: its digest before
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


# the classes blind S showed: an SSH key's type, a key body after its type, a schema's type
_SSH_TYPE = r"(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)"
_SSH_KEY_TYPE = lazy(_SSH_TYPE)
_SSH_BODY = lazy(r"AAAA[A-Za-z0-9+/]{8,}={0,3}")
_SSH_TYPE_BEFORE = lazy(_SSH_TYPE + r"[ \t]+$")
_SCHEMA_TYPE = lazy(r"\[?(?:String|Int|Float|Boolean|ID|Bytes|Upload)!?\]?!?[,;)}]?")
# a secret manager's fetch: the tool's name, then its subcommand that prints a secret
_MANAGER = lazy(r"gopass|pass|op|bw|lpass|keeper|chamber|secret-tool|infisical|doppler|sops|vault|security")
_FETCH_AFTER = lazy(
    r"[ \t]+(?:show|read|get|lookup|decrypt|exec|run|secrets[ \t]+get|kv[ \t]+get|find-(?:generic|internet)-password)\b"
)
# a public registry's number after its name, and an Indian postal PIN code with its address
_REGISTRY_BEFORE = lazy(
    r"(?:\bUSCC|unified[ \t]+social[ \t]+credit[ \t]+code|统一社会信用代码|社会信用代码|纳税人识别号|税号)[ \t:：#]*$",
    re.IGNORECASE,
)
_POSTAL_PIN = lazy(r"\bpin[ \t]?code[ \t:：]*$", re.IGNORECASE)
_POSTAL_WORDS = lazy(r"\b(?:ship|shipping|deliver\w*|postal|post|address|courier|India)\b|邮编", re.IGNORECASE)


# the classes blind U showed: hashed rows, values said to be no secret or an example, markers, encodings
_HASH_ROW = lazy(r"[\w.@-]{1,64}[,:;\t](?:" + CRYPT + "|" + HEX_DIGEST + r")[,，。.;]?")
_HASHED_BEFORE = lazy(r"已哈希|已散列|哈希后|加盐哈希|\bhashed\b|\bbcrypt\b|\bargon2", re.IGNORECASE)
_NOT_SECRET_AFTER = lazy(
    r"[ \t]*[（(—–-][^\n）)]{0,24}?(?:(?:不是|并非|不算|不属于)(?:密钥|秘钥|凭证|凭据|机密|敏感)|"
    r"仅作演示|仅供演示|仅作示例|仅为示例|仅供示例|演示用|示例值|"
    r"not[ \t]+(?:a[ \t]+)?(?:secret|credential|sensitive)s?\b|"
    r"(?:for[ \t]+)?(?:demo|illustration|example)[ \t]+(?:purposes[ \t]+)?only\b)",
    re.IGNORECASE,
)
_MARKER = lazy(
    r"[\[<(]{1,2}[ \t]*(?:(?:value|secret|key|token|password)[ \t_-]+)?"
    r"(?:hidden|redacted|masked|removed|omitted|filtered|scrubbed|censored|elided|sanitized|"
    r"已隐藏|已脱敏|已屏蔽|已删除|已打码|隐藏|脱敏|打码)\b[^\]\n>)]{0,30}[\]>)]",
    re.IGNORECASE,
)


def said_not_secret(text: str, start: int, value: str, bare: str) -> bool:
    """Whether ``value`` (at ``start``) is a row of a hash export its line calls hashed, one the
    words after it say is no secret or an example, or a tool's marker of a hidden value (classes
    blind U showed; the base64 of a word the text shows before it is
    ``keyword_values.encodes_word_before``)."""
    end = start + len(value)
    if (marker := _MARKER.match(text, start)) is not None and marker.end() >= end - 1:
        return True  # the marker holds the whole value (or all of it but a comma after)
    if _NOT_SECRET_AFTER.match(text, end, min(len(text), end + 40)):
        return True
    if _HASH_ROW.fullmatch(bare):
        line = text.rfind("\n", 0, start) + 1
        if _HASHED_BEFORE.search(text, max(line, start - 80), start):
            return True
    return False


# the classes blind V showed: a request's public parameters, a passkey's credential id
_PUBLIC_PARAM_BEFORE = lazy(
    r"(?<![A-Za-z0-9_])(?:nonce|state|code_challenge|(?:webauthn[ _-]?)?credential[ _-]?id|credentialId|rawId|"
    r"(?:凭证|凭据)[ \t]?id)[\"']?[ \t]*[:：=]?[ \t]*[\"']?$",
    re.IGNORECASE,
)


def public_parameter(text: str, start: int) -> bool:
    """Whether the value at ``start`` follows the name of a request's public parameter (a nonce,
    an OAuth state, a PKCE challenge) or of a passkey's credential id (the classes blind V showed)."""
    return _PUBLIC_PARAM_BEFORE.search(text, max(0, start - 32), start) is not None


def said_harmless(text: str, start: int, value: str, words: frozenset[str] = ALL) -> bool:
    """Whether ``value`` (at ``start`` in ``text``) is a stored hash the text calls one right
    after it, a scoped name (``DB::Exception``), a code said checkable by anyone, or what
    ``said_public`` and ``shown_public`` find; ``words``: the names in ``harmless_gates.GATES`` whose
    words the text holds."""
    bare = value.strip("\"'`")
    if _SCOPED.fullmatch(bare):
        return True
    if shown_public(text, start, value, bare, words):
        return True
    if said_not_secret(text, start, value, bare):
        return True
    if said_public(text, start, value, words):
        return True
    if "public_param" in words and public_parameter(text, start):
        return True
    if "public_after" in words and _PUBLIC_AFTER.match(text, start + len(value)):
        return True
    if not _DIGEST_SALTED.fullmatch(bare.rstrip(",，。.;")):
        if start == 0 or text[start - 1] not in ":$":
            return False  # the salt alone was taken only right after its digest and a ":" or "$"
        digest = _DIGEST_BEFORE.search(text, max(0, start - 130), start)
        if digest is None or not _DIGEST_SALTED.fullmatch(text[digest.start() : start] + bare.rstrip(",，。.;")):
            return False
    end = start + len(value)
    return _CALLED_HASH.match(text, end, min(len(text), end + _AFTER)) is not None


def said_public(text: str, start: int, value: str, words: frozenset[str] = ALL) -> bool:
    """Whether ``value`` is one its line calls published or public before it, a password's
    length rule, or another attribute of an HTML password field (the classes blind Q showed)."""
    end = start + len(value)
    if _LENGTH_RULE.fullmatch(value.rstrip(",，。.;")) and _COUNTED.match(text, end):
        return True
    line = text.rfind("\n", 0, start) + 1
    if "input" in words:
        tag = text.rfind("<", max(line, start - 420), start)
        if tag >= 0 and _FIELD_ATTRIBUTE.search(text, tag, start):
            return True
    if "said_public" not in words:
        return False
    lo = max(line, start - _PUBLIC_BEFORE)
    while (said := _SAID_PUBLIC.search(text, lo, start)) is not None:
        if said.group().startswith("公开") and said.start() > 0 and text[said.start() - 1] in _NOT_PUBLIC:
            lo = said.end()
            continue
        return True
    return False


def shown_public(text: str, start: int, value: str, bare: str, words: frozenset[str] = ALL) -> bool:
    """Whether ``value`` is an SSH public key (its type, or its body after its type), a schema's
    type, a secret manager's command, a registry's number or a postal PIN code (the classes
    blind S showed)."""
    if _SSH_KEY_TYPE.fullmatch(bare) or _SCHEMA_TYPE.fullmatch(bare):
        return True
    if _SSH_BODY.match(bare) and _SSH_TYPE_BEFORE.search(text, max(0, start - 48), start):
        return True
    if _MANAGER.fullmatch(bare) and _FETCH_AFTER.match(text, start + len(value)):
        return True
    if "registry" in words and _REGISTRY_BEFORE.search(text, max(0, start - 40), start):
        return True
    if not (bare.isdigit() and len(bare) == 6 and _POSTAL_PIN.search(text, max(0, start - 16), start)):
        return False
    line = text.rfind("\n", 0, start) + 1
    end = text.find("\n", start)
    return _POSTAL_WORDS.search(text, max(line, start - 120), end if end >= 0 else len(text)) is not None
