"""The compiled kernel's C sources and, once built, its extension modules (`connect`: the exact
solver's bitboard negamax; `search`: alpha-beta and threat-space search for hard and expert).
Import them through `engine.ai.kernel`, which says whether they loaded."""
