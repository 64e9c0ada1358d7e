/* The search's position for two-player, first-line-wins boards of up to 256 cells.
 *
 * A set of cells is a bitboard of four 64-bit words (`Cells`); boards of up to 64 cells (Qubic,
 * Score Four, Connect Four, cube-3, tic-tac-toe) use one word, gomoku four, four-d all four.
 * Besides the stones of each player the position keeps, move by move:
 *   - `legal`: the empty cells that may be played (with gravity: those resting on something),
 *     so move generation is a walk over set bits, never a scan of the board;
 *   - per line the stones of each player (`count`), so the evaluation and every threat change
 *     only on the lines through the played cell;
 *   - per player and empty cell the lines that cell would complete (`wins`, `win_mask`) and the
 *     open lines one stone short of a threat through it (`makes`, `make_mask`): "can I win now",
 *     "must I block", "which moves threaten" are a mask and a popcount.
 * The evaluation is the pure-Python one (engine/ai/evaluation.py): an open line of c stones is
 * worth 6^(c-1) to its owner, a completed one 8 times a line one stone short; dead lines nothing.
 */
#ifndef HYPERROW_POSITION_H
#define HYPERROW_POSITION_H

#include <stdint.h>
#include <string.h>

#define MAX_CELLS 256
#define WORDS 4
#define EMPTY (-1)
#define BLOCKED (-2)

typedef struct {
    uint64_t w[WORDS];
} Cells;

static inline void cells_set(Cells *s, int c) { s->w[c >> 6] |= (uint64_t)1 << (c & 63); }
static inline void cells_clear(Cells *s, int c) { s->w[c >> 6] &= ~((uint64_t)1 << (c & 63)); }

static inline Cells cells_and(const Cells *a, const Cells *b) {
    Cells r;
    for (int i = 0; i < WORDS; i++) r.w[i] = a->w[i] & b->w[i];
    return r;
}

/* 0, 1 or 2 for an empty set, a single cell, or more: all the search needs to know (no win,
 * one threat to block, or a double threat), without a population count, which is a library
 * call unless the compiler may assume the instruction. */
static inline int cells_some(const Cells *s) {
    int seen = 0;
    for (int i = 0; i < WORDS; i++) {
        uint64_t w = s->w[i];
        if (w == 0) continue;
        if ((w & (w - 1)) || seen) return 2; /* w & (w - 1) clears the lowest bit */
        seen = 1;
    }
    return seen;
}

/* The lowest cell of a non-empty set. */
static inline int cells_first(const Cells *s) {
    for (int i = 0; i < WORDS; i++)
        if (s->w[i]) return (i << 6) + __builtin_ctzll(s->w[i]);
    return -1;
}

/* Writes the cells of `s` in ascending order to `out`; returns how many. */
static inline int cells_list(const Cells *s, int16_t *out) {
    int n = 0;
    for (int i = 0; i < WORDS; i++) {
        uint64_t bits = s->w[i];
        while (bits) {
            out[n++] = (int16_t)((i << 6) + __builtin_ctzll(bits));
            bits &= bits - 1; /* clears the lowest set bit */
        }
    }
    return n;
}

typedef struct {
    /* Geometry, fixed once built. */
    int size, k, nlines;
    int16_t *line_cells;  /* nlines * k cell indices */
    int32_t *through_at;  /* size + 1 offsets into `through` */
    int32_t *through;     /* per cell, the lines through it */
    int16_t above[MAX_CELLS]; /* gravity: the cell resting on this one, else -1 */
    int64_t value[2][20][20]; /* per player, line worth by (own stones, other stones) */
    uint64_t zobrist[2][MAX_CELLS];

    /* State. */
    int8_t board[MAX_CELLS]; /* EMPTY, BLOCKED or the player */
    uint8_t *count[2];       /* per player, stones per line */
    uint8_t wins[2][MAX_CELLS];
    uint8_t makes[2][MAX_CELLS];
    Cells win_mask[2], make_mask[2], legal;
    int64_t score;           /* evaluation for player 0 */
    uint64_t hash;
    int turn, empties, winner, ply;
    int16_t stack[MAX_CELLS];
} Position;

/* Adds `sign` to the wins / makes of the empty cells of `line` for its owner, if the line is one
 * stone from completion (wins) or two (makes) and holds stones of one player only. Called with
 * -1 before a move changes the line and +1 after, so the tables always describe the present. */
