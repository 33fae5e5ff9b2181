"""Writes time_blind6.json and time_blind6.sha256 after running every self-check."""
import hashlib
import os
import sys

from tb6_lib import check_all, to_json
import data_a
import data_b
import data_c
import data_d
import data_e

MODULES = [data_a, data_b, data_c, data_d, data_e]


def load():
    hs = []
    for mod in MODULES:
        hs.extend(mod.HS)
    return hs


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "time_blind6.json"
    hs = load()
    errs = check_all(hs)
    for e in errs:
        print("CHECK FAILED:", e)
    if errs:
        sys.exit(1)
    text = to_json(hs)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    h = hashlib.sha256(text.encode("utf-8")).hexdigest()
    base = out[:-5] if out.endswith(".json") else out
    with open(base + ".sha256", "w", encoding="utf-8", newline="\n") as f:
        f.write("%s  %s\n" % (h, os.path.basename(out)))
    print("sha256", h)


if __name__ == "__main__":
    main()
