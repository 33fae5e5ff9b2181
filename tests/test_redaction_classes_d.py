"""The classes of secret found missed when blind corpus D's misses were read (issue 21), each
tried both ways in new words: the secret is gone, and a harmless text of the same shape is left
as it was. (test_redaction_classes.py holds the earlier rounds' classes.)"""

from __future__ import annotations

import pytest

from agent_memory import Memory
from agent_memory.secret_shapes import credential, table_cells, typed

# (text, what must not survive)
# run by test_redaction_classes.py's two tests, beside its own cases
CAUGHT_D = [
    # a password word misspelt, in the plural, in pinyin, as an emoji, ending its sentence
    ("the nas pasword is Birch_wolf55& now", "Birch_wolf55&"),
    ("jira.datasource.passwrod = 'Cobalt-otter19!'", "Cobalt-otter19!"),
    ("Of the two passwords we tried, the one that got in was Pq7=mesa4471#.", "Pq7=mesa4471#"),
    ("Rotated the LDAP bind password. Current value: tR8nWq=v2Kpz. Done.", "tR8nWq=v2Kpz"),
    ("\U0001f510 Zk@4471mrv! (office wifi)", "Zk@4471mrv!"),
    ("mima = tianqi_5528 别外传", "tianqi_5528"),
    ("pswd for the label printer: Gecko_mint29", "Gecko_mint29"),
    ("the passwrd on the kiosk is Lemur-sand81?", "Lemur-sand81?"),
    # a typed password of words and digits with a symbol is no identifier; an @ in it no e-mail
    ("Falcon4821@QX 是备份服务器的 root 密码", "Falcon4821@QX"),
    ("ftp 账号 ops02，密码（M@ple52-RT）", "M@ple52-RT"),
    # separators people type: arrows
    ("jenkins admin → Harbor7713!", "Harbor7713!"),
    ("backup passphrase -> tulip marble cobalt walrus fennel", "tulip marble cobalt walrus fennel"),
    # codes for locks and lockers
    ("locker combo: 55120934", "55120934"),
    ("side gate keypad 73920184 then hash", "73920184"),
    ("菜鸟驿站取件码 771203", "771203"),
    # a password under its label, or under a user name under its label
    ("账号：liqiang\n口令：\nMaple_stone83&", "Maple_stone83&"),
    ("Login\nkchen@example.org\nTopaz5519-RW\n", "Topaz5519-RW"),
    # a Markdown table's password column
    ("| host | login | pwd |\n|---|---|---|\n| db-2 | svc | Gr4nite!77 |", "Gr4nite!77"),
    ("node | pass\n--- | ---\nedge-3 | Walrus_fig42!", "Walrus_fig42!"),  # its closing "!" is part of it
    ("| 系统 | 用户 | 密码 |\n| --- | --- | --- |\n| 监控 | ops | Lotus88*x |", "Lotus88*x"),
    # tools' own password arguments
    ("ldappasswd -x -D cn=root,dc=ex,dc=org -w Bind9pw! -s N3wUserPw# uid=kim,dc=ex,dc=org", "N3wUserPw#"),
    ("ldappasswd -x -D cn=admin,dc=ex -w Bind9pw! -a Old0ne#pw -s N3wOne#pw uid=lee,dc=ex", "N3wOne#pw"),
    ("smbclient //nas01/media Sp1ndle#42 -U media", "Sp1ndle#42"),
    ("openssl enc -aes-256-cbc -salt -in notes.txt -out notes.enc -k Tr0ut*river9", "Tr0ut*river9"),
    ("MEMCACHE_AUTH=Jx4+pLq9Wv2r", "Jx4+pLq9Wv2r"),
    # keys named the way Chinese clouds name them, set through an SDK's setter
    ('os.environ["ERNIE_AK"] = "Qx7vZp29LmTk4Rw8NbHc3YsE"', "Qx7vZp29LmTk4Rw8NbHc3YsE"),
    ("signer.set_sk('Wm9vYmFyQmF6UXV4MTIzNDU2Nzg5MGFiY2Q')", "Wm9vYmFyQmF6UXV4MTIzNDU2Nzg5MGFiY2Q"),
    ("passkey=WQ7X2-KP93M-ZT4RB-88HNV", "WQ7X2-KP93M-ZT4RB-88HNV"),
    # a TOTP seed a few words after its name; a hex value called a token after it
    ("MFA seed for the payroll account: K7QW2ZLMNX4RTP6B", "K7QW2ZLMNX4RTP6B"),  # "account:" is no "count:"
    ("给 VPN 配的 totp 种子 M3XQ7PZK2LWV4RTN 别外传", "M3XQ7PZK2LWV4RTN"),
    ("9c1f4e7a2b8d3f6e0a5c7b9d1e3f5a7c is the token for the grafana agent", "9c1f4e7a2b8d3f6e0a5c7b9d1e3f5a7c"),
    # where the value sits in a structure: a Kubernetes env entry, a Terraform default, a DSN
    ("env:\n  - name: STRIPE_SECRET\n    value: 'rk9Vq2LmXz7TpW4nB8cY'", "rk9Vq2LmXz7TpW4nB8cY"),
    ("- name: GRAFANA_API_TOKEN\n  value: Spruce66Ash12", "Spruce66Ash12"),
    ('variable "admin_password" {\n  default = "Quill84-Ross"\n}', "Quill84-Ross"),
    ('dsn := "svc:Kettle#5521@tcp(db.internal:3306)/shop"', "Kettle#5521"),
    ('let api = Client::new("https://hooks.example.net", "Vt8qLm2ZxR4pWn7KbY3sJd6F");', "Vt8qLm2ZxR4pWn7KbY3sJd6F"),
    # a secret cut across lines, a YAML block, a vendor's token or a piece of one
    (
        'KEY = (\n    "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs"\n    "Tu8vWx1yZa4bCd7eFg0hIj3kLm"\n)',
        "Tu8vWx1yZa4bCd7eFg0hIj3kLm",
    ),
    ('String token = "xK4mP8qR2tV6wY9zB3cF" +\n    "hJ5nL7pS1uW3yA6dG8kM";', "hJ5nL7pS1uW3yA6dG8kM"),
    ("the bot token, first half: Zq8Lm3Xv7Tp2Wn9K\nsecond half: Rb4Yc6Hd1Jf5Gs0Q", "Rb4Yc6Hd1Jf5Gs0Q"),
    ("hmac_secret: |\n  Rk9vYmFyQmF6UXV4MTIz\n  NDU2Nzg5MGFiY2RlZg==\n", "Rk9vYmFyQmF6UXV4MTIz"),
    ("the token starts ghp_QWeRtYuIoPASdfGHjk", "ghp_QWeRtYuIoPASdfGHjk"),
    (
        "integration key ntn_" + "Kx7Pq2Lm9Zt4Wv8Rn3Bc6Yd1Hf5Js0Ga2Qe7Tu4Io9Pl",
        "Kx7Pq2Lm9Zt4Wv8Rn3Bc6Yd1Hf5Js0Ga2Qe7Tu4Io9Pl",
    ),
    # a value used for a login
    ("use Brq82!kLmz for the grafana login", "Brq82!kLmz"),
]

