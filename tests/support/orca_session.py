"""A desktop session with the real screen reader for the tests: a private X display (Xvfb) with a
window manager (openbox), a private D-Bus session bus with the AT-SPI bus on it, and Orca from
the system's package, writing its debug log. What Orca says is read from that log's
`SPEECH OUTPUT: '…'` lines: Orca writes them as it hands each utterance to its speech server,
and also when it has no speech server at all (speech.py, `_speak`), so the tests need no
synthesiser. Keys are pressed with xdotool (XTest), as a player's keyboard presses them.

Nothing here is a test: tests/app/access/test_orca.py starts a session and plays."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import threading
import time
import tty
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

TOOLS = ("Xvfb", "xdpyinfo", "openbox", "orca", "xdotool", "xprop", "dbus-daemon", "dbus-send")
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'(?: voice=\w+)? ?\{.*\}$", re.MULTILINE)
DEADLINE = 60.0  # seconds for any one thing to happen
SCREEN = "1280x1016x24"  # an odd height: this session's display is told from others by it
ATTEMPTS = 5


class SessionProblem(RuntimeError):
    """A part of the session did not start, or what was waited for did not happen."""


def missing_tools() -> list[str]:
    """The programs a session needs that are not installed (scripts/setup.sh installs them)."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not BUS_LAUNCHER.exists():
        missing.append(str(BUS_LAUNCHER))
    return missing


