"""Pictures of a game to share, drawn without Qt: the board flat, each 2D slice a grid of cells
side by side (the z-layers in a row, the w-slices' rows of layers under each other, the fifth
and sixth axes as blocks of those), a frame for the start and for every move, the winning line
marked on the last. `game_pictures` gives them as Pillow images and writes an animated GIF or a
PNG of the final position; `picture_layout` says where each cell is drawn. Both front ends use
it (`hyperrow export`, and the window), so it imports only the engine and Pillow."""
