#!/usr/bin/env python3
"""Generate time_blind3.json (blind labelled set for time-aware recall). Stdlib only.

Usage: python3 make_time_blind3.py [out.json]   (also writes out.sha256)
Exits non-zero if any self-check fails.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tb3_lib as L  # noqa: E402
import data_a, data_b, data_c, data_d  # noqa: E402,E401


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "time_blind3.json")
    hs = data_a.HISTORIES + data_b.HISTORIES + data_c.HISTORIES + data_d.HISTORIES
    try:
        data, stats = L.build(hs)
    except L.CheckError as e:
        print("CHECK FAILED:", e, file=sys.stderr)
        sys.exit(1)
    qs = data["questions"]
    # file-level checks
    if len(data["histories"]) < 25 or len(qs) < 250:
        print("CHECK FAILED: too few histories or questions", file=sys.stderr)
        sys.exit(1)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    raw = text.encode("utf-8")
    with open(out, "wb") as f:
        f.write(raw)
    digest = hashlib.sha256(raw).hexdigest()
    base = out[:-5] if out.endswith(".json") else out
    with open(base + ".sha256", "w") as f:
        f.write(f"{digest}  {os.path.basename(out)}\n")
    # counts
    nm = sum(len(h["memories"]) for h in data["histories"])
    print(f"histories {len(data['histories'])}  memories {nm}  questions {len(qs)}")
    table = {}
    for q in qs:
        lang = "zh" if L.CJK.search(q["query"]) else "en"
        table[(q["kind"], lang, q["split"])] = table.get((q["kind"], lang, q["split"]), 0) + 1
    print("kind      en-tune en-held zh-tune zh-held total")
    for k in ("current", "dated", "relative", "when"):
        row = [table.get((k, l, s), 0) for l in ("en", "zh") for s in ("tune", "heldout")]
        print(f"{k:9s} {row[0]:7d} {row[1]:7d} {row[2]:7d} {row[3]:7d} {sum(row):5d}")
    nzh = sum(1 for q in qs if L.CJK.search(q["query"]))
    print(f"zh queries {nzh} ({100 * nzh / len(qs):.1f}%), en {len(qs) - nzh}")
    langs = {}
    for h in data["histories"]:
        langs[h["lang"]] = langs.get(h["lang"], 0) + 1
    print("history langs", dict(sorted(langs.items())))
    sp = {}
    for q in qs:
        sp[q["split"]] = sp.get(q["split"], 0) + 1
    print("split", dict(sorted(sp.items())))
    no = sum(1 for q in qs if "outranks" in q)
    npd = sum(1 for q in qs if "period" in q)
    nst = sum(1 for q in qs if q.get("period_mode") == "state")
    nmulti = sum(1 for q in qs if len(q["expected"]) > 1)
    nnote = sum(1 for q in qs if "note" in q)
    print(f"outranks {no} (derived state pairs {stats['derived']}), period {npd} (state {nst}, event {npd - nst}), "
          f"multi-expected {nmulti}, notes {nnote}")
    mh = [len(h["memories"]) for h in data["histories"]]
    print(f"memories per history {min(mh)}-{max(mh)}")
    ws = sorted(m["written_at"] for h in data["histories"] for m in h["memories"])
    asks = sorted(q["asked_at"] for q in qs)
    print(f"written {ws[0][:10]} .. {ws[-1][:10]}; asked {asks[0][:10]} .. {asks[-1][:10]}")
    print("sha256", digest)


if __name__ == "__main__":
    main()