def wait_for(condition: Callable[[], object], what: str, timeout: float = DEADLINE) -> object:
    """Poll `condition` until it gives something true, or fail saying `what` was waited for."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise SessionProblem(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.05)


class OrcaSession:
    """One screen-reader session in `folder` (its home, runtime folder, logs). Use as a
    context manager; `launch` starts a program in it, `press` presses keys, `spoken` is what
    Orca said so far."""

    def __init__(self, folder: Path, *, orca: bool = True) -> None:
        self.folder = folder
        self.with_orca = orca
        self.log = folder / "orca-debug.log"
        self._processes: list[subprocess.Popen[bytes]] = []
        self.orca: subprocess.Popen[bytes] | None = None
        self.app: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._log_bytes = bytearray()
        self._log_master = self._log_slave = -1
        home = folder / "home"
        runtime = folder / "runtime"
        for place in (home, runtime):
            place.mkdir(parents=True, exist_ok=True)
        runtime.chmod(0o700)
        self.env: dict[str, str] = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("DBUS_", "AT_SPI_", "QT_LINUX_ACCESSIBILITY", "WAYLAND"))
        }
        self.env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local" / "share"),
            XDG_CACHE_HOME=str(home / ".cache"),
            XDG_RUNTIME_DIR=str(runtime),
            XDG_SESSION_TYPE="x11",
            NO_AT_BRIDGE="0",
            GTK_MODULES="",
        )

    # -- starting and stopping ---------------------------------------------------------------

    def __enter__(self) -> OrcaSession:
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _spawn(
        self, command: Sequence[str], name: str, env: Mapping[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        """Start `command` in the session, its output in the folder's NAME.out."""
        with open(self.folder / f"{name}.out", "wb") as out:
            process = subprocess.Popen(
                command, env=env or self.env, stdout=out, stderr=subprocess.STDOUT
            )
        self._processes.append(process)
        return process

    def _start(self) -> None:
        missing = missing_tools()
        if missing:
            raise SessionProblem(f"the screen-reader session needs {missing}: run scripts/setup.sh")
        for attempt in range(ATTEMPTS):
            xvfb = self._start_display()
            self.openbox = self._spawn(["openbox", "--sm-disable"], "openbox")
            try:
                wait_for(self._window_manager_runs, "openbox to manage the display")
                break
            except SessionProblem:
                if attempt == ATTEMPTS - 1:
                    raise
            for process in (self.openbox, xvfb):  # another server took the number: again
                process.terminate()
                process.wait(10)
                self._processes.remove(process)

        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self._processes.append(bus)
        assert bus.stdout is not None
        address = bus.stdout.readline().decode().strip()
        if not address:
            raise SessionProblem("dbus-daemon gave no address")
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address

        self._spawn([str(BUS_LAUNCHER), "--launch-immediately"], "at-spi-bus-launcher")
        wait_for(self._bus_launched, "the AT-SPI bus")
        if not self.with_orca:
            return
        # As a desktop with its screen reader on says so (GNOME, from its a11y settings):
        # applications, Qt's among them, turn their accessibility on when they see it.
        self._bus_call(
            "org.freedesktop.DBus.Properties.Set",
            "string:org.a11y.Status",
            "string:ScreenReaderEnabled",
            "variant:boolean:true",
        )
        # Orca opens its debug file with Python's default buffering: a block at a time to a
        # file, so the last words would wait in its buffer; a line at a time to a terminal. The
        # log goes through a pseudo-terminal, and a thread copies it to `log` as it comes.
        self._log_master, slave = os.openpty()
        tty.setraw(slave)
        self._log_slave = slave
        copier = threading.Thread(target=self._copy_log, daemon=True)
        copier.start()
        self.orca = self._spawn(["orca", f"--debug-file={os.ttyname(slave)}"], "orca")
        wait_for(self._orca_started, "Orca to start (its debug log)")

    def _copy_log(self) -> None:
        with open(self.log, "ab") as log:
            while True:
                try:
                    chunk = os.read(self._log_master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                log.write(chunk)
                log.flush()
                with self._lock:
                    self._log_bytes.extend(chunk)

    def _bus_call(self, method: str, *arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [
                "dbus-send",
                "--session",
                "--dest=org.a11y.Bus",
                "--print-reply",
                "/org/a11y/bus",
                method,
                *arguments,
            ],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=DEADLINE,
            check=False,
        )

    def _start_display(self) -> subprocess.Popen[bytes]:
        """Xvfb on a display number it finds free. On a machine others share, the number's
        socket may still lead to another server (one started there with -nolock or a stale
        socket taken over): the display is checked to be this one, by its odd size, and
        another number taken if not."""
        for _ in range(ATTEMPTS):
            read, write = os.pipe()
            with open(self.folder / "xvfb.out", "ab") as out:
                xvfb = subprocess.Popen(
                    [*("Xvfb", "-displayfd", str(write)), *("-screen", "0", SCREEN)],
                    pass_fds=(write,),
                    stdout=subprocess.DEVNULL,
                    stderr=out,
                )
            self._processes.append(xvfb)
            os.close(write)
            with os.fdopen(read) as display:
                number = display.readline().strip()
            if number:
                self.env["DISPLAY"] = f":{number}"
                shown = subprocess.run(
                    ["xdpyinfo"], env=self.env, capture_output=True, text=True, check=False
                )
                if f"{SCREEN.rsplit('x', 1)[0]} pixels" in shown.stdout:
                    return xvfb
            xvfb.terminate()
            xvfb.wait(10)
            self._processes.remove(xvfb)
        raise SessionProblem(f"no display of its own in {ATTEMPTS} tries: see {self.folder}")

    def _window_manager_runs(self) -> bool:
        openbox = self.openbox
        if openbox.poll() is not None:
            said = (self.folder / "openbox.out").read_text(errors="replace")
            raise SessionProblem(f"openbox ended with {openbox.returncode}: {said[-500:]}")
        found = subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
            env=self.env,
            capture_output=True,
            text=True,
            check=False,
        )
        return "window id" in found.stdout

    def _bus_launched(self) -> bool:
        return self._bus_call("org.a11y.Bus.GetAddress").returncode == 0

    def _orca_started(self) -> bool:
        if self.orca is not None and self.orca.poll() is not None:
            said = (self.folder / "orca.out").read_text(errors="replace")
            raise SessionProblem(f"Orca ended with {self.orca.returncode}: {said[-500:]}")
        return "ORCA: Starting registry" in self.log_text()

    def close(self) -> None:
        """End every process of the session, the newest first."""
        for process in reversed(self._processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(10)
        self._processes.clear()
        for fd in (self._log_slave, self._log_master):
            if fd >= 0:
                os.close(fd)
        self._log_master = self._log_slave = -1

    # -- in the session ----------------------------------------------------------------------

    def launch(
        self, command: Sequence[str], env: Mapping[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        """Start the application `command` in the session (`env` added to the session's), its
        output in the folder's app.out."""
        self.app = self._spawn(command, "app", {**self.env, **(env or {})})
        return self.app

    def press(self, *keys: str) -> None:
        """Press and release each of `keys` (X keysym names, "ctrl+q" for chords) in turn."""
        subprocess.run(
            ["xdotool", "key", "--delay", "60", *keys],
            env=self.env,
            check=True,
            timeout=DEADLINE,
        )

    def log_text(self) -> str:
        with self._lock:
            return self._log_bytes.decode(errors="replace")

    def spoken(self) -> list[str]:
        """Everything Orca has said, in order."""
        return [match.group(1) for match in SPOKEN.finditer(self.log_text())]

    def wait_spoken(
        self, wanted: Callable[[str], bool] | str, since: int = 0, what: str = ""
    ) -> str:
        """The first utterance from the `since`-th on that `wanted` accepts (a string: that
        the utterance contains it), once Orca said it."""
        test = (lambda said: wanted in said) if isinstance(wanted, str) else wanted

        def heard() -> str | None:
            return next((said for said in self.spoken()[since:] if test(said)), None)

        found = wait_for(heard, what or f"Orca to say {wanted!r}")
        assert isinstance(found, str)
        return found
