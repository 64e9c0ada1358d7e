/* The Python type `Prover` of engine.ai._kernel.search: the proof search of proof.c on a
 * `Board` (search_module.c). It refuses what it cannot hold (boards over 64 cells, symmetries that
 * are not permutations, excluded moves that are not playable: taken, or with gravity in the air)
 * with a ValueError. */
#include "../../c_module.h"
#include "proof.h"
#include "search_module.h"

typedef struct {
    PyObject_HEAD
    Prover prover;
    int ready;
} ProverObject;

static void prover_dealloc(ProverObject *self) {
    if (self->ready) prover_free(&self->prover);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Reads the symmetries: a sequence of permutations of 0..cells-1. */
static int16_t *read_maps(PyObject *maps_obj, int cells, int *nsym) {
    PyObject *maps = PySequence_Fast(maps_obj, "maps: expected a sequence of permutations");
    if (maps == NULL) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(maps);
    if (n < 1 || n > PROOF_MAX_SYMMETRIES) {
        PyErr_Format(PyExc_ValueError, "maps: %zd symmetries, the prover holds 1 to %d", n,
                     PROOF_MAX_SYMMETRIES);
        Py_DECREF(maps);
        return NULL;
    }
    int16_t *perms = PyMem_Calloc((size_t)n * cells, sizeof(int16_t));
    if (perms == NULL) {
        Py_DECREF(maps);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t s = 0; s < n; s++) {
        PyObject *perm = PySequence_Fast(PySequence_Fast_GET_ITEM(maps, s), "maps[s]");
        int ok = perm != NULL && PySequence_Fast_GET_SIZE(perm) == cells;
        uint64_t hit = 0;
        for (int c = 0; ok && c < cells; c++) {
            long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(perm, c));
            ok = v >= 0 && v < cells && !(hit >> v & 1);
            if (ok) {
                hit |= (uint64_t)1 << v;
                perms[s * cells + c] = (int16_t)v;
            }
        }
        Py_XDECREF(perm);
        if (!ok) {
            if (!PyErr_Occurred())
                PyErr_Format(PyExc_ValueError, "maps[%zd]: not a permutation of 0..%d", s,
                             cells - 1);
            PyMem_Free(perms);
            Py_DECREF(maps);
            return NULL;
        }
    }
    Py_DECREF(maps);
    *nsym = (int)n;
    return perms;
}

static int prover_object_init(ProverObject *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"cells", "maps", "table_bits", NULL};
    int cells, table_bits, nsym;
    PyObject *maps;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iOi", names, &cells, &maps, &table_bits))
        return -1;
    if (self->ready) {
        PyErr_SetString(PyExc_ValueError, "a Prover is built once");
        return -1;
    }
    if (check_range("cells", cells, 1, PROOF_MAX_CELLS) < 0 ||
        check_range("table_bits", table_bits, 4, 30) < 0)
        return -1;
    int16_t *perms = read_maps(maps, cells, &nsym);
    if (perms == NULL) return -1;
    int failed = prover_init(&self->prover, cells, nsym, perms, table_bits);
    PyMem_Free(perms);
    if (failed) {
        PyErr_NoMemory();
        return -1;
    }
    self->ready = 1;
    return 0;
}

static PyObject *strategy_list(const ProofResult *r) {
    PyObject *list = PyList_New((Py_ssize_t)r->strategy_size);
    for (size_t i = 0; list != NULL && i < r->strategy_size; i++) {
        const StrategyMove *m = &r->strategy[i];
        PyObject *item = Py_BuildValue("KKi", (unsigned long long)m->first,
                                       (unsigned long long)m->second, m->move);
        if (item == NULL) Py_CLEAR(list);
        else PyList_SET_ITEM(list, (Py_ssize_t)i, item);
    }
    return list;
}

