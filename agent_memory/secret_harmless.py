"""Values in a secret's place that real text says are no secret: what a rule took is kept when
the text around it shows it stored hashed, encrypted, published, empty or a template.

- a password stored hashed by the device that keeps it (Junos' ``encrypted-password "$6$…"``,
  Huawei's ``password irreversible-cipher $1c$…$``): a crypt hash after a word saying so; a
  bare ``password: "$2b$…"`` in an app's settings still goes, as it lets one in where it is read;
- ciphertext in its wrapper (SOPS' ``ENC[AES256_GCM,data:…,iv:…,tag:…]``, jasypt's and
  hiera-eyaml's ``ENC(…)``/``ENC[PKCS7,…]``) or a SealedSecret's ``encryptedData`` (``Ag…``):
  only the key that decrypts it is a secret;
- the few keys vendors publish in their docs for everyone to use (jwt.io's example token,
  Stripe's docs test key, Azurite's well-known account key);
- an empty field in a form (``password=&remember=on``): the next field is not its value;
- a setting named after a password (``password_min_length: 12``), a KDF's salt beside its other
  parameters (``salt=…, iterations=600000``), and passwords listed as weak (a strength checker's
  cases, a training's 弱口令字典): examples, not anyone's password;
- Rails' ``credentials.yml.enc`` shown (``data--iv--tag``), without its master key;
- a template (``session:{userId}:{…}``) and a cache's key named by what it holds and the
  digest of its lockfile (``node-modules-linux-<sha256>``).
"""

from __future__ import annotations

import re

from .regex import lazy

_CRYPT = lazy(r"""["']?\$[0-9a-z]{1,8}\$[./\w+=-]{4,}(?:\$[./\w+=-]*)?["']?""")
_SAYS_HASHED = lazy(
    r"(?:encrypted|hashed|irreversible|cipher(?:text)?|hash)[-_ ]?(?:password|passwd|cipher|hash)?\s*[:=]?\s*$",
    re.IGNORECASE,
)
_SEALED = lazy(r"encryptedData|SealedSecret")
# published by their vendors as examples everyone may use: jwt.io's default token's signature,
# Stripe's docs test keys, Azurite's (the Azure Storage emulator's) well-known account key
_PUBLISHED = lazy(
    r"SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c|sk_test_4eC39HqLyjWDarjtT1zdp7dc|pk_test_TYooMQauvdEDq54NiTphI7jx"
    r"|Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)
_SETTING = lazy(r"(?:password|passwd|pwd|secret|token)(?:_[a-z]+)+", re.IGNORECASE)
_KDF = lazy(
    r"\bsalt\s*[=:]\s*$|(?=.*\bsalt\b)(?=.*\b(?:iterations?|rounds|kdf|pbkdf2|scrypt|argon2\w*)\b)", re.IGNORECASE
)
_WEAK_LIST = lazy(
    r"(?:弱口令|弱密码|常见密码)(?:字典|列表|清单|库)|(?:weak|common|leaked|breached)[- ]passwords? (?:list|dictionary)"
    r"|password[- ]strength (?:test|check|meter)|->\s*['\"]?(?:weak|fair|strong)\b",
    re.IGNORECASE,
)
_RAILS_ENC = lazy(r"[A-Za-z0-9+/]+=*--[A-Za-z0-9+/]+=*--[A-Za-z0-9+/]+=*")
_NEXT_FIELD = lazy(r"&[A-Za-z_][\w.]*=")
_TEMPLATE = lazy(r"\{[a-z][A-Za-z0-9_]*\}")
_NAMED_DIGEST = lazy(r"[a-z]+(?:-[a-z0-9]+){2,}-[0-9a-f]{40,64}")  # not sk-or-v1-<hex>: a vendor's prefix


def harmless_here(text: str, start: int, value: str) -> bool:
    """Whether ``value``, found at ``start`` in ``text`` where a rule expects a secret, is one of
    the harmless values in this module's docstring."""
    if _NEXT_FIELD.match(value) or _TEMPLATE.search(value) or _PUBLISHED.search(value):
        return True
    if _NAMED_DIGEST.fullmatch(value) and not value.startswith(("sk-", "xox")):
        return True
    if _SETTING.fullmatch(value.rstrip(":：=")):
        return True
    before = text[max(0, start - 400) : start]
    end = text.find("\n", start)
    line = before[before.rfind("\n") + 1 :] + text[start : end if end >= 0 else len(text)]
    if _WEAK_LIST.search(line) or ("salt" in before[-8:].lower() and _KDF.search(line)):
        return True
    if _RAILS_ENC.fullmatch(value.rstrip("，,。.;")) and ".yml.enc" in before:
        return True
    if _CRYPT.fullmatch(value) and _SAYS_HASHED.search(before[-48:]):
        return True
    return enciphered(before, value)


def enciphered(before: str, value: str) -> bool:
    """Inside an ``ENC[…]``/``ENC(…)`` wrapper still open at the value, or a SealedSecret's
    ``Ag…`` ciphertext under its ``encryptedData``."""
    opened = max(before.rfind("ENC["), before.rfind("ENC("))
    if opened >= 0 and not any(ch in before[opened + 4 :] for ch in ")]\n"):
        return True
    return value.lstrip("\"'").startswith("Ag") and len(value) >= 64 and _SEALED.search(before) is not None
