"""Run as a program (`python -m tests.app.language_walk DATA_DIR`) with the system's language set
in the environment: starts hyperrow's window as `hyperrow` does, then walks every text a person
can see — the widget tree, every QAction, every menu (opened), every dialog a menu action opens
(walked while it is up, then closed), tooltips, status messages, and the wording of every refusal,
problem and result — and prints one JSON object: the texts walked and those not in Japanese.

A separate process, because the language is read from LANG once, when Qt starts."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QWidget,
)

from app.model.notices import Problem, ProblemKind, SessionRefusal
from app.startup import window_language
from app.startup.main import Start, create_window, name_application, share_gl_contexts
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.players import PlayersDialog, how_to_play
from app.widgets.words import window_words
from app.widgets.words.seat_names import seat_names
from engine import PRESETS, Game, Refusal, RefusalKind, Rules

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]")
# Words that stay as they are in Japanese text: names, and Qt's own "OK".
KEPT_WORDS = re.compile(r"\b(hyperrow|CPU|Qt|PNG|PySide6|pyqtgraph|OK|P)\b")
PATH_LIKE = re.compile(r"[/\\]")


def is_japanese_or_neutral(text: str) -> bool:
    """True for a text in Japanese, or one without words to translate (numbers, coordinates,
    axis letters, symbols, names that stay, file paths)."""
    plain = text.replace("&", "").strip()
    if not plain or JAPANESE.search(plain) or PATH_LIKE.search(plain):
        return True
    rest = KEPT_WORDS.sub("", plain)
    return not re.search(r"[A-Za-z]{2,}", rest)


class Walk:
    """Collects every visible text with where it was found."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []

    def add(self, where: str, text: str | None) -> None:
        if text:
            self.seen.append((where, text))

    def widget(self, root: QWidget, where: str) -> None:
        for widget in [root, *root.findChildren(QWidget)]:
            name = f"{where}/{type(widget).__name__}:{widget.objectName()}"
            if widget.isWindow():
                self.add(name + ".windowTitle", widget.windowTitle())
            self.add(name + ".toolTip", widget.toolTip())
            if isinstance(widget, (QLabel, QAbstractButton)):
                self.add(name, widget.text())
            elif isinstance(widget, QGroupBox):
                self.add(name, widget.title())
            elif isinstance(widget, QDockWidget):
                self.add(name, widget.windowTitle())
            elif isinstance(widget, QComboBox):
                for index in range(widget.count()):
                    self.add(f"{name}[{index}]", widget.itemText(index))
            elif isinstance(widget, QSpinBox):
                self.add(name + ".prefix", widget.prefix())
            elif isinstance(widget, QLineEdit):
                self.add(name + ".placeholder", widget.placeholderText())
            for action in widget.actions():
                self.action(action, name)

    def action(self, action: QAction, where: str) -> None:
        if action.isSeparator():
            return
        name = f"{where}/action:{action.objectName() or action.text()}"
        self.add(name, action.text())
        self.add(name + ".toolTip", action.toolTip() if action.toolTip() != action.text() else "")
        self.add(name + ".statusTip", action.statusTip())


def close_dialogs(walk: Walk, where: str) -> None:
    """Walk and close the modal dialog an action opened (Qt's own file dialogs included)."""
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        walk.widget(dialog, f"{where}/dialog")
        dialog.close()


def walk_window(data_dir: Path) -> Walk:
    walk = Walk()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_window(Start(data_dir=data_dir, screenshot=None))
    window.show()
    window.session.set_paused(True)
    QCoreApplication.processEvents()
    status = window.statusBar()

    walk.widget(window, "window")
    menus = [a.menu() for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]
    while menus:
        menu = menus.pop()
        assert isinstance(menu, QMenu)
        menu.aboutToShow.emit()
        walk.add(f"menu:{menu.objectName()}", menu.title())
        for action in menu.actions():
            walk.action(action, f"menu:{menu.title()}")
            if isinstance(action.menu(), QMenu):
                menus.append(action.menu())

    # Every action of the window, once: dialogs are walked while up, status messages after.
    for action in window.findChildren(QAction):
        if action.menu() is not None or action.isSeparator() or action is window.quit_action:
            continue
        where = f"triggered:{action.objectName() or action.text()}"
        timer = QTimer()
        timer.timeout.connect(lambda w=where: close_dialogs(walk, w))
        timer.start(50)
        action.trigger()
        QCoreApplication.processEvents()
        timer.stop()
        walk.add(f"{where}/status", status.currentMessage())
        walk.widget(window, where)

    for dialog in (
        NewGameDialog(PRESETS["tesseract"], window.session.players, window),
        PlayersDialog(window.session.players, window),
    ):
        dialog.show()
        walk.widget(dialog, type(dialog).__name__)
        dialog.close()
    custom = NewGameDialog(Rules((3, 3), 3), window.session.players, window)
    custom.k.setValue(9)
    walk.add("NewGameDialog/invalid", custom.message.text())
    custom.blocked_centre.setChecked(True)
    custom.sizes[0].setValue(4)
    walk.add("NewGameDialog/no-centre", custom.message.text())

    for name, rules in PRESETS.items():
        walk.add(f"how-to-play:{name}", how_to_play(name))
        walk.add(f"rules:{name}", window_words.rules_text(rules))
        window.session.new_game(rules)
        QCoreApplication.processEvents()
        walk.widget(window, f"game:{name}")
    names = seat_names(window.session)
    for kind in RefusalKind:
        walk.add(f"refusal:{kind.name}", window_words.rejection_text(Refusal(kind, (0, 0)), names))
    for refusal in SessionRefusal:
        walk.add(f"refusal:{refusal.name}", window_words.rejection_text(refusal, names))
    for problem in ProblemKind:
        walk.add(
            f"problem:{problem.name}", window_words.problem_text(Problem(problem, "disk full"))
        )
    window.session.new_game(Game(PRESETS["tic-tac-toe"]))
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):
        window.session.play(cell)
    window.session.play((2, 2))
    walk.add("finished/status", status.currentMessage())
    walk.widget(window, "finished")
    for level in ("random", "easy", "medium", "hard", "expert"):
        walk.add(f"level:{level}", window_words.level_name(level))
    window.close()
    return walk


def main(argv: list[str]) -> int:
    share_gl_contexts()
    app = QApplication(sys.argv[:1])
    name_application(app)
    window_language.install(app, window_language.choose_locale(None, ""))
    walk = walk_window(Path(argv[0]))
    untranslated = sorted({(w, t) for w, t in walk.seen if not is_japanese_or_neutral(t)})
    print(
        json.dumps(
            {
                "locale": window_language.QLocale().name(),
                "font": app.font().family(),
                "walked": len(walk.seen),
                "untranslated": untranslated,
            },
            ensure_ascii=False,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
