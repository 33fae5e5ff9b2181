"""Secrets known by where they stand in a block of text rather than by a keyword before each:
one-time codes listed under a heading that names them, the password column of a CSV table,
text encoded in base64 (a service account, a kubeconfig's key) or escaped in a string literal
(a tool's output inside JSON, a quoted shell argument) whose decoded form holds a secret, the
lines of a file shown with their numbers, and a line answering one that asks for a secret or
announces one. Each finder returns spans ``(start, end, label)`` for the redactor to replace,
or ``(start, end, decoded)`` for it to judge; the passes over lines (``numbered_redacted``,
``answers_redacted``) call the redactor back on the text they read, as a pair of the text
redacted and its placeholders' labels.
"""

from __future__ import annotations

import binascii
import json
import re
from collections.abc import Callable

from .regex import lazy
from .secret_shapes import credential, password_cell, typed

# ---- recovery and backup codes: a list under its heading -----------------------------------------

_CODES_HEADING = lazy(
    r"^[^\n]{0,120}?(?:(?:backup|recovery|rescue|emergency|one[- ]time|2fa|two[- ]factor|mfa)[^\n]{0,30}?\bcodes?\b|"
    r"备用码|恢复码|救援码|恢复代码|备用验证码|一次性(?:验证)?码)[^\n]{0,120}$",
    re.IGNORECASE | re.MULTILINE,
)
# a code: groups of 4-10 letters and digits joined by a dash or a space, or 8-12 in one piece
_CODE = lazy(r"[A-Za-z0-9]{4,10}(?:[- ][A-Za-z0-9]{4,10}){1,3}|[A-Za-z0-9]{8,12}")
_LIST_MARK = lazy(r"[ \t]*(?:[-*•][ \t]*|\d{1,2}[.)][ \t]*)?")
_CELL_GAP = lazy(r"[ \t]*[,;，；、][ \t]*|[ \t]{2,}|\t")
_PLACED = lazy(r"\[已脱敏:[^\]\s]{1,64}\]")


def _a_code(value: str) -> bool:
    """Shaped like a one-time code: digits in each group, or random letters in groups of one
    length joined by dashes (kqzpt-wmrbd)."""
    if not _CODE.fullmatch(value):
        return False
    if all(any(ch.isdigit() for ch in part) for part in re.split(r"[- ]", value)):
        return True
    parts = value.split("-")
    return " " not in value and len(parts) >= 2 and len({len(part) for part in parts}) == 1


def code_lists(text: str) -> list[tuple[int, int, str]]:
    """The codes of a list under a heading that names backup or recovery codes, one or more a
    line (a list's marks and placeholders allowed), up to the first line that holds none."""
    if "ode" not in text and "ODE" not in text and "码" not in text:
        return []
    spans: list[tuple[int, int, str]] = []
    for heading in _CODES_HEADING.finditer(text):
        line = _PLACED.sub(lambda placed: "_" * len(placed.group()), heading.group())  # its colon is none
        colon = max(line.rfind(":"), line.rfind("："))
        if colon >= 0:  # codes on the heading's own line, after its colon (a sentence may go on)
            spans += _codes_in(text, heading.start() + colon + 1, heading.end(), leading=True)
        position = heading.end() + 1
        while position < len(text):
            end = text.find("\n", position)
            end = len(text) if end < 0 else end
            found = _codes_in(text, position, end)
            if not found and not _PLACED.fullmatch(text[position:end].strip()):
                break
            spans += found
            position = end + 1
    return spans


def _codes_in(text: str, start: int, end: int, leading: bool = False) -> list[tuple[int, int, str]]:
    """The codes of ``text[start:end]`` when it holds nothing else (a list mark aside), or when
    ``leading``, those it starts with ("备用码：1234 5678，放在抽屉里")."""
    start = _LIST_MARK.match(text, start, end).end()  # type: ignore[union-attr]  # it matches the empty string
    line = text[start:end].rstrip()
    if not line:
        return []
    spans, offset = [], 0
    for gap in [*_CELL_GAP.finditer(line), None]:
        stop = gap.start() if gap else len(line)
        cell = line[offset:stop]
        if _PLACED.fullmatch(cell):
            pass
        elif _a_code(cell):
            spans.append((start + offset, start + stop, "recovery_code"))
        elif " " in cell and all(
            _PLACED.fullmatch(part) or ("-" in part and _a_code(part)) for part in cell.split(" ")
        ):
            at = start + offset  # dashed codes one space apart (kqzpt-wm3rb 7xv2c-p9d4h)
            for part in cell.split(" "):
                if not _PLACED.fullmatch(part):
                    spans.append((at, at + len(part), "recovery_code"))
                at += len(part) + 1
        else:
            return spans if leading else []
        offset = gap.end() if gap else len(line)
    return spans


