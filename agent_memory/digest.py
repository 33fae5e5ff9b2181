"""Distilling text into memories (spec 3 Phase 5, 6): an LLM when one is configured, rules always.

``RuleDigester`` (rule_digester.py) needs nothing: the patterns of ``digest.rules`` in
config.yaml, read clause by clause; an item said in reply keeps the asking turn before it as
context (turns.py).
``LLMDigester`` asks any OpenAI-compatible chat completions API (DeepSeek by default) for
``{"items": [{content, category, importance, context?}]}`` with ``response_format:
json_object``, and keeps the token counts the server reports in ``last_usage``. The text
it sends is redacted first (by the caller, ``Memory.digest``); any failure falls back to the
rules for that window and says so. Long inputs are split into windows, never cut.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any

from .config import Config, DigestSettings, Secrets
from .errors import BackendContractError, BackendError, InvalidInputError
from .http import post_json
from .regex import precompiled
from .rule_digester import DigestItem as DigestItem
from .rule_digester import RuleDigester as RuleDigester
from .rule_digester import sentences as sentences
from .turns import last_turn

if TYPE_CHECKING:
    from .redact import Redactor
    from .results import DigestReport, RememberResult

PROMPT_FILE = "digest_system.v2.md"
SWITCH_VARIABLE = "HERMES_DIGEST"
MODEL_VARIABLE = "AGENT_MEMORY_DIGEST_MODEL"
_FENCE = precompiled(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Usage:
    """Token counts as the server reported them."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
            self.total_tokens + other.total_tokens,
        )

    def to_dict(self) -> dict[str, int]:
        return {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "total_tokens": self.total_tokens,
        }


@dataclass(slots=True)
class Distilled:
    """What one digest produced: the items, who produced them, what it cost, what went wrong."""

    items: list[DigestItem]
    digester: str
    windows: int
    usage: Usage | None = None
    notes: list[str] = field(default_factory=list)


