"""One window per data folder: the first launch locks the folder (QLockFile) and listens on a
local socket; a later launch finds the lock taken, hands its file argument to the running window
through the socket and leaves. So two windows never write the same current game, and a
double-clicked saved game opens in the window already there. A lock left by a crashed process
is stale (its process is gone) and is taken over."""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "hyperrow.lock"
CONNECT_ATTEMPTS = 20  # the running window may still be starting: try for a few seconds
CONNECT_WAIT_MS = 250
# A busy window (its first frame, a loaded machine) answers late: wait well past a human blink.
REPLY_WAIT_MS = 10_000
ACCEPTED = b"ok\n"


def server_name(data_dir: Path) -> str:
    """The local socket name of the window that owns `data_dir` (per user, per folder)."""
    key = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:16]
    return f"hyperrow-{os.getuid() if hasattr(os, 'getuid') else 0}-{key}"


def encode_request(file: str | None) -> bytes:
    """What a later launch sends: the file to open (None: just show the window)."""
    return json.dumps({"open": file}).encode() + b"\n"


def decode_request(data: bytes) -> str | None:
    """The file a request asks to open; None for none or a request that makes no sense."""
    try:
        value = json.loads(data.decode("utf-8", "replace")).get("open")
    except (ValueError, AttributeError):
        return None
    return value if isinstance(value, str) and value else None


class Instance(QObject):
    """The running window's side: holds the lock and answers later launches."""

    file_handed = Signal(object)  # str | None: a later launch asked to open this (or just raise)

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.lock = QLockFile(str(data_dir / LOCK_NAME))
        # A lock is stale only when its process is gone, however long a game lasts.
        self.lock.setStaleLockTime(0)
        self.server = QLocalServer(self)
        self.server.newConnection.connect(self._on_connection)

    def try_own(self) -> bool:
        """Take the data folder (taking over a stale lock) and listen; False if another
        running hyperrow owns it."""
        if not self.lock.tryLock(0):
            return False
        name = server_name(self.data_dir)
        # A socket file left by a crashed owner would make listen() fail; we hold the lock now.
        QLocalServer.removeServer(name)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.listen(name)
        return True

    def release(self) -> None:
        """Stop listening and free the data folder."""
        self.server.close()
        self.lock.unlock()

    def _on_connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(self._on_ready)
            socket.disconnected.connect(socket.deleteLater)

    def _on_ready(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QLocalSocket) or not socket.canReadLine():
            return
        file = decode_request(bytes(socket.readLine().data()))
        # Answer first, and act once the socket's signal is over: the launch waiting for us must
        # not wait for a dialog the player sees; it disconnects, and the socket then goes.
        socket.write(QByteArray(ACCEPTED))
        socket.flush()
        QTimer.singleShot(0, lambda: self.file_handed.emit(file))


def hand_over(data_dir: Path, file: str | None) -> bool:
    """From a later launch: ask the window that owns `data_dir` to open `file` (or only to show
    itself); True once it has accepted."""
    name = server_name(data_dir)
    for _ in range(CONNECT_ATTEMPTS):
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(CONNECT_WAIT_MS):
            socket.write(QByteArray(encode_request(file)))
            socket.waitForBytesWritten(REPLY_WAIT_MS)
            answered = socket.waitForReadyRead(REPLY_WAIT_MS)
            reply = bytes(socket.readAll().data()) if answered else b""
            socket.disconnectFromServer()
            return reply.startswith(ACCEPTED)
        socket.abort()
        # The owner may be starting (locked, not yet listening): wait and try again.
        time.sleep(CONNECT_WAIT_MS / 1000)
    return False
