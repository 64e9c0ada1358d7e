/* engine.ai._kernel.search: the Python type `Board` over a `Position`, and the searches on it.
 *
 * The Python face (engine/ai/compiled_search.py) checks everything a person could get wrong; this
 * side still refuses what it cannot hold (more than 256 cells, k above 19, cells out of range,
 * moves that are not legal) with a ValueError rather than crashing. */
#include "../../c_module.h"
#include <pthread.h>
#include "pairing.h"
#include "search_module.h"

typedef struct {
    PyObject_HEAD
    Position pos;
    int searched; /* a search of another thread works on `pos` */
} Board;

/* The tables the searches share (the alpha-beta's, the threat searches', a prover's) are one per
 * process: one search at a time holds them. */
static pthread_mutex_t kernel_tables = PTHREAD_MUTEX_INITIALIZER;

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void board_dealloc(Board *self) {
    Position *p = &self->pos;
    PyMem_Free(p->line_cells);
    PyMem_Free(p->through_at);
    PyMem_Free(p->through);
    PyMem_Free(p->count[0]);
    PyMem_Free(p->count[1]);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Reads a sequence of ints into `out` (n of them), each in [low, high). */
static int read_ints(PyObject *seq, const char *what, int16_t *out, Py_ssize_t n, long low,
                     long high) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd numbers, got %zd", what, n,
                     PySequence_Fast_GET_SIZE(fast));
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (v < low || v >= high) {
            PyErr_Format(PyExc_ValueError, "%s[%zd]: %ld is outside %ld..%ld", what, i, v, low,
                         high - 1);
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int16_t)v;
    }
    Py_DECREF(fast);
    return 0;
}

static int board_init(Board *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"size", "k", "lines", "below", "blocked", NULL};
    int size, k;
    PyObject *lines_obj, *below_obj, *blocked_obj;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iiOOO", names, &size, &k, &lines_obj,
                                     &below_obj, &blocked_obj))
        return -1;
    if (check_range("size", size, 1, MAX_CELLS) < 0 || check_range("k", k, 2, 19) < 0) return -1;
    Position *p = &self->pos;
    if (p->line_cells != NULL) {
        PyErr_SetString(PyExc_ValueError, "a Board is built once");
        return -1;
    }
    PyObject *lines = PySequence_Fast(lines_obj, "lines: expected a sequence of lines");
    if (lines == NULL) return -1;
    Py_ssize_t nlines = PySequence_Fast_GET_SIZE(lines);
    p->size = size;
    p->k = k;
    p->nlines = (int)nlines;
    p->line_cells = PyMem_Calloc((size_t)nlines * k + 1, sizeof(int16_t));
    p->through_at = PyMem_Calloc((size_t)size + 1, sizeof(int32_t));
    p->through = PyMem_Calloc((size_t)nlines * k + 1, sizeof(int32_t));
    p->count[0] = PyMem_Calloc((size_t)nlines + 1, 1);
    p->count[1] = PyMem_Calloc((size_t)nlines + 1, 1);
    if (!p->line_cells || !p->through_at || !p->through || !p->count[0] || !p->count[1]) {
        Py_DECREF(lines);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < nlines; i++) {
        char what[32];
        snprintf(what, sizeof(what), "lines[%zd]", i);
        if (read_ints(PySequence_Fast_GET_ITEM(lines, i), what, p->line_cells + i * k, k, 0,
                      size) < 0) {
            Py_DECREF(lines);
            return -1;
        }
    }
    Py_DECREF(lines);
    /* The cell -> lines incidence, as offsets into one array (counting sort by cell). */
    for (Py_ssize_t i = 0; i < nlines * k; i++) p->through_at[p->line_cells[i] + 1]++;
    for (int c = 0; c < size; c++) p->through_at[c + 1] += p->through_at[c];
    int32_t *fill = PyMem_Calloc((size_t)size, sizeof(int32_t));
    if (fill == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < nlines * k; i++) {
        int c = p->line_cells[i];
        p->through[p->through_at[c] + fill[c]++] = (int32_t)(i / k);
    }
    PyMem_Free(fill);

    int16_t below[MAX_CELLS];
    if (read_ints(below_obj, "below", below, size, -1, size) < 0) return -1;
    int16_t blocked_cells[MAX_CELLS];
    Py_ssize_t nblocked = PySequence_Size(blocked_obj);
    if (nblocked < 0) return -1;
    if (nblocked > size) {
        PyErr_SetString(PyExc_ValueError, "blocked: more cells than the board has");
        return -1;
    }
    if (read_ints(blocked_obj, "blocked", blocked_cells, nblocked, 0, size) < 0) return -1;

    memset(p->board, EMPTY, sizeof(p->board));
    for (Py_ssize_t i = 0; i < nblocked; i++) p->board[blocked_cells[i]] = BLOCKED;
    memset(p->above, 0xff, sizeof(p->above));
    memset(&p->legal, 0, sizeof(Cells));
    for (int c = 0; c < size; c++) {
        if (below[c] >= 0 && p->board[c] != BLOCKED) p->above[below[c]] = (int16_t)c;
        /* Playable from the start: on the floor, or resting on a blocked cell. */
        if (p->board[c] == EMPTY && (below[c] < 0 || p->board[below[c]] == BLOCKED))
            cells_set(&p->legal, c);
    }
    /* Line worth by stones (as engine/ai/evaluation.py): 6^(c-1), a full line 8x more. */
    int64_t weight[20] = {0};
    for (int c = 1; c < k; c++) weight[c] = c == 1 ? 1 : weight[c - 1] * 6;
    weight[k] = weight[k - 1] * 8;
    memset(p->value, 0, sizeof(p->value));
    for (int a = 0; a <= k; a++) {
        for (int b = 0; a + b <= k; b++) {
            int64_t v = b == 0 ? weight[a] : a == 0 ? -weight[b] : 0;
            p->value[0][a][b] = v;
            p->value[1][a][b] = v;
        }
    }
    uint64_t seed = 0x68797065726f77ULL;
    for (int pl = 0; pl < 2; pl++)
        for (int c = 0; c < MAX_CELLS; c++) p->zobrist[pl][c] = splitmix64(&seed);
    /* The object starts zeroed (tp_new), and is built once: no stones, no threats, score 0. */
    p->winner = -1;
    p->empties = size - (int)nblocked;
    return 0;
}

