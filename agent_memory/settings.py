"""What config.yaml holds, as typed values: ``Config`` and its sections (rooms, retrieval,
vectors, digest, hooks...), and the words some of its keys may take. ``config.py`` loads a
file into them; ``config_build.py`` checks each key on the way.

They are immutable named tuples rather than frozen dataclasses: every CLI call imports this
module, and defining fifteen frozen dataclasses costs ten times as much CPU."""

from __future__ import annotations

from typing import NamedTuple

FUSIONS = ("auto", "weighted", "rrf")  # retrieval.fusion (search/fusion.py)
CHECKS = (
    "luhn",
    "cn_id",
    "credential",
    "password",
    "phrase",
    "dice",
    "typed",
    "secretish",
    "bitlocker",
    "bytes",
    "keys",
    "block",
    "format",
    "random_letters",
)  # a redaction rule's check (redact.py)


class Room(NamedTuple):
    name: str
    retention_days: int
    title: str
    icon: str
    description: str


class RedactRule(NamedTuple):
    label: str
    pattern: str
    case_sensitive: bool = False
    check: str | None = None  # luhn | cn_id: a valid check digit; credential: a key's shape (secret_shapes)
    pii: bool = False  # personal data: applied only with security.redact_pii
    hints: tuple[str, ...] = ()  # lower-case substrings one of which a text must hold (none: always run)


class MemorySettings(NamedTuple):
    default_category: str
    default_importance: int
    duplicate_threshold: float
    duplicate_min_length: int
    duplicate_candidates: int
    max_text_chars: int
    backups_kept: int
    backup_max_mb: int
    sync_delete_share: float


class PruningSettings(NamedTuple):
    unverified_retention_days: int
    low_frequency_days: int
    low_frequency_threshold: int
    critical_importance: int
    default_retention_days: int


class RetrievalSettings(NamedTuple):
    default_top_k: int
    min_score: float
    hot_threshold: int
    hot_boost: float
    bm25_k1: float
    bm25_b: float
    rrf_k: int
    relevance_coverage: float  # the relevance bar (search/relevance.py): share of the query's weight held
    relevance_cosine: dict[str, float]  # per calibrated encoder, the cosine floor of the bar
    relevance_margin: float  # how far over the median recalled cosine a hit must stand
    relevance_loose: float  # once one hit has cleared: how far under floor and margin the others may stand
    relevance_reply: float  # a top hit kept with its context clears on that context's cosine less this
    recency_tie: dict[str, float]  # per calibrated encoder, how near two cosines are a tie (search/timeline.py)
    fusion: str = "auto"  # auto | weighted | rrf (search/fusion.py)
    keyword_weight: float = 0.1  # the keyword leg's share in weighted fusion
    fusion_depth: int = 200  # hits taken from each leg into fusion


class TokenizerSettings(NamedTuple):
    stemmer: str  # auto | snowball | builtin | none
    stopwords: frozenset[str]  # English (lower case) and Chinese function words


class BackendSettings(NamedTuple):
    """One remote or local backend's settings (embeddings or rerank)."""

    name: str
    base_url: str
    key_name: str
    model: str
    dimensions: int
    threshold: float
    query_prefix: str
    model_path: str = ""  # a sentence-transformers/ONNX model directory (embeddings/onnx_model.py)


class VectorSettings(NamedTuple):
    backend: str
    batch_size: int
    timeout_seconds: float
    cooldown_seconds: float
    embed_per_recall: int
    candidates: int
    rebuild_tail: int
    python_scan_limit: int
    backends: dict[str, BackendSettings]


class RerankSettings(NamedTuple):
    enabled: bool
    backend: str
    candidates: int
    timeout_seconds: float
    backends: dict[str, BackendSettings]


class DigestRule(NamedTuple):
    category: str
    label: str
    pattern: str


class LLMSettings(NamedTuple):
    base_url: str
    key_name: str
    model: str
    openai_model: str
    timeout_seconds: float
    max_tokens: int


class DigestSettings(NamedTuple):
    backend: str
    window_chars: int
    max_input_chars: int
    max_items: int
    llm: LLMSettings
    importance: dict[str, int]
    rules: tuple[DigestRule, ...]
    session_directories: tuple[str, ...]
    session_patterns: tuple[str, ...]
    session_max_mb: int  # text read from one session log (decompressed), at most
    reply_asks: str  # a sentence of a turn matching this asks something: its reply keeps it as context
    reply_context_chars: int  # of a longer turn, its asking sentences are kept, at most this many characters


class HookSettings(NamedTuple):
    budget: int
    session_end: str
    server: bool
    server_idle_seconds: int


class StoreSettings(NamedTuple):
    url: str  # "" for the embedded SQLite store under the data root
    postgres_markdown: bool  # mirror a PostgreSQL store's memories into store/*.md too
    shared_notes: bool  # store/ and rooms/ readable by others (a shared vault); else 600/700


class Config(NamedTuple):
    source: str
    rooms: dict[str, Room]
    category_mapping: dict[str, str]
    memory: MemorySettings
    retrieval: RetrievalSettings
    pruning: PruningSettings
    vectors: VectorSettings
    rerank: RerankSettings
    encrypt: bool
    redact_patterns: tuple[RedactRule, ...]
    conflict_positive: str
    conflict_negative: str
    graph_stopwords: frozenset[str]
    tokenizer: TokenizerSettings
    digest: DigestSettings
    hooks: HookSettings
    store: StoreSettings

    def room_for(self, category: str) -> str:
        return self.category_mapping[category]
