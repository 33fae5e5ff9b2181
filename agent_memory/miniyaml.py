"""A small YAML reader for the subset our config.yaml uses, when PyYAML is absent.

Handles block mappings and sequences (of scalars or of mappings), comments, plain,
single- and double-quoted scalars, ints, floats, booleans, null, and simple flow
lists ``[a, 'b']`` / ``{}``. Anything else raises ``YamlSubsetError`` with a line number,
so a file that needs real YAML says so instead of being misread.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from .errors import quoted
from .regex import lazy

_INT = lazy(r"^[-+]?\d+$")
_FLOAT = lazy(r"^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$")


class YamlSubsetError(ValueError):
    def __init__(self, message: str, line: int) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.problem = message


@dataclass(frozen=True, slots=True)
class _Line:
    """One meaningful line of the text: its number, its indentation and its text."""

    number: int
    indent: int
    text: str


def _strip_comment(raw: str) -> str:
    quote = ""
    for i, ch in enumerate(raw):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"" and (i == 0 or raw[i - 1] in " :-[{,"):
            quote = ch
        elif ch == "#" and (i == 0 or raw[i - 1] in " \t"):
            return raw[:i].rstrip()
    return raw.rstrip()


def _lines(text: str) -> list[_Line]:
    out = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if "\t" in raw[: len(raw) - len(raw.lstrip())]:
            raise YamlSubsetError("tab used for indentation; use spaces", number)
        stripped = _strip_comment(raw)
        if not stripped.strip() or stripped.strip() in ("---", "..."):
            continue
        indent = len(stripped) - len(stripped.lstrip(" "))
        out.append(_Line(number, indent, stripped.strip()))
    return out


def scalar(token: str, line: int) -> object:
    token = token.strip()
    if token.startswith("'"):
        if len(token) < 2 or not token.endswith("'"):
            raise YamlSubsetError("unterminated single-quoted string", line)
        return token[1:-1].replace("''", "'")
    if token.startswith('"'):
        try:
            return json.loads(token)
        except json.JSONDecodeError:
            raise YamlSubsetError("malformed double-quoted string", line) from None
    if token.startswith("[") or token.startswith("{"):
        return _flow(token, line)
    lowered = token.lower()
    if lowered in ("", "~", "null"):
        return None
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    if _INT.match(token):
        return int(token)
    if _FLOAT.match(token):
        return float(token)
    if ": " in token or token.endswith(":"):
        raise YamlSubsetError("a plain value may not contain ': '; quote it", line)
    if token.startswith(("&", "*", "!", "|", ">", "%", "@", "`")):
        raise YamlSubsetError(f"unsupported YAML syntax {token[:1]!r} (install PyYAML)", line)
    return token


def _flow(token: str, line: int) -> object:
    if token in ("[]", "{}"):
        return [] if token == "[]" else {}
    if token.startswith("[") and token.endswith("]"):
        inner = token[1:-1]
        if any(c in inner for c in "[]{}"):
            raise YamlSubsetError("nested flow lists need PyYAML", line)
        parts = [part.strip() for part in inner.split(",") if part.strip()]
        for part in parts:
            if part[0] in "\"'" and (len(part) < 2 or part[-1] != part[0] or part[0] in part[1:-1]):
                raise YamlSubsetError("a quoted item of a flow list may hold no comma or quote (use PyYAML)", line)
        return [scalar(part, line) for part in parts]
    raise YamlSubsetError("flow mappings need PyYAML; use a block mapping", line)


def _split_key(text: str, line: int) -> tuple[str, str] | None:
    if text.startswith(("'", '"')):
        quote = text[0]
        end = text.find(quote, 1)
        if end < 0 or not text[end + 1 :].startswith(":"):
            return None
        key = text[1:end]
        rest = text[end + 2 :]
    else:
        match = re.match(r"^([^:]+?):(\s+|$)", text)
        if not match:
            return None
        key = match.group(1).strip()
        rest = text[match.end() :]
    return key, rest.strip()


class _Parser:
    def __init__(self, lines: list[_Line]) -> None:
        self.lines = lines
        self.pos = 0

    def block(self, indent: int) -> object:
        first = self.lines[self.pos]
        if first.text.startswith("- ") or first.text == "-":
            return self.sequence(first.indent)
        return self.mapping(first.indent)

    def mapping(self, indent: int) -> dict[str, object]:
        out: dict[str, object] = {}
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            if line.indent < indent:
                break
            if line.indent > indent:
                raise YamlSubsetError("unexpected indentation", line.number)
            if line.text.startswith("- "):
                raise YamlSubsetError("a list item where a 'key: value' was expected", line.number)
            pair = _split_key(line.text, line.number)
            if pair is None:
                raise YamlSubsetError(f"expected 'key: value', found {quoted(line.text)}", line.number)
            key, rest = pair
            if key in out:
                raise YamlSubsetError(f"duplicate key {key!r}", line.number)
            self.pos += 1
            out[key] = self.value_after(rest, indent, line.number)
        return out

    def value_after(self, rest: str, indent: int, number: int) -> object:
        if rest:
            return scalar(rest, number)
        if self.pos < len(self.lines):
            nxt = self.lines[self.pos]
            if nxt.indent > indent or (nxt.indent == indent and nxt.text.startswith("- ")):
                return self.block(nxt.indent)
        return None

    def sequence(self, indent: int) -> list[object]:
        out: list[object] = []
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            if line.indent < indent or not (line.text.startswith("- ") or line.text == "-"):
                if line.indent > indent:
                    raise YamlSubsetError("unexpected indentation", line.number)
                break
            if line.indent > indent:
                raise YamlSubsetError("unexpected indentation", line.number)
            item = line.text[1:].strip()
            self.pos += 1
            if not item:
                out.append(self.value_after("", indent, line.number))
                continue
            pair = _split_key(item, line.number) if not item.startswith(("[", "{")) else None
            if pair is None:
                out.append(scalar(item, line.number))
                continue
            # "- key: value" opens a mapping whose other keys sit at the item's indent
            item_indent = indent + (len(line.text) - len(item))
            key, rest = pair
            entry: dict[str, object] = {key: self.value_after(rest, item_indent, line.number)}
            if self.pos < len(self.lines) and self.lines[self.pos].indent == item_indent:
                more = self.mapping(item_indent)
                for k in more:
                    if k in entry:
                        raise YamlSubsetError(f"duplicate key {k!r}", line.number)
                entry.update(more)
            out.append(entry)
        return out


def loads(text: str) -> object:
    """Parse ``text``; an empty document gives ``None``."""
    lines = _lines(text)
    if not lines:
        return None
    parser = _Parser(lines)
    result = parser.block(lines[0].indent)
    if parser.pos < len(lines):
        raise YamlSubsetError("unexpected content (check the indentation)", lines[parser.pos].number)
    return result
