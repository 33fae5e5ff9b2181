"""Retrieval stages: BM25 over the persisted postings (``bm25``), later vectors and fusion."""
