"""Where things are drawn, as numpy: cell positions, picking, meshes, colours, highlights.
No Qt widgets here, so all of it is tested without a display."""