# ---- a secret file printed: its content on the next line ------------------------------------------

# a command that prints a file whose name says it holds a secret (cat ~/.erlang.cookie, docker exec db
# cat /run/secrets/db_password, Get-Content C:\\vault_pass.txt), at the end of its line; not a document or
# source file of that name (password_policy.md, token.go): what those hold is read by the other rules
_PRINTS_SECRET_FILE = lazy(
    r"(?<![\w-])(?:cat|Get-Content)[ \t]+[\"']?(?:[^\s\"']*[/\\~])?"
    r"(\.erlang\.cookie|[\w.-]*(?:pass(?:word|wd|phrase)?|secret|token|cookie|pwd|creds?|credentials)[\w.-]*"
    r"|(?<=secrets/)[\w.-]+)[\"']?[ \t]*\r?$",
    re.IGNORECASE | re.MULTILINE,
)
_NOT_SECRET_FILES = tuple(
    ".md .rst .html .py .js .ts .go .rs .java .rb .php .yml .yaml .json .toml .ini .conf .xml .sh .env .pub "
    ".crt .pem .log .csv".split()
)
_PRINTED_WORDS = ("cat ", "get-content ")


def printed_files(text: str) -> list[tuple[int, int, str]]:
    """The line printed right after a command that shows a secret file (an Erlang cookie, a
    container's /run/secrets/X, a vault password file): one token, or a passphrase's words."""
    lowered = text.lower()
    if not any(word in lowered for word in _PRINTED_WORDS):
        return []
    spans: list[tuple[int, int, str]] = []
    for command in _PRINTS_SECRET_FILE.finditer(text):
        if command.group(1).lower().endswith(_NOT_SECRET_FILES):
            continue
        start = text.find("\n", command.end())
        if start < 0:
            continue
        end = text.find("\n", start + 1)
        end = len(text) if end < 0 else end
        line = text[start + 1 : end].strip()
        if _printed_secret(line):
            lead = text.index(line, start + 1)
            spans.append((lead, lead + len(line), "secret"))
    return spans


def _printed_secret(line: str) -> bool:
    """Whether ``line``, a secret file's content, is one: a token of 8 to 512 characters that is
    no prompt, path, assignment or placeholder, or four or more lower-case words (a passphrase)."""
    if not line or line[0] in "$#>[/<%{" or _PLACED.search(line):
        return False
    if " " in line:
        words = line.split()
        return 4 <= len(words) <= 12 and all(word.isalpha() and word.islower() for word in words)
    return 8 <= len(line) <= 512 and "=" not in line.rstrip("=") and ":" not in line


# ---- a CSV table's password or key column ---------------------------------------------------------

# a column named a password or a key, alone or after a word (login_password, Chrome's and
# Bitwarden's exports), or a vendor's key in words of any language ("Auth0 客户端密钥", "有赞 client_secret",
# "Gitea 令牌", 密钥 alone), or a site's login cookie ("B站 SESSDATA")
_CSV_NAMED_KEY = (
    r"[^,\t\"\n]{0,30}?(?:[ _-](?:client[ _-]?secret|api[ _-]?key|access[ _-]?token|sessdata|bduss)|密钥|秘钥|令牌)"
)
_CSV_HEADER = lazy(
    r"^(?=[^\n]*[,\t])[^\n]*?(?:^|[,\t])[ \t]*\"?(?:(?:[A-Za-z]+[ _-])?(?:pass(?:word|wd)?|pwd|secret|token|"
    r"api[ _-]?key|access[ _-]?key|secret[ _-]?key)|密码|口令|" + _CSV_NAMED_KEY + r")\"?[ \t]*(?:[,\t]|$)",
    re.IGNORECASE | re.MULTILINE,
)
# one is in every header above
_CSV_WORDS = ("pass", "pwd", "secret", "token", "key", "密码", "口令", "密钥", "秘钥", "令牌", "sessdata", "bduss")
_CSV_PASSWORD = lazy(r"(?:[A-Za-z]+[ _-])?(?:pass(?:word|wd)?|pwd)|密码|口令", re.IGNORECASE)
_CSV_KEY = lazy(
    r"(?:[A-Za-z]+[ _-])?(?:secret|token|api[ _-]?key|access[ _-]?key|secret[ _-]?key)|" + _CSV_NAMED_KEY, re.IGNORECASE
)
_CSV_HEX_KEY = lazy(r"[0-9a-f]{24,128}|[0-9A-F]{32,128}")  # under a key's own column: a key, not a digest


