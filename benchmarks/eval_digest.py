"""The rule digester's quality on the blind labelled set (issue 22 item 7).

    python -m benchmarks.eval_digest                # every split, aggregate figures
    python -m benchmarks.eval_digest --misses       # and the tuning splits' misses, one by one
    python -m benchmarks.eval_digest --json         # the figures as JSON

The set (benchmarks/data/digest_blind/digest_blind.json) was written by a session that never
read the rules: 310 user/assistant snippets in English, Chinese and both, 378 gold items; a
gold item is a category, ``must`` phrases its content contains and ``must_not`` phrases
(a neighbouring clause, a rejected option) it must not contain.

Each snippet goes through the rule digester alone (``RuleDigester`` with the packaged
config, as ``HERMES_DIGEST=rules``; no model). A predicted item matches a gold item when its
content contains every ``must`` phrase and none of its ``must_not`` phrases; pairs are taken
one to one, greedily, gold items in order. Reported per split and by language:

- recall: gold items matched / gold items;
- precision: predictions that matched / predictions (a prediction matching no gold item is a
  false positive, so snippets with no items test precision alone);
- swallow rate: predictions that hold a gold item's ``must`` phrases and one of its ``must_not``
  phrases too (the fact, but with its neighbour or the rejected option) / predictions;
- category: matched pairs whose predicted category is the gold one.

The heldout split (every third snippet of set 1) is reported in aggregate only: its misses are
never printed, and the rules are never tuned on it; so is a new blind set while it is held out
(``WHOLE`` names each set read whole and its split). ``--misses`` prints the tuning splits'
(``TUNING``).

Each round's figures, classes and CPU per sentence: benchmarks/data/DIGEST_ROUNDS.md. The tenth
round tuned on set 8 whole ("tune8": 0.444 / 0.576 / 0.057 -> 0.462 / 0.592 / 0.045) and held
set 9 out; the eleventh tunes on set 9 whole ("tune9", held out in the tenth: 0.441 / 0.719 / 0.123 ->
0.616 / 0.843 / 0.025) and holds set 10 out ("heldout10", written blind by another session while
the eleventh round began; first report, on the tenth round's rules: 0.430 / 0.588 / 0.112).
The twelfth tunes on set 10 whole ("tune10": 0.435 / 0.585 / 0.113 on the eleventh round's rules)
and holds set 11 out (then "heldout11", written blind while the twelfth round began; first report,
on the eleventh round's rules: 0.438 / 0.622 / 0.111). The thirteenth tunes on set 11 whole
("tune11", held out in the twelfth: 0.440 / 0.623 / 0.107 on the twelfth round's rules -> 0.587 /
0.746 / 0.020) and holds set 12 out (then "heldout12", written blind while the thirteenth round
began; first report, on the twelfth round's rules: 0.447 / 0.660 / 0.091). The fourteenth tunes on
set 12 whole ("tune12", held out in the thirteenth: 0.463 / 0.672 / 0.079 on the thirteenth round's
rules -> 0.543 / 0.746 / 0.025) and holds set 13 out (then "heldout13", written blind while the
fourteenth round began; first report, on the thirteenth round's rules: 0.437 / 0.705 / 0.091; on
the fourteenth's: 0.437 / 0.702 / 0.094). The fifteenth tunes on set 13 whole ("tune13", held out
in the fourteenth: 0.437 / 0.702 / 0.094 on the fourteenth round's rules -> 0.528 / 0.760 / 0.057) and holds set 14 out (then "heldout14", written blind at the end of the fourteenth
round; first report, on its rules: 0.402 / 0.673 / 0.083; on the fifteenth's: 0.413 / 0.674 /
0.081). The sixteenth tunes on set 14 whole ("tune14", held out in the fifteenth: 0.413 / 0.674 / 0.081 on
the fifteenth round's rules -> 0.483 / 0.734 / 0.027) and holds set 15 out (then "heldout15", written
blind while the fifteenth round began; on the fourteenth round's rules 0.430 / 0.620 / 0.079, on the
fifteenth's 0.447 / 0.627 / 0.077, on the sixteenth's 0.451 / 0.631 / 0.076). The seventeenth tunes on
set 15 whole ("tune15", held out in the fifteenth and sixteenth: 0.451 / 0.631 / 0.076 on the sixteenth
round's rules -> 0.475 / 0.635 / 0.073) and holds set 16 out ("heldout16", written blind while the
seventeenth round began; first report, on the sixteenth round's rules: 0.382 / 0.565 / 0.067; on the
seventeenth's: 0.388 / 0.564 / 0.066). The eighteenth tunes on set 16 whole ("tune16", held out in the
seventeenth: 0.388 / 0.564 / 0.066 on the seventeenth round's rules -> 0.420 / 0.618 / 0.055) and holds set 17 out
("heldout17", written blind during the seventeenth round; first report, on its rules: 0.408 / 0.586 /
0.086; on the eighteenth's: 0.413 / 0.595 / 0.086). The nineteenth tunes on set 17 whole ("tune17", held
out in the eighteenth: 0.413 / 0.595 / 0.086 on the eighteenth round's rules -> 0.473 / 0.676 / 0.068) and
holds set 18 out ("heldout18", written blind by a session that read only set 17's README, while the
nineteenth round began; first report, on the eighteenth round's rules: 0.411 / 0.556 / 0.032).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agent_memory.config import load_config
from agent_memory.digest import DigestItem, RuleDigester, sentences

SET = Path(__file__).parent / "data" / "digest_blind" / "digest_blind.json"
# A second blind set, written later by another session: snippets that pack several facts in a
# sentence; held out at first, tuned on whole since the fourth round (splits "tune2", "tune2b")
SET2 = Path(__file__).parent / "data" / "digest_blind2" / "digest_blind2.json"
# The third, written blind by another session after the fourth round began: held out until the
# fifth round, tuned on whole since ("tune3")
SET3 = Path(__file__).parent / "data" / "digest_blind3" / "digest_blind3.json"
# The fourth, written blind by another session when the fifth round began: held out until the
# sixth round, tuned on whole since ("tune4")
SET4 = Path(__file__).parent / "data" / "digest_blind4" / "digest_blind4.json"
# The sets read whole, each as one split, in order; a new blind set is added here as a held-out
# split (its name not in TUNING), e.g. (SET5, "heldout5")
# the fifth blind set (written by a session that read only set 4's README), held out whole in
# the sixth round, tuned on whole since the seventh ("tune5"): a plain list of snippets, not
# {"snippets": [...]}
SET5 = Path(__file__).parent / "data" / "digest_blind5" / "digest_blind5.json"
# the sixth blind set (written by a session that read only set 5's README), held out whole in
# the seventh round, tuned on whole since the eighth ("tune6"), a plain list of snippets as set 5's
SET6 = Path(__file__).parent / "data" / "digest_blind6" / "digest_blind6.json"
# the seventh blind set (written by a session that read only set 6's README), held out whole in
# the eighth round, tuned on whole since the ninth ("tune7")
SET7 = Path(__file__).parent / "data" / "digest_blind7" / "digest_blind7.json"
# the eighth blind set, written by another session: held out whole in the ninth round, tuned on
# whole since the tenth ("tune8")
SET8 = Path(__file__).parent / "data" / "digest_blind8" / "digest_blind8.json"
# the ninth blind set, written by another session: held out whole in the tenth round, tuned on
# whole since the eleventh ("tune9")
SET9 = Path(__file__).parent / "data" / "digest_blind9" / "digest_blind9.json"
# the tenth blind set (written by a session that read only set 9's README), held out whole in
# the eleventh round, tuned on whole since the twelfth ("tune10")
SET10 = Path(__file__).parent / "data" / "digest_blind10" / "digest_blind10.json"
# the eleventh blind set (written by a session that read only set 10's README), held out whole in
# the twelfth round, tuned on whole since the thirteenth ("tune11")
SET11 = Path(__file__).parent / "data" / "digest_blind11" / "digest_blind11.json"
# the twelfth blind set (written by a session that read only set 11's README), held out whole in
# the thirteenth round, tuned on whole since the fourteenth ("tune12")
SET12 = Path(__file__).parent / "data" / "digest_blind12" / "digest_blind12.json"
# the thirteenth blind set (written by a session that read only set 12's README), held out whole in
# the fourteenth round, tuned on whole since the fifteenth ("tune13")
SET13 = Path(__file__).parent / "data" / "digest_blind13" / "digest_blind13.json"
# the fourteenth blind set (written by a session that read only set 13's README), held out whole in
# the fifteenth round, tuned on whole since the sixteenth ("tune14")
SET14 = Path(__file__).parent / "data" / "digest_blind14" / "digest_blind14.json"
# the fifteenth blind set (written by a session that read only set 14's README), held out whole in
# the fifteenth and sixteenth rounds, tuned on whole since the seventeenth ("tune15")
SET15 = Path(__file__).parent / "data" / "digest_blind15" / "digest_blind15.json"
# the sixteenth blind set (written by a session that read only set 15's README), held out whole in
# the seventeenth round, tuned on whole since the eighteenth ("tune16")
SET16 = Path(__file__).parent / "data" / "digest_blind16" / "digest_blind16.json"
# the seventeenth blind set (written by a session that read only set 16's README), held out whole in
# the eighteenth round, tuned on whole since the nineteenth ("tune17")
SET17 = Path(__file__).parent / "data" / "digest_blind17" / "digest_blind17.json"
# the eighteenth blind set (written by a session that read only set 17's README), held out whole
# from the nineteenth round on
SET18 = Path(__file__).parent / "data" / "digest_blind18" / "digest_blind18.json"
WHOLE: tuple[tuple[Path, str], ...] = (
    (SET3, "tune3"),
    (SET4, "tune4"),
    (SET5, "tune5"),
    (SET6, "tune6"),
    (SET7, "tune7"),
    (SET8, "tune8"),
    (SET9, "tune9"),
    (SET10, "tune10"),
    (SET11, "tune11"),
    (SET12, "tune12"),
    (SET13, "tune13"),
    (SET14, "tune14"),
    (SET15, "tune15"),
    (SET16, "tune16"),
    (SET17, "tune17"),
    (SET18, "heldout18"),
)
SPLITS = ("tune", "heldout", "tune2", "tune2b", *(split for _, split in WHOLE))
# the splits whose misses may be printed
TUNING = (
    "tune",
    "tune2",
    "tune2b",
    "tune3",
    "tune4",
    "tune5",
    "tune6",
    "tune7",
    "tune8",
    "tune9",
    "tune10",
    "tune11",
    "tune12",
    "tune13",
    "tune14",
    "tune15",
    "tune16",
    "tune17",
)


@dataclass
class Tally:
    snippets: int = 0
    gold: int = 0
    predicted: int = 0
    matched: int = 0
    swallowed: int = 0
    same_category: int = 0

    def add(self, other: Tally) -> None:
        for name in ("snippets", "gold", "predicted", "matched", "swallowed", "same_category"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def figures(self) -> dict[str, Any]:
        def ratio(a: int, b: int) -> float | None:
            return round(a / b, 3) if b else None

        return {
            "snippets": self.snippets,
            "items": self.gold,
            "predictions": self.predicted,
            "recall": ratio(self.matched, self.gold),
            "precision": ratio(self.matched, self.predicted),
            "swallow": ratio(self.swallowed, self.predicted),
            "category": ratio(self.same_category, self.matched),
        }


@dataclass
class Scored:
    tally: Tally
    missed: list[dict[str, Any]] = field(default_factory=list)  # gold items no prediction matched
    extra: list[DigestItem] = field(default_factory=list)  # predictions matching no gold item
    wrong_category: list[tuple[DigestItem, str]] = field(default_factory=list)


def fits(content: str, gold: dict[str, Any]) -> bool:
    return all(p in content for p in gold["must"]) and not any(p in content for p in gold.get("must_not", []))


def swallows(content: str, gold: dict[str, Any]) -> bool:
    """``content`` holds the gold item and a neighbour's clause or the rejected option with it."""
    return all(p in content for p in gold["must"]) and any(p in content for p in gold.get("must_not", []))


