"""Test-wide set-up."""

import os

import pytest


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    # Qt's offscreen platform cannot host QOpenGLWidget; pytest-xvfb has set DISPLAY by now.
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
