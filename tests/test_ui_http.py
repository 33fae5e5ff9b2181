"""``agent-memory ui`` over real HTTP on 127.0.0.1: its guard (token, Host, CSRF, Origin), the
queue and its prune forecast, changes through ``Memory`` (store and notes), concurrent CLI writers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.prune import Rules
from agent_memory.ui.views import forecast

from .conftest import BOUND, distinct_text
from .ui_server import UiServer, start

pytest.importorskip("uvicorn", reason="the review page needs the ui extra")
pytest.importorskip("starlette", reason="the review page needs the ui extra")


def _seed(root: Path) -> dict[str, str]:
    """Memories of several ages and sources; name -> id."""
    now = datetime.now(UTC)
    made: dict[str, str] = {}

    def at(moment: datetime, name: str, text: str, **kw: object) -> None:
        with Memory(root, clock=lambda: moment) as m:
            made[name] = m.remember(text, **kw).id  # type: ignore[arg-type]

    at(now - timedelta(days=5), "old", "We chose PostgreSQL 16 for the billing service", category="decision")
    at(now - timedelta(days=2), "session", "The user prefers ruff over flake8", source="session s1.jsonl")
    at(now - timedelta(days=1), "digest", "Deploys go out on Tuesdays only", source="digest: rules")
    at(now - timedelta(hours=1), "xss", "<script>alert('x')</script> is what the XSS test stores")
    at(now - timedelta(days=3), "done", "Redis 7 caches the sessions", verified=True)
    at(now - timedelta(days=9), "critical", "Never store card numbers", importance=10)
    return made


@pytest.fixture
def served(root: Path):
    made = _seed(root)
    server = start(root)
    try:
        yield server, made
    finally:
        err = server.stop()
        assert server.token not in err  # no access log holds the token


def test_every_request_needs_the_token_and_a_local_host(served) -> None:
    server, _ = served
    assert server.get("api/meta").status == 200
    for url in (server.origin + "/api/meta", server.origin + "/", server.origin + "/x" + server.token + "/api/meta"):
        reply = server.request(url)
        assert reply.status == 404 and server.token.encode() not in reply.body, url
    wrong = server.token[:-1] + ("A" if server.token[-1] != "A" else "B")
    assert server.request(f"{server.origin}/{wrong}/api/queue").status == 404
    foreign = server.request(server.url + "api/queue", headers={"Host": "attacker.example:80"})
    assert foreign.status == 404  # DNS rebinding: a page of another name never reads the memory
    page = server.get("")
    assert page.status == 200 and "no-referrer" in page.headers["referrer-policy"]
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert server.request(server.url.rstrip("/")).status == 200  # the bare address is sent on to the page


def test_a_change_needs_json_the_pages_csrf_token_and_its_own_origin(served, root: Path) -> None:
    server, made = served
    ids = {"ids": [made["old"]]}
    csrf = server.csrf()
    refused = [
        server.post("verify", ids, csrf="not-the-token"),
        server.post("verify", ids, csrf=csrf, headers={"origin": "http://attacker.example"}),
        server.post("verify", ids, csrf=csrf, headers={"sec-fetch-site": "cross-site"}),
        server.post("verify", ids, csrf=csrf, headers={"content-type": "application/x-www-form-urlencoded"}),
        server.post("verify", ids, csrf=csrf, headers={"content-type": "text/plain"}),
    ]
    assert [r.status for r in refused] == [403, 403, 403, 415, 415]
    with Memory(root) as m:
        assert not m.get(made["old"]).execution_verified  # nothing refused changed anything
    done = server.post("verify", ids, csrf=csrf, headers={"origin": server.origin})
    assert done.status == 200 and [d["id"] for d in done.json()["done"]] == [made["old"]]
    with Memory(root) as m:
        assert m.get(made["old"]).execution_verified
    note = (root / "store" / f"{made['old']}.md").read_text("utf-8")
    assert "execution_verified: true" in note


def test_the_queue_is_unverified_newest_first_by_source_with_the_prune_rule_and_its_moment(served, root) -> None:
    server, made = served
    queue = server.get("api/queue").json()
    groups = {g["source"]: [m["id"] for m in g["memories"]] for g in queue["groups"]}
    assert groups == {
        "by hand": [made["xss"], made["old"], made["critical"]],
        "digest": [made["digest"]],
        "session": [made["session"]],
    }
    assert [g["source"] for g in queue["groups"]] == ["by hand", "digest", "session"]  # newest member first
    assert queue["total"] == 5 and made["done"] not in json.dumps(queue)
    cards = {m["id"]: m for g in queue["groups"] for m in g["memories"]}
    assert cards[made["old"]]["prune"]["reason"] == "unverified" and 1.9 < cards[made["old"]]["prune"]["days"] < 2.1
    assert cards[made["critical"]]["prune"] is None
    with Memory(root) as m:  # the forecast is the moment prune's own rules begin to condemn it
        for memory_id, shown in cards.items():
            entry = m.get(memory_id)
            due = forecast(m.config, entry)
            if due is None:
                assert shown["prune"] is None
                continue
            reason, when = due
            assert shown["prune"]["reason"] == reason and shown["prune"]["at"] == when.isoformat()
            fields = {
                "created_at": entry.created_at,
                "room": entry.room,
                "verified": entry.execution_verified,
                "accesses": entry.access_count,
                "importance": entry.importance,
            }
            assert Rules(m.config, when - timedelta(seconds=1)).reason(**fields) is None
            assert Rules(m.config, when + timedelta(seconds=1)).reason(**fields) == reason


def test_verify_in_bulk_edit_room_importance_and_forget_change_the_store_and_the_notes(served, root) -> None:
    server, made = served
    csrf = server.csrf()
    both = server.post("verify", {"ids": [made["session"], made["digest"], "mem_20000101_000000_zzzz"]}, csrf=csrf)
    result = both.json()
    assert [d["id"] for d in result["done"]] == [made["session"], made["digest"]]
    assert result["failed"][0]["id"] == "mem_20000101_000000_zzzz" and "no memory" in result["failed"][0]["error"]
    edited = server.post(
        "update", {"ids": [made["old"]], "text": "We chose PostgreSQL 17; the admin password: Tr0ub4dor&3x"}, csrf=csrf
    ).json()["done"][0]
    assert "Tr0ub4dor" not in edited["content"] and "PostgreSQL 17" in edited["content"]
    assert edited["newly_redacted"]  # the same redaction as remember
    moved = server.post(
        "update", {"ids": [made["xss"], made["critical"]], "room": "projects", "importance": 8}, csrf=csrf
    )
    assert len(moved.json()["done"]) == 2
    forgot = server.post("forget", {"ids": [made["done"]]}, csrf=csrf)
    assert forgot.json()["done"] == [{"id": made["done"]}]
    with Memory(root) as m:
        assert m.get(made["session"]).execution_verified and m.get(made["digest"]).execution_verified
        assert m.get(made["old"]).content == edited["content"]
        assert [m.get(made[n]).room for n in ("xss", "critical")] == ["projects", "projects"]
        assert [m.get(made[n]).importance for n in ("xss", "critical")] == [8, 8]
        assert [hit.entry.id for hit in m.recall("PostgreSQL 17", record_access=False)][:1] == [made["old"]]
        with pytest.raises(Exception, match="no memory"):
            m.get(made["done"])
    store = root / "store"
    note = (store / f"{made['old']}.md").read_text("utf-8")
    assert "PostgreSQL 17" in note and "Tr0ub4dor" not in note
    assert "room: projects" in (store / f"{made['xss']}.md").read_text("utf-8")
    assert not (store / f"{made['done']}.md").exists()


def test_bad_changes_and_filters_are_refused_with_a_reason_and_change_nothing(served, root) -> None:
    server, made = served
    csrf = server.csrf()
    snapshot = {p.name: p.read_bytes() for p in (root / "store").glob("*.md")}
    bad_importance = server.post("update", {"ids": [made["old"]], "importance": 11}, csrf=csrf).json()
    assert bad_importance["done"] == [] and "importance must be" in bad_importance["failed"][0]["error"]
    assert (
        "unknown room"
        in server.post("update", {"ids": [made["old"]], "room": "attic"}, csrf=csrf).json()["failed"][0]["error"]
    )
    for action, data in (("verify", {"ids": []}), ("verify", {"ids": "x"}), ("explode", {"ids": [made["old"]]})):
        reply = server.post(action, data, csrf=csrf)
        assert reply.status == 400 and reply.json()["hint"], (action, data)
    two_texts = server.post("update", {"ids": [made["old"], made["xss"]], "text": "x"}, csrf=csrf)
    assert two_texts.status == 400 and "one memory at a time" in two_texts.json()["error"]
    not_json = server.request(
        server.url + "api/verify",
        method="POST",
        body=b"{",
        headers={"content-type": "application/json", "x-csrf-token": csrf},
    )
    assert not_json.status == 400 and "not JSON" in not_json.json()["error"]
    assert server.get("api/memories?since=yesterday").status == 400
    assert "unknown room" in server.get("api/memories?room=attic").json()["error"]
    assert server.get("api/memory/mem_20000101_000000_zzzz").status == 404
    assert server.get("api/memory/..%2F..%2Fetc").status in (400, 404)
    assert {p.name: p.read_bytes() for p in (root / "store").glob("*.md")} == snapshot


def test_browse_filters_and_search_is_the_clis_recall(served, root, cli) -> None:
    server, made = served
    verified = server.get("api/memories?verified=yes").json()
    assert [m["id"] for m in verified["memories"]] == [made["done"]]
    day = (datetime.now(UTC) - timedelta(days=2)).date().isoformat()
    recent = server.get(f"api/memories?since={day}").json()["memories"]
    assert {m["id"] for m in recent} == {made["session"], made["digest"], made["xss"]}
    rooms = server.get("api/memories?room=decisions").json()["memories"]
    assert [m["id"] for m in rooms] == [made["old"]]
    assert server.get("api/memories").json()["total"] == len(made)
    found = server.get("api/search?q=PostgreSQL+billing").json()
    assert found["memories"][0]["id"] == made["old"]
    assert set(found["memories"][0]["scores"]) == {"score", "kw_score", "vec_score", "rerank_score"}
    by_cli = cli("recall", "PostgreSQL billing", "--json")
    assert by_cli.code == 0
    assert [m["id"] for m in found["memories"]] == [r["id"] for r in by_cli.json()["results"]]
    assert server.get("api/search?q=").status == 400  # an empty query, as the CLI says


def test_a_memory_holding_html_comes_back_as_data_never_as_markup(served) -> None:
    server, made = served
    page = server.get("").body.decode("utf-8")
    assert "alert(" not in page  # the page holds no memory: the script puts them in as text
    reply = server.get(f"api/memory/{made['xss']}")
    assert reply.headers["content-type"].startswith("application/json")
    assert reply.json()["content"].startswith("<script>alert('x')</script>")
    script = server.get("static/app.js").body.decode("utf-8")
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script and "eval(" not in script


def test_binding_beyond_loopback_needs_a_long_token_of_ones_own(cli) -> None:
    refused = cli("ui", "--no-open", "--host", "0.0.0.0")
    assert refused.code == 2 and "AGENT_MEMORY_UI_TOKEN" in refused.err and "Traceback" not in refused.err
    short = cli("ui", "--no-open", "--host", "0.0.0.0", env={"AGENT_MEMORY_UI_TOKEN": "short"})
    assert short.code == 2 and "at least 32" in short.err
    assert cli("ui", "--no-open", "--port", "70000").code == 2


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0"])
def test_a_token_of_ones_own_is_used_and_not_printed(root: Path, host: str) -> None:
    token = "t0k-" + "Zq9w" * 8
    proc = subprocess.Popen(
        [sys.executable, "-m", "agent_memory", "--root", str(root), "ui", "--no-open", "--host", host],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "AGENT_MEMORY_UI_TOKEN": token},
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().decode("utf-8")
    try:
        assert token not in line and "<AGENT_MEMORY_UI_TOKEN>" in line
        printed = line.split()[-1].replace("<AGENT_MEMORY_UI_TOKEN>", token)
        server = UiServer(proc, printed.replace(f"//{host}:", "//127.0.0.1:"))
        from .ui_server import _wait_until_up

        _wait_until_up(server)
        assert server.get("api/queue").json()["total"] == 0
        named = server.request(server.url + "api/meta", headers={"Host": "mybox.lan:8766"}).status
        assert named == (404 if host == "127.0.0.1" else 200)  # beyond loopback any name; the token guards it
        assert server.request(server.origin + "/api/meta", headers={"Host": "mybox.lan:8766"}).status == 404
    finally:
        proc.terminate()
        proc.communicate(timeout=BOUND)


def test_cli_writers_meanwhile_lose_nothing(served, root: Path) -> None:
    server, _ = served
    texts = [distinct_text(1000 + i) for i in range(20)]
    script = (
        "import json, subprocess, sys\n"
        f"for text in json.loads({json.dumps(texts)!r}):\n"
        f"    r = subprocess.run([sys.executable, '-m', 'agent_memory', '--root', {str(root)!r}, 'remember', text],"
        " capture_output=True)\n"
        "    assert r.returncode == 0, r.stderr\n"
    )
    writer = subprocess.Popen([sys.executable, "-c", script], stderr=subprocess.PIPE)
    csrf = server.csrf()
    verified_rounds = 0
    seen: set[str] = set()
    while writer.poll() is None or verified_rounds == 0:
        queue = server.get("api/queue").json()
        ids = [m["id"] for g in queue["groups"] for m in g["memories"] if m["content"] in texts]
        ids = [i for i in ids if i not in seen][:3]
        if ids:
            reply = server.post("verify", {"ids": ids}, csrf=csrf).json()
            assert reply["failed"] == []
            seen.update(ids)
            verified_rounds += 1
    _, err = writer.communicate(timeout=BOUND)
    assert writer.returncode == 0, err
    with Memory(root) as m:
        stored = {entry.content: entry for entry in m.store.iter_entries()}
        assert set(texts) <= set(stored)
        assert all(m.get(memory_id).execution_verified for memory_id in seen)
    notes = {p.stem for p in (root / "store").glob("mem_*.md")}
    assert {entry.id for entry in stored.values()} == notes  # a note for each, none left over


def test_without_the_ui_extra_it_says_how_to_install_it(bare_venv, root: Path, tmp_path: Path) -> None:
    import shlex
    import tomllib

    result = bare_venv.run("--root", str(root), "ui", "--no-open", home=tmp_path, cwd=tmp_path)
    wanted = tomllib.loads((Path(bare_venv.env["PYTHONPATH"]) / "pyproject.toml").read_text("utf-8"))
    install = shlex.join([bare_venv.python, "-m", "pip", "install", *wanted["project"]["optional-dependencies"]["ui"]])
    assert result.code != 0 and "needs starlette and uvicorn" in result.err
    assert install in result.err and "Traceback" not in result.err
