"""Redaction: secrets become ``[已脱敏:label]`` before anything is written or sent.

The rules live in config.yaml (``security.redact_patterns``), applied top to bottom. A rule
with two or more groups is a keyword followed by a value: the keyword (group 1) stays and
the value (group 2) is replaced -- unless the value is plainly not a secret (see
``plausible``), so that "the password is stored hashed" or "授权码是一次性的" stay as they
are. A rule with one group is replaced whole, so no part of the secret survives. A value
that is already a placeholder is left alone, which makes redaction idempotent.
"""

from __future__ import annotations

import json
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING

from .config import RedactRule
from .harmless_gates import EVERY, GateWords
from .keyword_values import (
    NOT_SECRET_KEYWORD,
    PUBLIC_ID_OWNERS,
    QUOTES,
    REFERENCE,
    dice,
    harmless_here,
    introduced_hex,
    key_shaped,
    named_password,
    own_id,
    phrase,
    plausible,
    test_vector,
)
from .regex import lazy
from .secret_blocks import (
    Found,
    answers_redacted,
    code_lists,
    csv_cells,
    encoded_texts,
    escaped_strings,
    numbered_redacted,
    printed_files,
)
from .secret_shapes import (
    cn_id,
    credential,
    hashed,
    in_resource,
    in_url,
    key_bytes,
    keys,
    luhn,
    masked,
    password,
    phrases,
    recovery_password,
    secretish,
    table_cells,
    typed,
)

if TYPE_CHECKING:
    from .hint_scan import HintScan

_MARK_PREFIX = "[已脱敏"
_NOT_SPACE = lazy(r"\S")
_CJK_RUN = lazy(r"[（(]?[\u3400-\u9fff]")  # where a value runs into the Chinese sentence around it
# a line that talks about secrets: a password word (its common typos, pinyin, a key or lock emoji;
# group 1, or 3 in Chinese), a word near passwords (a login, an admin: the value follows; 2, or 4), else a key or token
# word (a pre-shared key too); an English word may end a sentence (password. X) but not name a file (password.txt), a
# Chinese one is bounded by nothing but itself (VPN口令, 密码woaini...). The lookahead's first
# letters let the scan skip to where a word can start.
_SECRET_TALK = lazy(
    r"(?=[pwlsctamuiwgdnb密口解令秘私凭授登账帐\U0001f511\U0001f510])"
    r"(?:(?<![A-Za-z/._-])(?:(passwords?|passwd|passphrases?|passcodes?|pwd|psw|pa?s{1,2}w(?:or|ro|o|r)?d|passowrd|p-?word|"
    r"mima|unlock[ ]code|\U0001f511|\U0001f510)|(pass|pw|wifi|wi-fi|login|log in|sign in|credentials?|creds|admin|bios|uefi)|"
    r"tokens?|secrets?|api[ _-]?keys?|apikey|access[ _-]?key|private[ _-]?key|psk|pre-?shared[ ]keys?|"
    r"(?:integration|source|write|ingest|server|service|signing|webhook|master|account|notifier|stream)[ ]keys?)"
    r"(?![A-Za-z/_-]|\.[A-Za-z0-9_])|"
    r"(密[ ]?码|密马|口令|密碼|解锁码)|(登录|登陆|账号|帐号)|令牌|密钥|秘钥|私钥|凭证|凭据|授权码)",
    re.IGNORECASE,
)
# where a token may start (after a space, a quote, a bracket, = or :), and the token read whole; a
# Chinese word bounds a token as a space does (密码是Xk29fjQ8（…）), a backslash too (\"x\" in JSON)
_TOKEN_CHAR = "[^\\s\"'`，。；：、（）「」“”\\\\\u3400-\u9fff]"
_TOKEN_START = lazy(r"(?<![^\s\"'`(（「“:：=,，\u3400-\u9fff])" + _TOKEN_CHAR)
_KEY_TOKEN = lazy(_TOKEN_CHAR + "{16,4096}+(?!" + _TOKEN_CHAR + ")")
_TOKEN = lazy(_TOKEN_CHAR + "{8,64}+(?!" + _TOKEN_CHAR + ")")
# a token after a label of its own that names no secret: an id, a user, a host, a public key (quoted too)
_LABELLED = lazy(
    r"(?:(?<![A-Za-z])(?:(?:" + PUBLIC_ID_OWNERS + r")[ _-]?id|id|user(?:[ _-]?name)?|account|host|"
    r"public[ _-]?key|site[ _-]?key)|公钥|站点密钥|用户名?|账号|帐号|主机)[ \t]*[:：=][ \t]*[\"'`]?$|"
    # an app's or a client's id by its name alone ("only the client id X"), or a record's id said to be
    # one ("your request ID is X", "ticket id was X"): a public identifier
    r"(?<![A-Za-z])(?:" + PUBLIC_ID_OWNERS + r"|request|ticket|case|order|reference|tracking|correlation|"
    r"transaction|incident)[ _-]?id(?:[ \t]+(?:is|was))?[ \t]+[\"'`]?$",
    re.IGNORECASE,
)
# AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/<service>/aws4_request: a request's scope
_SIGV4_SCOPE = lazy(r"=[A-Z0-9]{16,128}/\d{8}/[\w-]{1,32}/[\w-]{1,32}/aws4_request\b")
_CLOSING = ",.;:)]}>'\"，。；：）"  # sentence punctuation after a value, not part of it
_AFTER_TOKEN = ",;:)]}>"  # what closes a sentence or a bracket after a token, kept when the token is redacted
_APART = "\n\n\x00\n\n"  # between literals redacted together: a line that is no word, value or code
_PASSES = 4  # a rule runs again over its own output while it still redacts something, at most this often
_PAIRED_CHARS = 192  # up to this length a text's character pairs pick the hints looked for, past it hint_scan
_LETTERS = " etaoinshrdlcumwfgypbvkjxqz"  # in English text, most common first
BLOCK_CHARS = 8192  # a long text (a session log) is redacted in blocks of lines: each rule's hints per block
SEAM_CHARS = 512  # and the lines about each cut between two blocks again, together: a keyword and its value
_SEAM_TOKEN = 4096  # a line longer than that at a seam is cut at a space, a token read whole up to this
_SPACE = lazy(r"\s")
# checks after which a pair's value is not judged as prose: the sentence or the pattern said enough
_NO_MORE = frozenset({"phrase", "dice", "format", "random_letters"})
_VARIABLE = lazy(r"[A-Za-z_][A-Za-z0-9_]{0,40}")


