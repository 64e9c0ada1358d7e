"""Seats: `human,cpu:LEVEL,…` parsed in one place, with messages that name the bad entry."""

from __future__ import annotations

import re

import pytest

from engine.ai import LEVELS
from engine.players import (
    DEFAULT_PLAYERS,
    PlayerInfo,
    SeatKind,
    default_level,
    fit_seats,
    parse_players,
    unknown_level,
)
from engine.rules import MAX_PLAYERS


def test_a_list_of_seats_becomes_named_players_in_turn() -> None:
    assert parse_players("human, CPU:expert,cpu", LEVELS) == (
        PlayerInfo("Player 1"),
        PlayerInfo("Player 2", SeatKind.CPU, "expert"),
        PlayerInfo("Player 3", SeatKind.CPU, default_level(LEVELS)),
    )


def test_the_default_seats_are_a_person_against_the_middle_level() -> None:
    assert default_level(LEVELS) == "medium"
    human, cpu = parse_players(DEFAULT_PLAYERS, LEVELS)
    assert (human.is_cpu, cpu.is_cpu, cpu.level) == (False, True, "medium")
    assert (human.label(), cpu.label()) == ("Player 1", "Player 2, cpu medium")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("human,cpu:grandmaster", "--players: CPU level 'grandmaster' is unknown; levels: random"),
        ("human,robot", "--players: 'robot' is not a player; use human, remote, cpu or cpu:LEVEL"),
        ("human:hard,cpu", "--players: 'human:hard' is not a player"),
        ("human", "--players: 1 players, expected 2 to 4"),
        (",".join(["human"] * (MAX_PLAYERS + 1)), "--players: 5 players, expected 2 to 4"),
    ],
)
def test_bad_seats_are_refused_naming_the_entry(text: str, message: str) -> None:
    with pytest.raises(ValueError, match="^" + re.escape(message)):
        parse_players(text, LEVELS)


def test_the_option_name_in_messages_is_the_callers() -> None:
    with pytest.raises(ValueError, match=r"^--seats: 'x' is not a player"):
        parse_players("x,human", LEVELS, option="--seats")


def test_seats_are_cut_or_filled_with_people() -> None:
    two = parse_players("cpu:hard,cpu:easy", LEVELS)
    assert fit_seats(two, 1) == two[:1]
    assert fit_seats(two, 4) == (*two, PlayerInfo("Player 3"), PlayerInfo("Player 4"))


def test_an_unknown_level_from_elsewhere_is_named() -> None:
    seats = (PlayerInfo("Ann"), PlayerInfo("Bot", SeatKind.CPU, "legendary"))
    assert unknown_level(seats, LEVELS) == "player 2 is a CPU of level 'legendary', unknown here"
    assert unknown_level(seats[:1], LEVELS) is None
