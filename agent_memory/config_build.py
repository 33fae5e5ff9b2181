"""From the merged mapping of config.yaml to a ``Config``: every key read with its type and
range checked, each failure a ``ConfigError`` naming the file and the key and how to fix it."""

from __future__ import annotations

import re
from typing import Any

from .errors import ConfigError
from .regex import lazy
from .settings import (
    CHECKS,
    FUSIONS,
    BackendSettings,
    Config,
    DigestRule,
    DigestSettings,
    HookSettings,
    LLMSettings,
    MemorySettings,
    PruningSettings,
    RedactRule,
    RerankSettings,
    RetrievalSettings,
    Room,
    StoreSettings,
    TokenizerSettings,
    VectorSettings,
)

_ROOM_NAME = lazy(r"^[a-z][a-z0-9_-]{0,31}$")


def build(data: dict[str, Any], source: str, *, validated: bool = False) -> Config:
    """The ``Config`` of ``data`` (read from ``source``); ``validated``: it was checked
    once already (the cache), its patterns are not compiled again."""
    reader = _Reader(data, source, validated=validated)
    rooms = _rooms(reader)
    mapping = _mapping(reader, rooms)
    memory = MemorySettings(
        default_category=reader.text("memory.default_category"),
        default_importance=reader.integer("memory.default_importance", 1, 10),
        duplicate_threshold=reader.number("memory.duplicate_threshold", 0.0, 1.0),
        duplicate_min_length=reader.integer("memory.duplicate_min_length", 0),
        duplicate_candidates=reader.integer("memory.duplicate_candidates", 1),
        max_text_chars=reader.integer("memory.max_text_chars", 1),
        backups_kept=reader.integer("memory.backups_kept", 0),
        backup_max_mb=reader.integer("memory.backup_max_mb", 0),
        sync_delete_share=reader.number("memory.sync_delete_share", 0.0, 1.0),
    )
    if memory.default_category not in mapping:
        raise ConfigError(
            f"{source}: key 'memory.default_category' is '{memory.default_category}', not a category of category_mapping",
            hint="use one of: " + ", ".join(mapping),
        )
    retrieval = RetrievalSettings(
        default_top_k=reader.integer("retrieval.default_top_k", 1),
        min_score=reader.number("retrieval.min_score", 0.0),
        hot_threshold=reader.integer("retrieval.hot_threshold", 0),
        hot_boost=reader.number("retrieval.hot_boost", 0.0),
        bm25_k1=reader.number("retrieval.bm25_k1", 0.0),
        bm25_b=reader.number("retrieval.bm25_b", 0.0, 1.0),
        rrf_k=reader.integer("retrieval.rrf_k", 1),
        relevance_coverage=reader.number("retrieval.relevance.coverage", 0.0, 1.01),
        relevance_margin=reader.number("retrieval.relevance.margin", 0.0, 1.0),
        relevance_loose=reader.number("retrieval.relevance.loose", 0.0, 1.0),
        relevance_reply=reader.number("retrieval.relevance.reply", 0.0, 1.0),
        relevance_cosine={
            name: reader.number(f"retrieval.relevance.cosine.{name}", -1.0, 1.01)
            for name in reader.mapping("retrieval.relevance.cosine")
        },
        fusion=_fusion(reader),
        keyword_weight=reader.number("retrieval.keyword_weight", 0.0, 1.0),
        fusion_depth=reader.integer("retrieval.fusion_depth", 1, 10_000),
        recency_tie={
            name: reader.number(f"retrieval.recency_tie.{name}", 0.0, 1.0)
            for name in reader.mapping("retrieval.recency_tie")
        },
    )
    pruning = PruningSettings(
        unverified_retention_days=reader.integer("pruning.unverified_retention_days", 0),
        low_frequency_days=reader.integer("pruning.low_frequency_days", 0),
        low_frequency_threshold=reader.integer("pruning.low_frequency_threshold", 0),
        critical_importance=reader.integer("pruning.critical_importance", 1, 10),
        default_retention_days=reader.integer("pruning.default_retention_days", 0),
    )
    return Config(
        source=source,
        rooms=rooms,
        category_mapping=mapping,
        memory=memory,
        retrieval=retrieval,
        pruning=pruning,
        vectors=VectorSettings(
            backend=reader.text("vectors.backend"),
            batch_size=reader.integer("vectors.batch_size", 1, 2048),
            timeout_seconds=reader.number("vectors.timeout_seconds", 0.1),
            cooldown_seconds=reader.number("vectors.cooldown_seconds", 0.0),
            embed_per_recall=reader.integer("vectors.embed_per_recall", 0),
            candidates=reader.integer("vectors.candidates", 1),
            rebuild_tail=reader.integer("vectors.rebuild_tail", 1),
            python_scan_limit=reader.integer("vectors.python_scan_limit", 0),
            backends=_backends(reader, "vectors.backends"),
        ),
        rerank=RerankSettings(
            enabled=reader.boolean("rerank.enabled"),
            backend=reader.text("rerank.backend"),
            candidates=reader.integer("rerank.candidates", 1, 1000),
            timeout_seconds=reader.number("rerank.timeout_seconds", 0.1),
            backends=_backends(reader, "rerank.backends"),
        ),
        encrypt=reader.boolean("security.encrypt"),
        redact_patterns=_redact_rules(reader),
        conflict_positive=reader.regex("conflicts.positive"),
        conflict_negative=reader.regex("conflicts.negative"),
        graph_stopwords=frozenset(word.lower() for word in reader.words("graph.stopwords")),
        tokenizer=_tokenizer(reader),
        digest=_digest(reader, mapping),
        hooks=_hooks(reader),
        store=_store(reader),
    )


