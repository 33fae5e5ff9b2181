"""Embedding backends behind one protocol (``base.Embedder``), picked by name from a registry."""
