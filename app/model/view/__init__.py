"""What the views share that is no game: the slice on view and the cursor (`view_state`),
motion (`motion`), the sound cues (`sound_cues`) and per-application settings."""
