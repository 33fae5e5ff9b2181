"""Redaction: secrets become ``[已脱敏:label]`` before anything is written or sent.

The rules live in config.yaml (``security.redact_patterns``), applied top to bottom. A rule
with two or more groups is a keyword followed by a value: the keyword (group 1) stays and
the value (group 2) is replaced -- unless the value is plainly not a secret (see
``_plausible``), so that "the password is stored hashed" or "授权码是一次性的" stay as they
are. A rule with one group is replaced whole, so no part of the secret survives. A value
that is already a placeholder is left alone, which makes redaction idempotent.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass

from .config import RedactRule
from .model import ID_PATTERN
from .secret_blocks import code_lists, csv_cells, encoded_texts
from .secret_shapes import (
    LOWER_NAME,
    cn_id,
    credential,
    hashed,
    in_resource,
    in_url,
    luhn,
    masked,
    password,
    phrases,
    secretish,
    table_cells,
    typed,
)

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
    bearer basic password passwords passwd pass pwd secret secrets token tokens key keys apikey api_key credential
    credentials user username changeme change_me example sample dummy your_password yourpassword your_token
    str int bytes bool float any optional secretstr string text list dict correct invalidated accepted rejected
    checked verified sent shown printed logged include omit same-origin use see ask check todo tbd fixme""".split()
)
# Not a value but a pointer to one: ${X}, $TOKEN, %X%, <your-token>, {{ x }}, [none], getToken(),
# form.password.value, os.environ[...], a URL, a path, image:1.2.3, and placeholders (sk-xxxx, sk_test_...).
_REFERENCE = re.compile(
    r"^(?:\$[({].*|\$[A-Z_][A-Z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%|<.*|\{\{.*|\[[^\]]*\]|\(.*|[A-Za-z_][A-Za-z0-9_.:]*[(\[].*|"
    r"(?:process\.env|os\.environ|env)[.\[].*|[a-z][a-z0-9+.-]*://.*|[a-z0-9][a-z0-9._/-]*:v?\d+(?:\.\d+)+|"
    r".*(?:\.\.\.|…|[xX]{4,}|\*{3,}|•{3,}).*|"
    # templates and tags: $VAR/x, %(name)s, __NAME__, #{NAME}#, !env_var, !vault-ref x, a version range (^9.0.2),
    # Spring's encrypted {cipher}..., a vendor's prefix alone (sk-你的密钥 cut at its description)
    r"\$[A-Za-z_]\w*.*|.*%\(\w+\)s.*|__[A-Z][A-Z0-9_]*__|#\{.*|![A-Za-z][a-z_-]+(?:\s.*)?|[\^~<>=]+\s*v?\d+(?:\.\d+)+[\w.+-]*|"
    r"\{cipher\}.*|[A-Za-z]{1,8}[-_]|"
    # an env variable's name (API_KEY, ?API_KEY, API_KEY=), a path (prod/db/credentials), openssl's env:X, file:p
    r"\??[A-Z][A-Z_]*_[A-Z_]+=?|[a-z][a-z0-9_-]*(?:/[a-z0-9_.-]+)+|(?:env|file|fd):[\w./-]+|"
    # a secret's name (stripe-api-key, db_password), and public material: base64 of a certificate
    # or a public key, an age recipient
    r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*[-_](?:key|token|secret|password|pass|pwd|auth|credentials?)|"
    r"LS0tLS1CRUdJTiBDRVJUSUZJQ0FUR.*|LS0tLS1CRUdJTiBQVUJMSUMgS0VZ.*|age1[02-9ac-hj-np-z]{58}|"
    # a publishable key (public by design), a namespaced cache key (user:4321:profile)
    r"pk_(?:live|test)_\w+|[a-z][a-z0-9_-]*(?::[A-Za-z0-9_-]+){2,}|"
    # a cloud resource's name: arn:aws:secretsmanager:..., acs:kms:..., qcs::cam::...
    r"(?:arn|acs|qcs|trn|crn|hrn)(?::[\w.-]*){2,}(?:[:/].*)?)$"
)
# A dotted name (form.password.value, var.db_password) or a path (./password.txt): code, unless
# it looks like a key itself (hvs.gPGqw2gRU6aE0LYd, /OFWSk8Kbi3ABhmJNNbU5...).
_CODE_LIKE = re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+;?|(?:\.{1,2}/|~/|/)[\w./-]*)$")
_CODE_WORDS = frozenset(
    """env environ config conf settings value values get set form data request response self app db database
    user users params args options props state vault file path name id client server host port
    your our my you we they them his her their one two three then than also just only more most""".split()
)
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_CJK_NEXT = re.compile(r"^[ \t]*[\u3400-\u9fff]")
_NOT_SPACE = re.compile(r"\S")
_CJK_RUN = re.compile(r"[（(]?[\u3400-\u9fff]")  # where a value runs into the Chinese sentence around it
# A bare "key", "ak", "pw"... (not "api key", "secret_key") says little: its value must look like a key.
_WEAK_KEYWORDS = re.compile(
    r"(?<![A-Za-z0-9.])(?<!api[ _-])(?<!access[ _-])(?<!license[ _-])(?<!secret[ _-])(?<!app[ _-])(?<!private[ _-])"
    r"(?:key|(?<!_)ak|(?<!_)sk|pw|creds|otp)$",  # QIANFAN_SK names an access key's secret
    re.IGNORECASE,
)
_CAMEL_WEAK = re.compile(r"[a-z0-9](?:Key|Auth|Code)[\"']?[ \t]*[:=]$")  # a camelCase ...Key names many things
_CODE_KEYWORDS = tuple(
    "验证码 动态码 校验码 取件码 提货码 开箱码 解锁码 口令 otp pin puk code keypad combo 门禁 开门 取款 支付 银行卡".split()
)
# A keyword ending in a command's password flag (mysql -p, -storepass, --password=): what follows is the value.
_FLAG_END = re.compile(r"(?:^|[\s\"'])--?[A-Za-z][\w-]*[ \t=]*$")
_ASSIGNED = ("=", ":", "：", "=>", ">", "→", ",", "%")  # a keyword ending so assigns what follows
_QUOTES = "\"'`「」『』“”"
# "key format:", "密钥格式：", "token length:", "token 有效期：": what follows describes the value, it is not one
_DESCRIBED = re.compile(
    r"(?:格式|长度|位数|前缀|数量?|个数|有效期|过期时间|时长|期限|上限|下限|超时|(?<![A-Za-z])(?:format|length|prefix|count))"
    r"[ \t]*[:：=]?[ \t]*$",
    re.IGNORECASE,
)
# keys that name a record, not a secret (and public keys)
_NOT_SECRET_KEYWORD = re.compile(
    r"public[ _-]?key|publishable|(?:cache|sort|partition|primary|foreign|object|idempotency|routing|dedup(?:e|lication)?|"
    r"composite|shard|hash|lookup|row|index|s3|bucket|file|registry)[ \t_-]*key",
    re.IGNORECASE,
)
_NAMING = re.compile(r"existing|name\b|name[\"']?[ \t]*[:=]|ref\b|ref[\"']?[ \t]*[:=]", re.IGNORECASE)
# a field of its own before the value: the password word named something else
_OTHER_FIELD = re.compile(
    r"(?<![\w])(?![\w]*(?:pass|pwd|pw|pin|code|secret|key|token|auth))[A-Za-z]\w*_\w+[ \t]*=[ \t]*$", re.IGNORECASE
)
# a line that talks about secrets: 1 a password word (its common typos, pinyin, a key or lock
# emoji), 2 a word near passwords (the value follows), else a key or token word; a word may end
# a sentence (password. X) but not name a file (password.txt)
_SECRET_TALK = re.compile(
    r"(?<![A-Za-z/._-])(?:(passwords?|passwd|passphrases?|passcodes?|pwd|pa?s{1,2}w(?:or|ro|o|r)?d|passowrd|p-?word|mima|"
    r"unlock[ ]code|密[ ]?码|密马|口令|密碼|解锁码|\U0001f511|\U0001f510)|"
    r"(pass|pw|wifi|wi-fi|login|log in|sign in|credentials?|creds|登录|登陆|账号|帐号)|"
    r"tokens?|secrets?|api[ _-]?keys?|apikey|access[ _-]?key|private[ _-]?key|令牌|密钥|秘钥|私钥|凭证|凭据|授权码)"
    r"(?![A-Za-z/_-]|\.[A-Za-z0-9_])",
    re.IGNORECASE,
)
# where a token may start (after a space, a quote, a bracket, = or :), and the token read whole; a
# Chinese word bounds a token as a space does (密码是Xk29fjQ8（…）)
_TOKEN_CHAR = "[^\\s\"'`，。；：、（）「」“”\u3400-\u9fff]"
_TOKEN_START = re.compile(r"(?<![^\s\"'`(（「“:=,，\u3400-\u9fff])" + _TOKEN_CHAR)
_KEY_TOKEN = re.compile(_TOKEN_CHAR + "{16,4096}+(?!" + _TOKEN_CHAR + ")")
_TOKEN = re.compile(_TOKEN_CHAR + "{8,64}+(?!" + _TOKEN_CHAR + ")")
_COPULA = re.compile(r"\b(?:is|was|to|now)[ \t]+(?:set[ \t]+to[ \t]+)?$", re.IGNORECASE)
_CLOSING = ",.;:)]}>'\"，。；：）"  # sentence punctuation after a value, not part of it
_PASSES = 4  # a rule runs again over its own output while it still redacts something, at most this often
_PAIRED_CHARS = 2048  # up to this length a text's character pairs pick the hints looked for
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


