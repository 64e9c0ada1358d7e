"""Seats over the network: a returning player takes its seat back with its token (and only it),
spectators watch, offers are accepted or declined, resigning is at once, and a three-player
tesseract game mixes a local, a remote and a CPU seat."""

from __future__ import annotations

from engine import PRESETS, Game, ai
from engine.net import HostSession, JoinSession, NetRefusal, NetRefusalKind, encode
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import X_WINS, Net, kinds, play_alternately, two_seats


def test_a_player_takes_its_seat_back_with_its_token_and_nobody_else_can() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:2])
    net.drop(link)
    assert net.host.waiting_for() == [1]
    assert kinds(link)[-1] == "lost"
    stranger = net.join(JoinSession("Eve"))
    assert stranger.joiner.seat is None  # the seat is kept for its token
    thief = net.join(JoinSession("Eve", token="token-9"))
    assert thief.joiner.closed_for_good and "not one of this game's" in thief.events[-1].text
    refusal = thief.events[-1].refusal
    assert refusal is not None and refusal.kind is NetRefusalKind.UNKNOWN_TOKEN
    net.host.play(0, X_WINS[2])
    net.reconnect(link)
    joe = link.joiner
    assert (joe.seat, joe.online, net.host.waiting_for()) == (1, True, [])
    assert joe.game is not None and joe.game.moves == tuple(X_WINS[:3])
    play_alternately(net, link, X_WINS[3:])
    assert joe.game.moves == net.host.game.moves == tuple(X_WINS)


def test_a_move_sent_as_the_link_dropped_is_played_once() -> None:
    net, link = two_seats()
    net.host.play(0, X_WINS[0])
    net.pump()
    joe = link.joiner
    # Lost on the way: the move never reaches the host.
    link.open = False
    assert joe.play(X_WINS[1]) is None
    net.pump()
    net.host.disconnect(link.peer, net.now)
    joe.lost(net.now)
    net.reconnect(link)
    assert net.host.game.moves == tuple(X_WINS[:2]) and joe.pending is None
    # Lost on the way back: the host played it, the confirmation never came.
    net.host.play(0, X_WINS[2])
    net.pump()
    assert joe.play(X_WINS[3]) is None
    for _peer, data in joe.drain().sends:
        net.host.receive(link.peer, data, net.now)
    net.host.drain()
    net.drop(link)
    net.reconnect(link)
    assert net.host.game.moves == tuple(X_WINS[:4])
    assert joe.game is not None and joe.game.moves == tuple(X_WINS[:4]) and joe.pending is None


def test_the_same_player_connecting_again_replaces_the_old_connection() -> None:
    net, link = two_seats()
    again = net.join(JoinSession("Joe", token="token-0"))
    assert again.joiner.seat == 1
    assert link.joiner.closed_for_good
    assert "connected again from elsewhere" in link.events[-1].text
    refusal = link.events[-1].refusal
    assert refusal is not None and refusal.kind is NetRefusalKind.REPLACED


def test_a_spectator_gets_the_game_and_every_move_and_plays_nothing() -> None:
    net, link = two_seats()
    net.host.play(0, X_WINS[0])
    watcher = net.join(JoinSession("Kim", watch=True))
    kim = watcher.joiner
    assert kim.seat is None and kim.token is None
    assert kim.game is not None and kim.game.moves == (X_WINS[0],)
    assert kim.play(X_WINS[1]) == NetRefusal(NetRefusalKind.SPECTATOR)
    net.feed(watcher.peer, encode({"type": "move", "ply": 1, "cell": [1, 0]}))
    refusal = watcher.events[-1].refusal
    assert refusal is not None and refusal.kind is NetRefusalKind.SPECTATOR
    play_alternately(net, link, X_WINS[1:])
    assert kim.game.moves == tuple(X_WINS) and kim.is_over()
    assert [e.ply for e in watcher.events if e.kind == "moved"] == [1, 2, 3, 4]


def test_a_full_table_makes_a_newcomer_a_spectator() -> None:
    net, _ = two_seats()
    late = net.join(JoinSession("Lee"))
    assert late.joiner.seat is None and late.joiner.game is not None


