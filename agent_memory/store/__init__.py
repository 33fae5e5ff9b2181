"""Storage: the store contract (``contract``) and its SQL written once (``portable``,
``portable_rows``), the SQLite store (``sqlite``) and the PostgreSQL one (``postgres``), and
the Markdown mirror of the notes (``markdown``). Stores never import retrieval or the CLI."""
