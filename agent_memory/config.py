"""config.yaml, the single source of rooms, mappings, thresholds and patterns: loading it.

The shipped ``data/config.yaml`` is both the default and the file copied into a new data
root; a user's file is read over it (sections merge key by key, nested mappings such as
``digest.llm`` too; the tables ``rooms`` and ``category_mapping`` and every list, such as
``redact_patterns``, replace the default whole). Keys never live here: they
come from the environment, then from the data root's ``.env`` (``api_keys.py``).

What the file holds, as typed values, is in ``settings.py``; how each key is checked, in
``config_build.py``. Their names are importable from here too.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
from pathlib import Path
from typing import Any

from .api_keys import Secrets as Secrets
from .api_keys import mask as mask
from .api_keys import parse_env_file as parse_env_file
from .config_build import build
from .errors import AgentMemoryError, ConfigError
from .fsutil import atomic_write
from .miniyaml import YamlSubsetError
from .miniyaml import loads as mini_loads
from .settings import (
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

__all__ = [
    "CACHE_NAME",
    "CONFIG_NAME",
    "BackendSettings",
    "Config",
    "DigestRule",
    "DigestSettings",
    "HookSettings",
    "LLMSettings",
    "MemorySettings",
    "PruningSettings",
    "RedactRule",
    "RerankSettings",
    "RetrievalSettings",
    "Room",
    "Secrets",
    "StoreSettings",
    "TokenizerSettings",
    "VectorSettings",
    "default_config_text",
    "load_config",
    "mask",
    "parse_env_file",
    "parse_yaml",
]

CONFIG_NAME = "config.yaml"
CACHE_NAME = ".config.cache.json"
_MERGED_SECTIONS = (
    "memory",
    "retrieval",
    "pruning",
    "vectors",
    "rerank",
    "security",
    "conflicts",
    "graph",
    "tokenizer",
    "digest",
    "sediment",
    "hooks",
    "store",
)


def default_config_text() -> str:
    # beside this module, not through importlib.resources (11 ms of imports for every CLI call)
    return (Path(__file__).parent / "data" / CONFIG_NAME).read_text("utf-8")


def parse_yaml(text: str, source: str) -> Any:
    """Parse with PyYAML when installed, else with the built-in subset reader."""
    if _parser_name() == "builtin":
        try:
            return mini_loads(text)
        except YamlSubsetError as exc:
            from .install import command

            raise ConfigError(
                f"{source}: line {exc.line}: {exc.problem}",
                hint=f"fix that line (or install PyYAML: {command('yaml')})",
            ) from None
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when built in: 10x faster
    try:
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{source}: {where}{problem}", hint="fix the YAML at that place") from None


def load_config(path: Path | None) -> Config:
    """Load ``path`` over the shipped defaults; ``None`` gives the defaults alone.

    The merged result is kept in ``.config.cache.json`` beside ``path``, keyed by a hash
    of both texts and the parser, so a CLI call skips importing PyYAML and parsing: a
    changed file, or another parser, simply misses the cache.
    """
    shipped = default_config_text()
    if path is None or not path.exists():
        return build(parse_yaml(shipped, "shipped config.yaml"), "shipped config.yaml")
    source = str(path)
    try:
        text = path.read_text("utf-8")
    except UnicodeDecodeError:
        raise ConfigError(f"{source}: not UTF-8 text", hint="save the file as UTF-8") from None
    except OSError as exc:
        raise ConfigError(f"{source}: cannot be read ({exc.strerror})", hint="check its permissions") from None
    cache = path.with_name(CACHE_NAME)
    key = hashlib.sha256("\0".join((_parser_name(), shipped, text)).encode("utf-8")).hexdigest()
    merged = _read_cache(cache, key)
    if merged is not None:  # written only after it was built once: compiling ~60 patterns again is skipped
        return build(merged, source, validated=True)
    merged = _parse_and_merge(shipped, text, source)
    config = build(merged, source)
    _write_cache(cache, key, merged)  # only a valid config: a broken one writes nothing
    return config


def _parser_name() -> str:
    """Which parser reads config.yaml: PyYAML when installed and not switched off."""
    if os.environ.get("AGENT_MEMORY_NO_PYYAML") == "1" or importlib.util.find_spec("yaml") is None:
        return "builtin"
    return "pyyaml"


def _read_cache(cache: Path, key: str) -> dict[str, Any] | None:
    try:
        data = json.loads(cache.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("key") != key or not isinstance(data.get("config"), dict):
        return None
    config: dict[str, Any] = data["config"]
    return config


def _write_cache(cache: Path, key: str, merged: dict[str, Any]) -> None:
    try:
        body = json.dumps({"key": key, "config": merged}, ensure_ascii=False)
        if json.loads(body)["config"] != merged:  # a YAML date or a number as key: not worth caching
            return
        atomic_write(cache, body.encode("utf-8"))
    except (AgentMemoryError, OSError, TypeError, ValueError):
        pass  # a cache that cannot be written is only slower


def _parse_and_merge(shipped: str, text: str, source: str) -> dict[str, Any]:
    default: dict[str, Any] = parse_yaml(shipped, "shipped config.yaml")
    if text == shipped:
        return default
    user = parse_yaml(text, source)
    if user is None:
        user = {}
    if not isinstance(user, dict):
        raise ConfigError(
            f"{source}: the top level must be a mapping of sections", hint="start from the shipped config.yaml"
        )
    from .config_keys import check_keys  # a cache miss only: a CLI call with a cached config imports none of it

    check_keys(user, default, source)
    return _merge(default, user, source)


def _merge(default: dict[str, Any], user: dict[str, Any], source: str) -> dict[str, Any]:
    merged = dict(default)
    for key, value in user.items():
        if key in _MERGED_SECTIONS or key in ("security", "conflicts"):
            if not isinstance(value, dict):
                raise ConfigError(
                    f"{source}: key '{key}' must be a mapping", hint=f"indent the settings under '{key}:'"
                )
            merged[key] = _deep_merge(default.get(key, {}), value)
        else:
            merged[key] = value
    return merged


def _deep_merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _deep_merge(out[key], value)
        else:
            out[key] = value
    return out
