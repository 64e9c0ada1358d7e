"""Game files: versioned JSON, strict validation, atomic save. (Being written.)"""

from __future__ import annotations


class RecordError(ValueError):
    """A game file that cannot be loaded; the message says what is wrong and where."""