def _key_cell(value: str) -> bool:
    return credential(value) or _CSV_HEX_KEY.fullmatch(value) is not None


def csv_cells(text: str) -> list[tuple[int, int, str]]:
    """The cells under a password (or secret, token, key) column of a comma- or tab-separated
    table, shaped like one, in the rows after the header that have as many cells as it has."""
    if "," not in text and "\t" not in text:
        return []
    lowered = text.lower()
    if not any(word in lowered for word in _CSV_WORDS):
        return []  # no column can be named a secret
    spans: list[tuple[int, int, str]] = []
    read = 0  # how far rows have been read: a line read as a row is no header (each line read once)
    for header in _CSV_HEADER.finditer(text):
        if header.start() < read:
            continue
        line_end = text.find("\n", header.start())
        line_end = len(text) if line_end < 0 else line_end
        line = text[header.start() : line_end].rstrip("\r")  # the whole header: a row has its number of cells
        separator = "\t" if "\t" in line else ","
        names = [name.strip().strip('"') for name in line.split(separator)]
        columns: dict[int, tuple[str, Callable[[str], bool]]] = {}
        for index, name in enumerate(names):
            if _CSV_PASSWORD.fullmatch(name):
                columns[index] = ("password", password_cell)
            elif _CSV_KEY.fullmatch(name):
                columns[index] = ("secret", _key_cell)
        position = line_end + 1
        while columns and position < len(text):
            end = text.find("\n", position)
            end = len(text) if end < 0 else end
            row = text[position:end].rstrip("\r")
            cells = row.split(separator)
            if len(cells) != len(names):
                break
            offset = position
            for index, cell in enumerate(cells):
                bare = cell.strip().strip('"')
                if index in columns and bare and columns[index][1](bare):
                    lead = cell.index(bare)
                    spans.append((offset + lead, offset + lead + len(bare), columns[index][0]))
                offset += len(cell) + 1
            position = end + 1
        read = position
    return spans


# ---- base64 that decodes to text holding a secret -------------------------------------------------

