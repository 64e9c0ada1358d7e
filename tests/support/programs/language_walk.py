"""Run as a program (`python -m tests.support.programs.language_walk DATA_DIR`) with the
system's language set in the environment: starts hyperrow's window as `hyperrow` does, then
walks every text a person can see — the widget tree, every QAction, every menu (opened), every
dialog a menu action opens (walked while it is up, then closed), tooltips, status messages, the
message for every kind of damaged file (with its details), and the wording of every refusal,
problem of rules or of the game, and result — and prints one JSON object: the texts walked and
those not in Japanese.

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
    QMessageBox,
    QSpinBox,
    QWidget,
)

from app.model.net.net_status import LinkProblem, LinkProblemKind, NetState, NetStatus
from app.model.session.notices import HostRefusal, Problem, ProblemKind, SessionRefusal
from app.startup import window_language
from app.startup.main import create_window, name_application, share_gl_contexts
from app.startup.restore import Start
from app.widgets.dialogs.how_to_play import how_to_play
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.players_dialog import PlayersDialog
from app.widgets.network.net_dialogs import JoinDialog
from app.widgets.window.main_window import MainWindow
from app.widgets.words import analysis_words, net_words, window_words
from app.widgets.words.rules_words import rules_problem_text
from app.widgets.words.seat_words import seat_names
from engine import PRESETS, Game, Refusal, RefusalKind, Rules
from engine.net import NetRefusal, NetRefusalKind
from engine.record.analysis_data import Mark, MoveAnalysis, PositionValue, Result, Source
from tests.support.bad_inputs import damaged_files, every_rules_problem

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]")
# Words that stay as they are in Japanese text: names, and Qt's own "OK".
KEPT_WORDS = re.compile(r"\b(hyperrow|CPU|Qt|PNG|PySide6|pyqtgraph|OK|P)\b")
PATH_LIKE = re.compile(r"[/\\]")
CODE = re.compile(r"<code>.*?</code>")
"""A command the player types as it is (`hyperrow book qubic --verify`): no words to translate."""
ENGLISH_PHRASE = re.compile(r"\b[a-z]{3,} [a-z]{2,} [a-z]{3,}\b")
"""Three English words in a row: English left inside a Japanese sentence."""


def is_japanese_or_neutral(text: str) -> bool:
    """True for a text in Japanese (with no English phrase left in it), or one without words to
    translate (numbers, coordinates, axis letters, symbols, names that stay, file paths)."""
    plain = CODE.sub("", text).replace("&", "").strip()
    if JAPANESE.search(plain):
        return not ENGLISH_PHRASE.search(plain)
    if not plain or PATH_LIKE.search(plain):
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
    """Walk and close the modal dialog an action opened (Qt's own file dialogs included), and a
    message box's text behind its Details button."""
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        walk.widget(dialog, f"{where}/dialog")
        if isinstance(dialog, QMessageBox):
            walk.add(f"{where}/dialog.details", dialog.detailedText())
        dialog.close()


def walk_open_failures(walk: Walk, window: MainWindow, folder: Path) -> None:
    """Open a file with every kind of problem in the window, walking the message each gives,
    and word every kind of problem of rules as the New game dialog says it."""
    for kind, path in damaged_files(folder).items():
        where = f"open-failure:{kind.name}"
        timer = QTimer()
        timer.timeout.connect(lambda w=where: close_dialogs(walk, w))
        timer.start(50)
        window.open_path(str(path))
        timer.stop()
    for problem in every_rules_problem():
        walk.add(f"rules-problem:{problem.kind.name}", rules_problem_text(problem))


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
        if (
            action.menu() is not None
            or action.isSeparator()
            or action is window.menu_actions["quit"]
        ):
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
    walk_network_words(walk, window)
    for problem in ProblemKind:
        walk.add(
            f"problem:{problem.name}", window_words.problem_text(Problem(problem, "disk full"))
        )
    walk_open_failures(walk, window, data_dir / "damaged")
    window.session.new_game(Game(PRESETS["tic-tac-toe"]))
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):
        window.session.play(cell)
    window.session.play((2, 2))
    walk.add("finished/status", status.currentMessage())
    walk.widget(window, "finished")
    for level in ("random", "easy", "medium", "hard", "expert"):
        walk.add(f"level:{level}", window_words.level_name(level))
    walk_analysis_words(walk)
    window.close()
    return walk


