"""The classes of harmless text found changed when blind corpus O's results were read (issue 21),
each tried both ways in words and values of their own (none copied from O): the harmless text is
left as it was, and a secret in the same shape and place is still gone (``keyword_values.harmless_here``)."""

from __future__ import annotations

import pytest

from agent_memory import Memory

UNCHANGED_O = [
    # a password stored hashed by the device that keeps it, said so
    'set system login user ops authentication encrypted-password "$6$Qa81bXz0$Lm3kP9wR2tV7yN4cE8fH1jU6sD5gA0zXqW2eR4tY6uI8oP0aS2dF4gH6jK8lZ0xC2vB4nM6qW8eR0tY2uI4oP6"',
    "交换机配置备份：local-user netops password irreversible-cipher $1c$Hq2Kd8Lm0Pz7Xv3Rt9Yw5Ne1Bc6Fg4Ju$ 不可逆，放心",
    # ciphertext in its wrapper: SOPS, jasypt, hiera-eyaml; a SealedSecret's encryptedData
    "api_token: ENC[AES256_GCM,data:Qm9Xv2Lp8Rt4Kz7Wn3Yc,iv:Zx8Cv7Bn6Mq5Wr4Et3Ty2Ui1Op0As9Df8Gh7Jk6Lz=,tag:Pq1Wo2Ei3Ru4Ty5Ui6Op7==,type:str]",
    "加密后的配置：app.db.password=ENC(Rk4mQ9zX2vLp7Tn3Wc8Yb1Hd6Fs0Gj5Ka)",
    "common.yaml: app::db_password: ENC[PKCS7,MIIBeQYJKoZIhvcNAQcDoIIBajCCAWYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEggEAq8Zx]",
    "kind: SealedSecret\nspec:\n  encryptedData:\n    api_key: AgCx7Rk2mQ9zX4vLp8Tn3Wc1Yb6Hd0Fs5Gj7Ka2Lz9Pq4Wo8Ei3Ru6Ty1Ui5Op0As7Df2Gh9Jk4Lz6Xc3Vb8Nm1Qw5Er0",
    "config/credentials.yml.enc 是加密文件，内容长这样：hQm9Xv2Lp8Rt4Kz7Wn3Yc5Hd1Fs6Gj0Ka4Lz8Pq2Wo7Ei3Ru/Tz9Pq2Wo7Ei3Rux4Lz8Pq2Wo7Ei3Ru9Lz8Pq2Wo7Ei3Ruk"
    "--Zx8Cv7Bn6Mq5Wr4E+Ty2Ui1Op+q+--Pq1Wo2Ei3Ru4Ty5Ui6Op7==，没有 master.key 看不了",
    "credentials.yml.enc is encrypted; committed as: hQm9Xv2Lp8Rt4Kz7Wn3Yc5Hd1Fs6Gj0Ka4Lz8Pq2Wo7Ei3Ru/Tz9Pq2Wo7Ei3Rux4Lz8Pq2Wo7Ei3Ru9Lz8P"
    "q2Wo7Ei3Ruk--Zx8Cv7Bn6Mq5Wr4E+Ty2Ui1Op+q+--Pq1Wo2Ei3Ru4Ty5Ui6Op7== (no master.key, no secrets)",
    # keys their vendors publish for everyone: jwt.io's example token, Stripe's docs key, Azurite's
    "paste jwt.io's sample into the decoder: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "Stripe 文档里的测试 key：sk_test_4eC39HqLyjWDarjtT1zdp7dc，所有人都能用",
    "AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw== is Azurite's default",
    # an empty field in a form: the next field is not its value
    "POST /login body: user=lina&password=&keep=1 -> 400 missing password",
    "登录请求 account=wangfang&passwd=&captcha=on，密码没填",
    # settings named after a password, a KDF's salt beside its parameters, passwords listed as weak
    "口令策略：password_expire_days: 90，max_retry: 5",
    "密码规则：password_min_digits: 2，lockout_minutes: 15",
    "PBKDF2 params: salt=Vq2Lm8Xz4Rt9Kp1Wn7Yc, iterations=310000 (the salt is stored in the clear)",
    "弱口令字典里有 Qwer@1234、Abc@123456 这些，培训时要讲",
    "Password strength checker fixtures: 'letmein' -> weak, 'Gx7&kP2@vq' -> fair",
    # a template, and a cache's key named by what it holds and its lockfile's digest
    "redis 的 key 约定：cart:{userId}:{9f3a1c5e7b2d4f60}，TTL 600",
    "cache hit, key: pnpm-store-linux-4e6a8c0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a5c",
]