_BASE64_RUN = lazy(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{64,}={0,2}(?![A-Za-z0-9+/=_-])")
_DECODED_CHARS = 1 << 20  # a longer run is decoded this far: a secret file opens with its fields


def encoded_texts(text: str) -> list[tuple[int, int, str]]:
    """Runs of base64 (64 characters or more) that decode to text: ``(start, end, decoded)``."""
    if len(text) < 64:
        return []  # no room for a run
    found = []
    for run in _BASE64_RUN.finditer(text):
        blob = run.group()[:_DECODED_CHARS].rstrip("=").replace("-", "+").replace("_", "/")
        blob = blob[: len(blob) - 1] if len(blob) % 4 == 1 else blob + "=" * (-len(blob) % 4)
        try:
            decoded = binascii.a2b_base64(blob).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            continue  # random bytes: a key judged by its own shape elsewhere, not a text
        if sum(" " <= ch <= "~" or ch in "\n\r\t" for ch in decoded) >= 0.95 * len(decoded):  # text, not bytes
            found.append((run.start(), run.end(), decoded))
    return found


# ---- a string literal whose escapes hide what it says -----------------------------------------------

# an opening quote (never escaped), the literal's characters and escapes read once, and its closing
# quote when the line has one: an unclosed literal is passed over whole, so the scan stays linear
_ESCAPED_LITERAL = lazy(r'(?<!\\)"(?:[^"\\\n]++|\\.)*+(")?')


def escaped_strings(text: str) -> list[tuple[int, int, str]]:
    """String literals in JSON's syntax holding an escaped quote or line end (a tool's output
    inside a JSON-RPC reply, ``echo ": PSK \\"x\\""``), decoded: ``(start, end, decoded)``. The rules
    read ``password = \\"x\\"`` or ``line\\npassword: x`` as the text it encodes."""
    if '\\"' not in text and "\\n" not in text:  # most texts: two scans in C, no literal read
        return []
    found = []
    for literal in _ESCAPED_LITERAL.finditer(text):
        body = literal.group()
        if literal.group(1) is None or ('\\"' not in body and "\\n" not in body):
            continue
        try:
            decoded = json.loads(body)
        except ValueError:
            continue  # an escape JSON does not know (a regex's \\d): not a JSON string
        found.append((literal.start(), literal.end(), decoded))
    return found


# ---- a file shown with its line numbers: " 20| host:5432:db:user:pw", "  18 │ INSERT ..." -----------

# a line's number and bar (an editor, a tool reading a file), or cat -n's: right-aligned in six columns, a tab
_GUTTER = lazy(r"^(?:[ \t]*\d{1,6}[ \t]*[|│┃][ \t]?|(?=[ \d]{6}\t) {0,5}\d{1,6}\t)", re.MULTILINE)


# a patch's hunk, and the "+" before each line it adds (a file in a diff is read as the file)
_HUNK = lazy(r"^@@ -\d", re.MULTILINE)
_ADDED = lazy(r"\+(?!\+\+ )")


def numbered_lines(text: str) -> tuple[list[str], list[str]] | None:
    """Each line's gutter (its number and bar, empty where it has none; in a patch, the "+" of
    an added line) and the line without it, when some line of ``text`` has one (a tool or an
    editor showing a file, a diff); else None."""
    if _GUTTER.search(text) is not None:
        gutter_of = _GUTTER
    elif "@@ -" in text and _HUNK.search(text) is not None:
        gutter_of = _ADDED
    else:
        return None
    gutters, lines = [], []
    for line in text.split("\n"):
        gutter = gutter_of.match(line)
        cut = gutter.end() if gutter else 0
        gutters.append(line[:cut])
        lines.append(line[cut:])
    return gutters, lines


# ---- a line answering a line that asks for a secret, or announces one -----------------------------

# who speaks before an answer: [10:05] judy:, <bob>, 「林峰」：, User:, A:, a quote's ">"
_SPEAKER = lazy(
    r"[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:<[\w.@-]{1,32}>|[「【]?[^\s:：」】]{1,24}[」】]?[ \t]*[:：]|>)?[ \t]*"
)


def answer_token(line: str) -> tuple[int, int] | None:
    """Where in ``line``, an answer to a line asking for a secret, the secret stands: the line's
    one token after who says it ("[10:05] judy: Xk29fjQ8mZ", "「林峰」：Lin.42618&", "> Kq83!mZp"),
    when shaped like a typed password or a key; else None."""
    start = _SPEAKER.match(line).end()  # type: ignore[union-attr]  # it matches the empty string
    token = line[start:].rstrip().rstrip(",;")
    if len(token) > 2 and token[0] in "\"'" and token[-1] == token[0]:
        start, token = start + 1, token[1:-1]  # a string in JSON or code, on a line of its own
    if not token or any(ch.isspace() for ch in token):
        return None
    return (start, start + len(token)) if typed(token) or credential(token) else None


Found = tuple[str, tuple[str, ...]]  # a text redacted, and the labels of what was

# a line that asks for a secret: a word naming one, and a question ("what's the wifi password?",
# "数据库密码是多少", "密码改成什么了？", "and the token?", "what do I type at the door?", "开机输什么？");
# its answer is one of the next non-empty
# lines. The lookahead's first letters let the scan skip to where a word can start.
_SECRET_WORD = (
    r"(?=[ptsaclw密口令秘授验登怎输])(?:(?<![A-Za-z])(?:passwords?|passwd|passphrase|passcode|pin(?:[ ]code)?|pwd|"
    r"token|secret|api[ _-]?key|credentials?|creds|login|auth|what[ ](?:do|should)[ ](?:i|we)[ ](?:type|enter))(?![A-Za-z])|"
    r"密码|口令|密钥|令牌|秘钥|授权码|验证码|登录|怎么登|输什么|输入什么)"
)
_ASK = r"(?:[^\n]{0,160}[?？]|[^\n]{0,12}(?:多少|是啥|什么|吗|呢))"
# a line that announces one ("The API secret is", "密钥如下：", "client_secret":): the next
# non-empty line is it when it is one token shaped like a password or a key
_ANNOUNCE = r"(?:[^\n]{0,12}(?:\bis|\bare|如下[:：]?|below:?|follows:?)|[\"'][ \t]*:)"
# or asks for it without a question mark: "I need the database password to go on", "please send me the token"
_REQUEST = (
    r"(?<![A-Za-z])(?:(?:i|we)(?:[ ]still)?[ ](?:need|will[ ]need|'ll[ ]need)|(?:please[ ])?(?:send|give|share|paste|tell)"
    r"[ ]me)[ ](?:the|your)[ ][^\n]{0,40}?" + _SECRET_WORD + r"[^\n?？]{0,120}"
)
_ASKS = lazy(f"(?:{_SECRET_WORD}{_ASK}|{_REQUEST})[ \t]*$", re.IGNORECASE | re.MULTILINE)
_ANNOUNCES = lazy(_SECRET_WORD + _ANNOUNCE + r"[ \t]*$", re.IGNORECASE)
_ASKS_OR_ANNOUNCES = lazy(f"{_SECRET_WORD}(?:{_ASK}|{_ANNOUNCE})[ \t]*$", re.IGNORECASE | re.MULTILINE)
_REQUESTS = lazy(_REQUEST + r"[ \t]*$", re.IGNORECASE | re.MULTILINE)  # looked for where "need"/"me" is
_ANSWER_LINES = 3  # a question's answer: one of the next non-empty lines ("one sec", a user name between)


def numbered_redacted(found: Found, redact_text: Callable[[str], Found]) -> Found:
    """A file shown with its line numbers is redacted again without them (a rule reading a
    line from its start: a .pgpass line, a cookie jar's), and the numbers put back."""
    numbered = numbered_lines(found[0])
    if numbered is None:
        return found
    gutters, lines = numbered
    bare = "\n".join(lines)
    again = redact_text(bare)
    redacted = again[0].split("\n")
    if again[0] == bare or len(redacted) != len(gutters):  # a rule took a line end: as it was
        return found
    text = "\n".join(gutter + line for gutter, line in zip(gutters, redacted, strict=True))
    return text, tuple(dict.fromkeys([*found[1], *again[1]]))


def answers_redacted(found: Found, redact_text: Callable[[str], Found], mark: Callable[[str], str]) -> Found:
    """Each of the few lines after a line asking for a secret redacted again as its answer, read
    joined to the question; a line saying one token shaped like a password or a key (after who
    says it) after such a line, or after a line announcing a secret, loses it."""
    if not _ASKS_OR_ANNOUNCES.search(found[0]) and not (
        ("need" in (lowered := found[0].lower()) or " me " in lowered) and _REQUESTS.search(found[0])
    ):
        return found
    lines: list[str | None] = list(found[0].split("\n"))
    labels = list(found[1])
    asked: int | None = None  # the line that asked, while one of the next non-empty ones may answer
    left, announced = 0, False  # announced: the line before announced a secret, this one may be it
    for index, line in enumerate(lines):
        if line is None or not line.strip():
            continue
        if announced and (token := answer_token(line)) is not None:
            line = lines[index] = line[: token[0]] + mark("secret") + line[token[1] :]
            labels += [] if "secret" in labels else ["secret"]
        announced = _ANNOUNCES.search(line) is not None
        if asked is not None and left > 0 and not _ASKS.search(line):
            left -= 1
            question = str(lines[asked])
            joined = f"{question} {line}"
            again = redact_text(joined)
            if again[0] != joined:
                labels += [label for label in again[1] if label not in labels]
                if again[0].startswith(f"{question} "):
                    lines[index] = again[0][len(question) + 1 :]
                else:  # a rule took the joint itself: the two lines become its one
                    lines[asked], lines[index], asked = again[0], None, None
                continue
            if (token := answer_token(line)) is not None:  # the line says a password alone
                lines[index] = line[: token[0]] + mark("password") + line[token[1] :]
                labels += [] if "password" in labels else ["password"]
            continue
        if _ASKS.search(line):
            asked, left = index, _ANSWER_LINES
    return "\n".join(line for line in lines if line is not None), tuple(labels)
