"""Game → Sound: the window's sound effects, played through QtMultimedia's QSoundEffect.

The player turns the session's cues (app.model.view.sound_cues) into requests to a sink: the real
one (`QtEffectSink`) or one a test gives it. Where QtMultimedia cannot load (PySide6-Addons or
the system's PulseAudio library missing) or the machine has no audio output (a headless machine,
a container, no sound server), the game is silent and says so once in the log.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QAction

from app.model.data.data_folder import DataFolder
from app.model.view.sound_cues import Effect, SoundCues
from app.widgets.words import tr
from engine.resources import resource

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

log = logging.getLogger(__name__)

SOUND_KEY = "sound/on"
VOLUME_KEY = "sound/volume"
DEFAULT_VOLUME = 80  # percent


class EffectSink(Protocol):
    """Where the player's requests go."""

    def play(self, effect: Effect, volume: float) -> None:
        """Play `effect` at `volume` (0 to 1)."""


def multimedia_problem() -> str:
    """Why QtMultimedia cannot be used ("" when it can): the import is the only thing that
    needs PySide6-Addons and the PulseAudio client library."""
    try:
        import PySide6.QtMultimedia  # noqa: F401
    except ImportError as error:
        return str(error)
    return ""


class QtEffectSink(QObject):
    """One QSoundEffect per effect, all made at the first sound; nothing at all without an audio
    output, checked again when the system's outputs change. QtMultimedia is loaded at the first
    effect asked for, so a window that never plays one never loads it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.effects: dict[Effect, QSoundEffect] = {}
        self._said: set[str] = set()  # what the log was told, to say each thing once
        self._has_output: bool | None = None  # None: not asked since the outputs changed
        self._outputs: object | None = None  # QtMultimedia is loaded at the first effect
        self._loaded = False

    def _watch_outputs(self) -> object | None:
        problem = multimedia_problem()
        if problem:
            self._say_once(f"sound effects are off: QtMultimedia cannot be loaded ({problem})")
            return None
        from PySide6.QtMultimedia import QMediaDevices

        devices = QMediaDevices(self)
        devices.audioOutputsChanged.connect(self._on_outputs_changed)
        return devices

    def _on_outputs_changed(self) -> None:
        # A QSoundEffect keeps the output it was made for: new ones follow the new default.
        for sound in self.effects.values():
            sound.deleteLater()
        self.effects.clear()
        self._has_output = None
        self._said.clear()

    def _say_once(self, text: str) -> None:
        if text not in self._said:
            self._said.add(text)
            log.info("%s", text)

    @property
    def silent(self) -> bool:
        """True when there is nothing to play on (said once in the log)."""
        if not self._loaded:
            self._loaded = True
            self._outputs = self._watch_outputs()
        if self._outputs is None:
            return True
        if self._has_output is None:
            from PySide6.QtMultimedia import QMediaDevices

            self._has_output = bool(QMediaDevices.audioOutputs())
        if not self._has_output:
            self._say_once("sound effects are off: this machine has no audio output")
        return not self._has_output

    def play(self, effect: Effect, volume: float) -> None:
        if self.silent:
            return
        if not self.effects:  # all at once, so that none waits for its file when first asked
            for each in Effect:
                self._load(each)
        sound = self.effects[effect]
        sound.setVolume(volume)
        sound.play()

    def _load(self, effect: Effect) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        sound = QSoundEffect(self)
        sound.setSource(QUrl.fromLocalFile(str(resource(f"sounds/{effect.value}.wav"))))
        sound.statusChanged.connect(lambda: self._check(sound))
        self.effects[effect] = sound

    def _check(self, sound: QSoundEffect) -> None:
        if sound.status() == sound.Status.Error:
            self._say_once(f"a sound effect cannot be played: {sound.source().toLocalFile()}")


class SoundPlayer(QObject):
    """Plays the cues of `cues` into `sink` while sound is on, at the volume of Preferences;
    Game → Sound (`action`) turns it on and off, remembered in `data`."""

    def __init__(
        self,
        window: QObject,
        cues: SoundCues,
        data: DataFolder,
        sink: EffectSink | None = None,
    ) -> None:
        super().__init__(window)
        self.data = data
        self.sink: EffectSink = sink if sink is not None else QtEffectSink(self)
        self.volume = self._stored_volume()
        self.action = QAction(tr("&Sound"), window)
        self.action.setObjectName("sound")
        self.action.setCheckable(True)
        self.action.setChecked(data.value(SOUND_KEY, True) in (True, "true"))
        self.action.toggled.connect(self._on_toggled)
        cues.cue.connect(self.play)

    @property
    def on(self) -> bool:
        return self.action.isChecked()

    def mute(self) -> None:
        """--mute: no sound in this run; the remembered choice stays for the next."""
        self.action.blockSignals(True)
        self.action.setChecked(False)
        self.action.blockSignals(False)

    def set_volume(self, volume: int) -> None:
        """The volume in percent (0 to 100), remembered."""
        self.volume = max(0, min(100, volume))
        self.data.set_value(VOLUME_KEY, self.volume)

    def play(self, effect: Effect) -> None:
        if self.on and self.volume > 0:
            self.sink.play(effect, self.volume / 100)

    def _on_toggled(self, on: bool) -> None:
        self.data.set_value(SOUND_KEY, on)

    def _stored_volume(self) -> int:
        try:
            volume = int(str(self.data.value(VOLUME_KEY, DEFAULT_VOLUME)))
        except ValueError:
            return DEFAULT_VOLUME
        return max(0, min(100, volume))
