"""The classes found when blind corpus T's results were read (issue 21), each tried both ways in
words and values of their own (none copied from T): a harmless text of the class is left as it
was, and a secret in the same place is still gone."""

from __future__ import annotations

import pytest

from agent_memory import Memory

from .redaction_pairs import harmless_stays_twin_goes, secret_goes_twin_stays

# (a harmless text of a class blind T showed, a secret in the same place that must still go)
HARMLESS_T = [
    # a docs' dummy: a vendor's prefix, then digits counting up
    (
        "the quickstart says MAILER_API_KEY=ml_1234567890, put yours in",
        "the quickstart says MAILER_API_KEY=ml_8f3kQ29xLw7Tz, put yours in",
        "ml_8f3kQ29xLw7Tz",
    ),
    # an image inlined as a data: URI after a secret word
    (
        "logo (not a token): data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP8zK2xWq9Rt7Lm4Np3Jd8Vc5Bx1Hg6Fs0Ty",
        "logo token: R0lGODlhAQABAIAAAAAAAP8zK2xWq9Rt7Lm4Np3Jd8Vc5Bx1Hg6Fs0Ty",
        "R0lGODlhAQABAIAAAAAAAP8zK2xWq9Rt7Lm4Np3Jd8Vc5Bx1Hg6Fs0Ty",
    ),
    # a public client's id named by its own label after "no secret"
    (
        "SPA uses PKCE, there is no app secret. app_id: 0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f",
        "SPA uses PKCE, the app secret: 0f9e8d7c6b5a4c3d9e2f1a0b9c8d7e6f",
        "0f9e8d7c6b5a4c3d9e2f1a0b9c8d7e6f",
    ),
    # a message in Chinese under a password's key in a translation file
    (
        '"reset.password.tip": "密码已重置，请在 30 分钟内登录"',
        '"reset.password": "Rz8!wq3Lk9"',
        "Rz8!wq3Lk9",
    ),
    # the study of cryptography, a key exchange: a subject, not a value
    (
        "课程大纲：密码学基础：AES 与分组模式（第 2 讲）",
        "课程平台：密码：Ae5!zq8Wm2",
        "Ae5!zq8Wm2",
    ),
    (
        "第四节 密钥协商：ECDH 曲线选择（见附录）",
        "第四节 密钥：EcD7hq2Lw9Rt5Xp1",
        "EcD7hq2Lw9Rt5Xp1",
    ),
    # a build cache's key: a name, then the digest of a lockfile
    (
        "Cache saved with key: Windows-pip-3b1f0e9d8c7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c",
        "Vault saved with key: 3b1f0e9d8c7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c",
        "3b1f0e9d8c7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c",
    ),
    (
        "流水线缓存 key：py3-wheels-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567，命中",
        "流水线部署 key：0a1b2c3d4e5f60718293a4b5c6d7e8f901234567，别外传",
        "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
    ),
    # networks listed with 、 after a wifi word
    (
        "楼里的 wifi：Office-5G、Guest_2F、HUAWEI-A1B2（密码都没有）",
        "楼里的 wifi：Office5G!pass77",
        "Office5G!pass77",
    ),
    # a code the sentence says was made public
    (
        "直播间抽奖口令已公开在公众号：summer2088",
        "直播间后台口令：Summer!2088x",
        "Summer!2088x",
    ),
    # a password's character set, described
    (
        "生成器的密码字符集：ABCDEFGHJKLMNPQRSTUVWXYZ23456789，去掉了 0 和 O",
        "生成器的密码：Abc7!xQ2wZ",
        "Abc7!xQ2wZ",
    ),
    # hex after a bare "key": a run's id, a cache's key, a signing key's fingerprint
    (
        "tracker: run key 3f9a0c7e1b5d2a8f6c4e0b9d7a5c3e1f (the run's id, not your API key)",
        "tracker: api key: Tr4ck!9xQ2wZ7Lp3Vb8Nm",
        "Tr4ck!9xQ2wZ7Lp3Vb8Nm",
    ),
    # a Chinese word %-escaped for a URL
    (
        "埋点参数“修改密码”：%E4%BF%AE%E6%94%B9%E5%AF%86%E7%A0%81",
        "埋点参数密码：%7Bq8Zr3Kx7Wm%7D",
        "%7Bq8Zr3Kx7Wm%7D",
    ),
]


@pytest.mark.parametrize(("text", "twin", "secret"), HARMLESS_T)
def test_a_harmless_text_of_the_class_stays_and_its_secret_twin_goes(
    memory: Memory, text: str, twin: str, secret: str
) -> None:
    harmless_stays_twin_goes(memory, text, twin, secret)


