"""The engine stands alone: importing it (and its terminal tools) loads no Qt and no app code."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.processes

CHECK = """
import sys
import engine, engine.players, engine.record, engine.ai, terminal.cli, terminal.commands.match
{extra}
banned = ("app", "PySide6", "shiboken6", "pyqtgraph", "OpenGL")
loaded = sorted(m for m in sys.modules if m.split(".")[0] in banned)
print(",".join(loaded))
"""


def loaded_banned_modules(extra: str = "") -> str:
    result = subprocess.run(
        [sys.executable, "-c", CHECK.format(extra=extra)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return result.stdout.strip()


def test_engine_never_imports_qt_or_the_app() -> None:
    assert loaded_banned_modules() == ""


def test_the_check_would_see_qt() -> None:
    assert "PySide6" in loaded_banned_modules("import app.model.view.view_state").split(",")