def _phrase(value: str) -> bool:
    """Four or more lower-case words joined by spaces, dots, dashes or underscores, none of them a
    function word or a word of code: a diceware passphrase (lagoon velvet nectar fjord), not
    prose ("stored in the vault") or an attribute path: at most one word in four is a common one."""
    words = re.split(r"[ .\-_]", value.strip(_QUOTES))
    common = sum(1 for word in words if word in _PROSE or word in _CODE_WORDS)
    return len(words) >= 4 and common * 4 <= len(words)  # dice may roll a "can"; prose has many


_CHECKS: dict[str, Callable[[str], bool]] = {
    "luhn": lambda value: luhn(re.sub(r"[\s-]", "", value)),
    "cn_id": lambda value: cn_id(re.sub(r"[\s-]", "", value)),
    "credential": credential,
    "password": password,
    "phrase": _phrase,
    "typed": typed,
    "block": credential,  # a YAML block's lines, joined
    "format": lambda value: True,  # the rule's own value pattern is the format (a wallet's key after its call)
}


def _key_shaped(token: str) -> bool:
    """A token next to a key or token word that is a credential: not a reference, a URL, a
    fingerprint (SHA256:...) or a public key."""
    bare = token.rstrip(".,;:!?)")
    if _REFERENCE.match(bare) or "//" in bare or re.match(r"(?:SHA256|SHA1|MD5):", bare):
        return False
    return credential(bare)


