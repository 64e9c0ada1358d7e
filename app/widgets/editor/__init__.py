"""The board editor (Game → Set up position) and Edit → Copy moves, Copy game code and Paste:
positions and games brought into the window other than by playing them."""
