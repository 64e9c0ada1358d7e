"""The wire format of network play: JSON objects, one per line, UTF-8.

Every message is an object with a "type"; fields a reader does not know are ignored, so a newer
minor version can add some. The greeting of each side carries `PROTOCOL` as "MAJOR.MINOR"; a peer
of another major version is refused (`net_refusal.version_refusal`).

`LineReader` turns the bytes of a stream into complete lines: a read may hold half a message or a
thousand of them, and a line longer than `MAX_LINE` is refused before it is kept in memory.
"""

from __future__ import annotations

import json
from typing import Any

PROTOCOL = "1.2"
"""The protocol version this hyperrow speaks, "MAJOR.MINOR" (1.1: refusals as data, `why` and
`values`, beside the English `reason`; 1.2: chat lines, "chat" and "said", and clocks, a "clock"
in the game's state and moves, a "clock" message when it starts, and a game ended "on time")."""
MAX_LINE = 1 << 20
"""The longest line a peer may send (1 MiB); the largest game's full state is far below it."""

Message = dict[str, Any]


class ProtocolError(ValueError):
    """A peer sent something that is not a message of this protocol; the text says what."""


def encode(message: Message) -> bytes:
    """`message` as one line of UTF-8 JSON, newline included."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def decode(line: bytes) -> Message:
    """The message in one `line` (without its newline); raises ProtocolError saying what is
    wrong: not UTF-8, not JSON, not an object, no "type"."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ProtocolError(
            f"not UTF-8 text: byte 0x{line[error.start]:02x} at offset {error.start}"
        ) from None
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError(f"not JSON: {_short(error)}") from None
    if not isinstance(data, dict):
        raise ProtocolError(f"expected a JSON object, got {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError('the message has no "type"')
    return data


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def _short(error: Exception) -> str:
    text = str(error)
    return text if len(text) <= 120 else text[:117] + "..."


def clip(value: object, limit: int = 40) -> str:
    """`value` as text of at most `limit` characters, to quote a peer's input in a message."""
    text = str(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def major(version: object) -> int | None:
    """The major number of a "MAJOR.MINOR" `version`, or None when it is not one."""
    if not isinstance(version, str):
        return None
    head, _, _ = version.partition(".")
    return int(head) if head.isdigit() and len(head) < 6 else None


class LineTooLong(ProtocolError):
    """A peer sent more than `MAX_LINE` bytes without a line end. `lines` holds the complete
    lines that came before it in the same read, so they are not lost."""

    def __init__(self, limit: int, lines: list[bytes]) -> None:
        super().__init__(f"a line longer than {limit:,} bytes")
        self.limit = limit
        self.lines = lines


class LineReader:
    """Complete lines out of a byte stream: `feed` takes any chunk and returns the lines it
    completed; the rest waits for the next chunk."""

    def __init__(self, max_line: int = MAX_LINE) -> None:
        self.max_line = max_line
        self._buffer = bytearray()

    @property
    def pending(self) -> int:
        """Bytes held of a line not yet complete."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[bytes]:
        """The lines `data` completes, without their line ends (a "\\r" before "\\n" is dropped
        too); raises LineTooLong once a line passes `max_line` bytes, and keeps nothing of it."""
        lines: list[bytes] = []
        start = 0
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                break
            if len(self._buffer) + end - start > self.max_line:
                self._buffer.clear()
                raise LineTooLong(self.max_line, lines)
            self._buffer += data[start:end]
            line = bytes(self._buffer)
            self._buffer.clear()
            lines.append(line[:-1] if line.endswith(b"\r") else line)
            start = end + 1
        if len(self._buffer) + len(data) - start > self.max_line:
            self._buffer.clear()
            raise LineTooLong(self.max_line, lines)
        self._buffer += data[start:]
        return lines
