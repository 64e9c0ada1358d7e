"""The systemd unit shipped for the relay (resources/relay/hyperrow-relay.service) starts a
working relay: its ExecStart, with this machine's files in place of the unit's paths (a test
CA's certificate, a real redis-server, a free port), serves wss:// and shares its codes through
Redis with a second relay, so a host on one is joined through the other."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
import trustme

from engine.net import JoinSession
from engine.net.transport.relay_client import RelayJoiner
from tests.support.network_wiring import X_WINS
from tests.support.paths import ROOT
from tests.support.processes import Player
from tests.support.relays import hosted, play, redis_server, until

pytestmark = pytest.mark.processes

UNIT = ROOT / "resources" / "relay" / "hyperrow-relay.service"


def exec_start(unit: Path) -> list[str]:
    """The words of the unit's ExecStart, its continued lines joined."""
    text = unit.read_text(encoding="utf-8").replace("\\\n", " ")
    line = next(row for row in text.splitlines() if row.startswith("ExecStart="))
    return shlex.split(line.removeprefix("ExecStart="))


def with_local_files(words: list[str], swaps: dict[str, str]) -> list[str]:
    """The relay's options of `words` (after `hyperrow relay`), each value of an option in
    `swaps` replaced by this machine's."""
    assert Path(words[0]).name == "hyperrow" and words[1] == "relay", words
    options = words[2:]
    for index, word in enumerate(options[:-1]):
        if word in swaps:
            options[index + 1] = swaps[word]
    assert set(swaps) <= set(options), f"the unit gives none of {set(swaps) - set(options)}"
    return options


def test_the_shipped_unit_starts_relays_that_share_their_codes(tmp_path: Path) -> None:
    ca = trustme.CA()
    issued = ca.issue_cert("127.0.0.1")
    cert, key, ca_file = tmp_path / "relay.crt", tmp_path / "relay.key", tmp_path / "ca.pem"
    cert.write_bytes(b"".join(blob.bytes() for blob in issued.cert_chain_pems))
    issued.private_key_pem.write_to_path(str(key))
    ca.cert_pem.write_to_path(str(ca_file))
    with redis_server(tmp_path) as redis_url:
        swaps = {"--port": "0", "--cert": str(cert), "--key": str(key), "--redis": redis_url}
        options = [*with_local_files(exec_start(UNIT), swaps), "--address", "127.0.0.1"]
        relays = [Player(*options, command="relay") for _ in range(2)]
        try:
            a, b = (
                r.wait_for(r"hyperrow relay on (wss://127\.0\.0\.1:\d+)").group(1) for r in relays
            )
            host = hosted(a, ca=str(ca_file))
            joiner = RelayJoiner(JoinSession("Joe"), b, host.code, ca=str(ca_file))
            until(lambda: joiner.session.seat == 1, host, joiner)
            play(host, joiner, X_WINS, 1)
            assert joiner.session.game is not None and joiner.session.game.moves == tuple(X_WINS)
            joiner.close()
            host.close(for_good=True)
        finally:
            for relay in relays:
                relay.kill()
