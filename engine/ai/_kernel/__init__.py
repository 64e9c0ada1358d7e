"""The compiled kernel's C sources and, once built, its extension modules (`connect`: the exact
solver's bitboard negamax). Import them through `engine.ai.kernel`, which says whether they
loaded."""
