"""The classes of secret found missed, and of harmless text found changed, when blind corpus H's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from H): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_H = [
    # a real value beside a test's stand-in, and a form's value filled in
    ('STAND_IN = "mock-signing-key"\nLIVE_SIGNING_KEY = "Rv8kQ2mZxT4pLw9nBc7d"', "Rv8kQ2mZxT4pLw9nBc7d"),
    ('oss:\n  access_key_secret: "Hq3vN8xLp2Wm7Rk9Tz4c"  # 已填写', "Hq3vN8xLp2Wm7Rk9Tz4c"),
    # a secret in a JSON log line, beside fields that name none; a GPG key's secret material
    ('{"event":"login","user":"ana","password":"Wq7#pLx29vRt"}', "Wq7#pLx29vRt"),
    ("GPG_KEY_PASSPHRASE=Tn8vQ2xLw5Rk9mPz", "Tn8vQ2xLw5Rk9mPz"),
    # a password beside a file's reference, an rsync target and a mount's options
    ("rsync daemon: user mirror, password Kd7#vQ2xPz9w, target mirror@10.3.8.21::pub", "Kd7#vQ2xPz9w"),
    ("mount -t cifs //nas/x /mnt/x -o username=li,password=Vb6!qT3zLm8r,uid=1000", "Vb6!qT3zLm8r"),
    ("DB_PASSWORD=Jx4@nR8wQp2v\nDB_PASSWORD_FILE=/run/secrets/other", "Jx4@nR8wQp2v"),
    # a key in a word of its own near a Token type, and the root password after root/
    ("let token = Token::new(kind); // bot key: Zr5tW9qLx2Vm8Kp4Bn7c", "Zr5tW9qLx2Vm8Kp4Bn7c"),
    ("服务器 root/Mx8#qW2zLp5v，别外传", "Mx8#qW2zLp5v"),
    # a secret's value (not its digest) printed beside its name
    ("MAILGUN_API_KEY=Hc4vN9qLx2Tw7Rz5Kp8m", "Hc4vN9qLx2Tw7Rz5Kp8m"),
    # a licence or recovery key in groups of other lengths, a licence block, codes under a long heading
    ("JetBrains seat for the CI box, serial K7-QWTR-5521-ZPLM-88XD", "K7-QWTR-5521-ZPLM-88XD"),
    ("BitLocker recovery key of the finance laptop (tag 55AX): 7QPM-R2XW-9KDL-T4ZB", "7QPM-R2XW-9KDL-T4ZB"),
    ("苹果账户恢复密钥：QX7R-M2PL-9ZKT-W4VN-H8CJ-5DYB，放保险柜", "QX7R-M2PL-9ZKT-W4VN-H8CJ-5DYB"),
    (
        "----- BEGIN LICENSE -----\nwmeyer\n2 User License\n9F3C0A7E 44B1D2E8\n----- END LICENSE -----",
        "9F3C0A7E 44B1D2E8",
    ),
    (
        "admin@jump-02:~/ops$ ssh vault-host-3 'cat ~/ops/accounts/okta-admin-recovery-codes.txt'\n7fa21-c9d04\n3be88-01f7a",
        "7fa21-c9d04",
    ),
    # mail and chat clients: a ...pass setting, USER then PASS lines, NickServ's IDENTIFY
    ("[Repository work]\nremoteuser = li@corp.cn\nremotepass = Harbor.7731", "Harbor.7731"),
    ("IMAPAccount work\nUser li@corp.cn\n# 授权码，不是登录密码\nPass qkvmzbtrwplaxnde", "qkvmzbtrwplaxnde"),
    ("nc mail.lan 110\n+OK\nUSER wang\n+OK\nPASS lihua19900412\n+OK", "lihua19900412"),
    ("/msg NickServ IDENTIFY quill_Fox27", "quill_Fox27"),
    # database clients' own password flags and logon lines
    ("vsql -h 10.4.2.9 -U etl -w Quarry.5521 -d dw", "Quarry.5521"),
    ("gsql -d app -h 10.1.1.4 -p 26000 -U omm -W 'Kx8-Lm2Pq9vT' -r", "Kx8-Lm2Pq9vT"),
    ("obclient -h10.0.3.3 -P2881 -uapp@tenant#cluster -p'Zq.2029!w' -A", "Zq.2029!w"),
    ('disql SYSDBA/"hongmei19820117"@10.9.0.2:5236', "hongmei19820117"),
    (".LOGON tdprod/loader,copper.harbor.9917;", "copper.harbor.9917"),
    # a password word shortened to psw; an HMAC key named in a sentence; an admin key in hex
    ("psw Lianhe#5520 首次登录后改掉", "Lianhe#5520"),
    (
        "HMAC key for signing the partner callbacks: Qm7_vR2xLp9TwK4zNb8cYd3fHs6jEa1u",
        "Qm7_vR2xLp9TwK4zNb8cYd3fHs6jEa1u",
    ),
    ("the Meilisearch admin key for staging: 5e1c9a0f7b3d2e8a6c4f1b0d9e7a3c5f", "5e1c9a0f7b3d2e8a6c4f1b0d9e7a3c5f"),
    (
        "Dropbox backup codes for the shared design team workspace (every code works once): 4817 2290, 6631 0457",
        "4817 2290",
    ),
]

UNCHANGED_H = [
    # a test's stand-in named so, in lower-case words, in Go, Python, JS and YAML
    'const stubSecret = "fake-secret-for-ci"',
    "TEST_TOKEN = 'dummy-token-for-tests-7'",
    "  authPassword: 'mock-pass-19',",
    "db_password: not-a-real-password-please",
    # a sample config with Chinese instructions in place of the values
    'qiniu:\n  secret_key: "请填写你的SecretKey"\n  access_key: "请输入AccessKey"',
    # a secret's hash kept to match findings by, and a signing key's public fingerprint
    'allowlist:\n  - hashed_secret: "3f1a9c0d7e5b2468ace13579bdf02468ace13579"',
    "ENV GPG_KEY 7A2C91E04BF3D58C6E10A9F27B43C8D5E96F0A1B",
    # a JSON log whose password word is another field's value; a phone's model id near one
    '{"level":"warn","msg":"password reset requested","account_id":88410273}',
    '{"auth_method":"password","client":"iPad13,4","ok":true}',
    # where a password is kept, not the password: a variable naming a file, a credentials file with
    # a mount's options after it, systemd's credential bound to a path, rsync's target
    "the db password comes from MARIADB_PASSWORD_FILE=/run/secrets/maria_main in compose",
    "//fs01/team /mnt/team cifs credentials=/etc/samba/.team.cred,uid=1000,gid=1000 0 0",
    "[Service]\nLoadCredential=apitoken:/etc/credstore/billing-apitoken",
    "rsync -a --password-file=/etc/rsyncd.pass /srv/www/ mirror@10.3.8.21::pub",
    # a secret's address in a cloud, in backticks or after Chinese words
    "we fetch the token by assuming `arn:aws:iam::409812334756:role/ci-publish` from the runner",
    "密码存在凭据管家里，凭据名 acs:kms:cn-hangzhou:1234567890123456:secret/orders-db",
    # a DNS TXT record's value under _dnsauth; a class's name and Rust's Token::new near key words
    "TXT record _dnsauth.example.cn value 2026112301020304ab9x7kq2mzp4lw8vn3rt5",
    "// store the token with EncryptedSharedPreferences, never in plain prefs",
    "    '=' => Token::new(TokenKind::Assign, self.pos),",
    # a platform's list of secrets: each NAME with a short digest of its value, not the value
    "NAME                 DIGEST            UPDATED\nSENDGRID_API_KEY     7d0e3a91c5b2f486  3d ago",
    # an id in groups near a licence word; a licence block's markers talked about; a line of prose
    # under a heading that names recovery codes
    "license id 6A1F0E9D-3C7B-4E25-9D80-B7C4A2E1F053 was assigned to the team",
    "the recovery key rotation is tracked in OPS-2231-A",
    "a licence file starts with ----- BEGIN LICENSE ----- and ends with its END line",
    "we regenerated the recovery codes for the shared account last week, see the runbook\nthe new ones are in the safe",
    # a test runner's PASS lines with no USER line before them; a pass setting that names a file
    "PASS src/auth/login.test.ts\nPASS src/auth/session.test.ts",
    "smtppass = /etc/msmtp/password-file",
    # a client's port flag, a logon without a password, the commit of a key's rotation, the PSW register
    "gsql -d app -h 10.1.1.4 -p 26000 -U omm -r",
    ".LOGON tdprod/loader;",
    "the admin key rotation landed in commit: 5e1c9a0f7b3d2e8a6c4f1b0d9e7a3c5f",
    "the PSW register holds the condition flags after each instruction",
    # a certificate's SHA1 fingerprint in colons; sha256sum output escaped in JSON
    "签名证书 SHA1：3A:9F:01:C2:7B:44:E8:15:D0:6A:2C:93:B7:58:1E:F4:0D:86:A3:5C",
    '{"content": "release notes\\n4c1f9e0a7b3d5286e1f04a9c7d2b6e8f1a3c5d7e9f0b2d4a6c8e1f3a5b7d9c0e  auth-2.1.0-linux.tar.gz"}',
]
