"""The classes of secret the blind review found missed (issue 21), each tried both ways: the
secret is gone, and a harmless text of the same shape is left as it was."""

from __future__ import annotations

import random

import pytest

from agent_memory import Memory
from agent_memory.secret_shapes import credential, phrases

from .test_redaction_classes_d import CAUGHT_D, UNCHANGED_D
from .test_redaction_classes_e import CAUGHT_E, UNCHANGED_E
from .test_redaction_classes_f import CAUGHT_F, UNCHANGED_F
from .test_redaction_classes_g import CAUGHT_G, UNCHANGED_G
from .test_redaction_classes_h import CAUGHT_H, UNCHANGED_H
from .test_redaction_classes_i import CAUGHT_I, UNCHANGED_I
from .test_redaction_classes_j import CAUGHT_J, UNCHANGED_J
from .test_redaction_classes_k import CAUGHT_K, UNCHANGED_K
from .test_redaction_classes_l import CAUGHT_L, UNCHANGED_L
from .test_redaction_classes_m import CAUGHT_M, UNCHANGED_M
from .test_redaction_classes_n import CAUGHT_N, UNCHANGED_N

# (text, what must not survive): tool flags, config formats, vendor formats, prose, phrases, long values
CAUGHT = [
    # a password named in a sentence, the value where people put it
    ("Password for the build server console: Tz8#kq2Lm", "Tz8#kq2Lm"),
    ("the root pw on the old NAS is now Qm4nT7vZ2pL9x", "Qm4nT7vZ2pL9x"),
    ("Use Hv7!pq3Rz as the password for the demo account", "Hv7!pq3Rz"),
    ("the db password was changed from Ol4!dPw92 to amber-Falcon-88 last night", "amber-Falcon-88"),
    ("你试试 zhangsan1988! 这个密码", "zhangsan1988!"),
    ("数据库口令已更新为 Kp-29xQ!mz", "Kp-29xQ!mz"),
    ("router\nadmin\nWq7-zPx!92", "Wq7-zPx!92"),
    ("GPG passphrase is maple_orbit_quartz_lantern", "maple_orbit_quartz_lantern"),
    ("ipmitool -I lanplus -H 10.0.0.9 -U ADMIN -P Bm3_qLz8Vw chassis status", "Bm3_qLz8Vw"),
    ('<add key="ClearTextPassword" value="fe_9Lk2!qZ" />', "fe_9Lk2!qZ"),
    ("mysql -u root -phunter2", "hunter2"),
    ("mysql -u root -p'Xy7$abc'", "Xy7$abc"),
    ("helm repo add internal https://charts.example.com --username ci --password Hx92kLmq", "Hx92kLmq"),
    ("keytool -genkeypair -keystore app.jks -storepass St0rePass99 -keypass K3yPass77", "St0rePass99"),
    ("keytool -genkeypair -keystore app.jks -storepass St0rePass99 -keypass K3yPass77", "K3yPass77"),
    ('jarsigner -keystore rel.jks -storepass "Rel3ase!pw" app.apk release', "Rel3ase!pw"),
    ('mongosh "mongodb+srv://appuser:Mg7pQ2xZ@cluster0.ab1cd.mongodb.net/prod"', "Mg7pQ2xZ"),
    ("mongosh --host db1 -u admin -p Mongo2024pw --authenticationDatabase admin", "Mongo2024pw"),
    ("sqlcmd -S tcp:sql01,1433 -U sa -P 'YourStr0ng!Passw0rd' -Q \"select 1\"", "YourStr0ng!Passw0rd"),
    ('ldapsearch -x -H ldap://ldap.corp -D "cn=admin,dc=corp,dc=io" -w LdapAdm1n -b dc=corp,dc=io', "LdapAdm1n"),
    ("ldapmodify -x -D cn=admin,dc=corp -w 'Adm!n2023' -f change.ldif", "Adm!n2023"),
    ("smbclient //fs01/finance -U alice%Summer2024!", "Summer2024!"),
    ("docker login -u bob -p P@ssw0rd99 registry.example.com", "P@ssw0rd99"),
    ("htpasswd -b -c /etc/nginx/.htpasswd admin Adm1nPass!", "Adm1nPass!"),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:Exp0rtPw", "Exp0rtPw"),
    ("openssl rsa -in enc.key -passin pass:K3yPhrase -out dec.key", "K3yPhrase"),
    ("redis-cli -h cache -a R3disPass! ping", "R3disPass!"),
    ("curl -u deploy:Dpl0y!2024 https://ci.example.com/api", "Dpl0y!2024"),
    ("sshpass -p 'Ssh!Pass9' ssh root@10.0.0.4", "Ssh!Pass9"),
    ("define('DB_PASSWORD', 'wp_Pa55word!');", "wp_Pa55word!"),
    ("define( 'AUTH_KEY', 'x8$kL2#pQ9@vM4&nR7*tY1!' );", "x8$kL2#pQ9@vM4&nR7*tY1!"),
    ("<password>MavenRepo#2024</password>", "MavenRepo#2024"),
    ("<server><id>nexus</id><username>deployer</username><password>nx-D3pl0y</password></server>", "nx-D3pl0y"),
    ('<user username="tomcat" password="T0mcat!adm" roles="manager-gui"/>', "T0mcat!adm"),
    ("<secret>a9f8e7d6c5b4a3928171</secret>", "a9f8e7d6c5b4a3928171"),
    ('{"auths": {"registry.example.com": {"auth": "ZGVwbG95OkRwbDB5ITIwMjQ="}}}', "ZGVwbG95OkRwbDB5ITIwMjQ="),
    (
        "secret_key_base: 5f3a9c1e7b2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a",
        "5f3a9c1e7b2d4f6a8c0e1b3d5f7a9c1e",
    ),
    ("SECRET_KEY = 'django-insecure-8x!k2@p9#m4$v7&q1'", "django-insecure-8x!k2@p9#m4$v7&q1"),
    ("app.config['SECRET_KEY'] = 'f3c9a1e7b5d2'", "f3c9a1e7b5d2"),
    ("Cookie: sessionid=k2j3h4g5f6d7s8a9q0w1e2r3t4y5u6i7; csrftoken=abc", "k2j3h4g5f6d7s8a9q0w1e2r3t4y5u6i7"),
    (
        "Set-Cookie: session=eyJ1c2VyIjoiYm9iIn0.ZkFq2w.Lm3nO4pQ5rS6tU7vW8xY9z; HttpOnly",
        "ZkFq2w.Lm3nO4pQ5rS6tU7vW8xY9z",
    ),
    ('storageKey: "Qm9vZ2x5c3RvcmFnZWtleTEyMzQ1Njc4OTA="', "Qm9vZ2x5c3RvcmFnZWtleTEyMzQ1Njc4OTA="),
    ("clientSecret: 8Q~xYz12.AbCdEfGhIjKlMnOpQrStUv", "8Q~xYz12.AbCdEfGhIjKlMnOpQrStUv"),
    ("dbPass: Pg4dm1n2024", "Pg4dm1n2024"),
    ('"apiToken": "at_9f8e7d6c5b4a39281716"', "at_9f8e7d6c5b4a39281716"),
    (
        "https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghijklmnopqrstuvwxyzABCDEF",
        "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghijklmnopqrstuvwxyzABCDEF",
    ),
    (
        "https://contoso.webhook.office.com/webhookb2/7d3c2b1a-1111-2222-3333-444455556666@aaaabbbb-cccc-dddd-eeee-ffff00001111/IncomingWebhook/0123456789abcdef0123456789abcdef/99998888-7777-6666-5555-444433332222",
        "0123456789abcdef0123456789abcdef",
    ),
    (
        "SENTRY_DSN=https://9f8e7d6c5b4a39281716253443526170@o123456.ingest.sentry.io/4504",
        "9f8e7d6c5b4a39281716253443526170",
    ),
    (
        "sentry dsn is https://9f8e7d6c5b4a39281716253443526170@o123456.ingest.sentry.io/4504",
        "9f8e7d6c5b4a39281716253443526170",
    ),
    (
        'token = "AbCdEfGhIjKlMn.atlasv1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123"',
        "atlasv1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    ),
    (
        "use AbCdEfGhIjKlMn.atlasv1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123 for tf",
        "atlasv1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    ),
    (
        "OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiJ9fQ",
        "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIs",
    ),
    (
        "run with ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiJ9fQ today",
        "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIs",
    ),
    ("Authorization: SSWS 00aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCd", "00aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCd"),
    ("okta api token 00aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCd", "00aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCd"),
    (
        "AGE-SECRET-KEY-1QQPQZX4Z7M2XN8T5L3RDJ6WKHGY9A0SVF2CE7UPMT4NLQ8DKRXS9ZG2V3S",
        "AGE-SECRET-KEY-1QQPQZX4Z7M2XN8T5L3RDJ6WKHGY9A0SVF2CE7UPMT4NLQ8DKRXS9ZG2V3S",
    ),
    ("COHERE_API_KEY=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd", "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd"),
    ("cohere key: AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd", "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd"),
    (
        "export XAI_API_KEY=xai-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab",
        "xai-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    ),
    (
        "try xai-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab in grok",
        "xai-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    ),
    (
        "QIANFAN_AK=bce-v3/ALTAK-AbCdEf0123456789GhIj/9f8e7d6c5b4a3928171625344352617098765432",
        "ALTAK-AbCdEf0123456789GhIj",
    ),
    (
        "千帆 API Key：bce-v3/ALTAK-AbCdEf0123456789GhIj/9f8e7d6c5b4a3928171625344352617098765432",
        "ALTAK-AbCdEf0123456789GhIj",
    ),
    ("HUAWEICLOUD_SDK_AK=HPUAXYZ1234567890ABC", "HPUAXYZ1234567890ABC"),
    ("HUAWEICLOUD_SDK_SK=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd", "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd"),
    (
        "华为云 AK: HPUAXYZ1234567890ABC SK: AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd",
        "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd",
    ),
    ("TENCENTCLOUD_SECRET_KEY=AbCdEfGhIjKlMnOpQrStUvWxYz012345", "AbCdEfGhIjKlMnOpQrStUvWxYz012345"),
    ("腾讯云 SecretKey: AbCdEfGhIjKlMnOpQrStUvWxYz012345", "AbCdEfGhIjKlMnOpQrStUvWxYz012345"),
    (
        "AZURE_STORAGE_KEY=oomlWGRYKU+6K2/4qj5te6wn3OnWySuApa3MSZ0nVhnAoomlWGRYKU+6K2/4qj5te6wn3OnWySuApa3MSZ0nVhnA==",
        "oomlWGRYKU+6K2/4qj5te6wn3OnWySuApa3MSZ0nVhnA",
    ),
    (
        "storage account key oomlWGRYKU+6K2/4qj5te6wn3OnWySuApa3MSZ0nVhnAoomlWGRYKU+6K2/4qj5te6wn3OnWySuApa3MSZ0nVhnA==",
        "oomlWGRYKU+6K2/4qj5te6wn3OnWySuApa3MSZ0nVhnA",
    ),
    (
        "AZURE_DEVOPS_PAT=abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst",
        "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst",
    ),
    (
        "ADO pat: abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst",
        "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst",
    ),
    (
        "otpauth://totp/GitHub:bob?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=GitHub",
        "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    ),
    ("TOTP seed: JBSWY3DPEHPK3PXPJBSWY3DP", "JBSWY3DPEHPK3PXPJBSWY3DP"),
    ("2FA secret key is JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    (
        "seed phrase: abandon ability able about above absent absorb abstract absurd abuse access accident",
        "abandon ability able about above absent absorb abstract absurd abuse access accident",
    ),
    (
        "wallet words: legal winner thank year wave sausage worth useful legal winner thank yellow",
        "legal winner thank year wave sausage worth useful legal winner thank yellow",
    ),
    (
        "助记词：legal winner thank year wave sausage worth useful legal winner thank yellow",
        "legal winner thank year wave sausage worth useful legal winner thank yellow",
    ),
    ("Reset my Jira password, I changed it to Blue$Falcon77 this morning", "Blue$Falcon77"),
    ("the new wifi password: it's now Kp9vrT2x", "Kp9vrT2x"),
    ("新密码发你了：Lm3#xv88", "Lm3#xv88"),
    ("登录密码改成了 Qx82!mzP", "Qx82!mzP"),
    ("wifi密码我发群里了，是 mtf88886666", "mtf88886666"),
    ("VPN login\nuser: jchen\nQw7!xLp2#r", "Qw7!xLp2#r"),
    ("账号：zhangwei\nAb12cd34!!", "Ab12cd34!!"),
    ("passphrase: correct horse battery staple", "correct horse battery staple"),
    ('my passphrase is "purple monkey dishwasher rocket"', "purple monkey dishwasher rocket"),
    ("my PIN is 4821", "4821"),
    ("door code: 7734", "7734"),
    ("银行卡 PIN 码是 093155", "093155"),
    ("门禁密码 4821", "4821"),
    (
        'refresh_token: "1//0gAbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"',
        "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIj",
    ),
    (
        "session token is AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
        "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIj",
    ),
    (
        "seed words for the old wallet\nabandon ability able about above absent absorb abstract absurd abuse access accident\nkeep offline",
        "abandon ability able about above absent absorb abstract absurd abuse access accident",
    ),
    (
        "1. legal 2. winner 3. thank 4. year 5. wave 6. sausage 7. worth 8. useful 9. legal 10. winner 11. thank 12. yellow",
        "sausage",
    ),
    ("here is the staging api key for the billing service → Xk29fjQ8mZp3LwR7vT5n", "Xk29fjQ8mZp3LwR7vT5n"),
    ("the token (staging, expires friday) AbC9dEf8GhI7jKl6MnO5pQr4", "AbC9dEf8GhI7jKl6MnO5pQr4"),
    ("测试环境的令牌在这里 Xk29fjQ8mZp3LwR7vT5n 别外传", "Xk29fjQ8mZp3LwR7vT5n"),
    # said in passing: the value on the line after its keyword line, in a tool's own syntax
    (
        "the staging refresh token, keep it safe:\n1.Qx7vZ-p29LmT_k4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1Ot",
        "1.Qx7vZ-p29LmT_k4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1Ot",
    ),
    (
        "SERVICE_ACCOUNT_KEY_JSON=eyJ0eXBlIjoic2VydmljZV9hY2NvdW50IiwicHJvamVjdCI6ImRlbW8tOTkifQ",
        "eyJ0eXBlIjoic2VydmljZV9hY2NvdW50",
    ),
    ("REGISTRY_CREDENTIALS_B64=cm9ib3Q6UXg3dlpwMjlMbVRrNFJ3OE5mM0hkNkpj", "cm9ib3Q6UXg3dlpwMjlMbVRrNFJ3OE5mM0hkNkpj"),
    (
        "  .dockerconfigjson: eyJhdXRocyI6eyJyZWcuZXhhbXBsZS5vcmciOnsiYXV0aCI6InJvYm90OnB3In19fQ==",
        "eyJhdXRocyI6eyJyZWcuZXhhbXBsZS5vcmci",
    ),
    ("抓到的 JSESSIONID 的值是 9F3A0C71B2E44D5A8C6B1E0F7D2A4C93", "9F3A0C71B2E44D5A8C6B1E0F7D2A4C93"),
    ("after the reset the vpn password ended up being Corvid!4471", "Corvid!4471"),
    ("rotated the build bot's password. New one: Tamarind#5390", "Tamarind#5390"),
    ("Password is: Quokka5521!", "Quokka5521!"),
    ("the wiki password Lantern77zeta works again", "Lantern77zeta"),
    ("`Mirabel-2290` as the password for the kiosk account", "Mirabel-2290"),
    ("路由器后台密码我改了，现在是 Hzq@7731pp", "Hzq@7731pp"),
    ("两台机器密码不同：测试是 Tk9!mmQ21，生产是 Pw3#zzR88", "Tk9!mmQ21"),
    ("两台机器密码不同：测试是 Tk9!mmQ21，生产是 Pw3#zzR88", "Pw3#zzR88"),
    ("Grafana: admin:Vq3-Lp8Zr2", "Vq3-Lp8Zr2"),
    ("the backup disk passphrase is otter quiver marble canyon", "otter quiver marble canyon"),
    ("unlock it with the passphrase walnut.geyser.orbit.tundra before the demo", "walnut.geyser.orbit.tundra"),
    ("the gate to the yard opens with 448120", "448120"),
    ("garage keypad: 730915", "730915"),
    ("SIM PIN 1234, PUK is 88017342", "88017342"),
    ("the alarm code for the office is 9911#", "9911"),
    ("U盾的 PIN 码设成了 551208", "551208"),
    ("$ echo 'Bq7!xLm2Zp' | docker login registry.example.org -u ci --password-stdin", "Bq7!xLm2Zp"),
    ("lftp -u deploy,Rk82-zPq7Ma sftp://files.example.org", "Rk82-zPq7Ma"),
    ("10.1.4.7:5432:orders:app_rw:Gz7pQ2vL9xKm", "Gz7pQ2vL9xKm"),
    (
        "//npm.example.org/:_authToken=npm_Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui",
        "npm_Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui",
    ),
    ("_auth=Y2k6UXg3dlpwMjlMbVRrNFJ3OE4=", "Y2k6UXg3dlpwMjlMbVRrNFJ3OE4="),
    ("define('NONCE_SALT', 'k]3;Zp!q^7Vw@L0x#Rm8$Tn5%Yb2&Hc6');", "k]3;Zp!q^7Vw@L0x#Rm8$Tn5%Yb2&Hc6"),
    ("$db = new PDO('pgsql:host=db;dbname=shop', 'shop', 'Kr4t!Pq90z');", "Kr4t!Pq90z"),
    ("$link = mysqli_connect('127.0.0.1', 'wp', 'Wm7#rT2qpL', 'wordpress');", "Wm7#rT2qpL"),
    ("Flask 的 SECRET_KEY 定成了 8b1f0c2e9d7a4b6c3e5f1a0d9c8b7a6e", "8b1f0c2e9d7a4b6c3e5f1a0d9c8b7a6e"),
    ("const map = { securityJsCode: 'Qx7vZp29LmTk4Rw8Nf3Hd6Jc' }", "Qx7vZp29LmTk4Rw8Nf3Hd6Jc"),
    ("$ cat config/master.key\n7c1e9a0b3d5f2e8c4a6b0d9f1e3c5a7b", "7c1e9a0b3d5f2e8c4a6b0d9f1e3c5a7b"),
    (
        "coscmd config -a [已脱敏:tencent_secret_id] -s Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Y",
        "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Y",
    ),
    ("云存储的 AK/SK：[已脱敏:api_key] / 5f2e8c4a6b0d9f1e3c5a7b7c1e9a0b3d", "5f2e8c4a6b0d9f1e3c5a7b7c1e9a0b3d"),
    (
        "auth = oss2.Auth('[已脱敏:aliyun_access_key]', 'Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5G')",
        "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5G",
    ),
    ('creds = BasicCredentials("Q7ZP29LMTK4RW8NF3HD6", sk, project_id)', "Q7ZP29LMTK4RW8NF3HD6"),
    (
        'tos.TosClientV2("AKLTQx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9", sk, endpoint, region)',
        "AKLTQx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9",
    ),
    ("TWILIO_ACCOUNT_SID=AC0f1e2d3c4b5a69788796a5b4c3d2e1f0", "AC0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    (
        "--account-key " + "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1Ot+/" * 2 + "Qx7v==",
        "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1Ot+/Qx7v",
    ),
    (
        "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1OtQx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1AZDOq7Zx",
        "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9",
    ),
    (
        "Azure DevOps 的 PAT：" + "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst",
        "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst",
    ),
    ('totp = pyotp.TOTP("JBSWY3DPEHPK3PXPJBSWY3DP")', "JBSWY3DPEHPK3PXPJBSWY3DP"),
    (
        "SENTRY_DSN=https://0a1b2c3d4e5f60718293a4b5c6d7e8f9:9f8e7d6c5b4a39281706f5e4d3c2b1a0@sentry.example.org/4",
        "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
    ),
    (
        "tls.key: |\n    -----BEGIN EC PRIVATE KEY-----\n    MHcCAQEEIxxx9Lm4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1OtQx7vZp29LmTk\n    -----END EC PRIVATE KEY-----",
        "MHcCAQEEIxxx9Lm4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1OtQx7vZp29LmTk",
    ),
    # a third round of blind misses (corpus C), in new words
    ("you can sign in with Pelican^4471 until the reset", "Pelican^4471"),
    ("先用 Heron#2093 登录，进去再改", "Heron#2093"),
    ("I reset it to Quartz_8812x this morning", "Quartz_8812x"),
    ("NAS 后台 admin / Marten@4410", "Marten@4410"),
    ("用户名 builder\nQmT7zK2vLp9wRx", "QmT7zK2vLp9wRx"),
    (
        "the key tool asked for a passphrase, I used saddle-ember-quarry-nimbus-tulip",
        "saddle-ember-quarry-nimbus-tulip",
    ),
    ("podman login -u ci -p 'Mx7@pz!Q2' quay.example.org", "Mx7@pz!Q2"),
    ("smbmap -H files.example.org -u etl -p 'wharfRaven41='", "wharfRaven41="),
    ("htpasswd -Bbn robot Kestrel*5510 > auth/htpasswd", "Kestrel*5510"),
    ("printf 'ops:%s\\n' \"$(openssl passwd -apr1 'Falcon@7730')\" >> .htpasswd", "Falcon@7730"),
    ("http -a deploy:Harrier_4412 GET https://repo.example.org/api", "Harrier_4412"),
    ("oathtool --totp -b JBSWY3DPEHPK3PXPQ7ZK2VLP", "JBSWY3DPEHPK3PXPQ7ZK2VLP"),
    ("# KEYSTOREPW=Osprey%6620", "Osprey%6620"),
    (
        "<name>fs.s3a.secret.key</name>\n<value>Qx7vZp29LmTk4Rw8/Nf3Hd6Jc0Bs5Ga2Ye9U+i1O</value>",
        "Qx7vZp29LmTk4Rw8/Nf3Hd6Jc0Bs5Ga2Ye9U+i1O",
    ),
    (
        "boto3.client('s3', aws_secret_access_key='Qx7vxxXp29LmTk4Rw8/Nf3Hd6Jc0Bs5Ga2Ye9U+i')",
        "Qx7vxxXp29LmTk4Rw8/Nf3Hd6Jc0Bs5Ga2Ye9U+i",
    ),
    (
        "BceCredentials('5f2e8c4a6b0d9f1e3c5a7b7c1e9a0b3d', '0b3d5f2e8c4a6b0d9f1e3c5a7b7c1e9a')",
        "0b3d5f2e8c4a6b0d9f1e3c5a7b7c1e9a",
    ),
    (
        "[Defaults]\nAK = 5f2e8c4a6b0d9f1e3c5a7b7c1e9a0b3d\nSK = 0b3d5f2e8c4a6b0d9f1e3c5a7b7c1e9a",
        "0b3d5f2e8c4a6b0d9f1e3c5a7b7c1e9a",
    ),
    ("robot:\n  webhook_key: 0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b", "0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b"),
    ('stripe.Webhook.construct_event(body, sig, "whsec_Qx7vZp29LmTk4Rw8Nf3Hd6Jc")', "whsec_Qx7vZp29LmTk4Rw8Nf3Hd6Jc"),
    ("license key Zp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui= do not share", "Zp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui="),
    ("the HMAC secret agreed with the bank: 4c5a7b7c1e9a0b3d5f2e8c4a6b0d9f1e", "4c5a7b7c1e9a0b3d5f2e8c4a6b0d9f1e"),
    # no phrasing known: a typed-password token in a line that talks about passwords
    ("wifi at the cabin — ask nobody, it's Harbor7!quay", "Harbor7!quay"),
    ("the router login hasn't changed: still Zq8#LmNt4p", "Zq8#LmNt4p"),
    ("K9v$Trellis2 should still be the vpn password", "K9v$Trellis2"),
    ("家里路由器登录那个，我记得是 Ql7&wxZ2e9 来着", "Ql7&wxZ2e9"),
    ("the staging token for the deploy bot, please don't share: Qx7vZp29LmTk4Rw8Nf3Hd6Jc", "Qx7vZp29LmTk4Rw8Nf3Hd6Jc"),
    ("Zp29LmTk4Rw8Nf3Hd6JcQx7v is the api key the vendor sent over", "Zp29LmTk4Rw8Nf3Hd6JcQx7v"),
    ("供应商给的密钥我先放这，别外传 Lm4Rw8Nf3Hd6JcQx7vZp29Tk", "Lm4Rw8Nf3Hd6JcQx7vZp29Tk"),
]

UNCHANGED = [
    "the host key fingerprint is SHA256:YIpVmr+FtbCuyxg/4f+k5vuJePkY5GFnJLU1NLaVzfw, accept it",
    "every HS256 token header is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9, which decodes to JSON",
    "the token format is postgres://USER:PASSWORD@HOST:5432/DB; take it from the secret store",
    "the NAS password lives in 1Password, entry 'Home NAS'",
    "sshpass -f ~/.ssh/pw.txt ssh deploy@web01",
    "https://example.org/account/reset-password?step=2&lang=en",
    "login to grafana-7f3a9c2 failed for build-4481, retrying",
    "password rotation runs on Windows11 hosts from ansible-2.16",
    "密码策略：至少 12 位，包含大小写字母，参考 RFC-9106 的 argon2id",
    'token = "TODO"  # set in CI',
    "STRIPE_PUBLISHABLE_KEY=pk_live_Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui",
    "auth:\n  existingSecret: redis-auth\n  existingSecretPasswordKey: redis-password",
    "DATABASE_URL=postgresql://${DB_USER}:${DB_PASS}@db:5432/app",
    '2024-03-02T10:00:00Z INFO secret "billing-db" synced from vault (version 7)',
    "2024-03-02T10:00:01Z INFO auth: password changed for user_id=48213",
    "2024-03-02T10:00:02Z DEBUG cache hit key=order:99812:items ttl=60",
    "build cache key: linux-node-9f2c0d7e1b3a5c8e2f4d6b0a9c1e3f5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e",
    'public const string Greeting = "Hello";',
    "DATABASE_URL=postgres://user:password@localhost:5432/app  (the README's example)",
    "token 填 “你的令牌” 的位置",
    "密钥格式：AKID 开头的是 SecretId",
    'let token = std::env::var("API_TOKEN").expect("API_TOKEN missing");',
    "gcloud secrets versions access latest --secret=billing-api-key",
    "Idempotency-Key: 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
    "    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJkekNDQVIyZ0F3SUJBZ0lCQURBS0JnZ3Fo",
    "输入 token 数：5120，输出 token 数：812",
    "the passphrase is stored in the team vault under ops",
    "the password for the staging box is in 1Password",
    "pin the version to 4.2.1 in the lock file",
    "statusCode: 200, errorCode: 'E_TIMEOUT'",
    "integrity sha512-" + "Qx7vZp29LmTk4Rw8Nf3Hd6Jc0Bs5Ga2Ye9Ui1Ot+/" * 2 + "Qx7v== (azure blob cache)",
    "AC power restored to rack 4; ACME contract renewed",
    "echo $REGISTRY_TOKEN | docker login ghcr.io -u ci --password-stdin",
    "curl -s https://status.example.org/health",
    "OPENAI_API_KEY=your_api_key_here",
    "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    'token: "REPLACE_ME"',
    "sqlalchemy.url = postgresql://%(DB_USER)s:%(DB_PASS)s@%(DB_HOST)s/app",
    'password: "#{REGISTRY_PASSWORD}#"',
    "api_key: !env_var ${OPENAI_API_KEY}",
    '"jsonwebtoken": "^9.0.2"',
    "the password for the wiki is in 1Password, ask Dana",
    "Use SSO as the password manager integration",
    "mysql -h db.internal -P 3306 -u app -p",
    "psql -h localhost -p 5432 -U postgres",
    "keytool -list -keystore app.jks -storepass:env KEYSTORE_PASS",
    "keytool -genkeypair -keystore app.jks -storepass ${KEYSTORE_PASSWORD}",
    'sqlcmd -S sql01 -U sa -P $SA_PASSWORD -Q "select 1"',
    "mongosh --host db1 -u admin -p --authenticationDatabase admin",
    "ldapsearch -x -W -D cn=admin,dc=corp -b dc=corp",
    "docker login -u bob --password-stdin registry.example.com",
    "htpasswd -c /etc/nginx/.htpasswd admin",
    "define('WP_DEBUG', false);",
    "define('DB_PASSWORD', getenv('DB_PASSWORD'));",
    "<password>${env.NEXUS_PASSWORD}</password>",
    "<password></password>",
    "<token>{{ .Values.token }}</token>",
    '{"auths": {"ghcr.io": {}}}',
    "Set-Cookie: theme=dark; Path=/",
    "Cookie: lang=en-US; tz=UTC",
    "sortKey: createdAt",
    "primaryKey: id",
    'cacheKey: "user:{id}"',
    "partitionKey: tenantId",
    "hasPassword: true",
    "isTokenValid: false",
    "storageKey: process.env.STORAGE_KEY",
    "apiToken: ${API_TOKEN}",
    "https://discord.com/channels/123456789012345678/987654321098765432",
    "https://sentry.io/organizations/acme/issues/4504/",
    "git checkout 9f8e7d6c5b4a39281716253443526170deadbeef",
    "the PIN pad was replaced last week",
    "pin numpy to 2.1.3",
    "pinned version 1.24.0",
    "error code: 5003",
    "status code 4040 is not real",
    "the door code changes every month",
    "set the TOTP period to 30 seconds",
    "2FA is enabled for all admins",
    "MFA: required",
    "the passphrase must be at least 20 characters",
    "the seed phrase is stored offline in a safe",
    "my password is in the vault, I changed it to a longer one last week",
    "I changed it to use the new API yesterday, the password reset flow is unchanged",
    "密码我已经发给你了，是 新的那个",
    "新密码规则：至少12位",
    "密码策略：长度至少 16 位",
    "username: deploy\nregion: us-east-1",
    "user: bob\nhttps://vpn.corp.com",
    "login: alice\nthanks",
    "The storage account key is rotated by the pipeline",
    "account key rotation happens weekly",
    "encryption key: see KMS alias/app-key",
    "mongodb+srv://cluster0.ab1cd.mongodb.net/prod",
    'secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>',
    "app.config['SECRET_KEY'] = os.environ['SECRET_KEY']",
    "request_id=9f8e7d6c-5b4a-3928-1716-253443526170",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHf2N8xYz3kLmNoPqRsTuVwXyZ0123456789abcdef bob@laptop",
    "sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "the wallet words list has 2048 entries",
    "pat: the usual one from Bitwarden",
    "the token refresh bug was fixed in 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39",
    "auth service request 9f8e7d6c-5b4a-3928-1716-253443526170 failed at 2026-12-04T10:22:31Z",
    "the secret rotation job refresh_token_rotation_v2 runs nightly",
    "password hashing moved to argon2id with m=65536,t=3,p=4",
    "token usage: prompt_tokens=18234 completion_tokens=2210",
    "auth logs are in /var/log/auth/2026-12-04/service.log",
    "api key docs: https://platform.example.com/docs/authentication",
    "we abandon the old plan because the team is able to absorb the change without any abstract access issue",
]


@pytest.mark.parametrize(
    ("text", "secret"),
    CAUGHT
    + CAUGHT_D
    + CAUGHT_E
    + CAUGHT_F
    + CAUGHT_G
    + CAUGHT_H
    + CAUGHT_I
    + CAUGHT_J
    + CAUGHT_K
    + CAUGHT_L
    + CAUGHT_M
    + CAUGHT_N,
)
def test_the_secret_is_gone(memory: Memory, text: str, secret: str) -> None:
    result = memory.redactor.redact(text)
    assert secret not in result.text, result.text
    assert result.labels
    assert memory.redactor.redact(result.text).text == result.text  # idempotent


@pytest.mark.parametrize(
    "text",
    UNCHANGED
    + UNCHANGED_D
    + UNCHANGED_E
    + UNCHANGED_F
    + UNCHANGED_G
    + UNCHANGED_H
    + UNCHANGED_I
    + UNCHANGED_J
    + UNCHANGED_K
    + UNCHANGED_L
    + UNCHANGED_M
    + UNCHANGED_N,
)
def test_a_harmless_text_of_the_same_shape_is_left_alone(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text == text


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("Xk29fjQ8mZp3LwR7vT5n", True),
        ("AbCdEfGhIjKlMnOpQrStUvWx", True),  # no digit, but long and mixed in case
        ("9f8e7d6c5b4a39281716253443526170", False),  # hex: a hash or a commit as often as a key
        ("9f8e7d6c-5b4a-3928-1716-253443526170", False),
        ("2026-12-04T10:22:31Z", False),
        ("refresh_token_rotation_v2", False),
        ("github.com/org/repo/v2", False),
        ("AAAAC3NzaC1lZDI1NTE5AAAAImydxDt45Tog", False),  # an SSH public key
        ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", False),  # a JWT header alone decodes to public JSON
        ("aaaaaaaaaaaaaaaa1", False),  # long, but nothing random about it
    ],
)
def test_a_credential_is_known_by_its_shape(value: str, shaped: bool) -> None:
    assert credential(value) is shaped


def test_a_recovery_phrase_is_found_inside_prose_and_prose_is_not_one() -> None:
    words = "legal winner thank year wave sausage worth useful legal winner thank yellow"
    text = f"backup of the old wallet: {words}. thanks!"
    assert [text[a:b] for a, b in phrases(text)] == [words]
    assert phrases(" ".join(words.split()[:11])) == []  # eleven words are not a phrase
    assert phrases("we abandon the plan because the team is able to absorb any abstract access issue") == []


def test_redaction_is_idempotent_on_texts_made_of_keywords_and_values(memory: Memory) -> None:
    """A placeholder's own label ("[已脱敏:password]") is never taken for a keyword: redacting
    twice changes nothing (texts built from keywords, connectors, values and placeholders)."""
    rng = random.Random(3)
    words = ["password", "pw", "pin", "token", "key", "is", "now", "to", ":", "=", "密码", "是", "口令", "\n", " "]
    words += ["user:", "bob", "admin", "Xk29fjQ8mZp3", "abandon", "ability", "about", "absent", "abstract", "access"]
    words += ["sk-", "AKIA", "use", "as", "from", "cookie", "session=", "'", '"', "--password", "-p", "mysql", "@", "%"]
    words += ["$X", "[已脱敏:x]"]
    unstable = []
    for _ in range(12_000):
        text = "".join(rng.choice(words) + rng.choice(["", " ", "\n"]) for _ in range(rng.randint(1, 30)))
        once = memory.redactor.redact(text).text
        if memory.redactor.redact(once).text != once:
            unstable.append(text)
    assert unstable == []
