/* engine._game_core: Game's hot methods (push, pop, play, legal moves, is_over) in C, on the
 * Game's own Python lists.
 *
 * engine/game.py is the reference: these two functions do exactly what its pure-Python push and
 * pop do, to the same objects (board, line_sums, scores, the move stack, the completed lines, the
 * legal moves kept in index order, and the instance attributes hash, _empty, _winner_found), so
 * everything else in Game and every reader of its lists works unchanged. A `Plan` holds what is
 * fixed per Geometry (the cell -> lines incidence, Zobrist keys, the cell above each cell) as C
 * arrays; a `Core` binds one Game to its plan. */
#include "c_module.h" /* first: it includes Python.h, which must come before the standard headers */
#include <structmember.h>

#include <stdint.h>

typedef struct {
    PyObject_HEAD
    int size, players, target;
    int32_t *through_at, *through; /* per cell, the ids of the lines through it */
    int32_t *above;                /* the playable cell resting on a cell, else -1 */
    uint64_t *zobrist;             /* players * size keys */
    long weight[4], full[4];       /* per player: one stone, and a completed line, packed */
    PyObject *cells;               /* the cell tuple of each index */
    PyObject *index;               /* cell tuple -> index */
    PyObject **sums;               /* two players: the int object of each packed line value */
    long max_sum;                  /* the largest packed value `sums` holds */
} Plan;

/* A new reference to the int `value`: from the plan's cache for a packed line value of a
 * two-player game (most are above the 256 small ints Python keeps, so this saves an allocation
 * a line), else a new int. */
static inline PyObject *sum_object(Plan *plan, long value) {
    if (plan->sums != NULL && value >= 0 && value <= plan->max_sum) {
        PyObject *v = plan->sums[value];
        if (v == NULL) {
            v = PyLong_FromLong(value);
            if (v == NULL) return NULL;
            plan->sums[value] = v;
        }
        Py_INCREF(v);
        return v;
    }
    return PyLong_FromLong(value);
}

static void plan_dealloc(Plan *self) {
    PyMem_Free(self->through_at);
    PyMem_Free(self->through);
    PyMem_Free(self->above);
    PyMem_Free(self->zobrist);
    if (self->sums != NULL) {
        for (long v = 0; v <= self->max_sum; v++) Py_XDECREF(self->sums[v]);
        PyMem_Free(self->sums);
    }
    Py_XDECREF(self->cells);
    Py_XDECREF(self->index);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Plan(cells, index, cell_lines, above, zobrist, players, k, target) */
static int plan_init(Plan *self, PyObject *args, PyObject *Py_UNUSED(kwds)) {
    PyObject *cells, *index, *cell_lines, *above, *zobrist;
    int players, k, target, bits = 8;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!iii", &PyTuple_Type, &cells, &PyDict_Type, &index,
                          &PyTuple_Type, &cell_lines, &PyTuple_Type, &above, &PyTuple_Type,
                          &zobrist, &players, &k, &target))
        return -1;
    Py_ssize_t size = PyTuple_GET_SIZE(cells);
    if (self->cells != NULL || players < 2 || players > 4 || PyTuple_GET_SIZE(cell_lines) != size ||
        PyTuple_GET_SIZE(above) != size || PyTuple_GET_SIZE(zobrist) != players) {
        PyErr_SetString(PyExc_ValueError, "Plan: inconsistent geometry");
        return -1;
    }
    self->size = (int)size;
    self->players = players;
    self->target = target;
    Py_ssize_t total = 0;
    for (Py_ssize_t c = 0; c < size; c++) {
        PyObject *lines = PyTuple_GET_ITEM(cell_lines, c);
        if (!PyTuple_Check(lines)) {
            PyErr_SetString(PyExc_ValueError, "Plan: cell_lines holds tuples");
            return -1;
        }
        total += PyTuple_GET_SIZE(lines);
    }
    self->through_at = PyMem_Calloc((size_t)size + 1, sizeof(int32_t));
    self->through = PyMem_Calloc((size_t)total + 1, sizeof(int32_t));
    self->above = PyMem_Calloc((size_t)size, sizeof(int32_t));
    self->zobrist = PyMem_Calloc((size_t)size * players, sizeof(uint64_t));
    if (!self->through_at || !self->through || !self->above || !self->zobrist) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t c = 0; c < size; c++) {
        PyObject *lines = PyTuple_GET_ITEM(cell_lines, c);
        self->through_at[c] = (int32_t)at;
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(lines); i++)
            self->through[at++] = (int32_t)PyLong_AsLong(PyTuple_GET_ITEM(lines, i));
        self->above[c] = (int32_t)PyLong_AsLong(PyTuple_GET_ITEM(above, c));
        for (int p = 0; p < players; p++) {
            PyObject *keys = PyTuple_GET_ITEM(zobrist, p);
            if (!PyTuple_Check(keys) || PyTuple_GET_SIZE(keys) != size) {
                PyErr_SetString(PyExc_ValueError, "Plan: zobrist holds a tuple per player");
                return -1;
            }
            self->zobrist[p * size + c] = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(keys, c));
        }
    }
    self->through_at[size] = (int32_t)at;
    if (PyErr_Occurred()) return -1;
    for (int p = 0; p < players; p++) {
        self->weight[p] = 1L << (bits * p);
        self->full[p] = (long)k << (bits * p);
    }
    if (players == 2 && k < 256) {
        self->max_sum = self->full[0] + self->full[1];
        self->sums = PyMem_Calloc((size_t)self->max_sum + 1, sizeof(PyObject *));
        if (self->sums == NULL) {
            PyErr_NoMemory();
            return -1;
        }
    }
    Py_INCREF(cells);
    self->cells = cells;
    Py_INCREF(index);
    self->index = index;
    return 0;
}

