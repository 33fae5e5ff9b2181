"""The classes of secret found missed when blind corpus E's misses were read (issue 21), each
tried both ways in words of their own (none copied from E): the secret is gone, and a harmless
text of the same shape is left as it was. test_redaction_classes.py runs both tables."""

from __future__ import annotations

import base64

import pytest

from agent_memory.secret_blocks import code_lists, csv_cells, encoded_texts
from agent_memory.secret_shapes import a_path, credential, typed


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


_HEX64 = "7c1e9a4f2b8d3e6a0c5f7b9d1e3a5c7f9b2d4e6a8c0e2f4a6b8d0f2a4c6e8a0b"
_PEM = "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAx7Vq2LmZp9Rk4Tw8Nb3Yc6Sj1Hd5Ga0Qe2Wt7Zu4Mx9Kp\n-----END RSA PRIVATE KEY-----\n"
_ENV_FILE = "APP_ENV=production\nDB_HOST=db.internal\nDB_USER=shop\nDB_PASSWORD=Gr4nite-Lark!77\nCACHE_TTL=300\n"
_PUBLIC_JSON = '{"name": "demo-service", "region": "eu-west-1", "replicas": 3, "image": "nginx:1.27"}'
_ATLASSIAN = "ATATT3xFfGF0" + "Zq7Lm2Vp9Rk4Tw8Nb3Yc6Sj1Hd5Ga0Qe_" * 5 + "=5C2D9E7F"

