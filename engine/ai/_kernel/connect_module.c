/* engine.ai._kernel.connect, the exact solver's Python face (connect.h names the other parts):
 * the arguments read and checked, the transposition table kept between calls, and the module. */
#include "connect.h"

#include <string.h>

/* -- the board's shape ---------------------------------------------------------------------- */

/* The shape of a width x height board with k in a row; a ValueError for one that does not fit
 * the 64-bit solver. */
static int shape_init(Shape *s, int width, int height, int k) {
    if (width < 1 || height < 1 || (height + 1) * width > 64 || k < 2 || k > 64) {
        PyErr_Format(PyExc_ValueError,
                     "connect: a %d x %d board with k = %d does not fit the 64-bit solver",
                     width, height, k);
        return -1;
    }
    s->width = width;
    s->height = height;
    s->k = k;
    s->cells = width * height;
    s->steps[0] = height + 1;
    s->steps[1] = height;
    s->steps[2] = height + 2;
    s->k4 = k == 4 && 3 * (height + 2) < 64;
    s->bottom = 0;
    for (int c = 0; c < width; c++) s->bottom |= (bits)1 << (c * (height + 1));
    s->board_mask = s->bottom * ((((bits)1) << height) - 1);
    /* Centre first, the left one of two equally central columns first (as the Python solver). */
    for (int rank = 0, c; rank < width; rank++) {
        int distance = rank == 0 ? 0 : (rank + 1) / 2;
        if (width % 2 == 1) {
            c = width / 2 + (rank % 2 == 1 ? -distance : distance);
        } else {
            int left = width / 2 - 1 - rank / 2, right = width / 2 + rank / 2;
            c = rank % 2 == 0 ? left : right;
        }
        s->order[rank] = c;
        s->column[rank] = ((((bits)1) << height) - 1) << (c * (height + 1));
    }
    return 0;
}

/* -- the table between calls ---------------------------------------------------------------- */

static void table_release(Table *t) {
    table_memory_free(t->slots, TABLE_BYTES);
    t->slots = NULL;
}

static int table_open(Table *t) {
    if (t->slots == NULL) {
        t->slots = table_memory(TABLE_BYTES);
        if (t->slots == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        t->generation = 1;
    }
    return 0;
}

static void table_clear(Table *t) {
    if (t->slots == NULL) return;
    t->generation = (t->generation + 1) % GENERATIONS;
    if (t->generation == 0) {
        memset(t->slots, 0, TABLE_SLOTS * sizeof(uint64_t));
        t->generation = 1;
    }
}

/* One table per process, kept between calls (a game's positions share most of their subtrees),
 * for the shape it was filled on. A call made while it is in use (another thread) gets its own. */
static Table shared_table;
static int shared_busy;
static int shared_width, shared_height, shared_k;

/* -- the Python face ------------------------------------------------------------------------ */

typedef struct {
    Shape shape;
    bits current, mask;
    int moves;
    Search search;
    Table private_table;
    int uses_shared;
} Call;

static int read_bits(PyObject *value, const char *name, bits *out) {
    if (!PyLong_Check(value)) {
        PyErr_Format(PyExc_TypeError, "connect: %s must be an int", name);
        return -1;
    }
    unsigned long long x = PyLong_AsUnsignedLongLong(value);
    if (x == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "connect: %s is not a 64-bit board", name);
        return -1;
    }
    *out = (bits)x;
    return 0;
}

/* Parse the shared arguments, check the position fits the shape, and set up the budget and the
 * table. On success the caller must call `call_end`. */
