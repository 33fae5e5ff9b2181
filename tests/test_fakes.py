"""The fake remote services themselves: wire formats, auth, failure modes, recording, semantics."""

from __future__ import annotations

import base64
import http.client
import json
import math
import socket
import struct
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.conftest import BOUND
from tests.fakes.servers import (
    CONCEPTS,
    MODES,
    FakeAIServer,
    FakeChatServer,
    FakeEmbeddingServer,
    FakeRerankServer,
    concept_vector,
    cosine,
    count_tokens,
    relevance,
)

KEY = "test-key"


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def post(url: str, payload: object, *, key: str | None = KEY, timeout: float = 5.0) -> Reply:
    data = payload if isinstance(payload, bytes) else json.dumps(payload).encode("utf-8")
    req = urllib.request.Request(url, data=data, method="POST")
    req.add_header("Content-Type", "application/json")
    if key is not None:
        req.add_header("Authorization", f"Bearer {key}")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return Reply(resp.status, {k.lower(): v for k, v in resp.headers.items()}, resp.read())
    except urllib.error.HTTPError as err:
        with err:
            return Reply(err.code, {k.lower(): v for k, v in err.headers.items()}, err.read())


@pytest.fixture
def srv() -> Iterator[FakeAIServer]:
    with FakeAIServer(dimensions=64, api_key=KEY, delay=0.3) as server:
        yield server


EMBED = {"model": "jina-embeddings-v3", "input": ["we chose PostgreSQL", "I like tea"], "task": "retrieval.passage"}
RERANK = {
    "model": "BAAI/bge-reranker-v2-m3",
    "query": "which db do we use",
    "documents": ["I like tea", "we chose PostgreSQL"],
}
CHAT = {"model": "deepseek-chat", "messages": [{"role": "user", "content": "hello there"}]}
REQUESTS = {"embeddings": EMBED, "rerank": RERANK, "chat/completions": CHAT}
LIST_KEY = {"embeddings": "data", "rerank": "results", "chat/completions": "choices"}


# -- semantics -------------------------------------------------------------------------


def test_concept_table_is_big_and_disjoint() -> None:
    assert len(CONCEPTS) >= 20
    terms = [t for g in CONCEPTS for t in g]
    assert len(terms) == len(set(terms))


def test_concept_vectors_carry_meaning_without_shared_words() -> None:
    q = concept_vector("which db do we use")
    assert len(q) == 1024
    assert math.isclose(sum(x * x for x in q), 1.0)
    assert cosine(q, concept_vector("we chose PostgreSQL")) > cosine(q, concept_vector("I like tea")) + 0.3
    assert relevance("数据库用哪个", "we chose PostgreSQL") > relevance("数据库用哪个", "I like tea")
    assert relevance("cheap car", "便宜的汽车") > 0.9
    assert relevance("the deployment crashed", "发布时出现故障") > 0.5
    assert concept_vector("databases") == concept_vector("database")
    assert concept_vector("x", 8) == concept_vector("x", 8)  # deterministic, small dims fold
    assert concept_vector("", 16) == [0.0] * 15 + [1.0]


def test_count_tokens_counts_words_and_cjk_characters() -> None:
    assert count_tokens("hello big world") == 3
    assert count_tokens("我喜欢 tea") == 4


# -- embeddings ------------------------------------------------------------------------


def test_embeddings_happy_path(srv: FakeAIServer) -> None:
    r = post(srv.base_url + "/embeddings", EMBED)
    assert r.status == 200
    body = r.json()
    assert body["object"] == "list"
    assert body["model"] == "jina-embeddings-v3"
    assert [d["index"] for d in body["data"]] == [0, 1]
    assert all(d["object"] == "embedding" and len(d["embedding"]) == 64 for d in body["data"])
    assert body["data"][0]["embedding"] == concept_vector("we chose PostgreSQL", 64)
    assert body["usage"] == {"prompt_tokens": 6, "total_tokens": 6}
    rec = srv.last_request
    assert rec.path == "/v1/embeddings"
    assert rec.json == EMBED
    assert rec.headers["authorization"] == f"Bearer {KEY}"
    assert json.loads(rec.body) == EMBED


def test_embeddings_string_input_dimensions_and_base64(srv: FakeAIServer) -> None:
    r = post(srv.base_url + "/embeddings", {"model": "m", "input": "cheap car", "dimensions": 32})
    assert [len(d["embedding"]) for d in r.json()["data"]] == [32]
    r = post(srv.base_url + "/embeddings", {"model": "m", "input": ["cheap car"], "encoding_format": "base64"})
    raw = base64.b64decode(r.json()["data"][0]["embedding"])
    floats = struct.unpack(f"<{len(raw) // 4}f", raw)
    assert len(floats) == 64
    assert all(math.isclose(a, b, rel_tol=1e-6) for a, b in zip(floats, concept_vector("cheap car", 64), strict=True))