# (text, what must not survive)
CAUGHT_E = [
    # the secret half of an access-key pair, after the id: on the next line, after a slash or "SK"
    (
        'creds = (\n    "AKIAQX4RZP7M2LWT9KVN",\n    "h7Yq2Lm9Xz4PwT8vR3nB6cK1sJd5Fg0aQe2Wt7Zu",\n)',
        "h7Yq2Lm9Xz4PwT8vR3nB6cK1sJd5Fg0aQe2Wt7Zu",
    ),
    (
        "京东云的 key：JDC_8QW2ZR7M4XKP9TLV3N6B5YC1HJ0S / 7QmX2vLp9ZkR4tWn8BcY3sJd6FgH1aQe",
        "7QmX2vLp9ZkR4tWn8BcY3sJd6FgH1aQe",
    ),
    (
        "腾讯云 SecretId AKIDq7Vx2Lm9Zp4Rt8Wn3Bc6Ys1Jd5Fg0Ha，SK Tz9Qm2Xv7Lp4Rk8Wn3Bc6Ys1Jd5Fg0H",
        "Tz9Qm2Xv7Lp4Rk8Wn3Bc6Ys1Jd5Fg0H",
    ),
    # vendor formats: Slack app-level, Docker, Atlassian, an RPC provider's key in its URL path
    ("SocketMode(app_token='xapp-1-A07QW2ZR7MK-7310298456123-9f3a2b7c4d1e8f6a0b5c2d9e7f1a3b4c')", "xapp-1-A07QW2ZR7MK"),
    ("push from ci with dckr_oat_Vq7XmL2pZ9kR4tWn8BcY3sJd6Fg", "dckr_oat_Vq7XmL2pZ9kR4tWn8BcY3sJd6Fg"),
    (f"bitbucket app token {_ATLASSIAN} (read only)", _ATLASSIAN),
    ("RPC=https://eth-mainnet.g.alchemy.com/v2/Qm7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe", "Qm7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe"),
    ("qrencode -o guest.png 'WIFI:S:Cabin-5G;T:WPA;P:Otter!lake2291;H:false;;'", "Otter!lake2291"),
    (
        "curl 'https://api.example-weather.net/forecast?city=Lyon&appid=Zq7XvL2pM9kR4tWn8BcY3sJd'",
        "Zq7XvL2pM9kR4tWn8BcY3sJd",
    ),
    # a URL's password holding an @; Oracle's user/password@db
    ("amqp://worker:Fj8@lk#2Qz@rabbit.internal:5672/%2F", "Fj8@lk#2Qz"),
    ("sqlplus -S scott/Tiger_7731x@//db-ora-3:1521/SALES", "Tiger_7731x"),
    ("url=jdbc:oracle:oci:reporter/Qw3rty.2290@prod_tns", "Qw3rty.2290"),
    # key shares, build properties, Windows commands, archives, prompts, expect, SQL
    ("Recovery Key 3: 8Kq2Zv7LmX4pRt9WnB3cY6sJd1Fg5Ha0Qe2Wt7Zu4M=", "8Kq2Zv7LmX4pRt9WnB3cY6sJd1Fg5Ha0Qe2Wt7Zu4M="),
    ("gradle release -Pnexus.password=Plum-77-hedge! -Pnexus.user=ci", "Plum-77-hedge!"),
    ("java -Ddb.secret=Hq8Zv2Lm7Xp4 -jar app.jar", "Hq8Zv2Lm7Xp4"),
    ('$pw = ConvertTo-SecureString -String "Maple#Ridge884" -AsPlainText -Force', "Maple#Ridge884"),
    ("net use \\\\nas02\\backup Kettle$8813 /user:CORP\\svc_bk", "Kettle$8813"),
    ("cmdkey /add:fileserver /user:CORP\\ops /pass:Heron_2291!x", "Heron_2291!x"),
    ("net user temp_admin Quokka#5521 /add", "Quokka#5521"),
    ("rar a -pVelvet_fig88 -hp backup.rar docs/", "Velvet_fig88"),
    ("ssh'd in and entered Badger!9921 at the password prompt", "Badger!9921"),
    ('spawn sftp ops@files\nexpect "*assword*" { send "Walnut&7732\\r" }', "Walnut&7732"),
    ("child.expect('Password:')\nchild.sendline('Cedar_9921x')", "Cedar_9921x"),
    ('ALTER USER reporting IDENTIFIED BY "Lark_4419z";', "Lark_4419z"),
    (f"acct = Account.from_key('0x{_HEX64}')", _HEX64),
    # a password flag's quoted value of a name and a date; a bytes literal after a key's name
    ("redis-cli -a 'wangfang-1122' ping", "wangfang-1122"),
    ("mysql -u app --password='lihua.0612' shop", "lihua.0612"),
    ("SIGNING_KEY = rb'Zp9Qx7vLm2Tk4Rw8NbHc'", "Zp9Qx7vLm2Tk4Rw8NbHc"),
    ("app.sid=s%3AQm7XvL2pZ9kR4tWn8BcY3sJd6Fg.Hq8Zv2Lm7Xp4Tk9Rw3Nb", "s%3AQm7XvL2pZ9kR4tWn8BcY3sJd6Fg"),
    ('vo = voyageai.ClientV3("pa-Qm7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe")', "pa-Qm7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe"),
    # mail authorization codes and app passwords; PUK and unlock codes
    ("163 邮箱 SMTP 授权码：QWZRTYPLMKVBNXSD", "QWZRTYPLMKVBNXSD"),
    ("gmail app password is qzvw kmrt plxe hbny", "qzvw kmrt plxe hbny"),
    ("PUK2 code 48213377", "48213377"),
    ("平板解锁码 902114", "902114"),
    # a reset told without the word; getting in with a value; the password word misspelt
    ("rotated it this morning, it's now Falcon_2290!", "Falcon_2290!"),
    ("已经重置了，新的是 Tiger@2024x，旧的 Wolf_8812! 别再用", "Wolf_8812!"),
    ("you can ssh to the jump box with Kestrel_4410!", "Kestrel_4410!"),
    ("unlock the laptop with Quill#7782 if it sleeps", "Quill#7782"),
    ("VNC to the kiosk as admin with Sable!2041", "Sable!2041"),
    ("密 码：Harbor_5521x", "Harbor_5521x"),
    ("the p-word for the nas: Tundra_8832!", "Tundra_8832!"),
    ("密马是 Lotus_2290x", "Lotus_2290x"),
    # passphrases with a common word in them, or named in Chinese
    ("backup passphrase = will.copper.sleep.tundra", "will.copper.sleep.tundra"),
    ("KeePass 的密码短语是「ember salt quiet harbor」", "ember salt quiet harbor"),
    # hex secrets: a key's id in a credentials file, "set ...Secret to <hex>"
    ('"private_key_id": "9c4e1a7b2d8f3e6a0b5c7d9e1f3a5b7c9d2e4f6a"', "9c4e1a7b2d8f3e6a0b5c7d9e1f3a5b7c9d2e4f6a"),
    ("set Auth__Secret to 4f9a2b7c1d8e3f6a0b5c2d9e7f1a3b4c before deploying", "4f9a2b7c1d8e3f6a0b5c2d9e7f1a3b4c"),
    # a PAT with its scopes said between its name and its value
    (
        "Azure DevOps PAT (scopes: Build, Release; expires 2027-01-31): r7mzx2lpk3rtw4nbc3ysj6fgh5aqe2wtzu4mxkp7vl2qzd5kwt6m",
        "r7mzx2lpk3rtw4nbc3ysj6fgh5aqe2wtzu4mxkp7vl2qzd5kwt6m",
    ),
    # lists of backup codes, a CSV or TSV table's password or key column
    ("Dropbox 备用码：\n  1. 4821-7730\n  2. 9914-2206\n  3. 3057-8812", "9914-2206"),
    ("Save these recovery codes somewhere safe:\nhq7ds-k2m9p   x8v3n-w4r6t\nz5c1b-q9k2m   r3t7y-u8i2o", "x8v3n-w4r6t"),
    ("2FA backup codes: 1029 3847, 5647 3829, 1928 3746", "5647 3829"),
    ("host\tlogin\tpassword\nweb-1\tdeploy\tSorrel_4482!\nweb-2\tdeploy\tFinch#7719q", "Finch#7719q"),
    ("service,username,api_key\nmailer,svc,Qm7XvL2pZ9kR4tWn8BcY3sJd\n", "Qm7XvL2pZ9kR4tWn8BcY3sJd"),
    # base64 that decodes to a secret: a .env file, a PEM private key (a kubeconfig's key data)
    (f"ENV_B64={_b64(_ENV_FILE)}", _b64(_ENV_FILE)),
    (f"    client-key-data: {_b64(_PEM)}", _b64(_PEM)),
]

