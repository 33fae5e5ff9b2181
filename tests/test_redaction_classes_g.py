"""The classes of secret found missed, and of harmless text found changed, when blind corpus G's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from G): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

import time

from agent_memory import Memory
from agent_memory.secret_blocks import csv_cells, escaped_strings
from agent_memory.secret_shapes import phrases, typed

_HEX32 = "9c41d7e02b6f8a35c1e9047d2fa6b813"
_HEX64 = _HEX32 + "e57a0c3f9b2d4816a7c05e3b9d1f2a64"
_UUID = "6a1f0e9d-3c7b-4e25-9d80-b7c4a2e1f053"

# (text, what must not survive)
CAUGHT_G = [
    # text inside a JSON string, its quotes and line ends escaped (a tool's output in a JSON-RPC
    # reply), or a quoted shell argument with escaped quotes
    ('{"result": {"text": "[smtp]\\nhost = \\"mail.lan\\"\\npassword = \\"Corvid#88120x\\""}}', "Corvid#88120x"),
    ('{"out": "export MAILGUN_API_KEY=\\"Zq7XvL2pM9kR4tWn8BcY3sJd\\"\\n"}', "Zq7XvL2pM9kR4tWn8BcY3sJd"),
    ('sh -c \'echo "peer-b : PSK \\"Tq4!mZ8xV2kL9p\\"" >> /etc/ipsec.secrets\'', "Tq4!mZ8xV2kL9p"),
    # a Chinese password word with a Latin word before it or the value right after it
    ("Kite#5520xq是新的SSH口令，今晚生效", "Kite#5520xq"),
    ("这台NAS密码Lq9#xV2mZpK4，别外传", "Lq9#xV2mZpK4"),
    ("机房门禁密码806142，周一起换", "806142"),
    ("压缩包解压密码zip.Heron7731Q", "zip.Heron7731Q"),
    ("备用机的密码我私聊过你了，再贴一次：qwer;uiop!Zm82", "qwer;uiop!Zm82"),
    # a wallet's recovery phrase in Chinese, one character a word
    ("冷钱包的中文助记词记在这：风 雨 山 水 日 月 星 辰 江 河 湖 海", "风 雨 山 水 日 月 星 辰 江 河 湖 海"),
    ("mnemonic (中文): 春 夏 秋 冬 东 南 西 北 金 木 水 火", "春 夏 秋 冬 东 南 西 北 金 木 水 火"),
    # prose: a Wi-Fi key, a file opened with a password, a passphrase before a dash, a chat turn in
    # brackets, three lines of service / user / password, a value after a run of Chinese
    ("the wifi (Loft-5G) key is Marble_Otter481, enjoy your stay", "Marble_Otter481"),
    ("the zip is encrypted: open it with Heron!4471q", "Heron!4471q"),
    ("Backup passphrase is walnut glacier ember quarry - lowercase, spaces kept", "walnut glacier ember quarry"),
    ("[assistant] The vault is sealed; I need the unlock passphrase.\n[user] Corvid#88120x", "Corvid#88120x"),
    ("GitLab\nci_runner\nMaple#Quartz72", "Maple#Quartz72"),
    # CSV exports of a password manager: a password column anywhere in the row, named with a prefix
    ("url,username,login_password,totp\nhttps://a.lan,bob,Kq7!vL2pZ9x,", "Kq7!vL2pZ9x"),
    ("site,user,password,notes\nnas,ops,Vq3#mLw8Zp!2,old one\nvpn,ops,.Pl8~vZq2Lm^x,", ".Pl8~vZq2Lm^x"),
    # a tool's user flag then its password flag, and tools' own password arguments
    ("mycli -h db.lan -u root -p 'Wq7#zPx92L' orders", "Wq7#zPx92L"),
    ("amqp-publish --user svc --password Hv7!pq3Rz -r jobs", "Hv7!pq3Rz"),
    ("pscp -pw 'Gull#7720x' backup.tar ops@nas:/srv", "Gull#7720x"),
    ("buildah push --creds ci:Rk8!vL2pZq docker://reg.lan/app", "Rk8!vL2pZq"),
    ("security add-internet-password -a ops -s git.lan -w 'Tq4!mZ8xV2'", "Tq4!mZ8xV2"),
    ("security unlock-keychain -p Qm4nT7vZ2pL9 build.keychain", "Qm4nT7vZ2pL9"),
    ("sudo dscl . -passwd /Users/kiosk Lq9#xV2mZp", "Lq9#xV2mZp"),
    ("printf '%s\\n' 'Vole#2291q' | passwd --stdin backup", "Vole#2291q"),
    ("kinit svc@CORP.LAN <<< 'Kite#5520x'", "Kite#5520x"),
    ('rasdial "Branch VPN" field01 Egret#3391q', "Egret#3391q"),
    (
        "dotnet nuget push x.nupkg --api-key Zq7XvL2pM9kR4tWn8BcY3sJd6Fg -s https://feed.lan",
        "Zq7XvL2pM9kR4tWn8BcY3sJd6Fg",
    ),
    ("poetry config http-basic.corp ci Lark#5521qZ", "Lark#5521qZ"),
    ("bundle config set --global gems.example.com 4f2a9c1d:8e7b6a5f", "4f2a9c1d:8e7b6a5f"),
    ("BUNDLE_GEMS__EXAMPLE__COM=4f2a9c1d:8e7b6a5f", "4f2a9c1d:8e7b6a5f"),
    ("snyk auth " + _UUID, _UUID),
    ("codecov -t " + _UUID + " -f cov.xml", _UUID),
    ('account ops\npasswordeval "echo Wq8Lm2Vp9"', "Wq8Lm2Vp9"),
    ('$pw = ConvertTo-SecureString -AsPlainText "Finch#6620q" -Force', "Finch#6620q"),
    ("'Finch#6620q' | ConvertTo-SecureString -AsPlainText -Force", "Finch#6620q"),
    ("influx -host mysql.corp.lan -username ops -password 'Plover#5520q'", "Plover#5520q"),
    ('expect -c \'spawn ssh ops@h; expect "assword:"; send "Pl8!vZq2Lm\\r"; interact\'', "Pl8!vZq2Lm"),
    # device and server configs: Redis Sentinel and ACL, Cisco's plain and type-7 secrets, SNMP
    # communities, Huawei's cipher passwords, strongSwan's secrets, cloud-init's chpasswd list
    ("sentinel auth-pass cache-main Hv7!pq3Rz9", "Hv7!pq3Rz9"),
    ("user reporter on >Kq7!vL2pZ9 ~reports:* +@read", "Kq7!vL2pZ9"),
    ("enable secret 0 Gx7!kq2Lm9", "Gx7!kq2Lm9"),
    ("username noc privilege 15 password 7 0822455D0A165A4B", "0822455D0A165A4B"),
    ("snmp-server community Tz8kq2Lm9Xv RW", "Tz8kq2Lm9Xv"),
    ("snmpwalk -v2c -c Tz8kq2Lm9Xv 10.1.1.1", "Tz8kq2Lm9Xv"),
    ("local-user ops password cipher Mq8!zLm2Vx9", "Mq8!zLm2Vx9"),
    (': PSK "Vq3#mLw8Zp!2x"', "Vq3#mLw8Zp!2x"),
    ("chpasswd:\n  list: |\n    admin:Heron#4471q\n  expire: false", "Heron#4471q"),
    # environment setters with a space (setx, setenv), a Wi-Fi join call, an output table
    ('setx DB_PASSWORD "cobalt_heron_552"', "cobalt_heron_552"),
    ("setenv API_TOKEN Zq7XvL2pM9kR4tWn", "Zq7XvL2pM9kR4tWn"),
    ('WiFi.begin("Attic", "Plover#5520q");', "Plover#5520q"),
    ("OUTPUT          VALUE\n    apiToken        Zq7XvL2p!M9kR4\n", "Zq7XvL2p!M9kR4"),
    # files: Terraform state, Consul's gossip key and ACL tokens, a plist, Android's meta-data, a JWK,
    # an XML element with attributes, a Rails master key in a code fence
    (
        '{"type": "random_password", "name": "x", "instances": [{"attributes": {"result": "Lq9#xV2mZpK4"}}]}',
        "Lq9#xV2mZpK4",
    ),
    ('{"smtp_password": {"sensitive": true, "value": "Wren_4410x!Q"}}', "Wren_4410x!Q"),
    ('encrypt = "Tq4mZ8xV2kL9pR7wN3bC6yH1sJ5dF0gA2eW7uK4nM8c="', "Tq4mZ8xV2kL9pR7wN3bC6yH1sJ5dF0gA2eW7uK4nM8c="),
    ('acl {\n  tokens {\n    agent = "' + _UUID + '"\n  }\n}', _UUID),
    ("<key>StripeSecretKey</key>\n<string>Xq7Lm2Vp9Rk4Tw8Nb3Yc</string>", "Xq7Lm2Vp9Rk4Tw8Nb3Yc"),
    (
        '<meta-data\n  android:name="io.sentry.auth.TOKEN"\n  android:value="Zq7XvL2pM9kR4tWn8BcY" />',
        "Zq7XvL2pM9kR4tWn8BcY",
    ),
    ('{"kty":"oct","kid":"k1","k":"Zq7XvL2pM9kR4tWn8BcY3sJd6Fg"}', "Zq7XvL2pM9kR4tWn8BcY3sJd6Fg"),
    (
        '{"kty":"EC","crv":"P-256","x":"Qm4nT7vZ2pL9xKq7XvL2pZ9","d":"Wq8Lm2Vp9Rk4Tw8Nb3Yc6Sj"}',
        "Wq8Lm2Vp9Rk4Tw8Nb3Yc6Sj",
    ),
    ('<password type="plain">Heron#4471q</password>', "Heron#4471q"),
    ("config/master.key:\n\n```\n" + _HEX32 + "\n```", _HEX32),
    # keys by vendor or place: RubyGems, Svix, sk_ secret keys, B2's key id, Anaconda's URL token,
    # a MicroK8s join, a client id sent with its secret, Teams' webhook without a tenant host
    ("GEM_HOST_API_KEY=rubygems_" + _HEX32 + "0a1b2c3d4e5f6a7b", "rubygems_" + _HEX32 + "0a1b2c3d4e5f6a7b"),
    ('new Webhook("whsec_Zq7XvL2+pM9kR4tWn8/BcY3sJd6Fg")', "whsec_Zq7XvL2+pM9kR4tWn8/BcY3sJd6Fg"),
    ("Purchases.configure('sk_Xq7Lm2Vp9Rk4Tw8Nb3Yc6Sj1Hd5')", "sk_Xq7Lm2Vp9Rk4Tw8Nb3Yc6Sj1Hd5"),
    ("B2_APPLICATION_KEY_ID=0027f3a9c1d8e7b6a5f4e3d2", "0027f3a9c1d8e7b6a5f4e3d2"),
    ("https://conda.anaconda.org/t/ab-" + _UUID + "/acme", "ab-" + _UUID),
    ("microk8s join 10.1.2.3:25000/" + _HEX32 + "/5d3c2b1a0f9e", _HEX32),
    (
        "https://idp.lan/token?grant_type=client_credentials&client_id=Zq7XvL2pM9kR4tWn&client_secret=Lq9xV2mZpK4",
        "Zq7XvL2pM9kR4tWn",
    ),
    (
        "https://outlook.office.com/webhook/" + _UUID + "@" + _UUID + "/IncomingWebhook/" + _HEX32 + "/" + _UUID,
        _HEX32,
    ),
    # SDK calls: a key as a later argument, an error tracker's init, an Authorization header's scheme
    ("const client = twilio(accountSid, '" + _HEX32 + "');", _HEX32),
    ("client = TelegramClient('bot', 123456, '" + _HEX32 + "')", _HEX32),
    ("Rollbar.init('" + _HEX32 + "')", _HEX32),
    ('curl -H "Authorization: GenieKey ' + _UUID + '" https://api.example.com/v2/alerts', _UUID),
    (
        "const headers = { Authorization: 'pk_48213377_ZQ7XVL2PM9KR4TWN8BCY3SJD6FGH1AQE' };",
        "pk_48213377_ZQ7XVL2PM9KR4TWN8BCY3SJD6FGH1AQE",
    ),
    # sessions: sites' login cookies, a cookie jar's line, curl's cookie flag, 1Password's CLI session
    ("li_at=AQEDARq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe", "AQEDARq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe"),
    ("百度的 BDUSS_BFESS：Zq7XvL2pM9kR4tWn~8BcY3sJd6Fg，别发群里", "Zq7XvL2pM9kR4tWn~8BcY3sJd6Fg"),
    (".example.org\tTRUE\t/\tTRUE\t1767225600\tremember_me\tZq7XvL2pM9kR4tWn", "Zq7XvL2pM9kR4tWn"),
    ("curl -b 'sessionid=Xq7Lm2Vp9Rk4Tw8Nb3Yc' https://a.lan/api", "Xq7Lm2Vp9Rk4Tw8Nb3Yc"),
    ("export OP_SESSION_acme=Zq7XvL2pM9kR4tWn8BcY3sJd6Fg", "Zq7XvL2pM9kR4tWn8BcY3sJd6Fg"),
    # hex keys: named a key and wrapped in a conversion, said to be one, a salt; license keys;
    # a TOTP export
    ('signingKey := []byte("' + _HEX64 + '")', _HEX64),
    ("the signing secret for the billing webhook is " + _HEX32 + ", both ends", _HEX32),
    ("$settings['hash_salt'] = 'Qx7vZp29LmTk4Rw8Nb3Yc6Sj1Hd5Ga0Q';", "Qx7vZp29LmTk4Rw8Nb3Yc6Sj1Hd5Ga0Q"),
    ("数据加密盐值：" + _HEX32 + "，不要改", _HEX32),
    ("Visio product key: 7KQXM-2VPL9-RT4WN-8BCY3-HJD6F", "7KQXM-2VPL9-RT4WN-8BCY3-HJD6F"),
    ("Office 序列号 7KQXM-2VPL9-RT4WN-8BCY3-HJD6F，只装前台", "7KQXM-2VPL9-RT4WN-8BCY3-HJD6F"),
    ("otpauth-migration://offline?data=Cg8KCkhlbGxvIZ%2B9Wq8Lm2Vp", "Cg8KCkhlbGxvIZ%2B9Wq8Lm2Vp"),
]

UNCHANGED_G = [
    # escaped strings that hold nothing secret, and references in them
    '{"result": {"text": "line one\\nthe password policy needs \\"12 characters\\""}}',
    '{"cfg": "{\\"apiKey\\": \\"{env:OPENAI_API_KEY}\\", \\"token\\": \\"{file:~/.secrets/gh}\\"}"}',
    # Chinese: a year, a bit length or an algorithm after a password word; a public key and an
    # app id labelled so, with a secret word later in the sentence; a key the sentence says is public
    "密码2024年起必须每季度更换",
    "密码128位加密，密码md5存储已淘汰",
    "对端公钥：Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo= ，私钥别外传。",
    "应用 App ID：cli_a1b2c3d4e5f6a7b8，这个可以公开，App Secret 在后台。",
    "百度地图 JS API 的 ak 是前端公开的：" + _HEX32 + "，在控制台配白名单",
    "助记词：请抄写在纸上，不要截图",
    # logs and code: a masked password and the fields after it, a connection string with its
    # password masked, a hashing call's module path, a flag after a secret's name, PowerShell calls
    "登录失败，密码=******，客户端IP=172.16.4.21",
    "Server=db1.lan;Database=ops-sync;User Id=svc;Password=********;",
    "pw hashing: crypto2.pbkdf2sha512, 600000 rounds",
    "The CSV header is Name,URL,Username,Password,Extra",
    "gcloud secrets versions access 3 --secret=billing-api-password --project=acme-prod-4411",
    "$password = Read-Host -AsSecureString",
    "$secret = Get-Secret -Name db-admin",
    "mapboxgl.accessToken = 'pk.eyJ1Ijoib3BzIiwiYSI6ImNrMnYxYzR6bzAwMWgzbW8ifQ.Xq7Lm2Vp9Rk4Tw8Nb3Yc6S';",
    "salt = bcrypt.gensalt(rounds=12)",
    # prose that looks like a passphrase or a chat answer, and tools called without a secret
    "the passphrase is stored in the vault - ask ops",
    "[assistant] Which passphrase policy do you use?\n[user] diceware",
    "Jenkins\nbuild_agent\nrestart_pending",
    "open it with LibreOffice7.6",
    "the wifi key is on the fridge",
    "Settings是新的VPN口令页面",
    "site,user,password,notes\nnas,ops,${NAS_PW},rotated",
    "name,password_hint,notes\nbob,first pet,none",
    "psql -h db.lan -U app -p 5432 -d orders",
    "plink -ssh -i key.ppk ops@nas uptime",
    "skopeo copy --creds ci:$REG_TOKEN docker://a oci:b",
    "security find-generic-password -s git.lan -w",
    "dscl . -read /Users/kiosk",
    "printf '%s\\n' \"$PW\" | passwd --stdin backup",
    'htpasswd -i users alice <<< "$WEB_PW"',
    'rasdial "Branch VPN" /disconnect',
    "dotnet nuget push x.nupkg --api-key $NUGET_KEY",
    "bundle config set --local path vendor/bundle",
    "codecov -t $CODECOV_TOKEN -f cov.xml",
    'account ops\npasswordeval "pass show mail/ops"',
    "sentinel monitor cache-main 10.0.0.5 6379 2",
    "user reporter on nopass ~reports:* +@read",
    "enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0",
    "snmp-server community public RO",
    ": RSA moon.key",
    "chpasswd:\n  list: |\n    admin:RANDOM\n  expire: true",
    "setx DB_PASSWORD %VAULT_DB_PW%",
    "WiFi.begin(ssid, password);",
    "OUTPUT          VALUE\n    apiToken        [secret]\n",
    '{"smtp_password": {"sensitive": true, "value": "${var.smtp}"}}',
    'acl {\n  tokens {\n    agent = "${CONSUL_AGENT_TOKEN}"\n  }\n}',
    "<key>NSCameraUsageDescription</key>\n<string>Scan receipts</string>",
    '<meta-data android:name="com.acme.API_KEY_NAME" android:value="@string/api_key" />',
    '{"kty":"EC","crv":"P-256","x":"Qm4nT7vZ2pL9xKq7XvL2pZ9","y":"Wq8Lm2Vp9Rk4Tw8Nb3Yc6Sj"}',
    '<password type="env">${SMTP_PW}</password>',
    "rubygems_version: 3.5.3",
    "sk_learn_model_v2 = load()",
    "B2_BUCKET_NAME=backups",
    "https://conda.anaconda.org/conda-forge",
    "microk8s join --help",
    "https://accounts.example.com/o/oauth2/auth?client_id=Zq7XvL2pM9kR4tWn&redirect_uri=https://a.lan/cb",
    "const client = twilio(accountSid, authToken);",
    "Authorization: Bearer ${TOKEN}",
    "SESSDATA 是 B 站的登录 cookie 名",
    "# Netscape HTTP Cookie File\n# This is a generated file! Do not edit.",
    "curl -b cookies.txt https://a.lan",
    "the signing key fingerprint is " + _HEX32,
    "license: MIT, see LICENSE-THIRD-PARTY",
    "license key: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
]


def test_an_unclosed_escaped_quote_is_passed_over_in_one_scan() -> None:
    """A line of escaped quotes and no closing one: each literal is read once, not once per quote."""
    line = '\\"password\\": \\"' * 20_000
    start = time.process_time()
    assert escaped_strings(line) == []
    assert time.process_time() - start < 5.0  # quadratic took minutes; linear takes milliseconds
    text = '{"a": "x\\npassword: Kq7!vL2pZ9", "b": "plain"}'
    assert [decoded for _, _, decoded in escaped_strings(text)] == ["x\npassword: Kq7!vL2pZ9"]


def test_escaped_literals_redacted_together_each_keep_their_own_text(memory: Memory) -> None:
    """The literals of a text are redacted in one pass, a separating line between each two: only
    the one holding a secret changes, and it is put back encoded."""
    text = '{"a": "user = \\"ops\\"\\npassword = \\"Kq7!vL2pZ9\\"", "b": "note\\n\\"plain\\"", "c": "x\\ny"}'
    out = memory.redactor.redact(text).text
    assert "Kq7!vL2pZ9" not in out
    assert out.endswith(', "b": "note\\n\\"plain\\"", "c": "x\\ny"}')
    assert out.startswith('{"a": "user = \\"ops\\"\\npassword = [已脱敏:password]", "b"')


def test_a_csv_header_is_read_to_its_line_end() -> None:
    """Rows are matched to the whole header, not to the columns up to the password one."""
    table = "name,password,note,extra\nnas,Vq3#mLw8Zp!2,old,x\n"
    assert [table[a:b] for a, b, _ in csv_cells(table)] == ["Vq3#mLw8Zp!2"]
    assert csv_cells("name,password,note\nnas,Vq3#mLw8Zp!2,old,one cell too many\n") == []


def test_typed_tokens_are_not_headers_module_paths_or_fields() -> None:
    assert typed("qwer;uiop!Zm82")  # one semicolon: a keyboard walk
    assert not typed("Title,Website,Username,Password")  # a CSV header
    assert not typed("argon3.argon3id")  # a module's attribute
    assert not typed("IP=10.2.0.7")  # a field of a log line
    assert not typed("ops-sync;User")  # a connection string's fields


def test_the_twelve_word_scan_starts_at_words_and_misses_none() -> None:
    words = "legal winner thank year wave sausage worth useful legal winner thank yellow"
    for text in (f"old wallet: {words}.", f"abandonment {words}", f"1. {words}"):
        assert [text[a:b] for a, b in phrases(text)] == [words], text
    assert phrases("X" + words) == []  # its first word run into another: eleven whole words
