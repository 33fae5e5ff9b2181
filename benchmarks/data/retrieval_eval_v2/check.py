#!/usr/bin/env python3
"""Validate the v2 retrieval evaluation set (stdlib only).

    python3 benchmarks/data/retrieval_eval_v2/check.py [dir]   # exit 0 valid, 2 invalid

Reads every ``stores/*.json`` under ``dir`` (default: this script's directory) and checks:
ids are unique and resolve, kinds/categories/langs/splits are known, no-answer queries have
``relevant == []`` and all others have at least one id (``multi`` at least two), ``dated``
queries carry ``asked_at``, ``cross_lingual`` queries differ in language from every relevant
memory, ``paraphrase_no_overlap`` queries share no term with any relevant memory (text or
context), every store has >= 30 memories, and held-out stores share no memory id or text with
tuning stores. Prints counts per kind, language and split, and the share of no-overlap queries.

Overlap uses this file's own tokenizer (``terms``): lower-cased ASCII words minus a small stop
list, compared after a crude suffix strip or on a common prefix of >= 5 characters; Chinese
as character bigrams of Han runs minus a small list of function bigrams. It is deliberately
generous about what counts as shared, so that "no overlap" is a strong claim.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

KINDS = ("plain", "paraphrase_no_overlap", "cross_lingual", "reply", "dated", "multi", "no_answer")
CATEGORIES = ("decision", "preference", "config", "project", "event")
LANGS = ("en", "zh")
SPLITS = ("tune", "heldout")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$")

EN_STOP = set(
    """
a an the and or but nor not no yes of to in on at for with by from into onto over under about
above below after before again then than so as if while because until up down out off
i me my mine myself we us our ours ourselves you your yours yourself he him his she her hers
they them their theirs it its itself this that these those there here who whom whose which what
when where why how is are was were be been being am do does did done doing have has had having
will would shall should can could may might must ought let lets s t d ll m re ve don didn doesn
isn aren wasn weren won wouldn can't any all some each every both either neither one ones
just also only very too much many more most such same other another own now ever
again still yet already please ok okay oh hey hi yeah well really get got per via etc
""".split()
)

ZH_STOP_CHARS = set("的了吗呢吧啊呀么嘛哦哈")
ZH_STOP_BIGRAMS = set(
    """