@pytest.mark.parametrize(
    "payload",
    [
        {"input": ["x"]},
        {"model": "m", "input": []},
        {"model": "m", "input": [""]},
        {"model": "m", "input": [1, 2]},
        {"model": "m", "input": ["x"], "dimensions": 0},
        {"model": "m", "input": ["x"] * 3},  # max_batch=2 below
    ],
)
def test_embeddings_bad_requests_are_400(payload: dict[str, Any]) -> None:
    with FakeEmbeddingServer(max_batch=2) as srv:
        r = post(srv.base_url + "/embeddings", payload)
    assert r.status == 400
    assert r.json()["error"]["type"] == "invalid_request_error"


def test_wrong_dimension_mode(srv: FakeAIServer) -> None:
    srv.mode = "wrong_dimension"
    r = post(srv.base_url + "/embeddings", EMBED)
    assert r.status == 200
    assert {len(d["embedding"]) for d in r.json()["data"]} == {32}


# -- auth ------------------------------------------------------------------------------


@pytest.mark.parametrize("endpoint", list(REQUESTS))
@pytest.mark.parametrize("key", [None, "wrong-key"])
def test_auth_401(srv: FakeAIServer, endpoint: str, key: str | None) -> None:
    r = post(f"{srv.base_url}/{endpoint}", REQUESTS[endpoint], key=key)
    assert r.status == 401
    err = r.json()["error"]
    assert err["type"] == "invalid_request_error"
    if key is not None:
        assert err["message"] == "Incorrect API key provided"
        assert b"wrong-key" not in r.body
    assert srv.last_request.headers.get("authorization") == (None if key is None else f"Bearer {key}")


def test_no_expected_key_accepts_anything() -> None:
    with FakeRerankServer() as srv:
        assert post(srv.base_url + "/rerank", RERANK, key=None).status == 200


def test_unknown_path_is_404(srv: FakeAIServer) -> None:
    r = post(srv.base_url + "/nope", {})
    assert r.status == 404
    assert "error" in r.json()


def test_non_json_body_is_400(srv: FakeAIServer) -> None:
    r = post(srv.base_url + "/embeddings", b"not json")
    assert r.status == 400
    assert srv.last_request.json is None
    assert srv.last_request.body == b"not json"


# -- rerank ----------------------------------------------------------------------------


def test_rerank_happy_path(srv: FakeAIServer) -> None:
    r = post(srv.base_url + "/rerank", RERANK)
    assert r.status == 200
    body = r.json()
    assert body["id"]
    assert [x["index"] for x in body["results"]] == [1, 0]
    scores = [x["relevance_score"] for x in body["results"]]
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores[0] == relevance("which db do we use", "we chose PostgreSQL")
    assert "document" not in body["results"][0]
    assert body["meta"]["tokens"]["input_tokens"] > 0
    assert body["usage"]["total_tokens"] == body["meta"]["tokens"]["input_tokens"]


def test_rerank_top_n_and_return_documents(srv: FakeAIServer) -> None:
    docs = ["I like tea", "we chose PostgreSQL", "redis is our cache", "postgres 数据库"]
    r = post(srv.base_url + "/rerank", {**RERANK, "documents": docs, "top_n": 2, "return_documents": True})
    results = r.json()["results"]
    assert len(results) == 2
    assert {x["index"] for x in results} == {1, 3}
    assert all(x["document"]["text"] == docs[x["index"]] for x in results)


@pytest.mark.parametrize(
    "change",
    [
        {"query": ""},
        {"documents": []},
        {"documents": "one"},
        {"top_n": 0},
        {"return_documents": "yes"},
        {"model": None},
    ],
)
def test_rerank_bad_requests_are_400(srv: FakeAIServer, change: dict[str, Any]) -> None:
    assert post(srv.base_url + "/rerank", {**RERANK, **change}).status == 400


# -- chat ------------------------------------------------------------------------------


def test_chat_scripted_queue_then_callable_then_default() -> None:
    seen: list[dict[str, Any]] = []

    def fn(request: dict[str, Any]) -> str:
        seen.append(request)
        return "from callable"

    with FakeChatServer(api_key=KEY, replies=["first reply", "第二个"], default_reply="{}") as srv:
        url = srv.base_url + "/chat/completions"
        body = post(url, CHAT).json()
        assert body["object"] == "chat.completion"
        assert body["model"] == "deepseek-chat"
        assert isinstance(body["created"], int)
        assert body["id"]
        choice = body["choices"][0]
        assert choice == {
            "index": 0,
            "message": {"role": "assistant", "content": "first reply"},
            "finish_reason": "stop",
        }
        assert body["usage"] == {"prompt_tokens": 2, "completion_tokens": 2, "total_tokens": 4}
        # DeepSeek-style path without /v1
        body = post(srv.root_url + "/chat/completions", CHAT).json()
        assert body["choices"][0]["message"]["content"] == "第二个"
        assert body["usage"]["completion_tokens"] == 3
        assert post(url, CHAT).json()["choices"][0]["message"]["content"] == "{}"
        srv.reply_fn = fn
        assert post(url, CHAT).json()["choices"][0]["message"]["content"] == "from callable"
        assert seen == [CHAT]
        assert [r.path for r in srv.requests_to("chat/completions")] == [
            "/v1/chat/completions",
            "/chat/completions",
            "/v1/chat/completions",
            "/v1/chat/completions",
        ]