static int check_cell(Position *p, PyObject *arg, int *cell) {
    long c = PyLong_AsLong(arg);
    if (c == -1 && PyErr_Occurred()) return -1;
    if (c < 0 || c >= p->size) {
        PyErr_Format(PyExc_ValueError, "cell %ld is outside 0..%d", c, p->size - 1);
        return -1;
    }
    *cell = (int)c;
    return 0;
}

/* 0 if no search works on `self`; else -1 with a RuntimeError (a move would change the position
 * under the search). */
static int board_idle(Board *self) {
    if (!self->searched) return 0;
    PyErr_SetString(PyExc_RuntimeError, "the board is being searched in another thread");
    return -1;
}

static PyObject *board_push(Board *self, PyObject *arg) {
    Position *p = &self->pos;
    int c;
    if (board_idle(self) < 0) return NULL;
    if (check_cell(p, arg, &c) < 0) return NULL;
    if (p->winner >= 0 || p->empties == 0) {
        PyErr_SetString(PyExc_ValueError, "the game is over");
        return NULL;
    }
    if (!((p->legal.w[c >> 6] >> (c & 63)) & 1)) {
        PyErr_Format(PyExc_ValueError, "cell %d is not playable", c);
        return NULL;
    }
    position_make(p, c);
    Py_RETURN_NONE;
}

static PyObject *board_pop(Board *self, PyObject *Py_UNUSED(unused)) {
    if (board_idle(self) < 0) return NULL;
    if (self->pos.ply == 0) {
        PyErr_SetString(PyExc_ValueError, "nothing to take back");
        return NULL;
    }
    return PyLong_FromLong(position_unmake(&self->pos));
}

static PyObject *cells_to_list(const Cells *s) {
    int16_t out[MAX_CELLS];
    int n = cells_list(s, out);
    PyObject *list = PyList_New(n);
    if (list == NULL) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(list, i, PyLong_FromLong(out[i]));
    return list;
}

static PyObject *board_legal(Board *self, PyObject *Py_UNUSED(unused)) {
    Position *p = &self->pos;
    if (p->winner >= 0) return PyList_New(0);
    return cells_to_list(&p->legal);
}

