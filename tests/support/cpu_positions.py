"""Hand-made positions for the CPU tests, told as move lists, and an oracle that reads wins off
the public API (lines, stones, scores) independently of the CPU's own bookkeeping."""

from __future__ import annotations

from dataclasses import replace

from engine import PRESETS, Cell, Game, parse_cell


def position(preset: str, moves: str, players: int | None = None) -> Game:
    """The game of `preset` after `moves` (space-separated cells in notation)."""
    rules = PRESETS[preset]
    if players is not None:
        rules = replace(rules, players=players)
    game = Game(rules)
    for text in moves.split():
        game.play(parse_cell(text, rules))
    return game


def winning_cells(game: Game, player: int) -> set[Cell]:
    """Legal cells where a stone of `player` would win the game at once (complete the line, or
    the lines still missing to reach the target), whoever is to move."""
    rules = game.rules
    need = rules.target - game.scores[player]
    legal = set(game.legal_moves())
    completing: dict[Cell, int] = {}
    for line in rules.lines:
        stones = [game.stone_at(c) for c in line]
        empty = [c for c, s in zip(line, stones, strict=True) if s is None]
        if len(empty) == 1 and stones.count(player) == rules.k - 1 and empty[0] in legal:
            completing[empty[0]] = completing.get(empty[0], 0) + 1
    return {c for c, n in completing.items() if n >= need}


def snapshot(game: Game) -> tuple[object, ...]:
    """Everything observable about a game, to check that nothing changed it."""
    return (
        game.moves,
        game.redo_moves,
        game.hash,
        tuple(game.line_sums),
        tuple(game.board),
        game.scores,
        game.to_move,
    )


# The side to move can win at once (and in most, the other side threatens too, so it has to see
# that winning comes before blocking).
WIN_IN_ONE = {
    "tic-tac-toe": "1,1 1,3 2,1 2,3",
    "connect-four": "1,1 1,2 2,1 2,2 3,1 3,2",
    "gomoku": "8,8 8,9 9,8 9,9 10,8 10,9 11,8 11,9",
    "cube-3": "1,1,1 1,3,3 2,1,1 2,3,3",
    "qubic": "1,1,1 1,4,4 2,1,1 2,4,4 3,1,1 3,4,4",
    "score-four": "1,1,1 1,4,1 2,1,1 2,4,1 3,1,1 3,4,1",
    "four-d": "1,1,1,1 1,4,4,4 2,1,1,1 2,4,4,4 3,1,1,1 3,4,4,4",
    # Player 1 has 6 lines; 1,1,3,1 completes three more, the nine that win.
    "tesseract": (
        "1,2,3,3 3,3,1,3 1,1,3,3 2,1,3,2 1,2,3,2 3,2,2,3 3,1,3,3 3,2,2,1 2,3,3,3 2,1,1,3 "
        "1,2,2,2 3,3,1,2 1,1,2,1 3,1,2,2 3,2,2,2 1,1,1,1 3,3,1,1 1,3,2,3 3,1,2,1 3,2,1,3 "
        "1,3,1,3 2,3,2,1 1,2,1,1 2,1,2,1 1,1,1,3 1,1,2,2 1,1,2,3 3,1,3,2 2,3,3,1 1,1,1,2 "
        "2,2,2,3 3,3,2,1 1,3,3,3 2,3,1,2 1,1,3,2 3,1,2,3 2,1,2,2 2,3,3,2"
    ),
}

# The side to move cannot win at once, and the other side threatens to win at one cell.
BLOCK_ONE = {
    "tic-tac-toe": "1,1 2,2 1,2",
    "connect-four": "1,1 7,1 2,1 7,2 3,1",
    "gomoku": "8,8 7,8 9,8 1,1 10,8 1,15 11,8",
    "cube-3": "1,1,1 3,3,1 2,1,1",
    "qubic": "1,1,1 4,4,1 2,1,1 4,4,2 3,1,1",
    "score-four": "1,1,1 4,4,1 2,1,1 4,4,2 3,1,1",
    "four-d": "1,1,1,1 4,4,1,1 2,1,1,1 4,4,2,1 3,1,1,1",
    # The tesseract game above, one move earlier: player 2 must take 1,1,3,1 first.
    "tesseract": WIN_IN_ONE["tesseract"].rsplit(" ", 1)[0],
}

# Nobody threatens anything yet, and the side to move can win in two moves (a double threat).
WIN_IN_TWO = {
    "tic-tac-toe": "3,1 3,2 1,1 2,1",
    "connect-four": "5,1 5,2 1,1 2,1 1,2 5,3 6,1 2,2",
    "gomoku": "5,12 15,6 4,12 7,10 7,12 13,15",
    "cube-3": "2,1,1 1,2,1 3,3,2 1,1,3",
    "qubic": "3,2,2 2,2,1 3,1,1 4,2,2 2,3,3 3,3,3 2,4,2 1,3,3 1,1,1 4,3,4",
    "score-four": "4,4,1 4,2,1 2,1,1 4,4,2 1,3,1 2,1,2 3,4,1 4,2,2 1,2,1 4,3,1",
    "four-d": ("2,3,2,2 2,4,4,2 4,3,1,4 2,4,3,2 2,1,1,4 3,1,2,4 2,3,3,2 1,3,1,2 3,3,1,3 3,1,2,2"),
}

_QUBIC_FORK_COMING = "1,2,4 4,2,1 4,4,1 3,2,1 4,4,3 1,1,1 1,2,3 4,1,3 4,3,4 2,4,1 4,1,4"

# Nobody threatens anything yet, but the other side could make a double threat next move.
FORK_COMING = {
    "tic-tac-toe": "2,1 1,2 3,2 2,3 1,3",
    "connect-four": "4,1 7,1 3,1 7,2 3,2 7,3 4,2 4,3 7,4",
    "gomoku": "7,8 1,1 8,8 1,15 9,8",
    "cube-3": "3,2,3 3,2,2 2,2,1 1,2,1 1,2,2",
    "qubic": _QUBIC_FORK_COMING,
    "score-four": "3,1,1 3,3,1 3,3,2 3,4,1 1,3,1 3,3,3 1,2,1 1,2,2 3,1,2 2,2,1 2,1,1",
    # The Qubic position in the hyperplane w = 1: lines leaving it hold one of its cells only.
    "four-d": " ".join(f"{cell},1" for cell in _QUBIC_FORK_COMING.split()),
}
