"""Build time_blind5.json and time_blind5.sha256 (stdlib only, deterministic).

Usage: python3 make_time_blind5.py [out.json]
Exits non-zero if any self-check fails.
"""
import hashlib
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import tb5_lib  # noqa: E402
import data_a, data_b, data_c, data_d  # noqa: E402


def all_histories():
    return data_a.H + data_b.H + data_c.H + data_d.H


def counts(obj):
    table = {}
    for q in obj["questions"]:
        lang = "zh" if tb5_lib.has_cjk(q["query"]) else "en"
        k = (q["kind"], lang, q["split"])
        table[k] = table.get(k, 0) + 1
    lines = ["| kind     | en tune | en heldout | zh tune | zh heldout | total |",
             "|----------|--------:|-----------:|--------:|-----------:|------:|"]
    for kind in ("current", "dated", "relative", "when"):
        row = [table.get((kind, l, s), 0) for l in ("en", "zh") for s in ("tune", "heldout")]
        lines.append("| %-8s | %d | %d | %d | %d | %d |" % ((kind,) + tuple(row) + (sum(row),)))
    qs = obj["questions"]
    mems = sum(len(h["memories"]) for h in obj["histories"])
    lines.append("histories %d, memories %d, questions %d" % (len(obj["histories"]), mems, len(qs)))
    lines.append("zh queries %d, en queries %d" % (
        sum(1 for q in qs if tb5_lib.has_cjk(q["query"])), sum(1 for q in qs if not tb5_lib.has_cjk(q["query"]))))
    lines.append("tune %d, heldout %d" % (sum(1 for q in qs if q["split"] == "tune"),
                                         sum(1 for q in qs if q["split"] == "heldout")))
    wo = [q for q in qs if "outranks" in q]
    lines.append("questions with outranks %d (current %d, state %d), pairs %d" % (
        len(wo), sum(1 for q in wo if q["kind"] == "current"),
        sum(1 for q in wo if q.get("period_mode") == "state"), sum(len(q["outranks"]) for q in wo)))
    lines.append("periods %d (state %d, event %d); multi-expected %d" % (
        sum(1 for q in qs if "period" in q), sum(1 for q in qs if q.get("period_mode") == "state"),
        sum(1 for q in qs if q.get("period_mode") == "event"), sum(1 for q in qs if len(q["expected"]) > 1)))
    langs = {}
    for h in obj["histories"]:
        langs[h["lang"]] = langs.get(h["lang"], 0) + 1
    lines.append("history languages " + ", ".join("%s %d" % (k, langs[k]) for k in sorted(langs)))
    return "\n".join(lines)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "time_blind5.json")
    try:
        obj, stats = tb5_lib.build(all_histories())
    except tb5_lib.CheckError as e:
        print("CHECK FAILED:", e)
        sys.exit(1)
    text = tb5_lib.dump(obj).encode("utf-8")
    with open(out, "wb") as f:
        f.write(text)
    digest = hashlib.sha256(text).hexdigest()
    side = out[:-5] + ".sha256" if out.endswith(".json") else out + ".sha256"
    with open(side, "w", encoding="ascii", newline="\n") as f:
        f.write("%s  %s\n" % (digest, os.path.basename(out)))
    print(counts(obj))
    print("hard-negative pairs %d" % stats["hn_pairs"])
    print("sha256 %s  %s" % (digest, os.path.basename(out)))


if __name__ == "__main__":
    main()
