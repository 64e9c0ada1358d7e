"""What the packaging build (scripts/bundle.sh) leaves in its folder: the wheel, the sdist, the
bundle and its archive, and the virtual environment the wheel went into."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


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
