"""Redaction's cost stays linear (issue 21, item 6), counted in operations, never in seconds:
the hints a text holds are found exactly and without one read of the text per hint, and the
work done per kilobyte (values judged, characters handed to the rules, hint reads) does not
grow with the length of an adversarial input."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import agent_memory.redact as redact_module
from agent_memory import Memory
from agent_memory.hint_scan import HintScan
from agent_memory.redact import Redactor

# dense inputs: a secret word every few bytes, its value after it, on one line and in lines
DENSE = ["密码 1234", "password ", "token=QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo= "]


@pytest.fixture(scope="module")
def redactor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redactor]:
    root: Path = tmp_path_factory.mktemp("cost")
    with Memory(root) as memory:
        yield memory.redactor


def _texts(rnd: random.Random, hints: list[str]) -> Iterator[str]:
    noise = ["", " ", "x", "\n", "密", "P", "-", "ss"]
    for size in (1, 3, 10, 40, 200, 900):
        for _ in range(30):
            yield "".join(rnd.choice(hints) + rnd.choice(noise) for _ in range(rnd.randint(1, size)))


def _naive_woken(redactor: Redactor, text: str) -> list[int]:
    """The rules a text wakes, each hint looked for in turn."""
    lowered = text.lower()
    woken = {index for hint in redactor._hints if hint in lowered for index in redactor._by_hint[hint]}
    return sorted(woken | set(redactor._always))


def test_the_rules_a_text_wakes_are_those_whose_hints_it_holds(redactor: Redactor) -> None:
    """Short texts (by pairs) and long ones (by a trie per first character, hint_scan): the same
    rules as looking for each hint in turn, for texts dense in hints, their prefixes and overlaps."""
    hints = list(redactor._hints)
    scan = HintScan(hints)
    rnd = random.Random(21)
    checked = 0
    for text in _texts(rnd, hints):
        for cut in (len(text), len(text) // 2, 150, 40):
            part = text[:cut]
            assert redactor._woken(part) == _naive_woken(redactor, part), part[:80]
            lowered = part.lower()
            assert scan.present(lowered) == {hint for hint in hints if hint in lowered}, part[:80]
            checked += 1
    assert checked > 500


class _Counting:
    """A pattern whose reads are counted."""

    def __init__(self, pattern: re.Pattern[str], reads: list[int]) -> None:
        self._pattern, self._reads = pattern, reads

    def findall(self, text: str) -> list[str]:
        self._reads.append(len(text))
        return self._pattern.findall(text)


def test_a_long_text_is_read_once_per_first_character_not_once_per_hint() -> None:
    """Ten times the hints (sharing their five first characters) cost no more reads of a long text."""
    reads: dict[int, list[int]] = {}
    text = "the token7 and pass19, then 密码3, a key9 and a secret " * 200
    for copies in (1, 10):
        hints = [f"{word}{n}" for word in ("pass", "token", "key", "密码", "secret") for n in range(copies * 20)]
        scan = HintScan(hints)
        reads[copies] = []
        scan._scans = [(first, _Counting(pattern, reads[copies])) for first, pattern in scan._scans]  # type: ignore[misc]
        assert scan.present(text) == {hint for hint in hints if hint in text} >= {"token7", "pass19", "密码3"}
    assert reads[1] == reads[10] == [len(text)] * 5


def _work(redactor: Redactor, text: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """What redacting ``text`` does, counted: values judged (each of the per-match checks), and
    the characters handed to a block's rules."""
    counts = {"judged": 0, "block_chars": 0, "blocks": 0}
    for name in ("harmless_here", "plausible", "masked", "typed"):
        real = getattr(redact_module, name)

        def counted(*args: object, real: object = real, **kwargs: object) -> object:
            counts["judged"] += 1
            return real(*args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(redact_module, name, counted)
    block = Redactor._redact_block

    def counted_block(self: Redactor, text: str, *args: object, **kwargs: object) -> str:
        counts["block_chars"] += len(text)
        counts["blocks"] += 1
        return block(self, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Redactor, "_redact_block", counted_block)
    redactor.redact(text)
    monkeypatch.undo()
    return counts


@pytest.mark.parametrize("unit", DENSE)
@pytest.mark.parametrize("lines", [False, True])
def test_the_work_per_kilobyte_does_not_grow_with_the_input(
    redactor: Redactor, unit: str, lines: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four times the input, at most about four times the work: values judged and characters
    handed to the rules (the seams between blocks, the passes over asked-for answers) in
    proportion, not a re-read of all that came before (quadratic would be sixteen times)."""

    def text(size: int) -> str:
        if lines:
            return "\n".join([unit * 20] * (size // (len(unit) * 20)))
        return unit * (size // len(unit))

    small, large = _work(redactor, text(10_000), monkeypatch), _work(redactor, text(40_000), monkeypatch)
    assert small["judged"] > 0
    for what in ("judged", "block_chars", "blocks"):
        assert large[what] <= 4.5 * max(small[what], 1), (what, small, large)
    assert large["block_chars"] <= 3 * 40_000, large  # every character read by a few passes, not by every block


def test_what_a_rule_needs_is_in_every_match_of_it(redactor: Redactor) -> None:
    """The literals a rule's pattern cannot match without (hint_scan.needs, which lets a long
    block skip the rule) are in every match the rule makes on the tuning corpus's texts: each set
    has one of its strings in the matched text itself, lower-cased."""
    import json

    from agent_memory.hint_scan import needs

    corpus = json.loads((Path(__file__).parent.parent / "benchmarks/data/redaction_corpus.json").read_text("utf-8"))
    texts = [str(sample["text"]) for section in ("secrets", "harmless") for sample in corpus[section]]
    matched = known = 0
    for index, rule in enumerate(redactor._rules):
        flags = 0 if rule.case_sensitive else re.IGNORECASE
        required = needs(rule.pattern, flags)
        known += bool(required)
        regex = re.compile(rule.pattern, flags)
        for text in texts:
            for match in regex.finditer(text):
                lowered = match.group(0).lower()
                assert all(any(s in lowered for s in strings) for strings in required), (index, match.group(0))
                matched += 1
    assert matched > 300 and known > 400


def test_the_literal_check_changes_no_output(redactor: Redactor, monkeypatch: pytest.MonkeyPatch) -> None:
    """Long texts redact the same with the rules' literals asked for first as without: where
    IGNORECASE folds a character to a letter the lower-cased text does not hold ("ſecret", "ı"),
    and where it does not."""
    lines = [
        "my ſecret is Kq7vL2pZ9xRt4Wn8",
        "the PASSWORD is Tr0ub4dor&3x",
        "loGİn token: Zq8Lm2Vp9Rk4Tw8Nb3Yc",
        "apı_key=AKIAZQ7XVL2PM9KR4TWN",
        "密码：Hx92!kLm#q",
    ]
    texts = ["\n".join(["filler line of prose"] * 12 + [line] + ["more prose here"] * 5) for line in lines]
    texts.append("\n".join(lines))
    asked = [redactor.redact(text).text for text in texts]
    monkeypatch.setattr(Redactor, "_needs", lambda self, index, rule: [])
    assert [redactor.redact(text).text for text in texts] == asked
    assert sum(a != t for a, t in zip(asked, texts, strict=True)) >= 4  # secrets among them are redacted


def test_where_a_character_folds_to_a_letter_no_literal_is_asked_for(
    redactor: Redactor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under IGNORECASE "i" matches "ı" and "s" matches "ſ", which the lower-cased text does not
    hold as "i" or "s": a rule may match there without its literals, so none is asked for."""
    from agent_memory.hint_scan import needs

    pattern = r"(changed it to)[ \t]+(\S+)"
    folded = "the wifi password, I changed ıt to Hunter7seven!"
    assert re.search(pattern, folded, re.IGNORECASE) is not None
    assert not all(any(s in folded.lower() for s in strings) for strings in needs(pattern, re.IGNORECASE))

    def asked(self: Redactor, index: int, rule: object) -> list[frozenset[str]]:
        raise AssertionError("a literal asked for in a text where a character folds")

    monkeypatch.setattr(Redactor, "_needs", asked)
    for fold in ("ı", "ſ", "İ"):
        redactor.redact("\n".join(["filler line of prose"] * 12 + [f"password changed {fold}t to Hunter7seven"]))
