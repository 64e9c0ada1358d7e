/* Negamax alpha-beta with principal-variation (null) windows, iterative deepening, a
 * transposition table with both bounds, forcing-move quiescence and threat-space search.
 *
 * The tree is the one engine/ai/alphabeta.py searches, node for node in meaning: a side with a
 * playable winning cell wins, a side facing two winning cells of the opponent loses, a side
 * facing one must block it (at the same depth), depth 0 is the static evaluation, and at depth 1
 * a quiet move's child is scored from the incremental evaluation without being played. Only the
 * order differs: moves that make double threats or stop the opponent's come first, then the
 * Python order (evaluation gain, table move, killers, history). */
#include "search.h"

#include <stdlib.h>

enum { FLAG_NONE, FLAG_EXACT, FLAG_LOWER, FLAG_UPPER };

typedef struct {
    uint64_t key;
    int64_t score;
    int16_t move, depth;
    uint8_t flag;
} Entry;

_Static_assert(sizeof(Entry) == TABLE_ENTRY_BYTES, "the table's stated size");

static Entry *table;

/* A move's gain outweighs its history score, which only breaks near-ties (as in Python). */
#define GAIN_SCALE 64
/* Ordering bonuses: a move making two threats at once, or taking the cell where the opponent
 * would. Larger than any gain, so these come first. */
#define DOUBLE_BONUS ((int64_t)1 << 40)
#define SPOIL_BONUS ((int64_t)1 << 39)

typedef struct {
    Position *p;
    Limits *limits;
    int exact_depth, prune;
    int partial;           /* a better root move found by the unfinished iteration, or -1 */
    int64_t partial_score; /* and its score */
    int64_t history[2][MAX_CELLS];
    int16_t killers[MAX_CELLS + 2][2];
} Search;

/* Looks at the clock, the node cap and the stop flag; leaves the search if any says stop. The
 * next look is at most POLL_EVERY nodes away and never past the node cap, so a cap stops the
 * search at the same node on every machine. */
void poll_limits(Limits *l) {
    int stop = (l->max_nodes >= 0 && l->nodes >= l->max_nodes) ||
               (l->deadline >= 0 && monotonic_seconds() >= l->deadline) ||
               (l->poll != NULL && l->poll(l->context));
    if (stop) {
        l->stopped = 1;
        longjmp(l->out, 1);
    }
    l->next_poll = l->nodes + POLL_EVERY;
    if (l->max_nodes >= 0 && l->next_poll > l->max_nodes) l->next_poll = l->max_nodes;
}

static int64_t node(Search *s, int depth, int64_t alpha, int64_t beta, int ply);

/* The score for the side that just moved (at `ply` + 1) of the position its move reached. */
static int64_t child(Search *s, int depth, int64_t alpha, int64_t beta, int ply) {
    Position *p = s->p;
    if (p->winner >= 0) return WIN - (ply + 1);
    if (p->empties == 0) return 0;
    return -node(s, depth, -beta, -alpha, ply + 1);
}

static int64_t after(Search *s, int move, int depth, int64_t alpha, int64_t beta, int ply) {
    position_make(s->p, move);
    int64_t score = child(s, depth, alpha, beta, ply);
    position_unmake(s->p);
    return score;
}

static void cutoff(Search *s, int move, int me, int depth, int ply) {
    s->history[me][move] += (int64_t)depth * depth;
    int16_t *k = s->killers[ply];
    if (k[0] != move) {
        k[1] = k[0];
        k[0] = (int16_t)move;
    }
}

/* Depth one: the side to move has no winning cell and the opponent none playable (the node
 * checked), so a move that makes no threat is worth the evaluation after it; one that does is
 * searched, because the quiescence has to look at the forced replies. */
static int64_t frontier(Search *s, const int16_t *moves, int n, int64_t alpha, int64_t beta,
                        int ply, int *best_move) {
    Position *p = s->p;
    int me = p->turn, k = p->k;
    const uint8_t *mine = p->count[me], *theirs = p->count[1 - me];
    int64_t(*value)[20] = p->value[me];
    int64_t base = position_evaluate(p, me), best = -INFINITE_SCORE;
    for (int i = 0; i < n; i++) {
        int m = moves[i], threat = 0;
        const int32_t *lines = p->through + p->through_at[m];
        int nl = p->through_at[m + 1] - p->through_at[m];
        int64_t gain = 0;
        for (int j = 0; j < nl; j++) {
            int a = mine[lines[j]], b = theirs[lines[j]];
            if (b == 0 && a + 1 == k - 1) threat = 1;
            gain += value[a + 1][b] - value[a][b];
        }
        int lost = 0, up = p->above[m];
        if (up >= 0) {
            /* Gravity: the move makes the cell above playable, for either side. */
            if (p->wins[1 - me][up]) lost = 1;
            else if (p->wins[me][up]) threat = 1;
        }
        int64_t score;
        if (lost) {
            score = ply + 1 - WIN;
        } else if (threat) {
            score = after(s, m, 0, alpha, beta, ply);
        } else {
            s->limits->nodes++;
            score = base + gain;
        }
        if (score > best) {
            best = score;
            *best_move = m;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    cutoff(s, m, me, 1, ply);
                    break;
                }
            }
        }
    }
    return best;
}