def test_undo_is_an_offer_the_other_side_accepts_or_declines() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:3])
    joe = link.joiner
    joe.offer("undo")
    net.pump()
    assert net.host.offer_open is not None and net.host.offer_open.what == "undo"
    assert net.host.answer(0, False) is None
    net.pump()
    assert net.host.game.moves == tuple(X_WINS[:3])
    assert [e for e in link.events if e.kind == "answer"][-1].accepted is False
    joe.offer("undo")
    net.pump()
    net.host.answer(0, True)
    net.pump()
    # Back to Joe's last turn: X's third stone and Joe's second go.
    assert net.host.game.moves == joe_moves(joe) == tuple(X_WINS[:1])
    assert net.host.game.redo_moves == ()


def joe_moves(joe: JoinSession) -> tuple[object, ...]:
    assert joe.game is not None
    return joe.game.moves


def test_a_move_withdraws_an_open_undo_offer() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:1])
    net.host.offer(0, "undo")
    net.pump()
    assert link.joiner.offer_open == ("undo", 0)
    link.joiner.play(X_WINS[1])
    net.pump()
    assert net.host.offer_open is None and link.joiner.offer_open is None
    assert net.host.game.moves == tuple(X_WINS[:2])


def test_a_draw_agreed_ends_the_game_and_a_rematch_starts_another() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:2])
    net.host.offer(0, "draw")
    net.pump()
    link.joiner.answer(True)
    net.pump()
    assert net.host.is_over() and link.joiner.is_over()
    assert link.joiner.result is not None and link.joiner.result.winners == ()
    over = NetRefusal(NetRefusalKind.GAME_OVER)
    assert link.joiner.play(X_WINS[2]) == over
    assert net.host.offer(0, "undo") == over
    link.joiner.offer("rematch")
    net.pump()
    net.host.answer(0, True)
    net.pump()
    assert net.host.game.moves == () and not net.host.is_over()
    assert link.joiner.game is not None and link.joiner.game.moves == ()
    assert not link.joiner.is_over()


def test_resigning_ends_the_game_at_once() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:2])
    link.joiner.resign()
    net.pump()
    assert net.host.result is not None and net.host.result.winners == (0,)
    assert link.joiner.result == net.host.result
    assert net.host.play(0, X_WINS[2]) == NetRefusal(NetRefusalKind.GAME_OVER)


def test_three_player_tesseract_with_a_local_a_remote_and_a_cpu_seat() -> None:
    rules = PRESETS["tesseract"]
    rules = type(rules)(rules.shape, rules.k, rules.gravity, 3, rules.blocked, rules.target)
    seats = [
        PlayerInfo("Hana"),
        PlayerInfo("Player 2", SeatKind.REMOTE),
        PlayerInfo("Bot", SeatKind.CPU, "easy"),
    ]
    net = Net(HostSession(Game(rules), seats))
    link = net.join(JoinSession("Joe"))
    watcher = net.join(JoinSession("Kim", watch=True))
    joe = link.joiner
    assert joe.seat == 1 and joe.players[2] == PlayerInfo("Bot", SeatKind.CPU, "easy")
    turns = 0
    while not net.host.is_over():
        game = net.host.game
        seat = game.to_move
        if seat == 1:
            assert joe.game is not None
            assert joe.play(ai.choose_move(joe.game, "random", seed=turns)) is None
        else:
            level = "easy" if seat == 2 else "random"
            assert net.host.play(seat, ai.choose_move(game, level, seed=turns)) is None
        net.pump()
        turns += 1
        assert turns <= rules.cell_count
    final = net.host.game
    assert joe.game is not None and joe.game.moves == final.moves
    assert watcher.joiner.game is not None and watcher.joiner.game.moves == final.moves
    assert joe.game.scores == final.scores and joe.game.outcome() == final.outcome()
    moved_players = [e.player for e in link.events if e.kind == "moved"]
    assert moved_players == [p % 3 for p in range(final.ply)]
