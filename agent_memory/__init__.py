"""agent-memory: long-term memory, automatic learning and self-evolution for any AI agent."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import AgentMemoryError, ConfigError, InvalidInputError, NotFoundError

if TYPE_CHECKING:
    from .memory import HermesLite, Memory
    from .model import MemoryEntry

__all__ = [
    "AgentMemoryError",
    "ConfigError",
    "HermesLite",
    "InvalidInputError",
    "Memory",
    "MemoryEntry",
    "NotFoundError",
]
__version__ = "0.1.0"
_LAZY = {"Memory": "memory", "HermesLite": "memory", "MemoryEntry": "model"}


def __getattr__(name: str) -> Any:
    """``Memory`` and the rest are imported on first use: a hook process needs none of them."""
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
