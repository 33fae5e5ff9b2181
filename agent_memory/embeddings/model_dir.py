"""Reading a sentence-transformers model directory the user names (``vectors.backends.<name>.model_path``).

The directory is the one ``SentenceTransformer.save()`` writes, or a Hugging Face cache
folder holding one (``models--org--name``, whose ``refs/main`` names the snapshot), with an
ONNX export of the transformer (``onnx/model.onnx`` as sentence-transformers' ONNX backend
saves it, or ``model.onnx``). What is read from it:

- ``modules.json``: the pipeline (Transformer, then Pooling, optionally Normalize);
- the Pooling module's ``config.json``: which pooling (mean, cls, max, last token, mean/√n);
- ``tokenizer.json`` (the ``tokenizers`` format) and ``tokenizer_config.json`` for padding;
- ``sentence_bert_config.json``: ``max_seq_length``;
- ``config_sentence_transformers.json``: the query and document prompts (e5's ``query: ``).

Everything missing is named at once, with the path, as a ``ConfigError`` (exit 2).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ConfigError

POOLINGS = {
    "pooling_mode_cls_token": "cls",
    "pooling_mode_mean_tokens": "mean",
    "pooling_mode_max_tokens": "max",
    "pooling_mode_mean_sqrt_len_tokens": "mean_sqrt_len",
    "pooling_mode_lasttoken": "lasttoken",
}
ONNX_NAMES = ("onnx/model.onnx", "model.onnx")


@dataclass(frozen=True)
class ModelDir:
    root: Path  # the snapshot itself, cache folders resolved
    name: str  # org/name for a cache folder, else the directory's name
    onnx: Path
    tokenizer: Path
    pooling: str
    normalize: bool
    max_seq_length: int
    pad_token: str | None
    query_prompt: str
    document_prompt: str


def resolve(path_text: str, *, where: str) -> tuple[Path, str]:
    """(snapshot directory, model name) for a model directory or a Hugging Face cache folder."""
    path = Path(path_text).expanduser()
    if not path.is_dir():
        raise ConfigError(
            f"{where}: model directory {path} does not exist or is not a directory",
            hint="point model_path at a sentence-transformers model folder (or its Hugging Face cache folder)",
        )
    name = path.name
    if (path / "snapshots").is_dir():  # models--org--name in the Hugging Face cache
        if name.startswith("models--"):
            name = name.removeprefix("models--").replace("--", "/")
        ref = path / "refs" / "main"
        snapshots = sorted(p for p in (path / "snapshots").iterdir() if p.is_dir())
        if ref.is_file() and (path / "snapshots" / ref.read_text("utf-8").strip()).is_dir():
            path = path / "snapshots" / ref.read_text("utf-8").strip()
        elif len(snapshots) == 1:
            path = snapshots[0]
        else:
            raise ConfigError(
                f"{where}: {path} is a Hugging Face cache folder with {len(snapshots)} snapshots and no refs/main",
                hint="set model_path to the snapshot folder you want (…/snapshots/<revision>)",
            )
    return path, name


def _json(path: Path, missing: list[str], what: str) -> Any:
    if not path.is_file():
        missing.append(f"{path.name} ({what})")
        return None
    try:
        return json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as exc:
        missing.append(f"a readable {path.name} ({exc})")
        return None


def _module(modules: list[dict[str, Any]], kind: str) -> dict[str, Any] | None:
    return next((m for m in modules if str(m.get("type", "")).endswith(kind)), None)


def read(path_text: str, *, where: str) -> ModelDir:
    """The model directory at ``path_text``, checked; ``where`` names the config key in errors."""
    root, name = resolve(path_text, where=where)
    missing: list[str] = []
    modules = _json(root / "modules.json", missing, "the sentence-transformers pipeline")
    modules = modules if isinstance(modules, list) else []
    transformer = _module(modules, "Transformer")
    pooling_module = _module(modules, "Pooling")
    if modules and transformer is None:
        missing.append("a Transformer module in modules.json")
    if modules and pooling_module is None:
        missing.append("a Pooling module in modules.json")
    base = root / str(transformer.get("path", "")) if transformer else root
    onnx = next((base / n for n in ONNX_NAMES if (base / n).is_file()), None)
    if onnx is None:
        onnx = next(iter(sorted((base / "onnx").glob("*.onnx"))), None) if (base / "onnx").is_dir() else None
    if onnx is None:
        missing.append("onnx/model.onnx (the transformer exported to ONNX)")
    tokenizer = base / "tokenizer.json"
    if not tokenizer.is_file():
        missing.append("tokenizer.json")
    pooling = "mean"
    if pooling_module is not None:
        config = _json(root / str(pooling_module.get("path", "")) / "config.json", missing, "the pooling")
        chosen = [mode for key, mode in POOLINGS.items() if isinstance(config, dict) and config.get(key)]
        if config is not None and len(chosen) != 1:
            missing.append("exactly one supported pooling mode in the Pooling config (" + ", ".join(POOLINGS) + ")")
        pooling = chosen[0] if chosen else pooling
    if missing:
        raise ConfigError(
            f"{where}: {root} is not a usable sentence-transformers ONNX model directory: missing "
            + "; ".join(missing),
            hint="export the model with sentence-transformers (backend='onnx') or point model_path at such a folder",
        )
    assert onnx is not None
    bert = _optional(base / "sentence_bert_config.json") or _optional(root / "sentence_bert_config.json")
    prompts = (_optional(root / "config_sentence_transformers.json") or {}).get("prompts") or {}
    tokenizer_config = _optional(base / "tokenizer_config.json")
    pad = tokenizer_config.get("pad_token") if tokenizer_config else None
    if isinstance(pad, dict):
        pad = pad.get("content")
    return ModelDir(
        root=root,
        name=name,
        onnx=onnx,
        tokenizer=tokenizer,
        pooling=pooling,
        normalize=_module(modules, "Normalize") is not None,
        max_seq_length=int(bert.get("max_seq_length") or 512) if bert else 512,
        pad_token=pad if isinstance(pad, str) else None,
        query_prompt=str(prompts.get("query") or ""),
        document_prompt=str(prompts.get("document") or prompts.get("passage") or ""),
    )


def _optional(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None
