"""Compile a gettext .po catalogue to the .mo file Python's `gettext` reads: a small stdlib
equivalent of GNU msgfmt (CPython ships Tools/i18n/msgfmt.py only in its source tree).

    python scripts/msgfmt.py IN.po OUT.mo

Handles what hyperrow's catalogues use: comments, msgctxt, msgid, msgid_plural, msgstr and
msgstr[N], strings continued over several lines, C escapes. Entries without a translation and
fuzzy ones are left out, as msgfmt does."""

from __future__ import annotations

import ast
import struct
import sys
from pathlib import Path

MAGIC = 0x950412DE


class PoError(ValueError):
    """A line of the .po file that cannot be read; the message names the file and line."""


def parse_po(text: str, name: str = "<po>") -> dict[str, str]:
    """The catalogue as {msgid: msgstr}, plural ids and forms joined by NUL as in .mo files."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    current: str | None = None
    fuzzy = False

    def finish() -> None:
        nonlocal fields, current, fuzzy
        if "msgid" in fields:
            key = fields["msgid"]
            if "msgid_plural" in fields:
                key += "\0" + fields["msgid_plural"]
                forms = sorted(k for k in fields if k.startswith("msgstr["))
                value = "\0".join(fields[k] for k in forms)
            else:
                value = fields.get("msgstr", "")
            if "msgctxt" in fields:
                key = fields["msgctxt"] + "\x04" + key
            if value.replace("\0", "") and (not fuzzy or not key):
                entries[key] = value
        fields, current, fuzzy = {}, None, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("#,") and "fuzzy" in line:
            if current is not None and current.startswith("msgstr"):
                finish()
            fuzzy = True
            continue
        if not line or line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if current is None:
                raise PoError(f"{name}:{number}: a string continues nothing")
            fields[current] += _string(line, name, number)
            continue
        if keyword in ("msgctxt", "msgid") and current is not None and current.startswith("msgstr"):
            finish()
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not (
            keyword.startswith("msgstr[") and keyword.endswith("]")
        ):
            raise PoError(f"{name}:{number}: {keyword!r} is not a .po keyword")
        current = keyword
        fields[keyword] = _string(rest.strip(), name, number)
    finish()
    return entries


def _string(literal: str, name: str, number: int) -> str:
    if not (len(literal) >= 2 and literal[0] == '"' and literal[-1] == '"'):
        raise PoError(f"{name}:{number}: expected a string in double quotes, got {literal!r}")
    try:
        value = ast.literal_eval(literal)
    except (ValueError, SyntaxError) as error:
        raise PoError(f"{name}:{number}: {error}") from None
    assert isinstance(value, str)
    return value


def mo_bytes(entries: dict[str, str]) -> bytes:
    """The .mo file of `entries`: header, the two tables of (length, offset), then the strings;
    keys sorted so that gettext may search them."""
    keys = sorted(entries)
    ids = b""
    strs = b""
    offsets = []
    for key in keys:
        encoded_key, encoded_value = key.encode("utf-8"), entries[key].encode("utf-8")
        offsets.append((len(ids), len(encoded_key), len(strs), len(encoded_value)))
        ids += encoded_key + b"\0"
        strs += encoded_value + b"\0"
    count = len(keys)
    key_table = 7 * 4
    value_table = key_table + count * 8
    ids_start = value_table + count * 8
    strs_start = ids_start + len(ids)
    key_entries: list[int] = []
    value_entries: list[int] = []
    for id_offset, id_length, str_offset, str_length in offsets:
        key_entries += [id_length, ids_start + id_offset]
        value_entries += [str_length, strs_start + str_offset]
    header = struct.pack("Iiiiiii", MAGIC, 0, count, key_table, value_table, 0, 0)
    tables = struct.pack(f"{len(key_entries)}i", *key_entries)
    tables += struct.pack(f"{len(value_entries)}i", *value_entries)
    return header + tables + ids + strs


def compile_po(source: Path, target: Path) -> int:
    """Compile `source` to `target`; returns the number of translated messages."""
    entries = parse_po(source.read_text(encoding="utf-8"), str(source))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(mo_bytes(entries))
    return len(entries)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python scripts/msgfmt.py IN.po OUT.mo", file=sys.stderr)
        return 2
    try:
        compile_po(Path(argv[0]), Path(argv[1]))
    except (OSError, PoError) as error:
        print(f"msgfmt: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