static PyObject *prover_prove(ProverObject *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"board", "excluded", "max_expansions", "leaf_threats", "pairing", NULL};
    PyObject *board, *excluded_obj;
    long long max_expansions;
    int leaf_threats, pairing = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOLi|p", names, &board, &excluded_obj,
                                     &max_expansions, &leaf_threats, &pairing))
        return NULL;
    Position *p = board_position(board);
    if (p == NULL) return NULL;
    if (!self->ready || p->size != self->prover.cells) {
        PyErr_SetString(PyExc_ValueError, "board: not of the prover's cells");
        return NULL;
    }
    if (p->turn != 0 || p->winner >= 0 || p->empties == 0) {
        PyErr_SetString(PyExc_ValueError, "board: the first player must be to move, in play");
        return NULL;
    }
    int16_t excluded[PROOF_MAX_CELLS];
    Py_ssize_t n = PySequence_Size(excluded_obj);
    if (n < 0) return NULL;
    if (n > p->size) {
        PyErr_SetString(PyExc_ValueError, "excluded: more moves than cells");
        return NULL;
    }
    if (read_cells(excluded_obj, "excluded", excluded, n, p->size) < 0) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (p->board[excluded[i]] != EMPTY) {
            PyErr_Format(PyExc_ValueError, "excluded[%zd]: cell %d is not empty", i, excluded[i]);
            return NULL;
        }
        /* With gravity an empty cell may still be in the air: playing it would break `legal`. */
        if (!(p->legal.w[excluded[i] >> 6] >> (excluded[i] & 63) & 1)) {
            PyErr_Format(PyExc_ValueError, "excluded[%zd]: cell %d is not playable", i,
                         excluded[i]);
            return NULL;
        }
    }
    ProofResult r;
    int failed;
    if (board_claim(board) < 0) return NULL;
    Py_BEGIN_ALLOW_THREADS
    tables_lock();
    failed = prover_run(&self->prover, p, excluded, (int)n, max_expansions, leaf_threats, pairing,
                        &r);
    tables_unlock();
    Py_END_ALLOW_THREADS
    board_release(board);
    if (failed == PROOF_LOST) {
        PyErr_SetString(PyExc_RuntimeError, "proven, but the proof's strategy was not found again");
        return NULL;
    }
    if (failed) return PyErr_NoMemory();
    PyObject *strategy = strategy_list(&r);
    free(r.strategy);
    if (strategy == NULL) return NULL;
    PyObject *refuted = PyList_New(r.nrefuted);
    for (int i = 0; refuted != NULL && i < r.nrefuted; i++) {
        PyObject *move = PyLong_FromLong(r.refuted[i]);
        if (move == NULL) Py_CLEAR(refuted);
        else PyList_SET_ITEM(refuted, i, move);
    }
    if (refuted == NULL) {
        Py_DECREF(strategy);
        return NULL;
    }
    return Py_BuildValue("iiLNN", r.status, r.move, (long long)r.expansions, strategy, refuted);
}

static PyObject *prover_canonical_key(ProverObject *self, PyObject *args) {
    unsigned long long first, second;
    if (!PyArg_ParseTuple(args, "KK", &first, &second)) return NULL;
    uint64_t cfirst, csecond;
    int s = prover_canonical(&self->prover, first, second, &cfirst, &csecond);
    return Py_BuildValue("KKi", (unsigned long long)cfirst, (unsigned long long)csecond, s);
}

static PyMethodDef prover_methods[] = {
    {"prove", (PyCFunction)(void (*)(void))prover_prove, METH_VARARGS | METH_KEYWORDS,
     "Prove the first player's win from the board's position (pairing=False: without the "
     "claimeven / baseinverse test); returns (status, move, expansions, strategy, refuted): "
     "refuted, when the status is unknown, the root's moves the search disproved."},
    {"canonical", (PyCFunction)prover_canonical_key, METH_VARARGS,
     "The canonical form (first, second, symmetry) of a position's two stone masks."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject ProverType = {
    PLAIN_TYPE("engine.ai._kernel.search.Prover", ProverObject, prover_dealloc,
               prover_object_init,
               "The compiled proof search of a board of up to 64 cells (cubic, or with gravity): "
               "Prover(cells, maps, table_bits), its table of 2^table_bits entries kept from "
               "search to search."),
    .tp_methods = prover_methods,
};