static int call_begin(Call *c, PyObject *args, PyObject *kwargs, int *score_out, int want_score,
                      int *weak) {
    static char *with_score[] = {"width", "height", "k", "current", "mask", "score",
                                 "seconds", "max_nodes", "stop", "weak", "threads", NULL};
    static char *without_score[] = {"width", "height", "k", "current", "mask",
                                    "seconds", "max_nodes", "stop", "weak", "threads", NULL};
    int width, height, k;
    PyObject *current, *mask, *score = Py_None, *seconds = Py_None, *max_nodes = Py_None,
                                      *stop = Py_None;
    int threads = 2;
    int ok = want_score
                 ? PyArg_ParseTupleAndKeywords(args, kwargs, "iiiOO|O$OOOpi", with_score, &width,
                                               &height, &k, &current, &mask, &score, &seconds,
                                               &max_nodes, &stop, weak, &threads)
                 : PyArg_ParseTupleAndKeywords(args, kwargs, "iiiOO|$OOOpi", without_score, &width,
                                               &height, &k, &current, &mask, &seconds,
                                               &max_nodes, &stop, weak, &threads);
    if (!ok) return -1;
    if (threads != 1 && threads != 2) {
        PyErr_Format(PyExc_ValueError, "connect: threads %d, expected 1 or 2", threads);
        return -1;
    }
    memset(c, 0, sizeof *c);
    if (shape_init(&c->shape, width, height, k) < 0) return -1;
    if (read_bits(current, "current", &c->current) < 0 || read_bits(mask, "mask", &c->mask) < 0)
        return -1;
    const Shape *sh = &c->shape;
    /* Inside the board, the mover's stones among all stones, and every column filled from the
     * bottom without a gap (adding a column's lowest bit then carries into no stone). */
    if ((c->mask & ~sh->board_mask) || (c->current & ~c->mask) ||
        ((c->mask + sh->bottom) & c->mask)) {
        PyErr_SetString(PyExc_ValueError,
                        "connect: the stones are not a position of this board (bits outside it, "
                        "or a stone above an empty cell)");
        return -1;
    }
    c->moves = __builtin_popcountll(c->mask);
    if (c->moves >= sh->cells) {
        PyErr_SetString(PyExc_ValueError, "connect: the board is full");
        return -1;
    }
    *score_out = 0x7fff;
    if (score != Py_None) {
        long value = PyLong_AsLong(score);
        if (value == -1 && PyErr_Occurred()) return -1;
        if (value < -sh->cells || value > sh->cells || (*weak && (value < -1 || value > 1))) {
            PyErr_Format(PyExc_ValueError, "connect: score %ld is impossible on this board", value);
            return -1;
        }
        *score_out = (int)value;
    }
    Search *s = &c->search;
    s->shape = sh;
    s->one_thread = threads == 1;
    s->negamax = negamax_for(sh);
    if (seconds != Py_None) {
        double limit = PyFloat_AsDouble(seconds);
        if (limit == -1.0 && PyErr_Occurred()) return -1;
        s->deadline = monotonic_seconds() + (limit > 0 ? limit : 0) + 1e-9;
    }
    if (max_nodes != Py_None) {
        unsigned long long cap = PyLong_AsUnsignedLongLong(max_nodes);
        if (cap == (unsigned long long)-1 && PyErr_Occurred()) return -1;
        s->max_nodes = cap ? cap : 1;
    }
    if (stop != Py_None) {
        if (!PyObject_HasAttrString(stop, "is_set")) {
            PyErr_SetString(PyExc_TypeError, "connect: stop must have an is_set() method");
            return -1;
        }
        s->stop = stop;
    }
    s->next_check = 1;
    if (shared_busy) {
        if (table_open(&c->private_table) < 0) return -1;
        s->table = &c->private_table;
    } else {
        if (shared_table.slots == NULL) {
            if (table_open(&shared_table) < 0) return -1;
            table_memory_touch(shared_table.slots, TABLE_BYTES);
        }
        if (width != shared_width || height != shared_height || k != shared_k) {
            table_clear(&shared_table);
            shared_width = width;
            shared_height = height;
            shared_k = k;
        }
        shared_busy = 1;
        c->uses_shared = 1;
        s->table = &shared_table;
    }
    s->thread = PyEval_SaveThread();
    return 0;
}

/* Take the GIL back and release the table; returns -1 if the search left a Python error. */
static int call_end(Call *c) {
    PyEval_RestoreThread(c->search.thread);
    if (c->uses_shared)
        shared_busy = 0;
    else
        table_release(&c->private_table);
    return c->search.aborted == 2 ? -1 : 0;
}

static PyObject *result(Call *c, PyObject *value) {
    if (value == NULL) return NULL;
    return Py_BuildValue("(NK)", value, (unsigned long long)c->search.nodes);
}

static PyObject *connect_solve(PyObject *self, PyObject *args, PyObject *kwargs) {
    (void)self;
    Call c;
    int unused, weak = 0;
    if (call_begin(&c, args, kwargs, &unused, 0, &weak) < 0) return NULL;
    int score = exact_shared(&c.search, c.current, c.mask, c.moves, weak);
    if (call_end(&c) < 0) return NULL;
    return result(&c, c.search.aborted ? Py_NewRef(Py_None) : PyLong_FromLong(score));
}

static PyObject *connect_best_move(PyObject *self, PyObject *args, PyObject *kwargs) {
    (void)self;
    Call c;
    int score, weak = 0;
    if (call_begin(&c, args, kwargs, &score, 1, &weak) < 0) return NULL;
    int column = -1;
    if (weak) {
        score = weak_root(&c.search, c.current, c.mask, c.moves, score == 0x7fff ? 2 : score,
                          &column);
    } else {
        if (score == 0x7fff) score = exact_shared(&c.search, c.current, c.mask, c.moves, 0);
        if (!c.search.aborted)
            column = keeping_column(&c.search, c.current, c.mask, c.moves, score);
    }
    if (call_end(&c) < 0) return NULL;
    if (c.search.aborted) return result(&c, Py_NewRef(Py_None));
    if (column < 0) {
        PyErr_Format(PyExc_ValueError, "connect: no move keeps the score %d", score);
        return NULL;
    }
    return result(&c, Py_BuildValue("(ii)", column, score));
}

static PyObject *connect_clear_table(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    if (!shared_busy) table_clear(&shared_table);
    Py_RETURN_NONE;
}

