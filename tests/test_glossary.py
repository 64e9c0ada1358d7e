"""Both Japanese catalogues (the window's and the terminal's) speak with one word for each concept,
as resources/translations/glossary.tsv lists them, and write their punctuation one way."""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.etree import ElementTree

import pytest

from tests.support.paths import ROOT

TRANSLATIONS = ROOT / "resources" / "translations"
NOTHING = "-"


@dataclass(frozen=True)
class Entry:
    concept: str
    english: re.Pattern[str] | None
    japanese: str | None
    avoid: tuple[str, ...]
    avoid_here: tuple[str, ...]


@dataclass(frozen=True)
class Message:
    catalogue: str
    source: str
    translation: str


def words(cell: str) -> tuple[str, ...]:
    return () if cell == NOTHING else tuple(cell.split("|"))


def glossary() -> list[Entry]:
    lines = (TRANSLATIONS / "glossary.tsv").read_text(encoding="utf-8").splitlines()
    rows = [line.split("\t") for line in lines if line and not line.startswith("#")]
    assert rows[0] == ["concept", "english", "japanese", "avoid", "here"]
    entries = []
    for concept, english, japanese, avoid, here in rows[1:]:
        entries.append(
            Entry(
                concept,
                None if english == NOTHING else re.compile(english, re.IGNORECASE),
                None if japanese == NOTHING else japanese,
                words(avoid),
                words(here),
            )
        )
    return entries


def window_messages() -> list[Message]:
    root = ElementTree.parse(TRANSLATIONS / "hyperrow_ja.ts").getroot()
    found = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        forms = [form.text or "" for form in translation.iter("numerusform")]
        for text in forms or [translation.text or ""]:
            found.append(Message("hyperrow_ja.ts", source, text))
    return found


def _po_string(block: str, keyword: str) -> list[str]:
    """The strings after `keyword` (msgid, msgid_plural, msgstr, msgstr[n]) in one entry."""
    pattern = rf'^{keyword}(?:\[\d\])? ((?:".*"\n?)+)'
    return [
        "".join(re.findall(r'"(.*)"', part)).replace('\\"', '"').replace("\\n", "\n")
        for part in re.findall(pattern, block, flags=re.MULTILINE)
    ]


def terminal_messages() -> list[Message]:
    text = (TRANSLATIONS / "terminal" / "ja.po").read_text(encoding="utf-8")
    found = []
    for block in text.split("\n\n"):
        sources = _po_string(block, "msgid")
        if not sources or not sources[0]:
            continue  # the header
        for translation in _po_string(block, "msgstr"):
            found.append(Message("terminal/ja.po", sources[0], translation))
    return found


MESSAGES = window_messages() + terminal_messages()
ENTRIES = glossary()


def test_both_catalogues_are_read() -> None:
    counts = {
        name: sum(m.catalogue == name for m in MESSAGES)
        for name in ("hyperrow_ja.ts", "terminal/ja.po")
    }
    assert min(counts.values()) > 300, counts
    assert len(ENTRIES) >= 15


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.concept.split(" (")[0])
def test_no_translation_uses_a_word_the_glossary_puts_aside(entry: Entry) -> None:
    found = [
        (m.source, m.translation) for m in MESSAGES for word in entry.avoid if word in m.translation
    ]
    assert found == [], f"{entry.concept}: use {entry.japanese}"


@pytest.mark.parametrize(
    "entry", [e for e in ENTRIES if e.english is not None], ids=lambda e: e.concept.split(" (")[0]
)
def test_texts_about_a_concept_use_the_glossarys_word(entry: Entry) -> None:
    assert entry.english is not None
    about = [m for m in MESSAGES if entry.english.search(m.source)]
    assert about, f"no English text speaks of {entry.concept}: the glossary's pattern is stale"
    missing = [
        (m.source, m.translation)
        for m in about
        if entry.japanese is not None and entry.japanese not in m.translation
    ]
    wrong = [
        (m.source, m.translation) for m in about for w in entry.avoid_here if w in m.translation
    ]
    assert missing == [], f"{entry.concept}: say {entry.japanese}"
    assert wrong == [], f"{entry.concept}: not {entry.avoid_here}"


# A placeholder of either catalogue: Qt's %1 and %n, gettext's {name} (with !r or !s).
_PLACEHOLDER = r"(?:%\d|%n|\{\w+(?:![rs])?\})"
_PARTICLE = "がをにのはとでへも"
_KANA_OR_KANJI = "\u3040-\u30ff\u4e00-\u9fff"
PUNCTUATION_RULES = {
    "an ASCII question mark, as everywhere else": r"？",
    "an ASCII colon and parentheses, as everywhere else": r"[：（）]",
    "an ellipsis character, not three dots": r"\.\.\.",
    "a space between a placeholder and the particle after it": rf"{_PLACEHOLDER}[{_PARTICLE}]",
    "a space between a particle and the placeholder after it": rf"[{_PARTICLE}]{_PLACEHOLDER}",
    "a space before a parenthesis after Japanese": rf"[{_KANA_OR_KANJI}]\((?!&)",
}


WORD_PLACEHOLDERS = {"Untitled %1"}
"""Messages whose placeholder is a word of a name rather than a value set off by spaces: the
window's title 「無題の立体四目並べ」, where a space read as a stray one."""


@pytest.mark.parametrize("rule", PUNCTUATION_RULES)
def test_punctuation_and_spacing_are_written_one_way(rule: str) -> None:
    pattern = re.compile(PUNCTUATION_RULES[rule])
    spaced = "placeholder" in rule
    found = [
        m.translation
        for m in MESSAGES
        if pattern.search(m.translation) and not (spaced and m.source in WORD_PLACEHOLDERS)
    ]
    assert found == [], rule


def test_the_rules_find_what_they_are_for() -> None:
    broken = {
        "an ASCII question mark, as everywhere else": "保存しますか？",
        "an ASCII colon and parentheses, as everywhere else": "解析中：3 手（推定）",
        "an ellipsis character, not three dots": "探しています...",
        "a space between a placeholder and the particle after it": "{seat}が考えています",
        "a space between a particle and the placeholder after it": "整数のはずが%1です",
        "a space before a parenthesis after Japanese": "表示(Ctrl+T)",
    }
    assert broken.keys() == PUNCTUATION_RULES.keys()
    for rule, text in broken.items():
        assert re.search(PUNCTUATION_RULES[rule], text), rule
    assert not re.search(
        PUNCTUATION_RULES["a space before a parenthesis after Japanese"],
        "リーチを表示(&H)",
    )
