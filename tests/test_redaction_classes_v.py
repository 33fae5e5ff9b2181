"""The classes found when blind corpus V's results were read (issue 21), each tried both ways in
words and values of their own (none copied from V): a harmless text of the class is left as it
was, and a secret in the same place is still gone."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import harmless_stays_twin_goes, secret_goes_twin_stays

# (a harmless text of a class blind V showed, a secret in the same place that must still go)
HARMLESS_V = [
    # a request's one-time public parameter by its name: an OIDC nonce, an OAuth state
    (
        "the callback's nonce=Qx7Lm2Rt9Vb4Nc8Wd3Zp6Hs1Ky5Fj0Ge matched the id token we got back",
        "the callback's client_secret=Qx7Lm2Rt9Vb4Nc8Wd3Zp6Hs1Ky5Fj0Ge matched the id token we got back",
        "Qx7Lm2Rt9Vb4Nc8Wd3Zp6Hs1Ky5Fj0Ge",
    ),
    (
        "redirect came back with state=Tz4Kq9Wm2Lr7Xv3Bn8Hc5Pd0 so the token request can go on",
        "redirect came back with access_token=Tz4Kq9Wm2Lr7Xv3Bn8Hc5Pd0 so the token request can go on",
        "Tz4Kq9Wm2Lr7Xv3Bn8Hc5Pd0",
    ),
    # a passkey's credential id: the public handle of a WebAuthn key
    (
        'passkey saved:\ncredentialId: "Rm3Wq8Zt1Lk6Vx9Bn2Hc7Pd4Sf0Gj5Ky8Qa3Ue6Io1Mw"',
        'passkey saved:\nclientSecret: "Rm3Wq8Zt1Lk6Vx9Bn2Hc7Pd4Sf0Gj5Ky8Qa3Ue6Io1Mw"',
        "Rm3Wq8Zt1Lk6Vx9Bn2Hc7Pd4Sf0Gj5Ky8Qa3Ue6Io1Mw",
    ),
    (
        "新设备的通行密钥绑好了，凭据 ID Hk2Vp7Qz4Lw9Xt1Bm6Rc3Nd8Sf5Gj0Ya2Ue（可以公开）",
        "新设备的通行密钥绑好了，私钥 Hk2Vp7Qz4Lw9Xt1Bm6Rc3Nd8Sf5Gj0Ya2Ue（别外传）",
        "Hk2Vp7Qz4Lw9Xt1Bm6Rc3Nd8Sf5Gj0Ya2Ue",
    ),
]


@pytest.mark.parametrize(("text", "twin", "secret"), HARMLESS_V)
def test_a_harmless_text_of_the_class_stays_and_its_secret_twin_goes(
    memory: Memory, text: str, twin: str, secret: str
) -> None:
    harmless_stays_twin_goes(memory, text, twin, secret)


# (a secret of a class blind V showed and what must be gone from it, a harmless twin that must stay whole)
PAIRS_V = [
    # a DingTalk bot's signing secret by its format, a bot's signature secret by its Chinese name
    (
        "robot:\n  sign: SEC0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
        "SEC0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
        "robot:\n  sign: SEC0f1e2d3c4b5a69788796a5b4c3d2e1f0",  # too short for one
    ),
    (
        "告警机器人 签名校验：Wq7Lm3Rt9Zx2Vb5Nc8Hd4P",
        "Wq7Lm3Rt9Zx2Vb5Nc8Hd4P",
        "告警机器人 签名校验：已开启",
    ),
    # a secret named in code, then words saying it was sent or is to be pasted
    (
        "运营：小程序的app_secret已经发给你了 9c2e7a4f1b8d3c6e0a5f9b2d，记得改",
        "9c2e7a4f1b8d3c6e0a5f9b2d",
        "运营：小程序的app_secret已经发给你了，在邮件里",
    ),
    (  # hex, which no rule before the V round took after "token" without these words
        "插件里的 token 栏粘贴 3f9a0c1e7b2d4a6c8e0f1a3b5c7d9e2f 就好",
        "3f9a0c1e7b2d4a6c8e0f1a3b5c7d9e2f",
        "插件里的 token 栏粘贴 你自己的令牌 就好",
    ),
    # a map service's key as a quoted "ak" (a bare ak=<32> was taken before the V round too), its
    # web key said sent after securityJsCode (securityJsCode: "<hex>" was taken before as well)
    (
        'map_conf = {"ak": "r4Tq8Wm2Zx6Lp1Vn9Hk3Bc7Df5Gs0Jy2"}',
        "r4Tq8Wm2Zx6Lp1Vn9Hk3Bc7Df5Gs0Jy2",
        'map_conf = {"ak": "在控制台申请"}',
    ),
    (
        "securityJsCode 已经发给你了 4c8e2a6f0b9d3e7a1c5f8b2d6e0a4c9f",
        "4c8e2a6f0b9d3e7a1c5f8b2d6e0a4c9f",
        "securityJsCode 已经发给你了，在邮件里",
    ),
    # an access key id on one line, its secret on the next
    (
        "对象存储子账号 AK：QWLKZXMNBVTRPOIUYHGF\nSK：Xk2Lm9Rt4Vb8Nc3Wd7Zp1Hs6Ky0Fj5Ge2Qa8Uo",
        "QWLKZXMNBVTRPOIUYHGF",
        "对象存储子账号 AK：在控制台创建\nSK：同上",
    ),
    # passwords people make of a name, a word or a date, where the words say a password follows or in
    # a password column (after "password is" such shapes were taken before the V round; after "it's
    # now" or in a table's row they were judged names, versions or dates)
    (
        "I reset the shared mailbox, it's now lina.7713",
        "lina.7713",
        "I reset the shared mailbox, it's now in the vault",
    ),
    (
        "| host | user | password |\n|---|---|---|\n| files01 | ops | tnemom42? |",
        "tnemom42?",
        "| host | user | password |\n|---|---|---|\n| files01 | ops | (ask Li) |",
    ),
    (
        "口令表第 3 行：门禁  admin  Zhou_Ping_1984",
        "Zhou_Ping_1984",
        "口令表第 3 行：门禁  admin  见群公告",
    ),
    (
        "pw for the printer: OtterLovesKelpDaily$",
        "OtterLovesKelpDaily$",
        "pw for the printer: OtterLovesKelpDaily (the old one)",
    ),
    (
        "登录密码表第 2 行：OA  hz  19990524hz",
        "19990524hz",
        "登录密码表第 2 行：OA  hz  找她要",
    ),
    # a password given without its name, where the words around say it lets one in
    (
        "finally logged in with Rq7!tenvar2 after the reset",
        "Rq7!tenvar2",
        "finally logged in with SSO after the reset",
    ),
    (
        "just use mirela.5512 for the vpn box tonight",
        "mirela.5512",
        "just use python3.12 for the vpn box tonight",
    ),
    (
        "when the screen locks, Kettle_Moss_1988 gets you back in",
        "Kettle_Moss_1988",
        "when the screen locks, a reboot gets you back in",
    ),
    (
        "after the flash I set the modem back to zorbin.6620 again",
        "zorbin.6620",
        "after the flash I set the modem back to factory defaults again",
    ),
    (
        "at the lab door, type Pq4$wirelo when it beeps twice... if it asks",
        "Pq4$wirelo",
        "at the lab door, type your badge number when it asks",
    ),
    (
        "仓库那台电脑开机输 Fen_Xiao_1999 就行",
        "Fen_Xiao_1999",
        "仓库那台电脑开机输 工号 就行",
    ),
    (
        "把 Tq8#lorima 输进去就能用",
        "Tq8#lorima",
        "把 工号 输进去就能用",
    ),
    (
        "他说：用 vemora.4471 试试，应该没改",
        "vemora.4471",
        "他说：用 v2.4.1 试试，应该没问题",
    ),
    # the new class here is the value's shape (a name and digits); a value of symbols and digits after
    # 后面跟 (Lk3@mistral) was taken before the V round, so these words alone are not shown new
    (
        "跳板机用 ops 登录，后面跟 kovar.3381",
        "kovar.3381",
        "跳板机用 ops 登录，后面跟 -p 2222",
    ),
    (
        "库房进门输 47219 再按 #，灯在左边",
        "47219",
        "库房在 3 楼，进门左转，灯在左边",
    ),
    (
        "运维平台账号 deploy，rimo.2931，用完告诉我",
        "rimo.2931",
        "运维平台账号 deploy，权限只读，用完告诉我",
    ),
    (
        "预发机root：Wn5%kalder",
        "Wn5%kalder",
        "预发机root：不要直接登",
    ),
    # tools that type the password: AppleScript, AutoHotkey; a Make variable set if unset
    (
        'tell application "System Events" to keystroke "Vb7&nurela"',
        "Vb7&nurela",
        'tell application "System Events" to keystroke "q" using command down',
    ),
    (
        "^!p::Send, ops{Tab}Hq2!tarvel{Enter}",
        "Hq2!tarvel",
        "^!p::Send, ops{Tab}{Enter}",
    ),
    (
        "SMTP_PASS ?= Zt9#oxlumen\nall:\n\t./send.sh",
        "Zt9#oxlumen",
        "SMTP_PASS ?= $(shell cat .smtp)\nall:\n\t./send.sh",
    ),
    # a router's wifi key in its config, a password in a query string after its user
    (  # words joined by dashes: a key of mixed letters, digits and a symbol was taken before the V round
        "config wifi-iface\n\toption ssid 'attic'\n\toption key 'otter-kelp-harbour'",
        "otter-kelp-harbour",
        "config wifi-iface\n\toption ssid 'attic'\n\toption encryption 'psk2'",
    ),
    (
        "curl 'http://tsdb.lan:8086/query?u=ingest&p=Pw4!lorenz&q=SHOW+DATABASES'",
        "Pw4!lorenz",
        "curl 'http://tsdb.lan:8086/query?u=ingest&page=2&q=SHOW+DATABASES'",
    ),
    # a URL's password that ends in "@"
    (
        "git clone https://ci:Harbor77Lamp@@git.corp.test/app.git",
        "Harbor77Lamp@",
        "git clone https://ci@git.corp.test/app.git",
    ),
    # a network's key said as one, a code for a door, a voucher or a screen
    (
        "Cafe guest network key is Qv8#pellmarn, ask at the bar",
        "Qv8#pellmarn",
        "Cafe guest network key is on the receipt, ask at the bar",
    ),
    (
        "Your access code for locker 12 is K7QM2ZPD. Valid today.",
        "K7QM2ZPD",
        "Your access code for locker 12 is on the receipt. Valid today.",
    ),
    (
        "三楼会议室投屏码 5821，会后改掉",
        "5821",
        "三楼会议室投屏码在电视背面，会后改掉",
    ),
    # a passphrase of words and a number after a password's name and a colon
    (  # all its words go, not only the first (which a rule before the V round took)
        "master password for the vault: copper lantern thistle moss 42",
        "lantern thistle moss 42",
        "master password for the vault: ask mum for the card it is written on 42",
    ),
    # a TypeScript constant named for a key, its type, then its value
    (  # named ...Key (a ...Secret or ...Token constant was taken before the V round)
        'const signingKey: string = "Ks8dLq3Zr7Vm2Wt9Xb4Ny6Pf1";',
        "Ks8dLq3Zr7Vm2Wt9Xb4Ny6Pf1",
        "const signingKey: string = process.env.SIGNING_KEY!;",
    ),
    # a SAML response posted back, a private key's body without its PEM lines
    (
        "POST /acs SAMLResponse=" + "PHNhbWxwOlJlc3BvbnNl" + "Qk3xLm8Rt2Vb7Nc4Wd9Zp1Hs6Ky0Fj5Ge" * 6,
        "Qk3xLm8Rt2Vb7Nc4Wd9Zp1Hs6Ky0Fj5Ge",
        "POST /acs RelayState=" + "Qk3xLm8Rt2Vb7Nc4Wd9Zp1Hs6Ky0Fj5Ge",
    ),
    (  # no word names it a private key (after "私钥：" it was taken before the V round)
        "deploy box, put this in ~/.ssh after the header line:\nMIIEowIBAAKCAQEA"
        + "Vd2Kp7Wq4Lx9Zr1Mn6Tb3Hs8Gc5Jf0Ye" * 4,
        "Vd2Kp7Wq4Lx9Zr1Mn6Tb3Hs8Gc5Jf0Ye",
        "deploy box, put this in ~/.ssh after the header line:\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A"
        + "Vd2Kp7Wq4Lx9Zr1Mn6Tb3Hs8Gc5Jf0Ye" * 4,
    ),
    # a question that asks what to type, its answer on a later line; a table pasted after who sent it
    (
        "Lin: what should we type at the gate?\nMo: pelrin.3306",
        "pelrin.3306",
        "Lin: what should we type at the gate?\nMo: no idea, ask Jo",
    ),
    (
        "小王：| 主机 | 用户 | 密码 |\n| --- | --- | --- |\n| db1 | dba | Rz8!mulvane |",
        "Rz8!mulvane",
        "小王：| 主机 | 用户 | 备注 |\n| --- | --- | --- |\n| db1 | dba | Rz8!mulvane |",
    ),
    # a Codecov upload token (a UUID) said as one
    (
        "the codecov upload token for the repo is 3f8a1c2e-7b4d-4e9f-a0c6-5d2b8e1f7a93 until Friday",
        "3f8a1c2e-7b4d-4e9f-a0c6-5d2b8e1f7a93",
        "the codecov report id for the repo is 3f8a1c2e-7b4d-4e9f-a0c6-5d2b8e1f7a93",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_V)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)


@pytest.mark.parametrize(
    "text",
    [
        "use ed25519-sk on the server from now on",  # an algorithm, lower case joined by dashes
        "use us-east-1a on the server",  # a zone
        "Ctrl+Alt+Del gets you past the splash screen",  # a key chord
        "logged in with admin@corp.example this morning",  # an address
        "set the router back to 192.168.1.1 after the update",  # an address
        "type yes when prompted, then wait",
        "用 Python3.11 试试，不行再说",  # a version
        "开机输 F12 就行，进 BIOS",
        "把 config.yaml 填进去就行",  # a file's name
        "后台账号 admin，默认密码见文档",
        'tell application "Safari" to keystroke "https://intranet.example/login"',  # a URL typed
        "const storageKey: string = 'theme_v2';",  # a key of local storage, named by what it holds
        "SMS: your wifi voucher code for today is at the front desk.",
    ],
)
def test_look_alikes_in_the_new_places_stay(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text == text


@pytest.mark.parametrize(
    "text",
    [
        "Home NAS password: amber falcon ripple stone 17",
        "Shared vault password (rotated): amber falcon ripple stone 17",
        "backup passphrase (new): amber falcon ripple stone 17.",
    ],
)
def test_a_passphrase_of_words_after_a_password_name_goes_whole(memory: Memory, text: str) -> None:
    # asked before the rules that would take its first word alone as the password and leave the rest
    redacted = memory.redactor.redact(text).text
    assert not any(word in redacted for word in ("amber", "falcon", "ripple", "stone", "17")), redacted


@pytest.mark.parametrize(
    "text",
    [
        "Password policy: at least twelve characters long 12",
        "password: see the wiki page 4",
    ],
)
def test_words_after_a_password_name_that_are_no_passphrase_stay(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text == text
