/* What search_module.c (the type Board) shares with proof_module.c (the type Prover). */
#ifndef HYPERROW_SEARCH_MODULE_H
#define HYPERROW_SEARCH_MODULE_H

#include "search.h"

/* The position of `object`, a Board; NULL with a TypeError otherwise. */
Position *board_position(PyObject *object);

/* Marks `board` (a Board) as searched, so no other thread plays on it meanwhile; -1 with a
 * RuntimeError if a search has it already. board_release() ends the mark. */
int board_claim(PyObject *board);
void board_release(PyObject *board);

/* The searches' shared tables, one search at a time: lock them without the GIL. */
void tables_lock(void);
void tables_unlock(void);

/* Reads a sequence of `n` cells, each in [0, size), into `out`; -1 with the error set. */
int read_cells(PyObject *seq, const char *what, int16_t *out, Py_ssize_t n, int size);

extern PyTypeObject ProverType;

#endif
