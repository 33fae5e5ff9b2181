"""The classes found when blind corpus P's results were read (issue 21), each tried both ways in
words and values of their own (none copied from P): a secret of the class is gone, and a harmless
twin in the same place is left as it was."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import secret_goes_twin_stays

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
    # vendor formats: a token of the vendor's prefix and length; the prefix in a word stays
    (
        "flyctl printed fo1_eyJraWQiOiJQm7Rt2Vx9Kp4Wn8Ya3HcLk82mQzvR7xWp4eZr8kQ2mWx5pLtB3",
        "fo1_eyJraWQiOiJQm7Rt2Vx9Kp4Wn8Ya3HcLk82mQzvR7xWp4eZr8kQ2mWx5pLtB3",
        "fly docs: fo1_ is the prefix of an org token",
    ),
    (
        "riot: RGAPI-3f9c1e5a-7b2d-4f60-81a3-c5e7092b4d6f",
        "RGAPI-3f9c1e5a-7b2d-4f60-81a3-c5e7092b4d6f",
        "riot: RGAPI-<uuid> is the shape of a developer key",
    ),
    (
        "hubspot private app: pat-eu1-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        "pat-eu1-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        "hubspot private app: pat-eu1 is the EU data centre's prefix",
    ),
    (
        "octopus: API-QWERTYUIOPASDFGHJKLZXCVBN1",
        "API-QWERTYUIOPASDFGHJKLZXCVBN1",
        "octopus: API-GATEWAY is the service we call",
    ),
    (
        "scaleway: SCWQ7RT2VX9KP4WN8YA3",
        "SCWQ7RT2VX9KP4WN8YA3",
        "scaleway: SCW-style ids start with SCW",
    ),
    (
        "export MODAL_TOKEN_ID=ak-Qm7Rt2Vx9Kp4Wn8Ya3HcLk",
        "ak-Qm7Rt2Vx9Kp4Wn8Ya3HcLk",
        "export MODAL_REGION=ak-south-anchorage-zone",
    ),
    (
        "infisical: st.0123456789abcdef01234567.0123456789abcdef0123456789abcdef.fedcba9876543210fedcba9876543210",
        "st.0123456789abcdef01234567.0123456789abcdef0123456789abcdef.fedcba9876543210fedcba9876543210",
        "infisical: st.louis is where the office is",
    ),
    # an API's refusal naming the key it refused; a refusal naming a key's name stays
    (
        "requests.HTTPError: 401 Unauthorized for key Zr8kQ2mWx5pLtB3vN7cQ4dF",
        "Zr8kQ2mWx5pLtB3vN7cQ4dF",
        "requests.HTTPError: 401 Unauthorized for key user_profile_cache",
    ),
    # a setting's name in one field and its value in the next; a setting that is no secret stays
    (
        '[[env]]\nname = "BILLING_API_TOKEN"\nvalue = "Lk82mQzvR7xWp4eZr8kQ2mWx5p"',
        "Lk82mQzvR7xWp4eZr8kQ2mWx5p",
        '[[env]]\nname = "BILLING_API_REGION"\nvalue = "eu-central-1-Lk82mQzvR7x"',
    ),
    (
        '<Property Id="DBADMINPASSWORD" Value="Kelp_2019$Q7" />',
        "Kelp_2019$Q7",
        '<Property Id="DBADMINPORT" Value="Kelp_2019$Q7" />',
    ),
    # a table's row under a key's name; a row under another name stays
    (
        "反馈表 | 某云 AppSecret | 9d41b7c2e3f0 | 小王 |",
        "9d41b7c2e3f0",
        "反馈表 | 某云 AppVersion | 9d41b7c2e3f0 | 小王 |",
    ),
    # a CSV column named a vendor's key in Chinese; a column named otherwise stays
    (
        "导出：项目,Foo 客户端密钥\nalpha-app,4e6a8c0b2d4f6a8c1e3b5d7f9a0c2e4b",
        "4e6a8c0b2d4f6a8c1e3b5d7f9a0c2e4b",
        "导出：项目,提交哈希\nalpha-app,4e6a8c0b2d4f6a8c1e3b5d7f9a0c2e4b",
    ),
    # a key handed over after its name; a version handed over the same way stays
    (
        "billing-api 的 Foo API Token 我放这了 3c9f1e5a7b2d4f6081a3c5e7092b4d6f1a",
        "3c9f1e5a7b2d4f6081a3c5e7092b4d6f1a",
        "billing-api 的 Foo 构建号 我放这了 3c9f1e5a7b2d4f6081a3c5e7092b4d6f1a",
    ),
    # a key said first and named after; a commit named after stays
    (
        "拿去用吧 Zr8kQ2mWx5pLtB3vN7cQ4dFgHj6Kl9Pz2Xc5Vb8Nm1Qw4Er7TyUi0Op3As6Df9 这是 Foo 认证令牌",
        "Zr8kQ2mWx5pLtB3vN7cQ4dFgHj6Kl9Pz2Xc5Vb8Nm1Qw4Er7TyUi0Op3As6Df9",
        "拿去用吧 Zr8kQ2mWx5pLtB3vN7cQ4dFgHj6Kl9Pz2Xc5Vb8Nm1Qw4Er7TyUi0Op3As6Df9 这是 Foo 构建编号",
    ),
    # a line naming a key, the key alone on the next; under a line naming a checksum it stays
    (
        "# Foo API key\n7beaf314f0272de05253282c5c0dcc83",
        "7beaf314f0272de05253282c5c0dcc83",
        "# Foo API key checksum (sha256 of the file)\n7beaf314f0272de05253282c5c0dcc83",
    ),
    # a key's id beside its secret; an id beside something else stays
    (
        "key 8e0130399ccf4fffba36700e6779721b / secret cc30954ae654c346578ed6dca75231b5",
        "8e0130399ccf4fffba36700e6779721b",
        "key 8e0130399ccf4fffba36700e6779721b / region eu-west-1",
    ),
    (
        'client = Client("Kp4Wn8Ya3HcLk82m", "Zr8kQ2mWx5pLtB3vN7cQ4dFg")',
        "Kp4Wn8Ya3HcLk82m",
        'client = Client("billing-service", "eu-central-1")',
    ),
    # a TOTP seed a few words after its name; a count of words stays
    (
        "Authy backup: seed 3c9f1e5a7b2d4f6081a3c5e7092b4d6f1a2b3c4d",
        "3c9f1e5a7b2d4f6081a3c5e7092b4d6f1a2b3c4d",
        "Authy backup: seed count 3, restored 3c9f1e5a7b2d4f6081a3c5e7092b4d6f1a2b3c4d",
    ),
    # a tool asked to print a named secret, its output on the next line; a named setting's output stays
    (
        "$ terraform output -raw admin_password\nKq83!mZp0wLe9",
        "Kq83!mZp0wLe9",
        "$ terraform output -raw admin_username\nops-admin-2041",
    ),
    # a password a generator or a browser made, shown; what it made that is no password stays
    (
        "diceware output for the team vault: lantern4quiver8maple2otter",
        "lantern4quiver8maple2otter",
        "diceware output for the team vault: see the wiki page",
    ),
    (
        "I let Chrome suggest one, Wq7bTz2LpX9m, stored in the profile",
        "Wq7bTz2LpX9m",
        "I let Chrome suggest one, something long, stored in the profile",
    ),
    # an alarm panel's master code; its zone count stays
    (
        "alarm panel master code is 482915, zones 1-8",
        "482915",
        "alarm panel master zone count is 8, zones 1-8",
    ),
    # a session cookie under any name, long; a short preference cookie stays
    (
        "cookie: THEME=dark; UPROF_X=" + "9f3a1c5e7b2d4f60" * 8,
        "9f3a1c5e7b2d4f60" * 8,
        "cookie: THEME=dark; LANG=zh-CN; TZ=Asia%2FShanghai",
    ),
    # a PHP var_dump of a key named a secret; of a key named otherwise it stays
    (
        'var_dump($conf):\n  ["api_secret"]=>\n  string(24) "Zr8kQ2mWx5pLtB3vN7cQ4dFg"',
        "Zr8kQ2mWx5pLtB3vN7cQ4dFg",
        'var_dump($conf):\n  ["api_region"]=>\n  string(24) "Zr8kQ2mWx5pLtB3vN7cQ4dFg"',
    ),
    # an OpenID Connect token passed back as a hint; a short state value beside it stays
    (
        '"id_token_hint": "eyJraWQiOiJQm7Rt2Vx9Kp4Wn8Ya3HcLk82mQzvR7xWp4eZr8kQ2mWx5pLt"',
        "eyJraWQiOiJQm7Rt2Vx9Kp4Wn8Ya3HcLk82mQzvR7xWp4eZr8kQ2mWx5pLt",
        '"ui_locales": "zh-CN en", "prompt": "login"',
    ),
    # a spreadsheet's row said to be one, the password last; a row ending in a date stays
    (
        "表格第 12 行：预发布  deploy  Lm2#Xz9kTq7v",
        "Lm2#Xz9kTq7v",
        "表格第 12 行：预发布  deploy  2026-04-01",
    ),
    # a WebDAV mount's secrets file; a line of its options stays
    (
        "/etc/davfs2/secrets\nhttps://dav.example.org/webdav alice Hq8!vLm2Xz9k",
        "Hq8!vLm2Xz9k",
        "/etc/davfs2/secrets\nhttps://dav.example.org/webdav alice (see the vault)",
    ),
    # a key to be written into a file of settings; a path to be written there stays
    (
        "帮我把 某云 App Secret 写进 .env：kQ7vZp2LmT9x",
        "kQ7vZp2LmT9x",
        "帮我把 某云 App Region 写进 .env：cn-north-4",
    ),
    # an account handed over as a key's id beside its secret; a user name beside a password word stays
    (
        "账号给你：9d41b7c2e3f0a8b6c4d2e0f1a3b5c7d9，密钥 f0e1d2c3b4a5968778695a4b3c2d1e0f",
        "9d41b7c2e3f0a8b6c4d2e0f1a3b5c7d9",
        "账号给你：wangfang，密钥 稍后单独发",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_P)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)
