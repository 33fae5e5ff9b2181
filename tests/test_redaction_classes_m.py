"""Redaction classes seen in blind M, each tested both ways with examples of our own."""

from __future__ import annotations

import pytest

from agent_memory.redact import Redactor


@pytest.mark.parametrize(
    "text",
    [
        "Support ticket ID is Q7RZK2M4XP; please never send us your password.",
        "Your order id was 9HTX3KDQ2WLA, the password reset link is in a separate mail.",
        "Tracking ID is ZX81KQ7M3NPV - we will never ask for your password.",
    ],
)
def test_a_records_id_said_to_be_one_is_not_a_password(text: str) -> None:
    assert Redactor(()).redact(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Your new password is Q7RZK2M4XP; please change it after login.", "Q7RZK2M4XP"),
        ("ticket ID is 4411, the wifi password: Hx8!tRw2pLm9", "Hx8!tRw2pLm9"),
    ],
)
def test_a_password_near_an_id_is_still_caught(text: str, secret: str) -> None:
    assert secret not in Redactor(()).redact(text).text
