/* The exact solver's hot loop for 2D gravity boards: Pascal Pons' bitboard negamax
 * (PascalPons/connect4, Position.hpp and Solver.cpp) for any width x height board with
 * (height + 1) * width <= 64, any k, two players.
 *
 * Python (engine/ai/solver/) checks every input and says what is wrong in words; this file only
 * searches, and still refuses what it cannot hold (sizes, bits outside the board) with a
 * ValueError. Scores follow Pons' convention (DESIGN.md): 0 a draw, a win (C + 1 - n) / 2 with
 * n the stones before the winning one, a loss the negative of the opponent's win.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

typedef uint64_t bits;

/* -- the board ------------------------------------------------------------------------------ */

/* Bit `column * (height + 1) + row` is a cell. The spare top bit of every column stays empty, so
 * a line shifted past the top of a column lands on an empty bit instead of wrapping into the
 * next column, and `current + mask` is a unique key of the position. */
typedef struct {
    int width, height, k, cells;
    int k4;               /* four in a row with shifts that fit a word: Pons' unrolled test */
    int steps[3];         /* bit steps of the other directions: across, down-across, up-across */
    bits bottom;          /* the lowest cell of every column */
    bits board_mask;      /* every cell (no spare bits) */
    bits column[64];      /* cells of each column, in exploration order: centre first */
    int order[64];        /* column index per exploration rank */
} Shape;

static inline bits shl(bits x, int n) { return n < 64 ? x << n : 0; }
static inline bits shr(bits x, int n) { return n < 64 ? x >> n : 0; }

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

/* The free cells where stones `p` would complete a line of four (Pons'
 * compute_winning_position): per direction, three stones behind the cell, two behind and one
 * ahead, one behind and two ahead, or three ahead; vertically only the three below, since the
 * cells above a free cell are free. */
#define HOT static inline __attribute__((always_inline))

HOT bits winning_k4(const Shape *s, bits p, bits mask) {
    bits r = (p << 1) & (p << 2) & (p << 3);
    for (int d = 0; d < 3; d++) {
        int step = s->steps[d];
        bits a = p << step, b = p >> step;
        r |= a & (p << 2 * step) & ((p << 3 * step) | b);
        r |= b & (p >> 2 * step) & (a | (p >> 3 * step));
    }
    return r & (s->board_mask ^ mask);
}

/* The same for any k: a cell wins if j stones lie behind it and k - 1 - j ahead along some
 * direction. Shifts of 64 or more give 0 (no such line fits). */
static bits winning_any(const Shape *s, bits p, bits mask) {
    bits r = ~(bits)0;
    for (int t = 1; t < s->k; t++) r &= shl(p, t);
    for (int d = 0; d < 3; d++) {
        int step = s->steps[d];
        bits behind[65], ahead[65];
        behind[0] = ahead[0] = ~(bits)0;
        for (int t = 1; t < s->k; t++) {
            behind[t] = behind[t - 1] & shl(p, t * step);
            ahead[t] = ahead[t - 1] & shr(p, t * step);
        }
        for (int j = 0; j < s->k; j++) r |= behind[j] & ahead[s->k - 1 - j];
    }
    return r & (s->board_mask ^ mask);
}

HOT bits winning(const Shape *s, bits p, bits mask) {
    return s->k4 ? winning_k4(s, p, mask) : winning_any(s, p, mask);
}

/* The cells a stone can go to: adding the bottom row carries each column's stones one up. */
HOT bits playable(const Shape *s, bits mask) { return (mask + s->bottom) & s->board_mask; }

/* The moves that do not hand the opponent a win at once: with one opponent threat playable,
 * only its block; with two, none; and never the cell just below an opponent's winning cell. */
HOT bits non_losing(const Shape *s, bits current, bits mask) {
    bits moves = playable(s, mask);
    bits threats = winning(s, current ^ mask, mask);
    bits forced = moves & threats;
    if (forced) {
        if (forced & (forced - 1)) return 0;
        moves = forced;
    }
    return moves & ~(threats >> 1);
}

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
#define HUGE_PAGE ((size_t)2 << 20)

