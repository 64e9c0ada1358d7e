"""The widgets: the 3D view, the slice panel, the move list, the main window and dialogs.
They observe the model and draw what the scene computes."""
