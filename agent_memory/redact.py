"""Redaction: secrets become ``[已脱敏:label]`` before anything is written or sent.

The rules live in config.yaml (``security.redact_patterns``), applied top to bottom. A rule
with two or more groups is a keyword followed by a value: the keyword (group 1) stays and
the value (group 2) is replaced -- unless the value is plainly not a secret (see
``_plausible``), so that "the password is stored hashed" or "授权码是一次性的" stay as they
are. A rule with one group is replaced whole, so no part of the secret survives. A value
that is already a placeholder is left alone, which makes redaction idempotent.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, TextIO

from .config import RedactRule
from .secret_shapes import credential, masked, password, phrases

_MARK_PREFIX = "[已脱敏"
# Words that follow a keyword in prose or code, not secrets: "password reset", "token: none",
# "const token = await ...", and the keyword's own name as a placeholder (USER:PASSWORD@HOST).
_PROSE = frozenset(
    """a an the is was are be been being to for of in on at by with and or not no none null nil undefined
    true false yes empty blank required optional missing invalid valid expired expires expiry wrong incorrect
    changed change reset rotation rotate rotated stored hashed hashing encrypted encryption policy policies
    manager management bucket buckets file files field fields length strength hint hints here there below above
    please placeholder redacted hidden masked used usage limit limits count budget window based auth
    authentication authorization protected secured safe unsafe leak leaked leaks storage vault server service
    format type types rules rule requirements generated generation issued refresh refreshed revoked exchange
    flow flows endpoint header headers cookie cookies scope scopes lifetime ttl duration lasts must should
    will can cannot may via from into as it its this that these those which who when where how what
    await new function return const let var def lambda self cls async static public private
    password passwords passwd pass pwd secret secrets token tokens key keys apikey api_key credential
    credentials user username changeme change_me example sample dummy your_password yourpassword your_token
    str int bytes bool float any optional secretstr string text list dict correct invalidated accepted rejected
    checked verified sent shown printed logged include omit same-origin use see ask check""".split()
)
# Not a value but a pointer to one: ${X}, $TOKEN, %X%, <your-token>, {{ x }}, [none], getToken(),
# form.password.value, os.environ[...], a URL, a path, image:1.2.3, and placeholders (sk-xxxx, sk_test_...).
_REFERENCE = re.compile(
    r"^(?:\$[({].*|\$[A-Z_][A-Z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%|<.*|\{\{.*|\[.*|\(.*|[A-Za-z_][A-Za-z0-9_.]*[(\[].*|"
    r"(?:process\.env|os\.environ|env)[.\[].*|[a-z][a-z0-9+.-]*://.*|[a-z0-9][a-z0-9._/-]*:v?\d+(?:\.\d+)+|"
    r".*(?:\.\.\.|…|[xX]{4,}|\*{3,}|•{3,}).*|"
    # templates and tags: $VAR/x, %(name)s, __NAME__, #{NAME}#, !env_var, a version range (^9.0.2)
    r"\$[A-Za-z_]\w*.*|.*%\(\w+\)s.*|__[A-Z][A-Z0-9_]*__|#\{.*|![A-Za-z][a-z_]+(?:\s.*)?|[\^~<>=]+\s*v?\d+(?:\.\d+)+[\w.+-]*|"
    # an environment variable's name (API_KEY, ?API_KEY) and a path of lower-case names (prod/db/credentials)
    r"\??[A-Z][A-Z_]*_[A-Z_]+|[a-z][a-z0-9_-]*(?:/[a-z0-9_.-]+)+)$"
)
# A dotted name (form.password.value, var.db_password) or a path (./password.txt): code, unless
# it looks like a key itself (hvs.gPGqw2gRU6aE0LYd, /OFWSk8Kbi3ABhmJNNbU5...).
_CODE_LIKE = re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+;?|(?:\.{1,2}/|~/|/)[\w./-]*)$")
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_CJK_NEXT = re.compile(r"^[ \t]*[\u3400-\u9fff]")
# A bare "key", "ak", "pw"... (not "api key", "secret_key") says little: its value must look like a key.
_WEAK_KEYWORDS = re.compile(
    r"(?<![A-Za-z0-9])(?<!api[ _-])(?<!access[ _-])(?<!secret[ _-])(?<!app[ _-])(?<!private[ _-])"
    r"(?:key|ak|sk|pw|creds|otp)$",
    re.IGNORECASE,
)
_CAMEL_WEAK = re.compile(r"[a-z0-9](?:Key|Auth)[\"']?[ \t]*[:=]$")  # a camelCase ...Key names many things
_CODE_KEYWORDS = ("验证码", "动态码", "校验码", "口令", "otp", "pin", "code", "门禁", "开门", "取款", "支付", "银行卡")
# A keyword ending in a command's password flag (mysql -p, -storepass, --password=): what follows is the value.
_FLAG_END = re.compile(r"(?:^|[\s\"'])--?[A-Za-z][\w-]*[ \t=]*$")
_ASSIGNED = ("=", ":", "：", "=>", ">", ",", "%")  # a keyword ending so assigns what follows
_QUOTES = "\"'`「」『』“”"
_COPULA = re.compile(r"\b(?:is|was|to|now)[ \t]+(?:set[ \t]+to[ \t]+)?$", re.IGNORECASE)
_CLOSING = ",.;:)]}>'\"，。；：）"  # sentence punctuation after a value, not part of it
_PASSES = 4  # a rule runs again over its own output while it still redacts something, at most this often
BLOCK_CHARS = 8192  # a long text (a session log) is redacted in blocks of lines: each rule's hints per block


@dataclass(frozen=True, slots=True)
class Redaction:
    text: str
    labels: tuple[str, ...]


def placeholder(label: str) -> str:
    return f"[已脱敏:{label}]"


_PLACEHOLDER = re.compile(r"\[已脱敏:([^\]\s]{1,64})\]")


def without_placeholders(text: str) -> str:
    """``text`` with its placeholders blanked out: what a redacted text still says."""
    return _PLACEHOLDER.sub(" ", text) if _MARK_PREFIX in text else text


def placeholder_labels(text: str) -> list[str]:
    """The labels of the placeholders in ``text``, in order, each once."""
    if _MARK_PREFIX not in text:
        return []
    return list(dict.fromkeys(_PLACEHOLDER.findall(text)))


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


def _digits(value: str) -> str:
    return re.sub(r"[\s-]", "", value)


_CHECKS: dict[str, Callable[[str], bool]] = {
    "luhn": lambda value: luhn(_digits(value)),
    "cn_id": lambda value: cn_id(_digits(value)),
    "credential": credential,
    "password": password,
}


def _secretish(value: str) -> bool:
    """Long enough, with letters, and digits or much mixed case: how keys and passwords look."""
    letters = [ch for ch in value if ch.isalpha()]
    if len(value) < 8 or not letters:
        return False
    upper = sum(ch.isupper() for ch in value[1:])
    lower = sum(ch.islower() for ch in letters)
    symbols = any(not ch.isalnum() for ch in value)
    return any(ch.isdigit() for ch in value) or (upper >= 3 and lower >= 3 and (len(value) >= 12 or symbols))


def _plausible(keyword: str, value: str, after: str) -> bool:
    """Whether ``value``, after ``keyword``, can be a secret rather than prose, code or a reference."""
    bare = value.strip(_QUOTES)
    if len(bare) < 3 or not any(ch.isalnum() for ch in bare):
        return False
    if (_CJK.search(bare) and value[:1] not in _QUOTES) or _REFERENCE.match(bare) or bare.lower() in _PROSE:
        return False
    quoted = value[:1] in _QUOTES
    if _CODE_LIKE.match(bare) and not quoted and not (_secretish(bare) and any(ch.isdigit() for ch in bare)):
        return False  # settings.OPENAI_API_KEY, form.password.value: names, not values
    if bare.isdigit() and len(bare) < 4:
        return False  # "Tests pass: 142 passed"
    head = keyword.rstrip(" \t\"'")
    if bare.rstrip("#").isdigit() and 4 <= len(bare) <= 9 and any(word in keyword.lower() for word in _CODE_KEYWORDS):
        return True  # 验证码 839201, 一次性口令 09488566, my PIN is 4821
    if bare.isdigit() and len(bare) >= 6 and any(word in keyword.lower() for word in ("pass", "pwd", "密码")):
        return True  # the wifi password is 88886666
    if _CAMEL_WEAK.search(head) and not _secretish(bare):
        return False  # sortKey: createdAt, partitionKey: tenantId -- a storageKey looks like a key
    if not head.endswith("/") and _WEAK_KEYWORDS.search(re.sub(r"[\s:：=\"'（(是为][^\n]*$", "", keyword.strip())):
        # a bare key / ak / pw: only "key: <something that looks like a key>" ("sort key: created_at" is not)
        return head.endswith(("=", ":", "：", "是", "为")) and _secretish(bare)
    if value[:1] in _QUOTES or head.endswith(_ASSIGNED) or _FLAG_END.search(keyword):
        return True  # password: x, "token": "x", DB_PASSWORD=x, 密码为「x」, mysql -phunter2, <password>x
    if head.endswith(("是", "为")):  # 密码是 x -- unless a Chinese sentence goes on ("授权码为 OAuth2 标准流程")
        return not _CJK_NEXT.match(after) or _secretish(bare)
    if _secretish(bare):
        return True
    if not _COPULA.search(keyword) or len(bare) < 6:
        return False
    # after "is": a short password with digits ("my password is hunter2"), or a lone word
    # closing the sentence ("my password is swordfish.") rather than prose going on
    if any(ch.isdigit() for ch in bare) and any(ch.isalpha() for ch in bare):
        return True
    return bare.isalpha() and (not after.strip() or after.lstrip()[:1] in ".!?。！？\n")


class Redactor:
    """Applies the configured rules top to bottom (spec 9.5)."""

    def __init__(self, rules: tuple[RedactRule, ...]) -> None:
        self._rules = list(rules)
        self._compiled: dict[int, re.Pattern[str]] = {}  # a rule's pattern, compiled when a text first needs it

    def _regex(self, index: int, rule: RedactRule) -> re.Pattern[str]:
        regex = self._compiled.get(index)
        if regex is None:
            regex = self._compiled[index] = re.compile(rule.pattern, 0 if rule.case_sensitive else re.IGNORECASE)
        return regex

    def redact(self, text: str) -> Redaction:
        labels: list[str] = []
        if len(text) <= BLOCK_CHARS:
            return Redaction(self._redact_block(text, labels), tuple(labels))
        parts = [self._redact_block(block, labels) for block in blocks(text)]
        return Redaction("".join(parts), tuple(labels))

    def _redact_block(self, text: str, labels: list[str]) -> str:
        lowered = text.lower()
        for index, rule in enumerate(self._rules):
            if rule.hints and not any(hint in lowered for hint in rule.hints):
                continue
            regex = self._regex(index, rule)
            replaced = 0

            def substitute(match: re.Match[str], rule: RedactRule = rule, regex: re.Pattern[str] = regex) -> str:
                nonlocal replaced
                pair = regex.groups >= 2
                group = 2 if pair else 1
                value = match.group(group)
                if value is None or _in_placeholder(match.string, match.start(group)) or masked(value):
                    return match.group(0)  # redacted already, or a placeholder (your_key_here, AKIAXXXXXXXXXXXXXXXX)
                if pair and _MARK_PREFIX not in rule.pattern and _in_placeholder(match.string, match.start(1)):
                    return match.group(0)  # the keyword is a placeholder's label ("[已脱敏:password]: ..."): none
                kept = ""
                if pair:
                    if _REFERENCE.match(value.strip(_QUOTES)):  # getToken(), ${X}: before a ")" is cut off
                        return match.group(0)
                    stripped = value.rstrip(_CLOSING)
                    if stripped and stripped != value and value[:1] not in _QUOTES:
                        kept, value = value[len(stripped) :], stripped
                    if rule.check == "password":  # the sentence said a password follows: its shape decides
                        bare = value.strip(_QUOTES)
                        if bare.lower() in _PROSE or (value[:1] not in _QUOTES and _CODE_LIKE.match(bare)):
                            return match.group(0)  # a word, or a name in code (form.password.value)
                    elif not _plausible(match.group(1) or "", value, match.string[match.end() :]):
                        return match.group(0)
                if rule.check and not _CHECKS[rule.check](value):
                    return match.group(0)
                replaced += 1
                return (match.group(1) or "") + placeholder(rule.label) + kept if pair else placeholder(rule.label)

            for _ in range(_PASSES):  # a keyword a match used may point at a second value: again while it finds one
                before = replaced
                text = regex.sub(substitute, text)
                if replaced == before:
                    break
            if replaced:
                lowered = text.lower()
                if rule.label not in labels:
                    labels.append(rule.label)
        return self._redact_phrases(text, labels)

    @staticmethod
    def _redact_phrases(text: str, labels: list[str]) -> str:
        spans = phrases(text)
        for start, end in reversed(spans):
            text = text[:start] + placeholder("mnemonic") + text[end:]
        if spans and "mnemonic" not in labels:
            labels.append("mnemonic")
        return text


def _in_placeholder(text: str, at: int) -> bool:
    """Whether ``at`` starts or lies inside a placeholder: what is redacted stays as it is."""
    opened = text.rfind(_MARK_PREFIX, max(0, at - 72), at + 1)
    return opened >= 0 and "]" not in text[opened:at]


def blocks(text: str) -> list[str]:
    """``text`` cut at line ends into pieces of about BLOCK_CHARS, never inside a line or a PEM block."""
    out, start = [], 0
    while start < len(text):
        if start + BLOCK_CHARS >= len(text):
            cut = len(text)
        else:  # at a line end; a line longer than a block stays whole (a secret may sit anywhere in it)
            cut = text.rfind("\n", start, start + BLOCK_CHARS)
            if cut <= start:
                cut = text.find("\n", start + BLOCK_CHARS)
            cut = len(text) if cut < 0 else cut + 1
        opened = text.rfind("-----BEGIN", start, cut)
        if opened >= 0 and text.rfind("-----END", opened, cut) < 0:
            end = text.find("-----END", cut)
            line_end = text.find("\n", end) if end >= 0 else -1
            cut = len(text) if end < 0 or line_end < 0 else line_end + 1
        out.append(text[start:cut])
        start = cut
    return out


_MESSAGES: Redactor | None = None  # the rules messages are redacted with, once known
_MESSAGES_CONFIG: Path | None = None  # the config.yaml they come from, until then


def use_for_messages(redactor: Redactor) -> None:
    """Messages are redacted with ``redactor`` from now on (an open Memory's)."""
    global _MESSAGES
    _MESSAGES = redactor


def messages_from(config: Path) -> None:
    """Messages are redacted with the rules of ``config`` (a data root's config.yaml, read
    through its cache when first needed: ~3 ms, where the shipped file alone is parsed in ~70)."""
    global _MESSAGES_CONFIG
    _MESSAGES_CONFIG = config


def scrub(text: str) -> str:
    """``text`` redacted for display: for every message that may quote what a user typed."""
    global _MESSAGES
    if _MESSAGES is None:
        from .config import load_config
        from .errors import AgentMemoryError

        config = _MESSAGES_CONFIG if _MESSAGES_CONFIG is not None and _MESSAGES_CONFIG.is_file() else None
        try:
            _MESSAGES = Redactor(load_config(config).redact_patterns)
        except AgentMemoryError:  # a broken config.yaml: its error is the message, redacted by the shipped rules
            _MESSAGES = Redactor(load_config(None).redact_patterns)
    return _MESSAGES.redact(text).text


class RedactedStream(io.TextIOBase):
    """A text stream (stdout, stderr) whose every write is scrubbed: the one place where what
    a process prints -- results, warnings, argparse's errors, a library's log lines -- is
    redacted. ``print`` writes a message in one piece, so a secret is never cut in two."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(scrub(text) if text.strip() else text)
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    def writable(self) -> bool:
        return True

    def reconfigure(self, **options: str) -> None:
        reconfigure = getattr(self.stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(**options)

    @property
    def buffer(self) -> BinaryIO:
        """The raw bytes beneath, for a protocol's own framing (the MCP stdio transport): not
        messages, and what travels there is redacted where it is made."""
        return self.stream.buffer

    @property
    def encoding(self) -> str:  # type: ignore[override]  # typeshed declares it an attribute
        return self.stream.encoding

    @property
    def errors(self) -> str | None:  # type: ignore[override]  # typeshed declares it an attribute
        return self.stream.errors


def guard_output() -> None:
    """Route this process's stdout and stderr through redaction (once)."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is not None and not isinstance(stream, RedactedStream):
            setattr(sys, name, RedactedStream(stream))
