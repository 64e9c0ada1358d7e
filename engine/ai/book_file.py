"""The layout both kinds of book file share, the Connect Four book (engine.ai.solver.book) and the
strategy books (engine.ai.proof.strategy_book): a first line naming the format and its version,
a second line of JSON describing the data, then the data, zlib-compressed. Each kind checks what
its header and data say; this module writes the three parts and reads them back, refusing a file
of another format or version, a header that is no JSON or lacks a field, and data that does not
decompress.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

_Fields = TypeVar("_Fields")


@dataclass(frozen=True)
class BookFormat:
    """One kind of book file, as its refusals name it."""

    magic: str
    """The first line: the format and its version ("hyperrow-book 2")."""
    kind: str
    """What a refusal calls a file of this format ("hyperrow book")."""
    error: type[ValueError]
    """What a refusal raises."""
    found_label: str = ""
    """Written before the first line found, when a refusal quotes another version's."""

    def dumps(self, header: Mapping[str, object], data: bytes) -> bytes:
        """The file's bytes: the first line, `header` as JSON, then `data` compressed."""
        return f"{self.magic}\n{json.dumps(header)}\n".encode() + zlib.compress(data, 9)

    def loads(
        self, data: bytes, where: str, fields: Callable[[Any], _Fields]
    ) -> tuple[bytes, _Fields, bytes]:
        """The header line of the file `data` as found, what `fields` takes from its parsed JSON
        (a KeyError, TypeError or ValueError there refuses the file) and the decompressed
        data; raises `error` with a message starting with `where`."""
        try:
            magic, header_text, payload = data.split(b"\n", 2)
        except ValueError:
            raise self.error(f"{where}: not a {self.kind} (fewer than three parts)") from None
        if magic != self.magic.encode():
            raise self.error(
                f"{where}: not a {self.kind} of this version ({self.found_label}{magic[:40]!r})"
            )
        try:
            found = fields(json.loads(header_text))
            raw = zlib.decompress(payload)
        except (ValueError, KeyError, TypeError, zlib.error, UnicodeDecodeError) as error:
            raise self.error(f"{where}: damaged book ({error})") from None
        return header_text, found, raw
