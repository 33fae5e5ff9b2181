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
    # a secret in a JSON log line, beside fields that name none; a GPG key's secret material
    ('{"event":"login","user":"ana","password":"Wq7#pLx29vRt"}', "Wq7#pLx29vRt"),
    ("GPG_KEY_PASSPHRASE=Tn8vQ2xLw5Rk9mPz", "Tn8vQ2xLw5Rk9mPz"),
]

UNCHANGED_H = [
    # a test's stand-in named so, in lower-case words, in Go, Python, JS and YAML
    'const stubSecret = "fake-secret-for-ci"',
    "TEST_TOKEN = 'dummy-token-for-tests-7'",
    "  authPassword: 'mock-pass-19',",
    "db_password: not-a-real-password-please",
    # a sample config with Chinese instructions in place of the values
    'qiniu:\n  secret_key: "请填写你的SecretKey"\n  access_key: "请输入AccessKey"',
    # a secret's hash kept to match findings by, and a signing key's public fingerprint
    'allowlist:\n  - hashed_secret: "3f1a9c0d7e5b2468ace13579bdf02468ace13579"',
    "ENV GPG_KEY 7A2C91E04BF3D58C6E10A9F27B43C8D5E96F0A1B",
    # a JSON log whose password word is another field's value; a phone's model id near one
    '{"level":"warn","msg":"password reset requested","account_id":88410273}',
    '{"auth_method":"password","client":"iPad13,4","ok":true}',
]
