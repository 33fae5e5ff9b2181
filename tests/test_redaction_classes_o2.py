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
        "from the CI notes (bkua_4f8a2c6e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a), revoked",
        "bkua_4f8a2c6e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a",
        "from the CI notes (bkua_…), revoked",
    ),
    (
        "vendor prefix: Sourcegraph",
        'fallback "sgp_0a1b2c3d4e5f6a7b_8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d" for local runs',
        "sgp_0a1b2c3d4e5f6a7b_8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d",
        'fallback "sgp_local_dev" for local runs',
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
    (
        "a string naming a secret, then a literal",
        "INSERT INTO app_settings (name, value) VALUES ('RELAY_SIGNING_KEY', 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==');",
        "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==",
        "INSERT INTO app_settings (name, value) VALUES ('RELAY_SIGNING_KEY', 'default');",
    ),
    (
        "a string naming a secret, then a literal: a JSON key is not its value",
        'os.environ.setdefault("BILLING_API_KEY", "Rk4mQ9zX2vLp7Tn3Wc8Yb1Hd6F")',
        "Rk4mQ9zX2vLp7Tn3Wc8Yb1Hd6F",
        '{"secrets": [{"name": "billing-api-token", "created": "2025-05-08T13:49:32Z"}]}',
    ),
    (
        "a typed declaration",
        'pub const MAIL_RELAY_PASSWORD: &str = "Hq2!Kd8Lm0Pz7x";',
        "Hq2!Kd8Lm0Pz7x",
        'pub const MAIL_RELAY_PASSWORD_ENV: &str = "MAIL_RELAY_PASSWORD";',
    ),
    (
        "a typed declaration: a Bicep parameter",
        "param vmAdminPassword string = 'Winter2026!Qz'",
        "Winter2026!Qz",
        "param vmAdminPassword string = newGuid()",
    ),
    (
        "a literal wrapped as a secret in code",
        "password: SecretValue.unsafePlainText('mira@4417Qx')",
        "mira@4417Qx",
        "password: SecretValue.unsafePlainText(props.dbPassword)",
    ),
    (
        "a CloudFormation parameter that hides its value",
        "Parameters:\n  RedisAuth:\n    Type: String\n    NoEcho: true\n    Default: qt7Lm2xR9vKp",
        "qt7Lm2xR9vKp",
        "Parameters:\n  RedisAuth:\n    Type: String\n    NoEcho: true\n    MinLength: 12",
    ),
    (
        "a literal echoed into a file named for a secret",
        "echo 'liwei_5531' > ~/.ansible_vault_pass && ansible-playbook deploy.yml",
        "liwei_5531",
        'echo "$VAULT_PASS" > ~/.ansible_vault_pass && ansible-playbook deploy.yml',
    ),
    (
        "a literal piped into a login that reads stdin",
        "echo Zr7kQ2mLx9Wp | docker login registry.local -u ci --password-stdin",
        "Zr7kQ2mLx9Wp",
        "echo $REGISTRY_PASSWORD | docker login registry.local -u ci --password-stdin",
    ),
    (
        "an FTP script's login",
        "ftp -n files.example.net <<EOF\nuser dropbox mei_8812!Qx\nput out.csv\nbye\nEOF",
        "mei_8812!Qx",
        "ftp -n files.example.net <<EOF\nuser dropbox\nput out.csv\nbye\nEOF",
    ),
    (
        "a Cisco IKE pre-shared key",
        "crypto isakmp key Lq8vT3mZx1Rk9Wp2 address 198.51.100.7",
        "Lq8vT3mZx1Rk9Wp2",
        "crypto isakmp policy 10\n encryption aes 256\n authentication pre-share",
    ),
    (
        "Redis AUTH",
        "redis-cli 连上以后 AUTH zhoumin_4471，然后 INFO keyspace",
        "zhoumin_4471",
        "redis-cli 连上以后 AUTH 报错 NOAUTH，然后 INFO keyspace",
    ),
    (
        "Vault unseal on the command line",
        "vault operator unseal Qk3mX8zL2pR7tK9wN4cY1hD6fS0gJ5aB2lZ8qW4eR0u=",
        "Qk3mX8zL2pR7tK9wN4cY1hD6fS0gJ5aB2lZ8qW4eR0u=",
        "vault operator unseal -migrate",
    ),
    (
        "a Windows value named for a secret",
        "reg add HKCU\\Environment /v SYNC_API_TOKEN /t REG_SZ /d Vq2Lm8Xz4Rt9Kp1Wn7Yc3Hd /f",
        "Vq2Lm8Xz4Rt9Kp1Wn7Yc3Hd",
        "reg add HKCU\\Environment /v SYNC_API_URL /t REG_SZ /d https://sync.example.com /f",
    ),
    (
        "a password a server printed on its first start",
        "[Server] A temporary password is generated for root@localhost: kQ7;mZ%2xLp9",
        "kQ7;mZ%2xLp9",
        "[Server] A temporary password is generated for root@localhost: see the error log",
    ),
    (
        "a password a server printed on its first start, on the line after",
        "Password for the kibana_admin user (reset with `bin/reset-password`):\n  Tq*8mXv2Lp_Rk4Wz",
        "Tq*8mXv2Lp_Rk4Wz",
        "Password requirements:\n  minimum-12-characters",
    ),
    (
        "a Google app password",
        "SMTP relay: smtp.gmail.com:587, app password qxvr tkbm zjwe hpfn",
        "qxvr tkbm zjwe hpfn",
        "SMTP relay: smtp.gmail.com:587, app password that will work with outlook",
    ),
    (
        "account recovery codes",
        "RECOVERY_CODES=7fa21-c9e04",
        "7fa21-c9e04",
        "RECOVERY_CODES=see-vault",
    ),
    (
        "an app certificate",
        "声网 App 证书 9b3e7a1c5d2f8e4b6a0c9d1e7f3b5a8c，别外传",
        "9b3e7a1c5d2f8e4b6a0c9d1e7f3b5a8c",
        "声网 App ID 9b3e7a1c5d2f8e4b6a0c9d1e7f3b5a8c，前端可见",
    ),
    (
        "a Consul ACL token",
        "consul bootstrap token: SecretID 4c1e9a7f-3b8d-4e6c-a5f9-b3d7e1c4a8f2",
        "4c1e9a7f-3b8d-4e6c-a5f9-b3d7e1c4a8f2",
        "the ACL token's AccessorID is 4c1e9a7f-3b8d-4e6c-a5f9-b3d7e1c4a8f2",
    ),
    (
        "a code lock's code said in Chinese",
        "机房保险柜密码是 7730",
        "7730",
        "机房保险柜在二楼",
    ),
    (
        "a password in a code span after its word",
        "saved: `sftp drop@files.example.org` password `Maple-Harbor7-Quill-Fern`",
        "Maple-Harbor7-Quill-Fern",
        "saved: `sftp drop@files.example.org` password `openssl rand -base64 24`",
    ),
    (
        "a T-SQL Unicode literal",
        "CREATE LOGIN etl_reader WITH PASSWORD = N'Qx7mLp2.vR9k', CHECK_POLICY = OFF;",
        "Qx7mLp2.vR9k",
        "CREATE LOGIN etl_reader FROM WINDOWS WITH DEFAULT_DATABASE = N'warehouse';",
    ),
    (
        "a table row: a secret's name, then its value",
        "对接参数：| 推送 App Secret | 7c2e9a4f1b8d3e6a0c5f9b2d | 长期有效 |",
        "7c2e9a4f1b8d3e6a0c5f9b2d",
        "对接参数：| 推送 App Secret | 见密码库 | 长期有效 |",
    ),
    (
        "a PascalCase setting and its value after a space",
        "console: Backlog MqttHost 10.0.8.2; MqttUser plug; MqttPassword zq8Kd2!mLx7",
        "zq8Kd2!mLx7",
        "console: Backlog MqttHost 10.0.8.2; MqttUser plug; MqttPassword unchanged",
    ),
    (
        "a SASL PLAIN user name that is an API key's id",
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="Q7XK2MZ9LPRW4TVN" '
        'password="Zk4mQ9zX2vLp7Tn3Wc8Yb1Hd6Fs0Gj5KaLz9Pq4Wo8Ei3Ru6Ty1Ui5Op0As7Df2Gh9J";',
        "Q7XK2MZ9LPRW4TVN",
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${KAFKA_USER}" '
        'password="${KAFKA_PASSWORD}";',
    ),
    (
        "a password a server printed on its first start, in hex after a blank line",
        "An admin user has been created.\nPlease use the following password to proceed:\n\n"
        "3e9b1f7a5c2d8e4b6a0f9c1d7e3b5a82\n\nThis may also be found at: /var/app/secrets/initialAdminPassword",
        "3e9b1f7a5c2d8e4b6a0f9c1d7e3b5a82",
        "Set the new password with the following command:\n\n  passwd\n\nThen log in again.",
    ),
    (
        "a password that starts with Chinese words",
        "爱奇艺会员借你：账号 lina_2020，密码 春暖花开2019#qx，别改",
        "春暖花开2019#qx",
        "爱奇艺会员借你：账号 lina_2020，初始密码 欢迎使用2024.01版本，别改",
    ),
    (
        "a passphrase that is a sentence, digits among its words",
        "the passphrase for the archive disk is a sentence: Seven lanterns drift past 14 harbors. Mind the capital S.",
        "Seven lanterns drift past 14 harbors",
        "the passphrase for the archive disk is kept in the safe, ask Mei",
    ),
    (
        "a network's name and password, a slash between",
        "wifi for the workshop is Studio-5G / Lantern-Quill4-Maple",
        "Lantern-Quill4-Maple",
        "wifi for the workshop is 2.4 GHz / 5 GHz dual band",
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
