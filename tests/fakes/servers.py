"""Fake remote AI services on 127.0.0.1, speaking the real wire formats.

One :class:`FakeAIServer` (a ``ThreadingHTTPServer`` on a random free port, served from a
daemon thread) answers all three APIs our HTTP clients talk to:

* ``POST /v1/embeddings`` -- OpenAI-compatible embeddings (also Jina and SiliconFlow);
* ``POST /v1/rerank`` -- SiliconFlow / Jina rerank;
* ``POST /v1/chat/completions`` -- OpenAI-compatible chat (DeepSeek's ``/chat/completions``
  without ``/v1`` is accepted too, and so is every endpoint without the prefix).

:class:`FakeEmbeddingServer`, :class:`FakeRerankServer` and :class:`FakeChatServer` are the
same server under a name that says what a test uses it for.

Semantics are deterministic: :func:`concept_vector` maps a text onto one dimension per
synonym group of a small built-in English/Chinese concept table (:data:`CONCEPTS`), plus a
hashed bag of words for everything else, L2-normalised. So "which db do we use" lands near
"we chose PostgreSQL" although they share no word. Rerank scores are the cosine of the same
vectors at 1024 dimensions whatever the server's ``dimensions`` (already in [0, 1],
since every component is non-negative). Embeddings with fewer dimensions than there are
concept groups (30) fold groups onto each other and lose most of the meaning.

Token counts are a fake: whitespace-separated words plus CJK characters (:func:`count_tokens`).

Failure modes (:data:`MODES`), set any time with ``server.mode = "500"`` or for the next
requests only with ``server.queue_modes("429", "429")``; a queued mode wins over ``mode``:

``ok``              normal answer
``slow``            wait ``server.delay`` seconds (default 2.0), then answer normally
``500``             HTTP 500, JSON error body
``429``             HTTP 429, JSON error body, ``Retry-After: 0``
``garbage``         HTTP 200, a non-JSON (HTML) body
``wrong_shape``     HTTP 200, valid JSON without ``data`` / ``results`` / ``choices``
``wrong_dimension`` embeddings: vectors of another length (other endpoints: same as ``ok``)
``empty``           HTTP 200, ``data: []`` / ``results: []`` / ``content: ""``
``close``           the connection is closed without any response

Order of checks for one request: it is recorded; ``close`` and ``slow`` act; an unknown path
or method is 404; a wrong or missing key is 401 (only if the server has an ``api_key``);
``500`` / ``429`` / ``garbage`` act; the JSON is validated (400, like the real services:
missing ``model``, empty ``input``, an empty string input, too many inputs, ``json_object``
without the word "json" in the messages...); then the answer is shaped by the mode.

Every request is in ``server.requests`` as a :class:`RecordedRequest` (header names lowercase).

Usage::

    with FakeEmbeddingServer(dimensions=1024, api_key="test-key") as srv:
        srv.base_url  # "http://127.0.0.1:PORT/v1"
        srv.mode = "429"
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import re
import struct
import threading
import time
import uuid
from collections import Counter, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Literal, Self, cast
from urllib.parse import urlsplit

__all__ = [
    "CONCEPTS",
    "DEFAULT_DIMENSIONS",
    "MODES",
    "FakeAIServer",
    "FakeChatServer",
    "FakeEmbeddingServer",
    "FakeRerankServer",
    "Mode",
    "RecordedRequest",
    "concept_vector",
    "cosine",
    "count_tokens",
    "relevance",
]

Mode = Literal["ok", "slow", "500", "429", "garbage", "wrong_shape", "wrong_dimension", "empty", "close"]
MODES: frozenset[str] = frozenset(
    {"ok", "slow", "500", "429", "garbage", "wrong_shape", "wrong_dimension", "empty", "close"}
)
DEFAULT_DIMENSIONS = 1024
#: Weight of a concept hit relative to a hashed plain word, so meaning dominates wording.
CONCEPT_WEIGHT = 2.0

# --------------------------------------------------------------------------------------
# The concept table: one dimension per group, in this order (group i -> dimension i).
# --------------------------------------------------------------------------------------

CONCEPTS: tuple[frozenset[str], ...] = tuple(
    frozenset(group)
    for group in (
        {"database", "databases", "db", "postgres", "postgresql", "mysql", "sqlite", "数据库"},
        {"car", "cars", "automobile", "vehicle", "汽车", "车辆"},
        {"cheap", "inexpensive", "affordable", "低价", "便宜", "廉价"},
        {"deploy", "deployment", "release", "ship", "rollout", "上线", "发布", "部署"},
        {"bug", "defect", "error", "fault", "crash", "缺陷", "故障", "错误"},
        {"preference", "prefer", "preferred", "like", "favorite", "favourite", "喜欢", "偏好"},
        {"password", "passwd", "credential", "credentials", "密码", "凭据"},
        {"cache", "redis", "memcached", "缓存"},
        {"tea", "coffee", "beverage", "drink", "茶", "咖啡", "饮料"},
        {"meeting", "standup", "appointment", "会议", "开会"},
        {"test", "testing", "pytest", "unittest", "测试"},
        {"python", "javascript", "typescript", "rust", "golang", "java", "编程语言"},
        {"editor", "vim", "emacs", "vscode", "ide", "编辑器"},
        {"deadline", "schedule", "due", "截止", "期限", "日程"},
        {"cost", "price", "expensive", "budget", "价格", "费用", "成本"},
        {"weather", "rain", "sunny", "forecast", "天气", "下雨"},
        {"food", "lunch", "dinner", "meal", "eat", "食物", "午饭", "晚饭", "吃饭"},
        {"customer", "client", "user", "users", "客户", "用户"},
        {"server", "host", "machine", "vm", "服务器", "主机"},
        {"documentation", "docs", "readme", "manual", "文档"},
        {"security", "vulnerability", "exploit", "安全", "漏洞"},
        {"performance", "fast", "slow", "latency", "speed", "性能", "延迟", "速度"},
        {"git", "commit", "branch", "merge", "repository", "repo", "提交", "分支", "仓库"},
        {"remember", "memory", "recall", "forget", "记忆", "记住"},
        {"config", "configuration", "settings", "setting", "option", "配置", "设置"},
        {"backup", "snapshot", "restore", "备份", "恢复"},
        {"dog", "cat", "pet", "puppy", "kitten", "狗", "猫", "宠物"},
        {"flight", "travel", "trip", "airport", "航班", "旅行", "出差"},
        {"email", "mail", "inbox", "邮件", "邮箱"},
        {"english", "chinese", "中文", "英文"},
    )
)

_STOPWORDS = frozenset(
    "a an the i we you he she it they me us our my your their is are was were be been do does did "
    "to of in on at for and or but which what who that this these those with as by so not".split()
)
_CJK_STOP = frozenset("的了是在和我你他她它们吗呢吧啊这那个也就都")
_WORD = re.compile(r"[a-z0-9]+")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_ASCII_TERMS: dict[str, int] = {t: i for i, g in enumerate(CONCEPTS) for t in g if t.isascii()}
_CJK_TERMS: tuple[tuple[str, int], ...] = tuple(
    sorted(((t, i) for i, g in enumerate(CONCEPTS) for t in g if not t.isascii()), key=lambda p: (-len(p[0]), p[0]))
)


def _lookup_word(word: str) -> int | None:
    """The concept group of an English word, trying a few plural/tense endings."""
    if word in _ASCII_TERMS:
        return _ASCII_TERMS[word]
    for suffix, repl in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("d", ""), ("ing", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            stem = word[: -len(suffix)] + repl
            if stem in _ASCII_TERMS:
                return _ASCII_TERMS[stem]
    return None


def _features(text: str) -> tuple[Counter[int], Counter[str]]:
    """(concept group counts, plain-word counts) of a text."""
    lowered = text.lower()
    concepts: Counter[int] = Counter()
    words: Counter[str] = Counter()
    for word in _WORD.findall(lowered):
        if word in _STOPWORDS:
            continue
        group = _lookup_word(word)
        if group is None:
            words["w:" + word] += 1
        else:
            concepts[group] += 1
    covered = [False] * len(lowered)
    for term, group in _CJK_TERMS:
        start = lowered.find(term)
        while start != -1:
            end = start + len(term)
            if not any(covered[start:end]):
                concepts[group] += 1
                covered[start:end] = [True] * len(term)
            start = lowered.find(term, start + 1)
    for i, ch in enumerate(lowered):
        if not covered[i] and ch not in _CJK_STOP and _CJK.match(ch):
            words["c:" + ch] += 1
    return concepts, words


BGE_QUERY_INSTRUCTION = "为这个句子生成表示以用于检索相关文章："


def _stable_hash(token: str) -> int:
    return int.from_bytes(hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest(), "big")


def concept_vector(text: str, dim: int = DEFAULT_DIMENSIONS) -> list[float]:
    """The fake embedding of ``text``: deterministic, L2-normalised, ``dim`` long.

    Concept group ``i`` of :data:`CONCEPTS` goes to dimension ``i`` (weight
    :data:`CONCEPT_WEIGHT` per hit); other words / CJK characters are hashed into the
    dimensions after the concepts. With ``dim <= len(CONCEPTS)`` everything folds modulo
    ``dim``. A text with no token at all gets the unit vector on the last dimension.
    """
    if dim < 1:
        raise ValueError("dim must be >= 1")
    # BGE's retrieval instruction is read by the real model as an instruction, not as content.
    text = text.removeprefix(BGE_QUERY_INSTRUCTION)
    vec = [0.0] * dim
    concepts, words = _features(text)
    for group, n in concepts.items():
        vec[group % dim] += CONCEPT_WEIGHT * n
    n_groups = len(CONCEPTS)
    first, span = (n_groups, dim - n_groups) if dim > n_groups else (0, dim)
    for word, n in words.items():
        vec[first + _stable_hash(word) % span] += n
    norm = math.sqrt(sum(x * x for x in vec))
    if norm == 0.0:
        vec[-1] = 1.0
        return vec
    return [x / norm for x in vec]


def cosine(a: list[float], b: list[float]) -> float:
    """Cosine similarity of two equal-length vectors (0.0 if either is zero)."""
    if len(a) != len(b):
        raise ValueError("vectors of different length")
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(x * x for x in b))
    if na == 0.0 or nb == 0.0:
        return 0.0
    return sum(x * y for x, y in zip(a, b, strict=True)) / (na * nb)


def relevance(query: str, document: str, dim: int = DEFAULT_DIMENSIONS) -> float:
    """The fake rerank score: cosine of the concept vectors, clamped to [0, 1]."""
    return min(1.0, max(0.0, cosine(concept_vector(query, dim), concept_vector(document, dim))))


def count_tokens(text: str) -> int:
    """Fake token count: CJK characters plus whitespace-separated words of the rest."""
    cjk = len(_CJK.findall(text))
    return cjk + len(_CJK.sub(" ", text).split())


# --------------------------------------------------------------------------------------
# Recording
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecordedRequest:
    """One request as received. ``headers`` has lowercase names; ``json`` is None if not JSON."""

    path: str
    headers: dict[str, str]
    body: bytes
    json: object | None
    method: str = "POST"


class _BadRequest(Exception):
    def __init__(self, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.param = param


def _error_body(message: str, type_: str, code: str | None = None, param: str | None = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


_ENDPOINTS: dict[str, str] = {
    "/v1/embeddings": "embeddings",
    "/embeddings": "embeddings",
    "/v1/rerank": "rerank",
    "/rerank": "rerank",
    "/v1/chat/completions": "chat",
    "/chat/completions": "chat",
}

_GARBAGE = b"<html><head><title>502 Bad Gateway</title></head><body>upstream hiccup</body></html>"

Reply = Callable[[dict[str, Any]], str]


# --------------------------------------------------------------------------------------
# The server
# --------------------------------------------------------------------------------------


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # never join handler threads (a "slow" one may be sleeping)
    fake: FakeAIServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that gave up (timeout, closed socket) is normal here; stay quiet.
        return None


class _Handler(BaseHTTPRequestHandler):
    server_version = "FakeAI/1.0"
    sys_version = ""

    def log_message(self, format: str, *args: Any) -> None:
        return None

    def do_POST(self) -> None:
        self._dispatch("POST")

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_PUT(self) -> None:
        self._dispatch("PUT")

    def do_DELETE(self) -> None:
        self._dispatch("DELETE")

    # -- plumbing ------------------------------------------------------------------

    def _read_body(self) -> bytes:
        length = self.headers.get("Content-Length")
        if not length:
            return b""
        try:
            n = int(length)
        except ValueError:
            return b""
        return self.rfile.read(n) if n > 0 else b""

    def _send(
        self, status: int, body: bytes, content_type: str = "application/json", extra: dict[str, str] | None = None
    ) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for name, value in (extra or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
        except OSError:  # the client went away
            self.close_connection = True

    def _send_json(self, status: int, payload: object, extra: dict[str, str] | None = None) -> None:
        self._send(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"), extra=extra)

    # -- the request ---------------------------------------------------------------

    def _dispatch(self, method: str) -> None:
        fake = cast(_HTTPServer, self.server).fake
        body = self._read_body()
        try:
            parsed: object | None = json.loads(body) if body else None
        except (ValueError, UnicodeDecodeError):
            parsed = None
        path = urlsplit(self.path).path
        headers = {name.lower(): value for name, value in self.headers.items()}
        fake._record(RecordedRequest(path, headers, body, parsed, method))
        mode = fake._next_mode()

        if mode == "close":
            self.close_connection = True
            return
        if mode == "slow" and fake._stopping.wait(fake.delay):
            self.close_connection = True  # shutting down: drop it
            return

        endpoint = _ENDPOINTS.get(path)
        if endpoint is None or method != "POST":
            self._send_json(
                404,
                _error_body(f"Invalid URL ({method} {path})", "invalid_request_error", code="unknown_url"),
            )
            return

        if fake.api_key is not None:
            auth = headers.get("authorization", "")
            if not auth:
                self._send_json(
                    401,
                    _error_body(
                        "You didn't provide an API key. You need to provide your API key in an Authorization header "
                        "using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
                        "invalid_request_error",
                    ),
                )
                return
            if auth != f"Bearer {fake.api_key}":
                self._send_json(
                    401, _error_body("Incorrect API key provided", "invalid_request_error", code="invalid_api_key")
                )
                return

        if mode == "500":
            self._send_json(
                500,
                _error_body("The server had an error while processing your request. Sorry about that!", "server_error"),
            )
            return
        if mode == "429":
            self._send_json(
                429,
                _error_body(
                    "Rate limit reached for requests. Please try again later.", "requests", code="rate_limit_exceeded"
                ),
                extra={"Retry-After": "0"},
            )
            return
        if mode == "garbage":
            self._send(200, _GARBAGE, content_type="text/html")
            return

        if not isinstance(parsed, dict):
            self._send_json(
                400,
                _error_body(
                    "We could not parse the JSON body of your request. The body must be a JSON object.",
                    "invalid_request_error",
                ),
            )
            return
        request = cast(dict[str, Any], parsed)
        try:
            if endpoint == "embeddings":
                payload = fake._embeddings(request, mode)
            elif endpoint == "rerank":
                payload = fake._rerank(request, mode)
            else:
                payload = fake._chat(request, mode)
        except _BadRequest as exc:
            self._send_json(400, _error_body(exc.message, "invalid_request_error", param=exc.param))
            return
        self._send_json(200, payload)


def _require_model(request: dict[str, Any]) -> str:
    model = request.get("model")
    if not isinstance(model, str) or not model:
        raise _BadRequest("you must provide a model parameter", "model")
    return model


def _positive_int(request: dict[str, Any], name: str, default: int | None) -> int | None:
    value = request.get(name, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _BadRequest(f"'{name}' must be a positive integer", name)
    return value


def _texts(value: object, name: str) -> list[str]:
    """A string, or a non-empty list of strings / ``{"text": str}`` objects (Jina style)."""
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not items:
        raise _BadRequest(f"'{name}' must be a non-empty string or array of strings", name)
    out: list[str] = []
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("text"), str):
            item = item["text"]
        if not isinstance(item, str):
            raise _BadRequest(f"'{name}' must contain only strings", name)
        if item == "":
            raise _BadRequest(f"'{name}' cannot contain an empty string", name)
        out.append(item)
    return out


class FakeAIServer:
    """Embeddings + rerank + chat completions on ``http://127.0.0.1:<free port>``.

    Args:
        dimensions: embedding length when the request has no ``dimensions`` (default 1024).
        api_key: the expected ``Authorization: Bearer <key>``; ``None`` accepts any request.
        replies: chat replies: an iterable of strings (a queue, consumed one per successful
            chat answer) or a callable ``(request_json) -> str`` used once the queue is empty.
        default_reply: chat reply when nothing is scripted (default ``"{}"``).
        mode: the initial failure mode (see :data:`MODES`).
        delay: seconds a ``"slow"`` request waits (default 2.0).
        max_batch: more embedding inputs than this in one request is a 400 (default 2048).
    """

    def __init__(
        self,
        *,
        dimensions: int = DEFAULT_DIMENSIONS,
        api_key: str | None = None,
        replies: Iterable[str] | Reply | None = None,
        default_reply: str = "{}",
        mode: Mode | str = "ok",
        delay: float = 2.0,
        max_batch: int = 2048,
    ) -> None:
        if dimensions < 1:
            raise ValueError("dimensions must be >= 1")
        self.dimensions = dimensions
        self.api_key = api_key
        self.default_reply = default_reply
        self.delay = delay
        self.max_batch = max_batch
        self.requests: list[RecordedRequest] = []
        self.replies: deque[str] = deque()
        self.reply_fn: Reply | None = None
        if callable(replies):
            self.reply_fn = replies
        elif replies is not None:
            self.replies.extend(replies)
        self.modes: deque[str] = deque()
        self._mode: str = "ok"
        self.mode = mode
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -----------------------------------------------------------------

    def start(self) -> Self:
        if self._httpd is not None:
            return self
        self._stopping.clear()
        httpd = _HTTPServer(("127.0.0.1", 0), _Handler)
        httpd.fake = self
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, name=f"{type(self).__name__}", daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving (idempotent). Requests sleeping in ``"slow"`` are dropped."""
        httpd, thread = self._httpd, self._thread
        if httpd is None:
            return
        self._stopping.set()
        httpd.shutdown()
        httpd.server_close()
        if thread is not None:
            thread.join(timeout=5)
        self._httpd = None
        self._thread = None

    stop = close

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- addresses -----------------------------------------------------------------

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("server not started (use `with` or .start())")
        return int(self._httpd.server_address[1])

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:PORT`` (DeepSeek-style base URL without ``/v1``)."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1`` (OpenAI / Jina / SiliconFlow-style base URL)."""
        return self.root_url + "/v1"

    # -- scripting -----------------------------------------------------------------

    @property
    def mode(self) -> str:
        return self._mode

    @mode.setter
    def mode(self, value: str) -> None:
        if value not in MODES:
            raise ValueError(f"unknown mode {value!r}; one of {sorted(MODES)}")
        self._mode = value

    def queue_modes(self, *modes: Mode | str) -> None:
        """Use these modes for the next ``len(modes)`` requests, then ``mode`` again."""
        for m in modes:
            if m not in MODES:
                raise ValueError(f"unknown mode {m!r}; one of {sorted(MODES)}")
        with self._lock:
            self.modes.extend(modes)

    def add_replies(self, *texts: str) -> None:
        """Queue chat replies."""
        with self._lock:
            self.replies.extend(texts)

    def requests_to(self, endpoint: str) -> list[RecordedRequest]:
        """Recorded requests whose path ends with ``endpoint`` (e.g. ``"embeddings"``)."""
        with self._lock:
            return [r for r in self.requests if r.path.endswith(endpoint)]

    @property
    def last_request(self) -> RecordedRequest:
        with self._lock:
            if not self.requests:
                raise AssertionError("no request was received")
            return self.requests[-1]

    def clear(self) -> None:
        """Forget recorded requests (modes and replies stay)."""
        with self._lock:
            self.requests.clear()

    # -- internals (called from handler threads) ------------------------------------

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _next_mode(self) -> str:
        with self._lock:
            return self.modes.popleft() if self.modes else self._mode

    def _next_reply(self, request: dict[str, Any]) -> str:
        with self._lock:
            if self.replies:
                return self.replies.popleft()
            fn = self.reply_fn
        return fn(request) if fn is not None else self.default_reply

    def _embeddings(self, request: dict[str, Any], mode: str) -> dict[str, Any]:
        model = _require_model(request)
        texts = _texts(request.get("input"), "input")
        if len(texts) > self.max_batch:
            raise _BadRequest(f"'input' must have at most {self.max_batch} items", "input")
        dim = _positive_int(request, "dimensions", self.dimensions) or self.dimensions
        encoding = request.get("encoding_format", "float")
        if encoding not in ("float", "base64"):
            raise _BadRequest("'encoding_format' must be 'float' or 'base64'", "encoding_format")
        tokens = sum(count_tokens(t) for t in texts)
        usage = {"prompt_tokens": tokens, "total_tokens": tokens}
        if mode == "wrong_shape":
            return {"object": "list", "model": model, "usage": usage}
        if mode == "empty":
            return {"object": "list", "data": [], "model": model, "usage": usage}
        out_dim = (dim // 2 if dim > 1 else 2) if mode == "wrong_dimension" else dim
        data: list[dict[str, Any]] = []
        for i, text in enumerate(texts):
            vec = concept_vector(text, out_dim)
            embedding: list[float] | str = (
                base64.b64encode(struct.pack(f"<{len(vec)}f", *vec)).decode("ascii") if encoding == "base64" else vec
            )
            data.append({"object": "embedding", "index": i, "embedding": embedding})
        return {"object": "list", "data": data, "model": model, "usage": usage}

    def _rerank(self, request: dict[str, Any], mode: str) -> dict[str, Any]:
        model = _require_model(request)
        query = request.get("query")
        if not isinstance(query, str) or not query:
            raise _BadRequest("'query' must be a non-empty string", "query")
        if isinstance(request.get("documents"), str):
            raise _BadRequest("'documents' must be an array", "documents")
        documents = _texts(request.get("documents"), "documents")
        top_n = _positive_int(request, "top_n", None)
        return_documents = request.get("return_documents", False)
        if not isinstance(return_documents, bool):
            raise _BadRequest("'return_documents' must be a boolean", "return_documents")
        tokens = count_tokens(query) * len(documents) + sum(count_tokens(d) for d in documents)
        meta = {
            "billed_units": {"input_tokens": tokens, "output_tokens": 0, "search_units": 0, "classifications": 0},
            "tokens": {"input_tokens": tokens, "output_tokens": 0},
        }
        base: dict[str, Any] = {
            "id": uuid.uuid4().hex,
            "model": model,
            "meta": meta,
            "usage": {"total_tokens": tokens, "tokens": {"input_tokens": tokens}},
        }
        if mode == "wrong_shape":
            return base
        if mode == "empty":
            return {**base, "results": []}
        scored = sorted(((i, relevance(query, d)) for i, d in enumerate(documents)), key=lambda p: (-p[1], p[0]))
        if top_n is not None:
            scored = scored[:top_n]
        results: list[dict[str, Any]] = []
        for i, score in scored:
            item: dict[str, Any] = {"index": i, "relevance_score": score}
            if return_documents:
                item["document"] = {"text": documents[i]}
            results.append(item)
        return {**base, "results": results}

    def _chat(self, request: dict[str, Any], mode: str) -> dict[str, Any]:
        model = _require_model(request)
        messages = request.get("messages")
        if not isinstance(messages, list) or not messages:
            raise _BadRequest("'messages' must be a non-empty array", "messages")
        prompt_parts: list[str] = []
        for m in messages:
            if not isinstance(m, dict) or not isinstance(m.get("role"), str):
                raise _BadRequest("each message must be an object with a 'role'", "messages")
            content = m.get("content")
            if isinstance(content, str):
                prompt_parts.append(content)
            elif isinstance(content, list):
                prompt_parts.extend(
                    p["text"] for p in content if isinstance(p, dict) and isinstance(p.get("text"), str)
                )
            elif content is not None:
                raise _BadRequest("'content' must be a string or an array of parts", "messages")
        prompt = "\n".join(prompt_parts)
        response_format = request.get("response_format")
        if response_format is not None:
            kind = response_format.get("type") if isinstance(response_format, dict) else None
            if kind not in ("text", "json_object", "json_schema"):
                raise _BadRequest("'response_format.type' must be 'text', 'json_object' or 'json_schema'")
            if kind == "json_object" and "json" not in prompt.lower():
                raise _BadRequest(
                    "'messages' must contain the word 'json' in some form, to use 'response_format' of type "
                    "'json_object'.",
                    "messages",
                )
        temperature = request.get("temperature")
        if temperature is not None and (
            isinstance(temperature, bool) or not isinstance(temperature, int | float) or not 0 <= temperature <= 2
        ):
            raise _BadRequest("'temperature' must be a number between 0 and 2", "temperature")
        base: dict[str, Any] = {
            "id": "chatcmpl-" + uuid.uuid4().hex,
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
        }
        prompt_tokens = count_tokens(prompt)
        if mode == "wrong_shape":
            return {
                **base,
                "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": 0, "total_tokens": prompt_tokens},
            }
        content_out = "" if mode == "empty" else self._next_reply(request)
        completion_tokens = count_tokens(content_out)
        return {
            **base,
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": content_out}, "finish_reason": "stop"}
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }


class FakeEmbeddingServer(FakeAIServer):
    """A :class:`FakeAIServer` used for embeddings (``POST {base_url}/embeddings``)."""


class FakeRerankServer(FakeAIServer):
    """A :class:`FakeAIServer` used for rerank (``POST {base_url}/rerank``)."""


class FakeChatServer(FakeAIServer):
    """A :class:`FakeAIServer` used for chat (``POST {base_url}/chat/completions``, or ``{root_url}/chat/completions``)."""