def _plausible(keyword: str, value: str, after: str, lead: str = "") -> bool:
    """Whether ``value``, after ``keyword`` (``lead``: the keyword with the words before it), can
    be a secret rather than prose, code or a reference."""
    lead = lead or keyword
    bare = value.strip(_QUOTES)
    if len(bare) < 3 or not any(ch.isalnum() for ch in bare):
        return False
    if (_CJK.search(bare) and value[:1] not in _QUOTES) or _REFERENCE.match(bare) or bare.lower() in _PROSE:
        return False
    if ID_PATTERN.match(bare):
        return False  # a memory's own id
    if value[:1] in _QUOTES and re.match(r"[ \t]+[;,)&|}]+[ \t]", bare):
        return False  # expect "Password:" ; send "...": the code between two strings, not a quoted value
    if re.search(r"[\w-]:[\w.-]*:$", lead[: len(lead) - len(keyword)]):
        return False  # arn:aws:secretsmanager:region:account:secret:prod/db: a part of a resource's name
    if not any(ch.isascii() and ch.isalnum() for ch in bare):
        return False  # “你的令牌”: a quoted description in Chinese, not a value
    if _NOT_SECRET_KEYWORD.search(lead) or _DESCRIBED.search(keyword):
        return False  # public key: ..., 密钥格式：LTAI..., cache key: linux-node-9f2c...
    flag = _FLAG_END.search(keyword) is not None
    if (
        LOWER_NAME.fullmatch(bare)
        and not flag
        and (
            _NAMING.search(keyword)
            or (value[:1] in _QUOTES and keyword[-1:] in " \t" and keyword.rstrip()[-1:] not in ":=：")
        )
    ):
        return False  # existingSecret: mysql-auth, secret "billing-db" synced: a secret's name
    quoted = value[:1] in _QUOTES
    if _CODE_LIKE.match(bare) and not quoted and not (secretish(bare) and any(ch.isdigit() for ch in bare)):
        return False  # settings.OPENAI_API_KEY, form.password.value: names, not values
    if bare.isdigit() and len(bare) < 4:
        return False  # "Tests pass: 142 passed"
    head = keyword.rstrip(" \t\"'")
    prefix = re.search(r"[ \t=:]([bBrRuU]{1,2})$", head)  # FERNET_KEY = b'...': a literal's prefix
    if prefix:
        head = head[: prefix.start(1)].rstrip(" \t")
    if bare.rstrip("#").isdigit() and 4 <= len(bare) <= 9 and any(word in keyword.lower() for word in _CODE_KEYWORDS):
        return True  # 验证码 839201, 一次性口令 09488566, my PIN is 4821
    if bare.isdigit() and len(bare) >= 6 and any(word in keyword.lower() for word in ("pass", "pwd", "密码")):
        return True  # the wifi password is 88886666
    if _CAMEL_WEAK.search(head) and not secretish(bare):
        return False  # sortKey: createdAt, partitionKey: tenantId -- a storageKey looks like a key
    core = re.sub(r"[\s:：=\"'（(是为][^\n]*$", "", keyword.strip())
    before = lead[: len(lead) - len(keyword)] + keyword[: len(keyword) - len(keyword.lstrip())]
    if not head.endswith("/") and _WEAK_KEYWORDS.search(before + core):  # "license key" is not a bare key
        # a bare key / ak / pw: only "key: <something that looks like a key>" ("sort key: created_at" is not)
        return head.endswith(("=", ":", "：", "是", "为", ">", "→")) and secretish(bare)
    if value[:1] in _QUOTES or head.endswith(_ASSIGNED) or flag:
        return True  # password: x, "token": "x", DB_PASSWORD=x, 密码为「x」, mysql -phunter2, <password>x
    if head.endswith(("是", "为")):  # 密码是 x -- unless a Chinese sentence goes on ("授权码为 OAuth2 标准流程")
        return not _CJK_NEXT.match(after) or secretish(bare)
    if secretish(bare):
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
        # Which rules a text wakes: each distinct hint is looked for once per text, not once per rule.
        self._always = [index for index, rule in enumerate(rules) if not rule.hints]
        self._by_hint: dict[str, list[int]] = {}
        for index, rule in enumerate(rules):
            for hint in dict.fromkeys(rule.hints):
                self._by_hint.setdefault(hint, []).append(index)
        self._hints = list(self._by_hint)
        # Hints by their first two characters: a short text is searched only for the hints whose
        # first pair it holds (a set intersection in C), not for all of them one by one.
        self._short_hints = [hint for hint in self._hints if len(hint) < 2]
        self._by_pair: dict[str, list[str]] = {}
        for hint in self._hints:
            if len(hint) >= 2:
                self._by_pair.setdefault(hint[:2], []).append(hint)
        self._pairs = frozenset(self._by_pair)
        self._named: dict[str, list[int]] = {}  # the rules a placeholder's own words wake, by label

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

    def _woken(self, text: str, after: int = -1) -> list[int]:
        """The rules past ``after`` whose hints ``text`` holds (or that have none), in order."""
        lowered = text.lower()
        if len(lowered) > _PAIRED_CHARS:
            hints = [hint for hint in self._hints if hint in lowered]
        else:
            pairs = self._pairs.intersection(map(operator.add, lowered, lowered[1:]))
            hints = [hint for hint in self._short_hints if hint in lowered]
            hints += [hint for pair in pairs for hint in self._by_pair[pair] if hint in lowered]
        woken = {index for hint in hints for index in self._by_hint[hint]}
        woken.update(self._always)
        return sorted(index for index in woken if index > after)

    def _redact_block(self, text: str, labels: list[str], decode: bool = True) -> str:
        queue = self._woken(text)
        position = 0
        while position < len(queue):
            index = queue[position]
            position += 1
            rule = self._rules[index]
            regex = self._regex(index, rule)
            replaced = 0

            def substitute(match: re.Match[str], rule: RedactRule = rule, regex: re.Pattern[str] = regex) -> str:
                nonlocal replaced
                pair = regex.groups >= 2
                group = 2 if pair else 1
                value = match.group(group)
                placed = _MARK_PREFIX not in rule.pattern and _in_placeholder(match.string, match.start(group))
                if value is None or placed or masked(value) or hashed(value):
                    return match.group(0)  # redacted already, or a placeholder (your_key_here, AKIAXXXXXXXXXXXXXXXX)
                if pair and _MARK_PREFIX not in rule.pattern and _in_placeholder(match.string, match.start(1)):
                    return match.group(0)  # the keyword is a placeholder's label ("[已脱敏:password]: ..."): none
                kept = ""
                if pair:
                    if _REFERENCE.match(value.strip(_QUOTES)):  # getToken(), ${X}: before a ")" is cut off
                        return match.group(0)
                    stripped = value.rstrip(_CLOSING)
                    if (
                        not value.isascii() and value[:1] not in _QUOTES and (run_on := _CJK_RUN.search(value, 1))
                    ):  # X（全小写）: a word after
                        stripped = value[: run_on.start()].rstrip(_CLOSING)
                    if stripped and stripped != value and value[:1] not in _QUOTES:
                        kept, value = value[len(stripped) :], stripped
                    if rule.check in ("phrase", "format"):
                        pass  # the sentence said a passphrase follows, or the pattern is the format: no more to judge
                    elif rule.check == "block":  # a YAML block under a secret's name: its lines decide
                        if _NOT_SECRET_KEYWORD.search(match.string, max(0, match.start() - 24), match.end(1)):
                            return match.group(0)  # public_key: |, cache_key: >-
                    elif rule.check == "password":  # the sentence said a password follows: its shape decides
                        bare = value.strip(_QUOTES)
                        if bare.lower() in _PROSE or (
                            value[:1] not in _QUOTES and _CODE_LIKE.match(bare) and not _phrase(bare)
                        ):
                            return match.group(0)  # a word, or a name in code (form.password.value), not dice words
                        if _OTHER_FIELD.search(match.group(1) or ""):
                            return match.group(0)  # "password changed for user_id=59490": another field's value
                    elif not _plausible(
                        match.group(1) or "",
                        value,
                        _up_to_word(match.string, match.end()),
                        match.string[max(0, match.start() - 24) : match.end(1)],
                    ):
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
                # a placeholder's label is text too: the rules its words name wake (the text is not read again)
                named = self._named.get(rule.label) or self._named.setdefault(
                    rule.label, self._woken(placeholder(rule.label))
                )
                queue, position = sorted({*queue[position:], *(i for i in named if i > index)}), 0
                if rule.label not in labels:
                    labels.append(rule.label)
        text = self._redact_phrases(self._redact_typed(text, labels), labels)
        return self._redact_encoded(text, labels) if decode else text

    @staticmethod
    def _redact_typed(text: str, labels: list[str]) -> str:
        """Where phrasing runs out: in a line that talks about passwords or keys, each token
        shaped like one, up to 80 characters after the word or 60 before it, whatever the words
        between ("wifi at the cabin: it's X", "X should still be the vpn password", "the staging
        token for the bot, don't share X"). A password word asks for a typed password
        (``secret_shapes.typed``), a key or token word for a credential (``credential``). Every
        token is judged, so a second run finds what the first did."""
        judged: dict[tuple[int, int], str | None] = {}  # a token several words see is judged once
        covered: dict[tuple[str, bool], int] = {}  # how far each kind of window has been read
        for word in _SECRET_TALK.finditer(text):
            if _in_placeholder(text, word.start()):
                continue  # a placeholder's own label
            label, judge, shape = (
                ("password", typed, _TOKEN) if word.group(1) or word.group(2) else ("secret", _key_shaped, _KEY_TOKEN)
            )
            if label == "secret" and _NOT_SECRET_KEYWORD.search(text, max(0, word.start() - 24), word.end() + 4):
                continue  # public key, cache key...
            windows = [(word.end(), word.end() + 80, True)]
            if not word.group(2):  # a password or key word: the value may come first
                windows.append((max(0, word.start() - 60), word.start(), False))
            for start, end, after in windows:
                if after:  # from the word to the window's end, within its line
                    lo, newline = start, text.find("\n", start, end + 4096)
                else:  # from the window's start, within the word's line, to the word
                    lo, newline = text.rfind("\n", start, end) + 1 or start, text.find("\n", end, end + 4096)
                limit = newline if newline >= 0 else min(len(text), end + 4096)  # a token is read whole
                lo = max(lo, covered.get((label, after), 0))  # words in a row: each stretch read once
                if lo >= min(end, limit):
                    continue
                covered[(label, after)] = min(end, limit)
                for begin in _TOKEN_START.finditer(text, lo, min(end, limit)):
                    token = shape.match(text, begin.start(), limit)
                    if token is None or in_url(text, token.start()) or in_resource(text, token.start(), token.end()):
                        continue
                    if judged.get(token.span()) is None and not _in_placeholder(text, token.start()):
                        judged[token.span()] = label if judge(token.group()) else judged.get(token.span())
        spans = sorted((span, label) for span, label in judged.items() if label)
        if not spans:
            return text
        parts, done = [], 0
        for (start, end), label in spans:
            if start >= done:
                parts += [text[done:start], placeholder(label)]
                done = end
                if label not in labels:
                    labels.append(label)
        parts.append(text[done:])
        return "".join(parts)

    def _redact_encoded(self, text: str, labels: list[str]) -> str:
        """A run of base64 whose decoded text the rules would redact (a service account's JSON, a
        kubeconfig's private key) is replaced whole; what decodes to nothing secret stays."""
        parts, done = [], 0
        for start, end, decoded in encoded_texts(text):
            if _in_placeholder(text, start):
                continue
            inner: list[str] = []
            self._redact_block(decoded, inner, decode=False)  # one level: its own runs are not decoded
            if inner:
                label = "private_key" if "private_key" in inner else "secret"
                parts += [text[done:start], placeholder(label)]
                done = end
                if label not in labels:
                    labels.append(label)
        return "".join([*parts, text[done:]]) if parts else text

    @staticmethod
    def _redact_phrases(text: str, labels: list[str]) -> str:
        """Recovery phrases, lists of backup codes, and the cells of a table's (Markdown or CSV)
        password or key column shaped like one."""
        found = [(start, end, "mnemonic") for start, end in phrases(text)]
        spans = sorted(found + table_cells(text) + csv_cells(text) + code_lists(text))
        done = len(text) + 1
        for start, end, label in reversed(spans):
            if end <= done:
                text, done = text[:start] + placeholder(label) + text[end:], start
                if label not in labels:
                    labels.append(label)
        return text


def _up_to_word(text: str, at: int) -> str:
    """``text`` from ``at`` to the first character that is no space, included: all ``_plausible``
    reads of what follows a value, without copying the rest of a long text for every match."""
    word = _NOT_SPACE.search(text, at)
    return text[at : word.end()] if word else text[at:]


def _in_placeholder(text: str, at: int) -> bool:
    """Whether ``at`` starts or lies inside a placeholder: what is redacted stays as it is."""
    opened = text.rfind(_MARK_PREFIX, max(0, at - 72), at + len(_MARK_PREFIX))  # one starting at ``at`` too
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
