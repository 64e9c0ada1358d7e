"""The model runs without widgets and the scene without Qt: importing every module of each loads
nothing that draws (import-linter cannot forbid one part of PySide6, so this checks it)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import app.model
import app.scene

pytestmark = pytest.mark.processes

CHECK = """
import importlib, sys
for name in {modules!r}:
    importlib.import_module(name)
banned = {banned!r}
print(",".join(sorted(m for m in sys.modules if m.startswith(banned))))
"""


def loaded(modules: list[str], banned: tuple[str, ...]) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", CHECK.format(modules=modules, banned=banned)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return [name for name in result.stdout.strip().split(",") if name]


def modules_of(package: object) -> list[str]:
    prefix = f"{package.__name__}."  # type: ignore[attr-defined]
    # Every module of every room (the model is in sub-packages by subsystem).
    return [m.name for m in pkgutil.walk_packages(package.__path__, prefix)]  # type: ignore[attr-defined]


def test_the_model_loads_no_widgets_and_no_gl() -> None:
    modules = modules_of(app.model)
    assert {
        "app.model.session.game_session",
        "app.model.cpu.cpu_player",
        "app.model.worker.cpu_messages",
    } <= set(modules)
    assert loaded(modules, ("PySide6.QtWidgets", "PySide6.QtGui", "pyqtgraph", "OpenGL")) == []


def test_the_scene_loads_no_qt_and_no_gl() -> None:
    modules = modules_of(app.scene)
    assert {"app.scene.picking", "app.scene.meshes", "app.scene.layout"} <= set(modules)
    assert loaded(modules, ("PySide6", "shiboken6", "pyqtgraph", "OpenGL")) == []


def test_the_check_would_see_widgets() -> None:
    assert "PySide6.QtWidgets" in loaded(
        ["app.widgets.dialogs.players_dialog"], ("PySide6.QtWidgets",)
    )
