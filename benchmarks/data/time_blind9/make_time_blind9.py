"""Generate time_blind9.json: import the data, run every self-check, write JSON and sha256.
Exits non-zero and writes nothing if a check fails. Usage: python3 make_time_blind9.py [out.json]"""
import sys
sys.dont_write_bytecode = True
import hashlib
import os
import tb9_lib as L

DATA = ['data_a', 'data_b', 'data_c', 'data_d', 'data_e']


def load(names=DATA):
    hs = []
    for n in names:
        try:
            mod = __import__(n)
        except ImportError:
            continue
        hs.extend(mod.HISTORIES)
    return hs


def main(argv):
    out = argv[1] if len(argv) > 1 else 'time_blind9.json'
    partial = os.environ.get('TB9_PARTIAL') == '1'
    hs = load()
    try:
        if partial:
            oh, oq = L.check_and_build(hs, 1, 1)
        else:
            oh, oq = L.check_and_build(hs)
    except L.CheckError as e:
        sys.stderr.write('CHECK FAILED: %s\n' % e)
        return 1
    if partial:
        print('partial ok: %d histories, %d memories, %d questions' % (
            len(oh), sum(len(h['memories']) for h in oh), len(oq)))
        return 0
    text = L.dump(oh, oq).encode('utf-8')
    h = hashlib.sha256(text).hexdigest()
    with open(out, 'wb') as f:
        f.write(text)
    base = out[:-5] if out.endswith('.json') else out
    with open(base + '.sha256', 'w') as f:
        f.write('%s  %s\n' % (h, os.path.basename(out)))
    print(h)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
