"""`hyperrow relay --cert FILE --key FILE` serving wss:// on 127.0.0.1 with a certificate of a CA
made at test time (trustme): a whole game hosted and joined through it with that CA
(`--relay-ca`), and a certificate of another CA, or one checked against the system's
certificates, refused in words, in the terminal's language too."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import trustme

from engine.net import JoinSession
from engine.net.transport.relay_client import RelayError, RelayHost, RelayJoiner, open_relay
from tests.support.network_wiring import X_WINS
from tests.support.processes import Player
from tests.support.relays import hosted, joiner_ply, relay_process, until

pytestmark = pytest.mark.processes


@dataclass(frozen=True)
class Certificates:
    ca: Path  # the test CA's certificate
    other_ca: Path  # another CA's: the relay's certificate is not signed by it
    cert: Path  # the relay's certificate chain, for 127.0.0.1
    key: Path  # and its key


@pytest.fixture(scope="module")
def certificates(tmp_path_factory: pytest.TempPathFactory) -> Certificates:
    folder = tmp_path_factory.mktemp("tls")
    made = Certificates(*(folder / name for name in ("ca.pem", "other.pem", "cert.pem", "key.pem")))
    ca = trustme.CA()
    issued = ca.issue_cert("127.0.0.1", "localhost")
    ca.cert_pem.write_to_path(str(made.ca))
    trustme.CA().cert_pem.write_to_path(str(made.other_ca))
    made.cert.write_bytes(b"".join(blob.bytes() for blob in issued.cert_chain_pems))
    issued.private_key_pem.write_to_path(str(made.key))
    return made


@pytest.fixture(scope="module")
def relay(certificates: Certificates) -> Iterator[str]:
    """A relay process serving wss:// with the test CA's certificate; its URL."""
    with relay_process("--cert", str(certificates.cert), "--key", str(certificates.key)) as url:
        assert url.startswith("wss://")
        yield url


def test_a_whole_game_through_a_wss_relay_with_the_test_ca(
    relay: str, certificates: Certificates
) -> None:
    ca = str(certificates.ca)
    host = hosted(relay, ca=ca)
    joiner = RelayJoiner(JoinSession("Joe"), relay, host.code, ca=ca)
    until(lambda: joiner.session.seat == 1, host, joiner)
    for ply, cell in enumerate(X_WINS, 1):
        if host.session.game.to_move == 0:
            assert host.session.play(0, cell) is None
        else:
            assert joiner.session.play(cell) is None
        until(lambda p=ply: joiner_ply(joiner) == host.session.game.ply == p, host, joiner)
    assert joiner.session.is_over() and joiner.session.game is not None
    assert joiner.session.game.moves == tuple(X_WINS)
    joiner.close()
    host.close(for_good=True)


@pytest.mark.parametrize("trusted", ["another CA", "the system's certificates"])
def test_a_certificate_this_side_cannot_trust_is_refused(
    relay: str, certificates: Certificates, trusted: str
) -> None:
    ca = str(certificates.other_ca) if trusted == "another CA" else ""
    with pytest.raises(RelayError) as refused:
        open_relay(relay, {"relay": "host"}, ca=ca)
    assert refused.value.why == "certificate"
    assert "certificate this side cannot trust" in str(refused.value)
    joiner = RelayJoiner(JoinSession("Joe"), relay, "ABCD2345", ca=ca, words=lambda e: e.why)
    until(lambda: joiner.poll(0.01).log == ["certificate"])
    assert joiner.session.game is None


def test_a_ca_file_that_is_no_certificate_is_said_so(
    relay: str, certificates: Certificates, tmp_path: Path
) -> None:
    for ca in (str(tmp_path / "missing.pem"), str(certificates.key)):
        with pytest.raises(RelayError) as refused:
            RelayHost(hosted(relay, ca=str(certificates.ca)).session, relay, ca=ca)
        assert refused.value.why == "bad ca"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "hyperrow play: --relay: The relay's certificate cannot be trusted: it is not "
               "signed by an authority this machine trusts (or the one --relay-ca names), or it "
               "is not for this address."),
        ("ja", "hyperrow play: --relay: 中継サーバーの証明書を信頼できません。"),
    ],
    ids=["en", "ja"],
)  # fmt: skip
def test_the_terminal_says_why_in_its_language(
    relay: str, certificates: Certificates, tmp_path: Path, lang: str, said: str
) -> None:
    refused = Player(
        "--lang", lang, "--rules", "tic-tac-toe", "--host", "0", "--relay", relay,
        "--data-dir", str(tmp_path / "refused"),
    )  # fmt: skip
    try:
        refused.wait_for(re.escape(said))
        assert refused.process.wait(30) == 2
    finally:
        refused.kill()
    trusting = Player(
        "--lang", lang, "--rules", "tic-tac-toe", "--host", "0", "--relay", relay,
        "--relay-ca", str(certificates.ca), "--data-dir", str(tmp_path / "trusting"),
    )  # fmt: skip
    try:
        code = trusting.wait_for(r"hyperrow play --join ([A-Z2-9]{8}) --relay").group(1)
        joiner = Player(
            "--lang", lang, "--join", code, "--relay", relay, "--name", "Joe",
            "--relay-ca", str(certificates.ca),
        )  # fmt: skip
        try:
            joiner.wait_for("Joe")  # its seat, named in its language
        finally:
            joiner.kill()
    finally:
        trusting.kill()


def test_a_relay_with_a_certificate_it_cannot_use_says_so(
    certificates: Certificates, tmp_path: Path
) -> None:
    for cert, key, said in (
        (tmp_path / "none.pem", certificates.key, f"cannot read {tmp_path / 'none.pem'}"),
        (certificates.key, certificates.key, "are not a certificate and its key"),
    ):
        relay = Player(
            "--port", "0", "--cert", str(cert), "--key", str(key), command="relay"
        )  # fmt: skip
        try:
            relay.wait_for(f"hyperrow relay: .*{said}")
            assert relay.process.wait(30) == 2
        finally:
            relay.kill()
