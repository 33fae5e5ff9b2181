"""Retrieval stages: BM25 over the persisted postings (``bm25``), the vector leg (``vectors``,
``vector_index``, ``vector_base``), their fusion (``fusion``), the relevance bar (``relevance``) and the
tokenizer the postings were built with (``terms``)."""