static int check_player(PyObject *arg, int *player) {
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v != 0 && v != 1) {
        PyErr_Format(PyExc_ValueError, "player %ld: expected 0 or 1", v);
        return -1;
    }
    *player = (int)v;
    return 0;
}

static PyObject *board_wins(Board *self, PyObject *arg) {
    int player;
    if (check_player(arg, &player) < 0) return NULL;
    Cells s = position_wins(&self->pos, player);
    return cells_to_list(&s);
}

static PyObject *board_makers(Board *self, PyObject *arg) {
    int player;
    if (check_player(arg, &player) < 0) return NULL;
    Cells s = cells_and(&self->pos.make_mask[player], &self->pos.legal);
    return cells_to_list(&s);
}

static PyObject *board_gain(Board *self, PyObject *arg) {
    Position *p = &self->pos;
    int c;
    if (check_cell(p, arg, &c) < 0) return NULL;
    if (p->board[c] != EMPTY) {
        PyErr_Format(PyExc_ValueError, "cell %d is not empty", c);
        return NULL;
    }
    return PyLong_FromLongLong(position_gain(p, c, p->turn));
}

static PyObject *board_evaluate(Board *self, PyObject *Py_UNUSED(unused)) {
    return PyLong_FromLongLong(position_evaluate(&self->pos, self->pos.turn));
}

/* -- limits and progress through Python objects --------------------------------------------- */

/* A search gives the GIL away after its first poll (at its first node) and takes it back only to
 * ask the stop flag and to report progress, so the process's other threads run beside it (the CPU
 * worker's heartbeat: the app counts a worker silent for five seconds as hung). Giving it away
 * and taking it straight back at every poll was not enough: CPython counts the taking back as a
 * switch, so a thread waiting for the GIL never asked for it and went without it for seconds. A
 * search that ends before its second poll, a millisecond in (the proof and the safety checks run
 * thousands of threat searches a second), keeps the GIL throughout and gives no such switches. */
typedef struct {
    PyObject *stop;
    PyObject *progress;
    PyThreadState *thread; /* while the search runs without the GIL */
    int polls;
    int failed;
} PollContext;

static void hold_gil(PollContext *c) {
    if (c->thread != NULL) PyEval_RestoreThread(c->thread);
    c->thread = NULL;
}

static void free_gil(PollContext *c) { c->thread = PyEval_SaveThread(); }

/* Asks the stop flag. An error from is_set() counts as "stop" and is reported after the search. */
static int poll_stop(void *context) {
    PollContext *c = context;
    hold_gil(c);
    int set = c->stop == Py_None ? 0 : stop_flag_set(c->stop);
    if (set < 0) c->failed = 1;
    if (c->polls++ > 0) free_gil(c);
    return set != 0;
}

static int progress_call(void *context, int depth, int64_t nodes, int move, int64_t score) {
    PollContext *c = context;
    int was_free = c->thread != NULL;
    hold_gil(c);
    PyObject *r = PyObject_CallFunction(c->progress, "iLiL", depth, (long long)nodes, move,
                                        (long long)score);
    Py_XDECREF(r);
    if (was_free) free_gil(c);
    return r == NULL;
}

/* Claims `self` and the shared tables for a search; -1 with a RuntimeError if another thread's
 * search has the board. Waits for the tables without the GIL: a search holding them takes the
 * GIL back at its polls. */
static int search_enter(Board *self, PollContext *pc) {
    if (board_idle(self) < 0) return -1;
    self->searched = 1;
    pc->thread = NULL;
    if (pthread_mutex_trylock(&kernel_tables) != 0) {
        free_gil(pc);
        pthread_mutex_lock(&kernel_tables);
    }
    return 0;
}

static void search_leave(Board *self, PollContext *pc) {
    pthread_mutex_unlock(&kernel_tables);
    hold_gil(pc);
    self->searched = 0;
}

static int read_limits(Limits *l, PollContext *pc, PyObject *seconds, PyObject *max_nodes,
                       PyObject *stop, long long base_nodes) {
    memset(l, 0, sizeof(*l));
    l->deadline = -1;
    l->max_nodes = -1;
    if (seconds != Py_None) {
        double s = PyFloat_AsDouble(seconds);
        if (s == -1.0 && PyErr_Occurred()) return -1;
        l->deadline = monotonic_seconds() + (s > 0 ? s : 0);
    }
    if (max_nodes != Py_None) {
        l->max_nodes = PyLong_AsLongLong(max_nodes);
        if (l->max_nodes == -1 && PyErr_Occurred()) return -1;
    }
    pc->stop = stop;
    pc->progress = Py_None;
    pc->thread = NULL;
    pc->polls = 0;
    pc->failed = 0;
    l->poll = poll_stop;
    l->context = pc;
    l->nodes = base_nodes;
    return 0;
}

