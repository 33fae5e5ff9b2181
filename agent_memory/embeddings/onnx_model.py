"""The user's own sentence encoder: an ONNX model directory run with onnxruntime (extra ``onnx``).

Configured as ``vectors.backends.<name>.model_path`` (any name; ``vectors.backend: <name>``
picks it). The directory is read by ``model_dir``: its tokenizer, pooling, normalisation and
prompts are the ones its sentence-transformers config declares. One thread (``intra_op``),
as for the bundled encoder: the cost is CPU, and the hooks share the machine.

onnxruntime 1.29 and later sends telemetry a few seconds after a model loads unless
``ORT_DISABLE_TELEMETRY=1`` is in the environment before it is imported (its
``disable_telemetry_events()`` does not stop it); an offline-first product sets it here,
before the import, for the whole process.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from ..config import BackendSettings
from ..errors import BackendUnavailable, ConfigError
from ..install import command
from .model_dir import ModelDir, read

_LOADED: dict[str, tuple[ModelDir, Any, Any, int]] = {}
_LOCK = threading.Lock()


def _runtime() -> tuple[Any, Any]:
    os.environ["ORT_DISABLE_TELEMETRY"] = "1"  # before the import: see the module's docstring
    try:
        import onnxruntime
        from tokenizers import Tokenizer
    except ImportError as exc:
        raise BackendUnavailable(
            f"a model directory needs onnxruntime and tokenizers ({exc})", hint=command("onnx")
        ) from exc
    return onnxruntime, Tokenizer


def load(path_text: str, *, where: str) -> tuple[ModelDir, Any, Any, int]:
    """(model directory, tokenizer, session, dimensions), once per process and path."""
    with _LOCK:
        if path_text in _LOADED:
            return _LOADED[path_text]
        model = read(path_text, where=where)
        onnxruntime, tokenizer_class = _runtime()
        try:
            tokenizer = tokenizer_class.from_file(str(model.tokenizer))
        except Exception as exc:  # tokenizers raises its own Exception type
            raise ConfigError(
                f"{where}: {model.tokenizer} is not a tokenizers file ({exc})", hint="re-export it"
            ) from exc
        tokenizer.enable_truncation(max_length=model.max_seq_length)
        pad_id = tokenizer.token_to_id(model.pad_token) if model.pad_token else None
        tokenizer.enable_padding(pad_id=pad_id or 0, pad_token=model.pad_token or "[PAD]")
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # warnings about unused initialisers are not the user's business
        try:
            session = onnxruntime.InferenceSession(
                str(model.onnx), sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # onnxruntime raises its own Exception types
            raise ConfigError(
                f"{where}: {model.onnx} cannot be loaded by onnxruntime ({exc})", hint="re-export it"
            ) from exc
        names = {i.name for i in session.get_inputs()}
        if not {"input_ids", "attention_mask"} <= names or names - {"input_ids", "attention_mask", "token_type_ids"}:
            raise ConfigError(
                f"{where}: {model.onnx} takes inputs {sorted(names)}, not a transformer's "
                "input_ids / attention_mask (/ token_type_ids)",
                hint="export the transformer with sentence-transformers or optimum",
            )
        width = session.get_outputs()[0].shape[-1]
        _LOADED[path_text] = (model, tokenizer, session, width if isinstance(width, int) else 0)
        return _LOADED[path_text]


def pool(np: Any, hidden: Any, mask: Any, mode: str) -> Any:
    """(batch, dims) from (batch, tokens, dims) hidden states, as sentence-transformers' Pooling does."""
    if mode == "cls":
        return hidden[:, 0]
    weights = mask[:, :, None].astype(hidden.dtype)
    if mode == "max":
        return np.where(weights > 0, hidden, -1e9).max(axis=1)
    if mode == "lasttoken":
        last = np.maximum(mask.sum(axis=1) - 1, 0)
        return hidden[np.arange(len(hidden)), last]
    summed = (hidden * weights).sum(axis=1)
    counts = np.maximum(weights.sum(axis=1), 1e-9)
    return summed / (np.sqrt(counts) if mode == "mean_sqrt_len" else counts)


class OnnxModelEmbedder:
    remote = False

    def __init__(self, settings: BackendSettings, *, batch_size: int = 32) -> None:
        where = f"vectors.backends.{settings.name}.model_path"
        self._settings = settings
        self._batch = max(1, min(batch_size, 64))
        self.model, self._tokenizer, self._session, width = load(settings.model_path, where=where)
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._dimensions = width or len(self._run(["probe"])[0])
        if settings.dimensions and settings.dimensions != self._dimensions:
            raise ConfigError(
                f"vectors.backends.{settings.name}.dimensions is {settings.dimensions}, "
                f"but {self.model.onnx} gives {self._dimensions}",
                hint=f"set it to {self._dimensions} or remove it",
            )
        self.calls = 0  # session runs: what the tests count

    @property
    def identity(self) -> str:
        return f"{self._settings.name}:{self._settings.model or self.model.name}:{self._dimensions}"

    @property
    def dimensions(self) -> int:
        return self._dimensions

    def _run(self, texts: list[str]) -> Any:
        import numpy as np

        encodings = self._tokenizer.encode_batch(texts)
        ids = np.asarray([e.ids for e in encodings], dtype=np.int64)
        mask = np.asarray([e.attention_mask for e in encodings], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        output = self._session.run(None, feed)[0]
        self.calls = getattr(self, "calls", 0) + 1
        pooled = pool(np, output, mask, self.model.pooling) if output.ndim == 3 else output
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.maximum(norms, 1e-12)).astype(np.float32)  # cosine search wants unit vectors

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        out: list[list[float]] = []
        prompt = self.model.document_prompt
        for start in range(0, len(texts), self._batch):
            out += self._run([prompt + t for t in texts[start : start + self._batch]]).tolist()
        return out

    def embed_query(self, text: str) -> list[float]:
        prompt = self._settings.query_prefix or self.model.query_prompt
        vector: list[float] = self._run([prompt + text])[0].tolist()
        return vector