static PyTypeObject PlanType = {
    PLAIN_TYPE("engine._game_core.Plan", Plan, plan_dealloc, plan_init,
               "What push and pop need of a Geometry, as C arrays."),
};

/* The base class of engine.game.Game when this module is built: its methods stand in for the
 * Python ones of the same names, on the lists the Python code keeps in the instance dict (bound
 * once by _bind_core, which Game calls at the end of __init__ and copy). */
enum { BOARD, SUMS, SCORES, STACK, COMPLETED, LEGAL, LEGAL_CELLS, REDO, LISTS };

/* The instance attributes behind each list, in the order above. */
static const char *list_names[LISTS] = {"board",      "line_sums", "_scores",      "_stack",
                                        "_completed", "_legal",    "_legal_cells", "_redo"};

typedef struct {
    PyObject_HEAD
    Plan *plan;
    PyObject *list[LISTS];
    /* The attributes hash, _empty and _winner_found live here (members below), where the C
     * methods reach them without a dict look-up or an int object. */
    uint64_t hash;
    long empty;
    char winner_found; /* a T_BOOL member: 0 or 1 */
} Core;

static PyObject *s_check_legal;

static int core_traverse(Core *self, visitproc visit, void *arg) {
    Py_VISIT(self->plan);
    for (int i = 0; i < LISTS; i++) Py_VISIT(self->list[i]);
    return 0;
}

static int core_clear(Core *self) {
    Py_CLEAR(self->plan);
    for (int i = 0; i < LISTS; i++) Py_CLEAR(self->list[i]);
    return 0;
}

