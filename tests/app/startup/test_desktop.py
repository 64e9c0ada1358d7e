"""At home on the desktop: a valid .desktop entry, the file type, an SVG icon, installed for the
user and removed again; `hyperrow --version`."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.startup import desktop
from tests.support.processes import HYPERROW, run_to_end

MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def validate(path: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    assert tool is not None, "install desktop-file-utils (scripts/setup.sh does)"
    result = subprocess.run([tool, str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.processes
def test_the_desktop_entry_is_valid_and_opens_files() -> None:
    entry = desktop.DESKTOP_FOLDER / "hyperrow.desktop"
    validate(entry)
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert "Exec=hyperrow %f" in lines
    assert "MimeType=application/x-hyperrow;" in lines
    assert "Icon=hyperrow" in lines
    assert any(line.startswith("Name[ja]=") or line.startswith("Comment[ja]=") for line in lines)


def test_the_file_type_claims_hyperrow_files_and_the_icon_is_svg() -> None:
    root = ET.parse(desktop.DESKTOP_FOLDER / "hyperrow-mime.xml").getroot()
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == "application/x-hyperrow"
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == ["*.hyperrow"]
    icon = ET.parse(desktop.DESKTOP_FOLDER / "hyperrow.svg").getroot()
    assert icon.tag == "{http://www.w3.org/2000/svg}svg"


@pytest.mark.processes
def test_install_desktop_puts_the_files_under_xdg_data_home_and_uninstall_removes_them(
    tmp_path: Path,
) -> None:
    home = tmp_path / "share"
    environment = {**os.environ, "XDG_DATA_HOME": str(home)}
    installed = run_to_end([HYPERROW, "--install-desktop"], env=environment)
    assert installed.returncode == 0, installed.stderr
    places = desktop.placement(home)
    for path in (places.entry, places.icon, places.mime_icon, places.mime):
        assert path.is_file(), path
    validate(places.entry)
    exec_line = next(
        line for line in places.entry.read_text().splitlines() if line.startswith("Exec=")
    )
    command = exec_line.removeprefix("Exec=").removesuffix(" %f")
    assert command == "hyperrow" or Path(command.split()[0]).exists()
    if shutil.which("update-mime-database"):
        # The desktop's database now knows the type, so a double-click finds hyperrow.
        assert (home / "mime" / "application" / "x-hyperrow.xml").is_file()
        globs = (home / "mime" / "globs2").read_text()
        assert "application/x-hyperrow:*.hyperrow" in globs

    removed = run_to_end([HYPERROW, "--uninstall-desktop"], env=environment)
    assert removed.returncode == 0, removed.stderr
    for path in (places.entry, places.icon, places.mime_icon, places.mime):
        assert not path.exists(), path
    if shutil.which("update-mime-database"):
        assert not (home / "mime" / "application" / "x-hyperrow.xml").exists()


@pytest.mark.processes
def test_version_prints_the_installed_version() -> None:
    from importlib.metadata import version

    result = run_to_end([HYPERROW, "--version"], timeout=60)
    assert result.returncode == 0
    assert result.stdout.strip() == f"hyperrow {version('hyperrow')}"


@pytest.mark.parametrize("value", ["", "relative/path"])
def test_data_home_falls_back_to_local_share(
    value: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", value)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop.data_home() == tmp_path / ".local" / "share"


def test_the_window_names_its_desktop_entry(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from app.startup.main import name_application

    assert isinstance(qapp, QApplication)
    name_application(qapp)
    assert QApplication.desktopFileName() == "hyperrow"  # the entry desktop.install writes
    assert desktop.placement(Path("/x")).entry.name == "hyperrow.desktop"
