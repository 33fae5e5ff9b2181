"""English stemmers for the keyword index: PyStemmer (the ``stemmer`` extra) when installed,
else a built-in one in the standard library.

Both follow the Snowball English ("Porter2") algorithm; the built-in one is written from its
published description and agrees with PyStemmer on nearly every word, but not on every
one, so each carries its own ``identity``: the store records the identity that built its
postings and rebuilds them when another one takes over (``search/postings.py``).
"""

from __future__ import annotations

import functools
import importlib.util
from typing import Protocol


class Stemmer(Protocol):
    identity: str

    def stem(self, word: str) -> str: ...


class NoStemmer:
    """Words as they are (``tokenizer.stemmer: none``)."""

    identity = "none"

    def stem(self, word: str) -> str:
        return word


class SnowballStemmer:
    """PyStemmer's C Snowball English stemmer. Its version is in the identity: a release that
    changes the algorithm would otherwise mix two kinds of stem in one index."""

    def __init__(self) -> None:
        import Stemmer

        self._stemmer = Stemmer.Stemmer("english")
        self.identity = f"pystemmer-{Stemmer.version()}"

    def stem(self, word: str) -> str:
        return str(self._stemmer.stemWord(word))


class BuiltinStemmer:
    """Porter2 in plain Python, for a core without extras."""

    identity = "builtin-porter2-1"

    def stem(self, word: str) -> str:
        return _porter2(word)


def pystemmer_installed() -> bool:
    return importlib.util.find_spec("Stemmer") is not None


def choose(name: str) -> Stemmer:
    """``auto`` (PyStemmer when installed, else built-in), ``snowball`` (PyStemmer), ``builtin``
    or ``none``."""
    if name == "none":
        return NoStemmer()
    if name == "builtin" or (name == "auto" and not pystemmer_installed()):
        return BuiltinStemmer()
    if not pystemmer_installed():
        from .errors import ConfigError
        from .install import command

        raise ConfigError(
            "tokenizer.stemmer is snowball but PyStemmer is not installed",
            hint=f"install it ({command('stemmer')}), or set tokenizer.stemmer: auto",
        )
    return SnowballStemmer()


def by_identity(identity: str) -> Stemmer | None:
    """The stemmer that gives the stems of ``identity``, if this process has it."""
    if identity == BuiltinStemmer.identity:
        return BuiltinStemmer()
    if identity.startswith("pystemmer-") and pystemmer_installed():
        stemmer = SnowballStemmer()
        return stemmer if stemmer.identity == identity else None
    return None


# ---- Porter2 (Snowball English, as of Snowball 3), from the algorithm's description ---------

