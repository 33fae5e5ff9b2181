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
]
