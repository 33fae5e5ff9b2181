"""Build time_blind8.json from the data files; every self-check must pass (stdlib only)."""
import sys
sys.dont_write_bytecode = True
import hashlib, os
import tb8_lib

DATA = ['data_a', 'data_b', 'data_c', 'data_d', 'data_e']


def load():
    hs = []
    for name in DATA:
        mod = __import__(name)
        hs.extend(tb8_lib.norm(h) for h in mod.HISTORIES)
    return hs


def main(argv):
    out = argv[1] if len(argv) > 1 else 'time_blind8.json'
    try:
        obj = tb8_lib.build(load())
    except tb8_lib.CheckError as e:
        print('CHECK FAILED:', e)
        return 1
    data = tb8_lib.dump(obj).encode('utf-8')
    h = hashlib.sha256(data).hexdigest()
    base = os.path.splitext(out)[0]
    with open(out, 'wb') as f:
        f.write(data)
    with open(base + '.sha256', 'w') as f:
        f.write('%s  %s\n' % (h, os.path.basename(out)))
    print(h)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