def test_no_text_redacted_stays_in_a_module_global(memory: Memory) -> None:
    from agent_memory import harmless_gates, harmless_shapes, keyword_values, redact, secret_shapes

    text = "the common login for the db, password: Kx8!qz2Lw9Tr (search the wiki for the rest)"
    assert "Kx8!qz2Lw9Tr" not in memory.redactor.redact(text).text
    for module in (harmless_gates, harmless_shapes, keyword_values, redact, secret_shapes):
        for name, value in vars(module).items():
            held = value if isinstance(value, tuple | list) else (value,)
            assert all(item is not text and item != text for item in held), f"{module.__name__}.{name}"


def test_the_gate_words_of_both_modules_checks_come_from_one_registry() -> None:
    from agent_memory.harmless_gates import ALL, GATES, GateWords, gate_words
    from agent_memory.keyword_values import harmless_here

    text = "weak passwords list: Spring2024! (see USCC registry)"
    found = gate_words(text)
    assert {"weak", "registry"} <= found <= ALL == frozenset(GATES)
    start = text.index("Spring2024!")
    assert harmless_here(text, start, "Spring2024!", GateWords(text))  # the weak list's check holds
    assert not harmless_here(text, start, "Spring2024!", GateWords(text, frozenset()))  # skipped: none of its words


@pytest.mark.parametrize(
    ("value", "stays"),
    [
        ("AKIAIOSFODNN7EXAMPLE", True),  # published by AWS as its example
        ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", True),  # Stripe's docs' test key
        ("sk_test_9Kq2Zr7Lw4Tx1Vb8Nm3Hc6Pd", False),
    ],
)
def test_published_example_keys_are_one_list(memory: Memory, value: str, stays: bool) -> None:
    from agent_memory.keyword_values import harmless_here
    from agent_memory.secret_shapes import masked

    text = f"STRIPE_SECRET={value}"
    assert masked(value) is stays and harmless_here(text, text.index(value), value) is stays
    assert (memory.redactor.redact(text).text == text) is stays


@pytest.mark.parametrize(
    "text",
    [
        "stored: $6$rounds=5000$Zq8Rt3Yu$Kx9Lw2Tn5Vb8Hc1Pd4Mq7Rs0 (salted hash, not the password)",
        "password hash: $2b$12$Kx9Lw2Tn5Vb8Hc1Pd4Mq7uRs0Zq8Rt3Yu6Io1Pa4Sd7Fg2Hj5Kl8",
    ],
)
def test_a_crypt_hash_said_so_stays(memory: Memory, text: str) -> None:
    assert memory.redactor.redact(text).text == text


# (a secret of a class blind T showed and what must be gone from it, a harmless twin that must stay whole)
PAIRS_T = [
    # a passphrase of words (and short numbers) joined by one separator throughout
    (
        "vault recovery phrase, keep offline: thistle;beacon;walrus;quince",
        "thistle;beacon;walrus;quince",
        "vault recovery phrase, keep offline: see the sealed envelope",
    ),
    (
        "NAS 的解锁短语：pebble,29,lantern,sorrel,heron，别发群里",
        "pebble,29,lantern,sorrel,heron",
        "NAS 的解锁短语：见纸质备份，别发群里",
    ),
    (
        "the laptop unlock phrase: juniper+kai+406+drizzle",
        "juniper+kai+406+drizzle",
        "the laptop unlock phrase: src/app/main/utils is where it is checked",
    ),
    # a table pasted without its rule line: its first row is the header
    (
        "共享表格导出\n| 服务 | 令牌 | 备注 |\n| 图床 | Tk7q2Lw9Rt5Xp1Zm8Nc3Vb6 | 月底到期 |",
        "Tk7q2Lw9Rt5Xp1Zm8Nc3Vb6",
        "共享表格导出\n| 服务 | 令牌 | 备注 |\n| 图床 | 见保险库 | 月底到期 |",
    ),
    # a bare "key", a space, then a value only a key looks like
    (
        "INFO sdk ready: using Mapbox key tk9_Qw3ErT5yUi7oP9aS2dF4gH6j for tiles",
        "tk9_Qw3ErT5yUi7oP9aS2dF4gH6j",
        "INFO sdk ready: using Mapbox key rotation every 90 days for tiles",
    ),
    (
        "收藏夹：天气接口 的 key wx_live_8Hc1Pd4Mq7Rs0Zq8Rt3Yu6Io",
        "wx_live_8Hc1Pd4Mq7Rs0Zq8Rt3Yu6Io",
        "收藏夹：天气接口 的 key 在配置中心，别贴出来",
    ),
]


@pytest.mark.parametrize(("text", "secret", "twin"), PAIRS_T)
def test_a_secret_of_the_class_goes_and_its_harmless_twin_stays(
    memory: Memory, text: str, secret: str, twin: str
) -> None:
    secret_goes_twin_stays(memory, text, secret, twin)