@dataclass(frozen=True, slots=True)
class Redaction:
    """A text redacted and the labels of what was taken out of it."""

    text: str
    labels: tuple[str, ...]


def placeholder(label: str) -> str:
    return f"[已脱敏:{label}]"


_PLACEHOLDER = lazy(r"\[已脱敏:([^\]\s]{1,64})\]")


def without_placeholders(text: str) -> str:
    """``text`` with its placeholders blanked out: what a redacted text still says."""
    return _PLACEHOLDER.sub(" ", text) if _MARK_PREFIX in text else text


def placeholder_labels(text: str) -> list[str]:
    """The labels of the placeholders in ``text``, in order, each once."""
    if _MARK_PREFIX not in text:
        return []
    return list(dict.fromkeys(_PLACEHOLDER.findall(text)))


_CHECKS: dict[str, Callable[[str], bool]] = {
    "luhn": lambda value: luhn(re.sub(r"[\s-]", "", value)),
    "cn_id": lambda value: cn_id(re.sub(r"[\s-]", "", value)),
    "credential": credential,
    "password": password,
    "phrase": phrase,
    "dice": dice,
    "typed": typed,
    "secretish": lambda value: secretish(value.strip(QUOTES)),
    "block": credential,  # a YAML block's lines, joined
    "bitlocker": recovery_password,
    "bytes": key_bytes,
    "keys": keys,
    "format": lambda value: True,  # the rule's own value pattern is the format (a wallet's key after its call)
    # letters drawn at random (an app password), not words: two of the letters English seldom uses, at least
    "random_letters": lambda value: sum(map(value.count, "jkqvxz")) >= 2,
}


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
        # Hints by one of their pairs of characters, the one of the letters least common in English:
        # a short text is searched only for the hints whose pair it holds (a set intersection in C).
        self._short_hints = [hint for hint in self._hints if len(hint) < 2]
        self._by_pair: dict[str, list[str]] = {}
        for hint in self._hints:
            if len(hint) >= 2:
                self._by_pair.setdefault(_rare_pair(hint), []).append(hint)
        self._pairs = frozenset(self._by_pair)
        self._scan: HintScan | None = None  # a long text's hints: built for the first long text
        self._literals: dict[int, list[frozenset[str]]] = {}  # what a rule's pattern cannot match without
        self._named: dict[str, list[int]] = {}  # the rules a placeholder's own words wake, by label

    def _needs(self, index: int, rule: RedactRule) -> list[frozenset[str]]:
        found = self._literals.get(index)
        if found is None:
            from .hint_scan import needs  # a long text's: imported for it

            found = self._literals[index] = needs(rule.pattern, 0 if rule.case_sensitive else re.IGNORECASE)
        return found

    def _regex(self, index: int, rule: RedactRule) -> re.Pattern[str]:
        regex = self._compiled.get(index)
        if regex is None:
            regex = self._compiled[index] = re.compile(rule.pattern, 0 if rule.case_sensitive else re.IGNORECASE)
        return regex

    def redact(self, text: str) -> Redaction:
        """``text`` redacted by every rule (a file shown with line numbers, again without them);
        then each of the few lines after a line asking for a secret is redacted again as that
        question's answer ("what's the new db password?", then "Kq83!mZp0wLe9" on a later line,
        as a password asked for and given in one sentence), and a line that says one token
        shaped like a password or a key, after who says it, loses it (``secret_blocks``)."""

        def again(piece: str) -> Found:
            found = self._redact_text(piece)
            return found.text, found.labels

        return Redaction(*answers_redacted(numbered_redacted(again(text), again), again, placeholder))

    def _redact_text(self, text: str) -> Redaction:
        labels: list[str] = []
        if len(text) <= BLOCK_CHARS:
            return Redaction(self._redact_block(text, labels), tuple(labels))
        done: list[str] = []
        current = ""
        for block in blocks(text):
            redacted = self._redact_block(block, labels)
            if not current:
                current = redacted
                continue
            # a keyword at the end of one block, its value at the start of the next (or the other
            # way round): the lines about the cut are redacted again, joined; what either block
            # redacted is a placeholder already and stays (redaction is idempotent)
            left, right = _seam_start(current), _seam_end(redacted)
            done.append(current[:left])
            current = self._redact_block(current[left:] + redacted[:right], labels) + redacted[right:]
        done.append(current)
        return Redaction("".join(done), tuple(labels))

    def _woken(self, text: str, after: int = -1) -> list[int]:
        """The rules past ``after`` whose hints ``text`` holds (or that have none), in order."""
        lowered = text.lower()
        if len(lowered) > _PAIRED_CHARS:
            if self._scan is None:
                from .hint_scan import HintScan  # a short text never needs it

                self._scan = HintScan(self._hints)
            hints = self._scan.present(lowered)
        else:
            pairs = self._pairs.intersection(map(operator.add, lowered, lowered[1:]))
            hints = {hint for hint in self._short_hints if hint in lowered}
            hints.update(hint for pair in pairs for hint in self._by_pair[pair] if hint in lowered)
        woken = {index for hint in hints for index in self._by_hint[hint]}
        woken.update(self._always)
        return sorted(index for index in woken if index > after)

    def _redact_block(self, text: str, labels: list[str], decode: bool = True) -> str:
        queue = self._woken(text)
        gates = GateWords(text)  # which checks of harmless_here its words allow: found once, when first asked
        # a long text's rules are first asked for the literals their patterns cannot match without (a
        # few scans in C, not the pattern's); not where a character folds to another's case (ſ, ı, İ)
        lowered = text.lower() if len(text) > _PAIRED_CHARS and not any(ch in text for ch in "ſıİ") else ""
        position = 0
        while position < len(queue):
            index = queue[position]
            position += 1
            rule = self._rules[index]
            if lowered and not all(any(s in lowered for s in strings) for strings in self._needs(index, rule)):
                continue  # the rule can match nothing here
            regex = self._regex(index, rule)
            replaced = 0
            marked = [True]  # whether the text a pass reads holds a placeholder (else none is looked for)

            pair, group, marks = regex.groups >= 2, 2 if regex.groups >= 2 else 1, _MARK_PREFIX not in rule.pattern
            check, label = rule.check, placeholder(rule.label)
            accept = _CHECKS[check] if check else None

            def substitute(
                match: re.Match[str],
                pair: bool = pair,
                group: int = group,
                marks: bool = marks,
                check: str | None = check,
                accept: Callable[[str], bool] | None = accept,
                label: str = label,
                marked: list[bool] = marked,
            ) -> str:
                nonlocal replaced
                value = match.group(group)
                if value is None or (marks and marked[0] and _in_placeholder(match.string, match.start(group))):
                    return match.group(0)  # redacted already
                if masked(value) or hashed(value):
                    return match.group(0)  # a placeholder (your_key_here, AKIAXXXXXXXXXXXXXXXX)
                if pair and marks and marked[0] and _in_placeholder(match.string, match.start(1)):
                    return match.group(0)  # the keyword is a placeholder's label ("[已脱敏:password]: ..."): none
                kept = ""
                if pair:
                    if REFERENCE.match(value.strip(QUOTES)):  # getToken(), ${X}: before a ")" is cut off
                        return match.group(0)
                    if test_vector(match.string, match.start(group), match.end(group), value):
                        return match.group(0)  # RFC 4231's key 0b0b0b...: a known answer
                    stripped = value.rstrip(_CLOSING)
                    if (
                        not value.isascii() and value[:1] not in QUOTES and (run_on := _CJK_RUN.search(value, 1))
                    ):  # X（全小写）: a word after
                        stripped = value[: run_on.start()].rstrip(_CLOSING)
                    if stripped and stripped != value and value[:1] not in QUOTES:
                        kept, value = value[len(stripped) :], stripped
                    if kept[:1] == ";" and _VARIABLE.fullmatch(value) and not secretish(value):
                        return match.group(0)  # client.Credentials = creds;: a variable's name ends a statement
                    if check in _NO_MORE:
                        # the sentence said a passphrase follows, or the pattern is the format: no more
                        # to judge, unless the value is a public id's ("no client secret. client_id: X")
                        if own_id(match.group(1) or ""):
                            return match.group(0)
                    elif check == "block":  # a YAML block under a secret's name: its lines decide
                        if NOT_SECRET_KEYWORD.search(match.string, max(0, match.start() - 24), match.end(1)):
                            return match.group(0)  # public_key: |, cache_key: >-
                    elif check == "password":  # the sentence said a password follows: its shape decides
                        if not named_password(match.group(1) or "", value):
                            return match.group(0)
                    elif not plausible(
                        match.group(1) or "",
                        value,
                        _up_to_word(match.string, match.end()),
                        match.string[max(0, match.start() - 24) : match.end(1)],
                    ):
                        return match.group(0)
                if accept is not None and not accept(value):
                    return match.group(0)
                if harmless_here(match.string, match.start(group), value, gates):
                    return match.group(0)  # hashed by the device, encrypted, published, empty, a template
                replaced += 1
                return (match.group(1) or "") + label + kept if pair else label

            for _ in range(_PASSES):  # a keyword a match used may point at a second value: again while it finds one
                before = replaced
                marked[0] = _MARK_PREFIX in text
                text = regex.sub(substitute, text)
                if replaced == before:
                    break
            if replaced:
                lowered = text.lower() if lowered else ""
                # a placeholder's label is text too: the rules its words name wake (the text is not read again)
                named = self._named.get(rule.label) or self._named.setdefault(
                    rule.label, self._woken(placeholder(rule.label))
                )
                queue, position = sorted({*queue[position:], *(i for i in named if i > index)}), 0
                if rule.label not in labels:
                    labels.append(rule.label)
        text = self._redact_phrases(self._redact_typed(text, labels, gates), labels)
        return self._redact_encoded(self._redact_escaped(text, labels), labels) if decode else text

    @staticmethod
    def _redact_typed(text: str, labels: list[str], gates: GateWords = EVERY) -> str:
        """Where phrasing runs out: in a line that talks about passwords or keys, each token
        shaped like one, up to 80 characters after the word or 60 before it, whatever the words
        between ("wifi at the cabin: it's X", "X should still be the vpn password", "the staging
        token for the bot, don't share X"). A password word asks for a typed password
        (``secret_shapes.typed``), a key or token word for a credential (``credential``). Every
        token is judged, so a second run finds what the first did."""
        words = _SECRET_TALK.finditer(text)
        first = next(words, None)
        if first is None:
            return text  # most texts: no word about a secret, nothing set up
        judged: dict[tuple[int, int], str | None] = {}  # a token several words see is judged once
        covered: dict[tuple[str, bool], int] = {}  # how far each kind of window has been read
        shapes: dict[tuple[Callable[[str], bool], str], bool] = {}
        after_lines, before_lines = _LineEnds(text), _LineEnds(text)  # words come in order: each line end found once
        marked = _MARK_PREFIX in text  # else no token is a placeholder's
        for word in chain((first,), words):
            if marked and _in_placeholder(text, word.start()):
                continue  # a placeholder's own label
            if _SIGV4_SCOPE.match(text, word.end()):
                continue  # AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/<service>/aws4_request: a scope
            near = word.group(2) or word.group(4)
            label, judge, shape = (
                ("password", typed, _TOKEN)
                if near or word.group(1) or word.group(3)
                else ("secret", key_shaped, _KEY_TOKEN)
            )
            if label == "secret" and NOT_SECRET_KEYWORD.search(text, max(0, word.start() - 24), word.end() + 4):
                continue  # public key, cache key...
            windows = [(word.end(), word.end() + 80, True)]
            if not near:  # a password or key word: the value may come first
                windows.append((max(0, word.start() - 60), word.start(), False))
            for start, end, after in windows:
                if after:  # from the word to the window's end, within its line
                    lo, newline = start, after_lines.find(start, end + 4096)
                else:  # from the window's start, within the word's line, to the word
                    lo, newline = text.rfind("\n", start, end) + 1 or start, before_lines.find(end, end + 4096)
                limit = newline if newline >= 0 else min(len(text), end + 4096)  # a token is read whole
                lo = max(lo, covered.get((label, after), 0))  # words in a row: each stretch read once
                if lo >= min(end, limit):
                    continue
                covered[(label, after)] = min(end, limit)
                for begin in _TOKEN_START.finditer(text, lo, min(end, limit)):
                    if marked and _in_placeholder(text, begin.start()):
                        continue  # a placeholder's own label: what is redacted stays
                    token = shape.match(text, begin.start(), limit)
                    if token is None or in_url(text, token.start()) or in_resource(text, token.start(), token.end()):
                        continue
                    # a bracket or a comma closing the sentence around it stays: (current one: X)
                    span = (token.start(), token.start() + len(token.group().rstrip(_AFTER_TOKEN)))
                    if judged.get(span) is None:
                        shape_of = shapes.get((judge, token.group()))
                        if shape_of is None:  # a token's shape is its own: one that repeats is judged once
                            shape_of = shapes[(judge, token.group())] = judge(token.group())
                        shaped = shape_of or (
                            after
                            and label == "secret"
                            and introduced_hex(text, word.end(), token.start(), token.group())
                        )
                        if shaped and harmless_here(text, token.start(), token.group(), gates):
                            shaped = False  # hashed by the device, encrypted, published, a weak example
                        judged[span] = label if shaped and not _labelled(text, token.start()) else None
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

    def _redact_escaped(self, text: str, labels: list[str]) -> str:
        """A string literal with escaped quotes or line ends (a config file read by a tool, inside
        a JSON reply) is redacted as the text it encodes, and encoded again where that changed.
        The literals of a block are redacted together, a line no rule reads between each two."""
        found = escaped_strings(text)
        if not found:
            return text
        inner: list[str] = []
        decoded = [literal for _, _, literal in found]
        redacted = self._redact_block(_APART.join(decoded), inner, decode=False).split(_APART)  # one level
        if len(redacted) != len(decoded):  # a rule took a separating line: each literal alone
            redacted = [self._redact_block(literal, inner, decode=False) for literal in decoded]
        parts, done = [], 0
        for (start, end, literal), result in zip(found, redacted, strict=True):
            if result != literal:
                parts += [text[done:start], json.dumps(result, ensure_ascii=False)]
                done = end
        labels.extend(label for label in inner if label not in labels)
        return "".join([*parts, text[done:]]) if parts else text

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
        spans = sorted(found + table_cells(text) + csv_cells(text) + code_lists(text) + printed_files(text))
        done = len(text) + 1
        for start, end, label in reversed(spans):
            if end <= done:
                text, done = text[:start] + placeholder(label) + text[end:], start
                if label not in labels:
                    labels.append(label)
        return text