/* Insertion sort, best key first; equal keys keep the higher cell first (as Python's sort of
 * (key, move) pairs, reversed). */
void sort_moves(int16_t *moves, int64_t *keys, int n) {
    for (int i = 1; i < n; i++) {
        int16_t m = moves[i];
        int64_t key = keys[i];
        int j = i - 1;
        while (j >= 0 && (keys[j] < key || (keys[j] == key && moves[j] < m))) {
            moves[j + 1] = moves[j];
            keys[j + 1] = keys[j];
            j--;
        }
        moves[j + 1] = m;
        keys[j + 1] = key;
    }
}

/* Keys for the moves worth searching, higher first; returns how many are left. Dead cells
 * (gain 0) are left out without gravity, where an extra stone never hurts (unless every cell is
 * dead). The table's move, then the killers of this ply, come first (keys above any other). */
static int order_moves(Search *s, int16_t *moves, int64_t *keys, int n, int ply, int table_move) {
    Position *p = s->p;
    int me = p->turn, opp = 1 - me, kept = 0;
    const int64_t *history = s->history[me];
    const int16_t *killers = s->killers[ply];
    for (int i = 0; i < n; i++) {
        int m = moves[i];
        int64_t gain = position_gain(p, m, me);
        if (gain == 0 && s->prune) continue;
        int64_t key = gain * GAIN_SCALE + history[m];
        if (p->makes[me][m] >= 2) key += DOUBLE_BONUS;
        if (p->makes[opp][m] >= 2) key += SPOIL_BONUS;
        moves[kept] = (int16_t)m;
        keys[kept++] = key;
    }
    if (kept == 0) {
        for (int i = 0; i < n; i++) keys[i] = history[moves[i]];
        kept = n;
    }
    for (int i = 0; i < kept; i++) {
        if (moves[i] == table_move) keys[i] = INT64_MAX;
        else if (moves[i] == killers[0]) keys[i] = INT64_MAX - 1;
        else if (moves[i] == killers[1]) keys[i] = INT64_MAX - 2;
    }
    return kept;
}

/* Brings the best-keyed of moves[i..n) to place i. Most nodes are decided by one of their first
 * few moves, so picking those one at a time beats sorting every move first. */
static void pick_next(int16_t *moves, int64_t *keys, int i, int n) {
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (keys[j] > keys[best] || (keys[j] == keys[best] && moves[j] > moves[best])) best = j;
    int16_t m = moves[i];
    int64_t k = keys[i];
    moves[i] = moves[best];
    keys[i] = keys[best];
    moves[best] = m;
    keys[best] = k;
}

/* Moves picked one at a time before the rest are sorted in one go. */
#define PICKED 4

static int64_t interior(Search *s, int16_t *moves, int64_t *keys, int n, int depth,
                        int64_t alpha, int64_t beta, int ply, int *best_move) {
    Position *p = s->p;
    int me = p->turn;
    int64_t best = -INFINITE_SCORE;
    for (int i = 0; i < n; i++) {
        if (i < PICKED) pick_next(moves, keys, i, n);
        else if (i == PICKED) sort_moves(moves + i, keys + i, n - i);
        int m = moves[i];
        position_make(p, m);
        int64_t score;
        if (i == 0) {
            score = child(s, depth - 1, alpha, beta, ply);
        } else {
            score = child(s, depth - 1, alpha, alpha + 1, ply);
            if (alpha < score && score < beta) score = child(s, depth - 1, alpha, beta, ply);
        }
        position_unmake(p);
        if (score > best) {
            best = score;
            *best_move = m;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    cutoff(s, m, me, depth, ply);
                    break;
                }
            }
        }
    }
    return best;
}