/* Zeroed memory for a table, mapped lazily (memory is used only where written). Where the system
 * offers transparent huge pages, 2 MiB-aligned and advised to use them: a probe lands anywhere in
 * 64 MiB, and with 4 KiB pages nearly every probe misses the TLB and a fresh table faults 16,384
 * times; measured 10-30 % more nodes a second. */
static uint64_t *table_memory(void) {
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
    size_t length = TABLE_BYTES + HUGE_PAGE;
    char *raw = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    char *start = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    /* Return the unaligned head and tail; the table keeps exactly TABLE_BYTES. */
    if (start > raw) munmap(raw, (size_t)(start - raw));
    size_t tail = (size_t)(raw + length - (start + TABLE_BYTES));
    if (tail) munmap(start + TABLE_BYTES, tail);
    madvise(start, TABLE_BYTES, MADV_HUGEPAGE);
    return (uint64_t *)start;
#else
    return calloc(TABLE_SLOTS, sizeof(uint64_t));
#endif
}

static void table_release(Table *t) {
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
    if (t->slots != NULL) munmap(t->slots, TABLE_BYTES);
#else
    free(t->slots);
#endif
    t->slots = NULL;
}

static int table_open(Table *t) {
    if (t->slots == NULL) {
        t->slots = table_memory();
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

/* -- the search ----------------------------------------------------------------------------- */

/* Nodes between two looks at the node cap, the clock and the stop flag: some 0.5 ms. */
#define CHECK_EVERY 4096

/* Empty cells a position needs for the enhanced transposition cutoff to pay (measured). */
#ifndef ETC_EMPTY
#define ETC_EMPTY 12
#endif

/* Empty cells at or below which the moves are tried centre first, unsorted: near the end the
 * subtrees are so small that scoring each move (a winning-cell count per move) costs more than
 * its better order saves. Measured on begin.txt, one thread: 118 -> 101 ms, though the nodes
 * grow from 106 M to 112 M. */
#ifndef UNSORTED_EMPTY
#define UNSORTED_EMPTY 10
#endif

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

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Look at the budget; returns nonzero (and sets `aborted`) when the search must end. The GIL is
 * taken back only to ask the stop flag. */
static int poll(Search *s) {
    s->next_check = s->nodes + CHECK_EVERY;
    if (s->halt != NULL && __atomic_load_n(s->halt, __ATOMIC_RELAXED)) {
        s->aborted = s->halted = 1;
        return 1;
    }
    if (s->max_nodes && s->nodes >= s->max_nodes) {
        s->aborted = 1;
        return 1;
    }
    if (s->max_nodes && s->next_check > s->max_nodes) s->next_check = s->max_nodes;
    if (s->deadline > 0 && now() >= s->deadline) {
        s->aborted = 1;
        return 1;
    }
    if (s->stop != NULL) {
        PyEval_RestoreThread(s->thread);
        PyObject *flag = PyObject_CallMethod(s->stop, "is_set", NULL);
        int set = flag == NULL ? -1 : PyObject_IsTrue(flag);
        Py_XDECREF(flag);
        s->thread = PyEval_SaveThread();
        if (set != 0) {
            s->aborted = set < 0 ? 2 : 1;
            return 1;
        }
    }
    return 0;
}

/* The moves in `next` as `ordered_moves` lists equal scores: the centre last, so tried first. */
HOT int centre_first_moves(const Shape *sh, bits next, bits *out) {
    int n = 0;
    for (int rank = sh->width - 1; rank >= 0; rank--)
        if (next & sh->column[rank]) out[n++] = next & sh->column[rank];
    return n;
}

/* Move ordering: the moves in `next`, most new winning cells first, centre first among equals. */
HOT int ordered_moves(const Shape *sh, bits current, bits mask, bits next, bits *out) {
    int scores[64], n = 0;
    for (int rank = sh->width - 1; rank >= 0; rank--) {
        bits move = next & sh->column[rank];
        if (!move) continue;
        int score = __builtin_popcountll(winning(sh, current | move, mask | move));
        /* Insertion sort, ascending; a later (more central) move goes above equal scores. */
        int i = n++;
        for (; i > 0 && scores[i - 1] > score; i--) {
            scores[i] = scores[i - 1];
            out[i] = out[i - 1];
        }
        scores[i] = score;
        out[i] = move;
    }
    return n;
}

/* Alpha-beta value of a position whose side to move (stones `current`) cannot win with its next
 * stone: exact inside (alpha, beta), at most alpha below, at least beta above. Inlined into one
 * function per board it is compiled for (`self`), so a constant shape folds into the code. */
HOT int negamax_body(Search *s, const Shape *sh, Negamax self, bits current, bits mask,
                     int moves, int alpha, int beta) {
    if (++s->nodes >= s->next_check && poll(s)) return 0;
    bits next = non_losing(sh, current, mask);
    if (!next) return -(sh->cells - moves) / 2;
    if (moves >= sh->cells - 2) return 0;
    int low = -(sh->cells - 2 - moves) / 2; /* the opponent cannot win with its next stone */
    if (alpha < low) {
        alpha = low;
        if (alpha >= beta) return alpha;
    }
    int high = (sh->cells - 1 - moves) / 2; /* nor the side to move with this one */
    if (beta > high) {
        beta = high;
        if (alpha >= beta) return beta;
    }
    bits key = current + mask;
    unsigned entry = table_get(s->table, key);
    if (entry) {
        int bound = (int)(entry & 127) - 64;
        if (entry & 128) {
            if (alpha < bound) {
                alpha = bound;
                if (alpha >= beta) return alpha;
            }
        } else if (beta > bound) {
            beta = bound;
            if (alpha >= beta) return beta;
        }
    }
    /* The most promising move last in the list: the loops below go from the end. */
    bits list[64];
    int n = moves >= sh->cells - UNSORTED_EMPTY ? centre_first_moves(sh, next, list)
                                                : ordered_moves(sh, current, mask, next, list);
    /* Enhanced transposition cutoff: a child whose stored upper bound is already bad enough for
     * the opponent settles this node without a search. Worth its table probes only far from the
     * end, where a search below a child is large. */
    if (moves < sh->cells - ETC_EMPTY) {
        bits opponent = current ^ mask;
        for (int i = n - 1; i >= 0; i--) {
            unsigned child = table_get(s->table, opponent + (mask | list[i]));
            if (child && !(child & 128) && -((int)(child & 127) - 64) >= beta) {
                int score = -((int)(child & 127) - 64);
                table_put(s->table, key, moves, 1, score);
                return score;
            }
        }
    }
    for (int i = n - 1; i >= 0; i--) {
        int score = -self(s, current ^ mask, mask | list[i], moves + 1, -beta, -alpha);
        if (s->aborted) return 0;
        if (score >= beta) {
            table_put(s->table, key, moves, 1, score);
            return score;
        }
        if (score > alpha) alpha = score;
    }
    table_put(s->table, key, moves, 0, alpha);
    return alpha;
}

/* Any board, its shape read at run time. */
static int negamax_any(Search *s, bits current, bits mask, int moves, int alpha, int beta) {
    return negamax_body(s, s->shape, negamax_any, current, mask, moves, alpha, beta);
}

/* Connect Four's 7 x 6 board as `shape_init` makes it (checked when the module loads), as
 * constants: some 20 % more nodes a second than negamax_any on it. */
static const Shape CONNECT_FOUR = {
    .width = 7,
    .height = 6,
    .k = 4,
    .cells = 42,
    .k4 = 1,
    .steps = {7, 6, 8},
    .bottom = 0x40810204081ULL,
    .board_mask = 0xfdfbf7efdfbfULL,
    .column = {0x3fULL << 21, 0x3fULL << 14, 0x3fULL << 28, 0x3fULL << 7, 0x3fULL << 35, 0x3fULL,
               0x3fULL << 42},
    .order = {3, 2, 4, 1, 5, 0, 6},
};

static int negamax_connect_four(Search *s, bits current, bits mask, int moves, int alpha,
                                int beta) {
    return negamax_body(s, &CONNECT_FOUR, negamax_connect_four, current, mask, moves, alpha, beta);
}

/* The value in (alpha, beta) of any unfinished position: a win with the next stone first. */
static int bounded(Search *s, bits current, bits mask, int moves, int alpha, int beta) {
    const Shape *sh = s->shape;
    if (winning(sh, current, mask) & playable(sh, mask)) return (sh->cells + 1 - moves) / 2;
    return s->negamax(s, current, mask, moves, alpha, beta);
}

/* The exact score: null-window probes narrowing [low, high] (Pons' Solver::solve). `weak`: only
 * its sign, -1, 0 or 1. */
static int exact(Search *s, bits current, bits mask, int moves, int weak) {
    const Shape *sh = s->shape;
    int win_now = (sh->cells + 1 - moves) / 2;
    if (winning(sh, current, mask) & playable(sh, mask)) return weak ? 1 : win_now;
    int low = -(sh->cells - moves) / 2, high = win_now;
    if (weak) {
        low = -1;
        high = 1;
    }
    /* The main search asks for the sign first: most positions' scores are near 0, where probes
     * are dear, and the first answer halves the interval. A helper takes Pons' probes instead
     * (near the ends of the interval first, where they are cheap, then towards 0), so the two
     * threads search other windows and each finds the other's bounds in the table. Measured on
     * begin.txt, one thread: 106 M nodes against Pons' order's 112 M; with a helper: 78 ms
     * against 84 ms (Pons' order here, plain halving in the helper) and 119 ms (the sign first
     * in both threads, which then search the same windows). */
    int sign_first = !s->helper && low < 0 && high > 0;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (sign_first)
            middle = 0;
        else if (middle <= 0 && low / 2 < middle)
            middle = low / 2;
        else if (middle >= 0 && high / 2 > middle)
            middle = high / 2;
        sign_first = 0;
        int r = s->negamax(s, current, mask, moves, middle, middle + 1);
        if (s->aborted) return 0;
        if (r <= middle)
            high = r;
        else
            low = r;
    }
    /* A weak probe may come back beyond its window (a win by 5 proves more than a win): keep the
     * sign only. */
    return weak ? (low > 0) - (low < 0) : low;
}

/* -- a second thread ------------------------------------------------------------------------ */

/* With a second core, `exact` runs a helper thread on the same position and the same table
 * ("lazy SMP"): it searches other windows, and the bounds it stores cut the main search short.
 * Only without a node cap (capped play must repeat exactly, and a helper's timing would change
 * what fits) and with enough empty cells to be worth a thread. The helper never touches Python;
 * the main search's result is the answer, whatever the helper got to. */
#define HELPER_EMPTY 24

typedef struct {
    Search search;
    bits current, mask;
    int moves, weak;
    int halt;
    pthread_t thread;
} Helper;

/* Whether a helper thread pays for a search by `s` of a position with `moves` stones: a second
 * core, no node cap, not held to one thread, and enough empty cells. */
static int helper_pays(const Search *s, int moves) {
    static long cores = 0;
    if (cores == 0) cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores >= 2 && !s->max_nodes && !s->one_thread &&
           s->shape->cells - moves >= HELPER_EMPTY;
}

/* The helper thread's search: `s`'s board, table and deadline, no Python stop flag (the main
 * thread polls it), its own node count, ended by `halt`. */
static Search helper_search(const Search *s, const int *halt) {
    Search h = *s;
    h.stop = NULL;
    h.thread = NULL;
    h.nodes = 0;
    h.next_check = 1;
    h.halt = halt;
    h.halted = 0;
    return h;
}

static void *helper_main(void *arg) {
    Helper *h = arg;
    exact(&h->search, h->current, h->mask, h->moves, h->weak);
    return NULL;
}

/* Start a helper for `s` on the position, or return 0 when none is worth it (or none starts). */
static int helper_start(Helper *h, const Search *s, bits current, bits mask, int moves,
                        int weak) {
    /* A weak solve probes the one window around 0: a helper would search the same. */
    if (weak || !helper_pays(s, moves)) return 0;
    memset(h, 0, sizeof *h);
    h->search = helper_search(s, &h->halt);
    h->search.helper = 1;
    h->current = current;
    h->mask = mask;
    h->moves = moves;
    h->weak = weak;
    return pthread_create(&h->thread, NULL, helper_main, h) == 0;
}

/* Stop the helper, wait for it, and count its nodes in `s`. */
static void helper_stop(Helper *h, Search *s) {
    __atomic_store_n(&h->halt, 1, __ATOMIC_RELAXED);
    pthread_join(h->thread, NULL);
    s->nodes += h->search.nodes;
}

/* `exact` with a helper thread where one pays. */
static int exact_shared(Search *s, bits current, bits mask, int moves, int weak) {
    if (poll(s)) return 0; /* a stop already set ends the call before any thread starts */
    Helper helper;
    int helped = helper_start(&helper, s, current, mask, moves, weak);
    int score = exact(s, current, mask, moves, weak);
    if (helped) helper_stop(&helper, s);
    return score;
}

/* A column whose move keeps `score`, centre first among equals; -1 if none does. */
static int keeping_column(Search *s, bits current, bits mask, int moves, int score) {
    const Shape *sh = s->shape;
    bits can = playable(sh, mask), wins = winning(sh, current, mask);
    int win_now = (sh->cells + 1 - moves) / 2;
    for (int rank = 0; rank < sh->width; rank++) {
        bits move = can & sh->column[rank];
        if (!move) continue;
        if (move & wins) {
            if (score == win_now) return sh->order[rank];
            continue;
        }
        /* The move keeps the score iff the opponent's score afterwards is at most -score. */
        int r = bounded(s, current ^ mask, mask | move, moves + 1, -score, -score + 1);
        if (s->aborted) return -1;
        if (r <= -score) return sh->order[rank];
    }
    return -1;
}

/* The column of the centre-most move in `moves`, -1 if there is none. */
static int centre_column(const Shape *sh, bits moves) {
    for (int rank = 0; rank < sh->width; rank++)
        if (moves & sh->column[rank]) return sh->order[rank];
    return -1;
}

static int column_of(const Shape *sh, bits move) {
    for (int rank = 0; rank < sh->width; rank++)
        if (move & sh->column[rank]) return sh->order[rank];
    return -1;
}

/* The root moves of a weak solve, searched one null window at a time: by the calling thread
 * from the most promising down, and, where a helper pays (as for `exact`), by a helper thread
 * from the other end, each move once. The first move found to keep the target result ends the
 * pass for both. */
typedef struct {
    bits current, mask, list[64];
    int moves, n, target;
    int low, high;             /* the moves not yet taken: list[low .. high] */
    int found;                 /* a move that keeps the target, or -1 */
    int stop_helper, stop_main;
    int helper_done;           /* set by the helper as it returns */
    pthread_mutex_t lock;      /* over `low`, `high` and `found` */
    Search helper;
} Split;

/* The next move for the thread searching from the top (`top`) or the bottom; -1 when none is
 * left or a keeper was found. */
static int split_take(Split *p, int top) {
    pthread_mutex_lock(&p->lock);
    int i = -1;
    if (p->found < 0 && p->low <= p->high) i = top ? p->high-- : p->low++;
    pthread_mutex_unlock(&p->lock);
    return i;
}

/* Search the moves `split_take` gives with `s` until none is left; record a keeper. */
static void split_search(Split *p, Search *s, int top) {
    for (int i; (i = split_take(p, top)) >= 0;) {
        int r = s->negamax(s, p->current ^ p->mask, p->mask | p->list[i], p->moves + 1,
                           -p->target, -p->target + 1);
        if (s->aborted) return;
        if (r <= -p->target) {
            pthread_mutex_lock(&p->lock);
            if (p->found < 0) p->found = i;
            pthread_mutex_unlock(&p->lock);
            /* The other thread's move no longer matters. */
            __atomic_store_n(top ? &p->stop_helper : &p->stop_main, 1, __ATOMIC_RELAXED);
            return;
        }
    }
}

static void *split_helper(void *arg) {
    Split *p = arg;
    split_search(p, &p->helper, 0);
    __atomic_store_n(&p->helper_done, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* One pass over the root moves for `target`: the index of a move that keeps it, or -1 (with
 * `s->aborted` set when the budget ran out or the search was stopped first). */
static int split_pass(Split *p, Search *s, int target) {
    p->target = target;
    p->low = 0;
    p->high = p->n - 1;
    p->found = -1;
    p->stop_helper = p->stop_main = p->helper_done = 0;
    pthread_t thread;
    int helped = p->n >= 2 && helper_pays(s, p->moves) && !poll(s);
    if (helped) {
        p->helper = helper_search(s, &p->stop_helper);
        helped = pthread_create(&thread, NULL, split_helper, p) == 0;
    }
    const int *halt = s->halt;
    if (helped) s->halt = &p->stop_main;
    split_search(p, s, 1);
    if (helped) {
        if (!s->aborted && p->found < 0) {
            /* Every move is taken and none of ours keeps the target: the answer hangs on the
             * helper's last move. Wait for it, still looking at the budget and the stop flag. */
            struct timespec pause = {0, 1000000};
            while (!__atomic_load_n(&p->helper_done, __ATOMIC_ACQUIRE) && !poll(s))
                nanosleep(&pause, NULL);
        }
        /* Stopped, out of budget or answered: the helper's move no longer matters. */
        __atomic_store_n(&p->stop_helper, 1, __ATOMIC_RELAXED);
        pthread_join(thread, NULL);
        s->halt = halt;
        s->nodes += p->helper.nodes;
        if (p->found < 0 && !s->aborted && p->helper.aborted && !p->helper.halted)
            s->aborted = 1; /* the helper's last move ran out of time */
    }
    if (p->found >= 0 && s->halted) s->aborted = s->halted = 0; /* halted by the helper's find */
    return p->found;
}

/* The weak result (1, 0 or -1) of an unfinished position and in `*column` a move that keeps it,
 * in one pass over the moves: is some move a win (the opponent's score after it at most -1),
 * else is some move a draw (at most 0), most promising move first; a loss otherwise, with the
 * centre-most move that does not lose at once. The same probes as the weak solve of the
 * position, so no second pass to find the move. `known`: the result when already known (an
 * opening book), 2 when not. */
static int weak_root(Search *s, bits current, bits mask, int moves, int known, int *column) {
    const Shape *sh = s->shape;
    bits can = playable(sh, mask);
    bits wins = winning(sh, current, mask) & can;
    if (wins) {
        *column = centre_column(sh, wins);
        return 1;
    }
    bits next = non_losing(sh, current, mask);
    *column = centre_column(sh, next ? next : can);
    if (!next || known == -1) return -1;
    Split split = {
        .current = current, .mask = mask, .moves = moves, .lock = PTHREAD_MUTEX_INITIALIZER};
    split.n = ordered_moves(sh, current, mask, next, split.list);
    for (int target = 1; target >= 0; target--) {
        if (known != 2 && target != known) continue;
        int found = split_pass(&split, s, target);
        if (s->aborted) return 0;
        if (found >= 0) {
            *column = column_of(sh, split.list[found]);
            return target;
        }
    }
    return -1;
}

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
    s->negamax = memcmp(sh, &CONNECT_FOUR, sizeof *sh) == 0 ? negamax_connect_four : negamax_any;
    if (seconds != Py_None) {
        double limit = PyFloat_AsDouble(seconds);
        if (limit == -1.0 && PyErr_Occurred()) return -1;
        s->deadline = now() + (limit > 0 ? limit : 0) + 1e-9;
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
        if (table_open(&shared_table) < 0) return -1;
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

static PyObject *connect_solve(PyObject *self, PyObject *args, PyObject *kwargs) {
    (void)self;
    Call c;
    int unused, weak = 0;
    if (call_begin(&c, args, kwargs, &unused, 0, &weak) < 0) return NULL;
    int score = exact_shared(&c.search, c.current, c.mask, c.moves, weak);
    if (call_end(&c) < 0) return NULL;
    return result(&c, c.search.aborted ? Py_NewRef(Py_None) : PyLong_FromLong(score));
}

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

PyDoc_STRVAR(clear_table_doc, "clear_table()\n--\n\nForget every stored bound.");

static PyObject *connect_clear_table(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    if (!shared_busy) table_clear(&shared_table);
    Py_RETURN_NONE;
}

static PyMethodDef connect_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))connect_solve, METH_VARARGS | METH_KEYWORDS,
     solve_doc},
    {"best_move", (PyCFunction)(void (*)(void))connect_best_move, METH_VARARGS | METH_KEYWORDS,
     best_move_doc},
    {"clear_table", connect_clear_table, METH_NOARGS, clear_table_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef connect_module = {
    PyModuleDef_HEAD_INIT,
    "engine.ai._kernel.connect",
    "Pons' bitboard negamax for 2D gravity boards of up to 64 bits (see connect.c).",
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
    if (memcmp(&check, &CONNECT_FOUR, sizeof check) != 0) {
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
