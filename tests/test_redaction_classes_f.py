"""The classes of secret found missed, and of harmless text found changed, when blind corpus F's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from F): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

from agent_memory.secret_shapes import in_resource, in_url, password, table_cells

_HEX32 = "5e0b7c3a9d1f4e2a8c6b0d9e7f1a3c5b"
_B58 = "4Nq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe2Wt7Zu4Mx9Kp3Vr5Ty8Ub2Gc6Hf1Jk9Lm3Np7Qr5St2Vw4Xy6Za8Bc1De3Fg5Hj7"

# (text, what must not survive)
CAUGHT_F = [
    # passwords said in prose: after a rotation, "the new one", a user / password pair, a value
    # named a password after it, a passphrase of words ending in a number
    ("Reset done: the jenkins admin is now `Vq3#mLw8Zp!2`", "Vq3#mLw8Zp!2"),
    ("the new one for the router, since email is flaky: Pelican#4471", "Pelican#4471"),
    ("Here: svc_backup / Lynx!8830q. Wipe after reading.", "Lynx!8830q"),
    ("`Harbor!Quail61` ← that's the password for the staging VPN", "Harbor!Quail61"),
    ("Gannet2290? is the new admin password for nas-3", "Gannet2290?"),
    ("Kestrel_5512!，这是备份服务器的 root 密码", "Kestrel_5512!"),
    ("Vault passphrase → canyon ripple mosaic thistle 8", "canyon ripple mosaic thistle 8"),
    ("- Staging box: deploy@10.1.2.3, pw Heron7731q", "Heron7731q"),
    ("access code: Rq8Zv2Lm7Xp4Tw9Nc", "Rq8Zv2Lm7Xp4Tw9Nc"),
    ("the signing key → " + _HEX32, _HEX32),
    ("Outlook app password for the shared support inbox: qmvx trpa lnzc hwjd", "qmvx trpa lnzc hwjd"),
    # a chat: the assistant asks, the user answers with the value alone (a user name first or not)
    ("Assistant: what's the vpn password?\nUser: Tern#6620x", "Tern#6620x"),
    ("助手：需要账号和密码\n用户：deploy\n用户：huangli1990", "huangli1990"),
    # Chinese around a value: a token bounded by Chinese words, a value cut where a sentence goes on,
    # digits right after a payment password word
    ("运维说Plover#5520q是新的登录口令", "Plover#5520q"),
    ("加密盘口令：otter.lantern.quiver.basalt（都是小写）", "otter.lantern.quiver.basalt"),
    ("取款密码551902，记住了", "551902"),
    ("这是冷钱包导出的私钥 " + _B58 + "，先别发群里", _B58),
    # a Markdown table's password column: any password's shape, words and numbers too
    ("| host | user | password |\n|---|---|---|\n| db1 | etl | maple_river_208 |", "maple_river_208"),
    ("| 主机 | 账号 | 密码 |\n|---|---|---|\n| web2 | ops | zhoujie1992 |", "zhoujie1992"),
    # tools' own password flags and arguments
    ("htpasswd -nbB alice 'river_stone_552'", "river_stone_552"),
    ("curl -u ops:Fj@9kLm2Qz https://nexus.lan/service/rest", "Fj@9kLm2Qz"),
    (
        "snmpget -v3 -l authPriv -u mon -a SHA -A 'Birch#5521x' -x AES -X 'Gale_7732!q' 10.1.1.1 sysName.0",
        "Birch#5521x",
    ),
    (
        "snmpget -v3 -l authPriv -u mon -a SHA -A 'Birch#5521x' -x AES -X 'Gale_7732!q' 10.1.1.1 sysName.0",
        "Gale_7732!q",
    ),
    ("ssh-keygen -p -P 'Old#Lark552' -N 'New#Wren881' -f deploy_key", "Old#Lark552"),
    ("ssh-keygen -p -P 'Old#Lark552' -N 'New#Wren881' -f deploy_key", "New#Wren881"),
    ("mosquitto_sub -h broker.lan -u cam -P Zq8Wm2Lp5Rt -t cams/#", "Zq8Wm2Lp5Rt"),
    ("isql -v WAREHOUSE loader 'Quokka#3381'", "Quokka#3381"),
    ("db2 connect to PAYROLL user db2admin using Tapir_8812x", "Tapir_8812x"),
    (
        'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultPassword'
        ' /t REG_SZ /d "Ibis#4402q" /f',
        "Ibis#4402q",
    ),
    ("cargo login Kq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe", "Kq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe"),
    (
        "mc alias set backup https://s3.lan:9000 Q7ZK2M9XPL4RWT8VN3BC Wq8Lm2Vp9Rk4Tw8Nb3Yc6Sj1Hd5Ga0Qe",
        "Q7ZK2M9XPL4RWT8VN3BC",
    ),
    # files: Wi-Fi, Gradle signing, postfix's sasl_passwd, msmtp, pgbouncer's userlist, an auth file
    ('network={\n    ssid="Loft"\n    psk="48213377"\n}', "48213377"),
    ("hostapd: wpa_passphrase=Seagull_5521x", "Seagull_5521x"),
    ('    signingConfigs {\n      keyPassword "Curlew#5583"\n    }', "Curlew#5583"),
    ("[mail.example.org]:587 alerts@example.org:Vole#2291q", "Vole#2291q"),
    ("account alerts\nhost smtp.example.org\npassword qpzmrkwtyvhbnjdl\n", "qpzmrkwtyvhbnjdl"),
    ('"loader" "Moth#7720q"\n"report" "Wren_4410x"', "Moth#7720q"),
    ("# creds.txt:\n# vpnuser\n# Falcon#2208x", "Falcon#2208x"),
    # keys by their name: an access key id's 20 characters, a connection string's value, a
    # PagerDuty routing key, a personal access token's env name, WireGuard's preshared key
    ("MINIO_ROOT_USER=Z8QK3M2WPL7XRT4VN9BC", "Z8QK3M2WPL7XRT4VN9BC"),
    ("ConnectionStrings__Cache=Xq7Lm2Vp9Rk4Tw8Nb3Yc6Sj", "Xq7Lm2Vp9Rk4Tw8Nb3Yc6Sj"),
    ("PD_ROUTING_KEY=" + _HEX32, _HEX32),
    ('"env": { "JIRA_PAT": "NjQ3Mzk2ODc1MjEwOkq9Zp2Lm7Xv" }', "NjQ3Mzk2ODc1MjEwOkq9Zp2Lm7Xv"),
    ("PresharedKey = Tq4mZ8xV2kL9pR7wN3bC6yH1sJ5dF0gA2eW7uK4nM8c=", "Tq4mZ8xV2kL9pR7wN3bC6yH1sJ5dF0gA2eW7uK4nM8c="),
    ("curl 'https://api.weather.example/v1?q=Lyon&appid=" + _HEX32 + "'", _HEX32),
    # PuTTY's private lines; a credential-shaped token on a line shortly after a redacted secret
    (
        "PuTTY-User-Key-File-3: ssh-ed25519\nPublic-Lines: 1\nAAAAC3NzaC1lZDI1NTE5AAAAIHq7\n"
        "Private-Lines: 1\nAAAAIKq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe2Wt7Zu4Mx9=\nPrivate-MAC: " + _HEX32,
        "AAAAIKq7XvL2pZ9kR4tWn8BcY3sJd6FgH1aQe2Wt7Zu4Mx9=",
    ),
    (
        "kubectl create secret generic app --from-literal=password=Lark#5521q; echo Zq7XvL2pM9kR4tWn8BcY3sJd6Fg",
        "Zq7XvL2pM9kR4tWn8BcY3sJd6Fg",
    ),
]

UNCHANGED_F = [
    "Rotated yesterday: the certificate is now valid",
    "the new one arrives Tuesday: tracking number pending",
    "Tokyo / Osaka are the two regions we serve",
    "UTF-8 is the password encoding we expect",
    "passphrase → see the sealed envelope in the safe",
    "pw reset link expires in 24h",
    "access code: required",
    "the key → value table is rebuilt nightly",
    "the cache key → user:42:profile",
    "app password for the shared support inbox: ask IT",
    "Assistant: did the password reset work?\nUser: yes\nUser: thanks a lot",
    "请在设置页Settings2024里修改密码",
    "口令：settings.db.password.value（配置项名）",
    "支付密码为6位数字",
    "密码过期后，系统会要求每60天更换一次",
    "新密码不能和最近3次用过的密码重复",
    "私钥文件放在 ~/.ssh/id_ed25519",
    "| host | user | password |\n|---|---|---|\n| db1 | etl | ${ETL_PW} |\n| db2 | etl | (in vault) |\n| db3 | etl | vault:kv/db3 |",
    'htpasswd -nbB alice "$ALICE_PW"',
    "curl -u ops:$OPS_PW https://nexus.lan/service/rest",
    "snmpwalk -v2c -c public 10.1.1.1",
    "ssh-keygen -t ed25519 -N '' -f ~/.ssh/id_deploy",
    "mosquitto_sub -h broker.lan -p 1883 -t cams/#",
    "isql -v WAREHOUSE",
    "db2 connect to PAYROLL",
    'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v AutoAdminLogon /t REG_SZ /d "1" /f',
    "docker login registry.example.com",
    "npm login --scope=@acme",
    "mc alias list",
    "network={\n    key_mgmt=WPA-PSK\n    psk=${WIFI_PSK}\n}",
    '    signingConfigs {\n      keyAlias "release"\n      storePassword System.getenv("STORE_PW")\n    }',
    "[relay.example.org]:25 (no auth)",
    "password mismatch",
    '"loader" "md5' + _HEX32 + '"',
    "auth.txt:\nusername\npassword",
    "MINIO_ROOT_USER=minioadmin",
    "S3_ACCESS_KEY_ID=${S3_KEY}",
    "ConnectionStrings__Cache=redis.internal:6379",
    "RABBIT_ROUTING_KEY=billing.invoice.paid",
    '"env": { "GLOB_PAT": "src/**/*.py" }',
    "PublicKey = Tq4mZ8xV2kL9pR7wN3bC6yH1sJ5dF0gA2eW7uK4nM8c=",
    "https://api.weixin.example/sns?appid=wx1234567890abcdef",
    "Private-Lines: 14 in an RSA key",
    # what F showed changed: a vendor's prefix before a description, a tag, Spring's encrypted value
    "OPENAI_API_KEY=sk-在这里填你的密钥",
    "db_password: !vault-lookup secret/app#pw",
    "password: '{cipher}AQB9f3c2e7a1d4b8c6e0f2a5d7c9e1b3f'",
]


def test_a_token_inside_a_url_or_ending_a_resource_name_is_judged_elsewhere() -> None:
    text = "see https://ops:Kq7Xv2Lm@host/x and acs:kms:cn-hangzhou:4545:secret/prod-db"
    assert in_url(text, text.index("Kq7")) and not in_url(text, 0)
    assert in_resource(text, text.index("secret/"), len(text))


def test_a_password_column_takes_a_password_shape_and_a_policy_column_a_typed_one() -> None:
    table = "| host | {header} |\n|---|---|\n| db1 | liuwei1988 |"
    assert table_cells(table.format(header="Password"))  # named a password and nothing else
    assert not table_cells(table.format(header="Password policy"))  # only typed passwords there
    assert not password("系统要求每90天修改一次")  # Chinese words are not something typed
