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
    (
        "在插件设置里 token 栏粘贴 Zp4Kx8Lq2Wm6Rt1Vb9Hc3Nd 保存",
        "Zp4Kx8Lq2Wm6Rt1Vb9Hc3Nd",
        "在插件设置里 token 栏粘贴 你自己的令牌 保存",
    ),
    # a map service's key after ak= and its web key after securityJsCode
    (
        "地图服务端配置 ak=Hq3Zp8Lw2Vx7Tk1Bn6Rc4Md9Sf5Gj0Ya",
        "Hq3Zp8Lw2Vx7Tk1Bn6Rc4Md9Sf5Gj0Ya",
        "地图服务端配置 ak=请到控制台申请",
    ),
    (
        'window._AMapSecurityConfig = { securityJsCode: "4c8e2a6f0b9d3e7a1c5f8b2d6e0a4c9f" }',
        "4c8e2a6f0b9d3e7a1c5f8b2d6e0a4c9f",
        "window._AMapSecurityConfig = { securityJsCode: process.env.AMAP_CODE }",
    ),
    # an access key id on one line, its secret on the next
    (
        "对象存储子账号 AK：QWLKZXMNBVTRPOIUYHGF\nSK：Xk2Lm9Rt4Vb8Nc3Wd7Zp1Hs6Ky0Fj5Ge2Qa8Uo",
        "QWLKZXMNBVTRPOIUYHGF",
        "对象存储子账号 AK：在控制台创建\nSK：同上",
    ),
    # passwords people make of a name, a word or a date, in a line about passwords or a password column
    (
        "the shared mailbox password is now lina.7713 until the audit",
        "lina.7713",
        "the shared mailbox password is now in the vault until the audit",
    ),
    (
        "| host | user | password |\n|---|---|---|\n| files01 | ops | tnemom42? |",
        "tnemom42?",
        "| host | user | password |\n|---|---|---|\n| files01 | ops | (ask Li) |",
    ),
    (
        "门禁系统的口令改成了 Zhou_Ping_1984 了",
        "Zhou_Ping_1984",
        "门禁系统的口令改成了 更长的那个 了",
    ),
    (
        "pw for the printer: OtterLovesKelpDaily$",
        "OtterLovesKelpDaily$",
        "pw for the printer: OtterLovesKelpDaily (the old one)",
    ),
    (
        "登录密码：19990524hz",
        "19990524hz",
        "登录时间：1999-05-24",
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
