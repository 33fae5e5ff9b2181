"""Redaction measured on a labelled corpus (issue 7): recall on secrets, false positives on harmless text.

    python -m benchmarks.eval_redaction            # the shipped rules next to the spec's five patterns
    python -m benchmarks.eval_redaction --misses   # and every sample each gets wrong

A secret sample counts as caught when none of its listed secret substrings is left in the
redacted text; a harmless sample is a false positive when redaction changes it at all. The
corpus is benchmarks/data/redaction_corpus.json (fake secrets in real formats).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

DATA = Path(__file__).parent / "data"
CORPUS = DATA / "redaction_corpus.json"  # the rules were tuned looking at its misses
HELDOUT = DATA / "redaction_heldout.json"  # written apart; its misses were read after its first report
# Written blind (issue 21) by sessions that never read the rules, frozen (sha256 beside each)
# before anyone read a miss: A to S were each reported on the rules first, then tuned on (O, P, Q,
# R, S, T, U and V from their rounds on; R was held out through the P and Q rounds, S through the Q and
# R rounds, T through the R and S rounds, U through the S and T rounds, V through the T and U rounds).
# A set marked HELD_OUT (W, written blind at the start of the V round) is reported in aggregate only,
# its misses never printed; each is skipped until written.
HELD_OUT = "(held out)"
BLIND = {
    "blind A": DATA / "redaction_blind" / "a.json",
    "blind B": DATA / "redaction_blind" / "b.json",
    "blind C": DATA / "redaction_blind" / "c.json",
    "blind D": DATA / "redaction_blind" / "d.json",
    "blind E": DATA / "redaction_blind" / "e.json",
    "blind F": DATA / "redaction_blind" / "f.json",
    "blind G": DATA / "redaction_blind" / "g.json",
    "blind H": DATA / "redaction_blind" / "h.json",
    "blind I": DATA / "redaction_blind" / "i.json",
    "blind J": DATA / "redaction_blind" / "j.json",
    "blind K": DATA / "redaction_blind" / "k.json",
    "blind L": DATA / "redaction_blind" / "l.json",
    "blind M": DATA / "redaction_blind" / "m.json",
    "blind N": DATA / "redaction_blind" / "n.json",
    "blind O": DATA / "redaction_blind" / "o.json",
    "blind P": DATA / "redaction_blind" / "p.json",
    "blind Q": DATA / "redaction_blind" / "q.json",
    "blind R": DATA / "redaction_blind" / "r.json",
    "blind S": DATA / "redaction_blind" / "s.json",  # S from its round on
    "blind T": DATA / "redaction_blind" / "t.json",  # T from its round on
    "blind U": DATA / "redaction_blind" / "u.json",  # U from its round on
    "blind V": DATA / "redaction_blind" / "v.json",  # V from its round on
    f"blind W {HELD_OUT}": DATA / "redaction_blind" / "w.json",
}

# Spec 9.5 as written: keyword + value keeps group 1, a single group is replaced whole.
SPEC_PATTERNS = [
    (r"((?:密码|口令|passwd|password)(?:\s*(?:是|为|[:：=])\s*|\s+))([^\s,，。;；]+)", "password"),
    (r"((?:api[_-]?key|apikey|access[_-]?key|密钥)(?:\s*(?:是|为|[:：=])\s*|\s+))([^\s,，。;；]+)", "api_key"),
    (r"((?:token|secret|授权码)(?:\s*(?:是|为|[:：=])\s*|\s+))([^\s,，。;；]+)", "token"),
    (r"(sk-[A-Za-z0-9_\-]{8,})", "api_key"),
    (r"(Bearer\s+[A-Za-z0-9_\-\.]{10,})", "token"),
]


def spec_redact(text: str) -> str:
    for pattern, label in SPEC_PATTERNS:
        regex = re.compile(pattern, re.IGNORECASE)
        if regex.groups >= 2:
            text = regex.sub(lambda m, label=label: m.group(1) + f"[已脱敏:{label}]", text)
        else:
            text = regex.sub(f"[已脱敏:{label}]", text)
    return text


def shipped_redactor(pii: bool) -> Callable[[str], str]:
    from agent_memory import Memory

    root = Path(tempfile.mkdtemp(prefix="am-eval-redaction-"))
    if pii:
        with Memory(root):
            pass
        config = root / "config.yaml"
        config.write_text(config.read_text("utf-8").replace("redact_pii: false", "redact_pii: true"), "utf-8")
    with Memory(root) as memory:
        redactor = memory.redactor
    return lambda text: redactor.redact(text).text


def score(redact: Callable[[str], str], corpus: dict[str, list[dict[str, object]]], section: str) -> dict[str, object]:
    caught, by_kind, misses = 0, defaultdict(lambda: [0, 0]), []
    for sample in corpus[section]:
        text = str(sample["text"])
        out = redact(text)
        ok = all(str(secret) not in out for secret in sample["secrets"])  # type: ignore[attr-defined]
        caught += ok
        by_kind[str(sample["kind"])][0] += ok
        by_kind[str(sample["kind"])][1] += 1
        if not ok:
            misses.append(f"  MISS {sample['kind']}: {text[:140]!r} -> {out[:140]!r}")
    changed, false_by_kind = 0, defaultdict(int)
    for sample in corpus["harmless"]:
        text = str(sample["text"])
        out = redact(text)
        if out != text:
            changed += 1
            false_by_kind[str(sample["kind"])] += 1
            misses.append(f"  FALSE {sample['kind']}: {text[:140]!r} -> {out[:140]!r}")
    total, harmless = len(corpus[section]), len(corpus["harmless"])
    return {
        "recall": round(caught / total, 3),
        "caught": caught,
        "secrets": total,
        "false_positive_rate": round(changed / harmless, 3),
        "changed": changed,
        "harmless": harmless,
        "by_kind": {k: f"{v[0]}/{v[1]}" for k, v in sorted(by_kind.items())},
        "false_by_kind": dict(sorted(false_by_kind.items())),
        "misses": misses,
    }


# Inputs that make a careless pattern backtrack: each repeated to 100 KB, on one line and in lines.
ADVERSARIAL = [
    "curl ",
    "curl -u ",
    "mysql ",
    "username",
    "login",
    "redis-cli ",
    "docker login ",
    "account",
    "a",
    "=",
    "password ",
    "key: ",
    "token=",
    "sk-",
    "eyJ",
    "-----BEGIN PRIVATE KEY-----",
    "密码是",
    "user / ",
    "pin 1234 ",
    "cookie sess=",
    "htpasswd -b ",
    "mongo -p ",
    "abandon ",
    "token Xk29fjQ8mZp3LwR7vT5n ",
    "user: bob\n",
    "<password>",
    "define('DB_PASSWORD', ",
    "echo Xk29fjQ8 | ",
    "passphrase otter ",
    "密码测试是 ",
    "admin:",
    "10.0.0.1:5432:db:user:",
    "gate opens with ",
    "AK/SK: x / ",
    "token:\n",
    "Qx7vZp29LmTk4Rw8",
    # what blind E's classes added: lists under a heading, CSV columns, base64, pairs, URLs, prompts
    "backup codes\n",
    "user,password\n",
    "ewogICJ0eXBl",
    "[已脱敏:aws_access_key] ",
    "x://u:p@",
    'expect "password:"\n',
    "it's now ",
    "get into x with ",
    "-Dpassword=",
    # what blind F's classes added: tools' flags, chat turns, files of user and password lines
    "snmpwalk -A ",
    "ssh-keygen -P ",
    "reg add k /v pwd ",
    "Assistant: password?\nUser: ",
    '"u" "',
    " / ",
    "[h]:1 u:",
    "Private-Lines: 1\n",
    "x login ",
    # what blind G's classes added: escaped strings, user and password flags, device and ACL lines,
    # cookie jars, Chinese words run into values, CSV headers
    '\\"password\\": \\"',
    '"a\\npassword: Xk29fjQ8mZ" ',
    "-u x -p ",
    "user a b >",
    "tokens {\n",
    "chpasswd:\n  list: |\n",
    "x\tTRUE\t/\tFALSE\t1\tsid\t",
    "Authorization: X ",
    "a b\nc\n",
    "密码1",
    "Title,Password,",
    # what blind I's classes added: qualified names, glued prefixes, printed secrets, hex after a key word
    "passwordProd",
    "DB_PASSWORD_",
    "x_sk-",
    "BUNDLE_X__",
    "user x pass ",
    "KEY 1: ",
    "token: 0123456789abcdef0123456789abcdef ",
    "--key-pass ",
    "ACL SETUSER u >",
    "op read x\n",
    # what blind J's classes added: defines, smbclient's user, answer files, JWT calls, basic auth, AK/SK
    '#define X_KEY "',
    "smbclient //h -U a ",
    "<XPassword><Value>",
    "jwt.encode({",
    'auth=("u", ',
    "AK A1B2C3D4E5F6G7H8 SK ",
    "2fa ABCDEFGHIJKLMNOPQRSTUVWXYZ234567 ",
    "what's the login?\n<u> Xk29fjQ8mZ\n",
    "key-",
    " 1| password: x\n",
    "cat > a.key <<E\n",
    "password: >-\n  ",
    '{"name": "Cookie", "value": "',
    "AUTH_COOKIE=",
    "/magic?a=b&",
    ">>> x_key\n",
    "root: ",
    "users.txt\nu:",
    # what blind K's classes added: byte arrays, dashed accounts, device keys, keys named by use, calls
    "123,",
    "a----",
    "keyfile\n",
    "x.secrets\nu:",
    "echo abcdefgh",
    "password 0 ",
    "wpa_passphrase a ",
    "hmac_key=",
    "APP_KEYS=",
    'NetworkCredential("u", ',
    "6379> AUTH ",
    "values ('secret', ",
    "pulumi config set --secret ",
    "cookie: a=b; ",
    "meeting id: 1\n",
    '"domain": "a", "name": "b", "value": "',
    'cookies = {"a": "',
    "jenkins-cli -auth a:",
    "[已脱敏:password] typo ",
    # what blind L's classes added: DNS challenges, timestamps before a sign, phrases, pairs, gutters, patches
    "\n dns a ",
    "&timestamp=1767225600&sign=",
    "client secret client id ",
    "stream key ",
    "unlock phrase is abc+",
    "a@b.co / ",
    "     1\t",
    "@@ -1 +1 @@\n+",
    "I need the password ",
    "alarm panel code is ",
    # what blind P's classes added: rows and fields naming a key, refusals, pairs, values said first
    "| a_secret | ",
    'name = "X_TOKEN"\nvalue = ',
    "403 for key ",
    "# api key\n",
    "账号给你：",
    "Xk29fjQ8mZp3LwR7vT5n 这是 ",
    "密钥 我放这了 ",
    "cookie: u=",
    "terraform output x_password\n",
    "表格第 1 行：a  b  ",
    "/secrets\n",
    '["secret"]=>',
    'Client("Xk29fjQ8mZp3Lw", ',
    "2fa seed for ",
    "AQE",
    "[A_KEY]\nvalue = ",
    "echo $A_TOKEN\n",
    "id: Xk29fjQ8mZp3\n",
    "key `Xk29fjQ8mZp3` / ",
    # what blind R's classes added: words then a comma, settings set to a value, pairs, corrections, tools
    "令牌临时放这，",
    "名称 A_TOKEN 值 ",
    "名称：x 密钥\n值：",
    "set A_KEY to ",
    "A_KEY := ",
    "key for x: ",
    "[已脱敏:api_key] / ",
    "wifi is ",
    "[已脱敏:password]\nwait no, it's ",
    "s/abcd/",
    "密码：心想事成#",
    "你输 ",
    "密码 1234",
    "提取码: ",
    "createUser u SHA ",
    'userlist.txt\n"a" "',
    "nmcli password ",
    "try abcd for the ",
    "if that fails it's ",
    "ucloud_public_key: ",
    "aws ssm put-parameter --name a_key --value ",
    "| 密钥 |\n|---|\n| ",
    "哈希：$2b$10$",
    "公开可查",
    # what blind S's classes added: rotated values, login calls, word passphrases, gear keys, halves, files
    "更换 x 令牌，新值 ",
    "conn.login('u', '",
    "x.connect(a, 'u', 'p'",
    "passphrase: abcd abcd abcd ",
    "login abcd-abcd-abcd-12",
    "abcd-efgh-ijkl-12 opens ",
    "radius-server key ",
    "authentication-mode md5 1 plain ",
    "net use \\\\h\\s ",
    "rclone config create a b key ",
    "[已脱敏:password]\nsecond half: ",
    "A_SA_JSON=QUJD",
    "x==>",
    "passwords.txt\n[已脱敏:password]\n",
    '{"key": "a_token", "value": "',
    "123456-",
    "host ecdsa-sha2-nistp256 AAAA",
    "EJ[1:",
    '"iv": "',
    "USCC ",
    "ship to PIN code ",
    "gopass show ",
    "kubectl get secret ",
    "security find-generic-password ",
    "a\t密钥\n",
    # what blind V's classes added: public parameters, signing secrets, keys said sent, AK then SK
    "nonce=",
    "credentialId: ",
    "SEC0123456789abcdef",
    "签名校验：",
    "secret发你了 ",
    "AK：ABCDEFGHIJKLMNOPQRST\n",
    "codecov token ",
    "got in with ",
    "use Xk29fjQ8! on ",
    "Xk29fjQ8! gets you ",
    "set the router back to ",
    "type Xk29fjQ8! when ",
    "开机输 ",
    "用 Xk29fjQ8! ",
    "用 ops 登录，后面跟 ",
    "进门输 1234",
    "账号 admin，",
    "服root：",
    'keystroke "',
    "Send, a{Tab}",
    "option key ",
    "?u=a&p=",
    "guest network key is ",
    "voucher code is ",
    "投屏码 1234",
    "master password: abc abc abc ",
    "aKey: string = '",
    "SAMLResponse=QUJD",
    "MIIEowIBAAK",
    "x:y@@",
    "what do I type?\n",
    "a：| b | 密码 |\n",
]


def worst_case_seconds(redact: Callable[[str], str], size: int = 100_000) -> tuple[float, str, str]:
    """The slowest of the adversarial inputs of ``size`` characters, in CPU seconds: its time,
    its unit and the input itself (the unit repeated on one line, or in lines of twenty)."""
    import time

    worst = (0.0, "", "")
    for unit in ADVERSARIAL:
        for text in (unit * (size // len(unit)), "\n".join([unit * 20] * (size // (len(unit) * 20)))):
            start = time.process_time()
            redact(text)
            worst = max(worst, (time.process_time() - start, unit, text))
    return worst


def anchored(redact: Callable[[str], str], text: str, rounds: int = 3) -> tuple[float, float]:
    """CPU seconds to redact ``text`` and, interleaved in the same process, to run the spec's
    five patterns over it (the least of ``rounds`` each): the anchor the ratio is read against,
    so that the machine's load weighs on both alike."""
    import time

    ours, anchor = [], []
    for _ in range(rounds):
        start = time.process_time()
        redact(text)
        ours.append(time.process_time() - start)
        start = time.process_time()
        spec_redact(text)
        anchor.append(time.process_time() - start)
    return min(ours), min(anchor)