static void core_dealloc(Core *self) {
    PyObject_GC_UnTrack(self);
    core_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int take_list(PyObject *dict, const char *name, PyObject **out) {
    PyObject *v = PyDict_GetItemString(dict, name);
    if (v == NULL || !PyList_CheckExact(v)) {
        PyErr_Format(PyExc_ValueError, "Core: the game has no list %s", name);
        return -1;
    }
    Py_INCREF(v);
    *out = v;
    return 0;
}

/* True when _bind_core has run; else false with an error. */
static inline int bound(Core *self) {
    if (self->plan != NULL) return 1;
    PyErr_SetString(PyExc_RuntimeError, "the game's compiled methods are not bound");
    return 0;
}

/* _bind_core(plan): takes the lists of the instance dict and the plan of the geometry. */
static PyObject *core_bind(Core *self, PyObject *arg) {
    if (!PyObject_TypeCheck(arg, &PlanType)) {
        PyErr_SetString(PyExc_TypeError, "_bind_core: expected a Plan");
        return NULL;
    }
    PyObject **dictp = _PyObject_GetDictPtr((PyObject *)self);
    if (dictp == NULL || *dictp == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "_bind_core: the game has no attributes yet");
        return NULL;
    }
    PyObject *dict = *dictp;
    core_clear(self);
    Plan *plan = (Plan *)arg;
    for (int i = 0; i < LISTS; i++) {
        if (take_list(dict, list_names[i], &self->list[i]) < 0) {
            core_clear(self);
            return NULL;
        }
    }
    if (PyList_GET_SIZE(self->list[BOARD]) != plan->size) {
        core_clear(self);
        PyErr_SetString(PyExc_ValueError, "_bind_core: the board does not match the plan");
        return NULL;
    }
    Py_INCREF(plan);
    self->plan = plan;
    Py_RETURN_NONE;
}

/* Sets list[i] to a new reference. */
static inline void list_put(PyObject *list, Py_ssize_t i, PyObject *value) {
    PyObject *old = PyList_GET_ITEM(list, i);
    PyList_SET_ITEM(list, i, value);
    Py_DECREF(old);
}