def score(snippet: dict[str, Any], predicted: list[DigestItem]) -> Scored:
    golds: list[dict[str, Any]] = snippet["items"]
    tally = Tally(snippets=1, gold=len(golds), predicted=len(predicted))
    tally.swallowed = sum(1 for item in predicted if any(swallows(item.content, gold) for gold in golds))
    scored = Scored(tally)
    free = list(range(len(predicted)))
    for gold in golds:
        hit = next((i for i in free if fits(predicted[i].content, gold)), None)
        if hit is None:
            scored.missed.append(gold)
            continue
        free.remove(hit)
        tally.matched += 1
        if predicted[hit].category == gold["category"]:
            tally.same_category += 1
        else:
            scored.wrong_category.append((predicted[hit], gold["category"]))
    scored.extra = [predicted[i] for i in free]
    return scored


def load_snippets() -> list[dict[str, Any]]:
    """The snippets of every set present, each with its split."""
    snippets: list[dict[str, Any]] = json.loads(SET.read_text("utf-8"))["snippets"]
    if SET2.exists():
        later = json.loads(SET2.read_text("utf-8"))["snippets"]
        # tuned on whole: the odd half since the third round, the even half since the fourth
        snippets += [{**snippet, "split": "tune2" if int(snippet["id"][1:]) % 2 else "tune2b"} for snippet in later]
    for path, split in WHOLE:
        if path.exists():
            data = json.loads(path.read_text("utf-8"))
            listed = data if isinstance(data, list) else data["snippets"]
            snippets += [{**snippet, "split": split} for snippet in listed]
        else:
            print(f"note: {path} is absent, so there is no {split} split", file=sys.stderr)
    return snippets


