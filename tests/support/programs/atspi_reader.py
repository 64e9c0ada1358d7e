"""A screen reader's view of hyperrow, from outside its process: run by the system's Python
(`/usr/bin/python3`, which has pyatspi) inside a private D-Bus session with the AT-SPI bus up, as
`atspi_reader.py CONFIG_JSON`. It starts the window (the command in the config), finds the
board lists, reads every cell, moves the keyboard cursor to a target cell with the keys a
player presses, plays it with Enter, and prints one JSON object of what it read and heard.

Keys go in through AT-SPI (`generateKeyboardEvent`, XTest underneath), as an on-screen keyboard
sends them. Every wait is on a condition, with one long deadline for a stuck run."""

from __future__ import annotations

import ctypes
import json
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

DEADLINE = 60.0  # seconds for any one thing to happen before the run is reported stuck
KEYSYMS = {
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Right": 0xFF53,
    "Down": 0xFF54,
    "Page_Up": 0xFF55,
    "Page_Down": 0xFF56,
    "Return": 0xFF0D,
    "bracketleft": 0x5B,
    "bracketright": 0x5D,
}
# Axis → (key to step down, key to step up), as the window's keyboard play has them.
AXIS_KEYS = [
    ("Left", "Right"),
    ("Down", "Up"),
    ("Page_Down", "Page_Up"),
    ("bracketleft", "bracketright"),
]
CELL = re.compile(r"^cell ([\d,]+)(?: \(w (\d+)\))?: (.+)$")


class Stuck(Exception):
    """What the reader waited for did not happen."""


heard: list[tuple[str, str, str]] = []


def on_event(event: object) -> None:
    source = getattr(event, "source", None)
    name, role = "", ""
    try:
        name = source.name if source is not None else ""
        role = source.getRoleName() if source is not None else ""
    except Exception:  # a source gone by the time the event is read
        name = ""
    if event.type.startswith("object:state-changed:showing"):
        # The window's announcements: a notification named by the text, shown.
        if role == "notification" and event.detail1:
            heard.append(("notification", name, name))
        return
    heard.append((event.type, name, str(event.any_data or "")))


def pump_until(condition, what: str) -> object:
    context = GLib.MainContext.default()
    deadline = time.monotonic() + DEADLINE
    while True:
        while context.pending():
            context.iteration(False)
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Stuck(what)
        context.iteration(False)
        time.sleep(0.02)


def states(accessible) -> list[str]:
    return sorted(pyatspi.stateToString(s) for s in accessible.getState().getStates())


def find(root, match, depth: int = 0):
    """Every descendant of `root` that `match` accepts (not below a match)."""
    found = []
    for child in root:
        if child is None:
            continue
        if match(child):
            found.append(child)
        elif depth < 12:
            found.extend(find(child, match, depth + 1))
    return found


def the_app(name: str):
    def look():
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name and app.childCount:
                return app
        return None

    return pump_until(look, f"the application {name} on the AT-SPI bus")


def boards(app) -> list:
    """The board lists, the 3D view's first: the tree holds them in Qt's order of the window's
    children, which the docks beside the board change; each list's name says which it is."""
    found = find(app, lambda a: a.getRoleName() == "list" and " board" in (a.name or ""))
    return sorted(found, key=lambda a: "3D view" not in (a.name or ""))


def coords(name: str) -> list[int]:
    match = CELL.match(name)
    if match is None:
        raise Stuck(f"a focused cell, not {name!r}")
    numbers = [int(n) for n in match.group(1).split(",")]
    if match.group(2):
        numbers.append(int(match.group(2)))
    return numbers


def focused_cell_name() -> str:
    for kind, name, _ in reversed(heard):
        if kind == "focus:" and name.startswith("cell "):
            return name
    return ""


def focus_window_under_pointer() -> None:
    """Give the X input focus to the top-level window under the pointer, as a window manager
    does for the window a person points at (Xvfb runs none, and Qt takes no focus from an X
    server that only follows the pointer)."""
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    ulong, cint, ptr = ctypes.c_ulong, ctypes.c_int, ctypes.POINTER
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XDefaultRootWindow.restype = ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XQueryPointer.argtypes = [
        ctypes.c_void_p,
        ulong,
        ptr(ulong),
        ptr(ulong),
        ptr(cint),
        ptr(cint),
        ptr(cint),
        ptr(cint),
        ptr(ctypes.c_uint),
    ]
    x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ulong, cint, ulong]
    x11.XSync.argtypes = [ctypes.c_void_p, cint]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if not display:
        raise Stuck("the X display")
    try:
        root, child = ulong(), ulong()
        numbers = [cint() for _ in range(4)]
        mask = ctypes.c_uint()
        x11.XQueryPointer(
            display,
            x11.XDefaultRootWindow(display),
            ctypes.byref(root),
            ctypes.byref(child),
            *(ctypes.byref(n) for n in numbers),
            ctypes.byref(mask),
        )
        if not child.value:
            raise Stuck("a window under the pointer")
        revert_to_parent, current_time = 2, 0
        x11.XSetInputFocus(display, child.value, revert_to_parent, current_time)
        x11.XSync(display, 0)
    finally:
        x11.XCloseDisplay(display)


def press(key: str) -> None:
    pyatspi.Registry.generateKeyboardEvent(KEYSYMS[key], None, pyatspi.KEY_SYM)


def read_board(board) -> dict:
    return {
        "name": board.name,
        "cells": [{"name": cell.name, "states": states(cell)} for cell in board],
    }


def main() -> None:
    config = json.loads(sys.argv[1])
    pyatspi.Registry.registerEventListener(
        on_event,
        "focus:",
        "object:state-changed:focused",
        "object:property-change:accessible-name",
        "object:state-changed:showing",
    )
    window = subprocess.Popen(config["command"])
    report: dict = {"steps": []}
    try:
        app = the_app(config["app_name"])
        views = pump_until(lambda: boards(app), "the board lists")
        report["boards"] = [read_board(board) for board in views]
        # The player comes to the window and to the 3D view (the first board list): the
        # pointer over it, the window manager's focus, then the screen reader's.
        component = views[0].queryComponent()
        x, y, _, _ = component.getExtents(pyatspi.DESKTOP_COORDS)
        pyatspi.Registry.generateMouseEvent(x + 2, y + 2, "abs")
        focus_window_under_pointer()
        component.grabFocus()
        name = pump_until(focused_cell_name, "the cursor's cell taking the focus")
        target = config["target"]
        gravity = config.get("gravity")
        for _ in range(40):
            place = coords(name)
            axis = next(
                (a for a in range(len(target)) if a != gravity and place[a] != target[a]), None
            )
            if axis is None:
                break
            count = len(heard)
            press(AXIS_KEYS[axis][place[axis] < target[axis]])
            pump_until(
                lambda c=count: any(k == "focus:" for k, _, _ in heard[c:]),
                "the cursor's next cell taking the focus",
            )
            name = focused_cell_name()
            report["steps"].append(name)
        report["focused"] = name
        report["boards_at_target"] = [read_board(board) for board in boards(app)]
        count = len(heard)
        press("Return")
        wins = config["announced"]
        pump_until(
            lambda: any(k == "notification" and wins in d for k, _, d in heard[count:]),
            f"the announcement {wins!r}",
        )
        report["after_move"] = heard[count:]
        report["boards_after"] = [read_board(board) for board in boards(app)]
    except Stuck as stuck:
        report["stuck"] = str(stuck)
        report["heard"] = heard[-40:]
    finally:
        window.terminate()
        window.wait(30)
    print(json.dumps(report))


main()
