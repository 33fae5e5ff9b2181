"""The classes found when blind corpus P's results were read (issue 21), each tried both ways in
words and values of their own (none copied from P): a secret of the class is gone, and a harmless
twin in the same place is left as it was."""

from __future__ import annotations

import pytest

from agent_memory import Memory

# (a secret of the class and what must be gone from it, a harmless twin that must stay whole)
PAIRS_P = [
    # a stored hash the text calls one right after it (harmless_shapes): a password still goes
    (
        "wp_users 表密码列：Lk82mQz!vR7xWp4e（用户刚改的新密码）",
        "Lk82mQz!vR7xWp4e",
        "wp_users 表密码列：9f1c3e5a7b2d4f6081a3c5e7092b4d6f:Qm7Rt2Vx9Kp4Wn8Ya3Hc（加盐哈希，不是明文）",
    ),
    (
        "legacy users table, password column: Zr8!kQ2mWx5pLt (plain, to migrate)",
        "Zr8!kQ2mWx5pLt",
        "legacy users table, password column: 4e6a8c0b2d4f6a8c1e3b5d7f9a0c2e4b$Xy7Tq2Lm (salted md5 hash)",
    ),
    # a scoped name in an error, where a password could stand before a password word
    (
        "pgbouncer: Tq7#vLm2Xz9k: login rejected, password is incorrect",
        "Tq7#vLm2Xz9k",
        "pgbouncer: PG::ConnectionBad: login rejected, password is incorrect",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_P)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    result = memory.redactor.redact(text)
    assert secret not in result.text, result.text
    assert memory.redactor.redact(result.text).text == result.text  # idempotent
    assert memory.redactor.redact(twin).text == twin
