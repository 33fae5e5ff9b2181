"""What follows a secret's keyword: a value to redact, or prose, code, a reference or a name.

A keyword rule (``password: x``, ``token is x``, ``密码是 x``) finds a keyword and what follows
it; ``plausible`` judges whether that can be a secret ("the password is stored hashed",
``token: getToken()``, ``existingSecret: mysql-auth`` are not), ``named_password`` does the
same when a sentence said a password follows, and ``key_shaped`` judges a token found near a
key or token word. ``harmless_here`` keeps a value in a secret's place that the text around it
shows harmless (below).
"""

from __future__ import annotations

import re

from .harmless_gates import EVERY, GateWords
from .model import ID_PATTERN
from .regex import lazy
from .secret_shapes import CRYPT, LOWER_NAME, credential, published, secretish

QUOTES = "\"'`「」『』“”"
# Words that follow a keyword in prose or code, not secrets: "password reset", "token: none",
# "const token = await ...", and the keyword's own name as a placeholder (USER:PASSWORD@HOST).
PROSE = frozenset(
    """a an the is was are be been being to for of in on at by with and or not no none null nil undefined
    true false yes empty blank required optional missing invalid valid expired expires expiry wrong incorrect
    changed change reset rotation rotate rotated stored hashed hashing encrypted encryption policy policies
    manager management bucket buckets file files field fields length strength hint hints here there below above
    please placeholder redacted hidden masked used usage limit limits count budget window based auth
    authentication authorization protected secured safe unsafe leak leaked leaks storage vault server service
    format type types rules rule requirements generated generation issued refresh refreshed revoked exchange
    flow flows endpoint header headers cookie cookies scope scopes lifetime ttl duration lasts must should
    will can cannot may via from into as it its this that these those which who when where how what
    await new function return const let var def lambda self cls async static public private
    bearer basic password passwords passwd pass pwd secret secrets token tokens key keys apikey api_key credential salt pepper
    credentials user username changeme change_me example sample dummy your_password yourpassword your_token
    str int bytes bool float any optional secretstr string text list dict correct invalidated accepted rejected
    checked verified sent shown printed logged include omit same-origin use see ask check todo tbd fixme""".split()
)
# Not a value but a pointer to one: ${X}, $TOKEN, %X%, <your-token>, {{ x }}, [none], getToken(),
# form.password.value, os.environ[...], a URL, a path, image:1.2.3, and placeholders (sk-xxxx, sk_test_...).
REFERENCE = lazy(
    r"^(?:\$[({].*|\$[A-Z_][A-Z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%|<.*|\{\{.*|\[[^\]]*\]|\(.*|[A-Za-z_][A-Za-z0-9_.:]*[!?]?[(\[].*|"
    r"(?:process\.env|os\.environ|env)[.\[].*|[a-z][a-z0-9+.-]*://.*|[a-z0-9][a-z0-9._/-]*:v?\d+(?:\.\d+)+|"
    r".*(?:\.\.\.|…|[xX]{4,}|\*{3,}|•{3,}).*|"
    # templates and tags: $VAR/x, %(name)s, __NAME__, #{NAME}#, !env_var, !vault-ref x, a version range (^9.0.2),
    # Spring's encrypted {cipher}..., a vendor's prefix alone (sk-你的密钥 cut at its description)
    r"\$[A-Za-z_]\w*.*|.*%\(\w+\)s.*|__[A-Z][A-Z0-9_]*__|#\{.*|![A-Za-z][a-z_-]+(?:\s.*)?|[\^~<>=]+\s*v?\d+(?:\.\d+)+[\w.+-]*|"
    r"\{cipher\}.*|[A-Za-z]{1,8}[-_]|"
    # a call by a name ending in ! or ? (Elixir's System.fetch_env!(...)), a regular expression
    # (/^(?=.*[a-z])...$/: what a password must look like, not one)
    r"/\^.*|.*\(\?[=!<:].*|"
    # an object's key in a bucket: a path of three parts or more ending in a file's extension
    r"[\w.-]+(?:/[\w.=-]+){2,}\.[a-z][a-z0-9]{1,7}|"
    # opencode's {env:X} and {file:path}, a PowerShell call (Read-Host, ConvertTo-SecureString ...),
    # an Android resource (@string/api_key)
    r"\{(?:env|file):[^}]*\}|(?:ConvertTo|ConvertFrom|Get|Read|New|Import|Invoke)-[A-Z][A-Za-z]+|@[a-z]+/[\w.]+|"
    # an env variable's name (API_KEY, ?API_KEY, API_KEY=), a path (prod/db/credentials) or a path and
    # its field (Ansible's hashi_vault lookup: secret=kv/data/app:password), openssl's env:X, file:p
    r"\??[A-Z][A-Z_]*_[A-Z_]+=?|[a-z][a-z0-9_-]*(?:/[a-z0-9_.-]+)+(?::[a-z][a-z0-9_-]*)?|(?:env|file|fd):[\w./-]+|"
    # a file named by a variable (POSTGRES_PASSWORD_FILE=/run/secrets/db), a path before mount options
    # (/root/.smb.cred,uid=1000), a name bound to a path (systemd's LoadCredential=dbpass:/etc/credstore/x)
    r"[A-Z][A-Z0-9_]*_FILE=\S*|(?:~|\.{1,2})?/[\w./@-]+,[\w.-]+=.*|[\w.-]+:(?:~|%[a-z])?/[\w./%@-]*(?:\\n.*)?|"
    # a secret's name (stripe-api-key, db_password), and public material: base64 of a certificate
    # or a public key, an age recipient
    r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*[-_](?:key|token|secret|password|pass|pwd|auth|credentials?)|"
    r"LS0tLS1CRUdJTiBDRVJUSUZJQ0FUR.*|LS0tLS1CRUdJTiBQVUJMSUMgS0VZ.*|age1[02-9ac-hj-np-z]{58}|"
    # a publishable key (public by design: Stripe's, Mapbox's), a namespaced cache key (user:4321:profile)
    r"pk_(?:live|test)_\w+|pk\.eyJ[\w.-]*|[a-z][a-z0-9_-]*(?::[A-Za-z0-9_-]+){2,}|"
    # a client-side key public by design (PostHog's phc_, Statsig's client-, Braintree's tokenization
    # key, DingTalk's AppKey), a secret kept in Azure Key Vault and named by its URI
    r"phc_\w+|client-[A-Za-z0-9]{20,}|(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}|ding[a-z0-9]{16}|"
    r"@Microsoft\.KeyVault\(.*|"
    # a cloud resource's name: arn:aws:secretsmanager:..., acs:kms:..., qcs::cam::...
    r"(?:arn|acs|qcs|trn|crn|hrn)(?::[\w.-]*){2,}(?:[:/].*)?)$"
)
# A dotted name (form.password.value, var.db_password) or a path (./password.txt): code, unless
# it looks like a key itself (hvs.gPGqw2gRU6aE0LYd, /OFWSk8Kbi3ABhmJNNbU5...).
_CODE_LIKE = lazy(r"^(?:[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+;?|(?:\.{1,2}/|~/|/)[\w./-]*)$")
# woaini521.RSQN, Tundraember223.hoo (a word, digits, a short tail), marble.harbor.monsoon8 (dice words, a
# digit last): no attribute is named so
_TYPED_PART = lazy(
    r"(?<=\d)\.[A-Z0-9]{3,}$|^[A-Z][a-z]{3,30}\d{2,6}\.[A-Za-z]{2,4}$|^[a-z]{3,12}(?:\.[a-z]{3,12}){2,5}\d{1,4}$"
)
_CODE_WORDS = frozenset(
    """env environ config conf settings value values get set form data request response self app db database
    user users params args options props state vault file path name id client server host port
    your our my you we they them his her their one two three then than also just only more most""".split()
)
_CJK = lazy(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_CJK_NEXT = lazy(r"^[ \t]*[\u3400-\u9fff]")
# A bare "key", "ak", "pw"... (not "api key", "secret_key") says little: its value must look like a key.
_WEAK_KEYWORDS = lazy(
    r"(?<![A-Za-z0-9.])(?<![A-Za-z0-9]-)(?<!api[ _-])(?<!access[ _-])(?<!license[ _-])(?<!secret[ _-])(?<!app[ _-])(?<!private[ _-])"
    r"(?:key|(?<!_)ak|(?<!_)sk|pw|creds|otp)$",  # QIANFAN_SK names an access key's secret
    re.IGNORECASE,
)
_CAMEL_WEAK = lazy(r"[a-z0-9](?:Key|Auth|Code)[\"']?[ \t]*[:=]$")  # a camelCase ...Key names many things
_CODE_KEYWORDS = tuple(
    "验证码 动态码 校验码 取件码 提货码 开箱码 解锁码 口令 otp pin puk code keypad combo 门禁 开门 取款 支付 银行卡".split()
)
# A keyword ending in a command's password flag (mysql -p, -storepass, --password=): what follows is the value.
_FLAG_END = lazy(r"(?:^|[\s\"'])(?:--?|/)[A-Za-z][\w-]*[ \t=:]*$")  # Windows' /RP x too
_ASSIGNED = ("=", ":", "：", "=>", ">", "→", ",", "%")  # a keyword ending so assigns what follows
# "key format:", "密钥格式：", "token length:", "token 有效期：": what follows describes the value, it is not one
_DESCRIBED = lazy(
    r"(?:格式|长度|位数|前缀|数量?|个数|有效期|过期时间|时长|期限|上限|下限|超时|指纹|哈希|摘要|字符集|字符表|"
    r"(?<![A-Za-z])(?:format|length|prefix|count|fingerprint|charset|alphabet|character[ _-]set))"
    r"[ \t]*[:：=]?[ \t]*$",
    re.IGNORECASE,
)
# keys that name a record, not a secret (and public keys)
NOT_SECRET_KEYWORD = lazy(
    r"public[ _-]?key|publishable|(?:cache|sort|partition|(?<!cosmos[ ])(?<!cosmosdb[ ])(?<!account[ ])(?<!storage[ ])primary|foreign|object|idempotency|routing|dedup(?:e|lication)?|"
    r"composite|shard|hash|lookup|row|index|s3|bucket|file|registry|site|缓存)[ \t_-]*key|站点(?:密钥|key)|"
    # a cursor to the next page (next_token, pageToken): where a listing goes on, no credential
    r"(?:next|continuation|pagination)(?:[ \t_-]?page)?[ \t_-]?token|"
    # a CI log's cache line ("Cache restored from key: ...", "cache hit for key ..."): the key names a cache
    r"cache[ \t]+(?:saved|restored|hit|miss(?:ed)?|found)[ \t]+(?:with|from|for)[ \t]+key|"
    r"hashed[ _-]?(?:secret|password|token|key)",  # detect-secrets' hashed_secret: a hash to match findings by
    re.IGNORECASE,
)
_NAMING = lazy(r"existing|name\b|name[\"']?[ \t]*[:=]|ref\b|ref[\"']?[ \t]*[:=]", re.IGNORECASE)
_DECLARED_PUBLIC = lazy(r"(?<![不别勿非可能])公开")
# whose id is public: its value names the app, the client, ... and opens nothing
PUBLIC_ID_OWNERS = "app|client|tenant|project|account"
# a public id's own name between the secret word and the value ("no client secret — only the client id X")
_OWN_ID = lazy(
    r"(?<=[ \t])(?:" + PUBLIC_ID_OWNERS + r")[ _-]?id(?:[ \t]+(?:is|was))?[ \t]*[:：=]?[ \t]*[\"'`]?$",
    re.IGNORECASE,
)
# the next flag: --project, -out=x, or a PowerShell switch whole (-AsPlainText, -Force)
_NEXT_FLAG = lazy(r"--[A-Za-z]|-[A-Za-z][\w-]*=|-[A-Z][a-z]+(?:[A-Z][a-z]+)*$")
# a field of its own before the value: the password word named something else
_OTHER_FIELD = lazy(
    r"(?:(?<![\w])(?![\w]*(?:pass|pwd|pw|pin|code|secret|key|token|auth))[A-Za-z]\w*_\w+|"
    r"(?<![\w-])--?(?![\w-]*(?:pass|pwd|pw|pin|code|secret|key|token|auth))[A-Za-z][\w-]*)[ \t]*=[ \t]*$|"
    # a JSON field of its own ("msg":"password changed","user_id":...)
    r"[,{][ \t]*\"(?![\w-]*(?:pass|pwd|pw|pin|code|secret|key|token|auth))[A-Za-z][\w-]*\"[ \t]*:[ \t]*$",
    re.IGNORECASE,
)
_DIGEST_COLUMN = lazy(r"(?<![\w$])[A-Z][A-Z0-9_]*[ \t]{2,}$")  # a secret's NAME, then a column
_GPG_ID = lazy(r"(?:0x)?[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40}")  # a GPG key's long id or fingerprint
# a published test vector (RFC 4231's HMAC keys, FIPS-197's AES key): a known answer, no secret
_TEST_VECTOR = lazy(
    r"test[ _-]?vectors?|test[ _-]?case|known[ -]answer|\bKAT\b|\bRFC(?:[ -]?\d{3,5}\b|'s example| example)|"
    r"\bFIPS[ -]?\d{2,3}|NIST[ ]SP|测试向量",
    re.IGNORECASE,
)
_HEX_VALUE = lazy(r"(?:0x)?[0-9a-fA-F]{16,}|[A-Z2-7]{16,}=*")  # hex, or base32 (an RFC's TOTP seed)
_FILE_LINE_END = lazy(r"(?:[/~][^\s:]*|\.[A-Za-z]\w{0,8}):\d{1,6}:$")  # grep's file:line: before a keyword
_KEY_HEX = lazy(r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{48}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{64}")
_HEX_RUN = lazy(r"(?:0x)?[0-9A-Fa-f]+")
_INTRODUCED = lazy(r"(?:[:：=→]|\bis|是|为)[ \t\"'“]*\Z")
_DIGEST_WORD = lazy(
    r"sha|md5|hash|digest|checksum|commit|fingerprint|etag|crc|\bsum\b|\bids?\b|uuid|revision|校验|哈希|摘要|指纹|提交",
    re.IGNORECASE,
)
_PORT_AFTER_HOST = lazy(r"@[\w.-]+:$")
_COPULA = lazy(r"\b(?:is|was|to|now)[ \t]+(?:set[ \t]+to[ \t]+)?$", re.IGNORECASE)


def phrase(value: str) -> bool:
    """Four or more lower-case words joined by spaces, dots, dashes, underscores or pluses, none of them a
    function word or a word of code: a diceware passphrase (lagoon velvet nectar fjord), not
    prose ("stored in the vault") or an attribute path: at most one word in four is a common one."""
    words = re.split(r"[ .\-_+]", value.strip(QUOTES))
    common = sum(1 for word in words if word in PROSE or word in _CODE_WORDS)
    return len(words) >= 4 and common * 4 <= len(words)  # dice may roll a "can"; prose has many


_DICE = lazy(r"[a-z]{2,12}(?:([;/,_+])(?:[a-z]{2,12}|\d{1,4}))+")


def dice(value: str) -> bool:
    """A passphrase (``phrase``), or four or more lower-case words and short numbers joined by one
    separator used throughout (``kiwi;otter;dumpling;orchid``, ``fennel+li+572+harbor``): at least
    three of them words, at most one in four a common one."""
    bare = value.strip(QUOTES)
    if phrase(bare):
        return True
    match = _DICE.fullmatch(bare)
    if match is None:
        return False
    parts = bare.split(match.group(1))
    words = [part for part in parts if part.isalpha()]
    common = sum(1 for word in words if word in PROSE or word in _CODE_WORDS)
    return len(parts) >= 4 and len(words) >= 3 and common * 4 <= len(parts)


def key_shaped(token: str) -> bool:
    """A token next to a key or token word that is a credential: not a reference, a URL, a
    fingerprint (SHA256:...), code (brackets, a path in Rust) or a public key."""
    bare = token.rstrip(".,;:!?)")
    if REFERENCE.match(bare) or "//" in bare or re.match(r"(?:SHA256|SHA1|MD5):", bare):
        return False
    if re.search(r"[()\[\]{}<>]|::", bare):
        return False  # ::new(TokenKind::Ident, ...): code after a Token type, not a key
    return credential(bare)


def own_id(keyword: str) -> bool:
    """Whether ``keyword`` ends in a public id's own name ("no client secret. client_id:"): what
    follows is the id's value, not the secret's."""
    return _OWN_ID.search(keyword) is not None


def plausible(keyword: str, value: str, after: str, lead: str = "") -> bool:
    """Whether ``value``, after ``keyword`` (``lead``: the keyword with the words before it), can
    be a secret rather than prose, code or a reference."""
    lead = lead or keyword
    bare = value.strip(QUOTES)
    if len(bare) < 3 or not any(ch.isalnum() for ch in bare):
        return False
    if (_CJK.search(bare) and value[:1] not in QUOTES) or REFERENCE.match(bare) or bare.lower() in PROSE:
        return False
    if value[:1] == ":" and keyword.endswith(":"):
        return False  # Token::new(...): a path in Rust or C++, the keyword is a type's name
    if keyword.rstrip(" \t").endswith(":") and value[:1] not in QUOTES and after.strip(" \t") == "=":
        return False  # PASSWORD: &str = "...": the declaration's type, its value comes after the "="
    if ID_PATTERN.match(bare):
        return False  # a memory's own id
    if value[:1] in QUOTES and re.match(r"[ \t]*[;,)&|{}]+[ \t]", bare):
        return False  # expect "Password:"; send "...", "password:" { send ... }: the code between two strings
    preceding = lead[: len(lead) - len(keyword)]
    if re.search(r"[\w-]:[\w.-]*:$", preceding) and not _FILE_LINE_END.search(preceding):
        return False  # arn:aws:secretsmanager:region:account:secret:prod/db: a part of a resource's name
    if not any(ch.isascii() and ch.isalnum() for ch in bare):
        return False  # “你的令牌”: a quoted description in Chinese, not a value
    if _CJK.search(bare) and _SPACE_IN.search(bare):
        return False  # "密码错误，还可尝试 3 次": a message in Chinese with spaces between its words, not a value
    if _DECLARED_PUBLIC.search(keyword):
        return False  # JS API 的 key 是前端公开的：...: a key the sentence says is public
    if _OWN_ID.search(keyword):
        return False  # no client secret in the build, only the client id X: the value is the id's
    if _NEXT_FLAG.match(bare) and not keyword.rstrip(" \t\"'").endswith(_ASSIGNED):
        return False  # --secret=db-password --project=x: the next flag, not a value
    if NOT_SECRET_KEYWORD.search(lead) or _DESCRIBED.search(keyword):
        return False  # public key: ..., 密钥格式：LTAI..., cache key: linux-node-9f2c...
    if _DIGEST_COLUMN.search(keyword) and re.fullmatch(r"[0-9a-f]{8,16}", bare):
        return False  # fly secrets list: NAME, then a short digest of the value in its own column
    if _GPG_ID.fullmatch(bare) and re.search(r"gpg|pgp", lead, re.IGNORECASE):
        return False  # GPG_KEY=<40 hex>: the fingerprint of a release's signing key, public
    flag = _FLAG_END.search(keyword) is not None
    if (
        LOWER_NAME.fullmatch(bare)
        and not flag
        and (
            _NAMING.search(keyword)
            or (value[:1] in QUOTES and keyword[-1:] in " \t" and keyword.rstrip()[-1:] not in ":=：")
        )
    ):
        return False  # existingSecret: mysql-auth, secret "billing-db" synced: a secret's name
    quoted = value[:1] in QUOTES
    if _CODE_LIKE.match(bare) and not quoted and not (secretish(bare) and any(ch.isdigit() for ch in bare)):
        return False  # settings.OPENAI_API_KEY, form.password.value: names, not values
    if bare.isdigit() and len(bare) < 4:
        return False  # "Tests pass: 142 passed"
    head = keyword.rstrip(" \t\"'")
    prefix = re.search(r"[ \t=:]([bBrRuU]{1,2})$", head)  # FERNET_KEY = b'...': a literal's prefix
    if prefix:
        head = head[: prefix.start(1)].rstrip(" \t")
    if bare.rstrip("#").isdigit() and 4 <= len(bare) <= 9 and any(word in keyword.lower() for word in _CODE_KEYWORDS):
        return True  # 验证码 839201, 一次性口令 09488566, my PIN is 4821
    if bare.isdigit() and len(bare) >= 6 and any(word in keyword.lower() for word in ("pass", "pwd", "密码")):
        return True  # the wifi password is 88886666
    if _CAMEL_WEAK.search(head) and not secretish(bare):
        return False  # sortKey: createdAt, partitionKey: tenantId -- a storageKey looks like a key
    core = re.sub(r"[\s:：=\"'（(是为][^\n]*$", "", keyword.strip())
    before = lead[: len(lead) - len(keyword)] + keyword[: len(keyword) - len(keyword.lstrip())]
    if not head.endswith("/") and _WEAK_KEYWORDS.search(before + core):  # "license key" is not a bare key
        # a bare key / ak / pw: only "key: <something that looks like a key>" ("sort key: created_at" is not)
        if head.endswith(("=", ":", "：", "是", "为", ">", "→")):
            return secretish(bare)
        # "using Hetzner key X", "米家的 key X": a bare key word, a space, then a value only a key looks like
        return keyword[-1:] in " \t" and keyed_value(bare) and not _DIGEST_WORD.search(lead)
    if value[:1] in QUOTES or head.endswith(_ASSIGNED) or flag:
        return True  # password: x, "token": "x", DB_PASSWORD=x, 密码为「x」, mysql -phunter2, <password>x
    if head.endswith(("是", "为")):  # 密码是 x -- unless a Chinese sentence goes on ("授权码为 OAuth2 标准流程")
        return not _CJK_NEXT.match(after) or secretish(bare)
    if secretish(bare):
        return True
    if not _COPULA.search(keyword) or len(bare) < 6:
        return False
    # after "is": a short password with digits ("my password is hunter2"), or a lone word
    # closing the sentence ("my password is swordfish.") rather than prose going on
    if any(ch.isdigit() for ch in bare) and any(ch.isalpha() for ch in bare):
        return True
    return bare.isalpha() and (not after.strip() or after.lstrip()[:1] in ".!?。！？\n")


def keyed_value(bare: str) -> bool:
    """Whether ``bare``, right after a bare "key" and a space, is shaped as only a key is: 20
    characters or more, a credential, neither hex (a run's id, a cache's key, a fingerprint) nor a
    public key's body."""
    if len(bare) < 20 or bare.startswith("AAAA") or _HEX_RUN.fullmatch(bare.partition("\\")[0]):
        return False
    return key_shaped(bare)


def introduced_hex(text: str, word_end: int, start: int, token: str) -> bool:
    """Whether ``token``, hex of a key's length, is what the key or token word before it (ending at
    ``word_end``) introduces ("my Linode token so you can resize it: <hex>", "notifier key 是 <hex>"),
    in a line that names no digest, commit or id."""
    if not _KEY_HEX.fullmatch(token.rstrip(".,;:!?)")) or not _INTRODUCED.search(text, word_end, start):
        return False
    line = max(text.rfind("\n", max(0, start - 200), start) + 1, start - 200)  # its line, up to 200 before
    return _DIGEST_WORD.search(text, line, start) is None and not test_vector(text, start, start + len(token), token)


def test_vector(text: str, start: int, end: int, value: str) -> bool:
    """Whether ``value`` (in ``text`` from ``start`` to ``end``) is hex or base32 in a text that
    says it is a published test vector or a known-answer test."""
    bare = value.strip(QUOTES).partition("&")[0]  # a query goes on: ?secret=JBSW…&issuer=x
    if not _HEX_VALUE.fullmatch(bare.rstrip(".,;:!?)")):  # a sentence goes on: "key = 2b7e…, iv …"
        return False
    return _TEST_VECTOR.search(text, max(0, start - 400), min(len(text), end + 200)) is not None


def named_password(keyword: str, value: str) -> bool:
    """Whether ``value``, after ``keyword`` in a sentence that said a password follows, can be
    one: not a common word, a name in code (form.password.value, not woaini521.RSQN) unless dice
    words, or the value of another field or flag ("password changed for user_id=59490",
    "--secret=db-password --project=x")."""
    bare = value.strip(QUOTES)
    code = value[:1] not in QUOTES and _CODE_LIKE.match(bare) and not _TYPED_PART.search(bare)
    if bare.lower() in PROSE or (code and not phrase(bare)):
        return False
    if _DECLARED_PUBLIC.search(keyword) or _DESCRIBED.search(keyword):
        return False  # 领取口令已公开在微博：x, 随机密码字符集：abc...: a code made public, a description
    if _PORT_AFTER_HOST.search(keyword) and bare.isdigit():
        return False  # <redacted:password>@db-7:6379: the port after a host, the word was another tool's mask
    return not _OTHER_FIELD.search(keyword) and not _NEXT_FLAG.match(bare)


# Values in a secret's place that real text says are no secret: what a rule took is kept when
# the text around it shows it stored hashed, encrypted, published, empty or a template.
#
# - a password stored hashed by the device that keeps it (Junos' ``encrypted-password "$6$…"``,
#   Huawei's ``password irreversible-cipher $1c$…$``, "bcrypt 哈希：$2b$…"): a crypt hash after a word saying so; a
#   bare ``password: "$2b$…"`` in an app's settings still goes, as it lets one in where it is read;
# - ciphertext in its wrapper (SOPS' ``ENC[AES256_GCM,data:…,iv:…,tag:…]``, jasypt's and
#   hiera-eyaml's ``ENC(…)``/``ENC[PKCS7,…]``) or a SealedSecret's ``encryptedData`` (``Ag…``):
#   only the key that decrypts it is a secret;
# - the few keys vendors publish in their docs for everyone to use (jwt.io's example token,
#   Stripe's docs test key, Azurite's well-known account key);
# - an empty field in a form (``password=&remember=on``): the next field is not its value;
# - a setting named after a password (``password_min_length: 12``), a KDF's salt beside its other
#   parameters (``salt=…, iterations=600000``), and passwords listed as weak (a strength checker's
#   cases, a training's 弱口令字典): examples, not anyone's password;
# - Rails' ``credentials.yml.enc`` shown (``data--iv--tag``), without its master key;
# - a template (``session:{userId}:{…}``) and a cache's key named by what it holds and the
#   digest of its lockfile (``node-modules-linux-<sha256>``).
_CRYPT = lazy(r"""["']?""" + CRYPT + r"""["']?""")
_SAYS_HASHED = lazy(
    r"(?:encrypted|hashed|irreversible|cipher(?:text)?|hash|哈希|散列)[-_ ]?(?:password|passwd|cipher|hash|值)?\s*[:=：]?\s*$",
    re.IGNORECASE,
)
_SEALED = lazy(r"encryptedData|SealedSecret")
_CIPHER_FIELD = lazy(r"[\"'](?:encrypted_data|ciphertext|iv|auth_tag)[\"'][ \t]*:[ \t]*[\"']?$", re.IGNORECASE)
_YAML_TAG = lazy(r"!!?[a-z]{1,16}")  # key: !!str X: the tag says how X is read, X is the value
_SETTING = lazy(r"(?:password|passwd|pwd|secret|token)(?:_[a-z]+)+", re.IGNORECASE)
# 密码：password="dummy": a setting's own name and its "=", the value after it is judged on its own
_NAMED_ASSIGNMENT = lazy(r"(?:[A-Za-z_][\w.]*[_.])?(?:password|passwd|pwd|secret|token|api_?key)=", re.IGNORECASE)
_KDF = lazy(r"\b(?:iterations?|rounds|kdf|pbkdf2|scrypt|argon2\w*)\b", re.IGNORECASE)
_NEAR = 160  # how far along its line the words about a value are looked for
_WEAK_LIST = lazy(
    r"(?:弱口令|弱密码|常见密码)(?:字典|列表|清单|库)|(?:weak|common|leaked|breached)[- ]passwords? (?:list|dictionary)"
    r"|password[- ]strength (?:test|check|meter)|(?:->\s*['\"]?(?:weak|fair|medium|strong)\b.*){2}",
    re.IGNORECASE,
)
_RAILS_ENC = lazy(r"[A-Za-z0-9+/]+=*--[A-Za-z0-9+/]+=*--[A-Za-z0-9+/]+=*")
_NEXT_FIELD = lazy(r"&[A-Za-z_][\w.]*=")
_TEMPLATE = lazy(r"\{[a-z][A-Za-z0-9_]*\}")
# an asset inlined as a data: URI (an image, a font, a sound): its base64 is a file's bytes, no secret
_DATA_URI = lazy(r"data:(?:image|font|audio|video)/[\w.+-]{1,40};base64,")
_SPACE_IN = lazy(r"\s")
_LISTED = lazy(r"[\x21-\x7e]+、[\x21-\x7e]+")  # ChinaNet-C2Y6、CMCC-5G: names listed with 、, no one value
_PERCENT_ENCODED = lazy(r"(?:%[0-9A-Fa-f]{2}){3,}")
# the subject of cryptography named before the value ("密码学课作业：RSA", "秘钥交换：Diffie–Hellman"):
# a field of study or a protocol, no secret; a secret word after it names a value again
_CRYPTO_TOPIC = lazy(
    r"密码学|[密秘]钥(?:交换|协商|派生|分发)|cryptography|key[ _-](?:exchange|agreement|derivation)", re.IGNORECASE
)
_SECRET_WORD = lazy(
    r"密码(?!学)|口令|[密秘]钥(?!交换|协商|派生|分发)|令牌|password|passwd|token|secret|key(?![ _-](?:exchange|agreement|derivation))",
    re.IGNORECASE,
)
_NAMED_DIGEST = lazy(r"[A-Za-z][a-z]*(?:-[a-z0-9]+){2,}-[0-9a-f]{40,64}")  # not sk-or-v1-<hex>: a vendor's prefix


def harmless_here(text: str, start: int, value: str, gates: GateWords = EVERY) -> bool:
    """Whether ``value``, found at ``start`` in ``text`` where a rule expects a secret, is one of
    the harmless values in the comment above. The text around is searched in place, within a
    window of its own line, so that a long text of candidates stays linear; a check whose words
    the text lacks is skipped (``gates``: the redactor's ``harmless_gates.GateWords`` for the
    text, which finds those words once)."""
    if _NEXT_FIELD.match(value) or _TEMPLATE.search(value) or published(value) or _YAML_TAG.fullmatch(value):
        return True
    if _NAMED_DIGEST.fullmatch(value) and not value.startswith(("sk-", "xox")):
        return True
    if _SETTING.fullmatch(value.rstrip(":：=")) or _NAMED_ASSIGNMENT.fullmatch(value):
        return True
    if (uri := text.rfind("data:", max(0, start - 60), start + 5)) >= 0 and in_data_uri(text, uri, start):
        return True  # data:image/png;base64,iVBOR...: an image's bytes
    if "、" in value and _LISTED.match(value):
        return True
    if value[:1] == "%" and _PERCENT_ENCODED.fullmatch(value.rstrip(".,;:!?)，。；")) and decodes_to_words(value):
        return True
    words = gates.names()
    near = max(0, start - _NEAR)
    lo = text.rfind("\n", near, start) + 1 or near
    hi = text.find("\n", start, start + _NEAR)
    hi = hi if hi >= 0 else min(len(text), start + _NEAR)
    if (
        "topic" in words
        and (topic := _CRYPTO_TOPIC.search(text, lo, start))
        and not _SECRET_WORD.search(text, topic.end(), start)
    ):
        return True
    if "weak" in words and _WEAK_LIST.search(text, lo, hi):
        return True
    if "salt" in text[max(0, start - 8) : start].lower() and _KDF.search(text, lo, hi):
        return True
    far = max(0, start - 400)
    if "rails" in words and _RAILS_ENC.fullmatch(value.rstrip("，,。.;")) and text.find(".yml.enc", far, start) >= 0:
        return True
    if _CRYPT.fullmatch(value) and _SAYS_HASHED.search(text, max(0, start - 48), start):
        return True
    if "cipher" in words and enciphered(text, far, start, value):
        return True
    if encodes_word_before(text, start, value.strip("\"'`")):
        return True
    from .harmless_shapes import said_harmless  # imported only once a value is about to go

    return said_harmless(text, start, value, words)


def in_data_uri(text: str, uri: int, start: int) -> bool:
    """Whether the ``data:`` at ``uri`` opens an inlined asset's URI (an image, a font, a sound)
    that ``start`` lies in: its base64 is a file's bytes, no secret."""
    header = _DATA_URI.match(text, uri)
    return header is not None and start <= header.end() and not _SPACE_IN.search(text, header.end(), start)


def decodes_to_words(value: str) -> bool:
    """Whether ``value``, %-escapes (``%E5%BF%98%E8%AE%B0``), decodes to text in a script other than
    Latin: a word made safe for a URL, not a secret."""
    from urllib.parse import unquote

    try:
        decoded = unquote(value.rstrip(".,;:!?)，。；"), errors="strict")
    except UnicodeDecodeError:
        return False  # random bytes escaped: no text
    return not any(ch.isascii() and ch.isalnum() for ch in decoded) and any(ch.isalpha() for ch in decoded)


def enciphered(text: str, far: int, start: int, value: str) -> bool:
    """Inside an ``ENC[…]``/``ENC(…)`` wrapper or ejson's ``EJ[1:…]`` still open at ``start``
    (opened after ``far``), a value under a ciphertext's own field (``"encrypted_data": …``,
    ``"iv": …``, as Chef's encrypted data bags hold a password), or a SealedSecret's ``Ag…``
    ciphertext under its ``encryptedData``."""
    opened = max(text.rfind("ENC[", far, start), text.rfind("ENC(", far, start), text.rfind("EJ[", far, start))
    if opened >= 0 and all(text.find(ch, opened + 3, start) < 0 for ch in ")]\n"):
        return True
    if _CIPHER_FIELD.search(text, max(0, start - 24), start):
        return True
    if not (value.lstrip("\"'").startswith("Ag") and len(value) >= 64):
        return False
    return _SEALED.search(text, far, start) is not None


_BASE64_WORD = lazy(r"[A-Za-z0-9+/]{4,40}={0,2}")


def encodes_word_before(text: str, start: int, bare: str) -> bool:
    """Whether ``bare`` is the base64 of a placeholder word (``password``, ``secret``) that the text
    holds, quoted, before ``start``."""
    if _BASE64_WORD.fullmatch(bare) is None:
        return False
    import base64
    import binascii

    try:
        decoded = base64.b64decode(bare, validate=True).decode("ascii")
    except (binascii.Error, ValueError):
        return False
    if decoded.lower() not in PROSE:
        return False
    before = text[max(0, start - 160) : start]
    return any(f"{quote}{decoded}{quote}" in before for quote in "'\"`")
