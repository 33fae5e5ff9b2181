"""The classes of secret found missed (and of harmless text found changed) when blind corpus J's
results were read (issue 21), each tried both ways in words and values of their own (none copied
from J): the secret is gone, and a harmless text of the same shape is left as it was.
test_redaction_classes.py runs both tables."""

from __future__ import annotations

# (text, what must not survive)
CAUGHT_J = [
    # a word with its cases mixed at random, then digits: a password, not a name or a version
    ("ci: smtp pass hERoN_4471 until the vault is reachable again", "hERoN_4471"),
    ("the admin login for the wiki is now pLUmE_9023, the old one was revoked", "pLUmE_9023"),
]

UNCHANGED_J = [
    # a PowerShell switch after a secret's name in quotes: the call goes on, no value follows
    "$key = (Get-Secret -Vault ops -Name 'api-token' -AsPlainText)",
    "Get-AzKeyVaultSecret -VaultName kv-west -Name 'smtp-password' -AsPlainText | Out-Null",
    # an instruction in words where a value goes: a template, not a secret
    "SESSION_SECRET=replace-with-a-long-random-string",
    "WEBHOOK_TOKEN=paste-your-token-here",
    "API_SECRET=generate-a-random-value",
    # a chat line's tag in brackets, a name and a link: no host, user and password
    "[通知] 王磊：文档地址：https://docs.example.cn/wiki/Ab3dEf5gH7jK9mN",
    "[notice] mia: https://example.org/share/Qw3Er5Ty7Ui9",
    # names and versions with a capital or two, in a password line
    "reset the password for the GitHub_2024 org and the iPhone15 test device",
]
