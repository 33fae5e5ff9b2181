#!/usr/bin/env python3
"""time_blind4: a fourth blind labelled set for time-aware recall (issue 23).

Stdlib only, deterministic. Usage: python3 make_time_blind4.py [out.json]
Writes out.json and out.sha256 (sha256sum layout), exits non-zero on any failed check.
"""
import hashlib, json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tb4_lib import build  # noqa: E402
import data_a, data_b, data_c, data_d  # noqa: E402

HISTORIES = data_a.HISTORIES + data_b.HISTORIES + data_c.HISTORIES + data_d.HISTORIES


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'time_blind4.json')
    try:
        data, counts = build(HISTORIES)
    except AssertionError as e:
        print('SELF-CHECK FAILED:', e, file=sys.stderr)
        sys.exit(1)
    text = json.dumps(data, ensure_ascii=False, indent=1) + '\n'
    raw = text.encode('utf-8')
    with open(out, 'wb') as f:
        f.write(raw)
    base = out[:-5] if out.endswith('.json') else out
    with open(base + '.sha256', 'w') as f:
        f.write('%s  %s\n' % (hashlib.sha256(raw).hexdigest(), os.path.basename(out)))
    qs = data['questions']
    nm = sum(len(h['memories']) for h in data['histories'])
    print('histories %d, memories %d, questions %d' % (len(data['histories']), nm, len(qs)))
    for kind in ('current', 'dated', 'relative', 'when'):
        row = [counts.get((kind, l, s), 0) for l in ('en', 'zh') for s in ('tune', 'heldout')]
        print('%-8s en tune %3d heldout %3d | zh tune %3d heldout %3d | %3d' % (kind, *row, sum(row)))
    zh = sum(v for (k, l, s), v in counts.items() if l == 'zh')
    print('zh queries %d (%.0f%%), en %d' % (zh, 100.0 * zh / len(qs), len(qs) - zh))
    print('sha256', hashlib.sha256(raw).hexdigest())


if __name__ == '__main__':
    main()
