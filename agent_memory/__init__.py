"""agent-memory: long-term memory, automatic learning and self-evolution for any AI agent."""

from __future__ import annotations

from .errors import AgentMemoryError, ConfigError, InvalidInputError, NotFoundError
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