static int64_t node(Search *s, int depth, int64_t alpha, int64_t beta, int ply) {
    Position *p = s->p;
    count_node(s->limits);
    /* The table slot is needed after the threat checks: fetch it meanwhile (a probe anywhere in
     * 24 MiB misses the cache; measured a fifth of the time spent waiting on it). */
    __builtin_prefetch(&table[p->hash & (TABLE_ENTRIES - 1)]);
    int me = p->turn;
    Cells wins = position_wins(p, me);
    if (cells_first(&wins) >= 0) return WIN - ply;
    Cells blocks = position_wins(p, 1 - me);
    int threats = cells_some(&blocks);
    if (threats > 1) return ply + 1 - WIN;
    if (threats == 1) {
        /* The only move that does not lose at once: searched at the same depth. */
        position_make(p, cells_first(&blocks));
        int64_t score = child(s, depth, alpha, beta, ply);
        position_unmake(p);
        return score;
    }
    if (depth <= 0) return position_evaluate(p, me);

    /* The number of stones fixes the side to move, so the hash of the stones keys a position;
     * a win's distance is stored from this node, not from the root. */
    Entry *e = &table[p->hash & (TABLE_ENTRIES - 1)];
    int table_move = -1;
    if (e->flag != FLAG_NONE && e->key == p->hash) {
        table_move = e->move;
        if (s->exact_depth ? e->depth == depth : e->depth >= depth) {
            int64_t v = e->score;
            if (v > WIN_BOUND) v -= ply;
            else if (v < -WIN_BOUND) v += ply;
            if (e->flag == FLAG_EXACT || (e->flag == FLAG_LOWER && v >= beta) ||
                (e->flag == FLAG_UPPER && v <= alpha))
                return v;
        }
    }

    int16_t moves[MAX_CELLS];
    int n = cells_list(&p->legal, moves), best_move = -1;
    int64_t alpha0 = alpha, best;
    if (depth == 1) {
        best = frontier(s, moves, n, alpha, beta, ply, &best_move);
    } else {
        int64_t keys[MAX_CELLS];
        n = order_moves(s, moves, keys, n, ply, table_move);
        best = interior(s, moves, keys, n, depth, alpha, beta, ply, &best_move);
    }

    e->key = p->hash;
    e->depth = (int16_t)depth;
    e->move = (int16_t)best_move;
    e->flag = best <= alpha0 ? FLAG_UPPER : best >= beta ? FLAG_LOWER : FLAG_EXACT;
    e->score = best > WIN_BOUND ? best + ply : best < -WIN_BOUND ? best - ply : best;
    return best;
}

/* One iteration at the root: a full window, null windows after the first move. */
static int64_t root(Search *s, const int16_t *moves, int n, int depth, int *best_move) {
    int64_t alpha = -INFINITE_SCORE, beta = INFINITE_SCORE;
    *best_move = moves[0];
    for (int i = 0; i < n; i++) {
        int m = moves[i];
        int64_t score;
        if (i == 0) {
            score = after(s, m, depth - 1, alpha, beta, 0);
        } else {
            score = after(s, m, depth - 1, alpha, alpha + 1, 0);
            if (score > alpha) score = after(s, m, depth - 1, alpha, beta, 0);
        }
        if (score > alpha) {
            alpha = score;
            *best_move = m;
            if (i > 0) {
                s->partial = m;
                s->partial_score = score;
            }
        }
    }
    return alpha;
}

/* The table, allocated once per process and kept (on huge pages where the system has them:
 * kernel_common.h). */
static int ensure_table(void) {
    if (table == NULL) table = table_memory(sizeof(Entry) * TABLE_ENTRIES);
    return table != NULL;
}

int search_run(Position *p, Limits *limits, const int16_t *moves_in, int nmoves, int max_depth,
               int use_all_time, int exact_depth, Progress progress, void *progress_context,
               Result *result) {
    if (!ensure_table()) return -1;
    memset(table, 0, sizeof(Entry) * TABLE_ENTRIES);
    Search *s = calloc(1, sizeof(Search));
    if (s == NULL) return -1;
    s->p = p;
    s->limits = limits;
    s->exact_depth = exact_depth;
    s->prune = 1;
    for (int c = 0; c < p->size; c++)
        if (p->above[c] >= 0) s->prune = 0; /* with gravity a dead cell can still matter */
    memset(s->killers, 0xff, sizeof(s->killers));
    int16_t moves[MAX_CELLS];
    memcpy(moves, moves_in, sizeof(int16_t) * nmoves);
    int start_ply = p->ply;
    volatile int status = 0;
    int limit = max_depth < p->empties ? max_depth : p->empties;
    result->move = moves[0];
    result->score = 0;
    result->depth = 0;
    result->partial = 0;
    limits->stopped = 0;
    limits->next_poll = limits->nodes;
    volatile int depth = 1;
    if (setjmp(limits->out)) {
        position_restore(p, start_ply);
        if (s->partial >= 0) {
            result->move = s->partial;
            result->score = s->partial_score;
            result->partial = 1;
        }
        free(s);
        return 0;
    }
    for (; depth <= limit; depth++) {
        s->partial = -1;
        int best;
        int64_t score = root(s, moves, nmoves, depth, &best);
        result->move = best;
        result->score = score;
        result->depth = depth;
        for (int i = 0; i < nmoves; i++) {
            if (moves[i] != best) continue;
            for (int j = i; j > 0; j--) moves[j] = moves[j - 1];
            moves[0] = (int16_t)best;
            break;
        }
        if (progress != NULL && progress(progress_context, depth, limits->nodes, best, score)) {
            status = -1;
            break;
        }
        if (!use_all_time && (nmoves == 1 || score > WIN_BOUND || score < -WIN_BOUND)) break;
    }
    free(s);
    return status;
}