def _tokenizer(reader: _Reader) -> TokenizerSettings:
    stemmer = reader.text("tokenizer.stemmer")
    if stemmer not in ("auto", "snowball", "builtin", "none"):
        raise reader._fail("tokenizer.stemmer", "auto, snowball, builtin or none", stemmer)
    words = [*reader.words("tokenizer.stopwords_en"), *reader.words("tokenizer.stopwords_zh")]
    return TokenizerSettings(stemmer, frozenset(word.strip().lower() for word in words if word.strip()))


def _store(reader: _Reader) -> StoreSettings:
    url = reader.get("store.url") or ""
    if not isinstance(url, str) or (url and not url.startswith(("postgresql://", "postgres://"))):
        raise reader._fail("store.url", "empty or a postgresql:// URL", url)
    return StoreSettings(
        url=url,
        postgres_markdown=reader.boolean("store.postgres_markdown"),
        shared_notes=reader.boolean("store.shared_notes"),
    )


def _hooks(reader: _Reader) -> HookSettings:
    session_end = reader.text("hooks.session_end")
    if session_end not in ("apply", "preview", "off"):
        raise reader._fail("hooks.session_end", "apply, preview or off", session_end)
    return HookSettings(
        budget=reader.integer("hooks.budget", 1),
        session_end=session_end,
        server=reader.boolean("hooks.server"),
        server_idle_seconds=reader.integer("hooks.server_idle_seconds", 1),
    )