# (text, what must not survive): the same shapes and places, holding a secret
CAUGHT_O = [
    # a hash not said to be one, where an app reads it as its password; a plain password line
    (
        'adminAuth users: [{username: "ops", password: "$2b$10$Kq8Xz2Lm4Pv6Rt9Yw1Nc3OeHd5Fs7Gj0Ka2Lz4Pq6Wo8Ei0Ru2Ty"}]',
        "$2b$10$Kq8Xz2",
    ),
    ("local-user netops password cipher Hq2Kd8Lm0Pz7", "Hq2Kd8Lm0Pz7"),
    # the key that decrypts the wrapper is a secret, beside the wrapped value
    (
        "jasypt.encryptor.password=Tz8mQ2vLp9Xr4Kw7 and app.db.password=ENC(Rk4mQ9zX2vLp7Tn3Wc8Yb1Hd6Fs0Gj5Ka)",
        "Tz8mQ2vLp9Xr4Kw7",
    ),
    ("kind: Secret\nstringData:\n  api_key: Cx7Rk2mQ9zX4vLp8Tn3Wc1Yb6Hd0Fs5G", "Cx7Rk2mQ9zX4vLp8Tn3Wc1Yb6Hd0Fs5G"),
    # a JWT and a Stripe key of one's own, in the same sentence
    (
        "paste our staging token into the decoder: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ODc2NTQzMjEwIiwibmFtZSI6Ikxpbm"
        "EgV2FuZyIsImlhdCI6MTcwMDAwMDAwMH0.Qv3mX8zL2pR7tK9wN4cY1hD6fS0gJ5aB2lZ8qW4eR0u",
        "Qv3mX8zL2pR7tK9wN4cY1hD6fS0gJ5aB2lZ8qW4eR0u",
    ),
    ("Stripe 的测试 key：sk_test_51Hq2Kd8Lm0Pz7Xv3Rt9Yw5Ne，别外传", "sk_test_51Hq2Kd8Lm0Pz7Xv3Rt9Yw5Ne"),
    # a field that holds a password
    ("POST /login body: user=lina&password=Hq82kLm3Zx9&keep=1", "Hq82kLm3Zx9"),
    ("登录请求 account=wangfang&passwd=Rt7mX2qLp9Wz&captcha=on", "Rt7mX2qLp9Wz"),
    # a password beside the setting names, a KDF's password beside its salt, a weak password in use
    ("密码规则改了，新密码：Tq9#mX2vLp，password_min_digits: 2", "Tq9#mX2vLp"),
    ("PBKDF2 input: password=Kx9!mQ2vLp7z salt=Vq2Lm8Xz4Rt9Kp1Wn7Yc iterations=310000", "Kx9!mQ2vLp7z"),
    ("新密码是 Qwer@8812x，别告诉别人", "Qwer@8812x"),
    ("new vpn password -> Gx7&kP2@vq9 (checker says -> strong)", "Gx7&kP2@vq9"),
    # a vendor's key of hex after its prefix, where a cache's key stood
    (
        "restore key: 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",
        "3d5f7a9c1e2b4d6f8a0c2e4b6d8f0a1c",
    ),
]


@pytest.mark.parametrize("text", UNCHANGED_O)
def test_a_harmless_value_in_a_secrets_place_stays(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text == text


@pytest.mark.parametrize(("text", "secret"), CAUGHT_O)
def test_a_secret_in_the_same_place_is_still_gone(memory: Memory, text: str, secret: str) -> None:
    result = memory.redactor.redact(text)
    assert secret not in result.text, result.text
    assert memory.redactor.redact(result.text).text == result.text  # idempotent