def _rare_pair(hint: str) -> str:
    """The pair of characters of ``hint`` least common in text (by its letters' frequency in English;
    a character that is no letter counts as rare): any pair of a hint is in every text holding it."""
    pairs = [hint[at : at + 2] for at in range(len(hint) - 1)]
    return min(pairs, key=lambda pair: sum(len(_LETTERS) - _LETTERS.find(ch) if ch in _LETTERS else 0 for ch in pair))


class _LineEnds:
    """``text.find("\\n", at, bound)`` for places ``at`` asked in increasing order: the line end
    after a place is searched for once, and is the answer for every place up to it."""

    __slots__ = ("_after", "_from", "_text")

    def __init__(self, text: str) -> None:
        self._text, self._from, self._after = text, len(text) + 1, -1  # nothing searched yet

    def find(self, at: int, bound: int) -> int:
        if not self._from <= at or (self._after >= 0 and at > self._after):
            self._from, self._after = at, self._text.find("\n", at)
        return self._after if 0 <= self._after < bound else -1


def _up_to_word(text: str, at: int) -> str:
    """``text`` from ``at`` to the first character that is no space, included: all ``plausible``
    reads of what follows a value, without copying the rest of a long text for every match."""
    word = _NOT_SPACE.search(text, at)
    return text[at : word.end()] if word else text[at:]


