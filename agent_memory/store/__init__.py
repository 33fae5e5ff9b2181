"""Storage: the SQLite index (``sqlite``), the Markdown mirror (``markdown``) and the
hermes-lite file format (``hermes_lite``). Stores never import retrieval or the CLI."""
