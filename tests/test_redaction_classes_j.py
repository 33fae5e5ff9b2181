"""The classes of secret found missed (and of harmless text found changed) when blind corpus J's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from J): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_J = [
    # a word with its cases mixed at random, then digits: a password, not a name or a version
    ("ci: smtp pass hERoN_4471 until the vault is reachable again", "hERoN_4471"),
    ("the admin login for the wiki is now pLUmE_9023, the old one was revoked", "pLUmE_9023"),
    # backup codes after their heading's colon with a sentence going on, in groups of any length
    ("二次验证的恢复码：40718263 91530274，贴在显示器背面", "40718263"),
    ("Recovery codes for ops@example.org (single use): 5521 0938 7712 4460", "5521 0938"),
    ("[群] 赵雷：root 账号 MFA 的备用码：qwtzkpvnmr-lbcxfhjdsg", "qwtzkpvnmr-lbcxfhjdsg"),
    # a C header's #define of a password or key as a string
    ('#define MQTT_PASS "Orbit77!zeph"', "Orbit77!zeph"),
    ('#define OTA_SECRET "Vq9xLm2Rt7Kp4Wz8"', "Vq9xLm2Rt7Kp4Wz8"),
    # smbclient's password after the share and its -U user
    ("smbclient //fs01/public -U backup Gr8v!Tq42pz", "Gr8v!Tq42pz"),
    ("smbclient -L //10.0.0.9 -U ops Hx$71wqPb", "Hx$71wqPb"),
    # an answer file's password element, its value in <Value>
    ("<AutoLogon>\n  <Password>\n    <Value>Kr7#pw2Lqz</Value>\n  </Password>", "Kr7#pw2Lqz"),
    ("<LocalAccountPassword><Value>Tz4!mNq8vR</Value></LocalAccountPassword>", "Tz4!mNq8vR"),
    # a Cloudflare tunnel's token on the install line
    (
        "sudo cloudflared service install eyJhIjoiNzc4ZjFhYzIiLCJ0IjoiYTFiMmMzZDQiLCJzIjoiUVdFUlRZVUlPUEFTREZHSCJ9",
        "eyJhIjoiNzc4ZjFhYzIiLCJ0IjoiYTFiMmMzZDQiLCJzIjoiUVdFUlRZVUlPUEFTREZHSCJ9",
    ),
    # a JWT library given its signing secret as a literal
    ('token = jwt.encode({"sub": user.id}, "Wm3qT8vXk2Lp9Rz4Nc7B", algorithm="HS256")', "Wm3qT8vXk2Lp9Rz4Nc7B"),
    ("const t = jwt.sign(payload, 'Pz5tK9wQm3Rv7Lx2Jd8F', { expiresIn: '1h' })", "Pz5tK9wQm3Rv7Lx2Jd8F"),
    # HTTP basic auth in code: a user and a password as literals
    ('resp = session.post(url, auth=("svc-export", "Birch#2291qv"))', "Birch#2291qv"),
    ("requests.get(u, auth=HTTPBasicAuth('ops', 'Quartz%7719k'))", "Quartz%7719k"),
    # an access key's id and its secret named AK and SK in one sentence
    ("OBS 用这个：AK QWERTYUIOP12ASDFGH34 SK p9Lm2Vx7Rt4Kq8Wz3Nc6Bd1Fg5Hj0Ys2Ue7Io9Ta", "QWERTYUIOP12ASDFGH34"),
    (
        "AK: ZXCVBNM0987LKJHGFD65, SK: Hq3Wt8Lm2Vp7Rx4Kz9Nc1Bd6Fg0Js5Ya3Ue8Io2",
        "Hq3Wt8Lm2Vp7Rx4Kz9Nc1Bd6Fg0Js5Ya3Ue8Io2",
    ),
    # a TOTP seed in a text about two-factor codes
    ("2FA seeds (authenticator export)\nvpn: JBSWY3DPEHPK3PXPQ4RT6UYW2ZMNAB7C", "JBSWY3DPEHPK3PXPQ4RT6UYW2ZMNAB7C"),
    # a seed in groups of four without a digit, after a setup key's colon
    ("Can't use the camera? Type this setup key: wbkq mzrt hplx cnvd", "wbkq mzrt hplx cnvd"),
    # a question asking for a secret, answered a line or two later, after who answers
    ("[09:14] ana: what's the vpn password again?\n[09:15] raj: hold on\n[09:16] raj: Tz8$wq2Lmv", "Tz8$wq2Lmv"),
    ("Q: who has the grafana admin login?\nA: admin, then Qx7vLm2Rt9Kp4Wz8Nc3B", "Qx7vLm2Rt9Kp4Wz8Nc3B"),
    ("> what's the mqtt auth set to?\nHarbor!Fig83\n> ok", "Harbor!Fig83"),
    (
        "Agent: To finish the migration I need the password of the replication user on db-eu-2. Can you paste it?\n"
        "User: Wq5#zLm8!pRt",
        "Wq5#zLm8!pRt",
    ),
    ("周杰：预发库的密码是多少？\n吴敏：我查一下\n吴敏：Yt7&kw3Lpq", "Yt7&kw3Lpq"),
    ("「许亮」：gitlab 怎么登？\n「郑洁」：root\n「郑洁」：Lake.40931#", "Lake.40931#"),
    # Mailgun's older API key: key- and 32 hex
    ("<ops> mailgun: key-0f1e2d3c4b5a69788796a5b4c3d2e1f0", "key-0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    # a wifi key given after a bare space, a pre-shared key in a sentence
    ("guest network: SSID lobby-5g, wpa2 key Maple2031&qz, no captive portal", "Maple2031&qz"),
    ("site-to-site PSK for the branch tunnel: Kp4Vx9Lm2Qr7Tz3Wn8Bc5Hd6Jf1Gs0Ya", "Kp4Vx9Lm2Qr7Tz3Wn8Bc5Hd6Jf1Gs0Ya"),
    # OpenVPN's static key between its own markers
    (
        "<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n0a1b2c3d4e5f60718293a4b5c6d7e8f9\n"
        "-----END OpenVPN Static key V1-----\n</tls-crypt>",
        "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
    ),
    # a file named for a secret: printed by cat, or written by a here-document
    ("$ cat ~/.ansible/vault_password\nRx7Lm2Qv9Tz4Wp8Kc3Nb6Hd\n$ ", "Rx7Lm2Qv9Tz4Wp8Kc3Nb6Hd"),
    ("cat > config/master.key <<EOF\n0f9e8d7c6b5a49382716f5e4d3c2b1a0\nEOF", "0f9e8d7c6b5a49382716f5e4d3c2b1a0"),
    # a file shown with its line numbers: each line read as it is in the file
    ("reading ~/.pgpass:\n  7| db-3.internal:5432:sales:report:Vm8Qz2Lx7Rt4Kp", "Vm8Qz2Lx7Rt4Kp"),
    (
        "  41 │ .example.org\tTRUE\t/\tTRUE\t1893456000\tsessionid\tQw8Er4Ty2Ui6Op0As3Df7Gh1Jk5",
        "Qw8Er4Ty2Ui6Op0As3Df7Gh1Jk5",
    ),
    # a password in a YAML block scalar, on the line after its key
    ("smtp:\n  password: |-\n    Tulip_8813wq\n  port: 587", "Tulip_8813wq"),
    # a header in a HAR file: its name, then its value
    ('{"headers": [{"name": "Authorization", "value": "Bearer Zq8Wx3Lm7Rt2Kp9Vn4Bc"}]}', "Zq8Wx3Lm7Rt2Kp9Vn4Bc"),
    (
        '[{"name":"cookie","value":"connect.sid=s%3AQw8Er4Ty2Ui6Op0As3Df7Gh1Jk5Lz9Xc"}]',
        "Qw8Er4Ty2Ui6Op0As3Df7Gh1Jk5Lz9Xc",
    ),
    # a cookie named in a variable, shaped like a key
    (
        "export SESSION_COOKIE=Hq3Wt8Lm2Vp7Rx4Kz9Nc1Bd6Fg0Js5Ya3Ue8Io2Pq4 && ./probe.sh",
        "Hq3Wt8Lm2Vp7Rx4Kz9Nc1Bd6Fg0Js5Ya3Ue8Io2Pq4",
    ),
    # a one-time login link's code
    (
        "登录链接：https://app.example.cn/auth/magic-link?code=Rt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx 15 分钟内有效",
        "Rt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx",
    ),
    ("reset it here: https://example.org/account/reset?uid=42&key=Vb7Nm2Qw9Er4Ty6Ui1Op3As", "Vb7Nm2Qw9Er4Ty6Ui1Op3As"),
    # a notebook's or a REPL's output of an expression naming a secret
    ("In [4]: os.getenv(\"STRIPE_SECRET\")\nOut[4]: 'Lm3Qz8Wx2Rt7Kp4Vn9Bc'", "Lm3Qz8Wx2Rt7Kp4Vn9Bc"),
    (">>> config['redis']['password']\n'Coral#5521zq'", "Coral#5521zq"),
    # a line that announces a secret, and the secret alone on the next one
    ("Your new signing secret is\nHk4Wq9Lz2Rv7Tm3Xp8Nc5Bd1\n(it is shown once)", "Hk4Wq9Lz2Rv7Tm3Xp8Nc5Bd1"),
    ("新的访问令牌如下：\n\nPq7Lm2Wx9Rt4Kz8Vn3Bc6Hd\n\n请妥善保存", "Pq7Lm2Wx9Rt4Kz8Vn3Bc6Hd"),
    ('{\n  "api_token":\n    "Zx3Cv8Bn2Mq7Wr4Tp9Ls6Kd",\n  "region": "eu"\n}', "Zx3Cv8Bn2Mq7Wr4Tp9Ls6Kd"),
    # a privileged account's name as the label of the password after it, a full-width colon too
    ("移交清单：\n- 堡垒机 root：lhq#7732zk\n- 其余问运维", "lhq#7732zk"),
    ("Jenkins admin: Pv7!kq29Lm", "Pv7!kq29Lm"),
    # a plain users file named so, its name:password lines
    ("contents of users.txt for the broker:\n```\nsensor01:Fjord#4471qz\n```", "Fjord#4471qz"),
    # a database account's key named a "primary key" by its service
    (
        "CosmosDB primary key: wDJFcGBmAVaGiiB9rLr0hhOV2Qy3avWo7vSA7b/yjTNZVdNbaq7YH6hR0iehgA/5kdUVOguYqqSt8/C+YBWfNQ==",
        "wDJFcGBmAVaGiiB9rLr0hhOV2Qy3avWo7vSA7b/yjTNZVdNbaq7YH6hR0iehgA/5kdUVOguYqqSt8/C+YBWfNQ==",
    ),
]

UNCHANGED_J = [
    # what `id` prints for a privileged account: numbers and group names, no password
    "the container runs as root: uid=0(root) gid=0(root) groups=0(root)",
    "admin: uid=1000(admin) gid=1000(admin) groups=1000(admin),27(sudo)",
    # a PowerShell switch after a secret's name in quotes: the call goes on, no value follows
    "$key = (Get-Secret -Vault ops -Name 'api-token' -AsPlainText)",
    "Get-AzKeyVaultSecret -VaultName kv-west -Name 'smtp-password' -AsPlainText | Out-Null",
    # an instruction in words where a value goes: a template, not a secret
    "SESSION_SECRET=replace-with-a-long-random-string",
    "WEBHOOK_TOKEN=paste-your-token-here",
    "API_SECRET=generate-a-random-value",
    # a chat line's tag in brackets, a name and a link: no host, user and password
    "[通知] 王磊：文档地址：https://docs.example.cn/wiki/Ab3dEf5gH7jK9mN",
    "[notice] mia: https://example.org/share/Qw3Er5Ty7Ui9",
    # names and versions with a capital or two, in a password line
    "reset the password for the GitHub_2024 org and the iPhone15 test device",
    # a heading that names backup codes, then words, not codes
    "Backup codes: printed and kept in the safe",
    "恢复码：见密码管理器里的条目",
    # a #define of a key's name or size, a JWT call with the secret from the environment
    '#define API_KEY_HEADER "X-Api-Key"',
    "#define TOKEN_LEN 32",
    'jwt.encode({"sub": uid}, os.environ["JWT_SECRET"], algorithm="HS256")',
    'requests.get(u, auth=("ops", os.environ["OPS_PASSWORD"]))',
    # smbclient without a password, base32 that is no seed in a 2FA text, a table's primary key
    "smbclient //fs01/public -U backup -c 'ls'",
    "2FA enabled for 12 users; audit id 7F3KQ2M9",
    "primary key: (tenant_id, created_at)",
    # a question about a secret, then chat that gives none
    "[09:14] ana: what's the vpn password again?\n[09:15] raj: check the wiki page\n[09:16] raj: ok?",
    "> what's the token lifetime?\n3600\n> thanks",
    "周杰：预发库的密码是多少？\n吴敏：问运维\n吴敏：v2.3.1 之后改过",
    "Q: who has the admin login?\nA: ask ops\nB: 7f3a9c2e1b4d",
    # a wifi key's words that are no value; a public key's file printed
    "wpa2 key rotation is monthly, the SSID stays",
    "$ cat ~/.ssh/deploy_key.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG4rTq8vLm2Xp9Wz3Kc7Nb5Hd1Jf6Gs0Ya deploy",
    "$ cat token_rotation.md\n# How tokens are rotated",
    # a file shown with its line numbers that holds no secret
    "  1| import os\n  2| DB_PASSWORD = os.environ['DB_PASSWORD']\n  3| PORT = 5432",
    "  12 │ cache:6379:0:sessions:ttl",
    # a YAML block under a password's name that is a reference; a HAR header that is no secret
    "db:\n  password: >-\n    ${DB_PASSWORD}\n",
    '{"headers": [{"name": "Content-Type", "value": "application/json; charset=utf-8"}]}',
    # a cookie's settings, a login page without a code, a REPL printing a key's length
    "SESSION_COOKIE_SAMESITE=Lax",
    "SESSION_COOKIE_DOMAIN=.example.org",
    "see https://example.org/login?next=/dashboard/settings/profile",
    "https://example.org/auth/callback?code_challenge_method=S256",
    ">>> len(settings.SECRET_KEY)\n50",
    ">>> api_key.startswith('sk-')\nTrue",
    # a prompt for a password, then the tool's own output; an announcement, then prose
    '$ psql -h db-1 -U app\nPassword for user app:\npsql (16.2)\nType "help" for help.',
    "$ mysql -u root -p\nEnter password:\nWelcome to the MySQL monitor.",
    "The token format is\nthree base64url parts joined by dots",
    "密钥如下：\n见 1Password 里的 staging 条目",
    "password:\nusername:\nhost: localhost",
    # an account's name before a path, a flag, an address, a name or a reference
    "root: /var/lib/postgresql/16/main",
    "admin: true",
    "admin：王芳（值班）",
    "superuser: ops-lead@example.org",
    "root: ${ROOT_PASSWORD}",
    # a users file whose lines hold hashes, or no password
    "passwd.plain becomes hashed:\n```\nsensor01:$7$101$Qx8vLm2Rt9Kp4Wz8$Nc3Bd6Fg0Js5Ya\n```",
    "users.txt lists one account a line:\nalice:admins\nbob:readers",
    # a published TOTP test vector's seed, in base32
    "Our TOTP unit test uses RFC 6238's known-answer seed, base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.",
    # four-letter words after a two-factor word: no seed in groups of four without a digit
    "MFA rollout: each user must scan code once, then type the six digits",
]