UNCHANGED_E = [
    "pin the runner image to sha512:" + "9f2c4e1a7b3d8f6e" * 8,
    "Example config:\n  secret_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
    "ops@10.20.0.15's password: ",
    "Enter PEM pass phrase for /etc/ssl/private/web-frontend.key:",
    "the keystore lives at ~/.config/app/credentials.json",
    '"SecretId": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:billing/stripe-Xy12Ab"',
    "读取凭证：acs:ram::1234567890123456:role/ecs-secret-reader",
    "Recovery codes: regenerate them from Settings > Security",
    "backup codes\nkeep them offline\nnever share them",
    "name,password_policy,rotation\nweb,strong,90d",
    "user,password\nalice,(in vault)\nbob,${BOB_PW}",
    f"PAYLOAD={_b64(_PUBLIC_JSON)}",
    "reset done, it's now working again",
    "升级完成，换成了新的 PostgreSQL16",
    "you can get into the dashboard with SSO",
    "connect to the replica with ubuntu@10.0.0.5",
    "-Dpassword.policy=strict -Dtoken.ttl=3600",
    "IDENTIFIED BY PASSWORD '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19'",
    'expect "Password:"\nsend "$env(DB_PW)\\r"',
    'expect "Password:" ; send "$pw\\r"',
    "net user alice /domain",
    "PUK code is printed on the back of the SIM card holder",
    "unlock code: ask IT",
    "the passphrase should be four random words",
    "SECRET_KEY = os.environ['SECRET_KEY'].encode()",
    "private_key_id is the key's fingerprint, see the console",
    "-----BEGIN CERTIFICATE----- blocks are public",
]


@pytest.mark.parametrize(
    ("value", "path"),
    [
        ("/home/li/.ssh/id_ed25519", True),
        ("~/.aws/credentials", True),
        ("C:\\keys\\app.pfx", True),
        ("/OFWSk8Kbi3ABhmJ/NbU5xQz7LmT", False),  # base64 may start with a slash
        ("Qx7vZp29LmTk4Rw8", False),
    ],
)
def test_a_path_is_where_a_secret_is_kept_not_one(value: str, path: bool) -> None:
    assert a_path(value) is path
    if path:
        assert not credential(value)


def test_a_short_typed_password_may_repeat_a_character() -> None:
    assert typed("Gr@v@l88%", cell=True)  # 2.7 bits a character: 9 characters cannot hold many more
    assert not typed("aaaa1111", cell=True)


def test_codes_are_read_only_under_their_heading_and_up_to_the_first_other_line() -> None:
    text = "backup codes\n12345-67890\n24680-13579\nthanks, see you\n99999-11111"
    assert [text[a:b] for a, b, _ in code_lists(text)] == ["12345-67890", "24680-13579"]
    assert code_lists("meeting notes\n12345-67890") == []


def test_a_csv_row_of_another_width_ends_the_table() -> None:
    text = "site,pwd\nwiki,Mole_4471!x\nnotes follow, and more, here"
    assert [(text[a:b], label) for a, b, label in csv_cells(text)] == [("Mole_4471!x", "password")]


def test_only_base64_that_decodes_to_text_is_decoded() -> None:
    assert [decoded for _, _, decoded in encoded_texts(f"x {_b64(_ENV_FILE)} y")] == [_ENV_FILE]
    assert encoded_texts("Qm7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe" * 3) == []  # random bytes, not text
