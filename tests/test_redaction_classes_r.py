"""The classes found when blind corpus R's results were read (issue 21), each tried both ways in
words and values of their own (none copied from R): a secret of the class is gone, and a harmless
twin in the same place is left as it was."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import secret_goes_twin_stays

# (a secret of the class and what must be gone from it, a harmless twin that must stay whole)
PAIRS_R = [
    # a secret's name, a few words of where it was put, a comma, its value
    (
        "周报：Mailgun 令牌先贴这里，a3f9c27e5b1d4086c2e7f9a1b3d5c8e0，下周换掉",
        "a3f9c27e5b1d4086c2e7f9a1b3d5c8e0",
        "周报：Mailgun 令牌先贴这里，还没申请下来，下周换掉",
    ),
    (
        "之前那个 Sendgrid Key 不能用了，换成 7c2e9a4f1b3d5e6f8a0c2e4b6d8f0a1c",
        "7c2e9a4f1b3d5e6f8a0c2e4b6d8f0a1c",
        "之前那个 Sendgrid Key 不能用了，换成 OAuth 登录方式",
    ),
    # a setting named for a secret, its value on the same line (名称 X 值 v) or under a name line in words
    (
        "运维面板 变量 名称 MAILGUN_SIGNING_KEY 值 Tq7vLm2Xz9kR4nWpZr8kQ2",
        "Tq7vLm2Xz9kR4nWpZr8kQ2",
        "运维面板 变量 名称 MAILGUN_SIGNING_KEY 值 ${MAILGUN_SIGNING_KEY}",
    ),
    (
        "台账\n名称：Mailgun 签名密钥\n值：4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a\n负责人：李雷",
        "4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a",
        "台账\n名称：Mailgun 签名密钥\n值：见 1Password 的运维库\n负责人：李雷",
    ),
    # a setting named for a secret set to its value in a call or a sentence
    (
        '[Environment]::SetEnvironmentVariable("SEGMENT_WRITE_KEY", "6d2b8f4a0e9c1735b8d2f6a4c0e81f3b", "Machine")',
        "6d2b8f4a0e9c1735b8d2f6a4c0e81f3b",
        '[Environment]::SetEnvironmentVariable("SEGMENT_WRITE_KEY", $null, "Machine")',
    ),
    (
        "please set SENDGRID_TOKEN to 9f3b7d1e5a2c4e6b8d0f1a3c5e7b9d2f and restart the worker",
        "9f3b7d1e5a2c4e6b8d0f1a3c5e7b9d2f",
        "please set SENDGRID_TOKEN to the value in the vault and restart the worker",
    ),
    (
        "帮我把 SEGMENT_WRITE_KEY 设置成 Q7K2M9X4T1B8W3N5，再跑一遍",
        "Q7K2M9X4T1B8W3N5",
        "帮我把 SEGMENT_WRITE_KEY 设置成 从环境变量读取，再跑一遍",
    ),
    (
        "railway variables set SEGMENT_WRITE_KEY 0e4c8a2f6b1d9e3c7a5f0b4d8c2e6a1f",
        "0e4c8a2f6b1d9e3c7a5f0b4d8c2e6a1f",
        "railway variables set SEGMENT_WRITE_KEY production",
    ),
    # a make, just or Go assignment of a name naming a secret
    (
        "DEPLOY_TOKEN ?= 4f0c9e2b7a1d6c3e8b5f0a9d2c7e4b1a",
        "4f0c9e2b7a1d6c3e8b5f0a9d2c7e4b1a",
        "DEPLOY_TOKEN ?= $(shell cat .token)",
    ),
    # a key said first, then a few words, then its value after a colon or a dash
    (
        "the Mailgun key for prod, do not commit it: K7Q2M9X4T1B8W3N5",
        "K7Q2M9X4T1B8W3N5",
        "the Mailgun key fingerprint for prod, do not commit it: K7Q2M9X4T1B8W3N5",
    ),
    (
        "Sendgrid webhook secret (staging) — c5a1e9f3b7d2046e8a1c5f9b3d7e2a6c — ask Ana before rotating",
        "c5a1e9f3b7d2046e8a1c5f9b3d7e2a6c",
        "Sendgrid webhook secret (staging) — rotated monthly — ask Ana before rotating",
    ),
    # the second of a pair after the first was taken
    (
        "Bybit 密钥给你：sk-Xk29fjQ8mZp3LwR7vT5nQ2 / 7D3F9B1E5A2C4E6B8D0F1A3C",
        "7D3F9B1E5A2C4E6B8D0F1A3C",
        "Bybit 交易对：BTC-USDT / 7D3F9B1E5A2C4E6B8D0F1A3C",
    ),
    # a network's key said as the network's own value
    (
        "[09:12] Ana: the wifi is cobalt.thimble.lantern4, dots included",
        "cobalt.thimble.lantern4",
        "[09:12] Ana: the wifi is down again on the third floor, dots included",
    ),
    (
        "Guest network\nSSID: Atrium-12\nWPA2: Rk4!tWn9Lq2z",
        "Rk4!tWn9Lq2z",
        "Guest network\nSSID: Atrium-12\nWPA2: Personal",
    ),
    # a password taken back on a later line
    (
        "vpn password: Zq8!mT2vLx4k\n[10:04] typo, wait no, that's the old one. it's Mossgrove207.kTr",
        "Mossgrove207.kTr",
        "vpn password: [已脱敏:password]\n[10:04] typo, it's fixed in the wiki now",
    ),
    (
        "服务器密码：Hx7#kP2mQ9\n不对，是 风和日丽@2077",
        "风和日丽@2077",
        "服务器密码：[已脱敏:password]\n不对，是 明天再改",
    ),
    (
        "s/Tq7!vLm2Xz/Rk4#tWn9Lq/ — fixed the router password above",
        "Rk4#tWn9Lq",
        "s/Tq7!vLm2Xz/Rk4#tWn9Lq/ — fixed the router hostname above",
    ),
    # a password mixing Chinese and ASCII after its word
    (
        "门户的密码（只给你）：画蛇添足&3318",
        "画蛇添足&3318",
        "门户的密码（只给你）：画蛇添足，别改了",
    ),
    (
        "机房门禁口令改成 苏E9K3TQ!",
        "苏E9K3TQ!",
        "机房门禁口令改成 每周一换",
    ),
    (
        "门禁密码被我改成 nǐ'hǎo7788 了",
        "nǐ'hǎo7788",
        "门禁密码被我改成 拼音加数字 了",
    ),
    (
        "你输 卧薪尝胆$5521 试试，不行再说",
        "卧薪尝胆$5521",
        "你输 用户名 试试，不行再说",
    ),
    # a PIN after its password word and a space; a share link's extraction code
    (
        "打卡机面板密码 4821，在前台那台",
        "4821",
        "打卡机面板密码 2024年换过，在前台那台",
    ),
    (
        "网盘链接：https://pan.example.cn/s/1AbCd 提取码：k7q2",
        "k7q2",
        "网盘链接：https://pan.example.cn/s/1AbCd 提取码：无",
    ),
    # tools and files: snmpd's createUser, pgbouncer's userlist.txt, nmcli, a parameter store
    (
        "createUser backup SHA-256 Wq4zN8rT2kLm AES Tq7vLm2Xz9kR",
        "Tq7vLm2Xz9kR",
        "createUser -e 0x8000 backup SHA-256",
    ),
    (
        '# pgbouncer/userlist.txt\n"report_ro" "Lakeshore042.hTq"',
        "Lakeshore042.hTq",
        '# pgbouncer/userlist.txt\n"report_ro" "md5"',
    ),
    (
        'nmcli con modify Lab wifi-sec.psk "hazel.copper.fjord6"',
        "hazel.copper.fjord6",
        'nmcli con modify Lab wifi-sec.psk "$LAB_PSK"',
    ),
    (
        "aws ssm put-parameter --name /shop/stripe_secret --type SecureString --value 2d8f4b0e6a3c9f1d7b5e2a8c4f0d6b3e",
        "2d8f4b0e6a3c9f1d7b5e2a8c4f0d6b3e",
        "aws ssm put-parameter --name /shop/stripe_secret --type SecureString --value file://secret.txt",
    ),
    # two passwords to try for an account
    (
        "try Mossy.Kettle42 for the router, and if that fails it's Pebble!Lark90",
        "Pebble!Lark90",
        "try rebooting for the router, and if that fails it's probably the cable",
    ),
    # UCloud's key pair: the "public key" is its id
    (
        "ucloud_public_key: Xk29fjQ8mZp3LwR7vT5n-Qe2\nucloud_private_key: 0e4c8a2f6b1d9e3c7a5f0b4d8c2e6a1f",
        "Xk29fjQ8mZp3LwR7vT5n-Qe2",
        "ssh_public_key: Xk29fjQ8mZp3LwR7vT5n-Qe2\nregion: cn-bj2",
    ),
    # a Markdown table's column named a key: hex of a key's length, a key of dashed base64 parts
    (
        "| 项目 | 密钥 |\n|---|---|\n| 短信 | 5e1d9c3b7a2f4e6d8c0b1a3f |",
        "5e1d9c3b7a2f4e6d8c0b1a3f",
        "| 项目 | 说明 |\n|---|---|\n| 短信 | 5e1d9c3b7a2f4e6d8c0b1a3f |",
    ),
    (
        "| App | Key |\n|---|---|\n| pay | `Qm7Rt2Vx9Kp4=-Wn8Ya3HcLk82=-ZdT5nQ2` |",
        "Qm7Rt2Vx9Kp4=-Wn8Ya3HcLk82=-ZdT5nQ2",
        "| App | Build |\n|---|---|\n| pay | `Qm7Rt2Vx9Kp4=-Wn8Ya3HcLk82=-ZdT5nQ2` |",
    ),
]

# harmless, each near a rule of this round: a hash the line calls one before it, a code said publicly checkable
HARMLESS_R = [
    "the release key commit: 4f0c9e2b7a1d6c3e8b5f0a9d2c7e4b1a99887766",
    "users 表的 password 列存的是 bcrypt 哈希：$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
    "the password column holds the hash: $2y$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW",
    "学历证书电子注册备案表在线验证码 AXKD827364519023（供用人单位查验，公开可查）",
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_R)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)


@pytest.mark.parametrize("text", HARMLESS_R)
def test_a_harmless_text_near_the_new_rules_stays(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text == text


def test_a_crypt_string_called_nothing_is_still_taken_after_a_password_word(memory: Memory) -> None:
    # the hash's guard needs the words calling it one: a bare crypt string as a password's value goes
    text = "password: $2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"
    assert "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy" not in memory.redactor.redact(text).text


def test_a_code_said_checkable_by_anyone_is_kept_but_not_one_said_private(memory: Memory) -> None:
    text = "学信网在线验证码 AXKD827364519023（别外传，只给你）"
    assert "AXKD827364519023" not in memory.redactor.redact(text).text
