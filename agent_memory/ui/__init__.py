"""``agent-memory ui``: a local page to review, verify, edit and forget memories.

``server`` binds and guards the port (token, Host, CSRF), ``app`` routes the requests to
``Memory``, ``views`` turns memories into what the page shows; ``static/`` holds the page
itself (HTML, CSS and plain JavaScript, served from the package: no build step, no CDN).
"""
