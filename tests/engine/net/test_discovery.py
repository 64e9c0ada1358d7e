"""LAN discovery with zeroconf, on the loopback interface only: a hosted game is announced and
found; where discovery cannot run it says so in a sentence."""

from __future__ import annotations

import pytest

from engine.net.transport.discovery import Advertisement, DiscoveryError, find_hosts


def test_a_game_announced_on_loopback_is_found_with_its_join_command() -> None:
    advertisement = Advertisement("Hana's qubic", "127.0.0.1", 45123, "qubic")
    try:
        found = find_hosts(2.0, interface="127.0.0.1")
    finally:
        advertisement.close()
    mine = [host for host in found if host.port == 45123]
    assert len(mine) == 1
    assert (mine[0].name, mine[0].address, mine[0].rules) == ("Hana's qubic", "127.0.0.1", "qubic")
    assert mine[0].join_command() == "hyperrow play --join 127.0.0.1:45123"


@pytest.mark.parametrize(
    ("interface", "why"),
    [("192.0.2.77", "No such device"), ("not-an-address", "Expected 4 octets")],
)
def test_discovery_that_cannot_run_says_so(interface: str, why: str) -> None:
    with pytest.raises(DiscoveryError, match=f"does not work on {interface}: .*{why}"):
        find_hosts(0.1, interface=interface)
    with pytest.raises(DiscoveryError, match=why):
        Advertisement("x", interface, 1, "qubic")
