"""The network options of `hyperrow play`: resuming a game kept from before (the options it
refuses are in test_cli's table of bad options)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from terminal.cli import main


def test_resume_with_nothing_kept_says_where_it_looked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["play", "--resume", "--data-dir", str(tmp_path)], stdin=io.StringIO("")) == 2
    error = capsys.readouterr().err
    assert f"there is no terminal game to go on with ({tmp_path / 'terminal.hyperrow'}" in error


def test_resume_of_a_hosted_game_with_its_record_gone_says_what_is_missing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "network-host.json").write_text('{"address": "127.0.0.1", "port": 1}')
    assert main(["play", "--resume", "--data-dir", str(tmp_path)], stdin=io.StringIO("")) == 2
    error = capsys.readouterr().err
    assert f"no hosted game to resume in {tmp_path}" in error
    assert "network-host.hyperrow is missing" in error


def test_resume_goes_on_with_whichever_game_was_played_last(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import os

    hosted, terminal = tmp_path / "network-host.json", tmp_path / "terminal.hyperrow"
    hosted.write_text('{"address": "127.0.0.1", "port": 1}')
    terminal.write_text('{"format": "hyperrow", "version": 9}')
    os.utime(hosted, (1_000, 1_000))
    assert main(["play", "--resume", "--data-dir", str(tmp_path)], stdin=io.StringIO("")) == 2
    assert "terminal.hyperrow" in capsys.readouterr().err
    os.utime(terminal, (500, 500))
    assert main(["play", "--resume", "--data-dir", str(tmp_path)], stdin=io.StringIO("")) == 2
    assert "no hosted game to resume" in capsys.readouterr().err


def test_a_bad_autosave_is_refused_by_the_strict_loader(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "network-host.hyperrow").write_text('{"format": "hyperrow", "version": 9}')
    (tmp_path / "network-host.json").write_text('{"address": "127.0.0.1", "port": 1}')
    assert main(["play", "--resume", "--data-dir", str(tmp_path)], stdin=io.StringIO("")) == 2
    assert "version 9 is newer than this hyperrow understands" in capsys.readouterr().err


def test_a_port_in_use_is_a_clear_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        argv = ["play", "--host", f"127.0.0.1:{port}", "--data-dir", str(tmp_path)]
        assert main(argv, stdin=io.StringIO(""), stdout=io.StringIO()) == 2
    assert f"--host: cannot listen on 127.0.0.1:{port}: Address already in use" in (
        capsys.readouterr().err
    )
