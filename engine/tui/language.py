"""The terminal tools' language: gettext catalogues (`locale/LANG/LC_MESSAGES/hyperrow.mo`,
compiled by set-up from resources/translations/terminal/LANG.po), chosen by `--lang` or else by
the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them). English, the source
language, needs no catalogue."""

from __future__ import annotations

import gettext
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "hyperrow"

_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def use_language(language: str | None = None) -> None:
    """Speak `language` ("ja", "en") from now on, or the system's language for None. A language
    without a catalogue falls back to English."""
    global _catalogue  # noqa: PLW0603 (one language for the process, as gettext.install has)
    languages = [language] if language else None
    _catalogue = gettext.translation(DOMAIN, LOCALE_DIR, languages=languages, fallback=True)


def speak_the_system_language() -> None:
    """Speak the system's language, argparse's own words included ("usage:", "options:", its
    error messages): argparse looks them up in gettext's global domain, which this points at the
    terminal tools' catalogue (the way Python's argparse how-to describes). Called before the
    options are read, so `--help` and option errors speak it; `--lang` applies after."""
    gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
    gettext.textdomain(DOMAIN)
    use_language(None)


def _(text: str) -> str:
    """`text` in the language in use."""
    return _catalogue.gettext(text)


def N_(text: str) -> str:  # noqa: N802 (the gettext convention xgettext --keyword=N_ knows)
    """`text` itself, marked as a message: for tables of words translated with `_` where shown."""
    return text


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted text for `n`, in the language in use."""
    return _catalogue.ngettext(singular, plural, n)