/* Where `index` is or would go in the ascending list of ints `legal` (bisect_left). */
static Py_ssize_t bisect(PyObject *legal, long index) {
    Py_ssize_t lo = 0, hi = PyList_GET_SIZE(legal);
    while (lo < hi) {
        Py_ssize_t mid = (lo + hi) / 2;
        if (PyLong_AsLong(PyList_GET_ITEM(legal, mid)) < index) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static int legal_remove_at(Core *self, Py_ssize_t at) {
    return PyList_SetSlice(self->list[LEGAL], at, at + 1, NULL) |
           PyList_SetSlice(self->list[LEGAL_CELLS], at, at + 1, NULL);
}

static int legal_insert(Core *self, long index) {
    Py_ssize_t at = bisect(self->list[LEGAL], index);
    PyObject *i = PyLong_FromLong(index);
    if (i == NULL) return -1;
    int r = PyList_Insert(self->list[LEGAL], at, i) |
            PyList_Insert(self->list[LEGAL_CELLS], at, PyTuple_GET_ITEM(self->plan->cells, index));
    Py_DECREF(i);
    return r;
}

/* Game.push, for a cell index already checked to be legal; `at`: its place in the legal
 * indices when known, else -1. */
static int push_index(Core *self, long index, Py_ssize_t at) {
    Plan *plan = self->plan;
    int player = (int)(PyList_GET_SIZE(self->list[STACK]) % plan->players);
    list_put(self->list[BOARD], index, PyLong_FromLong(player));
    long weight = plan->weight[player], full = plan->full[player], completed = 0;
    PyObject *sums = self->list[SUMS];
    for (int32_t i = plan->through_at[index]; i < plan->through_at[index + 1]; i++) {
        int32_t line = plan->through[i];
        long value = PyLong_AsLong(PyList_GET_ITEM(sums, line)) + weight;
        PyObject *v = sum_object(plan, value);
        if (v == NULL) return -1;
        list_put(sums, line, v);
        if (value == full) {
            PyObject *done = Py_BuildValue("(ii)", player, line);
            if (done == NULL || PyList_Append(self->list[COMPLETED], done) < 0) {
                Py_XDECREF(done);
                return -1;
            }
            Py_DECREF(done);
            completed++;
        }
    }
    self->hash ^= plan->zobrist[player * plan->size + index];
    self->empty--;
    if (completed) {
        long score = PyLong_AsLong(PyList_GET_ITEM(self->list[SCORES], player)) + completed;
        list_put(self->list[SCORES], player, PyLong_FromLong(score));
        if (score >= plan->target) self->winner_found = 1;
    }
    PyObject *entry = PyTuple_New(2);
    if (entry == NULL) return -1;
    PyTuple_SET_ITEM(entry, 0, PyLong_FromLong(index));
    PyTuple_SET_ITEM(entry, 1, PyLong_FromLong(completed));
    if (PyErr_Occurred() || PyList_Append(self->list[STACK], entry) < 0) {
        Py_DECREF(entry);
        return -1;
    }
    Py_DECREF(entry);
    if (at < 0) at = bisect(self->list[LEGAL], index);
    if (legal_remove_at(self, at) < 0) return -1;
    if (plan->above[index] >= 0 && legal_insert(self, plan->above[index]) < 0) return -1;
    return 0;
}

static PyObject *core_push(Core *self, PyObject *arg) {
    long index = PyLong_AsLong(arg);
    if (index == -1 && PyErr_Occurred()) return NULL;
    if (index < 0 || index >= self->plan->size) {
        PyErr_Format(PyExc_IndexError, "cell index %ld is outside 0..%d", index,
                     self->plan->size - 1);
        return NULL;
    }
    if (!bound(self) || push_index(self, index, -1) < 0) return NULL;
    Py_RETURN_NONE;
}

static inline int game_over(Core *self) { return self->winner_found || self->empty == 0; }

/* Game.play: a legal cell tuple takes the short way (found among the legal cells by identity,
 * or by a dict look-up and a bisect in the legal indices); anything else goes through
 * Game._check_legal, which says why it is refused. */
static PyObject *core_play(Core *self, PyObject *cell) {
    if (!bound(self)) return NULL;
    long index = -1;
    Py_ssize_t at = -1;
    if (!game_over(self) && PyTuple_CheckExact(cell)) {
        /* A cell taken from legal_moves() is one of the very objects in the legal cells: found
         * by identity without hashing it. */
        PyObject *cells = self->list[LEGAL_CELLS];
        for (Py_ssize_t i = 0, n = PyList_GET_SIZE(cells); i < n; i++) {
            if (PyList_GET_ITEM(cells, i) == cell) {
                at = i;
                index = PyLong_AsLong(PyList_GET_ITEM(self->list[LEGAL], i));
                break;
            }
        }
        if (index < 0) {
            PyObject *found = PyDict_GetItemWithError(self->plan->index, cell);
            if (found == NULL && PyErr_Occurred()) PyErr_Clear(); /* unhashable: the slow way */
            if (found != NULL) {
                long i = PyLong_AsLong(found);
                Py_ssize_t where = bisect(self->list[LEGAL], i);
                if (where < PyList_GET_SIZE(self->list[LEGAL]) &&
                    PyLong_AsLong(PyList_GET_ITEM(self->list[LEGAL], where)) == i) {
                    index = i;
                    at = where;
                }
            }
        }
    }
    if (index < 0) {
        PyObject *checked = PyObject_CallMethodOneArg((PyObject *)self, s_check_legal, cell);
        if (checked == NULL) return NULL;
        index = PyLong_AsLong(checked);
        Py_DECREF(checked);
        if (index == -1 && PyErr_Occurred()) return NULL;
        at = -1;
    }
    if (push_index(self, index, at) < 0) return NULL;
    if (PyList_GET_SIZE(self->list[REDO]) &&
        PyList_SetSlice(self->list[REDO], 0, PyList_GET_SIZE(self->list[REDO]), NULL) < 0)
        return NULL;
    Py_RETURN_NONE;
}

static PyObject *core_pop(Core *self, PyObject *Py_UNUSED(unused)) {
    Plan *plan = self->plan;
    if (!bound(self)) return NULL;
    Py_ssize_t n = PyList_GET_SIZE(self->list[STACK]);
    if (n == 0) {
        PyErr_SetString(PyExc_IndexError, "pop from an empty move stack");
        return NULL;
    }
    PyObject *entry = PyList_GET_ITEM(self->list[STACK], n - 1);
    long index = PyLong_AsLong(PyTuple_GET_ITEM(entry, 0));
    long completed = PyLong_AsLong(PyTuple_GET_ITEM(entry, 1));
    if (PyList_SetSlice(self->list[STACK], n - 1, n, NULL) < 0) return NULL;
    int player = (int)((n - 1) % plan->players);
    list_put(self->list[BOARD], index, PyLong_FromLong(-1));
    long weight = plan->weight[player];
    for (int32_t i = plan->through_at[index]; i < plan->through_at[index + 1]; i++) {
        int32_t line = plan->through[i];
        PyObject *v =
            sum_object(plan, PyLong_AsLong(PyList_GET_ITEM(self->list[SUMS], line)) - weight);
        if (v == NULL) return NULL;
        list_put(self->list[SUMS], line, v);
    }
    self->hash ^= plan->zobrist[player * plan->size + index];
    self->empty++;
    if (completed) {
        Py_ssize_t done = PyList_GET_SIZE(self->list[COMPLETED]);
        if (PyList_SetSlice(self->list[COMPLETED], done - completed, done, NULL) < 0) return NULL;
        long score = PyLong_AsLong(PyList_GET_ITEM(self->list[SCORES], player)) - completed;
        list_put(self->list[SCORES], player, PyLong_FromLong(score));
        self->winner_found = 0;
    }
    if (plan->above[index] >= 0 &&
        legal_remove_at(self, bisect(self->list[LEGAL], plan->above[index])) < 0)
        return NULL;
    if (legal_insert(self, index) < 0) return NULL;
    return PyLong_FromLong(index);
}

static PyObject *legal_copy(Core *self, PyObject *list) {
    if (!bound(self)) return NULL;
    return game_over(self) ? PyList_New(0) : PyList_GetSlice(list, 0, PyList_GET_SIZE(list));
}

static PyObject *core_legal_moves(Core *self, PyObject *Py_UNUSED(unused)) {
    return legal_copy(self, self->list[LEGAL_CELLS]);
}

static PyObject *core_legal_indices(Core *self, PyObject *Py_UNUSED(unused)) {
    return legal_copy(self, self->list[LEGAL]);
}

static PyObject *core_is_over(Core *self, PyObject *Py_UNUSED(unused)) {
    return PyBool_FromLong(game_over(self));
}

/* Plain attributes: Python's own member accessors read and write the C fields (a wrong type is
 * a TypeError, deleting one an error), where the C methods reach them without a dict look-up. */
static PyMemberDef core_members[] = {
    {"hash", T_ULONGLONG, offsetof(Core, hash), 0,
     "Zobrist hash of the stones on the board (the side to move follows from the ply)."},
    {"_empty", T_LONG, offsetof(Core, empty), 0, "Empty playable cells."},
    {"_winner_found", T_BOOL, offsetof(Core, winner_found), 0,
     "True once a player reached the target."},
    {NULL, 0, 0, 0, NULL},
};

static PyMethodDef core_methods[] = {
    {"_bind_core", (PyCFunction)core_bind, METH_O, "Use these methods on the game's lists."},
    {"push", (PyCFunction)core_push, METH_O, "Game.push"},
    {"pop", (PyCFunction)core_pop, METH_NOARGS, "Game.pop"},
    {"play", (PyCFunction)core_play, METH_O, "Game.play"},
    {"legal_moves", (PyCFunction)core_legal_moves, METH_NOARGS, "Game.legal_moves"},
    {"legal_indices", (PyCFunction)core_legal_indices, METH_NOARGS, "Game.legal_indices"},
    {"is_over", (PyCFunction)core_is_over, METH_NOARGS, "Game.is_over"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "engine._game_core.GameBase",
    .tp_basicsize = sizeof(Core),
    .tp_dealloc = (destructor)core_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "engine.game.Game's base: its hot methods in C, on the game's own lists.",
    .tp_traverse = (traverseproc)core_traverse,
    .tp_clear = (inquiry)core_clear,
    .tp_methods = core_methods,
    .tp_members = core_members,
    .tp_new = PyType_GenericNew,
};

PyMODINIT_FUNC PyInit__game_core(void) {
    static PyModuleDef game_core_module;
    s_check_legal = PyUnicode_InternFromString("_check_legal");
    if (!s_check_legal) return NULL;
    return module_with_types(&game_core_module, "engine._game_core",
                             "Game's hot methods in C (see engine/game.py, the reference).",
                             (PyTypeObject *[]){&PlanType, &CoreType, NULL});
}