def _digest(reader: _Reader, mapping: dict[str, str]) -> DigestSettings:
    backend = reader.text("digest.backend")
    if backend not in ("auto", "llm", "rules"):
        raise reader._fail("digest.backend", "auto, llm or rules", backend)
    importance = {
        category: reader.integer(f"digest.importance.{category}", 1, 10)
        for category in reader.mapping("digest.importance")
    }
    items = reader.get("digest.rules")
    if not isinstance(items, list):
        raise reader._fail("digest.rules", "a list of rules", items)
    rules = []
    for i, item in enumerate(items):
        key = f"digest.rules[{i}]"
        if not isinstance(item, dict) or not all(
            isinstance(item.get(k), str) for k in ("category", "label", "pattern")
        ):
            raise ConfigError(
                f"{reader.source}: key '{key}' needs a 'category', a 'label' and a 'pattern'",
                hint="- category: decision\n  label: \"决定：\"\n  pattern: '决定\\s*[:：]\\s*(.+)'",
            )
        if item["category"] not in mapping:
            raise reader._fail(f"{key}.category", "a category of category_mapping", item["category"])
        pattern = reader.regex(f"{key}.pattern", item["pattern"])
        if not reader.validated and re.compile(pattern, re.IGNORECASE).groups < 1:
            raise ConfigError(
                f"{reader.source}: key '{key}.pattern' has no capture group", hint="wrap the value in ( )"
            )
        rules.append(DigestRule(item["category"], item["label"], pattern))
    return DigestSettings(
        backend=backend,
        window_chars=reader.integer("digest.window_chars", 200),
        reply_asks=reader.regex("digest.reply_asks"),
        reply_context_chars=reader.integer("digest.reply_context_chars", 20),
        max_input_chars=reader.integer("digest.max_input_chars", 1000),
        max_items=reader.integer("digest.max_items", 1, 1000),
        llm=LLMSettings(
            base_url=reader.text("digest.llm.base_url").rstrip("/"),
            key_name=reader.text("digest.llm.key"),
            model=reader.text("digest.llm.model"),
            openai_model=reader.text("digest.llm.openai_model"),
            timeout_seconds=reader.number("digest.llm.timeout_seconds", 0.1),
            max_tokens=reader.integer("digest.llm.max_tokens", 16),
        ),
        importance=importance,
        rules=tuple(rules),
        session_directories=tuple(reader.words("sediment.directories")),
        session_patterns=tuple(reader.words("sediment.patterns")),
        session_max_mb=reader.integer("sediment.max_mb", 1),
    )


def _rooms(reader: _Reader) -> dict[str, Room]:
    table = reader.mapping("rooms")
    if not table:
        raise ConfigError(f"{reader.source}: key 'rooms' is empty", hint="list at least one room")
    rooms = {}
    for name, value in table.items():
        key = f"rooms.{name}"
        if not isinstance(name, str) or not _ROOM_NAME.match(name):
            raise ConfigError(
                f"{reader.source}: room name {name!r} is not a plain lower-case word", hint="use e.g. 'prefs'"
            )
        if isinstance(value, dict):
            days = reader.integer(f"{key}.retention_days", 1)
            rooms[name] = Room(
                name,
                days,
                str(value.get("name") or name),
                str(value.get("icon") or ""),
                str(value.get("description") or ""),
            )
        else:
            rooms[name] = Room(name, reader.integer(key, 1), name, "", "")
    return rooms


def _mapping(reader: _Reader, rooms: dict[str, Room]) -> dict[str, str]:
    table = reader.mapping("category_mapping")
    for category, room in table.items():
        if room not in rooms:
            raise ConfigError(
                f"{reader.source}: key 'category_mapping.{category}' names room '{room}', which is not under 'rooms'",
                hint="map it to one of: " + ", ".join(rooms) + f" (or add '{room}' under rooms:)",
            )
    if not table:
        raise ConfigError(
            f"{reader.source}: key 'category_mapping' is empty", hint="map at least one category to a room"
        )
    return {str(k): str(v) for k, v in table.items()}


def _fusion(reader: _Reader) -> str:
    value = reader.text("retrieval.fusion")
    if value not in FUSIONS:
        raise ConfigError(
            f"{reader.source}: key 'retrieval.fusion' is '{value}'", hint="use one of: " + ", ".join(FUSIONS)
        )
    return value


def _backends(reader: _Reader, key: str) -> dict[str, BackendSettings]:
    out = {}
    for name, value in reader.mapping(key).items():
        where = f"{key}.{name}"
        if not isinstance(value, dict):
            raise ConfigError(f"{reader.source}: key '{where}' must be a mapping", hint="see the shipped config.yaml")
        dims = value.get("dimensions", 0)
        threshold = value.get("threshold", 0.0)
        out[name] = BackendSettings(
            name=name,
            base_url=str(value.get("base_url") or "").rstrip("/"),
            key_name=str(value.get("key") or ""),
            model=str(value.get("model") or ""),
            dimensions=reader.integer(f"{where}.dimensions", 0) if dims else 0,
            threshold=reader.number(f"{where}.threshold", 0.0, 1.0) if threshold else 0.0,
            query_prefix=str(value.get("query_prefix") or ""),
            model_path=str(value.get("model_path") or ""),
        )
    return out


