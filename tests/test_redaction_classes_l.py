"""The classes of secret found missed (and of harmless text found changed) when blind corpus L's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from L): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_L = [
    # a streaming service's key named so, whatever its vendor's shape
    ("obs profile for the church feed: stream key live_40817263_Qz8Wx3Lm7Rt2Kp9Vn4Bc6Hd1Fg5Ys", "Qz8Wx3Lm7Rt2Kp9"),
    ("Kick stream key (don't leak it): rk7p-2mx9-vq4t-8zlw-h3nd", "rk7p-2mx9-vq4t-8zlw-h3nd"),
    # Caddy's DNS challenge with the provider's token inline
    ("example.org {\n  tls {\n    dns digitalocean Tq8Zr2Lm5Wx9Vb3Nc7Kd1Hf6Pj4\n  }\n}", "Tq8Zr2Lm5Wx9Vb3Nc7Kd1Hf6Pj4"),
    ("{\n\tacme_dns porkbun pk1_Zq8Wx3Lm7Rt2Kp9Vn4Bc6Hd1F\n}", "pk1_Zq8Wx3Lm7Rt2Kp9Vn4Bc6Hd1F"),
    # Resend's API keys
    (
        "RESEND_FROM=ops@example.org and the key re_Kp4Vx9Lm_2Qr7Tz3Wb8Nc5Hd1Fg6Ys0Ua",
        "re_Kp4Vx9Lm_2Qr7Tz3Wb8Nc5Hd1Fg6Ys0Ua",
    ),
    ('resend = Resend("re_7Bq2Wm9X_Lp4Rt8Kv3Nz6Hc1Dg5Fs0Yab")', "re_7Bq2Wm9X_Lp4Rt8Kv3Nz6Hc1Dg5Fs0Yab"),
    # a query string's signature that follows no timestamp stays a key, and a secret after an id is still one
    ("https://cdn.example.org/f.zip?expires=1893456000&sign=Vn4Bc6Hd1Fg5Ys0Ua7Rt2Vx9", "Vn4Bc6Hd1Fg5Ys0Ua7Rt2Vx9"),
    ("client id 7f3kQm2PzLx9, client secret Wm4Zr8Qx2Lp7Tk9Vb3Nc6H", "Wm4Zr8Qx2Lp7Tk9Vb3Nc6H"),
    # a passphrase named by its use (unlock, master, vault phrase; a password that is a sentence),
    # quoted, or its words joined by "+"
    ('the safe unlock phrase is "copper meadow lantern quiver"; write it nowhere', "copper meadow lantern quiver"),
    ("passphrase for the offsite disk: tundra+walnut+comet+pillow+fable", "tundra+walnut+comet+pillow+fable"),
    ("1Password 的主密码我换成了一句话：glacier.pepper.harbor.violin.mosaic", "glacier.pepper.harbor.violin.mosaic"),
    # a shared account as e-mail / password, no word before it
    ("Disney+: kids.li@example.org / Pz8!marble41 — don't change the PIN", "Pz8!marble41"),
    # a file shown by cat -n (number in six columns, a tab), a key's lines after Private-Lines
    (
        "$ cat -n ~/keys/bastion.ppk\n     1\tPuTTY-User-Key-File-3: ssh-ed25519\n     2\tPrivate-Lines: 1\n"
        "     3\tAAAAIHq8Lm2Qv9Tz4Wp8Kc3Nb6Hd1Fg5Ys0Ua7Rt2Vx9Bc\n     4\tPrivate-MAC: 0f1e2d3c4b5a6978",
        "AAAAIHq8Lm2Qv9Tz4Wp8Kc3Nb6Hd1Fg5Ys0Ua7Rt2Vx9Bc",
    ),
    ("     1\t[client]\n     2\tuser=backup\n     3\tpassword=Lq7#bronze58x", "Lq7#bronze58x"),
    # a patch's added lines read as the file they add
    (
        "@@ -0,0 +1,4 @@\n+<AutoLogon>\n+  <Password>\n+    <Value>Marble_Quay58</Value>\n+  </Password>",
        "Marble_Quay58",
    ),
    # a device's code named with its part (an alarm panel's, a system's), words before "is"
    ("the alarm system code for the warehouse is 517392, arm it on the way out", "517392"),
    # a request for a secret without a question mark, answered on a later line
    ("Assistant: I need the SFTP password to finish the upload.\nUser: it's Wv4qLp9xTz2, thanks", "Wv4qLp9xTz2"),
    ("please send me the staging token when you can\nTq8Zr2Lm5Wx9Vb3Nc7Kd1Hf6Pj4", "Tq8Zr2Lm5Wx9Vb3Nc7Kd1Hf6Pj4"),
]

# harmless texts of the same shapes
UNCHANGED_L = [
    # a signed bot's request: the signature after its timestamp is an HMAC of that time, new each time
    "飞书签名校验：?timestamp=1767225600&sign=Qm3Zp8Wx2Lt7Rk4Vn9Bc6Hd1Fg5Ys0Ua%3D 每次请求都重新计算",
    "callback args: &timestamp=1767225600123&signature=Lt7Rk4Vn9Bc6Hd1Fg5Ys0Ua2Qm — recomputed per call",
    # an id named between a secret word and its value is the id's value
    "SPA login uses PKCE, so no client secret ships — the client id Pz4Lx8Qm2Tw7Rk3V is public",
    "we never store the token here; the app id is Wx2Lt7Rk4Vn9Bc6Hd1 for the record",
    # a stream key's name, not its value; a Caddy DNS provider read from the environment
    "the Redis stream key orders:events:2026 keeps the checkout events",
    "example.org {\n  tls {\n    dns cloudflare {env.CLOUDFLARE_API_TOKEN}\n  }\n}",
    # snake_case names after re_ are no Resend key
    "re_render_template_for_the_dashboard_widget() is called twice",
    # prose about a phrase, a list of addresses or an e-mail and a role; a number column; a patch's context
    'she said "we will see about that" — a phrase he hates',
    "the unlock phrase is kept in the safe, not in this chat",
    "owners: ana.li@example.org / mark.t@example.org, reviewers: ops@example.org / Maintainers",
    "mail ops@example.org / 2026-03-01 for the rota",
    "    12\t34\t56\n    78\t90\t12",
    "@@ -1,3 +1,3 @@\n-version = 1.4.2\n+version = 1.4.3\n name = demo",
    # an alarm panel's code as source code; a request for a password's policy, answered in words
    "the alarm panel code is 404 lines long, see panel.c",
    "I need the password reset flow documented.\nUser: done, see PR-2291 and commit 9f8e7d6",
    "we need the token rotation plan by friday\nsure: Plan-B-2026 it is",
]
