"""Text analysis shared by the index and the write path: terms (spec 3, Phase 3) and the
entities of the memory graph (spec 3, Phase 4)."""

from __future__ import annotations

import re
from collections import Counter

# ASCII words, lower-cased; runs of CJK ideographs become 2- and 3-grams.
_TOKEN = re.compile(r"[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def tokenize_terms(text: str) -> list[str]:
    """ASCII words (lower case) and Chinese 2/3-grams; a lone Chinese character stays whole."""
    terms: list[str] = []
    for match in _TOKEN.finditer(text):
        run = match.group(0)
        if run.isascii():
            terms.append(run.lower())
            continue
        if len(run) == 1:
            terms.append(run)
            continue
        terms.extend(run[i : i + 2] for i in range(len(run) - 1))
        terms.extend(run[i : i + 3] for i in range(len(run) - 2))
    return terms


def term_counts(text: str) -> Counter[str]:
    return Counter(tokenize_terms(text))


# ---- entities -------------------------------------------------------------------------

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_VERSION = re.compile(r"v?\d+(?:\.\d+)+")
# In text order: quoted Chinese terms, mixed-script names (通义千问2.5, K8s, EC2), version
# numbers, then capitalised English words. Chinese has no spaces: a Latin name may touch
# Chinese on both sides, so its edges are ASCII-only look-arounds rather than \b; a
# Chinese name before a version is taken as at most 4 characters (no segmentation here).
_ASCII_EDGE_BEFORE, _ASCII_EDGE_AFTER = r"(?<![A-Za-z0-9_])", r"(?![A-Za-z0-9_])"
_ENTITY = re.compile(
    rf"《(?P<book>[^》\n]{{1,40}})》|「(?P<corner>[^」\n]{{1,40}})」"
    rf"|[“\"](?P<quoted>[^”\"\n]*[{_CJK}][^”\"\n]*)[”\"]"
    rf"|(?P<mixed>[{_CJK}]{{2,4}}\d{{1,2}}(?:\.\d{{1,2}})?(?![\d.]*[\d{_CJK}])"
    rf"|{_ASCII_EDGE_BEFORE}[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?:\.\d+)*{_ASCII_EDGE_AFTER})"
    rf"|(?<![A-Za-z0-9_.])(?P<version>v?\d+(?:\.\d+)+)(?![A-Za-z0-9_.]*[A-Za-z0-9_])"
    rf"|{_ASCII_EDGE_BEFORE}(?P<word>[A-Z][A-Za-z]+){_ASCII_EDGE_AFTER}"
)


def entity_type(name: str) -> str:
    """The type follows from the name alone, so every memory naming it agrees."""
    if _VERSION.fullmatch(name):
        return "version"
    if any(ch.isdigit() for ch in name) and re.search(rf"[A-Za-z{_CJK}]", name):
        return "product"
    if re.search(rf"[{_CJK}]", name):
        return "term"
    return "name"


def extract_entities(text: str, stopwords: frozenset[str]) -> dict[str, str]:
    """name -> type of the entities a text mentions (rule-based, spec 3 Phase 4).

    Capitalised English words not in ``stopwords`` (compared in lower case), version
    numbers (``16.2``, ``v2.1``), Chinese terms in 《》, 「」 or quotes, and mixed-script
    product names (``通义千问2.5``, ``K8s``).
    """
    found: dict[str, str] = {}
    for match in _ENTITY.finditer(text):
        name = next(value for value in match.groups() if value is not None).strip()
        if not name or (match.lastgroup == "word" and name.lower() in stopwords):
            continue
        found.setdefault(name, entity_type(name))
    return found