def evaluate(show_misses: bool) -> dict[str, Any]:
    snippets = load_snippets()
    sys.stderr.flush()
    rules = RuleDigester(load_config(None).digest)
    totals: dict[str, Tally] = {}
    by_language: dict[str, dict[str, Tally]] = {}
    sentence_count, cpu = 0, 0.0
    for snippet in snippets:
        split, lang = snippet["split"], snippet["lang"]
        started = time.process_time()
        predicted = rules.digest(snippet["text"])
        cpu += time.process_time() - started
        sentence_count += len(sentences(snippet["text"]))
        scored = score(snippet, predicted)
        totals.setdefault(split, Tally()).add(scored.tally)
        by_language.setdefault(split, {}).setdefault(lang, Tally()).add(scored.tally)
        if show_misses and split in TUNING:  # never a held-out split's
            print_misses(snippet, scored)
    return {
        "splits": {
            split: {"all": totals[split].figures(), **{k: v.figures() for k, v in sorted(by_language[split].items())}}
            for split in SPLITS
            if split in totals
        },
        "sentences": sentence_count,
        "cpu_us_per_sentence": round(cpu / max(1, sentence_count) * 1e6, 1),
    }


def print_misses(snippet: dict[str, Any], scored: Scored) -> None:
    if not (scored.missed or scored.extra or scored.wrong_category):
        return
    print(f"--- {snippet['id']} ({snippet['lang']})")
    print("    " + snippet["text"].rstrip().replace("\n", "\n    "))
    for gold in scored.missed:
        print(f"  MISSED  {gold['category']}: must {gold['must']} must_not {gold.get('must_not', [])}")
    for item in scored.extra:
        print(f"  EXTRA   {item.category}: {item.content}")
    for item, wanted in scored.wrong_category:
        print(f"  CATEGORY {item.category} (gold {wanted}): {item.content}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--misses", action="store_true", help="print the tuning splits' misses")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    figures = evaluate(args.misses)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False, indent=1))
        return 0
    print(f"{'split':8} {'lang':6} {'snips':>5} {'items':>5} {'preds':>5}  recall  precision  swallow  category")
    for split, rows in figures["splits"].items():
        for lang, row in rows.items():
            cells = [row[k] for k in ("recall", "precision", "swallow", "category")]
            shown = ["  -  " if c is None else f"{c:.3f}" for c in cells]
            print(
                f"{split:8} {lang:6} {row['snippets']:5} {row['items']:5} {row['predictions']:5}  "
                f"{shown[0]:>6}  {shown[1]:>9}  {shown[2]:>7}  {shown[3]:>8}"
            )
    print(f"{figures['sentences']} sentences, {figures['cpu_us_per_sentence']} µs of CPU per sentence")
    return 0


if __name__ == "__main__":
    sys.exit(main())
