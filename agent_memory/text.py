"""Text analysis shared by the index and the write path: terms (spec 3, Phase 3) and the
entities of the memory graph (spec 3, Phase 4)."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from itertools import chain
from typing import TYPE_CHECKING

from .regex import lazy

if TYPE_CHECKING:
    from .stemming import Stemmer

# ASCII words, lower-cased; runs of CJK ideographs become 2- and 3-grams.
_TOKEN = lazy(r"[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
# Bumped when the way text becomes terms changes: postings built by another version are rebuilt.
TOKENIZER_VERSION = 2


class Tokenizer:
    """Text to BM25 terms, the same for the memories indexed and the queries asked.

    English words are lower-cased; function words (``stopwords``) are dropped and the rest
    stemmed (``stemmer``), except words holding a digit or ``_`` (identifiers, versions),
    kept as they are. A run of Chinese characters becomes its 2- and 3-grams (a lone
    character stays whole), without those made only of stop words (particles, pronouns,
    question words: 我们, 什么, 的是); a gram with a content character stays (用什么, 现在).
    ``identity`` names all of this; the store records the one that built its postings.
    """

    def __init__(self, *, stopwords: Iterable[str], stemmer: Stemmer) -> None:
        words = sorted({word.strip().lower() for word in stopwords if word.strip()})
        self.english = frozenset(word for word in words if word.isascii())
        self.chinese = frozenset(word for word in words if not word.isascii())
        self._longest = max((len(word) for word in self.chinese), default=0)
        self.stemmer = stemmer
        self._stem = stemmer.stem
        digest = hashlib.sha256("\n".join(words).encode("utf-8")).hexdigest()[:12]
        self.identity = f"v{TOKENIZER_VERSION}:{stemmer.identity}:stop-{digest}"
        self._runs = _Runs(self._terms_of)

    def terms(self, text: str) -> list[str]:
        """The terms of ``text`` in order: those of ``pairs``."""
        return list(self._each_term(text))

    def pairs(self, text: str) -> list[tuple[str, str]]:
        """(word as written, its term) for each term of ``text``, in order: a query rebuilt
        from terms must use the words, since a stem stemmed again may change (databas)."""
        pairs: list[tuple[str, str]] = []
        runs = self._runs
        for run in _TOKEN.findall(text):
            found = runs[run]
            if not run.isascii():
                pairs.extend(zip(found, found, strict=True))  # a Chinese run's grams are their own words
            elif found:
                pairs.append((run, found[0]))
        return pairs

    def counts(self, text: str) -> Counter[str]:
        return Counter(self._each_term(text))

    def _each_term(self, text: str) -> Iterator[str]:
        """The terms of ``text`` in order, each run of it looked up once in ``_runs`` (an import
        tokenizes a memory; its words repeat across memories)."""
        return chain.from_iterable(map(self._runs.__getitem__, _TOKEN.findall(text)))

    def _terms_of(self, run: str) -> tuple[str, ...]:
        """The terms of one run of ``_TOKEN``: a word's one (none for a stop word), or a
        Chinese run's grams."""
        if run.isascii():
            word = run.lower()
            if word in self.english:
                return ()
            return (self._stem(word) if word.isalpha() else word,)
        return tuple(self._grams(run))

    def _grams(self, run: str) -> list[str]:
        stop = self.chinese
        if len(run) == 1:
            return [] if run in stop else [run]
        size = len(run)
        covered = [False] * size  # the characters some stop word of the run spans
        for start in range(size):
            for length in range(1, min(self._longest, size - start) + 1):
                if run[start : start + length] in stop:
                    covered[start : start + length] = [True] * length
        return [run[i : i + n] for n in (2, 3) for i in range(size - n + 1) if not all(covered[i : i + n])]


class _Runs(dict[str, tuple[str, ...]]):
    """run -> its terms, computed when first seen; at most ``LIMIT`` runs kept, no long ones."""

    LIMIT = 200_000

    def __init__(self, terms_of: Callable[[str], tuple[str, ...]]) -> None:
        super().__init__()
        self._terms_of = terms_of

    def __missing__(self, run: str) -> tuple[str, ...]:
        found = self._terms_of(run)
        if len(run) <= 24:
            if len(self) >= self.LIMIT:
                self.clear()
            self[run] = found
        return found


