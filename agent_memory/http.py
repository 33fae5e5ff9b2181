"""The one HTTP helper every remote service goes through (stdlib ``urllib``).

Explicit timeouts; retry on 429 and 5xx with a short backoff; errors mapped to our
exception types. Neither request nor response bodies, nor the key, ever reach a message.
"""

from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.request
from typing import Any

from .errors import BackendContractError, BackendTransientError

RETRIES = 2
BACKOFF_SECONDS = 0.2


def post_json(url: str, payload: dict[str, Any], *, key: str | None, timeout: float, service: str) -> Any:
    """POST ``payload`` as JSON and return the decoded JSON answer."""
    body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    headers = {"Content-Type": "application/json", "Accept": "application/json", "User-Agent": "agent-memory"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    last: Exception | None = None
    for attempt in range(RETRIES + 1):
        request = urllib.request.Request(url, data=body, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                raw = response.read()
            break
        except urllib.error.HTTPError as exc:
            status = exc.code
            exc.close()
            if status == 429 or status >= 500:
                last = BackendTransientError(
                    f"{service} answered HTTP {status}", hint="the service is failing; try later"
                )
                if attempt < RETRIES:
                    time.sleep(BACKOFF_SECONDS * (attempt + 1))
                    continue
                raise last from None
            hint = "check the API key" if status in (401, 403) else "check the model name and base URL in config.yaml"
            raise BackendContractError(f"{service} refused the request: HTTP {status}", hint=hint) from None
        except TimeoutError:
            raise BackendTransientError(
                f"{service} did not answer within {timeout:g} s", hint="raise timeout_seconds or try later"
            ) from None
        except (urllib.error.URLError, http.client.HTTPException, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            if isinstance(reason, TimeoutError):
                raise BackendTransientError(
                    f"{service} did not answer within {timeout:g} s", hint="raise timeout_seconds or try later"
                ) from None
            name = type(reason).__name__ if not isinstance(reason, str) else reason
            raise BackendTransientError(
                f"{service} is unreachable ({name})", hint="check the network or the base URL"
            ) from None
    else:  # pragma: no cover - the loop always breaks or raises
        raise last or BackendTransientError(f"{service} failed", hint="try later")
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise BackendContractError(
            f"{service} answered with something that is not JSON", hint="check the base URL"
        ) from None
