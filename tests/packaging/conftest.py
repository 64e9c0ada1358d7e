"""The wheel, the sdist and the bundle, built once per test session by scripts/bundle.sh into a
temporary folder (about three minutes on two cores: the wheel, a fresh virtual environment with
it installed, PyInstaller)."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Built:
    dist: Path
    venv: Path
    output: str

    @property
    def wheel(self) -> Path:
        return one(self.dist.glob("hyperrow-*.whl"))

    @property
    def sdist(self) -> Path:
        return one(p for p in self.dist.glob("hyperrow-*.tar.gz") if "-linux-" not in p.name)

    @property
    def archive(self) -> Path:
        return one(self.dist.glob("hyperrow-*-linux-*.tar.gz"))

    @property
    def bundle(self) -> Path:
        return self.dist / "hyperrow"


def one(paths: object) -> Path:
    found = list(paths)  # type: ignore[call-overload]
    assert len(found) == 1, found
    return Path(found[0])


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
