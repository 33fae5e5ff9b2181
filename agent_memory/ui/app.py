"""The review page's routes, behind its guard.

``Guard`` (ASGI) admits a request only under ``/<token>/`` and with a ``Host`` this server
answers to; a change (POST) must also come from the page itself: a JSON body, an ``Origin``
(when sent) of this server, and the page's CSRF token in ``X-CSRF-Token``. Every change goes
through ``Memory`` (its locks, redaction and notes), one request at a time.
"""

from __future__ import annotations

import hmac
import json
import secrets
import threading
from collections.abc import Callable
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from ..errors import AgentMemoryError, InvalidInputError, quoted
from ..memory import Memory
from ..redact_output import scrub
from . import views

STATIC = {"app.js": "text/javascript", "app.css": "text/css"}
MAX_BODY = 1 << 20
MAX_IDS = 1000
HEADERS = {
    "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
    "referrer-policy": "no-referrer",  # the token is in the address: never sent on
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
}


def build(root: str | None, *, token: str, host: str, port: int, namespace: str | None, all_namespaces: bool) -> Guard:
    csrf = secrets.token_urlsafe(24)
    lock = threading.Lock()

    def call(action: Callable[[Memory], Any]) -> Response:
        with lock:
            try:
                with Memory(root, namespace=namespace, all_namespaces=all_namespaces) as memory:
                    return JSONResponse(action(memory))
            except AgentMemoryError as exc:
                body = {"error": scrub(exc.message), "hint": scrub(exc.hint or "")}
                return JSONResponse(body, status_code=404 if exc.exit_code == 1 else 400)

    files = {name: _static(name) for name in STATIC}  # read once: the package's files do not change
    html = _static("index.html").replace("__CSRF__", csrf)

    async def page(request: Request) -> Response:
        return Response(html, media_type="text/html; charset=utf-8")

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return PlainTextResponse("not found", status_code=404)
        return Response(files[name], media_type=STATIC[name] + "; charset=utf-8")

    def query(request: Request) -> dict[str, str]:
        return {key: value for key, value in request.query_params.items()}

    def get_queue(request: Request) -> Response:
        return call(lambda m: {**views.queue(m), "meta": views.meta(m)})  # the page's first request: one answer

    def get_memories(request: Request) -> Response:
        return call(lambda m: views.browse(m, query(request)))

    def get_search(request: Request) -> Response:
        return call(lambda m: views.search(m, query(request)))

    def get_memory(request: Request) -> Response:
        return call(lambda m: views.detail(m, request.path_params["memory_id"]))

    def get_stats(request: Request) -> Response:
        return call(views.stats)

    def get_meta(request: Request) -> Response:
        return call(views.meta)

    async def post(request: Request) -> Response:
        refused = _refuse_post(request, csrf)
        if refused is not None:
            return refused
        body = await request.body()
        if len(body) > MAX_BODY:
            return _error(f"the request is larger than {MAX_BODY >> 20} MiB", "send fewer memories at once", 413)
        try:
            data = json.loads(body)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return _error("the request body is not JSON", "send a JSON object", 400)
        if not isinstance(data, dict):
            return _error("the request body is not a JSON object", 'send {"ids": [...]}', 400)
        action = request.path_params["action"]
        from starlette.concurrency import run_in_threadpool

        return await run_in_threadpool(lambda: call(lambda m: _change(m, action, data)))

    routes = [
        Route("/", page),
        Route("/static/{name}", static),
        Route("/api/queue", get_queue),
        Route("/api/memories", get_memories),
        Route("/api/search", get_search),
        Route("/api/memory/{memory_id}", get_memory),
        Route("/api/stats", get_stats),
        Route("/api/meta", get_meta),
        Route("/api/{action}", post, methods=["POST"]),
    ]
    return Guard(Starlette(routes=routes), token=token, hosts=_hosts(host, port))


