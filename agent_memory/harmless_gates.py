"""The words without which a check of ``keyword_values.harmless_here`` or of
``harmless_shapes`` cannot hold, by the check's name: the one registry of them.

The redactor makes one ``GateWords`` for each text it redacts and passes it down; the first
check that asks finds (``gate_words``) which checks the text's words allow, once for the
text; a check whose words the text lacks is skipped, so a text of many candidates pays for
each check's window search only when the check can hold. Nothing of a text is kept here.
"""

from __future__ import annotations

GATES: dict[str, tuple[str, ...]] = {
    # keyword_values.harmless_here
    "topic": ("密码学", "钥交换", "钥协商", "钥派生", "钥分发", "cryptography", "exchange", "agreement", "derivation"),
    "weak": ("弱口令", "弱密码", "常见密码", "weak", "common", "leaked", "breached", "strength", "->"),
    "rails": (".yml.enc",),
    "cipher": (
        "enc[",
        "enc(",
        "ej[",
        "encrypted_data",
        "ciphertext",
        '"iv"',
        "'iv'",
        "auth_tag",
        "encrypteddata",
        "sealedsecret",
    ),
    # harmless_shapes
    "said_public": ("published", "publicly", "gvlk", "kms", "search", "publishable", "公开", "前端用"),
    "public_after": ("公开可查", "可公开查询", "供", "publicly"),
    "input": ("<input",),
    "public_param": ("nonce", "state", "challenge", "credential", "rawid", "凭证", "凭据"),
    "registry": ("uscc", "unified", "信用代码", "纳税人识别号", "税号"),
}
ALL = frozenset(GATES)  # every check: what a caller that looked for no words passes


def gate_words(text: str) -> frozenset[str]:
    """The names in ``GATES`` whose words ``text`` holds (in lower case)."""
    lowered = text.lower()
    return frozenset(name for name, words in GATES.items() if any(word in lowered for word in words))


class GateWords:
    """The names in ``GATES`` whose words one text holds, found when first asked (a text with
    no candidate never pays for the search)."""

    __slots__ = ("_found", "_text")

    def __init__(self, text: str, found: frozenset[str] | None = None) -> None:
        self._text = text
        self._found = found

    def names(self) -> frozenset[str]:
        if self._found is None:
            self._found, self._text = gate_words(self._text), ""
        return self._found


EVERY = GateWords("", ALL)  # for a caller with no text of its own to look in: every check runs
