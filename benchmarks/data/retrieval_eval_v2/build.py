#!/usr/bin/env python3
"""Assemble stores/<name>.json from the hand-written sources in src/<name>.txt (stdlib only).

    python3 benchmarks/data/retrieval_eval_v2/build.py        # rebuild every store, then run check.py

Source format, one item a line ('#' lines and blank lines are ignored):

    @store NAME / @split tune|heldout / @tz +08:00 / @title ... / @description ...
    M key category date-or-datetime | memory text
    > previous turn (the context of the memory just above)
    Q kind [asked_at] | query text | key key ...

kind codes: p plain, n paraphrase_no_overlap, x cross_lingual, r reply, d dated, m multi,
z no_answer. Languages are detected (Han characters -> zh). A date without a time gets a time
derived from the key, so that rebuilding is deterministic.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from check import lang_of, shared  # noqa: E402

KIND = {
    "p": "plain",
    "n": "paraphrase_no_overlap",
    "x": "cross_lingual",
    "r": "reply",
    "d": "dated",
    "m": "multi",
    "z": "no_answer",
}


def iso(stamp: str, key: str, tz: str) -> str:
    if "T" not in stamp:
        h = int(hashlib.sha1(key.encode()).hexdigest(), 16)
        stamp += f"T{8 + h % 12:02d}:{(h // 12) % 60:02d}"
    if stamp.count(":") == 1:
        stamp += f":{int(hashlib.sha1(key.encode()).hexdigest(), 16) % 60:02d}"
    return stamp + ("Z" if tz in ("Z", "+00:00") else tz)


def build(src: Path) -> dict:
    meta = {"tz": "Z"}
    mems: list[dict] = []
    queries: list[dict] = []
    keys: dict[str, dict] = {}
    for ln, raw in enumerate(src.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{src.name}:{ln}"
        if line.startswith("@"):
            k, _, v = line[1:].partition(" ")
            meta[k] = v.strip()
        elif line.startswith("M "):
            head, _, text = line[2:].partition("|")
            key, cat, date = head.split()
            mid = f"{meta['store']}.{key}"
            if key in keys:
                raise SystemExit(f"{where}: memory key {key} repeated")
            m = {
                "id": mid,
                "text": text.strip(),
                "category": cat,
                "written_at": iso(date, mid, meta["tz"]),
                "lang": lang_of(text),
            }
            keys[key] = m
            mems.append(m)
        elif line.startswith(">"):
            ctx = line[1:].strip()
            mems[-1]["context"] = (mems[-1].get("context", "") + "\n" + ctx).strip()
        elif line.startswith("Q "):
            parts = [p.strip() for p in line[2:].split("|")]
            if len(parts) != 3:
                raise SystemExit(f"{where}: query needs 'Q kind [asked_at] | query | keys'")
            head, text, rel = parts
            hk = head.split()
            kind = KIND[hk[0]]
            q = {
                "id": f"{meta['store']}.q{len(queries) + 1:03d}",
                "query": text,
                "relevant": [],
                "kind": kind,
                "lang": lang_of(text),
                "split": meta["split"],
            }
            for r in rel.split():
                if r not in keys:
                    raise SystemExit(f"{where}: unknown memory key {r}")
                q["relevant"].append(keys[r]["id"])
            if len(hk) > 1:
                q["asked_at"] = iso(hk[1], q["id"], meta["tz"])
            rm = [keys[r] for r in rel.split()]
            q["overlap"] = any(shared(text, m["text"] + "\n" + m.get("context", "")) for m in rm)
            queries.append(q)
        else:
            raise SystemExit(f"{where}: cannot parse {line[:40]!r}")
    return {
        "store": meta["store"],
        "split": meta["split"],
        "title": meta.get("title", ""),
        "description": meta.get("description", ""),
        "memories": mems,
        "queries": queries,
    }


def main() -> int:
    out = HERE / "stores"
    out.mkdir(exist_ok=True)
    for src in sorted((HERE / "src").glob("*.txt")):
        d = build(src)
        with open(out / f"{d['store']}.json", "w", encoding="utf-8") as f:
            json.dump(d, f, ensure_ascii=False, indent=1)
            f.write("\n")
    import check

    return check.check(HERE)


if __name__ == "__main__":
    sys.exit(main())