_VOWELS = frozenset("aeiouy")
_DOUBLES = ("bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt")
_LI_ENDING = frozenset("cdeghkmnrt")
# R1 begins after these prefixes rather than after the first vowel-consonant pair
_PREFIXES = ("arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers")
_EXCEPTIONS = {
    "skis": "ski",
    "skies": "sky",
    "idly": "idl",
    "gently": "gentl",
    "ugly": "ugli",
    "early": "earli",
    "only": "onli",
    "singly": "singl",
    **{word: word for word in ("sky", "news", "howe", "atlas", "cosmos", "bias", "andes")},
}
_EED_KEPT = frozenset({"succ", "proc", "exc"})  # succeed, proceed, exceed stay whole
_ING_KEPT = frozenset({"even", "cann", "inn", "earr", "herr", "out"})  # evening, canning, inning, ...
_STEP2 = (
    ("ization", "ize"),
    ("ational", "ate"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("iveness", "ive"),
    ("tional", "tion"),
    ("biliti", "ble"),
    ("lessli", "less"),
    ("entli", "ent"),
    ("ation", "ate"),
    ("alism", "al"),
    ("aliti", "al"),
    ("ousli", "ous"),
    ("iviti", "ive"),
    ("fulli", "ful"),
    ("ogist", "og"),
    ("enci", "ence"),
    ("anci", "ance"),
    ("abli", "able"),
    ("izer", "ize"),
    ("ator", "ate"),
    ("alli", "al"),
    ("bli", "ble"),
    ("ogi", "og"),
    ("li", ""),
)
_STEP3 = (
    ("ational", "ate"),
    ("tional", "tion"),
    ("alize", "al"),
    ("icate", "ic"),
    ("iciti", "ic"),
    ("ative", ""),
    ("ical", "ic"),
    ("ness", ""),
    ("ful", ""),
)
_STEP4 = (
    "ement",
    "ance",
    "ence",
    "able",
    "ible",
    "ment",
    "ant",
    "ent",
    "ism",
    "ate",
    "iti",
    "ous",
    "ive",
    "ize",
    "ion",
    "al",
    "er",
    "ic",
)


def _regions(word: str) -> tuple[int, int]:
    """R1 and R2 as start offsets (``len(word)`` when empty)."""
    r1 = next((len(p) for p in _PREFIXES if word.startswith(p)), None)
    if r1 is None:
        r1 = _region_after(word, 0)
    return r1, _region_after(word, r1)


def _region_after(word: str, start: int) -> int:
    for i in range(start + 1, len(word)):
        if word[i] not in _VOWELS and word[i - 1] in _VOWELS:
            return i + 1
    return len(word)


def _short_syllable_at_end(word: str) -> bool:
    if len(word) == 2:
        return word[0] in _VOWELS and word[1] not in _VOWELS
    return word.endswith("past") or (
        len(word) >= 3
        and word[-3] not in _VOWELS
        and word[-2] in _VOWELS
        and word[-1] not in _VOWELS
        and word[-1] not in "wxY"
    )


def _has_vowel(text: str) -> bool:
    return any(ch in _VOWELS for ch in text)


@functools.lru_cache(maxsize=65536)
def _porter2(word: str) -> str:
    if len(word) <= 2:
        return word
    if word in _EXCEPTIONS:
        return _EXCEPTIONS[word]
    chars = list(word)
    if chars[0] == "y":
        chars[0] = "Y"
    for i in range(1, len(chars)):
        if chars[i] == "y" and chars[i - 1] in _VOWELS:
            chars[i] = "Y"
    w = "".join(chars)
    r1, r2 = _regions(w)
    w = _step1b(_step1a(w), r1)
    if len(w) > 2 and w[-1] in "yY" and w[-2] not in _VOWELS:
        w = w[:-1] + "i"
    w = _step4(_step3(_step2(w, r1), r1, r2), r2)
    return _step5(w, r1, r2).replace("Y", "y")


def _step1a(w: str) -> str:
    if w.endswith("sses"):
        return w[:-2]
    if w.endswith(("ied", "ies")):
        return w[:-2] if len(w) > 4 else w[:-1]
    if w.endswith(("us", "ss")):
        return w
    if w.endswith("s") and _has_vowel(w[:-2]):
        return w[:-1]
    return w


def _step1b(w: str, r1: int) -> str:
    for suffix in ("eedly", "eed"):
        if w.endswith(suffix):
            stem = w[: -len(suffix)]
            return stem + "ee" if len(stem) >= r1 and stem not in _EED_KEPT else w
    for suffix in ("ingly", "edly", "ing", "ed"):
        if not w.endswith(suffix):
            continue
        stem = w[: -len(suffix)]
        if suffix == "ing" and len(stem) == 2 and stem[1] == "y" and stem[0] not in _VOWELS:
            return stem[0] + "ie"  # dying, lying, tying
        if (suffix == "ing" and stem in _ING_KEPT) or not _has_vowel(stem):
            return w
        if stem.endswith(("at", "bl", "iz")):
            return stem + "e"
        if stem.endswith(_DOUBLES):
            return stem if len(stem) == 3 and stem[0] in "aeo" else stem[:-1]  # add, egg, err stay
        return stem + "e" if r1 == len(stem) and _short_syllable_at_end(stem) else stem
    return w


def _step2(w: str, r1: int) -> str:
    for suffix, replacement in _STEP2:
        if w.endswith(suffix):
            start = len(w) - len(suffix)
            if start < r1:
                return w
            if suffix == "ogi":
                return w[:-1] if start > 0 and w[start - 1] == "l" else w
            if suffix == "li":
                return w[:start] if start > 0 and w[start - 1] in _LI_ENDING else w
            return w[:start] + replacement
    return w


def _step3(w: str, r1: int, r2: int) -> str:
    for suffix, replacement in _STEP3:
        if w.endswith(suffix):
            start = len(w) - len(suffix)
            if start < r1 or (suffix == "ative" and start < r2):
                return w
            return w[:start] + replacement
    return w


def _step4(w: str, r2: int) -> str:
    for suffix in _STEP4:
        if w.endswith(suffix):
            start = len(w) - len(suffix)
            if start < r2:
                return w
            if suffix == "ion":
                return w[:start] if start > 0 and w[start - 1] in "st" else w
            return w[:start]
    return w


def _step5(w: str, r1: int, r2: int) -> str:
    last = len(w) - 1
    if w.endswith("e") and (last >= r2 or (last >= r1 and not _short_syllable_at_end(w[:-1]))):
        return w[:-1]
    if w.endswith("ll") and last >= r2:
        return w[:-1]
    return w
