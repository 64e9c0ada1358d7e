"""The terminal tools' language: gettext catalogues (`locale/LANG/LC_MESSAGES/hyperrow.mo`,
compiled by set-up from resources/translations/terminal/LANG.po), chosen by `--lang` or else by
the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them). English, the source
language, needs no catalogue."""

from __future__ import annotations

import argparse
import gettext
import locale
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "hyperrow"
LANGUAGES = ("en", "ja")
"""The languages hyperrow speaks, in the window and on the terminal (`--lang`); English is the
source language."""

_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def use_language(language: str | None = None) -> None:
    """Speak `language` ("ja", "en") from now on, or the system's language for None. A language
    without a catalogue falls back to English."""
    global _catalogue  # noqa: PLW0603 (one language for the process, as gettext.install has)
    languages = [language] if language else None
    _catalogue = gettext.translation(DOMAIN, LOCALE_DIR, languages=languages, fallback=True)


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """Add `--lang`, the language a command speaks, to `parser`."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help=_("the language: ja (Japanese) or en (English); default: the system's"),
    )


def asked_language(argv: Sequence[str]) -> str | None:
    """The language a `--lang ja` (or `--lang=ja`) in `argv` asks for, the last one given, found
    before the options are parsed; None if there is none, or it is not one of ours."""
    asked = None
    for at, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and at + 1 < len(argv):
            asked = argv[at + 1]
        elif arg.startswith("--lang="):
            asked = arg.partition("=")[2]
    return asked if asked in LANGUAGES else None


@contextmanager
def options_language(argv: Sequence[str]) -> Iterator[None]:
    """While the options are built and read, speak the language `--lang` in `argv` asks for,
    else the system's, argparse's own words included ("usage:", "options:", its errors), so
    that `--help` and option errors speak it. argparse looks its words up in gettext's global
    domain, which this points at the terminal tools' catalogue (the way Python's argparse
    how-to describes) and which reads the language from LANGUAGE at each look-up: a `--lang`
    is put there for the while, the system's setting put back after."""
    gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
    gettext.textdomain(DOMAIN)
    asked = asked_language(argv)
    use_language(asked)
    if asked is None:
        yield
        return
    system = os.environ.get("LANGUAGE")
    os.environ["LANGUAGE"] = asked
    try:
        yield
    finally:
        if system is None:
            del os.environ["LANGUAGE"]
        else:
            os.environ["LANGUAGE"] = system
        # The C library's messages (strerror) were looked up in `asked` too, and its gettext
        # keeps what it found until the locale changes: change it and put it back.
        messages = locale.setlocale(locale.LC_MESSAGES)
        locale.setlocale(locale.LC_MESSAGES, "C")
        locale.setlocale(locale.LC_MESSAGES, messages)


def _(text: str) -> str:
    """`text` in the language in use."""
    return _catalogue.gettext(text)


def N_(text: str) -> str:  # noqa: N802 (the gettext convention xgettext --keyword=N_ knows)
    """`text` itself, marked as a message: for tables of words translated with `_` where shown."""
    return text


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted text for `n`, in the language in use."""
    return _catalogue.ngettext(singular, plural, n)
