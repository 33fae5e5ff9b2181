"""A secret named in one line and given in the next: a reply to "what's the wifi password?",
a conversation's "数据库密码改成什么？" answered in the turn after. Neither the note, the db nor
what digest prints holds it; a reply that gives no secret is kept as written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory import Memory


def stored_bytes(root: Path) -> bytes:
    return b"".join(path.read_bytes() for path in root.rglob("*") if path.is_file())


ANSWERS = [
    ("What's the new wifi password?", "It is Tr0ub4dor&3xyz", "Tr0ub4dor&3xyz"),
    ("what's the db password", "Kq83!mZp0wLe", "Kq83!mZp0wLe"),
    ("数据库密码是多少？", "Xk29fjQ8aTe", "Xk29fjQ8aTe"),
    (
        "And the deploy token for the bot?",
        "sure: ghp_R8x2Lq0vNw3Zt7Yb1Mc5Hd9Kf4Pj6Gs2Ue8A",
        "ghp_R8x2Lq0vNw3Zt7Yb1Mc5Hd9Kf4Pj6Gs2Ue8A",
    ),
]


@pytest.mark.parametrize(("question", "reply", "secret"), ANSWERS)
def test_a_secret_given_in_reply_to_its_question_is_redacted(
    root: Path, question: str, reply: str, secret: str
) -> None:
    """The reply alone holds no word naming a secret: the question before it does."""
    with Memory(root) as memory:
        made = memory.remember(reply, context=question)
        entry = memory.get(made.entry.id)
        assert secret not in entry.content and "[已脱敏:" in entry.content
        assert made.redacted and set(made.redacted) <= set(entry.redacted)
    stored = b"".join(path.read_bytes() for path in root.rglob("*") if path.is_file())
    assert secret.encode() not in stored


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("What's the password policy?", "At least 12 characters, one digit."),
        ("Where is the wifi password?", "It's on the fridge, next to the router."),
        ("How long have you been doing yoga?", "About 3 years now, Tuesday mornings."),
        ("Which user do I log in as?", "deploy_admin on port 2222"),
        ("token 在哪里配置？", "在 settings.py 的 TOKEN_URL 里"),
    ],
)
def test_a_reply_that_holds_no_secret_is_kept_as_written(memory: Memory, question: str, reply: str) -> None:
    made = memory.remember(reply, context=question)
    assert memory.get(made.entry.id).content == reply and not made.redacted


DIALOGUES = [
    (
        "assistant: Which password should the staging db use?\nuser: Use Kq83!mZp0wLe9 for staging, decided.\n",
        "Kq83!mZp0wLe9",
    ),
    ("助手: 数据库密码改成什么？\n用户: 改成 Xk29fjQ8aTe 吧，今天就改\n", "Xk29fjQ8aTe"),
    (
        "user: what is the NAS root password now?\n\nassistant: We decided to use Nb7#qLx20vTe from now on.\n",
        "Nb7#qLx20vTe",
    ),
]


@pytest.mark.parametrize(("dialogue", "secret"), DIALOGUES)
def test_a_dialogue_that_asks_then_gives_a_secret_is_digested_without_it(
    root: Path, dialogue: str, secret: str
) -> None:
    with Memory(root) as memory:
        report = memory.digest(dialogue, apply=True)
        shown = json.dumps(report.to_dict(), ensure_ascii=False)
        assert secret not in shown
        assert report.applied and all(secret not in result.entry.content for result in report.applied)
    assert secret.encode() not in stored_bytes(root)
    for piece in (secret[:6], secret[-6:]):  # no part of it either: a split at "!" took half once
        assert piece.encode() not in stored_bytes(root)


def test_a_memory_holding_the_question_and_its_answer_is_redacted(memory: Memory) -> None:
    made = memory.remember("Q: what's the VPN password for the lab?\nA: Lp4#zTq8vRw2 (rotated monthly)")
    content = memory.get(made.entry.id).content
    assert "Lp4#zTq8vRw2" not in content and "(rotated monthly)" in content and "password" in made.redacted


@pytest.mark.parametrize(
    "dialogue",
    [
        "assistant: Which port should staging listen on?\nuser: 8443, and keep 8080 for dev.\n",
        "user: what's the password policy?\nassistant: At least 14 characters, rotated every 90 days.\n",
        "用户: 密码存在哪里？\n助手: 存在 1Password 的 Infra 保险库里，别写进代码。\n",
        "user: do we still need the api key?\nassistant: No, we moved to OIDC federation last week.\n",
    ],
)
def test_a_dialogue_about_secrets_that_gives_none_is_kept_as_written(memory: Memory, dialogue: str) -> None:
    redacted = memory.digest(dialogue)
    assert "已脱敏" not in json.dumps(redacted.to_dict(), ensure_ascii=False)
    assert memory.redactor.redact(dialogue).text == dialogue


def test_a_session_log_that_asks_in_one_record_and_answers_in_the_next(
    memory: Memory, root: Path, tmp_path: Path
) -> None:
    base = {"sessionId": "9c2e", "cwd": "/work/app", "version": "2.0.0"}
    records = [
        {
            **base,
            "type": "assistant",
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": "What's the new Grafana admin password?"}],
            },
        },
        {**base, "type": "user", "message": {"role": "user", "content": "Set it to Gf5$kPz81mQw and note it down"}},
    ]
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(json.dumps(record) for record in records) + "\n", "utf-8")
    (report,) = memory.sediment([path], apply=True)
    assert report.digest is not None and report.digest.applied
    assert all("Gf5$kPz81mQw" not in result.entry.content for result in report.digest.applied)
    assert b"Gf5$kPz81mQw" not in stored_bytes(root)


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Use Kq83!mZp0wLe9 for staging. Done!", ["Use Kq83!mZp0wLe9 for staging.", "Done!"]),
        ("keep a;b as the separator? yes; ship it", ["keep a;b as the separator?", "yes;", "ship it"]),
        ("好的!明天上线。端口 8443", ["好的!", "明天上线。", "端口 8443"]),
    ],
)
def test_a_sentence_never_ends_inside_a_token(text: str, parts: list[str]) -> None:
    """A password with a "!" in it is one token, never two items (the digest once kept "Use Kq83")."""
    from agent_memory.turns import sentences_of

    assert sentences_of(text) == parts