def walk_analysis_words(walk: Walk) -> None:
    """Every word of an analysis: values of each kind, marks, the move list's lines and
    tooltips, a cell's value on hover, the forced win's steps and the progress."""
    proven = [
        PositionValue.proven_result(result, distance, source)
        for result in Result
        for distance in (None, 0, 7)
        for source in (Source.SOLVER, Source.THREATS)
    ]
    values = [*proven, PositionValue.estimate(0.42)]
    for number, value in enumerate(values):
        walk.add(f"analysis-value:{number}", analysis_words.value_words(value))
        walk.add(f"analysis-cell:{number}", analysis_words.cell_value_tip((2, 3), value))
    for mark in Mark:
        move = MoveAnalysis(3, (1, 1), 0, values[0], values[-1], mark, (2, 2))
        walk.add(f"analysis-mark:{mark}", analysis_words.mark_name(mark))
        walk.add(f"analysis-line:{mark}", analysis_words.move_line(3, "Red", move, (1, 1)))
        walk.add(f"analysis-tip:{mark}", analysis_words.move_tip(move, 3))
    sound = MoveAnalysis(3, (1, 1), 0, values[0], values[0], None, None)
    walk.add("analysis-line:sound", analysis_words.move_line(3, "Red", sound, (1, 1)))
    walk.add("analysis-tip:sound", analysis_words.move_tip(sound, 2))
    for step, reply in ((0, False), (1, False), (2, True), (5, False)):
        walk.add(f"analysis-win:{step}", analysis_words.win_step_words("Red", step, 5, reply))
        yours = analysis_words.win_step_words("You", step, 5, reply, you=True)
        walk.add(f"analysis-win-yours:{step}", yours)
    walk.add("analysis-progress", analysis_words.analysing_words(3, 9))


def walk_network_words(walk: Walk, window: MainWindow) -> None:
    """Every word of network play: refusals and closings, statuses, problems, offers, and the
    Join dialog as the window fills it in."""
    taken = Refusal(RefusalKind.TAKEN, (0, 0), player=0)
    for kind in NetRefusalKind:
        refusal = NetRefusal(kind, seat=1, what="draw", number=10, move=taken, versions=("1", "2"))
        walk.add(
            f"net-refusal:{kind.name}",
            window_words.rejection_text(HostRefusal(refusal), seat_names(window.session)),
        )
        walk.add(
            f"net-closed:{kind.name}", net_words.closed_text(refusal, seat_names(window.session))
        )
    for state in NetState:
        status = NetStatus(
            state, "Player 2", "192.0.2.1:4000", "ws://192.0.2.1:8765", ("Player 1",)
        )
        walk.add(f"net-status:{state.name}", net_words.status_text(status))
    for problem in LinkProblemKind:
        for code in ("", "ABCD2345"):
            where = "ws://192.0.2.1:8765" if code else "192.0.2.1:4000"
            walk.add(
                f"net-problem:{problem.name}:{code}",
                net_words.problem_text(LinkProblem(problem, where, code, 10)),
            )
    for what in ("undo", "draw", "rematch"):
        walk.add(f"net-offer:{what}", net_words.offer_question(what, "Player 2"))

    def read_join_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, JoinDialog):
            walk.add("JoinDialog/name", dialog.name.text())  # filled in with this seat's name
        close_dialogs(walk, "network-join")

    timer = QTimer()
    timer.timeout.connect(read_join_dialog)
    timer.start(50)
    window.network.join_dialog()
    timer.stop()


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
