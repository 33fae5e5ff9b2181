"""The classes of secret found missed (and of harmless text found changed) when blind corpus M's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from M): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_M = [
    # a password near a record's id is still a password
    ("Your new password is Q7RZK2M4XP; please change it after login.", "Q7RZK2M4XP"),
    ("ticket ID is 4411, the wifi password: Hx8!tRw2pLm9", "Hx8!tRw2pLm9"),
    # a SigV4 header's scope names no password: a password after it still is one
    (
        "Credential=AKIAQ3EXAMPLE7ZZ9WXY/20250101/eu-west-2/s3/aws4_request and the console password: Vb7#qLm2Xr9t",
        "Vb7#qLm2Xr9t",
    ),
    # a hex key in a sentence that names no published test vector
    ("prod config: key = 9f3c1a7e5b2d4c6f8a0e1b3d5f7a9c2e, rotate monthly", "9f3c1a7e5b2d4c6f8a0e1b3d5f7a9c2e"),
    # an Erlang cluster's cookie: named, given to -setcookie, written to or printed from .erlang.cookie
    ("couchdb node fails to join: COUCHDB_ERLANG_COOKIE=PLWQZNRTXKVMBHDSYCGA in the old unit", "PLWQZNRTXKVMBHDSYCGA"),
    ("iex --sname worker2 --cookie x; erl -name a@h -setcookie Vq7KzLr2Tn9w", "Vq7KzLr2Tn9w"),
    (
        "两台节点 cookie 不一致，先执行 echo -n HJWQPTXMZKRNBVCYSLDA > /var/lib/rabbitmq/.erlang.cookie",
        "HJWQPTXMZKRNBVCYSLDA",
    ),
    ("root@mq2:~# cat /var/lib/rabbitmq/.erlang.cookie\nZKQMWTRPLXHNVBYCDSGA\nroot@mq2:~#", "ZKQMWTRPLXHNVBYCDSGA"),
    # a secret file printed: a container's /run/secrets/X, a vault password file (a passphrase too)
    ("$ docker compose exec api cat /run/secrets/stripe_key\nrk9Vx2Lq7Tz4Wm8N", "rk9Vx2Lq7Tz4Wm8N"),
    (
        "查一下 vault 密码文件：\n$ cat ~/.config/ansible/.vault_password\nmaple orbit canyon velvet drift",
        "maple orbit canyon velvet drift",
    ),
    ("PS> Get-Content C:\\deploy\\svc-token\nQm3xT8vLr2Kp9Wz5", "Qm3xT8vLr2Kp9Wz5"),
    # a password handed to a tool by echo (--password-command, --password-file <(echo X)) or a here-string
    ("borg create --passcommand 'echo Tq4!wRz8Lm' /srv/borg::daily", "Tq4!wRz8Lm"),
    ("  88  restic -r sftp:bk:/repo check --password-file <(printf Zx9#Kd2Qv)", "Zx9#Kd2Qv"),
    ('把盘挂上：cryptsetup luksOpen /dev/nvme1n1p2 vault <<< "Hn7@2025!pk"', "Hn7@2025!pk"),
    # recovery codes after the heading's colon, dashed ones a space apart, Chinese ones split by 、
    ("Stash these GitHub recovery codes for the ops bot: 7fk2q-x9d3m pw4ze-tr8n1 b2m7k-qq5xa", "pw4ze-tr8n1"),
    ("邮箱账号的恢复码（只能用一次）：7315 0042、8861 2390、1174 6628", "8861 2390"),
    # a lock's code: a combo said to be one, a code after its lock with no verb
    ("Heads-up: combo for the bike cage is 4827 and the key safe at reception 991203", "991203"),
    ("Heads-up: combo for the bike cage is 4827 and the key safe at reception 991203", "4827"),
    ("前台保险柜 730914，门禁码 2468，周一改", "730914"),
    # an account's security answer or memorable word, quoted or not, English and Chinese
    ("for the bank's phone line the memorable word is Larkspur19, the PIN is separate", "Larkspur19"),
    (
        'registrar account recovery: security answer was "copper lantern mossy ferry", keep it offline',
        "copper lantern mossy ferry",
    ),
    ("支付宝那个号的密保答案是「xiaohuang-2009」，别外传", "xiaohuang-2009"),
    # an SNMPv3 user's auth and priv keys after their algorithms
    ("core-sw1(config)# snmp-server user nms grp3 v3 auth sha256 Tr0ut-Kv92xL priv aes 256 Bq7-Mnz4Wp2", "Bq7-Mnz4Wp2"),
    # a Wi-Fi network's key after its name with no verb
    ('cabin wifi network "lakeside-5G", key Pine!Otter42 (printer is on the 2.4 one)', "Pine!Otter42"),
    ("Office card — SSID studio-guest · passphrase lantern mossy crater ribbon", "lantern mossy crater ribbon"),
    ("民宿无线网络：Sunny_Home / 密码 sunny88990", "sunny88990"),
    # a cloud's AK and SK as two words before their values, no colon
    ("对象存储配置：ak 3f9c0e7a1b2d4c6e8f0a sk 9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c", "3f9c0e7a1b2d4c6e8f0a"),
    (
        "对象存储配置：ak 3f9c0e7a1b2d4c6e8f0a sk 9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c",
        "9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c",
    ),
    # a recovery phrase in a variable, its words on the BIP-39 list or not
    (
        'export WALLET_MNEMONIC="kettle orbit lantern saffron quiver meadow puzzle harbor velvet nectar fjord ember"',
        "kettle orbit",
    ),
    # Razorpay's key id
    ("checkout.js is given key: 'rzp_live_Qx7Lm2Kv9Tz4Wp', the secret stays server-side", "rzp_live_Qx7Lm2Kv9Tz4Wp"),
    # a firmware password named by the firmware
    ("Handover notes: BIOS: Zq8!mulberry-K4 / Windows admin set by Intune", "Zq8!mulberry-K4"),
    ("交接：UEFI 管理密码 UEFI: Wz7#kestrel22，BitLocker 由域管理", "Wz7#kestrel22"),
    # a presigned URL's signature with its credential in the URL
    (
        "https://b.s3.amazonaws.com/x.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIAQ7EXAMPLEZZ9WXY2%2F20260101"
        "%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z&X-Amz-Expires=600&X-Amz-SignedHeaders=host"
        "&X-Amz-Signature=5f0c2b9e8d7a6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b",
        "5f0c2b9e8d7a6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b",
    ),
    # MATLAB's database(name, user, password, ...)
    ('% 报表脚本\nconn = database("sales", "etl_ro", "Tk9#vRm2Lq", "Vendor", "PostgreSQL");', "Tk9#vRm2Lq"),
]

UNCHANGED_M = [
    # a record's id said to be one ("your request ID is X") is a public identifier
    "Support ticket ID is Q7RZK2M4XP; please never send us your password.",
    "Your order id was 9HTX3KDQ2WLA, the password reset link is in a separate mail.",
    "Tracking ID is ZX81KQ7M3NPV - we will never ask for your password.",
    # an AWS SigV4 Authorization header: its credential scope and signed header names
    "AWS4-HMAC-SHA256 Credential=AKIAQ3EXAMPLE7ZZ9WXY/20250101/eu-west-2/sqs/aws4_request, "
    "SignedHeaders=content-type;host;x-amz-date, Signature=5d2c",
    # a published test vector's key, a comma after it
    "NIST SP 800-38A test vector: key = 603deb1015ca71be2b73aef0857d7781, iv 000102030405060708090a0b0c0d0e0f",
    "ChaCha20 from RFC 8439 section 2.4.2: key = 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f, "
    "nonce 000000000000004a00000000",
    # a code list's heading alone, codes talked about; a lock with a year, a count, a price or a model
    "recovery codes: you get ten of them and each works once, store them offline",
    "备用恢复码：在安全设置页生成、下载、打印，每个只能用一次",
    "the combo of both filters is what finally worked",
    "we bought a key safe in 2024 and a padlock model 5500 for the shed",
    "保险柜 2023 年采购，钥匙柜 3 台，密码箱 1200 元",
    # security answers talked about, asked for
    "the security answer is stored hashed and never shown in plain text",
    "密保答案是什么？忘了的话只能找客服重置",
    "Security questions and answers are weak, so we removed them in 2023.",
    # the same words with no key after them
    "we use auth sha with priv aes 256 on every switch now",
    "the guest network, key rotation and the printer are on today's agenda",
    "SSID / password policy: see the wiki page before changing anything",
    "无线网络 / 密码 问题请找前台",
    # the words with no value after them: AK/SK talked about, a mnemonic's prose, a BIOS version
    "the ak sk pair lives in the vault; rotate it with the sk tool, not by hand",
    'seed_phrase: "the quick brown fox jumps over the lazy dog and then it sleeps"',
    "BIOS: F.42 (2023-05-01), UEFI mode, secure boot on",
    "updated the BIOS to version 1.14.2 and the UEFI firmware to 2.7.0 last night",
    # a presigned URL with no credential: its signature is the link's HMAC
    "https://pub.s3.amazonaws.com/a.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20260101T000000Z"
    "&X-Amz-Expires=900&X-Amz-SignedHeaders=host"
    "&X-Amz-Signature=0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e",
    # MATLAB's database() given the environment's values, or empty ones
    "conn = database('sales', getenv('DB_USER'), getenv('DB_PASS'), 'Vendor', 'PostgreSQL');",
]
