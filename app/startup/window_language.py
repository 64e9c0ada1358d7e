"""Which language the window speaks, and loading it: `--lang`, else View → Language (the
setting), else the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as Qt reads them). Loads
hyperrow's own catalogue and Qt's (`qtbase_ja` for the standard dialogs' buttons) and, for
Japanese, a font that has the characters (Noto Sans CJK JP, which set-up installs)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from wording.language import LANGUAGES

TRANSLATIONS = Path(__file__).resolve().parents[1] / "translations"
"""Where set-up compiles resources/translations/hyperrow_LANG.ts to .qm (shipped in the wheel)."""
SYSTEM = "system"
JAPANESE_FONTS = ("Noto Sans CJK JP", "Noto Sans JP", "IPAGothic", "VL Gothic", "TakaoGothic")


def choose_locale(command_line: str | None, setting: str) -> QLocale:
    """The locale to speak: the `--lang` value, else the View → Language setting, else the
    system's."""
    for choice in (command_line, setting):
        if choice in LANGUAGES:
            return QLocale(choice)
    return QLocale.system()


def install(app: QApplication, locale: QLocale) -> list[QTranslator]:
    """Install Qt's and hyperrow's translations for `locale` where they exist and make it the
    default locale; returns the installed translators. A language hyperrow does not speak gets
    English, whose catalogue holds only its plural forms ("1 position")."""
    QLocale.setDefault(locale)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    installed = []
    for name, folder in (("qtbase", qt_folder), ("hyperrow", str(TRANSLATIONS))):
        translator = QTranslator(app)
        loaded = translator.load(locale, name, "_", folder)
        if not loaded and name == "hyperrow":
            loaded = translator.load(QLocale(QLocale.Language.English), name, "_", folder)
        if loaded:
            app.installTranslator(translator)
            installed.append(translator)
    if locale.language() == QLocale.Language.Japanese:
        use_japanese_font(app)
    return installed


def use_japanese_font(app: QApplication) -> str | None:
    """Prefer a Japanese font for the whole window, so kana and kanji draw in one design
    instead of boxes or a patchwork of fallbacks; returns the family, None if none is
    installed."""
    families = set(QFontDatabase.families())
    for family in JAPANESE_FONTS:
        if family in families:
            font = QFont(app.font())
            font.setFamilies([family, *app.font().families()])
            app.setFont(font)
            return family
    return None
