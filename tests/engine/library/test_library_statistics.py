"""The record of your games worked out from the library: the rows engine.scoreboard counts
game by game, where a CPU's win is a loss at this computer only for a person who sat at a
losing seat."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine import PRESETS, Game, Rules, record
from engine.library import GameLibrary, library_scoreboard
from engine.players import PlayerInfo, SeatKind
from engine.record.ending import Ending
from engine.scoreboard import NETWORK, PEOPLE_HERE, Opponent, Row, Scoreboard, Tally

ME = PlayerInfo("Me")
BO = PlayerInfo("Bo")
ANN = PlayerInfo("Ann", SeatKind.REMOTE)
HARD = PlayerInfo("CPU", SeatKind.CPU, "hard")
EASY = PlayerInfo("CPU", SeatKind.CPU, "easy")
BEGUN = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)

# Tic-tac-toe: the first player takes the left column; the second the middle row; a draw.
FIRST_WINS = ((0, 0), (1, 1), (0, 1), (2, 2), (0, 2))
SECOND_WINS = ((0, 0), (1, 0), (2, 2), (1, 1), (2, 0), (1, 2))
DRAW = ((1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0))

# Four by four, three in a row, three players: the second seat takes x = 3 from y = 3 down.
CPU_WINS_OF_THREE = ((0, 0), (3, 3), (0, 3), (1, 0), (3, 2), (1, 3), (0, 2), (3, 1))


def played(rules: Rules, moves: tuple[tuple[int, ...], ...]) -> Game:
    game = Game(rules)
    for cell in moves:
        game.play(cell)
    return game


def test_the_library_gives_the_rows_the_scoreboard_counts(tmp_path: Path) -> None:
    tic = PRESETS["tic-tac-toe"]
    three = Rules((4, 4), 3, players=3)
    games = [
        (played(tic, FIRST_WINS), (ME, HARD)),
        (played(tic, SECOND_WINS), (ME, HARD)),
        (played(tic, SECOND_WINS), (HARD, ME)),
        (played(tic, DRAW), (ME, EASY)),
        (played(tic, FIRST_WINS), (HARD, EASY)),  # CPUs only: nobody's
        (played(tic, SECOND_WINS), (BO, ME)),  # people here: Bo lost, the first person
        (played(tic, FIRST_WINS), (ANN, ME)),  # over the network: lost
        (played(tic, FIRST_WINS[:3]), (ME, HARD)),  # going on: not counted
        # Three players, a CPU wins: the person at a losing seat lost, to the CPU (not to the
        # other person here, who lost too).
        (played(three, CPU_WINS_OF_THREE), (ME, HARD, BO)),
    ]
    direct = Scoreboard()
    with GameLibrary(tmp_path) as library:
        for number, (game, seats) in enumerate(games):
            created = BEGUN + timedelta(minutes=number)
            kept = library.keep(record.dumps(game, seats, created=created))
            outcome = game.outcome()
            if outcome is not None:
                direct.count(kept.game_id, game.rules, seats, outcome.winners)
        board = library_scoreboard(library.games())
    assert board.rows() == direct.rows()
    assert board.rows(("easy", "hard")) == [
        Row("tic-tac-toe", Opponent(level="easy"), Tally(draws=1)),
        Row("tic-tac-toe", Opponent(level="hard"), Tally(wins=2, losses=1)),
        Row("tic-tac-toe", Opponent(people=PEOPLE_HERE), Tally(losses=1)),
        Row("tic-tac-toe", Opponent(people=NETWORK), Tally(losses=1)),
        Row("custom", Opponent(level="hard"), Tally(losses=1)),
    ]


def test_games_before_the_statistics_were_cleared_are_left_out(tmp_path: Path) -> None:
    tic = PRESETS["tic-tac-toe"]
    with GameLibrary(tmp_path) as library:
        library.keep(record.dumps(played(tic, FIRST_WINS), (ME, HARD), created=BEGUN))
        later = BEGUN + timedelta(days=1)
        library.keep(record.dumps(played(tic, SECOND_WINS), (ME, HARD), created=later))
        board = library_scoreboard(library.games(), since=BEGUN + timedelta(hours=1))
    assert board.rows() == [Row("tic-tac-toe", Opponent(level="hard"), Tally(losses=1))]


def test_a_resigned_game_and_an_agreed_draw_count_from_the_library(tmp_path: Path) -> None:
    tic = PRESETS["tic-tac-toe"]
    with GameLibrary(tmp_path) as library:
        for number, ending in enumerate((Ending.resigned(0), Ending.draw_agreed())):
            game = played(tic, FIRST_WINS[:2])
            created = BEGUN + timedelta(minutes=number)
            library.keep(record.dumps(game, (ME, HARD), created=created, ending=ending))
        board = library_scoreboard(library.games())
    assert board.rows(("hard",)) == [
        Row("tic-tac-toe", Opponent(level="hard"), Tally(draws=1, losses=1))
    ]
