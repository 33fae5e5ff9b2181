"""The classes of secret found missed, and of harmless text found changed, when blind corpus G's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from G): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

import time

from agent_memory.secret_blocks import escaped_strings

# (text, what must not survive)
CAUGHT_G = [
    ('{"result": {"text": "[smtp]\\nhost = \\"mail.lan\\"\\npassword = \\"Corvid#88120x\\""}}', "Corvid#88120x"),
    ('{"out": "export MAILGUN_API_KEY=\\"Zq7XvL2pM9kR4tWn8BcY3sJd\\"\\n"}', "Zq7XvL2pM9kR4tWn8BcY3sJd"),
]

UNCHANGED_G = [
    '{"result": {"text": "line one\\nthe password policy needs \\"12 characters\\""}}',
]


def test_an_unclosed_escaped_quote_is_passed_over_in_one_scan() -> None:
    """A line of escaped quotes and no closing one: each literal is read once, not once per quote."""
    line = '\\"password\\": \\"' * 20_000
    start = time.process_time()
    assert escaped_strings(line) == []
    assert time.process_time() - start < 5.0  # quadratic took minutes; linear takes milliseconds
    text = '{"a": "x\\npassword: Kq7!vL2pZ9", "b": "plain"}'
    assert [decoded for _, _, decoded in escaped_strings(text)] == ["x\npassword: Kq7!vL2pZ9"]
