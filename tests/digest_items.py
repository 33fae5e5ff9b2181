"""What the rule digester makes of a text, for the digest rounds' tests."""

from __future__ import annotations

from agent_memory.config import load_config
from agent_memory.digest import RuleDigester


def contents(text: str) -> list[str]:
    """The items' contents, in order, on the shipped configuration."""
    return [item.content for item in RuleDigester(load_config(None).digest).digest(text)]


def alone(items: list[str], phrase: str, *others: str) -> bool:
    """Some item holds ``phrase`` and none of ``others``."""
    return any(phrase in item and not any(other in item for other in others) for item in items)
