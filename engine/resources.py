"""hyperrow's resource files (the Connect Four opening book, the desktop entry and icon, example
games). In the source tree and in the bundle they are the `resources/` folder beside the
packages; a wheel has no such folder, so setup.py installs them under `<prefix>/share/hyperrow/`
(its `data_files`), and `resource` looks there next."""

from __future__ import annotations

import sys
from pathlib import Path

SOURCE_FOLDER = Path(__file__).resolve().parent.parent / "resources"
"""resources/ of the source tree (or of the bundle, which keeps the same layout)."""

INSTALLED_FOLDER = Path(sys.prefix) / "share" / "hyperrow"
"""Where an installed wheel keeps the resources."""


def resource(relative: str) -> Path:
    """The path of the resource `relative` (e.g. "desktop/hyperrow.desktop"): the source tree's
    or the bundle's copy where there is one, else the installed one (which may be missing too:
    callers say so in their own words)."""
    source = SOURCE_FOLDER / relative
    return source if source.exists() else INSTALLED_FOLDER / relative
