"""The classes of secrets blind corpus O still missed after its first round (issue 21), each
tried both ways in words and values of their own (none copied from O): a secret in the class's
shape and place is gone, and a harmless twin in the same place -- a placeholder, a length or an
alphabet the format does not have, a value that is no secret -- is left as it was."""

from __future__ import annotations

import pytest

from agent_memory import Memory

# (class, text holding a secret, the secret, a harmless twin in the same place)
CLASSES = [
    (
        "vendor prefix: Linear",
        "Linear for the docs sync: lin_api_Qm7Xz2Lp9Rt4Kw8Nc3Yb6Hd1Fs5Gj0Ka2Lz4Pq6W (owner: ops)",
        "lin_api_Qm7Xz2Lp9Rt4Kw8Nc3Yb6Hd1Fs5Gj0Ka2Lz4Pq6W",
        "Linear keys start with lin_api_ followed by 40 characters (owner: ops)",
    ),
    (
        "vendor prefix: Honeycomb",
        "x-honeycomb-team=hcaik_01j8k2m4n6p8q0r2s4t6v8w0x2y4z6a8b0c2d4e6f8g0h2j4k6m8n0p2q4r6s8t0,dataset=web",
        "hcaik_01j8k2m4n6p8q0r2s4t6v8w0x2y4z6a8b0c2d4e6f8g0h2j4k6m8n0p2q4r6s8t0",
        "x-honeycomb-team=hcaik_YOUR_INGEST_KEY,dataset=web",
    ),
    (
        "vendor prefix: Buildkite",
        "pasted the Buildkite token by mistake (bkua_4f8a2c6e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a), revoked",
        "bkua_4f8a2c6e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a",
        "pasted the Buildkite token by mistake (bkua_…), revoked",
    ),
    (
        "vendor prefix: Sourcegraph",
        'SRC_ACCESS_TOKEN fallback "sgp_0a1b2c3d4e5f6a7b_8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d"',
        "sgp_0a1b2c3d4e5f6a7b_8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d",
        'SRC_ACCESS_TOKEN fallback "sgp_local_dev"',
    ),
    (
        "vendor prefix: Tavily and Firecrawl",
        "搜索 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，抓取 fc-9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a",
        "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",
        "搜索 tvly-xxxx，抓取 fc-cache-warm",
    ),
    (
        "vendor prefix: NVIDIA and Cerebras",
        "fallback: cerebras csk-r7m2x9k4q1v8z3p6w0t5n2j7h4c9b1f6d3s8l0g5y2e7a4u9",
        "csk-r7m2x9k4q1v8z3p6w0t5n2j7h4c9b1f6d3s8l0g5y2e7a4u9",
        "fallback: cerebras csk-... (ask ops)",
    ),
    (
        "vendor prefix: NVIDIA",
        "nim: 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",
        "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",
        "nim: nvapi-<your key> from build.nvidia.com",
    ),
    (
        "vendor prefix: Voyage",
        "嵌入先用 Voyage（pa-Zq8Wx3Ec5Rv7Tb9Yn1Um2Ik4Ol6Pz8Aq0Sw2De4Fr6Gt8Hy），别外传",
        "pa-Zq8Wx3Ec5Rv7Tb9Yn1Um2Ik4Ol6Pz8Aq0Sw2De4Fr6Gt8Hy",
        "嵌入先用 Voyage（pa-reference-architecture-overview-document-v2），别外传",
    ),
    (
        "vendor prefix: Shippo and EasyPost",
        "shipping: shippo_live_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c, backup EZAK"
        "3b7f1c9e5a2d8b4f6c0e9a1d7b3f5c8e2a4d6b0f9c1e7a3d5b8f2c4e6a0d9b1f",
        "shippo_live_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c",
        "shipping: shippo_live_<key>, backup EZAK…",
    ),
    (
        "vendor prefix: Inngest and Trigger.dev",
        "jobs: signkey-prod-7c1e9a3d5b8f2c4e6a0d9b1f3b7f1c9e5a2d8b4f6c0e9a1d7b3f5c8e2a4d6b0f, tr_prod_Hq2Kd8Lm0Pz7Xv3Rt9Yw",
        "tr_prod_Hq2Kd8Lm0Pz7Xv3Rt9Yw",
        "jobs: signkey-prod-rotation-runbook, tr_prod_environment",
    ),
    (
        "account id and key: Airtable",
        "hardcoded Airtable PAT (patQm7Xz2Lp9Rt4Kw.0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9)",
        "0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
        "hardcoded Airtable PAT (patterns.0a1b2c3d4e5f6071 in the docs)",
    ),
    (
        "account id and key: Mailchimp",
        "Mailchimp 的 key 7e3d9c1b5a2f8e4d6c0b9a1f7e3d5c8b-us14（后缀是数据中心）",
        "7e3d9c1b5a2f8e4d6c0b9a1f7e3d5c8b",
        "Mailchimp 的数据中心 us14，帐号 7e3d9c1b5a2f8e4d6c0b9a1f7e3d5c8b 只是 md5 摘要",
    ),
    (
        "account id and key: Braintree",
        "换成 access_token$sandbox$q8w2e4r6t8y0u2i4$9f8e7d6c5b4a39281706f5e4d3c2b1a0，已重启",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "换成 access_token$sandbox$...$... 格式的令牌，已重启",
    ),
    (
        "account id and key: K3s join token",
        "k3s 节点令牌\nK109c4e1a7f3b8d2e6c0a5f9b3d7e1c4a8f2b6d0e9c3a7f1b5d8e2c6a0f4b9d3e7c::server:e83b1f9a4c7d2e05b6a8f3c1d9e4b7a2",
        "e83b1f9a4c7d2e05b6a8f3c1d9e4b7a2",
        "k3s 节点令牌\nK10<ca-hash>::server:<password>，在 /var/lib/rancher/k3s/server/token",
    ),
    (
        "account id and key: LaunchDarkly",
        "LaunchDarkly.init('sdk-1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b');  // server-side SDK key",
        "sdk-1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b",
        "LaunchDarkly.init(process.env.LD_SDK_KEY);  // request 1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b",
    ),
    (
        "account id and key: Convex deploy key",
        "CONVEX_DEPLOY_KEY /d prod:quiet-otter-512|eyJ2MiI6Ij8Kd2Lm4Pv6Rt9Yw1Nc3OeHd5Fs7Gj0Ka2Lz4Pq6Wo8Ei0Ru2Ty /f",
        "eyJ2MiI6Ij8Kd2Lm4Pv6Rt9Yw1Nc3OeHd5Fs7Gj0Ka2Lz4Pq6Wo8Ei0Ru2Ty",
        "deployments: prod:quiet-otter-512|dev:brave-lynx-77 (names only)",
    ),
    (
        "wallet: extended private key",
        "electrum restore tprv8ZgxMBicQKsPd9Tz8mQ2vLp9Xr4Kw7Nc3Yb6Hd1Fs5Gj2Ka4Lz8Pq2Wo7Ei3Ru9Tz8mQ2vLp9Xr4Kw7Nc3Yb6Hd1Fs5Gj2Ka4Lz8Pq2",
        "tprv8ZgxMBicQKsPd9Tz8mQ2vLp9Xr4Kw7Nc3Yb6Hd1Fs5Gj2Ka4Lz8Pq2Wo7Ei3Ru9Tz8mQ2vLp9Xr4Kw7Nc3Yb6Hd1Fs5Gj2Ka4Lz8Pq2",
        "electrum restore tprv… (the xprv of the test wallet, kept offline)",
    ),
    (
        "wallet: key in wallet import format",
        '$env:WALLET_WIF = "KzQm7Xz2Lp9Rt4Kw8Nc3Yb6Hd1Fs5Gj2Ka4Lz4Pq6WoEiRuTyUiH"',
        "KzQm7Xz2Lp9Rt4Kw8Nc3Yb6Hd1Fs5Gj2Ka4Lz4Pq6WoEiRuTyUiH",
        '$env:WALLET_NAME = "KubernetesDeploymentReconcilerForStagingAndProduction"',
    ),
    (
        "automation hook URL",
        "Make 场景的 webhook：https://hook.us1.make.com/q8w2e4r6t8y0u2i4o6p8a0s2d4f6g8h0，别公开",
        "q8w2e4r6t8y0u2i4o6p8a0s2d4f6g8h0",
        "Make 场景的 webhook：https://www.make.com/en/help/tools/webhooks，别公开",
    ),
    (
        "automation hook by its ids",
        "* * * * * ZAPIER_HOOK=8812345/q7w3e9r /opt/bin/poll",
        "8812345/q7w3e9r",
        "* * * * * ZAPIER_RETRIES=3 /opt/bin/poll 2024/10",
    ),
]


@pytest.mark.parametrize(("name", "text", "secret", "twin"), CLASSES, ids=[c[0] for c in CLASSES])
def test_the_secret_is_gone(memory: Memory, name: str, text: str, secret: str, twin: str) -> None:
    result = memory.redactor.redact(text)
    assert secret not in result.text, result.text
    assert memory.redactor.redact(result.text).text == result.text  # idempotent


@pytest.mark.parametrize(("name", "text", "secret", "twin"), CLASSES, ids=[c[0] for c in CLASSES])
def test_its_harmless_twin_stays(memory: Memory, name: str, text: str, secret: str, twin: str) -> None:
    assert memory.redactor.redact(twin).text == twin
