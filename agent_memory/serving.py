"""What the two local servers (the HTTP MCP server, the review page) share about listening:
which addresses are loopback, the token a wider address needs, and no core files when the
store is encrypted."""

from __future__ import annotations

from .errors import AgentMemoryError, InvalidInputError

LOOPBACK = ("127.0.0.1", "::1", "localhost")
MIN_TOKEN_CHARS = 32  # secrets.token_urlsafe(24); a guessable token is no lock on a network port
_MAKE = 'python3 -c "import secrets; print(secrets.token_urlsafe(32))"'


def root_secret(root: str | None, variable: str) -> str | None:
    """``variable`` from the environment or the data root's ``.env``."""
    from .config import Secrets
    from .paths import Layout, resolve_root

    return Secrets(Layout(resolve_root(root)).env).get(variable)


def check_token(token: str | None, *, variable: str, serving: str, needs: str) -> None:
    """Refuse to listen beyond loopback (``serving``: "binding the MCP server to HOST") without
    a token in ``variable`` of ``MIN_TOKEN_CHARS`` or more (``needs``: what a missing one is called)."""
    if token is None:
        raise InvalidInputError(
            f"{serving} needs {needs}",
            hint=f"set {variable} (e.g. in the data root's .env; make one with {_MAKE}), or bind to 127.0.0.1",
        )
    if len(token) < MIN_TOKEN_CHARS:
        raise InvalidInputError(
            f"{variable} has {len(token)} characters: {serving} needs at least {MIN_TOKEN_CHARS}",
            hint=f"set a longer one (make one with {_MAKE}), or bind to 127.0.0.1",
        )


def no_core_dumps_if_encrypted(root: str | None) -> None:
    """With encryption on, the process leaves no core file (an encrypted store's plaintext would)."""
    from .config import load_config
    from .paths import Layout, resolve_root
    from .privacy import encryption_on, no_core_dumps

    layout = Layout(resolve_root(root))
    try:
        flag = load_config(layout.config if layout.config.exists() else None).encrypt
    except AgentMemoryError:
        flag = True  # an unreadable config: each call says so; meanwhile be safe
    if encryption_on(layout.root, flag):
        no_core_dumps()