def memory_texts() -> list[str]:
    """The retrieval sets' memories: what redaction sees on every write (~64 characters each)."""
    texts = [str(m["text"]) for m in json.loads((DATA / "retrieval_eval.json").read_text("utf-8"))["memories"]]
    for store in sorted((DATA / "retrieval_eval_v2" / "stores").glob("*.json")):
        texts += [str(m["text"]) for m in json.loads(store.read_text("utf-8"))["memories"]]
    return texts


def cpu_us_per_text(redact: Callable[[str], str], texts: list[str], rounds: int = 5) -> float:
    """Median over ``rounds`` of the mean CPU microseconds to redact one of ``texts``."""
    import statistics
    import time

    means = []
    for _ in range(rounds):
        start = time.process_time_ns()
        for text in texts:
            redact(text)
        means.append((time.process_time_ns() - start) / 1000 / len(texts))
    return statistics.median(means)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--misses", action="store_true", help="print each miss and false positive")
    parser.add_argument("--worst-kb", type=int, default=100, help="size of the adversarial inputs timed")
    args = parser.parse_args()
    corpus = json.loads(CORPUS.read_text("utf-8"))
    heldout = json.loads(HELDOUT.read_text("utf-8"))
    shipped = shipped_redactor(False)
    rows = {
        "spec 9.5 (five patterns), tuning corpus": score(spec_redact, corpus, "secrets"),
        "shipped rules, tuning corpus": score(shipped, corpus, "secrets"),
        "spec 9.5 (five patterns), held-out corpus": score(spec_redact, heldout, "secrets"),
        "shipped rules, held-out corpus": score(shipped, heldout, "secrets"),
        "shipped rules + redact_pii, PII samples": score(shipped_redactor(True), corpus, "pii"),
    }
    sets = {"tuning corpus": corpus, "held-out corpus": heldout}
    for name, path in BLIND.items():
        if not path.exists():
            print(f"{name}: {path.relative_to(DATA)} not present yet, skipped", file=sys.stderr)
            continue
        sets[name] = blind = json.loads(path.read_text("utf-8"))
        rows[f"shipped rules, {name}"] = score(shipped, blind, "secrets")
    for name, data in sets.items():
        print(f"{name}: {len(data['secrets'])} secret samples, {len(data['harmless'])} harmless")
    print("| rules, corpus | recall | false positives |")
    print("|---|---|---|")
    for name, row in rows.items():
        print(
            f"| {name} | {row['recall']} ({row['caught']}/{row['secrets']}) "
            f"| {row['false_positive_rate']} ({row['changed']}/{row['harmless']}) |"
        )
    import os

    texts, load = memory_texts(), os.getloadavg()[0]
    per_text = cpu_us_per_text(shipped, texts)
    print(
        f"\nCPU per memory-sized text ({len(texts)} memories of the retrieval sets, "
        f"{sum(map(len, texts)) / len(texts):.0f} characters on average): {per_text:.1f} us "
        f"(load average {load:.1f} before, {os.getloadavg()[0]:.1f} after)"
    )
    _, unit, text = worst_case_seconds(shipped, args.worst_kb * 1000)
    seconds, anchor = anchored(shipped, text)
    shape = "in lines" if "\n" in text and "\n" not in unit else "on one line"
    print(
        f"\nslowest {args.worst_kb} KB adversarial input: {seconds:.2f} s CPU ({unit!r} repeated {shape}), "
        f"{seconds / max(anchor, 1e-9):.0f} times the spec's five patterns on it ({anchor * 1000:.1f} ms); "
        f"at that rate 10 MB takes {seconds * 10_000 / args.worst_kb:.0f} s (issue 21's bound: 2 s)"
    )
    for name, row in rows.items():
        if HELD_OUT in name:
            continue  # a held-out corpus is reported in aggregate only: no one reads its misses
        print(f"\n{name}: caught by kind {row['by_kind']}; false positives by kind {row['false_by_kind']}")
        if args.misses:
            print("\n".join(row["misses"]))  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
