/* The exact solver for 2D gravity boards: Pascal Pons' bitboard negamax (PascalPons/connect4,
 * Position.hpp and Solver.cpp) for any width x height board with (height + 1) * width <= 64, any
 * k, two players. One module, engine.ai._kernel.connect, in parts:
 *   connect_board.h   the board as bits: winning cells, playable cells, the order of moves;
 *   connect.h         this: the transposition table, the search's state, what the parts share;
 *   connect.c         the search: negamax, the exact score, a move that keeps it;
 *   connect_threads.c a helper thread on a second core, for the exact score and a weak root;
 *   connect_module.c  the Python face: arguments, the table kept between calls, the module.
 *
 * Python (engine/ai/solver/) checks every input and says what is wrong in words; these files only
 * search, and still refuse what they cannot hold (sizes, bits outside the board) with a
 * ValueError. Scores follow Pons' convention (engine.ai.solve): 0 a draw, a win (C + 1 - n) / 2 with
 * n the stones before the winning one, a loss the negative of the opponent's win.
 */
#ifndef HYPERROW_CONNECT_H
#define HYPERROW_CONNECT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "kernel_common.h"

#include "connect_board.h"

/* -- the transposition table ---------------------------------------------------------------- */

/* A fixed array of 2^23 64-bit slots (64 MiB) in pairs: a key's pair is picked by the low
 * TABLE_BITS of the key after an invertible mix, and the other 42 bits are stored, so pair and
 * stored bits identify the key exactly (no false hits, whatever the board). The first slot of a
 * pair keeps the entry nearest the root (its subtree cost the most to search), the second takes
 * whatever comes. A slot: generation (8 bits) | stones on the board (6) | key bits (42) | value
 * (8: bit 7 set for a lower bound, bits 0-6 the score + 64; 0 = empty). Bumping the generation
 * empties the table without touching its memory. */
#define TABLE_BITS 22
#define TABLE_SLOTS ((size_t)2 << TABLE_BITS)
#define GENERATIONS 256u

typedef struct {
    uint64_t *slots;
    uint64_t generation;
} Table;

static inline uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

#define KEY_PART(slot) ((slot) & 0x0003ffffffffff00ULL)
#define PLY_OF(slot) (((slot) >> 50) & 63)
#define GENERATION_OF(slot) ((slot) >> 56)

static inline unsigned table_get(const Table *t, bits key) {
    uint64_t h = mix(key);
    const uint64_t *pair = t->slots + 2 * (h & (((uint64_t)1 << TABLE_BITS) - 1));
    uint64_t expected = (h >> TABLE_BITS) << 8;
    for (int i = 0; i < 2; i++) {
        /* Relaxed atomic loads and stores: a helper thread shares the table (`exact`), and a
         * slot is one word, so a reader sees a whole entry or another whole entry. */
        uint64_t slot = __atomic_load_n(&pair[i], __ATOMIC_RELAXED);
        if (KEY_PART(slot) == expected && GENERATION_OF(slot) == t->generation)
            return (unsigned)(slot & 0xff);
    }
    return 0;
}

static inline void table_put(Table *t, bits key, int ply, int lower, int score) {
    uint64_t h = mix(key);
    uint64_t *pair = t->slots + 2 * (h & (((uint64_t)1 << TABLE_BITS) - 1));
    uint64_t stored = (h >> TABLE_BITS) << 8;
    uint64_t slot = (t->generation << 56) | ((uint64_t)ply << 50) | stored |
                    (uint64_t)((lower ? 128 : 0) | (score + 64));
    uint64_t first = __atomic_load_n(&pair[0], __ATOMIC_RELAXED);
    if (GENERATION_OF(first) != t->generation || KEY_PART(first) == stored ||
        (int)PLY_OF(first) >= ply)
        __atomic_store_n(&pair[0], slot, __ATOMIC_RELAXED);
    else
        __atomic_store_n(&pair[1], slot, __ATOMIC_RELAXED);
}

#define TABLE_BYTES (TABLE_SLOTS * sizeof(uint64_t))

/* -- the search's state --------------------------------------------------------------------- */

typedef struct Search Search;
typedef int (*Negamax)(Search *s, bits current, bits mask, int moves, int alpha, int beta);

struct Search {
    const Shape *shape;
    Negamax negamax;           /* negamax_any, or a copy compiled for one board */
    Table *table;
    uint64_t nodes, max_nodes, next_check;
    double deadline;           /* monotonic seconds; 0 for none */
    PyObject *stop;            /* an object with is_set(), or NULL */
    PyThreadState *thread;     /* the saved thread state while the GIL is released */
    int aborted;               /* 1: out of budget or stopped; 2: a Python error is set */
    const int *halt;           /* set by the other thread when this search's answer is moot */
    int halted;                /* 1 when `aborted` came from `halt` alone */
    int helper;                /* 1 in the helper thread: probes its windows in another order */
    int one_thread;            /* 1: never start a helper (the caller runs searches side by side) */
};

/* -- connect.c: the search ------------------------------------------------------------------ */

/* Look at the budget; returns nonzero (and sets `aborted`) when the search must end. */
int poll_budget(Search *s);

/* Whether `sh` is Connect Four's 7 x 6 board, for which the search has a copy of its own. */
int is_connect_four(const Shape *sh);

/* The negamax for boards of shape `sh`: the Connect Four copy or the one for any board. */
Negamax negamax_for(const Shape *sh);

/* The exact score of an unfinished position (Pons' Solver::solve), by the calling thread alone;
 * `weak`: only its sign, -1, 0 or 1. 0 with `aborted` set when the budget ran out first. */
int exact(Search *s, bits current, bits mask, int moves, int weak);

/* A column whose move keeps `score`, centre first among equals; -1 if none does. */
int keeping_column(Search *s, bits current, bits mask, int moves, int score);

/* -- connect_threads.c: a second thread ----------------------------------------------------- */

/* `exact` with a helper thread where one pays. */
int exact_shared(Search *s, bits current, bits mask, int moves, int weak);

/* The weak result (1, 0 or -1) of an unfinished position and in `*column` a move that keeps it;
 * `known`: the result when already known (an opening book), 2 when not. */
int weak_root(Search *s, bits current, bits mask, int moves, int known, int *column);

#endif