def windows(text: str, size: int) -> list[str]:
    """``text`` in pieces of at most ``size`` characters, split at a paragraph, line, sentence
    or space where one is near the limit; nothing is dropped. Linear in the text's length."""
    out = []
    start = 0
    while len(text) - start > size:
        cut = start + size
        for mark in ("\n\n", "\n", "。", ". ", " "):
            at = text.rfind(mark, start + size // 2, start + size)
            if at != -1:
                cut = at + len(mark)
                break
        out.append(text[start:cut])
        start = cut
    rest = text[start:]
    if rest.strip() or not out:
        out.append(rest)
    return [piece for piece in out if piece.strip()]


@dataclass(frozen=True, slots=True)
class Endpoint:
    url: str
    model: str
    key: str
    provider: str


def endpoint(settings: DigestSettings, secrets: Secrets) -> Endpoint | None:
    """The chat API to use: the configured key's (DeepSeek's), else OpenAI's when the user named
    it for agent-memory (the LLM digester chosen, or the key in the data root's .env: one
    exported for other tools is not enough); None when there is none."""
    llm = settings.llm
    model = os.environ.get(MODEL_VARIABLE)
    key = secrets.get(llm.key_name)
    if key:
        base = os.environ.get("DEEPSEEK_BASE_URL") or llm.base_url
        return Endpoint(base.rstrip("/") + "/chat/completions", model or llm.model, key, llm.key_name)
    key = secrets.get("OPENAI_API_KEY") if wanted(settings) == "llm" else secrets.own("OPENAI_API_KEY")
    if key:
        base = os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
        return Endpoint(base.rstrip("/") + "/chat/completions", model or llm.openai_model, key, "OPENAI_API_KEY")
    return None


def system_prompt() -> str:
    return resources.files("agent_memory").joinpath("prompts", PROMPT_FILE).read_text("utf-8")


class LLMDigester:
    def __init__(self, target: Endpoint, settings: DigestSettings, categories: set[str]) -> None:
        self.target = target
        self.settings = settings
        self.categories = categories
        self.prompt = system_prompt()
        self.last_usage: Usage | None = None

    @property
    def name(self) -> str:
        return f"llm {self.target.model}"

    def digest(self, text: str) -> list[DigestItem]:
        """The items of one window; BackendError on any failure (the caller falls back)."""
        payload = {
            "model": self.target.model,
            "messages": [{"role": "system", "content": self.prompt}, {"role": "user", "content": text}],
            "response_format": {"type": "json_object"},
            "temperature": 0,
            "max_tokens": self.settings.llm.max_tokens,
        }
        answer = post_json(
            self.target.url,
            payload,
            key=self.target.key,
            timeout=self.settings.llm.timeout_seconds,
            service=f"the digest model ({self.target.model})",
        )
        try:
            content = answer["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise BackendContractError("the digest model answered without choices[0].message.content") from None
        usage = answer.get("usage") if isinstance(answer, dict) else None
        if isinstance(usage, dict):
            self.last_usage = Usage(
                *(int(usage.get(k) or 0) for k in ("prompt_tokens", "completion_tokens", "total_tokens"))
            )
        return self._items(content)

    def _items(self, content: object) -> list[DigestItem]:
        if not isinstance(content, str) or not content.strip():
            raise BackendContractError("the digest model answered with an empty message")
        fenced = _FENCE.match(content)
        try:
            body = json.loads(fenced.group(1) if fenced else content)
        except json.JSONDecodeError:
            raise BackendContractError("the digest model answered with something that is not JSON") from None
        raw = body if isinstance(body, list) else _list_inside(body)
        if raw is None:
            raise BackendContractError("the digest model's JSON holds no list of items")
        items = [item for item in map(self._item, raw) if item is not None]
        if not items:
            raise BackendContractError("the digest model answered with no usable item")
        return items

    def _item(self, raw: object) -> DigestItem | None:
        if not isinstance(raw, dict) or not isinstance(raw.get("content"), str) or not raw["content"].strip():
            return None
        category = raw.get("category")
        if category not in self.categories:
            category = "general" if "general" in self.categories else sorted(self.categories)[0]
        importance = raw.get("importance")
        if isinstance(importance, bool) or not isinstance(importance, (int, float)):
            importance = self.settings.importance.get(str(category), 5)
        context = raw.get("context")
        context = " ".join(context.split()) if isinstance(context, str) and context.strip() else None
        return DigestItem(" ".join(raw["content"].split()), str(category), max(1, min(10, int(importance))), context)


def _list_inside(body: object) -> list[Any] | None:
    """An object's list of items, whatever its key ("items", "memories", ...)."""
    if not isinstance(body, dict):
        return None
    for value in body.values():
        if isinstance(value, list) and (not value or any(isinstance(v, dict) for v in value)):
            return value
    return None


def wanted(settings: DigestSettings) -> str:
    value = os.environ.get(SWITCH_VARIABLE, "").strip().lower() or settings.backend
    if value not in ("auto", "llm", "rules"):
        raise InvalidInputError(
            f"{SWITCH_VARIABLE}={value!r} is not auto, llm or rules", hint=f"unset {SWITCH_VARIABLE}"
        )
    return value


def distil(
    texts: str | Iterable[str],
    config: Config,
    secrets: Secrets,
    *,
    max_items: int,
    known: Callable[[str], bool] | None = None,
) -> Distilled:
    """The items of an already redacted text (or its pieces, read as they come), window by window.

    Once a window brings the unique items to ``max_items``, the windows after it are not
    digested: the first ``max_items`` would be kept all the same, and a long session log
    costs no more model calls (nor memory) than it takes to fill them. Items ``known`` (taken
    already) are neither kept nor counted.
    """
    settings = config.digest
    rules = RuleDigester(settings)
    pieces = (
        piece
        for text in ([texts] if isinstance(texts, str) else texts)
        for piece in windows(text, settings.window_chars)
    )
    choice = wanted(settings)
    target = endpoint(settings, secrets) if choice != "rules" else None
    notes: list[str] = []
    if choice == "llm" and target is None:
        notes.append(f"no {settings.llm.key_name} or OPENAI_API_KEY: the rule digester was used")
    kept = _Kept(max_items, known)
    previous: str | None = None  # the last turn of the window before: a reply may open the next one
    if target is None:
        for piece in pieces:
            kept.window(rules.digest(piece, previous))
            previous = last_turn(piece)
            if kept.full:
                break
        return Distilled(kept.items, rules.name, kept.windows, None, notes + kept.notes(pieces))
    llm = LLMDigester(target, settings, set(config.category_mapping))
    usage, fell_back = Usage(), 0
    for piece in pieces:
        llm.last_usage = None
        try:
            found = llm.digest(piece)
        except BackendError as exc:
            fell_back += 1
            if len(notes) < 3:
                notes.append(f"{exc.message}: the rule digester took that window")
            found = rules.digest(piece, previous)
        previous = last_turn(piece)
        kept.window(found)
        if llm.last_usage is not None:
            usage += llm.last_usage
        if kept.full:
            break
    done = kept.windows
    name = llm.name if not fell_back else (rules.name if fell_back == done else f"{llm.name} + rules")
    return Distilled(kept.items, name, done, usage, notes + kept.notes(pieces))


class _Kept:
    """The first ``limit`` unique items, window after window, and how many more there were."""

    def __init__(self, limit: int, known: Callable[[str], bool] | None = None) -> None:
        self.limit = limit
        self.windows = 0
        self._known = known
        self._first: dict[str, DigestItem] = {}

    def window(self, items: list[DigestItem]) -> None:
        self.windows += 1
        for item in items:
            if item.content not in self._first and not (self._known and self._known(item.content)):
                self._first[item.content] = item

    @property
    def full(self) -> bool:
        return len(self._first) >= self.limit

    @property
    def items(self) -> list[DigestItem]:
        return list(self._first.values())[: self.limit]

    def notes(self, rest: Iterator[str]) -> list[str]:
        found, how = len(self._first), "(--max, or digest.max_items in config.yaml)"
        if self.full and next(rest, None) is not None:  # windows were left undigested
            where = f"in the first {self.windows} windows"
            return [f"{found} items found {where}, the first {self.limit} kept; the rest was not digested {how}"]
        if found > self.limit:
            return [f"{found} items found, the first {self.limit} kept {how}"]
        return []


# ---- what the facade and sediment share ---------------------------------------------------------


def item_limit(config: Config, max_items: int | None) -> int:
    """``--max`` as given, else ``digest.max_items``; refused below 1."""
    limit = config.digest.max_items if max_items is None else max_items
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise InvalidInputError(f"--max must be 1 or more, not {limit!r}", hint="e.g. --max 10")
    return limit


def check_text(text: object, most: int) -> None:
    """A text to digest: a string, not blank, without NUL, at most ``most`` characters."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidInputError("the text to digest is empty", hint="give a conversation or a note")
    if len(text) > most:
        raise InvalidInputError(
            f"the text to digest has {len(text):,} characters, more than digest.max_input_chars ({most:,})",
            hint="split it, or sediment the session log it comes from",
        )
    if "\x00" in text:
        raise InvalidInputError("the text to digest contains a NUL byte", hint="remove binary content")


def distil_redacted(
    texts: Iterable[str],
    redactor: Redactor,
    config: Config,
    secrets: Secrets,
    *,
    limit: int,
    known: Callable[[str], bool] | None = None,
) -> Distilled:
    """The items of ``texts`` (pieces of one text, read as they come), each piece redacted
    before any digester sees it, and each item's text redacted again -- a reply as the answer
    to the turn it replies to ("数据库密码改成什么？" -- "改成 X 吧"): a model's answer is text
    from outside, redacted before it is shown as before it is stored."""
    from .redact_joint import answer_redacted

    found = distil(
        (redactor.redact(text.replace("\r\n", "\n")).text for text in texts),
        config,
        secrets,
        max_items=limit,
        known=known,
    )
    found.items = [
        item.with_content(
            answer_redacted(redactor, item.context, item.content).text
            if item.context
            else redactor.redact(item.content).text
        )
        for item in found.items
    ]
    return found


def as_memories(
    found: Distilled, *, verified: bool, source: str | None, written_at: object = None
) -> list[dict[str, Any]]:
    """The items as ``Memory.remember_many`` takes them; each written when it was said (a
    session log's time), else at ``written_at``, else now."""
    return [
        {
            "text": item.content,
            "category": item.category,
            "importance": item.importance,
            "verified": verified,
            "source": source or f"digest: {found.digester}",
            "context": item.context,
            "written_at": item.written_at or written_at,
        }
        for item in found.items
    ]


def report(found: Distilled, applied: Sequence[RememberResult] = ()) -> DigestReport:
    from .results import DigestReport

    return DigestReport(
        tuple(found.items), found.digester, found.windows, found.usage, tuple(found.notes), tuple(applied)
    )
