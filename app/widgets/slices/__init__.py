"""The slice panel: the flat grids of the layers, their marks and stones, scrolling and the slice
sliders."""