/* (current, mask) of an engine board of shape (size0, size1) whose stones fall along axis
 * `gravity`: `board` the game's list of cells in row-major order (a player's index, or a negative
 * value for an empty or blocked cell), `mover` the side to move. Cell (c0, c1) is bit
 * column * (height + 1) + row, the column its other axis and the row its falling one.
 * compiled.bitboards did this in Python, a cell at a time, for every position the solver is
 * asked about: three microseconds of a late position's answer. */
static PyObject *connect_board_bits(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *board;
    int size0, size1, gravity;
    long mover;
    if (!PyArg_ParseTuple(args, "O!iiil", &PyList_Type, &board, &size0, &size1, &gravity,
                          &mover))
        return NULL;
    int height = gravity == 0 ? size0 : size1;
    int width = gravity == 0 ? size1 : size0;
    if ((gravity != 0 && gravity != 1) || size0 < 1 || size1 < 1 || (height + 1) * width > 64) {
        PyErr_Format(PyExc_ValueError,
                     "connect: a %d x %d board falling along axis %d does not fit 64 bits",
                     size0, size1, gravity);
        return NULL;
    }
    if (PyList_GET_SIZE(board) != (Py_ssize_t)size0 * size1) {
        PyErr_Format(PyExc_ValueError, "connect: %zd cells on a %d x %d board",
                     PyList_GET_SIZE(board), size0, size1);
        return NULL;
    }
    bits current = 0, mask = 0;
    for (int c0 = 0, i = 0; c0 < size0; c0++) {
        for (int c1 = 0; c1 < size1; c1++, i++) {
            long value = PyLong_AsLong(PyList_GET_ITEM(board, i));
            if (value == -1 && PyErr_Occurred()) return NULL;
            if (value < 0) continue;
            int column = gravity == 0 ? c1 : c0, row = gravity == 0 ? c0 : c1;
            bits bit = (bits)1 << (column * (height + 1) + row);
            mask |= bit;
            if (value == mover) current |= bit;
        }
    }
    return Py_BuildValue("(KK)", (unsigned long long)current, (unsigned long long)mask);
}

PyDoc_STRVAR(board_bits_doc,
             "board_bits(board, size0, size1, gravity, mover)\n"
             "--\n\n"
             "(current, mask): the stones of `mover` and all stones of `board`, a list of the\n"
             "cells of a size0 x size1 board in row-major order (a player's index, or negative\n"
             "when empty or blocked) whose stones fall along axis `gravity` (0 or 1), as\n"
             "bitboards: bit column * (height + 1) + row.");

PyDoc_STRVAR(solve_doc,
             "solve(width, height, k, current, mask, *, seconds=None, max_nodes=None, stop=None,\n"
             "      weak=False, threads=2)\n"
             "--\n\n"
             "(score, nodes): the exact score of the position for the side to move, whose stones\n"
             "are `current` among all stones `mask` (bit column * (height + 1) + row), or None as\n"
             "the score when the budget ran out or `stop.is_set()` became true first. `weak`:\n"
             "only the sign of the score (1 a win, 0 a draw, -1 a loss), which is quicker.\n"
             "`threads`: 2 lets a helper thread share the search where one pays, 1 keeps it to\n"
             "the calling thread (for callers that run searches side by side).");

PyDoc_STRVAR(best_move_doc,
             "best_move(width, height, k, current, mask, score=None, *, seconds=None,\n"
             "          max_nodes=None, stop=None, weak=False, threads=2)\n"
             "--\n\n"
             "((column, score) or None, nodes): a column whose move keeps the exact score,\n"
             "centre first among equals, and that score; `score` when already known skips\n"
             "solving the position. None when the budget ran out or `stop` was set first.\n"
             "`weak`: the score is only its sign (1, 0, -1) and the column keeps that result\n"
             "(in a lost position, the centre-most that does not lose at once), which is quicker.\n"
             "`threads` as for solve.");

PyDoc_STRVAR(clear_table_doc, "clear_table()\n--\n\nForget every stored bound.");

static PyMethodDef connect_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))connect_solve, METH_VARARGS | METH_KEYWORDS,
     solve_doc},
    {"best_move", (PyCFunction)(void (*)(void))connect_best_move, METH_VARARGS | METH_KEYWORDS,
     best_move_doc},
    {"clear_table", connect_clear_table, METH_NOARGS, clear_table_doc},
    {"board_bits", connect_board_bits, METH_VARARGS, board_bits_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef connect_module = {
    PyModuleDef_HEAD_INIT,
    "engine.ai._kernel.connect",
    "Pons' bitboard negamax for 2D gravity boards of up to 64 bits (see connect.h).",
    -1,
    connect_methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit_connect(void) {
    Shape check;
    memset(&check, 0, sizeof check);
    if (shape_init(&check, 7, 6, 4) < 0) return NULL;
    if (!is_connect_four(&check)) {
        PyErr_SetString(PyExc_ImportError, "connect: the built-in Connect Four board is wrong");
        return NULL;
    }
    PyObject *module = PyModule_Create(&connect_module);
    if (module == NULL) return NULL;
    if (PyModule_AddIntConstant(module, "TABLE_BYTES", (long)TABLE_BYTES) <
            0 ||
        PyModule_AddIntConstant(module, "MAX_BITS", 64) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
