"""The library's index: an SQLite database (WAL) of what each game file holds, that the files can
always rebuild. Tables:

- `rules`: each set of rules met, as the JSON of a game file's "rules" field, and its preset;
- `games`: one row per file: its id and name, its size and modification time (to see that a file
  changed without reading it), rules, seats, moves (count, and the cell indices, to add only the
  new positions when a game grows by a move), result, timestamps and whether it is analysed;
- `positions`: for each move of each game, the position before it (its key under the board's
  symmetries, engine.library.library_positions) and the move in the canonical orientation, indexed
  by (rules, key) for the opening explorer;
- `unreadable`: the files that are no game, so they are not read again until they change;
- `folder`: the games folder's modification time when the index was last level with it.

Every SQLite error is the caller's to handle (sqlite3.Error): the library sets a damaged index
aside and goes on in memory when it cannot write one."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC
from pathlib import Path
from typing import NamedTuple

import numpy as np

from engine.library.library_positions import cell_index, game_positions
from engine.record import GameRecord, rules_to_data
from engine.rules import Rules, preset_name

SCHEMA_VERSION = 1
TABLES = ("positions", "games", "rules", "unreadable", "folder")
"""The index's tables, those that refer to others first."""

_SCHEMA = """
CREATE TABLE rules (
    num INTEGER PRIMARY KEY,
    data TEXT NOT NULL UNIQUE,
    preset TEXT
);
CREATE TABLE games (
    num INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    file TEXT NOT NULL UNIQUE,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    rules INTEGER NOT NULL REFERENCES rules(num),
    players TEXT NOT NULL,
    moves INTEGER NOT NULL,
    cells BLOB NOT NULL,
    winners TEXT,
    created TEXT NOT NULL,
    saved TEXT NOT NULL,
    analysed INTEGER NOT NULL
);
CREATE INDEX games_by_created ON games(created DESC, id DESC);
CREATE TABLE positions (
    game INTEGER NOT NULL REFERENCES games(num) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    rules INTEGER NOT NULL,
    key INTEGER NOT NULL,
    move INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
CREATE INDEX positions_by_key ON positions(rules, key, move, game);
CREATE TABLE folder (
    mtime_ns INTEGER
);
CREATE TABLE unreadable (
    file TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    detail TEXT NOT NULL
);
"""


class Stamp(NamedTuple):
    """What tells a file's version without reading it: its size and modification time (a
    tuple: ten thousand of them are made and compared at each look at the folder)."""

    size: int
    mtime_ns: int


@dataclass(frozen=True)
class GameRow:
    """One row of `games` as stored (the library turns it into a LibraryEntry)."""

    game_id: str
    file: str
    rules: str
    preset: str | None
    players: str
    moves: int
    winners: str | None
    created: str
    saved: str
    analysed: bool


@dataclass(frozen=True)
class MoveCount:
    """How often a canonical `move` was played from a position, by the result of its game:
    `winners` as stored (None: the game goes on, "": a draw)."""

    move: int
    winners: str | None
    games: int


def rules_text(rules: Rules) -> str:
    """The rules as the index keeps them: a game file's "rules" field in canonical JSON."""
    return json.dumps(rules_to_data(rules), sort_keys=True, separators=(",", ":"))


def winners_text(winners: Sequence[int] | None) -> str | None:
    """The result as the index keeps it: the winning seats joined by commas ("" for a draw),
    None for a game that goes on."""
    return None if winners is None else ",".join(map(str, winners))


def _winners(record: GameRecord) -> tuple[int, ...] | None:
    """The winners of a game over off the board (resigned, a draw agreed); None while it goes
    on."""
    return None if record.ending is None else record.ending.winners(record.rules.players)


