"""The classes found when blind corpus S's results were read (issue 21), each tried both ways in
words and values of their own (none copied from S): a secret of the class is gone, and a harmless
twin in the same place is left as it was."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import harmless_stays_twin_goes, secret_goes_twin_stays

# (a secret of the class and what must be gone from it, a harmless twin that must stay whole)
PAIRS_S = [
    # vendor formats: SonarQube, LangSmith, Matrix, Flutterwave, Midtrans
    (
        "ci log: sonar scanner used sqp_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567 for the project",
        "sqp_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
        "ci log: sonar scanner used sqp_<your token> for the project",
    ),
    (
        "export LANGCHAIN_TRACING=on; tracer key 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",
        "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",
        "export LANGCHAIN_TRACING=on; tracer key lsv2_sk_... (see the vault)",
    ),
    (
        "onboarding step 3: paste syt_Ym90LWFsZXJ0cw_Qw3ErT5yUi7oP9aS2dF4_7hJk2L into the bridge config",
        "syt_Ym90LWFsZXJ0cw_Qw3ErT5yUi7oP9aS2dF4_7hJk2L",
        "onboarding step 3: paste syt_<your token> into the bridge config",
    ),
    (
        "checkout worker uses FLWSECK-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b-X in prod",
        "FLWSECK-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b-X",
        "checkout worker uses FLWSECK-<secret>-X in prod",
    ),
    (
        "payments: Mid-server-Zq8Rt3Yu6Io1Pa4Sd7Fg2Hj5 goes in the header",
        "Mid-server-Zq8Rt3Yu6Io1Pa4Sd7Fg2Hj5",
        "payments: Mid-server-xxxxxxxxxxxxxxxxxxxxxxxx goes in the header",
    ),
    # a BitLocker recovery key, even one whose groups fail the check digits (mistyped, or made up)
    (
        "BitLocker recovery for the finance laptop: 123456-234567-345678-456789-567890-678901-789012-890123",
        "123456-234567-345678-456789-567890-678901-789012-890123",
        "BitLocker recovery for the finance laptop: ask the helpdesk, ticket 123456",
    ),
    # a secret rotated, then its new value
    (
        "值班记录：更换 Mailjet 令牌，新值 9c1e5a7b3d2f4068a1c3e5b7d9f02468",
        "9c1e5a7b3d2f4068a1c3e5b7d9f02468",
        "值班记录：更换 Mailjet 令牌，新值 见保险库",
    ),
    # a login in code: the user and the password as the last two literals
    (
        "conn = poplib.POP3_SSL(host); conn.login('helpdesk', 'Marigold#4417')",
        "Marigold#4417",
        "conn = poplib.POP3_SSL(host); conn.login('helpdesk', os.environ['POP_PASS'])",
    ),
    (
        'ssh.connect("10.2.3.4", 22, "deploy", "Harbor!Light93")',
        "Harbor!Light93",
        'ssh.connect("10.2.3.4", 22, "deploy", key_filename=KEY)',
    ),
    # a passphrase of words after the line names one and a colon
    (
        "the LUKS volume on the nas takes five words: harbor violet tundra maple ginger",
        "harbor violet tundra maple ginger",
        "the LUKS volume on the nas takes five words: ask me in person please",
    ),
    (
        "备份盘的解锁短语：「copper meadow falcon quartz」",
        "copper meadow falcon quartz",
        "备份盘的解锁短语：「见纸质信封」",
    ),
    # a generated passphrase on a line about a login, or said to open something
    (
        "the kiosk login after the reset is willow-granite-pepper-28 until monday",
        "willow-granite-pepper-28",
        "the kiosk login after the reset is described in docs-kiosk-setup-guide.md",
    ),
    (
        "spare: hollow-ember-cactus-71 opens the shared drive",
        "hollow-ember-cactus-71",
        "spare: the blue key opens the shared drive",
    ),
    # network gear's shared keys and Windows' net use
    (
        "radius-server host 10.9.8.7 key Rd!8s6Qw2xZ",
        "Rd!8s6Qw2xZ",
        "radius-server host 10.9.8.7 key [已脱敏:password]",
    ),
    (
        "ospf 1 area 0.0.0.0 authentication-mode hmac-sha256 7 plain Zt4#kQ9mW2",
        "Zt4#kQ9mW2",
        "ospf 1 area 0.0.0.0 authentication-mode hmac-sha256 7 cipher %^%#Ab12%^%#",
    ),
    (
        "> Ana wrote at 09:12:\nnet use Z: \\\\fs\\share {Quokka}771 /user:LAB\\svc_bk",
        "{Quokka}771",
        "> Ana wrote at 09:12:\nnet use Z: \\\\fs\\share * /user:LAB\\svc_bk",
    ),
    # rclone's remote made on the command line
    (
        "rclone config create s3w s3 provider Scaleway access_key_id SCWABCDEF12345 key 3f2a9c1e-7b4d-4e8a-9c2f-1a3b5c7d9e0f",
        "3f2a9c1e-7b4d-4e8a-9c2f-1a3b5c7d9e0f",
        "rclone config create s3w s3 provider Scaleway env_auth true",
    ),
    # a service account's JSON in base64 under a name that says so
    (
        "GCP_SA_B64=" + "eyJ0eXBlIjoic2VydmljZV9hY2NvdW50IiwicHJvamVjdF9pZCI6ImRlbW8iLCJwcml2YXRlX2tleSI6Ii0t" * 2,
        "eyJ0eXBlIjoic2VydmljZV9hY2NvdW50IiwicHJvamVjdF9pZCI6ImRlbW8iLCJwcml2YXRlX2tleSI6Ii0t",
        "GCP_SA_B64=$(base64 -w0 sa.json)",
    ),
    # git filter-repo's replacements file
    (
        "# expressions for git filter-repo\nOtter!Bay2291==>***REMOVED***",
        "Otter!Bay2291",
        "# expressions for git filter-repo\nliteral:==>***REMOVED***",
    ),
    # a Postman-style variable naming a secret
    (
        '{"values": [{"key": "forum_cookie", "value": "Pz8Kq3Wn6Rt1Yv4Xb7Lm2Hc5", "enabled": true}]}',
        "Pz8Kq3Wn6Rt1Yv4Xb7Lm2Hc5",
        '{"values": [{"key": "billing_base_url", "value": "https://billing.example.test/v2", "enabled": true}]}',
    ),
    # names that call a value a secret: a courier's checkword, pinyin keys, cookies, an app certificate
    (
        'environment=KUAIDI_CHECKWORD="Hw7Qz2Rk9Lm4Xp1Tn6Vb",LOG_LEVEL="info"',
        "Hw7Qz2Rk9Lm4Xp1Tn6Vb",
        'environment=KUAIDI_CHECKWORD="%(ENV_KUAIDI_CHECKWORD)s",LOG_LEVEL="info"',
    ),
    (
        'settings.ini：{"kouling": "Gx93!lamp", "yonghu": "ops"}',
        "Gx93!lamp",
        'settings.ini：{"kouling": "", "yonghu": "ops"}',
    ),
    (
        "session dump:\n.ASPXAUTH=7A1C9E3B5D0F2A4C6E8B1D3F5A7C9E0B2D4F6A8C1E3B5D7F9A0C2E4B6D8F1A3C",
        "7A1C9E3B5D0F2A4C6E8B1D3F5A7C9E0B2D4F6A8C1E3B5D7F9A0C2E4B6D8F1A3C",
        "session dump:\n.ASPXAUTH=(none, logged out)",
    ),
    (
        "env:\n  VIDEO_SESSDATA:  a1b2c3d4%2C1790000000%2Cq9W8e*7r",
        "a1b2c3d4%2C1790000000%2Cq9W8e*7r",
        "env:\n  VIDEO_SESSDATA:  ${VIDEO_SESSDATA}",
    ),
    (
        'rtc.json:\n"agora_certificate": "5c7e9a1b3d5f7092b4d6f8a0c2e4b6d8"',
        "5c7e9a1b3d5f7092b4d6f8a0c2e4b6d8",
        'rtc.json:\n"agora_certificate": ""',
    ),
    # a table whose column is named 密钥 alone
    (
        "导出：\n系统\t密钥\t联系人\nbilling\tq8Zr3Kx7Wm2Tn5Vb9Lp4Hs1\t小王",
        "q8Zr3Kx7Wm2Tn5Vb9Lp4Hs1",
        "导出：\n系统\t密钥\t联系人\nbilling\t未配置\t小王",
    ),
]

# (a harmless text of a class blind S showed, a secret in the same place that must still go)
HARMLESS_S = [
    # published examples: RFC 7617's Basic credentials, RFC 6749's tokens
    (
        "per RFC 7617 the header reads Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
        "per our proxy the header reads Authorization: Basic c3ZjX2JpbGxpbmc6UTg3IXpyVGs=",
        "c3ZjX2JpbGxpbmc6UTg3IXpyVGs=",
    ),
    (
        'the spec\'s sample response: {"access_token": "2YotnFZFEjr1zCsicMWpAA", "token_type": "example"}',
        'the gateway\'s response: {"access_token": "Vb3Nq8Lz1Kw6Tr4Xm9Pc2Hd7", "token_type": "bearer"}',
        "Vb3Nq8Lz1Kw6Tr4Xm9Pc2Hd7",
    ),
    # ciphertext: ejson's EJ[1:…], an encrypted data bag's fields
    (
        '"db_password": "EJ[1:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg==:bm9uY2Vub25jZW5vbmNl:Y2lwaGVydGV4dGhlcmUx]"',
        '"db_password": "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg"',
        "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg",
    ),
    (
        '"api_token": {"encrypted_data": "c2VhbGVkIGRhdGEgZm9yIHRoZSBjaGVmIGJhZw9x", "iv": "aXZpdml2aXZpdml2"}',
        '"api_token": {"value": "c2VhbGVkIGRhdGEgZm9yIHRoZSBjaGVmIGJhZw9x", "iv": "aXZpdml2aXZpdml2"}',
        "c2VhbGVkIGRhdGEgZm9yIHRoZSBjaGVmIGJhZw9x",
    ),
    # an SSH public key after a host name that has a secret's word in it
    (
        "token-gw.lab ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBDx9",
        "token-gw.lab password Pw9!kd82Lq",
        "Pw9!kd82Lq",
    ),
    # a schema's type in a password's place
    (
        "type Mutation { resetPassword(token: String!, password: String!): Boolean }",
        'mutation { resetPassword(token: "Qz7Wk2Rn9Lx4Tb1Vm6Hc3", password: "Qz7Wk2Rn9Lx4Tb1Vm6Hc3") }',
        "Qz7Wk2Rn9Lx4Tb1Vm6Hc3",
    ),
    # a secret manager's command in a password's place
    (
        "数据库密码：gopass show -o infra/pg/report",
        "数据库密码：Gp7!rq2Lw9",
        "Gp7!rq2Lw9",
    ),
    # a test's stand-in as the whole value
    (
        'fixture 假密码：passwd="dummy"',
        'fixture 假密码：passwd="Dm9!xq4Lw"',
        "Dm9!xq4Lw",
    ),
    (
        "fixture: SMTP_PASSWORD=test (container is thrown away)",
        "fixture: SMTP_PASSWORD=Te5t!9xQ2 (container is thrown away)",
        "Te5t!9xQ2",
    ),
    # a registry's number after its name; a postal PIN code with its address
    (
        "vendor's business licence USCC 91440300MA5FXT2K3Q, see the registry",
        "supplier record: license key 9144-0300-MA5F-XT2K (do not share)",
        "9144-0300-MA5F-XT2K",
    ),
    (
        "Deliver to: 4th Cross, Indiranagar, PIN code 560038",
        "Deliver to: 4th Cross, Indiranagar, door PIN 560038#",
        "560038",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_S)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)


@pytest.mark.parametrize(("text", "twin", "secret"), HARMLESS_S)
def test_a_harmless_text_of_the_class_stays_and_its_secret_twin_goes(
    memory: Memory, text: str, twin: str, secret: str
) -> None:
    harmless_stays_twin_goes(memory, text, twin, secret)
