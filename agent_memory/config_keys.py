"""Which keys a config.yaml may hold: those of the shipped config, plus the open tables whose
keys the user names (rooms, categories, backends). A key outside them is a ``ConfigError``
naming the file, the key path and the closest known key: a misspelt ``encyrpt`` is not
silently ignored while ``encrypt`` keeps its default."""

from __future__ import annotations

from typing import Any

from .errors import ConfigError

# tables whose keys are names the user chooses, and the keys each entry of them may hold
# (None: an entry is a value, not a mapping)
_BACKEND = ("base_url", "key", "model", "dimensions", "threshold", "query_prefix", "model_path")
_OPEN: dict[str, tuple[str, ...] | None] = {
    "rooms": ("retention_days", "name", "icon", "description"),
    "category_mapping": None,
    "retrieval.relevance.cosine": None,
    "retrieval.recency_tie": None,
    "digest.importance": None,
    "vectors.backends": _BACKEND,
    "rerank.backends": _BACKEND,
}


def check_keys(user: dict[str, Any], shipped: dict[str, Any], source: str) -> None:
    """Raise ``ConfigError`` for the first key of ``user`` that no part of the code reads."""
    _walk(user, shipped, "", source)


def _walk(user: dict[str, Any], known: dict[str, Any], prefix: str, source: str) -> None:
    for key, value in user.items():
        path = f"{prefix}{key}"
        if prefix[:-1] in _OPEN:
            allowed = _OPEN[prefix[:-1]]
            if allowed is not None and isinstance(value, dict):
                _walk(value, dict.fromkeys(allowed), f"{path}.", source)
            continue
        if key not in known:
            _refuse(path, str(key), list(known), source)
        if isinstance(value, dict) and (isinstance(known[key], dict) or path in _OPEN):
            _walk(value, known[key] or {}, f"{path}.", source)


def _refuse(path: str, key: str, known: list[str], source: str) -> None:
    import difflib

    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    hint = (
        f"did you mean {close[0]}? rename '{key}' to '{close[0]}'"
        if close
        else "remove it; the shipped config.yaml lists every key (agent-memory doctor shows where it is)"
    )
    raise ConfigError(f"{source}: unknown key '{path}'", hint=hint)
