"""The window's analysis room: the evaluation graph, the analysis panel (progress, Cancel, the
forced win stepped through), and the commands that run an analysis and show what it found on
the boards (marks, better moves, move values)."""
