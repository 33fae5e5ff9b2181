"""Load and validate the labelled retrieval set in ``retrieval_eval.json``.

    python -m benchmarks.data.check_eval_set [path]    # prints counts; exit 0 valid, 2 invalid

``overlap`` on a query is whether it shares at least one word as written with any of its
relevant memories (lower-cased ASCII words, Chinese 2/3-grams: the product's tokenizer when the
set was made, before stop words and stems; kept here so the labels mean what they meant); the
file must carry exactly the computed value.
"""

from __future__ import annotations

import json
import re
import sys
from difflib import SequenceMatcher
from pathlib import Path

from agent_memory.config import load_config
from agent_memory.redact import Redactor

DEFAULT_PATH = Path(__file__).with_name("retrieval_eval.json")
CATEGORIES = frozenset({"decision", "preference", "config", "project", "event"})
MIN_QUERIES = 300
MIN_NO_OVERLAP_SHARE = 1 / 3
NEAR_DUPLICATE = 0.85
TEXT_LENGTH = (20, 300)
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def surface_terms(text: str) -> set[str]:
    """ASCII words lower-cased, and each run of Chinese as its 2/3-grams (a lone character whole)."""
    terms: set[str] = set()
    for match in _WORD.finditer(text):
        run = match.group(0)
        if run.isascii() or len(run) == 1:
            terms.add(run.lower())
            continue
        terms.update(run[i : i + n] for n in (2, 3) for i in range(len(run) - n + 1))
    return terms


def is_chinese(text: str) -> bool:
    """A text counts as Chinese when it holds at least one CJK ideograph, English otherwise."""
    return _CJK.search(text) is not None


def computed_overlap(query: str, texts: list[str]) -> bool:
    terms = surface_terms(query)
    return any(terms & surface_terms(text) for text in texts)


def _check_memories(memories: object) -> dict[str, str]:
    if not isinstance(memories, list) or not memories:
        raise ValueError("'memories' must be a non-empty list")
    texts: dict[str, str] = {}
    redactor = Redactor(load_config(None).redact_patterns)
    for i, m in enumerate(memories):
        if not isinstance(m, dict) or not {"id", "text", "category"} <= m.keys():
            raise ValueError(f"memory #{i} must be an object with 'id', 'text' and 'category'")
        mid, text, category = m["id"], m["text"], m["category"]
        if not isinstance(mid, str) or not mid:
            raise ValueError(f"memory #{i} has an empty or non-string id")
        if mid in texts:
            raise ValueError(f"duplicate memory id {mid!r}")
        if not isinstance(text, str) or not TEXT_LENGTH[0] <= len(text) <= TEXT_LENGTH[1]:
            size = len(text) if isinstance(text, str) else "not a string"
            raise ValueError(f"memory {mid}: text length {size} is outside {TEXT_LENGTH[0]}-{TEXT_LENGTH[1]}")
        if category not in CATEGORIES:
            raise ValueError(f"memory {mid}: unknown category {category!r} (one of {sorted(CATEGORIES)})")
        redaction = redactor.redact(text)
        if redaction.labels:
            raise ValueError(f"memory {mid}: the store would redact it ({', '.join(redaction.labels)})")
        texts[mid] = text
    _check_near_duplicates(texts)
    return texts


def _check_near_duplicates(texts: dict[str, str]) -> None:
    """Every pair must stay below the store's merge threshold (SequenceMatcher, autojunk off)."""
    items = list(texts.items())
    matcher = SequenceMatcher(None, autojunk=False)
    for i, (a_id, a) in enumerate(items):
        matcher.set_seq2(a)
        for b_id, b in items[i + 1 :]:
            matcher.set_seq1(b)
            # The quick ratios are upper bounds of ratio(): skip pairs that cannot reach the threshold.
            if matcher.real_quick_ratio() < NEAR_DUPLICATE or matcher.quick_ratio() < NEAR_DUPLICATE:
                continue
            ratio = matcher.ratio()
            if ratio >= NEAR_DUPLICATE:
                raise ValueError(f"memories {a_id} and {b_id} are near-duplicates (ratio {ratio:.3f})")


def _check_queries(queries: object, texts: dict[str, str]) -> None:
    if not isinstance(queries, list):
        raise ValueError("'queries' must be a list")
    if len(queries) < MIN_QUERIES:
        raise ValueError(f"only {len(queries)} queries; at least {MIN_QUERIES} are required")
    no_overlap = english = chinese = 0
    for i, q in enumerate(queries):
        if not isinstance(q, dict) or not {"query", "relevant", "overlap"} <= q.keys():
            raise ValueError(f"query #{i} must be an object with 'query', 'relevant' and 'overlap'")
        text, relevant, overlap = q["query"], q["relevant"], q["overlap"]
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"query #{i} is empty")
        if not isinstance(relevant, list) or not relevant:
            raise ValueError(f"query #{i} ({text!r}) has no relevant memory ids")
        unknown = [r for r in relevant if r not in texts]
        if unknown:
            raise ValueError(f"query #{i} ({text!r}) names unknown memory ids {unknown}")
        computed = computed_overlap(text, [texts[r] for r in relevant])
        if overlap is not computed:
            raise ValueError(f"query #{i} ({text!r}): overlap is {overlap!r} but the computed value is {computed}")
        no_overlap += not computed
        if is_chinese(text):
            chinese += 1
        else:
            english += 1
    if no_overlap < MIN_NO_OVERLAP_SHARE * len(queries):
        raise ValueError(f"only {no_overlap} of {len(queries)} queries share no term with their memories (need 1/3)")
    if not english or not chinese:
        raise ValueError(f"both languages are needed: {english} English and {chinese} Chinese queries")


def load_eval_set(path: Path | str = DEFAULT_PATH) -> dict:
    """Load the evaluation set and validate it; raise ValueError on the first problem found."""
    try:
        data = json.loads(Path(path).read_text("utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: the top level must be an object with 'memories' and 'queries'")
    texts = _check_memories(data.get("memories"))
    _check_queries(data.get("queries"), texts)
    return data


def summary(data: dict) -> str:
    memories, queries = data["memories"], data["queries"]
    zh_memories = sum(is_chinese(m["text"]) for m in memories)
    zh_queries = sum(is_chinese(q["query"]) for q in queries)
    overlap = sum(bool(q["overlap"]) for q in queries)
    multi = sum(len(q["relevant"]) > 1 for q in queries)
    return "\n".join(
        [
            f"memories: {len(memories)} (EN {len(memories) - zh_memories}, ZH {zh_memories})",
            f"queries: {len(queries)} (EN {len(queries) - zh_queries}, ZH {zh_queries}; {multi} with 2+ relevant)",
            f"overlap: {overlap}, no-overlap: {len(queries) - overlap} ({(len(queries) - overlap) / len(queries):.1%})",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else DEFAULT_PATH
    try:
        data = load_eval_set(path)
    except (OSError, ValueError) as exc:
        print(f"invalid evaluation set: {exc}", file=sys.stderr)
        return 2
    print(summary(data))
    print("valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
