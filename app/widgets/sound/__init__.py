"""Sound in the window: the sound effects player (QtMultimedia), silent on a machine without
audio output."""
