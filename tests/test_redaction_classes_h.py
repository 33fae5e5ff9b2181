"""The classes of secret found missed, and of harmless text found changed, when blind corpus H's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from H): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_H = [
    # a real value beside a test's stand-in, and a form's value filled in
    ('STAND_IN = "mock-signing-key"\nLIVE_SIGNING_KEY = "Rv8kQ2mZxT4pLw9nBc7d"', "Rv8kQ2mZxT4pLw9nBc7d"),
    ('oss:\n  access_key_secret: "Hq3vN8xLp2Wm7Rk9Tz4c"  # 已填写', "Hq3vN8xLp2Wm7Rk9Tz4c"),
]

UNCHANGED_H = [
    # a test's stand-in named so, in lower-case words, in Go, Python, JS and YAML
    'const stubSecret = "fake-secret-for-ci"',
    "TEST_TOKEN = 'dummy-token-for-tests-7'",
    "  authPassword: 'mock-pass-19',",
    "db_password: not-a-real-password-please",
    # a sample config with Chinese instructions in place of the values
    'qiniu:\n  secret_key: "请填写你的SecretKey"\n  access_key: "请输入AccessKey"',
]