我们 你们 他们 她们 它们 咱们 什么 怎么 怎样 这个 那个 一个 哪个 没有 可以 就是 还是 已经
因为 所以 如果 但是 时候 现在 自己 知道 觉得 是不 不是 是否 我是 你是 是在 有没 有什 是什
这些 那些 哪些 一下 一些 还有 然后 之前 之后 以后 的是 我在 你在 他在 在哪 哪里 那里 这里
多少 几个 一直 这样 那样 怎么 为什 么时 我有 你有 有个 是个 也是 都是 要是 还没 我想 你想
""".split()
)

HAN = re.compile(r"[\u3400-\u9fff]+")
ASCII = re.compile(r"[a-z0-9]+")


def _stem(w: str) -> str:
    for suf, rep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("ly", "")):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: len(w) - len(suf)] + rep
    return w


def terms(text: str) -> tuple[set[str], set[str]]:
    """(English stems, Chinese bigrams) of a text."""
    low = text.lower().replace("’", "'")
    en = {_stem(w) for w in ASCII.findall(low) if w not in EN_STOP and len(w) > 1}
    zh: set[str] = set()
    for run in HAN.findall(text):
        if len(run) == 1:
            if run not in ZH_STOP_CHARS:
                zh.add(run)
            continue
        for i in range(len(run) - 1):
            bg = run[i : i + 2]
            if bg in ZH_STOP_BIGRAMS or bg[0] in ZH_STOP_CHARS or bg[1] in ZH_STOP_CHARS:
                continue
            zh.add(bg)
    return en, zh


def shared(a: str, b: str) -> list[str]:
    """Terms two texts share under the generous rule above."""
    ea, za = terms(a)
    eb, zb = terms(b)
    out = sorted(za & zb)
    for x in ea:
        for y in eb:
            if x == y or (len(x) >= 5 and len(y) >= 5 and x[:5] == y[:5]):
                out.append(x if x == y else f"{x}~{y}")
    return out


def lang_of(text: str) -> str:
    han = sum(len(r) for r in HAN.findall(text))
    return "zh" if han >= 2 else "en"


def load(root: Path) -> list[dict]:
    stores = []
    for p in sorted((root / "stores").glob("*.json")):
        with open(p, encoding="utf-8") as f:
            d = json.load(f)
        d["_path"] = p.name
        stores.append(d)
    return stores


def check(root: Path) -> int:
    stores = load(root)
    errors: list[str] = []
    warn: list[str] = []
    mem_ids: dict[str, str] = {}
    q_ids: set[str] = set()
    kinds = Counter()
    by = defaultdict(Counter)
    mem_texts: dict[str, set[str]] = {"tune": set(), "heldout": set()}
    mem_ids_split: dict[str, set[str]] = {"tune": set(), "heldout": set()}
    overlap_n = Counter()
    reply_ctx = Counter()
    n_mem = 0
    n_q = 0
    for s in stores:
        name = s.get("store")
        split = s.get("split")
        if split not in SPLITS:
            errors.append(f"{name}: split {split!r}")
            continue
        mems = {m["id"]: m for m in s.get("memories", [])}
        if len(mems) != len(s.get("memories", [])):
            errors.append(f"{name}: duplicate memory id inside the store")
        if len(mems) < 30:
            errors.append(f"{name}: only {len(mems)} memories (< 30)")
        for m in s["memories"]:
            n_mem += 1
            if m["id"] in mem_ids:
                errors.append(f"memory id {m['id']} in {name} and {mem_ids[m['id']]}")
            mem_ids[m["id"]] = name
            if m.get("category") not in CATEGORIES:
                errors.append(f"{m['id']}: category {m.get('category')!r}")
            if m.get("lang") not in LANGS:
                errors.append(f"{m['id']}: lang {m.get('lang')!r}")
            elif m["lang"] != lang_of(m["text"]):
                warn.append(f"{m['id']}: lang {m['lang']} but text looks {lang_of(m['text'])}")
            if not ISO.match(m.get("written_at", "")):
                errors.append(f"{m['id']}: written_at {m.get('written_at')!r}")
            if not m.get("text", "").strip():
                errors.append(f"{m['id']}: empty text")
            if "context" in m and not m["context"].strip():
                errors.append(f"{m['id']}: empty context")
            mem_texts[split].add(m["text"].strip().lower())
            mem_ids_split[split].add(m["id"])
            by["memories_lang"][m["lang"]] += 1
            by["memories_category"][m["category"]] += 1
            if m.get("context"):
                by["memories_with_context"][split] += 1
        for q in s.get("queries", []):
            n_q += 1
            qid = q.get("id")
            if qid in q_ids:
                errors.append(f"query id {qid} repeated")
            q_ids.add(qid)
            k = q.get("kind")
            if k not in KINDS:
                errors.append(f"{qid}: kind {k!r}")
                continue
            if q.get("split") != split:
                errors.append(f"{qid}: split {q.get('split')!r} but its store is {split}")
            if q.get("lang") not in LANGS:
                errors.append(f"{qid}: lang {q.get('lang')!r}")
            elif q["lang"] != lang_of(q["query"]):
                warn.append(f"{qid}: lang {q['lang']} but query looks {lang_of(q['query'])}")
            rel = q.get("relevant")
            if not isinstance(rel, list):
                errors.append(f"{qid}: relevant is not a list")
                continue
            for r in rel:
                if r not in mems:
                    errors.append(f"{qid}: relevant {r} not in store {name}")
            if len(set(rel)) != len(rel):
                errors.append(f"{qid}: repeated relevant id")
            if k == "no_answer" and rel:
                errors.append(f"{qid}: no_answer with relevant ids")
            if k != "no_answer" and not rel:
                errors.append(f"{qid}: {k} with no relevant id")
            if k == "multi" and len(rel) < 2:
                errors.append(f"{qid}: multi with {len(rel)} relevant id")
            if "asked_at" in q and not ISO.match(q["asked_at"]):
                errors.append(f"{qid}: asked_at {q['asked_at']!r}")
            if k == "dated" and "asked_at" not in q:
                errors.append(f"{qid}: dated without asked_at")
            rm = [mems[r] for r in rel if r in mems]
            if k == "cross_lingual" and any(m["lang"] == q.get("lang") for m in rm):
                errors.append(f"{qid}: cross_lingual but a relevant memory is also {q.get('lang')}")
            if k == "reply" and not any(m.get("context") for m in rm):
                errors.append(f"{qid}: reply but no relevant memory has a context")
            sh = []
            for m in rm:
                sh += shared(q["query"], m["text"] + "\n" + m.get("context", ""))
            ov = bool(sh)
            if "overlap" in q and q["overlap"] != ov:
                errors.append(f"{qid}: overlap field {q['overlap']} but computed {ov}")
            if k == "paraphrase_no_overlap" and ov:
                errors.append(f"{qid}: no-overlap paraphrase shares {sh}: {q['query']!r}")
            if k == "reply":
                ot = any(shared(q["query"], m["text"]) for m in rm)
                reply_ctx["shares with reply text"] += ot
                reply_ctx["shares with context only"] += ov and not ot
                reply_ctx["shares with neither"] += not ov
            kinds[k] += 1
            by["split"][split] += 1
            by["lang"][q.get("lang")] += 1
            by[f"kind/{split}"][k] += 1
            if k != "no_answer":
                overlap_n["answerable"] += 1
                overlap_n["answerable_no_overlap"] += not ov
        by["stores"][f"{name} ({split}, {len(mems)} memories, {len(s.get('queries', []))} queries)"] += 1
    if mem_texts["tune"] & mem_texts["heldout"]:
        errors.append(f"{len(mem_texts['tune'] & mem_texts['heldout'])} memory texts in both splits")
    if mem_ids_split["tune"] & mem_ids_split["heldout"]:
        errors.append("memory ids in both splits")

    print(f"stores: {len(stores)}  memories: {n_mem}  queries: {n_q}")
    for st in by["stores"]:
        print(f"  {st}")
    print("queries per kind:  " + ", ".join(f"{k} {kinds[k]}" for k in KINDS))
    for sp in SPLITS:
        c = by[f"kind/{sp}"]
        print(f"  {sp:8s} {by['split'][sp]:5d}: " + ", ".join(f"{k} {c[k]}" for k in KINDS))
    print("queries per lang:  " + ", ".join(f"{k} {v}" for k, v in sorted(by["lang"].items())))
    print("memories per lang: " + ", ".join(f"{k} {v}" for k, v in sorted(by["memories_lang"].items())))
    print("memories per category: " + ", ".join(f"{k} {v}" for k, v in sorted(by["memories_category"].items())))
    print(
        "memories with a context (previous turn): "
        + ", ".join(f"{k} {v}" for k, v in sorted(by["memories_with_context"].items()))
    )
    a = overlap_n["answerable"]
    if a:
        print(
            f"answerable queries sharing no term with any relevant memory: {overlap_n['answerable_no_overlap']}/{a}"
            f" = {overlap_n['answerable_no_overlap'] / a:.1%}"
        )
    if kinds["reply"]:
        print("reply queries: " + ", ".join(f"{k} {v}" for k, v in reply_ctx.items()))
    for w in warn[:30]:
        print("warning:", w)
    if len(warn) > 30:
        print(f"warning: ... {len(warn) - 30} more")
    for e in errors:
        print("ERROR:", e)
    print("valid" if not errors else f"INVALID: {len(errors)} errors")
    return 0 if not errors else 2


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    sys.exit(check(root))