def _labelled(text: str, at: int) -> bool:
    """Whether the token at ``at`` follows a label of its own naming no secret (App ID：, 公钥：)."""
    return _LABELLED.search(text, max(0, at - 24), at) is not None


def _in_placeholder(text: str, at: int) -> bool:
    """Whether ``at`` starts or lies inside a placeholder: what is redacted stays as it is."""
    opened = text.rfind(_MARK_PREFIX, max(0, at - 72), at + len(_MARK_PREFIX))  # one starting at ``at`` too
    return opened >= 0 and "]" not in text[opened:at]


def _seam_start(text: str) -> int:
    """Where the lines about a cut begin in the block before it: the start of the line holding
    its last SEAM_CHARS (or the first space before them in a line too long for that)."""
    at = max(0, len(text) - SEAM_CHARS)
    line = text.rfind("\n", max(0, at - _SEAM_TOKEN), at) if at else -1
    if line >= 0 or at - _SEAM_TOKEN <= 0:
        return line + 1
    space = _SPACE.search(text, at - _SEAM_TOKEN, at)
    return space.end() if space else at - _SEAM_TOKEN


def _seam_end(text: str) -> int:
    """Where the lines about a cut end in the block after it: the end of the line holding its
    first SEAM_CHARS (or the first space after them in a line too long for that)."""
    if len(text) <= SEAM_CHARS:
        return len(text)
    line = text.find("\n", SEAM_CHARS, SEAM_CHARS + _SEAM_TOKEN)
    if line >= 0:
        return line + 1
    space = _SPACE.search(text, SEAM_CHARS, SEAM_CHARS + _SEAM_TOKEN)
    return space.start() if space else min(len(text), SEAM_CHARS + _SEAM_TOKEN)


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