def test_chat_callable_reply_and_json_object_rule() -> None:
    with FakeChatServer(replies=lambda req: json.dumps({"n": len(req["messages"])})) as srv:
        url = srv.base_url + "/chat/completions"
        fmt = {"response_format": {"type": "json_object"}, "temperature": 0}
        assert post(url, {**CHAT, **fmt}).status == 400  # no "json" in the messages
        msgs = [{"role": "system", "content": "Answer in JSON."}, {"role": "user", "content": "hi"}]
        r = post(url, {**CHAT, **fmt, "messages": msgs})
        assert r.status == 200
        assert json.loads(r.json()["choices"][0]["message"]["content"]) == {"n": 2}
        assert post(url, {**CHAT, "temperature": 3}).status == 400
        assert post(url, {**CHAT, "messages": []}).status == 400


# -- failure modes ---------------------------------------------------------------------


@pytest.mark.parametrize("endpoint", list(REQUESTS))
def test_error_modes(srv: FakeAIServer, endpoint: str) -> None:
    url = f"{srv.base_url}/{endpoint}"
    payload = REQUESTS[endpoint]

    srv.mode = "500"
    r = post(url, payload)
    assert r.status == 500
    assert r.json()["error"]["type"] == "server_error"

    srv.mode = "429"
    r = post(url, payload)
    assert r.status == 429
    assert r.headers["retry-after"] == "0"
    assert "error" in r.json()

    srv.mode = "garbage"
    r = post(url, payload)
    assert r.status == 200
    with pytest.raises(ValueError):
        json.loads(r.body)

    srv.mode = "wrong_shape"
    r = post(url, payload)
    assert r.status == 200
    assert LIST_KEY[endpoint] not in r.json()

    srv.mode = "empty"
    body = post(url, payload).json()
    if endpoint == "chat/completions":
        assert body["choices"][0]["message"]["content"] == ""
    else:
        assert body[LIST_KEY[endpoint]] == []

    srv.mode = "close"
    with pytest.raises((urllib.error.URLError, http.client.RemoteDisconnected, ConnectionError)):
        post(url, payload)

    srv.mode = "ok"
    assert post(url, payload).status == 200
    assert len(srv.requests) == 7


def test_slow_mode_times_out_a_client_then_answers(srv: FakeAIServer) -> None:
    srv.mode = "slow"
    with pytest.raises((TimeoutError, socket.timeout, urllib.error.URLError)):
        post(srv.base_url + "/embeddings", EMBED, timeout=0.05)
    start = time.monotonic()
    assert post(srv.base_url + "/embeddings", EMBED).status == 200
    assert time.monotonic() - start >= 0.3


def test_mode_queue_applies_to_next_requests_only(srv: FakeAIServer) -> None:
    srv.queue_modes("500", "429")
    url = srv.base_url + "/rerank"
    assert [post(url, RERANK).status for _ in range(3)] == [500, 429, 200]
    with pytest.raises(ValueError):
        srv.queue_modes("nope")
    with pytest.raises(ValueError):
        srv.mode = "nope"
    assert set(MODES) >= {"ok", "slow", "500", "429", "garbage", "wrong_shape", "wrong_dimension", "empty", "close"}


def test_shutdown_does_not_wait_for_a_slow_request() -> None:
    srv = FakeEmbeddingServer(delay=3600.0).start()  # a close that waited for it would hang the test
    srv.mode = "slow"
    errors: list[BaseException] = []

    def call() -> None:
        try:
            post(srv.base_url + "/embeddings", EMBED, timeout=BOUND)
        except Exception as exc:
            errors.append(exc)

    t = threading.Thread(target=call)
    t.start()
    deadline = time.monotonic() + BOUND
    while not srv.requests and time.monotonic() < deadline:
        time.sleep(0.01)
    assert srv.requests  # the request is in, sleeping

    def close() -> None:
        srv.close()
        srv.close()  # idempotent

    closing = threading.Thread(target=close)
    closing.start()
    closing.join(timeout=BOUND)
    assert not closing.is_alive()  # closed without waiting out the hour
    t.join(timeout=BOUND)
    assert not t.is_alive()
    assert errors  # the sleeping request was dropped, not answered


def test_each_server_gets_its_own_port() -> None:
    with FakeEmbeddingServer() as a, FakeRerankServer() as b, FakeChatServer() as c:
        ports = {a.port, b.port, c.port}
        assert len(ports) == 3
        assert a.base_url == f"http://127.0.0.1:{a.port}/v1"
        assert c.root_url == f"http://127.0.0.1:{c.port}"
    with pytest.raises(RuntimeError):
        _ = a.base_url
