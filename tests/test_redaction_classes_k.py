"""The classes of secret found missed (and of harmless text found changed) when blind corpus K's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from K): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_K = [
    # vendors' formats: Vault's batch and recovery tokens, Databricks, a Salesforce session, Asana
    (
        "VAULT_ADDR=https://vault.example.org\nhvb.AAAAAQJx7Lm2Qv9Tz4Wp8Kc3Nb6Hd1Fg5Ys0Ua",
        "hvb.AAAAAQJx7Lm2Qv9Tz4Wp8Kc3Nb6Hd1Fg5Ys0Ua",
    ),
    ("the workspace PAT is dapi0f1e2d3c4b5a69788796a5b4c3d2e1f0-2", "dapi0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    (
        "sid from the org: 00DQx0000001abcD!AQ4AQKz8Lm2Qv9Tz4Wp8Kc3Nb6Hd1Fg5Ys0Ua7Rt2Vx9.Lm4Qz8Wx2Rt7Kp4Vn9Bc",
        "AQ4AQKz8Lm2Qv9Tz4Wp8Kc3Nb6Hd1Fg5Ys0Ua7Rt2Vx9",
    ),
    (
        "asana pat: 2/1203948576102938/1209876543210987:0f1e2d3c4b5a69788796a5b4c3d2e1f0",
        "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
    ),
    # a BitLocker recovery password: eight groups of six digits, each a multiple of 11
    ("Recovery key for D:\n000011-123453-246906-370359-493812-617265-111111-222222", "123453-246906"),
    # a wallet's key pair as 64 bytes in a JSON array
    (
        "keypair.json:\n[" + ",".join(str((i * 97 + 31) % 256) for i in range(64)) + "]",
        ",".join(str((i * 97 + 31) % 256) for i in range(8, 16)),
    ),
    # a self-hosted chat server's incoming webhook
    ("alerts go to https://mm.example.org/hooks/q8w3e5r7t9y2u4i6o1p3a5s7d9", "q8w3e5r7t9y2u4i6o1p3a5s7d9"),
    # an Azure Function's key in its URL
    ("curl 'https://fn-orders.azurewebsites.net/api/Ingest?code=Zq8Wx3Lm7Rt2Kp9Vn4Bc6Hd1Fg5Ys0Ua=='", "Zq8Wx3Lm7Rt2"),
    # accounts traded as account----password lines
    ("批量账号：\nwangfang@example.cn----Spring@2024qx\n13800138000----Hz#88aa1234", "Spring@2024qx"),
    ("seller list (mail----pass----note):\nmia@example.org----Tq7!larch22----verified", "Tq7!larch22"),
    # a value written to a file named for a secret, or piped into a secret store
    ("echo 'Rv8Lm2Qz7Wx3Tk9' > /etc/backup.pass && chmod 600 /etc/backup.pass", "Rv8Lm2Qz7Wx3Tk9"),
    ('printf "%s" "Kp4Vx9Lm2Qr7Tz3W" | docker secret create smtp_password -', "Kp4Vx9Lm2Qr7Tz3W"),
    # a network device's password or key after its encryption type
    ("sw1(config)# username ops secret 0 Gr4nite!peak", "Gr4nite!peak"),
    ("[AR1-aaa] local-user noc password irreversible-cipher Harbor#lights", "Harbor#lights"),
    ("radius-server host 10.9.8.7 key 7 Tz9Lm2Qv8Wx", "Tz9Lm2Qv8Wx"),
    # wpa_passphrase's second argument (the SSID before it stays)
    ("wpa_passphrase lobby-5g 'Maple2031&qz' > /etc/wpa.conf", "Maple2031&qz"),
    # a key named by its use, whatever its length
    ("[jwt]\nhmac_key_bytes = " + "Qx7vLm2Rt9Kp4Wz8Nc3B" * 12, "Qx7vLm2Rt9Kp4Wz8Nc3B"),
    # a kubeconfig's client key data
    ("users:\n- name: ci\n  user:\n    client-key-data: " + "TUlJRXBRSUJBQUtDQVFFQXo4" * 4, "TUlJRXBRSUJBQUtDQVFFQXo4"),
    # a list of keys after a plural key name
    ("SESSION_KEYS=Zq8Wx3Lm7Rt2Kp9Vn4Bc6H==,Lm4Qz8Wx2Rt7Kp4Vn9BcQ==", "Lm4Qz8Wx2Rt7Kp4Vn9BcQ=="),
    # a token's name cut short in an assignment
    ("export GH_TKN=Hq3Wt8Lm2Vp7Rx4Kz9Nc1Bd6Fg0Js5", "Hq3Wt8Lm2Vp7Rx4Kz9Nc1Bd6Fg0Js5"),
    # library calls taking a user and a password as literals
    ('var c = new NetworkCredential("backup", "Quartz-lagoon-77Z");', "Quartz-lagoon-77Z"),
    ("$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', 'Wq5#zLm8!pRt');", "Wq5#zLm8!pRt"),
    ("Net::SMTP.start('smtp.example.org', 587, 'example.org', 'bot', 'Lm2Qz+TkWvRpXc', :plain)", "Lm2Qz+TkWvRpXc"),
    # Redis's AUTH: at the prompt, or a client's auth("...")
    ("127.0.0.1:6380> AUTH Coral#5521zq\nOK", "Coral#5521zq"),
    ('local res, err = rds:auth("Birch#2291qv")', "Birch#2291qv"),
    # a cookie built in code, an SDK's subscription key
    ('Cookie c = new Cookie("JSESSIONID", "Qw8Er4Ty2Ui6Op0As3Df7Gh1Jk5");', "Qw8Er4Ty2Ui6Op0As3Df7Gh1Jk5"),
    ('cfg = TranslatorConfig(subscription="a9B8c7D6e5F4g3H2i1J0k9L8m7N6o5P4", region="westeurope")', "a9B8c7D6e5F4"),
    # a secret manager's CLI printing one value, and its output on the next line
    ("$ kubectl -n app get secrets db -o jsonpath='{.data.pass}' | base64 --decode\nHx$71wqPbT2", "Hx$71wqPbT2"),
    ("$ vault kv get -field=token secret/ci\nLm4Qz8Wx2Rt7Kp4Vn9Bc", "Lm4Qz8Wx2Rt7Kp4Vn9Bc"),
    # a secret's file printed by another pager, or shown in a fence under its name
    ("$ head -n 5 ~/.config/app/api.token\nZx3Cv8Bn2Mq7Wr4Tp9Ls6Kd", "Zx3Cv8Bn2Mq7Wr4Tp9Ls6Kd"),
    (
        "here is /srv/replica/keyfile:\n```\nQm9vdHN0cmFwS2V5UGFydE9uZUxpbmVPZlRoZUZpbGVBbmRNb3JlQ2hhcnNIZXJl\n"
        "U2Vjb25kTGluZU9mVGhlS2V5ZmlsZVdpdGhFbm91Z2hDaGFyYWN0ZXJzVG9Db3VudA\n```",
        "U2Vjb25kTGluZU9mVGhlS2V5ZmlsZVdpdGhFbm91Z2hDaGFyYWN0ZXJzVG9Db3VudA",
    ),
    # rsync's secrets file: name:password lines after its name
    ("/etc/rsync.d/site.secrets:\nsync:Tz8$wq2Lmv\nweb:Kp4!Vx9Lm2", "Kp4!Vx9Lm2"),
    # Oracle's tools: a password holding "@", exp/imp, rman's catalog account
    ("exp scott/Tig3r@home@orcl file=s.dmp", "Tig3r@home"),
    ("rman target / catalog rcat/Pz5tK9wQm3@RCATDB", "Pz5tK9wQm3"),
    # a proxy's share link, a V2Ray client's id
    ("节点：trojan://Kq83mZp0wLe9Rt7v@hk.example.net:443?sni=hk.example.net#HK", "Kq83mZp0wLe9Rt7v"),
    (
        '{"inbounds":[{"protocol":"vless","settings":{"clients":[{"id":"0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0"}]}}]}',
        "0b1c2d3e-4f50",
    ),
    # a console's name for a secret that says no secret word
    ("<key>AMapSecurityJsCode</key><string>9f8e7d6c5b4a39281716253443526170</string>", "9f8e7d6c5b4a3928"),
    ("声网控制台：App Certificate 0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f6071"),
    # a settings table's row whose key names a secret
    ("INSERT INTO settings (k, v) VALUES ('sms.app.secret', 'f0e1d2c3b4a5968778695a4b3c2d1e0f');", "f0e1d2c3b4a59687"),
    # a user and password before a host, no scheme
    ("curlftpfs deploy:Vm8Qz2Lx7Rt4@files.example.org /mnt/files", "Vm8Qz2Lx7Rt4"),
    # a header's name saying secret, then its value on the next line
    ("- key: x-service-token\n  value: Lm3Qz8Wx2Rt7Kp4Vn9Bc", "Lm3Qz8Wx2Rt7Kp4Vn9Bc"),
    # pulumi config set --secret NAME VALUE
    ("pulumi config set --secret apiKey Zq8Wx3Lm7Rt2Kp9V", "Zq8Wx3Lm7Rt2Kp9V"),
    # a remote desktop's one-time code after the device's id
    ("ToDesk 设备代码 412 905 337，临时密码 k7wq2m", "k7wq2m"),
    # an expect block's prompt and its send on one line
    ('expect {\n  "Password:" { send "Orbit77!zeph\\r" }\n}', "Orbit77!zeph"),
    # a session id by its shape in a cookie string, whatever the cookie's name
    ('SCRAPER_COOKIE="uid2=7c1f0e9d8b6a5c4e3f2a1b0c9d8e7f6a; lang=zh"', "7c1f0e9d8b6a5c4e3f2a1b0c9d8e7f6a"),
    # a cookie string's value shaped like a credential, whatever its name; a cookie export; a dict of cookies
    ("curl -b 'pref=1; WSID=Qw8Er4Ty2Ui6Op0As3Df7Gh1Jk5Lz' https://example.org", "Qw8Er4Ty2Ui6Op0As3Df7Gh1Jk5Lz"),
    ('[{"domain": ".example.org", "name": "k7", "value": "9f8e7d6c5b4a39281716a5b4c3d2e1f0"}]', "9f8e7d6c5b4a3928"),
    ("cookies = {'lang': 'en', 'AUTHX': 'Zq8Wx3Lm7Rt2Kp9Vn4Bc6Hd1'}", "Zq8Wx3Lm7Rt2Kp9Vn4Bc6Hd1"),
    # Slack's d cookie
    ("Cookie: d=xoxd-Lm3Qz8Wx2Rt7Kp4Vn9Bc%2FHq3Wt8Lm2Vp7", "xoxd-Lm3Qz8Wx2Rt7Kp4Vn9Bc"),
    # Jenkins: the credentials class's password, jenkins-cli's -auth user:token
    (
        'new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, "ci-git", "git user", "ci", "Tz8$wq2Lmv9")',
        "Tz8$wq2Lmv9",
    ),
    (
        "java -jar jenkins-cli.jar -s https://ci.example.org/ -auth ops:1f0e2d3c4b5a69788796a5b4c3d2e1f0aa who-am-i",
        "1f0e2d3c4b5a6978",
    ),
    # a user and a password after an admin's name or 账密, split by a slash
    ("测试库账密：ops_ro / Qz7#mLk29p，只读", "Qz7#mLk29p"),
    # a correction after a password given: the corrected one ending its line
    ("ops: the nas password is Birch#2291qv\nops: my bad, it's Birch#2291qw-7", "Birch#2291qw-7"),
    ("王芳：数据库密码 Yt7&kw3Lpq\n王芳：不对，打错了，是 Yt7&kw3Lpz9", "Yt7&kw3Lpz9"),
    # a meeting invitation's passcode, letters only too
    ("Webex meeting\nMeeting ID: 2634 118 907\nPassword: tRvQmWzx", "tRvQmWzx"),
    ("会议号：915 223 604，会议密码：kqzwtm", "kqzwtm"),
    # a vendor's token after an escaped line end in a shell string
    ("printf $'https://adb-1.azuredatabricks.net\\ndapi9f8e7d6c5b4a39281716253443526170'", "dapi9f8e7d6c5b4a3928"),
    # a password near an admin's name in a sentence, its parts cased at random
    ("for the jenkins admin it's, hold on, Quill#otter58, all lower but the Q", "Quill#otter58"),
    ("vpn pw is still QX204.maple.rTOy unless it was rotated", "QX204.maple.rTOy"),
    # a PHP array's key naming a password with =>
    ("$conf = ['smtppassword' => 'Lake.40931#x'];", "Lake.40931#x"),
]

UNCHANGED_K = [
    # numbers in eight groups of six that are no recovery password, bytes that are no key
    "order batch 123456-234567-345678-456789-567890-678901-789012-890123 shipped",
    "histogram: [" + ",".join(str(i % 5) for i in range(64)) + "]",
    # a webhook's docs, a function's URL without a key
    "see https://docs.example.org/hooks/overview for the hooks we send",
    "https://fn-orders.azurewebsites.net/api/Ingest?name=test",
    # dashes between words, a separator line
    "summary----details\n--------\nname----value",
    # echo of something harmless to a key's file, a reference piped to a secret store
    'echo "$API_TOKEN" > ~/.token',
    'echo "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG4rTq8vLm2Xp9Wz3Kc7 ci@build" >> ~/.ssh/authorized_keys',
    'echo "${{ secrets.NPM_TOKEN }}" | docker secret create npm_token -',
    # device config lines without a value or with words
    "The key 0 is reserved; password 7 encryption is weak",
    "on the console press key 7 Enter to confirm",
    "switch(config)# service password-encryption",
    # wpa_passphrase reading its passphrase from a file
    "wpa_passphrase HomeNet < /tmp/pass.txt",
    # a key named by its use, holding a reference or an id
    "signing_key_id = 7f3a9c2e1b4d",
    "encryption_key = ${KMS_KEY_ARN}",
    # a plural key name over a list of names
    "ALLOWED_KEYS=user_id,created_at,updated_at",
    "SORT_TOKENS=asc,desc",
    # a token's limit under a short name
    "MAX_TOK=4096",
    # calls with the password from the environment or a variable
    'var c = new NetworkCredential("backup", Environment.GetEnvironmentVariable("FTP_PASS"));',
    "$pdo = new PDO($dsn, $user, $pass);",
    'red:auth(os.getenv("REDIS_PASSWORD"))',
    # a cookie's settings, an SDK's subscription named by a variable
    'Cookie c = new Cookie("theme", "dark");',
    "cfg = SpeechConfig(subscription=speech_key, region=region)",
    # a secret manager's CLI printing nothing secret
    "$ kubectl get secrets -n app | base64 -d\nerror: no objects passed",
    # a file named for a token holding prose, a public key's file
    "token_notes.md:\n```\nrotate every ninety days\n```",
    # a V2Ray config's user fields that are no id, a proxy link with a placeholder
    '{"clients": [{"email": "ops@example.org", "level": 0}]}',
    "ss://method:password@host:port is the format",
    # a security code in prose, a certificate's label
    "the card's security code is on the back",
    "App Certificate fingerprint is shown in the console",
    # a settings table's row that is no secret
    "INSERT INTO settings (k, v) VALUES ('site.theme', 'skin-blue');",
    # a header name without a secret word, a user at a host
    "- key: x-request-id\n  value: 7f3a9c2e-1b4d",
    "curlftpfs ftp.example.org /mnt/ftp",
    # pulumi config set of a plain value
    "pulumi config set aws:region eu-west-1",
    # analytics cookies and short values in a cookie string
    'document.cookie = "Hm_lvt_0f1e2d3c4b5a69788796a5b4c3d2e1f0=1733462400; theme=dark"',
    # a visitor's or a device's id in a cookie string, a cookie export's short values
    "Cookie: UM_distinctid=18c2f0a9b7e-0d4c3b2a19f8e7-26031f51-1fa400-18c2f0a9b7f2c1; lang=zh-CN",
    "Cookie: visitor_id=Qw8Er4Ty2Ui6Op0As3Df7Gh1; theme=dark",
    '[{"domain": ".example.org", "name": "lang", "value": "en-US"}]',
    # jenkins-cli reading its auth from a file, an admin's roles split by a slash
    "java -jar jenkins-cli.jar -s https://ci.example.org/ -auth @/var/lib/ci/auth.txt who-am-i",
    "admin rights: read / write",
    # a correction after a password that gives none
    "ops: the nas password is [已脱敏:password]\nops: my bad, it's in the vault now",
    "密码是 [已脱敏:password]\n不对，这个是旧的，新的在 vault 里",
    # a meeting's id and its dial-in without a passcode
    "Meeting ID: 819 6102 9769\nOne tap mobile: +16465588656,,81961029769#",
    "Meeting ID: 819 6102 9769\nPasscode: none (waiting room on)",
    # admin in sentences without a password
    "gave admin rights to svc-deploy-2024 and GitHub_Actions",
    "the admin panel moved to https://ops.example.org/admin/v2 last week",
    # names with words cased as names are (iOS, userName, HTTP) in a password line
    "the password reset flow for build.iOS.release and userName.HTTP.header is fixed",
    # an object's key in a bucket after a "Key" field
    '"Key": "exports/2026/12/06/Orders_Q4_Final-7fA3.csv.gz"',
    # a variable's name assigned to credentials in code
    "client.Credentials = creds;",
    # an env read in Elixir, a regular expression after a password's name, an id in quotes
    'secret = System.fetch_env!("SESSION_SECRET")',
    "const PASSWORD_PATTERN = /^(?=.*\\d)(?=.*[A-Z]).{10,}$/;",
    'Terraform output: `deploy_key_id = "key_Q7W2E9R4T6Y1U3I8O5P0"`',
]