UNCHANGED_D = [
    "the nas pasword policy changed last week",
    "Of the two passwords we tried, neither got in.",
    "Rotated the LDAP bind password. See ticket OPS-2231.",
    "\U0001f510 rotate keys every quarter",
    "admin → settings → users",
    "locker combo: ask the front desk",
    "Password:\nForgot your password?",
    "| host | password |\n|---|---|\n| db-2 | in vault |\n| db-3 | hashed (bcrypt) |\n| db-4 | argon2id |",
    "| vendor | key |\n|---|---|\n| stripe | pk_live_51QaZ7xSwEdCvFr4TgBnHy6Uj |",  # publishable
    "PASSWORD_RESET_TIMEOUT=3600",
    "| table | primary key |\n|---|---|\n| orders | order_id_v2 |",
    "openssl enc -aes-256-cbc -K $ENC_KEY -iv $ENC_IV -in a.bin -out b.bin",
    "smbclient -L //nas01 -N",
    "BASIC_AUTH=enabled",
    'env:\n  - name: TOKEN_TTL\n    value: "3600"',
    'variable "token_ttl" {\n  default = "3600"\n}',
    "MFA key rotation: QUARTERLYREVIEWSX",
    "9f8e7d6c5b4a39281716253443526170 is the commit that fixed the token bug",
    "9f8e7d6c5b4a39281716253443526170 is the token hash we keep",
    'define( "NONCE_KEY", "put your unique phrase here" );',
    "the bot secret is left blank for now: BOT_SECRET=",
    "会话 token 有效期：86400 秒",
    "in the log the token is masked: Bearer ****x9Qa",
    "use OAuth2-PKCE for the login flow",
    "try Node18.19 for the sign-in script",  # a name with a version
    "openssl enc -d -aes-256-cbc -in vault.enc -pass env:VAULT_PASS",  # openssl's password source
    "login ok user_id=4471 method=password",
    "PASSWORD_VALIDATORS = ['django.contrib.auth.password_validation.MinimumLengthValidator']",
    "api_key: [已脱敏:api_key]\nbuild: Kz82mQp4Lr7Wx3Nv",
    "deploy@web01 handles the password reset mails",
    "the 2FA seed for the shared account is in 1Password",
]


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("Quartz_heron52%", True),  # words and digits with a symbol: typed, not an identifier
        ("R@v3n07-TX", True),  # an @ without a host after it
        ("release_notes_v2", False),
        ("ops@build-02", False),  # a user at a host
        ("user_id=18842", False),  # a field and its value
        ("auth.hashers.Argon2PasswordHasher", False),  # a dotted name, its last part words run together
    ],
)
def test_a_typed_password_is_known_by_its_shape(value: str, shaped: bool) -> None:
    assert typed(value) is shaped


def test_a_vendor_prefix_makes_a_key_without_digits_and_a_long_random_part_is_no_name() -> None:
    assert credential("xoxb-QWeRtYuIoPASdfGH")
    assert credential("ntn_" + "QWeRtYuIoPASdfGHjkLZxc")
    assert not credential("refresh_token_rotation_window")


def test_only_the_password_column_of_a_table_is_read() -> None:
    text = "| name | note | password |\n|:--|---|--:|\n| svc | Tq9!wLm27x | Hv3#pRz81k |\n\n| a | b |\n|---|---|\n| x | y |"
    assert [(text[a:b], label) for a, b, label in table_cells(text)] == [("Hv3#pRz81k", "password")]


def test_a_memorys_own_id_is_never_taken_for_a_secret(memory: Memory) -> None:
    """Outputs listing ids (context --json, the hooks) pass through redaction: an id beside a
    secret word stays whole, whatever its random part."""
    import random

    rng = random.Random(23)
    for _ in range(500):
        stamp = f"2026{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}_{rng.randrange(240000):06d}"
        memory_id = f"mem_{stamp}_{rng.randrange(65536):04x}"
        for text in (f'{{"ids": ["{memory_id}"], "tokens": 41}}', f"token {memory_id}", f"{memory_id} tokens"):
            assert memory_id in memory.redactor.redact(text).text, text
