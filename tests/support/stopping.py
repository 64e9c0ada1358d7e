"""A progress listener for the tests that stop a search or an analysis from inside: it notes
each report and sets the stop flag at a chosen one, so the test knows where the work ended."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field


@dataclass
class StopAt:
    """Notes each report's count in `heard` and sets `stop` once a count reaches `last`."""

    last: int
    stop: threading.Event = field(default_factory=threading.Event)
    heard: list[int] = field(default_factory=list)

    def __call__(self, count: int) -> None:
        self.heard.append(count)
        if count == self.last:
            self.stop.set()