class LibraryIndex:
    """One connection to the index at `path` (":memory:" for one that lives this session only).
    Raises sqlite3.Error when the database cannot be opened or is no index."""

    def __init__(self, path: Path | str) -> None:
        self.path = path
        self.db = sqlite3.connect(path, timeout=5, isolation_level=None)
        try:
            self._prepare()
        except BaseException:
            self.db.close()
            raise

    def _prepare(self) -> None:
        db = self.db
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        # Reading the tables' names proves the file a database: another kind of file fails here.
        tables = {
            name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        if version == SCHEMA_VERSION and tables >= set(TABLES):
            return
        # Another version's index (or none): made again, from the files.
        with self.transaction():
            for name in TABLES:
                if name in tables:
                    db.execute(f"DROP TABLE {name}")
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def close(self) -> None:
        """Close the connection."""
        self.db.close()

    def transaction(self) -> _Transaction:
        """A context in which the statements run as one transaction."""
        return _Transaction(self.db)

    # -- files ------------------------------------------------------------------------------

    def stamps(self) -> dict[str, Stamp]:
        """Every file the index knows (games and unreadable files) by name, with its stamp."""
        rows = self.db.execute(
            "SELECT file, size, mtime_ns FROM games UNION ALL "
            "SELECT file, size, mtime_ns FROM unreadable"
        ).fetchall()
        return {file: Stamp(size, mtime) for file, size, mtime in rows}

    def folder_stamp(self) -> int | None:
        """The modification time of the games folder when the index was last level with it
        (None: not known)."""
        row = self.db.execute("SELECT mtime_ns FROM folder").fetchone()
        return None if row is None else row[0]

    def set_folder_stamp(self, mtime_ns: int | None) -> None:
        """Note that the index is level with the games folder as of its time `mtime_ns`."""
        self.db.execute("DELETE FROM folder")
        self.db.execute("INSERT INTO folder VALUES (?)", (mtime_ns,))

    def forget(self, files: Iterable[str]) -> None:
        """Drop the files named `files` (gone from the folder) from the index."""
        for file in files:
            self.db.execute("DELETE FROM games WHERE file = ?", (file,))
            self.db.execute("DELETE FROM unreadable WHERE file = ?", (file,))

    def put_unreadable(self, file: str, stamp: Stamp, detail: str) -> None:
        """Note that `file` (as of `stamp`) is no game, for `detail`."""
        self.db.execute("DELETE FROM games WHERE file = ?", (file,))
        self.db.execute(
            "INSERT OR REPLACE INTO unreadable VALUES (?, ?, ?, ?)",
            (file, stamp.size, stamp.mtime_ns, detail),
        )

    def unreadable(self) -> list[tuple[str, str]]:
        """The files that are no game, by name, each with what is wrong with it."""
        return self.db.execute("SELECT file, detail FROM unreadable ORDER BY file").fetchall()

    def clear(self) -> None:
        """Forget everything (before a rebuild)."""
        for table in TABLES:
            self.db.execute(f"DELETE FROM {table}")

    # -- games ------------------------------------------------------------------------------

    def _rules_number(self, rules: Rules) -> int:
        text = rules_text(rules)
        row = self.db.execute("SELECT num FROM rules WHERE data = ?", (text,)).fetchone()
        if row is not None:
            return int(row[0])
        cursor = self.db.execute(
            "INSERT INTO rules (data, preset) VALUES (?, ?)", (text, preset_name(rules))
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def rules_number(self, rules: Rules) -> int | None:
        """The number the index gives `rules`, None when no game of them is kept."""
        row = self.db.execute("SELECT num FROM rules WHERE data = ?", (rules_text(rules),))
        found = row.fetchone()
        return None if found is None else int(found[0])

    def put_game(self, game_id: str, file: str, stamp: Stamp, record: GameRecord) -> None:
        """Index the game `record` kept in `file` under `game_id`, adding only the positions its
        row lacks when it is the same game grown by some moves."""
        db = self.db
        game = record.game
        rules = record.rules
        rules_num = self._rules_number(rules)
        cells = [cell_index(cell, rules.shape) for cell in game.moves]
        blob = np.asarray(cells, dtype="<u4").tobytes()
        outcome = game.outcome()
        players = json.dumps(
            [{"name": p.name, "kind": str(p.kind), "level": p.level} for p in record.players],
            ensure_ascii=False,
        )
        row = db.execute(
            "SELECT num, rules, cells FROM games WHERE id = ? OR file = ?", (game_id, file)
        ).fetchall()
        keep = 0
        if len(row) == 1 and row[0][1] == rules_num:
            num, _, old = row[0]
            old_cells = np.frombuffer(old, dtype="<u4")
            new_cells = np.frombuffer(blob, dtype="<u4")
            common = min(len(old_cells), len(new_cells))
            differ = np.flatnonzero(old_cells[:common] != new_cells[:common])
            keep = int(differ[0]) if len(differ) else common
            db.execute("DELETE FROM positions WHERE game = ? AND ply >= ?", (num, keep))
        else:
            for num, _, _ in row:
                db.execute("DELETE FROM games WHERE num = ?", (num,))
        db.execute("DELETE FROM unreadable WHERE file = ?", (file,))
        values = (
            game_id,
            file,
            stamp.size,
            stamp.mtime_ns,
            rules_num,
            players,
            game.ply,
            blob,
            winners_text(_winners(record) if outcome is None else outcome.winners),
            # In UTC, so that the text sorts as the times do whatever offset a file was saved with.
            record.created.astimezone(UTC).isoformat(),
            record.saved.astimezone(UTC).isoformat(),
            int(record.analysis is not None),
        )
        num = db.execute(
            "INSERT INTO games (id, file, size, mtime_ns, rules, players, moves, cells, winners, "
            "created, saved, analysed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET file = excluded.file, size = excluded.size, "
            "mtime_ns = excluded.mtime_ns, rules = excluded.rules, players = excluded.players, "
            "moves = excluded.moves, cells = excluded.cells, winners = excluded.winners, "
            "created = excluded.created, saved = excluded.saved, analysed = excluded.analysed "
            "RETURNING num",
            values,
        ).fetchone()[0]
        if keep < len(cells):
            positions = game_positions(rules, cells)
            db.executemany(
                "INSERT INTO positions VALUES (?, ?, ?, ?, ?)",
                (
                    (num, ply, rules_num, positions.keys[ply], positions.moves[ply])
                    for ply in range(keep, len(cells))
                ),
            )

    def drop_game(self, game_id: str) -> bool:
        """Drop the game `game_id`; False when there was none."""
        cursor = self.db.execute("DELETE FROM games WHERE id = ?", (game_id,))
        return cursor.rowcount > 0

    def game_rows(self, rules: Rules | None = None, finished: bool | None = None) -> list[GameRow]:
        """The games, newest first, only those of `rules` or only those finished (True) or
        going on (False) when asked."""
        where = []
        values: list[object] = []
        if rules is not None:
            where.append("r.data = ?")
            values.append(rules_text(rules))
        if finished is not None:
            where.append("g.winners IS NOT NULL" if finished else "g.winners IS NULL")
        condition = f"WHERE {' AND '.join(where)}" if where else ""
        rows = self.db.execute(
            "SELECT g.id, g.file, r.data, r.preset, g.players, g.moves, g.winners, g.created, "
            f"g.saved, g.analysed FROM games g JOIN rules r ON r.num = g.rules {condition} "
            "ORDER BY g.created DESC, g.id DESC",
            values,
        ).fetchall()
        return [
            GameRow(
                game_id, file, data, preset, players, moves, winners, created, saved, bool(done)
            )
            for game_id, file, data, preset, players, moves, winners, created, saved, done in rows
        ]

    def move_counts(self, rules_num: int, key: int) -> list[MoveCount]:
        """The moves played from the position `key` of the rules `rules_num`, by result."""
        rows = self.db.execute(
            "SELECT p.move, g.winners, count(*) FROM positions p JOIN games g ON g.num = p.game "
            "WHERE p.rules = ? AND p.key = ? GROUP BY p.move, g.winners",
            (rules_num, key),
        ).fetchall()
        return [MoveCount(move, winners, count) for move, winners, count in rows]


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK when the block raises."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        if kind is None:
            self.db.execute("COMMIT")
        elif self.db.in_transaction:
            self.db.execute("ROLLBACK")