static inline void line_marks(Position *p, int line, int sign) {
    int a = p->count[0][line], b = p->count[1][line], k = p->k;
    int owner, stones;
    if (b == 0 && a > 0) {
        owner = 0;
        stones = a;
    } else if (a == 0 && b > 0) {
        owner = 1;
        stones = b;
    } else {
        return;
    }
    uint8_t *table;
    Cells *mask;
    if (stones == k - 1) {
        table = p->wins[owner];
        mask = &p->win_mask[owner];
    } else if (stones == k - 2) {
        table = p->makes[owner];
        mask = &p->make_mask[owner];
    } else {
        return;
    }
    const int16_t *cells = p->line_cells + (int64_t)line * k;
    for (int i = 0; i < k; i++) {
        int c = cells[i];
        if (p->board[c] != EMPTY) continue;
        table[c] = (uint8_t)(table[c] + sign);
        if (table[c]) cells_set(mask, c);
        else cells_clear(mask, c);
    }
}

/* Plays the legal cell `c` for the side to move. */
static inline void position_make(Position *p, int c) {
    int me = p->turn;
    const int32_t *lines = p->through + p->through_at[c];
    int n = p->through_at[c + 1] - p->through_at[c];
    for (int i = 0; i < n; i++) line_marks(p, lines[i], -1);
    p->board[c] = (int8_t)me;
    uint8_t *mine = p->count[me], *theirs = p->count[1 - me];
    int64_t delta = 0;
    for (int i = 0; i < n; i++) {
        int line = lines[i];
        int a = mine[line], b = theirs[line];
        delta += p->value[me][a + 1][b] - p->value[me][a][b];
        mine[line] = (uint8_t)(a + 1);
        if (a + 1 == p->k) p->winner = me;
        line_marks(p, line, +1);
    }
    p->score += me == 0 ? delta : -delta;
    cells_clear(&p->legal, c);
    if (p->above[c] >= 0) cells_set(&p->legal, p->above[c]);
    p->hash ^= p->zobrist[me][c];
    p->empties--;
    p->stack[p->ply++] = (int16_t)c;
    p->turn = 1 - me;
}

/* Takes back the latest move; returns its cell. */
static inline int position_unmake(Position *p) {
    int c = p->stack[--p->ply];
    int me = 1 - p->turn;
    const int32_t *lines = p->through + p->through_at[c];
    int n = p->through_at[c + 1] - p->through_at[c];
    for (int i = 0; i < n; i++) line_marks(p, lines[i], -1);
    p->board[c] = EMPTY;
    uint8_t *mine = p->count[me], *theirs = p->count[1 - me];
    int64_t delta = 0;
    for (int i = 0; i < n; i++) {
        int line = lines[i];
        int a = mine[line] - 1, b = theirs[line];
        delta += p->value[me][a + 1][b] - p->value[me][a][b];
        mine[line] = (uint8_t)a;
        line_marks(p, line, +1);
    }
    p->score -= me == 0 ? delta : -delta;
    if (p->above[c] >= 0) cells_clear(&p->legal, p->above[c]);
    cells_set(&p->legal, c);
    p->hash ^= p->zobrist[me][c];
    p->empties++;
    p->winner = -1; /* a finished game is never played on, so only its last move completed a line */
    p->turn = me;
    return c;
}

/* Takes back moves until `ply` moves are left (after a search was cut short). */
static inline void position_restore(Position *p, int ply) {
    while (p->ply > ply) position_unmake(p);
}

/* How much a stone of `player` on the empty cell `c` improves `player`'s evaluation: its own
 * lines grown plus the other's lines spoiled. 0 exactly for a dead cell (every term is >= 0). */
static inline int64_t position_gain(const Position *p, int c, int player) {
    const int32_t *lines = p->through + p->through_at[c];
    int n = p->through_at[c + 1] - p->through_at[c];
    const uint8_t *mine = p->count[player], *theirs = p->count[1 - player];
    int64_t g = 0;
    for (int i = 0; i < n; i++) {
        int a = mine[lines[i]], b = theirs[lines[i]];
        g += p->value[player][a + 1][b] - p->value[player][a][b];
    }
    return g;
}

/* The playable cells where `player` completes a line. */
static inline Cells position_wins(const Position *p, int player) {
    return cells_and(&p->win_mask[player], &p->legal);
}

static inline int64_t position_evaluate(const Position *p, int player) {
    return player == 0 ? p->score : -p->score;
}

#endif
