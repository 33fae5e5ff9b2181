"""The classes found when blind corpus Q's results were read (issue 21), each tried both ways in
words and values of their own (none copied from Q): a secret of the class is gone, and a harmless
twin in the same place is left as it was."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import secret_goes_twin_stays

# (a secret of the class and what must be gone from it, a harmless twin that must stay whole)
PAIRS_Q = [
    # a key its line calls published or meant for the public (harmless_shapes.said_public)
    (
        "Typesense admin API key (server only): 7c2e9a4f1b3d5e6f8a0c2e4b6d8f0a1c, rotate monthly",
        "7c2e9a4f1b3d5e6f8a0c2e4b6d8f0a1c",
        "Typesense search-only API key (server only): 7c2e9a4f1b3d5e6f8a0c2e4b6d8f0a1c, rotate monthly",
    ),
    (
        "Meilisearch 的管理密钥：4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a（只在后端用）",
        "4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a",
        "Meilisearch 的只读密钥本来就是给前端用的：4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a（只在后端用）",
    ),
    (
        "Server 2022 Datacenter product key we paid for: QF7NM-8KX2T-R9WJP-3HCVD-6YB4G — lab 4",
        "QF7NM-8KX2T-R9WJP-3HCVD-6YB4G",
        "Server 2022 Datacenter setup key (GVLK, published by Microsoft): QF7NM-8KX2T-R9WJP-3HCVD-6YB4G — lab 4",
    ),
    (
        "Office 专业增强版激活密钥（公司买的）：QF7NM-8KX2T-R9WJP-3HCVD-6YB4G，照着第 2 步做",
        "QF7NM-8KX2T-R9WJP-3HCVD-6YB4G",
        "Office 专业增强版激活密钥（微软公开的 GVLK）：QF7NM-8KX2T-R9WJP-3HCVD-6YB4G，照着第 2 步做",
    ),
    # a password's length rule: a number or a range, then what it counts
    (
        "账号规则更新。密码：6x32Qz7k 位置在群公告里",
        "6x32Qz7k",
        "账号规则更新。密码：6–32 位，规则在群公告里",
    ),
    (
        "vpn password: 12-64Xk!zq, no spaces",
        "12-64Xk!zq",
        "vpn password: 12-64 characters, no spaces",
    ),
    # another attribute of an HTML password field: its hint, not its value
    (
        '<input type="password" name="old_password" autocomplete="current-password" value="Zq8!mT2vLx4k">',
        "Zq8!mT2vLx4k",
        '<input type="password" name="old_password" autocomplete="current-password" aria-describedby="pwd-help-2">',
    ),
    # a setting named for a secret, its value where the tool puts it (config.yaml, Q section)
    (
        '[STRIPE_WEBHOOK_SECRET]\nvalue = "Qm7Rt2Vx9Kp4Wn8Ya3HcLk82"\nscope = "prod"',
        "Qm7Rt2Vx9Kp4Wn8Ya3HcLk82",
        '[STRIPE_WEBHOOK_SECRET]\nvalue = "${STRIPE_WEBHOOK_SECRET}"\nscope = "prod"',
    ),
    (
        "宝塔 → 环境变量 → 新增\n名称：MEILI_MASTER_KEY\n值：Xk29fjQ8Lm3pRt7vWz",
        "Xk29fjQ8Lm3pRt7vWz",
        "宝塔 → 环境变量 → 新增\n名称：MEILI_ENV\n值：production-east-2b",
    ),
    (
        "$ vercel env add SENTRY_AUTH_TOKEN preview\n? What's the value of SENTRY_AUTH_TOKEN? 3f9c1e5a7b2d4f6081a3c5e7",
        "3f9c1e5a7b2d4f6081a3c5e7",
        "$ vercel env add SENTRY_ORG preview\n? What's the value of SENTRY_ORG? acme-platform-team-east",
    ),
    (
        "⏺ Bash(echo $MISTRAL_API_KEY)\n  ⎿  Zr8kQ2mWx5pLtB3vHc9Yn4Ds",
        "Zr8kQ2mWx5pLtB3vHc9Yn4Ds",
        "⏺ Bash(echo $MISTRAL_MODEL)\n  ⎿  mistral-large-latest-2411",
    ),
    (
        '<entry key="SMTP_PASSWORD">Tq7vLm2Xz9kR</entry>',
        "Tq7vLm2Xz9kR",
        '<entry key="SMTP_HOST">mail.example-corp.net</entry>',
    ),
    (
        'buildConfigField("String", "MAPS_SDK_KEY", "\\"4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a\\"")',
        "4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a",
        'buildConfigField("String", "MAPS_STYLE", "\\"night-mode-contrast\\"")',
    ),
    (
        "fastcgi_param PAY_API_V3_KEY Lm3pRt7vWzXk29fjQ8Zr8kQ2mWx5pLtB;",
        "Lm3pRt7vWzXk29fjQ8Zr8kQ2mWx5pLtB",
        "fastcgi_param APP_ENV production;",
    ),
    (
        'gh secret set NPM_TOKEN --body "Zr8kQ2;mWx5Lt" --repo acme/web',
        "Zr8kQ2;mWx5Lt",
        'gh secret set NPM_TOKEN --body "$NPM_TOKEN" --repo acme/web',
    ),
    (
        "secrets:\n  db_password: !!str Kq83mZp0wLe9",
        "Kq83mZp0wLe9",
        "secrets:\n  db_password: !!str ${DB_PASSWORD}",
    ),
    # Tencent Location Service's key: six groups of five
    (
        "腾讯地图 key：QWERT-ASDFG-ZXCVB-POIUY-LKJHG-MNBVC",
        "QWERT-ASDFG-ZXCVB-POIUY-LKJHG-MNBVC",
        "腾讯地图 key：XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
    ),
    # a key pair's id right above its secret, or before it in one phrase; an id above no secret stays
    (
        "credentials:\n  id: Wq4zN8rT2kLm6YpB\n  secret: Zr8kQ2mWx5pLtB3vHc9Yn4DsQm7Rt2Vx",
        "Wq4zN8rT2kLm6YpB",
        "credentials:\n  id: Wq4zN8rT2kLm6YpB\n  region: eu-central-1",
    ),
    (
        "对象存储 AK/SK\nID：7d3f9b1e5a2c4e6b8d0f1a3c\n密钥：Lm3pRt7vWzXk29fjQ8Zr8kQ2mWx5pLtB",
        "7d3f9b1e5a2c4e6b8d0f1a3c",
        "对象存储 AK/SK\nID：7d3f9b1e5a2c4e6b8d0f1a3c\n备注：只给测试桶用",
    ),
    (
        "MEILI_KEY_ID=Tq7vLm2Xz9kR4nWp\nMEILI_KEY_SECRET=Zr8kQ2mWx5pLtB3vHc9Yn4Ds",
        "Tq7vLm2Xz9kR4nWp",
        "MEILI_KEY_ID=Tq7vLm2Xz9kR4nWp\nMEILI_HOST=search.internal.example",
    ),
    (
        "B2 app key: key `004a7c2e9f1b3d5e0000000003` / secret `K004Zr8kQ2mWx5pLtB3vHc9Yn4Ds`",
        "004a7c2e9f1b3d5e0000000003",
        "B2 app key: bucket `004a7c2e9f1b3d5e0000000003` / region `us-west-004`",
    ),
    # Storj's access grant ("1" and a long base58 run); a short base58 run (an address) stays
    (
        'export STORJ_GRANT="1MASi45ub7Qe4ZE36UT5G6cU4ud8Fhhe4deS4F3cw9KTAb8dLcukC7edhDQ7cn5d4gEYkbUrMWeWQLGsCmrG6dLaYyNoVKf58ZTBqNAYT3j5qcdsyuMNmPfYetW5v6JXmj54omLidkuVKnRyjP2WPBg8Y4ErK9pGSSxY6BVScJy9uUxcJnTPk"',
        "1MASi45ub7Qe4ZE36UT5G6cU4ud8Fhhe4deS4F3cw9KTAb8dLcukC7edhDQ7cn5d4gEYkbUrMWeWQLGsCmrG6dLaYyNoVKf58ZTBqNAYT3j5qcdsyuMNmPfYetW5v6JXmj54omLidkuVKnRyjP2WPBg8Y4ErK9pGSSxY6BVScJy9uUxcJnTPk",
        'export BTC_ADDR="1BoatSLRHtKNngkdXEeobR76b53LETtpyT"',
    ),
    # a bearer token of letters alone in an Authorization header; a scheme's name in prose stays
    (
        "GET /v2/me\nAuthorization: Bearer QxKmTrVbnWplZcYdHsJeUa\n###",
        "QxKmTrVbnWplZcYdHsJeUa",
        "GET /v2/me\nAuthorization: Bearer <token>\n###",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_Q)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)