@cache
def default_tokenizer() -> Tokenizer:
    """The tokenizer of the shipped config.yaml (stop words and ``stemmer: auto``)."""
    from .config import load_config
    from .stemming import choose

    settings = load_config(None).tokenizer
    return Tokenizer(stopwords=settings.stopwords, stemmer=choose(settings.stemmer))


def tokenize_terms(text: str) -> list[str]:
    """``text``'s terms by the default tokenizer; a store uses its own (``store.tokenizer``)."""
    return default_tokenizer().terms(text)


def term_counts(text: str) -> Counter[str]:
    return default_tokenizer().counts(text)


# ---- entities -------------------------------------------------------------------------

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_VERSION = lazy(r"v?\d+(?:\.\d+)+")
# In text order: quoted Chinese terms, mixed-script names (通义千问2.5, K8s, EC2), version
# numbers, then capitalised English words. Chinese has no spaces: a Latin name may touch
# Chinese on both sides, so its edges are ASCII-only look-arounds rather than \b; a
# Chinese name before a version is taken as at most 4 characters (no segmentation here).
_ASCII_EDGE_BEFORE, _ASCII_EDGE_AFTER = r"(?<![A-Za-z0-9_])", r"(?![A-Za-z0-9_])"
_ENTITY = lazy(
    rf"《(?P<book>[^》\n]{{1,40}})》|「(?P<corner>[^」\n]{{1,40}})」"
    rf"|[“\"](?P<quoted>[^”\"\n]*[{_CJK}][^”\"\n]*)[”\"]"
    rf"|(?P<mixed>[{_CJK}]{{2,4}}\d{{1,2}}(?:\.\d{{1,2}})?(?![\d.]*[\d{_CJK}])"
    rf"|{_ASCII_EDGE_BEFORE}[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?:\.\d+)*{_ASCII_EDGE_AFTER})"
    rf"|(?<![A-Za-z0-9_.])(?P<version>v?\d+(?:\.\d+)+)(?![A-Za-z0-9_.]*[A-Za-z0-9_])"
    rf"|{_ASCII_EDGE_BEFORE}(?P<word>[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*){_ASCII_EDGE_AFTER}"
)
ENTITY_RULES = "3"  # raised when the rules below change: a store's graph is then extracted again
MAX_NAME_WORDS = 4  # a longer run of capitalised words is a title, not a name: its words count alone


_CHINESE = lazy(rf"[{_CJK}]")


def entity_type(name: str) -> str:
    """The type follows from the name alone, so every memory naming it agrees."""
    if _VERSION.fullmatch(name):
        return "version"
    if _CHINESE.search(name):
        from .person_names import is_person_name

        if is_person_name(name):
            return "person"
    if any(ch.isdigit() for ch in name) and re.search(rf"[A-Za-z{_CJK}]", name):
        return "product"
    if re.search(rf"[{_CJK}]", name):
        return "term"
    return "name"


def extract_entities(text: str, stopwords: frozenset[str]) -> dict[str, str]:
    """name -> type of the entities a text mentions (rule-based, spec 3 Phase 4).

    Capitalised English words not in ``stopwords`` (compared in lower case), those written
    in a row as one name (``GitHub Actions``, ``Visual Studio Code``; a stop word splits a
    row), version numbers (``16.2``, ``v2.1``), Chinese terms in 《》, 「」 or quotes,
    mixed-script product names (``通义千问2.5``, ``K8s``), and Chinese person names (张伟,
    欧阳娜娜, 老王, 李老师: ``person_names``).
    """
    found: dict[str, str] = {}
    for match in _ENTITY.finditer(text):
        value = next(value for value in match.groups() if value is not None).strip()
        for name in _names(value, stopwords) if match.lastgroup == "word" else [value]:
            if name:
                found.setdefault(name, entity_type(name))
    if _CHINESE.search(text):
        from .person_names import person_names

        for name in person_names(text):
            found.setdefault(name, "person")
    return found


def _names(run: str, stopwords: frozenset[str]) -> list[str]:
    """The names in a run of capitalised words: the stretches between its stop words, each
    one name when short enough, else word by word."""
    names: list[str] = []
    stretch: list[str] = []
    for word in [*run.split(" "), ""]:
        if word and word.lower() not in stopwords:
            stretch.append(word)
            continue
        names += [" ".join(stretch)] if len(stretch) <= MAX_NAME_WORDS else stretch
        stretch = []
    return [name for name in names if name]