def _change(memory: Memory, action: str, data: dict[str, Any]) -> dict[str, object]:
    """verify / forget / update each of ``data["ids"]``; each id done or failed on its own."""
    ids = data.get("ids")
    if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids) or len(ids) > MAX_IDS:
        raise InvalidInputError(f"ids must be a list of 1 to {MAX_IDS} memory ids", hint='e.g. {"ids": ["mem_..."]}')
    if action not in ("verify", "forget", "update"):
        raise InvalidInputError(f"no action {quoted(action, 30)}", hint="one of: verify, forget, update")
    fields = {key: data.get(key) for key in ("text", "room", "importance") if data.get(key) is not None}
    if action == "update" and not fields:
        raise InvalidInputError("nothing to change", hint="give text, room or importance")
    if "text" in fields and len(ids) != 1:
        raise InvalidInputError("a text is edited one memory at a time", hint="send one id with the text")
    done: list[dict[str, object]] = []
    failed: list[dict[str, str]] = []
    now = memory.now()
    for memory_id in ids:
        try:
            if action == "verify":
                done.append(views.card(memory.config, memory.verify(memory_id), now))
            elif action == "forget":
                done.append({"id": memory.forget(memory_id).id})
            else:
                result = memory.update(memory_id, **fields)
                item = views.card(memory.config, result.entry, now)
                item["conflicts"] = [c.to_dict() for c in result.conflicts]
                item["newly_redacted"] = list(result.redacted)
                done.append(item)
        except AgentMemoryError as exc:
            failed.append({"id": memory_id, "error": scrub(exc.message), "hint": scrub(exc.hint or "")})
    return {"done": done, "failed": failed}


def _refuse_post(request: Request, csrf: str) -> Response | None:
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        return _error("a change is sent as JSON by the page", "use the page", 415)
    origin = request.headers.get("origin")
    host = request.headers.get("host", "")
    if origin is not None and origin != f"http://{host}":
        return _error("a change from another site is refused", "use the page agent-memory ui printed", 403)
    if request.headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
        return _error("a change from another site is refused", "use the page agent-memory ui printed", 403)
    given = request.headers.get("x-csrf-token", "")
    if not hmac.compare_digest(given.encode(), csrf.encode()):
        return _error("the page's CSRF token is missing or stale", "reload the page", 403)
    return None


def _error(message: str, hint: str, status: int) -> Response:
    return JSONResponse({"error": message, "hint": hint}, status_code=status)


def _static(name: str) -> str:
    return resources.files(__package__).joinpath("static", name).read_text("utf-8")


def _hosts(host: str, port: int) -> set[bytes] | None:
    """The Host headers a loopback page answers (DNS rebinding); None beyond loopback."""
    if host not in ("127.0.0.1", "::1", "localhost"):
        return None
    names = {"127.0.0.1", "localhost", "[::1]"}
    return {f"{name}:{port}".encode() for name in names}


class Guard:
    """ASGI: only ``/<token>/...`` from an accepted ``Host`` reaches the app (the prefix taken
    off); anything else gets 404 and learns nothing. Every answer carries ``HEADERS``.

    ``hosts`` None accepts any Host: a page bound beyond loopback is reached by names this
    process cannot list, and its token (32+ characters, set by its user) is what guards it."""

    def __init__(self, app: Any, *, token: str, hosts: set[bytes] | None) -> None:
        self.app, self._prefix, self._hosts = app, f"/{token}".encode(), hosts

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":
            return
        path: bytes = scope["path"].encode("utf-8", "surrogateescape")
        head, rest = path[: len(self._prefix)], path[len(self._prefix) :]
        host = dict(scope.get("headers") or []).get(b"host", b"")
        known = self._hosts is None or host in self._hosts
        if not hmac.compare_digest(head, self._prefix) or not known or rest[:1] not in (b"", b"/"):
            await _plain(send, 404, b"not found")
            return
        if rest == b"":
            await RedirectResponse(self._prefix.decode() + "/")(scope, receive, _with_headers(send))
            return
        raw = scope.get("raw_path") or path
        inner = dict(
            scope, path=rest.decode("utf-8", "surrogateescape"), raw_path=raw[len(self._prefix) :], root_path=""
        )
        await self.app(inner, receive, _with_headers(send))


def _with_headers(send: Any) -> Any:
    async def wrapped(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            extra = [(k.encode(), v.encode()) for k, v in HEADERS.items()]
            message = dict(message, headers=[*message.get("headers", []), *extra])
        await send(message)

    return wrapped


async def _plain(send: Any, status: int, body: bytes) -> None:
    headers = [(b"content-type", b"text/plain"), *((k.encode(), v.encode()) for k, v in HEADERS.items())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
