/* The exact solver's search (connect.h names the other parts): Pons' negamax with its budget,
 * a copy of it compiled for Connect Four, the exact score by null-window probes, and a move that
 * keeps a score. */
#include "connect.h"

#include <string.h>

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

/* Look at the budget; returns nonzero (and sets `aborted`) when the search must end. The GIL is
 * taken back only to ask the stop flag. */
int poll_budget(Search *s) {
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
    if (s->deadline > 0 && monotonic_seconds() >= s->deadline) {
        s->aborted = 1;
        return 1;
    }
    if (s->stop != NULL) {
        PyEval_RestoreThread(s->thread);
        int set = stop_flag_set(s->stop);
        s->thread = PyEval_SaveThread();
        if (set != 0) {
            s->aborted = set < 0 ? 2 : 1;
            return 1;
        }
    }
    return 0;
}

/* Alpha-beta value of a position whose side to move (stones `current`) cannot win with its next
 * stone: exact inside (alpha, beta), at most alpha below, at least beta above. Inlined into one
 * function per board it is compiled for (`self`), so a constant shape folds into the code. */
HOT int negamax_body(Search *s, const Shape *sh, Negamax self, bits current, bits mask,
                     int moves, int alpha, int beta) {
    if (++s->nodes >= s->next_check && poll_budget(s)) return 0;
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

int is_connect_four(const Shape *sh) { return memcmp(sh, &CONNECT_FOUR, sizeof *sh) == 0; }

Negamax negamax_for(const Shape *sh) {
    return is_connect_four(sh) ? negamax_connect_four : negamax_any;
}

/* The value in (alpha, beta) of any unfinished position: a win with the next stone first. */
static int bounded(Search *s, bits current, bits mask, int moves, int alpha, int beta) {
    const Shape *sh = s->shape;
    if (winning(sh, current, mask) & playable(sh, mask)) return (sh->cells + 1 - moves) / 2;
    return s->negamax(s, current, mask, moves, alpha, beta);
}

/* The exact score: null-window probes narrowing [low, high] (Pons' Solver::solve). `weak`: only
 * its sign, -1, 0 or 1. */
int exact(Search *s, bits current, bits mask, int moves, int weak) {
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

/* A column whose move keeps `score`, centre first among equals; -1 if none does. */
int keeping_column(Search *s, bits current, bits mask, int moves, int score) {
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