static PyObject *board_search(Board *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"moves",    "max_depth",    "seconds",     "max_nodes", "stop",
                            "progress", "use_all_time", "exact_depth", "base_nodes", NULL};
    PyObject *moves_obj, *seconds = Py_None, *max_nodes = Py_None, *stop = Py_None,
                         *progress = Py_None;
    int max_depth = MAX_CELLS, use_all_time = 0, exact_depth = 0;
    long long base_nodes = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|iOOOOppL", names, &moves_obj, &max_depth,
                                     &seconds, &max_nodes, &stop, &progress, &use_all_time,
                                     &exact_depth, &base_nodes))
        return NULL;
    Position *p = &self->pos;
    if (p->winner >= 0 || p->empties == 0) {
        PyErr_SetString(PyExc_ValueError, "no move to search: the game is over");
        return NULL;
    }
    Py_ssize_t n = PySequence_Size(moves_obj);
    if (n < 0) return NULL;
    if (n < 1 || n > MAX_CELLS) {
        PyErr_SetString(PyExc_ValueError, "moves: expected 1 to 256 root moves");
        return NULL;
    }
    int16_t moves[MAX_CELLS];
    if (read_ints(moves_obj, "moves", moves, n, 0, p->size) < 0) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!((p->legal.w[moves[i] >> 6] >> (moves[i] & 63)) & 1)) {
            PyErr_Format(PyExc_ValueError, "moves[%zd]: cell %d is not playable", i, moves[i]);
            return NULL;
        }
    }
    Limits limits;
    PollContext pc;
    if (read_limits(&limits, &pc, seconds, max_nodes, stop, base_nodes) < 0) return NULL;
    pc.progress = progress;
    if (search_enter(self, &pc) < 0) return NULL;
    Result result;
    int status = search_run(p, &limits, moves, (int)n, max_depth, use_all_time, exact_depth,
                            progress == Py_None ? NULL : progress_call, &pc, &result);
    search_leave(self, &pc);
    if (status < 0) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        return NULL;
    }
    if (pc.failed) return NULL;
    return Py_BuildValue("iLiLO", result.move, (long long)result.score, result.depth,
                         (long long)limits.nodes, result.partial ? Py_True : Py_False);
}

static PyObject *board_threat_win(Board *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"max_threats", "seconds", "max_nodes", "stop", "base_nodes", NULL};
    int max_threats;
    PyObject *seconds = Py_None, *max_nodes = Py_None, *stop = Py_None;
    long long base_nodes = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "i|OOOL", names, &max_threats, &seconds,
                                     &max_nodes, &stop, &base_nodes))
        return NULL;
    Position *p = &self->pos;
    if (p->winner >= 0 || p->empties == 0) {
        PyErr_SetString(PyExc_ValueError, "no move to search: the game is over");
        return NULL;
    }
    Limits limits;
    PollContext pc;
    if (read_limits(&limits, &pc, seconds, max_nodes, stop, base_nodes) < 0) return NULL;
    if (search_enter(self, &pc) < 0) return NULL;
    int move = threat_win(p, &limits, max_threats);
    search_leave(self, &pc);
    if (move == -3) return PyErr_NoMemory();
    if (pc.failed) return NULL;
    return Py_BuildValue("iLO", move < 0 ? -1 : move, (long long)limits.nodes,
                         move == -2 ? Py_False : Py_True);
}

static PyObject *board_pairing_refutes(Board *self, PyObject *Py_UNUSED(unused)) {
    return PyBool_FromLong(pairing_refutes(&self->pos));
}

static PyObject *board_get_gravity(Board *self, void *Py_UNUSED(unused)) {
    for (int c = 0; c < self->pos.size; c++)
        if (self->pos.above[c] >= 0) Py_RETURN_TRUE;
    Py_RETURN_FALSE;
}

