"""How long the app tests wait at most for what a CPU process does."""

from __future__ import annotations

from app.model.cpu.cpu_player import STARTUP_GRACE

CPU_MS = round((STARTUP_GRACE + 60.0) * 1000)
"""The most a test waits for a CPU process's first report, answer or move: a new process may
take the app's own STARTUP_GRACE to start on a busy machine (after that the app gives up on it
and says so), and its search a while more. Only a cap, never waited out: each test waits for
the signal or state it needs, which on an idle machine comes within a second or two."""
