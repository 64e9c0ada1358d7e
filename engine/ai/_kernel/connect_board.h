/* The exact solver's board as bits (Pons' Position.hpp): a board's shape, the cells that win, the
 * cells that can be played, and the order in which the search tries its moves. Inlined into the
 * search (connect.c), where a constant shape folds into the code. */
#ifndef HYPERROW_CONNECT_BOARD_H
#define HYPERROW_CONNECT_BOARD_H

#include <stdint.h>

typedef uint64_t bits;

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

/* The search's helpers below: always inlined, so that the copy of the search compiled for one
 * board (connect.c) folds its constant shape into them. */
#define HOT static inline __attribute__((always_inline))

/* The free cells where stones `p` would complete a line of four (Pons'
 * compute_winning_position): per direction, three stones behind the cell, two behind and one
 * ahead, one behind and two ahead, or three ahead; vertically only the three below, since the
 * cells above a free cell are free. */
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
 * direction. Shifts of 64 or more give 0 (no such line fits). Not inline: the search calls it
 * from many places, and inlined into each it would swell the search on boards other than
 * Connect Four's four in a row. */
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

/* The column of the centre-most move in `moves` (of a single move: its column), -1 if there is
 * none. */
static inline int centre_column(const Shape *sh, bits moves) {
    for (int rank = 0; rank < sh->width; rank++)
        if (moves & sh->column[rank]) return sh->order[rank];
    return -1;
}

#endif
