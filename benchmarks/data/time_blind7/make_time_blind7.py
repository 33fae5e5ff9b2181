"""Build time_blind7.json from the data files, running every self-check first (stdlib only)."""
import hashlib
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import tb7_lib  # noqa: E402

DATA_MODULES = ['data_a', 'data_b', 'data_c', 'data_d', 'data_e']


def load():
    hs = []
    for name in DATA_MODULES:
        hs.extend(__import__(name).HISTORIES)
    return hs


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, 'time_blind7.json')
    try:
        obj = tb7_lib.build(load())
    except tb7_lib.CheckError as e:
        print('CHECK FAILED:', e, file=sys.stderr)
        return 1
    text = tb7_lib.dump(obj).encode('utf-8')
    h = hashlib.sha256(text).hexdigest()
    with open(out, 'wb') as f:
        f.write(text)
    base = os.path.splitext(out)[0]
    with open(base + '.sha256', 'w') as f:
        f.write('%s  %s\n' % (h, os.path.basename(out)))
    print(h, len(obj['histories']), 'histories', len(obj['questions']), 'questions')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
