"""The checks every round's redaction class tests make of their pairs: a secret and the
harmless twin written in its place, each way round."""

from __future__ import annotations

from agent_memory import Memory


def secret_goes_twin_stays(memory: Memory, text: str, secret: str, twin: str) -> None:
    """``secret`` is gone from ``text`` redacted (a second pass changes nothing), and ``twin``
    is kept as written."""
    result = memory.redactor.redact(text)
    assert secret not in result.text, result.text
    assert memory.redactor.redact(result.text).text == result.text  # idempotent
    assert memory.redactor.redact(twin).text == twin


def harmless_stays_twin_goes(memory: Memory, text: str, twin: str, secret: str) -> None:
    """``text`` is kept as written, and ``secret`` is gone from ``twin`` redacted."""
    assert memory.redactor.redact(text).text == text
    assert secret not in memory.redactor.redact(twin).text
