"""The classes found when blind corpus U's results were read (issue 21), each tried both ways in
words and values of their own (none copied from U): a harmless text of the class is left as it
was, and a secret in the same place is still gone."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import harmless_stays_twin_goes, secret_goes_twin_stays

# (a harmless text of a class blind U showed, a secret in the same place that must still go)
HARMLESS_U = [
    # a row of a hash export after words that call the passwords hashed
    (
        "dump of accounts (passwords are bcrypt hashed): alice:$2b$12$Qw8Er4Ty6Ui2Op0As9Df7uGh3Jk5Lz1Xc8Vb4Nm6Qw2Er0Ty9Ui",
        "dump of accounts (plain, sorry): password: alice:Qw8Er4Ty6Ui2",
        "Qw8Er4Ty6Ui2",
    ),
    (
        "账号表（密码已哈希）：bob;$6$Hq2Lw8Tz$Kx9Lw2Tn5Vb8Hc1Pd4Mq7Rs0Zq8Rt3Yu6Io1Pa4Sd7Fg2",
        "账号表：bob 的密码：Mn4!xq8Rz2",
        "Mn4!xq8Rz2",
    ),
    # a value the words right after it say is no secret
    (
        "device serial: Zx7Qp2Lm9Rt4Vb8Nc3 (an identifier, not a secret)",
        "device secret: Zx7Qp2Lm9Rt4Vb8Nc3 (rotate monthly)",
        "Zx7Qp2Lm9Rt4Vb8Nc3",
    ),
    (
        "小程序 appid：wx8f3a9c2e7b1d4056，client_key：Ab3Cd5Ef7Gh9Jk2Lm4Np（只是标识，不是凭证）",
        "小程序 client_key：Ab3Cd5Ef7Gh9Jk2Lm4Np（别外传）",
        "Ab3Cd5Ef7Gh9Jk2Lm4Np",
    ),
    # a value the words after it call an example only
    (
        "文档里写：口令=abc12345（仅作示例，上线请替换）",
        "运维说：口令=Kq7!wz3Rm8（上线用这个）",
        "Kq7!wz3Rm8",
    ),
    (
        "README: password=letmein99 (for demo purposes only)",
        "README: password=Vt6#pq2Lx9Wz (prod)",
        "Vt6#pq2Lx9Wz",
    ),
    # a marker a tool left where it hid a value
    (
        "GITHUB_TOKEN=[masked by ci] in the job log",
        "GITHUB_TOKEN=ghp_R8kQ2zLw7Tn4Vb9Hc1Pd5Mq3Xs6Ya0Ef2Gj in the job log",
        "ghp_R8kQ2zLw7Tn4Vb9Hc1Pd5Mq3Xs6Ya0Ef2Gj",
    ),
    (
        "api_key: [已隐藏 by 飞书]",
        "api_key: Lm3Np5Qr7St9Uv2Wx4Yz",
        "Lm3Np5Qr7St9Uv2Wx4Yz",
    ),
    # the base64 of a placeholder word the text shows before it
    (
        'echo -n "secret" | base64 gives the token c2VjcmV0',
        "the token c2VjcmV0S3p4UTlMbTJSdDRWYjg",
        "c2VjcmV0S3p4UTlMbTJSdDRWYjg",
    ),
]


@pytest.mark.parametrize(("text", "twin", "secret"), HARMLESS_U)
def test_a_harmless_text_of_the_class_stays_and_its_secret_twin_goes(
    memory: Memory, text: str, twin: str, secret: str
) -> None:
    harmless_stays_twin_goes(memory, text, twin, secret)


@pytest.mark.parametrize(
    "text",
    [
        "token: Zx7Qp2Lm9Rt4Vb8Nc3Wd (not the password, the api one)",  # not said to be no secret
        "password: [hidden]Kx8qz2Lw9Tr",  # a marker glued to a value: the value goes
        "the base64 of my password is SHVudGVyMjAyNCFRd2Vy",  # no placeholder word shown before it
    ],
)
def test_words_that_do_not_clear_a_value_leave_it_redacted(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text != text


# (a secret of a class blind U showed and what must be gone from it, a harmless twin that must stay whole)
PAIRS_U = [
    # vendors' prefixes: Replicate, Netlify, CircleCI, Contentful, New Relic, Mapbox (secret), JFrog
    (
        "deploy note: r8_Kq2Zr7Lw4Tx1Vb8Nm3Hc6Pd9Qs5Ya0Ef2Gj7Uw works",
        "r8_Kq2Zr7Lw4Tx1Vb8Nm3Hc6Pd9Qs5Ya0Ef2Gj7Uw",
        "Replicate tokens start with r8_ and are 40 characters",
    ),
    (
        "NETLIFY_AUTH nfp_Zq8Rt3Yu6Io1Pa4Sd7Fg2Hj5Kl8Zx0Cv3Bn6Mq",
        "nfp_Zq8Rt3Yu6Io1Pa4Sd7Fg2Hj5Kl8Zx0Cv3Bn6Mq",
        "nfp_ tokens",
    ),
    (
        "circle: CCIPAT_Wq4Er6Ty8Ui0Op2As4Df6Gh_0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3",
        "CCIPAT_Wq4Er6Ty8Ui0Op2As4Df6Gh_0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3",
        "a CircleCI personal token opens with CCIPAT_",
    ),
    (
        "cma: CFPAT-Lm3Np5Qr7St9Uv2Wx4Yz6Ab8Cd0Ef1Gh3Ij5Kl7Mn9Op2",
        "CFPAT-Lm3Np5Qr7St9Uv2Wx4Yz6Ab8Cd0Ef1Gh3Ij5Kl7Mn9Op2",
        "a Contentful PAT opens with CFPAT-",
    ),
    (
        "新 relic 用户 key：NRAK-Q7W2E9R4T6Y1U8I3O5P0A2S4D7F",
        "NRAK-Q7W2E9R4T6Y1U8I3O5P0A2S4D7F",
        "NRAK- 开头的是用户 key",
    ),
    (
        "map: sk.eyJ1IjoiZGV2b3BzIiwiYSI6ImNsa3E4In0.Rt3Yu6Io1Pa4Sd7Fg2Hj5K",
        "sk.eyJ1IjoiZGV2b3BzIiwiYSI6ImNsa3E4In0.Rt3Yu6Io1Pa4Sd7Fg2Hj5K",
        "map: pk.eyJ1IjoiZGV2b3BzIiwiYSI6ImNsa3E4In0.Rt3Yu6Io1Pa4Sd7Fg2Hj5K",  # the public token
    ),
    (
        "artifactory: cmVmdGtuOjAxOjE3Qw8Er4Ty6Ui2Op0As9Df7uGh3Jk5Lz1Xc8Vb4Nm6Qw2Er0Ty9Ui",
        "cmVmdGtuOjAxOjE3Qw8Er4Ty6Ui2Op0As9Df7uGh3Jk5Lz1Xc8Vb4Nm6Qw2Er0Ty9Ui",
        "JFrog reference tokens are base64 of reftkn",
    ),
    # code that sets a secret: an env entry assigned a literal, an Objective-C string constant
    (
        'ENV["MAILGUN_SIGNING_KEY"] = "7d2f9a4c1e8b3d6f0a5c9e2b4d7f1a3c"',
        "7d2f9a4c1e8b3d6f0a5c9e2b4d7f1a3c",
        'ENV["MAILGUN_SIGNING_KEY"] = ENV.fetch("MG_KEY")',
    ),
    (
        "os.environ['SMTP_PASSWORD'] = 'Wz4!kq9Rt2Lm'",
        "Wz4!kq9Rt2Lm",
        "os.environ['SMTP_PASSWORD'] = 'your-password-here'",
    ),
    (
        'static NSString *const kPushSecret = @"a8c3e1f5b7d9024c6e8a1b3d5f7092ce4a6b8d0f";',
        "a8c3e1f5b7d9024c6e8a1b3d5f7092ce4a6b8d0f",
        'static NSString *const kPushTokenKey = @"push_token";',
    ),
    # a password a UI test types into a field its selector names, a multipart form's password field
    (
        "driver.find_element(By.CSS_SELECTOR, '#login-password').send_keys('Tq5!mz8Wr3')",
        "Tq5!mz8Wr3",
        "driver.find_element(By.CSS_SELECTOR, '#login-password').send_keys(os.environ['E2E_PW'])",
    ),
    (
        "cy.get('input[type=password]').type('Bn7#xv2Kp9')",
        "Bn7#xv2Kp9",
        "cy.get('input[type=password]').type(Cypress.env('pw'), { log: false })",
    ),
    (
        "await page.fill('#passwd', 'Hy6$rt3Qw8')",
        "Hy6$rt3Qw8",
        "await page.fill('#passwd', process.env.E2E_PW)",
    ),
    (
        '--b0undary\nContent-Disposition: form-data; name="pwd"\n\nJk4!zx7Mn2\n--b0undary--',
        "Jk4!zx7Mn2",
        '--b0undary\nContent-Disposition: form-data; name="avatar"\n\nJk4zx7Mn2\n--b0undary--',
    ),
    # a dump of a secret's entry, an env variable named for its auth
    (
        'print_r 输出：["smtp_password"]=> string(10) "Qx7!mw2Lz9"',
        "Qx7!mw2Lz9",
        'print_r 输出：["smtp_host"]=> string(14) "mail.corp.test"',
    ),
    (
        "RUN echo with YARN_AUTH=Hq2Lw8TzKx9Lw2Tn5Vb8Hc1Pd4",
        "Hq2Lw8TzKx9Lw2Tn5Vb8Hc1Pd4",
        "RUN echo with REQUIRE_AUTH=true",
    ),
    # a Pulumi stack's setting named for a secret, kept in plain text
    (
        "config:\n  shop:stripeKey:\n    secure: false\n    value: Tn5Vb8Hc1Pd4Mq7Rs0Zq8Rt3",
        "Tn5Vb8Hc1Pd4Mq7Rs0Zq8Rt3",
        "config:\n  shop:region:\n    secure: false\n    value: ap-southeast-1-zone-b",
    ),
    # a mail client's authorisation code after its name and a space
    (
        "126 邮箱的客户端授权码 QWERTPLKMNBVCXZA，Outlook 里填这个",
        "QWERTPLKMNBVCXZA",
        "开启 IMAP 后会生成授权码 并发到手机",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_U)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)
