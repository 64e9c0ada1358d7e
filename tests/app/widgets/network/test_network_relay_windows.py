"""Host and joiner windows in one process through a real `hyperrow relay` process on 127.0.0.1:
the host gets an invite code, the joiner joins with it, a whole game is played; a host window
closed mid-game and reopened takes its code back and the joiner carries on with every move once;
the relay's refusals are worded for the player; a wss:// relay with a private CA, whose
certificate the dialogs' CA certificate field names."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import trustme
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from app.model.net.join_link import JoinLink
from app.model.net.net_play import HOSTING_KEY
from app.model.net.network_game import HostLink
from app.widgets.network.net_dialogs import HostDialog, JoinDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS
from engine.net import kept_host_game
from engine.players import PlayerInfo, SeatKind
from tests.support.network_windows import host_and_joiner, play_in_turn
from tests.support.relays import relay_process
from tests.support.windows import OpenWindow, answer_boxes

pytestmark = pytest.mark.processes

WAIT_MS = 15_000
TTT = PRESETS["tic-tac-toe"]
SEATS = [PlayerInfo("Hana", SeatKind.HUMAN), PlayerInfo("Player 2", SeatKind.REMOTE)]


@pytest.fixture
def relay() -> Iterator[str]:
    with relay_process() as url:
        yield url


@pytest.fixture
def warnings(monkeypatch: Any) -> list[str]:
    """The texts of the warning boxes shown (none is really shown)."""
    return answer_boxes(monkeypatch, "warning", QMessageBox.StandardButton.Ok)


def hosted(qtbot: Any, window: MainWindow, url: str) -> tuple[HostLink, str]:
    """`window` hosts tic-tac-toe through the relay at `url`; its link and invite code."""
    assert window.network.play.host(TTT, SEATS, "", 0, relay=url) is None
    link = window.network.link
    assert isinstance(link, HostLink)
    qtbot.waitUntil(lambda: bool(link.address), timeout=WAIT_MS)
    return link, link.address


def joined(qtbot: Any, window: MainWindow, url: str, code: str) -> JoinLink:
    """`window` joins the game with the invite `code` through the dialog, as Joe."""
    dialog = JoinDialog("Joe", window, relay=url)
    qtbot.addWidget(dialog)
    dialog.address.setText(code.lower())
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    invite = dialog.invite()
    assert invite == (url, code)
    window.network.play.join_relay(*invite, "Joe")
    link = window.network.link
    assert isinstance(link, JoinLink)
    qtbot.waitUntil(lambda: link.join.seat == 1, timeout=WAIT_MS)
    return link


def test_host_and_joiner_windows_play_a_whole_game_through_a_relay(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, relay: str
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    host_link, code = hosted(qtbot, host, relay)
    assert re.fullmatch(r"[A-Z2-9]{8}", code)
    assert host.network_label.text() == (
        f"Invite code {code} on the relay {relay}: waiting for Player 2"
    )
    joined(qtbot, joiner, relay, code)
    qtbot.waitUntil(lambda: joiner.network_label.text() == "Hana is thinking", timeout=WAIT_MS)
    assert [p.name for p in host.session.players] == ["Hana", "Joe"]
    seen: list[object] = []
    joiner.session.moved.connect(lambda c, _p: seen.append(c))
    play_in_turn(qtbot, host, joiner, ["1,1", "2,1", "1,2", "2,2", "1,3"], timeout=WAIT_MS)
    assert host.session.game.is_over() and joiner.session.game.is_over()
    assert joiner.session.game.moves == host.session.game.moves
    assert seen == list(host.session.game.moves)
    assert joiner.network_label.text() == "Network game over"
    assert host.data.text("network/relay") == ""  # hosted by code, not through the dialog
    host_link.close(for_good=True)


def test_a_host_window_reopened_takes_its_code_back_and_the_joiner_carries_on(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, relay: str
) -> None:
    host, joiner = host_and_joiner(open_window, tmp_path)
    _, code = hosted(qtbot, host, relay)
    join_link = joined(qtbot, joiner, relay, code)
    seen: list[object] = []
    joiner.session.moved.connect(lambda c, _p: seen.append(c))
    play_in_turn(qtbot, host, joiner, ["1,1", "2,1", "1,2"], timeout=WAIT_MS)
    host.close_now()  # as if the host quit: the relay holds the code, the joiner retries
    claim = kept_host_game.load(tmp_path / "host").relay
    assert claim is not None and (claim.url, claim.code) == (relay, code) and claim.token
    qtbot.waitUntil(
        lambda: joiner.network_label.text() == "Connection lost — reconnecting…", timeout=WAIT_MS
    )
    again = open_window(data_dir=tmp_path / "host")
    again_link = again.network.link
    assert isinstance(again_link, HostLink)
    qtbot.waitUntil(lambda: again_link.address == code, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: joiner.network_label.text() == "Your turn, Joe", timeout=WAIT_MS)
    assert join_link.join.seat == 1
    play_in_turn(qtbot, again, joiner, ["2,2", "1,3"], timeout=WAIT_MS)
    assert again.session.game.is_over() and joiner.session.game.is_over()
    moves = ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert again.session.game.moves == joiner.session.game.moves == moves
    assert seen == list(moves)  # every move once on the joiner's side
    again.network.leave()  # for good: the relay forgets the code
    assert again.data.value(HOSTING_KEY) in (False, "false")


def test_the_host_dialog_keeps_the_relay_and_checks_it(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    dialog = HostDialog(TTT)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.relay_url() == "" and dialog.port.isEnabled()  # LAN only by default
    dialog.relay.setText("http://example.org")
    assert not ok.isEnabled()
    assert dialog.error.text() == "A relay address looks like ws://example.org:8765."
    dialog.relay.setText(" ws://127.0.0.1:1 ")
    assert ok.isEnabled() and not dialog.port.isEnabled()
    assert dialog.relay_url() == "ws://127.0.0.1:1"

    window = open_window(data_dir=tmp_path / "one")
    monkeypatch.setattr(HostDialog, "exec", lambda self: self.relay.setText("ws://x:9") or 1)
    hosted_with: list[str] = []
    monkeypatch.setattr(
        window.network.play, "host", lambda *_a, relay="", **_k: hosted_with.append(relay)
    )
    window.network.host_dialog()
    assert hosted_with == ["ws://x:9"] and window.data.text("network/relay") == "ws://x:9"
    seen: list[str] = []
    monkeypatch.setattr(HostDialog, "exec", lambda self: seen.append(self.relay_url()) or 0)
    window.network.host_dialog()
    assert seen == ["ws://x:9"]  # the setting comes back


def test_the_join_dialog_takes_an_address_or_an_invite_code_with_a_relay(qtbot: Any) -> None:
    join = JoinDialog("Joe")
    qtbot.addWidget(join)
    ok = join.buttons.button(QDialogButtonBox.StandardButton.Ok)
    join.address.setText("abcd2345")
    assert not ok.isEnabled() and join.invite() is None
    assert join.note.text() == "To join with an invite code, type the relay's address too."
    join.relay.setText("relay.example.org")
    assert join.note.text() == "A relay address looks like ws://example.org:8765."
    join.relay.setText("wss://relay.example.org")
    assert ok.isEnabled() and join.invite() == ("wss://relay.example.org", "ABCD2345")
    join.address.setText("192.168.1.20:4000")  # an address wins over the relay
    assert join.invite() is None and join.target() == ("192.168.1.20", 4000)


def test_the_relays_refusals_are_worded_for_the_player(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, warnings: list[str]
) -> None:
    with relay_process("--max-pairs", "1") as url:
        host, joiner = host_and_joiner(open_window, tmp_path)
        joiner.network.play.join_relay(url, "ZZZZ2222", "Joe")
        qtbot.waitUntil(lambda: bool(warnings), timeout=WAIT_MS)
        assert warnings == [
            "No game is hosted with the invite code ZZZZ2222 on this relay. Check the code."
        ]
        assert joiner.network.link is None  # the failed link is left

        _, code = hosted(qtbot, host, url)
        joined(qtbot, joiner, url, code)
        third = open_window(data_dir=tmp_path / "third")
        third.network.play.join_relay(url, code, "Kim", watch=True)
        qtbot.waitUntil(lambda: len(warnings) == 2, timeout=WAIT_MS)
        assert warnings[1] == "The relay is full. Try again later."
        host.network.leave()
    closed = open_window(data_dir=tmp_path / "closed")
    assert closed.network.play.host(TTT, SEATS, "", 0, relay=url) is None  # the relay is gone now
    qtbot.waitUntil(lambda: len(warnings) == 3, timeout=WAIT_MS)
    assert warnings[2] == (
        f"Cannot reach the relay {url}. Check its address and that it is running."
    )
    assert closed.network.link is None and closed.network_label.text() == ""
    closed.network.play.join_relay("http://example.org", "ABCD2345", "Joe")
    qtbot.waitUntil(lambda: len(warnings) == 4, timeout=WAIT_MS)
    assert warnings[3] == (
        "http://example.org is not a relay address. A relay address looks like "
        "ws://example.org:8765."
    )


def test_the_dialogs_keep_the_ca_certificate_and_check_it(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    ca = tmp_path / "ca.pem"
    trustme.CA().cert_pem.write_to_path(str(ca))
    for dialog in (HostDialog(TTT, relay="wss://127.0.0.1:1"), JoinDialog("Joe")):
        qtbot.addWidget(dialog)
        if isinstance(dialog, JoinDialog):
            dialog.address.setText("ABCD2345")
            dialog.relay.setText("wss://127.0.0.1:1")
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled() and dialog.ca.file() == ""  # the system's certificates
        dialog.ca.path.setText(str(tmp_path / "missing.pem"))
        assert not ok.isEnabled()
        said = dialog.error if isinstance(dialog, HostDialog) else dialog.note
        assert said.text() == f"There is no file {tmp_path / 'missing.pem'} for the CA certificate."
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a: (str(ca), ""))
        qtbot.mouseClick(dialog.ca.choose, Qt.MouseButton.LeftButton)
        assert ok.isEnabled() and dialog.ca.file() == str(ca)

    window = open_window(data_dir=tmp_path / "one")
    monkeypatch.setattr(HostDialog, "exec", lambda self: self.ca.path.setText(str(ca)) or 1)
    monkeypatch.setattr(window.network.play, "host", lambda *_a, **_k: None)
    window.network.host_dialog()
    assert window.data.text("network/relay-ca") == str(ca)
    seen: list[str] = []
    monkeypatch.setattr(JoinDialog, "exec", lambda self: seen.append(self.ca.file()) or 0)
    window.network.join_dialog()
    assert seen == [str(ca)]  # the setting comes back, in the other dialog too


def test_windows_host_and_join_through_a_wss_relay_with_a_private_ca(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, warnings: list[str]
) -> None:
    authority = trustme.CA()
    issued = authority.issue_cert("127.0.0.1")
    ca, cert, key = (tmp_path / name for name in ("ca.pem", "cert.pem", "key.pem"))
    authority.cert_pem.write_to_path(str(ca))
    cert.write_bytes(b"".join(blob.bytes() for blob in issued.cert_chain_pems))
    issued.private_key_pem.write_to_path(str(key))
    with relay_process("--cert", str(cert), "--key", str(key)) as url:
        assert url.startswith("wss://")
        host, joiner = host_and_joiner(open_window, tmp_path)
        stranger = open_window(data_dir=tmp_path / "stranger")  # no CA certificate set
        stranger.network.play.join_relay(url, "ABCD2345", "Kim")
        qtbot.waitUntil(lambda: bool(warnings), timeout=WAIT_MS)
        assert warnings == [
            f"The certificate of the relay {url} cannot be trusted: it is not signed by an "
            "authority this machine trusts, or it is not for this address. If the relay uses a "
            "private certificate authority, choose its certificate in CA certificate."
        ]
        for window in (host, joiner):
            window.data.set_value("network/relay-ca", str(ca))
        _, code = hosted(qtbot, host, url)
        joined(qtbot, joiner, url, code)
        play_in_turn(qtbot, host, joiner, ["1,1", "2,1", "1,2", "2,2", "1,3"], timeout=WAIT_MS)
        assert joiner.session.game.is_over() and joiner.session.game.moves == (
            host.session.game.moves
        )
        host.network.leave()


def test_a_window_guessing_codes_is_told_to_slow_down(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, warnings: list[str]
) -> None:
    with relay_process("--code-tries", "1") as url:
        window = open_window(data_dir=tmp_path / "guess")
        for shown, code in enumerate(("ZZZZ2222", "ZZZZ3333"), 1):
            window.network.play.join_relay(url, code, "Joe")
            qtbot.waitUntil(lambda n=shown: len(warnings) == n, timeout=WAIT_MS)
        assert warnings[0] == (
            "No game is hosted with the invite code ZZZZ2222 on this relay. Check the code."
        )
        assert re.fullmatch(
            r"Too many wrong invite codes came from your address\. Try again in (59|60) seconds\.",
            warnings[1],
        )
