/* What search_module.c (the type Board) shares with proof_module.c (the type Prover). */
#ifndef HYPERROW_SEARCH_MODULE_H
#define HYPERROW_SEARCH_MODULE_H

#include "search.h"

/* The position of `object`, a Board; NULL with a TypeError otherwise. */
Position *board_position(PyObject *object);

/* Reads a sequence of `n` cells, each in [0, size), into `out`; -1 with the error set. */
int read_cells(PyObject *seq, const char *what, int16_t *out, Py_ssize_t n, int size);

extern PyTypeObject ProverType;

#endif