static PyObject *board_get_turn(Board *self, void *Py_UNUSED(unused)) {
    return PyLong_FromLong(self->pos.turn);
}
static PyObject *board_get_ply(Board *self, void *Py_UNUSED(unused)) {
    return PyLong_FromLong(self->pos.ply);
}
static PyObject *board_get_over(Board *self, void *Py_UNUSED(unused)) {
    return PyBool_FromLong(self->pos.winner >= 0 || self->pos.empties == 0);
}

static PyTypeObject BoardType;

Position *board_position(PyObject *object) {
    if (!PyObject_TypeCheck(object, &BoardType)) {
        PyErr_Format(PyExc_TypeError, "expected a Board, got %s", Py_TYPE(object)->tp_name);
        return NULL;
    }
    return &((Board *)object)->pos;
}

int board_claim(PyObject *board) {
    if (board_idle((Board *)board) < 0) return -1;
    ((Board *)board)->searched = 1;
    return 0;
}

void board_release(PyObject *board) { ((Board *)board)->searched = 0; }

void tables_lock(void) { pthread_mutex_lock(&kernel_tables); }

void tables_unlock(void) { pthread_mutex_unlock(&kernel_tables); }

int read_cells(PyObject *seq, const char *what, int16_t *out, Py_ssize_t n, int size) {
    return read_ints(seq, what, out, n, 0, size);
}

static PyMethodDef board_methods[] = {
    {"push", (PyCFunction)board_push, METH_O, "Play a legal cell for the side to move."},
    {"pop", (PyCFunction)board_pop, METH_NOARGS, "Take back the latest move; returns its cell."},
    {"legal", (PyCFunction)board_legal, METH_NOARGS, "The playable cells, ascending."},
    {"wins", (PyCFunction)board_wins, METH_O, "Playable cells completing a line of a player."},
    {"makers", (PyCFunction)board_makers, METH_O,
     "Playable cells that would make a line one stone short for a player."},
    {"gain", (PyCFunction)board_gain, METH_O,
     "How much a stone of the side to move on a cell improves its evaluation."},
    {"evaluate", (PyCFunction)board_evaluate, METH_NOARGS,
     "The static evaluation for the side to move."},
    {"search", (PyCFunction)(void (*)(void))board_search, METH_VARARGS | METH_KEYWORDS,
     "Iterative deepening alpha-beta over root moves; returns (move, score, depth, nodes, "
     "partial)."},
    {"pairing_refutes", (PyCFunction)board_pairing_refutes, METH_NOARGS,
     "True when claimeven and baseinverse keep every line from the side to move."},
    {"threat_win", (PyCFunction)(void (*)(void))board_threat_win, METH_VARARGS | METH_KEYWORDS,
     "First move of a forced win by threats, or -1; returns (move, nodes, complete)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef board_getset[] = {
    {"turn", (getter)board_get_turn, NULL, "The side to move, 0 or 1.", NULL},
    {"gravity", (getter)board_get_gravity, NULL, "True when stones fall.", NULL},
    {"ply", (getter)board_get_ply, NULL, "Moves pushed on this board.", NULL},
    {"over", (getter)board_get_over, NULL, "True once a line is complete or the board full.",
     NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject BoardType = {
    PLAIN_TYPE("engine.ai._kernel.search.Board", Board, board_dealloc, board_init,
               "A two-player, first-line-wins board of up to 256 cells for the compiled search: "
               "Board(size, k, lines, below, blocked)."),
    .tp_methods = board_methods,
    .tp_getset = board_getset,
};

PyMODINIT_FUNC PyInit_search(void) {
    static PyModuleDef search_module;
    PyObject *m = module_with_types(
        &search_module, "engine.ai._kernel.search",
        "The compiled search behind hard and expert (see engine/ai/compiled_search.py).",
        (PyTypeObject *[]){&BoardType, &ProverType, NULL});
    if (m == NULL) return NULL;
    if (PyModule_AddIntConstant(m, "MAX_CELLS", MAX_CELLS) < 0 ||
        PyModule_AddIntConstant(m, "WIN", WIN) < 0 ||
        PyModule_AddIntConstant(m, "TABLE_ENTRIES", TABLE_ENTRIES) < 0 ||
        PyModule_AddIntConstant(m, "TABLE_BYTES", (long)TABLE_ENTRIES * TABLE_ENTRY_BYTES) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
