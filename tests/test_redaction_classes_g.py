"""The classes of secret found missed, and of harmless text found changed, when blind corpus G's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from G): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

import time

from agent_memory.secret_blocks import csv_cells, escaped_strings
from agent_memory.secret_shapes import phrases, typed

# (text, what must not survive)
CAUGHT_G = [
    ('{"result": {"text": "[smtp]\\nhost = \\"mail.lan\\"\\npassword = \\"Corvid#88120x\\""}}', "Corvid#88120x"),
    ('{"out": "export MAILGUN_API_KEY=\\"Zq7XvL2pM9kR4tWn8BcY3sJd\\"\\n"}', "Zq7XvL2pM9kR4tWn8BcY3sJd"),
    ("Kite#5520xq是新的SSH口令，今晚生效", "Kite#5520xq"),
    ("这台NAS密码Lq9#xV2mZpK4，别外传", "Lq9#xV2mZpK4"),
    ("备用机的密码我私聊过你了，再贴一次：qwer;uiop!Zm82", "qwer;uiop!Zm82"),
    ("url,username,login_password,totp\nhttps://a.lan,bob,Kq7!vL2pZ9x,", "Kq7!vL2pZ9x"),
    ("site,user,password,notes\nnas,ops,Vq3#mLw8Zp!2,old one\nvpn,ops,.Pl8~vZq2Lm^x,", ".Pl8~vZq2Lm^x"),
    ('expect -c \'spawn ssh ops@h; expect "assword:"; send "Pl8!vZq2Lm\\r"; interact\'', "Pl8!vZq2Lm"),
]

UNCHANGED_G = [
    '{"result": {"text": "line one\\nthe password policy needs \\"12 characters\\""}}',
    '{"cfg": "{\\"apiKey\\": \\"{env:OPENAI_API_KEY}\\", \\"token\\": \\"{file:~/.secrets/gh}\\"}"}',
    "对端公钥：Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo= ，私钥别外传。",
    "应用 App ID：cli_a1b2c3d4e5f6a7b8，这个可以公开，App Secret 在后台。",
    "百度地图 JS API 的 ak 是前端公开的：9c41d7e02b6f8a35c1e9047d2fa6b813，在控制台配白名单",
    "登录失败，密码=******，客户端IP=172.16.4.21",
    "Server=db1.lan;Database=ops-sync;User Id=svc;Password=********;",
    "pw hashing: crypto2.pbkdf2sha512, 600000 rounds",
    "The CSV header is Name,URL,Username,Password,Extra",
    "gcloud secrets versions access 3 --secret=billing-api-password --project=acme-prod-4411",
    "$password = Read-Host -AsSecureString",
    "$secret = Get-Secret -Name db-admin",
    "mapboxgl.accessToken = 'pk.eyJ1Ijoib3BzIiwiYSI6ImNrMnYxYzR6bzAwMWgzbW8ifQ.Xq7Lm2Vp9Rk4Tw8Nb3Yc6S';",
    "site,user,password,notes\nnas,ops,${NAS_PW},rotated",
    "name,password_hint,notes\nbob,first pet,none",
]


def test_an_unclosed_escaped_quote_is_passed_over_in_one_scan() -> None:
    """A line of escaped quotes and no closing one: each literal is read once, not once per quote."""
    line = '\\"password\\": \\"' * 20_000
    start = time.process_time()
    assert escaped_strings(line) == []
    assert time.process_time() - start < 5.0  # quadratic took minutes; linear takes milliseconds
    text = '{"a": "x\\npassword: Kq7!vL2pZ9", "b": "plain"}'
    assert [decoded for _, _, decoded in escaped_strings(text)] == ["x\npassword: Kq7!vL2pZ9"]


def test_typed_tokens_are_not_headers_module_paths_or_fields() -> None:
    assert typed("qwer;uiop!Zm82")  # one semicolon: a keyboard walk
    assert not typed("Title,Website,Username,Password")  # a CSV header
    assert not typed("argon3.argon3id")  # a module's attribute
    assert not typed("IP=10.2.0.7")  # a field of a log line
    assert not typed("ops-sync;User")  # a connection string's fields


def test_a_csv_header_is_read_to_its_line_end() -> None:
    """Rows are matched to the whole header, not to the columns up to the password one."""
    table = "name,password,note,extra\nnas,Vq3#mLw8Zp!2,old,x\n"
    assert [table[a:b] for a, b, _ in csv_cells(table)] == ["Vq3#mLw8Zp!2"]
    assert csv_cells("name,password,note\nnas,Vq3#mLw8Zp!2,old,one cell too many\n") == []


def test_the_twelve_word_scan_starts_at_words_and_misses_none() -> None:
    words = "legal winner thank year wave sausage worth useful legal winner thank yellow"
    for text in (f"old wallet: {words}.", f"abandonment {words}", f"1. {words}"):
        assert [text[a:b] for a, b in phrases(text)] == [words], text
    assert phrases("X" + words) == []  # its first word run into another: eleven whole words
