"""The wheel, the sdist and the bundle, built once per test session by scripts/bundle.sh into a
temporary folder (about three minutes on two cores: the wheel, a fresh virtual environment with
it installed, PyInstaller)."""

from __future__ import annotations

import subprocess

import pytest

from tests.support.packaging_build import Built
from tests.support.paths import ROOT


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    folder = tmp_path_factory.mktemp("packaging")
    dist, work = folder / "dist", folder / "build"
    done = subprocess.run(
        ["bash", "scripts/bundle.sh", "--no-timing"],
        cwd=ROOT,
        env={
            **clean_build_env(),
            "HYPERROW_DIST": str(dist),
            "HYPERROW_BUILD": str(work),
        },
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return Built(dist, work / "venv", done.stdout)


def clean_build_env() -> dict[str, str]:
    """The test process's environment without its virtual environment (bundle.sh uses .venv
    by path, and makes its own)."""
    import os

    env = dict(os.environ)
    env.pop("VIRTUAL_ENV", None)
    env.pop("PYTHONPATH", None)
    env["PATH"] = os.pathsep.join(
        p for p in env.get("PATH", "").split(os.pathsep) if not p.startswith(str(ROOT))
    )
    return env
