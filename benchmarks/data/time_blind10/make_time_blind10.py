"""Write time_blind10.json and time_blind10.sha256 after every self-check passes. stdlib only."""
import sys
sys.dont_write_bytecode = True
import hashlib, os
import tb10_lib as L


def load():
    hs = []
    for name in ('data_a', 'data_b', 'data_c', 'data_d', 'data_e'):
        try:
            mod = __import__(name)
        except ImportError:
            if os.environ.get('TB10_PARTIAL'):
                continue
            raise
        hs.extend(mod.HISTORIES)
    return hs


def main():
    partial = bool(os.environ.get('TB10_PARTIAL'))
    out = sys.argv[1] if len(sys.argv) > 1 else 'time_blind10.json'
    try:
        obj = L.build(load(), *((1, 1) if partial else (20, 200)))
    except L.CheckFailed as e:
        print('CHECK FAILED: %s' % e)
        return 1
    text = L.dump(obj).encode('utf-8')
    if partial:
        print('partial ok: %d histories, %d questions' % (len(obj['histories']), len(obj['questions'])))
        return 0
    digest = hashlib.sha256(text).hexdigest()
    with open(out, 'wb') as f:
        f.write(text)
    base = os.path.splitext(out)[0]
    with open(base + '.sha256', 'w') as f:
        f.write('%s  %s\n' % (digest, os.path.basename(out)))
    print(digest)
    return 0


if __name__ == '__main__':
    sys.exit(main())
