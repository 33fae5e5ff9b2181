"""Fakes of remote services for tests: local HTTP servers speaking the real wire formats."""
