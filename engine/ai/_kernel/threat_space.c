/* Threat-space search (after Allis' solution of Qubic): sequences of moves that each make a
 * line one stone short, so the defender's reply is forced, ending in a double threat. Every
 * defender reply is the only block, so a sequence found is a forced win; a line of attack in
 * which the defender could complete a line first is dropped. The same search as
 * engine/ai/threat_search.py, deepening in the number of attacking moves and remembering positions
 * already refuted at a depth. */
#include "search.h"

#include <stdlib.h>

typedef struct {
    uint64_t key;
    uint32_t generation;
    int32_t depth;
} Refuted;

/* Allocated once per process; a new generation forgets the previous search's entries. */
static Refuted *refuted;
static uint32_t refuted_generation;
static int refuted_size, refuted_k, refuted_nlines;

typedef struct {
    Position *p;
    Limits *limits;
    int first;
} Threats;

/* True if the side to move wins by threats with at most `depth` attacking moves. */
static int attack(Threats *t, int depth, int at_root) {
    Position *p = t->p;
    count_node(t->limits);
    int me = p->turn, opp = 1 - me;
    Cells wins = position_wins(p, me);
    if (cells_first(&wins) >= 0) {
        t->first = cells_first(&wins);
        return 1;
    }
    Cells blocks = position_wins(p, opp);
    int nblocks = cells_some(&blocks);
    if (nblocks > 1 || depth == 0) return 0;
    Refuted *r = &refuted[p->hash & ((1 << REFUTED_BITS) - 1)];
    if (r->generation == refuted_generation && r->key == p->hash && r->depth >= depth) return 0;
    /* Facing a threat, the attacker must block it, and the block must threaten in turn;
     * otherwise every move that makes a threat, those making most first. */
    int16_t cells[MAX_CELLS];
    int n;
    if (nblocks) {
        cells[0] = (int16_t)cells_first(&blocks);
        n = 1;
    } else {
        Cells makers = cells_and(&p->make_mask[me], &p->legal);
        n = cells_list(&makers, cells);
        int64_t keys[MAX_CELLS];
        for (int i = 0; i < n; i++) keys[i] = p->makes[me][cells[i]];
        sort_moves(cells, keys, n);
    }
    for (int i = 0; i < n; i++) {
        int found = 0;
        position_make(p, cells[i]);
        Cells theirs = position_wins(p, opp);
        if (cells_first(&theirs) < 0) {
            Cells mine = position_wins(p, me);
            int threats = cells_some(&mine);
            if (threats > 1) {
                found = 1;
            } else if (threats == 1) {
                position_make(p, cells_first(&mine));
                found = attack(t, depth - 1, 0);
                position_unmake(p);
            }
        }
        position_unmake(p);
        if (found) {
            if (at_root) t->first = cells[i];
            return 1;
        }
    }
    r->key = p->hash;
    r->generation = refuted_generation;
    r->depth = depth;
    return 0;
}

/* `forget`: a new generation, so entries of earlier searches are not used. They hold anyway on
 * the same board (a position refuted at a depth is refuted whichever search met it), so the proof
 * search, which runs one threat search per node on positions that share most of their
 * sequences, keeps them. */
static int threat_search(Position *p, Limits *limits, int max_threats, int forget) {
    if (refuted == NULL) refuted = calloc((size_t)1 << REFUTED_BITS, sizeof(Refuted));
    if (refuted == NULL) return -3;
    if (p->k < 3) return -1; /* with k = 2 every stone is a threat: nothing to sequence */
    /* Every board hashes with the same numbers: a board of another shape starts afresh. */
    if (forget || refuted_generation == 0 || p->size != refuted_size || p->k != refuted_k ||
        p->nlines != refuted_nlines)
        refuted_generation++;
    refuted_size = p->size;
    refuted_k = p->k;
    refuted_nlines = p->nlines;
    Threats t = {p, limits, -1};
    int start_ply = p->ply;
    limits->stopped = 0;
    limits->next_poll = limits->nodes;
    volatile int depth = 1;
    if (setjmp(limits->out)) {
        position_restore(p, start_ply);
        return -2;
    }
    for (; depth <= max_threats; depth++) {
        t.first = -1;
        if (attack(&t, depth, 1)) return t.first;
        Cells makers = cells_and(&p->make_mask[p->turn], &p->legal);
        if (cells_first(&makers) < 0) break;
    }
    return -1;
}

int threat_win(Position *p, Limits *limits, int max_threats) {
    return threat_search(p, limits, max_threats, 1);
}

int threat_win_remembering(Position *p, Limits *limits, int max_threats) {
    return threat_search(p, limits, max_threats, 0);
}
