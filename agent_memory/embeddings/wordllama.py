"""Offline semantic embeddings with the weights and tokenizer the ``wordllama`` wheel ships.

``WordLlama.load()`` in 0.4.0.post1 looks for the tokenizer under ``wordllama/tokenizer/``
while the wheel puts it in ``wordllama/tokenizers/``, so it falls through to a download
from Hugging Face. We never call it, nor import the ``wordllama`` package (half a second
of imports, and it configures the root logger): the tokenizer file is opened with
``tokenizers`` and the safetensors weights are memory-mapped with numpy, both from the
installed package's own directory. A missing file is an error naming it, never a request.

The model is WordLlama's: token embeddings averaged over the text, L2-normalised
(``WordLlamaInference.embed(norm=True)``); ``tests/test_wordllama.py`` checks the two agree.
"""

from __future__ import annotations

import importlib.util
import json
import struct
import threading
from pathlib import Path
from typing import Any

from ..errors import BackendUnavailable
from ..install import command

_DTYPES = {"F16": "float16", "F32": "float32", "BF16": None}
_LOADED: dict[tuple[str, int], tuple[Any, Any]] = {}
_LOCK = threading.Lock()


def package_dir() -> Path:
    spec = importlib.util.find_spec("wordllama")
    if spec is None or not spec.submodule_search_locations:
        raise BackendUnavailable("the wordllama backend needs the wordllama package", hint=command("semantic"))
    return Path(next(iter(spec.submodule_search_locations)))


def bundled_files(model: str, dimensions: int) -> tuple[Path, Path]:
    """(weights, tokenizer) inside the installed package, checked to exist."""
    base = package_dir()
    weights = base / "weights" / f"{model}_{dimensions}.safetensors"
    tokenizer = base / "tokenizers" / f"{model}_tokenizer_config.json"
    for path in (weights, tokenizer):
        if not path.is_file():
            shipped = sorted(p.stem for p in (base / "weights").glob("*.safetensors"))
            raise BackendUnavailable(
                f"wordllama's bundled file {path} is missing",
                hint=f"set vectors.backends.wordllama model/dimensions to one the wheel ships ({', '.join(shipped)})",
            )
    return weights, tokenizer


def map_weights(path: Path, tensor: str = "embedding.weight") -> Any:
    """The tensor of a safetensors file as a read-only numpy memmap (no copy, no load time)."""
    import numpy as np

    with path.open("rb") as handle:
        (length,) = struct.unpack("<Q", handle.read(8))
        header = json.loads(handle.read(length))
    info = header.get(tensor)
    dtype = _DTYPES.get(info["dtype"]) if info else None
    if dtype is None:
        raise BackendUnavailable(
            f"{path} has no {tensor} tensor of a supported type", hint=f"reinstall: {command('semantic')}"
        )
    start, _ = info["data_offsets"]
    return np.memmap(path, dtype=dtype, mode="r", offset=8 + length + start, shape=tuple(info["shape"]))


def load_model(model: str, dimensions: int) -> tuple[Any, Any]:
    """(tokenizer, embedding matrix) for (model, dimensions), loaded once per process."""
    key = (model, dimensions)
    with _LOCK:
        if key not in _LOADED:
            weights, tokenizer_file = bundled_files(model, dimensions)
            try:
                from tokenizers import Tokenizer
            except ImportError as exc:
                raise BackendUnavailable(
                    f"the wordllama backend needs tokenizers ({exc})", hint=command("semantic")
                ) from exc
            tokenizer = Tokenizer.from_file(str(tokenizer_file))
            tokenizer.no_padding()
            tokenizer.no_truncation()
            _LOADED[key] = (tokenizer, map_weights(weights))
        return _LOADED[key]


class WordLlamaEmbedder:
    remote = False

    def __init__(self, *, model: str = "l2_supercat", dimensions: int = 256) -> None:
        self._model_name = model
        self._dimensions = dimensions
        self._tokenizer, self._matrix = load_model(model, dimensions)

    @property
    def identity(self) -> str:
        return f"wordllama:{self._model_name}:{self._dimensions}"

    @property
    def dimensions(self) -> int:
        return self._dimensions

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        import numpy as np

        vocabulary = self._matrix.shape[0]
        out: list[list[float]] = []
        for encoding in self._tokenizer.encode_batch(texts, add_special_tokens=False):
            ids = np.clip(np.asarray(encoding.ids, dtype=np.int64), 0, vocabulary - 1)
            if not len(ids):
                out.append([0.0] * self._dimensions)  # nothing to embed: similar to nothing
                continue
            pooled = self._matrix[ids].astype(np.float32).mean(axis=0)
            norm = float(np.linalg.norm(pooled))
            out.append((pooled / norm if norm else pooled).tolist())
        return out

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]
