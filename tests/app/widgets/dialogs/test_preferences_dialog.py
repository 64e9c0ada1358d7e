"""Edit → Preferences holds the window's settings, not only the volume: the theme, the text
size, the language, Reduce motion and the pause before a CPU move, each changed with the keys
or the mouse in the dialog taking effect as its menu item does (the menu's check mark follows),
a change made by the menu showing in the dialog, and every choice kept for the next start."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialog, QLabel

from app.widgets.board.text_scale import text_scale
from app.widgets.dialogs.preferences_dialog import PreferencesDialog
from app.widgets.window import theme
from app.widgets.window.main_window import MainWindow
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow


@pytest.fixture(autouse=True)
def looks_put_back() -> Iterator[None]:
    """The theme and the text size are the application's: the next test starts from the
    system's theme at the desktop's size."""
    yield
    theme.instance().set_choice(theme.SYSTEM)
    text_scale().set_factor(1.0)


def actions(window: MainWindow) -> dict[str, QAction]:
    return {a.objectName(): a for a in window.findChildren(QAction) if a.objectName()}


def with_preferences(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, use: Callable[[PreferencesDialog], None]
) -> None:
    """Open Edit → Preferences with its menu item and hand the open dialog to `use`."""
    used: list[PreferencesDialog] = []

    def exec_dialog(dialog: QDialog) -> int:
        assert isinstance(dialog, PreferencesDialog)
        dialog.show()
        use(dialog)
        used.append(dialog)
        dialog.close()
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QDialog, "exec", exec_dialog)
    actions(window)["preferences"].trigger()
    assert len(used) == 1


def choose(box: QComboBox, data: object) -> None:
    """Step the closed combo box to the item of `data` with the arrow keys, as a person does."""
    wanted = box.findData(data)
    assert wanted >= 0, data
    while box.currentIndex() != wanted:
        key = Qt.Key.Key_Down if box.currentIndex() < wanted else Qt.Key.Key_Up
        QTest.keyClick(box, key)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_setting_of_preferences_acts_as_its_menu_and_is_kept(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, data_dir: Path, language: str
) -> None:
    with speaking(language):
        window = open_window()
        menu = actions(window)

        def change_everything(dialog: PreferencesDialog) -> None:
            texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QCheckBox)]
            boxes = [box for name, box in dialog.choices.items() if name != "language"]
            texts += [box.itemText(i) for box in boxes for i in range(box.count())]
            english = [t for t in texts if not is_japanese_or_neutral(t)]
            # The languages' names aside: "日本語" in English too.
            assert (english == []) == (language == "ja"), english
            choose(dialog.choices["theme"], "theme-dark")
            assert window.theme.mode == theme.DARK
            assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 60
            choose(dialog.choices["text-size"], 1.3)
            assert text_scale().factor == pytest.approx(1.3)
            choose(dialog.choices["language"], "language-ja" if language == "en" else "language-en")
            note = dialog.findChild(QLabel, "language-note")
            assert note is not None and note.isVisible()  # the new language waits for a restart
            assert dialog.reduce_motion is not None
            QTest.keyClick(dialog.reduce_motion, Qt.Key.Key_Space)
            assert window.view_state.motion.reduce
            choose(dialog.choices["cpu-pause"], "cpu-pause-1200")
            assert window.session.watch_delay_ms == 1200

        with_preferences(window, monkeypatch, change_everything)
        other = "language-ja" if language == "en" else "language-en"
        for name in ("theme-dark", other, "reduce-motion", "cpu-pause-1200"):
            assert menu[name].isChecked(), name
        assert not menu["theme-system"].isChecked() and not menu["cpu-pause-600"].isChecked()
        window.close()

        again = open_window()
        menu = actions(again)
        for name in ("theme-dark", other, "reduce-motion", "cpu-pause-1200"):
            assert menu[name].isChecked(), name
        assert again.theme.mode == theme.DARK
        assert text_scale().factor == pytest.approx(1.3)
        assert again.session.watch_delay_ms == 1200


def test_a_change_made_by_the_menus_shows_in_preferences(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    window = open_window()
    menu = actions(window)
    for name in ("theme-high-contrast", "text-larger", "language-ja", "reduce-motion"):
        menu[name].trigger()
    menu["cpu-pause-2500"].trigger()

    def read(dialog: PreferencesDialog) -> None:
        assert dialog.choices["theme"].currentData() == "theme-high-contrast"
        assert dialog.choices["text-size"].currentData() == pytest.approx(1.15)
        assert dialog.choices["language"].currentData() == "language-ja"
        assert dialog.choices["cpu-pause"].currentData() == "cpu-pause-2500"
        assert dialog.reduce_motion is not None and dialog.reduce_motion.isChecked()
        # And while it is open: Ctrl+- and View → Theme move the dialog's choices with them.
        menu["text-smaller"].trigger()
        menu["theme-light"].trigger()
        menu["reduce-motion"].trigger()
        assert dialog.choices["text-size"].currentData() == pytest.approx(1.0)
        assert dialog.choices["theme"].currentData() == "theme-light"
        assert not dialog.reduce_motion.isChecked()

    with_preferences(window, monkeypatch, read)
    assert window.theme.mode == theme.LIGHT and not window.view_state.motion.reduce