def _redact_rules(reader: _Reader) -> tuple[RedactRule, ...]:
    with_pii = reader.get("security.redact_pii")
    if with_pii is not None and not isinstance(with_pii, bool):
        raise reader._fail("security.redact_pii", "true or false", with_pii)
    items = reader.get("security.redact_patterns")
    if items is None:
        return ()
    if not isinstance(items, list):
        raise ConfigError(
            f"{reader.source}: key 'security.redact_patterns' must be a list", hint="see the shipped config.yaml"
        )
    rules = []
    for i, item in enumerate(items):
        key = f"security.redact_patterns[{i}]"
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("pattern"), str)
            or not isinstance(item.get("label"), str)
        ):
            raise ConfigError(
                f"{reader.source}: key '{key}' needs a 'label' and a 'pattern'",
                hint="- label: password\n  pattern: '...'",
            )
        pattern = reader.regex(f"{key}.pattern", item["pattern"])
        if not reader.validated and re.compile(pattern, re.IGNORECASE).groups < 1:
            raise ConfigError(
                f"{reader.source}: key '{key}.pattern' has no capture group", hint="wrap the secret in ( )"
            )
        case = item.get("case", "insensitive")
        if case not in ("sensitive", "insensitive"):
            raise reader._fail(f"{key}.case", "sensitive or insensitive", case)
        check = item.get("check")
        if check is not None and check not in CHECKS:
            raise reader._fail(f"{key}.check", " or ".join(CHECKS), check)
        pii = item.get("pii", False)
        if not isinstance(pii, bool):
            raise reader._fail(f"{key}.pii", "true or false", pii)
        if pii and not with_pii:
            continue
        hints = item.get("hints", [])
        if not isinstance(hints, list) or not all(isinstance(h, str) and h for h in hints):
            raise reader._fail(f"{key}.hints", "a list of words", hints)
        rules.append(
            RedactRule(item["label"], pattern, case == "sensitive", check, pii, tuple(h.lower() for h in hints))
        )
    return tuple(rules)


class _Reader:
    """Typed access to dotted keys, each failure naming the file and the key."""

    def __init__(self, data: dict[str, Any], source: str, *, validated: bool = False) -> None:
        self.data = data
        self.source = source
        self.validated = validated  # from the cache: its patterns compiled when it was written

    def get(self, dotted: str) -> Any:
        node: Any = self.data
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return None
            node = node[part]
        return node

    def _fail(self, key: str, what: str, value: Any) -> ConfigError:
        return ConfigError(f"{self.source}: key '{key}' must be {what}, not {value!r}", hint=f"set '{key}' to {what}")

    def mapping(self, key: str) -> dict[str, Any]:
        value = self.get(key)
        if not isinstance(value, dict):
            raise self._fail(key, "a mapping", value)
        return value

    def text(self, key: str) -> str:
        value = self.get(key)
        if not isinstance(value, str) or not value:
            raise self._fail(key, "a word", value)
        return value

    def words(self, key: str) -> list[str]:
        value = self.get(key)
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self._fail(key, "a list of words, e.g. [the, this]", value)
        return value

    def boolean(self, key: str) -> bool:
        value = self.get(key)
        if not isinstance(value, bool):
            raise self._fail(key, "true or false", value)
        return value

    def integer(self, key: str, low: int, high: int | None = None) -> int:
        value = self.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
            span = f"a whole number from {low}" + (f" to {high}" if high is not None else " up")
            raise self._fail(key, span, value)
        return value

    def number(self, key: str, low: float, high: float | None = None) -> float:
        value = self.get(key)
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or value < low
            or (high is not None and value > high)
        ):
            span = f"a number from {low}" + (f" to {high}" if high is not None else " up")
            raise self._fail(key, span, value)
        return float(value)

    def regex(self, key: str, value: Any = None) -> str:
        value = self.get(key) if value is None else value
        if not isinstance(value, str):
            raise self._fail(key, "a regular expression in quotes", value)
        if self.validated:
            return value
        try:
            re.compile(value, re.IGNORECASE)  # the flags every user of these patterns compiles with
        except re.error as exc:
            raise ConfigError(
                f"{self.source}: key '{key}' is not a valid regular expression ({exc})",
                hint="fix the pattern; quote it with single quotes",
            ) from None
        return value
